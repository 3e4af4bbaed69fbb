// Atomic additions combined per row of a work-group (codegen/cg_combine.c):
// in the kernels below whose atomics are each work-item's last access
// that another could see, and that have no other atomic, fence or
// volatile read, the row loop updates a table in the frame (a hit is a
// plain add) and the flush before `ret` does one atomic per word.  The
// rest keep one atomic per work-item.  Values: tests/api/atomics-combined.c.
// RUN: %oclc -cl-std=CL3.0 -S -emit-llvm -O2 %s -o - | FileCheck %s
// RUN: %oclc -cl-std=CL3.0 -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=O0
// No metadata mark is left behind at any level.
// RUN: %oclc -cl-std=CL3.0 -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=NOMARK
// RUN: %oclc -cl-std=CL3.0 -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=NOMARK
// NOMARK-NOT: oclc.combine
// On nvptx64 a row's work-items run in parallel: nothing is combined.
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-std=CL1.2 -S -emit-llvm -DPTX %s -o - | FileCheck %s --check-prefix=PTX
// PTX-NOT: {{combine\.|oclc\.combine}}
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable

// CHECK-LABEL: define void @__oclc_wg_hist(
// CHECK: %combine.keys = alloca [512 x i64], align 8
// CHECK: %combine.used = alloca [8 x i64], align 8
// CHECK: store [8 x i64] zeroinitializer, ptr %combine.used
// A row of fewer than 8 work-items does the atomics as they were:
// CHECK: %combine.on = icmp uge i64 %row.len, 8
// CHECK: {{^}}lx.body:
// CHECK: br i1 %combine.on
// CHECK: {{^}}hit{{.*}}:
// CHECK-NEXT: load i64
// CHECK-NEXT: add i64 %{{.*}}, 1
// CHECK-NEXT: store i64
// CHECK-NEXT: br label
// CHECK: {{^}}evict
// CHECK: atomicrmw add ptr %{{.*}}, i32 %{{.*}} monotonic, align 4
// CHECK: {{^}}exit:
// CHECK: call i64 @llvm.cttz.i64(
// CHECK: atomicrmw add ptr %{{.*}}, i32 %{{.*}} monotonic, align 4
// CHECK: ret void
// O0-LABEL: define void @__oclc_wg_hist(
// O0: %combine.keys = alloca [512 x i64]
// O0: call i64 @llvm.cttz.i64(
// O0: ret void
kernel void hist(global const uchar *in, global uint *bins) {
  atomic_inc(&bins[in[get_global_id(0)]]);
}

// A 64-bit word's key has its lowest bit set; a sub adds the negation.
// CHECK-LABEL: define void @__oclc_wg_wide(
// CHECK: %combine.keys = alloca
// CHECK: {{^}}lx.body:
// CHECK: %[[P:.*]] = ptrtoint ptr %{{.*}} to i64
// CHECK: or i64 %[[P]], 1
// CHECK: sub i64 0, %{{.*}}
// CHECK: atomicrmw add ptr %{{.*}}, i64 %{{.*}} monotonic, align 8
// CHECK: ret void
kernel void wide(global long *s, global int *d, long v, int w) {
  atom_add(&s[get_global_id(0) & 7], v);
  atomic_sub(&d[get_global_id(0) & 3], w);
}

// Atomics in a loop, each followed only by more of them; C11's seq_cst
// and relaxed forms (an order does not matter for a work-item's last act).
// CHECK-LABEL: define void @__oclc_wg_loop(
// CHECK: %combine.keys = alloca
// CHECK: ret void
kernel void loop(global int *c) {
  for (int j = 0; j < 4; j++) atomic_add(&c[(get_global_id(0) + j) & 63], j);
}
// CHECK-LABEL: define void @__oclc_wg_c11(
// CHECK: %combine.keys = alloca
// CHECK: ret void
#ifndef PTX
kernel void c11(global atomic_int *a, global atomic_long *b) {
  atomic_fetch_add(&a[get_global_id(0) & 15], 1);
  atomic_fetch_add_explicit(&b[0], 2, memory_order_relaxed, memory_scope_device);
}
#endif

// A private atomic read back through a plain pointer: the read sees
// what the add did, so neither add is combined.
// CHECK-LABEL: define void @__oclc_wg_priv(
// CHECK-NOT: combine
// CHECK: ret void
#ifndef PTX
kernel void priv(global atomic_int *g) {
  atomic_int x;
  atomic_init(&x, 0);
  atomic_fetch_add(&x, 5);
  int v = *(int *)&x;
  atomic_fetch_add(&g[0], v);
}
#endif

