// The work-group function loops over the work-items of a row around the
// inlined kernel body, so LLVM's loop vectorizer widens the kernel across
// work-items: `out[i] = convert_int_sat_rte(in[i])` with
// i = get_global_id(0) becomes a loop over <N x float> (4 lanes for the
// generic x86-64 CPU of objects, 8 with AVX2).  The plain kernel function
// has no loop and no copy of the body: it runs the work-group function for
// one work-item.
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 -mcpu=x86-64-v3 %s -o - | FileCheck %s --check-prefix=AVX2

kernel void conv(global int *out, global const float *in) {
  size_t i = get_global_id(0);
  out[i] = convert_int_sat_rte(in[i]);
}

kernel void saxpy(global float *y, global const float *x, float a) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + y[i];
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

// AVX2-LABEL: define void @__oclc_wg_conv(ptr
// AVX2: vector.body:
// AVX2: load <8 x float>
// AVX2: store <8 x i32>
