/*
 * bench/images - image kernels at 4096x4096 through the OpenCL API, oclc's
 * platform against PoCL's in one process (issue 16): the same host code,
 * the platform picked by name.
 *
 *   blur    a separable 5-tap Gaussian blur of an RGBA UNORM_INT8 image:
 *           two passes (horizontal, vertical), read_imagef with integer
 *           coordinates and CLAMP_TO_EDGE, write_imagef
 *   resize  a bilinear resize (CLK_FILTER_LINEAR, normalized
 *           coordinates, CLAMP_TO_EDGE) of the same image to 4096x4096
 *           from 3000x3000, written to RGBA UNORM_INT8
 *
 * Each kernel is enqueued once to warm up (PoCL compiles its work-group
 * functions at the first enqueue), then timed over SAMPLES runs, each
 * enqueue + clFinish; the table has the median and the minimum in
 * milliseconds and megapixels per second.  The outputs of the two
 * platforms are compared: the resize must agree bit for bit, the blur
 * within one code (PoCL reads UNORM_INT8 with a reciprocal multiply,
 * oclc with the specification's division).
 *
 * Usage: bench/images/run [BUILD_DIR]
 */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../bench_util.h"

#define N       4096
#define SRC     3000
#define SAMPLES 5

static const char *src =
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "constant sampler_t edge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;\n"
    "kernel void blur(read_only image2d_t in, write_only image2d_t out, int dx, int dy) {\n"
    "  int2 p = (int2)(get_global_id(0), get_global_id(1));\n"
    "  const float w[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};\n"
    "  float4 s = 0.0f;\n"
    "  for (int k = -2; k <= 2; k++) s += w[k + 2] * read_imagef(in, edge, p + (int2)(k * dx, k * dy));\n"
    "  write_imagef(out, p, s);\n"
    "}\n"
    "kernel void resize(read_only image2d_t in, write_only image2d_t out, sampler_t lin) {\n"
    "  int2 p = (int2)(get_global_id(0), get_global_id(1));\n"
    "  float2 c = ((float2)(p.x, p.y) + 0.5f) / convert_float2(get_image_dim(out));\n"
    "  write_imagef(out, p, read_imagef(in, lin, c));\n"
    "}\n";

typedef struct Run {
    const char *label, *name;
    double blur[2], resize[2]; /* median, min (s) */
    unsigned char *blurred, *resized;
} Run;

