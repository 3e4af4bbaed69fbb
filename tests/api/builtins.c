/*
 * Every built-in of sema/builtins.def's math, common, integer and
 * relational rows, for every element type it takes and every width
 * (scalar, 2, 3, 4, 8, 16), plus the vector-with-scalar forms (min(v, s),
 * clamp(v, s, s), mix(v, v, s)) and vloadn/vstoren (n = 3 reads and writes
 * packed scalars; element-aligned addresses; global, constant, local and
 * private pointers), run through the API over 67 work-items (so the
 * vectorized work-group loop has a remainder) and compared lane by lane
 * with reference values computed here with C's own operators and libm.
 *
 * One table row per built-in drives both the kernel generator and the
 * reference; a row says which element types the built-in takes, what it
 * returns, which inputs are defined for it (no NaN for min/max, mix's a in
 * [0, 1], clamp's bounds ordered) and its reference function.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: %t -O0 | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <math.h>

#include "api_test.h"

/* ------------------------------------------------------------------ */
/* Types                                                              */

typedef enum { T_CHAR, T_UCHAR, T_SHORT, T_USHORT, T_INT, T_UINT, T_LONG, T_ULONG, T_FLOAT, T_DOUBLE, T_NTYPES } Ty;

static const struct {
    const char *name;
    int size;
    int is_float, is_signed;
    Ty uns, sint; /* the unsigned and the signed integer type of the same width */
} ty[T_NTYPES] = {
    {"char", 1, 0, 1, T_UCHAR, T_CHAR},     {"uchar", 1, 0, 0, T_UCHAR, T_CHAR}, {"short", 2, 0, 1, T_USHORT, T_SHORT},
    {"ushort", 2, 0, 0, T_USHORT, T_SHORT}, {"int", 4, 0, 1, T_UINT, T_INT},     {"uint", 4, 0, 0, T_UINT, T_INT},
    {"long", 8, 0, 1, T_ULONG, T_LONG},     {"ulong", 8, 0, 0, T_ULONG, T_LONG}, {"float", 4, 1, 1, T_UINT, T_INT},
    {"double", 8, 1, 1, T_ULONG, T_LONG},
};

static const int widths[] = {1, 2, 3, 4, 8, 16};
#define NW    ((int)(sizeof widths / sizeof widths[0]))
#define ITEMS 67

/* A lane's value, whatever its type: ints sign- or zero-extended, floats
 * in f (a float lane's value is exactly representable as a double). */
typedef struct Val {
    int64_t i;
    uint64_t u;
    double f;
} Val;

static Val get(Ty t, const void *p)
{
    Val v = {0, 0, 0};
    switch (t) {
    case T_CHAR: v.i = *(const int8_t *)p; break;
    case T_UCHAR: v.i = *(const uint8_t *)p; break;
    case T_SHORT: v.i = *(const int16_t *)p; break;
    case T_USHORT: v.i = *(const uint16_t *)p; break;
    case T_INT: v.i = *(const int32_t *)p; break;
    case T_UINT: v.i = *(const uint32_t *)p; break;
    case T_LONG: v.i = *(const int64_t *)p; break;
    case T_ULONG: v.i = (int64_t)*(const uint64_t *)p; break;
    case T_FLOAT: v.f = *(const float *)p; break;
    case T_DOUBLE: v.f = *(const double *)p; break;
    default: break;
    }
    v.u = (uint64_t)v.i;
    if (!ty[t].is_signed && ty[t].size < 8) v.u &= (1ull << (8 * ty[t].size)) - 1;
    return v;
}

static void put(Ty t, void *p, Val v)
{
    switch (t) {
    case T_CHAR:
    case T_UCHAR: *(uint8_t *)p = (uint8_t)v.u; break;
    case T_SHORT:
    case T_USHORT: *(uint16_t *)p = (uint16_t)v.u; break;
    case T_INT:
    case T_UINT: *(uint32_t *)p = (uint32_t)v.u; break;
    case T_LONG:
    case T_ULONG: *(uint64_t *)p = v.u; break;
    case T_FLOAT: *(float *)p = (float)v.f; break;
    case T_DOUBLE: *(double *)p = v.f; break;
    default: break;
    }
}

