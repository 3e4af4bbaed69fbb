/*
 * The half overloads (cl_khr_fp16) of the built-ins that move half values
 * as they are or gather them over a group, at run time, against C
 * references written here:
 *   shuffle and shuffle2 of half vectors (inputs of 2, 4, 8 and 16 lanes,
 *     masks of every result width; only the mask's low bits count);
 *   async_work_group_copy and async_work_group_strided_copy of half and
 *     half3 between global and local memory, prefetch of half;
 *   nan(ushortn): a quiet NaN with the low 9 bits of the code;
 *   the work-group collectives (reduce, inclusive and exclusive scans of
 *     add, min and max; broadcast) and the sub-group functions (reduce,
 *     scans, broadcast) on half, with groups of 1, 7 and 64 and a smaller
 *     last group; the values are multiples of 1/16 below 8, so every sum
 *     is exact in float and the reference is the exact sum rounded to half
 *     once, whatever the order of the additions.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "bi_values.h"

#include "half_bits.h"

static const char *const src =
    "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
    /* shuffles: item i takes 16 halves and 16 mask lanes, writes 4 results of 16 lanes */
    "kernel void shuf(global half16 *o, global const half *in, global const ushort16 *mk) {\n"
    "  size_t i = get_global_id(0); ushort16 m = mk[i];\n"
    "  half16 v = vload16(i, in);\n"
    "  half16 r = (half16)0;\n"
    "  r.s0123 = shuffle(v.s01234567, m.s0123);\n"
    "  r.s4567 = shuffle(v.s45, m.s4567);\n"
    "  r.s89ab = shuffle2(v.s0123, v.s4567, m.s89ab);\n"
    "  r.scdef = shuffle2(v.s01, v.s23, m.scdef);\n"
    "  o[4 * i] = r;\n"
    "  o[4 * i + 1] = shuffle(v, m);\n"
    "  o[4 * i + 2] = shuffle2(v.s01234567, v.s89abcdef, m);\n"
    "  half16 t = (half16)0; t.s01 = shuffle2(v, v.sfedcba9876543210, m.s01);\n"
    "  t.s2345 = shuffle(v.s0123, m.s2345); t.s6789abcd = shuffle2(v.s0246, v.s1357, m.s6789abcd);\n"
    "  o[4 * i + 3] = t; }\n"
    /* async copies of half and half3 through local memory, strided too */
    "kernel void copies(global const half *src, global half *dst, global half3 *dst3, local half *tmp,\n"
    "                   local half3 *tmp3) {\n"
    "  size_t l = get_local_id(0), n = get_local_size(0), base = get_group_id(0) * get_local_size(0);\n"
    "  prefetch(src + base, n);\n"
    "  event_t e = async_work_group_copy(tmp, src + base, n, 0);\n"
    "  wait_group_events(1, &e);\n"
    "  tmp[l] = -tmp[l];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  e = async_work_group_copy(dst + base, tmp, n, 0);\n"
    "  wait_group_events(1, &e);\n"
    "  e = async_work_group_strided_copy(tmp, src + 2 * base, n, 2, 0);\n"
    "  wait_group_events(1, &e);\n"
    "  e = async_work_group_strided_copy(dst + 8192 + 3 * base, tmp, n, 3, 0);\n"
    "  wait_group_events(1, &e);\n"
    "  e = async_work_group_copy(tmp3, (global const half3 *)src + base, n, 0);\n"
    "  wait_group_events(1, &e);\n"
    "  e = async_work_group_copy(dst3 + base, tmp3, n, 0);\n"
    "  wait_group_events(1, &e); }\n"
    "kernel void nans(global half *o, global const ushort *code) {\n"
    "  size_t i = get_global_id(0);\n"
    "  o[i] = nan(code[i]);\n"
    "  half4 v = nan(vload4(i, code)); vstore4(v, i, o + 8192); }\n"
    /* work-group and sub-group functions: 14 results per item */
    "kernel void groups(global half *o, global const half *in) {\n"
    "  size_t g = get_global_id(0); half x = in[g]; global half *r = o + 14 * g;\n"
    "  r[0] = work_group_reduce_add(x); r[1] = work_group_reduce_min(x); r[2] = work_group_reduce_max(x);\n"
    "  r[3] = work_group_scan_inclusive_add(x); r[4] = work_group_scan_inclusive_min(x);\n"
    "  r[5] = work_group_scan_inclusive_max(x); r[6] = work_group_scan_exclusive_add(x);\n"
    "  r[7] = work_group_scan_exclusive_min(x); r[8] = work_group_scan_exclusive_max(x);\n"
    "  r[9] = work_group_broadcast(x, get_local_size(0) - 1);\n"
    "  r[10] = sub_group_reduce_add(x); r[11] = sub_group_scan_inclusive_max(x);\n"
    "  r[12] = sub_group_scan_exclusive_add(x); r[13] = sub_group_broadcast(x, 0); }\n";

