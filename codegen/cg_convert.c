/*
 * cg_convert.c - convert_T[n][_sat][_rte|_rtz|_rtp|_rtn] (EXPR_CONVERT).
 *
 * One generator lowers every (source, destination, saturation, rounding)
 * shape.  It classifies the element pair into a family, looks the family's
 * plan up in a table (a short list of operations), and runs the plan on
 * the value as it is: a float16 stays one <16 x float>, nothing is
 * scalarized, no function is called and the floating-point environment is
 * never touched.  The rounding mode picks, from a second table, which
 * intrinsic rounds a floating value to an integral one and which way the
 * directed step goes.  docs/conversions.md shows the IR of each family.
 *
 *   same type        nothing (suffixes have no effect)
 *   int -> int       _sat: clamp in the source type (llvm.smax/smin/umin,
 *                    only the sides the destination can overflow), then
 *                    trunc/sext/zext; without _sat the trunc wraps (C99)
 *   fp -> int        round by the mode (llvm.roundeven/ceil/floor; rtz
 *                    needs none), then a saturating conversion: clamp with
 *                    compare-and-select to bounds that are exact floats,
 *                    fptosi/fptoui, NaN -> 0 (fp_to_int_sat).  oclc defines
 *                    the plain form as the _sat form, so nothing is ever
 *                    poison
 *   int -> fp exact  sitofp/uitofp (every source value is representable)
 *   int -> fp        sitofp/uitofp rounds to nearest even; a directed mode
 *                    then converts the result back (saturating), compares
 *                    it with the source exactly and steps one ulp by
 *                    integer arithmetic on the float's bits
 *   float -> double  fpext (exact)
 *   double -> float  fptrunc, then the same directed step, comparing in
 *                    double (fpext is exact)
 *
 * The step needs no nextafter: a finite float's bit pattern read as a
 * sign-magnitude integer is ordered, so bits+1 moves one ulp away from
 * zero and bits-1 one ulp toward it (from +inf toward zero gives FLT_MAX,
 * from +0 away gives the least subnormal).  The back conversion of an
 * integer source saturates, so the one result outside the source's range
 * (2^31 for INT_MAX, 2^64 for ULONG_MAX) is caught by its own compare
 * rather than overflowing: that is the SRC_MAX case libclc missed.
 *
 * Constant operands are folded: the builder folds casts, compares,
 * selects and integer arithmetic itself, and call_intrinsic() folds the
 * intrinsics lane by lane in C, so the same plan yields a constant for a
 * constant operand (a program-scope initializer needs one).
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "codegen/cg_internal.h"

/* ------------------------------------------------------------------ */
/* The tables                                                         */

typedef enum NumKind { NK_SINT, NK_UINT, NK_FP } NumKind;

/* An element type as the generator sees it. */
typedef struct Num {
    NumKind kind;
    unsigned bits; /* width; for integers also the range */
} Num;

typedef enum ConvOp {
    OP_END,
    OP_CLAMP,     /* int -> int with _sat: clamp into the destination's range */
    OP_RESIZE,    /* int -> int: trunc, sext or zext */
    OP_ROUND,     /* fp -> int: round to an integral value by the mode */
    OP_FP_TO_INT, /* fp -> int: saturating, NaN -> 0 (fp_to_int_sat) */
    OP_INT_TO_FP, /* sitofp / uitofp (round to nearest even) */
    OP_FP_EXT,
    OP_FP_TRUNC,  /* round to nearest even */
    OP_DIRECT,    /* directed rounding of the result so far: compare, step one ulp */
} ConvOp;

typedef enum ConvFamily {
    CF_SAME,
    CF_INT_INT,
    CF_FP_INT,
    CF_INT_FP_EXACT,
    CF_INT_FP,
    CF_FP_WIDEN,
    CF_FP_NARROW,
    CF_COUNT
} ConvFamily;

/* The plan of each family, whatever the rounding mode: the mode is read by
 * the operations that depend on it (OP_ROUND, OP_DIRECT). */