static Val ival(int64_t i)
{
    Val v = {i, (uint64_t)i, 0};
    return v;
}
static Val fval(double f)
{
    Val v = {0, 0, f};
    return v;
}

/* Lanes in memory: a 3-vector takes 4. */
static int stride(int n) { return n == 3 ? 4 : n; }

static const char *tname(Ty t, int n)
{
    static char buf[8][24];
    static int k;
    char *b = buf[k++ & 7];
    if (n == 1)
        snprintf(b, 24, "%s", ty[t].name);
    else
        snprintf(b, 24, "%s%d", ty[t].name, n);
    return b;
}

/* ------------------------------------------------------------------ */
/* Inputs                                                             */

enum { IN_ANY = 0, IN_FINITE = 1, IN_UNIT = 2 };

static Val random_val(Ty t, int domain)
{
    uint64_t r = test_rand();
    if (ty[t].is_float) {
        static const double specials[] = {0.0, -0.0,  1.0,     -1.0,     0.5,       -0.5, 1.5,  -2.5,   2.5,
                                          3.5, 1e-40, -1e-310, INFINITY, -INFINITY, NAN,  1e30, -1e300, 0.49999997};
        double f;
        if (domain == IN_UNIT) return fval((double)(r >> 11) / (double)(1ull << 53));
        if (r % 4 == 0) {
            f = specials[(r >> 8) % (sizeof specials / sizeof specials[0])];
        } else {
            /* Mostly moderate values with a fraction, some large. */
            double m = (double)(int64_t)(r >> 20) / (double)(1ll << 30);
            f = (r & 0x30) == 0x30 ? m * 1e12 : m * 37.0;
        }
        if (domain == IN_FINITE && !isfinite(f)) f = 3.0;
        if (t == T_FLOAT) f = (float)f;
        return fval(f);
    }
    static const int64_t ispecials[] = {0, -1, 1, INT64_MIN, INT64_MAX, 127, -128, 255, 32767, -32768};
    Val v = ival(r % 5 == 0 ? ispecials[(r >> 8) % 10] : (int64_t)test_rand());
    /* Truncate to the type (through memory, as the kernel sees it). */
    unsigned char tmp[8];
    put(t, tmp, v);
    return get(t, tmp);
}

/* ------------------------------------------------------------------ */
/* The built-ins                                                      */

enum { C_INT = 1, C_FLOAT = 2, C_SINT = 4, C_ALL = C_INT | C_FLOAT };
enum { R_SAME, R_UNS, R_REL, R_INT };

typedef struct Builtin Builtin;
/* The reference: lane values in, lane value out; t is the element type. */
typedef Val (*RefFn)(Ty t, const Val *a);
/* any/all: the lanes of one argument in, an int out. */
typedef int (*ReduceFn)(Ty t, const Val *lanes, int n);

struct Builtin {
    const char *name;
    int arity;
    int classes;
    int result;
    int domain[3];   /* IN_* per argument */
    int mask_arg;    /* the argument that is select's mask (-1: none) */
    int scalar_args; /* bit i: argument i is a scalar in the vector-with-scalar form; 0 = no such form */
    RefFn ref;
    ReduceFn reduce;
};

static int is_nan_lane(Ty t, Val v) { return ty[t].is_float && isnan(v.f); }

/* Integer helpers work on the extended values; the result is truncated
 * to the lane's type when it is stored. */
static int lt(Ty t, Val a, Val b) { return ty[t].is_float ? a.f < b.f : ty[t].is_signed ? a.i < b.i : a.u < b.u; }

static Val ref_min(Ty t, const Val *a) { return lt(t, a[1], a[0]) ? a[1] : a[0]; } /* y < x ? y : x */
static Val ref_max(Ty t, const Val *a) { return lt(t, a[0], a[1]) ? a[1] : a[0]; } /* x < y ? y : x */

