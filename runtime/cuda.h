/*
 * cuda.h - the NVIDIA GPU as runtime/cuda.c drives it through the CUDA
 * driver API, loaded with dlopen: what program.c (GPU builds and
 * launches) and gpu.c (devices and buffers) call.  Nothing here is
 * public; include/oclc/oclc.h is the API.
 *
 * GPUs are numbered as the driver numbers them (CUDA ordinals 0 ..
 * cuda_device_count() - 1).  Every call makes the device's primary
 * context current on the calling thread first, so any thread may call.
 * Every failure is a status and one line in msg ("CUDA_ERROR_...: the
 * driver's text (in cuXxx)"); nothing aborts, and with no libcuda.so.1 or
 * no device cuda_device_count() is 0 and cuda_unavailable() says why.
 */
#ifndef OCLC_RUNTIME_CUDA_H
#define OCLC_RUNTIME_CUDA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "oclc/oclc.h"
#include "support/arena.h"

typedef unsigned long long CudaPtr; /* a CUdeviceptr */

typedef struct CudaDeviceInfo {
    char name[256];
    int cc_major, cc_minor; /* the compute capability: 9 0 for an H100 */
    unsigned long long total_mem;
    int max_threads_per_block;
    int max_block_dim[3];
    int max_grid_dim[3];
    int shared_mem_per_block;       /* without opting in */
    int shared_mem_per_block_optin; /* the most a kernel may have (cuFuncSetAttribute) */
    int total_constant_mem;
    int multiprocessors;
    int clock_khz;
    int warp_size;
} CudaDeviceInfo;

/* The number of GPUs (0 when libcuda.so.1 does not load, cuInit fails or
 * there is none); loads the driver at the first call, once per process. */
int cuda_device_count(void);
/* Why there is no GPU ("libcuda.so.1 not found: ..."), or NULL when
 * there is one. */
const char *cuda_unavailable(void);
/* The device's description, or NULL for a bad ordinal. */
const CudaDeviceInfo *cuda_device(int dev);

/* PTX text (NUL-terminated) loaded into a module of dev's primary
 * context; the driver compiles it for the device.  A compile error is
 * OCLC_BUILD_ERROR with the driver's error log appended to msg. */
oclc_status cuda_module_load(int dev, const char *ptx, void **module, StrBuf *msg);
void cuda_module_unload(int dev, void *module);
oclc_status cuda_module_function(int dev, void *module, const char *name, void **fn, StrBuf *msg);
/* The device address of the module's global `name`; OCLC_NOT_FOUND
 * (nothing in msg) when the module has none. */
oclc_status cuda_module_global(int dev, void *module, const char *name, CudaPtr *addr, StrBuf *msg);
/* The most work-items a group of fn may have (its registers decide) and
 * its static shared memory (`local` variables). */
oclc_status cuda_function_limits(int dev, void *fn, int *max_threads, int *static_shared, StrBuf *msg);

oclc_status cuda_alloc(int dev, size_t size, CudaPtr *out, StrBuf *msg);
void cuda_free(int dev, CudaPtr p);
oclc_status cuda_write(int dev, CudaPtr dst, const void *src, size_t n, StrBuf *msg);
oclc_status cuda_read(int dev, void *dst, CudaPtr src, size_t n, StrBuf *msg);
oclc_status cuda_copy(int dev, CudaPtr dst, CudaPtr src, size_t n, StrBuf *msg);
/* n bytes at dst filled with the pattern of pattern_size bytes (n a
 * multiple of it), as clEnqueueFillBuffer does. */
oclc_status cuda_fill(int dev, CudaPtr dst, const void *pattern, size_t pattern_size, size_t n, StrBuf *msg);

/* Runs fn over grid x block with `shared` bytes of dynamic shared memory
 * (next to static_shared bytes of its own `local` variables), its parameters at params[i] (the driver knows how many and how big),
 * and waits for it.  A fault in the kernel is the sticky error the driver
 * reports at the wait: the context is lost from then on (docs/gpu-runtime.md). */
oclc_status cuda_launch(int dev, void *fn, const unsigned grid[3], const unsigned block[3], unsigned shared,
                        unsigned static_shared, void **params, StrBuf *msg);

#endif
