// Floating literals: decimal and hexadecimal, with and without exponent
// and f/F suffix; all well formed.  An `f` literal is rounded from its
// text straight to float.
// RUN: %oclc -fsyntax-only -verify %s
// expected-no-diagnostics

kernel void k(global float *f, global double *d) {
  f[0] = 1.0f;
  f[1] = .5F;
  f[2] = 3.f;
  f[3] = 1e10f;
  f[4] = 1.5e-3f;
  f[5] = 2E+2f;
  f[6] = 0x1.8p3f;
  f[7] = 0X1P-2F;
  f[8] = 0x.8p1f;
  f[9] = 0x1p+127f;
  d[0] = 1.0;
  d[1] = 1e308;
  d[2] = 0x1.fffffffffffffp1023;
  d[3] = 0.1;
  d[4] = 1.;
}
