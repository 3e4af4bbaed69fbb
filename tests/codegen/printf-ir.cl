// How printf lowers (codegen/cg_printf.c): the arguments in 8-byte slots
// of a private array -- integers sign- or zero-extended by their type,
// float widened to double, a vector one slot per lane, pointers (and a
// %s literal) as addresses -- and a call of the runtime's __oclc_printf
// with the format, the slots and the work-item's global linear id (loads
// in the work-group loop, the runtime's function in a plain function).
// Values: tests/api/printf.c.  On nvptx64 the same slots go into a record
// of the GPU's printf buffer (nvptx-printf.cl).
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc -S --target=nvptx64-nvidia-cuda %s -o - | FileCheck %s --check-prefix=PTX
// PTX: .visible .global .align 8 .u64 __oclc_printf_buffer;

// A function no kernel reaches keeps its plain lowering only: the key is
// the runtime's global linear id.  (A kernel's body is lowered in its
// work-group function, which its C function runs: cg_kernel.c,
// make_plain_wrapper.)
void plain_print(int x) { printf("%d\n", x); }
// CHECK-LABEL: define void @plain_print(
// CHECK: [[PID:%.*]] = call i64 @__oclc_get_global_linear_id()
// CHECK: call i32 @__oclc_printf(ptr @{{.*}}, ptr %{{.*}}, i64 [[PID]])

kernel void k(global int *r, char c, float f, double d, uint2 v, global float *p) {
  r[0] = printf("%d %f %f %v2hlu %p %s\n", c, f, d, v, p, "lit");
}
// CHECK-LABEL: define void @__oclc_wg_k(
// CHECK: [[SLOTS:%.*]] = alloca [7 x i64], align 8
// CHECK: [[C:%.*]] = sext i8 %{{.*}} to i32
// CHECK: [[C64:%.*]] = sext i32 [[C]] to i64
// CHECK: store i64 [[C64]], ptr [[SLOTS]], align 8
// CHECK: [[F:%.*]] = fpext float %{{.*}} to double
// CHECK: store double [[F]], ptr %{{.*}}, align 8
// CHECK: store double %{{.*}}, ptr %{{.*}}, align 8
// CHECK: [[V0:%.*]] = extractelement <2 x i32> %{{.*}}, i32 0
// CHECK: zext i32 [[V0]] to i64
// CHECK: [[V1:%.*]] = extractelement <2 x i32> %{{.*}}, i32 1
// CHECK: zext i32 [[V1]] to i64
// CHECK: ptrtoint ptr %{{.*}} to i64
// CHECK: [[S6:%.*]] = getelementptr i64, ptr [[SLOTS]], i64 6
// CHECK: store i64 ptrtoint (ptr @{{.*}} to i64), ptr [[S6]], align 8
// CHECK: [[R:%.*]] = call i32 @__oclc_printf(ptr @{{.*}}, ptr [[SLOTS]], i64 %{{.*}})
// CHECK: store i32 [[R]], ptr

kernel void none(void) { printf("hello\n"); }
// No argument, no slots.  In the work-group loop the order key is
// computed from the work-item's state, without a call.
// CHECK-LABEL: define void @__oclc_wg_none(
// CHECK-NOT: call i64 @__oclc_get_global_linear_id
// CHECK: call i32 @__oclc_printf(ptr @{{.*}}, ptr null, i64 %{{.*}})
// CHECK: ret void
