// Component-wise operators (OpenCL C 2.0, 1.2.6 and 1.3): a scalar meeting a
// vector is converted to the element type and replicated unless its rank is
// greater (rank: floating > integer, wider > narrower, unsigned > signed of
// the same width); two different vector types never convert implicitly and
// vector casts are errors; relational, equality and logical operators and !
// give -1/0 in a signed vector of the element width; % and the bitwise
// operators take integers; ++/-- exclude floating-point vectors; ?: with a
// vector condition needs an integer vector of the operands' element count
// and size, and no ?: takes a floating-point condition.  Every error names
// both operand types and the rule, and the cast or convert_ that fixes it.
// RUN: %oclc -fsyntax-only -verify %s

void ok(float4 f, int4 i, uint4 u, char4 c, uchar4 uc, long4 l, ulong4 ul, short8 s8, double2 d2,
        float s, int n, uint un, char cs, uchar ucs, short ss, long ls, ulong uls, bool b, double ds) {
  // Scalars of lower or equal rank are replicated.
  float4 a1 = f + s, a2 = f * 2.0f, a3 = f * 2, a4 = f - ls, a5 = f / uls, a6 = s - f, a7 = f + b;
  uint4 a8 = u + n, a9 = u * 3, a10 = u - ss;           // int has lower rank than uint
  int4 a11 = i + n, a12 = i * cs, a13 = i - ucs, a14 = i + ss;
  char4 a15 = c + cs, a16 = c * (char)3;
  uchar4 a17 = uc + cs, a18 = uc + ucs;                 // char has lower rank than uchar
  long4 a19 = l + n + un + ls;
  ulong4 a20 = ul + ls + uls;
  short8 a21 = s8 * ss + cs;
  double2 a22 = d2 + ds + s + n + ls;
  // -1/0 results in a signed vector of the element width; scalars give int.
  int4 r1 = f < f, r2 = f == s, r3 = u >= u, r4 = i != 0;
  long2 r5 = d2 == d2;
  char4 r6 = uc < uc, r7 = c > cs;
  long4 r8 = ul <= ul;
  int4 r9 = f && f, r10 = i || n, r11 = !f, r12 = !i;
  short8 r13 = !s8 && s8;
  int r14 = n < n, r15 = !s;
  // Integer operators, shifts (counts are taken modulo the width, whatever
  // their type), unary operators.
  int4 b1 = i % i, b2 = i & n, b3 = i | i, b4 = i ^ 7, b5 = ~i, b6 = -i, b7 = +i;
  int4 b8 = i << 33, b9 = i >> i, b10 = i << ls, b11 = i >> (int4)(1);
  char4 b12 = c << 9, b13 = c >> c, b14 = c << n;
  uint4 b15 = u & 0xFFu, b16 = u >> u;
  int4 b17 = i / 0;   // expected-warning {{division by zero: OpenCL leaves the result unspecified (oclc gives the dividend)}}
  uint4 b18 = u % 0u; // expected-warning {{remainder by zero}}
  // Vector ?: selects on the sign bit of an integer vector of the same
  // element count and size; scalar operands are replicated.
  int4 c1 = i ? i : (int4)(0);
  float4 c2 = i ? f : f, c3 = i ? s : f, c4 = u ? 1.0f : 2.0f;
  long2 c5 = (long2)(1) ? (long2)(2) : ls;
  double2 c6 = (long2)(1) ? d2 : ds;
  char4 c7 = c ? c : (char)1;
  int4 c8 = n ? i : i;                                  // a scalar condition branches
  // An explicit cast of a scalar replicates it.
  float4 e1 = (float4)s, e3 = (float4)n, e4 = (float4)1.5;
  int4 e2 = (int4)s;
  // Assignment and compound assignment.
  i += 1;
  i <<= n;
  f *= s;
  f /= 2;
  u |= un;
  c += cs;
  i++;
  --u;
  f = s;                                                // a scalar assigned to a vector replicates
}

