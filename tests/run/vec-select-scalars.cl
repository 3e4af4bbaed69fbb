// Run-time test: `cond ? a : b` with a vector condition and scalar
// operands narrower than int (OpenCL C 3.0 6.5.9): every lane is a or b,
// by the sign of the condition's lane, in the operands' common type
// without promotion (char with uchar is uchar, char with short is short).
// The C driver (Inputs/vec-select-scalars.c) picks each lane itself.
// -O0 and -O2 must agree.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/vec-select-scalars.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/vec-select-scalars.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: vec-select-scalars: 500 inputs, 20000 lanes checked

kernel void selects(global const char16 *c, char a, uchar b, short s, global char16 *o1, global uchar16 *o2,
                    global short8 *o3, global const short8 *sc)
{
    *o1 = *c ? a : (char)(a + 1);
    *o2 = *c ? a : b;
    *o3 = *sc ? a : s;
    char4 c4 = (*c).lo.lo;
    char4 r = as_char4(c4 ? b : a); /* a uchar4 */
    (*o1).s0123 = r;
}
