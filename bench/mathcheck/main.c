/*
 * bench/mathcheck - the accuracy of oclc's math built-ins, proven against
 * MPFR: for each function, the worst error in ulps (and where), how many
 * results exceed the specification's limit, and how many break a special
 * value rule (Inf, NaN, ±0, exact results).
 *
 *   mathcheck [options] [function ...]     (all functions by default)
 *     --impl oclc|glibc|sleef|wrong   what is checked (default oclc: a
 *                     kernel per function, built and enqueued through
 *                     oclc's JIT API; the others call host code directly
 *                     and exist to check the checker)
 *     --type float|double|both        (default both)
 *     --width 1|2|3|4|8|16|all        the vector form (default 1: the
 *                     scalar call the work-group loop vectorizes)
 *     --space private|global|local|generic   the pointer argument's space
 *     --sweep         every one of the 2^32 float inputs of the float
 *                     functions of one float argument
 *     --range LO:HI   only the bit patterns LO .. HI-1 of the sweep
 *     --stride S      only every S-th bit pattern of the sweep (S odd
 *                     visits every exponent and sign with S's spacing)
 *     --count N       inputs otherwise: edge values, their combinations,
 *                     then structured and random ones (default 4096)
 *     --opts "..."    oclc's build options; -cl-unsafe-math-optimizations
 *                     and -cl-fast-relaxed-math select the relaxed limits,
 *                     -cl-finite-math-only skips Inf and NaN, and
 *                     -cl-denorms-are-zero allows flushing
 *     --verify N      compare the fast reference with MPFR on every Nth
 *                     input (default: every input of runs up to 65536
 *                     inputs, 1 in 4096 of longer runs and sweeps)
 *     --mpfr          MPFR for every input (slow; the other references
 *                     are then checked, not used)
 *     --threads N     (default 2)
 *     --rate          each run's inputs per CPU second (every thread's),
 *                     and its MPFR calls, on stderr
 *     --selftest      the checker on glibc, SLEEF and deliberately wrong
 *                     functions (float and double), and on fast
 *                     references moved just past MARGIN: fails unless it
 *                     passes the first two and catches every wrong one
 *   Exit status: 0 when no function exceeds its limit or breaks a rule.
 *
 * The reference.  MPFR, correctly rounded, with the specification's
 * special values (funcs.c), is the reference of every result.  Computing
 * it costs 0.3-25 us an input (2^32 float inputs: about a day per
 * function on two cores; 2^28 inputs of each double function: 9 CPU-hours
 * in all), so a fast reference r (funcs.c) decides wherever it provably
 * cannot change the verdict: for float arguments a double one (glibc's
 * double functions, or exact reductions), for double arguments a long
 * double one (glibc's x87 functions, 64-bit significand, the same way).
 * The error measured against r differs from the error against the exact
 * value by at most |r - f(x)| / ulp(f(x)) <= 2^p |r - f(x)| / |f(x)|
 * (p = 24 for float, 53 for double), which is below MARGIN when r's
 * relative error is below 2^-p MARGIN:
 *
 *           MARGIN       r's relative error   documented worst of r
 *   float   2^-16 ulp    below 2^-40          a few 2^-53: 2^12 times less
 *   double  2^-5 ulp     below 2^-58          a few 2^-64, 9 long double ulp
 *                                             (tgammal) below 2^-59.8
 *
 * The double margin is wider in ulps (long double has 11 bits over
 * double, double 29 over float), which only sends more inputs to MPFR:
 * those within 2^-5 ulp of the limit or of the worst so far.  And it is
 * checked: every run compares r with MPFR (53 bits for float; 128 for
 * double, the difference taken from MPFR's bits) on a sample (every input
 * of short runs, 1 in 4096 of long ones and sweeps), reports the largest
 * difference ("ref err", in ulps of the type: a long double ulp is 2^-11
 * of a double one), and fails the run if it exceeds MARGIN.  Near a power
 * of two the ulp halves below it: an r just above one (within the bound)
 * takes the smaller ulp, which can only make an error look larger.  MPFR
 * computes the exact error wherever the fast error is within MARGIN of
 * the limit or of the worst error so far ("near ties"), so the reported
 * worst error and its input are MPFR's, and every result over the limit
 * is confirmed by MPFR (for double at 64 bits, error 2^-11 ulp, and at
 * 128 within 2^-9 ulp of the limit or the worst).  MPFR alone decides
 * every input that is ±0, ±inf or NaN, and the points where the exact
 * result is 0, ±inf or prescribed (log(1), sinpi(n), pow(1, y) ...:
 * funcs.c's ExactPoint, checked against MPFR's exactness flag on the
 * sample).  A function without a fast reference (fastl NULL: none of the
 * double ones today) is MPFR's for every input; --mpfr makes it MPFR
 * everywhere, and --rate shows what each costs.
 *
 * The error.  ulp(x) is the specification's: the gap between the two
 * floats around x, and for a float x itself the gap below it (so the
 * smaller one at a power of two); beyond the largest float the exponent
 * goes on.  A result of ±inf counts as ±2^128 (±2^1024 for double), the
 * next number past the largest if the exponent went on, as the spec
 * allows; if the exact value rounds to ±inf, ±inf is exact.
 *
 * Special values (OpenCL C 3.0 "Edge Case Behavior"): a NaN where the
 * exact result is NaN and nowhere else, quiet; an exact result (MPFR's
 * ternary 0) that is 0 or ±inf, or comes from a ±0, ±inf or prescribed
 * argument, bit for bit, sign included.  Under -cl-denorms-are-zero a
 * result may also be what the function gives with each subnormal
 * argument replaced by ±0, and a result whose exact value is subnormal
 * may be ±0 ("Edge Case Behavior in Flush To Zero Mode").
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <float.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <oclc/oclc.h>

#include "mathcheck.h"

#include "../sleef_symbol.h"

/* ulp: the most the fast reference may move an error, for float (a
 * double reference) and double (a long double one). */
#define MARGIN_F 0x1p-16
#define MARGIN_D 0x1p-5
static double margin(bool dbl) { return dbl ? MARGIN_D : MARGIN_F; }
#define CHUNK (1u << 16)

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* The CPU time of every thread of the process: --rate's measure, which
 * other jobs on a shared machine slow less than the wall clock. */
static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* ---- options ---------------------------------------------------------------- */

typedef enum { IMPL_OCLC, IMPL_GLIBC, IMPL_SLEEF, IMPL_WRONG } Impl;
typedef enum { SP_PRIVATE, SP_GLOBAL, SP_LOCAL, SP_GENERIC } Space;

static struct {
    Impl impl;
    int types; /* 1 float, 2 double, 3 both */
    int widths[6], nwidths;
    Space space;
    bool sweep, mpfr_only, selftest, quiet, rate;
    bool skew_ref;         /* the self-test's fast references, moved by 2^-38 (float) or 2^-56 (double) relative */
    uint64_t count;
    uint64_t verify_every; /* 0: the default */
    uint64_t range_begin, range_end; /* the sweep's bit patterns (--range) */
    uint64_t stride;                 /* --stride: every stride-th pattern */
    const char *opts;
    int threads;
    /* what the options mean for the limits */
    bool relaxed, finite_only, ftz, nsz;
} opt = {.impl = IMPL_OCLC,
         .types = 3,
         .widths = {1},
         .nwidths = 1,
         .space = SP_PRIVATE,
         .count = 4096,
         .range_end = UINT64_C(1) << 32,
         .stride = 1,
         .opts = "",
         .threads = 2};

/* ---- float and double as bits ------------------------------------------------ */

static uint32_t fbits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}
static float bitsf(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}
static uint64_t dbits(double d)
{
    uint64_t u;
    memcpy(&u, &d, 8);
    return u;
}
static double bitsd(uint64_t u)
{
    double d;
    memcpy(&d, &u, 8);
    return d;
}
static bool quiet_nan(double v, bool dbl)
{
    return dbl ? isnan(v) && (dbits(v) & 0x0008000000000000ull) : isnan(v) && (fbits((float)v) & 0x00400000u);
}
static bool same_bits(double a, double b, bool dbl)
{
    if (isnan(a) || isnan(b)) return isnan(a) && isnan(b);
    if (opt.nsz && a == 0 && b == 0) return true;
    return dbl ? dbits(a) == dbits(b) : fbits((float)a) == fbits((float)b);
}
static bool subnormal(double v, bool dbl) { return v != 0 && fabs(v) < (dbl ? DBL_MIN : FLT_MIN); }

/* ---- the error in ulps -------------------------------------------------------- */

/* The specification's ulp at the exact value x, known as r (x rounded to
 * r's precision) and t (MPFR's ternary: r > x for t > 0, r < x for t < 0,
 * r = x for 0; 2 when unknown, which takes a power of two as exact: the
 * smaller ulp, the stricter). */
