/*
 * bench/jit - oclc embedded as a JIT against PoCL through the OpenCL API,
 * on the five kernels of bench/convert_throughput/kernels.cl, in one run:
 *
 * (a) build latency of the whole program (five kernels), cold: each sample
 *     is a fresh process, timed in-process from the first API call to the
 *     end of the build (oclc: oclc_program_create + oclc_program_build,
 *     after which every kernel is compiled and runnable; PoCL:
 *     clCreateProgramWithSource + clBuildProgram + clCreateKernel for each
 *     kernel), and to the first results (then one small enqueue of every
 *     kernel; PoCL compiles its work-group functions at the first
 *     enqueue).  Cold is a compilation: POCL_KERNEL_CACHE=0 and
 *     OCLC_CACHE=0; "from its cache" runs with the program cache of each
 *     filled by an earlier process, in a directory of this run's own.
 *     The CPU time of oclc's cold build (user + system of the process
 *     during it) is printed too: on a shared machine it moves much less
 *     with the load than the wall time.
 *     Platform, context and queue creation are outside the timings.
 *     Medians (and minimums) over the samples.
 * (b) kernel throughput on 16M scalar elements (4M float4 ...) with 2
 *     threads on each side: oclc_program_enqueue with oclc_set_num_threads(2)
 *     and oclc's choice of local size; PoCL with POCL_CPU_MAX_CU_COUNT=2 /
 *     POCL_MAX_PTHREAD_COUNT=2, CL_MEM_USE_HOST_PTR buffers and a NULL local
 *     size; and a copy (memcpy by 2 threads) of as many bytes as the kernel
 *     reads and writes, the memory-bandwidth floor, defined as in
 *     bench/convert_throughput.  Best of 7 runs after a warm-up, the three
 *     taking turns; oclc's and PoCL's results are compared bit for bit.
 *
 * Usage: bench/jit/run [BUILD_DIR]  (builds this file against liboclc).
 */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include <oclc/oclc.h>

#include "../bench_util.h"

#define ELEMS       (16u << 20)
#define REPS        7
#define THREADS     2
#define COLD_OCLC   11
#define COLD_POCL   3
#define CACHED_POCL 7

static const struct Bench {
    const char *name, *what;
    int lanes, in_size, out_size, inputs;
    int in_kind; /* 0 float, 1 int, 2 double */
} benches[] = {
    {"int4_sat_rte", "convert_int4_sat_rte(float4)", 4, 4, 4, 1, 0},
    {"char16_sat", "convert_char16_sat(float16)", 16, 4, 1, 1, 0},
    {"float4_rtp", "convert_float4_rtp(int4)", 4, 4, 4, 1, 1},
    {"float4_rtz", "convert_float4_rtz(double4)", 4, 8, 4, 1, 2},
    {"mask", "as_float4(as_int4(x) & (x < y))", 4, 4, 4, 2, 0},
};
#define NBENCH (sizeof benches / sizeof *benches)

/* ------------------------------------------------------------------ */
/* PoCL                                                               */

static cl_device_id cl_dev;
static cl_context cl_ctx;
static cl_command_queue cl_q;

static int pocl_open(void)
{
    cl_platform_id plats[8];
    cl_uint np = 0;
    if (clGetPlatformIDs(8, plats, &np) != CL_SUCCESS) return 0;
    for (cl_uint i = 0; i < np && !cl_dev; i++) {
        char name[256] = "";
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strstr(name, "Portable Computing Language") || strstr(name, "pocl"))
            clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_CPU, 1, &cl_dev, NULL);
    }
    if (!cl_dev) return 0;
    cl_int err;
    cl_ctx = clCreateContext(NULL, 1, &cl_dev, NULL, NULL, &err);
    if (err != CL_SUCCESS) return 0;
    cl_q = clCreateCommandQueue(cl_ctx, cl_dev, 0, &err);
    return err == CL_SUCCESS;
}

static cl_program pocl_build(const char *src, cl_kernel *ks)
{
    cl_int err;
    cl_program p = clCreateProgramWithSource(cl_ctx, 1, &src, NULL, &err);
    if (err != CL_SUCCESS || clBuildProgram(p, 1, &cl_dev, "-cl-std=CL1.2", NULL, NULL) != CL_SUCCESS) return NULL;
    for (size_t i = 0; i < NBENCH; i++) {
        ks[i] = clCreateKernel(p, benches[i].name, &err);
        if (err != CL_SUCCESS) return NULL;
    }
    return p;
}

