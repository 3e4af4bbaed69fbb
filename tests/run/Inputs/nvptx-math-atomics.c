/* Driver for run/nvptx-math-atomics.cl: runs its math kernel over inputs
 * spread across the float and double ranges and checks every result
 * against the C library computed in long double, within OpenCL C 3.0's
 * ulp bounds (7.4, full profile), and its atomics kernel against counts
 * made here.  Launched through cuda_driver.h as oclc's PTX ABI says. */
#include <float.h>
#include <math.h>

#include "cuda_driver.h"

#define NF 12
#define N  4096

/* The error of got in ulps of the float (or double, dbl) nearest to ref. */
static double ulps(double got, long double ref, int dbl)
{
    if (isnan(got) && isnan((double)ref)) return 0;
    if (isinf((double)ref) || isinf(got)) return (double)ref == got ? 0 : 1e9;
    int ex;
    frexpl(ref, &ex);
    int min_ex = dbl ? DBL_MIN_EXP : FLT_MIN_EXP, mant = dbl ? DBL_MANT_DIG : FLT_MANT_DIG;
    if (ex < min_ex) ex = min_ex;
    long double ulp = ldexpl(1.0L, ex - mant);
    return (double)(fabsl((long double)got - ref) / ulp);
}

static void within(const char *what, double got, long double ref, double bound, int dbl)
{
    /* libclc's NVPTX build flushes float results below FLT_MIN to zero
     * (its __clc_fp32_subnormals_supported() is false), as the
     * specification allows a device that does not report CL_FP_DENORM. */
    if (!dbl && fabsl(ref) < FLT_MIN && fabs(got) <= FLT_MIN) {
        checks++;
        return;
    }
    double u = ulps(got, ref, dbl);
    checks++;
    if (!(u <= bound)) {
        fails++;
        if (fails < 50) printf("MISMATCH %s: %a, expected %La (%.2f ulp > %.1f)\n", what, got, ref, u, bound);
    }
}

static void run_math(CUmodule mod)
{
    static float x[N], f[N * NF];
    static double y[N], d[N * 3];
    static int iv[N * 2];
    for (int i = 0; i < N; i++) {
        /* Magnitudes from 2^-20 to 2^20 (exp's argument below 88), both signs. */
        double m = ldexp(1.0 + (i * 0.6180339887) - floor(i * 0.6180339887), (i % 41) - 20);
        x[i] = (float)((i & 1) ? -m : m);
        if (i % 5 == 0) x[i] = (float)((i % 7) - 3) * 0.37f;
        y[i] = (i & 2) ? -m * 1.1 : m * 0.9;
    }
    CUdeviceptr dx, df, di, dy, dd;
    CU(cuMemAlloc_v2(&dx, sizeof x));
    CU(cuMemAlloc_v2(&df, sizeof f));
    CU(cuMemAlloc_v2(&di, sizeof iv));
    CU(cuMemAlloc_v2(&dy, sizeof y));
    CU(cuMemAlloc_v2(&dd, sizeof d));
    CU(cuMemcpyHtoD_v2(dx, x, sizeof x));
    CU(cuMemcpyHtoD_v2(dy, y, sizeof y));
    void *args[] = {&dx, &df, &di, &dy, &dd};
    size_t gs[3] = {N, 1, 1}, ls[3] = {128, 1, 1};
    uint64_t off[3] = {0, 0, 0};
    cuda_launch(mod, "math", 1, gs, ls, off, 0, args, 5);
    CU(cuMemcpyDtoH_v2(f, df, sizeof f));
    CU(cuMemcpyDtoH_v2(iv, di, sizeof iv));
    CU(cuMemcpyDtoH_v2(d, dd, sizeof d));
    for (int i = 0; i < N; i++) {
        long double a = x[i];
        const float *o = f + i * NF;
        if (a < 88) within("exp", o[0], expl(a), 3, 0);
        if (a != 0) within("log", o[1], logl(fabsl(a)), 3, 0);
        if (fabsl(a) < 1e5) {
            within("sin", o[2], sinl(a), 4, 0);
            within("cos", o[3], cosl(a), 4, 0);
        }
        within("pow", o[4], powl(fabsl(a), (long double)1.37f), 16, 0);
        within("tanh", o[5], tanhl(a), 5, 0);
        within("cbrt", o[6], cbrtl(a), 2, 0);
        within("sqrt", o[7], sqrtl(fabsl(a)), 0.5, 0); /* sqrt.rn: correctly rounded */
        int e;
        float m = frexpf(x[i], &e);
        check("frexp", *(const int *)&o[8], *(const int *)&m);
        check("frexp exponent", iv[2 * i], e);
        float fl = floorf(x[i]), fr = fminf(x[i] - fl, 0x1.fffffep-1f);
        check("fract", *(const int *)&o[9], *(const int *)&fr);
        check("fract floor", *(const int *)&o[10], *(const int *)&fl);
        int q;
        float r = remquof(x[i], 0.75f, &q);
        check("remquo", *(const int *)&o[11], *(const int *)&r);
        /* The quotient's sign and its low bits (C's remquo gives 3 of them). */
        int gq = iv[2 * i + 1];
        check("remquo quotient bits", abs(gq) & 7, abs(q) & 7);
        if (abs(q) & 7) check("remquo quotient sign", gq < 0, q < 0); /* 0 bits: no sign to compare */
        long double b = y[i];
        if (b < 700) within("exp double", d[3 * i], expl(b), 3, 1);
        if (b != 0) within("log double", d[3 * i + 1], logl(fabsl(b)), 3, 1);
        if (fabsl(b) < 1e5) within("sin double", d[3 * i + 2], sinl(b), 4, 1);
    }
}