static const ConvOp conv_plans[CF_COUNT][3] = {
    [CF_SAME] = {OP_END},
    [CF_INT_INT] = {OP_CLAMP, OP_RESIZE, OP_END},
    [CF_FP_INT] = {OP_ROUND, OP_FP_TO_INT, OP_END},
    [CF_INT_FP_EXACT] = {OP_INT_TO_FP, OP_END},
    [CF_INT_FP] = {OP_INT_TO_FP, OP_DIRECT, OP_END},
    [CF_FP_WIDEN] = {OP_FP_EXT, OP_END},
    [CF_FP_NARROW] = {OP_FP_TRUNC, OP_DIRECT, OP_END},
};

/* What a directed step does once r (rounded to nearest) and the exact
 * source x are compared.  In bits, +1 is one ulp away from zero and -1
 * one ulp toward zero, so "up" is +1 for positive r and -1 for negative. */
typedef enum DirectStep {
    DS_NONE,                  /* rte: r is the answer */
    DS_TOWARD_ZERO_IF_LARGER, /* rtz: |r| > |x| -> bits - 1 */
    DS_UP_IF_BELOW,           /* rtp: r < x -> next float up */
    DS_DOWN_IF_ABOVE,         /* rtn: r > x -> next float down */
} DirectStep;

static const struct RoundInfo {
    const char *integral; /* fp -> int: intrinsic rounding to an integral value;
                                NULL for rtz, which fptosi/fptoui does by itself */
    DirectStep step;      /* int -> fp, double -> float */
} round_info[] = {
    [RM_RTE] = {"llvm.roundeven", DS_NONE},
    [RM_RTZ] = {NULL, DS_TOWARD_ZERO_IF_LARGER},
    [RM_RTP] = {"llvm.ceil", DS_UP_IF_BELOW},
    [RM_RTN] = {"llvm.floor", DS_DOWN_IF_ABOVE},
};

static Num num_of(Type *t)
{
    Type *e = type_elem(cg_unqual(t));
    Num n = {type_is_float(e) ? NK_FP : type_is_signed(e) ? NK_SINT : NK_UINT, (unsigned)type_bits(e)};
    return n;
}

/* Bits of an integer's magnitude (31 for int, 32 for uint). */
static unsigned value_bits(Num n) { return n.kind == NK_SINT ? n.bits - 1 : n.bits; }
/* Significand bits of a floating type, hidden bit included. */
static unsigned mant_bits(Num n) { return n.bits == 64 ? 53 : n.bits == 32 ? 24 : 11; }

static ConvFamily family_of(Num s, Num d)
{
    if (s.kind == d.kind && s.bits == d.bits) return CF_SAME;
    if (s.kind != NK_FP && d.kind != NK_FP) return CF_INT_INT;
    if (s.kind == NK_FP && d.kind != NK_FP) return CF_FP_INT;
    if (s.kind != NK_FP) return value_bits(s) <= mant_bits(d) ? CF_INT_FP_EXACT : CF_INT_FP;
    return s.bits < d.bits ? CF_FP_WIDEN : CF_FP_NARROW;
}

/* ------------------------------------------------------------------ */
/* Constants and intrinsics                                           */

static LLVMTypeRef elem_ty(LLVMTypeRef t)
{
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
}

/* t itself for a scalar type, else a vector of t with the lanes of like. */
static LLVMTypeRef like(LLVMTypeRef shape, LLVMTypeRef t)
{
    return LLVMGetTypeKind(shape) == LLVMVectorTypeKind ? LLVMVectorType(t, LLVMGetVectorSize(shape)) : t;
}


/* The integer v (two's complement, truncated to the width) in every lane. */
static LLVMValueRef int_const(LLVMTypeRef ty, uint64_t v)
{
    unsigned w = LLVMGetIntTypeWidth(elem_ty(ty));
    if (w < 64) v &= (UINT64_C(1) << w) - 1;
    return cg_const_splat(ty, LLVMConstInt(elem_ty(ty), v, 0));
}

