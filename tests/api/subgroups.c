/*
 * Sub-groups (cl_khr_subgroups, __opencl_c_subgroups) through the API: on
 * the CPU a sub-group is the whole work-group (docs/language.md), so
 *
 *   - the work-item functions answer, in a kernel (the work-group loop)
 *     and in a plain function it calls (the runtime's functions), in 1-,
 *     2- and 3-D groups and a smaller last group: the size is the group's
 *     work-items, the maximum the enqueued group's, one sub-group of id
 *     0, the local id the local linear id;
 *   - sub_group_reduce, _scan_inclusive and _scan_exclusive of add, min
 *     and max for int, uint, long, ulong, float and double, in
 *     sub-group local id order; sub_group_broadcast of the last
 *     work-item; sub_group_all and _any;
 *   - sub_group_barrier (with and without a scope) orders an exchange
 *     through local memory.
 *
 * Expected values are computed here in C from the shapes.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: %t -O0 | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "bi_values.h"
#include "collectives_ref.h"

static const char *opts;

typedef struct Shape {
    unsigned dim;
    size_t global[3], local[3];
} Shape;

static const Shape shapes[] = {
    {1, {64, 1, 1}, {64, 1, 1}}, {1, {50, 1, 1}, {13, 1, 1}}, {2, {16, 8, 1}, {8, 4, 1}},    {3, {8, 4, 6}, {4, 2, 3}},
    {2, {10, 7, 1}, {4, 3, 1}},  {1, {5, 1, 1}, {1, 1, 1}},   {1, {300, 1, 1}, {128, 1, 1}},
};

static size_t items(const Shape *s) { return s->global[0] * s->global[1] * s->global[2]; }

/* Item g (linear global index): its group's extent, its local linear id,
 * and the linear global indexes of its group's items in local linear id
 * order. */
static size_t group_of(const Shape *s, size_t g, size_t ext[3], size_t *self, size_t *members)
{
    size_t c[3] = {g % s->global[0], g / s->global[0] % s->global[1], g / (s->global[0] * s->global[1])}, o[3];
    for (int d = 0; d < 3; d++) {
        o[d] = c[d] / s->local[d] * s->local[d];
        ext[d] = s->global[d] - o[d] < s->local[d] ? s->global[d] - o[d] : s->local[d];
    }
    *self = ((c[2] - o[2]) * ext[1] + (c[1] - o[1])) * ext[0] + (c[0] - o[0]);
    size_t n = 0;
    for (size_t z = 0; z < ext[2]; z++)
        for (size_t y = 0; y < ext[1]; y++)
            for (size_t x = 0; x < ext[0]; x++)
                members[n++] = ((o[2] + z) * s->global[1] + (o[1] + y)) * s->global[0] + (o[0] + x);
    return n;
}

static void test_work_item_functions(void)
{
    static const char *kernels =
        "#define SG(o, i) o[6*i] = get_sub_group_size(); o[6*i+1] = get_max_sub_group_size(); \\\n"
        "  o[6*i+2] = get_num_sub_groups(); o[6*i+3] = get_enqueued_num_sub_groups(); \\\n"
        "  o[6*i+4] = get_sub_group_id(); o[6*i+5] = get_sub_group_local_id();\n"
        "void plain(global uint *o, size_t i) { SG(o, i) }\n"
        "kernel void in_kernel(global uint *o) { size_t i = get_global_linear_id(); SG(o, i) }\n"
        "kernel void in_function(global uint *o) { plain(o, get_global_linear_id()); }\n"
        "kernel void none(global uint *o) { o[get_global_id(0)] = 1; }\n";
    oclc_program *p = api_build(kernels, opts);
    /* A kernel that uses sub-groups, directly or through a function, has
     * groups of 128 work-items at most; one that does not keeps 2^24. */
    static const char *const kinds[] = {"in_kernel", "in_function", "none"};
    for (int k = 0; k < 3; k++) {
        oclc_kernel_info info;
        CHECK(oclc_program_kernel_info(p, kinds[k], &info) == OCLC_SUCCESS, "kernel info");
        CHECK(info.max_work_group_size == (k < 2 ? 128u : 1u << 24), "%s: max work-group size %zu", kinds[k],
              info.max_work_group_size);
    }
    {
        size_t g = 258, l = 129;
        uint32_t *o = api_alloc(g * 6 * sizeof(uint32_t));
        void *ptr = o;
        const void *vals[1] = {&ptr};
        size_t sizes[1] = {sizeof ptr};
        oclc_status s = oclc_program_enqueue(p, "in_kernel", 1, NULL, &g, &l, 1, sizes, vals);
        CHECK(s == OCLC_INVALID_ARGUMENT && strstr(oclc_program_log(p), "for a kernel that uses sub-groups"),
              "129 work-items: %s, %s", oclc_status_string(s), oclc_program_log(p));
        free(o);
    }
    static const char *const names[] = {"in_kernel", "in_function"};
    size_t members[1024];
    for (size_t si = 0; si < sizeof shapes / sizeof *shapes; si++) {
        const Shape *sh = &shapes[si];
        size_t n = items(sh);
        uint32_t *out = api_alloc(n * 6 * sizeof(uint32_t));
        for (int k = 0; k < 2; k++) {
            memset(out, 0xee, n * 6 * sizeof(uint32_t));
            void *ptr = out;
            const void *vals[1] = {&ptr};
            size_t sizes[1] = {sizeof ptr};
            oclc_status s = oclc_program_enqueue(p, names[k], sh->dim, NULL, sh->global, sh->local, 1, sizes, vals);
            CHECK(s == OCLC_SUCCESS, "%s: %s", names[k], oclc_program_log(p));
            for (size_t g = 0; g < n && s == OCLC_SUCCESS; g++) {
                size_t ext[3], self;
                group_of(sh, g, ext, &self, members);
                uint32_t want[6] = {(uint32_t)(ext[0] * ext[1] * ext[2]),
                                    (uint32_t)(sh->local[0] * sh->local[1] * sh->local[2]),
                                    1,
                                    1,
                                    0,
                                    (uint32_t)self};
                CHECK(!memcmp(out + 6 * g, want, sizeof want),
                      "%s, %u-D groups of %zu x %zu x %zu, item %zu: %u %u %u %u %u %u, want %u %u %u %u %u %u",
                      names[k], sh->dim, sh->local[0], sh->local[1], sh->local[2], g, out[6 * g], out[6 * g + 1],
                      out[6 * g + 2], out[6 * g + 3], out[6 * g + 4], out[6 * g + 5], want[0], want[1], want[2],
                      want[3], want[4], want[5]);
            }
        }
        free(out);
    }
    oclc_program_destroy(p);
}

