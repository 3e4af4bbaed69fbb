/*
 * cg_bi_common.c - the common (OpenCL C 3.0 6.15.4) and geometric
 * (6.15.5) built-in functions: the spec's formulas as inline IR, with the
 * compilation's fast-math flags on every floating-point instruction.
 *
 * mix is x + (y - x) * a, as the spec writes it (two roundings; the
 * contraction into an fma is the fast-math flags' decision); smoothstep
 * is the spec's formula too.  The geometric functions reduce their lanes
 * in order (dot is an ordered llvm.vector.reduce.fadd), and length,
 * distance and normalize scale by a power of two where the sum of the
 * squares would overflow or underflow (scale_for), as the spec's edge
 * case rules ask.
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

static bool is_double(LLVMTypeRef t) { return LLVMGetTypeKind(cg_bi_llvm_elem(t)) == LLVMDoubleTypeKind; }

/* degrees: x * (180 / pi); radians (aux): x * (pi / 180): one rounding
 * of the product and the constant's, within the spec's 2 ulp. */
LLVMValueRef cg_bi_degrees(CgContext *ctx, const CgCall *c)
{
    double k = c->aux == BI_DEGREES ? 57.295779513082320876798154814105 : 0.017453292519943295769236907684886;
    return cg_bi_fp(ctx, LLVMBuildFMul(ctx->b, c->args[0], cg_bi_fp_const(c->ret_ty, k), c->name));
}

/* step(edge, x): x < edge ? 0.0 : 1.0 (1.0 for a NaN, as the spec's words
 * say). */
LLVMValueRef cg_bi_step(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef edge = cg_bi_widen(ctx, c->args[0], c->ret_ty), x = c->args[1];
    LLVMValueRef lt = LLVMBuildFCmp(ctx->b, LLVMRealOLT, x, edge, "");
    return LLVMBuildSelect(ctx->b, lt, cg_bi_fp_const(c->ret_ty, 0.0), cg_bi_fp_const(c->ret_ty, 1.0), "step");
}

/* t = clamp((x - edge0) / (edge1 - edge0), 0, 1); t * t * (3 - 2 * t) */
LLVMValueRef cg_bi_smoothstep(CgContext *ctx, const CgCall *c)
{
    LLVMTypeRef t = c->ret_ty;
    LLVMValueRef e0 = cg_bi_widen(ctx, c->args[0], t), e1 = cg_bi_widen(ctx, c->args[1], t), x = c->args[2];
    LLVMValueRef num = cg_bi_fp(ctx, LLVMBuildFSub(ctx->b, x, e0, ""));
    LLVMValueRef den = cg_bi_fp(ctx, LLVMBuildFSub(ctx->b, e1, e0, ""));
    LLVMValueRef q[2] = {cg_bi_fp(ctx, LLVMBuildFDiv(ctx->b, num, den, "")), cg_bi_fp_const(t, 0.0)};
    LLVMValueRef r[2] = {cg_bi_intrinsic1(ctx, "llvm.maxnum", q, 2), cg_bi_fp_const(t, 1.0)};
    LLVMValueRef u = cg_bi_intrinsic1(ctx, "llvm.minnum", r, 2);
    LLVMValueRef two_u = cg_bi_fp(ctx, LLVMBuildFMul(ctx->b, cg_bi_fp_const(t, 2.0), u, ""));
    LLVMValueRef k = cg_bi_fp(ctx, LLVMBuildFSub(ctx->b, cg_bi_fp_const(t, 3.0), two_u, ""));
    LLVMValueRef uu = cg_bi_fp(ctx, LLVMBuildFMul(ctx->b, u, u, ""));
    return cg_bi_fp(ctx, LLVMBuildFMul(ctx->b, uu, k, "smoothstep"));
}

/* 1.0 for x > 0, -1.0 for x < 0, x itself for +-0, 0.0 for a NaN. */
LLVMValueRef cg_bi_sign(CgContext *ctx, const CgCall *c)
{
    LLVMTypeRef t = c->ret_ty;
    LLVMValueRef x = c->args[0], zero = cg_bi_fp_const(t, 0.0);
    LLVMValueRef r =
        LLVMBuildSelect(ctx->b, LLVMBuildFCmp(ctx->b, LLVMRealOGT, x, zero, ""), cg_bi_fp_const(t, 1.0), x, "");
    r = LLVMBuildSelect(ctx->b, LLVMBuildFCmp(ctx->b, LLVMRealOLT, x, zero, ""), cg_bi_fp_const(t, -1.0), r, "");
    return LLVMBuildSelect(ctx->b, LLVMBuildFCmp(ctx->b, LLVMRealUNO, x, x, ""), zero, r, "sign");
}

/* ------------------------------------------------------------------ */
/* Geometric                                                          */

