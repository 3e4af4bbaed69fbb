/*
 * bench/math - the throughput of math built-ins: oclc's JIT, PoCL and a C
 * loop of the same SLEEF calls, in one run.
 *
 * Each row is one function (sin exp log pow sqrt) in one form over 16M
 * elements (kernels.cl): float (a work-item per element, which oclc's
 * work-group loop vectorizes), float8 (explicit vectors) and double.
 *
 *   oclc   kernels.cl built with oclc_program_build (the host's CPU) and
 *          run with oclc_program_enqueue on 2 threads;
 *   PoCL   the same kernels.cl through the OpenCL API on PoCL's CPU device
 *          (POCL_MAX_PTHREAD_COUNT=2), buffers over the host arrays
 *          (CL_MEM_USE_HOST_PTR), timed around clEnqueueNDRangeKernel +
 *          clFinish;
 *   C      two pthreads, each a loop over half the arrays calling the SLEEF
 *          function of the row's accuracy on this CPU (Sleef_sinf8_u35avx2
 *          with AVX2 ...; sqrt: the compiler's vsqrtps loop), found by name
 *          in libsleef: what the library costs without a compiler in
 *          between.  oclc calls it, except for float exp and log on CPUs
 *          with FMA, which it computes in inline IR (exp with SLEEF's
 *          algorithm and bits, log with its own: docs/math.md).
 *
 * Every figure is the best of REPS runs after a warm-up, the three timed in
 * turn within each repetition (the machine is shared: the best run is the
 * least disturbed), in wall-clock time and in CPU time (the process's,
 * every thread's: what the run consumed, which other programs on the
 * machine disturb less); the ratios are given for both.  oclc's results
 * are compared with the C loop's bit for bit where oclc gives SLEEF's bits
 * (Row.sleef_bits: they must agree), else within 2 ulp (both are within 1
 * ulp of the exact value), and with PoCL's in ulps (another
 * implementation: the largest difference is printed).
 * `math KERNELS.cl [substring ...]` runs the rows whose label ("exp float8")
 * contains one of the substrings (all by default).  Prints
 * Melem/s (wall) for each, PoCL's time over oclc's (>= 1: oclc is
 * faster) and oclc's time over the C loop's (the goal is <= 1.5).
 */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <immintrin.h>
#include <oclc/oclc.h>

#include "../bench_util.h"

#include "../sleef_symbol.h"

#define ELEMS   (16u << 20)
#define REPS    15
#define THREADS 2

typedef struct Row {
    const char *fn;   /* sin, pow ... */
    const char *form; /* f, f8, d */
    int inputs;
    double lo, hi;    /* inputs uniform in [lo, hi) */
    double lo2, hi2;  /* pow's y */
    const char *ulp;  /* SLEEF's variant of the row's accuracy (cg_math.def) */
    bool sleef_bits;  /* oclc's results are that variant's, bit for bit */
} Row;

static const Row rows[] = {
    {"sin", "f", 1, -10, 10, 0, 0, "u35", true},      {"sin", "f8", 1, -10, 10, 0, 0, "u35", true},
    {"sin", "d", 1, -10, 10, 0, 0, "u35", true},      {"exp", "f", 1, -80, 80, 0, 0, "u10", true},
    {"exp", "f8", 1, -80, 80, 0, 0, "u10", true},     {"exp", "d", 1, -700, 700, 0, 0, "u10", true},
    {"log", "f", 1, 1e-3, 1e6, 0, 0, "u10", false},   {"log", "f8", 1, 1e-3, 1e6, 0, 0, "u10", false},
    {"log", "d", 1, 1e-3, 1e6, 0, 0, "u10", true},    {"pow", "f", 2, 0.01, 10, -10, 10, "u10", true},
    {"pow", "f8", 2, 0.01, 10, -10, 10, "u10", true}, {"pow", "d", 2, 0.01, 10, -10, 10, "u10", true},
    {"sqrt", "f", 1, 0, 1e6, 0, 0, NULL, true},       {"sqrt", "f8", 1, 0, 1e6, 0, 0, NULL, true},
    {"sqrt", "d", 1, 0, 1e6, 0, 0, NULL, true},
};
#define NROWS (sizeof rows / sizeof *rows)

