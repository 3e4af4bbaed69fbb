/*
 * Work-item functions over 1-, 2- and 3-D NDRanges, with and without
 * offsets, local sizes that divide the global size and (OpenCL 2.0 and
 * later) ones that do not, local sizes oclc picks, both ways a group runs
 * (the work-group loop, and fibers for a kernel with a barrier), a
 * non-kernel function that calls the work-item functions, dimensions past
 * the third given as a variable, and a kernel called as a C function.
 * Every value is checked against the NDRange arithmetic done here.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

#define SLOTS 32

static const char *src =
    "size_t helper_gid(uint d) { return get_global_id(d); }\n"
    "void record(global ulong *out, uint far) {\n"
    "  global ulong *o = out + get_global_linear_id() * 32;\n"
    "  o[0] = get_work_dim();\n"
    "  for (uint d = 0; d < 3; d++) {\n"
    "    o[1 + d] = get_global_id(d);      o[4 + d] = get_local_id(d);\n"
    "    o[7 + d] = get_group_id(d);       o[10 + d] = get_global_size(d);\n"
    "    o[13 + d] = get_local_size(d);    o[16 + d] = get_num_groups(d);\n"
    "    o[19 + d] = get_global_offset(d); o[22 + d] = get_enqueued_local_size(d);\n"
    "  }\n"
    "  o[25] = get_local_linear_id();\n"
    "  o[26] = get_global_id(far) + 10 * get_local_id(far) + 100 * get_group_id(far);\n"
    "  o[27] = get_global_size(far) + 10 * get_local_size(far) + 100 * get_num_groups(far);\n"
    "  o[28] = helper_gid(1);\n"
    "  o[29] = get_global_id(0) + get_global_id(1) * 1000 + get_global_id(2) * 1000000;\n"
    "  o[30] = 1;\n"
    "}\n"
    "kernel void ids(global ulong *out, uint far) { record(out, far); }\n"
    "kernel void ids_barrier(global ulong *out, uint far) {\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  record(out, far);\n"
    "  barrier(CLK_GLOBAL_MEM_FENCE);\n"
    "}\n"
    "kernel void ids_const(global ulong *out) {\n"
    "  size_t i = get_global_linear_id();\n"
    "  out[3 * i] = get_global_id(0);\n"
    "  out[3 * i + 1] = get_global_id(1) + 100 * get_local_id(1);\n"
    "  out[3 * i + 2] = get_global_size(7) + get_local_size(3) + get_global_id(4) + get_group_id(3);\n"
    "}\n";

typedef struct Range {
    unsigned dim;
    size_t g[3], off[3], l[3];
    int has_off, has_l;
} Range;

static const Range ranges[] = {
    {1, {100, 1, 1}, {0}, {10, 1, 1}, 0, 1},
    {1, {100, 1, 1}, {5}, {7, 1, 1}, 1, 1}, /* non-uniform */
    {1, {37, 1, 1}, {3}, {0}, 1, 0},        /* oclc picks */
    {2, {8, 6, 1}, {1, 2}, {4, 3, 1}, 1, 1},
    {2, {7, 5, 1}, {0}, {3, 2, 1}, 0, 1},   /* non-uniform in both */
    {2, {9, 4, 1}, {0}, {0}, 0, 0},
    {3, {4, 3, 5}, {1, 2, 3}, {2, 3, 1}, 1, 1},
    {3, {5, 4, 3}, {0}, {0}, 0, 0},
    {3, {5, 6, 7}, {2, 0, 1}, {2, 4, 3}, 1, 1}, /* non-uniform in every dimension */
};

static int uniform_ok(const Range *r)
{
    for (unsigned d = 0; d < r->dim; d++)
        if (r->has_l && r->g[d] % r->l[d]) return 0;
    return 1;
}

