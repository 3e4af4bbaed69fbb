/*
 * bench/atomics - kernels built on atomics, oclc's platform against
 * PoCL's, in one process through the ICD loader (issue 15's acceptance):
 *
 *   histogram   256 bins of 64 M bytes, one global atomic_inc per element
 *               (every work-item of every thread on the same 256 words:
 *               the contention a real histogram has)
 *   reduction   the sum of 64 M ints: each work-item adds `per` of them
 *               in private (256, then 4096), then one local atomic_add
 *               into its group's sum, a barrier, and one global
 *               atomic_add per group.  oclc runs this kernel as regions
 *               (a loop over the group's work-items between barriers,
 *               codegen/cg_kernel.c): the 256 row has 16 times the groups
 *               and the work-items of the 4096 row.  Both read 256 MB
 *               from DRAM, whose bandwidth bounds both platforms; a last
 *               row reads 2 M ints (8 MB a platform, which stay in a
 *               32 MiB L3) 256 per work-item: the work-group loop, the
 *               atomics and the adds without the DRAM
 *
 * Every run is checked against a sum computed here.  Each row is the
 * median of 7 (histogram) or 15 (reductions) runs after one warm-up
 * (enqueue + clFinish; the buffers are written once, outside the
 * timing), with the work-group size left to each platform for the
 * histogram and 64 for the reduction.  The two platforms take turns run
 * by run, the first of each round alternating, because the memory speed
 * of the machines this runs on drifts by up to 40% between minutes, and
 * the ratio printed is the median of the rounds' ratios: a row bound by
 * the memory compared in the same seconds, not in different minutes.
 *
 * Usage: bench/atomics/run [BUILD_DIR].
 */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../bench_util.h"

#define N       (64u << 20)
#define RUNS    7          /* histogram: PoCL takes seconds a run */
#define RUNS_R  15         /* reductions */
#define LSIZE_R 64u
#define N_CACHE (2u << 20) /* the in-cache row's ints: 8 MB a platform */

static const char *src = "kernel void histogram(global const uchar *in, global uint *bins) {\n"
                         "  atomic_inc(&bins[in[get_global_id(0)]]);\n"
                         "}\n"
                         "kernel void reduction(global const int *in, global int *total, int per) {\n"
                         "  local int sum;\n"
                         "  if (get_local_id(0) == 0) sum = 0;\n"
                         "  barrier(CLK_LOCAL_MEM_FENCE);\n"
                         "  global const int *p = in + get_global_id(0) * per;\n"
                         "  int s = 0;\n"
                         "  for (int i = 0; i < per; i++) s += p[i];\n"
                         "  atomic_add(&sum, s);\n"
                         "  barrier(CLK_LOCAL_MEM_FENCE);\n"
                         "  if (get_local_id(0) == 0) atomic_add(total, sum);\n"
                         "}\n";

typedef struct Platform {
    const char *label, *name;
    cl_device_id dev;
    cl_context ctx;
    cl_command_queue q;
    cl_kernel hist, red;
    cl_mem bytes, bins, ints, total;
} Platform;

static int fail(const Platform *p, const char *what, cl_int err)
{
    fprintf(stderr, "%s: %s failed (%d)\n", p->label, what, err);
    return 0;
}

