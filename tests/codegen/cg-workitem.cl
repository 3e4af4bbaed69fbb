// Work-item functions call the runtime: size_t __oclc_<name>(uint) and
// uint __oclc_get_work_dim(void), declared once per module.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// CHECK-LABEL: define void @ids(
// CHECK: call i64 @__oclc_get_global_id(i32 0)
// CHECK: call i64 @__oclc_get_local_id(i32 1)
// CHECK: call i64 @__oclc_get_group_id(i32 %{{.*}})
// CHECK: call i32 @__oclc_get_work_dim()
// CHECK: call i64 @__oclc_get_global_size(i32 0)
// CHECK: call i64 @__oclc_get_local_size(i32 0)
// CHECK: call i64 @__oclc_get_num_groups(i32 0)
// CHECK: call i64 @__oclc_get_global_offset(i32 0)
// CHECK: call i64 @__oclc_get_enqueued_local_size(i32 0)
// CHECK: call i64 @__oclc_get_global_linear_id()
// CHECK: call i64 @__oclc_get_local_linear_id()
// CHECK: call i64 @__oclc_get_global_id(i32 1)
void ids(global ulong *out, uint d) {
  out[0] = get_global_id(0) + get_local_id(1) + get_group_id(d) + get_work_dim();
  out[1] = get_global_size(0) + get_local_size(0) + get_num_groups(0) + get_global_offset(0);
  out[2] = get_enqueued_local_size(0) + get_global_linear_id() + get_local_linear_id();
  out[3] = get_global_id(1);
}
// CHECK: declare i64 @__oclc_get_global_id(i32)
// CHECK-NOT: declare i64 @__oclc_get_global_id