/* shuffle's lane k of a vector of m lanes: lane mask & (m - 1). */
static void check_shuffles(oclc_program *p)
{
    enum { ITEMS = 64 };
    uint16_t *in = api_alloc(ITEMS * 16 * 2), *mk = api_alloc(ITEMS * 16 * 2), *o = api_alloc(ITEMS * 64 * 2);
    for (int i = 0; i < ITEMS * 16; i++) in[i] = (uint16_t)test_rand(), mk[i] = (uint16_t)test_rand();
    oclc_status s = run_kernel(p, "shuf", ITEMS, 0, 3, (void *[]){o, in, mk});
    CHECK(s == OCLC_SUCCESS, "shuf: %s", oclc_program_log(p));
    for (int i = 0; i < ITEMS && s == OCLC_SUCCESS; i++) {
        const uint16_t *v = in + 16 * i, *m = mk + 16 * i;
        const uint16_t *r = o + 64 * i;
        uint16_t w[64];
        memset(w, 0, sizeof w);
        for (int k = 0; k < 4; k++) w[k] = v[m[k] & 7];               /* half8 -> 4 */
        for (int k = 0; k < 4; k++) w[4 + k] = v[4 + (m[4 + k] & 1)]; /* v.s45 */
        for (int k = 0; k < 4; k++) w[8 + k] = v[m[8 + k] & 7];       /* s0123|s4567 */
        for (int k = 0; k < 4; k++) w[12 + k] = v[m[12 + k] & 3];     /* s01|s23 */
        for (int k = 0; k < 16; k++) w[16 + k] = v[m[k] & 15];        /* half16 */
        for (int k = 0; k < 16; k++) w[32 + k] = v[m[k] & 15];        /* s0-7|s8-f */
        for (int k = 0; k < 2; k++) w[48 + k] = (m[k] & 31) < 16 ? v[m[k] & 15] : v[15 - (m[k] & 15)];
        for (int k = 0; k < 4; k++) w[50 + k] = v[m[2 + k] & 3];
        for (int k = 0; k < 8; k++) {
            int lane = m[6 + k] & 7; /* s0246 | s1357 */
            w[54 + k] = lane < 4 ? v[2 * lane] : v[2 * (lane - 4) + 1];
        }
        for (int k = 0; k < 64; k++)
            CHECK(r[k] == w[k], "shuffle item %d lane %d = 0x%04x, want 0x%04x", i, k, r[k], w[k]);
    }
    free(in);
    free(mk);
    free(o);
}

static void check_copies(oclc_program *p)
{
    enum { LOCAL = 64, GROUPS = 8, N = LOCAL * GROUPS };
    uint16_t *src = api_alloc(4 * N * 2), *dst = api_alloc((8192 + 3 * N + 8) * 2), *dst3 = api_alloc(4 * N * 2);
    for (int i = 0; i < 4 * N; i++) src[i] = (uint16_t)(test_rand() & 0xbfff); /* no inf or NaN */
    size_t global = N, local = LOCAL;
    void *a0 = src, *a1 = dst, *a2 = dst3;
    const void *vals[5] = {&a0, &a1, &a2, NULL, NULL};
    size_t sizes[5] = {sizeof(void *), sizeof(void *), sizeof(void *), LOCAL * 2, LOCAL * 8};
    oclc_status s = oclc_program_enqueue(p, "copies", 1, NULL, &global, &local, 5, sizes, vals);
    CHECK(s == OCLC_SUCCESS, "copies: %s", oclc_program_log(p));
    for (int g = 0; g < GROUPS && s == OCLC_SUCCESS; g++)
        for (int l = 0; l < LOCAL; l++) {
            int i = g * LOCAL + l;
            CHECK(dst[i] == (src[i] ^ 0x8000), "copy (negated) %d = 0x%04x, want 0x%04x", i, dst[i], src[i] ^ 0x8000);
            /* strided: lane l of the group from src[2 * (base + l)], to dst[8192 + 3 * base + 3 * l] */
            int base = g * LOCAL;
            CHECK(dst[8192 + 3 * base + 3 * l] == src[2 * base + 2 * l], "strided copy %d = 0x%04x, want 0x%04x", i,
                  dst[8192 + 3 * base + 3 * l], src[2 * base + 2 * l]);
            for (int k = 0; k < 3; k++)
                CHECK(dst3[4 * i + k] == src[4 * i + k], "half3 copy %d.%d = 0x%04x, want 0x%04x", i, k,
                      dst3[4 * i + k], src[4 * i + k]);
        }
    free(src);
    free(dst);
    free(dst3);
}