static long double ulp_at(long double r, int t, bool dbl)
{
    int p = dbl ? 53 : 24, emin = dbl ? -1022 : -126;
    long double a = fabsl(r);
    if (a < ldexpl(1, emin)) return ldexpl(1, emin - p + 1);
    int e;
    long double m = frexpl(a, &e); /* a = m 2^e, m in [0.5, 1) */
    e -= 1;
    bool pow2 = m == 0.5L && t >= 0;
    return ldexpl(1, e - p + 1 - (pow2 ? 1 : 0));
}

typedef struct Verdict {
    double err; /* ulps (INFINITY: not a number where one is due) */
    bool bad;   /* a special-value rule is broken */
} Verdict;

/* The error of result g against the exact value (r, t); `prescribed`:
 * an exact result there must be exact (special arguments). */
static Verdict judge(double g, long double r, int t, bool prescribed, bool dbl)
{
    Verdict v = {0, false};
    long double big = dbl ? 0x1p1024L : 0x1p128L;
    if (isnan(r)) {
        v.bad = !quiet_nan(g, dbl);
        v.err = v.bad ? INFINITY : 0;
        return v;
    }
    if (isnan(g)) {
        v.bad = true;
        v.err = INFINITY;
        return v;
    }
    if (t == 0 && (prescribed || r == 0 || isinf(r))) {
        v.bad = !same_bits(g, (double)r, dbl);
        if (!v.bad) return v;
    }
    long double rt = dbl ? (long double)(double)r : (long double)(float)(double)r; /* rounded to T */
    if (isinf(rt) && isinf(g) && !signbit(g) == !signbit((double)r)) return v;
    if (isinf(r)) { /* beyond even the reference's range */
        v.err = INFINITY;
        return v;
    }
    long double gg = isinf(g) ? copysignl(big, g) : (long double)g;
    v.err = (double)(fabsl(gg - r) / ulp_at(r, t, dbl));
    if (v.bad && v.err == 0) v.err = 0.5; /* a zero of the wrong sign */
    return v;
}

/* The float ulp of a double r by its bits (judge's, when the exactness
 * of r is unknown: a power of two takes the smaller ulp).  So does an r
 * within 2^-38 above a power of two: the exact value, within 2^-39 of r
 * (MARGIN_F), may lie below it, where the ulp is half r's; the smaller
 * ulp can only make an error look larger, and MPFR then decides. */
static double ulp_fast_f(double r)
{
    uint64_t b = dbits(r) & 0x7fffffffffffffffull;
    int64_t e = (int64_t)(b >> 52) - 1023;
    if (e < -126) return 0x1p-149;
    int pow2 = (b & 0x000fffffffffffffull) < (UINT64_C(1) << 14);
    return bitsd((uint64_t)(e - 23 - pow2 + 1023) << 52);
}

/* The double ulp of a long double r, the same way: within 2^-56 above a
 * power of two (MARGIN_D bounds |r - f(x)| by 2^-57 |f(x)|) the smaller. */
static double ulp_fast_d(long double r)
{
    int e;
    long double m = frexpl(fabsl(r), &e); /* |r| = m 2^e, m in [0.5, 1) */
    int k = e - 54 + (m - 0.5L > 0x1p-57L);
    return k < -1074 ? 0x1p-1074 : ldexp(1, k);
}

/* judge() for a float result g against the fast reference r, in double
 * arithmetic (the sweeps' hot path).  r = 0 is an underflow (exact zeros
 * are ExactPoints, which never come here): g is then within |g| / 2^-149
 * ulp; r = ±inf is beyond double, so g must be that infinity; r NaN is a
 * domain error.  An r whose float rounding overflows goes to judge(). */
static Verdict fast_judge(double g, double r)
{
    Verdict v = {0, false};
    if (isnan(r) || isnan(g)) {
        v.bad = !(isnan(r) && quiet_nan(g, false));
        v.err = v.bad ? INFINITY : 0;
    } else if (r == 0) {
        v.err = fabs(g) / 0x1p-149;
    } else if (isinf(r)) {
        v.err = isinf(g) && !signbit(g) == !signbit(r) ? 0 : INFINITY;
    } else if (fabs(r) > 0x1.fffffep127) {
        return judge(g, r, 2, false, false);
    } else {
        double gg = isinf(g) ? copysign(0x1p128, g) : g;
        v.err = fabs(gg - r) / ulp_fast_f(r);
    }
    return v;
}

/* fast_judge() for a double result g against a long double reference r:
 * r = 0 is below even long double's range, r = ±inf beyond it. */
static Verdict fast_judge_d(double g, long double r)
{
    Verdict v = {0, false};
    if (isnan(r) || isnan(g)) {
        v.bad = !(isnan(r) && quiet_nan(g, true));
        v.err = v.bad ? INFINITY : 0;
    } else if (r == 0) {
        v.err = fabs(g) / 0x1p-1074;
    } else if (isinf(r)) {
        v.err = isinf(g) && !signbit(g) == !signbit(r) ? 0 : INFINITY;
    } else if (fabsl(r) > DBL_MAX) {
        return judge(g, r, 2, false, true);
    } else {
        long double gg = isinf(g) ? copysignl(0x1p1024L, g) : g;
        v.err = (double)(fabsl(gg - r) / ulp_fast_d(r));
    }
    return v;
}

/* The arguments of type T a function takes, and whether it takes an int. */
static int nargs_of(Sig s) { return s == S_FF || s == S_FFpI ? 2 : s == S_FFF ? 3 : 1; }
static bool has_int_arg(Sig s) { return s == S_FI; }

/* ---- references per input ------------------------------------------------------ */

typedef struct Mp {
    mpfr_t x, y, r;
    bool zero_or_inf; /* the last value, in MPFR (not its long double) */
} Mp;

static void mp_init(Mp *m, mpfr_prec_t p) { mpfr_inits2(p, m->x, m->y, m->r, (mpfr_ptr)0); }
static void mp_clear(Mp *m) { mpfr_clears(m->x, m->y, m->r, (mpfr_ptr)0); }

/* |r - the last value|, from the last value's own bits (its long double
 * rounding would add up to 2^-64 relative, 2^-11 of a double ulp). */
static long double mp_distance(Mp *m, long double r)
{
    mpfr_set_prec(m->y, mpfr_get_prec(m->r) + 64);
    mpfr_set_ld(m->y, r, MPFR_RNDN); /* exact */
    mpfr_sub(m->y, m->y, m->r, MPFR_RNDN);
    return fabsl(mpfr_get_ld(m->y, MPFR_RNDN));
}

/* MPFR's value of f (second: sincos's cosine) at a, at p bits. */
static long double mp_eval(const Func *f, bool second, const Args *a, mpfr_prec_t p, int *t, Mp *m)
{
    mpfr_set_prec(m->r, p);
    mpfr_set_prec(m->x, 53);
    mpfr_set_prec(m->y, 53);
    mpfr_set_d(m->x, a->x[0], MPFR_RNDN);
    mpfr_set_d(m->y, a->x[1], MPFR_RNDN);
    MpRef fn = second ? f->mp2 : f->mp;
    *t = fn(m->r, m->x, m->y, a->n, MPFR_RNDN);
    if (*t) *t = *t > 0 ? 1 : -1;
    m->zero_or_inf = mpfr_zero_p(m->r) || mpfr_inf_p(m->r);
    return mpfr_get_ld(m->r, MPFR_RNDN);
}

/* Whether an argument makes the result prescribed: ±0, ±inf, NaN, or a
 * point of the function's ExactPoint. */
static bool special_args(const Func *f, const Args *a)
{
    int n = f->sig == S_FF || f->sig == S_FFpI ? 2 : f->sig == S_FFF ? 3 : 1;
    for (int i = 0; i < n; i++)
        if (is_special(a->x[i])) return true;
    return f->exact_at && f->exact_at(a);
}

/* ---- limits ------------------------------------------------------------------------ */

/* The limit in ulps for f at a (INFINITY: none there), and an absolute
 * error bound instead when *abs_bound > 0. */
