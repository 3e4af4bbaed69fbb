/* Local memory on the GPU: a work-group reduction through two local
 * arguments (the second laid out after the first at a 16-byte boundary,
 * the first of an odd size), with barriers between its steps, over several
 * group sizes up to the GPU's 1024; and a kernel's own `local` array (static
 * shared memory) next to a local argument (dynamic), reversing each group's
 * values, the two together up to the group's most; the group's async copies, contiguous and strided, both ways;
 * to_global/to_local/to_private/get_fence on the three kinds of pointer.
 * The expected values are computed here. */
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
    "}\n"
    /* The group's async copies: one of its n elements, read back reversed
     * (every element copied before any is read), then m < n elements of
     * every other source element, written to every third. */
    "kernel void tiles(global const int *in, global int *out, global int *spread, local int *tile, uint m) {\n"
    "  uint l = get_local_id(0), n = get_local_size(0), g = get_group_id(0);\n"
    "  event_t e = async_work_group_copy(tile, in + g * n, n, 0);\n"
    "  wait_group_events(1, &e);\n"
    "  out[g * n + l] = tile[n - 1 - l];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  e = async_work_group_strided_copy(tile, in + 2 * g * n, m, 2, 0);\n"
    "  wait_group_events(1, &e);\n"
    "  e = async_work_group_strided_copy(spread + 3 * g * n, tile, m, 3, e);\n"
    "  wait_group_events(1, &e);\n"
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

/* The local argument at 1 KiB, at 48 KiB (with the kernel's own 1 KiB past
 * the 48 KiB a kernel may have without opting in: the driver refused such a
 * launch while only the argument was counted) and at the most that fits
 * next to the kernel's own; one byte more is an error that says why. */
static void reverse(unsigned gpu, oclc_program *p)
{
    enum { N = 4096 };
    int data[N], got[N];
    oclc_kernel_info ki;
    oclc_device_desc d;
    CHECK(oclc_program_kernel_info(p, "reverse", &ki) == OCLC_SUCCESS && ki.local_mem_size >= 1024,
          "reverse's static local memory: %llu bytes", ki.local_mem_size);
    oclc_device_info(gpu, &d);
    size_t most = (size_t)(d.local_mem_size - ki.local_mem_size);
    const size_t copies[] = {256 * 4, 48 * 1024, most, most + 1};
    oclc_buffer *b = buffer_or_exit(gpu, sizeof data);
    for (size_t c = 0; c < sizeof copies / sizeof *copies; c++) {
        for (int i = 0; i < N; i++) data[i] = i % 1777 + (int)c;
        oclc_buffer_write(b, 0, sizeof data, data);
        size_t n = N, l = 256;
        const void *args[] = {&b, NULL};
        size_t sizes[] = {sizeof b, copies[c]};
        oclc_status st = oclc_program_enqueue(p, "reverse", 1, NULL, &n, &l, 2, sizes, args);
        if (copies[c] > most) {
            CHECK(st != OCLC_SUCCESS && strstr(oclc_program_log(p), "own local variables"),
                  "reverse with %zu + %llu local bytes of %llu: %s %s", copies[c], ki.local_mem_size, d.local_mem_size,
                  oclc_status_string(st), oclc_program_log(p));
            continue;
        }
        CHECK(st == OCLC_SUCCESS, "reverse with %zu local bytes: %s %s", copies[c], oclc_status_string(st),
              oclc_program_log(p));
        oclc_buffer_read(b, 0, sizeof got, got);
        int bad = 0;
        for (int i = 0; i < N; i++) {
            int g = i / 256, li = i % 256;
            bad += got[i] != data[g * 256 + 255 - li] * 1000;
        }
        CHECK(bad == 0, "reverse with %zu local bytes: %d of %d wrong", copies[c], bad, N);
    }
    oclc_buffer_destroy(b);
}

