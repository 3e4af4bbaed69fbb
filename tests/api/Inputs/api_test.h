/*
 * api_test.h - what the C programs of tests/api share: checks that count,
 * building a program or failing loudly, a deterministic random source,
 * and the summary line FileCheck looks for:
 *   checks: N passed, 0 failed
 * Expected values are always computed by the test with its own C code.
 */
#ifndef API_TEST_H
#define API_TEST_H

#include <oclc/oclc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long api_checks, api_failures;

#define CHECK(cond, ...)                                                                                              \
    do {                                                                                                              \
        api_checks++;                                                                                                 \
        if (!(cond)) {                                                                                                \
            if (++api_failures <= 25) {                                                                               \
                printf("FAIL %s:%d: ", __FILE__, __LINE__);                                                           \
                printf(__VA_ARGS__);                                                                                  \
                printf("\n");                                                                                         \
            }                                                                                                         \
        }                                                                                                             \
    } while (0)

/* Builds src with opts; a failure prints the log and ends the test. */
static inline oclc_program *api_build(const char *src, const char *opts)
{
    oclc_program *p = oclc_program_create(src, strlen(src), "test.cl");
    if (!p) {
        printf("FAIL: oclc_program_create returned NULL\n");
        exit(1);
    }
    oclc_status st = oclc_program_build(p, opts);
    if (st != OCLC_SUCCESS) {
        printf("FAIL: build (%s) returned %s:\n%s\n", opts ? opts : "", oclc_status_string(st), oclc_program_log(p));
        exit(1);
    }
    return p;
}

/* Zeroed memory aligned as OpenCL buffers are (128 bytes: a kernel may
 * access any buffer as its largest vector type). */
static inline void *api_alloc(size_t n)
{
    size_t size = (n + 127) & ~(size_t)127;
    void *p = aligned_alloc(128, size ? size : 128);
    if (!p) {
        printf("FAIL: out of memory\n");
        exit(1);
    }
    memset(p, 0, size ? size : 128);
    return p;
}

/* xorshift64*: the same numbers on every run. */
static uint64_t api_rng = 0x9E3779B97F4A7C15ull;
static inline uint64_t api_rand(void)
{
    api_rng ^= api_rng >> 12;
    api_rng ^= api_rng << 25;
    api_rng ^= api_rng >> 27;
    return api_rng * 2685821657736338717ull;
}

static inline int api_report(void)
{
    printf("checks: %ld passed, %ld failed\n", api_checks - api_failures, api_failures);
    return api_failures != 0;
}

#endif
