/*
 * The generic address space's to_global, to_local, to_private and
 * get_fence at run time: a function taking generic pointers is given
 * pointers to a buffer, a program-scope variable, the group's local
 * memory (a variable and a local argument) and the work-item's private
 * variables, from a kernel that runs as the work-group loop and from one
 * that runs as fibers (it has a barrier), on every thread of the pool.
 * Each call must keep exactly the pointers into its own space (and keep
 * them unchanged), and NULL stays NULL.  The expected answers are written
 * here, per kind of pointer.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: env OCLC_NUM_THREADS=1 %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

#define N     4096u
#define LSIZE 64u
#define KINDS 6 /* buffer, program-scope, local variable, local argument, private, NULL */

static const char *src = "global int gvar[4];\n"
                         /* 1 bit per function: kept the pointer unchanged, or gave NULL */
                         "uint classify(int *p) {\n"
                         "  uint r = 0;\n"
                         "  global int *g = to_global(p);\n"
                         "  local int *l = to_local(p);\n"
                         "  private int *q = to_private(p);\n"
                         "  r |= g ? ((int *)g == p ? 1u : 64u) : 0u;\n"
                         "  r |= l ? ((int *)l == p ? 2u : 64u) : 0u;\n"
                         "  r |= q ? ((int *)q == p ? 4u : 64u) : 0u;\n"
                         "  r |= get_fence(p) << 3;\n"
                         "  return r;\n"
                         "}\n"
                         "#define BODY \\\n"
                         "  local int lvar[8]; \\\n"
                         "  int priv[3]; \\\n"
                         "  size_t i = get_global_id(0); \\\n"
                         "  priv[i % 3] = (int)i; \\\n"
                         "  out[i * 6 + 0] = classify(buf + i); \\\n"
                         "  out[i * 6 + 1] = classify(&gvar[i % 4]); \\\n"
                         "  out[i * 6 + 2] = classify(&lvar[i % 8]); \\\n"
                         "  out[i * 6 + 3] = classify(larg + get_local_id(0)); \\\n"
                         "  out[i * 6 + 4] = classify(&priv[i % 3]); \\\n"
                         "  out[i * 6 + 5] = classify((int *)0);\n"
                         "kernel void loop(global uint *out, global int *buf, local int *larg) {\n"
                         "  BODY\n"
                         "}\n"
                         "kernel void fibers(global uint *out, global int *buf, local int *larg) {\n"
                         "  barrier(CLK_LOCAL_MEM_FENCE);\n"
                         "  BODY\n"
                         "  barrier(CLK_LOCAL_MEM_FENCE);\n"
                         "}\n";

/* What classify() answers for each kind: to_global keeps (1), to_local
 * keeps (2), to_private keeps (4), get_fence << 3 (local: 1, else 2). */
static const uint32_t want[KINDS] = {
    1 | 2 << 3, /* buffer */
    1 | 2 << 3, /* program-scope variable */
    2 | 1 << 3, /* local variable */
    2 | 1 << 3, /* local argument */
    4 | 2 << 3, /* private */
    0 | 2 << 3, /* NULL: every function gives NULL */
};

static void run(oclc_program *p, const char *kernel)
{
    uint32_t *out = api_alloc(N * KINDS * 4);
    int32_t *buf = api_alloc(N * 4);
    size_t n = N, l = LSIZE, sizes[] = {8, 8, LSIZE * 4};
    const void *vals[] = {&out, &buf, NULL};
    oclc_status st = oclc_program_enqueue(p, kernel, 1, NULL, &n, &l, 3, sizes, vals);
    CHECK(st == OCLC_SUCCESS, "%s: %s", kernel, oclc_status_string(st));
    static const char *const names[KINDS] = {"buffer",         "program-scope", "local variable",
                                             "local argument", "private",       "NULL"};
    for (int k = 0; k < KINDS; k++) {
        size_t bad = 0, first = N;
        for (size_t i = 0; i < N; i++)
            if (out[i * KINDS + k] != want[k]) {
                bad++;
                if (first == N) first = i;
            }
        CHECK(bad == 0, "%s: %s pointer: %zu wrong (work-item %zu: %#x, want %#x)", kernel, names[k], bad, first,
              first < N ? out[first * KINDS + k] : 0, want[k]);
    }
    free(out);
    free(buf);
}

int main(void)
{
    oclc_program *p = api_build(src, "-cl-std=CL3.0");
    run(p, "loop");
    run(p, "fibers");
    oclc_program_destroy(p);
    return test_summary();
}
