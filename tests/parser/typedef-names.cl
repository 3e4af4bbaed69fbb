// An identifier is a type name when a typedef of it is in scope, unless it
// is being declared: the parser tracks scopes (C99 6.2.1) to tell
// `T * x;` the declaration from `T * x;` the multiplication.
// RUN: %oclc -fsyntax-only -verify %s
// expected-no-diagnostics

typedef int T;

// A local variable shadows the typedef for the rest of its block.
void shadow_local(void) { int T; T = 1; }

// So does a parameter, in the function body; in the parameter list the
// type comes first.
void shadow_param(T T) { T = 2; }

// Outside those scopes, T is a type again.
T after = 3;

// A declaration in a for statement's first clause ends with the statement.
void for_scope(void) { for (int T = 0; T < 2; T++) ; T x = 3; x++; }
void for_scope_lookahead(int n) { for (int T = 0; T < n; T++) if (T) n++; T y = 4; y++; }

// Every declarator of a list is a name, even after a comma.
void list(void) { int a, T; T = a = 0; }
void list_pointer(void) { int a, *T; T = &a; }

// An inner typedef ends with its block.
void inner(void) { { typedef float T; T y = 1.0f; y += 1.0f; } T z = 1; z++; }

// After a type specifier, a typedef name is the declarator's name.
void respecified(void) { unsigned T; T = 1u; }
void same_name(void) { T T = 0; T++; }

// Typedefs of typedefs, of pointers and of arrays; several at once.
typedef T U, *PU, AU[3];
void derived(void) { U u = 1; PU p = &u; AU a = {1, 2, 3}; *p = a[0]; }

// A vector typedef makes `(V)(...)` a vector literal, as float4 does.
typedef float4 V;
float vec(float a) { V v = (V)(a, a, a, a); return ((V)(a)).x + v.y + (V)(a, a, a, a).z; }

// Labels and member names are not types.
void labels(void) { goto T; T: ; }
float member(float4 T) { return T.x; }
