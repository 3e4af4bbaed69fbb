// -Wuninitialized (in -Wall): a local scalar or vector read before anything
// is stored in it, in clang 19's words.  oclc follows the variable through
// the code that runs straight after its declaration and reports only what
// is certain there; clang's CFG analysis sees more (its -Wsometimes-
// uninitialized is not an oclc flag), so `clang-` directives list what
// clang says beyond oclc.  No false warning matters more than coverage.
// RUN: %oclc -fsyntax-only -verify -Wall %s
// RUN: %clang -x cl -cl-std=CL3.0 -fsyntax-only -Xclang -verify=expected,clang -Wall -Wno-unused-value -Wno-unused-but-set-variable -Wno-sometimes-uninitialized %s
// RUN: %oclc -fsyntax-only %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only -Wall -Wno-uninitialized %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only -Wuninitialized %s 2>&1 | FileCheck %s
// RUN: %expect-exit 1 %oclc -fsyntax-only -Werror=uninitialized %s 2>&1 | FileCheck %s --check-prefix=WERROR
// After an error anywhere before, clang runs no analysis, and neither does oclc:
// RUN: not %oclc -fsyntax-only -Wall -DWITH_ERROR %s 2>&1 | FileCheck %s --check-prefix=AFTER-ERROR
// AFTER-ERROR: error: use of undeclared identifier 'undeclared'
// AFTER-ERROR-NOT: uninitialized
// AFTER-ERROR: 1 error generated.
#ifdef WITH_ERROR
int bad(void) { return undeclared; }
#endif

void sink(int x);

int plain(void) {
    int x;           // expected-note {{initialize the variable 'x' to silence this warning}}
    return x;        // expected-warning {{variable 'x' is uninitialized when used here}}
}
// CHECK: warn-uninitialized.cl:[[@LINE-2]]:12: warning: variable 'x' is uninitialized when used here [-Wuninitialized]
// CHECK: warn-uninitialized.cl:[[@LINE-4]]:10: note: initialize the variable 'x' to silence this warning
// CHECK-NEXT: int x;
// CHECK-NEXT: {{^ +\| +\^$}}
// CHECK-NEXT: {{^ +\| += 0$}}
// WERROR: warn-uninitialized.cl:[[@LINE-7]]:12: error: variable 'x' is uninitialized when used here [-Werror,-Wuninitialized]

// The fix-it is clang's zero for the type; a pointer gets NULL, as clang
// writes where that macro is defined (in OpenCL C, always).
float f(void) { float v; return v; }  // expected-warning {{uninitialized when used here}} expected-note {{initialize}}
// CHECK: warn-uninitialized.cl:[[@LINE-1]]:33: warning: variable 'v'
// CHECK: {{^ +\| += 0.0$}}
char c(void) { char v; return v; }    // expected-warning {{uninitialized when used here}} expected-note {{initialize}}
// CHECK: {{^ +\| +}}= '\0'{{$}}
int deref(void) { global int *p; return *p; } // expected-warning {{variable 'p' is uninitialized when used here}} expected-note {{initialize}}
// CHECK: warn-uninitialized.cl:[[@LINE-1]]:42: warning: variable 'p'
// CHECK: {{^ +\| += NULL$}}
// A vector has no zero fix-it; the note points at the declaration.
int4 vec(void) { int4 v; return v + 1; } // expected-warning {{variable 'v' is uninitialized when used here}} expected-note {{variable 'v' is declared here}}

// Reads that come first.
int update(void) { int x; x = x + 1; return x; } // expected-warning {{uninitialized when used here}} expected-note {{initialize}}
int compound(void) { int x; x += 1; return x; }  // expected-warning {{uninitialized when used here}} expected-note {{initialize}}
int incr(void) { int x; x++; return x; }         // expected-warning {{uninitialized when used here}} expected-note {{initialize}}
int other_init(void) { int x, y = x; return y; } // expected-warning {{uninitialized when used here}} expected-note {{initialize}}
int once(void) {
    int x;           // expected-note {{initialize}}
    int y = x;       // expected-warning {{uninitialized when used here}}
    return x + y;    // the first read only
}
int condition(int a) {
    int x;           // expected-note {{initialize}}
    if (x > a)       // expected-warning {{uninitialized when used here}}
        return 1;
    return 0;
}
int past_branches(int c) {
    int x;           // expected-note {{initialize}}
    if (c) sink(c); else sink(-c);
    while (c > 4) c--;
    { sink(c); }
    return x;        // expected-warning {{uninitialized when used here}}
}
int own_init(int c) {
    int y = y + c;   // expected-warning {{variable 'y' is uninitialized when used within its own initialization}}
    int x = x;       // expected-warning {{variable 'x' is uninitialized when used within its own initialization}}
    return x + y;
}

// Quiet: a store first, the address taken, a component, branches that
// store, jumps, code that cannot run, arrays.
int stored(void) { int x; x = 1; return x; }
int address(void) { int x; int *p = &x; *p = 1; return x; }
int4 component(void) { int4 v; v.x = 1; return v; }
int component_read(void) { int2 v; return v.x; }
int sequenced(void) { int x; return (x = 2, x); }
int assigned_in_loop(int c) { int x; while (c) { x = c; c--; } return x; }
int assigned_in_branch(int c) {
    int x;
    if (c) x = 1;
    return x;        // clang: "used uninitialized whenever 'if' condition is false" [-Wsometimes-uninitialized]
}
int self_only(void) { int x = x; return 0; } // `int x = x;` alone says "I know"
int dead(int c) { int x; if (1) return 0; return x; }
int dead_operand(int c) { int x; return 1 || x; }
int label(int c) {
    int x;
again:
    if (c--) { x = c; goto again; }
    return x;
}
int array(void) { int a[4]; return a[0]; }
kernel void local_memory(global int *out) {
    // clang warns and offers `= 0`, which is an error for __local: oclc
    // does not follow __local variables.
    local int l;     // clang-note {{initialize}}
    out[0] = l;      // clang-warning {{variable 'l' is uninitialized when used here}}
}
