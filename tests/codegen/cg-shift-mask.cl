// Shift counts are taken modulo the width of the (promoted) left operand's
// element type (OpenCL C 6.3.j): `and` with width-1 before every shift, so no
// count is out of range.  >> is arithmetic for signed and logical for
// unsigned left operands.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// CHECK-LABEL: define i32 @shl(
// CHECK: [[M:%.*]] = and i32 %{{.*}}, 31
// CHECK: shl i32 %{{.*}}, [[M]]
int shl(int a, int b) { return a << b; }

// CHECK-LABEL: define i32 @ashr(
// CHECK: [[M:%.*]] = and i32 %{{.*}}, 31
// CHECK: ashr i32 %{{.*}}, [[M]]
int ashr(int a, int b) { return a >> b; }

// CHECK-LABEL: define i32 @lshr(
// CHECK: [[M:%.*]] = and i32 %{{.*}}, 31
// CHECK: lshr i32 %{{.*}}, [[M]]
uint lshr(uint a, int b) { return a >> b; }

// The count takes the left operand's type: a long count is truncated.
// CHECK-LABEL: define i64 @lshl(
// CHECK: and i64 %{{.*}}, 63
// CHECK: shl i64
long lshl(long a, long b) { return a << b; }

// CHECK-LABEL: define i32 @mixed(
// CHECK: trunc i64 %{{.*}} to i32
// CHECK: and i32 %{{.*}}, 31
int mixed(int a, long b) { return a << b; }

// char is promoted to int first, so the mask is 31, not 7.
// CHECK-LABEL: define signext i8 @cshl(
// CHECK: and i32 %{{.*}}, 31
// CHECK: shl i32
char cshl(char a, char b) { return a << b; }

// Vectors are not promoted: a char4 shift is masked by 7.
// CHECK-LABEL: define <4 x i8> @vshl(
// CHECK: [[M:%.*]] = and <4 x i8> %{{.*}}, <i8 7, i8 7, i8 7, i8 7>
// CHECK: shl <4 x i8> %{{.*}}, [[M]]
char4 vshl(char4 a, char4 b) { return a << b; }

// CHECK-LABEL: define <2 x i64> @vshr_scalar(
// CHECK: and <2 x i64> %{{.*}}, <i64 63, i64 63>
// CHECK: lshr <2 x i64>
ulong2 vshr_scalar(ulong2 a, int n) { return a >> n; }

// A constant count is masked at compile time: 33 shifts by 1.
// CHECK-LABEL: define i32 @const_count(
// CHECK: shl i32 %{{.*}}, 1
int const_count(int a) { return a << 33; } // oclc warns: shift-count-overflow

// CHECK-LABEL: define void @compound(
// CHECK: and i32 %{{.*}}, 31
// CHECK: ashr i32
// CHECK: and <4 x i32> %{{.*}}, <i32 31, i32 31, i32 31, i32 31>
// CHECK: shl <4 x i32>
void compound(global int *p, global uint4 *v, int n) { *p >>= n; *v <<= n; }
