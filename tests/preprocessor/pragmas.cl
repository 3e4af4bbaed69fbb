// #pragma OPENCL EXTENSION <name> : enable|disable for the extensions
// oclc knows; a malformed one, an unknown or an unsupported extension is
// a warning and ignored.  #pragma OPENCL FP_CONTRACT ON|OFF|DEFAULT,
// STDC pragmas, `once` and loop hints are accepted; any other pragma is
// ignored with -Wunknown-pragmas (in -Wall).  _Pragma("...") is a
// #pragma line.
// RUN: %oclc -fsyntax-only -Wall -verify %s
// RUN: not %oclc -fsyntax-only -fno-caret-diagnostics %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT-NOT: unknown pragma ignored

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : disable
#pragma OPENCL EXTENSION cl_khr_byte_addressable_store : enable
#pragma OPENCL EXTENSION all : disable
#pragma OPENCL EXTENSION all : enable
#pragma OPENCL EXTENSION cl_khr_mipmap_image : disable
#pragma OPENCL EXTENSION cl_khr_mipmap_image : enable     // expected-warning {{unsupported OpenCL extension 'cl_khr_mipmap_image' - ignoring}}
#pragma OPENCL EXTENSION cl_made_up : enable              // expected-warning {{OpenCL extension 'cl_made_up' unknown or does not require pragma - ignoring}}
#pragma OPENCL EXTENSION                                  // expected-warning {{expected identifier in '#pragma OPENCL' - ignored}}
#pragma OPENCL EXTENSION cl_khr_fp64                      // expected-warning {{missing ':' after 'cl_khr_fp64' - ignoring}}
#pragma OPENCL EXTENSION cl_khr_fp64 : maybe              // expected-warning {{expected 'enable' or 'disable' - ignoring}}
#pragma OPENCL FP_CONTRACT ON
#pragma OPENCL FP_CONTRACT OFF
#pragma OPENCL FP_CONTRACT DEFAULT
#pragma OPENCL FP_CONTRACT sometimes                      // expected-warning {{expected 'ON' or 'OFF' or 'DEFAULT' in pragma}}
#pragma OPENCL SOMETHING_ELSE                             // expected-warning {{unknown pragma ignored}}
#pragma STDC FP_CONTRACT ON
#pragma STDC NOT_A_THING                                  // expected-warning {{unknown pragma in STDC namespace}}
#pragma unroll
#pragma unroll 4
#pragma nounroll
#pragma once
#pragma weird stuff                                       // expected-warning {{unknown pragma ignored}}
#pragma
_Pragma("OPENCL EXTENSION cl_khr_fp64 : enable")
_Pragma("weird")                                          // expected-warning {{unknown pragma ignored}}
#define DO_PRAGMA(x) _Pragma(#x)
DO_PRAGMA(OPENCL EXTENSION cl_khr_fp64 : disable)
_Pragma(1)                                                // expected-error {{_Pragma takes a parenthesized string literal}}
_Pragma                                                   // expected-error {{_Pragma takes a parenthesized string literal}}
int after;
#if 0
#pragma not even looked at
#endif
