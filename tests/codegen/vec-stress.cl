// Odd but legal vector code: nested and chained lvalue swizzles, swizzles of
// literals, calls, ?: and pointers, the padding lane of 3-component
// selections, vectors of every width in arithmetic, volatile and local
// vectors, typedefs of vector types, program-scope vector constants built
// with literals, shifts and selects.  It must compile at every optimization
// level to IR that LLVM's verifier accepts (oclc verifies each module
// itself; `opt -passes=verify` checks the printed IR again), and some of
// it folds to constants whose lanes are checked below.  The illegal
// counterpart is tests/sema/vector-stress-errors.cl.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | %opt -passes=verify -disable-output
// RUN: %oclc -S -emit-llvm -O1 %s -o - | %opt -passes=verify -disable-output
// RUN: %oclc -S -emit-llvm -O2 %s -o - | %opt -passes=verify -disable-output
// RUN: %oclc -S -emit-llvm -O3 %s -o - | %opt -passes=verify -disable-output
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.o

typedef float4 F;
typedef float3 F3arr[4];

// Program-scope constants: the builder folds literals, swizzles, shifts
// (33 is taken modulo 32) and a constant vector select (on the sign bit).
// CHECK-DAG: @K = {{.*}}constant <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, align 16
// CHECK-DAG: @KA = {{.*}}constant [2 x <4 x float>] [<4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, <4 x float> <float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00>], align 16
// CHECK-DAG: @KS = {{.*}}constant <4 x i32> <i32 1, i32 2, i32 2, i32 1>, align 16
// CHECK-DAG: @K8 = {{.*}}constant <8 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00>, align 32
// CHECK-DAG: @KC = {{.*}}constant <4 x i32> <i32 2, i32 4, i32 6, i32 8>, align 16
// CHECK-DAG: @KR = {{.*}}constant <4 x i32> <i32 -1, i32 -1, i32 0, i32 0>, align 16
// CHECK-DAG: @K3 = {{.*}}constant <3 x i32> <i32 7, i32 8, i32 9>, align 16
constant float4 K = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
constant float4 KA[2] = {(float4)(1.0f), (float4)(2.0f, 3.0f, 4.0f, 5.0f)};
constant int4 KS = (int4)(-1, 0, 1, -5) ? (int4)(1) : (int4)(2);
constant float8 K8 = (float8)((float4)(1.0f), (float2)(2.0f, 3.0f), 4.0f, 5.0f);
constant int4 KC = (int4)(1, 2, 3, 4) << 33;
constant int4 KR = (int4)(1, 2, 3, 4) < (int4)(4, 3, 2, 1);
constant int3 K3 = (int3)(7, 8, 9);

float4 ret4(float a) { return (float4)(a); }
float3 ret3(float3 v) { return v.zyx; }
double16 d16(double16 a, double16 b) { return a * b + a / b - (a < b ? a : b); }
ulong16 u16(ulong16 a, ulong16 b) { return a << b | a >> (b & 63) ^ ~a; }
char16 c16(char16 a, char16 b) { return a < b; }
short3 s3(short3 a, short3 b) { return a % b + (a >> b) * (short3)(a.x); }

// A composed swizzle through the padding lane of a 3-component selection:
// lane 255 reads as 0 (the second operand of the shuffle is zero).
// CHECK-LABEL: define <2 x float> @pad_read(
// CHECK: shufflevector <4 x float> %{{.*}}, <4 x float> zeroinitializer, <2 x i32> <i32 2, i32 4>
float2 pad_read(float4 v) { return v.xyz.hi; }
// CHECK-LABEL: define float @pad_scalar(
// CHECK: ret float 0.000000e+00
float pad_scalar(float8 v) { return v.s012.hi.y; }
// A write through it changes only the real lane.
// CHECK-LABEL: define <4 x float> @pad_write(
// CHECK: shufflevector <4 x float> %{{.*}}, <4 x float> %{{.*}}, <4 x i32> <i32 0, i32 1, i32 4, i32 3>
float4 pad_write(float4 v, float2 w) { v.xyz.hi = w; return v; }

kernel void odd(global float4 *p, global float3 *p3, global int4 *q, local float4 *L, int i, float s,
                volatile global float4 *vp) {
  float8 v8 = (float8)(1.0f);
  v8.hi.lo.x = 2.0f;
  v8.s7 = v8.hi.hi.y;
  float2 t = (float4)(1.0f, 2.0f, 3.0f, 4.0f).wzyx.xy;
  float r = ret4(s).z + ret3(p3[i]).x;
  float4 a = p[0], b = p[1];
  float2 u = (s > 0.0f ? a : b).xy;
  (*p).xy = u;
  p[i].w += 1.0f;
  a.xy = b.zw = (float2)(s);
  float w = (a.x += 1.0f) * 2.0f;
  float4 c = (float4)((a.x, b.y), s, t);
  float16 big = (float16)((float8)((float4)((float2)(s), (float2)(s)), a), (float4)(s), b.xyz, 1.0f);
  int arr[vec_step(float3) + sizeof(float3)];
  ulong sz = sizeof(a.xyz) + sizeof(p3[0]) + vec_step(a.lo);
  float4 il = {1.0f, 2.0f, 3.0f, 4.0f};
  int4 iv = q[0];
  switch (iv.x) { case 1: iv.y++; break; default: iv.z--; }
  while (iv.x < 10) iv.x++;
  for (int4 k = (int4)(0); k.x < 3; k++) iv += k;
  int4 m = -(iv < iv.wzyx);
  int4 n = iv.x ? (iv.y ? iv : m) : (m ? iv : -iv);
  a;
  (*vp).x = 1.0f;
  vp[0].yz += (float2)(1.0f);
  L[i].x = s;
  L[0].zw = L[1].xy;
  float3 pa[4];
  pa[i].z = s;
  pa[i + 1] = p3[i];
  global float3 *pp = p3 + 1;
  p3[i] = pp[i].xyz * 2.0f;
  F ff = (F)(1.0f);
  F3arr fa;
  fa[1] = (float3)(s);
  float4 cv = ff.x != 0.0f ? a : b;
  const float4 cc = K;
  float cr = cc.y + KA[1].w + K8.s5;
  arr[0] = K3.z;
  q[1] = KS + KC + KR + n + (int4)(arr[0]);
  p[2] = a + b + c + big.lo.lo + cv + (float4)(r + w + cr + sz) + il + (float4)(fa[1], pa[i].z);
  v8.lo.hi.yx = t;
  v8.even.odd = t;
  p[3] = v8.odd + v8.even;
  int4 z3 = (int4)(iv.x) + (int4)(iv.xy, 1, 2) + iv.xxyy;
  q[2] = z3 ? z3 : z3;
  q[3] = !z3 && (z3 || iv);
  p[4] = (float4)(pad_read(a), pad_scalar(big.lo), 0.0f) + pad_write(a, t);
}
