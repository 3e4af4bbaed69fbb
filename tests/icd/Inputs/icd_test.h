/*
 * icd_test.h - what the C programs of tests/icd share.  They use only the
 * standard OpenCL API (the ICD loader, -lOpenCL): the platform is found
 * by name, as any application would pick it.  Checks count
 * (tests/Inputs/check.h); a failed call prints the call, the code returned
 * and the code expected by name.
 */
#ifndef ICD_TEST_H
#define ICD_TEST_H

/* The tests call the deprecated entry points too (clEnqueueTask, ...). */
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#define CL_USE_DEPRECATED_OPENCL_2_2_APIS
#include <CL/cl.h>
#include <CL/cl_ext.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../Inputs/check.h"

/* The reference for convert_int_sat_rte in plain C: NaN to 0, saturated,
 * ties to even (the default rounding mode of nearbyintf). */
static inline int ref_int_sat_rte(float x)
{
    if (isnan(x)) return 0;
    if (x >= 2147483647.0f) return INT_MAX;
    if (x <= -2147483648.0f) return INT_MIN;
    return (int)nearbyintf(x);
}

static inline const char *cl_err_name(cl_int e)
{
    switch (e) {
        /* clang-format off */
#define E(x) case x: return #x;
        E(CL_SUCCESS) E(CL_DEVICE_NOT_FOUND) E(CL_OUT_OF_RESOURCES) E(CL_OUT_OF_HOST_MEMORY)
        E(CL_PROFILING_INFO_NOT_AVAILABLE) E(CL_MEM_COPY_OVERLAP) E(CL_MEM_OBJECT_ALLOCATION_FAILURE)
        E(CL_BUILD_PROGRAM_FAILURE) E(CL_MISALIGNED_SUB_BUFFER_OFFSET)
        E(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST) E(CL_COMPILE_PROGRAM_FAILURE) E(CL_LINK_PROGRAM_FAILURE)
        E(CL_KERNEL_ARG_INFO_NOT_AVAILABLE) E(CL_INVALID_VALUE) E(CL_INVALID_DEVICE_TYPE) E(CL_INVALID_PLATFORM)
        E(CL_INVALID_DEVICE) E(CL_INVALID_CONTEXT) E(CL_INVALID_QUEUE_PROPERTIES) E(CL_INVALID_COMMAND_QUEUE)
        E(CL_INVALID_HOST_PTR) E(CL_INVALID_MEM_OBJECT) E(CL_INVALID_IMAGE_SIZE) E(CL_INVALID_SAMPLER)
        E(CL_INVALID_BINARY) E(CL_INVALID_BUILD_OPTIONS) E(CL_INVALID_PROGRAM) E(CL_INVALID_PROGRAM_EXECUTABLE)
        E(CL_INVALID_KERNEL_NAME) E(CL_INVALID_KERNEL) E(CL_INVALID_ARG_INDEX) E(CL_INVALID_ARG_VALUE)
        E(CL_INVALID_ARG_SIZE) E(CL_INVALID_KERNEL_ARGS) E(CL_INVALID_WORK_DIMENSION) E(CL_INVALID_WORK_GROUP_SIZE)
        E(CL_INVALID_WORK_ITEM_SIZE) E(CL_INVALID_GLOBAL_OFFSET) E(CL_INVALID_EVENT_WAIT_LIST) E(CL_INVALID_EVENT)
        E(CL_INVALID_OPERATION) E(CL_INVALID_GL_OBJECT) E(CL_INVALID_BUFFER_SIZE) E(CL_INVALID_GLOBAL_WORK_SIZE)
        E(CL_INVALID_PROPERTY) E(CL_INVALID_COMPILER_OPTIONS) E(CL_INVALID_LINKER_OPTIONS)
        E(CL_INVALID_DEVICE_PARTITION_COUNT)
/* clang-format on */
#undef E
    }
    static char buf[32];
    snprintf(buf, sizeof buf, "error %d", e);
    return buf;
}

