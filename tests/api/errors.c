/*
 * Failures through the API: build errors (the log is byte for byte what
 * the oclc command prints on stderr for the same file), bad options,
 * -Werror, a call of a function the program does not define, and every
 * bad enqueue (each returns OCLC_INVALID_ARGUMENT, leaves its message in
 * the log and runs nothing); then structured diagnostics, the JSON log,
 * in-memory emission, symbols and status strings.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t %S/Inputs/bad.cl %t.bad.log %S/Inputs/warn.cl %t.warn.log 2> %t.stderr | FileCheck %s
 * The library printed nothing, whatever went wrong:
 * RUN: count 0 < %t.stderr
 * RUN: %expect-exit 1 %oclc -c %S/Inputs/bad.cl -o %t.o 2> %t.bad.cli
 * RUN: diff %t.bad.cli %t.bad.log
 * RUN: %oclc -c %S/Inputs/warn.cl -o %t.o 2> %t.warn.cli
 * RUN: diff %t.warn.cli %t.warn.log
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        printf("FAIL: cannot read %s\n", path);
        exit(1);
    }
    static char buf[1 << 16];
    *len = fread(buf, 1, sizeof buf - 1, f);
    buf[*len] = '\0';
    fclose(f);
    char *copy = malloc(*len + 1);
    memcpy(copy, buf, *len + 1);
    return copy;
}

/* Builds the file under its own path, writes the log next to the test. */
static void log_of_file(const char *path, const char *log_path, oclc_status want)
{
    size_t len;
    char *src = read_file(path, &len);
    oclc_program *p = oclc_program_create(src, len, path);
    oclc_status st = oclc_program_build(p, NULL);
    CHECK(st == want, "%s: %s", path, oclc_status_string(st));
    FILE *f = fopen(log_path, "wb");
    fputs(oclc_program_log(p), f);
    fclose(f);
    if (want == OCLC_BUILD_ERROR) {
        /* The same diagnostics, structured: a warning, three errors, and
         * a note that belongs to the last error. */
        size_t n = oclc_program_num_diagnostics(p);
        CHECK(n == 5, "%zu diagnostics", n);
        oclc_diagnostic d;
        CHECK(oclc_program_diagnostic(p, 0, &d) == OCLC_SUCCESS && d.severity == OCLC_WARNING && d.line == 5 &&
                  d.column == 14 && strcmp(d.option, "-Wdivision-by-zero") == 0 && strcmp(d.file, path) == 0 &&
                  d.parent == -1,
              "diagnostic 0: %d %u:%u %s %s", d.severity, d.line, d.column, d.option, d.file);
        CHECK(oclc_program_diagnostic(p, 1, &d) == OCLC_SUCCESS && d.severity == OCLC_ERROR &&
                  strcmp(d.message, "use of undeclared identifier 'undeclared_thing'") == 0 && d.line == 6 &&
                  d.column == 18 && d.option[0] == '\0',
              "diagnostic 1: %s", d.message);
        CHECK(oclc_program_diagnostic(p, 4, &d) == OCLC_SUCCESS && d.severity == OCLC_NOTE && d.parent == 3 &&
                  d.line == 8,
              "diagnostic 4: %d parent %d", d.severity, d.parent);
        CHECK(oclc_program_diagnostic(p, 5, &d) == OCLC_NOT_FOUND, "diagnostic 5");
        const char *json = oclc_program_log_json(p);
        CHECK(json[0] == '[' && strstr(json, "undeclared_thing") != NULL, "json log: %.60s", json);
        CHECK(oclc_program_symbol(p, "k") == NULL, "a failed build has no symbols");
        size_t one = 1;
        CHECK(oclc_program_enqueue(p, "k", 1, NULL, &one, NULL, 0, NULL, NULL) == OCLC_INVALID_ARGUMENT,
              "enqueue after a failed build");
        CHECK(strstr(oclc_program_log(p), "the program is not built") != NULL, "log: %s", oclc_program_log(p));
    }
    oclc_program_destroy(p);
    free(src);
}

