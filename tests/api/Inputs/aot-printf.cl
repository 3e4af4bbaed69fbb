// A kernel with printf compiled with `oclc -c` (tests/api/printf.c): the
// object calls liboclc's __oclc_printf.
kernel void aot_print(global int *r, int base) {
  size_t i = get_global_id(0);
  r[i] = printf("aot %d: %v2hhd\n", base + (int)i, (char2)((char)i, (char)-i));
}
