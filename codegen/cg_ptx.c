/*
 * cg_ptx.c - the kernel ABI of KERNEL_ABI_PTX_ENTRY targets (nvptx64):
 * what follows the generic lowering when the row says kernels are PTX
 * .entry functions rather than oclc's CPU work-group entries (cg_kernel.c),
 * and the built-ins whose lowering is the GPU's own (work-item functions,
 * barriers, fences).  docs/gpu.md is the user's side of it;
 * support/ptx_abi.h holds the numbers the runtime shares.
 *
 * A kernel `k` is lowered as every function is, then renamed
 * __oclc_body_k, and a new function `k` with LLVM's ptx_kernel calling
 * convention (the NVPTX back end writes it as `.entry`) calls it.  Two
 * reasons for the split, as in clang: an .entry cannot be called, and a
 * kernel may be called from another function (which calls the body); and
 * the .entry's parameters are not the body's.  A kernel that a unit only
 * declares is called as __oclc_body_k too, so the body is external in a
 * unit, for another unit's kernels, and internal once the units are
 * linked (cg_ptx_finish).  When
 * optimizing, the body is alwaysinline, so the PTX has no call for it.  A `local T *`
 * parameter is an i32 byte offset into the launch's dynamic shared memory,
 * `__oclc_dynamic_local` (an external [0 x i8] in address space 3: PTX's
 * `.extern .shared`), since a GPU allocates a kernel's shared memory at
 * the launch and a pointer into it cannot be passed; a `constant T *`
 * parameter is a global pointer (the runtime's buffers are cuMemAlloc
 * memory, not the constant bank), cast to the generic space that a
 * pointer to constant is on this target (support/target.c); records keep
 * their byval pointer (PTX: .param .align N .b8 p[size]).  After the
 * user's come the hidden parameters, work_dim and the three global
 * offsets, which the prologue stores into module variables in shared
 * memory, every thread the same values, so that the work-item functions
 * of any function the kernel calls read them; once the body is inlined
 * (at -O1 and up), LLVM forwards the stores to the loads and, if nothing
 * else reads them, drops the variables.  The body's function attributes
 * (the fast-math and denormal modes) are copied onto the .entry, which is
 * where the back end reads them and which the inliner must find
 * compatible.
 *
 * The work-item functions read PTX's special registers: %tid (local id),
 * %ctaid (group id), %ntid (local size, which the enqueued one always is:
 * work-groups are uniform on the GPU) and %nctaid (number of groups); the
 * global size is their product and the global id ctaid * ntid + tid plus
 * the offset.  A dimension past 2 gives the neutral value (1 for sizes, 0
 * for ids and offsets), a run-time dimension selects among the three.
 *
 * A work-group's work-items run in parallel here, so barrier() is bar.sync
 * 0 (llvm.nvvm.barrier0), which also orders every memory access of the
 * block's threads before it against those after it (PTX ISA, bar.sync):
 * the fence a work-group-scope barrier asks for.  A wider scope
 * (work_group_barrier(flags, memory_scope_device)) adds membar.gl, or
 * membar.sys, on both sides.  The fences are membar.cta/.gl/.sys
 * intrinsics: LLVM 19's NVPTX back end selects no `fence` instruction at
 * all (it aborts in instruction selection), whatever its scope.
 */
#include <stdio.h>
#include <string.h>

#include "codegen/cg_builtin.h"
#include "support/kernel_abi.h"
#include "support/ptx_abi.h"

bool cg_target_lacks(CgContext *ctx, Loc loc, const char *what)
{
    if (ctx->target->kernel_abi != KERNEL_ABI_PTX_ENTRY) return false;
    diag_error(&ctx->c->diag, loc, "%s is not supported on target '%s'", what, ctx->target->name);
    return true;
}

/* ------------------------------------------------------------------ */
/* The module's shared variables                                      */

/* A variable of the module in shared memory, made once; `defined`: with
 * an undefined initializer (shared memory cannot have one), else external
 * (the dynamic shared memory the launch sizes).  The defined ones are
 * linkonce_odr so that units linked together share one; cg_ptx_finish
 * makes them internal before optimization. */
static LLVMValueRef shared_var(CgContext *ctx, const char *name, LLVMTypeRef ty, unsigned align, bool defined)
{
    LLVMValueRef g = LLVMGetNamedGlobal(ctx->mod, name);
    if (g) return g;
    g = LLVMAddGlobalInAddressSpace(ctx->mod, ty, name, cg_object_space(ctx, AS_LOCAL));
    LLVMSetAlignment(g, align);
    if (defined) {
        LLVMSetInitializer(g, LLVMGetUndef(ty));
        LLVMSetLinkage(g, LLVMLinkOnceODRLinkage);
    }
    return g;
}

static LLVMValueRef work_dim_var(CgContext *ctx) { return shared_var(ctx, OCLC_PTX_SYM_WORK_DIM, ctx->t_i32, 4, true); }

static LLVMValueRef offset_var(CgContext *ctx)
{
    return shared_var(ctx, OCLC_PTX_SYM_GLOBAL_OFFSET, LLVMArrayType2(ctx->t_i64, 3), 8, true);
}

static LLVMValueRef offset_at(CgContext *ctx, unsigned d)
{
    LLVMValueRef idx[2] = {LLVMConstInt(ctx->t_i32, 0, 0), LLVMConstInt(ctx->t_i32, d, 0)};
    return LLVMConstInBoundsGEP2(LLVMArrayType2(ctx->t_i64, 3), offset_var(ctx), idx, 2);
}

