// Integer division never traps: the divisor becomes 1 when it is 0, and for
// signed division also when the dividend is the minimum and the divisor -1,
// so x / 0 == x, x % 0 == 0, INT_MIN / -1 == INT_MIN, INT_MIN % -1 == 0
// (docs/semantics.md).  Lane by lane for vectors; no guard for a constant
// divisor that is neither 0 nor -1.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// CHECK-LABEL: define i32 @sdiv(
// CHECK: [[ZERO:%.*]] = icmp eq i32 [[R:%.*]], 0
// CHECK: [[MIN:%.*]] = icmp eq i32 [[L:%.*]], -2147483648
// CHECK: [[M1:%.*]] = icmp eq i32 [[R]], -1
// CHECK: [[OVF:%.*]] = and i1 [[MIN]], [[M1]]
// CHECK: [[BAD:%.*]] = or i1 [[ZERO]], [[OVF]]
// CHECK: [[D:%.*]] = select i1 [[BAD]], i32 1, i32 [[R]]
// CHECK: sdiv i32 [[L]], [[D]]
int sdiv(int a, int b) { return a / b; }

// CHECK-LABEL: define i32 @srem(
// CHECK: select i1 %{{.*}}, i32 1, i32
// CHECK: srem i32
int srem(int a, int b) { return a % b; }

// Unsigned: only the zero divisor needs a guard.
// CHECK-LABEL: define i32 @udiv(
// CHECK: [[Z:%.*]] = icmp eq i32 [[R:%.*]], 0
// CHECK-NOT: -1
// CHECK: [[D:%.*]] = select i1 [[Z]], i32 1, i32 [[R]]
// CHECK: udiv i32 %{{.*}}, [[D]]
uint udiv(uint a, uint b) { return a / b; }

// CHECK-LABEL: define i64 @lrem(
// CHECK: icmp eq i64 %{{.*}}, -9223372036854775808
// CHECK: srem i64
long lrem(long a, long b) { return a % b; }

// char operands are promoted: the division is done in int.
// CHECK-LABEL: define signext i8 @cdiv(
// CHECK: sdiv i32
char cdiv(char a, char b) { return a / b; }

// Vectors: zero lanes become 1 through umax(b, 1) rather than a select,
// which LLVM 19 miscompiles when the divisor is constant (docs/robustness.md).
// CHECK-LABEL: define <4 x i32> @vdiv(
// CHECK: [[NZ:%.*]] = call <4 x i32> @llvm.umax.v4i32(<4 x i32> [[R:%.*]], <4 x i32> <i32 1, i32 1, i32 1, i32 1>)
// CHECK: icmp eq <4 x i32> [[L:%.*]], <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
// CHECK: icmp eq <4 x i32> [[NZ]], <i32 -1, i32 -1, i32 -1, i32 -1>
// CHECK: [[D:%.*]] = select <4 x i1> %{{.*}}, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> [[NZ]]
// CHECK: sdiv <4 x i32> [[L]], [[D]]
int4 vdiv(int4 a, int4 b) { return a / b; }

// CHECK-LABEL: define <2 x i16> @vurem(
// CHECK: [[NZ:%.*]] = call <2 x i16> @llvm.umax.v2i16(<2 x i16> %{{.*}}, <2 x i16> <i16 1, i16 1>)
// CHECK-NOT: select
// CHECK: urem <2 x i16> %{{.*}}, [[NZ]]
ushort2 vurem(ushort2 a, ushort2 b) { return a % b; }

// A constant divisor other than 0 and -1 cannot trap: no guard.
// CHECK-LABEL: define i32 @by_seven(
// CHECK-NOT: select
// CHECK: sdiv i32 %{{.*}}, 7
// CHECK-NOT: select
// CHECK: ret
int by_seven(int a) { return a / 7; }

// CHECK-LABEL: define i32 @by_minus_one(
// CHECK: select
// CHECK: sdiv
int by_minus_one(int a) { return a / -1; }

// Compound assignment takes the same path.
// CHECK-LABEL: define void @compound(
// CHECK: select i1 %{{.*}}, i32 1, i32
// CHECK: sdiv i32
// CHECK: select i1 %{{.*}}, i32 1, i32
// CHECK: urem i32
void compound(global int *p, global uint *q, int d) { *p /= d; *q %= d; }

// Floating division is IEEE division, untouched.
// CHECK-LABEL: define float @fdiv(
// CHECK-NOT: select
// CHECK: fdiv float
float fdiv(float a, float b) { return a / b; }
