/* The driver of run/stream-loops.cl: each loop's output against C's. */
#define _GNU_SOURCE
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void twice4(const float *x, float *o, int n);
void plus1(const float *x, float *o, int n);
void sat16(const float *x, signed char *o, int n);
void mask4(const float *x, const float *y, float *o, int n);
void in_place(float *y, int n);

/* The streaming sizes (32 MiB moved): 2^20 float4 (in and out), 2^22
 * floats, 419,431 float16 -> char16, 699,051 float4 x 3. */
#define BIG4  ((1 << 20) + 3)
#define BIG1  ((1 << 22) + 5)
#define BIG16 (419431 + 9)
#define BIGM  (699051 + 7)
#define SMALL 1000

static int cases, failed;

static float value(size_t i)
{
    /* Varied signs and magnitudes, a few specials. */
    uint32_t h = (uint32_t)i * 2654435761u;
    if (h % 997 == 0) return NAN;
    if (h % 991 == 0) return (h & 1) ? INFINITY : -INFINITY;
    return ((float)(h >> 8) / 65536.0f - 128.0f) * ((h & 3) ? 1.0f : 0.01f);
}

static float *floats(size_t n, size_t salt)
{
    float *p = aligned_alloc(64, (n * sizeof(float) + 63) / 64 * 64 + 64);
    if (!p) {
        printf("FAIL: out of memory\n");
        exit(1);
    }
    for (size_t i = 0; i < n; i++) p[i] = value(i + salt);
    return p;
}

static void same_bits(const char *what, const void *got, const void *want, size_t bytes)
{
    cases++;
    if (memcmp(got, want, bytes)) {
        const unsigned char *g = got, *w = want;
        size_t i = 0;
        while (g[i] == w[i]) i++;
        printf("FAIL: %s: byte %zu is 0x%02x, not 0x%02x\n", what, i, g[i], w[i]);
        failed++;
    }
}

static void check_twice4(int n, const char *what)
{
    float *x = floats(4 * (size_t)n, 1), *o = floats(4 * (size_t)n, 2), *r = malloc(16 * (size_t)n);
    for (size_t i = 0; i < 4 * (size_t)n; i++) r[i] = x[i] * 2.0f;
    twice4(x, o, n);
    same_bits(what, o, r, 16 * (size_t)n);
    free(x), free(o), free(r);
}

/* off: the output that many floats past its 64-byte alignment. */
static void check_plus1(int n, int off, const char *what)
{
    float *x = floats((size_t)n, 3), *o = floats((size_t)n + 16, 4), *r = malloc(4 * (size_t)n);
    for (size_t i = 0; i < (size_t)n; i++) r[i] = x[i] + 1.0f;
    float guard = o[off + n];
    plus1(x, o + off, n);
    same_bits(what, o + off, r, 4 * (size_t)n);
    cases++;
    if (memcmp(&o[off + n], &guard, 4)) printf("FAIL: %s: wrote past the end\n", what), failed++;
    free(x), free(o), free(r);
}

/* convert_char_sat of a float: toward zero, saturated, NaN 0. */
static signed char sat_char(float f)
{
    if (isnan(f)) return 0;
    if (f >= 127.0f) return 127;
    if (f <= -128.0f) return -128;
    return (signed char)truncf(f);
}

static void check_sat16(int n, const char *what)
{
    float *x = floats(16 * (size_t)n, 5);
    signed char *o = aligned_alloc(64, 16 * (size_t)n + 64), *r = malloc(16 * (size_t)n);
    for (size_t i = 0; i < 16 * (size_t)n; i++) r[i] = sat_char(x[i]);
    sat16(x, o, n);
    same_bits(what, o, r, 16 * (size_t)n);
    free(x), free(o), free(r);
}

static void check_mask4(int n, const char *what)
{
    float *x = floats(4 * (size_t)n, 6), *y = floats(4 * (size_t)n, 7), *o = floats(4 * (size_t)n, 8);
    float *r = malloc(16 * (size_t)n);
    /* all of x's bits where x < y (-0 stays -0), else +0 */
    for (size_t i = 0; i < 4 * (size_t)n; i++) r[i] = x[i] < y[i] ? x[i] : 0.0f;
    mask4(x, y, o, n);
    same_bits(what, o, r, 16 * (size_t)n);
    free(x), free(y), free(o), free(r);
}

static void check_in_place(int n, const char *what)
{
    float *y = floats(4 * (size_t)n, 9), *r = malloc(16 * (size_t)n);
    for (size_t i = 0; i < 4 * (size_t)n; i++) r[i] = y[i] * 0.5f;
    in_place(y, n);
    same_bits(what, y, r, 16 * (size_t)n);
    free(y), free(r);
}

/* Two threads, each twice4 over its half (each half streams). */
typedef struct Half {
    const float *x;
    float *o;
    int n;
} Half;

static void *run_half(void *p)
{
    Half *h = p;
    twice4(h->x, h->o, h->n);
    return NULL;
}

static void check_threads(void)
{
    int n = 2 * BIG4;
    float *x = floats(4 * (size_t)n, 10), *o = floats(4 * (size_t)n, 11), *r = malloc(16 * (size_t)n);
    for (size_t i = 0; i < 4 * (size_t)n; i++) r[i] = x[i] * 2.0f;
    Half h[2] = {{x, o, BIG4}, {x + 4 * (size_t)BIG4, o + 4 * (size_t)BIG4, BIG4}};
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        if (pthread_create(&t[i], NULL, run_half, &h[i])) printf("FAIL: pthread_create\n"), exit(1);
    for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
    same_bits("twice4 on two threads", o, r, 16 * (size_t)n);
    free(x), free(o), free(r);
}

int main(void)
{
    check_twice4(BIG4, "twice4, streamed");
    check_twice4(SMALL, "twice4, small");
    check_twice4(1, "twice4, one");
    check_twice4(0, "twice4, none");
    check_plus1(BIG1, 0, "plus1, streamed");
    check_plus1(BIG1, 1, "plus1, off the line");
    check_plus1(SMALL + 3, 0, "plus1, small");
    check_sat16(BIG16, "sat16, streamed");
    check_sat16(SMALL, "sat16, small");
    check_mask4(BIGM, "mask4, streamed");
    check_mask4(SMALL, "mask4, small");
    check_in_place(BIG4, "in_place");
    check_threads();
    printf("stream loops: %d cases, %d failed\n", cases, failed);
    return failed != 0;
}
