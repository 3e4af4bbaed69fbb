/*
 * Stores that bypass the cache in big launches (codegen/cg_stream.c): the
 * kernels below write 32 MiB or more through one pointer, so their
 * vectorized stores are non-temporal where the address is on a 64-byte
 * line.  Their results must be the values this program computes in C
 * whatever the path: launches just above and below the threshold, an
 * output one element off the line (the ordinary stores), 2-D rows,
 * groups cut short, 1-, 4-, 8- and 32-byte work-items, and a second kernel
 * that reads a first one's output on the other threads at once (the
 * sfence each thread runs at the end of its share of a launch makes the
 * lines visible, runtime/ndrange.c).  A work-item that writes 16 bytes
 * (char16 from float16, which stays one work-item a trip) streams too,
 * its row a run of them, when the launch moves 32 MiB in and out and
 * the row is 1 KB or more.
 * tests/codegen/stream-stores.cl checks the lowering.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: env OCLC_NUM_THREADS=1 %t | FileCheck %s
 * RUN: env OCLC_NUM_THREADS=7 %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <math.h>

#include "api_test.h"

#define BIG_U32 ((32u << 20) / 4 + 4096) /* work-items: just past the threshold */

static const char *src = "kernel void mul(global const uint *x, global uint *o) {\n"
                         "  size_t i = get_global_id(0);\n"
                         "  o[i] = x[i] * 2654435761u + 7u;\n"
                         "}\n"
                         "kernel void mul2d(global const uint *x, global uint *o) {\n"
                         "  size_t i = get_global_id(1) * get_global_size(0) + get_global_id(0);\n"
                         "  o[i] = x[i] * 2654435761u + 7u;\n"
                         "}\n"
                         "kernel void twice8(global const float8 *x, global float8 *o) {\n"
                         "  size_t i = get_global_id(0);\n"
                         "  o[i] = x[i] * 2.0f;\n"
                         "}\n"
                         "kernel void less(global const double *x, global double *o) {\n"
                         "  size_t i = get_global_id(0);\n"
                         "  o[i] = x[i] - 1.5;\n"
                         "}\n"
                         "kernel void flip(global const uchar *x, global uchar *o) {\n"
                         "  size_t i = get_global_id(0);\n"
                         "  o[i] = x[i] ^ (uchar)0x5a;\n"
                         "}\n"
                         "kernel void sat16(global const float16 *x, global char16 *o) {\n"
                         "  size_t i = get_global_id(0);\n"
                         "  o[i] = convert_char16_sat(x[i] * 3.0f);\n"
                         "}\n"
                         /* reads what mul wrote, a group's worth at a time */
                         "kernel void sums(global const uint *o, global uint *s) {\n"
                         "  size_t g = get_global_id(0);\n"
                         "  uint t = 0;\n"
                         "  for (int k = 0; k < 64; k++) t += o[g * 64 + k];\n"
                         "  s[g] = t;\n"
                         "}\n";

static const size_t sizes2[2] = {8, 8};

static void run(oclc_program *p, const char *k, unsigned dim, const size_t *n, const size_t *l, const void *a,
                const void *b)
{
    const void *vals[2] = {a, b};
    oclc_status st = oclc_program_enqueue(p, k, dim, NULL, n, l, 2, sizes2, vals);
    CHECK(st == OCLC_SUCCESS, "%s: %s", k, oclc_status_string(st));
}

static size_t mul_wrong(const uint32_t *x, const uint32_t *o, size_t n)
{
    size_t bad = 0;
    for (size_t i = 0; i < n; i++) bad += o[i] != x[i] * 2654435761u + 7u;
    return bad;
}

static void test_u32(oclc_program *p)
{
    size_t cap = BIG_U32 + 64;
    uint32_t *x = api_alloc(cap * 4), *o = api_alloc(cap * 4);
    for (size_t i = 0; i < cap; i++) x[i] = (uint32_t)(i * 40503u) ^ 0x9e37u;

    size_t n = BIG_U32;
    run(p, "mul", 1, &n, NULL, &x, &o);
    CHECK(mul_wrong(x, o, n) == 0, "past the threshold: %zu wrong", mul_wrong(x, o, n));
    /* A second kernel reads it on every thread at once. */
    uint32_t *s = api_alloc(n / 64 * 4);
    size_t ng = n / 64;
    run(p, "sums", 1, &ng, NULL, &o, &s);
    size_t bad = 0;
    for (size_t g = 0; g < ng; g++) {
        uint32_t t = 0;
        for (int k = 0; k < 64; k++) t += x[g * 64 + k] * 2654435761u + 7u;
        bad += s[g] != t;
    }
    CHECK(bad == 0, "a second kernel reading the streamed output: %zu of %zu sums wrong", bad, ng);

    /* Off the line by one element: the ordinary stores. */
    memset(o, 0, cap * 4);
    uint32_t *o1 = o + 1;
    run(p, "mul", 1, &n, NULL, &x, &o1);
    CHECK(mul_wrong(x, o1, n) == 0 && o[0] == 0, "output off the line: %zu wrong", mul_wrong(x, o1, n));

    /* Below the threshold, and groups cut short (n not a multiple of 64). */
    memset(o, 0, cap * 4);
    n = BIG_U32 - 8192 - 13;
    size_t l = 64;
    run(p, "mul", 1, &n, &l, &x, &o);
    CHECK(mul_wrong(x, o, n) == 0 && o[n] == 0, "below the threshold, the last group short: %zu wrong",
          mul_wrong(x, o, n));
    memset(o, 0, cap * 4);
    n = BIG_U32 + 13;
    run(p, "mul", 1, &n, &l, &x, &o);
    CHECK(mul_wrong(x, o, n) == 0, "past it, the last group short: %zu wrong", mul_wrong(x, o, n));

    /* 2-D: rows of 4096 work-items. */
    memset(o, 0, cap * 4);
    size_t n2[2] = {4096, BIG_U32 / 4096}, l2[2] = {256, 4};
    run(p, "mul2d", 2, n2, l2, &x, &o);
    CHECK(mul_wrong(x, o, n2[0] * n2[1]) == 0, "2-D: %zu wrong", mul_wrong(x, o, n2[0] * n2[1]));
    free(x);
    free(o);
    free(s);
}

