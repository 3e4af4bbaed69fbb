// The built-in type names that are not keywords (OpenCL C 3.0, 6.3.3
// "Other Built-in Data Types" and 6.15.12.6 "Atomic Types") under OpenCL
// C 1.2: event_t and sampler_t exist; the atomic types, queue_t,
// clk_event_t and reserve_id_t are OpenCL C 2.0's; images exist (the
// host target implements them, and the depth images with
// cl_khr_depth_images) but only as parameters.  They
// are type names in every version (the parser cannot know the version),
// so using one where it is missing is one clear error, not a syntax error.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s

kernel void k(global int *out, sampler_t s) {
  event_t e;
  event_t events[2];
  atomic_int a;      // expected-error {{use of type 'atomic_int' requires OpenCL C 2.0 or later}}
  atomic_flag f;     // expected-error {{use of type 'atomic_flag' requires OpenCL C 2.0 or later}}
  atomic_size_t z;   // expected-error {{use of type 'atomic_size_t' requires OpenCL C 2.0 or later}}
  queue_t q;         // expected-error {{use of type 'queue_t' requires OpenCL C 2.0 or later}}
  clk_event_t ce;    // expected-error {{use of type 'clk_event_t' requires OpenCL C 2.0 or later}}
  reserve_id_t r;    // expected-error {{use of type 'reserve_id_t' requires OpenCL C 2.0 or later}}
  image2d_t i2;      // expected-error {{type 'image2d_t' can only be used as a function parameter in OpenCL}}
  image1d_buffer_t ib; // expected-error {{type 'image1d_buffer_t' can only be used as a function parameter in OpenCL}}
  image2d_depth_t id;  // expected-error {{type 'image2d_depth_t' can only be used as a function parameter in OpenCL}}
  out[0] = sizeof(e) + sizeof(events) + sizeof(s);
}

// A typedef of a missing type is reported once, at the typedef; its uses
// are quiet.
typedef atomic_uint counter; // expected-error {{use of type 'atomic_uint' requires OpenCL C 2.0 or later}}
void use(counter *c) {}

// 6.11: event_t is never a kernel parameter nor a program-scope variable,
// and lives in the private address space.
kernel void event_param(event_t e) {} // expected-error {{'event_t' cannot be used as the type of a kernel parameter}}
event_t program_event;                // expected-error {{the 'event_t' type cannot be used to declare a program scope variable}}
void local_event(void) {
  local event_t le;   // expected-error {{the event_t type can only be used with __private address space qualifier}}
  private event_t pe; // private is where it lives anyway
  extern event_t xe;  // expected-error {{the 'event_t' type cannot be used to declare a program scope variable}}
}
void event_fn_param(event_t e, sampler_t s) {}

// The names are built-in: they cannot be redefined.
typedef int event_t; // expected-error {{cannot redefine the built-in type name 'event_t'}}
