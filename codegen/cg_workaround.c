/* cg_workaround.c - IR rewrites that keep LLVM 19 back-end bugs away.
 *
 * They run last, after the optimization pipeline (cg_optimize), on IR that
 * is already correct, and change it into an equivalent form the back end
 * gets right.  Nothing runs after them that could fold them back: only
 * instruction selection.  Each one names the bug, the input that found it
 * and its regression test, and goes when oclc moves to an LLVM with the fix.
 *
 * 1. x86: a vector multiply by a constant with zero lanes.
 *    LLVM 19's x86 DAG combiner loses the "lane is zero" fact of
 *    `mul X, <0, c1, 0, c3>` when X is a shift by a constant with a zero
 *    lane and a shuffle reads the product: the zero lanes come out as lanes
 *    of X (SSE2 and SSE4.1 targets, at every llc level; AVX2 is right).
 *    Found by tests/fuzz/difftest.py; tests/robustness/llvm19-x86-mul-shl-
 *    shuffle.cl.  The multiply becomes `and (mul X, C'), M`: C' is C with 1
 *    for 0, M keeps the nonzero lanes.  Same value in every lane, and the
 *    zero now comes from an explicit mask the combiner keeps. */
#include "cg_internal.h"

#include <stdlib.h>
#include <string.h>

static bool is_x86(const CgTarget *t)
{
    return !strncmp(t->triple, "x86_64", 6) || !strncmp(t->triple, "i386", 4) ||
           !strncmp(t->triple, "i686", 4);
}

/* Lane i of a constant integer vector: 1 if zero, 0 if nonzero, -1 if
 * neither is known (poison, undef, a constant expression). */
static int lane_is_zero(LLVMValueRef c, unsigned i)
{
    LLVMValueRef e = LLVMGetAggregateElement(c, i);
    if (!e || !LLVMIsAConstantInt(e)) return -1;
    return LLVMConstIntGetZExtValue(e) == 0;
}

/* The constant operand of a vector multiply with some but not all lanes
 * zero (operand index in *which), or NULL. */
static LLVMValueRef zero_lane_constant(LLVMValueRef mul, unsigned *which)
{
    LLVMTypeRef ty = LLVMTypeOf(mul);
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind) return NULL;
    unsigned n = LLVMGetVectorSize(ty);
    for (unsigned k = 0; k < 2; k++) {
        LLVMValueRef c = LLVMGetOperand(mul, k);
        if (!LLVMIsAConstantDataVector(c) && !LLVMIsAConstantVector(c)) continue;
        unsigned zeros = 0;
        bool known = true;
        for (unsigned i = 0; i < n && known; i++) {
            int z = lane_is_zero(c, i);
            if (z < 0) known = false;
            zeros += (unsigned)z;
        }
        if (known && zeros > 0 && zeros < n) {
            *which = k;
            return c;
        }
    }
    return NULL;
}

static void guard_zero_lane_mul(LLVMBuilderRef b, LLVMValueRef mul)
{
    unsigned which;
    LLVMValueRef c = zero_lane_constant(mul, &which);
    if (!c) return;
    LLVMTypeRef vty = LLVMTypeOf(mul), ety = LLVMGetElementType(vty);
    unsigned n = LLVMGetVectorSize(vty);
    LLVMValueRef *ones = malloc(2 * n * sizeof *ones);
    if (!ones) return;   /* the rewrite is an improvement, not a requirement */
    LLVMValueRef *mask = ones + n;
    bool all_ones = true;   /* then X itself is the product */
    for (unsigned i = 0; i < n; i++) {
        bool zero = lane_is_zero(c, i) == 1;
        LLVMValueRef e = LLVMGetAggregateElement(c, i);
        ones[i] = zero ? LLVMConstInt(ety, 1, false) : e;
        mask[i] = zero ? LLVMConstNull(ety) : LLVMConstAllOnes(ety);
        all_ones &= zero || LLVMConstIntGetZExtValue(e) == 1;
    }
    LLVMValueRef x = LLVMGetOperand(mul, !which);
    LLVMPositionBuilderBefore(b, mul);
    LLVMValueRef m = all_ones ? x : LLVMBuildMul(b, x, LLVMConstVector(ones, n), "");
    LLVMValueRef r = LLVMBuildAnd(b, m, LLVMConstVector(mask, n), "");
    free(ones);
    LLVMReplaceAllUsesWith(mul, r);
    LLVMInstructionEraseFromParent(mul);
}

void cg_backend_workarounds(LLVMModuleRef mod, const CgTarget *t)
{
    if (!is_x86(t)) return;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(mod));
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
                next = LLVMGetNextInstruction(i);
                if (LLVMGetInstructionOpcode(i) == LLVMMul) guard_zero_lane_mul(b, i);
            }
    LLVMDisposeBuilder(b);
}
