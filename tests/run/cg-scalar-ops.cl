// Scalar code run on the host: arithmetic that C leaves undefined but oclc
// defines (division by zero, INT_MIN / -1, shift counts past the width,
// signed overflow, out-of-range float -> int), loops, branches, switch,
// goto, arrays, pointers, calls and recursion.  The C driver computes every
// expected value with its own reference code and prints PASS/FAIL per case;
// -O0 and -O2 must agree with it.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 -ffp-contract=off %S/Inputs/cg-scalar-ops.c %t.O0.o -o %t.O0.exe -lm
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 -ffp-contract=off %S/Inputs/cg-scalar-ops.c %t.O2.o -o %t.O2.exe -lm
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: {{^}}cases: {{[0-9]+}} passed, 0 failed

int sdiv(int a, int b) { return a / b; }
int srem(int a, int b) { return a % b; }
uint udiv(uint a, uint b) { return a / b; }
uint urem(uint a, uint b) { return a % b; }
long ldiv_(long a, long b) { return a / b; }
long lrem(long a, long b) { return a % b; }
char cdiv(char a, char b) { return a / b; }

int shl(int a, int b) { return a << b; }
int shr(int a, int b) { return a >> b; }
uint ushr(uint a, uint b) { return a >> b; }
long lshl(long a, int b) { return a << b; }
char cshl(char a, char b) { return a << b; }
int shl_assign(int a, long b) { a <<= b; return a; }

int add_wraps(int a, int b) { return a + b; }
int mul_wraps(int a, int b) { return a * b; }
int neg_wraps(int a) { return -a; }
// With nsw this would fold to 1; oclc wraps, so INT_MAX gives 0.
int increment_is_greater(int x) { return x + 1 > x; }

int ftoi(float f) { return (int)f; }
uint ftou(float f) { return (uint)f; }
char ftoc(float f) { return (char)f; }
ushort dtous(double d) { return (ushort)d; }
long dtol(double d) { return (long)d; }
float ltof(long l) { return l; }
float ultof(ulong l) { return l; }

int sum_loop(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (i % 3 == 0)
      continue;
    if (i > 50)
      break;
    s += i;
  }
  int j = n;
  while (j > 0) {
    s ^= j;
    j -= 4;
  }
  do {
    s += 2;
  } while (s < 10);
  return s;
}

int classify(int x) {
  int r = 0;
  switch (x) {
  case 0:
    r = 100;
  case 1:
    r += 10;
    break;
  case 7:
  case 8:
    r = 78;
    break;
  case -3:
    return -33;
  default:
    r = x * 2;
  }
  return r;
}

int collatz(int n) {
  int steps = 0;
top:
  if (n <= 1)
    goto done;
  n = (n % 2) ? 3 * n + 1 : n / 2;
  steps++;
  goto top;
done:
  return steps;
}

int array_sum(int k) {
  int a[10] = {3, 1, 4, 1, 5};
  a[k & 7] += k;
  int b[3][2] = {{1, 2}, {k}};
  int s = 0;
  for (int i = 0; i < 10; i++)
    s += a[i] * (i + 1);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++)
      s += b[i][j] << i;
  return s;
}

static void scale_range(global int *q, global int *end, global int *base, int f) {
  for (; q < end; q++)
    *q = *q * f + (int)(q - base);
}
void scale(global int *p, int n, int f) { scale_range(p, p + n, p, f); }

long distance(global int *a, global int *b) { return b - a; }

int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static int calls;
int bump(int v) { calls++; return v; }
int short_circuit(int a, int b) {
  calls = 0;
  int r = (a && bump(b)) + 2 * (a || bump(b)) + 4 * (bump(a) ? b : bump(-1));
  return r * 10 + calls;
}

constant uchar table[8] = {1, 2, 4, 8, 16, 32, 64, 128};
int lookup(int i) { return table[i & 7]; }

char char_wraps(char c, int k) { c += k; c *= 3; return c; }
bool to_bool(float f) { return f; }
int from_bool(bool b) { return b + b; }
