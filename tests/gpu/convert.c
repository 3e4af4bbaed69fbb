/* The conversion set on the GPU against the CPU: every convert_ name (10
 * source x 10 destination types x {plain, _sat} for integer destinations x
 * {default, _rte, _rtz, _rtp, _rtn}) at every width (1, 2, 3, 4, 8, 16),
 * and every as_type between types and widths of one size, built from the
 * same generated source for the CPU (the JIT) and for the GPU, run on the
 * same inputs (each source type's edge values, then seeded random bit
 * patterns and random values around the integer ranges), and compared bit
 * for bit.  The CPU's conversions are checked against an exact reference by
 * tests/run/convert-matrix.cl; here the GPU must give the CPU's bits.  NaN
 * results are compared as NaNs (both NaN); a NaN whose payload differs is
 * counted on its own line, as OpenCL does not define payloads.
 *
 * Each kernel converts its whole input in one work-item, so it needs no
 * work-item function.  `gpu-convert 1 4` runs widths 1 and 4 only.
 *
 * Then double -> float in the three directed modes near and below FLT_MIN,
 * built with and without -cl-denorms-are-zero, against the host's own
 * conversion under fesetround (which shares nothing with oclc): exact,
 * or under the option a subnormal result flushed to a zero of its sign. */
#include <fenv.h>
#include <stdbool.h>
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>

#include "gpu_test.h"

enum { NTYPES = 10, N = 4096 };
static const char *const names[NTYPES] = {"char", "uchar", "short", "ushort", "int",
                                          "uint", "long",  "ulong", "float",  "double"};
static const int size_of[NTYPES] = {1, 1, 2, 2, 4, 4, 8, 8, 4, 8};
static const char *const rounds[] = {"", "_rte", "_rtz", "_rtp", "_rtn"};

/* Each source type's inputs, as bytes (N elements of its size). */
static unsigned char *inputs[NTYPES];

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static void put(int t, int *k, uint64_t bits)
{
    if (*k < N) memcpy(inputs[t] + (size_t)(*k)++ * size_of[t], &bits, size_of[t]); /* little-endian: the low bytes */
}

static void put_float(int *k, float f)
{
    uint32_t b;
    memcpy(&b, &f, 4);
    put(8, k, b);
}

static void put_double(int *k, double d)
{
    uint64_t b;
    memcpy(&b, &d, 8);
    put(9, k, b);
}

