// Pointer arithmetic is a GEP over the pointee (the integer sign- or
// zero-extended to i64 by its signedness), p - q is the distance in
// elements (an exact sdiv by the element size), comparisons are unsigned
// icmps, and every OpenCL address space is LLVM's address space 0 on the CPU.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

// CHECK-LABEL: define ptr @add(ptr %p, i32 %i, i32 %u)
// CHECK: [[I:%.*]] = sext i32 %{{.*}} to i64
// CHECK: [[P1:%.*]] = getelementptr inbounds float, ptr %{{.*}}, i64 [[I]]
// CHECK: [[U:%.*]] = zext i32 %{{.*}} to i64
// CHECK: getelementptr inbounds float, ptr [[P1]], i64 [[U]]
global float *add(global float *p, int i, uint u) { return p + i + u; }

// int + pointer and pointer - int.
// CHECK-LABEL: define ptr @sub(
// CHECK: [[N:%.*]] = sub i64 0, %{{.*}}
// CHECK: getelementptr inbounds i16, ptr %{{.*}}, i64 [[N]]
global short *sub(global short *p, long k) { return p - k; }

// CHECK-LABEL: define ptr @commuted(
// CHECK: getelementptr inbounds i32, ptr %{{.*}}, i64
global int *commuted(global int *p, long k) { return k + p; }

// CHECK-LABEL: define i64 @diff(
// CHECK: [[A:%.*]] = ptrtoint ptr %{{.*}} to i64
// CHECK: [[B:%.*]] = ptrtoint ptr %{{.*}} to i64
// CHECK: [[D:%.*]] = sub i64 [[A]], [[B]]
// CHECK: sdiv exact i64 [[D]], 16
long diff(global float4 *a, global float4 *b) { return a - b; }

// A float3 is 16 bytes apart in an array, like a float4.
// CHECK-LABEL: define i64 @diff3(
// CHECK: sdiv exact i64 %{{.*}}, 16
long diff3(global float3 *a, global float3 *b) { return a - b; }

// char pointers need no division.
// CHECK-LABEL: define i64 @diffc(
// CHECK: sub i64
// CHECK-NOT: sdiv
// CHECK: ret i64
long diffc(global char *a, global char *b) { return a - b; }

// CHECK-LABEL: define i32 @cmp(
// CHECK: icmp ult ptr
// CHECK: icmp eq ptr %{{.*}}, null
int cmp(global int *a, global int *b) { return (a < b) + (a == 0); }

// Subscripts, *p, &x, ++ on a pointer.
// CHECK-LABEL: define void @access(
// CHECK: getelementptr inbounds i32, ptr %{{.*}}, i64 3
// CHECK: store ptr %x, ptr %q
// CHECK: getelementptr inbounds i32, ptr %{{.*}}, i64 1
// CHECK: getelementptr inbounds i32, ptr %{{.*}}, i64 -1
void access(global int *p) {
  p[3] = *p;
  int x = 1;
  int *q = &x;
  *q = 2;
  p++;
  --p;
  *p = x;
}

// Pointers and integers convert through ptrtoint/inttoptr.
// CHECK-LABEL: define i64 @to_int(
// CHECK: ptrtoint ptr %{{.*}} to i64
ulong to_int(global int *p) { return (ulong)p; }
// CHECK-LABEL: define ptr @from_int(
// CHECK: [[W:%.*]] = sext i32 %{{.*}} to i64
// CHECK: inttoptr i64 [[W]] to ptr
global int *from_int(int v) { return (global int *)v; }
