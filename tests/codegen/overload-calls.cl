// Calls of overloadable functions (sema/overload.c) go to the chosen
// function's mangled symbol, with the arguments converted to its
// parameters; definitions and declarations carry the symbol too, the
// work-item variant of a kernel calls it as well, and a function without
// the attribute keeps its name.  Resolution: sema/overload-resolution.cl;
// symbols against clang's: sema/overload-mangling.cl.
// RUN: %oclc -S -emit-llvm -O0 %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: opt -passes=verify -disable-output %t.ll

#define OV __attribute__((overloadable))
// CHECK-DAG: define i32 @_Z5twicei(
OV int twice(int x) { return 2 * x; }
// CHECK-DAG: define float @_Z5twicef(
OV float twice(float x) { return 2.0f * x; }
// CHECK-DAG: define <4 x float> @_Z5twiceDv4_f(
OV float4 twice(float4 x) { return x + x; }
// CHECK-DAG: define i32 @_Z5twicePU8CLglobalKii(
OV int twice(global const int *p, int n) { return 2 * p[n]; }
OV int external(global int *p);
// CHECK-DAG: define i32 @plain(
int plain(int x) { return x; }
OV long plain(long x) { return x; }

// CHECK-LABEL: define i32 @use(
// CHECK: call i32 @_Z5twicei(i32
// CHECK: call float @_Z5twicef(float
// CHECK: call <4 x float> @_Z5twiceDv4_f(<4 x float>
// CHECK: call i32 @_Z5twicePU8CLglobalKii(ptr
// A char argument is promoted to int: twice(int).
// CHECK: [[C:%.*]] = sext i8 %{{.*}} to i32
// CHECK: call i32 @_Z5twicei(i32 [[C]])
// CHECK: call i32 @_Z8externalPU8CLglobali(ptr
// CHECK: call i32 @plain(i32
// CHECK: call i64 @_Z5plainl(i64
int use(int i, float f, float4 v, global int *p, char c)
{
    return twice(i) + (int)twice(f) + (int)twice(v).y + twice(p, 3) + twice(c) + external(p) + plain(i) +
           (int)plain(2L);
}

// CHECK: declare i32 @_Z8externalPU8CLglobali(ptr)

// A kernel's work-group entry calls the chosen overload (the body is
// there; the kernel's C function runs it: cg_kernel.c, make_plain_wrapper).
// CHECK-LABEL: define void @k(
// CHECK: call void @__oclc_wg_k(
// CHECK-LABEL: define void @__oclc_wg_k(
// CHECK: call i32 @_Z3gidi(
OV int gid(int x) { return x + (int)get_global_id(0); }
OV int gid(float x) { return (int)x; }
kernel void k(global int *out, int i) { out[get_global_id(0)] = gid(i); }
