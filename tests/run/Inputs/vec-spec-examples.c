/* Driver for vec-spec-examples.cl.
 *
 * Vectors cross the boundary as arrays of their lanes (a float4 is 4 floats,
 * 16-byte aligned as OpenCL requires; a float3 would occupy 4).  Every
 * expected lane is computed here: sel() is a small, independent interpreter
 * of OpenCL component names (.xyzw, .rgba, .sN, .lo/.hi/.even/.odd, chained
 * with dots) written from the text of section 1.1.7, and sel_assign() the
 * same for the left side of an assignment.  Where the spec's comment states
 * the result ("swiz = (4.0f, 3.0f, 2.0f, 1.0f)"), the lanes are checked
 * against the comment too.  Prints one PASS/FAIL line per case. */
#include <math.h>
#include <stdio.h>
#include <string.h>

void literals(float *f, unsigned *u, float a, float b, float c, float d);
void xyzw(float *out, float *steps);
void permute(float *out);
void float16_literals(float *out, const float *in);
void numeric(float *out, float *out4, const float *f8, const float *f16, const float *f4);
void halves(float *out2, float *out4, const float *f4, const float *f8);
void stereo(float *inter, float *lr, const float *in);
void transpose_kernel(float *g);
void vec3_halves(float *out);
void rgba(float *out, const float *in);
void operators(int *out, const int *a, const int *b, const float *f);

static int passed, failed;
typedef struct Case {
    const char *name;
    int bad;
    char first[200];
} Case;

