// as_type reinterprets the bits: one bitcast when the lane counts match (none
// for the same type); a 3-component source is widened to 4 lanes with a zero
// padding lane first; a 3-component result is read from the first 3 lanes of
// the 4-lane type; other lane-count changes are a bitcast between types of
// the same size, in memory order (little-endian).
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// CHECK-LABEL: define i32 @scalar(
// CHECK: bitcast float %{{.*}} to i32
int scalar(float f) { return as_int(f); }

// CHECK-LABEL: define <4 x i32> @same_count(
// CHECK: bitcast <4 x float> %{{.*}} to <4 x i32>
int4 same_count(float4 v) { return as_int4(v); }

// CHECK-LABEL: define <4 x float> @same_type(
// CHECK-NOT: bitcast
// CHECK: ret <4 x float>
float4 same_type(float4 v) { return as_float4(v); }

// CHECK-LABEL: define <2 x i16> @count_change(
// CHECK: bitcast i32 %{{.*}} to <2 x i16>
short2 count_change(int i) { return as_short2(i); }

// CHECK-LABEL: define <4 x i32> @from_vec3(
// CHECK: [[W:%.*]] = shufflevector <3 x float> %{{.*}}, <3 x float> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
// CHECK: bitcast <4 x float> [[W]] to <4 x i32>
int4 from_vec3(float3 v) { return as_int4(v); }

// CHECK-LABEL: define <3 x i32> @to_vec3(
// CHECK: [[B:%.*]] = bitcast <4 x float> %{{.*}} to <4 x i32>
// CHECK: shufflevector <4 x i32> [[B]], <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
int3 to_vec3(float4 v) { return as_int3(v); }

// Equal counts: one bitcast, padding lane to padding lane (tests/codegen/astype-lowering.cl).
// CHECK-LABEL: define <3 x i32> @vec3_to_vec3(
// CHECK-NOT: shufflevector
// CHECK: bitcast <3 x float> %{{.*}} to <3 x i32>
int3 vec3_to_vec3(float3 v) { return as_int3(v); }

// CHECK-LABEL: define <3 x i8> @char3_from_int(
// CHECK: bitcast i32 %{{.*}} to <4 x i8>
// CHECK: shufflevector <4 x i8> %{{.*}}, <4 x i8> poison, <3 x i32> <i32 0, i32 1, i32 2>
char3 char3_from_int(int i) { return as_char3(i); }

// Constant operands fold.
// CHECK-LABEL: define i32 @folded(
// CHECK: ret i32 1065353216
int folded(void) { return as_int(1.0f); }
