// Run-time test on an NVIDIA GPU of the nvptx64 math (libclc's built-ins,
// linked from the copy embedded in liboclc) and atomics (PTX's atom with
// membars), at -O0 and -O2.  The C driver (Inputs/nvptx-math-atomics.c)
// checks each math result against the C library in long double, within
// the specification's ulp bounds (OpenCL C 3.0, 7.4), the second results
// exactly, and every atomic total against its own count.
// REQUIRES: cuda-gpu, libclc
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-std=CL3.0 -S -O0 %s -o %t.O0.ptx
// RUN: %oclc --target=nvptx64-nvidia-cuda -cl-std=CL3.0 -S -O2 %s -o %t.O2.ptx
// RUN: %cc -std=c17 -I%S/Inputs %S/Inputs/nvptx-math-atomics.c -ldl -lm -o %t.exe
// RUN: %t.exe %t.O0.ptx | FileCheck %s
// RUN: %t.exe %t.O2.ptx | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: nvptx-math-atomics: {{[0-9]+}} checks passed, 0 failed

#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable

#define NF 12
kernel void math(global const float *x, global float *f, global int *iv, global const double *y, global double *d)
{
    size_t i = get_global_id(0);
    float a = x[i], t;
    int e;
    global float *o = f + i * NF;
    o[0] = exp(a);
    o[1] = log(fabs(a));
    o[2] = sin(a);
    o[3] = cos(a);
    o[4] = pow(fabs(a), 1.37f);
    o[5] = tanh(a);
    o[6] = cbrt(a);
    o[7] = sqrt(fabs(a));
    o[8] = frexp(a, &e);
    iv[2 * i] = e;
    o[9] = fract(a, &t);
    o[10] = t;
    o[11] = remquo(a, 0.75f, &e);
    iv[2 * i + 1] = e;
    double b = y[i];
    d[3 * i] = exp(b);
    d[3 * i + 1] = log(fabs(b));
    d[3 * i + 2] = sin(b);
}

/* Every work-item counts into global and local counters, 32- and 64-bit,
 * with the 1.x and C11 forms; the group's local totals go out at the end. */
kernel void atomics(global int *g, global atomic_int *c11, global long *g64, global int *groups, local int *l)
{
    size_t i = get_global_id(0), lid = get_local_id(0);
    if (lid < 4) l[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_inc(&g[0]);
    atomic_add(&g[1], (int)(i % 7));
    atomic_max(&g[2], (int)(i * 37 % 1001));
    atomic_min(&g[3], -(int)(i % 513));
    atomic_fetch_add(&c11[0], 2);
    atomic_fetch_add_explicit(&c11[1], 1, memory_order_relaxed, memory_scope_device);
    int old = atomic_load_explicit(&c11[2], memory_order_acquire, memory_scope_device);
    while (!atomic_compare_exchange_weak(&c11[2], &old, old + 3))
        ;
    atom_add(&g64[0], (long)i << 20);
    atomic_inc(&l[0]);
    atomic_add(&l[1], (int)lid);
    atomic_xchg(&l[2], 5);
    atomic_or(&l[3], 1 << (lid % 31));
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < 4) groups[get_group_id(0) * 4 + lid] = l[lid];
}
