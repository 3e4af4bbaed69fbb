// The generic address space on nvptx64 (docs/gpu.md): claimed
// (__opencl_c_generic_address_space), with to_global, to_local, to_private
// and get_fence answered by the GPU itself: isspacep.shared and
// isspacep.local tell where a generic pointer points, the rest is global.
// A pointer of the asked space is cast to it, any other gives NULL;
// get_fence is CLK_LOCAL_MEM_FENCE (1) for local memory and
// CLK_GLOBAL_MEM_FENCE (2) otherwise, as on the CPU.  tests/gpu/local.c
// runs them on a GPU.
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-std=CL3.0 -S -emit-llvm -O0 %s -o %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-std=CL3.0 -S -O2 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas %t.ptx -o %t.cubin %}

#ifndef __opencl_c_generic_address_space
#error "nvptx64 claims the generic address space"
#endif

// CHECK-LABEL: define {{.*}}@global_of(ptr %p)
// CHECK: [[SH:%.*]] = call i1 @llvm.nvvm.isspacep.shared(ptr %{{.*}})
// CHECK-NEXT: [[LO:%.*]] = call i1 @llvm.nvvm.isspacep.local(ptr %{{.*}})
// CHECK-NEXT: [[S1:%.*]] = select i1 [[LO]], i32 2, i32 0
// CHECK-NEXT: [[S:%.*]] = select i1 [[SH]], i32 1, i32 [[S1]]
// CHECK-NEXT: [[HIT:%.*]] = icmp eq i32 [[S]], 0
// CHECK-NEXT: [[C:%.*]] = addrspacecast ptr %{{.*}} to ptr addrspace(1)
// CHECK-NEXT: select i1 [[HIT]], ptr addrspace(1) [[C]], ptr addrspace(1) null
// PTX-LABEL: global_of(
// PTX: isspacep.shared
// PTX: isspacep.local
global int *global_of(int *p) { return to_global(p); }

// CHECK-LABEL: define {{.*}}@local_of(ptr %p)
// CHECK: icmp eq i32 %{{.*}}, 1
// CHECK: addrspacecast ptr %{{.*}} to ptr addrspace(3)
local int *local_of(int *p) { return to_local(p); }

// CHECK-LABEL: define {{.*}}@private_of(ptr %p)
// CHECK: icmp eq i32 %{{.*}}, 2
// CHECK: addrspacecast ptr %{{.*}} to ptr addrspace(5)
private int *private_of(int *p) { return to_private(p); }

// CHECK-LABEL: define {{.*}}@fence_of(ptr %p)
// CHECK: [[L:%.*]] = icmp eq i32 %{{.*}}, 1
// CHECK-NEXT: select i1 [[L]], i32 1, i32 2
cl_mem_fence_flags fence_of(int *p) { return get_fence(p); }

// A generic pointer known to be local, cast to global (to_global, or an
// explicit cast that would be undefined if it ran): LLVM folds the two
// casts into one from shared to global, which NVPTX cannot select (it
// aborted); codegen/cg_workaround.c (4) sends it through generic again.
// PTX-LABEL: .entry inlined(
// PTX: mov.b64 [[G:%rd[0-9]+]], %rd{{[0-9]+}};
// PTX-NEXT: // end inline asm
// PTX-NEXT: cvta.to.global.u64 %rd{{[0-9]+}}, [[G]];
kernel void inlined(local int *l, global int *o)
{
    int *p = l + get_local_id(0);
    o[0] = to_global(p) != 0;
    global int *g = (global int *)p;
    if (o[1] == 12345) o[2] = *g;
}
