// Bit-exact as_type on the host, over every legal pair of the 60 types
// as_type accepts (580 pairs: same component count, vec4 -> vec3, and the
// implementation-defined count changes), plus every scalar pair by value.
// Inputs/astype-gen.py writes one function per pair and a C driver that
// fills the operand with seeded random bytes (and signalling NaNs, -0.0,
// all ones) and checks the result bytes against the operand bytes in C, by
// docs/astype.md's definition: bytes in memory order, a vec3 operand's
// padding lane (random garbage in memory) reading as zero.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/astype-gen.py %t
// RUN: %oclc -c -O0 -w %t/astype-pairs.cl -o %t/O0.o
// RUN: %cc -std=c17 %t/astype-pairs.c %t/O0.o -o %t/O0.exe
// RUN: %t/O0.exe | FileCheck %s
// RUN: %oclc -c -O2 -w %t/astype-pairs.cl -o %t/O2.o
// RUN: %cc -std=c17 %t/astype-pairs.c %t/O2.o -o %t/O2.exe
// RUN: %t/O2.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: pairs: 580 in memory, 26 by value; 606 checked, 0 failed
