// Compound assignment: the left operand is loaded once, converted to the
// operation's type, combined, converted back and stored; the value of the
// expression is the stored value.  Integer arithmetic wraps: no nsw/nuw
// flags anywhere (oclc defines signed overflow as wrapping).
// RUN: %oclc -S -emit-llvm -O0 %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck --check-prefix=WRAP %s < %t.ll
// WRAP-NOT: {{ (nsw|nuw) }}

// char += int: sign-extend, add in int, truncate back.
// CHECK-LABEL: define signext i8 @char_add(
// CHECK: [[C:%.*]] = load i8, ptr %c.addr
// CHECK: [[W:%.*]] = sext i8 [[C]] to i32
// CHECK: [[S:%.*]] = add i32 [[W]], %{{.*}}
// CHECK: [[T:%.*]] = trunc i32 [[S]] to i8
// CHECK: store i8 [[T]], ptr %c.addr
// CHECK: ret i8 [[T]]
char char_add(char c, int x) { return c += x; }

// uchar zero-extends.
// CHECK-LABEL: define void @uchar_mul(
// CHECK: zext i8 %{{.*}} to i32
// CHECK: mul i32
// CHECK: trunc i32 %{{.*}} to i8
void uchar_mul(global uchar *p, int k) { *p *= k; }

// int += float is computed in float and converted back saturating.
// CHECK-LABEL: define void @int_fadd(
// CHECK: [[F:%.*]] = sitofp i32 %{{.*}} to float
// CHECK: [[S:%.*]] = fadd float [[F]], %{{.*}}
// CHECK: call i32 @llvm.fptosi.sat.i32.f32(float [[S]])
void int_fadd(global int *p, float f) { *p += f; }

// Pointer += integer is a GEP.
// CHECK-LABEL: define void @ptr_add(
// CHECK: getelementptr inbounds float, ptr %{{.*}}, i64
// CHECK: store ptr
void ptr_add(global float *p, int n) { p += n; *p = 1.0f; }

// Vector op= scalar: the scalar is replicated.
// CHECK-LABEL: define void @vec_sub(
// CHECK: insertelement <4 x float> poison, float %{{.*}}, i32 0
// CHECK: shufflevector <4 x float> %{{.*}}, <4 x float> poison, <4 x i32> zeroinitializer
// CHECK: fsub <4 x float>
void vec_sub(global float4 *v, float s) { *v -= s; }

// CHECK-LABEL: define i32 @bitwise(
// CHECK: and i32
// CHECK: or i32
// CHECK: xor i32
int bitwise(int a, int b) { a &= b; a |= 8; a ^= b; return a; }

// Increments.
// CHECK-LABEL: define i32 @incdec(
// CHECK: [[OLD:%.*]] = load i32, ptr %x.addr
// CHECK: [[NEW:%.*]] = add i32 [[OLD]], 1
// CHECK: store i32 [[NEW]], ptr %x.addr
// CHECK: store i32 [[OLD]], ptr %y
// CHECK: getelementptr inbounds float, ptr %{{.*}}, i64 1
// CHECK: sub <2 x i32> %{{.*}}, <i32 1, i32 1>
// (++/-- on floats is an error in OpenCL C, 1.3.3; pointers step by elements.)
int incdec(int x, global float *f, int2 v) {
  int y = x++;
  ++f;
  v--;
  return y + x + (int)*f + v.x;
}
