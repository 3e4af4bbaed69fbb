/*
 * cg_bi_vector.c - vector data load and store (OpenCL C 3.0 6.15.7).
 *
 * vloadn and vstoren read and write n packed elements at p + offset * n:
 * one load or store of <n x T> aligned only as the element is (the spec
 * asks no more of the address), so a 3-vector reads and writes 3
 * elements, never a fourth.
 */
#include "codegen/cg_builtin.h"

/* p + offset * n elements, for a vector of n elements of `el`. */
static LLVMValueRef vec_address(CgContext *ctx, LLVMValueRef p, LLVMValueRef offset, Type *el, int n)
{
    LLVMValueRef ix = LLVMBuildMul(ctx->b, offset, LLVMConstInt(LLVMTypeOf(offset), (unsigned)n, 0), "");
    return LLVMBuildInBoundsGEP2(ctx->b, cg_mem_type(ctx, el), p, &ix, 1, "");
}

LLVMValueRef cg_bi_vload(CgContext *ctx, const CgCall *c)
{
    Type *rt = c->ret;
    LLVMValueRef v = LLVMBuildLoad2(ctx->b, c->ret_ty,
                                    vec_address(ctx, c->args[1], c->args[0], rt->vec.elem, rt->vec.lanes), "vload");
    LLVMSetAlignment(v, (unsigned)type_align(rt->vec.elem));
    return v;
}

LLVMValueRef cg_bi_vstore(CgContext *ctx, const CgCall *c)
{
    Type *vt = c->types[0];
    LLVMValueRef st =
        LLVMBuildStore(ctx->b, c->args[0], vec_address(ctx, c->args[2], c->args[1], vt->vec.elem, vt->vec.lanes));
    LLVMSetAlignment(st, (unsigned)type_align(vt->vec.elem));
    return NULL;
}

/* ------------------------------------------------------------------ */
/* half as a storage format                                           */

/* The halves of vload_halfn / vstore_halfn (n lanes) at p + offset * n,
 * or for vloada/vstorea (BI_HALF_ALIGNED) at p + offset * m where m is n
 * rounded up to 4 for a 3-vector, aligned to m halves. */
static LLVMValueRef half_address(CgContext *ctx, const CgCall *c, LLVMValueRef p, LLVMValueRef offset, int n,
                                 unsigned *align)
{
    bool aligned = c->aux & BI_HALF_ALIGNED;
    int m = aligned && n == 3 ? 4 : n;
    *align = aligned ? 2u * (unsigned)m : 2u;
    LLVMValueRef ix =
        m == 1 ? offset : LLVMBuildMul(ctx->b, offset, LLVMConstInt(LLVMTypeOf(offset), (unsigned)m, 0), "");
    return LLVMBuildInBoundsGEP2(ctx->b, ctx->t_i16, p, &ix, 1, "");
}

/*
 * half -> float, exactly, in integer operations (no F16C needed, no
 * library call, nothing flushed): a normal half's exponent is rebiased
 * (+112) and its mantissa shifted up 13 bits; infinities and NaNs keep
 * their mantissa (payload) under an all-ones exponent; a denormal half m *
 * 2^-24 is a normal float, computed as (float)m * 2^-24 (exact); the sign
 * is or-ed back.  The same for every lane.
 */
static LLVMValueRef half_to_float(CgContext *ctx, LLVMValueRef h, LLVMTypeRef ft)
{
    LLVMTypeRef it = cg_bi_int_type(ctx, ft);
    LLVMValueRef x = LLVMBuildZExt(ctx->b, h, it, "");
    LLVMValueRef sign =
        LLVMBuildShl(ctx->b, LLVMBuildAnd(ctx->b, x, cg_bi_int_const(it, 0x8000), ""), cg_bi_int_const(it, 16), "");
    LLVMValueRef em = LLVMBuildAnd(ctx->b, x, cg_bi_int_const(it, 0x7fff), "");
    LLVMValueRef shifted = LLVMBuildShl(ctx->b, em, cg_bi_int_const(it, 13), "");
    LLVMValueRef normal = LLVMBuildAdd(ctx->b, shifted, cg_bi_int_const(it, 112u << 23), "");
    LLVMValueRef special = LLVMBuildOr(ctx->b, shifted, cg_bi_int_const(it, 0x7f800000), "");
    LLVMValueRef is_special = LLVMBuildICmp(ctx->b, LLVMIntUGE, em, cg_bi_int_const(it, 0x7c00), "");
    LLVMValueRef bits = LLVMBuildSelect(ctx->b, is_special, special, normal, "");
    LLVMValueRef den = LLVMBuildFMul(ctx->b, LLVMBuildUIToFP(ctx->b, em, ft, ""), cg_bi_fp_const(ft, 0x1p-24), "");
    LLVMValueRef is_den = LLVMBuildICmp(ctx->b, LLVMIntULT, em, cg_bi_int_const(it, 0x400), "");
    bits = LLVMBuildSelect(ctx->b, is_den, LLVMBuildBitCast(ctx->b, den, it, ""), bits, "");
    return LLVMBuildBitCast(ctx->b, LLVMBuildOr(ctx->b, bits, sign, ""), ft, "vload_half");
}

