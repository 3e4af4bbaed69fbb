/*
 * stack.c - run the recursive phases on a stack deep enough for the
 * nesting the limits allow.
 *
 * Sema, codegen and -ast-dump walk the tree recursively, and the
 * preprocessor recurses in argument pre-expansion and in #if expressions.
 * The limits bound that recursion: the parser refuses a tree deeper than
 * -fmax-nesting-depth= (and sema and codegen count their own depth against
 * the same limit), the preprocessor stops at -fmacro-expansion-depth= and
 * at -fmax-nesting-depth= in #if.  What the limits cannot do is make the
 * stack big enough for the depth they allow: a user who raises the nesting
 * limit to 100,000, or a host program that builds from a thread with a
 * 256 KB stack, would get a stack overflow instead of a diagnostic.
 *
 * So the pipeline runs through stack_run(): it computes the stack the
 * limits need, runs the work directly when the calling thread has that
 * much left (the command's main thread with the default limits: no thread
 * is created), and otherwise on a thread of its own with a stack that
 * size.  The stack is only reserved address space: pages the recursion
 * does not reach cost nothing.
 *
 * The cost per level was measured (docs/robustness.md): with the release
 * build, 50,000 levels of every nesting construct (unary and binary
 * operators, casts, assignments, commas, swizzles, blocks, calls, vector
 * literals) compile at -O0 and dump with -ast-dump in 32 MB, under 700
 * bytes a level; 50,000 nested macro calls or #if parentheses need 64 MB,
 * under 1.4 KB a level.  The budget below is 4 KB a level, four times that
 * again under the sanitizers, whose frames are larger.  The limits
 * themselves are capped (options.c, at 100,000 levels) so that the stack
 * stays a reservation of at most a few GB.
 */
#include "support/stack.h"

#include <pthread.h>
#include <stdint.h>

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define OCLC_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define OCLC_SANITIZED 1
#endif
#endif
#ifdef OCLC_SANITIZED
enum { STACK_SCALE = 4 };
#else
enum { STACK_SCALE = 1 };
#endif

enum {
    STACK_BASE = 1 << 20,      /* what does not grow with nesting */
    STACK_PER_LEVEL = 4 << 10, /* per level of nesting or macro expansion */
};

size_t stack_needed(const Limits *l)
{
    size_t nest = l->max_expr_depth > 0 ? (size_t)l->max_expr_depth : 256;
    size_t macro = l->max_macro_depth > 0 ? (size_t)l->max_macro_depth : 256;
    return ((size_t)STACK_BASE + (nest + macro) * STACK_PER_LEVEL) * STACK_SCALE;
}

/* Bytes left below this frame on the calling thread; 0 if unknown. */
static size_t stack_left(void)
{
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) != 0) return 0;
    void *lo = NULL;
    size_t size = 0;
    int err = pthread_attr_getstack(&attr, &lo, &size);
    pthread_attr_destroy(&attr);
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    if (err || here < (uintptr_t)lo || here > (uintptr_t)lo + size) return 0;
    return here - (uintptr_t)lo;
}

typedef struct Job {
    void (*fn)(void *);
    void *arg;
} Job;

static void *run_job(void *p)
{
    Job *j = p;
    j->fn(j->arg);
    return NULL;
}

bool stack_run(const Limits *limits, void (*fn)(void *), void *arg)
{
    size_t need = stack_needed(limits);
    if (stack_left() >= need) {
        fn(arg);
        return true;
    }
    pthread_attr_t attr;
    if (pthread_attr_init(&attr) != 0) return false;
    /* A margin, so that a stack_run() nested on this thread runs in place. */
    size_t page = 1 << 16, size = need + (256 << 10);
    bool ok = pthread_attr_setstacksize(&attr, (size + page - 1) / page * page) == 0;
    Job job = {fn, arg};
    pthread_t t;
    ok = ok && pthread_create(&t, &attr, run_job, &job) == 0;
    pthread_attr_destroy(&attr);
    if (ok) pthread_join(t, NULL);
    return ok;
}
