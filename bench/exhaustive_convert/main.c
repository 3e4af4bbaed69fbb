/*
 * bench/exhaustive_convert - every float input for every float -> integer
 * conversion, every int and uint input for every int/uint -> float
 * conversion, checked against references that share no code with oclc.
 *
 * A sweep is one conversion name over all 2^32 input bit patterns: two
 * pthreads each take half, in blocks of BLOCK inputs: fill the block with
 * consecutive bit patterns, run the oclc-compiled loop (kernels.cl, float16
 * or int16 vectors), then check the block.  The checks are written so that
 * gcc -O3 vectorizes them; they must keep up with the conversion itself:
 *
 *   float -> integer: the exact value is decoded from the bits with
 *     integer arithmetic (sign, exponent, significand), its integer part
 *     and the remainder give the rounding by the mode, and the result is
 *     clamped to the destination (NaN -> 0).  A block of consecutive bit
 *     patterns shares sign and exponent, so the decoding is one shift per
 *     block.  oclc defines the plain form as the _sat form, so both are
 *     checked against the same values.
 *   int/uint -> float: the float's bits are built with integer
 *     arithmetic: exponent from the magnitude's leading bit, significand
 *     from the 24 bits below it, rounding increment from the bits dropped
 *     and the mode (a carry out of the significand bumps the exponent);
 *     x = 0 must give +0.0.
 *
 * The int -> float arithmetic avoids compares (LT32/SEL masks) because
 * gcc 12 does not vectorize loops that mix bool values with other lanes.
 *
 * Usage: exhaustive_convert [substring...] runs the sweeps whose names
 * contain one of the substrings (all by default).  Prints, per sweep, the
 * inputs checked, the mismatches (and the first few), and the time.
 * exhaustive_convert --selftest checks some conversions against the wrong
 * reference and fails unless every one of them shows mismatches.
 */
#define _GNU_SOURCE
#include <inttypes.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../bench_util.h"

#define BLOCK   16384u /* inputs per block: 64 KiB of float */
#define THREADS 2

typedef void (*ConvFn)(const void *in, void *out, int n);

/* ---- the oclc side ------------------------------------------------------ */

/* clang-format off */
#define SUFFIXES(X, D, SAT) X(D, SAT) X(D, SAT##_rte) X(D, SAT##_rtz) X(D, SAT##_rtp) X(D, SAT##_rtn)
#define DECL_F2I(D, SUF) void f2i_##D##SUF(const void *, void *, int);
#define DECL_F2I_ALL(D) SUFFIXES(DECL_F2I, D, ) SUFFIXES(DECL_F2I, D, _sat)
DECL_F2I_ALL(char) DECL_F2I_ALL(uchar) DECL_F2I_ALL(short) DECL_F2I_ALL(ushort)
DECL_F2I_ALL(int) DECL_F2I_ALL(uint) DECL_F2I_ALL(long) DECL_F2I_ALL(ulong)
#define DECL_I2F(S, SUF) void i2f_##S##SUF(const void *, void *, int);
SUFFIXES(DECL_I2F, int, ) SUFFIXES(DECL_I2F, uint, )
    /* clang-format on */

    /* ---- references ---------------------------------------------------------- */

    enum {
        RTZ,
        RTE,
        RTP,
        RTN
    };

/*
 * float -> integer, one block of inputs base .. base + n - 1.  A block
 * never crosses a change of sign or exponent (BLOCK divides 2^23 and the
 * blocks are aligned), so |x| = M * 2^(ee - 150) with one exponent for the
 * whole block and consecutive significands M: the decoding is one uniform
 * shift, and each case below is a loop that gcc vectorizes.  The expected
 * results go to want[] as 64-bit patterns, clamped to the destination
 * (w bits, signed or not; NaN -> 0, the same with and without _sat).
 */
