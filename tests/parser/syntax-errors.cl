// Syntax errors: every independent mistake is reported once, in clang's
// words, and parsing goes on so that the next one is found too.  Missing
// `;` `)` `]` `:` are inserted, as clang does, so the declaration or
// statement survives and later uses of its names raise no further error.
// RUN: %oclc -fsyntax-only -verify %s

void semicolons(int n) {
  int x = 1    // expected-error {{expected ';' at end of declaration}}
  x = 2        // expected-error {{expected ';' after expression}}
  n = x;
  while (n) break // expected-error {{expected ';' after break statement}}
  for (;;) continue // expected-error {{expected ';' after continue statement}}
}

int ret(int n) {
  return n     // expected-error {{expected ';' after return statement}}
}

void loops(int n) {
  for (int i = 0 i < n; i++) n--; // expected-error {{expected ';' in 'for' statement specifier}}
  do n--; while (n)  // expected-error {{expected ';' after do/while statement}}
  n = 0;
}

int gx = 1     // expected-error {{expected ';' after top level declarator}}
int gy = 2;

void brackets(global int *p, int n) {
  if (n { n = 1; }    // expected-error {{expected ')'}} expected-note {{to match this '('}}
  n = p[0;            // expected-error {{expected ']'}} expected-note {{to match this '['}}
  n = (n + 1;         // expected-error {{expected ')'}} expected-note {{to match this '('}}
  n = n);             // expected-error {{extraneous ')' before ';'}}
}

int call(int a, int b);
void arguments(int n) {
  n = call(n 1);      // expected-error {{expected ')'}} expected-note {{to match this '('}}
  n = call(n, 1;      // expected-error {{expected ')'}} expected-note {{to match this '('}}
}

void conditional(int n) {
  n = n ? 1 2;        // expected-error {{expected ':'}} expected-note {{to match this '?'}}
  switch (n) {
  case 1 n = 2;       // expected-error {{expected ':' after 'case'}}
  default: break;
  }
}

void expressions(int n) {
  n = ;               // expected-error {{expected expression}}
  n = (n + ) * 2;     // expected-error {{expected expression}}
  n = n +* 2;         // expected-error {{indirection requires pointer operand ('int' invalid)}}
  if (n) else n = 1;  // expected-error {{expected expression}}
}

void keywords(int n) {
  if n) n = 1;        // expected-error {{expected '(' after 'if'}}
  while n) n--;       // expected-error {{expected '(' after 'while'}}
  do n--; (n);        // expected-error {{expected 'while' in do/while loop}} expected-note {{to match this 'do'}}
  n = 1;
}

void declarators(int n) {
  int 5;              // expected-error {{expected identifier or '('}}
  int a = 1, ;        // expected-error {{expected identifier or '('}}
  n = a;
}

void parameters(5);          // expected-error {{expected parameter declarator}}
void parameters2(int a, );   // expected-error {{expected parameter declarator}}
void parameters3(int a b);   // expected-error {{expected ')'}} expected-note {{to match this '('}}

void members(float4 v) {
  float f = v.;       // expected-error {{expected identifier}}
}

// A `;` missing after a macro's expansion is reported where the macro is used.
#define SET(x) x = 1
void macros(int n) {
  SET(n) n = 2;       // expected-error {{expected ';' after expression}}
}

} // expected-error {{extraneous closing brace ('}')}}

void after_all(void) {}
