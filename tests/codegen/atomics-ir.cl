// How the atomic functions lower (codegen/cg_bi_atomic.c): one LLVM
// atomic instruction each, relaxed (monotonic) for the 1.x names, seq_cst
// for the C11 forms without an order, the given order otherwise.  An
// atomic on local memory is of one thread (a work-group runs on one
// thread): a volatile load, the operation and a volatile store, no locked
// instruction; a fence of work-item or work-group scope is
// syncscope("singlethread").  to_global & co ask the runtime where a pointer points.  Values:
// tests/api/atomics.c, tests/api/generic-space.c.
// RUN: %oclc -cl-std=CL3.0 -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc -cl-std=CL3.0 -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=SPACES
// At -O2 the work-group loop around a kernel with atomics is not
// vectorized; hist's atomics are combined per row, and what reaches
// memory is a scalar atomic per word (tests/codegen/combine-atomics.cl).
// RUN: %oclc -cl-std=CL3.0 -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=OPT
// On nvptx64 a group's work-items run in parallel: local atomics are not
// of one thread there (the 1.x functions; 2.0's need features nvptx64
// does not claim).
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-std=CL1.2 -S -emit-llvm -DPTX %s -o - | FileCheck %s --check-prefix=PTX
// PTX: atomicrmw sub ptr addrspace(3) %{{.*}}, i32 1 monotonic, align 4
// PTX-NOT: singlethread

#ifndef PTX
// Program-scope atomics hold their ATOMIC_VAR_INIT values.
// CHECK: @counter = {{.*}}global i32 7, align 4
// CHECK: @table = {{.*}}global [3 x i64] [i64 1, i64 2, i64 0], align 8
global atomic_int counter = ATOMIC_VAR_INIT(7);
global atomic_long table[3] = {ATOMIC_VAR_INIT(1), ATOMIC_VAR_INIT(2)};
#endif

// A kernel's body is its work-group function (the plain @legacy calls it).
// CHECK-LABEL: define {{.*}} @__oclc_wg_legacy(
// CHECK: atomicrmw add ptr %{{.*}}, i32 {{.*}} monotonic, align 4
// CHECK: atomicrmw sub ptr %{{.*}}, i32 {{.*}} monotonic, align 4
// CHECK: atomicrmw xchg ptr %{{.*}}, float {{.*}} monotonic, align 4
// CHECK: atomicrmw add ptr %{{.*}}, i32 1 monotonic, align 4
// CHECK: %[[OLD:.*]] = load volatile i32, ptr %[[L:.*]], align 4
// CHECK-NEXT: %[[NEW:.*]] = sub i32 %[[OLD]], 1
// CHECK-NEXT: store volatile i32 %[[NEW]], ptr %[[L]], align 4
// CHECK: cmpxchg ptr %{{.*}}, i32 {{.*}}, i32 {{.*}} monotonic monotonic, align 4
// CHECK: atomicrmw min ptr
// CHECK: atomicrmw umax ptr
// CHECK: atomicrmw and ptr
// CHECK: load volatile i32
// CHECK-NEXT: or i32 %{{.*}}, 8
// CHECK-NEXT: store volatile i32
// CHECK: atomicrmw xor ptr
// CHECK: atomicrmw add ptr %{{.*}}, i64 {{.*}} monotonic, align 8
kernel void legacy(global int *p, global float *f, local int *l, global uint *u, global long *g64) {
  atomic_add(p, 1);
  atomic_sub(p, 2);
  atomic_xchg(f, 1.0f);
  atomic_inc(p);
  atomic_dec(l);
  atomic_cmpxchg(p, 3, 4);
  atomic_min(p, 5);
  atomic_max(u, 6u);
  atomic_and(p, 7);
  atomic_or(l, 8);
  atomic_xor(p, 9);
#ifndef PTX
  atom_add(g64, 10L); /* the extensions are the host's */
#endif
}
#ifndef PTX

