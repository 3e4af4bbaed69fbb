// The caller object of plain-kernels.c: a kernel that calls a kernel of
// another object as a function, from each of its work-items.
void record(global ulong *out);
kernel void outer(global ulong *out) { record(out); }
