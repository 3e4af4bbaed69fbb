// Illegal vector code of every kind, one mistake a line: each line must get
// exactly its own diagnostic (-verify fails on any extra one, so a cascade
// from an earlier error is caught), and oclc must exit with status 1 without
// crashing.  The legal counterpart, odd but valid vector code compiled at
// every optimization level, is tests/codegen/vec-stress.cl.
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify -ferror-limit=0 %s
// RUN: %expect-exit 1 %oclc -c -cl-ext=-cl_khr_fp16 -ferror-limit=0 %s -o %t.o

float2 takes2(float2 v);

float4 mistakes(float4 v, int4 i, float s, global float4 *p, int n, float16 x, char4 c) {
  float a = v.xyzq;     // expected-error {{illegal vector component name 'q' in '.xyzq' for type 'float4'}}
  float b = v.;         // expected-error {{expected identifier}}
  float c1 = v.S;       // expected-error {{illegal vector component name 'S' for type 'float4'}} expected-note {{components are}}
  float d = x.sG;       // expected-error {{illegal vector component name 'G' in '.sG' for type 'float16'}}
  float2 e = v.xs0;     // expected-error {{illegal vector component name 's' in '.xs0' for type 'float4'}}
  float f = v.x.x;      // expected-error {{component access '.x' on non-vector type 'float'}} expected-note {{only vector types have components}}
  int k = n.lo;         // expected-error {{component access '.lo' on non-vector type 'int'}} expected-note {{only vector types have components}}
  v.xy.zw = (float2)(1.0f); // expected-error {{vector component access exceeds type 'float2': '.z' is component 2}}
  (v.xy = (float2)(1.0f)).x = 2.0f; // expected-error {{components of an rvalue of type 'float2' cannot be assigned}}
  float4 l = (float4)(1.0f, 2.0f, 3.0f); // expected-error {{too few elements in vector literal of type 'float4': expected 4, found 3}}
  float4 m = (float4)(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17); // expected-error {{too many elements in vector literal of type 'float4': expected 4, found 17}}
  float4 m2 = (float4)(v.xy, c.xy); // expected-error {{vector literal element of type 'char2' (vector of 2 'char' values) does not match the element type 'float' of 'float4'}} expected-note {{use convert_float2()}}
  float2 o = takes2(v); // expected-error {{passing 'float4' to parameter of incompatible type 'float2'}}
  bool bb = v;          // expected-error {{initializing 'bool' with an expression of incompatible type 'float4'}} expected-note {{select one component}}
  switch (i) { default: break; } // expected-error {{statement requires expression of integer type ('int4' invalid)}}
  if (v) n++;           // expected-error {{'if' requires a scalar condition; 'float4' is not a scalar type}} expected-note {{use any() or all() to reduce a vector condition}}
  while (i) n++;        // expected-error {{'while' requires a scalar condition; 'int4' is not a scalar type}} expected-note {{use any() or all()}}
  for (; v.xy;) n++;    // expected-error {{'for' requires a scalar condition; 'float2' is not a scalar type}} expected-note {{use any() or all()}}
  do n++; while (i);    // expected-error {{'do-while' requires a scalar condition; 'int4' is not a scalar type}} expected-note {{use any() or all()}}
  float4 q = v + p;     // expected-error {{invalid operands to binary expression ('float4' and '__global float4 *')}}
  ulong sz = sizeof(int5) + vec_step(float17); // expected-error {{'int5' is reserved}} expected-error {{'float17' is reserved}}
  float4 t = (half4)(1); // expected-error {{'half4' is reserved}}
  int4 u = (int4)v;     // expected-error {{explicit casts between vector types are not allowed}} expected-note {{use convert_int4() to convert the values, or as_int4() to reinterpret the bits}}
  float w = (float)v;   // expected-error {{invalid cast from 'float4' to 'float'}}
  float4 y = (float4)p; // expected-error {{invalid cast from '__global float4 *' to 'float4'}}
  global float4 *z = (global float4 *)v; // expected-error {{invalid cast from 'float4' to '__global float4 *'}}
  float4 aa = v ? v : v; // expected-error {{vector condition type 'float4' (vector of 4 'float' values) must be an integer vector}}
  int4 ab = i ? i : v;  // expected-error {{vector types never convert implicitly}} expected-note {{use convert_int4()}}
  int4 ad = ~v;         // expected-error {{invalid argument type 'float4' to unary expression}} expected-note {{use as_int4()}}
  int4 ae = v % 2;      // expected-error {{'%' takes integer operands only}} expected-note {{use fmod()}}
  float4 af = -p;       // expected-error {{invalid argument type '__global float4 *' to unary expression}}
  int4 ai = i << v;     // expected-error {{'<<' takes integer operands only}}
  float4 aj = v * i * v; // expected-error {{vector types never convert implicitly}} expected-note {{use convert_float4()}}
  float4 ak = v * 2.0 + v; // expected-error {{scalar operand of type 'double' has greater rank}} expected-note {{write it with an 'f' suffix}}
  char4 al = c * 2 + c;  // expected-error {{scalar operand of type 'int' has greater rank than the element type of 'char4'}} expected-note {{cast the scalar to 'char' first}}
  v.xx += 1.0f;         // expected-error {{component 'x' of 'float4' is selected twice by '.xx'}}
  i.xx.x++;             // expected-error {{the selection '.x' is applied to components that repeat one}}
  float4 *am = &v.xyzw; // expected-error {{address of vector element requested}}
  p->w = 1.0f;          // expected-error {{is a pointer to a vector, not to a structure or union}}
  v.lo.lo.lo.lo = 1.0f; // expected-error {{component access '.lo' on non-vector type 'float'}} expected-note {{only vector types have components}}
  x.s0123456789abcdef0 = x; // expected-error {{vector component access has invalid length 17}}
  float4 an = v.xyzwxyzwxyzwxyzwxyzwxyzwxyzwxyzw; // expected-error {{vector component access has invalid length 32}}
  v++;                  // expected-error {{'++' does not apply to floating-point vectors}} expected-note {{write 'x += 1.0f' instead}}
  n = s ? n : 0;        // expected-error {{the condition of '?:' cannot be a floating-point value}} expected-note {{compare it explicitly}}
  (float4)(s) = v;      // expected-error {{a vector literal or cast of a scalar is not an lvalue}}
  return i;             // expected-error {{returning 'int4' from a function with incompatible result type 'float4'}} expected-note {{use convert_float4() for a value conversion or as_float4() to reinterpret the bits}}
}

float3 vec3ret(void) { return (float4)(1.0f); } // expected-error {{returning 'float4' from a function with incompatible result type 'float3'}}

// An undeclared or invalid operand is reported once; the vector rules
// around it stay quiet.
void quiet(float4 v, int4 i) {
  float4 a = v + undeclared1 * 2.0;            // expected-error {{use of undeclared identifier 'undeclared1'}}
  float4 b = (float4)(v.xy, undeclared2, 1.0f); // expected-error {{use of undeclared identifier 'undeclared2'}}
  int4 c = (v.q ? i : i).wzyx << 1.0;          // expected-error {{illegal vector component name 'q' for type 'float4'}} expected-note {{components are}}
  int5 d;                                      // expected-error {{'int5' is reserved}}
  d.x = v.x + d;
  float4 e = (float4)(d, d, d, d) + (int5)(1); // expected-error {{'int5' is reserved}}
  float16 f = (float16)(v.xxxxx, v, v, v);     // expected-error {{vector component access has invalid length 5}}
}