/* ------------------------------------------------------------------ */
/* (a) cold builds, one per process                                    */

/* Small buffers for the first enqueue of each kernel. */
static void *small[3];
static void small_alloc(void)
{
    for (int i = 0; i < 3; i++) {
        small[i] = aligned_alloc(4096, 64 * 16 * 8);
        memset(small[i], 0, 64 * 16 * 8);
    }
}

/* CPU time of this process (all its threads) and of the children it
 * waited for (a compiler that runs the linker as a process). */
static double cpu_now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    struct rusage ru;
    getrusage(RUSAGE_CHILDREN, &ru);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9 + (double)ru.ru_utime.tv_sec + (double)ru.ru_stime.tv_sec +
           ((double)ru.ru_utime.tv_usec + (double)ru.ru_stime.tv_usec) * 1e-6;
}

static int cold_oclc(const char *src)
{
    small_alloc();
    double c0 = cpu_now();
    double t0 = now();
    oclc_program *p = oclc_program_create(src, strlen(src), "kernels.cl");
    if (oclc_program_build(p, "-cl-std=CL1.2") != OCLC_SUCCESS) {
        fprintf(stderr, "oclc build failed:\n%s", oclc_program_log(p));
        return 1;
    }
    double t1 = now(), c1 = cpu_now();
    size_t g = 64;
    for (size_t i = 0; i < NBENCH; i++) {
        const void *args[3] = {&small[0], &small[1], &small[2]};
        size_t sizes[3] = {8, 8, 8};
        if (oclc_program_enqueue(p, benches[i].name, 1, NULL, &g, NULL, (size_t)benches[i].inputs + 1, sizes, args) !=
            OCLC_SUCCESS)
            return 1;
    }
    double t2 = now();
    /* A second build in the same process: what a program that builds
     * several sources pays after the first. */
    double t3 = now();
    oclc_program *p2 = oclc_program_create(src, strlen(src), "kernels.cl");
    oclc_program_build(p2, "-cl-std=CL1.2");
    double t4 = now();
    printf("%.3f %.3f %.3f %.3f\n", (t1 - t0) * 1e3, (t2 - t0) * 1e3, (t4 - t3) * 1e3, (c1 - c0) * 1e3);
    oclc_program_destroy(p2);
    oclc_program_destroy(p);
    return 0;
}

static int cold_pocl(const char *src)
{
    if (!pocl_open()) return 1;
    small_alloc();
    cl_int err;
    cl_mem m[3];
    for (int i = 0; i < 3; i++)
        m[i] = clCreateBuffer(cl_ctx, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, 64 * 16 * 8, small[i], &err);
    cl_kernel ks[NBENCH];
    double c0 = cpu_now();
    double t0 = now();
    cl_program p = pocl_build(src, ks);
    if (!p) return 1;
    double t1 = now(), c1 = cpu_now();
    size_t g = 64;
    for (size_t i = 0; i < NBENCH; i++) {
        for (int a = 0; a <= benches[i].inputs; a++) clSetKernelArg(ks[i], (cl_uint)a, sizeof m[a], &m[a]);
        if (clEnqueueNDRangeKernel(cl_q, ks[i], 1, NULL, &g, NULL, 0, NULL, NULL) != CL_SUCCESS) return 1;
        clFinish(cl_q);
    }
    double t2 = now();
    printf("%.3f %.3f 0 %.3f\n", (t1 - t0) * 1e3, (t2 - t0) * 1e3, (c1 - c0) * 1e3);
    return 0;
}

typedef struct Samples {
    double build[16], first[16], warm[16], cpu[16];
    int n;
} Samples;