static Val ref_clamp(Ty t, const Val *a)
{
    if (ty[t].is_float) {
        /* fmin(fmax(x, minval), maxval) */
        double m = t == T_FLOAT ? fmaxf((float)a[0].f, (float)a[1].f) : fmax(a[0].f, a[1].f);
        return fval(t == T_FLOAT ? fminf((float)m, (float)a[2].f) : fmin(m, a[2].f));
    }
    Val lo = lt(t, a[0], a[1]) ? a[1] : a[0];
    return lt(t, a[2], lo) ? a[2] : lo;
}

static Val ref_abs(Ty t, const Val *a)
{
    if (!ty[t].is_signed) return a[0];
    return ival(a[0].i < 0 ? (int64_t)(0 - (uint64_t)a[0].i) : a[0].i);
}

static Val ref_select(Ty t, const Val *a)
{
    (void)t;
    return a[3].i ? a[1] : a[0]; /* a[3]: the mask's lane, already reduced to 0/1 */
}

static Val ref_bitselect(Ty t, const Val *a)
{
    uint64_t x, y, c;
    if (t == T_FLOAT) {
        float fx = (float)a[0].f, fy = (float)a[1].f, fc = (float)a[2].f;
        uint32_t bx, by, bc;
        memcpy(&bx, &fx, 4), memcpy(&by, &fy, 4), memcpy(&bc, &fc, 4);
        uint32_t r = (bx & ~bc) | (by & bc);
        float fr;
        memcpy(&fr, &r, 4);
        return fval(fr);
    }
    if (t == T_DOUBLE) {
        memcpy(&x, &a[0].f, 8), memcpy(&y, &a[1].f, 8), memcpy(&c, &a[2].f, 8);
        uint64_t r = (x & ~c) | (y & c);
        double fr;
        memcpy(&fr, &r, 8);
        return fval(fr);
    }
    return ival((int64_t)((a[0].u & ~a[2].u) | (a[1].u & a[2].u)));
}

#define FLOAT_REF(nm, ff, df) \
    static Val nm(Ty t, const Val *a) { return fval(t == T_FLOAT ? (double)ff((float)a[0].f) : df(a[0].f)); }
FLOAT_REF(ref_fabs, fabsf, fabs)
FLOAT_REF(ref_sqrt, sqrtf, sqrt)
FLOAT_REF(ref_floor, floorf, floor)
FLOAT_REF(ref_ceil, ceilf, ceil)
FLOAT_REF(ref_rint, rintf, rint)
FLOAT_REF(ref_trunc, truncf, trunc)
FLOAT_REF(ref_round, roundf, round)

static Val ref_fmin(Ty t, const Val *a)
{
    return fval(t == T_FLOAT ? fminf((float)a[0].f, (float)a[1].f) : fmin(a[0].f, a[1].f));
}
static Val ref_fmax(Ty t, const Val *a)
{
    return fval(t == T_FLOAT ? fmaxf((float)a[0].f, (float)a[1].f) : fmax(a[0].f, a[1].f));
}
static Val ref_fma(Ty t, const Val *a)
{
    return fval(t == T_FLOAT ? fmaf((float)a[0].f, (float)a[1].f, (float)a[2].f) : fma(a[0].f, a[1].f, a[2].f));
}
/* mad: either fma or a * b + c rounded twice; the check accepts both. */
static Val ref_mad_unfused(Ty t, const Val *a)
{
    if (t == T_FLOAT) {
        float p = (float)a[0].f * (float)a[1].f;
        return fval(p + (float)a[2].f);
    }
    double p = a[0].f * a[1].f;
    return fval(p + a[2].f);
}
static Val ref_mix(Ty t, const Val *a)
{
    if (t == T_FLOAT) {
        float x = (float)a[0].f, y = (float)a[1].f, s = (float)a[2].f;
        float d = y - x, m = d * s;
        return fval(x + m);
    }
    double d = a[1].f - a[0].f, m = d * a[2].f;
    return fval(a[0].f + m);
}
static Val ref_isnan(Ty t, const Val *a)
{
    (void)t;
    return ival(isnan(a[0].f) != 0);
}
static Val ref_isinf(Ty t, const Val *a)
{
    (void)t;
    return ival(isinf(a[0].f) != 0);
}
static Val ref_isfinite(Ty t, const Val *a)
{
    (void)t;
    return ival(isfinite(a[0].f) != 0);
}
static Val ref_signbit(Ty t, const Val *a)
{
    (void)t;
    return ival(signbit(a[0].f) != 0);
}