static void make_inputs(void)
{
    static const double bases[] = {0,
                                   0.25,
                                   0.5,
                                   1,
                                   1.5,
                                   2,
                                   2.5,
                                   3.5,
                                   100.5,
                                   126.5,
                                   127,
                                   127.5,
                                   128,
                                   128.5,
                                   254.5,
                                   255,
                                   255.5,
                                   256,
                                   32766.5,
                                   32767,
                                   32767.5,
                                   32768,
                                   32768.5,
                                   65534.5,
                                   65535,
                                   65535.5,
                                   65536,
                                   0x1p23,
                                   0x1p24,
                                   0x1p24 + 1,
                                   0x1p25,
                                   0x1p31 - 1,
                                   0x1p31 - 0.5,
                                   0x1p31,
                                   0x1p31 + 0.5,
                                   0x1p32 - 1,
                                   0x1p32 - 0.5,
                                   0x1p32,
                                   0x1p52,
                                   0x1p53,
                                   0x1p53 + 1,
                                   0x1p54,
                                   0x1p62,
                                   0x1p63,
                                   0x1p63 + 0x1p40,
                                   0x1p64,
                                   0x1p64 - 0x1p40,
                                   0x1p65,
                                   0x1p100,
                                   0x1p127,
                                   FLT_MAX,
                                   0x1p-126,
                                   0x1p-149,
                                   1e39,
                                   DBL_MAX,
                                   0x1p-1022,
                                   0x1p-1074,
                                   1 + 0x1p-24,
                                   1 + 0x3p-24,
                                   0x3p-150,
                                   0x1p-150,
                                   0.1,
                                   1e-300,
                                   0x1.fffffep127 + 0x1p103};
    for (int t = 0; t < NTYPES; t++) {
        /* aligned as OpenCL's buffers are: a CPU kernel may load a
         * double16 with one aligned instruction */
        inputs[t] = aligned_alloc(128, (size_t)N * size_of[t]);
        int k = 0;
        if (t < 8) {
            int bits = size_of[t] * 8;
            for (int s = 0; s < bits; s++) {
                uint64_t p = 1ull << s;
                put(t, &k, p);
                put(t, &k, p - 1);
                put(t, &k, p + 1);
                put(t, &k, -p);
                put(t, &k, -p - 1);
            }
            put(t, &k, 0);
            put(t, &k, ~0ull);
        } else {
            for (size_t i = 0; i < sizeof bases / sizeof *bases; i++)
                for (int sign = 0; sign < 2; sign++) {
                    double v = sign ? -bases[i] : bases[i];
                    if (t == 8) {
                        float f = (float)v;
                        put_float(&k, f);
                        put_float(&k, nextafterf(f, INFINITY));
                        put_float(&k, nextafterf(f, -INFINITY));
                    } else {
                        put_double(&k, v);
                        put_double(&k, nextafter(v, INFINITY));
                        put_double(&k, nextafter(v, -INFINITY));
                    }
                }
            if (t == 8) {
                static const uint32_t special[] = {0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000,
                                                   0x7f800001, 0x7fc12345, 0x80000000, 0x00000001};
                for (size_t i = 0; i < sizeof special / sizeof *special; i++) put(t, &k, special[i]);
            } else {
                static const uint64_t special[] = {0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000,
                                                   0xfff8000000000000, 0x7ff0000000000001, 0x7ff8123456789abc,
                                                   0x8000000000000000, 0x0000000000000001};
                for (size_t i = 0; i < sizeof special / sizeof *special; i++) put(t, &k, special[i]);
            }
        }
        /* Then random: half bit patterns, half values near the integer
         * ranges with fractions (where rounding and saturation decide). */
        while (k < N) {
            uint64_t r = next();
            if (t < 8 || k % 2) {
                put(t, &k, r);
            } else {
                double v = (double)(int64_t)(r >> (r % 60)) / (double)(1ull << (next() % 12));
                if (t == 8)
                    put_float(&k, (float)v);
                else
                    put_double(&k, v);
            }
        }
    }
}

static int stride_of(int w) { return w == 3 ? 4 : w; }

static const char *vec(int t, int w)
{
    static char buf[8][32];
    static int slot;
    char *b = buf[slot++ % 8];
    if (w == 1)
        snprintf(b, 32, "%s", names[t]);
    else
        snprintf(b, 32, "%s%d", names[t], w);
    return b;
}

typedef struct Kernel {
    char name[32];
    int src, dst, w_src, w_dst;
} Kernel;

static Kernel *kernels;
static int nkernels;
static char *source;
static size_t source_len, source_cap;

static void emit(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void emit(const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int n = vsnprintf(source + source_len, source_cap - source_len, fmt, ap);
        va_end(ap);
        if ((size_t)n < source_cap - source_len) {
            source_len += (size_t)n;
            return;
        }
        source_cap = source_cap * 2 + (size_t)n + 4096;
        source = realloc(source, source_cap);
    }
}

/* The program of every convert_ name from source type `from` at width w
 * (w 0: every as_type from it).  One program per source type: the CPU's
 * JIT compiles a program's kernels in parts whose cost grows with the
 * program, so ten programs of 90 kernels build far faster than one of
 * 900. */
