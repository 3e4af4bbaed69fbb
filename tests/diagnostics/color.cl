#error colour
#warning tint
// -fcolor-diagnostics: clang's escape sequences (bold location, red error,
// magenta warning, bold message, green caret); none by default when
// stderr is not a terminal.  ESC is shown as <ESC>.
// RUN: %expect-exit 1 %oclc -fsyntax-only -fcolor-diagnostics %s 2>&1 | sed 's/\x1b/<ESC>/g' | FileCheck %s --strict-whitespace
// CHECK:<ESC>[1m{{.*}}color.cl:1:2: <ESC>[0m<ESC>[0;1;31merror: <ESC>[0m<ESC>[1mcolour<ESC>[0m
// CHECK-NEXT:    1 | #error colour
// CHECK-NEXT:      | <ESC>[0;1;32m ^
// CHECK-NEXT:<ESC>[0m<ESC>[1m{{.*}}color.cl:2:2: <ESC>[0m<ESC>[0;1;35mwarning: <ESC>[0m<ESC>[1mtint [-W#warnings]<ESC>[0m
// CHECK-NEXT:    2 | #warning tint
// CHECK-NEXT:      | <ESC>[0;1;32m ^
// CHECK-NEXT:<ESC>[0m1 warning and 1 error generated.
// RUN: %expect-exit 1 %oclc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: %expect-exit 1 %oclc -fsyntax-only -fcolor-diagnostics -fno-color-diagnostics %s 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN-NOT: {{.}}[0m
