/*
 * bench/gpu/peers - bench/gpu's kernels on every OpenCL GPU the loader
 * offers, oclc's next to its peers in one run: oclc's GPU device (its ICD),
 * NVIDIA's own OpenCL platform and PoCL's (its CUDA device, where it has
 * one).  The same host code drives each device through the OpenCL API
 * alone (no oclc header: oclc is one platform among the others), so the
 * figures differ only by what each platform's compiler and runtime do.
 *
 *   list        every platform and device the loader offers, and which
 *               are measured: the GPUs (with --cpu the CPUs too, which is
 *               how the program is tried on a machine without a GPU);
 *   build       clCreateProgramWithSource + clBuildProgram (no options:
 *               each platform's default, optimized) of
 *               ../convert_throughput/kernels.cl and clCreateKernel of
 *               the five kernels below, in a fresh context each time
 *               (its creation not timed), median of 5; the caches are off
 *               (CUDA_CACHE_DISABLE=1, POCL_KERNEL_CACHE=0, OCLC_CACHE=0,
 *               set here before the first OpenCL call).  PoCL compiles
 *               its work-group functions at the first enqueue, after
 *               this;
 *   throughput  each kernel over 2^27 scalar elements per array on a GPU
 *               (--gpu-log2), 2^22 on a CPU (--cpu-log2): one work-item
 *               per vector, groups of 256, the kernel's time from its
 *               profiling event (CL_PROFILING_COMMAND_START to _END),
 *               GB/s counting bytes read + written, as bench/gpu/main.c;
 *   copy        clEnqueueCopyBuffer on the same device of (bytes read +
 *               bytes written) / 2, timed the same way: it reads and
 *               writes the kernel's total, the bandwidth the kernel can
 *               reach; the ratio is kernel GB/s / copy GB/s;
 *   bits        each output compared element by element with oclc's CPU
 *               device's output of the same kernel on the same input (run
 *               through the same API): identical, or how many elements
 *               differ and the first difference.
 *
 * Every time is the best of REPS runs after a warm-up, kernel and copy in
 * turn within each repetition.  The inputs are bench/gpu's
 * (../convert_inputs.h), each array from its own seed so that a device
 * measured on fewer elements gets a prefix of the reference's input.  A
 * summary sets each oclc device against the other platforms' devices of
 * its type: build time and each kernel's GB/s, oclc / peer.
 *
 * A platform listed twice (a loader given the same library by
 * OCL_ICD_FILENAMES and by its vendors directory) is measured once.  A
 * device that fails (no fp64, a build error, an allocation refused) gets
 * its error in its block and the run goes on.  Exit status: 0; 1 where an
 * oclc device failed or its bits differ from its CPU's; 77 where there
 * was no device to measure.
 *
 * Usage: peers [--cpu] [--gpu-log2 N] [--cpu-log2 N] [--list] [kernels.cl]
 * (bench/gpu/run builds it and sets the loader's variables).
 */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../bench_util.h"
#include "../convert_inputs.h"

#define REPS          11
#define LOCAL         256
#define BUILD_SAMPLES 5
#define MAX_DEVICES   32

static const struct Bench {
    const char *name, *what;
    int lanes, in_size, out_size, inputs;
    InKind in_kind;
} benches[] = {
#define ROW(name, what, lanes, in_size, out_size, inputs, kind) {#name, what, lanes, in_size, out_size, inputs, kind},
    CONVERT_BENCHES(ROW)
#undef ROW
};
#define NBENCH (sizeof benches / sizeof *benches)

