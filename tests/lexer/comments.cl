// Comments are white space: they separate tokens, may hide directives
// and line ends, and a block comment that spans lines leaves the next
// token at the start of a line (so a directive can follow it).
// RUN: %oclc -E %s | FileCheck %s

int/**/a;
// CHECK: int a;
int b /* a comment
  spanning lines */ = 2;
// CHECK: int b
// CHECK-NEXT: = 2;
/* before */ #define AFTER_COMMENT 3
int c = AFTER_COMMENT;
// CHECK: int c = 3;
#define COMMENTED_BODY 4 /* gone */ + /* gone
  too */ 5 // gone
int d = COMMENTED_BODY;
// CHECK: int d = 4 + 5;
int e = 6; /* # define NOT_A_DIRECTIVE */
#ifdef NOT_A_DIRECTIVE
#error not a directive
#endif
/* // */ int f;
// CHECK: int f;
// /* int g; */
// CHECK-NOT: int g;
