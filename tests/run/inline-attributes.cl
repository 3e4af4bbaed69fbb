// Run-time test: functions marked noinline and always_inline (on a
// declaration, on the definition, both ways round) compute what their C
// twins in Inputs/inline-attributes.c compute, called from C and from a
// kernel's plain function, at -O0 and -O2.  Which calls stay:
// tests/codegen/cg-inline-attributes.cl.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/inline-attributes.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/inline-attributes.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: inline-attributes: 3000 checks passed

__attribute__((noinline)) static int poly(int x) { return x * x * 3 - x * 7 + 11; }
__attribute__((always_inline)) static uint fold(uint x);
static uint fold(uint x)
{
    uint h = x;
    for (int i = 0; i < 16; i++) h = (h ^ (h >> 7)) * 0x9E3779B1u + (uint)i;
    return h;
}
static float scale(float x, float s);
__attribute__((noinline)) static float scale(float x, float s) { return x * s + 0.5f; }

int calc_poly(int x) { return poly(x) + poly(x + 1); }
uint calc_fold(uint x) { return fold(x) ^ fold(x + 1u); }
float calc_scale(float x) { return scale(x, 3.0f) - scale(x, 0.25f); }
kernel void all(global int *out, int x)
{
    out[0] = calc_poly(x);
    out[1] = (int)calc_fold((uint)x);
    out[2] = (int)(calc_scale((float)x) * 4.0f);
}
