/* Driver for run/nvptx-address-spaces.cl: loads the PTX (argv[1]) with the
 * CUDA driver API (cuda_driver.h), runs the kernel as one work-item and
 * compares every output with values computed here, in C, by the kernel's
 * definition. */
#include "cuda_driver.h"

static int ref_sum(const int *p, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++) s += p[i] * (i + 1);
    return s;
}

int main(int argc, char **argv)
{
    CUmodule mod = cuda_load(argc > 1 ? argv[1] : NULL);

    const int n = 5;
    int out[64] = {0};
    for (int i = 0; i < 32; i++) out[32 + i] = 7 * i - 20;
    float vec[8] = {1.25f, -2.0f, 3.5f, 0.75f, 0, 0, 0, 0};
    int lut[8] = {11, -3, 8, 0, 42, 6, -9, 2};
    CUdeviceptr d_out, d_vec, d_lut;
    CU(cuMemAlloc_v2(&d_out, sizeof out));
    CU(cuMemAlloc_v2(&d_vec, sizeof vec));
    CU(cuMemAlloc_v2(&d_lut, sizeof lut));
    CU(cuMemcpyHtoD_v2(d_out, out, sizeof out));
    CU(cuMemcpyHtoD_v2(d_vec, vec, sizeof vec));
    CU(cuMemcpyHtoD_v2(d_lut, lut, sizeof lut));
    int nn = n;
    void *params[] = {&d_out, &d_vec, &d_lut, &nn};
    static const size_t one[3] = {1, 1, 1};
    static const uint64_t none[3] = {0, 0, 0};
    cuda_launch(mod, "spaces", 1, one, one, none, 0, params, 4);
    int got[64];
    float vgot[8];
    CU(cuMemcpyDtoH_v2(got, d_out, sizeof got));
    CU(cuMemcpyDtoH_v2(vgot, d_vec, sizeof vgot));
    CUdeviceptr d_counter;
    size_t csize;
    int counter_after;
    CU(cuModuleGetGlobal_v2(&d_counter, &csize, mod, "counter"));
    CU(cuMemcpyDtoH_v2(&counter_after, d_counter, sizeof counter_after));

    /* The reference, step by step as the kernel defines it. */
    static const int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
    int priv[8], tile[8];
    for (int i = 0; i < 8; i++) {
        priv[i] = table[i] * (i + 2);
        tile[i] = lut[i] + i * 3;
    }
    int priv_sum = ref_sum(priv, 8);
    check("private via generic", got[0], priv_sum);
    check("local via generic", got[1], ref_sum(tile, 8));
    check("global via generic", got[2], ref_sum(out + 32, n));
    check("global const, constant", got[3], lut[n] + table[n]);
    check("global before", got[4], 10);
    check("global after", got[5], 10 + n);
    check("static local 1", got[6], 103);
    check("static local 2", got[7], 107);
    int *g = (n & 1) ? priv : tile;
    for (int i = 0; i < 4; i++) g[i] = 50 - i * i;
    check("private after fill", got[8], priv[0] + priv[3]);
    check("local after fill", got[9], tile[0] + tile[3]);
    check("generic to local", got[10], tile[7]);
    check("constant string", got[11], 'o' + 'c' + 5);
    for (int i = 0; i < 4; i++) check("global written via generic", got[12 + i], n - i * i);
    float v[4], bias[4] = {0.5f, 1.5f, 2.5f, 3.5f};
    for (int i = 0; i < 4; i++) v[i] = vec[i] * 2.0f + bias[i];
    for (int i = 0; i < 4; i++) check("vstore4", (long)(vgot[4 + i] * 1000), (long)(v[i] * 1000));
    check("vector in global", got[16], (int)(v[0] * 100.0f) + (int)(v[3] * 10.0f));
    check("generic compares", got[17], (n & 1) ? 1 : 2);
    check("generic to private", got[18], g[1]);
    check("double", got[19], (int)((double)priv_sum / 7.0 * 1000.0));
    check("counter read back", counter_after, 10 + n);
    for (int i = 20; i < 32; i++) check("untouched", got[i], 0);
    for (int i = 32; i < 32 + 4; i++) check("input kept", got[i], out[i]);
    printf("nvptx-address-spaces: %d checks passed\n", checks - fails);
    return fails != 0;
}
