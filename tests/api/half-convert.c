/*
 * half arithmetic (cl_khr_fp16) at run time, bit for bit against a
 * reference written here another way: a half's value is decoded with
 * ldexp, a real value is rounded to half by finding the two halves around
 * it (a binary search over the finite halves) and deciding by the mode,
 * the tie by the even significand; a value is rounded to an integer with
 * floor/ceil and the tie test, then clamped.
 *
 * half -> every type: every one of the 2^16 halves through convert_T,
 * convert_T_sat and each rounding mode, for char..ulong, float, double
 * (and half itself); a NaN gives 0 for integers.  The plain integer form
 * is the _sat form in oclc (never poison), so both read the same values.
 * Also a half8 and a half3 kernel, and C casts (round toward zero).
 *
 * every type -> half: char, uchar, short and ushort in full; int, uint,
 * long and ulong on every value in [-70000, 70000] (the overflow edge
 * 65504 / 65520 / 65536 inside) plus the extremes and random values;
 * float and double on the exact halves, the midpoints and their
 * neighbours for every exponent, the overflow edge, denormals, and random
 * bit patterns; doubles also a hair (2^-40) from the midpoints, which a
 * conversion rounding through float to nearest would get wrong.
 *
 * Arithmetic: + - * / and < on random pairs of halves (the exact result
 * in double rounded once: double has more than 2 x 11 + 2 bits), h
 * literals, and as_ushort/as_half.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: %t -O0 | FileCheck %s
 * A CPU without F16C or AVX512-FP16, where every conversion is a call to
 * libgcc, which the JIT must resolve (runtime/ndrange.c):
 * RUN: %t -mcpu=x86-64 | FileCheck %s
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

enum { RTE, RTZ, RTP, RTN };

/* x rounded to a half in mode rm; x is a real number held exactly (or, for
 * an integer beyond 2^53, far past the overflow edge either way). */
static uint16_t round_half(double x, int rm)
{
    if (isnan(x)) return 0x7e00;
    uint16_t sign = signbit(x) ? 0x8000 : 0;
    double a = fabs(x);
    if (isinf(a)) return sign | 0x7c00;
    unsigned lo = 0, hi = 0x7bff; /* lo: the largest finite half <= a */
    while (lo < hi) {
        unsigned mid = (lo + hi + 1) / 2;
        if (half_value((uint16_t)mid) <= a)
            lo = mid;
        else
            hi = mid - 1;
    }
    double vlo = half_value((uint16_t)lo), vhi = lo == 0x7bff ? 65536.0 : half_value((uint16_t)(lo + 1));
    if (a == vlo) return sign | (uint16_t)lo;
    int up;
    switch (rm) {
    case RTE: {
        double midpoint = (vlo + vhi) / 2;
        up = a > midpoint || (a == midpoint && (lo & 1));
        break;
    }
    case RTZ: up = 0; break;
    case RTP: up = !sign; break;
    default: up = sign != 0; break;
    }
    return sign | (uint16_t)(up ? lo + 1 : lo); /* 0x7bff + 1 is infinity */
}

/* The half value v (finite, integral or not) rounded to an integer by rm,
 * clamped to type t; NaN -> 0. */
static uint64_t round_int(double v, int rm, Ty t)
{
    if (isnan(v)) return 0;
    double f = floor(v), r;
    switch (rm) {
    case RTE: r = v - f > 0.5 || (v - f == 0.5 && fmod(f, 2) != 0) ? f + 1 : f; break;
    case RTZ: r = v < 0 ? ceil(v) : f; break;
    case RTP: r = ceil(v); break;
    default: r = f; break;
    }
    int bits = 8 * ty[t].size;
    if (ty[t].is_signed) {
        double mn = -ldexp(1, bits - 1), mx = ldexp(1, bits - 1) - 1;
        int64_t i = r <= mn ? (int64_t)mn : r >= mx ? (bits == 64 ? INT64_MAX : (int64_t)mx) : (int64_t)r;
        return (uint64_t)i & ty_mask(t);
    }
    if (r <= 0) return 0;
    if (r >= ldexp(1, bits)) return ty_mask(t);
    return (uint64_t)r;
}

static const char *const modes[5] = {"", "_rte", "_rtz", "_rtp", "_rtn"};

/* ---- half -> T ----------------------------------------------------------------- */

