// Precedence and associativity are C99's (OpenCL C 2.0, 1.3): the tree
// groups as C does.  Operands are ints so that sema adds no conversions;
// the connectors (|- `-) pin each operand to its operator.
// RUN: %oclc -fsyntax-only -ast-dump %s | FileCheck %s

int prec(int a, int b, int c, int d, global int *p) {
  int r;
  // Multiplicative binds tighter than additive.
  r = a + b * c;
// CHECK:      BinaryOperator {{.*}} '='
// CHECK-NEXT:   |-DeclRefExpr {{.*}} 'r'
// CHECK-NEXT:   `-BinaryOperator {{.*}} '+'
// CHECK-NEXT:     |-DeclRefExpr {{.*}} 'a'
// CHECK-NEXT:     `-BinaryOperator {{.*}} '*'
  // Left associative: (a - b) - c.
  r = a - b - c;
// CHECK:      BinaryOperator {{.*}} '='
// CHECK-NEXT:   |-DeclRefExpr {{.*}} 'r'
// CHECK-NEXT:   `-BinaryOperator {{.*}} '-'
// CHECK-NEXT:     |-BinaryOperator {{.*}} '-'
// CHECK-NEXT:     | |-DeclRefExpr {{.*}} 'a'
// CHECK-NEXT:     | `-DeclRefExpr {{.*}} 'b'
// CHECK-NEXT:     `-DeclRefExpr {{.*}} 'c'
  // Assignment is right associative: r = (a = b).
  r = a = b;
// CHECK:      BinaryOperator {{.*}} '='
// CHECK-NEXT:   |-DeclRefExpr {{.*}} 'r'
// CHECK-NEXT:   `-BinaryOperator {{.*}} '='
  // Compound assignment keeps its operator.
  r += a << b;
// CHECK:      CompoundAssignOperator {{.*}} '+='
// CHECK-NEXT:   |-DeclRefExpr {{.*}} 'r'
// CHECK-NEXT:   `-BinaryOperator {{.*}} '<<'
  // ?: is right associative: a ? b : (c ? d : a).
  r = a ? b : c ? d : a;
// CHECK:      ConditionalOperator
// CHECK-NEXT:   |-DeclRefExpr {{.*}} 'a'
// CHECK-NEXT:   |-DeclRefExpr {{.*}} 'b'
// CHECK-NEXT:   `-ConditionalOperator
  // && binds tighter than ||; | than &&; == than &; < than ==; << than <.
  r = a || b && c | d & a == b < c << d;
// CHECK:      BinaryOperator {{.*}} '||'
// CHECK-NEXT:   |-DeclRefExpr {{.*}} 'a'
// CHECK-NEXT:   `-BinaryOperator {{.*}} '&&'
// CHECK-NEXT:     |-DeclRefExpr {{.*}} 'b'
// CHECK-NEXT:     `-BinaryOperator {{.*}} '|'
// CHECK-NEXT:       |-DeclRefExpr {{.*}} 'c'
// CHECK-NEXT:       `-BinaryOperator {{.*}} '&'
// CHECK-NEXT:         |-DeclRefExpr {{.*}} 'd'
// CHECK-NEXT:         `-BinaryOperator {{.*}} '=='
// CHECK-NEXT:           |-DeclRefExpr {{.*}} 'a'
// CHECK-NEXT:           `-BinaryOperator {{.*}} '<'
// CHECK-NEXT:             |-DeclRefExpr {{.*}} 'b'
// CHECK-NEXT:             `-BinaryOperator {{.*}} '<<'
  // ^ sits between & and |.
  r = a | b ^ c & d;
// CHECK:      BinaryOperator {{.*}} '|'
// CHECK-NEXT:   |-DeclRefExpr {{.*}} 'a'
// CHECK-NEXT:   `-BinaryOperator {{.*}} '^'
// CHECK-NEXT:     |-DeclRefExpr {{.*}} 'b'
// CHECK-NEXT:     `-BinaryOperator {{.*}} '&'
  // Postfix binds tighter than prefix: -(p[0]), *(p++).
  r = -p[0];
// CHECK:      UnaryOperator {{.*}} prefix '-'
// CHECK-NEXT:   `-ArraySubscriptExpr
  r = *p++;
// CHECK:      UnaryOperator {{.*}} prefix '*'
// CHECK-NEXT:   `-UnaryOperator {{.*}} postfix '++'
  // Unary binds tighter than binary: (!a) == b, (~a) + b.
  r = !a == b;
// CHECK:      BinaryOperator {{.*}} '=='
// CHECK-NEXT:   |-UnaryOperator {{.*}} prefix '!'
  // A cast applies to its unary operand only: ((float)a) / b.
  r = (int)((float)a / b);
// CHECK:      BinaryOperator {{.*}} '/'
// CHECK-NEXT:   |-CStyleCastExpr
  // The comma operator is the loosest: (r = a), b.
  r = a, b;
// CHECK:      BinaryOperator {{.*}} ','
// CHECK-NEXT:   |-BinaryOperator {{.*}} '='
  // sizeof binds to its unary operand: (sizeof a) * 2, not sizeof (a * 2).
  // Sema folds sizeof to its value.
  r = sizeof a * 2 + sizeof(int) * 2;
// CHECK:      BinaryOperator {{.*}} '+'
// CHECK-NEXT:   |-BinaryOperator {{.*}} '*'
// CHECK-NEXT:   | |-IntegerLiteral {{.*}} 4
// CHECK:        `-BinaryOperator {{.*}} '*'
// CHECK-NEXT:     |-IntegerLiteral {{.*}} 4
  return r;
}
