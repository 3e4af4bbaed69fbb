/*
 * cg_printf.c - printf (EXPR_PRINTF, checked by sema/sema_printf.c):
 * a call of the runtime's
 *
 *   int __oclc_printf(constant char *format, const uint64_t *slots,
 *                     uint64_t order)
 *
 * with the arguments in 8-byte slots of a private array, one per scalar
 * and one per lane of a vector: integers sign- or zero-extended to 64
 * bits, floating point widened to double (exact), pointers as their
 * address.  The runtime (runtime/printf.c) reads the format again with
 * the same parser (support/printf_format.c), so the slots need no tags.
 * `order` is the work-item's global linear id: the runtime prints a
 * launch's output sorted by it (docs/embedding.md, "printf").
 *
 * On nvptx64 the same slots go into a record of the runtime's GPU printf
 * buffer (cg_ptx_printf), with the strings that %s prints copied, since
 * the host formats the record after the launch and cannot read the GPU's
 * constant memory.
 */
#include "codegen/cg_builtin.h"

/* The address of slot i of an array of t: the array itself for the
 * first, so that even -O0's IR stores there directly. */
static LLVMValueRef slot_at(CgContext *ctx, LLVMTypeRef t, LLVMValueRef base, int i)
{
    if (i == 0) return base;
    LLVMValueRef idx = LLVMConstInt(ctx->t_i64, (unsigned long long)i, 0);
    return LLVMBuildGEP2(ctx->b, t, base, &idx, 1, "");
}

/* A scalar value of type t in a slot's form: an i64, or a double. */
static LLVMValueRef slot_value(CgContext *ctx, LLVMValueRef v, Type *t)
{
    if (type_is_float(t)) return t->kind == TY_DOUBLE ? v : LLVMBuildFPExt(ctx->b, v, ctx->t_double, "");
    if (type_is_pointer(t)) {
        LLVMTypeRef pt = LLVMTypeOf(v);
        if (LLVMGetPointerAddressSpace(pt) != 0) v = LLVMBuildAddrSpaceCast(ctx->b, v, ctx->t_ptr, "");
        return LLVMBuildPtrToInt(ctx->b, v, ctx->t_i64, "");
    }
    if (LLVMTypeOf(v) == ctx->t_i64) return v;
    return type_is_signed(t) ? LLVMBuildSExt(ctx->b, v, ctx->t_i64, "") : LLVMBuildZExt(ctx->b, v, ctx->t_i64, "");
}

/* Whether an argument is a string the GPU's record must carry (a
 * `constant char *`: what %s prints), not only its address. */
static bool carried_string(Type *t)
{
    if (!type_is_pointer(t)) return false;
    Type *to = cg_unqual(t->ptr.pointee);
    return type_as(t->ptr.pointee) == AS_CONSTANT && (to->kind == TY_CHAR || to->kind == TY_UCHAR);
}

LLVMValueRef cg_printf(CgContext *ctx, Expr *e)
{
    bool ptx = ctx->target->kernel_abi == KERNEL_ABI_PTX_ENTRY;
    int nslots = 0, nstrings = 0;
    for (int i = 1; i < e->args.n; i++) nstrings += ptx && carried_string(cg_unqual(((Expr *)e->args.items[i])->type));
    for (int i = 1; i < e->args.n; i++) nslots += type_lanes(cg_unqual(((Expr *)e->args.items[i])->type));
    LLVMValueRef fmt = cg_expr(ctx, e->args.items[0]);
    if (LLVMGetPointerAddressSpace(LLVMTypeOf(fmt)) != 0) fmt = LLVMBuildAddrSpaceCast(ctx->b, fmt, ctx->t_ptr, "");
    LLVMValueRef slots = LLVMConstNull(ctx->t_ptr);
    if (nslots) {
        Type *arr = type_array(ctx->types, type_basic(ctx->types, TY_ULONG), nslots);
        slots = cg_alloca(ctx, arr, "printf.args");
        if (LLVMGetPointerAddressSpace(LLVMTypeOf(slots)) != 0)
            slots = LLVMBuildAddrSpaceCast(ctx->b, slots, ctx->t_ptr, "");
    }
    LLVMValueRef strings = NULL;
    if (nstrings) {
        strings = cg_alloca(ctx, type_array(ctx->types, type_basic(ctx->types, TY_ULONG), nstrings), "printf.strings");
        if (LLVMGetPointerAddressSpace(LLVMTypeOf(strings)) != 0)
            strings = LLVMBuildAddrSpaceCast(ctx->b, strings, ctx->t_ptr, "");
    }
    int k = 0, s = 0;
    uint64_t mask = 0;
    for (int i = 1; i < e->args.n; i++) {
        Expr *a = e->args.items[i];
        Type *t = cg_unqual(a->type);
        LLVMValueRef v = cg_expr(ctx, a);
        if (ctx->failed) return LLVMGetPoison(ctx->t_i32);
        if (strings && carried_string(t) && k < 64) {
            LLVMValueRef g = LLVMBuildAddrSpaceCast(ctx->b, v, ctx->t_ptr, "");
            LLVMSetAlignment(LLVMBuildStore(ctx->b, g, slot_at(ctx, ctx->t_ptr, strings, s++)), 8);
            mask |= 1ull << k;
        }
        int lanes = type_lanes(t);
        for (int l = 0; l < lanes; l++) {
            LLVMValueRef x =
                type_is_vector(t) ? LLVMBuildExtractElement(ctx->b, v, LLVMConstInt(ctx->t_i32, l, 0), "") : v;
            x = slot_value(ctx, x, type_elem(t));
            LLVMSetAlignment(LLVMBuildStore(ctx->b, x, slot_at(ctx, ctx->t_i64, slots, k++)), 8);
        }
    }
    if (ptx) return cg_ptx_printf(ctx, fmt, slots, nslots, strings, s, mask);
    LLVMValueRef args[3] = {fmt, slots, cg_bi_global_linear_id(ctx)};
    LLVMTypeRef pts[3] = {ctx->t_ptr, ctx->t_ptr, ctx->t_i64};
    LLVMTypeRef fnty = LLVMFunctionType(ctx->t_i32, pts, 3, 0);
    return LLVMBuildCall2(ctx->b, fnty, cg_runtime_fn(ctx, "__oclc_printf", fnty), args, 3, "printf");
}
