/* saxpy on the GPU, and every work-item function over a 3D NDRange with a
 * global offset (and over 1D and 2D ones, where the unused dimensions
 * must read as the spec's neutral values), each work-item writing what it
 * sees, through a function the kernel calls, into a record the host
 * compares with what it computes from the NDRange itself. */
#include <stdint.h>

#include "gpu_test.h"

enum { FIELDS = 40 };

static const char *src = "kernel void saxpy(global float *y, global const float *x, float a) {\n"
                         "  size_t i = get_global_id(0);\n"
                         "  y[i] = a * x[i] + y[i];\n"
                         "}\n"
                         "__attribute__((noinline)) void record(global uint *o, uint d) {\n"
                         "  o[0 + d] = get_global_id(d);\n"
                         "  o[4 + d] = get_local_id(d);\n"
                         "  o[8 + d] = get_group_id(d);\n"
                         "  o[12 + d] = get_local_size(d);\n"
                         "  o[16 + d] = get_enqueued_local_size(d);\n"
                         "  o[20 + d] = get_num_groups(d);\n"
                         "  o[24 + d] = get_global_size(d);\n"
                         "  o[28 + d] = get_global_offset(d);\n"
                         "}\n"
                         "kernel void items(global uint *out) {\n"
                         "  size_t lin = get_global_linear_id();\n"
                         "  global uint *o = out + lin * 40;\n"
                         "  for (uint d = 0; d < 4; d++) record(o, d);\n" /* d = 3: out of range */
                         "  o[32] = get_work_dim();\n"
                         "  o[33] = lin;\n"
                         "  o[34] = get_local_linear_id();\n"
                         "  o[35] = 0xC0FFEE;\n"
                         "}\n";

static void saxpy(unsigned gpu, oclc_program *p)
{
    enum { N = 1 << 20 };
    float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), *r = malloc(N * sizeof *r);
    for (int i = 0; i < N; i++) {
        x[i] = (float)(i % 1000);
        y[i] = (float)(i % 77) - 30;
    }
    oclc_buffer *bx = buffer_or_exit(gpu, N * sizeof *x), *by = buffer_or_exit(gpu, N * sizeof *y);
    oclc_buffer_write(bx, 0, N * sizeof *x, x);
    oclc_buffer_write(by, 0, N * sizeof *y, y);
    float a = 3.0f; /* exact in float: no rounding for contraction to change */
    const void *args[] = {&by, &bx, &a};
    size_t sizes[] = {sizeof by, sizeof bx, sizeof a};
    size_t n = N, local = 256;
    oclc_status st = oclc_program_enqueue(p, "saxpy", 1, NULL, &n, &local, 3, sizes, args);
    CHECK(st == OCLC_SUCCESS, "saxpy: %s %s", oclc_status_string(st), oclc_program_log(p));
    oclc_buffer_read(by, 0, N * sizeof *r, r);
    int bad = 0;
    for (int i = 0; i < N; i++) bad += r[i] != a * x[i] + y[i];
    CHECK(bad == 0, "saxpy: %d of %d wrong", bad, N);
    /* oclc's own local size (NULL) on a size 256 does not divide */
    n = 3 * 7 * 1000;
    st = oclc_program_enqueue(p, "saxpy", 1, NULL, &n, NULL, 3, sizes, args);
    CHECK(st == OCLC_SUCCESS, "saxpy, local size oclc's: %s", oclc_program_log(p));
    oclc_buffer_read(by, 0, N * sizeof *r, r);
    bad = 0;
    for (int i = 0; i < N; i++) bad += r[i] != (i < (int)n ? a * x[i] + a * x[i] + y[i] : a * x[i] + y[i]);
    CHECK(bad == 0, "saxpy twice over %zu: %d wrong", n, bad);
    oclc_buffer_destroy(bx);
    oclc_buffer_destroy(by);
    free(x);
    free(y);
    free(r);
}

