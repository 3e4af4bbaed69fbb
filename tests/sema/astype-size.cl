// OpenCL C 2.0, 1.2.4: as_T(x) is legal only when x and T have the same
// storage size in bytes (a 3-component vector has the size of the
// 4-component one), and the operand is not promoted.  Every size error
// names both types with their sizes, underlines the operand, and adds what
// oclc knows: why the operand has its size (literal types, no promotion,
// vec3 storage), the same-size as_ function of the destination's element
// type, and convert_T when the component counts agree (a value conversion
// was probably meant; the fix-it is checked in astype-fixit.cl).
// RUN: %oclc -fsyntax-only -verify %s

kernel void seeds(float4 f) {
  // The spec's own error example.
  double4 g = as_double4(f);
  // expected-error@-1 {{invalid reinterpretation: 'float4' (16 bytes) and 'double4' (32 bytes) differ in size}}
  // expected-note@-2 {{'as_double2' has the size of 'float4': it reinterprets the 16 bytes as 2 'double' values}}
  // expected-note@-3 {{to convert the values of 'float4' to 'double4', use 'convert_double4'}}
}

// No promotion: the operand keeps its own type.
void no_promotion(char c, short s, uchar uc) {
  int a = as_int(c);
  // expected-error@-1 {{invalid reinterpretation: 'char' (1 byte) and 'int' (4 bytes) differ in size}}
  // expected-note@-2 {{as_type does not promote its operand: it stays a 'char' (1 byte)}}
  // expected-note@-3 {{to convert the value of 'char' to 'int', use 'convert_int'}}
  short b = as_short(uc);
  // expected-error@-1 {{invalid reinterpretation: 'uchar' (1 byte) and 'short' (2 bytes) differ in size}}
  // expected-note@-2 {{as_type does not promote its operand: it stays a 'uchar' (1 byte)}}
  // expected-note@-3 {{to convert the value of 'uchar' to 'short', use 'convert_short'}}
  char d = as_char(s);
  // expected-error@-1 {{invalid reinterpretation: 'short' (2 bytes) and 'char' (1 byte) differ in size}}
  // expected-note@-2 {{'as_char2' has the size of 'short': it reinterprets the 2 bytes as 2 'char' values}}
  // expected-note@-3 {{to convert the value of 'short' to 'char', use 'convert_char'}}
  int ok = as_int(c + c);      // char + char is an int: legal
  uchar ok2 = as_uchar(c);
}

// Literals have their own types: 1.0 is a double, 1.0f a float, 1 an int.
void literals(void) {
  int a = as_int(1.0);
  // expected-error@-1 {{invalid reinterpretation: 'double' (8 bytes) and 'int' (4 bytes) differ in size}}
  // expected-note@-2 {{a floating literal without a suffix is a 'double' (8 bytes); add an 'f' suffix for a 'float'}}
  // expected-note@-3 {{'as_int2' has the size of 'double': it reinterprets the 8 bytes as 2 'int' values}}
  // expected-note@-4 {{to convert the value of 'double' to 'int', use 'convert_int'}}
  float b = as_float(-1.0);
  // expected-error@-1 {{invalid reinterpretation: 'double' (8 bytes) and 'float' (4 bytes) differ in size}}
  // expected-note@-2 {{a floating literal without a suffix is a 'double' (8 bytes); add an 'f' suffix for a 'float'}}
  // expected-note@-3 {{'as_float2' has the size of 'double': it reinterprets the 8 bytes as 2 'float' values}}
  // expected-note@-4 {{to convert the value of 'double' to 'float', use 'convert_float'}}
  double c = as_double(1.0f);
  // expected-error@-1 {{invalid reinterpretation: 'float' (4 bytes) and 'double' (8 bytes) differ in size}}
  // expected-note@-2 {{the 'f' suffix makes this literal a 'float' (4 bytes)}}
  // expected-note@-3 {{to convert the value of 'float' to 'double', use 'convert_double'}}
  long d = as_long(1);
  // expected-error@-1 {{invalid reinterpretation: 'int' (4 bytes) and 'long' (8 bytes) differ in size}}
  // expected-note@-2 {{this literal has type 'int' (4 bytes)}}
  // expected-note@-3 {{to convert the value of 'int' to 'long', use 'convert_long'}}
  float ok = as_float(0x3f800000);
  long ok2 = as_long(1L);
}

