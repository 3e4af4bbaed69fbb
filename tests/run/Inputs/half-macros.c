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
    static const int want_i[7] = {3, 11, 4, 16, -4, -13, 2};
    static const char *const name_i[7] = {"HALF_DIG",        "HALF_MANT_DIG", "HALF_MAX_10_EXP", "HALF_MAX_EXP",
                                          "HALF_MIN_10_EXP", "HALF_MIN_EXP",  "HALF_RADIX"};
    const unsigned short want_b[16] = {0x7BFF,
                                       0x0400,
                                       0x1400, /* 65504, 2^-14, 2^-10 */
                                       bits_of((_Float16)M_E),
                                       bits_of((_Float16)M_LOG2E),
                                       bits_of((_Float16)M_LOG10E),
                                       bits_of((_Float16)M_LN2),
                                       bits_of((_Float16)M_LN10),
                                       bits_of((_Float16)M_PI),
                                       bits_of((_Float16)M_PI_2),
                                       bits_of((_Float16)M_PI_4),
                                       bits_of((_Float16)M_1_PI),
                                       bits_of((_Float16)M_2_PI),
                                       bits_of((_Float16)M_2_SQRTPI),
                                       bits_of((_Float16)M_SQRT2),
                                       bits_of((_Float16)M_SQRT1_2)};
    static const char *const name_b[16] = {
        "HALF_MAX", "HALF_MIN", "HALF_EPSILON", "M_E_H",    "M_LOG2E_H", "M_LOG10E_H",   "M_LN2_H",   "M_LN10_H",
        "M_PI_H",   "M_PI_2_H", "M_PI_4_H",     "M_1_PI_H", "M_2_PI_H",  "M_2_SQRTPI_H", "M_SQRT2_H", "M_SQRT1_2_H"};
    int checked = 0, failed = 0;
    for (int k = 0; k < 7; k++, checked++)
        if (ints[k] != want_i[k]) printf("FAIL %s: %d, want %d\n", name_i[k], ints[k], want_i[k]), failed++;
    for (int k = 0; k < 16; k++, checked++)
        if (bits[k] != want_b[k]) printf("FAIL %s: 0x%04x, want 0x%04x\n", name_b[k], bits[k], want_b[k]), failed++;
    printf("half macros: %d checked, %d failed\n", checked, failed);
    return failed != 0;
}
