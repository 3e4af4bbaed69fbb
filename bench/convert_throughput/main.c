/*
 * bench/convert_throughput - conversion throughput of oclc-compiled code,
 * PoCL, and a plain copy of the same bytes, in one run.
 *
 * Each kernel of kernels.cl streams 16M elements (scalar lanes: 4M float4,
 * 1M float16 ...) from one or two input arrays to an output array:
 *
 *   oclc   kernels.cl compiled with `oclc -O2 -mcpu=native -DOCLC_LOOPS -c`
 *          into loop functions linked into this program; two threads (the
 *          main thread and a worker, a pool that lives for the whole run)
 *          each run the loop over one half of the arrays;
 *   PoCL   the same kernels.cl built through the OpenCL API on PoCL's CPU
 *          device (POCL_MAX_PTHREAD_COUNT=2: two worker threads), one
 *          work-item per vector, the arrays given as CL_MEM_USE_HOST_PTR
 *          buffers, timed around clEnqueueNDRangeKernel + clFinish;
 *   copy   memcpy by the same two threads of as many bytes as the kernel moves,
 *          (bytes read + bytes written) / 2 each way, so it reads and
 *          writes the same total as the kernel: the memory-bandwidth floor.
 *
 * A last line prices oclc's definition of the plain float -> int
 * conversion (saturate, NaN -> 0, never poison): convert_int8(float8) on
 * 16 KiB arrays that stay in the L1 cache, one thread, against a C loop of
 * (int) casts that gcc compiles to the bare cvttps2dq (both 256 bits wide).
 *
 * Every figure is the best of REPS runs after a warm-up (the machine is
 * shared; the best run is the one least disturbed), the three timed in
 * turn within each repetition, each after the caches were flushed.  Results of oclc and
 * PoCL are compared bit for bit on every element, so a fast wrong answer
 * cannot pass.  Prints Melem/s for each and the ratios oclc/PoCL and
 * oclc time / copy time.
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
#include <time.h>

#include "../bench_util.h"
#include "../convert_inputs.h"

#define ELEMS   (16u << 20) /* scalar elements per array */
#define REPS    11
#define THREADS 2

/* The oclc side (kernels.cl with -DOCLC_LOOPS). */
void loop_int4_sat_rte(const void *in, void *out, int n);
void loop_char16_sat(const void *in, void *out, int n);
void loop_float4_rtp(const void *in, void *out, int n);
void loop_float4_rtz(const void *in, void *out, int n);
void loop_mask(const void *in, const void *in2, void *out, int n);
void loop_int8_rtz(const void *in, void *out, int n);

/* The bare hardware conversion (cvttps2dq: out-of-range and NaN give
 * INT_MIN), to price oclc's saturating definition of convert_int8.  The
 * inputs it is timed on are in range, so the C cast is defined. */
static void __attribute__((noinline)) c_cast_int(const float *in, int32_t *out, int n)
{
    for (int i = 0; i < n; i++) out[i] = (int32_t)in[i];
}

static const struct Bench {
    const char *name;      /* kernel name in kernels.cl */
    const char *what;
    int lanes;             /* scalar elements per vector */
    int in_size, out_size; /* bytes per scalar element */
    int inputs;            /* 1 or 2 input arrays */
    InKind in_kind;
    void (*loop1)(const void *, void *, int);
    void (*loop2)(const void *, const void *, void *, int);
} benches[] = {
    {"int4_sat_rte", "convert_int4_sat_rte(float4)", 4, 4, 4, 1, IN_FLOAT, loop_int4_sat_rte, NULL},
    {"char16_sat", "convert_char16_sat(float16)", 16, 4, 1, 1, IN_FLOAT, loop_char16_sat, NULL},
    {"float4_rtp", "convert_float4_rtp(int4)", 4, 4, 4, 1, IN_INT, loop_float4_rtp, NULL},
    {"float4_rtz", "convert_float4_rtz(double4)", 4, 8, 4, 1, IN_DOUBLE, loop_float4_rtz, NULL},
    {"mask", "as_float4(as_int4(x) & (x < y))", 4, 4, 4, 2, IN_FLOAT, NULL, loop_mask},
};
#define NBENCH (sizeof benches / sizeof *benches)

