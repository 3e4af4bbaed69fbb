// OpenCL C 2.0, 1.1.7 Vector Components: every form (.xyzw, .rgba, .sN/.SN,
// .lo/.hi/.even/.odd, chains of them), lvalue swizzles (=, compound
// assignment, ++/--, nested), and every error, each naming the offending
// component and the type: access beyond n, mixed sets, invalid lengths, a
// component of a scalar, duplicates on an lvalue, an rvalue base, and a size
// mismatch on assignment.  The spec's own examples are in
// vector-spec-examples.cl.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 %s

void forms(float2 v2, float3 v3, float4 v4, float8 v8, float16 v16, int4 i4) {
  float a = v2.x + v2.y + v3.z + v4.w + v4.r + v4.g + v4.b + v4.a;
  float4 b = v4.wzyx + v4.xxxx + v4.abgr + v3.zzzx;
  float2 c = v2.yx + v3.zy + v4.wx;
  float3 d = v4.xyz + v4.rga + v8.s012 + v16.sFeA;
  float e = v8.s0 + v8.S7 + v16.sa + v16.SA + v16.sf + v16.SF;
  float8 f = v16.s0123456789abcdef.s02468ACE + v16.lo;
  float16 g = v16.sfedcba9876543210 + v16.S0000000000000000;
  // .lo/.hi/.even/.odd: half the components; a 2-vector gives scalars.
  float2 h = v4.lo + v4.hi + v4.even + v4.odd;
  float k = v2.lo + v2.hi + v2.even + v2.odd;
  float4 l = v8.lo + v8.hi + v8.even + v8.odd + v16.lo.hi + v16.even.odd;
  // A 3-component vector acts as a 4-component one: .hi is a 2-vector.
  float2 m = v3.lo + v3.hi + v3.even + v3.odd;
  float n = v16.lo.lo.lo.lo + v8.even.hi.x + v3.hi.x + v4.xyz.hi.x;
  int4 o = i4.s3210;
  // Chained selections of every kind compose.
  float2 p = v8.s7654.hi.yx + v4.wzyx.lo + v16.odd.even.s01;
  // Any valid length, with repeats, from a short vector.
  float8 q = v4.xxyyzzww;
  float16 t = v2.xyxyxyxyxyxyxyxy;
}

void lvalues(float4 v, float8 v8, float16 v16, int4 i, global float4 *p, float3 v3, int8 i8) {
  v.x = 1.0f;
  v.zw = (float2)(1.0f, 2.0f);
  v.wzyx = v;
  v.xy = 2.0f;                      // a scalar is replicated
  v.s31 = v.s13;
  v.rb = v.ga;
  v8.hi.x = 1.0f;                   // nested: component x of the upper half
  v8.hi.lo.y = 1.0f;
  v8.odd.even = v.xy;
  v16.lo.hi.odd.yx = v.xy;
  v3.hi = (float2)(1.0f);           // writes z; the padding lane is dropped
  p[1].yz = v.xy;
  (*p).w = 3.0f;
  v.xy += v.zw;
  v.z *= 2.0f;
  v8.even /= v;
  i.xz++;
  --i.w;
  i.yx <<= (int2)(1, 2);
  i8.odd.lo %= 3;
  float r = (v.x = 2.0f) + (v.y += 1.0f);
}

