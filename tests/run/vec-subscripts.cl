// Run-time test: v[i] on vectors, read and written, with constant and
// run-time indices, for 2, 3, 4, 8 and 16 lanes.  A run-time index
// selects lane i modulo vec_step (4 for a 3-component vector, whose lane 3
// reads 0 and takes no write), including indices far out of range and
// negative ones.  The C driver (Inputs/vec-subscripts.c) computes each
// lane with plain arrays.  -O0 and -O2 must agree.
// RUN: %oclc -c -O0 %s -o %t.O0.o
// RUN: %cc -std=c17 %S/Inputs/vec-subscripts.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %s -o %t.O2.o
// RUN: %cc -std=c17 %S/Inputs/vec-subscripts.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: vec-subscripts: 4000 cases, 552000 values checked

/* Reads: out[k] = v[idx[k]] for 16 indices, for each vector. */
kernel void reads(global const int2 *a, global const int3 *b, global const int4 *c, global const int8 *d,
                  global const int16 *e, global const int *idx, global int *out)
{
    for (int k = 0; k < 16; k++) {
        int i = idx[k];
        out[k] = a[0][i];
        out[16 + k] = b[0][i];
        out[32 + k] = c[0][i];
        out[48 + k] = d[0][i];
        out[64 + k] = (*e)[i];
    }
    out[80] = a[0][1] + b[0][2] + c[0][3] + d[0][7] + e[0][15];
}

/* Writes through private copies, then the vectors are stored: lane i
 * gets x, lane j is incremented, lane 0 of each is doubled. */
kernel void writes(global int2 *a, global int3 *b, global int4 *c, global int8 *d, global int16 *e, int i, int j,
                   int x)
{
    int2 va = *a;
    int3 vb = *b;
    int4 vc = *c;
    int8 vd = *d;
    int16 ve = *e;
    va[i] = x;
    vb[i] = x;
    vc[i] = x;
    vd[i] = x;
    ve[i] = x;
    va[j]++;
    vb[j]++;
    vc[j]++;
    vd[j]++;
    ve[j]++;
    va[0] *= 2;
    vb[0] *= 2;
    vc[0] *= 2;
    vd[0] *= 2;
    ve[0] *= 2;
    *a = va;
    *b = vb;
    *c = vc;
    *d = vd;
    *e = ve;
}

/* In place in global memory, and in a float16. */
kernel void in_place(global float16 *f, global long4 *g, int i, float x)
{
    f[0][i] = f[0][i] * x + (*f)[15];
    g[1][i] -= g[0][i];
}
