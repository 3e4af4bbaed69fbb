// How the common (6.15.4) and geometric (6.15.5) built-ins lower
// (codegen/cg_bi_common.c): the spec's formulas, dot as an ordered
// reduction, length and normalize scaled by a power of two where the sum
// of squares would overflow or underflow.  Values:
// tests/api/builtins-common.c.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

float4 t_degrees(float4 x) { return degrees(x) + radians(x); }
// One multiplication by 180/pi (pi/180) rounded to float.
// CHECK-LABEL: @t_degrees(
// CHECK: %degrees = fmul <4 x float> %{{.*}}, <float 0x404CA5DC20000000,
// CHECK: %radians = fmul <4 x float> %{{.*}}, <float 0x3F91DF46A0000000,
double t_degrees_d(double x) { return degrees(x); }
// CHECK-LABEL: @t_degrees_d(
// CHECK: fmul double %{{.*}}, 0x404CA5DC1A63C1F8

double t_step(double e, double x) { return step(e, x); }
// CHECK-LABEL: @t_step(
// CHECK: [[LT:%.*]] = fcmp olt double [[X:%[0-9]+]], [[E:%[0-9]+]]
// CHECK: select i1 [[LT]], double 0.000000e+00, double 1.000000e+00
float8 t_step_s(float e, float8 x) { return step(e, x); }
// step(float, float8): the edge is widened.
// CHECK-LABEL: @t_step_s(
// CHECK: [[I:%.*]] = insertelement <8 x float> poison, float %{{.*}}, i32 0
// CHECK: [[E:%.*]] = shufflevector <8 x float> [[I]], <8 x float> poison, <8 x i32> zeroinitializer
// CHECK: fcmp olt <8 x float> %{{.*}}, [[E]]

float2 t_smoothstep(float e0, float e1, float2 x) { return smoothstep(e0, e1, x); }
// t = clamp((x - e0) / (e1 - e0), 0, 1); t * t * (3 - 2 * t)
// CHECK-LABEL: @t_smoothstep(
// CHECK: [[N:%.*]] = fsub <2 x float>
// CHECK: [[D:%.*]] = fsub <2 x float>
// CHECK: [[Q:%.*]] = fdiv <2 x float> [[N]], [[D]]
// CHECK: [[L:%.*]] = call <2 x float> @llvm.maxnum.v2f32(<2 x float> [[Q]], <2 x float> zeroinitializer)
// CHECK: [[T:%.*]] = call <2 x float> @llvm.minnum.v2f32(<2 x float> [[L]], <2 x float> <float 1.000000e+00,
// CHECK: [[T2:%.*]] = fmul <2 x float> <float 2.000000e+00, float 2.000000e+00>, [[T]]
// CHECK: [[K:%.*]] = fsub <2 x float> <float 3.000000e+00, float 3.000000e+00>, [[T2]]
// CHECK: [[TT:%.*]] = fmul <2 x float> [[T]], [[T]]
// CHECK: %smoothstep = fmul <2 x float> [[TT]], [[K]]

float3 t_sign(float3 x) { return sign(x); }
// 1 for x > 0, -1 for x < 0, x for +-0, 0 for NaN.
// CHECK-LABEL: @t_sign(
// CHECK: fcmp ogt <3 x float> [[X:%[0-9]+]], zeroinitializer
// CHECK: fcmp olt <3 x float> [[X]], zeroinitializer
// CHECK: [[NAN:%.*]] = fcmp uno <3 x float> [[X]], [[X]]
// CHECK: %sign = select <3 x i1> [[NAN]], <3 x float> zeroinitializer,

float4 t_mix(float4 x, float4 y, float a) { return mix(x, y, a); }
// CHECK-LABEL: @t_mix(
// CHECK: shufflevector <4 x float> %{{.*}}, <4 x float> poison, <4 x i32> zeroinitializer
// CHECK: fsub <4 x float>
// CHECK: fmul <4 x float>
// CHECK: %mix = fadd <4 x float>

float t_dot(float4 a, float4 b) { return dot(a, b); }
// CHECK-LABEL: @t_dot(
// CHECK: [[P:%.*]] = fmul <4 x float>
// CHECK: call float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> [[P]])
double t_dot1(double a, double b) { return dot(a, b); }
// CHECK-LABEL: @t_dot1(
// CHECK: fmul double
// CHECK-NOT: reduce
// CHECK: ret double

