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
 *    zero now comes from an explicit mask the combiner keeps.
 *
 * 2. x86: poison-generating flags on vector integer instructions.
 *    LLVM 19's x86 back end takes a lane that the flags make poison as
 *    known zero, and then lowers a shuffle that reads the *other* operand
 *    in that lane as an `or` without masking it.  InstCombine's
 *    `%1 = sub nuw <127, poison>, %r` followed by
 *    `shufflevector %1, %2, <0, 3>` returned `%2[1] | (0 - %r[1])` in lane 1
 *    (SSE2; the same family as llvm-project #214388, fixed after LLVM 19).
 *    Found by tests/fuzz/difftest.py; tests/robustness/llvm19-x86-poison-
 *    flags-shuffle.cl.  The flags (nuw, nsw, exact, disjoint, nneg) are
 *    dropped from vector instructions: a flag only ever adds poison, so
 *    dropping it keeps every value the program can observe, and
 *    instruction selection loses nothing the optimizer has not already
 *    used. */
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

static void drop_poison_flags(LLVMValueRef i)
{
    if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVectorTypeKind) return;
    switch (LLVMGetInstructionOpcode(i)) {
    case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMShl:
        LLVMSetNUW(i, false);
        LLVMSetNSW(i, false);
        break;
    case LLVMUDiv: case LLVMSDiv: case LLVMLShr: case LLVMAShr:
        LLVMSetExact(i, false);
        break;
    case LLVMOr:
        LLVMSetIsDisjoint(i, false);
        break;
    case LLVMZExt: case LLVMUIToFP:
        LLVMSetNNeg(i, false);
        break;
    default:
        break;
    }
}

void cg_backend_workarounds(LLVMModuleRef mod, const CgTarget *t)
{
    if (!is_x86(t)) return;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(mod));
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
                next = LLVMGetNextInstruction(i);
                drop_poison_flags(i);
                if (LLVMGetInstructionOpcode(i) == LLVMMul) guard_zero_lane_mul(b, i);
            }
    LLVMDisposeBuilder(b);
}
