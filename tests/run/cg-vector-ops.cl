// Vector code run on the host: literals, swizzle reads and writes, lane-wise
// arithmetic, division guards and shift masks per lane, relational and
// logical results (-1/0), the vector select, 3-component vectors in memory
// (16-byte stride, padding untouched) and as_type with a vec3 source (zero
// padding lane).  The C driver computes the expected lanes itself.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 -ffp-contract=off %S/Inputs/cg-vector-ops.c %t.O0.o -o %t.O0.exe -lm
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 -ffp-contract=off %S/Inputs/cg-vector-ops.c %t.O2.o -o %t.O2.exe -lm
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: {{^}}cases: {{[0-9]+}} passed, 0 failed

kernel void float_ops(global float4 *out, global const float4 *a, global const float4 *b) {
  float4 x = a[0], y = b[0];
  out[0] = x + y * 2.0f;
  out[1] = x.wzyx;
  out[2] = (float4)(x.xy, y.zw);
  float4 t = x;
  t.xz = y.yw;
  t.w += 1.0f;
  out[3] = t;
  out[4] = (x < y) ? x : y;
  out[5] = as_float4(as_int4(x) & (int4)(0x7fffffff));
  float8 e = (float8)(x, y);
  e.odd = e.even * 10.0f;
  out[6] = e.lo;
  out[7] = e.hi;
}

kernel void int_ops(global int4 *out, global const int4 *a, global const int4 *b) {
  int4 x = a[0], y = b[0];
  out[0] = x / y;
  out[1] = x % y;
  out[2] = x << y;
  out[3] = x >> y;
  out[4] = x < y;
  out[5] = x && y;
  out[6] = !x;
  out[7] = ~x + (x == y);
  out[8] = x * y + 1;
  out[9] = (x > 0) ? x : y;
}

kernel void char_ops(global char4 *out, global const char4 *a, global const char4 *b) {
  char4 x = a[0], y = b[0];
  out[0] = x << y;
  out[1] = x >> y;
  out[2] = x / y;
  out[3] = x * y;
  out[4] = as_char4(as_uchar4(x) >> as_uchar4(y));
}

kernel void vec3_ops(global float3 *p, int n) {
  for (int i = 0; i < n; i++)
    p[i] = p[i] * 2.0f + (float3)(1.0f, 2.0f, 3.0f);
}

kernel void vec3_astype(global int4 *out, global const float3 *in) {
  out[0] = as_int4(in[0]);
  out[1] = as_int4((float4)(in[1], 5.0f));
  out[2].xyz = as_int3(in[2]);
}
