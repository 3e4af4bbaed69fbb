/*
 * cg_bi_atomic.c - the atomic functions (OpenCL C 3.0 6.15.12) and the
 * generic address space's to_global, to_local, to_private and get_fence
 * (6.15.10).
 *
 * Every atomic function is one LLVM atomic instruction (atomicrmw,
 * cmpxchg, an atomic load or store, a fence) with the ordering the call
 * asks for: the C11 forms' memory_order (sema has checked it is a
 * constant the operation allows), seq_cst for the forms without one, and
 * monotonic (relaxed) for OpenCL 1.x's atomic_add & co and the atom_
 * extensions, which 6.15.12.8 specifies as relaxed.  On x86-64 every
 * read-modify-write is a `lock`ed instruction whatever its ordering; the
 * ordering decides what the compiler may move across it and whether a
 * store is an xchg.
 *
 * Scopes.  The work-items of a CPU work-group all run on one thread
 * (runtime/ndrange.c: the work-group loop, or fibers switched only at
 * barriers), so a group's local memory is only ever touched by one thread:
 * an atomic on a pointer into the local space, and a fence of work-item
 * or work-group scope, is an atomic of one thread (not on nvptx64, whose
 * work-items run in parallel).  A fence of one thread is LLVM's
 * syncscope("singlethread") fence, which only stops the compiler moving
 * accesses across it.  An atomic operation of one thread is not LLVM's
 * singlethread atomic instruction, which x86-64 still writes with a
 * `lock` prefix (a full barrier, ~20 cycles): it is a volatile load, the
 * operation and a volatile store.  Work-items of a group interleave only
 * at barriers (calls the compiler cannot move memory across), so their
 * accesses to local memory happen in program order on one thread, which
 * is all atomicity asks there; volatile keeps a work-item that spins on
 * a local flag spinning (it would hang either way: docs/language.md)
 * instead of letting the optimizer delete the loop.  Everything else is
 * of the system scope: the worker threads run different groups at once.
 * A generic pointer may point into local memory, so it gets the system
 * scope too: correct, if slower.
 *
 * On nvptx64 an atomic is PTX's atom (cas, exch, add ...), relaxed and
 * of the GPU's scope, as LLVM 19 writes every atomicrmw and cmpxchg; the
 * order is made of membars of the call's scope around it (cg_ptx.c),
 * since LLVM 19's NVPTX selects neither fences nor ordered loads and
 * stores.  A local atomic is a real one there: the work-items of a group
 * run in parallel.
 *
 * The loop vectorizer does not widen a loop whose body holds an atomic
 * instruction (LLVM's legality check refuses any atomic or ordered memory
 * access), so a kernel with atomics runs its work-group loop one
 * work-item after another: each work-item's atomic stays one instruction,
 * in order.
 *
 * atomic_init is a plain store (6.15.12.2: it is not atomic); the flag is
 * an int, set by an exchange with 1 and cleared by a store of 0.  A
 * compare-exchange of float or double compares the bits, as C11's does,
 * through an integer cmpxchg.
 *
 * to_global & co ask the runtime (__oclc_space_of, runtime/ndrange.c)
 * where a pointer points: into the group's local memory, into the
 * work-item's stack (private), or elsewhere (global: buffers and
 * program-scope variables).  docs/language.md says what that answers and
 * where it cannot.  On nvptx64 the GPU itself answers (ptx_space_of).
 */
#include "codegen/cg_builtin.h"

/* Whether a work-group's work-items all run on one thread: oclc's CPU
 * work-group entries (not a GPU's, where they run in parallel). */
static bool group_on_one_thread(CgContext *ctx) { return ctx->target->kernel_abi == KERNEL_ABI_CPU_WORK_GROUP; }

/* memory_order's values (lexer/pp.c), as LLVM orderings. */
static LLVMAtomicOrdering ordering_of(long long v)
{
    switch (v) {
    case 0: return LLVMAtomicOrderingMonotonic;
    case 2: return LLVMAtomicOrderingAcquire;
    case 3: return LLVMAtomicOrderingRelease;
    case 4: return LLVMAtomicOrderingAcquireRelease;
    default: return LLVMAtomicOrderingSequentiallyConsistent;
    }
}

/* The constant an order or scope argument is (sema checked it is one). */
static long long const_arg(LLVMValueRef v, long long dflt)
{
    return LLVMIsAConstantInt(v) ? LLVMConstIntGetSExtValue(v) : dflt;
}

