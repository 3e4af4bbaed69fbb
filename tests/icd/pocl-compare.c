/*
 * Acceptance 1 of issue 8: one unmodified OpenCL host program, run on the
 * oclc platform and on PoCL (selected by platform name, both visible to
 * the loader at once), gives the same results.  The kernels use vector
 * types, convert_* (saturating and rounding modes), as_*, vload3/vstore3
 * and swizzles; the host sets buffer and by-value vector arguments
 * (float4, int2, a float3 passed 4 floats wide, char16), enqueues, maps
 * one output and reads the others back, and prints every result bit for
 * bit.  The two outputs must be identical, and on each platform the
 * program checks what C can compute on its own (saturating conversions,
 * as_* bit patterns, the vload3/vstore3 swizzle) against its own code.
 *
 * REQUIRES: pocl
 * RUN: %icd-cc %s -o %t %icd-ld
 * RUN: rm -rf %t.vendors && mkdir -p %t.vendors
 * RUN: cp %{icd_vendors}/oclc.icd %{pocl_icd} %t.vendors/
 * RUN: env OCL_ICD_VENDORS=%t.vendors %t oclc > %t.oclc
 * RUN: env OCL_ICD_VENDORS=%t.vendors %t "Portable Computing Language" > %t.pocl
 * RUN: FileCheck %s --input-file=%t.oclc
 * RUN: FileCheck %s --input-file=%t.pocl
 * RUN: diff %t.oclc %t.pocl
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <limits.h>
#include <math.h>

#include "icd_test.h"

static const char *src =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "kernel void conv(global const float4 *in, global int4 *sat, global uchar4 *u8, global float4 *rt,\n"
    "                 float4 scale, int2 shift) {\n"
    "  size_t i = get_global_id(0);\n"
    "  float4 x = in[i] * scale;\n"
    "  sat[i] = convert_int4_sat_rte(x);\n"
    "  u8[i] = convert_uchar4_sat(x.wzyx);\n"
    "  float4 c = clamp(x, -1e9f, 1e9f);\n"
    "  rt[i] = convert_float4(convert_int4_rtz(c)) + (float4)(convert_float2(shift), convert_float2(shift.yx));\n"
    "}\n"
    "kernel void bits(global const float *in, global uint *out, global float *back) {\n"
    "  size_t i = get_global_id(0);\n"
    "  uint u = as_uint(in[i]);\n"
    "  out[i] = (u >> 3) | (u << 29);\n"
    "  back[i] = as_float(as_int(in[i]) & 0x7fffffff);\n"
    "}\n"
    "kernel void v3(global const float *in, global float *out, float3 offs) {\n"
    "  size_t i = get_global_id(0);\n"
    "  float3 a = vload3(i, in);\n"
    "  vstore3(a.zyx + offs, i, out);\n"
    "}\n"
    "kernel void swz(global const int8 *in, global int8 *out) {\n"
    "  size_t i = get_global_id(0);\n"
    "  int8 v = in[i];\n"
    "  out[i] = v.s76543210 + (int8)(v.even, v.odd.wzyx) * (int8)(v.s0);\n"
    "}\n"
    "kernel void dbl(global const double2 *in, global long2 *out, global float2 *f) {\n"
    "  size_t i = get_global_id(0);\n"
    "  out[i] = convert_long2_sat_rtn(in[i]);\n"
    "  f[i] = convert_float2_rtz(in[i]);\n"
    "}\n"
    "kernel void chars(global const char16 *in, global short16 *out, char16 add) {\n"
    "  size_t i = get_global_id(0);\n"
    "  out[i] = convert_short16(in[i]) * (short16)(3) + convert_short16_sat(add);\n"
    "}\n";

#define N 256

static float special_float(void)
{
    static const float specials[] = {0.0f,     -0.0f,     0.5f,  1.5f,          2.5f,          -2.5f,
                                     255.5f,   256.0f,    -1.0f, 2147483520.0f, 2147483648.0f, -2147483904.0f,
                                     INFINITY, -INFINITY, NAN,   1e-40f};
    uint64_t r = test_rand();
    if (r % 4 == 0) return specials[(r >> 8) % 16];
    if (r % 4 == 1) return (float)((int)((r >> 8) % 4001) - 2000) / 4.0f;
    uint32_t bits = (uint32_t)(r >> 16);
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

static unsigned char sat_u8(float x)
{
    if (isnan(x) || x <= 0) return 0;
    if (x >= 255) return 255;
    return (unsigned char)truncf(x);
}

int main(int argc, char **argv)
{
    IcdEnv e = icd_setup(argc > 1 ? argv[1] : "oclc");
    cl_program p = icd_build(&e, src, "-cl-std=CL1.2");
    cl_int err;
    size_t n = N;

    /* conv: float4 and int2 by value; sat read back, u8 mapped. */
    static cl_float4 in[N];
    static cl_int4 sat[N];
    static cl_float4 rt[N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 4; j++) in[i].s[j] = special_float();
    cl_mem bin = icd_buffer(&e, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof in, in);
    cl_mem bsat = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof sat, NULL);
    cl_mem bu8 = icd_buffer(&e, CL_MEM_READ_WRITE, N * sizeof(cl_uchar4), NULL);
    cl_mem brt = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof rt, NULL);
    cl_kernel k = icd_kernel(p, "conv");
    cl_float4 scale = {{1.0f, -3.0f, 0.5f, 1e10f}};
    cl_int2 shift = {{-7, 11}};
    MUST(clSetKernelArg(k, 0, sizeof bin, &bin));
    MUST(clSetKernelArg(k, 1, sizeof bsat, &bsat));
    MUST(clSetKernelArg(k, 2, sizeof bu8, &bu8));
    MUST(clSetKernelArg(k, 3, sizeof brt, &brt));
    MUST(clSetKernelArg(k, 4, sizeof scale, &scale));
    MUST(clSetKernelArg(k, 5, sizeof shift, &shift));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, bsat, CL_TRUE, 0, sizeof sat, sat, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, brt, CL_TRUE, 0, sizeof rt, rt, 0, NULL, NULL));
    cl_uchar4 *u8 =
        clEnqueueMapBuffer(e.queue, bu8, CL_TRUE, CL_MAP_READ, 0, N * sizeof(cl_uchar4), 0, NULL, NULL, &err);
    MUST(err);
    int bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 4; j++) {
            float x = in[i].s[j] * scale.s[j], xr = in[i].s[3 - j] * scale.s[3 - j];
            bad += sat[i].s[j] != ref_int_sat_rte(x);
            bad += u8[i].s[j] != sat_u8(xr);
        }
    CHECK(bad == 0, "conv: %d values differ from C's", bad);
    icd_print_hex("sat", sat, sizeof sat);
    icd_print_hex("u8", u8, N * sizeof(cl_uchar4));
    icd_print_hex("rt", rt, sizeof rt);
    MUST(clEnqueueUnmapMemObject(e.queue, bu8, u8, 0, NULL, NULL));
    clReleaseKernel(k);

    /* bits: as_uint, as_float, as_int. */
    static float fin[N];
    static cl_uint ubits[N];
    static float back[N];
    for (int i = 0; i < N; i++) fin[i] = special_float();
    cl_mem bf = icd_buffer(&e, CL_MEM_USE_HOST_PTR, sizeof fin, fin);
    cl_mem bub = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof ubits, NULL);
    cl_mem bback = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof back, NULL);
    k = icd_kernel(p, "bits");
    MUST(clSetKernelArg(k, 0, sizeof bf, &bf));
    MUST(clSetKernelArg(k, 1, sizeof bub, &bub));
    MUST(clSetKernelArg(k, 2, sizeof bback, &bback));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, bub, CL_TRUE, 0, sizeof ubits, ubits, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, bback, CL_TRUE, 0, sizeof back, back, 0, NULL, NULL));
    bad = 0;
    for (int i = 0; i < N; i++) {
        uint32_t u, b;
        memcpy(&u, &fin[i], 4);
        memcpy(&b, &back[i], 4);
        bad += ubits[i] != ((u >> 3) | (u << 29));
        bad += b != (u & 0x7fffffffu);
    }
    CHECK(bad == 0, "bits: %d values differ from C's", bad);
    icd_print_hex("bits", ubits, sizeof ubits);
    icd_print_hex("back", back, sizeof back);
    clReleaseKernel(k);

    /* v3: vload3/vstore3, a swizzle, float3 by value (4 floats wide). */
    static float f3in[3 * N], f3out[3 * N];
    for (int i = 0; i < 3 * N; i++) f3in[i] = (float)((int)(test_rand() % 20001) - 10000) / 8.0f;
    cl_mem b3in = icd_buffer(&e, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof f3in, f3in);
    cl_mem b3out = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof f3out, NULL);
    k = icd_kernel(p, "v3");
    cl_float3 offs = {{0.25f, -100.0f, 3.0f, 12345.0f}};
    MUST(clSetKernelArg(k, 0, sizeof b3in, &b3in));
    MUST(clSetKernelArg(k, 1, sizeof b3out, &b3out));
    MUST(clSetKernelArg(k, 2, sizeof offs, &offs));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, b3out, CL_TRUE, 0, sizeof f3out, f3out, 0, NULL, NULL));
    bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 3; j++) bad += f3out[3 * i + j] != f3in[3 * i + 2 - j] + offs.s[j];
    CHECK(bad == 0, "v3: %d values differ from C's", bad);
    icd_print_hex("v3", f3out, sizeof f3out);
    clReleaseKernel(k);

    /* swz: swizzles of int8. */
    static cl_int8 i8in[N], i8out[N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 8; j++) i8in[i].s[j] = (int)(test_rand() % 2001) - 1000;
    cl_mem bi8 = icd_buffer(&e, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof i8in, i8in);
    cl_mem bo8 = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof i8out, NULL);
    k = icd_kernel(p, "swz");
    MUST(clSetKernelArg(k, 0, sizeof bi8, &bi8));
    MUST(clSetKernelArg(k, 1, sizeof bo8, &bo8));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, bo8, CL_TRUE, 0, sizeof i8out, i8out, 0, NULL, NULL));
    bad = 0;
    for (int i = 0; i < N; i++) {
        const cl_int *v = i8in[i].s;
        int mix[8] = {v[0], v[2], v[4], v[6], v[7], v[5], v[3], v[1]};
        for (int j = 0; j < 8; j++) bad += i8out[i].s[j] != v[7 - j] + mix[j] * v[0];
    }
    CHECK(bad == 0, "swz: %d values differ from C's", bad);
    icd_print_hex("swz", i8out, sizeof i8out);
    clReleaseKernel(k);

    /* dbl: double2 -> long2 (saturating, toward -inf) and float2 (toward 0). */
    static cl_double2 din[N];
    static cl_long2 lout[N];
    static cl_float2 fout[N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 2; j++) {
            uint64_t r = test_rand();
            din[i].s[j] = r % 3 == 0   ? (double)(int64_t)r * 1.5
                          : r % 3 == 1 ? (double)(int64_t)r / 1e9
                                       : (double)special_float();
        }
    cl_mem bd = icd_buffer(&e, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof din, din);
    cl_mem bl = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof lout, NULL);
    cl_mem bfo = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof fout, NULL);
    k = icd_kernel(p, "dbl");
    MUST(clSetKernelArg(k, 0, sizeof bd, &bd));
    MUST(clSetKernelArg(k, 1, sizeof bl, &bl));
    MUST(clSetKernelArg(k, 2, sizeof bfo, &bfo));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, bl, CL_TRUE, 0, sizeof lout, lout, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, bfo, CL_TRUE, 0, sizeof fout, fout, 0, NULL, NULL));
    icd_print_hex("dbl_long", lout, sizeof lout);
    icd_print_hex("dbl_float", fout, sizeof fout);
    clReleaseKernel(k);

    /* chars: char16 by value. */
    static cl_char16 cin[N];
    static cl_short16 sout[N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 16; j++) cin[i].s[j] = (cl_char)test_rand();
    cl_mem bc = icd_buffer(&e, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof cin, cin);
    cl_mem bs = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof sout, NULL);
    k = icd_kernel(p, "chars");
    cl_char16 add;
    for (int j = 0; j < 16; j++) add.s[j] = (cl_char)(j * 17 - 128);
    MUST(clSetKernelArg(k, 0, sizeof bc, &bc));
    MUST(clSetKernelArg(k, 1, sizeof bs, &bs));
    MUST(clSetKernelArg(k, 2, sizeof add, &add));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, bs, CL_TRUE, 0, sizeof sout, sout, 0, NULL, NULL));
    bad = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 16; j++) bad += sout[i].s[j] != (cl_short)(cin[i].s[j] * 3 + add.s[j]);
    CHECK(bad == 0, "chars: %d values differ from C's", bad);
    icd_print_hex("chars", sout, sizeof sout);
    clReleaseKernel(k);

    cl_mem all[] = {bin, bsat, bu8, brt, bf, bub, bback, b3in, b3out, bi8, bo8, bd, bl, bfo, bc, bs};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) clReleaseMemObject(all[i]);
    clReleaseProgram(p);
    icd_teardown(&e);
    return test_summary();
}