static int open_platform(Platform *p, const uint8_t *bytes, const int32_t *ints)
{
    cl_platform_id ids[16];
    cl_uint n = 0;
    clGetPlatformIDs(16, ids, &n);
    for (cl_uint i = 0; i < n && i < 16; i++) {
        char name[256] = "";
        clGetPlatformInfo(ids[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strcmp(name, p->name) != 0 || clGetDeviceIDs(ids[i], CL_DEVICE_TYPE_CPU, 1, &p->dev, NULL) != CL_SUCCESS)
            continue;
        cl_int err;
        p->ctx = clCreateContext(NULL, 1, &p->dev, NULL, NULL, &err);
        if (err) return fail(p, "clCreateContext", err);
        p->q = clCreateCommandQueueWithProperties(p->ctx, p->dev, NULL, &err);
        cl_program prog = clCreateProgramWithSource(p->ctx, 1, &src, NULL, &err);
        err = clBuildProgram(prog, 1, &p->dev, "-cl-std=CL1.2", NULL, NULL);
        if (err) {
            char log[4096] = "";
            clGetProgramBuildInfo(prog, p->dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
            fprintf(stderr, "%s\n", log);
            return fail(p, "clBuildProgram", err);
        }
        p->hist = clCreateKernel(prog, "histogram", &err);
        p->red = clCreateKernel(prog, "reduction", &err);
        p->bytes = clCreateBuffer(p->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, N, (void *)bytes, &err);
        p->ints = clCreateBuffer(p->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, (size_t)N * 4, (void *)ints, &err);
        p->bins = clCreateBuffer(p->ctx, CL_MEM_READ_WRITE, 256 * 4, NULL, &err);
        p->total = clCreateBuffer(p->ctx, CL_MEM_READ_WRITE, 4, NULL, &err);
        if (err) return fail(p, "clCreateBuffer", err);
        clSetKernelArg(p->hist, 0, sizeof(cl_mem), &p->bytes);
        clSetKernelArg(p->hist, 1, sizeof(cl_mem), &p->bins);
        clSetKernelArg(p->red, 0, sizeof(cl_mem), &p->ints);
        clSetKernelArg(p->red, 1, sizeof(cl_mem), &p->total);
        clReleaseProgram(prog);
        return 1;
    }
    fprintf(stderr, "no OpenCL platform named '%s' (OCL_ICD_VENDORS?)\n", p->name);
    return 0;
}

/* One run of kernel k over the first n elements; the result buffer is
 * zeroed first (outside the timing) and read back after. */
static double run(Platform *p, int which, int per, unsigned n, void *result, size_t result_size)
{
    cl_kernel k = which ? p->red : p->hist;
    cl_mem out = which ? p->total : p->bins;
    size_t items = which ? n / (unsigned)per : n, lsize = LSIZE_R;
    if (which) clSetKernelArg(k, 2, sizeof per, &per);
    static const uint32_t zeros[256];
    clEnqueueWriteBuffer(p->q, out, CL_TRUE, 0, result_size, zeros, 0, NULL, NULL);
    double t0 = now();
    cl_int err = clEnqueueNDRangeKernel(p->q, k, 1, NULL, &items, which ? &lsize : NULL, 0, NULL, NULL);
    clFinish(p->q);
    double t = now() - t0;
    if (err) fail(p, "clEnqueueNDRangeKernel", err);
    clEnqueueReadBuffer(p->q, out, CL_TRUE, 0, result_size, result, 0, NULL, NULL);
    return err ? -1 : t;
}

int main(void)
{
    uint8_t *bytes = malloc(N);
    int32_t *ints = malloc((size_t)N * 4);
    uint32_t want_bins[256] = {0};
    int32_t want_total = 0, want_cached = 0;
    uint64_t x = 88172645463325252ull;
    for (uint32_t i = 0; i < N; i++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        /* a skewed distribution, as real data is: low bins are hot */
        bytes[i] = (uint8_t)((x & 0xff) * ((x >> 8) & 0xff) >> 8);
        ints[i] = (int32_t)(x >> 40) % 1000 - 500;
        want_bins[bytes[i]]++;
        want_total += ints[i];
        if (i < N_CACHE) want_cached += ints[i];
    }
    Platform plats[2] = {{"oclc", "oclc"}, {"PoCL", "Portable Computing Language"}};
    for (int i = 0; i < 2; i++)
        if (!open_platform(&plats[i], bytes, ints)) return 1;
    static const char *const names[4] = {
        "histogram (global atomic_inc, 256 bins, 64 M bytes)",
        "reduction (local + global atomic_add, 64 M ints, 256 per work-item)",
        "reduction (local + global atomic_add, 64 M ints, 4096 per work-item)",
        "reduction (local + global atomic_add, 2 M ints in the cache, 256 per work-item)"};
    printf("median of %d runs (histogram) / %d runs (reductions) after a warm-up, enqueue + clFinish, through the\n"
           "ICD loader; the platforms take turns run by run (the machine's memory speed drifts between minutes),\n"
           "and the ratio is the median of each round's PoCL / oclc\n\n",
           RUNS, RUNS_R);
    for (int row = 0; row < 4; row++) {
        int w = row > 0, per = row == 2 ? 4096 : 256, runs = w ? RUNS_R : RUNS;
        unsigned n = row == 3 ? N_CACHE : N;
        int32_t want = row == 3 ? want_cached : want_total;
        double t[2][RUNS_R], ratio[RUNS_R];
        uint32_t bins[256];
        int32_t total = 0;
        void *res = w ? (void *)&total : (void *)bins;
        size_t rs = w ? 4 : sizeof bins;
        for (int r = -1; r < runs; r++)      /* round -1 warms both up */
            for (int k = 0; k < 2; k++) {
                int i = (r & 1) ? 1 - k : k; /* odd rounds PoCL first */
                double d = run(&plats[i], w, per, n, res, rs);
                bool ok = d >= 0 && (w ? total == want : memcmp(bins, want_bins, sizeof bins) == 0);
                if (!ok) {
                    fprintf(stderr, "%s: %s: wrong result\n", plats[i].label, names[row]);
                    return 1;
                }
                if (r >= 0) t[i][r] = d;
            }
        for (int r = 0; r < runs; r++) ratio[r] = t[1][r] / t[0][r];
        qsort(ratio, (size_t)runs, sizeof *ratio, cmp_double);
        qsort(t[0], (size_t)runs, sizeof *t[0], cmp_double);
        qsort(t[1], (size_t)runs, sizeof *t[1], cmp_double);
        printf("%s\n  oclc %8.3f ms   PoCL %8.3f ms   PoCL / oclc %.2fx (rounds %.2f-%.2fx)\n", names[row],
               t[0][runs / 2] * 1e3, t[1][runs / 2] * 1e3, ratio[runs / 2], ratio[0], ratio[runs - 1]);
    }
    return 0;
}
