// OpenCL C 6.7.2: the kernel attributes reqd_work_group_size,
// work_group_size_hint, vec_type_hint, and intel_reqd_sub_group_size
// (cl_intel_required_subgroup_size), checked as clang-19 checks them, with
// its words: each misuse below is what clang reports for the same line
// (except where a comment says otherwise).
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s

int n;

// Arity.
kernel __attribute__((reqd_work_group_size(1, 1))) void a1(void) {}     // expected-error {{'reqd_work_group_size' attribute requires exactly 3 arguments}}
kernel __attribute__((reqd_work_group_size)) void a2(void) {}           // expected-error {{'reqd_work_group_size' attribute requires exactly 3 arguments}}
kernel __attribute__((work_group_size_hint(8, 16, 32, 4))) void a3(void) {} // expected-error {{'work_group_size_hint' attribute requires exactly 3 arguments}}
kernel __attribute__((work_group_size_hint())) void a4(void) {}         // expected-error {{'work_group_size_hint' attribute requires exactly 3 arguments}}
kernel __attribute__((vec_type_hint)) void a5(void) {}                  // expected-error {{'vec_type_hint' attribute takes one argument}}
kernel __attribute__((vec_type_hint())) void a6(void) {}                // expected-error {{'vec_type_hint' attribute takes one argument}}
kernel __attribute__((vec_type_hint(int, int))) void a7(void) {}        // expected-error {{expected ')'}}
kernel __attribute__((intel_reqd_sub_group_size)) void a8(void) {}      // expected-error {{'intel_reqd_sub_group_size' attribute takes one argument}}
kernel __attribute__((intel_reqd_sub_group_size(8, 2))) void a9(void) {} // expected-error {{'intel_reqd_sub_group_size' attribute takes one argument}}

// Sizes: integer constants that fit in 32 bits, none of them 0; the first
// bad argument is reported, in order.
kernel __attribute__((reqd_work_group_size(0, 1, 1))) void s1(void) {}  // expected-error {{'reqd_work_group_size' attribute must be greater than 0}}
kernel __attribute__((reqd_work_group_size(1, 1, 0))) void s2(void) {}  // expected-error {{'reqd_work_group_size' attribute must be greater than 0}}
kernel __attribute__((work_group_size_hint(0, 1, 1))) void s3(void) {}  // expected-error {{'work_group_size_hint' attribute must be greater than 0}}
kernel __attribute__((intel_reqd_sub_group_size(0))) void s4(void) {}   // expected-error {{'intel_reqd_sub_group_size' attribute must be greater than 0}}
kernel __attribute__((reqd_work_group_size(1, -1, 1))) void s5(void) {} // expected-error {{'reqd_work_group_size' attribute requires a non-negative integral compile time constant expression}}
kernel __attribute__((reqd_work_group_size(0, -1, 1))) void s6(void) {} // expected-error {{'reqd_work_group_size' attribute must be greater than 0}}
kernel __attribute__((reqd_work_group_size(n, 1, 1))) void s7(void) {}  // expected-error {{'reqd_work_group_size' attribute requires parameter 0 to be an integer constant}}
kernel __attribute__((work_group_size_hint(1, n, 1))) void s8(void) {}  // expected-error {{'work_group_size_hint' attribute requires parameter 1 to be an integer constant}}
kernel __attribute__((reqd_work_group_size(1, 1, 1.5f))) void s9(void) {} // expected-error {{'reqd_work_group_size' attribute requires parameter 2 to be an integer constant}}
kernel __attribute__((reqd_work_group_size("a", 1, 1))) void s10(void) {} // expected-error {{'reqd_work_group_size' attribute requires parameter 0 to be an integer constant}}
kernel __attribute__((intel_reqd_sub_group_size(n))) void s11(void) {}  // expected-error {{'intel_reqd_sub_group_size' attribute requires an integer constant}}
kernel __attribute__((intel_reqd_sub_group_size(1.5))) void s12(void) {} // expected-error {{'intel_reqd_sub_group_size' attribute requires an integer constant}}
kernel __attribute__((reqd_work_group_size(4294967296, 1, 1))) void s13(void) {} // expected-error {{integer constant expression evaluates to value 4294967296 that cannot be represented in a 32-bit unsigned integer type}}
kernel __attribute__((reqd_work_group_size(1, 1, 0xFFFFFFFFFFFFFFFFUL))) void s14(void) {} // expected-error {{integer constant expression evaluates to value 18446744073709551615 that cannot be represented in a 32-bit unsigned integer type}}
// clang-19 accepts a negative sub-group size (and emits it as -3); oclc
// holds it to the rule of the other sizes.
kernel __attribute__((intel_reqd_sub_group_size(-3))) void s15(void) {} // expected-error {{'intel_reqd_sub_group_size' attribute requires a non-negative integral compile time constant expression}}

