/*
 * bench/icd - program build latency through the OpenCL API, oclc's
 * platform against PoCL's, in one process: the same host code, the
 * platform picked by name (issue 8, acceptance 3).
 *
 * For each platform, each sample is
 *   clCreateProgramWithSource + clBuildProgram + clCreateKernelsInProgram
 * (options "-cl-std=CL1.2 -cl-kernel-arg-info") of a typical one-kernel
 * conversion program (and, in a second row, the six-kernel program of
 * bench/convert_throughput/kernels.cl when its path is given), with a
 * source that differs in a comment from every other sample's; then,
 * separately timed, one enqueue of each kernel on 64 work-items and
 * clFinish (PoCL compiles its work-group functions at the first enqueue,
 * oclc before clBuildProgram returns), so "to first result" is the sum.
 * PoCL runs with POCL_KERNEL_CACHE=0, so every build compiles; oclc has no
 * cache.  The first build of each platform in the process (which pays
 * for initializing LLVM) is reported apart; the table has the median and
 * the minimum of the others.  Context and queue creation are outside the
 * timings.
 *
 * Usage: bench/icd/run [BUILD_DIR]   (makes a vendors directory holding
 * BUILD_DIR's oclc.icd and PoCL's, and runs this program with it).
 */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../bench_util.h"

#define SAMPLES_OCLC 41
#define SAMPLES_POCL 9

static const char *one_kernel = "kernel void convert(global const float4 *in, global int4 *out, float4 scale) {\n"
                                "  size_t i = get_global_id(0);\n"
                                "  out[i] = convert_int4_sat_rte(in[i] * scale);\n"
                                "}\n";

typedef struct Platform {
    const char *label, *name;
    cl_device_id dev;
    cl_context ctx;
    cl_command_queue q;
    cl_mem bufs[4]; /* arguments for the first enqueue, large enough for any kernel */
} Platform;

