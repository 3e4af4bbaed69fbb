// Calls of table built-ins that no overload takes (sema/builtins.c,
// check_table_builtin): the message names the built-in, and a note says
// which types the argument's position accepts.
// RUN: %oclc -fsyntax-only -verify %s

kernel void k(global float *f, global int4 *i4, global const float *cf, constant float *kf,
              global short4 *s4, global float4 *f4, global uint *u) {
  f[0] = sqrt(2);        // expected-error {{no matching function for call to 'sqrt'}}
                         // expected-note@-1 {{argument 1 has type 'int'; 'sqrt' takes float, double or a vector of them}}
  f[1] = fabs(i4[0].x);  // expected-error {{no matching function for call to 'fabs'}}
                         // expected-note@-1 {{argument 1 has type 'int'; 'fabs' takes float, double or a vector of them}}
  i4[0] = abs(f4[0]);    // expected-error {{no matching function for call to 'abs'}}
                         // expected-note@-1 {{argument 1 has type 'float4'; 'abs' takes an integer type or a vector of integers}}
  f4[0] = select(f4[0], f4[1], s4[0]);  // expected-error {{mask argument of 'select' has type 'short4'; expected 'int4' or 'uint4'}}
  f4[1] = select(f4[0], f4[1], f4[2]);  // expected-error {{mask argument of 'select' has type 'float4'; expected 'int4' or 'uint4'}}
  f[4] = select(1.0f, 2.0f, 0.5f);      // expected-error {{mask argument of 'select' has type 'float'; expected an integer type}}
  f4[2] = vload4(0, i4);   // expected-error {{no matching function for call to 'vload4'}}
                           // expected-note@-1 {{argument 2 has type '__global int4 *'; 'vload4' takes a pointer to char, uchar, short, ushort, int, uint, long, ulong, float or double}}
  vstore4(f4[0], 0, cf);   // expected-error {{passing 'const __global float *' to 'vstore4' discards the 'const' qualifier}}
  vstore4(f4[0], 0, kf);   // expected-error {{passing '__constant float *' to 'vstore4' discards the '__constant' qualifier}}
  vstore3(f4[0], 0, f);    // expected-error {{passing 'float4' to parameter of incompatible type 'float3'}}
  f4[3] = min(f4[0], i4[0]);  // expected-error {{passing 'int4' to parameter of incompatible type 'float4'}}
                              // expected-note@-1 {{vector types never convert implicitly}}
  f[2] = fma(1.0f, 2.0f);  // expected-error {{too few arguments to function call, expected 3, have 2}}
                           // expected-note@-1 {{'fma' is a built-in function}}
  i4[1] = any(as_uint4(i4[0]));  // expected-error {{no matching function for call to 'any'}}
                                 // expected-note@-1 {{argument 1 has type 'uint4'; 'any' takes a signed integer type or a vector of signed integers}}
  u[0] = isnan(u[1]);      // expected-error {{no matching function for call to 'isnan'}}
                           // expected-note@-1 {{argument 1 has type 'uint'; 'isnan' takes float, double or a vector of them}}
  barrier();               // expected-error {{too few arguments to function call, expected 1, have 0}}
                           // expected-note@-1 {{'barrier' is a built-in function}}
}

// What the resolver accepts: the gentype binds from a vector argument, a
// scalar converts and widens, and T's element type follows the pointer.
kernel void ok(global float4 *f4, global int4 *i4, global float *f, global char *c, global uint *u) {
  f4[0] = min(1.0f, f4[1]);          // min(float4, float4)
  f4[1] = clamp(f4[0], 0, 1);        // the ints convert to float
  i4[0] = min(i4[1], 5);
  f[0] = fma(2, f[1], 3);            // binds from the float argument
  f4[2] = mix(f4[0], f4[1], 0.25f);
  c[0] = (char)any(c[1]);
  f4[3] = vload4(1, f);
  vstore4(f4[3], 2, f);
  u[0] = abs(-3);
  i4[2] = isnan(f4[0]) & signbit(f4[1]);
  f4[4] = select(f4[0], f4[1], isless_free(i4[0]));  // expected-error {{implicit declaration of function 'isless_free' is invalid in OpenCL}}
}
