// Component-wise operators: scalar replication and its rank rule, no
// implicit conversion between vector types, no vector casts, results of
// relational/logical operators, integer-only operators, vector ?:.
// RUN: %oclc -fsyntax-only -verify %s

void ok(float4 f, int4 i, uint4 u, char4 c, long4 l, double2 d2, float s, int n) {
  float4 a = f + s;
  float4 b = f * 2.0f;
  float4 b2 = f * 2;        // int converts to float
  int4 m = f < f;           // -1/0 in an int4
  long2 dm = d2 == d2;      // double compares give long
  int4 lg = f && f;
  int4 nt = !f;
  int4 sh = i << 33;        // shift counts are masked to the element width
  int4 sv = i >> i;
  uint4 bw = u & 0xFFu;
  int4 sel = i ? i : (int4)(0);
  float4 fs = i ? f : f;
  float4 splat = (float4)s; // a cast of a scalar replicates
  int sc = n < n;
  i += 1;
  f *= s;
  c = c + c;
}

void errors(float4 f, int4 i, float2 f2, long lv, char4 c, double d, uint4 u) {
  f = f + 0.5;  // expected-error {{scalar operand of type 'double' has greater rank than the element type of 'float4' (vector of 4 'float' values)}} expected-note {{an unsuffixed floating literal is a double; write it with an 'f' suffix}}
  i = i * lv;   // expected-error {{scalar operand of type 'long' has greater rank than the element type of 'int4'}} expected-note {{cast the scalar to 'int' first}}
  c = c + 1;    // expected-error {{scalar operand of type 'int' has greater rank than the element type of 'char4'}} expected-note {{cast the scalar to 'char' first}}
  f = f + i;    // expected-error {{invalid operands to binary expression ('float4' (vector of 4 'float' values) and 'int4' (vector of 4 'int' values)): vector types never convert implicitly}} expected-note {{use convert_float4() to convert the right operand}}
  f = f2 + f;   // expected-error {{vector types never convert implicitly}}
  f = (float4)i; // expected-error {{invalid cast from 'int4' (vector of 4 'int' values) to 'float4' (vector of 4 'float' values): explicit casts between vector types are not allowed}} expected-note {{use convert_float4() to convert the values, or as_float4() to reinterpret the bits}}
  f = i;        // expected-error {{assigning to 'float4' from incompatible type 'int4'}} expected-note {{vector types never convert implicitly; use convert_float4() for a value conversion or as_float4() to reinterpret the bits}}
  f = f % f;    // expected-error {{invalid operands to binary expression ('float4' and 'float4')}}
  f = f & f;    // expected-error {{invalid operands to binary expression ('float4' and 'float4')}}
  f = ~f;       // expected-error {{invalid argument type 'float4' to unary expression}} expected-note {{use as_int4() to operate on the bits}}
  lv = 1 << i;  // expected-error {{requested shift is a vector of type 'int4' but the first operand is not a vector ('int')}}
  f = (char4)(1) ? f : f; // expected-error {{vector condition type 'char4' (vector of 4 'char' values) and result type 'float4' (vector of 4 'float' values) do not have the same number of elements and element size}}
  f = f ? f : f; // expected-error {{vector condition type 'float4' (vector of 4 'float' values) must be an integer vector}}
  float s = (float)f; // expected-error {{invalid cast from 'float4' to 'float'}}
  d = f;        // expected-error {{assigning to 'double' from incompatible type 'float4'}} expected-note {{select one component}}
  int x = i;    // expected-error {{initializing 'int' with an expression of incompatible type 'int4'}} expected-note {{select one component}}
  f *= 2.0;     // expected-error {{scalar operand of type 'double' has greater rank than the element type of 'float4'}} expected-note {{write it with an 'f' suffix}}
}