void cg_ptx_finish(LLVMModuleRef mod)
{
    static const char *const names[] = {OCLC_PTX_SYM_WORK_DIM, OCLC_PTX_SYM_GLOBAL_OFFSET};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        LLVMValueRef g = LLVMGetNamedGlobal(mod, names[i]);
        if (g && !LLVMIsDeclaration(g)) LLVMSetLinkage(g, LLVMInternalLinkage);
    }
    /* printf's (below): the buffer's address is the runtime's to set, so
     * it stays visible; its functions are the module's own. */
    LLVMValueRef buffer = LLVMGetNamedGlobal(mod, OCLC_PTX_SYM_PRINTF_BUFFER);
    if (buffer && !LLVMIsDeclaration(buffer)) LLVMSetLinkage(buffer, LLVMExternalLinkage);
    static const char *const fns[] = {"__oclc_printf_ptx", "__oclc_ptx_strlen"};
    for (size_t i = 0; i < sizeof fns / sizeof *fns; i++) {
        LLVMValueRef f = LLVMGetNamedFunction(mod, fns[i]);
        if (f && !LLVMIsDeclaration(f)) LLVMSetLinkage(f, LLVMInternalLinkage);
    }
    /* The kernels' bodies: called from the .entry, and from kernels of any
     * unit, which are all here now. */
    static const char body[] = OCLC_PTX_SYM_BODY;
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
        size_t len;
        const char *name = LLVMGetValueName2(fn, &len);
        if (len > sizeof body - 1 && !strncmp(name, body, sizeof body - 1) && !LLVMIsDeclaration(fn))
            LLVMSetLinkage(fn, LLVMInternalLinkage);
    }
}

/* ------------------------------------------------------------------ */
/* Work-item functions                                                */

/* Special register `reg` (tid, ctaid, ntid, nctaid) of dimension d, as a
 * size_t. */
static LLVMValueRef sreg(CgContext *ctx, const char *reg, unsigned d)
{
    char name[48];
    snprintf(name, sizeof name, "llvm.nvvm.read.ptx.sreg.%s.%c", reg, "xyz"[d]);
    return LLVMBuildZExt(ctx->b, cg_bi_intrinsic(ctx, name, NULL, NULL, 0), ctx->t_i64, "");
}

/* Work-item function `what` (BI_WI_*) of constant dimension d < 3. */
static LLVMValueRef wi_at(CgContext *ctx, int what, unsigned d)
{
    switch (what) {
    case BI_WI_LOCAL_ID: return sreg(ctx, "tid", d);
    case BI_WI_GROUP_ID: return sreg(ctx, "ctaid", d);
    case BI_WI_LOCAL_SIZE:
    case BI_WI_ENQ_LOCAL_SIZE: return sreg(ctx, "ntid", d);
    case BI_WI_NUM_GROUPS: return sreg(ctx, "nctaid", d);
    case BI_WI_GLOBAL_SIZE: return LLVMBuildNUWMul(ctx->b, sreg(ctx, "nctaid", d), sreg(ctx, "ntid", d), "");
    case BI_WI_GLOBAL_OFFSET: return LLVMBuildLoad2(ctx->b, ctx->t_i64, offset_at(ctx, d), "global_offset");
    default: { /* BI_WI_GLOBAL_ID */
        LLVMValueRef base = LLVMBuildNUWMul(ctx->b, sreg(ctx, "ctaid", d), sreg(ctx, "ntid", d), "");
        LLVMValueRef index = LLVMBuildNUWAdd(ctx->b, base, sreg(ctx, "tid", d), "");
        return LLVMBuildAdd(ctx->b, index, wi_at(ctx, BI_WI_GLOBAL_OFFSET, d), "gid");
    }
    }
}

/* `what` of dimension dim (an i32), `neutral` past the third. */
static LLVMValueRef wi_dim(CgContext *ctx, int what, LLVMValueRef dim, uint64_t neutral)
{
    LLVMValueRef none = LLVMConstInt(ctx->t_i64, neutral, 0);
    if (LLVMIsAConstantInt(dim)) {
        unsigned long long d = LLVMConstIntGetZExtValue(dim);
        return d > 2 ? none : wi_at(ctx, what, (unsigned)d);
    }
    LLVMTypeRef dt = LLVMTypeOf(dim);
    LLVMValueRef v = wi_at(ctx, what, 0);
    for (unsigned d = 1; d < 3; d++) {
        LLVMValueRef is_d = LLVMBuildICmp(ctx->b, LLVMIntEQ, dim, LLVMConstInt(dt, d, 0), "");
        v = LLVMBuildSelect(ctx->b, is_d, wi_at(ctx, what, d), v, "");
    }
    LLVMValueRef in_range = LLVMBuildICmp(ctx->b, LLVMIntULT, dim, LLVMConstInt(dt, 3, 0), "dim.ok");
    return LLVMBuildSelect(ctx->b, in_range, v, none, "");
}

/* (i2 * n1 + i1) * n0 + i0 of the ids and sizes `id` and `size` (BI_WI_*),
 * the offsets left out of the global ids. */
static LLVMValueRef wi_linear(CgContext *ctx, bool global)
{
    LLVMValueRef i[3], n[3];
    for (unsigned d = 0; d < 3; d++) {
        if (global) {
            i[d] = LLVMBuildNUWAdd(ctx->b, LLVMBuildNUWMul(ctx->b, sreg(ctx, "ctaid", d), sreg(ctx, "ntid", d), ""),
                                   sreg(ctx, "tid", d), "");
            n[d] = wi_at(ctx, BI_WI_GLOBAL_SIZE, d);
        } else {
            i[d] = sreg(ctx, "tid", d);
            n[d] = sreg(ctx, "ntid", d);
        }
    }
    LLVMValueRef v = LLVMBuildAdd(ctx->b, LLVMBuildMul(ctx->b, i[2], n[1], ""), i[1], "");
    return LLVMBuildAdd(ctx->b, LLVMBuildMul(ctx->b, v, n[0], ""), i[0], "");
}

