// A macro is not replaced again inside its own replacement, directly or
// through others (C99 6.10.3.4p2), and a name that was not replaced stays
// so even when it is rescanned later; a function-like macro whose name is
// not followed by `(` is not replaced; the `(` may come after the end of
// another macro's replacement, or on a later line.
// RUN: %oclc -E %s | FileCheck %s

#define self self + 1
self;
// CHECK: self + 1;
#define a b
#define b a
a b;
// CHECK-NEXT: a b;
#define f(x) x f
f(1)(2);
// CHECK-NEXT: 1 f(2);
#define g(x) x
g(g)(3);
// CHECK-NEXT: g(3);
#define paint(x) x
#define later paint(later)
later;
// CHECK-NEXT: later;
#define fn(x) [x]
int fn;
fn (1) fn
(2);
// CHECK-NEXT: int fn;
// CHECK-NEXT: [1] [2];
#define obj fn
obj(3);
// CHECK-NEXT: [3];
#define lp (
fn lp 4);
// CHECK-NEXT: fn ( 4);
#define two(a, b) a|b
two((1, 2), (3, 4));
two(two(1, 2), x);
two(
  1,
  2);
// CHECK-NEXT: (1, 2)|(3, 4);
// CHECK-NEXT: 1|2|x;
// CHECK-NEXT: 1|2;
#define AA BB
#define BB AA CC
#define CC AA
AA;
// CHECK-NEXT: AA AA;
#define OBJ_WITH_PAREN (x) x
#define FN_NO_SPACE(x) x
OBJ_WITH_PAREN FN_NO_SPACE(5);
// CHECK-NEXT: (x) x 5;
