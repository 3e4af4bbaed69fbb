// Every node's range covers its source text: a binary expression from the
// start of its left operand to the end of its right one, a call from the
// callee to `)`, a cast from `(` to its operand's end.  A declaration shows
// its range, then the location of its name.
// RUN: %oclc -fsyntax-only -ast-dump %s | FileCheck %s

int add(int a, int b);
// CHECK:      FunctionDecl <[[@LINE-1]]:1-[[@LINE-1]]:21> [[@LINE-1]]:5 add
// CHECK-NEXT: |-ParmVarDecl <[[@LINE-2]]:9-[[@LINE-2]]:13> [[@LINE-2]]:13 a
// CHECK-NEXT: `-ParmVarDecl <[[@LINE-3]]:16-[[@LINE-3]]:20> [[@LINE-3]]:20 b

int f(global int *p, float4 v) {
  int x = add(p[0], 2) * (x + 1);
// CHECK:      VarDecl <[[@LINE-1]]:3-[[@LINE-1]]:32> [[@LINE-1]]:7 x
// CHECK-NEXT: `-BinaryOperator <[[@LINE-2]]:11-[[@LINE-2]]:32> {{.*}}'*'
// CHECK-NEXT:   |-CallExpr <[[@LINE-3]]:11-[[@LINE-3]]:22>
// CHECK-NEXT:   | |-DeclRefExpr <[[@LINE-4]]:11-[[@LINE-4]]:13>
// CHECK:        | |-ArraySubscriptExpr <[[@LINE-5]]:15-[[@LINE-5]]:18>
  float s = (float)x + v.x;
// CHECK:      VarDecl <[[@LINE-1]]:3-[[@LINE-1]]:26> [[@LINE-1]]:9 s
// CHECK:      BinaryOperator <[[@LINE-2]]:13-[[@LINE-2]]:26> {{.*}}'+'
// CHECK-NEXT: |-CStyleCastExpr <[[@LINE-3]]:13-[[@LINE-3]]:20>
// CHECK:      `-{{.*}} <[[@LINE-4]]:24-[[@LINE-4]]:26>
  return x;
}
