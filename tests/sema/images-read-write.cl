// read_write images (OpenCL C 2.0, and 3.0 with
// __opencl_c_read_write_images, which the host target implements): read
// without a sampler and written; in 1.2 the qualifier is an error.
// RUN: %oclc -fsyntax-only -cl-std=CL2.0 %s
// RUN: %oclc -fsyntax-only -cl-std=CL3.0 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 -DCL12 %s

#ifdef CL12
kernel void rw(read_write image2d_t i) {} // expected-error {{access qualifier 'read_write' can not be used for 'image2d_t' prior to OpenCL C version 2.0}}
#else
kernel void rw(read_write image2d_t i, global float4 *out)
{
    out[0] = read_imagef(i, (int2)(0, 0));
    write_imagef(i, (int2)(0, 0), out[1]);
}
#endif
