/*
 * The OpenCL platform's GPU device (runtime/icd, docs/icd.md): the ICD's
 * sources compiled into this program, so that it calls the cl* entry
 * points directly and needs no ICD loader on the GPU machine.
 *
 * Where there is no GPU it checks that none is listed and that
 * OCLC_ICD_DEFAULT_DEVICE=gpu changes nothing, then prints "no GPU:
 * skipped" and exits 77.  On a GPU: the device's type and limits; a
 * context with the CPU and the GPU, a program built for both; a buffer
 * written by a CPU kernel, read and changed by a GPU kernel, read on the
 * host, changed by the CPU again (migration both ways); a sub-buffer on the
 * GPU; fill, copy, map and unmap on the GPU's queue; a kernel with a local
 * argument; a local size left to oclc; the errors (non-uniform groups, a
 * program not built for the queue's device); an event of the CPU's queue
 * in a GPU command's wait list; clCompileProgram, clLinkProgram and each
 * device's binaries (separate_compilation); and last a kernel that faults:
 * CL_OUT_OF_RESOURCES, and the CPU device still working.  Every expected
 * value is computed here in C.
 */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int checks, fails;

#define CHECK(cond, ...)                                    \
    do {                                                    \
        checks++;                                           \
        if (!(cond)) {                                      \
            fails++;                                        \
            if (fails <= 50) {                              \
                printf("FAIL %s:%d: ", __FILE__, __LINE__); \
                printf(__VA_ARGS__);                        \
                printf("\n");                               \
            }                                               \
        }                                                   \
    } while (0)

#define MUST(call)                                                                   \
    do {                                                                             \
        cl_int got_ = (call);                                                        \
        if (got_ != CL_SUCCESS) {                                                    \
            printf("FAIL %s:%d: %s returned %d\n", __FILE__, __LINE__, #call, got_); \
            exit(1);                                                                 \
        }                                                                            \
    } while (0)

#define EXPECT(call, want)                                                              \
    do {                                                                                \
        cl_int got_ = (call);                                                           \
        CHECK(got_ == (want), "%s returned %d, expected %d", #call, got_, (int)(want)); \
    } while (0)

static const char *src =
    "kernel void cpu_fill(global int *out) { size_t i = get_global_id(0); out[i] = (int)i * 3 + 1; }\n"
    "kernel void twice(global int *buf, int add) {\n"
    "  size_t i = get_global_id(0);\n"
    "  buf[i] = buf[i] * 2 + add;\n"
    "}\n"
    "kernel void copy_in(global const int *in, global int *out) {\n"
    "  size_t i = get_global_id(0);\n"
    "  out[i] = in[i];\n"
    "}\n"
    "kernel void group_sum(global const int *in, global int *out, local int *tmp) {\n"
    "  size_t l = get_local_id(0), n = get_local_size(0);\n"
    "  tmp[l] = in[get_global_id(0)];\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (size_t s = n / 2; s > 0; s /= 2) {\n"
    "    if (l < s) tmp[l] += tmp[l + s];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  }\n"
    "  if (l == 0) out[get_group_id(0)] = tmp[0];\n"
    "}\n"
    "kernel void ids(global uint *out) {\n"
    "  size_t i = get_global_id(0) - get_global_offset(0);\n"
    "  out[i] = (uint)(get_global_id(0) * 65536 + get_local_size(0));\n"
    "}\n";

static const char *fault_src = "kernel void far(global int *p) { p[get_global_id(0) + ((ulong)1 << 40)] = 1; }\n";

/* The context's callback: the last message it was told. */
static char notified[2048];
static void CL_CALLBACK notify(const char *msg, const void *info, size_t cb, void *user)
{
    snprintf(notified, sizeof notified, "%s", msg);
}

static cl_device_id find(cl_platform_id p, cl_device_type type)
{
    cl_device_id d = NULL;
    cl_uint n = 0;
    if (clGetDeviceIDs(p, type, 1, &d, &n) != CL_SUCCESS || n == 0) return NULL;
    return d;
}

static cl_kernel kernel(cl_program p, const char *name)
{
    cl_int err;
    cl_kernel k = clCreateKernel(p, name, &err);
    MUST(err);
    return k;
}

static cl_int status_of(cl_event e)
{
    cl_int st = 1;
    clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL);
    return st;
}

/* The binary's device word (runtime/program.c's format: "OCLCUNIT", then
 * u32 ABI, LLVM, kind, device), read here. */
static unsigned binary_device_word(const unsigned char *bin, size_t len)
{
    unsigned w = 99;
    if (len >= 24 && !memcmp(bin, "OCLCUNIT", 8)) memcpy(&w, bin + 20, sizeof w);
    return w;
}

static void build_log_has(cl_program p, cl_device_id d, const char *text, const char *what)
{
    char log[8192] = "";
    clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    CHECK(strstr(log, text) != NULL, "%s: the log has no '%s':\n%s", what, text, log);
}

/* Runs `twice` (buf[i] = buf[i] * 2 + add, as fake_cuda.c has it too) of
 * program p on queue q over ints 0 .. n-1 and says how many are wrong. */
static int run_twice(cl_context ctx, cl_command_queue q, cl_program p, int add)
{
    enum { N = 256 };
    int v[N];
    for (int i = 0; i < N; i++) v[i] = i - 100;
    cl_int err;
    cl_mem b = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof v, v, &err);
    MUST(err);
    cl_kernel k = clCreateKernel(p, "twice", &err);
    CHECK(err == CL_SUCCESS, "clCreateKernel(twice): %d", err);
    if (err) {
        clReleaseMemObject(b);
        return N;
    }
    MUST(clSetKernelArg(k, 0, sizeof b, &b));
    MUST(clSetKernelArg(k, 1, sizeof add, &add));
    size_t n = N;
    err = clEnqueueNDRangeKernel(q, k, 1, NULL, &n, NULL, 0, NULL, NULL);
    CHECK(err == CL_SUCCESS, "enqueue of twice: %d", err);
    MUST(clEnqueueReadBuffer(q, b, CL_TRUE, 0, sizeof v, v, 0, NULL, NULL));
    int bad = 0;
    for (int i = 0; i < N; i++) bad += v[i] != (i - 100) * 2 + add;
    clReleaseKernel(k);
    clReleaseMemObject(b);
    return bad;
}

