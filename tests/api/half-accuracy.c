/*
 * The accuracy proof of the math built-ins on half (cl_khr_fp16): every
 * one of the 2^16 half inputs of every function of one argument that
 * OpenCL C 3.0 6.15.2 and 6.15.4 give a half overload (the half_ and
 * native_ forms take float only), and of the functions of two arguments
 * every pair of 330 structured halves (each exponent with the significands
 * 0, 1, 0x155, 0x200, 0x3ff, both signs, and small integers and
 * half-integers) plus random pairs, against MPFR: the reference is the
 * exact value rounded to odd at 32 bits, which rounded to half to nearest
 * is the correctly rounded half (32 > 11 + 2), and whose distance from
 * oclc's result in half ulps (the spacing of the halves at the reference,
 * 2^-24 below the smallest normal; an infinite result of a finite
 * reference counts as 2^16) is the error.  The limits are the half table
 * of OpenCL C 3.0 7.4 (table-ulp-half-math); "correctly rounded" and
 * "0 ulp" functions must give the correctly rounded half bit for bit.
 * NaN must give NaN, an infinite or zero reference the same infinity or
 * zero (its sign too).  lgamma has no half limit in the table: its worst
 * error is reported only.
 *
 * Each function also runs as a vector (widths 2, 3, 4, 8, 16 in turn) over
 * the same inputs, within the same limit.  The pointer-result functions
 * (fract, frexp, modf, sincos, lgamma_r, remquo) check both results.
 * The worst error of each function, and how many of its results are not
 * the correctly rounded half, are printed (docs/math.md, "half").  The
 * measure is checked first on results made wrong on purpose (selftest).
 *
 * RUN: %api-cc %s -o %t %api-ld -lmpfr -lgmp
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <mpfr.h>

#include "bi_values.h"
#include "half_bits.h"

/* ---- halves, by their bits, in C ---------------------------------------- */

static int is_nan_h(uint16_t h) { return (h & 0x7c00) == 0x7c00 && (h & 0x3ff); }

/* The spacing of the halves at x. */
static double half_ulp(double x)
{
    x = fabs(x);
    if (x < 0x1p-14) return 0x1p-24;
    int e;
    frexp(x, &e);
    return ldexp(1, e - 11);
}

/* ---- the reference ------------------------------------------------------- */

/* r (PREC bits, computed toward zero with ternary t) rounded to odd, as
 * a double. */
static double round_odd(mpfr_t r, int t)
{
    if (mpfr_nan_p(r)) return NAN;
    double d = mpfr_get_d(r, MPFR_RNDZ);
    int inexact = t != 0 || mpfr_cmp_d(r, d) != 0;
    if (inexact && d == 0) return mpfr_signbit(r) ? -0x1p-1074 : 0x1p-1074;
    if (inexact && isfinite(d)) {
        uint64_t b;
        memcpy(&b, &d, 8);
        b |= 1;
        memcpy(&d, &b, 8);
    }
    return d;
}

typedef int (*Mpfr1)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
typedef int (*Mpfr2)(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);

static mpfr_t big_pi;

static int ref_degrees(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
    mpfr_t t;
    mpfr_init2(t, 256);
    mpfr_mul_ui(t, x, 180, MPFR_RNDN);
    mpfr_div(t, t, big_pi, MPFR_RNDN);
    int s = mpfr_set(r, t, rnd) | !mpfr_zero_p(x);
    mpfr_clear(t);
    return s;
}

static int ref_radians(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
    mpfr_t t;
    mpfr_init2(t, 256);
    mpfr_mul(t, x, big_pi, MPFR_RNDN);
    mpfr_div_ui(t, t, 180, MPFR_RNDN);
    int s = mpfr_set(r, t, rnd) | !mpfr_zero_p(x);
    mpfr_clear(t);
    return s;
}

/* IEEE rSqrt and OpenCL: rsqrt(-0) is -inf (MPFR's rec_sqrt gives +inf). */
static int ref_rsqrt(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
    if (mpfr_zero_p(x)) {
        mpfr_set_inf(r, mpfr_signbit(x) ? -1 : 1);
        return 0;
    }
    return mpfr_rec_sqrt(r, x, rnd);
}

/* to the nearest integer, ties to even (mpfr_rint's mode is its argument) */
static int ref_rint(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
    (void)rnd;
    return mpfr_rint(r, x, MPFR_RNDN);
}

static int lgamma_sign; /* of the last ref_lgamma */

static int ref_lgamma(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) { return mpfr_lgamma(r, &lgamma_sign, x, rnd); }

static int ref_logb(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
    return mpfr_set_d(r, logb(mpfr_get_d(x, MPFR_RNDN)), rnd);
}

static int ref_sign(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd)
{
    if (mpfr_nan_p(x) || mpfr_zero_p(x)) return mpfr_set(r, x, rnd); /* sign(NaN) is 0 in OpenCL: below */
    return mpfr_set_si(r, mpfr_signbit(x) ? -1 : 1, rnd);
}

/* Functions of one argument: name, MPFR, the half limit in ulps (0:
 * correctly rounded, -1: none). */
static const struct {
    const char *name;
    Mpfr1 f;
    double limit;
} ones[] = {
    {"acos", mpfr_acos, 2},        {"acosh", mpfr_acosh, 2},    {"acospi", mpfr_acospi, 2},
    {"asin", mpfr_asin, 2},        {"asinh", mpfr_asinh, 2},    {"asinpi", mpfr_asinpi, 2},
    {"atan", mpfr_atan, 2},        {"atanh", mpfr_atanh, 2},    {"atanpi", mpfr_atanpi, 2},
    {"cbrt", mpfr_cbrt, 2},        {"ceil", mpfr_rint_ceil, 0}, {"cos", mpfr_cos, 2},
    {"cosh", mpfr_cosh, 2},        {"cospi", mpfr_cospi, 2},    {"erfc", mpfr_erfc, 4},
    {"erf", mpfr_erf, 4},          {"exp", mpfr_exp, 2},        {"exp2", mpfr_exp2, 2},
    {"exp10", mpfr_exp10, 2},      {"expm1", mpfr_expm1, 2},    {"fabs", mpfr_abs, 0},
    {"floor", mpfr_rint_floor, 0}, {"lgamma", ref_lgamma, -1},  {"log", mpfr_log, 2},
    {"log2", mpfr_log2, 2},        {"log10", mpfr_log10, 2},    {"log1p", mpfr_log1p, 2},
    {"logb", ref_logb, 0},         {"rint", ref_rint, 0},       {"round", mpfr_rint_round, 0},
    {"rsqrt", ref_rsqrt, 1},       {"sin", mpfr_sin, 2},        {"sinh", mpfr_sinh, 2},
    {"sinpi", mpfr_sinpi, 2},      {"sqrt", mpfr_sqrt, 1.5},    {"tan", mpfr_tan, 2.5},
    {"tanh", mpfr_tanh, 2},        {"tanpi", mpfr_tanpi, 2},    {"tgamma", mpfr_gamma, 4},
    {"trunc", mpfr_rint_trunc, 0}, {"degrees", ref_degrees, 2}, {"radians", ref_radians, 2},
    {"sign", ref_sign, 0},
};
#define NONES ((int)(sizeof ones / sizeof ones[0]))

/* ---- checking one result ------------------------------------------------- */

typedef struct Stat {
    double worst;
    uint16_t wx, wy, wgot;
    long bad;
    long not_cr; /* results other than the correctly rounded half */
} Stat;

/* The error of `got` against the reference `ref` (rounded to odd) in
 * half ulps; INFINITY where a special value is wrong. */
static double error_of(uint16_t got, double ref, int zero_sign)
{
    uint16_t cr = to_half(ref);
    if (isnan(ref) || is_nan_h(got)) return isnan(ref) && is_nan_h(got) ? 0 : INFINITY;
    double g = half_value(got);
    if (isinf(ref)) return got == cr ? 0 : INFINITY;
    if (ref == 0) return got == cr || (!zero_sign && g == 0) ? 0 : INFINITY;
    if (got == cr && isinf(g)) return 0;
    if (isinf(g)) g = copysign(65536, g);
    return fabs(g - ref) / half_ulp(ref);
}

