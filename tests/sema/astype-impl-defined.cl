// -Wastype-implementation-defined (in -Wall): a same-size as_type that
// changes the component count, other than from a 3-component vector
// (-Wastype-vec3) and vec4 -> vec3 of the same element size (defined by
// OpenCL).  The warning says what oclc does, and a note gives the mapping
// of the first result components (docs/astype.md defines the rest).
// -Wall also reports the locals below as unused, as clang does; that is
// not what this test is about.
// RUN: %oclc -fsyntax-only -verify -Wall -Wno-unused-variable %s
// RUN: %oclc -fsyntax-only -verify -Wastype-implementation-defined %s
// Off by default, and off with -Wall -Wno-astype-implementation-defined:
// RUN: %oclc -fsyntax-only %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only -Wall -Wno-unused-variable -Wno-astype-implementation-defined %s 2>&1 | count 0

// One operand component splits into several result components.
void split(int i, int4 i4, long l, long2 l2, double2 d2, ushort2 u2) {
  short2 a = as_short2(i);
  // expected-warning@-1 {{'as_short2' of 'int' changes the number of components (1 to 2): the result is implementation-defined; oclc reinterprets the bytes in memory order (little-endian)}}
  // expected-note@-2 {{oclc's mapping: result.s0 = bits 0-15 of the operand, result.s1 = bits 16-31 of the operand}}
  short8 b = as_short8(i4);
  // expected-warning@-1 {{'as_short8' of 'int4' changes the number of components (4 to 8): the result is implementation-defined}}
  // expected-note@-2 {{oclc's mapping: result.s0 = bits 0-15 of operand.s0, result.s1 = bits 16-31 of operand.s0, result.s2 = bits 0-15 of operand.s1, ...}}
  char3 c = as_char3(i);
  // expected-warning@-1 {{'as_char3' of 'int' changes the number of components (1 to 3): the result is implementation-defined}}
  // expected-note@-2 {{oclc's mapping: result.s0 = bits 0-7 of the operand, result.s1 = bits 8-15 of the operand, result.s2 = bits 16-23 of the operand}}
  int2 d = as_int2(l);
  // expected-warning@-1 {{'as_int2' of 'long' changes the number of components (1 to 2)}}
  // expected-note@-2 {{oclc's mapping: result.s0 = bits 0-31 of the operand, result.s1 = bits 32-63 of the operand}}
  char16 e = as_char16(l2);
  // expected-warning@-1 {{'as_char16' of 'long2' changes the number of components (2 to 16)}}
  // expected-note@-2 {{oclc's mapping: result.s0 = bits 0-7 of operand.s0, result.s1 = bits 8-15 of operand.s0, result.s2 = bits 16-23 of operand.s0, ...}}
  float4 f = as_float4(d2);
  // expected-warning@-1 {{'as_float4' of 'double2' changes the number of components (2 to 4)}}
  // expected-note@-2 {{oclc's mapping: result.s0 = bits 0-31 of operand.s0, result.s1 = bits 32-63 of operand.s0, result.s2 = bits 0-31 of operand.s1, ...}}
  char3 g = as_char3(u2);
  // expected-warning@-1 {{'as_char3' of 'ushort2' changes the number of components (2 to 3)}}
  // expected-note@-2 {{oclc's mapping: result.s0 = bits 0-7 of operand.s0, result.s1 = bits 8-15 of operand.s0, result.s2 = bits 0-7 of operand.s1}}
}

// Several operand components make one result component.
void merge(char16 c16, short2 s2, int2 i2, char8 c8) {
  int3 a = as_int3(c16);
  // expected-warning@-1 {{'as_int3' of 'char16' changes the number of components (16 to 3): the result is implementation-defined; oclc reinterprets the bytes in memory order (little-endian)}}
  // expected-note@-2 {{oclc's mapping: the bits of result.s0 = operand.s0 | operand.s1 << 8 | operand.s2 << 16 | operand.s3 << 24, each operand component's bits taken as unsigned; result.s1 likewise from operand.s4 to operand.s7}}
  float3 b = as_float3(c16);
  // expected-warning@-1 {{'as_float3' of 'char16' changes the number of components (16 to 3)}}
  // expected-note@-2 {{oclc's mapping: the bits of result.s0 = operand.s0 | operand.s1 << 8 | operand.s2 << 16 | operand.s3 << 24}}
  int c = as_int(s2);
  // expected-warning@-1 {{'as_int' of 'short2' changes the number of components (2 to 1)}}
  // expected-note@-2 {{oclc's mapping: the bits of the result = operand.s0 | operand.s1 << 16, each operand component's bits taken as unsigned}}
  long d = as_long(i2);
  // expected-warning@-1 {{'as_long' of 'int2' changes the number of components (2 to 1)}}
  // expected-note@-2 {{oclc's mapping: the bits of the result = operand.s0 | operand.s1 << 32, each operand component's bits taken as unsigned}}
  double e = as_double(c8);
  // expected-warning@-1 {{'as_double' of 'char8' changes the number of components (8 to 1)}}
  // expected-note@-2 {{oclc's mapping: the bits of the result = operand.s0 | operand.s1 << 8 | operand.s2 << 16 | operand.s3 << 24 | operand.s4 << 32 | operand.s5 << 40 | operand.s6 << 48 | operand.s7 << 56, each operand component's bits taken as unsigned}}
  short3 f = as_short3(c8);
  // expected-warning@-1 {{'as_short3' of 'char8' changes the number of components (8 to 3)}}
  // expected-note@-2 {{oclc's mapping: the bits of result.s0 = operand.s0 | operand.s1 << 8, each operand component's bits taken as unsigned; result.s1 likewise from operand.s2 to operand.s3}}
}

// Same counts and vec4 -> vec3 of the same element size: no warning.
void defined(int i, float4 f4, char4 c4, long2 l2) {
  float a = as_float(i);
  uint4 b = as_uint4(f4);
  int3 c = as_int3(f4);
  char3 d = as_char3(c4);
  double2 e = as_double2(l2);
}
