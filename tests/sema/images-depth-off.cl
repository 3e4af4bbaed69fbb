// Without cl_khr_depth_images (-cl-ext=-) the depth image types are named
// but not usable: one error where the type is named, as for any type a
// compilation lacks.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 -cl-ext=-cl_khr_depth_images %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 -cl-ext=-cl_khr_depth_images %s

#ifdef cl_khr_depth_images
#error taken away by -cl-ext=
#endif

kernel void k(read_only image2d_depth_t d) {}             // expected-error {{use of type 'image2d_depth_t' requires cl_khr_depth_images support}}
kernel void a(write_only image2d_array_depth_t d) {}      // expected-error {{use of type 'image2d_array_depth_t' requires cl_khr_depth_images support}}
