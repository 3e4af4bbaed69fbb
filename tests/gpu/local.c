/* Local memory on the GPU: a work-group reduction through two local
 * arguments (the second laid out after the first at a 16-byte boundary,
 * the first of an odd size), with barriers between its steps, over several
 * group sizes up to the GPU's 1024; and a kernel's own `local` array (static
 * shared memory) next to a local argument (dynamic), reversing each group's
 * values.  The sums are computed here. */
#include <stdint.h>

#include "gpu_test.h"

static const char *src =
    "kernel void reduce(global const int *in, global long *out, local int *sums, local uint *counts) {\n"
    "  uint l = get_local_id(0), n = get_local_size(0);\n"
    "  sums[l] = in[get_global_id(0)];\n"
    "  counts[l] = 1;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (uint s = n / 2; s > 0; s >>= 1) {\n"
    "    if (l < s) { sums[l] += sums[l + s]; counts[l] += counts[l + s]; }\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  }\n"
    "  if (l == 0) { out[2 * get_group_id(0)] = sums[0]; out[2 * get_group_id(0) + 1] = counts[0]; }\n"
    "}\n"
    "kernel void reverse(global int *data, local int *copy) {\n"
    "  local int tile[256];\n"
    "  uint l = get_local_id(0), n = get_local_size(0);\n"
    "  tile[l] = data[get_global_id(0)];\n"
    "  copy[l] = -tile[l];\n"
    "  work_group_barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  data[get_global_id(0)] = tile[n - 1 - l] * 1000 + copy[n - 1 - l] * 0 + (copy[l] + tile[l]);\n"
    "}\n";

static void reduce(unsigned gpu, oclc_program *p)
{
    enum { N = 1 << 16 };
    int *in = malloc(N * sizeof *in);
    uint32_t seed = 12345;
    for (int i = 0; i < N; i++) {
        seed = seed * 1664525u + 1013904223u;
        in[i] = (int)(seed >> 8) % 20001 - 10000;
    }
    oclc_buffer *bin = buffer_or_exit(gpu, N * sizeof *in), *bout = buffer_or_exit(gpu, N * 2 * sizeof(long long));
    oclc_buffer_write(bin, 0, N * sizeof *in, in);
    static const size_t locals[] = {32, 64, 256, 1024};
    long long *out = malloc(N * 2 * sizeof *out);
    for (size_t t = 0; t < sizeof locals / sizeof *locals; t++) {
        size_t l = locals[t], n = N;
        const void *args[] = {&bin, &bout, NULL, NULL};
        size_t sizes[] = {sizeof bin, sizeof bout, l * 4 + 3, l * 4}; /* an odd size first: the second at 16 */
        oclc_status st = oclc_program_enqueue(p, "reduce", 1, NULL, &n, &l, 4, sizes, args);
        CHECK(st == OCLC_SUCCESS, "reduce over groups of %zu: %s %s", l, oclc_status_string(st), oclc_program_log(p));
        oclc_buffer_read(bout, 0, (N / l) * 2 * sizeof *out, out);
        int bad = 0;
        for (size_t g = 0; g < N / l; g++) {
            long long want = 0;
            for (size_t i = g * l; i < (g + 1) * l; i++) want += in[i];
            want = (int)want; /* the kernel sums in int */
            if ((out[2 * g] != want || out[2 * g + 1] != (long long)l) && ++bad <= 5)
                printf("FAIL reduce %zu, group %zu: %lld (%lld items), expected %lld (%zu)\n", l, g, out[2 * g],
                       out[2 * g + 1], want, l);
        }
        CHECK(bad == 0, "reduce over groups of %zu: %d groups wrong", l, bad);
        printf("reduce: %d groups of %zu checked\n", (int)(N / l), l);
    }
    free(out);
    free(in);
    oclc_buffer_destroy(bin);
    oclc_buffer_destroy(bout);
}

static void reverse(unsigned gpu, oclc_program *p)
{
    enum { N = 4096 };
    int data[N], got[N];
    for (int i = 0; i < N; i++) data[i] = i % 1777;
    oclc_buffer *b = buffer_or_exit(gpu, sizeof data);
    oclc_buffer_write(b, 0, sizeof data, data);
    size_t n = N, l = 256;
    const void *args[] = {&b, NULL};
    size_t sizes[] = {sizeof b, l * 4};
    oclc_status st = oclc_program_enqueue(p, "reverse", 1, NULL, &n, &l, 2, sizes, args);
    CHECK(st == OCLC_SUCCESS, "reverse: %s %s", oclc_status_string(st), oclc_program_log(p));
    oclc_buffer_read(b, 0, sizeof got, got);
    int bad = 0;
    for (int i = 0; i < N; i++) {
        int g = i / 256, li = i % 256;
        bad += got[i] != data[g * 256 + 255 - li] * 1000;
    }
    CHECK(bad == 0, "reverse: %d of %d wrong", bad, N);
    oclc_kernel_info ki;
    CHECK(oclc_program_kernel_info(p, "reverse", &ki) == OCLC_SUCCESS && ki.local_mem_size >= 1024,
          "reverse's static local memory: %llu bytes", ki.local_mem_size);
    oclc_buffer_destroy(b);
}

int main(void)
{
    unsigned gpu = gpu_or_skip("gpu-local");
    oclc_program *p = build_for(gpu, src, NULL);
    reduce(gpu, p);
    reverse(gpu, p);
    /* More local memory than a group may have: a clear error. */
    oclc_device_desc d;
    oclc_device_info(gpu, &d);
    oclc_buffer *b = buffer_or_exit(gpu, 1024 * 8);
    size_t n = 32, l = 32;
    const void *args[] = {&b, &b, NULL, NULL};
    size_t sizes[] = {sizeof b, sizeof b, (size_t)d.local_mem_size, 64};
    oclc_status st = oclc_program_enqueue(p, "reduce", 1, NULL, &n, &l, 4, sizes, args);
    CHECK(st != OCLC_SUCCESS && strstr(oclc_program_log(p), "local"), "too much local memory: %s", oclc_program_log(p));
    oclc_buffer_destroy(b);
    oclc_program_destroy(p);
    return finish("gpu-local");
}
