#error number 1 // expected-error {{number 1}}
#error number 2 // expected-error {{number 2}}
#error number 3 // expected-error {{number 3}}
#error number 4 // expected-error {{number 4}}
#error number 5 // expected-error {{number 5}}
#error number 6 // expected-error {{number 6}}
#error number 7 // expected-error {{number 7}}
#error number 8 // expected-error {{number 8}}
#error number 9 // expected-error {{number 9}}
#error number 10 // expected-error {{number 10}}
#error number 11 // expected-error {{number 11}}
#error number 12 // expected-error {{number 12}}
#error number 13 // expected-error {{number 13}}
#error number 14 // expected-error {{number 14}}
#error number 15 // expected-error {{number 15}}
#error number 16 // expected-error {{number 16}}
#error number 17 // expected-error {{number 17}}
#error number 18 // expected-error {{number 18}}
#error number 19 // expected-error {{number 19}}
#error number 20 // expected-error {{number 20}}
#error number 21 // expected-error {{number 21}}
#error number 22 // expected-error {{number 22}}
// -verify lifts the default error limit (a test lists every error it
// expects); an explicit -ferror-limit still applies.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %expect-exit 1 %oclc -fsyntax-only -verify -ferror-limit=5 %s 2>&1 | FileCheck %s
// CHECK: error: 'expected{{-}}error' diagnostics expected but not seen:
// CHECK: error: 'expected{{-}}error' diagnostics seen but not expected:
// CHECK-NEXT: (frontend): too many errors emitted, stopping now