static int msb(Ty t, Val v) { return (v.u >> (8 * ty[t].size - 1)) & 1; }
static int red_any(Ty t, const Val *l, int n)
{
    int r = 0;
    for (int i = 0; i < n; i++) r |= msb(t, l[i]);
    return r;
}
static int red_all(Ty t, const Val *l, int n)
{
    int r = 1;
    for (int i = 0; i < n; i++) r &= msb(t, l[i]);
    return r;
}

static const Builtin builtins[] = {
    {"min", 2, C_ALL, R_SAME, {IN_FINITE, IN_FINITE}, -1, 2, ref_min, NULL},
    {"max", 2, C_ALL, R_SAME, {IN_FINITE, IN_FINITE}, -1, 2, ref_max, NULL},
    {"clamp", 3, C_ALL, R_SAME, {IN_FINITE, IN_FINITE, IN_FINITE}, -1, 6, ref_clamp, NULL},
    {"abs", 1, C_INT, R_UNS, {0}, -1, 0, ref_abs, NULL},
    {"select", 3, C_ALL, R_SAME, {0}, 2, 0, ref_select, NULL},
    {"bitselect", 3, C_ALL, R_SAME, {0}, -1, 0, ref_bitselect, NULL},
    {"fabs", 1, C_FLOAT, R_SAME, {0}, -1, 0, ref_fabs, NULL},
    {"sqrt", 1, C_FLOAT, R_SAME, {0}, -1, 0, ref_sqrt, NULL},
    {"floor", 1, C_FLOAT, R_SAME, {0}, -1, 0, ref_floor, NULL},
    {"ceil", 1, C_FLOAT, R_SAME, {0}, -1, 0, ref_ceil, NULL},
    {"rint", 1, C_FLOAT, R_SAME, {0}, -1, 0, ref_rint, NULL},
    {"trunc", 1, C_FLOAT, R_SAME, {0}, -1, 0, ref_trunc, NULL},
    {"round", 1, C_FLOAT, R_SAME, {0}, -1, 0, ref_round, NULL},
    {"fmin", 2, C_FLOAT, R_SAME, {0}, -1, 2, ref_fmin, NULL},
    {"fmax", 2, C_FLOAT, R_SAME, {0}, -1, 2, ref_fmax, NULL},
    {"fma", 3, C_FLOAT, R_SAME, {0}, -1, 0, ref_fma, NULL},
    {"mad", 3, C_FLOAT, R_SAME, {0}, -1, 0, ref_fma, NULL},
    {"mix", 3, C_FLOAT, R_SAME, {IN_FINITE, IN_FINITE, IN_UNIT}, -1, 4, ref_mix, NULL},
    {"isnan", 1, C_FLOAT, R_REL, {0}, -1, 0, ref_isnan, NULL},
    {"isinf", 1, C_FLOAT, R_REL, {0}, -1, 0, ref_isinf, NULL},
    {"isfinite", 1, C_FLOAT, R_REL, {0}, -1, 0, ref_isfinite, NULL},
    {"signbit", 1, C_FLOAT, R_REL, {0}, -1, 0, ref_signbit, NULL},
    {"any", 1, C_SINT, R_INT, {0}, -1, 0, NULL, red_any},
    {"all", 1, C_SINT, R_INT, {0}, -1, 0, NULL, red_all},
};

