// Every numeric macro of OpenCL C is defined (the limits, the math
// constants, MAXFLOAT, HUGE_VALF, HUGE_VAL, INFINITY, NAN, FP_ILOGB0,
// FP_ILOGBNAN: the rows of run/Inputs/numeric-macros.def, where
// run/numeric-macros.cl checks their values), in every language version,
// and with fp64 off too, as clang defines them; the integer ones are
// usable in #if with the spec's values.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s
// RUN: %oclc -fsyntax-only -verify -cl-ext=-cl_khr_fp64 %s
// expected-no-diagnostics
#ifndef CHAR_BIT
#error CHAR_BIT is not defined
#endif
#ifndef SCHAR_MAX
#error SCHAR_MAX is not defined
#endif
#ifndef SCHAR_MIN
#error SCHAR_MIN is not defined
#endif
#ifndef CHAR_MAX
#error CHAR_MAX is not defined
#endif
#ifndef CHAR_MIN
#error CHAR_MIN is not defined
#endif
#ifndef UCHAR_MAX
#error UCHAR_MAX is not defined
#endif
#ifndef SHRT_MAX
#error SHRT_MAX is not defined
#endif
#ifndef SHRT_MIN
#error SHRT_MIN is not defined
#endif
#ifndef USHRT_MAX
#error USHRT_MAX is not defined
#endif
#ifndef INT_MAX
#error INT_MAX is not defined
#endif
#ifndef INT_MIN
#error INT_MIN is not defined
#endif
#ifndef UINT_MAX
#error UINT_MAX is not defined
#endif
#ifndef LONG_MAX
#error LONG_MAX is not defined
#endif
#ifndef LONG_MIN
#error LONG_MIN is not defined
#endif
#ifndef ULONG_MAX
#error ULONG_MAX is not defined
#endif
#ifndef FLT_DIG
#error FLT_DIG is not defined
#endif
#ifndef FLT_MANT_DIG
#error FLT_MANT_DIG is not defined
#endif
#ifndef FLT_MAX_10_EXP
#error FLT_MAX_10_EXP is not defined
#endif
#ifndef FLT_MAX_EXP
#error FLT_MAX_EXP is not defined
#endif
#ifndef FLT_MIN_10_EXP
#error FLT_MIN_10_EXP is not defined
#endif
#ifndef FLT_MIN_EXP
#error FLT_MIN_EXP is not defined
#endif
#ifndef FLT_RADIX
#error FLT_RADIX is not defined
#endif
#ifndef DBL_DIG
#error DBL_DIG is not defined
#endif
#ifndef DBL_MANT_DIG
#error DBL_MANT_DIG is not defined
#endif
#ifndef DBL_MAX_10_EXP
#error DBL_MAX_10_EXP is not defined
#endif
#ifndef DBL_MAX_EXP
#error DBL_MAX_EXP is not defined
#endif
#ifndef DBL_MIN_10_EXP
#error DBL_MIN_10_EXP is not defined
#endif
#ifndef DBL_MIN_EXP
#error DBL_MIN_EXP is not defined
#endif
#ifndef DBL_RADIX
#error DBL_RADIX is not defined
#endif
#ifndef FP_ILOGB0
#error FP_ILOGB0 is not defined
#endif
#ifndef FP_ILOGBNAN
#error FP_ILOGBNAN is not defined
#endif
#ifndef FLT_MAX
#error FLT_MAX is not defined
#endif
#ifndef FLT_MIN
#error FLT_MIN is not defined
#endif
#ifndef FLT_EPSILON
#error FLT_EPSILON is not defined
#endif
#ifndef MAXFLOAT
#error MAXFLOAT is not defined
#endif
#ifndef HUGE_VALF
#error HUGE_VALF is not defined
#endif
#ifndef INFINITY
#error INFINITY is not defined
#endif
#ifndef NAN
#error NAN is not defined
#endif
#ifndef M_E_F
#error M_E_F is not defined
#endif
#ifndef M_LOG2E_F
#error M_LOG2E_F is not defined
#endif
#ifndef M_LOG10E_F
#error M_LOG10E_F is not defined
#endif
#ifndef M_LN2_F
#error M_LN2_F is not defined
#endif
#ifndef M_LN10_F
#error M_LN10_F is not defined
#endif
#ifndef M_PI_F
#error M_PI_F is not defined
#endif
#ifndef M_PI_2_F
#error M_PI_2_F is not defined
#endif
#ifndef M_PI_4_F
#error M_PI_4_F is not defined
#endif
#ifndef M_1_PI_F
#error M_1_PI_F is not defined
#endif
#ifndef M_2_PI_F
#error M_2_PI_F is not defined
#endif
#ifndef M_2_SQRTPI_F
#error M_2_SQRTPI_F is not defined
#endif
#ifndef M_SQRT2_F
#error M_SQRT2_F is not defined
#endif
#ifndef M_SQRT1_2_F
#error M_SQRT1_2_F is not defined
#endif
#ifndef DBL_MAX
#error DBL_MAX is not defined
#endif
#ifndef DBL_MIN
#error DBL_MIN is not defined
#endif
#ifndef DBL_EPSILON
#error DBL_EPSILON is not defined
#endif
#ifndef HUGE_VAL
#error HUGE_VAL is not defined
#endif
#ifndef M_E
#error M_E is not defined
#endif
#ifndef M_LOG2E
#error M_LOG2E is not defined
#endif
#ifndef M_LOG10E
#error M_LOG10E is not defined
#endif
#ifndef M_LN2
#error M_LN2 is not defined
#endif
#ifndef M_LN10
#error M_LN10 is not defined
#endif
#ifndef M_PI
#error M_PI is not defined
#endif
#ifndef M_PI_2
#error M_PI_2 is not defined
#endif
#ifndef M_PI_4
#error M_PI_4 is not defined
#endif
#ifndef M_1_PI
#error M_1_PI is not defined
#endif
#ifndef M_2_PI
#error M_2_PI is not defined
#endif
#ifndef M_2_SQRTPI
#error M_2_SQRTPI is not defined
#endif
#ifndef M_SQRT2
#error M_SQRT2 is not defined
#endif
#ifndef M_SQRT1_2
#error M_SQRT1_2 is not defined
#endif