/* Runs `self mode kernels.cl` n times with the environment prefix env. */
static int sample(Samples *s, const char *self, const char *mode, const char *cl_path, const char *env, int n)
{
    s->n = 0;
    for (int i = 0; i < n; i++) {
        char cmd[4096];
        snprintf(cmd, sizeof cmd, "env %s '%s' %s '%s'", env, self, mode, cl_path);
        FILE *f = popen(cmd, "r");
        double b, fr, w, c;
        int ok = f && fscanf(f, "%lf %lf %lf %lf", &b, &fr, &w, &c) == 4;
        if (f) pclose(f);
        if (!ok) return 0;
        s->build[s->n] = b;
        s->first[s->n] = fr;
        s->warm[s->n] = w;
        s->cpu[s->n] = c;
        s->n++;
    }
    return 1;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static double minimum(const double *v, int n)
{
    double m = INFINITY;
    for (int i = 0; i < n; i++) m = v[i] < m ? v[i] : m;
    return m;
}

/* ------------------------------------------------------------------ */
/* (b) throughput                                                     */

static void fill(void *p, int kind, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        uint64_t r = rng();
        double v = ldexp((double)(int64_t)r, -(int)(r % 40) - 20);
        if (r % 1000 == 7) v = NAN;
        if (r % 1000 == 8) v = INFINITY;
        if (kind == 0)
            ((float *)p)[i] = (float)v;
        else if (kind == 2)
            ((double *)p)[i] = v;
        else
            ((int32_t *)p)[i] = (int32_t)r;
    }
}

typedef struct CopyJob {
    unsigned char *dst;
    const unsigned char *src;
    size_t n;
} CopyJob;

static void *copy_job(void *arg)
{
    CopyJob *j = arg;
    memcpy(j->dst, j->src, j->n);
    return NULL;
}

/* One copy of `bytes` by THREADS threads; returns its time. */
static double copy_time(unsigned char *dst, const unsigned char *src, size_t bytes)
{
    pthread_t th[THREADS];
    CopyJob jobs[THREADS];
    double t0 = now();
    for (int t = 0; t < THREADS; t++) {
        size_t a = bytes * (size_t)t / THREADS, b = bytes * (size_t)(t + 1) / THREADS;
        jobs[t] = (CopyJob){dst + a, src + a, b - a};
        pthread_create(&th[t], NULL, copy_job, &jobs[t]);
    }
    for (int t = 0; t < THREADS; t++) pthread_join(th[t], NULL);
    return now() - t0;
}

