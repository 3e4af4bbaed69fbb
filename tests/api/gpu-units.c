/*
 * Separate compilation for the GPU through the API (runtime/program.c,
 * "Programs on a GPU"): units compiled with --target=nvptx64-nvidia-cuda,
 * linked (whole and as a library), their binaries round-tripped and their
 * header read here byte by byte (the device word: 1 for a GPU), units for
 * one kind of device refused by a build or link for the other, and a link
 * that mixes them.  Without a GPU a link compiles the units to PTX and
 * ends in OCLC_NO_DEVICE, with the log saying so (an error of the program,
 * such as a name defined twice or one defined nowhere, is still the
 * link's OCLC_BUILD_ERROR).  With a GPU (device 1) the linked program's
 * kernel table (read from the units' metadata), its global variables'
 * size, its PTX (oclc_program_emit) and a kernel's results are checked
 * too: tests/gpu builds this file as gpu-units, which tests/gpu/run runs
 * on the GPU and ctest under the stand-in driver (fake_cuda.c), both with
 * --gpu.  Expected values are
 * computed here.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t 2> %t.stderr | FileCheck %s
 * RUN: count 0 < %t.stderr
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

#define GPU "--target=nvptx64-nvidia-cuda"

static const char *unit_a = "int helper(int x) { return x * 3 + 1; }\n"
                            "kernel void ka(global int *o, int v) { int i = (int)get_global_id(0); o[i] = "
                            "helper(i) + v; }\n";
static const char *unit_b = "int helper(int x);\n"
                            "global int counter = 5;\n"
                            "global float table[4] = {1, 2, 3, 4};\n"
                            "__attribute__((reqd_work_group_size(2, 1, 1)))\n"
                            "kernel void kb(global float *f, local int *l, constant int *c, uint n) {\n"
                            "  f[get_global_id(0)] = table[n & 3] + counter + helper(c[0]); }\n";

static int have_gpu;

static oclc_program *create(const char *src)
{
    oclc_program *p = oclc_program_create(src, strlen(src), "unit.cl");
    if (!p) {
        printf("FAIL: oclc_program_create returned NULL\n");
        exit(1);
    }
    return p;
}

static oclc_program *compiled(const char *src, const char *opts)
{
    oclc_program *p = create(src);
    oclc_status st = oclc_program_compile(p, opts, 0, NULL, NULL);
    CHECK(st == OCLC_SUCCESS, "compile (%s): %s\n%s", opts ? opts : "", oclc_status_string(st), oclc_program_log(p));
    return p;
}

/* A link of GPU units (or a build of them): OCLC_NO_DEVICE without a
 * GPU, after the compile to PTX; OCLC_SUCCESS with one. */
static void check_gpu_result(oclc_program *p, oclc_status st, const char *what)
{
    if (have_gpu) {
        CHECK(st == OCLC_SUCCESS, "%s with a GPU: %s\n%s", what, oclc_status_string(st), oclc_program_log(p));
    } else {
        CHECK(st == OCLC_NO_DEVICE, "%s without a GPU: %s\n%s", what, oclc_status_string(st), oclc_program_log(p));
        CHECK(strstr(oclc_program_log(p), "oclc: error: no GPU to run the program on: ") != NULL, "%s: log: %s", what,
              oclc_program_log(p));
        CHECK(oclc_program_get_kind(p) == OCLC_PROGRAM_NOTHING, "%s: kind %d", what, (int)oclc_program_get_kind(p));
    }
}

/* With a GPU: the results of ka (or of kc, which calls it), computed
 * here. */
static void run_kernel(oclc_program *p, const char *kernel, const char *what)
{
    if (!have_gpu) return;
    enum { N = 64 };
    oclc_status st;
    oclc_buffer *b = oclc_buffer_create(oclc_program_device(p), N * sizeof(int32_t), &st);
    CHECK(b != NULL, "%s: buffer: %s", what, oclc_status_string(st));
    if (!b) return;
    int32_t v = 100, out[N];
    size_t n = N;
    const void *args[] = {&b, &v};
    size_t sizes[] = {sizeof b, sizeof v};
    st = oclc_program_enqueue(p, kernel, 1, NULL, &n, NULL, 2, sizes, args);
    CHECK(st == OCLC_SUCCESS, "%s: enqueue %s: %s\n%s", what, kernel, oclc_status_string(st), oclc_program_log(p));
    CHECK(oclc_buffer_read(b, 0, sizeof out, out) == OCLC_SUCCESS, "%s: read", what);
    int bad = 0;
    for (int i = 0; i < N; i++) bad += out[i] != i * 3 + 1 + 100;
    CHECK(bad == 0, "%s: %s wrong in %d of %d (out[5] = %d)", what, kernel, bad, N, out[5]);
    oclc_buffer_destroy(b);
}

