/*
 * Acceptance of issue 13's aggregates: one unmodified OpenCL host program,
 * run on the oclc platform and on PoCL, gives the same bits.  The kernels
 * are written for the issue, one per use real code makes of records:
 *   particles  a particle system stepped in place on an array of structs
 *              (float4 members, a flag, a struct copied in and out);
 *   hash       a hash over a union of words and bytes;
 *   affine     a parameter struct passed by value (clSetKernelArg with
 *              sizeof the host's struct: float4 and scalar members);
 *   filter     an enum-driven filter (an enum argument, a switch, enum
 *              constants as array sizes);
 *   lut        lookup tables in `constant` arrays of structs, read by a
 *              binary search, with designated initializers.
 * Every output is printed bit for bit (members one by one, so that
 * padding, which no kernel writes, cannot differ); the two outputs must be
 * identical, and on each platform the program checks against its own C
 * what C computes exactly (the hash, the filter, the lookups).
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
#include <stddef.h>

#include "icd_test.h"

static const char *src =
    /* Floating-point results are compared bit for bit: no fused
     * multiply-adds on either side. */
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "typedef struct { float4 pos; float4 vel; float mass; int alive; } Particle;\n"
    "kernel void particles(global Particle *ps, float dt, int steps) {\n"
    "  size_t i = get_global_id(0);\n"
    "  Particle p = ps[i];\n"
    "  const float4 gravity = (float4)(0.0f, -9.75f, 0.0f, 0.0f);\n"
    "  for (int s = 0; s < steps && p.alive; s++) {\n"
    "    float4 a = gravity / p.mass;\n"
    "    float4 dv = a * dt;\n"
    "    p.vel += dv;\n"
    "    float4 dp = p.vel * dt;\n"
    "    p.pos += dp;\n"
    "    if (p.pos.y < 0.0f) { p.pos.y = -p.pos.y; p.vel.y = -p.vel.y * 0.5f; }\n"
    "    if (p.pos.x > 100.0f) p.alive = 0;\n"
    "  }\n"
    "  ps[i] = p;\n"
    "}\n"
    "typedef union { uint w[4]; uchar b[16]; } Block;\n"
    "kernel void hash(global const Block *in, global uint *out) {\n"
    "  size_t i = get_global_id(0);\n"
    "  Block blk = in[i];\n"
    "  uint h = 2166136261u;\n"
    "  for (int k = 0; k < 16; k++) h = (h ^ blk.b[k]) * 16777619u;\n"
    "  for (int k = 0; k < 4; k++) {\n"
    "    uint s = (uint)(k * 7 + 1);\n"
    "    h ^= (blk.w[k] << s | blk.w[k] >> (32u - s)) + (h << 6) + (h >> 2);\n"
    "  }\n"
    "  blk.w[i % 4] = h;\n"
    "  out[2 * i] = h;\n"
    "  out[2 * i + 1] = blk.b[3] | (uint)blk.b[(i % 4) * 4] << 8;\n"
    "}\n"
    "typedef struct { float scale; int offset; float4 bias; uint flags; } Params;\n"
    "kernel void affine(global const float *in, global float4 *out, Params prm) {\n"
    "  size_t i = get_global_id(0);\n"
    "  float x = in[i] * prm.scale;\n"
    "  float4 r = (float4)(x) + prm.bias;\n"
    "  r.y = r.y + (float)(prm.offset);\n"
    "  if (prm.flags & 1u) r = -r;\n"
    "  if (prm.flags & 2u) r.w = (float)i;\n"
    "  out[i] = r;\n"
    "}\n"
    "enum Filter { F_BOX, F_TRIANGLE = 4, F_SHARPEN, F_PASS = 10 };\n"
    "constant int weights[F_SHARPEN + 1][3] = {[F_BOX] = {1, 1, 1}, [F_TRIANGLE] = {1, 2, 1}, [F_SHARPEN] = {-1, 4, "
    "-1}};\n"
    "kernel void filter(global const int *in, global int *out, enum Filter f, int n) {\n"
    "  int i = (int)get_global_id(0);\n"
    "  int l = in[i > 0 ? i - 1 : 0], c = in[i], r = in[i + 1 < n ? i + 1 : n - 1];\n"
    "  int v;\n"
    "  switch (f) {\n"
    "  case F_BOX:\n"
    "  case F_TRIANGLE:\n"
    "  case F_SHARPEN: v = weights[f][0] * l + weights[f][1] * c + weights[f][2] * r; break;\n"
    "  default: v = c; break;\n"
    "  }\n"
    "  out[i] = v;\n"
    "}\n"
    "typedef struct { int lo, hi; float scale; short code; } Band;\n"
    "constant Band bands[] = {\n"
    "  {-1000000, -100, 0.5f, 1}, {-100, 0, 1.25f, 2}, {0, 10, 2.0f, 3},\n"
    "  [3] = {.lo = 10, .hi = 1000, .scale = -1.0f, .code = 4}, {1000, 1000000, 0.125f, 5}};\n"
    "constant int nbands = sizeof(bands) / sizeof(bands[0]);\n"
    "kernel void lut(global const int *in, global float *val, global short *code) {\n"
    "  size_t i = get_global_id(0);\n"
    "  int x = in[i], a = 0, b = nbands - 1;\n"
    "  while (a < b) {\n"
    "    int m = (a + b) / 2;\n"
    "    if (x >= bands[m].hi) a = m + 1; else b = m;\n"
    "  }\n"
    "  val[i] = (float)x * bands[a].scale;\n"
    "  code[i] = bands[a].code;\n"
    "}\n";