static int takes(const Builtin *b, Ty t)
{
    if (ty[t].is_float) return (b->classes & C_FLOAT) != 0;
    if (b->classes & C_SINT) return ty[t].is_signed;
    return (b->classes & C_INT) != 0;
}

/* The type of argument j of b for element type t (the mask is the signed
 * integer of the same width). */
static Ty arg_elem(const Builtin *b, Ty t, int j) { return j == b->mask_arg ? ty[t].sint : t; }

static Ty result_elem(const Builtin *b, Ty t, int n)
{
    switch (b->result) {
    case R_UNS: return ty[t].uns;
    case R_REL: return n == 1 ? T_INT : ty[t].sint;
    case R_INT: return T_INT;
    default: return t;
    }
}

/* ------------------------------------------------------------------ */
/* One kernel per (type, width, form)                                 */

typedef struct Case {
    Ty t;
    int n;
    int scalar_form;
    char kernel[48];
} Case;

static int make_cases(const Builtin *b, Case *cases)
{
    int k = 0;
    for (int t = 0; t < T_NTYPES; t++) {
        if (!takes(b, (Ty)t)) continue;
        for (int w = 0; w < NW; w++)
            for (int sf = 0; sf < 2; sf++) {
                if (sf && (!b->scalar_args || widths[w] == 1)) continue;
                Case *c = &cases[k++];
                c->t = (Ty)t;
                c->n = widths[w];
                c->scalar_form = sf;
                snprintf(c->kernel, sizeof c->kernel, "k%s_%s", sf ? "s" : "", tname((Ty)t, widths[w]));
            }
    }
    return k;
}

static void kernel_source(const Builtin *b, const Case *c, char *out, size_t cap)
{
    Ty rt = result_elem(b, c->t, c->n);
    int rn = b->result == R_INT ? 1 : c->n;
    int len = snprintf(out, cap, "kernel void %s(global %s *out", c->kernel, tname(rt, rn));
    for (int j = 0; j < b->arity; j++) {
        int an = c->scalar_form && (b->scalar_args >> j & 1) ? 1 : c->n;
        len += snprintf(out + len, cap - (size_t)len, ", global const %s *a%d", tname(arg_elem(b, c->t, j), an), j);
    }
    len += snprintf(out + len, cap - (size_t)len, ") {\n  size_t i = get_global_id(0);\n  out[i] = %s(", b->name);
    for (int j = 0; j < b->arity; j++) len += snprintf(out + len, cap - (size_t)len, "%sa%d[i]", j ? ", " : "", j);
    snprintf(out + len, cap - (size_t)len, ");\n}\n");
}

static int same_float(Ty t, double got, double want, int zero_sign_free)
{
    if (isnan(want)) return isnan(got);
    if (zero_sign_free && got == 0 && want == 0) return 1;
    if (t == T_FLOAT) {
        float g = (float)got, w = (float)want;
        return memcmp(&g, &w, 4) == 0;
    }
    return memcmp(&got, &want, 8) == 0;
}