static const char *good =
    "kernel void k(global int *out, int v) { out[get_global_id(0)] = v; }\n"
    "kernel void two_locals(global int *out, local int *a) { a[get_local_id(0)] = 1; out[0] = a[0]; }\n"
    "__attribute__((reqd_work_group_size(4, 1, 1))) kernel void fixed(global int *out) { out[get_global_id(0)] = 1; }\n"
    "kernel void diverge(global int *out) {\n"
    "  if (get_local_id(0) < 2) barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  out[get_global_id(0)] = 1;\n"
    "}\n"
    "kernel void big_barrier(global int *out) { barrier(CLK_LOCAL_MEM_FENCE); }\n"
    "static int hidden(int x) { return x * 2; }\n"
    "int visible(int x) { return hidden(x) + 1; }\n";

/* An enqueue that must fail: the status, a message, and nothing ran. */
#define BAD(p, needle, kernel, dim, off, gs, ls, n, sizes, vals)                                               \
    do {                                                                                                       \
        out[0] = 12345;                                                                                        \
        oclc_status st_ = oclc_program_enqueue(p, kernel, dim, off, gs, ls, n, sizes, vals);                   \
        CHECK(st_ == OCLC_INVALID_ARGUMENT, "%s: %s", needle, oclc_status_string(st_));                        \
        CHECK(strstr(oclc_program_log(p), needle) != NULL, "log lacks '%s': %s", needle, oclc_program_log(p)); \
        CHECK(out[0] == 12345, "%s: the kernel ran", needle);                                                  \
    } while (0)

