// Math on nvptx64 (docs/gpu.md): the rows that are one LLVM intrinsic stay
// so (sqrt.rn, fma.rn, floor ...); every other one calls libclc's built-in
// of the same OpenCL name, Itanium-mangled as clang does for NVPTX
// (private pointers generic), linked from the bitcode embedded in liboclc,
// internal, and inlined: nothing is left undefined but llvm.*, and no
// libclc function stays in the module.  ptxas assembles the PTX.
// REQUIRES: libclc
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O0 %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %s -o %t.O0.ptx
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O2 %s -o %t.O2.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.O2.ptx
// RUN: %if ptxas %{ %ptxas %t.O0.ptx -o %t.O0.cubin %}
// RUN: %if ptxas %{ %ptxas %t.O2.ptx -o %t.O2.cubin %}
// The same kernel for the CPU calls SLEEF: the table's column decides.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=X86
// X86: Sleef_

// CHECK-NOT: declare {{.*}}@_Z
// CHECK-NOT: define {{.*}}@_Z
// CHECK: define internal void @__oclc_body_k(
// CHECK-NOT: call {{.*}}@_Z
// CHECK: call {{.*}}@llvm.sqrt.f32(
// CHECK: call {{.*}}@llvm.fma.f32(
// CHECK: call {{.*}}@llvm.floor.v4f32(
// CHECK-NOT: declare {{.*}}@_Z
// CHECK-NOT: define {{.*}}@_Z
// PTX: .entry k(
// PTX-NOT: .func
// PTX: sqrt.rn.f32
// PTX-NOT: .extern .func
kernel void k(global float *o, global const float *x, global float4 *v, global int *e, global double *d)
{
    size_t i = get_global_id(0);
    float f;
    int q;
    float4 g;
    int4 qq;
    o[i] = exp(x[i]) + sin(x[i]) + log(x[i]) + pow(x[i], 1.5f) + fract(x[i], &f) + f + frexp(x[i], &q) + q +
           sqrt(x[i]) + fma(x[i], x[i], 1.0f) + sincos(x[i], &f) + f + lgamma_r(x[i], &q) + q + tgamma(x[i]);
    v[i] = cos(v[i]) + atan2(v[i], v[i]) + remquo(v[i], v[i] + 1.0f, &qq) + ldexp(v[i], 3) + pown(v[i], (int4)(2)) +
           floor(v[i]) + modf(v[i], &g) + g + convert_float4(qq) + native_sin(v[i]) + half_exp(v[i]) + hypot(v[i], g);
    e[i] = ilogb(x[i]) + (int)nan(3u) + ilogb(v[i]).y;
    d[i] = exp(d[i]) + cbrt(d[i]) + erfc(d[i]) + rootn(d[i], 3) + asinpi(d[i]);
}
