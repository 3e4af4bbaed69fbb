/*
 * The common (OpenCL C 3.0 6.15.4) and geometric (6.15.5) built-in
 * functions for float and double (codegen/cg_bi_common.c), run through the
 * API and compared with references computed here in long double, to the
 * accuracy the spec's table ("Relative Error as ULPs") asks:
 *
 *   degrees, radians       2 ulp
 *   step, sign             exact (sign of +-0 is +-0, of NaN 0.0)
 *   smoothstep             absolute error 1e-5 (edge0 < edge1, no NaN)
 *   dot                    absolute max^2 * (2n - 1) * epsilon
 *   cross                  absolute max^2 * 3 * epsilon per component
 *                          (both plus the underflow of the products, a
 *                          few of the smallest denormals)
 *   length                 2.75 + 0.5n ulp, and no overflow or underflow
 *   distance               2.5 + 2n ulp, the same
 *   normalize              2 + n ulp per component, the same, and the
 *                          edge cases (all zero: p; a NaN: NaNs; infinite
 *                          lanes: +-1 and +-0)
 *   fast_length/_distance  8191.5 + n (2n) ulp, fast_normalize 8192 + n
 *
 * (max is the largest magnitude of the inputs.)  length, distance and
 * normalize get vectors of huge (to FLT_MAX) and tiny (to the smallest
 * denormal) lanes, where the sum of squares overflows or underflows
 * unless it is scaled.  (min, max, clamp, mix: builtins.c.)
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: %t -O0 | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "bi_values.h"

#define ITEMS 256

typedef long double ld;

enum {
    F_DEGREES,
    F_RADIANS,
    F_STEP,
    F_STEP_S,
    F_SMOOTH,
    F_SMOOTH_S,
    F_SIGN,
    F_DOT,
    F_CROSS,
    F_LENGTH,
    F_DISTANCE,
    F_NORMALIZE,
    F_FAST_LENGTH,
    F_FAST_DISTANCE,
    F_FAST_NORMALIZE,
    F_COUNT
};

static const struct {
    const char *name;
    int arity;
    int scalar_result; /* dot, length: one value per work-item */
    int geometric;     /* widths 1 to 4 (cross: 3 and 4) */
    int scalar_args;   /* bit j: argument j is a scalar in the vector form */
    int float_only;
} fns[F_COUNT] = {
    [F_DEGREES] = {"degrees", 1, 0, 0, 0, 0},
    [F_RADIANS] = {"radians", 1, 0, 0, 0, 0},
    [F_STEP] = {"step", 2, 0, 0, 0, 0},
    [F_STEP_S] = {"step", 2, 0, 0, 1, 0},
    [F_SMOOTH] = {"smoothstep", 3, 0, 0, 0, 0},
    [F_SMOOTH_S] = {"smoothstep", 3, 0, 0, 3, 0},
    [F_SIGN] = {"sign", 1, 0, 0, 0, 0},
    [F_DOT] = {"dot", 2, 1, 1, 0, 0},
    [F_CROSS] = {"cross", 2, 0, 1, 0, 0},
    [F_LENGTH] = {"length", 1, 1, 1, 0, 0},
    [F_DISTANCE] = {"distance", 2, 1, 1, 0, 0},
    [F_NORMALIZE] = {"normalize", 1, 0, 1, 0, 0},
    [F_FAST_LENGTH] = {"fast_length", 1, 1, 1, 0, 1},
    [F_FAST_DISTANCE] = {"fast_distance", 2, 1, 1, 0, 1},
    [F_FAST_NORMALIZE] = {"fast_normalize", 1, 0, 1, 0, 1},
};

static int takes_width(int f, int n)
{
    if (!fns[f].geometric) return !(fns[f].scalar_args && n == 1);
    if (f == F_CROSS) return n == 3 || n == 4;
    return n <= 4;
}

/* ---- inputs ------------------------------------------------------------ */

static ld big(Ty t) { return t == T_FLOAT ? FLT_MAX : DBL_MAX; }

