/*
 * funcs.c - the OpenCL C math functions the checker knows: their limits
 * (OpenCL C 3.0, "Relative Error as ULPs", full profile, and the relaxed
 * table of -cl-unsafe-math-optimizations), and their references, none of
 * which shares code or algorithms with oclc.
 *
 * The reference of a function with an ulp limit is MPFR, correctly rounded
 * (MpRef), with the special values of the specification: MPFR 4.2 follows
 * IEEE 754-2019 (sinPi, tanPi, powr, pown, rootn, atan2Pi ...), which
 * agrees with every rule of OpenCL's "Additional Requirements Beyond C99
 * TC2" it has a function for; rsqrt(-0) is -inf (1/sqrt), and lgamma_r's
 * sign is 0 at the poles, as OpenCL says.
 *
 * For float arguments, a double-precision reference (FastRef) stands in
 * for MPFR wherever it cannot change a verdict; main.c's essay gives the
 * argument.  Each FastRef is glibc's double function of the exact
 * argument, or an expression whose every step has a relative error of a
 * few 2^-53 (acos(x) / pi; sin(pi r) after an exact reduction of x to r
 * in [0, 1/2]; pow(x, 1.0 / n), whose 1/n rounding moves the result by
 * at most |log x| 2^-53 / n < 2^-46): all under 2^-40 relative, 2^-16 of
 * a float ulp.  The checker measures it against MPFR on a sample of every
 * run and reports the largest difference ("ref err").
 *
 * For double arguments, a long double reference (FastRefL) does the same:
 * glibc's x87 long double function (64-bit significand) of the exact
 * argument, or an expression whose every step has a relative error of a
 * few 2^-64: acosl(x) / pi_l, sinl(pi_l r) after the exact reduction, and
 * rootn from powl(|x|, 1/n) and one Newton step (fl_rootn).  glibc lists
 * errors of a few long double ulp for these, up to about 9 (tgammal):
 * all under 2^-58 relative, 2^-5 of a double ulp (main.c's MARGIN_D).
 * What that saves: with MPFR at 64 bits on every input a function's check
 * costs 0.3-25 us an input (tgamma, lgamma, erfc the slowest), with these
 * 0.13-1.3 us (mathcheck --rate).
 * Measured against MPFR at 128 bits on 2^18 inputs of every function
 * and 2^20 of erfc, lgamma, pow, rootn, tanpi, tgamma (every input
 * verified), the largest difference is 0.0027 double ulp (lgamma; tgamma
 * next to its poles and lgamma next to its zeros stay there too), 11
 * times under the margin.  A row without one (fastl NULL) would
 * be MPFR's on every input; none needs it today.
 *
 * Functions with an exact result (0 ulp, or correctly rounded) are
 * compared bit for bit with host C code computing in the same type
 * (ExactRef: glibc's ceilf, fmaf, nextafter ..., or the specification's
 * formula where C's function differs, as for fmax and fract).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <float.h>
#include <limits.h>
#include <math.h>
#include <string.h>

#include "mathcheck.h"

/* The references of a kind share one signature; most use part of it. */
#pragma GCC diagnostic ignored "-Wunused-parameter"

/* ---- MPFR references ------------------------------------------------------ */

#define MP1(name, call)                                                                    \
    static int mp_##name(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, long n, mpfr_rnd_t rnd) \
    {                                                                                      \
        (void)y, (void)n;                                                                  \
        return call(r, x, rnd);                                                            \
    }
#define MP2(name, call)                                                                    \
    static int mp_##name(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, long n, mpfr_rnd_t rnd) \
    {                                                                                      \
        (void)n;                                                                           \
        return call(r, x, y, rnd);                                                         \
    }