/* ---- threads ----------------------------------------------------------- */

typedef struct Job {
    const struct Bench *b;
    const unsigned char *in, *in2;
    unsigned char *out;
    size_t first, count; /* vectors (kernels) or bytes (copy) */
    int copy;
} Job;

static void *run_job(void *arg)
{
    Job *j = arg;
    if (j->copy) {
        memcpy(j->out + j->first, j->in + j->first, j->count);
        return NULL;
    }
    const struct Bench *b = j->b;
    size_t vin = (size_t)b->lanes * b->in_size, vout = (size_t)b->lanes * b->out_size;
    if (b->loop1)
        b->loop1(j->in + j->first * vin, j->out + j->first * vout, (int)j->count);
    else
        b->loop2(j->in + j->first * vin, j->in2 + j->first * vin, j->out + j->first * vout, (int)j->count);
    return NULL;
}

/* The threads are a pool that lives for the whole run, as a runtime's
 * workers do (PoCL's are): the main thread and THREADS - 1 workers meet at
 * a barrier for each run, so that no run pays for creating threads.  One
 * run splits [0, total) into THREADS contiguous parts. */
static pthread_barrier_t start_b, done_b;
static Job pool_jobs[THREADS];

static void *pool_worker(void *arg)
{
    Job *j = arg;
    for (;;) {
        pthread_barrier_wait(&start_b);
        run_job(j);
        pthread_barrier_wait(&done_b);
    }
    return NULL;
}

static void pool_start(void)
{
    pthread_barrier_init(&start_b, NULL, THREADS);
    pthread_barrier_init(&done_b, NULL, THREADS);
    for (int t = 1; t < THREADS; t++) {
        pthread_t th;
        pthread_create(&th, NULL, pool_worker, &pool_jobs[t]);
        pthread_detach(th);
    }
}

/* Runs THREADS jobs splitting [0, total) and returns the wall time. */
static double run_split(Job proto, size_t total)
{
    for (int t = 0; t < THREADS; t++) {
        pool_jobs[t] = proto;
        pool_jobs[t].first = total * t / THREADS;
        pool_jobs[t].count = total * (t + 1) / THREADS - pool_jobs[t].first;
    }
    double t0 = now();
    pthread_barrier_wait(&start_b);
    run_job(&pool_jobs[0]);
    pthread_barrier_wait(&done_b);
    return now() - t0;
}

/* Writes a buffer twice the size of the last-level caches before each
 * timed run, so that no run starts with lines another left behind (the
 * copy wrote the array PoCL writes next, and read the input). */
static void flush_caches(void)
{
    static unsigned char *scratch;
    enum { SCRATCH = 128u << 20 };
    if (!scratch && !(scratch = aligned_alloc(4096, SCRATCH))) return;
    for (size_t i = 0; i < SCRATCH; i += 64) scratch[i] = (unsigned char)i;
}

/* ---- PoCL -------------------------------------------------------------- */

static cl_context cl_ctx;
static cl_command_queue cl_q;
static cl_program cl_prog;

static int check_cl(cl_int err, const char *what)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "convert_throughput: %s failed (OpenCL error %d)\n", what, err);
        return 0;
    }
    return 1;
}

static int pocl_init(const char *source)
{
    cl_platform_id plats[8];
    cl_uint np = 0;
    cl_int err = clGetPlatformIDs(8, plats, &np);
    if (!check_cl(err, "clGetPlatformIDs") || np == 0) return 0;
    cl_device_id dev = NULL;
    for (cl_uint i = 0; i < np && !dev; i++) {
        char name[256] = "";
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strstr(name, "Portable Computing Language") || strstr(name, "pocl"))
            clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_CPU, 1, &dev, NULL);
    }
    if (!dev) {
        fprintf(stderr, "convert_throughput: no PoCL CPU device\n");
        return 0;
    }
    char dname[256] = "", dver[256] = "";
    cl_uint cus = 0;
    clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof dname, dname, NULL);
    clGetDeviceInfo(dev, CL_DRIVER_VERSION, sizeof dver, dver, NULL);
    clGetDeviceInfo(dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof cus, &cus, NULL);
    printf("PoCL device: %s, driver %s, %u compute units\n", dname, dver, cus);
    cl_ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    if (!check_cl(err, "clCreateContext")) return 0;
    cl_q = clCreateCommandQueue(cl_ctx, dev, 0, &err);
    if (!check_cl(err, "clCreateCommandQueue")) return 0;
    cl_prog = clCreateProgramWithSource(cl_ctx, 1, &source, NULL, &err);
    if (!check_cl(err, "clCreateProgramWithSource")) return 0;
    err = clBuildProgram(cl_prog, 1, &dev, "-cl-std=CL1.2", NULL, NULL);
    if (err != CL_SUCCESS) {
        char log[8192] = "";
        clGetProgramBuildInfo(cl_prog, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        fprintf(stderr, "convert_throughput: PoCL build failed:\n%s\n", log);
        return 0;
    }
    return 1;
}

