// The work-item functions on nvptx64 (docs/gpu.md): special registers
// (%tid, %ctaid, %ntid, %nctaid) and the hidden parameters, work_dim and
// the global offsets, that every .entry takes after the user's and stores
// into shared variables for the functions it calls.  A dimension past 2
// is the spec's neutral value, a run-time one selects.  ptxas assembles
// the PTX at -O0 and -O2.
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O0 %s -o %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O2 -DSTATIC=static %s -o - | FileCheck %s --check-prefix=O2
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O2 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas %t.ptx -o %t.cubin %}
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %s -o %t.O0.ptx
// RUN: %if ptxas %{ %ptxas %t.O0.ptx -o %t.O0.cubin %}

// CHECK-DAG: @__oclc_global_offset = internal addrspace(3) global [3 x i64] undef, align 8
// CHECK-DAG: @__oclc_work_dim = internal addrspace(3) global i32 undef, align 4

// A plain function reads the registers and the shared variables too.
// CHECK-LABEL: define i64 @ids(i32 %d)
#ifndef STATIC
#define STATIC
#endif
STATIC size_t ids(uint d)
{
    // CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.x()
    // CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
    // CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
    // CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
    size_t r = get_local_id(0) + get_group_id(1) + get_local_size(2) + get_num_groups(0);
    // get_global_id(0): ctaid * ntid + tid + the offset.
    // CHECK: %[[NT:[0-9]+]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
    // CHECK: %[[NT64:[0-9]+]] = zext i32 %[[NT]] to i64
    // CHECK: %[[CT:[0-9]+]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
    // CHECK: %[[CT64:[0-9]+]] = zext i32 %[[CT]] to i64
    // CHECK: %[[B:[0-9]+]] = mul nuw i64 %[[CT64]], %[[NT64]]
    // CHECK: %[[T:[0-9]+]] = call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.x()
    // CHECK: %[[T64:[0-9]+]] = zext i32 %[[T]] to i64
    // CHECK: %[[I:[0-9]+]] = add nuw i64 %[[B]], %[[T64]]
    // CHECK: %[[OFF:.*]] = load i64, ptr addrspace(3) @__oclc_global_offset, align 8
    // CHECK: add i64 %[[I]], %[[OFF]]
    r += get_global_id(0);
    // CHECK: load i32, ptr addrspace(3) @__oclc_work_dim
    r += get_work_dim();
    // A run-time dimension selects among the three, then the neutral 1.
    // CHECK: icmp eq i32 %{{[0-9]+}}, 1
    // CHECK: icmp eq i32 %{{[0-9]+}}, 2
    // CHECK: %[[OK:.*]] = icmp ult i32 %{{[0-9]+}}, 3
    // CHECK: select i1 %[[OK]], i64 %{{[0-9]+}}, i64 1
    r += get_global_size(d);
    // Past the third dimension: constants.
    // CHECK-NOT: sreg
    // CHECK: add i64 %{{.*}}, 1
    r += get_local_size(3) + get_global_id(7);
    return r;
}

// The kernel's body is its own function; the .entry stores the hidden
// values, then calls it.
// CHECK-LABEL: define internal void @__oclc_body_k(ptr addrspace(1) %out)
// CHECK-LABEL: define ptx_kernel void @k(ptr addrspace(1) %out, i32 %work_dim, i64 %global_offset.x, i64 %global_offset.y, i64 %global_offset.z)
// CHECK: store i32 %work_dim, ptr addrspace(3) @__oclc_work_dim, align 4
// CHECK: store i64 %global_offset.x, ptr addrspace(3) @__oclc_global_offset, align 8
// CHECK: store i64 %global_offset.y, ptr addrspace(3) getelementptr inbounds ([3 x i64], ptr addrspace(3) @__oclc_global_offset, i32 0, i32 1), align 8
// CHECK: store i64 %global_offset.z, ptr addrspace(3) getelementptr inbounds ([3 x i64], ptr addrspace(3) @__oclc_global_offset, i32 0, i32 2), align 8
// CHECK: call void @__oclc_body_k(ptr addrspace(1) %out)
// CHECK: ret void
kernel void k(global ulong *out)
{
    size_t i = get_global_linear_id();
    out[i] = ids(get_local_linear_id() & 3) + get_global_offset(2) + get_enqueued_local_size(1);
}

// At -O2 the body is inlined, the stores forwarded to the loads, and the
// shared variables gone (ids is static there: nothing else reads them):
// the offsets come from the parameters.
// O2-NOT: @__oclc_work_dim =
// O2-NOT: @__oclc_global_offset =
// O2-LABEL: define ptx_kernel void @k(
// O2-NOT: call {{.*}}@__oclc_body_k
// O2-NOT: addrspace(3)
// O2: ret void

// PTX: .entry k(
// PTX-NEXT: .param .u64 k_param_0,
// PTX-NEXT: .param .u32 k_param_1,
// PTX-NEXT: .param .u64 k_param_2,
// PTX-NEXT: .param .u64 k_param_3,
// PTX-NEXT: .param .u64 k_param_4
// PTX-NEXT: )
// PTX-DAG: %tid.x
// PTX-DAG: %ctaid.y
// PTX-DAG: %ntid.z
// PTX-DAG: %nctaid.x