LLVMValueRef cg_ptx_work_item(CgContext *ctx, const CgCall *c)
{
    LLVMValueRef d = c->n ? c->args[0] : NULL;
    switch (c->aux) {
    case BI_WI_WORK_DIM: return LLVMBuildLoad2(ctx->b, ctx->t_i32, work_dim_var(ctx), "work_dim");
    case BI_WI_GLOBAL_SIZE:
    case BI_WI_LOCAL_SIZE:
    case BI_WI_ENQ_LOCAL_SIZE:
    case BI_WI_NUM_GROUPS: return wi_dim(ctx, c->aux, d, 1);
    case BI_WI_LOCAL_ID:
    case BI_WI_GROUP_ID:
    case BI_WI_GLOBAL_OFFSET:
    case BI_WI_GLOBAL_ID: return wi_dim(ctx, c->aux, d, 0);
    case BI_WI_GLOBAL_LINEAR_ID: return wi_linear(ctx, true);
    case BI_WI_LOCAL_LINEAR_ID: return wi_linear(ctx, false);
    default: /* sub-groups: not claimed (support/target.c), so sema has none */
        cg_target_lacks(ctx, c->e->loc, arena_printf(&ctx->c->arena, "work-item function '%s'", c->name));
        return LLVMGetPoison(c->ret_ty);
    }
}

/* ------------------------------------------------------------------ */
/* Barriers and fences                                                */

/* The membar of a memory scope (memory_scope_*: lexer/pp.c): none for a
 * work-item, .cta for a work-group or sub-group, .gl for the device, .sys
 * for all devices. */
static void membar(CgContext *ctx, long long scope)
{
    static const char *const bars[] = {NULL, "llvm.nvvm.membar.cta", "llvm.nvvm.membar.gl", "llvm.nvvm.membar.sys",
                                       "llvm.nvvm.membar.cta"};
    const char *bar = scope >= 0 && scope < 5 ? bars[scope] : bars[3];
    if (bar) cg_bi_intrinsic(ctx, bar, NULL, NULL, 0);
}

static long long const_or(LLVMValueRef v, long long dflt)
{
    return v && LLVMIsAConstantInt(v) ? LLVMConstIntGetSExtValue(v) : dflt;
}

void cg_ptx_barrier(CgContext *ctx, const CgCall *c)
{
    /* bar.sync is the work-group's fence (see above); a wider scope needs
     * its own on both sides, where flags ask for any memory. */
    long long scope = c->n > 1 ? const_or(c->args[1], 3) : 1, flags = const_or(c->args[0], 3);
    bool wider = flags && (scope == 2 || scope == 3);
    if (wider) membar(ctx, scope);
    cg_bi_intrinsic(ctx, "llvm.nvvm.barrier0", NULL, NULL, 0);
    if (wider) membar(ctx, scope);
}

void cg_ptx_fence(CgContext *ctx, LLVMValueRef flags, long long order, long long scope)
{
    if (order == 0 || const_or(flags, 3) == 0) return;
    membar(ctx, scope);
}

/* ------------------------------------------------------------------ */
/* Async copies                                                       */

/* The group copies together: work-item i of its m copies elements i,
 * i + m, i + 2m ... (consecutive work-items, consecutive elements: the
 * accesses coalesce), each as one load and one store of the element's
 * type.  The copy is complete for the group once every work-item has
 * passed the wait_group_events that follows it, which is a barrier (its
 * bar.sync orders the stores before it against the loads after it); the
 * event is the one given, or a non-null token when it is null, as on the
 * CPU.  Every work-item runs the call with the same arguments (6.15.10),
 * so the loop needs no agreement beyond that. */
LLVMValueRef cg_ptx_async_copy(CgContext *ctx, const CgCall *c, LLVMValueRef dst_stride, LLVMValueRef src_stride,
                               LLVMValueRef event)
{
    Type *elem = cg_unqual(c->types[0]->ptr.pointee);
    LLVMTypeRef ety = cg_mem_type(ctx, elem);
    unsigned align = (unsigned)type_align(elem);
    LLVMValueRef esize = LLVMConstInt(ctx->t_i64, (unsigned long long)type_size(elem), 0);
    LLVMValueRef n = c->args[2];
    LLVMValueRef first = wi_linear(ctx, false);
    LLVMValueRef items = LLVMBuildNUWMul(
        ctx->b, LLVMBuildNUWMul(ctx->b, sreg(ctx, "ntid", 0), sreg(ctx, "ntid", 1), ""), sreg(ctx, "ntid", 2), "");
    LLVMBasicBlockRef entry = LLVMGetInsertBlock(ctx->b);
    LLVMBasicBlockRef loop = cg_new_block(ctx, "async.copy"), done = cg_new_block(ctx, "async.done");
    LLVMBuildCondBr(ctx->b, LLVMBuildICmp(ctx->b, LLVMIntULT, first, n, ""), loop, done);
    cg_enter_block(ctx, loop);
    LLVMValueRef i = LLVMBuildPhi(ctx->b, ctx->t_i64, "async.i");
    LLVMValueRef dst_off = LLVMBuildMul(ctx->b, LLVMBuildMul(ctx->b, i, dst_stride, ""), esize, "");
    LLVMValueRef src_off = LLVMBuildMul(ctx->b, LLVMBuildMul(ctx->b, i, src_stride, ""), esize, "");
    LLVMValueRef to = LLVMBuildGEP2(ctx->b, ctx->t_i8, c->args[0], &dst_off, 1, "");
    LLVMValueRef from = LLVMBuildGEP2(ctx->b, ctx->t_i8, c->args[1], &src_off, 1, "");
    LLVMValueRef v = LLVMBuildLoad2(ctx->b, ety, from, "");
    LLVMSetAlignment(v, align);
    LLVMSetAlignment(LLVMBuildStore(ctx->b, v, to), align);
    LLVMValueRef next = LLVMBuildAdd(ctx->b, i, items, "");
    LLVMBasicBlockRef from_bb[2] = {entry, LLVMGetInsertBlock(ctx->b)};
    LLVMValueRef in[2] = {first, next};
    LLVMAddIncoming(i, in, from_bb, 2);
    LLVMBuildCondBr(ctx->b, LLVMBuildICmp(ctx->b, LLVMIntULT, next, n, ""), loop, done);
    cg_enter_block(ctx, done);
    LLVMTypeRef evt = LLVMTypeOf(event);
    LLVMValueRef token = LLVMConstIntToPtr(LLVMConstInt(ctx->t_i64, 1, 0), evt);
    return LLVMBuildSelect(ctx->b, LLVMBuildIsNull(ctx->b, event, ""), token, event, "event");
}

