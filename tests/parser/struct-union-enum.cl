// struct, union and enum are parsed in full (members, bit-fields, tags,
// enumerators, attributes between the keyword and the tag), and a syntax
// error inside a body is one diagnostic: the body still ends at its `}`.
// RUN: %oclc -fsyntax-only -verify %s

struct S { int a; float b[2]; struct S *next; unsigned flags : 3; int : 0; }; // expected-error 2 {{bit-fields are not supported in OpenCL}}
union U { int i; float f; } u;
enum E { A, B = 2, C, };
enum { D };
typedef struct S ST;
struct P { int x; } (*pp)[2];
struct __attribute__((packed)) Q2 { char c; int i; };
typedef struct __attribute__((packed)) S { int z; } S2; // expected-error {{redefinition of 'S'}}
// expected-note@6 {{previous definition is here}}

// A syntax error inside a body is reported, and the body still ends at its `}`.
struct Q { int x int y; };           // expected-error {{expected ';' at end of declaration list}}

// After the body, an identifier is the declarator even if it names a type.
typedef int T;
void g(void) {
  struct R { int z; } T;
  T.z = 1;
}

// An enumeration constant is an ordinary identifier as soon as it is
// declared: it hides an outer typedef name, in the enum and after it.
typedef int F;
void h(global int *out) {
  enum G { F, H = F + 1 };
  out[0] = F + H;
}

kernel void k(global int *out) { out[0] = A + B + C + D + sizeof(ST) + sizeof(union U); }