static void run_atomics(CUmodule mod)
{
    enum { ITEMS = 8192, LOCAL = 256 };
    int g[4] = {0, 0, -1, 0}, c[3] = {0, 0, 0}, groups[ITEMS / LOCAL * 4];
    int64_t g64 = 0;
    CUdeviceptr dg, dc, d64, dgr;
    CU(cuMemAlloc_v2(&dg, sizeof g));
    CU(cuMemAlloc_v2(&dc, sizeof c));
    CU(cuMemAlloc_v2(&d64, sizeof g64));
    CU(cuMemAlloc_v2(&dgr, sizeof groups));
    CU(cuMemcpyHtoD_v2(dg, g, sizeof g));
    CU(cuMemcpyHtoD_v2(dc, c, sizeof c));
    CU(cuMemcpyHtoD_v2(d64, &g64, sizeof g64));
    uint32_t loff = 0;
    void *args[] = {&dg, &dc, &d64, &dgr, &loff};
    size_t gs[3] = {ITEMS, 1, 1}, ls[3] = {LOCAL, 1, 1};
    uint64_t off[3] = {0, 0, 0};
    cuda_launch(mod, "atomics", 1, gs, ls, off, 4 * sizeof(int), args, 5);
    CU(cuMemcpyDtoH_v2(g, dg, sizeof g));
    CU(cuMemcpyDtoH_v2(c, dc, sizeof c));
    CU(cuMemcpyDtoH_v2(&g64, d64, sizeof g64));
    CU(cuMemcpyDtoH_v2(groups, dgr, sizeof groups));
    long long sum7 = 0, max = -1, min = 0, sum64 = 0;
    for (long long i = 0; i < ITEMS; i++) {
        sum7 += i % 7;
        if (i * 37 % 1001 > max) max = i * 37 % 1001;
        if (-(i % 513) < min) min = -(i % 513);
        sum64 += i << 20;
    }
    check("atomic_inc global", g[0], ITEMS);
    check("atomic_add global", g[1], sum7);
    check("atomic_max global", g[2], max);
    check("atomic_min global", g[3], min);
    check("atomic_fetch_add seq_cst", c[0], 2 * ITEMS);
    check("atomic_fetch_add relaxed", c[1], ITEMS);
    check("compare_exchange loop", c[2], 3 * ITEMS);
    check("atom_add 64-bit", (long long)g64, sum64);
    int orbits = 0;
    for (int lid = 0; lid < LOCAL; lid++) orbits |= 1 << (lid % 31);
    for (int grp = 0; grp < ITEMS / LOCAL; grp++) {
        check("local atomic_inc", groups[grp * 4], LOCAL);
        check("local atomic_add", groups[grp * 4 + 1], LOCAL * (LOCAL - 1) / 2);
        check("local atomic_xchg", groups[grp * 4 + 2], 5);
        check("local atomic_or", groups[grp * 4 + 3], orbits);
    }
}

int main(int argc, char **argv)
{
    CUmodule mod = cuda_load(argc > 1 ? argv[1] : NULL);
    run_math(mod);
    run_atomics(mod);
    printf("nvptx-math-atomics: %d checks passed, %d failed\n", checks - fails, fails);
    return fails != 0;
}
