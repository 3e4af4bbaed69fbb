// convert_T operands: exactly one argument of an arithmetic scalar or
// vector type (not bool, not a pointer), with as many elements as the
// destination.  A count mismatch names both counts and the conversion that
// fits the operand.
// RUN: %oclc -fsyntax-only -verify %s

void operands(float f, float2 f2, int4 i4, double3 d3, bool b, global int *p, int arr[4]) {
  int4 a = convert_int4(f2);           // expected-error {{'convert_int4' converts 4 elements, but its operand of type 'float2' has 2}}
  // expected-note@-1 {{use 'convert_int2' to convert a 'float2'}}
  int4 c = convert_int4_sat_rte(f);    // expected-error {{'convert_int4_sat_rte' converts 4 elements, but its operand of type 'float' has 1}}
  // expected-note@-1 {{use 'convert_int_sat_rte' to convert a 'float'}}
  int e = convert_int(i4);             // expected-error {{'convert_int' converts 1 element, but its operand of type 'int4' has 4}}
  // expected-note@-1 {{use 'convert_int4' to convert a 'int4'}}
  float4 g = convert_float4_rtp(d3);   // expected-error {{'convert_float4_rtp' converts 4 elements, but its operand of type 'double3' has 3}}
  // expected-note@-1 {{use 'convert_float3_rtp' to convert a 'double3'}}
  int4 h = convert_int4(1.0);          // expected-error {{'convert_int4' converts 4 elements, but its operand of type 'double' has 1}}
  // expected-note@-1 {{use 'convert_int' to convert a 'double'}}
  // Argument counts.
  int j = convert_int(f, f);           // expected-error {{conversion function 'convert_int' takes exactly one argument, 2 given}}
  int k = convert_int();               // expected-error {{conversion function 'convert_int' takes exactly one argument, 0 given}}
  int l = convert_int_sat(f, f, f);    // expected-error {{conversion function 'convert_int_sat' takes exactly one argument, 3 given}}
  // Operands that are not arithmetic scalars or vectors.
  int m = convert_int(p);              // expected-error {{invalid operand of type '__global int *' to 'convert_int': convert_ takes a scalar or vector of char, uchar, short, ushort, int, uint, long, ulong, float or double}}
  int n = convert_int(b);              // expected-error {{invalid operand of type 'bool' to 'convert_int'}}
  // expected-note@-1 {{a bool converts implicitly, or with a cast: (int)b is 0 or 1}}
  int o = convert_int(arr);            // expected-error {{int *' to 'convert_int': convert_ takes a scalar or vector}}
  long q = convert_long(operands);     // expected-error {{invalid operand of type}}
  // A bad operand is reported once, not again by convert_.
  int r = convert_int(undeclared);     // expected-error {{use of undeclared identifier 'undeclared'}}
  // The result has the destination type.
  int s = convert_int4(i4);            // expected-error {{initializing 'int' with an expression of incompatible type 'int4'}}
  // expected-note@-1 {{select one component}}
  // Must be called.
  int (*fp)(float) = convert_int;      // expected-error {{built-in function 'convert_int' must be called}}
}

// A program-scope initializer needs a constant operand.  A `constant`
// variable's value is one (sema_init.c folds it, as clang does); a read
// through a pointer is not.
constant float cf = 1.5f;
constant int g1 = convert_int_rte(2.5f);
constant int g2 = convert_int(cf);
constant int g3 = convert_int(*&cf);   // expected-error {{initializer element is not a compile-time constant}}
