/*
 * The work-group's built-in functions run through the API
 * (codegen/cg_bi_group.c, runtime/ndrange.c), their results computed here
 * in C:
 *
 *   - async_work_group_copy and async_work_group_strided_copy, global to
 *     local and back, of 1-, 3- (as 4-), 8- and 16-byte element types, in
 *     groups of 1, 7 (with a smaller last group) and 64 work-items, with
 *     and without a barrier of their own, in a loop, in a 2-D group, with
 *     events chained and waited for, and prefetch;
 *   - the collectives: work_group_all, _any, _broadcast (1, 2 and 3 ids),
 *     _reduce, _scan_inclusive and _scan_exclusive of add, min and max,
 *     for int, uint, long, ulong, float and double, in 1-, 2- and 3-D
 *     groups and a smaller last group; float sums in local linear id
 *     order, the order oclc documents (docs/builtins.md), so they match
 *     bit for bit;
 *   - work_group_barrier with a memory scope and the fences around an
 *     exchange through local memory.
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

static oclc_status enqueue(oclc_program *p, const char *k, unsigned dim, const size_t *g, const size_t *l, int nargs,
                           void **ptrs, const size_t *local_bytes)
{
    const void *vals[8];
    size_t sizes[8];
    for (int i = 0; i < nargs; i++) {
        vals[i] = local_bytes && local_bytes[i] ? NULL : &ptrs[i];
        sizes[i] = local_bytes && local_bytes[i] ? local_bytes[i] : sizeof(void *);
    }
    return oclc_program_enqueue(p, k, dim, NULL, g, l, (size_t)nargs, sizes, vals);
}

/* ---- async copies ------------------------------------------------------------ */

static const char *copy_src =
    "#define COPY_KERNELS(T) \\\n"
    /* global -> local, each group its chunk, then every item copies its lanes on */
    "kernel void in_##T(global const T *src, global T *dst, local T *tmp, uint per_item) {\\\n"
    "  size_t l = get_local_id(0), g = get_group_id(0), n = get_local_size(0) * per_item;\\\n"
    "  size_t base = g * get_enqueued_local_size(0) * per_item;\\\n"
    "  for (uint k = 0; k < per_item; k++) tmp[l * per_item + k] = (T)(0);\\\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\\\n"
    "  event_t e = async_work_group_copy(tmp, src + base, n, 0);\\\n"
    "  wait_group_events(1, &e);\\\n"
    "  for (uint k = 0; k < per_item; k++) dst[base + l * per_item + k] = tmp[l * per_item + k];\\\n"
    "}\\\n"
    /* items fill local memory, then the group copies it out */
    "kernel void out_##T(global const T *src, global T *dst, local T *tmp, uint per_item) {\\\n"
    "  size_t l = get_local_id(0), g = get_group_id(0), n = get_local_size(0) * per_item;\\\n"
    "  size_t base = g * get_enqueued_local_size(0) * per_item;\\\n"
    "  for (uint k = 0; k < per_item; k++) tmp[l * per_item + k] = src[base + l * per_item + k];\\\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\\\n"
    "  event_t e = async_work_group_copy(dst + base, tmp, n, 0);\\\n"
    "  wait_group_events(1, &e);\\\n"
    "}\\\n"
    /* strided in: element k of the chunk from src[(base + k) * 3]; strided out: to dst[(base + k) * 2] */
    "kernel void sin_##T(global const T *src, global T *dst, local T *tmp, uint per_item) {\\\n"
    "  size_t l = get_local_id(0), g = get_group_id(0), n = get_local_size(0) * per_item;\\\n"
    "  size_t base = g * get_enqueued_local_size(0) * per_item;\\\n"
    "  event_t e = async_work_group_strided_copy(tmp, src + base * 3, n, 3, 0);\\\n"
    "  wait_group_events(1, &e);\\\n"
    "  for (uint k = 0; k < per_item; k++) dst[base + l * per_item + k] = tmp[l * per_item + k];\\\n"
    "}\\\n"
    "kernel void sout_##T(global const T *src, global T *dst, local T *tmp, uint per_item) {\\\n"
    "  size_t l = get_local_id(0), g = get_group_id(0), n = get_local_size(0) * per_item;\\\n"
    "  size_t base = g * get_enqueued_local_size(0) * per_item;\\\n"
    "  for (uint k = 0; k < per_item; k++) tmp[l * per_item + k] = src[base + l * per_item + k];\\\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\\\n"
    "  event_t e = async_work_group_strided_copy(dst + base * 2, tmp, n, 2, 0);\\\n"
    "  wait_group_events(1, &e);\\\n"
    "}\n"
    "COPY_KERNELS(char)\nCOPY_KERNELS(short3)\nCOPY_KERNELS(double)\nCOPY_KERNELS(uint4)\nCOPY_KERNELS(float16)\n"
    /* no barrier of its own, events chained, then read what the copy brought */
    "kernel void chained(global const int *src, global int *dst, local int *a, local int *b) {\n"
    "  size_t l = get_local_id(0), n = get_local_size(0), base = get_group_id(0) * get_enqueued_local_size(0);\n"
    "  event_t e = async_work_group_copy(a, src + base, n, 0);\n"
    "  e = async_work_group_copy(b, src + base, n, e);\n"
    "  wait_group_events(1, &e);\n"
    "  prefetch(src + base, n);\n"
    "  dst[base + l] = a[n - 1 - l] + 1000 * b[l];\n"
    "}\n"
    /* each work-item changes its lane of the copy before the others read
     * it: a copy done again by a later work-item would undo that */
    "kernel void once(global const int *src, global int *dst, local int *a) {\n"
    "  size_t l = get_local_id(0), n = get_local_size(0), base = get_group_id(0) * get_enqueued_local_size(0);\n"
    "  event_t e = async_work_group_copy(a, src + base, n, 0);\n"
    "  wait_group_events(1, &e);\n"
    "  a[l] += 1;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  dst[base + l] = a[n - 1 - l];\n"
    "}\n"
    /* a loop of copies in and out, 2-D groups */
    "kernel void rounds(global int *data, local int *tmp) {\n"
    "  size_t lx = get_local_id(0), ly = get_local_id(1), w = get_local_size(0), h = get_local_size(1);\n"
    "  size_t group = get_group_id(1) * get_num_groups(0) + get_group_id(0), n = w * h, me = ly * w + lx;\n"
    "  for (int r = 0; r < 3; r++) {\n"
    "    event_t e = async_work_group_copy(tmp, data + group * n, n, 0);\n"
    "    wait_group_events(1, &e);\n"
    "    tmp[me] = tmp[me] * 2 + r;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    e = async_work_group_copy(data + group * n, tmp, n, 0);\n"
    "    wait_group_events(1, &e);\n"
    "  }\n"
    "}\n";

