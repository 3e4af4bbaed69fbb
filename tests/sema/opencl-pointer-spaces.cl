// Two pointers meeting in ==, -, or ?: (OpenCL C 2.0 6.5.5 / 6.5.6): the
// one whose address space contains the other's is the common type, so
// the conversion always goes towards generic (a named pointer is never
// made from a generic one behind the user's back: on NVPTX those are
// different instructions); two different named spaces do not overlap.
// clang's messages.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %oclc -fsyntax-only -verify --target=nvptx64-nvidia-cuda %s
// RUN: not %oclc -ast-dump %s 2>/dev/null | FileCheck %s

kernel void k(global int *g, local int *l, constant int *c, int n)
{
    int x = 0;
    int *p = &x; // generic
    // The global operand converts to generic, not the generic one to global:
    // CHECK: BinaryOperator <[[@LINE+4]]:12-[[@LINE+4]]:17> 'int' '=='
    // CHECK-NEXT: ImplicitCastExpr <[[@LINE+3]]:12> '__generic int *'
    // CHECK-NEXT: DeclRefExpr <[[@LINE+2]]:12> '__global int *' lvalue 'g'
    // CHECK-NEXT: DeclRefExpr <[[@LINE+1]]:17> '__generic int *' lvalue 'p'
    g[0] = g == p;
    g[1] = p != l;
    g[2] = p - g;
    g[3] = *(n ? p : g);
    g[4] = g == l;       // expected-error {{comparison between ('__global int *' and '__local int *') which are pointers to non-overlapping address spaces}}
    g[5] = *(n ? g : l); // expected-error {{conditional operator with the second and third operands of type ('__global int *' and '__local int *') which are pointers to non-overlapping address spaces}}
    g[6] = g - l;        // expected-error {{arithmetic operation with operands of type ('__global int *' and '__local int *') which are pointers to non-overlapping address spaces}}
    g[7] = p == c;       // expected-error {{comparison between ('__generic int *' and '__constant int *') which are pointers to non-overlapping address spaces}}
    g[8] = g == 0 && p != 0;
}
