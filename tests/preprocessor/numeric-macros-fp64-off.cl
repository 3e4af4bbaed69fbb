// Without fp64 the double macros stay defined, as in clang: their
// unsuffixed literals are floats, with clang's warning, so a kernel that
// writes M_PI or DBL_MAX in float code builds (DBL_MAX as a float is
// infinity, as with clang); HUGE_VAL is as_double(), which needs no double
// type to be named.  Values: run/numeric-macros.cl.
// RUN: %oclc -fsyntax-only -verify -cl-ext=-cl_khr_fp64 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 -cl-ext=-cl_khr_fp64 %s

kernel void k(global float *out)
{
    out[0] = M_PI;    // expected-warning {{double precision constant requires cl_khr_fp64}}
    out[1] = M_SQRT2; // expected-warning {{double precision constant requires cl_khr_fp64}}
    out[2] = DBL_MAX; // expected-warning {{double precision constant requires cl_khr_fp64}}
    out[3] = DBL_EPSILON; // expected-warning {{double precision constant requires cl_khr_fp64}}
    out[4] = HUGE_VAL;
    out[5] = DBL_RADIX + DBL_MANT_DIG;
    out[6] = M_PI_F + NAN + INFINITY + HUGE_VALF + MAXFLOAT;
}