// Scalars and vectors of different sizes: the same-size as_ function of
// the destination's element type, and convert_ only when the counts agree.
void vectors(float f, int i, int2 i2, char16 c16, long4 l4) {
  float4 a = as_float4(f);
  // expected-error@-1 {{invalid reinterpretation: 'float' (4 bytes) and 'float4' (16 bytes) differ in size}}
  // expected-note@-2 {{to repeat the 'float' value in every component, use a vector literal: '(float4)(f)'}}
  int2 b = as_int2(i);
  // expected-error@-1 {{invalid reinterpretation: 'int' (4 bytes) and 'int2' (8 bytes) differ in size}}
  // expected-note@-2 {{to repeat the 'int' value in every component, use a vector literal: '(int2)(i)'}}
  double2 c = as_double2(i2);
  // expected-error@-1 {{invalid reinterpretation: 'int2' (8 bytes) and 'double2' (16 bytes) differ in size}}
  // expected-note@-2 {{'as_double' has the size of 'int2': it reinterprets the 8 bytes as one 'double'}}
  // expected-note@-3 {{to convert the values of 'int2' to 'double2', use 'convert_double2'}}
  uint16 d = as_uint16(c16);
  // expected-error@-1 {{invalid reinterpretation: 'char16' (16 bytes) and 'uint16' (64 bytes) differ in size}}
  // expected-note@-2 {{'as_uint4' has the size of 'char16': it reinterprets the 16 bytes as 4 'uint' values}}
  // expected-note@-3 {{to convert the values of 'char16' to 'uint16', use 'convert_uint16'}}
  char e = as_char(l4);
  // expected-error@-1 {{invalid reinterpretation: 'long4' (32 bytes) and 'char' (1 byte) differ in size}}
  // No char vector is 32 bytes: no as_ note.
  float4 g = as_float4((float8)(f));
  // expected-error@-1 {{invalid reinterpretation: 'float8' (32 bytes) and 'float4' (16 bytes) differ in size}}
  // The same-size 'float' type is the operand's own: no as_ note.
  float f2 = as_float(i2 + 1);
  // expected-error@-1 {{invalid reinterpretation: 'int2' (8 bytes) and 'float' (4 bytes) differ in size}}
  // expected-note@-2 {{'as_float2' has the size of 'int2': it reinterprets the 8 bytes as 2 'float' values}}
}

// A 3-component vector is stored as 4 components.
void vec3(float3 f3, double d, short3 s3) {
  long a = as_long(f3);
  // expected-error@-1 {{invalid reinterpretation: 'float3' (16 bytes) and 'long' (8 bytes) differ in size}}
  // expected-note@-2 {{a 3-component vector is stored as 4 components: 'float3' is 16 bytes}}
  // expected-note@-3 {{'as_long2' has the size of 'float3': it reinterprets the 16 bytes as 2 'long' values}}
  int3 b = as_int3(d);
  // expected-error@-1 {{invalid reinterpretation: 'double' (8 bytes) and 'int3' (16 bytes) differ in size}}
  // expected-note@-2 {{a 3-component vector is stored as 4 components: 'int3' is 16 bytes}}
  // expected-note@-3 {{'as_int2' has the size of 'double': it reinterprets the 8 bytes as 2 'int' values}}
  int3 c = as_int3(s3);
  // expected-error@-1 {{invalid reinterpretation: 'short3' (8 bytes) and 'int3' (16 bytes) differ in size}}
  // expected-note@-2 {{a 3-component vector is stored as 4 components: 'short3' is 8 bytes}}
  // expected-note@-3 {{'as_int2' has the size of 'short3': it reinterprets the 8 bytes as 2 'int' values}}
  // expected-note@-4 {{to convert the values of 'short3' to 'int3', use 'convert_int3'}}
}

// An error inside the operand is reported once, not again as a size error.
void operand_errors(void) {
  int a = as_int(undeclared); // expected-error {{use of undeclared identifier 'undeclared'}}
}
