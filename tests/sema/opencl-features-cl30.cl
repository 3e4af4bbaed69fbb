// OpenCL C 3.0 makes the generic address space and program-scope global
// variables optional (__opencl_c_generic_address_space,
// __opencl_c_program_scope_global_variables).  Sema asks the compilation's
// features, not the version: both targets compile both in 3.0 (docs/cli.md)
// and 2.0 has them; opencl-features-cl30-off.cl takes them away.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %oclc -fsyntax-only -verify --target=nvptx64-nvidia-cuda %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s
// expected-no-diagnostics

global int g;
int h;
constant int c = 1;

int read(int *p) { return *p; }

kernel void k(global int *out)
{
    int x = 2;
    out[0] = read(&x); // private -> generic
    out[1] = read(out) + g + h + c; // global -> generic
}