// CHECK-LABEL: define {{.*}} @__oclc_wg_c11(
// CHECK: store i32 {{.*}}, ptr %{{.*}}, align 4
// CHECK: atomicrmw add ptr %{{.*}}, i32 {{.*}} seq_cst, align 4
// CHECK: atomicrmw sub ptr %{{.*}}, i32 {{.*}} monotonic, align 4
// CHECK: atomicrmw or ptr %{{.*}}, i32 {{.*}} release, align 4
// CHECK: %[[OLD2:.*]] = load volatile i32, ptr %[[LA:.*]], align 4
// CHECK-NEXT: %[[NEW2:.*]] = xor i32 %[[OLD2]], {{.*}}
// CHECK-NEXT: store volatile i32 %[[NEW2]], ptr %[[LA]], align 4
// CHECK: load atomic i32, ptr %{{.*}} acquire, align 4
// CHECK: store atomic i32 {{.*}}, ptr %{{.*}} release, align 4
// CHECK: atomicrmw xchg ptr %{{.*}}, float {{.*}} seq_cst, align 4
// CHECK: atomicrmw max ptr %{{.*}}, i64 {{.*}} seq_cst, align 8
// CHECK: atomicrmw umin ptr %{{.*}}, i32 {{.*}} seq_cst, align 4
// A compare-exchange writes *expected only when it fails.
// CHECK: %[[E:.*]] = load i32, ptr %e
// CHECK: %[[X:.*]] = cmpxchg weak ptr %{{.*}}, i32 %[[E]], i32 {{.*}} acq_rel acquire, align 4
// CHECK: %[[OK:.*]] = extractvalue { i32, i1 } %[[X]], 1
// CHECK: br i1 %[[OK]], label %cas.done{{(\.i)?}}, label %cas.fail{{(\.i)?}}
// CHECK: cas.fail{{(\.i)?}}:
// CHECK: store i32 %old{{[0-9]*(\.i)?}}, ptr %e
// A float's compare-exchange compares its bits.
// CHECK: cmpxchg ptr %{{.*}}, i32 {{.*}}, i32 {{.*}} seq_cst seq_cst, align 4
// The flag: an exchange with 1, a store of 0.
// CHECK: atomicrmw xchg ptr %{{.*}}, i32 1 acquire, align 4
// CHECK: store atomic i32 0, ptr %{{.*}} release, align 4
// Fences: a relaxed one is nothing; work-group scope is one thread's.
// CHECK-NOT: fence monotonic
// CHECK: fence syncscope("singlethread") acq_rel
// CHECK: fence seq_cst
kernel void c11(global atomic_int *a, local atomic_int *la, global atomic_float *f, global atomic_long *l,
                global atomic_uint *u, global atomic_flag *flag, global int *out) {
  atomic_init(a, 1);
  atomic_fetch_add(a, 2);
  atomic_fetch_sub_explicit(a, 3, memory_order_relaxed);
  atomic_fetch_or_explicit(a, 4, memory_order_release, memory_scope_device);
  atomic_fetch_xor_explicit(la, 5, memory_order_acq_rel, memory_scope_work_group);
  out[0] = atomic_load_explicit(a, memory_order_acquire);
  atomic_store_explicit(a, 6, memory_order_release);
  atomic_exchange(f, 1.5f);
  atomic_fetch_max(l, 7L);
  atomic_fetch_min(u, 8u);
  int e = 0;
  out[1] = atomic_compare_exchange_weak_explicit(a, &e, 9, memory_order_acq_rel, memory_order_acquire);
  float fe = 2.0f;
  out[2] = atomic_compare_exchange_strong(f, &fe, 3.0f);
  out[3] = atomic_flag_test_and_set_explicit(flag, memory_order_acquire);
  atomic_flag_clear_explicit(flag, memory_order_release);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acq_rel, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
}

// SPACES-LABEL: define {{.*}} @spaces(
// SPACES: %[[S:.*]] = call i32 @__oclc_space_of(ptr %{{.*}})
// SPACES: icmp eq i32 %[[S]], 0
// SPACES: %[[L:.*]] = call i32 @__oclc_space_of(ptr %{{.*}})
// SPACES: icmp eq i32 %[[L]], 1
// SPACES: %[[P:.*]] = call i32 @__oclc_space_of(ptr %{{.*}})
// SPACES: icmp eq i32 %[[P]], 2
// SPACES: %[[F:.*]] = call i32 @__oclc_space_of(ptr %{{.*}})
// SPACES: %[[FL:.*]] = icmp eq i32 %[[F]], 1
// SPACES: select i1 %[[FL]], i32 1, i32 2
void spaces(global int *out, int *p) {
  out[0] = to_global(p) != 0;
  out[1] = to_local(p) != 0;
  out[2] = to_private(p) != 0;
  out[3] = get_fence(p);
}

// OPT-LABEL: define {{.*}} @__oclc_wg_hist(
// OPT-NOT: <{{[0-9]+}} x i32>
// OPT: atomicrmw add ptr %{{.*}}, i32 %{{.*}} monotonic, align 4
// OPT-NOT: <{{[0-9]+}} x i32>
// OPT: ret void
kernel void hist(global const uchar *in, global int *bins) {
  atomic_inc(&bins[in[get_global_id(0)]]);
}
#endif