/* p0 . p1: the products summed in lane order (an ordered reduction). */
static LLVMValueRef dot(CgContext *ctx, LLVMValueRef a, LLVMValueRef b)
{
    LLVMValueRef p = cg_bi_fp(ctx, LLVMBuildFMul(ctx->b, a, b, ""));
    if (LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMVectorTypeKind) return p;
    LLVMValueRef args[2] = {cg_bi_fp_const(cg_bi_llvm_elem(LLVMTypeOf(p)), -0.0), p};
    return cg_bi_intrinsic(ctx, "llvm.vector.reduce.fadd", LLVMTypeOf(p), args, 2);
}

LLVMValueRef cg_bi_dot(CgContext *ctx, const CgCall *c) { return dot(ctx, c->args[0], c->args[1]); }

static LLVMValueRef shuffle3(CgContext *ctx, LLVMValueRef v, unsigned a, unsigned b, unsigned c, unsigned n)
{
    LLVMValueRef m[4] = {LLVMConstInt(ctx->t_i32, a, 0), LLVMConstInt(ctx->t_i32, b, 0), LLVMConstInt(ctx->t_i32, c, 0),
                         LLVMConstInt(ctx->t_i32, 3, 0)};
    return LLVMBuildShuffleVector(ctx->b, v, LLVMGetPoison(LLVMTypeOf(v)), LLVMConstVector(m, n), "");
}

/* p0.yzx * p1.zxy - p0.zxy * p1.yzx, and w = 0 for 4 lanes. */
LLVMValueRef cg_bi_cross(CgContext *ctx, const CgCall *c)
{
    unsigned n = (unsigned)c->ret->vec.lanes;
    LLVMValueRef a = c->args[0], b = c->args[1];
    LLVMValueRef l =
        cg_bi_fp(ctx, LLVMBuildFMul(ctx->b, shuffle3(ctx, a, 1, 2, 0, n), shuffle3(ctx, b, 2, 0, 1, n), ""));
    LLVMValueRef r =
        cg_bi_fp(ctx, LLVMBuildFMul(ctx->b, shuffle3(ctx, a, 2, 0, 1, n), shuffle3(ctx, b, 1, 2, 0, n), ""));
    LLVMValueRef x = cg_bi_fp(ctx, LLVMBuildFSub(ctx->b, l, r, "cross"));
    if (n == 4)
        x = LLVMBuildInsertElement(ctx->b, x, LLVMConstReal(cg_bi_llvm_elem(c->ret_ty), 0.0),
                                   LLVMConstInt(ctx->t_i32, 3, 0), "cross");
    return x;
}

/*
 * The factor that keeps the sum of the squares of p's lanes from
 * overflowing or losing its precision to underflow (6.15.5 and "Edge Case
 * Behavior": length and normalize work "without overflow or extraordinary
 * precision loss due to underflow"), from the sum l2 computed without it:
 * 2^86 (2^563 for double) when l2 < 2^-100 (2^-900), so that the smallest
 * denormal's square is still normal; 2^-66 (2^-514) when l2 is infinite,
 * so that four squares of the largest finite value stay finite; 1
 * otherwise.  A power of two: scaling is exact, and undone exactly.
 */
static LLVMValueRef scale_for(CgContext *ctx, LLVMValueRef l2, bool dbl)
{
    LLVMTypeRef t = LLVMTypeOf(l2);
    LLVMValueRef small = LLVMBuildFCmp(ctx->b, LLVMRealOLT, l2, LLVMConstReal(t, dbl ? 0x1p-900 : 0x1p-100), "");
    LLVMValueRef big = LLVMBuildFCmp(ctx->b, LLVMRealOEQ, l2, LLVMConstReal(t, __builtin_inf()), "");
    LLVMValueRef s =
        LLVMBuildSelect(ctx->b, big, LLVMConstReal(t, dbl ? 0x1p-514 : 0x1p-66), LLVMConstReal(t, 1.0), "");
    return LLVMBuildSelect(ctx->b, small, LLVMConstReal(t, dbl ? 0x1p563 : 0x1p86), s, "scale");
}

static LLVMValueRef length(CgContext *ctx, LLVMValueRef p)
{
    LLVMTypeRef t = LLVMTypeOf(p);
    if (LLVMGetTypeKind(t) != LLVMVectorTypeKind) return cg_bi_intrinsic1(ctx, "llvm.fabs", &p, 1);
    LLVMValueRef s = scale_for(ctx, dot(ctx, p, p), is_double(t));
    LLVMValueRef ps = cg_bi_fp(ctx, LLVMBuildFMul(ctx->b, p, cg_bi_widen(ctx, s, t), ""));
    LLVMValueRef l2 = dot(ctx, ps, ps);
    LLVMValueRef r = cg_bi_intrinsic1(ctx, "llvm.sqrt", &l2, 1);
    return cg_bi_fp(ctx, LLVMBuildFDiv(ctx->b, r, s, "length"));
}