/* The error codes a run can meet, by name. */
#define CL_ERRORS(X)                    \
    X(CL_DEVICE_NOT_FOUND)              \
    X(CL_DEVICE_NOT_AVAILABLE)          \
    X(CL_COMPILER_NOT_AVAILABLE)        \
    X(CL_MEM_OBJECT_ALLOCATION_FAILURE) \
    X(CL_OUT_OF_RESOURCES)              \
    X(CL_OUT_OF_HOST_MEMORY)            \
    X(CL_PROFILING_INFO_NOT_AVAILABLE)  \
    X(CL_BUILD_PROGRAM_FAILURE)         \
    X(CL_INVALID_VALUE)                 \
    X(CL_INVALID_PLATFORM)              \
    X(CL_INVALID_DEVICE)                \
    X(CL_INVALID_CONTEXT)               \
    X(CL_INVALID_COMMAND_QUEUE)         \
    X(CL_INVALID_MEM_OBJECT)            \
    X(CL_INVALID_BUILD_OPTIONS)         \
    X(CL_INVALID_PROGRAM)               \
    X(CL_INVALID_PROGRAM_EXECUTABLE)    \
    X(CL_INVALID_KERNEL_NAME)           \
    X(CL_INVALID_KERNEL)                \
    X(CL_INVALID_ARG_INDEX)             \
    X(CL_INVALID_ARG_VALUE)             \
    X(CL_INVALID_ARG_SIZE)              \
    X(CL_INVALID_KERNEL_ARGS)           \
    X(CL_INVALID_WORK_DIMENSION)        \
    X(CL_INVALID_WORK_GROUP_SIZE)       \
    X(CL_INVALID_WORK_ITEM_SIZE)        \
    X(CL_INVALID_EVENT)                 \
    X(CL_INVALID_OPERATION)             \
    X(CL_INVALID_BUFFER_SIZE)           \
    X(CL_INVALID_GLOBAL_WORK_SIZE)

static const char *cl_error_name(cl_int e)
{
    static char other[32];
#define NAME(c) \
    if (e == c) return #c;
    CL_ERRORS(NAME)
#undef NAME
    if (e == -1001) return "CL_PLATFORM_NOT_FOUND_KHR";
    snprintf(other, sizeof other, "error %d", (int)e);
    return other;
}

typedef struct Device {
    cl_platform_id platform;
    cl_device_id id;
    char platform_name[128], platform_version[128], name[128], label[160];
    cl_device_type type;
    int is_oclc, measured;
    size_t elems;                   /* scalar elements per array */
    int ok;                         /* built and ran */
    char error[1024];               /* why not */
    double build_median, build_min; /* seconds */
    double gbs[NBENCH], copy_gbs[NBENCH];
    char bits[NBENCH][256];
    int differs[NBENCH];
} Device;

static Device devices[MAX_DEVICES];
static int ndevices;
static int with_cpu, gpu_log2 = 27, cpu_log2 = 22; /* the options */

/* The inputs (at the largest size any device is measured on) and oclc's
 * CPU device's outputs, per kernel. */
static void *inputs[NBENCH][2], *reference[NBENCH];
static size_t ref_elems;
static const Device *ref_device;

static const char *type_name(cl_device_type t)
{
    return t & CL_DEVICE_TYPE_GPU           ? "GPU"
           : t & CL_DEVICE_TYPE_CPU         ? "CPU"
           : t & CL_DEVICE_TYPE_ACCELERATOR ? "accelerator"
                                            : "other";
}

/* A short name of a platform for the tables. */
static const char *platform_label(const char *name)
{
    if (strcmp(name, "oclc") == 0) return "oclc";
    if (strstr(name, "NVIDIA")) return "NVIDIA";
    if (strstr(name, "Portable Computing Language")) return "PoCL";
    return name;
}

static size_t device_elems(const Device *d, size_t want);

/* The devices the loader offers, each platform once, listed; which are
 * measured, on how many elements; the reference device. */
