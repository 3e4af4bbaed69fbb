// -Wshadow (by name only, as in clang): a local variable or a parameter of
// a function definition that hides a variable of an enclosing scope, and a
// typedef that hides a typedef, each with a note at what it hides.  A
// typedef and a variable hiding each other, prototypes' parameters, block
// extern declarations and the names of functions are not reported.  The
// clang RUN line holds clang to the same expectations.
// RUN: %oclc -fsyntax-only -verify -Wshadow %s
// RUN: %clang -x cl -cl-std=CL3.0 -fsyntax-only -Xclang -verify -Wshadow %s
// RUN: %oclc -fsyntax-only -Wall -Wextra -Wno-unused-parameter %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only -Weverything -Wno-shadow -Wno-unused-parameter -Wno-unused-variable %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only -Wshadow %s 2>&1 | FileCheck %s
// RUN: %expect-exit 1 %oclc -fsyntax-only -Werror=shadow %s 2>&1 | FileCheck %s --check-prefix=WERROR

int g;                          // expected-note 3 {{previous declaration is here}}
typedef int T;                  // expected-note {{previous declaration is here}}

void locals(int p) {            // expected-note {{previous declaration is here}}
    int x = 1;                  // expected-note 2 {{previous declaration is here}}
    {
        int x = 2;              // expected-warning {{declaration shadows a local variable}}
// CHECK: warn-shadow.cl:[[@LINE-1]]:13: warning: declaration shadows a local variable [-Wshadow]
// CHECK-NEXT: int x = 2;
// CHECK-NEXT: {{^ +\| +\^$}}
// CHECK-NEXT: warn-shadow.cl:[[@LINE-6]]:9: note: previous declaration is here
// WERROR: warn-shadow.cl:[[@LINE-5]]:13: error: declaration shadows a local variable [-Werror,-Wshadow]
        (void)x;
    }
    for (int x = 0; x < 2; x++) // expected-warning {{declaration shadows a local variable}}
        ;
    {
        int p = 0;              // expected-warning {{declaration shadows a local variable}}
        (void)p;
    }
    int g = 0;                  // expected-warning {{declaration shadows a variable in the global scope}}
    static int sx = 0;          // expected-note {{previous declaration is here}}
    {
        extern int sx2;         // a declaration of a program-scope name
        int sx = 1;             // expected-warning {{declaration shadows a local variable}}
        (void)sx;
    }
    (void)x; (void)g; (void)sx;
}

void param(int g) { (void)g; }  // expected-warning {{declaration shadows a variable in the global scope}}
void prototype(int g);
void static_local(void) { static int g = 0; (void)g; } // expected-warning {{declaration shadows a variable in the global scope}}

void typedefs(void) {
    typedef float T;            // expected-warning {{declaration shadows a typedef in the global scope}}
    typedef int U;              // expected-note {{previous declaration is here}}
    {
        typedef float U;        // expected-warning {{declaration shadows a typedef in function 'typedefs'}}
        U u = 1.0f;
        (void)u;
    }
    T t = 1.0f;
    (void)t;
}

void mixed(int v) {
    { typedef int v; v w = 0; (void)w; } // a typedef hiding a variable
    int T = 0;                  // a variable hiding a typedef
    int get_global_id = 0;      // a variable hiding a function
    (void)v; (void)T; (void)get_global_id;
}