static LLVMValueRef fp_const(LLVMTypeRef ty, double v) { return cg_const_splat(ty, LLVMConstReal(elem_ty(ty), v)); }

typedef enum FoldKind { FK_ROUNDEVEN, FK_CEIL, FK_FLOOR, FK_FABS, FK_COPYSIGN, FK_SMAX, FK_SMIN, FK_UMIN } FoldKind;

static const struct IntrinsicInfo {
    const char *name;
    FoldKind fold;
    int nargs;
} intrinsics[] = {
    {"llvm.roundeven", FK_ROUNDEVEN, 1}, {"llvm.ceil", FK_CEIL, 1},         {"llvm.floor", FK_FLOOR, 1},
    {"llvm.fabs", FK_FABS, 1},           {"llvm.copysign", FK_COPYSIGN, 2}, {"llvm.smax", FK_SMAX, 2},
    {"llvm.smin", FK_SMIN, 2},           {"llvm.umin", FK_UMIN, 2},
};

static int64_t sext_lane(uint64_t v, unsigned w) { return w >= 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w); }

/* One lane of an intrinsic on constants; NULL when a lane is not a plain
 * constant (then the call is emitted). */
static LLVMValueRef fold_lane(const struct IntrinsicInfo *in, LLVMTypeRef rty, LLVMValueRef *a)
{
    for (int i = 0; i < in->nargs; i++)
        if (!a[i] || !(LLVMIsAConstantFP(a[i]) || LLVMIsAConstantInt(a[i]))) return NULL;
    LLVMBool loses;
    switch (in->fold) {
    case FK_ROUNDEVEN: return LLVMConstReal(rty, roundeven(LLVMConstRealGetDouble(a[0], &loses)));
    case FK_CEIL: return LLVMConstReal(rty, ceil(LLVMConstRealGetDouble(a[0], &loses)));
    case FK_FLOOR: return LLVMConstReal(rty, floor(LLVMConstRealGetDouble(a[0], &loses)));
    case FK_FABS: return LLVMConstReal(rty, fabs(LLVMConstRealGetDouble(a[0], &loses)));
    case FK_COPYSIGN:
        return LLVMConstReal(rty, copysign(LLVMConstRealGetDouble(a[0], &loses), LLVMConstRealGetDouble(a[1], &loses)));
    default: break;
    }
    unsigned w = LLVMGetIntTypeWidth(rty);
    uint64_t x = LLVMConstIntGetZExtValue(a[0]), y = LLVMConstIntGetZExtValue(a[1]);
    int64_t sx = sext_lane(x, w), sy = sext_lane(y, w);
    switch (in->fold) {
    case FK_SMAX: return int_const(rty, sx > sy ? x : y);
    case FK_SMIN: return int_const(rty, sx < sy ? x : y);
    default: return int_const(rty, x < y ? x : y);
    }
}

static LLVMValueRef try_fold(const struct IntrinsicInfo *in, LLVMTypeRef rty, LLVMValueRef *args)
{
    for (int i = 0; i < in->nargs; i++)
        if (!LLVMIsConstant(args[i]) || LLVMIsAConstantExpr(args[i])) return NULL;
    if (LLVMGetTypeKind(rty) != LLVMVectorTypeKind) return fold_lane(in, rty, args);
    unsigned n = LLVMGetVectorSize(rty);
    LLVMValueRef lanes[16];
    for (unsigned l = 0; l < n; l++) {
        LLVMValueRef a[2];
        for (int i = 0; i < in->nargs; i++) a[i] = LLVMGetAggregateElement(args[i], l);
        if (!(lanes[l] = fold_lane(in, LLVMGetElementType(rty), a))) return NULL;
    }
    return LLVMConstVector(lanes, n);
}

/* A call of the intrinsic `name` returning rty (overloaded on rty), or its
 * value for constants. */
