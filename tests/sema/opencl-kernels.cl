// Kernel function rules: void return type, pointer parameters in global,
// constant or local, no bool/size_t/half parameters.
// RUN: %oclc -fsyntax-only -verify %s

kernel int returns_int(global int *p) { return 0; } // expected-error {{kernel function 'returns_int' must have void return type}}
kernel void private_ptr(private int *p) {} // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} expected-note {{parameter 'p' has type}}
kernel void generic_ptr(int *p) {} // expected-error {{pointer arguments to kernel functions must reside in}} expected-note {{parameter 'p' has type}}
kernel void bool_param(bool b) {} // expected-error {{'bool' cannot be used as the type of a kernel parameter}}
kernel void size_param(size_t n) {} // expected-error {{'size_t' cannot be used as the type of a kernel parameter}}
kernel void ok(global float *out, constant float *in, local float *tmp, int n, float4 v) {
  size_t i = get_global_id(0);
  out[i] = in[i] + v.x + n;
}
