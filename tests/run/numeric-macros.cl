// The numeric macros of OpenCL C (the limits, the math constants, MAXFLOAT,
// HUGE_VALF, HUGE_VAL, INFINITY, NAN, FP_ILOGB0, FP_ILOGBNAN), each one's
// value and type at run time: numeric_macros() stores every macro of
// Inputs/numeric-macros.def, its size and whether its type is signed; the C
// driver compares each with the host C library's <limits.h>, <float.h> and
// <math.h> (glibc's M_PIf & co. for the float constants), bit for bit.  NAN
// must be a quiet NaN with clang's bits, 0x7FFFFFFF.  Built at -O0 (the
// constants stored as the front end folded them) and -O2.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/numeric-macros.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/numeric-macros.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: numeric macros: 68 checked, 0 failed

#define STORE_I(x)                       \
    value[i] = (ulong)(x);               \
    size[i] = (int)sizeof(x);            \
    is_signed[i++] = (x) * 0 - 1 < 0;
#define STORE_F(x)                       \
    value[i] = as_uint(x);               \
    size[i] = (int)sizeof(x);            \
    is_signed[i++] = 1;
#define STORE_QNAN(x) STORE_F(x)
#define STORE_D(x)                       \
    value[i] = as_ulong(x);              \
    size[i] = (int)sizeof(x);            \
    is_signed[i++] = 1;

int numeric_macros(ulong *value, int *size, int *is_signed)
{
    int i = 0;
#define NUM(kind, NAME, reference) STORE_##kind(NAME)
#include "Inputs/numeric-macros.def"
    return i;
}
