/*
 * cg_bi_integer.c - the integer built-in functions (OpenCL C 3.0 6.15.3),
 * and min, max and clamp of every element type (6.15.3 and 6.15.4 share
 * the names): inline IR, LLVM's integer intrinsics where one exists
 * (llvm.smin, llvm.abs, ...), so that each is the same few instructions
 * for a scalar and every vector width.
 *
 * The spec's formulas, where it gives one, are the IR: min(x, y) for
 * floats is "y < x ? y : x" (6.15.4; the result for NaN or infinity is
 * undefined there, and the select is one minps), clamp of floats is
 * fmin(fmax(x, lo), hi) (llvm.maxnum and llvm.minnum, whose NaN rule is
 * fmin's).
 */
#include "codegen/cg_builtin.h"

static LLVMValueRef min_max(CgContext *ctx, Type *t, bool is_min, LLVMValueRef x, LLVMValueRef y)
{
    if (cg_bi_is_fp(t)) {
        /* min: y < x ? y : x;  max: x < y ? y : x  (6.15.4) */
        LLVMValueRef c =
            is_min ? LLVMBuildFCmp(ctx->b, LLVMRealOLT, y, x, "") : LLVMBuildFCmp(ctx->b, LLVMRealOLT, x, y, "");
        return LLVMBuildSelect(ctx->b, c, y, x, is_min ? "min" : "max");
    }
    LLVMValueRef a[2] = {x, y};
    bool s = cg_bi_is_signed(t);
    return cg_bi_intrinsic1(ctx, s ? (is_min ? "llvm.smin" : "llvm.smax") : (is_min ? "llvm.umin" : "llvm.umax"), a, 2);
}

LLVMValueRef cg_bi_min_max(CgContext *ctx, const CgCall *c)
{
    return min_max(ctx, c->ret, c->aux == BI_MIN, c->args[0], cg_bi_widen(ctx, c->args[1], c->ret_ty));
}

LLVMValueRef cg_bi_clamp(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef x = c->args[0], lo = cg_bi_widen(ctx, c->args[1], c->ret_ty),
                 hi = cg_bi_widen(ctx, c->args[2], c->ret_ty);
    if (cg_bi_is_fp(c->ret)) {
        /* fmin(fmax(x, minval), maxval) */
        LLVMValueRef a[2] = {x, lo};
        LLVMValueRef b[2] = {cg_bi_intrinsic1(ctx, "llvm.maxnum", a, 2), hi};
        return cg_bi_intrinsic1(ctx, "llvm.minnum", b, 2);
    }
    return min_max(ctx, c->ret, true, min_max(ctx, c->ret, false, x, lo), hi);
}

LLVMValueRef cg_bi_abs(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef x = c->args[0];
    if (!cg_bi_is_signed(c->types[0])) return x;
    /* |INT_MIN| is INT_MIN's bits, which as the unsigned result is right. */
    LLVMValueRef a[2] = {x, LLVMConstInt(ctx->t_i1, 0, 0)};
    return cg_bi_intrinsic1(ctx, "llvm.abs", a, 2);
}
