// -o - writes to stdout.
// RUN: %oclc -S -emit-llvm -o - %s | FileCheck %s
// CHECK: define {{.*}}@scale(
kernel void scale(global float *x) { x[0] = x[0] * 2.0f; }
