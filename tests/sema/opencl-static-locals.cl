// A static variable in a function lives for the program, so it belongs to
// program-scope global variables: OpenCL C 1.2 (6.8) forbids it; 2.0, and
// 3.0 with __opencl_c_program_scope_global_variables, put it in the global
// address space unless it is declared constant (clang's rules and
// messages).  codegen/nvptx-address-spaces.cl checks where it lands.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 --target=nvptx64-nvidia-cuda %s
// RUN: not %oclc -fsyntax-only -cl-std=CL1.2 %s 2>&1 | FileCheck %s --check-prefix=CL12
// RUN: not %oclc -fsyntax-only -cl-ext=-__opencl_c_program_scope_global_variables %s 2>&1 | FileCheck %s --check-prefix=CL12
// CL12: opencl-static-locals.cl:[[@LINE+4]]:16: error: variables in function scope cannot be declared static
// CL12: opencl-static-locals.cl:[[@LINE+4]]:25: error: variables in function scope cannot be declared static
int count(void)
{
    static int n;
    static constant int step = 1;
    static global int total;
    static local int a;   // expected-error {{static local variable must reside in global or constant address space}}
    static private int b; // expected-error {{static local variable must reside in global or constant address space}}
    global int *p = &n;   // n is in the global address space
    total += step;
    return *p += step;
}
