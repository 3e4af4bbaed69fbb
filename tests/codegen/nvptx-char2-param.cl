// A char2 or uchar2 kernel parameter (LLVM's <2 x i8>) is an i16 at the
// PTX .entry, cast back to the vector for the body: LLVM 19's NVPTX reads
// a <2 x i8> parameter with one 32-bit load and takes its 16-bit halves
// for the two elements (the CTS's basic parameter_types found it on the
// H100; codegen/cg_ptx.c).  Values: tests/gpu/api.c passes {-1, 1} and
// {239, 1} and reads them back byte for byte on a GPU.
// REQUIRES: ptxas
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %oclc --target=nvptx64-nvidia-cuda -S %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %ptxas %t.ptx -o %t.cubin

// IR: define ptx_kernel void @k(i16 %a, ptr addrspace(1) {{.*}}%o, i16 %b, <2 x i16> %s,
// IR: bitcast i16 %a to <2 x i8>
// IR: bitcast i16 %b to <2 x i8>
// CHECK: .param .u16 k_param_0,
// CHECK: .param .u16 k_param_2,
// CHECK: .param .align 4 .b8 k_param_3[4],
// CHECK-NOT: ld.param.u32 {{.*}}k_param_0
// CHECK: ld.param.u16 %rs{{[0-9]+}}, [k_param_0];
kernel void k(char2 a, global char *o, uchar2 b, short2 s)
{
    o[0] = a.x;
    o[1] = a.y;
    o[2] = b.y;
    o[3] = (char)s.y;
}
