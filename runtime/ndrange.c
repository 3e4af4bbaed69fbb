/*
 * ndrange.c - running a kernel over an NDRange: argument and range checks,
 * the split into work-groups, and the two ways a group runs.
 *
 * An enqueue is checked first, completely, so a bad call changes nothing:
 * argument count and sizes against the kernel's descriptor (support/kernel_abi.h),
 * work_dim, sizes, offsets, the local size (OpenCL 2.0's rule by default:
 * the last group of a dimension may be smaller; with -cl-std=CL1.x or
 * -cl-uniform-work-group-size the kernel's descriptor says the local size
 * must divide the global size, as in OpenCL 1.2), and a required
 * work-group size.  Then the groups, numbered x fastest, are handed out in
 * chunks through one atomic counter to the enqueuing thread and the pool
 * (pool.c); each thread allocates its group's local memory once and reuses
 * it for every group it runs.
 *
 * A group runs one of three ways:
 *
 *   - the kernel's work-group function (__oclc_wg_k), a loop over a row
 *     of work-items (x) compiled around the inlined kernel body, called
 *     for each row (y, z): nothing per work-item happens here;
 *   - for a kernel whose barriers split its body into regions
 *     (OCLC_KERNEL_REGIONS, codegen/cg_kernel.c), its work-group function
 *     called once for the whole group: a loop over the work-items per
 *     region, the barriers between them; no fiber group runs, so a
 *     barrier call there returns at once;
 *   - for any other kernel that may reach a barrier, one fiber per work-item,
 *     each with its own stack, run round-robin by a scheduler
 *     on this thread: __oclc_barrier() switches back to it, and once every
 *     work-item of the group is at the barrier they all go on.  A group
 *     where some work-items finish while others wait at a barrier (a
 *     barrier in divergent control flow, undefined in OpenCL) is stopped
 *     and reported instead of hanging.
 *
 * Plain (C ABI) functions read the work-item functions through the
 * runtime functions below, which use the thread's current work-item: the
 * fiber's, or none (then they answer as a single work-item would: ids 0,
 * sizes 1), for a kernel called directly from C.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#if !defined(__x86_64__)
#include <ucontext.h>
#endif

#include "runtime/runtime.h"

/* Under valgrind, fiber stacks must be registered, or every access to them
 * after a switch is reported as invalid.  Outside valgrind a client
 * request is a few instructions that do nothing. */
#if defined(__has_include)
#if __has_include(<valgrind/valgrind.h>)
#include <valgrind/valgrind.h>
#define OCLC_VALGRIND 1
#endif
#endif

/* Under ThreadSanitizer, each fiber is a TSan fiber and every switch is
 * announced, or TSan takes the work-items' frames for the thread's own and
 * its shadow stack (and the state it keeps per thread) goes wrong.  The
 * switches synchronize: the fibers of a group run one after another on one
 * thread, so each happens after the previous one. */
#if defined(__SANITIZE_THREAD__)
#define OCLC_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define OCLC_TSAN 1
#endif
#endif
#ifdef OCLC_TSAN
#include <sanitizer/tsan_interface.h>
#define TSAN_SWITCH(fiber) __tsan_switch_to_fiber((fiber), 0)
#else
#define TSAN_SWITCH(fiber) ((void)0)
#endif

/* codegen/cg_kernel.c builds its LLVM twin of OclcWorkItem by field
 * number, assuming natural alignment; these pin the layout it assumes. */
_Static_assert(offsetof(OclcWorkGroup, global_offset) == 24, "abi");
_Static_assert(offsetof(OclcWorkGroup, local_size) == 72, "abi");
_Static_assert(offsetof(OclcWorkGroup, group_id) == 120, "abi");
_Static_assert(offsetof(OclcWorkGroup, local_mem) == 144, "abi");
_Static_assert(offsetof(OclcWorkGroup, work_dim) == 152, "abi");
_Static_assert(offsetof(OclcWorkItem, local_id) == 160, "abi");
_Static_assert(offsetof(OclcKernelDesc, reqd_work_group_size) == 52, "abi");
_Static_assert(offsetof(OclcKernelDesc, attributes) == 64, "abi");
_Static_assert(sizeof(OclcKernelDesc) == 72, "abi");

/* Limits, documented in docs/embedding.md. */
#define MAX_GROUP_ITEMS    ((uint64_t)1 << 24) /* work-items per group, loop kernels */
#define MAX_FIBER_ITEMS    1024                /* work-items per group with barriers */
#define MAX_SUBGROUP_ITEMS 128                 /* ... that use sub-groups (a sub-group is the group) */
#define PICK_GROUP_ITEMS   4096                /* what oclc picks for loop kernels */
#define PICK_FIBER_ITEMS   64                  /* ... and for kernels with barriers */
#define FIBER_STACK        (256u << 10)
#define LOCAL_ALIGN        128

/* A kernel that uses sub-groups has groups of at most 128 work-items: a
 * sub-group is its work-group, and 128 is the most a sub-group may have
 * for the sub-group extensions' masks (a uint4: cl_khr_subgroup_ballot)
 * and for the conformance suite, which assumes it. */
uint64_t ndrange_max_group_items(const OclcKernelDesc *k)
{
    if (k->flags & OCLC_KERNEL_SUBGROUPS) return MAX_SUBGROUP_ITEMS;
    return (k->flags & OCLC_KERNEL_BARRIER) ? MAX_FIBER_ITEMS : MAX_GROUP_ITEMS;
}

/* ------------------------------------------------------------------ */
/* The current work-item and the plain work-item functions             */

/*
 * Switching fibers.  On x86-64 a switch is a few instructions (fiber_swap
 * below: the callee-saved registers and the stack pointer); elsewhere it is
 * swapcontext, which also saves the signal mask with a system call per
 * switch, about 50 times slower.  The ABI also has a call keep the SSE and
 * x87 control words, but nothing that runs between two switches of a
 * launch changes them (kernels cannot, the runtime does not, and the
 * fibers start with the thread's, fiber_init), so the switch leaves them
 * as they are: reloading them (ldmxcsr, fldcw) was two thirds of a
 * switch's time (perf).  The slot they had on the stack stays, unused.
 */
#if defined(__x86_64__)
#define FIBER_ASM 1
/* Saves the callee-saved state on the current stack, stores the stack
 * pointer in *from, and resumes the fiber whose stack pointer is `to`. */
void oclc_fiber_swap(void **from, void *to);
__asm__(".text\n"
        ".globl oclc_fiber_swap\n"
        ".hidden oclc_fiber_swap\n"
        ".type oclc_fiber_swap,@function\n"
        "oclc_fiber_swap:\n"
        "  pushq %rbp\n  pushq %rbx\n  pushq %r12\n  pushq %r13\n  pushq %r14\n  pushq %r15\n"
        "  subq $8, %rsp\n"
        "  movq %rsp, (%rdi)\n"
        "  movq %rsi, %rsp\n"
        "  addq $8, %rsp\n"
        "  popq %r15\n  popq %r14\n  popq %r13\n  popq %r12\n  popq %rbx\n  popq %rbp\n"
        "  ret\n"
        ".size oclc_fiber_swap, .-oclc_fiber_swap\n");