/* One NDRange of `items`, checked work-item by work-item. */
static void ndrange(unsigned gpu, oclc_program *p, unsigned dim, const size_t *gsize, const size_t *lsize,
                    const size_t *offset)
{
    size_t g[3] = {1, 1, 1}, l[3] = {1, 1, 1}, off[3] = {0, 0, 0};
    for (unsigned d = 0; d < dim; d++) {
        g[d] = gsize[d];
        l[d] = lsize[d];
        off[d] = offset ? offset[d] : 0;
    }
    size_t total = g[0] * g[1] * g[2];
    oclc_buffer *out = buffer_or_exit(gpu, total * FIELDS * 4);
    oclc_buffer_fill(out, "\xff", 1, 0, total * FIELDS * 4);
    const void *args[] = {&out};
    size_t sizes[] = {sizeof out};
    oclc_status st = oclc_program_enqueue(p, "items", dim, offset, gsize, lsize, 1, sizes, args);
    CHECK(st == OCLC_SUCCESS, "items %uD: %s %s", dim, oclc_status_string(st), oclc_program_log(p));
    uint32_t *o = malloc(total * FIELDS * 4);
    oclc_buffer_read(out, 0, total * FIELDS * 4, o);
    int bad = 0;
    for (size_t z = 0; z < g[2]; z++)
        for (size_t y = 0; y < g[1]; y++)
            for (size_t x = 0; x < g[0]; x++) {
                size_t id[3] = {x, y, z}, lin = (z * g[1] + y) * g[0] + x;
                uint32_t want[FIELDS];
                for (int d = 0; d < 4; d++) {
                    int in = d < 3; /* neutral values past work_dim come from g, l, off being 1, 1, 0 */
                    want[0 + d] = in ? (uint32_t)(id[d] + off[d]) : 0;
                    want[4 + d] = in ? (uint32_t)(id[d] % l[d]) : 0;
                    want[8 + d] = in ? (uint32_t)(id[d] / l[d]) : 0;
                    want[12 + d] = in ? (uint32_t)l[d] : 1;
                    want[16 + d] = in ? (uint32_t)l[d] : 1;
                    want[20 + d] = in ? (uint32_t)(g[d] / l[d]) : 1;
                    want[24 + d] = in ? (uint32_t)g[d] : 1;
                    want[28 + d] = in ? (uint32_t)off[d] : 0;
                }
                want[32] = dim;
                want[33] = (uint32_t)lin;
                want[34] = (uint32_t)(((id[2] % l[2]) * l[1] + id[1] % l[1]) * l[0] + id[0] % l[0]);
                want[35] = 0xC0FFEE;
                static const char *names[] = {
                    "get_global_id",           "get_local_id",   "get_group_id",    "get_local_size",
                    "get_enqueued_local_size", "get_num_groups", "get_global_size", "get_global_offset"};
                for (int f = 0; f < 36; f++) {
                    const uint32_t *rec = o + lin * FIELDS;
                    if (rec[f] != want[f] && ++bad <= 10)
                        printf("FAIL %uD (%zu,%zu,%zu): %s%s%d: %u, expected %u\n", dim, x, y, z,
                               f < 32    ? names[f / 4]
                               : f == 32 ? "get_work_dim"
                               : f == 33 ? "get_global_linear_id"
                               : f == 34 ? "get_local_linear_id"
                                         : "end marker",
                               f < 32 ? " of dimension " : "", f < 32 ? f % 4 : 0, rec[f], want[f]);
                }
            }
    checks++;
    if (bad) fails++;
    printf("items %uD: %zu work-items x 36 values checked, %d wrong\n", dim, total, bad);
    free(o);
    oclc_buffer_destroy(out);
}

int main(void)
{
    unsigned gpu = gpu_or_skip("gpu-workitems");
    oclc_program *p = build_for(gpu, src, NULL);
    saxpy(gpu, p);
    size_t g3[3] = {16, 6, 4}, l3[3] = {4, 3, 2}, off3[3] = {5, 7, 11};
    ndrange(gpu, p, 3, g3, l3, off3);
    size_t g1[1] = {512}, l1[1] = {128}, off1[1] = {1000};
    ndrange(gpu, p, 1, g1, l1, off1);
    size_t g2[2] = {32, 8}, l2[2] = {8, 8};
    ndrange(gpu, p, 2, g2, l2, NULL);
    oclc_program_destroy(p);
    return finish("gpu-workitems");
}
