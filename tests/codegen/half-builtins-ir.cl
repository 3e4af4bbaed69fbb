// The built-in functions of half values (cl_khr_fp16): the float
// lowering on the arguments extended to float (exact), the result rounded
// to half once (codegen/cg_builtin.c, half_via_float); a relational of
// half vectors gives short lanes, truncated from the float overload's int
// lanes (0 or -1 either way).  vloadn/vstoren move halves as they are.
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
// CHECK: fcmp uno <8 x float>
// CHECK: sext <8 x i1> %{{.*}} to <8 x i32>
// CHECK-NEXT: trunc <8 x i32> %{{.*}} to <8 x i16>
short8 rel(half8 x) { return isnan(x); }

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
