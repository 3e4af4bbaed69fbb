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
 * The work-item functions are here too.  They have two lowerings.  In a
 * plain function they call the runtime:
 *   size_t __oclc_<name>(uint dim)      (get_global_id, get_local_size, ...)
 *   size_t __oclc_<name>(void)          (get_global_linear_id, ...)
 *   uint   __oclc_get_work_dim(void)
 * which read the calling thread's current work-item (runtime/ndrange.c).
 * In a work-item variant (cg_kernel.c) they are loads from the state the
 * variant receives, which the work-group loop keeps in registers.
 * barrier() always calls the runtime's __oclc_barrier(flags), which
 * switches to the group's next work-item fiber.
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

/* ------------------------------------------------------------------ */
/* LOWER_RUNTIME                                                      */

/* __oclc_x_<T>(args), T the spelling of the result type (of the first
 * argument when the result is void; a pointer's pointee). */
static LLVMValueRef runtime_call(CgContext *ctx, const CgCall *c, const Lowering *lw)
{
    Type *t = type_is_void(c->ret) && c->n ? c->types[0] : c->ret;
    if (type_is_pointer(t)) t = cg_unqual(t->ptr.pointee);
    const char *name = arena_printf(&ctx->c->arena, "%s_%s", lw->name, type_str(ctx->types, t));
    LLVMTypeRef ptys[CG_BUILTIN_MAX_ARGS];
    for (int i = 0; i < c->n; i++) ptys[i] = LLVMTypeOf(c->args[i]);
    LLVMTypeRef fnty = LLVMFunctionType(c->ret_ty, ptys, (unsigned)c->n, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(ctx->mod, name);
    if (!fn) {
        fn = cg_runtime_fn(ctx, name, fnty);
        if (lw->flags & LOWER_CONVERGENT) {
            const char *conv = "convergent";
            LLVMAddAttributeAtIndex(
                fn, LLVMAttributeFunctionIndex,
                LLVMCreateEnumAttribute(ctx->ctx, LLVMGetEnumAttributeKindForName(conv, strlen(conv)), 0));
        }
    }
    return LLVMBuildCall2(ctx->b, fnty, fn, (LLVMValueRef *)c->args, (unsigned)c->n,
                          type_is_void(c->ret) ? "" : c->name);
}

/* ------------------------------------------------------------------ */
/* The dispatcher                                                     */

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

/* ------------------------------------------------------------------ */
/* Work-item functions                                                */

/* A call of the runtime function __oclc_<name>, taking c's arguments and
 * returning c's type: the work-item functions of plain functions. */
static LLVMValueRef work_item_runtime(CgContext *ctx, const CgCall *c)
{
    LLVMTypeRef ptys[1];
    for (int i = 0; i < c->n && i < 1; i++) ptys[i] = LLVMTypeOf(c->args[i]);
    LLVMTypeRef fnty = LLVMFunctionType(c->ret_ty, ptys, (unsigned)c->n, 0);
    LLVMValueRef fn = cg_runtime_fn(ctx, arena_printf(&ctx->c->arena, "__oclc_%s", c->name), fnty);
    return LLVMBuildCall2(ctx->b, fnty, fn, (LLVMValueRef *)c->args, (unsigned)c->n, c->name);
}

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

LLVMValueRef cg_bi_work_item(CgContext *ctx, const CgCall *c)
{
    if (cg_target_lacks(ctx, c->e->loc, arena_printf(&ctx->c->arena, "work-item function '%s'", c->name)))
        return LLVMGetPoison(c->ret_ty);
    if (!ctx->wi_state) return work_item_runtime(ctx, c);
    LLVMValueRef d = c->n ? c->args[0] : NULL;
    switch (c->aux) {
    case BI_WI_WORK_DIM: return wi(ctx, CG_WI_WORK_DIM, NULL, 0);
    case BI_WI_GLOBAL_SIZE:
    case BI_WI_LOCAL_SIZE:
    case BI_WI_ENQ_LOCAL_SIZE:
    case BI_WI_NUM_GROUPS: return wi(ctx, c->aux, d, 1);
    case BI_WI_LOCAL_ID:
    case BI_WI_GROUP_ID:
    case BI_WI_GLOBAL_OFFSET: return wi(ctx, c->aux, d, 0);
    case BI_WI_GLOBAL_ID:
        /* Past the third dimension both terms are their neutral 0. */
        return LLVMBuildAdd(ctx->b, wi_global_index(ctx, d), wi(ctx, CG_WI_GLOBAL_OFFSET, d, 0), "gid");
    case BI_WI_GLOBAL_LINEAR_ID: {
        LLVMValueRef i[3], n[3];
        for (unsigned k = 0; k < 3; k++) {
            i[k] = wi_global_index(ctx, dim_const(ctx, k));
            n[k] = wi(ctx, CG_WI_GLOBAL_SIZE, dim_const(ctx, k), 1);
        }
        return linear(ctx, i, n);
    }
    case BI_WI_LOCAL_LINEAR_ID: {
        LLVMValueRef i[3], n[3];
        for (unsigned k = 0; k < 3; k++) {
            i[k] = wi(ctx, CG_WI_LOCAL_ID, dim_const(ctx, k), 0);
            n[k] = wi(ctx, CG_WI_LOCAL_SIZE, dim_const(ctx, k), 1);
        }
        return linear(ctx, i, n);
    }
    default: return work_item_runtime(ctx, c);
    }
}

/* ------------------------------------------------------------------ */
/* Synchronization                                                    */

/* barrier(flags), work_group_barrier(flags[, scope]): every work-item of
 * a CPU group runs on one thread, so the memory needs no fence; the
 * scope does not matter either. */
LLVMValueRef cg_bi_barrier(CgContext *ctx, const CgCall *c)
{
    if (cg_target_lacks(ctx, c->e->loc, arena_printf(&ctx->c->arena, "'%s'", c->name))) return NULL;
    LLVMValueRef flags = c->args[0];
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