static bool is_double(const Row *r) { return r->form[0] == 'd'; }

/* The process's CPU time (every thread's), in seconds. */
static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* A run's wall and CPU time; the best of each over the repetitions. */
typedef struct Time {
    double wall, cpu;
} Time;

static Time timed_start(void) { return (Time){now(), cpu_now()}; }
static Time timed_end(Time t0) { return (Time){now() - t0.wall, cpu_now() - t0.cpu}; }
static void keep_best(Time *best, Time t)
{
    if (t.wall < best->wall) best->wall = t.wall;
    if (t.cpu < best->cpu) best->cpu = t.cpu;
}

/* ---- the C loop ------------------------------------------------------------ */

/* SLEEF's vector width and ISA name on this CPU, as oclc's JIT picks them
 * (codegen/cg_math.c: AVX2 and FMA give the 8-float variants, which the
 * vectorizer uses also with AVX-512, whose 512-bit vectors LLVM avoids). */
static int c_width_f = 4, c_width_d = 2;
static const char *c_isa = "sse2";

static void c_isa_init(void)
{
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
        c_width_f = 8, c_width_d = 4, c_isa = "avx2";
    } else if (__builtin_cpu_supports("sse4.1")) {
        c_isa = "sse4";
    }
}

typedef struct CJob {
    const Row *r;
    void *fn; /* SLEEF's function */
    const void *x, *y;
    void *o;
    size_t first, count; /* elements */
} CJob;

/* Calls SLEEF's function on w elements at a time (w = its width): the
 * vector argument goes in a register, as C's __m256 and __m128 do. */
#define SLEEF_LOOP(T, VT, W, LOAD, STORE)                                                       \
    static void loop_##VT(const CJob *j)                                                        \
    {                                                                                           \
        const T *x = (const T *)j->x + j->first, *y = j->y ? (const T *)j->y + j->first : NULL; \
        T *o = (T *)j->o + j->first;                                                            \
        if (y) {                                                                                \
            VT (*f)(VT, VT) = (VT(*)(VT, VT))j->fn;                                             \
            for (size_t i = 0; i < j->count; i += W) STORE(o + i, f(LOAD(x + i), LOAD(y + i))); \
        } else {                                                                                \
            VT (*f)(VT) = (VT(*)(VT))j->fn;                                                     \
            for (size_t i = 0; i < j->count; i += W) STORE(o + i, f(LOAD(x + i)));              \
        }                                                                                       \
    }
__attribute__((target("avx2,fma"))) SLEEF_LOOP(float, __m256, 8, _mm256_loadu_ps, _mm256_storeu_ps)
    __attribute__((target("avx2,fma"))) SLEEF_LOOP(double, __m256d, 4, _mm256_loadu_pd, _mm256_storeu_pd)
        SLEEF_LOOP(float, __m128, 4, _mm_loadu_ps, _mm_storeu_ps)
            SLEEF_LOOP(double, __m128d, 2, _mm_loadu_pd, _mm_storeu_pd)

                static void sqrt_f(const CJob *j)
{
    const float *x = (const float *)j->x + j->first;
    float *o = (float *)j->o + j->first;
    for (size_t i = 0; i < j->count; i++) o[i] = __builtin_sqrtf(x[i]);
}
static void sqrt_d(const CJob *j)
{
    const double *x = (const double *)j->x + j->first;
    double *o = (double *)j->o + j->first;
    for (size_t i = 0; i < j->count; i++) o[i] = __builtin_sqrt(x[i]);
}

static void *c_job(void *p)
{
    CJob *j = p;
    bool d = is_double(j->r);
    if (!j->fn)
        d ? sqrt_d(j) : sqrt_f(j);
    else if (c_width_f == 8)
        d ? loop___m256d(j) : loop___m256(j);
    else
        d ? loop___m128d(j) : loop___m128(j);
    return NULL;
}

