// Declarator chunks are listed in the order they apply to the base type
// (parser/ast.h, DeclChunk): `int *a[3]` is int -> int* -> int*[3], so
// [pointer, array]; `int (*p)[3]` is int -> int[3] -> int(*)[3], so
// [array, pointer].  -ast-dump prints them as dtor=[...].
// Sema may reject pointers to functions (OpenCL C forbids them): those lines
// accept errors that mention functions, since what is tested here is the parse.
// RUN: %oclc -fsyntax-only -verify -ast-dump %s | FileCheck %s

float *f(int);
// CHECK: FunctionDecl {{.*}} f {{.*}}spec='float' dtor=[pointer, function(1)]

void shapes(void) {
  int *a[3];
// CHECK: VarDecl {{.*}} a {{.*}}spec='int' dtor=[pointer, array]
  int (*p)[3];
// CHECK: VarDecl {{.*}} p {{.*}}spec='int' dtor=[array, pointer]
  int (*fp)(int); // expected-error 0-1 {{function}}
// CHECK: VarDecl {{.*}} fp {{.*}}spec='int' dtor=[function(1), pointer]
  int **const *pp;
// CHECK: VarDecl {{.*}} pp {{.*}}spec='int' dtor=[pointer, pointer(const), pointer]
  int m[2][3];
// CHECK: VarDecl {{.*}} m {{.*}}spec='int' dtor=[array, array]
  int *(*pa)[4];
// CHECK: VarDecl {{.*}} pa {{.*}}spec='int' dtor=[pointer, array, pointer]
  int (x);
// CHECK: VarDecl {{.*}} x {{.*}}spec='int'{{$}}
}

// A function returning a pointer to a function: the chunks of the inner
// declarator apply last.
void (*signal(int, void (*)(int)))(int); // expected-error 0-2 {{function}}
// CHECK:      FunctionDecl {{.*}} signal {{.*}}spec='void' dtor=[function(1), pointer, function(2)]

// Parameter lists: (void) is no parameter, () is no prototype, ... is
// variadic; array parameters keep [] and C99's [const N].
void none(void);
// CHECK: FunctionDecl {{.*}} none {{.*}}dtor=[function(void)]
void noproto();
// CHECK: FunctionDecl {{.*}} noproto {{.*}}dtor=[function()]
int printf(constant char *restrict fmt, ...);
// CHECK: FunctionDecl {{.*}} printf {{.*}}dtor=[function(1, ...)]
// CHECK-NEXT: ParmVarDecl {{.*}} fmt {{.*}}spec='__constant char' dtor=[pointer(restrict)]
void arrays(int a[], int b[4], int c[const 2]);
// CHECK:      FunctionDecl {{.*}} arrays {{.*}}dtor=[function(3)]
// CHECK-NEXT: ParmVarDecl {{.*}} a {{.*}}dtor=[array[]]
// CHECK-NEXT: ParmVarDecl {{.*}} b {{.*}}dtor=[array]
// CHECK-NEXT: ParmVarDecl {{.*}} c {{.*}}dtor=[array(const)]

// Unnamed parameters take abstract declarators.
void abstract(int *, float4 [2], int (*)[3]);
// CHECK:      FunctionDecl {{.*}} abstract {{.*}}dtor=[function(3)]
// CHECK-NEXT: ParmVarDecl {{.*}} <unnamed> {{.*}}spec='int' dtor=[pointer]
// CHECK-NEXT: ParmVarDecl {{.*}} <unnamed> {{.*}}spec='float4' dtor=[array]
// CHECK-NEXT: ParmVarDecl {{.*}} <unnamed> {{.*}}spec='int' dtor=[array, pointer]

// Specifiers in any order, address spaces and qualifiers after the `*`.
kernel void k(global const float *in, const global float *in2, global float *restrict out);
// CHECK:      FunctionDecl {{.*}} k {{.*}}spec='__kernel void'
// CHECK-NEXT: ParmVarDecl {{.*}} in {{.*}}spec='__global const float' dtor=[pointer]
// CHECK-NEXT: ParmVarDecl {{.*}} in2 {{.*}}spec='__global const float' dtor=[pointer]
// CHECK-NEXT: ParmVarDecl {{.*}} out {{.*}}spec='__global float' dtor=[pointer(restrict)]
void pp(local int *global *pl);
// CHECK:      FunctionDecl {{.*}} pp
// CHECK-NEXT: ParmVarDecl {{.*}} pl {{.*}}spec='__local int' dtor=[pointer(__global), pointer]

// Several declarators share one set of specifiers.
void several(void) {
  unsigned long *q, r[2], s;
// CHECK:      DeclStmt
// CHECK-NEXT: VarDecl {{.*}} q {{.*}}spec='unsigned long' dtor=[pointer]
// CHECK-NEXT: VarDecl {{.*}} r {{.*}}spec='unsigned long' dtor=[array]
// CHECK-NEXT: VarDecl {{.*}} s {{.*}}spec='unsigned long'{{$}}
}
