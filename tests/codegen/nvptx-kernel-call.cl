// A kernel called from another function on nvptx64: a PTX .entry cannot
// be called, so the kernel's body is an internal function,
// __oclc_body_<name>, which its .entry and its callers call (as clang
// does).  A local argument is a pointer for the caller (the body's
// parameter), an offset only at the .entry.  ptxas assembles the PTX.
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O0 %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %s -o %t.O0.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.O0.ptx
// RUN: %if ptxas %{ %ptxas %t.O0.ptx -o %t.O0.cubin %}
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O2 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=O2 < %t.ptx
// RUN: %if ptxas %{ %ptxas %t.ptx -o %t.cubin %}

// CHECK-LABEL: define internal void @__oclc_body_scale(ptr addrspace(1) %p, ptr addrspace(3) %t, float %f)
kernel void scale(global float *p, local float *t, float f)
{
    t[get_local_id(0)] = p[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    p[get_global_id(0)] = t[0] * f;
}

// CHECK-LABEL: define void @helper(
// CHECK: call void @__oclc_body_scale(ptr addrspace(1) %{{[0-9]+}}, ptr addrspace(3) %{{[0-9]+}}, float 2.000000e+00)
void helper(global float *p, local float *t) { scale(p, t, 2.0f); }

// CHECK-LABEL: define internal void @__oclc_body_twice(
// CHECK: call void @__oclc_body_scale(ptr addrspace(1) %{{[0-9]+}}, ptr addrspace(3) %{{[0-9]+}}, float 3.000000e+00)
// CHECK: call void @helper(
kernel void twice(global float *p, local float *t)
{
    scale(p, t, 3.0f);
    helper(p, t);
}

// CHECK-LABEL: define ptx_kernel void @scale(ptr addrspace(1) %p, i32 %t, float %f, i32 %work_dim,
// CHECK: call void @__oclc_body_scale(
// CHECK-LABEL: define ptx_kernel void @twice(ptr addrspace(1) %p, i32 %t, i32 %work_dim,
// CHECK: call void @__oclc_body_twice(

// PTX-DAG: .func __oclc_body_scale(
// PTX-DAG: .visible .entry scale(
// PTX-DAG: .visible .entry twice(
// PTX-DAG: call.uni
// PTX-DAG: __oclc_body_scale,
// At -O2 the bodies are inlined into the entries and helper.
// O2-NOT: .func __oclc_body
// O2: .visible .entry scale(
// O2: .visible .entry twice(
