// #pragma OPENCL EXTENSION offers the extensions the compilation has (the
// target's row and -cl-ext=, as the predefined macros): without fp64,
// enabling cl_khr_fp64 is ignored with clang's warning; the core 1.1
// extensions are always accepted.
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp64 -verify %s
// RUN: %oclc -fsyntax-only -cl-ext=-all -verify %s
// RUN: %oclc -fsyntax-only -Werror -DFP64 %s
// RUN: %oclc -fsyntax-only -Werror -DFP64 --target=nvptx64-nvidia-cuda %s
#ifdef FP64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#else
#pragma OPENCL EXTENSION cl_khr_fp64 : enable // expected-warning {{unsupported OpenCL extension 'cl_khr_fp64' - ignoring}}
#endif
#pragma OPENCL EXTENSION cl_khr_fp64 : disable
#pragma OPENCL EXTENSION cl_khr_global_int32_base_atomics : enable
kernel void k(global int *p) { p[0] = 1; }
