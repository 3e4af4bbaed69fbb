/*
 * literal.h - decoding of literal spellings into values (literal.c), used
 * by the parser's token adapter and by #if evaluation.  Errors are reported
 * at the offending character of the literal.
 */
#ifndef OCLC_LITERAL_H
#define OCLC_LITERAL_H

#include <stdbool.h>
#include <stdint.h>

#include "support/diag.h"
#include "lexer/token.h"

typedef enum IntSuffix { IS_NONE = 0, IS_U = 1, IS_L = 2, IS_UL = 3 } IntSuffix;

typedef struct IntLiteral {
    uint64_t value;
    bool overflow;   /* does not fit in 64 bits (reported) */
    IntSuffix suffix;
    bool is_decimal; /* C99 typing differs for decimal vs octal/hex */
} IntLiteral;

typedef struct FloatLiteral {
    double value;             /* for `f` literals: the value correctly rounded to float, widened */
    bool is_float;            /* f/F suffix */
    bool is_half;             /* h/H suffix: value rounded to half (whether half is allowed is sema's question) */
    bool overflow, underflow; /* became infinity / a nonzero literal became 0 (not reported: sema warns) */
} FloatLiteral;

/* Return false after reporting an error (value then is 0).  A malformed
 * literal is reported here, not by the lexer, at the offending character
 * (through line continuations; at the token for a spelling made by ##). */
bool literal_int(DiagEngine *d, const Token *t, IntLiteral *out);
bool literal_float(DiagEngine *d, const Token *t, FloatLiteral *out);
/* Character constant: value as int, that of a (signed) char, so '\xff'
 * is -1 (C: 'ab' multi-char is implementation-defined, rejected). */
bool literal_char(DiagEngine *d, const Token *t, int64_t *out);
/* String literal body with escapes decoded (arena allocated); adjacent
 * strings are concatenated by the parser. */
bool literal_string(DiagEngine *d, Arena *a, const Token *t, char **out, uint32_t *len);

#endif
