// Wrong argument counts and unterminated invocations are errors with a
// note at the definition; the invocation is dropped.
// RUN: %oclc -fsyntax-only -verify %s

#define TWO(a, b) ((a) + (b))   // expected-note 3 {{macro 'TWO' defined here}}
#define NONE() 0                // expected-note {{macro 'NONE' defined here}}
#define VAR(a, ...) a

void f(void) {
  int ok = TWO(1, 2) + NONE() + VAR(1) + VAR(1, 2, 3) + TWO((1, 2), 3);
  TWO(1, 2, 3);                 // expected-error {{too many arguments provided to function-like macro invocation}}
  TWO(1);                       // expected-error {{too few arguments provided to function-like macro invocation}}
  NONE(1);                      // expected-error {{too many arguments provided to function-like macro invocation}}
  VAR();                        // a single empty argument is an argument
}

TWO(                            // expected-error {{unterminated function-like macro invocation}}
  1, 2
