// The kernels of tests/api/regions.c: every barrier a statement of the
// kernel body, so each runs as regions (loops over the work-items between
// the barriers, codegen/cg_kernel.c); regions.c checks that (flags 9) in
// the IR, and every value against its own C.

// Neighbours through local memory, in 1, 2 or 3 dimensions; private
// scalars, an array and a record live across the barriers.
kernel void exch(global int *out, local int *t) {
  size_t nx = get_local_size(0), ny = get_local_size(1), nz = get_local_size(2);
  size_t n = nx * ny * nz;
  size_t me = (get_local_id(2) * ny + get_local_id(1)) * nx + get_local_id(0);
  size_t gid = (get_global_id(2) * get_global_size(1) + get_global_id(1)) * get_global_size(0) + get_global_id(0);
  int v = (int)(gid * 7 + 3);
  int priv[3] = {v, v * 2, (int)me};
  struct { int a; long b; } rec = {v + 1, (long)gid << 20};
  t[me] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  int right = t[(me + 1) % n], left = t[(me + n - 1) % n];
  barrier(CLK_LOCAL_MEM_FENCE);
  t[me] = right - left + priv[2];
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[gid] = t[n - 1 - me] * 3 + priv[0] + priv[1] + rec.a + (int)(rec.b >> 20) + (int)n;
}

// bench/atomics' reduction: a local atomic per work-item, one global
// per group; the first work-item alone goes on after the last barrier
// (a return in the last region).
kernel void lsum(global long *out, global const int *in, local int *s) {
  local int total;
  size_t l = get_local_id(0), n = get_local_size(0);
  if (l == 0) total = 0;
  s[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&total, s[n - 1 - l]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l != 0) return;
  out[get_group_id(0)] = total;
}

// A running sum over the group through a local array (each work-item adds
// the values of those before it), with a loop inside a region.
kernel void prefix(global int *out, global const int *in, local int *s) {
  size_t l = get_local_id(0);
  int mine = in[get_global_id(0)];
  s[l] = mine;
  barrier(CLK_LOCAL_MEM_FENCE);
  int acc = 0;
  for (size_t i = 0; i < l; i++) acc += s[i];
  out[get_global_id(0)] = acc + mine;
}

// A variable used directly in one region only, through a pointer in the
// next: it needs its slot per work-item as much as the pointer does.
void put(int *q, int v) { *q = v; }
kernel void through(global int *out) {
  int x = (int)get_global_id(0) * 5;
  int *p = &x;
  int y;
  put(&y, (int)get_local_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = *p + y * 1000;
}
