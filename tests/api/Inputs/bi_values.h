/*
 * bi_values.h - what the run-time value tests of the built-in functions
 * share (tests/api/builtins-*.c): OpenCL's scalar types as the host sees
 * them, lanes in buffers (a 3-vector takes 4), the values every test
 * feeds in first (the edges of each type), and running one kernel of a
 * program over buffers.  The references themselves are each test's own
 * C code; nothing here comes from oclc.
 */
#ifndef BI_VALUES_H
#define BI_VALUES_H

#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>

#include "api_test.h"

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
#define NWIDTHS ((int)(sizeof widths / sizeof widths[0]))

/* Lanes in memory: a 3-vector takes 4. */
static inline int stride(int n) { return n == 3 ? 4 : n; }

static inline const char *tname(Ty t, int n)
{
    static char buf[16][24];
    static int k;
    char *b = buf[k++ & 15];
    if (n == 1)
        snprintf(b, 24, "%s", ty[t].name);
    else
        snprintf(b, 24, "%s%d", ty[t].name, n);
    return b;
}

/* An integer lane: its bits, zero-extended (u), and its value (i: sign-
 * extended for signed types, equal to u for unsigned ones). */
typedef struct IVal {
    int64_t i;
    uint64_t u;
} IVal;

static inline uint64_t ty_mask(Ty t) { return ty[t].size == 8 ? ~0ull : (1ull << (8 * ty[t].size)) - 1; }

static inline IVal ival_of(Ty t, uint64_t bits)
{
    IVal v;
    v.u = bits & ty_mask(t);
    int sh = 64 - 8 * ty[t].size;
    v.i = ty[t].is_signed ? (int64_t)(v.u << sh) >> sh : (int64_t)v.u;
    return v;
}

static inline IVal iget(Ty t, const void *p)
{
    uint64_t b = 0;
    memcpy(&b, p, (size_t)ty[t].size); /* little-endian */
    return ival_of(t, b);
}

static inline void iput(Ty t, void *p, uint64_t bits) { memcpy(p, &bits, (size_t)ty[t].size); }

static inline double fget(Ty t, const void *p)
{
    if (t == T_FLOAT) {
        float f;
        memcpy(&f, p, 4);
        return f;
    }
    double d;
    memcpy(&d, p, 8);
    return d;
}

static inline void fput(Ty t, void *p, double v)
{
    if (t == T_FLOAT) {
        float f = (float)v;
        memcpy(p, &f, 4);
    } else {
        memcpy(p, &v, 8);
    }
}

/* The edge values of an integer type, then random ones. */
static inline uint64_t int_input(Ty t, int k)
{
    int bits = 8 * ty[t].size;
    uint64_t min = ty[t].is_signed ? 1ull << (bits - 1) : 0, max = ty[t].is_signed ? min - 1 : ty_mask(t);
    uint64_t edges[] = {0, 1, ty_mask(t), min, max, min + 1, max - 1, 2, 1ull << (bits / 2), 0x55555555aaaaaaaaull};
    int ne = (int)(sizeof edges / sizeof *edges);
    return (k >= 0 && k < ne ? edges[k] : test_rand()) & ty_mask(t);
}

/* The edge values of a floating type: zeros, ones, the extremes, the
 * smallest normal and denormal, infinities, NaN; then random values of
 * every magnitude. */
static inline double fp_input(Ty t, int k)
{
    int dbl = t == T_DOUBLE;
    double edges[] = {0.0,
                      -0.0,
                      1.0,
                      -1.0,
                      0.5,
                      -2.5,
                      dbl ? DBL_MAX : FLT_MAX,
                      dbl ? -DBL_MAX : -FLT_MAX,
                      dbl ? DBL_MIN : FLT_MIN,
                      dbl ? 0x1p-1074 : 0x1p-149,
                      -(dbl ? 0x1p-1074 : 0x1p-149),
                      INFINITY,
                      -INFINITY,
                      NAN,
                      3.0,
                      1e-3};
    int ne = (int)(sizeof edges / sizeof *edges);
    if (k >= 0 && k < ne) return edges[k];
    uint64_t r = test_rand();
    if (r % 4 == 0) {
        /* any bits: every exponent, denormals, NaNs */
        uint64_t b = test_rand();
        if (dbl) {
            double d;
            memcpy(&d, &b, 8);
            return d;
        }
        uint32_t b32 = (uint32_t)b;
        float f;
        memcpy(&f, &b32, 4);
        return f;
    }
    double m = (double)(int64_t)(r >> 11) / (double)(1ll << 52);
    return dbl ? m * 64.0 : (float)(m * 64.0);
}

/* A growing string: kernel sources. */
typedef struct Src {
    char *p;
    size_t n, cap;
} Src;

__attribute__((format(printf, 2, 3))) static inline void src_printf(Src *s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int len = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (s->n + (size_t)len + 1 > s->cap) {
        s->cap = (s->n + (size_t)len + 1) * 2;
        s->p = realloc(s->p, s->cap);
        if (!s->p) {
            printf("FAIL: out of memory\n");
            exit(1);
        }
    }
    va_start(ap, fmt);
    vsnprintf(s->p + s->n, s->cap - s->n, fmt, ap);
    va_end(ap);
    s->n += (size_t)len;
}

/* Runs kernel `name` of p over `items` work-items (local size `local`, 0:
 * oclc's choice) with the given buffers as its arguments. */
static inline oclc_status run_kernel(oclc_program *p, const char *name, size_t items, size_t local, int nbufs,
                                     void **bufs)
{
    const void *vals[8];
    size_t sizes[8];
    for (int i = 0; i < nbufs; i++) {
        vals[i] = &bufs[i];
        sizes[i] = sizeof(void *);
    }
    return oclc_program_enqueue(p, name, 1, NULL, &items, local ? &local : NULL, (size_t)nbufs, sizes, vals);
}

/* The spacing of the floats (doubles) at x, 2^(exponent(x) - 23), as the
 * conformance suite measures errors in ulps (its Ulp_Error: the spacing
 * above a power of two), the denormals' below the smallest normal. */
static inline long double ulp_of(Ty t, long double x)
{
    int dbl = t == T_DOUBLE;
    long double a = fabsl(x);
    int mant = dbl ? 53 : 24, emin = dbl ? -1022 : -126;
    if (a == 0 || a < (dbl ? DBL_MIN : FLT_MIN)) return ldexpl(1.0L, emin - mant + 1);
    int e;
    frexpl(a, &e); /* a = f * 2^e, f in [0.5, 1) */
    return ldexpl(1.0L, e - mant);
}

#endif