/* One kernel on PoCL: buffers over the host arrays, arguments set once. */
typedef struct PoclRun {
    cl_kernel k;
    cl_mem mi, mi2, mo;
    size_t global, out_bytes;
} PoclRun;

static int pocl_setup(PoclRun *p, const struct Bench *b, void *in, void *in2, void *out)
{
    cl_int err;
    size_t in_bytes = (size_t)ELEMS * b->in_size;
    p->out_bytes = (size_t)ELEMS * b->out_size;
    p->mi = clCreateBuffer(cl_ctx, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, in_bytes, in, &err);
    p->mi2 = in2 ? clCreateBuffer(cl_ctx, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, in_bytes, in2, &err) : NULL;
    p->mo = clCreateBuffer(cl_ctx, CL_MEM_WRITE_ONLY | CL_MEM_USE_HOST_PTR, p->out_bytes, out, &err);
    p->k = clCreateKernel(cl_prog, b->name, &err);
    if (!check_cl(err, "clCreateKernel")) return 0;
    int a = 0;
    clSetKernelArg(p->k, a++, sizeof p->mi, &p->mi);
    if (p->mi2) clSetKernelArg(p->k, a++, sizeof p->mi2, &p->mi2);
    clSetKernelArg(p->k, a++, sizeof p->mo, &p->mo);
    p->global = ELEMS / b->lanes;
    return 1;
}

/* The wall time of one run over the whole arrays. */
static double pocl_run(PoclRun *p)
{
    double t0 = now();
    cl_int err = clEnqueueNDRangeKernel(cl_q, p->k, 1, NULL, &p->global, NULL, 0, NULL, NULL);
    if (!check_cl(err, "clEnqueueNDRangeKernel")) return NAN;
    clFinish(cl_q);
    return now() - t0;
}

/* Makes sure the results are in `out` (USE_HOST_PTR may cache), frees. */
static void pocl_finish(PoclRun *p, void *out)
{
    cl_int err;
    void *m = clEnqueueMapBuffer(cl_q, p->mo, CL_TRUE, CL_MAP_READ, 0, p->out_bytes, 0, NULL, NULL, &err);
    if (m && m != out) memcpy(out, m, p->out_bytes);
    if (m) clEnqueueUnmapMemObject(cl_q, p->mo, m, 0, NULL, NULL);
    clFinish(cl_q);
    clReleaseKernel(p->k);
    clReleaseMemObject(p->mi);
    if (p->mi2) clReleaseMemObject(p->mi2);
    clReleaseMemObject(p->mo);
}

