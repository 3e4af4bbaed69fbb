// An overloadable kernel: clang accepts it and mangles its name, but the
// host finds a kernel by its name (clCreateKernel, oclc_program_kernel,
// the kernel descriptor), so oclc keeps kernels plain and says so; the
// kernel is still declared, as a plain one.
// RUN: %oclc -fsyntax-only -verify %s

#define OV __attribute__((overloadable))
OV kernel void kern(global int *p) {} // expected-error {{kernel function 'kern' cannot be 'overloadable': the host finds a kernel by its name, which must be its own}}
OV int helper(int x) { return x; }
OV int helper(float x) { return (int)x; }
kernel void user(global int *p) { p[0] = helper(1) + helper(2.0f); }
