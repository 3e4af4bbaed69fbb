// -Wastype-vec3 (on by default): as_type from a 3-component vector to a
// different component count, or to a 4-component vector, exposes the
// operand's padding lane, which OpenCL leaves undefined.  The warning says
// which result components, or which bits of which component, are
// undefined; the note says what oclc does and how to define the lane.
// vec3 -> vec3 (padding to padding) and vec4 -> vec3 of the same element
// size (OpenCL defines x, y, z) are silent, even under -Wall, which adds
// no -Wastype-implementation-defined warning to these calls either.
// RUN: %oclc -fsyntax-only -verify %s
// -Wall also reports the locals below as unused, as clang does; that is
// not what this test is about.
// RUN: %oclc -fsyntax-only -verify -Wall -Wno-unused-variable %s
// RUN: %oclc -fsyntax-only -Wno-astype-vec3 %s 2>&1 | count 0
// RUN: %expect-exit 1 %oclc -fsyntax-only -Werror=astype-vec3 %s

void whole_lanes(float3 f3, short3 s3, double3 d3, long3 l3) {
  int4 a = as_int4(f3);
  // expected-warning@-1 {{'as_int4' of a 3-component 'float3': result component 'w' is undefined (it comes from the padding lane of 'float3')}}
  // expected-note@-2 {{OpenCL leaves the padding lane undefined (oclc reads it as zero bits); to give it a value, reinterpret a 'float4': 'as_int4((float4)(f3, 0))'}}
  float4 b = as_float4(f3);
  // expected-warning@-1 {{'as_float4' of a 3-component 'float3': result component 'w' is undefined}}
  // expected-note@-2 {{'as_float4((float4)(f3, 0))'}}
  char16 c = as_char16(f3);
  // expected-warning@-1 {{'as_char16' of a 3-component 'float3': result components 'sC' to 'sF' are undefined (they come from the padding lane of 'float3')}}
  // expected-note@-2 {{reinterpret a 'float4': 'as_char16((float4)(f3, 0))'}}
  char8 d = as_char8(s3);
  // expected-warning@-1 {{'as_char8' of a 3-component 'short3': result components 's6' and 's7' are undefined (they come from the padding lane of 'short3')}}
  // expected-note@-2 {{reinterpret a 'short4': 'as_char8((short4)(s3, 0))'}}
  float8 e = as_float8(d3);
  // expected-warning@-1 {{'as_float8' of a 3-component 'double3': result components 's6' and 's7' are undefined}}
  // expected-note@-2 {{'as_float8((double4)(d3, 0))'}}
  ulong4 f = as_ulong4(d3);
  // expected-warning@-1 {{'as_ulong4' of a 3-component 'double3': result component 'w' is undefined}}
  // expected-note@-2 {{'as_ulong4((double4)(d3, 0))'}}
  short16 g = as_short16(l3);
  // expected-warning@-1 {{'as_short16' of a 3-component 'long3': result components 'sC' to 'sF' are undefined}}
  // expected-note@-2 {{'as_short16((long4)(l3, 0))'}}
}

// The padding lane is the top of one wider result component.
void partial_lanes(float3 f3, short3 s3, char3 c3) {
  long2 a = as_long2(f3);
  // expected-warning@-1 {{'as_long2' of a 3-component 'float3': bits 32-63 of result component 'y' are undefined (they come from the padding lane of 'float3')}}
  // expected-note@-2 {{'as_long2((float4)(f3, 0))'}}
  long b = as_long(s3);
  // expected-warning@-1 {{'as_long' of a 3-component 'short3': bits 48-63 of the result are undefined (they come from the padding lane of 'short3')}}
  // expected-note@-2 {{'as_long((short4)(s3, 0))'}}
  int2 c = as_int2(s3);
  // expected-warning@-1 {{'as_int2' of a 3-component 'short3': bits 16-31 of result component 'y' are undefined}}
  // expected-note@-2 {{'as_int2((short4)(s3, 0))'}}
  int d = as_int(c3);
  // expected-warning@-1 {{'as_int' of a 3-component 'char3': bits 24-31 of the result are undefined (they come from the padding lane of 'char3')}}
  // expected-note@-2 {{'as_int((char4)(c3, 0))'}}
  // An operand too long to quote, or written by a macro, is shown as '...'.
  uint e = as_uint((char3)(c3.x + c3.y + c3.z + 1, c3.y * 2 - c3.x, c3.z));
  // expected-warning@-1 {{'as_uint' of a 3-component 'char3': bits 24-31 of the result are undefined}}
  // expected-note@-2 {{'as_uint((char4)(..., 0))'}}
}

// Defined: no warning.
void defined(float3 f3, int3 i3, float4 f4, char4 c4, ulong4 u4) {
  int3 a = as_int3(f3);          // vec3 -> vec3: padding to padding
  uint3 b = as_uint3(i3);
  float3 c = as_float3(f4);      // vec4 -> vec3, same element size
  int3 d = as_int3(f4);
  uchar3 e = as_uchar3(c4);
  double3 f = as_double3(u4);
  float4 g = as_float4((float4)(f3, 0));  // the note's suggestion
}