/* ------------------------------------------------------------------ */
/* printf                                                             */

/*
 * A call appends a record to the runtime's printf buffer
 * (support/ptx_abi.h has the layout), which the runtime formats on the
 * host after the launch with the CPU's own formatter (runtime/printf.c),
 * so the text is the CPU's.  The record is made by __oclc_printf_ptx,
 * defined once per module (linkonce_odr, so that units linked together
 * keep one; cg_ptx_finish makes it internal):
 *
 *   i32 __oclc_printf_ptx(ptr fmt, ptr slots, i32 nslots, i64 order,
 *                         ptr strings, i32 nstrings, i64 mask)
 *
 * with the generic pointers of the format, of the slots and of the
 * strings to copy (the `constant char *` arguments, which %s prints: the
 * host cannot read the GPU's constant memory), `mask` saying which slots
 * they are.  It measures the strings (at most OCLC_PTX_PRINTF_MAX_STRING
 * bytes each), takes the record's room with one atomic add, and copies.
 */

/* An intrinsic's declaration, overloaded on tys. */
static LLVMValueRef intrinsic(LLVMModuleRef mod, const char *name, LLVMTypeRef *tys, size_t n)
{
    return LLVMGetIntrinsicDeclaration(mod, LLVMLookupIntrinsicID(name, strlen(name)), tys, n);
}

/* i64 __oclc_ptx_strlen(ptr s): its bytes before the NUL, at most
 * OCLC_PTX_PRINTF_MAX_STRING. */
static LLVMValueRef strlen_fn(CgContext *ctx, LLVMBuilderRef b)
{
    LLVMValueRef fn = LLVMGetNamedFunction(ctx->mod, "__oclc_ptx_strlen");
    if (fn) return fn;
    LLVMTypeRef i64 = ctx->t_i64, ptr = LLVMPointerTypeInContext(ctx->ctx, 0);
    fn = LLVMAddFunction(ctx->mod, "__oclc_ptx_strlen", LLVMFunctionType(i64, &ptr, 1, 0));
    LLVMSetLinkage(fn, LLVMLinkOnceODRLinkage);
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "entry"),
                      loop = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "loop"),
                      more = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "more"),
                      done = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "done");
    LLVMPositionBuilderAtEnd(b, entry);
    LLVMBuildBr(b, loop);
    LLVMPositionBuilderAtEnd(b, loop);
    LLVMValueRef i = LLVMBuildPhi(b, i64, "i");
    LLVMValueRef c = LLVMBuildLoad2(b, ctx->t_i8, LLVMBuildGEP2(b, ctx->t_i8, LLVMGetParam(fn, 0), &i, 1, ""), "");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, c, LLVMConstInt(ctx->t_i8, 0, 0), ""), done, more);
    LLVMPositionBuilderAtEnd(b, more);
    LLVMValueRef next = LLVMBuildAdd(b, i, LLVMConstInt(i64, 1, 0), "");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, next, LLVMConstInt(i64, OCLC_PTX_PRINTF_MAX_STRING, 0), ""), loop,
                    done);
    LLVMValueRef in[2] = {LLVMConstInt(i64, 0, 0), next};
    LLVMBasicBlockRef from[2] = {entry, more};
    LLVMAddIncoming(i, in, from, 2);
    LLVMPositionBuilderAtEnd(b, done);
    LLVMValueRef len = LLVMBuildPhi(b, i64, "len");
    LLVMValueRef lin[2] = {i, next};
    LLVMBasicBlockRef lfrom[2] = {loop, more};
    LLVMAddIncoming(len, lin, lfrom, 2);
    LLVMBuildRet(b, len);
    return fn;
}

static LLVMValueRef printf_fn(CgContext *ctx)
{
    LLVMValueRef fn = LLVMGetNamedFunction(ctx->mod, "__oclc_printf_ptx");
    if (fn) return fn;
    LLVMContextRef cx = ctx->ctx;
    LLVMTypeRef i8 = ctx->t_i8, i32 = ctx->t_i32, i64 = ctx->t_i64, ptr = LLVMPointerTypeInContext(cx, 0);
    LLVMValueRef buffer = LLVMGetNamedGlobal(ctx->mod, OCLC_PTX_SYM_PRINTF_BUFFER);
    if (!buffer) {
        buffer = LLVMAddGlobalInAddressSpace(ctx->mod, i64, OCLC_PTX_SYM_PRINTF_BUFFER, 1);
        LLVMSetInitializer(buffer, LLVMConstInt(i64, 0, 0));
        LLVMSetLinkage(buffer, LLVMLinkOnceODRLinkage);
        LLVMSetExternallyInitialized(buffer, 1);
        LLVMSetAlignment(buffer, 8);
    }
    LLVMTypeRef params[7] = {ptr, ptr, i32, i64, ptr, i32, i64};
    fn = LLVMAddFunction(ctx->mod, "__oclc_printf_ptx", LLVMFunctionType(i32, params, 7, 0));
    LLVMSetLinkage(fn, LLVMLinkOnceODRLinkage);
    LLVMValueRef fmt = LLVMGetParam(fn, 0), slots = LLVMGetParam(fn, 1), nslots = LLVMGetParam(fn, 2),
                 order = LLVMGetParam(fn, 3), strs = LLVMGetParam(fn, 4), nstrs = LLVMGetParam(fn, 5),
                 mask = LLVMGetParam(fn, 6);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cx);
    LLVMValueRef slen = strlen_fn(ctx, b);
    LLVMTypeRef slen_ty = LLVMFunctionType(i64, &ptr, 1, 0);
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(cx, fn, "entry"),
                      measure = LLVMAppendBasicBlockInContext(cx, fn, "measure"),
                      measured = LLVMAppendBasicBlockInContext(cx, fn, "measured"),
                      room = LLVMAppendBasicBlockInContext(cx, fn, "room"),
                      copy = LLVMAppendBasicBlockInContext(cx, fn, "copy"),
                      copied = LLVMAppendBasicBlockInContext(cx, fn, "copied"),
                      fail = LLVMAppendBasicBlockInContext(cx, fn, "fail");
    LLVMValueRef zero64 = LLVMConstInt(i64, 0, 0), one64 = LLVMConstInt(i64, 1, 0);
    LLVMTypeRef mt[3] = {ptr, ptr, i64};
    LLVMValueRef memcpy_fn = intrinsic(ctx->mod, "llvm.memcpy", mt, 3);
    LLVMTypeRef memcpy_ty = LLVMGlobalGetValueType(memcpy_fn);