static LLVMValueRef call_intrinsic(CgContext *ctx, const char *name, LLVMTypeRef rty, LLVMValueRef *args)
{
    const struct IntrinsicInfo *in = NULL;
    for (size_t i = 0; i < sizeof intrinsics / sizeof *intrinsics; i++)
        if (!strcmp(intrinsics[i].name, name)) in = &intrinsics[i];
    LLVMValueRef folded = try_fold(in, rty, args);
    if (folded) return folded;
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(ctx->mod, id, &rty, 1);
    return LLVMBuildCall2(ctx->b, LLVMIntrinsicGetType(ctx->ctx, id, &rty, 1), fn, args, (unsigned)in->nargs, "conv");
}

static LLVMValueRef call1(CgContext *ctx, const char *name, LLVMTypeRef rty, LLVMValueRef a)
{
    return call_intrinsic(ctx, name, rty, &a);
}

static LLVMValueRef call2(CgContext *ctx, const char *name, LLVMValueRef a, LLVMValueRef b)
{
    LLVMValueRef args[2] = {a, b};
    return call_intrinsic(ctx, name, LLVMTypeOf(a), args);
}

/* ------------------------------------------------------------------ */
/* The operations                                                     */

typedef struct ConvState {
    LLVMValueRef x; /* the operand, unchanged (directed steps compare with it) */
    LLVMValueRef v; /* the value so far */
    Num src, dst;
    LLVMTypeRef src_ty, dst_ty;
    bool sat;
    RoundMode rm;
} ConvState;

/*
 * The saturating conversion of the floating value v (an integral value,
 * already rounded) to the integer type `to`: NaN -> 0, below the range ->
 * MIN, above -> MAX.  llvm.fptosi.sat would say this in one line, but
 * LLVM 19's x86 back end scalarizes it for vectors (one cvttss2si per
 * lane), so it is compare-and-select with bounds that are exact floats,
 * which stays packed:
 *
 *   c = v >= lo ? v : lo          lo = MIN (exact); NaN fails the compare
 *   c = c <= hi ? c : hi          hi = MAX if it is a float, else the
 *                                 largest float below 2^bits (2^31 - 128)
 *   i = fptosi/fptoui c           c is in range: never poison
 *   i = v >= 2^bits ? MAX : i     only when MAX is not a float
 *   i = v is NaN ? 0 : i          signed only: unsigned NaN became lo = 0
 *
 * from_int: v was converted from an integer of type `to` (the directed
 * step's back conversion), so it is not NaN nor below MIN; *past is then
 * set to the compare v >= 2^bits (NULL when no float is that large).
 */
static LLVMValueRef fp_to_int_sat(CgContext *ctx, LLVMValueRef v, Num from, Num to, LLVMTypeRef to_ty, bool from_int,
                                  LLVMValueRef *past_out)
{
    LLVMBuilderRef b = ctx->b;
    LLVMTypeRef ft = LLVMTypeOf(v);
    bool sg = to.kind == NK_SINT;
    unsigned vb = value_bits(to);
    bool exact = vb <= mant_bits(from); /* MAX = 2^vb - 1 is a float */
    double past = ldexp(1.0, (int)vb);
    double hi = exact ? past - 1 : past - ldexp(1.0, (int)vb - (int)mant_bits(from));
    LLVMValueRef c = v;
    if (!from_int) {
        LLVMValueRef lo = fp_const(ft, sg ? -past : 0.0);
        c = LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealOGE, c, lo, "conv.inlo"), c, lo, "conv.lo");
    }
    LLVMValueRef hic = fp_const(ft, hi);
    c = LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealOLE, c, hic, "conv.inhi"), c, hic, "conv.hi");
    LLVMValueRef i = sg ? LLVMBuildFPToSI(b, c, to_ty, "conv") : LLVMBuildFPToUI(b, c, to_ty, "conv");
    if (past_out) *past_out = NULL;
    if (!exact) {
        LLVMValueRef over = LLVMBuildFCmp(b, LLVMRealOGE, v, fp_const(ft, past), "conv.past");
        i = LLVMBuildSelect(b, over, int_const(to_ty, sg ? (UINT64_C(1) << vb) - 1 : UINT64_MAX), i, "conv.max");
        if (past_out) *past_out = over;
    }
    if (sg && !from_int) {
        LLVMValueRef nan = LLVMBuildFCmp(b, LLVMRealUNO, v, v, "conv.nan");
        i = LLVMBuildSelect(b, nan, LLVMConstNull(to_ty), i, "conv.nan0");
    }
    return i;
}