/* With a GPU: the kernel table read from the units' metadata. */
static void check_table(oclc_program *p, const char *what)
{
    if (!have_gpu) return;
    CHECK(oclc_program_num_kernels(p) == 2 && !strcmp(oclc_program_kernel_name(p, 0), "ka") &&
              !strcmp(oclc_program_kernel_name(p, 1), "kb"),
          "%s: kernels in unit order", what);
    oclc_arg_info a;
    static const struct {
        oclc_arg_kind kind;
        size_t size;
        const char *name, *type;
    } want[] = {{OCLC_ARG_GLOBAL_PTR, 8, "f", "__global float *"},
                {OCLC_ARG_LOCAL_PTR, 8, "l", "__local int *"},
                {OCLC_ARG_CONSTANT_PTR, 8, "c", "__constant int *"},
                {OCLC_ARG_BY_VALUE, 4, "n", "uint"}};
    size_t nargs = 0;
    CHECK(oclc_program_kernel_num_args(p, "kb", &nargs) == OCLC_SUCCESS && nargs == 4, "%s: kb has %zu args", what,
          nargs);
    for (size_t i = 0; i < 4; i++) {
        oclc_status st = oclc_program_kernel_arg_info(p, "kb", i, &a);
        CHECK(st == OCLC_SUCCESS && a.kind == want[i].kind && a.size == want[i].size && !strcmp(a.name, want[i].name) &&
                  !strcmp(a.type_name, want[i].type),
              "%s: kb arg %zu: %d %zu %s '%s'", what, i, (int)a.kind, a.size, a.name, a.type_name);
    }
    oclc_kernel_info info;
    CHECK(oclc_program_kernel_info(p, "kb", &info) == OCLC_SUCCESS && info.reqd_work_group_size[0] == 2 &&
              info.reqd_work_group_size[1] == 1 && info.reqd_work_group_size[2] == 1,
          "%s: kb's reqd_work_group_size", what);
    size_t gvs = 0;
    CHECK(oclc_program_global_variable_size(p, &gvs) == OCLC_SUCCESS && gvs == sizeof(int32_t) + 4 * sizeof(float),
          "%s: global variables %zu bytes", what, gvs);
    /* The PTX of the units linked again. */
    char *ptx = NULL;
    size_t len = 0;
    oclc_status st = oclc_program_emit(p, OCLC_EMIT_ASM, &ptx, &len);
    CHECK(st == OCLC_SUCCESS && ptx && strstr(ptx, ".entry ka(") && strstr(ptx, ".entry kb(") &&
              !strstr(ptx, "oclc.kernels"),
          "%s: the PTX: %s", what, oclc_status_string(st));
    free(ptx);
}

/* p's binary, its header read here: kind and device words. */
static char *binary_of(oclc_program *p, size_t *len, uint32_t kind, uint32_t device, const char *what)
{
    char *bin = NULL;
    oclc_status st = oclc_program_binary(p, &bin, len);
    CHECK(st == OCLC_SUCCESS && *len > 40 && memcmp(bin, "OCLCUNIT", 8) == 0, "%s: binary: %s", what,
          oclc_status_string(st));
    if (st != OCLC_SUCCESS) return NULL;
    uint32_t words[4];
    memcpy(words, bin + 8, sizeof words);
    CHECK(words[2] == kind && words[3] == device, "%s: binary's kind %u device %u", what, words[2], words[3]);
    return bin;
}

