/*
 * fake_cuda.c - a stand-in for NVIDIA's libcuda.so.1, so that CI (which
 * has no GPU) runs the ICD's GPU device end to end: gpu-icd-fake-driver
 * runs tests/gpu/icd.c with this library first on LD_LIBRARY_PATH, where
 * runtime/cuda.c's dlopen("libcuda.so.1") finds it.
 *
 * "Device memory" is host memory (a CUdeviceptr is a malloc'd address), the
 * PTX oclc built is taken and not run, and cuLaunchKernel runs the
 * kernels of tests/gpu/icd.c by name, written here again in C from the
 * launch's grid, block and parameters (the nvptx64 kernel ABI of
 * docs/gpu-runtime.md: the user's arguments, then work_dim and the global
 * offsets).  A launch of `far` is an illegal address that loses the context,
 * as CUDA's sticky errors do: every later call fails.  What this checks is
 * the ICD's side: devices, per-device builds, which copy of a buffer is
 * current, uploads and downloads, sub-buffer views, arguments as the
 * launch receives them, errors; the GPU's own code runs on the lent GPU.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef uint64_t DevPtr;

enum { ILLEGAL_ADDRESS = 700, NOT_FOUND = 500 };
static int lost; /* a kernel faulted: the context is gone */

#define PTR(T, p) ((T *)(uintptr_t)(p))
#define ARG(T, i) (*(T *)params[i])
CUresult cuInit(unsigned flags) { return 0; }
CUresult cuGetErrorName(CUresult r, const char **s)
{
    *s = r == ILLEGAL_ADDRESS ? "CUDA_ERROR_ILLEGAL_ADDRESS" : "CUDA_ERROR_NOT_FOUND";
    return 0;
}
CUresult cuGetErrorString(CUresult r, const char **s)
{
    *s = r == ILLEGAL_ADDRESS ? "an illegal memory access was encountered (fake driver)" : "not found (fake driver)";
    return 0;
}
CUresult cuDeviceGetCount(int *n)
{
    *n = 1;
    return 0;
}
CUresult cuDeviceGet(int *d, int i)
{
    *d = i;
    return 0;
}
CUresult cuDeviceGetName(char *buf, int n, int d)
{
    snprintf(buf, (size_t)n, "oclc fake GPU");
    return 0;
}
/* An H100's numbers (runtime/cuda.c's CU_ATTRS). */
CUresult cuDeviceGetAttribute(int *v, int attr, int d)
{
    switch (attr) {
    case 1: *v = 1024; break;       /* threads per block */
    case 2:
    case 3: *v = 1024; break;       /* block x, y */
    case 4: *v = 64; break;         /* block z */
    case 5: *v = 2147483647; break; /* grid x */
    case 6:
    case 7: *v = 65535; break;      /* grid y, z */
    case 8: *v = 49152; break;      /* shared per block */
    case 9: *v = 65536; break;      /* constant memory */
    case 10: *v = 32; break;        /* warp */
    case 13: *v = 1755000; break;   /* clock kHz */
    case 16: *v = 132; break;       /* multiprocessors */
    case 75: *v = 9; break;         /* compute capability */
    case 76: *v = 0; break;
    case 97: *v = 232448; break;    /* shared per block, opt-in */
    default: *v = 0;
    }
    return 0;
}
CUresult cuDeviceTotalMem_v2(size_t *bytes, int d)
{
    *bytes = (size_t)1 << 30; /* a quarter is less than the host's: a context's max alloc size is the GPU's */
    return 0;
}
CUresult cuDevicePrimaryCtxRetain(void **c, int d)
{
    *c = (void *)1;
    return 0;
}
CUresult cuCtxSetCurrent(void *c) { return 0; }
CUresult cuCtxSynchronize(void) { return lost ? ILLEGAL_ADDRESS : 0; }
CUresult cuModuleLoadDataEx(void **m, const void *ptx, unsigned n, int *opts, void **vals)
{
    if (lost) return ILLEGAL_ADDRESS;
    *m = strdup(ptx);
    return 0;
}
CUresult cuModuleUnload(void *m)
{
    free(m);
    return 0;
}
/* A function is its kernel's name, kept once for the process (a test's
 * few kernels; held here, so not a leak to LeakSanitizer). */
static char *function_names[64];

