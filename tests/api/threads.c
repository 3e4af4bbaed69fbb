/*
 * Programs are independent: 4 threads each build their own program (a
 * different kernel each, one of them with barriers and local memory) and
 * run it several times at once with the others, while the pool is shared;
 * then 4 threads enqueue the same program at the same time.  Every value
 * of every run is checked.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: env OCLC_NUM_THREADS=1 %t | FileCheck %s
 * RUN: env OCLC_NUM_THREADS=5 %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <pthread.h>
#include <unistd.h>

#include "api_test.h"

static pthread_mutex_t check_lock = PTHREAD_MUTEX_INITIALIZER;
#define TCHECK(cond, ...)                  \
    do {                                   \
        pthread_mutex_lock(&check_lock);   \
        CHECK(cond, __VA_ARGS__);          \
        pthread_mutex_unlock(&check_lock); \
    } while (0)

typedef struct Work {
    int id;
    const char *src;
    oclc_program *shared;
} Work;

static const char *srcs[4] = {
    "kernel void run(global int *out, global const int *in, int k) {\n"
    "  size_t i = get_global_id(0); out[i] = in[i] * k + 1; }\n",
    "kernel void run(global int *out, global const int *in, int k) {\n"
    "  size_t i = get_global_id(0); out[i] = max(in[i], k) - min(in[i], k); }\n",
    "int helper(int x, int k) { return (x ^ k) + (int)get_global_id(0); }\n"
    "kernel void run(global int *out, global const int *in, int k) {\n"
    "  size_t i = get_global_id(0); out[i] = helper(in[i], k); }\n",
    /* a prefix sum in each group of 64, through local memory and barriers */
    "kernel void run(global int *out, global const int *in, int k) {\n"
    "  local int s[64];\n"
    "  size_t l = get_local_id(0), i = get_global_id(0);\n"
    "  s[l] = in[i];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (uint d = 1; d < 64; d *= 2) {\n"
    "    int v = l >= d ? s[l - d] : 0;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    s[l] += v;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  }\n"
    "  out[i] = s[l] + k;\n"
    "}\n",
};

static int32_t expect(int id, const int32_t *in, size_t i, int32_t k)
{
    switch (id) {
    case 0: return in[i] * k + 1;
    case 1: return (in[i] > k ? in[i] : k) - (in[i] < k ? in[i] : k);
    case 2: return (in[i] ^ k) + (int32_t)i;
    default: {
        int32_t s = 0;
        for (size_t j = i - i % 64; j <= i; j++) s += in[j];
        return s + k;
    }
    }
}

static void run_once(oclc_program *p, int id, size_t n, int32_t k, const char *who)
{
    int32_t *in = api_alloc(n * 4), *out = api_alloc(n * 4);
    for (size_t i = 0; i < n; i++) in[i] = (int32_t)(i * 2654435761u % 1000) - 500;
    const void *vals[] = {&out, &in, &k};
    size_t sizes[] = {8, 8, 4}, l = 64;
    oclc_status st = oclc_program_enqueue(p, "run", 1, NULL, &n, id == 3 ? &l : NULL, 3, sizes, vals);
    TCHECK(st == OCLC_SUCCESS, "%s: %s", who, oclc_status_string(st));
    size_t bad = 0;
    for (size_t i = 0; i < n; i++) bad += out[i] != expect(id, in, i, k);
    TCHECK(bad == 0, "%s: %zu wrong values of %zu", who, bad, n);
    free(in);
    free(out);
}

static void *own_program(void *arg)
{
    Work *w = arg;
    oclc_program *p = oclc_program_create(w->src, strlen(w->src), "thread.cl");
    oclc_status st = oclc_program_build(p, NULL);
    TCHECK(st == OCLC_SUCCESS, "thread %d build: %s %s", w->id, oclc_status_string(st), oclc_program_log(p));
    char who[32];
    snprintf(who, sizeof who, "thread %d", w->id);
    for (int r = 0; r < 6 && st == OCLC_SUCCESS; r++)
        run_once(p, w->id, (size_t)64 * (1000 + 37 * (size_t)r), w->id * 10 + r, who);
    oclc_program_destroy(p);
    return NULL;
}

static void *shared_program(void *arg)
{
    Work *w = arg;
    char who[32];
    snprintf(who, sizeof who, "shared %d", w->id);
    for (int r = 0; r < 5; r++) run_once(w->shared, 3, (size_t)64 * (500 + 11 * (size_t)w->id), w->id + r, who);
    return NULL;
}

int main(void)
{
    /* One thread per core unless OCLC_NUM_THREADS says otherwise. */
    const char *env = getenv("OCLC_NUM_THREADS");
    long want = env ? atol(env) : sysconf(_SC_NPROCESSORS_ONLN);
    CHECK(oclc_get_num_threads() == (unsigned)want, "default threads %u, want %ld", oclc_get_num_threads(), want);
    for (int round = 0; round < 2; round++) {
        /* round 1: more threads per enqueue than cores, so pool threads are
         * shared between the four enqueuing threads */
        if (round) oclc_set_num_threads(3);
        pthread_t t[4];
        Work w[4];
        for (int i = 0; i < 4; i++) {
            w[i] = (Work){i, srcs[i], NULL};
            pthread_create(&t[i], NULL, own_program, &w[i]);
        }
        for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
    }
    oclc_program *p = api_build(srcs[3], NULL);
    pthread_t t[4];
    Work w[4];
    for (int i = 0; i < 4; i++) {
        w[i] = (Work){i, NULL, p};
        pthread_create(&t[i], NULL, shared_program, &w[i]);
    }
    for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
    oclc_program_destroy(p);
    CHECK(oclc_get_num_threads() == 3, "oclc_get_num_threads");
    oclc_set_num_threads(0);
    return test_summary();
}
