/* cg_workaround.c - IR rewrites that keep LLVM 19 back-end bugs away: the
 * pipeline's rewrite step (cg_rewrite, driver/pipeline.c).
 *
 * They run last, after the optimization pipeline (cg_optimize), on IR that
 * is already correct, and change it into an equivalent form the back end
 * gets right; the pipeline verifies the module after them, as after every
 * step that changes IR.  Nothing runs after them that could fold them back:
 * only instruction selection.  Each one names the bug, the input that found
 * it and its regression test, and goes when oclc moves to an LLVM with the
 * fix.
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
 *    used.
 *
 * 3. NVPTX: a vector fpext of a vector load.
 *    LLVM 19's NVPTX back end folds `fpext <N x float> (load <N x float>)`
 *    into vector extending loads, which it writes as `ld.global.v2.f32
 *    {%fd1, %fd2}`: f32 loaded into f64 registers, which ptxas rejects
 *    ("Arguments mismatch for instruction 'ld'"; the scalar case is right:
 *    ld.f32 then cvt.f64.f32).  Found by convert_float8 of double ... on
 *    nvptx64 (tests/codegen/nvptx-convert-all.cl).  The loaded vector goes
 *    through a `freeze`, which the combiner does not look through: a load
 *    then a cvt per lane, as for a scalar.  A freeze of a value that is
 *    not poison is that value.
 *
 * 4. NVPTX: an address-space cast between two specific spaces.
 *    The optimizer folds `addrspacecast (addrspacecast p from 3 to 0) to 1`
 *    -- a generic pointer made from a local one, cast to global, as
 *    to_global(l) or `(global int *)p` read after inlining -- into one cast
 *    from 3 to 1, which NVPTX's instruction selection cannot lower: it
 *    aborts ("Cannot cast between two non-generic address spaces").
 *    Found by tests/gpu/local.c's to_global of a local pointer;
 *    tests/codegen/nvptx-generic.cl.  The cast goes through generic again,
 *    the generic address passed through an inline-asm `mov` that no pass
 *    sees through (the back end's own InferAddressSpaces would fold it
 *    back otherwise): cvta to generic, then cvta.to the target space, as
 *    the source said.  Such a cast is only ever reached where the program
 *    asked for it (to_global & co select NULL when the space differs).
 *
 * 5. NVPTX: an under-aligned vector load or store.
 *    LLVM 19's NVPTX back end legalizes `load <16 x i8>, align 1` into
 *    `ld.global.v4.u32`, which needs 16-byte alignment: vload16 of a char
 *    pointer at any element (what vloadn promises) faulted with
 *    CUDA_ERROR_MISALIGNED_ADDRESS and lost the context; `<16 x i64>,
 *    align 8` became a byte loop.  Found by the CTS's basic vload_global on
 *    the H100; tests/codegen/nvptx-vload-align.cl.  A vector access whose
 *    alignment is less than its size becomes one access per element (at
 *    the smaller of its alignment and the element's size), which is what
 *    the back end does right; volatile and atomic accesses are left alone. */
#include "cg_internal.h"

#include <stdlib.h>
#include <string.h>

/* Rewrites `mul X, C` where the constant vector C has some, not all, lanes
 * zero into `and (mul X, C'), M` (C' = C with 1 for 0, M = the nonzero
 * lanes), or `and X, M` when every nonzero lane of C is 1. */
