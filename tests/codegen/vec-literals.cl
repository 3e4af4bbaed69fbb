// Lowering of vector literals (OpenCL C 2.0, 1.1.6) at -O0: a literal of
// constants is a constant vector; otherwise the parts go in lane order, a
// scalar by insertelement, a vector by widening it with one shufflevector and
// blending it in with another.  Scalars are converted to the element type
// first, as function arguments are (sitofp, uitofp, fptrunc ...).  One scalar
// is replicated (insertelement + shufflevector with a zero mask), and so is
// the one operand of the comma operator in (float4)((a, b)) and the scalar of
// a cast (float4)n.  No literal uses memory.
// Values: tests/run/vec-spec-examples.cl.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// CHECK-LABEL: define <4 x float> @all_constant(
// CHECK-NEXT: entry:
// CHECK-NEXT: ret <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>
float4 all_constant(void) { return (float4)(1.0f, (float2)(2.0f, 3.0f), 4); }

// CHECK-LABEL: define <4 x i32> @constant_splat(
// CHECK: ret <4 x i32> <i32 7, i32 7, i32 7, i32 7>
uint4 constant_splat(void) { return (uint4)(7); }

// CHECK-LABEL: define <4 x float> @scalars(
// CHECK: [[I:%.*]] = sitofp i32 %{{.*}} to float
// CHECK: [[U:%.*]] = uitofp i32 %{{.*}} to float
// CHECK: [[C:%.*]] = sitofp i8 %{{.*}} to float
// CHECK: [[D:%.*]] = fptrunc double %{{.*}} to float
// CHECK: [[V0:%.*]] = insertelement <4 x float> poison, float [[I]], i32 0
// CHECK: [[V1:%.*]] = insertelement <4 x float> [[V0]], float [[U]], i32 1
// CHECK: [[V2:%.*]] = insertelement <4 x float> [[V1]], float [[C]], i32 2
// CHECK: insertelement <4 x float> [[V2]], float [[D]], i32 3
float4 scalars(int i, uint u, char c, double d) { return (float4)(i, u, c, d); }

// (int4)(b, c): b in lane 0, c (an int3) widened and blended into lanes 1-3.
// CHECK-LABEL: define <4 x i32> @parts(
// CHECK: [[V0:%.*]] = insertelement <4 x i32> poison, i32 %{{.*}}, i32 0
// CHECK: [[W:%.*]] = shufflevector <3 x i32> %{{.*}}, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
// CHECK: shufflevector <4 x i32> [[V0]], <4 x i32> [[W]], <4 x i32> <i32 0, i32 4, i32 5, i32 6>
int4 parts(int b, int3 c) { return (int4)(b, c); }

// (float16)(a, b, b, b, ...): each part lands at its offset.
// CHECK-LABEL: define <16 x float> @sixteen(
// CHECK: shufflevector <16 x float> poison, <16 x float> %{{.*}}, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 4,
// CHECK: shufflevector <16 x float> %{{.*}}, <16 x float> %{{.*}}, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 17, i32 18, i32 7,
// CHECK: shufflevector <16 x float> %{{.*}}, <16 x float> %{{.*}}, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 16, i32 17, i32 18, i32 10,
// CHECK: insertelement <16 x float> %{{.*}}, float %{{.*}}, i32 13
// CHECK: insertelement <16 x float> %{{.*}}, float %{{.*}}, i32 15
float16 sixteen(float4 a, float3 b) { return (float16)(a, b, b, b, a.x, a.y, a.z); }

// CHECK-LABEL: define <4 x float> @splat(
// CHECK: [[I:%.*]] = insertelement <4 x float> poison, float %{{.*}}, i32 0
// CHECK: shufflevector <4 x float> [[I]], <4 x float> poison, <4 x i32> zeroinitializer
float4 splat(float a) { return (float4)(a); }

// (float4)((a, b)) is one operand: b, replicated.
// CHECK-LABEL: define <4 x float> @comma(
// CHECK: [[B:%.*]] = load float, ptr %b.addr
// CHECK: [[I:%.*]] = insertelement <4 x float> poison, float [[B]], i32 0
// CHECK: shufflevector <4 x float> [[I]], <4 x float> poison, <4 x i32> zeroinitializer
float4 comma(float a, float b) { return (float4)((a, b)); }

// A cast of a scalar converts it to the element type and replicates it.
// CHECK-LABEL: define <8 x float> @cast(
// CHECK: [[C:%.*]] = sitofp i32 %{{.*}} to float
// CHECK: [[I:%.*]] = insertelement <8 x float> poison, float [[C]], i32 0
// CHECK: shufflevector <8 x float> [[I]], <8 x float> poison, <8 x i32> zeroinitializer
float8 cast(int n) { return (float8)n; }

// A literal of a literal's own type is that vector.
// CHECK-LABEL: define <2 x double> @same(
// CHECK-NOT: shufflevector
// CHECK: ret <2 x double>
double2 same(double2 v) { return (double2)(v); }

// No temporaries: the parameters' allocas only.
// CHECK-LABEL: define <3 x float> @vec3(
// CHECK: alloca float
// CHECK-NEXT: alloca <2 x float>
// CHECK-NOT: alloca
// CHECK: shufflevector <2 x float> %{{.*}}, <2 x float> poison, <3 x i32> <i32 0, i32 1, i32 poison>
// CHECK: insertelement <3 x float> %{{.*}}, float %{{.*}}, i32 2
// CHECK: ret <3 x float>
float3 vec3(float a, float2 b) { return (float3)(b, a); }