float3 t_cross(float3 a, float3 b) { return cross(a, b); }
// a.yzx * b.zxy - a.zxy * b.yzx
// CHECK-LABEL: @t_cross(
// CHECK-DAG: shufflevector <3 x float> [[B:%[0-9]+]], <3 x float> poison, <3 x i32> <i32 2, i32 0, i32 1>
// CHECK-DAG: shufflevector <3 x float> [[A:%[0-9]+]], <3 x float> poison, <3 x i32> <i32 1, i32 2, i32 0>
// CHECK: %cross = fsub <3 x float>
double4 t_cross4(double4 a, double4 b) { return cross(a, b); }
// CHECK-LABEL: @t_cross4(
// CHECK: %cross = fsub <4 x double>
// CHECK: insertelement <4 x double> %cross, double 0.000000e+00, i32 3

float t_length(float4 p) { return length(p); }
// The scale: 2^86 under 2^-100, 2^-66 for an infinite sum, else 1.
// CHECK-LABEL: @t_length(
// CHECK: [[S0:%.*]] = call float @llvm.vector.reduce.fadd.v4f32(
// CHECK: [[SMALL:%.*]] = fcmp olt float [[S0]], 0x39B0000000000000
// CHECK: [[BIG:%.*]] = fcmp oeq float [[S0]], 0x7FF0000000000000
// CHECK: [[B:%.*]] = select i1 [[BIG]], float 0x3BD0000000000000, float 1.000000e+00
// CHECK: %scale = select i1 [[SMALL]], float 0x4550000000000000, float [[B]]
// CHECK: [[S:%.*]] = call float @llvm.vector.reduce.fadd.v4f32(
// CHECK: [[R:%.*]] = call float @llvm.sqrt.f32(float [[S]])
// CHECK: %length = fdiv float [[R]], %scale
double t_distance(double2 a, double2 b) { return distance(a, b); }
// CHECK-LABEL: @t_distance(
// CHECK: fsub <2 x double>
// CHECK: fcmp olt double %{{.*}}, 0x7B0000000000000
// CHECK: select i1 %{{.*}}, double 0x1FD0000000000000, double 1.000000e+00
// CHECK: %scale = select i1 %{{.*}}, double 0x6320000000000000,
float t_length1(float x) { return length(x); }
// CHECK-LABEL: @t_length1(
// CHECK: call float @llvm.fabs.f32(

float4 t_normalize(float4 p) { return normalize(p); }
// Infinite lanes become +-1 and the others +-0; p itself when all are 0.
// CHECK-LABEL: @t_normalize(
// CHECK: [[INF:%.*]] = fcmp oeq <4 x float> %{{.*}}, <float 0x7FF0000000000000,
// CHECK: [[ZERO:%.*]] = fcmp oeq <4 x float> [[P:%[0-9]+]], zeroinitializer
// CHECK: [[UNIT:%.*]] = call <4 x float> @llvm.copysign.v4f32(<4 x float> <float 1.000000e+00,
// CHECK: [[ANYINF:%.*]] = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> [[INF]])
// CHECK: [[ALLZERO:%.*]] = call i1 @llvm.vector.reduce.and.v4i1(<4 x i1> [[ZERO]])
// CHECK: %scale = select i1
// CHECK: [[LEN:%.*]] = call float @llvm.sqrt.f32(
// CHECK: [[Q:%.*]] = fdiv <4 x float>
// CHECK: %normalize = select i1 [[ALLZERO]], <4 x float> [[P]], <4 x float> [[Q]]
float t_normalize1(float p) { return normalize(p); }
// CHECK-LABEL: @t_normalize1(
// CHECK: call float @llvm.copysign.f32(float 1.000000e+00,
// CHECK: fcmp uno float
// CHECK: %normalize = select i1

float t_fast(float3 a, float3 b) { return fast_length(a) + fast_distance(a, b); }
// No scaling: the fast forms may overflow.
// CHECK-LABEL: @t_fast(
// CHECK-NOT: %scale
// CHECK: call float @llvm.sqrt.f32(
// CHECK: fsub <3 x float>
// CHECK: call float @llvm.sqrt.f32(
// CHECK: ret float
float2 t_fast_normalize(float2 p) { return fast_normalize(p); }
// CHECK-LABEL: @t_fast_normalize(
// CHECK: [[L2:%.*]] = call float @llvm.vector.reduce.fadd.v2f32(
// CHECK: [[Z:%.*]] = fcmp oeq float [[L2]], 0.000000e+00
// CHECK: %fast_normalize = select i1 [[Z]], <2 x float>
