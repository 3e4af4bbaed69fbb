// One wrong call of every math built-in of 6.15.2 (sema/builtins.def's
// LOWER_MATHLIB rows): an argument no overload of the row takes is
// rejected with clang's overload diagnostics, whatever the function's
// signature (T, T and T, pointer results, int arguments, nan's uint).
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify -ferror-limit=0 %s

kernel void k(global float4 *f4, global int4 *i4) {
  (void)acos(i4[0]); // expected-error {{no matching function for call to 'acos'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)acosh(i4[0]); // expected-error {{no matching function for call to 'acosh'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)acospi(i4[0]); // expected-error {{no matching function for call to 'acospi'}}
                       // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                       // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)asin(i4[0]); // expected-error {{no matching function for call to 'asin'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)asinh(i4[0]); // expected-error {{no matching function for call to 'asinh'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)asinpi(i4[0]); // expected-error {{no matching function for call to 'asinpi'}}
                       // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                       // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)atan(i4[0]); // expected-error {{no matching function for call to 'atan'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)atanh(i4[0]); // expected-error {{no matching function for call to 'atanh'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)atanpi(i4[0]); // expected-error {{no matching function for call to 'atanpi'}}
                       // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                       // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)cbrt(i4[0]); // expected-error {{no matching function for call to 'cbrt'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)ceil(i4[0]); // expected-error {{no matching function for call to 'ceil'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)cos(i4[0]); // expected-error {{no matching function for call to 'cos'}}
                    // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                    // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)cosh(i4[0]); // expected-error {{no matching function for call to 'cosh'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)cospi(i4[0]); // expected-error {{no matching function for call to 'cospi'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)erf(i4[0]); // expected-error {{no matching function for call to 'erf'}}
                    // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                    // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)erfc(i4[0]); // expected-error {{no matching function for call to 'erfc'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)exp(i4[0]); // expected-error {{no matching function for call to 'exp'}}
                    // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                    // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)exp10(i4[0]); // expected-error {{no matching function for call to 'exp10'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)exp2(i4[0]); // expected-error {{no matching function for call to 'exp2'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)expm1(i4[0]); // expected-error {{no matching function for call to 'expm1'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)fabs(i4[0]); // expected-error {{no matching function for call to 'fabs'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)floor(i4[0]); // expected-error {{no matching function for call to 'floor'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)half_cos(i4[0]); // expected-error {{no matching function for call to 'half_cos'}}
                         // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                         // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)half_exp(i4[0]); // expected-error {{no matching function for call to 'half_exp'}}
                         // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                         // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)half_exp10(i4[0]); // expected-error {{no matching function for call to 'half_exp10'}}
                           // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                           // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)half_exp2(i4[0]); // expected-error {{no matching function for call to 'half_exp2'}}
                          // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                          // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)half_log(i4[0]); // expected-error {{no matching function for call to 'half_log'}}
                         // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                         // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)half_log10(i4[0]); // expected-error {{no matching function for call to 'half_log10'}}
                           // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                           // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)half_log2(i4[0]); // expected-error {{no matching function for call to 'half_log2'}}
                          // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                          // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)half_recip(i4[0]); // expected-error {{no matching function for call to 'half_recip'}}
                           // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                           // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)half_rsqrt(i4[0]); // expected-error {{no matching function for call to 'half_rsqrt'}}
                           // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                           // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)half_sin(i4[0]); // expected-error {{no matching function for call to 'half_sin'}}
                         // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                         // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)half_sqrt(i4[0]); // expected-error {{no matching function for call to 'half_sqrt'}}
                          // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                          // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)half_tan(i4[0]); // expected-error {{no matching function for call to 'half_tan'}}
                         // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                         // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)lgamma(i4[0]); // expected-error {{no matching function for call to 'lgamma'}}
                       // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                       // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)log(i4[0]); // expected-error {{no matching function for call to 'log'}}
                    // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                    // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)log10(i4[0]); // expected-error {{no matching function for call to 'log10'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)log1p(i4[0]); // expected-error {{no matching function for call to 'log1p'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)log2(i4[0]); // expected-error {{no matching function for call to 'log2'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)logb(i4[0]); // expected-error {{no matching function for call to 'logb'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)native_cos(i4[0]); // expected-error {{no matching function for call to 'native_cos'}}
                           // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                           // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)native_exp(i4[0]); // expected-error {{no matching function for call to 'native_exp'}}
                           // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                           // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)native_exp10(i4[0]); // expected-error {{no matching function for call to 'native_exp10'}}
                             // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                             // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)native_exp2(i4[0]); // expected-error {{no matching function for call to 'native_exp2'}}
                            // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                            // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)native_log(i4[0]); // expected-error {{no matching function for call to 'native_log'}}
                           // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                           // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)native_log10(i4[0]); // expected-error {{no matching function for call to 'native_log10'}}
                             // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                             // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)native_log2(i4[0]); // expected-error {{no matching function for call to 'native_log2'}}
                            // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                            // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)native_recip(i4[0]); // expected-error {{no matching function for call to 'native_recip'}}
                             // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                             // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)native_rsqrt(i4[0]); // expected-error {{no matching function for call to 'native_rsqrt'}}
                             // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                             // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)native_sin(i4[0]); // expected-error {{no matching function for call to 'native_sin'}}
                           // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                           // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)native_sqrt(i4[0]); // expected-error {{no matching function for call to 'native_sqrt'}}
                            // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                            // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)native_tan(i4[0]); // expected-error {{no matching function for call to 'native_tan'}}
                           // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                           // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)rint(i4[0]); // expected-error {{no matching function for call to 'rint'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)round(i4[0]); // expected-error {{no matching function for call to 'round'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)rsqrt(i4[0]); // expected-error {{no matching function for call to 'rsqrt'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)sin(i4[0]); // expected-error {{no matching function for call to 'sin'}}
                    // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                    // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)sinh(i4[0]); // expected-error {{no matching function for call to 'sinh'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)sinpi(i4[0]); // expected-error {{no matching function for call to 'sinpi'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)sqrt(i4[0]); // expected-error {{no matching function for call to 'sqrt'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)tan(i4[0]); // expected-error {{no matching function for call to 'tan'}}
                    // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                    // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)tanh(i4[0]); // expected-error {{no matching function for call to 'tanh'}}
                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                     // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)tanpi(i4[0]); // expected-error {{no matching function for call to 'tanpi'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)tgamma(i4[0]); // expected-error {{no matching function for call to 'tgamma'}}
                       // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                       // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)trunc(i4[0]); // expected-error {{no matching function for call to 'trunc'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)atan2(f4[0], i4[0]); // expected-error {{no matching function for call to 'atan2'}}
                             // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                             // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)atan2pi(f4[0], i4[0]); // expected-error {{no matching function for call to 'atan2pi'}}
                               // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                               // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)copysign(f4[0], i4[0]); // expected-error {{no matching function for call to 'copysign'}}
                                // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                                // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)fdim(f4[0], i4[0]); // expected-error {{no matching function for call to 'fdim'}}
                            // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                            // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)fmax(f4[0], i4[0]); // expected-error {{no matching function for call to 'fmax'}}
                            // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                            // expected-note@-2 {{remaining 21 candidates not shown}}
  (void)fmin(f4[0], i4[0]); // expected-error {{no matching function for call to 'fmin'}}
                            // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                            // expected-note@-2 {{remaining 21 candidates not shown}}
  (void)fmod(f4[0], i4[0]); // expected-error {{no matching function for call to 'fmod'}}
                            // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                            // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)half_divide(f4[0], i4[0]); // expected-error {{no matching function for call to 'half_divide'}}
                                   // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                                   // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)half_powr(f4[0], i4[0]); // expected-error {{no matching function for call to 'half_powr'}}
                                 // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                                 // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)hypot(f4[0], i4[0]); // expected-error {{no matching function for call to 'hypot'}}
                             // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                             // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)maxmag(f4[0], i4[0]); // expected-error {{no matching function for call to 'maxmag'}}
                              // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                              // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)minmag(f4[0], i4[0]); // expected-error {{no matching function for call to 'minmag'}}
                              // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                              // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)native_divide(f4[0], i4[0]); // expected-error {{no matching function for call to 'native_divide'}}
                                     // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                                     // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)native_powr(f4[0], i4[0]); // expected-error {{no matching function for call to 'native_powr'}}
                                   // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                                   // expected-note@-2 {{remaining 5 candidates not shown}}
  (void)nextafter(f4[0], i4[0]); // expected-error {{no matching function for call to 'nextafter'}}
                                 // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                                 // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)pow(f4[0], i4[0]); // expected-error {{no matching function for call to 'pow'}}
                           // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                           // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)powr(f4[0], i4[0]); // expected-error {{no matching function for call to 'powr'}}
                            // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                            // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)remainder(f4[0], i4[0]); // expected-error {{no matching function for call to 'remainder'}}
                                 // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 2nd argument}}
                                 // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)fma(f4[0], f4[1], i4[0]); // expected-error {{no matching function for call to 'fma'}}
                                  // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 3rd argument}}
                                  // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)mad(f4[0], f4[1], i4[0]); // expected-error {{no matching function for call to 'mad'}}
                                  // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 3rd argument}}
                                  // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)fract(f4[0], i4); // expected-error {{no matching function for call to 'fract'}}
                          // expected-note@-1 {{no known conversion from '__global int4 *' to '__global float4 *' for 2nd argument}}
                          // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)modf(f4[0], i4); // expected-error {{no matching function for call to 'modf'}}
                         // expected-note@-1 {{no known conversion from '__global int4 *' to '__global float4 *' for 2nd argument}}
                         // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)sincos(f4[0], i4); // expected-error {{no matching function for call to 'sincos'}}
                           // expected-note@-1 {{no known conversion from '__global int4 *' to '__global float4 *' for 2nd argument}}
                           // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)frexp(f4[0], f4); // expected-error {{no matching function for call to 'frexp'}}
                          // expected-note@-1 {{no known conversion from '__global float4 *' to '__global int4 *' for 2nd argument}}
                          // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)lgamma_r(f4[0], f4); // expected-error {{no matching function for call to 'lgamma_r'}}
                             // expected-note@-1 {{no known conversion from '__global float4 *' to '__global int4 *' for 2nd argument}}
                             // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)remquo(f4[0], f4[1], f4); // expected-error {{no matching function for call to 'remquo'}}
                                  // expected-note@-1 {{no known conversion from '__global float4 *' to '__global int4 *' for 3rd argument}}
                                  // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)ilogb(i4[0]); // expected-error {{no matching function for call to 'ilogb'}}
                      // expected-note@-1 {{no known conversion from 'int4' to 'float4' for 1st argument}}
                      // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)ldexp(f4[0], f4[1]); // expected-error {{no matching function for call to 'ldexp'}}
                             // expected-note@-1 {{no known conversion from 'float4' to 'int4' for 2nd argument}}
                             // expected-note@-2 {{remaining 21 candidates not shown}}
  (void)pown(f4[0], f4[1]); // expected-error {{no matching function for call to 'pown'}}
                            // expected-note@-1 {{no known conversion from 'float4' to 'int4' for 2nd argument}}
                            // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)rootn(f4[0], f4[1]); // expected-error {{no matching function for call to 'rootn'}}
                             // expected-note@-1 {{no known conversion from 'float4' to 'int4' for 2nd argument}}
                             // expected-note@-2 {{remaining 11 candidates not shown}}
  (void)nan(f4[0]); // expected-error {{no matching function for call to 'nan'}}
                    // expected-note@-1 {{no known conversion from 'float4' to 'uint4' for 1st argument}}
                    // expected-note@-2 {{remaining 11 candidates not shown}}
}
