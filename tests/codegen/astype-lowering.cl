// as_type lowering, one function per shape (docs/astype.md, "Lowering"),
// at -O0 and -O2: the same instructions at both levels, never through
// memory (at -O0 the only memory traffic is the parameter's own spill
// slot, so no alloca, store or load may appear between the parameter's
// load and the ret), and constant operands folded even at -O0.
// RUN: %oclc -S -emit-llvm -O0 -w %s -o - | FileCheck %s --check-prefixes=CHECK,O0
// RUN: %oclc -S -emit-llvm -O2 -w %s -o - | FileCheck %s --check-prefixes=CHECK,O2

// Program-scope initializers fold too.
// CHECK: @one_global = {{.*}}constant float 1.000000e+00
constant float one_global = as_float(0x3f800000);
// CHECK: @short2_global = {{.*}}constant <2 x i16> <i16 22136, i16 4660>
constant short2 short2_global = as_short2(0x12345678);
// CHECK: @long_global = {{.*}}constant i64 8589934593
constant long long_global = as_long((int2)(1, 2));

// ---- identical types: nothing --------------------------------------------
// CHECK-LABEL: define {{.*}}<4 x float> @same_type(
// CHECK-NOT: bitcast
// CHECK-NOT: shufflevector
// CHECK: ret <4 x float>
float4 same_type(float4 v) { return as_float4(v); }

// int and uint are both i32: nothing either.
// CHECK-LABEL: define {{.*}}i32 @int_to_uint(
// CHECK-NOT: bitcast
// CHECK: ret i32
uint int_to_uint(int v) { return as_uint(v); }

// ---- equal component counts: one bitcast ---------------------------------
// CHECK-LABEL: define {{.*}}i32 @scalar(
// O0: load float, ptr
// O0-NOT: {{alloca|store|load}}
// CHECK: [[R:%.*]] = bitcast float %{{.*}} to i32
// CHECK-NEXT: ret i32 [[R]]
int scalar(float f) { return as_int(f); }

// CHECK-LABEL: define {{.*}}double @long_to_double(
// CHECK: [[R:%.*]] = bitcast i64 %{{.*}} to double
// CHECK-NEXT: ret double [[R]]
double long_to_double(long l) { return as_double(l); }

// CHECK-LABEL: define {{.*}}<4 x i32> @vector(
// O0: load <4 x float>, ptr
// O0-NOT: {{alloca|store|load}}
// CHECK: [[R:%.*]] = bitcast <4 x float> %{{.*}} to <4 x i32>
// CHECK-NEXT: ret <4 x i32> [[R]]
int4 vector(float4 v) { return as_int4(v); }

// CHECK-LABEL: define {{.*}}<2 x double> @long2_to_double2(
// CHECK: [[R:%.*]] = bitcast <2 x i64> %{{.*}} to <2 x double>
// CHECK-NEXT: ret <2 x double> [[R]]
double2 long2_to_double2(long2 v) { return as_double2(v); }

// vec3 -> vec3 keeps the count: padding maps to padding, one bitcast.
// CHECK-LABEL: define {{.*}}<3 x i32> @vec3_to_vec3(
// O0: load <3 x float>, ptr
// O0-NOT: {{alloca|store|load|shufflevector}}
// CHECK: [[R:%.*]] = bitcast <3 x float> %{{.*}} to <3 x i32>
// CHECK-NEXT: ret <3 x i32> [[R]]
int3 vec3_to_vec3(float3 v) { return as_int3(v); }

// ---- 3-component operand: widen with a zero padding lane, then bitcast ----
// CHECK-LABEL: define {{.*}}<4 x i32> @from_vec3(
// O0: load <3 x float>, ptr
// O0-NOT: {{alloca|store|load}}
// CHECK: [[W:%.*]] = shufflevector <3 x float> %{{.*}}, <3 x float> {{zeroinitializer|<float 0.000000e\+00, float poison, float poison>}}, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
// CHECK-NEXT: [[R:%.*]] = bitcast <4 x float> [[W]] to <4 x i32>
// CHECK-NEXT: ret <4 x i32> [[R]]
int4 from_vec3(float3 v) { return as_int4(v); }

// CHECK-LABEL: define {{.*}}i64 @short3_to_long(
// CHECK: [[W:%.*]] = shufflevector <3 x i16> %{{.*}}, <3 x i16> {{zeroinitializer|<i16 0, i16 poison, i16 poison>}}, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
// CHECK-NEXT: [[R:%.*]] = bitcast <4 x i16> [[W]] to i64
// CHECK-NEXT: ret i64 [[R]]
long short3_to_long(short3 v) { return as_long(v); }

// CHECK-LABEL: define {{.*}}<16 x i8> @float3_to_char16(
// CHECK: [[W:%.*]] = shufflevector <3 x float> %{{.*}}, <3 x float> {{zeroinitializer|<float 0.000000e\+00, float poison, float poison>}}, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
// CHECK-NEXT: [[R:%.*]] = bitcast <4 x float> [[W]] to <16 x i8>
// CHECK-NEXT: ret <16 x i8> [[R]]
char16 float3_to_char16(float3 v) { return as_char16(v); }

