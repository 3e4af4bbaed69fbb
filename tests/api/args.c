/*
 * Argument passing as clSetKernelArg defines it: scalars of every type,
 * vectors (a 3-vector is passed 4 elements wide), global, constant and
 * local pointers (several local arguments, and a kernel's own `local`
 * variable next to them, must not overlap), and what the kernel-info
 * calls report about each argument.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

static const char *src = "kernel void scalars(global long *out, char c, uchar uc, short s, ushort us, int i, uint u,\n"
                         "                    long l, ulong ul, float f, double d) {\n"
                         "  out[0] = c; out[1] = uc; out[2] = s; out[3] = us; out[4] = i; out[5] = u;\n"
                         "  out[6] = l; out[7] = (long)ul; out[8] = as_int(f); out[9] = as_long(d);\n"
                         "}\n"
                         "kernel void vectors(global long *out, int2 a, int3 b, int4 c, float3 f3, char16 ch,\n"
                         "                    double2 d2, uchar3 u3, short8 s8, long3 l3) {\n"
                         "  int k = 0;\n"
                         "  out[k++] = a.x; out[k++] = a.y;\n"
                         "  out[k++] = b.x; out[k++] = b.y; out[k++] = b.z;\n"
                         "  out[k++] = c.x; out[k++] = c.y; out[k++] = c.z; out[k++] = c.w;\n"
                         "  out[k++] = as_int(f3.x); out[k++] = as_int(f3.y); out[k++] = as_int(f3.z);\n"
                         "  out[k++] = ch.s0; out[k++] = ch.s7; out[k++] = ch.s8; out[k++] = ch.sf;\n"
                         "  out[k++] = as_long(d2.x); out[k++] = as_long(d2.y);\n"
                         "  out[k++] = u3.x; out[k++] = u3.y; out[k++] = u3.z;\n"
                         "  out[k++] = s8.s0; out[k++] = s8.s3; out[k++] = s8.s7;\n"
                         "  out[k++] = l3.x; out[k++] = l3.y; out[k++] = l3.z;\n"
                         "}\n"
                         "kernel void pointers(global int *out, constant int *cst, global const int *in, int n) {\n"
                         "  size_t g = get_global_id(0);\n"
                         "  out[g] = in[g] * 3 + cst[g % n];\n"
                         "}\n"
                         "kernel void locals(global int *out, local int *a, local char *b, local long *c) {\n"
                         "  local int own[16];\n"
                         "  size_t l = get_local_id(0), g = get_global_id(0), n = get_local_size(0);\n"
                         "  a[l] = (int)g; b[l] = (char)(g * 7); c[l] = (long)g * -3; own[l] = (int)g + 1000;\n"
                         "  barrier(CLK_LOCAL_MEM_FENCE);\n"
                         "  size_t r = n - 1 - l;\n"
                         "  out[g] = a[r] + b[r] + (int)c[r] + own[r];\n"
                         "}\n"
                         "kernel void local_noloop(global int *out, local float *tmp) {\n"
                         "  size_t l = get_local_id(0);\n"
                         "  tmp[l] = (float)get_global_id(0);\n"
                         "  out[get_global_id(0)] = (int)(tmp[l] * 2.0f);\n"
                         "}\n";

static void test_scalars(oclc_program *p)
{
    int64_t out[10] = {0};
    int64_t *op = out;
    int8_t c = -5;
    uint8_t uc = 250;
    int16_t s = -30000;
    uint16_t us = 65000;
    int32_t i = -2000000000;
    uint32_t u = 4000000000u;
    int64_t l = -9000000000000000000ll;
    uint64_t ul = 18000000000000000000ull;
    float f = -1.5f;
    double d = 3.25;
    const void *args[] = {&op, &c, &uc, &s, &us, &i, &u, &l, &ul, &f, &d};
    size_t sizes[] = {8, 1, 1, 2, 2, 4, 4, 8, 8, 4, 8};
    CHECK(oclc_program_enqueue(p, "scalars", 1, NULL, (size_t[]){1}, NULL, 11, sizes, args) == OCLC_SUCCESS,
          "scalars: %s", oclc_program_log(p));
    int32_t fb;
    int64_t db;
    memcpy(&fb, &f, 4);
    memcpy(&db, &d, 8);
    int64_t want[10] = {c, uc, s, us, i, u, l, (int64_t)ul, fb, db};
    for (int k = 0; k < 10; k++)
        CHECK(out[k] == want[k], "scalar argument %d: %lld, want %lld", k + 1, (long long)out[k], (long long)want[k]);
}

static void test_vectors(oclc_program *p)
{
    int64_t out[27] = {0};
    int64_t *op = out;
    int32_t a[2] = {7, -8};
    int32_t b[4] = {1, 2, 3, 0x7777}; /* a 3-vector is 4 elements wide; the 4th is padding */
    int32_t c[4] = {-1, -2, -3, -4};
    float f3[4] = {0.5f, -0.25f, 1e10f, 99.0f};
    int8_t ch[16];
    for (int k = 0; k < 16; k++) ch[k] = (int8_t)(k * 9 - 70);
    double d2[2] = {1e300, -2.5};
    uint8_t u3[4] = {200, 201, 202, 203};
    int16_t s8[8] = {-1, 2, -3, 4, -5, 6, -7, 8};
    int64_t l3[4] = {1ll << 40, -(1ll << 41), 123456789012345ll, 5};
    const void *args[] = {&op, a, b, c, f3, ch, d2, u3, s8, l3};
    size_t sizes[] = {8, 8, 16, 16, 16, 16, 16, 4, 16, 32};
    CHECK(oclc_program_enqueue(p, "vectors", 1, NULL, (size_t[]){1}, NULL, 10, sizes, args) == OCLC_SUCCESS,
          "vectors: %s", oclc_program_log(p));
    int32_t fb[3];
    memcpy(fb, f3, 12);
    int64_t db[2];
    memcpy(db, d2, 16);
    int64_t want[27] = {a[0],  a[1],  b[0],  b[1],  b[2],  c[0],  c[1],   c[2],  c[3],
                        fb[0], fb[1], fb[2], ch[0], ch[7], ch[8], ch[15], db[0], db[1],
                        u3[0], u3[1], u3[2], s8[0], s8[3], s8[7], l3[0],  l3[1], l3[2]};
    for (int k = 0; k < 27; k++)
        CHECK(out[k] == want[k], "vector lane %d: %lld, want %lld", k, (long long)out[k], (long long)want[k]);
}

