// Run-time test: a vector literal whose operand is a cast, `(char2)(char)x`,
// replicates the cast value (clang's parse; the conformance suite's
// vstore_local/vstore_private kernels write `(LOC_VTYPE)(LOC_TYPE)0`).
// The C driver (Inputs/vec-literal-cast.c) computes each lane with C's
// own conversions.  -O0 and -O2 must agree.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/vec-literal-cast.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/vec-literal-cast.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: vec-literal-cast: 1000 inputs, 37000 lanes checked

typedef uchar byte;

kernel void casts(global char2 *c, global uchar4 *u, global short8 *s, global double16 *d, global float4 *f,
                  global int3 *i3, int x, float y)
{
    *c = (char2)(char)x;
    *u = (uchar4)(byte)x + (uchar4)(uchar)(x >> 8);
    *s = (short8)(short)(x * 3);
    *d = (double16)(double)y + (double16)(double)0;
    *f = (float4)(float)(int)y;
    *i3 = (int3)(int)(const float)y;
}