MP1(acos, mpfr_acos)
MP1(acosh, mpfr_acosh)
MP1(acospi, mpfr_acospi)
MP1(asin, mpfr_asin)
MP1(asinh, mpfr_asinh)
MP1(asinpi, mpfr_asinpi)
MP1(atan, mpfr_atan)
MP1(atanh, mpfr_atanh)
MP1(atanpi, mpfr_atanpi)
MP1(cbrt, mpfr_cbrt)
MP1(cos, mpfr_cos)
MP1(cosh, mpfr_cosh)
MP1(cospi, mpfr_cospi)
MP1(erfc, mpfr_erfc)
MP1(erf, mpfr_erf)
MP1(exp, mpfr_exp)
MP1(exp2, mpfr_exp2)
MP1(exp10, mpfr_exp10)
MP1(expm1, mpfr_expm1)
MP1(log, mpfr_log)
MP1(log2, mpfr_log2)
MP1(log10, mpfr_log10)
MP1(log1p, mpfr_log1p)
MP1(sin, mpfr_sin)
MP1(sinh, mpfr_sinh)
MP1(sinpi, mpfr_sinpi)
MP1(sqrt, mpfr_sqrt)
MP1(tan, mpfr_tan)
MP1(tanh, mpfr_tanh)
MP1(tanpi, mpfr_tanpi)
MP1(tgamma, mpfr_gamma)
MP2(atan2, mpfr_atan2)
MP2(atan2pi, mpfr_atan2pi)
MP2(hypot, mpfr_hypot)
MP2(pow, mpfr_pow)
MP2(divide, mpfr_div)

static int mp_lgamma(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, long n, mpfr_rnd_t rnd)
{
    int sign;
    return mpfr_lgamma(r, &sign, x, rnd);
}
/* powr(x, NaN) and powr(NaN, y) are NaN (6.15.2); MPFR's powr(1, NaN) is 1. */
static int mp_powr(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, long n, mpfr_rnd_t rnd)
{
    if (mpfr_nan_p(x) || mpfr_nan_p(y)) {
        mpfr_set_nan(r);
        return 0;
    }
    return mpfr_powr(r, x, y, rnd);
}
static int mp_pown(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, long n, mpfr_rnd_t rnd)
{
    return mpfr_pow_si(r, x, n, rnd);
}
static int mp_rootn(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, long n, mpfr_rnd_t rnd)
{
    return mpfr_rootn_si(r, x, n, rnd);
}
static int mp_recip(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, long n, mpfr_rnd_t rnd)
{
    return mpfr_ui_div(r, 1, x, rnd);
}
/* 1/sqrt(x): MPFR's rec_sqrt(-0) is +inf, IEEE's rSqrt and 1/sqrt give -inf. */
static int mp_rsqrt(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, long n, mpfr_rnd_t rnd)
{
    if (mpfr_zero_p(x) && mpfr_signbit(x)) {
        mpfr_set_inf(r, -1);
        return 0;
    }
    return mpfr_rec_sqrt(r, x, rnd);
}

/* ---- double-precision references for float arguments ---------------------- */

#define FR1(name, expr)                    \
    static double fr_##name(const Args *a) \
    {                                      \
        double x = a->x[0];                \
        return expr;                       \
    }
#define FR2(name, expr)                    \
    static double fr_##name(const Args *a) \
    {                                      \
        double x = a->x[0], y = a->x[1];   \
        return expr;                       \
    }
FR1(acos, acos(x))
FR1(acosh, acosh(x))
FR1(acospi, acos(x) / M_PI)
FR1(asin, asin(x))
FR1(asinh, asinh(x))
FR1(asinpi, asin(x) / M_PI)
FR1(atan, atan(x))
FR1(atanh, atanh(x))
FR1(atanpi, atan(x) / M_PI)
FR1(cbrt, cbrt(x))
FR1(cos, cos(x))
FR1(cosh, cosh(x))
FR1(erfc, erfc(x))
FR1(erf, erf(x))
FR1(exp, exp(x))
FR1(exp2, exp2(x))
FR1(exp10, exp10(x))
FR1(expm1, expm1(x))
FR1(log, log(x))
FR1(log2, log2(x))
FR1(log10, log10(x))
FR1(log1p, log1p(x))
FR1(sin, sin(x))
FR1(sinh, sinh(x))
FR1(sqrt, sqrt(x))
FR1(rsqrt, 1.0 / sqrt(x))
FR1(recip, 1.0 / x)
FR1(tan, tan(x))
FR1(tanh, tanh(x))
FR1(tgamma, tgamma(x))
FR2(atan2, atan2(x, y))
FR2(atan2pi, atan2(x, y) / M_PI)
FR2(hypot, hypot(x, y))
FR2(pow, pow(x, y))
FR2(powr, x < 0 ? NAN : pow(x, y))
FR2(divide, x / y)

static double fr_lgamma(const Args *a)
{
    int sign;
    return lgamma_r(a->x[0], &sign);
}
static double fr_pown(const Args *a) { return pow(a->x[0], (double)a->n); }
static double fr_rootn(const Args *a)
{
    double x = a->x[0];
    if (x < 0 && (a->n & 1)) return -pow(-x, 1.0 / a->n);
    return pow(x, 1.0 / a->n);
}

