#define INNER undeclared_name
#define OUTER INNER
int f(void) { return OUTER; }
// An error inside macro expansions is reported where the user wrote the
// outermost macro, followed by one "expanded from macro" note per level,
// outermost first, each at the spelling inside the #define (clang's layout).
// RUN: %expect-exit 1 %oclc -fsyntax-only %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
// CHECK:{{.*}}macro-backtrace.cl:3:22: error: use of undeclared identifier 'undeclared_name'
// CHECK-NEXT:    3 | int f(void) { return OUTER; }
// CHECK-NEXT:      |                      ^
// CHECK-NEXT:{{.*}}macro-backtrace.cl:2:15: note: expanded from macro 'OUTER'
// CHECK-NEXT:    2 | #define OUTER INNER
// CHECK-NEXT:      |               ^
// CHECK-NEXT:{{.*}}macro-backtrace.cl:1:15: note: expanded from macro 'INNER'
// CHECK-NEXT:    1 | #define INNER undeclared_name
// CHECK-NEXT:      |               ^
// CHECK-NEXT:1 error generated.
// -verify matches at the use and does not count the macro notes.
// RUN: %oclc -fsyntax-only -verify %s
// expected-error@3 {{use of undeclared identifier 'undeclared_name'}}