int main(int argc, char **argv)
{
    const char *cl_path = argc > 1 ? argv[1] : "kernels.cl";
    /* Two worker threads for PoCL, as for oclc (PoCL 3.1 reads the first;
     * newer versions the second). */
    setenv("POCL_MAX_PTHREAD_COUNT", "2", 1);
    setenv("POCL_CPU_MAX_CU_COUNT", "2", 1);
    char *source = read_file(cl_path);
    if (!source) {
        fprintf(stderr, "convert_throughput: cannot read %s\n", cl_path);
        return 2;
    }
    int have_pocl = pocl_init(source);
    pool_start();

    size_t max_bytes = (size_t)ELEMS * 8;
    unsigned char *in = aligned_alloc(4096, max_bytes), *in2 = aligned_alloc(4096, max_bytes);
    unsigned char *out = aligned_alloc(4096, max_bytes), *ref = aligned_alloc(4096, max_bytes);
    if (!in || !in2 || !out || !ref) {
        fprintf(stderr, "convert_throughput: out of memory\n");
        return 2;
    }
    memset(out, 0, max_bytes);
    memset(ref, 0, max_bytes);

    printf("%u elements per array, %d threads on each side, best of %d runs\n\n", ELEMS, THREADS, REPS);
    printf("%-34s %8s %9s %9s %9s %10s %10s\n", "kernel", "MB moved", "oclc", "PoCL", "copy", "oclc/PoCL", "time/copy");
    printf("%-34s %8s %9s %9s %9s %10s %10s\n", "", "", "Melem/s", "Melem/s", "Melem/s", "(speed)", "(oclc)");
    int bad = 0;
    for (size_t i = 0; i < NBENCH; i++) {
        const struct Bench *b = &benches[i];
        convert_inputs_fill(in, b->in_kind, ELEMS);
        convert_inputs_fill(in2, b->in_kind, ELEMS);
        size_t moved = (size_t)ELEMS * (b->in_size * b->inputs + b->out_size);

        /* The three are timed in turn within each repetition, so that a
         * disturbance from elsewhere on the machine hits them alike. */
        Job kj = {b, in, in2, out, 0, 0, 0};
        Job cj = {b, in, NULL, ref, 0, 0, 1};
        PoclRun pr;
        int pocl_ok = have_pocl && pocl_setup(&pr, b, in, b->inputs == 2 ? in2 : NULL, ref);
        double t_oclc = INFINITY, t_copy = INFINITY, t_pocl = pocl_ok ? INFINITY : NAN;
        for (int r = 0; r <= REPS; r++) { /* run 0 is the warm-up */
            flush_caches();
            double to = run_split(kj, ELEMS / b->lanes);
            flush_caches();
            double tc = run_split(cj, moved / 2);
            flush_caches();
            double tp = pocl_ok ? pocl_run(&pr) : NAN;
            if (r > 0) {
                t_oclc = to < t_oclc ? to : t_oclc;
                t_copy = tc < t_copy ? tc : t_copy;
                t_pocl = tp < t_pocl ? tp : t_pocl;
            }
        }
        if (pocl_ok) {
            memset(ref, 0, (size_t)ELEMS * b->out_size);
            pocl_run(&pr); /* the copy wrote over ref: run once more */
            pocl_finish(&pr, ref);
            if (memcmp(ref, out, (size_t)ELEMS * b->out_size) != 0) {
                size_t k = 0;
                while (ref[k] == out[k]) k++;
                printf("MISMATCH %s: oclc and PoCL differ first at byte %zu\n", b->name, k);
                bad = 1;
            }
        }
        double m = ELEMS / 1e6;
        printf("%-34s %8.0f %9.0f %9.0f %9.0f %9.2fx %9.2fx\n", b->what, moved / 1e6, m / t_oclc, m / t_pocl,
               m / t_copy, t_pocl / t_oclc, t_oclc / t_copy);
        fflush(stdout);
    }
    /* The price of the saturating definition, in the cache. */
    {
        enum { N = 4096, ROUNDS = 20000 };
        float *fi = aligned_alloc(64, N * 4);
        int32_t *fo = aligned_alloc(64, N * 4);
        for (int i = 0; i < N; i++) fi[i] = (float)((int)(rng() % 2000001) - 1000000) * 0.75f;
        double best_o = INFINITY, best_c = INFINITY;
        for (int r = 0; r < 5; r++) {
            double t0 = now();
            for (int k = 0; k < ROUNDS; k++) loop_int8_rtz(fi, fo, N / 8);
            double t1 = now();
            for (int k = 0; k < ROUNDS; k++) c_cast_int(fi, fo, N);
            double t2 = now();
            if (t1 - t0 < best_o) best_o = t1 - t0;
            if (t2 - t1 < best_c) best_c = t2 - t1;
        }
        double el = (double)N * ROUNDS;
        printf("\nin the L1 cache, 1 thread: convert_int8(float8) %.3f ns/element, bare cvttps2dq (C cast) %.3f "
               "ns/element: the saturating definition costs %.2fx\n",
               best_o / el * 1e9, best_c / el * 1e9, best_o / best_c);
        free(fi);
        free(fo);
    }
    return bad;
}