/* sin(pi x) after reducing a float x exactly: fmod by 2 is exact, and the
 * reflections below subtract numbers whose difference is exact in double
 * (a float of [0.25, 2) has its last bit at 2^-26 or above). */
static double sinpi_d(double x)
{
    double r = fmod(fabs(x), 2.0), s = x < 0 ? -1 : 1;
    if (r >= 1) {
        r -= 1;
        s = -s;
    }
    if (r > 0.5) r = 1 - r;
    return s * sin(M_PI * r);
}
static double cospi_d(double x)
{
    double r = fmod(fabs(x), 2.0);
    if (r > 1) r = 2 - r;
    if (r <= 0.25) return cos(M_PI * r);
    if (r < 0.75) return sin(M_PI * (0.5 - r));
    return -cos(M_PI * (1 - r));
}
/* tan(pi r) for r in [-1/4, 1/4], 1 / tan(pi (1/2 - |r|)) above: the
 * pole's neighbourhood is computed from its exact distance to it. */
static double tanpi_d(double x)
{
    double r = fmod(x, 1.0);
    if (r > 0.5) r -= 1;
    if (r < -0.5) r += 1;
    if (fabs(r) <= 0.25) return tan(M_PI * r);
    return copysign(1.0 / tan(M_PI * (0.5 - fabs(r))), r);
}
static double fr_sinpi(const Args *a) { return sinpi_d(a->x[0]); }
static double fr_cospi(const Args *a) { return cospi_d(a->x[0]); }
static double fr_tanpi(const Args *a) { return tanpi_d(a->x[0]); }

/* ---- long double references for double arguments ------------------------- */

/* x87's long double has a 64-bit significand: glibc's long double
 * functions of the exact (double) argument, or expressions whose every
 * step has a relative error of a few 2^-64 (the essay's bound). */
#define FL1(name, expr)                         \
    static long double fl_##name(const Args *a) \
    {                                           \
        long double x = a->x[0];                \
        return expr;                            \
    }
#define FL2(name, expr)                         \
    static long double fl_##name(const Args *a) \
    {                                           \
        long double x = a->x[0], y = a->x[1];   \
        return expr;                            \
    }
FL1(acos, acosl(x))
FL1(acosh, acoshl(x))
FL1(acospi, acosl(x) / M_PIl)
FL1(asin, asinl(x))
FL1(asinh, asinhl(x))
FL1(asinpi, asinl(x) / M_PIl)
FL1(atan, atanl(x))
FL1(atanh, atanhl(x))
FL1(atanpi, atanl(x) / M_PIl)
FL1(cbrt, cbrtl(x))
FL1(cos, cosl(x))
FL1(cosh, coshl(x))
FL1(erfc, erfcl(x))
FL1(erf, erfl(x))
FL1(exp, expl(x))
FL1(exp2, exp2l(x))
FL1(exp10, exp10l(x))
FL1(expm1, expm1l(x))
FL1(log, logl(x))
FL1(log2, log2l(x))
FL1(log10, log10l(x))
FL1(log1p, log1pl(x))
FL1(sin, sinl(x))
FL1(sinh, sinhl(x))
FL1(sqrt, sqrtl(x))
FL1(rsqrt, 1 / sqrtl(x))
FL1(tan, tanl(x))
FL1(tanh, tanhl(x))
FL1(tgamma, tgammal(x))
FL2(atan2, atan2l(x, y))
FL2(atan2pi, atan2l(x, y) / M_PIl)
FL2(hypot, hypotl(x, y))
FL2(pow, powl(x, y))
FL2(powr, x < 0 ? NAN : powl(x, y))

static long double fl_lgamma(const Args *a)
{
    int sign;
    return lgammal_r(a->x[0], &sign);
}
static long double fl_pown(const Args *a) { return powl(a->x[0], a->n); }
/* x^(1/n): r = powl(|x|, 1/n), whose 1/n rounding leaves it within
 * |ln x| 2^-64 / |n| + powl's error, under 2^-54 (|ln x| < 745), then a
 * Newton step on r^n = |x|: r (1 - (r^n / |x| - 1) / n) squares that
 * error (times (n + 1) / 2: under 2^-90 for any int n), and adds the
 * error of r^n / |x| divided by n, a few 2^-64.  (oclc's own rootn
 * corrects for 1/n differently: x^h (1 + l ln x).) */
