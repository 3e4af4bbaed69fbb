/*
 * Atomic additions combined per row of a work-group (codegen/cg_combine.c):
 * kernels whose atomics become updates of a table in the work-group
 * function's frame, flushed at its end, give the exact totals this program
 * computes in C -- with many more words than the table has entries (every
 * update an eviction), sums that wrap in 32 bits, 64-bit words, negative
 * values, 2-D rows, groups cut short by a non-uniform size, or, and,
 * xor, signed and unsigned min and max of 32 and 64 bits, the C11
 * functions, and the kernel's plain C function for one work-item.  Next
 * to them, kernels the analysis must leave alone (an old value used, a
 * read of the word after the add) give their exact answers too.
 * tests/codegen/combine-atomics.cl checks which kernels are combined;
 * .ci/run's tsan stage runs this too.
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

#define N     (1u << 20)
#define NBINS 100003u /* far more words than the table's 512 entries */
#define SIDE  512u

static const char *legacy_src = "kernel void hist(global const uchar *in, global uint *bins) {\n"
                                "  atomic_inc(&bins[in[get_global_id(0)]]);\n"
                                "}\n"
                                "kernel void spread(global int *bins, uint nbins) {\n"
                                "  uint i = get_global_id(0);\n"
                                "  uint k = (i * 2654435761u) % nbins;\n"
                                "  atomic_add(&bins[k], (int)(i & 7) - 3);\n"
                                "  atomic_sub(&bins[(k + 1) % nbins], 2);\n"
                                "  atomic_dec(&bins[nbins]);\n"
                                "}\n"
                                "kernel void wrap(global uint *w) {\n"
                                "  atomic_add(&w[get_global_id(0) & 3], 0x7fffffffu + (uint)get_global_id(0));\n"
                                "}\n"
                                "#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
                                "kernel void wide(global long *s) {\n"
                                "  ulong i = get_global_id(0);\n"
                                "  atom_add(&s[i % 5], (long)(i << 35) - 12345);\n"
                                "  atom_sub(&s[5], 3);\n"
                                "  atom_inc(&s[6]);\n"
                                "}\n"
                                "kernel void grid(global uint *bins) {\n"
                                "  uint x = get_global_id(0), y = get_global_id(1);\n"
                                "  for (uint j = 0; j < 4; j++) atomic_add(&bins[(x + y * j) % 61], j + 1);\n"
                                "}\n"
                                /* the other kinds, one a kernel */
                                "kernel void bits(global uint *w) {\n"
                                "  uint i = get_global_id(0);\n"
                                "  atomic_or(&w[(i * 2654435761u) >> 22], 1u << (i % 31));\n"
                                "}\n"
                                "kernel void ands(global int *w) {\n"
                                "  uint i = get_global_id(0);\n"
                                "  atomic_and(&w[i % 97], ~(1 << (i % 29)) | (int)(i & 0x10000));\n"
                                "}\n"
                                "kernel void xors(global uint *w) {\n"
                                "  uint i = get_global_id(0);\n"
                                "  atomic_xor(&w[(i * 40503u) % 1009], i * 2654435761u);\n"
                                "}\n"
                                "kernel void highest(global int *m) {\n"
                                "  uint i = get_global_id(0);\n"
                                "  atomic_max(&m[i % 13], (int)(i * 2654435761u));\n"
                                "}\n"
                                "kernel void lowest(global uint *m) {\n"
                                "  uint i = get_global_id(0);\n"
                                "  atomic_min(&m[i % 11], i * 2654435761u + 12345u);\n"
                                "}\n"
                                "#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable\n"
                                "kernel void wide_max(global long *m) {\n"
                                "  ulong i = get_global_id(0);\n"
                                "  atom_max(&m[i % 3], (long)(i * 0x9e3779b97f4a7c15ul));\n"
                                "}\n"
                                /* left alone: two kinds in one kernel */
                                "kernel void mixed(global int *c) {\n"
                                "  uint i = get_global_id(0);\n"
                                "  atomic_add(&c[0], 3);\n"
                                "  atomic_or(&c[1 + (i & 1)], 1 << (i % 30));\n"
                                "}\n"
                                /* left alone: the old value is used */
                                "kernel void tickets(global uint *c, global uint *t) {\n"
                                "  t[get_global_id(0)] = atomic_inc(&c[0]);\n"
                                "  atomic_add(&c[1], 2);\n"
                                "}\n"
                                /* left alone: the work-item reads its word after its add */
                                "kernel void readback(global int *c, global int *seen) {\n"
                                "  int i = get_global_id(0);\n"
                                "  atomic_add(&c[i], 5);\n"
                                "  seen[i] = c[i];\n"
                                "}\n";

