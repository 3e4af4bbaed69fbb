// Initializers (C99 6.7.8): braced lists for records, unions (the first
// member, or the designated one), arrays of records, nested braces and
// brace elision, designators `.x =` and `[3] =` (and chains of them),
// zero-filling; compound literals; program-scope initializers, where a
// `constant` variable's value may be used.  The explicit form sema makes is
// in the -ast-dump checks below; the values are checked at run time by
// tests/run/record-values.cl.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s
// RUN: not %oclc -cl-std=CL2.0 -ast-dump %s 2>/dev/null | FileCheck %s

struct P { int x, y; };
struct Line { struct P a, b; int tag; };
union W { uint w; uchar b[4]; float f; };

// CHECK-LABEL: VarDecl {{.*}} elided '__constant struct Line[2]'
// CHECK-NEXT: InitListExpr {{.*}} '__constant struct Line[2]'
// CHECK-NEXT: InitListExpr {{.*}} 'struct Line'
// CHECK-NEXT: InitListExpr {{.*}} 'struct P'
// CHECK-NEXT: IntegerLiteral {{.*}} 1
// CHECK-NEXT: IntegerLiteral {{.*}} 2
// CHECK-NEXT: InitListExpr {{.*}} 'struct P'
// CHECK-NEXT: IntegerLiteral {{.*}} 3
// CHECK-NEXT: IntegerLiteral {{.*}} 4
// CHECK-NEXT: IntegerLiteral {{.*}} 5
// CHECK-NEXT: InitListExpr {{.*}} 'struct Line'
// CHECK-NEXT: InitListExpr {{.*}} 'struct P'
// CHECK-NEXT: IntegerLiteral {{.*}} 6
constant struct Line elided[2] = {1, 2, 3, 4, 5, 6};

// A designator moves the cursor; what follows continues after the
// designated member, in the innermost object it named.
// CHECK-LABEL: VarDecl {{.*}} designated '__constant struct Line'
// CHECK-NEXT: InitListExpr {{.*}} 'struct Line'
// CHECK-NEXT: InitListExpr {{.*}} 'struct P'
// CHECK-NEXT: <<<NULL>>>
// CHECK-NEXT: IntegerLiteral {{.*}} 7
// CHECK-NEXT: InitListExpr {{.*}} 'struct P'
// CHECK-NEXT: IntegerLiteral {{.*}} 8
constant struct Line designated = {.a.y = 7, 8};

// A union takes its first member, or the designated one.
// CHECK-LABEL: VarDecl {{.*}} u1 '__constant union W'
// CHECK-NEXT: InitListExpr {{.*}} member=0
// CHECK-LABEL: VarDecl {{.*}} u2 '__constant union W'
// CHECK-NEXT: InitListExpr {{.*}} member=2
constant union W u1 = {0x01020304u};
constant union W u2 = {.f = 1.5f};

// Arrays: designated elements, a length from the highest one.
constant int sparse[] = {[4] = 1, 2, [1] = 3};
int ok_sparse[sizeof(sparse) == 6 * sizeof(int) ? 1 : -1];

// A `constant` variable's value in another's initializer, as clang allows.
constant int N = 4;
constant struct P corner = {N, 2 * N};
constant int derived[] = {N, corner.y, sparse[1], elided[1].a.x, designated.b.x, (int)u1.w};
constant struct P copy = corner;
global int not_constant = 3;
constant int bad = not_constant;      // expected-error {{initializer element is not a compile-time constant}}
constant uchar punned = u2.b[0];      // expected-error {{initializer element is not a compile-time constant}}

int locals(int n) {
  struct P p = {n};                   // the rest is zero
  struct P q = p;                     // a copy
  struct Line l = {{1, 2}, .tag = n, .b = q};
  struct P r[3] = {[2].y = n, [0] = {5}};
  union W w = {.b = {1, 2, 3, 4}};
  float4 v = {1, 2};
  int s = {n};
  struct P *lit = &(struct P){n, n + 1};
  float4 fv = (float4){1, 2, 3, 4};
  int iv = (int){3} + (int[]){1, 2, 3}[2];
  return p.y + q.x + l.b.x + r[2].y + w.b[3] + (int)v.y + s + lit->y + (int)fv.w + iv;
}

// Mistakes, each reported once and named.
struct P too_many = {1, 2, 3};        // expected-error {{excess elements in struct initializer}}
union W two = {1, 2};                 // expected-error {{excess elements in union initializer}}
int arr2[2] = {1, 2, 3};              // expected-error {{excess elements in array initializer}}
int scalar = {1, 2};                  // expected-error {{excess elements in scalar initializer}}
int empty_scalar = {};                // expected-error {{scalar initializer cannot be empty}}
float2 vec = {1, 2, 3};               // expected-error {{excess elements in vector initializer: 'float2' has 2 components, found 3}}
struct P nofield = {.z = 1};          // expected-error {{field designator 'z' does not refer to any field in type 'struct P'}}
struct Line typo = {.tga = 1};        // expected-error {{field designator 'tga' does not refer to any field in type 'struct Line'; did you mean 'tag'?}}
struct P outside[2] = {[2] = {1}};    // expected-error {{array designator index (2) exceeds array bounds (2)}}
int negative[2] = {[-1] = 1};         // expected-error {{array designator value '-1' is negative}}
struct P not_array = {[0] = 1};       // expected-error {{array designator cannot initialize non-array type 'struct P'}}
int not_record[2] = {.x = 1};         // expected-error {{field designator cannot initialize a non-struct, non-union type '__global int[2]'}}
int with_designator = {.x = 1};       // expected-error {{designator in initializer for scalar type 'int'}}
float2 vec_designated = {.x = 1};     // expected-error {{a vector's initializer list holds values, not designators}}
struct P twice = {.x = 1, .x = 2};    // expected-warning {{initializer overrides prior initialization of this subobject}}
// expected-note@-1 {{previous initialization is here}}
constant int idx = 1;
int not_constant_index[3] = {[idx] = 1}; // expected-error {{expression is not an integer constant expression}}
struct Mixed { int i; float4 v; global int *p; };
struct Mixed wrong_member = {1, 2.0f, 3.5f}; // expected-error {{initializing '__global int *' with an expression of incompatible type 'float'}}
// expected-note@-2 {{initializing member 'p' of 'struct Mixed', of type '__global int *'}}
struct P from_int = 5;                // expected-error {{initializing 'struct P' with an expression of incompatible type 'int'}}
int from_record = (struct P){1, 2};   // expected-error {{a compound literal at program scope is not supported by oclc yet; declare a 'constant' variable with this initializer instead}}

void compound_errors(void) {
  int x = (struct Nope){1}.a;         // expected-error {{compound literal has incomplete type 'struct Nope'}}
  int y = (void){1};                  // expected-error {{compound literal has incomplete type 'void'}}
}

kernel void k(global int *out) { out[0] = locals(3) + derived[1] + copy.x; }
