/*
 * fma and mad of half (cl_khr_fp16) are correctly rounded (OpenCL C 3.0
 * 7.4: fma "correctly rounded"; oclc's mad is the same fma): every one of
 * the 2^16 halves as a, with every pair (b, c) of 24 edge values, and 4 M
 * random triples (half8 kernels, then scalar mad), against a reference
 * in exact integer arithmetic written here: a*b + c in units of 2^-48
 * (the product of two halves is a multiple of 2^-48 below 2^32, c a
 * multiple of 2^-24 below 2^16, so the exact sum fits an __int128), then
 * rounded to half to nearest even.  Infinities and NaNs, and the sign of
 * an exact zero (-0 only when a*b and c are both -0), come from C's
 * double arithmetic, which is exact for them.  Rounding the float fma to
 * half, as oclc did, fails here: it rounds twice.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: fma: {{[0-9]+}} triples, 0 wrong
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "bi_values.h"

static double half_value(uint16_t h)
{
    int e = (h >> 10) & 31, m = h & 1023;
    double v = e == 31 ? (m ? NAN : INFINITY) : e == 0 ? ldexp(m, -24) : ldexp(1024 + m, e - 25);
    return (h & 0x8000) ? -v : v;
}

/* A half's value as m * 2^e with an integer m (below 2^11), e >= -24. */
static void half_parts(uint16_t h, int64_t *m, int *e)
{
    int ex = (h >> 10) & 31, mm = h & 1023;
    *m = ex ? 1024 + mm : mm;
    *e = ex ? ex - 25 : -24;
    if (h & 0x8000) *m = -*m;
}

/* |v| * 2^-48 (v > 0) rounded to half to nearest even, with the sign. */
static uint16_t round_units(unsigned __int128 v, uint16_t sign)
{
    int k = 127;
    while (!((v >> k) & 1)) k--;
    /* the result's last bit: 2^(max(k - 48, -14) - 10), in units 2^(shift) */
    int shift = (k > 34 ? k : 34) - 10;
    unsigned __int128 m = v >> shift, rem = v & (((unsigned __int128)1 << shift) - 1);
    unsigned __int128 half = (unsigned __int128)1 << (shift - 1);
    if (rem > half || (rem == half && (m & 1))) m++;
    /* value m * 2^(shift - 48): encode */
    int e = shift - 48;
    while (m >= 2048) m >>= 1, e++;          /* (only the carry to 2048, which is even) */
    if (m < 1024) return sign | (uint16_t)m; /* subnormal (e == -24) or zero */
    int biased = e + 25;                     /* m in [1024, 2048): value (m / 1024) * 2^(e + 10) */
    if (biased >= 31) return sign | 0x7c00;  /* overflow */
    return sign | (uint16_t)(biased << 10 | (m - 1024));
}

static uint16_t ref_fma(uint16_t a, uint16_t b, uint16_t c)
{
    double x = half_value(a), y = half_value(b), z = half_value(c);
    if (!isfinite(x) || !isfinite(y) || !isfinite(z)) {
        double r = x * y + z; /* exact: x * y is a double */
        if (isnan(r)) return 0x7e00;
        return r > 0 ? 0x7c00 : 0xfc00;
    }
    int64_t ma, mb, mc;
    int ea, eb, ec;
    half_parts(a, &ma, &ea);
    half_parts(b, &mb, &eb);
    half_parts(c, &mc, &ec);
    /* Signed values are scaled by multiplying: shifting a negative one left is undefined in C. */
    __int128 p = (__int128)(ma * mb) * ((__int128)1 << (ea + eb + 48)),
             s = p + (__int128)mc * ((__int128)1 << (ec + 48));
    if (s == 0) {
        int pneg = ((a ^ b) & 0x8000) != 0, cneg = (c & 0x8000) != 0;
        int both_zero = (ma == 0 || mb == 0) && mc == 0;
        return both_zero && pneg && cneg ? 0x8000 : 0x0000;
    }
    return round_units(s < 0 ? (unsigned __int128)-s : (unsigned __int128)s, s < 0 ? 0x8000 : 0);
}

static int same(uint16_t got, uint16_t want)
{
    int gn = (got & 0x7c00) == 0x7c00 && (got & 0x3ff), wn = (want & 0x7c00) == 0x7c00 && (want & 0x3ff);
    return gn || wn ? gn == wn : got == want;
}

static const uint16_t edges[] = {
    0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x3c00, 0xbc00, 0x3c01, 0x3bff, 0x3800, 0x4000,
    0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x4200, 0x3555, 0x5bff, 0x1400, 0x7800, 0x0401, 0xc7ff,
};
#define NE ((int)(sizeof edges / sizeof *edges))
#define N  65536
#define NR (4 << 20)

