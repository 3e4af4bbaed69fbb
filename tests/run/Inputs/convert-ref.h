/*
 * convert-ref.h - the reference for oclc's convert_T tests (the generated
 * matrix in convert-matrix.cl and its C driver).  It shares no code with
 * the compiler and computes every result another way:
 *
 *   - integer sources are held exactly in __int128; integer results wrap
 *     (C99 modulo) or clamp (_sat) with integer compares;
 *   - floating sources are held in x87 long double, whose 64-bit
 *     significand holds every float, double, long and ulong exactly;
 *     rounding to an integer is rintl() and rounding to float or double is
 *     a cast, both under fesetround() set to the conversion's mode, so the
 *     hardware rounds once from the exact value;
 *   - oclc's definitions of the implementation-defined cases
 *     (docs/conversions.md): floating -> integer without _sat is the _sat
 *     result (clamped, NaN -> 0).
 *
 * The caller sets the rounding mode with ref_set_mode() before a run of
 * ref_convert() calls and restores round-to-nearest before calling compiled
 * code.  Compile with -frounding-math so that no cast is folded or moved
 * across fesetround.
 */
#ifndef CONVERT_REF_H
#define CONVERT_REF_H

#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

enum { T_CHAR, T_UCHAR, T_SHORT, T_USHORT, T_INT, T_UINT, T_LONG, T_ULONG, T_FLOAT, T_DOUBLE, T_COUNT };
enum { RM_DEFAULT, RM_RTE, RM_RTZ, RM_RTP, RM_RTN };

static const struct RefType {
    const char *name;
    int size; /* bytes of one element */
    int is_fp;
    int is_signed;
} ref_types[T_COUNT] = {
    {"char", 1, 0, 1}, {"uchar", 1, 0, 0}, {"short", 2, 0, 1}, {"ushort", 2, 0, 0}, {"int", 4, 0, 1},
    {"uint", 4, 0, 0}, {"long", 8, 0, 1},  {"ulong", 8, 0, 0}, {"float", 4, 1, 1},  {"double", 8, 1, 1},
};

/* The rounding mode that applies: the suffix, else rtz to integers and
 * rte to floating point. */
static void ref_set_mode(int dst, int rm)
{
    if (rm == RM_DEFAULT) rm = ref_types[dst].is_fp ? RM_RTE : RM_RTZ;
    fesetround(rm == RM_RTE ? FE_TONEAREST : rm == RM_RTZ ? FE_TOWARDZERO : rm == RM_RTP ? FE_UPWARD : FE_DOWNWARD);
}

/* The element at p as raw bits, zero-extended. */
static uint64_t ref_load_bits(int t, const void *p)
{
    uint64_t b = 0;
    memcpy(&b, p, (size_t)ref_types[t].size); /* little-endian */
    return b;
}

static __int128 ref_int_value(int t, uint64_t bits)
{
    int w = ref_types[t].size * 8;
    if (w < 64) bits &= (UINT64_C(1) << w) - 1;
    if (ref_types[t].is_signed && w < 64 && (bits >> (w - 1)) & 1) return (__int128)bits - ((__int128)1 << w);
    if (ref_types[t].is_signed && w == 64) return (int64_t)bits;
    return bits;
}

static long double ref_fp_value(int t, uint64_t bits)
{
    if (t == T_FLOAT) {
        uint32_t u = (uint32_t)bits;
        float f;
        memcpy(&f, &u, 4);
        return f;
    }
    double d;
    memcpy(&d, &bits, 8);
    return d;
}

static __int128 ref_min(int t)
{
    int w = ref_types[t].size * 8;
    return ref_types[t].is_signed ? -((__int128)1 << (w - 1)) : 0;
}

static __int128 ref_max(int t)
{
    int w = ref_types[t].size * 8;
    return ref_types[t].is_signed ? ((__int128)1 << (w - 1)) - 1 : ((__int128)1 << w) - 1;
}

/* Bits of the value v in a w-bit integer (two's complement). */
static uint64_t ref_int_bits(__int128 v, int w)
{
    uint64_t b = (uint64_t)v;
    return w < 64 ? b & ((UINT64_C(1) << w) - 1) : b;
}

/*
 * The expected result bits of convert_<dst>[_sat] of the source element
 * with bits `in` (the caller has set the mode).  *is_nan is set when the
 * result is a NaN, whose payload the test does not compare.
 */
static uint64_t ref_convert(int src, int dst, int sat, uint64_t in, int *is_nan)
{
    const struct RefType *S = &ref_types[src], *D = &ref_types[dst];
    int dw = D->size * 8;
    *is_nan = 0;
    if (!D->is_fp) {
        __int128 v;
        if (!S->is_fp) {
            v = ref_int_value(src, in);
            if (!sat) return ref_int_bits(v, dw); /* modulo 2^n */
        } else {
            volatile long double x = ref_fp_value(src, in);
            if (isnan(x)) return 0;
            volatile long double r = rintl(x); /* by the current mode */
            /* Clamp (with and without _sat: oclc's definition). */
            if (r <= (long double)ref_min(dst)) return ref_int_bits(ref_min(dst), dw);
            if (r >= (long double)ref_max(dst)) return ref_int_bits(ref_max(dst), dw);
            v = (__int128)r;
        }
        if (v < ref_min(dst)) v = ref_min(dst);
        if (v > ref_max(dst)) v = ref_max(dst);
        return ref_int_bits(v, dw);
    }
    volatile long double x;
    if (S->is_fp) {
        x = ref_fp_value(src, in);
    } else {
        __int128 v = ref_int_value(src, in);
        x = S->is_signed ? (long double)(int64_t)v : (long double)(uint64_t)v; /* exact */
    }
    if (isnan(x)) *is_nan = 1;
    if (dst == T_FLOAT) {
        volatile float f = (float)x; /* one rounding, by the current mode */
        float g = f;
        uint32_t u;
        memcpy(&u, &g, 4);
        return u;
    }
    volatile double d = (double)x;
    double g = d;
    uint64_t u;
    memcpy(&u, &g, 8);
    return u;
}

#endif
