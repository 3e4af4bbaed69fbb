// Run-time test on an NVIDIA GPU of the nvptx64 kernel ABI (docs/gpu.md):
// the work-item functions over 1-D and 3-D NDRanges with global offsets
// (special registers, and the hidden work_dim and offsets, read in the
// kernel and in a function it calls, with constant and run-time
// dimensions); `local` arguments as offsets into the dynamic shared memory
// (two of them, in a tree reduction between barriers); a `constant`
// argument, a global buffer; and a kernel called from another kernel.
// The C driver (Inputs/nvptx-workitem.c) launches through the CUDA driver
// as the ABI says and computes every expected value itself.
// REQUIRES: cuda-gpu
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %s -o %t.O0.ptx
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O2 %s -o %t.O2.ptx
// RUN: %cc -std=c17 -I%S/Inputs %S/Inputs/nvptx-workitem.c -ldl -o %t.exe
// RUN: %t.exe %t.O0.ptx | FileCheck %s
// RUN: %t.exe %t.O2.ptx | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK: nvptx-workitem: {{[0-9]+}} checks passed, 0 failed

#define NV 24

ulong at(uint d, uint what)
{
    switch (what) {
    case 0: return get_global_id(d);
    case 1: return get_local_id(d);
    case 2: return get_group_id(d);
    case 3: return get_global_size(d);
    case 4: return get_local_size(d);
    case 5: return get_num_groups(d);
    case 6: return get_global_offset(d);
    }
    return get_enqueued_local_size(d);
}

kernel void ids(global ulong *out, uint dim)
{
    ulong i = get_global_linear_id();
    global ulong *o = out + i * NV;
    o[0] = get_global_id(0);
    o[1] = get_global_id(1);
    o[2] = get_global_id(2);
    o[3] = get_local_id(0);
    o[4] = get_local_id(1);
    o[5] = get_local_id(2);
    o[6] = get_group_id(0) + 1000 * get_group_id(1) + 1000000 * get_group_id(2);
    o[7] = get_global_size(0) + 1000 * get_global_size(1) + 1000000 * get_global_size(2);
    o[8] = get_local_size(0) + 1000 * get_local_size(1) + 1000000 * get_local_size(2);
    o[9] = get_num_groups(0) + 1000 * get_num_groups(1) + 1000000 * get_num_groups(2);
    o[10] = get_global_offset(0) + 1000 * get_global_offset(1) + 1000000 * get_global_offset(2);
    o[11] = get_work_dim();
    o[12] = get_global_linear_id();
    o[13] = get_local_linear_id();
    o[14] = get_enqueued_local_size(0) + 1000 * get_enqueued_local_size(2);
    /* Past the third dimension. */
    o[15] = get_global_size(3) + 10 * get_local_size(4) + 100 * get_num_groups(7) + 1000 * get_global_id(3) +
            10000 * get_local_id(9) + 100000 * get_group_id(3) + 1000000 * get_global_offset(5);
    /* A run-time dimension (0 .. 3), in a function the kernel calls. */
    for (uint w = 0; w < 8; w++) o[16 + w] = at(dim, w);
}

/* The sum of each group's values, by a tree in local memory, plus a
 * table entry read through a constant argument; t2 checks that the two
 * local arguments do not overlap. */
kernel void reduce(global const int *in, global int *out, local int *t, constant int *lut, local int *t2)
{
    size_t l = get_local_id(0), n = get_local_size(0);
    t[l] = in[get_global_id(0)];
    t2[l] = -1;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t s = n / 2; s > 0; s /= 2) {
        if (l < s) t[l] += t[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) out[get_group_id(0)] = t[0] + lut[get_group_id(0) % 4] + t2[n - 1];
}

kernel void twice(global const int *in, global int *out, local int *t, constant int *lut, local int *t2)
{
    reduce(in, out, t, lut, t2);
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (get_local_id(0) == 0) out[get_group_id(0)] *= 2;
}
