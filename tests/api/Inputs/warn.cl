kernel void k(global int *out) {
  out[0] = 1 / 0;
}