static int open_platform(Platform *p)
{
    cl_platform_id ids[16];
    cl_uint n = 0;
    clGetPlatformIDs(16, ids, &n);
    for (cl_uint i = 0; i < n && i < 16; i++) {
        char name[256] = "";
        clGetPlatformInfo(ids[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strcmp(name, p->name) == 0 && clGetDeviceIDs(ids[i], CL_DEVICE_TYPE_CPU, 1, &p->dev, NULL) == CL_SUCCESS) {
            cl_int err;
            p->ctx = clCreateContext(NULL, 1, &p->dev, NULL, NULL, &err);
            if (err == CL_SUCCESS) p->q = clCreateCommandQueueWithProperties(p->ctx, p->dev, NULL, &err);
            for (int b = 0; b < 4 && err == CL_SUCCESS; b++)
                p->bufs[b] = clCreateBuffer(p->ctx, CL_MEM_READ_WRITE, 64 * 128, NULL, &err);
            return err == CL_SUCCESS;
        }
    }
    return 0;
}

/* One sample: the build (create + build + kernels), then the first result. */
static int sample(Platform *p, const char *src, int id, double *build_s, double *first_s)
{
    char *text = NULL;
    if (asprintf(&text, "// sample %d of %s\n%s", id, p->label, src) < 0) return 0;
    const char *s = text;
    cl_kernel ks[16];
    cl_uint nk = 0;
    cl_int err;
    double t0 = now();
    cl_program prog = clCreateProgramWithSource(p->ctx, 1, &s, NULL, &err);
    if (err == CL_SUCCESS) err = clBuildProgram(prog, 1, &p->dev, "-cl-std=CL1.2 -cl-kernel-arg-info", NULL, NULL);
    if (err == CL_SUCCESS) err = clCreateKernelsInProgram(prog, 16, ks, &nk);
    double t1 = now();
    free(text);
    if (err != CL_SUCCESS) {
        char log[4096] = "";
        clGetProgramBuildInfo(prog, p->dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        fprintf(stderr, "%s: build failed (%d)\n%s\n", p->label, err, log);
        return 0;
    }
    /* The first result: every kernel once on 64 work-items. */
    double t2 = now();
    for (cl_uint k = 0; k < nk; k++) {
        cl_uint nargs = 0;
        clGetKernelInfo(ks[k], CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, NULL);
        for (cl_uint a = 0; a < nargs; a++) {
            cl_kernel_arg_address_qualifier aq = 0;
            clGetKernelArgInfo(ks[k], a, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof aq, &aq, NULL);
            if (aq == CL_KERNEL_ARG_ADDRESS_GLOBAL) {
                clSetKernelArg(ks[k], a, sizeof(cl_mem), &p->bufs[a % 4]);
            } else {
                static const cl_float4 one = {{1, 1, 1, 1}};
                clSetKernelArg(ks[k], a, sizeof one, &one);
            }
        }
        size_t g = 64;
        err = clEnqueueNDRangeKernel(p->q, ks[k], 1, NULL, &g, NULL, 0, NULL, NULL);
        if (err != CL_SUCCESS) fprintf(stderr, "%s: enqueue failed (%d)\n", p->label, err);
    }
    clFinish(p->q);
    double t3 = now();
    for (cl_uint k = 0; k < nk; k++) clReleaseKernel(ks[k]);
    clReleaseProgram(prog);
    *build_s = t1 - t0;
    *first_s = t3 - t2;
    return 1;
}

typedef struct Result {
    double first_build, first_result, build_med, build_min, result_med;
} Result;

static int measure(Platform *p, const char *src, int samples, Result *r)
{
    double b[64], f[64], first_b, first_f;
    if (!sample(p, src, 0, &first_b, &first_f)) return 0;
    for (int i = 0; i < samples; i++)
        if (!sample(p, src, i + 1, &b[i], &f[i])) return 0;
    double tot[64];
    for (int i = 0; i < samples; i++) tot[i] = b[i] + f[i];
    qsort(b, samples, sizeof *b, cmp_double);
    qsort(tot, samples, sizeof *tot, cmp_double);
    r->first_build = first_b;
    r->first_result = first_b + first_f;
    r->build_med = b[samples / 2];
    r->build_min = b[0];
    r->result_med = tot[samples / 2];
    return 1;
}

int main(int argc, char **argv)
{
    setenv("POCL_KERNEL_CACHE", "0", 1); /* before PoCL initializes */
    Platform plats[2] = {{"oclc", "oclc"}, {"PoCL", "Portable Computing Language"}};
    int samples[2] = {SAMPLES_OCLC, SAMPLES_POCL};
    for (int i = 0; i < 2; i++)
        if (!open_platform(&plats[i])) {
            fprintf(stderr, "no OpenCL platform named '%s' (OCL_ICD_VENDORS?)\n", plats[i].name);
            return 1;
        }
    const char *progs[2] = {one_kernel, argc > 1 ? read_file(argv[1]) : NULL};
    const char *prog_names[2] = {"one conversion kernel", "bench/convert_throughput/kernels.cl (6 kernels)"};
    printf("clCreateProgramWithSource + clBuildProgram + clCreateKernelsInProgram, through the ICD loader,\n"
           "PoCL with POCL_KERNEL_CACHE=0; median (min) of %d oclc / %d PoCL builds after the first.\n\n",
           SAMPLES_OCLC, SAMPLES_POCL);
    for (int k = 0; k < 2 && progs[k]; k++) {
        Result r[2];
        for (int i = 0; i < 2; i++)
            if (!measure(&plats[i], progs[k], samples[i], &r[i])) return 1;
        printf("%s\n", prog_names[k]);
        printf("  %-6s build %9.2f ms (%7.2f)   to first result %9.2f ms   first build in process %9.2f ms\n",
               plats[0].label, r[0].build_med * 1e3, r[0].build_min * 1e3, r[0].result_med * 1e3,
               r[0].first_build * 1e3);
        printf("  %-6s build %9.2f ms (%7.2f)   to first result %9.2f ms   first build in process %9.2f ms\n",
               plats[1].label, r[1].build_med * 1e3, r[1].build_min * 1e3, r[1].result_med * 1e3,
               r[1].first_build * 1e3);
        printf("  PoCL / oclc: build %.1fx, to first result %.1fx\n\n", r[1].build_med / r[0].build_med,
               r[1].result_med / r[0].result_med);
    }
    return 0;
}
