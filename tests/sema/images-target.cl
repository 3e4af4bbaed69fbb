// A target whose row does not implement images (nvptx64) has none of the
// image types: one clear error where the type is named.
// RUN: %oclc -fsyntax-only -verify --target=nvptx64-nvidia-cuda %s

kernel void k(image2d_t i) {} // expected-error {{use of type 'image2d_t' requires __opencl_c_images support}}