static void devices_list(void)
{
    cl_uint n = 0;
    cl_int err = clGetPlatformIDs(0, NULL, &n);
    if (err != CL_SUCCESS || n == 0) {
        printf("no OpenCL platform (clGetPlatformIDs: %s)\n", err ? cl_error_name(err) : "none");
        return;
    }
    cl_platform_id *ids = calloc(n, sizeof *ids);
    clGetPlatformIDs(n, ids, NULL);
    for (cl_uint p = 0; p < n; p++) {
        char name[128] = "", version[128] = "";
        clGetPlatformInfo(ids[p], CL_PLATFORM_NAME, sizeof name, name, NULL);
        clGetPlatformInfo(ids[p], CL_PLATFORM_VERSION, sizeof version, version, NULL);
        int seen = 0;
        for (cl_uint q = 0; q < p; q++) {
            char other[128] = "", other_version[128] = "";
            clGetPlatformInfo(ids[q], CL_PLATFORM_NAME, sizeof other, other, NULL);
            clGetPlatformInfo(ids[q], CL_PLATFORM_VERSION, sizeof other_version, other_version, NULL);
            seen |= ids[q] == ids[p] || (strcmp(other, name) == 0 && strcmp(other_version, version) == 0);
        }
        if (seen) {
            printf("platform %u: %s (%s): listed twice, measured once\n", p, name, version);
            continue;
        }
        cl_uint nd = 0;
        err = clGetDeviceIDs(ids[p], CL_DEVICE_TYPE_ALL, 0, NULL, &nd);
        printf("platform %u: %s (%s)%s\n", p, name, version, nd ? "" : ": no device");
        if (err != CL_SUCCESS || nd == 0) continue;
        cl_device_id *dids = calloc(nd, sizeof *dids);
        clGetDeviceIDs(ids[p], CL_DEVICE_TYPE_ALL, nd, dids, NULL);
        for (cl_uint d = 0; d < nd && ndevices < MAX_DEVICES; d++) {
            Device *dv = &devices[ndevices++];
            dv->platform = ids[p];
            dv->id = dids[d];
            snprintf(dv->platform_name, sizeof dv->platform_name, "%s", name);
            snprintf(dv->platform_version, sizeof dv->platform_version, "%s", version);
            clGetDeviceInfo(dids[d], CL_DEVICE_NAME, sizeof dv->name, dv->name, NULL);
            clGetDeviceInfo(dids[d], CL_DEVICE_TYPE, sizeof dv->type, &dv->type, NULL);
            dv->is_oclc = strcmp(name, "oclc") == 0;
            snprintf(dv->label, sizeof dv->label, "%s %s", platform_label(name), type_name(dv->type));
            int gpu = (dv->type & CL_DEVICE_TYPE_GPU) != 0, cpu = (dv->type & CL_DEVICE_TYPE_CPU) != 0;
            dv->measured = gpu || (with_cpu && cpu);
            if (dv->measured) dv->elems = device_elems(dv, (size_t)1 << (gpu ? gpu_log2 : cpu_log2));
            if (dv->is_oclc && cpu && !ref_device) ref_device = dv;
            printf("  %-10s %s: ", dv->label, dv->name);
            if (dv->measured)
                printf("measured, 2^%d elements\n", __builtin_ctzll(dv->elems));
            else
                printf("not measured%s\n", cpu ? " (a CPU: --cpu)" : "");
        }
        free(dids);
    }
    free(ids);
}

/* Bytes of one kernel's arrays, and of all its buffers with the copy's. */
static size_t bench_moved(const struct Bench *b, size_t elems)
{
    return elems * (size_t)(b->in_size * b->inputs + b->out_size);
}

/* The largest power of two of elements, at most want, whose buffers the
 * device takes: each within its largest allocation, all of one kernel's
 * (with the copy's) within half its memory. */
static size_t device_elems(const Device *d, size_t want)
{
    cl_ulong max_alloc = 0, mem = 0;
    clGetDeviceInfo(d->id, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof max_alloc, &max_alloc, NULL);
    clGetDeviceInfo(d->id, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof mem, &mem, NULL);
    size_t n = want;
    for (; n > 4096; n /= 2) {
        int fits = 1;
        for (size_t b = 0; b < NBENCH; b++) {
            size_t in = n * benches[b].in_size, out = n * benches[b].out_size, moved = bench_moved(&benches[b], n);
            fits &= in <= max_alloc && out <= max_alloc && moved / 2 <= max_alloc && 2 * moved <= mem / 2;
        }
        if (fits) break;
    }
    return n;
}

