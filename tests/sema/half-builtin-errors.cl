// Wrong calls of the half overloads (cl_khr_fp16) of the built-ins whose
// half forms came last: the pointer-result math functions, nan, shuffle,
// the async copies, prefetch, the work-group and sub-group functions.
// Each is rejected with clang's overload diagnostics naming the half
// candidate nearest the call.
// RUN: %oclc -cl-std=CL3.0 -fsyntax-only -verify %s
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

kernel void k(global half *h, global half4 *h4, global int *ip, global int4 *i4, global float *fp, local half *lh) {
  (void)fract(h[0], ip); // expected-error {{no matching function for call to 'fract'}}
                         // expected-note@-1 {{no known conversion from '__global int *' to '__global float *' for 2nd argument}}
                         // expected-note@-2 {{remaining 17 candidates not shown}}
  (void)frexp(h4[0], h4); // expected-error {{no matching function for call to 'frexp'}}
                          // expected-note@-1 {{no known conversion from '__global half4 *' to '__global int4 *' for 2nd argument}}
                          // expected-note@-2 {{remaining 17 candidates not shown}}
  (void)remquo(h[0], h[0], h); // expected-error {{no matching function for call to 'remquo'}}
                               // expected-note@-1 {{no known conversion from '__global half *' to '__global int *' for 3rd argument}}
                               // expected-note@-2 {{remaining 17 candidates not shown}}
  (void)lgamma_r(h4[0], ip); // expected-error {{no matching function for call to 'lgamma_r'}}
                             // expected-note@-1 {{no known conversion from '__global int *' to '__global int4 *' for 2nd argument}}
                             // expected-note@-2 {{remaining 17 candidates not shown}}
  (void)modf(h4[0], h); // expected-error {{no matching function for call to 'modf'}}
                        // expected-note@-1 {{no known conversion from '__global half *' to '__global half4 *' for 2nd argument}}
                        // expected-note@-2 {{remaining 17 candidates not shown}}
  (void)nan(h[0]); // expected-error {{call to 'nan' is ambiguous}}
                   // expected-note@-1 {{candidate function 'half nan(ushort)'}}
                   // expected-note@-2 {{candidate function 'float nan(uint)'}}
                   // expected-note@-3 {{candidate function 'double nan(ulong)'}}
  (void)shuffle(h4[0], i4[0]); // expected-error {{no matching function for call to 'shuffle'}}
                               // expected-note@-1 {{no known conversion from 'int4' to 'ushort4' for 2nd argument}}
                               // expected-note@-2 {{remaining 175 candidates not shown}}
  (void)async_work_group_copy(lh, fp, 4, 0); // expected-error {{no matching function for call to 'async_work_group_copy'}}
                                             // expected-note@-1 {{no known conversion from '__global float *' to 'const __global half *' for 2nd argument}}
                                             // expected-note@-2 {{remaining 131 candidates not shown}}
  prefetch(lh, 4); // expected-error {{no matching function for call to 'prefetch'}}
                   // expected-note@-1 {{cannot pass pointer to address space '__local' as a pointer to address space '__global' in 1st argument}}
                   // expected-note@-2 {{remaining 65 candidates not shown}}
  (void)work_group_reduce_add(h4[0]); // expected-error {{no matching function for call to 'work_group_reduce_add'}}
                                      // expected-note@-1 {{no known conversion from 'half4' to 'half' for 1st argument}}
                                      // expected-note@-2 {{remaining 6 candidates not shown}}
  (void)sub_group_broadcast(h4[0], 0); // expected-error {{no matching function for call to 'sub_group_broadcast'}}
                                       // expected-note@-1 {{no known conversion from 'half4' to 'half' for 1st argument}}
                                       // expected-note@-2 {{remaining 6 candidates not shown}}
}