static int throughput(const char *src, int have_pocl)
{
    oclc_set_num_threads(THREADS);
    oclc_program *p = oclc_program_create(src, strlen(src), "kernels.cl");
    if (oclc_program_build(p, "-cl-std=CL1.2") != OCLC_SUCCESS) {
        fprintf(stderr, "%s", oclc_program_log(p));
        return 1;
    }
    cl_kernel ks[NBENCH];
    cl_program cp = have_pocl ? pocl_build(src, ks) : NULL;
    size_t max_bytes = (size_t)ELEMS * 8;
    unsigned char *in = aligned_alloc(4096, max_bytes), *in2 = aligned_alloc(4096, max_bytes);
    unsigned char *out = aligned_alloc(4096, max_bytes), *ref = aligned_alloc(4096, max_bytes);
    unsigned char *copybuf = aligned_alloc(4096, max_bytes * 2);
    memset(out, 0, max_bytes);
    memset(ref, 0, max_bytes);
    memset(copybuf, 0, max_bytes * 2);
    printf("\n(b) throughput: %u elements per array, %d threads on each side, best of %d runs\n\n", ELEMS, THREADS,
           REPS);
    printf("%-34s %8s %9s %9s %9s %10s %10s\n", "kernel", "MB moved", "oclc", "PoCL", "copy", "oclc/PoCL", "time/copy");
    printf("%-34s %8s %9s %9s %9s %10s %10s\n", "", "", "Melem/s", "Melem/s", "Melem/s", "(speed)", "(oclc)");
    int bad = 0;
    for (size_t i = 0; i < NBENCH; i++) {
        const struct Bench *b = &benches[i];
        fill(in, b->in_kind, ELEMS);
        fill(in2, b->in_kind, ELEMS);
        size_t moved = (size_t)ELEMS * (size_t)(b->in_size * b->inputs + b->out_size);
        size_t global = ELEMS / (unsigned)b->lanes;
        const void *args[3] = {&in, b->inputs == 2 ? (const void *)&in2 : (const void *)&out, &out};
        size_t sizes[3] = {8, 8, 8};
        size_t in_bytes = (size_t)ELEMS * (size_t)b->in_size, out_bytes = (size_t)ELEMS * (size_t)b->out_size;
        cl_mem mi = NULL, mi2 = NULL, mo = NULL;
        if (cp) {
            cl_int err;
            memset(ref, 0, out_bytes);
            mi = clCreateBuffer(cl_ctx, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, in_bytes, in, &err);
            mi2 = clCreateBuffer(cl_ctx, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, in_bytes, in2, &err);
            mo = clCreateBuffer(cl_ctx, CL_MEM_WRITE_ONLY | CL_MEM_USE_HOST_PTR, out_bytes, ref, &err);
            cl_uint a = 0;
            clSetKernelArg(ks[i], a++, sizeof mi, &mi);
            if (b->inputs == 2) clSetKernelArg(ks[i], a++, sizeof mi2, &mi2);
            clSetKernelArg(ks[i], a++, sizeof mo, &mo);
        }
        /* The three take turns, so that each sees the caches the others
         * leave; run 0 of each is a warm-up. */
        double t_oclc = INFINITY, t_pocl = cp ? INFINITY : NAN, t_copy = INFINITY;
        for (int r = 0; r <= REPS; r++) {
            double t0 = now();
            if (oclc_program_enqueue(p, b->name, 1, NULL, &global, NULL, (size_t)b->inputs + 1, sizes, args) !=
                OCLC_SUCCESS) {
                fprintf(stderr, "%s", oclc_program_log(p));
                return 1;
            }
            double t = now() - t0;
            if (r > 0 && t < t_oclc) t_oclc = t;
            if (cp) {
                t0 = now();
                clEnqueueNDRangeKernel(cl_q, ks[i], 1, NULL, &global, NULL, 0, NULL, NULL);
                clFinish(cl_q);
                t = now() - t0;
                if (r > 0 && t < t_pocl) t_pocl = t;
            }
            t = copy_time(copybuf, in, moved / 2);
            if (r > 0 && t < t_copy) t_copy = t;
        }
        if (cp) {
            cl_int err;
            void *m = clEnqueueMapBuffer(cl_q, mo, CL_TRUE, CL_MAP_READ, 0, out_bytes, 0, NULL, NULL, &err);
            if (m && m != ref) memcpy(ref, m, out_bytes);
            if (m) clEnqueueUnmapMemObject(cl_q, mo, m, 0, NULL, NULL);
            clFinish(cl_q);
            clReleaseMemObject(mi);
            clReleaseMemObject(mi2);
            clReleaseMemObject(mo);
            if (memcmp(ref, out, out_bytes) != 0) {
                size_t k = 0;
                while (ref[k] == out[k]) k++;
                printf("MISMATCH %s: oclc and PoCL differ first at byte %zu\n", b->name, k);
                bad = 1;
            }
        }
        double m = ELEMS / 1e6;
        printf("%-34s %8.0f %9.0f %9.0f %9.0f %9.2fx %9.2fx\n", b->what, (double)moved / 1e6, m / t_oclc, m / t_pocl,
               m / t_copy, t_pocl / t_oclc, t_oclc / t_copy);
        fflush(stdout);
    }
    oclc_program_destroy(p);
    return bad;
}

