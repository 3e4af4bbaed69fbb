// Sema checks each declaration as soon as it is parsed, so the errors
// that the limit keeps are the first ones in the source, whichever phase
// finds them, as in clang's single pass: the undeclared name in f (sema)
// comes before the syntax error in g (the parser).
void f(void) { int a = nope; }
void g(void) { int b = ; }
void h(void) { int c = also_nope; }
// RUN: %expect-exit 1 %oclc -fsyntax-only -ferror-limit=1 %s 2>&1 | FileCheck %s --check-prefix=LIMIT
// LIMIT: error-limit-order.cl:5:24: error: use of undeclared identifier 'nope'
// LIMIT-NOT: expected expression
// LIMIT: fatal error: too many errors emitted, stopping now [-ferror-limit=]
// LIMIT-NEXT: 2 errors generated.
// RUN: %expect-exit 1 %oclc -fsyntax-only -ferror-limit=2 %s 2>&1 | FileCheck %s --check-prefix=LIMIT2
// LIMIT2: error-limit-order.cl:5:24: error: use of undeclared identifier 'nope'
// LIMIT2: error-limit-order.cl:6:24: error: expected expression
// LIMIT2-NOT: also_nope
// LIMIT2: 3 errors generated.
// A fatal error stops the compilation where it is; what came before it
// was checked (clang: the same three errors, then the fatal one).
// RUN: %expect-exit 1 %oclc -fsyntax-only -DFATAL %s 2>&1 | FileCheck %s --check-prefix=FATAL
// FATAL: error: use of undeclared identifier 'nope'
// FATAL: error: expected expression
// FATAL: error: use of undeclared identifier 'also_nope'
// FATAL: fatal error: 'no-such-header.h' file not found
// FATAL: 4 errors generated.
#ifdef FATAL
#include "no-such-header.h"
#endif
