/*
 * Kernels through the OpenCL API on the oclc platform: clCreateKernel,
 * clCreateKernelsInProgram, clCloneKernel, clSetKernelArg (buffers,
 * constant buffers, local sizes, by-value scalars and vectors, a
 * 3-component vector being 4 elements wide), kernel, argument and
 * work-group info, clEnqueueNDRangeKernel in 1, 2 and 3 dimensions with
 * offsets and with the local size given or not, clEnqueueTask, and the
 * error code of every bad call.  Results are checked against values this
 * program computes itself.
 *
 * RUN: %icd-cc %s -o %t %icd-ld
 * RUN: %t | FileCheck %s
 * RUN: env OCLC_ICD_DEFAULT_DEVICE=gpu %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <limits.h>
#include <math.h>

#include "icd_test.h"

static const char *src =
    "kernel void vec_ops(global const float4 *in, global int4 *out, float4 scale, int3 shift) {\n"
    "  size_t i = get_global_id(0);\n"
    "  out[i] = convert_int4_sat_rte(in[i] * scale) + (int4)(shift, 0);\n"
    "}\n"
    "kernel void swizzle3(global const float *in, global float *out) {\n"
    "  size_t i = get_global_id(0);\n"
    "  float3 v = vload3(i, in);\n"
    "  vstore3(v.zxy * 2.0f, i, out);\n"
    "}\n"
    "kernel void bits(global const float *restrict in, global uint *out) {\n"
    "  size_t i = get_global_id(0);\n"
    "  out[i] = as_uint(in[i]) ^ 0x80000000u;\n"
    "}\n"
    "kernel void index3(global int *out, int w, int h) {\n"
    "  size_t x = get_global_id(0) - get_global_offset(0), y = get_global_id(1) - get_global_offset(1),\n"
    "         z = get_global_id(2) - get_global_offset(2);\n"
    "  out[(z * h + y) * w + x] = (int)(get_global_id(0) * 10000 + get_global_id(1) * 100 + get_global_id(2))\n"
    "                             + (int)get_work_dim() * 1000000;\n"
    "}\n"
    "kernel void local_sum(global const int *in, global int *out, local int *tmp) {\n"
    "  size_t l = get_local_id(0), n = get_local_size(0);\n"
    "  tmp[l] = in[get_global_id(0)];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  if (l == 0) { int s = 0; for (size_t k = 0; k < n; k++) s += tmp[k]; out[get_group_id(0)] = s; }\n"
    "}\n"
    "kernel void task(global int *out) {\n"
    "  out[0] = (int)(get_global_size(0) + get_local_size(0) * 10 + get_work_dim() * 100);\n"
    "}\n"
    "__attribute__((reqd_work_group_size(4, 1, 1)))\n"
    "kernel void reqd(global int *out) { out[get_global_id(0)] = (int)get_local_size(0); }\n"
    "kernel void scalars(global long *out, char c, uchar uc, short s, ushort us, int i, uint u,\n"
    "                    long l, ulong ul, float f, double d) {\n"
    "  out[0] = c; out[1] = uc; out[2] = s; out[3] = us; out[4] = i; out[5] = u;\n"
    "  out[6] = l; out[7] = (long)ul; out[8] = as_int(f); out[9] = as_long(d);\n"
    "}\n"
    "kernel void constants(global int *out, constant int *c, const int n) {\n"
    "  out[get_global_id(0)] = c[get_global_id(0) % n] * 3;\n"
    "}\n";

#define N 64

static float rand_float(void)
{
    /* A mix of magnitudes, halves (to check ties to even) and saturation. */
    switch (test_rand() % 4) {
    case 0: return (float)((int)(test_rand() % 2001) - 1000) / 2.0f;
    case 1: return (float)((double)(int64_t)test_rand() / 1e9);
    case 2: return (float)(int64_t)test_rand();
    default: return (float)((int)(test_rand() % 200001) - 100000) / 7.0f;
    }
}

