/*
 * vload_half, vload_halfn, vloada_halfn, vstore_half, vstore_halfn and
 * vstorea_halfn (OpenCL C 3.0 6.15.7) in every width and rounding mode,
 * from float and from double (codegen/cg_bi_vector.c), run through the
 * API and compared bit for bit with a reference written here another way:
 * a half's value is decoded with ldexp, and a value is rounded by finding
 * the two halves around it (a binary search over the 63,488 finite
 * halves' values) and deciding by the mode, the tie by the even mantissa.
 *
 * Loads: every one of the 65,536 halves, in every width (vloada_half3
 * reads 4 halves apart), from global, constant, local and private memory;
 * a NaN loads as a NaN, everything else exactly.
 *
 * Stores: for each of the 32 exponents of half (denormals and the
 * overflow range included) and a set of mantissas, both signs: the exact
 * half, half-way to the next one, the neighbours of that midpoint (a
 * float or double ulp away), the value just above the half; then the
 * overflow threshold (65504, 65520, 65536), infinities, NaNs, zeros,
 * float and double denormals, and random values; doubles also a hair
 * (2^-40 relative) from the midpoints, which rounding through float
 * would get wrong.  Any NaN must store as a NaN.  Every float in every
 * mode: bench/half (docs/builtins.md).
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: %t -O0 | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "bi_values.h"

/* ---- the reference ------------------------------------------------------------ */

static double half_value(uint16_t h)
{
    int e = (h >> 10) & 31, m = h & 1023;
    double v = e == 31 ? (m ? NAN : INFINITY) : e == 0 ? ldexp(m, -24) : ldexp(1024 + m, e - 25);
    return (h & 0x8000) ? -v : v;
}

static int half_is_nan(uint16_t h) { return (h & 0x7c00) == 0x7c00 && (h & 0x3ff); }

/* |x| rounded to a half in mode rm (0 rte, 1 rtz, 2 rtp, 3 rtn), x a
 * real number exactly held in a double. */
static uint16_t round_half(double x, int rm)
{
    if (isnan(x)) return 0x7e00;
    uint16_t sign = signbit(x) ? 0x8000 : 0;
    double a = fabs(x);
    if (isinf(a)) return sign | 0x7c00;
    /* lo: the largest finite half <= a (0x7bff for anything larger) */
    unsigned lo = 0, hi = 0x7bff;
    while (lo < hi) {
        unsigned mid = (lo + hi + 1) / 2;
        if (half_value((uint16_t)mid) <= a)
            lo = mid;
        else
            hi = mid - 1;
    }
    double vlo = half_value((uint16_t)lo), vhi = lo == 0x7bff ? 65536.0 : half_value((uint16_t)(lo + 1));
    if (a == vlo) return sign | (uint16_t)lo;
    int up; /* the magnitude rounds up */
    switch (rm) {
    case 0: {
        double midpoint = (vlo + vhi) / 2; /* exact: 12 significant bits */
        up = a > midpoint || (a == midpoint && (lo & 1));
        break;
    }
    case 1: up = 0; break;
    case 2: up = !sign; break;
    default: up = sign != 0; break;
    }
    return sign | (uint16_t)(up ? lo + 1 : lo); /* 0x7bff + 1 is infinity */
}

/* ---- loads --------------------------------------------------------------------- */

