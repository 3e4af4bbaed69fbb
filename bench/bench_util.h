/* bench_util.h - what every benchmark program in bench/ needs: a monotonic
 * clock, a whole file read into a string, a qsort comparison for timings,
 * and a small deterministic random generator (xorshift64*), so that runs
 * compare the same inputs.  Header-only: each program is one C file built
 * by its `run` script. */
#ifndef OCLC_BENCH_UTIL_H
#define OCLC_BENCH_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* Seconds on the monotonic clock. */
static inline double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* The file at path as a NUL-terminated malloc'd string, or NULL. */
static inline char *read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (s && fread(s, 1, (size_t)n, f) != (size_t)n) {
        free(s);
        s = NULL;
    }
    if (s) s[n] = 0;
    fclose(f);
    return s;
}

/* qsort order of doubles (timings). */
static inline int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* xorshift64*: the same sequence on every run. */
static uint64_t rng_state __attribute__((unused)) = 0x243F6A8885A308D3ull;
static inline uint64_t rng(void)
{
    uint64_t x = rng_state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    rng_state = x;
    return x * 0x2545F4914F6CDD1Dull;
}

#endif
