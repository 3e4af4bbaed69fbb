// Unknown -W flags are warnings (with a suggestion), as in clang, so a
// build line written for another compiler still works; -Werror makes them
// errors, -w silences them.
// RUN: %oclc -fsyntax-only -Wunused-varible -Wno-parenthesis -Wbogus-flag %s 2>&1 | FileCheck %s
// CHECK: warning: unknown warning option '-Wunused-varible'; did you mean '-Wunused-variable'? [-Wunknown-warning-option]
// CHECK-NEXT: warning: unknown warning option '-Wno-parenthesis'; did you mean '-Wno-parentheses'? [-Wunknown-warning-option]
// CHECK-NEXT: warning: unknown warning option '-Wbogus-flag' [-Wunknown-warning-option]
// CHECK-NEXT: 3 warnings generated.
// RUN: %expect-exit 1 %oclc -fsyntax-only -Wbogus-flag -Werror %s 2>&1 | FileCheck %s --check-prefix=WERROR
// WERROR: error: unknown warning option '-Wbogus-flag' [-Werror,-Wunknown-warning-option]
// RUN: %oclc -fsyntax-only -w -Wbogus-flag %s 2>&1 | count 0
// -Wunknown-warning-option is a row like any other: -Wno- silences it,
// wherever it stands on the line.
// RUN: %oclc -fsyntax-only -Wbogus-flag -Wno-unknown-warning-option %s 2>&1 | count 0
// RUN: %expect-exit 1 %oclc -fsyntax-only -Werror=unknown-warning-option -Wbogus-flag %s 2>&1 | FileCheck %s --check-prefix=WERROR
// A flag oclc listed once but never reported is gone, and is unknown now
// (the rows of support/warnings.def are all reported: see
// tests/diagnostics/warnings-emitted.test).
// RUN: %oclc -fsyntax-only -Wunreachable-code -Wunused-paramter %s 2>&1 | FileCheck %s --check-prefix=GONE
// GONE: warning: unknown warning option '-Wunreachable-code' [-Wunknown-warning-option]
// GONE: warning: unknown warning option '-Wunused-paramter'; did you mean '-Wunused-parameter'? [-Wunknown-warning-option]
kernel void k(void) {}
