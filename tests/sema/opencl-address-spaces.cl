// Address spaces (OpenCL C 2.0, 1.5): program-scope variables, function-scope
// local/global variables, pointer conversions between address spaces.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s

global int g_ok;
constant int c_ok = 3; // expected-note {{variable 'c_ok' declared __constant here}}
constant int c_noinit; // expected-error {{variable in constant address space must be initialized}}
local int l_bad;       // expected-error {{program scope variable must reside in global or constant address space ('local' given)}}

void helper(global int *gp, local int *lp, constant int *cp, int *any) {
  local int x;  // expected-error {{non-kernel function variable cannot be declared in local address space}}
  global int y; // expected-error {{function scope variable cannot be declared in global address space}}
  any = gp;     // named -> generic is implicit
  any = lp;
  gp = lp;      // expected-error {{assigning to '__global int *' from incompatible type '__local int *'}} expected-note {{a pointer to the __local address space cannot be converted to one to the __global address space}}
  any = cp;     // expected-error {{assigning to '__generic int *' from incompatible type '__constant int *'}} expected-note {{a pointer to the __constant address space cannot be converted}}
  gp = (global int *)lp; // expected-error {{casting '__local int *' to type '__global int *' changes address space of pointer}}
  c_ok = 4;     // expected-error {{cannot assign to variable 'c_ok' with __constant-qualified type}}
}

kernel void k(global int *a, local float *b, constant int *c) {
  local int tile[16]; // allowed at kernel scope
  local int init = 1; // expected-error {{'__local' variable cannot have an initializer}}
  tile[0] = a[0] + c[0];
}