static void compile_link(void)
{
    oclc_program *a = compiled(unit_a, GPU), *b = compiled(unit_b, GPU " -O1");
    CHECK(oclc_program_get_kind(a) == OCLC_PROGRAM_COMPILED && oclc_program_binary_device(a) == OCLC_DEVICE_GPU,
          "a GPU unit: kind %d device %d", (int)oclc_program_get_kind(a), oclc_program_binary_device(a));
    CHECK(oclc_program_num_kernels(a) == 0, "a compiled GPU unit has no runnable kernels");

    /* Linked: the units' target is the link's. */
    oclc_program *exe = create("");
    oclc_status st = oclc_program_link(exe, 2, (const oclc_program *const[]){a, b}, "-cl-fast-relaxed-math");
    check_gpu_result(exe, st, "link of two GPU units");
    check_table(exe, "linked");
    run_kernel(exe, "ka", "linked");

    /* A library of unit a, linked with unit b. */
    oclc_program *lib = create("");
    st = oclc_program_link(lib, 1, (const oclc_program *const[]){a}, "-create-library");
    CHECK(st == OCLC_SUCCESS && oclc_program_get_kind(lib) == OCLC_PROGRAM_LIBRARY &&
              oclc_program_binary_device(lib) == OCLC_DEVICE_GPU,
          "a GPU library: %s\n%s", oclc_status_string(st), oclc_program_log(lib));
    oclc_program *exe2 = create("");
    st = oclc_program_link(exe2, 2, (const oclc_program *const[]){lib, b}, NULL);
    check_gpu_result(exe2, st, "link with a GPU library");
    run_kernel(exe2, "ka", "linked with a library");

    /* Binaries: unit b and the library, round-tripped, linked again. */
    size_t blen = 0, llen = 0;
    char *bbin = binary_of(b, &blen, OCLC_PROGRAM_COMPILED, 1, "unit b");
    char *lbin = binary_of(lib, &llen, OCLC_PROGRAM_LIBRARY, 1, "library");
    oclc_program *b2 = bbin ? oclc_program_create_from_binary(bbin, blen, "b.bin", &st) : NULL;
    oclc_program *lib2 = lbin ? oclc_program_create_from_binary(lbin, llen, "lib.bin", &st) : NULL;
    CHECK(b2 && lib2 && oclc_program_binary_device(b2) == OCLC_DEVICE_GPU &&
              oclc_program_get_kind(lib2) == OCLC_PROGRAM_LIBRARY,
          "GPU units from their binaries");
    if (b2 && lib2) {
        oclc_program *exe3 = create("");
        st = oclc_program_link(exe3, 2, (const oclc_program *const[]){lib2, b2}, NULL);
        check_gpu_result(exe3, st, "link of GPU units from binaries");
        check_table(exe3, "linked from binaries");
        run_kernel(exe3, "ka", "linked from binaries");
        oclc_program_destroy(exe3);
    }

    /* A GPU unit given to the CPU: refused, not miscompiled. */
    if (b2) {
        st = oclc_program_build(b2, NULL);
        CHECK(st == OCLC_INVALID_ARGUMENT && strstr(oclc_program_log(b2), "oclc_program_build: the program's units are "
                                                                          "compiled for a GPU (nvptx64); it cannot be "
                                                                          "built for the CPU"),
              "a GPU unit built for the CPU: %s\n%s", oclc_status_string(st), oclc_program_log(b2));
        CHECK(oclc_program_get_kind(b2) == OCLC_PROGRAM_COMPILED, "the refused unit is kept");
    }
    /* A CPU unit given to a GPU build, and a link that mixes them. */
    oclc_program *cpu_unit = compiled("kernel void kc(global int *o) { o[0] = 1; }\n", NULL);
    CHECK(oclc_program_binary_device(cpu_unit) == OCLC_DEVICE_CPU, "a CPU unit's device: %d",
          oclc_program_binary_device(cpu_unit));
    size_t clen = 0;
    char *cbin = binary_of(cpu_unit, &clen, OCLC_PROGRAM_COMPILED, 0, "CPU unit");
    oclc_program *c2 = cbin ? oclc_program_create_from_binary(cbin, clen, "c.bin", &st) : NULL;
    if (c2) {
        st = oclc_program_build(c2, GPU);
        CHECK(st == OCLC_INVALID_ARGUMENT && strstr(oclc_program_log(c2), "the program's units are compiled for the "
                                                                          "CPU; it cannot be built for a GPU"),
              "a CPU unit built for a GPU: %s\n%s", oclc_status_string(st), oclc_program_log(c2));
        CHECK(oclc_program_build(c2, NULL) == OCLC_SUCCESS, "the CPU unit still builds for the CPU: %s",
              oclc_program_log(c2));
    }
    oclc_program *mixed = create("");
    st = oclc_program_link(mixed, 2, (const oclc_program *const[]){cpu_unit, a}, NULL);
    CHECK(st == OCLC_INVALID_ARGUMENT && strstr(oclc_program_log(mixed), "oclc: error: oclc_program_link: the inputs "
                                                                         "mix units compiled for the CPU and for a "
                                                                         "GPU (nvptx64)"),
          "a mixed link: %s\n%s", oclc_status_string(st), oclc_program_log(mixed));
    /* A binary whose device word is neither. */
    if (bbin) {
        uint32_t two = 2;
        memcpy(bbin + 8 + 3 * sizeof(uint32_t), &two, sizeof two);
        oclc_program *junk = oclc_program_create_from_binary(bbin, blen, "junk", &st);
        CHECK(!junk && st == OCLC_INVALID_ARGUMENT, "a binary for device kind 2: %s", oclc_status_string(st));
        oclc_program_destroy(junk);
    }

    /* The program's errors are the link's, GPU or not: a name defined in
     * two GPU units. */
    oclc_program *twice = compiled("int helper(int x) { return -x; }\n", GPU);
    oclc_program *bad = create("");
    st = oclc_program_link(bad, 2, (const oclc_program *const[]){a, twice}, NULL);
    CHECK(st == OCLC_BUILD_ERROR && strstr(oclc_program_log(bad), "helper") != NULL,
          "two definitions of helper in GPU units: %s\n%s", oclc_status_string(st), oclc_program_log(bad));

    /* A kernel calling a kernel of another unit (its body), and one
     * that no unit defines. */
    oclc_program *caller = compiled("kernel void ka(global int *o, int v);\n"
                                    "kernel void kc(global int *o, int v) { ka(o, v); }\n",
                                    GPU);
    oclc_program *exe4 = create("");
    st = oclc_program_link(exe4, 2, (const oclc_program *const[]){caller, a}, NULL);
    check_gpu_result(exe4, st, "link of a kernel calling another unit's kernel");
    run_kernel(exe4, "kc", "a kernel calling another unit's kernel");
    oclc_program *nowhere = create("");
    st = oclc_program_link(nowhere, 1, (const oclc_program *const[]){caller}, NULL);
    CHECK(st == OCLC_BUILD_ERROR && strstr(oclc_program_log(nowhere), "cannot link the program: 'ka' is called and "
                                                                      "defined in no unit"),
          "a kernel called and defined nowhere: %s\n%s", oclc_status_string(st), oclc_program_log(nowhere));
    oclc_program_destroy(caller);
    oclc_program_destroy(exe4);
    oclc_program_destroy(nowhere);

    /* A function called and defined in no unit: the link's error too. */
    oclc_program *undef =
        compiled("int missing_fn(int);\nkernel void ku(global int *o) { o[0] = missing_fn(1); }\n", GPU);
    oclc_program *unlinked = create("");
    st = oclc_program_link(unlinked, 1, (const oclc_program *const[]){undef}, NULL);
    CHECK(st == OCLC_BUILD_ERROR && strstr(oclc_program_log(unlinked), "cannot link the program: 'missing_fn' is "
                                                                       "called and defined in no unit"),
          "an undefined function in a GPU link: %s\n%s", oclc_status_string(st), oclc_program_log(unlinked));
    oclc_program_destroy(undef);
    oclc_program_destroy(unlinked);

    free(bbin);
    free(lbin);
    free(cbin);
    oclc_program *all[] = {a, b, exe, lib, exe2, b2, lib2, cpu_unit, c2, mixed, twice, bad};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) oclc_program_destroy(all[i]);
}

