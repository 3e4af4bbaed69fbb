// Vector lowering: literals (a constant vector when every part is constant,
// else insertelement/shufflevector in lane order), replication of a scalar,
// swizzle reads (extractelement for one lane, shufflevector otherwise) and
// writes (load the whole vector, blend the new lanes in, store it back),
// relational operators (-1/0 lanes: sext of the i1 lanes), and the vector
// select (per lane on the most significant bit of the condition).
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// CHECK-LABEL: define <4 x float> @const_lit(
// CHECK: ret <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>
float4 const_lit(void) { return (float4)(1.0f, 2.0f, 3.0f, 4.0f); }

// CHECK-LABEL: define <4 x i32> @const_splat(
// CHECK: ret <4 x i32> <i32 7, i32 7, i32 7, i32 7>
int4 const_splat(void) { return (int4)(7); }

// Parts: a scalar, a 2-vector, a scalar.
// CHECK-LABEL: define <4 x float> @parts(
// CHECK: [[V0:%.*]] = insertelement <4 x float> poison, float %{{.*}}, i32 0
// CHECK: [[W:%.*]] = shufflevector <2 x float> %{{.*}}, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
// CHECK: [[V1:%.*]] = shufflevector <4 x float> [[V0]], <4 x float> [[W]], <4 x i32> <i32 0, i32 4, i32 5, i32 3>
// CHECK: insertelement <4 x float> [[V1]], float %{{.*}}, i32 3
float4 parts(float a, float2 b, float c) { return (float4)(a, b, c); }

// CHECK-LABEL: define <4 x float> @splat(
// CHECK: [[I:%.*]] = insertelement <4 x float> poison, float %{{.*}}, i32 0
// CHECK: shufflevector <4 x float> [[I]], <4 x float> poison, <4 x i32> zeroinitializer
float4 splat(float s) { return (float4)(s); }

// CHECK-LABEL: define float @read_one(
// CHECK: extractelement <4 x float> %{{.*}}, i32 2
float read_one(float4 v) { return v.z; }

// CHECK-LABEL: define <4 x float> @read_many(
// CHECK: shufflevector <8 x float> %{{.*}}, <8 x float> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
float4 read_many(float8 v) { return v.odd; }

// Nested swizzles are composed by sema: one shuffle.
// CHECK-LABEL: define <2 x float> @nested(
// CHECK: shufflevector <16 x float> %{{.*}}, <16 x float> poison, <2 x i32> <i32 10, i32 11>
// CHECK-NOT: shufflevector
// CHECK: ret
float2 nested(float16 v) { return v.hi.lo.hi; }

// The padding lane of a float3 (.hi's second lane) reads as 0.
// CHECK-LABEL: define <2 x float> @vec3_hi(
// CHECK: shufflevector <3 x float> %{{.*}}, <3 x float> zeroinitializer, <2 x i32> <i32 2, i32 3>
float2 vec3_hi(float3 v) { return v.hi; }

// CHECK-LABEL: define void @write(
// CHECK: [[OLD:%.*]] = load <4 x float>, ptr [[P:%.*]], align 16
// CHECK: [[W:%.*]] = shufflevector <2 x float> %{{.*}}, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
// CHECK: [[NEW:%.*]] = shufflevector <4 x float> [[OLD]], <4 x float> [[W]], <4 x i32> <i32 5, i32 1, i32 4, i32 3>
// CHECK: store <4 x float> [[NEW]], ptr [[P]], align 16
// CHECK: [[OLD2:%.*]] = load <4 x float>, ptr [[Q:%.*]], align 16
// CHECK: [[NEW2:%.*]] = insertelement <4 x float> [[OLD2]], float 1.000000e+00, i32 3
// CHECK: store <4 x float> [[NEW2]], ptr [[Q]], align 16
void write(global float4 *p, float2 v) {
  p[0].zx = v;
  p[1].w = 1.0f;
}

// ++ and += on a swizzle load once, compute, and store the lanes back
// blended into the vector that was loaded.
// CHECK-LABEL: define void @swizzle_rmw(
// CHECK: [[V:%.*]] = load <4 x i32>, ptr
// CHECK: [[L:%.*]] = shufflevector <4 x i32> [[V]], <4 x i32> poison, <2 x i32> <i32 1, i32 2>
// CHECK: [[A:%.*]] = add <2 x i32> [[L]], <i32 1, i32 1>
// CHECK: shufflevector <4 x i32> [[V]], <4 x i32> %{{.*}}, <4 x i32> <i32 0, i32 4, i32 5, i32 3>
// CHECK: extractelement <4 x i32> %{{.*}}, i32 0
// CHECK: add i32
// CHECK: insertelement <4 x i32> %{{.*}}, i32 %{{.*}}, i32 0
void swizzle_rmw(global int4 *p, int k) {
  p[0].yz++;
  p[0].x += k;
}

// CHECK-LABEL: define <4 x i32> @relational(
// CHECK: [[C:%.*]] = fcmp olt <4 x float>
// CHECK: sext <4 x i1> [[C]] to <4 x i32>
int4 relational(float4 a, float4 b) { return a < b; }

// != is unordered (NaN != NaN is true); == is ordered.
// CHECK-LABEL: define <2 x i64> @equality(
// CHECK: fcmp une <2 x double>
// CHECK: fcmp oeq <2 x double>
long2 equality(double2 a, double2 b) { return (a != b) & (a == b); }

// CHECK-LABEL: define <8 x i8> @unsigned_lanes(
// CHECK: icmp ult <8 x i8>
// CHECK: sext <8 x i1> %{{.*}} to <8 x i8>
char8 unsigned_lanes(uchar8 a, uchar8 b) { return a < b; }

// Scalars compare to int 0/1.
// CHECK-LABEL: define i32 @scalar_rel(
// CHECK: icmp ult i64
// CHECK: zext i1 %{{.*}} to i32
int scalar_rel(ulong a, ulong b) { return a < b; }

// CHECK-LABEL: define <4 x float> @select(
// CHECK: [[M:%.*]] = icmp slt <4 x i32> %{{.*}}, zeroinitializer
// CHECK: select <4 x i1> [[M]], <4 x float> %{{.*}}, <4 x float> %{{.*}}
// CHECK-NOT: br
float4 select(int4 c, float4 a, float4 b) { return c ? a : b; }

// A scalar condition branches, even with vector arms.
// CHECK-LABEL: define <2 x i32> @scalar_cond(
// CHECK: br i1
// CHECK: phi <2 x i32>
int2 scalar_cond(int c, int2 a, int2 b) { return c ? a : b; }
