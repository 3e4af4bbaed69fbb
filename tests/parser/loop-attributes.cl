// OpenCL C 2.0 (1.11.5) allows __attribute__((opencl_unroll_hint(n))) on a
// loop; oclc may ignore the hint, and does so quietly.  Other attributes on
// a statement are reported as ignored.
// RUN: %oclc -fsyntax-only -verify %s

kernel void k(global int *p) {
  __attribute__((opencl_unroll_hint(4))) for (int i = 0; i < 4; i++) p[i] = i;
  __attribute__((opencl_unroll_hint)) while (p[0]) p[0]--;
  __attribute__((nounroll)) do p[1]++; while (p[1] < 8); // expected-warning {{'nounroll' attribute ignored}}
}
