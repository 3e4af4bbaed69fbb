/*
 * cg_bi_group.c - the built-in functions of the work-group: work-item
 * functions (OpenCL C 3.0 6.15.1), barriers and fences (6.15.8, 6.15.9),
 * async copies and prefetch (6.15.10).  (The collectives of 6.15.16 are
 * LOWER_RUNTIME rows: calls of runtime/ndrange.c's functions.)
 *
 * The work-item functions have two lowerings.  In a plain function they
 * call the runtime:
 *   size_t __oclc_<name>(uint dim)      (get_global_id, get_local_size, ...)
 *   size_t __oclc_<name>(void)          (get_global_linear_id, ...)
 *   uint   __oclc_get_work_dim(void)
 * which read the calling thread's current work-item (runtime/ndrange.c).
 * In a work-item variant (cg_kernel.c) they are loads from the state the
 * variant receives, which the work-group loop keeps in registers.
 *
 * A sub-group (cl_khr_subgroups) is the whole work-group on the CPU: its
 * work-items already run on one thread, and the group's collectives are
 * the sub-group's.  get_sub_group_size() is the group's work-items,
 * get_max_sub_group_size() the enqueued group's, get_sub_group_local_id()
 * the local linear id; there is one sub-group of id 0.  In a plain
 * function they call __oclc_get_sub_group_size() & co, as above.
 *
 * barrier() always calls the runtime's __oclc_barrier(flags), which
 * switches to the group's next work-item fiber.  The work-items of a CPU
 * group all run on one thread, one after another between barriers, so
 * memory needs no hardware fence between them: the scope of a
 * work_group_barrier does not matter, and mem_fence & co are fences of
 * one thread (syncscope("singlethread")), which keep the compiler from
 * moving the work-item's loads and stores across them.
 *
 * On a KERNEL_ABI_PTX_ENTRY target (nvptx64) the work-items of a group
 * run in parallel, and the work-item functions, barrier and the fences
 * are the GPU's own: cg_ptx.c lowers them (special registers, bar.sync,
 * membar).
 *
 * An async copy is done by the group when all its work-items have reached
 * it: __oclc_async_copy (runtime/ndrange.c) waits as a barrier does, then
 * the first work-item to go on copies, before any other goes on; a kernel
 * that calls it therefore runs as fibers (the call is convergent, which
 * cg_kernel.c reads).  When the call returns the copy is complete for
 * every work-item, so wait_group_events has nothing to wait for.  The
 * event a copy returns is the one it was given, or a non-null token.  On
 * nvptx64 the group's work-items share the copy, and wait_group_events
 * is the barrier after which it is complete (cg_ptx.c).
 */
#include <string.h>

#include "codegen/cg_builtin.h"

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
    if (ctx->target->kernel_abi == KERNEL_ABI_PTX_ENTRY) return cg_ptx_work_item(ctx, c);
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
    case BI_WI_SUB_GROUP_SIZE:
    case BI_WI_MAX_SUB_GROUP_SIZE: {
        /* The group's work-items (the enqueued ones: the largest group). */
        int field = c->aux == BI_WI_SUB_GROUP_SIZE ? CG_WI_LOCAL_SIZE : CG_WI_ENQ_LOCAL_SIZE;
        LLVMValueRef n = wi(ctx, field, dim_const(ctx, 0), 1);
        for (unsigned k = 1; k < 3; k++) n = LLVMBuildMul(ctx->b, n, wi(ctx, field, dim_const(ctx, k), 1), "");
        return LLVMBuildTrunc(ctx->b, n, c->ret_ty, "");
    }
    case BI_WI_NUM_SUB_GROUPS:
    case BI_WI_ENQ_NUM_SUB_GROUPS: return LLVMConstInt(c->ret_ty, 1, 0);
    case BI_WI_SUB_GROUP_ID: return LLVMConstInt(c->ret_ty, 0, 0);
    case BI_WI_SUB_GROUP_LOCAL_ID: {
        LLVMValueRef i[3], n[3];
        for (unsigned k = 0; k < 3; k++) {
            i[k] = wi(ctx, CG_WI_LOCAL_ID, dim_const(ctx, k), 0);
            n[k] = wi(ctx, CG_WI_LOCAL_SIZE, dim_const(ctx, k), 1);
        }
        return LLVMBuildTrunc(ctx->b, linear(ctx, i, n), c->ret_ty, "");
    }
    default: return work_item_runtime(ctx, c);
    }
}

