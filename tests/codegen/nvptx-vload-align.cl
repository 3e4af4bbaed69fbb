// vloadn and vstoren on nvptx64 read and write at the element's alignment
// (OpenCL C 6.15.11), which LLVM 19's NVPTX back end did not respect for
// every vector: `load <16 x i8>, align 1` became ld.global.v4.u32, which
// faults at an address not 16-aligned (the CTS's basic vload_global on the
// H100), and `<16 x i64>, align 8` a byte loop.  codegen/cg_workaround.c
// (5) splits every under-aligned vector access into its elements.
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O2 %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O2 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas %t.ptx -o %t.cubin %}

// CHECK-LABEL: define ptx_kernel void @chars(
// CHECK-NOT: load <16 x i8>
// CHECK-COUNT-16: load i8, ptr addrspace(1) %{{.*}}, align 1
// CHECK-NOT: load <16 x i8>
// CHECK: ret void
// PTX-LABEL: .entry chars(
// PTX-NOT: ld.global.v4
// PTX-COUNT-16: ld.global.u8
// PTX-NOT: ld.global.v4
// PTX: ret;
kernel void chars(global const char *src, uint at, global char16 *out)
{
    out[0] = vload16(0, src + at);
}

// CHECK-LABEL: define ptx_kernel void @longs(
// CHECK-COUNT-16: load i64, ptr addrspace(1) %{{.*}}, align 8
// PTX-LABEL: .entry longs(
// PTX-COUNT-16: ld.global.u64
// PTX-NOT: ld.global.u8
// PTX: ret;
kernel void longs(global const long *src, uint at, global long16 *out)
{
    out[0] = vload16(0, src + at);
}

// A store: vstore8 of floats at a float's alignment.
// CHECK-LABEL: define ptx_kernel void @floats(
// CHECK-COUNT-8: store float %{{.*}}, ptr addrspace(1) %{{.*}}, align 4
// PTX-LABEL: .entry floats(
// PTX-NOT: st.global.v
// PTX-COUNT-8: st.global.f32
kernel void floats(global const float8 *in, uint at, global float *dst)
{
    vstore8(in[0], 0, dst + at);
}