static bool guard_zero_lane_mul(LLVMBuilderRef b, LLVMValueRef mul)
{
    LLVMTypeRef vty = LLVMTypeOf(mul);
    if (LLVMGetTypeKind(vty) != LLVMVectorTypeKind) return false;
    LLVMTypeRef ety = LLVMGetElementType(vty);
    unsigned n = LLVMGetVectorSize(vty);
    LLVMValueRef small[2 * 64];
    LLVMValueRef *ones = n <= 64 ? small : malloc(2 * n * sizeof *ones);
    if (!ones) return false; /* out of memory: the multiply stays as it was */
    bool rewritten = false;
    LLVMValueRef *mask = ones + n;
    for (unsigned k = 0; k < 2; k++) {
        LLVMValueRef c = LLVMGetOperand(mul, k);
        if (!LLVMIsAConstantDataVector(c) && !LLVMIsAConstantVector(c)) continue;
        unsigned zeros = 0, i;
        bool all_ones = true; /* then X itself is the product */
        for (i = 0; i < n; i++) {
            LLVMValueRef e = LLVMGetAggregateElement(c, i);
            if (!e || !LLVMIsAConstantInt(e)) break; /* poison, undef, an expression */
            unsigned long long v = LLVMConstIntGetZExtValue(e);
            zeros += v == 0;
            all_ones &= v <= 1;
            ones[i] = v == 0 ? LLVMConstInt(ety, 1, false) : e;
            mask[i] = v == 0 ? LLVMConstNull(ety) : LLVMConstAllOnes(ety);
        }
        if (i < n || zeros == 0 || zeros == n) continue;
        LLVMValueRef x = LLVMGetOperand(mul, !k);
        LLVMPositionBuilderBefore(b, mul);
        LLVMValueRef m = all_ones ? x : LLVMBuildMul(b, x, LLVMConstVector(ones, n), "");
        LLVMValueRef r = LLVMBuildAnd(b, m, LLVMConstVector(mask, n), "");
        LLVMReplaceAllUsesWith(mul, r);
        LLVMInstructionEraseFromParent(mul);
        rewritten = true;
        break;
    }
    if (ones != small) free(ones);
    return rewritten;
}

static void drop_poison_flags(LLVMValueRef i)
{
    if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVectorTypeKind) return;
    switch (LLVMGetInstructionOpcode(i)) {
    case LLVMAdd:
    case LLVMSub:
    case LLVMMul:
    case LLVMShl:
        LLVMSetNUW(i, false);
        LLVMSetNSW(i, false);
        break;
    case LLVMUDiv:
    case LLVMSDiv:
    case LLVMLShr:
    case LLVMAShr: LLVMSetExact(i, false); break;
    case LLVMOr: LLVMSetIsDisjoint(i, false); break;
    case LLVMZExt:
    case LLVMUIToFP: LLVMSetNNeg(i, false); break;
    default: break;
    }
}

/* Puts a freeze between a vector load and the fpext that reads it. */
static bool freeze_extended_load(LLVMBuilderRef b, LLVMValueRef ext)
{
    LLVMValueRef v = LLVMGetOperand(ext, 0);
    if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMVectorTypeKind || !LLVMIsALoadInst(v)) return false;
    LLVMPositionBuilderBefore(b, ext);
    LLVMSetOperand(ext, 0, LLVMBuildFreeze(b, v, ""));
    return true;
}

/* Whether v (an instruction or a constant expression) is an
 * addrspacecast between two address spaces neither of which is generic. */
static bool specific_to_specific(LLVMValueRef v)
{
    bool cast = LLVMIsAInstruction(v)    ? LLVMGetInstructionOpcode(v) == LLVMAddrSpaceCast
                : LLVMIsAConstantExpr(v) ? LLVMGetConstOpcode(v) == LLVMAddrSpaceCast
                                         : false;
    if (!cast) return false;
    unsigned from = LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(v, 0)));
    unsigned to = LLVMGetPointerAddressSpace(LLVMTypeOf(v));
    return from && to && from != to;
}

/* The cast v, rebuilt before `at` through generic (4). */
static LLVMValueRef via_generic(CgModule *m, LLVMBuilderRef b, LLVMValueRef v, LLVMValueRef at)
{
    LLVMPositionBuilderBefore(b, at);
    LLVMTypeRef generic = LLVMPointerTypeInContext(m->ctx, 0), i64 = LLVMInt64TypeInContext(m->ctx);
    LLVMValueRef g = LLVMBuildAddrSpaceCast(b, LLVMGetOperand(v, 0), generic, "");
    LLVMValueRef n = LLVMBuildPtrToInt(b, g, i64, "");
    LLVMTypeRef asm_ty = LLVMFunctionType(i64, &i64, 1, 0);
    static const char text[] = "mov.b64 $0, $1;", constraints[] = "=l,l";
    LLVMValueRef mov = LLVMGetInlineAsm(asm_ty, text, sizeof text - 1, constraints, sizeof constraints - 1, 0, 0,
                                        LLVMInlineAsmDialectATT, 0);
    n = LLVMBuildCall2(b, asm_ty, mov, &n, 1, "");
    return LLVMBuildAddrSpaceCast(b, LLVMBuildIntToPtr(b, n, generic, ""), LLVMTypeOf(v), "");
}