static long double fl_rootn(const Args *a)
{
    long double x = fabsl(a->x[0]), n = a->n, r = powl(x, 1 / n);
    if (a->x[0] < 0 && !(a->n & 1)) return NAN;
    r -= r * ((powl(r, n) / x - 1) / n);
    return a->x[0] < 0 ? -r : r;
}

/* sinpi, cospi, tanpi as for float: the reductions are exact for a
 * double x in long double as well (fmodl is; the reflections subtract
 * doubles of [0.25, 2) from 1/2, 1 or 2, Sterbenz's lemma), and pi r has
 * the relative error of M_PIl and of one product, 2^-64 each. */
static long double sinpi_l(long double x)
{
    long double r = fmodl(fabsl(x), 2), s = x < 0 ? -1 : 1;
    if (r >= 1) {
        r -= 1;
        s = -s;
    }
    if (r > 0.5L) r = 1 - r;
    return s * sinl(M_PIl * r);
}
static long double cospi_l(long double x)
{
    long double r = fmodl(fabsl(x), 2);
    if (r > 1) r = 2 - r;
    if (r <= 0.25L) return cosl(M_PIl * r);
    if (r < 0.75L) return sinl(M_PIl * (0.5L - r));
    return -cosl(M_PIl * (1 - r));
}
static long double tanpi_l(long double x)
{
    long double r = fmodl(x, 1);
    if (r > 0.5L) r -= 1;
    if (r < -0.5L) r += 1;
    if (fabsl(r) <= 0.25L) return tanl(M_PIl * r);
    return copysignl(1 / tanl(M_PIl * (0.5L - fabsl(r))), r);
}
static long double fl_sinpi(const Args *a) { return sinpi_l(a->x[0]); }
static long double fl_cospi(const Args *a) { return cospi_l(a->x[0]); }
static long double fl_tanpi(const Args *a) { return tanpi_l(a->x[0]); }

/* ---- where the exact result is 0, inf or prescribed --------------------- */

static bool is_int(double x) { return x == floor(x); }
static bool at_one(const Args *a) { return a->x[0] == 1; }
static bool at_pm_one(const Args *a) { return fabs(a->x[0]) == 1; }
static bool at_minus_one(const Args *a) { return a->x[0] == -1; }
static bool at_int(const Args *a) { return is_int(a->x[0]); }
static bool at_half_int(const Args *a) { return is_int(a->x[0] - 0.5); }
static bool at_int_or_half(const Args *a) { return is_int(2 * a->x[0]); }
static bool at_lgamma_zero(const Args *a)
{
    double x = a->x[0];
    return x == 1 || x == 2 || (x < 0 && is_int(x));
}
static bool at_pown_one(const Args *a) { return a->x[0] == 1 || a->n == 0; }
static bool at_int_zero(const Args *a) { return a->n == 0; }

/* ---- exact references, computed in the argument type ---------------------- */

#define EX1(name, ef, ed)                                                 \
    static void ex_##name(const Func *f, bool dbl, const Args *a, Res *r) \
    {                                                                     \
        (void)f;                                                          \
        if (dbl) {                                                        \
            double x = a->x[0];                                           \
            r->v = ed;                                                    \
        } else {                                                          \
            float x = (float)a->x[0];                                     \
            r->v = ef;                                                    \
        }                                                                 \
    }
#define EX2(name, ef, ed)                                                 \
    static void ex_##name(const Func *f, bool dbl, const Args *a, Res *r) \
    {                                                                     \
        (void)f;                                                          \
        if (dbl) {                                                        \
            double x = a->x[0], y = a->x[1];                              \
            r->v = ed;                                                    \
        } else {                                                          \
            float x = (float)a->x[0], y = (float)a->x[1];                 \
            r->v = ef;                                                    \
        }                                                                 \
    }
