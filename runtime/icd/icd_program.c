/*
 * icd_program.c - programs: from source or from a binary, built
 * (clBuildProgram), compiled and linked (clCompileProgram,
 * clLinkProgram), their build options, status and log, their info and
 * binaries.
 *
 * A cl_program holds an oclc_program (include/oclc/oclc.h) whose options
 * follow OpenCL's rules (oclc_program_set_options_dialect), and each entry
 * point is one call of the API with the application's own strings:
 *
 *   clBuildProgram     oclc_program_build (from the source, or from the
 *                      units of a binary or a link)
 *   clCompileProgram   oclc_program_compile, the input headers given as
 *                      strings: nothing is written to the disk, and
 *                      nothing is read again at link time
 *   clLinkProgram      oclc_program_link into a new program; with
 *                      -create-library it is a library
 *   binaries           oclc_program_binary and
 *                      oclc_program_create_from_binary; the binary type is
 *                      the oclc program's kind (oclc_program_get_kind)
 *
 * Each GPU of the call's devices gets its own oclc_program, p->gpu[g]
 * (oclc_program_set_device: the nvptx64 target), with its own log:
 *
 *   clBuildProgram     from the source; or, for a program from binaries or
 *                      a link, from the units p->gpu[g] holds
 *   clCompileProgram   the source compiled into an nvptx64 unit
 *   clLinkProgram      the inputs' p->gpu[g] linked into the new program's
 *                      (every input must have one: CL_INVALID_OPERATION)
 *   binaries           one per device: the CPU's from p->prog, a GPU's from
 *                      p->gpu[g]; clCreateProgramWithBinary takes
 *                      binaries[i] for device_list[i], and a binary for the
 *                      other kind of device (oclc_program_binary_device) is
 *                      CL_INVALID_BINARY rather than a miscompiled build
 *
 * The kernels' list and arguments are the same for every device (each
 * comes from the same source, or units compiled from it), and are read
 * from `main`: the CPU's program when the CPU is among the devices, else
 * the first GPU's.  An OpenCL device builds for itself, so options that
 * name a target (--target=, -target) are refused on every device.
 *
 * Options are passed as given: oclc reads clBuildProgram's options
 * (driver/options.c knows which are whose, and OpenCL's default language
 * version), and says why one is wrong in the log.  The build log is a copy
 * of the oclc program's log when the build ends (later enqueue errors go
 * to the context's callback, not into the build log).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/icd/icd.h"

/* ------------------------------------------------------------------ */
/* Program objects                                                    */

static cl_program program_new(cl_context ctx, oclc_program *prog)
{
    cl_program p = prog ? calloc(1, sizeof *p) : NULL;
    if (!p) {
        oclc_program_destroy(prog);
        return NULL;
    }
    oclc_program_set_options_dialect(prog, OCLC_OPTIONS_OPENCL);
    obj_init(&p->obj, MAGIC_PROGRAM);
    p->ctx = ctx;
    p->prog = prog;
    p->main = prog;
    p->status = CL_BUILD_NONE;
    p->bintype = CL_PROGRAM_BINARY_TYPE_NONE;
    obj_iretain(ctx);
    return p;
}

CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithSource(cl_context context, cl_uint count, const char **strings,
                                                              const size_t *lengths, cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    if (count == 0 || !strings) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    size_t total = 0;
    for (cl_uint i = 0; i < count; i++) {
        if (!strings[i]) return icd_fail(errcode_ret, CL_INVALID_VALUE);
        total += lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
    }
    char *src = malloc(total + 1);
    if (!src) return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    size_t at = 0;
    for (cl_uint i = 0; i < count; i++) {
        size_t n = lengths && lengths[i] ? lengths[i] : strlen(strings[i]);
        memcpy(src + at, strings[i], n);
        at += n;
    }
    src[total] = '\0';
    cl_program p = program_new(context, oclc_program_create(src, total, "<source>"));
    if (!p) {
        free(src);
        return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    }
    p->source = src; /* CL_PROGRAM_SOURCE */
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return p;
}

