// Records in LLVM IR: a struct is a packed literal struct of its members
// with the padding written out (exactly sema's layout, which is the host
// compiler's); a union is its first member and padding.  A member is its
// record's address plus the member's offset, loaded at the alignment the
// offset leaves it (1 in a packed record); whole records are copied with
// memcpy, never loaded.  An enum is its underlying integer type.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 %s -o - | %opt -passes=verify -disable-output

struct S { char c; int i; float4 v; };
typedef struct __attribute__((packed)) { char c; int i; } Pk;
union U { int i; float f; char b[6]; };
struct Anon { int a; union { float f; int bits; }; short s; };
enum Big { BIG = 0x100000000 };

// CHECK-LABEL: define i32 @member(
// CHECK: [[P:%.*]] = load ptr, ptr %p.addr
// CHECK: %i = getelementptr inbounds i8, ptr [[P]], i64 4
// CHECK: load i32, ptr %i, align 4
int member(struct S *p) { return p->i; }

// CHECK-LABEL: define float @vector_member(
// CHECK: %v = getelementptr inbounds i8, ptr %{{.*}}, i64 16
// CHECK: load <4 x float>, ptr %v, align 16
float vector_member(struct S *p) { return p->v.y; }

// CHECK-LABEL: define i32 @packed_member(
// CHECK: %i = getelementptr inbounds i8, ptr %{{.*}}, i64 1
// CHECK: load i32, ptr %i, align 1
int packed_member(Pk *p) { return p->i; }

// CHECK-LABEL: define void @packed_store(
// CHECK: store i32 %{{.*}}, ptr %{{.*}}, align 1
void packed_store(Pk *p, int x) { p->i = x; }

// Through an anonymous member: one offset from the record.
// CHECK-LABEL: define i32 @anon_member(
// CHECK: %bits = getelementptr inbounds i8, ptr %{{.*}}, i64 4
// CHECK: %s = getelementptr inbounds i8, ptr %{{.*}}, i64 8
int anon_member(struct Anon *p) { return p->bits + p->s; }

// CHECK-LABEL: define void @copy(
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr align 16 %{{.*}}, ptr align 16 %{{.*}}, i64 32, i1 false)
// CHECK-NOT: load <{
void copy(struct S *a, struct S *b) { *a = *b; }

// A local of record type, its member assigned and read.
// CHECK-LABEL: define signext i8 @locals(
// CHECK: %s = alloca <{ i8, [3 x i8], i32, [8 x i8], <4 x float> }>, align 16
// CHECK: %u = alloca <{ i32, [4 x i8] }>, align 4
// CHECK: store i8 %{{.*}}, ptr %s, align 1
// CHECK: getelementptr inbounds i8, ptr %u, i64 5
char locals(int x) {
  struct S s;
  s.c = (char)x;
  union U u;
  u.b[5] = 2;
  return s.c + u.b[5];
}

// Arrays of records step by the record's size.
// CHECK-LABEL: define i32 @array_element(
// CHECK: getelementptr inbounds <{ i8, [3 x i8], i32, [8 x i8], <4 x float> }>, ptr %{{.*}}, i64 %{{.*}}
int array_element(global struct S *a, int i) { return a[i].i; }

// A record-valued ?: selects the address of one of the two records.
// CHECK-LABEL: define i32 @select(
// CHECK: phi ptr
int select(struct S *a, struct S *b, int c) {
  struct S t = c ? *a : *b;
  return t.i;
}

// CHECK-LABEL: define i64 @enum_value(i64 %e)
long enum_value(enum Big e) { return e + 1; }

// A kernel's local record lives in the group's local memory (its work-item
// function, inlined into the work-group entry even at -O0).
// CHECK-LABEL: define void @__oclc_wg_k(
// CHECK: %local_mem{{.*}} = load ptr
// CHECK: getelementptr inbounds i8, ptr %local_mem{{.*}}, i64 4
kernel void k(global int *out) {
  local struct S shared;
  shared.i = 1;
  out[0] = shared.i;
}