/* No module of the fake driver has globals (printf's buffer included). */
CUresult cuModuleGetGlobal_v2(DevPtr *p, size_t *bytes, void *m, const char *name) { return NOT_FOUND; }
CUresult cuModuleGetFunction(void **f, void *m, const char *name)
{
    *f = NULL;
    if (!strstr(m, name)) return NOT_FOUND;
    for (size_t i = 0; i < sizeof function_names / sizeof *function_names; i++) {
        if (!function_names[i]) function_names[i] = strdup(name);
        if (function_names[i] && !strcmp(function_names[i], name)) {
            *f = function_names[i];
            return 0;
        }
    }
    return NOT_FOUND;
}
CUresult cuFuncSetAttribute(void *f, int attr, int v) { return 0; }
CUresult cuFuncGetAttribute(int *v, int attr, void *f)
{
    *v = attr == 0 ? 1024 : 0; /* 1024 threads, no static shared memory */
    return 0;
}
CUresult cuMemAlloc_v2(DevPtr *p, size_t n)
{
    if (lost) return ILLEGAL_ADDRESS;
    *p = (DevPtr)(uintptr_t)malloc(n);
    return 0;
}
CUresult cuMemFree_v2(DevPtr p)
{
    free(PTR(void, p));
    return lost ? ILLEGAL_ADDRESS : 0;
}
CUresult cuMemcpyHtoD_v2(DevPtr d, const void *s, size_t n)
{
    if (lost) return ILLEGAL_ADDRESS;
    memcpy(PTR(void, d), s, n);
    return 0;
}
CUresult cuMemcpyDtoH_v2(void *d, DevPtr s, size_t n)
{
    if (lost) return ILLEGAL_ADDRESS;
    memcpy(d, PTR(void, s), n);
    return 0;
}
CUresult cuMemcpyDtoD_v2(DevPtr d, DevPtr s, size_t n)
{
    if (lost) return ILLEGAL_ADDRESS;
    memmove(PTR(void, d), PTR(void, s), n);
    return 0;
}
CUresult cuMemsetD8_v2(DevPtr d, unsigned char c, size_t n)
{
    if (lost) return ILLEGAL_ADDRESS;
    memset(PTR(void, d), c, n);
    return 0;
}

/* tests/gpu/icd.c's kernels, one dimension each. */
CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shared, void *stream, void **params, void **extra)
{
    if (lost) return ILLEGAL_ADDRESS;
    const char *name = f;
    size_t n = (size_t)gx * bx;
    if (!strcmp(name, "twice")) {
        int *b = PTR(int, ARG(DevPtr, 0)), add = ARG(int, 1);
        for (size_t i = 0; i < n; i++) b[i] = b[i] * 2 + add;
    } else if (!strcmp(name, "ka") || !strcmp(name, "kc")) { /* tests/api/gpu-units.c: kc calls ka */
        int *o = PTR(int, ARG(DevPtr, 0)), v = ARG(int, 1);
        for (size_t i = 0; i < n; i++) o[i] = (int)i * 3 + 1 + v;
    } else if (!strcmp(name, "copy_in")) {
        const int *in = PTR(int, ARG(DevPtr, 0));
        int *out = PTR(int, ARG(DevPtr, 1));
        for (size_t i = 0; i < n; i++) out[i] = in[i];
    } else if (!strcmp(name, "group_sum")) {
        const int *in = PTR(int, ARG(DevPtr, 0));
        int *out = PTR(int, ARG(DevPtr, 1));
        if (shared < bx * sizeof(int)) return NOT_FOUND; /* the local argument's bytes */
        for (size_t g = 0; g < gx; g++) {
            int s = 0;
            for (size_t i = 0; i < bx; i++) s += in[g * bx + i];
            out[g] = s;
        }
    } else if (!strcmp(name, "ids")) {
        unsigned *out = PTR(unsigned, ARG(DevPtr, 0));
        uint64_t offset = ARG(uint64_t, 2); /* after work_dim */
        for (size_t i = 0; i < n; i++) out[i] = (unsigned)((i + offset) * 65536 + bx);
    } else if (!strcmp(name, "far")) {
        lost = 1;
        return ILLEGAL_ADDRESS;
    } else {
        return NOT_FOUND;
    }
    return 0;
}
