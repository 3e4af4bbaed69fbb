#error one
#error two
#error three
#error four
// -ferror-limit=N: N errors, then clang's fatal error, and nothing after it;
// the fatal counts, so N+1 errors are "generated".  0 means no limit.
// RUN: %expect-exit 1 %oclc -fsyntax-only -ferror-limit=2 %s 2>&1 | FileCheck %s --check-prefix=LIMIT
// LIMIT: error-limit.cl:1:2: error: one
// LIMIT: error-limit.cl:2:2: error: two
// LIMIT-NOT: three
// LIMIT: fatal error: too many errors emitted, stopping now [-ferror-limit=]
// LIMIT-NEXT: 3 errors generated.
// RUN: %expect-exit 1 %oclc -fsyntax-only -ferror-limit=0 %s 2>&1 | FileCheck %s --check-prefix=NOLIMIT
// NOLIMIT: error: four
// NOLIMIT-NOT: fatal error
// NOLIMIT: 4 errors generated.
// The default is clang's: 19 errors, the fatal, "20 errors generated."
// RUN: %expect-exit 1 %oclc -fsyntax-only %S/Inputs/many-errors.cl 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: many-errors.cl:19:2: error: number 19
// DEFAULT-NOT: number 20
// DEFAULT: fatal error: too many errors emitted, stopping now [-ferror-limit=]
// DEFAULT-NEXT: 20 errors generated.