int main(void)
{
    oclc_program *p = api_build(
        "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
        "kernel void grid(global half *o, global const half *a, global const half *bc) {\n"
        "  size_t i = get_global_id(0), j = i >> 16;\n"
        "  o[i] = fma(a[i & 0xffff], bc[2 * j], bc[2 * j + 1]); }\n"
        "kernel void rnd8(global half8 *o, global const half8 *a, global const half8 *b, global const half8 *c) {\n"
        "  size_t i = get_global_id(0); o[i] = fma(a[i], b[i], c[i]); }\n"
        "kernel void mad1(global half *o, global const half *a, global const half *b, global const half *c) {\n"
        "  size_t i = get_global_id(0); o[i] = mad(a[i], b[i], c[i]); }\n"
        "kernel void fma3(global half *o, global const half *a, global const half *b, global const half *c) {\n"
        "  size_t i = get_global_id(0); vstore3(fma(vload3(i, a), vload3(i, b), vload3(i, c)), i, o); }\n"
        "kernel void naive(global half *o, global const half *a, global const half *b, global const half *c) {\n"
        "  size_t i = get_global_id(0); o[i] = (half)fma((float)a[i], (float)b[i], (float)c[i]); }\n",
        NULL);
    size_t ngrid = (size_t)N * NE * NE;
    uint16_t *a = api_alloc(N * 2), *bc = api_alloc(NE * NE * 4), *o = api_alloc(ngrid * 2);
    for (int h = 0; h < N; h++) a[h] = (uint16_t)h;
    for (int i = 0; i < NE * NE; i++) bc[2 * i] = edges[i / NE], bc[2 * i + 1] = edges[i % NE];
    long triples = 0, wrong = 0;
    oclc_status s = run_kernel(p, "grid", ngrid, 0, 3, (void *[]){o, a, bc});
    CHECK(s == OCLC_SUCCESS, "grid: %s", oclc_program_log(p));
    for (size_t i = 0; i < ngrid && s == OCLC_SUCCESS; i++) {
        uint16_t x = a[i & 0xffff], y = bc[2 * (i >> 16)], z = bc[2 * (i >> 16) + 1], want = ref_fma(x, y, z);
        triples++;
        if (!same(o[i], want) && ++wrong <= 10)
            CHECK(0, "fma(0x%04x, 0x%04x, 0x%04x) = 0x%04x, want 0x%04x", x, y, z, o[i], want);
    }
    free(o);
    free(bc);
    free(a);

    /* Random triples: any bits, and ones whose product and addend are
     * close in magnitude (where the sum cancels or rounding is close). */
    uint16_t *ra = api_alloc(NR * 2), *rb = api_alloc(NR * 2), *rc = api_alloc(NR * 2), *ro = api_alloc(NR * 2);
    for (int i = 0; i < NR; i++) {
        uint64_t r = test_rand();
        ra[i] = (uint16_t)r, rb[i] = (uint16_t)(r >> 16), rc[i] = (uint16_t)(r >> 32);
        if (i & 1) { /* c near a*b: exponent of c = exponent of a + b - bias, give or take */
            int ea = (ra[i] >> 10) & 31, eb = (rb[i] >> 10) & 31, ec = ea + eb - 15 + (int)((r >> 48) % 5) - 2;
            if (ec < 0) ec = 0;
            if (ec > 30) ec = 30;
            rc[i] = (uint16_t)((rc[i] & 0x83ff) | ec << 10);
        }
    }
    static const char *const kernels[] = {"rnd8", "mad1", "fma3"};
    for (int k = 0; k < 3; k++) {
        size_t items = k == 0 ? NR / 8 : k == 1 ? NR : (NR - 1) / 3;
        size_t used = k == 2 ? items * 3 : NR;
        s = run_kernel(p, kernels[k], items, 0, 4, (void *[]){ro, ra, rb, rc});
        CHECK(s == OCLC_SUCCESS, "%s: %s", kernels[k], oclc_program_log(p));
        for (size_t i = 0; i < used && s == OCLC_SUCCESS; i++) {
            uint16_t want = ref_fma(ra[i], rb[i], rc[i]);
            triples++;
            if (!same(ro[i], want) && ++wrong <= 10)
                CHECK(0, "%s(0x%04x, 0x%04x, 0x%04x) = 0x%04x, want 0x%04x", kernels[k], ra[i], rb[i], rc[i], ro[i],
                      want);
        }
    }
    /* The reference tells the float fma rounded to half from fma: this
     * test can fail. */
    s = run_kernel(p, "naive", NR, 0, 4, (void *[]){ro, ra, rb, rc});
    CHECK(s == OCLC_SUCCESS, "naive: %s", oclc_program_log(p));
    long twice = 0;
    for (size_t i = 0; i < NR && s == OCLC_SUCCESS; i++) twice += !same(ro[i], ref_fma(ra[i], rb[i], rc[i]));
    printf("the float fma rounded to half: %ld of %d wrong\n", twice, NR);
    CHECK(twice > 0, "the float fma rounded to half never differs from the reference");
    printf("fma: %ld triples, %ld wrong\n", triples, wrong);
    CHECK(wrong == 0, "%ld of %ld fma results wrong", wrong, triples);
    free(ra);
    free(rb);
    free(rc);
    free(ro);
    oclc_program_destroy(p);
    return test_summary();
}
