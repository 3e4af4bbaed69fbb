// An array's address space is its element's (OpenCL C 3.0 6.7: the
// qualifier of `local float s[8]` is on the element type, as C puts an
// array's qualifiers on its elements).  So `&s` points into local memory,
// a cast of it to another local pointer keeps the address space, and a
// pointer to an array in global or constant memory is a legal kernel
// parameter.  clang's messages for what stays illegal.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %oclc -fsyntax-only -verify --target=nvptx64-nvidia-cuda %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s

typedef float row3[3];

kernel void ok(global float (*a)[3], constant int (*c)[2][2], local row3 *l, global float *out)
{
    local float s[8];
    local float *p = (local float *)&s; // same address space: fine
    local float (*q)[8] = &s;
    const local float *cp = (const local float *)&s;
    local float *e = (local float *)&s[0];
    out[0] = (*a)[1] + c[0][1][1] + (*l)[2] + p[0] + (*q)[1] + cp[2] + e[3];
}

kernel void bad(global float *out)
{
    local float s[8];
    global float *g = (global float *)&s;     // expected-error {{casting '__local float (*)[8]' to type '__global float *' changes address space of pointer}}
    constant float *k = (constant float *)&s; // expected-error {{casting '__local float (*)[8]' to type '__constant float *' changes address space of pointer}}
    global float (*ga)[8] = &s;               // expected-error {{initializing '__global float (*)[8]' with an expression of incompatible type '__local float (*)[8]'}} expected-note {{a pointer to the __local address space cannot be converted to one to the __global address space}}
    out[0] = g[0] + k[0] + (*ga)[0];
}

kernel void private_rows(float (*a)[3]) {}          // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} expected-note {{parameter 'a' has type}}
kernel void pointer_rows(global float (**a)[3]) {}  // expected-error {{pointer arguments to kernel functions must reside in '__global', '__constant' or '__local' address space}} expected-note {{parameter 'a' has type '__global float (**)[3]'}}
