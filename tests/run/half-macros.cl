// The half limits and constants of cl_khr_fp16 (HALF_DIG ... HALF_EPSILON,
// M_E_H ... M_SQRT1_2_H), each one's value at run time: half_macros()
// stores the integer ones and the bits of the half ones; the C driver
// compares them with the spec's values and with the host compiler's
// _Float16 rounding of <math.h>'s double constants.  The integer ones are
// checked in #if too (the spec makes them usable there).  Without the
// extension the names are the program's own.  Found missing by the CTS's
// basic kernel_numeric_constants.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=gnu17 %S/Inputs/half-macros.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=gnu17 %S/Inputs/half-macros.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -DNO_FP16 %s
// CHECK-NOT: FAIL
// CHECK: half macros: 23 checked, 0 failed
#ifdef NO_FP16
#ifdef HALF_MAX
#error HALF_MAX defined without cl_khr_fp16
#endif
int HALF_DIG = 3; /* an ordinary name there */
#else
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#if HALF_DIG != 3 || HALF_MANT_DIG != 11 || HALF_MAX_10_EXP != 4 || HALF_MAX_EXP != 16 || \
    HALF_MIN_10_EXP != -4 || HALF_MIN_EXP != -13 || HALF_RADIX != 2
#error a half limit is wrong in #if
#endif
void half_macros(global int *ints, global ushort *bits)
{
    ints[0] = HALF_DIG;
    ints[1] = HALF_MANT_DIG;
    ints[2] = HALF_MAX_10_EXP;
    ints[3] = HALF_MAX_EXP;
    ints[4] = HALF_MIN_10_EXP;
    ints[5] = HALF_MIN_EXP;
    ints[6] = HALF_RADIX;
    half h[16] = {HALF_MAX, HALF_MIN, HALF_EPSILON, M_E_H, M_LOG2E_H, M_LOG10E_H, M_LN2_H, M_LN10_H,
                  M_PI_H, M_PI_2_H, M_PI_4_H, M_1_PI_H, M_2_PI_H, M_2_SQRTPI_H, M_SQRT2_H, M_SQRT1_2_H};
    for (int k = 0; k < 16; k++) bits[k] = as_ushort(h[k]);
}
#endif
