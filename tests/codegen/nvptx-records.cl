// Records on nvptx64 (CALL_ABI_INDIRECT): functions and kernels take
// records by a byval pointer and return them through sret; PTX has them as
// aligned byte arrays, which ptxas assembles (an empty record takes no
// parameter: PTX has no zero-sized one).
// REQUIRES: ptxas
// RUN: %oclc -S --target=nvptx64-nvidia-cuda %s -o %t.ptx
// RUN: %ptxas %t.ptx -o %t.cubin
// RUN: FileCheck %s < %t.ptx

typedef struct { float x, y; int n; } P;
typedef struct { } Empty;

// CHECK: .func p_swap(
// CHECK: .param .b64 p_swap_param_0,
// CHECK: .param .align 8 .b8 p_swap_param_1[12]
P p_swap(P p) { P r = {p.y, p.x, p.n}; return r; }
// CHECK: .func e(
Empty e(Empty x, int y) { return x; }

// CHECK: .entry k(
// CHECK: .param .align 8 .b8 k_param_1[12]
kernel void k(global float *out, P p) {
  P q = p_swap(p);
  out[0] = q.x + q.n;
}