/* Checks one enqueue's output against the NDRange arithmetic. */
static void check_range(const char *what, const Range *r, const uint64_t *out, int uniform_rule)
{
    size_t n = r->g[0] * r->g[1] * r->g[2];
    /* oclc's choice when no local size is given: read it from work-item 0
     * and check that it is a valid one. */
    size_t enq[3];
    for (int d = 0; d < 3; d++) {
        enq[d] = r->has_l ? (d < (int)r->dim ? r->l[d] : 1) : out[22 + d];
        CHECK(enq[d] >= 1 && enq[d] <= (d < (int)r->dim ? r->g[d] : 1), "%s: picked local size %zu in dim %d", what,
              enq[d], d);
        if (uniform_rule)
            CHECK(enq[d] && r->g[d] % enq[d] == 0, "%s: picked local size %zu does not divide %zu", what, enq[d],
                  r->g[d]);
        if (!enq[d]) return;
    }
    for (size_t z = 0; z < r->g[2]; z++)
        for (size_t y = 0; y < r->g[1]; y++)
            for (size_t x = 0; x < r->g[0]; x++) {
                size_t lin = (z * r->g[1] + y) * r->g[0] + x;
                const uint64_t *o = out + lin * SLOTS;
                size_t g[3] = {x, y, z};
                CHECK(o[30] == 1, "%s: work-item (%zu,%zu,%zu) did not run", what, x, y, z);
                CHECK(o[0] == r->dim, "%s: work_dim %llu", what, (unsigned long long)o[0]);
                size_t lid[3], grp[3], lsz[3], ng[3], off[3];
                for (int d = 0; d < 3; d++) {
                    off[d] = r->has_off && d < (int)r->dim ? r->off[d] : 0;
                    grp[d] = g[d] / enq[d];
                    lid[d] = g[d] % enq[d];
                    ng[d] = (r->g[d] + enq[d] - 1) / enq[d];
                    lsz[d] = r->g[d] - grp[d] * enq[d] < enq[d] ? r->g[d] - grp[d] * enq[d] : enq[d];
                    CHECK(o[1 + d] == g[d] + off[d], "%s: (%zu,%zu,%zu) global id %d = %llu", what, x, y, z, d,
                          (unsigned long long)o[1 + d]);
                    CHECK(o[4 + d] == lid[d], "%s: (%zu,%zu,%zu) local id %d = %llu, want %zu", what, x, y, z, d,
                          (unsigned long long)o[4 + d], lid[d]);
                    CHECK(o[7 + d] == grp[d], "%s: group id %d", what, d);
                    CHECK(o[10 + d] == r->g[d], "%s: global size %d", what, d);
                    CHECK(o[13 + d] == lsz[d], "%s: (%zu,%zu,%zu) local size %d = %llu, want %zu", what, x, y, z, d,
                          (unsigned long long)o[13 + d], lsz[d]);
                    CHECK(o[16 + d] == ng[d], "%s: num groups %d", what, d);
                    CHECK(o[19 + d] == off[d], "%s: global offset %d", what, d);
                    CHECK(o[22 + d] == enq[d], "%s: enqueued local size %d", what, d);
                }
                CHECK(o[25] == (lid[2] * lsz[1] + lid[1]) * lsz[0] + lid[0], "%s: local linear id", what);
                CHECK(o[26] == 0, "%s: ids past the third dimension", what);
                CHECK(o[27] == 111, "%s: sizes past the third dimension", what);
                CHECK(o[28] == g[1] + off[1], "%s: helper_gid(1)", what);
                CHECK(o[29] == (g[0] + off[0]) + (g[1] + off[1]) * 1000 + (g[2] + off[2]) * 1000000, "%s: ids", what);
            }
    (void)n;
}

static void run_all(const char *opts, int uniform_rule)
{
    oclc_program *p = api_build(src, opts);
    for (size_t i = 0; i < sizeof ranges / sizeof ranges[0]; i++) {
        const Range *r = &ranges[i];
        size_t n = r->g[0] * r->g[1] * r->g[2];
        for (int k = 0; k < 2; k++) {
            const char *kernel = k ? "ids_barrier" : "ids";
            uint64_t *out = api_alloc(n * SLOTS * sizeof(uint64_t));
            uint32_t far = 3 + (uint32_t)i;
            const void *args[] = {&out, &far};
            size_t sizes[] = {sizeof out, sizeof far};
            oclc_status st = oclc_program_enqueue(p, kernel, r->dim, r->has_off ? r->off : NULL, r->g,
                                                  r->has_l ? r->l : NULL, 2, sizes, args);
            char what[96];
            snprintf(what, sizeof what, "%s %s range %zu", opts ? opts : "default", kernel, i);
            if (uniform_rule && !uniform_ok(r)) {
                CHECK(st == OCLC_INVALID_ARGUMENT, "%s: a non-uniform local size was accepted", what);
                CHECK(strstr(oclc_program_log(p), "does not divide") != NULL, "%s: log: %s", what, oclc_program_log(p));
            } else {
                CHECK(st == OCLC_SUCCESS, "%s: %s %s", what, oclc_status_string(st), oclc_program_log(p));
                if (st == OCLC_SUCCESS) check_range(what, r, out, uniform_rule);
            }
            free(out);
        }
    }

    /* Constant dimensions past the third fold to the neutral values. */
    size_t g2[2] = {6, 4}, l2[2] = {3, 2};
    uint64_t cout[24 * 3];
    uint64_t *cp = cout;
    const void *cargs[] = {&cp};
    size_t csizes[] = {sizeof cp};
    CHECK(oclc_program_enqueue(p, "ids_const", 2, NULL, g2, l2, 1, csizes, cargs) == OCLC_SUCCESS, "ids_const");
    for (size_t i = 0; i < 24; i++) {
        CHECK(cout[3 * i] == i % 6, "ids_const gid0");
        CHECK(cout[3 * i + 1] == i / 6 + 100 * ((i / 6) % 2), "ids_const gid1 + lid1");
        CHECK(cout[3 * i + 2] == 2, "ids_const past the third dimension: %llu", (unsigned long long)cout[3 * i + 2]);
    }

    /* A kernel called as a C function is one work-item of a 1-D range of 1. */
    void (*ids)(uint64_t *, uint32_t) = (void (*)(uint64_t *, uint32_t))oclc_program_symbol(p, "ids");
    CHECK(ids != NULL, "symbol 'ids'");
    if (ids) {
        uint64_t one[SLOTS] = {0};
        ids(one, 5);
        Range single = {1, {1, 1, 1}, {0}, {1, 1, 1}, 0, 1};
        check_range("C call of ids", &single, one, 1);
    }
    oclc_program_destroy(p);
}

int main(void)
{
    run_all(NULL, 0);
    run_all("-cl-std=CL1.2", 1);
    run_all("-O0", 0);
    run_all("-cl-std=CL2.0 -cl-uniform-work-group-size", 1);
    return test_summary();
}
