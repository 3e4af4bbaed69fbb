/*
 * lexer.h - the re2c scanner (lexer.re): raw preprocessing tokens from one
 * buffer.  The preprocessor (pp.c) drives one Lexer per open file.
 *
 * The lexer reports malformed tokens (unterminated literals, bad escapes in
 * the spelling's shape, stray bytes) at their column and goes on; it never
 * stops early.  Comments and line continuations are handled here, so the
 * preprocessor sees clean tokens with TF_BOL/TF_SPACE flags.
 */
#ifndef OCLC_LEXER_H
#define OCLC_LEXER_H

#include "driver/diag.h"
#include "driver/source.h"
#include "lexer/token.h"

typedef struct Lexer {
    SourceMgr *sm;
    DiagEngine *diag;
    uint32_t file;
    const char *base;        /* start of buffer (NUL-terminated) */
    const char *cur;
    const char *lim;         /* base + len */
    bool at_bol;
    bool in_directive;       /* the preprocessor wants TOK_NEWLINE at line ends */
    int max_ident_len;
    char *scratch;           /* malloc'd buffer for spellings with line continuations */
    size_t scratch_len, scratch_cap;
    Arena *arena;
} Lexer;

void lexer_init(Lexer *lx, SourceMgr *sm, DiagEngine *diag, Arena *arena, uint32_t file);
void lexer_free(Lexer *lx);
/* Next raw token.  Returns TOK_NEWLINE at a line end only while
 * in_directive is set; TOK_EOF at the end (repeatedly). */
void lexer_next(Lexer *lx, Token *t);

#endif
