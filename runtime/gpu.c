/*
 * gpu.c - the public API's devices and buffers (include/oclc/oclc.h,
 * "Devices and buffers"), and the NDRange launch of a kernel of a program
 * built for a GPU (gpu_enqueue, which program.c calls).
 *
 * Devices: 0 is the host CPU, 1 .. n the CUDA driver's GPUs 0 .. n-1
 * (runtime/cuda.c), so a caller that never asks about GPUs sees the one
 * device it always had and the driver is never loaded.
 *
 * Buffers: a GPU buffer is a cuMemAlloc'd range; a device-0 buffer is
 * host memory.  Every live buffer is in a registry (a set under a mutex):
 * an enqueue reads each global argument's value as an `oclc_buffer *` and
 * asks the registry before touching it, so a host pointer passed where a
 * buffer belongs (the mistake a CPU caller moving to the GPU makes) is a
 * clear error, not a read of whatever the pointer points at.
 *
 * The launch follows the nvptx64 kernel ABI (docs/gpu-runtime.md, the
 * contract with codegen/cg_ptx.c): the user's arguments in order, a local
 * pointer as the u32 byte offset of its block in the launch's dynamic
 * shared memory (each block at a multiple of OCLC_PTX_LOCAL_ARG_ALIGN), then the hidden
 * work_dim (u32) and global offsets (3 x u64); grid = global / local size,
 * which must divide (the GPU runs uniform work-groups only).
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

#include "runtime/cuda.h"
#include "support/ptx_abi.h"
#include "runtime/runtime.h"

/* ------------------------------------------------------------------ */
/* Devices                                                            */

unsigned oclc_num_devices(void) { return 1u + (unsigned)cuda_device_count(); }

const char *oclc_gpu_unavailable(void) { return cuda_unavailable(); }

static char cpu_name[128];
static pthread_once_t cpu_once = PTHREAD_ONCE_INIT;

static void cpu_describe(void)
{
    char *n = LLVMGetHostCPUName();
    snprintf(cpu_name, sizeof cpu_name, "%s", n && *n ? n : "host CPU");
    LLVMDisposeMessage(n);
}

oclc_status oclc_device_info(unsigned device, oclc_device_desc *out)
{
    if (!out) return OCLC_INVALID_ARGUMENT;
    memset(out, 0, sizeof *out);
    if (device == 0) {
        pthread_once(&cpu_once, cpu_describe);
        out->type = OCLC_DEVICE_CPU;
        out->name = cpu_name;
        /* what the ICD reports for the CPU (runtime/icd/icd.h): groups of
         * up to 4096 work-items (more for a kernel without barriers:
         * oclc_program_kernel_info), 1 MiB of local memory */
        out->local_mem_size = 1u << 20;
        out->max_work_group_size = 4096;
        for (int d = 0; d < 3; d++) out->max_work_item_sizes[d] = 4096;
        out->compute_units = pool_num_threads();
        return OCLC_SUCCESS;
    }
    const CudaDeviceInfo *g = cuda_device((int)device - 1);
    if (!g) return OCLC_NOT_FOUND;
    out->type = OCLC_DEVICE_GPU;
    out->name = g->name;
    out->global_mem_size = g->total_mem;
    out->local_mem_size = (unsigned long long)g->shared_mem_per_block_optin;
    out->constant_mem_size = (unsigned long long)g->total_constant_mem;
    out->max_work_group_size = (size_t)g->max_threads_per_block;
    for (int d = 0; d < 3; d++) out->max_work_item_sizes[d] = (size_t)g->max_block_dim[d];
    out->compute_units = (unsigned)g->multiprocessors;
    out->clock_mhz = (unsigned)(g->clock_khz / 1000);
    out->compute_capability = (unsigned)(g->cc_major * 10 + g->cc_minor);
    return OCLC_SUCCESS;
}

/* ------------------------------------------------------------------ */
/* Buffers                                                            */

