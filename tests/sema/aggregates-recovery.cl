// One mistake, one diagnostic: a type that failed (unknown, reserved, or a
// record with a bad member) does not make every declaration that uses it
// fail again.  Before records worked, one rejected typedef made each
// kernel parameter using it report "parameter may not be qualified with an
// address space other than '__private'": thousands of errors on a real file.
// RUN: %oclc -fsyntax-only -verify %s

typedef int5 Bad;                        // expected-error {{'int5' is reserved: vector types have 2, 3, 4, 8 or 16 components (section 1.1.4)}}
kernel void k1(global Bad *a, constant Bad *b, local Bad *c, Bad d) {}
void f1(global Bad *a) { Bad x = a[0]; x.y = 2; }

kernel void k2(global Unknown *a, constant Unknown *b) {} // expected-error 2 {{unknown type name 'Unknown'}}

// A record with a bad member is still a record: its other members work,
// and its uses are quiet.
typedef struct {
  int ok;
  int bits : 3;                          // expected-error {{bit-fields are not supported in OpenCL}}
  struct Missing m;                      // expected-error {{field has incomplete type 'struct Missing'}}
  // expected-note@-1 {{forward declaration of 'struct Missing'}}
  float f;
} Partial;
kernel void k3(global Partial *p, Partial v) { p->ok = v.ok + (int)v.f + v.bits; }

// A wrong tag kind is said once; the first kind stands.
struct Node { int key; };
kernel void k4(global union Node *n) { n->key = 1; } // expected-error {{use of 'Node' with tag type that does not match previous declaration}}
// expected-note@-2 {{previous use is here}}

// A record redefined keeps its first definition for the uses after it.
struct Twice { int a; };
struct Twice { float b; };               // expected-error {{redefinition of 'Twice'}}
// expected-note@-2 {{previous definition is here}}
int use_twice(struct Twice t) { return t.a; }