/* Records one result; limit 0 wants the correctly rounded half. */
static void record(Stat *st, const char *name, double limit, uint16_t x, uint16_t y, int two, uint16_t got, double ref,
                   int zero_sign)
{
    double err = error_of(got, ref, zero_sign);
    int ok = limit < 0    ? !isinf(err)
             : limit == 0 ? (got == to_half(ref) || (is_nan_h(got) && isnan(ref)) ||
                             (!zero_sign && half_value(got) == 0 && ref == 0))
                          : err <= limit;
    if (got != to_half(ref) && !(is_nan_h(got) && isnan(ref)) && !(!zero_sign && half_value(got) == 0 && ref == 0))
        st->not_cr++;
    if (!(err <= st->worst) || (isnan(err) && !isnan(st->worst))) {
        st->worst = err;
        st->wx = x, st->wy = y, st->wgot = got;
    }
    if (!ok && ++st->bad > 3) { /* counted, not printed */
        test_checks++;
        test_failures++;
    } else if (!ok) {
        if (two)
            CHECK(ok, "%s(0x%04x, 0x%04x) = 0x%04x (%a), want %a (0x%04x): %.3f ulp", name, x, y, got, half_value(got),
                  ref, to_half(ref), err);
        else
            CHECK(ok, "%s(0x%04x = %a) = 0x%04x (%a), want %a (0x%04x): %.3f ulp", name, x, half_value(x), got,
                  half_value(got), ref, to_half(ref), err);
    } else {
        CHECK(ok, "%s", name);
    }
}

static void report(const Stat *st, const char *name, double limit, int two)
{
    char lim[16];
    snprintf(lim, sizeof lim, limit < 0 ? "none" : limit == 0 ? "cr" : "%g", limit);
    if (two)
        printf("%-10s worst %.4f ulp at (0x%04x, 0x%04x) = 0x%04x, limit %s, %ld not correctly rounded\n", name,
               st->worst, st->wx, st->wy, st->wgot, lim, st->not_cr);
    else
        printf("%-10s worst %.4f ulp at 0x%04x = 0x%04x, limit %s, %ld not correctly rounded\n", name, st->worst,
               st->wx, st->wgot, lim, st->not_cr);
}

/* The measure itself: results one and three halves off, a NaN for a
 * number, a number for an infinity, a zero of the wrong sign. */
static void selftest(void)
{
    double ref = 0x1.0008p+0; /* an eighth of an ulp above 0x3c00 */
    uint16_t cr = to_half(ref);
    CHECK(cr == 0x3c00 && error_of(cr, ref, 1) < 0.5, "selftest: correctly rounded");
    double e1 = error_of(cr + 1, ref, 1), e3 = error_of(cr + 3, ref, 1);
    CHECK(e1 > 0.5 && e1 < 1 && e3 > 2, "selftest: one and three halves off measure %g and %g ulp", e1, e3);
    CHECK(isinf(error_of(0x7e00, ref, 1)) && isinf(error_of(0x3c00, NAN, 1)), "selftest: NaN");
    CHECK(isinf(error_of(0x7bff, INFINITY, 1)) && isinf(error_of(0x8000, 0.0, 1)), "selftest: inf, -0");
    CHECK(error_of(0x7c00, 65530, 1) < 1, "selftest: an overflow to inf is within an ulp of 65530");
}

/* ---- the inputs of two arguments ---------------------------------------- */

static uint16_t grid[400];
static int ngrid;

static void make_grid(void)
{
    static const uint16_t sig[] = {0, 1, 0x155, 0x200, 0x3ff};
    for (int s = 0; s < 2; s++)
        for (int e = 0; e < 32; e++)
            for (int k = 0; k < 5; k++)
                if (e < 31 || k < 2) grid[ngrid++] = (uint16_t)(s << 15 | e << 10 | sig[k]);
    static const double extra[] = {2, 3, 4, 5, 7, 8, 10, 0.25, 1.5, 2.5, 0.75, -1.5, -2.5, -3, 1.25, 6};
    for (size_t i = 0; i < sizeof extra / sizeof *extra; i++) grid[ngrid++] = to_half(extra[i]);
}