/* ---- collectives ---------------------------------------------------------------- */

static void test_collectives(void)
{
    Src src = {0};
    for (size_t ti = 0; ti < sizeof coll_types / sizeof *coll_types; ti++) {
        const char *T = ty[coll_types[ti]].name;
        for (int c = 0; c < 3; c++)
            for (int op = 0; op < 3; op++)
                src_printf(&src,
                           "kernel void %s_%s_%s(global %s *out, global const %s *in) {\n"
                           "  size_t i = get_global_linear_id();\n"
                           "  out[i] = sub_group_%s_%s(in[i]);\n}\n",
                           coll_names[c], op_names[op], T, T, T, coll_names[c], op_names[op]);
        src_printf(&src,
                   "kernel void bcast_%s(global %s *out, global const %s *in) {\n"
                   "  size_t i = get_global_linear_id();\n"
                   "  out[i] = sub_group_broadcast(in[i], get_sub_group_size() - 1);\n}\n",
                   T, T, T);
    }
    src_printf(&src, "kernel void all_any(global int *out, global const int *in) {\n"
                     "  size_t i = get_global_linear_id();\n"
                     "  out[2 * i] = sub_group_all(in[i]); out[2 * i + 1] = sub_group_any(in[i]);\n}\n");
    oclc_program *p = api_build(src.p, opts);
    free(src.p);

    size_t members[1024];
    for (size_t si = 0; si < sizeof shapes / sizeof *shapes; si++) {
        const Shape *sh = &shapes[si];
        size_t n = items(sh);
        for (size_t ti = 0; ti < sizeof coll_types / sizeof *coll_types; ti++) {
            Ty t = coll_types[ti];
            size_t sz = (size_t)ty[t].size;
            char *in = api_alloc(n * sz), *out = api_alloc(n * sz);
            for (size_t i = 0; i < n; i++) {
                uint64_t r = test_rand();
                if (ty[t].is_float)
                    fput(t, in + i * sz, i % 17 == 5 ? -0.0 : (double)(int64_t)(r >> 40) / 4096.0 * ((r & 1) ? 1 : -1));
                else
                    iput(t, in + i * sz, i % 11 == 3 ? int_input(t, (int)(i % 7)) : r % 1000);
            }
            for (int c = 0; c <= C_BROADCAST; c++)
                for (int op = 0; op < (c == C_BROADCAST ? 1 : 3); op++) {
                    char kname[48];
                    if (c == C_BROADCAST)
                        snprintf(kname, sizeof kname, "bcast_%s", ty[t].name);
                    else
                        snprintf(kname, sizeof kname, "%s_%s_%s", coll_names[c], op_names[op], ty[t].name);
                    void *ptrs[2] = {out, in};
                    const void *vals[2] = {&ptrs[0], &ptrs[1]};
                    size_t sizes[2] = {sizeof(void *), sizeof(void *)};
                    oclc_status s =
                        oclc_program_enqueue(p, kname, sh->dim, NULL, sh->global, sh->local, 2, sizes, vals);
                    CHECK(s == OCLC_SUCCESS, "%s: %s", kname, oclc_program_log(p));
                    for (size_t g = 0; g < n && s == OCLC_SUCCESS; g++) {
                        size_t ext[3], self;
                        size_t m = group_of(sh, g, ext, &self, members);
                        Any want;
                        if (c == C_BROADCAST) {
                            want = load(t, in + members[m - 1] * sz);
                        } else if (c == C_EXCLUSIVE) {
                            want = identity(t, op);
                            for (size_t k = 0; k < self; k++) want = apply(t, op, want, load(t, in + members[k] * sz));
                        } else {
                            size_t last = c == C_REDUCE ? m : self + 1;
                            want = load(t, in + members[0] * sz);
                            for (size_t k = 1; k < last; k++) want = apply(t, op, want, load(t, in + members[k] * sz));
                        }
                        Any got = load(t, out + g * sz);
                        CHECK(same(t, got, want),
                              "%s, %u-D groups of %zu x %zu x %zu: item %zu got 0x%llx, want 0x%llx", kname, sh->dim,
                              sh->local[0], sh->local[1], sh->local[2], g, (unsigned long long)got.u,
                              (unsigned long long)want.u);
                    }
                }
            free(in);
            free(out);
        }
        /* all / any: groups where every, some, and no predicate holds */
        int *in = api_alloc(n * 4), *out = api_alloc(n * 8);
        for (size_t g = 0; g < n; g++) {
            size_t ext[3], self;
            group_of(sh, g, ext, &self, members);
            size_t first = members[0];
            in[g] = first % 3 == 0 ? 7 : first % 3 == 1 ? (self == 1 ? -1 : 0) : 0;
        }
        void *ptrs[2] = {out, in};
        const void *vals[2] = {&ptrs[0], &ptrs[1]};
        size_t sizes[2] = {sizeof(void *), sizeof(void *)};
        oclc_status s = oclc_program_enqueue(p, "all_any", sh->dim, NULL, sh->global, sh->local, 2, sizes, vals);
        CHECK(s == OCLC_SUCCESS, "all_any: %s", oclc_program_log(p));
        for (size_t g = 0; g < n && s == OCLC_SUCCESS; g++) {
            size_t ext[3], self;
            size_t m = group_of(sh, g, ext, &self, members);
            int all = 1, any = 0;
            for (size_t k = 0; k < m; k++) {
                all &= in[members[k]] != 0;
                any |= in[members[k]] != 0;
            }
            CHECK((out[2 * g] != 0) == all && (out[2 * g + 1] != 0) == any, "all_any item %zu: %d %d, want %d %d", g,
                  out[2 * g], out[2 * g + 1], all, any);
        }
        free(in);
        free(out);
    }
    oclc_program_destroy(p);
}