static void test_pointers(oclc_program *p)
{
    enum { N = 1000 };
    int32_t *out = api_alloc(N * 4), *in = api_alloc(N * 4), cst[5] = {10, 20, 30, 40, 50};
    for (int k = 0; k < N; k++) in[k] = k * 11 - 500;
    int32_t *cp = cst, n = 5;
    const void *args[] = {&out, &cp, &in, &n};
    size_t sizes[] = {8, 8, 8, 4};
    CHECK(oclc_program_enqueue(p, "pointers", 1, NULL, (size_t[]){N}, (size_t[]){40}, 4, sizes, args) == OCLC_SUCCESS,
          "pointers: %s", oclc_program_log(p));
    for (int k = 0; k < N; k++) CHECK(out[k] == in[k] * 3 + cst[k % 5], "pointers[%d]", k);
    free(out);
    free(in);
}

static void test_locals(oclc_program *p)
{
    enum { N = 96 };
    size_t lsizes[] = {16, 12, 8, 1};
    for (size_t t = 0; t < sizeof lsizes / sizeof lsizes[0]; t++) {
        size_t ls = lsizes[t];
        int32_t *out = api_alloc(N * 4);
        const void *args[] = {&out, NULL, NULL, NULL};
        size_t sizes[] = {8, ls * 4, ls, ls * 8};
        CHECK(oclc_program_enqueue(p, "locals", 1, NULL, (size_t[]){N}, &ls, 4, sizes, args) == OCLC_SUCCESS,
              "locals: %s", oclc_program_log(p));
        for (size_t g = 0; g < N; g++) {
            size_t grp = g / ls, l = g % ls, r = grp * ls + (ls - 1 - l);
            int32_t want = (int32_t)r + (int8_t)(r * 7) + (int32_t)((int64_t)r * -3) + (int32_t)r + 1000;
            CHECK(out[g] == want, "locals (local size %zu) [%zu] = %d, want %d", ls, g, out[g], want);
        }
        free(out);
    }
    int32_t *out = api_alloc(N * 4);
    const void *args[] = {&out, NULL};
    size_t sizes[] = {8, 4 * 32};
    CHECK(oclc_program_enqueue(p, "local_noloop", 1, NULL, (size_t[]){N}, (size_t[]){32}, 2, sizes, args) ==
              OCLC_SUCCESS,
          "local_noloop: %s", oclc_program_log(p));
    for (size_t g = 0; g < N; g++) CHECK(out[g] == (int32_t)(2 * g), "local_noloop[%zu]", g);
    free(out);
}