// vec_type_hint takes a vector type or a scalar that could be one.
kernel __attribute__((vec_type_hint(not_type))) void t1(void) {}  // expected-error {{unknown type name 'not_type'}}
kernel __attribute__((vec_type_hint(void))) void t2(void) {}      // expected-error {{a non-vector or non-vectorizable scalar type is an invalid argument to attribute 'vec_type_hint'}}
kernel __attribute__((vec_type_hint(bool))) void t3(void) {}      // expected-error {{a non-vector or non-vectorizable scalar type is an invalid argument to attribute 'vec_type_hint'}}
kernel __attribute__((vec_type_hint(float4 *))) void t4(void) {}  // expected-error {{a non-vector or non-vectorizable scalar type is an invalid argument to attribute 'vec_type_hint'}}
kernel __attribute__((vec_type_hint(event_t))) void t5(void) {}   // expected-error {{a non-vector or non-vectorizable scalar type is an invalid argument to attribute 'vec_type_hint'}}
// clang adds "expected ')'" after this one.
kernel __attribute__((vec_type_hint(1))) void t6(void) {}         // expected-error {{expected a type}}

// On something that is not a function; on a function that is not a kernel
// (one error for the declaration, at its name, naming the first of
// reqd_work_group_size, work_group_size_hint, vec_type_hint,
// intel_reqd_sub_group_size that it has).
__attribute__((reqd_work_group_size(1, 1, 1))) int v1;                            // expected-error {{'reqd_work_group_size' attribute only applies to functions}}
__attribute__((vec_type_hint(int))) int v2;                                                  // expected-error {{'vec_type_hint' attribute only applies to functions}}
typedef __attribute__((work_group_size_hint(1, 1, 1))) void F1(void); // expected-error {{'work_group_size_hint' attribute only applies to functions}}
kernel void v3(global int *p) {
    __attribute__((intel_reqd_sub_group_size(8))) int x = 0;          // expected-error {{'intel_reqd_sub_group_size' attribute only applies to functions}}
    p[0] = x;
}
__attribute__((reqd_work_group_size(1, 1, 1))) void f1(void) {}      // expected-error {{attribute 'reqd_work_group_size' can only be applied to an OpenCL kernel function}}
__attribute__((work_group_size_hint(1, 1, 1))) void f2(void);        // expected-error {{attribute 'work_group_size_hint' can only be applied to an OpenCL kernel function}}
__attribute__((vec_type_hint(int))) void f3(void) {}                 // expected-error {{attribute 'vec_type_hint' can only be applied to an OpenCL kernel function}}
void __attribute__((intel_reqd_sub_group_size(8))) f4(void) {}       // expected-error {{attribute 'intel_reqd_sub_group_size' can only be applied to an OpenCL kernel function}}
__attribute__((vec_type_hint(int), work_group_size_hint(1, 1, 1))) void f5(void) {} // expected-error {{attribute 'work_group_size_hint' can only be applied to an OpenCL kernel function}}
// A bad argument is said first; the attribute then does not count.
__attribute__((reqd_work_group_size(0, 1, 1))) void f6(void) {}      // expected-error {{'reqd_work_group_size' attribute must be greater than 0}}

// The same attribute twice: with other arguments clang's warning, and the
// first applies (a qualified type is another argument); with the same
// ones, nothing.
kernel __attribute__((reqd_work_group_size(1, 1, 1))) __attribute__((reqd_work_group_size(2, 1, 1))) void d1(void) {} // expected-warning {{attribute 'reqd_work_group_size' is already applied with different arguments}}
kernel __attribute__((work_group_size_hint(1, 2, 3), work_group_size_hint(3, 2, 1))) void d2(void) {} // expected-warning {{attribute 'work_group_size_hint' is already applied with different arguments}}
kernel __attribute__((vec_type_hint(int))) __attribute__((vec_type_hint(uint))) __attribute__((vec_type_hint(int))) void d3(void) {} // expected-warning {{attribute 'vec_type_hint' is already applied with different arguments}}
kernel __attribute__((intel_reqd_sub_group_size(8))) void d4(void) __attribute__((intel_reqd_sub_group_size(16))) {} // expected-warning {{attribute 'intel_reqd_sub_group_size' is already applied with different arguments}}
kernel __attribute__((reqd_work_group_size(4, 2, 1), reqd_work_group_size(4, 2, 1))) void d5(void) {}
kernel __attribute__((vec_type_hint(uint4))) __attribute__((vec_type_hint(const uint4))) void d6(void) {} // expected-warning {{attribute 'vec_type_hint' is already applied with different arguments}}
kernel __attribute__((vec_type_hint(uint4))) __attribute__((vec_type_hint(unsigned int))) void d7(void) {} // expected-warning {{attribute 'vec_type_hint' is already applied with different arguments}}
