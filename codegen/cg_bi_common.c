/*
 * cg_bi_common.c - the common (OpenCL C 3.0 6.15.4) and geometric
 * (6.15.5) built-in functions: the spec's formulas as inline IR, with the
 * compilation's fast-math flags on every floating-point instruction.
 *
 * mix is x + (y - x) * a, as the spec writes it (two roundings; the
 * contraction into an fma is the fast-math flags' decision).
 */
#include "codegen/cg_builtin.h"

LLVMValueRef cg_bi_mix(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef x = c->args[0], y = c->args[1], a = cg_bi_widen(ctx, c->args[2], c->ret_ty);
    /* x + (y - x) * a */
    LLVMValueRef d = cg_bi_fp(ctx, LLVMBuildFSub(ctx->b, y, x, ""));
    LLVMValueRef m = cg_bi_fp(ctx, LLVMBuildFMul(ctx->b, d, a, ""));
    return cg_bi_fp(ctx, LLVMBuildFAdd(ctx->b, x, m, "mix"));
}