static void bad_enqueues(void)
{
    oclc_program *p = api_build(good, "-cl-std=CL1.2");
    _Alignas(128) int32_t out[64];
    int32_t *op = out, v = 7;
    const void *vals[] = {&op, &v};
    size_t sizes[] = {sizeof op, sizeof v};
    size_t g = 8, l = 3, zero = 0, big = 2048, g2[2] = {8, 8}, l5[2] = {5, 1};
    BAD(p, "no kernel named 'nope'", "nope", 1, NULL, &g, NULL, 2, sizes, vals);
    BAD(p, "takes 2 arguments, 1 given", "k", 1, NULL, &g, NULL, 1, sizes, vals);
    BAD(p, "argument 1 ('v', int) has size 8, expected 4", "k", 1, NULL, &g, NULL, 2, ((size_t[]){8, 8}), vals);
    BAD(p, "argument 0 ('out', __global int *) has no value", "k", 1, NULL, &g, NULL, 2, sizes,
        ((const void *[]){NULL, &v}));
    BAD(p, "arg_sizes is NULL", "k", 1, NULL, &g, NULL, 2, NULL, vals);
    BAD(p, "global size in dimension 0 is 0", "k", 1, NULL, &zero, NULL, 2, sizes, vals);
    BAD(p, "global_size is NULL", "k", 1, NULL, NULL, NULL, 2, sizes, vals);
    BAD(p, "work_dim is 0", "k", 0, NULL, &g, NULL, 2, sizes, vals);
    BAD(p, "work_dim is 4", "k", 4, NULL, &g, NULL, 2, sizes, vals);
    BAD(p, "local size 3 does not divide global size 8 in dimension 0", "k", 1, NULL, &g, &l, 2, sizes, vals);
    BAD(p, "local size in dimension 0 is 0", "k", 1, NULL, &g, &zero, 2, sizes, vals);
    BAD(p, "local size 9 is larger than global size 8 in dimension 1", "k", 2, NULL, g2, ((size_t[]){8, 9}), 2, sizes,
        vals);
    BAD(p, "local size 5 does not divide global size 8 in dimension 0", "k", 2, NULL, g2, l5, 2, sizes, vals);
    BAD(p, "overflows size_t", "k", 1, ((size_t[]){SIZE_MAX - 2}), &g, NULL, 2, sizes, vals);
    /* local pointers: a size and no value */
    BAD(p, "is a local pointer: its value must be NULL", "two_locals", 1, NULL, &g, NULL, 2, sizes, vals);
    BAD(p, "its size (the bytes to allocate per work-group) is 0", "two_locals", 1, NULL, &g, NULL, 2,
        ((size_t[]){8, 0}), ((const void *[]){&op, NULL}));
    /* reqd_work_group_size(4, 1, 1) */
    BAD(p, "differs from the kernel's reqd_work_group_size(4, 1, 1)", "fixed", 1, NULL, &g, ((size_t[]){2}), 1, sizes,
        vals);
    BAD(p, "is not a multiple of the required work-group size 4", "fixed", 1, NULL, ((size_t[]){6}), NULL, 1, sizes,
        vals);
    CHECK(oclc_program_enqueue(p, "fixed", 1, NULL, &g, NULL, 1, sizes, vals) == OCLC_SUCCESS,
          "fixed with NULL local size");
    /* a work-group too large for fibers */
    BAD(p, "a work-group of 2048 work-items is larger than the 1024 oclc runs for a kernel with barriers",
        "big_barrier", 1, NULL, &big, &big, 1, sizes, vals);
    /* a barrier only some work-items reach */
    out[0] = 12345;
    oclc_status st = oclc_program_enqueue(p, "diverge", 1, NULL, &g, ((size_t[]){4}), 1, sizes, vals);
    CHECK(st == OCLC_INVALID_ARGUMENT, "diverge: %s", oclc_status_string(st));
    CHECK(strstr(oclc_program_log(p),
                 "2 of the 4 work-items of a group wait at a barrier that the others never reach") != NULL,
          "diverge log: %s", oclc_program_log(p));
    /* The log keeps growing; an earlier pointer stays valid. */
    const char *before = oclc_program_log(p);
    size_t before_len = strlen(before);
    BAD(p, "no kernel named 'again'", "again", 1, NULL, &g, NULL, 2, sizes, vals);
    CHECK(strlen(before) == before_len, "an earlier log pointer changed");
    /* A good enqueue after all that works. */
    CHECK(oclc_program_enqueue(p, "k", 1, NULL, &g, NULL, 2, sizes, vals) == OCLC_SUCCESS, "good enqueue");
    for (int i = 0; i < 8; i++) CHECK(out[i] == 7, "out[%d]", i);
    /* Symbols: external functions yes, static ones and unknown names no. */
    int (*visible)(int) = (int (*)(int))oclc_program_symbol(p, "visible");
    CHECK(visible && visible(20) == 41, "visible(20)");
    CHECK(oclc_program_symbol(p, "hidden") == NULL, "a static function is not a symbol");
    CHECK(oclc_program_symbol(p, "no_such_thing") == NULL, "unknown symbol");
    oclc_program_destroy(p);

    /* OpenCL 2.0's non-uniform work-groups: a required size need not
     * divide the global size either (the last group is smaller). */
    const char *sized = "__attribute__((reqd_work_group_size(4, 1, 1))) kernel void fixed(global int *out) {\n"
                        "  out[get_global_id(0)] = (int)(get_local_size(0) * 10 + get_enqueued_local_size(0));\n"
                        "}\n";
    p = api_build(sized, "-cl-std=CL3.0");
    for (int i = 0; i < 8; i++) out[i] = -1;
    size_t six = 6;
    CHECK(oclc_program_enqueue(p, "fixed", 1, NULL, &six, NULL, 1, sizes, vals) == OCLC_SUCCESS,
          "non-uniform groups with a required size: %s", oclc_program_log(p));
    for (int i = 0; i < 8; i++) CHECK(out[i] == (i < 4 ? 44 : i < 6 ? 24 : -1), "non-uniform out[%d] = %d", i, out[i]);
    oclc_program_destroy(p);
}

