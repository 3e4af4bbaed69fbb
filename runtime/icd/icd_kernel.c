/*
 * icd_kernel.c - kernels: creation, arguments, info, argument info,
 * work-group info, and clEnqueueNDRangeKernel / clEnqueueTask.
 *
 * A kernel is a name in a built program plus the arguments set so far.
 * What the kernel takes comes from oclc's kernel introspection
 * (oclc_program_kernel_arg_info: kind, size, name, type as declared); the
 * required and the largest work-group size, the kernel's own local memory,
 * whether its work-groups must be uniform and its attributes from
 * oclc_program_kernel_info.
 *
 * clSetKernelArg checks the value against the argument's kind and size
 * (a 3-component vector is 4 elements wide, as oclc reports it) and keeps
 * a copy; clEnqueueNDRangeKernel checks the range completely, as the spec
 * lists the errors, then snapshots the arguments into the command (a
 * later clSetKernelArg does not change an enqueued kernel) with a
 * reference to each buffer, and the command calls oclc_program_enqueue.
 *
 * On a GPU's queue the command runs the program's build for that GPU:
 * each buffer argument is brought current on the GPU (mem_to_gpu) and
 * passed as its oclc_buffer, and the buffers the kernel may write (global
 * pointers to memory not CL_MEM_READ_ONLY) are current there only
 * afterwards.  The limits are the GPU's and the kernel's on it
 * (oclc_program_kernel_info of that build); work-groups are uniform; a
 * kernel that faults (OCLC_DEVICE_ERROR) is CL_OUT_OF_RESOURCES, with the
 * driver's words to the context's callback, and the GPU is lost for the
 * rest of the process (docs/icd.md).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/icd/icd.h"

/* ------------------------------------------------------------------ */
/* Kernel objects                                                     */

/* Counts a kernel the caller is about to make, so that no build of the
 * program starts meanwhile; false if the program has no executable. */
static bool program_reserve_kernels(cl_program p, size_t n)
{
    icd_lock();
    bool built = p->executable && !p->busy;
    if (built) atomic_fetch_add(&p->kernels_alive, n);
    icd_unlock();
    return built;
}

/* A kernel of p, which the caller reserved. */
static cl_kernel kernel_new(cl_program p, const char *name, cl_int *errcode_ret)
{
    size_t nargs = 0;
    if (oclc_program_kernel_num_args(p->main, name, &nargs) != OCLC_SUCCESS) {
        atomic_fetch_sub(&p->kernels_alive, 1);
        return icd_fail(errcode_ret, CL_INVALID_KERNEL_NAME);
    }
    cl_kernel k = calloc(1, sizeof *k);
    if (!k || !(k->name = strdup(name)) || (nargs && !(k->args = calloc(nargs, sizeof *k->args)))) {
        if (k) free(k->name);
        free(k);
        atomic_fetch_sub(&p->kernels_alive, 1);
        return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    }
    k->nargs = (cl_uint)nargs;
    for (size_t i = 0; i < nargs; i++) oclc_program_kernel_arg_info(p->main, name, i, &k->args[i].info);
    oclc_kernel_info info = {.attributes = ""};
    oclc_program_kernel_info(p->main, name, &info);
    k->max_wg = info.max_work_group_size < ICD_MAX_WORK_GROUP ? info.max_work_group_size : ICD_MAX_WORK_GROUP;
    for (int i = 0; i < 3; i++) k->reqd[i] = info.reqd_work_group_size[i];
    k->local_mem = info.local_mem_size;
    k->uniform = info.uniform_work_groups;
    /* "For kernels not created from OpenCL C source and the
     * clCreateProgramWithSource API call the string returned from this
     * query will be empty" (a binary keeps them, for oclc's own API). */
    if (!(k->attributes = strdup(p->binary_origin ? "" : info.attributes))) {
        free(k->args);
        free(k->name);
        free(k);
        atomic_fetch_sub(&p->kernels_alive, 1);
        return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    }
    k->program = p;
    obj_init(&k->obj, MAGIC_KERNEL);
    obj_iretain(p);
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return k;
}

CL_API_ENTRY cl_kernel CL_API_CALL clCreateKernel(cl_program program, const char *kernel_name, cl_int *errcode_ret)
{
    if (!obj_valid(program, MAGIC_PROGRAM)) return icd_fail(errcode_ret, CL_INVALID_PROGRAM);
    if (!program_reserve_kernels(program, 0)) return icd_fail(errcode_ret, CL_INVALID_PROGRAM_EXECUTABLE);
    if (!kernel_name) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    if (!program_reserve_kernels(program, 1)) return icd_fail(errcode_ret, CL_INVALID_PROGRAM_EXECUTABLE);
    return kernel_new(program, kernel_name, errcode_ret);
}

