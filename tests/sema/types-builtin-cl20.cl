// The built-in type names that are not keywords (OpenCL C 3.0, 6.3.3
// and 6.15.12.6) under OpenCL C 2.0 and 3.0 on the host target: the
// 32-bit atomic types exist; the 64-bit ones (atomic_long, and
// atomic_size_t & co with 8-byte pointers) need the int64 atomics
// extensions, which the target implements but these RUN lines turn off
// (sema/atomics-types.cl uses them); the device enqueue and pipe types
// need their features, which the target does not implement; images
// exist, as parameters only.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 -cl-ext=-cl_khr_int64_base_atomics,-cl_khr_int64_extended_atomics %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 -cl-ext=-cl_khr_int64_base_atomics %s

kernel void k(global int *out, global atomic_int *counter, sampler_t s) {
  atomic_int a;
  atomic_uint u;
  atomic_float f;
  atomic_flag flag;
  local atomic_int shared;
  atomic_long l;       // expected-error {{use of type 'atomic_long' requires cl_khr_int64_base_atomics and cl_khr_int64_extended_atomics support}}
  atomic_ulong ul;     // expected-error {{use of type 'atomic_ulong' requires cl_khr_int64_base_atomics and cl_khr_int64_extended_atomics support}}
  atomic_double d;     // expected-error {{use of type 'atomic_double' requires cl_khr_int64_base_atomics and cl_khr_int64_extended_atomics support}}
  atomic_size_t z;     // expected-error {{use of type 'atomic_size_t' requires cl_khr_int64_base_atomics}}
  atomic_intptr_t ip;  // expected-error {{use of type 'atomic_intptr_t' requires cl_khr_int64_base_atomics}}
  atomic_uintptr_t up; // expected-error {{use of type 'atomic_uintptr_t' requires cl_khr_int64_base_atomics}}
  atomic_ptrdiff_t pd; // expected-error {{use of type 'atomic_ptrdiff_t' requires cl_khr_int64_base_atomics}}
  queue_t q;           // expected-error {{use of type 'queue_t' requires __opencl_c_device_enqueue support}}
  clk_event_t ce;      // expected-error {{use of type 'clk_event_t' requires __opencl_c_device_enqueue support}}
  reserve_id_t r;      // expected-error {{use of type 'reserve_id_t' requires __opencl_c_pipes support}}
  image3d_t i3;        // expected-error {{type 'image3d_t' can only be used as a function parameter in OpenCL}}
  image2d_array_depth_t iad; // expected-error {{type 'image2d_array_depth_t' can only be used as a function parameter in OpenCL}}
  event_t e;

  // The atomic types are the same size as the values they hold
  // (6.15.12.6); atomic_flag is a 32-bit integer.  Only the atomic
  // functions operate on them (6.15.12.10): they are not arithmetic types.
  int sizes[sizeof(atomic_int) == 4 && sizeof(atomic_float) == 4 && sizeof(flag) == 4 ? 1 : -1];
  a + 1;  // expected-error {{invalid operands to binary expression ('atomic_int' and 'int')}}
  a = 1;  // expected-error {{assigning to 'atomic_int' from incompatible type 'int'}}
  u = a;  // expected-error {{assigning to 'atomic_uint' from incompatible type 'atomic_int'}}
  e + 1;  // expected-error {{invalid operands to binary expression ('event_t' and 'int')}}
  if (s) out[0] = 1; // expected-error {{'if' requires a scalar condition; 'sampler_t' is not a scalar type}}
}
