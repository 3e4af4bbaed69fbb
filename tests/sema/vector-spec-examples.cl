// Every code example of OpenCL C 2.0 sections 1.1.6 (Vector Literals) and
// 1.1.7 (Vector Components), in the spec's order and words, each block in a
// function of its own (the spec redeclares names between blocks).  The lines
// the spec marks illegal carry the expected error; everything else must
// compile without a diagnostic.  The values the legal examples compute are
// checked at run time by tests/run/vec-spec-examples.cl.
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify -cl-std=CL3.0 %s
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify -cl-std=CL2.0 %s

// ---- 1.1.6 -----------------------------------------------------------------
void literal_forms(float f1, float2 f2, float3 f3) {
  // "the following forms are available for float4"
  float4 a = (float4)( f1, f1, f1, f1 );
  float4 b = (float4)( f2, f1, f1 );
  float4 c = (float4)( f1, f2, f1 );
  float4 d = (float4)( f1, f1, f2 );
  float4 e = (float4)( f2, f2 );
  float4 g = (float4)( f3, f1 );
  float4 h = (float4)( f1, f3 );
  float4 i = (float4)( f1 );
}
void literal_examples_1(void) {
  float4 f = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  uint4 u = (uint4)(1); // u will be (1, 1, 1, 1).
}
void literal_examples_2(void) {
  // The spec's text lost two parentheses here; this is the example restored.
  float4 f = (float4)((float2)(1.0f, 2.0f), (float2)(3.0f, 4.0f));
}
void literal_examples_3(void) {
  float4 f = (float4)(1.0f, (float2)(2.0f, 3.0f), 4.0f);
}
void literal_examples_4(void) {
  float4 f = (float4)(1.0f, 2.0f); // error
  // expected-error@-1 {{too few elements in vector literal of type 'float4': expected 4, found 2}}
}

// ---- 1.1.7 -----------------------------------------------------------------
void components_1(void) {
  float2 pos;
  pos.x = 1.0f; // is legal
  pos.z = 1.0f; // is illegal
  // expected-error@-1 {{vector component access exceeds type 'float2': '.z' is component 2 but 'float2' has 2 components}}
}
void components_2(void) {
  float3 pos;
  pos.z = 1.0f; // is legal
  pos.w = 1.0f; // is illegal
  // expected-error@-1 {{vector component access exceeds type 'float3': '.w' is component 3 but 'float3' has 3 components}}
}
void components_3(void) {
  float4 c;
  c.xyzw = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  c.z = 1.0f;
  c.xy = (float2)(3.0f, 4.0f);
  c.xyz = (float3)(3.0f, 4.0f, 5.0f);
}
void components_4(void) {
  float4 pos = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  float4 swiz= pos.wzyx; // swiz = (4.0f, 3.0f, 2.0f, 1.0f)
  float4 dup = pos.xxyy; // dup = (1.0f, 1.0f, 2.0f, 2.0f)
}
void components_5(void) {
  float4 pos = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  pos.xw = (float2)(5.0f, 6.0f);// pos = (5.0f, 2.0f, 3.0f, 6.0f)
  pos.wx = (float2)(7.0f, 8.0f);// pos = (8.0f, 2.0f, 3.0f, 7.0f)
  pos.xyz = (float3)(3.0f, 5.0f, 9.0f); // pos = (3.0f, 5.0f, 9.0f, 4.0f)
  pos.xx = (float2)(3.0f, 4.0f);// illegal - 'x' used twice
  // expected-error@-1 {{vector is not assignable (contains duplicate components): component 'x' of 'float4' is selected twice by '.xx'}}
  // illegal - mismatch between float2 and float4
  pos.xy = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  // expected-error@-1 {{assigning to 'float2' from incompatible type 'float4': the swizzle '.xy' selects 2 components but the value has 4}}
}
void components_6(void) {
  float4 a, b, c, d;
  float16 x;
  x = (float16)(a, b, c, d);
  x = (float16)(a.xxxx, b.xyz, c.xyz, d.xyz, a.yzw);
  // illegal - component a.xxxxxxx is not a valid vector type
  x = (float16)(a.xxxxxxx, b.xyz, c.xyz, d.xyz);
  // expected-error@-1 {{vector component access has invalid length 7: '.xxxxxxx' of type 'float4' selects 7 components}}
}
void components_7(void) {
  float8 f;
  float s0 = f.s0, s7 = f.s7; // the 1st and the 8th element
}
void components_8(void) {
  float16 x;
  float a = x.sa, A = x.sA, f = x.sf, F = x.sF; // the 11th and the 16th element
}
void components_9(void) {
  float4 f, a;
  a = f.x12w; // illegal use of numeric indices with .xyzw
  // expected-error@-1 {{illegal vector component name '1' in '.x12w' for type 'float4': the component sets .xyzw, .rgba and .s0-.sF cannot be mixed}}
  a.xyzw = f.s0123; // valid
}
void components_10(void) {
  float4 vf;
  float2 low = vf.lo; // returns vf.xy
  float2 high = vf.hi; // returns vf.zw
  float2 even = vf.even; // returns vf.xz
  float2 odd = vf.odd; // returns vf.yw
}
void components_11(void) {
  float8 vf;
  float4 odd = vf.odd;
  float4 even = vf.even;
  float2 high = vf.even.hi;
  float2 low = vf.odd.lo;
}
void components_12(void) {
  // interleave LR stereo stream
  float4 left, right;
  float8 interleaved;
  interleaved.even = left;
  interleaved.odd = right;
  // deinterleave
  left = interleaved.even;
  right = interleaved.odd;
}
// transpose a 4x4 matrix
void transpose( float4 m[4] )
{
// read matrix into a float16 vector
float16 x = (float16)( m[0], m[1], m[2], m[3] );
float16 t;
// transpose
t.even = x.lo;
t.odd = x.hi;
x.even = t.lo;
x.odd = t.hi;
// write back
m[0] = x.lo.lo; // { m[0][0], m[1][0], m[2][0], m[3][0] }
m[1] = x.lo.hi; // { m[0][1], m[1][1], m[2][1], m[3][1] }
m[2] = x.hi.lo; // { m[0][2], m[1][2], m[2][2], m[3][2] }
m[3] = x.hi.hi; // { m[0][3], m[1][3], m[2][3], m[3][3] }
}
void components_13(void) {
  float3 vf = (float3)(1.0f, 2.0f, 3.0f);
  float2 low = vf.lo; // (1.0f, 2.0f);
  float2 high = vf.hi; // (3.0f, _undefined_);
}

// ---- 1.1.1: the half examples ------------------------------------------------
void bar (__global half *p)
{
}
__kernel void
foo (__global half *pg, __local half *pl)
{
__global half *ptr;
int offset;
ptr = pg + offset;
bar(ptr);
}
void half_invalid(void) {
  half a;   // expected-error {{declaring variable of type 'half' is not allowed}}
  half b[100]; // expected-error {{declaring variable of type 'half[100]' is not allowed}}
  half *p;
  a = *p; // not allowed. must use *vload_half* function
  // expected-error@-1 {{loading directly from pointer to type 'half' requires cl_khr_fp16}}
}