/* length(p), distance(p0, p1) = length(p0 - p1) */
LLVMValueRef cg_bi_length(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef p = c->args[0];
    if (c->aux == BI_DISTANCE) p = cg_bi_fp(ctx, LLVMBuildFSub(ctx->b, p, c->args[1], ""));
    return length(ctx, p);
}

/*
 * normalize(p) ("Edge Case Behavior"): p itself when every lane is zero;
 * NaN in every lane when one is a NaN (the sum is then a NaN); with an
 * infinite lane, as if every infinite lane were copysign(1, x) and every
 * other 0 * x.  Otherwise p scaled (scale_for) divided by its length.
 */
LLVMValueRef cg_bi_normalize(CgContext *ctx, const CgCall *c)
{
    LLVMTypeRef t = c->ret_ty;
    LLVMValueRef p = c->args[0], zero = cg_bi_fp_const(t, 0.0), one = cg_bi_fp_const(t, 1.0);
    LLVMValueRef a = cg_bi_intrinsic1(ctx, "llvm.fabs", &p, 1);
    LLVMValueRef lane_inf = LLVMBuildFCmp(ctx->b, LLVMRealOEQ, a, cg_bi_fp_const(t, __builtin_inf()), "");
    LLVMValueRef lane_zero = LLVMBuildFCmp(ctx->b, LLVMRealOEQ, p, zero, "");
    bool vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;
    LLVMValueRef cs[2] = {one, p};
    LLVMValueRef unit = cg_bi_intrinsic1(ctx, "llvm.copysign", cs, 2);
    if (!vec) {
        /* one lane: copysign(1, p), or p for zeros and NaNs */
        LLVMValueRef keep = LLVMBuildOr(ctx->b, lane_zero, LLVMBuildFCmp(ctx->b, LLVMRealUNO, p, p, ""), "");
        return LLVMBuildSelect(ctx->b, keep, p, unit, "normalize");
    }
    LLVMValueRef any_inf = cg_bi_intrinsic1(ctx, "llvm.vector.reduce.or", &lane_inf, 1);
    LLVMValueRef all_zero = cg_bi_intrinsic1(ctx, "llvm.vector.reduce.and", &lane_zero, 1);
    LLVMValueRef zx = cg_bi_fp(ctx, LLVMBuildFMul(ctx->b, zero, p, ""));
    LLVMValueRef q = LLVMBuildSelect(ctx->b, any_inf, LLVMBuildSelect(ctx->b, lane_inf, unit, zx, ""), p, "");
    LLVMValueRef s = scale_for(ctx, dot(ctx, q, q), is_double(t));
    LLVMValueRef qs = cg_bi_fp(ctx, LLVMBuildFMul(ctx->b, q, cg_bi_widen(ctx, s, t), ""));
    LLVMValueRef l2 = dot(ctx, qs, qs);
    LLVMValueRef len = cg_bi_intrinsic1(ctx, "llvm.sqrt", &l2, 1);
    LLVMValueRef r = cg_bi_fp(ctx, LLVMBuildFDiv(ctx->b, qs, cg_bi_widen(ctx, len, t), ""));
    return LLVMBuildSelect(ctx->b, all_zero, p, r, "normalize");
}

/* fast_length: sqrt of the sum of squares (the spec allows 8191.5 + n
 * ulp and overflow); fast_distance the same of p0 - p1. */
LLVMValueRef cg_bi_fast_length(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef p = c->args[0];
    if (c->aux == BI_DISTANCE) p = cg_bi_fp(ctx, LLVMBuildFSub(ctx->b, p, c->args[1], ""));
    LLVMValueRef l2 = dot(ctx, p, p);
    return cg_bi_intrinsic1(ctx, "llvm.sqrt", &l2, 1);
}

/* p / sqrt(sum of squares), and p itself when the sum is 0. */
LLVMValueRef cg_bi_fast_normalize(CgContext *ctx, const CgCall *c)
{
    LLVMTypeRef t = c->ret_ty;
    LLVMValueRef p = c->args[0], l2 = dot(ctx, p, p);
    LLVMValueRef len = cg_bi_intrinsic1(ctx, "llvm.sqrt", &l2, 1);
    LLVMValueRef r = cg_bi_fp(ctx, LLVMBuildFDiv(ctx->b, p, cg_bi_widen(ctx, len, t), ""));
    LLVMValueRef z = LLVMBuildFCmp(ctx->b, LLVMRealOEQ, l2, LLVMConstReal(LLVMTypeOf(l2), 0.0), "");
    return LLVMBuildSelect(ctx->b, z, p, r, "fast_normalize");
}