static void ref_f2i_block(uint64_t *want, uint32_t base, size_t n, int rm, int w, int sgn)
{
    uint64_t sign = base >> 31, e = (base >> 23) & 0xff, m0 = base & 0x7fffff;
    uint64_t ee = e ? e : 1, hidden = e ? 0x800000 : 0;
    uint64_t maxv = sgn ? (UINT64_C(1) << (w - 1)) - 1 : w == 64 ? UINT64_MAX : (UINT64_C(1) << w) - 1;
    uint64_t minmag = sgn ? UINT64_C(1) << (w - 1) : 0; /* |MIN| */
    uint64_t minv = 0 - minmag;                         /* MIN's bits (0 unsigned) */
    if (e == 0xff) {                                    /* inf (m = 0) and NaN */
        for (size_t i = 0; i < n; i++) want[i] = m0 + i == 0 ? (sign ? minv : maxv) : 0;
        return;
    }
    if (ee >= 191) { /* |x| >= 2^64 */
        for (size_t i = 0; i < n; i++) want[i] = sign ? minv : maxv;
        return;
    }
    if (ee >= 150) { /* integers: M << s, s <= 40 */
        uint64_t s = ee - 150;
        for (size_t i = 0; i < n; i++) want[i] = (m0 + i + hidden) << s;
    } else {                                         /* fractions: M >> rs, rounded */
        uint64_t rs = 150 - ee > 31 ? 31 : 150 - ee; /* from 25 on, ip = 0 and rem < half */
        uint64_t mask = (UINT64_C(1) << rs) - 1, half = UINT64_C(1) << (rs - 1);
        for (size_t i = 0; i < n; i++) {
            uint64_t M = m0 + i + hidden, ip = M >> rs, rem = M & mask;
            uint64_t inc = rm == RTE   ? (uint64_t)(rem > half) | ((uint64_t)(rem == half) & ip)
                           : rm == RTP ? (uint64_t)(rem != 0) & (sign ^ 1)
                           : rm == RTN ? (uint64_t)(rem != 0) & sign
                                       : 0;
            want[i] = ip + (inc & 1);
        }
    }
    /* want[] holds magnitudes (< 2^64): apply the sign and clamp. */
    if (sign) {
        for (size_t i = 0; i < n; i++) want[i] = want[i] > minmag ? minv : 0 - want[i]; /* unsigned: minmag = 0 */
    } else {
        for (size_t i = 0; i < n; i++) want[i] = want[i] > maxv ? maxv : want[i];
    }
}

/* Mismatches of out (n results of type T) against ref_f2i_block: the
 * results widened to 64-bit patterns and compared; one function per
 * (type, mode) for the sweep table. */
#define CHECK_F2I(T, W, SGN, RM)                                                  \
    static size_t check_f2i_##T##_##RM(const void *outp, uint32_t base, size_t n) \
    {                                                                             \
        const T *out = outp;                                                      \
        uint64_t want[BLOCK], bad = 0;                                            \
        ref_f2i_block(want, base, n, RM, W, SGN);                                 \
        for (size_t i = 0; i < n; i++) {                                          \
            uint64_t got = SGN ? (uint64_t)(int64_t)out[i] : (uint64_t)out[i];    \
            uint64_t d = got ^ want[i];                                           \
            bad += (d | (0 - d)) >> 63;                                           \
        }                                                                         \
        return bad;                                                               \
    }
/* clang-format off */
#define CHECK_F2I_MODES(T, W, SGN) CHECK_F2I(T, W, SGN, RTZ) CHECK_F2I(T, W, SGN, RTE) \
    CHECK_F2I(T, W, SGN, RTP) CHECK_F2I(T, W, SGN, RTN)
CHECK_F2I_MODES(int8_t, 8, 1) CHECK_F2I_MODES(uint8_t, 8, 0) CHECK_F2I_MODES(int16_t, 16, 1)
CHECK_F2I_MODES(uint16_t, 16, 0) CHECK_F2I_MODES(int32_t, 32, 1) CHECK_F2I_MODES(uint32_t, 32, 0)
CHECK_F2I_MODES(int64_t, 64, 1) CHECK_F2I_MODES(uint64_t, 64, 0)
/* clang-format on */

/* Helpers of the int -> float reference: all ones when a < b (unsigned,
 * Hacker's Delight 2-12), and a select by such a mask, instead of compares:
 * gcc 12 gives up on loops that mix bool values with other lane widths. */
