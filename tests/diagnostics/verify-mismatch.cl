// -verify fails (exit 1) on a missed or an unexpected diagnostic and says
// which, in clang's words; the diagnostics themselves are not printed.
// ('expected{{-}}error' keeps these CHECK lines from being directives.)
// RUN: %expect-exit 1 %oclc -fsyntax-only -verify %s 2>&1 | FileCheck %s
// expected-error@+1 {{wrong text}}
#error actual text
// expected-warning@+1 {{never emitted}}
kernel void k(void) {}
// CHECK: error: 'expected{{-}}error' diagnostics expected but not seen:
// CHECK-NEXT:   File {{.*}}verify-mismatch.cl Line 6 (directive at {{.*}}verify-mismatch.cl:5): wrong text
// CHECK-NEXT: error: 'expected{{-}}error' diagnostics seen but not expected:
// CHECK-NEXT:   File {{.*}}verify-mismatch.cl Line 6: actual text
// CHECK-NEXT: error: 'expected{{-}}warning' diagnostics expected but not seen:
// CHECK-NEXT:   File {{.*}}verify-mismatch.cl Line 8 (directive at {{.*}}verify-mismatch.cl:7): never emitted
// CHECK-NEXT: 3 errors generated.
// CHECK-NOT: actual text