LLVMValueRef cg_bi_vload_half(CgContext *ctx, const CgCall *c)
{
    int n = type_lanes(c->ret);
    unsigned align;
    LLVMValueRef addr = half_address(ctx, c, c->args[1], c->args[0], n, &align);
    LLVMTypeRef ht = n == 1 ? ctx->t_i16 : LLVMVectorType(ctx->t_i16, (unsigned)n);
    LLVMValueRef h = LLVMBuildLoad2(ctx->b, ht, addr, "");
    LLVMSetAlignment(h, align);
    return half_to_float(ctx, h, c->ret_ty);
}

/*
 * float or double -> half in rounding mode `rm`, bit-exact, in integer
 * operations on the source's bits (a double is rounded once, not through
 * float).  With E the biased exponent (at least 1: a denormal source has
 * E = 0 and no implicit bit) and sig the significand with its implicit
 * bit, the half's magnitude bits truncated are
 *     t = (max(E - B, 0) << 10) + (sig >> k)
 * where B is the exponent of the smallest normal half in the source's
 * bias (113 for float, 1009 for double) and k the bits dropped: 13 (42)
 * for a normal half, more for a denormal one (capped where every bit is
 * dropped and the rest is below half the smallest denormal).  The bits
 * dropped decide whether to add 1 to t, which carries into the exponent
 * and from the largest finite half (0x7bff) into infinity as IEEE 754
 * rounding does: rte on more than half or on half with t odd; rtz never;
 * rtp (rtn) on any remainder of a positive (negative) value.  Magnitudes
 * of 2^16 and more overflow to infinity or to 0x7bff, by the direction of
 * the mode; infinities stay infinite; a NaN becomes a quiet NaN with the
 * top of its payload.
 */
static LLVMValueRef to_half(CgContext *ctx, LLVMValueRef v, RoundMode rm)
{
    LLVMTypeRef ft = LLVMTypeOf(v), it = cg_bi_int_type(ctx, ft);
    bool dbl = LLVMGetTypeKind(cg_bi_llvm_elem(ft)) == LLVMDoubleTypeKind;
    unsigned mbits = dbl ? 52 : 23, drop = mbits - 10;
    unsigned long long emax = dbl ? 0x7ff : 0xff, B = dbl ? 1009 : 113;
    unsigned long long kmax = mbits + 2; /* every bit dropped, and the rest below half an ulp */
#define K(x) cg_bi_int_const(it, (x))
    LLVMBuilderRef b = ctx->b;
    LLVMValueRef x = LLVMBuildBitCast(b, v, it, "");
    LLVMValueRef neg = LLVMBuildICmp(b, LLVMIntSLT, x, K(0), "");
    LLVMValueRef sign = LLVMBuildAnd(b, LLVMBuildLShr(b, x, K(dbl ? 48 : 16), ""), K(0x8000), "");
    LLVMValueRef a = LLVMBuildAnd(b, x, K(dbl ? 0x7fffffffffffffffull : 0x7fffffff), "");
    LLVMValueRef E = LLVMBuildLShr(b, a, K(mbits), "");
    LLVMValueRef M = LLVMBuildAnd(b, a, K((1ull << mbits) - 1), "");
    LLVMValueRef inf_bits = K(emax << mbits);
    LLVMValueRef is_nan = LLVMBuildICmp(b, LLVMIntUGT, a, inf_bits, "");
    LLVMValueRef is_inf = LLVMBuildICmp(b, LLVMIntEQ, a, inf_bits, "");
    LLVMValueRef e0 = LLVMBuildICmp(b, LLVMIntEQ, E, K(0), "");
    LLVMValueRef E1 = LLVMBuildSelect(b, e0, K(1), E, "");
    LLVMValueRef sig = LLVMBuildOr(b, M, LLVMBuildSelect(b, e0, K(0), K(1ull << mbits), ""), "");
    LLVMValueRef normal = LLVMBuildICmp(b, LLVMIntUGE, E1, K(B), "");
    /* denormal: k = drop + (B - E1), at most kmax */
    LLVMValueRef kd = LLVMBuildSub(b, K(drop + B), E1, "");
    LLVMValueRef kcap[2] = {kd, K(kmax)};
    kd = cg_bi_intrinsic1(ctx, "llvm.umin", kcap, 2);
    LLVMValueRef k = LLVMBuildSelect(b, normal, K(drop), kd, "");
    LLVMValueRef ebits =
        LLVMBuildSelect(b, normal, LLVMBuildShl(b, LLVMBuildSub(b, E1, K(B), ""), K(10), ""), K(0), "");
    LLVMValueRef t = LLVMBuildAdd(b, ebits, LLVMBuildLShr(b, sig, k, ""), "");
    LLVMValueRef rem = LLVMBuildAnd(b, sig, LLVMBuildSub(b, LLVMBuildShl(b, K(1), k, ""), K(1), ""), "");
    LLVMValueRef up;
    switch (rm) {
    case RM_RTZ: up = LLVMConstNull(LLVMTypeOf(neg)); break;
    case RM_RTP:
    case RM_RTN: {
        LLVMValueRef inexact = LLVMBuildICmp(b, LLVMIntNE, rem, K(0), "");
        LLVMValueRef dir = rm == RM_RTP ? LLVMBuildNot(b, neg, "") : neg;
        up = LLVMBuildAnd(b, inexact, dir, "");
        break;
    }
    default: {
        LLVMValueRef half = LLVMBuildShl(b, K(1), LLVMBuildSub(b, k, K(1), ""), "");
        LLVMValueRef above = LLVMBuildICmp(b, LLVMIntUGT, rem, half, "");
        LLVMValueRef tie = LLVMBuildICmp(b, LLVMIntEQ, rem, half, "");
        LLVMValueRef odd = LLVMBuildICmp(b, LLVMIntNE, LLVMBuildAnd(b, t, K(1), ""), K(0), "");
        up = LLVMBuildOr(b, above, LLVMBuildAnd(b, tie, odd, ""), "");
        break;
    }
    }
    LLVMValueRef r = LLVMBuildAdd(b, t, LLVMBuildZExt(b, up, it, ""), "");
    /* |v| >= 2^16: infinity, or the largest finite half toward zero */
    LLVMValueRef over = LLVMBuildICmp(b, LLVMIntUGE, E1, K(B + 30), "");
    LLVMValueRef over_up = rm == RM_RTE || rm == RM_DEFAULT ? LLVMConstAllOnes(LLVMTypeOf(neg))
                           : rm == RM_RTZ                   ? LLVMConstNull(LLVMTypeOf(neg))
                           : rm == RM_RTP                   ? LLVMBuildNot(b, neg, "")
                                                            : neg;
    r = LLVMBuildSelect(b, over, LLVMBuildSelect(b, over_up, K(0x7c00), K(0x7bff), ""), r, "");
    r = LLVMBuildSelect(b, is_inf, K(0x7c00), r, "");
    LLVMValueRef nan = LLVMBuildOr(b, K(0x7e00), LLVMBuildLShr(b, M, K(drop), ""), "");
    r = LLVMBuildSelect(b, is_nan, nan, r, "");
    r = LLVMBuildOr(b, r, sign, "");
#undef K
    LLVMTypeRef ht =
        LLVMGetTypeKind(ft) == LLVMVectorTypeKind ? LLVMVectorType(ctx->t_i16, LLVMGetVectorSize(ft)) : ctx->t_i16;
    return LLVMBuildTrunc(b, r, ht, "half");
}

