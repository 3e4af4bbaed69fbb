// A rotate written with shifts, (x << n) | (x >> (w - n)) with x the same
// pure expression twice, is lowered to llvm.fshl(x, x, n) at every level
// (cg_expr.c, rotate_idiom); the look-alikes below keep their shifts.
// Values: tests/api/rotate-idiom.c.
// RUN: %oclc -S -emit-llvm -O0 -w %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 -w %s -o - | FileCheck %s --check-prefix=O2

#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

// CHECK-LABEL: define i32 @const_count(
// CHECK: call i32 @llvm.fshl.i32(i32 [[X:%.*]], i32 [[X]], i32 25)
// CHECK-NOT: shl
// CHECK: ret
uint const_count(uint x) { return ROTR(x, 7); }

// The count as shift() masks it; w - n in int, converted to ulong.
// CHECK-LABEL: define i64 @var_count(
// CHECK: [[N:%.*]] = and i64 %{{.*}}, 63
// CHECK: call i64 @llvm.fshl.i64(i64 [[X:%.*]], i64 [[X]], i64 [[N]])
// CHECK-NOT: lshr
// CHECK: ret
ulong var_count(ulong x, int n) { return (x << n) | (x >> (64 - n)); }

// The portable form, -n masked by the program too.
// CHECK-LABEL: define i32 @neg_count(
// CHECK: call i32 @llvm.fshl.i32(
// CHECK-NOT: lshr
// CHECK: ret
uint neg_count(uint x, uint n) { return (x << n) | (x >> (-n & 31)); }

// ^ and + with constant counts other than 0.
// CHECK-LABEL: define i32 @xor_add(
// CHECK: call i32 @llvm.fshl.i32({{.*}} i32 5)
// CHECK: call i32 @llvm.fshl.i32({{.*}} i32 20)
uint xor_add(uint x) { return ((x << 5) ^ (x >> 27)) + ((x >> 12) + (x << 20)); }

// x an element of an array, a swizzle, a vector; the vector's counts per lane.
// CHECK-LABEL: define i32 @elem(
// CHECK: call i32 @llvm.fshl.i32({{.*}} i32 23)
uint elem(global const uint *p, int i) { return ROTR(p[i + 1], 9); }
// CHECK-LABEL: define <4 x i32> @vec(
// CHECK: call <4 x i32> @llvm.fshl.v4i32({{.*}} <i32 30, i32 30, i32 30, i32 30>)
// CHECK: call <4 x i32> @llvm.fshl.v4i32({{.*}} <i32 19, i32 19, i32 19, i32 19>)
uint4 vec(uint4 x) { return ROTR(x.wzyx, 2) ^ ROTR(x.wzyx, 13); }
// CHECK-LABEL: define <2 x i8> @lanes(
// CHECK: call <2 x i8> @llvm.fshl.v2i8({{.*}} <i8 1, i8 7>)
uchar2 lanes(uchar2 x) { return (x << (uchar2)(1, 7)) | (x >> (uchar2)(7, 1)); }

// Not rotates.
// CHECK-LABEL: define i32 @signed_shift(
// CHECK-NOT: fshl
// CHECK: ashr
int signed_shift(int x) { return (x >> 3) | (x << 29); }
// CHECK-LABEL: define i32 @promoted(
// CHECK-NOT: fshl
// CHECK: ret
uint promoted(ushort x) { return (x >> 3) | (x << 13); }
// CHECK-LABEL: define i32 @counts(
// CHECK-NOT: fshl
// CHECK: ret
uint counts(uint x) { return (x >> 3) | (x << 28); }
// A mask that drops a bit of the count: no rotate.
// CHECK-LABEL: define i32 @narrow_mask(
// CHECK-NOT: fshl
// CHECK: ret
uint narrow_mask(uint x, uint n) { return (x << n) | (x >> (-n & 15)); }
// x ^ x when n = 0 (mod 32): no rotate with a variable count.
// CHECK-LABEL: define i32 @xor_var(
// CHECK-NOT: fshl
// CHECK: ret
uint xor_var(uint x, uint n) { return (x << n) ^ (x >> (32 - n)); }
// CHECK-LABEL: define i32 @two_values(
// CHECK-NOT: fshl
// CHECK: ret
uint two_values(global const uint *p) { return (p[0] >> 3) | (p[1] << 29); }
// A volatile object may change between its two reads.
// CHECK-LABEL: define i32 @volatile_read(
// CHECK-NOT: fshl
// CHECK: ret
uint volatile_read(volatile global uint *p) { return (*p >> 3) | (*p << 29); }
// A call between the reads may write what they read.
uint touch(global uint *p);
// CHECK-LABEL: define i32 @call_between(
// CHECK-NOT: fshl
// CHECK: ret
uint call_between(global uint *p, uint n) { return (*p >> (touch(p), n)) | (*p << (32 - n)); }
// The same without the call is a rotate.
// CHECK-LABEL: define i32 @no_call_between(
// CHECK: fshl
uint no_call_between(global uint *p, uint n) { return (*p >> n) | (*p << (32 - n)); }
// A function call as x is two calls.
// CHECK-LABEL: define i32 @call_operand(
// CHECK-NOT: fshl
// CHECK: ret
uint call_operand(global uint *p) { return ROTR(touch(p), 3); }

// At -O2 the rotate stays one instruction.
// O2-LABEL: define i32 @const_count(
// O2-NEXT: entry:
// O2-NEXT: call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 25)
// O2-NEXT: ret i32
