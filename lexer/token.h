/*
 * token.h - tokens as the preprocessor hands them to the parser.
 *
 * A token is a kind, a location and its spelling (a pointer into the source
 * buffer, or into the arena for tokens made by ## and #, and for tokens
 * whose spelling contained a line continuation).  Literal values are not
 * decoded here: the parser's yylex adapter decodes them (lexer/literal.c)
 * so that the preprocessor can paste and stringize spellings freely.
 *
 * What pp_next() hands out: identifiers that are keywords already carry
 * their TOK_KW_* kind; other identifiers are spelled by their interned
 * name, NUL-terminated, one pointer for every use of the name, in the
 * compilation arena (the parser keeps it as the name, without a copy);
 * numbers are TOK_INT_LIT or TOK_FLOAT_LIT by their shape (a '.', or an
 * exponent letter: e/E in decimal, p/P in hex), and literal.c reports
 * what is wrong with a malformed one; never TOK_NEWLINE, TOK_HASH
 * directives or TOK_OTHER (a stray byte is reported by the preprocessor
 * and dropped).  TOK_PP_NUMBER is not produced.
 */
#ifndef OCLC_TOKEN_H
#define OCLC_TOKEN_H

#include <stdbool.h>
#include <stdint.h>

#include "support/source.h"

typedef enum TokenKind {
#define TOK(id, s) TOK_##id,
#define KW(id, s)  TOK_KW_##id,
#define KW_ALIAS(id, s)
#include "lexer/tokens.def"
#undef TOK
#undef KW
#undef KW_ALIAS
    TOK_COUNT
} TokenKind;

enum {
    TF_BOL = 1 << 0,          /* first token on its line (for directives) */
    TF_SPACE = 1 << 1,        /* preceded by white space (for stringizing and -E) */
    TF_NO_EXPAND = 1 << 2,    /* an identifier that must not be macro-expanded again */
    TF_FROM_MACRO_ARG = 1 << 3,
    TF_UNTERMINATED = 1 << 4, /* a ' or " literal without its closing quote (already
                                 reported where it was lexed, unless it came from a
                                 #define body: literal.c reports it then) */
};

typedef struct Token {
    TokenKind kind;
    uint16_t flags;   /* TF_* */
    uint32_t len;     /* spelling length in bytes */
    const char *text; /* spelling, not NUL-terminated */
    Loc loc;
} Token;

const char *token_kind_name(TokenKind k); /* "identifier", "(", "while" ... */
/* Keyword lookup for an identifier spelling: TOK_IDENT when not a keyword. */
TokenKind token_keyword(const char *s, uint32_t len);

/* Every keyword spelling with its kind, KW_ALIAS rows included, in
 * tokens.def order (the preprocessor interns them into its identifier
 * table so that one hash probe finds both the macro and the keyword). */
typedef struct KeywordSpelling {
    const char *spelling;
    uint8_t len;
    TokenKind kind;
} KeywordSpelling;
extern const KeywordSpelling token_keywords[];
extern const int token_nkeywords;

/* The hash the keyword table and the preprocessor's identifier table use
 * (FNV-1a), exposed so that both agree. */
static inline uint32_t token_hash(const char *s, uint32_t len)
{
    uint32_t h = 2166136261u;
    for (uint32_t i = 0; i < len; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

#endif
