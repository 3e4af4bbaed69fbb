// At -O2 on x86-64-v3 (AVX2), loops that apply vector expressions to arrays
// compile to packed instructions on full registers: 8 x float and 4 x
// double in ymm, float4 in xmm, swizzles as one permute, and a vector ?: as
// packed integer min/max; a scalar loop over an array is widened to ymm by
// LLVM's loop vectorizer.  No lane is computed with a scalar instruction.
// This checks that oclc's IR (whole-vector operations, aligned vector
// loads and stores, no memory temporaries) leaves the optimizer free to do
// that, on plain functions (a kernel's body is compiled in its work-group
// function: api/vectorize.cl).
// RUN: %oclc -S -O2 --target=x86_64-unknown-linux-gnu -march=x86-64-v3 %s -o - | FileCheck %s

// CHECK-LABEL: axpy8:
// CHECK: vbroadcastss %xmm0, %ymm0
// CHECK: vmulps {{.*}}%ymm
// CHECK: vpermps {{.*}}%ymm
// CHECK: vaddps {{.*}}%ymm
// CHECK: vmovaps %ymm{{[0-9]+}}, {{.*}}(%rdi
// CHECK-NOT: {{vmulss|vaddss}}
// CHECK: retq
void axpy8(global float8 *y, global const float8 *x, float a, int n) {
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i].s76543210;
}

// The vector ?: chain becomes a clamp: packed signed max and min.
// CHECK-LABEL: clamp_int8:
// CHECK: vpmaxsd {{.*}}%ymm
// CHECK: vpminsd {{.*}}%ymm
// CHECK: vmovdqa %ymm{{[0-9]+}},
// CHECK: retq
void clamp_int8(global int8 *y, global const int8 *x, int n) {
  for (int i = 0; i < n; i++) {
    int8 v = x[i];
    y[i] = v > 100 ? (int8)(100) : v < -100 ? (int8)(-100) : v;
  }
}

// CHECK-LABEL: axpy4:
// CHECK: vmulps {{.*}}%xmm
// CHECK: vaddps {{.*}}%xmm
// CHECK-NOT: {{vmulss|vaddss}}
// CHECK: retq
void axpy4(global float4 *y, global const float4 *x, float a, int n) {
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

// CHECK-LABEL: double4_loop:
// CHECK: vmulpd {{.*}}%ymm
// CHECK: vsubpd {{.*}}%ymm
// CHECK-NOT: {{vmulsd|vsubsd}}
// CHECK: retq
void double4_loop(global double4 *y, global const double4 *x, int n) {
  for (int i = 0; i < n; i++)
    y[i] = x[i] * x[i] - y[i] / 2.0;
}

// A scalar loop: the loop vectorizer makes it 8 lanes wide.
// CHECK-LABEL: scalar_over_array:
// CHECK: vbroadcastss %xmm0, %ymm
// CHECK: vmulps {{.*}}%ymm
// CHECK: vaddps {{.*}}%ymm
// CHECK: retq
void scalar_over_array(global float *y, global const float *x, float a, int n) {
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}
