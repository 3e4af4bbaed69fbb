// Expressions: one diagnostic per mistake, and no cascade from an
// undeclared name or a bad operand.
// RUN: %oclc -fsyntax-only -verify %s

int callee(int a, float b); // expected-note 2 {{'callee' declared here}}

void f(global int *p, int i) {
  int x = undeclared_name + 1; // expected-error {{use of undeclared identifier 'undeclared_name'}}
  x = undeclared_name * 2;     // reported once per function
  x = callee(1);               // expected-error {{too few arguments to function call, expected 2, have 1}}
  x = callee(1, 2.0f, 3);      // expected-error {{too many arguments to function call, expected 2, have 3}}
  x = nosuch(1);               // expected-error {{implicit declaration of function 'nosuch' is invalid in OpenCL}}
  x = p;                       // expected-error {{incompatible pointer to integer conversion assigning to 'int' from '__global int *'}}
  p = x;                       // expected-error {{incompatible integer to pointer conversion assigning to '__global int *' from 'int'}}
  p = 0;                       // a null pointer constant is fine
  *i = 1;                      // expected-error {{indirection requires pointer operand ('int' invalid)}}
  i[0] = 1;                    // expected-error {{subscripted value is not an array or pointer ('int')}}
  3 = x;                       // expected-error {{expression is not assignable}}
  x = 1.0f % 2.0f;             // expected-error {{invalid operands to binary expression ('float' and 'float')}}
  x = ~1.0f;                   // expected-error {{invalid argument type 'float' to unary expression}} expected-note {{'~' takes integer operands; use as_int() to operate on the bits}}
  x = &3;                      // expected-error {{cannot take the address of an rvalue of type 'int'}}
}

void consts(void) {
  const int c = 1; // expected-note {{variable 'c' declared const here}}
  c = 2;           // expected-error {{cannot assign to variable 'c' with const-qualified type 'const int'}}
}

void voidret(void) { return 1; } // expected-error {{void function 'voidret' should not return a value}}
int intret(void) { return; }     // expected-error {{non-void function 'intret' should return a value}}
