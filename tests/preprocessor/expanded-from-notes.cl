// A diagnostic about a token that came out of a macro is shown where the
// macro was used, with an "expanded from macro" note for each level, at
// the spelling in each #define; a token from an argument is shown where
// the argument was written.
// RUN: not %oclc -fsyntax-only %s 2>&1 | FileCheck %s --strict-whitespace

#define INNER(x) (x + 08)
#define OUTER(y) INNER(y) * 2
int a = OUTER(1);
// CHECK:      expanded-from-notes.cl:9:9: error: invalid digit '8' in octal constant
// CHECK-NEXT:     9 | int a = OUTER(1);
// CHECK-NEXT:       |         ^
// CHECK-NEXT: expanded-from-notes.cl:8:18: note: expanded from macro 'OUTER'
// CHECK-NEXT:     8 | #define OUTER(y) INNER(y) * 2
// CHECK-NEXT:       |                  ^
// CHECK-NEXT: expanded-from-notes.cl:7:24: note: expanded from macro 'INNER'
// CHECK-NEXT:     7 | #define INNER(x) (x + 08)
// CHECK-NEXT:       |                        ^

#define ID(x) x
int b = ID(1 + 09);
// CHECK:      expanded-from-notes.cl:[[@LINE-1]]:17: error: invalid digit '9' in octal constant
// CHECK-NEXT:    [[@LINE-2]] | int b = ID(1 + 09);
// CHECK-NEXT:       |                 ^
// CHECK-NOT:  note