static double limit_at(const Func *f, const Args *a, bool dbl, double *abs_bound)
{
    *abs_bound = 0;
    if (f->kind == K_NONE) return INFINITY;
    double full = dbl ? f->limit_d : f->limit_f, x = a->x[0], y = a->x[1];
    if (!opt.relaxed || dbl) return full;
    switch (f->relax) {
    case RX_FULL: return full;
    case RX_ULP: return f->relax_ulp;
    case RX_ABS_PI:
        if (fabs(x) > M_PI) return INFINITY;
        *abs_bound = 0x1p-11;
        return INFINITY;
    case RX_ABS_ONE:
        if (fabs(x) > 1) return INFINITY;
        *abs_bound = 0x1p-11;
        return INFINITY;
    case RX_LOG:
        if (x >= 0.5 && x <= 2) {
            *abs_bound = 0x1p-21;
            return INFINITY;
        }
        return 3;
    case RX_EXP: return 3 + floor(fabs(2 * x));
    case RX_ULP_ONE: return fabs(x) <= 1 ? f->relax_ulp : INFINITY;
    case RX_ULP_88: return fabs(x) <= 88 ? f->relax_ulp : INFINITY;
    case RX_ULP_OPEN: return fabs(x) < 1 ? f->relax_ulp : INFINITY;
    case RX_ULP_POW:
        if (!strcmp(f->name, "pow")) {
            if (x == 0 && y == 0) return INFINITY;
            if (x < 0 && (y != floor(y) || fabs(y) > 0x1p24)) return INFINITY;
        } else if (!strcmp(f->name, "pown")) {
            if (x == 0 && a->n == 0) return INFINITY;
        } else if (!strcmp(f->name, "powr")) {
            if (x < 0 || (x == 0 && y == 0)) return INFINITY;
        } else if (!strcmp(f->name, "rootn")) {
            if (a->n == 0 || (x < 0 && !(a->n & 1)) || (x == 0 && a->n < 0)) return INFINITY;
        }
        return f->relax_ulp;
    }
    return full;
}

/* ---- statistics ------------------------------------------------------------------------ */

typedef struct Example {
    Args a;
    Res got, ref;
    double err;
    bool bad;
} Example;

typedef struct Stats {
    uint64_t n, over, bad, mpfr_calls, verified, skipped;
    double worst;
    Example worst_at;
    double ref_err;      /* fast reference against MPFR, in ulps */
    uint64_t ref_misses; /* exact points MPFR found that ExactPoint missed */
    Example ex[4];       /* the first failures */
    int nex;
} Stats;

static void note_failure(Stats *st, const Args *a, const Res *got, const Res *ref, double err, bool bad)
{
    if (st->nex < 4) st->ex[st->nex++] = (Example){*a, *got, *ref, err, bad};
}

static void merge(Stats *to, const Stats *from)
{
    to->n += from->n;
    to->over += from->over;
    to->bad += from->bad;
    to->mpfr_calls += from->mpfr_calls;
    to->verified += from->verified;
    to->skipped += from->skipped;
    to->ref_misses += from->ref_misses;
    if (from->ref_err > to->ref_err) to->ref_err = from->ref_err;
    if (from->worst > to->worst || (to->n == from->n && from->worst >= to->worst)) {
        to->worst = from->worst;
        to->worst_at = from->worst_at;
    }
    for (int i = 0; i < from->nex && to->nex < 4; i++) to->ex[to->nex++] = from->ex[i];
}

/* ---- checking one result ------------------------------------------------------------------- */

typedef struct Checker {
    const Func *f;
    bool dbl;
    uint64_t verify_every;
    Mp mp;
} Checker;

/* The error of one T result g of f (second: sincos's cosine) at a.
 * `cut` is the error below which a fast verdict is final (the limit or
 * the worst so far, less MARGIN). */
static Verdict check_value(Checker *c, Stats *st, const Args *a, double g, bool second, double cut, bool verify,
                           long double *refv)
{
    const Func *f = c->f;
    /* Under -cl-unsafe-math-optimizations the relaxed bounds replace the
     * exact results F.9 prescribes (cos(0) may be 1 - 2^-24); NaN and
     * inf stay what they are. */
    /* A function of one argument is NaN at NaN: no need to ask MPFR. */
    if (nargs_of(f->sig) == 1 && f->sig != S_FI && isnan(a->x[0])) {
        *refv = NAN;
        Verdict v = {0, !quiet_nan(g, c->dbl)};
        v.err = v.bad ? INFINITY : 0;
        return v;
    }
    bool special = special_args(f, a);
    bool prescribed = special && !(opt.relaxed && !c->dbl && f->relax != RX_FULL);
    FastRef fast = second ? f->fast2 : f->fast;
    FastRefL fastl = second ? f->fastl2 : f->fastl;
    int t;
    if ((c->dbl ? fastl != NULL : fast != NULL) && !special && !opt.mpfr_only) {
        long double r = c->dbl ? fastl(a) : fast(a);
        if (opt.skew_ref) r *= c->dbl ? 1 + 0x1p-56L : 1 + 0x1p-38L;
        Verdict v = c->dbl ? fast_judge_d(g, r) : fast_judge(g, (double)r);
        bool final = v.err < cut;
        if (verify) { /* the fast reference against MPFR (double: 128 bits, the difference exact) */
            long double m = mp_eval(f, second, a, c->dbl ? 128 : 53, &t, &c->mp);
            long double huge = c->dbl ? 0x1.fffffffffffff8p1023L : DBL_MAX;
            st->mpfr_calls++;
            st->verified++;
            if (isinf(r) && fabsl(m) >= huge && !signbit(r) == !signbit(m)) {
                /* both beyond T's overflow threshold: the verdict is the same (inf) */
            } else if (!isnan(m) && !isinf(m) && !isnan(r) && !isinf(r)) {
                long double off = c->dbl ? mp_distance(&c->mp, r) : fabsl(r - m);
                double d = (double)(off / ulp_at(m, t, c->dbl));
                if (d > margin(c->dbl) && getenv("MATHCHECK_DEBUG"))
                    fprintf(stderr, "ref %s(%a, %a, %d): fast %La mpfr %La t %d\n", f->name, a->x[0], a->x[1], a->n, r,
                            m, t);
                if (d > st->ref_err) st->ref_err = d;
            } else if (isnan(m) != isnan(r) || isinf(m) != isinf(r)) {
                if (getenv("MATHCHECK_DEBUG"))
                    fprintf(stderr, "ref %s(%a, %a, %d): fast %La mpfr %La t %d\n", f->name, a->x[0], a->x[1], a->n, r,
                            m, t);
                st->ref_err = INFINITY;
            }
            if (t == 0 && c->mp.zero_or_inf) st->ref_misses++; /* an exact point ExactPoint missed */
        }
        if (final) {
            *refv = r;
            return v;
        }
    }
    long double r = mp_eval(f, second, a, c->dbl ? 64 : 53, &t, &c->mp);
    st->mpfr_calls++;
    Verdict v = judge(g, r, t, prescribed, c->dbl);
    /* Near the limit or the worst so far (cut + margin): more bits. */
    if (c->dbl && fabs(v.err - (cut + MARGIN_D)) < 0x1p-9 && !v.bad) {
        r = mp_eval(f, second, a, 128, &t, &c->mp);
        v = judge(g, r, t, prescribed, c->dbl);
    }
    *refv = r;
    return v;
}

/* Under -cl-denorms-are-zero: whether g is a result the flush-to-zero
 * rules allow, with subnormal arguments replaced by ±0 and subnormal
 * exact results by ±0.  lim is the limit in ulps. */
static bool ftz_allows(Checker *c, Stats *st, const Args *a, double g, bool second, double lim)
{
    long double r;
    int n = c->f->sig == S_FF || c->f->sig == S_FFpI ? 2 : c->f->sig == S_FFF ? 3 : 1;
    int sub[3], ns = 0;
    for (int i = 0; i < n; i++)
        if (subnormal(a->x[i], c->dbl)) sub[ns++] = i;
    for (int mask = 0; mask < (1 << (2 * ns)); mask++) {
        Args b = *a;
        bool skip = false;
        for (int k = 0; k < ns; k++) {
            int how = (mask >> (2 * k)) & 3; /* 0 keep, 1 +0, 2 -0 */
            if (how == 3) skip = true;
            if (how) b.x[sub[k]] = how == 1 ? 0.0 : -0.0;
        }
        if (skip) continue;
        Verdict v = check_value(c, st, &b, g, second, -1, false, &r);
        if (!v.bad && v.err <= lim) return true;
        if (g == 0 && subnormal((double)r, c->dbl)) return true;
        if (g == 0 && r != 0 && fabsl(r) < (c->dbl ? DBL_MIN : FLT_MIN)) return true;
    }
    return false;
}

