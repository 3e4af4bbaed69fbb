/*
 * lexer.re - the scanner: raw preprocessing tokens from one NUL-terminated
 * buffer (re2c 3; CMake turns this file into build/lexer/lexer.c).
 *
 * re2c builds the token DFA from the rules below; with yyfill disabled it
 * reads straight from memory and the NUL that ends every buffer is the
 * sentinel (ninja's lexer is the model).  A NUL *inside* the buffer is
 * told apart from the end by its position, warned about and skipped.  The
 * parts that are loops rather than tokens (comments, the body of a quoted
 * literal) are plain C: they must see the end of the line and the end of
 * the buffer themselves, which is clearer as a loop than as a regex.
 *
 * Translation phase 2 (backslash-newline) is done once per buffer, before
 * lexing, and only when the buffer has one: lexer_init copies the text
 * without the continuations and records where they were (LexSplice).  The
 * scanner then never meets a continuation, a token that contains one has
 * the spliced spelling for free, and make_token maps the copy's offsets
 * back to physical ones for the Loc.  That keeps the hot path (a buffer
 * with no continuation) free of any check.
 *
 * The scanner knows nothing of directives except that the preprocessor
 * may ask for line ends (in_directive), for a header name, or for the raw
 * rest of a line (#error).  Keywords are not looked up here: every
 * identifier is TOK_IDENT, because a keyword may be a macro name and only
 * the preprocessor knows when a spelling has stopped being one.
 */
#include "lexer/lexer.h"

#include <string.h>

/* ------------------------------------------------------------------ */
/* Locations                                                          */

/* Physical file offset of clean offset c. */
static uint32_t map_off(Lexer *lx, uint32_t c) {
    if (!lx->nsplices) return c;
    uint32_t i = lx->splice_cur;   /* number of splices at or before c */
    while (i < lx->nsplices && lx->splices[i].clean <= c) i++;
    while (i > 0 && lx->splices[i - 1].clean > c) i--;
    lx->splice_cur = i;
    return i ? c + lx->splices[i - 1].removed : c;
}

static Loc loc_of(Lexer *lx, const char *start, const char *end) {
    Loc l = {lx->file, 0, 0, 0};
    uint32_t so = (uint32_t)(start - lx->base), eo = (uint32_t)(end - lx->base);
    if (!lx->nsplices) {
        l.off = so;
        l.len = eo - so;
    } else {
        l.off = map_off(lx, so);
        l.len = eo > so ? map_off(lx, eo - 1) + 1 - l.off : 0;
    }
    return l;
}

uint32_t lexer_file_offset(Lexer *lx, const char *p) { return map_off(lx, (uint32_t)(p - lx->base)); }

static void make_token(Lexer *lx, Token *t, TokenKind k, const char *start, const char *end, uint16_t flags) {
    t->kind = k;
    t->flags = flags;
    t->text = start;
    t->len = (uint32_t)(end - start);
    t->loc = loc_of(lx, start, end);
}

/* ------------------------------------------------------------------ */
/* Setup                                                              */

/* Length of the line continuation at p (a backslash, then the line end),
 * or 0.  Blanks between the two are allowed, as gcc and clang allow them:
 * editors leave them, and a backslash before blanks has no other use. */
static uint32_t continuation(const char *p, const char *end) {
    const char *q = p + 1;
    while (q < end && (*q == ' ' || *q == '\t' || *q == '\v' || *q == '\f')) q++;
    if (q >= end || (*q != '\n' && *q != '\r')) return 0;
    q += *q == '\r' && q + 1 < end && q[1] == '\n' ? 2 : 1;
    return (uint32_t)(q - p);
}

/* Copies text without its backslash-newlines when it has any. */
static void splice_lines(Lexer *lx, const char *text, uint32_t len) {
    const char *end = text + len;
    uint32_t n = 0;
    for (const char *p = memchr(text, '\\', len); p; p = memchr(p + 1, '\\', (size_t)(end - p - 1)))
        if (continuation(p, end)) n++;
    lx->base = text;
    lx->lim = end;
    if (!n) return;

    char *clean = arena_alloc(lx->arena, (size_t)len + 1);
    LexSplice *sp = ARENA_ARRAY(lx->arena, LexSplice, n);
    if (!clean || !sp || lx->arena->oom) return;   /* lex in place; the pipeline stops on oom */
    uint32_t j = 0, k = 0, removed = 0;
    const char *p = text;
    while (p < end) {
        const char *bs = memchr(p, '\\', (size_t)(end - p));
        if (!bs) bs = end;
        memcpy(clean + j, p, (size_t)(bs - p));
        j += (uint32_t)(bs - p);
        p = bs;
        if (p == end) break;
        uint32_t w = continuation(p, end);
        if (w) {
            removed += w;
            p += w;
            sp[k].clean = j;
            sp[k].removed = removed;
            k++;
        } else {
            clean[j++] = *p++;
        }
    }
    clean[j] = 0;
    lx->base = clean;
    lx->lim = clean + j;
    lx->splices = sp;
    lx->nsplices = k;
}

