// Kernel parameters of record type in OpenCL C 1.x: besides bool, half and
// size_t & co (aggregates-kernel-args.cl), no pointers, at any depth, as
// clang says; the error names the member.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s

struct Ptrs { int n; struct { global float *data; }; };
kernel void k_ptr(struct Ptrs s) {} // expected-error {{struct kernel parameters may not contain pointers: member 'data' of 'struct Ptrs' has type '__global float *'}}
// expected-note@-2 {{member 'data' declared here}}

struct Deep { struct Ptrs p[2]; };
kernel void k_deep(struct Deep d) {} // expected-error {{struct kernel parameters may not contain pointers: member 'p.data' of 'struct Deep' has type '__global float *'}}
// expected-note@-6 {{member 'data' declared here}}

struct HasBool { int i; bool b; };
kernel void k_bool(struct HasBool s) {} // expected-error {{'struct HasBool' cannot be used as the type of a kernel parameter: member 'b' has type 'bool', which a kernel argument may not contain}}
// expected-note@-2 {{member 'b' declared here}}

kernel void k_ptr_to(global struct Ptrs *p) {}