static void test_loads(const char *opts)
{
    Src src = {0};
    for (int w = 0; w < NWIDTHS; w++) {
        int n = widths[w];
        const char *sfx = n == 1 ? "" : tname(T_INT, n) + 3; /* "", "2", ... */
        src_printf(&src,
                   "kernel void ld%d(global float%s *out, global const half *in) {\n"
                   "  size_t i = get_global_id(0); out[i] = vload_half%s(i, in); }\n"
                   "kernel void lda%d(global float%s *out, global const half *in) {\n"
                   "  size_t i = get_global_id(0); out[i] = vloada_half%s(i, in); }\n",
                   n, sfx, sfx, n, sfx, sfx);
    }
    src_printf(
        &src,
        "kernel void ld_constant(global float4 *out, constant half *in) {\n"
        "  size_t i = get_global_id(0); out[i] = vload_half4(i, in); }\n"
        "kernel void ld_local(global float8 *out, global const half *in, local half *tmp) {\n"
        "  size_t i = get_global_id(0), l = get_local_id(0);\n"
        "  for (int k = 0; k < 8; k++) ((local ushort *)tmp)[8 * l + k] = ((global const ushort *)in)[8 * i + k];\n"
        "  out[i] = vloada_half8(l, tmp); }\n"
        "kernel void ld_private(global float2 *out, global const half *in) {\n"
        "  size_t i = get_global_id(0); ushort tmp[3];\n"
        "  for (int k = 0; k < 2; k++) tmp[k + 1] = ((global const ushort *)in)[2 * i + k];\n"
        "  out[i] = vload_half2(0, (private half *)(tmp + 1)); }\n");
    oclc_program *p = api_build(src.p, opts);
    free(src.p);
    uint16_t *halves = api_alloc(65536 * 2);
    for (int h = 0; h < 65536; h++) halves[h] = (uint16_t)h;
    float *out = api_alloc(65536 * 4 * 2);
    const char *forms[] = {"ld", "lda"};
    for (int w = 0; w < NWIDTHS; w++)
        for (int a = 0; a < 2; a++) {
            int n = widths[w], m = a && n == 3 ? 4 : n, st = stride(n);
            size_t items = 65536 / (size_t)m;
            char kname[16];
            snprintf(kname, sizeof kname, "%s%d", forms[a], n);
            memset(out, 0, 65536 * 4 * 2);
            void *bufs[2] = {out, halves};
            oclc_status s = run_kernel(p, kname, items, 0, 2, bufs);
            CHECK(s == OCLC_SUCCESS, "%s: %s", kname, oclc_program_log(p));
            for (size_t i = 0; i < items && s == OCLC_SUCCESS; i++)
                for (int l = 0; l < n; l++) {
                    uint16_t h = (uint16_t)(i * (size_t)m + (size_t)l);
                    float got = out[i * (size_t)st + (size_t)l], want = (float)half_value(h);
                    int ok = half_is_nan(h) ? isnan(got) : memcmp(&got, &want, 4) == 0;
                    CHECK(ok, "%s: half 0x%04x loads as %a, want %a", kname, h, got, want);
                }
        }
    /* constant, local and private pointers */
    struct {
        const char *k;
        int n, st;
        size_t local_size;
    } more[] = {{"ld_constant", 4, 4, 0}, {"ld_local", 8, 8, 64}, {"ld_private", 2, 2, 0}};
    for (int c = 0; c < 3; c++) {
        size_t items = 65536 / (size_t)more[c].n;
        memset(out, 0, 65536 * 4 * 2);
        const void *vals[3] = {&out, &halves, NULL};
        size_t sizes[3] = {8, 8, 64 * 8 * 2};
        oclc_status s =
            oclc_program_enqueue(p, more[c].k, 1, NULL, &items, more[c].local_size ? &more[c].local_size : NULL,
                                 more[c].local_size ? 3 : 2, sizes, vals);
        CHECK(s == OCLC_SUCCESS, "%s: %s", more[c].k, oclc_program_log(p));
        for (size_t i = 0; i < items && s == OCLC_SUCCESS; i++)
            for (int l = 0; l < more[c].n; l++) {
                uint16_t h = (uint16_t)(i * (size_t)more[c].n + (size_t)l);
                float got = out[i * (size_t)more[c].st + (size_t)l], want = (float)half_value(h);
                CHECK(half_is_nan(h) ? isnan(got) : memcmp(&got, &want, 4) == 0, "%s: half 0x%04x loads as %a",
                      more[c].k, h, got);
            }
    }
    free(halves);
    free(out);
    oclc_program_destroy(p);
}

/* ---- stores ------------------------------------------------------------------------ */

static double *values;
static int nvalues, capvalues;

static void add(double v)
{
    if (nvalues == capvalues) {
        capvalues = capvalues ? 2 * capvalues : 4096;
        values = realloc(values, sizeof *values * (size_t)capvalues);
    }
    values[nvalues++] = v;
}

/* The values every store is tested with (see the top); `dbl` adds the
 * ones only a double holds. */
static void make_values(int dbl)
{
    nvalues = 0;
    static const int mants[] = {0, 1, 2, 3, 511, 512, 513, 1021, 1022, 1023};
    for (int e = 0; e < 31; e++)
        for (int k = 0; k < 14; k++) {
            int m = k < 10 ? mants[k] : (int)(test_rand() % 1024);
            uint16_t h = (uint16_t)(e << 10 | m);
            double lo = half_value(h), hi = h == 0x7bff ? 65536.0 : half_value((uint16_t)(h + 1)), mid = (lo + hi) / 2;
            double cand[] = {lo,
                             mid,
                             nextafterf((float)mid, 0),
                             nextafterf((float)mid, INFINITY),
                             nextafterf((float)lo, INFINITY),
                             (lo + mid) / 2,
                             (mid + hi) / 2};
            for (int c = 0; c < 7; c++) {
                add(cand[c]);
                add(-cand[c]);
            }
            if (dbl) {
                double d[] = {nextafter(mid, 0), nextafter(mid, INFINITY), mid * (1 + 0x1p-40), mid * (1 - 0x1p-40),
                              nextafter(lo, INFINITY)};
                for (int c = 0; c < 5; c++) {
                    add(d[c]);
                    add(-d[c]);
                }
            }
        }
    double specials[] = {65504.0,
                         65519.0,
                         65519.99,
                         65520.0,
                         65520.5,
                         65535.99,
                         65536.0,
                         1e6,
                         FLT_MAX,
                         INFINITY,
                         0.0,
                         0x1p-25,
                         nextafter(0x1p-25, 0),
                         nextafter(0x1p-25, 1),
                         0x1p-26,
                         0x1.8p-24,
                         0x1.8p-23,
                         0x1p-149,
                         0x1p-130,
                         FLT_MIN,
                         0x1p-15,
                         0x1.ffcp-15,
                         0x1.ffep-15,
                         0x1.fffp-15};
    for (size_t i = 0; i < sizeof specials / sizeof *specials; i++) {
        add(specials[i]);
        add(-specials[i]);
    }
    if (dbl) {
        double ds[] = {DBL_MAX, 0x1p-1074, DBL_MIN, 1e300, 1e-300, 65519.999999999, 65520.000000001};
        for (size_t i = 0; i < sizeof ds / sizeof *ds; i++) {
            add(ds[i]);
            add(-ds[i]);
        }
    }
    add(NAN);
    add(-NAN);
    float snan;
    uint32_t sb = 0x7f800001;
    memcpy(&snan, &sb, 4);
    add(snan);
    for (int i = 0; i < 1500; i++) {
        uint64_t r = test_rand();
        double v = ldexp((double)(r >> 11) / 9007199254740992.0, (int)(r % 50) - 30);
        add((r & 1) ? -v : v);
        uint32_t b = (uint32_t)(r >> 17);
        float f;
        memcpy(&f, &b, 4);
        add(f);
    }
    if (!dbl)
        for (int i = 0; i < nvalues; i++) values[i] = (float)values[i];
}

