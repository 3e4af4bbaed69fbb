/*
 * Work-group loops widened across work-items (codegen/cg_widen.c): the
 * kernels of Inputs/widen-kernels.cl, each a block of lane-wise vector
 * code, run over NDRanges whose groups are not multiples of the widening
 * (1, 3, 7, 13 ... work-items, so the remainder loop runs after the wide
 * one, or alone), with global offsets, and every element compared with
 * the same computation in C; the guarded kernels with bounds before, in
 * and past each range, every element outside checked unwritten.  Where the host's vectors are at least twice
 * the widest of a kernel the program's IR must have a wide body (short2s
 * is 32 bits: every x86-64 CPU widens it).
 *
 * RUN: %api-cc %s -o %t %api-ld -lm
 * RUN: %t %S/Inputs/widen-kernels.cl | FileCheck %s
 * RUN: %t %S/Inputs/widen-kernels.cl -O0 | FileCheck %s --check-prefix=O0
 * RUN: env OCLC_NUM_THREADS=1 %t %S/Inputs/widen-kernels.cl | FileCheck %s
 * CHECK: widened: short2s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 * O0-NOT: widened:
 * O0-NOT: FAIL
 * O0: checks: {{[0-9]+}} passed, 0 failed
 */
#include <math.h>

#include "api_test.h"

#define MAXN 1100

static float fx[MAXN * 8], fy[MAXN * 8], fo[MAXN * 8];
static int32_t ix[MAXN * 4], iy[MAXN * 4], io[MAXN * 4];
static double dx[MAXN * 2], dd[MAXN * 2];
static int16_t sx[MAXN * 2], so[MAXN * 2];
static uint8_t bo[MAXN * 16];

static float rand_float(void)
{
    /* Mostly moderate values, some huge, negative zeros and NaNs. */
    uint64_t r = test_rand();
    switch (r % 16) {
    case 0: return -0.0f;
    case 1: return NAN;
    case 2: return (float)(int64_t)(r >> 20) * 1e20f;
    default: return (float)((int64_t)(r >> 32) % 200000) / 97.0f;
    }
}

static int32_t sat_rte(float v)
{
    if (v != v) return 0;
    if (v >= 2147483647.0f) return INT32_MAX;
    if (v <= -2147483648.0f) return INT32_MIN;
    return (int32_t)nearbyintf(v);
}

static uint32_t clz32(uint32_t v) { return v ? (uint32_t)__builtin_clz(v) : 32; }

/* Runs kernel k over n work-items from offset off in groups of local
 * (0: oclc's choice); args are buffer pointers, k_int an int argument
 * after them when has_int. */
static oclc_status run(oclc_program *p, const char *k, size_t off, size_t n, size_t local, int nbufs, void **bufs,
                       int has_int, int k_int)
{
    const void *vals[8];
    size_t sizes[8];
    for (int i = 0; i < nbufs; i++) {
        vals[i] = &bufs[i];
        sizes[i] = sizeof(void *);
    }
    if (has_int) {
        vals[nbufs] = &k_int;
        sizes[nbufs++] = sizeof k_int;
    }
    return oclc_program_enqueue(p, k, 1, &off, &n, local ? &local : NULL, (size_t)nbufs, sizes, vals);
}

static int same_float(float a, float b) { return (a != a && b != b) || memcmp(&a, &b, 4) == 0; }

