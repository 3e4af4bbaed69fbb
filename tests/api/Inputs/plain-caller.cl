// The caller object of plain-kernels.c: a kernel that calls a kernel of
// another object as a function, from each of its work-items; and a kernel
// that the other object calls so (this unit has no `local` variables, so
// its kernels' C functions run the work-group function on the runtime's
// own work-item state).
void record(global ulong *out);
kernel void outer(global ulong *out) { record(out); }

kernel void where(global ulong *out) {
  size_t i = get_global_id(0) + get_global_size(0) * get_global_id(1);
  out[i] += get_global_id(0) * 1000000 + get_local_id(0) * 1000 + get_local_id(1) * 10 + get_work_dim(); // once
}
