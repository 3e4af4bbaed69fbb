// GNU statement expressions ({ ... }), as clang takes them in OpenCL C:
// the value is the last statement's when that is an expression statement
// (through labels), void otherwise; declarations are scoped to the block;
// break, continue and return leave it; a goto or a case label may not
// jump into one; none at program scope.  -Wgnu-statement-expression
// (part of -Wpedantic) names the extension; nothing by default.  Clang's
// words throughout.  Lowering: codegen/cg-statement-expressions.cl;
// values: run/statement-expressions.cl.
// RUN: %oclc -fsyntax-only -verify -Wgnu-statement-expression %s
// RUN: not %oclc -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=QUIET
// RUN: not %oclc -fsyntax-only -Wpedantic %s 2>&1 | FileCheck %s --check-prefix=PEDANTIC
// RUN: not %oclc -fsyntax-only -ast-dump %s 2>/dev/null | FileCheck %s
// QUIET-NOT: warning:
// PEDANTIC: warning: use of GNU statement expression extension [-Wgnu-statement-expression]

#define MAX(a, b) ({ int _a = (a), _b = (b); _a > _b ? _a : _b; })

// CHECK-LABEL: FunctionDecl {{.*}} values
// CHECK: StmtExpr {{.*}} 'int'
// CHECK-NEXT: CompoundStmt
// CHECK: SplatExpr {{.*}} 'float4'
// CHECK-NEXT: StmtExpr {{.*}} 'float'
// CHECK: StmtExpr {{.*}} 'void'
int values(int x, int y, float f)
{
    int m = MAX(x, y);                                      // expected-warning {{use of GNU statement expression extension}}
    float4 v = (float4)({ f * 2.0f; });                     // expected-warning {{use of GNU statement expression extension}}
    ({ int t = 1; t++; ; });                                // expected-warning {{use of GNU statement expression extension}}
    int l = ({ goto here; here: x; });                      // expected-warning {{use of GNU statement expression extension}}
    typedef int T;
    int s = ({ typedef float T; T g = 1.5f; (int)(g * 2); }) + ({ T i = 3; i; }); // expected-warning 2 {{use of GNU statement expression extension}}
    return m + (int)v.x + l + s;
}

int jumps_out(int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += ({ if (i == 5) break; if (i & 1) continue; i; }); // expected-warning {{use of GNU statement expression extension}}
    return s + ({ if (n > 100) return -1; 2; });            // expected-warning {{use of GNU statement expression extension}}
}

int errors(int x)
{
    int a = ({ int x = 1; }) + 1;  // expected-warning {{use of GNU statement expression extension}} expected-error {{invalid operands to binary expression ('void' and 'int')}}
    goto inside;                   // expected-error {{cannot jump from this goto statement to its label}}
    a += ({ inside: 3; });         // expected-warning {{use of GNU statement expression extension}} expected-note {{jump enters a statement expression}}
    switch (x) {
    case 1:
        a += ({ case 2: 4; });     // expected-warning {{use of GNU statement expression extension}} expected-error {{cannot jump from switch statement to this case label}} expected-note {{jump enters a statement expression}} expected-error {{invalid operands to binary expression ('int' and 'void')}}
    }
    return a + ({ undeclared; });  // expected-warning {{use of GNU statement expression extension}} expected-error {{use of undeclared identifier 'undeclared'}}
}

constant int at_file_scope = ({ 1; }); // expected-error {{statement expression not allowed at file scope}}