static void init_common(Lexer *lx, SourceMgr *sm, DiagEngine *diag, Arena *arena, uint32_t file) {
    memset(lx, 0, sizeof *lx);
    lx->sm = sm;
    lx->diag = diag;
    lx->arena = arena;
    lx->file = file;
    lx->at_bol = true;
}

void lexer_init(Lexer *lx, SourceMgr *sm, DiagEngine *diag, Arena *arena, uint32_t file) {
    init_common(lx, sm, diag, arena, file);
    SrcFile *f = sm_file(sm, file);
    splice_lines(lx, f ? f->text : "", f ? f->len : 0);
    lx->cur = lx->base;
    /* A UTF-8 byte order mark is not part of the program. */
    if (lx->lim - lx->base >= 3 && memcmp(lx->base, "\xEF\xBB\xBF", 3) == 0) lx->cur += 3;
}

void lexer_init_text(Lexer *lx, SourceMgr *sm, DiagEngine *diag, Arena *arena, const char *text, uint32_t len) {
    init_common(lx, sm, diag, arena, 0);
    splice_lines(lx, text, len);
    lx->cur = lx->base;
}

void lexer_free(Lexer *lx) {
    /* The spliced copy and its table live in the arena. */
    lx->splices = NULL;
    lx->nsplices = 0;
}

/* ------------------------------------------------------------------ */
/* Pieces that are loops                                              */

static Diagnostic *lex_error(Lexer *lx, const char *start, const char *end, const char *msg) {
    if (lx->skipping) return NULL;
    return diag_error(lx->diag, loc_of(lx, start, end), "%s", msg);
}

/* Skips a block comment whose "/ *" ends at p.  Returns the position after
 * it; *newline tells whether it spanned lines. */
static const char *skip_block_comment(Lexer *lx, const char *start, const char *p, bool *newline) {
    const char *end = lx->lim;
    const char *q = p;
    for (;;) {
        const char *star = memchr(q, '*', (size_t)(end - q));
        if (!star) {
            lex_error(lx, start, start + 2, "unterminated /* comment");
            q = end;
            break;
        }
        if (star[1] == '/') {
            q = star + 2;
            break;
        }
        q = star + 1;
    }
    *newline = memchr(p, '\n', (size_t)(q - p)) || memchr(p, '\r', (size_t)(q - p));
    return q;
}

/* The body of a ' or " literal whose opening quote is at start.  Stops at
 * the closing quote (consumed) or before the end of the line.  Sets
 * *terminated. */
static const char *scan_quoted(Lexer *lx, const char *start, char quote, bool *terminated) {
    const char *p = start + 1;
    bool warned_nul = false;
    for (;;) {
        char c = *p;
        if (c == quote) {
            *terminated = true;
            return p + 1;
        }
        if (c == '\n' || c == '\r') break;
        if (c == 0) {
            if (p == lx->lim) break;
            if (!lx->skipping && !warned_nul) {
                diag_warning(lx->diag, W_NULL_CHARACTER, loc_of(lx, p, p + 1), "null character(s) preserved in %s literal",
                             quote == '"' ? "string" : "character");
                warned_nul = true;
            }
            p++;
            continue;
        }
        if (c == '\\' && p + 1 < lx->lim && p[1] != '\n' && p[1] != '\r') p++;
        p++;
    }
    *terminated = false;
    return p;
}

static TokenKind classify_number(const char *s, size_t n) {
    bool radix_prefix = n >= 2 && s[0] == '0' && ((s[1] | 0x20) == 'x' || (s[1] | 0x20) == 'b');
    for (size_t i = radix_prefix ? 2 : 0; i < n; i++) {
        char c = (char)(s[i] | 0x20);
        if (s[i] == '.' || (radix_prefix ? c == 'p' : c == 'e')) return TOK_FLOAT_LIT;
    }
    return TOK_INT_LIT;
}