static void check_exact(Checker *c, Stats *st, const Args *a, const Res *got)
{
    const Func *f = c->f;
    Res ref = {0};
    f->exact(f, c->dbl, a, &ref);
    bool ok;
    switch (f->sig) {
    case S_IF: ok = got->i == ref.i; break;
    case S_FU: ok = quiet_nan(got->v, c->dbl); break;
    case S_FpI:
    case S_FFpI: ok = same_bits(got->v, ref.v, c->dbl) && got->i == ref.i; break;
    case S_FpF: ok = same_bits(got->v, ref.v, c->dbl) && same_bits(got->v2, ref.v2, c->dbl); break;
    default:
        ok = same_bits(got->v, ref.v, c->dbl);
        if (!strcmp(f->name, "mad")) ok = ok || same_bits(got->v, ref.v2, c->dbl) || c->dbl; /* double: any value */
        if (!strcmp(f->name, "nan")) ok = quiet_nan(got->v, c->dbl);
        /* fmax(-0, +0): 6.15.2's wording gives -0, C99 F.9.9.2 recommends
         * +0; llvm.maxnum leaves it open, and so does the checker. */
        if (!ok && a->x[0] == 0 && a->x[1] == 0 && got->v == 0 && f->sig == S_FF &&
            (strstr(f->name, "fmax") || strstr(f->name, "fmin") || strstr(f->name, "mag")))
            ok = true;
        break;
    }
    if (!ok && opt.ftz && !c->dbl) {
        /* A flushed argument or result. */
        Args b = *a;
        for (int i = 0; i < 3; i++)
            if (subnormal(b.x[i], false)) b.x[i] = 0;
        Res r2 = {0};
        f->exact(f, false, &b, &r2);
        ok = (f->sig == S_IF) ? got->i == r2.i
                              : (same_bits(got->v, r2.v, false) ||
                                 (got->v == 0 && (subnormal(ref.v, false) || subnormal(r2.v, false))) ||
                                 (got->v == 0 && ref.v == 0) || (got->v == 0 && r2.v == 0));
    }
    if (opt.finite_only && f->sig != S_IF) {
        for (int i = 0; i < 3; i++)
            if (!isfinite(a->x[i])) ok = true;
        if (!isfinite(ref.v)) ok = true;
    }
    st->n++;
    if (!ok) {
        st->over++;
        double e = isnan(got->v) || isnan(ref.v) ? INFINITY : fabs(got->v - ref.v) / (double)ulp_at(ref.v, 0, c->dbl);
        if (f->sig == S_IF) e = INFINITY;
        if (e > st->worst || st->over == 1) {
            st->worst = e;
            st->worst_at = (Example){*a, *got, ref, e, false};
        }
        note_failure(st, a, got, &ref, e, false);
    }
}

/* One input of a K_ULP or K_NONE function. */
static void check_input(Checker *c, Stats *st, const Args *a, const Res *got, uint64_t index)
{
    const Func *f = c->f;
    if (f->kind == K_EXACT) {
        check_exact(c, st, a, got);
        return;
    }
    double abs_bound, lim = limit_at(f, a, c->dbl, &abs_bound);
    bool verify = !opt.mpfr_only && (c->verify_every == 1 || index % c->verify_every == 0);
    bool native = f->kind == K_NONE && f->float_only; /* no edge-case rules either */
    if (opt.finite_only) {
        for (int i = 0; i < 3; i++)
            if (!isfinite(a->x[i])) {
                st->skipped++;
                return;
            }
    }
    st->n++;
    for (int which = 0; which < (f->mp2 ? 2 : 1); which++) {
        double g = which ? got->v2 : got->v;
        /* MPFR confirms results near the limit and near the worst error so
         * far, but not below half an ulp (a correctly rounded result: the
         * worst error is then reported from the fast reference, to
         * within MARGIN): near-exact results (sin of subnormals) would
         * otherwise all go to MPFR. */
        double cut = fmin(isfinite(lim) && !abs_bound ? lim : INFINITY, fmax(st->worst, 0.5)) - margin(c->dbl);
        long double r;
        Verdict v = check_value(c, st, a, g, which, cut, verify, &r);
        if (opt.finite_only && (!isfinite((double)r) || isnan(g))) continue;
        if (native || opt.nsz) v.bad = v.bad && !(g == 0 && r == 0);
        if (native) v.bad = false;
        bool over = abs_bound ? !(fabsl((long double)g - r) <= abs_bound) && !isnan(r) : v.err > lim;
        if (v.bad || over) {
            if (opt.ftz && !c->dbl && ftz_allows(c, st, a, g, which, abs_bound ? INFINITY : lim)) {
                v.bad = over = false;
                v.err = 0;
            }
        }
        if (v.err > st->worst && isfinite(v.err)) {
            st->worst = v.err;
            Res ref = {(double)r, (double)r, 0};
            st->worst_at = (Example){*a, *got, ref, v.err, v.bad};
        }
        if (v.bad || over) {
            Res ref = {(double)r, (double)r, 0};
            if (v.bad) st->bad++;
            if (over && !v.bad) st->over++;
            note_failure(st, a, got, &ref, v.err, v.bad);
        }
    }
    if (f->exact && !native) { /* lgamma_r's sign */
        Res ref = {0};
        f->exact(f, c->dbl, a, &ref);
        if (got->i != ref.i && !isnan(a->x[0])) {
            st->bad++;
            note_failure(st, a, got, &ref, INFINITY, true);
        }
    }
}

/* ---- inputs ------------------------------------------------------------------------------------ */

static const double edge_base[] = {
    0,
    0x1p-149,
    0x1p-148,
    0x1.fffffcp-127,
    0x1p-126,
    0x1.000002p-126,
    0x1p-1074,
    0x1p-1073,
    0x1.ffffffffffffep-1023,
    0x1p-1022,
    1e-300,
    1e-30,
    1e-10,
    1e-5,
    0x1p-24,
    0x1p-12,
    0.25,
    0.5,
    0x1.0000000000001p-1,
    0x1.fffffep-1,
    0x1.fffffffffffffp-1,
    1,
    0x1.000002p0,
    0x1.0000000000001p0,
    1.5,
    2,
    2.5,
    3,
    4,
    5,
    7,
    10,
    100,
    M_PI_4,
    M_PI_2,
    M_PI,
    2 * M_PI,
    1e5,
    88.5,
    88.72283935546875,
    89,
    103,
    104,
    0x1p23,
    0x1p23 + 1,
    0x1p24,
    0x1p24 + 2,
    0x1p31,
    0x1p52,
    0x1p53,
    0x1p63,
    1e30,
    0x1.2p121,
    0x1.2p1017,
    0x1.fffffep127,
    709.5,
    710,
    1e300,
    0x1.fffffffffffffp1023,
    INFINITY,
    NAN,
};
static const int int_edges[] = {0,    1,     -1,   2,     -2,     3,       -3,      4,          5,
                                -5,   7,     8,    -8,    31,     32,      127,     -127,       128,
                                -128, 149,   -149, 150,   -150,   1023,    -1022,   1024,       -1024,
                                1074, -1074, 1075, 65536, -65537, INT_MAX, INT_MIN, INT_MIN + 1};
#define NINT_EDGES (int)(sizeof int_edges / sizeof *int_edges)

static double edges[2 * sizeof edge_base / sizeof *edge_base];
static int nedges;

static void edges_init(void)
{
    for (size_t i = 0; i < sizeof edge_base / sizeof *edge_base; i++) {
        edges[nedges++] = edge_base[i];
        edges[nedges++] = -edge_base[i];
    }
}

static uint64_t splitmix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

/* A value of T from 64 random bits, in one of several distributions. */
static double random_value(uint64_t r, bool dbl)
{
    uint64_t s = splitmix(r);
    double v;
    switch (r % 8) {
    case 0:
    case 1: v = dbl ? bitsd(s) : bitsf((uint32_t)s); break;
    case 2: v = ((double)(s >> 11) * 0x1p-53 - 0.5) * 16; break; /* [-8, 8) */
    case 3: {                                                    /* log-uniform over every magnitude */
        int e = (int)(s % (dbl ? 2098 : 278)) - (dbl ? 1074 : 149);
        v = ldexp(1 + (double)(s >> 12) * 0x1p-52, e) * ((s >> 11) & 1 ? -1 : 1);
        break;
    }
    case 4: /* near an integer (tgamma's poles down to -200) */
        v = (double)((int64_t)(s % 401) - 200) + (double)((int64_t)((s >> 20) % 9) - 4) * (dbl ? 0x1p-44 : 0x1p-16);
        break;
    case 5: v = 1 + (double)((int64_t)(s % 2001) - 1000) * (dbl ? 0x1p-52 : 0x1p-23); break; /* near 1 */
    case 6: v = (double)((int64_t)(s % 129) - 64) + 0.5; break;                              /* half-integers */
    default:
        v = edges[s % (uint64_t)nedges] * (1 + (double)((int64_t)((s >> 32) % 5) - 2) * (dbl ? 0x1p-52 : 0x1p-23));
        break;
    }
    return dbl ? v : (double)(float)v;
}

static int random_int(uint64_t r)
{
    uint64_t s = splitmix(r ^ 0x5bd1e995);
    switch (r % 4) {
    case 0: return int_edges[s % NINT_EDGES];
    case 1: return (int)(s % 41) - 20;
    case 2: return (int)(s % 601) - 300;
    default: return (int)(uint32_t)s;
    }
}


/* Input `index` of a run of f: edge values and their combinations first,
 * then random ones. */
