// A vector condition with two scalar operands (OpenCL C 3.0 section
// 6.5.9): the scalars meet without C's integer promotions, the rank rule
// picking one of their own types (clang's OpenCLArithmeticConversions),
// and the result is a vector of that type with the condition's lanes,
// whose elements must be as wide as the condition's.  So `char2 c = cond ?
// a : b` with char a, b is a char2, as clang accepts it; an int2 condition
// with char operands is the size error.  Both operands bool would make a
// vector of bool.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: not %oclc -fsyntax-only -ast-dump %s 2>/dev/null | FileCheck %s

// CHECK-LABEL: FunctionDecl {{.*}} same
// CHECK: ConditionalOperator {{.*}} 'char2'
// CHECK-NEXT: DeclRefExpr {{.*}} 'cond'
// CHECK-NEXT: SplatExpr {{.*}} 'char2'
// CHECK-NEXT: DeclRefExpr {{.*}} 'char' lvalue 'a'
// CHECK-NEXT: SplatExpr {{.*}} 'char2'
// CHECK-NEXT: DeclRefExpr {{.*}} 'char' lvalue 'b'
char2 same(char2 cond, char a, char b) { return cond ? a : b; }

// CHECK-LABEL: FunctionDecl {{.*}} mixed
// CHECK: ConditionalOperator {{.*}} 'short2'
// CHECK:      SplatExpr {{.*}} 'short2'
// CHECK-NEXT: ImplicitCastExpr {{.*}} 'short'
// CHECK-NEXT: DeclRefExpr {{.*}} 'char' lvalue 'a'
short2 mixed(short2 cond, char a, short b) { return cond ? a : b; }
uchar4 sign(char4 cond, char a, uchar b) { return cond ? a : b; }          // same rank: the unsigned one
ushort8 ushorts(short8 cond, ushort a, short b) { return cond ? b : a; }
float2 to_float(int2 cond, short a, float b) { return cond ? a : b; }      // float beats every integer
double4 to_double(long4 cond, float a, double b) { return cond ? a : b; }
char2 with_bool(char2 cond, bool a, char b) { return cond ? a : b; }       // bool has the lowest rank
int3 literals(int3 cond) { return cond ? 1 : 2; }
uchar4 vec_and_scalar(char4 cond, uchar a, uchar4 b) { return cond ? a : b; }

int2 too_narrow(int2 cond, char a, char b) { return cond ? a : b; } // expected-error {{vector condition type 'int2' (vector of 2 'int' values) and result type 'char2' (vector of 2 'char' values) do not have the same number of elements and element size}} expected-note {{convert the condition with convert_char2()}}
long2 too_narrow2(long2 cond, int a, uint b) { return cond ? a : b; } // expected-error {{vector condition type 'long2' (vector of 2 'long' values) and result type 'uint2' (vector of 2 'uint' values)}} expected-note {{convert the condition with convert_int2()}}
short2 too_wide(short2 cond, char a, int b) { return cond ? a : b; } // expected-error {{vector condition type 'short2' (vector of 2 'short' values) and result type 'int2' (vector of 2 'int' values)}} expected-note {{convert the condition with convert_int2()}}
char2 literal_int(char2 cond, char a) { return cond ? a : 0; } // expected-error {{result type 'int2' (vector of 2 'int' values) do not have}} expected-note {{convert the condition with convert_int2()}}
char2 bools(char2 cond, bool a, bool b) { return cond ? a : b; } // expected-error {{operands of type 'bool' with a vector condition would make a vector of 'bool', which OpenCL C does not have (OpenCL C 3.0 section 6.5.9)}} expected-note {{convert the operands to 'char', the condition's element type}}
