// Without the generic address space and program-scope global variables
// (-cl-ext= takes them from OpenCL C 3.0, OpenCL C 1.2 never had them), an
// unqualified pointer points to private memory and a program-scope
// variable must be constant: OpenCL C 1.2's rules, with clang's messages.
// RUN: %oclc -fsyntax-only -verify -cl-ext=-__opencl_c_generic_address_space,-__opencl_c_program_scope_global_variables %s
// RUN: %oclc -fsyntax-only -verify --target=nvptx64-nvidia-cuda -cl-ext=-__opencl_c_generic_address_space -cl-ext=-__opencl_c_program_scope_global_variables %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 -cl-ext=+all %s

global int g; // expected-error {{program scope variable must reside in constant address space}}
int h;        // expected-error {{program scope variable must reside in constant address space}}
constant int c = 1;

int read(int *p) { return *p; }

kernel void k(global int *out)
{
    int x = 2;
    out[0] = read(&x) + c; // private -> private
    out[1] = read(out); // expected-error {{passing '__global int *' to parameter of incompatible type '__private int *'}} expected-note {{a pointer to the __global address space cannot be converted to one to the __private address space}}
}