static void test_from_half(const char *opts)
{
    Src src = {0};
    for (Ty t = T_CHAR; t < T_NTYPES; t++)
        for (int sat = 0; sat < (ty[t].is_float ? 1 : 2); sat++)
            for (int md = 0; md < 5; md++)
                src_printf(&src,
                           "kernel void f_%s_%d_%d(global %s *o, global const half *in) {\n"
                           "  size_t i = get_global_id(0); o[i] = convert_%s%s%s(in[i]); }\n",
                           ty[t].name, sat, md, ty[t].name, ty[t].name, sat ? "_sat" : "", modes[md]);
    src_printf(&src, "kernel void f_half(global half *o, global const half *in) {\n"
                     "  size_t i = get_global_id(0); o[i] = convert_half_rtp(in[i]); }\n"
                     "kernel void f_int8(global int8 *o, global const half8 *in) {\n"
                     "  size_t i = get_global_id(0); o[i] = convert_int8_rte(in[i]); }\n"
                     "kernel void f_float3(global float3 *o, global const half3 *in) {\n"
                     "  size_t i = get_global_id(0); o[i] = convert_float3(in[i]); }\n"
                     "kernel void cast_short(global short *o, global const half *in) {\n"
                     "  size_t i = get_global_id(0); o[i] = (short)in[i]; }\n");
    oclc_program *p = api_build(src.p, opts);
    free(src.p);
    uint16_t *in = api_alloc(65536 * 2);
    for (int h = 0; h < 65536; h++) in[h] = (uint16_t)h;
    char *out = api_alloc(65536 * 8);
    for (Ty t = T_CHAR; t < T_NTYPES; t++)
        for (int sat = 0; sat < (ty[t].is_float ? 1 : 2); sat++)
            for (int md = 0; md < 5; md++) {
                char k[40];
                snprintf(k, sizeof k, "f_%s_%d_%d", ty[t].name, sat, md);
                void *bufs[2] = {out, in};
                oclc_status s = run_kernel(p, k, 65536, 0, 2, bufs);
                CHECK(s == OCLC_SUCCESS, "%s: %s", k, oclc_program_log(p));
                int bad = 0;
                for (int h = 0; h < 65536 && s == OCLC_SUCCESS && bad < 5; h++) {
                    double v = half_value((uint16_t)h);
                    const char *at = out + (size_t)h * (size_t)ty[t].size;
                    if (ty[t].is_float) {
                        double got = fget(t, at);
                        int ok = isnan(v) ? isnan(got) : got == v && signbit(got) == signbit(v);
                        bad += !ok;
                        CHECK(ok, "%s(half 0x%04x) = %a, want %a", k, h, got, v);
                    } else {
                        int rm = md == 0 ? RTZ : md - 1;
                        uint64_t got = 0, want = round_int(v, rm, t);
                        memcpy(&got, at, (size_t)ty[t].size);
                        bad += got != want;
                        CHECK(got == want, "%s(half 0x%04x = %a) = 0x%llx, want 0x%llx", k, h, v,
                              (unsigned long long)got, (unsigned long long)want);
                    }
                }
            }
    struct {
        const char *k;
        int size;
    } more[] = {{"f_half", 2}, {"f_int8", 4}, {"f_float3", 4}, {"cast_short", 2}};
    for (int c = 0; c < 4; c++) {
        size_t items = c == 1 ? 65536 / 8 : c == 2 ? 65536 / 4 : 65536; /* a half3 takes 4 halves */
        void *bufs[2] = {out, in};
        oclc_status s = run_kernel(p, more[c].k, items, 0, 2, bufs);
        CHECK(s == OCLC_SUCCESS, "%s: %s", more[c].k, oclc_program_log(p));
        for (size_t h = 0; h < 65536 && s == OCLC_SUCCESS; h++) {
            if (c == 2 && h % 4 == 3) continue; /* the 4th lane of a half3 */
            double v = half_value((uint16_t)h);
            if (c == 0) {
                uint16_t got = ((uint16_t *)out)[h];
                CHECK(half_is_nan((uint16_t)h) ? half_is_nan(got) : got == h, "f_half(0x%04zx) = 0x%04x", h, got);
            } else if (c == 1) {
                int32_t got = ((int32_t *)out)[h];
                CHECK((uint32_t)got == (uint32_t)round_int(v, RTE, T_INT), "f_int8(0x%04zx) = %d", h, got);
            } else if (c == 2) {
                float got = ((float *)out)[h];
                CHECK(isnan(v) ? isnan(got) : got == v, "f_float3(0x%04zx) = %a", h, got);
            } else {
                uint16_t got = ((uint16_t *)out)[h];
                CHECK(got == (uint16_t)round_int(v, RTZ, T_SHORT), "(short)(half 0x%04zx) = %d", h, (int16_t)got);
            }
        }
    }
    free(in);
    free(out);
    oclc_program_destroy(p);
}

