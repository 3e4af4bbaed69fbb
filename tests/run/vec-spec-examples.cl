// Run-time test: every legal code example of OpenCL C 2.0 sections 1.1.6
// (vector literals) and 1.1.7 (vector components), written as the spec
// writes it, run on the host and compared with the values in the spec's
// comments.  The C driver (Inputs/vec-spec-examples.c) computes each expected
// lane with its own small interpreter of component names (.wzyx, .s7, .lo,
// .even.hi ...), sharing no code with oclc, and also checks the lanes the
// spec's comments state.  The illegal lines of the same examples are in
// tests/sema/vector-spec-examples.cl.  Run at -O0 and -O2: both must agree.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 -ffp-contract=off %S/Inputs/vec-spec-examples.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 -ffp-contract=off %S/Inputs/vec-spec-examples.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: {{^}}vec-spec-examples: {{[0-9]+}} cases passed, 0 failed

// 1.1.6: the examples, then every form the spec lists for float4, built from
// the driver's scalars a, b, c, d.
kernel void literals(global float4 *f, global uint4 *u, float a, float b, float c, float d) {
  f[0] = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  u[0] = (uint4)(1); // u will be (1, 1, 1, 1).
  f[1] = (float4)((float2)(1.0f, 2.0f), (float2)(3.0f, 4.0f));
  f[2] = (float4)(1.0f, (float2)(2.0f, 3.0f), 4.0f);
  float2 ab = (float2)(a, b), bc = (float2)(b, c), cd = (float2)(c, d);
  float3 abc = (float3)(a, b, c), bcd = (float3)(b, c, d);
  f[3] = (float4)(a, b, c, d);   // (float4)( float, float, float, float )
  f[4] = (float4)(ab, c, d);     // (float4)( float2, float, float )
  f[5] = (float4)(a, bc, d);     // (float4)( float, float2, float )
  f[6] = (float4)(a, b, cd);     // (float4)( float, float, float2 )
  f[7] = (float4)(ab, cd);       // (float4)( float2, float2 )
  f[8] = (float4)(abc, d);       // (float4)( float3, float )
  f[9] = (float4)(a, bcd);       // (float4)( float, float3 )
  f[10] = (float4)(a);           // (float4)( float ): replicated
  f[11] = (float4)((a, d));      // one operand, the comma operator's: d replicated
  f[12] = (float4)d;             // a cast of a scalar replicates too
  // Scalars convert to the element type as function arguments do.
  f[13] = (float4)(1, 2u, (char)3, 4.0);
  u[1] = (uint4)(-1, 'A', 7L, 2.75f);
}

// 1.1.7, first examples: .xyzw on 2-, 3- and 4-component vectors.
kernel void xyzw(global float *out, global float4 *steps) {
  float2 pos2 = (float2)(0.0f);
  pos2.x = 1.0f; // is legal
  float3 pos3 = (float3)(0.0f);
  pos3.z = 1.0f; // is legal
  out[0] = pos2.x; out[1] = pos2.y;
  out[2] = pos3.x; out[3] = pos3.y; out[4] = pos3.z;

  float4 c;
  c.xyzw = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  steps[0] = c;
  c.z = 1.0f;
  steps[1] = c;
  c.xy = (float2)(3.0f, 4.0f);
  steps[2] = c;
  c.xyz = (float3)(3.0f, 4.0f, 5.0f);
  steps[3] = c;
}

// Permuted and replicated components; lvalue swizzles.  The spec's
// comments give each assignment's result from pos = (1, 2, 3, 4), so each
// starts from a fresh copy.
kernel void permute(global float4 *out) {
  float4 pos = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  float4 swiz= pos.wzyx; // swiz = (4.0f, 3.0f, 2.0f, 1.0f)
  float4 dup = pos.xxyy; // dup = (1.0f, 1.0f, 2.0f, 2.0f)
  out[0] = swiz;
  out[1] = dup;
  float4 p1 = pos, p2 = pos, p3 = pos;
  p1.xw = (float2)(5.0f, 6.0f);// pos = (5.0f, 2.0f, 3.0f, 6.0f)
  p2.wx = (float2)(7.0f, 8.0f);// pos = (8.0f, 2.0f, 3.0f, 7.0f)
  p3.xyz = (float3)(3.0f, 5.0f, 9.0f); // pos = (3.0f, 5.0f, 9.0f, 4.0f)
  out[2] = p1;
  out[3] = p2;
  out[4] = p3;
}

