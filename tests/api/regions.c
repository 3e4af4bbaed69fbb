/*
 * Kernels of regions (codegen/cg_kernel.c): every barrier a statement of
 * the kernel body, so the work-group function runs the group as loops over
 * its work-items between the barriers instead of fibers.  Local memory
 * exchanged between work-items across barriers, private values that live
 * across them (a slot per work-item), a reduction, a return in the last
 * region; groups of 1 work-item, odd sizes, the largest (1024), 2-D and
 * 3-D groups, smaller last groups.  Every value is computed here too.
 *
 * RUN: %oclc -S -emit-llvm %S/Inputs/regions-kernels.cl -o - | FileCheck %s --check-prefix=IR
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t %S/Inputs/regions-kernels.cl | FileCheck %s
 * RUN: %t %S/Inputs/regions-kernels.cl -O0 | FileCheck %s
 * RUN: env OCLC_NUM_THREADS=1 %t %S/Inputs/regions-kernels.cl | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 *
 * Each kernel runs as regions (flags 9: BARRIER | REGIONS).
 * IR: @__oclc_kernel_exch = {{.*}} ptr @__oclc_wg_exch, ptr @__oclc_item_exch, i64 {{[0-9]+}}, i32 9,
 * IR: @__oclc_kernel_lsum = {{.*}} ptr @__oclc_wg_lsum, ptr @__oclc_item_lsum, i64 {{[0-9]+}}, i32 9,
 * IR: @__oclc_kernel_prefix = {{.*}} ptr @__oclc_wg_prefix, ptr @__oclc_item_prefix, i64 {{[0-9]+}}, i32 9,
 * IR: @__oclc_kernel_through = {{.*}} ptr @__oclc_wg_through, ptr @__oclc_item_through, i64 {{[0-9]+}}, i32 9,
 */
#include "api_test.h"

static size_t min_sz(size_t a, size_t b) { return a < b ? a : b; }

/* exch over global size g, local size l (dims 1..3), checked against a
 * simulation of each group. */
static void test_exch(oclc_program *p, unsigned dim, const size_t g[3], const size_t l[3])
{
    size_t total = g[0] * g[1] * g[2], lmax = l[0] * l[1] * l[2];
    int32_t *out = api_alloc(total * 4), *want = api_alloc(total * 4);
    int32_t *t = api_alloc(lmax * 4), *t2 = api_alloc(lmax * 4);
    for (size_t gz = 0; gz < g[2]; gz += l[2])
        for (size_t gy = 0; gy < g[1]; gy += l[1])
            for (size_t gx = 0; gx < g[0]; gx += l[0]) {
                size_t nx = min_sz(l[0], g[0] - gx), ny = min_sz(l[1], g[1] - gy), nz = min_sz(l[2], g[2] - gz);
                size_t n = nx * ny * nz;
                for (size_t z = 0; z < nz; z++)
                    for (size_t y = 0; y < ny; y++)
                        for (size_t x = 0; x < nx; x++) {
                            size_t gid = ((gz + z) * g[1] + gy + y) * g[0] + gx + x;
                            t[(z * ny + y) * nx + x] = (int32_t)(gid * 7 + 3);
                        }
                for (size_t me = 0; me < n; me++) t2[me] = t[(me + 1) % n] - t[(me + n - 1) % n] + (int32_t)me;
                for (size_t z = 0; z < nz; z++)
                    for (size_t y = 0; y < ny; y++)
                        for (size_t x = 0; x < nx; x++) {
                            size_t me = (z * ny + y) * nx + x;
                            size_t gid = ((gz + z) * g[1] + gy + y) * g[0] + gx + x;
                            int32_t v = (int32_t)(gid * 7 + 3);
                            want[gid] = t2[n - 1 - me] * 3 + v + v * 2 + v + 1 + (int32_t)gid + (int32_t)n;
                        }
            }
    const void *vals[] = {&out, NULL};
    size_t sizes[] = {8, lmax * 4};
    oclc_status st = oclc_program_enqueue(p, "exch", dim, NULL, g, l, 2, sizes, vals);
    CHECK(st == OCLC_SUCCESS, "exch %zux%zux%zu/%zux%zux%zu: %s %s", g[0], g[1], g[2], l[0], l[1], l[2],
          oclc_status_string(st), oclc_program_log(p));
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < total; i++)
        if (out[i] != want[i] && !bad++) first = i;
    CHECK(bad == 0, "exch %zux%zux%zu/%zux%zux%zu: %zu wrong, first [%zu] = %d, want %d", g[0], g[1], g[2], l[0], l[1],
          l[2], bad, first, out[first], want[first]);
    free(out);
    free(want);
    free(t);
    free(t2);
}