static void test_run(IcdEnv *e, cl_program p)
{
    cl_int err;
    /* vec_ops: float4 and int3 by value. */
    cl_float4 in[N];
    cl_int4 out[N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 4; j++) in[i].s[j] = rand_float();
    cl_mem bin = clCreateBuffer(e->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof in, in, &err);
    MUST(err);
    cl_mem bout = clCreateBuffer(e->ctx, CL_MEM_WRITE_ONLY, sizeof out, NULL, &err);
    MUST(err);
    cl_kernel k = clCreateKernel(p, "vec_ops", &err);
    MUST(err);
    cl_float4 scale = {{1.5f, -2.0f, 0.25f, 1.0f}};
    cl_int3 shift = {{7, -9, 100, 0x55555555}};
    MUST(clSetKernelArg(k, 0, sizeof bin, &bin));
    MUST(clSetKernelArg(k, 1, sizeof bout, &bout));
    MUST(clSetKernelArg(k, 2, sizeof scale, &scale));
    EXPECT(clSetKernelArg(k, 3, 3 * sizeof(cl_int), &shift), CL_INVALID_ARG_SIZE);
    MUST(clSetKernelArg(k, 3, sizeof shift, &shift));
    size_t global = N, local = 16;
    MUST(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &global, &local, 0, NULL, NULL));
    /* A later clSetKernelArg does not change an enqueued kernel. */
    cl_float4 zero = {{0, 0, 0, 0}};
    MUST(clSetKernelArg(k, 2, sizeof zero, &zero));
    MUST(clEnqueueReadBuffer(e->queue, bout, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    int bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 4; j++) {
            int want = ref_int_sat_rte(in[i].s[j] * scale.s[j]) + (j < 3 ? shift.s[j] : 0);
            if (out[i].s[j] != want && bad++ < 5)
                printf("FAIL vec_ops[%d].s%d: %d, expected %d (in %a)\n", i, j, out[i].s[j], want, in[i].s[j]);
        }
    CHECK(bad == 0, "vec_ops: %d wrong values", bad);
    clReleaseKernel(k);

    /* swizzle3 with vload3/vstore3, local size NULL. */
    float fin[3 * N], fout[3 * N];
    for (int i = 0; i < 3 * N; i++) fin[i] = rand_float();
    cl_mem b3in = clCreateBuffer(e->ctx, CL_MEM_USE_HOST_PTR, sizeof fin, fin, &err);
    MUST(err);
    cl_mem b3out = clCreateBuffer(e->ctx, CL_MEM_READ_WRITE, sizeof fout, NULL, &err);
    MUST(err);
    k = clCreateKernel(p, "swizzle3", &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof b3in, &b3in));
    MUST(clSetKernelArg(k, 1, sizeof b3out, &b3out));
    MUST(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &global, NULL, 0, NULL, NULL));
    float *mapped = clEnqueueMapBuffer(e->queue, b3out, CL_TRUE, CL_MAP_READ, 0, sizeof fout, 0, NULL, NULL, &err);
    MUST(err);
    bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 3; j++) {
            float want = fin[3 * i + (j + 2) % 3] * 2.0f;
            if (memcmp(&mapped[3 * i + j], &want, sizeof want) && bad++ < 5)
                printf("FAIL swizzle3[%d][%d]: %a, expected %a\n", i, j, mapped[3 * i + j], want);
        }
    CHECK(bad == 0, "swizzle3: %d wrong values", bad);
    MUST(clEnqueueUnmapMemObject(e->queue, b3out, mapped, 0, NULL, NULL));
    clReleaseKernel(k);

    /* bits: as_uint. */
    k = clCreateKernel(p, "bits", &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof b3in, &b3in));
    MUST(clSetKernelArg(k, 1, sizeof b3out, &b3out));
    size_t g3 = 3 * N;
    MUST(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g3, NULL, 0, NULL, NULL));
    uint32_t uout[3 * N];
    MUST(clEnqueueReadBuffer(e->queue, b3out, CL_TRUE, 0, sizeof uout, uout, 0, NULL, NULL));
    bad = 0;
    for (int i = 0; i < 3 * N; i++) {
        uint32_t want;
        memcpy(&want, &fin[i], 4);
        want ^= 0x80000000u;
        bad += uout[i] != want;
    }
    CHECK(bad == 0, "bits: %d wrong values", bad);
    clReleaseKernel(k);

    /* index3: 1, 2 and 3 dimensions, with offsets, local size given or not. */
    k = clCreateKernel(p, "index3", &err);
    MUST(err);
    enum { W = 12, H = 6, D = 4 };
    cl_mem bidx = clCreateBuffer(e->ctx, CL_MEM_READ_WRITE, W * H * D * sizeof(int), NULL, &err);
    MUST(err);
    int w = W, h = H;
    MUST(clSetKernelArg(k, 0, sizeof bidx, &bidx));
    MUST(clSetKernelArg(k, 1, sizeof w, &w));
    MUST(clSetKernelArg(k, 2, sizeof h, &h));
    for (cl_uint dim = 1; dim <= 3; dim++)
        for (int with_local = 0; with_local < 2; with_local++) {
            size_t gsz[3] = {W, H, D}, off[3] = {3, 5, 7}, lsz[3] = {4, 3, 2};
            int fill = -1;
            MUST(clEnqueueFillBuffer(e->queue, bidx, &fill, sizeof fill, 0, W * H * D * sizeof(int), 0, NULL, NULL));
            MUST(clEnqueueNDRangeKernel(e->queue, k, dim, off, gsz, with_local ? lsz : NULL, 0, NULL, NULL));
            int res[W * H * D];
            MUST(clEnqueueReadBuffer(e->queue, bidx, CL_TRUE, 0, sizeof res, res, 0, NULL, NULL));
            bad = 0;
            for (int z = 0; z < D; z++)
                for (int y = 0; y < H; y++)
                    for (int x = 0; x < W; x++) {
                        bool in_range = (dim > 1 || y == 0) && (dim > 2 || z == 0);
                        int want = !in_range ? -1
                                             : (x + 3) * 10000 + (dim > 1 ? y + 5 : 0) * 100 + (dim > 2 ? z + 7 : 0) +
                                                   (int)dim * 1000000;
                        bad += res[(z * H + y) * W + x] != want;
                    }
            CHECK(bad == 0, "index3 dim %u local %d: %d wrong values", dim, with_local, bad);
        }
    clReleaseKernel(k);

    /* local_sum: a local argument and a barrier. */
    k = clCreateKernel(p, "local_sum", &err);
    MUST(err);
    int iin[N], sums[N / 8];
    for (int i = 0; i < N; i++) iin[i] = (int)(test_rand() % 1000) - 500;
    cl_mem bi = clCreateBuffer(e->ctx, CL_MEM_COPY_HOST_PTR, sizeof iin, iin, &err);
    MUST(err);
    cl_mem bs = clCreateBuffer(e->ctx, CL_MEM_READ_WRITE, sizeof sums, NULL, &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof bi, &bi));
    MUST(clSetKernelArg(k, 1, sizeof bs, &bs));
    EXPECT(clSetKernelArg(k, 2, 8 * sizeof(int), iin), CL_INVALID_ARG_VALUE);
    EXPECT(clSetKernelArg(k, 2, 0, NULL), CL_INVALID_ARG_SIZE);
    MUST(clSetKernelArg(k, 2, 8 * sizeof(int), NULL));
    cl_ulong lmem = 0;
    MUST(clGetKernelWorkGroupInfo(k, e->device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof lmem, &lmem, NULL));
    CHECK(lmem >= 8 * sizeof(int), "CL_KERNEL_LOCAL_MEM_SIZE %llu", (unsigned long long)lmem);
    size_t l8 = 8;
    MUST(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &global, &l8, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e->queue, bs, CL_TRUE, 0, sizeof sums, sums, 0, NULL, NULL));
    bad = 0;
    for (int g = 0; g < N / 8; g++) {
        int s = 0;
        for (int i = 0; i < 8; i++) s += iin[g * 8 + i];
        bad += sums[g] != s;
    }
    CHECK(bad == 0, "local_sum: %d wrong sums", bad);
    /* A kernel with a barrier may have a smaller maximum work-group. */
    size_t kwg = 0, dwg = 0;
    MUST(clGetKernelWorkGroupInfo(k, e->device, CL_KERNEL_WORK_GROUP_SIZE, sizeof kwg, &kwg, NULL));
    MUST(clGetDeviceInfo(e->device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof dwg, &dwg, NULL));
    CHECK(kwg >= 1 && kwg <= dwg, "local_sum's CL_KERNEL_WORK_GROUP_SIZE %zu (device %zu)", kwg, dwg);
    /* A group of twice that many work-items, each dimension within the
     * device's item sizes (which a GPU's kernel limit may equal). */
    size_t items[3] = {0};
    MUST(clGetDeviceInfo(e->device, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof items, items, NULL));
    if (kwg <= items[0] && items[1] >= 2) {
        size_t past[2] = {kwg, 2}, gpast[2] = {kwg, 2};
        EXPECT(clEnqueueNDRangeKernel(e->queue, k, 2, NULL, gpast, past, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
    }
    cl_ulong too_big = (cl_ulong)1 << 30;
    MUST(clSetKernelArg(k, 2, (size_t)too_big, NULL));
    EXPECT(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &global, &l8, 0, NULL, NULL), CL_OUT_OF_RESOURCES);
    clReleaseKernel(k);

    /* task. */
    k = clCreateKernel(p, "task", &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof bs, &bs));
    cl_event ev;
    MUST(clEnqueueTask(e->queue, k, 0, NULL, &ev));
    cl_command_type type = 0;
    MUST(clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL));
    CHECK(type == CL_COMMAND_TASK, "clEnqueueTask's event type %#x", type);
    clReleaseEvent(ev);
    int t = 0;
    MUST(clEnqueueReadBuffer(e->queue, bs, CL_TRUE, 0, sizeof t, &t, 0, NULL, NULL));
    CHECK(t == 1 + 10 + 100, "task wrote %d", t);
    clReleaseKernel(k);

    /* A local size left to the implementation is within
     * CL_KERNEL_WORK_GROUP_SIZE: 1-D and 2-D ranges larger than it. */
    {
        const char *lsrc = "kernel void lsz(global uint *o) { if (get_global_id(0) + get_global_id(1) == 0) "
                           "{ o[0] = (uint)get_local_size(0); o[1] = (uint)get_local_size(1); } }";
        cl_program lp = icd_build(e, lsrc, NULL);
        cl_kernel lk = clCreateKernel(lp, "lsz", &err);
        MUST(err);
        size_t lwg = 0;
        MUST(clGetKernelWorkGroupInfo(lk, e->device, CL_KERNEL_WORK_GROUP_SIZE, sizeof lwg, &lwg, NULL));
        cl_mem lb = clCreateBuffer(e->ctx, CL_MEM_READ_WRITE, 2 * sizeof(cl_uint), NULL, &err);
        MUST(err);
        MUST(clSetKernelArg(lk, 0, sizeof lb, &lb));
        size_t shapes[2][2] = {{1 << 20, 1}, {4096, 4096}};
        for (int sh = 0; sh < 2; sh++) {
            MUST(clEnqueueNDRangeKernel(e->queue, lk, 2, NULL, shapes[sh], NULL, 0, NULL, NULL));
            cl_uint ls[2];
            MUST(clEnqueueReadBuffer(e->queue, lb, CL_TRUE, 0, sizeof ls, ls, 0, NULL, NULL));
            CHECK(ls[0] >= 1 && ls[1] >= 1 && (size_t)ls[0] * ls[1] <= lwg && shapes[sh][0] % ls[0] == 0 &&
                      shapes[sh][1] % ls[1] == 0,
                  "picked local size %u x %u for %zu x %zu (CL_KERNEL_WORK_GROUP_SIZE %zu)", ls[0], ls[1],
                  shapes[sh][0], shapes[sh][1], lwg);
        }
        clReleaseMemObject(lb);
        clReleaseKernel(lk);
        clReleaseProgram(lp);
    }

    /* reqd_work_group_size. */
    k = clCreateKernel(p, "reqd", &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof bs, &bs));
    size_t cwg[3] = {0};
    MUST(clGetKernelWorkGroupInfo(k, NULL, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof cwg, cwg, NULL));
    CHECK(cwg[0] == 4 && cwg[1] == 1 && cwg[2] == 1, "CL_KERNEL_COMPILE_WORK_GROUP_SIZE %zu %zu %zu", cwg[0], cwg[1],
          cwg[2]);
    char attrs[128] = "";
    MUST(clGetKernelInfo(k, CL_KERNEL_ATTRIBUTES, sizeof attrs, attrs, NULL));
    CHECK(strcmp(attrs, "reqd_work_group_size(4, 1, 1)") == 0, "CL_KERNEL_ATTRIBUTES '%s'", attrs);
    size_t g8 = 8, l2 = 2, l4 = 4;
    EXPECT(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g8, &l2, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
    MUST(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g8, &l4, 0, NULL, NULL));
    MUST(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g8, NULL, 0, NULL, NULL));
    int r[8];
    MUST(clEnqueueReadBuffer(e->queue, bs, CL_TRUE, 0, sizeof r, r, 0, NULL, NULL));
    bad = 0;
    for (int i = 0; i < 8; i++) bad += r[i] != 4;
    CHECK(bad == 0, "reqd: local size not 4 in %d work-items", bad);
    clReleaseKernel(k);

    /* scalars of every type. */
    k = clCreateKernel(p, "scalars", &err);
    MUST(err);
    cl_mem bl = clCreateBuffer(e->ctx, CL_MEM_READ_WRITE, 10 * sizeof(cl_long), NULL, &err);
    MUST(err);
    cl_char c = -5;
    cl_uchar uc = 250;
    cl_short s = -30000;
    cl_ushort us = 60000;
    cl_int i32 = -2000000000;
    cl_uint u32 = 4000000000u;
    cl_long l64 = -9000000000000000000ll;
    cl_ulong ul = 18000000000000000000ull;
    cl_float f = -1.25e-3f;
    cl_double d = 3.0e300;
    MUST(clSetKernelArg(k, 0, sizeof bl, &bl));
    MUST(clSetKernelArg(k, 1, sizeof c, &c));
    MUST(clSetKernelArg(k, 2, sizeof uc, &uc));
    MUST(clSetKernelArg(k, 3, sizeof s, &s));
    MUST(clSetKernelArg(k, 4, sizeof us, &us));
    MUST(clSetKernelArg(k, 5, sizeof i32, &i32));
    MUST(clSetKernelArg(k, 6, sizeof u32, &u32));
    MUST(clSetKernelArg(k, 7, sizeof l64, &l64));
    MUST(clSetKernelArg(k, 8, sizeof ul, &ul));
    MUST(clSetKernelArg(k, 9, sizeof f, &f));
    MUST(clSetKernelArg(k, 10, sizeof d, &d));
    MUST(clEnqueueTask(e->queue, k, 0, NULL, NULL));
    cl_long lv[10];
    MUST(clEnqueueReadBuffer(e->queue, bl, CL_TRUE, 0, sizeof lv, lv, 0, NULL, NULL));
    int32_t fbits;
    int64_t dbits;
    memcpy(&fbits, &f, 4);
    memcpy(&dbits, &d, 8);
    CHECK(lv[0] == c && lv[1] == uc && lv[2] == s && lv[3] == us && lv[4] == i32 && lv[5] == u32 && lv[6] == l64 &&
              (cl_ulong)lv[7] == ul && lv[8] == fbits && lv[9] == dbits,
          "scalars: %lld %lld %lld %lld %lld %lld %lld %lld", (long long)lv[0], (long long)lv[1], (long long)lv[2],
          (long long)lv[3], (long long)lv[4], (long long)lv[5], (long long)lv[6], (long long)lv[7]);
    clReleaseKernel(k);

    /* A constant buffer, and a const by-value argument. */
    k = clCreateKernel(p, "constants", &err);
    MUST(err);
    int cst[5] = {2, 3, 5, 7, 11}, n5 = 5;
    cl_mem bc = clCreateBuffer(e->ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof cst, cst, &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof bs, &bs));
    MUST(clSetKernelArg(k, 1, sizeof bc, &bc));
    MUST(clSetKernelArg(k, 2, sizeof n5, &n5));
    size_t g7 = 7;
    MUST(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g7, NULL, 0, NULL, NULL));
    int cres[7];
    MUST(clEnqueueReadBuffer(e->queue, bs, CL_TRUE, 0, sizeof cres, cres, 0, NULL, NULL));
    bad = 0;
    for (int i = 0; i < 7; i++) bad += cres[i] != cst[i % 5] * 3;
    CHECK(bad == 0, "constants: %d wrong values", bad);
    clReleaseKernel(k);

    cl_mem all[] = {bin, bout, b3in, b3out, bidx, bi, bs, bl, bc};
    for (size_t m = 0; m < sizeof all / sizeof *all; m++) clReleaseMemObject(all[m]);
}