/* How many arguments each operation has before its orders, and how many
 * orders its explicit forms take. */
static int base_args(int op)
{
    switch (op) {
    case BI_ATOMIC_LOAD:
    case BI_ATOMIC_INC:
    case BI_ATOMIC_DEC:
    case BI_ATOMIC_FLAG_TEST_AND_SET:
    case BI_ATOMIC_FLAG_CLEAR: return 1;
    case BI_ATOMIC_CMPXCHG:
    case BI_ATOMIC_CAS_STRONG:
    case BI_ATOMIC_CAS_WEAK: return 3;
    default: return 2;
    }
}

static LLVMAtomicRMWBinOp rmw_op(int op, bool is_signed)
{
    switch (op) {
    case BI_ATOMIC_ADD:
    case BI_ATOMIC_INC: return LLVMAtomicRMWBinOpAdd;
    case BI_ATOMIC_SUB:
    case BI_ATOMIC_DEC: return LLVMAtomicRMWBinOpSub;
    case BI_ATOMIC_MIN: return is_signed ? LLVMAtomicRMWBinOpMin : LLVMAtomicRMWBinOpUMin;
    case BI_ATOMIC_MAX: return is_signed ? LLVMAtomicRMWBinOpMax : LLVMAtomicRMWBinOpUMax;
    case BI_ATOMIC_AND: return LLVMAtomicRMWBinOpAnd;
    case BI_ATOMIC_OR: return LLVMAtomicRMWBinOpOr;
    case BI_ATOMIC_XOR: return LLVMAtomicRMWBinOpXor;
    default: return LLVMAtomicRMWBinOpXchg;
    }
}

/* atomic_work_item_fence(flags, order, scope): relaxed orders nothing;
 * a fence of work-item or work-group scope is one thread's (see above). */
static LLVMValueRef work_item_fence(CgContext *ctx, const CgCall *c)
{
    long long order = const_arg(c->args[1], 5), scope = const_arg(c->args[2], 2);
    if (ctx->target->kernel_abi == KERNEL_ABI_PTX_ENTRY) {
        cg_ptx_fence(ctx, c->args[0], order, scope);
        return NULL;
    }
    if (order == 0) return NULL;
    LLVMBuildFence(ctx->b, ordering_of(order), scope <= 1 && group_on_one_thread(ctx), "");
    return NULL;
}

/* The C11 compare-exchange's last step: the old value to *expected when
 * the exchange failed, and only then: *expected may be shared memory that
 * other work-items read. */
static LLVMValueRef store_expected(CgContext *ctx, LLVMValueRef ok, LLVMValueRef old, LLVMValueRef expected,
                                   unsigned align)
{
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInsertBlock(ctx->b));
    LLVMBasicBlockRef fail_bb = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "cas.fail");
    LLVMBasicBlockRef done_bb = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "cas.done");
    LLVMBuildCondBr(ctx->b, ok, done_bb, fail_bb);
    LLVMPositionBuilderAtEnd(ctx->b, fail_bb);
    LLVMValueRef st = LLVMBuildStore(ctx->b, old, expected);
    LLVMSetAlignment(st, align);
    LLVMBuildBr(ctx->b, done_bb);
    LLVMPositionBuilderAtEnd(ctx->b, done_bb);
    return ok;
}

/* A compare-exchange: legacy atomic_cmpxchg(p, cmp, val) returns the old
 * value; the C11 forms (obj, expected *, desired) store the old value to
 * *expected when it differs and return whether the exchange happened. */
static LLVMValueRef compare_exchange(CgContext *ctx, const CgCall *c, LLVMValueRef ptr, LLVMTypeRef vt, unsigned align,
                                     LLVMAtomicOrdering success, LLVMAtomicOrdering failure)
{
    LLVMTypeRef it = cg_bi_int_type(ctx, vt);
    bool legacy = c->aux == BI_ATOMIC_CMPXCHG;
    LLVMValueRef expected = legacy ? c->args[1] : NULL;
    if (!legacy) {
        LLVMValueRef ld = LLVMBuildLoad2(ctx->b, vt, c->args[1], "expected");
        LLVMSetAlignment(ld, align);
        expected = ld;
    }
    LLVMValueRef desired = c->args[2];
    if (it != vt) {
        expected = LLVMBuildBitCast(ctx->b, expected, it, "");
        desired = LLVMBuildBitCast(ctx->b, desired, it, "");
    }
    LLVMValueRef x = LLVMBuildAtomicCmpXchg(ctx->b, ptr, expected, desired, success, failure, 0);
    if (c->aux == BI_ATOMIC_CAS_WEAK) LLVMSetWeak(x, 1);
    LLVMValueRef old = LLVMBuildExtractValue(ctx->b, x, 0, "old");
    if (it != vt) old = LLVMBuildBitCast(ctx->b, old, vt, "");
    if (legacy) return old;
    return store_expected(ctx, LLVMBuildExtractValue(ctx->b, x, 1, "exchanged"), old, c->args[1], align);
}

