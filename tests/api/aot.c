/*
 * Kernels compiled ahead of time: objects from `oclc -c` linked into a C
 * program with liboclc, run through oclc_enqueue_aot and the same NDRange
 * machinery as the JIT (work-group loops, fibers for barriers, local
 * memory), including a kernel that calls a function from another object
 * which reads the work-item functions through the runtime.
 *
 * RUN: %oclc -c %S/Inputs/aot-kernels.cl -o %t.kernels.o
 * RUN: %oclc -c %S/Inputs/aot-helper.cl -o %t.helper.o
 * RUN: %api-cc %s %t.kernels.o %t.helper.o -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

OCLC_DECLARE_KERNEL(scale);
OCLC_DECLARE_KERNEL(reverse);
OCLC_DECLARE_KERNEL(external);
OCLC_DECLARE_KERNEL(fill);

/* The kernels are also plain C functions. */
void fill(int32_t *out, int32_t v);

int main(void)
{
    enum { N = 1000 };
    float *x = api_alloc(N * 4), *y = api_alloc(N * 4);
    for (int i = 0; i < N; i++) x[i] = (float)i * 0.5f;
    float a = 3.0f;
    size_t g = N - 10, off = 10;
    oclc_status st =
        oclc_enqueue_aot(&OCLC_KERNEL(scale), 1, &off, &g, NULL, 3, (size_t[]){8, 8, 4}, (const void *[]){&y, &x, &a});
    CHECK(st == OCLC_SUCCESS, "scale: %s %s", oclc_status_string(st), oclc_aot_error());
    for (int i = 10; i < N; i++) CHECK(y[i] == 3.0f * x[i] + 10.0f, "scale[%d] = %g", i, y[i]);
    CHECK(y[0] == 0.0f, "scale wrote before the offset");

    int32_t *in = api_alloc(N * 4), *out = api_alloc(N * 4);
    for (int i = 0; i < N; i++) in[i] = i * 3 + 1;
    size_t n = 960, l = 32;
    st = oclc_enqueue_aot(&OCLC_KERNEL(reverse), 1, NULL, &n, &l, 3, (size_t[]){8, 8, 32 * 4},
                          (const void *[]){&out, &in, NULL});
    CHECK(st == OCLC_SUCCESS, "reverse: %s %s", oclc_status_string(st), oclc_aot_error());
    for (size_t i = 0; i < n; i++) CHECK(out[i] == in[i - i % 32 + 31 - i % 32], "reverse[%zu]", i);

    uint64_t *u = api_alloc(6 * 4 * 8);
    size_t g2[2] = {6, 4}, l2[2] = {3, 2};
    st = oclc_enqueue_aot(&OCLC_KERNEL(external), 2, NULL, g2, l2, 1, (size_t[]){8}, (const void *[]){&u});
    CHECK(st == OCLC_SUCCESS, "external: %s %s", oclc_status_string(st), oclc_aot_error());
    for (size_t j = 0; j < 4; j++)
        for (size_t i = 0; i < 6; i++)
            CHECK(u[i + 6 * j] == (j % 2) * 1000000 + i * 1000 + (i % 3) * 10 + 2, "external (%zu,%zu) = %llu", i, j,
                  (unsigned long long)u[i + 6 * j]);

    st = oclc_enqueue_aot(&OCLC_KERNEL(fill), 1, NULL, &n, NULL, 2, (size_t[]){8, 4},
                          (const void *[]){&out, &(int32_t){-7}});
    CHECK(st == OCLC_SUCCESS, "fill: %s", oclc_aot_error());
    CHECK(out[0] == -7 && out[n - 1] == -7, "fill");
    fill(out, 42); /* one work-item: global id 0 */
    CHECK(out[0] == 42 && out[1] == -7, "fill called from C");

    /* Errors come back as statuses, with the message on this thread. */
    st = oclc_enqueue_aot(&OCLC_KERNEL(fill), 1, NULL, &n, NULL, 1, (size_t[]){8}, (const void *[]){&out});
    CHECK(st == OCLC_INVALID_ARGUMENT && strstr(oclc_aot_error(), "kernel 'fill': takes 2 arguments, 1 given"),
          "fill with 1 argument: %s", oclc_aot_error());
    CHECK(oclc_enqueue_aot(NULL, 1, NULL, &n, NULL, 0, NULL, NULL) == OCLC_INVALID_ARGUMENT, "NULL kernel");
    CHECK(oclc_enqueue_aot(&OCLC_KERNEL(fill), 1, NULL, &n, NULL, 2, (size_t[]){8, 4},
                           (const void *[]){&out, &(int32_t){1}}) == OCLC_SUCCESS &&
              oclc_aot_error()[0] == '\0',
          "a success clears the message");
    return test_summary();
}