#define CK(x)                                                              \
    do {                                                                   \
        cl_int e_ = (x);                                                   \
        if (e_ != CL_SUCCESS) {                                            \
            fprintf(stderr, "%s: %s failed: %d\n", r->label, #x, (int)e_); \
            return 1;                                                      \
        }                                                                  \
    } while (0)

static double timed(cl_command_queue q, cl_kernel *ks, int nk, const int *dirs, size_t *g, double *min)
{
    double t[SAMPLES];
    for (int s = 0; s < SAMPLES; s++) {
        double t0 = now();
        for (int k = 0; k < nk; k++) {
            if (dirs) {
                clSetKernelArg(ks[k], 2, sizeof(int), &dirs[2 * k]);
                clSetKernelArg(ks[k], 3, sizeof(int), &dirs[2 * k + 1]);
            }
            clEnqueueNDRangeKernel(q, ks[k], 2, NULL, g, NULL, 0, NULL, NULL);
        }
        clFinish(q);
        t[s] = now() - t0;
    }
    qsort(t, SAMPLES, sizeof *t, cmp_double);
    *min = t[0];
    return t[SAMPLES / 2];
}

static int run_platform(Run *r, const unsigned char *pixels)
{
    cl_platform_id ps[8];
    cl_uint n = 0;
    clGetPlatformIDs(8, ps, &n);
    cl_platform_id p = NULL;
    for (cl_uint i = 0; i < n; i++) {
        char buf[256] = "";
        clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof buf, buf, NULL);
        if (!strcmp(buf, r->name)) p = ps[i];
    }
    if (!p) {
        fprintf(stderr, "no platform '%s'\n", r->name);
        return 1;
    }
    cl_device_id d;
    CK(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL));
    cl_int err;
    cl_context ctx = clCreateContext(NULL, 1, &d, NULL, NULL, &err);
    CK(err);
    cl_command_queue q = clCreateCommandQueueWithProperties(ctx, d, NULL, &err);
    CK(err);
    cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
    CK(err);
    CK(clBuildProgram(prog, 1, &d, "-cl-std=CL1.2", NULL, NULL));
    cl_image_format f8 = {CL_RGBA, CL_UNORM_INT8};
    cl_image_desc dn = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = N, .image_height = N};
    cl_image_desc ds = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = SRC, .image_height = SRC};
    cl_mem in = clCreateImage(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &f8, &dn, (void *)pixels, &err);
    CK(err);
    cl_mem small = clCreateImage(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &f8, &ds, (void *)pixels, &err);
    CK(err);
    cl_mem mid = clCreateImage(ctx, CL_MEM_READ_WRITE, &f8, &dn, NULL, &err);
    CK(err);
    cl_mem out = clCreateImage(ctx, CL_MEM_READ_WRITE, &f8, &dn, NULL, &err);
    CK(err);
    cl_sampler_properties sp[] = {CL_SAMPLER_NORMALIZED_COORDS,
                                  CL_TRUE,
                                  CL_SAMPLER_ADDRESSING_MODE,
                                  CL_ADDRESS_CLAMP_TO_EDGE,
                                  CL_SAMPLER_FILTER_MODE,
                                  CL_FILTER_LINEAR,
                                  0};
    cl_sampler lin = clCreateSamplerWithProperties(ctx, sp, &err);
    CK(err);
    cl_kernel b[2];
    for (int k = 0; k < 2; k++) {
        b[k] = clCreateKernel(prog, "blur", &err);
        CK(err);
    }
    CK(clSetKernelArg(b[0], 0, sizeof in, &in));
    CK(clSetKernelArg(b[0], 1, sizeof mid, &mid));
    CK(clSetKernelArg(b[1], 0, sizeof mid, &mid));
    CK(clSetKernelArg(b[1], 1, sizeof out, &out));
    int dirs[4] = {1, 0, 0, 1};
    size_t g[2] = {N, N}, origin[3] = {0, 0, 0}, region[3] = {N, N, 1};
    timed(q, b, 2, dirs, g, &r->blur[1]); /* warm-up */
    r->blur[0] = timed(q, b, 2, dirs, g, &r->blur[1]);
    CK(clEnqueueReadImage(q, out, CL_TRUE, origin, region, 0, 0, r->blurred, 0, NULL, NULL));
    cl_kernel rs = clCreateKernel(prog, "resize", &err);
    CK(err);
    CK(clSetKernelArg(rs, 0, sizeof small, &small));
    CK(clSetKernelArg(rs, 1, sizeof out, &out));
    CK(clSetKernelArg(rs, 2, sizeof lin, &lin));
    timed(q, &rs, 1, NULL, g, &r->resize[1]);
    r->resize[0] = timed(q, &rs, 1, NULL, g, &r->resize[1]);
    CK(clEnqueueReadImage(q, out, CL_TRUE, origin, region, 0, 0, r->resized, 0, NULL, NULL));
    clReleaseKernel(b[0]);
    clReleaseKernel(b[1]);
    clReleaseKernel(rs);
    clReleaseSampler(lin);
    clReleaseMemObject(in);
    clReleaseMemObject(small);
    clReleaseMemObject(mid);
    clReleaseMemObject(out);
    clReleaseProgram(prog);
    clReleaseCommandQueue(q);
    clReleaseContext(ctx);
    return 0;
}

int main(void)
{
    size_t bytes = (size_t)N * N * 4;
    unsigned char *pixels = malloc(bytes);
    for (size_t i = 0; i < bytes; i++) pixels[i] = (unsigned char)(rng() >> 56);
    Run runs[2] = {{"oclc", "oclc", {0}, {0}, malloc(bytes), malloc(bytes)},
                   {"PoCL", "Portable Computing Language", {0}, {0}, malloc(bytes), malloc(bytes)}};
    for (int i = 0; i < 2; i++)
        if (run_platform(&runs[i], pixels)) return 1;
    double mp = (double)N * N / 1e6;
    printf("%-8s %-6s %12s %12s %12s\n", "kernel", "", "median ms", "min ms", "Mpixel/s");
    for (int i = 0; i < 2; i++) {
        printf("%-8s %-6s %12.1f %12.1f %12.1f\n", "blur", runs[i].label, runs[i].blur[0] * 1e3, runs[i].blur[1] * 1e3,
               mp / runs[i].blur[0]);
        printf("%-8s %-6s %12.1f %12.1f %12.1f\n", "resize", runs[i].label, runs[i].resize[0] * 1e3,
               runs[i].resize[1] * 1e3, mp / runs[i].resize[0]);
    }
    size_t blur_diff = 0, blur_far = 0, resize_diff = 0;
    for (size_t i = 0; i < bytes; i++) {
        int d = abs(runs[0].blurred[i] - runs[1].blurred[i]);
        blur_diff += d != 0;
        blur_far += d > 1;
        resize_diff += runs[0].resized[i] != runs[1].resized[i];
    }
    printf("oclc vs PoCL: blur %zu bytes differ (%zu by more than one code), resize %zu bytes differ\n", blur_diff,
           blur_far, resize_diff);
    return blur_far || resize_diff;
}