static void test_widths(oclc_program *p)
{
    /* float8: 32 bytes a work-item, 1 Mi work-items make 32 MiB. */
    size_t n8 = (1u << 20) + 512, bad = 0;
    float *x = api_alloc(n8 * 32), *o = api_alloc(n8 * 32);
    for (size_t i = 0; i < n8 * 8; i++) x[i] = (float)(i % 100003) - 5000.0f;
    run(p, "twice8", 1, &n8, NULL, &x, &o);
    for (size_t i = 0; i < n8 * 8; i++) bad += o[i] != x[i] * 2.0f;
    CHECK(bad == 0, "float8: %zu of %zu wrong", bad, n8 * 8);
    free(x);
    free(o);

    size_t nd = (4u << 20) + 100;
    double *dx = api_alloc(nd * 8), *dout = api_alloc(nd * 8);
    for (size_t i = 0; i < nd; i++) dx[i] = (double)(i % 77777);
    run(p, "less", 1, &nd, NULL, &dx, &dout);
    bad = 0;
    for (size_t i = 0; i < nd; i++) bad += dout[i] != dx[i] - 1.5;
    CHECK(bad == 0, "double: %zu of %zu wrong", bad, nd);
    free(dx);
    free(dout);

    size_t nc = (32u << 20) + 777;
    uint8_t *cx = api_alloc(nc), *co = api_alloc(nc);
    for (size_t i = 0; i < nc; i++) cx[i] = (uint8_t)(i * 31u >> 3);
    run(p, "flip", 1, &nc, NULL, &cx, &co);
    bad = 0;
    for (size_t i = 0; i < nc; i++) bad += co[i] != (uint8_t)(cx[i] ^ 0x5a);
    CHECK(bad == 0, "uchar: %zu of %zu wrong", bad, nc);
    free(cx);
    free(co);
}

/* convert_char16_sat's lane: toward zero, saturated, NaN 0. */
static int8_t sat8(float v)
{
    if (v != v) return 0;
    if (v >= 127.0f) return 127;
    if (v <= -128.0f) return -128;
    return (int8_t)(int)v;
}

static size_t sat16_wrong(const float *x, const int8_t *o, size_t n)
{
    size_t bad = 0;
    for (size_t i = 0; i < n * 16; i++) bad += o[i] != sat8(x[i] * 3.0f);
    return bad;
}

static void test_part_lines(oclc_program *p)
{
    /* 64 bytes in and 16 out a work-item: 419,431 of them move 32 MiB. */
    size_t cap = 419431 + 4096 + 64, n = 419431 + 4096, l = 64;
    float *x = api_alloc(cap * 64);
    int8_t *o = api_alloc(cap * 16);
    for (size_t i = 0; i < cap * 16; i++) x[i] = (float)(i % 1001) * 0.37f - 185.0f;
    x[5] = (float)NAN;
    run(p, "sat16", 1, &n, NULL, &x, &o);
    CHECK(sat16_wrong(x, o, n) == 0, "char16, past the threshold: %zu wrong", sat16_wrong(x, o, n));
    memset(o, 0x11, cap * 16);
    n = 419431 + 13;
    run(p, "sat16", 1, &n, &l, &x, &o);
    CHECK(sat16_wrong(x, o, n) == 0 && o[n * 16] == 0x11, "char16, past it, the last group short: %zu wrong",
          sat16_wrong(x, o, n));
    /* Rows of 8 work-items: too short to stream (the ordinary stores). */
    memset(o, 0x11, cap * 16);
    n = 419431 + 4096;
    size_t l8 = 8;
    run(p, "sat16", 1, &n, &l8, &x, &o);
    CHECK(sat16_wrong(x, o, n) == 0 && o[n * 16] == 0x11, "char16, short rows: %zu wrong", sat16_wrong(x, o, n));
    memset(o, 0x11, cap * 16);
    n = 419431 - 4096 - 13;
    run(p, "sat16", 1, &n, &l, &x, &o);
    CHECK(sat16_wrong(x, o, n) == 0 && o[n * 16] == 0x11, "char16, below the threshold: %zu wrong",
          sat16_wrong(x, o, n));
    free(x);
    free(o);
}

int main(void)
{
    oclc_program *p = api_build(src, "-cl-std=CL3.0");
    test_u32(p);
    test_widths(p);
    test_part_lines(p);
    oclc_program_destroy(p);
    return test_summary();
}
