/*
 * cuda.c - NVIDIA GPUs through the CUDA driver API, found at run time.
 *
 * liboclc needs nothing of CUDA to build or to run: libcuda.so.1 (the
 * driver's library, installed with the kernel driver, not the toolkit) is
 * opened with dlopen the first time anything asks for a GPU, and the few
 * entry points used are declared here from the driver API's documented
 * signatures, one X-macro list (CU_FUNCS) that declares, loads and names
 * them.  The driver compiles PTX itself (cuModuleLoadDataEx), so oclc's
 * PTX text is all a GPU program needs.  Where the driver has several
 * versions of an entry point, the _v2 one is named: it is the one with
 * 64-bit sizes and device pointers, which the unversioned name meant only
 * in CUDA's headers.
 *
 * Contexts: each GPU's primary context (the one the CUDA runtime and
 * other libraries share), retained once and never released (a process
 * keeps its GPUs), made current on the calling thread by every entry
 * here (cuCtxSetCurrent is a thread-local store), so callers never think
 * of contexts.  The driver is thread-safe; the loading is done once under
 * pthread_once.
 *
 * Errors: a CUresult is never lost or fatal.  It becomes an oclc_status
 * (out of memory, a PTX the driver does not take, no device, else
 * OCLC_DEVICE_ERROR) and a line with the driver's name and text for it
 * (cuGetErrorName, cuGetErrorString).  A kernel that faults makes the
 * context's error sticky: every later call on that GPU fails with it, as
 * CUDA documents, and the messages say so.
 */
#include "runtime/cuda.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext, *CUmodule, *CUfunction, *CUstream;

/* The values of cuda.h's enums that are used (they never change). */
enum {
    CUDA_SUCCESS = 0,
    CUDA_ERROR_OUT_OF_MEMORY = 2,
    CUDA_ERROR_NO_DEVICE = 100,
    CUDA_ERROR_NOT_FOUND = 500,
    CUDA_ERROR_INVALID_PTX = 218,
    CUDA_ERROR_INVALID_IMAGE = 200,
    CUDA_ERROR_NO_BINARY_FOR_GPU = 209,
    CUDA_ERROR_UNSUPPORTED_PTX_VERSION = 222,
    CUDA_ERROR_JIT_COMPILER_NOT_FOUND = 221,
    CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701,
};
enum { CU_JIT_ERROR_LOG_BUFFER = 5, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6 };
enum {
    CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
    CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
    CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
};

#define CU_FUNCS(X)                                                             \
    X(cuInit, (unsigned))                                                       \
    X(cuGetErrorName, (CUresult, const char **))                                \
    X(cuGetErrorString, (CUresult, const char **))                              \
    X(cuDeviceGetCount, (int *))                                                \
    X(cuDeviceGet, (CUdevice *, int))                                           \
    X(cuDeviceGetName, (char *, int, CUdevice))                                 \
    X(cuDeviceGetAttribute, (int *, int, CUdevice))                             \
    X(cuDeviceTotalMem_v2, (size_t *, CUdevice))                                \
    X(cuDevicePrimaryCtxRetain, (CUcontext *, CUdevice))                        \
    X(cuCtxSetCurrent, (CUcontext))                                             \
    X(cuCtxSynchronize, (void))                                                 \
    X(cuModuleLoadDataEx, (CUmodule *, const void *, unsigned, int *, void **)) \
    X(cuModuleUnload, (CUmodule))                                               \
    X(cuModuleGetFunction, (CUfunction *, CUmodule, const char *))              \
    X(cuModuleGetGlobal_v2, (CudaPtr *, size_t *, CUmodule, const char *))      \
    X(cuFuncSetAttribute, (CUfunction, int, int))                               \
    X(cuFuncGetAttribute, (int *, int, CUfunction))                             \
    X(cuMemAlloc_v2, (CudaPtr *, size_t))                                       \
    X(cuMemFree_v2, (CudaPtr))                                                  \
    X(cuMemcpyHtoD_v2, (CudaPtr, const void *, size_t))                         \
    X(cuMemcpyDtoH_v2, (void *, CudaPtr, size_t))                               \
    X(cuMemcpyDtoD_v2, (CudaPtr, CudaPtr, size_t))                              \
    X(cuMemsetD8_v2, (CudaPtr, unsigned char, size_t))                          \
    X(cuLaunchKernel,                                                           \
      (CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **))

#define CU_DECLARE(name, args) static CUresult(*p_##name) args;
CU_FUNCS(CU_DECLARE)

