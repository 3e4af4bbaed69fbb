// How each built-in of sema/builtins.def is lowered (codegen/cg_builtin.c):
// an LLVM intrinsic where the hardware has an instruction, the spec's
// formula otherwise.  The values are checked at run time by builtins.c.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

float4 t_fabs(float4 x) { return fabs(x); }
// CHECK-LABEL: @t_fabs(
// CHECK: call <4 x float> @llvm.fabs.v4f32(
double t_sqrt(double x) { return sqrt(x); }
// CHECK-LABEL: @t_sqrt(
// CHECK: call double @llvm.sqrt.f64(
float8 t_round_family(float8 x) { return floor(x) + ceil(x) + rint(x) + trunc(x) + round(x); }
// CHECK-LABEL: @t_round_family(
// CHECK: call <8 x float> @llvm.floor.v8f32(
// CHECK: call <8 x float> @llvm.ceil.v8f32(
// CHECK: call <8 x float> @llvm.rint.v8f32(
// CHECK: call <8 x float> @llvm.trunc.v8f32(
// CHECK: call <8 x float> @llvm.round.v8f32(
float3 t_fma_mad(float3 a, float3 b, float3 c) { return fma(a, b, c) + mad(a, b, c); }
// CHECK-LABEL: @t_fma_mad(
// CHECK: call <3 x float> @llvm.fma.v3f32(
// CHECK: call <3 x float> @llvm.fmuladd.v3f32(
float2 t_fmin_fmax(float2 a, float2 b) { return fmin(a, b) + fmax(a, 1.0f); }
// fmin/fmax return the other operand for one NaN: minnum/maxnum.
// CHECK-LABEL: @t_fmin_fmax(
// CHECK: call <2 x float> @llvm.minnum.v2f32(
// CHECK: call <2 x float> @llvm.maxnum.v2f32(<2 x float> %{{.*}}, <2 x float> <float 1.000000e+00, float 1.000000e+00>)
float t_min_max_float(float x, float y) { return min(x, y) * max(x, y); }
// min/max of floats are the spec's formulas (NaN is undefined there):
// min: y < x ? y : x, max: x < y ? y : x.
// CHECK-LABEL: @t_min_max_float(
// CHECK: [[C1:%.*]] = fcmp olt float [[Y:%.*]], [[X:%.*]]
// CHECK: select i1 [[C1]], float [[Y]], float [[X]]
// CHECK: [[C2:%.*]] = fcmp olt float [[X2:%.*]], [[Y2:%.*]]
// CHECK: select i1 [[C2]], float [[Y2]], float [[X2]]
int4 t_min_max_int(int4 x, uint4 u) { return min(x, 3) + max(x, x) + as_int4(min(u, u)) + as_int4(max(u, 7u)); }
// CHECK-LABEL: @t_min_max_int(
// CHECK: call <4 x i32> @llvm.smin.v4i32(<4 x i32> %{{.*}}, <4 x i32> <i32 3, i32 3, i32 3, i32 3>)
// CHECK: call <4 x i32> @llvm.smax.v4i32(
// CHECK: call <4 x i32> @llvm.umin.v4i32(
// CHECK: call <4 x i32> @llvm.umax.v4i32(
float16 t_clamp_float(float16 x) { return clamp(x, -1.0f, 1.0f); }
// clamp(x, lo, hi) = fmin(fmax(x, lo), hi)
// CHECK-LABEL: @t_clamp_float(
// CHECK: [[M:%.*]] = call <16 x float> @llvm.maxnum.v16f32(
// CHECK: call <16 x float> @llvm.minnum.v16f32(<16 x float> [[M]],
char16 t_clamp_char(char16 x, char lo, char hi) { return clamp(x, lo, hi); }
// CHECK-LABEL: @t_clamp_char(
// CHECK: [[M:%.*]] = call <16 x i8> @llvm.smax.v16i8(
// CHECK: call <16 x i8> @llvm.smin.v16i8(<16 x i8> [[M]],
ulong2 t_abs(long2 x, ulong2 y) { return abs(x) + abs(y); }
// CHECK-LABEL: @t_abs(
// CHECK: call <2 x i64> @llvm.abs.v2i64(<2 x i64> %{{.*}}, i1 false)
// CHECK-NOT: llvm.abs
// CHECK: ret
float4 t_mix(float4 x, float4 y, float a) { return mix(x, y, a); }
// x + (y - x) * a
// CHECK-LABEL: @t_mix(
// CHECK: [[D:%.*]] = fsub <4 x float> [[Y:%.*]], [[X:%.*]]
// CHECK: [[P:%.*]] = fmul <4 x float> [[D]],
// CHECK: fadd <4 x float> [[X]], [[P]]
double4 t_select_vec(double4 a, double4 b, long4 c) { return select(a, b, c); }
// A vector select takes each lane by the top bit of the mask's lane.
// CHECK-LABEL: @t_select_vec(
// CHECK: [[C:%.*]] = icmp slt <4 x i64> %{{.*}}, zeroinitializer
// CHECK: select <4 x i1> [[C]], <4 x double>
short t_select_scalar(short a, short b, short c) { return select(a, b, c); }
// A scalar select is c ? b : a.  (An int mask would be ambiguous, as in
// clang: select(short, short, short) and select(int, int, int) tie.)
// CHECK-LABEL: @t_select_scalar(
// CHECK: [[C:%.*]] = icmp ne i16 %{{.*}}, 0
// CHECK: select i1 [[C]], i16
float2 t_bitselect(float2 a, float2 b, float2 c) { return bitselect(a, b, c); }
// (a & ~c) | (b & c), on the bits of the floats
// CHECK-LABEL: @t_bitselect(
// CHECK: bitcast <2 x float> %{{.*}} to <2 x i32>
// CHECK: xor <2 x i32> {{.*}}, <i32 -1, i32 -1>
// CHECK: or <2 x i32>
// CHECK: bitcast <2 x i32> %{{.*}} to <2 x float>
int4 t_classify_vec(float4 x) { return isnan(x) + isinf(x) + isfinite(x) + signbit(x); }
// Vector relationals are -1/0 per lane (sext of the i1).
// CHECK-LABEL: @t_classify_vec(
// CHECK: fcmp uno <4 x float>
// CHECK: sext <4 x i1> %{{.*}} to <4 x i32>
// CHECK: call <4 x float> @llvm.fabs.v4f32(
// CHECK: fcmp oeq <4 x float> %{{.*}}, <float 0x7FF0000000000000,
// CHECK: fcmp one <4 x float> %{{.*}}, <float 0x7FF0000000000000,
// CHECK: icmp slt <4 x i32> %{{.*}}, zeroinitializer
int t_classify_scalar(double x) { return isnan(x) + isinf(x); }
// Scalar relationals are 1/0 ints, for a double too.
// CHECK-LABEL: @t_classify_scalar(
// CHECK: fcmp uno double
// CHECK: zext i1 %{{.*}} to i32
long2 t_classify_double2(double2 x) { return isnan(x); }
// CHECK-LABEL: @t_classify_double2(
// CHECK: sext <2 x i1> %{{.*}} to <2 x i64>
int t_any_all(int3 v, char c) { return any(v) + all(v) + any(c); }
// CHECK-LABEL: @t_any_all(
// CHECK: [[N:%.*]] = icmp slt <3 x i32> %{{.*}}, zeroinitializer
// CHECK: call i1 @llvm.vector.reduce.or.v3i1(<3 x i1> [[N]])
// CHECK: call i1 @llvm.vector.reduce.and.v3i1(
// CHECK: icmp slt i8 %{{.*}}, 0
float3 t_vload3(const global float *p, size_t i) { return vload3(i, p); }
// vload3 reads 3 packed elements at p + 3 * i, aligned as an element.
// CHECK-LABEL: @t_vload3(
// CHECK: [[I:%.*]] = mul i64 %{{.*}}, 3
// CHECK: [[P:%.*]] = getelementptr inbounds float, ptr %{{.*}}, i64 [[I]]
// CHECK: load <3 x float>, ptr [[P]], align 4
void t_vstore16(uchar16 v, size_t i, local uchar *p) { vstore16(v, i, p); }
// CHECK-LABEL: @t_vstore16(
// CHECK: [[I:%.*]] = mul i64 %{{.*}}, 16
// CHECK: [[P:%.*]] = getelementptr inbounds i8, ptr %{{.*}}, i64 [[I]]
// CHECK: store <16 x i8> %{{.*}}, ptr [[P]], align 1
void t_barrier(void) { barrier(CLK_LOCAL_MEM_FENCE); work_group_barrier(CLK_GLOBAL_MEM_FENCE); }
// CHECK-LABEL: @t_barrier(
// CHECK: call void @__oclc_barrier(i32 1)
// CHECK: call void @__oclc_barrier(i32 2)
// CHECK: declare void @__oclc_barrier(i32) [[ATTR:#[0-9]+]]
// CHECK: attributes [[ATTR]] = { convergent nounwind }