/* clCompileProgram, clLinkProgram and binaries on the GPU device: two
 * units (one with an input header and a program variable) compiled for
 * both devices and linked, run on each; each device's own binary,
 * round-tripped, and given to the wrong device (CL_INVALID_BINARY); a
 * link for the GPU only; a target in the options refused on the GPU. */
static void separate_compilation(cl_context ctx, cl_device_id cpu, cl_device_id gpu, cl_command_queue qc,
                                 cl_command_queue qg)
{
    static const char *hdr = "#define SCALE 10\nint scale(int x);\n";
    static const char *lib_src = "#include \"inc/s.h\"\nint scale(int x) { return x * SCALE; }\n";
    static const char *main_src = "#include \"inc/s.h\"\n"
                                  "global int unit_var[3] = {1, 2, 3};\n"
                                  "kernel void twice(global int *buf, int add) {\n"
                                  "  size_t i = get_global_id(0);\n"
                                  "  buf[i] = buf[i] * 2 + add + scale(0) + unit_var[0] - 1;\n"
                                  "}\n";
    cl_int err;
    cl_program header = clCreateProgramWithSource(ctx, 1, &hdr, NULL, &err);
    MUST(err);
    cl_program lib = clCreateProgramWithSource(ctx, 1, &lib_src, NULL, &err);
    MUST(err);
    cl_program unit = clCreateProgramWithSource(ctx, 1, &main_src, NULL, &err);
    MUST(err);
    const char *names[] = {"inc/s.h"};
    MUST(clCompileProgram(lib, 0, NULL, NULL, 1, &header, names, NULL, NULL));
    MUST(clCompileProgram(unit, 0, NULL, "-cl-std=CL2.0", 1, &header, names, NULL, NULL));
    cl_program_binary_type bt = 0;
    MUST(clGetProgramBuildInfo(unit, gpu, CL_PROGRAM_BINARY_TYPE, sizeof bt, &bt, NULL));
    CHECK(bt == CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT, "a unit compiled for both: binary type %u", (unsigned)bt);

    /* Linked for both devices, run on each. */
    cl_program units[2] = {lib, unit};
    cl_program exe = clLinkProgram(ctx, 0, NULL, NULL, 2, units, NULL, NULL, &err);
    CHECK(err == CL_SUCCESS, "link for both devices: %d", err);
    CHECK(run_twice(ctx, qg, exe, 3) == 0, "the linked program on the GPU");
    CHECK(run_twice(ctx, qc, exe, 4) == 0, "the linked program on the CPU");
    size_t gvs = 0;
    MUST(clGetProgramBuildInfo(exe, gpu, CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE, sizeof gvs, &gvs, NULL));
    CHECK(gvs == 3 * sizeof(int), "the GPU's global variables: %zu bytes", gvs);
    gvs = 0;
    MUST(clGetProgramBuildInfo(exe, cpu, CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE, sizeof gvs, &gvs, NULL));
    CHECK(gvs == 3 * sizeof(int), "the CPU's global variables: %zu bytes", gvs);

    /* Each device's binary: its own (the context lists the CPU first). */
    size_t sizes[2] = {0, 0};
    MUST(clGetProgramInfo(exe, CL_PROGRAM_BINARY_SIZES, sizeof sizes, sizes, NULL));
    CHECK(sizes[0] && sizes[1], "binary sizes %zu %zu", sizes[0], sizes[1]);
    unsigned char *bins[2] = {malloc(sizes[0] + 1), malloc(sizes[1] + 1)};
    MUST(clGetProgramInfo(exe, CL_PROGRAM_BINARIES, sizeof bins, bins, NULL));
    CHECK(binary_device_word(bins[0], sizes[0]) == 0 && binary_device_word(bins[1], sizes[1]) == 1,
          "the binaries' device words: %u %u", binary_device_word(bins[0], sizes[0]),
          binary_device_word(bins[1], sizes[1]));
    const unsigned char *cbins[2] = {bins[0], bins[1]};
    cl_int status[2] = {99, 99};
    cl_program gbin = clCreateProgramWithBinary(ctx, 1, &gpu, &sizes[1], &cbins[1], status, &err);
    CHECK(gbin && err == CL_SUCCESS && status[0] == CL_SUCCESS, "the GPU's binary for the GPU: %d", err);
    if (gbin) {
        err = clBuildProgram(gbin, 1, &gpu, NULL, NULL, NULL);
        CHECK(err == CL_SUCCESS, "build of the GPU's binary: %d", err);
        CHECK(run_twice(ctx, qg, gbin, 5) == 0, "the GPU's binary on the GPU");
        clReleaseProgram(gbin);
    }
    /* Built for "the program's devices": the GPU only, which it has a
     * binary for; the CPU has none. */
    gbin = clCreateProgramWithBinary(ctx, 1, &gpu, &sizes[1], &cbins[1], status, &err);
    MUST(err);
    err = clBuildProgram(gbin, 0, NULL, NULL, NULL, NULL);
    CHECK(err == CL_SUCCESS, "the GPU's binary built with no device list: %d", err);
    CHECK(run_twice(ctx, qg, gbin, 9) == 0, "the GPU's binary built with no device list, on the GPU");
    size_t gsizes[2] = {1, 0};
    MUST(clGetProgramInfo(gbin, CL_PROGRAM_BINARY_SIZES, sizeof gsizes, gsizes, NULL));
    CHECK(gsizes[0] == 0 && gsizes[1] > 0, "its binaries: CPU %zu bytes, GPU %zu", gsizes[0], gsizes[1]);
    clReleaseProgram(gbin);
    cl_device_id both[2] = {cpu, gpu};
    cl_program bbin = clCreateProgramWithBinary(ctx, 2, both, sizes, cbins, status, &err);
    CHECK(bbin && err == CL_SUCCESS && status[0] == CL_SUCCESS && status[1] == CL_SUCCESS,
          "each device's binary: %d %d %d", err, status[0], status[1]);
    if (bbin) {
        MUST(clBuildProgram(bbin, 0, NULL, NULL, NULL, NULL));
        CHECK(run_twice(ctx, qg, bbin, 6) == 0 && run_twice(ctx, qc, bbin, 7) == 0,
              "a program from both binaries, on each device");
        clReleaseProgram(bbin);
    }
    /* The wrong device's binary: refused, not miscompiled. */
    cl_program wrong = clCreateProgramWithBinary(ctx, 1, &gpu, &sizes[0], &cbins[0], status, &err);
    CHECK(!wrong && err == CL_INVALID_BINARY && status[0] == CL_INVALID_BINARY, "the CPU's binary for the GPU: %d %d",
          err, status[0]);
    wrong = clCreateProgramWithBinary(ctx, 1, &cpu, &sizes[1], &cbins[1], status, &err);
    CHECK(!wrong && err == CL_INVALID_BINARY && status[0] == CL_INVALID_BINARY, "the GPU's binary for the CPU: %d %d",
          err, status[0]);
    free(bins[0]);
    free(bins[1]);

    /* Compiled and linked for the GPU only: no CPU build. */
    cl_program gunit = clCreateProgramWithSource(ctx, 1, &main_src, NULL, &err);
    MUST(err);
    MUST(clCompileProgram(gunit, 1, &gpu, "-cl-std=CL2.0", 1, &header, names, NULL, NULL));
    cl_program glib = clLinkProgram(ctx, 1, &gpu, "-create-library", 1, &lib, NULL, NULL, &err);
    CHECK(err == CL_SUCCESS, "a GPU library: %d", err);
    MUST(clGetProgramBuildInfo(glib, gpu, CL_PROGRAM_BINARY_TYPE, sizeof bt, &bt, NULL));
    CHECK(bt == CL_PROGRAM_BINARY_TYPE_LIBRARY, "the GPU library's binary type %u", (unsigned)bt);
    cl_program gin[2] = {gunit, glib};
    cl_program gexe = clLinkProgram(ctx, 1, &gpu, "-cl-fast-relaxed-math", 2, gin, NULL, NULL, &err);
    CHECK(err == CL_SUCCESS, "link for the GPU only: %d", err);
    CHECK(run_twice(ctx, qg, gexe, 8) == 0, "the GPU-only link on the GPU");
    cl_kernel k = clCreateKernel(gexe, "twice", &err);
    MUST(err);
    size_t one = 1;
    cl_mem b = clCreateBuffer(ctx, CL_MEM_READ_WRITE, 16, NULL, &err);
    MUST(err);
    MUST(clSetKernelArg(k, 0, sizeof b, &b));
    MUST(clSetKernelArg(k, 1, sizeof(int), &one));
    EXPECT(clEnqueueNDRangeKernel(qc, k, 1, NULL, &one, NULL, 0, NULL, NULL), CL_INVALID_PROGRAM_EXECUTABLE);
    clReleaseKernel(k);
    clReleaseMemObject(b);
    /* A unit compiled for the GPU only, linked for the CPU too. */
    cl_program none = clLinkProgram(ctx, 0, NULL, NULL, 1, &gunit, NULL, NULL, &err);
    CHECK(!none && err == CL_INVALID_OPERATION, "link for both of a GPU-only unit: %d", err);

    /* An OpenCL device builds for itself: a target is refused, GPU too. */
    EXPECT(clBuildProgram(lib, 1, &gpu, "--target=nvptx64-nvidia-cuda", NULL, NULL), CL_INVALID_BUILD_OPTIONS);
    build_log_has(lib, gpu, "the build options name a GPU target", "--target on the GPU");
    EXPECT(clBuildProgram(lib, 1, &gpu, "-O1 -target x86_64-linux-gnu", NULL, NULL), CL_INVALID_BUILD_OPTIONS);
    build_log_has(lib, gpu, "the build options name a target ('-target x86_64-linux-gnu')", "-target on the GPU");
    EXPECT(clCompileProgram(lib, 1, &gpu, "--target=nvptx64-nvidia-cuda", 0, NULL, NULL, NULL, NULL),
           CL_INVALID_COMPILER_OPTIONS);
    build_log_has(lib, gpu, "the compile options name a GPU target", "--target in compile options");
    cl_program tl = clLinkProgram(ctx, 1, &gpu, "--target=nvptx64-nvidia-cuda", 1, &gunit, NULL, NULL, &err);
    CHECK(!tl && err == CL_INVALID_LINKER_OPTIONS, "--target in link options: %d", err);

    cl_program all[] = {header, lib, unit, exe, gunit, glib, gexe};
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) clReleaseProgram(all[i]);
}