/* ------------------------------------------------------------------ */
/* The scanner                                                        */

void lexer_next(Lexer *lx, Token *t) {
    const char *p = lx->cur, *mk = p, *start;
    uint16_t flags = lx->at_bol ? TF_BOL : 0;
    TokenKind k;

again:
    start = p;
    /*!re2c
        re2c:define:YYCTYPE = "unsigned char";
        re2c:define:YYCURSOR = p;
        re2c:define:YYMARKER = mk;
        re2c:yyfill:enable = 0;

        ws = [ \t\v\f]+;
        nl = "\r\n" | "\n" | "\r";
        utf8 = [\xC2-\xDF][\x80-\xBF]
             | "\xE0"[\xA0-\xBF][\x80-\xBF]
             | [\xE1-\xEC\xEE\xEF][\x80-\xBF][\x80-\xBF]
             | "\xED"[\x80-\x9F][\x80-\xBF]
             | "\xF0"[\x90-\xBF][\x80-\xBF][\x80-\xBF]
             | [\xF1-\xF3][\x80-\xBF][\x80-\xBF][\x80-\xBF]
             | "\xF4"[\x80-\x8F][\x80-\xBF][\x80-\xBF];
        ident = ([a-zA-Z_] | utf8) ([a-zA-Z_0-9] | utf8)*;
        ppnum = "."? [0-9] ([0-9a-zA-Z_.] | [eEpP][+-] | utf8)*;

        "\x00" {
            if (start == lx->lim) {
                p = start;
                if (lx->in_directive) {
                    /* One line end for the directive on the last line. */
                    lx->in_directive = false;
                    k = TOK_NEWLINE;
                    goto done;
                }
                k = TOK_EOF;
                goto done;
            }
            if (!lx->skipping)
                diag_warning(lx->diag, W_NULL_CHARACTER, loc_of(lx, start, p), "null character ignored");
            flags |= TF_SPACE;
            goto again;
        }
        ws { flags |= TF_SPACE; goto again; }
        nl {
            if (lx->in_directive) {
                k = TOK_NEWLINE;
                lx->cur = p;
                make_token(lx, t, k, start, p, flags);
                lx->at_bol = true;
                return;
            }
            flags = TF_BOL;
            goto again;
        }
        "//" {
            while (*p != '\n' && *p != '\r' && !(*p == 0 && p == lx->lim)) p++;
            flags |= TF_SPACE;
            goto again;
        }
        "/*" {
            bool newline;
            p = skip_block_comment(lx, start, p, &newline);
            flags |= TF_SPACE;
            if (newline && !lx->in_directive) flags |= TF_BOL;
            goto again;
        }

        ident {
            k = TOK_IDENT;
            if (lx->max_ident_len > 0 && p - start > lx->max_ident_len && !lx->skipping) {
                diag_error(lx->diag, loc_of(lx, start, p),
                           "identifier too long (%td bytes; limit %d; use -fmax-identifier-length= to raise it)",
                           p - start, lx->max_ident_len);
            }
            goto done;
        }
        ppnum { k = classify_number(start, (size_t)(p - start)); goto done; }

        ['"] {
            bool terminated;
            char quote = *start;
            p = scan_quoted(lx, start, quote, &terminated);
            k = quote == '"' ? TOK_STRING_LIT : TOK_CHAR_LIT;
            if (!terminated) {
                flags |= TF_UNTERMINATED;
                if (!lx->skipping) {
                    const char *msg = quote == '"' ? "missing terminating '\"' character"
                                                   : "missing terminating ' character";
                    Loc l = loc_of(lx, start, start + 1);
                    if (lx->in_directive) diag_warning(lx->diag, W_INVALID_PP_TOKEN, l, "%s", msg);
                    else diag_error(lx->diag, l, "%s", msg);
                }
            }
            goto done;
        }

        "("   { k = TOK_LPAREN; goto done; }
        ")"   { k = TOK_RPAREN; goto done; }
        "["   { k = TOK_LBRACKET; goto done; }
        "]"   { k = TOK_RBRACKET; goto done; }
        "{"   { k = TOK_LBRACE; goto done; }
        "}"   { k = TOK_RBRACE; goto done; }
        "."   { k = TOK_DOT; goto done; }
        "->"  { k = TOK_ARROW; goto done; }
        "++"  { k = TOK_PLUSPLUS; goto done; }
        "--"  { k = TOK_MINUSMINUS; goto done; }
        "&"   { k = TOK_AMP; goto done; }
        "*"   { k = TOK_STAR; goto done; }
        "+"   { k = TOK_PLUS; goto done; }
        "-"   { k = TOK_MINUS; goto done; }
        "~"   { k = TOK_TILDE; goto done; }
        "!"   { k = TOK_BANG; goto done; }
        "/"   { k = TOK_SLASH; goto done; }
        "%"   { k = TOK_PERCENT; goto done; }
        "<<"  { k = TOK_SHL; goto done; }
        ">>"  { k = TOK_SHR; goto done; }
        "<"   { k = TOK_LT; goto done; }
        ">"   { k = TOK_GT; goto done; }
        "<="  { k = TOK_LE; goto done; }
        ">="  { k = TOK_GE; goto done; }
        "=="  { k = TOK_EQEQ; goto done; }
        "!="  { k = TOK_NE; goto done; }
        "^"   { k = TOK_CARET; goto done; }
        "|"   { k = TOK_PIPE; goto done; }
        "&&"  { k = TOK_AMPAMP; goto done; }
        "||"  { k = TOK_PIPEPIPE; goto done; }
        "?"   { k = TOK_QUESTION; goto done; }
        ":"   { k = TOK_COLON; goto done; }
        ";"   { k = TOK_SEMI; goto done; }
        "..." { k = TOK_ELLIPSIS; goto done; }
        "="   { k = TOK_EQ; goto done; }
        "*="  { k = TOK_STAREQ; goto done; }
        "/="  { k = TOK_SLASHEQ; goto done; }
        "%="  { k = TOK_PERCENTEQ; goto done; }
        "+="  { k = TOK_PLUSEQ; goto done; }
        "-="  { k = TOK_MINUSEQ; goto done; }
        "<<=" { k = TOK_SHLEQ; goto done; }
        ">>=" { k = TOK_SHREQ; goto done; }
        "&="  { k = TOK_AMPEQ; goto done; }
        "^="  { k = TOK_CARETEQ; goto done; }
        "|="  { k = TOK_PIPEEQ; goto done; }
        ","   { k = TOK_COMMA; goto done; }
        "#"   { k = TOK_HASH; goto done; }
        "##"  { k = TOK_HASHHASH; goto done; }

        [^]   { k = TOK_OTHER; goto done; }
    */