static void tiles(unsigned gpu, oclc_program *p)
{
    enum { N = 8192 };
    static int in[2 * N], out[N], spread[3 * N];
    for (int i = 0; i < 2 * N; i++) in[i] = i * 7 - 5000;
    oclc_buffer *bin = buffer_or_exit(gpu, sizeof in), *bout = buffer_or_exit(gpu, sizeof out),
                *bspread = buffer_or_exit(gpu, sizeof spread);
    oclc_buffer_write(bin, 0, sizeof in, in);
    static const size_t locals[] = {32, 96, 256, 1024};
    for (size_t t = 0; t < sizeof locals / sizeof *locals; t++) {
        size_t l = locals[t], n = N / l * l;
        unsigned m = (unsigned)(l / 2 + 3);
        memset(spread, 0xff, sizeof spread);
        oclc_buffer_write(bspread, 0, sizeof spread, spread);
        const void *args[] = {&bin, &bout, &bspread, NULL, &m};
        size_t sizes[] = {sizeof bin, sizeof bout, sizeof bspread, l * 4, sizeof m};
        oclc_status st = oclc_program_enqueue(p, "tiles", 1, NULL, &n, &l, 5, sizes, args);
        CHECK(st == OCLC_SUCCESS, "tiles of %zu: %s %s", l, oclc_status_string(st), oclc_program_log(p));
        oclc_buffer_read(bout, 0, n * sizeof *out, out);
        oclc_buffer_read(bspread, 0, sizeof spread, spread);
        int bad = 0;
        for (size_t i = 0; i < n; i++) {
            size_t g = i / l, li = i % l;
            bad += out[i] != in[g * l + l - 1 - li];
        }
        CHECK(bad == 0, "async_work_group_copy in groups of %zu: %d of %zu wrong", l, bad, n);
        bad = 0;
        for (size_t i = 0; i < 3 * n; i++) {
            size_t g = i / (3 * l), k = i % (3 * l);
            int want = k % 3 == 0 && k / 3 < m ? in[2 * g * l + 2 * (k / 3)] : -1;
            bad += spread[i] != want;
        }
        CHECK(bad == 0, "async_work_group_strided_copy in groups of %zu: %d of %zu wrong", l, bad, 3 * n);
        printf("tiles: groups of %zu checked\n", l);
    }
    oclc_buffer_destroy(bin);
    oclc_buffer_destroy(bout);
    oclc_buffer_destroy(bspread);
}

/* The generic address space: where a generic pointer points, asked in a
 * function the kernel calls with a global, a local and a private pointer. */
static const char *spaces_src =
    "void probe(int *p, global int *o) {\n"
    "  o[0] = to_global(p) != 0; o[1] = to_local(p) != 0; o[2] = to_private(p) != 0; o[3] = (int)get_fence(p);\n"
    "}\n"
    "kernel void spaces(global int *out, local int *l) {\n"
    "  int x = (int)get_global_id(0);\n"
    "  global int *o = out + 12 * get_global_id(0);\n"
    "  probe(o, o);\n"
    "  probe(l + get_local_id(0), o + 4);\n"
    "  probe(&x, o + 8);\n"
    "}\n";

static void spaces(unsigned gpu)
{
    oclc_program *p = build_for(gpu, spaces_src, "-cl-std=CL3.0");
    enum { N = 64 };
    static int out[12 * N];
    oclc_buffer *b = buffer_or_exit(gpu, sizeof out);
    size_t n = N, l = 32;
    const void *args[] = {&b, NULL};
    size_t sizes[] = {sizeof b, l * 4};
    oclc_status st = oclc_program_enqueue(p, "spaces", 1, NULL, &n, &l, 2, sizes, args);
    CHECK(st == OCLC_SUCCESS, "spaces: %s %s", oclc_status_string(st), oclc_program_log(p));
    oclc_buffer_read(b, 0, sizeof out, out);
    /* global, local, private: to_global, to_local, to_private, get_fence */
    static const int want[12] = {1, 0, 0, 2, 0, 1, 0, 1, 0, 0, 1, 2};
    int bad = 0;
    for (int i = 0; i < 12 * N; i++)
        if (out[i] != want[i % 12] && ++bad <= 3)
            printf("FAIL spaces[%d] = %d, expected %d\n", i, out[i], want[i % 12]);
    CHECK(bad == 0, "to_global/to_local/to_private/get_fence: %d of %d wrong", bad, 12 * N);
    oclc_buffer_destroy(b);
    oclc_program_destroy(p);
}

int main(void)
{
    unsigned gpu = gpu_or_skip("gpu-local");
    oclc_program *p = build_for(gpu, src, NULL);
    reduce(gpu, p);
    reverse(gpu, p);
    tiles(gpu, p);
    spaces(gpu);
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
