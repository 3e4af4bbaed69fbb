// Lowering of GNU statement expressions (sema: tests/sema/gnu-statement-
// expressions.cl): the statements in order, then the last one's value in
// the block where they end; a return, break or continue inside leaves
// through the enclosing function or loop, and whatever follows goes into
// a block of its own, so the IR stays well formed (LLVM's verifier).
// Values: tests/run/statement-expressions.cl.
// RUN: %oclc -S -emit-llvm -O0 %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll
// RUN: %oclc -S -emit-llvm -O2 %s -o - | opt -passes=verify -disable-output

// CHECK-LABEL: define i32 @value(
// CHECK: %t = alloca i32
// CHECK: [[X:%.*]] = load i32, ptr %x.addr
// CHECK: [[M:%.*]] = mul i32 [[X]], 3
// CHECK: store i32 [[M]], ptr %t
// CHECK: [[T:%.*]] = load i32, ptr %t
// CHECK: [[V:%.*]] = add i32 [[T]], 1
// CHECK: ret i32 [[V]]
int value(int x) { return ({ int t = x * 3; t + 1; }); }

// The return inside ends its block; the addition is in a fresh one.
// CHECK-LABEL: define i32 @leaves(
// CHECK: if.then:
// CHECK-NEXT: ret i32 7
// CHECK: if.end:
// CHECK: add i32 %{{.*}}, 1
int leaves(int x) { return ({ if (x) return 7; x; }) + 1; }

// break out of a loop from inside one.
// CHECK-LABEL: define i32 @breaks(
// CHECK: br label %for.end
int breaks(int n)
{
    int s = 0;
    for (int i = 0; i < n; i++) s += ({ if (i == 3) break; i; });
    return s;
}
