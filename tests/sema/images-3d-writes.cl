// write_image{f,i,ui} to an image3d_t: cl_khr_3d_image_writes, and in
// OpenCL C 3.0 its feature __opencl_c_3d_image_writes, which the host
// target claims (support/target.c) in every version.
// (images-3d-writes-off.cl: without them.)
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 %s

#if !defined(cl_khr_3d_image_writes) || (__OPENCL_C_VERSION__ >= 300 && !defined(__opencl_c_3d_image_writes))
#error the host claims 3D image writes
#endif

kernel void w(write_only image3d_t i, global float4 *v, global int4 *c)
{
    write_imagef(i, c[0], v[0]);
    write_imagei(i, c[1], as_int4(v[1]));
    write_imageui(i, c[2], as_uint4(v[2]));
}

// A read_only image3d_t is still not written.
kernel void r(read_only image3d_t i, global float4 *v)
{
    write_imagef(i, (int4)(0), v[0]); // expected-error {{'write_imagef' writes a write_only or read_write image, not a read_only one ('image3d_t')}}
}