#define COPY(dst, src, n)                                                                  \
    do {                                                                                   \
        LLVMValueRef a_[4] = {dst, src, n, LLVMConstInt(LLVMInt1TypeInContext(cx), 0, 0)}; \
        LLVMBuildCall2(b, memcpy_ty, memcpy_fn, a_, 4, "");                                \
    } while (0)

    /* No buffer: -1.  The format's length, then each string's. */
    LLVMPositionBuilderAtEnd(b, entry);
    LLVMValueRef base = LLVMBuildLoad2(b, i64, buffer, "buffer");
    LLVMValueRef flen = LLVMBuildAdd(b, LLVMBuildCall2(b, slen_ty, slen, &fmt, 1, ""), one64, "fmt.len");
    LLVMValueRef n64 = LLVMBuildZExt(b, nstrs, i64, "");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, base, zero64, ""), fail, measure);
    LLVMPositionBuilderAtEnd(b, measure);
    LLVMValueRef k = LLVMBuildPhi(b, i64, "k"), total = LLVMBuildPhi(b, i64, "total");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, k, n64, ""), measured, room);
    LLVMPositionBuilderAtEnd(b, measured);
    LLVMValueRef s = LLVMBuildLoad2(b, ptr, LLVMBuildGEP2(b, ptr, strs, &k, 1, ""), "");
    LLVMValueRef len = LLVMBuildAdd(b, LLVMBuildCall2(b, slen_ty, slen, &s, 1, ""), one64, "");
    LLVMValueRef next_total = LLVMBuildAdd(b, total, len, "");
    LLVMValueRef next_k = LLVMBuildAdd(b, k, one64, "");
    LLVMBuildBr(b, measure);
    {
        LLVMValueRef kin[2] = {zero64, next_k}, tin[2] = {zero64, next_total};
        LLVMBasicBlockRef from[2] = {entry, measured};
        LLVMAddIncoming(k, kin, from, 2);
        LLVMAddIncoming(total, tin, from, 2);
    }

    /* The record's size, its room by an atomic add, or -1. */
    LLVMPositionBuilderAtEnd(b, room);
    LLVMValueRef slot_bytes = LLVMBuildMul(b, LLVMBuildZExt(b, nslots, i64, ""), LLVMConstInt(i64, 8, 0), "");
    LLVMValueRef size = LLVMBuildAdd(b, LLVMConstInt(i64, OCLC_PTX_PRINTF_RECORD + 7, 0), slot_bytes, "");
    size = LLVMBuildAdd(b, LLVMBuildAdd(b, size, flen, ""), total, "");
    size = LLVMBuildAnd(b, size, LLVMConstInt(i64, ~(unsigned long long)7, 0), "size");
    LLVMValueRef buf = LLVMBuildIntToPtr(b, base, ptr, "");
    LLVMValueRef off = LLVMBuildAtomicRMW(b, LLVMAtomicRMWBinOpAdd, buf, size, LLVMAtomicOrderingMonotonic, 0);
    LLVMValueRef cap_at = LLVMBuildGEP2(b, i8, buf, (LLVMValueRef[]){LLVMConstInt(i64, 8, 0)}, 1, "");
    LLVMValueRef cap = LLVMBuildLoad2(b, i64, cap_at, "capacity");
    LLVMValueRef end = LLVMBuildAdd(b, off, size, "");
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntUGT, end, cap, ""), fail, copy);

    /* The record. */
    LLVMPositionBuilderAtEnd(b, copy);
    LLVMValueRef rec_off = LLVMBuildAdd(b, off, LLVMConstInt(i64, OCLC_PTX_PRINTF_HEADER, 0), "");
    LLVMValueRef rec = LLVMBuildGEP2(b, i8, buf, &rec_off, 1, "record");
    LLVMValueRef field;
    LLVMSetAlignment(LLVMBuildStore(b, LLVMBuildTrunc(b, size, i32, ""), rec), 8);
    field = LLVMBuildGEP2(b, i8, rec, (LLVMValueRef[]){LLVMConstInt(i64, 4, 0)}, 1, "");
    LLVMSetAlignment(LLVMBuildStore(b, nslots, field), 4);
    field = LLVMBuildGEP2(b, i8, rec, (LLVMValueRef[]){LLVMConstInt(i64, 8, 0)}, 1, "");
    LLVMSetAlignment(LLVMBuildStore(b, order, field), 8);
    field = LLVMBuildGEP2(b, i8, rec, (LLVMValueRef[]){LLVMConstInt(i64, 16, 0)}, 1, "");
    LLVMSetAlignment(LLVMBuildStore(b, mask, field), 8);
    LLVMValueRef to = LLVMBuildGEP2(b, i8, rec, (LLVMValueRef[]){LLVMConstInt(i64, OCLC_PTX_PRINTF_RECORD, 0)}, 1, "");
    COPY(to, slots, slot_bytes);
    to = LLVMBuildGEP2(b, i8, to, &slot_bytes, 1, "");
    COPY(to, fmt, flen);
    to = LLVMBuildGEP2(b, i8, to, &flen, 1, "");
    LLVMValueRef entry_to = to;
    LLVMBasicBlockRef copy_end = LLVMGetInsertBlock(b);
    LLVMBasicBlockRef each = LLVMAppendBasicBlockInContext(cx, fn, "each");
    LLVMMoveBasicBlockAfter(each, copy_end);
    LLVMBuildBr(b, each);
    LLVMPositionBuilderAtEnd(b, each);
    LLVMValueRef j = LLVMBuildPhi(b, i64, "j"), dst = LLVMBuildPhi(b, ptr, "to");
    LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(cx, fn, "string");
    LLVMMoveBasicBlockAfter(body, each);
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, j, n64, ""), body, copied);
    LLVMPositionBuilderAtEnd(b, body);
    LLVMValueRef str = LLVMBuildLoad2(b, ptr, LLVMBuildGEP2(b, ptr, strs, &j, 1, ""), "");
    LLVMValueRef sl = LLVMBuildAdd(b, LLVMBuildCall2(b, slen_ty, slen, &str, 1, ""), one64, "");
    COPY(dst, str, sl);
    LLVMValueRef dst_next = LLVMBuildGEP2(b, i8, dst, &sl, 1, "");
    LLVMValueRef j_next = LLVMBuildAdd(b, j, one64, "");
    LLVMBuildBr(b, each);
    {
        LLVMValueRef jin[2] = {zero64, j_next}, din[2] = {entry_to, dst_next};
        LLVMBasicBlockRef from[2] = {copy_end, body};
        LLVMAddIncoming(j, jin, from, 2);
        LLVMAddIncoming(dst, din, from, 2);
    }
    LLVMPositionBuilderAtEnd(b, copied);
    LLVMBuildRet(b, LLVMConstInt(i32, 0, 0));
    LLVMPositionBuilderAtEnd(b, fail);
    LLVMBuildRet(b, LLVMConstInt(i32, (unsigned long long)-1, 1));