int main(int argc, char **argv)
{
    const char *src = api_read_file(argc > 1 ? argv[1] : "widen-kernels.cl");
    oclc_program *p = api_build(src, argc > 2 ? argv[2] : NULL);
    char *ir = NULL;
    size_t irlen = 0;
    if (oclc_program_emit(p, OCLC_EMIT_LLVM_IR, &ir, &irlen) == OCLC_SUCCESS && ir) {
        static const char *const names[] = {"mask4",   "poly8",   "swiz4", "conv4",  "ints4",
                                            "bytes16", "short2s", "dbl2",  "viaint", "sin8"};
        for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
            char def[64];
            snprintf(def, sizeof def, "define void @__oclc_wg_%s(", names[i]);
            const char *f = strstr(ir, def), *end = f ? strstr(f, "\n}\n") : NULL;
            const char *wb = f ? strstr(f, "wide.body:") : NULL;
            if (wb && wb < end) printf("widened: %s\n", names[i]);
        }
        free(ir);
    }
    for (int i = 0; i < MAXN * 8; i++) fx[i] = rand_float(), fy[i] = rand_float();
    for (int i = 0; i < MAXN * 4; i++) ix[i] = (int32_t)test_rand(), iy[i] = (int32_t)test_rand();
    for (int i = 0; i < MAXN * 2; i++) dx[i] = (double)rand_float(), sx[i] = (int16_t)test_rand();

    static const size_t shapes[][3] = {/* offset, count, local (0: oclc's) */
                                       {0, 1, 0},   {0, 3, 3},    {5, 7, 7},    {0, 13, 13}, {2, 64, 0},
                                       {0, 99, 33}, {3, 1000, 0}, {0, 1001, 7}, {1, 30, 5},  {0, 1024, 256}};
    for (size_t s = 0; s < sizeof shapes / sizeof *shapes; s++) {
        size_t off = shapes[s][0], n = shapes[s][1], loc = shapes[s][2], lo = off, hi = off + n;
        oclc_status st;
#define SHAPE "offset %zu, %zu items, local %zu"
        /* mask4 */
        memset(fo, 0x55, sizeof fo);
        st = run(p, "mask4", off, n, loc, 3, (void *[]){fo, fx, fy}, 0, 0);
        CHECK(st == OCLC_SUCCESS, "mask4: %s", oclc_program_log(p));
        for (size_t i = 0; i < MAXN * 4; i++) {
            float want = fx[i] < fy[i] ? fx[i] : 0.0f;
            if (i / 4 < lo || i / 4 >= hi) {
                uint32_t u;
                memcpy(&u, &fo[i], 4);
                CHECK(u == 0x55555555u, "mask4 wrote outside its range at %zu (" SHAPE ")", i, off, n, loc);
            } else
                CHECK(same_float(fo[i], want), "mask4[%zu] = %a, want %a (" SHAPE ")", i, fo[i], want, off, n, loc);
        }
        /* poly8 */
        st = run(p, "poly8", off, n, loc, 2, (void *[]){fo, fx}, 0, 0);
        CHECK(st == OCLC_SUCCESS, "poly8: %s", oclc_program_log(p));
        for (size_t i = lo * 8; i < hi * 8 && st == OCLC_SUCCESS; i++) {
            float v = fx[i], want = fmaf(v, fmaf(v, 0.25f, -1.5f), 3.0f) / (fabsf(v) + 1.0f);
            CHECK(same_float(fo[i], want), "poly8[%zu] = %a, want %a (" SHAPE ")", i, fo[i], want, off, n, loc);
        }
        /* swiz4 */
        st = run(p, "swiz4", off, n, loc, 3, (void *[]){io, ix, iy}, 0, 0);
        CHECK(st == OCLC_SUCCESS, "swiz4: %s", oclc_program_log(p));
        for (size_t w = lo; w < hi && st == OCLC_SUCCESS; w++) {
            const int32_t *a = ix + w * 4, *b = iy + w * 4;
            uint32_t m[4] = {(uint32_t)b[0], (uint32_t)b[1], (uint32_t)a[2], (uint32_t)a[3]};
            const int32_t ab[8] = {a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]};
            static const int sh[4] = {7, 0, 5, 2};
            for (int l = 0; l < 4; l++) {
                uint32_t want = (uint32_t)a[3 - l] + m[l] * 3u - (uint32_t)ab[sh[l]];
                CHECK((uint32_t)io[w * 4 + l] == want, "swiz4 item %zu lane %d = %d, want %d (" SHAPE ")", w, l,
                      io[w * 4 + l], (int32_t)want, off, n, loc);
            }
        }
        /* conv4 */
        st = run(p, "conv4", off, n, loc, 2, (void *[]){io, fx}, 0, 0);
        CHECK(st == OCLC_SUCCESS, "conv4: %s", oclc_program_log(p));
        for (size_t i = lo * 4; i < hi * 4 && st == OCLC_SUCCESS; i++)
            CHECK(io[i] == sat_rte(fx[i] * 1000.0f), "conv4[%zu] = %d, want %d (" SHAPE ")", i, io[i],
                  sat_rte(fx[i] * 1000.0f), off, n, loc);
        /* ints4 */
        st = run(p, "ints4", off, n, loc, 3, (void *[]){io, ix, iy}, 0, 0);
        CHECK(st == OCLC_SUCCESS, "ints4: %s", oclc_program_log(p));
        for (size_t i = lo * 4; i < hi * 4 && st == OCLC_SUCCESS; i++) {
            uint32_t a = (uint32_t)ix[i], b = (uint32_t)iy[i], r = b & 31;
            uint32_t rot = r ? a << r | a >> (32 - r) : a;
            uint32_t sat = a + b < a ? UINT32_MAX : a + b, mx = a > b ? a : b;
            uint32_t want = (rot ^ clz32(a)) + (uint32_t)__builtin_popcount(b) + sat + mx - mx;
            CHECK((uint32_t)io[i] == want, "ints4[%zu] = %u, want %u (" SHAPE ")", i, (uint32_t)io[i], want, off, n,
                  loc);
        }
        /* bytes16 */
        st = run(p, "bytes16", off, n, loc, 2, (void *[]){bo, ix}, 0, 0);
        CHECK(st == OCLC_SUCCESS, "bytes16: %s", oclc_program_log(p));
        for (size_t i = lo * 16; i < hi * 16 && st == OCLC_SUCCESS; i++)
            CHECK(bo[i] == (uint8_t)(((const uint8_t *)ix)[i] + 1), "bytes16[%zu] (" SHAPE ")", i, off, n, loc);
        /* short2s */
        int k = (int)(s * 37 + 3);
        st = run(p, "short2s", off, n, loc, 2, (void *[]){so, sx}, 1, k);
        CHECK(st == OCLC_SUCCESS, "short2s: %s", oclc_program_log(p));
        for (size_t i = lo * 2; i < hi * 2 && st == OCLC_SUCCESS; i++) {
            int16_t want = (int16_t)(sx[i] * (int16_t)k + (i % 2 ? -1 : 1));
            CHECK(so[i] == want, "short2s[%zu] = %d, want %d (" SHAPE ")", i, so[i], want, off, n, loc);
        }
        /* dbl2 */
        st = run(p, "dbl2", off, n, loc, 2, (void *[]){dd, dx}, 0, 0);
        CHECK(st == OCLC_SUCCESS, "dbl2: %s", oclc_program_log(p));
        for (size_t i = lo * 2; i < hi * 2 && st == OCLC_SUCCESS; i++) {
            double want = sqrt(fabs(dx[i])) - dx[i ^ 1];
            CHECK((dd[i] != dd[i] && want != want) || memcmp(&dd[i], &want, 8) == 0,
                  "dbl2[%zu] = %a, want %a (" SHAPE ")", i, dd[i], want, off, n, loc);
        }
        /* viaint */
        st = run(p, "viaint", off, n, loc, 2, (void *[]){fo, fx}, 0, 0);
        CHECK(st == OCLC_SUCCESS, "viaint: %s", oclc_program_log(p));
        for (size_t i = lo * 4; i < hi * 4 && st == OCLC_SUCCESS; i++)
            CHECK(same_float(fo[i], fx[i] * 2.0f), "viaint[%zu] = %a, want %a (" SHAPE ")", i, fo[i], fx[i] * 2.0f, off,
                  n, loc);
        /* sin8: within sin's 4 ulp of the double result (the finite inputs) */
        st = run(p, "sin8", off, n, loc, 2, (void *[]){fo, fx}, 0, 0);
        CHECK(st == OCLC_SUCCESS, "sin8: %s", oclc_program_log(p));
        for (size_t i = lo * 8; i < hi * 8 && st == OCLC_SUCCESS; i++) {
            if (!isfinite(fx[i])) {
                CHECK(fo[i] != fo[i], "sin8[%zu] of %a = %a, want NaN (" SHAPE ")", i, fx[i], fo[i], off, n, loc);
                continue;
            }
            double want = sin((double)fx[i]);
            double ulp = fabs(want) < 0x1p-126 ? 0x1p-149 : ldexp(1.0, ilogb(want) - 23);
            CHECK(fabs((double)fo[i] - want) <= 4 * ulp, "sin8[%zu] of %a = %a, want %a (" SHAPE ")", i, fx[i], fo[i],
                  want, off, n, loc);
        }
        /* guarded and early: bounds through the range, before it and past it;
         * the work-items at or past the bound write nothing */
        const long bounds[] = {0, 1, (long)lo + 1, (long)(lo + n / 2), (long)(lo + n - 1), (long)hi, (long)hi + 5, -3};
        for (size_t bi = 0; bi < sizeof bounds / sizeof *bounds; bi++) {
            long bound = bounds[bi];
            memset(fo, 0x55, sizeof fo);
            st = run(p, "guarded", off, n, loc, 2, (void *[]){fo, fx}, 1, (int)(bound < 0 ? 0 : bound));
            CHECK(st == OCLC_SUCCESS, "guarded: %s", oclc_program_log(p));
            for (size_t i = 0; i < MAXN * 4 && st == OCLC_SUCCESS; i++) {
                size_t item = i / 4;
                int runs = item >= lo && item < hi && (long)item < (bound < 0 ? 0 : bound);
                uint32_t u;
                memcpy(&u, &fo[i], 4);
                if (runs)
                    CHECK(same_float(fo[i], fx[i] * 3.0f - 1.0f), "guarded[%zu] = %a, bound %ld (" SHAPE ")", i, fo[i],
                          bound, off, n, loc);
                else
                    CHECK(u == 0x55555555u, "guarded wrote %zu, bound %ld (" SHAPE ")", i, bound, off, n, loc);
            }
            memset(fo, 0x55, sizeof fo);
            st = run(p, "atmost", off, n, loc, 2, (void *[]){fo, fx}, 1, (int)(bound < 0 ? 0 : bound));
            CHECK(st == OCLC_SUCCESS, "atmost: %s", oclc_program_log(p));
            for (size_t i = 0; i < MAXN * 4 && st == OCLC_SUCCESS; i++) {
                size_t item = i / 4;
                int runs = item >= lo && item < hi && (long)item <= (bound < 0 ? 0 : bound);
                uint32_t u;
                memcpy(&u, &fo[i], 4);
                if (runs)
                    CHECK(same_float(fo[i], fx[i] - 0.5f), "atmost[%zu] = %a, bound %ld (" SHAPE ")", i, fo[i], bound,
                          off, n, loc);
                else
                    CHECK(u == 0x55555555u, "atmost wrote %zu, bound %ld (" SHAPE ")", i, bound, off, n, loc);
            }
            memset(fo, 0x55, sizeof fo);
            st = run(p, "early", off, n, loc, 2, (void *[]){fo, fx}, 1, (int)bound);
            CHECK(st == OCLC_SUCCESS, "early: %s", oclc_program_log(p));
            for (size_t i = 0; i < MAXN * 8 && st == OCLC_SUCCESS; i++) {
                size_t item = i / 8;
                int runs = item >= lo && item < hi && (long)item < bound;
                uint32_t u;
                memcpy(&u, &fo[i], 4);
                if (runs)
                    CHECK(same_float(fo[i], fmaf(fx[i], fx[i], 2.0f)), "early[%zu] = %a, bound %ld (" SHAPE ")", i,
                          fo[i], bound, off, n, loc);
                else
                    CHECK(u == 0x55555555u, "early wrote %zu, bound %ld (" SHAPE ")", i, bound, off, n, loc);
            }
        }
#undef SHAPE
    }
    oclc_program_destroy(p);
    return test_summary();
}