#define N 256

/* The host's views of the kernels' records (cl_float4 is aligned to 16,
 * as the kernel's float4). */
typedef struct {
    cl_float4 pos;
    cl_float4 vel;
    cl_float mass;
    cl_int alive;
} Particle;
typedef union {
    cl_uint w[4];
    cl_uchar b[16];
} Block;
typedef struct {
    cl_float scale;
    cl_int offset;
    cl_float4 bias;
    cl_uint flags;
} Params;

static uint32_t rotl(uint32_t v, unsigned s)
{
    s &= 31;
    return s ? v << s | v >> (32 - s) : v;
}

int main(int argc, char **argv)
{
    IcdEnv e = icd_setup(argc > 1 ? argv[1] : "oclc");
    cl_program p = icd_build(&e, src, "-cl-std=CL1.2");
    size_t n = N;

    /* The records' sizes as the kernels see them are the host's. */
    CHECK(sizeof(Particle) == 48 && sizeof(Params) == 48 && offsetof(Params, bias) == 16, "host layouts");

    /* particles: an array of structs, stepped in place. */
    static Particle ps[N];
    for (int i = 0; i < N; i++) {
        ps[i].pos = (cl_float4){{(float)(i % 17), (float)(i % 5) + 1.0f, (float)i * 0.25f, 1.0f}};
        ps[i].vel = (cl_float4){{(float)(i % 7) * 3.5f, 2.0f, -1.0f, 0.0f}};
        ps[i].mass = 1.0f + (float)(i % 3);
        ps[i].alive = i % 11 != 0;
    }
    cl_mem bps = icd_buffer(&e, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof ps, ps);
    cl_kernel k = icd_kernel(p, "particles");
    cl_float dt = 0.0625f;
    cl_int steps = 200;
    MUST(clSetKernelArg(k, 0, sizeof bps, &bps));
    MUST(clSetKernelArg(k, 1, sizeof dt, &dt));
    MUST(clSetKernelArg(k, 2, sizeof steps, &steps));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, bps, CL_TRUE, 0, sizeof ps, ps, 0, NULL, NULL));
    int alive = 0;
    for (int i = 0; i < N; i++) {
        icd_print_hex("pos", &ps[i].pos, sizeof ps[i].pos);
        icd_print_hex("vel", &ps[i].vel, sizeof ps[i].vel);
        icd_print_hex("mass", &ps[i].mass, sizeof ps[i].mass);
        alive += ps[i].alive;
    }
    printf("alive: %d\n", alive);
    CHECK(ps[0].pos.s[0] == 0.0f && ps[0].alive == 0, "particle 0 never moves");
    clReleaseKernel(k);

    /* hash: a union of words and bytes. */
    static Block blocks[N];
    static cl_uint hout[2 * N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 4; j++) blocks[i].w[j] = (cl_uint)test_rand();
    cl_mem bblk = icd_buffer(&e, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof blocks, blocks);
    cl_mem bh = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof hout, NULL);
    k = icd_kernel(p, "hash");
    MUST(clSetKernelArg(k, 0, sizeof bblk, &bblk));
    MUST(clSetKernelArg(k, 1, sizeof bh, &bh));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, bh, CL_TRUE, 0, sizeof hout, hout, 0, NULL, NULL));
    int bad = 0;
    for (int i = 0; i < N; i++) {
        Block blk = blocks[i];
        uint32_t h = 2166136261u;
        for (int j = 0; j < 16; j++) h = (h ^ blk.b[j]) * 16777619u;
        for (int j = 0; j < 4; j++) h ^= rotl(blk.w[j], (unsigned)(j * 7 + 1)) + (h << 6) + (h >> 2);
        blk.w[i % 4] = h;
        bad += hout[2 * i] != h;
        bad += hout[2 * i + 1] != (blk.b[3] | (uint32_t)blk.b[(i % 4) * 4] << 8);
    }
    CHECK(bad == 0, "hash: %d values differ from C's", bad);
    icd_print_hex("hash", hout, sizeof hout);
    clReleaseKernel(k);

    /* affine: a parameter struct by value. */
    static float ain[N];
    static cl_float4 aout[N];
    for (int i = 0; i < N; i++) ain[i] = (float)((int)(test_rand() % 20001) - 10000) / 16.0f;
    cl_mem bain = icd_buffer(&e, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof ain, ain);
    cl_mem baout = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof aout, NULL);
    k = icd_kernel(p, "affine");
    Params prm = {0.75f, -3, {{1.5f, -2.0f, 1e6f, 0.25f}}, 2u};
    MUST(clSetKernelArg(k, 0, sizeof bain, &bain));
    MUST(clSetKernelArg(k, 1, sizeof baout, &baout));
    MUST(clSetKernelArg(k, 2, sizeof prm, &prm));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, baout, CL_TRUE, 0, sizeof aout, aout, 0, NULL, NULL));
    bad = 0;
    for (int i = 0; i < N; i++) {
        float x = ain[i] * prm.scale;
        float want[4] = {x + prm.bias.s[0], x + prm.bias.s[1] + (float)prm.offset, x + prm.bias.s[2], (float)i};
        for (int j = 0; j < 4; j++) bad += memcmp(&aout[i].s[j], &want[j], 4) != 0;
    }
    CHECK(bad == 0, "affine: %d values differ from C's", bad);
    icd_print_hex("affine", aout, sizeof aout);
    clReleaseKernel(k);

    /* filter: an enum argument and a switch over it. */
    static cl_int fin[N], fout[N];
    for (int i = 0; i < N; i++) fin[i] = (int)(test_rand() % 2001) - 1000;
    cl_mem bfin = icd_buffer(&e, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof fin, fin);
    cl_mem bfout = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof fout, NULL);
    k = icd_kernel(p, "filter");
    static const int weights[6][3] = {[0] = {1, 1, 1}, [4] = {1, 2, 1}, [5] = {-1, 4, -1}};
    const cl_int filters[] = {0, 4, 5, 10};
    cl_int cn = N;
    for (size_t f = 0; f < sizeof filters / sizeof *filters; f++) {
        MUST(clSetKernelArg(k, 0, sizeof bfin, &bfin));
        MUST(clSetKernelArg(k, 1, sizeof bfout, &bfout));
        MUST(clSetKernelArg(k, 2, sizeof filters[f], &filters[f]));
        MUST(clSetKernelArg(k, 3, sizeof cn, &cn));
        MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
        MUST(clEnqueueReadBuffer(e.queue, bfout, CL_TRUE, 0, sizeof fout, fout, 0, NULL, NULL));
        bad = 0;
        for (int i = 0; i < N; i++) {
            int l = fin[i > 0 ? i - 1 : 0], c = fin[i], r = fin[i + 1 < N ? i + 1 : N - 1];
            int ff = filters[f];
            int want = ff == 10 ? c : weights[ff][0] * l + weights[ff][1] * c + weights[ff][2] * r;
            bad += fout[i] != want;
        }
        CHECK(bad == 0, "filter %d: %d values differ from C's", filters[f], bad);
        icd_print_hex("filter", fout, sizeof fout);
    }
    clReleaseKernel(k);

    /* lut: constant arrays of structs. */
    static cl_int lin[N];
    static float lval[N];
    static cl_short lcode[N];
    for (int i = 0; i < N; i++) lin[i] = (int)(test_rand() % 4001) - 2000;
    lin[0] = -100;
    lin[1] = 0;
    lin[2] = 10;
    lin[3] = 1000;
    cl_mem blin = icd_buffer(&e, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof lin, lin);
    cl_mem blv = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof lval, NULL);
    cl_mem blc = icd_buffer(&e, CL_MEM_WRITE_ONLY, sizeof lcode, NULL);
    k = icd_kernel(p, "lut");
    MUST(clSetKernelArg(k, 0, sizeof blin, &blin));
    MUST(clSetKernelArg(k, 1, sizeof blv, &blv));
    MUST(clSetKernelArg(k, 2, sizeof blc, &blc));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, blv, CL_TRUE, 0, sizeof lval, lval, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, blc, CL_TRUE, 0, sizeof lcode, lcode, 0, NULL, NULL));
    static const struct {
        int lo, hi;
        float scale;
        short code;
    } bands[] = {{-1000000, -100, 0.5f, 1},
                 {-100, 0, 1.25f, 2},
                 {0, 10, 2.0f, 3},
                 {10, 1000, -1.0f, 4},
                 {1000, 1000000, 0.125f, 5}};
    bad = 0;
    for (int i = 0; i < N; i++) {
        int b = 0;
        while (lin[i] >= bands[b].hi) b++;
        float want = (float)lin[i] * bands[b].scale;
        bad += memcmp(&lval[i], &want, 4) != 0 || lcode[i] != bands[b].code;
    }
    CHECK(bad == 0, "lut: %d values differ from C's", bad);
    icd_print_hex("lut_val", lval, sizeof lval);
    icd_print_hex("lut_code", lcode, sizeof lcode);
    clReleaseKernel(k);

    cl_mem all[] = {bps, bblk, bh, bain, baout, bfin, bfout, blin, blv, blc};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) clReleaseMemObject(all[i]);
    clReleaseProgram(p);
    icd_teardown(&e);
    return test_summary();
}