done:
    lx->cur = p;
    lx->at_bol = false;
    make_token(lx, t, k, start, p, flags);
}

/* ------------------------------------------------------------------ */
/* Directive helpers                                                  */

/* Skips blanks and comments on the current line. */
static const char *skip_blanks(Lexer *lx, const char *p) {
    for (;;) {
        if (*p == ' ' || *p == '\t' || *p == '\v' || *p == '\f') {
            p++;
        } else if (p[0] == '/' && p[1] == '*') {
            bool newline;
            p = skip_block_comment(lx, p, p + 2, &newline);
        } else if (p[0] == '/' && p[1] == '/') {
            while (*p != '\n' && *p != '\r' && !(*p == 0 && p == lx->lim)) p++;
        } else {
            return p;
        }
    }
}

bool lexer_header_name(Lexer *lx, Token *t) {
    const char *p = skip_blanks(lx, lx->cur);
    lx->cur = p;
    char close = *p == '<' ? '>' : *p == '"' ? '"' : 0;
    if (!close) return false;
    const char *q = p + 1;
    while (*q != close && *q != '\n' && *q != '\r' && !(*q == 0 && q == lx->lim)) q++;
    if (*q != close) return false;
    q++;
    make_token(lx, t, TOK_STRING_LIT, p, q, TF_SPACE);
    lx->cur = q;
    lx->at_bol = false;
    return true;
}

void lexer_rest_of_line(Lexer *lx, const char **text, uint32_t *len, Loc *loc) {
    const char *p = lx->cur;
    while (*p == ' ' || *p == '\t' || *p == '\v' || *p == '\f') p++;
    const char *q = p;
    while (*q != '\n' && *q != '\r' && !(*q == 0 && q == lx->lim)) q++;
    const char *e = q;
    while (e > p && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\v' || e[-1] == '\f')) e--;
    *text = p;
    *len = (uint32_t)(e - p);
    *loc = loc_of(lx, p, e);
    lx->cur = q;
}
