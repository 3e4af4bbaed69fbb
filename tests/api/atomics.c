/*
 * Atomics under the runtime: every work-item of a large NDRange hammers
 * each atomic operation on a few shared words, while the pool's threads
 * run the groups at once, and the exact totals are checked against what
 * this program computes in C.  Global atomics must be atomic across the
 * threads; local atomics among the work-items of a group, both in the
 * work-group loop (no barrier) and as fibers (with barriers).  .ci/run's
 * tsan stage runs this too.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: env OCLC_NUM_THREADS=1 %t | FileCheck %s
 * RUN: env OCLC_NUM_THREADS=7 %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <stdbool.h>

#include "api_test.h"

#define N     (1u << 18) /* work-items */
#define LSIZE 64u

/* OpenCL 1.x's functions on global and local int, the atom_ forms on long. */
static const char *legacy_src =
    /* every function on c[0..10], global in `legacy`, local in `local_all` */
    "#define ALL_1X(c)                                                \\\n"
    "  atomic_add(&c[0], i);                                          \\\n"
    "  atomic_sub(&c[1], i);                                          \\\n"
    "  tickets[i] = (uint)atomic_inc(&c[2]);                          \\\n"
    "  atomic_dec(&c[3]);                                             \\\n"
    "  atomic_min(&c[4], (i * 7919) % 100003 - 50000);                \\\n"
    "  atomic_max(&c[5], (i * 7919) % 100003 - 50000);                \\\n"
    "  atomic_and(&c[6], ~(1 << (i % 31)) | (i & 1));                 \\\n"
    "  atomic_or(&c[7], 1 << (i % 29));                               \\\n"
    "  atomic_xor(&c[8], i);                                          \\\n"
    "  olds[i] = atomic_xchg(&c[9], i);                               \\\n"
    "  int old;                                                       \\\n"
    "  do old = c[10]; while (atomic_cmpxchg(&c[10], old, old + 3) != old);\n"
    "kernel void legacy(global int *c, global uint *tickets, global int *olds, global long *c64) {\n"
    "  int i = (int)get_global_id(0);\n"
    "  ALL_1X(c)\n"
    "  atom_add(&c64[0], (long)i << 20);\n"
    "  atom_max(&c64[1], (long)i << 30);\n"
    "  atom_inc(&c64[2]);\n"
    "}\n"
    /* tickets from a local counter, in the work-group loop: the local
     * memory is not initialized, but a group's tickets are consecutive */
    "kernel void local_loop(global uint *tickets) {\n"
    "  local uint n;\n"
    "  tickets[get_global_id(0)] = atomic_inc(&n);\n"
    "}\n"
    /* every 1.x function on local memory, a group at a time, the results
     * copied out per group */
    "kernel void local_all(global int *res, global uint *tickets, global int *olds) {\n"
    "  local int c[11];\n"
    "  int i = (int)get_global_id(0);\n"
    "  if (get_local_id(0) == 0) {\n"
    "    c[0] = 0; c[1] = 0; c[2] = 0; c[3] = 5; c[4] = INT_MAX; c[5] = INT_MIN;\n"
    "    c[6] = -1; c[7] = 0; c[8] = 0; c[9] = -7; c[10] = 0;\n"
    "  }\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  ALL_1X(c)\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  if (get_local_id(0) == 0)\n"
    "    for (int k = 0; k < 11; k++) res[get_group_id(0) * 11 + k] = c[k];\n"
    "}\n"
    /* a local sum as fibers, added to the global total by one work-item */
    "kernel void local_sum(global int *total, global uint *xs) {\n"
    "  local int sum, mx;\n"
    "  if (get_local_id(0) == 0) { sum = 0; mx = 0; }\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  atomic_add(&sum, (int)xs[get_global_id(0)]);\n"
    "  atomic_max(&mx, (int)xs[get_global_id(0)]);\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  if (get_local_id(0) == 0) { atomic_add(&total[0], sum); atomic_max(&total[1], mx); }\n"
    "}\n";

