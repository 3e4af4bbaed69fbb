/*
 * cg_builtin.c - lowering of EXPR_BUILTIN, one case per row of
 * sema/builtins.def.
 *
 * Sema has resolved the overload: the arguments have their parameter
 * types and e->type is the result, so each case reads what it needs from
 * the types (signed or not, float or double, how many lanes) and emits
 * inline IR, an LLVM intrinsic wherever the hardware has an instruction
 * (llvm.fabs, sqrt, fma, floor, smin ...), so that the same code serves a
 * scalar and every vector width, and the vectorizer can widen it further.
 * Where OpenCL defines a function by a formula, the formula is the IR:
 * min(x, y) for floats is "y < x ? y : x" (6.15.4; NaN is undefined there,
 * and the select is one minps), clamp is fmin(fmax(x, lo), hi) (minnum and
 * maxnum, whose NaN rule is fmin's), mix is x + (y - x) * a.  Vector
 * relationals return -1/0 per lane and scalar ones 1/0 (6.15.6).
 *
 * Work-item functions have two lowerings.  In a plain function they call
 * the runtime:
 *   size_t __oclc_<name>(uint dim)      (get_global_id, get_local_size, ...)
 *   size_t __oclc_<name>(void)          (get_global_linear_id, ...)
 *   uint   __oclc_get_work_dim(void)
 * which read the calling thread's current work-item (runtime/ndrange.c).
 * In a work-item variant (cg_kernel.c) they are loads from the state the
 * variant receives, which the work-group loop keeps in registers.
 * barrier() always calls the runtime's __oclc_barrier(flags), which
 * switches to the group's next work-item fiber.
 *
 * A built-in without a case here is reported as an internal error naming
 * it, never silently miscompiled.
 */
#include <string.h>

#include "codegen/cg_internal.h"
#include "sema/builtins.h"

static const char *const builtin_names[] = {
#define BUILTIN(id, name, sig) name,
#include "sema/builtins.def"
#undef BUILTIN
};

/* ------------------------------------------------------------------ */
/* Helpers                                                            */

/* A call of the runtime function __oclc_<name>, taking e's arguments and
 * returning e's type. */
static LLVMValueRef runtime_call(CgContext *ctx, Expr *e, const char *name)
{
    int n = e->args.n;
    if (n > 4) {
        cg_internal_error(ctx, e->loc, "built-in '%s' with %d arguments", name, n);
        return LLVMGetPoison(cg_type(ctx, e->type));
    }
    LLVMTypeRef ptys[4];
    LLVMValueRef args[4];
    for (int i = 0; i < n; i++) {
        Expr *a = e->args.items[i];
        args[i] = cg_expr(ctx, a);
        ptys[i] = cg_type(ctx, a->type);
    }
    LLVMTypeRef fnty = LLVMFunctionType(cg_type(ctx, e->type), ptys, (unsigned)n, 0);
    LLVMValueRef fn = cg_runtime_fn(ctx, arena_printf(&ctx->c->arena, "__oclc_%s", name), fnty);
    bool is_void = type_is_void(cg_unqual(e->type));
    return LLVMBuildCall2(ctx->b, fnty, fn, args, (unsigned)n, is_void ? "" : name);
}

/* A call of an overloaded intrinsic, overloaded on the type of args[0]
 * (ntys = 1) or not at all (ntys = 0). */
static LLVMValueRef intrinsic(CgContext *ctx, const char *name, LLVMValueRef *args, unsigned n, unsigned ntys)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMTypeRef tys[1] = {LLVMTypeOf(args[0])};
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(ctx->mod, id, tys, ntys);
    LLVMTypeRef fty = LLVMIntrinsicGetType(ctx->ctx, id, tys, ntys);
    return LLVMBuildCall2(ctx->b, fty, fn, args, n, "");
}

static LLVMValueRef fp_intrinsic(CgContext *ctx, const char *name, LLVMValueRef *args, unsigned n)
{
    return cg_fp_flags(ctx, intrinsic(ctx, name, args, n, 1));
}

static Type *elem_type(Type *t) { return type_elem(cg_unqual(t)); }
static bool is_fp(Type *t) { return type_is_float(elem_type(t)); }
static bool is_signed(Type *t) { return type_is_signed(elem_type(t)); }

/* Same shape as LLVM type `t`, with integer elements of the same width. */
static LLVMTypeRef int_of(CgContext *ctx, LLVMTypeRef t)
{
    bool vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;
    LLVMTypeRef el = vec ? LLVMGetElementType(t) : t;
    LLVMTypeRef iel = LLVMIntTypeInContext(ctx->ctx, (unsigned)LLVMSizeOfTypeInBits(ctx->td, el));
    return vec ? LLVMVectorType(iel, LLVMGetVectorSize(t)) : iel;
}


