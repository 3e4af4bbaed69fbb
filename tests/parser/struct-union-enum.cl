// struct, union and enum are parsed in full (members, bit-fields, tags,
// enumerators) so that no syntax error cascades from them, and each use
// gets one "not supported" error.
// RUN: %oclc -fsyntax-only -verify %s

struct S { int a; float b[2]; struct S *next; unsigned flags : 3; int : 0; }; // expected-error {{struct types are not supported by oclc yet}}
union U { int i; float f; } u;       // expected-error {{union types are not supported by oclc yet}}
enum E { A, B = 2, C, };             // expected-error {{enum types are not supported by oclc yet}}
enum { D };                          // expected-error {{enum types are not supported by oclc yet}}
typedef struct S ST;                 // expected-error {{struct types are not supported by oclc yet}}
struct P { int x; } (*pp)[2];        // expected-error {{struct types are not supported by oclc yet}}

// A syntax error inside a body is reported, and the body still ends at its `}`.
struct Q { int x int y; };           // expected-error {{expected ';' at end of declaration list}} expected-error {{struct types are not supported by oclc yet}}

// After the body, an identifier is the declarator even if it names a type.
typedef int T;
void g(void) {
  struct R { int z; } T;             // expected-error {{struct types are not supported by oclc yet}}
}

kernel void k(global int *out) { out[0] = 1; }