/* cuDeviceGetAttribute's attributes, into CudaDeviceInfo's fields. */
#define CU_ATTRS(X)             \
    X(1, max_threads_per_block) \
    X(2, max_block_dim[0])      \
    X(3, max_block_dim[1])      \
    X(4, max_block_dim[2])      \
    X(5, max_grid_dim[0])       \
    X(6, max_grid_dim[1])       \
    X(7, max_grid_dim[2])       \
    X(8, shared_mem_per_block)  \
    X(9, total_constant_mem)    \
    X(10, warp_size)            \
    X(13, clock_khz)            \
    X(16, multiprocessors)      \
    X(75, cc_major)             \
    X(76, cc_minor)             \
    X(97, shared_mem_per_block_optin)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char why_not[512]; /* "" when there are GPUs */
static int ndevices;
static CudaDeviceInfo *devices;
static CUcontext *contexts;

/* "CUDA_ERROR_X (the driver's text)" for r. */
static void describe(CUresult r, StrBuf *msg)
{
    const char *name = NULL, *text = NULL;
    if (!p_cuGetErrorName || p_cuGetErrorName(r, &name) != CUDA_SUCCESS) name = NULL;
    if (!p_cuGetErrorString || p_cuGetErrorString(r, &text) != CUDA_SUCCESS) text = NULL;
    if (name)
        sb_printf(msg, "%s (%s)", name, text ? text : "no description");
    else
        sb_printf(msg, "CUDA error %d", r);
}

static void load(void)
{
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        const char *e = dlerror();
        snprintf(why_not, sizeof why_not, "libcuda.so.1 cannot be loaded: %s", e ? e : "not found");
        return;
    }
    bool complete = true;
