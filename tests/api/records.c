/*
 * Records through the embedding API: a kernel argument of struct type is
 * passed as its bytes (arg_sizes[i] = sizeof the struct, the host's layout
 * being the kernel's), oclc_program_kernel_arg_info says so (by value, the
 * struct's size, its name), a wrong size is refused with a message, a
 * kernel's plain C function (oclc_program_symbol) takes the struct as C
 * does, and oclc_program_global_variable_size reports the bytes of the
 * program's `global` variables, which keep their values between enqueues.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <stddef.h>

#include "api_test.h"

static const char *src = "typedef struct { float scale; int bias; float v[3]; char tag; } Params;\n"
                         "union Bits { float f; uint u; };\n"
                         "kernel void apply(global float *out, Params p, union Bits b, int n) {\n"
                         "  size_t i = get_global_id(0);\n"
                         "  out[i] = (float)i * p.scale + (float)p.bias + p.v[i % 3] + (float)p.tag + b.f * (float)n;\n"
                         "}\n"
                         "global long total;\n"
                         "global struct { int calls; float last; } stats;\n"
                         "kernel void accumulate(global long *out, long x) {\n"
                         "  total += x;\n"
                         "  stats.calls++;\n"
                         "  stats.last = (float)x;\n"
                         "  out[0] = total;\n"
                         "  out[1] = stats.calls;\n"
                         "}\n";

typedef struct {
    float scale;
    int bias;
    float v[3];
    char tag;
} Params;
union Bits {
    float f;
    uint32_t u;
};

int main(void)
{
    oclc_program *p = oclc_program_create(src, strlen(src), "records.cl");
    CHECK(oclc_program_build(p, "-cl-std=CL2.0") == OCLC_SUCCESS, "build: %s", oclc_program_log(p));

    /* What the argument info says. */
    oclc_arg_info ai;
    CHECK(oclc_program_kernel_arg_info(p, "apply", 1, &ai) == OCLC_SUCCESS, "arg info");
    CHECK(ai.kind == OCLC_ARG_BY_VALUE && ai.size == sizeof(Params) && !strcmp(ai.name, "p") &&
              !strcmp(ai.type_name, "Params"),
          "Params: kind %d, size %zu, '%s' '%s'", (int)ai.kind, ai.size, ai.name, ai.type_name);
    CHECK(oclc_program_kernel_arg_info(p, "apply", 2, &ai) == OCLC_SUCCESS && ai.size == sizeof(union Bits) &&
              !strcmp(ai.type_name, "union Bits"),
          "union Bits: size %zu, '%s'", ai.size, ai.type_name);

    /* Records as arguments, by their bytes. */
    enum { N = 64 };
    float *out = api_alloc(N * sizeof(float));
    Params prm = {0.5f, -3, {1.0f, 2.0f, 3.0f}, 10};
    union Bits b = {.f = 0.25f};
    int n = 4;
    const void *args[] = {&out, &prm, &b, &n};
    size_t sizes[] = {sizeof out, sizeof prm, sizeof b, sizeof n};
    CHECK(oclc_program_enqueue(p, "apply", 1, NULL, (size_t[]){N}, NULL, 4, sizes, args) == OCLC_SUCCESS, "apply: %s",
          oclc_program_log(p));
    for (int i = 0; i < N; i++) {
        float want = (float)i * prm.scale + (float)prm.bias + prm.v[i % 3] + (float)prm.tag + b.f * (float)n;
        CHECK(out[i] == want, "apply[%d]: %g, want %g", i, out[i], want);
    }
    size_t bad_sizes[] = {sizeof out, sizeof prm - 4, sizeof b, sizeof n};
    char want_msg[64];
    snprintf(want_msg, sizeof want_msg, "has size %zu, expected %zu", sizeof prm - 4, sizeof prm);
    CHECK(oclc_program_enqueue(p, "apply", 1, NULL, (size_t[]){N}, NULL, 4, bad_sizes, args) == OCLC_INVALID_ARGUMENT &&
              strstr(oclc_program_log(p), want_msg),
          "a wrong size: %s", oclc_program_log(p));

    /* The kernel's plain C function takes the struct as C passes it. */
    void (*apply)(float *, Params, union Bits, int) =
        (void (*)(float *, Params, union Bits, int))oclc_program_symbol(p, "apply");
    CHECK(apply != NULL, "the kernel's C function");
    if (apply) {
        out[0] = -1.0f;
        apply(out, prm, b, n);
        CHECK(out[0] == (float)prm.bias + prm.v[0] + (float)prm.tag + b.f * (float)n, "apply() from C: %g", out[0]);
    }

    /* Program-scope variables: their bytes, and their values from one
     * enqueue to the next. */
    size_t gv = 0;
    CHECK(oclc_program_global_variable_size(p, &gv) == OCLC_SUCCESS && gv == sizeof(int64_t) + 8,
          "global variable size %zu", gv);
    int64_t acc[2];
    int64_t *accp = acc;
    for (int64_t x = 1; x <= 4; x++) {
        const void *aargs[] = {&accp, &x};
        size_t asizes[] = {sizeof accp, sizeof x};
        CHECK(oclc_program_enqueue(p, "accumulate", 1, NULL, (size_t[]){1}, NULL, 2, asizes, aargs) == OCLC_SUCCESS,
              "accumulate: %s", oclc_program_log(p));
        CHECK(acc[0] == x * (x + 1) / 2 && acc[1] == x, "accumulate %lld: %lld %lld", (long long)x, (long long)acc[0],
              (long long)acc[1]);
    }
    oclc_program *none = oclc_program_create("kernel void k(void) {}", 22, "none.cl");
    CHECK(oclc_program_global_variable_size(none, &gv) == OCLC_INVALID_ARGUMENT, "not built");
    CHECK(oclc_program_build(none, "") == OCLC_SUCCESS &&
              oclc_program_global_variable_size(none, &gv) == OCLC_SUCCESS && gv == 0,
          "no variables: %zu", gv);
    oclc_program_destroy(none);
    free(out);
    oclc_program_destroy(p);
    return test_summary();
}
