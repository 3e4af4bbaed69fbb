// A MATH_WRAP row's function (codegen/cg_math.c) called with a constant
// argument stays whole through the optimizer: it is kept (as its vector
// twins are) until the vectorizer is done, so interprocedural passes do
// not drop the constant parameter, which would leave its vector-function
// ABI names (two vector parameters, "vv") wrong and the module invalid.
// RUN: %oclc -S -emit-llvm -O2 -mcpu=x86-64 %s -o - | FileCheck %s

float half_power(float x) { return pow(x, 0.5f) + pown(x, 3); }
// CHECK-LABEL: define {{.*}}float @half_power(
// CHECK: call {{.*}}float @__oclc_math_pow_f32(float %{{.*}}, float 5.000000e-01)
// CHECK: call {{.*}}float @__oclc_math_pown_f32(float %{{.*}}, i32 3)
// CHECK-LABEL: define internal {{.*}}float @__oclc_math_pow_f32(float %0, float %1)
// CHECK-SAME: #[[ATTR:[0-9]+]]
// CHECK: attributes #[[ATTR]] = {{.*}}"vector-function-abi-variant"="_ZGV_LLVM_N4vv___oclc_math_pow_f32(__oclc_math_pow_v4f32)"
