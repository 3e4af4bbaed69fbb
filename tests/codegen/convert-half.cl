// convert_T to and from half (cl_khr_fp16; docs/conversions.md): half ->
// float/double is one fpext (exact); half -> integer converts the half's
// float (exact) by the float plan; float -> half is fptrunc and, in a
// directed mode, the same compare-and-step on the half's bits; integer ->
// half and double -> half go through float in the same mode, and double
// -> half to nearest through float rounded to odd (toward zero, then the
// last bit set where inexact), so that it rounds once.  A C cast between
// half and an integer meets in float too.  No FP environment, no calls
// but intrinsics.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=NOCALL
// RUN: %oclc -S -emit-llvm -O0 -cl-std=CL1.2 %s -o - | FileCheck %s --check-prefix=NOCALL
// NOCALL-NOT: {{call .* @[^l]}}
// NOCALL-NOT: llvm.set.rounding

// CHECK-LABEL: define {{.*}}<4 x float> @widen(
// CHECK: fpext <4 x half> %{{.*}} to <4 x float>
// CHECK-NEXT: ret <4 x float>
float4 widen(half4 x) { return convert_float4_rtn(x); }

// CHECK-LABEL: define {{.*}}half @same(
// CHECK-NOT: {{fpext|fptrunc|bitcast}}
// CHECK: ret half
half same(half x) { return convert_half_rtz(x); }

// CHECK-LABEL: define {{.*}}<4 x half> @narrow_rte(
// CHECK: fptrunc <4 x float> %{{.*}} to <4 x half>
// CHECK-NEXT: ret <4 x half>
half4 narrow_rte(float4 x) { return convert_half4(x); }

// CHECK-LABEL: define {{.*}}half @narrow_rtz(
// CHECK: %[[R:.*]] = fptrunc float %[[X:.*]] to half
// CHECK-NEXT: %[[B:.*]] = fpext half %[[R]] to float
// CHECK-NEXT: fcmp olt float %[[B]], %[[X]]
// CHECK-NEXT: fcmp ogt float %[[B]], %[[X]]
// CHECK-NEXT: %[[BITS:.*]] = bitcast half %[[R]] to i16
// CHECK: add i16
// CHECK-NEXT: bitcast i16 %{{.*}} to half
half narrow_rtz(float x) { return convert_half_rtz(x); }

// CHECK-LABEL: define {{.*}}<2 x half> @dbl_rte(
// CHECK: fptrunc <2 x double> %{{.*}} to <2 x float>
// CHECK: %[[F:.*]] = bitcast <2 x i32> %{{.*}} to <2 x float>
// CHECK-NEXT: %[[BACK:.*]] = fpext <2 x float> %[[F]] to <2 x double>
// CHECK-NEXT: %[[INEXACT:.*]] = fcmp one <2 x double> %[[BACK]], %{{.*}}
// CHECK-NEXT: %[[STICKY:.*]] = zext <2 x i1> %[[INEXACT]] to <2 x i32>
// CHECK-NEXT: %[[FB:.*]] = bitcast <2 x float> %[[F]] to <2 x i32>
// CHECK-NEXT: %[[ODD:.*]] = or <2 x i32> %[[FB]], %[[STICKY]]
// CHECK-NEXT: %[[O:.*]] = bitcast <2 x i32> %[[ODD]] to <2 x float>
// CHECK-NEXT: fptrunc <2 x float> %[[O]] to <2 x half>
// CHECK-NEXT: ret <2 x half>
half2 dbl_rte(double2 x) { return convert_half2(x); }

// CHECK-LABEL: define {{.*}}<8 x i32> @to_int(
// CHECK: fpext <8 x half> %{{.*}} to <8 x float>
// CHECK: fptosi <8 x float> %{{.*}} to <8 x i32>
// CHECK: fcmp uno <8 x float>
int8 to_int(half8 x) { return convert_int8_sat_rte(x); }

// CHECK-LABEL: define {{.*}}half @from_long(
// CHECK: sitofp i64 %{{.*}} to float
// CHECK: add i32
// CHECK: fptrunc float %{{.*}} to half
// CHECK: add i16
// CHECK: ret half
half from_long(long x) { return convert_half_rtn(x); }

// CHECK-LABEL: define {{.*}}i16 @cast_short(
// CHECK: fpext half %{{.*}} to float
// CHECK-NEXT: call i16 @llvm.fptosi.sat.i16.f32(float
short cast_short(half x) { return (short)x; }

// Arithmetic is in half (x86 computes each operation in float and rounds).
// CHECK-LABEL: define {{.*}}half @arith(
// CHECK: fmul half %{{.*}}, 0xH4000
// CHECK-NEXT: fadd half
half arith(half a, half b) { return a + b * 2.0h; }

// CHECK-LABEL: define {{.*}}<2 x i16> @bits(
// CHECK: bitcast <2 x half> %{{.*}} to <2 x i16>
ushort2 bits(half2 x) { return as_ushort2(x); }
