// A pointer to an array points into its element's address space: on
// nvptx64 `global float (*a)[3]` is `ptr addrspace(1)`, `&s` of a `local`
// array is the shared global in addrspace(3), and a cast of it to `local
// float *` is no cast at all (the same space).  A pointer to constant is
// generic on nvptx64 (a constant kernel argument is a global buffer, which
// the .entry casts to generic for the kernel's body: docs/gpu.md).  Verified by LLVM's
// verifier at -O0 and -O2.
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O0 %s -o %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O2 %s -o - | opt -passes=verify -disable-output
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=X86
// X86: define void @k(ptr %a, ptr %c, ptr %out)

// CHECK: @k.s = internal addrspace(3) global [8 x float]
// CHECK: define internal void @__oclc_body_k(ptr addrspace(1) %a, ptr %c, ptr addrspace(1) %out)
kernel void k(global float (*a)[3], constant int (*c)[2], global float *out)
{
    local float s[8];
    s[1] = 2.0f;
    // CHECK: store ptr addrspace(3) @k.s, ptr addrspace(5) %[[P:[0-9]+]]
    local float *p = (local float *)&s;
    // CHECK: store ptr addrspace(3) @k.s, ptr addrspace(5) %[[Q:[0-9]+]]
    local float (*q)[8] = &s;
    // CHECK: getelementptr inbounds [3 x float], ptr addrspace(1) %{{[0-9]+}}, i64 1
    // CHECK: getelementptr inbounds [2 x i32], ptr %{{[0-9]+}}, i64 1
    // CHECK: load ptr addrspace(3), ptr addrspace(5) %[[P]]
    // CHECK: load ptr addrspace(3), ptr addrspace(5) %[[Q]]
    out[0] = a[1][2] + c[1][0] + p[1] + (*q)[1];
}
// CHECK: define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %c, ptr addrspace(1) %out, i32 %work_dim,
// CHECK: %[[C:[0-9]+]] = addrspacecast ptr addrspace(1) %c to ptr
// CHECK: call void @__oclc_body_k(ptr addrspace(1) %a, ptr %[[C]], ptr addrspace(1) %out)
