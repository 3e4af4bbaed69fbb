// An identifier that cannot be anything but a type, and is not one, is
// taken as a type name so that the declaration parses; sema then says
// "unknown type name" once, and the names it declares are known.
// RUN: %oclc -fsyntax-only -verify %s

foo x;                          // expected-error {{unknown type name 'foo'}}
foo *px;                        // expected-error {{unknown type name 'foo'}}
void f(bar b, const baz *c);    // expected-error {{unknown type name 'bar'}} expected-error {{unknown type name 'baz'}}

void g(void) {
  qux y = 1;                    // expected-error {{unknown type name 'qux'}}
  const quux z = 2;             // expected-error {{unknown type name 'quux'}}
  y = z;
}

// A declared variable before an identifier is a missing `;`, not a type.
void h(int n) {
  int m = 0;
  n = m m = 1;                  // expected-error {{expected ';' after expression}}
}
