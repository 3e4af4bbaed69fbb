// Run-time test: a kernel taking a pointer to arrays in global memory
// (`global float (*a)[3]`, legal since an array's address space is its
// element's) and one writing a local array through `(local float *)&s`.
// Both kernels are also plain C functions (docs/semantics.md), which the
// C driver (Inputs/array-address-spaces.c) calls and checks against its
// own loops.  -O0 and -O2 must agree.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/array-address-spaces.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/array-address-spaces.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: array-address-spaces: 24 checks passed

// out[i] = a[i][0] + 2 a[i][1] + 3 a[i][2]
kernel void rows(global float (*a)[3], global float *out, int n)
{
    for (int i = 0; i < n; i++) out[i] = a[i][0] + 2.0f * a[i][1] + 3.0f * (*(a + i))[2];
}

// s[j] = in[j] * (j + 1), written through a cast of &s, read through s.
kernel void through_local(global const float *in, global float *out)
{
    local float s[8];
    local float *p = (local float *)&s;
    for (int j = 0; j < 8; j++) p[j] = in[j] * (float)(j + 1);
    local float (*q)[8] = &s;
    for (int j = 0; j < 8; j++) out[j] = (*q)[7 - j] + s[j];
}