/* sub_group_barrier orders the writes before it and the reads after it:
 * each item reads the value its mirror in the sub-group wrote. */
static void test_barrier(void)
{
    const char *src = "kernel void mirror(global int *data, local int *tmp) {\n"
                      "  uint l = get_sub_group_local_id(), n = get_sub_group_size();\n"
                      "  size_t g = get_global_id(0);\n"
                      "  tmp[l] = data[g] * 3;\n"
                      "  sub_group_barrier(CLK_LOCAL_MEM_FENCE);\n"
                      "  int v = tmp[n - 1 - l];\n"
                      "  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);\n"
                      "  tmp[l] = v + 1;\n"
                      "  sub_group_barrier(CLK_LOCAL_MEM_FENCE);\n"
                      "  data[g] = tmp[(l + 1) % n];\n"
                      "}\n";
    oclc_program *p = api_build(src, opts);
    size_t global = 100, local = 16;
    int *data = api_alloc(global * sizeof(int)), want[100];
    for (size_t i = 0; i < global; i++) data[i] = (int)(test_rand() % 1000);
    for (size_t i = 0; i < global; i++) {
        size_t base = i / local * local, n = global - base < local ? global - base : local, l = i - base;
        size_t j = (l + 1) % n; /* tmp[j] = data[mirror of j] * 3 + 1 */
        want[i] = data[base + (n - 1 - j)] * 3 + 1;
    }
    void *ptr = data;
    const void *vals[2] = {&ptr, NULL};
    size_t sizes[2] = {sizeof ptr, local * sizeof(int)};
    oclc_status s = oclc_program_enqueue(p, "mirror", 1, NULL, &global, &local, 2, sizes, vals);
    CHECK(s == OCLC_SUCCESS, "mirror: %s", oclc_program_log(p));
    for (size_t i = 0; i < global; i++) CHECK(data[i] == want[i], "mirror item %zu: %d, want %d", i, data[i], want[i]);
    free(data);
    oclc_program_destroy(p);
}

int main(int argc, char **argv)
{
    opts = argc > 1 ? argv[1] : "-cl-std=CL3.0";
    test_work_item_functions();
    test_collectives();
    test_barrier();
    return test_summary();
}