/* A value of class c: 0 moderate, 1 huge, 2 tiny (down to denormals), 3 anything. */
static double value(Ty t, int c)
{
    uint64_t r = test_rand();
    double m = (double)(r >> 11) / 9007199254740992.0 * ((r & 1) ? -1 : 1); /* [-1, 1) */
    double v;
    switch (c) {
    case 0: v = m * 100.0; break;
    case 1: v = m * (double)big(t) * (r & 2 ? 1.0 : 1e-3); break;
    case 2: v = m * (t == T_FLOAT ? 0x1p-120 : 0x1p-1000) * ((r >> 2) % 64 == 0 ? 0x1p-20 : 1.0); break;
    default: v = fp_input(t, (int)(r % 40)); break;
    }
    return t == T_FLOAT ? (float)v : v;
}

/* ---- references ----------------------------------------------------------- */

static ld ulp(Ty t, ld x) { return ulp_of(t, x); }

/* x rounded to t, infinite where it overflows. */
static ld round_to(Ty t, ld x) { return t == T_FLOAT ? (ld)(float)x : (ld)(double)x; }

static int same_bits(Ty t, double a, double b)
{
    if (t == T_FLOAT) {
        float x = (float)a, y = (float)b;
        return memcmp(&x, &y, 4) == 0;
    }
    return memcmp(&a, &b, 8) == 0;
}

/* got within `ulps` of the real number want (an overflowing want: an
 * infinity of its sign). */
static int within_ulps(Ty t, double got, ld want, ld ulps)
{
    if (isnan(want)) return isnan(got);
    if (isinf(round_to(t, want))) return got == (double)round_to(t, want);
    if (isnan(got) || isinf(got)) return 0;
    return fabsl((ld)got - want) <= ulps * ulp(t, want);
}

static ld sum_squares(const double *p, int n)
{
    ld s = 0;
    for (int i = 0; i < n; i++) s += (ld)p[i] * p[i];
    return s;
}

/* ---- one kernel ------------------------------------------------------------ */

static void kernel_source(int f, Ty t, int n, Src *s)
{
    int rn = fns[f].scalar_result ? 1 : n;
    src_printf(s, "kernel void k%d_%s(global %s *out", f, tname(t, n), tname(t, rn));
    for (int j = 0; j < fns[f].arity; j++)
        src_printf(s, ", global const %s *a%d", tname(t, (fns[f].scalar_args >> j & 1) ? 1 : n), j);
    src_printf(s, ") {\n  size_t i = get_global_id(0);\n  out[i] = %s(", fns[f].name);
    for (int j = 0; j < fns[f].arity; j++) src_printf(s, "%sa%d[i]", j ? ", " : "", j);
    src_printf(s, ");\n}\n");
}

