// Plain functions' loops that stream their stores past the cache once
// they move 32 MiB (codegen/cg_stream.c; the lowering:
// codegen/stream-loops.cl).  The driver calls each loop just above and
// below the size that streams, on an output off its 16-byte alignment
// (the scalar loop's widened stores then stay ordinary), from two threads
// at once on two halves (each thread's sfence at the loop's end orders its
// lines before the thread is joined), and compares every element with
// what it computes in C.
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=gnu17 -O1 %S/Inputs/stream-loops.c %t.O2.o -o %t.O2.exe -lpthread -lm
// RUN: %t.O2.exe | FileCheck %s
// RUN: %oclc -c -O2 -mcpu=x86-64-v3 %s -o %t.v3.o
// RUN: %cc -std=gnu17 -O1 %S/Inputs/stream-loops.c %t.v3.o -o %t.v3.exe -lpthread -lm
// RUN: %t.v3.exe | FileCheck %s
// RUN: %oclc -c -O1 %s -o %t.O1.o
// RUN: %cc -std=gnu17 -O1 %S/Inputs/stream-loops.c %t.O1.o -o %t.O1.exe -lpthread -lm
// RUN: %t.O1.exe | FileCheck %s
// RUN: %oclc -c -O3 %s -o %t.O3.o
// RUN: %cc -std=gnu17 -O1 %S/Inputs/stream-loops.c %t.O3.o -o %t.O3.exe -lpthread -lm
// RUN: %t.O3.exe | FileCheck %s
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=gnu17 -O1 %S/Inputs/stream-loops.c %t.O0.o -o %t.O0.exe -lpthread -lm
// RUN: %t.O0.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: stream loops: {{[0-9]+}} cases, 0 failed
void twice4(const global float4 *x, global float4 *o, int n) {
  for (int i = 0; i < n; i++) o[i] = x[i] * 2.0f;
}
void plus1(const global float *x, global float *o, int n) {
  for (int i = 0; i < n; i++) o[i] = x[i] + 1.0f;
}
void sat16(const global float16 *x, global char16 *o, int n) {
  for (int i = 0; i < n; i++) o[i] = convert_char16_sat(x[i]);
}
void mask4(const global float4 *x, const global float4 *y, global float4 *o, int n) {
  for (int i = 0; i < n; i++) o[i] = as_float4(as_int4(x[i]) & (x[i] < y[i]));
}
void in_place(global float4 *y, int n) {
  for (int i = 0; i < n; i++) y[i] = y[i] * 0.5f;
}
