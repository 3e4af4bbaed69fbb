// Output files are named as clang names them, in the current directory:
// -c -> .o, -S -> .s, -S -emit-llvm -> .ll, -c -emit-llvm -> .bc; -o wins.
// RUN: rm -rf %t && mkdir -p %t && cd %t
// RUN: %oclc -c %s
// RUN: %oclc -S %s
// RUN: %oclc -S -emit-llvm %s
// RUN: %oclc -c -emit-llvm %s
// RUN: %oclc -c %s -o custom.o
// RUN: ls %t | FileCheck %s
// CHECK: custom.o
// CHECK-NEXT: output-names.bc
// CHECK-NEXT: output-names.ll
// CHECK-NEXT: output-names.o
// CHECK-NEXT: output-names.s
// The default action is -c.
// RUN: rm -rf %t && mkdir -p %t && cd %t && %oclc %s && ls %t | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: output-names.o
// -fsyntax-only writes nothing.
// RUN: rm -rf %t && mkdir -p %t && cd %t && %oclc -fsyntax-only %s && ls %t | count 0
kernel void k(global int *out) { *out = 1; }