/* ---- T -> half ----------------------------------------------------------------- */

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

static void make_fp_values(int dbl)
{
    nvalues = 0;
    for (int e = 0; e < 31; e++)
        for (int m = 0; m < 1024; m += (m < 4 || m > 1019) ? 1 : 37) {
            uint16_t h = (uint16_t)(e << 10 | m);
            double lo = half_value(h), hi = h == 0x7bff ? 65536.0 : half_value((uint16_t)(h + 1)), mid = (lo + hi) / 2;
            double cand[] = {lo,
                             mid,
                             nextafterf((float)mid, 0),
                             nextafterf((float)mid, INFINITY),
                             nextafterf((float)lo, INFINITY),
                             (lo + mid) / 2};
            for (int c = 0; c < 6; c++) {
                add(cand[c]);
                add(-cand[c]);
            }
            if (dbl) {
                double d[] = {nextafter(mid, 0), nextafter(mid, INFINITY), mid * (1 + 0x1p-40), mid * (1 - 0x1p-40)};
                for (int c = 0; c < 4; c++) {
                    add(d[c]);
                    add(-d[c]);
                }
            }
        }
    double specials[] = {65504.0, 65519.0, 65520.0, 65520.5,   65536.0,  1e6,     FLT_MAX,    INFINITY,
                         0.0,     0x1p-25, 0x1p-26, 0x1.8p-24, 0x1p-149, FLT_MIN, 0x1.ffep-15};
    for (size_t i = 0; i < sizeof specials / sizeof *specials; i++) {
        add(specials[i]);
        add(-specials[i]);
    }
    if (dbl) {
        double ds[] = {DBL_MAX, 0x1p-1074, DBL_MIN, 1e300, 65519.999999999, 65520.000000001, 0x1.0000000001p-25};
        for (size_t i = 0; i < sizeof ds / sizeof *ds; i++) {
            add(ds[i]);
            add(-ds[i]);
        }
    }
    add(NAN);
    for (int i = 0; i < 20000; i++) {
        uint64_t r = test_rand();
        uint32_t b = (uint32_t)(r >> 17);
        float f;
        memcpy(&f, &b, 4);
        add(f);
        add(ldexp((double)(r >> 11) / 9007199254740992.0, (int)(r % 44) - 28) * ((r & 1) ? -1 : 1));
    }
    if (!dbl)
        for (int i = 0; i < nvalues; i++) values[i] = (float)values[i];
}

static void make_int_values(Ty t)
{
    nvalues = 0;
    int bits = 8 * ty[t].size;
    if (bits <= 16) {
        for (uint64_t v = 0; v < (UINT64_C(1) << bits); v++) add((double)ival_of(t, v).i);
        return;
    }
    for (int64_t v = ty[t].is_signed ? -70000 : 0; v <= 70000; v++) add((double)v);
    (void)bits;
}