static cl_context context_create(const Device *d, cl_int *err)
{
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)d->platform, 0};
    return clCreateContext(props, 1, &d->id, NULL, NULL, err);
}

/* The program built for d in ctx with the five kernels created, or NULL
 * with the error (and the build log's start) in d->error. */
static cl_program program_build(Device *d, cl_context ctx, const char *src, cl_kernel kernels[NBENCH])
{
    cl_int err;
    cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
    if (!p) {
        snprintf(d->error, sizeof d->error, "clCreateProgramWithSource: %s", cl_error_name(err));
        return NULL;
    }
    err = clBuildProgram(p, 1, &d->id, "", NULL, NULL);
    if (err != CL_SUCCESS) {
        char log[768] = "";
        clGetProgramBuildInfo(p, d->id, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
        snprintf(d->error, sizeof d->error, "clBuildProgram: %s\n%s", cl_error_name(err), log);
        clReleaseProgram(p);
        return NULL;
    }
    for (size_t b = 0; b < NBENCH; b++) {
        kernels[b] = clCreateKernel(p, benches[b].name, &err);
        if (!kernels[b]) {
            snprintf(d->error, sizeof d->error, "clCreateKernel(%s): %s", benches[b].name, cl_error_name(err));
            while (b--) clReleaseKernel(kernels[b]);
            clReleaseProgram(p);
            return NULL;
        }
    }
    return p;
}

static void kernels_release(cl_kernel kernels[NBENCH])
{
    for (size_t b = 0; b < NBENCH; b++) clReleaseKernel(kernels[b]);
}

/* Build latency: BUILD_SAMPLES builds, each in a fresh context. */
static int device_build_latency(Device *d, const char *src)
{
    double t[BUILD_SAMPLES];
    for (int i = 0; i < BUILD_SAMPLES; i++) {
        cl_int err;
        cl_context ctx = context_create(d, &err);
        if (!ctx) {
            snprintf(d->error, sizeof d->error, "clCreateContext: %s", cl_error_name(err));
            return 0;
        }
        cl_kernel kernels[NBENCH];
        double t0 = now();
        cl_program p = program_build(d, ctx, src, kernels);
        t[i] = now() - t0;
        if (p) {
            kernels_release(kernels);
            clReleaseProgram(p);
        }
        clReleaseContext(ctx);
        if (!p) return 0;
    }
    qsort(t, BUILD_SAMPLES, sizeof *t, cmp_double);
    d->build_median = t[BUILD_SAMPLES / 2];
    d->build_min = t[0];
    return 1;
}

/* One element's bits, as hex. */
static void element_hex(char *buf, size_t size, const void *p, size_t i, int bytes)
{
    const unsigned char *e = (const unsigned char *)p + i * bytes;
    uint64_t v = 0;
    memcpy(&v, e, (size_t)bytes); /* little-endian hosts */
    snprintf(buf, size, "0x%0*llx", 2 * bytes, (unsigned long long)v);
}

/* One input element, its bits and its value. */
static void input_text(char *buf, size_t size, const struct Bench *b, const void *in, size_t i)
{
    char hex[24];
    element_hex(hex, sizeof hex, in, i, b->in_size);
    if (b->in_kind == IN_FLOAT)
        snprintf(buf, size, "%s (%.9g)", hex, ((const float *)in)[i]);
    else if (b->in_kind == IN_DOUBLE)
        snprintf(buf, size, "%s (%.17g)", hex, ((const double *)in)[i]);
    else
        snprintf(buf, size, "%s (%d)", hex, ((const int32_t *)in)[i]);
}

/* d->bits[bi] and d->differs[bi]: out (n elements) against the reference. */
static void bits_compare(Device *d, size_t bi, const void *out, size_t n)
{
    const struct Bench *b = &benches[bi];
    if (!ref_device) {
        snprintf(d->bits[bi], sizeof d->bits[bi], "no oclc CPU device");
        return;
    }
    if (!reference[bi]) {
        snprintf(d->bits[bi], sizeof d->bits[bi], "no reference: its run failed");
        return;
    }
    char part[48] = "";
    if (n > ref_elems) {
        n = ref_elems;
        snprintf(part, sizeof part, " (the first 2^%d)", __builtin_ctzll(n));
    }
    size_t bad = 0, first = 0;
    for (size_t i = 0; i < n; i++)
        if (memcmp((const char *)out + i * b->out_size, (const char *)reference[bi] + i * b->out_size,
                   (size_t)b->out_size) != 0 &&
            bad++ == 0)
            first = i;
    d->differs[bi] = bad != 0;
    if (!bad) {
        snprintf(d->bits[bi], sizeof d->bits[bi], "identical%s%s", part, d == ref_device ? " (the reference)" : "");
        return;
    }
    char x[64], y[80] = "", got[24], want[24];
    input_text(x, sizeof x, b, inputs[bi][0], first);
    if (b->inputs == 2) {
        char t[64];
        input_text(t, sizeof t, b, inputs[bi][1], first);
        snprintf(y, sizeof y, ", y %s", t);
    }
    element_hex(got, sizeof got, out, first, b->out_size);
    element_hex(want, sizeof want, reference[bi], first, b->out_size);
    snprintf(d->bits[bi], sizeof d->bits[bi], "%zu of %zu differ; first [%zu]: x %s%s -> %s, oclc CPU %s", bad, n,
             first, x, y, got, want);
}

static cl_ulong event_ns(cl_event e, cl_int *err)
{
    cl_ulong start = 0, end = 0;
    cl_int e1 = clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_START, sizeof start, &start, NULL);
    cl_int e2 = clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_END, sizeof end, &end, NULL);
    if (e1 != CL_SUCCESS || e2 != CL_SUCCESS) *err = e1 != CL_SUCCESS ? e1 : e2;
    return end > start ? end - start : 1;
}