typedef struct CopyType {
    const char *name;
    size_t size;  /* sizeof: a 3-vector is 4 elements */
    size_t value; /* the bytes of its value (a 3-vector's padding is not one) */
} CopyType;

static void test_copies(void)
{
    oclc_program *p = api_build(copy_src, opts);
    static const CopyType types[] = {
        {"char", 1, 1}, {"short3", 8, 6}, {"double", 8, 8}, {"uint4", 16, 16}, {"float16", 64, 64}};
    static const size_t locals[][2] = {{1, 13}, {7, 50}, {64, 256}}; /* local size, global size */
    static const char *const kinds[] = {"in", "out", "sin", "sout"};
    for (size_t ti = 0; ti < sizeof types / sizeof *types; ti++)
        for (size_t li = 0; li < 3; li++)
            for (int kind = 0; kind < 4; kind++) {
                const CopyType *ct = &types[ti];
                size_t local = locals[li][0], global = locals[li][1];
                unsigned per_item = ct->size >= 16 ? 1 : 3;
                size_t elems = global * per_item, bytes = elems * ct->size * 3 + 64;
                unsigned char *src = api_alloc(bytes), *dst = api_alloc(bytes);
                for (size_t k = 0; k < bytes; k++) src[k] = (unsigned char)test_rand();
                memset(dst, 0xee, bytes);
                char kname[32];
                snprintf(kname, sizeof kname, "%s_%s", kinds[kind], ct->name);
                const void *vals[4] = {&src, &dst, NULL, &per_item};
                size_t sizes[4] = {8, 8, local * per_item * ct->size, 4};
                oclc_status s = oclc_program_enqueue(p, kname, 1, NULL, &global, &local, 4, sizes, vals);
                CHECK(s == OCLC_SUCCESS, "%s local %zu: %s", kname, local, oclc_program_log(p));
                for (size_t k = 0; k < elems && s == OCLC_SUCCESS; k++) {
                    size_t from = kind == 2 ? k * 3 : k, to = kind == 3 ? k * 2 : k;
                    CHECK(!memcmp(dst + to * ct->size, src + from * ct->size, ct->value),
                          "%s, local size %zu: element %zu differs", kname, local, k);
                }
                if (kind == 3 && s == OCLC_SUCCESS) /* the gaps of a strided store are left alone */
                    CHECK(dst[1 * ct->size] == 0xee && dst[3 * ct->size + ct->size - 1] == 0xee, "%s wrote a gap",
                          kname);
                free(src);
                free(dst);
            }

    /* chained events, no barrier, prefetch */
    size_t global = 100, local = 25;
    int *src = api_alloc(global * 4), *dst = api_alloc(global * 4);
    for (size_t i = 0; i < global; i++) src[i] = (int)(i * 7 + 1);
    const void *vals[4] = {&src, &dst, NULL, NULL};
    size_t sizes[4] = {8, 8, local * 4, local * 4};
    oclc_status s = oclc_program_enqueue(p, "chained", 1, NULL, &global, &local, 4, sizes, vals);
    CHECK(s == OCLC_SUCCESS, "chained: %s", oclc_program_log(p));
    for (size_t i = 0; i < global && s == OCLC_SUCCESS; i++) {
        size_t base = i / local * local, l = i % local;
        CHECK(dst[i] == src[base + local - 1 - l] + 1000 * src[i], "chained item %zu: %d", i, dst[i]);
    }
    s = oclc_program_enqueue(p, "once", 1, NULL, &global, &local, 3, sizes, vals);
    CHECK(s == OCLC_SUCCESS, "once: %s", oclc_program_log(p));
    for (size_t i = 0; i < global && s == OCLC_SUCCESS; i++) {
        size_t base = i / local * local, l = i % local;
        CHECK(dst[i] == src[base + local - 1 - l] + 1, "once item %zu: %d, want %d", i, dst[i],
              src[base + local - 1 - l] + 1);
    }
    free(src);
    free(dst);

    /* rounds in 2-D groups of 4 x 3 */
    size_t g2[2] = {8, 6}, l2[2] = {4, 3};
    int *data = api_alloc(48 * 4), want[48];
    for (int i = 0; i < 48; i++) data[i] = want[i] = i - 20;
    for (int r = 0; r < 3; r++)
        for (int i = 0; i < 48; i++) want[i] = want[i] * 2 + r;
    const void *v2[2] = {&data, NULL};
    size_t s2[2] = {8, 12 * 4};
    s = oclc_program_enqueue(p, "rounds", 2, NULL, g2, l2, 2, s2, v2);
    CHECK(s == OCLC_SUCCESS, "rounds: %s", oclc_program_log(p));
    for (int i = 0; i < 48 && s == OCLC_SUCCESS; i++)
        CHECK(data[i] == want[i], "rounds %d: %d, want %d", i, data[i], want[i]);
    free(data);
    oclc_program_destroy(p);
}

