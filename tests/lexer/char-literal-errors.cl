// Bad character constants.  OpenCL C gives multi-character constants no
// meaning, so they are errors rather than clang's warning.
// RUN: %oclc -fsyntax-only -verify %s

kernel void k(global int *c) {
  c[0] = 'ab';       // expected-error {{multi-character character constant}}
  c[1] = '';         // expected-error {{empty character constant}}
  c[2] = '\q';       // expected-error {{unknown escape sequence '\q'}}
  c[3] = '\x';       // expected-error {{\x used with no following hex digits}}
  c[4] = '\400';     // expected-error {{octal escape sequence out of range}}
  c[5] = '\x100';    // expected-error {{hex escape sequence out of range}}
  c[6] = 'é';        // expected-error {{character too large for enclosing character literal type}}
}