static void expectf(Case *c, const char *what, int lane, float got, float want)
{
    if (got == want && signbit(got) == signbit(want)) return;
    if (!c->bad++) snprintf(c->first, sizeof c->first, "%s lane %d: got %a, want %a", what, lane, got, want);
}
static void expecti(Case *c, const char *what, int lane, long long got, long long want)
{
    if (got == want) return;
    if (!c->bad++) snprintf(c->first, sizeof c->first, "%s lane %d: got %lld, want %lld", what, lane, got, want);
}
static void expectv(Case *c, const char *what, const float *got, const float *want, int n)
{
    for (int i = 0; i < n; i++) expectf(c, what, i, got[i], want[i]);
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

/* ---- component names, from the text of 1.1.7 ---- */

/* Lane indices one name selects from a vector of n lanes; -1 is the
 * padding lane of a 3-component vector (.lo/.hi/.even/.odd treat it as 4
 * lanes).  Returns the count, or 0 for a name this interpreter rejects. */
static int sel_lanes(const char *name, size_t len, int n, int *idx)
{
    int m = n == 3 ? 4 : n, k = 0;
    if ((len == 2 && !strncmp(name, "lo", 2)) || (len == 2 && !strncmp(name, "hi", 2)) ||
        (len == 4 && !strncmp(name, "even", 4)) || (len == 3 && !strncmp(name, "odd", 3))) {
        for (int i = 0; i < m / 2; i++) {
            int lane = name[0] == 'l' ? i : name[0] == 'h' ? m / 2 + i : name[0] == 'e' ? 2 * i : 2 * i + 1;
            idx[k++] = lane < n ? lane : -1;
        }
        return k;
    }
    if (name[0] == 's' || name[0] == 'S') {
        for (size_t i = 1; i < len; i++) {
            const char *hex = "0123456789abcdef", *HEX = "0123456789ABCDEF";
            const char *p = strchr(hex, name[i]), *q = strchr(HEX, name[i]);
            int lane = p ? (int)(p - hex) : q ? (int)(q - HEX) : 99;
            if (lane >= n) return 0;
            idx[k++] = lane;
        }
        return k;
    }
    for (size_t i = 0; i < len; i++) {
        const char *xyzw = "xyzw", *rgba = "rgba";
        const char *p = strchr(xyzw, name[i]), *q = strchr(rgba, name[i]);
        int lane = p ? (int)(p - xyzw) : q ? (int)(q - rgba) : 99;
        if (lane >= n) return 0;
        idx[k++] = lane;
    }
    return k;
}

/* The lanes of v (n lanes) selected by a dotted path ("even.hi"); the
 * padding lane reads as 0, as oclc defines it.  Returns the count. */
static int sel(const float *v, int n, const char *path, float *out)
{
    float cur[16], next[16];
    memcpy(cur, v, sizeof(float) * (size_t)n);
    int pad[16] = {0}, npad[16];
    while (*path) {
        const char *dot = strchr(path, '.');
        size_t len = dot ? (size_t)(dot - path) : strlen(path);
        int idx[16];
        int k = sel_lanes(path, len, n, idx);
        for (int i = 0; i < k; i++) {
            next[i] = idx[i] < 0 ? 0.0f : cur[idx[i]];
            npad[i] = idx[i] < 0 || pad[idx[i]];
        }
        memcpy(cur, next, sizeof next);
        memcpy(pad, npad, sizeof npad);
        n = k;
        path += len + (dot ? 1 : 0);
    }
    for (int i = 0; i < n; i++) out[i] = pad[i] ? 0.0f : cur[i];
    return n;
}

/* v.name = vals: the selected lanes take vals in order. */
static void sel_assign(float *v, int n, const char *name, const float *vals)
{
    int idx[16];
    int k = sel_lanes(name, strlen(name), n, idx);
    for (int i = 0; i < k; i++)
        if (idx[i] >= 0) v[idx[i]] = vals[i];
}

/* Concatenation of parts, as a vector literal assigns them in order. */
static int cat(float *out, int nparts, const float *const *parts, const int *counts)
{
    int k = 0;
    for (int p = 0; p < nparts; p++)
        for (int i = 0; i < counts[p]; i++) out[k++] = parts[p][i];
    return k;
}

int main(void)
{
    Case c;
#define BEGIN(n)             \
    memset(&c, 0, sizeof c); \
    c.name = n

    BEGIN("1.1.6 vector literals: examples and every float4 form");
    {
        _Alignas(16) float f[14 * 4];
        _Alignas(16) unsigned u[2 * 4];
        float a = 1.5f, b = -2.25f, cc = 3.0f, d = -0.0f;
        literals(f, u, a, b, cc, d);
        float one_to_four[4] = {1.0f, 2.0f, 3.0f, 4.0f}; /* the spec's lanes */
        expectv(&c, "(float4)(1.0f, 2.0f, 3.0f, 4.0f)", f, one_to_four, 4);
        for (int i = 0; i < 4; i++) expecti(&c, "(uint4)(1): u will be (1, 1, 1, 1)", i, u[i], 1);
        float two_a[2] = {1.0f, 2.0f}, two_b[2] = {3.0f, 4.0f}, mid[2] = {2.0f, 3.0f}, s1 = 1.0f, s4 = 4.0f, want[4];
        cat(want, 2, (const float *const[]){two_a, two_b}, (const int[]){2, 2});
        expectv(&c, "(float4)((float2)(1, 2), (float2)(3, 4))", f + 4, want, 4);
        cat(want, 3, (const float *const[]){&s1, mid, &s4}, (const int[]){1, 2, 1});
        expectv(&c, "(float4)(1.0f, (float2)(2.0f, 3.0f), 4.0f)", f + 8, want, 4);
        float abcd[4] = {a, b, cc, d};
        static const char *const forms[] = {"(a, b, c, d)", "(ab, c, d)", "(a, bc, d)", "(a, b, cd)",
                                            "(ab, cd)",     "(abc, d)",   "(a, bcd)"};
        for (int k = 0; k < 7; k++) expectv(&c, forms[k], f + 12 + 4 * k, abcd, 4);
        for (int i = 0; i < 4; i++) {
            expectf(&c, "(float4)(a) replicates", i, f[40 + i], a);
            expectf(&c, "(float4)((a, d)): the comma operator", i, f[44 + i], d);
            expectf(&c, "(float4)d replicates", i, f[48 + i], d);
        }
        float conv[4] = {(float)1, (float)2u, (float)(signed char)3, (float)4.0};
        expectv(&c, "(float4)(1, 2u, (char)3, 4.0)", f + 52, conv, 4);
        unsigned uconv[4] = {(unsigned)-1, (unsigned)'A', (unsigned)7L, (unsigned)2.75f};
        for (int i = 0; i < 4; i++) expecti(&c, "(uint4)(-1, 'A', 7L, 2.75f)", i, u[4 + i], uconv[i]);
    }
    report(&c);

    BEGIN("1.1.7 .xyzw: reads and lvalue swizzles in sequence");
    {
        float out[5];
        _Alignas(16) float steps[16];
        xyzw(out, steps);
        float pos2[2] = {0, 0}, pos3[3] = {0, 0, 0}, one = 1.0f;
        sel_assign(pos2, 2, "x", &one);
        sel_assign(pos3, 3, "z", &one);
        expectv(&c, "pos.x = 1.0f (float2)", out, pos2, 2);
        expectv(&c, "pos.z = 1.0f (float3)", out + 2, pos3, 3);
        float cv[4] = {0, 0, 0, 0};
        const float l4[4] = {1.0f, 2.0f, 3.0f, 4.0f}, z1 = 1.0f, l2[2] = {3.0f, 4.0f}, l3[3] = {3.0f, 4.0f, 5.0f};
        sel_assign(cv, 4, "xyzw", l4);
        expectv(&c, "c.xyzw = (float4)(1, 2, 3, 4)", steps, cv, 4);
        sel_assign(cv, 4, "z", &z1);
        expectv(&c, "c.z = 1.0f", steps + 4, cv, 4);
        sel_assign(cv, 4, "xy", l2);
        expectv(&c, "c.xy = (float2)(3, 4)", steps + 8, cv, 4);
        sel_assign(cv, 4, "xyz", l3);
        expectv(&c, "c.xyz = (float3)(3, 4, 5)", steps + 12, cv, 4);
    }
    report(&c);

    BEGIN("1.1.7 permuted, replicated and lvalue components");
    {
        _Alignas(16) float out[20];
        permute(out);
        const float pos[4] = {1.0f, 2.0f, 3.0f, 4.0f};
        float want[4];
        sel(pos, 4, "wzyx", want);
        expectv(&c, "pos.wzyx", out, want, 4);
        expectv(&c, "swiz = (4.0f, 3.0f, 2.0f, 1.0f)", out, (const float[]){4.0f, 3.0f, 2.0f, 1.0f}, 4);
        sel(pos, 4, "xxyy", want);
        expectv(&c, "pos.xxyy", out + 4, want, 4);
        expectv(&c, "dup = (1.0f, 1.0f, 2.0f, 2.0f)", out + 4, (const float[]){1.0f, 1.0f, 2.0f, 2.0f}, 4);
        static const struct {
            const char *lhs;
            float v[3];
            float comment[4];
        } assigns[] = {
            {"xw", {5.0f, 6.0f}, {5.0f, 2.0f, 3.0f, 6.0f}},
            {"wx", {7.0f, 8.0f}, {8.0f, 2.0f, 3.0f, 7.0f}},
            {"xyz", {3.0f, 5.0f, 9.0f}, {3.0f, 5.0f, 9.0f, 4.0f}},
        };
        for (int k = 0; k < 3; k++) {
            memcpy(want, pos, sizeof want);
            sel_assign(want, 4, assigns[k].lhs, assigns[k].v);
            expectv(&c, assigns[k].lhs, out + 8 + 4 * k, want, 4);
            expectv(&c, "the spec's comment", out + 8 + 4 * k, assigns[k].comment, 4);
        }
    }
    report(&c);

    BEGIN("1.1.7 float16 literals from float4 parts and swizzles");
    {
        _Alignas(16) float in[16];
        _Alignas(64) float out[32];
        for (int i = 0; i < 16; i++) in[i] = (float)(i * i) - 7.5f;
        float16_literals(out, in);
        const float *a = in, *b = in + 4, *cc = in + 8, *d = in + 12;
        float want[16];
        cat(want, 4, (const float *const[]){a, b, cc, d}, (const int[]){4, 4, 4, 4});
        expectv(&c, "(float16)(a, b, c, d)", out, want, 16);
        float axxxx[4], bxyz[3], cxyz[3], dxyz[3], ayzw[3];
        sel(a, 4, "xxxx", axxxx);
        sel(b, 4, "xyz", bxyz);
        sel(cc, 4, "xyz", cxyz);
        sel(d, 4, "xyz", dxyz);
        sel(a, 4, "yzw", ayzw);
        cat(want, 5, (const float *const[]){axxxx, bxyz, cxyz, dxyz, ayzw}, (const int[]){4, 3, 3, 3, 3});
        expectv(&c, "(float16)(a.xxxx, b.xyz, c.xyz, d.xyz, a.yzw)", out + 16, want, 16);
    }
    report(&c);

    BEGIN("1.1.7 numeric indices .sN/.SN");
    {
        _Alignas(32) float f8[8];
        _Alignas(64) float f16[16];
        _Alignas(16) float f4[4], out4[12];
        float out[6];
        for (int i = 0; i < 8; i++) f8[i] = 100.0f + (float)i;
        for (int i = 0; i < 16; i++) f16[i] = 200.0f + (float)i;
        for (int i = 0; i < 4; i++) f4[i] = 300.0f + (float)i;
        numeric(out, out4, f8, f16, f4);
        static const char *const one[6] = {"s0", "s7", "sa", "sA", "sf", "sF"};
        for (int k = 0; k < 6; k++) {
            float w;
            sel(k < 2 ? f8 : f16, k < 2 ? 8 : 16, one[k], &w);
            expectf(&c, one[k], 0, out[k], w);
        }
        /* f.s0 is the 1st element, f.s7 the 8th; x.sa the 11th, x.sf the 16th. */
        expectf(&c, "f.s7 is the 8th element", 0, out[1], f8[7]);
        expectf(&c, "x.sA is the 11th element", 0, out[3], f16[10]);
        expectf(&c, "x.sF is the 16th element", 0, out[5], f16[15]);
        float want[4];
        sel(f4, 4, "s0123", want);
        expectv(&c, "a.xyzw = f.s0123", out4, want, 4);
        sel(f16, 16, "sFEDC", want);
        expectv(&c, "x.sFEDC", out4 + 4, want, 4);
        sel(f16, 16, "S9b3D", want);
        expectv(&c, "x.S9b3D", out4 + 8, want, 4);
    }
    report(&c);

    BEGIN("1.1.7 .lo .hi .even .odd, several levels");
    {
        _Alignas(16) float f4[4], out4[8];
        _Alignas(32) float f8[8];
        _Alignas(8) float out2[12];
        for (int i = 0; i < 4; i++) f4[i] = 10.0f + (float)i;
        for (int i = 0; i < 8; i++) f8[i] = 20.0f + (float)i;
        halves(out2, out4, f4, f8);
        static const char *const names[4] = {"lo", "hi", "even", "odd"};
        static const char *const same[4] = {"xy", "zw", "xz", "yw"}; /* "returns vf.xy" ... */
        float want[4], alt[4];
        for (int k = 0; k < 4; k++) {
            sel(f4, 4, names[k], want);
            sel(f4, 4, same[k], alt);
            expectv(&c, names[k], out2 + 2 * k, want, 2);
            expectv(&c, same[k], out2 + 2 * k, alt, 2);
        }
        sel(f8, 8, "odd", want);
        expectv(&c, "float8 .odd", out4, want, 4);
        sel(f8, 8, "even", want);
        expectv(&c, "float8 .even", out4 + 4, want, 4);
        sel(f8, 8, "even.hi", want);
        expectv(&c, "vf.even.hi", out2 + 8, want, 2);
        sel(f8, 8, "odd.lo", want);
        expectv(&c, "vf.odd.lo", out2 + 10, want, 2);
    }
    report(&c);

    BEGIN("1.1.7 stereo interleave and deinterleave");
    {
        _Alignas(16) float in[8], lr[8];
        _Alignas(32) float inter[16];
        for (int i = 0; i < 8; i++) in[i] = (float)(i + 1) * (i < 4 ? 1.0f : -1.0f);
        for (int i = 0; i < 8; i++) inter[8 + i] = 0.5f * (float)i - 1.0f;
        stereo(inter, lr, in);
        float want[8] = {0};
        sel_assign(want, 8, "even", in);
        sel_assign(want, 8, "odd", in + 4);
        expectv(&c, "interleaved.even = left; interleaved.odd = right", inter, want, 8);
        for (int i = 0; i < 4; i++) {
            expectf(&c, "left sample i at 2i", i, inter[2 * i], in[i]);
            expectf(&c, "right sample i at 2i+1", i, inter[2 * i + 1], in[4 + i]);
        }
        sel(inter + 8, 8, "even", want);
        expectv(&c, "left = interleaved.even", lr, want, 4);
        sel(inter + 8, 8, "odd", want);
        expectv(&c, "right = interleaved.odd", lr + 4, want, 4);
    }
    report(&c);

    BEGIN("1.1.7 transpose a 4x4 matrix");
    {
        _Alignas(16) float g[16], m[16];
        for (int i = 0; i < 16; i++) m[i] = g[i] = (float)(i * 7 % 16) + 0.25f * (float)i;
        transpose_kernel(g);
        /* m[i] = { m[0][i], m[1][i], m[2][i], m[3][i] } */
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < 4; j++) expectf(&c, "m[i][j] = old m[j][i]", 4 * i + j, g[4 * i + j], m[4 * j + i]);
    }
    report(&c);

    BEGIN("1.1.7 float3 .lo/.hi/.even/.odd: w acts as an undefined lane");
    {
        _Alignas(8) float out[8];
        vec3_halves(out);
        const float vf[3] = {1.0f, 2.0f, 3.0f};
        float want[2];
        static const char *const names[4] = {"lo", "hi", "even", "odd"};
        for (int k = 0; k < 4; k++) {
            sel(vf, 3, names[k], want);
            expectv(&c, names[k], out + 2 * k, want, 2);
        }
        expectv(&c, "low = (1.0f, 2.0f)", out, (const float[]){1.0f, 2.0f}, 2);
        expectf(&c, "high = (3.0f, _undefined_)", 0, out[2], 3.0f);
        expectf(&c, "the undefined lane (oclc: 0)", 1, out[3], 0.0f);
    }
    report(&c);

    BEGIN("1.1.7 .rgba: the lanes of .xyzw, read and written");
    {
        _Alignas(16) float in[4] = {1.5f, -2.5f, 3.5f, -4.5f}, out[8];
        rgba(out, in);
        float want[4], v[4], ra[2] = {-1.0f, -2.0f};
        sel(in, 4, "abgr", want);
        expectv(&c, "v.abgr", out, want, 4);
        sel(in, 4, "wzyx", want);
        expectv(&c, "v.abgr == v.wzyx", out, want, 4);
        memcpy(v, in, sizeof v);
        sel_assign(v, 4, "ra", ra);
        float g;
        sel(v, 4, "g", &g);
        g += 10.0f;
        sel_assign(v, 4, "y", &g);
        expectv(&c, "v.ra = (-1, -2); v.g += 10", out + 4, v, 4);
    }
    report(&c);

    BEGIN("operators: -1/0 results, ?: on the sign bit, shift counts modulo 32");
    {
        _Alignas(16) int a[4] = {-5, 0, 1, -2147483647 - 1}, b[4] = {3, 33, -1, 0};
        _Alignas(16) float f[8] = {1.0f, NAN, -0.0f, 2.0f, 1.0f, NAN, 0.0f, 3.0f};
        _Alignas(16) int out[28];
        operators(out, a, b, f);
        for (int i = 0; i < 4; i++) {
            expecti(&c, "x < y", i, out[i], a[i] < b[i] ? -1 : 0);
            expecti(&c, "f0 == f1", i, out[4 + i], f[i] == f[4 + i] ? -1 : 0);
            expecti(&c, "x ? y : 7 (sign bit)", i, out[8 + i], a[i] < 0 ? b[i] : 7);
            expecti(&c, "x << y", i, out[12 + i], (int)((unsigned)a[i] << (b[i] & 31)));
            expecti(&c, "x >> 33", i, out[16 + i], a[i] >> (33 & 31));
            expecti(&c, "x && y", i, out[20 + i], a[i] && b[i] ? -1 : 0);
            expecti(&c, "!x", i, out[24 + i], !a[i] ? -1 : 0);
        }
    }
    report(&c);

    printf("vec-spec-examples: %d cases passed, %d failed\n", passed, failed);
    return failed != 0;
}