/* ---- collectives -------------------------------------------------------------------- */

typedef struct Shape {
    unsigned dim;
    size_t global[3], local[3];
} Shape;

/* The work-items of the group of item g (a linear global index in a dim-D
 * range), in local linear id order: their linear global indexes. */
static int group_members(const Shape *s, size_t g, size_t *out, size_t *self)
{
    size_t gx = g % s->global[0], gy = g / s->global[0] % s->global[1], gz = g / (s->global[0] * s->global[1]);
    size_t ox = gx / s->local[0] * s->local[0], oy = gy / s->local[1] * s->local[1],
           oz = gz / s->local[2] * s->local[2];
    size_t wx = s->global[0] - ox < s->local[0] ? s->global[0] - ox : s->local[0];
    size_t wy = s->global[1] - oy < s->local[1] ? s->global[1] - oy : s->local[1];
    size_t wz = s->global[2] - oz < s->local[2] ? s->global[2] - oz : s->local[2];
    int n = 0;
    for (size_t z = 0; z < wz; z++)
        for (size_t y = 0; y < wy; y++)
            for (size_t x = 0; x < wx; x++) {
                size_t m = ((oz + z) * s->global[1] + (oy + y)) * s->global[0] + (ox + x);
                if (m == g) *self = (size_t)n;
                out[n++] = m;
            }
    return n;
}