EX1(ceil, ceilf(x), ceil(x))
EX1(fabs, fabsf(x), fabs(x))
EX1(floor, floorf(x), floor(x))
EX1(rint, rintf(x), rint(x))
EX1(round, roundf(x), round(x))
EX1(trunc, truncf(x), trunc(x))
EX1(logb, logbf(x), logb(x))
EX2(copysign, copysignf(x, y), copysign(x, y))
EX2(fdim, fdimf(x, y), fdim(x, y))
EX2(fmod, fmodf(x, y), fmod(x, y))
EX2(nextafter, nextafterf(x, y), nextafter(x, y))
/* 6.15.2: "y if x < y, otherwise x", the other argument for one NaN. */
EX2(fmax, isnan(x) ? y : isnan(y) ? x : x < y ? y : x, isnan(x) ? y : isnan(y) ? x : x < y ? y : x)
EX2(fmin, isnan(x) ? y : isnan(y) ? x : y < x ? y : x, isnan(x) ? y : isnan(y) ? x : y < x ? y : x)
#define MAXMAG(x, y, T) \
    (fabs(x) > fabs(y) ? x : fabs(y) > fabs(x) ? y : (T)(isnan(x) ? y : isnan(y) ? x : x < y ? y : x))
#define MINMAG(x, y, T) \
    (fabs(x) < fabs(y) ? x : fabs(y) < fabs(x) ? y : (T)(isnan(x) ? y : isnan(y) ? x : y < x ? y : x))
EX2(maxmag, MAXMAG(x, y, float), MAXMAG(x, y, double))
EX2(minmag, MINMAG(x, y, float), MINMAG(x, y, double))

static void ex_fma(const Func *f, bool dbl, const Args *a, Res *r)
{
    if (dbl)
        r->v = fma(a->x[0], a->x[1], a->x[2]);
    else
        r->v = fmaf((float)a->x[0], (float)a->x[1], (float)a->x[2]);
}
/* mad: a correctly rounded fma (v) or a multiply and an add (v2). */
static void ex_mad(const Func *f, bool dbl, const Args *a, Res *r)
{
    ex_fma(f, dbl, a, r);
    if (dbl) {
        volatile double p = a->x[0] * a->x[1];
        r->v2 = p + a->x[2];
    } else {
        volatile float p = (float)a->x[0] * (float)a->x[1];
        r->v2 = p + (float)a->x[2];
    }
}
static void ex_ldexp(const Func *f, bool dbl, const Args *a, Res *r)
{
    r->v = dbl ? ldexp(a->x[0], a->n) : ldexpf((float)a->x[0], a->n);
}
/* fmin(x - floor(x), 0x1.fffffep-1f), *iptr = floor(x), and the rules. */
static void ex_fract(const Func *f, bool dbl, const Args *a, Res *r)
{
    if (dbl) {
        double x = a->x[0], fl = floor(x);
        r->v2 = fl;
        r->v = isnan(x) ? x : isinf(x) ? copysign(0.0, x) : x == 0 ? x : fmin(x - fl, 0x1.fffffffffffffp-1);
    } else {
        float x = (float)a->x[0], fl = floorf(x);
        r->v2 = fl;
        r->v = isnan(x) ? x : isinf(x) ? copysignf(0.0f, x) : x == 0 ? x : fminf(x - fl, 0x1.fffffep-1f);
    }
}
static void ex_modf(const Func *f, bool dbl, const Args *a, Res *r)
{
    if (dbl) {
        double ip;
        r->v = modf(a->x[0], &ip);
        r->v2 = ip;
    } else {
        float ip;
        r->v = modff((float)a->x[0], &ip);
        r->v2 = ip;
    }
}
/* frexp: 0 in *exp for inf and NaN (6.15.2; C leaves it unspecified). */
static void ex_frexp(const Func *f, bool dbl, const Args *a, Res *r)
{
    int e = 0;
    r->v = dbl ? frexp(a->x[0], &e) : frexpf((float)a->x[0], &e);
    r->i = isfinite(a->x[0]) ? e : 0;
}
/* ilogb with OpenCL's FP_ILOGB0 = INT_MIN and FP_ILOGBNAN = INT_MAX
 * (glibc's x86 FP_ILOGBNAN is INT_MIN); ilogb(inf) is INT_MAX (C99). */
static void ex_ilogb(const Func *f, bool dbl, const Args *a, Res *r)
{
    double x = a->x[0];
    r->i = x == 0 ? INT_MIN : !isfinite(x) ? INT_MAX : ilogb(x);
}
/* remainder from MPFR: glibc's gives -0 for some positive x (x = 2^-871
 * y = 2^-1022), where the specification wants x's sign. */