static void program_destroy(cl_program p)
{
    p->obj.magic = 0;
    oclc_program_destroy(p->prog);
    for (unsigned g = 0; g < ICD_MAX_GPUS; g++) {
        oclc_program_destroy(p->gpu[g]);
        free(p->gpu_log[g]);
    }
    free(p->kernel_names);
    free(p->source);
    free(p->options);
    free(p->log);
    cl_context ctx = p->ctx;
    free(p);
    context_iunref(ctx);
}

void program_iunref(cl_program p)
{
    if (obj_irelease(p)) program_destroy(p);
}

CL_API_ENTRY cl_int CL_API_CALL clRetainProgram(cl_program program)
{
    if (!obj_valid(program, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    obj_retain(program);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clReleaseProgram(cl_program program)
{
    if (!obj_valid(program, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    if (obj_release(program)) program_destroy(program);
    return CL_SUCCESS;
}

/* ------------------------------------------------------------------ */
/* Building, compiling, linking                                       */

/* Marks the program busy for a build: CL_INVALID_OPERATION when a build
 * is running or kernels are attached. */
static cl_int program_begin(cl_program p)
{
    cl_int err = CL_SUCCESS;
    icd_lock();
    if (p->busy || atomic_load(&p->kernels_alive))
        err = CL_INVALID_OPERATION;
    else {
        p->busy = true;
        p->status = CL_BUILD_IN_PROGRESS;
    }
    icd_unlock();
    return err;
}

/* The binary type of what p's oclc program holds. */
static cl_program_binary_type binary_type(cl_program p)
{
    static const cl_program_binary_type types[] = {
        [OCLC_PROGRAM_NOTHING] = CL_PROGRAM_BINARY_TYPE_NONE,
        [OCLC_PROGRAM_COMPILED] = CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT,
        [OCLC_PROGRAM_LIBRARY] = CL_PROGRAM_BINARY_TYPE_LIBRARY,
        [OCLC_PROGRAM_EXECUTABLE] = CL_PROGRAM_BINARY_TYPE_EXECUTABLE,
    };
    return types[oclc_program_get_kind(p->main)];
}

/* Records how a build, compile or link of p ended: the log, the options
 * as given, the kernels of an executable, the status and binary type. */
static void program_finish(cl_program p, oclc_status st, const char *options, const char *log)
{
    free(p->log);
    p->log = strdup(log ? log : oclc_program_log(p->prog));
    if (p->main != p->prog) { /* a build for GPUs only: their log */
        free(p->log);
        p->log = strdup(log ? log : oclc_program_log(p->main));
    }
    free(p->options);
    p->options = strdup(options ? options : "");
    free(p->kernel_names);
    p->kernel_names = NULL;
    p->nkernels = 0;
    bool ok = st == OCLC_SUCCESS;
    cl_program_binary_type type = ok ? binary_type(p) : CL_PROGRAM_BINARY_TYPE_NONE;
    if (type == CL_PROGRAM_BINARY_TYPE_EXECUTABLE) {
        p->nkernels = oclc_program_num_kernels(p->main);
        size_t len = 1;
        for (size_t i = 0; i < p->nkernels; i++) len += strlen(oclc_program_kernel_name(p->main, i)) + 1;
        if ((p->kernel_names = malloc(len))) {
            p->kernel_names[0] = '\0';
            for (size_t i = 0; i < p->nkernels; i++) {
                if (i) strcat(p->kernel_names, ";");
                strcat(p->kernel_names, oclc_program_kernel_name(p->main, i));
            }
        }
    }
    icd_lock();
    p->executable = type == CL_PROGRAM_BINARY_TYPE_EXECUTABLE && p->kernel_names;
    p->status = ok ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
    p->bintype = type;
    p->busy = false;
    icd_unlock();
}

static void program_end(cl_program p, oclc_status st, const char *options) { program_finish(p, st, options, NULL); }

static cl_int check_build_args(cl_program p, cl_uint num_devices, const cl_device_id *device_list,
                               void(CL_CALLBACK *pfn_notify)(cl_program, void *), void *user_data)
{
    if (!obj_valid(p, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    cl_int err = icd_check_devices(num_devices, device_list);
    if (err == CL_INVALID_VALUE && num_devices == 0 && !device_list) err = CL_SUCCESS; /* all the context's devices */
    if (err) return err;
    for (cl_uint i = 0; i < num_devices; i++)
        if (!context_has_device(p->ctx, device_list[i])) return CL_INVALID_DEVICE;
    if (!pfn_notify && user_data) return CL_INVALID_VALUE;
    return CL_SUCCESS;
}

static cl_int build_status_code(oclc_status st, cl_int failure, cl_int bad_options)
{
    switch (st) {
    case OCLC_SUCCESS: return CL_SUCCESS;
    case OCLC_BUILD_ERROR: return failure;
    case OCLC_INVALID_ARGUMENT: return bad_options;
    case OCLC_OUT_OF_MEMORY: return CL_OUT_OF_HOST_MEMORY;
    default: return failure;
    }
}

/* An OpenCL device builds for itself: options that name a target
 * (--target=, -target) are refused on every device, with this log line
 * (malloc'd; "GPU target" for nvptx64, the words tests/icd/program.c
 * looks for); NULL when they name none. */
static char *target_refusal(const char *options, const char *whose)
{
    const char *s = options ? options : "";
    while (*s) {
        while (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r') s++;
        size_t n = strcspn(s, " \t\n\r");
        if ((n == 7 && !strncmp(s, "-target", 7)) || (n == 8 && !strncmp(s, "--target", 8)) ||
            !strncmp(s, "--target=", 9) || !strncmp(s, "-target=", 8)) {
            size_t tn = n;
            if (n <= 8) { /* the separate form: the triple is the next word */
                const char *t = s + n;
                while (*t == ' ' || *t == '\t') t++;
                tn = (size_t)(t - s) + strcspn(t, " \t\n\r");
            }
            bool gpu = false;
            for (const char *c = s; c + 5 <= s + tn; c++) gpu |= !strncmp(c, "nvptx", 5);
            const char *fmt = "oclc: error: the %s options name a %starget ('%.*s'); an OpenCL device builds for "
                              "itself\n";
            int len = snprintf(NULL, 0, fmt, whose, gpu ? "GPU " : "", (int)tn, s);
            char *msg = malloc((size_t)len + 1);
            if (msg) snprintf(msg, (size_t)len + 1, fmt, whose, gpu ? "GPU " : "", (int)tn, s);
            return msg ? msg : strdup("");
        }
        s += n;
    }
    return NULL;
}

static void gpu_forget(cl_program p, unsigned g)
{
    oclc_program_destroy(p->gpu[g]);
    p->gpu[g] = NULL;
    free(p->gpu_log[g]);
    p->gpu_log[g] = NULL;
}

/* A new oclc program for GPU device d: OpenCL's options, d's device. */
static oclc_program *gpu_program(cl_device_id d, const char *source)
{
    oclc_program *gp = oclc_program_create(source ? source : "", source ? strlen(source) : 0, "<source>");
    if (!gp) return NULL;
    oclc_program_set_options_dialect(gp, OCLC_OPTIONS_OPENCL);
    if (oclc_program_set_device(gp, d->index) != OCLC_SUCCESS) {
        oclc_program_destroy(gp);
        return NULL;
    }
    return gp;
}

/* A GPU's status as the build's: one that fails for want of the device
 * (OCLC_NO_DEVICE, a lost context) is a failed build, not bad options. */
static oclc_status gpu_status(oclc_status st)
{
    return st == OCLC_NO_DEVICE || st == OCLC_DEVICE_ERROR ? OCLC_BUILD_ERROR : st;
}

/* Builds p for GPU device d into p->gpu[] (replacing an earlier build),
 * keeping its log: from the source, or from the units p->gpu[] holds (a
 * binary's, or a link's). */
static oclc_status build_for_gpu(cl_program p, cl_device_id d, const char *options)
{
    unsigned g = (unsigned)(d - icd_gpus);
    free(p->gpu_log[g]);
    p->gpu_log[g] = NULL;
    oclc_status st = OCLC_BUILD_ERROR;
    const char *log = "oclc: error: the program has no binary for this device\n";
    if (p->source) {
        oclc_program_destroy(p->gpu[g]);
        if (!(p->gpu[g] = gpu_program(d, p->source))) return OCLC_OUT_OF_MEMORY;
    }
    if (p->gpu[g]) {
        st = gpu_status(oclc_program_build(p->gpu[g], options));
        log = oclc_program_log(p->gpu[g]);
    }
    p->gpu_log[g] = strdup(log);
    return st;
}

/* The CPU is among the n devices of list. */
static bool has_cpu(cl_uint n, const cl_device_id *list)
{
    for (cl_uint i = 0; i < n; i++)
        if (!icd_is_gpu(list[i])) return true;
    return false;
}

/* What the kernels' list and arguments come from (p->main): the CPU's
 * program when the CPU is among the devices (`cpu`), else the first
 * listed GPU's. */
static void set_main(cl_program p, bool cpu, cl_uint n, const cl_device_id *list)
{
    p->main = cpu ? p->prog : NULL;
    for (cl_uint i = 0; i < n && !p->main; i++)
        if (icd_is_gpu(list[i])) p->main = p->gpu[list[i] - icd_gpus];
    if (!p->main) p->main = p->prog;
}

CL_API_ENTRY cl_int CL_API_CALL clBuildProgram(cl_program program, cl_uint num_devices, const cl_device_id *device_list,
                                               const char *options, void(CL_CALLBACK *pfn_notify)(cl_program, void *),
                                               void *user_data)
{
    cl_int err = check_build_args(program, num_devices, device_list, pfn_notify, user_data);
    if (err) return err;
    if (!program->source && !program->from_binary) return CL_INVALID_OPERATION;
    if ((err = program_begin(program))) return err;
    bool all = !num_devices;
    if (all) {
        num_devices = program->ctx->ndevices;
        device_list = program->ctx->devices;
    }
    char *refused = target_refusal(options, "build");
    if (refused) {
        for (unsigned g = 0; g < ICD_MAX_GPUS; g++) {
            free(program->gpu_log[g]);
            program->gpu_log[g] = NULL;
        }
        program_finish(program, OCLC_INVALID_ARGUMENT, options, refused);
        free(refused);
        if (pfn_notify) pfn_notify(program, user_data);
        return CL_INVALID_BUILD_OPTIONS;
    }
    /* A program from binaries (or a link) builds, when no device is
     * named, for the devices it has a binary for. */
    bool cpu = has_cpu(num_devices, device_list);
    if (all && !program->source && oclc_program_get_kind(program->prog) == OCLC_PROGRAM_NOTHING) cpu = false;
    oclc_status st = OCLC_SUCCESS;
    if (cpu) st = oclc_program_build(program->prog, options);
    /* From the source, no GPU build of an earlier call stays; a program
     * from a binary or a link keeps each GPU's units to build from. */
    if (program->source)
        for (unsigned g = 0; g < ICD_MAX_GPUS; g++) gpu_forget(program, g);
    for (cl_uint i = 0; i < num_devices; i++) {
        cl_device_id d = device_list[i];
        if (!icd_is_gpu(d) || (all && !program->source && !program->gpu[d - icd_gpus])) continue;
        oclc_status gst = build_for_gpu(program, d, options);
        if (st == OCLC_SUCCESS) st = gst;
    }
    set_main(program, cpu, num_devices, device_list);
    program_end(program, st, options);
    if (pfn_notify) pfn_notify(program, user_data);
    return build_status_code(st, CL_BUILD_PROGRAM_FAILURE, CL_INVALID_BUILD_OPTIONS);
}

CL_API_ENTRY cl_int CL_API_CALL clCompileProgram(cl_program program, cl_uint num_devices,
                                                 const cl_device_id *device_list, const char *options,
                                                 cl_uint num_input_headers, const cl_program *input_headers,
                                                 const char **header_include_names,
                                                 void(CL_CALLBACK *pfn_notify)(cl_program, void *), void *user_data)
{
    cl_int err = check_build_args(program, num_devices, device_list, pfn_notify, user_data);
    if (err) return err;
    if ((num_input_headers == 0) != (input_headers == NULL) ||
        (num_input_headers == 0) != (header_include_names == NULL))
        return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < num_input_headers; i++) {
        if (!obj_valid(input_headers[i], MAGIC_PROGRAM) || !input_headers[i]->source) return CL_INVALID_PROGRAM;
        if (!header_include_names[i]) return CL_INVALID_VALUE;
    }
    if (!program->source) return CL_INVALID_OPERATION;
    const char **sources = num_input_headers ? malloc(num_input_headers * sizeof *sources) : NULL;
    if (num_input_headers && !sources) return CL_OUT_OF_HOST_MEMORY;
    for (cl_uint i = 0; i < num_input_headers; i++) sources[i] = input_headers[i]->source;
    if ((err = program_begin(program))) {
        free(sources);
        return err;
    }
    if (!num_devices) {
        num_devices = program->ctx->ndevices;
        device_list = program->ctx->devices;
    }
    for (unsigned g = 0; g < ICD_MAX_GPUS; g++) gpu_forget(program, g);
    char *refused = target_refusal(options, "compile");
    oclc_status st = refused ? OCLC_INVALID_ARGUMENT : OCLC_SUCCESS;
    if (!refused && has_cpu(num_devices, device_list))
        st = oclc_program_compile(program->prog, options, num_input_headers, header_include_names, sources);
    /* Each GPU compiles its own unit (nvptx64 bitcode) from the source. */
    for (cl_uint i = 0; i < num_devices && !refused; i++) {
        if (!icd_is_gpu(device_list[i])) continue;
        unsigned g = (unsigned)(device_list[i] - icd_gpus);
        gpu_forget(program, g);
        oclc_status gst = OCLC_OUT_OF_MEMORY;
        if ((program->gpu[g] = gpu_program(device_list[i], program->source))) {
            gst = gpu_status(
                oclc_program_compile(program->gpu[g], options, num_input_headers, header_include_names, sources));
            program->gpu_log[g] = strdup(oclc_program_log(program->gpu[g]));
        }
        if (st == OCLC_SUCCESS) st = gst;
    }
    free(sources);
    set_main(program, has_cpu(num_devices, device_list), num_devices, device_list);
    program_finish(program, st, options, refused);
    free(refused);
    if (pfn_notify) pfn_notify(program, user_data);
    return build_status_code(st, CL_COMPILE_PROGRAM_FAILURE, CL_INVALID_COMPILER_OPTIONS);
}

CL_API_ENTRY cl_program CL_API_CALL clLinkProgram(cl_context context, cl_uint num_devices,
                                                  const cl_device_id *device_list, const char *options,
                                                  cl_uint num_input_programs, const cl_program *input_programs,
                                                  void(CL_CALLBACK *pfn_notify)(cl_program, void *), void *user_data,
                                                  cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    cl_int err = icd_check_devices(num_devices, device_list);
    if (err && !(num_devices == 0 && !device_list)) return icd_fail(errcode_ret, err);
    if ((!pfn_notify && user_data) || num_input_programs == 0 || !input_programs)
        return icd_fail(errcode_ret, CL_INVALID_VALUE);
    for (cl_uint i = 0; i < num_input_programs; i++) {
        cl_program in = input_programs[i];
        if (!obj_valid(in, MAGIC_PROGRAM)) return icd_fail(errcode_ret, CL_INVALID_PROGRAM);
        if (in->ctx != context) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
        if (in->bintype != CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT && in->bintype != CL_PROGRAM_BINARY_TYPE_LIBRARY)
            return icd_fail(errcode_ret, CL_INVALID_OPERATION);
    }
    if (!num_devices) {
        num_devices = context->ndevices;
        device_list = context->devices;
    }
    /* Every device links its own units: each input must have them. */
    bool cpu = has_cpu(num_devices, device_list);
    for (cl_uint i = 0; i < num_input_programs; i++) {
        cl_program in = input_programs[i];
        oclc_program_kind kind = oclc_program_get_kind(in->prog);
        if (cpu && kind != OCLC_PROGRAM_COMPILED && kind != OCLC_PROGRAM_LIBRARY)
            return icd_fail(errcode_ret, CL_INVALID_OPERATION);
        for (cl_uint d = 0; d < num_devices; d++) {
            if (!icd_is_gpu(device_list[d])) continue;
            oclc_program *gp = in->gpu[device_list[d] - icd_gpus];
            kind = gp ? oclc_program_get_kind(gp) : OCLC_PROGRAM_NOTHING;
            if (kind != OCLC_PROGRAM_COMPILED && kind != OCLC_PROGRAM_LIBRARY)
                return icd_fail(errcode_ret, CL_INVALID_OPERATION);
        }
    }
    char *refused = target_refusal(options, "link");
    if (refused) {
        free(refused);
        return icd_fail(errcode_ret, CL_INVALID_LINKER_OPTIONS);
    }
    const oclc_program **inputs = malloc(num_input_programs * sizeof *inputs);
    cl_program p = inputs ? program_new(context, oclc_program_create("", 0, "<source>")) : NULL;
    if (!p) {
        free(inputs);
        return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    }
    for (cl_uint i = 0; i < num_input_programs; i++) {
        inputs[i] = input_programs[i]->prog;
        p->binary_origin |= input_programs[i]->binary_origin;
    }
    p->from_binary = true; /* rebuildable from its units */
    program_begin(p);
    oclc_status st = cpu ? oclc_program_link(p->prog, num_input_programs, inputs, options) : OCLC_SUCCESS;
    for (cl_uint d = 0; d < num_devices; d++) {
        if (!icd_is_gpu(device_list[d])) continue;
        unsigned g = (unsigned)(device_list[d] - icd_gpus);
        if (p->gpu[g]) continue; /* listed twice */
        oclc_status gst = OCLC_OUT_OF_MEMORY;
        if ((p->gpu[g] = gpu_program(device_list[d], NULL))) {
            for (cl_uint i = 0; i < num_input_programs; i++) inputs[i] = input_programs[i]->gpu[g];
            gst = gpu_status(oclc_program_link(p->gpu[g], num_input_programs, inputs, options));
            p->gpu_log[g] = strdup(oclc_program_log(p->gpu[g]));
        }
        if (st == OCLC_SUCCESS) st = gst;
    }
    free(inputs);
    set_main(p, cpu, num_devices, device_list);
    program_end(p, st, options);
    if (pfn_notify) pfn_notify(p, user_data);
    err = build_status_code(st, CL_LINK_PROGRAM_FAILURE, CL_INVALID_LINKER_OPTIONS);
    if (errcode_ret) *errcode_ret = err;
    if (err && err != CL_LINK_PROGRAM_FAILURE) {
        program_destroy(p);
        return NULL;
    }
    return p; /* with CL_LINK_PROGRAM_FAILURE, valid, for its log */
}

/* ------------------------------------------------------------------ */
/* Binaries                                                           */

/* The oclc program of device d: the CPU's, or the GPU's build, compile
 * or link (NULL when there is none). */
static oclc_program *device_program(cl_program p, cl_device_id d)
{
    return icd_is_gpu(d) ? p->gpu[d - icd_gpus] : p->prog;
}

/* Device d's binary (oclc_program_binary: its units, as LLVM bitcode for
 * the CPU or for nvptx64, with its kind); NULL when it has none. */
static char *program_binary(cl_program p, cl_device_id d, size_t *len)
{
    char *bin = NULL;
    *len = 0;
    oclc_program *prog = device_program(p, d);
    if (p->bintype == CL_PROGRAM_BINARY_TYPE_NONE || !prog || oclc_program_get_kind(prog) == OCLC_PROGRAM_NOTHING ||
        oclc_program_binary(prog, &bin, len) != OCLC_SUCCESS) {
        *len = 0;
        return NULL;
    }
    return bin;
}

CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithBinary(cl_context context, cl_uint num_devices,
                                                              const cl_device_id *device_list, const size_t *lengths,
                                                              const unsigned char **binaries, cl_int *binary_status,
                                                              cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    if (num_devices == 0 || !device_list) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    cl_int err = icd_check_devices(num_devices, device_list);
    if (err) return icd_fail(errcode_ret, err);
    for (cl_uint i = 0; i < num_devices; i++)
        if (!context_has_device(context, device_list[i])) return icd_fail(errcode_ret, CL_INVALID_DEVICE);
    if (!lengths || !binaries) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    for (cl_uint i = 0; i < num_devices; i++)
        if (!lengths[i] || !binaries[i]) {
            if (binary_status) binary_status[i] = CL_INVALID_VALUE;
            return icd_fail(errcode_ret, CL_INVALID_VALUE);
        }
    /* binaries[i] is device_list[i]'s, and must be for that kind of
     * device: a GPU's nvptx64 units given to the CPU (or the reverse)
     * are CL_INVALID_BINARY, not a miscompiled build. */
    oclc_program *cpu = NULL, *gpus[ICD_MAX_GPUS] = {0};
    err = CL_SUCCESS;
    for (cl_uint i = 0; i < num_devices; i++) {
        cl_device_id d = device_list[i];
        oclc_status st;
        oclc_program *prog = oclc_program_create_from_binary(binaries[i], lengths[i], "<source>", &st);
        bool gpu = icd_is_gpu(d);
        cl_int bs = !prog ? (st == OCLC_OUT_OF_MEMORY ? CL_OUT_OF_HOST_MEMORY : CL_INVALID_BINARY)
                    : oclc_program_binary_device(prog) != (gpu ? OCLC_DEVICE_GPU : OCLC_DEVICE_CPU) ? CL_INVALID_BINARY
                    : gpu && oclc_program_set_device(prog, d->index) != OCLC_SUCCESS                ? CL_INVALID_DEVICE
                                                                                                    : CL_SUCCESS;
        if (binary_status) binary_status[i] = bs == CL_OUT_OF_HOST_MEMORY ? CL_INVALID_BINARY : bs;
        if (bs != CL_SUCCESS) {
            oclc_program_destroy(prog);
            if (!err) err = bs;
            continue;
        }
        oclc_program **slot = gpu ? &gpus[d - icd_gpus] : &cpu;
        if (gpu) oclc_program_set_options_dialect(prog, OCLC_OPTIONS_OPENCL);
        oclc_program_destroy(*slot); /* a device listed twice: its last binary */
        *slot = prog;
    }
    cl_program p = err ? NULL : program_new(context, cpu ? cpu : oclc_program_create("", 0, "<source>"));
    if (!p) {
        if (!err) cpu = NULL; /* program_new destroyed it */
        oclc_program_destroy(cpu);
        for (unsigned g = 0; g < ICD_MAX_GPUS; g++) oclc_program_destroy(gpus[g]);
        return icd_fail(errcode_ret, err ? err : CL_OUT_OF_HOST_MEMORY);
    }
    for (unsigned g = 0; g < ICD_MAX_GPUS; g++) p->gpu[g] = gpus[g];
    set_main(p, cpu != NULL, num_devices, device_list);
    p->bintype = binary_type(p);
    p->from_binary = true;
    p->binary_origin = true;
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return p;
}

/* ------------------------------------------------------------------ */
/* Info                                                               */

CL_API_ENTRY cl_int CL_API_CALL clGetProgramInfo(cl_program p, cl_program_info param_name, size_t param_value_size,
                                                 void *param_value, size_t *param_value_size_ret)
{
    if (!obj_valid(p, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    switch (param_name) {
    case CL_PROGRAM_REFERENCE_COUNT: return INFO_VALUE(cl_uint, obj_app_refs(p));
    case CL_PROGRAM_CONTEXT: return INFO_VALUE(cl_context, p->ctx);
    case CL_PROGRAM_NUM_DEVICES: return INFO_VALUE(cl_uint, p->ctx->ndevices);
    case CL_PROGRAM_DEVICES: return INFO_ARRAY(p->ctx->devices, p->ctx->ndevices * sizeof *p->ctx->devices);
    case CL_PROGRAM_SOURCE: return INFO_STRING(p->source ? p->source : "");
    case CL_PROGRAM_IL: return INFO_ARRAY(NULL, 0);
    case CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT:
    case CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT: return INFO_VALUE(cl_bool, CL_FALSE);
    case CL_PROGRAM_BINARY_SIZES:
    case CL_PROGRAM_BINARIES: {
        /* One entry per device of the context: its own binary (the
         * CPU's units, or a GPU's nvptx64 units), size 0 where it has
         * none. */
        cl_uint n = p->ctx->ndevices;
        size_t sizes[1 + ICD_MAX_GPUS] = {0};
        char *bins[1 + ICD_MAX_GPUS] = {0};
        for (cl_uint i = 0; i < n; i++) bins[i] = program_binary(p, p->ctx->devices[i], &sizes[i]);
        cl_int err = CL_SUCCESS;
        if (param_name == CL_PROGRAM_BINARY_SIZES) {
            err = INFO_ARRAY(sizes, n * sizeof *sizes);
        } else {
            /* param_value is an array of pointers to the application's
             * buffers, which a NULL entry skips. */
            if (param_value && param_value_size < n * sizeof(unsigned char *))
                err = CL_INVALID_VALUE;
            else if (param_value)
                for (cl_uint i = 0; i < n; i++)
                    if (((unsigned char **)param_value)[i] && sizes[i])
                        memcpy(((unsigned char **)param_value)[i], bins[i], sizes[i]);
            if (!err && param_value_size_ret) *param_value_size_ret = n * sizeof(unsigned char *);
        }
        for (cl_uint i = 0; i < n; i++) free(bins[i]);
        return err;
    }
    case CL_PROGRAM_NUM_KERNELS:
    case CL_PROGRAM_KERNEL_NAMES:
        if (!p->executable) return CL_INVALID_PROGRAM_EXECUTABLE;
        return param_name == CL_PROGRAM_NUM_KERNELS ? INFO_VALUE(size_t, p->nkernels) : INFO_STRING(p->kernel_names);
    default: return CL_INVALID_VALUE;
    }
}

CL_API_ENTRY cl_int CL_API_CALL clGetProgramBuildInfo(cl_program p, cl_device_id device,
                                                      cl_program_build_info param_name, size_t param_value_size,
                                                      void *param_value, size_t *param_value_size_ret)
{
    if (!obj_valid(p, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    if (!icd_is_device(device) || !context_has_device(p->ctx, device)) return CL_INVALID_DEVICE;
    icd_lock();
    cl_build_status status = p->status;
    bool busy = p->busy;
    icd_unlock();
    switch (param_name) {
    case CL_PROGRAM_BUILD_STATUS: return INFO_VALUE(cl_build_status, status);
    case CL_PROGRAM_BUILD_OPTIONS: return INFO_STRING(busy ? "" : p->options);
    case CL_PROGRAM_BUILD_LOG:
        if (!busy && icd_is_gpu(device) && p->gpu_log[device - icd_gpus])
            return INFO_STRING(p->gpu_log[device - icd_gpus]);
        return INFO_STRING(busy ? "" : p->log);
    case CL_PROGRAM_BINARY_TYPE:
        return INFO_VALUE(cl_program_binary_type, busy ? CL_PROGRAM_BINARY_TYPE_NONE : p->bintype);
    case CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE: {
        size_t bytes = 0;
        /* The device's own build: a GPU program's variables are in its
         * GPU's memory. */
        oclc_program *prog = device_program(p, device);
        if (!busy && status == CL_BUILD_SUCCESS && p->executable && prog)
            oclc_program_global_variable_size(prog, &bytes);
        return INFO_VALUE(size_t, bytes);
    }
    default: return CL_INVALID_VALUE;
    }
}

CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithIL(cl_context context, const void *il, size_t length,
                                                          cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    if (!il || !length) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    return icd_fail(errcode_ret, CL_INVALID_OPERATION); /* CL_DEVICE_IL_VERSION is "" */
}

CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithBuiltInKernels(cl_context context, cl_uint num_devices,
                                                                      const cl_device_id *device_list,
                                                                      const char *kernel_names, cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    cl_int err = icd_check_devices(num_devices, device_list);
    if (err) return icd_fail(errcode_ret, err);
    return icd_fail(errcode_ret, CL_INVALID_VALUE); /* the device has no built-in kernels */
}

CL_API_ENTRY cl_int CL_API_CALL clSetProgramReleaseCallback(cl_program program,
                                                            void(CL_CALLBACK *pfn_notify)(cl_program, void *),
                                                            void *user_data)
{
    if (!obj_valid(program, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    return CL_INVALID_OPERATION; /* no program-scope destructors */
}

CL_API_ENTRY cl_int CL_API_CALL clSetProgramSpecializationConstant(cl_program program, cl_uint spec_id,
                                                                   size_t spec_size, const void *spec_value)
{
    /* The device takes no IL (CL_DEVICE_IL_VERSION is ""), so no program
     * of this platform was made from IL: CL_INVALID_OPERATION, "no devices
     * associated with program support intermediate language programs",
     * for every valid program, before anything about the constant. */
    if (!obj_valid(program, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    return CL_INVALID_OPERATION;
}
