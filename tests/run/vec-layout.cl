// Run-time test: 3-component vectors in memory (OpenCL C 2.0, 1.1.5).  A
// vec3 has the size and alignment of a vec4, so arrays of it and pointers to
// it step by 4 elements; private vectors are aligned to their size; a store
// of a vec3 leaves the fourth slot alone.  The C driver (Inputs/vec-layout.c)
// lays the buffers out with 4 slots per vector, fills the padding slots with
// a marker and computes every expected value itself.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/vec-layout.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/vec-layout.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: {{^}}vec-layout: {{[0-9]+}} checks passed, 0 failed

kernel void layout(global ulong *out, global float3 *p3, global char3 *c3, global double3 *d3, int n) {
  float3 a[3];
  char3 c[3];
  double3 d[3];
  float16 f16 = (float16)(0.0f);
  short3 s3 = (short3)(1);
  out[0] = sizeof(float3);
  out[1] = sizeof(char3);
  out[2] = sizeof(double3);
  out[3] = vec_step(float3);
  out[4] = (ulong)&a[1] - (ulong)&a[0];
  out[5] = (ulong)&c[1] - (ulong)&c[0];
  out[6] = (ulong)&d[1] - (ulong)&d[0];
  out[7] = (ulong)(p3 + 1) - (ulong)p3;
  out[8] = (ulong)(c3 + 1) - (ulong)c3;
  out[9] = (ulong)(d3 + 1) - (ulong)d3;
  out[10] = (ulong)&a[n] % 16;
  out[11] = (ulong)&d[n] % 32;
  out[12] = (ulong)&f16 % 64;
  out[13] = (ulong)&c[n] % 4;
  out[14] = (ulong)&s3 % 8;
  out[15] = sizeof(a) + sizeof(c) + sizeof(d);
  // Element by element through the arrays, and back: the padding of each
  // destination slot is never written.
  for (int i = 0; i < n; i++) {
    a[i] = p3[i] * 2.0f;
    c[i] = c3[i] + c3[i];
    d[i] = -d3[i];
  }
  for (int i = 0; i < n; i++) {
    p3[n + i] = a[i];
    c3[n + i] = c[i];
    d3[n + i].xz = d[i].xz;
  }
  out[16] = f16.s0 + s3.x;
}
