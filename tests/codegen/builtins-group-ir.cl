// How the work-group's built-ins lower (codegen/cg_bi_group.c, and the
// LOWER_RUNTIME rows of the collectives): fences of one thread, async
// copies and collectives as calls of convergent runtime functions, which
// make the kernel run as fibers (an item function, no work-group loop),
// as barrier() does.  Values: tests/api/builtins-group.c.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// A kernel that reaches one of them runs as fibers: an item function and
// no work-group loop; a kernel without keeps its loop.  One whose only
// barrier ends its body runs as regions (a work-group function of loops
// between its barriers, flags BARRIER | REGIONS: tests/codegen/regions-ir.cl).
// CHECK: @__oclc_kernel_k_copy = constant {{.*}} ptr null, ptr @__oclc_item_k_copy,
// CHECK: @__oclc_kernel_k_fence = constant {{.*}} ptr @__oclc_wg_k_fence, ptr @__oclc_item_k_fence, i64 0, i32 9,
// CHECK: @__oclc_kernel_k_collectives = constant {{.*}} ptr null, ptr @__oclc_item_k_collectives,
// CHECK: @__oclc_kernel_k_plain = constant {{.*}} ptr @__oclc_wg_k_plain, ptr null,
// Sub-groups (below): flags BARRIER | SUBGROUPS, and SUBGROUPS alone.
// CHECK: @__oclc_kernel_k_subgroups = constant {{.*}} i32 5,
// CHECK: @__oclc_kernel_k_sg_ids = constant {{.*}} i32 4,
// The runtime functions are convergent; the kernels' C functions run
// their item functions, where the bodies are (cg_kernel.c,
// make_plain_wrapper), which come after the declarations.
// CHECK: declare ptr @__oclc_async_copy(ptr, ptr, i64, i64, i64, i64, ptr) [[CONV:#[0-9]+]]
// CHECK: declare i32 @__oclc_work_group_reduce_add_int(i32) [[CONV]]
// sg_plain (below), a plain function, keeps the runtime's calls; it comes
// before the kernels' item and work-group functions in the module.
// CHECK-LABEL: define i32 @sg_plain(
// CHECK: call i32 @__oclc_get_sub_group_size()
// CHECK: call i32 @__oclc_get_sub_group_local_id()
// CHECK: call i32 @__oclc_get_num_sub_groups()
// CHECK: ret i32

kernel void k_copy(global float4 *g, local float4 *l) {
  event_t e = async_work_group_copy(l, g, 16, 0);
  e = async_work_group_strided_copy(g, l, 16, 4, e);
  wait_group_events(1, &e);
  prefetch(g, 16);
}
// __oclc_async_copy(dst, src, element size, n, dst stride, src stride, event)
// CHECK-LABEL: define void @__oclc_item_k_copy(
// CHECK: [[E:%.*]] = call ptr @__oclc_async_copy(ptr %{{.*}}, ptr %{{.*}}, i64 16, i64 16, i64 1, i64 1, ptr null)
// CHECK: call ptr @__oclc_async_copy(ptr %{{.*}}, ptr %{{.*}}, i64 16, i64 16, i64 4, i64 1, ptr
// CHECK-NOT: call
// CHECK: call void @llvm.prefetch.p0(ptr %{{.*}}, i32 0, i32 3, i32 1)

kernel void k_strided_in(global short3 *g, local short3 *l, ulong n) {
  event_t e = async_work_group_strided_copy(l, g, n, 3, 0);
  wait_group_events(1, &e);
}
// A 3-vector is copied as a 4-vector (6.15.10); the source stride is 3.
// CHECK-LABEL: define void @__oclc_item_k_strided_in(
// CHECK: call ptr @__oclc_async_copy(ptr %{{.*}}, ptr %{{.*}}, i64 8, i64 %{{.*}}, i64 1, i64 3, ptr null)

kernel void k_fence(global int *p) {
  mem_fence(CLK_GLOBAL_MEM_FENCE);
  read_mem_fence(CLK_LOCAL_MEM_FENCE);
  write_mem_fence(CLK_LOCAL_MEM_FENCE);
  p[0] = 1;
  work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
}
// The work-items of a group run on one thread: fences of that thread.
// CHECK-LABEL: define void @__oclc_wg_k_fence(
// CHECK: fence syncscope("singlethread") acq_rel
// CHECK: fence syncscope("singlethread") acquire
// CHECK: fence syncscope("singlethread") release
// CHECK: call void @__oclc_barrier(i32 1)

kernel void k_collectives(global int *p, global double *d, global ulong *u) {
  p[0] = work_group_reduce_add(p[1]) + work_group_all(p[2]) + work_group_any(p[3]);
  d[0] = work_group_scan_exclusive_max(d[1]) + work_group_broadcast(d[2], 1, 2);
  u[0] = work_group_scan_inclusive_min(u[1]) + work_group_broadcast(u[2], 5) + work_group_broadcast(u[3], 0, 1, 2);
}
// __oclc_<name>_<type>; broadcast by its number of ids.
// CHECK-LABEL: define void @__oclc_item_k_collectives(
// CHECK: call i32 @__oclc_work_group_reduce_add_int(i32
// CHECK: call i32 @__oclc_work_group_all_int(i32
// CHECK: call i32 @__oclc_work_group_any_int(i32
// CHECK: call double @__oclc_work_group_scan_exclusive_max_double(double
// CHECK: call double @__oclc_work_group_broadcast2_double(double %{{.*}}, i64 1, i64 2)
// CHECK: call i64 @__oclc_work_group_scan_inclusive_min_ulong(i64
// CHECK: call i64 @__oclc_work_group_broadcast1_ulong(i64 %{{.*}}, i64 5)
// CHECK: call i64 @__oclc_work_group_broadcast3_ulong(i64 %{{.*}}, i64 0, i64 1, i64 2)

kernel void k_plain(global int *p) { p[get_global_id(0)] = rotate(p[0], 3); }

// A sub-group is the work-group: its collectives and sub_group_barrier
// are runtime functions of their own (broadcast by one uint id), the
// group's underneath; the work-item functions are the group's sizes and
// ids, loads in the kernel (no call), the runtime's in a plain function.
// A kernel that uses any of them has the descriptor flag
// OCLC_KERNEL_SUBGROUPS (4): its groups have at most 128 work-items
// (the descriptors' checks are at the top).
kernel void k_subgroups(global uint *p, global float *f) {
  p[0] = sub_group_reduce_max(p[1]) + sub_group_all(p[2]) + sub_group_broadcast(p[3], 2u);
  f[0] = sub_group_scan_inclusive_add(f[1]);
  sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
}
// CHECK-LABEL: define void @__oclc_item_k_subgroups(
// CHECK: call i32 @__oclc_sub_group_reduce_max_uint(i32
// CHECK: call i32 @__oclc_sub_group_all_int(i32
// CHECK: call i32 @__oclc_sub_group_broadcast_uint(i32 %{{.*}}, i32 2)
// CHECK: call float @__oclc_sub_group_scan_inclusive_add_float(float
// CHECK: call void @__oclc_sub_group_barrier(i32 2)

uint sg_plain(void) { return get_sub_group_size() + get_sub_group_local_id() + get_num_sub_groups(); }

kernel void k_sg_ids(global uint *p) { p[get_sub_group_local_id()] = get_sub_group_size() * get_num_sub_groups(); }
// CHECK-LABEL: define {{.*}} @__oclc_wg_k_sg_ids(
// CHECK-NOT: @__oclc_get_
// CHECK: ret void

// CHECK: attributes [[CONV]] = { convergent nounwind }
