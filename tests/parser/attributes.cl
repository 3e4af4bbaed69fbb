// __attribute__((...)) lists where C allows them: among the declaration
// specifiers (DeclSpec.attrs), after a declarator (Declarator.attrs), with
// identifier, expression and type arguments, the __name__ spelling
// normalized; OpenCL C 2.0's opencl_unroll_hint on a loop.
// RUN: %oclc -fsyntax-only -ast-dump %s | FileCheck %s

kernel __attribute__((reqd_work_group_size(8, 4, 1))) void k1(global float *p) { p[0] = 1.0f; }
// CHECK:      FunctionDecl {{.*}} k1 {{.*}}spec='__kernel void __attribute__((reqd_work_group_size))'
// CHECK-NEXT: |-Attr reqd_work_group_size
// CHECK-NEXT: | |-IntegerLiteral {{.*}} 8
// CHECK-NEXT: | |-IntegerLiteral {{.*}} 4
// CHECK-NEXT: | `-IntegerLiteral {{.*}} 1

__attribute__((vec_type_hint(float4), work_group_size_hint(2, 2, 2))) kernel void k2(void) {}
// CHECK:      FunctionDecl {{.*}} k2
// CHECK-NEXT: |-Attr vec_type_hint
// CHECK-NEXT: | `-DeclRefExpr {{.*}} 'float4' (type)
// CHECK-NEXT: |-Attr work_group_size_hint

kernel void k3(global float4 *p) {
  float4 v __attribute__((aligned(16))) = p[0];
// CHECK:      VarDecl {{.*}} v
// CHECK-NEXT: |-Attr aligned
// CHECK-NEXT: | `-IntegerLiteral {{.*}} 16
  int n __attribute__((__unused__)), m;
// CHECK:      VarDecl {{.*}} n
// CHECK-NEXT: `-Attr unused
// CHECK-NEXT: VarDecl {{.*}} m {{.*}}spec='int'{{$}}
  __attribute__((opencl_unroll_hint(2))) for (int i = 0; i < 4; i++) p[i] = v;
// CHECK:      ForStmt
  m = 0;
  n = m;
}

int __attribute__((always_inline)) helper(int x) { return x; }
// CHECK: FunctionDecl {{.*}} helper {{.*}}spec='int __attribute__((always_inline))'