static double coll_value(Ty t, int k)
{
    if (ty[t].is_float) {
        uint64_t r = test_rand();
        return k % 17 == 5 ? -0.0 : (double)(int64_t)(r >> 40) / 4096.0 * ((r & 1) ? 1 : -1) * (k % 3 ? 1 : 1e-3);
    }
    return (double)0; /* unused */
}

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
                           "  out[i] = work_group_%s_%s(in[i]);\n}\n",
                           coll_names[c], op_names[op], T, T, T, coll_names[c], op_names[op]);
        src_printf(&src,
                   "kernel void bcast_%s(global %s *out, global const %s *in) {\n"
                   "  size_t i = get_global_linear_id();\n"
                   "  %s v = work_group_broadcast(in[i], get_local_size(0) - 1);\n"
                   "  if (get_work_dim() == 2) v = work_group_broadcast(in[i], 1, get_local_size(1) - 1);\n"
                   "  if (get_work_dim() == 3) v = work_group_broadcast(in[i], 0, 1, get_local_size(2) - 1);\n"
                   "  out[i] = v;\n}\n",
                   T, T, T, T);
    }
    src_printf(&src, "kernel void all_any(global int *out, global const int *in) {\n"
                     "  size_t i = get_global_linear_id();\n"
                     "  out[2 * i] = work_group_all(in[i]); out[2 * i + 1] = work_group_any(in[i]);\n}\n");
    oclc_program *p = api_build(src.p, opts);
    free(src.p);

    static const Shape shapes[] = {
        {1, {64, 1, 1}, {64, 1, 1}}, {1, {50, 1, 1}, {13, 1, 1}}, {2, {16, 8, 1}, {8, 4, 1}},
        {3, {8, 4, 6}, {4, 2, 3}},   {1, {5, 1, 1}, {1, 1, 1}},
    };
    size_t members[1024];
    for (size_t si = 0; si < sizeof shapes / sizeof *shapes; si++) {
        const Shape *sh = &shapes[si];
        size_t n = sh->global[0] * sh->global[1] * sh->global[2];
        for (size_t ti = 0; ti < sizeof coll_types / sizeof *coll_types; ti++) {
            Ty t = coll_types[ti];
            int sz = ty[t].size;
            char *in = api_alloc(n * (size_t)sz), *out = api_alloc(n * (size_t)sz);
            for (size_t i = 0; i < n; i++) {
                if (ty[t].is_float)
                    fput(t, in + i * (size_t)sz, coll_value(t, (int)i));
                else
                    iput(t, in + i * (size_t)sz, i % 11 == 3 ? int_input(t, (int)(i % 7)) : test_rand() % 1000);
            }
            for (int c = 0; c <= 3; c++)
                for (int op = 0; op < (c == 3 ? 1 : 3); op++) {
                    char kname[48];
                    if (c == 3)
                        snprintf(kname, sizeof kname, "bcast_%s", ty[t].name);
                    else
                        snprintf(kname, sizeof kname, "%s_%s_%s", coll_names[c], op_names[op], ty[t].name);
                    void *ptrs[2] = {out, in};
                    oclc_status s = enqueue(p, kname, sh->dim, sh->global, sh->local, 2, ptrs, NULL);
                    CHECK(s == OCLC_SUCCESS, "%s: %s", kname, oclc_program_log(p));
                    for (size_t g = 0; g < n && s == OCLC_SUCCESS; g++) {
                        size_t self = 0;
                        int m = group_members(sh, g, members, &self);
                        Any want;
                        if (c == 3) {
                            /* the item at local id (size0 - 1), (1, size1 - 1), (0, 1, size2 - 1) */
                            size_t gx = g % sh->global[0], gy = g / sh->global[0] % sh->global[1];
                            size_t gz = g / (sh->global[0] * sh->global[1]);
                            size_t wx = sh->global[0] - gx / sh->local[0] * sh->local[0];
                            size_t wy = sh->global[1] - gy / sh->local[1] * sh->local[1];
                            size_t wz = sh->global[2] - gz / sh->local[2] * sh->local[2];
                            wx = wx < sh->local[0] ? wx : sh->local[0];
                            wy = wy < sh->local[1] ? wy : sh->local[1];
                            wz = wz < sh->local[2] ? wz : sh->local[2];
                            size_t id = sh->dim == 1   ? wx - 1
                                        : sh->dim == 2 ? (wy - 1) * wx + 1
                                                       : ((wz - 1) * wy + 1) * wx;
                            want = load(t, in + members[id] * (size_t)sz);
                        } else if (c == C_EXCLUSIVE) {
                            want = identity(t, op);
                            for (size_t k = 0; k < self; k++)
                                want = apply(t, op, want, load(t, in + members[k] * (size_t)sz));
                        } else {
                            size_t last = c == C_REDUCE ? (size_t)m : self + 1;
                            want = load(t, in + members[0] * (size_t)sz);
                            for (size_t k = 1; k < last; k++)
                                want = apply(t, op, want, load(t, in + members[k] * (size_t)sz));
                        }
                        Any got = load(t, out + g * (size_t)sz);
                        CHECK(same(t, got, want),
                              "%s, %u-D groups of %zu x %zu x %zu: item %zu got 0x%llx (%g), want 0x%llx (%g)", kname,
                              sh->dim, sh->local[0], sh->local[1], sh->local[2], g, (unsigned long long)got.u, got.f,
                              (unsigned long long)want.u, want.f);
                    }
                }
            free(in);
            free(out);
        }
        /* all / any: groups where every, some, and no predicate holds */
        int *in = api_alloc(n * 4), *out = api_alloc(n * 8);
        for (size_t g = 0; g < n; g++) {
            size_t self = 0, grp = (size_t)group_members(sh, g, members, &self);
            (void)grp;
            size_t first = members[0];
            in[g] = first % 3 == 0 ? 7 : first % 3 == 1 ? (self == 1 ? -1 : 0) : 0;
        }
        void *ptrs[2] = {out, in};
        oclc_status s = enqueue(p, "all_any", sh->dim, sh->global, sh->local, 2, ptrs, NULL);
        CHECK(s == OCLC_SUCCESS, "all_any: %s", oclc_program_log(p));
        for (size_t g = 0; g < n && s == OCLC_SUCCESS; g++) {
            size_t self = 0;
            int m = group_members(sh, g, members, &self), all = 1, any = 0;
            for (int k = 0; k < m; k++) {
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

/* ---- barriers with a scope, fences ------------------------------------------------------ */

static void test_fences(void)
{
    const char *src = "kernel void reverse(global int *data, local int *tmp) {\n"
                      "  size_t l = get_local_id(0), n = get_local_size(0), g = get_global_id(0);\n"
                      "  tmp[l] = data[g];\n"
                      "  write_mem_fence(CLK_LOCAL_MEM_FENCE);\n"
                      "  work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);\n"
                      "  read_mem_fence(CLK_LOCAL_MEM_FENCE);\n"
                      "  int v = tmp[n - 1 - l];\n"
                      "  work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE, memory_scope_device);\n"
                      "  mem_fence(CLK_GLOBAL_MEM_FENCE);\n"
                      "  data[g] = v;\n"
                      "}\n";
    oclc_program *p = api_build(src, opts ? opts : "-cl-std=CL2.0");
    size_t global = 96, local = 32;
    int *data = api_alloc(global * 4);
    for (size_t i = 0; i < global; i++) data[i] = (int)i;
    const void *vals[2] = {&data, NULL};
    size_t sizes[2] = {8, local * 4};
    oclc_status s = oclc_program_enqueue(p, "reverse", 1, NULL, &global, &local, 2, sizes, vals);
    CHECK(s == OCLC_SUCCESS, "reverse: %s", oclc_program_log(p));
    for (size_t i = 0; i < global && s == OCLC_SUCCESS; i++)
        CHECK(data[i] == (int)(i / local * local + local - 1 - i % local), "reverse %zu: %d", i, data[i]);
    free(data);
    oclc_program_destroy(p);
}

int main(int argc, char **argv)
{
    opts = argc > 1 ? argv[1] : NULL;
    test_copies();
    test_collectives();
    test_fences();
    return test_summary();
}
