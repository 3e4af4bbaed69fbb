/*
 * Float exp is inline IR where the CPU has FMA (codegen/cg_math.c,
 * exp_inline), SLEEF's expf_u10 step for step: its results must be SLEEF's
 * own, bit for bit, so that SLEEF's proven bound (1 ulp) and the sweep of
 * docs/math.md hold for it.  This runs exp of float, float8 and float16
 * through the JIT on every STRIDE-th float bit pattern (default 4093:
 * about a million inputs, every class: zeros, subnormals, the overflow and
 * underflow edges, infinities, NaNs) and compares each result with
 * libsleef's scalar function for the host: Sleef_expf1_u10purecfma with
 * FMA (the same polynomial as the vector variants), Sleef_expf1_u10purec
 * without (oclc then calls SLEEF).  NaN must be NaN.  `math-exp-bits 1`
 * is every one of the 2^32 inputs (docs/math.md); a second argument is
 * the build options (-cl-denorms-are-zero).
 *
 * RUN: %api-cc %s -o %t %api-ld -lsleef
 * RUN: %t | FileCheck %s
 * RUN: %t 4093 -cl-denorms-are-zero | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <math.h>
#include <stdbool.h>

#include "api_test.h"

float Sleef_expf1_u10purecfma(float);
float Sleef_expf1_u10purec(float);

static const char src[] =
    "kernel void e1(uint first, uint stride, global float *o) {\n"
    "  uint i = get_global_id(0);\n"
    "  o[i] = exp(as_float(first + i * stride));\n"
    "}\n"
    "kernel void e8(uint first, uint stride, global float8 *o) {\n"
    "  uint8 i = (uint8)(get_global_id(0) * 8) + (uint8)(0, 1, 2, 3, 4, 5, 6, 7);\n"
    "  o[get_global_id(0)] = exp(as_float8(first + i * stride));\n"
    "}\n"
    "kernel void e16(uint first, uint stride, global float16 *o) {\n"
    "  uint16 i = (uint16)(get_global_id(0) * 16) + (uint16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);\n"
    "  o[get_global_id(0)] = exp(as_float16(first + i * stride));\n"
    "}\n";

static float from_bits(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}
static uint32_t to_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

int main(int argc, char **argv)
{
    uint32_t stride = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 4093;
    const char *opts = argc > 2 ? argv[2] : "";
    if (!stride) stride = 1;
    __builtin_cpu_init();
    bool fma = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    float (*ref)(float) = fma ? Sleef_expf1_u10purecfma : Sleef_expf1_u10purec;
    oclc_set_num_threads(2);
    oclc_program *p = api_build(src, opts);
    enum { CHUNK = 1 << 22 };
    float *o = api_alloc(CHUNK * sizeof(float));
    uint64_t total = ((1ull << 32) + stride - 1) / stride;
    static const struct {
        const char *name;
        unsigned width;
    } forms[] = {{"e1", 1}, {"e8", 8}, {"e16", 16}};
    for (size_t f = 0; f < sizeof forms / sizeof *forms; f++) {
        long bad = 0;
        for (uint64_t k = 0; k < total; k += CHUNK) {
            size_t n = total - k < CHUNK ? (size_t)(total - k) : CHUNK;
            size_t global = (n + forms[f].width - 1) / forms[f].width;
            uint32_t first = (uint32_t)(k * stride);
            const void *args[3] = {&first, &stride, &o};
            oclc_status st =
                oclc_program_enqueue(p, forms[f].name, 1, NULL, &global, NULL, 3, (size_t[]){4, 4, sizeof o}, args);
            CHECK(st == OCLC_SUCCESS, "%s: %s\n%s", forms[f].name, oclc_status_string(st), oclc_program_log(p));
            for (size_t i = 0; i < n; i++) {
                float x = from_bits(first + (uint32_t)i * stride), want = ref(x), got = o[i];
                bool same = isnan(want) ? isnan(got) : to_bits(got) == to_bits(want);
                if (!same && ++bad <= 10)
                    printf("FAIL %s: exp(%a) = %a, SLEEF's %a\n", forms[f].name, (double)x, (double)got, (double)want);
            }
        }
        CHECK(bad == 0, "%s: %ld of %llu results differ from SLEEF's", forms[f].name, bad, (unsigned long long)total);
        printf("%s: %llu inputs, %ld differ\n", forms[f].name, (unsigned long long)total, bad);
    }
    oclc_program_destroy(p);
    free(o);
    return test_summary();
}
