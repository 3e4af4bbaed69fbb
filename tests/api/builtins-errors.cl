// Calls of table built-ins that no overload takes, or more than one takes
// equally well (sema/builtins.c): clang's overload resolution and its
// messages.  A call no candidate takes names the closest candidates and
// why each fails; an ambiguous one names the candidates that tie.
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify %s

kernel void k(global float *f, global int4 *i4, global const float *cf, constant float *kf,
              global short4 *s4, global float4 *f4, global uint *u) {
  f[0] = sqrt(2);        // expected-error {{call to 'sqrt' is ambiguous}}
                         // expected-note@-1 {{candidate function 'float sqrt(float)'}}
                         // expected-note@-2 {{candidate function 'double sqrt(double)'}}
  f[1] = fabs(i4[0].x);  // expected-error {{call to 'fabs' is ambiguous}}
                         // expected-note@-1 {{candidate function 'float fabs(float)'}}
                         // expected-note@-2 {{candidate function 'double fabs(double)'}}
  i4[0] = abs(f4[0]);    // expected-error {{no matching function for call to 'abs'}}
                         // expected-note@-1 {{candidate function not viable: no known conversion from 'float4' to 'int4' for 1st argument}}
                         // expected-note@-2 {{candidate function not viable: no known conversion from 'float4' to 'uint4' for 1st argument}}
                         // expected-note@-3 {{remaining 46 candidates not shown}}
  f4[0] = select(f4[0], f4[1], s4[0]);  // expected-error {{no matching function for call to 'select'}}
                         // expected-note@-1 {{candidate function not viable: no known conversion from 'short4' to 'int4' for 3rd argument}}
                         // expected-note@-2 {{candidate function not viable: no known conversion from 'short4' to 'uint4' for 3rd argument}}
                         // expected-note@-3 {{remaining 118 candidates not shown}}
  f4[1] = select(f4[0], f4[1], f4[2]);  // expected-error {{no matching function for call to 'select'}}
                         // expected-note@-1 {{no known conversion from 'float4' to 'int4' for 3rd argument}}
                         // expected-note@-2 {{no known conversion from 'float4' to 'uint4' for 3rd argument}}
                         // expected-note@-3 {{remaining 118 candidates not shown}}
  f[4] = select(1.0f, 2.0f, 0.5f);      // expected-error {{call to 'select' is ambiguous}}
                         // expected-note@-1 {{candidate function 'float select(float, float, int)'}}
                         // expected-note@-2 {{candidate function 'float select(float, float, uint)'}}
  f4[2] = vload4(0, i4);   // expected-error {{no matching function for call to 'vload4'}}
                           // expected-note@-1 {{candidate function not viable: no known conversion from '__global int4 *' to 'const __global int *' for 2nd argument}}
                           // expected-note@-2 {{remaining 9 candidates not shown}}
  vstore4(f4[0], 0, cf);   // expected-error {{no matching function for call to 'vstore4'}}
                           // expected-note@-1 {{candidate function not viable: 3rd argument ('const __global float *') would lose const qualifier}}
                           // expected-note@-2 {{remaining 9 candidates not shown}}
  vstore4(f4[0], 0, kf);   // expected-error {{no matching function for call to 'vstore4'}}
                           // expected-note@-1 {{candidate function not viable: cannot pass pointer to address space '__constant' as a pointer to address space '__global', '__local', '__private' or '__generic' in 3rd argument}}
                           // expected-note@-2 {{remaining 9 candidates not shown}}
  vstore3(f4[0], 0, f);    // expected-error {{no matching function for call to 'vstore3'}}
                           // expected-note@-1 {{candidate function not viable: no known conversion from 'float4' to 'float3' for 1st argument}}
                           // expected-note@-2 {{remaining 9 candidates not shown}}
  f4[3] = min(f4[0], i4[0]);  // expected-error {{no matching function for call to 'min'}}
                              // expected-note@-1 {{candidate function not viable: no known conversion from 'int4' to 'float4' for 2nd argument}}
                              // expected-note@-2 {{remaining 109 candidates not shown}}
  f[2] = fma(1.0f, 2.0f);  // expected-error {{too few arguments to function call, expected 3, have 2}}
                           // expected-note@-1 {{'fma' is a built-in function}}
  i4[1] = any(as_uint4(i4[0]));  // expected-error {{no matching function for call to 'any'}}
                                 // expected-note@-1 {{candidate function not viable: no known conversion from 'uint4' to 'int4' for 1st argument}}
                                 // expected-note@-2 {{remaining 23 candidates not shown}}
  u[0] = isnan(u[1]);      // expected-error {{call to 'isnan' is ambiguous}}
                           // expected-note@-1 {{candidate function 'int isnan(float)'}}
                           // expected-note@-2 {{candidate function 'int isnan(double)'}}
  barrier();               // expected-error {{too few arguments to function call, expected 1, have 0}}
                           // expected-note@-1 {{'barrier' is a built-in function}}
  f[5] = clmap(f[6], 0.0f, 1.0f);  // expected-error {{implicit declaration of function 'clmap' is invalid in OpenCL}}
                                   // expected-note@-1 {{did you mean 'clamp'?}}
}

// What the resolver accepts: the best overload, a scalar converting or
// widening to a vector, T's element type following the pointer.
kernel void ok(global float4 *f4, global int4 *i4, global float *f, global char *c, global uint *u) {
  f4[0] = min(1.0f, f4[1]);          // min(float4, float4): the float widens
  f4[1] = clamp(f4[0], 0, 1);        // clamp(float4, float, float): a conversion beats a widening
  i4[0] = min(i4[1], 5);             // min(int4, int)
  f[0] = fma(2, f[1], 3);            // fma(float, float, float): double would need a promotion more
  f4[2] = mix(f4[0], f4[1], 0.25f);  // mix(float4, float4, float)
  c[0] = (char)any(c[1]);
  f4[3] = vload4(1, f);
  vstore4(f4[3], 2, f);
  u[0] = abs(-3);
  i4[2] = isnan(f4[0]) & signbit(f4[1]);
  f4[4] = select(f4[0], f4[1], isless_free(i4[0]));  // expected-error {{implicit declaration of function 'isless_free' is invalid in OpenCL}}
}
