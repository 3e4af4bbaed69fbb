// A vector condition with scalar operands narrower than int (OpenCL C 3.0
// 6.5.9; sema: tests/sema/vector-select-scalars.cl): each operand is
// replicated in its own width, never widened to int, and the lanes are
// chosen by the condition lanes' most significant bit with one select.
// Values: tests/run/vec-select-scalars.cl.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// CHECK-LABEL: define <2 x i8> @same(
// CHECK-NOT: i32 %
// CHECK: [[A:%.*]] = shufflevector <2 x i8> %{{.*}}, <2 x i8> poison, <2 x i32> zeroinitializer
// CHECK: [[B:%.*]] = shufflevector <2 x i8> %{{.*}}, <2 x i8> poison, <2 x i32> zeroinitializer
// CHECK: [[M:%.*]] = icmp slt <2 x i8> %{{.*}}, zeroinitializer
// CHECK: select <2 x i1> [[M]], <2 x i8> [[A]], <2 x i8> [[B]]
char2 same(char2 cond, char a, char b) { return cond ? a : b; }

// char meets short: the char is converted to short, once, before it is
// replicated.
// CHECK-LABEL: define <4 x i16> @mixed(
// CHECK: [[C:%.*]] = sext i8 %{{.*}} to i16
// CHECK: insertelement <4 x i16> poison, i16 [[C]], i32 0
// CHECK: select <4 x i1> %{{.*}}, <4 x i16>
short4 mixed(short4 cond, char a, short b) { return cond ? a : b; }
