/*
 * barrier() and work_group_barrier() with local memory: every work-item
 * of a group reaches the barrier before any passes it.  A tree reduction
 * (barriers in a loop), a 2-D transpose through a `local` array, a barrier
 * inside a function the kernel calls, private variables that live across
 * barriers, groups of 1 and of 1024, and a smaller last group.  Every
 * result is computed here too.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: %t -O0 | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

static const char *src =
    "kernel void reduce(global long *out, global const int *in, local long *s) {\n"
    "  size_t l = get_local_id(0), n = get_local_size(0);\n"
    "  s[l] = in[get_global_id(0)];\n"
    "  for (size_t step = 1; step < n; step *= 2) {\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (l % (2 * step) == 0 && l + step < n) s[l] += s[l + step];\n"
    "  }\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  if (l == 0) out[get_group_id(0)] = s[0];\n"
    "}\n"
    "kernel void transpose(global int *out, global const int *in) {\n"
    "  local int tile[8][9];\n"
    "  size_t x = get_local_id(0), y = get_local_id(1);\n"
    "  size_t gx = get_group_id(0) * 8, gy = get_group_id(1) * 8, w = get_global_size(0), h = get_global_size(1);\n"
    "  tile[y][x] = in[(gy + y) * w + gx + x];\n"
    "  work_group_barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  out[(gx + y) * h + gy + x] = tile[x][y];\n"
    "}\n"
    "void exchange(local int *s, int *mine) {\n"
    "  size_t l = get_local_id(0), n = get_local_size(0);\n"
    "  s[l] = *mine;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  *mine = s[(l + 1) % n];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "}\n"
    "kernel void rotate(global int *out, local int *s, int rounds) {\n"
    "  int priv[4];\n"
    "  for (int k = 0; k < 4; k++) priv[k] = (int)get_global_id(0) * 10 + k;\n"
    "  int mine = (int)get_global_id(0);\n"
    "  for (int r = 0; r < rounds; r++) exchange(s, &mine);\n"
    "  out[get_global_id(0)] = mine * 1000 + priv[0] + priv[3];\n"
    "}\n";

static void test_reduce(oclc_program *p, size_t n, size_t l)
{
    int32_t *in = api_alloc(n * 4);
    size_t groups = (n + l - 1) / l;
    int64_t *out = api_alloc(groups * 8);
    for (size_t i = 0; i < n; i++) in[i] = (int32_t)(test_rand() % 2001) - 1000;
    const void *vals[] = {&out, &in, NULL};
    size_t sizes[] = {8, 8, l * 8};
    oclc_status st = oclc_program_enqueue(p, "reduce", 1, NULL, &n, &l, 3, sizes, vals);
    CHECK(st == OCLC_SUCCESS, "reduce %zu/%zu: %s %s", n, l, oclc_status_string(st), oclc_program_log(p));
    for (size_t g = 0; g < groups && st == OCLC_SUCCESS; g++) {
        int64_t want = 0;
        for (size_t i = g * l; i < (g + 1) * l && i < n; i++) want += in[i];
        CHECK(out[g] == want, "reduce %zu/%zu group %zu: %lld, want %lld", n, l, g, (long long)out[g], (long long)want);
    }
    free(in);
    free(out);
}

int main(int argc, char **argv)
{
    oclc_program *p = api_build(src, argc > 1 ? argv[1] : NULL);
    test_reduce(p, 4096, 64);
    test_reduce(p, 1000, 128); /* the last group has 104 work-items */
    test_reduce(p, 3072, 1024);
    test_reduce(p, 17, 1);

    enum { W = 32, H = 24 };
    int32_t *in = api_alloc(W * H * 4), *out = api_alloc(W * H * 4);
    for (int i = 0; i < W * H; i++) in[i] = i * 7 + 3;
    size_t g[2] = {W, H}, l[2] = {8, 8};
    CHECK(oclc_program_enqueue(p, "transpose", 2, NULL, g, l, 2, (size_t[]){8, 8}, (const void *[]){&out, &in}) ==
              OCLC_SUCCESS,
          "transpose: %s", oclc_program_log(p));
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) CHECK(out[x * H + y] == in[y * W + x], "transpose (%d,%d)", x, y);

    size_t n = 96, ls = 12;
    for (int rounds = 0; rounds < 14; rounds += 5) {
        const void *vals[] = {&out, NULL, &rounds};
        CHECK(oclc_program_enqueue(p, "rotate", 1, NULL, &n, &ls, 3, (size_t[]){8, ls * 4, 4}, vals) == OCLC_SUCCESS,
              "rotate: %s", oclc_program_log(p));
        for (size_t i = 0; i < n; i++) {
            size_t grp = i / ls, lid = i % ls;
            int want = (int)(grp * ls + (lid + (size_t)rounds) % ls) * 1000 + (int)i * 10 + (int)i * 10 + 3;
            CHECK(out[i] == want, "rotate %d rounds [%zu] = %d, want %d", rounds, i, out[i], want);
        }
    }
    oclc_program_destroy(p);
    free(in);
    free(out);
    return test_summary();
}
