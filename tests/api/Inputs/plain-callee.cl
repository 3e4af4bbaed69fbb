// The callee object of plain-kernels.c: kernels that record which
// work-item runs them, called as C functions from C and from a kernel of
// another object.

// Four values per work-item, at its global linear index.
kernel void record(global ulong *out) {
  size_t i = get_global_id(0) + get_global_size(0) * get_global_id(1);
  out[4 * i + 0] = get_global_id(0) * 1000 + get_global_id(1);
  out[4 * i + 1] = get_local_id(0) * 1000 + get_local_id(1);
  out[4 * i + 2] = get_group_id(0) * 1000 + get_group_id(1);
  out[4 * i + 3] = get_local_size(0) * 1000000 + get_global_size(0) * 1000 + get_work_dim();
}

// A local variable and a barrier: called from C, the work-item is alone.
kernel void record_sync(global ulong *out, ulong v) {
  local ulong tmp[4];
  tmp[get_local_id(0)] = v + get_global_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[0] = tmp[0] * 10 + get_local_size(0);
}

// The other way round: a kernel of the caller object, from here.
void where(global ulong *out);
kernel void outer2(global ulong *out) { where(out); }
