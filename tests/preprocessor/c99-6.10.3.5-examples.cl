// The examples of C99 6.10.3.5 give the results the standard states:
// rescanning and the no-re-expansion rule (example 3), # and ## (4),
// placemarkers (5), #define redefinition rules (6, no output) and
// variable arguments (7).  (The standard's f, g ... names are kept.)
// RUN: %oclc -E %s | FileCheck %s --strict-whitespace

// Example 3.
#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
// CHECK:      f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);
// CHECK-NEXT: f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);
// CHECK-NEXT: int i[] = { 1, 23, 4, 5, };
// CHECK-NEXT: char c[2][6] = { "hello", "" };

// Example 4.
#undef str
#undef g
#undef h
#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \
 x ## s, x ## t)
#define INCFILE(n) vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
debug(1, 2);
fputs(str(strncmp("abc\0d", "abc", '\4') // this goes away
 == 0) str(: @\n), s);
xstr(INCFILE(2).h)
glue(HIGH, LOW);
xglue(HIGH, LOW)
// CHECK-NEXT: printf("x" "1" "= %d, x" "2" "= %s", x1, x2);
// CHECK-NEXT: fputs("strncmp(\"abc\\0d\", \"abc\", '\\4') == 0" ": @\n", s);
// CHECK-NEXT: "vers2.h"
// CHECK-NEXT: "hello";
// CHECK-NEXT: "hello" ", world"

// Example 5.
#undef t
#define t(x,y,z) x ## y ## z
int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
 t(10,,), t(,11,), t(,,12), t(,,) };
// CHECK-NEXT: int j[] = { 123, 45, 67, 89,
// CHECK-NEXT: 10, 11, 12, };

// Example 6: valid redefinitions (the same replacement lists).
#define OBJ_LIKE (1-1)
#define OBJ_LIKE /* white space */ (1-1) /* other */
#define FUNC_LIKE(a) ( a )
#define FUNC_LIKE( a )( /* note the white space */ \
 a /* other stuff on this line
 */ )

// Example 7.
#undef debug
#define debug(...) fprintf(stderr, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test):\
 printf(__VA_ARGS__))
debug("Flag");
debug("X = %d\n", x);
showlist(The first, second, and third items.);
report(x>y, "x is %d but y is %d", x, y);
// CHECK-NEXT: fprintf(stderr, "Flag");
// CHECK-NEXT: fprintf(stderr, "X = %d\n", 2);
// CHECK-NEXT: puts("The first, second, and third items.");
// CHECK-NEXT: ((2>y)?puts("x>y"): printf("x is %d but y is %d", 2, y));

// 6.10.3.3p4: # ## # makes ##, which is then not an operator.
#undef x
#define hash_hash # ## #
#define mkstr(a) # a
#define in_between(a) mkstr(a)
#define join(c, d) in_between(c hash_hash d)
char p[] = join(x, y);
// CHECK-NEXT: char p[] = "x ## y";
