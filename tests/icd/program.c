/*
 * Programs on the oclc platform: clCreateProgramWithSource, clBuildProgram
 * with the OpenCL build options (-D, -I, -cl-std, -cl-opt-disable,
 * -cl-mad-enable, -cl-fast-relaxed-math, -cl-denorms-are-zero, -w,
 * -Werror, ...) each checked by its effect, build status, options and log,
 * program info incl. kernel names, clCompileProgram with input headers
 * and clLinkProgram of several units and of a library, separate
 * compilation proper (a header directory removed between compiling and
 * linking, two units each with a static function of the same name),
 * program binaries round-tripped through clCreateProgramWithBinary, and
 * the error code of every bad call.
 *
 * RUN: rm -rf %t.dir && mkdir -p %t.dir
 * RUN: %icd-cc %s -o %t %icd-ld
 * RUN: %t %t.dir | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "icd_test.h"

#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

static IcdEnv e;

static char *build_log(cl_program p)
{
    static char log[16384];
    log[0] = '\0';
    clGetProgramBuildInfo(p, e.device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    return log;
}

static cl_program from_source(const char *src)
{
    cl_int err;
    cl_program p = clCreateProgramWithSource(e.ctx, 1, &src, NULL, &err);
    MUST(err);
    return p;
}

/* Runs kernel `name` (global int *out) over n work-items of a built
 * program and returns out[0..n-1] (static storage). */
