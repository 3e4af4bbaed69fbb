/*
 * Separate compilation through the API: oclc_program_compile with headers
 * given as strings (one including another), oclc_program_link of units and
 * of a library, internal names per unit, a name defined twice, link
 * options, binaries of every kind round-tripped and damaged ones refused,
 * the kinds a program goes through, the OpenCL options dialect, and
 * oclc_program_kernel_info.  Expected values are computed here.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t 2> %t.stderr | FileCheck %s
 * RUN: count 0 < %t.stderr
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

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
    CHECK(st == OCLC_SUCCESS, "compile: %s\n%s", oclc_status_string(st), oclc_program_log(p));
    return p;
}

/* Runs kernel `name` (global int *out) over n work-items; out[0..n-1]. */
static int32_t *run(oclc_program *p, const char *name, size_t n)
{
    static int32_t *out;
    if (!out) out = api_alloc(64 * sizeof *out);
    memset(out, 0x55, 64 * sizeof *out);
    const void *vals[] = {&out};
    size_t sizes[] = {sizeof out};
    oclc_status st = oclc_program_enqueue(p, name, 1, NULL, &n, NULL, 1, sizes, vals);
    CHECK(st == OCLC_SUCCESS, "enqueue %s: %s\n%s", name, oclc_status_string(st), oclc_program_log(p));
    return out;
}

static void headers_and_link(void)
{
    const char *names[] = {"inc/a.h", "b.h"};
    const char *texts[] = {"#include \"b.h\"\n#define A (B + 1)\nint helper(int x);\n", "#define B 40\n"};
    oclc_program *lib = create("#include \"inc/a.h\"\nint helper(int x) { return x * A; }\n");
    oclc_program *main_unit =
        create("#include \"inc/a.h\"\n"
               "kernel void k(global int *o) { int i = (int)get_global_id(0); o[i] = helper(i) + B; }\n");
    CHECK(oclc_program_get_kind(lib) == OCLC_PROGRAM_NOTHING, "kind before compiling: %d", oclc_program_get_kind(lib));
    oclc_status st = oclc_program_compile(lib, "-O0", 2, names, texts);
    CHECK(st == OCLC_SUCCESS, "compile with headers: %s\n%s", oclc_status_string(st), oclc_program_log(lib));
    st = oclc_program_compile(main_unit, NULL, 2, names, texts);
    CHECK(st == OCLC_SUCCESS, "compile with headers: %s\n%s", oclc_status_string(st), oclc_program_log(main_unit));
    CHECK(oclc_program_get_kind(lib) == OCLC_PROGRAM_COMPILED, "kind after compiling: %d", oclc_program_get_kind(lib));
    CHECK(oclc_program_num_kernels(main_unit) == 0, "a compiled unit has no runnable kernels");

    /* Without its headers, the unit does not compile: they were strings. */
    oclc_program *alone = create("#include \"inc/a.h\"\nint f(void) { return A; }\n");
    st = oclc_program_compile(alone, NULL, 0, NULL, NULL);
    CHECK(st == OCLC_BUILD_ERROR && strstr(oclc_program_log(alone), "'inc/a.h' file not found"),
          "compile without the headers: %s\n%s", oclc_status_string(st), oclc_program_log(alone));
    CHECK(oclc_program_get_kind(alone) == OCLC_PROGRAM_NOTHING, "kind after a failed compile");

    const oclc_program *units[] = {lib, main_unit};
    oclc_program *exe = create("");
    st = oclc_program_link(exe, 2, units, "-O2 -cl-fast-relaxed-math -enable-link-options");
    CHECK(st == OCLC_SUCCESS, "link: %s\n%s", oclc_status_string(st), oclc_program_log(exe));
    CHECK(oclc_program_get_kind(exe) == OCLC_PROGRAM_EXECUTABLE, "kind after linking: %d", oclc_program_get_kind(exe));
    int32_t *o = run(exe, "k", 4);
    CHECK(o[0] == 40 && o[3] == 3 * 41 + 40, "linked: %d %d", o[0], o[3]);
    CHECK(oclc_program_symbol(exe, "helper") != NULL, "helper is a symbol of the linked program");

    /* A library, linked again with the main unit. */
    oclc_program *library = create("");
    st = oclc_program_link(library, 1, units, "-create-library");
    CHECK(st == OCLC_SUCCESS && oclc_program_get_kind(library) == OCLC_PROGRAM_LIBRARY, "library: %s %d\n%s",
          oclc_status_string(st), oclc_program_get_kind(library), oclc_program_log(library));
    CHECK(oclc_program_num_kernels(library) == 0 && oclc_program_symbol(library, "helper") == NULL,
          "a library is not built");
    const oclc_program *with_lib[] = {main_unit, library};
    oclc_program *exe2 = create("");
    st = oclc_program_link(exe2, 2, with_lib, NULL);
    CHECK(st == OCLC_SUCCESS, "link with the library: %s\n%s", oclc_status_string(st), oclc_program_log(exe2));
    CHECK(run(exe2, "k", 2)[1] == 41 + 40, "linked with the library: %d", run(exe2, "k", 2)[1]);

    /* Link options are OpenCL's and -O; the rest is refused. */
    oclc_program *bad = create("");
    st = oclc_program_link(bad, 2, units, "-DX=1");
    CHECK(st == OCLC_INVALID_ARGUMENT && strstr(oclc_program_log(bad), "'-D' is not accepted in link options"),
          "-D at link time: %s\n%s", oclc_status_string(st), oclc_program_log(bad));
    st = oclc_program_link(bad, 2, units, "-cl-std=CL2.0");
    CHECK(st == OCLC_INVALID_ARGUMENT, "-cl-std at link time: %s", oclc_status_string(st));
    /* Inputs with nothing compiled, and out among the inputs. */
    const oclc_program *uncompiled[] = {alone};
    CHECK(oclc_program_link(bad, 1, uncompiled, NULL) == OCLC_INVALID_ARGUMENT, "link of nothing compiled");
    const oclc_program *itself[] = {lib, exe};
    CHECK(oclc_program_link(exe, 2, itself, NULL) == OCLC_INVALID_ARGUMENT, "out among the inputs");
    CHECK(oclc_program_compile(exe, NULL, 0, NULL, NULL) == OCLC_INVALID_ARGUMENT, "compile of a linked program");

    oclc_program *all[] = {lib, main_unit, alone, exe, library, exe2, bad};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) oclc_program_destroy(all[i]);
}

