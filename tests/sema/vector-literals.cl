// OpenCL C 2.0, 1.1.6 Vector Literals: every form of the spec's list, the
// conversions of scalar operands, the parenthesized-type disambiguation
// ((float4)(x) is a literal, (float4)x a cast, (float4)((a, b)) a literal of
// the comma operator's value), and the errors: too few / too many elements
// (both counts given), an element of another element type, an operand that
// is not arithmetic, and a literal used as an lvalue (which clang accepts).
// RUN: %oclc -fsyntax-only -verify %s

void forms(float a, float2 b2, float3 b3, float4 b4, int i, int2 i2) {
  float4 f1 = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  float4 f2 = (float4)(b2, a, a);            // (float4)( float2, float, float )
  float4 f3 = (float4)(a, b2, a);            // (float4)( float, float2, float )
  float4 f4 = (float4)(a, a, b2);            // (float4)( float, float, float2 )
  float4 f5 = (float4)(b2, b2);              // (float4)( float2, float2 )
  float4 f6 = (float4)(b3, a);               // (float4)( float3, float )
  float4 f7 = (float4)(a, b3);               // (float4)( float, float3 )
  float4 f8 = (float4)(a);                   // (float4)( float ): replicated
  uint4 u = (uint4)(1);                      // u will be (1, 1, 1, 1)
  float4 f9 = (float4)((float2)(1.0f, 2.0f), (float2)(3.0f, 4.0f));
  float4 f10 = (float4)(1.0f, (float2)(2.0f, 3.0f), 4.0f);
  float4 f11 = (float4)(b4);                 // a vector of the same type: itself
  float16 x = (float16)(b4, b4, b4, b4);
  float16 y = (float16)(b4.xxxx, b3.xyz, b3.xyz, b3.xyz, b4.yzw);
  float8 z = (float8)((float4)((float2)(a), b2), b4);
  int2 j = (int2)(i2);
  // Scalars convert to the element type as function arguments do.
  float4 c1 = (float4)(1, 2u, 'c', i);
  float4 c2 = (float4)(1.0, 2.0, 3.0, 4.0);  // double -> float, as for an argument
  char4 c3 = (char4)(1, 2, 3, 300);          // int -> char, as for an argument
  uint2 c4 = (uint2)(-1, 2.5f);
  long2 c5 = (long2)(i);                     // one scalar of another type: replicated
}

// A parenthesized vector type before a parenthesized list is a literal; the
// comma operator is one operand only inside its own parentheses.
void disambiguation(float a, float b, float2 v) {
  float4 lit = (float4)(a);                  // literal: replicated
  float4 cast = (float4)a;                   // cast of a scalar: replicated
  float4 comma = (float4)((a, b));           // one operand, the comma's value
  float4 two = (float4)(a, b);               // expected-error {{too few elements in vector literal of type 'float4': expected 4, found 2}}
  float4 three = (float4)((a, b), v, a);     // b, v.x, v.y, a
  float2 same = (float2)(v);                 // a vector of the literal's type
  float2 cast_v = (float2)v;                 // a "cast" to the same type: allowed
}

void errors(float4 a, int2 i2, float2 f2, double2 d2, global float *p, float s) {
  float4 e1 = (float4)(1.0f, 2.0f); // expected-error {{too few elements in vector literal of type 'float4': expected 4, found 2}}
  float4 e2 = (float4)(1.0f, 2.0f, 3.0f, 4.0f, 5.0f); // expected-error {{too many elements in vector literal of type 'float4': expected 4, found 5}}
  float4 e3 = (float4)(i2, f2); // expected-error {{vector literal element of type 'int2' (vector of 2 'int' values) does not match the element type 'float' of 'float4'}} expected-note {{use convert_float2() to convert this element}}
  float2 e4 = (float2)(d2); // expected-error {{vector literal element of type 'double2' (vector of 2 'double' values) does not match the element type 'float' of 'float2'}} expected-note {{vector types never convert implicitly; use convert_float2()}}
  float4 e5 = (float4)(f2); // expected-error {{too few elements in vector literal of type 'float4': expected 4, found 2}}
  float4 e6 = (float4)(f2, f2, f2); // expected-error {{too many elements in vector literal of type 'float4': expected 4, found 6}}
  float4 e7 = (float4)(p); // expected-error {{vector literal element of type '__global float *' is not an arithmetic type}}
  float16 e8 = (float16)(a, a, a, a, s); // expected-error {{too many elements in vector literal of type 'float16': expected 16, found 17}}
  float3 e9 = (float3)(a); // expected-error {{too many elements in vector literal of type 'float3': expected 3, found 4}}
  // The illegal line of 1.1.7: a.xxxxxxx is not a valid vector type.
  float16 e10 = (float16)(a.xxxxxxx, a.xyz, a.xyz, a.xyz); // expected-error {{vector component access has invalid length 7}}
  // One error per bad element, none for the count.
  float4 e11 = (float4)(i2, i2); // expected-error 2 {{does not match the element type 'float' of 'float4'}} expected-note 2 {{use convert_float2()}}
}

// A vector literal is never an lvalue (1.1.6); clang accepts all of these.
void not_lvalues(float4 v) {
  (int4)(1, 2, 3, 4) = (int4)(0); // expected-error {{expression is not assignable: a vector literal is not an lvalue (section 1.1.6)}}
  (int4)(1, 2, 3, 4).x = 1;       // expected-error {{expression is not assignable: a vector literal is not an lvalue}}
  (int4)(1) = (int4)(2);          // expected-error {{expression is not assignable: a vector literal or cast of a scalar is not an lvalue (section 1.1.6)}}
  (float4)(v.x, v.yzw) += v;      // expected-error {{a vector literal is not an lvalue}}
  (int4)(1).xy++;                 // expected-error {{a vector literal is not an lvalue}}
  float4 *q = &(float4)(1.0f);    // expected-error {{cannot take the address of an rvalue of type 'float4'}}
}
