// What nvptx64 has no lowering for yet is an error at the use, never
// wrong code: the work-item functions and barriers (special registers and
// bar.sync on a GPU; oclc's CPU runtime provides them on x86_64), and
// calling a kernel from a function (a PTX .entry cannot be called).
// Nothing is written.
// RUN: rm -f %t.s
// RUN: not %oclc --target=nvptx64-nvidia-cuda -S %s -o %t.s 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: not ls %t.s
// The same kernels compile for the host.
// RUN: %oclc -S -emit-llvm %s -o /dev/null
// A GPU LLVM does not know is an error listing the ones it does (LLVM
// would only warn and use its default); -mcpu=native means the host CPU.
// RUN: not %oclc --target=nvptx64-nvidia-cuda -mcpu=sm_800 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADCPU
// BADCPU: error: unknown target CPU 'sm_800'
// BADCPU-NEXT: note: did you mean 'sm_80'?
// BADCPU-NEXT: note: valid target CPU values are: sm_20, {{.*}}, sm_70, {{.*}}, sm_90a
// RUN: not %oclc --target=nvptx64-nvidia-cuda -mcpu=native -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NATIVE
// NATIVE: error: unknown target CPU 'native'

kernel void a(global int *o)
{
    // CHECK: nvptx-unsupported.cl:[[@LINE+1]]:7: error: work-item function 'get_global_id' is not supported on target 'nvptx64' yet
    o[get_global_id(0)] = 1;
    // CHECK: nvptx-unsupported.cl:[[@LINE+1]]:5: error: 'barrier' is not supported on target 'nvptx64' yet
    barrier(CLK_LOCAL_MEM_FENCE);
}

kernel void b(global int *o)
{
    // CHECK: nvptx-unsupported.cl:[[@LINE+1]]:5: error: calling kernel 'a' from a function is not supported on target 'nvptx64' yet
    a(o);
    // CHECK: nvptx-unsupported.cl:[[@LINE+1]]:7: error: work-item function 'get_local_size' is not supported on target 'nvptx64' yet
    o[get_local_size(1)] = 2;
}
// CHECK: 4 errors generated.
