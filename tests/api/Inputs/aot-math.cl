// Math built-ins in an object from `oclc -c`: calls of SLEEF, which the
// program that links the object links too (-lsleef; pkg-config --libs oclc
// says so).  aot-math.c runs them.
kernel void math_f(global float *out, global const float *in) {
  size_t i = get_global_id(0);
  out[i] = sin(in[i]) + exp(in[i]) * 0.25f + pow(in[i] * in[i], 0.5f);
}

kernel void math_d4(global double4 *out, global const double4 *in) {
  size_t i = get_global_id(0);
  out[i] = log1p(fabs(in[i])) + tanpi(in[i]);
}
