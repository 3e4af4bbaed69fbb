// double needs fp64 (OpenCL C 6.1.1.1: cl_khr_fp64, and in 3.0 the
// __opencl_c_fp64 feature, which moves with it): with -cl-ext= taking it
// away, every type specifier that names double or doubleN is an error
// where it is written (once for a typedef, as clang reports it), and an
// unsuffixed floating literal becomes a float with clang's warning.  With
// fp64, the default on both targets, the same code is accepted.
// RUN: %oclc -fsyntax-only -verify -cl-ext=-cl_khr_fp64 %s
// RUN: %oclc -fsyntax-only -verify -cl-ext=-__opencl_c_fp64 %s
// RUN: %oclc -fsyntax-only -verify -cl-ext=-all %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 -cl-ext=-cl_khr_fp64 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 -cl-ext=-cl_khr_fp64 %s
// RUN: %oclc -fsyntax-only -verify --target=nvptx64-nvidia-cuda -cl-ext=-cl_khr_fp64 %s
// RUN: %oclc -fsyntax-only -Werror %s
// RUN: %oclc -fsyntax-only -Werror --target=nvptx64-nvidia-cuda %s
//
// The messages are clang's; 3.0 names both the extension and the feature.
// RUN: not %oclc -fsyntax-only -fno-caret-diagnostics -cl-ext=-cl_khr_fp64 %s 2>&1 | FileCheck %s --check-prefix=CL30
// RUN: not %oclc -fsyntax-only -fno-caret-diagnostics -cl-std=CL1.2 -cl-ext=-cl_khr_fp64 %s 2>&1 | FileCheck %s --check-prefix=CL12
// CL30: fp64-feature.cl:[[@LINE+3]]:9: error: use of type 'double' requires cl_khr_fp64 and __opencl_c_fp64 support
// CL12: fp64-feature.cl:[[@LINE+2]]:9: error: use of type 'double' requires cl_khr_fp64 support
// CL12-NOT: error: {{.*}}'D'
typedef double D;       // expected-error {{use of type 'double' requires cl_khr_fp64}}
D twice(D x) { return x + x; }

float half_of(float x)
{
    // CL30: fp64-feature.cl:[[@LINE+2]]:16: warning: double precision constant requires cl_khr_fp64 and __opencl_c_fp64, casting to single precision [-Wdouble-constant-without-fp64]
    // CL12: fp64-feature.cl:[[@LINE+1]]:16: warning: double precision constant requires cl_khr_fp64, casting to single precision [-Wdouble-constant-without-fp64]
    return x * 0.5; // expected-warning {{double precision constant requires cl_khr_fp64}}
}

kernel void k(global float *out, float x)
{
    double d = x;            // expected-error {{use of type 'double' requires cl_khr_fp64}}
    double4 v;               // expected-error {{use of type 'double4' requires cl_khr_fp64}}
    out[0] = sizeof(double); // expected-error {{use of type 'double' requires cl_khr_fp64}}
    out[1] = (float)1e40;    // expected-warning {{double precision constant requires cl_khr_fp64}}
    out[2] = 2.0f + 0x1p-3f; // suffixed: float already
    out[3] = (double)x;      // expected-error {{use of type 'double' requires cl_khr_fp64}}
}