/* Fills item i's arguments: a[j][l]. */
static void inputs(int f, Ty t, int n, int i, double a[3][16])
{
    int cls = f >= F_DOT ? (i % 8 == 1 ? 1 : i % 8 == 2 ? 2 : i % 8 == 3 ? 3 : 0) : (i < 64 ? 3 : 0);
    for (int j = 0; j < 3; j++)
        for (int l = 0; l < 16; l++) a[j][l] = value(t, cls);
    if (f == F_SMOOTH || f == F_SMOOTH_S) {
        /* ordered edges, no NaN: where the result is defined */
        for (int l = 0; l < 16; l++) {
            double e0 = value(t, 0), e1 = value(t, 0), x = value(t, 0) * (i % 3 ? 0.1 : 1.5);
            if (e0 > e1) {
                double tmp = e0;
                e0 = e1;
                e1 = tmp;
            }
            if (e0 == e1) e1 = e0 + 1;
            a[0][l] = e0, a[1][l] = e1, a[2][l] = x;
        }
    }
    if (f >= F_FAST_LENGTH) /* no overflow or underflow in the sum */
        for (int j = 0; j < 3; j++)
            for (int l = 0; l < 16; l++) a[j][l] = value(t, 0);
    /* The edge cases of normalize and length: zeros, a NaN, infinities. */
    if ((f == F_NORMALIZE || f == F_LENGTH) && i < 12) {
        for (int l = 0; l < n; l++) a[0][l] = i == 0 ? 0.0 : i == 1 ? -0.0 : (l & 1) ? -0.0 : 0.0;
        if (i == 3) a[0][n - 1] = NAN;
        if (i == 4) a[0][0] = INFINITY;
        if (i == 5) a[0][n - 1] = -INFINITY, a[0][0] = 3.0;
        if (i == 6) a[0][0] = INFINITY, a[0][n - 1] = -INFINITY;
        if (i == 7) a[0][0] = big(t), a[0][n - 1] = big(t);
        if (i == 8) a[0][0] = t == T_FLOAT ? 0x1p-149 : 0x1p-1074;
        if (i == 9)
            for (int l = 0; l < n; l++) a[0][l] = -big(t);
        if (i == 10)
            for (int l = 0; l < n; l++) a[0][l] = t == T_FLOAT ? 0x1p-149 : 0x1p-1074;
        if (i == 11) a[0][0] = 1e-3, a[0][n - 1] = t == T_FLOAT ? 0x1p-140 : 0x1p-1070;
    }
}

