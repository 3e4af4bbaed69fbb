// OpenCL C 2.0, 1.1.6 Vector Literals: every form of the spec's list, and the
// errors (too few/many elements, wrong element type, vector literal as lvalue).
// RUN: %oclc -fsyntax-only -verify %s

void forms(float a, float2 b2, float3 b3, float4 b4, int i, int2 i2) {
  float4 f1 = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  float4 f2 = (float4)(b2, a, a);
  float4 f3 = (float4)(a, b2, a);
  float4 f4 = (float4)(a, a, b2);
  float4 f5 = (float4)(b2, b2);
  float4 f6 = (float4)(b3, a);
  float4 f7 = (float4)(a, b3);
  float4 f8 = (float4)(a);                   // replicated
  uint4 u = (uint4)(1);                      // u will be (1, 1, 1, 1)
  float4 f9 = (float4)((float2)(1.0f, 2.0f), (float2)(3.0f, 4.0f));
  float4 f10 = (float4)(1.0f, (float2)(2.0f, 3.0f), 4.0f);
  float4 f11 = (float4)(1, 2, 3, i);         // scalars convert as arguments do
  float16 x = (float16)(b4, b4, b4, b4);
  float16 y = (float16)(b4.xxxx, b3.xyz, b3.xyz, b3.xyz, b4.yzw);
}

void errors(float4 a, int2 i2, float2 f2) {
  float4 e1 = (float4)(1.0f, 2.0f); // expected-error {{too few elements in vector literal of type 'float4': expected 4, found 2}}
  float4 e2 = (float4)(1.0f, 2.0f, 3.0f, 4.0f, 5.0f); // expected-error {{too many elements in vector literal of type 'float4': expected 4, found 5}}
  float4 e3 = (float4)(i2, f2); // expected-error {{vector literal element of type 'int2' (vector of 2 'int' values) does not match the element type 'float' of 'float4'}} expected-note {{use convert_float2() to convert this element}}
  float16 e4 = (float16)(a.xxxxxxx, a.xyz, a.xyz, a.xyz); // expected-error {{vector component access has invalid length 7}}
  (int4)(1, 2, 3, 4) = (int4)(0); // expected-error {{expression is not assignable: a vector literal is not an lvalue}}
}