static void test_info(IcdEnv *e, cl_program p)
{
    cl_int err;
    cl_kernel k = clCreateKernel(p, "vec_ops", &err);
    MUST(err);
    char name[64] = "";
    size_t size = 0;
    MUST(clGetKernelInfo(k, CL_KERNEL_FUNCTION_NAME, 0, NULL, &size));
    CHECK(size == strlen("vec_ops") + 1, "CL_KERNEL_FUNCTION_NAME size %zu", size);
    MUST(clGetKernelInfo(k, CL_KERNEL_FUNCTION_NAME, sizeof name, name, NULL));
    CHECK(strcmp(name, "vec_ops") == 0, "CL_KERNEL_FUNCTION_NAME '%s'", name);
    EXPECT(clGetKernelInfo(k, CL_KERNEL_FUNCTION_NAME, 3, name, NULL), CL_INVALID_VALUE);
    cl_uint nargs = 0, refs = 0;
    MUST(clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, NULL));
    CHECK(nargs == 4, "CL_KERNEL_NUM_ARGS %u", nargs);
    MUST(clRetainKernel(k));
    MUST(clGetKernelInfo(k, CL_KERNEL_REFERENCE_COUNT, sizeof refs, &refs, NULL));
    CHECK(refs == 2, "CL_KERNEL_REFERENCE_COUNT %u", refs);
    MUST(clReleaseKernel(k));
    cl_context ctx = NULL;
    cl_program prog = NULL;
    MUST(clGetKernelInfo(k, CL_KERNEL_CONTEXT, sizeof ctx, &ctx, NULL));
    MUST(clGetKernelInfo(k, CL_KERNEL_PROGRAM, sizeof prog, &prog, NULL));
    CHECK(ctx == e->ctx && prog == p, "CL_KERNEL_CONTEXT / CL_KERNEL_PROGRAM");
    MUST(clGetKernelInfo(k, CL_KERNEL_ATTRIBUTES, 0, NULL, &size));
    CHECK(size == 1, "CL_KERNEL_ATTRIBUTES of a kernel without attributes: size %zu", size);
    EXPECT(clGetKernelInfo(k, 0x7fff, sizeof nargs, &nargs, NULL), CL_INVALID_VALUE);

    /* Argument info. */
    static const struct {
        cl_uint index;
        cl_kernel_arg_address_qualifier aq;
        const char *type, *name;
        cl_kernel_arg_type_qualifier tq;
    } args[] = {
        {0, CL_KERNEL_ARG_ADDRESS_GLOBAL, "float4*", "in", CL_KERNEL_ARG_TYPE_CONST},
        {1, CL_KERNEL_ARG_ADDRESS_GLOBAL, "int4*", "out", CL_KERNEL_ARG_TYPE_NONE},
        {2, CL_KERNEL_ARG_ADDRESS_PRIVATE, "float4", "scale", CL_KERNEL_ARG_TYPE_NONE},
        {3, CL_KERNEL_ARG_ADDRESS_PRIVATE, "int3", "shift", CL_KERNEL_ARG_TYPE_NONE},
    };
    for (size_t i = 0; i < sizeof args / sizeof *args; i++) {
        cl_kernel_arg_address_qualifier aq = 0;
        cl_kernel_arg_access_qualifier acc = 0;
        cl_kernel_arg_type_qualifier tq = 99;
        char type[64] = "", an[64] = "";
        MUST(clGetKernelArgInfo(k, args[i].index, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof aq, &aq, NULL));
        MUST(clGetKernelArgInfo(k, args[i].index, CL_KERNEL_ARG_ACCESS_QUALIFIER, sizeof acc, &acc, NULL));
        MUST(clGetKernelArgInfo(k, args[i].index, CL_KERNEL_ARG_TYPE_NAME, sizeof type, type, NULL));
        MUST(clGetKernelArgInfo(k, args[i].index, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof tq, &tq, NULL));
        MUST(clGetKernelArgInfo(k, args[i].index, CL_KERNEL_ARG_NAME, sizeof an, an, NULL));
        CHECK(aq == args[i].aq && acc == CL_KERNEL_ARG_ACCESS_NONE && strcmp(type, args[i].type) == 0 &&
                  strcmp(an, args[i].name) == 0 && tq == args[i].tq,
              "arg %u: address %#x access %#x type '%s' name '%s' qualifiers %#llx", args[i].index, aq, acc, type, an,
              (unsigned long long)tq);
    }
    EXPECT(clGetKernelArgInfo(k, 4, CL_KERNEL_ARG_NAME, sizeof name, name, NULL), CL_INVALID_ARG_INDEX);
    EXPECT(clGetKernelArgInfo(k, 0, 0x7fff, sizeof name, name, NULL), CL_INVALID_VALUE);
    cl_kernel kb = clCreateKernel(p, "bits", &err);
    MUST(err);
    cl_kernel_arg_type_qualifier tq = 0;
    MUST(clGetKernelArgInfo(kb, 0, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof tq, &tq, NULL));
    CHECK(tq == (CL_KERNEL_ARG_TYPE_CONST | CL_KERNEL_ARG_TYPE_RESTRICT), "bits arg 0 qualifiers %#llx",
          (unsigned long long)tq);
    clReleaseKernel(kb);
    cl_kernel kc = clCreateKernel(p, "constants", &err);
    MUST(err);
    cl_kernel_arg_address_qualifier aq = 0;
    MUST(clGetKernelArgInfo(kc, 1, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof aq, &aq, NULL));
    MUST(clGetKernelArgInfo(kc, 1, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof tq, &tq, NULL));
    CHECK(aq == CL_KERNEL_ARG_ADDRESS_CONSTANT && (tq & CL_KERNEL_ARG_TYPE_CONST), "constant arg: %#x %#llx", aq,
          (unsigned long long)tq);
    MUST(clGetKernelArgInfo(kc, 1, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof aq, &aq, NULL));
    cl_kernel kl = clCreateKernel(p, "local_sum", &err);
    MUST(err);
    MUST(clGetKernelArgInfo(kl, 2, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof aq, &aq, NULL));
    CHECK(aq == CL_KERNEL_ARG_ADDRESS_LOCAL, "local arg: %#x", aq);
    clReleaseKernel(kl);
    clReleaseKernel(kc);

    /* Work-group info. */
    size_t wg = 0, mult = 0, dev_wg = 0;
    MUST(clGetKernelWorkGroupInfo(k, e->device, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
    MUST(clGetDeviceInfo(e->device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof dev_wg, &dev_wg, NULL));
    CHECK(wg >= 1 && wg <= dev_wg, "CL_KERNEL_WORK_GROUP_SIZE %zu (device %zu)", wg, dev_wg);
    MUST(
        clGetKernelWorkGroupInfo(k, e->device, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, sizeof mult, &mult, NULL));
    CHECK(mult >= 1, "CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE %zu", mult);
    size_t cwg[3] = {9, 9, 9};
    MUST(clGetKernelWorkGroupInfo(k, e->device, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof cwg, cwg, NULL));
    CHECK(cwg[0] == 0 && cwg[1] == 0 && cwg[2] == 0, "no reqd_work_group_size");
    cl_ulong pm = 1;
    MUST(clGetKernelWorkGroupInfo(k, e->device, CL_KERNEL_PRIVATE_MEM_SIZE, sizeof pm, &pm, NULL));
    EXPECT(clGetKernelWorkGroupInfo(k, e->device, CL_KERNEL_GLOBAL_WORK_SIZE, sizeof cwg, cwg, NULL), CL_INVALID_VALUE);
    EXPECT(clGetKernelWorkGroupInfo(k, e->device, CL_KERNEL_WORK_GROUP_SIZE, 1, &wg, NULL), CL_INVALID_VALUE);
    EXPECT(clGetKernelWorkGroupInfo(k, (cl_device_id)e->ctx, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL),
           CL_INVALID_DEVICE);

    /* Kernels in the program, clones. */
    cl_uint nk = 0;
    MUST(clCreateKernelsInProgram(p, 0, NULL, &nk));
    CHECK(nk == 9, "clCreateKernelsInProgram counts %u kernels", nk);
    cl_kernel ks[9];
    EXPECT(clCreateKernelsInProgram(p, 2, ks, NULL), CL_INVALID_VALUE);
    MUST(clCreateKernelsInProgram(p, 9, ks, NULL));
    MUST(clGetKernelInfo(ks[8], CL_KERNEL_FUNCTION_NAME, sizeof name, name, NULL));
    CHECK(strcmp(name, "constants") == 0, "the 9th kernel is '%s'", name);
    for (int i = 0; i < 9; i++) clReleaseKernel(ks[i]);
    cl_float4 scale = {{1, 2, 3, 4}};
    MUST(clSetKernelArg(k, 2, sizeof scale, &scale));
    cl_kernel clone = clCloneKernel(k, &err);
    MUST(err);
    MUST(clGetKernelInfo(clone, CL_KERNEL_FUNCTION_NAME, sizeof name, name, NULL));
    CHECK(strcmp(name, "vec_ops") == 0, "clone's name '%s'", name);
    clReleaseKernel(clone);
    EXPECT((clCloneKernel(NULL, &err), err), CL_INVALID_KERNEL);
    clReleaseKernel(k);
}

static void test_errors(IcdEnv *e, cl_program p)
{
    cl_int err;
    cl_kernel k;
    k = clCreateKernel(p, "no_such_kernel", &err);
    CHECK(!k && err == CL_INVALID_KERNEL_NAME, "unknown kernel name: %s", cl_err_name(err));
    k = clCreateKernel(p, NULL, &err);
    CHECK(!k && err == CL_INVALID_VALUE, "NULL kernel name: %s", cl_err_name(err));
    k = clCreateKernel(NULL, "task", &err);
    CHECK(!k && err == CL_INVALID_PROGRAM, "NULL program: %s", cl_err_name(err));
    const char *s = "kernel void f(void) {}";
    cl_program unbuilt = clCreateProgramWithSource(e->ctx, 1, &s, NULL, &err);
    MUST(err);
    k = clCreateKernel(unbuilt, "f", &err);
    CHECK(!k && err == CL_INVALID_PROGRAM_EXECUTABLE, "kernel of an unbuilt program: %s", cl_err_name(err));
    EXPECT(clCreateKernelsInProgram(unbuilt, 0, NULL, NULL), CL_INVALID_PROGRAM_EXECUTABLE);
    clReleaseProgram(unbuilt);

    k = clCreateKernel(p, "vec_ops", &err);
    MUST(err);
    cl_mem buf = clCreateBuffer(e->ctx, CL_MEM_READ_WRITE, 4096, NULL, &err);
    MUST(err);
    EXPECT(clSetKernelArg(NULL, 0, sizeof buf, &buf), CL_INVALID_KERNEL);
    EXPECT(clSetKernelArg(k, 4, sizeof buf, &buf), CL_INVALID_ARG_INDEX);
    EXPECT(clSetKernelArg(k, 0, 4, &buf), CL_INVALID_ARG_SIZE);
    cl_mem not_mem = (cl_mem)e->queue;
    EXPECT(clSetKernelArg(k, 0, sizeof not_mem, &not_mem), CL_INVALID_MEM_OBJECT);
    EXPECT(clSetKernelArg(k, 2, sizeof(cl_float4), NULL), CL_INVALID_ARG_VALUE);
    EXPECT(clSetKernelArg(k, 2, sizeof(cl_float), &(cl_float){1}), CL_INVALID_ARG_SIZE);
    MUST(clSetKernelArg(k, 0, sizeof(cl_mem), NULL)); /* a NULL buffer */
    size_t g = 4, l = 4;
    EXPECT(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g, &l, 0, NULL, NULL), CL_INVALID_KERNEL_ARGS);
    MUST(clSetKernelArg(k, 0, sizeof buf, &buf));
    MUST(clSetKernelArg(k, 1, sizeof buf, &buf));
    MUST(clSetKernelArg(k, 2, sizeof(cl_float4), &(cl_float4){{1, 1, 1, 1}}));
    MUST(clSetKernelArg(k, 3, sizeof(cl_int3), &(cl_int3){{0, 0, 0, 0}}));
    EXPECT(clEnqueueNDRangeKernel(NULL, k, 1, NULL, &g, &l, 0, NULL, NULL), CL_INVALID_COMMAND_QUEUE);
    EXPECT(clEnqueueNDRangeKernel(e->queue, NULL, 1, NULL, &g, &l, 0, NULL, NULL), CL_INVALID_KERNEL);
    EXPECT(clEnqueueNDRangeKernel(e->queue, k, 0, NULL, &g, &l, 0, NULL, NULL), CL_INVALID_WORK_DIMENSION);
    EXPECT(clEnqueueNDRangeKernel(e->queue, k, 4, NULL, &g, &l, 0, NULL, NULL), CL_INVALID_WORK_DIMENSION);
    size_t big[3] = {8192, 1, 1}, l0[1] = {0}, gg[3] = {4096, 64, 64}, l3[3] = {64, 16, 8};
    EXPECT(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, big, big, 0, NULL, NULL), CL_INVALID_WORK_ITEM_SIZE);
    EXPECT(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g, l0, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
    EXPECT(clEnqueueNDRangeKernel(e->queue, k, 3, NULL, gg, l3, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
    size_t g6 = 6; /* OpenCL C 1.2 (the default): the local size must divide */
    EXPECT(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g6, &l, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
    size_t off = SIZE_MAX - 1;
    EXPECT(clEnqueueNDRangeKernel(e->queue, k, 1, &off, &g, &l, 0, NULL, NULL), CL_INVALID_GLOBAL_OFFSET);
    cl_event none = NULL;
    EXPECT(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g, &l, 1, NULL, NULL), CL_INVALID_EVENT_WAIT_LIST);
    EXPECT(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g, &l, 1, &none, NULL), CL_INVALID_EVENT_WAIT_LIST);
    /* A global size of 0 (or NULL) does nothing and completes. */
    size_t g0 = 0;
    cl_event ev;
    MUST(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g0, NULL, 0, NULL, &ev));
    MUST(clWaitForEvents(1, &ev));
    clReleaseEvent(ev);
    MUST(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, NULL, NULL, 0, NULL, NULL));
    /* A kernel of another context. */
    cl_context other = clCreateContext(NULL, 1, &e->device, NULL, NULL, &err);
    MUST(err);
    cl_command_queue oq = clCreateCommandQueueWithProperties(other, e->device, NULL, &err);
    MUST(err);
    EXPECT(clEnqueueNDRangeKernel(oq, k, 1, NULL, &g, &l, 0, NULL, NULL), CL_INVALID_CONTEXT);
    cl_mem obuf = clCreateBuffer(other, CL_MEM_READ_WRITE, 64, NULL, &err);
    MUST(err);
    EXPECT(clSetKernelArg(k, 0, sizeof obuf, &obuf), CL_INVALID_MEM_OBJECT);
    clReleaseMemObject(obuf);
    clReleaseCommandQueue(oq);
    clReleaseContext(other);
    /* A program with kernels attached cannot be rebuilt. */
    EXPECT(clBuildProgram(p, 1, &e->device, NULL, NULL, NULL), CL_INVALID_OPERATION);
    clReleaseKernel(k);
    EXPECT(clReleaseKernel(NULL), CL_INVALID_KERNEL);
    EXPECT(clRetainKernel(NULL), CL_INVALID_KERNEL);
    EXPECT(clGetKernelInfo(NULL, CL_KERNEL_NUM_ARGS, 0, NULL, NULL), CL_INVALID_KERNEL);
    EXPECT(clGetKernelArgInfo(NULL, 0, CL_KERNEL_ARG_NAME, 0, NULL, NULL), CL_INVALID_KERNEL);
    EXPECT(clGetKernelWorkGroupInfo(NULL, e->device, CL_KERNEL_WORK_GROUP_SIZE, 0, NULL, NULL), CL_INVALID_KERNEL);
    EXPECT(clSetKernelArgSVMPointer(NULL, 0, NULL), CL_INVALID_KERNEL);
    clReleaseMemObject(buf);
}

