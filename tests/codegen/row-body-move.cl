// A kernel's body goes into its row loop by moving its blocks there when
// the row loop is its only caller (cg_kernel.c, move_variant), and through
// the always-inliner otherwise: the moved body keeps its values' names
// (the inliner's copies end in `.i`), its allocas go to the entry block,
// and, when optimizing, its private arrays' lifetimes are marked around
// each work-item, as the inliner marks them.  Run-time values of the same
// cases: tests/api/row-body.c.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefixes=CHECK,O0
// RUN: %oclc -S -emit-llvm -O1 %s -o - | FileCheck %s --check-prefixes=CHECK,O1

kernel void moved(global int *o, global const int *x) {
  size_t i = get_global_id(0);
  int a[4];
  for (int k = 0; k < 4; k++) a[k] = x[i + k];
  o[i] = a[x[i] & 3];
}
// CHECK-LABEL: define void @__oclc_wg_moved(
// CHECK-NEXT: entry:
// O0: %a = alloca [4 x i32], align 4
// O1-NEXT: %a = alloca [4 x i32], align 4
// CHECK: lx.body:
// O0-NOT: lifetime
// O1-NEXT: %lx = phi
// O1-NEXT: call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %a)
// O0: lx.latch:
// O1: call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %a)
// O1-NEXT: add nuw i64 %lx, 1
// CHECK-NOT: .i =
// CHECK-LABEL: {{^}}}

// inner's body has two callers, its own row loop and outer's body: it is
// inlined into both; outer's, with one, is moved.
kernel void inner(global int *o) { o[get_global_id(0)] = 3; }
kernel void outer(global int *o) { inner(o); }
// CHECK-LABEL: define void @__oclc_wg_inner(
// O0: %o.addr.i = alloca ptr
// O0-NOT: lx.latch:
// CHECK-LABEL: define void @__oclc_wg_outer(
// O0: %o.addr.i = alloca ptr
// O0-NEXT: %o.addr = alloca ptr
// O0: lx.latch:
// CHECK-NOT: define internal
