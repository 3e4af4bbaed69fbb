// __attribute__((overloadable)) (clang's extension): declarations and
// calls by clang's rules (sema/overload.c has the ranks).  The second RUN
// line holds clang-19 to the same expectations; `clang-` directives are
// where its words go further than oclc's (it adds the vector's long
// spelling and the address space to the types in its notes).
// Symbols: overload-mangling.cl; lowering and linking with clang's
// objects: codegen/overload-calls.cl, run/overload-link.cl.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %clang -x cl -cl-std=CL3.0 -fsyntax-only -Xclang -verify=expected,clang %s

#define OV __attribute__((overloadable))

// ---- declarations ---------------------------------------------------------
OV int a(int x);      // expected-note {{previous overload of function is here}}
int a(int x);         // expected-error {{redeclaration of 'a' must have the 'overloadable' attribute}}
int b(int x);         // expected-note {{previous unmarked overload of function is here}}
OV int b(int x);      // expected-error {{redeclaration of 'b' must not have the 'overloadable' attribute}}
OV int c(int x);
int c(float x);       // expected-note {{previous unmarked overload of function is here}}
int c(double x);      // expected-error {{at most one overload for a given name may lack the 'overloadable' attribute}}
OV int d(int x);      // expected-note {{previous declaration is here}}
OV float d(int x);    // expected-error {{conflicting types for 'd'}}
OV int e(int x) { return x; } // expected-note {{previous definition is here}}
OV int e(int x) { return x; } // expected-error {{redefinition of 'e'}}
OV int v;             // expected-error {{'overloadable' attribute only applies to functions}}
OV int g(int x);
OV int g(int x);      // a redeclaration
int k(int x);         // one unmarked function may join a set
OV int k(float x);

// ---- resolution -----------------------------------------------------------
OV int f(int x);      // expected-note 2 {{candidate function}} expected-note {{candidate function not viable: requires single argument 'x', but 2 arguments were provided}} expected-note {{candidate function not viable: no known conversion from}}
OV int f(float x);    // expected-note 2 {{candidate function}} expected-note {{candidate function not viable: requires single argument 'x', but 2 arguments were provided}} expected-note {{candidate function not viable: no known conversion from}}
OV int w(float4 x);
OV int w(int x);
OV int h(long x);     // expected-note {{candidate function}}
OV int h(double x);   // expected-note {{candidate function}}
OV int p(global int *x);
OV int p(int *x);
OV int q(const int *x);
OV int q(int *x);
OV int s(float4 x);   // expected-note {{candidate function}}
OV int s(int4 x);     // expected-note {{candidate function}}
OV int u(uint x);     // expected-note {{candidate function}}
OV int u(long x);     // expected-note {{candidate function}}
OV int cv(const int *x);    // expected-note {{candidate function}}
OV int cv(volatile int *x); // expected-note {{candidate function}}
OV int n(int x, float4 y);  // expected-note {{candidate function not viable: requires 2 arguments, but 1 was provided}}
OV int n(local int *x);     // expected-note {{candidate function not viable: no known conversion from}}
OV int z(void);
OV int z(char c);

void calls(global int *gp, int *pp, const int *cp, char c, short sh, uchar uc, double dd, bool b, float fl, int i,
           float4 v)
{
    int r = f(1) + f(1.0f) + f(c) + f(b);  // exact, exact, promotion, promotion
    r += f(dd);                           // expected-error {{call to 'f' is ambiguous}}
    r += f(1u);                           // expected-error {{call to 'f' is ambiguous}}
    r += f(sh) + f(uc);                   // promotions to int
    r += w(fl) + w(i) + w(c) + w(v);      // a conversion beats widening: w(int), w(int), w(int); w(float4)
    r += h(1.0f);                         // float to double is a promotion
    r += h(1);                            // expected-error {{call to 'h' is ambiguous}}
    r += p(gp) + p(pp);                   // identity beats a conversion to generic
    r += q(pp) + q(cp);
    r += s(v);
    r += s(1.0f);                         // expected-error {{call to 's' is ambiguous}}
    r += u(1);                            // expected-error {{call to 'u' is ambiguous}}
    r += cv(pp);                          // expected-error {{call to 'cv' is ambiguous}}
    r += n(i);                            // expected-error {{no matching function for call to 'n'}}
    r += z() + z('a') + k(1) + k(fl) + g(2);
    r += f(f(1.0f) + i, 2);               // expected-error {{no matching function for call to 'f'}}
    *gp = r + f(v);                       // expected-error {{no matching function for call to 'f'}}
}
