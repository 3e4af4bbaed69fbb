// Found by the differential tester (tests/fuzz/difftest.py, batch 177 of
// the seed-1 run): -O2 returned lane 1 with its top bit wrong.  After
// InstCombine, f is
//   %1 = sub nuw nsw <2 x i16> <i16 127, i16 poison>, %rem
//   %2 = xor <2 x i16> %neg, <i16 poison, i16 -32768>
//   %3 = shufflevector <2 x i16> %1, <2 x i16> %2, <2 x i32> <i32 0, i32 3>
// and LLVM 19's x86 back end takes lane 1 of %1 (poison, and by `nuw`
// "0 - x", so zero) as known zero: it lowers the shuffle as an `or` of %2
// with an unmasked %1, so lane 1 is %2[1] | (0 - %rem[1]).  oclc drops the
// poison-generating flags from vector instructions after optimization
// (codegen/cg_workaround.c); before that, the run lines below printed
// "poison-flags-shuffle: 2010 wrong" at -O2.  -O2 now runs oclc's kernel
// pipeline (codegen/cg_module.c), which leaves f's lanes apart; LLVM's
// default<O3>, which -O3 runs, still makes the shuffle, so the IR is
// checked there.
//
// RUN: %oclc -O3 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// IR-LABEL: define {{.*}}<2 x i16> @f(
// IR-NOT: {{nuw|nsw|exact|disjoint}}
// IR: shufflevector <2 x i16> %{{.*}}, <2 x i16> %{{.*}}, <2 x i32> <i32 0, i32 3>
// IR-NEXT: ret <2 x i16>
//
// The values, against plain C (Inputs/poison-flags-shuffle.c), at -O0,
// -O2 and -O3, on the generic x86-64 CPU and on x86-64-v2:
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/poison-flags-shuffle.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/poison-flags-shuffle.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O3 %s -o %t.O3.o
// RUN: %cc -std=c17 %S/Inputs/poison-flags-shuffle.c %t.O3.o -o %t.O3.exe
// RUN: %t.O3.exe | FileCheck %s
// RUN: %oclc -c -O2 -mcpu=x86-64-v2 %s -o %t.v2.o
// RUN: %cc -std=c17 %S/Inputs/poison-flags-shuffle.c %t.v2.o -o %t.v2.exe
// RUN: %t.v2.exe | FileCheck %s
// CHECK: poison-flags-shuffle: 0 wrong
ushort2 f(ushort2 b, ushort2 c) {
  ushort2 v = -((c ? b : (ushort2)(23, 65535)) % (ushort2)(23, 63));
  v.s0 += (ushort)127;
  v.s1 ^= (ushort)0x8000;
  return v;
}

void k(global ushort2 *r, global const ushort2 *b, global const ushort2 *c, uint n) {
  for (uint i = 0; i < n; i++) r[i] = f(b[i], c[i]);
}
