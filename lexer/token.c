/*
 * token.c - names of token kinds and the keyword table, both made from the
 * one X-macro list in tokens.def, so that adding a token is adding a row.
 *
 * Keyword lookup is a hash probe into a small open-addressing table built
 * once from the list (call_once: the library may compile on several
 * threads at the same time).  A table generated at build time would save
 * the one-time build, but would be a second copy of the list that can
 * drift from tokens.def; this one cannot.  The preprocessor does not call
 * token_keyword() on its hot path: it interns the same spellings into its
 * identifier table (token_keywords[]), so that one probe per identifier
 * answers both "is it a macro?" and "is it a keyword?".
 */
#include "lexer/token.h"

#include <string.h>
#include <threads.h>

static const char *const kind_names[TOK_COUNT] = {
#define TOK(id, s) [TOK_##id] = s,
#define KW(id, s)  [TOK_KW_##id] = s,
#define KW_ALIAS(id, s)
#include "lexer/tokens.def"
#undef TOK
#undef KW
#undef KW_ALIAS
};

const KeywordSpelling token_keywords[] = {
#define TOK(id, s)
#define KW(id, s)       {s, sizeof(s) - 1, TOK_KW_##id},
#define KW_ALIAS(id, s) {s, sizeof(s) - 1, TOK_KW_##id},
#include "lexer/tokens.def"
#undef TOK
#undef KW
#undef KW_ALIAS
};
const int token_nkeywords = (int)(sizeof token_keywords / sizeof token_keywords[0]);

const char *token_kind_name(TokenKind k)
{
    if ((unsigned)k >= TOK_COUNT) return "unknown token";
    return kind_names[k];
}

/* At most a quarter full, so that a miss (the common case: most
 * identifiers are not keywords) ends at the first or second slot. */
enum { KW_SLOTS = 512 };
static short kw_slots[KW_SLOTS]; /* index+1 into token_keywords, 0 = empty */
static once_flag kw_once = ONCE_FLAG_INIT;

static void kw_build(void)
{
    for (int i = 0; i < token_nkeywords; i++) {
        const KeywordSpelling *k = &token_keywords[i];
        uint32_t h = token_hash(k->spelling, k->len) & (KW_SLOTS - 1);
        while (kw_slots[h]) h = (h + 1) & (KW_SLOTS - 1);
        kw_slots[h] = (short)(i + 1);
    }
}

TokenKind token_keyword(const char *s, uint32_t len)
{
    if (len < 2 || len > 16) return TOK_IDENT;
    call_once(&kw_once, kw_build);
    for (uint32_t h = token_hash(s, len) & (KW_SLOTS - 1);; h = (h + 1) & (KW_SLOTS - 1)) {
        int i = kw_slots[h];
        if (!i) return TOK_IDENT;
        const KeywordSpelling *k = &token_keywords[i - 1];
        if (k->len == len && memcmp(k->spelling, s, len) == 0) return k->kind;
    }
}