/* OpenCL C 2.0's functions on the atomic types, with every order. */
static const char *c11_src =
    "kernel void c11(global atomic_int *a, global atomic_long *l, global atomic_uint *u, global int *guarded,\n"
    "                global atomic_flag *lock, global atomic_float *f, global int *out) {\n"
    "  int i = (int)get_global_id(0);\n"
    "  atomic_fetch_add(&a[0], i);\n"
    "  atomic_fetch_sub_explicit(&a[1], i, memory_order_relaxed);\n"
    "  atomic_fetch_or_explicit(&a[2], 1 << (i % 31), memory_order_release, memory_scope_device);\n"
    "  atomic_fetch_xor_explicit(&a[3], i, memory_order_acq_rel, memory_scope_all_devices);\n"
    "  atomic_fetch_and_explicit(&a[4], ~(1 << (i % 30)), memory_order_seq_cst, memory_scope_device);\n"
    "  atomic_fetch_min_explicit(&a[5], (i * 7919) % 100003 - 50000, memory_order_acquire);\n"
    "  atomic_fetch_max(&a[6], (i * 7919) % 100003 - 50000);\n"
    "  out[i] = atomic_exchange_explicit(&a[7], i, memory_order_acq_rel);\n"
    "  int e = atomic_load_explicit(&a[8], memory_order_relaxed);\n"
    "  while (!atomic_compare_exchange_weak_explicit(&a[8], &e, e + 5, memory_order_acq_rel,\n"
    "                                                memory_order_relaxed, memory_scope_device))\n"
    "    ;\n"
    "  int s = atomic_load(&a[9]);\n"
    "  while (!atomic_compare_exchange_strong(&a[9], &s, s + 1))\n"
    "    ;\n"
    "  atomic_fetch_add_explicit(&l[0], (long)i << 24, memory_order_relaxed, memory_scope_device);\n"
    "  atomic_fetch_max_explicit(&u[0], (uint)i * 2654435761u, memory_order_relaxed, memory_scope_device);\n"
    "  atomic_fetch_min(&u[1], (uint)i * 2654435761u + 1u);\n"
    /* a spin lock made of the flag guards a plain read-modify-write */
    "  while (atomic_flag_test_and_set_explicit(lock, memory_order_acquire, memory_scope_device))\n"
    "    ;\n"
    "  guarded[0] += i & 15;\n"
    "  guarded[1] += 1;\n"
    "  atomic_flag_clear_explicit(lock, memory_order_release, memory_scope_device);\n"
    /* a float added through compare-exchange */
    "  float fo = atomic_load_explicit(f, memory_order_relaxed);\n"
    "  while (!atomic_compare_exchange_weak_explicit(f, &fo, fo + 0.5f, memory_order_relaxed, memory_order_relaxed))\n"
    "    ;\n"
    "  if (i == 0) atomic_store_explicit(&a[10], 42, memory_order_release);\n"
    "}\n"
    /* every C11 function on local atomic types, a group at a time */
    "kernel void c11_local_all(global int *res, global int *olds) {\n"
    "  local atomic_int a[11];\n"
    "  local atomic_flag fl;\n"
    "  int i = (int)get_global_id(0);\n"
    "  if (get_local_id(0) == 0) {\n"
    "    const int init[11] = {0, 0, 0, 12345, -1, INT_MAX, INT_MIN, -3, 0, 0, 0};\n"
    "    for (int k = 0; k < 11; k++) atomic_init(&a[k], init[k]);\n"
    "    atomic_flag_clear(&fl);\n"
    "  }\n"
    "  work_group_barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  atomic_fetch_add(&a[0], i);\n"
    "  atomic_fetch_sub_explicit(&a[1], i, memory_order_relaxed, memory_scope_work_group);\n"
    "  atomic_fetch_or_explicit(&a[2], 1 << (i % 31), memory_order_release, memory_scope_work_group);\n"
    "  atomic_fetch_xor_explicit(&a[3], i, memory_order_acq_rel, memory_scope_work_group);\n"
    "  atomic_fetch_and(&a[4], ~(1 << (i % 30)));\n"
    "  atomic_fetch_min_explicit(&a[5], (i * 7919) % 100003 - 50000, memory_order_acquire);\n"
    "  atomic_fetch_max(&a[6], (i * 7919) % 100003 - 50000);\n"
    "  olds[i] = atomic_exchange_explicit(&a[7], i, memory_order_acq_rel, memory_scope_work_group);\n"
    "  int e = atomic_load_explicit(&a[8], memory_order_relaxed, memory_scope_work_group);\n"
    "  while (!atomic_compare_exchange_weak_explicit(&a[8], &e, e + 5, memory_order_acq_rel,\n"
    "                                                memory_order_relaxed, memory_scope_work_group))\n"
    "    ;\n"
    "  int s = atomic_load(&a[9]);\n"
    "  while (!atomic_compare_exchange_strong(&a[9], &s, s + 1))\n"
    "    ;\n"
    "  if (!atomic_flag_test_and_set_explicit(&fl, memory_order_acquire, memory_scope_work_group))\n"
    "    atomic_fetch_add(&a[10], 1);\n"
    "  work_group_barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  if (get_local_id(0) == 0)\n"
    "    for (int k = 0; k < 11; k++) res[get_group_id(0) * 11 + k] = atomic_load(&a[k]);\n"
    "}\n"
    /* local atomic types: atomic_init, then the group's work-items */
    "kernel void c11_local(global int *out) {\n"
    "  local atomic_int n;\n"
    "  if (get_local_id(0) == 0) atomic_init(&n, 1000);\n"
    "  work_group_barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  atomic_fetch_add_explicit(&n, (int)get_local_id(0), memory_order_relaxed, memory_scope_work_group);\n"
    "  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_work_group);\n"
    "  work_group_barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  out[get_global_id(0)] = atomic_load_explicit(&n, memory_order_acquire, memory_scope_work_group);\n"
    "}\n";

