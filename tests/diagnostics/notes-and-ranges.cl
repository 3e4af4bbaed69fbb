int g(void) { return 1; }
int g(void) { return 2; }
void r(global int *p) { p = p + p; }
// A note follows its diagnostic with its own snippet; ranges are drawn
// with ~ around the caret.
// RUN: %expect-exit 1 %oclc -fsyntax-only %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
// CHECK:{{.*}}notes-and-ranges.cl:2:5: error: redefinition of 'g'
// CHECK-NEXT:    2 | int g(void) { return 2; }
// CHECK-NEXT:      |     ^
// CHECK-NEXT:{{.*}}notes-and-ranges.cl:1:5: note: previous definition is here
// CHECK-NEXT:    1 | int g(void) { return 1; }
// CHECK-NEXT:      |     ^
// CHECK-NEXT:{{.*}}notes-and-ranges.cl:3:31: error: invalid operands to binary expression {{.*}}
// CHECK-NEXT:    3 | void r(global int *p) { p = p + p; }
// CHECK-NEXT:      |                             ~ ^ ~
// CHECK-NEXT:2 errors generated.
