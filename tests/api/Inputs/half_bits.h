/*
 * half_bits.h - halves by their bits, in C, for the tests of the half
 * built-ins: the value of a half (NaN, infinities and subnormals
 * included) and a double rounded to the nearest half, ties to even, by a
 * search over the finite halves rather than any conversion the compiler
 * under test also uses.
 */
#ifndef HALF_BITS_H
#define HALF_BITS_H

#include <math.h>
#include <stdint.h>

static inline double half_value(uint16_t h)
{
    int e = (h >> 10) & 31, m = h & 1023;
    double v = e == 31 ? (m ? NAN : INFINITY) : e == 0 ? ldexp(m, -24) : ldexp(1024 + m, e - 25);
    return (h & 0x8000) ? -v : v;
}

/* x rounded to the nearest half, ties to the even one. */
static inline uint16_t to_half(double x)
{
    if (isnan(x)) return 0x7e00;
    uint16_t sign = signbit(x) ? 0x8000 : 0;
    double a = fabs(x);
    if (a >= 65520) return sign | 0x7c00;
    unsigned lo = 0, hi = 0x7bff;
    while (lo < hi) {
        unsigned mid = (lo + hi + 1) / 2;
        if (half_value((uint16_t)mid) <= a)
            lo = mid;
        else
            hi = mid - 1;
    }
    double vlo = half_value((uint16_t)lo), vhi = half_value((uint16_t)(lo + 1));
    if (a == vlo) return sign | (uint16_t)lo;
    double mid = (vlo + vhi) / 2;
    return sign | (uint16_t)(a > mid || (a == mid && (lo & 1)) ? lo + 1 : lo);
}

#endif
