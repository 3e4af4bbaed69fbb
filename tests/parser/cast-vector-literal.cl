// Casts and vector literals (OpenCL C 2.0, 1.1.6).  `(T)(x, y)` is a cast
// whose operand is a parenthesized comma expression; sema turns it into a
// vector literal when T is a vector type.  As in clang, postfix operators
// after `(vector type)(...)` apply to the vector literal: `(float4)(a).hi`
// is the .hi of the vector, not a cast of `(a).hi`.  After any other type
// name C's rule holds: `(float)(v).x` casts `(v).x`.  A `(` after the
// vector type that opens another type name is a cast, not a literal's
// operands: `(char2)(char)0` replicates the cast `(char)0`, as in clang
// (the conformance suite writes `(LOC_VTYPE)(LOC_TYPE)0`).
// RUN: %oclc -fsyntax-only -ast-dump %s | FileCheck %s

typedef float4 vec;
typedef char mychar;

float f(float a, float b, float4 v) {
  float4 l = (float4)(a, b, a, b);
// CHECK:      VarDecl {{.*}} l
// CHECK-NEXT: `-VectorLiteral
// CHECK-NEXT:   |-DeclRefExpr {{.*}} 'a'
// CHECK-NEXT:   |-DeclRefExpr {{.*}} 'b'
// CHECK-NEXT:   |-DeclRefExpr {{.*}} 'a'
// CHECK-NEXT:   `-DeclRefExpr {{.*}} 'b'
  float4 s = (float4)(a);
// CHECK:      VarDecl {{.*}} s
// CHECK-NEXT: `-SplatExpr
  float2 h = (float4)(a).hi;
// CHECK:      VarDecl {{.*}} h
// CHECK-NEXT: `-SwizzleExpr {{.*}}lanes=2,3
// CHECK-NEXT:   `-SplatExpr
  float y = (vec)(a, b, a, b).y;
// CHECK:      VarDecl {{.*}} y
// CHECK-NEXT: `-SwizzleExpr {{.*}}lanes=1
// CHECK-NEXT:   `-VectorLiteral
  float4 m = (float4)((float2)(a, b), a, b);
// CHECK:      VarDecl {{.*}} m
// CHECK-NEXT: `-VectorLiteral
// CHECK-NEXT:   |-VectorLiteral
  float x = (float)(v).x;
// CHECK:      VarDecl {{.*}} x
// CHECK-NEXT: `-CStyleCastExpr
// CHECK-NEXT:   `-SwizzleExpr {{.*}}lanes=0
  int i = (int)(a) + (int)a;
// CHECK:      VarDecl {{.*}} i
// CHECK-NEXT: `-BinaryOperator {{.*}} '+'
// CHECK-NEXT:   |-CStyleCastExpr
// CHECK-NEXT:   | `-DeclRefExpr {{.*}} 'a'
// CHECK-NEXT:   `-CStyleCastExpr
  char2 c0 = (char2)(char)0;
// CHECK:      VarDecl {{.*}} c0
// CHECK-NEXT: `-SplatExpr <[[@LINE-2]]:14-[[@LINE-2]]:27> 'char2'
// CHECK-NEXT:   `-CStyleCastExpr <[[@LINE-3]]:21-[[@LINE-3]]:27> 'char' value=0
  char2 c1 = (char2)(mychar)3 + (char2)(const char)(4);
// CHECK:      VarDecl {{.*}} c1
// CHECK-NEXT: `-BinaryOperator {{.*}} '+'
// CHECK-NEXT:   |-SplatExpr
// CHECK-NEXT:   | `-CStyleCastExpr {{.*}} 'char' value=3
// CHECK:        `-SplatExpr
// CHECK-NEXT:     `-CStyleCastExpr {{.*}} 'char' value=4
  float4 c2 = (float4)(float)(v).x;
// CHECK:      VarDecl {{.*}} c2
// CHECK-NEXT: `-SplatExpr
// CHECK-NEXT:   `-CStyleCastExpr {{.*}} 'float'
// CHECK-NEXT:     `-SwizzleExpr {{.*}}lanes=0
  return l.x + s.x + h.x + x + y + m.x + i + c0.x + c1.y + c2.z;
}
