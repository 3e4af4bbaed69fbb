/*
 * A kernel's body in its row loop (cg_kernel.c, move_variant): the body is
 * moved into the loop where nothing else calls it, and inlined as before
 * where something does, where it takes a record by value, or where it
 * carries debug info.  Each case runs over an NDRange against values this
 * file computes in C, at -O0, -O1 and -O2 and with -g:
 *
 *   privates  a private array written in full and read in part, and a
 *             private scalar set on one path only: each work-item's own;
 *   byval     a record argument the body writes: every work-item starts
 *             from the caller's bytes, not from the last one's changes;
 *   nested    a kernel called by another kernel (its body has two
 *             callers, so it is inlined into both);
 *   local     a `local` array at offset 0 of the group's memory, written
 *             by one work-item and read by all after the barrier-free
 *             store (one work-item per group).
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

static const char *src = "typedef struct { int bias; float v[7]; } P; /* 32 bytes: by value in memory */\n"
                         "kernel void privates(global int *o, global const int *x) {\n"
                         "  size_t i = get_global_id(0);\n"
                         "  int a[8];\n"
                         "  for (int k = 0; k < 8; k++) a[k] = x[i] + k * (int)i;\n"
                         "  int s = 0;\n"
                         "  for (int k = 0; k <= (int)(i & 7); k++) s += a[k];\n"
                         "  int t;\n"
                         "  if (i & 1) t = 100; else t = -1;\n"
                         "  o[i] = s + t;\n"
                         "}\n"
                         "kernel void byval(global int *o, P p) {\n"
                         "  size_t i = get_global_id(0);\n"
                         "  p.bias += (int)i;\n"
                         "  p.v[1] *= 2.0f;\n"
                         "  o[i] = p.bias + (int)p.v[1];\n"
                         "}\n"
                         "kernel void inner(global int *o) { size_t i = get_global_id(0); o[i] = (int)i * 3; }\n"
                         "kernel void outer(global int *o) { inner(o); o[get_global_id(0)] += 1; }\n"
                         "kernel void local0(global int *o) {\n"
                         "  local int tile[4];\n"
                         "  tile[0] = (int)get_group_id(0) * 7;\n"
                         "  o[get_global_id(0)] = tile[0] + 1;\n"
                         "}\n";

typedef struct {
    int bias;
    float v[7];
} P;

enum { N = 200 };

static void run(const char *opts)
{
    oclc_program *p = api_build(src, opts);
    int *o = api_alloc(N * sizeof(int)), *x = api_alloc(N * sizeof(int));
    for (int i = 0; i < N; i++) x[i] = (int)(test_rand() % 1000) - 500;

    const void *a2[] = {&o, &x};
    size_t s2[] = {sizeof o, sizeof x};
    CHECK(oclc_program_enqueue(p, "privates", 1, NULL, (size_t[]){N}, (size_t[]){50}, 2, s2, a2) == OCLC_SUCCESS,
          "%s privates: %s", opts, oclc_program_log(p));
    for (int i = 0; i < N; i++) {
        int s = 0;
        for (int k = 0; k <= (i & 7); k++) s += x[i] + k * i;
        int want = s + ((i & 1) ? 100 : -1);
        CHECK(o[i] == want, "%s privates[%d]: %d, want %d", opts, i, o[i], want);
    }

    P prm = {5, {1.0f, 3.0f, 4.0f, 0, 0, 0, 0}};
    const void *ab[] = {&o, &prm};
    size_t sb[] = {sizeof o, sizeof prm};
    CHECK(oclc_program_enqueue(p, "byval", 1, NULL, (size_t[]){N}, (size_t[]){40}, 2, sb, ab) == OCLC_SUCCESS,
          "%s byval: %s", opts, oclc_program_log(p));
    for (int i = 0; i < N; i++) CHECK(o[i] == 5 + i + 6, "%s byval[%d]: %d, want %d", opts, i, o[i], 5 + i + 6);
    CHECK(prm.bias == 5 && prm.v[1] == 3.0f, "%s byval: the host's record changed", opts);

    const void *a1[] = {&o};
    size_t s1[] = {sizeof o};
    CHECK(oclc_program_enqueue(p, "outer", 1, NULL, (size_t[]){N}, (size_t[]){20}, 1, s1, a1) == OCLC_SUCCESS,
          "%s outer: %s", opts, oclc_program_log(p));
    for (int i = 0; i < N; i++) CHECK(o[i] == 3 * i + 1, "%s outer[%d]: %d, want %d", opts, i, o[i], 3 * i + 1);
    CHECK(oclc_program_enqueue(p, "inner", 1, NULL, (size_t[]){N}, (size_t[]){20}, 1, s1, a1) == OCLC_SUCCESS,
          "%s inner: %s", opts, oclc_program_log(p));
    for (int i = 0; i < N; i++) CHECK(o[i] == 3 * i, "%s inner[%d]: %d, want %d", opts, i, o[i], 3 * i);

    CHECK(oclc_program_enqueue(p, "local0", 1, NULL, (size_t[]){N}, (size_t[]){1}, 1, s1, a1) == OCLC_SUCCESS,
          "%s local0: %s", opts, oclc_program_log(p));
    for (int i = 0; i < N; i++) CHECK(o[i] == 7 * i + 1, "%s local0[%d]: %d, want %d", opts, i, o[i], 7 * i + 1);

    free(o);
    free(x);
    oclc_program_destroy(p);
}

int main(void)
{
    static const char *const opts[] = {"-O0", "-O1", "-O2", "-O2 -g", "-O0 -g"};
    for (size_t i = 0; i < sizeof opts / sizeof *opts; i++) run(opts[i]);
    return test_summary();
}