/* ---- main ------------------------------------------------------------------ */

#define N     65536
#define PREC  32 /* the reference's bits: rounded to odd, more than 11 + 2 */
#define PAD   16
#define NRAND 20000

static const int vwidths[] = {2, 3, 4, 8, 16};

int main(void)
{
    mpfr_init2(big_pi, 256);
    mpfr_const_pi(big_pi, MPFR_RNDN);
    selftest();
    make_grid();
    int ngpairs = ngrid * ngrid, npairs = ngpairs + NRAND;
    printf("grid: %d halves, %d pairs + %d random\n", ngrid, ngpairs, NRAND);

    Src src = {0};
    src_printf(&src, "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n");
    for (int f = 0; f < NONES; f++) {
        int w = vwidths[f % 5];
        src_printf(&src,
                   "kernel void s_%s(global half *o, global const half *in) {\n"
                   "  size_t i = get_global_id(0); o[i] = %s(in[i]); }\n"
                   "kernel void v_%s(global half *o, global const half *in) {\n"
                   "  size_t i = get_global_id(0); vstore%d(%s(vload%d(i, in)), i, o); }\n",
                   ones[f].name, ones[f].name, ones[f].name, w, ones[f].name, w);
    }
    static const char *const twos_h[] = {"atan2", "atan2pi", "copysign", "fdim",      "fmax", "fmin", "fmod",
                                         "hypot", "maxmag",  "minmag",   "nextafter", "pow",  "powr", "remainder"};
    enum { NTWO = sizeof twos_h / sizeof *twos_h };
    for (int f = 0; f < NTWO; f++)
        src_printf(&src,
                   "kernel void t_%s(global half *o, global const half *x, global const half *y) {\n"
                   "  size_t i = get_global_id(0); o[i] = %s(x[i], y[i]); }\n",
                   twos_h[f], twos_h[f]);
    src_printf(&src,
               "kernel void t_pown(global half *o, global const half *x, global const int *n) {\n"
               "  size_t i = get_global_id(0); o[i] = pown(x[i], n[i]); }\n"
               "kernel void t_rootn(global half *o, global const half *x, global const int *n) {\n"
               "  size_t i = get_global_id(0); o[i] = rootn(x[i], n[i]); }\n"
               "kernel void t_ldexp(global half *o, global const half *x, global const int *n) {\n"
               "  size_t i = get_global_id(0); o[i] = ldexp(x[i], n[i]); }\n"
               "kernel void t_remquo(global half *o, global int *q, global const half *x, global const half *y) {\n"
               "  size_t i = get_global_id(0); int k; o[i] = remquo(x[i], y[i], &k); q[i] = k; }\n"
               "kernel void p_one(global half *o, global int *n, global const half *in) {\n"
               "  size_t i = get_global_id(0); half x = in[i], a, b, c; int e, s;\n"
               "  o[8 * i] = fract(x, &a); o[8 * i + 1] = a;\n"
               "  o[8 * i + 2] = modf(x, &b); o[8 * i + 3] = b;\n"
               "  o[8 * i + 4] = sincos(x, &c); o[8 * i + 5] = c;\n"
               "  o[8 * i + 6] = frexp(x, &e); n[2 * i] = e;\n"
               "  o[8 * i + 7] = lgamma_r(x, &s); n[2 * i + 1] = s; }\n"
               "kernel void p_vec(global half *o, global int *n, global const half *in) {\n"
               "  size_t i = get_global_id(0); half3 x = vload3(i, in), a, b, c; int3 e, s;\n"
               "  vstore3(fract(x, &a), 8 * i, o); vstore3(a, 8 * i + 1, o);\n"
               "  vstore3(modf(x, &b), 8 * i + 2, o); vstore3(b, 8 * i + 3, o);\n"
               "  vstore3(sincos(x, &c), 8 * i + 4, o); vstore3(c, 8 * i + 5, o);\n"
               "  vstore3(frexp(x, &e), 8 * i + 6, o); vstore3(e, 2 * i, n);\n"
               "  vstore3(lgamma_r(x, &s), 8 * i + 7, o); vstore3(s, 2 * i + 1, n); }\n");
    oclc_program *p = api_build(src.p, NULL);
    free(src.p);

    uint16_t *in = api_alloc((N + PAD) * 2), *out = api_alloc((N + PAD) * 2 * 8);
    int32_t *ni = api_alloc((N + PAD) * 4 * 2);
    for (int h = 0; h < N; h++) in[h] = (uint16_t)h;
    double *refs = malloc(sizeof(double) * N), *sin_ref = malloc(sizeof(double) * N);
    double *cos_ref = malloc(sizeof(double) * N), *lg_ref = malloc(sizeof(double) * N);
    int *lg_sign = malloc(sizeof(int) * N);
    mpfr_t x, y, r;
    mpfr_inits2(53, x, y, (mpfr_ptr)0);
    mpfr_init2(r, PREC);

    /* One argument: every half, scalar and vector. */
    for (int f = 0; f < NONES; f++) {
        for (int h = 0; h < N; h++) {
            double xv = half_value((uint16_t)h);
            mpfr_set_d(x, xv, MPFR_RNDN);
            int t = ones[f].f(r, x, MPFR_RNDZ);
            refs[h] = round_odd(r, t);
            /* kept for sincos and lgamma_r below */
            if (ones[f].f == mpfr_sin) sin_ref[h] = refs[h];
            if (ones[f].f == mpfr_cos) cos_ref[h] = refs[h];
            if (ones[f].f == ref_lgamma) lg_ref[h] = refs[h], lg_sign[h] = lgamma_sign;
            if (!strcmp(ones[f].name, "sign") && isnan(xv)) refs[h] = 0; /* OpenCL: sign(NaN) is 0 */
        }
        for (int pass = 0; pass < 2; pass++) {
            char k[32];
            int w = vwidths[f % 5];
            snprintf(k, sizeof k, "%s_%s", pass ? "v" : "s", ones[f].name);
            oclc_status s = run_kernel(p, k, pass ? (N + w - 1) / w : N, 0, 2, (void *[]){out, in});
            CHECK(s == OCLC_SUCCESS, "%s: %s", k, oclc_program_log(p));
            if (s != OCLC_SUCCESS) continue;
            Stat st = {0};
            char name[32];
            snprintf(name, sizeof name, pass ? "%s%d" : "%s", ones[f].name, w);
            for (int h = 0; h < N; h++)
                record(&st, name, ones[f].limit, (uint16_t)h, 0, 0, out[h], refs[h], strcmp(ones[f].name, "sign"));
            if (!pass) report(&st, name, ones[f].limit, 0);
        }
    }

    /* The pointer results, scalar and half3, of every half. */
    for (int pass = 0; pass < 2; pass++) {
        oclc_status s = pass ? run_kernel(p, "p_vec", (N + 2) / 3, 0, 3, (void *[]){out, ni, in})
                             : run_kernel(p, "p_one", N, 0, 3, (void *[]){out, ni, in});
        CHECK(s == OCLC_SUCCESS, "p_%d: %s", pass, oclc_program_log(p));
        if (s != OCLC_SUCCESS) continue;
        Stat st[6] = {{0}};
        for (int h = 0; h < N; h++) {
            /* lane h: scalar item h, or lane h % 3 of item h / 3 */
            int o = pass ? (h / 3) * 24 + h % 3 : 8 * h, stride8 = pass ? 3 : 1;
            int io = pass ? (h / 3) * 6 + h % 3 : 2 * h;
            double xv = half_value((uint16_t)h);
            double fl = floor(xv), fr = isinf(xv) ? copysign(0, xv) : fmin(xv - fl, 0x1.ffcp-1);
            if (isnan(xv)) fr = fl = NAN;
            if (xv == 0) fr = xv; /* fract(-0) is -0 */
            record(&st[0], "fract", 0, (uint16_t)h, 0, 0, out[o], fr, 1);
            record(&st[0], "fract.iptr", 0, (uint16_t)h, 0, 0, out[o + stride8], fl, 1);
            double ip, fp = modf(xv, &ip);
            record(&st[1], "modf", 0, (uint16_t)h, 0, 0, out[o + 2 * stride8], fp, 1);
            record(&st[1], "modf.iptr", 0, (uint16_t)h, 0, 0, out[o + 3 * stride8], ip, 1);
            record(&st[2], "sincos.sin", 2, (uint16_t)h, 0, 0, out[o + 4 * stride8], sin_ref[h], 1);
            record(&st[2], "sincos.cos", 2, (uint16_t)h, 0, 0, out[o + 5 * stride8], cos_ref[h], 1);
            int e = 0;
            double m = frexp(xv, &e);
            if (!isfinite(xv)) e = 0;
            record(&st[3], "frexp", 0, (uint16_t)h, 0, 0, out[o + 6 * stride8], m, 1);
            CHECK(ni[io] == e, "frexp(0x%04x) exponent %d, want %d", h, ni[io], e);
            record(&st[4], "lgamma_r", -1, (uint16_t)h, 0, 0, out[o + 7 * stride8], lg_ref[h], 1);
            /* the sign of gamma where it is finite and not zero */
            if (isfinite(xv) && !(xv <= 0 && xv == floor(xv)))
                CHECK(ni[io + stride8] == lg_sign[h], "lgamma_r(0x%04x) sign %d, want %d", h, ni[io + stride8],
                      lg_sign[h]);
        }
        if (!pass) {
            report(&st[0], "fract", 0, 0);
            report(&st[1], "modf", 0, 0);
            report(&st[2], "sincos", 2, 0);
            report(&st[3], "frexp", 0, 0);
            report(&st[4], "lgamma_r", -1, 0);
        }
    }

    /* Two arguments: the grid's pairs and random ones. */
    uint16_t *xs = api_alloc((size_t)npairs * 2), *ys = api_alloc((size_t)npairs * 2);
    uint16_t *o2 = api_alloc((size_t)npairs * 2);
    int32_t *ns = api_alloc((size_t)npairs * 4), *qs = api_alloc((size_t)npairs * 4);
    for (int i = 0; i < ngpairs; i++) xs[i] = grid[i / ngrid], ys[i] = grid[i % ngrid];
    for (int i = ngpairs; i < npairs; i++) xs[i] = (uint16_t)test_rand(), ys[i] = (uint16_t)test_rand();
    static const int nvals[] = {0, 1, -1, 2, -2, 3, -3, 4, 5, -5, 7, 8, 11, -11, 16, -16, 24, -24, 25, 30, 40, -40};
    enum { NN = sizeof nvals / sizeof *nvals };
    for (int i = 0; i < npairs; i++) ns[i] = nvals[i % NN];
    for (int f = 0; f < NTWO + 4; f++) {
        const char *name = f < NTWO ? twos_h[f] : (const char *[]){"pown", "rootn", "ldexp", "remquo"}[f - NTWO];
        char k[32];
        snprintf(k, sizeof k, "t_%s", name);
        int intarg = f >= NTWO && f < NTWO + 3, rq = f == NTWO + 3;
        oclc_status s = rq       ? run_kernel(p, k, (size_t)npairs, 0, 4, (void *[]){o2, qs, xs, ys})
                        : intarg ? run_kernel(p, k, (size_t)npairs, 0, 3, (void *[]){o2, xs, ns})
                                 : run_kernel(p, k, (size_t)npairs, 0, 3, (void *[]){o2, xs, ys});
        CHECK(s == OCLC_SUCCESS, "%s: %s", k, oclc_program_log(p));
        if (s != OCLC_SUCCESS) continue;
        double limit = 0;
        int zero_sign = 1;
        Stat st = {0};
        for (int i = 0; i < npairs; i++) {
            double a = half_value(xs[i]), b = half_value(ys[i]), ref;
            int n = ns[i], t = 0;
            mpfr_set_d(x, a, MPFR_RNDN);
            mpfr_set_d(y, b, MPFR_RNDN);
            if (!strcmp(name, "atan2"))
                t = mpfr_atan2(r, x, y, MPFR_RNDZ), limit = 2;
            else if (!strcmp(name, "atan2pi"))
                t = mpfr_atan2pi(r, x, y, MPFR_RNDZ), limit = 2;
            else if (!strcmp(name, "fdim"))
                t = mpfr_dim(r, x, y, MPFR_RNDZ);
            else if (!strcmp(name, "fmax"))
                t = mpfr_max(r, x, y, MPFR_RNDZ), zero_sign = 0;
            else if (!strcmp(name, "fmin"))
                t = mpfr_min(r, x, y, MPFR_RNDZ), zero_sign = 0;
            else if (!strcmp(name, "fmod"))
                t = mpfr_fmod(r, x, y, MPFR_RNDZ);
            else if (!strcmp(name, "hypot"))
                t = mpfr_hypot(r, x, y, MPFR_RNDZ), limit = 2;
            else if (!strcmp(name, "pow"))
                t = mpfr_pow(r, x, y, MPFR_RNDZ), limit = 4;
            else if (!strcmp(name, "powr"))
                t = mpfr_powr(r, x, y, MPFR_RNDZ), limit = 4;
            else if (!strcmp(name, "remainder") || rq)
                t = mpfr_remainder(r, x, y, MPFR_RNDZ);
            else if (!strcmp(name, "pown"))
                t = mpfr_pow_si(r, x, n, MPFR_RNDZ), limit = 4;
            else if (!strcmp(name, "rootn"))
                t = mpfr_rootn_si(r, x, n, MPFR_RNDZ), limit = 4;
            else if (!strcmp(name, "ldexp"))
                t = mpfr_mul_2si(r, x, n, MPFR_RNDZ);
            if (!strcmp(name, "copysign")) {
                ref = copysign(a, b); /* (MPFR's NaNs have no sign) */
            } else if (!strcmp(name, "maxmag") || !strcmp(name, "minmag")) {
                int mx = name[1] == 'a';
                ref = fabs(a) > fabs(b)   ? (mx ? a : b)
                      : fabs(b) > fabs(a) ? (mx ? b : a)
                      : mx                ? fmax(a, b)
                                          : fmin(a, b);
                zero_sign = 0;
            } else if (!strcmp(name, "nextafter")) {
                uint16_t hx = xs[i];
                if (isnan(a) || isnan(b))
                    ref = NAN;
                else if (a == b)
                    ref = b;
                else if (a == 0)
                    ref = copysign(0x1p-24, b);
                else
                    ref = half_value((uint16_t)((b > a) == (a > 0) ? hx + 1 : hx - 1));
            } else {
                ref = round_odd(r, t);
            }
            if (!strcmp(name, "powr") && (isnan(a) || isnan(b))) ref = NAN; /* OpenCL's; MPFR's powr(1, NaN) is 1 */
            uint16_t yv = intarg ? (uint16_t)n : ys[i];
            record(&st, name, limit, xs[i], yv, 1, o2[i], ref, zero_sign);
            if (rq && isfinite(a) && b != 0 && !isnan(b) && !isinf(a)) {
                /* the quotient's low 7 bits, with the sign of x / y */
                double rem = remainder(a, b), q = isinf(b) ? 0 : (a - rem) / b;
                long qi = (long)q, want = (qi < 0 ? -1 : 1) * (labs(qi) & 127);
                long got = qs[i];
                int ok = labs(got) % 128 == labs(want) && (want == 0 || (got < 0) == (qi < 0));
                CHECK(ok, "remquo(0x%04x, 0x%04x) quotient %ld, want %ld (mod 128)", xs[i], ys[i], got, want);
            }
        }
        report(&st, name, limit, 1);
    }
    mpfr_clears(x, y, r, big_pi, (mpfr_ptr)0);
    free(refs);
    free(sin_ref);
    free(cos_ref);
    free(lg_ref);
    free(lg_sign);
    free(in);
    free(out);
    free(ni);
    free(xs);
    free(ys);
    free(o2);
    free(ns);
    free(qs);
    oclc_program_destroy(p);
    mpfr_free_cache();
    return test_summary();
}