static void test_info(oclc_program *p)
{
    CHECK(oclc_program_num_kernels(p) == 5, "num_kernels %zu", oclc_program_num_kernels(p));
    const char *names[] = {"scalars", "vectors", "pointers", "locals", "local_noloop"};
    for (size_t k = 0; k < 5; k++) {
        const char *nm = oclc_program_kernel_name(p, k);
        CHECK(nm && strcmp(nm, names[k]) == 0, "kernel %zu is '%s'", k, nm ? nm : "(null)");
    }
    CHECK(oclc_program_kernel_name(p, 5) == NULL, "kernel 5");
    size_t n = 0;
    CHECK(oclc_program_kernel_num_args(p, "vectors", &n) == OCLC_SUCCESS && n == 10, "vectors has %zu args", n);
    CHECK(oclc_program_kernel_num_args(p, "nope", &n) == OCLC_NOT_FOUND, "unknown kernel");
    oclc_arg_info ai;
    CHECK(oclc_program_kernel_arg_info(p, "vectors", 2, &ai) == OCLC_SUCCESS && ai.kind == OCLC_ARG_BY_VALUE &&
              ai.size == 16 && strcmp(ai.name, "b") == 0 && strcmp(ai.type_name, "int3") == 0,
          "vectors arg 2: %d %zu %s %s", ai.kind, ai.size, ai.name, ai.type_name);
    CHECK(oclc_program_kernel_arg_info(p, "vectors", 7, &ai) == OCLC_SUCCESS && ai.size == 4, "uchar3 is 4 bytes");
    CHECK(oclc_program_kernel_arg_info(p, "pointers", 1, &ai) == OCLC_SUCCESS && ai.kind == OCLC_ARG_CONSTANT_PTR &&
              ai.size == sizeof(void *),
          "constant pointer");
    CHECK(oclc_program_kernel_arg_info(p, "pointers", 2, &ai) == OCLC_SUCCESS && ai.kind == OCLC_ARG_GLOBAL_PTR &&
              strstr(ai.type_name, "const") && strstr(ai.type_name, "global"),
          "global const pointer: %s", ai.type_name);
    CHECK(oclc_program_kernel_arg_info(p, "locals", 2, &ai) == OCLC_SUCCESS && ai.kind == OCLC_ARG_LOCAL_PTR,
          "local pointer");
    CHECK(oclc_program_kernel_arg_info(p, "locals", 4, &ai) == OCLC_NOT_FOUND, "argument past the end");
}

int main(void)
{
    const char *opts[] = {NULL, "-O0", "-cl-std=CL1.2"};
    for (int o = 0; o < 3; o++) {
        oclc_program *p = api_build(src, opts[o]);
        test_scalars(p);
        test_vectors(p);
        test_pointers(p);
        test_locals(p);
        test_info(p);
        oclc_program_destroy(p);
    }
    return test_summary();
}
