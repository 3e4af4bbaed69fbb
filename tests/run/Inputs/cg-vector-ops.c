/* Driver for cg-vector-ops.cl: vectors are passed as arrays of their
 * lanes (a float4 is 4 floats, a float3 occupies 4); every expected lane is
 * computed here in plain C.  Prints one PASS/FAIL line per case. */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

void float_ops(float *out, const float *a, const float *b);
void int_ops(int *out, const int *a, const int *b);
void char_ops(signed char *out, const signed char *a, const signed char *b);
void vec3_ops(float *p, int n);
void vec3_astype(int *out, const float *in);

static int passed, failed;
typedef struct Case {
    const char *name;
    int bad;
    char first[160];
} Case;
static void expect(Case *c, const char *what, int lane, long long got, long long want)
{
    if (got == want) return;
    if (!c->bad++) snprintf(c->first, sizeof c->first, "%s lane %d: got %lld, want %lld", what, lane, got, want);
}
static void expectf(Case *c, const char *what, int lane, float got, float want)
{
    if (got == want || (isnan(got) && isnan(want))) return;
    if (!c->bad++) snprintf(c->first, sizeof c->first, "%s lane %d: got %a, want %a", what, lane, got, want);
}
static void report(Case *c)
{
    if (c->bad) {
        printf("FAIL %s (%d mismatches; first %s)\n", c->name, c->bad, c->first);
        failed++;
    } else {
        printf("PASS %s\n", c->name);
        passed++;
    }
}
static int fbits(float f)
{
    int i;
    memcpy(&i, &f, 4);
    return i;
}
static float bitsf(int i)
{
    float f;
    memcpy(&f, &i, 4);
    return f;
}
static int ref_div(int a, int b)
{
    if (b == 0 || (a == INT_MIN && b == -1)) b = 1;
    return a / b;
}
static int ref_rem(int a, int b)
{
    if (b == 0 || (a == INT_MIN && b == -1)) b = 1;
    return a % b;
}

int main(void)
{
    Case c;
#define BEGIN(n)             \
    memset(&c, 0, sizeof c); \
    c.name = n

    BEGIN("float4: literals, swizzles, select, as_type");
    {
        float a[4] = {1.5f, -2.0f, 3.25f, -0.0f}, b[4] = {0.5f, 4.0f, -3.0f, 8.0f}, out[32];
        float_ops(out, a, b);
        static const int rev[4] = {3, 2, 1, 0};
        for (int i = 0; i < 4; i++) {
            expectf(&c, "x + y * 2", i, out[i], a[i] + b[i] * 2.0f);
            expectf(&c, "x.wzyx", i, out[4 + i], a[rev[i]]);
            expectf(&c, "(x.xy, y.zw)", i, out[8 + i], i < 2 ? a[i] : b[i]);
            float t[4] = {b[1], a[1], b[3], a[3] + 1.0f};
            expectf(&c, "t.xz = y.yw; t.w += 1", i, out[12 + i], t[i]);
            expectf(&c, "(x < y) ? x : y", i, out[16 + i], a[i] < b[i] ? a[i] : b[i]);
            expectf(&c, "as_float4 & mask", i, out[20 + i], bitsf(fbits(a[i]) & 0x7fffffff));
        }
        float e[8];
        for (int i = 0; i < 4; i++) {
            e[i] = a[i];
            e[4 + i] = b[i];
        }
        for (int i = 1; i < 8; i += 2) e[i] = e[i - 1] * 10.0f;
        for (int i = 0; i < 8; i++) expectf(&c, "e.odd = e.even * 10", i, out[24 + i], e[i]);
    }
    report(&c);

    BEGIN("int4: division guards, shift masks, -1/0 results");
    {
        int a[4] = {INT_MIN, 7, -9, 0}, b[4] = {-1, 0, 33, -5}, out[40];
        int_ops(out, a, b);
        for (int i = 0; i < 4; i++) {
            expect(&c, "x / y", i, out[i], ref_div(a[i], b[i]));
            expect(&c, "x % y", i, out[4 + i], ref_rem(a[i], b[i]));
            expect(&c, "x << y", i, out[8 + i], (int)((unsigned)a[i] << (b[i] & 31)));
            expect(&c, "x >> y", i, out[12 + i], a[i] >> (b[i] & 31));
            expect(&c, "x < y", i, out[16 + i], a[i] < b[i] ? -1 : 0);
            expect(&c, "x && y", i, out[20 + i], a[i] && b[i] ? -1 : 0);
            expect(&c, "!x", i, out[24 + i], a[i] ? 0 : -1);
            expect(&c, "~x + (x == y)", i, out[28 + i], (int)(~(unsigned)a[i] + (a[i] == b[i] ? -1u : 0u)));
            expect(&c, "x * y + 1", i, out[32 + i], (int)((unsigned)a[i] * (unsigned)b[i] + 1u));
            expect(&c, "(x > 0) ? x : y", i, out[36 + i], a[i] > 0 ? a[i] : b[i]);
        }
    }
    report(&c);

    BEGIN("char4: no promotion, counts modulo 8");
    {
        signed char a[4] = {-128, 100, -7, 3}, b[4] = {-1, 9, 0, 7}, out[20];
        char_ops(out, a, b);
        for (int i = 0; i < 4; i++) {
            expect(&c, "x << y", i, out[i], (signed char)((unsigned)(unsigned char)a[i] << (b[i] & 7)));
            expect(&c, "x >> y", i, out[4 + i], (signed char)(a[i] >> (b[i] & 7)));
            int d = b[i], n = a[i];
            if (d == 0 || (n == -128 && d == -1)) d = 1;
            expect(&c, "x / y", i, out[8 + i], (signed char)(n / d));
            expect(&c, "x * y", i, out[12 + i], (signed char)(a[i] * b[i]));
            expect(&c, "uchar >>", i, out[16 + i], (signed char)((unsigned char)a[i] >> ((unsigned char)b[i] & 7)));
        }
    }
    report(&c);

    BEGIN("float3 arrays: 16-byte stride, padding untouched");
    {
        float p[12], want[12];
        for (int i = 0; i < 12; i++) p[i] = want[i] = (float)(i * 3 - 7);
        vec3_ops(p, 2);
        for (int k = 0; k < 2; k++)
            for (int j = 0; j < 3; j++) want[4 * k + j] = want[4 * k + j] * 2.0f + (float)(j + 1);
        for (int i = 0; i < 12; i++)
            if (i % 4 != 3) expectf(&c, "p[i] * 2 + (1,2,3)", i, p[i], want[i]);
        expectf(&c, "untouched element", 8, p[8], want[8]);
    }
    report(&c);

    BEGIN("as_int4(float3): zero padding lane");
    {
        float in[12] = {1.0f, 2.0f, 3.0f, 99.0f, 4.0f, 5.0f, 6.0f, 98.0f, 7.0f, 8.0f, 9.0f, 97.0f};
        int out[12];
        memset(out, 0x55, sizeof out);
        vec3_astype(out, in);
        for (int i = 0; i < 3; i++) {
            expect(&c, "as_int4(in[0])", i, out[i], fbits(in[i]));
            expect(&c, "as_int4((float4)(in[1], 5))", i, out[4 + i], fbits(in[4 + i]));
            expect(&c, "out[2].xyz = as_int3(in[2])", i, out[8 + i], fbits(in[8 + i]));
        }
        expect(&c, "padding lane", 3, out[3], 0);
        expect(&c, "w from the literal", 3, out[7], fbits(5.0f));
        expect(&c, "w kept by the swizzle store", 3, out[11], 0x55555555);
    }
    report(&c);

    printf("cases: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
