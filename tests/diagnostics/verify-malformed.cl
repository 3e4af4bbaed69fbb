// A malformed directive is an error of its own, reported as unexpected, so
// a typo in a test can never pass; a file without directives must say
// expected{{-}}no-diagnostics.
// RUN: %expect-exit 1 %oclc -fsyntax-only -verify %s 2>&1 | FileCheck %s
// expected-error no braces
// expected-error-re {{no regex part}}
// CHECK: error: 'expected{{-}}error' diagnostics seen but not expected:
// CHECK-NEXT:   File {{.*}}verify-malformed.cl Line 5: cannot find start ('{{[{][{]}}') of expected string
// CHECK-NEXT:   File {{.*}}verify-malformed.cl Line 6: cannot find start of regex ('{{[{][{]}}') in no regex part
// CHECK-NEXT: 2 errors generated.
// RUN: %expect-exit 1 %oclc -fsyntax-only -verify %S/Inputs/clean.cl 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: error: no expected directives found: consider use of 'expected{{-}}no-diagnostics'
// NONE-NEXT: 1 error generated.
