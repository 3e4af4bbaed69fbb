// Structs and unions (OpenCL C 6.1 / C99 6.7.2.1, 6.7.2.3): definitions,
// forward declarations and incomplete types, tags in their own name space
// and scopes, anonymous members, members of every legal type, `.` and
// `->`, and each mistake with one diagnostic in clang's words (or better:
// an unknown member says which member was meant).
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 %s

struct S { int a; float b; };
struct S { int c; };          // expected-error {{redefinition of 'S'}}
// expected-note@-2 {{previous definition is here}}
union S u1;                   // expected-error {{use of 'S' with tag type that does not match previous declaration}}
// expected-note@-4 {{previous use is here}}
int after_wrong_kind(void) { return u1.a; } // the first kind stands: no cascade

// Tags have their own name space: a variable, a typedef and a tag may share a name.
struct T { int t; } T;
typedef struct T TT;
int tag_space(void) { return T.t + sizeof(TT) + sizeof(struct T); }

// Forward declarations, pointers to incomplete records, completion later.
struct Fwd;
struct Fwd *fwd_ptr(struct Fwd *p) { return p; }
int fwd_use(struct Fwd *p) { return p->x; } // expected-error {{incomplete definition of type '__generic struct Fwd'}}
// expected-note@-3 {{forward declaration of 'struct Fwd'}}
struct Fwd { int x; };
int fwd_complete(struct Fwd *p) { return p->x; }
void fwd_var(void) {
  struct Never v;             // expected-error {{variable has incomplete type 'struct Never'}}
  // expected-note@-1 {{forward declaration of 'struct Never'}}
  struct Never *ok;
}
int fwd_sizeof(void) { return sizeof(struct Fwd2); } // expected-error {{invalid application of 'sizeof' to an incomplete type 'struct Fwd2'}}
// expected-note@-1 {{forward declaration of 'struct Fwd2'}}
struct Fwd3 arr3[2];          // expected-error {{array has incomplete element type 'struct Fwd3'}}
// expected-note@-1 {{forward declaration of 'struct Fwd3'}}
struct Fwd4 tentative;        // expected-error {{tentative definition has type '__global struct Fwd4' that is never completed}}
// expected-note@-1 {{forward declaration of 'struct Fwd4'}}
struct Fwd5 completed_later;
struct Fwd5 { int q; };

// Scopes: an inner definition hides the outer one; `struct S;` alone
// declares a new S in its scope.
int scopes(void) {
  struct S { char inner; } s;
  s.inner = 1;
  {
    struct S;
    struct S *p;
    struct S { double d; } d;
    p = &d;
    return (int)p->d;
  }
}

// Members: duplicates (also through anonymous members), bit-fields, flexible
// array members, what a member cannot be.
struct Dup { int a; int a; };         // expected-error {{duplicate member 'a'}}
// expected-note@-1 {{previous declaration is here}}
struct DupAnon { int x; struct { int y; int x; }; }; // expected-error {{member of anonymous struct redeclares 'x'}}
// expected-note@-1 {{previous declaration is here}}
struct DupAfter { union { int p; float q; }; int q; }; // expected-error {{duplicate member 'q'}}
// expected-note@-1 {{previous declaration is here}}
struct Bits { int x : 3; int : 0; }; // expected-error 2 {{bit-fields are not supported in OpenCL}}
struct Flex { int n; int data[]; };  // expected-error {{flexible array member 'data' is not supported in OpenCL: give the array a size, or pass the data in a buffer of its own}}
struct NotLast { int data[]; int n; }; // expected-error {{flexible array member 'data' with type 'int[]' is not at the end of struct}}
struct Spaced { global int g; };     // expected-error {{field may not be qualified with an address space}}
struct Self { struct Self s; };      // expected-error {{field has incomplete type 'struct Self'}}
// expected-note@-1 {{definition of 'struct Self' is not complete until the closing '}'}}
struct Fn { int f(int); };           // expected-error {{field 'f' declared as a function}}
struct Vd { void v; };               // expected-error {{field has incomplete type 'void'}}
struct Smp { sampler_t s; };         // expected-error {{the 'sampler_t' type cannot be used to declare a structure or union field}}
struct Ev { event_t e[2]; };         // expected-error {{the 'event_t' type cannot be used to declare a structure or union field}}
struct Nested { struct Nested { int z; } n; }; // expected-error {{nested redefinition of 'Nested'}}
// expected-note@-1 {{previous definition is here}}
struct NoName { int; };              // expected-warning {{declaration does not declare anything}}
struct { int z; };                   // expected-warning {{declaration does not declare anything}}
typedef struct Named { int z; };     // expected-warning {{typedef requires a name}}
int;                                 // expected-warning {{declaration does not declare anything}}
typedef const float;                 // expected-warning {{typedef requires a name}}
void no_name(void) { int; }          // expected-warning {{declaration does not declare anything}}