void rank_errors(float4 f, int4 i, uint4 u, char4 c, long4 l, double d, long lv, uint un, uchar ucs, ulong uls, short ss) {
  f = f + 0.5;  // expected-error {{scalar operand of type 'double' has greater rank than the element type of 'float4' (vector of 4 'float' values); it cannot be converted implicitly (section 1.2.6)}} expected-note {{an unsuffixed floating literal is a double; write it with an 'f' suffix}}
  f = f * d;    // expected-error {{scalar operand of type 'double' has greater rank than the element type of 'float4'}} expected-note {{cast the scalar to 'float' first}}
  i = i * lv;   // expected-error {{scalar operand of type 'long' has greater rank than the element type of 'int4' (vector of 4 'int' values)}} expected-note {{cast the scalar to 'int' first}}
  i = i + 1.0f; // expected-error {{scalar operand of type 'float' has greater rank than the element type of 'int4'}} expected-note {{cast the scalar to 'int' first}}
  c = c + 1;    // expected-error {{scalar operand of type 'int' has greater rank than the element type of 'char4'}} expected-note {{cast the scalar to 'char' first}}
  c = c + 'a';  // expected-error {{scalar operand of type 'int' has greater rank than the element type of 'char4'}} expected-note {{cast the scalar to 'char' first}}
  // Same width: unsigned outranks signed (clang agrees).
  i = i + un;   // expected-error {{scalar operand of type 'uint' has greater rank than the element type of 'int4' (vector of 4 'int' values); it cannot be converted implicitly (section 1.2.6: an unsigned type outranks the signed type of the same width)}} expected-note {{cast the scalar to 'int' first}}
  i = 2u * i;   // expected-error {{scalar operand of type 'uint' has greater rank than the element type of 'int4'}} expected-note {{cast the scalar to 'int' first}}
  c = c - ucs;  // expected-error {{scalar operand of type 'uchar' has greater rank than the element type of 'char4'}} expected-note {{cast the scalar to 'char' first}}
  l = l + uls;  // expected-error {{scalar operand of type 'ulong' has greater rank than the element type of 'long4'}} expected-note {{cast the scalar to 'long' first}}
  u = u + lv;   // expected-error {{scalar operand of type 'long' has greater rank than the element type of 'uint4'}} expected-note {{cast the scalar to 'uint' first}}
  int4 r = f < 1.0; // expected-error {{scalar operand of type 'double' has greater rank than the element type of 'float4'}} expected-note {{write it with an 'f' suffix}}
  int4 t = i && 1.0f; // expected-error {{scalar operand of type 'float' has greater rank than the element type of 'int4'}} expected-note {{cast the scalar to 'int' first}}
  f *= 2.0;     // expected-error {{scalar operand of type 'double' has greater rank than the element type of 'float4'}} expected-note {{write it with an 'f' suffix}}
  c += ss;      // expected-error {{scalar operand of type 'short' has greater rank than the element type of 'char4'}} expected-note {{cast the scalar to 'char' first}}
  float4 q = i ? f : 1.0; // expected-error {{scalar operand of type 'double' has greater rank than the element type of 'float4'}} expected-note {{write it with an 'f' suffix}}
}

void vector_type_errors(float4 f, int4 i, uint4 u, float2 f2, int2 i2, double4 d4, char4 c) {
  f = f + i;    // expected-error {{invalid operands to binary expression ('float4' (vector of 4 'float' values) and 'int4' (vector of 4 'int' values)): vector types never convert implicitly}} expected-note {{use convert_float4() to convert the right operand to 'float4' (vector of 4 'float' values)}}
  i = i == u;   // expected-error {{invalid operands to binary expression ('int4' (vector of 4 'int' values) and 'uint4' (vector of 4 'uint' values)): vector types never convert implicitly}} expected-note {{use convert_int4() to convert the right operand}}
  f = f2 + f;   // expected-error {{invalid operands to binary expression ('float2' (vector of 2 'float' values) and 'float4' (vector of 4 'float' values)): vector types never convert implicitly}}
  d4 = d4 * f;  // expected-error {{vector types never convert implicitly}} expected-note {{use convert_double4()}}
  f = i;        // expected-error {{assigning to 'float4' from incompatible type 'int4'}} expected-note {{vector types never convert implicitly; use convert_float4() for a value conversion or as_float4() to reinterpret the bits}}
  f2 = f;       // expected-error {{assigning to 'float2' from incompatible type 'float4'}}
  u = i;        // expected-error {{assigning to 'uint4' from incompatible type 'int4'}} expected-note {{use convert_uint4() for a value conversion or as_uint4() to reinterpret the bits}}
  d4 = f;       // expected-error {{assigning to 'double4' from incompatible type 'float4'}} expected-note {{use convert_double4() for a value conversion}}
  i += f;       // expected-error {{vector types never convert implicitly}} expected-note {{use convert_int4()}}
  // Casts between vector types are errors; a cast to a scalar too.
  f = (float4)i; // expected-error {{invalid cast from 'int4' (vector of 4 'int' values) to 'float4' (vector of 4 'float' values): explicit casts between vector types are not allowed}} expected-note {{use convert_float4() to convert the values, or as_float4() to reinterpret the bits}}
  d4 = (double4)f; // expected-error {{explicit casts between vector types are not allowed}} expected-note {{use convert_double4() to convert the values}}
  short2 h = (short2)c; // expected-error {{invalid cast from 'char4' (vector of 4 'char' values) to 'short2' (vector of 2 'short' values): explicit casts between vector types are not allowed}} expected-note {{use as_short2() to reinterpret the bits}}
  i2 = (int2)c; // expected-error {{invalid cast from 'char4' (vector of 4 'char' values) to 'int2' (vector of 2 'int' values)}}
  float s = (float)f; // expected-error {{invalid cast from 'float4' to 'float'}}
  float t = f;  // expected-error {{initializing 'float' with an expression of incompatible type 'float4'}} expected-note {{select one component, e.g. '.x' or '.s0'}}
  bool b = i;   // expected-error {{initializing 'bool' with an expression of incompatible type 'int4'}} expected-note {{select one component}}
}