#else
#define FIBER_ASM 0
#endif

typedef struct Fiber {
#if FIBER_ASM
    void *sp; /* saved stack pointer while switched out */
#else
    ucontext_t ctx;
#endif
    OclcWorkItem wi;
    int state;         /* FIBER_* */
    unsigned rounds;   /* the group operations (async copies, collectives) it has entered */
    unsigned vg_stack; /* valgrind's id of the stack */
    void *tsan;        /* TSan's fiber, under TSan */
} Fiber;

enum { FIBER_RUNNING, FIBER_BARRIER, FIBER_DONE };

typedef struct FiberGroup {
#if FIBER_ASM
    void *sched_sp;
#else
    ucontext_t sched;
#endif
    Fiber *fibers;
    size_t cap;      /* fibers (and stacks) allocated */
    size_t n;        /* the work-items of the group running */
    uint64_t *slots; /* cap values: a group operation's arguments, then its results */
    unsigned done;   /* the last group operation done (group_wait) */
    char *stacks;    /* cap * (FIBER_STACK + guard page) */
    size_t stacks_len;
    size_t current;
    const OclcKernelDesc *k;
    void **args;
    void *tsan_sched; /* TSan's fiber of the scheduling thread */
} FiberGroup;

static _Thread_local FiberGroup *cur_group;      /* while a fiber group runs */
static _Thread_local const OclcWorkItem *cur_wi; /* the running fiber's */

/* The two switches, each announced to TSan first: from fiber f back to
 * the scheduler of its group, and from the scheduler into f. */
static void switch_to_scheduler(FiberGroup *fg, Fiber *f)
{
    TSAN_SWITCH(fg->tsan_sched);
#if FIBER_ASM
    oclc_fiber_swap(&f->sp, fg->sched_sp);
#else
    swapcontext(&f->ctx, &fg->sched);
#endif
}

static void switch_to_fiber(FiberGroup *fg, Fiber *f)
{
    TSAN_SWITCH(f->tsan);
#if FIBER_ASM
    oclc_fiber_swap(&fg->sched_sp, f->sp);
#else
    swapcontext(&fg->sched, &f->ctx);
#endif
}

/* Neutral answers outside an NDRange: one work-item, one dimension. */
static const OclcWorkItem single_item = {
    .g = {{1, 1, 1}, {0, 0, 0}, {1, 1, 1}, {1, 1, 1}, {1, 1, 1}, {0, 0, 0}, NULL, 1, 0},
    .local_id = {0, 0, 0},
};

static const OclcWorkItem *wi_now(void) { return cur_wi ? cur_wi : &single_item; }

#define RT_EXPORT __attribute__((visibility("default")))

RT_EXPORT uint32_t __oclc_get_work_dim(void) { return wi_now()->g.work_dim; }
RT_EXPORT uint64_t __oclc_get_global_size(uint32_t d) { return d < 3 ? wi_now()->g.global_size[d] : 1; }
RT_EXPORT uint64_t __oclc_get_global_offset(uint32_t d) { return d < 3 ? wi_now()->g.global_offset[d] : 0; }
RT_EXPORT uint64_t __oclc_get_local_size(uint32_t d) { return d < 3 ? wi_now()->g.local_size[d] : 1; }
RT_EXPORT uint64_t __oclc_get_enqueued_local_size(uint32_t d) { return d < 3 ? wi_now()->g.enqueued_local_size[d] : 1; }
RT_EXPORT uint64_t __oclc_get_num_groups(uint32_t d) { return d < 3 ? wi_now()->g.num_groups[d] : 1; }
RT_EXPORT uint64_t __oclc_get_group_id(uint32_t d) { return d < 3 ? wi_now()->g.group_id[d] : 0; }
RT_EXPORT uint64_t __oclc_get_local_id(uint32_t d) { return d < 3 ? wi_now()->local_id[d] : 0; }

static uint64_t global_index(const OclcWorkItem *w, int d)
{
    return w->g.group_id[d] * w->g.enqueued_local_size[d] + w->local_id[d];
}

RT_EXPORT uint64_t __oclc_get_global_id(uint32_t d)
{
    const OclcWorkItem *w = wi_now();
    return d < 3 ? global_index(w, (int)d) + w->g.global_offset[d] : 0;
}

RT_EXPORT uint64_t __oclc_get_global_linear_id(void)
{
    const OclcWorkItem *w = wi_now();
    return (global_index(w, 2) * w->g.global_size[1] + global_index(w, 1)) * w->g.global_size[0] + global_index(w, 0);
}

RT_EXPORT uint64_t __oclc_get_local_linear_id(void)
{
    const OclcWorkItem *w = wi_now();
    return (w->local_id[2] * w->g.local_size[1] + w->local_id[1]) * w->g.local_size[0] + w->local_id[0];
}

/* The sub-group functions of plain functions (codegen/cg_bi_group.c): a
 * sub-group is the work-group. */
static uint32_t items_of(const uint64_t n[3]) { return (uint32_t)(n[0] * n[1] * n[2]); }
RT_EXPORT uint32_t __oclc_get_sub_group_size(void) { return items_of(wi_now()->g.local_size); }
RT_EXPORT uint32_t __oclc_get_max_sub_group_size(void) { return items_of(wi_now()->g.enqueued_local_size); }
RT_EXPORT uint32_t __oclc_get_num_sub_groups(void) { return 1; }
RT_EXPORT uint32_t __oclc_get_enqueued_num_sub_groups(void) { return 1; }
RT_EXPORT uint32_t __oclc_get_sub_group_id(void) { return 0; }
RT_EXPORT uint32_t __oclc_get_sub_group_local_id(void) { return (uint32_t)__oclc_get_local_linear_id(); }
/* ---- where a pointer points: to_global, to_local, to_private -------- */

/*
 * Every OpenCL space is one flat memory on the CPU, so the generic
 * space's to_global/to_local/to_private and get_fence (codegen/
 * cg_bi_atomic.c) ask here where an address lies: in the running group's
 * local memory (this thread's: a thread runs one group at a time, and
 * sets cur_local around it), on the running work-item's stack (the
 * fiber's, or the thread's, found once per thread), or elsewhere, which
 * is global memory (buffers, program-scope variables).  The answers are
 * codegen's BI_SPACE_* values.
 */
enum { SPACE_GLOBAL = 0, SPACE_LOCAL = 1, SPACE_PRIVATE = 2 };

static _Thread_local const char *cur_local;                      /* the running group's local memory */
static _Thread_local uint64_t cur_local_len;
static _Thread_local uintptr_t thread_stack_lo, thread_stack_hi; /* 0 0: not found yet */

