// Implicit conversions and scalar casts (EXPR_CONV): integer widths by the
// source's signedness, int <-> float by signedness, float -> integer
// saturating through llvm.fptosi.sat / llvm.fptoui.sat (out of range clamps,
// NaN gives 0: never poison), float <-> double, to bool as `!= 0`, from bool
// as zext / uitofp; vectors lane by lane.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// CHECK-LABEL: define i64 @widen(
// CHECK: sext i32 %{{.*}} to i64
// CHECK: zext i32 %{{.*}} to i64
long widen(int i, uint u) { return i + (long)u; }

// CHECK-LABEL: define signext i16 @narrow(
// CHECK: trunc i64 %{{.*}} to i16
short narrow(long l) { return l; }

// CHECK-LABEL: define float @to_float(
// CHECK: sitofp i32 %{{.*}} to float
// CHECK: uitofp i64 %{{.*}} to float
float to_float(int i, ulong u) { return (float)i + u; }

// CHECK-LABEL: define i32 @to_int(
// CHECK: call i32 @llvm.fptosi.sat.i32.f32(float
// CHECK: call i8 @llvm.fptoui.sat.i8.f64(double
// CHECK: call i16 @llvm.fptosi.sat.i16.f32(float
int to_int(float f, double d) { return (int)f + (uchar)d + (short)f; }

// CHECK-LABEL: define double @fp(
// CHECK: fptrunc double %{{.*}} to float
// CHECK: fpext float %{{.*}} to double
double fp(float f, double d) { return f + (float)d; }

// CHECK-LABEL: define zeroext i1 @to_bool(
// CHECK: fcmp une float %{{.*}}, 0.000000e+00
bool to_bool(float f) { return f; }

// CHECK-LABEL: define i32 @from_bool(
// CHECK: zext i1 %{{.*}} to i32
// CHECK: uitofp i1 %{{.*}} to float
int from_bool(bool b) { return b + (int)(float)b; }

// Constant operands are folded, saturation included.
// CHECK-LABEL: define i32 @folded(
// CHECK: ret i32 2147483647
int folded(void) { return (int)1e20f; }

// CHECK-LABEL: define i32 @folded_nan(
// CHECK: ret i32 0
int folded_nan(void) { return (int)(0.0f / 0.0f); }

// Vectors of the same lane count convert as vectors (convert_T is checked
// family by family in tests/codegen/convert-*.cl).
// CHECK-LABEL: define <4 x i32> @vconvert(
// CHECK: fptosi <4 x float> %{{.*}} to <4 x i32>
int4 vconvert(float4 v) { return convert_int4(v); }

// CHECK-LABEL: define <2 x float> @vconvert_u(
// CHECK: uitofp <2 x i16> %{{.*}} to <2 x float>
float2 vconvert_u(ushort2 v) { return convert_float2(v); }