static void internal_names_and_clashes(void)
{
    /* Each unit's static functions are its own, and so are the work-item
     * variants codegen makes of them. */
    oclc_program *a = compiled("static int f(int x) { return x + (int)get_global_id(0); }\n"
                               "kernel void ka(global int *o) { o[get_global_id(0)] = f(100); }\n",
                               NULL);
    oclc_program *b = compiled("static int f(int x) { return x - (int)get_global_id(0); }\n"
                               "kernel void kb(global int *o) { o[get_global_id(0)] = f(100); }\n",
                               NULL);
    const oclc_program *units[] = {a, b};
    oclc_program *exe = create("");
    oclc_status st = oclc_program_link(exe, 2, units, NULL);
    CHECK(st == OCLC_SUCCESS, "link of two static f: %s\n%s", oclc_status_string(st), oclc_program_log(exe));
    CHECK(oclc_program_num_kernels(exe) == 2 && strcmp(oclc_program_kernel_name(exe, 0), "ka") == 0 &&
              strcmp(oclc_program_kernel_name(exe, 1), "kb") == 0,
          "kernels in unit order");
    CHECK(run(exe, "ka", 4)[3] == 103, "ka: %d", run(exe, "ka", 4)[3]);
    CHECK(run(exe, "kb", 4)[3] == 97, "kb: %d", run(exe, "kb", 4)[3]);

    /* An external name defined twice, and a kernel defined twice. */
    oclc_program *c = compiled("int g(int x) { return x; }\n", NULL);
    oclc_program *d = compiled("int g(int x) { return -x; }\n", NULL);
    const oclc_program *twice[] = {c, d};
    oclc_program *bad = create("");
    st = oclc_program_link(bad, 2, twice, NULL);
    CHECK(st == OCLC_BUILD_ERROR && strstr(oclc_program_log(bad), "error: cannot link the program: ") &&
              strstr(oclc_program_log(bad), "'g'"),
          "g defined twice: %s\n%s", oclc_status_string(st), oclc_program_log(bad));
    CHECK(oclc_program_get_kind(bad) == OCLC_PROGRAM_NOTHING, "kind after a failed link");
    const oclc_program *same_kernel[] = {a, a};
    st = oclc_program_link(bad, 2, same_kernel, NULL);
    CHECK(st == OCLC_BUILD_ERROR && strstr(oclc_program_log(bad), "cannot link the program"), "ka defined twice: %s",
          oclc_status_string(st));
    /* A call of a function no unit defines. */
    oclc_program *e = compiled("int missing(int);\nkernel void k(global int *o) { o[0] = missing(1); }\n", NULL);
    st = oclc_program_link(bad, 1, (const oclc_program *const[]){e}, NULL);
    CHECK(st == OCLC_BUILD_ERROR && strstr(oclc_program_log(bad), "missing"), "undefined function: %s\n%s",
          oclc_status_string(st), oclc_program_log(bad));
    oclc_program *all[] = {a, b, exe, c, d, bad, e};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) oclc_program_destroy(all[i]);
}

