// printf on nvptx64 (docs/gpu.md, support/ptx_abi.h): the arguments in
// 8-byte slots as on the CPU, then a call of the module's
// __oclc_printf_ptx with the format (a generic pointer to the constant
// bank), the slots, their count, the global linear id, the strings %s
// prints (copied into the record: the host cannot read constant memory)
// and the mask of their slots.  The module exports __oclc_printf_buffer,
// which the runtime sets; the record is made with one atomic add on the
// buffer's header.  tests/gpu/printf.c runs it on a GPU against the CPU's
// text.
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O0 %s -o %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O2 %s -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: %if ptxas %{ %ptxas %t.ptx -o %t.cubin %}
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %s -o %t.O0.ptx
// RUN: %if ptxas %{ %ptxas %t.O0.ptx -o %t.O0.cubin %}

// CHECK: @__oclc_printf_buffer = addrspace(1) externally_initialized global i64 0, align 8
// PTX: .visible .global .align 8 .u64 __oclc_printf_buffer;

// Slots: i, the two lanes of v, the string's address: 4; the string is
// slot 3 (mask 8).
// CHECK-LABEL: define internal void @__oclc_body_k(
// CHECK: %printf.args = alloca [4 x i64]
// CHECK: %printf.strings = alloca [1 x i64]
// CHECK: %printf = call i32 @__oclc_printf_ptx(ptr addrspacecast (ptr addrspace(4) @{{.*}} to ptr), ptr %{{.*}}, i32 4, i64 %{{.*}}, ptr %{{.*}}, i32 1, i64 8)
// A call without strings passes none.
// CHECK: call i32 @__oclc_printf_ptx(ptr addrspacecast (ptr addrspace(4) @{{.*}} to ptr), ptr null, i32 0, i64 %{{.*}}, ptr null, i32 0, i64 0)
kernel void k(global int *r)
{
    size_t i = get_global_id(0);
    float2 v = (float2)(0.5f, 1.5f) + (float)i;
    r[i] = printf("wi %d: %.2v2hlf %s\n", (int)i, v, "done");
    printf("plain\n");
}

// The record: room taken by an atomic add on the buffer's `used`, refused
// past its capacity (-1); the fixed part, the slots, the format, then the
// strings, each measured by __oclc_ptx_strlen.
// CHECK-LABEL: define internal i32 @__oclc_printf_ptx(
// CHECK: load i64, ptr addrspace(1) @__oclc_printf_buffer
// CHECK: call i64 @__oclc_ptx_strlen(
// CHECK: atomicrmw add ptr %{{.*}}, i64 %{{.*}} monotonic
// CHECK: icmp ugt i64
// CHECK: call void @llvm.memcpy
// CHECK: ret i32 -1
// PTX: atom.add.u64
