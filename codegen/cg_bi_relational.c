/*
 * cg_bi_relational.c - the relational built-in functions (OpenCL C 3.0
 * 6.15.6) as inline IR: comparisons and classifications are one fcmp (or
 * an integer test of the bits) whose i1 becomes 1/0 for a scalar and
 * -1/0 per lane for a vector, as the spec returns them; any and all test
 * the sign bits; select and bitselect are selects and bit operations.
 */
#include "codegen/cg_builtin.h"

static LLVMValueRef inf_of(LLVMTypeRef t) { return cg_bi_fp_const(t, __builtin_inf()); }

LLVMValueRef cg_bi_classify(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef x = c->args[0], bits;
    LLVMTypeRef t = LLVMTypeOf(x), it = cg_bi_int_type(ctx, t);
    switch (c->aux) {
    case BI_ISNAN: bits = LLVMBuildFCmp(ctx->b, LLVMRealUNO, x, x, "isnan"); break;
    case BI_ISINF:
        bits = LLVMBuildFCmp(ctx->b, LLVMRealOEQ, cg_bi_intrinsic1(ctx, "llvm.fabs", &x, 1), inf_of(t), "isinf");
        break;
    case BI_ISFINITE:
        bits = LLVMBuildFCmp(ctx->b, LLVMRealONE, cg_bi_intrinsic1(ctx, "llvm.fabs", &x, 1), inf_of(t), "isfinite");
        break;
    case BI_ISNORMAL: {
        /* FLT_MIN <= |x| < inf, false for a NaN (HALF_MIN for half, which
         * comes here as it is: a half subnormal is a normal float) */
        LLVMValueRef a = cg_bi_intrinsic1(ctx, "llvm.fabs", &x, 1);
        LLVMTypeKind k = LLVMGetTypeKind(cg_bi_llvm_elem(t));
        double min = k == LLVMDoubleTypeKind ? 0x1p-1022 : k == LLVMHalfTypeKind ? 0x1p-14 : 0x1p-126;
        bits = LLVMBuildAnd(ctx->b, LLVMBuildFCmp(ctx->b, LLVMRealOGE, a, cg_bi_fp_const(t, min), ""),
                            LLVMBuildFCmp(ctx->b, LLVMRealOLT, a, inf_of(t), ""), "isnormal");
        break;
    }
    default: /* signbit */
        bits = LLVMBuildICmp(ctx->b, LLVMIntSLT, LLVMBuildBitCast(ctx->b, x, it, ""), LLVMConstNull(it), "signbit");
        break;
    }
    return cg_bi_relational_result(ctx, bits, c->ret);
}

/* isequal ... isunordered: one fcmp whose predicate is the row's aux
 * (ordered ones are false for a NaN, isnotequal and isunordered true). */
LLVMValueRef cg_bi_compare(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef bits = LLVMBuildFCmp(ctx->b, (LLVMRealPredicate)c->aux, c->args[0], c->args[1], c->name);
    return cg_bi_relational_result(ctx, bits, c->ret);
}

/* any/all: the most significant bit of any/every lane. */
LLVMValueRef cg_bi_any_all(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef x = c->args[0];
    LLVMValueRef neg = LLVMBuildICmp(ctx->b, LLVMIntSLT, x, LLVMConstNull(LLVMTypeOf(x)), "");
    if (type_is_vector(c->types[0]))
        neg = cg_bi_intrinsic1(ctx, c->aux == BI_ANY ? "llvm.vector.reduce.or" : "llvm.vector.reduce.and", &neg, 1);
    return LLVMBuildZExt(ctx->b, neg, ctx->t_i32, c->aux == BI_ANY ? "any" : "all");
}

LLVMValueRef cg_bi_bitselect(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef a = c->args[0], b = c->args[1], m = c->args[2];
    LLVMTypeRef t = LLVMTypeOf(a), it = cg_bi_int_type(ctx, t);
    bool fp = cg_bi_is_fp(c->ret);
    if (fp) {
        a = LLVMBuildBitCast(ctx->b, a, it, "");
        b = LLVMBuildBitCast(ctx->b, b, it, "");
        m = LLVMBuildBitCast(ctx->b, m, it, "");
    }
    /* (a & ~c) | (b & c) */
    LLVMValueRef r = LLVMBuildOr(ctx->b, LLVMBuildAnd(ctx->b, a, LLVMBuildNot(ctx->b, m, ""), ""),
                                 LLVMBuildAnd(ctx->b, b, m, ""), "bitselect");
    return fp ? LLVMBuildBitCast(ctx->b, r, t, "") : r;
}

LLVMValueRef cg_bi_select(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef a = c->args[0], b = c->args[1], m = c->args[2];
    LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(m));
    /* Scalar: c ? b : a.  Vector: each lane by the most significant bit of c's. */
    LLVMValueRef cond = type_is_vector(c->types[2]) ? LLVMBuildICmp(ctx->b, LLVMIntSLT, m, zero, "")
                                                    : LLVMBuildICmp(ctx->b, LLVMIntNE, m, zero, "");
    return LLVMBuildSelect(ctx->b, cond, b, a, "select");
}
