/*
 * cg_builtin.c - lowering of EXPR_BUILTIN: each row of sema/builtins.def
 * says how it lowers, and this file reads that column (cg_builtin.h lists
 * which file holds which family's generators).
 *
 *   LOWER_INTRINSIC("llvm.x")   a call of the intrinsic, overloaded on
 *       the result type: one instruction where the hardware has one
 *       (llvm.fabs, llvm.sqrt), the same for a scalar and every vector
 *   LOWER_INLINE(gen, aux)      gen(ctx, call), the call's arguments
 *       evaluated and aux in it
 *   LOWER_RUNTIME("__oclc_x", flags)   a call of the runtime's
 *       __oclc_x_<T> (T's spelling appended when the row has a T) with
 *       the arguments; LOWER_CONVERGENT marks the function convergent,
 *       which makes a kernel that reaches it run its work-items as fibers
 *       (cg_kernel.c), as a barrier does
 *   LOWER_MATHLIB(gen, "name", aux)   gen(ctx, call) with the library's
 *       function name (codegen/cg_math.c)
 *
 */
#include <string.h>

#include "codegen/cg_builtin.h"

enum { LK_INTRINSIC, LK_INLINE, LK_RUNTIME, LK_MATHLIB };

typedef LLVMValueRef (*CgBuiltinGen)(CgContext *ctx, const CgCall *c);

typedef struct Lowering {
    uint8_t kind;  /* LK_* */
    uint8_t flags; /* LOWER_RUNTIME's */
    int aux;
    CgBuiltinGen gen;
    const char *name; /* the intrinsic, the runtime function's stem, the library function */
} Lowering;

#define LOWER_INTRINSIC(name)         {LK_INTRINSIC, 0, 0, NULL, name}
#define LOWER_INLINE(gen, aux)        {LK_INLINE, 0, aux, gen, NULL}
#define LOWER_RUNTIME(name, flags)    {LK_RUNTIME, flags, 0, NULL, name}
#define LOWER_MATHLIB(gen, name, aux) {LK_MATHLIB, 0, aux, gen, name}
static const Lowering lowerings[] = {
#define BUILTIN(name, elems, widths, sig, since, needs, lowering) lowering,
#include "sema/builtins.def"
#undef BUILTIN
};
#undef LOWER_INTRINSIC
#undef LOWER_INLINE
#undef LOWER_RUNTIME
#undef LOWER_MATHLIB
_Static_assert(sizeof lowerings / sizeof *lowerings == BI_COUNT, "one lowering per row of builtins.def");

/* ------------------------------------------------------------------ */
/* Helpers                                                            */

LLVMValueRef cg_bi_intrinsic(CgContext *ctx, const char *name, LLVMTypeRef overload, LLVMValueRef *args, unsigned n)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    if (!id) {
        /* A row naming an intrinsic LLVM does not have: every overload is
         * lowered by tests/unit/builtins-table.c, which finds it. */
        cg_internal_error(ctx, loc_none(), "no LLVM intrinsic is called '%s'", name);
        return overload ? LLVMGetPoison(overload) : NULL;
    }
    LLVMTypeRef tys[1] = {overload};
    unsigned ntys = overload && LLVMIntrinsicIsOverloaded(id) ? 1 : 0;
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(ctx->mod, id, tys, ntys);
    LLVMTypeRef fty = LLVMIntrinsicGetType(ctx->ctx, id, tys, ntys);
    LLVMValueRef call = LLVMBuildCall2(ctx->b, fty, fn, args, n, "");
    LLVMTypeKind k = LLVMGetTypeKind(cg_bi_llvm_elem(LLVMGetReturnType(fty)));
    if (k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind || k == LLVMHalfTypeKind) cg_fp_flags(ctx, call);
    return call;
}

LLVMValueRef cg_bi_intrinsic1(CgContext *ctx, const char *name, LLVMValueRef *args, unsigned n)
{
    return cg_bi_intrinsic(ctx, name, LLVMTypeOf(args[0]), args, n);
}

Type *cg_bi_elem(Type *t) { return type_elem(cg_unqual(t)); }
bool cg_bi_is_fp(Type *t) { return type_is_float(cg_bi_elem(t)); }
bool cg_bi_is_signed(Type *t) { return type_is_integer(cg_bi_elem(t)) && type_is_signed(cg_bi_elem(t)); }

LLVMTypeRef cg_bi_llvm_elem(LLVMTypeRef t)
{
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
}

LLVMTypeRef cg_bi_int_type(CgContext *ctx, LLVMTypeRef t)
{
    bool vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;
    LLVMTypeRef el = vec ? LLVMGetElementType(t) : t;
    LLVMTypeRef iel = LLVMIntTypeInContext(ctx->ctx, (unsigned)LLVMSizeOfTypeInBits(ctx->td, el));
    return vec ? LLVMVectorType(iel, LLVMGetVectorSize(t)) : iel;
}

