// The async copies on nvptx64 (docs/gpu.md): the group's work-items copy
// together, work-item i (the local linear id, from %tid and %ntid) taking
// elements i, i + m, i + 2m ... of the m work-items, one load and one store
// of the element's type each; a work-item past the count copies nothing.
// wait_group_events is the barrier after which the copy is complete
// (bar.sync 0), and a copy given no event returns a non-null token.
// tests/gpu/local.c runs them on a GPU against values computed on the host.
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O0 %s -o %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O2 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas %t.ptx -o %t.cubin %}
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %s -o %t.O0.ptx
// RUN: %if ptxas %{ %ptxas %t.O0.ptx -o %t.O0.cubin %}

// CHECK-LABEL: define internal void @__oclc_body_in(
// CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
// CHECK: [[FIRST:%.*]] = icmp ult i64 %{{.*}}, {{%.*|64}}
// CHECK-NEXT: br i1 [[FIRST]], label %[[LOOP:async.copy[0-9]*]], label %[[DONE:async.done[0-9]*]]
// CHECK: [[LOOP]]:
// CHECK-NEXT: [[I:%.*]] = phi i64
// CHECK: [[FROM:%.*]] = getelementptr i8, ptr addrspace(1) %{{.*}}
// CHECK: [[V:%.*]] = load <4 x float>, ptr addrspace(1) [[FROM]], align 16
// CHECK-NEXT: store <4 x float> [[V]], ptr addrspace(3) %{{.*}}, align 16
// CHECK: br i1 %{{.*}}, label %[[LOOP]], label %[[DONE]]
// CHECK: [[DONE]]:
// CHECK: store ptr addrspace(5) inttoptr (i64 1 to ptr addrspace(5))
// CHECK: call void @llvm.nvvm.barrier0()
// PTX-LABEL: .entry in(
// PTX: ld.global{{.*}}.v4.f32
// PTX: st.shared{{.*}}.v4.f32
// PTX: bar.sync 0;
kernel void in(global const float4 *src, local float4 *tile, global float4 *out)
{
    event_t e = async_work_group_copy(tile, src + get_group_id(0) * 64, 64, 0);
    wait_group_events(1, &e);
    out[get_global_id(0)] = tile[63 - get_local_id(0) % 64];
}

// A strided copy multiplies the index by the stride, in elements of the
// type (short: 2 bytes) on the side it names.
// CHECK-LABEL: define internal void @__oclc_body_out(
// CHECK: [[I:%.*]] = phi i64
// CHECK-NEXT: [[D:%.*]] = mul i64 [[I]], %{{.*}}
// CHECK-NEXT: [[DB:%.*]] = mul i64 [[D]], 2
// CHECK-NEXT: [[S:%.*]] = mul i64 [[I]], 1
// CHECK-NEXT: [[SB:%.*]] = mul i64 [[S]], 2
// CHECK-NEXT: getelementptr i8, ptr addrspace(1) %{{.*}}, i64 [[DB]]
// CHECK-NEXT: getelementptr i8, ptr addrspace(3) %{{.*}}, i64 [[SB]]
// CHECK-NEXT: load i16, ptr addrspace(3) %{{.*}}, align 2
// CHECK-NEXT: store i16
// CHECK: call void @llvm.nvvm.barrier0()
kernel void out(global short *dst, local short *tile, ulong stride)
{
    tile[get_local_id(0)] = (short)get_local_id(0);
    barrier(CLK_LOCAL_MEM_FENCE);
    event_t e = async_work_group_strided_copy(dst, tile, get_local_size(0), stride, 0);
    wait_group_events(1, &e);
}