static Time c_run(const Row *r, void *fn, const void *x, const void *y, void *o)
{
    pthread_t th[THREADS];
    CJob jobs[THREADS];
    Time t0 = timed_start();
    for (int t = 0; t < THREADS; t++) {
        jobs[t] = (CJob){r, fn, x, y, o, (size_t)ELEMS * t / THREADS, 0};
        jobs[t].count = (size_t)ELEMS * (t + 1) / THREADS - jobs[t].first;
        pthread_create(&th[t], NULL, c_job, &jobs[t]);
    }
    for (int t = 0; t < THREADS; t++) pthread_join(th[t], NULL);
    return timed_end(t0);
}

/* ---- oclc ------------------------------------------------------------------ */

static Time oclc_run(oclc_program *p, const Row *r, const void *x, const void *y, void *o)
{
    char name[32];
    snprintf(name, sizeof name, "%s_%s", r->fn, r->form);
    size_t global = ELEMS / (!strcmp(r->form, "f8") ? 8 : 1);
    const void *px = x, *py = y;
    void *po = o;
    const void *args[3] = {&px, r->inputs == 2 ? (const void *)&py : (const void *)&po, &po};
    size_t sizes[3] = {sizeof(void *), sizeof(void *), sizeof(void *)};
    Time t0 = timed_start();
    oclc_status s = oclc_program_enqueue(p, name, 1, NULL, &global, NULL, (size_t)r->inputs + 1, sizes, args);
    Time t = timed_end(t0);
    if (s != OCLC_SUCCESS) {
        fprintf(stderr, "math: oclc enqueue of %s: %s\n%s", name, oclc_status_string(s), oclc_program_log(p));
        return (Time){NAN, NAN};
    }
    return t;
}

/* ---- PoCL ------------------------------------------------------------------ */

static cl_context cl_ctx;
static cl_command_queue cl_q;
static cl_program cl_prog;

static bool pocl_init(const char *source)
{
    cl_platform_id plats[8];
    cl_uint np = 0;
    if (clGetPlatformIDs(8, plats, &np) != CL_SUCCESS) return false;
    cl_device_id dev = NULL;
    for (cl_uint i = 0; i < np && !dev; i++) {
        char name[256] = "";
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strstr(name, "Portable Computing Language") || strstr(name, "pocl"))
            clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_CPU, 1, &dev, NULL);
    }
    if (!dev) {
        fprintf(stderr, "math: no PoCL CPU device\n");
        return false;
    }
    char dname[256] = "", dver[256] = "";
    clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof dname, dname, NULL);
    clGetDeviceInfo(dev, CL_DRIVER_VERSION, sizeof dver, dver, NULL);
    printf("PoCL device: %s, driver %s\n", dname, dver);
    cl_int err;
    cl_ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    cl_q = clCreateCommandQueue(cl_ctx, dev, 0, &err);
    cl_prog = clCreateProgramWithSource(cl_ctx, 1, &source, NULL, &err);
    if (clBuildProgram(cl_prog, 1, &dev, "-cl-std=CL1.2", NULL, NULL) != CL_SUCCESS) {
        char log[8192] = "";
        clGetProgramBuildInfo(cl_prog, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        fprintf(stderr, "math: PoCL build failed:\n%s\n", log);
        return false;
    }
    return true;
}

typedef struct PoclRun {
    cl_kernel k;
    cl_mem mx, my, mo;
    size_t global, bytes;
} PoclRun;