/* An atomic operation on memory only this thread touches (local memory on
 * the CPU kernel ABI, see above): a volatile load, the operation, a
 * volatile store.  Returns what the atomic instruction would: the old
 * value, or for the C11 compare-exchange whether it exchanged. */
static LLVMValueRef volatile_access(LLVMValueRef v, unsigned align)
{
    LLVMSetVolatile(v, 1);
    LLVMSetAlignment(v, align);
    return v;
}

static LLVMValueRef one_thread_atomic(CgContext *ctx, const CgCall *c, int op, LLVMValueRef ptr, Type *vtype,
                                      unsigned align)
{
    LLVMBuilderRef b = ctx->b;
    LLVMTypeRef vt = cg_type(ctx, vtype);
    switch (op) {
    case BI_ATOMIC_LOAD: return volatile_access(LLVMBuildLoad2(b, vt, ptr, "atomic"), align);
    case BI_ATOMIC_STORE:
    case BI_ATOMIC_FLAG_CLEAR:
        volatile_access(LLVMBuildStore(b, op == BI_ATOMIC_STORE ? c->args[1] : LLVMConstInt(ctx->t_i32, 0, 0), ptr),
                        align);
        return NULL;
    case BI_ATOMIC_FLAG_TEST_AND_SET: {
        LLVMValueRef old = volatile_access(LLVMBuildLoad2(b, ctx->t_i32, ptr, "old"), align);
        volatile_access(LLVMBuildStore(b, LLVMConstInt(ctx->t_i32, 1, 0), ptr), align);
        return LLVMBuildICmp(b, LLVMIntNE, old, LLVMConstInt(ctx->t_i32, 0, 0), "was_set");
    }
    case BI_ATOMIC_CMPXCHG:
    case BI_ATOMIC_CAS_STRONG:
    case BI_ATOMIC_CAS_WEAK: {
        /* Compared as integers (a float's bits, as the instruction does);
         * the failing case stores the old value back, which nobody else
         * can see. */
        LLVMTypeRef it = cg_bi_int_type(ctx, vt);
        bool legacy = op == BI_ATOMIC_CMPXCHG;
        LLVMValueRef expected = legacy ? c->args[1] : LLVMBuildLoad2(b, vt, c->args[1], "expected");
        if (!legacy) LLVMSetAlignment(expected, align);
        LLVMValueRef desired = c->args[2];
        if (it != vt) {
            expected = LLVMBuildBitCast(b, expected, it, "");
            desired = LLVMBuildBitCast(b, desired, it, "");
        }
        LLVMValueRef old = volatile_access(LLVMBuildLoad2(b, it, ptr, "old"), align);
        LLVMValueRef ok = LLVMBuildICmp(b, LLVMIntEQ, old, expected, "exchanged");
        volatile_access(LLVMBuildStore(b, LLVMBuildSelect(b, ok, desired, old, ""), ptr), align);
        if (it != vt) old = LLVMBuildBitCast(b, old, vt, "");
        return legacy ? old : store_expected(ctx, ok, old, c->args[1], align);
    }
    default: {
        LLVMValueRef old = volatile_access(LLVMBuildLoad2(b, vt, ptr, "old"), align);
        LLVMValueRef v = op == BI_ATOMIC_INC || op == BI_ATOMIC_DEC ? LLVMConstInt(vt, 1, 0) : c->args[1], r = v;
        bool is_signed = type_is_signed(vtype);
        switch (rmw_op(op, is_signed)) {
        case LLVMAtomicRMWBinOpAdd: r = LLVMBuildAdd(b, old, v, ""); break;
        case LLVMAtomicRMWBinOpSub: r = LLVMBuildSub(b, old, v, ""); break;
        case LLVMAtomicRMWBinOpAnd: r = LLVMBuildAnd(b, old, v, ""); break;
        case LLVMAtomicRMWBinOpOr: r = LLVMBuildOr(b, old, v, ""); break;
        case LLVMAtomicRMWBinOpXor: r = LLVMBuildXor(b, old, v, ""); break;
        case LLVMAtomicRMWBinOpMin:
        case LLVMAtomicRMWBinOpUMin:
            r = LLVMBuildSelect(b, LLVMBuildICmp(b, is_signed ? LLVMIntSLT : LLVMIntULT, v, old, ""), v, old, "");
            break;
        case LLVMAtomicRMWBinOpMax:
        case LLVMAtomicRMWBinOpUMax:
            r = LLVMBuildSelect(b, LLVMBuildICmp(b, is_signed ? LLVMIntSGT : LLVMIntUGT, v, old, ""), v, old, "");
            break;
        default: break; /* exchange */
        }
        volatile_access(LLVMBuildStore(b, r, ptr), align);
        return old;
    }
    }
}

