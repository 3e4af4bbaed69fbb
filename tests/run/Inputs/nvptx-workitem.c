/* Driver for run/nvptx-workitem.cl: launches its kernels through the CUDA
 * driver (cuda_driver.h) as oclc's PTX kernel ABI says (support/ptx_abi.h:
 * the hidden work_dim and offsets after the user's arguments, local
 * arguments as offsets into the dynamic shared memory) and computes what
 * each work-item must have written from the NDRange alone. */
#include "cuda_driver.h"

#define NV 24

/* One NDRange of the ids kernel, checked item by item. */
static void run_ids(CUmodule mod, unsigned wd, size_t g0, size_t g1, size_t g2, size_t l0, size_t l1, size_t l2,
                    uint64_t o0, uint64_t o1, uint64_t o2, unsigned dim)
{
    size_t gs[3] = {g0, g1, g2}, ls[3] = {l0, l1, l2};
    uint64_t off[3] = {o0, o1, o2};
    size_t items = g0 * g1 * g2, bytes = items * NV * sizeof(uint64_t);
    uint64_t *got = calloc(items * NV, sizeof *got);
    CUdeviceptr d_out;
    CU(cuMemAlloc_v2(&d_out, bytes));
    CU(cuMemcpyHtoD_v2(d_out, got, bytes));
    void *args[] = {&d_out, &dim};
    cuda_launch(mod, "ids", wd, gs, ls, off, 0, args, 2);
    CU(cuMemcpyDtoH_v2(got, d_out, bytes));
    for (size_t z = 0; z < g2; z++)
        for (size_t y = 0; y < g1; y++)
            for (size_t x = 0; x < g0; x++) {
                size_t lin = (z * g1 + y) * g0 + x;
                const uint64_t *o = got + lin * NV;
                size_t id[3] = {x, y, z}, lid[3] = {x % l0, y % l1, z % l2}, grp[3] = {x / l0, y / l1, z / l2};
                size_t ng[3] = {g0 / l0, g1 / l1, g2 / l2};
                check("global_id(0)", (long long)o[0], (long long)(x + o0));
                check("global_id(1)", (long long)o[1], (long long)(y + o1));
                check("global_id(2)", (long long)o[2], (long long)(z + o2));
                check("local_id(0)", (long long)o[3], (long long)lid[0]);
                check("local_id(1)", (long long)o[4], (long long)lid[1]);
                check("local_id(2)", (long long)o[5], (long long)lid[2]);
                check("group_id", (long long)o[6], (long long)(grp[0] + 1000 * grp[1] + 1000000 * grp[2]));
                check("global_size", (long long)o[7], (long long)(g0 + 1000 * g1 + 1000000 * g2));
                check("local_size", (long long)o[8], (long long)(l0 + 1000 * l1 + 1000000 * l2));
                check("num_groups", (long long)o[9], (long long)(ng[0] + 1000 * ng[1] + 1000000 * ng[2]));
                check("global_offset", (long long)o[10], (long long)(o0 + 1000 * o1 + 1000000 * o2));
                check("work_dim", (long long)o[11], wd);
                check("global_linear_id", (long long)o[12], (long long)lin);
                check("local_linear_id", (long long)o[13], (long long)((lid[2] * l1 + lid[1]) * l0 + lid[0]));
                check("enqueued_local_size", (long long)o[14], (long long)(l0 + 1000 * l2));
                check("past the third dimension", (long long)o[15], 1 + 10 + 100);
                size_t sz[3] = {g0, g1, g2};
                uint64_t want[8];
                if (dim < 3) {
                    uint64_t w[8] = {id[dim] + off[dim], lid[dim], grp[dim], sz[dim], ls[dim], ng[dim],
                                     off[dim],           ls[dim]};
                    memcpy(want, w, sizeof w);
                } else {
                    uint64_t w[8] = {0, 0, 0, 1, 1, 1, 0, 1};
                    memcpy(want, w, sizeof w);
                }
                for (int k = 0; k < 8; k++) check("run-time dimension", (long long)o[16 + k], (long long)want[k]);
            }
    free(got);
}

/* The reduce kernel (or twice, which doubles it) over n items in groups
 * of l, its two local arguments laid out as the ABI says. */
static void run_reduce(CUmodule mod, const char *kernel, size_t n, size_t l, int factor)
{
    int *in = malloc(n * sizeof *in), *got = calloc(n / l, sizeof *got);
    for (size_t i = 0; i < n; i++) in[i] = (int)((i * 2654435761u) % 1000) - 500;
    int lut[4] = {7, -11, 13, 1000};
    CUdeviceptr d_in, d_out, d_lut;
    CU(cuMemAlloc_v2(&d_in, n * sizeof *in));
    CU(cuMemAlloc_v2(&d_out, n / l * sizeof *got));
    CU(cuMemAlloc_v2(&d_lut, sizeof lut));
    CU(cuMemcpyHtoD_v2(d_in, in, n * sizeof *in));
    CU(cuMemcpyHtoD_v2(d_lut, lut, sizeof lut));
    /* Each local argument at an offset rounded up to 16 bytes. */
    uint32_t t_off = 0, t2_off = (uint32_t)((l * sizeof(int) + 15) / 16 * 16);
    unsigned shared = t2_off + (unsigned)(l * sizeof(int));
    void *args[] = {&d_in, &d_out, &t_off, &d_lut, &t2_off};
    size_t gs[3] = {n, 1, 1}, ls[3] = {l, 1, 1};
    uint64_t off[3] = {0, 0, 0};
    cuda_launch(mod, kernel, 1, gs, ls, off, shared, args, 5);
    CU(cuMemcpyDtoH_v2(got, d_out, n / l * sizeof *got));
    for (size_t g = 0; g < n / l; g++) {
        int sum = 0;
        for (size_t i = 0; i < l; i++) sum += in[g * l + i];
        check(kernel, got[g], (sum + lut[g % 4] - 1) * factor);
    }
    free(in);
    free(got);
}

int main(int argc, char **argv)
{
    CUmodule mod = cuda_load(argc > 1 ? argv[1] : NULL);
    run_ids(mod, 1, 256, 1, 1, 64, 1, 1, 0, 0, 0, 0);
    run_ids(mod, 1, 96, 1, 1, 32, 1, 1, 1000, 0, 0, 3);
    run_ids(mod, 3, 8, 6, 4, 4, 3, 2, 100, 200, 300, 1);
    run_ids(mod, 3, 8, 6, 4, 2, 3, 4, 5, 7, 9, 2);
    run_ids(mod, 2, 16, 12, 1, 8, 4, 1, 1, 2, 0, 0);
    run_reduce(mod, "reduce", 4096, 256, 1);
    run_reduce(mod, "reduce", 1024, 64, 1);
    run_reduce(mod, "twice", 2048, 128, 2);
    printf("nvptx-workitem: %d checks passed, %d failed\n", checks - fails, fails);
    return fails != 0;
}