struct oclc_buffer {
    unsigned device;
    size_t size;
    CudaPtr ptr;        /* a GPU's */
    void *host;         /* device 0's */
    oclc_buffer *whole; /* a view's buffer (oclc_buffer_create_sub): it owns the memory */
};

static pthread_mutex_t registry_lock = PTHREAD_MUTEX_INITIALIZER;
static const oclc_buffer **registry; /* live buffers, unordered */
static size_t nregistered, registry_cap;

static bool registry_add(const oclc_buffer *b)
{
    pthread_mutex_lock(&registry_lock);
    bool ok = true;
    if (nregistered == registry_cap) {
        size_t cap = registry_cap ? registry_cap * 2 : 64;
        const oclc_buffer **r = realloc(registry, cap * sizeof *r);
        if (r) {
            registry = r;
            registry_cap = cap;
        } else {
            ok = false;
        }
    }
    if (ok) registry[nregistered++] = b;
    pthread_mutex_unlock(&registry_lock);
    return ok;
}

static bool registry_remove(const oclc_buffer *b)
{
    pthread_mutex_lock(&registry_lock);
    bool found = false;
    for (size_t i = 0; i < nregistered && !found; i++)
        if (registry[i] == b) {
            registry[i] = registry[--nregistered];
            found = true;
        }
    pthread_mutex_unlock(&registry_lock);
    return found;
}

bool gpu_buffer_live(const oclc_buffer *b)
{
    pthread_mutex_lock(&registry_lock);
    bool found = false;
    for (size_t i = 0; i < nregistered && !found; i++) found = registry[i] == b;
    pthread_mutex_unlock(&registry_lock);
    return found;
}

static _Thread_local char buffer_error[1024];

const char *oclc_buffer_error(void) { return buffer_error; }

static oclc_status buffer_fail(oclc_status st, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static oclc_status buffer_fail(oclc_status st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buffer_error, sizeof buffer_error, fmt, ap);
    va_end(ap);
    return st;
}

/* A driver call's result: the message kept for oclc_buffer_error. */
static oclc_status buffer_result(oclc_status st, StrBuf *msg)
{
    if (st != OCLC_SUCCESS) buffer_fail(st, "%s", sb_cstr(msg));
    sb_free(msg);
    return st;
}

oclc_buffer *oclc_buffer_create(unsigned device, size_t size, oclc_status *status)
{
    oclc_status dummy;
    if (!status) status = &dummy;
    buffer_error[0] = '\0';
    if (device >= oclc_num_devices()) {
        *status = buffer_fail(OCLC_NOT_FOUND, "oclc_buffer_create: no device %u (%u device%s)", device,
                              oclc_num_devices(), oclc_num_devices() == 1 ? "" : "s");
        return NULL;
    }
    oclc_buffer *b = calloc(1, sizeof *b);
    if (!b) {
        *status = buffer_fail(OCLC_OUT_OF_MEMORY, "oclc_buffer_create: out of memory");
        return NULL;
    }
    b->device = device;
    b->size = size;
    StrBuf msg = {0};
    oclc_status st = OCLC_SUCCESS;
    if (device == 0) {
        /* 128-byte aligned, as OpenCL's CL_DEVICE_MEM_BASE_ADDR_ALIGN of the CPU device says */
        b->host = aligned_alloc(128, (size ? size + 127 : 128) / 128 * 128);
        if (!b->host) st = buffer_fail(OCLC_OUT_OF_MEMORY, "oclc_buffer_create: out of memory for %zu bytes", size);
    } else {
        st = buffer_result(cuda_alloc((int)device - 1, size, &b->ptr, &msg), &msg);
    }
    if (st == OCLC_SUCCESS && !registry_add(b))
        st = buffer_fail(OCLC_OUT_OF_MEMORY, "oclc_buffer_create: out of memory");
    if (st != OCLC_SUCCESS) {
        if (b->ptr) cuda_free((int)device - 1, b->ptr);
        free(b->host);
        free(b);
        *status = st;
        return NULL;
    }
    *status = OCLC_SUCCESS;
    return b;
}

