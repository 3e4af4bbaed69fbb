// Kernels compiled ahead of time (`oclc -c`) for aot.c.
kernel void scale(global float *y, global const float *x, float a) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + (float)get_global_offset(0);
}

// Reverses each group's slice through local memory.
kernel void reverse(global int *out, global const int *in, local int *tmp) {
  size_t l = get_local_id(0), n = get_local_size(0);
  tmp[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tmp[n - 1 - l];
}

// helper() is in another object: it may wait at a barrier, so this kernel
// runs as fibers, and helper's work-item functions read the runtime's
// current work-item.
ulong helper(ulong x);
kernel void external(global ulong *out) {
  out[get_global_id(0) + get_global_size(0) * get_global_id(1)] = helper(get_local_id(1));
}
