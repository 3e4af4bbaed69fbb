// Run-time test: .xyzw and .rgba on 8- and 16-component vectors are their
// lanes 0-3 (OpenCL C 3.0 6.3.7), read, permuted and written.  The C
// driver (Inputs/vec-xyzw-wide.c) computes every lane from lane lists of
// its own.  -O0 and -O2 must agree.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/vec-xyzw-wide.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/vec-xyzw-wide.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: vec-xyzw-wide: 200 inputs, 11200 lanes checked

// out8[0] = v.wzyx as the low half, v.xyzw.hi + v.s45 ... ; then writes.
kernel void wide8(global const float8 *in, global float8 *out)
{
    float8 v = *in;
    out[0] = (float8)(v.wzyx, v.rgba.ab, v.s45 + v.xy);
    float8 w = v;
    w.xz = (float2)(v.y, v.w) * 2.0f;
    w.a = v.s7;
    w.bg += (float2)(1.0f, 2.0f);
    out[1] = w;
    out[2] = (float8)(v.x + v.s4, v.yyyy, v.w, v.s7, v.r);
}

kernel void wide16(global const int16 *in, global int16 *out)
{
    int16 v = *in;
    out[0] = (int16)(v.xyzw, v.abgr, v.sFEDC, v.s89ab.wzyx);
    int16 w = v;
    w.wx = v.sEF;
    w.y++;
    w.rgb ^= v.s123;
    out[1] = w;
}