/* A GPU program built from source: its binary is one nvptx64 unit. */
static void built_from_source(void)
{
    if (!have_gpu) return;
    oclc_program *p = create(unit_a);
    CHECK(oclc_program_set_device(p, 1) == OCLC_SUCCESS, "device 1");
    oclc_status st = oclc_program_build(p, NULL);
    CHECK(st == OCLC_SUCCESS, "GPU build: %s\n%s", oclc_status_string(st), oclc_program_log(p));
    size_t len = 0;
    char *bin = binary_of(p, &len, OCLC_PROGRAM_EXECUTABLE, 1, "GPU executable");
    oclc_program *q = bin ? oclc_program_create_from_binary(bin, len, "exe.bin", &st) : NULL;
    if (q) {
        CHECK(oclc_program_set_device(q, 1) == OCLC_SUCCESS, "device 1");
        st = oclc_program_build(q, NULL);
        CHECK(st == OCLC_SUCCESS, "GPU build from a binary: %s\n%s", oclc_status_string(st), oclc_program_log(q));
        run_kernel(q, "ka", "built from a binary");
    }
    free(bin);
    oclc_program_destroy(q);
    oclc_program_destroy(p);
}

int main(int argc, char **argv)
{
    have_gpu = oclc_num_devices() > 1;
    /* --gpu (tests/gpu: gpu-units, run by tests/gpu/run and under the
     * stand-in driver): the GPU paths or nothing. */
    if (argc > 1 && !strcmp(argv[1], "--gpu") && !have_gpu) {
        printf("gpu-units: no GPU: skipped (%s)\n", oclc_gpu_unavailable());
        return 77;
    }
    compile_link();
    built_from_source();
    return test_summary();
}