void oclc_buffer_destroy(oclc_buffer *b)
{
    if (!b || !registry_remove(b)) return;
    if (b->whole)
        ; /* a view: its buffer owns the memory */
    else if (b->device)
        cuda_free((int)b->device - 1, b->ptr);
    else
        free(b->host);
    free(b);
}

size_t oclc_buffer_size(const oclc_buffer *b) { return b && gpu_buffer_live(b) ? b->size : 0; }
unsigned oclc_buffer_device(const oclc_buffer *b) { return b && gpu_buffer_live(b) ? b->device : 0; }
void *oclc_buffer_host_ptr(oclc_buffer *b) { return b && gpu_buffer_live(b) ? b->host : NULL; }
unsigned long long oclc_buffer_device_ptr(const oclc_buffer *b) { return b && gpu_buffer_live(b) ? b->ptr : 0; }

/* b is live and [offset, offset + size) is in it. */
static oclc_status buffer_range(const char *fn, const oclc_buffer *b, size_t offset, size_t size)
{
    if (!b || !gpu_buffer_live(b)) return buffer_fail(OCLC_INVALID_ARGUMENT, "%s: not a live oclc_buffer", fn);
    if (offset > b->size || size > b->size - offset)
        return buffer_fail(OCLC_INVALID_ARGUMENT, "%s: bytes %zu to %zu are outside the buffer of %zu bytes", fn,
                           offset, offset + size, b->size);
    return OCLC_SUCCESS;
}

/* A view shares its buffer's memory and frees nothing: what OpenCL's
 * sub-buffers need on a GPU (runtime/icd), where a kernel's argument is
 * an oclc_buffer and not an address. */
oclc_buffer *oclc_buffer_create_sub(oclc_buffer *parent, size_t offset, size_t size, oclc_status *status)
{
    oclc_status dummy;
    if (!status) status = &dummy;
    buffer_error[0] = '\0';
    *status = buffer_range("oclc_buffer_create_sub", parent, offset, size);
    if (*status != OCLC_SUCCESS) return NULL;
    oclc_buffer *b = calloc(1, sizeof *b);
    if (!b || !registry_add(b)) {
        free(b);
        *status = buffer_fail(OCLC_OUT_OF_MEMORY, "oclc_buffer_create_sub: out of memory");
        return NULL;
    }
    b->device = parent->device;
    b->size = size;
    b->ptr = parent->device ? parent->ptr + offset : 0;
    b->host = parent->device ? NULL : (char *)parent->host + offset;
    b->whole = parent->whole ? parent->whole : parent;
    return b;
}

oclc_status oclc_buffer_write(oclc_buffer *b, size_t offset, size_t size, const void *src)
{
    buffer_error[0] = '\0';
    oclc_status st = buffer_range("oclc_buffer_write", b, offset, size);
    if (st != OCLC_SUCCESS) return st;
    if (size && !src) return buffer_fail(OCLC_INVALID_ARGUMENT, "oclc_buffer_write: src is NULL");
    if (!b->device) {
        if (size) memcpy((char *)b->host + offset, src, size);
        return OCLC_SUCCESS;
    }
    StrBuf msg = {0};
    return buffer_result(cuda_write((int)b->device - 1, b->ptr + offset, src, size, &msg), &msg);
}

oclc_status oclc_buffer_read(const oclc_buffer *b, size_t offset, size_t size, void *dst)
{
    buffer_error[0] = '\0';
    oclc_status st = buffer_range("oclc_buffer_read", b, offset, size);
    if (st != OCLC_SUCCESS) return st;
    if (size && !dst) return buffer_fail(OCLC_INVALID_ARGUMENT, "oclc_buffer_read: dst is NULL");
    if (!b->device) {
        if (size) memcpy(dst, (const char *)b->host + offset, size);
        return OCLC_SUCCESS;
    }
    StrBuf msg = {0};
    return buffer_result(cuda_read((int)b->device - 1, dst, b->ptr + offset, size, &msg), &msg);
}

