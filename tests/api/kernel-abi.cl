// What codegen/cg_kernel.c adds to a module with kernels (support/kernel_abi.h
// is the contract): a descriptor per kernel, the work-group loop
// (__oclc_wg_k) or, for a kernel that may reach a barrier, the one-item
// entry (__oclc_item_k) run as fibers, and where its barriers split its body
// into regions a work-group function of them too (tests/codegen/regions-ir.cl);
// work-item variants (`.wi`, the
// state as a first parameter) of the functions that use work-item
// functions, while functions that do not keep their plain calls; and the
// kernels' `local` variables as offsets into the group's local memory.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=O2

size_t gid_plus(size_t x) { return get_global_id(0) + x; }
int pure(int x) { return x * 2; }
kernel void loop_k(global int *out, int v) { out[gid_plus(1)] = pure(v); }
__attribute__((reqd_work_group_size(8, 2, 1)))
kernel void bar_k(global int *out, local float *scratch) {
  local int a[4];
  local long b[3];
  a[get_local_id(0) % 4] = 1;
  b[0] = 2;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = a[0] + (int)b[0] + (int)scratch[0];
}

// Descriptor: ABI 1, 2 arguments (global pointer: kind 1, size 8; int by
// value: kind 0, size 4), the work-group function, no item function, 40
// bytes of local variables (a at 0, b at 16), flags 0, no required size,
// no attributes ("").
// CHECK: @__oclc_args_loop_k = private constant [2 x { i32, i32, ptr, ptr }] [{ i32, i32, ptr, ptr } { i32 1, i32 8, ptr @{{.*}}, ptr @{{.*}} }, { i32, i32, ptr, ptr } { i32 0, i32 4,
// CHECK: [[NOATTRS:@.kernel.attributes[.0-9]*]] = private unnamed_addr constant [1 x i8] zeroinitializer
// CHECK: @__oclc_kernel_loop_k = constant { i32, i32, ptr, ptr, ptr, ptr, i64, i32, [3 x i32], ptr } { i32 1, i32 2, ptr @{{.*}}, ptr @__oclc_args_loop_k, ptr @__oclc_wg_loop_k, ptr null, i64 40, i32 0, [3 x i32] zeroinitializer, ptr [[NOATTRS]] }
// A local pointer is kind 3; the barrier kernel, whose barrier is a
// statement of its body, has flags 9 (BARRIER | REGIONS), a work-group
// function of regions and an item function, its reqd_work_group_size, and
// its attributes as written (CL_KERNEL_ATTRIBUTES).
// CHECK: @__oclc_args_bar_k = {{.*}} { i32 3, i32 8,
// CHECK: [[ATTRS:@.kernel.attributes[.0-9]*]] = private unnamed_addr constant [30 x i8] c"reqd_work_group_size(8, 2, 1)\00"
// CHECK: @__oclc_kernel_bar_k = constant {{.*}} { i32 1, i32 2, ptr @{{.*}}, ptr @__oclc_args_bar_k, ptr @__oclc_wg_bar_k, ptr @__oclc_item_bar_k, i64 40, i32 9, [3 x i32] [i32 8, i32 2, i32 1], ptr [[ATTRS]] }
// Objects have no kernel table (it is the JIT's).
// CHECK-NOT: @__oclc_kernels

// The plain functions call the runtime.  A kernel's runs its work-group
// (or work-item) function as one work-item, with the group's local memory
// on its stack: the work-item running on the thread, if the runtime is
// linked in (a weak reference) and one runs, else one alone.
// CHECK-LABEL: define i64 @gid_plus(
// CHECK: call i64 @__oclc_get_global_id(i32 0)
// CHECK-LABEL: define void @loop_k(
// CHECK: %local = alloca i8, i64 40, align 16
// CHECK: icmp ne ptr @__oclc_work_item, null
// CHECK: call ptr @__oclc_work_item()
// CHECK: call void @__oclc_wg_loop_k(ptr %args, ptr %wi) [[NOINLINE:#[0-9]+]]
// CHECK-LABEL: define void @bar_k(
// CHECK: call void @__oclc_wg_bar_k(ptr %args, ptr %wi) [[NOINLINE]]

// CHECK-LABEL: define internal i64 @gid_plus.wi(ptr %wi, i64 %x)
// CHECK-NOT: @__oclc_get_global_id
// CHECK: ret i64

// The kernel body is inlined into the loop; pure() keeps its plain call,
// gid_plus() gets the state.
// CHECK-LABEL: define void @__oclc_wg_loop_k(ptr %args, ptr %row)
// CHECK: lx.body:
// CHECK: call i32 @pure(
// CHECK: call i64 @gid_plus.wi(ptr %wi, i64 1)
// CHECK: br i1 %{{.*}}, label %lx.body, label %exit, !llvm.loop
// CHECK: declare extern_weak ptr @__oclc_work_item()

// Its local memory is the row's, loaded once; the barrier is between the
// loops of its two regions; the item function runs the work-group function
// (for one work-item: row_items 1).
// CHECK-LABEL: define void @__oclc_wg_bar_k(ptr %args, ptr %row)
// CHECK: [[MEM:%[0-9]+]] = load ptr, ptr %{{.*}}, align 8
// CHECK: getelementptr inbounds i8, ptr [[MEM]], i64 16
// CHECK: region.end:
// CHECK-NEXT: call void @__oclc_barrier(i32 1)
// CHECK-LABEL: define void @__oclc_item_bar_k(ptr %args, ptr %wi)
// CHECK-NEXT: entry:
// CHECK-NEXT: call void @__oclc_wg_bar_k(ptr %args, ptr %wi) [[NOINLINE]]

// At -O2 the variants are inlined and gone.
// O2-NOT: .wi(
// O2-LABEL: define void @__oclc_wg_loop_k(
// CHECK: attributes [[NOINLINE]] = { noinline }
