// The sizes the language leaves to the target come from its row
// (support/target.c): size_t, ptrdiff_t, intptr_t, uintptr_t and every
// pointer are 8 bytes on both targets, and the macros say the same.  Each
// line is a compile-time assertion: a false one makes an array of size -1.
// RUN: %oclc -fsyntax-only -verify %s
// RUN: %oclc -fsyntax-only -verify --target=nvptx64-nvidia-cuda %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 --target=nvptx64-nvidia-cuda %s
// The assertions can fail:
// RUN: not %oclc -fsyntax-only -DPTR_SIZE=4 --target=nvptx64-nvidia-cuda %s 2>&1 | FileCheck %s
// CHECK: target-sizes.cl:[[@LINE+7]]:1: error: array size is negative
// expected-no-diagnostics
#ifndef PTR_SIZE
#define PTR_SIZE 8
#endif

#define ASSERT(name, cond) typedef int name[(cond) ? 1 : -1]
ASSERT(size_t_size, sizeof(size_t) == PTR_SIZE);
ASSERT(ptrdiff_t_size, sizeof(ptrdiff_t) == PTR_SIZE);
ASSERT(intptr_t_size, sizeof(intptr_t) == PTR_SIZE && sizeof(uintptr_t) == PTR_SIZE);
ASSERT(pointer_size, sizeof(void *) == PTR_SIZE && sizeof(global int *) == PTR_SIZE);
ASSERT(local_pointer_size, sizeof(local float4 *) == PTR_SIZE && sizeof(constant char *) == PTR_SIZE);
ASSERT(macro_pointer, __SIZEOF_POINTER__ == PTR_SIZE && __SIZEOF_SIZE_T__ == PTR_SIZE);
ASSERT(size_t_unsigned, (size_t)-1 > 0);
ASSERT(long_size, sizeof(long) == 8 && sizeof(int) == 4 && sizeof(double) == 8);
ASSERT(vec3_size, sizeof(float3) == 16 && sizeof(double3) == 32);
#if !defined(__ENDIAN_LITTLE__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error both targets are little-endian
#endif

kernel void k(global size_t *out)
{
    int a[sizeof(size_t) == PTR_SIZE ? 1 : -1];
    a[0] = 0;
    out[0] = sizeof(out) + a[0];
}
