// A built-in called on a work-item's scalars still vectorizes across the
// work-items of the work-group loop (cg_kernel.c): its lowering is inline
// IR and intrinsics (codegen/cg_bi_*.c), which the loop vectorizer widens
// like any other instruction.  For the generic x86-64 CPU of objects (SSE2)
// and for AVX2, where the 64-bit and variable-shift operations pay too.
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 -mcpu=x86-64-v3 %s -o - | FileCheck %s --check-prefix=AVX2

kernel void k_clamp(global float *out, global const float *in) {
  size_t i = get_global_id(0);
  out[i] = clamp(in[i], 0.0f, 1.0f) + step(0.5f, in[i]) + smoothstep(0.0f, 1.0f, in[i]) + degrees(in[i]);
}
// CHECK-LABEL: define void @__oclc_wg_k_clamp(
// CHECK: vector.body:
// CHECK: call <4 x float> @llvm.maxnum.v4f32(
// CHECK: call <4 x float> @llvm.minnum.v4f32(
// CHECK: fcmp olt <4 x float>
// CHECK: fmul <4 x float> %{{.*}}, <float 0x404CA5DC20000000,

kernel void k_bits(global int *out, global const int *a, global const int *b) {
  size_t i = get_global_id(0);
  out[i] = hadd(a[i], b[i]) + popcount(a[i]) + clz(b[i]) + add_sat(a[i], b[i]);
}
// CHECK-LABEL: define void @__oclc_wg_k_bits(
// CHECK: vector.body:
// CHECK: call {{.*}}<4 x i32> @llvm.ctpop.v4i32(
// CHECK: call {{.*}}<4 x i32> @llvm.ctlz.v4i32(
// CHECK: call <4 x i32> @llvm.sadd.sat.v4i32(

kernel void k_relational(global int *out, global const float *a, global const float *b) {
  size_t i = get_global_id(0);
  out[i] = isless(a[i], b[i]) + isnormal(a[i]) + select(1, 2, isunordered(a[i], b[i]));
}
// CHECK-LABEL: define void @__oclc_wg_k_relational(
// CHECK: vector.body:
// CHECK: fcmp olt <4 x float>
// CHECK: fcmp uno <4 x float>

kernel void k_half(global half *out, global const half *in) {
  size_t i = get_global_id(0);
  vstore_half_rtz(vload_half(i, in) * 2.0f, i, out);
}
// The half conversions are integer code: 8 lanes of i16 for SSE2.
// CHECK-LABEL: define void @__oclc_wg_k_half(
// CHECK: vector.body:
// CHECK: load <8 x i16>
// CHECK: store <8 x i16>

kernel void k_rotate(global uint *out, global const uint *in) {
  size_t i = get_global_id(0);
  out[i] = rotate(in[i], (uint)i) + (uint)mad_sat((int)in[i], 3, 7);
}
// AVX2-LABEL: define void @__oclc_wg_k_rotate(
// AVX2: vector.body:
// AVX2: call <8 x i32> @llvm.fshl.v8i32(
// AVX2: call <8 x i64> @llvm.smin.v8i64(
