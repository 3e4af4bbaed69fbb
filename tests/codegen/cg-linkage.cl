// Redeclarations reach one LLVM entity: an extern variable and its later
// definition, tentative definitions (zero unless initialized), a prototype
// and its later definition, a block-scope prototype.  A function that is
// only declared and never called is not emitted at all.
// RUN: %oclc -S -emit-llvm -O0 %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll

// CHECK: @arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
// CHECK-NEXT: @later = global i32 7, align 4
// CHECK-NEXT: @tent = global i32 0, align 4
// CHECK-NEXT: @hidden = internal global float 0.000000e+00, align 4
// CHECK-NOT: @{{.*}} = {{.*}}global

extern global int arr[4];
// CHECK-LABEL: define i32 @use_arr(
// CHECK: getelementptr inbounds i32, ptr @arr
int use_arr(int i) { return arr[i]; }
global int arr[4] = {1, 2, 3, 4};

extern global int later;
// CHECK-LABEL: define i32 @use_later(
// CHECK: load i32, ptr @later
int use_later(void) { return later; }
global int later = 7;

global int tent;
global int tent;
static global float hidden;

int unused_prototype(int);
// CHECK-NOT: unused_prototype

int f(int);
// CHECK-LABEL: define i32 @g(
// CHECK: call i32 @f(
int g(int x) { return f(x) + (int)hidden + tent; }

// CHECK-LABEL: define i32 @f(
// CHECK: call i32 @f(
int f(int x) {
  int f(int);
  return x ? f(x - 1) : 0;
}
// CHECK-NOT: declare {{.*}}@{{[a-z_]+}}(
