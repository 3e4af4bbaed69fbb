// noinline and always_inline: functions only, not both, not on kernels
// (whose bodies always go into their work-group loops).  What they do:
// tests/codegen/cg-inline-attributes.cl.
// RUN: %oclc -fsyntax-only -verify %s

__attribute__((noinline)) int a(int x) { return x; }
__attribute__((always_inline)) int b(int x) { return x; }
int c(int x) __attribute__((noinline));
int c(int x) { return x; }

__attribute__((noinline, always_inline)) int d(int x) { return x; } // expected-error {{'always_inline' and 'noinline' attributes are not compatible}}

__attribute__((noinline)) int e(int x);  // expected-note {{previous declaration is here}}
__attribute__((always_inline)) int e(int x) { return x; } // expected-error {{'always_inline' attribute conflicts with 'noinline' on a previous declaration of 'e'}}

__attribute__((noinline)) int v = 1; // expected-warning {{'noinline' attribute only applies to functions}}

__attribute__((noinline)) kernel void k(global int *p) { *p = a(1) + b(2) + c(3); } // expected-warning {{'noinline' attribute ignored on kernel function 'k': a kernel's body is always inlined into its work-group loop}}
kernel __attribute__((always_inline)) void k2(global int *p) { *p = 0; } // expected-warning {{'always_inline' attribute ignored on kernel function 'k2'}}