void operator_errors(float4 f, int4 i, int2 i2, double2 d2, float s, int n, char4 c, uint4 u) {
  f = f % f;    // expected-error {{invalid operands to binary expression ('float4' and 'float4'): '%' takes integer operands only (section 1.3.1)}} expected-note {{use fmod() for the remainder of floating-point values}}
  f = f & f;    // expected-error {{invalid operands to binary expression ('float4' and 'float4'): '&' takes integer operands only (section 1.3.6)}} expected-note {{use as_int4() to operate on the bits of 'float4'}}
  d2 = d2 ^ d2; // expected-error {{'^' takes integer operands only}} expected-note {{use as_long2() to operate on the bits of 'double2'}}
  i = i | f;    // expected-error {{'|' takes integer operands only}} expected-note {{use as_int4() to operate on the bits of 'float4'}}
  f = f << 1;   // expected-error {{invalid operands to binary expression ('float4' and 'int'): '<<' takes integer operands only (section 1.3.10)}}
  i = i >> s;   // expected-error {{'>>' takes integer operands only}}
  f %= 2.0f;    // expected-error {{'%' takes integer operands only}} expected-note {{use fmod()}}
  f = ~f;       // expected-error {{invalid argument type 'float4' to unary expression}} expected-note {{'~' takes integer operands; use as_int4() to operate on the bits}}
  n = 1 << i;   // expected-error {{requested shift is a vector of type 'int4' but the first operand is not a vector ('int')}} expected-note {{to shift per component, make the left operand a vector: '(int4)(...)'}}
  i = i << i2;  // expected-error {{vector operands do not have the same number of elements ('int4' (vector of 4 'int' values) and 'int2' (vector of 2 'int' values)): a shift count vector needs one count per component (section 1.3.10)}}
  f++;          // expected-error {{cannot increment value of type 'float4' (vector of 4 'float' values): '++' does not apply to floating-point vectors (section 1.3.3)}} expected-note {{write 'x += 1.0f' instead}}
  --d2;         // expected-error {{cannot decrement value of type 'double2' (vector of 2 'double' values): '--' does not apply to floating-point vectors}} expected-note {{write 'x -= 1.0' instead}}
}

void select_errors(float4 f, int4 i, char4 c, uchar4 uc, int2 i2, long2 l2, float s, double d, int n) {
  f = c ? f : f; // expected-error {{vector condition type 'char4' (vector of 4 'char' values) and result type 'float4' (vector of 4 'float' values) do not have the same number of elements and element size (section 1.3.9)}} expected-note {{convert the condition with convert_int4()}}
  f = uc ? f : f; // expected-error {{vector condition type 'uchar4' (vector of 4 'uchar' values) and result type 'float4' (vector of 4 'float' values) do not have the same number of elements and element size}}
  i = i2 ? i : i; // expected-error {{vector condition type 'int2' (vector of 2 'int' values) and result type 'int4' (vector of 4 'int' values) do not have the same number of elements and element size}}
  l2 = i ? l2 : l2; // expected-error {{vector condition type 'int4' (vector of 4 'int' values) and result type 'long2' (vector of 2 'long' values)}}
  f = f ? f : f; // expected-error {{vector condition type 'float4' (vector of 4 'float' values) must be an integer vector}}
  i = i ? i : (int2)(1); // expected-error {{vector types never convert implicitly}}
  f = i ? f : (float)d; // the cast makes the scalar's rank legal
  f = n ? f : i; // expected-error {{vector types never convert implicitly}} expected-note {{use convert_float4()}}
  // No ?: takes a floating-point condition (clang agrees); if and && do.
  n = s ? 1 : 2; // expected-error {{used type 'float' where floating point type is not allowed: the condition of '?:' cannot be a floating-point value (section 1.3.9)}} expected-note {{compare it explicitly, as in '(x != 0.0f) ? a : b'}}
  f = d ? f : f; // expected-error {{used type 'double' where floating point type is not allowed}} expected-note {{as in '(x != 0.0) ? a : b'}}
  if (s) n = s && d;
}

// 1.3.3 excludes floating-point scalars from ++/-- as well (clang accepts them).
void scalar_float_incdec(float f, double d, int i) {
  f++; // expected-error {{cannot increment value of type 'float': '++' does not apply to floating-point scalars (section 1.3.3)}} expected-note {{write 'x += 1.0f' instead}}
  --d; // expected-error {{cannot decrement value of type 'double': '--' does not apply to floating-point scalars (section 1.3.3)}} expected-note {{write 'x -= 1.0' instead}}
  i++;
}