static void run_case(oclc_program *p, const Builtin *b, const Case *c)
{
    Ty t = c->t;
    int n = c->n, st = stride(n);
    Ty rt = result_elem(b, t, n);
    int rn = b->result == R_INT ? 1 : n, rst = stride(rn);
    void *args[3] = {0};
    int an[3], ast[3];
    for (int j = 0; j < b->arity; j++) {
        Ty at = arg_elem(b, t, j);
        an[j] = c->scalar_form && (b->scalar_args >> j & 1) ? 1 : n;
        ast[j] = stride(an[j]);
        args[j] = api_alloc((size_t)ITEMS * (size_t)ast[j] * (size_t)ty[at].size);
        for (int i = 0; i < ITEMS; i++)
            for (int l = 0; l < an[j]; l++)
                put(at, (char *)args[j] + ((size_t)i * (size_t)ast[j] + (size_t)l) * (size_t)ty[at].size,
                    random_val(at, b->domain[j]));
    }
    /* clamp's bounds must be ordered (else the result is undefined). */
    if (!strcmp(b->name, "clamp"))
        for (int i = 0; i < ITEMS; i++)
            for (int l = 0; l < an[1]; l++) {
                char *lo = (char *)args[1] + ((size_t)i * (size_t)ast[1] + (size_t)l) * (size_t)ty[t].size;
                char *hi = (char *)args[2] + ((size_t)i * (size_t)ast[2] + (size_t)l) * (size_t)ty[t].size;
                if (lt(t, get(t, hi), get(t, lo))) {
                    char tmp[8];
                    memcpy(tmp, lo, (size_t)ty[t].size);
                    memcpy(lo, hi, (size_t)ty[t].size);
                    memcpy(hi, tmp, (size_t)ty[t].size);
                }
            }
    void *out = api_alloc((size_t)ITEMS * (size_t)rst * (size_t)ty[rt].size);
    const void *vals[4] = {&out, &args[0], &args[1], &args[2]};
    size_t sizes[4] = {8, 8, 8, 8};
    size_t g = ITEMS;
    oclc_status s = oclc_program_enqueue(p, c->kernel, 1, NULL, &g, NULL, (size_t)b->arity + 1, sizes, vals);
    CHECK(s == OCLC_SUCCESS, "%s %s: %s %s", b->name, c->kernel, oclc_status_string(s), oclc_program_log(p));
    for (int i = 0; i < ITEMS && s == OCLC_SUCCESS; i++) {
        Val lanes[16];
        if (b->reduce) {
            for (int l = 0; l < n; l++)
                lanes[l] = get(t, (char *)args[0] + ((size_t)i * (size_t)st + (size_t)l) * (size_t)ty[t].size);
            int want = b->reduce(t, lanes, n);
            Val got = get(T_INT, (char *)out + (size_t)i * 4);
            CHECK(got.i == want, "%s %s item %d: %lld, want %d", b->name, c->kernel, i, (long long)got.i, want);
            continue;
        }
        for (int l = 0; l < n; l++) {
            Val a[4];
            for (int j = 0; j < b->arity; j++) {
                Ty at = arg_elem(b, t, j);
                int lane = an[j] == 1 ? 0 : l;
                a[j] = get(at, (char *)args[j] + ((size_t)i * (size_t)ast[j] + (size_t)lane) * (size_t)ty[at].size);
            }
            if (b->mask_arg >= 0) {
                Ty mt = arg_elem(b, t, b->mask_arg);
                /* scalar select: c ? b : a; vector: the lane's top bit */
                a[3] = ival(n == 1 ? a[b->mask_arg].u != 0 : msb(mt, a[b->mask_arg]));
            }
            Val want = b->ref(t, a);
            Val got = get(rt, (char *)out + ((size_t)i * (size_t)rst + (size_t)l) * (size_t)ty[rt].size);
            int ok;
            if (b->result == R_REL) {
                int64_t w = want.i ? (n == 1 ? 1 : -1) : 0;
                ok = got.i == w;
                want.i = w;
            } else if (ty[rt].is_float) {
                /* fmin/fmax (and clamp, made of them) may return either
                 * zero when both are zeros, as C's fmin may. */
                int zeros_free = !strcmp(b->name, "fmin") || !strcmp(b->name, "fmax") || !strcmp(b->name, "clamp");
                ok = same_float(rt, got.f, want.f, zeros_free);
                if (!ok && !strcmp(b->name, "mad")) ok = same_float(rt, got.f, ref_mad_unfused(t, a).f, 0);
            } else {
                unsigned char tmp[8];
                put(rt, tmp, want);
                want = get(rt, tmp);
                ok = got.u == want.u;
            }
            CHECK(ok, "%s %s item %d lane %d: got %.17g / %lld, want %.17g / %lld (a0 %.17g/%lld)", b->name, c->kernel,
                  i, l, got.f, (long long)got.i, want.f, (long long)want.i, a[0].f, (long long)a[0].i);
        }
    }
    for (int j = 0; j < b->arity; j++) free(args[j]);
    free(out);
    (void)is_nan_lane;
}