/* A call that must return `want` (a cl_int expression). */
#define EXPECT(call, want)                                                                                 \
    do {                                                                                                   \
        cl_int got_ = (call);                                                                              \
        CHECK(got_ == (want), "%s returned %s, expected %s", #call, cl_err_name(got_), cl_err_name(want)); \
    } while (0)

/* A call that must succeed for the test to go on. */
#define MUST(call)                                                                                \
    do {                                                                                          \
        cl_int got_ = (call);                                                                     \
        if (got_ != CL_SUCCESS) {                                                                 \
            printf("FAIL %s:%d: %s returned %s\n", __FILE__, __LINE__, #call, cl_err_name(got_)); \
            exit(1);                                                                              \
        }                                                                                         \
    } while (0)

/* The platform called `name` (CL_PLATFORM_NAME), or NULL. */
static inline cl_platform_id icd_find_platform(const char *name)
{
    cl_platform_id ps[16];
    cl_uint n = 0;
    if (clGetPlatformIDs(16, ps, &n) != CL_SUCCESS) return NULL;
    for (cl_uint i = 0; i < n && i < 16; i++) {
        char buf[256] = "";
        clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof buf, buf, NULL);
        if (strcmp(buf, name) == 0) return ps[i];
    }
    return NULL;
}

typedef struct IcdEnv {
    cl_platform_id platform;
    cl_device_id device;
    cl_context ctx;
    cl_command_queue queue;
} IcdEnv;

/* The platform by name, its default device, a context and an in-order queue
 * (with profiling); ends the test if there is none. */
static inline IcdEnv icd_setup(const char *name)
{
    IcdEnv e = {0};
    e.platform = icd_find_platform(name);
    if (!e.platform) {
        printf("FAIL: no OpenCL platform named '%s'\n", name);
        exit(1);
    }
    /* The default device: the CPU, or the GPU with
     * OCLC_ICD_DEFAULT_DEVICE=gpu (docs/icd.md: these programs on a GPU). */
    MUST(clGetDeviceIDs(e.platform, CL_DEVICE_TYPE_DEFAULT, 1, &e.device, NULL));
    cl_device_type type = 0;
    MUST(clGetDeviceInfo(e.device, CL_DEVICE_TYPE, sizeof type, &type, NULL));
    printf("icd: the default device is a %s\n", type & CL_DEVICE_TYPE_GPU ? "GPU" : "CPU");
    cl_int err;
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)e.platform, 0};
    e.ctx = clCreateContext(props, 1, &e.device, NULL, NULL, &err);
    MUST(err);
    cl_queue_properties qp[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
    e.queue = clCreateCommandQueueWithProperties(e.ctx, e.device, qp, &err);
    MUST(err);
    return e;
}

static inline void icd_teardown(IcdEnv *e)
{
    clReleaseCommandQueue(e->queue);
    clReleaseContext(e->ctx);
}

/* Builds src (or ends the test, printing the log). */
static inline cl_program icd_build(const IcdEnv *e, const char *src, const char *options)
{
    cl_int err;
    cl_program p = clCreateProgramWithSource(e->ctx, 1, &src, NULL, &err);
    MUST(err);
    err = clBuildProgram(p, 1, &e->device, options, NULL, NULL);
    if (err != CL_SUCCESS) {
        char log[8192] = "";
        clGetProgramBuildInfo(p, e->device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        printf("FAIL: clBuildProgram returned %s:\n%s\n", cl_err_name(err), log);
        exit(1);
    }
    return p;
}

/* A kernel of p by name (or ends the test). */
static inline cl_kernel icd_kernel(cl_program p, const char *name)
{
    cl_int err;
    cl_kernel k = clCreateKernel(p, name, &err);
    MUST(err);
    return k;
}

/* A buffer of the context (or ends the test). */
static inline cl_mem icd_buffer(const IcdEnv *e, cl_mem_flags flags, size_t size, void *host)
{
    cl_int err;
    cl_mem m = clCreateBuffer(e->ctx, flags, size, host, &err);
    MUST(err);
    return m;
}

/* Bytes in hex, 32 to a line after "name:": what the PoCL comparisons diff. */
static inline void icd_print_hex(const char *name, const void *p, size_t n)
{
    const unsigned char *b = p;
    printf("%s:", name);
    for (size_t i = 0; i < n; i++) printf("%s%02x", i % 32 ? "" : "\n", b[i]);
    printf("\n");
}

#endif
