// Overload resolution of the table built-ins (sema/builtins.c): clang's
// rules for OpenCL's overloaded built-ins, and its messages.
// (builtins-availability.cl: what each version and feature has.)
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify %s

kernel void ambiguous(global short *s, global long *l, global int *i, global uchar *uc, global float *f,
                      global double *d, global uint *u) {
  // /work/shared/docs/semantics-digest.md, "Built-in overloads": never
  // narrow one argument to the other's type behind the user's back.
  i[0] = min(s[0], l[0]);  // expected-error {{call to 'min' is ambiguous}}
  // expected-note@-1 {{candidate function 'short min(short, short)'}}
  // expected-note@-2 {{candidate function 'long min(long, long)'}}
  i[1] = max(i[1], uc[0]);  // expected-error {{call to 'max' is ambiguous}}
  // expected-note@-1 {{candidate function 'uchar max(uchar, uchar)'}}
  // expected-note@-2 {{candidate function 'int max(int, int)'}}
  f[0] = fmin(f[1], d[0]);  // expected-error {{call to 'fmin' is ambiguous}}
  // expected-note@-1 {{candidate function 'float fmin(float, float)'}}
  // expected-note@-2 {{candidate function 'double fmin(double, double)'}}
  u[0] = rotate(u[1], 1);  // expected-error {{call to 'rotate' is ambiguous}}
  // expected-note@-1 {{candidate function 'int rotate(int, int)'}}
  // expected-note@-2 {{candidate function 'uint rotate(uint, uint)'}}
  f[1] = step(1, 2);  // expected-error {{call to 'step' is ambiguous}}
  // expected-note@-1 {{candidate function 'float step(float, float)'}}
  // expected-note@-2 {{candidate function 'double step(double, double)'}}
  d[1] = select(d[2], d[3], d[2] < d[3]);  // expected-error {{call to 'select' is ambiguous}}
  // expected-note@-1 4 {{candidate function}}
  // expected-note@-2 {{remaining 1 candidate not shown}}
}

kernel void resolved(global short *s, global int *i, global float *f, global float4 *f4, global int4 *i4,
                     global double *d, global char *c, global ushort *us) {
  i[0] = popcount((bool)i[1]);     // popcount(int): bool promotes, to char it converts
  f4[0] = clamp(f4[1], 0, 1);      // clamp(float4, float, float): converting beats widening
  i4[0] = min(i4[1], 5L);          // min(int4, int): long converts to the element
  f[0] = fma(2, f[1], 3);          // fma(float, float, float)
  d[0] = fma(2, d[1], 3);          // fma(double, double, double)
  f4[1] = step(0.5f, f4[2]);       // step(float, float4)
  f4[2] = mix(f4[0], f4[1], 0.5);  // mix(float4, float4, float): the double converts
  s[0] = upsample(c[0], c[1]);     // upsample(char, uchar): the char converts
  i[2] = upsample(s[1], us[0]);
  f[2] = length(f4[0]) + distance(f4[0], f4[1]) + dot(f4[0], 1.0f);
}

