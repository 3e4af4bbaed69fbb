// For api/kernel-attributes.c: a kernel whose descriptor the test strips of
// its attributes field, as an older oclc made it.
__attribute__((reqd_work_group_size(2, 1, 1))) kernel void old(global int *o) { o[get_global_id(0)] = (int)get_local_size(0); }
