// ++ and -- on bool, as clang takes them in OpenCL C: C99's rule for
// _Bool (6.5.2.4, 6.5.3.1: the operand plus or minus 1, converted back),
// so ++ makes it true and -- inverts it; the result has type bool.  No
// diagnostic, even under -Weverything; a const bool is still not
// assignable.  Lowering: codegen/cg-bool-incdec.cl; values: run/bool-incdec.cl.
// RUN: %oclc -fsyntax-only -verify -Weverything %s
// RUN: not %oclc -fsyntax-only -ast-dump %s 2>/dev/null | FileCheck %s

void f(global int *out, const bool c)
{
    bool b = out[0] != 0;
    // CHECK: UnaryOperator {{.*}} 'bool' prefix '++'
    // CHECK: UnaryOperator {{.*}} 'bool' postfix '--'
    out[1] = ++b;
    out[3] = b--;
    // CHECK: UnaryOperator {{.*}} 'bool' postfix '++'
    // CHECK: UnaryOperator {{.*}} 'bool' prefix '--'
    bool r = b++ && --b;
    out[2] = r;
    c++; // expected-error {{cannot assign to variable 'c' with const-qualified type 'const bool'}} expected-note@-11 {{variable 'c' declared const here}}
}