static void bad_builds(void)
{
    /* Bad options: the command's usage message. */
    oclc_program *p = oclc_program_create(good, strlen(good), NULL);
    CHECK(oclc_program_build(p, "-cl-std=CL9.9") == OCLC_INVALID_ARGUMENT, "bad -cl-std");
    CHECK(strstr(oclc_program_log(p), "oclc: error:") && strstr(oclc_program_log(p), "CL9.9"), "log: %s",
          oclc_program_log(p));
    CHECK(oclc_program_build(p, "-o out.o") == OCLC_INVALID_ARGUMENT, "-o in build options");
    /* A build for the GPU's row compiles the program to PTX and loads it
     * on the first GPU; with none, that is the build's failure, after
     * the compile (docs/gpu-runtime.md). */
    const char *plain = "kernel void k(global int *o, int v) { *o = v; }\n";
    oclc_program *g = oclc_program_create(plain, strlen(plain), NULL);
    oclc_status gst = oclc_program_build(g, "--target=nvptx64-nvidia-cuda");
    if (oclc_num_devices() == 1) {
        CHECK(gst == OCLC_NO_DEVICE, "--target=nvptx64 without a GPU: %s", oclc_status_string(gst));
        CHECK(strstr(oclc_program_log(g), "oclc: error: no GPU to run the program on: ") && oclc_gpu_unavailable(),
              "log: %s", oclc_program_log(g));
        CHECK(oclc_program_num_kernels(g) == 0, "no kernels without a GPU");
    } else {
        CHECK(gst == OCLC_SUCCESS, "--target=nvptx64 with a GPU: %s", oclc_program_log(g));
    }
    oclc_program_destroy(g);
    /* The GPU's program errors are the build's, GPU or not. */
    const char *wrong = "kernel void k(global int *o) { o[0] = undeclared; }\n";
    oclc_program *w = oclc_program_create(wrong, strlen(wrong), NULL);
    CHECK(oclc_program_build(w, "-target nvptx64-nvidia-cuda") == OCLC_BUILD_ERROR, "nvptx64 program with an error");
    CHECK(strstr(oclc_program_log(w), "use of undeclared identifier 'undeclared'"), "log: %s", oclc_program_log(w));
    oclc_program_destroy(w);
    /* What must still fail: a device that is not there (GPU units:
     * gpu-units.c). */
    CHECK(oclc_program_set_device(p, oclc_num_devices()) == OCLC_NOT_FOUND, "a device past the last");
    CHECK(oclc_program_build(p, "-cl-ext=+cl_khr_extended_async_copies") == OCLC_INVALID_ARGUMENT,
          "-cl-ext=+cl_khr_extended_async_copies");
    /* The same program builds after that, with defines and -Werror. */
    CHECK(oclc_program_build(p, "-DUNUSED=1 -O1") == OCLC_SUCCESS, "rebuild: %s", oclc_program_log(p));
    CHECK(oclc_program_log(p)[0] == '\0', "an empty log for a clean build: %s", oclc_program_log(p));
    oclc_program_destroy(p);

    const char *warn = "kernel void k(global int *o) { o[0] = 1 / 0; }\n";
    p = oclc_program_create(warn, strlen(warn), NULL);
    CHECK(oclc_program_build(p, NULL) == OCLC_SUCCESS, "a warning is not an error");
    CHECK(strstr(oclc_program_log(p), "<source>:1:41: warning: division by zero") != NULL, "NULL name is <source>: %s",
          oclc_program_log(p));
    CHECK(oclc_program_build(p, "-Werror") == OCLC_BUILD_ERROR, "-Werror");
    CHECK(strstr(oclc_program_log(p), "error: division by zero") != NULL, "log: %s", oclc_program_log(p));
    CHECK(oclc_program_build(p, "-w") == OCLC_SUCCESS && oclc_program_log(p)[0] == '\0', "-w");
    oclc_program_destroy(p);

    /* A function the program calls and does not define. */
    const char *undef = "int missing_function(int);\nkernel void k(global int *o) { o[0] = missing_function(1); }\n";
    p = oclc_program_create(undef, strlen(undef), NULL);
    CHECK(oclc_program_build(p, NULL) == OCLC_BUILD_ERROR, "undefined function");
    CHECK(strstr(oclc_program_log(p), "missing_function") != NULL, "log: %s", oclc_program_log(p));
    oclc_program_destroy(p);

    /* The CPU: -mcpu picks it; one the target does not know is an error. */
    p = oclc_program_create(good, strlen(good), NULL);
    CHECK(oclc_program_build(p, "-mcpu=x86-64-v2") == OCLC_SUCCESS, "-mcpu=x86-64-v2: %s", oclc_program_log(p));
    CHECK(oclc_program_symbol(p, "visible") != NULL, "-mcpu=x86-64-v2 symbol");
    CHECK(oclc_program_build(p, "-mcpu=not-a-cpu") == OCLC_BUILD_ERROR, "-mcpu=not-a-cpu");
    CHECK(strstr(oclc_program_log(p), "error: unknown target CPU 'not-a-cpu'") != NULL, "log: %s", oclc_program_log(p));
    oclc_program_destroy(p);

    /* -fsyntax-only checks and builds nothing. */
    p = oclc_program_create(good, strlen(good), NULL);
    CHECK(oclc_program_build(p, "-fsyntax-only") == OCLC_SUCCESS, "-fsyntax-only");
    CHECK(oclc_program_num_kernels(p) == 0 && oclc_program_symbol(p, "visible") == NULL, "-fsyntax-only has no code");
    oclc_program_destroy(p);

    /* NULLs */
    CHECK(oclc_program_build(NULL, NULL) == OCLC_INVALID_ARGUMENT, "build(NULL)");
    CHECK(oclc_program_log(NULL)[0] == '\0', "log(NULL)");
    CHECK(oclc_program_enqueue(NULL, "k", 1, NULL, NULL, NULL, 0, NULL, NULL) == OCLC_INVALID_ARGUMENT,
          "enqueue(NULL)");
    oclc_program_destroy(NULL);
}