LLVMValueRef cg_bi_int_const(LLVMTypeRef t, unsigned long long v)
{
    return cg_const_splat(t, LLVMConstInt(cg_bi_llvm_elem(t), v, 0));
}

LLVMValueRef cg_bi_fp_const(LLVMTypeRef t, double v) { return cg_const_splat(t, LLVMConstReal(cg_bi_llvm_elem(t), v)); }

LLVMValueRef cg_bi_relational_result(CgContext *ctx, LLVMValueRef bits, Type *rt)
{
    LLVMTypeRef t = cg_type(ctx, rt);
    return type_is_vector(cg_unqual(rt)) ? LLVMBuildSExt(ctx->b, bits, t, "") : LLVMBuildZExt(ctx->b, bits, t, "");
}

LLVMValueRef cg_bi_widen(CgContext *ctx, LLVMValueRef v, LLVMTypeRef to)
{
    if (LLVMGetTypeKind(to) != LLVMVectorTypeKind || LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind) return v;
    unsigned n = LLVMGetVectorSize(to);
    LLVMValueRef ins = LLVMBuildInsertElement(ctx->b, LLVMGetPoison(to), v, LLVMConstInt(ctx->t_i32, 0, 0), "");
    return LLVMBuildShuffleVector(ctx->b, ins, LLVMGetPoison(to), LLVMConstNull(LLVMVectorType(ctx->t_i32, n)), "");
}

LLVMValueRef cg_bi_runtime_fn(CgContext *ctx, const char *name, LLVMTypeRef fnty, bool convergent)
{
    LLVMValueRef fn = LLVMGetNamedFunction(ctx->mod, name);
    if (fn) return fn;
    fn = cg_runtime_fn(ctx, name, fnty);
    if (convergent) {
        const char *conv = "convergent";
        LLVMAddAttributeAtIndex(
            fn, LLVMAttributeFunctionIndex,
            LLVMCreateEnumAttribute(ctx->ctx, LLVMGetEnumAttributeKindForName(conv, strlen(conv)), 0));
    }
    return fn;
}

/* ------------------------------------------------------------------ */
/* LOWER_RUNTIME                                                      */

/* __oclc_x_<T>(args), T the spelling of the result type (of the first
 * argument when the result is void; a pointer's pointee). */
static LLVMValueRef runtime_call(CgContext *ctx, const CgCall *c, const Lowering *lw)
{
    /* The work-group's functions need oclc's CPU runtime. */
    if ((lw->flags & LOWER_CONVERGENT) &&
        cg_target_lacks(ctx, c->e->loc, arena_printf(&ctx->c->arena, "'%s'", c->name)))
        return type_is_void(c->ret) ? NULL : LLVMGetPoison(c->ret_ty);
    Type *t = type_is_void(c->ret) && c->n ? c->types[0] : c->ret;
    if (type_is_pointer(t)) t = cg_unqual(t->ptr.pointee);
    const char *name = arena_printf(&ctx->c->arena, "%s_%s", lw->name, type_str(ctx->types, t));
    LLVMTypeRef ptys[CG_BUILTIN_MAX_ARGS];
    for (int i = 0; i < c->n; i++) ptys[i] = LLVMTypeOf(c->args[i]);
    LLVMTypeRef fnty = LLVMFunctionType(c->ret_ty, ptys, (unsigned)c->n, 0);
    LLVMValueRef fn = cg_bi_runtime_fn(ctx, name, fnty, lw->flags & LOWER_CONVERGENT);
    return LLVMBuildCall2(ctx->b, fnty, fn, (LLVMValueRef *)c->args, (unsigned)c->n,
                          type_is_void(c->ret) ? "" : c->name);
}

/* ------------------------------------------------------------------ */
/* The dispatcher                                                     */

static Type *half_as_float(CgContext *ctx, Type *t, bool *changed)
{
    Type *e = type_elem(t);
    TypeKind k = e->kind == TY_HALF     ? TY_FLOAT
                 : e->kind == TY_SHORT  ? TY_INT
                 : e->kind == TY_USHORT ? TY_UINT
                                        : e->kind;
    if (k == e->kind) return t;
    *changed = true;
    Type *f = type_basic(ctx->types, k);
    return type_is_vector(t) ? type_vector(ctx->types, f, type_lanes(t)) : f;
}

/*
 * A function of half values is its float overload on the arguments
 * extended to float (exact), the result rounded to half once: at most
 * half an ulp of half from the float result, which is itself within a few
 * float ulps, so within the half accuracy limits of OpenCL C 3.0 7.4
 * (tests/api/half-accuracy.c measures every function against MPFR).  A
 * relational result of half vectors (short lanes of 0 or -1) comes from
 * the int lanes of the float overload.  The integer arguments and results
 * of the other rows (ldexp's int, ilogb's) are the same in both
 * overloads.  The work-group and sub-group collectives call the runtime's
 * float function (__oclc_work_group_reduce_add_float): broadcast, min and
 * max are exact, and a sum or scan is each result rounded to half once
 * (the spec leaves their order and rounding of the steps open).
 */
