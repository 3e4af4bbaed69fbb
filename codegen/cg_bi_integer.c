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

/* |x - y| without modulo overflow: the difference of the larger and the
 * smaller, which always fits the unsigned type. */
LLVMValueRef cg_bi_abs_diff(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef x = c->args[0], y = c->args[1];
    LLVMValueRef gt = LLVMBuildICmp(ctx->b, cg_bi_is_signed(c->types[0]) ? LLVMIntSGT : LLVMIntUGT, x, y, "");
    return LLVMBuildSelect(ctx->b, gt, LLVMBuildSub(ctx->b, x, y, ""), LLVMBuildSub(ctx->b, y, x, ""), "abs_diff");
}

LLVMValueRef cg_bi_sat(CgContext *ctx, const CgCall *c)
{
    static const char *const names[2][2] = {{"llvm.uadd.sat", "llvm.sadd.sat"}, {"llvm.usub.sat", "llvm.ssub.sat"}};
    LLVMValueRef a[2] = {c->args[0], c->args[1]};
    return cg_bi_intrinsic1(ctx, names[c->aux == BI_SUB][cg_bi_is_signed(c->ret)], a, 2);
}

/* hadd: (x & y) + ((x ^ y) >> 1); rhadd (aux 1): (x | y) - ((x ^ y) >> 1),
 * the shift arithmetic for signed types: (x + y) >> 1 and (x + y + 1) >> 1
 * without the sum's overflow. */
LLVMValueRef cg_bi_hadd(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef x = c->args[0], y = c->args[1];
    LLVMValueRef one = cg_bi_int_const(c->ret_ty, 1);
    LLVMValueRef x_y = LLVMBuildXor(ctx->b, x, y, "");
    LLVMValueRef half =
        cg_bi_is_signed(c->ret) ? LLVMBuildAShr(ctx->b, x_y, one, "") : LLVMBuildLShr(ctx->b, x_y, one, "");
    if (c->aux) return LLVMBuildSub(ctx->b, LLVMBuildOr(ctx->b, x, y, ""), half, "rhadd");
    return LLVMBuildAdd(ctx->b, LLVMBuildAnd(ctx->b, x, y, ""), half, "hadd");
}

/* clz and ctz of 0 are the width: llvm.ctlz/cttz with is_zero_poison false. */
LLVMValueRef cg_bi_bitcount(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef a[2] = {c->args[0], LLVMConstInt(ctx->t_i1, 0, 0)};
    return cg_bi_intrinsic1(ctx, c->aux == BI_CLZ ? "llvm.ctlz" : "llvm.cttz", a, 2);
}

/* x and y extended to twice their width (i128 for 64 bits). */
static LLVMTypeRef twice(CgContext *ctx, LLVMTypeRef t)
{
    LLVMTypeRef el = cg_bi_llvm_elem(t);
    LLVMTypeRef wide = LLVMIntTypeInContext(ctx->ctx, 2 * LLVMGetIntTypeWidth(el));
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMVectorType(wide, LLVMGetVectorSize(t)) : wide;
}

static LLVMValueRef extend(CgContext *ctx, LLVMValueRef v, LLVMTypeRef to, bool is_signed)
{
    return is_signed ? LLVMBuildSExt(ctx->b, v, to, "") : LLVMBuildZExt(ctx->b, v, to, "");
}

/* mul_hi: the high half of the product in twice the width; mad_hi (aux 1)
 * adds c to it, modulo. */
LLVMValueRef cg_bi_mul_hi(CgContext *ctx, const CgCall *c)
{
    bool s = cg_bi_is_signed(c->ret);
    LLVMTypeRef t = c->ret_ty, w = twice(ctx, t);
    LLVMValueRef p = LLVMBuildMul(ctx->b, extend(ctx, c->args[0], w, s), extend(ctx, c->args[1], w, s), "");
    LLVMValueRef bits = cg_bi_int_const(w, LLVMGetIntTypeWidth(cg_bi_llvm_elem(t)));
    LLVMValueRef hi = LLVMBuildTrunc(ctx->b, LLVMBuildLShr(ctx->b, p, bits, ""), t, "mul_hi");
    return c->aux ? LLVMBuildAdd(ctx->b, hi, c->args[2], "mad_hi") : hi;
}