static void test_lsum_prefix(oclc_program *p, size_t n, size_t l)
{
    size_t groups = (n + l - 1) / l;
    int32_t *in = api_alloc(n * 4), *pre = api_alloc(n * 4);
    int64_t *out = api_alloc(groups * 8);
    for (size_t i = 0; i < n; i++) in[i] = (int32_t)(test_rand() % 2001) - 1000;
    oclc_status st =
        oclc_program_enqueue(p, "lsum", 1, NULL, &n, &l, 3, (size_t[]){8, 8, l * 4}, (const void *[]){&out, &in, NULL});
    CHECK(st == OCLC_SUCCESS, "lsum %zu/%zu: %s %s", n, l, oclc_status_string(st), oclc_program_log(p));
    st = oclc_program_enqueue(p, "prefix", 1, NULL, &n, &l, 3, (size_t[]){8, 8, l * 4},
                              (const void *[]){&pre, &in, NULL});
    CHECK(st == OCLC_SUCCESS, "prefix %zu/%zu: %s %s", n, l, oclc_status_string(st), oclc_program_log(p));
    for (size_t g = 0; g < groups; g++) {
        int64_t want = 0;
        int32_t acc = 0;
        for (size_t i = g * l; i < (g + 1) * l && i < n; i++) {
            want += in[i];
            acc += in[i];
            CHECK(pre[i] == acc, "prefix %zu/%zu [%zu] = %d, want %d", n, l, i, pre[i], acc);
        }
        CHECK(out[g] == want, "lsum %zu/%zu group %zu: %lld, want %lld", n, l, g, (long long)out[g], (long long)want);
    }
    free(in);
    free(pre);
    free(out);
}

static void test_through(oclc_program *p, size_t n, size_t l)
{
    int32_t *out = api_alloc(n * 4);
    oclc_status st = oclc_program_enqueue(p, "through", 1, NULL, &n, &l, 1, (size_t[]){8}, (const void *[]){&out});
    CHECK(st == OCLC_SUCCESS, "through %zu/%zu: %s %s", n, l, oclc_status_string(st), oclc_program_log(p));
    size_t bad = 0;
    for (size_t i = 0; i < n; i++) bad += out[i] != (int32_t)(i * 5 + (i % l) * 1000);
    CHECK(bad == 0, "through %zu/%zu: %zu wrong (out[1] = %d)", n, l, bad, out[1]);
    free(out);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        printf("FAIL: usage: regions KERNELS.cl [OPTIONS]\n");
        return 1;
    }
    oclc_program *p = api_build(api_read_file(argv[1]), argc > 2 ? argv[2] : NULL);
    static const struct {
        unsigned dim;
        size_t g[3], l[3];
    } shapes[] = {
        {1, {256, 1, 1}, {64, 1, 1}},    /* uniform */
        {1, {1000, 1, 1}, {64, 1, 1}},   /* a last group of 40 */
        {1, {17, 1, 1}, {1, 1, 1}},      /* groups of one */
        {1, {165, 1, 1}, {33, 1, 1}},    /* odd */
        {1, {2048, 1, 1}, {1024, 1, 1}}, /* the largest */
        {1, {1031, 1, 1}, {1024, 1, 1}}, /* the largest, then 7 */
        {2, {20, 12, 1}, {8, 4, 1}},     /* 2-D, a smaller last column of groups */
        {2, {32, 32, 1}, {32, 32, 1}},   /* 2-D, 1024 */
        {3, {6, 5, 4}, {4, 2, 3}},       /* 3-D, smaller last groups in every dimension */
        {3, {8, 8, 8}, {2, 4, 8}},       /* 3-D, uniform */
    };
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) test_exch(p, shapes[i].dim, shapes[i].g, shapes[i].l);
    test_lsum_prefix(p, 4096, 64);
    test_lsum_prefix(p, 1000, 128);
    test_lsum_prefix(p, 3072, 1024);
    test_lsum_prefix(p, 17, 1);
    test_lsum_prefix(p, 99, 7);
    test_through(p, 200, 64);
    test_through(p, 5, 5);
    oclc_program_destroy(p);
    return test_summary();
}
