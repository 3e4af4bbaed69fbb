// Variadic macros: __VA_ARGS__ takes the remaining arguments with their
// commas, may be empty, can be stringized; the GNU forms `, ## __VA_ARGS__`
// (the comma goes when the variable arguments are left out, not when
// they are empty, as in clang) and named
// `args...` are supported as in clang.
// RUN: %oclc -E %s | FileCheck %s

#define F(...) f(__VA_ARGS__)
#define G(fmt, ...) g(fmt, __VA_ARGS__)
#define H(fmt, ...) h(fmt, ## __VA_ARGS__)
#define S(...) #__VA_ARGS__
#define N(args...) n(args)
#define COUNT(...) PICK(__VA_ARGS__, 3, 2, 1, 0)
#define PICK(a, b, c, n, ...) n
F() F(1) F(1, 2) F((a, b), c);
// CHECK: f() f(1) f(1, 2) f((a, b), c);
G(x, 1) G(x, 1, 2) G(x,);
// CHECK-NEXT: g(x, 1) g(x, 1, 2) g(x,);
H(x) H(x,) H(x, 1) H(x,1, 2);
// CHECK-NEXT: h(x) h(x,) h(x, 1) h(x,1, 2);
S() S(a) S( a , b ,c );
// CHECK-NEXT: "" "a" "a , b ,c";
N(1, 2, 3);
// CHECK-NEXT: n(1, 2, 3);
COUNT(a) COUNT(a, b) COUNT(a, b, c);
// CHECK-NEXT: 1 2 3;