#define TRY(call)                                                                                  \
    do {                                                                                           \
        err = (call);                                                                              \
        if (err != CL_SUCCESS) {                                                                   \
            snprintf(d->error, sizeof d->error, "%s: %s: %s", b->name, #call, cl_error_name(err)); \
            goto out;                                                                              \
        }                                                                                          \
    } while (0)

/* Kernel bi on n elements of d: timed (unless out_only), its output read
 * into out.  Returns 1, or 0 with the error in d->error. */
static int kernel_run(Device *d, cl_context ctx, cl_command_queue q, cl_kernel k, size_t bi, size_t n, void *out,
                      int out_only)
{
    const struct Bench *b = &benches[bi];
    size_t in_bytes = n * b->in_size, out_bytes = n * b->out_size, moved = bench_moved(b, n);
    size_t vectors = n / b->lanes, local = LOCAL;
    cl_mem bufs[5] = {NULL}; /* in, in2, out, copy source, copy destination */
    cl_int err = CL_SUCCESS;
    int ok = 0;
    for (int a = 0; a < b->inputs; a++) {
        bufs[a] = clCreateBuffer(ctx, CL_MEM_READ_ONLY, in_bytes, NULL, &err);
        if (!bufs[a]) TRY(err);
        TRY(clEnqueueWriteBuffer(q, bufs[a], CL_TRUE, 0, in_bytes, inputs[bi][a], 0, NULL, NULL));
    }
    bufs[2] = clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, out_bytes, NULL, &err);
    if (!bufs[2]) TRY(err);
    unsigned char stale = 0xA5; /* no element is left as it was by chance */
    TRY(clEnqueueFillBuffer(q, bufs[2], &stale, 1, 0, out_bytes, 0, NULL, NULL));
    cl_uint arg = 0;
    for (int a = 0; a < b->inputs; a++) TRY(clSetKernelArg(k, arg++, sizeof(cl_mem), &bufs[a]));
    TRY(clSetKernelArg(k, arg, sizeof(cl_mem), &bufs[2]));
    if (out_only) {
        TRY(clEnqueueNDRangeKernel(q, k, 1, NULL, &vectors, NULL, 0, NULL, NULL));
    } else {
        for (int c = 3; c < 5; c++) {
            bufs[c] = clCreateBuffer(ctx, CL_MEM_READ_WRITE, moved / 2, NULL, &err);
            if (!bufs[c]) TRY(err);
            unsigned char one = 1;
            TRY(clEnqueueFillBuffer(q, bufs[c], &one, 1, 0, moved / 2, 0, NULL, NULL));
        }
        TRY(clFinish(q));
        cl_ulong best_k = UINT64_MAX, best_c = UINT64_MAX;
        for (int r = 0; r <= REPS; r++) { /* r 0 warms up */
            cl_event ek = NULL, ec = NULL;
            TRY(clEnqueueNDRangeKernel(q, k, 1, NULL, &vectors, &local, 0, NULL, &ek));
            err = clEnqueueCopyBuffer(q, bufs[3], bufs[4], 0, 0, moved / 2, 0, NULL, &ec);
            if (err == CL_SUCCESS) err = clFinish(q);
            cl_ulong tk = 0, tc = 0;
            if (err == CL_SUCCESS) tk = event_ns(ek, &err);
            if (err == CL_SUCCESS) tc = event_ns(ec, &err);
            clReleaseEvent(ek);
            if (ec) clReleaseEvent(ec);
            TRY(err);
            if (r && tk < best_k) best_k = tk;
            if (r && tc < best_c) best_c = tc;
        }
        d->gbs[bi] = (double)moved / (double)best_k; /* bytes per ns: GB/s */
        d->copy_gbs[bi] = (double)moved / (double)best_c;
    }
    TRY(clEnqueueReadBuffer(q, bufs[2], CL_TRUE, 0, out_bytes, out, 0, NULL, NULL));
    ok = 1;
out:
    for (int i = 0; i < 5; i++)
        if (bufs[i]) clReleaseMemObject(bufs[i]);
    return ok;
}

