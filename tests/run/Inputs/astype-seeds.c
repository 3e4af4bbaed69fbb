/* Driver for astype-seeds.cl.  Every expected value is computed here in C:
 * the spec's examples from their definitions (IEEE-754 bits of 1.0f ...,
 * f < g ? f : 0, clearing the sign bit), and docs/astype.md's
 * implementation-defined shapes from the definition "bytes in memory order,
 * little-endian", written with shifts and masks on the operand's values
 * (component k of as_short2(i) is bits 16k..16k+15 of i), not with byte
 * copies.  Vectors live in arrays of their lanes (a vec3 occupies 4). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

float seed_one(void);
uint32_t seed_uint_of_one(float f);
void seed_int4(int32_t *out);
void seed_int4_var(int32_t *out, const float *in);
void seed_select(float *out, const float *f, const float *g);
float seed_fabs(float f);
float seed_const_global(void);
void doc_short2(int16_t *out, int32_t i);
void doc_char3(int8_t *out, int32_t i);
void doc_float4(float *out, const float *in);
void doc_int3(int32_t *out, const int8_t *in);
void doc_short8(int16_t *out, const int32_t *in);
int64_t doc_long(const int32_t *in);
void doc_const(int16_t *s2, int8_t *c3, int32_t *i3);

static int passed, failed, bad;
static char first[200];
static void check(const char *what, int i, uint64_t got, uint64_t want)
{
    if (got == want) return;
    if (!bad++)
        snprintf(first, sizeof first, "%s [%d]: got 0x%llx, want 0x%llx", what, i, (unsigned long long)got,
                 (unsigned long long)want);
}
static void report(const char *name)
{
    if (bad) {
        printf("FAIL %s (%d mismatches; first %s)\n", name, bad, first);
        failed++;
    } else {
        printf("PASS %s\n", name);
        passed++;
    }
    bad = 0;
}
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

static uint64_t rng = 0x2545f4914f6cdd1dull;
static uint32_t rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 16);
}
/* Random float bits, with NaNs, infinities, zeros and denormals often. */
static float rndf(void)
{
    static const uint32_t special[] = {0x7fc00000, 0x7f800001, 0xffc00001, 0x7f800000, 0xff800000,
                                       0,          0x80000000, 1,          0x80000001};
    uint32_t r = rnd();
    return r % 5 == 0 ? bitsf(special[rnd() % 9]) : bitsf(rnd());
}

/* as_short2(i) etc. by docs/astype.md: component k of the result is the
 * k-th group of bits of the operand, lowest bits first. */
static void ref_short2(int16_t r[2], uint32_t i)
{
    r[0] = (int16_t)(i & 0xffff);
    r[1] = (int16_t)(i >> 16);
}
static void ref_char3(int8_t r[3], uint32_t i)
{
    for (int k = 0; k < 3; k++) r[k] = (int8_t)((i >> (8 * k)) & 0xff);
}
static void ref_int3(int32_t r[3], const int8_t c[16])
{
    for (int k = 0; k < 3; k++) {
        uint32_t v = 0;
        for (int b = 0; b < 4; b++) v |= (uint32_t)(uint8_t)c[4 * k + b] << (8 * b);
        r[k] = (int32_t)v;
    }
}