/* The operation c->aux on ptr, an object of vtype (LLVM vt), with the
 * orders given. */
static LLVMValueRef atomic_op(CgContext *ctx, const CgCall *c, LLVMValueRef ptr, Type *vtype, LLVMTypeRef vt,
                              unsigned align, LLVMAtomicOrdering order, LLVMAtomicOrdering failure)
{
    int op = c->aux;
    switch (op) {
    case BI_ATOMIC_INIT: {
        LLVMValueRef st = LLVMBuildStore(ctx->b, c->args[1], ptr);
        LLVMSetAlignment(st, align);
        return NULL;
    }
    case BI_ATOMIC_LOAD: {
        LLVMValueRef ld = LLVMBuildLoad2(ctx->b, vt, ptr, "atomic");
        LLVMSetOrdering(ld, order);
        LLVMSetAlignment(ld, align);
        return ld;
    }
    case BI_ATOMIC_STORE:
    case BI_ATOMIC_FLAG_CLEAR: {
        LLVMValueRef v = op == BI_ATOMIC_STORE ? c->args[1] : LLVMConstInt(ctx->t_i32, 0, 0);
        LLVMValueRef st = LLVMBuildStore(ctx->b, v, ptr);
        LLVMSetOrdering(st, order);
        LLVMSetAlignment(st, align);
        return NULL;
    }
    case BI_ATOMIC_CMPXCHG:
    case BI_ATOMIC_CAS_STRONG:
    case BI_ATOMIC_CAS_WEAK: return compare_exchange(ctx, c, ptr, vt, align, order, failure);
    case BI_ATOMIC_FLAG_TEST_AND_SET: {
        LLVMValueRef old =
            LLVMBuildAtomicRMW(ctx->b, LLVMAtomicRMWBinOpXchg, ptr, LLVMConstInt(ctx->t_i32, 1, 0), order, 0);
        return LLVMBuildICmp(ctx->b, LLVMIntNE, old, LLVMConstInt(ctx->t_i32, 0, 0), "was_set");
    }
    default: {
        LLVMValueRef v = op == BI_ATOMIC_INC || op == BI_ATOMIC_DEC ? LLVMConstInt(vt, 1, 0) : c->args[1];
        return LLVMBuildAtomicRMW(ctx->b, rmw_op(op, type_is_signed(vtype)), ptr, v, order, 0);
    }
    }
}