#undef COPY
    LLVMDisposeBuilder(b);
    return fn;
}

LLVMValueRef cg_ptx_printf(CgContext *ctx, LLVMValueRef fmt, LLVMValueRef slots, int nslots, LLVMValueRef strings,
                           int nstrings, uint64_t mask)
{
    LLVMTypeRef ptr = LLVMPointerTypeInContext(ctx->ctx, 0);
    LLVMValueRef fn = printf_fn(ctx);
    LLVMValueRef args[7] = {fmt,
                            slots,
                            LLVMConstInt(ctx->t_i32, (unsigned long long)nslots, 0),
                            wi_linear(ctx, true),
                            strings ? strings : LLVMConstNull(ptr),
                            LLVMConstInt(ctx->t_i32, (unsigned long long)nstrings, 0),
                            LLVMConstInt(ctx->t_i64, mask, 0)};
    return LLVMBuildCall2(ctx->b, LLVMGlobalGetValueType(fn), fn, args, 7, "printf");
}

/* ------------------------------------------------------------------ */
/* Kernels                                                            */

/* Copies fn's function attributes to to. */
static void copy_fn_attrs(LLVMValueRef from, LLVMValueRef to)
{
    unsigned n = LLVMGetAttributeCountAtIndex(from, LLVMAttributeFunctionIndex);
    LLVMAttributeRef attrs[64];
    if (n > 64) n = 64;
    LLVMGetAttributesAtIndex(from, LLVMAttributeFunctionIndex, attrs);
    for (unsigned i = 0; i < n; i++) LLVMAddAttributeAtIndex(to, LLVMAttributeFunctionIndex, attrs[i]);
}

