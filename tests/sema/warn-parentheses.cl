// -Wparentheses (in -Wall) and the subgroups it switches, as clang 19 has
// them: -Wlogical-op-parentheses, -Wbitwise-op-parentheses and
// -Wshift-op-parentheses report under their own names and follow
// -Wparentheses, -Wno-parentheses and -Werror=parentheses.  Parentheses as
// written silence each one.  The clang RUN line holds clang to the same
// expectations.
// RUN: %oclc -fsyntax-only -verify -Wall %s
// RUN: %clang -x cl -cl-std=CL3.0 -fsyntax-only -Xclang -verify -Wall %s
// RUN: %oclc -fsyntax-only %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only -Wall -Wno-parentheses %s 2>&1 | count 0
// RUN: %oclc -fsyntax-only -Wparentheses %s 2>&1 | FileCheck %s --check-prefixes=CHECK,ALL
// RUN: %oclc -fsyntax-only -Wall -Wno-logical-op-parentheses %s 2>&1 | FileCheck %s --check-prefixes=CHECK,NOLOGICAL
// RUN: %oclc -fsyntax-only -Wlogical-op-parentheses %s 2>&1 | FileCheck %s --check-prefixes=ONLYLOGICAL
// RUN: %expect-exit 1 %oclc -fsyntax-only -Werror=parentheses %s 2>&1 | FileCheck %s --check-prefixes=WERROR
// NOLOGICAL-NOT: [-Wlogical-op-parentheses]
// ONLYLOGICAL-NOT: [-Wparentheses]
// ONLYLOGICAL-NOT: [-Wshift-op-parentheses]
// ONLYLOGICAL: 2 warnings generated.
// WERROR-NOT: warning:
// WERROR: error: '&&' within '||' [-Werror,-Wlogical-op-parentheses]
// WERROR: error: operator '<<' has lower precedence than '+'; '+' will be evaluated first [-Werror,-Wshift-op-parentheses]

void sink(int x);

// An assignment as a condition: two notes, two fix-its.
int assign(int a, int b) {
    // expected-warning@+3 {{using the result of an assignment as a condition without parentheses}}
    // expected-note@+2 {{place parentheses around the assignment to silence this warning}}
    // expected-note@+1 {{use '==' to turn this assignment into an equality comparison}}
    if (a = b)
        return 1;
// CHECK: warn-parentheses.cl:[[@LINE-2]]:11: warning: using the result of an assignment as a condition without parentheses [-Wparentheses]
// CHECK-NEXT: if (a = b)
// CHECK-NEXT: {{^ +\| +~~\^~~$}}
// CHECK-NEXT: warn-parentheses.cl:[[@LINE-5]]:11: note: place parentheses around the assignment to silence this warning
// CHECK-NEXT: if (a = b)
// CHECK-NEXT: {{^ +\| +\^$}}
// CHECK-NEXT: {{^ +\| +\(    \)$}}
// CHECK-NEXT: warn-parentheses.cl:[[@LINE-9]]:11: note: use '==' to turn this assignment into an equality comparison
// CHECK-NEXT: if (a = b)
// CHECK-NEXT: {{^ +\| +\^$}}
// CHECK-NEXT: {{^ +\| +==$}}
    while (a = b)    // expected-warning {{using the result}} expected-note {{place parentheses}} expected-note {{use '=='}}
        b--;
    for (; a = b;)   // expected-warning {{using the result}} expected-note {{place parentheses}} expected-note {{use '=='}}
        b--;
    do b--; while (a = b); // expected-warning {{using the result}} expected-note {{place parentheses}} expected-note {{use '=='}}
    // expected-note@+1 {{use '!=' to turn this compound assignment into an inequality comparison}}
    if (a |= b)      // expected-warning {{using the result}} expected-note {{place parentheses}}
        return 2;
    if ((a = b)) return 3; // the parentheses say it is meant
    if (a += b) return 4;  // only = and |=, as in clang
    return a = b;          // not a condition
}

