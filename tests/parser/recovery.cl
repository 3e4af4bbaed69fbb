// One mistake, one error: after a repaired syntax error, what was declared
// stays declared and what was called is not called with the wrong
// arguments, so sema adds nothing.  Braces and `;` bound the damage of what
// cannot be repaired.
// RUN: %oclc -fsyntax-only -verify %s

int g(int a, int b);

void declarations(void) {
  int x = 1          // expected-error {{expected ';' at end of declaration}}
  x = x + 1;
  int y = (x + 2;    // expected-error {{expected ')'}} expected-note {{to match this '('}}
  y = y * x;
  int a = 1, ;       // expected-error {{expected identifier or '('}}
  a = y;
  float4 v = (float4)(1.0f, 2.0f, 3.0f, 4.0f; // expected-error {{expected ')'}} expected-note {{to match this '('}}
  v = v + 1.0f;
}

void calls(void) {
  int r = g(1 2);    // expected-error {{expected ')'}} expected-note {{to match this '('}}
  r = g(r, 1) + r;
  r = g(r, (1 3));   // expected-error {{expected ')'}} expected-note {{to match this '('}}
}

// A statement that cannot be repaired is skipped to its `;`, a broken
// header to the block it heads; the statements around them are kept.
void skipping(int n) {
  n = 1;
  n = n + ) ;        // expected-error {{expected expression}}
  switch n { case 1: n++; }  // expected-error {{expected '(' after 'switch'}}
  n = 2;
}

// A broken declaration at file scope is skipped to its `;` or its body.
int broken(int n) 5; // expected-error {{expected ';' after top level declarator}}
void fine(void) {}
int broken2(int a, b) { return a; } // expected-error {{unknown type name 'b'}}
void also_fine(void) { fine(); }
