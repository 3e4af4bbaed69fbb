// v[i] on a vector, clang's extension (OpenCL C selects lanes with
// .s0 ... .sF): the element type, an lvalue when v is one (assignment,
// compound assignment, ++/-- on integer elements), an rvalue otherwise.
// A constant index must name a lane: out of range is an error (clang
// reads poison and says nothing); a constant subscript is the one-lane
// swizzle .sI.  A run-time index selects lane i modulo vec_step (no
// diagnostic).  The address of an element is an error, as in clang.
// Lowering: codegen/vec-subscripts.cl; values: run/vec-subscripts.cl.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: not %oclc -fsyntax-only -ast-dump %s 2>/dev/null | FileCheck %s

void uses(float4 v, int4 iv, float3 t, float16 x, global float4 *p, int i, long l, uchar u)
{
    // CHECK: ArraySubscriptExpr {{.*}} 'float' lvalue
    // CHECK-NEXT: DeclRefExpr {{.*}} 'float4' lvalue 'v'
    float a = v[i] + v[l] + v[u];
    // CHECK: SwizzleExpr {{.*}} 'float' lvalue lanes=2
    a += v[2] + t[2] + x[15] + v['\1'];
    v[i] = 1.0f;
    v[3] *= 2.0f;
    iv[i]++;
    --iv[0];
    iv[i] <<= 2;
    p[1][i] = p[0][3];
    // CHECK: SwizzleExpr {{.*}} 'float' lvalue lanes=3
    a += v.wzyx[0] + x.lo.hi[i] + (v + v)[i] + (v + v)[1];
    // A subscript of a subscript is a subscript of the element, a scalar.
    a += v[1][0]; // expected-error {{subscripted value is not an array or pointer ('float')}}
    p[0][i] = a;
}

void errors(float4 v, float3 t, float16 x, const float4 c, int i, float f)
{
    float a = v[4];      // expected-error {{vector element index 4 is out of range for 'float4' (vector of 4 'float' values): the indices are 0 to 3}}
    a = t[3];            // expected-error {{vector element index 3 is out of range for 'float3' (vector of 3 'float' values): the indices are 0 to 2}}
    a = v[-1];           // expected-error {{vector element index -1 is out of range for 'float4'}}
    a = x[16];           // expected-error {{vector element index 16 is out of range for 'float16' (vector of 16 'float' values): the indices are 0 to 15}}
    a = v[0x100000000L]; // expected-error {{vector element index 4294967296 is out of range}}
    a = v[f];            // expected-error {{array subscript is not an integer}}
    a = v[v];            // expected-error {{array subscript is not an integer}}
    float *p = &v[1];    // expected-error {{address of vector element requested}}
    p = &v[i];           // expected-error {{address of vector element requested}}
    c[0] = 1.0f;         // expected-error {{cannot assign to variable 'c' with const-qualified type 'const float4'}} expected-note@-11 {{variable 'c' declared const here}}
    c[i] = 1.0f;         // expected-error {{cannot assign to variable 'c' with const-qualified type 'const float4'}} expected-note@-12 {{variable 'c' declared const here}}
    (v + v)[i] = 1.0f;   // expected-error {{expression is not assignable: components of an rvalue of type 'float4' cannot be assigned}}
    (v + v)[1] = 1.0f;   // expected-error {{expression is not assignable: components of an rvalue of type 'float4' cannot be assigned}}
    v.xy[i] = 1.0f;      // expected-error {{expression is not assignable: oclc assigns to a component chosen by a run-time index of a vector, not of a swizzle; index the vector itself}}
    v.xy[1] = 1.0f;      // a constant one composes: v.y
    v[i]++;              // expected-error {{cannot increment value of type 'float': '++' does not apply to floating-point scalars}} expected-note {{write 'x += 1.0f' instead}}
    a = p[0] + v[i];
}