// ---- 3-component result: bitcast to the vec4 type, then the first 3 lanes -
// vec4 -> vec3 of the same element (defined by OpenCL).
// CHECK-LABEL: define {{.*}}<3 x i32> @to_vec3(
// O0: load <4 x float>, ptr
// O0-NOT: {{alloca|store|load}}
// CHECK: [[B:%.*]] = bitcast <4 x float> %{{.*}} to <4 x i32>
// CHECK-NEXT: [[R:%.*]] = shufflevector <4 x i32> [[B]], <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
// CHECK-NEXT: ret <3 x i32> [[R]]
int3 to_vec3(float4 v) { return as_int3(v); }

// vec4 -> vec3 of the same type: no bitcast, only the shuffle.
// CHECK-LABEL: define {{.*}}<3 x float> @float4_to_float3(
// CHECK-NOT: bitcast
// CHECK: [[R:%.*]] = shufflevector <4 x float> %{{.*}}, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
// CHECK-NEXT: ret <3 x float> [[R]]
float3 float4_to_float3(float4 v) { return as_float3(v); }

// CHECK-LABEL: define {{.*}}<3 x i8> @int_to_char3(
// CHECK: [[B:%.*]] = bitcast i32 %{{.*}} to <4 x i8>
// CHECK-NEXT: [[R:%.*]] = shufflevector <4 x i8> [[B]], <4 x i8> poison, <3 x i32> <i32 0, i32 1, i32 2>
// CHECK-NEXT: ret <3 x i8> [[R]]
char3 int_to_char3(int i) { return as_char3(i); }

// CHECK-LABEL: define {{.*}}<3 x i32> @char16_to_int3(
// CHECK: [[B:%.*]] = bitcast <16 x i8> %{{.*}} to <4 x i32>
// CHECK-NEXT: [[R:%.*]] = shufflevector <4 x i32> [[B]], <4 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
// CHECK-NEXT: ret <3 x i32> [[R]]
int3 char16_to_int3(char16 v) { return as_int3(v); }

// ---- other count changes: one bitcast (memory order) -----------------------
// CHECK-LABEL: define {{.*}}<2 x i16> @int_to_short2(
// O0: load i32, ptr
// O0-NOT: {{alloca|store|load}}
// CHECK: [[R:%.*]] = bitcast i32 %{{.*}} to <2 x i16>
// CHECK-NEXT: ret <2 x i16> [[R]]
short2 int_to_short2(int i) { return as_short2(i); }

// CHECK-LABEL: define {{.*}}<8 x i16> @int4_to_short8(
// CHECK: [[R:%.*]] = bitcast <4 x i32> %{{.*}} to <8 x i16>
// CHECK-NEXT: ret <8 x i16> [[R]]
short8 int4_to_short8(int4 v) { return as_short8(v); }

// CHECK-LABEL: define {{.*}}i64 @int2_to_long(
// CHECK: [[R:%.*]] = bitcast <2 x i32> %{{.*}} to i64
// CHECK-NEXT: ret i64 [[R]]
long int2_to_long(int2 v) { return as_long(v); }

// ---- constants fold, at -O0 too ---------------------------------------------
// CHECK-LABEL: define {{.*}}float @seed_one(
// CHECK-NEXT: entry:
// CHECK-NEXT: ret float 1.000000e+00
float seed_one(void) { return as_float(0x3f800000); }

// CHECK-LABEL: define {{.*}}<4 x i32> @seed_int4(
// CHECK-NEXT: entry:
// CHECK-NEXT: ret <4 x i32> <i32 1065353216, i32 1073741824, i32 1077936128, i32 1082130432>
int4 seed_int4(void) { return as_int4((float4)(1.0f, 2.0f, 3.0f, 4.0f)); }

// The padding lane of a constant vec3 operand folds to zero.
// CHECK-LABEL: define {{.*}}<4 x i32> @const_vec3(
// CHECK-NEXT: entry:
// CHECK-NEXT: ret <4 x i32> <i32 1065353216, i32 1073741824, i32 1077936128, i32 0>
int4 const_vec3(void) { return as_int4((float3)(1.0f, 2.0f, 3.0f)); }

// CHECK-LABEL: define {{.*}}<3 x i8> @const_char3(
// CHECK-NEXT: entry:
// CHECK-NEXT: ret <3 x i8> <i8 4, i8 3, i8 2>
char3 const_char3(void) { return as_char3(0x01020304); }

// The masking idiom composes without temporaries in memory; at -O2 LLVM
// sees through the bitcasts and makes it the select it means.
// CHECK-LABEL: define {{.*}}<4 x float> @select_idiom(
// O0: load <4 x float>, ptr %g.addr
// O0-NOT: {{alloca|store|load}}
// O0: and <4 x i32> %astype,
// O0-NEXT: bitcast <4 x i32> %{{.*}} to <4 x float>
// O2: [[C:%.*]] = fcmp olt <4 x float> %f, %g
// O2-NEXT: select <4 x i1> [[C]], <4 x float> %f, <4 x float> zeroinitializer
// CHECK: ret <4 x float>
float4 select_idiom(float4 f, float4 g) {
  return as_float4(as_int4(f) & (f < g));
}
