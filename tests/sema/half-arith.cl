// half as an arithmetic type (cl_khr_fp16, __opencl_c_fp16, claimed by the
// host): variables, parameters, results, every operator, h literals,
// halfn vectors, implicit and usual arithmetic conversions (half ranks
// below float), casts, convert_ to and from half and as_type.  What stays
// an error with fp16 is below.  Without it (-cl-ext=-cl_khr_fp16, or
// nvptx64) half is storage-only: decl-errors.cl, convert-names.cl,
// astype-names.cl and float-literal-errors.cl keep those errors.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

half twice(half x) { return x + x; }

kernel void ok(global half *p, global half4 *v, global float *f) {
  half a = p[0], b = 1.5h, c = -0x1.8p1H;
  half4 h4 = (half4)(a, b, c, 2.0h);
  half8 h8 = (half8)(h4, h4.wzyx);
  half16 h16 = (half16)(h8, h8);
  half3 h3 = h4.xyz;
  half2 h2 = h3.s01;
  p[1] = a * b - c / a + twice(b);
  p[2] = -a;
  p[3] = a < b ? a : b;
  a += b;
  a *= 2;
  b++;                           // expected-error {{cannot increment value of type 'half': '++' does not apply to floating-point scalars (section 1.3.3)}}
  // expected-note@-1 {{write 'x += 1.0' instead}}
  v[0] = h4 * a + h16.lo.lo;
  v[1] = h4 == h4 ? h4 : h4;
  f[0] = a;                        // half -> float, implicitly
  p[4] = f[0];                     // float -> half, implicitly
  p[5] = 3;                        // int -> half
  int i = a;                       // half -> int (toward zero)
  f[1] = i + h2.y + h3.z;
  half *ph = &a;
  global float *pf = &f[0];
  (void)(a + 1 == *ph);            // int converts to half
  (void)(a + 1.0f == *pf);         // half converts to float
  v[3] = h4 + b;
  v[4] = h4 * 2;
  f[2] = convert_float(a) + convert_int_sat_rte(b) + as_short(c) + as_ushort2(h2).x;
  p[6] = convert_half(f[0]) + convert_half_rtz(i) + convert_half_rtp(1.0) + as_half((short)0x3c00);
  v[2] = convert_half4_rtn(convert_int4(h4)) + as_half4(1UL) + as_half4(as_float2(h4));
  (void)(half)i;
  (void)(half4)(1.0f);
  (void)sizeof(half8);
}

void errors(half4 h4, float4 f4, half a) {
  half4 x = h4 + 1.0f;           // expected-error {{scalar operand of type 'float' has greater rank than the element type of 'half4' (vector of 4 'half' values); it cannot be converted implicitly (section 1.2.6)}}
  // expected-note@-1 {{cast the scalar to 'half' first}}
  half4 y = h4 + f4;             // expected-error {{}}
  // expected-note@-1 {{use convert_half4() to convert the right operand to 'half4' (vector of 4 'half' values)}}
  int s = convert_half_sat(a);   // expected-error {{invalid conversion function 'convert_half_sat': '_sat' is only allowed for integer destination types; conversions to 'half' never saturate}}
  // expected-note@-1 {{remove '_sat': 'convert_half'}}
  int t = as_int(h4);            // expected-error {{}}
  // expected-note@-1 {{'as_int2' has the size of 'half4': it reinterprets the 8 bytes as 2 'int' values}}
  half2 u = as_half2(1.0);       // expected-error {{}}
  // expected-note@-1 {{a floating literal without a suffix is a 'double' (8 bytes); add an 'f' suffix for a 'float'}}
  // expected-note@-2 {{'as_half4' has the size of 'double': it reinterprets the 8 bytes as 4 'half' values}}
  int5 w;                        // expected-error {{'int5' is reserved}}
  half5 z;                       // expected-error {{'half5' is reserved}}
}

// A half member no longer keeps a record out of the kernel's parameters.
typedef struct { float f; half h; half4 v; } HasHalf;
kernel void k_half(HasHalf s, half h, half8 v, global half *o) { o[0] = s.h + h + v.s7 + s.v.x; }
