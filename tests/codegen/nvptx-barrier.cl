// Barriers and fences on nvptx64 (docs/gpu.md): barrier and
// work_group_barrier are bar.sync 0 (llvm.nvvm.barrier0), which orders the
// memory accesses of the block's threads; a device or all-devices scope
// adds membar.gl or membar.sys on both sides.  mem_fence & co are
// membar.cta; atomic_work_item_fence is the membar of its scope, nothing
// for a work-item or a relaxed order.  No LLVM `fence`: NVPTX 19 selects
// none.  Every function is convergent.  ptxas assembles the PTX.
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-std=CL3.0 -S -emit-llvm -O0 %s -o %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-std=CL3.0 -S -O2 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas %t.ptx -o %t.cubin %}
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-std=CL3.0 -S -O0 %s -o %t.O0.ptx
// RUN: %if ptxas %{ %ptxas %t.O0.ptx -o %t.O0.cubin %}
// CHECK-NOT: fence

// CHECK: define void @sync(ptr addrspace(3) %t) #[[ATTR:[0-9]+]]
void sync(local int *t)
{
    t[0] = 1;
    // CHECK: call void @llvm.nvvm.barrier0()
    // CHECK-NEXT: load
    barrier(CLK_LOCAL_MEM_FENCE);
    t[1] = t[0];
    // CHECK: call void @llvm.nvvm.barrier0()
    // CHECK-NEXT: load
    work_group_barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
    t[2] = t[1];
}

// PTX-LABEL: .entry k(
// PTX: bar.sync 0;
// PTX: bar.sync 0;
// PTX: membar.gl;
// PTX-NEXT: bar.sync 0;
// PTX-NEXT: membar.gl;
// PTX: membar.sys;
// PTX-NEXT: bar.sync 0;
// PTX-NEXT: membar.sys;
// PTX: bar.sync 0;
// PTX: membar.cta;
// PTX: membar.cta;
// PTX: membar.cta;
// PTX: ret;
// CHECK-LABEL: define internal void @__oclc_body_k(
kernel void k(global int *g, local int *t)
{
    sync(t);
    // CHECK: call void @llvm.nvvm.membar.gl()
    // CHECK-NEXT: call void @llvm.nvvm.barrier0()
    // CHECK-NEXT: call void @llvm.nvvm.membar.gl()
    work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
    g[0] = 1;
    // CHECK: call void @llvm.nvvm.membar.sys()
    // CHECK-NEXT: call void @llvm.nvvm.barrier0()
    // CHECK-NEXT: call void @llvm.nvvm.membar.sys()
    work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_all_svm_devices);
    g[1] = 2;
    // An execution barrier (no flags) and a work-group scope: bar.sync alone.
    // CHECK: store
    // CHECK-NEXT: call void @llvm.nvvm.barrier0()
    // CHECK-NEXT: call void @llvm.nvvm.barrier0()
    // CHECK-NEXT: load
    work_group_barrier(0, memory_scope_device);
    work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
    g[2] = g[1];
    // CHECK: call void @llvm.nvvm.membar.cta()
    // CHECK: call void @llvm.nvvm.membar.cta()
    // CHECK: call void @llvm.nvvm.membar.cta()
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    g[3] = 3;
    read_mem_fence(CLK_LOCAL_MEM_FENCE);
    g[4] = 4;
    write_mem_fence(CLK_GLOBAL_MEM_FENCE);
    g[5] = 5;
    // CHECK: call void @llvm.nvvm.membar.cta()
    // CHECK-NOT: membar
    // CHECK: ret void
    atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
    g[6] = 6;
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_item);
    g[7] = 7;
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_relaxed, memory_scope_work_group);
}
// CHECK: attributes #[[ATTR]] = { convergent
