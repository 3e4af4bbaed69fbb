// Run-time test: what structs, unions, enums and initializers compute, with
// the host C compiler as the reference.  Inputs/record-values.h is one
// program in the subset the two languages share; the kernel here and the C
// driver (compiled by cc) both run it, on several seeds and twice in a row
// (program-scope variables keep their values), and the driver compares
// every value.
// RUN: %oclc -c -cl-std=CL2.0 -O0 -I %S/Inputs %s -o %t.O0.o
// RUN: %cc -std=c17 -I %S/Inputs %S/Inputs/record-values.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -cl-std=CL2.0 -O2 -I %S/Inputs %s -o %t.O2.o
// RUN: %cc -std=c17 -I %S/Inputs %S/Inputs/record-values.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: {{^}}record-values: {{[0-9]+}} checks passed, 0 failed

#define CONSTANT       constant
#define GLOBAL         global
#define PRIVATE_PTR(t) private t *
#define OUT_PTR        global int *
#include "record-values.h"

kernel void values(global int *out, int seed) { program(out, seed); }
