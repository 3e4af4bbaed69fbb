// Statements: the dangling else binds to the nearest if; for with a
// declaration; switch, case chains and default; labels and goto; null and
// empty compound statements.  Source ranges include the closing `;`/`}`.
// RUN: %oclc -fsyntax-only -ast-dump %s | FileCheck %s

int g(int n) {
  int r = 0;
  if (n) if (n > 1) r = 1; else r = 2;
// CHECK:      IfStmt <[[@LINE-1]]:3-[[@LINE-1]]:38>{{$}}
// CHECK-NEXT: |-DeclRefExpr {{.*}} 'n'
// CHECK-NEXT: `-IfStmt <[[@LINE-3]]:10-[[@LINE-3]]:38> has_else
  while (n) n--;
// CHECK:      WhileStmt <[[@LINE-1]]:3-[[@LINE-1]]:16>
// CHECK-NEXT: |-DeclRefExpr {{.*}} 'n'
// CHECK-NEXT: `-UnaryOperator {{.*}} postfix '--'
  do { r++; } while (r < 10);
// CHECK:      DoStmt <[[@LINE-1]]:3-[[@LINE-1]]:29>
// CHECK-NEXT: |-CompoundStmt
// CHECK:      `-BinaryOperator {{.*}} '<'
  for (int i = 0; i < n; i++) { if (i) continue; break; }
// CHECK:      ForStmt <[[@LINE-1]]:3-[[@LINE-1]]:57>
// CHECK-NEXT: |-DeclStmt <[[@LINE-2]]:8-[[@LINE-2]]:17>
// CHECK-NEXT: | `-VarDecl {{.*}} i
// CHECK:      |-BinaryOperator {{.*}} '<'
// CHECK:      |-UnaryOperator {{.*}} postfix '++'
// CHECK:      `-CompoundStmt
// CHECK-NEXT:   |-IfStmt
// CHECK-NEXT:   | |-DeclRefExpr {{.*}} 'i'
// CHECK-NEXT:   | `-ContinueStmt
// CHECK-NEXT:   `-BreakStmt
  for (;;) break;
// CHECK:      ForStmt <[[@LINE-1]]:3-[[@LINE-1]]:17>
// CHECK-NEXT: |-<<<NULL>>>
// CHECK-NEXT: |-<<<NULL>>>
// CHECK-NEXT: |-<<<NULL>>>
// CHECK-NEXT: `-BreakStmt
  switch (n) { case 1: r = 3; break; case 2: case 3: r = 4; default: r = 5; }
// CHECK:      SwitchStmt
// CHECK-NEXT: |-DeclRefExpr {{.*}} 'n'
// CHECK-NEXT: `-CompoundStmt
// CHECK-NEXT:   |-CaseStmt
// CHECK-NEXT:   | |-IntegerLiteral {{.*}} 1
// CHECK-NEXT:   | `-BinaryOperator {{.*}} '='
// CHECK:        |-BreakStmt
// CHECK-NEXT:   |-CaseStmt
// CHECK-NEXT:   | |-IntegerLiteral {{.*}} 2
// CHECK-NEXT:   | `-CaseStmt
// CHECK-NEXT:   |   |-IntegerLiteral {{.*}} 3
// CHECK-NEXT:   |   `-BinaryOperator {{.*}} '='
// CHECK:        `-DefaultStmt
// CHECK-NEXT:     `-BinaryOperator {{.*}} '='
again:
  if (r > 100) goto done;
// CHECK:      LabelStmt {{.*}} 'again'
// CHECK-NEXT: `-IfStmt
// CHECK:        `-GotoStmt <[[@LINE-3]]:16-[[@LINE-3]]:25> 'done'
  r = r * 2;
  goto again;
// CHECK:      GotoStmt {{.*}} 'again'
done:;
// CHECK:      LabelStmt {{.*}} 'done'
// CHECK-NEXT: `-NullStmt <[[@LINE-2]]:6>
  {}
// CHECK:      CompoundStmt <[[@LINE-1]]:3-[[@LINE-1]]:4>{{$}}
  return r;
// CHECK:      ReturnStmt <[[@LINE-1]]:3-[[@LINE-1]]:11>
// CHECK-NEXT: `-DeclRefExpr {{.*}} 'r'
}