/* _sat between integers: only the sides where the destination's range is
 * narrower than the source's are clamped, in the source type (whose range
 * holds the bound then). */
static LLVMValueRef op_clamp(CgContext *ctx, const ConvState *s)
{
    if (!s->sat) return s->v;
    LLVMValueRef v = s->v;
    bool ssigned = s->src.kind == NK_SINT, dsigned = s->dst.kind == NK_SINT;
    if (ssigned && (!dsigned || s->dst.bits < s->src.bits)) {
        uint64_t lo = dsigned ? 0 - (UINT64_C(1) << (s->dst.bits - 1)) : 0; /* MIN, two's complement */
        v = call2(ctx, "llvm.smax", v, int_const(s->src_ty, lo));
    }
    unsigned sv = value_bits(s->src), dv = value_bits(s->dst);
    if (sv > dv) v = call2(ctx, ssigned ? "llvm.smin" : "llvm.umin", v, int_const(s->src_ty, (UINT64_C(1) << dv) - 1));
    return v;
}

static LLVMValueRef op_resize(CgContext *ctx, const ConvState *s)
{
    if (s->src.bits > s->dst.bits) return LLVMBuildTrunc(ctx->b, s->v, s->dst_ty, "conv");
    if (s->src.bits < s->dst.bits)
        return s->src.kind == NK_SINT ? LLVMBuildSExt(ctx->b, s->v, s->dst_ty, "conv")
                                      : LLVMBuildZExt(ctx->b, s->v, s->dst_ty, "conv");
    return s->v; /* same width: the bits are the value modulo 2^n */
}

/*
 * nvptx64, double -> float: PTX rounds in every mode itself (cvt.rz, .rm,
 * .rp.f32.f64), one instruction a lane.  The step below would be wrong
 * there under -cl-denorms-are-zero, where LLVM makes fptrunc a flushing
 * cvt.rn.ftz: a result just under FLT_MIN flushed to 0 and stepped up
 * became 2^-149 instead of FLT_MIN or the subnormal (the CTS's
 * convert_float_rtp(double) on the GPU, which reports no denormals and so
 * gets the option).  The instructions without .ftz keep subnormals: the
 * CPU's bits in both modes.
 */
static LLVMValueRef ptx_d2f(CgContext *ctx, const ConvState *s)
{
    static const char *const names[] = {
        [RM_RTZ] = "llvm.nvvm.d2f.rz", [RM_RTP] = "llvm.nvvm.d2f.rp", [RM_RTN] = "llvm.nvvm.d2f.rm"};
    const char *name = names[s->rm];
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(ctx->mod, id, NULL, 0);
    LLVMTypeRef fnty = LLVMIntrinsicGetType(ctx->ctx, id, NULL, 0);
    if (LLVMGetTypeKind(s->src_ty) != LLVMVectorTypeKind) {
        LLVMValueRef x = s->x;
        return LLVMBuildCall2(ctx->b, fnty, fn, &x, 1, "conv");
    }
    LLVMValueRef r = LLVMGetPoison(s->dst_ty);
    for (unsigned i = 0, n = LLVMGetVectorSize(s->src_ty); i < n; i++) {
        LLVMValueRef lane = LLVMConstInt(ctx->t_i32, i, 0);
        LLVMValueRef x = LLVMBuildExtractElement(ctx->b, s->x, lane, "");
        r = LLVMBuildInsertElement(ctx->b, r, LLVMBuildCall2(ctx->b, fnty, fn, &x, 1, ""), lane, "conv");
    }
    return r;
}

