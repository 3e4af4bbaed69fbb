// A program with a warning, errors, a note and a macro expansion: the log
// of oclc_program_build must be the command's stderr, exactly.
#define TWICE(x) ((x) + (x))
kernel void k(global int *out) {
  out[0] = 1 / 0;
  out[1] = TWICE(undeclared_thing);
  float4 v = (float4)(1.0f, 2.0f);
  out[2] = v;
}
