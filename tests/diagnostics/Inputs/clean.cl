kernel void clean(global int *p) { *p = 0; }