static const char *c11_src = "kernel void c11(global atomic_int *a, global atomic_long *b) {\n"
                             "  int i = (int)get_global_id(0);\n"
                             "  atomic_fetch_add(&a[i % 3], i);\n"
                             "  atomic_fetch_sub_explicit(&b[i % 2], (long)i * 1000, memory_order_relaxed,\n"
                             "                            memory_scope_device);\n"
                             "}\n"
                             /* left alone: a private atomic read back */
                             "kernel void priv(global atomic_int *g) {\n"
                             "  atomic_int x;\n"
                             "  atomic_init(&x, 0);\n"
                             "  atomic_fetch_add(&x, 5);\n"
                             "  int v = *(int *)&x;\n"
                             "  atomic_fetch_add(&g[0], v);\n"
                             "}\n";

static void run(oclc_program *p, const char *k, unsigned dim, const size_t *n, const size_t *lsize, unsigned nargs,
                const size_t *sizes, const void *const *vals)
{
    oclc_status st = oclc_program_enqueue(p, k, dim, NULL, n, lsize, nargs, sizes, vals);
    CHECK(st == OCLC_SUCCESS, "%s: %s", k, oclc_status_string(st));
}

static const size_t ptr_sizes[4] = {8, 8, 8, 8};

static void test_hist(oclc_program *p)
{
    uint8_t *in = api_alloc(N);
    uint32_t *bins = api_alloc(256 * 4), want[256] = {0};
    uint64_t x = 88172645463325252ull;
    for (uint32_t i = 0; i < N; i++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        in[i] = (uint8_t)((x & 0xff) * ((x >> 8) & 0xff) >> 8); /* low bins hot */
        want[in[i]]++;
    }
    const void *vals[] = {&in, &bins};
    size_t n = N, l64 = 64;
    run(p, "hist", 1, &n, NULL, 2, ptr_sizes, vals); /* oclc's group size */
    run(p, "hist", 1, &n, &l64, 2, ptr_sizes, vals); /* small groups: a flush per 64 */
    size_t l4 = 4;
    run(p, "hist", 1, &n, &l4, 2, ptr_sizes, vals);  /* rows too short for the table */
    size_t bad = 0;
    for (int b = 0; b < 256; b++) bad += bins[b] != 3 * want[b];
    CHECK(bad == 0, "histogram: %zu of 256 bins wrong (bin 0: %u, want %u)", bad, bins[0], 3 * want[0]);

    /* The plain C function runs one work-item (global id 0). */
    void (*plain)(const uint8_t *, uint32_t *) = (void (*)(const uint8_t *, uint32_t *))oclc_program_symbol(p, "hist");
    CHECK(plain != NULL, "hist's C function not found");
    if (plain) {
        memset(bins, 0, 256 * 4);
        plain(in, bins);
        plain(in, bins);
        bad = 0;
        for (int b = 0; b < 256; b++) bad += bins[b] != (b == in[0] ? 2u : 0u);
        CHECK(bad == 0, "hist as a C function: %zu bins wrong", bad);
    }
    free(in);
    free(bins);
}

static void test_spread(oclc_program *p)
{
    int32_t *bins = api_alloc((NBINS + 1) * 4), *want = api_alloc((NBINS + 1) * 4);
    for (uint32_t i = 0; i < N; i++) {
        uint32_t k = (i * 2654435761u) % NBINS;
        want[k] += (int32_t)(i & 7) - 3;
        want[(k + 1) % NBINS] -= 2;
        want[NBINS]--;
    }
    uint32_t nbins = NBINS;
    const void *vals[] = {&bins, &nbins};
    size_t sizes[] = {8, 4}, n = N;
    run(p, "spread", 1, &n, NULL, 2, sizes, vals);
    size_t bad = 0;
    for (uint32_t b = 0; b <= NBINS; b++) bad += bins[b] != want[b];
    CHECK(bad == 0, "many words (evictions), add/sub/dec: %zu of %u wrong", bad, NBINS + 1);
    free(bins);
    free(want);
}