int main(int argc, char **argv)
{
    setenv("POCL_MAX_PTHREAD_COUNT", "2", 1);
    setenv("POCL_CPU_MAX_CU_COUNT", "2", 1);
    if (argc == 3 && !strcmp(argv[1], "cold-oclc")) return cold_oclc(read_file(argv[2]));
    if (argc == 3 && !strcmp(argv[1], "cold-pocl")) return cold_pocl(read_file(argv[2]));
    const char *cl_path = argc > 1 ? argv[1] : "kernels.cl";
    char *src = read_file(cl_path);
    if (!src) {
        fprintf(stderr, "jit: cannot read %s\n", cl_path);
        return 2;
    }
    char self[4096];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) return 2;
    self[n] = '\0';

    printf("(a) build latency of %s (5 kernels), ms: median (min) of fresh processes\n\n", cl_path);
    printf("%-34s %18s %18s\n", "", "build", "to first results");
    Samples s, sk = {0};
    if (sample(&s, self, "cold-oclc", cl_path, "OCLC_CACHE=0", COLD_OCLC)) {
        double wm = median(s.warm, s.n);
        printf("%-34s %10.1f (%5.1f) %10.1f (%5.1f)   CPU %.1f (%.1f)\n", "oclc, cold (OCLC_CACHE=0)",
               median(s.build, s.n), minimum(s.build, s.n), median(s.first, s.n), minimum(s.first, s.n),
               median(s.cpu, s.n), minimum(s.cpu, s.n));
        printf("%-34s %10.1f\n", "oclc, second build in the process", wm);
    }
    char oclc_cache[] = "/tmp/oclc-bench-oclc-XXXXXX";
    if (mkdtemp(oclc_cache)) {
        char env0[4200];
        snprintf(env0, sizeof env0, "OCLC_CACHE_DIR=%s", oclc_cache);
        Samples fill;
        sample(&fill, self, "cold-oclc", cl_path, env0, 1);
        if (sample(&sk, self, "cold-oclc", cl_path, env0, CACHED_POCL))
            printf("%-34s %10.1f (%5.1f) %10.1f (%5.1f)   CPU %.1f (%.1f)\n", "oclc, from its program cache",
                   median(sk.build, sk.n), minimum(sk.build, sk.n), median(sk.first, sk.n), minimum(sk.first, sk.n),
                   median(sk.cpu, sk.n), minimum(sk.cpu, sk.n));
        char rm[200];
        snprintf(rm, sizeof rm, "rm -rf '%s'", oclc_cache);
        if (system(rm) != 0) fprintf(stderr, "jit: could not remove %s\n", oclc_cache);
    }
    Samples pc, pk = {0};
    char env[4200];
    snprintf(env, sizeof env, "POCL_KERNEL_CACHE=0");
    int have_pocl = sample(&pc, self, "cold-pocl", cl_path, env, COLD_POCL);
    if (have_pocl)
        printf("%-34s %10.1f (%5.1f) %10.1f (%5.1f)   CPU %.1f (%.1f)\n", "PoCL, cold (POCL_KERNEL_CACHE=0)",
               median(pc.build, pc.n), minimum(pc.build, pc.n), median(pc.first, pc.n), minimum(pc.first, pc.n),
               median(pc.cpu, pc.n), minimum(pc.cpu, pc.n));
    else
        printf("PoCL: not available\n");
    char cache_dir[] = "/tmp/oclc-bench-pocl-XXXXXX";
    if (have_pocl && mkdtemp(cache_dir)) {
        snprintf(env, sizeof env, "POCL_KERNEL_CACHE=1 POCL_CACHE_DIR=%s", cache_dir);
        Samples fill_cache;
        sample(&fill_cache, self, "cold-pocl", cl_path, env, 1);
        if (sample(&pk, self, "cold-pocl", cl_path, env, CACHED_POCL))
            printf("%-34s %10.1f (%5.1f) %10.1f (%5.1f)   CPU %.1f (%.1f)\n", "PoCL, from its kernel cache",
                   median(pk.build, pk.n), minimum(pk.build, pk.n), median(pk.first, pk.n), minimum(pk.first, pk.n),
                   median(pk.cpu, pk.n), minimum(pk.cpu, pk.n));
        char rm[200];
        snprintf(rm, sizeof rm, "rm -rf '%s'", cache_dir);
        if (system(rm) != 0) fprintf(stderr, "jit: could not remove %s\n", cache_dir);
    }
    if (have_pocl && s.n)
        printf("\noclc cold build vs PoCL cold: CPU %.0fx less (medians; minimums %.0fx); wall %.0fx faster "
               "(minimums %.0fx); to first results %.0fx\n"
               "oclc from its cache vs PoCL from its cache: CPU %.0fx less (medians); wall %.0fx faster (minimums "
               "%.0fx)\n",
               median(pc.cpu, pc.n) / median(s.cpu, s.n), minimum(pc.cpu, pc.n) / minimum(s.cpu, s.n),
               median(pc.build, pc.n) / median(s.build, s.n), minimum(pc.build, pc.n) / minimum(s.build, s.n),
               median(pc.first, pc.n) / median(s.first, s.n),
               pk.n && sk.n ? median(pk.cpu, pk.n) / median(sk.cpu, sk.n) : NAN,
               pk.n && sk.n ? median(pk.build, pk.n) / median(sk.build, sk.n) : NAN,
               pk.n && sk.n ? minimum(pk.build, pk.n) / minimum(sk.build, sk.n) : NAN);
    return throughput(src, have_pocl && pocl_open());
}
