// Run-time test: an object from `oclc -c` and one from `clang-19 -x cl -c`
// (Inputs/overload-link-clang.cl) link, in both directions, through the
// mangled names of overloadable functions: oclc's code calls clang's
// overloads of twice() and clang's calls oclc's overloads of scale(),
// for scalars, a float4, global pointers (const and not) and a char that
// promotes.  The C driver (Inputs/overload-link.c) checks both results
// against its own arithmetic.  -O0 and -O2.
// RUN: %clang -x cl -cl-std=CL3.0 -O2 -c %S/Inputs/overload-link-clang.cl -o %t.clang.o
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/overload-link.c %t.O0.o %t.clang.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/overload-link.c %t.O2.o %t.clang.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: overload-link: 2000 checks passed

#define OV __attribute__((overloadable))

/* Defined here, called by clang's object. */
OV int scale(int x) { return 3 * x + 1; }
OV float scale(float x) { return x * 0.5f; }
OV float4 scale(float4 v) { return v * (float4)(1.0f, 2.0f, 3.0f, 4.0f); }
OV long scale(global const int *p, int n)
{
    long s = 0;
    for (int i = 0; i < n; i++) s += p[i];
    return s;
}
OV void scale(global int *p, int n)
{
    for (int i = 0; i < n; i++) p[i] *= 3;
}

/* Defined by clang's object, called here. */
OV int twice(int x);
OV float twice(float x);
OV float4 twice(float4 v);
OV int twice(global const int *p);

int oclc_calls(int i, float f, global int *p, char c)
{
    float4 v = twice((float4)(f, f + 1.0f, f + 2.0f, f + 3.0f));
    return twice(i) + (int)twice(f) + (int)(v.x + v.y + v.z + v.w) + twice(p) + twice(c);
}
