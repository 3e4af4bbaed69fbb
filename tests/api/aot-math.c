/*
 * Math built-ins in kernels compiled ahead of time: the object calls
 * SLEEF's functions (for the generic x86-64 CPU of objects: the SSE2
 * variants), so the program links -lsleef with -loclc, as
 * `pkg-config --libs oclc` and the CMake package say; the values are
 * checked against the C library's within the specification's limits.
 *
 * RUN: %oclc -c %S/Inputs/aot-math.cl -o %t.o
 * RUN: nm %t.o | FileCheck %s --check-prefix=SYMS
 * RUN: %api-cc %s %t.o -o %t %api-ld -lsleef
 * RUN: %t | FileCheck %s
 * SYMS: U Sleef_
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <math.h>

#include "api_test.h"

OCLC_DECLARE_KERNEL(math_f);
OCLC_DECLARE_KERNEL(math_d4);

/* |got - want| in units of want's last place (float or double). */
static double ulps(double got, double want, int digits)
{
    int e;
    frexp(want, &e);
    return fabs(got - want) / ldexp(1.0, e - digits);
}

int main(void)
{
    enum { N = 1024 };
    float *x = api_alloc(N * 4), *y = api_alloc(N * 4);
    for (int i = 0; i < N; i++) x[i] = (float)(i - N / 2) / 64.0f;
    size_t g = N;
    oclc_status st =
        oclc_enqueue_aot(&OCLC_KERNEL(math_f), 1, NULL, &g, NULL, 2, (size_t[]){8, 8}, (const void *[]){&y, &x});
    CHECK(st == OCLC_SUCCESS, "math_f: %s %s", oclc_status_string(st), oclc_aot_error());
    for (int i = 0; i < N; i++) {
        double v = x[i];
        /* sin (4 ulp) + exp (3 ulp) / 4 + pow (16 ulp), each rounded to float: a few ulp of the sum. */
        double want = (double)sinf(x[i]) + (double)(expf(x[i]) * 0.25f) + (double)powf(x[i] * x[i], 0.5f);
        CHECK(ulps(y[i], want, 24) < 64 || fabs(y[i] - want) < 1e-6, "math_f(%g) = %.9g, want %.9g", v, y[i], want);
    }

    double *dx = api_alloc(N * 8), *dy = api_alloc(N * 8);
    for (int i = 0; i < N; i++) dx[i] = (double)(i - N / 2) / 100.0 + 0.001;
    g = N / 4;
    st = oclc_enqueue_aot(&OCLC_KERNEL(math_d4), 1, NULL, &g, NULL, 2, (size_t[]){8, 8}, (const void *[]){&dy, &dx});
    CHECK(st == OCLC_SUCCESS, "math_d4: %s %s", oclc_status_string(st), oclc_aot_error());
    for (int i = 0; i < N; i++) {
        double want = log1p(fabs(dx[i])) + tan(M_PI * dx[i]);
        CHECK(fabs(dy[i] - want) <= 1e-12 * (1 + fabs(want)), "math_d4[%d](%g) = %.17g, want %.17g", i, dx[i], dy[i],
              want);
    }
    return test_summary();
}
