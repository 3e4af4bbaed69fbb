// nvptx64: a kernel that calls a kernel another unit defines calls its
// body, __oclc_body_<name>, as a kernel calling a kernel of its own unit
// does (an .entry cannot be called, and its parameters are not the
// body's); the body is external in a unit so that the link finds it, and
// internal once the units are linked (cg_ptx_finish, before optimization:
// the IR and PTX of a whole program show it internal).
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O0 -DDEFINED %s -o - | FileCheck %s --check-prefix=DEF

#ifdef DEFINED
// DEF: define internal void @__oclc_body_k1(ptr addrspace(1) %o)
// DEF: define ptx_kernel void @k1(
kernel void k1(global int *o) { o[0] = 1; }
#else
kernel void k1(global int *o);

// CHECK-LABEL: define internal void @__oclc_body_k2(
// CHECK: call void @__oclc_body_k1(ptr addrspace(1)
// CHECK: declare void @__oclc_body_k1(ptr addrspace(1)
// CHECK-NOT: @k1(
// PTX: .extern .func __oclc_body_k1
// PTX-NOT: .func k1
kernel void k2(global int *o)
{
    k1(o);
    o[1] = 2;
}
#endif