/* A relational's i1 (or <n x i1>) as OpenCL returns it: int 1/0 for a
 * scalar, -1/0 lanes of `rt` for a vector. */
static LLVMValueRef relational_result(CgContext *ctx, LLVMValueRef bits, Type *rt)
{
    LLVMTypeRef t = cg_type(ctx, rt);
    return type_is_vector(cg_unqual(rt)) ? LLVMBuildSExt(ctx->b, bits, t, "") : LLVMBuildZExt(ctx->b, bits, t, "");
}

static LLVMValueRef arg(CgContext *ctx, Expr *e, int i) { return cg_expr(ctx, e->args.items[i]); }
static Type *arg_type(Expr *e, int i) { return ((Expr *)e->args.items[i])->type; }

/* ------------------------------------------------------------------ */
/* Work-item functions                                                */

static LLVMValueRef wi(CgContext *ctx, int field, LLVMValueRef dim, uint64_t neutral)
{
    return cg_wi_field(ctx, field, dim, neutral);
}

/* get_global_id(d) - get_global_offset(d) = group_id * enqueued_local_size + local_id */
static LLVMValueRef wi_global_index(CgContext *ctx, LLVMValueRef d)
{
    LLVMValueRef base = LLVMBuildMul(ctx->b, wi(ctx, CG_WI_GROUP_ID, d, 0), wi(ctx, CG_WI_ENQ_LOCAL_SIZE, d, 1), "");
    return LLVMBuildAdd(ctx->b, base, wi(ctx, CG_WI_LOCAL_ID, d, 0), "");
}

static LLVMValueRef dim_const(CgContext *ctx, unsigned d) { return LLVMConstInt(ctx->t_i32, d, 0); }

/* (i2 * n1 + i1) * n0 + i0 */
static LLVMValueRef linear(CgContext *ctx, LLVMValueRef i[3], LLVMValueRef n[3])
{
    LLVMValueRef v = LLVMBuildAdd(ctx->b, LLVMBuildMul(ctx->b, i[2], n[1], ""), i[1], "");
    return LLVMBuildAdd(ctx->b, LLVMBuildMul(ctx->b, v, n[0], ""), i[0], "");
}

static LLVMValueRef work_item(CgContext *ctx, Expr *e, const char *name)
{
    if (cg_target_lacks(ctx, e->loc, arena_printf(&ctx->c->arena, "work-item function '%s'", name)))
        return LLVMGetPoison(cg_type(ctx, e->type));
    if (!ctx->wi_state) return runtime_call(ctx, e, name);
    LLVMValueRef d = e->args.n ? arg(ctx, e, 0) : NULL;
    switch (e->builtin) {
    case BI_GET_WORK_DIM: return wi(ctx, CG_WI_WORK_DIM, NULL, 0);
    case BI_GET_GLOBAL_SIZE: return wi(ctx, CG_WI_GLOBAL_SIZE, d, 1);
    case BI_GET_LOCAL_SIZE: return wi(ctx, CG_WI_LOCAL_SIZE, d, 1);
    case BI_GET_ENQUEUED_LOCAL_SIZE: return wi(ctx, CG_WI_ENQ_LOCAL_SIZE, d, 1);
    case BI_GET_LOCAL_ID: return wi(ctx, CG_WI_LOCAL_ID, d, 0);
    case BI_GET_NUM_GROUPS: return wi(ctx, CG_WI_NUM_GROUPS, d, 1);
    case BI_GET_GROUP_ID: return wi(ctx, CG_WI_GROUP_ID, d, 0);
    case BI_GET_GLOBAL_OFFSET: return wi(ctx, CG_WI_GLOBAL_OFFSET, d, 0);
    case BI_GET_GLOBAL_ID: {
        /* Past the third dimension both terms are their neutral 0. */
        return LLVMBuildAdd(ctx->b, wi_global_index(ctx, d), wi(ctx, CG_WI_GLOBAL_OFFSET, d, 0), "gid");
    }
    case BI_GET_GLOBAL_LINEAR_ID: {
        LLVMValueRef i[3], n[3];
        for (unsigned k = 0; k < 3; k++) {
            i[k] = wi_global_index(ctx, dim_const(ctx, k));
            n[k] = wi(ctx, CG_WI_GLOBAL_SIZE, dim_const(ctx, k), 1);
        }
        return linear(ctx, i, n);
    }
    case BI_GET_LOCAL_LINEAR_ID: {
        LLVMValueRef i[3], n[3];
        for (unsigned k = 0; k < 3; k++) {
            i[k] = wi(ctx, CG_WI_LOCAL_ID, dim_const(ctx, k), 0);
            n[k] = wi(ctx, CG_WI_LOCAL_SIZE, dim_const(ctx, k), 1);
        }
        return linear(ctx, i, n);
    }
    default: return runtime_call(ctx, e, name);
    }
}

