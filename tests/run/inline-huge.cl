// Run-time test: a helper called twice from a huge function stays a
// function (codegen/cg_module.c, hold_inlining; IR:
// codegen/cg-inline-huge.cl), inlined in the small variant (-DSMALL);
// both against a C reference written here.
// RUN: %oclc -c -O2 %s -o %t.huge.o
// RUN: %oclc -c -O2 -DSMALL %s -o %t.small.o
// RUN: %cc -std=c17 -ffp-contract=off %S/Inputs/inline-huge.c %t.huge.o -o %t.huge.exe
// RUN: %cc -std=c17 -ffp-contract=off -DSMALL %S/Inputs/inline-huge.c %t.small.o -o %t.small.exe
// RUN: %t.huge.exe | FileCheck %s
// RUN: %t.small.exe | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: inline-huge: {{[0-9]+}} checks passed

#define STEP(x, y) x = (x ^ (y >> 7)) * 0x9E3779B1u + y; y = rotate(y, 13u) ^ x;
#define S4(x, y) STEP(x, y) STEP(x, y) STEP(x, y) STEP(x, y)
#define S16(x, y) S4(x, y) S4(x, y) S4(x, y) S4(x, y)
#define S64(x, y) S16(x, y) S16(x, y) S16(x, y) S16(x, y)
#define S256(x, y) S64(x, y) S64(x, y) S64(x, y) S64(x, y)

static float4 conv3(global const float4 *img, int w, int h, int x, int y)
{
    const float k[9] = {0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f, 0.125f, 0.0625f, 0.125f, 0.0625f};
    float4 acc = (float4)(0.0f);
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            acc += k[(dy + 1) * 3 + dx + 1] * img[clamp(y + dy, 0, h - 1) * w + clamp(x + dx, 0, w - 1)];
    return acc;
}

static float4 once(float4 v, float s) { return v * s + (float4)(1.0f, 2.0f, 3.0f, 4.0f) / (s + 1.0f); }

void two_convs(global const float4 *img, int w, int h, int x, int y, global uint *seed, global float4 *out)
{
    float4 a = conv3(img, w, h, x, y), b = conv3(img, w, h, x + 1, y);
#ifndef SMALL
    uint s = seed[0], t = seed[1];
    S256(s, t) S256(s, t)
    seed[0] = s;
    seed[1] = t;
#endif
    *out = once(a - 2.0f * b, (float)w);
}
