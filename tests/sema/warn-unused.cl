// -Wunused-variable (in -Wall) and -Wunused-parameter (in -Wextra), as
// clang 19 has them: any reference counts as a use (a store, sizeof, its
// own initializer); parameters of kernels count too; locals and static
// program-scope variables are reported, globals that other units may see
// and extern declarations are not; __attribute__((unused)) silences both.
// The second RUN line holds clang to the same expectations (`clang-`
// directives are what clang says beyond oclc's flags).
// RUN: %oclc -fsyntax-only -verify -Wall -Wextra %s
// RUN: %clang -x cl -cl-std=CL3.0 -fsyntax-only -Xclang -verify=expected,clang -Wall -Wextra %s
//
// Groups and flags: nothing by default, -Wall has the variables only,
// -Wextra the parameters only; -Wno-/-Werror= per flag.
// RUN: %oclc -fsyntax-only %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only -Wall %s 2>&1 | FileCheck %s --check-prefixes=VAR,NOPARAM
// RUN: %oclc -fsyntax-only -Wextra %s 2>&1 | FileCheck %s --check-prefixes=NOVAR,PARAM
// RUN: %oclc -fsyntax-only -Wall -Wextra -Wno-unused-variable -Wno-unused-parameter -Wno-uninitialized %s 2>&1 | count 0
// RUN: %expect-exit 1 %oclc -fsyntax-only -Werror=unused-parameter %s 2>&1 | FileCheck %s --check-prefixes=NOVAR,PARAMERR
// NOVAR-NOT: [-Wunused-variable]
// NOPARAM-NOT: [-Wunused-parameter]
void locals(void) {
    int never;                 // expected-warning {{unused variable 'never'}}
    // VAR: warn-unused.cl:[[@LINE-1]]:9: warning: unused variable 'never' [-Wunused-variable]
    // VAR-NEXT: int never;
    // VAR-NEXT: {{^ +\| +\^~~~~$}}
    int stored;                // clang-warning {{variable 'stored' set but not used}}
    stored = 1;                // a store is a use of the name
    int measured;
    int s = sizeof(measured);  // expected-warning {{unused variable 's'}}
    int pointed;
    int *p = &pointed;         // expected-warning {{unused variable 'p'}}
    int self = self + 1;       // its own initializer uses it
    // expected-warning@-1 {{variable 'self' is uninitialized when used within its own initialization}}
    const float k = 1.0f;      // expected-warning {{unused variable 'k'}}
    int4 v, w = 0;             // expected-warning {{unused variable 'v'}} expected-warning {{unused variable 'w'}}
    int quiet __attribute__((unused));
    __attribute__((unused)) int quiet_too;
    extern int elsewhere;      // a declaration, not a variable of this block
    static int kept;           // expected-warning {{unused variable 'kept'}}
    {
        int inner;             // expected-warning {{unused variable 'inner'}}
    }
    for (int i = 0; i < 4; i++) {
        int body;              // expected-warning {{unused variable 'body'}}
    }
    typedef int unused_type;   // clang-warning {{unused typedef 'unused_type'}}
}

int params(int used, int p) { return used; } // expected-warning {{unused parameter 'p'}}
// PARAM: warn-unused.cl:[[@LINE-1]]:26: warning: unused parameter 'p' [-Wunused-parameter]
// PARAM-NEXT: int params
// PARAM-NEXT: {{^ +\| +\^$}}
// PARAMERR: warn-unused.cl:[[@LINE-4]]:26: error: unused parameter 'p' [-Werror,-Wunused-parameter]
int unnamed_and_marked(int, int m __attribute__((unused))); // a prototype: nothing to use
int marked(int m __attribute__((unused))) { return 0; }

kernel void kern(global int *out, int n) { // expected-warning {{unused parameter 'n'}}
    local int tile[16];                    // expected-warning {{unused variable 'tile'}}
    out[0] = 0;
}

int global_var;                 // other units may use it
static int file_local;          // expected-warning {{unused variable 'file_local'}}
static constant int table[2] = {1, 2}; // expected-warning {{unused variable 'table'}}
static int file_used;
int reader(void) { return file_used; }