kernel void float16_literals(global float16 *out, global const float4 *in) {
  float4 a = in[0], b = in[1], c = in[2], d = in[3];
  float16 x;
  x = (float16)(a, b, c, d);
  out[0] = x;
  x = (float16)(a.xxxx, b.xyz, c.xyz, d.xyz, a.yzw);
  out[1] = x;
}

// Numeric indices: .sN / .SN with hex digits.
kernel void numeric(global float *out, global float4 *out4, global const float8 *f8, global const float16 *f16,
                    global const float4 *f4) {
  float8 f = f8[0];
  float16 x = f16[0];
  out[0] = f.s0;
  out[1] = f.s7;
  out[2] = x.sa;
  out[3] = x.sA;
  out[4] = x.sf;
  out[5] = x.sF;
  float4 a;
  a.xyzw = f4[0].s0123; // valid
  out4[0] = a;
  out4[1] = x.sFEDC;
  out4[2] = x.S9b3D;
}

// .lo .hi .even .odd, and several levels of them.
kernel void halves(global float2 *out2, global float4 *out4, global const float4 *f4, global const float8 *f8) {
  float4 vf = f4[0];
  float2 low = vf.lo; // returns vf.xy
  float2 high = vf.hi; // returns vf.zw
  float2 even = vf.even; // returns vf.xz
  float2 odd = vf.odd; // returns vf.yw
  out2[0] = low;
  out2[1] = high;
  out2[2] = even;
  out2[3] = odd;
  float8 v8 = f8[0];
  float4 odd4 = v8.odd;
  float4 even4 = v8.even;
  float2 high2 = v8.even.hi;
  float2 low2 = v8.odd.lo;
  out4[0] = odd4;
  out4[1] = even4;
  out2[4] = high2;
  out2[5] = low2;
}

// interleave LR stereo stream, then deinterleave
kernel void stereo(global float8 *inter, global float4 *lr, global const float4 *in) {
  float4 left = in[0], right = in[1];
  float8 interleaved;
  interleaved.even = left;
  interleaved.odd = right;
  inter[0] = interleaved;
  // deinterleave
  interleaved = inter[1];
  left = interleaved.even;
  right = interleaved.odd;
  lr[0] = left;
  lr[1] = right;
}

// transpose a 4x4 matrix
void transpose( float4 m[4] )
{
// read matrix into a float16 vector
float16 x = (float16)( m[0], m[1], m[2], m[3] );
float16 t;
// transpose
t.even = x.lo;
t.odd = x.hi;
x.even = t.lo;
x.odd = t.hi;
// write back
m[0] = x.lo.lo; // { m[0][0], m[1][0], m[2][0], m[3][0] }
m[1] = x.lo.hi; // { m[0][1], m[1][1], m[2][1], m[3][1] }
m[2] = x.hi.lo; // { m[0][2], m[1][2], m[2][2], m[3][2] }
m[3] = x.hi.hi; // { m[0][3], m[1][3], m[2][3], m[3][3] }
}

kernel void transpose_kernel(global float4 *g) {
  float4 m[4] = {g[0], g[1], g[2], g[3]};
  transpose(m);
  for (int i = 0; i < 4; i++)
    g[i] = m[i];
}

// A 3-component vector's .lo/.hi act as on a 4-component one whose w is
// undefined; oclc reads that lane as 0 (docs/vectors.md).
kernel void vec3_halves(global float2 *out) {
  float3 vf = (float3)(1.0f, 2.0f, 3.0f);
  float2 low = vf.lo; // (1.0f, 2.0f);
  float2 high = vf.hi; // (3.0f, _undefined_);
  out[0] = low;
  out[1] = high;
  out[2] = vf.even;
  out[3] = vf.odd;
}

// .rgba (OpenCL C 3.0) names the lanes .xyzw names, for reads and writes.
kernel void rgba(global float4 *out, global const float4 *in) {
  float4 v = in[0];
  out[0] = v.abgr;
  v.ra = (float2)(-1.0f, -2.0f);
  v.g += 10.0f;
  out[1] = v;
}

// The operator rules the issue names beside the examples: relational
// results -1/0, ?: on the sign bit of a vector condition, shift counts
// modulo the element width.
kernel void operators(global int4 *out, global const int4 *a, global const int4 *b, global const float4 *f) {
  int4 x = a[0], y = b[0];
  out[0] = x < y;
  out[1] = f[0] == f[1];
  out[2] = x ? y : (int4)(7);
  out[3] = x << y;
  out[4] = x >> 33;
  out[5] = x && y;
  out[6] = !x;
}