static uint32_t mix32(uint32_t i) { return i * 2654435761u; }

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* A group's exchanged values (olds[lo..hi) and the final one) are the
 * initial value and the group's ids, once each. */
static size_t exchange_lost(const int32_t *olds, uint32_t lo, uint32_t hi, int32_t final, int32_t initial)
{
    uint8_t seen[LSIZE + 1] = {0};
    size_t bad = 0;
    for (uint32_t i = lo; i <= hi; i++) {
        int32_t v = i < hi ? olds[i] : final;
        if (v == initial)
            seen[LSIZE]++;
        else if (v >= (int32_t)lo && v < (int32_t)hi)
            seen[v - lo]++;
        else
            bad++;
    }
    for (uint32_t k = 0; k <= LSIZE; k++) bad += seen[k] != 1;
    return bad;
}

static void enqueue(oclc_program *p, const char *k, size_t n, size_t lsize, unsigned nargs, const void *const *vals)
{
    size_t sizes[8] = {8, 8, 8, 8, 8, 8, 8, 8};
    oclc_status st = oclc_program_enqueue(p, k, 1, NULL, &n, &lsize, nargs, sizes, vals);
    CHECK(st == OCLC_SUCCESS, "%s: %s", k, oclc_status_string(st));
}

static void test_legacy(void)
{
    oclc_program *p = api_build(legacy_src, "-cl-std=CL1.2");
    int32_t *c = api_alloc(16 * 4);
    uint32_t *tickets = api_alloc(N * 4);
    int32_t *olds = api_alloc(N * 4);
    int64_t *c64 = api_alloc(4 * 8);
    c[4] = INT32_MAX, c[5] = INT32_MIN, c[6] = -1, c[9] = -7, c[3] = 5;
    c64[1] = -1;
    const void *vals[] = {&c, &tickets, &olds, &c64};
    enqueue(p, "legacy", N, LSIZE, 4, vals);

    int64_t sum = 0, mn = INT32_MAX, mx = INT32_MIN, x = 0;
    int32_t and = -1, or = 0;
    for (uint32_t i = 0; i < N; i++) {
        sum += i;
        int32_t v = (int32_t)((i * 7919) % 100003) - 50000;
        mn = v < mn ? v : mn;
        mx = v > mx ? v : mx;
        and &= (int32_t)(~(1u << (i % 31)) | (i & 1));
        or |= (int32_t)(1u << (i % 29));
        x ^= i;
    }
    CHECK(c[0] == (int32_t)(uint32_t)sum, "atomic_add: %d, want %d", c[0], (int32_t)(uint32_t)sum);
    CHECK(c[1] == (int32_t)(uint32_t)-sum, "atomic_sub: %d", c[1]);
    CHECK(c[2] == (int32_t)N, "atomic_inc: %d", c[2]);
    CHECK(c[3] == 5 - (int32_t)N, "atomic_dec: %d", c[3]);
    CHECK(c[4] == mn && c[5] == mx, "atomic_min/max: %d %d, want %lld %lld", c[4], c[5], (long long)mn, (long long)mx);
    CHECK(c[6] == and&&c[7] == or, "atomic_and/or: %x %x, want %x %x", c[6], c[7], and, or);
    CHECK(c[8] == (int32_t)x, "atomic_xor: %d", c[8]);
    CHECK(c[10] == (int32_t)(3 * N), "atomic_cmpxchg loop: %d, want %u", c[10], 3 * N);
    /* Every ticket once. */
    qsort(tickets, N, 4, cmp_u32);
    size_t bad = 0;
    for (uint32_t i = 0; i < N; i++) bad += tickets[i] != i;
    CHECK(bad == 0, "atomic_inc tickets: %zu not unique", bad);
    /* The exchanged values: the initial one and every id but the last
     * written (which is in c[9]), once each. */
    uint32_t *seen = api_alloc((N + 1) * 4);
    bad = 0;
    for (uint32_t i = 0; i < N; i++) {
        if (olds[i] == -7)
            seen[N]++;
        else if (olds[i] >= 0 && (uint32_t)olds[i] < N)
            seen[olds[i]]++;
        else
            bad++;
    }
    if (c[9] >= 0 && (uint32_t)c[9] < N) seen[c[9]]++;
    for (uint32_t i = 0; i <= N; i++) bad += seen[i] != 1;
    CHECK(bad == 0, "atomic_xchg: %zu values lost or doubled", bad);
    CHECK(c64[0] == (int64_t)sum << 20, "atom_add long: %lld", (long long)c64[0]);
    CHECK(c64[1] == (int64_t)(N - 1) << 30, "atom_max long: %lld", (long long)c64[1]);
    CHECK(c64[2] == (int64_t)N, "atom_inc long: %lld", (long long)c64[2]);

    /* Every 1.x function on local memory, per group. */
    int32_t *res = api_alloc((N / LSIZE) * 11 * 4);
    memset(tickets, 0, N * 4);
    const void *vl[] = {&res, &tickets, &olds};
    enqueue(p, "local_all", N, LSIZE, 3, vl);
    size_t lbad = 0;
    for (uint32_t g = 0; g < N / LSIZE; g++) {
        const int32_t *r = res + g * 11;
        int64_t gs = 0, gmn = INT32_MAX, gmx = INT32_MIN;
        int32_t gand = -1, gor = 0, gx = 0;
        uint8_t seen_t[LSIZE] = {0};
        for (uint32_t i = g * LSIZE; i < (g + 1) * LSIZE; i++) {
            gs += i;
            int32_t v = (int32_t)((i * 7919) % 100003) - 50000;
            gmn = v < gmn ? v : gmn;
            gmx = v > gmx ? v : gmx;
            gand &= (int32_t)(~(1u << (i % 31)) | (i & 1));
            gor |= (int32_t)(1u << (i % 29));
            gx ^= (int32_t)i;
            if (tickets[i] < LSIZE) seen_t[tickets[i]]++;
        }
        size_t t = 0;
        for (uint32_t k = 0; k < LSIZE; k++) t += seen_t[k] != 1;
        bool ok = r[0] == (int32_t)gs && r[1] == (int32_t)-gs && r[2] == (int32_t)LSIZE && r[3] == 5 - (int32_t)LSIZE &&
                  r[4] == gmn && r[5] == gmx && r[6] == gand && r[7] == gor && r[8] == gx &&
                  r[10] == (int32_t)(3 * LSIZE) && t == 0 &&
                  exchange_lost(olds, g * LSIZE, (g + 1) * LSIZE, r[9], -7) == 0;
        if (!ok && !lbad++)
            printf("local_all group %u: add %d sub %d inc %d dec %d min %d max %d and %x or %x xor %d cmpxchg %d "
                   "(tickets wrong: %zu)\n",
                   g, r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[10], t);
    }
    CHECK(lbad == 0, "every 1.x atomic on local memory: %zu of %u groups wrong", lbad, N / LSIZE);
    free(res);

    /* Local tickets in the loop: each group's are its size, consecutive
     * modulo 2^32 (the counter starts at whatever the memory held, which
     * may be just below 2^32): taken from the smallest of them, in the
     * signed distance from the first, they are 0 .. LSIZE-1. */
    memset(tickets, 0, N * 4);
    const void *v2[] = {&tickets};
    enqueue(p, "local_loop", N, LSIZE, 1, v2);
    bad = 0;
    for (uint32_t g = 0; g < N / LSIZE; g++) {
        uint32_t *t = tickets + g * LSIZE, t0 = t[0], low = 0;
        for (uint32_t j = 0; j < LSIZE; j++)
            if ((int32_t)(t[j] - t0) < (int32_t)low) low = t[j] - t0;
        for (uint32_t j = 0; j < LSIZE; j++) t[j] -= t0 + low;
        qsort(t, LSIZE, 4, cmp_u32);
        for (uint32_t j = 0; j < LSIZE; j++) bad += t[j] != j;
    }
    CHECK(bad == 0, "local atomic_inc in the work-group loop: %zu groups' tickets not consecutive", bad);

    /* Local sums as fibers. */
    int32_t *total = api_alloc(2 * 4);
    int64_t want = 0;
    for (uint32_t i = 0; i < N; i++) {
        tickets[i] = mix32(i) >> 20;
        want += tickets[i];
    }
    const void *v3[] = {&total, &tickets};
    enqueue(p, "local_sum", N, LSIZE, 2, v3);
    uint32_t wmax = 0;
    for (uint32_t i = 0; i < N; i++) wmax = tickets[i] > wmax ? tickets[i] : wmax;
    CHECK(total[0] == (int32_t)want && total[1] == (int32_t)wmax, "local atomic_add/max with barriers: %d %d", total[0],
          total[1]);
    free(total);
    free(seen);
    free(c);
    free(tickets);
    free(olds);
    free(c64);
    oclc_program_destroy(p);
}

