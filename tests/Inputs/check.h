/*
 * check.h - the checks the C test programs of tests/api and tests/icd
 * count, and their summary line, which those tests' FileCheck lines expect:
 *   checks: N passed, 0 failed
 * (N > 0: a program that ran no check fails)
 * plus a deterministic random source (xorshift64*), the same numbers on
 * every run.  api_test.h and icd_test.h add what is particular to their
 * API on top of it.
 */
#ifndef OCLC_TEST_CHECK_H
#define OCLC_TEST_CHECK_H

#include <stdint.h>
#include <stdio.h>

static long test_checks, test_failures;

/* Counts a check; a failure prints where and why (the first 40 of them). */
#define CHECK(cond, ...)                                    \
    do {                                                    \
        test_checks++;                                      \
        if (!(cond)) {                                      \
            if (++test_failures <= 40) {                    \
                printf("FAIL %s:%d: ", __FILE__, __LINE__); \
                printf(__VA_ARGS__);                        \
                printf("\n");                               \
            }                                               \
        }                                                   \
    } while (0)

/* Prints the summary line; the program's exit status.  A program whose
 * checks never ran has tested nothing: that fails too, with a FAIL line
 * (which every test's CHECK-NOT: FAIL or FileCheck line catches) and
 * status 1, so that a check skipped by mistake cannot pass as "0 failed". */
static inline int test_summary(void)
{
    if (test_checks == 0) printf("FAIL: no check ran\n");
    printf("checks: %ld passed, %ld failed\n", test_checks - test_failures, test_failures);
    return test_failures != 0 || test_checks == 0;
}

static uint64_t test_rng = 0x9E3779B97F4A7C15ull;
static inline uint64_t test_rand(void)
{
    test_rng ^= test_rng >> 12;
    test_rng ^= test_rng << 25;
    test_rng ^= test_rng >> 27;
    return test_rng * 0x2545F4914F6CDD1Dull;
}

#endif