kernel void not_viable(global int4 *i4, global float4 *f4, global float *f, constant float *k,
                       global const float *cf, global short4 *s4, global double3 *d3, global int *i) {
  f[0] = dot(i4[0], i4[1]);  // expected-error {{no matching function for call to 'dot'}}
  // expected-note@-1 {{candidate function not viable: no known conversion from 'int4' to 'float4' for 1st argument}}
  // expected-note@-2 {{remaining 7 candidates not shown}}
  f4[0] = cross(f4[0], d3[0].xyzz);  // expected-error {{no matching function for call to 'cross'}}
  // expected-note@-1 {{candidate function not viable: no known conversion from 'double4' to 'float4' for 2nd argument}}
  // expected-note@-2 {{remaining 3 candidates not shown}}
  f4[1] = length(f4[0].xyzw.s0123);  // (fine: float4)
  f[1] = length((float8)(1));  // expected-error {{no matching function for call to 'length'}}
  // expected-note@-1 {{candidate function not viable: no known conversion from 'float8' to 'float' for 1st argument}}
  // expected-note@-2 {{candidate function not viable: no known conversion from 'float8' to 'float2' for 1st argument}}
  // expected-note@-3 {{candidate function not viable: no known conversion from 'float8' to 'float3' for 1st argument}}
  // expected-note@-4 {{candidate function not viable: no known conversion from 'float8' to 'float4' for 1st argument}}
  // expected-note@-5 {{remaining 4 candidates not shown}}
  vstore_half(f[0], 0, k);  // expected-error {{no matching function for call to 'vstore_half'}}
  // expected-note@-1 {{candidate function not viable: no known conversion from '__constant float *' to '__constant half *' for 3rd argument}}
  // expected-note@-2 {{remaining 1 candidate not shown}}
  f[2] = vload_half(0, cf);  // expected-error {{no matching function for call to 'vload_half'}}
  // expected-note@-1 {{candidate function not viable: no known conversion from 'const __global float *' to 'const __global half *' for 2nd argument}}
  f[3] = vload_half(0, (global const half *)cf) + vload_half(1, (constant half *)k);
  vstore4(f4[0], 0, cf);  // expected-error {{no matching function for call to 'vstore4'}}
  // expected-note@-1 {{candidate function not viable: 3rd argument ('const __global float *') would lose const qualifier}}
  // expected-note@-2 {{remaining 9 candidates not shown}}
  i4[0] = shuffle(i4[1], s4[0]);  // expected-error {{no matching function for call to 'shuffle'}}
  // expected-note@-1 {{candidate function not viable: no known conversion from 'short4' to 'uint4' for 2nd argument}}
  // expected-note@-2 {{remaining 159 candidates not shown}}
  f4[2] = shuffle(f4[0], as_uint4(i4[0]));
  i4[1] = as_int4(abs_diff(i4[0], 3));  // (fine: abs_diff(int4, int4) is a uint4)
  i[0] = any(f4[0]);  // expected-error {{no matching function for call to 'any'}}
  // expected-note@-1 {{candidate function not viable: no known conversion from 'float4' to 'int4' for 1st argument}}
  // expected-note@-2 {{remaining 23 candidates not shown}}
  i[1] = mul24(i[0], 1u);  // expected-error {{call to 'mul24' is ambiguous}}
  // expected-note@-1 {{candidate function 'int mul24(int, int)'}}
  // expected-note@-2 {{candidate function 'uint mul24(uint, uint)'}}
  i[2] = clamp(i4[0], 0, 1);  // expected-error {{assigning to 'int' from incompatible type 'int4'}}
  // expected-note@-1 {{select one component, e.g. '.x' or '.s0'}}
}

kernel void counts(global int *i, global float *f) {
  i[0] = work_group_broadcast(i[1]);  // expected-error {{no matching function for call to 'work_group_broadcast'}}
  // expected-note@-1 {{candidate function 'int work_group_broadcast(int, ulong)' not viable: requires 2 arguments, but 1 was provided}}
  // expected-note@-2 {{candidate function 'uint work_group_broadcast(uint, ulong)' not viable: requires 2 arguments, but 1 was provided}}
  // expected-note@-3 {{candidate function 'long work_group_broadcast(long, ulong)' not viable}}
  // expected-note@-4 {{candidate function 'ulong work_group_broadcast(ulong, ulong)' not viable}}
  // expected-note@-5 {{remaining 14 candidates not shown}}
  f[0] = normalize(f[1], f[2]);  // expected-error {{too many arguments to function call, expected 1, have 2}}
  // expected-note@-1 {{'normalize' is a built-in function}}
  mem_fence();  // expected-error {{too few arguments to function call, expected 1, have 0}}
  // expected-note@-1 {{'mem_fence' is a built-in function}}
}

kernel void misspelled(global float *f, global int *i) {
  f[0] = lenght(f[1]);  // expected-error {{implicit declaration of function 'lenght' is invalid in OpenCL}}
  // expected-note@-1 {{did you mean 'length'?}}
  i[0] = popcnt(i[1]);  // expected-error {{implicit declaration of function 'popcnt' is invalid in OpenCL}}
  // expected-note@-1 {{did you mean 'popcount'?}}
  i[1] = work_group_reduce_ad(i[2]);  // expected-error {{implicit declaration of function 'work_group_reduce_ad' is invalid in OpenCL}}
  // expected-note@-1 {{did you mean 'work_group_reduce_add'?}}
  i[2] = frobnicate(i[3]);  // expected-error {{implicit declaration of function 'frobnicate' is invalid in OpenCL}}
}

kernel void events(global int *g, local int *l) {
  event_t e = async_work_group_copy(l, g, 16, 0);  // 0 converts to event_t
  event_t e2 = (event_t)0;
  e = async_work_group_strided_copy(g, l, 16, 2, e);
  wait_group_events(1, &e);
  event_t e3 = 1;  // expected-error {{initializing 'event_t' with an expression of incompatible type 'int'}}
  e = async_work_group_copy(g, g, 16, e2);  // expected-error {{no matching function for call to 'async_work_group_copy'}}
  // expected-note@-1 {{candidate function not viable: cannot pass pointer to address space '__global' as a pointer to address space '__local' in 2nd argument}}
  // expected-note@-2 {{remaining 119 candidates not shown}}
  prefetch(g, 4);
}