static void generate(int w, int from)
{
    source_len = 0;
    nkernels = 0;
    emit("#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n");
    for (int s = from; s == from; s++)
        for (int d = 0; d < NTYPES; d++) {
            if (w) {
                for (int sat = 0; sat < (d < 8 ? 2 : 1); sat++)
                    for (int r = 0; r < 5; r++) {
                        Kernel *k = &kernels[nkernels++];
                        snprintf(k->name, sizeof k->name, "c%d_%d_%d_%d", s, d, sat, r);
                        k->src = s, k->dst = d, k->w_src = k->w_dst = w;
                        emit("kernel void %s(global const %s *in, global %s *out, uint n) "
                             "{ for (uint i = 0; i < n; i++) out[i] = convert_%s%s%s(in[i]); }\n",
                             k->name, vec(s, w), vec(d, w), vec(d, w), sat ? "_sat" : "", rounds[r]);
                    }
            } else {
                static const int widths[] = {1, 2, 4, 8, 16};
                for (int i = 0; i < 5; i++)
                    for (int j = 0; j < 5; j++) {
                        int ws = widths[i], wd = widths[j];
                        if (size_of[s] * ws != size_of[d] * wd || (s == d && ws == wd)) continue;
                        Kernel *k = &kernels[nkernels++];
                        snprintf(k->name, sizeof k->name, "a%d_%d_%d_%d", s, d, ws, wd);
                        k->src = s, k->dst = d, k->w_src = ws, k->w_dst = wd;
                        emit("kernel void %s(global const %s *in, global %s *out, uint n) "
                             "{ for (uint i = 0; i < n; i++) out[i] = as_%s(in[i]); }\n",
                             k->name, vec(s, ws), vec(d, wd), vec(d, wd));
                    }
            }
        }
}

static int is_nan(int t, const unsigned char *p)
{
    if (t == 8) {
        float f;
        memcpy(&f, p, 4);
        return isnan(f);
    }
    if (t == 9) {
        double d;
        memcpy(&d, p, 8);
        return isnan(d);
    }
    return 0;
}

static long long values, payloads;
static int kernels_failed, kernels_run;

