/*
 * cg_builtin.c - lowering of EXPR_BUILTIN, one case per row of
 * sema/builtins.def.
 *
 * The ids (BI_*) come from sema/builtins.h, the same X-macro sema uses.
 *
 * The work-item functions become calls of the runtime's
 *   size_t __oclc_<name>(uint dim)      (get_global_id, get_local_size, ...)
 *   size_t __oclc_<name>(void)          (get_global_linear_id, ...)
 *   uint   __oclc_get_work_dim(void)
 * which the runtime defines; a built-in without a case here is reported as
 * an internal error naming it, never silently miscompiled.
 */
#include <string.h>

#include "codegen/cg_internal.h"
#include "sema/builtins.h"

static const char *const builtin_names[] = {
#define BUILTIN(id, name, sig) name,
#include "sema/builtins.def"
#undef BUILTIN
};

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
    return LLVMBuildCall2(ctx->b, fnty, fn, args, (unsigned)n, name);
}

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
    case BI_GET_LOCAL_LINEAR_ID:
        return runtime_call(ctx, e, name);
    default:
        break;
    }
    cg_internal_error(ctx, e->loc, "built-in '%s' has no lowering yet", name);
    return type_is_void(cg_unqual(e->type)) ? NULL : LLVMGetPoison(cg_type(ctx, e->type));
}