static int *run(cl_program p, const char *name, size_t n)
{
    static int out[64];
    cl_int err;
    cl_kernel k = clCreateKernel(p, name, &err);
    if (err) {
        printf("FAIL: clCreateKernel(%s) returned %s\n", name, cl_err_name(err));
        memset(out, 0x7f, sizeof out);
        return out;
    }
    cl_mem b = clCreateBuffer(e.ctx, CL_MEM_READ_WRITE, sizeof out, NULL, &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof b, &b));
    MUST(clEnqueueNDRangeKernel(e.queue, k, 1, NULL, &n, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(e.queue, b, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    clReleaseMemObject(b);
    clReleaseKernel(k);
    return out;
}

static void test_source_and_info(void)
{
    const char *parts[] = {"kernel void first(global int *o) { o[0] = 1; }\n", "kernel void second(global int *o)",
                           " { o[0] = 2; }XXXX"};
    size_t lengths[] = {0, strlen(parts[1]), strlen(parts[2]) - 4};
    cl_int err;
    cl_program p = clCreateProgramWithSource(e.ctx, 3, parts, lengths, &err);
    MUST(err);
    char src[256];
    size_t size = 0;
    MUST(clGetProgramInfo(p, CL_PROGRAM_SOURCE, sizeof src, src, &size));
    CHECK(strcmp(src,
                 "kernel void first(global int *o) { o[0] = 1; }\nkernel void second(global int *o) { o[0] = 2; }") ==
                  0 &&
              size == strlen(src) + 1,
          "CL_PROGRAM_SOURCE '%s'", src);
    cl_build_status st = 99;
    cl_program_binary_type bt = 99;
    MUST(clGetProgramBuildInfo(p, e.device, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
    MUST(clGetProgramBuildInfo(p, e.device, CL_PROGRAM_BINARY_TYPE, sizeof bt, &bt, NULL));
    CHECK(st == CL_BUILD_NONE && bt == CL_PROGRAM_BINARY_TYPE_NONE, "before the build: %d %u", st, bt);
    size_t nk;
    EXPECT(clGetProgramInfo(p, CL_PROGRAM_NUM_KERNELS, sizeof nk, &nk, NULL), CL_INVALID_PROGRAM_EXECUTABLE);
    EXPECT(clGetProgramInfo(p, CL_PROGRAM_KERNEL_NAMES, sizeof src, src, NULL), CL_INVALID_PROGRAM_EXECUTABLE);
    MUST(clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL));
    CHECK(size == 0, "binary size before the build: %zu", size);

    MUST(clBuildProgram(p, 0, NULL, "-cl-std=CL1.2", NULL, NULL));
    MUST(clGetProgramBuildInfo(p, e.device, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
    MUST(clGetProgramBuildInfo(p, e.device, CL_PROGRAM_BINARY_TYPE, sizeof bt, &bt, NULL));
    CHECK(st == CL_BUILD_SUCCESS && bt == CL_PROGRAM_BINARY_TYPE_EXECUTABLE, "after the build: %d %u", st, bt);
    MUST(clGetProgramBuildInfo(p, e.device, CL_PROGRAM_BUILD_OPTIONS, sizeof src, src, NULL));
    CHECK(strcmp(src, "-cl-std=CL1.2") == 0, "CL_PROGRAM_BUILD_OPTIONS '%s'", src);
    MUST(clGetProgramInfo(p, CL_PROGRAM_NUM_KERNELS, sizeof nk, &nk, NULL));
    MUST(clGetProgramInfo(p, CL_PROGRAM_KERNEL_NAMES, sizeof src, src, &size));
    CHECK(nk == 2 && strcmp(src, "first;second") == 0 && size == 13, "kernels: %zu '%s'", nk, src);
    CHECK(run(p, "second", 1)[0] == 2, "second kernel");
    cl_uint refs = 0, ndev = 0;
    cl_context c = NULL;
    cl_device_id d = NULL;
    MUST(clRetainProgram(p));
    MUST(clGetProgramInfo(p, CL_PROGRAM_REFERENCE_COUNT, sizeof refs, &refs, NULL));
    MUST(clReleaseProgram(p));
    MUST(clGetProgramInfo(p, CL_PROGRAM_CONTEXT, sizeof c, &c, NULL));
    MUST(clGetProgramInfo(p, CL_PROGRAM_NUM_DEVICES, sizeof ndev, &ndev, NULL));
    MUST(clGetProgramInfo(p, CL_PROGRAM_DEVICES, sizeof d, &d, NULL));
    CHECK(refs == 2 && c == e.ctx && ndev == 1 && d == e.device, "program info");
    MUST(clGetProgramInfo(p, CL_PROGRAM_IL, 0, NULL, &size));
    CHECK(size == 0, "CL_PROGRAM_IL of a program from source: %zu", size);
    cl_bool ctors = CL_TRUE;
    MUST(clGetProgramInfo(p, CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT, sizeof ctors, &ctors, NULL));
    CHECK(ctors == CL_FALSE, "CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT");
    size_t gvs = 1;
    MUST(clGetProgramBuildInfo(p, e.device, CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE, sizeof gvs, &gvs, NULL));
    EXPECT(clGetProgramInfo(p, 0x7fff, sizeof gvs, &gvs, NULL), CL_INVALID_VALUE);
    EXPECT(clGetProgramBuildInfo(p, e.device, 0x7fff, sizeof gvs, &gvs, NULL), CL_INVALID_VALUE);
    EXPECT(clGetProgramBuildInfo(p, (cl_device_id)e.ctx, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL),
           CL_INVALID_DEVICE);
    EXPECT(clGetProgramInfo(p, CL_PROGRAM_SOURCE, 4, src, NULL), CL_INVALID_VALUE);
    /* Rebuilt once its kernels are gone. */
    MUST(clBuildProgram(p, 1, &e.device, "-cl-std=CL2.0", NULL, NULL));
    CHECK(run(p, "first", 1)[0] == 1, "first kernel after a rebuild");
    clReleaseProgram(p);

    /* Errors. */
    cl_program q;
    q = clCreateProgramWithSource(e.ctx, 0, parts, NULL, &err);
    CHECK(!q && err == CL_INVALID_VALUE, "count 0: %s", cl_err_name(err));
    q = clCreateProgramWithSource(e.ctx, 1, NULL, NULL, &err);
    CHECK(!q && err == CL_INVALID_VALUE, "NULL strings: %s", cl_err_name(err));
    const char *with_null[] = {"kernel void k() {}", NULL};
    q = clCreateProgramWithSource(e.ctx, 2, with_null, NULL, &err);
    CHECK(!q && err == CL_INVALID_VALUE, "a NULL string: %s", cl_err_name(err));
    q = clCreateProgramWithSource((cl_context)e.queue, 1, parts, NULL, &err);
    CHECK(!q && err == CL_INVALID_CONTEXT, "a queue as context: %s", cl_err_name(err));
    EXPECT(clRetainProgram((cl_program)e.ctx), CL_INVALID_PROGRAM);
    EXPECT(clReleaseProgram((cl_program)e.ctx), CL_INVALID_PROGRAM);
    EXPECT(clGetProgramInfo((cl_program)e.ctx, CL_PROGRAM_SOURCE, sizeof src, src, NULL), CL_INVALID_PROGRAM);
}

static int notified;
static void CL_CALLBACK on_build(cl_program p, void *data) { notified += data == &notified; }

static void test_options(const char *dir)
{
    /* Each option, checked by what it does. */
    char hdr[512];
    snprintf(hdr, sizeof hdr, "%s/icd_opt.h", dir);
    FILE *f = fopen(hdr, "w");
    if (!f) {
        printf("FAIL: cannot write %s\n", hdr);
        return;
    }
    fputs("#define FROM_HEADER 41\n", f);
    fclose(f);
    const char *src = "#include \"icd_opt.h\"\n"
                      "kernel void k(global int *o) {\n"
                      "  o[0] = VALUE; o[1] = FROM_HEADER; o[2] = __OPENCL_C_VERSION__;\n"
                      "#ifdef __FAST_RELAXED_MATH__\n  o[3] = 1;\n#else\n  o[3] = 0;\n#endif\n"
                      "#ifdef UNDEFINED_LATER\n  o[4] = 1;\n#else\n  o[4] = 0;\n#endif\n"
                      "}\n";
    static const struct {
        const char *options;
        int version, fast;
    } cases[] = {
        {"-DVALUE=7", 120, 0},
        {"-D VALUE=7 -cl-std=CL1.1", 120, 0},
        {"-DVALUE=7 -cl-std=CL2.0", 200, 0},
        {"-DVALUE=7 -cl-std=CL3.0 -cl-fast-relaxed-math", 300, 1},
        {"-DVALUE=7 -cl-opt-disable -cl-mad-enable -cl-denorms-are-zero", 120, 0},
        {"-DVALUE=7 -cl-finite-math-only -cl-no-signed-zeros -cl-unsafe-math-optimizations", 120, 0},
        {"-DVALUE=7 -cl-single-precision-constant -cl-kernel-arg-info -cl-strict-aliasing", 120, 0},
        {"-DVALUE=7 -cl-uniform-work-group-size -cl-no-subgroup-ifp -w -Werror", 120, 0},
        {"-DVALUE=7 -DUNDEFINED_LATER -UUNDEFINED_LATER -O3", 120, 0},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        cl_program p = from_source(src);
        char opts[512];
        snprintf(opts, sizeof opts, "%s -I %s", cases[i].options, dir);
        cl_int err = clBuildProgram(p, 1, &e.device, opts, NULL, NULL);
        CHECK(err == CL_SUCCESS, "options '%s': %s\n%s", opts, cl_err_name(err), build_log(p));
        if (err == CL_SUCCESS) {
            int *o = run(p, "k", 1);
            CHECK(o[0] == 7 && o[1] == 41 && o[2] == cases[i].version && o[3] == cases[i].fast && o[4] == 0,
                  "options '%s': %d %d %d %d %d", opts, o[0], o[1], o[2], o[3], o[4]);
        }
        clReleaseProgram(p);
    }
    /* Quoted values. */
    cl_program p = from_source("kernel void k(global int *o) { o[0] = sizeof(STR) - 1; }");
    MUST(clBuildProgram(p, 1, &e.device, "-D 'STR=\"a b c\"'", NULL, NULL));
    CHECK(run(p, "k", 1)[0] == 5, "a quoted -D value: %d", run(p, "k", 1)[0]);
    clReleaseProgram(p);

    /* Warnings: -w silences them, -Werror fails the build. */
    const char *warn = "int f(int x) { }\nkernel void k(global int *o) { o[0] = 1; }\n";
    p = from_source(warn);
    MUST(clBuildProgram(p, 1, &e.device, NULL, NULL, NULL));
    CHECK(strstr(build_log(p), "warning: non-void function does not return a value") != NULL, "warning in the log:\n%s",
          build_log(p));
    MUST(clBuildProgram(p, 1, &e.device, "-w", NULL, NULL));
    CHECK(strstr(build_log(p), "warning") == NULL, "-w: the log still has\n%s", build_log(p));
    EXPECT(clBuildProgram(p, 1, &e.device, "-Werror", NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
    CHECK(strstr(build_log(p), "<source>:1:16: error: non-void function") != NULL, "-Werror log:\n%s", build_log(p));
    cl_build_status st = 0;
    MUST(clGetProgramBuildInfo(p, e.device, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
    CHECK(st == CL_BUILD_ERROR, "status after a failed build: %d", st);
    cl_int err;
    cl_kernel k = clCreateKernel(p, "k", &err);
    CHECK(!k && err == CL_INVALID_PROGRAM_EXECUTABLE, "kernel of a failed build: %s", cl_err_name(err));
    clReleaseProgram(p);

    /* Errors in the program and in the options. */
    p = from_source("kernel void k(global int *o) {\n  o[0] = undeclared;\n}\n");
    EXPECT(clBuildProgram(p, 1, &e.device, NULL, NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
    CHECK(strstr(build_log(p), "<source>:2:10: error: use of undeclared identifier 'undeclared'") != NULL,
          "error log:\n%s", build_log(p));
    EXPECT(clBuildProgram(p, 1, &e.device, "-cl-no-such-option", NULL, NULL), CL_INVALID_BUILD_OPTIONS);
    CHECK(strstr(build_log(p), "-cl-no-such-option") != NULL, "the log names the bad option:\n%s", build_log(p));
    EXPECT(clBuildProgram(p, 1, &e.device, "-cl-std=CL9.9", NULL, NULL), CL_INVALID_BUILD_OPTIONS);
    /* The device is the CPU: a GPU target is not its option, GPU or not. */
    clReleaseProgram(p);
    p = from_source("kernel void k(global int *o) { *o = 1; }\n");
    EXPECT(clBuildProgram(p, 1, &e.device, "--target=nvptx64-nvidia-cuda", NULL, NULL), CL_INVALID_BUILD_OPTIONS);
    CHECK(strstr(build_log(p), "the build options name a GPU target") != NULL, "log:\n%s", build_log(p));
    EXPECT(clBuildProgram(p, 1, NULL, NULL, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clBuildProgram(p, 0, &e.device, NULL, NULL, NULL), CL_INVALID_VALUE);
    cl_device_id bad = (cl_device_id)e.ctx;
    EXPECT(clBuildProgram(p, 1, &bad, NULL, NULL, NULL), CL_INVALID_DEVICE);
    EXPECT(clBuildProgram(p, 1, &e.device, NULL, NULL, &notified), CL_INVALID_VALUE);
    EXPECT(clBuildProgram((cl_program)e.ctx, 1, &e.device, NULL, NULL, NULL), CL_INVALID_PROGRAM);
    clReleaseProgram(p);

    /* The build callback. */
    p = from_source("kernel void k(global int *o) { o[0] = 3; }");
    MUST(clBuildProgram(p, 1, &e.device, NULL, on_build, &notified));
    CHECK(notified == 1, "build callback called %d times", notified);
    clReleaseProgram(p);
}

static void test_compile_link(void)
{
    cl_int err;
    cl_program header = from_source("#define SCALE 10\nint helper(int x);\n");
    cl_program lib = from_source("#include \"inc/util.h\"\nint helper(int x) { return x * SCALE + TAG; }\n");
    cl_program main_unit = from_source("#include \"inc/util.h\"\n"
                                       "kernel void k(global int *o) { size_t i = get_global_id(0); "
                                       "o[i] = helper((int)i) + TAG * 1000; }\n");
    const char *names[] = {"inc/util.h"};
    MUST(clCompileProgram(lib, 1, &e.device, "-DTAG=3", 1, &header, names, NULL, NULL));
    MUST(clCompileProgram(main_unit, 0, NULL, "-DTAG=5", 1, &header, names, NULL, NULL));
    cl_program_binary_type bt = 0;
    MUST(clGetProgramBuildInfo(lib, e.device, CL_PROGRAM_BINARY_TYPE, sizeof bt, &bt, NULL));
    CHECK(bt == CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT, "binary type after compiling: %u", bt);
    cl_program units[2] = {lib, main_unit};
    cl_program exe = clLinkProgram(e.ctx, 1, &e.device, "-cl-fast-relaxed-math", 2, units, NULL, NULL, &err);
    MUST(err);
    int *o = run(exe, "k", 4);
    /* Each unit sees its own TAG. */
    CHECK(o[0] == 3 + 5000 && o[3] == 33 + 5000, "linked program: %d %d", o[0], o[3]);
    MUST(clGetProgramBuildInfo(exe, e.device, CL_PROGRAM_BINARY_TYPE, sizeof bt, &bt, NULL));
    CHECK(bt == CL_PROGRAM_BINARY_TYPE_EXECUTABLE, "binary type after linking: %u", bt);

    /* A library, then linked with the main unit. */
    cl_program library = clLinkProgram(e.ctx, 0, NULL, "-create-library", 1, &lib, NULL, NULL, &err);
    MUST(err);
    MUST(clGetProgramBuildInfo(library, e.device, CL_PROGRAM_BINARY_TYPE, sizeof bt, &bt, NULL));
    CHECK(bt == CL_PROGRAM_BINARY_TYPE_LIBRARY, "binary type of a library: %u", bt);
    cl_program with_lib[2] = {main_unit, library};
    cl_program exe2 = clLinkProgram(e.ctx, 1, &e.device, "-enable-link-options", 2, with_lib, NULL, NULL, &err);
    MUST(err);
    o = run(exe2, "k", 2);
    CHECK(o[1] == 13 + 5000, "linked with a library: %d", o[1]);

    /* Binaries: an executable and a compiled object, round-tripped. */
    size_t size = 0;
    MUST(clGetProgramInfo(exe, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL));
    unsigned char *bin = malloc(size);
    unsigned char *bins[1] = {bin};
    MUST(clGetProgramInfo(exe, CL_PROGRAM_BINARIES, sizeof bins, bins, NULL));
    cl_int status = 99;
    const unsigned char *cbins[1] = {bin};
    cl_program from_bin = clCreateProgramWithBinary(e.ctx, 1, &e.device, &size, cbins, &status, &err);
    MUST(err);
    CHECK(status == CL_SUCCESS, "binary status %d", status);
    MUST(clGetProgramBuildInfo(from_bin, e.device, CL_PROGRAM_BINARY_TYPE, sizeof bt, &bt, NULL));
    CHECK(bt == CL_PROGRAM_BINARY_TYPE_EXECUTABLE, "binary type of a program from a binary: %u", bt);
    MUST(clBuildProgram(from_bin, 1, &e.device, NULL, NULL, NULL));
    o = run(from_bin, "k", 3);
    CHECK(o[2] == 23 + 5000, "program from a binary: %d", o[2]);
    free(bin);
    MUST(clGetProgramInfo(main_unit, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL));
    bin = malloc(size);
    bins[0] = bin;
    cbins[0] = bin;
    MUST(clGetProgramInfo(main_unit, CL_PROGRAM_BINARIES, sizeof bins, bins, NULL));
    cl_program obj = clCreateProgramWithBinary(e.ctx, 1, &e.device, &size, cbins, NULL, &err);
    MUST(err);
    cl_program again[2] = {obj, lib};
    cl_program exe3 = clLinkProgram(e.ctx, 0, NULL, NULL, 2, again, NULL, NULL, &err);
    MUST(err);
    o = run(exe3, "k", 2);
    CHECK(o[1] == 13 + 5000, "linked from a compiled object's binary: %d", o[1]);
    bin[0] ^= 0xff;
    cl_program junk = clCreateProgramWithBinary(e.ctx, 1, &e.device, &size, cbins, &status, &err);
    CHECK(!junk && err == CL_INVALID_BINARY && status == CL_INVALID_BINARY, "a corrupt binary: %s %d", cl_err_name(err),
          status);
    bin[0] ^= 0xff;
    size_t short_size = size / 2;
    junk = clCreateProgramWithBinary(e.ctx, 1, &e.device, &short_size, cbins, &status, &err);
    CHECK(!junk && err == CL_INVALID_BINARY, "a truncated binary: %s", cl_err_name(err));
    size_t zero = 0;
    junk = clCreateProgramWithBinary(e.ctx, 1, &e.device, &zero, cbins, &status, &err);
    CHECK(!junk && err == CL_INVALID_VALUE, "a binary of 0 bytes: %s", cl_err_name(err));
    free(bin);

    /* Errors. */
    cl_program undef = from_source("int missing(int);\nkernel void k(global int *o) { o[0] = missing(1); }\n");
    MUST(clCompileProgram(undef, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL));
    cl_program failed = clLinkProgram(e.ctx, 0, NULL, NULL, 1, &undef, NULL, NULL, &err);
    CHECK(failed && err == CL_LINK_PROGRAM_FAILURE, "link of an undefined function: %s", cl_err_name(err));
    if (failed) {
        cl_build_status st = 0;
        MUST(clGetProgramBuildInfo(failed, e.device, CL_PROGRAM_BUILD_STATUS, sizeof st, &st, NULL));
        CHECK(st == CL_BUILD_ERROR && strstr(build_log(failed), "missing") != NULL, "failed link: %d\n%s", st,
              build_log(failed));
        clReleaseProgram(failed);
    }
    cl_program x = clLinkProgram(e.ctx, 0, NULL, "-DX=1", 1, &lib, NULL, NULL, &err);
    CHECK(!x && err == CL_INVALID_LINKER_OPTIONS, "a compile option at link time: %s", cl_err_name(err));
    cl_program not_compiled = from_source("kernel void k(global int *o) {}");
    x = clLinkProgram(e.ctx, 0, NULL, NULL, 1, &not_compiled, NULL, NULL, &err);
    CHECK(!x && err == CL_INVALID_OPERATION, "link of an uncompiled program: %s", cl_err_name(err));
    x = clLinkProgram(e.ctx, 0, NULL, NULL, 0, NULL, NULL, NULL, &err);
    CHECK(!x && err == CL_INVALID_VALUE, "link of nothing: %s", cl_err_name(err));
    EXPECT(clCompileProgram(not_compiled, 0, NULL, "-cl-bogus", 0, NULL, NULL, NULL, NULL),
           CL_INVALID_COMPILER_OPTIONS);
    cl_program broken = from_source("kernel void k(global int *o) { o[0] = ; }");
    EXPECT(clCompileProgram(broken, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL), CL_COMPILE_PROGRAM_FAILURE);
    CHECK(strstr(build_log(broken), "error:") != NULL, "compile log:\n%s", build_log(broken));
    EXPECT(clCompileProgram(not_compiled, 0, NULL, NULL, 1, NULL, names, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(clCompileProgram(not_compiled, 0, NULL, NULL, 1, &header, NULL, NULL, NULL), CL_INVALID_VALUE);
    /* Kernels attached: no rebuild, no recompile. */
    cl_kernel k = clCreateKernel(exe, "k", &err);
    MUST(err);
    EXPECT(clBuildProgram(exe, 0, NULL, NULL, NULL, NULL), CL_INVALID_OPERATION);
    clReleaseKernel(k);

    cl_program all[] = {header, lib, main_unit, exe, library, exe2, from_bin, obj, exe3, undef, not_compiled, broken};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) clReleaseProgram(all[i]);
}

/* Separate compilation is separate: a unit is compiled when
 * clCompileProgram returns (the header directory it read may be gone by
 * clLinkProgram, as the conformance suite's test of it removes it), and
 * each unit's internal names are its own. */
static void test_separate_units(const char *dir)
{
    char hdir[512], hdr[600];
    snprintf(hdir, sizeof hdir, "%s/gone", dir);
    snprintf(hdr, sizeof hdr, "%s/simple_header.h", hdir);
    if (mkdir(hdir, 0700) != 0 && errno != EEXIST) {
        printf("FAIL: cannot make %s\n", hdir);
        return;
    }
    FILE *f = fopen(hdr, "w");
    if (!f) {
        printf("FAIL: cannot write %s\n", hdr);
        return;
    }
    fputs("#define FROM_DISK 17\n", f);
    fclose(f);
    cl_int err;
    cl_program a = from_source("#include \"simple_header.h\"\n"
                               "kernel void ka(global int *o) { o[get_global_id(0)] = FROM_DISK; }\n");
    char opts[600];
    snprintf(opts, sizeof opts, "-I %s", hdir);
    err = clCompileProgram(a, 0, NULL, opts, 0, NULL, NULL, NULL, NULL);
    CHECK(err == CL_SUCCESS, "compile with -I %s: %s\n%s", hdir, cl_err_name(err), build_log(a));
    remove(hdr);
    rmdir(hdir);
    cl_program exe = clLinkProgram(e.ctx, 0, NULL, NULL, 1, &a, NULL, NULL, &err);
    CHECK(err == CL_SUCCESS, "link after the header directory is gone: %s\n%s", cl_err_name(err),
          exe ? build_log(exe) : "");
    if (exe && err == CL_SUCCESS) CHECK(run(exe, "ka", 2)[1] == 17, "ka: %d", run(exe, "ka", 2)[1]);

    /* Two units, each with its own static twice(). */
    cl_program b = from_source("static int twice(int x) { return 2 * x; }\n"
                               "kernel void kb(global int *o) { int i = (int)get_global_id(0); o[i] = twice(i); }\n");
    cl_program c = from_source("static int twice(int x) { return 2 * x + 1000; }\n"
                               "kernel void kc(global int *o) { int i = (int)get_global_id(0); o[i] = twice(i); }\n");
    MUST(clCompileProgram(b, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL));
    MUST(clCompileProgram(c, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL));
    cl_program units[2] = {b, c};
    cl_program exe2 = clLinkProgram(e.ctx, 0, NULL, NULL, 2, units, NULL, NULL, &err);
    CHECK(err == CL_SUCCESS, "link of two units with a static twice() each: %s\n%s", cl_err_name(err),
          exe2 ? build_log(exe2) : "");
    if (exe2 && err == CL_SUCCESS) {
        int *o = run(exe2, "kb", 4);
        CHECK(o[0] == 0 && o[3] == 6, "kb, its own twice(): %d %d", o[0], o[3]);
        o = run(exe2, "kc", 4);
        CHECK(o[0] == 1000 && o[3] == 1006, "kc, its own twice(): %d %d", o[0], o[3]);
        char names[64] = "";
        MUST(clGetProgramInfo(exe2, CL_PROGRAM_KERNEL_NAMES, sizeof names, names, NULL));
        CHECK(strcmp(names, "kb;kc") == 0, "kernels of the linked program, unit by unit: '%s'", names);
    }

    /* The same external name in two units is the link's error. */
    cl_program d1 =
        from_source("int shared(int x) { return x; }\nkernel void k1(global int *o) { o[0] = shared(1); }\n");
    cl_program d2 =
        from_source("int shared(int x) { return -x; }\nkernel void k2(global int *o) { o[0] = shared(2); }\n");
    MUST(clCompileProgram(d1, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL));
    MUST(clCompileProgram(d2, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL));
    cl_program twice_defined[2] = {d1, d2};
    cl_program bad = clLinkProgram(e.ctx, 0, NULL, NULL, 2, twice_defined, NULL, NULL, &err);
    CHECK(bad && err == CL_LINK_PROGRAM_FAILURE && strstr(build_log(bad), "shared") != NULL,
          "two definitions of 'shared': %s\n%s", cl_err_name(err), bad ? build_log(bad) : "");
    cl_program all[] = {a, exe, b, c, exe2, d1, d2, bad};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++)
        if (all[i]) clReleaseProgram(all[i]);
}

static void test_unsupported_program_entry_points(void)
{
    cl_int err;
    unsigned char il[4] = {0x03, 0x02, 0x23, 0x07};
    cl_program p = clCreateProgramWithIL(e.ctx, il, sizeof il, &err);
    CHECK(!p && err == CL_INVALID_OPERATION, "clCreateProgramWithIL: %s", cl_err_name(err));
    p = clCreateProgramWithBuiltInKernels(e.ctx, 1, &e.device, "none", &err);
    CHECK(!p && err == CL_INVALID_VALUE, "clCreateProgramWithBuiltInKernels: %s", cl_err_name(err));
    p = from_source("kernel void k(global int *o) {}");
    EXPECT(clSetProgramReleaseCallback(p, on_build, NULL), CL_INVALID_OPERATION);
    int v = 0;
    /* The device takes no IL: CL_INVALID_OPERATION for any valid program,
     * before the constant's id, size or value are looked at; an invalid
     * program is still CL_INVALID_PROGRAM. */
    EXPECT(clSetProgramSpecializationConstant(p, 0, sizeof v, &v), CL_INVALID_OPERATION);
    EXPECT(clSetProgramSpecializationConstant(p, 12345, 3, NULL), CL_INVALID_OPERATION);
    EXPECT(clSetProgramSpecializationConstant(NULL, 0, sizeof v, &v), CL_INVALID_PROGRAM);
    EXPECT(clSetProgramSpecializationConstant((cl_program)e.ctx, 0, sizeof v, &v), CL_INVALID_PROGRAM);
    EXPECT(clUnloadCompiler(), CL_SUCCESS);
    clReleaseProgram(p);
}

int main(int argc, char **argv)
{
    e = icd_setup("oclc");
    test_source_and_info();
    test_options(argc > 1 ? argv[1] : ".");
    test_compile_link();
    test_separate_units(argc > 1 ? argv[1] : ".");
    test_unsupported_program_entry_points();
    icd_teardown(&e);
    return test_summary();
}