/* FNV-1a 64, the checksum of a unit in a binary (written here again, so
 * that a damaged binary can be made with a right checksum). */
static uint64_t fnv1a(const unsigned char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) h = (h ^ s[i]) * 0x100000001b3ull;
    return h;
}

/* The binary of p, rebuilt as a program and run: kernel k's out[2]. */
static int32_t binary_round_trip(oclc_program *p, oclc_program_kind kind, const char *what)
{
    char *bin = NULL;
    size_t len = 0;
    oclc_status st = oclc_program_binary(p, &bin, &len);
    CHECK(st == OCLC_SUCCESS && len > 48 && memcmp(bin, "OCLCUNIT", 8) == 0, "%s: binary %s, %zu bytes", what,
          oclc_status_string(st), len);
    if (st != OCLC_SUCCESS) return -1;
    oclc_program *q = oclc_program_create_from_binary(bin, len, "bin", &st);
    free(bin);
    CHECK(q && st == OCLC_SUCCESS && oclc_program_get_kind(q) == kind, "%s: from the binary: %s kind %d", what,
          oclc_status_string(st), q ? (int)oclc_program_get_kind(q) : -1);
    if (!q) return -1;
    int32_t v = -1;
    if (kind == OCLC_PROGRAM_EXECUTABLE) {
        st = oclc_program_build(q, "-O1");
        CHECK(st == OCLC_SUCCESS, "%s: build from the binary: %s\n%s", what, oclc_status_string(st),
              oclc_program_log(q));
        v = run(q, "k", 4)[2];
    } else {
        oclc_program *exe = create("");
        st = oclc_program_link(exe, 1, (const oclc_program *const[]){q}, NULL);
        CHECK(st == OCLC_SUCCESS, "%s: link of the binary: %s\n%s", what, oclc_status_string(st),
              oclc_program_log(exe));
        v = run(exe, "k", 4)[2];
        oclc_program_destroy(exe);
    }
    oclc_program_destroy(q);
    return v;
}

