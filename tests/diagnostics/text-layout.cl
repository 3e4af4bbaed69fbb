#error stop here
#warning look out
kernel void k(global int *p) {
	*p = undeclared_value;
}
// clang's text layout: location, level, message and flag; the source line
// under a line-number gutter; the caret under the column, with a tab
// expanded to the next multiple of 8 in both lines; the summary last.
// RUN: %expect-exit 1 %oclc -fsyntax-only %s 2>&1 | FileCheck %s --strict-whitespace --match-full-lines
// CHECK:{{.*}}text-layout.cl:1:2: error: stop here
// CHECK-NEXT:    1 | #error stop here
// CHECK-NEXT:      |  ^
// CHECK-NEXT:{{.*}}text-layout.cl:2:2: warning: look out [-W#warnings]
// CHECK-NEXT:    2 | #warning look out
// CHECK-NEXT:      |  ^
// CHECK-NEXT:{{.*}}text-layout.cl:4:7: error: use of undeclared identifier 'undeclared_value'
// CHECK-NEXT:    4 |         *p = undeclared_value;
// CHECK-NEXT:      |              ^
// CHECK-NEXT:1 warning and 2 errors generated.
//
// Without the gutter, and without snippets (which also drops the summary):
// RUN: %expect-exit 1 %oclc -fsyntax-only -fno-diagnostics-show-line-numbers %s 2>&1 | FileCheck %s --check-prefix=NOGUTTER --strict-whitespace --match-full-lines
// NOGUTTER:{{.*}}text-layout.cl:1:2: error: stop here
// NOGUTTER-NEXT:#error stop here
// NOGUTTER-NEXT: ^
// RUN: %expect-exit 1 %oclc -fsyntax-only -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=TERSE --strict-whitespace --match-full-lines
// TERSE:{{.*}}text-layout.cl:1:2: error: stop here
// TERSE-NEXT:{{.*}}text-layout.cl:2:2: warning: look out [-W#warnings]
// TERSE-NEXT:{{.*}}text-layout.cl:4:7: error: use of undeclared identifier 'undeclared_value'
// TERSE-NOT:{{.}}