/*
 * Directed rounding of r = s->v, the source rounded to nearest.  lt and gt
 * say exactly whether r is below or above the source x:
 *   - integer x: y = fp_to_int_sat(r) is exact (r is an integral value)
 *     except where r is past the source's maximum (2^31 for int), where y
 *     saturates to the maximum; that case is r > x whatever x is;
 *   - double x: fpext(r) is exact.  NaN compares false both ways and
 *     passes through; an infinite r from a finite x is "above" and steps
 *     to FLT_MAX.
 */
static LLVMValueRef op_direct(CgContext *ctx, const ConvState *s)
{
    DirectStep step = round_info[s->rm].step;
    if (step == DS_NONE) return s->v;
    if (ctx->target->kernel_abi == KERNEL_ABI_PTX_ENTRY && s->src.kind == NK_FP && s->src.bits == 64 &&
        s->dst.kind == NK_FP && s->dst.bits == 32)
        return ptx_d2f(ctx, s);
    LLVMBuilderRef b = ctx->b;
    LLVMValueRef r = s->v, x = s->x, lt = NULL, gt = NULL;
    bool nonneg = s->src.kind == NK_UINT; /* r >= 0: "larger in magnitude" is "above" */
    bool need_lt = step == DS_UP_IF_BELOW || (step == DS_TOWARD_ZERO_IF_LARGER && !nonneg);
    bool need_gt = step != DS_UP_IF_BELOW;
    LLVMTypeRef bty = like(s->dst_ty, LLVMIntTypeInContext(ctx->ctx, s->dst.bits));
    if (s->src.kind == NK_FP) {
        LLVMValueRef y = LLVMBuildFPExt(b, r, s->src_ty, "conv.back");
        if (need_lt) lt = LLVMBuildFCmp(b, LLVMRealOLT, y, x, "conv.lt");
        if (need_gt) gt = LLVMBuildFCmp(b, LLVMRealOGT, y, x, "conv.gt");
    } else {
        bool sg = s->src.kind == NK_SINT;
        LLVMValueRef past;
        LLVMValueRef y = fp_to_int_sat(ctx, r, s->dst, s->src, s->src_ty, true, &past);
        if (need_lt) lt = LLVMBuildICmp(b, sg ? LLVMIntSLT : LLVMIntULT, y, x, "conv.lt");
        if (need_gt) {
            gt = LLVMBuildICmp(b, sg ? LLVMIntSGT : LLVMIntUGT, y, x, "conv.gt");
            if (past) /* always here: an exact pair has no directed step */
                gt = LLVMBuildOr(b, gt, past, "conv.gt");
        }
    }
    LLVMValueRef bits = LLVMBuildBitCast(b, r, bty, "conv.bits");
    /* neg: r is negative (its sign bit); known false for unsigned sources. */
    LLVMValueRef neg = nonneg ? LLVMConstNull(like(bty, LLVMInt1TypeInContext(ctx->ctx)))
                              : LLVMBuildICmp(b, LLVMIntSLT, bits, LLVMConstNull(bty), "conv.neg");
    LLVMValueRef delta;
    if (step == DS_TOWARD_ZERO_IF_LARGER) {
        LLVMValueRef larger = nonneg ? gt : LLVMBuildSelect(b, neg, lt, gt, "conv.larger");
        delta = LLVMBuildSExt(b, larger, bty, "conv.delta");
    } else {
        /* up = +1 in bits for r >= 0, -1 for r < 0; down is its negation. */
        bool upward = step == DS_UP_IF_BELOW;
        LLVMValueRef dir = LLVMBuildSelect(b, neg, int_const(bty, upward ? UINT64_MAX : 1),
                                           int_const(bty, upward ? 1 : UINT64_MAX), upward ? "conv.up" : "conv.down");
        delta = LLVMBuildSelect(b, upward ? lt : gt, dir, LLVMConstNull(bty), "conv.delta");
    }
    LLVMValueRef stepped = LLVMBuildAdd(b, bits, delta, "conv.step");
    return LLVMBuildBitCast(b, stepped, s->dst_ty, "conv");
}

