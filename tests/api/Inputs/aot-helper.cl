// Linked with aot-kernels.cl's object: a plain C-ABI function that uses
// work-item functions, and a kernel of its own (two objects with kernels
// link together).
ulong helper(ulong x) {
  return x * 1000000 + get_global_id(0) * 1000 + get_local_id(0) * 10 + get_work_dim();
}
kernel void fill(global int *out, int v) { out[get_global_id(0)] = v; }
