// The built-in functions of half values (cl_khr_fp16): the float
// lowering on the arguments extended to float (exact), the result rounded
// to half once (codegen/cg_builtin.c, half_via_float); a relational of
// half vectors gives short lanes, truncated from the float overload's int
// lanes (0 or -1 either way); isnan ... isnormal, signbit classify the
// half itself.  vloadn/vstoren move halves as they are.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// CHECK-LABEL: define {{.*}}half @one(
// CHECK: %[[W:.*]] = fpext half %{{.*}} to float
// CHECK-NEXT: %[[R:.*]] = call float @llvm.sqrt.f32(float %[[W]])
// CHECK-NEXT: fptrunc float %[[R]] to half
half one(half x) { return sqrt(x); }

// CHECK-LABEL: define {{.*}}<4 x half> @two(
// CHECK: fpext <4 x half> %{{.*}} to <4 x float>
// CHECK: fpext half %{{.*}} to float
// CHECK: call <4 x float> @llvm.minnum.v4f32(
// CHECK: fptrunc <4 x float> %{{.*}} to <4 x half>
half4 two(half4 x, half y) { return fmin(x, y); }

// CHECK-LABEL: define {{.*}}<8 x i16> @rel(
// CHECK: fpext <8 x half> %{{.*}} to <8 x float>
// CHECK: fcmp olt <8 x float>
// CHECK: sext <8 x i1> %{{.*}} to <8 x i32>
// CHECK-NEXT: trunc <8 x i32> %{{.*}} to <8 x i16>
short8 rel(half8 x, half8 y) { return isless(x, y); }

// The classification takes half as it is: isnormal needs half's smallest
// normal (a half subnormal is a normal float).
// CHECK-LABEL: define {{.*}}<8 x i16> @cls(
// CHECK-NOT: fpext
// CHECK: fcmp oge <8 x half> %{{.*}}, <half 0xH0400,
// CHECK: sext <8 x i1> %{{.*}} to <8 x i16>
short8 cls(half8 x) { return isnormal(x); }

// CHECK-LABEL: define {{.*}}i32 @nanq(
// CHECK: fcmp uno half
// CHECK: zext i1 %{{.*}} to i32
int nanq(half x) { return isnan(x); }

// CHECK-LABEL: define {{.*}}i32 @ilog(
// CHECK: fpext half %{{.*}} to float
// CHECK-NOT: fptrunc
// CHECK: ret i32
int ilog(half x) { return ilogb(x); }

// CHECK-LABEL: define {{.*}}half @sine(
// CHECK: fpext half %{{.*}} to float
// CHECK-NEXT: call float @Sleef_sinf1_u35
// CHECK-NEXT: fptrunc float %{{.*}} to half
half sine(half x) { return sin(x); }

// CHECK-LABEL: define {{.*}}<3 x half> @load3(
// CHECK-NOT: fpext
// CHECK: load <3 x half>, ptr %{{.*}}, align 2
// CHECK-NOT: fpext
// CHECK: ret <3 x half>
half3 load3(global const half *p) { return vload3(1, p); }

// fma and mad of half are correctly rounded (codegen/cg_math.c, half_fma):
// the exact product in float, TwoSum's error, the sum rounded to odd, then
// to half; no float fma rounded to half.
// CHECK-LABEL: define {{.*}}<4 x half> @fused(
// CHECK: %[[P:.*]] = fmul <4 x float>
// CHECK: %[[S:.*]] = fadd <4 x float> %[[P]]
// CHECK: fsub <4 x float> %[[S]], %[[P]]
// CHECK: bitcast <4 x float> %[[S]] to <4 x i32>
// CHECK: fcmp one <4 x float>
// CHECK: fptrunc <4 x float> %{{.*}} to <4 x half>
// CHECK-NOT: llvm.fma
// CHECK: ret <4 x half>
half4 fused(half4 a, half4 b, half4 c) { return fma(a, b, c); }

// CHECK-LABEL: define {{.*}}half @madh(
// CHECK: fmul float
// CHECK-NOT: llvm.fmuladd
// CHECK: fptrunc float %{{.*}} to half
half madh(half a, half b, half c) { return mad(a, b, c); }

// nan(ushort): the quiet half NaN with the code's low 9 bits.
// CHECK-LABEL: define {{.*}}<2 x half> @nanh(
// CHECK: and <2 x i16> %{{.*}}, <i16 511, i16 511>
// CHECK: or <2 x i16> %{{.*}}, <i16 32256, i16 32256>
// CHECK: bitcast <2 x i16> %{{.*}} to <2 x half>
half2 nanh(ushort2 c) { return nan(c); }

// nextafter steps the half bits (a float step would round back).
// CHECK-LABEL: define {{.*}}half @next(
// CHECK-NOT: fpext
// CHECK: bitcast half %{{.*}} to i16
// CHECK: add i16 %{{.*}}, 1
// CHECK: ret half
half next(half x, half y) { return nextafter(x, y); }

// The pointer results: the float function, both results rounded to half.
// CHECK-LABEL: define {{.*}}half @fr(
// CHECK: fpext half %{{.*}} to float
// CHECK: call float @llvm.floor.f32(
// CHECK: fptrunc float %{{.*}} to half
// CHECK: fcmp oeq half %{{.*}}, 0xH3C00
// CHECK: select i1 %{{.*}}, half 0xH3BFF,
// CHECK: fptrunc float %{{.*}} to half
// CHECK: store half
half fr(half x, global half *ip) { return fract(x, ip); }

// CHECK-LABEL: define {{.*}}<3 x half> @fx(
// CHECK: fpext <3 x half> %{{.*}} to <3 x float>
// CHECK: fptrunc <3 x float> %{{.*}} to <3 x half>
// CHECK: store <3 x i32>
half3 fx(half3 x, local int3 *e) { return frexp(x, e); }

// shuffle and the async copies move halves as they are.
// CHECK-LABEL: define {{.*}}<4 x half> @shuf(
// CHECK-NOT: fpext
// CHECK: extractelement <8 x half>
// CHECK-NOT: fpext
// CHECK: ret <4 x half>
half4 shuf(half8 x, ushort4 m) { return shuffle(x, m); }

// CHECK-LABEL: define {{.*}} @copy(
// CHECK: call ptr @__oclc_async_copy(ptr %{{.*}}, ptr %{{.*}}, i64 2,
kernel void copy(local half *l, global const half *g) {
    event_t e = async_work_group_copy(l, g, 16, 0);
    wait_group_events(1, &e);
}