static LLVMValueRef half_via_float(CgContext *ctx, const CgCall *hc, const Lowering *lw)
{
    CgCall c = *hc;
    bool changed = false;
    for (int i = 0; i < c.n; i++) {
        if (type_elem(c.types[i])->kind != TY_HALF) continue;
        c.types[i] = half_as_float(ctx, c.types[i], &changed);
        c.args[i] = LLVMBuildFPExt(ctx->b, c.args[i], cg_type(ctx, c.types[i]), "half.wide");
    }
    bool ret_changed = false;
    if (!type_is_void(c.ret) && (type_elem(c.ret)->kind == TY_HALF || type_is_vector(c.ret)))
        c.ret = half_as_float(ctx, c.ret, &ret_changed);
    c.ret_ty = type_is_void(c.ret) ? c.ret_ty : cg_type(ctx, c.ret);
    LLVMValueRef r;
    switch (lw->kind) {
    case LK_INTRINSIC:
        for (int i = 0; i < c.n; i++) c.args[i] = cg_bi_widen(ctx, c.args[i], c.ret_ty);
        r = cg_bi_intrinsic(ctx, lw->name, c.ret_ty, c.args, (unsigned)c.n);
        break;
    case LK_RUNTIME: r = runtime_call(ctx, &c, lw); break;
    default: r = lw->gen(ctx, &c);
    }
    if (!ret_changed || !r) return r;
    return type_elem(hc->ret)->kind == TY_HALF ? LLVMBuildFPTrunc(ctx->b, r, hc->ret_ty, "half")
                                               : LLVMBuildTrunc(ctx->b, r, hc->ret_ty, "half.rel");
}

/* The rows whose lowering takes half as it is: those that move half bits
 * or memory as for any element of the size (vloadn, vstoren, bitselect,
 * select, shuffle, shuffle2, the async copies, prefetch), and the
 * classification (isnormal must see half's range: a half subnormal
 * extended to float is a normal float, which the conformance suite's
 * isnormal fp16 found). */
static bool takes_half(const Lowering *lw)
{
    static const CgBuiltinGen gens[] = {cg_bi_vload,   cg_bi_vstore,     cg_bi_bitselect, cg_bi_select,
                                        cg_bi_shuffle, cg_bi_async_copy, cg_bi_prefetch,  cg_bi_classify};
    for (size_t i = 0; i < sizeof gens / sizeof *gens; i++)
        if (lw->gen == gens[i]) return true;
    return false;
}

static bool call_has_half_values(const CgCall *c)
{
    if (!type_is_void(c->ret) && type_elem(c->ret)->kind == TY_HALF) return true;
    for (int i = 0; i < c->n; i++)
        if (type_elem(c->types[i])->kind == TY_HALF) return true;
    return false;
}

LLVMValueRef cg_builtin(CgContext *ctx, Expr *e)
{
    int id = e->builtin;
    if (id < 0 || id >= BI_COUNT || e->args.n > CG_BUILTIN_MAX_ARGS) {
        cg_internal_error(ctx, e->loc, "built-in call with id %d and %d arguments", id, e->args.n);
        return type_is_void(cg_unqual(e->type)) ? NULL : LLVMGetPoison(cg_type(ctx, e->type));
    }
    const Lowering *lw = &lowerings[id];
    CgCall c = {.e = e, .id = id, .name = builtins_name(id), .n = e->args.n, .aux = lw->aux, .lib_name = lw->name};
    c.ret = cg_unqual(e->type);
    c.ret_ty = cg_type(ctx, c.ret);
    for (int i = 0; i < c.n; i++) {
        Expr *a = e->args.items[i];
        c.types[i] = cg_unqual(a->type);
        c.args[i] = cg_expr(ctx, a);
        if (ctx->failed) return type_is_void(c.ret) ? NULL : LLVMGetPoison(c.ret_ty);
    }
    if (call_has_half_values(&c) && !takes_half(lw)) {
        LLVMValueRef r;
        if (lw->gen == cg_math_builtin && cg_math_half(ctx, &c, &r)) return r;
        return half_via_float(ctx, &c, lw);
    }
    switch (lw->kind) {
    case LK_INTRINSIC:
        /* Every operand of these rows has the result's type but an S
         * (fmax(float4, float)): widen it. */
        for (int i = 0; i < c.n; i++) c.args[i] = cg_bi_widen(ctx, c.args[i], c.ret_ty);
        return cg_bi_intrinsic(ctx, lw->name, c.ret_ty, c.args, (unsigned)c.n);
    case LK_RUNTIME: return runtime_call(ctx, &c, lw);
    default: return lw->gen(ctx, &c);
    }
}
