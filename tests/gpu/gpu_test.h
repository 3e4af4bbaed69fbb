/*
 * gpu_test.h - what the GPU run-time tests share: the check counters,
 * the skip where there is no GPU, and building a program for the GPU.
 *
 * Each test is a C program (tests/gpu/CMakeLists.txt builds them against
 * liboclc; ctest and tests/gpu/run run them) that computes what it expects
 * with its own C code, prints one line per failure and a summary of what
 * it checked, and exits 0 when everything matched, 1 otherwise, and 77
 * (ctest's SKIP_RETURN_CODE) after "no GPU: skipped" where there is no
 * GPU, so that a machine without one shows the test as skipped, never as
 * passed.
 */
#ifndef OCLC_TESTS_GPU_TEST_H
#define OCLC_TESTS_GPU_TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oclc/oclc.h"

#define GPU_TEST_SKIP 77

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

/* The first GPU's device number; exits with the skip code when there is
 * none. */
static unsigned gpu_or_skip(const char *test)
{
    if (oclc_num_devices() < 2) {
        printf("%s: no GPU: skipped (%s)\n", test, oclc_gpu_unavailable() ? oclc_gpu_unavailable() : "");
        exit(GPU_TEST_SKIP);
    }
    oclc_device_desc d;
    oclc_device_info(1, &d);
    printf("%s: on %s (sm_%u, %u multiprocessors, %llu MiB)\n", test, d.name, d.compute_capability, d.compute_units,
           d.global_mem_size >> 20);
    return 1;
}

/* src built for `device` (0: the CPU's JIT); exits when the build fails,
 * which makes every later check meaningless. */
static oclc_program *build_for(unsigned device, const char *src, const char *options)
{
    oclc_program *p = oclc_program_create(src, strlen(src), device ? "gpu.cl" : "cpu.cl");
    if (!p || oclc_program_set_device(p, device) != OCLC_SUCCESS) {
        printf("FAIL: cannot make a program for device %u\n", device);
        exit(1);
    }
    oclc_status st = oclc_program_build(p, options);
    if (st != OCLC_SUCCESS) {
        printf("FAIL: the build for device %u failed: %s\n%s\n", device, oclc_status_string(st), oclc_program_log(p));
        exit(1);
    }
    return p;
}

static oclc_buffer *buffer_or_exit(unsigned device, size_t size)
{
    oclc_status st;
    oclc_buffer *b = oclc_buffer_create(device, size, &st);
    if (!b) {
        printf("FAIL: oclc_buffer_create(%u, %zu): %s %s\n", device, size, oclc_status_string(st), oclc_buffer_error());
        exit(1);
    }
    return b;
}

static int finish(const char *test)
{
    printf("%s: %d checks, %d passed, %d failed\n", test, checks, checks - fails, fails);
    return fails ? 1 : 0;
}

#endif
