// vload_half and vstore_half on nvptx64 (docs/gpu.md): the CPU's inline
// IR (plain integer and float operations on the half bits, every rounding
// mode of the stores), which is correct on any target; ptxas assembles it
// at -O0 and -O2.  half arithmetic (cl_khr_fp16) is not claimed there.
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %s -o %t.O0.ptx
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O2 %s -o %t.O2.ptx
// RUN: FileCheck %s < %t.O2.ptx
// RUN: %if ptxas %{ %ptxas %t.O0.ptx -o %t.O0.cubin %}
// RUN: %if ptxas %{ %ptxas %t.O2.ptx -o %t.O2.cubin %}
// RUN: not %oclc --target=nvptx64-nvidia-cuda -fsyntax-only -DARITH %s 2>&1 | FileCheck %s --check-prefix=ARITH
// ARITH: error: {{.*}}half

// CHECK: .entry k(
// CHECK-NOT: .extern .func
// CHECK: ret;
kernel void k(global const half *h, global float *f, global half *o)
{
    size_t i = get_global_id(0);
    float4 v = vload_half4(i, h) + vload_half(i, h) + vloada_half4(i + 2, h);
    f[i] = v.x + v.w;
    vstore_half(v.z, i, o);
    vstore_half_rtn(v.y, i, o);
    vstore_half_rtz(v.y, i + 1, o);
    vstore_half_rtp(v.y, i + 2, o);
    vstore_half4_rte(v, i + 1, o);
    vstorea_half2(v.xy, i + 2, o);
    double d = v.x;
    vstore_half_rtp(d, i + 3, o);
#ifdef ARITH
    half x = h[0] + h[1];
#endif
}