static void test_wrap_wide(oclc_program *p)
{
    uint32_t *w = api_alloc(4 * 4), ww[4] = {0};
    size_t n = 1u << 16;
    for (uint32_t i = 0; i < n; i++) ww[i & 3] += 0x7fffffffu + i;
    const void *vals[] = {&w};
    run(p, "wrap", 1, &n, NULL, 1, ptr_sizes, vals);
    CHECK(memcmp(w, ww, sizeof ww) == 0, "32-bit sums that wrap: %u %u %u %u, want %u %u %u %u", w[0], w[1], w[2], w[3],
          ww[0], ww[1], ww[2], ww[3]);

    int64_t *s = api_alloc(7 * 8);
    uint64_t want[7] = {0};
    n = 1u << 18;
    for (uint64_t i = 0; i < n; i++) {
        want[i % 5] += (i << 35) - 12345u;
        want[5] -= 3;
        want[6]++;
    }
    const void *v2[] = {&s};
    run(p, "wide", 1, &n, NULL, 1, ptr_sizes, v2);
    size_t bad = 0;
    for (int k = 0; k < 7; k++) bad += (uint64_t)s[k] != want[k];
    CHECK(bad == 0, "64-bit atom_add/sub/inc: %zu of 7 wrong (s[0] %lld, want %lld)", bad, (long long)s[0],
          (long long)want[0]);
    free(w);
    free(s);
}

static void test_grid(oclc_program *p)
{
    uint32_t *bins = api_alloc(61 * 4), want[61] = {0};
    for (uint32_t y = 0; y < SIDE; y++)
        for (uint32_t x = 0; x < SIDE; x++)
            for (uint32_t j = 0; j < 4; j++) want[(x + y * j) % 61] += 3 * (j + 1);
    const void *vals[] = {&bins};
    size_t n[2] = {SIDE, SIDE}, l[2] = {16, 8}, thin[2] = {1, 64};
    run(p, "grid", 2, n, l, 1, ptr_sizes, vals);
    run(p, "grid", 2, n, NULL, 1, ptr_sizes, vals);
    run(p, "grid", 2, n, thin, 1, ptr_sizes, vals); /* rows of one work-item */
    size_t bad = 0;
    for (int b = 0; b < 61; b++) bad += bins[b] != want[b];
    CHECK(bad == 0, "2-D rows, atomics in a loop: %zu of 61 wrong", bad);
    free(bins);
}

static void test_kinds(oclc_program *p)
{
    size_t n = N, bad = 0;
    uint32_t *w = api_alloc(1024 * 4), want[1024] = {0};
    const void *vw[] = {&w};
    run(p, "bits", 1, &n, NULL, 1, ptr_sizes, vw);
    for (uint32_t i = 0; i < N; i++) want[(i * 2654435761u) >> 22] |= 1u << (i % 31);
    for (int k = 0; k < 1024; k++) bad += w[k] != want[k];
    CHECK(bad == 0, "atomic_or into 1024 words: %zu wrong", bad);

    int32_t *a = api_alloc(97 * 4), wa[97];
    for (int k = 0; k < 97; k++) a[k] = wa[k] = -1;
    const void *va[] = {&a};
    run(p, "ands", 1, &n, NULL, 1, ptr_sizes, va);
    for (uint32_t i = 0; i < N; i++) wa[i % 97] &= (int32_t)(~(1u << (i % 29)) | (i & 0x10000));
    bad = 0;
    for (int k = 0; k < 97; k++) bad += a[k] != wa[k];
    CHECK(bad == 0, "atomic_and: %zu of 97 wrong", bad);

    uint32_t *x = api_alloc(1009 * 4), wx[1009] = {0};
    const void *vx[] = {&x};
    run(p, "xors", 1, &n, NULL, 1, ptr_sizes, vx);
    for (uint32_t i = 0; i < N; i++) wx[(i * 40503u) % 1009] ^= i * 2654435761u;
    bad = 0;
    for (int k = 0; k < 1009; k++) bad += x[k] != wx[k];
    CHECK(bad == 0, "atomic_xor: %zu of 1009 wrong", bad);

    int32_t *m = api_alloc(13 * 4), wm[13];
    for (int k = 0; k < 13; k++) m[k] = wm[k] = INT32_MIN;
    const void *vm[] = {&m};
    run(p, "highest", 1, &n, NULL, 1, ptr_sizes, vm);
    for (uint32_t i = 0; i < N; i++) {
        int32_t v = (int32_t)(i * 2654435761u);
        if (v > wm[i % 13]) wm[i % 13] = v;
    }
    bad = 0;
    for (int k = 0; k < 13; k++) bad += m[k] != wm[k];
    CHECK(bad == 0, "atomic_max (signed, negative values): %zu of 13 wrong", bad);

    uint32_t *u = api_alloc(11 * 4), wu[11];
    for (int k = 0; k < 11; k++) u[k] = wu[k] = UINT32_MAX;
    const void *vu[] = {&u};
    size_t l4 = 4;
    run(p, "lowest", 1, &n, &l4, 1, ptr_sizes, vu); /* short rows: the atomics as they were */
    run(p, "lowest", 1, &n, NULL, 1, ptr_sizes, vu);
    for (uint32_t i = 0; i < N; i++) {
        uint32_t v = i * 2654435761u + 12345u;
        if (v < wu[i % 11]) wu[i % 11] = v;
    }
    bad = 0;
    for (int k = 0; k < 11; k++) bad += u[k] != wu[k];
    CHECK(bad == 0, "atomic_min (unsigned, values past 2^31): %zu of 11 wrong", bad);

    int64_t *l = api_alloc(3 * 8), wl[3] = {INT64_MIN, INT64_MIN, INT64_MIN};
    for (int k = 0; k < 3; k++) l[k] = INT64_MIN;
    const void *vl[] = {&l};
    run(p, "wide_max", 1, &n, NULL, 1, ptr_sizes, vl);
    for (uint64_t i = 0; i < N; i++) {
        int64_t v = (int64_t)(i * 0x9e3779b97f4a7c15ull);
        if (v > wl[i % 3]) wl[i % 3] = v;
    }
    CHECK(l[0] == wl[0] && l[1] == wl[1] && l[2] == wl[2], "atom_max on long: %lld %lld %lld", (long long)l[0],
          (long long)l[1], (long long)l[2]);

    int32_t *c = api_alloc(3 * 4), wc[3] = {0};
    const void *vc[] = {&c};
    run(p, "mixed", 1, &n, NULL, 1, ptr_sizes, vc);
    for (uint32_t i = 0; i < N; i++) wc[0] += 3, wc[1 + (i & 1)] |= 1 << (i % 30);
    CHECK(c[0] == wc[0] && c[1] == wc[1] && c[2] == wc[2], "add and or in one kernel: %d %x %x", c[0], c[1], c[2]);
    free(w), free(a), free(x), free(m), free(u), free(l), free(c);
}

