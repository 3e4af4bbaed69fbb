// && and ||: on scalars they short-circuit (a phi of i1, widened to int 0/1);
// on vectors both sides are evaluated and the result is -1/0 per lane.
// A constant left operand decides at compile time, and the right operand is
// then not lowered at all when it would not run.  ! gives int 0/1 for
// scalars and -1/0 lanes for vectors.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

int f(int);

// CHECK-LABEL: define i32 @land(
// CHECK: [[L:%.*]] = icmp ne ptr %{{.*}}, null
// CHECK-NEXT: br i1 [[L]], label %land.rhs, label %land.end
// CHECK: land.rhs:
// CHECK: [[R:%.*]] = icmp sgt i32 %{{.*}}, 3
// CHECK-NEXT: br label %land.end
// CHECK: land.end:
// CHECK-NEXT: [[P:%.*]] = phi i1 [ false, %entry ], [ [[R]], %land.rhs ]
// CHECK-NEXT: zext i1 [[P]] to i32
int land(global int *p) { return p && *p > 3; }

// CHECK-LABEL: define i32 @lor(
// CHECK: br i1 %{{.*}}, label %lor.end, label %lor.rhs
// CHECK: lor.rhs:
// CHECK: call i32 @f(
// CHECK: lor.end:
// CHECK-NEXT: phi i1 [ true, %entry ], [ %{{.*}}, %lor.rhs ]
int lor(float x) { return x || f(1); }

// Constant left operands: no branch, and f(2) is never called.
// CHECK-LABEL: define i32 @constant_lhs(
// CHECK-NOT: br
// CHECK-NOT: call i32 @f(i32 2)
// CHECK: call i32 @f(i32 3)
// CHECK-NOT: br
// CHECK: ret i32
int constant_lhs(void) { return (0 && f(2)) + (1 && f(3)); }

// CHECK-LABEL: define <4 x i32> @vland(
// CHECK: [[A:%.*]] = icmp ne <4 x i32> %{{.*}}, zeroinitializer
// CHECK: [[B:%.*]] = icmp ne <4 x i32> %{{.*}}, zeroinitializer
// CHECK: [[C:%.*]] = and <4 x i1> [[A]], [[B]]
// CHECK: sext <4 x i1> [[C]] to <4 x i32>
// CHECK-NOT: br
int4 vland(int4 a, int4 b) { return a && b; }

// Float vectors test lanes against 0.0 (unordered: NaN is true); the result
// has the element width: long for double.
// CHECK-LABEL: define <2 x i64> @vlor(
// CHECK: fcmp une <2 x double>
// CHECK: fcmp une <2 x double>
// CHECK: or <2 x i1>
// CHECK: sext <2 x i1> %{{.*}} to <2 x i64>
long2 vlor(double2 a, double2 b) { return a || b; }

// CHECK-LABEL: define i32 @not(
// CHECK: [[Z:%.*]] = icmp ne i32 %{{.*}}, 0
// CHECK: [[N:%.*]] = xor i1 [[Z]], true
// CHECK: zext i1 [[N]] to i32
int not(int x) { return !x; }

// CHECK-LABEL: define <8 x i16> @vnot(
// CHECK: icmp ne <8 x i16>
// CHECK: xor <8 x i1>
// CHECK: sext <8 x i1> %{{.*}} to <8 x i16>
short8 vnot(ushort8 x) { return !x; }
