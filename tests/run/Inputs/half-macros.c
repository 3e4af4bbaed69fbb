/* The driver of run/half-macros.cl: the spec's values for the limits
 * (OpenCL C 3.0, the cl_khr_fp16 section) and, for the constants, the
 * host compiler's rounding of <math.h>'s double values to _Float16. */
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <string.h>

void half_macros(int *ints, unsigned short *bits);

static unsigned short bits_of(_Float16 h)
{
    unsigned short b;
    memcpy(&b, &h, 2);
    return b;
}

int main(void)
{
    int ints[7];
    unsigned short bits[16];
    half_macros(ints, bits);
    /* One row a macro: what the kernel stored, what the spec or the host
     * says it must be. */
    const struct {
        const char *name;
        int got, want;
    } rows[] = {
        {"HALF_DIG", ints[0], 3},
        {"HALF_MANT_DIG", ints[1], 11},
        {"HALF_MAX_10_EXP", ints[2], 4},
        {"HALF_MAX_EXP", ints[3], 16},
        {"HALF_MIN_10_EXP", ints[4], -4},
        {"HALF_MIN_EXP", ints[5], -13},
        {"HALF_RADIX", ints[6], 2},
        {"HALF_MAX", bits[0], 0x7BFF},     /* 65504 */
        {"HALF_MIN", bits[1], 0x0400},     /* 2^-14 */
        {"HALF_EPSILON", bits[2], 0x1400}, /* 2^-10 */
        {"M_E_H", bits[3], bits_of((_Float16)M_E)},
        {"M_LOG2E_H", bits[4], bits_of((_Float16)M_LOG2E)},
        {"M_LOG10E_H", bits[5], bits_of((_Float16)M_LOG10E)},
        {"M_LN2_H", bits[6], bits_of((_Float16)M_LN2)},
        {"M_LN10_H", bits[7], bits_of((_Float16)M_LN10)},
        {"M_PI_H", bits[8], bits_of((_Float16)M_PI)},
        {"M_PI_2_H", bits[9], bits_of((_Float16)M_PI_2)},
        {"M_PI_4_H", bits[10], bits_of((_Float16)M_PI_4)},
        {"M_1_PI_H", bits[11], bits_of((_Float16)M_1_PI)},
        {"M_2_PI_H", bits[12], bits_of((_Float16)M_2_PI)},
        {"M_2_SQRTPI_H", bits[13], bits_of((_Float16)M_2_SQRTPI)},
        {"M_SQRT2_H", bits[14], bits_of((_Float16)M_SQRT2)},
        {"M_SQRT1_2_H", bits[15], bits_of((_Float16)M_SQRT1_2)},
    };
    int checked = 0, failed = 0;
    for (size_t k = 0; k < sizeof rows / sizeof *rows; k++, checked++)
        if (rows[k].got != rows[k].want)
            printf("FAIL %s: %#x, want %#x\n", rows[k].name, (unsigned)rows[k].got, (unsigned)rows[k].want), failed++;
    printf("half macros: %d checked, %d failed\n", checked, failed);
    return failed != 0;
}
