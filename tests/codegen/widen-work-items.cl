// Work-group loops of explicit vectors widened across work-items
// (codegen/cg_widen.c): W consecutive work-items in one iteration of
// W-times-wider vectors, W = the target's vector bits over the body's
// widest vector (at most 4), then the original loop for the rest; and the
// loops it leaves alone.  Values: tests/api/widen.c.
// RUN: %oclc -S -emit-llvm -O2 -mcpu=znver4 %s -o - | FileCheck %s --check-prefixes=CHECK,Z4
// RUN: %oclc -S -emit-llvm -O2 -mcpu=haswell %s -o - | FileCheck %s --check-prefixes=CHECK,HSW
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,GEN
// RUN: %oclc -S -emit-llvm -O1 -mcpu=znver4 %s -o - | FileCheck %s --check-prefix=O1
// RUN: %oclc -c -O2 -mcpu=znver4 %s -o %t.o
// O1-NOT: wide.body

// float4 on AVX-512 (Zen 4: 512-bit vectors preferred) is 4 work-items a
// step; on AVX2 2; on x86-64's SSE2 none (128 bits is the vector itself).
kernel void mask4(global float4 *o, global const float4 *x, global const float4 *y) {
  size_t i = get_global_id(0);
  o[i] = as_float4(as_int4(x[i]) & (x[i] < y[i]));
}
// CHECK-LABEL: define void @__oclc_wg_mask4(
// Z4: [[FIRST:%.*]] = load i64
// Z4: add nuw i64 %first, 4
// Z4: wide.body:
// Z4-NEXT: %lw = phi i64
// Z4: load <16 x float>, ptr %{{.*}}, align 16
// Z4: load <16 x float>, ptr %{{.*}}, align 16
// Z4: fcmp olt <16 x float>
// Z4: store <16 x float> %{{.*}}, align 16
// Z4: add nuw i64 %lw, 4
// Z4: wide.tail:
// Z4: lx.body{{.*}}:
// Z4: load <4 x float>
// Z4: store <4 x float>
// HSW: wide.body:
// HSW: load <8 x float>
// HSW: store <8 x float>
// HSW: add nuw i64 %lw, 2
// GEN-NOT: wide.body
// CHECK-LABEL: {{^}}}

// A shuffle's mask is each work-item's own lanes: item k's lanes of the
// first operand from k*4, of the second from 4W + k*4 (InstCombine put y
// first: y[3], x[0], y[1], x[2] for each item).
kernel void swiz(global int4 *o, global const int4 *x, global const int4 *y) {
  size_t i = get_global_id(0);
  o[i] = shuffle2(x[i], y[i], (uint4)(7, 0, 5, 2));
}
// CHECK-LABEL: define void @__oclc_wg_swiz(
// Z4: wide.body:
// Z4: shufflevector <16 x i32> %{{.*}}, <16 x i32> %{{.*}}, <16 x i32> <i32 3, i32 16, i32 1, i32 18, i32 7, i32 20, i32 5, i32 22, i32 11, i32 24, i32 9, i32 26, i32 15, i32 28, i32 13, i32 30>
// HSW: shufflevector <8 x i32> %{{.*}}, <8 x i32> %{{.*}}, <8 x i32> <i32 3, i32 8, i32 1, i32 10, i32 7, i32 12, i32 5, i32 14>
// CHECK-LABEL: {{^}}}

// Intrinsics in their wide forms; uniform vectors splat.
kernel void poly8(global float8 *o, global const float8 *x) {
  size_t i = get_global_id(0);
  o[i] = fma(x[i], (float8)(0.25f), (float8)(3.0f));
}
// CHECK-LABEL: define void @__oclc_wg_poly8(
// Z4: call <16 x float> @llvm.fma.v16f32(<16 x float> %{{.*}}, <16 x float> <float 2.500000e-01,
// HSW-NOT: wide.body
// CHECK-LABEL: {{^}}}

// SLEEF's sinf8 becomes its sinf16 (AVX-512), where a float8 kernel calls
// a math built-in; on AVX2 the loop stays (float8 fills 256 bits).
kernel void sin8(global float8 *o, global const float8 *x) {
  size_t i = get_global_id(0);
  o[i] = sin(x[i]);
}
// CHECK-LABEL: define void @__oclc_wg_sin8(
// Z4: wide.body:
// Z4: call <16 x float> @Sleef_sinf16_u35avx512f(<16 x float>
// Z4: lx.body{{.*}}:
// Z4: call <8 x float> @Sleef_sinf8_u35avx2(<8 x float>
// HSW-NOT: wide.body
// CHECK-LABEL: {{^}}}