CL_API_ENTRY cl_int CL_API_CALL clCreateKernelsInProgram(cl_program program, cl_uint num_kernels, cl_kernel *kernels,
                                                         cl_uint *num_kernels_ret)
{
    if (!obj_valid(program, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    if (!program_reserve_kernels(program, 0)) return CL_INVALID_PROGRAM_EXECUTABLE;
    size_t n = program->nkernels;
    if (kernels && num_kernels < n) return CL_INVALID_VALUE;
    if (kernels) {
        if (!program_reserve_kernels(program, n)) return CL_INVALID_PROGRAM_EXECUTABLE;
        for (size_t i = 0; i < n; i++) {
            cl_int err;
            kernels[i] = kernel_new(program, oclc_program_kernel_name(program->main, i), &err);
            if (!kernels[i]) {
                atomic_fetch_sub(&program->kernels_alive, n - i - 1);
                for (size_t j = 0; j < i; j++) clReleaseKernel(kernels[j]);
                return err;
            }
        }
    }
    if (num_kernels_ret) *num_kernels_ret = (cl_uint)n;
    return CL_SUCCESS;
}

CL_API_ENTRY cl_kernel CL_API_CALL clCloneKernel(cl_kernel source_kernel, cl_int *errcode_ret)
{
    if (!obj_valid(source_kernel, MAGIC_KERNEL)) return icd_fail(errcode_ret, CL_INVALID_KERNEL);
    atomic_fetch_add(&source_kernel->program->kernels_alive, 1); /* the source kernel keeps the build */
    cl_kernel k = kernel_new(source_kernel->program, source_kernel->name, errcode_ret);
    if (k && k->nargs) memcpy(k->args, source_kernel->args, k->nargs * sizeof *k->args);
    return k;
}

static void kernel_destroy(cl_kernel k)
{
    k->obj.magic = 0;
    cl_program p = k->program;
    free(k->args);
    free(k->name);
    free(k->attributes);
    free(k);
    atomic_fetch_sub(&p->kernels_alive, 1);
    program_iunref(p);
}

void kernel_iunref(cl_kernel k)
{
    if (obj_irelease(k)) kernel_destroy(k);
}

CL_API_ENTRY cl_int CL_API_CALL clRetainKernel(cl_kernel kernel)
{
    if (!obj_valid(kernel, MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    obj_retain(kernel);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clReleaseKernel(cl_kernel kernel)
{
    if (!obj_valid(kernel, MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    if (obj_release(kernel)) kernel_destroy(kernel);
    return CL_SUCCESS;
}

/* ------------------------------------------------------------------ */
/* Arguments                                                          */

CL_API_ENTRY cl_int CL_API_CALL clSetKernelArg(cl_kernel kernel, cl_uint arg_index, size_t arg_size,
                                               const void *arg_value)
{
    if (!obj_valid(kernel, MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    if (arg_index >= kernel->nargs) return CL_INVALID_ARG_INDEX;
    KernelArg *a = &kernel->args[arg_index];
    switch (a->info.kind) {
    case OCLC_ARG_GLOBAL_PTR:
    case OCLC_ARG_CONSTANT_PTR: {
        if (arg_size != sizeof(cl_mem)) return CL_INVALID_ARG_SIZE;
        cl_mem m = arg_value ? *(const cl_mem *)arg_value : NULL;
        if (m && (!obj_valid(m, MAGIC_MEM) || m->ctx != kernel->program->ctx || m->is_image))
            return CL_INVALID_MEM_OBJECT;
        a->mem = m;
        a->size = arg_size;
        break;
    }
    case OCLC_ARG_IMAGE: {
        /* The kernel receives the image's descriptor (icd_image.c). */
        if (arg_size != sizeof(cl_mem)) return CL_INVALID_ARG_SIZE;
        cl_mem m = arg_value ? *(const cl_mem *)arg_value : NULL;
        if (!m || !obj_valid(m, MAGIC_MEM) || m->ctx != kernel->program->ctx || !m->is_image)
            return CL_INVALID_MEM_OBJECT;
        /* A read_only parameter and a write-only image, or the reverse. */
        bool wo = strstr(a->info.type_name, "__write_only") != NULL;
        bool ro = !wo && !strstr(a->info.type_name, "__read_write");
        if ((ro && (m->flags & CL_MEM_WRITE_ONLY)) || (wo && (m->flags & CL_MEM_READ_ONLY)))
            return CL_INVALID_ARG_VALUE;
        a->mem = m;
        a->size = arg_size;
        break;
    }
    case OCLC_ARG_SAMPLER: {
        /* The kernel receives the sampler's CLK_* bits. */
        if (arg_size != sizeof(cl_sampler)) return CL_INVALID_ARG_SIZE;
        cl_sampler s = arg_value ? *(const cl_sampler *)arg_value : NULL;
        if (!s || !obj_valid(s, MAGIC_SAMPLER) || s->ctx != kernel->program->ctx) return CL_INVALID_SAMPLER;
        memcpy(a->value, &s->bits, sizeof s->bits);
        a->size = sizeof s->bits;
        break;
    }
    case OCLC_ARG_LOCAL_PTR:
        if (arg_value) return CL_INVALID_ARG_VALUE;
        if (arg_size == 0) return CL_INVALID_ARG_SIZE;
        a->size = arg_size;
        break;
    default:
        if (arg_size != a->info.size || arg_size > sizeof a->value) return CL_INVALID_ARG_SIZE;
        if (!arg_value) return CL_INVALID_ARG_VALUE;
        memcpy(a->value, arg_value, arg_size);
        a->size = arg_size;
        break;
    }
    a->set = true;
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clSetKernelArgSVMPointer(cl_kernel kernel, cl_uint arg_index, const void *arg_value)
{
    if (!obj_valid(kernel, MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    return CL_INVALID_OPERATION; /* no SVM */
}

CL_API_ENTRY cl_int CL_API_CALL clSetKernelExecInfo(cl_kernel kernel, cl_kernel_exec_info param_name,
                                                    size_t param_value_size, const void *param_value)
{
    if (!obj_valid(kernel, MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    if (param_name != CL_KERNEL_EXEC_INFO_SVM_PTRS && param_name != CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM)
        return CL_INVALID_VALUE;
    return CL_INVALID_OPERATION; /* no SVM */
}

/* ------------------------------------------------------------------ */
/* Info                                                               */

CL_API_ENTRY cl_int CL_API_CALL clGetKernelInfo(cl_kernel k, cl_kernel_info param_name, size_t param_value_size,
                                                void *param_value, size_t *param_value_size_ret)
{
    if (!obj_valid(k, MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    switch (param_name) {
    case CL_KERNEL_FUNCTION_NAME: return INFO_STRING(k->name);
    case CL_KERNEL_NUM_ARGS: return INFO_VALUE(cl_uint, k->nargs);
    case CL_KERNEL_REFERENCE_COUNT: return INFO_VALUE(cl_uint, obj_app_refs(k));
    case CL_KERNEL_CONTEXT: return INFO_VALUE(cl_context, k->program->ctx);
    case CL_KERNEL_PROGRAM: return INFO_VALUE(cl_program, k->program);
    case CL_KERNEL_ATTRIBUTES: return INFO_STRING(k->attributes);
    default: return CL_INVALID_VALUE;
    }
}

/* "global const float *" -> the type without address space and
 * qualifiers, as clang spells it ("float*"), and the qualifiers. */
static void arg_type(const char *decl, char *out, size_t n, cl_kernel_arg_type_qualifier *quals)
{
    static const char *const drop[] = {"global",   "__global",    "constant",     "__constant",  "local",
                                       "__local",  "private",     "__private",    "const",       "volatile",
                                       "restrict", "__read_only", "__write_only", "__read_write"};
    *quals = 0;
    size_t len = 0;
    out[0] = '\0';
    const char *s = decl;
    bool after_star = false;
    while (*s) {
        while (*s == ' ') s++;
        if (!*s) break;
        size_t w = strcspn(s, " *");
        if (w == 0) { /* a '*' */
            if (len + 1 < n) out[len++] = '*';
            out[len] = '\0';
            after_star = true;
            s++;
            continue;
        }
        bool dropped = false;
        for (size_t i = 0; i < sizeof drop / sizeof *drop; i++)
            if (strlen(drop[i]) == w && strncmp(s, drop[i], w) == 0) {
                dropped = true;
                /* Qualifiers of the pointee (before the '*'); restrict
                 * qualifies the pointer itself. */
                if (!after_star && strcmp(drop[i], "const") == 0) *quals |= CL_KERNEL_ARG_TYPE_CONST;
                if (!after_star && strcmp(drop[i], "volatile") == 0) *quals |= CL_KERNEL_ARG_TYPE_VOLATILE;
                if (strcmp(drop[i], "restrict") == 0) *quals |= CL_KERNEL_ARG_TYPE_RESTRICT;
            }
        if (!dropped) {
            if (len && out[len - 1] != '*' && len + 1 < n) out[len++] = ' ';
            for (size_t i = 0; i < w && len + 1 < n; i++) out[len++] = s[i];
            out[len] = '\0';
        }
        s += w;
    }
    if (!strchr(out, '*')) /* by value: const is not reported */
        *quals &= ~(cl_kernel_arg_type_qualifier)(CL_KERNEL_ARG_TYPE_CONST | CL_KERNEL_ARG_TYPE_VOLATILE);
}

CL_API_ENTRY cl_int CL_API_CALL clGetKernelArgInfo(cl_kernel k, cl_uint arg_indx, cl_kernel_arg_info param_name,
                                                   size_t param_value_size, void *param_value,
                                                   size_t *param_value_size_ret)
{
    if (!obj_valid(k, MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    if (arg_indx >= k->nargs) return CL_INVALID_ARG_INDEX;
    const oclc_arg_info *a = &k->args[arg_indx].info;
    char type[256];
    cl_kernel_arg_type_qualifier quals;
    arg_type(a->type_name, type, sizeof type, &quals);
    switch (param_name) {
    case CL_KERNEL_ARG_ADDRESS_QUALIFIER: {
        static const cl_kernel_arg_address_qualifier aq[] = {[OCLC_ARG_BY_VALUE] = CL_KERNEL_ARG_ADDRESS_PRIVATE,
                                                             [OCLC_ARG_GLOBAL_PTR] = CL_KERNEL_ARG_ADDRESS_GLOBAL,
                                                             [OCLC_ARG_CONSTANT_PTR] = CL_KERNEL_ARG_ADDRESS_CONSTANT,
                                                             [OCLC_ARG_LOCAL_PTR] = CL_KERNEL_ARG_ADDRESS_LOCAL,
                                                             [OCLC_ARG_IMAGE] = CL_KERNEL_ARG_ADDRESS_GLOBAL,
                                                             [OCLC_ARG_SAMPLER] = CL_KERNEL_ARG_ADDRESS_PRIVATE};
        return INFO_VALUE(cl_kernel_arg_address_qualifier, aq[a->kind]);
    }
    case CL_KERNEL_ARG_ACCESS_QUALIFIER: {
        /* An image's access is in its type's spelling ("__write_only image2d_t"). */
        cl_kernel_arg_access_qualifier acc = CL_KERNEL_ARG_ACCESS_NONE;
        if (a->kind == OCLC_ARG_IMAGE)
            acc = strstr(a->type_name, "__write_only")   ? CL_KERNEL_ARG_ACCESS_WRITE_ONLY
                  : strstr(a->type_name, "__read_write") ? CL_KERNEL_ARG_ACCESS_READ_WRITE
                                                         : CL_KERNEL_ARG_ACCESS_READ_ONLY;
        return INFO_VALUE(cl_kernel_arg_access_qualifier, acc);
    }
    case CL_KERNEL_ARG_TYPE_NAME: return INFO_STRING(type);
    case CL_KERNEL_ARG_TYPE_QUALIFIER:
        if (a->kind == OCLC_ARG_CONSTANT_PTR) quals |= CL_KERNEL_ARG_TYPE_CONST;
        return INFO_VALUE(cl_kernel_arg_type_qualifier, quals);
    case CL_KERNEL_ARG_NAME: return INFO_STRING(a->name);
    default: return CL_INVALID_VALUE;
    }
}

/* The limits of kernel k on device d: the CPU's are k's own fields; a
 * GPU's come from the program's build for it.  False when the program has
 * no build for d. */
typedef struct KernelLimits {
    size_t max_wg, max_item[3];
    cl_ulong local_mem, device_local_mem;
    bool uniform;
} KernelLimits;

static bool kernel_limits(cl_kernel k, cl_device_id d, KernelLimits *out)
{
    if (!icd_is_gpu(d)) {
        if (k->program->main != k->program->prog) return false; /* built for GPUs only */
        *out = (KernelLimits){k->max_wg,
                              {ICD_MAX_WORK_ITEM, ICD_MAX_WORK_ITEM, ICD_MAX_WORK_ITEM},
                              k->local_mem,
                              ICD_LOCAL_MEM_SIZE,
                              k->uniform};
        return true;
    }
    oclc_program *gp = k->program->gpu[d - icd_gpus];
    oclc_kernel_info info = {.attributes = ""};
    if (!gp || oclc_program_kernel_info(gp, k->name, &info) != OCLC_SUCCESS) return false;
    const oclc_device_desc *dd = icd_device_desc(d);
    *out = (KernelLimits){info.max_work_group_size,
                          {dd->max_work_item_sizes[0], dd->max_work_item_sizes[1], dd->max_work_item_sizes[2]},
                          info.local_mem_size,
                          dd->local_mem_size,
                          true};
    return true;
}

static cl_ulong kernel_local_mem(cl_kernel k)
{
    cl_ulong n = k->local_mem;
    for (cl_uint i = 0; i < k->nargs; i++)
        if (k->args[i].info.kind == OCLC_ARG_LOCAL_PTR && k->args[i].set) n += k->args[i].size;
    return n;
}

CL_API_ENTRY cl_int CL_API_CALL clGetKernelWorkGroupInfo(cl_kernel k, cl_device_id device,
                                                         cl_kernel_work_group_info param_name, size_t param_value_size,
                                                         void *param_value, size_t *param_value_size_ret)
{
    if (!obj_valid(k, MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    cl_context ctx = k->program->ctx;
    if (!device && ctx->ndevices > 1) return CL_INVALID_DEVICE; /* NULL only with one device */
    if (!device) device = ctx->devices[0];
    if (!icd_is_device(device) || !context_has_device(ctx, device)) return CL_INVALID_DEVICE;
    KernelLimits lim;
    if (!kernel_limits(k, device, &lim)) return CL_INVALID_DEVICE; /* not built for it */
    switch (param_name) {
    case CL_KERNEL_WORK_GROUP_SIZE: return INFO_VALUE(size_t, lim.max_wg);
    case CL_KERNEL_COMPILE_WORK_GROUP_SIZE: return INFO_ARRAY(k->reqd, sizeof k->reqd);
    case CL_KERNEL_LOCAL_MEM_SIZE: return INFO_VALUE(cl_ulong, kernel_local_mem(k) - k->local_mem + lim.local_mem);
    case CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE: return INFO_VALUE(size_t, icd_is_gpu(device) ? 32 : 8);
    case CL_KERNEL_PRIVATE_MEM_SIZE: return INFO_VALUE(cl_ulong, 0);
    case CL_KERNEL_GLOBAL_WORK_SIZE: return CL_INVALID_VALUE; /* custom devices and built-in kernels only */
    default: return CL_INVALID_VALUE;
    }
}

CL_API_ENTRY cl_int CL_API_CALL clGetKernelSubGroupInfo(cl_kernel k, cl_device_id device,
                                                        cl_kernel_sub_group_info param_name, size_t input_value_size,
                                                        const void *input_value, size_t param_value_size,
                                                        void *param_value, size_t *param_value_size_ret)
{
    if (!obj_valid(k, MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    if (device && (!icd_is_device(device) || !context_has_device(k->program->ctx, device))) return CL_INVALID_DEVICE;
    if (!device && k->program->ctx->ndevices == 1) device = k->program->ctx->devices[0];
    /* The GPU device has no sub-groups (CL_DEVICE_MAX_NUM_SUB_GROUPS 0). */
    if (device && icd_is_gpu(device)) return CL_INVALID_OPERATION;
    /* One sub-group per work-group, of the group's size (docs/language.md). */
    switch (param_name) {
    case CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE:
    case CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE: {
        /* The input is a local size of 1 to 3 dimensions. */
        if (!input_value || !input_value_size || input_value_size % sizeof(size_t) ||
            input_value_size > 3 * sizeof(size_t))
            return CL_INVALID_VALUE;
        size_t items = 1, local[3];
        memcpy(local, input_value, input_value_size);
        for (size_t d = 0; d < input_value_size / sizeof(size_t); d++) items *= local[d];
        if (param_name == CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE) return INFO_VALUE(size_t, items ? 1 : 0);
        return INFO_VALUE(size_t, items);
    }
    case CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT: {
        /* The output has as many dimensions as it has room for: the
         * largest 1D group for one sub-group, zeros for any other count. */
        if (!input_value || input_value_size != sizeof(size_t)) return CL_INVALID_VALUE;
        size_t count, out[3] = {0, 0, 0}, dims = param_value_size / sizeof(size_t);
        memcpy(&count, input_value, sizeof count);
        if (param_value && (param_value_size % sizeof(size_t) || dims < 1 || dims > 3)) return CL_INVALID_VALUE;
        if (dims < 1 || dims > 3) dims = 1;
        if (count == 1)
            for (size_t d = 0; d < dims; d++) out[d] = d ? 1 : k->max_wg;
        return INFO_ARRAY(out, dims * sizeof(size_t));
    }
    case CL_KERNEL_MAX_NUM_SUB_GROUPS: return INFO_VALUE(size_t, 1);
    case CL_KERNEL_COMPILE_NUM_SUB_GROUPS: return INFO_VALUE(size_t, 0);
    default: return CL_INVALID_VALUE;
    }
}

CL_API_ENTRY cl_int CL_API_CALL clGetKernelSubGroupInfoKHR(cl_kernel k, cl_device_id device,
                                                           cl_kernel_sub_group_info param_name, size_t input_value_size,
                                                           const void *input_value, size_t param_value_size,
                                                           void *param_value, size_t *param_value_size_ret)
{
    return clGetKernelSubGroupInfo(k, device, param_name, input_value_size, input_value, param_value_size, param_value,
                                   param_value_size_ret);
}

/* ------------------------------------------------------------------ */
/* Enqueue                                                            */

typedef struct KernelCommand {
    Command c;
    cl_kernel kernel; /* held: keeps the program's code alive */
    unsigned dim;
    size_t offset[3], global[3], local[3];
    bool has_local, empty;
    size_t nargs;
    size_t *sizes;
    const void **values;
    cl_mem *mems;           /* held */
    unsigned char *storage; /* by-value copies and buffer pointers */
} KernelCommand;

/* Buffer i may be written by the kernel. */
static bool arg_written(const KernelCommand *k, size_t i)
{
    const KernelArg *a = &k->kernel->args[i];
    return (a->info.kind == OCLC_ARG_GLOBAL_PTR || a->info.kind == OCLC_ARG_IMAGE) &&
           !(k->mems[i]->flags & CL_MEM_READ_ONLY);
}

/* On a GPU: the arguments' buffers current there, passed as oclc_buffer
 * handles (in `bufs`, which values[i] then points at). */
static cl_int gpu_arguments(KernelCommand *k, unsigned g, oclc_buffer **bufs, const void **values)
{
    for (size_t i = 0; i < k->nargs; i++) {
        values[i] = k->values[i];
        oclc_arg_kind kind = k->kernel->args[i].info.kind;
        if (kind != OCLC_ARG_GLOBAL_PTR && kind != OCLC_ARG_CONSTANT_PTR) continue; /* images: refused by the GPU */
        bufs[i] = NULL;                                                             /* a NULL buffer: a null pointer */
        if (k->mems[i]) {
            cl_int err = mem_to_gpu(k->mems[i], g, &bufs[i]);
            if (err) return err;
        }
        values[i] = &bufs[i];
    }
    return CL_SUCCESS;
}

static cl_int run_kernel(Command *c)
{
    KernelCommand *k = (KernelCommand *)c;
    if (k->empty) return CL_COMPLETE;
    cl_device_id dev = c->ev->queue->device;
    bool gpu = icd_is_gpu(dev);
    unsigned g = gpu ? (unsigned)(dev - icd_gpus) : 0;
    oclc_program *prog = gpu ? k->kernel->program->gpu[g] : k->kernel->program->prog;
    oclc_buffer **bufs = NULL;
    const void **values = k->values;
    if (gpu && k->nargs) {
        bufs = calloc(k->nargs, sizeof *bufs);
        values = calloc(k->nargs, sizeof *values);
        cl_int err = !bufs || !values ? CL_OUT_OF_HOST_MEMORY : gpu_arguments(k, g, bufs, values);
        if (err) {
            free(bufs);
            free(values);
            return err;
        }
    }
    for (size_t i = 0; !gpu && i < k->nargs; i++) {
        cl_int err = k->mems[i] ? mem_to_host(k->mems[i]) : CL_SUCCESS;
        if (err) return err;
    }
    oclc_status st = oclc_program_enqueue(prog, k->kernel->name, k->dim, k->offset, k->global,
                                          k->has_local ? k->local : NULL, k->nargs, k->sizes, values);
    if (gpu) {
        free(bufs);
        free(values);
    }
    for (size_t i = 0; st == OCLC_SUCCESS && i < k->nargs; i++)
        if (k->mems[i] && arg_written(k, i)) mem_written(k->mems[i], gpu ? (int)g : -1);
    if (st == OCLC_SUCCESS) return CL_COMPLETE;
    /* Checked beforehand, so rare (a barrier reached by only some
     * work-items of a group): the runtime's message goes to the context's
     * callback. */
    const char *log = oclc_program_log(prog);
    const char *last = log + strlen(log);
    while (last > log && last[-1] == '\n') last--;
    const char *line = last;
    while (line > log && line[-1] != '\n') line--;
    char msg[512];
    snprintf(msg, sizeof msg, "oclc: clEnqueueNDRangeKernel failed: %.*s", (int)(last - line), line);
    context_notify(k->kernel->program->ctx, msg);
    /* A GPU kernel that faulted (OCLC_DEVICE_ERROR) is CL_OUT_OF_RESOURCES
     * too: "a failure to allocate resources required by the OpenCL
     * implementation on the device". */
    return st == OCLC_OUT_OF_MEMORY ? CL_OUT_OF_HOST_MEMORY : CL_OUT_OF_RESOURCES;
}

static void cleanup_kernel(Command *c)
{
    KernelCommand *k = (KernelCommand *)c;
    for (size_t i = 0; i < k->nargs; i++)
        if (k->mems && k->mems[i]) mem_iunref(k->mems[i]);
    free(k->sizes);
    free(k->values);
    free(k->mems);
    free(k->storage);
    kernel_iunref(k->kernel);
}

/* The range checks of clEnqueueNDRangeKernel, in the spec's terms. */
static cl_int check_range(cl_kernel kern, const KernelLimits *lim, cl_uint dim, const size_t *offset,
                          const size_t *global, const size_t *local, bool *empty)
{
    if (dim < 1 || dim > 3) return CL_INVALID_WORK_DIMENSION;
    *empty = !global;
    for (cl_uint d = 0; global && d < dim; d++) {
        if (global[d] == 0) *empty = true;
        if (offset && offset[d] > SIZE_MAX - global[d]) return CL_INVALID_GLOBAL_OFFSET;
    }
    bool reqd = kern->reqd[0] != 0;
    if (local) {
        size_t items = 1;
        for (cl_uint d = 0; d < dim; d++) {
            if (local[d] == 0) return CL_INVALID_WORK_GROUP_SIZE;
            if (local[d] > lim->max_item[d]) return CL_INVALID_WORK_ITEM_SIZE;
            items *= local[d];
            if (reqd && local[d] != kern->reqd[d]) return CL_INVALID_WORK_GROUP_SIZE;
            if (lim->uniform && global && global[d] && global[d] % local[d]) return CL_INVALID_WORK_GROUP_SIZE;
        }
        if (items > lim->max_wg) return CL_INVALID_WORK_GROUP_SIZE;
        for (cl_uint d = dim; reqd && d < 3; d++)
            if (kern->reqd[d] != 1) return CL_INVALID_WORK_GROUP_SIZE;
    } else if (reqd && !*empty) {
        /* The required size is the local size: it must divide the global
         * size (oclc runs no partial group of a required size) and be 1
         * past work_dim, as a local size given would have to. */
        for (cl_uint d = 0; d < 3; d++)
            if (d < dim ? global[d] % kern->reqd[d] != 0 : kern->reqd[d] != 1) return CL_INVALID_WORK_GROUP_SIZE;
    }
    return CL_SUCCESS;
}

static cl_int enqueue_kernel(cl_command_queue q, cl_kernel kernel, cl_command_type type, cl_uint work_dim,
                             const size_t *global_work_offset, const size_t *global_work_size,
                             const size_t *local_work_size, cl_uint num_events_in_wait_list,
                             const cl_event *event_wait_list, cl_event *event)
{
    if (!obj_valid(q, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    if (!obj_valid(kernel, MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    if (kernel->program->ctx != q->ctx) return CL_INVALID_CONTEXT;
    KernelLimits lim;
    if (!kernel_limits(kernel, q->device, &lim)) return CL_INVALID_PROGRAM_EXECUTABLE; /* not built for it */
    bool empty;
    cl_int err = check_range(kernel, &lim, work_dim, global_work_offset, global_work_size, local_work_size, &empty);
    if (err) return err;
    size_t value_bytes = 0;
    for (cl_uint i = 0; i < kernel->nargs; i++) {
        const KernelArg *a = &kernel->args[i];
        if (!a->set) return CL_INVALID_KERNEL_ARGS;
        if (a->mem && !obj_valid(a->mem, MAGIC_MEM)) return CL_INVALID_KERNEL_ARGS; /* released since it was set */
        value_bytes +=
            ((a->info.kind == OCLC_ARG_BY_VALUE || a->info.kind == OCLC_ARG_SAMPLER ? a->size : sizeof(void *)) + 15) &
            ~(size_t)15;
    }
    if (kernel_local_mem(kernel) - kernel->local_mem + lim.local_mem > lim.device_local_mem) return CL_OUT_OF_RESOURCES;
    if ((err = icd_check_wait_list(q, num_events_in_wait_list, event_wait_list))) return err;

    KernelCommand *k = (KernelCommand *)command_new(q, sizeof *k, type);
    if (!k) return CL_OUT_OF_HOST_MEMORY;
    size_t n = kernel->nargs;
    k->c.run = run_kernel;
    k->c.cleanup = cleanup_kernel;
    k->kernel = kernel;
    obj_iretain(kernel);
    k->dim = work_dim;
    k->empty = empty;
    k->has_local = local_work_size != NULL;
    for (cl_uint d = 0; d < work_dim; d++) {
        k->offset[d] = global_work_offset ? global_work_offset[d] : 0;
        k->global[d] = global_work_size ? global_work_size[d] : 0;
        k->local[d] = local_work_size ? local_work_size[d] : 0;
    }
    if (n) {
        k->sizes = calloc(n, sizeof *k->sizes);
        k->values = calloc(n, sizeof *k->values);
        k->mems = calloc(n, sizeof *k->mems);
        k->storage = malloc(value_bytes ? value_bytes : 1);
        if (!k->sizes || !k->values || !k->mems || !k->storage) {
            command_discard(&k->c);
            return CL_OUT_OF_HOST_MEMORY;
        }
    }
    k->nargs = n;
    unsigned char *p = k->storage;
    for (size_t i = 0; i < n; i++) {
        const KernelArg *a = &kernel->args[i];
        switch (a->info.kind) {
        case OCLC_ARG_LOCAL_PTR:
            k->sizes[i] = a->size;
            k->values[i] = NULL;
            break;
        case OCLC_ARG_GLOBAL_PTR:
        case OCLC_ARG_CONSTANT_PTR:
        case OCLC_ARG_IMAGE: {
            void *data = !a->mem ? NULL : a->info.kind == OCLC_ARG_IMAGE ? (void *)&a->mem->image : a->mem->data;
            memcpy(p, &data, sizeof data);
            k->sizes[i] = sizeof data;
            k->values[i] = p;
            p += (sizeof data + 15) & ~(size_t)15;
            if (a->mem) {
                k->mems[i] = a->mem;
                obj_iretain(a->mem);
            }
            break;
        }
        default:
            memcpy(p, a->value, a->size);
            k->sizes[i] = a->size;
            k->values[i] = p;
            p += (a->size + 15) & ~(size_t)15;
            break;
        }
    }
    return command_submit(&k->c, num_events_in_wait_list, event_wait_list, event, false);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueNDRangeKernel(cl_command_queue q, cl_kernel kernel, cl_uint work_dim,
                                                       const size_t *global_work_offset, const size_t *global_work_size,
                                                       const size_t *local_work_size, cl_uint num_events_in_wait_list,
                                                       const cl_event *event_wait_list, cl_event *event)
{
    return enqueue_kernel(q, kernel, CL_COMMAND_NDRANGE_KERNEL, work_dim, global_work_offset, global_work_size,
                          local_work_size, num_events_in_wait_list, event_wait_list, event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueTask(cl_command_queue q, cl_kernel kernel, cl_uint num_events_in_wait_list,
                                              const cl_event *event_wait_list, cl_event *event)
{
    static const size_t one[1] = {1};
    return enqueue_kernel(q, kernel, CL_COMMAND_TASK, 1, NULL, one, one, num_events_in_wait_list, event_wait_list,
                          event);
}

CL_API_ENTRY cl_int CL_API_CALL clEnqueueNativeKernel(cl_command_queue q, void(CL_CALLBACK *user_func)(void *),
                                                      void *args, size_t cb_args, cl_uint num_mem_objects,
                                                      const cl_mem *mem_list, const void **args_mem_loc,
                                                      cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
                                                      cl_event *event)
{
    if (!obj_valid(q, MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    return CL_INVALID_OPERATION; /* CL_EXEC_NATIVE_KERNEL is not reported */
}