/* The .entry of kernel d, whose body is `body` (see the essay). */
static void make_entry(CgContext *ctx, Decl *d, LLVMValueRef body)
{
    Type *fty = cg_unqual(d->type);
    CgFnAbi *abi = cg_fn_abi(ctx, d);
    unsigned nuser = LLVMCountParams(body), n = nuser + OCLC_PTX_HIDDEN_PARAMS;
    LLVMTypeRef *pt = ARENA_ARRAY(&ctx->c->arena, LLVMTypeRef, n);
    LLVMValueRef *args = ARENA_ARRAY(&ctx->c->arena, LLVMValueRef, nuser ? nuser : 1);
    if (ctx->c->arena.oom) return;
    LLVMTypeRef global = LLVMPointerTypeInContext(ctx->ctx, cg_addr_space(ctx, AS_GLOBAL));
    for (unsigned i = 0; i < nuser; i++) pt[i] = LLVMTypeOf(LLVMGetParam(body, i));
    /* What the runtime passes for local and constant pointers. */
    AddrSpace *as = ARENA_ARRAY(&ctx->c->arena, AddrSpace, nuser ? nuser : 1);
    if (ctx->c->arena.oom) return;
    for (unsigned i = 0; i < nuser; i++) as[i] = AS_NONE;
    for (int i = 0; i < abi->nparams; i++) {
        Type *p = cg_unqual(fty->fn.params[i]);
        if (abi->params[i].kind != CG_ARG_DIRECT || p->kind != TY_POINTER) continue;
        unsigned at = abi->first[i];
        as[at] = type_addr_space(p->ptr.pointee);
        if (as[at] == AS_LOCAL) pt[at] = ctx->t_i32;
        if (as[at] == AS_CONSTANT) pt[at] = global;
    }
    /* LLVM 19's NVPTX reads a <2 x i8> parameter (char2, uchar2) with one
     * 32-bit load and takes its two 16-bit halves for the elements: wrong
     * (the CTS's basic parameter_types found it on the H100).  Such a
     * parameter is an i16 at the .entry, the same two bytes, cast back. */
    for (unsigned i = 0; i < nuser; i++)
        if (LLVMGetTypeKind(pt[i]) == LLVMVectorTypeKind && LLVMGetVectorSize(pt[i]) == 2 &&
            LLVMGetElementType(pt[i]) == ctx->t_i8)
            pt[i] = ctx->t_i16;
    pt[nuser] = ctx->t_i32;
    for (unsigned k = 1; k < OCLC_PTX_HIDDEN_PARAMS; k++) pt[nuser + k] = ctx->t_i64;

    size_t len;
    const char *name = LLVMGetValueName2(body, &len);
    char *kname = arena_strndup(&ctx->c->arena, name, len);
    const char *bname = arena_printf(&ctx->c->arena, OCLC_PTX_SYM_BODY "%s", kname);
    LLVMSetValueName2(body, bname, strlen(bname));
    /* External in a unit, where another unit's kernel may call it (see
     * cg_ptx_kernels); internal once the units are linked (cg_ptx_finish). */
    LLVMSetLinkage(body, LLVMExternalLinkage);
    /* A GPU call costs its parameters' trip through .param space and
     * keeps the body's registers apart: when optimizing, the body goes
     * into the .entry (and into any caller) whatever its size, as libclc's
     * functions do. */
    if (ctx->opts->opt_level > 0)
        LLVMAddAttributeAtIndex(
            body, LLVMAttributeFunctionIndex,
            LLVMCreateEnumAttribute(ctx->ctx, LLVMGetEnumAttributeKindForName("alwaysinline", 12), 0));
    LLVMValueRef fn = LLVMAddFunction(ctx->mod, kname, LLVMFunctionType(ctx->t_void, pt, n, 0));
    LLVMSetFunctionCallConv(fn, LLVMPTXKernelCallConv);
    copy_fn_attrs(body, fn);
    cg_abi_attrs(ctx, fn, abi, fty, false, 0);
    cg_abi_name_params(ctx, fn, abi, d, 0);
    static const char *const hidden[OCLC_PTX_HIDDEN_PARAMS] = {"work_dim", "global_offset.x", "global_offset.y",
                                                               "global_offset.z"};
    for (unsigned k = 0; k < OCLC_PTX_HIDDEN_PARAMS; k++)
        LLVMSetValueName2(LLVMGetParam(fn, nuser + k), hidden[k], strlen(hidden[k]));

    LLVMPositionBuilderAtEnd(ctx->b, LLVMAppendBasicBlockInContext(ctx->ctx, fn, "entry"));
    LLVMBuildStore(ctx->b, LLVMGetParam(fn, nuser), work_dim_var(ctx));
    for (unsigned k = 0; k < 3; k++) LLVMBuildStore(ctx->b, LLVMGetParam(fn, nuser + 1 + k), offset_at(ctx, k));
    LLVMValueRef dyn = NULL;
    for (unsigned i = 0; i < nuser; i++) {
        LLVMValueRef a = LLVMGetParam(fn, i);
        if (pt[i] == ctx->t_i32 && as[i] == AS_LOCAL) {
            if (!dyn)
                dyn = shared_var(ctx, OCLC_PTX_SYM_DYNAMIC_LOCAL, LLVMArrayType2(ctx->t_i8, 0),
                                 OCLC_PTX_LOCAL_ARG_ALIGN, false);
            LLVMValueRef off = LLVMBuildZExt(ctx->b, a, ctx->t_i64, "");
            a = LLVMBuildInBoundsGEP2(ctx->b, ctx->t_i8, dyn, &off, 1, "");
        } else if (LLVMGetTypeKind(pt[i]) == LLVMIntegerTypeKind &&
                   LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(body, i))) == LLVMVectorTypeKind) {
            a = LLVMBuildBitCast(ctx->b, a, LLVMTypeOf(LLVMGetParam(body, i)), "");
        } else if (pt[i] != LLVMTypeOf(LLVMGetParam(body, i))) {
            a = LLVMBuildAddrSpaceCast(ctx->b, a, LLVMTypeOf(LLVMGetParam(body, i)), "");
        }
        args[i] = a;
    }
    LLVMValueRef call = LLVMBuildCall2(ctx->b, LLVMGlobalGetValueType(body), body, args, nuser, "");
    cg_abi_attrs(ctx, call, abi, fty, true, 0);
    LLVMBuildRetVoid(ctx->b);
    LLVMClearInsertionPosition(ctx->b);
}

/* ------------------------------------------------------------------ */
/* The kernel table                                                   */

/*
 * The runtime needs what the CPU's descriptors say (cg_kernel.c) for a
 * GPU program too: the kernels in source order, each argument's kind,
 * size, name and type, the attributes and the required work-group size.
 * It cannot take them from the checked tree, since a GPU program may be
 * linked from units or made from a binary; nor from the PTX.  So every
 * unit carries them as named metadata, one node per kernel,
 *
 *   !oclc.kernels = !{!k, ...}
 *   !k = !{!"name", !"attributes", i32 x, i32 y, i32 z, !{!arg, ...}}
 *   !arg = !{i32 kind, i32 size, !"name", !"type"}
 *
 * and LLVM's linker concatenates named metadata unit after unit, which is
 * the CPU table's order.  cg_ptx_kernel_table reads it back from the
 * linked module, for a build from source and a link alike.  The NVPTX
 * back end writes no named metadata it does not know into the PTX.
 */
#define KERNELS_MD "oclc.kernels"

static LLVMMetadataRef md_str(CgContext *ctx, const char *s) { return LLVMMDStringInContext2(ctx->ctx, s, strlen(s)); }

static LLVMMetadataRef md_i32(CgContext *ctx, uint64_t v)
{
    return LLVMValueAsMetadata(LLVMConstInt(ctx->t_i32, v, 0));
}

static void kernel_md(CgContext *ctx, Decl *d, const char *kname)
{
    int n = d->params.n;
    LLVMMetadataRef *args = ARENA_ARRAY(&ctx->c->arena, LLVMMetadataRef, n ? (size_t)n : 1);
    if (ctx->c->arena.oom) return;
    for (int i = 0; i < n; i++) {
        Decl *p = d->params.items[i];
        Type *t = cg_unqual(p->type);
        uint32_t kind = cg_kernel_arg_kind(t);
        LLVMMetadataRef row[4] = {md_i32(ctx, kind), md_i32(ctx, kind == OCLC_ARG_VALUE ? (uint64_t)type_size(t) : 8u),
                                  md_str(ctx, p->name ? p->name : ""), md_str(ctx, type_str(ctx->types, p->type))};
        args[i] = LLVMMDNodeInContext2(ctx->ctx, row, 4);
    }
    LLVMMetadataRef k[6] = {md_str(ctx, kname),
                            md_str(ctx, d->kernel_attrs ? d->kernel_attrs : ""),
                            md_i32(ctx, d->reqd_wg_size[0]),
                            md_i32(ctx, d->reqd_wg_size[1]),
                            md_i32(ctx, d->reqd_wg_size[2]),
                            LLVMMDNodeInContext2(ctx->ctx, args, (size_t)n)};
    LLVMAddNamedMetadataOperand(ctx->mod, KERNELS_MD,
                                LLVMMetadataAsValue(ctx->ctx, LLVMMDNodeInContext2(ctx->ctx, k, 6)));
}

