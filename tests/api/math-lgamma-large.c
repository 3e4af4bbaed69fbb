/*
 * lgamma and lgamma_r of large arguments, where SLEEF's lgamma overflows
 * to inf before lgamma(x) does (codegen/cg_math.c, lgamma_): for float
 * from 2^20 to FLT_MAX and double from 2^50 to DBL_MAX, log-spaced inputs
 * and every input around each overflow threshold, against glibc's
 * long double lgammal (a few long double ulps: far below a float or
 * double ulp).  A result must be within 4 ulps, and inf exactly where the
 * reference rounds past the largest finite value.  lgamma's accuracy is
 * implementation-defined in OpenCL C; 4 ulps is what oclc documents
 * (docs/math.md), and an inf for a finite result is a wrong answer.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <float.h>
#include <math.h>
#include <stdbool.h>

#include "api_test.h"

static const char src[] = "kernel void f(global const float *x, global float *y, global float *z, global int *s) {\n"
                          "  size_t i = get_global_id(0);\n"
                          "  y[i] = lgamma(x[i]);\n"
                          "  z[i] = lgamma_r(x[i], s + i);\n"
                          "}\n"
                          "kernel void d(global const double *x, global double *y, global double *z, global int *s) {\n"
                          "  size_t i = get_global_id(0);\n"
                          "  y[i] = lgamma(x[i]);\n"
                          "  z[i] = lgamma_r(x[i], s + i);\n"
                          "}\n";

enum { N = 1 << 16, EDGE = 4096 };

/* |got - exact| in ulps of the exact value's binade (mant bits). */
static long double ulps(long double got, long double exact, int mant)
{
    int e;
    frexpl(exact, &e);
    return fabsl(got - exact) / ldexpl(1.0L, e - mant);
}

static void run(oclc_program *p, bool dbl)
{
    size_t sz = dbl ? sizeof(double) : sizeof(float);
    void *x = api_alloc(N * sz), *y = api_alloc(N * sz), *z = api_alloc(N * sz);
    int *s = api_alloc(N * sizeof(int));
    long double lo = dbl ? 0x1p50L : 0x1p20L, hi = dbl ? DBL_MAX : FLT_MAX;
    /* The overflow threshold: the largest x whose lgamma is finite. */
    double edge = dbl ? 0x1.754d9278b51a7p+1014 : 0x1.895f1ap+121;
    for (int i = 0; i < N; i++) {
        long double v;
        if (i < N - 2 * EDGE)
            v = expl(logl(lo) + (logl(hi) - logl(lo)) * i / (N - 2 * EDGE - 1));
        else /* 2 EDGE inputs around the threshold, SLEEF's overflow included */
            v = edge * (1 + (long double)(i - (N - EDGE)) * (dbl ? 0x1p-18L : 0x1p-18L));
        if (dbl)
            ((double *)x)[i] = (double)v;
        else
            ((float *)x)[i] = (float)v;
    }
    size_t g = N, sizes[4] = {sizeof x, sizeof y, sizeof z, sizeof s};
    const void *vals[4] = {&x, &y, &z, &s};
    CHECK(oclc_program_enqueue(p, dbl ? "d" : "f", 1, NULL, &g, NULL, 4, sizes, vals) == OCLC_SUCCESS, "enqueue: %s",
          oclc_program_log(p));
    int bad = 0, infs = 0;
    long double worst = 0;
    for (int i = 0; i < N; i++) {
        long double xi = dbl ? ((double *)x)[i] : ((float *)x)[i];
        long double r = lgammal(xi);
        long double got[2] = {dbl ? ((double *)y)[i] : ((float *)y)[i], dbl ? ((double *)z)[i] : ((float *)z)[i]};
        bool overflows = dbl ? (double)r == INFINITY : (float)r == INFINITY;
        infs += overflows;
        for (int k = 0; k < 2; k++) {
            bool ok =
                overflows ? isinf(got[k]) && got[k] > 0 : isfinite(got[k]) && ulps(got[k], r, dbl ? 52 : 23) <= 4.0L;
            if (!overflows && isfinite(got[k]) && ulps(got[k], r, dbl ? 52 : 23) > worst)
                worst = ulps(got[k], r, dbl ? 52 : 23);
            if (!ok && bad++ < 5)
                printf("FAIL: %s lgamma%s(%La) = %La, expected %La\n", dbl ? "double" : "float", k ? "_r" : "", xi,
                       got[k], r);
        }
        if (s[i] != 1 && bad++ < 5) printf("FAIL: lgamma_r(%La) sign %d\n", xi, s[i]);
    }
    CHECK(bad == 0, "%s: %d wrong results", dbl ? "double" : "float", bad);
    CHECK(infs > EDGE / 2 && infs < 2 * EDGE, "%s: %d inputs past the overflow threshold", dbl ? "double" : "float",
          infs);
    printf("%s: worst %.3Lf ulp\n", dbl ? "double" : "float", worst);
    free(x), free(y), free(z), free(s);
}

int main(void)
{
    oclc_program *p = api_build(src, NULL);
    run(p, false);
    run(p, true);
    oclc_program_destroy(p);
    return test_summary();
}
