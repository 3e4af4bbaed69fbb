// Images and samplers (OpenCL C 3.0 6.7.4 access qualifiers, 6.11's
// restrictions, 6.15.15 the image functions and the sampler literal):
// every rule sema/sema_image.c checks, each with its message.
// (images-read-write.cl has read_write, images-target.cl a target without
// images.)
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 %s

// Access qualifiers: images only (and pipes); read_only by default.
kernel void access(read_only image2d_t a, __write_only image2d_t b, image3d_t c) {}
kernel void access_int(read_only int x) {} // expected-error {{access qualifier can only be used for pipe and image type}}

// An image is a parameter and nothing else.
kernel void image_space(global image2d_t i) {} // expected-error {{image type 'image2d_t' cannot be used with an address space qualifier}}
kernel void image_ptr(image2d_t *i) {}         // expected-error {{pointer to type 'image2d_t' is invalid in OpenCL}}
void image_array(image2d_t i[2]) {}            // expected-error {{array of 'image2d_t' type is invalid in OpenCL}}
image2d_t image_ret(void);                     // expected-error {{declaring function return value of type 'image2d_t' is not allowed}}
struct WithImage { image2d_t i; };             // expected-error {{the 'image2d_t' type cannot be used to declare a structure or union field}}
void image_local(image2d_t i) {
  image2d_t j;    // expected-error {{type 'image2d_t' can only be used as a function parameter in OpenCL}}
  i = i;          // expected-error {{an image of type 'image2d_t' cannot be modified}}
  i == i;         // expected-error {{invalid operands to binary expression ('image2d_t' and 'image2d_t')}}
}

// Samplers: parameters, constant program-scope variables, initialized
// function-scope variables; the value a literal of valid CLK_* bits.
constant sampler_t s1 = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;
const sampler_t s2 = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
sampler_t s3 = CLK_FILTER_NEAREST; // expected-error {{program scope sampler must be declared const or constant}}
constant sampler_t bad_filter = CLK_ADDRESS_CLAMP; // expected-error {{invalid sampler value 0x4: it needs exactly one of CLK_FILTER_NEAREST and CLK_FILTER_LINEAR}}
constant sampler_t bad_both = CLK_FILTER_NEAREST | CLK_FILTER_LINEAR; // expected-error {{invalid sampler value 0x30}}
constant sampler_t bad_mode = 0x0a | CLK_FILTER_NEAREST; // expected-error {{invalid sampler value 0x1a: its addressing mode is none of the CLK_ADDRESS_* values}}
constant sampler_t bad_bits = 0x40 | CLK_FILTER_NEAREST; // expected-error {{invalid sampler value 0x50: it has bits that are none of}}
constant sampler_t odd_repeat = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST; // expected-warning {{sampler value 0x16: CLK_ADDRESS_REPEAT and CLK_ADDRESS_MIRRORED_REPEAT need CLK_NORMALIZED_COORDS_TRUE; with unnormalized coordinates the results are undefined}}
constant sampler_t odd_mirror = CLK_ADDRESS_MIRRORED_REPEAT | CLK_FILTER_LINEAR; // expected-warning {{sampler value 0x28}}
local sampler_t in_local = CLK_FILTER_NEAREST; // expected-error {{sampler type cannot be used with the __local and __global address space qualifiers}}
void sampler_ptr(sampler_t *s) {}   // expected-error {{pointer to type 'sampler_t' is invalid in OpenCL}}
void sampler_array(sampler_t s[2]) {} // expected-error {{array of 'sampler_t' type is invalid in OpenCL}}
sampler_t sampler_ret(void);        // expected-error {{declaring function return value of type 'sampler_t' is not allowed}}

kernel void samplers(read_only image2d_t img, sampler_t arg, int n, global float4 *out) {
  const sampler_t ok = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
  sampler_t copy = arg;
  sampler_t none; // expected-error {{variable of type 'sampler_t' must be initialized}}
  sampler_t var = n; // expected-error {{sampler_t must be initialized with a compile-time constant integer (CLK_* values)}}
  arg = ok;       // expected-error {{a sampler of type 'sampler_t' cannot be modified}}
  out[0] = read_imagef(img, ok, (int2)(0, 0)) + read_imagef(img, copy, (float2)(0.5f, 0.5f)) +
           read_imagef(img, s1, (float2)(0.f, 0.f)) +
           read_imagef(img, CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR, (float2)(0.f, 0.f));
  out[1] = read_imagef(img, n, (int2)(0, 0)); // expected-error {{sampler_t must be initialized with a compile-time constant integer}}
  out[2] = read_imagef(img, CLK_FILTER_LINEAR | CLK_ADDRESS_REPEAT, (int2)(0, 0)); // expected-warning {{sampler value 0x26}}
  out[3] = read_imagef(img, CLK_FILTER_LINEAR | 0x0e, (int2)(0, 0)); // expected-error {{invalid sampler value 0x2e}}
}

// Access of the image functions: a read with a sampler takes a read_only
// image, without one also a read_write one; a write takes write_only or
// read_write.
kernel void wrong_access(read_only image2d_t r, write_only image2d_t w, sampler_t s, global int4 *out) {
  write_imagei(r, (int2)(0, 0), out[0]); // expected-error {{'write_imagei' writes a write_only or read_write image, not a read_only one ('image2d_t')}}
  out[1] = read_imagei(w, s, (int2)(0, 0)); // expected-error {{'read_imagei' with a sampler reads a read_only image (a read_write image is read without one), not a write_only one ('__write_only image2d_t')}}
  out[2] = read_imagei(w, (int2)(0, 0)); // expected-error {{'read_imagei' reads a read_only or read_write image, not a write_only one ('__write_only image2d_t')}}
  out[3] = read_imagei(r, s, (int3)(0, 0, 0)); // expected-error {{no matching function for call to 'read_imagei'}}
  // expected-note@* 0+ {{candidate}}
  out[4] = (int4)(get_image_width(r), get_image_height(w), get_image_dim(r));
  out[5].x = get_image_depth(r); // expected-error {{no matching function for call to 'get_image_depth'}}
}