// 32-bit vectors widen on every x86-64 CPU; the widening stops at 4.
kernel void short2s(global short2 *o, global const short2 *x, int k) {
  size_t i = get_global_id(0);
  o[i] = x[i] * (short)k;
}
// CHECK-LABEL: define void @__oclc_wg_short2s(
// CHECK: wide.body:
// CHECK: load <8 x i16>
// CHECK: mul <8 x i16>
// CHECK: store <8 x i16>
// CHECK-LABEL: {{^}}}

// A bounds check: the wide loop runs while the last of its 4 work-items
// is below the bound (lw + 3 < n), the original loop checks the rest.
kernel void checked(global float4 *o, global const float4 *x, uint n) {
  size_t i = get_global_id(0);
  if (i < n) o[i] = x[i] + 1.0f;
}
// CHECK-LABEL: define void @__oclc_wg_checked(
// Z4: [[N:%.*]] = zext i32 %n to i64
// Z4: add nuw i64 %first, 3
// Z4: icmp ult i64 %{{.*}}, [[N]]
// Z4: wide.body:
// Z4: load <16 x float>
// Z4: store <16 x float>
// Z4: [[NEXT:%.*]] = add nuw i64 %lw, 4
// Z4: add nuw i64 [[NEXT]], 3
// Z4: icmp ult i64 %{{.*}}, [[N]]
// Z4: lx.body{{.*}}:
// Z4: icmp ult i64 %gid, [[N]]
// GEN-NOT: wide.body
// CHECK-LABEL: {{^}}}

// Left alone: a guard that passes for the work-items above a bound ...
kernel void above(global float4 *o, global const float4 *x, uint n) {
  size_t i = get_global_id(0);
  if (i > n) o[i] = x[i] + 1.0f;
}
// CHECK-LABEL: define void @__oclc_wg_above(
// CHECK-NOT: wide.body
// CHECK-LABEL: {{^}}}

// ... a guard on data ...
kernel void ondata(global float4 *o, global const float4 *x) {
  size_t i = get_global_id(0);
  if (x[i].x > 0.0f) o[i] = x[i] + 1.0f;
}
// CHECK-LABEL: define void @__oclc_wg_ondata(
// CHECK-NOT: wide.body
// CHECK-LABEL: {{^}}}

// ... a work-item's id used as data ...
kernel void iddata(global float4 *o) {
  size_t i = get_global_id(0);
  o[i] = (float4)((float)i);
}
// CHECK-LABEL: define void @__oclc_wg_iddata(
// CHECK-NOT: wide.body
// CHECK-LABEL: {{^}}}

// ... float3, whose 12 bytes are not its 16-byte stride ...
kernel void three(global float3 *o, global const float3 *x) {
  size_t i = get_global_id(0);
  o[i] = x[i] * 2.0f;
}
// CHECK-LABEL: define void @__oclc_wg_three(
// CHECK-NOT: wide.body
// CHECK-LABEL: {{^}}}

// ... a load every work-item makes at one address (a store in the loop
// may write it) ...
kernel void shared_in(global float4 *o, global const float4 *x) {
  size_t i = get_global_id(0);
  o[i] = x[0] * 2.0f;
}
// CHECK-LABEL: define void @__oclc_wg_shared_in(
// CHECK-NOT: wide.body
// CHECK-LABEL: {{^}}}

// ... an element of a work-item's vector (not lane-wise) ...
kernel void sum(global float *o, global const float4 *x) {
  size_t i = get_global_id(0);
  o[i] = x[i].x + x[i].w;
}
// CHECK-LABEL: define void @__oclc_wg_sum(
// CHECK-NOT: wide.body
// CHECK-LABEL: {{^}}}

// ... a stride that is not the vector's (every other work-item's) ...
kernel void strided(global float4 *o, global const float4 *x) {
  size_t i = get_global_id(0);
  o[2 * i] = x[2 * i] * 2.0f;
}
// CHECK-LABEL: define void @__oclc_wg_strided(
// CHECK-NOT: wide.body
// CHECK-LABEL: {{^}}}

// ... atomics ...
kernel void atom(global float4 *o, global const float4 *x, global int *c) {
  size_t i = get_global_id(0);
  o[i] = x[i] * 2.0f;
  atomic_inc(c);
}
// CHECK-LABEL: define void @__oclc_wg_atom(
// CHECK-NOT: wide.body
// CHECK-LABEL: {{^}}}

// ... and a body whose widest vector already fills the target's (float16).
kernel void full(global float16 *o, global const float16 *x) {
  size_t i = get_global_id(0);
  o[i] = x[i] * 2.0f;
}
// CHECK-LABEL: define void @__oclc_wg_full(
// CHECK-NOT: wide.body
// CHECK-LABEL: {{^}}}