static void run_program(unsigned gpu, int w, int from)
{
    generate(w, from);
    oclc_program *cpu = build_for(0, source, NULL);
    /* A program the GPU's build refuses fails its kernels, and the test
     * goes on with the next program. */
    oclc_program *gp = oclc_program_create(source, source_len, "gpu.cl");
    oclc_program_set_device(gp, gpu);
    oclc_status bst = oclc_program_build(gp, NULL);
    if (bst != OCLC_SUCCESS) {
        printf("FAIL: the GPU's build of the %d kernels from %s at width %d: %s\n%.2000s\n", nkernels, names[from], w,
               oclc_status_string(bst), oclc_program_log(gp));
        kernels_run += nkernels;
        kernels_failed += nkernels;
        oclc_program_destroy(gp);
        oclc_program_destroy(cpu);
        return;
    }
    oclc_buffer *gin[NTYPES], *gout = buffer_or_exit(gpu, (size_t)N * 8);
    for (int t = 0; t < NTYPES; t++) {
        gin[t] = buffer_or_exit(gpu, (size_t)N * size_of[t]);
        oclc_buffer_write(gin[t], 0, (size_t)N * size_of[t], inputs[t]);
    }
    unsigned char *cpu_out = aligned_alloc(128, (size_t)N * 8), *gpu_out = malloc((size_t)N * 8);
    for (int i = 0; i < nkernels; i++) {
        Kernel *k = &kernels[i];
        int ss = stride_of(k->w_src), ds = stride_of(k->w_dst);
        uint32_t n = (uint32_t)(N / ss);
        size_t bytes = (size_t)n * ds * size_of[k->dst], one = 1;
        memset(cpu_out, 0xAB, bytes);
        oclc_buffer_fill(gout, "\xAB", 1, 0, bytes);
        const void *in_ptr = inputs[k->src];
        void *out_ptr = cpu_out;
        const void *cargs[] = {&in_ptr, &out_ptr, &n};
        size_t csizes[] = {sizeof in_ptr, sizeof out_ptr, sizeof n};
        oclc_status st = oclc_program_enqueue(cpu, k->name, 1, NULL, &one, NULL, 3, csizes, cargs);
        const void *gargs[] = {&gin[k->src], &gout, &n};
        size_t gsizes[] = {sizeof gin[0], sizeof gout, sizeof n};
        oclc_status gst = oclc_program_enqueue(gp, k->name, 1, NULL, &one, NULL, 3, gsizes, gargs);
        kernels_run++;
        if (st != OCLC_SUCCESS || gst != OCLC_SUCCESS) {
            kernels_failed++;
            printf("FAIL %s: CPU %s, GPU %s\n%s%s", k->name, oclc_status_string(st), oclc_status_string(gst),
                   oclc_program_log(cpu), oclc_program_log(gp));
            continue;
        }
        oclc_buffer_read(gout, 0, bytes, gpu_out);
        int bad = 0, lanes = k->w_dst == 3 ? 3 : ds, esz = size_of[k->dst];
        for (uint32_t v = 0; v < n; v++)
            for (int l = 0; l < lanes; l++) {
                const unsigned char *a = cpu_out + ((size_t)v * ds + l) * esz,
                                    *b = gpu_out + ((size_t)v * ds + l) * esz;
                values++;
                if (!memcmp(a, b, esz)) continue;
                if (is_nan(k->dst, a) && is_nan(k->dst, b)) {
                    payloads++;
                    continue;
                }
                if (++bad <= 3) {
                    uint64_t in_bits = 0, ca = 0, gb = 0;
                    memcpy(&in_bits,
                           inputs[k->src] + ((size_t)v * ss + (k->w_src == k->w_dst ? l : 0)) * size_of[k->src],
                           size_of[k->src]);
                    memcpy(&ca, a, esz);
                    memcpy(&gb, b, esz);
                    printf("FAIL %s (%s -> %s): vector %u lane %d (input bits 0x%llx): CPU 0x%llx, GPU 0x%llx\n",
                           k->name, vec(k->src, k->w_src), vec(k->dst, k->w_dst), v, l, (unsigned long long)in_bits,
                           (unsigned long long)ca, (unsigned long long)gb);
                }
            }
        if (bad) kernels_failed++;
    }
    for (int t = 0; t < NTYPES; t++) oclc_buffer_destroy(gin[t]);
    oclc_buffer_destroy(gout);
    free(cpu_out);
    free(gpu_out);
    oclc_program_destroy(cpu);
    oclc_program_destroy(gp);
}

/* double -> float rounded up, down and toward zero on doubles around
 * FLT_MIN, the largest subnormal, the midpoints between subnormals and
 * below the smallest, and random ones between 2^-160 and 2^-120. */