static void thread_stack_find(void)
{
    pthread_attr_t attr;
    void *lo = NULL;
    size_t len = 0;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        pthread_attr_getstack(&attr, &lo, &len);
        pthread_attr_destroy(&attr);
    }
    thread_stack_lo = (uintptr_t)lo;
    thread_stack_hi = lo ? (uintptr_t)lo + len : 1; /* 1: none found, and do not ask again */
}

static bool fiber_stack_has(FiberGroup *fg, uintptr_t a);

RT_EXPORT uint32_t __oclc_space_of(const void *p)
{
    uintptr_t a = (uintptr_t)p;
    if (cur_local && a - (uintptr_t)cur_local < cur_local_len) return SPACE_LOCAL;
    if (cur_group) return fiber_stack_has(cur_group, a) ? SPACE_PRIVATE : SPACE_GLOBAL;
    if (!thread_stack_hi) thread_stack_find();
    return a >= thread_stack_lo && a < thread_stack_hi ? SPACE_PRIVATE : SPACE_GLOBAL;
}

/* barrier(flags): back to the scheduler until the whole group is here.
 * Outside a fiber group (a kernel called from C) the caller is the only
 * work-item, so it passes at once.  Local and global memory need no
 * fence: every work-item of a group runs on this thread. */
RT_EXPORT void __oclc_barrier(uint32_t flags)
{
    (void)flags;
    FiberGroup *fg = cur_group;
    if (!fg) return;
    Fiber *f = &fg->fibers[fg->current];
    f->state = FIBER_BARRIER;
    switch_to_scheduler(fg, f);
}

/* ---- group operations: async copies and collectives ---------------- */

/*
 * An async copy (6.15.10) and a work-group collective (6.15.16) are
 * operations of the whole group: every work-item reaches them, with the
 * same arguments (a copy, a broadcast's id) or its own value (a
 * reduction).  group_wait() is how: the work-item leaves its value in its
 * slot and waits as at a barrier; once every work-item of the group is
 * there, the first to go on (the scheduler resumes them in order) does the
 * operation for all of them -- the copy, or every work-item's result, in
 * the slots -- and each one then reads its own result before it goes on.
 * A slot is written again only when its work-item enters the next
 * operation, after it has read its result; the operations are counted per
 * work-item (Fiber.rounds) so the first to go on knows the group has not
 * done this one yet.  Outside a fiber group (a kernel called from C) the
 * caller is the only work-item.
 */
typedef void (*GroupOp)(uint64_t *slots, size_t n, const void *arg);

/* Returns the slots after `op` ran over them, and the caller's index. */
static uint64_t *group_wait(uint64_t value, GroupOp op, const void *arg, size_t *self)
{
    FiberGroup *fg = cur_group;
    size_t me = fg->current;
    Fiber *f = &fg->fibers[me];
    fg->slots[me] = value;
    unsigned round = ++f->rounds;
    __oclc_barrier(0);
    if (fg->done != round) {
        op(fg->slots, fg->n, arg);
        fg->done = round;
    }
    *self = me;
    return fg->slots;
}

/* The copy of an async_work_group_copy / _strided_copy: n elements of
 * `size` bytes, strides in elements. */
typedef struct AsyncCopy {
    char *dst;
    const char *src;
    uint64_t size, n, dst_stride, src_stride;
} AsyncCopy;

static void async_copy_run(const AsyncCopy *c)
{
    if (c->dst_stride == 1 && c->src_stride == 1) {
        memmove(c->dst, c->src, c->size * c->n);
        return;
    }
    for (uint64_t i = 0; i < c->n; i++)
        memcpy(c->dst + i * c->dst_stride * c->size, c->src + i * c->src_stride * c->size, c->size);
}

static void async_copy_op(uint64_t *slots, size_t n, const void *arg)
{
    (void)slots;
    (void)n;
    async_copy_run(arg);
}

/* What an async copy returns for a zero event: any non-null token will
 * do, since every copy is complete when it returns. */
static char async_event_token;

RT_EXPORT void *__oclc_async_copy(void *dst, const void *src, uint64_t size, uint64_t n, uint64_t dst_stride,
                                  uint64_t src_stride, void *event)
{
    AsyncCopy c = {dst, src, size, n, dst_stride, src_stride};
    size_t self;
    if (cur_group)
        group_wait(0, async_copy_op, &c, &self);
    else
        async_copy_run(&c);
    return event ? event : &async_event_token;
}

/* The collectives, per type: a slot holds the type's value in its first
 * bytes (memcpy, no aliasing games).  Reductions and scans go in local
 * linear id order (the spec's "increasing 1D linear global ID within the
 * work-group"), in the type's own precision; min and max of floating
 * types are fmin and fmax (a NaN is ignored unless every value is one). */
#define WG_TYPES(X)                                                          \
    X(int, int32_t, 0, INT32_MAX, INT32_MIN, wg_min_int, wg_max_int)         \
    X(uint, uint32_t, 0, UINT32_MAX, 0, wg_min_int, wg_max_int)              \
    X(long, int64_t, 0, INT64_MAX, INT64_MIN, wg_min_int, wg_max_int)        \
    X(ulong, uint64_t, 0, UINT64_MAX, 0, wg_min_int, wg_max_int)             \
    X(float, float, 0.0f, __builtin_inff(), -__builtin_inff(), fminf, fmaxf) \
    X(double, double, 0.0, __builtin_inf(), -__builtin_inf(), fmin, fmax)

#define wg_min_int(a, b) ((b) < (a) ? (b) : (a))
#define wg_max_int(a, b) ((a) < (b) ? (b) : (a))
/* OpenCL's integer add wraps (the collectives of int and long too), C's
 * signed add must not overflow: signed lanes add as unsigned. */
#define WG_ADD(a, b)                                       \
    _Generic((a),                                          \
        int32_t: (int32_t)((uint32_t)(a) + (uint32_t)(b)), \
        int64_t: (int64_t)((uint64_t)(a) + (uint64_t)(b)), \
        default: (a) + (b))

