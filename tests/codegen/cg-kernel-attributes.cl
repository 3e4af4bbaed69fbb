// The kernel attributes in each kernel's descriptor (support/kernel_abi.h:
// OclcKernelDesc.attributes, which the JIT copies into its kernel table
// for CL_KERNEL_ATTRIBUTES): each attribute as written inside
// __attribute__((...)), after preprocessing, one space where the source
// had white space (a line break too), several separated by a space, in
// source order with what a kernel inherits from an earlier declaration
// first; reqd_work_group_size's sizes next to them.  Other attributes are
// not listed, nor a repeated kernel attribute.
// RUN: %oclc -S -emit-llvm -O0 -w -DWG=64 %s -o - | FileCheck %s

__attribute__((reqd_work_group_size(8, 4, 1))) kernel void k1(void) {}
// CHECK: [[A1:@.kernel.attributes[.0-9]*]] = private unnamed_addr constant [30 x i8] c"reqd_work_group_size(8, 4, 1)\00"
// CHECK: @__oclc_kernel_k1 = constant {{.*}} [3 x i32] [i32 8, i32 4, i32 1], ptr [[A1]] }

// Two in one list; after the type and after the declarator.
__attribute__((vec_type_hint(float4),work_group_size_hint(2,2,2))) kernel void __attribute__((intel_reqd_sub_group_size(16))) k2(void) __attribute__((reqd_work_group_size(1,1,1))) {}
// CHECK: [[A2:@.kernel.attributes[.0-9]*]] = {{.*}} c"vec_type_hint(float4) work_group_size_hint(2,2,2) intel_reqd_sub_group_size(16) reqd_work_group_size(1,1,1)\00"
// CHECK: @__oclc_kernel_k2 = constant {{.*}} [3 x i32] [i32 1, i32 1, i32 1], ptr [[A2]] }

// After preprocessing: -DWG=64, a macro that writes the attribute, the
// predefined kernel_exec; a line break inside, spacing and spelling as
// written.
#define FIXED(x, y) __attribute__((reqd_work_group_size(x, y, 1)))
FIXED(WG, 2) kernel void k3(void) {}
// CHECK: [[A3:@.kernel.attributes[.0-9]*]] = {{.*}} c"reqd_work_group_size(64, 2, 1)\00"
// CHECK: @__oclc_kernel_k3 = constant {{.*}} [3 x i32] [i32 64, i32 2, i32 1], ptr [[A3]] }
kernel_exec(16, uint2) void k4(void) {}
// CHECK: [[A4:@.kernel.attributes[.0-9]*]] = {{.*}} c"work_group_size_hint(16, 1, 1) vec_type_hint(uint2)\00"
// CHECK: @__oclc_kernel_k4 = constant {{.*}} [3 x i32] zeroinitializer, ptr [[A4]] }
kernel __attribute__((__reqd_work_group_size__(2,
                                              2,   2))) void k5(void) {}
// CHECK: [[A5:@.kernel.attributes[.0-9]*]] = {{.*}} c"__reqd_work_group_size__(2, 2, 2)\00"
// CHECK: @__oclc_kernel_k5 = constant {{.*}} [3 x i32] [i32 2, i32 2, i32 2], ptr [[A5]] }

// A redeclaration inherits what it does not say (as in clang); what it
// says itself wins.
kernel __attribute__((vec_type_hint(int))) __attribute__((reqd_work_group_size(2, 2, 2))) void k6(void);
kernel __attribute__((reqd_work_group_size(4, 2, 2))) void k6(void) {}
// CHECK: [[A6:@.kernel.attributes[.0-9]*]] = {{.*}} c"vec_type_hint(int) reqd_work_group_size(4, 2, 2)\00"
// CHECK: @__oclc_kernel_k6 = constant {{.*}} [3 x i32] [i32 4, i32 2, i32 2], ptr [[A6]] }
kernel __attribute__((reqd_work_group_size(3, 1, 1))) void k7(void);
kernel void k7(void);
kernel void k7(void) {}
// CHECK: [[A7:@.kernel.attributes[.0-9]*]] = {{.*}} c"reqd_work_group_size(3, 1, 1)\00"
// CHECK: @__oclc_kernel_k7 = constant {{.*}} [3 x i32] [i32 3, i32 1, i32 1], ptr [[A7]] }

// Repeated (the first applies; -w: the second's warning), and others.
kernel __attribute__((reqd_work_group_size(1, 2, 1), reqd_work_group_size(1, 2, 1), reqd_work_group_size(9, 9, 9)))
__attribute__((noinline)) void k8(void) {}
// CHECK: [[A8:@.kernel.attributes[.0-9]*]] = {{.*}} c"reqd_work_group_size(1, 2, 1)\00"
// CHECK: @__oclc_kernel_k8 = constant {{.*}} [3 x i32] [i32 1, i32 2, i32 1], ptr [[A8]] }
kernel __attribute__((noinline)) void k9(void) {}
// CHECK: [[A9:@.kernel.attributes[.0-9]*]] = private unnamed_addr constant [1 x i8] zeroinitializer
// CHECK: @__oclc_kernel_k9 = constant {{.*}} [3 x i32] zeroinitializer, ptr [[A9]] }
