// OpenCL C 2.0, 1.1.7 Vector Components: the spec's legal and illegal
// examples, plus the other errors of the rule family.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 %s

void xyzw(void) {
  float2 pos2;
  pos2.x = 1.0f;
  pos2.z = 1.0f; // expected-error {{vector component access exceeds type 'float2': '.z' is component 2 but 'float2' has 2 components}}
  float3 pos3;
  pos3.z = 1.0f;
  pos3.w = 1.0f; // expected-error {{vector component access exceeds type 'float3': '.w' is component 3 but 'float3' has 3 components}}
  float4 c;
  c.xyzw = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  c.z = 1.0f;
  c.xy = (float2)(3.0f, 4.0f);
  c.xyz = (float3)(3.0f, 4.0f, 5.0f);
  float4 pos = (float4)(1.0f, 2.0f, 3.0f, 4.0f);
  float4 swiz = pos.wzyx;
  float4 dup = pos.xxyy;
  pos.xw = (float2)(5.0f, 6.0f);
  pos.wx = (float2)(7.0f, 8.0f);
  pos.xyz = (float3)(3.0f, 5.0f, 9.0f);
  pos.xx = (float2)(3.0f, 4.0f); // expected-error {{vector is not assignable (contains duplicate components)}}
  pos.xy = (float4)(1.0f, 2.0f, 3.0f, 4.0f); // expected-error {{the swizzle '.xy' selects 2 components but the value has 4}}
}

void numeric(void) {
  float8 f;
  float a8 = f.s0 + f.s7;
  float16 x;
  float b = x.sa + x.sA + x.sf + x.sF;
  float4 g, a;
  a = g.x12w; // expected-error {{illegal vector component name '1': the component sets .xyzw, .rgba and .s0-.sF cannot be mixed in '.x12w'}}
  a.xyzw = g.s0123;
  float c = f.s8; // expected-error {{vector component access exceeds type 'float8': component '8' (index 8) but 'float8' has 8 components}}
  float d = f.x; // expected-error {{.xyzw and .rgba name components of vectors with up to 4 components; use .s0 ... .s7}}
  float2 e = g.xr; // expected-error {{illegal vector component name 'r': the component sets .xyzw, .rgba and .s0-.sF cannot be mixed in '.xr'}}
  float2 h = g.s01g; // expected-error {{illegal vector component name 'g': numeric components (.s0 ... .sF) cannot be mixed}}
  float5 bad; // expected-error {{'float5' is reserved}}
  float4 q = g.xyzwx; // expected-error {{vector component access has invalid length 5}}
}

void lohi(void) {
  float4 vf;
  float2 low = vf.lo;
  float2 high = vf.hi;
  float2 even = vf.even;
  float2 odd = vf.odd;
  float8 v8;
  float4 o = v8.odd;
  float4 e = v8.even;
  float2 h = v8.even.hi;
  float2 l = v8.odd.lo;
  float4 left, right;
  float8 interleaved;
  interleaved.even = left;
  interleaved.odd = right;
  left = interleaved.even;
  right = interleaved.odd;
  float3 v3 = (float3)(1.0f, 2.0f, 3.0f);
  float2 l3 = v3.lo;
  float2 h3 = v3.hi;
  float4 n;
  n.odd.xx = (float2)(1.0f, 2.0f); // expected-error {{vector is not assignable (contains duplicate components)}}
  n.hi.x = 1.0f;
  n.lo.lo.lo = 1.0f; // expected-error {{component access '.lo' on non-vector type 'float'}} expected-note {{only vector types have components}}
}

void other(float s, float4 v) {
  float a = s.x; // expected-error {{component access '.x' on non-vector type 'float'}} expected-note {{only vector types have components}}
  (v + v).x = 1.0f; // expected-error {{expression is not assignable: components of an rvalue vector cannot be assigned}}
  float4 r = v.rgba;
  float b = v.q; // expected-error {{illegal vector component name 'q' for type 'float4'}} expected-note {{components are}}
  v.xy++;
  v.zw += (float2)(1.0f);
  ++v.x;
}

void transpose(float4 m[4]) {
  float16 x = (float16)(m[0], m[1], m[2], m[3]);
  float16 t;
  t.even = x.lo;
  t.odd = x.hi;
  x.even = t.lo;
  x.odd = t.hi;
  m[0] = x.lo.lo;
  m[1] = x.lo.hi;
  m[2] = x.hi.lo;
  m[3] = x.hi.hi;
}