static void ex_remainder(const Func *f, bool dbl, const Args *a, Res *r)
{
    mpfr_t x, y, m;
    mpfr_inits2(dbl ? 53 : 24, x, y, m, (mpfr_ptr)0);
    mpfr_set_d(x, a->x[0], MPFR_RNDN);
    mpfr_set_d(y, a->x[1], MPFR_RNDN);
    mpfr_remainder(m, x, y, MPFR_RNDN);
    r->v = mpfr_get_d(m, MPFR_RNDN);
    mpfr_clears(x, y, m, (mpfr_ptr)0);
}
/* remquo: remainder, and the quotient's low 7 bits with x/y's sign, from
 * MPFR (whose quotient has all the bits of a long); 0 where r is NaN. */
static void ex_remquo(const Func *f, bool dbl, const Args *a, Res *r)
{
    mpfr_t x, y, m;
    mpfr_prec_t p = dbl ? 53 : 24;
    mpfr_inits2(p, x, y, m, (mpfr_ptr)0);
    mpfr_set_d(x, a->x[0], MPFR_RNDN);
    mpfr_set_d(y, a->x[1], MPFR_RNDN);
    long q = 0;
    mpfr_remquo(m, &q, x, y, MPFR_RNDN);
    r->v = mpfr_get_d(m, MPFR_RNDN);
    long low = (q < 0 ? -q : q) & 127;
    r->i = isnan(r->v) ? 0 : (int)(q < 0 ? -low : low);
    mpfr_clears(x, y, m, (mpfr_ptr)0);
}
/* lgamma_r's sign: 1 for x > 0, 0 at the poles (0 and the negative
 * integers: 6.15.2) and for NaN, else the sign of gamma(x), which is
 * negative between -2k - 1 and -2k. */
static void ex_lgamma_sign(const Func *f, bool dbl, const Args *a, Res *r)
{
    double x = a->x[0];
    if (x > 0)
        r->i = 1;
    else if (isnan(x) || x == floor(x))
        r->i = 0;
    else
        r->i = fmod(floor(x), 2.0) == 0 ? 1 : -1;
}
/* nan: any quiet NaN (the code may or may not be in the significand). */
static void ex_nan(const Func *f, bool dbl, const Args *a, Res *r) { r->v = NAN; }

/* ---- the table ------------------------------------------------------------ */

