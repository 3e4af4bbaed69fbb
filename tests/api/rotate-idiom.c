/*
 * Rotates written with shifts (cg_expr.c, rotate_idiom): the functions of
 * Inputs/rotate-idiom.cl, compiled at -O0 and -O2, against rotations done
 * here bit by bit, for random values and every count from -3 to the
 * width + 3 (OpenCL takes counts modulo the width), and the look-alikes
 * that are no rotates against their C meaning.
 *
 * RUN: %oclc -c -O0 -w %S/Inputs/rotate-idiom.cl -o %t.o0.o
 * RUN: %oclc -c -O2 -w %S/Inputs/rotate-idiom.cl -o %t.o2.o
 * RUN: %api-cc -DOPT=0 %s %t.o0.o -o %t.o0 %api-ld
 * RUN: %api-cc -DOPT=2 %s %t.o2.o -o %t.o2 %api-ld
 * RUN: %t.o0 | FileCheck %s
 * RUN: %t.o2 | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

typedef uint32_t uint4_ __attribute__((vector_size(16)));
typedef uint8_t uchar4_ __attribute__((vector_size(4)));
typedef uint16_t ushort8_ __attribute__((vector_size(16)));

uint32_t r32_const(uint32_t x);
uint32_t r32_var(uint32_t x, uint32_t n);
uint32_t r32_var_int(uint32_t x, int n);
uint32_t r32_neg(uint32_t x, uint32_t n);
uint32_t not_narrow_mask(uint32_t x, uint32_t n);
uint64_t r64_var(uint64_t x, int n);
uint64_t r64_xor(uint64_t x);
uint32_t r32_add(uint32_t x);
uint32_t r32_elem(const uint32_t *p, int i);
uint32_t r32_swizzle(const uint4_ *p);
void r32x4(uint4_ *out, const uint4_ *in);
void r8x4(uchar4_ *out, const uchar4_ *in, const uchar4_ *n);
void r16x8_const(ushort8_ *out, const ushort8_ *in);
int32_t not_signed(int32_t x);
uint32_t not_promoted(uint8_t c);
uint32_t not_counts(uint32_t x);
uint32_t not_xor_var(uint32_t x, uint32_t n);
uint32_t not_add_zero(uint32_t x);
uint32_t not_same(const uint32_t *p);

/* x of w bits rotated left by n (any integer), one bit at a time. */
static uint64_t rotl_bits(uint64_t x, int w, long long n)
{
    long long k = ((n % w) + w) % w;
    uint64_t r = 0;
    for (int i = 0; i < w; i++)
        if ((x >> i) & 1) r |= 1ull << ((i + k) % w);
    return r;
}

int main(void)
{
    for (int t = 0; t < 200; t++) {
        uint64_t v = test_rand();
        uint32_t x = (uint32_t)v;
        CHECK(r32_const(x) == rotl_bits(x, 32, -7), "r32_const(%#x)", x);
        CHECK(r64_xor(v) == rotl_bits(v, 64, 13), "r64_xor(%#llx)", (unsigned long long)v);
        CHECK(r32_add(x) == rotl_bits(x, 32, 5), "r32_add(%#x)", x);
        for (int n = -3; n <= 67; n++) {
            if (n <= 35) {
                CHECK(r32_var(x, (uint32_t)n) == rotl_bits(x, 32, (uint32_t)n), "r32_var(%#x, %d)", x, n);
                CHECK(r32_var_int(x, n) == rotl_bits(x, 32, -n), "r32_var_int(%#x, %d)", x, n);
                CHECK(r32_neg(x, (uint32_t)n) == rotl_bits(x, 32, (uint32_t)n), "r32_neg(%#x, %d)", x, n);
                uint32_t un = (uint32_t)n;
                CHECK(not_narrow_mask(x, un) == ((x << (un & 31)) | (x >> ((0u - un) & 15))),
                      "not_narrow_mask(%#x, %d)", x, n);
                /* no rotate: n = 0 (mod 32) gives x ^ x */
                uint32_t k = (uint32_t)n & 31;
                CHECK(not_xor_var(x, (uint32_t)n) == (k ? rotl_bits(x, 32, k) : 0), "not_xor_var(%#x, %d)", x, n);
            }
            CHECK(r64_var(v, n) == rotl_bits(v, 64, n), "r64_var(%#llx, %d)", (unsigned long long)v, n);
        }
        uint32_t arr[3] = {x, (uint32_t)(v >> 32), x * 3u};
        CHECK(r32_elem(arr, 1) == rotl_bits(arr[1], 32, -9), "r32_elem");
        uint4_ a = {x, (uint32_t)(v >> 32), x ^ 0x5555u, ~x}, ra;
        CHECK(r32_swizzle(&a) == rotl_bits(a[2], 32, -30), "r32_swizzle");
        r32x4(&ra, &a);
        for (int i = 0; i < 4; i++)
            CHECK(ra[i] == (rotl_bits(a[i], 32, -2) ^ rotl_bits(a[i], 32, -13) ^ rotl_bits(a[i], 32, -22)),
                  "r32x4 lane %d", i);
        uchar4_ c = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)}, rc;
        uchar4_ cn = {(uint8_t)(t % 11), (uint8_t)(v >> 40), 8, 0};
        r8x4(&rc, &c, &cn);
        for (int i = 0; i < 4; i++) CHECK(rc[i] == rotl_bits(c[i], 8, cn[i]), "r8x4 lane %d", i);
        ushort8_ s, rs;
        for (int i = 0; i < 8; i++) s[i] = (uint16_t)(v >> (6 * i));
        static const int sc[8] = {0, 1, 2, 3, 13, 14, 15, 16};
        r16x8_const(&rs, &s);
        for (int i = 0; i < 8; i++) CHECK(rs[i] == rotl_bits(s[i], 16, sc[i]), "r16x8_const lane %d", i);

        int32_t sx = (int32_t)x;
        CHECK(not_signed(sx) == (int32_t)((uint32_t)(sx >> 3) | ((uint32_t)sx << 29)), "not_signed(%d)", sx);
        uint8_t b = (uint8_t)v;
        CHECK(not_promoted(b) == (uint32_t)((b >> 3) | (b << 5)), "not_promoted(%u)", b);
        CHECK(not_counts(x) == ((x >> 3) | (x << 28)), "not_counts(%#x)", x);
        CHECK(not_add_zero(x) == x + x, "not_add_zero(%#x)", x);
        CHECK(not_same(arr) == ((arr[0] >> 3) | (arr[1] << 29)), "not_same");
    }
    printf("-O%d\n", OPT);
    return test_summary();
}
