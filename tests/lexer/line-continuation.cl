// Backslash-newline is removed before tokens are formed (translation
// phase 2), anywhere: inside identifiers, numbers, literals, comments and
// directives, also with blanks between the backslash and the newline.
// Diagnostics still point at the physical line and column.
// RUN: %oclc -E %s | FileCheck %s
// RUN: %oclc -fsyntax-only -verify %s
// RUN: printf '#define BLANKS 4 \\  \n + 5\nint b = BLANKS;\n' > %t.cl
// RUN: %oclc -E %t.cl | FileCheck %s --check-prefix=BLANKS
// BLANKS: int b = 4 + 5;

int spl\
it = 1\
23;
// CHECK: int split = 123;

constant char str[] = "ab\
cd";
// CHECK: constant char str[] = "abcd";

#define TWO_LINES(x) \
  (x) + \
  1
int m = TWO_LINES(2);
// CHECK: int m = (2) + 1;

// a line comment that goes on \
int hidden_by_the_comment;
// CHECK-NOT: hidden_by_the_comment

int oct = 0\
9;   // expected-error {{invalid digit '9' in octal constant}}
