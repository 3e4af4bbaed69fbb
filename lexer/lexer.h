/*
 * lexer.h - the re2c scanner (lexer.re): raw preprocessing tokens from one
 * buffer.  The preprocessor (pp.c) drives one Lexer per open file.
 *
 * The lexer reports malformed tokens (unterminated literals and comments,
 * NUL bytes, over-long identifiers) at their column and goes on; it never
 * stops early.  A stray byte becomes a TOK_OTHER token: the preprocessor
 * reports it when it reaches the parser, because in a skipped group, a
 * stringized macro argument or -E output it is not an error.  Comments and
 * line continuations are handled here, so the preprocessor sees clean
 * tokens with TF_BOL/TF_SPACE flags.
 *
 * Line continuations: a buffer that contains backslash-newline is copied
 * once, without them (translation phase 2), and lexed from the copy; a
 * small table maps offsets in the copy back to the file, so that token
 * spellings are the spliced text while their locations are physical.  A
 * buffer without continuations (almost all) is lexed in place.
 */
#ifndef OCLC_LEXER_H
#define OCLC_LEXER_H

#include "support/diag.h"
#include "support/source.h"
#include "lexer/token.h"

/* Where line continuations were removed: from offset `clean` of the copy
 * on, `removed` bytes (in total so far) are missing before each byte. */
typedef struct LexSplice {
    uint32_t clean;
    uint32_t removed;
} LexSplice;

typedef struct Lexer {
    SourceMgr *sm;
    DiagEngine *diag;
    uint32_t file;            /* 0 for text that is no file (a ## result, a _Pragma string) */
    const char *base;         /* start of the text lexed (NUL-terminated): the file's own
                                text, or its spliced copy in the arena */
    const char *cur;
    const char *lim;          /* base + len */
    bool at_bol;
    bool in_directive;        /* the preprocessor wants TOK_NEWLINE at line ends (and one
                                TOK_NEWLINE at the end of the buffer) */
    bool skipping;            /* a skipped #if group or a ## result: tokens only, no
                                diagnostics (clang's raw mode) */
    int max_ident_len;        /* longer identifiers are an error; <= 0: no limit */
    const LexSplice *splices; /* sorted by `clean`; NULL when the text had no continuation */
    uint32_t nsplices;
    uint32_t splice_cur;      /* lookup cursor: tokens come in order, so mapping is O(1) */
    Arena *arena;
} Lexer;

void lexer_init(Lexer *lx, SourceMgr *sm, DiagEngine *diag, Arena *arena, uint32_t file);
/* Lexes `text` (len bytes, NUL-terminated) that belongs to no file: the
 * tokens have loc.file == 0 and the caller gives them a location. */
void lexer_init_text(Lexer *lx, SourceMgr *sm, DiagEngine *diag, Arena *arena, const char *text, uint32_t len);
void lexer_free(Lexer *lx);
/* Next raw token.  Returns TOK_NEWLINE at a line end only while
 * in_directive is set; TOK_EOF at the end (repeatedly). */
void lexer_next(Lexer *lx, Token *t);

/* After `#include`: lexes a header name, <...> or "..." up to the end of
 * the line, as one token (kind TOK_STRING_LIT, spelling with delimiters).
 * Returns false, consuming nothing but blanks and comments, when the line
 * does not start one (a computed include). */
bool lexer_header_name(Lexer *lx, Token *t);
/* For #error and #warning: the text from the next non-blank to the end of
 * the line, as written (trailing blanks dropped), without consuming the
 * newline.  *loc covers it. */
void lexer_rest_of_line(Lexer *lx, const char **text, uint32_t *len, Loc *loc);
/* The file offset of position p of the lexed text (for #line's "next line"). */
uint32_t lexer_file_offset(Lexer *lx, const char *p);

#endif
