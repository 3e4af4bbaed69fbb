// Blocks still open at the end of the file (a truncated file): one error,
// just after the last token as clang reports it, for the innermost; the
// others are closed without a further message.
// RUN: %oclc -fsyntax-only -verify %s

void f(int n) {
  while (n) {    // expected-note {{to match this '{'}}
    n--;         // expected-error {{expected '}'}}
