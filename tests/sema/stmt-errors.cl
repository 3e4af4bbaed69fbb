// Statements: jumps outside loops, case outside switch, duplicate cases,
// non-constant case values, vector conditions, labels.
// RUN: %oclc -fsyntax-only -verify %s

void f(int n, float4 v) {
  break;    // expected-error {{'break' statement not in loop or switch statement}}
  continue; // expected-error {{'continue' statement not in loop statement}}
  case 1:;  // expected-error {{'case' statement not in switch statement}}
  switch (n) {
  case 1: break; // expected-note {{previous case defined here}}
  case 1: break; // expected-error {{duplicate case value '1'}}
  case n: break; // expected-error {{expression is not an integer constant expression}}
  default: break; // expected-note {{previous case defined here}}
  default: break; // expected-error {{multiple default labels in one switch}}
  }
  switch (1.0f) {} // expected-error {{statement requires expression of integer type ('float' invalid)}}
  if (v) {}        // expected-error {{'if' requires a scalar condition; 'float4' is not a scalar type}} expected-note {{use any() or all() to reduce a vector condition}}
  while (v) {}     // expected-error {{'while' requires a scalar condition}} expected-note {{use any() or all()}}
  goto nowhere;    // expected-error {{use of undeclared label 'nowhere'}}
here:;             // expected-note {{previous definition is here}}
here:;             // expected-error {{redefinition of label 'here'}}
  for (int i = 0; i < n; i++) { continue; }
  do { break; } while (n);
}