static bool pocl_setup(PoclRun *p, const Row *r, void *x, void *y, void *o)
{
    char name[32];
    snprintf(name, sizeof name, "%s_%s", r->fn, r->form);
    cl_int err;
    p->bytes = (size_t)ELEMS * (is_double(r) ? 8 : 4);
    p->mx = clCreateBuffer(cl_ctx, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, p->bytes, x, &err);
    p->my = r->inputs == 2 ? clCreateBuffer(cl_ctx, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, p->bytes, y, &err) : NULL;
    p->mo = clCreateBuffer(cl_ctx, CL_MEM_WRITE_ONLY | CL_MEM_USE_HOST_PTR, p->bytes, o, &err);
    p->k = clCreateKernel(cl_prog, name, &err);
    if (err != CL_SUCCESS) return false;
    int a = 0;
    clSetKernelArg(p->k, a++, sizeof p->mx, &p->mx);
    if (p->my) clSetKernelArg(p->k, a++, sizeof p->my, &p->my);
    clSetKernelArg(p->k, a++, sizeof p->mo, &p->mo);
    p->global = ELEMS / (!strcmp(r->form, "f8") ? 8 : 1);
    return true;
}

static Time pocl_run(PoclRun *p)
{
    Time t0 = timed_start();
    if (clEnqueueNDRangeKernel(cl_q, p->k, 1, NULL, &p->global, NULL, 0, NULL, NULL) != CL_SUCCESS)
        return (Time){NAN, NAN};
    clFinish(cl_q);
    return timed_end(t0);
}

static void pocl_finish(PoclRun *p, void *o)
{
    cl_int err;
    void *m = clEnqueueMapBuffer(cl_q, p->mo, CL_TRUE, CL_MAP_READ, 0, p->bytes, 0, NULL, NULL, &err);
    if (m && m != o) memcpy(o, m, p->bytes);
    if (m) clEnqueueUnmapMemObject(cl_q, p->mo, m, 0, NULL, NULL);
    clFinish(cl_q);
    clReleaseKernel(p->k);
    clReleaseMemObject(p->mx);
    if (p->my) clReleaseMemObject(p->my);
    clReleaseMemObject(p->mo);
}

/* ---- comparing -------------------------------------------------------------- */

/* Elements of a and b that differ in their bits, and the largest distance
 * in units of the last place (as integers: the float orders). */
static size_t differ(const void *a, const void *b, bool dbl, double *max_ulp)
{
    size_t n = 0;
    *max_ulp = 0;
    for (size_t i = 0; i < ELEMS; i++) {
        int64_t x, y;
        if (dbl) {
            memcpy(&x, (const double *)a + i, 8);
            memcpy(&y, (const double *)b + i, 8);
        } else {
            int32_t x32, y32;
            memcpy(&x32, (const float *)a + i, 4);
            memcpy(&y32, (const float *)b + i, 4);
            x = x32, y = y32;
        }
        if (x == y) continue;
        n++;
        double d = fabs((double)(x - y));
        if (d > *max_ulp) *max_ulp = d;
    }
    return n;
}