static void test_c11(void)
{
    oclc_program *p = api_build(c11_src, "-cl-std=CL3.0");
    int32_t *a = api_alloc(16 * 4), *guarded = api_alloc(2 * 4), *out = api_alloc(N * 4), *lock = api_alloc(4);
    int64_t *l = api_alloc(8);
    uint32_t *u = api_alloc(2 * 4);
    float *f = api_alloc(4);
    a[3] = 12345, a[4] = -1, a[5] = INT32_MAX, a[6] = INT32_MIN, a[7] = -3;
    u[1] = UINT32_MAX;
    const void *vals[] = {&a, &l, &u, &guarded, &lock, &f, &out};
    enqueue(p, "c11", N, LSIZE, 7, vals);

    int64_t sum = 0, mn = INT32_MAX, mx = INT32_MIN;
    int32_t or = 0, and = -1, x = 12345;
    uint32_t umax = 0, umin = UINT32_MAX;
    int64_t gsum = 0;
    for (uint32_t i = 0; i < N; i++) {
        sum += i;
        or |= (int32_t)(1u << (i % 31));
        x ^= (int32_t)i;
        and &= (int32_t)~(1u << (i % 30));
        int32_t v = (int32_t)((i * 7919) % 100003) - 50000;
        mn = v < mn ? v : mn;
        mx = v > mx ? v : mx;
        umax = mix32(i) > umax ? mix32(i) : umax;
        umin = mix32(i) + 1 < umin ? mix32(i) + 1 : umin;
        gsum += i & 15;
    }
    CHECK(a[0] == (int32_t)(uint32_t)sum && a[1] == (int32_t)(uint32_t)-sum, "atomic_fetch_add/sub: %d %d", a[0], a[1]);
    CHECK(a[2] == or &&a[3] == x && a[4] == and, "atomic_fetch_or/xor/and: %x %x %x", a[2], a[3], a[4]);
    CHECK(a[5] == mn && a[6] == mx, "atomic_fetch_min/max: %d %d", a[5], a[6]);
    CHECK(a[8] == (int32_t)(5 * N) && a[9] == (int32_t)N, "compare_exchange loops: %d %d", a[8], a[9]);
    CHECK(a[10] == 42, "atomic_store: %d", a[10]);
    CHECK(l[0] == sum << 24, "atomic_long fetch_add: %lld", (long long)l[0]);
    CHECK(u[0] == umax && u[1] == umin, "atomic_uint fetch_max/min: %u %u", u[0], u[1]);
    CHECK(guarded[0] == (int32_t)gsum && guarded[1] == (int32_t)N && lock[0] == 0,
          "atomic_flag lock: %d %d (lock %d), want %lld %u", guarded[0], guarded[1], lock[0], (long long)gsum, N);
    CHECK(*f == 0.5f * N, "atomic_float through compare_exchange: %g, want %g", *f, 0.5 * N);
    uint32_t *seen = api_alloc((N + 1) * 4);
    size_t bad = 0;
    for (uint32_t i = 0; i < N; i++) {
        if (out[i] == -3)
            seen[N]++;
        else if (out[i] >= 0 && (uint32_t)out[i] < N)
            seen[out[i]]++;
        else
            bad++;
    }
    if (a[7] >= 0 && (uint32_t)a[7] < N) seen[a[7]]++;
    for (uint32_t i = 0; i <= N; i++) bad += seen[i] != 1;
    CHECK(bad == 0, "atomic_exchange: %zu values lost or doubled", bad);

    /* Every C11 function on local atomic types, per group. */
    int32_t *res = api_alloc((N / LSIZE) * 11 * 4);
    const void *vl[] = {&res, &out};
    enqueue(p, "c11_local_all", N, LSIZE, 2, vl);
    size_t lbad = 0;
    for (uint32_t g = 0; g < N / LSIZE; g++) {
        const int32_t *r = res + g * 11;
        int64_t gs = 0, gmn = INT32_MAX, gmx = INT32_MIN;
        int32_t gor = 0, gx = 12345, gand = -1;
        for (uint32_t i = g * LSIZE; i < (g + 1) * LSIZE; i++) {
            gs += i;
            gor |= (int32_t)(1u << (i % 31));
            gx ^= (int32_t)i;
            gand &= (int32_t)~(1u << (i % 30));
            int32_t v = (int32_t)((i * 7919) % 100003) - 50000;
            gmn = v < gmn ? v : gmn;
            gmx = v > gmx ? v : gmx;
        }
        bool ok = r[0] == (int32_t)gs && r[1] == (int32_t)-gs && r[2] == gor && r[3] == gx && r[4] == gand &&
                  r[5] == gmn && r[6] == gmx && r[8] == (int32_t)(5 * LSIZE) && r[9] == (int32_t)LSIZE && r[10] == 1 &&
                  exchange_lost(out, g * LSIZE, (g + 1) * LSIZE, r[7], -3) == 0;
        if (!ok && !lbad++)
            printf(
                "c11_local_all group %u: add %d sub %d or %x xor %d and %x min %d max %d weak %d strong %d flag %d\n",
                g, r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[8], r[9], r[10]);
    }
    CHECK(lbad == 0, "every C11 atomic on local atomic types: %zu of %u groups wrong", lbad, N / LSIZE);
    free(res);

    const void *v2[] = {&out};
    enqueue(p, "c11_local", N, LSIZE, 1, v2);
    bad = 0;
    for (uint32_t i = 0; i < N; i++) bad += out[i] != 1000 + (int32_t)(LSIZE * (LSIZE - 1) / 2);
    CHECK(bad == 0, "local atomic_int with atomic_init: %zu wrong (out[0] %d)", bad, out[0]);
    free(seen);
    free(a);
    free(guarded);
    free(out);
    free(lock);
    free(l);
    free(u);
    free(f);
    oclc_program_destroy(p);
}

int main(void)
{
    test_legacy();
    test_c11();
    return test_summary();
}
