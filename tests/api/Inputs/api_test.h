/*
 * api_test.h - what the C programs of tests/api share: the counted checks,
 * summary line and random source of tests/Inputs/check.h, and building a
 * program or failing loudly.
 * Expected values are always computed by the test with its own C code.
 */
#ifndef API_TEST_H
#define API_TEST_H

#include <oclc/oclc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../Inputs/check.h"

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

/* The text of a kernel file (up to 64 KiB), or the test ends. */
static inline char *api_read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        printf("FAIL: cannot open %s\n", path);
        exit(1);
    }
    static char buf[1 << 16];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    return buf;
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

#endif
