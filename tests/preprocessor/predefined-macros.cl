// The predefined macros (docs/preprocessor.md has the list): versions,
// target properties, the supported extensions, the OpenCL C limits and
// math constants; __IMAGE_SUPPORT__ is defined (the host has images).
// RUN: %oclc -E %s | FileCheck %s --check-prefixes=CHECK,CL30
// RUN: %oclc -E -cl-std=CL2.0 %s | FileCheck %s --check-prefixes=CHECK,CL20
// RUN: %oclc -E -cl-std=CL1.2 %s | FileCheck %s --check-prefixes=CHECK,CL12
// RUN: %oclc -E -cl-fast-relaxed-math %s | FileCheck %s --check-prefix=FAST

c_version __OPENCL_C_VERSION__;
// CL30: c_version 300;
// CL20: c_version 200;
// CL12: c_version 120;
version __OPENCL_VERSION__ CL_VERSION_1_0 CL_VERSION_1_1 CL_VERSION_1_2 CL_VERSION_2_0 CL_VERSION_3_0;
// CHECK: version 300 100 110 120 200 300;
target __ENDIAN_LITTLE__ __OCLC__ __STDC__ __STDC_VERSION__ __STDC_HOSTED__;
// CHECK: target 1 1 1 199901L 0;
#if __IMAGE_SUPPORT__ != 1 || CLK_FILTER_LINEAR != 0x20
#error images
#endif
#if !defined(cl_khr_fp64) || !defined(cl_khr_byte_addressable_store) || !defined(cl_khr_fp16)
#error extension macros
#endif
features __opencl_c_fp64 __opencl_c_int64;
// CL30: features 1 1;
// CL20: features __opencl_c_fp64 __opencl_c_int64;
// CL12: features __opencl_c_fp64 __opencl_c_int64;
#ifdef __FAST_RELAXED_MATH__
fast_math;
#endif
// FAST: fast_math;
// CHECK-NOT: fast_math
limits CHAR_BIT SCHAR_MAX SCHAR_MIN CHAR_MAX CHAR_MIN UCHAR_MAX SHRT_MAX SHRT_MIN USHRT_MAX;
// CHECK: limits 8 127 (-127-1) 127 (-127-1) 255 32767 (-32767-1) 65535;
limits INT_MAX INT_MIN UINT_MAX LONG_MAX LONG_MIN ULONG_MAX;
// CHECK: limits 2147483647 (-2147483647-1) 0xffffffffU 0x7fffffffffffffffL (-0x7fffffffffffffffL-1) 0xffffffffffffffffUL;
float FLT_DIG FLT_MANT_DIG FLT_MAX_10_EXP FLT_MAX_EXP FLT_MIN_10_EXP FLT_MIN_EXP FLT_RADIX FLT_MAX FLT_MIN FLT_EPSILON;
// CHECK: float 6 24 +38 +128 -37 -125 2 0x1.fffffep127f 0x1.0p-126f 0x1.0p-23f;
double DBL_DIG DBL_MANT_DIG DBL_MAX_10_EXP DBL_MAX_EXP DBL_MIN_10_EXP DBL_MIN_EXP DBL_RADIX DBL_MAX DBL_MIN DBL_EPSILON;
// CHECK: double 15 53 +308 +1024 -307 -1021 2 0x1.fffffffffffffp1023 0x1.0p-1022 0x1.0p-52;
special MAXFLOAT HUGE_VALF HUGE_VAL INFINITY NAN FP_ILOGB0 FP_ILOGBNAN;
// CHECK: special 0x1.fffffep127f (as_float(0x7F800000)) (as_double(0x7FF0000000000000UL)) (as_float(0x7F800000)) (as_float(0x7FFFFFFF)) (-2147483647-1) 2147483647;
pi M_PI_F M_PI M_E_F M_SQRT2;
// CHECK: pi 3.14159265358979323846264338327950288f 3.14159265358979323846264338327950288 2.71828182845904523536028747135266250f 1.41421356237309504880168872420969808;
fences CLK_LOCAL_MEM_FENCE CLK_GLOBAL_MEM_FENCE CLK_IMAGE_MEM_FENCE;
// CHECK: fences 0x01 0x02 0x04;
__kernel_exec(64, float4) void k(void);
// CHECK: __kernel __attribute__((work_group_size_hint(64, 1, 1))) __attribute__((vec_type_hint(float4))) void k(void);
where __FILE__ __LINE__;
// CHECK: where "{{.*}}predefined-macros.cl" [[@LINE-1]];
#if !defined(__DATE__) || !defined(__TIME__) || __COUNTER__ != 0 || __COUNTER__ != 1
#error dynamic macros
#endif
