/* The CUDA driver API for the run/nvptx-*.cl drivers: the few entry points
 * they call, found with dlopen so that nothing CUDA is needed to build
 * them; a module loaded from a PTX file; a launch that appends oclc's
 * hidden kernel parameters (support/ptx_abi.h: work_dim, then the three
 * global offsets) to the user's; and a checker that counts mismatches. */
#ifndef CUDA_DRIVER_H
#define CUDA_DRIVER_H

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef int CUdevice;
typedef void *CUcontext, *CUmodule, *CUfunction, *CUstream;
typedef unsigned long long CUdeviceptr;

#define CU_FUNCS(X)                                                                                                   \
    X(cuInit, (unsigned))                                                                                             \
    X(cuDeviceGet, (CUdevice *, int))                                                                                 \
    X(cuCtxCreate_v2, (CUcontext *, unsigned, CUdevice))                                                              \
    X(cuModuleLoadData, (CUmodule *, const void *))                                                                   \
    X(cuModuleGetFunction, (CUfunction *, CUmodule, const char *))                                                    \
    X(cuModuleGetGlobal_v2, (CUdeviceptr *, size_t *, CUmodule, const char *))                                        \
    X(cuMemAlloc_v2, (CUdeviceptr *, size_t))                                                                         \
    X(cuMemcpyHtoD_v2, (CUdeviceptr, const void *, size_t))                                                           \
    X(cuMemcpyDtoH_v2, (void *, CUdeviceptr, size_t))                                                                 \
    X(cuLaunchKernel,                                                                                                 \
      (CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, CUstream, void **, void **)) \
    X(cuCtxSynchronize, (void))
#define CU_DECLARE(name, args) static CUresult(*name) args;
CU_FUNCS(CU_DECLARE)

static int checks, fails;
static void check(const char *what, long long got, long long want)
{
    checks++;
    if (got != want) {
        fails++;
        if (fails < 50) printf("MISMATCH %s: %lld, expected %lld\n", what, got, want);
    }
}

#define CU(call)                                           \
    do {                                                   \
        CUresult r_ = (call);                              \
        if (r_) {                                          \
            printf("FAIL %s: CUDA error %d\n", #call, r_); \
            exit(1);                                       \
        }                                                  \
    } while (0)

/* Loads libcuda, makes a context on GPU 0, and loads the PTX file `path`. */
static CUmodule cuda_load(const char *path)
{
    void *lib = dlopen("libcuda.so.1", RTLD_NOW);
    if (!lib || !path) {
        printf("FAIL: no libcuda.so.1 or no PTX file\n");
        exit(1);
    }
#define CU_LOAD(name, args) *(void **)&name = dlsym(lib, #name);
    CU_FUNCS(CU_LOAD)
    FILE *f = fopen(path, "rb");
    if (!f) exit(1);
    static char ptx[1 << 22];
    size_t len = fread(ptx, 1, sizeof ptx - 1, f);
    fclose(f);
    ptx[len] = 0;
    CUdevice dev;
    CUcontext ctx;
    CUmodule mod;
    CU(cuInit(0));
    CU(cuDeviceGet(&dev, 0));
    CU(cuCtxCreate_v2(&ctx, 0, dev));
    CU(cuModuleLoadData(&mod, ptx));
    return mod;
}

/* Runs kernel `name` over global size gs from offset off in groups of ls
 * (work_dim dimensions; ls divides gs), with shared bytes of dynamic
 * shared memory and the user's nargs parameters, then waits. */
static void cuda_launch(CUmodule mod, const char *name, unsigned work_dim, const size_t gs[3], const size_t ls[3],
                        const uint64_t off[3], unsigned shared, void **args, int nargs)
{
    CUfunction fn;
    CU(cuModuleGetFunction(&fn, mod, name));
    void *params[32];
    uint32_t wd = work_dim;
    uint64_t o[3] = {off[0], off[1], off[2]};
    for (int i = 0; i < nargs; i++) params[i] = args[i];
    params[nargs] = &wd;
    for (int d = 0; d < 3; d++) params[nargs + 1 + d] = &o[d];
    CU(cuLaunchKernel(fn, (unsigned)(gs[0] / ls[0]), (unsigned)(gs[1] / ls[1]), (unsigned)(gs[2] / ls[2]),
                      (unsigned)ls[0], (unsigned)ls[1], (unsigned)ls[2], shared, NULL, params, NULL));
    CU(cuCtxSynchronize());
}

#endif
