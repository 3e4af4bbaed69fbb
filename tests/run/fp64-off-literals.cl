// Run-time test: without fp64 (-cl-ext=-cl_khr_fp64) an unsuffixed
// floating literal is a float, so `x * 0.1` is a float multiplication by
// 0.1f; with fp64 it is a double multiplication rounded to float.  The C
// driver computes both in C (no code shared with oclc), checks the object
// against the one its first argument names, and counts the inputs where
// the two differ, so the test can tell them apart.
// RUN: %oclc -c -O2 -w -cl-ext=-cl_khr_fp64 %s -o %t.off.o
// RUN: %cc -std=c17 -ffp-contract=off %S/Inputs/fp64-off-literals.c %t.off.o -o %t.off.exe
// RUN: %t.off.exe float | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.on.o
// RUN: %cc -std=c17 -ffp-contract=off %S/Inputs/fp64-off-literals.c %t.on.o -o %t.on.exe
// RUN: %t.on.exe double | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: fp64-off-literals: 20000 checks passed, {{[1-9][0-9]*}} inputs tell float from double

float scale(float x) { return x * 0.1; }
float third(float x) { return x / 3.0 + 1e-3; }
