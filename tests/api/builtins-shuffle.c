/*
 * shuffle and shuffle2 (OpenCL C 3.0 6.15.12) for every element type and
 * every pair of input and result widths (2, 4, 8, 16), run through the API
 * and compared lane by lane with the spec's rule: result lane i is lane
 * mask[i] of x (of x and y side by side), of which only the low log2(m)
 * (log2(2m)) bits count.  The masks are random in every bit, so most
 * lanes have bits above those; a constant mask (one shufflevector after
 * optimization) is checked too.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: %t -O0 | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "bi_values.h"

#define ITEMS 48

static const int ws[] = {2, 4, 8, 16};

int main(int argc, char **argv)
{
    const char *opts = argc > 1 ? argv[1] : NULL;
    for (int t = 0; t < T_NTYPES; t++) {
        Ty u = ty[t].uns;
        Src src = {0};
        for (int a = 0; a < 4; a++)
            for (int b = 0; b < 4; b++) {
                int m = ws[a], n = ws[b];
                src_printf(
                    &src,
                    "kernel void s%d_%d(global %s *out, global const %s *x, global const %s *y, global const %s *k) {\n"
                    "  size_t i = get_global_id(0); out[i] = shuffle(x[i], k[i]); }\n"
                    "kernel void t%d_%d(global %s *out, global const %s *x, global const %s *y, global const %s *k) {\n"
                    "  size_t i = get_global_id(0); out[i] = shuffle2(x[i], y[i], k[i]); }\n",
                    m, n, tname((Ty)t, n), tname((Ty)t, m), tname((Ty)t, m), tname(u, n), m, n, tname((Ty)t, n),
                    tname((Ty)t, m), tname((Ty)t, m), tname(u, n));
            }
        src_printf(&src,
                   "kernel void constant_mask(global %s *out, global const %s *x) {\n"
                   "  size_t i = get_global_id(0); out[i] = shuffle(x[i], (%s)(7, 2, 1, 4)); }\n",
                   tname((Ty)t, 4), tname((Ty)t, 4), tname(u, 4));
        oclc_program *p = api_build(src.p, opts);
        free(src.p);
        int sz = ty[t].size;
        for (int a = 0; a < 4; a++)
            for (int b = 0; b < 4; b++)
                for (int two = 0; two < 2; two++) {
                    int m = ws[a], n = ws[b];
                    char *out = api_alloc((size_t)(ITEMS * n * sz)), *x = api_alloc((size_t)(ITEMS * m * sz));
                    char *y = api_alloc((size_t)(ITEMS * m * sz)), *k = api_alloc((size_t)(ITEMS * n * sz));
                    for (int i = 0; i < ITEMS * m * sz; i++) x[i] = (char)test_rand(), y[i] = (char)test_rand();
                    for (int i = 0; i < ITEMS * n * sz; i++) k[i] = (char)test_rand();
                    char kname[16];
                    snprintf(kname, sizeof kname, "%c%d_%d", two ? 't' : 's', m, n);
                    void *bufs[4] = {out, x, y, k};
                    oclc_status s = run_kernel(p, kname, ITEMS, 0, 4, bufs);
                    CHECK(s == OCLC_SUCCESS, "%s %s: %s", ty[t].name, kname, oclc_program_log(p));
                    for (int i = 0; i < ITEMS && s == OCLC_SUCCESS; i++)
                        for (int l = 0; l < n; l++) {
                            uint64_t mask = iget(u, k + (i * n + l) * sz).u;
                            int from = (int)(mask % (uint64_t)(two ? 2 * m : m));
                            const char *want = from < m ? x + (i * m + from) * sz : y + (i * m + from - m) * sz;
                            CHECK(!memcmp(out + (i * n + l) * sz, want, (size_t)sz),
                                  "%s(%s, mask %s) item %d lane %d: mask 0x%llx", two ? "shuffle2" : "shuffle",
                                  tname((Ty)t, m), tname(u, n), i, l, (unsigned long long)mask);
                        }
                    free(out), free(x), free(y), free(k);
                }
        char *out = api_alloc((size_t)(ITEMS * 4 * sz)), *x = api_alloc((size_t)(ITEMS * 4 * sz));
        for (int i = 0; i < ITEMS * 4 * sz; i++) x[i] = (char)test_rand();
        void *bufs[2] = {out, x};
        oclc_status s = run_kernel(p, "constant_mask", ITEMS, 0, 2, bufs);
        CHECK(s == OCLC_SUCCESS, "constant_mask: %s", oclc_program_log(p));
        static const int lanes[4] = {3, 2, 1, 0}; /* 7, 2, 1, 4 modulo 4 */
        for (int i = 0; i < ITEMS && s == OCLC_SUCCESS; i++)
            for (int l = 0; l < 4; l++)
                CHECK(!memcmp(out + (i * 4 + l) * sz, x + (i * 4 + lanes[l]) * sz, (size_t)sz),
                      "shuffle(%s4, constant mask) item %d lane %d", ty[t].name, i, l);
        free(out), free(x);
        oclc_program_destroy(p);
    }
    return test_summary();
}