#define LT32(a, b)   (0u - (((~(a) & (b)) | ((~(a) | (b)) & ((a) - (b)))) >> 31))
#define SEL(m, x, y) (((x) & (m)) | ((y) & ~(m)))

    /*
 * int/uint -> float: the expected bits of the float nearest x in mode rm,
 * by integer arithmetic on 32-bit lanes: the magnitude's leading bit gives
 * the exponent, the bits below the 24 kept give the rounding increment,
 * and adding the increment to exponent and significand together lets a
 * carry out of the significand bump the exponent.  Integer 0 is +0.0.
 */
    static inline uint32_t ref_i2f(uint32_t x, int sgn, int rm)
{
    uint32_t sign = sgn ? x >> 31 : 0;
    uint32_t a = sign ? 0u - x : x;                           /* |x|; INT_MIN stays 2^31 */
    uint32_t n = 31 - (uint32_t)__builtin_clz(a | 1);         /* leading bit (a = 0 is handled last) */
    uint32_t sh = SEL(LT32(23u, n), n - 23, 0u);              /* bits dropped */
    uint32_t lsh = SEL(LT32(n, 23u), 23 - n, 0u);
    uint32_t q = (a >> sh) << lsh;                            /* 24 significant bits */
    uint32_t rem = a - ((a >> sh) << sh);
    uint32_t t = rem << 1, th = t >> sh, tl = t - (th << sh); /* th: rem >= half */
    uint32_t nz = LT32(0u, rem) & 1;
    uint32_t inc = rm == RTE ? th & (LT32(0u, tl) | q) & 1 : rm == RTP ? nz & (sign ^ 1) : rm == RTN ? nz & sign : 0;
    uint32_t bits = (sign << 31) | (((n + 127) << 23) + q - 0x800000u + inc);
    return SEL(LT32(0u, a), bits, 0u);
}

/* clang-format off */
#define CHECK_I2F(NAME, SGN, RM)                                                    \
    static size_t check_i2f_##NAME##_##RM(const void *outp, uint32_t base, size_t n) \
    {                                                                               \
        const uint32_t *out = outp;                                                 \
        uint32_t bad = 0;                                                           \
        for (uint32_t i = 0; i < (uint32_t)n; i++) {                                \
            uint32_t d = out[i] ^ ref_i2f(base + i, SGN, RM);                       \
            bad += (d | (0 - d)) >> 31;                                             \
        }                                                                           \
        return bad;                                                                 \
    }
CHECK_I2F(int, 1, RTZ) CHECK_I2F(int, 1, RTE) CHECK_I2F(int, 1, RTP) CHECK_I2F(int, 1, RTN)
CHECK_I2F(uint, 0, RTZ) CHECK_I2F(uint, 0, RTE) CHECK_I2F(uint, 0, RTP) CHECK_I2F(uint, 0, RTN)
    /* clang-format on */

    /* ---- the sweeps ----------------------------------------------------------- */

    typedef size_t (*CheckFn)(const void *out, uint32_t base, size_t n);

typedef struct Sweep {
    const char *name;
    ConvFn conv;
    CheckFn check;
    int out_size; /* bytes per result */
} Sweep;

