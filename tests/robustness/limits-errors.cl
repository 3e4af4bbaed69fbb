// The number of diagnostics: 100,000 independent errors stop after
// -ferror-limit= (default 19 and clang's fatal error, "20 errors
// generated."); with -ferror-limit=0 all 100,000 are reported, in time
// linear in their number.  Warnings have no limit, as in clang.
// RUN: %python -c "print('\n'.join('int f%%d(void) { return x%%d; }' %% (i, i) for i in range(100000)))" > %t.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o %t.cl 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: fatal error: too many errors emitted, stopping now [-ferror-limit=]
// DEFAULT-NEXT: 20 errors generated.
// RUN: %expect-exit 1 %oclc -fsyntax-only -ferror-limit=0 %t.cl 2>&1 | FileCheck %s --check-prefix=ALL
// ALL: cl:100000:27: error: use of undeclared identifier 'x99999'
// ALL: 100000 errors generated.
// RUN: %expect-exit 1 %oclc -fsyntax-only -ferror-limit=1 -fno-caret-diagnostics %t.cl 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: cl:1:23: error: use of undeclared identifier 'x0'
// ONE-NEXT: fatal error: too many errors emitted, stopping now [-ferror-limit=]
// ONE-NOT: error
// RUN: %python -c "print('\n'.join('#warning w%%d' %% i for i in range(100000)))" > %t.w.cl
// RUN: %expect-exit 0 %oclc -c -o %t.o %t.w.cl 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: 100000 warnings generated.