oclc_status oclc_buffer_copy(oclc_buffer *dst, size_t dst_offset, const oclc_buffer *src, size_t src_offset,
                             size_t size)
{
    buffer_error[0] = '\0';
    oclc_status st = buffer_range("oclc_buffer_copy", dst, dst_offset, size);
    if (st == OCLC_SUCCESS) st = buffer_range("oclc_buffer_copy", src, src_offset, size);
    if (st != OCLC_SUCCESS) return st;
    if (dst->device != src->device)
        return buffer_fail(OCLC_INVALID_ARGUMENT,
                           "oclc_buffer_copy: the buffers are on devices %u and %u (read one, write the other)",
                           src->device, dst->device);
    if (dst == src && (dst_offset < src_offset ? src_offset - dst_offset : dst_offset - src_offset) < size)
        return buffer_fail(OCLC_INVALID_ARGUMENT, "oclc_buffer_copy: the ranges overlap");
    if (!dst->device) {
        if (size) memcpy((char *)dst->host + dst_offset, (const char *)src->host + src_offset, size);
        return OCLC_SUCCESS;
    }
    StrBuf msg = {0};
    return buffer_result(cuda_copy((int)dst->device - 1, dst->ptr + dst_offset, src->ptr + src_offset, size, &msg),
                         &msg);
}

oclc_status oclc_buffer_fill(oclc_buffer *b, const void *pattern, size_t pattern_size, size_t offset, size_t size)
{
    buffer_error[0] = '\0';
    oclc_status st = buffer_range("oclc_buffer_fill", b, offset, size);
    if (st != OCLC_SUCCESS) return st;
    if (!pattern || !pattern_size || pattern_size > 128 || (pattern_size & (pattern_size - 1)) ||
        offset % pattern_size || size % pattern_size)
        return buffer_fail(OCLC_INVALID_ARGUMENT,
                           "oclc_buffer_fill: the pattern must be 1, 2, 4 ... 128 bytes, and the offset and size "
                           "multiples of it");
    if (!b->device) {
        for (size_t i = 0; i < size; i += pattern_size) memcpy((char *)b->host + offset + i, pattern, pattern_size);
        return OCLC_SUCCESS;
    }
    StrBuf msg = {0};
    return buffer_result(cuda_fill((int)b->device - 1, b->ptr + offset, pattern, pattern_size, size, &msg), &msg);
}

/* ------------------------------------------------------------------ */
/* Launching                                                          */


/* The local size oclc picks: up to 256 work-items (or the kernel's
 * limit), x first, each a divisor of the global size. */
static void pick_local_size(unsigned dim, const uint64_t gsize[3], const CudaDeviceInfo *g, uint64_t max_items,
                            uint64_t lsize[3])
{
    uint64_t budget = max_items < 256 ? max_items : 256;
    for (unsigned d = 0; d < 3; d++) {
        lsize[d] = 1;
        if (d >= dim) continue;
        uint64_t cap = budget < (uint64_t)g->max_block_dim[d] ? budget : (uint64_t)g->max_block_dim[d];
        lsize[d] = ndrange_divisor_upto(gsize[d], cap);
        budget /= lsize[d];
    }
}

/* ---- printf ------------------------------------------------------- */

/* A module's printf buffer: OCLC_PRINTF_BUFFER_SIZE bytes of records past
 * the header (support/ptx_abi.h).  Each launch of one of its kernels
 * zeroes what the last one used and sets the header, and when the kernel
 * is done its records are printed (printf.c); a lock keeps two threads'
 * launches of the module's kernels from sharing the buffer. */
struct GpuPrintf {
    CudaPtr buf;
    size_t dirty; /* bytes past the header the last launch used */
    pthread_mutex_t lock;
};

