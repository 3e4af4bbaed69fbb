// Run-time test: the component-wise operators on every vector type of
// Table 2 (char ... ulong, float, double with 2, 3, 4, 8 and 16 components),
// generated from one table by the preprocessor, run on the host and checked
// lane by lane against plain C (Inputs/vec-operators.c, which computes each
// lane with its own code and the definitions of docs/semantics.md).
//
// Per type: + - * /, the scalar operand replicated (x + s, s - x, x < s),
// unary - and +, ?: with a vector condition (per lane on its sign bit) and
// with a scalar one, compound assignment, lvalue swizzles (z.odd = y.even,
// z.lo += y.hi, through the padding lane of a 3-component vector), the
// relational, equality and logical operators and ! (-1/0 in a signed vector
// of the element width).  Integer types add % & | ^ ~ << >> (counts taken
// modulo the element width, from a vector and from a scalar) and ++ / --.
// Every store of a 3-component vector must leave the fourth (padding) lane
// of its 16-byte slot untouched.
// RUN: %cc -std=c17 -ffp-contract=off -c %S/Inputs/vec-operators.c -o %t.driver.o
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc %t.driver.o %t.O0.o -o %t.O0.exe -lm
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc %t.driver.o %t.O2.o -o %t.O2.exe -lm
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: {{^}}vec-operators: 50 types, {{[0-9]+}} lanes checked, 0 failed

// T: element type, S: the signed integer type of its width (relational
// results), N: lanes.  The same table is in the C driver.
#define FOR_N(X, T, S) X(T, S, 2) X(T, S, 3) X(T, S, 4) X(T, S, 8) X(T, S, 16)
#define INT_TYPES(X) FOR_N(X, char, char) FOR_N(X, uchar, char) FOR_N(X, short, short) \
  FOR_N(X, ushort, short) FOR_N(X, int, int) FOR_N(X, uint, int) FOR_N(X, long, long) FOR_N(X, ulong, long)
#define FP_TYPES(X) FOR_N(X, float, int) FOR_N(X, double, long)

#define V(T, N) T##N

#define COMMON_OPS(T, S, N)                                                              \
kernel void ops_##T##N(global V(T, N) *o, global V(S, N) *r, global const V(T, N) *a,   \
                       global const V(T, N) *b, global const V(S, N) *m, T s) {          \
  V(T, N) x = a[0], y = b[0], z;                                                         \
  o[0] = x + y;                                                                          \
  o[1] = x - y;                                                                          \
  o[2] = x * y;                                                                          \
  o[3] = x / y;                                                                          \
  o[4] = x + s;                                                                          \
  o[5] = s - x;                                                                          \
  o[6] = x * s;                                                                          \
  o[7] = x / s;                                                                          \
  o[8] = -x;                                                                             \
  o[9] = +x;                                                                             \
  o[10] = m[0] ? x : y;                                                                  \
  o[11] = m[0] ? s : x;                                                                  \
  z = x; z += y; z *= s; z -= x;                                                         \
  o[12] = z;                                                                             \
  z = x; z.odd = y.even;                                                                 \
  o[13] = z;                                                                             \
  z = x; z.lo += y.hi;                                                                   \
  o[14] = z;                                                                             \
  o[15] = s != (T)0 ? x : y;                                                             \
  r[0] = x < y;                                                                          \
  r[1] = x > y;                                                                          \
  r[2] = x <= y;                                                                         \
  r[3] = x >= y;                                                                         \
  r[4] = x == y;                                                                         \
  r[5] = x != y;                                                                         \
  r[6] = x && y;                                                                         \
  r[7] = x || y;                                                                         \
  r[8] = !x;                                                                             \
  r[9] = x < s;                                                                          \
  r[10] = x && s;                                                                        \
}

#define INT_OPS(T, S, N)                                                                 \
kernel void iops_##T##N(global V(T, N) *o, global const V(T, N) *a,                      \
                        global const V(T, N) *b, T s, int k) {                           \
  V(T, N) x = a[0], y = b[0], z;                                                         \
  o[0] = x % y;                                                                          \
  o[1] = x & y;                                                                          \
  o[2] = x | y;                                                                          \
  o[3] = x ^ y;                                                                          \
  o[4] = ~x;                                                                             \
  o[5] = x << y;                                                                         \
  o[6] = x >> y;                                                                         \
  o[7] = x << k;                                                                         \
  o[8] = x >> k;                                                                         \
  o[9] = x % s;                                                                          \
  o[10] = s & x;                                                                         \
  z = x; z++;                                                                            \
  o[11] = z;                                                                             \
  z = x;                                                                                 \
  o[12] = z--;                                                                           \
  o[13] = z;                                                                             \
  z = x; z <<= y; z ^= s; z >>= k; z |= y;                                               \
  o[14] = z;                                                                             \
  z = x; z.even++; --z.odd;                                                              \
  o[15] = z;                                                                             \
}

INT_TYPES(COMMON_OPS)
FP_TYPES(COMMON_OPS)
INT_TYPES(INT_OPS)
