// Kernels whose work-group loops codegen/cg_widen.c widens across
// work-items (tests/api/widen.c runs them; tests/codegen/widen-work-items.cl
// checks the IR).  Each is one block of lane-wise vector code between
// loads and stores at the work-item's index.
kernel void mask4(global float4 *o, global const float4 *x, global const float4 *y) {
  size_t i = get_global_id(0);
  o[i] = as_float4(as_int4(x[i]) & (x[i] < y[i]));
}
kernel void poly8(global float8 *o, global const float8 *x) {
  size_t i = get_global_id(0);
  float8 v = x[i];
  o[i] = fma(v, fma(v, (float8)(0.25f), (float8)(-1.5f)), (float8)(3.0f)) / (fabs(v) + 1.0f);
}
kernel void swiz4(global int4 *o, global const int4 *x, global const int4 *y) {
  size_t i = get_global_id(0);
  int4 a = x[i], b = y[i];
  o[i] = a.wzyx + (int4)(b.xy, a.zw) * 3 - shuffle2(a, b, (uint4)(7, 0, 5, 2));
}
kernel void conv4(global int4 *o, global const float4 *x) {
  size_t i = get_global_id(0);
  o[i] = convert_int4_sat_rte(x[i] * 1000.0f);
}
kernel void ints4(global uint4 *o, global const uint4 *x, global const uint4 *y) {
  size_t i = get_global_id(0);
  uint4 a = x[i], b = y[i];
  o[i] = (rotate(a, b) ^ clz(a)) + popcount(b) + add_sat(a, b) + max(a, b) - (a > b ? a : b);
}
kernel void bytes16(global uchar16 *o, global const int4 *x) {
  size_t i = get_global_id(0);
  o[i] = as_uchar16(x[i]) + (uchar16)(1);
}
kernel void short2s(global short2 *o, global const short2 *x, int k) {
  size_t i = get_global_id(0);
  o[i] = x[i] * (short)k + (short2)(1, -1);
}
kernel void dbl2(global double2 *o, global const double2 *x) {
  size_t i = get_global_id(0);
  o[i] = sqrt(fabs(x[i])) - x[i].yx;
}
// Indexed through an int, as most kernels do, and at a vload's address.
kernel void viaint(global float4 *o, global const float *x) {
  int i = get_global_id(0);
  o[i] = vload4(i, x) * 2.0f;
}
// A math built-in that calls SLEEF: sinf8 becomes sinf16 where the CPU has it.
kernel void sin8(global float8 *o, global const float8 *x) {
  size_t i = get_global_id(0);
  o[i] = sin(x[i]);
}
// Guarded bodies: the wide loop runs while the last of its work-items
// passes the bound, the original loop the rest.
kernel void guarded(global float4 *o, global const float4 *x, uint n) {
  size_t i = get_global_id(0);
  if (i < n) o[i] = x[i] * 3.0f - 1.0f;
}
kernel void early(global float8 *o, global const float8 *x, int n) {
  int i = get_global_id(0);
  if (i >= n) return;
  o[i] = fma(x[i], x[i], (float8)(2.0f));
}
// The body on the guard's false edge (`i > n` branches past it).
kernel void atmost(global float4 *o, global const float4 *x, uint n) {
  size_t i = get_global_id(0);
  if (i <= n) o[i] = x[i] - 0.5f;
}