oclc_status gpu_printf_attach(int gpu, void *module, GpuPrintf **out, StrBuf *msg)
{
    *out = NULL;
    CudaPtr var = 0;
    oclc_status st = cuda_module_global(gpu, module, OCLC_PTX_SYM_PRINTF_BUFFER, &var, msg);
    if (st == OCLC_NOT_FOUND) return OCLC_SUCCESS; /* no printf in it */
    if (st != OCLC_SUCCESS) return st;
    GpuPrintf *pf = calloc(1, sizeof *pf);
    if (!pf) return OCLC_OUT_OF_MEMORY;
    st = cuda_alloc(gpu, OCLC_PTX_PRINTF_HEADER + OCLC_PRINTF_BUFFER_SIZE, &pf->buf, msg);
    static const unsigned char zero = 0;
    if (st == OCLC_SUCCESS)
        st = cuda_fill(gpu, pf->buf, &zero, 1, OCLC_PTX_PRINTF_HEADER + OCLC_PRINTF_BUFFER_SIZE, msg);
    if (st == OCLC_SUCCESS) st = cuda_write(gpu, var, &pf->buf, sizeof pf->buf, msg);
    if (st != OCLC_SUCCESS) {
        if (pf->buf) cuda_free(gpu, pf->buf);
        free(pf);
        return st;
    }
    pthread_mutex_init(&pf->lock, NULL);
    *out = pf;
    return OCLC_SUCCESS;
}

void gpu_printf_detach(int gpu, GpuPrintf *pf)
{
    if (!pf) return;
    cuda_free(gpu, pf->buf);
    pthread_mutex_destroy(&pf->lock);
    free(pf);
}

/* Before a launch: the last launch's records zeroed, the header set. */
static oclc_status printf_begin(int gpu, GpuPrintf *pf, StrBuf *msg)
{
    uint64_t header[2] = {0, OCLC_PRINTF_BUFFER_SIZE};
    static const unsigned char zero = 0;
    oclc_status st = OCLC_SUCCESS;
    if (pf->dirty) st = cuda_fill(gpu, pf->buf + OCLC_PTX_PRINTF_HEADER, &zero, 1, pf->dirty, msg);
    if (st == OCLC_SUCCESS) st = cuda_write(gpu, pf->buf, header, sizeof header, msg);
    if (st == OCLC_SUCCESS) pf->dirty = 0;
    return st;
}

/* After it: its records printed. */
static oclc_status printf_end(int gpu, GpuPrintf *pf, StrBuf *msg)
{
    uint64_t header[2];
    oclc_status st = cuda_read(gpu, header, pf->buf, sizeof header, msg);
    if (st != OCLC_SUCCESS || !header[0]) return st;
    size_t used = header[0] < OCLC_PRINTF_BUFFER_SIZE ? (size_t)header[0] : OCLC_PRINTF_BUFFER_SIZE;
    unsigned char *data = malloc(used);
    if (!data) return OCLC_OUT_OF_MEMORY;
    st = cuda_read(gpu, data, pf->buf + OCLC_PTX_PRINTF_HEADER, used, msg);
    pf->dirty = used;
    if (st == OCLC_SUCCESS) printf_gpu_records(data, used);
    free(data);
    return st;
}