static void test_left_alone(oclc_program *p)
{
    size_t n = N;
    uint32_t *c = api_alloc(2 * 4), *t = api_alloc(N * 4);
    const void *vals[] = {&c, &t};
    run(p, "tickets", 1, &n, NULL, 2, ptr_sizes, vals);
    uint8_t *seen = api_alloc(N);
    size_t bad = 0;
    for (uint32_t i = 0; i < N; i++)
        if (t[i] >= N || seen[t[i]]++) bad++;
    CHECK(bad == 0 && c[0] == N && c[1] == 2 * N, "tickets: %zu repeated, c %u %u", bad, c[0], c[1]);

    int32_t *cc = api_alloc(N * 4), *s = api_alloc(N * 4);
    for (uint32_t i = 0; i < N; i++) cc[i] = (int32_t)i;
    const void *v2[] = {&cc, &s};
    run(p, "readback", 1, &n, NULL, 2, ptr_sizes, v2);
    bad = 0;
    for (uint32_t i = 0; i < N; i++) bad += s[i] != (int32_t)i + 5 || cc[i] != (int32_t)i + 5;
    CHECK(bad == 0, "a read of the word after the add: %zu wrong", bad);
    free(c);
    free(t);
    free(seen);
    free(cc);
    free(s);
}

static void test_c11(void)
{
    oclc_program *p = api_build(c11_src, "-cl-std=CL3.0");
    int32_t *a = api_alloc(3 * 4);
    int64_t *b = api_alloc(2 * 8);
    int64_t wa[3] = {0}, wb[2] = {0};
    size_t n = N + 37, l = 64; /* the last group is cut short */
    for (uint32_t i = 0; i < n; i++) wa[i % 3] += i, wb[i % 2] -= (int64_t)i * 1000;
    const void *vals[] = {&a, &b};
    run(p, "c11", 1, &n, &l, 2, ptr_sizes, vals);
    bool ok = true;
    for (int k = 0; k < 3; k++) ok &= a[k] == (int32_t)(uint32_t)wa[k];
    for (int k = 0; k < 2; k++) ok &= b[k] == wb[k];
    CHECK(ok, "C11 fetch_add (seq_cst) and fetch_sub_explicit (relaxed), non-uniform groups: %d %d %d / %lld %lld",
          a[0], a[1], a[2], (long long)b[0], (long long)b[1]);
    int32_t *g = api_alloc(4);
    const void *v2[] = {&g};
    run(p, "priv", 1, &n, &l, 1, ptr_sizes, v2);
    CHECK(g[0] == (int32_t)(5 * n), "a private atomic read back: %d, want %d", g[0], (int32_t)(5 * n));
    free(g);
    free(a);
    free(b);
    oclc_program_destroy(p);
}

int main(void)
{
    oclc_program *p = api_build(legacy_src, "-cl-std=CL1.2");
    test_hist(p);
    test_spread(p);
    test_wrap_wide(p);
    test_grid(p);
    test_kinds(p);
    test_left_alone(p);
    oclc_program_destroy(p);
    test_c11();
    return test_summary();
}