/* a * b + c in twice the width, where it cannot overflow ((2^n - 1)^2 +
 * 2^n - 1 < 2^2n), clamped to the type's range. */
LLVMValueRef cg_bi_mad_sat(CgContext *ctx, const CgCall *c)
{
    bool s = cg_bi_is_signed(c->ret);
    LLVMTypeRef t = c->ret_ty, w = twice(ctx, t);
    unsigned n = LLVMGetIntTypeWidth(cg_bi_llvm_elem(t));
    LLVMValueRef p = LLVMBuildMul(ctx->b, extend(ctx, c->args[0], w, s), extend(ctx, c->args[1], w, s), "");
    LLVMValueRef r = LLVMBuildAdd(ctx->b, p, extend(ctx, c->args[2], w, s), "");
    LLVMValueRef lim[2];
    if (s) {
        /* [-2^(n-1), 2^(n-1) - 1] in the wide type */
        lim[0] = extend(ctx, cg_bi_int_const(t, 1ull << (n - 1)), w, true);
        lim[1] = extend(ctx, cg_bi_int_const(t, (1ull << (n - 1)) - 1), w, true);
        LLVMValueRef a[2] = {r, lim[0]};
        LLVMValueRef b[2] = {cg_bi_intrinsic1(ctx, "llvm.smax", a, 2), lim[1]};
        r = cg_bi_intrinsic1(ctx, "llvm.smin", b, 2);
    } else {
        LLVMValueRef a[2] = {r, extend(ctx, LLVMConstAllOnes(t), w, false)};
        r = cg_bi_intrinsic1(ctx, "llvm.umin", a, 2);
    }
    return LLVMBuildTrunc(ctx->b, r, t, "mad_sat");
}

/* The shift count is taken modulo the width (6.15.3): llvm.fshl's rule. */
LLVMValueRef cg_bi_rotate(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef a[3] = {c->args[0], c->args[0], c->args[1]};
    return cg_bi_intrinsic1(ctx, "llvm.fshl", a, 3);
}

/* ((W)hi << n) | lo, lo zero-extended. */
LLVMValueRef cg_bi_upsample(CgContext *ctx, const CgCall *c)
{
    LLVMTypeRef w = c->ret_ty;
    unsigned n = LLVMGetIntTypeWidth(cg_bi_llvm_elem(LLVMTypeOf(c->args[0])));
    LLVMValueRef hi =
        LLVMBuildShl(ctx->b, extend(ctx, c->args[0], w, cg_bi_is_signed(c->types[0])), cg_bi_int_const(w, n), "");
    return LLVMBuildOr(ctx->b, hi, LLVMBuildZExt(ctx->b, c->args[1], w, ""), "upsample");
}

/* mul24: the low 24 bits of x and y (sign-extended for int) multiplied,
 * which is the product for the operands the spec defines it for, and what
 * oclc defines it as outside them; mad24 (aux 1) adds z. */
LLVMValueRef cg_bi_mul24(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef x = c->args[0], y = c->args[1];
    if (cg_bi_is_signed(c->ret)) {
        LLVMValueRef eight = cg_bi_int_const(c->ret_ty, 8);
        x = LLVMBuildAShr(ctx->b, LLVMBuildShl(ctx->b, x, eight, ""), eight, "");
        y = LLVMBuildAShr(ctx->b, LLVMBuildShl(ctx->b, y, eight, ""), eight, "");
    } else {
        LLVMValueRef mask = cg_bi_int_const(c->ret_ty, 0xffffff);
        x = LLVMBuildAnd(ctx->b, x, mask, "");
        y = LLVMBuildAnd(ctx->b, y, mask, "");
    }
    LLVMValueRef p = LLVMBuildMul(ctx->b, x, y, "mul24");
    return c->aux ? LLVMBuildAdd(ctx->b, p, c->args[2], "mad24") : p;
}