LLVMValueRef cg_bi_global_linear_id(CgContext *ctx)
{
    if (!ctx->wi_state) {
        LLVMTypeRef fnty = LLVMFunctionType(ctx->t_i64, NULL, 0, 0);
        return LLVMBuildCall2(ctx->b, fnty, cg_runtime_fn(ctx, "__oclc_get_global_linear_id", fnty), NULL, 0, "");
    }
    LLVMValueRef i[3], n[3];
    for (unsigned k = 0; k < 3; k++) {
        i[k] = wi_global_index(ctx, dim_const(ctx, k));
        n[k] = wi(ctx, CG_WI_GLOBAL_SIZE, dim_const(ctx, k), 1);
    }
    return linear(ctx, i, n);
}

/* ------------------------------------------------------------------ */
/* Synchronization                                                    */

/* barrier(flags), work_group_barrier(flags[, scope]) (see above); aux 1:
 * sub_group_barrier, the runtime's __oclc_sub_group_barrier (the group's
 * barrier, under a name that marks the kernel as using sub-groups). */
LLVMValueRef cg_bi_barrier(CgContext *ctx, const CgCall *c)
{
    if (ctx->target->kernel_abi == KERNEL_ABI_PTX_ENTRY) {
        cg_ptx_barrier(ctx, c);
        return NULL;
    }
    LLVMValueRef flags = c->args[0];
    LLVMTypeRef fnty = LLVMFunctionType(ctx->t_void, &ctx->t_i32, 1, 0);
    const char *fn = c->aux ? "__oclc_sub_group_barrier" : "__oclc_barrier";
    LLVMBuildCall2(ctx->b, fnty, cg_bi_runtime_fn(ctx, fn, fnty, true), &flags, 1, "");
    return NULL;
}

LLVMValueRef cg_bi_fence(CgContext *ctx, const CgCall *c)
{
    if (ctx->target->kernel_abi == KERNEL_ABI_PTX_ENTRY) {
        cg_ptx_fence(ctx, c->args[0], 5, 1); /* acq_rel, work_group */
        return NULL;
    }
    LLVMBuildFence(ctx->b, (LLVMAtomicOrdering)c->aux, 1, "");
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Async copies and prefetch                                          */

/* event_t __oclc_async_copy(void *dst, const void *src, size_t elem_size,
 *                           size_t n, size_t dst_stride, size_t src_stride,
 *                           event_t event); aux 0: async_work_group_copy,
 * 1: strided with a source stride, 2: strided with a destination stride. */
LLVMValueRef cg_bi_async_copy(CgContext *ctx, const CgCall *c)
{
    LLVMTypeRef size_t_ty = LLVMTypeOf(c->args[2]);
    Type *elem = cg_unqual(c->types[0]->ptr.pointee);
    LLVMValueRef one = LLVMConstInt(size_t_ty, 1, 0);
    if (ctx->target->kernel_abi == KERNEL_ABI_PTX_ENTRY)
        return cg_ptx_async_copy(ctx, c, c->aux == 2 ? c->args[3] : one, c->aux == 1 ? c->args[3] : one,
                                 c->args[c->n - 1]);
    LLVMValueRef args[7] = {
        LLVMBuildAddrSpaceCast(ctx->b, c->args[0], ctx->t_ptr, ""),
        LLVMBuildAddrSpaceCast(ctx->b, c->args[1], ctx->t_ptr, ""),
        LLVMConstInt(size_t_ty, (unsigned long long)type_size(elem), 0),
        c->args[2],
        c->aux == 2 ? c->args[3] : one,
        c->aux == 1 ? c->args[3] : one,
        c->args[c->n - 1],
    };
    LLVMTypeRef pt[7] = {ctx->t_ptr, ctx->t_ptr, size_t_ty, size_t_ty, size_t_ty, size_t_ty, c->ret_ty};
    LLVMTypeRef fnty = LLVMFunctionType(c->ret_ty, pt, 7, 0);
    LLVMValueRef fn = cg_bi_runtime_fn(ctx, "__oclc_async_copy", fnty, true);
    return LLVMBuildCall2(ctx->b, fnty, fn, args, 7, "event");
}

/* Every copy is complete when its call returns (above); on nvptx64 the
 * group's work-items copy in parallel, and waiting is a barrier
 * (cg_ptx_async_copy). */
LLVMValueRef cg_bi_wait_events(CgContext *ctx, const CgCall *c)
{
    if (ctx->target->kernel_abi == KERNEL_ABI_PTX_ENTRY) cg_bi_intrinsic(ctx, "llvm.nvvm.barrier0", NULL, NULL, 0);
    return NULL;
}

/* A hint: the first cache line of the range (it cannot fault). */
LLVMValueRef cg_bi_prefetch(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef args[4] = {c->args[0], LLVMConstInt(ctx->t_i32, 0, 0), LLVMConstInt(ctx->t_i32, 3, 0),
                            LLVMConstInt(ctx->t_i32, 1, 0)};
    cg_bi_intrinsic(ctx, "llvm.prefetch", LLVMTypeOf(c->args[0]), args, 4);
    return NULL;
}