void errors(float2 pos2, float3 pos3, float4 g, float8 f, float16 x, float s, int4 i) {
  pos2.z = 1.0f; // expected-error {{vector component access exceeds type 'float2': '.z' is component 2 but 'float2' has 2 components}}
  pos3.w = 1.0f; // expected-error {{vector component access exceeds type 'float3': '.w' is component 3 but 'float3' has 3 components}}
  float a1 = pos3.s3; // expected-error {{vector component access exceeds type 'float3': component '3' (index 3) but 'float3' has 3 components}}
  float a2 = f.s8; // expected-error {{vector component access exceeds type 'float8': component '8' (index 8) but 'float8' has 8 components}}
  float a3 = f.x + x.a; // the first four of 8 and 16 components: vector-xyzw-wide.cl
  float a4 = f.xyzw.s4; // expected-error {{vector component access exceeds type 'float4': component '4' (index 4) but 'float4' has 4 components}}
  float2 a5 = pos2.ba; // expected-error {{vector component access exceeds type 'float2': '.b' is component 2 but 'float2' has 2 components}}
  // Mixed component sets.
  float4 b1 = g.x12w; // expected-error {{illegal vector component name '1' in '.x12w' for type 'float4': the component sets .xyzw, .rgba and .s0-.sF cannot be mixed}}
  float2 b2 = g.xr; // expected-error {{illegal vector component name 'r' in '.xr' for type 'float4': the component sets .xyzw, .rgba and .s0-.sF cannot be mixed}}
  float2 b3 = g.rx; // expected-error {{illegal vector component name 'x' in '.rx' for type 'float4': the component sets .rgba, .xyzw and .s0-.sF cannot be mixed}}
  float2 b4 = g.s01g; // expected-error {{illegal vector component name 'g' in '.s01g' for type 'float4': numeric components (.s0 ... .sF) cannot be mixed with other component names}}
  float2 b5 = g.s0x; // expected-error {{illegal vector component name 'x' in '.s0x' for type 'float4'}}
  float b6 = g.q; // expected-error {{illegal vector component name 'q' for type 'float4'}} expected-note {{components are .xyzw, .rgba, .s0 ... .sF, .lo, .hi, .even and .odd}}
  float b7 = g.s; // expected-error {{illegal vector component name 's' for type 'float4'}} expected-note {{components are}}
  float2 b8 = g.sxy; // expected-error {{illegal vector component name 'x' in '.sxy' for type 'float4': numeric components (.s0 ... .sF) cannot be mixed with other component names}}
  float b10 = x.sG; // expected-error {{illegal vector component name 'G' in '.sG' for type 'float16': numeric components are hexadecimal digits after .s or .S (.s0 ... .sF)}}
  float b9 = g.xq; // expected-error {{illegal vector component name 'q' in '.xq' for type 'float4'}}
  // Lengths other than 1, 2, 3, 4, 8 and 16.
  float4 c1 = g.xyzwx; // expected-error {{vector component access has invalid length 5: '.xyzwx' of type 'float4' selects 5 components, but a selection has 1, 2, 3, 4, 8 or 16 (section 1.1.7)}}
  float8 c2 = x.s0123456; // expected-error {{vector component access has invalid length 7: '.s0123456' of type 'float16'}}
  float16 c3 = x.s0123456789abcdef0; // expected-error {{vector component access has invalid length 17: '.s0123456789abcdef0' of type 'float16'}}
  // A component of a scalar, including after .lo of a 2-vector.
  float d1 = s.x; // expected-error {{component access '.x' on non-vector type 'float'}} expected-note {{only vector types have components; a scalar is used as is}}
  float d2 = pos2.lo.x; // expected-error {{component access '.x' on non-vector type 'float'}} expected-note {{only vector types have components}}
  g.lo.lo.lo = 1.0f; // expected-error {{component access '.lo' on non-vector type 'float'}} expected-note {{only vector types have components}}
  int d3 = i.x.x; // expected-error {{component access '.x' on non-vector type 'int'}} expected-note {{only vector types have components}}
}

void lvalue_errors(float4 pos, float8 v, int4 i, global float4 *p, float4 a) {
  pos.xx = (float2)(3.0f, 4.0f); // expected-error {{vector is not assignable (contains duplicate components): component 'x' of 'float4' is selected twice by '.xx' (section 1.1.7)}}
  v.odd.xx = (float2)(1.0f, 2.0f); // expected-error {{component 's1' of 'float8' is selected twice by '.xx'}}
  pos.xyzx = a; // expected-error {{component 'x' of 'float4' is selected twice by '.xyzx'}}
  i.yy += 1; // expected-error {{component 'y' of 'int4' is selected twice by '.yy'}}
  i.zz++; // expected-error {{component 'z' of 'int4' is selected twice by '.zz'}}
  pos.xx.x = 1.0f; // expected-error {{vector is not assignable (contains duplicate components): the selection '.x' is applied to components that repeat one, which is not an lvalue (section 1.1.7)}}
  float ok = pos.xx.y + pos.xxyy.w; // reading duplicates is fine
  (pos + pos).x = 1.0f; // expected-error {{expression is not assignable: components of an rvalue of type 'float4' cannot be assigned}}
  (i.x ? pos : a).yz = (float2)(1.0f); // expected-error {{components of an rvalue of type 'float4' cannot be assigned}}
  pos.xy = (float4)(1.0f, 2.0f, 3.0f, 4.0f); // expected-error {{assigning to 'float2' from incompatible type 'float4': the swizzle '.xy' selects 2 components but the value has 4}}
  pos.xyz = pos.xy; // expected-error {{the swizzle '.xyz' selects 3 components but the value has 2}}
  pos.x = pos.xy; // expected-error {{assigning to 'float' from incompatible type 'float2'}} expected-note {{select one component}}
  float4 *q = &pos.x; // expected-error {{address of vector element requested}}
  p->x = 1.0f; // expected-error {{member reference type '__global float4 *' is a pointer to a vector, not to a structure or union: select vector components with '.', as in '(*p).x' or 'p[0].x'}}
  float e = pos[0] + a.x[0]; // (subscripts of vectors: vector-subscripts.cl) expected-error {{subscripted value is not an array or pointer ('float')}}
  const float4 c = pos;
  c.x = 1.0f; // expected-error {{cannot assign to variable 'c' with const-qualified type 'const float4'}} expected-note@-1 {{variable 'c' declared const here}}
  pos.xy++; // expected-error {{cannot increment value of type 'float2' (vector of 2 'float' values): '++' does not apply to floating-point vectors (section 1.3.3)}} expected-note {{write 'x += 1.0f' instead}}
}