/* Operand i of metadata node v: a string (copied into a), or an integer. */
static const char *md_string_at(Arena *a, LLVMValueRef *ops, unsigned n, unsigned i)
{
    unsigned len = 0;
    const char *s = i < n && ops[i] ? LLVMGetMDString(ops[i], &len) : NULL;
    return s ? arena_strndup(a, s, len) : "";
}

static uint32_t md_int_at(LLVMValueRef *ops, unsigned n, unsigned i)
{
    return i < n && ops[i] && LLVMIsAConstantInt(ops[i]) ? (uint32_t)LLVMConstIntGetZExtValue(ops[i]) : 0;
}

static LLVMValueRef *md_operands(Arena *a, LLVMValueRef node, unsigned *n)
{
    *n = node && LLVMIsAMDNode(node) ? LLVMGetMDNodeNumOperands(node) : 0;
    LLVMValueRef *ops = ARENA_ARRAY(a, LLVMValueRef, *n ? *n : 1);
    if (*n && !a->oom) LLVMGetMDNodeOperands(node, ops);
    return ops;
}

CompileStatus cg_ptx_kernel_table(Compilation *c, CgModule *m, Arena *a, OclcKernelTable *out)
{
    (void)c;
    unsigned nk = LLVMGetNamedMetadataNumOperands(m->mod, KERNELS_MD);
    LLVMValueRef *nodes = ARENA_ARRAY(a, LLVMValueRef, nk ? nk : 1);
    OclcKernelDesc *descs = ARENA_ARRAY(a, OclcKernelDesc, nk ? nk : 1);
    const OclcKernelDesc **list = ARENA_ARRAY(a, const OclcKernelDesc *, nk ? nk : 1);
    const char **attrs = ARENA_ARRAY(a, const char *, nk ? nk : 1);
    if (a->oom) return COMPILE_OUT_OF_MEMORY;
    if (nk) LLVMGetNamedMetadataOperands(m->mod, KERNELS_MD, nodes);
    for (unsigned i = 0; i < nk; i++) {
        unsigned n, na;
        LLVMValueRef *ops = md_operands(a, nodes[i], &n);
        LLVMValueRef *arg_nodes = md_operands(a, n > 5 ? ops[5] : NULL, &na);
        OclcKernelArg *args = ARENA_ARRAY(a, OclcKernelArg, na ? na : 1);
        if (a->oom) return COMPILE_OUT_OF_MEMORY;
        for (unsigned j = 0; j < na; j++) {
            unsigned nf;
            LLVMValueRef *f = md_operands(a, arg_nodes[j], &nf);
            args[j] = (OclcKernelArg){md_int_at(f, nf, 0), md_int_at(f, nf, 1), md_string_at(a, f, nf, 2),
                                      md_string_at(a, f, nf, 3)};
        }
        descs[i] = (OclcKernelDesc){.abi_version = OCLC_ABI_VERSION,
                                    .num_args = na,
                                    .name = md_string_at(a, ops, n, 0),
                                    .args = args,
                                    .attributes = md_string_at(a, ops, n, 1)};
        for (unsigned r = 0; r < 3; r++) descs[i].reqd_work_group_size[r] = md_int_at(ops, n, 2 + r);
        attrs[i] = descs[i].attributes;
        list[i] = &descs[i];
    }
    *out = (OclcKernelTable){
        .count = nk, .kernels = list, .attributes = attrs, .global_variable_bytes = cg_global_variable_bytes(m->mod)};
    return a->oom ? COMPILE_OUT_OF_MEMORY : COMPILE_OK;
}

void cg_ptx_kernels(CgContext *ctx, TranslationUnit *tu)
{
    /* Every function may reach a barrier, which all the work-items of a
     * group must reach together: LLVM must not make it depend on more
     * values than it does (clang marks OpenCL's functions so too). */
    const char *conv = "convergent";
    LLVMAttributeRef convergent =
        LLVMCreateEnumAttribute(ctx->ctx, LLVMGetEnumAttributeKindForName(conv, strlen(conv)), 0);
    for (LLVMValueRef fn = LLVMGetFirstFunction(ctx->mod); fn; fn = LLVMGetNextFunction(fn))
        if (LLVMCountBasicBlocks(fn)) LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, convergent);
    for (int i = 0; i < tu->decls.n && !ctx->failed; i++) {
        Decl *d = tu->decls.items[i];
        if (d->kind != DECL_FUNC || !d->body || d->invalid || !d->is_kernel) continue;
        LLVMValueRef fn = LLVMGetNamedFunction(ctx->mod, cg_fn_symbol(d));
        if (!fn || !LLVMCountBasicBlocks(fn)) continue;
        make_entry(ctx, d, fn);
        kernel_md(ctx, d, cg_fn_symbol(d));
    }
    /* A kernel this unit calls and another defines: a call of its body,
     * which the other unit's make_entry named so (an .entry cannot be
     * called, and its parameters are not the body's). */
    for (int i = 0; i < tu->decls.n && !ctx->failed; i++) {
        Decl *d = tu->decls.items[i];
        if (d->kind != DECL_FUNC || d->body || !d->is_kernel) continue;
        LLVMValueRef fn = LLVMGetNamedFunction(ctx->mod, cg_fn_symbol(d));
        if (!fn || !LLVMIsDeclaration(fn) || LLVMGetFunctionCallConv(fn) == LLVMPTXKernelCallConv) continue;
        const char *bname = arena_printf(&ctx->c->arena, OCLC_PTX_SYM_BODY "%s", cg_fn_symbol(d));
        if (!LLVMGetNamedFunction(ctx->mod, bname)) LLVMSetValueName2(fn, bname, strlen(bname));
    }
}