static void narrowing(unsigned gpu, bool daz)
{
    enum { M = 1 << 15 };
    static double x[M];
    static float got[M];
    static const double anchors[] = {0x1p-126,
                                     0x1p-126 - 0x1p-149,
                                     0x1p-126 - 0x1p-150,
                                     0x1p-126 - 0x3p-150,
                                     0x1p-149,
                                     0x3p-150,
                                     0x1p-150,
                                     0x1p-151,
                                     0x5p-150,
                                     0x1p-125,
                                     0x1p-127};
    int k = 0;
    for (size_t a = 0; a < sizeof anchors / sizeof *anchors; a++)
        for (int sign = 0; sign < 2; sign++) {
            double v = sign ? -anchors[a] : anchors[a], up = v, down = v;
            x[k++] = v;
            for (int j = 0; j < 8; j++) {
                up = nextafter(up, INFINITY);
                down = nextafter(down, -INFINITY);
                x[k++] = up;
                x[k++] = down;
            }
        }
    while (k < M) {
        uint64_t r = next();
        x[k++] = ldexp((double)(r >> 11) / 0x1p53 + 1, -120 - (int)(next() % 41)) * (r & 1 ? -1 : 1);
    }
    static const char *const modes[] = {"rtp", "rtn", "rtz"};
    static const int fe[] = {FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO};
    char src[512];
    snprintf(src, sizeof src,
             "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
             "kernel void rtp(global const double *x, global float *y) { y[get_global_id(0)] = "
             "convert_float_rtp(x[get_global_id(0)]); }\n"
             "kernel void rtn(global const double *x, global float *y) { y[get_global_id(0)] = "
             "convert_float_rtn(x[get_global_id(0)]); }\n"
             "kernel void rtz(global const double *x, global float *y) { y[get_global_id(0)] = "
             "convert_float_rtz(x[get_global_id(0)]); }\n");
    oclc_program *p = build_for(gpu, src, daz ? "-cl-denorms-are-zero" : NULL);
    oclc_buffer *bx = buffer_or_exit(gpu, sizeof x), *by = buffer_or_exit(gpu, sizeof got);
    oclc_buffer_write(bx, 0, sizeof x, x);
    for (int m = 0; m < 3; m++) {
        size_t n = M;
        const void *args[] = {&bx, &by};
        size_t sizes[] = {sizeof bx, sizeof by};
        oclc_status st = oclc_program_enqueue(p, modes[m], 1, NULL, &n, NULL, 2, sizes, args);
        CHECK(st == OCLC_SUCCESS, "convert_float_%s(double)%s: %s %s", modes[m], daz ? " (-cl-denorms-are-zero)" : "",
              oclc_status_string(st), oclc_program_log(p));
        oclc_buffer_read(by, 0, sizeof got, got);
        int bad = 0, flushed = 0;
        fesetround(fe[m]);
        for (int i = 0; i < M; i++) {
            volatile double in = x[i];
            volatile float want = (float)in;
            uint32_t w, g;
            float wv = want;
            memcpy(&w, &wv, 4);
            memcpy(&g, &got[i], 4);
            if (w == g) continue;
            if (daz && fpclassify(wv) == FP_SUBNORMAL && g == (w & 0x80000000u)) {
                flushed++;
                continue;
            }
            if (++bad <= 3)
                printf("FAIL convert_float_%s(%a)%s: %a (0x%08x), the host's %a (0x%08x)\n", modes[m], x[i],
                       daz ? " (-cl-denorms-are-zero)" : "", (double)got[i], g, (double)wv, w);
        }
        fesetround(FE_TONEAREST);
        CHECK(bad == 0, "convert_float_%s(double)%s: %d of %d wrong", modes[m], daz ? " (-cl-denorms-are-zero)" : "",
              bad, M);
        printf("convert_float_%s(double)%s: %d values near FLT_MIN, %d flushed\n", modes[m],
               daz ? " under -cl-denorms-are-zero" : "", M, flushed);
    }
    oclc_buffer_destroy(bx);
    oclc_buffer_destroy(by);
    oclc_program_destroy(p);
}

int main(int argc, char **argv)
{
    unsigned gpu = gpu_or_skip("gpu-convert");
    make_inputs();
    kernels = calloc(2000, sizeof *kernels);
    int widths[8], nw = 0;
    for (int i = 1; i < argc && nw < 7; i++) widths[nw++] = atoi(argv[i]);
    if (!nw) {
        static const int all[] = {1, 2, 3, 4, 8, 16, 0};
        for (nw = 0; nw < 7; nw++) widths[nw] = all[nw];
    }
    for (int i = 0; i < nw; i++) {
        int failed_before = kernels_failed, run_before = kernels_run;
        for (int from = 0; from < NTYPES; from++) run_program(gpu, widths[i], from);
        if (widths[i])
            printf("convert_ at width %d: %d kernels, %d with differences\n", widths[i], kernels_run - run_before,
                   kernels_failed - failed_before);
        else
            printf("as_type: %d kernels, %d with differences\n", kernels_run - run_before,
                   kernels_failed - failed_before);
        fflush(stdout);
    }
    checks += kernels_run;
    fails += kernels_failed;
    narrowing(gpu, false);
    narrowing(gpu, true);
    printf("convert: %d kernels on CPU and GPU, %lld values compared, %lld NaN results with another payload, %d "
           "kernels differ\n",
           kernels_run, values, payloads, kernels_failed);
    return finish("gpu-convert");
}
