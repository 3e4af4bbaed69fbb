/*
 * sort.c - unit test of support/sort.c, the qsort that liboclc and
 * oclc-cg link in place of libc's (-Wl,--wrap=qsort, as there).  Arrays
 * of many lengths, element sizes and orders (random, few distinct keys,
 * sorted, reversed, runs sorted then concatenated as LLVM's fold tables
 * are, sawtooth, organ pipe) are sorted by qsort, here the wrapped one;
 * (support/sort.c is included: the code under test, as liboclc compiles
 * it); the reference is libc's own qsort (__real_qsort) on a copy, sorting by
 * key and then by each element's original position, which makes it a
 * total order: the wrapped sort, by key alone, must give the same bytes,
 * which is stability.  The elements carry filler bytes derived from
 * their position, so a torn or duplicated copy shows.  The largest
 * arrays (100,000) cross many merge passes; a comparator counts its calls,
 * bounded by n * (ceil(log2(n)) + MIN_RUN + 1): never quadratic.
 *
 * RUN: %unit-cc -Wl,--wrap=qsort %s -lm -o %t
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[1-9][0-9]+}} passed, 0 failed
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../Inputs/check.h"
#include "support/sort.c" /* the code under test, compiled here */

/* An element: its key, its original position, then filler to `size`
 * bytes (size >= 8); or, for sizes under 8, one byte of key and the rest
 * unused (positions are then checked through the keys' multiset). */
static size_t g_size;
static long g_calls;

static uint32_t key_of(const unsigned char *e)
{
    if (g_size < 8) return e[0];
    uint32_t k;
    memcpy(&k, e, 4);
    return k;
}

static uint32_t pos_of(const unsigned char *e)
{
    uint32_t p;
    memcpy(&p, e + 4, 4);
    return p;
}

static int by_key(const void *a, const void *b)
{
    g_calls++;
    uint32_t x = key_of(a), y = key_of(b);
    return (x > y) - (x < y);
}

static int by_key_then_pos(const void *a, const void *b)
{
    int c = by_key(a, b);
    if (c || g_size < 8) return c;
    uint32_t x = pos_of(a), y = pos_of(b);
    return (x > y) - (x < y);
}

enum { RANDOM, FEW, SORTED, REVERSED, TABLES, SAWTOOTH, ORGAN, NORDERS };
static const char *const order_names[] = {"random", "few keys", "sorted",    "reversed",
                                          "tables", "sawtooth", "organ pipe"};

static uint32_t make_key(int order, size_t i, size_t n)
{
    switch (order) {
    case RANDOM: return (uint32_t)test_rand();
    case FEW: return (uint32_t)(test_rand() % 5);
    case SORTED: return (uint32_t)i;
    case REVERSED: return (uint32_t)(n - i);
    case TABLES: /* six sorted tables, each nearly in the same order */
        return (uint32_t)((i % (n / 6 + 1)) * 8 + test_rand() % 12);
    case SAWTOOTH: return (uint32_t)(i % 37);
    default: return (uint32_t)(i < n / 2 ? i : n - i);
    }
}

static void fill(unsigned char *a, size_t n, size_t size, int order)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char *e = a + i * size;
        uint32_t k = make_key(order, i, n), p = (uint32_t)i;
        if (size < 8) {
            memset(e, 0, size);
            e[0] = (unsigned char)k;
            continue;
        }
        memcpy(e, &k, 4);
        memcpy(e + 4, &p, 4);
        for (size_t j = 8; j < size; j++) e[j] = (unsigned char)(p * 31 + j);
    }
}

static void one(size_t n, size_t size, int order)
{
    unsigned char *a = malloc(n * size + 1), *ref = malloc(n * size + 1);
    if (!a || !ref) {
        CHECK(0, "out of memory for %zu x %zu", n, size);
        free(a);
        free(ref);
        return;
    }
    g_size = size;
    fill(a, n, size, order);
    memcpy(ref, a, n * size);
    __real_qsort(ref, n, size, by_key_then_pos);
    g_calls = 0;
    qsort(a, n, size, by_key);
    /* a pass of merges takes at most n comparisons and there are
     * ceil(log2(n)) of them at most; the runs made longer by insertion
     * take fewer than MIN_RUN an element */
    double bound = n < 2 ? 0 : (double)n * (ceil(log2((double)n)) + MIN_RUN + 1);
    CHECK(!memcmp(a, ref, n * size), "%zu elements of %zu bytes, %s: not libc's stable order", n, size,
          order_names[order]);
    CHECK((double)g_calls <= bound, "%zu elements of %zu bytes, %s: %ld comparisons (bound %.0f)", n, size,
          order_names[order], g_calls, bound);
    free(a);
    free(ref);
}

int main(void)
{
    static const size_t sizes[] = {1, 3, 4, 8, 12, 16, 20, 24, 32, 40, 72, 100};
    static const size_t lengths[] = {0, 1, 2, 3, 5, 23, 24, 25, 47, 48, 49, 100, 257, 1000, 4099, 10007};
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
        for (size_t l = 0; l < sizeof lengths / sizeof *lengths; l++)
            for (int o = 0; o < NORDERS; o++) one(lengths[l], sizes[s], o);
    for (int o = 0; o < NORDERS; o++) one(100000, 12, o);
    return test_summary();
}
