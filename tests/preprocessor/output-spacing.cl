// -E output keeps tokens apart where they would otherwise lex as one,
// keeps the source's line breaks, and gives a macro's replacement the
// spacing of its use.
// RUN: %oclc -E %s | FileCheck %s --strict-whitespace

#define PLUS +
#define MINUS -
#define EMPTY
#define ID(x) x
#define CAT(a, b) a ## b
a = b PLUS+c;
// CHECK: {{^}}a = b + +c;
x = y MINUS-1 MINUS>z;
// CHECK-NEXT: {{^}}x = y - -1 - >z;
ID(1)ID(2) ID(.)5 ID(1)ID(.) ID(a)ID(b);
// CHECK-NEXT: {{^}}1 2 . 5 1 . a b;
/EMPTY/ comment;
// CHECK-NEXT: {{^}}/ / comment;
EMPTY int EMPTY z;
// CHECK-NEXT: {{^}}int z;
  indented;
// CHECK-NEXT: {{^}}indented;
ID(<)ID(<)ID(=) ID(&)ID(&) ID(|)ID(=) ID(#)ID(#) ID(-)ID(>);
// CHECK-NEXT: {{^}}< < = & & | = # # - >;
