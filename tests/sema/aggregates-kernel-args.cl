// Kernel parameters of record type (OpenCL C 6.11 / 3.0 6.1's restrictions):
// by value they may not contain bool, half (without cl_khr_fp16, turned
// off here; with it a half member is fine), size_t, ptrdiff_t, intptr_t
// or uintptr_t, nor (before OpenCL C 2.0's shared virtual memory) pointers,
// at any depth; the error says which member, and where it is declared.
// Pointers to any record are fine.
// (aggregates-kernel-args-cl12.cl: the pointers of OpenCL C 1.x.)
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify -cl-std=CL2.0 %s
// RUN: %oclc -fsyntax-only -cl-ext=-cl_khr_fp16 -verify -cl-std=CL3.0 %s

struct Ok { int i; float4 v; char c[3]; union { uint w; uchar b[4]; }; double d; };
kernel void ok(struct Ok a, global struct Ok *b, constant struct Ok *c, local struct Ok *l) {}

struct HasBool { int i; bool b; };
kernel void k_bool(struct HasBool s) {} // expected-error {{'struct HasBool' cannot be used as the type of a kernel parameter: member 'b' has type 'bool', which a kernel argument may not contain}}
// expected-note@-2 {{member 'b' declared here}}

typedef struct { float f; half h; } HasHalf;
kernel void k_half(HasHalf s) {} // expected-error {{'HasHalf' cannot be used as the type of a kernel parameter: member 'h' has type 'half', which a kernel argument may not contain}}
// expected-note@-2 {{member 'h' declared here}}

struct Inner { int x; size_t n; };
struct Outer { float f; struct Inner in[2]; };
kernel void k_size(struct Outer s) {} // expected-error {{'struct Outer' cannot be used as the type of a kernel parameter: member 'in.n' has type 'size_t', which a kernel argument may not contain}}
// expected-note@-3 {{member 'n' declared here}}

// OpenCL C 2.0 shares virtual memory with the host: a pointer may be in one.
struct Ptrs { int n; struct { global float *data; }; };
kernel void k_ptr(struct Ptrs s) {}

// Through a pointer, anything goes.
kernel void k_ptr_to(global struct HasBool *p, global struct Outer *q) {}
