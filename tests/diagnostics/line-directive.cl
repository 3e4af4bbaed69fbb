#line 100 "renamed.cl"
#error after the line directive
#line 200
#error same file, new line
// Locations are presumed locations: #line renames the file and renumbers
// the lines, in the header and in the gutter.
// RUN: %expect-exit 1 %oclc -fsyntax-only %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
// CHECK:renamed.cl:100:2: error: after the line directive
// CHECK-NEXT:  100 | #error after the line directive
// CHECK-NEXT:      |  ^
// CHECK-NEXT:renamed.cl:200:2: error: same file, new line
// CHECK-NEXT:  200 | #error same file, new line
// CHECK-NEXT:      |  ^