// '&&' within '||', either side; a string literal decides nothing.
int logical(int a, int b, int c) {
    sink(a && b || c);   // expected-warning {{'&&' within '||'}} expected-note {{place parentheses around the '&&' expression to silence this warning}}
// ALL: warn-parentheses.cl:[[@LINE-1]]:12: warning: '&&' within '||' [-Wlogical-op-parentheses]
// ALL-NEXT: sink(a && b || c);
// ALL-NEXT: {{^ +\| +~~\^~~~ ~~$}}
// ALL: note: place parentheses around the '&&' expression to silence this warning
// ALL-NEXT: sink(a && b || c);
// ALL-NEXT: {{^ +\| +\^$}}
// ALL-NEXT: {{^ +\| +\(     \)$}}
    sink(a || b && c);   // expected-warning {{'&&' within '||'}} expected-note {{place parentheses}}
    sink(a || b && "why"); // the string only documents
    sink((a && b) || c);
    return a || (b && c);
}

// A bitwise operator next to a comparison: the comparison binds first.
int bitwise_comparison(int a, int b, int c) {
    // expected-note@+2 {{place parentheses around the '==' expression to silence this warning}}
    // expected-note@+1 {{place parentheses around the & expression to evaluate it first}}
    sink(a & b == c);    // expected-warning {{& has lower precedence than ==; == will be evaluated first}}
// CHECK: warn-parentheses.cl:[[@LINE-1]]:12: warning: & has lower precedence than ==; == will be evaluated first [-Wparentheses]
// CHECK-NEXT: sink(a & b == c);
// CHECK-NEXT: {{^ +\| +\^~~~~~~~$}}
// CHECK: note: place parentheses around the '==' expression to silence this warning
// CHECK-NEXT: sink(a & b == c);
// CHECK-NEXT: {{^ +\| +\^$}}
// CHECK-NEXT: {{^ +\| +\(      \)$}}
// CHECK: note: place parentheses around the & expression to evaluate it first
// CHECK-NEXT: sink(a & b == c);
// CHECK-NEXT: {{^ +\| +\^$}}
// CHECK-NEXT: {{^ +\| +\(    \)$}}
    sink(a < b | c);     // expected-warning {{| has lower precedence than <; < will be evaluated first}} expected-note {{'<' expression}} expected-note {{| expression}}
    sink(a ^ b != c);    // expected-warning {{^ has lower precedence than !=}} expected-note {{'!=' expression}} expected-note {{^ expression}}
    sink(a == b | b == c);  // comparisons on both sides: an eager logical or
    sink(a & b | c == 1);   // a bitwise operand: quiet here (bitwise-op below)
    // expected-warning@-1 {{'&' within '|'}} expected-note@-1 {{place parentheses around the '&' expression}}
    return (a & b) == c;
}

// One bitwise operator within another.
int bitwise_nested(int a, int b, int c) {
    sink(a & b | c);     // expected-warning {{'&' within '|'}} expected-note {{place parentheses}}
    sink(a | b ^ c);     // expected-warning {{'^' within '|'}} expected-note {{place parentheses}}
    sink(a ^ b & c);     // expected-warning {{'&' within '^'}} expected-note {{place parentheses}}
    sink(a | b | c);
    return a & b & c;
}

// + or - inside a shift.
int shifts(int a, int b, int4 v, int4 w) {
    // expected-note@+1 {{place parentheses around the '+' expression to silence this warning}}
    sink(a << b + 1);    // expected-warning {{operator '<<' has lower precedence than '+'; '+' will be evaluated first}}
    sink(a - b >> 1);    // expected-warning {{operator '>>' has lower precedence than '-'; '-' will be evaluated first}} expected-note {{place parentheses}}
    sink((a << b) + 1);
    int4 r = v << w + 1; // no warning for << on vectors (clang keeps it for integer scalars)
    r = v >> w + 1;      // expected-warning {{operator '>>' has lower precedence than '+'}} expected-note {{place parentheses}}
    return r.x;
}

// A chain of relational operators.
int chains(int a, int b, int c) {
    sink(a < b < c);     // expected-warning {{comparisons like 'X<=Y<=Z' don't have their mathematical meaning}}
    sink(a >= b <= c);   // expected-warning {{comparisons like 'X<=Y<=Z'}}
    sink((a < b) < c);
    return a == b == c;  // equality is not a chain to clang
}

// An outer operator from a macro body is left alone, as clang does.
#define EITHER(x, y) x || y
int macros(int a, int b, int c) { return EITHER(a && b, c); }
