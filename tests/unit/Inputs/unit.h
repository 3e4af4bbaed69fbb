/*
 * unit.h - what the unit tests of tests/unit share: the counted checks
 * (tests/Inputs/check.h), the type table under test, and the OpenCL C
 * type names as the host C compiler spells them, so that a test can
 * declare the same record for the host compiler and for
 * type_record_complete() and compare the two layouts.
 *
 * The host typedefs state OpenCL's rules (6.3.5) in the host compiler's
 * terms, independently of parser/type.c: the scalars are the C types of
 * the same size (long is 8 bytes on the LP64 hosts oclc runs on; half is
 * stored as 2 bytes aligned to 2, as an unsigned short is), and a vector
 * of n lanes is a GCC vector of n lanes (4 for n = 3) aligned to its
 * size.  The explicit aligned() matters: GCC caps a vector's alignment at
 * what the target's registers hold (16 bytes without AVX), OpenCL does
 * not.
 */
#ifndef OCLC_UNIT_H
#define OCLC_UNIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "../../Inputs/check.h"
#include "parser/type.h"
#include "support/arena.h"
#include "support/target.h"

typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef unsigned short half;

/* Every scalar that has vectors, with its host type. */
#define UNIT_VECTOR_ELEMS(X) X(char) X(uchar) X(short) X(ushort) X(int) X(uint) X(long) X(ulong) X(float) X(double)

#define UNIT_VEC(T, n, lanes) \
    typedef T T##n __attribute__((vector_size(sizeof(T) * lanes), aligned(sizeof(T) * lanes)));
#define UNIT_VECS(T)  \
    UNIT_VEC(T, 2, 2) \
    UNIT_VEC(T, 3, 4) \
    UNIT_VEC(T, 4, 4) \
    UNIT_VEC(T, 8, 8) \
    UNIT_VEC(T, 16, 16)
UNIT_VECTOR_ELEMS(UNIT_VECS)
#undef UNIT_VECS
#undef UNIT_VEC

/* A table on the host row, in a fresh arena. */
static inline TypeTable *unit_types(Arena *a, const TargetInfo *target)
{
    arena_init(a);
    return types_create(a, target);
}

#endif
