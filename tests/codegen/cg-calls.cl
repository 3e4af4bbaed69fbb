// Functions: external by default, internal when static, named as written;
// kernels are plain external functions.  char/short/bool parameters and
// results carry signext/zeroext (the C ABI of x86-64, as clang marks them),
// at the definition and at every call.  A function is declared in the module
// when first called or defined, once, whatever the number of prototypes.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

int later(int x);
int later(int);

// CHECK-LABEL: define i32 @caller(i32 %x)
// CHECK: [[A:%.*]] = call i32 @later(i32 %{{.*}})
// CHECK: [[B:%.*]] = call i32 @helper(i32 %{{.*}})
// CHECK: add i32 [[A]], [[B]]
static int helper(int y);
int caller(int x) { return later(x) + helper(x + 1); }

// CHECK-LABEL: define i32 @later(i32 %x)
int later(int x) { return x * 2; }

// CHECK-LABEL: define internal i32 @helper(i32 %y)
static int helper(int y) { return y - 1; }

// Parameters get an alloca named after them, stored at entry.
// CHECK-LABEL: define signext i8 @narrow(i8 signext %c, i16 zeroext %s, i1 zeroext %b)
// CHECK: %c.addr = alloca i8, align 1
// CHECK: %s.addr = alloca i16, align 2
// CHECK: %b.addr = alloca i8, align 1
// CHECK: store i8 %c, ptr %c.addr
// CHECK: store i16 %s, ptr %s.addr
// CHECK: [[B8:%.*]] = zext i1 %b to i8
// CHECK: store i8 [[B8]], ptr %b.addr
char narrow(char c, ushort s, bool b) { return b ? c : (char)s; }

// CHECK-LABEL: define i32 @use_narrow(
// CHECK: call signext i8 @narrow(i8 signext %{{.*}}, i16 zeroext %{{.*}}, i1 zeroext %{{.*}})
int use_narrow(int v) { return narrow(v, v, v > 2); }

// An external function declared only by its prototype.
uchar ext_uchar(short s);
// CHECK-LABEL: define void @calls_ext(
// CHECK: call zeroext i8 @ext_uchar(i16 signext 7)
// CHECK: declare zeroext i8 @ext_uchar(i16 signext)
void calls_ext(global uchar *p) { *p = ext_uchar(7); }

// A void call produces no value.
// CHECK-LABEL: define void @void_call(
// CHECK: call void @calls_ext(ptr %{{.*}})
void void_call(global uchar *p) { calls_ext(p); }

// CHECK-LABEL: define void @kern(ptr %out, float %f)
kernel void kern(global float *out, float f) { out[0] = f; }

// Vector parameters and results are LLVM vector values.
// CHECK-LABEL: define <4 x float> @vec_fn(<4 x float> %v, <3 x i32> %w)
float4 vec_fn(float4 v, int3 w) { return v; }

// Every function is nounwind: OpenCL C has no exceptions.
// CHECK: attributes #0 = { nounwind }