int main(void)
{
    enum { N = 2000 };
    /* as_float(0x3f800000) is 1.0f. */
    check("as_float(0x3f800000)", 0, fbits(seed_one()), fbits(1.0f));
    check("as_uint(1.0f)", 0, seed_uint_of_one(1.0f), 0x3f800000u);
    report("as_float(0x3f800000) == 1.0f, as_uint(1.0f) == 0x3f800000");

    /* as_int4((float4)(1,2,3,4)) is the IEEE-754 bits of 1, 2, 3, 4. */
    _Alignas(16) int32_t i4[4];
    _Alignas(16) float f4[4] = {1.0f, 2.0f, 3.0f, 4.0f};
    static const uint32_t spec_bits[4] = {0x3f800000, 0x40000000, 0x40400000, 0x40800000};
    seed_int4(i4);
    for (int k = 0; k < 4; k++)
        check("as_int4 constant", k, (uint32_t)i4[k], fbits(f4[k])),
            check("as_int4 spec", k, (uint32_t)i4[k], spec_bits[k]);
    seed_int4_var(i4, f4);
    for (int k = 0; k < 4; k++) check("as_int4 variable", k, (uint32_t)i4[k], spec_bits[k]);
    report("as_int4((float4)(1, 2, 3, 4))");

    /* f = as_float4(as_int4(f) & is_less) is f < g ? f : 0. */
    for (int n = 0; n < N; n++) {
        _Alignas(16) float f[4], g[4], out[4];
        for (int k = 0; k < 4; k++) {
            f[k] = rndf();
            g[k] = n % 7 == 0 ? f[k] : rndf();
        }
        seed_select(out, f, g);
        for (int k = 0; k < 4; k++) check("select", n * 4 + k, fbits(out[k]), fbits(f[k] < g[k] ? f[k] : 0.0f));
    }
    report("as_float4(as_int4(f) & (f < g)) == (f < g ? f : 0)");

    /* as_float(as_uint(f) & ~(1u << 31)) is fabs(f), NaN payloads kept. */
    for (int n = 0; n < N; n++) {
        float f = rndf();
        float got = seed_fabs(f);
        check("fabs bits", n, fbits(got), fbits(f) & 0x7fffffffu);
        if (!isnan(f)) check("fabs value", n, fbits(got), fbits(fabsf(f)));
    }
    report("as_float(as_uint(f) & ~(1u << 31)) == fabs(f)");

    check("constant k_one", 0, fbits(seed_const_global()), 0x3f800000u);
    report("constant float k_one = as_float(0x3f800000)");

    /* docs/astype.md's table. */
    for (int n = 0; n < N; n++) {
        uint32_t i = n == 0 ? 0x12345678u : rnd();
        _Alignas(4) int16_t s2[2], want2[2];
        doc_short2(s2, (int32_t)i);
        ref_short2(want2, i);
        for (int k = 0; k < 2; k++) check("as_short2", n * 2 + k, (uint16_t)s2[k], (uint16_t)want2[k]);
    }
    report("as_short2(int)");
    for (int n = 0; n < N; n++) {
        uint32_t i = n == 0 ? 0x12345678u : rnd();
        _Alignas(4) int8_t c3[4], want3[3];
        doc_char3(c3, (int32_t)i);
        ref_char3(want3, i);
        for (int k = 0; k < 3; k++) check("as_char3", n * 3 + k, (uint8_t)c3[k], (uint8_t)want3[k]);
    }
    report("as_char3(int)");
    for (int n = 0; n < N; n++) {
        _Alignas(16) float in[4], out[4];
        for (int k = 0; k < 4; k++) in[k] = rndf(); /* in[3] is the padding: garbage */
        doc_float4(out, in);
        for (int k = 0; k < 3; k++) check("as_float4(float3) xyz", n * 4 + k, fbits(out[k]), fbits(in[k]));
        check("as_float4(float3) w", n, fbits(out[3]), 0);
    }
    report("as_float4(float3): xyz kept, w reads as 0");
    for (int n = 0; n < N; n++) {
        _Alignas(16) int8_t c[16];
        _Alignas(16) int32_t out[4], want[3];
        for (int k = 0; k < 16; k++) c[k] = (int8_t)rnd();
        doc_int3(out, c);
        ref_int3(want, c);
        for (int k = 0; k < 3; k++) check("as_int3(char16)", n * 3 + k, (uint32_t)out[k], (uint32_t)want[k]);
    }
    report("as_int3(char16)");
    for (int n = 0; n < N; n++) {
        _Alignas(16) int32_t in[4];
        _Alignas(16) int16_t out[8];
        for (int k = 0; k < 4; k++) in[k] = (int32_t)rnd();
        doc_short8(out, in);
        for (int k = 0; k < 8; k++)
            check("as_short8(int4)", n * 8 + k, (uint16_t)out[k], ((uint32_t)in[k / 2] >> (16 * (k % 2))) & 0xffff);
    }
    report("as_short8(int4)");
    for (int n = 0; n < N; n++) {
        _Alignas(8) int32_t in[2] = {(int32_t)rnd(), (int32_t)rnd()};
        check("as_long(int2)", n, (uint64_t)doc_long(in), (uint64_t)(uint32_t)in[0] | (uint64_t)(uint32_t)in[1] << 32);
    }
    report("as_long(int2)");

    /* The constant-folded shapes agree with the definition. */
    _Alignas(4) int16_t s2[2], w2[2];
    _Alignas(4) int8_t c3[4], w3[3];
    _Alignas(16) int32_t i3[4], wi3[3];
    static const int8_t c16[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, -13, -14, -15, -16};
    doc_const(s2, c3, i3);
    ref_short2(w2, 0x12345678u);
    ref_char3(w3, 0x12345678u);
    ref_int3(wi3, c16);
    for (int k = 0; k < 2; k++) check("folded as_short2", k, (uint16_t)s2[k], (uint16_t)w2[k]);
    for (int k = 0; k < 3; k++) check("folded as_char3", k, (uint8_t)c3[k], (uint8_t)w3[k]);
    for (int k = 0; k < 3; k++) check("folded as_int3", k, (uint32_t)i3[k], (uint32_t)wi3[k]);
    report("folded constants: as_short2, as_char3, as_int3");

    printf("seeds: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