static void check_item(int f, Ty t, int n, int i, double a[3][16], const double *got)
{
    int dbl = t == T_DOUBLE;
    ld eps = dbl ? DBL_EPSILON : FLT_EPSILON;
    const char *what = fns[f].name;
    switch (f) {
    case F_DEGREES:
    case F_RADIANS:
        for (int l = 0; l < n; l++) {
            ld k = f == F_DEGREES ? 180.0L / 3.14159265358979323846264338327950288L
                                  : 3.14159265358979323846264338327950288L / 180.0L;
            ld want = (ld)a[0][l] * k;
            CHECK(within_ulps(t, got[l], want, 2), "%s(%s) item %d lane %d: %s(%a) = %a, want %La", what, tname(t, n),
                  i, l, what, a[0][l], got[l], want);
        }
        break;
    case F_STEP:
    case F_STEP_S:
        for (int l = 0; l < n; l++) {
            double e = a[0][f == F_STEP_S ? 0 : l], x = a[1][l];
            double want = x < e ? 0.0 : 1.0;
            CHECK(same_bits(t, got[l], want), "step(%s) item %d lane %d: step(%a, %a) = %a, want %a", tname(t, n), i, l,
                  e, x, got[l], want);
        }
        break;
    case F_SMOOTH:
    case F_SMOOTH_S:
        for (int l = 0; l < n; l++) {
            int s = f == F_SMOOTH_S;
            ld e0 = a[0][s ? 0 : l], e1 = a[1][s ? 0 : l], x = a[2][l];
            if (s && !(e0 < e1)) continue; /* the scalar edges of the vector form: from lane 0 */
            ld u = (x - e0) / (e1 - e0);
            u = u < 0 ? 0 : u > 1 ? 1 : u;
            ld want = u * u * (3 - 2 * u);
            CHECK(fabsl((ld)got[l] - want) <= 1e-5L, "smoothstep(%s) item %d lane %d: (%La, %La, %La) = %a, want %La",
                  tname(t, n), i, l, e0, e1, x, got[l], want);
        }
        break;
    case F_SIGN:
        for (int l = 0; l < n; l++) {
            double x = a[0][l], want = isnan(x) ? 0.0 : x > 0 ? 1.0 : x < 0 ? -1.0 : x;
            CHECK(same_bits(t, got[l], want), "sign(%s) item %d lane %d: sign(%a) = %a, want %a", tname(t, n), i, l, x,
                  got[l], want);
        }
        break;
    case F_DOT: {
        ld want = 0, max = 0;
        for (int l = 0; l < n; l++) {
            want += (ld)a[0][l] * a[1][l];
            max = fmaxl(max, fmaxl(fabsl(a[0][l]), fabsl(a[1][l])));
        }
        /* and the products' and sums' underflow below the smallest normal */
        ld tol = max * max * (2 * n - 1) * eps + 2 * n * ulp(t, 0);
        if (isinf(round_to(t, max * max * n)) || isnan(want)) break; /* undefined where the products overflow */
        CHECK(fabsl((ld)got[0] - want) <= tol, "dot(%s) item %d = %a, want %La (tolerance %La)", tname(t, n), i, got[0],
              want, tol);
        break;
    }
    case F_CROSS: {
        const double *x = a[0], *y = a[1];
        ld want[4] = {(ld)x[1] * y[2] - (ld)x[2] * y[1], (ld)x[2] * y[0] - (ld)x[0] * y[2],
                      (ld)x[0] * y[1] - (ld)x[1] * y[0], 0};
        ld max = 0;
        for (int l = 0; l < 3; l++) max = fmaxl(max, fmaxl(fabsl(x[l]), fabsl(y[l])));
        if (isinf(round_to(t, max * max * 2))) break;
        for (int l = 0; l < n; l++)
            CHECK(isnan(want[l]) ? isnan(got[l]) : fabsl((ld)got[l] - want[l]) <= max * max * 3 * eps + 3 * ulp(t, 0),
                  "cross(%s) item %d lane %d = %a, want %La", tname(t, n), i, l, got[l], want[l]);
        break;
    }
    case F_LENGTH:
    case F_DISTANCE:
    case F_FAST_LENGTH:
    case F_FAST_DISTANCE: {
        double d[16];
        int has_nan = 0, has_inf = 0;
        for (int l = 0; l < n; l++) {
            /* distance: of p0 - p1, exact in long double */
            ld v = f == F_DISTANCE || f == F_FAST_DISTANCE ? (ld)a[0][l] - a[1][l] : a[0][l];
            d[l] = (double)v;
            has_nan |= isnan(v);
            has_inf |= isinf(v);
        }
        ld want = 0;
        for (int l = 0; l < n; l++) {
            ld v = f == F_DISTANCE || f == F_FAST_DISTANCE ? (ld)a[0][l] - a[1][l] : a[0][l];
            want += v * v;
        }
        want = sqrtl(want);
        ld tol = f == F_LENGTH        ? 2.75L + 0.5L * n
                 : f == F_DISTANCE    ? 2.5L + 2 * n
                 : f == F_FAST_LENGTH ? 8191.5L + n
                                      : 8191.5L + 2 * n;
        (void)d;
        if (has_nan && !has_inf) {
            CHECK(isnan(got[0]), "%s(%s) item %d of a NaN = %a", what, tname(t, n), i, got[0]);
        } else if (has_inf) {
            if (!has_nan)
                CHECK(isinf(got[0]) && got[0] > 0, "%s(%s) item %d of an infinity = %a", what, tname(t, n), i, got[0]);
        } else {
            CHECK(within_ulps(t, got[0], want, tol), "%s(%s) item %d = %a, want %La (%La ulp)", what, tname(t, n), i,
                  got[0], want, ((ld)got[0] - want) / ulp(t, want));
        }
        break;
    }
    case F_NORMALIZE:
    case F_FAST_NORMALIZE: {
        double p[16];
        int any_nan = 0, any_inf = 0, all_zero = 1;
        for (int l = 0; l < n; l++) {
            p[l] = a[0][l];
            any_nan |= isnan(p[l]);
            any_inf |= isinf(p[l]);
            all_zero &= p[l] == 0;
        }
        if (all_zero) {
            for (int l = 0; l < n; l++)
                CHECK(same_bits(t, got[l], p[l]), "%s(%s) item %d of zeros: lane %d is %a, want %a", what, tname(t, n),
                      i, l, got[l], p[l]);
            break;
        }
        if (f == F_FAST_NORMALIZE && sum_squares(p, n) < (dbl ? DBL_MIN : FLT_MIN)) break; /* may return p */
        if (any_nan) {
            for (int l = 0; l < n; l++)
                CHECK(isnan(got[l]), "%s(%s) item %d with a NaN: lane %d is %a", what, tname(t, n), i, l, got[l]);
            break;
        }
        if (any_inf) /* "as if" infinite lanes were +-1 and the others 0 * x */
            for (int l = 0; l < n; l++) p[l] = isinf(p[l]) ? copysign(1.0, p[l]) : 0.0 * p[l];
        ld len = sqrtl(sum_squares(p, n));
        ld tol = f == F_NORMALIZE ? 2.0L + n : 8192.0L + n;
        for (int l = 0; l < n; l++) {
            ld want = (ld)p[l] / len;
            int ok = want == 0 ? fabs(got[l]) <= (double)(tol * ulp(t, 0)) && signbit(got[l]) == signbit(p[l])
                               : within_ulps(t, got[l], want, tol);
            CHECK(ok, "%s(%s) item %d lane %d = %a, want %La (input %a)", what, tname(t, n), i, l, got[l], want,
                  a[0][l]);
        }
        break;
    }
    }
}

