// Arrays and program-scope variables: constant tables with their
// initializers (zero-filled, a long zero tail kept as zeroinitializer),
// global variables (OpenCL C 2.0), static linkage, function-scope constant
// variables as internal globals named "function.variable" (a kernel's
// `local` variables are offsets into its work-group's local memory), local
// array initializers (copied from a constant when all literal, else stored
// element by element after a memset), string literals.
// RUN: %oclc -S -emit-llvm -O0 %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck --check-prefix=NOCONST %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll

// CHECK-DAG: @table = constant [5 x i32] [i32 10, i32 20, i32 30, i32 0, i32 0], align 4
constant int table[5] = {10, 20, 30};
// CHECK-DAG: @vtable = internal constant [2 x <4 x float>] [<4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, <4 x float> zeroinitializer], align 16
static constant float4 vtable[2] = {(float4)(1.0f, 2.0f, 3.0f, 4.0f)};
// CHECK-DAG: @big = global { [2 x i32], [998 x i32] } { [2 x i32] [i32 1, i32 2], [998 x i32] zeroinitializer }, align 4
global int big[1000] = {1, 2};
// CHECK-DAG: @counter = global i32 0, align 4
global int counter;
// CHECK-DAG: @grid = constant [2 x [3 x i16]] {{\[}}[3 x i16] [i16 1, i16 2, i16 3], [3 x i16] [i16 4, i16 0, i16 0]], align 2
constant short grid[2][3] = {{1, 2, 3}, {4}};
// CHECK-DAG: @msg = constant [6 x i8] c"hello\00", align 1
constant char msg[] = "hello";
// CHECK-DAG: @flags = constant [3 x i8] c"\01\00\01", align 1
constant bool flags[3] = {1, 0, 2};
// CHECK-DAG: @kern.lut = internal constant [3 x i32] [i32 7, i32 8, i32 9], align 4
// CHECK-DAG: @.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1
// CHECK-DAG: @__const.locals = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 4

// CHECK-LABEL: define i32 @lookup(
// CHECK: getelementptr inbounds i32, ptr @table, i64
// CHECK: getelementptr inbounds i32, ptr @big, i64
// CHECK: load i32, ptr @counter
int lookup(int i) { return table[i] + big[i] + counter; }

// CHECK-NOT: @kern.tile
// CHECK-LABEL: define void @kern(
// CHECK: call void @__oclc_wg_kern(
kernel void kern(global float *out) {
  local float tile[16];
  constant int lut[3] = {7, 8, 9};
  tile[0] = out[0];
  out[1] = tile[0] + lut[1];
}

// CHECK-LABEL: define i32 @locals(
// CHECK: %a = alloca [8 x i32], align 4
// CHECK: %b = alloca [4 x i32], align 4
// CHECK: %s = alloca [3 x i8], align 1
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 4 %a, ptr align 4 @__const.locals, i64 32, i1 false)
// CHECK: call void @llvm.memset.p0.i64(ptr align 4 %b, i8 0, i64 16, i1 false)
// CHECK: [[E0:%.*]] = getelementptr inbounds [4 x i32], ptr %b, i64 0, i64 0
// CHECK: store i32 %{{.*}}, ptr [[E0]], align 4
// CHECK: [[E1:%.*]] = getelementptr inbounds [4 x i32], ptr %b, i64 0, i64 1
// CHECK: store i32 %{{.*}}, ptr [[E1]], align 4
int locals(int x) {
  int a[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  int b[4] = {x, x + 1};
  char s[3] = "ab";
  return a[x] + b[x] + s[x];
}

// CHECK-LABEL: define signext i8 @str(
// CHECK: getelementptr inbounds i8, ptr @.str, i64
char str(int i) { return "abc"[i]; }

// A short list in a large array is a memset and stores, not a copy of a
// constant that is mostly zeros; zeros are not stored again.
// NOCONST-NOT: @__const.sparse
// CHECK-LABEL: define i32 @sparse(
// CHECK: call void @llvm.memset.p0.i64(ptr align 4 %a, i8 0, i64 40000, i1 false)
// CHECK-NEXT: [[P:%.*]] = getelementptr inbounds [10000 x i32], ptr %a, i64 0, i64 0
// CHECK-NEXT: store i32 1, ptr [[P]], align 4
// CHECK-NEXT: call void @llvm.memset.p0.i64(ptr align 4 %z, i8 0, i64 32, i1 false)
// CHECK-NOT: store i32 0
// CHECK: ret i32
int sparse(int i) {
  int a[10000] = {1};
  int z[8] = {0};
  return a[i] + z[i];
}

// The kernel body is in its work-group function (the plain function runs
// it for one work-item): `tile` is at offset 0 of the group's local memory.
// CHECK-LABEL: define void @__oclc_wg_kern(
// CHECK: [[MEM:%local_mem[.a-z0-9]*]] = load ptr, ptr %{{.*}}, align 8
// CHECK: [[T0:%.*]] = getelementptr inbounds float, ptr [[MEM]], i64 0
// CHECK: store float %{{.*}}, ptr [[T0]], align 4
