/*
 * The built-in functions on half (cl_khr_fp16), which oclc computes with
 * the float overload on the arguments extended to float and rounds to
 * half (codegen/cg_builtin.c), on every one of the 2^16 halves, against C's
 * libm in double rounded to half by a reference written here (the two
 * halves around the value, the tie to the even one).  Exactly rounded
 * functions must match bit for bit (sqrt, floor, ceil, trunc, rint,
 * round, fabs, copysign, fmin, fmax, ldexp, the relational functions);
 * the others must be within the half limits of OpenCL C 3.0 7.4 (the
 * largest listed here is 2 ulp; oclc must stay within 1).  Results of half
 * vectors (half4 sin, short4 isnan) too, and bitselect and select, which
 * move half bits as they are.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "bi_values.h"

#include "half_bits.h"

/* Distance in halves between two results (same sign, finite or not);
 * 1000 when they are of different kinds. */
static int ulps(uint16_t got, uint16_t want)
{
    int gn = (got & 0x7c00) == 0x7c00 && (got & 0x3ff), wn = (want & 0x7c00) == 0x7c00 && (want & 0x3ff);
    if (gn || wn) return gn == wn ? 0 : 1000;
    if (got == want) return 0;
    int g = got & 0x8000 ? -(got & 0x7fff) : got, w = want & 0x8000 ? -(want & 0x7fff) : want;
    return abs(g - w);
}

static double c_sinpi(double x) { return sin(M_PI * x); }
static double c_rsqrt(double x) { return 1 / sqrt(x); }

static const struct {
    const char *name;
    double (*ref)(double);
    int exact;
    int domain_lo_zero; /* reference is only meaningful for x >= 0 here */
} fns[] = {
    {"sqrt", sqrt, 1, 0}, {"floor", floor, 1, 0}, {"ceil", ceil, 1, 0},     {"trunc", trunc, 1, 0},
    {"rint", rint, 1, 0}, {"round", round, 1, 0}, {"fabs", fabs, 1, 0},     {"sin", sin, 0, 0},
    {"cos", cos, 0, 0},   {"tan", tan, 0, 0},     {"exp", exp, 0, 0},       {"exp2", exp2, 0, 0},
    {"log", log, 0, 0},   {"log2", log2, 0, 0},   {"log10", log10, 0, 0},   {"atan", atan, 0, 0},
    {"tanh", tanh, 0, 0}, {"cbrt", cbrt, 0, 0},   {"sinpi", c_sinpi, 0, 0}, {"rsqrt", c_rsqrt, 0, 0},
};
#define NFNS ((int)(sizeof fns / sizeof fns[0]))

