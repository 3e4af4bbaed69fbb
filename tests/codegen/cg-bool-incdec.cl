// ++ and -- on bool (sema: tests/sema/bool-incdec.cl): C's rule, as clang
// lowers it: ++ stores true, -- stores the inverted value; the postfix
// forms give the old value.  The byte in memory is 0 or 1.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// CHECK-LABEL: define zeroext i1 @pre_inc(
// CHECK: store i8 1, ptr
// CHECK: ret i1 true
bool pre_inc(bool *b) { return ++*b; }

// CHECK-LABEL: define zeroext i1 @post_dec(
// CHECK: [[OLD:%.*]] = trunc i8 %{{.*}} to i1
// CHECK: [[NEW:%.*]] = xor i1 [[OLD]], true
// CHECK: [[BYTE:%.*]] = zext i1 [[NEW]] to i8
// CHECK: store i8 [[BYTE]], ptr
// CHECK: ret i1 [[OLD]]
bool post_dec(bool *b) { return (*b)--; }
