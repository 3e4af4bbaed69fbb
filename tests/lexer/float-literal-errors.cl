// Malformed floating literals, in clang's words.  A half literal needs
// cl_khr_fp16, which this target does not offer.
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify %s

kernel void k(global float *f) {
  f[0] = 1e;         // expected-error {{exponent has no digits}}
  f[1] = 1.5e+f;     // expected-error {{exponent has no digits}}
  f[2] = 12eab;      // expected-error {{exponent has no digits}}
  f[3] = 0x1.8;      // expected-error {{hexadecimal floating constant requires an exponent}}
  f[4] = 0x.p1;      // expected-error {{hexadecimal floating constant requires a significand}}
  f[5] = 0x1p;       // expected-error {{exponent has no digits}}
  f[6] = 1.0h;       // expected-error {{half precision constant requires cl_khr_fp16}}
  f[7] = 1.0H;       // expected-error {{half precision constant requires cl_khr_fp16}}
  f[8] = 1.0.0;      // expected-error {{invalid suffix '.0' on floating constant}}
  f[9] = 1.0ff;      // expected-error {{invalid suffix 'ff' on floating constant}}
  f[10] = 1.0l;      // expected-error {{invalid suffix 'l' on floating constant}}
  f[11] = 2.5x;      // expected-error {{invalid suffix 'x' on floating constant}}
}