#undef TRY

/* The throughput of each kernel on d (n elements), its output compared
 * with the reference; or, with reference_run, the reference itself. */
static int device_run(Device *d, const char *src, size_t n, int reference_run)
{
    cl_int err;
    cl_context ctx = context_create(d, &err);
    if (!ctx) {
        snprintf(d->error, sizeof d->error, "clCreateContext: %s", cl_error_name(err));
        return 0;
    }
    cl_command_queue q = clCreateCommandQueue(ctx, d->id, CL_QUEUE_PROFILING_ENABLE, &err);
    if (!q) {
        snprintf(d->error, sizeof d->error, "clCreateCommandQueue: %s", cl_error_name(err));
        clReleaseContext(ctx);
        return 0;
    }
    cl_kernel kernels[NBENCH];
    cl_program p = program_build(d, ctx, src, kernels);
    int ok = p != NULL;
    size_t largest = 0;
    for (size_t b = 0; b < NBENCH; b++)
        if ((size_t)benches[b].out_size > largest) largest = benches[b].out_size;
    void *out = reference_run ? NULL : malloc(n * largest);
    for (size_t b = 0; ok && b < NBENCH; b++) {
        if (reference_run) out = reference[b] = malloc(n * benches[b].out_size);
        ok = out && kernel_run(d, ctx, q, kernels[b], b, n, out, reference_run);
        if (ok && !reference_run) bits_compare(d, b, out, n);
    }
    if (!reference_run) free(out);
    if (p) {
        kernels_release(kernels);
        clReleaseProgram(p);
    }
    clReleaseCommandQueue(q);
    clReleaseContext(ctx);
    return ok;
}