#define WG_DEFINE(name, T, ZERO, MAXV, MINV, MINF, MAXF)                                           \
    static T wg_get_##name(uint64_t s)                                                             \
    {                                                                                              \
        T v;                                                                                       \
        memcpy(&v, &s, sizeof v);                                                                  \
        return v;                                                                                  \
    }                                                                                              \
    static uint64_t wg_put_##name(T v)                                                             \
    {                                                                                              \
        uint64_t s = 0;                                                                            \
        memcpy(&s, &v, sizeof v);                                                                  \
        return s;                                                                                  \
    }                                                                                              \
    WG_OPS(name, T, add, WG_ADD, ZERO)                                                             \
    WG_OPS(name, T, min, MINF, MAXV)                                                               \
    WG_OPS(name, T, max, MAXF, MINV)                                                               \
    static void wg_broadcast_##name(uint64_t *s, size_t n, const void *arg)                        \
    {                                                                                              \
        uint64_t v = s[*(const size_t *)arg];                                                      \
        for (size_t i = 0; i < n; i++) s[i] = v;                                                   \
    }                                                                                              \
    RT_EXPORT T __oclc_work_group_broadcast1_##name(T x, uint64_t id)                              \
    {                                                                                              \
        return wg_broadcast(x, wg_put_##name, wg_get_##name, wg_broadcast_##name, id, 0, 0);       \
    }                                                                                              \
    RT_EXPORT T __oclc_work_group_broadcast2_##name(T x, uint64_t id0, uint64_t id1)               \
    {                                                                                              \
        return wg_broadcast(x, wg_put_##name, wg_get_##name, wg_broadcast_##name, id0, id1, 0);    \
    }                                                                                              \
    RT_EXPORT T __oclc_work_group_broadcast3_##name(T x, uint64_t id0, uint64_t id1, uint64_t id2) \
    {                                                                                              \
        return wg_broadcast(x, wg_put_##name, wg_get_##name, wg_broadcast_##name, id0, id1, id2);  \
    }                                                                                              \
    RT_EXPORT T __oclc_sub_group_broadcast_##name(T x, uint32_t id)                                \
    {                                                                                              \
        return __oclc_work_group_broadcast1_##name(x, id);                                         \
    }

/* reduce, inclusive scan, exclusive scan of one operation (identity I). */
#define WG_OPS(name, T, op, OP, I)                                                                               \
    static void wg_reduce_##op##_##name(uint64_t *s, size_t n, const void *arg)                                  \
    {                                                                                                            \
        (void)arg;                                                                                               \
        T acc = wg_get_##name(s[0]);                                                                             \
        for (size_t i = 1; i < n; i++) acc = OP(acc, wg_get_##name(s[i]));                                       \
        for (size_t i = 0; i < n; i++) s[i] = wg_put_##name(acc);                                                \
    }                                                                                                            \
    static void wg_inclusive_##op##_##name(uint64_t *s, size_t n, const void *arg)                               \
    {                                                                                                            \
        (void)arg;                                                                                               \
        T acc = wg_get_##name(s[0]);                                                                             \
        for (size_t i = 1; i < n; i++) s[i] = wg_put_##name(acc = OP(acc, wg_get_##name(s[i])));                 \
    }                                                                                                            \
    static void wg_exclusive_##op##_##name(uint64_t *s, size_t n, const void *arg)                               \
    {                                                                                                            \
        (void)arg;                                                                                               \
        T acc = I;                                                                                               \
        for (size_t i = 0; i < n; i++) {                                                                         \
            T v = wg_get_##name(s[i]);                                                                           \
            s[i] = wg_put_##name(acc);                                                                           \
            acc = OP(acc, v);                                                                                    \
        }                                                                                                        \
    }                                                                                                            \
    RT_EXPORT T __oclc_work_group_reduce_##op##_##name(T x)                                                      \
    {                                                                                                            \
        if (!cur_group) return x;                                                                                \
        size_t self;                                                                                             \
        return wg_get_##name(group_wait(wg_put_##name(x), wg_reduce_##op##_##name, NULL, &self)[self]);          \
    }                                                                                                            \
    RT_EXPORT T __oclc_work_group_scan_inclusive_##op##_##name(T x)                                              \
    {                                                                                                            \
        if (!cur_group) return x;                                                                                \
        size_t self;                                                                                             \
        return wg_get_##name(group_wait(wg_put_##name(x), wg_inclusive_##op##_##name, NULL, &self)[self]);       \
    }                                                                                                            \
    RT_EXPORT T __oclc_work_group_scan_exclusive_##op##_##name(T x)                                              \
    {                                                                                                            \
        if (!cur_group) return I;                                                                                \
        size_t self;                                                                                             \
        return wg_get_##name(group_wait(wg_put_##name(x), wg_exclusive_##op##_##name, NULL, &self)[self]);       \
    }                                                                                                            \
    /* A sub-group is the work-group (codegen/cg_bi_group.c). */                                                 \
    RT_EXPORT T __oclc_sub_group_reduce_##op##_##name(T x) { return __oclc_work_group_reduce_##op##_##name(x); } \
    RT_EXPORT T __oclc_sub_group_scan_inclusive_##op##_##name(T x)                                               \
    {                                                                                                            \
        return __oclc_work_group_scan_inclusive_##op##_##name(x);                                                \
    }                                                                                                            \
    RT_EXPORT T __oclc_sub_group_scan_exclusive_##op##_##name(T x)                                               \
    {                                                                                                            \
        return __oclc_work_group_scan_exclusive_##op##_##name(x);                                                \
    }

/* The local linear id of (id0, id1, id2) in the current group. */
static size_t wg_linear(uint64_t id0, uint64_t id1, uint64_t id2)
{
    const OclcWorkItem *w = wi_now();
    return (size_t)((id2 * w->g.local_size[1] + id1) * w->g.local_size[0] + id0);
}

#define wg_broadcast(x, put, get, op, id0, id1, id2)                                                                \
    (cur_group ? get(group_wait(put(x), op, &(size_t){wg_linear(id0, id1, id2)}, &(size_t){0})[cur_group->current]) \
               : (x))

WG_TYPES(WG_DEFINE)

static void wg_all_op(uint64_t *s, size_t n, const void *arg)
{
    uint64_t all = 1, any = 0;
    for (size_t i = 0; i < n; i++) {
        all &= s[i] != 0;
        any |= s[i] != 0;
    }
    for (size_t i = 0; i < n; i++) s[i] = *(const bool *)arg ? all : any;
}

RT_EXPORT int32_t __oclc_work_group_all_int(int32_t predicate)
{
    size_t self;
    if (!cur_group) return predicate != 0;
    return (int32_t)group_wait(predicate != 0, wg_all_op, &(bool){true}, &self)[self];
}

RT_EXPORT int32_t __oclc_work_group_any_int(int32_t predicate)
{
    size_t self;
    if (!cur_group) return predicate != 0;
    return (int32_t)group_wait(predicate != 0, wg_all_op, &(bool){false}, &self)[self];
}

RT_EXPORT int32_t __oclc_sub_group_all_int(int32_t predicate) { return __oclc_work_group_all_int(predicate); }
RT_EXPORT int32_t __oclc_sub_group_any_int(int32_t predicate) { return __oclc_work_group_any_int(predicate); }
RT_EXPORT void __oclc_sub_group_barrier(uint32_t flags) { __oclc_barrier(flags); }

/* The work-item running on this thread (a fiber's, with row_items 1), or
 * NULL: a kernel's plain C function runs as it (cg_kernel.c,
 * make_plain_wrapper). */
RT_EXPORT const OclcWorkItem *__oclc_work_item(void) { return cur_wi; }

/* libgcc's conversions to and from half, which LLVM's x86 back end calls
 * where the CPU has no instruction for them: double to half without
 * AVX512-FP16 (an AMD Zen 4 has none), float to and from half without
 * F16C.  An object from `oclc -c` gets them from libgcc at its link; a
 * JIT program from here, since liboclc links libgcc in, where the
 * process's symbols cannot see them.  Only their addresses are taken. */
extern void __extendhfsf2(void), __extendhfdf2(void), __truncsfhf2(void), __truncdfhf2(void);

const RuntimeSymbol runtime_symbols[] = {
    {"__extendhfsf2", (void *)__extendhfsf2},
    {"__extendhfdf2", (void *)__extendhfdf2},
    {"__truncsfhf2", (void *)__truncsfhf2},
    {"__truncdfhf2", (void *)__truncdfhf2},
    {"__oclc_work_item", (void *)__oclc_work_item},
    {"__oclc_get_work_dim", (void *)__oclc_get_work_dim},
    {"__oclc_get_global_size", (void *)__oclc_get_global_size},
    {"__oclc_get_global_offset", (void *)__oclc_get_global_offset},
    {"__oclc_get_local_size", (void *)__oclc_get_local_size},
    {"__oclc_get_enqueued_local_size", (void *)__oclc_get_enqueued_local_size},
    {"__oclc_get_num_groups", (void *)__oclc_get_num_groups},
    {"__oclc_get_group_id", (void *)__oclc_get_group_id},
    {"__oclc_get_local_id", (void *)__oclc_get_local_id},
    {"__oclc_get_global_id", (void *)__oclc_get_global_id},
    {"__oclc_get_global_linear_id", (void *)__oclc_get_global_linear_id},
    {"__oclc_get_local_linear_id", (void *)__oclc_get_local_linear_id},
    {"__oclc_get_sub_group_size", (void *)__oclc_get_sub_group_size},
    {"__oclc_get_max_sub_group_size", (void *)__oclc_get_max_sub_group_size},
    {"__oclc_get_num_sub_groups", (void *)__oclc_get_num_sub_groups},
    {"__oclc_get_enqueued_num_sub_groups", (void *)__oclc_get_enqueued_num_sub_groups},
    {"__oclc_get_sub_group_id", (void *)__oclc_get_sub_group_id},
    {"__oclc_get_sub_group_local_id", (void *)__oclc_get_sub_group_local_id},
    {"__oclc_barrier", (void *)__oclc_barrier},
    {"__oclc_space_of", (void *)__oclc_space_of},
    {"__oclc_printf", (void *)__oclc_printf},
    {"__oclc_sub_group_all_int", (void *)__oclc_sub_group_all_int},
    {"__oclc_sub_group_any_int", (void *)__oclc_sub_group_any_int},
    {"__oclc_sub_group_barrier", (void *)__oclc_sub_group_barrier},
    {"__oclc_async_copy", (void *)__oclc_async_copy},
    {"__oclc_work_group_all_int", (void *)__oclc_work_group_all_int},
    {"__oclc_work_group_any_int", (void *)__oclc_work_group_any_int},
/* (clang-format cannot settle on a layout for this list.) */
/* clang-format off */
#define WG_SYMBOL(fn) {#fn, (void *)fn},
#define WG_SYMBOLS(name, T, ZERO, MAXV, MINV, MINF, MAXF)      \
    WG_SYMBOL(__oclc_work_group_broadcast1_##name)             \
    WG_SYMBOL(__oclc_work_group_broadcast2_##name)             \
    WG_SYMBOL(__oclc_work_group_broadcast3_##name)             \
    WG_SYMBOL(__oclc_sub_group_broadcast_##name)               \
    WG_SYMBOL(__oclc_work_group_reduce_add_##name)             \
    WG_SYMBOL(__oclc_work_group_reduce_min_##name)             \
    WG_SYMBOL(__oclc_work_group_reduce_max_##name)             \
    WG_SYMBOL(__oclc_work_group_scan_inclusive_add_##name)     \
    WG_SYMBOL(__oclc_work_group_scan_inclusive_min_##name)     \
    WG_SYMBOL(__oclc_work_group_scan_inclusive_max_##name)     \
    WG_SYMBOL(__oclc_work_group_scan_exclusive_add_##name)     \
    WG_SYMBOL(__oclc_work_group_scan_exclusive_min_##name)     \
    WG_SYMBOL(__oclc_work_group_scan_exclusive_max_##name)     \
    WG_SYMBOL(__oclc_sub_group_reduce_add_##name)              \
    WG_SYMBOL(__oclc_sub_group_reduce_min_##name)              \
    WG_SYMBOL(__oclc_sub_group_reduce_max_##name)              \
    WG_SYMBOL(__oclc_sub_group_scan_inclusive_add_##name)      \
    WG_SYMBOL(__oclc_sub_group_scan_inclusive_min_##name)      \
    WG_SYMBOL(__oclc_sub_group_scan_inclusive_max_##name)      \
    WG_SYMBOL(__oclc_sub_group_scan_exclusive_add_##name)      \
    WG_SYMBOL(__oclc_sub_group_scan_exclusive_min_##name)      \
    WG_SYMBOL(__oclc_sub_group_scan_exclusive_max_##name)
    WG_TYPES(WG_SYMBOLS)};
const size_t runtime_num_symbols = sizeof runtime_symbols / sizeof runtime_symbols[0];

/* ------------------------------------------------------------------ */
/* One enqueue                                                        */

typedef struct Launch {
    PoolJob job;
    const OclcKernelDesc *k;
    unsigned work_dim;
    uint64_t gsize[3], goff[3], lsize[3], ngroups[3];
    uint64_t total; /* groups */
    uint64_t chunk; /* groups claimed at once */
    atomic_uint_fast64_t next;
    size_t nargs;
    const void *const *arg_values;
    const size_t *arg_sizes;
    uint64_t local_bytes; /* static locals + local arguments, per group */
    uint64_t items_max;   /* work-items of the largest group */
    atomic_int failed;    /* oclc_status of the first failure, 0 if none */
    PrintfSink *printf;   /* the launch's printf output (printf.c) */
    pthread_mutex_t msg_lock;
    StrBuf *msg;
} Launch;

static uint64_t align_up(uint64_t v, uint64_t a) { return (v + a - 1) & ~(a - 1); }

/* Records the first failure of a launch; `what` follows "kernel 'k': ". */
static void launch_fail(Launch *L, oclc_status st, const char *what)
{
    int expected = 0;
    if (!atomic_compare_exchange_strong(&L->failed, &expected, (int)st)) return;
    pthread_mutex_lock(&L->msg_lock);
    sb_printf(L->msg, "error: kernel '%s': %s\n", L->k->name, what);
    pthread_mutex_unlock(&L->msg_lock);
}

/* ---- fibers -------------------------------------------------------- */

/* A fiber's first frame: runs a work-item, hands the thread back to the
 * scheduler, and when resumed for the next group of the launch, runs that
 * group's work-item (run_fibers reuses a fiber that finished).  Its frame
 * is never left, so nothing is set up again per group. */
static void fiber_main(void)
{
    /* The group outlives its fibers (launch_run's), and a fiber never
     * leaves its thread: the thread-local is read once, not per group
     * (in a shared library each read is a call of __tls_get_addr). */
    FiberGroup *fg = cur_group;
    __asm__("" : "+r"(fg));
    for (;;) {
        Fiber *f = &fg->fibers[fg->current];
        fg->k->item(fg->args, &f->wi);
        f->state = FIBER_DONE;
        switch_to_scheduler(fg, f);
    }
}

/* Prepares fiber f to start in fiber_main on the stack [lo, lo + size). */
static void fiber_init(FiberGroup *fg, Fiber *f, char *lo, size_t size)
{
#if FIBER_ASM
    (void)fg;
    /* What oclc_fiber_swap pops, from the lowest address: the unused slot
     * of the control words, r15 r14 r13 r12 rbx rbp, the address it
     * returns to, and a fake return address for fiber_main, so that
     * fiber_main starts with the stack aligned as after a call. */
    uint64_t *top = (uint64_t *)(((uintptr_t)(lo + size)) & ~(uintptr_t)15);
    uint64_t *sp = top - 9;
    for (int r = 0; r <= 6; r++) sp[r] = 0;
    sp[7] = (uint64_t)(uintptr_t)fiber_main;
    sp[8] = 0;
    f->sp = sp;
#else
    getcontext(&f->ctx);
    f->ctx.uc_stack.ss_sp = lo;
    f->ctx.uc_stack.ss_size = size;
    f->ctx.uc_link = &fg->sched;
    makecontext(&f->ctx, fiber_main, 0);
#endif
#ifdef OCLC_TSAN
    /* A fiber stopped at a barrier left frames on its TSan shadow stack;
     * a new TSan fiber starts empty. */
    if (f->tsan) __tsan_destroy_fiber(f->tsan);
    f->tsan = __tsan_create_fiber(0);
#endif
}

static bool fibers_alloc(FiberGroup *fg, size_t n)
{
    size_t page = 4096, per = FIBER_STACK + page;
    fg->slots = calloc(n, sizeof(uint64_t));
    fg->fibers = fg->slots ? calloc(n, sizeof(Fiber)) : NULL;
    fg->stacks_len = n * per;
    fg->stacks = mmap(NULL, fg->stacks_len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (!fg->fibers || fg->stacks == MAP_FAILED) {
        free(fg->fibers);
        fg->fibers = NULL;
        if (fg->stacks != MAP_FAILED) munmap(fg->stacks, fg->stacks_len);
        fg->stacks = NULL;
        return false;
    }
    /* A guard page below each stack turns an overflow into a fault. */
    for (size_t i = 0; i < n; i++) {
        mprotect(fg->stacks + i * per, page, PROT_NONE);
#ifdef OCLC_VALGRIND
        fg->fibers[i].vg_stack = VALGRIND_STACK_REGISTER(fg->stacks + i * per + page, fg->stacks + (i + 1) * per);
#endif
    }
    fg->cap = n;
    return true;
}

static void fibers_free(FiberGroup *fg)
{
#ifdef OCLC_TSAN
    for (size_t i = 0; i < fg->cap; i++)
        if (fg->fibers[i].tsan) __tsan_destroy_fiber(fg->fibers[i].tsan);
#endif
#ifdef OCLC_VALGRIND
    for (size_t i = 0; i < fg->cap; i++) VALGRIND_STACK_DEREGISTER(fg->fibers[i].vg_stack);
#endif
    if (fg->stacks) munmap(fg->stacks, fg->stacks_len);
    free(fg->fibers);
    free(fg->slots);
}

/* Whether a lies on the stack of the group's running fiber (run_fibers
 * gives fiber i the stack after the i-th guard page). */
static bool fiber_stack_has(FiberGroup *fg, uintptr_t a)
{
    uintptr_t lo = (uintptr_t)fg->stacks + fg->current * (FIBER_STACK + 4096) + 4096;
    return a >= lo && a < lo + FIBER_STACK;
}

static void run_fibers(Launch *L, FiberGroup *fg, const OclcWorkGroup *g)
{
    size_t per = FIBER_STACK + 4096;
    size_t n = (size_t)(g->local_size[0] * g->local_size[1] * g->local_size[2]);
    for (size_t i = 0; i < n; i++) {
        Fiber *f = &fg->fibers[i];
        f->wi.g = *g;
        f->wi.g.row_items = 1; /* a row of one for a work-group function (__oclc_work_item) */
        f->wi.local_id[0] = i % g->local_size[0];
        f->wi.local_id[1] = (i / g->local_size[0]) % g->local_size[1];
        f->wi.local_id[2] = i / (g->local_size[0] * g->local_size[1]);
        /* A fiber that finished is parked in fiber_main's loop; one left
         * at a barrier (a group stopped for divergence) or never started
         * (calloc'd: FIBER_RUNNING) starts afresh. */
        if (f->state != FIBER_DONE) fiber_init(fg, f, fg->stacks + i * per + 4096, FIBER_STACK);
        f->state = FIBER_RUNNING;
        f->rounds = 0;
    }
    fg->n = n;
    fg->done = 0;
    cur_group = fg;
#ifdef OCLC_TSAN
    fg->tsan_sched = __tsan_get_current_fiber();
#endif
    /* The thread's cur_wi, found once: a switch is a few instructions,
     * a lookup of a thread-local of a shared library a call. */
    const OclcWorkItem **wi_now = &cur_wi;
    __asm__("" : "+r"(wi_now)); /* (or the compiler computes it again at each use) */
    for (;;) {
        size_t at_barrier = 0, done = 0;
        for (size_t i = 0; i < n; i++) {
            Fiber *f = &fg->fibers[i];
            if (f->state == FIBER_DONE) {
                done++;
                continue;
            }
            f->state = FIBER_RUNNING;
            fg->current = i;
            *wi_now = &f->wi;
            switch_to_fiber(fg, f);
            if (f->state == FIBER_BARRIER)
                at_barrier++;
            else
                done++;
        }
        if (!at_barrier) break;
        if (done) {
            char what[256];
            snprintf(what, sizeof what,
                     "%zu of the %zu work-items of a group wait at a barrier that the others never reach "
                     "(a barrier in divergent control flow); the enqueue was stopped",
                     at_barrier, n);
            launch_fail(L, OCLC_INVALID_ARGUMENT, what);
            break;
        }
    }
    cur_group = NULL;
    cur_wi = NULL;
}

/* ---- the groups a thread runs ------------------------------------- */

/* Whether a kernel with barriers runs as regions: its work-group function
 * runs the whole group (kernel_abi.h), with no fibers. */
static bool regions_of(const OclcKernelDesc *k) { return (k->flags & OCLC_KERNEL_REGIONS) && k->wg; }

static void launch_run(PoolJob *job)
{
    Launch *L = (Launch *)job;
    const OclcKernelDesc *k = L->k;
    void *stack_args[16], *stack_locals[16];
    void **args = L->nargs <= 16 ? stack_args : malloc(L->nargs * sizeof(void *));
    void **locals = L->nargs <= 16 ? stack_locals : malloc(L->nargs * sizeof(void *));
    char *local_mem = L->local_bytes ? aligned_alloc(LOCAL_ALIGN, align_up(L->local_bytes, LOCAL_ALIGN)) : NULL;
    FiberGroup fg = {.k = k};
    printf_sink_enter(L->printf);
    bool ok = args && locals && (!L->local_bytes || local_mem);
    bool fibers = (k->flags & OCLC_KERNEL_BARRIER) && !regions_of(k);
    if (ok && fibers) ok = fibers_alloc(&fg, (size_t)L->items_max);
    if (!ok) {
        launch_fail(L, OCLC_OUT_OF_MEMORY, "out of memory for a work-group's local memory or stacks");
        goto out;
    }
    fg.args = args;
    cur_local = local_mem;
    cur_local_len = L->local_bytes;

    /* Local arguments point into the group's memory, after the kernel's
     * own `local` variables. */
    uint64_t off = align_up(k->local_mem_size, LOCAL_ALIGN);
    for (size_t i = 0; i < L->nargs; i++) {
        if (k->args[i].kind == OCLC_ARG_LOCAL) {
            locals[i] = local_mem + off;
            off += align_up(L->arg_sizes[i], LOCAL_ALIGN);
            args[i] = &locals[i];
        } else {
            args[i] = (void *)L->arg_values[i];
        }
    }

    OclcWorkGroup g;
    memset(&g, 0, sizeof g);
    g.work_dim = L->work_dim;
    g.local_mem = local_mem;
    for (int d = 0; d < 3; d++) {
        g.global_size[d] = L->gsize[d];
        g.global_offset[d] = L->goff[d];
        g.enqueued_local_size[d] = L->lsize[d];
        g.num_groups[d] = L->ngroups[d];
    }
    for (;;) {
        if (atomic_load_explicit(&L->failed, memory_order_relaxed)) break;
        uint64_t first = atomic_fetch_add(&L->next, L->chunk);
        if (first >= L->total) break;
        uint64_t last = first + L->chunk < L->total ? first + L->chunk : L->total;
        for (uint64_t idx = first; idx < last; idx++) {
            uint64_t t = idx;
            for (int d = 0; d < 3; d++) {
                g.group_id[d] = t % L->ngroups[d];
                t /= L->ngroups[d];
                uint64_t start = g.group_id[d] * L->lsize[d];
                g.local_size[d] = L->gsize[d] - start < L->lsize[d] ? L->gsize[d] - start : L->lsize[d];
            }
            if (fibers) {
                run_fibers(L, &fg, &g);
            } else if (k->flags & OCLC_KERNEL_BARRIER) {
                /* regions: the whole group in one call */
                OclcWorkItem all = {.g = g};
                k->wg(args, &all);
            } else {
                OclcWorkItem row = {.g = g};
                for (row.local_id[2] = 0; row.local_id[2] < g.local_size[2]; row.local_id[2]++)
                    for (row.local_id[1] = 0; row.local_id[1] < g.local_size[1]; row.local_id[1]++) k->wg(args, &row);
            }
        }
    }
out:
    /* The groups' non-temporal stores (codegen/cg_stream.c) are visible
     * before the pool hears this thread is done (support/kernel_abi.h). */
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_sfence();
#endif
    printf_sink_enter(NULL);
    cur_local = NULL;
    cur_local_len = 0;
    fibers_free(&fg);
    free(local_mem);
    if (args != stack_args) free(args);
    if (locals != stack_locals) free(locals);
}

/* ------------------------------------------------------------------ */
/* Checks                                                             */

oclc_status ndrange_bad(StrBuf *msg, const OclcKernelDesc *k, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char text[768];
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    sb_printf(msg, "error: kernel '%s': %s\n", k->name, text);
    return OCLC_INVALID_ARGUMENT;
}

/* The largest divisor of n that is at most cap. */
uint64_t ndrange_divisor_upto(uint64_t n, uint64_t cap)
{
    for (uint64_t d = n < cap ? n : cap; d > 1; d--)
        if (n % d == 0) return d;
    return 1;
}

/* oclc's choice of local size: fill up to `budget` work-items, x first;
 * a divisor when groups must be uniform, or when one is not much smaller
 * than the budget; else the budget, with a smaller last group. */
static void pick_local_size(const OclcKernelDesc *k, unsigned dim, const uint64_t gsize[3], uint64_t lsize[3])
{
    uint64_t budget = (k->flags & OCLC_KERNEL_BARRIER) ? PICK_FIBER_ITEMS : PICK_GROUP_ITEMS;
    if (budget > ndrange_max_group_items(k)) budget = ndrange_max_group_items(k);
    for (unsigned d = 0; d < 3; d++) {
        lsize[d] = 1;
        if (d >= dim || budget <= 1) continue;
        uint64_t div = ndrange_divisor_upto(gsize[d], budget);
        if ((k->flags & OCLC_KERNEL_UNIFORM) || div * 4 >= (gsize[d] < budget ? gsize[d] : budget))
            lsize[d] = div;
        else
            lsize[d] = gsize[d] < budget ? gsize[d] : budget;
        budget /= lsize[d];
    }
}

oclc_status ndrange_enqueue(const OclcKernelDesc *k, unsigned work_dim, const size_t *global_offset,
                            const size_t *global_size, const size_t *local_size, size_t num_args,
                            const size_t *arg_sizes, const void *const *arg_values, StrBuf *msg)
{
    if (k->abi_version != OCLC_ABI_VERSION)
        return ndrange_bad(msg, k, "compiled for runtime ABI %u, this library runs ABI %u (rebuild the object)", k->abi_version,
                   OCLC_ABI_VERSION);
    if (num_args != k->num_args)
        return ndrange_bad(msg, k, "takes %u argument%s, %zu given", k->num_args, k->num_args == 1 ? "" : "s", num_args);
    if (num_args && !arg_sizes) return ndrange_bad(msg, k, "arg_sizes is NULL");
    for (size_t i = 0; i < num_args; i++) {
        const OclcKernelArg *a = &k->args[i];
        const void *v = arg_values ? arg_values[i] : NULL;
        if (a->kind == OCLC_ARG_LOCAL) {
            if (v)
                return ndrange_bad(msg, k,
                           "argument %zu ('%s', %s) is a local pointer: its value must be NULL and its size the "
                           "bytes to allocate",
                           i, a->name, a->type_name);
            if (!arg_sizes[i])
                return ndrange_bad(msg, k,
                           "argument %zu ('%s', %s) is a local pointer: its size (the bytes to allocate per "
                           "work-group) is 0",
                           i, a->name, a->type_name);
            continue;
        }
        if (!v)
            return ndrange_bad(msg, k, "argument %zu ('%s', %s) has no value (arg_values[%zu] is NULL)", i, a->name,
                       a->type_name, i);
        if (arg_sizes[i] != a->size)
            return ndrange_bad(msg, k, "argument %zu ('%s', %s) has size %zu, expected %u", i, a->name, a->type_name,
                       arg_sizes[i], a->size);
    }
    if (work_dim < 1 || work_dim > 3) return ndrange_bad(msg, k, "work_dim is %u; it must be 1, 2 or 3", work_dim);
    if (!global_size) return ndrange_bad(msg, k, "global_size is NULL");

    Launch L;
    memset(&L, 0, sizeof L);
    L.k = k;
    L.work_dim = work_dim;
    uint64_t items = 1;
    for (unsigned d = 0; d < 3; d++) {
        L.gsize[d] = d < work_dim ? global_size[d] : 1;
        L.goff[d] = d < work_dim && global_offset ? global_offset[d] : 0;
        if (!L.gsize[d]) return ndrange_bad(msg, k, "global size in dimension %u is 0", d);
        if (L.goff[d] + L.gsize[d] < L.goff[d])
            return ndrange_bad(msg, k, "global offset + global size in dimension %u overflows size_t", d);
    }
    const uint32_t *req = k->reqd_work_group_size;
    bool required = req[0] || req[1] || req[2];
    if (local_size) {
        for (unsigned d = 0; d < 3; d++) {
            L.lsize[d] = d < work_dim ? local_size[d] : 1;
            if (!L.lsize[d]) return ndrange_bad(msg, k, "local size in dimension %u is 0", d);
            if (L.lsize[d] > L.gsize[d])
                return ndrange_bad(msg, k, "local size %zu is larger than global size %zu in dimension %u", (size_t)L.lsize[d],
                           (size_t)L.gsize[d], d);
            if ((k->flags & OCLC_KERNEL_UNIFORM) && L.gsize[d] % L.lsize[d])
                return ndrange_bad(msg, k,
                           "local size %zu does not divide global size %zu in dimension %u (uniform "
                           "work-groups: -cl-std=CL1.x or -cl-uniform-work-group-size)",
                           (size_t)L.lsize[d], (size_t)L.gsize[d], d);
        }
    } else if (required) {
        for (unsigned d = 0; d < 3; d++) L.lsize[d] = req[d] ? req[d] : 1;
    } else {
        pick_local_size(k, work_dim, L.gsize, L.lsize);
    }
    if (required)
        for (unsigned d = 0; d < 3; d++)
            if (L.lsize[d] != (req[d] ? req[d] : 1))
                return ndrange_bad(msg, k,
                           "local size (%zu, %zu, %zu) differs from the kernel's reqd_work_group_size(%u, "
                           "%u, %u)",
                           (size_t)L.lsize[0], (size_t)L.lsize[1], (size_t)L.lsize[2], req[0], req[1], req[2]);
    for (unsigned d = 0; d < 3; d++) {
        /* With non-uniform work-groups (OpenCL 2.0) the last group of a
         * dimension may be smaller than the required size too. */
        if (required && (k->flags & OCLC_KERNEL_UNIFORM) && (L.gsize[d] % L.lsize[d]))
            return ndrange_bad(msg, k, "global size %zu is not a multiple of the required work-group size %zu in dimension %u",
                       (size_t)L.gsize[d], (size_t)L.lsize[d], d);
        items *= L.lsize[d];
    }
    uint64_t max_items = ndrange_max_group_items(k);
    if (items > max_items)
        return ndrange_bad(msg, k, "a work-group of %zu work-items is larger than the %zu oclc runs%s", (size_t)items,
                   (size_t)max_items,
                   (k->flags & OCLC_KERNEL_SUBGROUPS)  ? " for a kernel that uses sub-groups"
                   : (k->flags & OCLC_KERNEL_BARRIER) ? " for a kernel with barriers"
                                                      : "");
    L.items_max = items;
    L.total = 1;
    for (unsigned d = 0; d < 3; d++) {
        L.ngroups[d] = L.gsize[d] / L.lsize[d] + (L.gsize[d] % L.lsize[d] != 0);
        if (L.total > UINT64_MAX / L.ngroups[d]) return ndrange_bad(msg, k, "the NDRange has more than 2^64 work-groups");
        L.total *= L.ngroups[d];
    }
    L.local_bytes = k->local_mem_size ? align_up(k->local_mem_size, LOCAL_ALIGN) : 0;
    for (size_t i = 0; i < num_args; i++)
        if (k->args[i].kind == OCLC_ARG_LOCAL) {
            if (arg_sizes[i] > ((uint64_t)1 << 40))
                return ndrange_bad(msg, k, "argument %zu asks for %zu bytes of local memory", i, arg_sizes[i]);
            L.local_bytes += align_up(arg_sizes[i], LOCAL_ALIGN);
        }
    L.nargs = num_args;
    L.arg_values = arg_values;
    L.arg_sizes = arg_sizes;
    L.msg = msg;
    pthread_mutex_init(&L.msg_lock, NULL);

    unsigned threads = pool_num_threads();
    if ((uint64_t)threads > L.total) threads = (unsigned)L.total;
    /* Enough chunks per thread to even out uneven groups, few enough that
     * the counter is not contended. */
    L.chunk = L.total / ((uint64_t)threads * 8);
    if (!L.chunk) L.chunk = 1;
    L.job.run = launch_run;
    /* Without a sink (out of memory) printf writes its output at once. */
    L.printf = printf_sink_new();
    pool_run(&L.job, threads);
    printf_sink_flush(L.printf);
    pthread_mutex_destroy(&L.msg_lock);
    return (oclc_status)atomic_load(&L.failed);
}

/* ------------------------------------------------------------------ */
/* Kernels compiled ahead of time                                     */

static _Thread_local char aot_error[640];

RT_EXPORT oclc_status oclc_enqueue_aot(const oclc_kernel_desc *kernel, unsigned work_dim, const size_t *global_offset,
                                       const size_t *global_size, const size_t *local_size, size_t num_args,
                                       const size_t *arg_sizes, const void *const *arg_values)
{
    aot_error[0] = '\0';
    if (!kernel) {
        snprintf(aot_error, sizeof aot_error, "error: oclc_enqueue_aot: the kernel is NULL\n");
        return OCLC_INVALID_ARGUMENT;
    }
    StrBuf msg = {0};
    oclc_status st = ndrange_enqueue(kernel, work_dim, global_offset, global_size, local_size, num_args, arg_sizes,
                                     arg_values, &msg);
    if (st != OCLC_SUCCESS) snprintf(aot_error, sizeof aot_error, "%s", msg.data ? sb_cstr(&msg) : "");
    sb_free(&msg);
    return st;
}

RT_EXPORT const char *oclc_aot_error(void) { return aot_error; }
