// A kernel whose barriers are all statements of its body runs as regions
// (codegen/cg_kernel.c): its work-group function runs the whole group, a
// loop nest over the work-items (z, y, x) per region between barriers, the
// barrier call between the loops; a private variable used in more than one
// region has a slot per work-item (`.slots`, indexed by the local linear
// id), one used in a single region stays one alloca.  Any other kernel
// with barriers keeps the fibers: an item function and no work-group
// function.  Values: tests/api/regions.c.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=O2

// Flags 9 (BARRIER | REGIONS): both functions.  Flags 1: fibers.
// CHECK: @__oclc_kernel_two = constant {{.*}} ptr @__oclc_wg_two, ptr @__oclc_item_two, i64 {{[0-9]+}}, i32 9,
// CHECK: @__oclc_kernel_in_branch = constant {{.*}} ptr null, ptr @__oclc_item_in_branch, i64 {{[0-9]+}}, i32 1,
// CHECK: @__oclc_kernel_in_loop = constant {{.*}} ptr null, ptr @__oclc_item_in_loop, i64 {{[0-9]+}}, i32 1,
// CHECK: @__oclc_kernel_early_return = constant {{.*}} ptr null, ptr @__oclc_item_early_return, i64 {{[0-9]+}}, i32 1,
// CHECK: @__oclc_kernel_param_written = constant {{.*}} ptr null, ptr @__oclc_item_param_written, i64 {{[0-9]+}}, i32 1,
// CHECK: @__oclc_kernel_calls_barrier = constant {{.*}} ptr null, ptr @__oclc_item_calls_barrier, i64 {{[0-9]+}}, i32 1,
// CHECK: @__oclc_kernel_goto_across = constant {{.*}} ptr null, ptr @__oclc_item_goto_across, i64 {{[0-9]+}}, i32 1,

kernel void two(global int *out, local int *t) {
  int v = (int)get_local_id(0);
  int once = 5;
  t[get_local_id(0)] = v + once;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = t[0] + v;
}
// CHECK-LABEL: define void @__oclc_wg_two(ptr %args, ptr %row)
// CHECK: %once = alloca i32, align 4
// CHECK-NOT: %v = alloca
// CHECK: %slots = mul nuw i64
// CHECK: %v.slots = alloca i32, i64 %slots, align 4
// CHECK: region.z:
// CHECK: %lz = phi i64
// CHECK: region.y:
// CHECK: %ly = phi i64
// CHECK: region.x:
// CHECK: %lx = phi i64
// CHECK: %lid = add nuw i64
// CHECK: [[V0:%v[0-9]*]] = getelementptr inbounds i32, ptr %v.slots, i64 %lid
// CHECK: region.body:
// CHECK: store i32 %{{.*}}, ptr [[V0]], align 4
// CHECK: store i32 5, ptr %once, align 4
// CHECK: region.latch:
// CHECK: br i1 %{{.*}}, label %region.x, label %region.y.latch, !llvm.loop
// CHECK: region.end:
// CHECK-NEXT: call void @__oclc_barrier(i32 1)
// CHECK: [[LID1:%lid[0-9]+]] = add nuw i64
// CHECK: [[V1:%v[0-9]+]] = getelementptr inbounds i32, ptr %v.slots, i64 [[LID1]]
// CHECK: load i32, ptr [[V1]], align 4
// CHECK-NOT: call void @__oclc_barrier
// CHECK: ret void
// Its item function, for a runtime that runs fibers: the work-group
// function for one work-item.
// CHECK-LABEL: define void @__oclc_item_two(ptr %args, ptr %wi)
// CHECK-NEXT: entry:
// CHECK-NEXT: call void @__oclc_wg_two(ptr %args, ptr %wi)
// CHECK-NEXT: ret void

// Barriers that are not statements of the body, or that a work-item may
// not reach with the others, or what the regions cannot hold: fibers.
kernel void in_branch(global int *out) {
  if (get_local_id(0) < 2) barrier(CLK_LOCAL_MEM_FENCE);
  out[0] = 1;
}
kernel void in_loop(global int *out, int n) {
  for (int i = 0; i < n; i++) {
    out[get_global_id(0)] += i;
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
kernel void early_return(global int *out, uint n) {
  if (get_global_id(0) >= n) return;
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[get_global_id(0)] = 1;
}
kernel void param_written(global int *out, int n) {
  n += (int)get_local_id(0);
  barrier(CLK_GLOBAL_MEM_FENCE);
  out[get_global_id(0)] = n;
}
void waits(void) { barrier(CLK_LOCAL_MEM_FENCE); }
kernel void calls_barrier(global int *out) {
  out[get_global_id(0)] = 1;
  barrier(CLK_GLOBAL_MEM_FENCE);
  waits();
}
kernel void goto_across(global int *out) {
  if (out[0]) goto late;
  out[1] = 2;
  barrier(CLK_GLOBAL_MEM_FENCE);
late:
  out[2] = 3;
}
// CHECK-LABEL: define void @__oclc_item_in_branch(
// CHECK-LABEL: define void @__oclc_item_in_loop(
// CHECK-LABEL: define void @__oclc_item_early_return(
// CHECK-LABEL: define void @__oclc_item_param_written(
// CHECK-LABEL: define void @__oclc_item_calls_barrier(
// CHECK-LABEL: define void @__oclc_item_goto_across(
// CHECK-NOT: define void @__oclc_wg_

// Optimized, the loops over the work-items vectorize as the row loop does
// (the slots are an array indexed by the loop's counter), and no barrier
// call is left inside them.
// O2-LABEL: define void @__oclc_wg_two(
// O2: vector.body:
// O2-NOT: call void @__oclc_barrier
// O2: region.end:
// O2-NEXT: call void @__oclc_barrier(i32 1)
// O2-NOT: call void @__oclc_barrier
// O2: ret void