LLVMValueRef cg_bi_vstore_half(CgContext *ctx, const CgCall *c)
{
    int n = type_lanes(c->types[0]);
    unsigned align;
    LLVMValueRef h = to_half(ctx, c->args[0], (RoundMode)(c->aux & 7));
    LLVMValueRef st = LLVMBuildStore(ctx->b, h, half_address(ctx, c, c->args[2], c->args[1], n, &align));
    LLVMSetAlignment(st, align);
    return NULL;
}

/* ------------------------------------------------------------------ */
/* shuffle, shuffle2 (6.15.12)                                        */

/* Lane i of the result is lane mask[i] of x (of x and y side by side for
 * shuffle2), of which only the low log2(m) (log2(2m)) bits count, m the
 * input's lanes: the spec's rule, so no mask is out of range.  A constant
 * mask folds to one shufflevector. */
LLVMValueRef cg_bi_shuffle(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef src = c->args[0], mask = c->args[c->n - 1];
    unsigned m = (unsigned)c->types[0]->vec.lanes, n = (unsigned)c->ret->vec.lanes;
    if (c->aux == 2) {
        LLVMValueRef idx[32];
        for (unsigned i = 0; i < 2 * m; i++) idx[i] = LLVMConstInt(ctx->t_i32, i, 0);
        src = LLVMBuildShuffleVector(ctx->b, src, c->args[1], LLVMConstVector(idx, 2 * m), "");
        m *= 2;
    }
    mask = LLVMBuildAnd(ctx->b, mask, cg_bi_int_const(LLVMTypeOf(mask), m - 1), "");
    LLVMValueRef r = LLVMGetPoison(c->ret_ty);
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef lane = LLVMBuildExtractElement(ctx->b, mask, LLVMConstInt(ctx->t_i32, i, 0), "");
        LLVMValueRef v = LLVMBuildExtractElement(ctx->b, src, lane, "");
        r = LLVMBuildInsertElement(ctx->b, r, v, LLVMConstInt(ctx->t_i32, i, 0), "");
    }
    return r;
}
