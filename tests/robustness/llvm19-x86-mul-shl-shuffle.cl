// Found by the differential tester (tests/fuzz/difftest.py, 100,000-function
// run): LLVM 19's x86 back end miscompiles, for SSE2 and SSE4 targets (the
// generic x86-64 CPU of `oclc -c`; AVX2 targets are right), a shuffle of
// `mul (shl x, C1), C2` where C2 has zero lanes: the zero lanes come out as
// lanes of x.  clang-19 -O2 does the same on the equivalent C with
// ext_vector_type, and llc-19 on this IR, at every level:
//   %s0 = shl <4 x i64> %x, <i64 22, i64 0, i64 12, i64 17>
//   %m = mul <4 x i64> %s0, <i64 0, i64 1, i64 0, i64 1>
//   %s = shufflevector <4 x i64> %m, <4 x i64> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
// oclc works around it (codegen/cg_workaround.c): after optimization, a
// vector multiply by a constant with zero lanes becomes a multiply by the
// nonzero lanes and an `and` with a lane mask.  Before the workaround the
// run lines below printed "mul-shl-shuffle: 13 wrong" at -O2 (lane 2 of f).
//
// RUN: %oclc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// IR-LABEL: define {{.*}}void @f(
// IR: %[[SHL:[0-9a-z.]+]] = shl <4 x i64> %{{.*}}, <i64 22, i64 0, i64 12, i64 17>
// IR-NOT: mul
// IR: and <4 x i64> %[[SHL]], <i64 0, i64 -1, i64 0, i64 -1>
// IR: shufflevector
// IR-LABEL: define {{.*}}void @g(
// IR: %[[M:[0-9a-z.]+]] = mul <4 x i32> %{{.*}}, <i32 3, i32 1, i32 5, i32 1>
// IR-NEXT: and <4 x i32> %[[M]], <i32 -1, i32 0, i32 -1, i32 0>
// IR-LABEL: define {{.*}}void @h(
// IR: mul <2 x i64> %{{.*}}, <i64 3, i64 5>
// IR-NOT: and <2 x i64>
//
// The values, against plain C (Inputs/mul-shl-shuffle.c), on the generic
// x86-64 CPU, on SSE4.2 (x86-64-v2) and on AVX2 (x86-64-v3) where the host
// has it, at -O0 and -O2:
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/mul-shl-shuffle.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/mul-shl-shuffle.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 -mcpu=x86-64-v2 %s -o %t.v2.o
// RUN: %cc -std=c17 %S/Inputs/mul-shl-shuffle.c %t.v2.o -o %t.v2.exe
// RUN: %t.v2.exe | FileCheck %s
// CHECK: mul-shl-shuffle: 0 wrong
void f(global ulong4 *r, global const ulong4 *c) {
  ulong4 v = (ulong4)(0, 1, 0, 1);
  v.zyxw *= c[0] << (ulong4)(22, 0, 12, 17);
  r[0] = v;
}

// The same workaround on another width and element type, with lanes that
// stay multiplied (checked in C too).
void g(global uint4 *r, global const uint4 *c) {
  r[0] = (c[0] * (uint4)(3, 0, 5, 0)).wzyx;
}

// No zero lane: nothing to work around.
void h(global ulong2 *r, global const ulong2 *c) {
  r[0] = c[0] * (ulong2)(3, 5);
}