#define ULP(name, sig, lf, ld, rx, rxu, xat, note) \
    {#name, sig, false, K_ULP, lf, ld, rx, rxu, mp_##name, NULL, fr_##name, NULL, fl_##name, NULL, xat, NULL, note}
#define HALF(name, sig, base, xat, note) \
    {#name, sig, true, K_ULP, 8192, 8192, RX_FULL, 0, mp_##base, NULL, fr_##base, NULL, NULL, NULL, xat, NULL, note}
#define NATIVE(name, sig, base, xat, note) \
    {#name, sig, true, K_NONE, 0, 0, RX_FULL, 0, mp_##base, NULL, fr_##base, NULL, NULL, NULL, xat, NULL, note}
#define EXACT(name, sig, note) \
    {#name, sig, false, K_EXACT, 0, 0, RX_FULL, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, ex_##name, note}

const Func funcs[] = {
    ULP(acos, S_F, 4, 4, RX_ULP, 4096, at_one, "SLEEF u35"),
    ULP(acosh, S_F, 4, 4, RX_ULP, 8192, at_one, "SLEEF u10"),
    ULP(acospi, S_F, 5, 5, RX_ULP, 8192, at_one, "SLEEF acos u10 * 1/pi"),
    ULP(asin, S_F, 4, 4, RX_ULP, 4096, NULL, "SLEEF u35"),
    ULP(asinh, S_F, 4, 4, RX_ULP, 8192, NULL, "SLEEF u10"),
    ULP(asinpi, S_F, 5, 5, RX_ULP, 8192, NULL, "SLEEF asin u10 * 1/pi"),
    ULP(atan, S_F, 5, 5, RX_ULP, 4096, NULL, "SLEEF u35"),
    ULP(atan2, S_FF, 6, 6, RX_ULP, 8192, NULL, "SLEEF u35"),
    ULP(atanh, S_F, 5, 5, RX_ULP_OPEN, 8192, at_pm_one, "SLEEF u10"),
    ULP(atanpi, S_F, 5, 5, RX_ULP, 8192, NULL, "SLEEF atan u10 * 1/pi"),
    ULP(atan2pi, S_FF, 6, 6, RX_ULP, 8192, NULL, "SLEEF atan2 u10 * 1/pi, exact multiples of 1/4"),
    ULP(cbrt, S_F, 2, 2, RX_ULP, 8192, NULL, "SLEEF u10 (u35 relaxed)"),
    EXACT(ceil, S_F, "llvm.ceil"),
    EXACT(copysign, S_FF, "llvm.copysign"),
    ULP(cos, S_F, 4, 4, RX_ABS_PI, 0, NULL, "SLEEF u35 (fastcos relaxed)"),
    ULP(cosh, S_F, 4, 4, RX_ULP_88, 8192, NULL, "SLEEF u35"),
    ULP(cospi, S_F, 4, 4, RX_ABS_ONE, 0, at_half_int, "SLEEF u05, +0 at n + 1/2"),
    ULP(erfc, S_F, 16, 16, RX_FULL, 0, NULL, "SLEEF u15"),
    ULP(erf, S_F, 16, 16, RX_FULL, 0, NULL, "SLEEF u10"),
    ULP(exp, S_F, 3, 3, RX_EXP, 0, NULL, "SLEEF u10"),
    ULP(exp2, S_F, 3, 3, RX_EXP, 0, NULL, "SLEEF u10"),
    ULP(exp10, S_F, 3, 3, RX_ULP, 8192, NULL, "SLEEF u10 (u35 relaxed)"),
    ULP(expm1, S_F, 3, 3, RX_ULP, 8192, NULL, "SLEEF u10"),
    EXACT(fabs, S_F, "llvm.fabs"),
    EXACT(fdim, S_FF, "inline IR"),
    EXACT(floor, S_F, "llvm.floor"),
    EXACT(fma, S_FFF, "llvm.fma"),
    EXACT(fmax, S_FF, "inline IR"),
    EXACT(fmin, S_FF, "inline IR"),
    EXACT(fmod, S_FF, "SLEEF fmod"),
    EXACT(fract, S_FpF, "inline IR"),
    EXACT(frexp, S_FpI, "inline IR"),
    ULP(hypot, S_FF, 4, 4, RX_FULL, 0, NULL, "SLEEF u35"),
    EXACT(ilogb, S_IF, "inline IR"),
    EXACT(ldexp, S_FI, "inline IR"),
    {"lgamma", S_F, false, K_NONE, 0, 0, RX_FULL, 0, mp_lgamma, NULL, fr_lgamma, NULL, fl_lgamma, NULL, at_lgamma_zero,
     NULL, "SLEEF u10"},
    {"lgamma_r", S_FpI, false, K_NONE, 0, 0, RX_FULL, 0, mp_lgamma, NULL, fr_lgamma, NULL, fl_lgamma, NULL,
     at_lgamma_zero, ex_lgamma_sign, "SLEEF lgamma u10, sign inline"},
    ULP(log, S_F, 3, 3, RX_LOG, 0, at_one, "SLEEF u10"),
    ULP(log2, S_F, 3, 3, RX_LOG, 0, at_one, "SLEEF u10"),
    ULP(log10, S_F, 3, 3, RX_LOG, 0, at_one, "SLEEF u10"),
    ULP(log1p, S_F, 2, 2, RX_ULP, 8192, at_minus_one, "SLEEF u10"),
    EXACT(logb, S_F, "inline IR"),
    EXACT(mad, S_FFF, "llvm.fmuladd"),
    EXACT(maxmag, S_FF, "inline IR"),
    EXACT(minmag, S_FF, "inline IR"),
    EXACT(modf, S_FpF, "inline IR"),
    EXACT(nan, S_FU, "inline IR"),
    EXACT(nextafter, S_FF, "inline IR"),
    ULP(pow, S_FF, 16, 16, RX_ULP_POW, 8192, at_one, "SLEEF u10 (fastpow relaxed)"),
    ULP(pown, S_FI, 16, 16, RX_ULP_POW, 8192, at_pown_one, "SLEEF pow u10 (float: in double)"),
    ULP(powr, S_FF, 16, 16, RX_ULP_POW, 8192, at_one, "SLEEF pow u10, NaN rules inline"),
    EXACT(remainder, S_FF, "SLEEF remainder"),
    EXACT(remquo, S_FFpI, "SLEEF remainder, fmod"),
    EXACT(rint, S_F, "llvm.rint"),
    ULP(rootn, S_FI, 16, 16, RX_ULP_POW, 8192, at_int_zero, "SLEEF pow u10 (float: in double; double: corrected)"),
    EXACT(round, S_F, "llvm.round"),
    ULP(rsqrt, S_F, 2, 2, RX_FULL, 0, NULL, "1 / sqrt"),
    ULP(sin, S_F, 4, 4, RX_ABS_PI, 0, NULL, "SLEEF u35 (fastsin relaxed)"),
    {"sincos", S_FpF, false, K_ULP, 4, 4, RX_ABS_PI, 0, mp_sin, mp_cos, fr_sin, fr_cos, fl_sin, fl_cos, NULL, NULL,
     "SLEEF sin, cos u35"},
    ULP(sinh, S_F, 4, 4, RX_ULP_88, 8192, NULL, "SLEEF u35"),
    ULP(sinpi, S_F, 4, 4, RX_ABS_ONE, 0, at_int, "SLEEF u05, copysign(0, n) at n"),
    ULP(sqrt, S_F, 3, 0.5, RX_FULL, 0, NULL, "llvm.sqrt"),
    ULP(tan, S_F, 5, 5, RX_ULP, 8192, NULL, "SLEEF u35"),
    ULP(tanh, S_F, 5, 5, RX_ULP, 8192, NULL, "SLEEF u35"),
    ULP(tanpi, S_F, 6, 6, RX_ULP_ONE, 8192, at_int_or_half, "SLEEF sinpi / cospi u05"),
    ULP(tgamma, S_F, 16, 16, RX_FULL, 0, NULL, "SLEEF u10"),
    EXACT(trunc, S_F, "llvm.trunc"),
    HALF(half_cos, S_F, cos, NULL, "SLEEF cos u35"),
    HALF(half_divide, S_FF, divide, NULL, "x / y"),
    HALF(half_exp, S_F, exp, NULL, "SLEEF exp u10"),
    HALF(half_exp2, S_F, exp2, NULL, "SLEEF exp2 u35"),
    HALF(half_exp10, S_F, exp10, NULL, "SLEEF exp10 u35"),
    HALF(half_log, S_F, log, at_one, "SLEEF log u35"),
    HALF(half_log2, S_F, log2, at_one, "SLEEF log2 u35"),
    HALF(half_log10, S_F, log10, at_one, "SLEEF log10 u10"),
    HALF(half_powr, S_FF, powr, at_one, "as powr"),
    HALF(half_recip, S_F, recip, NULL, "1 / x"),
    HALF(half_rsqrt, S_F, rsqrt, NULL, "1 / sqrt"),
    HALF(half_sin, S_F, sin, NULL, "SLEEF sin u35"),
    HALF(half_sqrt, S_F, sqrt, NULL, "llvm.sqrt"),
    HALF(half_tan, S_F, tan, NULL, "SLEEF tan u35"),
    NATIVE(native_cos, S_F, cos, NULL, "SLEEF fastcos u3500"),
    NATIVE(native_divide, S_FF, divide, NULL, "x / y, arcp afn"),
    NATIVE(native_exp, S_F, exp, NULL, "SLEEF exp u10"),
    NATIVE(native_exp2, S_F, exp2, NULL, "SLEEF exp2 u35"),
    NATIVE(native_exp10, S_F, exp10, NULL, "SLEEF exp10 u35"),
    NATIVE(native_log, S_F, log, at_one, "SLEEF log u35"),
    NATIVE(native_log2, S_F, log2, at_one, "SLEEF log2 u35"),
    NATIVE(native_log10, S_F, log10, at_one, "SLEEF log10 u10"),
    NATIVE(native_powr, S_FF, powr, at_one, "SLEEF fastpow u3500"),
    NATIVE(native_recip, S_F, recip, NULL, "1 / x, arcp afn"),
    NATIVE(native_rsqrt, S_F, rsqrt, NULL, "1 / sqrt, arcp afn"),
    NATIVE(native_sin, S_F, sin, NULL, "SLEEF fastsin u3500"),
    NATIVE(native_sqrt, S_F, sqrt, NULL, "llvm.sqrt"),
    NATIVE(native_tan, S_F, tan, NULL, "SLEEF tan u35"),
};
const int num_funcs = sizeof funcs / sizeof *funcs;

const Func *func_by_name(const char *name)
{
    for (int i = 0; i < num_funcs; i++)
        if (!strcmp(funcs[i].name, name)) return &funcs[i];
    return NULL;
}