int main(void)
{
    Src src = {0};
    for (int f = 0; f < NFNS; f++)
        src_printf(&src,
                   "kernel void k_%s(global half *o, global const half *in) {\n"
                   "  size_t i = get_global_id(0); o[i] = %s(in[i]); }\n",
                   fns[f].name, fns[f].name);
    src_printf(&src, "kernel void k_vec(global half4 *o, global short4 *r, global const half4 *in) {\n"
                     "  size_t i = get_global_id(0); o[i] = sin(in[i]);\n"
                     "  r[i] = isnan(in[i]) | (isless(in[i], (half4)0) << 1) | (signbit(in[i]) << 2); }\n"
                     "kernel void k_bits(global half *o, global const half *in) {\n"
                     "  size_t i = get_global_id(0); half x = in[i];\n"
                     "  o[2 * i] = bitselect(x, -x, as_half((ushort)0x8000));\n"
                     "  o[2 * i + 1] = select(x, (half)2.0h, (short)(i & 1)); }\n"
                     "kernel void k_two(global half *o, global int *n, global const half *in) {\n"
                     "  size_t i = get_global_id(0); half x = in[i];\n"
                     "  o[4 * i] = fmin(x, (half)1.5h); o[4 * i + 1] = fmax(x, -2.0h);\n"
                     "  o[4 * i + 2] = copysign(1.0h, x); o[4 * i + 3] = ldexp(x, -3);\n"
                     "  n[i] = isnan(x) + 2 * isinf(x) + 4 * isfinite(x) + 8 * isnormal(x)\n"
                     "         + 16 * (isnormal((half2)x).y == -1); }\n");
    oclc_program *p = api_build(src.p, NULL);
    free(src.p);
    uint16_t *in = api_alloc(65536 * 2), *out = api_alloc(65536 * 8);
    int16_t *rel = api_alloc(65536 * 2);
    int32_t *n = api_alloc(65536 * 4);
    for (int h = 0; h < 65536; h++) in[h] = (uint16_t)h;
    for (int f = 0; f < NFNS; f++) {
        char k[32];
        snprintf(k, sizeof k, "k_%s", fns[f].name);
        oclc_status s = run_kernel(p, k, 65536, 0, 2, (void *[]){out, in});
        CHECK(s == OCLC_SUCCESS, "%s: %s", k, oclc_program_log(p));
        int worst = 0, bad = 0;
        for (int h = 0; h < 65536 && s == OCLC_SUCCESS; h++) {
            uint16_t want = to_half(fns[f].ref(half_value((uint16_t)h)));
            int u = ulps(out[h], want);
            if (u > worst) worst = u;
            int ok = fns[f].exact ? u == 0 : u <= 1;
            if (ok || ++bad <= 5)
                CHECK(ok, "%s(half 0x%04x = %a) = 0x%04x, want 0x%04x", fns[f].name, h, half_value((uint16_t)h), out[h],
                      want);
        }
        printf("%s: worst %d ulp\n", fns[f].name, worst);
    }
    oclc_status s = run_kernel(p, "k_vec", 16384, 0, 3, (void *[]){out, rel, in});
    CHECK(s == OCLC_SUCCESS, "k_vec: %s", oclc_program_log(p));
    for (int h = 0; h < 65536 && s == OCLC_SUCCESS; h++) {
        double x = half_value((uint16_t)h);
        CHECK(ulps(out[h], to_half(sin(x))) <= 1, "sin4 lane 0x%04x", h);
        /* each relational lane is 0 or -1: OR-ing the shifted -1s gives all ones above the bit */
        int16_t w16 = (int16_t)((isnan(x) ? -1 : 0) | ((x < 0 ? -1 : 0) * 2) | ((signbit(x) ? -1 : 0) * 4));
        CHECK(rel[h] == w16, "relational lane 0x%04x = %d, want %d", h, rel[h], w16);
    }
    s = run_kernel(p, "k_bits", 65536, 0, 2, (void *[]){out, in});
    CHECK(s == OCLC_SUCCESS, "k_bits: %s", oclc_program_log(p));
    for (int h = 0; h < 65536 && s == OCLC_SUCCESS; h++) {
        CHECK(out[2 * h] == (h ^ 0x8000), "bitselect(0x%04x, -x, sign) = 0x%04x", h, out[2 * h]);
        CHECK(out[2 * h + 1] == ((h & 1) ? 0x4000 : h), "select(0x%04x, 2, %d) = 0x%04x", h, h & 1, out[2 * h + 1]);
    }
    s = run_kernel(p, "k_two", 65536, 0, 3, (void *[]){out, n, in});
    CHECK(s == OCLC_SUCCESS, "k_two: %s", oclc_program_log(p));
    for (int h = 0; h < 65536 && s == OCLC_SUCCESS; h++) {
        double x = half_value((uint16_t)h);
        uint16_t w[4] = {to_half(fmin(x, 1.5)), to_half(fmax(x, -2.0)), to_half(copysign(1.0, x)),
                         to_half(ldexp(x, -3))};
        for (int j = 0; j < 4; j++)
            CHECK(ulps(out[4 * h + j], w[j]) == 0, "k_two[%d](0x%04x) = 0x%04x", j, h, out[4 * h + j]);
        /* isnormal of half: its own range (a half subnormal is a normal double) */
        int normal = (h & 0x7c00) != 0 && (h & 0x7c00) != 0x7c00;
        CHECK(n[h] == (isnan(x) ? 1 : 0) + (isinf(x) ? 2 : 0) + (isfinite(x) ? 4 : 0) + 24 * normal,
              "classify 0x%04x: %d", h, n[h]);
    }
    free(in);
    free(out);
    free(rel);
    free(n);
    oclc_program_destroy(p);
    return test_summary();
}
