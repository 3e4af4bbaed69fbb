// The work-group and sub-group functions of half (cl_khr_fp16) call the
// runtime's float functions on the value extended to float, the result
// rounded to half once (codegen/cg_builtin.c, half_via_float).
// RUN: %oclc -cl-std=CL3.0 -S -emit-llvm -O0 %s -o - | FileCheck %s
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// CHECK-LABEL: define {{.*}}half @wg(
// CHECK: %[[W:.*]] = fpext half %{{.*}} to float
// CHECK-NEXT: %[[R:.*]] = call float @__oclc_work_group_reduce_add_float(float %[[W]])
// CHECK-NEXT: fptrunc float %[[R]] to half
half wg(half x) { return work_group_reduce_add(x); }
// CHECK: declare float @__oclc_work_group_reduce_add_float(float) #[[C:[0-9]+]]

// CHECK-LABEL: define {{.*}}half @bc(
// CHECK: fpext half %{{.*}} to float
// CHECK: call float @__oclc_work_group_broadcast1_float(float %{{.*}}, i64 %{{.*}})
// CHECK: fptrunc float %{{.*}} to half
half bc(half x, size_t i) { return work_group_broadcast(x, i); }

// CHECK-LABEL: define {{.*}}half @sg(
// CHECK: fpext half %{{.*}} to float
// CHECK: call float @__oclc_sub_group_scan_exclusive_min_float(float %{{.*}})
// CHECK: fptrunc float %{{.*}} to half
half sg(half x) { return sub_group_scan_exclusive_min(x); }

// CHECK: attributes #[[C]] = { convergent