static void check_nans(oclc_program *p)
{
    enum { N = 4096 };
    uint16_t *code = api_alloc(N * 2), *o = api_alloc((8192 + N) * 2);
    for (int i = 0; i < N; i++) code[i] = (uint16_t)(i < 16 ? (uint64_t)i * 4099 : test_rand());
    oclc_status s = run_kernel(p, "nans", N / 4, 0, 2, (void *[]){o, code});
    CHECK(s == OCLC_SUCCESS, "nans: %s", oclc_program_log(p));
    for (int i = 0; i < N && s == OCLC_SUCCESS; i++) {
        uint16_t want = (uint16_t)(0x7e00 | (code[i] & 0x1ff));
        if (i < N / 4) CHECK(o[i] == want, "nan(0x%04x) = 0x%04x, want 0x%04x", code[i], o[i], want);
        CHECK(o[8192 + i] == want, "nan(ushort4) lane %d of 0x%04x = 0x%04x, want 0x%04x", i, code[i], o[8192 + i],
              want);
    }
    free(code);
    free(o);
}

static void check_groups(oclc_program *p, size_t local, size_t global)
{
    uint16_t *in = api_alloc(global * 2), *o = api_alloc(global * 14 * 2);
    for (size_t i = 0; i < global; i++) in[i] = to_half((double)((int)(test_rand() % 256) - 128) / 16);
    const void *vals[2] = {&o, &in};
    size_t sizes[2] = {sizeof(void *), sizeof(void *)};
    oclc_status s = oclc_program_enqueue(p, "groups", 1, NULL, &global, &local, 2, sizes, vals);
    CHECK(s == OCLC_SUCCESS, "groups (%zu of %zu): %s", local, global, oclc_program_log(p));
    for (size_t base = 0; base < global && s == OCLC_SUCCESS; base += local) {
        size_t n = global - base < local ? global - base : local;
        double sum = 0, mn = INFINITY, mx = -INFINITY;
        for (size_t l = 0; l < n; l++) {
            double x = half_value(in[base + l]);
            sum += x, mn = fmin(mn, x), mx = fmax(mx, x);
        }
        double run = 0, rmn = INFINITY, rmx = -INFINITY;
        for (size_t l = 0; l < n; l++) {
            const uint16_t *r = o + 14 * (base + l);
            double x = half_value(in[base + l]);
            uint16_t w[14] = {
                to_half(sum),          to_half(mn),           to_half(mx),  to_half(run + x), to_half(fmin(rmn, x)),
                to_half(fmax(rmx, x)), to_half(run),          to_half(rmn), to_half(rmx),     in[base + n - 1],
                to_half(sum),          to_half(fmax(rmx, x)), to_half(run), in[base]};
            run += x, rmn = fmin(rmn, x), rmx = fmax(rmx, x);
            for (int k = 0; k < 14; k++)
                CHECK(r[k] == w[k], "groups of %zu: item %zu result %d = 0x%04x (%g), want 0x%04x (%g)", local,
                      base + l, k, r[k], half_value(r[k]), w[k], half_value(w[k]));
        }
    }
    free(in);
    free(o);
}

int main(void)
{
    oclc_program *p = api_build(src, "-cl-std=CL3.0");
    check_shuffles(p);
    check_copies(p);
    check_nans(p);
    static const size_t sizes[][2] = {{1, 5}, {7, 40}, {64, 1000}};
    for (int i = 0; i < 3; i++) check_groups(p, sizes[i][0], sizes[i][1]);
    oclc_program_destroy(p);
    return test_summary();
}
