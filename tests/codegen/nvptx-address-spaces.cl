// nvptx64: every pointer carries the LLVM address space the target row
// gives its OpenCL one (support/target.c: global 1, local 3, constant 4,
// private 5, generic 0), objects live in theirs, and kernels are PTX
// .entry functions (the ptx_kernel calling convention) with no CPU
// work-group entry, descriptor or kernel table.  A pointer to constant is
// generic (0): a `constant` kernel argument is a global buffer
// (docs/gpu.md), a program-scope constant is in the const bank (4) and its
// address is cast.  The kernel's body is an internal function that the
// .entry calls with its local arguments made pointers into the dynamic
// shared memory.  The IR passes LLVM's
// verifier.  The same file for x86_64 has no address space at all.
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O0 %s -o %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=NOCPU < %t.ll
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O2 %s -o - | opt -passes=verify -disable-output
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=X86
// X86-NOT: addrspace
// X86: define void @k(ptr %out, ptr %tmp, ptr %lut, ptr %f)
// NOCPU-NOT: {{__oclc_(wg_|item_|kernel_|kernels|printf|barrier|get_)}}

// CHECK: target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
// CHECK: target triple = "nvptx64-nvidia-cuda"
// CHECK-DAG: @__oclc_dynamic_local = external addrspace(3) global [0 x i8], align 128
// CHECK-DAG: @msg = addrspace(4) constant [3 x i8] c"hi\00", align 1
constant char msg[] = "hi";
// CHECK-DAG: @scale = addrspace(1) global float 2.000000e+00, align 4
global float scale = 2.0f;
// CHECK-DAG: @gptr = addrspace(1) global ptr addrspace(1) null, align 8
global int *global gptr = 0;
// A static variable in a function is a program-scope global (6.8).
// CHECK-DAG: @count.n = internal addrspace(1) global i32 0, align 4
// A kernel's local variable is shared memory, with no initializer.
// CHECK-DAG: @k.shared = internal addrspace(3) global [4 x i32] undef, align 4
// String literals are constant.
// CHECK-DAG: @.str = private unnamed_addr addrspace(4) constant [8 x i8] c"literal\00", align 1
// CHECK-DAG: @__const.k = private unnamed_addr addrspace(4) constant [6 x i32]

// A parameter and a local variable: allocas are in address space 0 (the
// data layout's), cast once to private (5), the object's address.
// CHECK-LABEL: define i32 @count(ptr %p)
// CHECK: %p.addr = alloca ptr, align 8
// CHECK-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %p.addr to ptr addrspace(5)
// CHECK: store ptr %p, ptr addrspace(5) %[[P]], align 8
// CHECK: load i32, ptr %
// CHECK: load i32, ptr addrspace(1) @count.n
int count(int *p)
{
    static int n;
    return n += *p;
}

// vload4 reads at a float's alignment: one load per element (the rewrite
// of codegen/cg_workaround.c (5), nvptx-vload-align.cl).
// CHECK-LABEL: define <4 x float> @load4(ptr addrspace(1) %p, i64 %i)
// CHECK-COUNT-4: load float, ptr addrspace(1) %{{.*}}, align 4
float4 load4(global const float *p, size_t i) { return vload4(i, p); }

// CHECK-LABEL: define internal void @__oclc_body_k(ptr addrspace(1) %out, ptr addrspace(3) %tmp, ptr %lut, ptr addrspace(1) %f)
kernel void k(global int *out, local int *tmp, constant int *lut, global float *f)
{
    local int shared[4];
    // CHECK: call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 4 %{{[0-9]+}}, ptr addrspace(4) align 4 @__const.k
    int priv[6] = {1, 2, 3, 4, 5, 6};
    // Named to generic: addrspacecast (cvta in PTX).
    // CHECK: addrspacecast ptr addrspace(1) %{{[0-9]+}} to ptr
    int *gen = out;
    // CHECK: addrspacecast ptr addrspace(5) %{{[0-9]+}} to ptr
    int *gen2 = priv;
    // CHECK: store i32 %{{[0-9]+}}, ptr addrspace(3) @k.shared
    shared[0] = lut[1];
    // CHECK: load i32, ptr addrspace(3)
    // CHECK: load i32, ptr %
    tmp[0] = shared[0] + lut[0];
    // CHECK: call i32 @count(ptr %
    out[0] = count(priv) + count(out) + count(tmp);
    // Generic pointers compare as generic.
    // CHECK: icmp eq ptr %
    out[1] = gen == gen2;
    // CHECK: load i8, ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(4) @msg to ptr), i64 1)
    // CHECK: load float, ptr addrspace(1) @scale
    out[2] = msg[1] + (int)scale;
    // CHECK-COUNT-4: store float %{{.*}}, ptr addrspace(1) %{{.*}}, align 4
    vstore4(load4(f, 0), 1, f);
    // CHECK: store ptr addrspacecast (ptr addrspace(4) @.str to ptr)
    constant char *s = (constant char *)"literal";
    // CHECK: getelementptr inbounds i8, ptr %
    out[3] = s[2];
    // Generic back to global: an explicit cast.
    // CHECK: addrspacecast ptr %{{[0-9]+}} to ptr addrspace(1)
    global int *back = (global int *)gen;
    back[4] = 4;
    // CHECK: ptrtoint ptr addrspace(3) %
    out[5] = (int)(size_t)tmp;
    // CHECK: store ptr addrspace(1) %{{[0-9]+}}, ptr addrspace(1) @gptr
    gptr = out;
}
// The .entry: local arguments are offsets into the dynamic shared memory,
// constant ones global pointers; the hidden parameters follow.
// CHECK-LABEL: define ptx_kernel void @k(ptr addrspace(1) %out, i32 %tmp, ptr addrspace(1) %lut, ptr addrspace(1) %f, i32 %work_dim, i64 %global_offset.x, i64 %global_offset.y, i64 %global_offset.z)
// CHECK: %[[OFF:[0-9]+]] = zext i32 %tmp to i64
// CHECK: %[[TMP:[0-9]+]] = getelementptr inbounds i8, ptr addrspace(3) @__oclc_dynamic_local, i64 %[[OFF]]
// CHECK: %[[LUT:[0-9]+]] = addrspacecast ptr addrspace(1) %lut to ptr
// CHECK: call void @__oclc_body_k(ptr addrspace(1) %out, ptr addrspace(3) %[[TMP]], ptr %[[LUT]], ptr addrspace(1) %f)
// The kernel calls nothing of oclc's runtime and has no descriptor.
// CHECK-NOT: define {{.*}}@__oclc