static void test_builtin(const Builtin *b, const char *opts)
{
    static Case cases[T_NTYPES * NW * 2];
    int nc = make_cases(b, cases);
    size_t cap = (size_t)nc * 512 + 64;
    char *src = malloc(cap);
    size_t len = 0;
    src[0] = '\0';
    for (int i = 0; i < nc; i++) {
        kernel_source(b, &cases[i], src + len, cap - len);
        len += strlen(src + len);
    }
    oclc_program *p = api_build(src, opts);
    for (int i = 0; i < nc; i++) run_case(p, b, &cases[i]);
    oclc_program_destroy(p);
    free(src);
}

/* ------------------------------------------------------------------ */
/* vloadn / vstoren                                                   */

static void test_vload_vstore(const char *opts)
{
    static const int ns[] = {2, 3, 4, 8, 16};
    char *src = malloc(1 << 17);
    size_t len = 0;
    for (int t = 0; t < T_NTYPES; t++)
        for (int w = 0; w < 5; w++) {
            const char *e = ty[t].name, *v = tname((Ty)t, ns[w]);
            /* From packed scalars, one element past the start (so only
             * element alignment holds), into a vector array, and back. */
            len += (size_t)snprintf(src + len, (1 << 17) - len,
                                    "kernel void ld_%s(global %s *out, global const %s *in) {\n"
                                    "  size_t i = get_global_id(0); out[i] = vload%d(i, in + 1); }\n"
                                    "kernel void st_%s(global %s *out, global const %s *in) {\n"
                                    "  size_t i = get_global_id(0); vstore%d(in[i], i, out + 1); }\n",
                                    v, v, e, ns[w], v, e, v, ns[w]);
        }
    len += (size_t)snprintf(src + len, (1 << 17) - len,
                            "kernel void ld_const(global float4 *out, constant float *in) {\n"
                            "  size_t i = get_global_id(0); out[i] = vload4(i, in); }\n"
                            "kernel void ld_local(global int3 *out, global const int *in, local int *tmp) {\n"
                            "  size_t i = get_global_id(0), l = get_local_id(0);\n"
                            "  for (int k = 0; k < 3; k++) tmp[3 * l + k] = in[3 * i + k];\n"
                            "  int3 v = vload3(l, tmp);\n"
                            "  vstore3(v + 1, l, tmp);\n"
                            "  out[i] = vload3(l, (const local int *)tmp); }\n"
                            "kernel void ld_private(global long8 *out, global const long *in) {\n"
                            "  size_t i = get_global_id(0); long tmp[9];\n"
                            "  for (int k = 0; k < 9; k++) tmp[k] = in[8 * i + k];\n"
                            "  vstore8(vload8(0, tmp + 1) * 2, 0, tmp);\n"
                            "  out[i] = vload8(0, tmp); }\n");
    oclc_program *p = api_build(src, opts);
    for (int t = 0; t < T_NTYPES; t++)
        for (int w = 0; w < 5; w++) {
            int n = ns[w], st = stride(n), sz = ty[t].size;
            size_t packed = (size_t)(ITEMS * n + 1) * (size_t)sz, vec = (size_t)ITEMS * (size_t)st * (size_t)sz;
            unsigned char *in = api_alloc(packed), *out = api_alloc(vec), *vin = api_alloc(vec),
                          *pout = api_alloc(packed + (size_t)sz);
            for (size_t k = 0; k < packed; k++) in[k] = (unsigned char)test_rand();
            for (size_t k = 0; k < vec; k++) vin[k] = (unsigned char)test_rand();
            char kn[40];
            const void *va[2] = {&out, &in};
            size_t sizes[2] = {8, 8}, g = ITEMS;
            snprintf(kn, sizeof kn, "ld_%s", tname((Ty)t, n));
            CHECK(oclc_program_enqueue(p, kn, 1, NULL, &g, NULL, 2, sizes, va) == OCLC_SUCCESS, "%s", kn);
            for (int i = 0; i < ITEMS; i++)
                CHECK(memcmp(out + (size_t)i * (size_t)st * (size_t)sz, in + (size_t)(1 + i * n) * (size_t)sz,
                             (size_t)(n * sz)) == 0,
                      "%s item %d", kn, i);
            const void *vb[2] = {&pout, &vin};
            snprintf(kn, sizeof kn, "st_%s", tname((Ty)t, n));
            CHECK(oclc_program_enqueue(p, kn, 1, NULL, &g, NULL, 2, sizes, vb) == OCLC_SUCCESS, "%s", kn);
            for (int i = 0; i < ITEMS; i++)
                CHECK(memcmp(pout + (size_t)(1 + i * n) * (size_t)sz, vin + (size_t)i * (size_t)st * (size_t)sz,
                             (size_t)(n * sz)) == 0,
                      "%s item %d", kn, i);
            /* Nothing written outside the packed elements: the element
             * before, and the one after the last (a 3-vector store writes
             * 3 elements, not 4). */
            int untouched = 1;
            for (int k = 0; k < sz; k++)
                untouched &= pout[k] == 0 && pout[(size_t)(1 + ITEMS * n) * (size_t)sz + (size_t)k] == 0;
            CHECK(untouched, "%s wrote outside its elements", kn);
            free(in), free(out), free(vin), free(pout);
        }
    /* constant, local and private pointers */
    _Alignas(128) float fin[4 * ITEMS], fout[4 * ITEMS];
    for (int k = 0; k < 4 * ITEMS; k++) fin[k] = (float)k * 0.25f;
    float *fo = fout, *fi = fin;
    size_t g = ITEMS, sizes[3] = {8, 8, 0};
    const void *fa[2] = {&fo, &fi};
    CHECK(oclc_program_enqueue(p, "ld_const", 1, NULL, &g, NULL, 2, sizes, fa) == OCLC_SUCCESS, "ld_const");
    CHECK(memcmp(fin, fout, sizeof fin) == 0, "ld_const values");
    _Alignas(128) int32_t iin[3 * 64], iout[4 * 64];
    for (int k = 0; k < 3 * 64; k++) iin[k] = k * 7 - 100;
    int32_t *io = iout, *ii = iin;
    size_t g64 = 64, l16 = 16;
    const void *ia[3] = {&io, &ii, NULL};
    sizes[2] = 16 * 3 * 4;
    CHECK(oclc_program_enqueue(p, "ld_local", 1, NULL, &g64, &l16, 3, sizes, ia) == OCLC_SUCCESS, "ld_local: %s",
          oclc_program_log(p));
    for (int i = 0; i < 64; i++)
        for (int k = 0; k < 3; k++) CHECK(iout[4 * i + k] == iin[3 * i + k] + 1, "ld_local item %d lane %d", i, k);
    _Alignas(128) int64_t lin[8 * ITEMS + 1], lout[8 * ITEMS];
    for (int k = 0; k < 8 * ITEMS + 1; k++) lin[k] = (int64_t)test_rand();
    int64_t *lo = lout, *li = lin;
    const void *la[2] = {&lo, &li};
    CHECK(oclc_program_enqueue(p, "ld_private", 1, NULL, &g, NULL, 2, sizes, la) == OCLC_SUCCESS, "ld_private");
    for (int i = 0; i < ITEMS; i++)
        for (int k = 0; k < 8; k++)
            CHECK(lout[8 * i + k] == (int64_t)((uint64_t)lin[8 * i + k + 1] * 2), "ld_private item %d lane %d", i, k);
    oclc_program_destroy(p);
    free(src);
}

int main(int argc, char **argv)
{
    const char *opts = argc > 1 ? argv[1] : NULL;
    for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++) test_builtin(&builtins[i], opts);
    test_vload_vstore(opts);
    return test_summary();
}
