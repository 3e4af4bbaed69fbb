// Without cl_khr_3d_image_writes (-cl-ext=- takes it away with its 3.0
// feature __opencl_c_3d_image_writes) image3d_t has no write_image*
// overloads: clang's error, as for any call that matches no overload.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 -cl-ext=-__opencl_c_3d_image_writes %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 -cl-ext=-cl_khr_3d_image_writes %s

#if defined(cl_khr_3d_image_writes) || defined(__opencl_c_3d_image_writes)
#error taken away by -cl-ext=
#endif

kernel void w(write_only image3d_t i, global float4 *v, global int4 *c)
{
    write_imagef(i, c[0], v[0]); // expected-error {{no matching function for call to 'write_imagef'}} expected-note 4 {{candidate function not viable}} expected-note {{remaining 3 candidates not shown}}
    write_imagei(i, c[1], as_int4(v[1])); // expected-error {{no matching function for call to 'write_imagei'}} expected-note 4 {{candidate function not viable}} expected-note {{remaining 1 candidate not shown}}
    write_imageui(i, c[2], as_uint4(v[2])); // expected-error {{no matching function for call to 'write_imageui'}} expected-note 4 {{candidate function not viable}} expected-note {{remaining 1 candidate not shown}}
}