static void binaries(void)
{
    const char *src = "kernel void k(global int *o) { o[get_global_id(0)] = 7 * (int)get_global_id(0); }\n";
    oclc_program *nothing = create(src);
    char *bin = NULL;
    size_t len = 0;
    CHECK(oclc_program_binary(nothing, &bin, &len) == OCLC_INVALID_ARGUMENT && !bin && !len,
          "binary of a program not built");

    oclc_program *unit = compiled(src, NULL);
    CHECK(binary_round_trip(unit, OCLC_PROGRAM_COMPILED, "compiled") == 14, "compiled unit's binary");
    oclc_program *lib = create("");
    CHECK(oclc_program_link(lib, 1, (const oclc_program *const[]){unit}, "-create-library") == OCLC_SUCCESS, "library");
    CHECK(binary_round_trip(lib, OCLC_PROGRAM_LIBRARY, "library") == 14, "library's binary");
    oclc_program *linked = create("");
    CHECK(oclc_program_link(linked, 1, (const oclc_program *const[]){unit}, NULL) == OCLC_SUCCESS, "linked");
    CHECK(binary_round_trip(linked, OCLC_PROGRAM_EXECUTABLE, "linked") == 14, "linked program's binary");
    oclc_program *built = api_build(src, "-cl-std=CL1.2");
    CHECK(binary_round_trip(built, OCLC_PROGRAM_EXECUTABLE, "built") == 14, "built program's binary");
    CHECK(run(built, "k", 4)[3] == 21, "the built program still runs after its binary was made");

    /* Damaged binaries are refused when made, not when built. */
    CHECK(oclc_program_binary(unit, &bin, &len) == OCLC_SUCCESS, "binary");
    oclc_status st = OCLC_SUCCESS;
    oclc_program *q;
    for (size_t at = 0; at < len; at += len / 7 + 1) {
        bin[at] ^= 0x20;
        q = oclc_program_create_from_binary(bin, len, NULL, &st);
        CHECK(!q && st == OCLC_INVALID_ARGUMENT, "a byte changed at %zu of %zu: %s", at, len, oclc_status_string(st));
        oclc_program_destroy(q);
        bin[at] ^= 0x20;
    }
    q = oclc_program_create_from_binary(bin, len - 1, NULL, &st);
    CHECK(!q && st == OCLC_INVALID_ARGUMENT, "a truncated binary");
    q = oclc_program_create_from_binary(bin, 20, NULL, &st);
    CHECK(!q && st == OCLC_INVALID_ARGUMENT, "a header alone");
    q = oclc_program_create_from_binary(NULL, 0, NULL, NULL);
    CHECK(!q, "no bytes");
    /* A well-formed binary whose unit is not LLVM bitcode: refused by the
     * build, as an error of the program, not of oclc. */
    size_t head = 8 + 16 + 8 + 16;
    memcpy(bin + head, "not bitcode", 11);
    uint64_t sum = fnv1a((const unsigned char *)bin + head, len - head);
    memcpy(bin + head - 8, &sum, 8);
    q = oclc_program_create_from_binary(bin, len, NULL, &st);
    CHECK(q && st == OCLC_SUCCESS, "a checksummed binary: %s", oclc_status_string(st));
    if (q) {
        st = oclc_program_build(q, NULL);
        CHECK(st == OCLC_BUILD_ERROR && strstr(oclc_program_log(q), "error: invalid compiled program"),
              "build of a unit that is not bitcode: %s\n%s", oclc_status_string(st), oclc_program_log(q));
        oclc_program_destroy(q);
    }
    free(bin);
    oclc_program *all[] = {nothing, unit, lib, linked, built};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) oclc_program_destroy(all[i]);
}

static void dialect(void)
{
    const char *src = "kernel void k(global int *o) { o[get_global_id(0)] = __OPENCL_C_VERSION__; }\n";
    static const struct {
        oclc_options_dialect dialect;
        const char *options;
        int version;
    } cases[] = {
        {OCLC_OPTIONS_OCLC, NULL, 300},
        {OCLC_OPTIONS_OPENCL, NULL, 120},
        {OCLC_OPTIONS_OPENCL, "-cl-std=CL2.0", 200},
        {OCLC_OPTIONS_OCLC, "-cl-std=CL1.1", 120},
        {OCLC_OPTIONS_OPENCL, "-cl-std=CL1.0 -g -cl-strict-aliasing", 120},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        oclc_program *p = create(src);
        CHECK(oclc_program_set_options_dialect(p, cases[i].dialect) == OCLC_SUCCESS, "dialect");
        oclc_status st = oclc_program_build(p, cases[i].options);
        CHECK(st == OCLC_SUCCESS, "dialect %d, '%s': %s\n%s", cases[i].dialect, cases[i].options,
              oclc_status_string(st), oclc_program_log(p));
        if (st == OCLC_SUCCESS)
            CHECK(run(p, "k", 1)[0] == cases[i].version, "dialect %d, '%s': version %d", cases[i].dialect,
                  cases[i].options, run(p, "k", 1)[0]);
        oclc_program_destroy(p);
    }
    oclc_program *p = create(src);
    CHECK(oclc_program_set_options_dialect(p, (oclc_options_dialect)7) == OCLC_INVALID_ARGUMENT, "a bad dialect");
    oclc_status st = oclc_program_build(p, "-create-library");
    CHECK(st == OCLC_INVALID_ARGUMENT && strstr(oclc_program_log(p), "'-create-library' is not accepted in build"),
          "a link option in a build: %s\n%s", oclc_status_string(st), oclc_program_log(p));
    oclc_program_destroy(p);
}