int main(void)
{
    cl_platform_id plat;
    MUST(clGetPlatformIDs(1, &plat, NULL));
    cl_device_id cpu = find(plat, CL_DEVICE_TYPE_CPU), gpu = find(plat, CL_DEVICE_TYPE_GPU);
    CHECK(cpu != NULL, "the CPU device");
    setenv("OCLC_ICD_DEFAULT_DEVICE", "gpu", 1);
    cl_device_id def = find(plat, CL_DEVICE_TYPE_DEFAULT);
    unsetenv("OCLC_ICD_DEFAULT_DEVICE");
    if (!gpu) {
        cl_uint n = 0;
        MUST(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 0, NULL, &n));
        CHECK(n == 1, "no GPU: %u devices listed", n);
        CHECK(def == cpu, "OCLC_ICD_DEFAULT_DEVICE=gpu without a GPU: the default is the CPU");
        printf("gpu-icd: %d checks, %d failed\n", checks, fails);
        if (fails) return 1;
        printf("gpu-icd: no GPU: skipped\n");
        return 77;
    }

    /* The device. */
    char name[256] = "";
    MUST(clGetDeviceInfo(gpu, CL_DEVICE_NAME, sizeof name, name, NULL));
    printf("gpu-icd: on %s\n", name);
    cl_device_type type = 0;
    MUST(clGetDeviceInfo(gpu, CL_DEVICE_TYPE, sizeof type, &type, NULL));
    CHECK(type == CL_DEVICE_TYPE_GPU, "CL_DEVICE_TYPE");
    CHECK(def == gpu, "OCLC_ICD_DEFAULT_DEVICE=gpu: the default device is the GPU");
    CHECK(find(plat, CL_DEVICE_TYPE_DEFAULT) == cpu, "the default device is the CPU without the variable");
    cl_uint n = 0;
    MUST(clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 0, NULL, &n));
    CHECK(n >= 2, "CL_DEVICE_TYPE_ALL lists %u devices", n);
    cl_bool b = CL_TRUE;
    MUST(clGetDeviceInfo(gpu, CL_DEVICE_IMAGE_SUPPORT, sizeof b, &b, NULL));
    CHECK(!b, "no images on the GPU");
    MUST(clGetDeviceInfo(gpu, CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, sizeof b, &b, NULL));
    CHECK(!b, "no non-uniform work-groups on the GPU");
    cl_device_fp_config fp = 0;
    MUST(clGetDeviceInfo(gpu, CL_DEVICE_SINGLE_FP_CONFIG, sizeof fp, &fp, NULL));
    CHECK(!(fp & CL_FP_DENORM) && (fp & CL_FP_ROUND_TO_NEAREST), "single precision config %#llx",
          (unsigned long long)fp);
    size_t wg = 0;
    cl_ulong mem = 0, local = 0;
    MUST(clGetDeviceInfo(gpu, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
    MUST(clGetDeviceInfo(gpu, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof mem, &mem, NULL));
    MUST(clGetDeviceInfo(gpu, CL_DEVICE_LOCAL_MEM_SIZE, sizeof local, &local, NULL));
    CHECK(wg >= 64 && mem >= ((cl_ulong)1 << 30) && local >= 16384, "limits: %zu items, %llu bytes, %llu local", wg,
          (unsigned long long)mem, (unsigned long long)local);
    char ext[4096] = "";
    MUST(clGetDeviceInfo(gpu, CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL));
    CHECK(strstr(ext, "cl_khr_icd") && !strstr(ext, "image"), "extensions: %s", ext);

    /* A context with both devices, a queue on each, a program for both. */
    cl_int err;
    cl_device_id both[2] = {cpu, gpu};
    cl_context ctx = clCreateContext(NULL, 2, both, notify, NULL, &err);
    MUST(err);
    MUST(clGetContextInfo(ctx, CL_CONTEXT_NUM_DEVICES, sizeof n, &n, NULL));
    CHECK(n == 2, "CL_CONTEXT_NUM_DEVICES %u", n);
    cl_command_queue qc = clCreateCommandQueueWithProperties(ctx, cpu, NULL, &err);
    MUST(err);
    cl_command_queue qg = clCreateCommandQueueWithProperties(ctx, gpu, NULL, &err);
    MUST(err);
    /* A buffer every device of the context can hold: no larger than the
     * smallest CL_DEVICE_MAX_MEM_ALLOC_SIZE among them. */
    cl_ulong amax_cpu = 0, amax_gpu = 0;
    MUST(clGetDeviceInfo(cpu, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof amax_cpu, &amax_cpu, NULL));
    MUST(clGetDeviceInfo(gpu, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof amax_gpu, &amax_gpu, NULL));
    cl_ulong amax = amax_cpu < amax_gpu ? amax_cpu : amax_gpu;
    cl_mem big = clCreateBuffer(ctx, CL_MEM_READ_WRITE, (size_t)amax + 1, NULL, &err);
    CHECK(!big && err == CL_INVALID_BUFFER_SIZE, "a buffer past the smaller max alloc size (%llu): %d",
          (unsigned long long)amax, err);
    cl_context gctx = clCreateContext(NULL, 1, &gpu, notify, NULL, &err);
    MUST(err);
    big = clCreateBuffer(gctx, CL_MEM_READ_WRITE, (size_t)amax_gpu + 1, NULL, &err);
    CHECK(!big && err == CL_INVALID_BUFFER_SIZE, "a buffer past the GPU's max alloc size (%llu): %d",
          (unsigned long long)amax_gpu, err);
    clReleaseContext(gctx);
    cl_device_id qd = NULL;
    MUST(clGetCommandQueueInfo(qg, CL_QUEUE_DEVICE, sizeof qd, &qd, NULL));
    CHECK(qd == gpu, "CL_QUEUE_DEVICE");
    cl_program prog = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
    MUST(err);
    err = clBuildProgram(prog, 0, NULL, "", NULL, NULL);
    if (err != CL_SUCCESS) {
        char log[8192] = "";
        clGetProgramBuildInfo(prog, gpu, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        printf("FAIL: clBuildProgram returned %d; the GPU's log:\n%s\n", err, log);
        return 1;
    }
    cl_build_status bs = CL_BUILD_NONE;
    MUST(clGetProgramBuildInfo(prog, gpu, CL_PROGRAM_BUILD_STATUS, sizeof bs, &bs, NULL));
    CHECK(bs == CL_BUILD_SUCCESS, "the GPU's build status");

    /* CPU writes, GPU reads and writes, the host reads, the CPU again. */
    enum { N = 1 << 16 };
    int *host = malloc(N * sizeof *host), *want = malloc(N * sizeof *want);
    cl_mem buf = clCreateBuffer(ctx, CL_MEM_READ_WRITE, N * sizeof(int), NULL, &err);
    MUST(err);
    cl_kernel kfill = kernel(prog, "cpu_fill"), ktwice = kernel(prog, "twice");
    size_t global = N;
    MUST(clSetKernelArg(kfill, 0, sizeof buf, &buf));
    cl_event filled;
    MUST(clEnqueueNDRangeKernel(qc, kfill, 1, NULL, &global, NULL, 0, NULL, &filled));
    int add = 7;
    MUST(clSetKernelArg(ktwice, 0, sizeof buf, &buf));
    MUST(clSetKernelArg(ktwice, 1, sizeof add, &add));
    /* The CPU queue's event in the GPU command's wait list. */
    MUST(clEnqueueNDRangeKernel(qg, ktwice, 1, NULL, &global, NULL, 1, &filled, NULL));
    MUST(clEnqueueReadBuffer(qg, buf, CL_TRUE, 0, N * sizeof(int), host, 0, NULL, NULL));
    int bad = 0;
    for (int i = 0; i < N; i++) bad += host[i] != (i * 3 + 1) * 2 + 7;
    CHECK(bad == 0, "CPU kernel then GPU kernel: %d of %d wrong", bad, N);
    add = 1;
    MUST(clSetKernelArg(ktwice, 1, sizeof add, &add));
    MUST(clEnqueueNDRangeKernel(qc, ktwice, 1, NULL, &global, NULL, 0, NULL, NULL)); /* on the CPU: downloads */
    MUST(clEnqueueReadBuffer(qc, buf, CL_TRUE, 0, N * sizeof(int), host, 0, NULL, NULL));
    bad = 0;
    for (int i = 0; i < N; i++) bad += host[i] != ((i * 3 + 1) * 2 + 7) * 2 + 1;
    CHECK(bad == 0, "then a CPU kernel: %d of %d wrong", bad, N);
    MUST(clReleaseEvent(filled));

    /* A sub-buffer on the GPU: ints 1024 .. 2047 (4096 bytes in). */
    for (int i = 0; i < N; i++) want[i] = host[i];
    cl_buffer_region r = {1024 * sizeof(int), 1024 * sizeof(int)};
    cl_mem sub = clCreateSubBuffer(buf, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r, &err);
    MUST(err);
    add = 100;
    size_t gsub = 1024;
    MUST(clSetKernelArg(ktwice, 0, sizeof sub, &sub));
    MUST(clSetKernelArg(ktwice, 1, sizeof add, &add));
    MUST(clEnqueueNDRangeKernel(qg, ktwice, 1, NULL, &gsub, NULL, 0, NULL, NULL));
    for (int i = 1024; i < 2048; i++) want[i] = want[i] * 2 + 100;
    MUST(clEnqueueReadBuffer(qc, buf, CL_TRUE, 0, N * sizeof(int), host, 0, NULL, NULL));
    CHECK(memcmp(host, want, N * sizeof(int)) == 0, "a GPU kernel on a sub-buffer changes its range only");
    /* The parent on the GPU after the sub-buffer: one memory. */
    MUST(clSetKernelArg(ktwice, 0, sizeof buf, &buf));
    add = 0;
    MUST(clSetKernelArg(ktwice, 1, sizeof add, &add));
    MUST(clEnqueueNDRangeKernel(qg, ktwice, 1, NULL, &global, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(qg, sub, CL_TRUE, 0, 1024 * sizeof(int), host, 0, NULL, NULL));
    bad = 0;
    for (int i = 0; i < 1024; i++) bad += host[i] != want[1024 + i] * 2;
    CHECK(bad == 0, "the sub-buffer read after its parent changed on the GPU: %d wrong", bad);
    for (int i = 0; i < N; i++) want[i] *= 2;

    /* Fill, copy, map on the GPU's queue, and a GPU kernel reading them. */
    cl_mem b2 = clCreateBuffer(ctx, CL_MEM_READ_WRITE, N * sizeof(int), NULL, &err);
    MUST(err);
    int pattern = 0x12345678;
    MUST(clEnqueueFillBuffer(qg, b2, &pattern, sizeof pattern, 0, N * sizeof(int), 0, NULL, NULL));
    MUST(clEnqueueCopyBuffer(qg, buf, b2, 0, 0, 256 * sizeof(int), 0, NULL, NULL));
    cl_kernel kcopy = kernel(prog, "copy_in");
    cl_mem b3 = clCreateBuffer(ctx, CL_MEM_READ_WRITE, N * sizeof(int), NULL, &err);
    MUST(err);
    MUST(clSetKernelArg(kcopy, 0, sizeof b2, &b2));
    MUST(clSetKernelArg(kcopy, 1, sizeof b3, &b3));
    MUST(clEnqueueNDRangeKernel(qg, kcopy, 1, NULL, &global, NULL, 0, NULL, NULL));
    int *m = clEnqueueMapBuffer(qg, b3, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, N * sizeof(int), 0, NULL, NULL, &err);
    MUST(err);
    bad = 0;
    for (int i = 0; i < N; i++) bad += m[i] != (i < 256 ? want[i] : pattern);
    CHECK(bad == 0, "fill, copy, GPU kernel, map: %d wrong", bad);
    for (int i = 0; i < N; i++) m[i] = -i;
    MUST(clEnqueueUnmapMemObject(qg, b3, m, 0, NULL, NULL));
    MUST(clSetKernelArg(ktwice, 0, sizeof b3, &b3));
    MUST(clEnqueueNDRangeKernel(qg, ktwice, 1, NULL, &global, NULL, 0, NULL, NULL)); /* add is 0 */
    MUST(clEnqueueReadBuffer(qg, b3, CL_TRUE, 0, N * sizeof(int), host, 0, NULL, NULL));
    bad = 0;
    for (int i = 0; i < N; i++) bad += host[i] != -2 * i;
    CHECK(bad == 0, "written through a map, then a GPU kernel: %d wrong", bad);
    MUST(clEnqueueWriteBuffer(qg, b3, CL_TRUE, 8, 4, &pattern, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(qg, b3, CL_TRUE, 0, 4 * sizeof(int), host, 0, NULL, NULL));
    CHECK(host[0] == 0 && host[1] == -2 && host[2] == pattern && host[3] == -6, "a partial write after a GPU kernel");

    /* Local memory: sums of groups of 64. */
    cl_kernel ksum = kernel(prog, "group_sum");
    size_t lsize = 64, ngroups = N / 64;
    MUST(clSetKernelArg(ksum, 0, sizeof buf, &buf));
    MUST(clSetKernelArg(ksum, 1, sizeof b2, &b2));
    MUST(clSetKernelArg(ksum, 2, lsize * sizeof(int), NULL));
    cl_event ev;
    MUST(clEnqueueNDRangeKernel(qg, ksum, 1, NULL, &global, &lsize, 0, NULL, &ev));
    MUST(clWaitForEvents(1, &ev));
    CHECK(status_of(ev) == CL_COMPLETE, "the NDRange's event is complete");
    MUST(clReleaseEvent(ev));
    MUST(clEnqueueReadBuffer(qg, b2, CL_TRUE, 0, ngroups * sizeof(int), host, 0, NULL, NULL));
    bad = 0;
    for (size_t g = 0; g < ngroups; g++) {
        int s = 0;
        for (size_t i = 0; i < lsize; i++) s += want[g * lsize + i];
        bad += host[g] != s;
    }
    CHECK(bad == 0, "group sums through local memory: %d of %zu wrong", bad, ngroups);
    size_t kwg = 0;
    MUST(clGetKernelWorkGroupInfo(ksum, gpu, CL_KERNEL_WORK_GROUP_SIZE, sizeof kwg, &kwg, NULL));
    CHECK(kwg >= 64 && kwg <= wg, "CL_KERNEL_WORK_GROUP_SIZE on the GPU: %zu", kwg);
    EXPECT(clGetKernelWorkGroupInfo(ksum, NULL, CL_KERNEL_WORK_GROUP_SIZE, sizeof kwg, &kwg, NULL), CL_INVALID_DEVICE);

    /* A local size left to oclc, a global offset; a non-uniform one refused. */
    cl_kernel kids = kernel(prog, "ids");
    size_t g1000 = 1000, off = 5;
    MUST(clSetKernelArg(kids, 0, sizeof b2, &b2));
    MUST(clEnqueueNDRangeKernel(qg, kids, 1, &off, &g1000, NULL, 0, NULL, NULL));
    unsigned *u = (unsigned *)host;
    MUST(clEnqueueReadBuffer(qg, b2, CL_TRUE, 0, 1000 * sizeof(int), u, 0, NULL, NULL));
    bad = 0;
    unsigned l0 = u[0] & 0xffff;
    for (unsigned i = 0; i < 1000; i++) bad += u[i] >> 16 != i + 5 || (u[i] & 0xffff) != l0;
    CHECK(bad == 0 && l0 && 1000 % l0 == 0, "global 1000 at offset 5, local size %u: %d wrong", l0, bad);
    size_t l64 = 64;
    EXPECT(clEnqueueNDRangeKernel(qg, kids, 1, NULL, &g1000, &l64, 0, NULL, NULL), CL_INVALID_WORK_GROUP_SIZE);

    separate_compilation(ctx, cpu, gpu, qc, qg);

    /* b3 written by the GPU last: its only current copy is the GPU's. */
    MUST(clEnqueueNDRangeKernel(qg, ktwice, 1, NULL, &global, NULL, 0, NULL, NULL));

    /* A program built for the GPU only; then a kernel that faults. */
    cl_program fp_ = clCreateProgramWithSource(ctx, 1, &fault_src, NULL, &err);
    MUST(err);
    MUST(clBuildProgram(fp_, 1, &gpu, "", NULL, NULL));
    cl_kernel kfar = kernel(fp_, "far");
    size_t one = 1;
    MUST(clSetKernelArg(kfar, 0, sizeof buf, &buf));
    EXPECT(clEnqueueNDRangeKernel(qc, kfar, 1, NULL, &one, NULL, 0, NULL, NULL), CL_INVALID_PROGRAM_EXECUTABLE);
    MUST(clEnqueueNDRangeKernel(qg, kfar, 1, NULL, &one, NULL, 0, NULL, &ev));
    EXPECT(clWaitForEvents(1, &ev), CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    CHECK(status_of(ev) == CL_OUT_OF_RESOURCES, "the faulting kernel's status: %d", status_of(ev));
    CHECK(strstr(notified, "far") && strstr(notified, "ILLEGAL_ADDRESS"), "the context was told: %s", notified);
    clReleaseEvent(ev);
    /* b3's only current copy is on the lost GPU, so reading it fails (and
     * says so), on either queue. */
    notified[0] = '\0';
    EXPECT(clEnqueueReadBuffer(qc, b3, CL_TRUE, 0, 4, host, 0, NULL, NULL),
           CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    CHECK(strstr(notified, "cannot copy a buffer from the GPU"), "the context was told: %s", notified);
    EXPECT(clEnqueueNDRangeKernel(qg, kids, 1, NULL, &g1000, NULL, 0, NULL, &ev), CL_SUCCESS);
    EXPECT(clWaitForEvents(1, &ev), CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    clReleaseEvent(ev);
    /* The CPU device still works, on a buffer the GPU never had. */
    cl_mem b4 = clCreateBuffer(ctx, CL_MEM_READ_WRITE, N * sizeof(int), NULL, &err);
    MUST(err);
    MUST(clSetKernelArg(kfill, 0, sizeof b4, &b4));
    MUST(clEnqueueNDRangeKernel(qc, kfill, 1, NULL, &global, NULL, 0, NULL, NULL));
    MUST(clEnqueueReadBuffer(qc, b4, CL_TRUE, 0, N * sizeof(int), host, 0, NULL, NULL));
    bad = 0;
    for (int i = 0; i < N; i++) bad += host[i] != i * 3 + 1;
    CHECK(bad == 0, "the CPU after the GPU's fault: %d wrong", bad);

    clReleaseKernel(kfar);
    clReleaseProgram(fp_);
    clReleaseKernel(kfill);
    clReleaseKernel(ktwice);
    clReleaseKernel(kcopy);
    clReleaseKernel(ksum);
    clReleaseKernel(kids);
    clReleaseMemObject(sub);
    clReleaseMemObject(buf);
    clReleaseMemObject(b2);
    clReleaseMemObject(b3);
    clReleaseMemObject(b4);
    clReleaseProgram(prog);
    clReleaseCommandQueue(qc);
    clReleaseCommandQueue(qg);
    clReleaseContext(ctx);
    free(host);
    free(want);
    printf("gpu-icd: %d checks, %d failed\n", checks, fails);
    return fails != 0;
}
