#warning careful
// -Werror promotes warnings and says so in the flag, as clang does;
// -Werror=<name> promotes one; -Wno-error=<name> and -Wno-error undo it.
// RUN: %expect-exit 1 %oclc -fsyntax-only -Werror %s 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: %expect-exit 1 %oclc -fsyntax-only '-Werror=#warnings' %s 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: werror.cl:1:2: error: careful [-Werror,-W#warnings]
// ERROR: 1 error generated.
// RUN: %oclc -fsyntax-only -Werror '-Wno-error=#warnings' %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %oclc -fsyntax-only -Werror -Wno-error %s 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: werror.cl:1:2: warning: careful [-W#warnings]
// WARN: 1 warning generated.
// -w and -Wno-<name> silence it; a later flag wins.
// RUN: %oclc -fsyntax-only -w %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only '-Wno-#warnings' %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only '-Wno-#warnings' '-W#warnings' %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %oclc -fsyntax-only -Weverything -Wno-everything %s 2>&1 | count 0
