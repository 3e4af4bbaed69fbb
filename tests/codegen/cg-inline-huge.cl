// In a module with a function of more than 6,000 instructions once its
// callees are inlined, a helper called from more than one place carries
// "function-inline-threshold"="225" (LLVM's base threshold without its
// vector and single-block bonuses: codegen/cg_module.c, hold_inlining):
// conv3 (cost ~320) stays a function called twice.  In a small module
// (-DSMALL) it is inlined as before.  Values: tests/run/inline-huge.cl.
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 -DSMALL %s -o - | FileCheck %s --check-prefix=SMALL
// RUN: %oclc -S -emit-llvm -O1 %s -o - | FileCheck %s

#define STEP(x, y) x = (x ^ (y >> 7)) * 0x9E3779B1u + y; y = rotate(y, 13u) ^ x;
#define S4(x, y) STEP(x, y) STEP(x, y) STEP(x, y) STEP(x, y)
#define S16(x, y) S4(x, y) S4(x, y) S4(x, y) S4(x, y)
#define S64(x, y) S16(x, y) S16(x, y) S16(x, y) S16(x, y)
#define S256(x, y) S64(x, y) S64(x, y) S64(x, y) S64(x, y)

// CHECK: define internal <4 x float> @conv3({{.*}} #[[HELD:[0-9]+]]
// SMALL-NOT: define internal <4 x float> @conv3(
static float4 conv3(global const float4 *img, int w, int h, int x, int y)
{
    const float k[9] = {0.0625f, 0.125f, 0.0625f, 0.125f, 0.25f, 0.125f, 0.0625f, 0.125f, 0.0625f};
    float4 acc = (float4)(0.0f);
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
            acc += k[(dy + 1) * 3 + dx + 1] * img[clamp(y + dy, 0, h - 1) * w + clamp(x + dx, 0, w - 1)];
    return acc;
}

// Called once: inlined whatever its size.
static float4 once(float4 v, float s) { return v * s + (float4)(1.0f, 2.0f, 3.0f, 4.0f) / (s + 1.0f); }

// CHECK-LABEL: define void @two_convs(
// CHECK: call <4 x float> @conv3(
// CHECK: call <4 x float> @conv3(
// CHECK-NOT: call <4 x float> @once(
// CHECK: ret void
// SMALL-LABEL: define void @two_convs(
// SMALL-NOT: call <4 x float>
// SMALL: ret void
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
// CHECK: attributes #[[HELD]] = { {{.*}}"function-inline-threshold"="225"
