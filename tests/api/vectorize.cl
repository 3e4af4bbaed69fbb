// The work-group function loops over the work-items of a row around the
// inlined kernel body, so LLVM's loop vectorizer widens the kernel across
// work-items: `out[i] = convert_int_sat_rte(in[i])` with
// i = get_global_id(0) becomes a loop over <N x float> (4 lanes for the
// generic x86-64 CPU of objects, 8 with AVX2).  The plain kernel function
// has no loop and no copy of the body: it runs the work-group function for
// one work-item.
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 -mcpu=x86-64-v3 %s -o - | FileCheck %s --check-prefix=AVX2
// RUN: %oclc -S -emit-llvm -O2 -mcpu=skylake-avx512 %s -o - | FileCheck %s --check-prefix=AVX512

kernel void conv(global int *out, global const float *in) {
  size_t i = get_global_id(0);
  out[i] = convert_int_sat_rte(in[i]);
}

kernel void saxpy(global float *y, global const float *x, float a) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}

// A math built-in is a call of SLEEF's scalar function, which names its
// vector variants (the vector-function ABI): the loop calls those, 4
// floats or 2 doubles wide with SSE2, 8 or 4 with AVX2, and 16 or 8 with
// AVX-512, where a function that calls math prefers 512-bit vectors
// (codegen/cg_math.c).  pow's row is a function of its own whose vector
// twin the loop calls.
kernel void vsin(global float *out, global const float *in) {
  size_t i = get_global_id(0);
  out[i] = sin(in[i]);
}

kernel void vexp(global double *out, global const double *in) {
  size_t i = get_global_id(0);
  out[i] = exp(in[i]);
}

kernel void vpow(global float *out, global const float *x, global const float *y) {
  size_t i = get_global_id(0);
  out[i] = pow(x[i], y[i]);
}

// CHECK-LABEL: define void @conv(
// CHECK-NOT: <4 x float>
// CHECK: call void @__oclc_wg_conv(
// CHECK-NOT: <4 x float>
// CHECK: ret void

// CHECK-LABEL: define void @__oclc_wg_conv(ptr
// CHECK: vector.body:
// CHECK: load <4 x float>
// CHECK: {{fptosi <4 x float> .* to <4 x i32>|@llvm.fptosi.sat.v4i32.v4f32}}
// CHECK: store <4 x i32>
// CHECK: {{^}}lx.body:
// CHECK: ret void

// CHECK-LABEL: define void @__oclc_wg_saxpy(ptr
// CHECK: vector.body:
// CHECK: fmul <4 x float>
// CHECK: fadd <4 x float>
// CHECK: store <4 x float>

// CHECK-LABEL: define void @__oclc_wg_vsin(ptr
// CHECK: vector.body:
// CHECK: call <4 x float> @Sleef_sinf4_u35sse2(<4 x float>
// CHECK: {{^}}lx.body:
// CHECK: call float @Sleef_sinf1_u35purec(float

// CHECK-LABEL: define void @__oclc_wg_vexp(ptr
// CHECK: vector.body:
// CHECK: call <2 x double> @Sleef_expd2_u10sse2(<2 x double>

// CHECK-LABEL: define void @__oclc_wg_vpow(ptr
// CHECK: vector.body:
// CHECK: call <4 x float> @__oclc_math_pow_v4f32(<4 x float>

// AVX2-LABEL: define void @__oclc_wg_conv(ptr
// AVX2: vector.body:
// AVX2: load <8 x float>
// AVX2: store <8 x i32>

// AVX2-LABEL: define void @__oclc_wg_vsin(ptr
// AVX2: vector.body:
// AVX2: call <8 x float> @Sleef_sinf8_u35avx2(<8 x float>

// AVX2-LABEL: define void @__oclc_wg_vexp(ptr
// AVX2: vector.body:
// AVX2: call <4 x double> @Sleef_expd4_u10avx2(<4 x double>

// AVX2-LABEL: define void @__oclc_wg_vpow(ptr
// AVX2: vector.body:
// AVX2: call <8 x float> @__oclc_math_pow_v8f32(<8 x float>

// AVX512-LABEL: define void @__oclc_wg_vsin(ptr
// AVX512: vector.body:
// AVX512: call <16 x float> @Sleef_sinf16_u35avx512f(<16 x float>

// AVX512-LABEL: define void @__oclc_wg_vexp(ptr
// AVX512: vector.body:
// AVX512: call <8 x double> @Sleef_expd8_u10avx512f(<8 x double>

// AVX512-LABEL: define void @__oclc_wg_vpow(ptr
// AVX512: vector.body:
// AVX512: call <16 x float> @__oclc_math_pow_v16f32(<16 x float>
