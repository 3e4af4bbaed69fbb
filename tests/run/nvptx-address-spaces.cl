// Run-time test on an NVIDIA GPU: the nvptx64 lowering of every address
// space (private arrays, local (shared) arrays, constant tables, program-
// scope globals, a static variable in a function, generic pointers into
// private, local and global memory, casts back to named spaces, vectors
// in global memory) compiled to PTX by oclc, loaded by the CUDA driver
// (which JIT-compiles the PTX for the GPU at hand) and launched as one
// work-item (nvptx-workitem.cl runs NDRanges).  The C driver computes
// every expected value with its own code.  Needs a GPU and libcuda
// (tests/lit.cfg.py sets `cuda-gpu`); UNSUPPORTED elsewhere.
// REQUIRES: cuda-gpu
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %s -o %t.O0.ptx
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O2 %s -o %t.O2.ptx
// RUN: %cc -std=c17 %S/Inputs/nvptx-address-spaces.c -ldl -o %t.exe
// RUN: %t.exe %t.O0.ptx | FileCheck %s
// RUN: %t.exe %t.O2.ptx | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: nvptx-address-spaces: 41 checks passed

constant int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
constant char word[] = "oclc";
global int counter = 10;
global float4 bias = (float4)(0.5f, 1.5f, 2.5f, 3.5f);

int sum(const int *p, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++) s += p[i] * (i + 1);
    return s;
}

int bump(int by)
{
    static int calls = 100;
    return calls += by;
}

void fill(int *p, int n, int base)
{
    for (int i = 0; i < n; i++) p[i] = base - i * i;
}

kernel void spaces(global int *out, global float *vec, global const int *lut, int n)
{
    int priv[8];
    local int tile[8];
    for (int i = 0; i < 8; i++) {
        priv[i] = table[i] * (i + 2);
        tile[i] = lut[i] + i * 3;
    }
    out[0] = sum(priv, 8);          /* private through generic */
    out[1] = sum(tile, 8);          /* local through generic */
    out[2] = sum(out + 32, n);      /* global through generic */
    out[3] = lut[n] + table[n];     /* global const, constant */
    out[4] = counter;
    counter += n;
    out[5] = counter;
    out[6] = bump(3);
    out[7] = bump(4);
    int *g = (n & 1) ? (int *)priv : (int *)tile; /* one generic pointer, two spaces */
    fill(g, 4, 50);
    out[8] = priv[0] + priv[3];
    out[9] = tile[0] + tile[3];
    local int *back = (local int *)tile;
    out[10] = back[7];
    out[11] = word[0] + word[3] + (int)sizeof(word);
    fill(out + 12, 4, n);           /* global written through generic */
    float4 v = vload4(0, vec) * 2.0f + bias;
    vstore4(v, 1, vec);
    out[16] = (int)(vec[4] * 100.0f) + (int)(vec[7] * 10.0f);
    out[17] = (g == priv) + 2 * (g == tile);
    private int *pp = (private int *)g;
    out[18] = pp[1];
    double d = (double)out[0] / 7.0;
    out[19] = (int)(d * 1000.0);
}
