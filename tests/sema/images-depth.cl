// Depth images (cl_khr_depth_images, claimed on the host from OpenCL C 1.2
// on, as clang has them): image2d_depth_t and image2d_array_depth_t, read
// as one float (with a sampler or without) and written from one float; no
// integer reads or writes; the queries of 2D images and 2D arrays.
// (images-depth-off.cl: without the extension.)
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 %s

#ifndef cl_khr_depth_images
#error the host claims cl_khr_depth_images
#endif
#if CLK_DEPTH != 0x10BD
#error CLK_DEPTH
#endif

constant sampler_t smp = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR;

kernel void k(read_only image2d_depth_t d, read_only image2d_array_depth_t a, write_only image2d_depth_t w,
              write_only image2d_array_depth_t wa, sampler_t s, global float *out, global int *q)
{
    float f = read_imagef(d, s, (int2)(0, 1));
    f += read_imagef(d, smp, (float2)(0.5f, 0.5f));
    f += read_imagef(d, (int2)(1, 1));
    f += read_imagef(a, s, (float4)(0.5f, 0.5f, 1.0f, 0.0f));
    f += read_imagef(a, (int4)(0, 0, 1, 0));
    write_imagef(w, (int2)(0, 0), f);
    write_imagef(wa, (int4)(0, 0, 1, 0), f);
    out[0] = f;
    int2 dim = get_image_dim(d);
    q[0] = get_image_width(d) + get_image_height(a) + (int)get_image_array_size(a) + dim.x + dim.y +
           get_image_channel_order(w) + get_image_channel_data_type(wa);

    int4 i = read_imagei(d, s, (int2)(0, 0));                 // expected-error {{no matching function for call to 'read_imagei'}} expected-note 0+ {{candidate function not viable}} expected-note {{remaining}}
    write_imagef(w, (int2)(0, 0), (float4)(f));               // expected-error {{no matching function for call to 'write_imagef'}} expected-note 0+ {{candidate function not viable}} expected-note {{remaining}}
    write_imagef(d, (int2)(0, 0), f);                         // expected-error {{'write_imagef' writes a write_only or read_write image, not a read_only one ('image2d_depth_t')}}
    f = read_imagef(w, s, (int2)(0, 0));                      // expected-error {{'read_imagef' with a sampler reads a read_only image (a read_write image is read without one), not a write_only one ('__write_only image2d_depth_t')}}
    image2d_depth_t img;                                      // expected-error {{type 'image2d_depth_t' can only be used as a function parameter in OpenCL}}
}
