// Run-time test: GNU statement expressions (macros in the style of real
// libraries, break and continue out of one, return out of one, nesting,
// a label before the value) compared with the host C compiler compiling
// the same functions as GNU C (Inputs/statement-expressions.h, included
// by both).  -O0 and -O2 must agree.
// RUN: %oclc -c -O0 -I %S/Inputs %s -o %t.O0.o
// RUN: %cc -std=gnu17 -I %S/Inputs %S/Inputs/statement-expressions.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 -I %S/Inputs %s -o %t.O2.o
// RUN: %cc -std=gnu17 -I %S/Inputs %S/Inputs/statement-expressions.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: statement-expressions: 6000 checks passed

#define SE(name) name
#include "statement-expressions.h"
