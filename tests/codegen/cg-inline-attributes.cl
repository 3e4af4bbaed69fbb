// __attribute__((noinline)) and ((always_inline)) on functions: LLVM's
// noinline and alwaysinline, whichever declaration says it (codegen.c,
// cg_function; sema merges them).  Values: tests/run/inline-attributes.cl.
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=O0

// The out-of-line helpers come first in the module.
// CHECK: define internal float @twice_plus_one({{.*}}) #[[NI:[0-9]+]]
// CHECK: define internal i32 @mix({{.*}}) #[[NI]]

// A two-instruction helper the inliner would take, kept out of line.
__attribute__((noinline)) static float twice_plus_one(float x) { return x * 2.0f + 1.0f; }
// A loop the inliner would leave out of line (its body is large once
// unrolled), inlined: the attribute is on the declaration only.
__attribute__((always_inline)) static float weighted(global const float *p);
static float weighted(global const float *p)
{
    float s = 0.0f;
    for (int i = 0; i < 64; i++) s += p[i] * (float)(i ^ 5) + (float)i;
    return s;
}
// On the definition only, after a plain declaration.
static int mix(int a, int b);
static int __attribute__((noinline)) mix(int a, int b) { return a * 31 + b; }

// CHECK-LABEL: define float @use_helpers(
// CHECK-DAG: call float @twice_plus_one(
// CHECK-DAG: call i32 @mix(
// CHECK-NOT: call float @weighted(
// CHECK: ret float
float use_helpers(global const float *p, int a) { return twice_plus_one(p[0]) + weighted(p) + (float)mix(a, 3); }

// In a kernel's work-group loop too.
// CHECK-LABEL: define void @__oclc_wg_k(
// CHECK: call float @twice_plus_one(
// CHECK-NOT: call float @weighted(
kernel void k(global float *p) { p[get_global_id(0)] = twice_plus_one(p[0]) + weighted(p); }
// CHECK: attributes #[[NI]] = { noinline


// At -O0 the always_inline function is inlined (LLVM's always-inline
// runs at every level) and the noinline one is called.
// O0-LABEL: define float @use_helpers(
// O0: call float @twice_plus_one(
// O0-NOT: call float @weighted(
// O0: ret float