oclc_status gpu_enqueue(int gpu, void *fn, unsigned max_items, const OclcKernelDesc *k, GpuPrintf *pf,
                        unsigned work_dim, const size_t *global_offset, const size_t *global_size,
                        const size_t *local_size, size_t num_args, const size_t *arg_sizes,
                        const void *const *arg_values, StrBuf *msg)
{
    const CudaDeviceInfo *g = cuda_device(gpu);
    if (!g) {
        sb_printf(msg, "error: kernel '%s': no GPU %d\n", k->name, gpu);
        return OCLC_NO_DEVICE;
    }
    if (num_args != k->num_args)
        return ndrange_bad(msg, k, "takes %u argument%s, %zu given", k->num_args, k->num_args == 1 ? "" : "s",
                           num_args);
    if (num_args && !arg_sizes) return ndrange_bad(msg, k, "arg_sizes is NULL");
    if (work_dim < 1 || work_dim > 3) return ndrange_bad(msg, k, "work_dim is %u; it must be 1, 2 or 3", work_dim);
    if (!global_size) return ndrange_bad(msg, k, "global_size is NULL");

    /* The arguments: params[i] points at what the driver copies for
     * parameter i; device pointers and local offsets live in `slots`. */
    void **params = calloc(num_args + 4, sizeof *params);
    uint64_t *slots = calloc(num_args + 1, sizeof *slots);
    if (!params || !slots) {
        free(params);
        free(slots);
        sb_printf(msg, "error: kernel '%s': out of memory\n", k->name);
        return OCLC_OUT_OF_MEMORY;
    }
    oclc_status st = OCLC_SUCCESS;
    uint64_t shared = 0;
    for (size_t i = 0; i < num_args && st == OCLC_SUCCESS; i++) {
        const OclcKernelArg *a = &k->args[i];
        const void *v = arg_values ? arg_values[i] : NULL;
        switch (a->kind) {
        case OCLC_ARG_LOCAL:
            if (v || !arg_sizes[i]) {
                st = ndrange_bad(msg, k,
                                 "argument %zu ('%s', %s) is a local pointer: its value must be NULL and its size the "
                                 "bytes to allocate (not 0)",
                                 i, a->name, a->type_name);
                break;
            }
            shared = (shared + OCLC_PTX_LOCAL_ARG_ALIGN - 1) / OCLC_PTX_LOCAL_ARG_ALIGN * OCLC_PTX_LOCAL_ARG_ALIGN;
            uint32_t offset = (uint32_t)shared;
            memcpy(&slots[i], &offset, sizeof offset);
            params[i] = &slots[i];
            shared += arg_sizes[i];
            if (shared + k->local_mem_size > (uint64_t)g->shared_mem_per_block_optin)
                st = ndrange_bad(msg, k,
                                 "the local arguments need %llu bytes and the kernel's own local variables %llu; "
                                 "the GPU has %d per work-group",
                                 (unsigned long long)shared, (unsigned long long)k->local_mem_size,
                                 g->shared_mem_per_block_optin);
            break;
        case OCLC_ARG_GLOBAL:
        case OCLC_ARG_CONSTANT: {
            if (!v || arg_sizes[i] != sizeof(oclc_buffer *)) {
                st = ndrange_bad(msg, k,
                                 "argument %zu ('%s', %s) is a pointer: on a GPU its value is an oclc_buffer * "
                                 "(arg_values[%zu] = &buffer, arg_sizes[%zu] = sizeof(oclc_buffer *))",
                                 i, a->name, a->type_name, i, i);
                break;
            }
            const oclc_buffer *b;
            memcpy(&b, v, sizeof b);
            if (b && !gpu_buffer_live(b)) {
                st = ndrange_bad(msg, k,
                                 "argument %zu ('%s', %s) is not an oclc_buffer (a host pointer? a GPU kernel reads "
                                 "buffers made by oclc_buffer_create on its device)",
                                 i, a->name, a->type_name);
                break;
            }
            if (b && b->device != (unsigned)gpu + 1) {
                st = ndrange_bad(msg, k,
                                 "argument %zu ('%s', %s) is a buffer of device %u; the program runs on device %d", i,
                                 a->name, a->type_name, b->device, gpu + 1);
                break;
            }
            slots[i] = b ? b->ptr : 0;
            params[i] = &slots[i];
            break;
        }
        case OCLC_ARG_VALUE:
            if (!v) {
                st = ndrange_bad(msg, k, "argument %zu ('%s', %s) has no value (arg_values[%zu] is NULL)", i, a->name,
                                 a->type_name, i);
            } else if (arg_sizes[i] != a->size) {
                st = ndrange_bad(msg, k, "argument %zu ('%s', %s) has size %zu, expected %u", i, a->name, a->type_name,
                                 arg_sizes[i], a->size);
            }
            params[i] = (void *)v;
            break;
        default:
            st = ndrange_bad(msg, k, "argument %zu ('%s', %s): images and samplers are not supported on the GPU", i,
                             a->name, a->type_name);
        }
    }

    uint64_t gsize[3], lsize[3];
    uint64_t offsets[3] = {0, 0, 0};
    uint32_t dim = work_dim;
    unsigned grid[3], block[3];
    bool empty = false;
    for (unsigned d = 0; d < 3 && st == OCLC_SUCCESS; d++) {
        gsize[d] = d < work_dim ? global_size[d] : 1;
        offsets[d] = d < work_dim && global_offset ? global_offset[d] : 0;
        empty = empty || !gsize[d];
        if (offsets[d] + gsize[d] < offsets[d])
            st = ndrange_bad(msg, k, "global offset + global size in dimension %u overflows size_t", d);
    }
    if (st == OCLC_SUCCESS && empty) st = ndrange_bad(msg, k, "the global size is 0 in a dimension");
    const uint32_t *req = k->reqd_work_group_size;
    bool required = req[0] || req[1] || req[2];
    if (st == OCLC_SUCCESS) {
        if (local_size)
            for (unsigned d = 0; d < 3; d++) lsize[d] = d < work_dim ? local_size[d] : 1;
        else if (required)
            for (unsigned d = 0; d < 3; d++) lsize[d] = req[d] ? req[d] : 1;
        else
            pick_local_size(work_dim, gsize, g, max_items, lsize);
    }
    uint64_t items = 1;
    for (unsigned d = 0; d < 3 && st == OCLC_SUCCESS; d++) {
        if (!lsize[d]) {
            st = ndrange_bad(msg, k, "local size in dimension %u is 0", d);
        } else if (gsize[d] % lsize[d]) {
            st = ndrange_bad(msg, k,
                             "local size %llu does not divide global size %llu in dimension %u (the GPU runs uniform "
                             "work-groups only)",
                             (unsigned long long)lsize[d], (unsigned long long)gsize[d], d);
        } else if (required && lsize[d] != (req[d] ? req[d] : 1)) {
            st = ndrange_bad(msg, k, "local size %llu in dimension %u is not the reqd_work_group_size %u",
                             (unsigned long long)lsize[d], d, req[d] ? req[d] : 1);
        } else if (lsize[d] > (uint64_t)g->max_block_dim[d]) {
            st = ndrange_bad(msg, k, "local size %llu in dimension %u is more than the GPU's %d",
                             (unsigned long long)lsize[d], d, g->max_block_dim[d]);
        } else if (gsize[d] / lsize[d] > (uint64_t)g->max_grid_dim[d]) {
            st = ndrange_bad(msg, k, "%llu work-groups in dimension %u are more than the GPU's %d",
                             (unsigned long long)(gsize[d] / lsize[d]), d, g->max_grid_dim[d]);
        }
        if (st != OCLC_SUCCESS) break;
        items *= lsize[d];
        grid[d] = (unsigned)(gsize[d] / lsize[d]);
        block[d] = (unsigned)lsize[d];
    }
    if (st == OCLC_SUCCESS && items > max_items)
        st = ndrange_bad(msg, k, "a work-group of %llu work-items is more than the kernel's %u on this GPU",
                         (unsigned long long)items, max_items);
    if (st == OCLC_SUCCESS) {
        params[num_args] = &dim;
        for (int d = 0; d < 3; d++) params[num_args + 1 + d] = &offsets[d];
        StrBuf m = {0};
        if (pf) {
            pthread_mutex_lock(&pf->lock);
            st = printf_begin(gpu, pf, &m);
        }
        if (st == OCLC_SUCCESS)
            st = cuda_launch(gpu, fn, grid, block, (unsigned)shared, (unsigned)k->local_mem_size, params, &m);
        if (pf) {
            if (st == OCLC_SUCCESS) st = printf_end(gpu, pf, &m);
            pthread_mutex_unlock(&pf->lock);
        }
        if (st != OCLC_SUCCESS) sb_printf(msg, "error: kernel '%s': %s\n", k->name, sb_cstr(&m));
        sb_free(&m);
    }
    free(params);
    free(slots);
    return st;
}