// 6.15.3 and 6.15.2: "suitable for use in #if preprocessing directives".
#if CHAR_BIT != 8 || SCHAR_MAX != 127 || SCHAR_MIN != -128 || CHAR_MAX != 127 || CHAR_MIN != -128
#error char limits
#endif
#if UCHAR_MAX != 255 || SHRT_MAX != 32767 || SHRT_MIN != -32768 || USHRT_MAX != 65535
#error short limits
#endif
#if INT_MAX != 2147483647 || INT_MIN != -2147483647 - 1 || UINT_MAX != 4294967295
#error int limits
#endif
#if LONG_MAX != 9223372036854775807 || LONG_MIN != -9223372036854775807 - 1 || ULONG_MAX != 18446744073709551615u
#error long limits
#endif
#if UINT_MAX * 0 - 1 < 0 || ULONG_MAX * 0 - 1 < 0 || INT_MAX * 0 - 1 > 0
#error signedness in #if
#endif
#if FLT_DIG != 6 || FLT_MANT_DIG != 24 || FLT_MAX_10_EXP != 38 || FLT_MAX_EXP != 128 || FLT_MIN_10_EXP != -37 || \
    FLT_MIN_EXP != -125 || FLT_RADIX != 2
#error float limits
#endif
#if DBL_DIG != 15 || DBL_MANT_DIG != 53 || DBL_MAX_10_EXP != 308 || DBL_MAX_EXP != 1024 || DBL_MIN_10_EXP != -307 || \
    DBL_MIN_EXP != -1021 || DBL_RADIX != 2
#error double limits
#endif
#if FP_ILOGB0 != INT_MIN || FP_ILOGBNAN != INT_MAX
#error FP_ILOGB0, FP_ILOGBNAN
#endif