/* OpenCL C 2.0: work-groups need not be uniform. */
static void test_non_uniform(IcdEnv *e)
{
    cl_program p = icd_build(e, "kernel void ids(global int *o) { o[get_global_id(0)] = (int)get_local_size(0); }",
                             "-cl-std=CL2.0");
    cl_int err;
    cl_kernel k = clCreateKernel(p, "ids", &err);
    MUST(err);
    cl_mem b = clCreateBuffer(e->ctx, CL_MEM_READ_WRITE, 10 * sizeof(int), NULL, &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof b, &b));
    size_t g = 10, l = 4;
    /* Optional in OpenCL 3.0: a device without them refuses the call. */
    cl_bool non_uniform = CL_FALSE;
    MUST(clGetDeviceInfo(e->device, CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, sizeof non_uniform, &non_uniform, NULL));
    if (!non_uniform) {
        EXPECT(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g, &l, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);
        g = 8; /* uniform groups still run */
        MUST(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g, &l, 0, NULL, NULL));
        int u[8];
        MUST(clEnqueueReadBuffer(e->queue, b, CL_TRUE, 0, sizeof u, u, 0, NULL, NULL));
        CHECK(u[0] == 4 && u[7] == 4, "uniform groups: %d %d", u[0], u[7]);
        clReleaseMemObject(b);
        clReleaseKernel(k);
        clReleaseProgram(p);
        return;
    }
    MUST(clEnqueueNDRangeKernel(e->queue, k, 1, NULL, &g, &l, 0, NULL, NULL));
    int r[10];
    MUST(clEnqueueReadBuffer(e->queue, b, CL_TRUE, 0, sizeof r, r, 0, NULL, NULL));
    CHECK(r[0] == 4 && r[7] == 4 && r[8] == 2 && r[9] == 2, "non-uniform groups: %d %d %d %d", r[0], r[7], r[8], r[9]);
    clReleaseMemObject(b);
    clReleaseKernel(k);
    clReleaseProgram(p);
}