/*
 * Rounding to an integral value without SSE4.1 (baseline x86-64 objects),
 * where LLVM would lower llvm.roundeven/floor/ceil to calls of libm.  For
 * |x| < 2^(p-1) (p = significand bits), (|x| + 2^(p-1)) - 2^(p-1) is |x|
 * rounded to nearest even by the FPU's default mode, which OpenCL never
 * changes; larger values and NaN are integral already and pass through.
 * floor and ceil step the rounded value by one where it overshot.  The
 * operations carry no fast-math flags, so nothing may reassociate them.
 * Only the integer value matters here (the result is converted next), so
 * the sign of a zero result does not.
 */
static LLVMValueRef round_inline(CgContext *ctx, LLVMValueRef x, LLVMTypeRef ty, RoundMode rm)
{
    LLVMBuilderRef b = ctx->b;
    LLVMTypeRef ety = LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetElementType(ty) : ty;
    double magic = LLVMGetTypeKind(ety) == LLVMDoubleTypeKind ? 4503599627370496.0 /* 2^52 */ : 8388608.0 /* 2^23 */;
    LLVMValueRef c = fp_const(ty, magic);
    LLVMValueRef a = call1(ctx, "llvm.fabs", ty, x);
    LLVMValueRef r = LLVMBuildFSub(b, LLVMBuildFAdd(b, a, c, "round.add"), c, "round.sub");
    r = call2(ctx, "llvm.copysign", r, x);
    /* !(a < 2^(p-1)) is true for large values and NaN. */
    LLVMValueRef small = LLVMBuildFCmp(b, LLVMRealOLT, a, c, "round.small");
    r = LLVMBuildSelect(b, small, r, x, "round.rte");
    if (rm == RM_RTP || rm == RM_RTN) {
        LLVMValueRef one = fp_const(ty, 1.0);
        LLVMValueRef over = LLVMBuildFCmp(b, rm == RM_RTN ? LLVMRealOGT : LLVMRealOLT, r, x, "round.over");
        LLVMValueRef stepped =
            rm == RM_RTN ? LLVMBuildFSub(b, r, one, "round.dn") : LLVMBuildFAdd(b, r, one, "round.up");
        r = LLVMBuildSelect(b, over, stepped, r, rm == RM_RTN ? "round.rtn" : "round.rtp");
    }
    return r;
}

static LLVMValueRef run_op(CgContext *ctx, ConvOp op, const ConvState *s)
{
    LLVMBuilderRef b = ctx->b;
    switch (op) {
    case OP_END: return s->v;
    case OP_CLAMP: return op_clamp(ctx, s);
    case OP_RESIZE: return op_resize(ctx, s);
    case OP_ROUND: {
        const char *name = round_info[s->rm].integral;
        if (!name) return s->v;
        return ctx->native_fp_round ? call1(ctx, name, s->src_ty, s->v) : round_inline(ctx, s->v, s->src_ty, s->rm);
    }
    case OP_FP_TO_INT: return fp_to_int_sat(ctx, s->v, s->src, s->dst, s->dst_ty, false, NULL);
    case OP_INT_TO_FP:
        return s->src.kind == NK_SINT ? LLVMBuildSIToFP(b, s->v, s->dst_ty, "conv")
                                      : LLVMBuildUIToFP(b, s->v, s->dst_ty, "conv");
    case OP_FP_EXT: return LLVMBuildFPExt(b, s->v, s->dst_ty, "conv");
    case OP_FP_TRUNC: return LLVMBuildFPTrunc(b, s->v, s->dst_ty, "conv");
    case OP_DIRECT: return op_direct(ctx, s);
    }
    return s->v;
}