static void make_input(const Func *f, bool dbl, uint64_t index, Args *a)
{
    memset(a, 0, sizeof *a);
    int n = nargs_of(f->sig);
    uint64_t combos = 1;
    for (int i = 0; i < n; i++) combos *= (uint64_t)nedges;
    if (has_int_arg(f->sig)) combos *= NINT_EDGES;
    if (f->sig == S_FU) {
        a->u = index < 64 ? (index ? 1ull << (index - 1) : 0) : splitmix(index);
        if (!dbl) a->u &= 0xffffffffu;
        return;
    }
    if (index < combos) {
        uint64_t k = index;
        for (int i = 0; i < n; i++) {
            a->x[i] = edges[k % (uint64_t)nedges];
            k /= (uint64_t)nedges;
            if (!dbl) a->x[i] = (double)(float)a->x[i];
        }
        if (has_int_arg(f->sig)) a->n = int_edges[k % NINT_EDGES];
        return;
    }
    uint64_t r = splitmix(index * 0x2545f4914f6cdd1dull + (uint64_t)(f - funcs));
    for (int i = 0; i < n; i++) a->x[i] = random_value(splitmix(r + (uint64_t)i), dbl);
    if (n == 2 && r % 5 == 0) a->x[1] = (double)random_int(r); /* integral exponents, multiples */
    if (has_int_arg(f->sig)) a->n = random_int(r);
    if (!dbl)
        for (int i = 0; i < n; i++) a->x[i] = (double)(float)a->x[i];
}

/* ---- the implementations ------------------------------------------------------------------------ */

/* Buffers of one chunk: arguments and results by kind. */
typedef struct Bufs {
    void *a[3]; /* T */
    int *n;
    void *u;    /* uint / ulong */
    void *o, *o2;
    int *oi;
    size_t cap;
} Bufs;

static void bufs_init(Bufs *b, size_t cap)
{
    size_t bytes = (cap + 64) * 8;
    for (int i = 0; i < 3; i++) b->a[i] = aligned_alloc(64, bytes);
    b->n = aligned_alloc(64, bytes);
    b->u = aligned_alloc(64, bytes);
    b->o = aligned_alloc(64, bytes);
    b->o2 = aligned_alloc(64, bytes);
    b->oi = aligned_alloc(64, bytes);
    b->cap = cap;
}

static void bufs_free(Bufs *b)
{
    for (int i = 0; i < 3; i++) free(b->a[i]);
    free(b->n);
    free(b->u);
    free(b->o);
    free(b->o2);
    free(b->oi);
}

static void put_args(Bufs *b, size_t i, const Args *a, bool dbl)
{
    for (int k = 0; k < 3; k++) {
        if (dbl)
            ((double *)b->a[k])[i] = a->x[k];
        else
            ((float *)b->a[k])[i] = (float)a->x[k];
    }
    b->n[i] = a->n;
    if (dbl)
        ((uint64_t *)b->u)[i] = a->u;
    else
        ((uint32_t *)b->u)[i] = (uint32_t)a->u;
}

static void get_res(const Bufs *b, size_t i, Res *r, bool dbl)
{
    r->v = dbl ? ((double *)b->o)[i] : ((float *)b->o)[i];
    r->v2 = dbl ? ((double *)b->o2)[i] : ((float *)b->o2)[i];
    r->i = b->oi[i];
}

/* The OpenCL source of one function's kernel in the chosen form. */
static char *kernel_source(const Func *f, bool dbl, int w)
{
    const char *T = dbl ? "double" : "float", *U = dbl ? "ulong" : "uint";
    char TW[24], IW[24], UW[24];
    snprintf(TW, sizeof TW, "%s%.0d", T, w > 1 ? w : 0);
    snprintf(IW, sizeof IW, "int%.0d", w > 1 ? w : 0);
    snprintf(UW, sizeof UW, "%s%.0d", U, w > 1 ? w : 0);
    char ld[3][64], ldn[64], ldu[64];
    for (int k = 0; k < 3; k++) {
        if (w > 1)
            snprintf(ld[k], sizeof ld[k], "vload%d(i, %c)", w, 'a' + k);
        else
            snprintf(ld[k], sizeof ld[k], "%c[i]", 'a' + k);
    }
    snprintf(ldn, sizeof ldn, w > 1 ? "vload%d(i, n)" : "n[i]", w);
    snprintf(ldu, sizeof ldu, w > 1 ? "vload%d(i, u)" : "u[i]", w);
    char call[512], body[1536];
    const char *second = f->sig == S_FpF ? TW : IW;
    const char *out2 = f->sig == S_FpF ? "o2" : "oi";
    /* The second result's pointer in the space asked for. */
    char ptr[128], decl[256] = "", after[256] = "";
    bool pointer = f->sig == S_FpF || f->sig == S_FpI || f->sig == S_FFpI;
    if (pointer) {
        switch (opt.space) {
        case SP_GLOBAL:
            if (w == 3) goto private_space; /* a global T3 * steps 4 elements */
            snprintf(ptr, sizeof ptr, "((global %s *)%s) + i", second, out2);
            break;
        case SP_LOCAL:
            snprintf(decl, sizeof decl, "local %s t[64]; size_t l = get_local_id(0);", second);
            snprintf(ptr, sizeof ptr, "&t[l]");
            if (w > 1)
                snprintf(after, sizeof after, "vstore%d(t[l], i, %s);", w, out2);
            else
                snprintf(after, sizeof after, "%s[i] = t[l];", out2);
            break;
        case SP_GENERIC:
            snprintf(decl, sizeof decl, "%s t; %s *p = &t;", second, second);
            snprintf(ptr, sizeof ptr, "p");
            goto store_t;
        default:
        private_space:
            snprintf(decl, sizeof decl, "%s t;", second);
            snprintf(ptr, sizeof ptr, "&t");
        store_t:
            if (w > 1)
                snprintf(after, sizeof after, "vstore%d(t, i, %s);", w, out2);
            else
                snprintf(after, sizeof after, "%s[i] = t;", out2);
            break;
        }
    }
    switch (f->sig) {
    case S_F: snprintf(call, sizeof call, "%s(%s)", f->name, ld[0]); break;
    case S_FF: snprintf(call, sizeof call, "%s(%s, %s)", f->name, ld[0], ld[1]); break;
    case S_FFF: snprintf(call, sizeof call, "%s(%s, %s, %s)", f->name, ld[0], ld[1], ld[2]); break;
    case S_FI: snprintf(call, sizeof call, "%s(%s, %s)", f->name, ld[0], ldn); break;
    case S_IF: snprintf(call, sizeof call, "%s(%s)", f->name, ld[0]); break;
    case S_FU: snprintf(call, sizeof call, "%s(%s)", f->name, ldu); break;
    case S_FpF:
    case S_FpI: snprintf(call, sizeof call, "%s(%s, %s)", f->name, ld[0], ptr); break;
    case S_FFpI: snprintf(call, sizeof call, "%s(%s, %s, %s)", f->name, ld[0], ld[1], ptr); break;
    }
    const char *out = f->sig == S_IF ? "oi" : "o";
    if (w > 1)
        snprintf(body, sizeof body, "%s vstore%d(%s, i, %s); %s", decl, w, call, out, after);
    else
        snprintf(body, sizeof body, "%s %s[i] = %s; %s", decl, out, call, after);
    (void)UW;
    size_t len = 1024 + strlen(body);
    char *src = malloc(len);
    snprintf(src, len,
             "%s"
             "kernel void run(global const %s *a, global const %s *b, global const %s *c, global const int *n,\n"
             "                global const %s *u, global %s *o, global %s *o2, global int *oi) {\n"
             "  size_t i = get_global_id(0);\n  %s\n}\n",
             dbl ? "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" : "", T, T, T, U, T, T, body);
    return src;
}

typedef struct Target {
    const Func *f;
    bool dbl;
    int w;
    oclc_program *p;
    float (*hf1)(float), (*hf2)(float, float);
    double (*hd1)(double), (*hd2)(double, double);
} Target;

static bool target_build(Target *t)
{
    char *src = kernel_source(t->f, t->dbl, t->w);
    t->p = oclc_program_create(src, strlen(src), t->f->name);
    char options[1024];
    snprintf(options, sizeof options, "%s%s", opt.space == SP_GENERIC ? "-cl-std=CL3.0 " : "", opt.opts);
    oclc_status s = oclc_program_build(t->p, options);
    if (s != OCLC_SUCCESS) {
        fprintf(stderr, "%s (%s%d): build failed: %s\n%s", t->f->name, t->dbl ? "double" : "float", t->w,
                oclc_status_string(s), oclc_program_log(t->p));
        fprintf(stderr, "%s", src);
        free(src);
        return false;
    }
    free(src);
    return true;
}

/* Runs the target on n inputs in b (n a multiple of the width, and of 64
 * for a local pointer). */