/* Splits the under-aligned vector load or store i into its elements (5);
 * false when i is not one. */
static bool split_underaligned(CgModule *m, LLVMBuilderRef b, LLVMValueRef i)
{
    bool is_load = LLVMIsALoadInst(i) != NULL;
    if (!is_load && !LLVMIsAStoreInst(i)) return false;
    LLVMValueRef value = is_load ? i : LLVMGetOperand(i, 0);
    LLVMValueRef ptr = is_load ? LLVMGetOperand(i, 0) : LLVMGetOperand(i, 1);
    LLVMTypeRef vty = LLVMTypeOf(value);
    if (LLVMGetTypeKind(vty) != LLVMVectorTypeKind || LLVMGetVolatile(i) ||
        LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic)
        return false;
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(m->mod);
    LLVMTypeRef ety = LLVMGetElementType(vty);
    unsigned n = LLVMGetVectorSize(vty), align = LLVMGetAlignment(i);
    unsigned long long esize = LLVMStoreSizeOfType(td, ety);
    if (!esize || align >= esize * n || LLVMGetTypeKind(ety) == LLVMPointerTypeKind) return false;
    unsigned ealign = align < esize ? align : (unsigned)esize;
    LLVMPositionBuilderBefore(b, i);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(m->ctx);
    LLVMValueRef v = LLVMGetPoison(vty);
    for (unsigned k = 0; k < n; k++) {
        LLVMValueRef idx = LLVMConstInt(i32, k, 0);
        LLVMValueRef at = LLVMBuildGEP2(b, ety, ptr, &idx, 1, "");
        if (is_load) {
            LLVMValueRef e = LLVMBuildLoad2(b, ety, at, "");
            LLVMSetAlignment(e, ealign);
            v = LLVMBuildInsertElement(b, v, e, idx, "");
        } else {
            LLVMSetAlignment(LLVMBuildStore(b, LLVMBuildExtractElement(b, value, idx, ""), at), ealign);
        }
    }
    if (is_load) LLVMReplaceAllUsesWith(i, v);
    LLVMInstructionEraseFromParent(i);
    return true;
}

/* The NVPTX rewrites (3, 4, 5). */
static void rewrite_nvptx(CgModule *m, LLVMBuilderRef b)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(m->mod); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
                next = LLVMGetNextInstruction(i);
                if (LLVMGetInstructionOpcode(i) == LLVMFPExt && freeze_extended_load(b, i)) m->unverified = true;
                /* A constant cast among i's operands (not in a phi, whose
                 * operand would need its own block's end). */
                int nops = LLVMGetNumOperands(i);
                for (int k = 0; k < nops && !LLVMIsAPHINode(i); k++) {
                    LLVMValueRef op = LLVMGetOperand(i, (unsigned)k);
                    if (!LLVMIsAConstantExpr(op) || !specific_to_specific(op)) continue;
                    LLVMSetOperand(i, (unsigned)k, via_generic(m, b, op, i));
                    m->unverified = true;
                }
                if (specific_to_specific(i)) {
                    LLVMValueRef r = via_generic(m, b, i, i);
                    LLVMReplaceAllUsesWith(i, r);
                    LLVMInstructionEraseFromParent(i);
                    m->unverified = true;
                } else if (split_underaligned(m, b, i)) {
                    m->unverified = true;
                }
            }
}

CompileStatus cg_rewrite(Compilation *c, CgModule *m)
{
    if (!strncmp(m->target.triple, "nvptx", 5)) {
        LLVMBuilderRef b = LLVMCreateBuilderInContext(m->ctx);
        rewrite_nvptx(m, b);
        LLVMDisposeBuilder(b);
        return COMPILE_OK;
    }
    if (!cg_target_is_x86(&m->target)) return COMPILE_OK;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(m->ctx);
    for (LLVMValueRef f = LLVMGetFirstFunction(m->mod); f; f = LLVMGetNextFunction(f))
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
                next = LLVMGetNextInstruction(i);
                drop_poison_flags(i);
                /* Dropping a flag cannot make IR invalid; a new multiply
                 * and mask is for the verifier to see. */
                if (LLVMGetInstructionOpcode(i) == LLVMMul && guard_zero_lane_mul(b, i)) m->unverified = true;
            }
    LLVMDisposeBuilder(b);
    return COMPILE_OK;
}
