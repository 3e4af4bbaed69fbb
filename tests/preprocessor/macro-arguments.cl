// Arguments may span lines and hold directives (run as they are met, as
// clang does); parentheses nest, and only top-level commas separate
// arguments; an argument is macro-replaced before it is substituted,
// where its tokens came from no matter.
// RUN: %oclc -E %s | FileCheck %s

#define LIST(a, b, c) [a|b|c]
LIST(1,
     2,
     3);
// CHECK: [1|2|3];
LIST(
#ifdef NOT_DEFINED
     no,
#else
     yes,
#endif
     (x, y), f(z, w));
// CHECK-NEXT: [yes|(x, y)|f(z, w)];
#define LINE_OF(x) __LINE__
int l = LINE_OF(
  a);
// CHECK-NEXT: int l = [[@LINE-2]];
#define TWICE(x) x x
#define ONE 1
TWICE(ONE) TWICE(TWICE(ONE));
// CHECK-NEXT: 1 1 1 1 1 1;
