// Nesting is bounded (-fmax-nesting-depth=, default 256): sema and codegen
// recurse over the tree.  Going past the limit is one error per top-level
// declaration, whatever the construct, and the rest of the file is parsed.
// RUN: %oclc -fsyntax-only -verify -fmax-nesting-depth=8 %s

// Exactly at the limit: 8 operators or brackets, 8 blocks with the body's.
int at_limit(int x) {
  x = (((((((x)))))));
  x = - - - - - - -x;
  {{{{{{{ x++; }}}}}}}
  return ((((((((x))))))));
}

int parens(int x) {
  return (((((((((x))))))))); // expected-error {{nesting too deep (limit 8; use -fmax-nesting-depth= to raise it)}}
}

int unary(int x) {
  return - - - - - - - - -x; // expected-error {{nesting too deep (limit 8; use -fmax-nesting-depth= to raise it)}}
}

int binary(int x) {
  return x+x+x+x+x+x+x+x+x+x; // expected-error {{nesting too deep (limit 8; use -fmax-nesting-depth= to raise it)}}
}

void blocks(int x) {
  {{{{{{{{ x++; }}}}}}}} // expected-error {{nesting too deep (limit 8; use -fmax-nesting-depth= to raise it)}}
}

void statements(int x) {
  if (x) if (x) if (x) if (x) if (x) if (x) if (x) if (x) if (x) x++; // expected-error {{nesting too deep (limit 8; use -fmax-nesting-depth= to raise it)}}
}

// Reported once per declaration, however often the limit is passed in it.
int twice(int x) {
  x = (((((((((x))))))))); // expected-error {{nesting too deep (limit 8; use -fmax-nesting-depth= to raise it)}}
  return (((((((((x)))))))));
}

// The declarations after it are parsed as usual.
int after(int x) { return x + 1 }  // expected-error {{expected ';' after return statement}}

// 100,000 nested parentheses: one error, in linear time, no crash.
// RUN: %python -c "print('int f(int x) { return ' + '(' * 100000 + 'x' + ')' * 100000 + '; }')" > %t.parens.cl
// RUN: not %oclc -fsyntax-only -fmax-nesting-depth=256 -fno-caret-diagnostics %t.parens.cl 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: %python -c "print('int f(int x) { return ' + '- ' * 100000 + 'x; }')" > %t.unary.cl
// RUN: not %oclc -fsyntax-only -fmax-nesting-depth=256 -fno-caret-diagnostics %t.unary.cl 2>&1 | FileCheck %s --check-prefix=DEEP
// RUN: %python -c "print('void f(int x) { ' + '{' * 100000 + '}' * 100000 + ' }')" > %t.blocks.cl
// RUN: not %oclc -fsyntax-only -fmax-nesting-depth=256 -fno-caret-diagnostics %t.blocks.cl 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP:     error: nesting too deep (limit 256; use -fmax-nesting-depth= to raise it)
// DEEP-NOT: error:
