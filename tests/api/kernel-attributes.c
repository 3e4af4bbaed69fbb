/*
 * The kernel attributes through the API: oclc_kernel_info.attributes
 * lists them as written (after preprocessing: a -D option shows its
 * value), several separated by a space, with what a kernel inherits from
 * an earlier declaration; the same after separate compilation and a link,
 * and after a binary round trip (the library keeps them; OpenCL's rule of
 * an empty CL_KERNEL_ATTRIBUTES for binaries is the ICD's).  The required
 * size, inherited too, is enforced by oclc_program_enqueue
 * (OCLC_INVALID_ARGUMENT) and used when the local size is left to oclc,
 * with a smaller last group where it does not divide the global size.
 * A unit an older oclc compiled, whose descriptors end before the
 * attributes (made here by removing the field from the IR), builds and
 * runs with no attributes and its required size.
 *
 * RUN: %oclc -S -emit-llvm -O0 %S/Inputs/old-descriptor.cl -o %t.ll
 * RUN: sed -e 's/\[3 x i32\], ptr }/[3 x i32] }/' -e 's/, ptr @\.kernel\.attributes[.0-9]* }/ }/' %t.ll > %t.old.ll
 * RUN: grep -q '^@__oclc_kernel_old = constant {.*\[3 x i32\] } ' %t.old.ll
 * RUN: llvm-as %t.old.ll -o %t.old.bc
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t %t.old.bc | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

static const char src[] = "__attribute__((reqd_work_group_size(WG, 1, 1)))\n"
                          "kernel void fixed(global int *o) { o[get_global_id(0)] = (int)get_local_size(0); }\n"
                          "kernel_exec(8, float4) void hinted(global int *o) { o[0] = 1; }\n"
                          "__attribute__((vec_type_hint(uint2), intel_reqd_sub_group_size(8)))\n"
                          "kernel __attribute__((reqd_work_group_size(2,1,1))) void inherits(global int *o);\n"
                          "kernel __attribute__((work_group_size_hint(4, 4, 1))) void inherits(global int *o)\n"
                          "{ o[get_global_id(0)] = (int)get_local_size(0); }\n"
                          "kernel void plain(global int *o) { o[0] = 1; }\n";

static const struct Expect {
    const char *kernel;
    const char *attributes;
    size_t reqd[3];
} expect[] = {
    {"fixed", "reqd_work_group_size(32, 1, 1)", {32, 1, 1}},
    {"hinted", "work_group_size_hint(8, 1, 1) vec_type_hint(float4)", {0, 0, 0}},
    {"inherits",
     "vec_type_hint(uint2) intel_reqd_sub_group_size(8) reqd_work_group_size(2,1,1) work_group_size_hint(4, 4, 1)",
     {2, 1, 1}},
    {"plain", "", {0, 0, 0}},
};

static void check_info(oclc_program *p, const char *how)
{
    for (size_t i = 0; i < sizeof expect / sizeof *expect; i++) {
        const struct Expect *e = &expect[i];
        oclc_kernel_info ki;
        memset(&ki, 0x55, sizeof ki);
        oclc_status st = oclc_program_kernel_info(p, e->kernel, &ki);
        CHECK(st == OCLC_SUCCESS && strcmp(ki.attributes, e->attributes) == 0, "%s: %s: '%s', expected '%s'", how,
              e->kernel, st == OCLC_SUCCESS ? ki.attributes : oclc_status_string(st), e->attributes);
        CHECK(st == OCLC_SUCCESS && ki.reqd_work_group_size[0] == e->reqd[0] &&
                  ki.reqd_work_group_size[1] == e->reqd[1] && ki.reqd_work_group_size[2] == e->reqd[2],
              "%s: %s: reqd_work_group_size %zu %zu %zu", how, e->kernel, ki.reqd_work_group_size[0],
              ki.reqd_work_group_size[1], ki.reqd_work_group_size[2]);
    }
}

/* Runs `kernel` (reqd_work_group_size(req, 1, 1)) over 64 work-items: a
 * local size other than req is refused, none runs groups of req.  Over
 * req * 3 + 1 work-items (the programs are OpenCL C 3.0: non-uniform
 * work-groups) the last group has one work-item. */
static void check_required(oclc_program *p, const char *kernel, size_t req, const char *how)
{
    int *out = api_alloc(128 * sizeof *out);
    size_t g = 64, wrong = req * 2, sizes[1] = {sizeof(int *)};
    const void *vals[1] = {&out};
    CHECK(oclc_program_enqueue(p, kernel, 1, NULL, &g, &wrong, 1, sizes, vals) == OCLC_INVALID_ARGUMENT,
          "%s: %s with local size %zu", how, kernel, wrong);
    size_t odd = req * 3 + 1;
    memset(out, 0, 128 * sizeof *out);
    CHECK(oclc_program_enqueue(p, kernel, 1, NULL, &odd, NULL, 1, sizes, vals) == OCLC_SUCCESS,
          "%s: %s over %zu work-items", how, kernel, odd);
    int bad = 0;
    for (size_t i = 0; i < 128; i++) bad += out[i] != (i < req * 3 ? (int)req : i == req * 3 ? 1 : 0);
    CHECK(bad == 0, "%s: %s: %d of %zu work-items not in groups of %zu and a last one of 1", how, kernel, bad, odd,
          req);
    CHECK(oclc_program_enqueue(p, kernel, 1, NULL, &g, &req, 1, sizes, vals) == OCLC_SUCCESS, "%s: %s, local %zu", how,
          kernel, req);
    memset(out, 0, 64 * sizeof *out);
    CHECK(oclc_program_enqueue(p, kernel, 1, NULL, &g, NULL, 1, sizes, vals) == OCLC_SUCCESS, "%s: %s, no local size",
          how, kernel);
    bad = 0;
    for (int i = 0; i < 64; i++) bad += out[i] != (int)req;
    CHECK(bad == 0, "%s: %s: %d work-items not in groups of %zu", how, kernel, bad, req);
    free(out);
}

int main(int argc, char **argv)
{
    /* From source. */
    oclc_program *p = api_build(src, "-DWG=32");
    check_info(p, "build");
    check_required(p, "fixed", 32, "build");
    check_required(p, "inherits", 2, "build");

    /* Compiled, then linked. */
    oclc_program *unit = oclc_program_create(src, strlen(src), "unit.cl");
    oclc_program *linked = oclc_program_create("", 0, "linked");
    CHECK(oclc_program_compile(unit, "-DWG=32", 0, NULL, NULL) == OCLC_SUCCESS &&
              oclc_program_link(linked, 1, (const oclc_program *const[]){unit}, NULL) == OCLC_SUCCESS,
          "compile and link: %s", oclc_program_log(linked));
    check_info(linked, "link");
    check_required(linked, "inherits", 2, "link");

    /* A binary of the built program, built again. */
    char *bin = NULL;
    size_t len = 0;
    CHECK(oclc_program_binary(p, &bin, &len) == OCLC_SUCCESS, "binary");
    oclc_status st;
    oclc_program *again = oclc_program_create_from_binary(bin, len, "again", &st);
    CHECK(again && oclc_program_build(again, NULL) == OCLC_SUCCESS, "from the binary: %s",
          again ? oclc_program_log(again) : oclc_status_string(st));
    if (again) {
        check_info(again, "binary");
        check_required(again, "fixed", 32, "binary");
    }
    free(bin);

    /* A unit without the attributes field: wrapped as a binary, with the
     * header of a real one (the format of runtime/program.c). */
    FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
    static char bc[1 << 16];
    size_t n = f ? fread(bc, 1, sizeof bc, f) : 0;
    if (f) fclose(f);
    CHECK(n > 0 && n < sizeof bc, "the old unit's bitcode (%zu bytes)", n);
    oclc_program *model = oclc_program_create("int f(void) { return 1; }", 25, "model.cl");
    char *head = NULL;
    size_t head_len = 0;
    CHECK(oclc_program_compile(model, NULL, 0, NULL, NULL) == OCLC_SUCCESS &&
              oclc_program_binary(model, &head, &head_len) == OCLC_SUCCESS,
          "a binary to take the header from");
    enum { HEADER = 8 + 4 * 4 + 8 };
    uint64_t sum = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) sum = (sum ^ (unsigned char)bc[i]) * 0x100000001b3ull;
    uint64_t unit_head[2] = {n, sum};
    char *old_bin = malloc(HEADER + sizeof unit_head + n);
    memcpy(old_bin, head, HEADER);
    memcpy(old_bin + HEADER, unit_head, sizeof unit_head);
    memcpy(old_bin + HEADER + sizeof unit_head, bc, n);
    oclc_program *old = oclc_program_create_from_binary(old_bin, HEADER + sizeof unit_head + n, "old", &st);
    CHECK(old && oclc_program_build(old, NULL) == OCLC_SUCCESS, "the old unit: %s",
          old ? oclc_program_log(old) : oclc_status_string(st));
    if (old) {
        oclc_kernel_info ki;
        CHECK(oclc_program_kernel_info(old, "old", &ki) == OCLC_SUCCESS && ki.attributes[0] == '\0' &&
                  ki.reqd_work_group_size[0] == 2,
              "old unit: '%s', reqd %zu", ki.attributes, ki.reqd_work_group_size[0]);
        check_required(old, "old", 2, "old unit");
    }
    free(old_bin);
    free(head);
    oclc_program_destroy(old);
    oclc_program_destroy(model);
    oclc_program_destroy(again);
    oclc_program_destroy(linked);
    oclc_program_destroy(unit);
    oclc_program_destroy(p);
    return test_summary();
}