static void device_print(const Device *d)
{
    printf("\n== %s: %s (platform %s, %s), 2^%d elements per array\n", d->label, d->name, d->platform_name,
           d->platform_version, __builtin_ctzll(d->elems));
    if (d->build_median > 0)
        printf("build of kernels.cl, 5 kernels created (median of %d, fresh context each): %.1f ms (min %.1f)\n",
               BUILD_SAMPLES, d->build_median * 1e3, d->build_min * 1e3);
    if (d->gbs[0] > 0) {
        printf("%-34s %9s %10s %7s  %s\n", "kernel", "GB/s", "copy GB/s", "ratio", "bits vs oclc CPU");
        for (size_t b = 0; b < NBENCH && d->gbs[b] > 0; b++)
            printf("%-34s %9.1f %10.1f %6.0f%%  %s\n", benches[b].what, d->gbs[b], d->copy_gbs[b],
                   100 * d->gbs[b] / d->copy_gbs[b], d->bits[b]);
    }
    if (!d->ok) printf("FAILED: %s\n", d->error);
}

static int same_type(const Device *a, const Device *b)
{
    cl_device_type kinds = CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR;
    return (a->type & kinds) == (b->type & kinds);
}

/* Each measured oclc device against the other platforms' measured devices
 * of its type. */
static void summary_print(void)
{
    int any_oclc = 0;
    for (int i = 0; i < ndevices; i++) any_oclc |= devices[i].measured && devices[i].is_oclc;
    if (!any_oclc) printf("\nsummary: no oclc device measured (is BUILD_DIR's liboclc-icd.so given to the loader?)\n");
    for (int i = 0; i < ndevices; i++) {
        const Device *o = &devices[i];
        if (!o->measured || !o->is_oclc) continue;
        const Device *peers[MAX_DEVICES];
        int np = 0;
        for (int j = 0; j < ndevices; j++)
            if (devices[j].measured && !devices[j].is_oclc && same_type(&devices[j], o)) peers[np++] = &devices[j];
        printf("\nsummary: %s (%s) against the other %ss", o->label, o->name, type_name(o->type));
        if (!np) {
            printf(": none measured in this run\n");
            continue;
        }
        if (!o->ok) {
            printf(": none, oclc's failed\n");
            continue;
        }
        printf(", oclc / peer\n%-34s", "");
        for (int j = 0; j < np; j++) printf(" %14.14s", peers[j]->label);
        printf("\n%-34s", "build time (below 1: oclc faster)");
        for (int j = 0; j < np; j++)
            if (peers[j]->build_median > 0)
                printf(" %13.2fx", o->build_median / peers[j]->build_median);
            else
                printf(" %14s", "failed");
        for (size_t b = 0; b < NBENCH; b++) {
            printf("\n%-34s", benches[b].what);
            for (int j = 0; j < np; j++)
                if (peers[j]->gbs[b] > 0)
                    printf(" %13.2fx", o->gbs[b] / peers[j]->gbs[b]);
                else
                    printf(" %14s", "failed");
        }
        printf("\n(kernel rows: GB/s, above 1: oclc faster; peers on fewer elements than oclc: ");
        int any = 0;
        for (int j = 0; j < np; j++)
            if (peers[j]->elems != o->elems)
                printf("%s%s 2^%d", any++ ? ", " : "", peers[j]->label, __builtin_ctzll(peers[j]->elems));
        printf("%s)\n", any ? "" : "none");
        /* A platform without a device of this type is a peer missing. */
        any = 0;
        for (int j = 0; j < ndevices; j++) {
            int has = 0, earlier = 0;
            for (int k = 0; k < ndevices; k++) {
                has |= devices[k].platform == devices[j].platform && same_type(&devices[k], o);
                earlier |= k < j && devices[k].platform == devices[j].platform;
            }
            if (!has && !earlier) printf("%s%s", any++ ? ", " : "(no ", platform_label(devices[j].platform_name));
        }
        if (any) printf(": no %s device)\n", type_name(o->type));
    }
}

static int usage(void)
{
    printf("usage: peers [--cpu] [--gpu-log2 N] [--cpu-log2 N] [--list] [kernels.cl]\n");
    return 2;
}