// Members of every legal type: vectors, vec3, arrays, records, pointers to
// any address space, bool and half (storage only), enums.
enum Kind { K0, K1 };
struct Every {
  float4 v;
  int3 v3;
  char c[3];
  struct S s[2];
  union { uint w; uchar b[4]; };
  global float *gp;
  constant int *cp;
  local char *lp;
  private struct Every *self;
  bool flag;
  half h;
  enum Kind k;
  double d;
};
int every(struct Every *e) {
  return e->v.x + e->v3.z + e->c[2] + e->s[1].a + e->w + e->b[3] + *e->gp + *e->cp + *e->lp + e->self->k + e->flag;
}

// `.` and `->`: the wrong one is said and then read as meant; an unknown
// member names the nearest one.
struct Near { int value; int count; float vector; };
int member_access(struct Near n, struct Near *p, int i) {
  int x = p.value;          // expected-error {{member reference type '__generic struct Near *' is a pointer; did you mean to use '->'?}}
  x += n->count;            // expected-error {{member reference type 'struct Near' is not a pointer; did you mean to use '.'?}}
  x += n.valeu;             // expected-error {{no member named 'valeu' in 'struct Near'; did you mean 'value'?}}
  x += p->coutn;            // expected-error {{no member named 'coutn' in 'struct Near'; did you mean 'count'?}}
  x += n.z;                 // expected-error {{no member named 'z' in 'struct Near'}}
  x += i->a;                // expected-error {{member reference type 'int' is not a pointer}}
  global int *q;
  x += q->a;                // expected-error {{member reference base type '__global int' is not a structure or union}}
  return x;
}

// Whole records: assignment, copy, passing, returning, ?:, comma; nothing else.
struct Near make_near(int v) { struct Near n = {v, 0, 0.5f}; return n; }
int whole(struct Near a, struct Near b, int c) {
  a = b;
  struct Near d = c ? a : b;
  d = (a, make_near(c));
  d = make_near(c);
  a = 5;                     // expected-error {{assigning to 'struct Near' from incompatible type 'int'}}
  int x = a;                 // expected-error {{initializing 'int' with an expression of incompatible type 'struct Near'}}
  struct S s = a;            // expected-error {{initializing 'struct S' with an expression of incompatible type 'struct Near'}}
  x = a + 1;                 // expected-error {{invalid operands to binary expression ('struct Near' and 'int')}}
  x = a == b;                // expected-error {{invalid operands to binary expression ('struct Near' and 'struct Near')}}
  if (a) {}                  // expected-error {{'if' requires a scalar condition; 'struct Near' is not a scalar type}}
  x = (int)a;                // expected-error {{operand of type 'struct Near' where arithmetic or pointer type is required}}
  a = (struct Near)b;        // expected-error {{used type 'struct Near' where arithmetic or pointer type is required}}
  d = c ? a : s;             // expected-error {{incompatible operand types ('struct Near' and 'struct S')}}
  return d.value + x;
}
struct S ret_int(void) { return 5; } // expected-error {{returning 'int' from a function with incompatible result type 'struct S'}}
struct Fwd6 ret_incomplete(void) { } // expected-error {{incomplete result type 'struct Fwd6' in function definition}} expected-warning {{non-void function does not return a value}}
void param_incomplete(struct Fwd7 p) { } // expected-error {{variable has incomplete type 'struct Fwd7'}}
int call_with(void) { return whole(make_near(1), 2, 3); } // expected-error {{passing 'int' to parameter of incompatible type 'struct Near'}}

// Pointers to records in every address space, and arithmetic on them.
int spaces(global struct Near *g, constant struct Near *c, local struct Near *l, int i) {
  private struct Near p = g[i];
  struct Fwd8 *f;
  f + 1;                     // expected-error {{arithmetic on a pointer to an incomplete type 'struct Fwd8'}}
  f[0];                      // expected-error {{subscript of pointer to incomplete type 'struct Fwd8'}}
  c->value = 1;              // expected-error {{read-only variable is not assignable}}
  return g[i].value + c[i].count + l[i].value + p.value + (g + 1)->count;
}

// An anonymous record is called by the typedef that names it.
typedef struct { int a; } Anon;
int anon_name(Anon x) { return x.aa + x.b; } // expected-error {{no member named 'aa' in 'Anon'; did you mean 'a'?}} expected-error {{no member named 'b' in 'Anon'}}

kernel void k(global int *out) { out[0] = tag_space() + scopes(); }
