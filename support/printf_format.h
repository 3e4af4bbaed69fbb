/*
 * printf_format.h - one conversion specification of OpenCL C's printf
 * format (OpenCL C 3.0 6.15.14.2), parsed by the same code in sema, which
 * checks a call's arguments against it at compile time, and in the
 * runtime, which formats them (runtime/printf.c): the two cannot read a
 * format differently.
 *
 * A specification is `%` [flags] [width] [.precision] [vN] [length]
 * conversion, with OpenCL's restrictions on C99's: no `*` width or
 * precision; lengths hh, h, hl (vectors only) and l, the reserved ll, j,
 * z, t and L refused; no `%n`; `%lc` and `%ls` refused; a vector
 * specifier (2, 3, 4, 8 or 16 lanes) needs a length and a numeric
 * conversion.  Anything else is a format error, which sema reports: the
 * runtime only ever sees formats sema accepted.
 */
#ifndef OCLC_PRINTF_FORMAT_H
#define OCLC_PRINTF_FORMAT_H

#include <stddef.h>

typedef enum PrintfLength { PF_LEN_NONE, PF_LEN_HH, PF_LEN_H, PF_LEN_HL, PF_LEN_L } PrintfLength;

/* What a conversion takes. */
typedef enum PrintfClass {
    PF_SIGNED,   /* d i */
    PF_UNSIGNED, /* o u x X */
    PF_CHAR,     /* c: an int written as an unsigned char */
    PF_FLOAT,    /* f F e E g G a A */
    PF_STRING,   /* s: a string literal */
    PF_POINTER,  /* p */
    PF_PERCENT,  /* %% (no argument) */
} PrintfClass;

typedef struct PrintfSpec {
    size_t len;    /* characters from the '%' to the conversion, inclusive */
    char flags[8]; /* the flags as written ("-#"), NUL-terminated (repeats dropped) */
    int width;     /* -1 when absent */
    int precision; /* -1 when absent; 0 for a lone '.' */
    int lanes;     /* the vector specifier's N; 0 for a scalar */
    PrintfLength length;
    char conv;     /* the conversion character */
    PrintfClass cls;
} PrintfSpec;

/* Parses the specification that starts at s[0] == '%', s[0..n) being the
 * rest of the format.  NULL on success; otherwise what is wrong (a static
 * string that completes "invalid conversion specifier: ..."), with
 * sp->len how far it read. */
const char *printf_spec_parse(const char *s, size_t n, PrintfSpec *sp);

/* The bytes of one element the length modifier names (hh 1, h 2, hl 4,
 * l 8); 0 for none. */
int printf_length_bytes(PrintfLength l);

#endif
