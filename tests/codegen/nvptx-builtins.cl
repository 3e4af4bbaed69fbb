// The common, geometric, integer, relational and vector built-ins on
// nvptx64: the CPU's inline IR and LLVM intrinsics, plain IR that the
// NVPTX back end takes (no runtime call, nothing undefined); ptxas
// assembles the PTX at -O0 and -O2.
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %s -o %t.O0.ptx
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O2 %s -o %t.O2.ptx
// RUN: FileCheck %s < %t.O0.ptx
// RUN: FileCheck %s < %t.O2.ptx
// RUN: %if ptxas %{ %ptxas %t.O0.ptx -o %t.O0.cubin %}
// RUN: %if ptxas %{ %ptxas %t.O2.ptx -o %t.O2.cubin %}
// CHECK-NOT: .extern .func
// CHECK: .entry k(
// CHECK-NOT: .extern .func

kernel void k(global float4 *f, global int4 *i, global uint *u, global long *l, global double2 *d, global char16 *c)
{
    size_t g = get_global_id(0);
    float4 a = f[g], b = f[g + 1];
    int4 x = i[g], y = i[g + 1];
    f[g] = smoothstep(a, b, 0.5f) + step(a, b) + degrees(a) + radians(b) + mix(a, b, 0.3f) + clamp(a, 0.0f, 1.0f) + sign(a)
         + normalize(a) + cross(a, b) + (float4)(dot(a, b) + length(a) + distance(a, b) + fast_length(a) + fast_distance(a, b)) + fast_normalize(b)
         + select(a, b, x) + bitselect(a, b, a) + (float4)(any(x) + all(y)) + convert_float4(isnan(a)) + convert_float4(signbit(b))
         + shuffle(a, (uint4)(3, 2, 1, 0)) + shuffle2(a, b, (uint4)(7, 0, 5, 1)) + vload4(1, (global float *)f) + max(a, b) + min(a, 2.0f);
    i[g] = mul_hi(x, y) + rotate(x, y) + popcount(x) + clz(x) + ctz(y) + mad_sat(x, y, x) + add_sat(x, y) + sub_sat(x, y) + convert_int4(abs_diff(x, y))
         + mad24(x, y, x) + mul24(x, y) + hadd(x, y) + rhadd(x, y) + convert_int4(abs(x)) + max(x, y) + clamp(x, 0, 9);
    u[g] = upsample((ushort)u[g], (ushort)u[g + 1]) + abs(-3);
    l[g] = mul_hi(l[g], l[g + 1]) + upsample((int)l[g], (uint)l[g + 1]) + popcount(l[g]);
    d[g] = d[g] * d[g + 1] + fma(d[g], d[g], d[g]) + smoothstep(d[g], d[g + 1], 0.5) + normalize(d[g]) + (double2)length(d[g]) + cross((double4)(1), (double4)(2)).xy;
    c[g] = add_sat(c[g], c[g + 1]) + rotate(c[g], (char16)3) + shuffle(c[g], (uchar16)(1)) + clz(c[g]) + popcount(c[g]) + convert_char16_sat(convert_float16(c[g]) * 3.5f);
    vstore3(a.xyz, 2, (global float *)f);
    vstore_half4(a, g, (global half *)u);
    prefetch(f, 4);
}