static bool target_run(Target *t, Bufs *b, size_t n)
{
    if (t->p) {
        size_t gs = n / (size_t)t->w, ls = 64;
        void *ptrs[8] = {b->a[0], b->a[1], b->a[2], b->n, b->u, b->o, b->o2, b->oi};
        const void *args[8];
        size_t sizes[8];
        for (int i = 0; i < 8; i++) {
            args[i] = &ptrs[i];
            sizes[i] = sizeof(void *);
        }
        oclc_status s =
            oclc_program_enqueue(t->p, "run", 1, NULL, &gs, opt.space == SP_LOCAL ? &ls : NULL, 8, sizes, args);
        if (s != OCLC_SUCCESS) {
            fprintf(stderr, "%s: enqueue failed: %s\n%s", t->f->name, oclc_status_string(s), oclc_program_log(t->p));
            return false;
        }
        return true;
    }
    for (size_t i = 0; i < n; i++) {
        if (t->dbl) {
            double *a = b->a[0], *y = b->a[1], *o = b->o;
            o[i] = t->hd2 ? t->hd2(a[i], y[i]) : t->hd1(a[i]);
        } else {
            float *a = b->a[0], *y = b->a[1], *o = b->o;
            o[i] = t->hf2 ? t->hf2(a[i], y[i]) : t->hf1(a[i]);
        }
    }
    return true;
}

/* ---- host implementations: the checker's own test --------------------------------------------- */

static const struct {
    const char *name;
    float (*f1)(float);
    float (*f2)(float, float);
    double (*d1)(double);
    double (*d2)(double, double);
} glibc_fns[] = {
    {"acos", acosf, NULL, acos, NULL},       {"asin", asinf, NULL, asin, NULL},    {"atan", atanf, NULL, atan, NULL},
    {"atan2", NULL, atan2f, NULL, atan2},    {"cbrt", cbrtf, NULL, cbrt, NULL},    {"cos", cosf, NULL, cos, NULL},
    {"cosh", coshf, NULL, cosh, NULL},       {"erf", erff, NULL, erf, NULL},       {"erfc", erfcf, NULL, erfc, NULL},
    {"exp", expf, NULL, exp, NULL},          {"exp2", exp2f, NULL, exp2, NULL},    {"exp10", exp10f, NULL, exp10, NULL},
    {"expm1", expm1f, NULL, expm1, NULL},    {"hypot", NULL, hypotf, NULL, hypot}, {"log", logf, NULL, log, NULL},
    {"log2", log2f, NULL, log2, NULL},       {"log10", log10f, NULL, log10, NULL}, {"log1p", log1pf, NULL, log1p, NULL},
    {"pow", NULL, powf, NULL, pow},          {"sin", sinf, NULL, sin, NULL},       {"sinh", sinhf, NULL, sinh, NULL},
    {"sqrt", sqrtf, NULL, sqrt, NULL},       {"tan", tanf, NULL, tan, NULL},       {"tanh", tanhf, NULL, tanh, NULL},
    {"tgamma", tgammaf, NULL, tgamma, NULL}, {"ceil", ceilf, NULL, ceil, NULL},    {"fmod", NULL, fmodf, NULL, fmod},
    {"asinh", asinhf, NULL, asinh, NULL},    {"acosh", acoshf, NULL, acosh, NULL}, {"atanh", atanhf, NULL, atanh, NULL},
};

/* SLEEF's scalar functions as oclc's rows use them (the 1-ulp or 3.5-ulp
 * variant), by name from libsleef. */
static const struct {
    const char *name, *sleef;
} sleef_fns[] = {
    {"acos", "acos_u35"},   {"asin", "asin_u35"},     {"atan", "atan_u35"},   {"atan2", "atan2_u35"},
    {"cbrt", "cbrt_u10"},   {"cos", "cos_u35"},       {"cosh", "cosh_u35"},   {"erf", "erf_u10"},
    {"erfc", "erfc_u15"},   {"exp", "exp_u10"},       {"exp2", "exp2_u10"},   {"exp10", "exp10_u10"},
    {"expm1", "expm1_u10"}, {"hypot", "hypot_u35"},   {"log", "log_u10"},     {"log2", "log2_u10"},
    {"log10", "log10_u10"}, {"log1p", "log1p_u10"},   {"pow", "pow_u10"},     {"sin", "sin_u35"},
    {"sinh", "sinh_u35"},   {"tan", "tan_u35"},       {"tanh", "tanh_u35"},   {"tgamma", "tgamma_u10"},
    {"sinpi", "sinpi_u05"}, {"cospi", "cospi_u05"},   {"acosh", "acosh_u10"}, {"asinh", "asinh_u10"},
    {"atanh", "atanh_u10"}, {"lgamma", "lgamma_u10"},
};

/* Deliberately wrong, in float and double: sin 5 ulp too big, log 4 ulp,
 * cos(inf) = 1, exp(-inf) = -0, pow(1, NaN) = NaN, atan2 exact but -0
 * for +0; and double sqrt rounded toward zero (under 1 ulp, but over its
 * 0.5 for about half the inputs): each must show as over the limit or as
 * a broken special value. */
#define WRONG_SIN(name, T, sin_, next)                         \
    static T name(T x)                                         \
    {                                                          \
        T r = sin_(x);                                         \
        if (x != 0 && isfinite(x))                             \
            for (int i = 0; i < 5; i++) r = next(r, INFINITY); \
        return r;                                              \
    }
#define WRONG_LOG(name, T, log_, next)                          \
    static T name(T x)                                          \
    {                                                           \
        T r = log_(x);                                          \
        if (x > 0 && isfinite(x) && x != 1)                     \
            for (int i = 0; i < 4; i++) r = next(r, -INFINITY); \
        return r;                                               \
    }
WRONG_SIN(wrong_sinf, float, sinf, nextafterf)
WRONG_SIN(wrong_sin, double, sin, nextafter)
WRONG_LOG(wrong_logf, float, logf, nextafterf)
WRONG_LOG(wrong_log, double, log, nextafter)
static float wrong_cosf(float x) { return isinf(x) ? 1.0f : cosf(x); }
static double wrong_cos(double x) { return isinf(x) ? 1.0 : cos(x); }
static float wrong_expf(float x) { return x == -INFINITY ? -0.0f : expf(x); }
static double wrong_exp(double x) { return x == -INFINITY ? -0.0 : exp(x); }
static float wrong_powf(float x, float y) { return x == 1 && isnan(y) ? y : powf(x, y); }
static double wrong_pow(double x, double y) { return x == 1 && isnan(y) ? y : pow(x, y); }
static float wrong_atan2f(float y, float x) { return y == 0 && x > 0 ? -y : atan2f(y, x); }
static double wrong_atan2(double y, double x) { return y == 0 && x > 0 ? -y : atan2(y, x); }
static double wrong_sqrt(double x)
{
    double r = sqrt(x);
    return isfinite(r) && fma(r, r, -x) > 0 ? nextafter(r, 0) : r;
}

static const struct {
    const char *name;
    float (*f1)(float);
    float (*f2)(float, float);
    double (*d1)(double);
    double (*d2)(double, double);
} wrong_fns[] = {
    {"sin", wrong_sinf, NULL, wrong_sin, NULL}, {"log", wrong_logf, NULL, wrong_log, NULL},
    {"cos", wrong_cosf, NULL, wrong_cos, NULL}, {"exp", wrong_expf, NULL, wrong_exp, NULL},
    {"pow", NULL, wrong_powf, NULL, wrong_pow}, {"atan2", NULL, wrong_atan2f, NULL, wrong_atan2},
    {"sqrt", NULL, NULL, wrong_sqrt, NULL},
};

static bool target_host(Target *t)
{
    const char *name = t->f->name;
    if (opt.impl == IMPL_GLIBC) {
        for (size_t i = 0; i < sizeof glibc_fns / sizeof *glibc_fns; i++)
            if (!strcmp(glibc_fns[i].name, name)) {
                t->hf1 = glibc_fns[i].f1, t->hf2 = glibc_fns[i].f2;
                t->hd1 = glibc_fns[i].d1, t->hd2 = glibc_fns[i].d2;
                return true;
            }
    } else if (opt.impl == IMPL_SLEEF) {
        for (size_t i = 0; i < sizeof sleef_fns / sizeof *sleef_fns; i++)
            if (!strcmp(sleef_fns[i].name, name)) {
                const char *u = strchr(sleef_fns[i].sleef, '_');
                char sym[128];
                int base = (int)(u - sleef_fns[i].sleef);
                snprintf(sym, sizeof sym, "Sleef_%.*s%s1_%spurecfma", base, sleef_fns[i].sleef, t->dbl ? "d" : "f",
                         u + 1);
                void *fn = sleef_symbol(sym);
                if (!fn) return false;
                bool two = t->f->sig == S_FF;
                if (t->dbl)
                    *(void **)(two ? (void *)&t->hd2 : (void *)&t->hd1) = fn;
                else
                    *(void **)(two ? (void *)&t->hf2 : (void *)&t->hf1) = fn;
                return true;
            }
    } else if (opt.impl == IMPL_WRONG) {
        for (size_t i = 0; i < sizeof wrong_fns / sizeof *wrong_fns; i++)
            if (!strcmp(wrong_fns[i].name, name)) {
                t->hf1 = wrong_fns[i].f1, t->hf2 = wrong_fns[i].f2;
                t->hd1 = wrong_fns[i].d1, t->hd2 = wrong_fns[i].d2;
                return t->dbl ? t->hd1 || t->hd2 : t->hf1 || t->hf2;
            }
    }
    return false;
}

