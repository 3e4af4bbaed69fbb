// Memory layout: a bool is i1 as a value and i8 in memory (zext on store,
// trunc on load); a 3-component vector occupies the 16 bytes of a 4-component
// one, so arrays of float3 have a 16-byte stride and sizeof agrees (OpenCL C
// 6.1.5); objects are aligned as sema's type_align says.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// CHECK-LABEL: define zeroext i1 @bools(
// CHECK: %b = alloca i8, align 1
// CHECK: %arr = alloca [4 x i8], align 1
// CHECK: [[W:%.*]] = zext i1 %{{.*}} to i8
// CHECK: store i8 [[W]], ptr %b, align 1
// CHECK: [[L:%.*]] = load i8, ptr %b, align 1
// CHECK: trunc i8 [[L]] to i1
bool bools(int x) {
  bool b = x > 1;
  bool arr[4];
  arr[1] = b;
  return arr[1] && b;
}

// CHECK-LABEL: define void @vec3_array(
// CHECK: %a = alloca [4 x <3 x float>], align 16
// CHECK: getelementptr inbounds [4 x <3 x float>], ptr %a, i64 0, i64
// CHECK: store <3 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %{{.*}}, align 16
// CHECK: getelementptr inbounds <3 x float>, ptr %{{.*}}, i64
// CHECK: load <3 x float>, ptr %{{.*}}, align 16
void vec3_array(global float3 *out, int i) {
  float3 a[4] = {(float3)(1.0f), (float3)(2.0f)};
  out[i] = a[i];
}

// sizeof is sema's, and LLVM's layout agrees with it (codegen checks every
// object it allocates against sema's size).
// CHECK-LABEL: define i64 @sizes(
// CHECK: ret i64 85
ulong sizes(void) { return sizeof(float3) + sizeof(char3) + sizeof(double3) + sizeof(float3[2]) + sizeof(bool); }

// CHECK-LABEL: define void @aligned(
// CHECK: %v = alloca <16 x float>, align 64
// CHECK: %d = alloca <3 x double>, align 32
// CHECK: %c = alloca <3 x i8>, align 4
void aligned(global float *out) {
  float16 v = (float16)(1.0f);
  double3 d = (double3)(2.0);
  char3 c = (char3)(3);
  out[0] = v.s0 + d.x + c.x;
}
