// Every math built-in compiles for nvptx64 and ptxas assembles it, at -O0
// and -O2, for float, float4 and double (nvptx-math.cl has other widths):
// each row of codegen/cg_math.def is an LLVM intrinsic or a libclc
// function that exists (nothing is left undefined), and none of them
// reaches what LLVM 19's NVPTX cannot select (llvm.sin, llvm.exp2 ... of libclc's native_
// functions, which call the full ones: "no libcall available for fexp2"
// at -O0 before).
// REQUIRES: libclc
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O0 %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %s -o %t.O0.ptx
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O2 %s -o %t.O2.ptx
// RUN: %if ptxas %{ %ptxas %t.O0.ptx -o %t.O0.cubin %}
// RUN: %if ptxas %{ %ptxas %t.O2.ptx -o %t.O2.cubin %}
// CHECK-NOT: declare {{.*}}@_Z
// CHECK: define ptx_kernel void @k_float(
// CHECK-NOT: declare {{.*}}@_Z

#define ONE(f) s += f(a);
#define TWO(f) s += f(a, b);
#define ALL(T, I, U)                                                                                        \
    kernel void k_##T(global T *o, global const T *x, global I *e)                                          \
    {                                                                                                       \
        size_t i = get_global_id(0);                                                                        \
        T a = x[i], b = x[i + 1], c = x[i + 2], t = 0, s = 0;                                               \
        I q = e[i];                                                                                         \
        ONE(acos) ONE(acosh) ONE(acospi) ONE(asin) ONE(asinh) ONE(asinpi) ONE(atan) ONE(atanh) ONE(atanpi)  \
        ONE(cbrt) ONE(ceil) ONE(cos) ONE(cosh) ONE(cospi) ONE(erfc) ONE(erf) ONE(exp) ONE(exp2) ONE(exp10)  \
        ONE(expm1) ONE(fabs) ONE(floor) ONE(log) ONE(log2) ONE(log10) ONE(log1p) ONE(logb) ONE(rint)       \
        ONE(round) ONE(rsqrt) ONE(sin) ONE(sinh) ONE(sinpi) ONE(sqrt) ONE(tan) ONE(tanh) ONE(tanpi)          \
        ONE(tgamma) ONE(trunc) ONE(lgamma)                                                                  \
        TWO(atan2) TWO(atan2pi) TWO(copysign) TWO(fdim) TWO(fmax) TWO(fmin) TWO(fmod) TWO(hypot) TWO(maxmag) \
        TWO(minmag) TWO(nextafter) TWO(pow) TWO(powr) TWO(remainder)                                        \
        s += fma(a, b, c) + mad(a, b, c);                                                                   \
        s += fract(a, &t) + t + modf(b, &t) + t + sincos(c, &t) + t;                                        \
        s += frexp(a, &q) + lgamma_r(b, &q) + remquo(a, b, &q) + ldexp(a, q) + ldexp(a, 3) + pown(a, q) +   \
             rootn(a, q);                                                                                   \
        s += nan((U)3);                                                                                     \
        e[i] = ilogb(a) + q;                                                                                \
        EXTRA                                                                                               \
        o[i] = s;                                                                                           \
    }
#define HALF_NATIVE1(f) s += half_##f(a) + native_##f(a);
#define HALF_NATIVE2(f) s += half_##f(a, b) + native_##f(a, b);
#define EXTRA                                                                                                \
    HALF_NATIVE1(cos) HALF_NATIVE1(exp) HALF_NATIVE1(exp2) HALF_NATIVE1(exp10) HALF_NATIVE1(log)              \
    HALF_NATIVE1(log2) HALF_NATIVE1(log10) HALF_NATIVE1(recip) HALF_NATIVE1(rsqrt) HALF_NATIVE1(sin)          \
    HALF_NATIVE1(sqrt) HALF_NATIVE1(tan) HALF_NATIVE2(divide) HALF_NATIVE2(powr)
ALL(float, int, uint)
ALL(float4, int4, uint4)
#undef EXTRA
#define EXTRA
ALL(double, int, ulong)