static const char *const modes[5] = {"", "_rte", "_rtz", "_rtp", "_rtn"};
static const int mode_rm[5] = {0, 0, 1, 2, 3};

static void test_stores(const char *opts)
{
    for (Ty t = T_FLOAT; t <= T_DOUBLE; t++) {
        Src src = {0};
        for (int md = 0; md < 5; md++)
            for (int w = 0; w < NWIDTHS; w++)
                for (int a = 0; a < 2; a++) {
                    int n = widths[w];
                    const char *sfx = n == 1 ? "" : tname(T_INT, n) + 3;
                    src_printf(&src,
                               "kernel void st%d_%d_%d(global half *out, global const %s *in) {\n"
                               "  size_t i = get_global_id(0); vstore%s_half%s%s(in[i], i, out); }\n",
                               md, n, a, tname(t, n), a ? "a" : "", sfx, modes[md]);
                }
        oclc_program *p = api_build(src.p, opts);
        free(src.p);
        make_values(t == T_DOUBLE);
        for (int md = 0; md < 5; md++)
            for (int w = 0; w < NWIDTHS; w++)
                for (int a = 0; a < 2; a++) {
                    int n = widths[w], m = a && n == 3 ? 4 : n, st = stride(n), sz = ty[t].size;
                    size_t items = (size_t)(nvalues + n - 1) / (size_t)n;
                    char *in = api_alloc(items * (size_t)st * (size_t)sz);
                    uint16_t *out = api_alloc(items * (size_t)m * 2 + 2);
                    for (size_t k = 0; k < items * (size_t)n; k++)
                        fput(t, in + ((k / (size_t)n) * (size_t)st + k % (size_t)n) * (size_t)sz,
                             values[k % (size_t)nvalues]);
                    for (size_t k = 0; k < items * (size_t)m + 1; k++) out[k] = 0xdead;
                    char kname[24];
                    snprintf(kname, sizeof kname, "st%d_%d_%d", md, n, a);
                    void *bufs[2] = {out, in};
                    oclc_status s = run_kernel(p, kname, items, 0, 2, bufs);
                    CHECK(s == OCLC_SUCCESS, "%s: %s", kname, oclc_program_log(p));
                    for (size_t i = 0; i < items && s == OCLC_SUCCESS; i++)
                        for (int l = 0; l < m; l++) {
                            uint16_t got = out[i * (size_t)m + (size_t)l];
                            if (l >= n) { /* vstorea_half3 leaves the 4th half */
                                CHECK(got == 0xdead, "%s wrote the padding half of item %zu", kname, i);
                                continue;
                            }
                            double x = fget(t, in + (i * (size_t)st + (size_t)l) * (size_t)sz);
                            uint16_t want = round_half(x, mode_rm[md]);
                            int ok = isnan(x) ? half_is_nan(got) : got == want;
                            CHECK(ok, "vstore%s_half%d%s(%s %a) = 0x%04x, want 0x%04x", a ? "a" : "", n, modes[md],
                                  ty[t].name, x, got, want);
                        }
                    CHECK(out[items * (size_t)m] == 0xdead, "%s wrote past its last half", kname);
                    free(in);
                    free(out);
                }
        oclc_program_destroy(p);
    }
    free(values);
}

int main(int argc, char **argv)
{
    const char *opts = argc > 1 ? argv[1] : NULL;
    test_loads(opts);
    test_stores(opts);
    return test_summary();
}