/* ---- a run: one function, type and width ------------------------------------------------------ */

typedef struct Run {
    Target *t;
    uint64_t count;        /* inputs (2^32 for a sweep) */
    bool sweep;
    _Atomic uint64_t next; /* the next chunk's first index */
    uint64_t first;        /* where it started (--range) */
    uint64_t verify_every;
    bool failed;
} Run;

typedef struct Worker {
    Run *run;
    Stats st;
} Worker;

static void *worker_main(void *p)
{
    Worker *wk = p;
    Run *run = wk->run;
    Target *t = run->t;
    Checker c = {.f = t->f, .dbl = t->dbl, .verify_every = run->verify_every};
    mp_init(&c.mp, 64);
    Bufs b;
    bufs_init(&b, CHUNK);
    unsigned step = (unsigned)t->w * (opt.space == SP_LOCAL ? 64 : 1);
    for (;;) {
        uint64_t first = atomic_fetch_add(&run->next, CHUNK);
        if (first >= run->count || run->failed) break;
        if (run->sweep && first % (UINT64_C(1) << 28) == 0 && !opt.quiet)
            fprintf(stderr, "%s: %3.0f%% of the sweep\n", t->f->name,
                    100.0 * (double)(first - run->first) / (double)(run->count - run->first));
        size_t n = run->count - first < CHUNK ? (size_t)(run->count - first) : CHUNK;
        size_t padded = (n + step - 1) / step * step;
        Args a;
        for (size_t i = 0; i < padded; i++) {
            uint64_t ix = first + (i < n ? i : n - 1);
            if (run->sweep) {
                memset(&a, 0, sizeof a);
                a.x[0] = bitsf((uint32_t)(ix * opt.stride));
            } else {
                make_input(t->f, t->dbl, ix, &a);
            }
            put_args(&b, i, &a, t->dbl);
        }
        if (!target_run(t, &b, padded)) {
            run->failed = true;
            break;
        }
        for (size_t i = 0; i < n; i++) {
            Res got;
            get_res(&b, i, &got, t->dbl);
            if (run->sweep) {
                memset(&a, 0, sizeof a);
                a.x[0] = bitsf((uint32_t)((first + i) * opt.stride));
            } else {
                make_input(t->f, t->dbl, first + i, &a);
            }
            check_input(&c, &wk->st, &a, &got, first + i);
        }
    }
    bufs_free(&b);
    mp_clear(&c.mp);
    mpfr_free_cache(); /* the thread's MPFR caches (constants), which LeakSanitizer reports */
    return NULL;
}

static void print_value(char *buf, size_t len, double v, bool dbl)
{
    if (dbl)
        snprintf(buf, len, "%a", v);
    else
        snprintf(buf, len, "%a", (double)(float)v);
}

static void print_args(char *buf, size_t len, const Func *f, const Args *a, bool dbl)
{
    char x[64], y[64], z[64];
    print_value(x, sizeof x, a->x[0], dbl);
    print_value(y, sizeof y, a->x[1], dbl);
    print_value(z, sizeof z, a->x[2], dbl);
    switch (f->sig) {
    case S_FF:
    case S_FFpI: snprintf(buf, len, "(%s, %s)", x, y); break;
    case S_FFF: snprintf(buf, len, "(%s, %s, %s)", x, y, z); break;
    case S_FI: snprintf(buf, len, "(%s, %d)", x, a->n); break;
    case S_FU: snprintf(buf, len, "(0x%" PRIx64 ")", a->u); break;
    default: snprintf(buf, len, "(%s)", x); break;
    }
}

/* Runs and reports one function; returns false if it failed. */
static bool run_one(const Func *f, bool dbl, int w)
{
    Target t = {f, dbl, w, NULL, NULL, NULL, NULL, NULL};
    const char *tn = dbl ? "double" : "float";
    if (opt.impl == IMPL_OCLC) {
        if (!target_build(&t)) {
            printf("%-14s %-6s %2d  BUILD FAILED\n", f->name, tn, w);
            return false;
        }
    } else if (!target_host(&t)) {
        return true; /* no host version: nothing to check */
    }
    bool sweepable = !dbl && (f->sig == S_F || f->sig == S_IF || f->sig == S_FpF || f->sig == S_FpI);
    /* Outside sweeps, at least every pair of edge values of a function
     * of two arguments. */
    uint64_t count = opt.count, pairs = (uint64_t)nedges * (uint64_t)nedges;
    if ((f->sig == S_FF || f->sig == S_FFpI) && count < pairs) count = pairs;
    if (f->sig == S_FI && count < (uint64_t)nedges * NINT_EDGES) count = (uint64_t)nedges * NINT_EDGES;
    Run run = {&t, opt.sweep && sweepable ? opt.range_end / opt.stride : count, opt.sweep && sweepable, 0, 0, 0, false};
    if (run.sweep) run.next = run.first = opt.range_begin / opt.stride;
    run.verify_every = opt.verify_every ? opt.verify_every : run.sweep || run.count > 65536 ? 4096 : 1;
    int nth = opt.threads < 1 ? 1 : opt.threads > 16 ? 16 : opt.threads;
    Worker wk[16];
    pthread_t th[16];
    double t0 = now(), c0 = cpu_now();
    for (int i = 0; i < nth; i++) {
        memset(&wk[i], 0, sizeof wk[i]);
        wk[i].run = &run;
        pthread_create(&th[i], NULL, worker_main, &wk[i]);
    }
    Stats st = {0};
    for (int i = 0; i < nth; i++) {
        pthread_join(th[i], NULL);
        merge(&st, &wk[i].st);
    }
    double dt = now() - t0, cpu = cpu_now() - c0;
    if (opt.rate)
        fprintf(stderr, "rate %-14s %-6s %2d %12" PRIu64 " inputs %9.2f cpu-s %12.0f inputs/cpu-s %10" PRIu64 " mpfr\n",
                f->name, tn, w, st.n, cpu, (double)st.n / cpu, st.mpfr_calls);
    if (t.p) oclc_program_destroy(t.p);
    if (run.failed) {
        printf("%-14s %-6s %2d  RUN FAILED\n", f->name, tn, w);
        return false;
    }
    double lim = dbl ? f->limit_d : f->limit_f;
    bool ref_ok = st.ref_err <= margin(dbl);
    bool failed = (f->kind != K_NONE && (st.over || st.bad)) || !ref_ok;
    char limit[32], at[256] = "", got[64] = "", ref[64] = "";
    if (f->kind == K_EXACT)
        snprintf(limit, sizeof limit, "exact");
    else if (f->kind == K_NONE)
        snprintf(limit, sizeof limit, "-");
    else if (opt.relaxed && !dbl && f->relax != RX_FULL)
        snprintf(limit, sizeof limit, "relaxed");
    else
        snprintf(limit, sizeof limit, "%g", lim);
    if (st.worst > 0) {
        print_args(at, sizeof at, f, &st.worst_at.a, dbl);
        print_value(got, sizeof got, st.worst_at.got.v, dbl);
        print_value(ref, sizeof ref, st.worst_at.ref.v, dbl);
    }
    printf("%-14s %-6s %2d %12" PRIu64 " %10.3f %8s %10" PRIu64 " %8" PRIu64 " %9.2g %7.1f  %s%s%s%s%s%s%s\n", f->name,
           tn, w, st.n, st.worst, limit, st.over, st.bad, st.ref_err, dt, failed ? "FAIL " : "",
           st.worst > 0 ? "at " : "", at, st.worst > 0 ? " got " : "", got, st.worst > 0 ? " exact " : "",
           st.worst > 0 ? ref : "");
    if (!ref_ok) printf("  the fast reference is off by %g ulp (more than %g): use --mpfr\n", st.ref_err, margin(dbl));
    if (st.ref_misses && !opt.quiet)
        printf("  note: %" PRIu64 " sampled inputs with an exact 0 or inf outside the exact points\n", st.ref_misses);
    if (!opt.quiet || failed)
        for (int i = 0; i < st.nex; i++) {
            char a[400], g[64], r[64];
            print_args(a, sizeof a, f, &st.ex[i].a, dbl);
            print_value(g, sizeof g, st.ex[i].got.v, dbl);
            print_value(r, sizeof r, st.ex[i].ref.v, dbl);
            printf("  %s %s%s = %s (int %d), expected %s (int %d), %g ulp\n", st.ex[i].bad ? "SPECIAL" : "OVER",
                   f->name, a, g, st.ex[i].got.i, r, st.ex[i].ref.i, st.ex[i].err);
        }
    fflush(stdout);
    return !failed;
}

/* ---- self-test ---------------------------------------------------------------------------------- */