static void run(oclc_program *p, int f, Ty t, int n)
{
    int rn = fns[f].scalar_result ? 1 : n, rst = stride(rn), sz = ty[t].size;
    void *bufs[4];
    bufs[0] = api_alloc((size_t)ITEMS * (size_t)rst * (size_t)sz);
    static double in[ITEMS][3][16];
    for (int i = 0; i < ITEMS; i++) inputs(f, t, n, i, in[i]);
    for (int j = 0; j < fns[f].arity; j++) {
        int an = (fns[f].scalar_args >> j & 1) ? 1 : n, ast = stride(an);
        bufs[j + 1] = api_alloc((size_t)ITEMS * (size_t)ast * (size_t)sz);
        for (int i = 0; i < ITEMS; i++)
            for (int l = 0; l < an; l++) fput(t, (char *)bufs[j + 1] + (size_t)(i * ast + l) * (size_t)sz, in[i][j][l]);
    }
    char kname[40];
    snprintf(kname, sizeof kname, "k%d_%s", f, tname(t, n));
    oclc_status s = run_kernel(p, kname, ITEMS, 0, fns[f].arity + 1, bufs);
    CHECK(s == OCLC_SUCCESS, "%s: %s", kname, oclc_program_log(p));
    for (int i = 0; i < ITEMS && s == OCLC_SUCCESS; i++) {
        double got[16];
        for (int l = 0; l < rn; l++) got[l] = fget(t, (char *)bufs[0] + (size_t)(i * rst + l) * (size_t)sz);
        /* what the kernel read: the inputs rounded to t */
        double a[3][16];
        for (int j = 0; j < 3; j++)
            for (int l = 0; l < 16; l++) a[j][l] = t == T_FLOAT ? (float)in[i][j][l] : in[i][j][l];
        check_item(f, t, n, i, a, got);
    }
    for (int j = 0; j <= fns[f].arity; j++) free(bufs[j]);
}

int main(int argc, char **argv)
{
    const char *opts = argc > 1 ? argv[1] : NULL;
    for (Ty t = T_FLOAT; t <= T_DOUBLE; t++) {
        Src src = {0};
        for (int f = 0; f < F_COUNT; f++)
            for (int w = 0; w < NWIDTHS; w++)
                if (takes_width(f, widths[w]) && !(fns[f].float_only && t == T_DOUBLE))
                    kernel_source(f, t, widths[w], &src);
        oclc_program *p = api_build(src.p, opts);
        for (int f = 0; f < F_COUNT; f++)
            for (int w = 0; w < NWIDTHS; w++)
                if (takes_width(f, widths[w]) && !(fns[f].float_only && t == T_DOUBLE)) run(p, f, t, widths[w]);
        oclc_program_destroy(p);
        free(src.p);
    }
    return test_summary();
}
