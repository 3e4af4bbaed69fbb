/* Driver for run/numeric-macros.cl: the reference of each macro is the
 * host C library's (numeric-macros.def names it), compiled by the host
 * compiler; nothing comes from oclc.  An integer must have the value, the
 * size and the signedness of its reference (OpenCL C's limits have C's
 * types on an LP64 host), a float or a double its bits. */
#define _GNU_SOURCE /* glibc's M_PIf & co. */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

_Static_assert(sizeof(long) == 8, "OpenCL's long is the host's long (LP64)");

int numeric_macros(uint64_t *value, int *size, int *is_signed);

enum {
    ROWS = 0
#define NUM(kind, NAME, reference) +1
#include "numeric-macros.def"
#undef NUM
};

static uint64_t float_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static uint64_t double_bits(double d)
{
    uint64_t u;
    memcpy(&u, &d, 8);
    return u;
}

static int checked, failed;

static void check(const char *name, int ok, uint64_t got, uint64_t want, int got_size, int want_size, int got_signed,
                  int want_signed)
{
    checked++;
    if (ok && got == want && got_size == want_size && got_signed == want_signed) return;
    failed++;
    printf("FAIL %s: %#llx (%d bytes, %s), expected %#llx (%d bytes, %s)\n", name, (unsigned long long)got, got_size,
           got_signed ? "signed" : "unsigned", (unsigned long long)want, want_size,
           want_signed ? "signed" : "unsigned");
}

int main(void)
{
    uint64_t value[ROWS + 1];
    int size[ROWS + 1], is_signed[ROWS + 1];
    int n = numeric_macros(value, size, is_signed);
    if (n != ROWS) {
        printf("FAIL: %d values stored, %d macros\n", n, (int)ROWS);
        return 1;
    }
    int i = 0;
#define CHECK_I(name, ref)                                                                                 \
    check(name, 1, value[i], (uint64_t)(ref), size[i], (int)sizeof(ref), is_signed[i], (ref) * 0 - 1 < 0); \
    i++;
#define CHECK_F(name, ref)                                                           \
    check(name, 1, value[i], float_bits((float)(ref)), size[i], 4, is_signed[i], 1); \
    i++;
#define CHECK_D(name, ref)                                                             \
    check(name, 1, value[i], double_bits((double)(ref)), size[i], 8, is_signed[i], 1); \
    i++;
    /* NAN: a quiet NaN, as C's (isnan, the quiet bit), with clang's
     * payload: every bit set (opencl-c-base.h: as_float(INT_MAX)). */
#define CHECK_QNAN(name, ref)                                                                                  \
    {                                                                                                          \
        float f;                                                                                               \
        uint32_t u = (uint32_t)value[i];                                                                       \
        memcpy(&f, &u, 4);                                                                                     \
        check(name, isnan(f) && isnan(ref) && (u & 0x00400000u) && value[i] >> 32 == 0, value[i], 0x7fffffffu, \
              size[i], 4, is_signed[i], 1);                                                                    \
        i++;                                                                                                   \
    }
#define NUM(kind, NAME, reference) CHECK_##kind(#NAME, reference)
#include "numeric-macros.def"
#undef NUM
    printf("numeric macros: %d checked, %d failed\n", checked, failed);
    return failed != 0;
}
