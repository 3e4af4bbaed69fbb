// Declarations: redefinitions, conflicting types, unknown and reserved type
// names, void variables, incomplete arrays.
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify %s

int f(int a);
float f(int a); // expected-error {{conflicting types for 'f'}}
                // expected-note@-2 {{previous declaration is here}}

int g(void) { return 1; } // expected-note {{previous definition is here}}
int g(void) { return 2; } // expected-error {{redefinition of 'g'}}

void locals(void) {
  int x; // expected-note {{previous definition is here}}
  float x; // expected-error {{redefinition of 'x'}}
  void v; // expected-error {{variable has incomplete type 'void'}}
  int arr[]; // expected-error {{definition of variable with array type needs an explicit size or an initializer}}
  int zero[0]; // expected-error {{zero size arrays are not supported in OpenCL}}
  int neg[-1]; // expected-error {{array size is negative}}
  foo y; // expected-error {{unknown type name 'foo'}}
  y = 1;
}

void reserved(void) {
  long long a; // expected-error {{'long long' is a reserved data type in OpenCL C}}
  unsigned long long b; // expected-error {{'unsigned long long' is a reserved data type}}
  int5 c; // expected-error {{'int5' is reserved: vector types have 2, 3, 4, 8 or 16 components}}
  float32 d; // expected-error {{'float32' is reserved: vector types have 2, 3, 4, 8 or 16 components}}
  bool2 e; // expected-error {{'bool2' is reserved: vectors of bool are not supported}}
  half4 h; // expected-error {{'half4' is reserved: half vectors need the cl_khr_fp16 extension}}
  quad q; // expected-error {{'quad' is a reserved data type}}
  float4x4 m; // expected-error {{'float4x4' is a reserved matrix type name}}
  half s; // expected-error {{declaring variable of type 'half' is not allowed}}
  long double ld; // expected-error {{'long double' is a reserved data type}}
  // Each name above was still declared: no follow-up errors on use.
  a = 1; b = 2; c = 3; d = 4;
}

int twice(int a, int a); // expected-error {{redefinition of parameter 'a'}} expected-note {{previous declaration is here}}