int main(int argc, char **argv)
{
    const char *cl_path = argc > 1 ? argv[1] : "kernels.cl";
    setenv("POCL_MAX_PTHREAD_COUNT", "2", 1);
    setenv("POCL_CPU_MAX_CU_COUNT", "2", 1);
    char *source = read_file(cl_path);
    if (!source) {
        fprintf(stderr, "math: cannot read %s\n", cl_path);
        return 2;
    }
    c_isa_init();
    oclc_set_num_threads(THREADS);
    oclc_program *p = oclc_program_create(source, strlen(source), "kernels.cl");
    if (oclc_program_build(p, "-O2") != OCLC_SUCCESS) {
        fprintf(stderr, "math: oclc build failed:\n%s", oclc_program_log(p));
        return 2;
    }
    bool have_pocl = pocl_init(source);

    size_t bytes = (size_t)ELEMS * 8;
    double *x = aligned_alloc(4096, bytes), *y = aligned_alloc(4096, bytes);
    double *o_oclc = aligned_alloc(4096, bytes), *o_c = aligned_alloc(4096, bytes),
           *o_pocl = aligned_alloc(4096, bytes);
    if (!x || !y || !o_oclc || !o_c || !o_pocl) {
        fprintf(stderr, "math: out of memory\n");
        return 2;
    }
    printf("%u elements, %d threads each, best of %d runs; the C loop calls SLEEF's %s variants\n\n", ELEMS, THREADS,
           REPS, c_isa);
    printf("%-13s %7s %7s %7s %15s %15s  %s\n", "", "oclc", "PoCL", "C+SLEEF", "PoCL/oclc time", "oclc/C time",
           "results");
    printf("%-13s %7s %7s %7s %7s %7s %7s %7s  %s\n", "function", "Melem/s", "Melem/s", "Melem/s", "wall", "cpu",
           "wall", "cpu", "oclc vs PoCL");
    int bad = 0;
    for (size_t ri = 0; ri < NROWS; ri++) {
        const Row *r = &rows[ri];
        bool dbl = is_double(r);
        char label[32], vs[96] = "";
        snprintf(label, sizeof label, "%s %s", r->fn,
                 !strcmp(r->form, "f")    ? "float"
                 : !strcmp(r->form, "f8") ? "float8"
                                          : "double");
        bool picked = argc < 3;
        for (int k = 2; k < argc; k++)
            if (strstr(label, argv[k])) picked = true;
        if (!picked) continue;
        for (size_t i = 0; i < ELEMS; i++) {
            double u = (double)(rng() >> 11) * 0x1p-53, v = (double)(rng() >> 11) * 0x1p-53;
            double a = r->lo + (r->hi - r->lo) * u, b = r->lo2 + (r->hi2 - r->lo2) * v;
            if (dbl)
                x[i] = a, y[i] = b;
            else
                ((float *)x)[i] = (float)a, ((float *)y)[i] = (float)b;
        }
        void *fn = NULL;
        if (r->ulp) {
            char sym[64];
            int w = dbl ? c_width_d : c_width_f;
            snprintf(sym, sizeof sym, "Sleef_%s%c%d_%s%s", r->fn, dbl ? 'd' : 'f', w, r->ulp, c_isa);
            fn = sleef_symbol(sym);
            if (!fn) {
                fprintf(stderr, "math: libsleef has no %s\n", sym);
                return 2;
            }
        }
        PoclRun pr;
        bool pocl_ok = have_pocl && pocl_setup(&pr, r, x, r->inputs == 2 ? y : NULL, o_pocl);
        Time t_o = {INFINITY, INFINITY}, t_c = t_o, t_p = pocl_ok ? t_o : (Time){NAN, NAN};
        for (int k = 0; k <= REPS; k++) { /* run 0 warms up */
            Time to = oclc_run(p, r, x, y, o_oclc);
            Time tc = c_run(r, fn, x, r->inputs == 2 ? y : NULL, o_c);
            Time tp = pocl_ok ? pocl_run(&pr) : (Time){NAN, NAN};
            if (k > 0) {
                keep_best(&t_o, to);
                keep_best(&t_c, tc);
                if (pocl_ok) keep_best(&t_p, tp);
            }
        }
        double du;
        size_t nd = differ(o_oclc, o_c, dbl, &du);
        if (nd && (r->sleef_bits || du > 2)) {
            printf("MISMATCH %s: oclc and the C loop differ in %zu elements (up to %.0f ulp)\n", label, nd, du);
            bad = 1;
        }
        if (pocl_ok) {
            pocl_finish(&pr, o_pocl);
            size_t np = differ(o_oclc, o_pocl, dbl, &du);
            snprintf(vs, sizeof vs, np ? "%zu differ, <= %.0f ulp" : "identical", np, du);
        }
        double m = ELEMS / 1e6;
        printf("%-13s %7.0f %7.0f %7.0f %6.2fx %6.2fx %6.2fx %6.2fx  %s\n", label, m / t_o.wall, m / t_p.wall,
               m / t_c.wall, t_p.wall / t_o.wall, t_p.cpu / t_o.cpu, t_o.wall / t_c.wall, t_o.cpu / t_c.cpu, vs);
        fflush(stdout);
    }
    oclc_program_destroy(p);
    return bad;
}
