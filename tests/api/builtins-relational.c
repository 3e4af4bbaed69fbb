/*
 * The relational built-in functions of OpenCL C 3.0 6.15.6 on float and
 * double (codegen/cg_bi_relational.c), every width, run through the API
 * and compared with C's own comparisons and classification: 1 or 0 for a
 * scalar, -1 or 0 per lane of a vector (int, or long for double vectors);
 * the ordered comparisons false and isnotequal and isunordered true for
 * NaN operands.  The inputs pair every edge value (zeros of both signs,
 * the smallest normal and denormal, the largest finite, infinities, NaN)
 * with every other.  (select, bitselect, any, all: builtins.c.)
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: %t -O0 | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "bi_values.h"

#define ITEMS 320

static const struct {
    const char *name;
    int arity;
} fns[] = {
    {"isequal", 2},     {"isnotequal", 2},    {"isgreater", 2}, {"isgreaterequal", 2}, {"isless", 2},
    {"islessequal", 2}, {"islessgreater", 2}, {"isordered", 2}, {"isunordered", 2},    {"isfinite", 1},
    {"isinf", 1},       {"isnan", 1},         {"isnormal", 1},  {"signbit", 1},
};
#define NFNS ((int)(sizeof fns / sizeof *fns))

/* C's own comparisons and classification, on the type's own values (a
 * float denormal is a normal double). */
static int ref(Ty t, int f, double x, double y)
{
    if (t == T_FLOAT && f >= 9) {
        float fx = (float)x;
        switch (f) {
        case 9: return isfinite(fx) != 0;
        case 10: return isinf(fx) != 0;
        case 11: return isnan(fx) != 0;
        case 12: return isnormal(fx) != 0;
        default: return signbit(fx) != 0;
        }
    }
    switch (f) {
    case 0: return x == y;
    case 1: return x != y;
    case 2: return isgreater(x, y);
    case 3: return isgreaterequal(x, y);
    case 4: return isless(x, y);
    case 5: return islessequal(x, y);
    case 6: return islessgreater(x, y);
    case 7: return !isunordered(x, y);
    case 8: return isunordered(x, y);
    case 9: return isfinite(x) != 0;
    case 10: return isinf(x) != 0;
    case 11: return isnan(x) != 0;
    case 12: return isnormal(x) != 0;
    default: return signbit(x) != 0;
    }
}

int main(int argc, char **argv)
{
    const char *opts = argc > 1 ? argv[1] : NULL;
    for (Ty t = T_FLOAT; t <= T_DOUBLE; t++) {
        Src src = {0};
        for (int f = 0; f < NFNS; f++)
            for (int w = 0; w < NWIDTHS; w++) {
                int n = widths[w];
                const char *rt = n == 1 ? "int" : tname(t == T_FLOAT ? T_INT : T_LONG, n);
                src_printf(&src,
                           "kernel void k%d_%d(global %s *out, global const %s *a, global const %s *b) {\n"
                           "  size_t i = get_global_id(0);\n  out[i] = %s(a[i]%s);\n}\n",
                           f, n, rt, tname(t, n), tname(t, n), fns[f].name, fns[f].arity == 2 ? ", b[i]" : "");
            }
        oclc_program *p = api_build(src.p, opts);
        free(src.p);
        for (int f = 0; f < NFNS; f++)
            for (int w = 0; w < NWIDTHS; w++) {
                int n = widths[w], st = stride(n), lanes = ITEMS * st, sz = ty[t].size;
                Ty rt = n == 1 ? T_INT : t == T_FLOAT ? T_INT : T_LONG;
                void *bufs[3] = {api_alloc((size_t)lanes * (size_t)ty[rt].size), api_alloc((size_t)lanes * (size_t)sz),
                                 api_alloc((size_t)lanes * (size_t)sz)};
                for (int k = 0; k < ITEMS * n; k++) {
                    int i = k / n, l = k % n;
                    /* every pair of the 16 edge values, then random values */
                    fput(t, (char *)bufs[1] + (size_t)(i * st + l) * (size_t)sz,
                         fp_input(t, k < 256 ? k % 16 : 16 + k));
                    fput(t, (char *)bufs[2] + (size_t)(i * st + l) * (size_t)sz,
                         k < 256 ? fp_input(t, k / 16)
                                 : (k % 5 == 0 ? fget(t, (char *)bufs[1] + (size_t)(i * st + l) * (size_t)sz)
                                               : fp_input(t, 16 + k)));
                }
                char kname[24];
                snprintf(kname, sizeof kname, "k%d_%d", f, n);
                oclc_status s = run_kernel(p, kname, ITEMS, 0, 3, bufs);
                CHECK(s == OCLC_SUCCESS, "%s: %s", kname, oclc_program_log(p));
                for (int k = 0; k < ITEMS * n && s == OCLC_SUCCESS; k++) {
                    int i = k / n, l = k % n;
                    double x = fget(t, (char *)bufs[1] + (size_t)(i * st + l) * (size_t)sz);
                    double y = fget(t, (char *)bufs[2] + (size_t)(i * st + l) * (size_t)sz);
                    int64_t want = ref(t, f, x, y) ? (n == 1 ? 1 : -1) : 0;
                    int64_t got = iget(rt, (char *)bufs[0] + (size_t)(i * st + l) * (size_t)ty[rt].size).i;
                    CHECK(got == want, "%s(%s) item %d lane %d: (%a, %a) = %lld, want %lld", fns[f].name, tname(t, n),
                          i, l, x, y, (long long)got, (long long)want);
                }
                for (int b = 0; b < 3; b++) free(bufs[b]);
            }
        oclc_program_destroy(p);
    }
    return test_summary();
}