#define CU_LOAD(name, args)                                                                               \
    if (!(*(void **)&p_##name = dlsym(lib, #name)) && complete) {                                         \
        snprintf(why_not, sizeof why_not, "libcuda.so.1 has no %s (a driver older than CUDA 11)", #name); \
        complete = false;                                                                                 \
    }
    CU_FUNCS(CU_LOAD)
    if (!complete) return; /* the library stays open: cheap, and safer than unloading a driver */
    StrBuf m = {0};
    CUresult r = p_cuInit(0);
    int n = 0;
    if (r == CUDA_SUCCESS) r = p_cuDeviceGetCount(&n);
    if (r != CUDA_SUCCESS || n <= 0) {
        if (r == CUDA_SUCCESS || r == CUDA_ERROR_NO_DEVICE) {
            snprintf(why_not, sizeof why_not, "the CUDA driver reports no GPU");
        } else {
            describe(r, &m);
            snprintf(why_not, sizeof why_not, "the CUDA driver does not start: %s", sb_cstr(&m));
        }
        sb_free(&m);
        return;
    }
    devices = calloc((size_t)n, sizeof *devices);
    contexts = calloc((size_t)n, sizeof *contexts);
    if (!devices || !contexts) {
        snprintf(why_not, sizeof why_not, "out of memory");
        return;
    }
    /* A device the driver will not describe or give a context for is
     * left out (the ones before it are kept, numbered as the driver does). */
    for (int i = 0; i < n; i++) {
        CudaDeviceInfo *d = &devices[i];
        CUdevice dev;
        size_t mem = 0;
        r = p_cuDeviceGet(&dev, i);
        if (r == CUDA_SUCCESS) r = p_cuDeviceGetName(d->name, (int)sizeof d->name, dev);
        if (r == CUDA_SUCCESS) r = p_cuDeviceTotalMem_v2(&mem, dev);
#define CU_ATTR(attr, field) \
    if (r == CUDA_SUCCESS) r = p_cuDeviceGetAttribute(&d->field, attr, dev);
        CU_ATTRS(CU_ATTR)
        if (r == CUDA_SUCCESS) r = p_cuDevicePrimaryCtxRetain(&contexts[i], dev);
        if (r != CUDA_SUCCESS) {
            if (i == 0) {
                describe(r, &m);
                snprintf(why_not, sizeof why_not, "the CUDA driver's GPU 0 cannot be used: %s", sb_cstr(&m));
                sb_free(&m);
            }
            break;
        }
        d->total_mem = mem;
        ndevices = i + 1;
    }
}

int cuda_device_count(void)
{
    pthread_once(&once, load);
    return ndevices;
}

const char *cuda_unavailable(void) { return cuda_device_count() ? NULL : why_not; }

const CudaDeviceInfo *cuda_device(int dev) { return dev >= 0 && dev < cuda_device_count() ? &devices[dev] : NULL; }

/* The status for r, with "what failed: CUDA_ERROR_X (...)" in msg. */
static oclc_status fail(CUresult r, const char *call, StrBuf *msg)
{
    sb_printf(msg, "%s failed: ", call);
    describe(r, msg);
    switch (r) {
    case CUDA_ERROR_OUT_OF_MEMORY: return OCLC_OUT_OF_MEMORY;
    case CUDA_ERROR_NO_DEVICE: return OCLC_NO_DEVICE;
    case CUDA_ERROR_INVALID_PTX:
    case CUDA_ERROR_INVALID_IMAGE:
    case CUDA_ERROR_NO_BINARY_FOR_GPU:
    case CUDA_ERROR_UNSUPPORTED_PTX_VERSION:
    case CUDA_ERROR_JIT_COMPILER_NOT_FOUND: return OCLC_BUILD_ERROR;
    default: return OCLC_DEVICE_ERROR;
    }
}

/* dev's context current on this thread; false (with msg) when dev is no GPU. */
static oclc_status enter(int dev, StrBuf *msg)
{
    if (dev < 0 || dev >= cuda_device_count()) {
        sb_printf(msg, "no GPU %d: %s", dev, ndevices ? "the driver has fewer" : why_not);
        return OCLC_NO_DEVICE;
    }
    CUresult r = p_cuCtxSetCurrent(contexts[dev]);
    return r == CUDA_SUCCESS ? OCLC_SUCCESS : fail(r, "cuCtxSetCurrent", msg);
}

#define CU_CALL(call, name)                                 \
    do {                                                    \
        CUresult r_ = (call);                               \
        if (r_ != CUDA_SUCCESS) return fail(r_, name, msg); \
    } while (0)

oclc_status cuda_module_load(int dev, const char *ptx, void **module, StrBuf *msg)
{
    oclc_status st = enter(dev, msg);
    if (st != OCLC_SUCCESS) return st;
    /* The driver's compile errors into a buffer of ours, which it
     * NUL-terminates; the size option is in and out (its value is the
     * pointer-sized option slot, as the driver API documents). */
    static const size_t log_size = 16384;
    char *log = calloc(1, log_size);
    int opts[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
    void *vals[] = {log, (void *)(uintptr_t)(log ? log_size : 0)};
    CUmodule m = NULL;
    CUresult r = p_cuModuleLoadDataEx(&m, ptx, log ? 2 : 0, opts, vals);
    if (r != CUDA_SUCCESS) {
        st = fail(r, "cuModuleLoadDataEx", msg);
        if (log && log[0]) sb_printf(msg, "\n%s", log);
        free(log);
        return st;
    }
    free(log);
    *module = m;
    return OCLC_SUCCESS;
}

void cuda_module_unload(int dev, void *module)
{
    StrBuf m = {0};
    if (module && enter(dev, &m) == OCLC_SUCCESS) p_cuModuleUnload(module);
    sb_free(&m);
}

oclc_status cuda_module_function(int dev, void *module, const char *name, void **fn, StrBuf *msg)
{
    oclc_status st = enter(dev, msg);
    if (st != OCLC_SUCCESS) return st;
    CU_CALL(p_cuModuleGetFunction((CUfunction *)fn, module, name), "cuModuleGetFunction");
    return OCLC_SUCCESS;
}

oclc_status cuda_module_global(int dev, void *module, const char *name, CudaPtr *addr, StrBuf *msg)
{
    oclc_status st = enter(dev, msg);
    if (st != OCLC_SUCCESS) return st;
    size_t bytes = 0;
    CUresult r = p_cuModuleGetGlobal_v2(addr, &bytes, module, name);
    if (r == CUDA_ERROR_NOT_FOUND) return OCLC_NOT_FOUND;
    if (r != CUDA_SUCCESS) return fail(r, "cuModuleGetGlobal", msg);
    return OCLC_SUCCESS;
}

oclc_status cuda_function_limits(int dev, void *fn, int *max_threads, int *static_shared, StrBuf *msg)
{
    oclc_status st = enter(dev, msg);
    if (st != OCLC_SUCCESS) return st;
    CU_CALL(p_cuFuncGetAttribute(max_threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, fn), "cuFuncGetAttribute");
    CU_CALL(p_cuFuncGetAttribute(static_shared, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, fn), "cuFuncGetAttribute");
    return OCLC_SUCCESS;
}

oclc_status cuda_alloc(int dev, size_t size, CudaPtr *out, StrBuf *msg)
{
    oclc_status st = enter(dev, msg);
    if (st != OCLC_SUCCESS) return st;
    CU_CALL(p_cuMemAlloc_v2(out, size ? size : 1), "cuMemAlloc");
    return OCLC_SUCCESS;
}

void cuda_free(int dev, CudaPtr p)
{
    StrBuf m = {0};
    if (p && enter(dev, &m) == OCLC_SUCCESS) p_cuMemFree_v2(p);
    sb_free(&m);
}

oclc_status cuda_write(int dev, CudaPtr dst, const void *src, size_t n, StrBuf *msg)
{
    oclc_status st = enter(dev, msg);
    if (st != OCLC_SUCCESS || !n) return st;
    CU_CALL(p_cuMemcpyHtoD_v2(dst, src, n), "cuMemcpyHtoD");
    return OCLC_SUCCESS;
}

oclc_status cuda_read(int dev, void *dst, CudaPtr src, size_t n, StrBuf *msg)
{
    oclc_status st = enter(dev, msg);
    if (st != OCLC_SUCCESS || !n) return st;
    CU_CALL(p_cuMemcpyDtoH_v2(dst, src, n), "cuMemcpyDtoH");
    return OCLC_SUCCESS;
}

oclc_status cuda_copy(int dev, CudaPtr dst, CudaPtr src, size_t n, StrBuf *msg)
{
    oclc_status st = enter(dev, msg);
    if (st != OCLC_SUCCESS || !n) return st;
    CU_CALL(p_cuMemcpyDtoD_v2(dst, src, n), "cuMemcpyDtoD");
    /* The copy is asynchronous to the host; callers expect it done. */
    CU_CALL(p_cuCtxSynchronize(), "cuCtxSynchronize");
    return OCLC_SUCCESS;
}

oclc_status cuda_fill(int dev, CudaPtr dst, const void *pattern, size_t pattern_size, size_t n, StrBuf *msg)
{
    oclc_status st = enter(dev, msg);
    if (st != OCLC_SUCCESS || !n) return st;
    const unsigned char *pat = pattern;
    bool bytes = true;
    for (size_t i = 1; i < pattern_size; i++) bytes = bytes && pat[i] == pat[0];
    if (bytes) {
        CU_CALL(p_cuMemsetD8_v2(dst, pat[0], n), "cuMemsetD8");
        CU_CALL(p_cuCtxSynchronize(), "cuCtxSynchronize");
        return OCLC_SUCCESS;
    }
    /* A wider pattern: written once from the host into a staging block,
     * then the block copied on the device, doubling, so the host sends
     * at most 1 MiB. */
    size_t block = n < ((size_t)1 << 20) ? n : ((size_t)1 << 20) / pattern_size * pattern_size;
    unsigned char *host = malloc(block);
    if (!host) {
        sb_puts(msg, "out of memory for a fill pattern");
        return OCLC_OUT_OF_MEMORY;
    }
    for (size_t i = 0; i < block; i += pattern_size) memcpy(host + i, pat, pattern_size);
    CUresult r = p_cuMemcpyHtoD_v2(dst, host, block);
    free(host);
    if (r != CUDA_SUCCESS) return fail(r, "cuMemcpyHtoD", msg);
    for (size_t done = block; done < n;) {
        size_t chunk = n - done < done ? n - done : done;
        CU_CALL(p_cuMemcpyDtoD_v2(dst + done, dst, chunk), "cuMemcpyDtoD");
        done += chunk;
    }
    CU_CALL(p_cuCtxSynchronize(), "cuCtxSynchronize");
    return OCLC_SUCCESS;
}

oclc_status cuda_launch(int dev, void *fn, const unsigned grid[3], const unsigned block[3], unsigned shared,
                        unsigned static_shared, void **params, StrBuf *msg)
{
    oclc_status st = enter(dev, msg);
    if (st != OCLC_SUCCESS) return st;
    /* Beyond 48 KiB of shared memory in all, static and dynamic, a kernel
     * must opt in (a 48 KiB local argument of a kernel that has 8 bytes of
     * its own is past it: the CTS's async_strided_copy at 16-byte types). */
    if ((unsigned long long)shared + static_shared > 48u * 1024)
        CU_CALL(p_cuFuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)shared),
                "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)");
    CU_CALL(p_cuLaunchKernel(fn, grid[0], grid[1], grid[2], block[0], block[1], block[2], shared, NULL, params, NULL),
            "cuLaunchKernel");
    CUresult r = p_cuCtxSynchronize();
    if (r != CUDA_SUCCESS) {
        st = fail(r, "the kernel", msg);
        sb_puts(msg, "; the GPU's context is lost: every later use of this GPU in this process fails");
        return st;
    }
    return OCLC_SUCCESS;
}