/* A kernel that fails while it runs (a barrier only some work-items of a
 * group reach, which oclc stops and reports instead of hanging): the
 * event fails and the context's callback gets the runtime's message. */
static char notified[512];
static void CL_CALLBACK on_error(const char *info, const void *priv, size_t cb, void *data)
{
    snprintf(notified, sizeof notified, "%s", info);
}

static void test_runtime_failure(IcdEnv *e)
{
    /* On a GPU such a barrier is undefined behaviour that nothing reports
     * (it may hang the group), so only the CPU device is asked. */
    cl_device_type type = 0;
    MUST(clGetDeviceInfo(e->device, CL_DEVICE_TYPE, sizeof type, &type, NULL));
    if (type & CL_DEVICE_TYPE_GPU) {
        printf("divergent barrier: not run on a GPU device\n");
        return;
    }
    cl_int err;
    cl_context ctx = clCreateContext(NULL, 1, &e->device, on_error, NULL, &err);
    MUST(err);
    cl_command_queue q = clCreateCommandQueueWithProperties(ctx, e->device, NULL, &err);
    MUST(err);
    const char *src = "kernel void divergent(global int *o) {\n"
                      "  if (get_local_id(0) == 0) barrier(CLK_LOCAL_MEM_FENCE);\n"
                      "  o[get_global_id(0)] = 1;\n"
                      "}\n";
    cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
    MUST(err);
    MUST(clBuildProgram(p, 1, &e->device, NULL, NULL, NULL));
    cl_kernel k = clCreateKernel(p, "divergent", &err);
    MUST(err);
    cl_mem b = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 64 * sizeof(int), NULL, &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof b, &b));
    size_t g = 8, l = 4;
    cl_event ev;
    MUST(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, &ev));
    EXPECT(clWaitForEvents(1, &ev), CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    cl_int st = 0;
    MUST(clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
    CHECK(st < 0, "status of a kernel that failed: %d", st);
    CHECK(strstr(notified, "divergent") != NULL, "the context's callback got '%s'", notified);
    clReleaseEvent(ev);
    clReleaseMemObject(b);
    clReleaseKernel(k);
    clReleaseProgram(p);
    clReleaseCommandQueue(q);
    clReleaseContext(ctx);
}

int main(void)
{
    IcdEnv e = icd_setup("oclc");
    cl_program p = icd_build(&e, src, NULL);
    test_run(&e, p);
    test_info(&e, p);
    test_errors(&e, p);
    test_non_uniform(&e);
    test_runtime_failure(&e);
    clReleaseProgram(p);
    icd_teardown(&e);
    return test_summary();
}