LLVMValueRef cg_bi_atomic(CgContext *ctx, const CgCall *c)
{
    int op = c->aux;
    if (op == BI_ATOMIC_FENCE) return work_item_fence(ctx, c);
    Type *pointee = c->types[0]->ptr.pointee;
    Type *obj = cg_unqual(pointee);
    bool c11 = type_is_atomic(obj);
    Type *vtype = c11 ? obj->atomic.value : obj;
    LLVMTypeRef vt = cg_type(ctx, vtype);
    unsigned align = (unsigned)type_size(vtype);
    LLVMValueRef ptr = c->args[0];
    if (type_addr_space(pointee) == AS_LOCAL && group_on_one_thread(ctx) && op != BI_ATOMIC_INIT)
        return one_thread_atomic(ctx, c, op, ptr, vtype, align);

    /* The orders: none written is seq_cst for the C11 forms and relaxed
     * for the legacy ones. */
    int base = base_args(op);
    LLVMAtomicOrdering order = c11 ? LLVMAtomicOrderingSequentiallyConsistent : LLVMAtomicOrderingMonotonic;
    LLVMAtomicOrdering failure = order;
    int norders = op == BI_ATOMIC_CAS_STRONG || op == BI_ATOMIC_CAS_WEAK ? 2 : 1;
    if (c11 && c->n > base) {
        order = ordering_of(const_arg(c->args[base], 5));
        failure = norders == 2 ? ordering_of(const_arg(c->args[base + 1], 5)) : order;
    }

    if (ctx->target->kernel_abi == KERNEL_ABI_PTX_ENTRY) {
        /* NVPTX 19 writes every read-modify-write as a relaxed atom at the
         * GPU's scope and selects no ordered load or store: the order is
         * the membars of the scope around a relaxed operation (a release
         * before, an acquire after; both for seq_cst), what PTX's own
         * mapping of the C++ model does with fence.sc. */
        long long scope = c11 && c->n > base + norders ? const_arg(c->args[base + norders], 2) : 2;
        bool releases = order == LLVMAtomicOrderingRelease || order == LLVMAtomicOrderingAcquireRelease ||
                        order == LLVMAtomicOrderingSequentiallyConsistent;
        bool acquires = order != LLVMAtomicOrderingMonotonic && order != LLVMAtomicOrderingRelease;
        if (op == BI_ATOMIC_INIT) releases = acquires = false;
        if (releases) cg_ptx_fence(ctx, NULL, 5, scope);
        LLVMValueRef r =
            atomic_op(ctx, c, ptr, vtype, vt, align, LLVMAtomicOrderingMonotonic, LLVMAtomicOrderingMonotonic);
        if (acquires) cg_ptx_fence(ctx, NULL, 2, scope);
        return r;
    }
    return atomic_op(ctx, c, ptr, vtype, vt, align, order, failure);
}

/* ---- the generic address space ------------------------------------- */

/* Where a generic pointer points on nvptx64 (BI_SPACE_*): PTX asks the
 * hardware's address windows (isspacep.shared, isspacep.local); whatever
 * is in neither is global, as on the CPU. */
static LLVMValueRef ptx_space_of(CgContext *ctx, LLVMValueRef p)
{
    LLVMTypeRef i32 = ctx->t_i32;
    LLVMValueRef shared = cg_bi_intrinsic(ctx, "llvm.nvvm.isspacep.shared", NULL, &p, 1);
    LLVMValueRef local = cg_bi_intrinsic(ctx, "llvm.nvvm.isspacep.local", NULL, &p, 1);
    LLVMValueRef space = LLVMBuildSelect(ctx->b, local, LLVMConstInt(i32, BI_SPACE_PRIVATE, 0),
                                         LLVMConstInt(i32, BI_SPACE_GLOBAL, 0), "");
    return LLVMBuildSelect(ctx->b, shared, LLVMConstInt(i32, BI_SPACE_LOCAL, 0), space, "space");
}

LLVMValueRef cg_bi_space(CgContext *ctx, const CgCall *c)
{
    LLVMTypeRef i32 = ctx->t_i32, generic = LLVMPointerTypeInContext(ctx->ctx, cg_addr_space(ctx, AS_GENERIC));
    LLVMValueRef p = LLVMBuildAddrSpaceCast(ctx->b, c->args[0], generic, "");
    LLVMValueRef space;
    if (ctx->target->kernel_abi == KERNEL_ABI_PTX_ENTRY) {
        space = ptx_space_of(ctx, p);
    } else {
        LLVMTypeRef fnty = LLVMFunctionType(i32, &generic, 1, 0);
        LLVMValueRef fn = cg_bi_runtime_fn(ctx, "__oclc_space_of", fnty, false);
        space = LLVMBuildCall2(ctx->b, fnty, fn, &p, 1, "space");
    }
    if (c->aux == BI_SPACE_FENCE) {
        /* Local memory is fenced by CLK_LOCAL_MEM_FENCE; global and
         * private (which no fence needs) answer CLK_GLOBAL_MEM_FENCE. */
        LLVMValueRef is_local = LLVMBuildICmp(ctx->b, LLVMIntEQ, space, LLVMConstInt(i32, BI_SPACE_LOCAL, 0), "");
        return LLVMBuildSelect(ctx->b, is_local, LLVMConstInt(i32, 1, 0), LLVMConstInt(i32, 2, 0), "fence");
    }
    LLVMValueRef hit = LLVMBuildICmp(ctx->b, LLVMIntEQ, space, LLVMConstInt(i32, (unsigned)c->aux, 0), "");
    LLVMValueRef cast = LLVMBuildAddrSpaceCast(ctx->b, c->args[0], c->ret_ty, "");
    return LLVMBuildSelect(ctx->b, hit, cast, LLVMConstNull(c->ret_ty), "");
}