// The other read-modify-writes combine the same way, one kind a kernel:
// a hit ors (ands, xors) the value in, or keeps the larger (smaller).
// CHECK-LABEL: define void @__oclc_wg_bits(
// CHECK: %combine.keys = alloca
// CHECK: {{^}}hit{{.*}}:
// CHECK-NEXT: load i64
// CHECK-NEXT: or i64
// CHECK: atomicrmw or ptr %{{.*}}, i32 %{{.*}} monotonic, align 4
// CHECK: ret void
kernel void bits(global uint *w) {
  uint i = get_global_id(0);
  atomic_or(&w[(i * 2654435761u) >> 22], 1u << (i & 31));
}
// CHECK-LABEL: define void @__oclc_wg_highest(
// CHECK: %combine.keys = alloca
// CHECK: sext i32
// CHECK: {{^}}hit{{.*}}:
// CHECK-NEXT: %[[S:.*]] = load i64
// CHECK-NEXT: %[[GT:.*]] = icmp sgt i64 %[[S]], %{{.*}}
// CHECK-NEXT: select i1 %[[GT]], i64 %[[S]]
// CHECK: atomicrmw max ptr
// CHECK: ret void
kernel void highest(global int *m, global const int *v) {
  atomic_max(&m[0], v[get_global_id(0)]);
}
// An unsigned min compares zero-extended values:
// CHECK-LABEL: define void @__oclc_wg_lowest(
// CHECK: %combine.keys = alloca
// CHECK: zext i32
// CHECK: icmp ult i64
// CHECK: atomicrmw umin ptr
// CHECK: ret void
kernel void lowest(global uint *m, global const uint *v) {
  atomic_min(&m[0], v[get_global_id(0)]);
}
// Two kinds in one kernel are left alone (a work-item's add and or on
// one word must keep their order):
// CHECK-LABEL: define void @__oclc_wg_mixed(
// CHECK-NOT: combine
// CHECK: ret void
kernel void mixed(global int *c) {
  atomic_add(&c[0], 1);
  atomic_or(&c[get_global_id(0) & 1], 2);
}

// Left alone.  The old value is used:
// CHECK-LABEL: define void @__oclc_wg_used(
// CHECK-NOT: combine
// CHECK: ret void
kernel void used(global int *c, global int *t) {
  atomic_inc(&c[1]);
  t[get_global_id(0)] = atomic_inc(&c[0]);
}
// A store after the atomic (it may be the word's own memory):
// CHECK-LABEL: define void @__oclc_wg_after(
// CHECK-NOT: combine
// CHECK: ret void
kernel void after(global int *c, global int *out) {
  atomic_inc(&c[0]);
  out[get_global_id(0)] = 1;
}
// A load after it, through the loop around it:
// CHECK-LABEL: define void @__oclc_wg_loopload(
// CHECK-NOT: combine
// CHECK: ret void
kernel void loopload(global const uchar *in, global int *bins) {
  for (int j = 0; j < 4; j++) atomic_inc(&bins[in[get_global_id(0) * 4 + j]]);
}
// An exchange (not combinable), a fence, a volatile read:
// CHECK-LABEL: define void @__oclc_wg_xchg(
// CHECK-NOT: combine
// CHECK: ret void
kernel void xchg(global int *c) {
  atomic_inc(&c[0]);
  atomic_xchg(&c[1], 3);
}
// CHECK-LABEL: define void @__oclc_wg_fence(
// CHECK-NOT: combine
// CHECK: ret void
kernel void fence(global int *c) {
  mem_fence(CLK_GLOBAL_MEM_FENCE);
  atomic_inc(&c[0]);
}
// CHECK-LABEL: define void @__oclc_wg_spin(
// CHECK-NOT: combine
// CHECK: ret void
kernel void spin(volatile global int *flag, global int *c) {
  if (*flag) atomic_inc(&c[0]);
}
// An atomic in a called function (only the kernel's own are combined):
// CHECK-LABEL: define void @__oclc_wg_helper(
// CHECK-NOT: combine
// CHECK: ret void
void bump(global int *c) { atomic_inc(c); }
kernel void helper(global int *c) { bump(c); }
// A kernel that another kernel calls: its work-items are not only its rows'.
// CHECK-LABEL: define void @__oclc_wg_callee(
// CHECK-NOT: combine
// CHECK: ret void
kernel void callee(global int *c) { atomic_inc(c); }
kernel void caller(global int *c, global int *d) { callee(c); d[0] = c[0]; }
