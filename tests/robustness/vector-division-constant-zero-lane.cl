// Found by the differential tester (tests/fuzz/difftest.py): LLVM 19's
// InstSimplify threads a division over a vector select and folds the arm
// `x / C` to poison when a lane of the constant C is 0, although the select
// never takes that lane (llvm-project PR #114280, fixed in LLVM 20).  oclc's
// guard (x / 0 == x, MIN / -1 == MIN, per lane) was such a select, so at
// -O2 `x / (int4)(7, 0, -1, 3)` returned x in every lane.  The guard now
// replaces zero lanes with umax(d, 1) (codegen/cg_expr.c, int_divide).
// Each function below has a constant (or constant-folded) divisor with a 0
// lane; the C driver computes every lane with its own arithmetic.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/vector-division.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/vector-division.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: vector division: {{[0-9]+}} lanes checked, 0 wrong

// The divisor as a literal, in a local variable (constant after mem2reg),
// and through a vector select with a constant arm (the fuzzer's shape).
void div_literal(global int4 *r, global const int4 *x) { r[0] = x[0] / (int4)(7, 0, -1, 3); }
void rem_literal(global int4 *r, global const int4 *x) { r[0] = x[0] % (int4)(7, 0, -1, 3); }
void div_local(global int4 *r, global const int4 *x) { int4 d = (int4)(0, 5, -1, 0); r[0] = x[0] / d; }
void div_select(global char16 *r, global const char16 *x, global const char16 *c) {
  r[0] = x[0] / (c[0] ? x[0] : (char16)(1, -1, 127, 127, 0, -85, 127, 42, 16, 127, -128, -128, 32, -128, 6, -24));
}
void udiv_literal(global uint4 *r, global const uint4 *x) { r[0] = x[0] / (uint4)(0, 3, 0, 0xffffffffu); }