int main(int argc, char **argv)
{
    /* Before the first OpenCL call, which loads the platforms: their
     * compilers, not their caches. */
    setenv("CUDA_CACHE_DISABLE", "1", 1);
    setenv("POCL_KERNEL_CACHE", "0", 1);
    setenv("OCLC_CACHE", "0", 1);
    int list_only = 0;
    const char *path = "../convert_throughput/kernels.cl";
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--cpu") == 0)
            with_cpu = 1;
        else if (strcmp(argv[i], "--list") == 0)
            list_only = 1;
        else if (strcmp(argv[i], "--gpu-log2") == 0 && i + 1 < argc)
            gpu_log2 = atoi(argv[++i]);
        else if (strcmp(argv[i], "--cpu-log2") == 0 && i + 1 < argc)
            cpu_log2 = atoi(argv[++i]);
        else if (argv[i][0] == '-')
            return usage();
        else
            path = argv[i];
    }
    if (gpu_log2 < 12 || gpu_log2 > 34 || cpu_log2 < 12 || cpu_log2 > 34) return usage();
    char *src = read_file(path);
    if (!src) {
        printf("bench/gpu/peers: cannot read %s\n", path);
        return 1;
    }
    Dl_info loader;
    if (dladdr((void *)(uintptr_t)clGetPlatformIDs, &loader) && loader.dli_fname)
        printf("bench/gpu/peers: OpenCL loader %s\n", loader.dli_fname);

    devices_list();
    int measured = 0;
    size_t largest = 0;
    for (int i = 0; i < ndevices; i++) {
        if (!devices[i].measured) continue;
        if (devices[i].elems > largest) largest = devices[i].elems;
        measured++;
    }
    if (list_only) return 0;
    if (!measured) {
        printf("bench/gpu/peers: no GPU device to measure%s\n",
               with_cpu ? " and no CPU device" : " (--cpu for the CPUs)");
        free(src);
        return 77;
    }
    printf("%d device(s) measured, best of %d after a warm-up; bits against %s\n", measured, REPS,
           ref_device ? "oclc's CPU device" : "nothing: no oclc CPU device");

    /* The inputs, each array from its own seed, and the reference. */
    ref_elems = largest;
    for (size_t b = 0; b < NBENCH; b++)
        for (int a = 0; a < benches[b].inputs; a++) {
            inputs[b][a] = malloc(largest * benches[b].in_size);
            if (!inputs[b][a]) {
                printf("bench/gpu/peers: out of host memory for 2^%d elements\n", __builtin_ctzll(largest));
                return 1;
            }
            rng_state = 0x243F6A8885A308D3ull + 0x9E3779B97F4A7C15ull * (2 * b + a + 1);
            convert_inputs_fill(inputs[b][a], benches[b].in_kind, largest);
        }
    if (ref_device) {
        Device *r = (Device *)ref_device;
        ref_elems = device_elems(r, largest);
        double t0 = now();
        if (!device_run(r, src, ref_elems, 1)) {
            printf("the reference on %s failed: %s\n", r->name, r->error);
            for (size_t b = 0; b < NBENCH; b++) {
                free(reference[b]);
                reference[b] = NULL;
            }
        } else
            printf("the reference: %s, 2^%d elements, %.1f s\n", r->name, __builtin_ctzll(ref_elems), now() - t0);
    }

    int status = 0;
    for (int i = 0; i < ndevices; i++) {
        Device *d = &devices[i];
        if (!d->measured) continue;
        d->ok = device_build_latency(d, src) && device_run(d, src, d->elems, 0);
        device_print(d);
        int differs = 0;
        for (size_t b = 0; b < NBENCH; b++) differs |= d->differs[b];
        if (d->is_oclc && (!d->ok || differs)) status = 1;
    }
    summary_print();
    for (size_t b = 0; b < NBENCH; b++) {
        free(inputs[b][0]);
        free(inputs[b][1]);
        free(reference[b]);
    }
    free(src);
    return status;
}