static void test_to_half(const char *opts)
{
    Src src = {0};
    for (Ty t = T_CHAR; t < T_NTYPES; t++)
        for (int md = 0; md < 5; md++)
            src_printf(&src,
                       "kernel void t_%s_%d(global half *o, global const %s *in) {\n"
                       "  size_t i = get_global_id(0); o[i] = convert_half%s(in[i]); }\n",
                       ty[t].name, md, ty[t].name, modes[md]);
    src_printf(&src, "kernel void t_float4(global half4 *o, global const float4 *in) {\n"
                     "  size_t i = get_global_id(0); o[i] = convert_half4_rtn(in[i]); }\n"
                     "kernel void cast_double(global half *o, global const double *in) {\n"
                     "  size_t i = get_global_id(0); o[i] = (half)in[i]; }\n"
                     "kernel void cast_long(global half *o, global const long *in) {\n"
                     "  size_t i = get_global_id(0); o[i] = (half)in[i]; }\n"
                     "kernel void cast_uint(global half *o, global const uint *in) {\n"
                     "  size_t i = get_global_id(0); o[i] = in[i]; }\n");
    oclc_program *p = api_build(src.p, opts);
    free(src.p);
    for (Ty t = T_CHAR; t < T_NTYPES; t++) {
        int isize = ty[t].size;
        uint64_t *ints = NULL;
        int nints = 0;
        if (ty[t].is_float) {
            make_fp_values(t == T_DOUBLE);
        } else {
            make_int_values(t);
            int extra = 0;
            ints = malloc(sizeof *ints * (size_t)(nvalues + 4096));
            for (int i = 0; i < nvalues; i++) ints[nints++] = (uint64_t)(int64_t)values[i];
            if (isize >= 4) {
                for (int k = 0; k < 64; k++) ints[nints++] = int_input(t, k);
                for (; extra < 3000; extra++) ints[nints++] = test_rand() >> (test_rand() % 64);
            }
        }
        int n = ty[t].is_float ? nvalues : nints;
        char *in = api_alloc((size_t)n * (size_t)isize);
        uint16_t *out = api_alloc((size_t)n * 2);
        for (int i = 0; i < n; i++) {
            if (ty[t].is_float)
                fput(t, in + (size_t)i * (size_t)isize, values[i]);
            else
                iput(t, in + (size_t)i * (size_t)isize, ints[i]);
        }
        int extra_kernel = t == T_FLOAT || t == T_DOUBLE || t == T_LONG || t == T_UINT;
        for (int md = 0; md < 5 + extra_kernel; md++) {
            char k[40];
            if (md == 5)
                snprintf(k, sizeof k, "%s%s", t == T_FLOAT ? "t_float4" : "cast_", t == T_FLOAT ? "" : ty[t].name);
            else
                snprintf(k, sizeof k, "t_%s_%d", ty[t].name, md);
            int rm = md == 5 ? (t == T_FLOAT ? RTN : RTE) : md == 0 ? RTE : md - 1;
            size_t items = md == 5 && t == T_FLOAT ? (size_t)n / 4 : (size_t)n;
            void *bufs[2] = {out, in};
            oclc_status s = run_kernel(p, k, items, 0, 2, bufs);
            CHECK(s == OCLC_SUCCESS, "%s: %s", k, oclc_program_log(p));
            int bad = 0;
            size_t lanes = md == 5 && t == T_FLOAT ? items * 4 : items;
            for (size_t i = 0; i < lanes && s == OCLC_SUCCESS && bad < 5; i++) {
                double x = ty[t].is_float    ? fget(t, in + i * (size_t)isize)
                           : ty[t].is_signed ? (double)ival_of(t, ints[i]).i
                                             : (double)ival_of(t, ints[i]).u;
                uint16_t want = round_half(x, rm), got = out[i];
                int ok = isnan(x) ? half_is_nan(got) : got == want;
                bad += !ok;
                CHECK(ok, "%s(%s %a) = 0x%04x, want 0x%04x", k, ty[t].name, x, got, want);
            }
        }
        free(in);
        free(out);
        free(ints);
    }
    free(values);
    oclc_program_destroy(p);
}

/* ---- arithmetic, literals, as_type ---------------------------------------------- */