/* clang-format off */
#define SW_F2I(D, SUF, T, RM) {"convert_" #D "16" #SUF "(float16)", f2i_##D##SUF, check_f2i_##T##_##RM, sizeof(T)},
#define SW_F2I_SAT(D, T, SAT) SW_F2I(D, SAT, T, RTZ) SW_F2I(D, SAT##_rte, T, RTE) SW_F2I(D, SAT##_rtz, T, RTZ) \
    SW_F2I(D, SAT##_rtp, T, RTP) SW_F2I(D, SAT##_rtn, T, RTN)
#define SW_F2I_ALL(D, T) SW_F2I_SAT(D, T, ) SW_F2I_SAT(D, T, _sat)
#define SW_I2F(S, SUF, RM) {"convert_float16" #SUF "(" #S "16)", i2f_##S##SUF, check_i2f_##S##_##RM, 4},
#define SW_I2F_ALL(S) SW_I2F(S, , RTE) SW_I2F(S, _rte, RTE) SW_I2F(S, _rtz, RTZ) SW_I2F(S, _rtp, RTP) SW_I2F(S, _rtn, RTN)

static const Sweep sweeps[] = {
    SW_F2I_ALL(char, int8_t) SW_F2I_ALL(uchar, uint8_t) SW_F2I_ALL(short, int16_t) SW_F2I_ALL(ushort, uint16_t)
    SW_F2I_ALL(int, int32_t) SW_F2I_ALL(uint, uint32_t) SW_F2I_ALL(long, int64_t) SW_F2I_ALL(ulong, uint64_t)
    SW_I2F_ALL(int) SW_I2F_ALL(uint)
};
/* clang-format on */
#define NSWEEPS (sizeof sweeps / sizeof *sweeps)

/* --selftest: conversions checked against the wrong reference, which must
 * report mismatches (a check that cannot fail proves nothing). */
static const Sweep wrong[] = {
    {"selftest: _rtz result as _rte", f2i_int_rtz, check_f2i_int32_t_RTE, 4},
    {"selftest: _rtp result as _rtn", f2i_char_sat_rtp, check_f2i_int8_t_RTN, 1},
    {"selftest: ulong result as long", f2i_ulong, check_f2i_int64_t_RTZ, 8},
    {"selftest: int->float _rte as _rtz", i2f_int_rte, check_i2f_int_RTZ, 4},
    {"selftest: uint->float _rtn as _rtp", i2f_uint_rtn, check_i2f_uint_RTP, 4},
    {"selftest: int->float _rtz as uint", i2f_int_rtz, check_i2f_uint_RTZ, 4},
};

typedef struct Part {
    const Sweep *sw;
    uint64_t first, end;   /* input bit patterns [first, end) */
    uint64_t bad;
    uint32_t first_bad[4]; /* a few failing inputs */
    int nfirst;
    double conv_time;      /* seconds in the oclc code */
} Part;

static void *run_part(void *arg)
{
    Part *p = arg;
    uint32_t *in = aligned_alloc(64, BLOCK * 4);
    void *out = aligned_alloc(64, BLOCK * 8);
    for (uint64_t b = p->first; b < p->end; b += BLOCK) {
        uint32_t base = (uint32_t)b;
        for (uint32_t i = 0; i < BLOCK; i++) in[i] = base + i;
        double t0 = now();
        p->sw->conv(in, out, BLOCK / 16);
        p->conv_time += now() - t0;
        size_t bad = p->sw->check(out, base, BLOCK);
        if (bad) {
            p->bad += bad;
            /* Find the failing inputs one by one (rare). */
            for (uint32_t i = 0; i < BLOCK && p->nfirst < 4; i++) {
                unsigned char one[8];
                memcpy(one, (unsigned char *)out + (size_t)i * p->sw->out_size, (size_t)p->sw->out_size);
                if (p->sw->check(one, base + i, 1)) p->first_bad[p->nfirst++] = base + i;
            }
        }
    }
    free(in);
    free(out);
    return NULL;
}

static int selected(const char *name, int argc, char **argv)
{
    if (argc < 2) return 1;
    for (int i = 1; i < argc; i++)
        if (strstr(name, argv[i])) return 1;
    return 0;
}

int main(int argc, char **argv)
{
    uint64_t total_bad = 0;
    int nsweeps = 0, selftest = argc > 1 && !strcmp(argv[1], "--selftest");
    const Sweep *list = selftest ? wrong : sweeps;
    size_t count = selftest ? sizeof wrong / sizeof *wrong : NSWEEPS;
    double t_all = now();
    printf("%-36s %12s %10s %8s %10s\n", "conversion", "inputs", "mismatches", "seconds", "oclc Gel/s");
    for (size_t s = 0; s < count; s++) {
        const Sweep *sw = &list[s];
        if (!selftest && !selected(sw->name, argc, argv)) continue;
        Part parts[THREADS];
        pthread_t th[THREADS];
        double t0 = now();
        for (int t = 0; t < THREADS; t++) {
            memset(&parts[t], 0, sizeof parts[t]);
            parts[t].sw = sw;
            parts[t].first = (UINT64_C(1) << 32) * t / THREADS;
            parts[t].end = (UINT64_C(1) << 32) * (t + 1) / THREADS;
            pthread_create(&th[t], NULL, run_part, &parts[t]);
        }
        uint64_t bad = 0;
        double conv = 0;
        for (int t = 0; t < THREADS; t++) {
            pthread_join(th[t], NULL);
            bad += parts[t].bad;
            conv += parts[t].conv_time;
        }
        double dt = now() - t0;
        /* Conversion rate: inputs over the conversion time per thread. */
        printf("%-36s %12" PRIu64 " %10" PRIu64 " %8.2f %10.2f\n", sw->name, UINT64_C(1) << 32, bad, dt,
               (double)(UINT64_C(1) << 32) / (conv / THREADS) / 1e9);
        for (int t = 0; t < THREADS && !selftest; t++)
            for (int k = 0; k < parts[t].nfirst; k++)
                printf("  MISMATCH input 0x%08" PRIx32 "\n", parts[t].first_bad[k]);
        if (selftest && bad == 0) printf("  SELFTEST FAILED: the check found no mismatch\n");
        total_bad += selftest ? (bad == 0) : 0;
        fflush(stdout);
        total_bad += selftest ? 0 : bad;
        nsweeps++;
    }
    if (selftest)
        printf("%d self-test sweeps, %" PRIu64 " that found nothing, %.0f s\n", nsweeps, total_bad, now() - t_all);
    else
        printf("%d sweeps of 2^32 inputs, %" PRIu64 " mismatches, %.0f s\n", nsweeps, total_bad, now() - t_all);
    return total_bad != 0;
}
