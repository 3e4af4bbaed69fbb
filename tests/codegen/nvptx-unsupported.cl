// What nvptx64 has no lowering for is an error at the use, never wrong
// code: images (docs/gpu.md).  Nothing is written.  The
// work-item functions, barriers and calls of kernels compile
// (nvptx-workitem.cl, nvptx-barrier.cl, nvptx-kernel-call.cl).
// RUN: rm -f %t.s
// RUN: not %oclc --target=nvptx64-nvidia-cuda -S %s -o %t.s 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: not ls %t.s
// The same kernels compile for the host.
// RUN: %oclc -S -emit-llvm %s -o /dev/null
// A GPU LLVM does not know is an error listing the ones it does (LLVM
// would only warn and use its default); -mcpu=native means the host CPU.
// RUN: not %oclc --target=nvptx64-nvidia-cuda -DVALID -mcpu=sm_800 -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADCPU
// BADCPU: error: unknown target CPU 'sm_800'
// BADCPU-NEXT: note: did you mean 'sm_80'?
// BADCPU-NEXT: note: valid target CPU values are: sm_20, {{.*}}, sm_70, {{.*}}, sm_90a
// RUN: not %oclc --target=nvptx64-nvidia-cuda -DVALID -mcpu=native -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NATIVE
// NATIVE: error: unknown target CPU 'native'

#ifndef VALID
// CHECK: nvptx-unsupported.cl:[[@LINE+1]]:25: error: use of type 'image2d_t' requires __opencl_c_images support
kernel void b(read_only image2d_t i, global float4 *o)
{
    o[0] = read_imagef(i, (int2)(0, 0));
}
#endif
// CHECK: 1 error generated.