/* The plan of the family of (src, dst) on x. */
static LLVMValueRef convert_run(CgContext *ctx, LLVMValueRef x, Num src, Num dst, LLVMTypeRef dst_ty, bool sat,
                                RoundMode rm)
{
    ConvState s = {x, x, src, dst, LLVMTypeOf(x), dst_ty, sat, rm};
    for (const ConvOp *op = conv_plans[family_of(s.src, s.dst)]; *op != OP_END; op++) s.v = run_op(ctx, *op, &s);
    return s.v;
}

/* The double x rounded to float by rounding to odd: toward zero, then the
 * last bit set where that was inexact.  A float has 24 significand bits,
 * more than half's 11 + 2, so rounding this float to half to nearest
 * rounds once, as the double would have (rounding the double to nearest
 * float first could land on a half midpoint). */
static LLVMValueRef round_to_odd_float(CgContext *ctx, LLVMValueRef x, LLVMTypeRef f32)
{
    LLVMBuilderRef b = ctx->b;
    const Num dbl = {NK_FP, 64}, single = {NK_FP, 32};
    LLVMValueRef r = convert_run(ctx, x, dbl, single, f32, false, RM_RTZ);
    LLVMValueRef inexact =
        LLVMBuildFCmp(b, LLVMRealONE, LLVMBuildFPExt(b, r, LLVMTypeOf(x), "conv.back"), x, "conv.inexact");
    LLVMTypeRef ity = like(f32, ctx->t_i32);
    LLVMValueRef odd = LLVMBuildOr(b, LLVMBuildBitCast(b, r, ity, "conv.bits"),
                                   LLVMBuildZExt(b, inexact, ity, "conv.sticky"), "conv.odd");
    return LLVMBuildBitCast(b, odd, f32, "conv");
}

LLVMValueRef cg_convert(CgContext *ctx, Expr *e)
{
    LLVMValueRef x = cg_expr(ctx, e->operand);
    Type *from = cg_unqual(e->operand->type), *to = cg_unqual(e->type);
    if (!x || type_lanes(from) != type_lanes(to) || (from->kind == TY_VECTOR) != (to->kind == TY_VECTOR)) {
        cg_internal_error(ctx, e->loc, "convert_ from '%s' to '%s' changes the number of lanes",
                          type_str(ctx->types, from), type_str(ctx->types, to));
        return x;
    }
    Num src = num_of(from), dst = num_of(to);
    RoundMode rm = e->round;
    if (rm < RM_RTE || rm > RM_RTN) rm = dst.kind == NK_FP ? RM_RTE : RM_RTZ; /* sema resolves the default; be safe */
    LLVMTypeRef dst_ty = cg_type(ctx, to), f32 = like(dst_ty, ctx->t_float);
    const Num single = {NK_FP, 32};
    if (src.kind == NK_FP && src.bits == 16 && dst.kind != NK_FP) { /* half -> int: from the float, exactly */
        x = LLVMBuildFPExt(ctx->b, x, f32, "conv.wide");
        src = single;
    }
    if (dst.kind == NK_FP && dst.bits == 16 && src.kind != NK_FP) /* int -> half: through float */
        return convert_run(ctx, convert_run(ctx, x, src, single, f32, false, rm), single, dst, dst_ty, false, rm);
    if (dst.kind == NK_FP && dst.bits == 16 && src.bits == 64) {  /* double -> half: through float */
        if (rm != RM_RTE)
            return convert_run(ctx, convert_run(ctx, x, src, single, f32, false, rm), single, dst, dst_ty, false, rm);
        return convert_run(ctx, round_to_odd_float(ctx, x, f32), single, dst, dst_ty, false, rm);
    }
    return convert_run(ctx, x, src, dst, dst_ty, e->sat, rm);
}