static int selftest(void)
{
    /* glibc is right on these; so is SLEEF, but for the defects below. */
    static const char *const good[] = {"sin", "cos", "exp", "log", "pow", "atan2", "sinh", "tgamma"};
    static const struct {
        const char *name;
        bool dbl;
    } sleef_defects[] = {
        {"sinpi", false},  /* sinpi(1) = -0, sinpi(-2) = +0: the rule is copysign(0, n) */
        {"cospi", false},  /* cospi(0.5) = -0, and +1 for odd n >= 2^23 */
        {"sinh", false},   /* inf from 88.72 on (exp overflows; sinh does at 89.42) */
        {"sinh", true},    /* the same from 709.78 */
        {"tgamma", false}, /* thousands of ulp where the result is subnormal (x near -38) */
        {"tgamma", true},  /* up to 1.5e8 ulp for x in (-182, -170) */
        {"pow", true},     /* inf for results within 2^-43 of DBL_MAX */
    };
    int bad = 0;
    opt.quiet = true;
    opt.types = 1;
    printf("-- glibc and SLEEF: no failures expected\n");
    for (int impl = IMPL_GLIBC; impl <= IMPL_SLEEF; impl++) {
        opt.impl = (Impl)impl;
        for (size_t i = 0; i < sizeof good / sizeof *good; i++)
            for (int d = 0; d < 2; d++) {
                bool defect = false;
                for (size_t k = 0; k < sizeof sleef_defects / sizeof *sleef_defects; k++)
                    if (impl == IMPL_SLEEF && !strcmp(sleef_defects[k].name, good[i]) && sleef_defects[k].dbl == d)
                        defect = true;
                if (!defect && !run_one(func_by_name(good[i]), d, 1)) {
                    printf("  SELFTEST: %s %s failed on a correct implementation\n",
                           impl == IMPL_GLIBC ? "glibc" : "SLEEF", good[i]);
                    bad++;
                }
            }
    }
    printf("-- deliberately wrong: every one must fail\n");
    opt.impl = IMPL_WRONG;
    opt.quiet = false;
    for (size_t i = 0; i < sizeof wrong_fns / sizeof *wrong_fns; i++)
        for (int d = 0; d < 2; d++)
            if ((d ? wrong_fns[i].d1 || wrong_fns[i].d2 : wrong_fns[i].f1 || wrong_fns[i].f2) &&
                run_one(func_by_name(wrong_fns[i].name), d, 1)) {
                printf("  SELFTEST: the wrong %s %s passed\n", wrong_fns[i].name, d ? "double" : "float");
                bad++;
            }
    /* A fast reference off by a little more than the margin allows, on
     * correct functions, must fail the run through the verification
     * against MPFR (here of every input; of 1 in 4096 in long runs, which
     * a reference off everywhere, as this one, fails as surely). */
    printf("-- fast references moved past the margin: every run must fail\n");
    opt.impl = IMPL_GLIBC;
    opt.skew_ref = true;
    for (size_t i = 0; i < sizeof good / sizeof *good; i++)
        for (int d = 0; d < 2; d++)
            if (run_one(func_by_name(good[i]), d, 1)) {
                printf("  SELFTEST: %s %s passed with a wrong fast reference\n", good[i], d ? "double" : "float");
                bad++;
            }
    opt.skew_ref = false;
    printf("-- SLEEF's defects (which oclc's lowering works around): each must show\n");
    opt.impl = IMPL_SLEEF;
    for (size_t k = 0; k < sizeof sleef_defects / sizeof *sleef_defects; k++)
        if (run_one(func_by_name(sleef_defects[k].name), sleef_defects[k].dbl, 1)) {
            printf("  SELFTEST: SLEEF's %s passed\n", sleef_defects[k].name);
            bad++;
        }
    printf("selftest: %s\n", bad ? "FAILED" : "passed");
    return bad != 0;
}

/* ---- main ----------------------------------------------------------------------------------------- */

static void usage(void)
{
    fprintf(
        stderr,
        "usage: mathcheck [--impl oclc|glibc|sleef|wrong] [--type float|double|both] [--width N|all]\n"
        "                 [--space private|global|local|generic] [--sweep [--range LO:HI] [--stride S]] [--count N]\n"
        "                 [--opts \"...\"]\n"
        "                 [--verify N] [--mpfr] [--threads N] [--quiet] [--rate] [--selftest] [function ...]\n");
    exit(2);
}

int main(int argc, char **argv)
{
    const char *names[256];
    int nnames = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--impl") && v) {
            opt.impl = !strcmp(v, "glibc")   ? IMPL_GLIBC
                       : !strcmp(v, "sleef") ? IMPL_SLEEF
                       : !strcmp(v, "wrong") ? IMPL_WRONG
                                             : IMPL_OCLC;
            i++;
        } else if (!strcmp(a, "--type") && v) {
            opt.types = !strcmp(v, "float") ? 1 : !strcmp(v, "double") ? 2 : 3;
            i++;
        } else if (!strcmp(a, "--width") && v) {
            if (!strcmp(v, "all")) {
                static const int all[] = {1, 2, 3, 4, 8, 16};
                memcpy(opt.widths, all, sizeof all);
                opt.nwidths = 6;
            } else {
                opt.widths[0] = atoi(v);
                opt.nwidths = 1;
            }
            i++;
        } else if (!strcmp(a, "--space") && v) {
            opt.space = !strcmp(v, "global")    ? SP_GLOBAL
                        : !strcmp(v, "local")   ? SP_LOCAL
                        : !strcmp(v, "generic") ? SP_GENERIC
                                                : SP_PRIVATE;
            i++;
        } else if (!strcmp(a, "--sweep")) {
            opt.sweep = true;
        } else if (!strcmp(a, "--range") && v) {
            char *end;
            opt.range_begin = strtoull(v, &end, 0);
            opt.range_end = *end == ':' ? strtoull(end + 1, NULL, 0) : opt.range_end;
            if (opt.range_end > UINT64_C(1) << 32) opt.range_end = UINT64_C(1) << 32;
            opt.range_begin &= ~(uint64_t)(CHUNK - 1);
            i++;
        } else if (!strcmp(a, "--stride") && v) {
            opt.stride = strtoull(v, NULL, 0);
            if (opt.stride < 1) opt.stride = 1;
            i++;
        } else if (!strcmp(a, "--count") && v) {
            opt.count = strtoull(v, NULL, 0);
            i++;
        } else if (!strcmp(a, "--opts") && v) {
            opt.opts = v;
            i++;
        } else if (!strcmp(a, "--verify") && v) {
            opt.verify_every = strtoull(v, NULL, 0);
            i++;
        } else if (!strcmp(a, "--mpfr")) {
            opt.mpfr_only = true;
        } else if (!strcmp(a, "--threads") && v) {
            opt.threads = atoi(v);
            i++;
        } else if (!strcmp(a, "--quiet")) {
            opt.quiet = true;
        } else if (!strcmp(a, "--rate")) {
            opt.rate = true;
        } else if (!strcmp(a, "--selftest")) {
            opt.selftest = true;
        } else if (a[0] == '-') {
            usage();
        } else if (nnames < 256) {
            if (!func_by_name(a)) {
                fprintf(stderr, "mathcheck: unknown function '%s'\n", a);
                return 2;
            }
            names[nnames++] = a;
        }
    }
    opt.relaxed = strstr(opt.opts, "-cl-unsafe-math-optimizations") || strstr(opt.opts, "-cl-fast-relaxed-math");
    opt.finite_only = strstr(opt.opts, "-cl-finite-math-only") || strstr(opt.opts, "-cl-fast-relaxed-math");
    opt.nsz = opt.relaxed || strstr(opt.opts, "-cl-no-signed-zeros");
    opt.ftz = strstr(opt.opts, "-cl-denorms-are-zero") != NULL;
    edges_init();
    oclc_set_num_threads(1); /* the checker's threads enqueue, one chunk each */
    if (opt.selftest) return selftest();
    printf("%-14s %-6s %2s %12s %10s %8s %10s %8s %9s %7s  %s\n", "function", "type", "w", "inputs", "worst ulp",
           "limit", "over", "special", "ref err", "seconds", "worst at");
    int failed = 0, run = 0;
    double t0 = now();
    for (int i = 0; i < num_funcs; i++) {
        const Func *f = &funcs[i];
        bool pick = nnames == 0;
        for (int k = 0; k < nnames; k++)
            if (!strcmp(names[k], f->name)) pick = true;
        if (!pick) continue;
        for (int d = 0; d < 2; d++) {
            if (!(opt.types & (1 << d)) || (d && f->float_only)) continue;
            for (int wi = 0; wi < opt.nwidths; wi++) {
                run++;
                if (!run_one(f, d, opt.widths[wi])) failed++;
            }
        }
    }
    printf("%d runs, %d failed, %.0f s\n", run, failed, now() - t0);
    mpfr_free_cache();
    return failed != 0;
}
