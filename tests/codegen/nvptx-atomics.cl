// Atomics on nvptx64 (docs/gpu.md): every atomic function is PTX's atom
// (relaxed, at the GPU's scope, as LLVM 19's NVPTX writes atomicrmw and
// cmpxchg) in global, shared or generic memory, 32- and 64-bit; the
// order is membars of the call's scope around it: release before,
// acquire after, both for seq_cst (the default of the C11 forms); the
// 1.x forms are relaxed.  Loads and stores are relaxed ones (ld.volatile,
// st.volatile) between the same membars.  ptxas assembles the PTX.
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-std=CL3.0 -S -emit-llvm -O0 %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-std=CL3.0 -S -O2 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas %t.ptx -o %t.cubin %}
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-std=CL3.0 -S -O0 %s -o %t.O0.ptx
// RUN: %if ptxas %{ %ptxas %t.O0.ptx -o %t.O0.cubin %}
// CHECK-NOT: fence
// CHECK-NOT: syncscope

// The device claims the 1.x atomics and the orders and scopes.
#if !defined(__opencl_c_atomic_order_seq_cst) || !defined(__opencl_c_atomic_order_acq_rel) ||                \
    !defined(__opencl_c_atomic_scope_device) || !defined(__opencl_c_atomic_scope_all_devices) ||              \
    !defined(cl_khr_int64_base_atomics) || !defined(cl_khr_int64_extended_atomics) ||                         \
    !defined(cl_khr_global_int32_base_atomics) || !defined(cl_khr_local_int32_extended_atomics)
#error "nvptx64 claims the atomics"
#endif

#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

// CHECK-LABEL: define internal void @__oclc_body_legacy(
kernel void legacy(global int *g, local uint *l, global long *g64, local ulong *l64)
{
    // The 1.x forms: relaxed, no membar.
    // CHECK-NOT: membar
    // CHECK: atomicrmw add ptr addrspace(1) %{{.*}}, i32 {{[-0-9]+}} monotonic
    // CHECK: atomicrmw umax ptr addrspace(3) %{{.*}}, i32 {{[-0-9]+}} monotonic
    // CHECK: cmpxchg ptr addrspace(1) %{{.*}} monotonic monotonic
    // CHECK: atomicrmw xchg ptr addrspace(3) %{{.*}}, i32 1 monotonic
    // CHECK: atomicrmw min ptr addrspace(1) %{{.*}}, i64 {{[-0-9]+}} monotonic
    // CHECK: atomicrmw and ptr addrspace(3) %{{.*}}, i64 {{[-0-9]+}} monotonic
    // CHECK: atomicrmw sub ptr addrspace(1) %{{.*}}, i64 1 monotonic
    // CHECK-NOT: membar
    // CHECK: ret void
    atomic_add(g, 3);
    atomic_max(l, 7u);
    atomic_cmpxchg(g + 1, 0, 5);
    atomic_xchg(l + 1, 1u);
    atom_min(g64, -4l);
    atom_and(l64, 12ul);
    atom_dec(g64 + 1);
}

// CHECK-LABEL: define internal void @__oclc_body_c11(
kernel void c11(global atomic_int *a, local atomic_long *b, global int *out, global atomic_uint *gen)
{
    // seq_cst at the device scope: membar.gl on both sides.
    // CHECK: call void @llvm.nvvm.membar.gl()
    // CHECK-NEXT: atomicrmw add ptr addrspace(1) %{{.*}}, i32 2 monotonic
    // CHECK-NEXT: call void @llvm.nvvm.membar.gl()
    out[0] = atomic_fetch_add(a, 2);
    // Acquire at the work-group scope: after only, membar.cta.
    // CHECK-NOT: membar
    // CHECK: load atomic i64, ptr addrspace(3) %{{.*}} monotonic, align 8
    // CHECK-NEXT: call void @llvm.nvvm.membar.cta()
    out[1] = atomic_load_explicit(b, memory_order_acquire, memory_scope_work_group);
    // Release at all devices: before only, membar.sys.
    // CHECK: call void @llvm.nvvm.membar.sys()
    // CHECK-NEXT: store atomic i64 {{.*}}, ptr addrspace(3) %{{.*}} monotonic, align 8
    // CHECK-NOT: membar
    atomic_store_explicit(b, 9, memory_order_release, memory_scope_all_devices);
    // A compare-exchange, acq_rel / relaxed, at the device.
    // CHECK: call void @llvm.nvvm.membar.gl()
    // CHECK: cmpxchg ptr addrspace(1) %{{.*}}, i32 {{.*}}, i32 4 monotonic monotonic
    // CHECK: call void @llvm.nvvm.membar.gl()
    int e = 3;
    out[2] = atomic_compare_exchange_strong_explicit(a, &e, 4, memory_order_acq_rel, memory_order_relaxed,
                                                     memory_scope_device);
    // Relaxed: nothing around it; atomic_init is a plain store.
    // CHECK: atomicrmw umin ptr addrspace(1) %{{.*}}, i32 1 monotonic
    // CHECK-NOT: membar
    // CHECK: store i32 6,
    // CHECK-NOT: membar
    // CHECK: call void @llvm.nvvm.membar.gl()
    out[3] = atomic_fetch_min_explicit(gen, 1u, memory_order_relaxed);
    atomic_init(a + 1, 6);
    // The fences of atomic_work_item_fence at each scope.
    // CHECK-NEXT: call void @llvm.nvvm.membar.sys()
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_all_devices);
    // Through a generic pointer.
    // CHECK: atomicrmw or ptr %{{.*}}, i32 8 monotonic
    volatile generic atomic_int *p = (generic atomic_int *)a;
    out[4] = atomic_fetch_or_explicit(p, 8, memory_order_relaxed);
}

// PTX-LABEL: .entry legacy(
// PTX: atom.global.add.u32
// PTX: atom.shared.max.u32
// PTX: atom.global.cas.b32
// PTX: atom.shared.exch.b32
// PTX: atom.global.min.s64
// PTX: atom.shared.and.b64
// PTX-LABEL: .entry c11(
// PTX: membar.gl;
// PTX: atom.global.add.u32
// PTX: membar.gl;
// PTX: ld.volatile.shared.u64
// PTX: membar.cta;
// PTX: membar.sys;
// PTX: st.volatile.shared.u64
// PTX: atom.global.cas.b32
// PTX: atom.global.min.u32
// PTX: atom.{{(global.)?}}or.b32