static LLVMValueRef barrier(CgContext *ctx, Expr *e)
{
    if (cg_target_lacks(ctx, e->loc, arena_printf(&ctx->c->arena, "'%s'", builtin_names[e->builtin]))) return NULL;
    LLVMValueRef flags = arg(ctx, e, 0);
    LLVMTypeRef fnty = LLVMFunctionType(ctx->t_void, &ctx->t_i32, 1, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(ctx->mod, "__oclc_barrier");
    if (!fn) {
        fn = cg_runtime_fn(ctx, "__oclc_barrier", fnty);
        const char *conv = "convergent";
        LLVMAddAttributeAtIndex(
            fn, LLVMAttributeFunctionIndex,
            LLVMCreateEnumAttribute(ctx->ctx, LLVMGetEnumAttributeKindForName(conv, strlen(conv)), 0));
    }
    LLVMBuildCall2(ctx->b, fnty, fn, &flags, 1, "");
    return NULL;
}

/* ------------------------------------------------------------------ */
/* vloadn / vstoren                                                   */

/* p + offset * n elements, for a vector of n elements of `el`. */
static LLVMValueRef vec_address(CgContext *ctx, LLVMValueRef p, LLVMValueRef offset, Type *el, int n)
{
    LLVMValueRef ix = LLVMBuildMul(ctx->b, offset, LLVMConstInt(ctx->t_i64, (unsigned)n, 0), "");
    return LLVMBuildInBoundsGEP2(ctx->b, cg_mem_type(ctx, el), p, &ix, 1, "");
}

static LLVMValueRef vload(CgContext *ctx, Expr *e)
{
    Type *rt = cg_unqual(e->type);
    LLVMValueRef off = arg(ctx, e, 0), p = arg(ctx, e, 1);
    LLVMValueRef v =
        LLVMBuildLoad2(ctx->b, cg_type(ctx, rt), vec_address(ctx, p, off, rt->vec.elem, rt->vec.lanes), "vload");
    /* Only the elements' alignment is known; a 3-vector reads 3 elements. */
    LLVMSetAlignment(v, (unsigned)type_align(rt->vec.elem));
    return v;
}

static LLVMValueRef vstore(CgContext *ctx, Expr *e)
{
    Type *vt = cg_unqual(arg_type(e, 0));
    LLVMValueRef v = arg(ctx, e, 0), off = arg(ctx, e, 1), p = arg(ctx, e, 2);
    LLVMValueRef st = LLVMBuildStore(ctx->b, v, vec_address(ctx, p, off, vt->vec.elem, vt->vec.lanes));
    LLVMSetAlignment(st, (unsigned)type_align(vt->vec.elem));
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Relational                                                         */

static LLVMValueRef select_builtin(CgContext *ctx, Expr *e)
{
    LLVMValueRef a = arg(ctx, e, 0), b = arg(ctx, e, 1), c = arg(ctx, e, 2);
    LLVMValueRef zero = LLVMConstNull(LLVMTypeOf(c));
    /* Scalar: c ? b : a.  Vector: each lane by the most significant bit of c's. */
    LLVMValueRef cond = type_is_vector(cg_unqual(arg_type(e, 2))) ? LLVMBuildICmp(ctx->b, LLVMIntSLT, c, zero, "")
                                                                  : LLVMBuildICmp(ctx->b, LLVMIntNE, c, zero, "");
    return LLVMBuildSelect(ctx->b, cond, b, a, "select");
}

static LLVMValueRef bitselect(CgContext *ctx, Expr *e)
{
    LLVMValueRef a = arg(ctx, e, 0), b = arg(ctx, e, 1), c = arg(ctx, e, 2);
    LLVMTypeRef t = LLVMTypeOf(a), it = int_of(ctx, t);
    bool fp = is_fp(e->type);
    if (fp) {
        a = LLVMBuildBitCast(ctx->b, a, it, "");
        b = LLVMBuildBitCast(ctx->b, b, it, "");
        c = LLVMBuildBitCast(ctx->b, c, it, "");
    }
    /* (a & ~c) | (b & c) */
    LLVMValueRef r = LLVMBuildOr(ctx->b, LLVMBuildAnd(ctx->b, a, LLVMBuildNot(ctx->b, c, ""), ""),
                                 LLVMBuildAnd(ctx->b, b, c, ""), "bitselect");
    return fp ? LLVMBuildBitCast(ctx->b, r, t, "") : r;
}

static LLVMValueRef inf_of(LLVMTypeRef t)
{
    LLVMTypeRef el = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
    return cg_const_splat(t, LLVMConstReal(el, __builtin_inf()));
}

static LLVMValueRef classify(CgContext *ctx, Expr *e)
{
    LLVMValueRef x = arg(ctx, e, 0), bits;
    LLVMTypeRef t = LLVMTypeOf(x);
    switch (e->builtin) {
    case BI_ISNAN: bits = LLVMBuildFCmp(ctx->b, LLVMRealUNO, x, x, "isnan"); break;
    case BI_ISINF:
        bits = LLVMBuildFCmp(ctx->b, LLVMRealOEQ, intrinsic(ctx, "llvm.fabs", &x, 1, 1), inf_of(t), "isinf");
        break;
    case BI_ISFINITE:
        bits = LLVMBuildFCmp(ctx->b, LLVMRealONE, intrinsic(ctx, "llvm.fabs", &x, 1, 1), inf_of(t), "isfinite");
        break;
    default: /* signbit */
        bits = LLVMBuildICmp(ctx->b, LLVMIntSLT, LLVMBuildBitCast(ctx->b, x, int_of(ctx, t), ""),
                             LLVMConstNull(int_of(ctx, t)), "signbit");
        break;
    }
    return relational_result(ctx, bits, e->type);
}

/* any/all: the most significant bit of any/every lane. */
static LLVMValueRef any_all(CgContext *ctx, Expr *e)
{
    LLVMValueRef x = arg(ctx, e, 0);
    LLVMValueRef neg = LLVMBuildICmp(ctx->b, LLVMIntSLT, x, LLVMConstNull(LLVMTypeOf(x)), "");
    if (type_is_vector(cg_unqual(arg_type(e, 0))))
        neg = intrinsic(ctx, e->builtin == BI_ANY ? "llvm.vector.reduce.or" : "llvm.vector.reduce.and", &neg, 1, 1);
    return LLVMBuildZExt(ctx->b, neg, ctx->t_i32, e->builtin == BI_ANY ? "any" : "all");
}

/* ------------------------------------------------------------------ */
/* Integer and common                                                 */

static LLVMValueRef min_max(CgContext *ctx, Type *t, bool is_min, LLVMValueRef x, LLVMValueRef y)
{
    if (is_fp(t)) {
        /* min: y < x ? y : x;  max: x < y ? y : x  (6.15.4) */
        LLVMValueRef c =
            is_min ? LLVMBuildFCmp(ctx->b, LLVMRealOLT, y, x, "") : LLVMBuildFCmp(ctx->b, LLVMRealOLT, x, y, "");
        return LLVMBuildSelect(ctx->b, c, y, x, is_min ? "min" : "max");
    }
    LLVMValueRef a[2] = {x, y};
    const char *name = is_signed(t) ? (is_min ? "llvm.smin" : "llvm.smax") : (is_min ? "llvm.umin" : "llvm.umax");
    return intrinsic(ctx, name, a, 2, 1);
}

static LLVMValueRef clamp(CgContext *ctx, Expr *e)
{
    LLVMValueRef x = arg(ctx, e, 0), lo = arg(ctx, e, 1), hi = arg(ctx, e, 2);
    if (is_fp(e->type)) {
        /* fmin(fmax(x, minval), maxval) */
        LLVMValueRef a[2] = {x, lo};
        LLVMValueRef m = fp_intrinsic(ctx, "llvm.maxnum", a, 2);
        LLVMValueRef b[2] = {m, hi};
        return fp_intrinsic(ctx, "llvm.minnum", b, 2);
    }
    return min_max(ctx, e->type, true, min_max(ctx, e->type, false, x, lo), hi);
}

static LLVMValueRef abs_builtin(CgContext *ctx, Expr *e)
{
    LLVMValueRef x = arg(ctx, e, 0);
    if (!is_signed(arg_type(e, 0))) return x;
    /* |INT_MIN| is INT_MIN's bits, which as the unsigned result is right. */
    LLVMValueRef a[2] = {x, LLVMConstInt(ctx->t_i1, 0, 0)};
    return intrinsic(ctx, "llvm.abs", a, 2, 1);
}

static LLVMValueRef mix(CgContext *ctx, Expr *e)
{
    LLVMValueRef x = arg(ctx, e, 0), y = arg(ctx, e, 1), a = arg(ctx, e, 2);
    /* x + (y - x) * a */
    LLVMValueRef d = cg_fp_flags(ctx, LLVMBuildFSub(ctx->b, y, x, ""));
    LLVMValueRef m = cg_fp_flags(ctx, LLVMBuildFMul(ctx->b, d, a, ""));
    return cg_fp_flags(ctx, LLVMBuildFAdd(ctx->b, x, m, "mix"));
}

/* Math built-ins that are one intrinsic of their arguments. */
static LLVMValueRef math(CgContext *ctx, Expr *e, const char *intr)
{
    LLVMValueRef a[3];
    for (int i = 0; i < e->args.n && i < 3; i++) a[i] = arg(ctx, e, i);
    return fp_intrinsic(ctx, intr, a, (unsigned)e->args.n);
}

/* ------------------------------------------------------------------ */
/* The dispatcher                                                     */

LLVMValueRef cg_builtin(CgContext *ctx, Expr *e)
{
    BuiltinId id = e->builtin;
    const char *name = id >= 0 && id < BI_COUNT ? builtin_names[id] : "?";
    switch (id) {
    case BI_GET_WORK_DIM:
    case BI_GET_GLOBAL_SIZE:
    case BI_GET_GLOBAL_ID:
    case BI_GET_LOCAL_SIZE:
    case BI_GET_ENQUEUED_LOCAL_SIZE:
    case BI_GET_LOCAL_ID:
    case BI_GET_NUM_GROUPS:
    case BI_GET_GROUP_ID:
    case BI_GET_GLOBAL_OFFSET:
    case BI_GET_GLOBAL_LINEAR_ID:
    case BI_GET_LOCAL_LINEAR_ID: return work_item(ctx, e, name);
    case BI_BARRIER:
    case BI_WORK_GROUP_BARRIER: return barrier(ctx, e);
    case BI_VLOAD2:
    case BI_VLOAD3:
    case BI_VLOAD4:
    case BI_VLOAD8:
    case BI_VLOAD16: return vload(ctx, e);
    case BI_VSTORE2:
    case BI_VSTORE3:
    case BI_VSTORE4:
    case BI_VSTORE8:
    case BI_VSTORE16: return vstore(ctx, e);
    case BI_SELECT: return select_builtin(ctx, e);
    case BI_BITSELECT: return bitselect(ctx, e);
    case BI_ISNAN:
    case BI_ISINF:
    case BI_ISFINITE:
    case BI_SIGNBIT: return classify(ctx, e);
    case BI_ANY:
    case BI_ALL: return any_all(ctx, e);
    case BI_ABS: return abs_builtin(ctx, e);
    case BI_MIN:
    case BI_MAX: return min_max(ctx, e->type, id == BI_MIN, arg(ctx, e, 0), arg(ctx, e, 1));
    case BI_CLAMP: return clamp(ctx, e);
    case BI_MIX: return mix(ctx, e);
    case BI_FABS: return math(ctx, e, "llvm.fabs");
    case BI_SQRT: return math(ctx, e, "llvm.sqrt");
    case BI_FLOOR: return math(ctx, e, "llvm.floor");
    case BI_CEIL: return math(ctx, e, "llvm.ceil");
    case BI_RINT: return math(ctx, e, "llvm.rint");
    case BI_TRUNC: return math(ctx, e, "llvm.trunc");
    case BI_ROUND: return math(ctx, e, "llvm.round");
    case BI_FMIN: return math(ctx, e, "llvm.minnum");
    case BI_FMAX: return math(ctx, e, "llvm.maxnum");
    case BI_FMA: return math(ctx, e, "llvm.fma");
    case BI_MAD: return math(ctx, e, "llvm.fmuladd");
    default: break;
    }
    int mf = cg_math_lookup(name);
    if (mf >= 0 && e->args.n <= 3) {
        LLVMValueRef a[3];
        for (int i = 0; i < e->args.n; i++) a[i] = arg(ctx, e, i);
        return cg_math(ctx, e->loc, (CgMathFn)mf, a, (unsigned)e->args.n, NULL);
    }
    cg_internal_error(ctx, e->loc, "built-in '%s' has no lowering yet", name);
    return type_is_void(cg_unqual(e->type)) ? NULL : LLVMGetPoison(cg_type(ctx, e->type));
}
