// Initializers of records, unions and arrays of them, lowered from sema's
// explicit form: program-scope (and static) ones as constants of the
// record's layout (a union initialized through another member than its
// first is a struct of that member; an array of such unions a struct of
// its elements), local ones as a zero fill where the list leaves anything
// (padding included) and a store per member, or a copy of a constant for a
// large literal list.  `constant` variables read in another's initializer
// are folded in.  Program variables in the global address space carry
// !oclc.global_variable (the JIT adds up their sizes).
// RUN: %oclc -cl-std=CL2.0 -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc -cl-std=CL2.0 -S -emit-llvm -O2 %s -o - | %opt -passes=verify -disable-output

struct P { int x; float y; };
union U { int i; float f; char c[6]; };
struct Pad { char c; int i; };

// CHECK: @table = constant [3 x <{ i32, float }>] [<{ i32, float }> <{ i32 1, float 5.000000e-01 }>, <{ i32, float }> zeroinitializer, <{ i32, float }> <{ i32 0, float 2.000000e+00 }>], align 4
constant struct P table[3] = {{1, 0.5f}, [2] = {.y = 2.0f}};
// CHECK: @u_first = constant <{ i32, [4 x i8] }> <{ i32 7, [4 x i8] zeroinitializer }>, align 4
constant union U u_first = {7};
// CHECK: @u_float = constant <{ float, [4 x i8] }> <{ float 1.500000e+00, [4 x i8] zeroinitializer }>, align 4
constant union U u_float = {.f = 1.5f};
// CHECK: @mixed = constant <{ <{ i32, [4 x i8] }>, <{ float, [4 x i8] }> }>
constant union U mixed[2] = {{1}, {.f = 2.0f}};
// CHECK: @padded = constant <{ i8, [3 x i8], i32 }> <{ i8 1, [3 x i8] zeroinitializer, i32 2 }>, align 4
constant struct Pad padded = {1, 2};
// CHECK: @N = constant i32 4, align 4
// CHECK: @M = constant i32 9, align 4
constant int N = 4;
constant int M = N * 2 + table[0].x;
// CHECK: @gp = global <{ i32, float }> <{ i32 3, float 4.000000e+00 }>, align 4, !oclc.global_variable ![[GV:[0-9]+]]
// CHECK: @counter = global i32 0, align 4, !oclc.global_variable ![[GV]]
// CHECK: @hidden = internal global i32 5, align 4, !oclc.global_variable ![[GV]]
// CHECK: @locals.calls = internal global i32 0, align 4, !oclc.global_variable ![[GV]]
global struct P gp = {3, 4.0f};
global int counter;
static global int hidden = 5;

// CHECK-LABEL: define i32 @locals(
// A partial list: zero, then the member given.
// CHECK: call void @llvm.memset.p0.i64(ptr align 4 %p, i8 0, i64 8, i1 false)
// CHECK-NEXT: [[N:%.*]] = load i32, ptr %n.addr
// CHECK-NEXT: store i32 [[N]], ptr %p, align 4
// A full list of a record without padding: stores only.
// CHECK: store i32 %{{.*}}, ptr %q, align 4
// CHECK-NEXT: %y = getelementptr inbounds i8, ptr %q, i64 4
// CHECK-NEXT: store float 2.000000e+00, ptr %y, align 4
// A large literal list is copied from a constant.
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 4 %big, ptr align 4 @__const.locals, i64 40, i1 false)
// A compound literal is a private object, initialized where it is.
// CHECK: store ptr %.compoundliteral, ptr %lit, align 8
int locals(int n) {
  struct P p = {n};
  struct P q = {n, 2.0f};
  struct P big[5] = {{1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}};
  struct P *lit = &(struct P){n, 2.0f};
  static global int calls;
  return p.x + q.x + big[n].x + lit->x + calls++;
}
