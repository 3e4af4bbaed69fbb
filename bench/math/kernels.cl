#pragma OPENCL EXTENSION cl_khr_fp64 : enable
// The kernels of bench/math: each math function the benchmark measures as
// a float kernel (one element a work-item: oclc's work-group loop
// vectorizes it), a float8 kernel (explicit vectors) and a double kernel.
#define K1(f)                                                                              \
  kernel void f##_f(global const float *x, global float *o) {                               \
    size_t i = get_global_id(0);                                                           \
    o[i] = f(x[i]);                                                                        \
  }                                                                                        \
  kernel void f##_f8(global const float8 *x, global float8 *o) {                            \
    size_t i = get_global_id(0);                                                           \
    o[i] = f(x[i]);                                                                        \
  }                                                                                        \
  kernel void f##_d(global const double *x, global double *o) {                             \
    size_t i = get_global_id(0);                                                           \
    o[i] = f(x[i]);                                                                        \
  }

K1(sin)
K1(exp)
K1(log)
K1(sqrt)

kernel void pow_f(global const float *x, global const float *y, global float *o) {
  size_t i = get_global_id(0);
  o[i] = pow(x[i], y[i]);
}
kernel void pow_f8(global const float8 *x, global const float8 *y, global float8 *o) {
  size_t i = get_global_id(0);
  o[i] = pow(x[i], y[i]);
}
kernel void pow_d(global const double *x, global const double *y, global double *o) {
  size_t i = get_global_id(0);
  o[i] = pow(x[i], y[i]);
}