static void test_arith(const char *opts)
{
    const char *src = "kernel void ops(global half *o, global int *lt, global const half2 *in) {\n"
                      "  size_t i = get_global_id(0); half a = in[i].x, b = in[i].y;\n"
                      "  o[4 * i] = a + b; o[4 * i + 1] = a - b; o[4 * i + 2] = a * b; o[4 * i + 3] = a / b;\n"
                      "  lt[i] = a < b; }\n"
                      "kernel void vops(global half4 *o, global const half4 *a, global const half4 *b) {\n"
                      "  size_t i = get_global_id(0); o[i] = a[i] * b[i] - 1.5h; }\n"
                      "kernel void args(global half *o, half a, half4 b) { o[0] = a; o[1] = b.w; o[2] = a * b.x; }\n"
                      "kernel void vls(global half *o, global const half *in) {\n"
                      "  size_t i = get_global_id(0); vstore3(vload3(i, in) * 2, i, o);\n"
                      "  vstore16(vload16(i, in + 1000) + (half)1, i, o + 1000); }\n"
                      "kernel void lits(global ushort *o) {\n"
                      "  o[0] = as_ushort(1.0h); o[1] = as_ushort(-0.1h); o[2] = as_ushort(65504.0h);\n"
                      "  o[3] = as_ushort(6.0e-8h); o[4] = as_ushort(70000.0h); o[5] = as_ushort(0x1.ffcp15H);\n"
                      "  o[6] = as_ushort(as_half((ushort)0x3555) + 0.0h); half2 h = as_half2(0x3c004000u);\n"
                      "  o[7] = as_ushort(h.x); o[8] = as_ushort(h.y); }\n";
    oclc_program *p = api_build(src, opts);
    enum { N = 200000 };
    uint16_t *in = api_alloc(N * 4), *out = api_alloc(N * 8);
    int32_t *lt = api_alloc(N * 4);
    for (int i = 0; i < 2 * N; i++) in[i] = (uint16_t)(i < 4096 ? (i * 977) & 0xffff : test_rand());
    void *bufs[3] = {out, lt, in};
    oclc_status s = run_kernel(p, "ops", N, 0, 3, bufs);
    CHECK(s == OCLC_SUCCESS, "ops: %s", oclc_program_log(p));
    int bad = 0;
    for (int i = 0; i < N && s == OCLC_SUCCESS && bad < 10; i++) {
        double a = half_value(in[2 * i]), b = half_value(in[2 * i + 1]);
        double r[4] = {a + b, a - b, a * b, a / b};
        static const char op[] = "+-*/";
        for (int k = 0; k < 4; k++) {
            uint16_t got = out[4 * i + k], want = round_half(r[k], RTE);
            int ok = isnan(r[k]) ? half_is_nan(got) : got == want;
            bad += !ok;
            CHECK(ok, "%a %c %a = 0x%04x, want 0x%04x", a, op[k], b, got, want);
        }
        CHECK(lt[i] == (a < b), "%a < %a = %d", a, b, lt[i]);
    }
    uint16_t *va = in, *vb = in + 4 * 1000;
    s = run_kernel(p, "vops", 1000, 0, 3, (void *[]){out, va, vb});
    CHECK(s == OCLC_SUCCESS, "vops: %s", oclc_program_log(p));
    for (int i = 0; i < 4000 && s == OCLC_SUCCESS; i++) {
        /* a * b rounds to half first, then - 1.5 rounds again */
        double m = half_value(round_half(half_value(va[i]) * half_value(vb[i]), RTE));
        uint16_t want = round_half(m - 1.5, RTE);
        CHECK(isnan(m - 1.5) ? half_is_nan(out[i]) : out[i] == want, "vops lane %d = 0x%04x, want 0x%04x", i, out[i],
              want);
    }
    /* vloadn/vstoren of half (3 halves apart for n = 3) */
    s = run_kernel(p, "vls", 40, 0, 2, (void *[]){out, in});
    CHECK(s == OCLC_SUCCESS, "vls: %s", oclc_program_log(p));
    for (int k = 0; k < 120 && s == OCLC_SUCCESS; k++) {
        uint16_t w3 = round_half(half_value(in[k]) * 2, RTE), w16 = round_half(half_value(in[1000 + k]) + 1, RTE);
        CHECK(half_is_nan(in[k]) ? half_is_nan(out[k]) : out[k] == w3, "vstore3(vload3 * 2) half %d", k);
        CHECK(half_is_nan(in[1000 + k]) ? half_is_nan(out[1000 + k]) : out[1000 + k] == w16, "vload16 + 1 half %d", k);
    }
    /* half and half4 arguments by value (2 and 8 bytes) */
    uint16_t ha = 0x4100, hb[4] = {0x3800, 0, 0, 0xc000};
    size_t one = 1, asz[3] = {sizeof(void *), 2, 8};
    const void *avals[3] = {&out, &ha, hb};
    s = oclc_program_enqueue(p, "args", 1, NULL, &one, NULL, 3, asz, avals);
    CHECK(s == OCLC_SUCCESS, "args: %s", oclc_program_log(p));
    CHECK(s != OCLC_SUCCESS || (out[0] == 0x4100 && out[1] == 0xc000 && out[2] == 0x3d00),
          "half arguments: 0x%04x 0x%04x 0x%04x", out[0], out[1], out[2]);
    s = run_kernel(p, "lits", 1, 0, 1, (void *[]){out});
    CHECK(s == OCLC_SUCCESS, "lits: %s", oclc_program_log(p));
    uint16_t want[9] = {0x3c00, round_half(-0.1, RTE), 0x7bff, round_half(6.0e-8, RTE), 0x7c00, 0x7bff, 0x3555, 0x4000,
                        0x3c00};
    for (int k = 0; k < 9 && s == OCLC_SUCCESS; k++)
        CHECK(out[k] == want[k], "literal %d: 0x%04x, want 0x%04x", k, out[k], want[k]);
    free(in);
    free(out);
    free(lt);
    oclc_program_destroy(p);
}

int main(int argc, char **argv)
{
    const char *opts = argc > 1 ? argv[1] : NULL;
    test_from_half(opts);
    test_to_half(opts);
    test_arith(opts);
    return test_summary();
}