static void kernel_info(void)
{
    const char *src = "__attribute__((reqd_work_group_size(8, 2, 1)))\n"
                      "kernel void fixed(global int *o) { o[0] = 1; }\n"
                      "kernel void with_local(global int *o) {\n"
                      "  local int a[16]; local float b[3];\n"
                      "  a[get_local_id(0)] = 1; b[0] = 2.0f; o[0] = a[0] + (int)b[0];\n"
                      "}\n"
                      "kernel void waits(global int *o) { barrier(CLK_LOCAL_MEM_FENCE); o[0] = 1; }\n";
    oclc_program *p12 = api_build(src, "-cl-std=CL1.2");
    oclc_program *p20 = api_build(src, "-cl-std=CL2.0");
    oclc_kernel_info ki;
    memset(&ki, 0x7f, sizeof ki);
    CHECK(oclc_program_kernel_info(p12, "fixed", &ki) == OCLC_SUCCESS, "fixed");
    CHECK(ki.reqd_work_group_size[0] == 8 && ki.reqd_work_group_size[1] == 2 && ki.reqd_work_group_size[2] == 1 &&
              strcmp(ki.attributes, "reqd_work_group_size(8, 2, 1)") == 0 && ki.uniform_work_groups &&
              ki.max_work_group_size == (size_t)1 << 24,
          "fixed: %zu %zu %zu '%s' %llu %d %zu", ki.reqd_work_group_size[0], ki.reqd_work_group_size[1],
          ki.reqd_work_group_size[2], ki.attributes, ki.local_mem_size, ki.uniform_work_groups, ki.max_work_group_size);
    /* The local variables of all the kernels of a program are laid out
     * together: each kernel's group has them all. */
    unsigned long long fixed_local = ki.local_mem_size;
    CHECK(oclc_program_kernel_info(p20, "with_local", &ki) == OCLC_SUCCESS, "with_local");
    CHECK(ki.local_mem_size == fixed_local, "local memory of the program: %llu %llu", ki.local_mem_size, fixed_local);
    CHECK(ki.reqd_work_group_size[0] == 0 && ki.attributes[0] == '\0' && ki.local_mem_size >= 16 * 4 + 3 * 4 &&
              !ki.uniform_work_groups,
          "with_local: %zu '%s' %llu %d", ki.reqd_work_group_size[0], ki.attributes, ki.local_mem_size,
          ki.uniform_work_groups);
    CHECK(oclc_program_kernel_info(p20, "waits", &ki) == OCLC_SUCCESS && ki.max_work_group_size == 1024, "waits: %zu",
          ki.max_work_group_size);
    CHECK(oclc_program_kernel_info(p20, "nope", &ki) == OCLC_NOT_FOUND, "an unknown kernel");
    CHECK(oclc_program_kernel_info(NULL, "fixed", &ki) == OCLC_NOT_FOUND, "no program");
    oclc_program_destroy(p12);
    oclc_program_destroy(p20);
}

int main(void)
{
    headers_and_link();
    internal_names_and_clashes();
    binaries();
    dialect();
    kernel_info();
    return test_summary();
}
