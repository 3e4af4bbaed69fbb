// -E keeps pragmas (each on a line of its own; _Pragma as #pragma) for
// the compiler that reads the output; `once` has done its work and goes.
// RUN: %oclc -E %s | FileCheck %s

#pragma once
int a; _Pragma("OPENCL EXTENSION cl_khr_fp64 : enable") int b;
#pragma OPENCL FP_CONTRACT OFF
int c;
// CHECK-NOT:  once
// CHECK:      int a;
// CHECK-NEXT: #pragma OPENCL EXTENSION cl_khr_fp64 : enable
// CHECK-NEXT: int b;
// CHECK-NEXT: #pragma OPENCL FP_CONTRACT OFF
// CHECK-NEXT: int c;
