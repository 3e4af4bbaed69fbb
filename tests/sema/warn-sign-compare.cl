// -Wsign-compare (in -Wextra, as clang has it for C): a comparison done in
// an unsigned type whose other operand is signed and may be negative.
// clang 19's rules: the operand types as written (before the usual
// arithmetic conversions) decide, so `ushort < int` is fine; an operand
// known to be nonnegative is fine (a constant, `x & 0xff`, `1 << n`); a
// comparison whose result a constant decides for every value is left to
// -Wtautological-*; `i == 5u` means what it says (and so does a vector
// equality); and code that cannot run
// is not reported.  oclc spells the types as OpenCL does ('uint', not
// 'unsigned int').  The clang RUN line holds clang to the same
// expectations.
// RUN: %oclc -fsyntax-only -verify -Wextra -Wno-unused-parameter %s
// RUN: %clang -x cl -cl-std=CL3.0 -fsyntax-only -Xclang -verify -Wsign-compare -Wno-switch-bool %s
// RUN: %oclc -fsyntax-only %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only -Wall %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only -Wextra -Wno-sign-compare -Wno-unused-parameter %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only -Wsign-compare %s 2>&1 | FileCheck %s
// RUN: %expect-exit 1 %oclc -fsyntax-only -Werror=sign-compare %s 2>&1 | FileCheck %s --check-prefix=WERROR

void sink(int x);

void mixed(int i, uint u, short s, ushort us, long l, ulong ul, char c, uchar uc) {
    sink(i < u);   // expected-warning {{comparison of integers of different signs}}
// CHECK: warn-sign-compare.cl:[[@LINE-1]]:12: warning: comparison of integers of different signs: 'int' and 'uint' [-Wsign-compare]
// CHECK-NEXT: sink(i < u);
// CHECK-NEXT: {{^ +\| +~ \^ ~$}}
// WERROR: warn-sign-compare.cl:[[@LINE-4]]:12: error: comparison of integers of different signs: 'int' and 'uint' [-Werror,-Wsign-compare]
    sink(u >= i);  // expected-warning {{comparison of integers of different signs}}
    sink(i == u);  // expected-warning {{comparison of integers of different signs}}
    sink(s < u);   // expected-warning {{comparison of integers of different signs}}
// CHECK: warning: comparison of integers of different signs: 'short' and 'uint'
    sink(i < ul);  // expected-warning {{comparison of integers of different signs}}
    sink(l != ul); // expected-warning {{comparison of integers of different signs}}
// CHECK: warning: comparison of integers of different signs: 'long' and 'ulong'
    sink(c < u);   // expected-warning {{comparison of integers of different signs}}
    sink((i % 4) < u); // expected-warning {{comparison of integers of different signs}}
    sink((int)uc < u); // expected-warning {{comparison of integers of different signs}}
    // Done in a signed type: nothing to say.
    sink(us < i);
    sink(l < u);
    sink(c < uc);
    sink((uint)i < u);
}

void known_nonnegative(int i, uint u, ushort a, ushort b) {
    sink(u < 5);
    sink(5 > u);
    sink((i & 0xff) < u);
    sink(a + b < u);
    sink((1 << i) < u);
    sink((i < 3) < u);
    sink((i = 3) < u);  // the value stored
}

void constants(int i, uint u) {
    sink(i < 5u);       // expected-warning {{comparison of integers of different signs}}
    sink(i == 5u);      // an equality with a small unsigned value
    sink(u == -1);      // expected-warning {{comparison of integers of different signs}}
    sink(-1 <= u);      // expected-warning {{comparison of integers of different signs}}
    sink(u < -1);       // expected-warning {{comparison of integers of different signs}}
    sink(u > -1);       // always false (-1 converts to the largest uint)
    sink(-1 >= u);      // always true
    sink(i >= 0u);      // always true
    sink(-1 < 5u);      // two constants
}

int4 vectors(uint4 v, int i) {
    int4 r = v < i;     // expected-warning {{comparison of integers of different signs}}
// CHECK: warning: comparison of integers of different signs: 'uint4' and 'int'
    sink(v.x == i);     // expected-warning {{comparison of integers of different signs}}
    return r | (v == i); // clang leaves vector equalities alone
}

void unreachable(int i, uint u) {
    if (0) sink(i < u);
    while (0) sink(i < u);
    sink(1 || i < u);
    sink(0 && i < u);
    sink(1 ? 0 : i < u);
    sink((i & 0) && i < u);
    switch (1 || i) {
    case 0: sink(i < u); break;
    default: sink(i > u); // expected-warning {{comparison of integers of different signs}}
    }
    return;
    sink(i < u);
}
