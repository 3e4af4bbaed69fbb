// The spec's as_type examples run on the host, and the examples of
// docs/astype.md's table of implementation-defined cases, checked against
// that definition written independently in C (shifts and masks, not byte
// copies): as_float(0x3f800000) is 1.0f; as_int4((float4)(1,2,3,4)); the
// masking idiom as_float4(as_int4(f) & (f < g)) is f < g ? f : 0; the sign
// mask as_float(as_uint(f) & ~(1u << 31)) is fabs; as_short2(int),
// as_char3(int), as_float4(float3) (w reads as 0), as_int3(char16),
// as_short8(int4), as_long(int2); constant operands folded at compile time
// give the same bits as the run-time path.
// RUN: %oclc -c -O0 -w %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/astype-seeds.c %t.O0.o -o %t.O0.exe -lm
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 -w %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/astype-seeds.c %t.O2.o -o %t.O2.exe -lm
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: seeds: 12 passed, 0 failed

// ---- the spec's examples ---------------------------------------------------
float seed_one(void) { return as_float(0x3f800000); }
uint seed_uint_of_one(float f) { return as_uint(f); }
void seed_int4(global int4 *out) { *out = as_int4((float4)(1.0f, 2.0f, 3.0f, 4.0f)); }
void seed_int4_var(global int4 *out, global const float4 *in) { *out = as_int4(*in); }
void seed_select(global float4 *out, global const float4 *pf, global const float4 *pg) {
  float4 f = *pf, g = *pg;
  int4 is_less = f < g;
  f = as_float4(as_int4(f) & is_less);
  *out = f;
}
float seed_fabs(float f) {
  uint u = as_uint(f);
  return as_float(u & ~(1u << 31));
}
constant float k_one = as_float(0x3f800000);
float seed_const_global(void) { return k_one; }

// ---- docs/astype.md's implementation-defined table ---------------------------
void doc_short2(global short2 *out, int i) { *out = as_short2(i); }
void doc_char3(global char3 *out, int i) { *out = as_char3(i); }
void doc_float4(global float4 *out, global const float3 *in) { *out = as_float4(*in); }
void doc_int3(global int3 *out, global const char16 *in) { *out = as_int3(*in); }
void doc_short8(global short8 *out, global const int4 *in) { *out = as_short8(*in); }
long doc_long(global const int2 *in) { return as_long(*in); }
// The same shapes on constants: folded by the compiler, not run.
void doc_const(global short2 *s2, global char3 *c3, global int3 *i3) {
  *s2 = as_short2(0x12345678);
  *c3 = as_char3(0x12345678);
  *i3 = as_int3((char16)(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, -13, -14, -15, -16));
}
