/*
 * token.h - tokens as the preprocessor hands them to the parser.
 *
 * A token is a kind, a location and its spelling (a pointer into the source
 * buffer, or into the arena for tokens made by ## and #).  Literal values are
 * not decoded here: the parser's yylex adapter decodes them (lexer/literal.c)
 * so that the preprocessor can paste and stringize spellings freely.
 */
#ifndef OCLC_TOKEN_H
#define OCLC_TOKEN_H

#include <stdbool.h>
#include <stdint.h>

#include "driver/source.h"

typedef enum TokenKind {
#define TOK(id, s) TOK_##id,
#define KW(id, s) TOK_KW_##id,
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
};

typedef struct Token {
    TokenKind kind;
    uint16_t flags;           /* TF_* */
    uint32_t len;             /* spelling length in bytes */
    const char *text;         /* spelling, not NUL-terminated */
    Loc loc;
} Token;

const char *token_kind_name(TokenKind k);      /* "identifier", "(", "while" ... */
/* Keyword lookup for an identifier spelling: TOK_IDENT when not a keyword. */
TokenKind token_keyword(const char *s, uint32_t len);

#endif