static void emit(void)
{
    oclc_program *p = oclc_program_create(good, strlen(good), "good.cl");
    char *data;
    size_t len;
    CHECK(oclc_program_emit(p, OCLC_EMIT_OBJ, &data, &len) == OCLC_INVALID_ARGUMENT, "emit before build");
    CHECK(oclc_program_build(p, NULL) == OCLC_SUCCESS, "build");
    CHECK(oclc_program_emit(p, OCLC_EMIT_OBJ, &data, &len) == OCLC_SUCCESS && len > 4 &&
              memcmp(data,
                     "\x7f"
                     "ELF",
                     4) == 0,
          "object");
    free(data);
    CHECK(oclc_program_emit(p, OCLC_EMIT_LLVM_IR, &data, &len) == OCLC_SUCCESS &&
              strstr(data, "define void @__oclc_wg_k(") && strstr(data, "@__oclc_kernel_k = ") &&
              !strstr(data, "@__oclc_kernels") && strlen(data) == len,
          "IR");
    free(data);
    CHECK(oclc_program_emit(p, OCLC_EMIT_ASM, &data, &len) == OCLC_SUCCESS && strstr(data, "__oclc_wg_k:"), "assembly");
    free(data);
    CHECK(oclc_program_emit(p, OCLC_EMIT_LLVM_BC, &data, &len) == OCLC_SUCCESS && len > 4 &&
              memcmp(data, "BC\xc0\xde", 4) == 0,
          "bitcode");
    free(data);
    CHECK(oclc_program_emit(p, (oclc_emit_kind)9, &data, &len) == OCLC_INVALID_ARGUMENT, "unknown emit kind");
    /* The program still runs after emitting. */
    _Alignas(128) int32_t out[4] = {0};
    int32_t *op = out, v = 3;
    size_t g = 4;
    CHECK(oclc_program_enqueue(p, "k", 1, NULL, &g, NULL, 2, (size_t[]){8, 4}, (const void *[]){&op, &v}) ==
                  OCLC_SUCCESS &&
              out[3] == 3,
          "enqueue after emit");
    oclc_program_destroy(p);
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        printf("FAIL: usage: errors bad.cl bad.log warn.cl warn.log\n");
        return 1;
    }
    log_of_file(argv[1], argv[2], OCLC_BUILD_ERROR);
    log_of_file(argv[3], argv[4], OCLC_SUCCESS);
    bad_enqueues();
    bad_builds();
    emit();
    static const char *names[] = {"OCLC_SUCCESS",   "OCLC_BUILD_ERROR",   "OCLC_INVALID_ARGUMENT",
                                  "OCLC_NOT_FOUND", "OCLC_OUT_OF_MEMORY", "OCLC_INTERNAL_ERROR"};
    for (int s = 0; s < 6; s++) CHECK(strcmp(oclc_status_string((oclc_status)s), names[s]) == 0, "status %d", s);
    return test_summary();
}
