/*
 * pp.c - the C99 preprocessor, as clang does it, for OpenCL C.
 *
 * Shape.  Tokens come from a stack of contexts: a file context reads a
 * Lexer and runs directives as it meets them (a `#` that starts a line);
 * a macro context streams the replacement of one expansion; an argument
 * context streams one macro argument while it is macro-expanded on its
 * own, and ends in a barrier that is never crossed.  expand_next() is the
 * one loop that reads a token from the top context and, when it names an
 * enabled macro, pushes the macro's replacement and reads again.  The
 * parser (pp_next), #if, #include, #line and argument pre-expansion all go
 * through it, so there is a single implementation of macro replacement.
 *
 * Rescanning and recursion (C99 6.10.3.4).  A macro is disabled while its
 * context is on the stack; an identifier that names a disabled macro is
 * painted TF_NO_EXPAND and never expands again, even when it is later
 * rescanned as part of an argument.  A context is popped (and its macro
 * re-enabled) only when a read finds it empty, so the last token of a
 * replacement is still "inside" it; but the search for the `(` after a
 * function-like macro name pops empty contexts on its way, which is what
 * makes `f(2)(9)` in the standard's 6.10.3.5 example expand g's inner f.
 *
 * Cost.  Outside expansions a token costs one lexer call and, for an
 * identifier, one probe in the identifier table, which interns every
 * spelling once and answers both "is it a macro?" and "is it a keyword?"
 * (and gives the parser the name as a C string that lives as long as the
 * compilation, so that it copies no identifier).
 * An object-like macro's context points at the macro's body and stamps
 * the expansion id onto each token as it is read: no copy.  A function-like
 * expansion builds its replacement into a vector from a free list; its
 * arguments are copied only when they come from a file: when they lie in
 * one built context (nested calls during pre-expansion) they are a slice
 * of it, so deep nesting does not copy the same tokens at every level.  Macro
 * bodies, interned names and spellings made by # and ## live in the
 * compilation arena; the stacks and vectors are malloc'd and freed by
 * pp_destroy.
 *
 * Limits (Options.limits), each an error that names its flag: the depth of
 * nested expansions (contexts plus argument pre-expansions: this also
 * bounds the C recursion of pre-expansion), the tokens that one top-level
 * expansion may produce (an exponential macro stops at the limit instead
 * of eating the machine), the #include depth (which is also what stops an
 * include cycle), and the parenthesis depth of #if expressions.
 *
 * Locations.  A token from a macro body keeps the Loc of its spelling in
 * the #define and gets `exp`, a new expansion record whose `use` is the
 * macro name (itself perhaps inside another expansion: records chain).
 * Tokens from arguments keep their own locations.  A token made by ## is
 * located at its left operand, one made by # at the #.
 */
#include "lexer/pp.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "lexer/lexer.h"
#include "lexer/literal.h"

/* Token flags private to the preprocessor (token.h uses the low bits). */
enum {
    TF_ARG_END = 1 << 8,     /* the barrier at the end of an argument being pre-expanded */
    TF_PLACEMARKER = 1 << 9, /* an empty argument next to ## (C99 6.10.3.3p2) */
};

/* ------------------------------------------------------------------ */
/* Data structures                                                    */

typedef struct TokVec {
    Token *v;
    int n, cap;
} TokVec;

typedef struct Macro Macro;

/* One interned identifier spelling. */
typedef struct Ident {
    const char *name;  /* not NUL-terminated; points into a source buffer or the arena */
    const char *cstr;  /* the name NUL-terminated, made when pp_next first hands it out */
    uint32_t len, hash;
    Macro *macro;      /* the current definition, NULL when not a macro */
    TokenKind keyword; /* what pp_next turns it into; TOK_IDENT when not a keyword */
    uint8_t special;   /* SP_* */
} Ident;

enum { SP_NONE, SP_DEFINED, SP_VA_ARGS, SP_PRAGMA_OP };

/* Macros whose replacement is computed at each use. */
enum { BI_NONE, BI_FILE, BI_LINE, BI_DATE, BI_TIME, BI_COUNTER };

struct Macro {
    Ident *name;
    const char *cname;       /* the name as a C string, for expansion records and messages */
    Loc def;                 /* the name in the #define (for notes) */
    Token *body;             /* replacement list as spelled; loc.exp == 0 */
    int nbody;
    int16_t *param_of;       /* function-like: body[i] is parameter param_of[i], or -1 */
    Ident **params;          /* names, __VA_ARGS__ last for `...` */
    uint8_t *param_expanded; /* per parameter: used outside # and ##, so its argument
                                 must be macro-expanded first */
    int nparams;
    bool function_like, variadic;
    bool has_paste;  /* the body has ##: an object-like one is built, not streamed */
    bool disabled;   /* its replacement is being rescanned (6.10.3.4p2) */
    uint8_t builtin; /* BI_*: __FILE__, __LINE__ ... */
};

typedef struct FileFrame {
    Lexer lx;
    uint32_t file;
    int cond_base;   /* conds[cond_base..] are this file's open #ifs */
    const char *dir; /* where "..." includes are searched first; NULL for builtins */
} FileFrame;

enum { CTX_FILE, CTX_MACRO, CTX_ARG };

typedef struct Context {
    uint8_t kind;
    bool stamp;           /* toks is a macro body: set loc.exp = exp on each token read */
    uint16_t first_flags; /* CTX_MACRO: the macro name's BOL/SPACE, given to the first token */
    int pos, n;
    const Token *toks;
    uint32_t exp;
    Macro *macro;    /* CTX_MACRO: re-enabled when the context is popped */
    TokVec owned;    /* storage of toks when built for this context */
    FileFrame *file; /* CTX_FILE */
} Context;

typedef struct Cond {
    Loc loc;    /* the #if, for "unterminated conditional directive" */
    bool taken; /* some group of this #if chain was included */
    bool seen_else;
} Cond;

/* The arguments of one invocation.  The tokens between the parentheses
 * are either a slice of the context they were read from (`view`: no copy,
 * when the whole invocation lies in one built context, as it does in
 * nested invocations during argument pre-expansion) or a copy (`toks`).
 * Argument i spans [astk[base+2i], astk[base+2i+1]) of them. */
typedef struct Args {
    TokVec toks;
    const Token *view;
    int base;
    int nargs;
    bool va_omitted; /* `...` got no argument at all (not even an empty one) */
    Loc rparen;
} Args;

/* One argument's macro replacement, made when a parameter first needs it. */
typedef struct PreArg {
    TokVec toks;
    uint8_t state; /* PRE_*: not made yet, not needed (no macro in it), made */
} PreArg;
enum { PRE_UNKNOWN, PRE_RAW, PRE_DONE };

/* OpenCL extensions the pragma knows.  CORE ones are core features since
 * OpenCL 1.1 that the pragma may still name; each of the others is
 * offered when the compilation has it (support/features.def: the target's
 * row and -cl-ext=), which is also when its macro is predefined, and then
 * starts enabled. */
static const struct {
    const char *name;
    bool core;
} known_exts[] = {
    {"cl_khr_fp64", false},
    {"cl_khr_byte_addressable_store", true},
    {"cl_khr_global_int32_base_atomics", true},
    {"cl_khr_global_int32_extended_atomics", true},
    {"cl_khr_local_int32_base_atomics", true},
    {"cl_khr_local_int32_extended_atomics", true},
    {"cl_khr_fp16", false},
    {"cl_khr_int64_base_atomics", false},
    {"cl_khr_int64_extended_atomics", false},
    {"cl_khr_3d_image_writes", false},
    {"cl_khr_depth_images", false},
    {"cl_khr_gl_depth_images", false},
    {"cl_khr_gl_msaa_sharing", false},
    {"cl_khr_gl_sharing", false},
    {"cl_khr_mipmap_image", false},
    {"cl_khr_mipmap_image_writes", false},
    {"cl_khr_srgb_image_writes", false},
    {"cl_khr_subgroups", false},
    {"cl_khr_select_fprounding_mode", false},
};
enum { NEXTS = sizeof known_exts / sizeof known_exts[0] };

struct PP {
    Compilation *c;
    SourceMgr *sm;
    DiagEngine *d;
    Arena *a;
    const Options *opts;

    Ident **ids; /* open addressing, power-of-two capacity */
    uint32_t ids_cap, nids;

    Context *ctx;
    int nctx, ctx_cap;
    int nmacro_ctx;       /* CTX_MACRO entries on the stack */
    int nfiles;           /* CTX_FILE entries (the include depth) */
    bool peeking;         /* looking for a macro's `(`: do not leave the file at its end */

    Token pending[2];     /* pushed back by the search for `(` */
    int npending;
    uint16_t carry_flags; /* BOL/SPACE of a macro that expanded to nothing, for the next token */

    Cond *conds;
    int nconds, conds_cap;

    int *astk;         /* argument boundaries of the invocations being collected */
    int nastk, astk_cap;
    PreArg *xstk;      /* pre-expanded arguments of the invocations being substituted */
    int nxstk, xstk_cap;
    TokVec *free_vecs; /* vectors to reuse */
    int nfree, free_cap;
    Ident **params;    /* scratch for the parameter list being parsed */
    int params_cap;

    int max_macro_depth, max_include_depth, max_expr_depth;
    int64_t max_macro_tokens;
    int64_t produced; /* tokens made by the current top-level expansion */
    Loc top_use;      /* ... whose macro name is here */
    const char *top_name;
    int preexpand_depth;
    bool aborted; /* an expansion limit was hit: unwind to the file */
    bool stop;    /* a fatal error: hand out EOF */
    bool main_done;

    bool ext_ok[NEXTS];      /* offered: the pragma may enable it */
    bool ext_on[NEXTS];
    const char **once;       /* real paths of files with #pragma once */
    int nonce, once_cap;
    int counter;             /* __COUNTER__ */
    char date[32], time[32]; /* __DATE__ and __TIME__, fixed at the start */

    bool keep_pragmas;       /* -E: pragmas are part of the output */
    StrBuf pragma_out;       /* "#pragma ..." lines not yet written */

    Token eof;
};

/* ------------------------------------------------------------------ */
/* Small helpers                                                      */

static void oom(PP *pp) { pp->a->oom = true; }

/* The storage of a growable array with room for `need` elements: the old
 * one moved to a bigger block (and *cap raised), or the old one unchanged
 * when memory runs out.  GROW() tells the two apart by the capacity. */
static void *grow_buf(PP *pp, void *old, int *cap, int need, size_t elem)
{
    int ncap = *cap ? *cap : 16;
    while (ncap < need) ncap *= 2;
    void *p = realloc(old, (size_t)ncap * elem);
    if (!p) {
        oom(pp);
        return old;
    }
    *cap = ncap;
    return p;
}

/* Room for `need` elements in `arr` (capacity `cap`): false when out of memory. */
#define GROW(pp, arr, cap, need) \
    ((need) <= (cap) || ((arr) = grow_buf((pp), (arr), &(cap), (need), sizeof *(arr)), (need) <= (cap)))

static TokVec vec_get(PP *pp)
{
    if (pp->nfree) return pp->free_vecs[--pp->nfree];
    TokVec v = {0};
    return v;
}

static void vec_put(PP *pp, TokVec v)
{
    if (!v.v) return;
    v.n = 0;
    if (pp->nfree < 64 && GROW(pp, pp->free_vecs, pp->free_cap, pp->nfree + 1))
        pp->free_vecs[pp->nfree++] = v;
    else
        free(v.v);
}

static void vec_push(PP *pp, TokVec *v, const Token *t)
{
    if (!GROW(pp, v->v, v->cap, v->n + 1)) return;
    v->v[v->n++] = *t;
}

static bool spelled(const Token *t, const char *s)
{
    size_t n = strlen(s);
    return t->len == n && memcmp(t->text, s, n) == 0;
}

static Token make_eof(Loc loc)
{
    Token t = {TOK_EOF, 0, 0, "", loc};
    return t;
}

/* ------------------------------------------------------------------ */
/* The identifier table                                               */

static void ids_grow(PP *pp)
{
    uint32_t ncap = pp->ids_cap ? pp->ids_cap * 2 : 1024;
    Ident **n = calloc(ncap, sizeof *n);
    if (!n) {
        oom(pp);
        return;
    }
    for (uint32_t i = 0; i < pp->ids_cap; i++) {
        Ident *id = pp->ids[i];
        if (!id) continue;
        uint32_t h = id->hash & (ncap - 1);
        while (n[h]) h = (h + 1) & (ncap - 1);
        n[h] = id;
    }
    free(pp->ids);
    pp->ids = n;
    pp->ids_cap = ncap;
}

/* The interned identifier for a spelling (which must outlive the PP). */
static Ident *ident_get(PP *pp, const char *s, uint32_t len)
{
    uint32_t hash = token_hash(s, len);
    uint32_t mask = pp->ids_cap - 1, h = hash & mask;
    for (Ident *id; (id = pp->ids[h]); h = (h + 1) & mask)
        if (id->hash == hash && id->len == len && memcmp(id->name, s, len) == 0) return id;
    Ident *id = ARENA_NEW(pp->a, Ident);
    id->name = s;
    id->len = len;
    id->hash = hash;
    id->keyword = TOK_IDENT;
    /* Without memory to grow, keep one slot free so that probes end. */
    if (pp->a->oom || pp->nids + 2 > pp->ids_cap) return id;
    pp->ids[h] = id;
    if (++pp->nids * 2 > pp->ids_cap) ids_grow(pp);
    return id;
}

static Ident *ident_of(PP *pp, const Token *t) { return ident_get(pp, t->text, t->len); }

static const char *ident_cstr(PP *pp, const Ident *id) { return arena_strndup(pp->a, id->name, id->len); }

/* ------------------------------------------------------------------ */
/* Contexts and files                                                 */

static Context *push_ctx(PP *pp, uint8_t kind)
{
    if (!GROW(pp, pp->ctx, pp->ctx_cap, pp->nctx + 1)) return NULL;
    Context *c = &pp->ctx[pp->nctx++];
    memset(c, 0, sizeof *c);
    c->kind = kind;
    if (kind == CTX_MACRO) pp->nmacro_ctx++;
    return c;
}

static void close_conds(PP *pp, int base)
{
    for (int i = base; i < pp->nconds; i++) diag_error(pp->d, pp->conds[i].loc, "unterminated conditional directive");
    pp->nconds = base;
}

static void pop_ctx(PP *pp)
{
    Context *c = &pp->ctx[--pp->nctx];
    if (c->kind == CTX_MACRO) {
        pp->nmacro_ctx--;
        if (c->macro) c->macro->disabled = false;
    }
    if (c->kind == CTX_FILE) {
        close_conds(pp, c->file->cond_base);
        lexer_free(&c->file->lx);
        free(c->file);
        pp->nfiles--;
    }
    vec_put(pp, c->owned);
}

static const char *dir_of(PP *pp, const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash) return ".";
    if (slash == path) return "/";
    return arena_strndup(pp->a, path, (size_t)(slash - path));
}

static void push_file(PP *pp, uint32_t file, bool builtin)
{
    FileFrame *f = calloc(1, sizeof *f);
    if (!f) {
        oom(pp);
        return;
    }
    Context *c = push_ctx(pp, CTX_FILE);
    if (!c) {
        free(f);
        return;
    }
    lexer_init(&f->lx, pp->sm, pp->d, pp->a, file);
    f->lx.max_ident_len = builtin ? 0 : pp->opts->limits.max_ident_len;
    f->file = file;
    f->cond_base = pp->nconds;
    SrcFile *sf = sm_file(pp->sm, file);
    f->dir = builtin || !sf ? NULL : dir_of(pp, sf->name);
    c->file = f;
    pp->nfiles++;
}

/* The innermost file being read. */
static FileFrame *cur_file(PP *pp)
{
    for (int i = pp->nctx - 1; i >= 0; i--)
        if (pp->ctx[i].kind == CTX_FILE) return pp->ctx[i].file;
    return NULL;
}

/* ------------------------------------------------------------------ */
/* Limits                                                             */

static void abort_expansion(PP *pp) { pp->aborted = true; }

static void too_many_tokens(PP *pp)
{
    if (pp->aborted) return;
    diag_error(
        pp->d, pp->top_use,
        "macro expansion of '%s' produced too many tokens (limit %lld; use -fmacro-expansion-limit= to raise it)",
        pp->top_name ? pp->top_name : "?", (long long)pp->max_macro_tokens);
    abort_expansion(pp);
}

static bool count_tokens(PP *pp, int n)
{
    pp->produced += n;
    if (pp->produced <= pp->max_macro_tokens) return true;
    too_many_tokens(pp);
    return false;
}

static bool depth_ok(PP *pp, const Token *name)
{
    if (pp->nmacro_ctx + pp->preexpand_depth < pp->max_macro_depth) return true;
    if (!pp->aborted)
        diag_error(pp->d, name->loc,
                   "macro expansion nested too deeply (limit %d; use -fmacro-expansion-depth= to raise it)",
                   pp->max_macro_depth);
    abort_expansion(pp);
    return false;
}

/* ------------------------------------------------------------------ */
/* Reading tokens                                                     */

static void do_directive(PP *pp, FileFrame *f);

/* The next token from the context stack, without macro replacement.
 * Runs directives; leaves an included file at its end unless peeking. */
static void ctx_lex(PP *pp, Token *t)
{
    if (pp->npending) {
        *t = pp->pending[--pp->npending];
        return;
    }
    for (;;) {
        if (pp->stop || pp->nctx == 0) {
            *t = pp->eof;
            return;
        }
        Context *c = &pp->ctx[pp->nctx - 1];
        if (c->kind == CTX_FILE) {
            Lexer *lx = &c->file->lx;
            lexer_next(lx, t);
            if (t->kind == TOK_HASH && (t->flags & TF_BOL) && !lx->in_directive) {
                do_directive(pp, c->file);
                continue;
            }
            if (t->kind != TOK_EOF || pp->peeking) return;
            if (pp->nfiles > 1) {
                pop_ctx(pp);
                continue;
            }
            if (!pp->main_done) {
                pp->main_done = true;
                close_conds(pp, c->file->cond_base);
            }
            return;
        }
        if (c->pos < c->n) {
            *t = c->toks[c->pos];
            if (c->stamp) {
                t->loc.exp = c->exp;
                count_tokens(pp, 1);
            }
            if (c->pos == 0 && c->kind == CTX_MACRO)
                t->flags = (uint16_t)((t->flags & ~(TF_BOL | TF_SPACE)) | c->first_flags);
            c->pos++;
            return;
        }
        if (c->kind == CTX_ARG) {
            *t = make_eof(loc_none());
            t->flags = TF_ARG_END;
            return;
        }
        pop_ctx(pp);
    }
}

static void push_back(PP *pp, const Token *t)
{
    if (pp->npending < (int)(sizeof pp->pending / sizeof pp->pending[0])) pp->pending[pp->npending++] = *t;
}

/* After an expansion limit: drop what is left of the top-level expansion.
 * Returns false inside an argument pre-expansion, which unwinds itself. */
static bool recover_abort(PP *pp)
{
    if (pp->preexpand_depth > 0) return false;
    while (pp->nctx > 0 && pp->ctx[pp->nctx - 1].kind != CTX_FILE) pop_ctx(pp);
    int keep = 0;
    for (int i = 0; i < pp->npending; i++)
        if (pp->pending[i].kind == TOK_NEWLINE) pp->pending[keep++] = pp->pending[i];
    pp->npending = keep;
    pp->aborted = false;
    return true;
}

/* ------------------------------------------------------------------ */
/* Macro replacement                                                  */

static Ident *expand_next(PP *pp, Token *t);

/* Is the next raw token a `(`?  Consumes it if so; otherwise leaves it to
 * be read again.  Empty macro contexts are popped on the way. */
static bool peek_lparen(PP *pp)
{
    bool saved = pp->peeking;
    pp->peeking = true;
    Token t;
    ctx_lex(pp, &t);
    pp->peeking = saved;
    if (t.kind == TOK_LPAREN) return true;
    if (t.kind != TOK_EOF) push_back(pp, &t);
    return false;
}

static Diagnostic *macro_error(PP *pp, Loc loc, Macro *m, const char *msg)
{
    Diagnostic *dg = diag_error(pp->d, loc, "%s", msg);
    diag_note(dg, pp->d, m->def, "macro '%s' defined here", m->cname);
    return dg;
}

static void astk_push(PP *pp, int v)
{
    if (GROW(pp, pp->astk, pp->astk_cap, pp->nastk + 1)) pp->astk[pp->nastk++] = v;
}

static const Token *arg_tokens(PP *pp, const Args *A, int i)
{
    const Token *all = A->view ? A->view : A->toks.v;
    return all ? all + pp->astk[A->base + 2 * i] : NULL;
}
static int arg_len(PP *pp, const Args *A, int i) { return pp->astk[A->base + 2 * i + 1] - pp->astk[A->base + 2 * i]; }

static void args_free(PP *pp, Args *A)
{
    vec_put(pp, A->toks);
    A->toks = (TokVec){0};
    pp->nastk = A->base;
}

/* Reads the arguments after `name (`.  Returns false after reporting an
 * unterminated invocation or a wrong argument count. */
static bool collect_args(PP *pp, Macro *m, const Token *name, Args *A)
{
    A->toks = (TokVec){0};
    A->view = NULL;
    A->base = pp->nastk;
    A->nargs = 0;
    A->va_omitted = false;
    int vctx = -1;
    if (!pp->npending && pp->nctx > 0) {
        const Context *c = &pp->ctx[pp->nctx - 1];
        if ((c->kind == CTX_ARG || (c->kind == CTX_MACRO && !c->stamp)) && c->pos < c->n) {
            vctx = pp->nctx - 1;
            A->view = c->toks + c->pos;
        }
    }
    int consumed = 0, begin = 0, depth = 0;
    bool saved = pp->peeking;
    pp->peeking = true; /* an invocation does not run past the end of its file */
    Token t;
    for (;;) {
        /* A read that finds the viewed context empty pops it, and its
         * tokens go back to the free list (or are freed): copy what the
         * view holds first (found by fuzz_pp: a use after free). */
        if (A->view && pp->nctx == vctx + 1 && pp->ctx[vctx].pos >= pp->ctx[vctx].n) {
            A->toks = vec_get(pp);
            for (int i = 0; i < consumed; i++) vec_push(pp, &A->toks, &A->view[i]);
            A->view = NULL;
        }
        ctx_lex(pp, &t);
        if (pp->aborted) {
            pp->peeking = saved;
            return false;
        }
        if (t.kind == TOK_EOF || t.kind == TOK_NEWLINE) {
            pp->peeking = saved;
            if (t.kind == TOK_NEWLINE) push_back(pp, &t);
            macro_error(pp, name->loc, m, "unterminated function-like macro invocation");
            return false;
        }
        /* The name of a macro being replaced is painted now: reading on may
         * pop its context and enable it again (6.10.3.4p2, as clang does). */
        bool painted = false;
        if (t.kind == TOK_IDENT && !(t.flags & TF_NO_EXPAND)) {
            Macro *tm = ident_of(pp, &t)->macro;
            if (tm && tm->disabled) {
                t.flags |= TF_NO_EXPAND;
                painted = true;
            }
        }
        if (A->view) {
            const Context *c = &pp->ctx[vctx];
            if (painted || pp->nctx != vctx + 1 || c->toks + c->pos != A->view + consumed + 1) {
                /* A token changed, or the invocation goes on beyond its
                 * context: copy it. */
                A->toks = vec_get(pp);
                for (int i = 0; i < consumed; i++) vec_push(pp, &A->toks, &A->view[i]);
                A->view = NULL;
            }
        }
        if (!A->view) vec_push(pp, &A->toks, &t);
        consumed++;
        if (t.kind == TOK_LPAREN) {
            depth++;
        } else if (t.kind == TOK_RPAREN) {
            if (depth-- > 0) continue;
            astk_push(pp, begin);
            astk_push(pp, consumed - 1);
            A->nargs++;
            break;
        } else if (t.kind == TOK_COMMA && depth == 0 && !(m->variadic && A->nargs >= m->nparams - 1)) {
            astk_push(pp, begin);
            astk_push(pp, consumed - 1);
            A->nargs++;
            begin = consumed;
        }
    }
    pp->peeking = saved;
    A->rparen = t.loc;
    if (pp->a->oom) return false;

    if (m->nparams == 0 && A->nargs == 1 && arg_len(pp, A, 0) == 0) A->nargs = 0;
    if (A->nargs > m->nparams) {
        Loc at = arg_len(pp, A, m->nparams) > 0 ? arg_tokens(pp, A, m->nparams)->loc : A->rparen;
        macro_error(pp, at, m, "too many arguments provided to function-like macro invocation");
        return false;
    }
    if (A->nargs < m->nparams) {
        if (m->variadic && A->nargs == m->nparams - 1) {
            astk_push(pp, consumed); /* an empty __VA_ARGS__ */
            astk_push(pp, consumed);
            A->nargs++;
            A->va_omitted = true;
        } else {
            macro_error(pp, A->rparen, m, "too few arguments provided to function-like macro invocation");
            return false;
        }
    }
    return true;
}

/* Does the argument hold anything that macro replacement could change? */
static bool needs_expansion(PP *pp, const Token *toks, int n)
{
    for (int i = 0; i < n; i++) {
        if (toks[i].kind != TOK_IDENT || (toks[i].flags & TF_NO_EXPAND)) continue;
        Ident *id = ident_of(pp, &toks[i]);
        if (id->macro || id->special == SP_PRAGMA_OP) return true;
    }
    return false;
}

/* C99 6.10.3.1: an argument is completely macro-replaced "as if it formed
 * the rest of the preprocessing file", so it is read through a barrier. */
static void preexpand(PP *pp, const Token *toks, int n, TokVec *out)
{
    Context *c = push_ctx(pp, CTX_ARG);
    if (!c) return;
    c->toks = toks;
    c->n = n;
    int level = pp->nctx;
    pp->preexpand_depth++;
    for (;;) {
        Token t;
        expand_next(pp, &t);
        if (pp->aborted || (t.flags & TF_ARG_END) || pp->stop) break;
        vec_push(pp, out, &t);
    }
    pp->preexpand_depth--;
    while (pp->nctx >= level) pop_ctx(pp);
    if (pp->aborted) pp->npending = 0;
}

/* # : the argument's spelling as a string literal (6.10.3.2). */
static Token stringize(PP *pp, const Token *toks, int n, const Token *hash)
{
    size_t size = 3;
    for (int i = 0; i < n; i++) size += (size_t)toks[i].len * 2 + 1;
    char *buf = arena_alloc(pp->a, size);
    if (!buf) { /* out of memory: the pipeline stops at the next phase boundary */
        Token e = {TOK_STRING_LIT, 0, 2, "\"\"", hash->loc};
        return e;
    }
    size_t k = 0;
    buf[k++] = '"';
    for (int i = 0; i < n && !pp->a->oom; i++) {
        const Token *t = &toks[i];
        if (i > 0 && (t->flags & (TF_SPACE | TF_BOL))) buf[k++] = ' ';
        bool quoted = t->kind == TOK_STRING_LIT || t->kind == TOK_CHAR_LIT;
        for (uint32_t j = 0; j < t->len; j++) {
            char ch = t->text[j];
            if (quoted && (ch == '"' || ch == '\\')) buf[k++] = '\\';
            buf[k++] = ch;
        }
    }
    buf[k++] = '"';
    buf[k] = 0;
    Token s = {TOK_STRING_LIT, (uint16_t)(hash->flags & TF_SPACE), (uint32_t)k, buf, hash->loc};
    return s;
}

/* ## : lhs and rhs spelled together must be one token (6.10.3.3p3). */
static bool paste(PP *pp, const Token *lhs, const Token *rhs, const Token *op, Token *out)
{
    uint32_t n = lhs->len + rhs->len;
    char *buf = arena_alloc(pp->a, (size_t)n + 1);
    if (pp->a->oom) return false;
    memcpy(buf, lhs->text, lhs->len);
    memcpy(buf + lhs->len, rhs->text, rhs->len);
    buf[n] = 0;
    Lexer lx;
    lexer_init_text(&lx, pp->sm, pp->d, pp->a, buf, n);
    lx.skipping = true;
    Token r, r2;
    lexer_next(&lx, &r);
    lexer_next(&lx, &r2);
    lexer_free(&lx);
    if (r.kind == TOK_EOF || r2.kind != TOK_EOF || r.text != buf || r.len != n || (r.flags & TF_UNTERMINATED)) {
        diag_error(pp->d, op->loc, "pasting formed '%s', an invalid preprocessing token", buf);
        return false;
    }
    *out = r;
    out->flags = (uint16_t)(lhs->flags & (TF_SPACE | TF_BOL));
    out->loc = lhs->loc;
    return true;
}

/* Pushes one token of a replacement, counting it against the limit. */
static bool out_push(PP *pp, TokVec *out, const Token *t)
{
    if (!count_tokens(pp, 1)) return false;
    vec_push(pp, out, t);
    return true;
}

static bool out_push_all(PP *pp, TokVec *out, const Token *t, int n, uint16_t first_space)
{
    for (int i = 0; i < n; i++) {
        Token x = t[i];
        if (i == 0)
            x.flags = (uint16_t)((x.flags & ~TF_SPACE) | first_space);
        else if (x.flags & TF_BOL)
            x.flags |= TF_SPACE;
        x.flags = (uint16_t)((x.flags & ~TF_BOL) | TF_FROM_MACRO_ARG);
        if (!out_push(pp, out, &x)) return false;
    }
    return true;
}

static int param_at(const Macro *m, int i) { return m->param_of ? m->param_of[i] : -1; }

/* The replacement of a macro with its arguments (6.10.3.1-3); object-like
 * macros come here only when their body has ## to perform. */
static void substitute(PP *pp, Macro *m, Args *A, uint32_t exp, TokVec *out)
{
    int xbase = pp->nxstk;
    if (!GROW(pp, pp->xstk, pp->xstk_cap, xbase + m->nparams)) return;
    if (m->nparams) memset(pp->xstk + xbase, 0, sizeof(PreArg) * (size_t)m->nparams);
    pp->nxstk += m->nparams;

    for (int i = 0; i < m->nbody && !pp->aborted && !pp->a->oom; i++) {
        Token bt = m->body[i];
        bt.loc.exp = exp;
        bt.flags &= (uint16_t)~TF_BOL;
        int pi = param_at(m, i);

        if (bt.kind == TOK_HASH && i + 1 < m->nbody && param_at(m, i + 1) >= 0) {
            int a = param_at(m, ++i);
            Token s = stringize(pp, arg_tokens(pp, A, a), arg_len(pp, A, a), &bt);
            out_push(pp, out, &s);
            continue;
        }

        if (bt.kind == TOK_HASHHASH && i + 1 < m->nbody) {
            /* The right operand: an argument as written, a stringized
             * argument, or a body token. */
            const Token *rhs;
            int rn;
            Token single;
            int ri = param_at(m, i + 1);
            bool comma_vaargs = false;
            if (ri >= 0) {
                rhs = arg_tokens(pp, A, ri);
                rn = arg_len(pp, A, ri);
                comma_vaargs = m->variadic && ri == m->nparams - 1 && i > 0 && param_at(m, i - 1) < 0 &&
                               m->body[i - 1].kind == TOK_COMMA;
                i++;
            } else if (m->body[i + 1].kind == TOK_HASH && i + 2 < m->nbody && param_at(m, i + 2) >= 0) {
                Token h = m->body[i + 1];
                h.loc.exp = exp;
                int a = param_at(m, i + 2);
                single = stringize(pp, arg_tokens(pp, A, a), arg_len(pp, A, a), &h);
                rhs = &single;
                rn = 1;
                i += 2;
            } else {
                single = m->body[++i];
                single.loc.exp = exp;
                rhs = &single;
                rn = 1;
            }
            Token lhs = out->n ? out->v[--out->n] : (Token){TOK_OTHER, TF_PLACEMARKER, 0, "", bt.loc};
            if (rn == 0) {
                /* x ## <empty> is x.  GNU: `, ## __VA_ARGS__` drops the comma
                 * when the variable arguments are left out altogether. */
                if (!(comma_vaargs && A->va_omitted)) vec_push(pp, out, &lhs);
                continue;
            }
            if (lhs.flags & TF_PLACEMARKER) {
                out_push_all(pp, out, rhs, rn, lhs.flags & TF_SPACE);
                continue;
            }
            if (comma_vaargs) {
                /* GNU: with arguments, `, ## __VA_ARGS__` is a plain comma. */
                vec_push(pp, out, &lhs);
                out_push_all(pp, out, rhs, rn, rhs[0].flags & TF_SPACE);
                continue;
            }
            Token r;
            if (paste(pp, &lhs, &rhs[0], &bt, &r)) {
                vec_push(pp, out, &r);
            } else {
                vec_push(pp, out, &lhs);
                out_push_all(pp, out, rhs, 1, 0);
            }
            if (rn > 1) out_push_all(pp, out, rhs + 1, rn - 1, rhs[1].flags & TF_SPACE);
            continue;
        }

        if (pi >= 0) {
            bool before_paste = i + 1 < m->nbody && m->body[i + 1].kind == TOK_HASHHASH;
            const Token *src = arg_tokens(pp, A, pi);
            int n = arg_len(pp, A, pi);
            if (!before_paste && n > 0 && m->param_expanded[pi]) {
                if (pp->xstk[xbase + pi].state == PRE_UNKNOWN) {
                    pp->xstk[xbase + pi].state = PRE_RAW;
                    if (needs_expansion(pp, src, n)) {
                        TokVec x = vec_get(pp);
                        preexpand(pp, src, n, &x);
                        /* preexpand may have moved xstk: store after */
                        pp->xstk[xbase + pi] = (PreArg){x, PRE_DONE};
                    }
                }
                if (pp->aborted) break;
                if (pp->xstk[xbase + pi].state == PRE_DONE) {
                    src = pp->xstk[xbase + pi].toks.v;
                    n = pp->xstk[xbase + pi].toks.n;
                }
            }
            if (n == 0) {
                if (before_paste) {
                    Token pm = {TOK_OTHER, (uint16_t)(TF_PLACEMARKER | (bt.flags & TF_SPACE)), 0, "", bt.loc};
                    vec_push(pp, out, &pm);
                }
                continue;
            }
            out_push_all(pp, out, src, n, bt.flags & TF_SPACE);
            continue;
        }
        out_push(pp, out, &bt);
    }

    /* Placemarkers that were not pasted away disappear. */
    int k = 0;
    for (int i = 0; i < out->n; i++)
        if (!(out->v[i].flags & TF_PLACEMARKER)) out->v[k++] = out->v[i];
    out->n = k;

    for (int p = 0; p < m->nparams; p++) vec_put(pp, pp->xstk[xbase + p].toks);
    pp->nxstk = xbase;
}

/* __FILE__, __LINE__ & co: t (the name) becomes the literal. */
static void builtin_token(PP *pp, Macro *m, Token *t)
{
    char buf[64];
    const char *text = buf;
    TokenKind kind = TOK_STRING_LIT;
    Loc use = sm_use_loc(pp->sm, t->loc);
    switch (m->builtin) {
    case BI_LINE: {
        PresumedLoc p = sm_presumed(pp->sm, use.file, use.off);
        snprintf(buf, sizeof buf, "%u", p.valid ? p.line : 0);
        kind = TOK_INT_LIT;
        break;
    }
    case BI_FILE: {
        PresumedLoc p = sm_presumed(pp->sm, use.file, use.off);
        const char *name = p.valid ? p.name : "<built-in>";
        size_t n = strlen(name);
        char *s = arena_alloc(pp->a, n * 2 + 3);
        if (!s) return; /* out of memory: keep the name */
        size_t k = 0;
        s[k++] = '"';
        for (size_t i = 0; i < n && !pp->a->oom; i++) {
            if (name[i] == '"' || name[i] == '\\') s[k++] = '\\';
            s[k++] = name[i];
        }
        s[k++] = '"';
        s[k] = 0;
        text = s;
        break;
    }
    case BI_DATE: snprintf(buf, sizeof buf, "\"%s\"", pp->date); break;
    case BI_TIME: snprintf(buf, sizeof buf, "\"%s\"", pp->time); break;
    case BI_COUNTER:
        snprintf(buf, sizeof buf, "%d", pp->counter++);
        kind = TOK_INT_LIT;
        break;
    }
    t->kind = kind;
    t->len = (uint32_t)strlen(text);
    t->text = text == buf ? arena_strndup(pp->a, buf, t->len) : text;
}

/* Replaces the macro `m` named by `name`.  Returns false when the name
 * stays as it is (a function-like macro without `(`). */
static bool enter_macro(PP *pp, Macro *m, const Token *name)
{
    if (m->function_like && !peek_lparen(pp)) return false;
    bool top = pp->nmacro_ctx == 0 && pp->preexpand_depth == 0;
    if (top) {
        pp->produced = 0;
        pp->top_use = name->loc;
        pp->top_name = m->cname;
    }
    if (!depth_ok(pp, name)) return true;

    Args A = {.base = pp->nastk};
    if (m->function_like && !collect_args(pp, m, name, &A)) {
        args_free(pp, &A);
        return true;
    }
    uint32_t exp = sm_add_expansion(pp->sm, name->loc, m->def, m->cname);
    uint16_t first = (uint16_t)(name->flags & (TF_BOL | TF_SPACE));

    if (!m->function_like && !m->has_paste) {
        if (m->nbody == 0) {
            pp->carry_flags |= first;
            return true;
        }
        Context *c = push_ctx(pp, CTX_MACRO);
        if (!c) return true;
        c->toks = m->body;
        c->n = m->nbody;
        c->stamp = true;
        c->exp = exp;
        c->first_flags = first;
        c->macro = m;
        m->disabled = true;
        return true;
    }

    TokVec out = vec_get(pp);
    substitute(pp, m, &A, exp, &out);
    args_free(pp, &A);
    if (pp->aborted || out.n == 0) {
        if (!pp->aborted) pp->carry_flags |= first;
        vec_put(pp, out);
        return true;
    }
    Context *c = push_ctx(pp, CTX_MACRO);
    if (!c) {
        vec_put(pp, out);
        return true;
    }
    c->owned = out;
    c->toks = out.v;
    c->n = out.n;
    c->first_flags = first;
    c->macro = m;
    m->disabled = true;
    return true;
}

static void pragma_operator(PP *pp, const Token *op);

/* The next token after macro replacement.  Returns the identifier's
 * table entry when the token is an identifier that was looked up. */
static Ident *expand_next(PP *pp, Token *t)
{
    Ident *result = NULL;
    for (;;) {
        ctx_lex(pp, t);
        if (pp->aborted) {
            if (!recover_abort(pp)) return NULL;
            continue;
        }
        if (t->kind != TOK_IDENT || (t->flags & TF_NO_EXPAND)) break;
        Ident *id = ident_of(pp, t);
        Macro *m = id->macro;
        if (!m) {
            if (id->special == SP_PRAGMA_OP) {
                pragma_operator(pp, t);
                continue;
            }
            result = id;
            break;
        }
        if (m->disabled) {
            t->flags |= TF_NO_EXPAND;
            result = id;
            break;
        }
        if (m->builtin) {
            builtin_token(pp, m, t);
            break;
        }
        if (!enter_macro(pp, m, t)) {
            result = id;
            break;
        }
        if (pp->aborted && !recover_abort(pp)) return NULL;
    }
    if (pp->carry_flags && !(t->flags & TF_ARG_END)) {
        t->flags |= pp->carry_flags;
        pp->carry_flags = 0;
    }
    return result;
}

/* ------------------------------------------------------------------ */
/* Directives: shared pieces                                          */

/* Reads raw tokens to the end of the directive. */
static void skip_line(PP *pp, Lexer *lx)
{
    Token t;
    do ctx_lex(pp, &t);
    while (t.kind != TOK_NEWLINE && t.kind != TOK_EOF);
    lx->in_directive = false;
}

/* The directive must end here: warns about anything more. */
static void end_directive(PP *pp, Lexer *lx, const char *name)
{
    Token t;
    ctx_lex(pp, &t);
    if (t.kind != TOK_NEWLINE && t.kind != TOK_EOF) {
        diag_warning(pp->d, W_EXTRA_TOKENS, t.loc, "extra tokens at end of #%s directive", name);
        skip_line(pp, lx);
    }
    lx->in_directive = false;
}

/* The macro name of #define, #undef, #ifdef, #ifndef; NULL after an error. */
static Ident *read_macro_name(PP *pp, Lexer *lx, Token *t, const char *directive)
{
    lexer_next(lx, t);
    if (t->kind == TOK_NEWLINE) {
        diag_error(pp->d, t->loc, "macro name missing");
        lx->in_directive = false;
        return NULL;
    }
    if (t->kind != TOK_IDENT) {
        diag_error(pp->d, t->loc, "macro name must be an identifier");
        skip_line(pp, lx);
        return NULL;
    }
    Ident *id = ident_of(pp, t);
    if (id->special == SP_DEFINED && (!strcmp(directive, "define") || !strcmp(directive, "undef"))) {
        diag_error(pp->d, t->loc, "'defined' cannot be used as a macro name");
        skip_line(pp, lx);
        return NULL;
    }
    return id;
}

/* ------------------------------------------------------------------ */
/* #define and #undef                                                 */

static bool same_definition(const Macro *a, const Macro *b)
{
    if (a->function_like != b->function_like || a->variadic != b->variadic || a->nparams != b->nparams ||
        a->nbody != b->nbody || a->builtin || b->builtin)
        return false;
    for (int i = 0; i < a->nparams; i++)
        if (a->params[i] != b->params[i]) return false;
    for (int i = 0; i < a->nbody; i++) {
        const Token *x = &a->body[i], *y = &b->body[i];
        if (x->kind != y->kind || x->len != y->len || memcmp(x->text, y->text, x->len) != 0) return false;
        if (i > 0 && (x->flags & TF_SPACE) != (y->flags & TF_SPACE)) return false;
    }
    return true;
}

/* A predefined macro that a program may define its own way without a
 * warning: offsetof, which C puts in <stddef.h> and OpenCL C nowhere, so
 * kernels often define it themselves. */
static bool yields_quietly(PP *pp, const Macro *m)
{
    SrcFile *f = sm_file(pp->sm, m->def.file);
    return f && f->is_builtin && !strcmp(m->cname, "offsetof");
}

static void define_macro(PP *pp, Ident *id, Macro *m)
{
    Macro *old = id->macro;
    if (old && old->builtin) {
        diag_warning(pp->d, W_MACRO_REDEFINED, m->def, "redefining builtin macro");
    } else if (old && !same_definition(old, m) && !yields_quietly(pp, old)) {
        Diagnostic *dg = diag_warning(pp->d, W_MACRO_REDEFINED, m->def, "'%s' macro redefined", ident_cstr(pp, id));
        diag_note(dg, pp->d, old->def, "previous definition is here");
    }
    id->macro = m;
}

/* Parses the parameter list after `NAME(`.  Returns false after an error. */
static bool define_params(PP *pp, Lexer *lx, Macro *m)
{
    int n = 0;
    bool ok = false;
    Token t;
    lexer_next(lx, &t);
    if (t.kind == TOK_RPAREN) {
        ok = true;
        goto done;
    }
    for (;;) {
        Ident *p;
        bool named_variadic = false;
        if (t.kind == TOK_ELLIPSIS) {
            p = ident_get(pp, "__VA_ARGS__", 11);
            named_variadic = true;
        } else if (t.kind != TOK_IDENT) {
            diag_error(pp->d, t.loc,
                       t.kind == TOK_NEWLINE ? "missing ')' in macro parameter list"
                                             : "invalid token in macro parameter list");
            goto done;
        } else {
            p = ident_of(pp, &t);
            if (p->special == SP_VA_ARGS) {
                diag_error(pp->d, t.loc, "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro");
                goto done;
            }
            for (int i = 0; i < n; i++)
                if (pp->params[i] == p) {
                    diag_error(pp->d, t.loc, "duplicate macro parameter name '%.*s'", (int)p->len, p->name);
                    goto done;
                }
        }
        if (n >= INT16_MAX) {
            diag_error(pp->d, t.loc, "too many macro parameters");
            goto done;
        }
        if (!GROW(pp, pp->params, pp->params_cap, n + 1)) goto done;
        pp->params[n++] = p;
        if (!named_variadic) {
            lexer_next(lx, &t);
            named_variadic = t.kind == TOK_ELLIPSIS; /* GNU: args... */
        }
        if (named_variadic) {
            m->variadic = true;
            if (t.kind == TOK_ELLIPSIS) lexer_next(lx, &t);
            if (t.kind != TOK_RPAREN) {
                diag_error(pp->d, t.loc, "missing ')' in macro parameter list");
                goto done;
            }
            ok = true;
            goto done;
        }
        if (t.kind == TOK_RPAREN) {
            ok = true;
            goto done;
        }
        if (t.kind != TOK_COMMA) {
            diag_error(pp->d, t.loc, "expected comma in macro parameter list");
            goto done;
        }
        lexer_next(lx, &t);
    }
done:
    if (ok) {
        m->nparams = n;
        m->params = ARENA_ARRAY(pp->a, Ident *, n ? n : 1);
        if (!pp->a->oom && n) memcpy(m->params, pp->params, sizeof(Ident *) * (size_t)n);
    } else if (t.kind != TOK_NEWLINE) {
        skip_line(pp, lx);
    } else {
        lx->in_directive = false;
    }
    return ok;
}

static void do_define(PP *pp, Lexer *lx)
{
    Token name;
    Ident *id = read_macro_name(pp, lx, &name, "define");
    if (!id) return;
    Macro *m = ARENA_NEW(pp->a, Macro);
    m->name = id;
    m->cname = ident_cstr(pp, id);
    m->def = name.loc;

    Token t;
    lexer_next(lx, &t);
    if (t.kind == TOK_LPAREN && !(t.flags & TF_SPACE)) {
        m->function_like = true;
        if (!define_params(pp, lx, m)) return;
        lexer_next(lx, &t);
    }

    TokVec body = vec_get(pp);
    while (t.kind != TOK_NEWLINE) {
        t.flags &= (uint16_t)~TF_BOL;
        if (body.n == 0) t.flags &= (uint16_t)~TF_SPACE;
        vec_push(pp, &body, &t);
        lexer_next(lx, &t);
    }
    lx->in_directive = false;

    int n = body.n;
    m->nbody = n;
    m->body = ARENA_ARRAY(pp->a, Token, n ? n : 1);
    if (!pp->a->oom && n) memcpy(m->body, body.v, sizeof(Token) * (size_t)n);
    vec_put(pp, body);
    if (pp->a->oom) return;

    /* Check the body: __VA_ARGS__, # and ## (6.10.3p5, 6.10.3.2p1, 6.10.3.3p1). */
    if (m->function_like) {
        m->param_of = ARENA_ARRAY(pp->a, int16_t, n ? n : 1);
        m->param_expanded = ARENA_ARRAY(pp->a, uint8_t, m->nparams ? m->nparams : 1);
        if (pp->a->oom) return;
    }
    for (int i = 0; i < n; i++) {
        Token *b = &m->body[i];
        if (m->function_like) m->param_of[i] = -1;
        if (b->kind != TOK_IDENT) continue;
        Ident *bid = ident_of(pp, b);
        if (bid->special == SP_VA_ARGS && !m->variadic) {
            diag_error(pp->d, b->loc, "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro");
            return;
        }
        for (int p = 0; m->function_like && p < m->nparams; p++)
            if (m->params[p] == bid) {
                m->param_of[i] = (int16_t)p;
                break;
            }
    }
    for (int i = 0; i < n; i++) m->has_paste |= m->body[i].kind == TOK_HASHHASH;
    if (n && m->body[0].kind == TOK_HASHHASH) {
        diag_error(pp->d, m->body[0].loc, "'##' cannot appear at start of macro expansion");
        return;
    }
    if (n && m->body[n - 1].kind == TOK_HASHHASH) {
        diag_error(pp->d, m->body[n - 1].loc, "'##' cannot appear at end of macro expansion");
        return;
    }
    for (int i = 0; m->function_like && i < n; i++) {
        if (m->body[i].kind == TOK_HASH && (i + 1 >= n || m->param_of[i + 1] < 0)) {
            diag_error(pp->d, i + 1 < n ? m->body[i + 1].loc : m->body[i].loc,
                       "'#' is not followed by a macro parameter");
            return;
        }
        int p = m->param_of[i];
        if (p < 0) continue;
        bool by_hash = i > 0 && (m->body[i - 1].kind == TOK_HASH || m->body[i - 1].kind == TOK_HASHHASH);
        bool by_paste = i + 1 < n && m->body[i + 1].kind == TOK_HASHHASH;
        if (!by_hash && !by_paste) m->param_expanded[p] = 1;
    }
    define_macro(pp, id, m);
}

static void do_undef(PP *pp, Lexer *lx)
{
    Token name;
    Ident *id = read_macro_name(pp, lx, &name, "undef");
    if (!id) return;
    if (id->macro && id->macro->builtin) diag_warning(pp->d, W_MACRO_REDEFINED, name.loc, "undefining builtin macro");
    id->macro = NULL;
    end_directive(pp, lx, "undef");
}

/* ------------------------------------------------------------------ */
/* #if expressions                                                    */

typedef struct PPValue {
    uint64_t v;
    bool is_unsigned;
} PPValue;

typedef struct IfParser {
    PP *pp;
    Token tok;     /* the current token (after macro replacement) */
    Ident *tok_id; /* its identifier entry, for a failed function-like call */
    bool error;
    int depth;
} IfParser;

static void ifp_next(IfParser *ip)
{
    if (ip->tok.kind == TOK_NEWLINE) return;
    ip->tok_id = expand_next(ip->pp, &ip->tok);
}

static void ifp_error(IfParser *ip, Loc loc, const char *msg)
{
    if (!ip->error) diag_error(ip->pp->d, loc, "%s", msg);
    ip->error = true;
}

static bool ifp_enter(IfParser *ip)
{
    if (++ip->depth <= ip->pp->max_expr_depth) return true;
    if (!ip->error)
        diag_error(ip->pp->d, ip->tok.loc, "nesting too deep (limit %d; use -fmax-nesting-depth= to raise it)",
                   ip->pp->max_expr_depth);
    ip->error = true;
    return false;
}

static PPValue ifp_expr(IfParser *ip, bool live);
static PPValue ifp_cond(IfParser *ip, bool live);

static int64_t sval(PPValue x) { return (int64_t)x.v; }

static PPValue ifp_defined(IfParser *ip)
{
    PP *pp = ip->pp;
    PPValue r = {0, false};
    Token t, lp;
    ctx_lex(pp, &t);
    bool paren = t.kind == TOK_LPAREN;
    if (paren) {
        lp = t;
        ctx_lex(pp, &t);
    }
    if (t.kind != TOK_IDENT) {
        ifp_error(ip, t.loc, t.kind == TOK_NEWLINE ? "macro name missing" : "macro name must be an identifier");
        if (t.kind == TOK_NEWLINE) ip->tok = t;
        return r;
    }
    r.v = ident_of(pp, &t)->macro != NULL;
    if (paren) {
        Token rp;
        ctx_lex(pp, &rp);
        if (rp.kind != TOK_RPAREN) {
            if (!ip->error) {
                Diagnostic *dg = diag_error(pp->d, rp.loc, "missing ')' after 'defined'");
                diag_note(dg, pp->d, lp.loc, "to match this '('");
            }
            ip->error = true;
            if (rp.kind == TOK_NEWLINE) ip->tok = rp;
            return r;
        }
    }
    ifp_next(ip);
    return r;
}

static PPValue ifp_primary(IfParser *ip, bool live)
{
    PP *pp = ip->pp;
    PPValue r = {0, false};
    Token t = ip->tok;
    switch (t.kind) {
    case TOK_INT_LIT: {
        IntLiteral v;
        if (!literal_int(pp->d, &t, &v)) {
            ip->error = true;
            return r;
        }
        r.v = v.value;
        r.is_unsigned = v.suffix == IS_U || v.suffix == IS_UL;
        if (!r.is_unsigned && v.value > INT64_MAX) {
            /* Octal and hex literals may be unsigned; a decimal one only by its suffix. */
            if (v.is_decimal)
                diag_warning(pp->d, W_IMPLICITLY_UNSIGNED, t.loc,
                             "integer literal is too large to be represented in a signed integer type, interpreting as "
                             "unsigned");
            r.is_unsigned = true;
        }
        ifp_next(ip);
        return r;
    }
    case TOK_FLOAT_LIT: ifp_error(ip, t.loc, "floating point literal in preprocessor expression"); return r;
    case TOK_CHAR_LIT: {
        int64_t v;
        if (!literal_char(pp->d, &t, &v)) {
            ip->error = true;
            return r;
        }
        r.v = (uint64_t)v;
        ifp_next(ip);
        return r;
    }
    case TOK_IDENT: {
        Ident *id = ip->tok_id ? ip->tok_id : ident_of(pp, &t);
        if (id->special == SP_DEFINED) return ifp_defined(ip);
        ifp_next(ip);
        if (ip->tok.kind == TOK_LPAREN) {
            if (!ip->error) diag_error(pp->d, t.loc, "function-like macro '%s' is not defined", ident_cstr(pp, id));
            ip->error = true;
        }
        return r; /* an identifier that is no macro is 0 (6.10.1p4) */
    }
    case TOK_LPAREN: {
        Token lp = t;
        if (!ifp_enter(ip)) return r;
        ifp_next(ip);
        r = ifp_expr(ip, live);
        ip->depth--;
        if (ip->error) return r;
        if (ip->tok.kind != TOK_RPAREN) {
            Diagnostic *dg = diag_error(pp->d, ip->tok.loc, "expected ')' in preprocessor expression");
            diag_note(dg, pp->d, lp.loc, "to match this '('");
            ip->error = true;
            return r;
        }
        ifp_next(ip);
        return r;
    }
    case TOK_PLUS:
    case TOK_MINUS:
    case TOK_TILDE:
    case TOK_BANG: {
        if (!ifp_enter(ip)) return r;
        ifp_next(ip);
        PPValue x = ifp_primary(ip, live);
        ip->depth--;
        if (t.kind == TOK_MINUS)
            x.v = 0 - x.v;
        else if (t.kind == TOK_TILDE)
            x.v = ~x.v;
        else if (t.kind == TOK_BANG)
            x = (PPValue){x.v == 0, false};
        return x;
    }
    case TOK_NEWLINE:
    case TOK_EOF: ifp_error(ip, t.loc, "expected value in expression"); return r;
    default: ifp_error(ip, t.loc, "invalid token at start of a preprocessor expression"); return r;
    }
}

/* Binary operator precedence, higher binds tighter; 0: not one. */
static int binop_prec(TokenKind k)
{
    switch (k) {
    case TOK_STAR:
    case TOK_SLASH:
    case TOK_PERCENT: return 10;
    case TOK_PLUS:
    case TOK_MINUS: return 9;
    case TOK_SHL:
    case TOK_SHR: return 8;
    case TOK_LT:
    case TOK_GT:
    case TOK_LE:
    case TOK_GE: return 7;
    case TOK_EQEQ:
    case TOK_NE: return 6;
    case TOK_AMP: return 5;
    case TOK_CARET: return 4;
    case TOK_PIPE: return 3;
    case TOK_AMPAMP: return 2;
    case TOK_PIPEPIPE: return 1;
    default: return 0;
    }
}

static PPValue apply_binop(IfParser *ip, const Token *op, PPValue a, PPValue b, bool live)
{
    PPValue r = {0, false};
    TokenKind k = op->kind;
    if (k == TOK_AMPAMP || k == TOK_PIPEPIPE) {
        r.v = k == TOK_AMPAMP ? (a.v && b.v) : (a.v || b.v);
        return r;
    }
    if (k == TOK_SHL || k == TOK_SHR) {
        r.is_unsigned = a.is_unsigned;
        uint64_t amt = b.v;
        if (!b.is_unsigned && sval(b) < 0) amt = UINT64_MAX;
        if (k == TOK_SHL) {
            r.v = amt >= 64 ? 0 : a.v << amt;
        } else {
            if (amt >= 64) amt = 63;
            r.v = a.is_unsigned || sval(a) >= 0 ? a.v >> amt : ~(~a.v >> amt);
        }
        return r;
    }
    bool u = a.is_unsigned || b.is_unsigned;
    switch (k) {
    case TOK_STAR: r.v = a.v * b.v; break;
    case TOK_PLUS: r.v = a.v + b.v; break;
    case TOK_MINUS: r.v = a.v - b.v; break;
    case TOK_SLASH:
    case TOK_PERCENT:
        if (b.v == 0) {
            if (live) {
                ifp_error(ip, op->loc,
                          k == TOK_SLASH ? "division by zero in preprocessor expression"
                                         : "remainder by zero in preprocessor expression");
            }
            r.v = 0;
        } else if (u) {
            r.v = k == TOK_SLASH ? a.v / b.v : a.v % b.v;
        } else if (sval(a) == INT64_MIN && sval(b) == -1) {
            r.v = k == TOK_SLASH ? a.v : 0; /* wraps, as clang's overflow does */
        } else {
            r.v = (uint64_t)(k == TOK_SLASH ? sval(a) / sval(b) : sval(a) % sval(b));
        }
        break;
    case TOK_LT: r.v = u ? a.v < b.v : sval(a) < sval(b); return r;
    case TOK_GT: r.v = u ? a.v > b.v : sval(a) > sval(b); return r;
    case TOK_LE: r.v = u ? a.v <= b.v : sval(a) <= sval(b); return r;
    case TOK_GE: r.v = u ? a.v >= b.v : sval(a) >= sval(b); return r;
    case TOK_EQEQ: r.v = a.v == b.v; return r;
    case TOK_NE: r.v = a.v != b.v; return r;
    case TOK_AMP: r.v = a.v & b.v; break;
    case TOK_CARET: r.v = a.v ^ b.v; break;
    case TOK_PIPE: r.v = a.v | b.v; break;
    default: break;
    }
    r.is_unsigned = u;
    return r;
}

/* Operator precedence parsing of binary operators at least `min` tight. */
static PPValue ifp_binary(IfParser *ip, int min, bool live)
{
    PPValue lhs = ifp_primary(ip, live);
    for (;;) {
        if (ip->error) return lhs;
        int prec = binop_prec(ip->tok.kind);
        if (!prec || prec < min) return lhs;
        Token op = ip->tok;
        ifp_next(ip);
        bool rlive = live;
        if (op.kind == TOK_AMPAMP && lhs.v == 0) rlive = false;
        if (op.kind == TOK_PIPEPIPE && lhs.v != 0) rlive = false;
        if (!ifp_enter(ip)) return lhs;
        PPValue rhs = ifp_binary(ip, prec + 1, rlive);
        ip->depth--;
        if (ip->error) return lhs;
        lhs = apply_binop(ip, &op, lhs, rhs, live);
    }
}

static PPValue ifp_cond(IfParser *ip, bool live)
{
    PPValue c = ifp_binary(ip, 1, live);
    if (ip->error || ip->tok.kind != TOK_QUESTION) return c;
    Token q = ip->tok;
    ifp_next(ip);
    if (!ifp_enter(ip)) return c;
    PPValue a = ifp_expr(ip, live && c.v != 0);
    if (ip->error) return c;
    if (ip->tok.kind != TOK_COLON) {
        Diagnostic *dg = diag_error(ip->pp->d, ip->tok.loc, "expected ':'");
        diag_note(dg, ip->pp->d, q.loc, "to match this '?'");
        ip->error = true;
        return c;
    }
    ifp_next(ip);
    PPValue b = ifp_cond(ip, live && c.v == 0);
    ip->depth--;
    PPValue r = c.v ? a : b;
    r.is_unsigned = a.is_unsigned || b.is_unsigned;
    return r;
}

static PPValue ifp_expr(IfParser *ip, bool live)
{
    PPValue v = ifp_cond(ip, live);
    while (!ip->error && ip->tok.kind == TOK_COMMA) {
        ifp_next(ip);
        v = ifp_cond(ip, live);
    }
    return v;
}

/* Evaluates the rest of an #if/#elif line. */
static bool eval_if(PP *pp, Lexer *lx)
{
    IfParser ip = {pp, {0}, NULL, false, 0};
    ip.tok_id = expand_next(pp, &ip.tok);
    PPValue v = ifp_expr(&ip, true);
    if (!ip.error && ip.tok.kind != TOK_NEWLINE && ip.tok.kind != TOK_EOF) {
        diag_error(pp->d, ip.tok.loc, "token is not a valid binary operator in a preprocessor subexpression");
        ip.error = true;
    }
    if (ip.tok.kind != TOK_NEWLINE && ip.tok.kind != TOK_EOF) skip_line(pp, lx);
    lx->in_directive = false;
    return !ip.error && v.v != 0;
}

/* ------------------------------------------------------------------ */
/* Conditional inclusion                                              */

static Cond *push_cond(PP *pp, Loc loc, bool taken)
{
    if (!GROW(pp, pp->conds, pp->conds_cap, pp->nconds + 1)) return NULL;
    Cond *c = &pp->conds[pp->nconds++];
    c->loc = loc;
    c->taken = taken;
    c->seen_else = false;
    return c;
}

enum DirKind {
    D_UNKNOWN,
    D_DEFINE,
    D_UNDEF,
    D_INCLUDE,
    D_IF,
    D_IFDEF,
    D_IFNDEF,
    D_ELIF,
    D_ELSE,
    D_ENDIF,
    D_LINE,
    D_ERROR,
    D_WARNING,
    D_PRAGMA,
};

static enum DirKind directive_kind(const Token *t)
{
    static const struct {
        const char *name;
        enum DirKind kind;
    } dirs[] = {
        {"define", D_DEFINE},   {"undef", D_UNDEF},   {"include", D_INCLUDE}, {"include_next", D_INCLUDE},
        {"if", D_IF},           {"ifdef", D_IFDEF},   {"ifndef", D_IFNDEF},   {"elif", D_ELIF},
        {"else", D_ELSE},       {"endif", D_ENDIF},   {"line", D_LINE},       {"error", D_ERROR},
        {"warning", D_WARNING}, {"pragma", D_PRAGMA},
    };
    if (t->kind != TOK_IDENT) return D_UNKNOWN;
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++)
        if (spelled(t, dirs[i].name)) return dirs[i].kind;
    return D_UNKNOWN;
}

/* Skips a group whose condition is false, up to the #elif/#else/#endif
 * that ends it, looking only at directives (6.10.1p6). */
static void skip_group(PP *pp, FileFrame *f)
{
    Lexer *lx = &f->lx;
    int depth = 0;
    Token t;
    for (;;) {
        lx->skipping = true;
        lexer_next(lx, &t);
        if (t.kind == TOK_EOF) break; /* "unterminated conditional" when the file is left */
        if (t.kind != TOK_HASH || !(t.flags & TF_BOL)) continue;
        lx->in_directive = true;
        Token name;
        lexer_next(lx, &name);
        enum DirKind k = directive_kind(&name);
        Cond *c = &pp->conds[pp->nconds - 1];
        if (k == D_IF || k == D_IFDEF || k == D_IFNDEF) {
            depth++;
        } else if (k == D_ENDIF) {
            if (depth-- == 0) {
                lx->skipping = false;
                pp->nconds--;
                end_directive(pp, lx, "endif");
                return;
            }
        } else if (k == D_ELSE && depth == 0) {
            lx->skipping = false;
            if (c->seen_else) diag_error(pp->d, name.loc, "#else after #else");
            c->seen_else = true;
            if (!c->taken) {
                c->taken = true;
                end_directive(pp, lx, "else");
                return;
            }
        } else if (k == D_ELIF && depth == 0) {
            lx->skipping = false;
            if (c->seen_else) {
                diag_error(pp->d, name.loc, "#elif after #else");
            } else if (!c->taken) {
                if (eval_if(pp, lx)) {
                    c->taken = true;
                    return;
                }
                continue;
            }
        }
        lx->skipping = true;
        if (name.kind != TOK_NEWLINE) {
            Token x;
            do lexer_next(lx, &x);
            while (x.kind != TOK_NEWLINE);
        }
        lx->in_directive = false;
    }
    lx->skipping = false;
}

static void do_if(PP *pp, FileFrame *f, const Token *dir, enum DirKind k)
{
    Lexer *lx = &f->lx;
    bool value;
    if (k == D_IF) {
        value = eval_if(pp, lx);
    } else {
        Token name;
        Ident *id = read_macro_name(pp, lx, &name, k == D_IFDEF ? "ifdef" : "ifndef");
        value = id && (id->macro != NULL) == (k == D_IFDEF);
        if (id) end_directive(pp, lx, k == D_IFDEF ? "ifdef" : "ifndef");
    }
    if (!push_cond(pp, dir->loc, value)) return;
    if (!value) skip_group(pp, f);
}

/* #elif/#else met while including a group: the group is over, and the
 * rest of the chain is skipped. */
static void do_else(PP *pp, FileFrame *f, const Token *dir, enum DirKind k)
{
    Lexer *lx = &f->lx;
    if (pp->nconds == f->cond_base) {
        diag_error(pp->d, dir->loc, k == D_ELSE ? "#else without #if" : "#elif without #if");
        skip_line(pp, lx);
        return;
    }
    Cond *c = &pp->conds[pp->nconds - 1];
    if (c->seen_else) diag_error(pp->d, dir->loc, k == D_ELSE ? "#else after #else" : "#elif after #else");
    if (k == D_ELSE) {
        c->seen_else = true;
        end_directive(pp, lx, "else");
    } else {
        skip_line(pp, lx);
    }
    skip_group(pp, f);
}

static void do_endif(PP *pp, FileFrame *f, const Token *dir)
{
    if (pp->nconds == f->cond_base) {
        diag_error(pp->d, dir->loc, "#endif without #if");
        skip_line(pp, &f->lx);
        return;
    }
    pp->nconds--;
    end_directive(pp, &f->lx, "endif");
}

/* ------------------------------------------------------------------ */
/* #include                                                           */

static const char *find_include(PP *pp, FileFrame *f, const char *name, bool angled)
{
    if (name[0] == '/') return compilation_file_exists(pp->c, name) ? name : NULL;
    if (!angled && f->dir) {
        const char *p = arena_printf(pp->a, "%s/%s", f->dir, name);
        if (compilation_file_exists(pp->c, p)) return p;
    }
    for (int i = 0; i < pp->opts->ninclude_dirs; i++) {
        const char *dir = pp->opts->include_dirs[i];
        size_t dl = strlen(dir);
        const char *p =
            dl && dir[dl - 1] == '/' ? arena_printf(pp->a, "%s%s", dir, name) : arena_printf(pp->a, "%s/%s", dir, name);
        if (compilation_file_exists(pp->c, p)) return p;
    }
    return NULL;
}

/* The canonical path of a file, for #pragma once. */
static const char *real_path(PP *pp, const char *path)
{
    char *r = realpath(path, NULL);
    if (!r) return path;
    const char *s = arena_strdup(pp->a, r);
    free(r);
    return s;
}

static bool is_once(PP *pp, const char *path)
{
    if (!pp->nonce) return false;
    const char *r = real_path(pp, path);
    for (int i = 0; i < pp->nonce; i++)
        if (!strcmp(pp->once[i], r)) return true;
    return false;
}

static void do_include(PP *pp, FileFrame *f)
{
    Lexer *lx = &f->lx;
    Token t;
    const char *name = NULL;
    bool angled = false;
    Loc loc;
    if (lexer_header_name(lx, &t)) {
        angled = t.text[0] == '<';
        name = arena_strndup(pp->a, t.text + 1, t.len - 2);
        loc = t.loc;
        end_directive(pp, lx, "include");
    } else {
        /* A computed include: the line after macro replacement (6.10.2p4). */
        expand_next(pp, &t);
        loc = t.loc;
        if (t.kind == TOK_STRING_LIT && !(t.flags & TF_UNTERMINATED)) {
            name = arena_strndup(pp->a, t.text + 1, t.len - 2);
            Token x;
            expand_next(pp, &x);
            if (x.kind != TOK_NEWLINE && x.kind != TOK_EOF) {
                diag_warning(pp->d, W_EXTRA_TOKENS, x.loc, "extra tokens at end of #include directive");
                skip_line(pp, lx);
            }
        } else if (t.kind == TOK_LT) {
            StrBuf b = {0};
            Token x;
            for (;;) {
                expand_next(pp, &x);
                if (x.kind == TOK_GT || x.kind == TOK_NEWLINE || x.kind == TOK_EOF) break;
                if (b.len && (x.flags & TF_SPACE)) sb_putc(&b, ' ');
                sb_append(&b, x.text, x.len);
            }
            if (x.kind == TOK_GT) {
                angled = true;
                name = arena_strdup(pp->a, sb_cstr(&b));
                loc = loc_span(pp->sm, t.loc, x.loc);
                expand_next(pp, &x);
                if (x.kind != TOK_NEWLINE && x.kind != TOK_EOF) {
                    diag_warning(pp->d, W_EXTRA_TOKENS, x.loc, "extra tokens at end of #include directive");
                    skip_line(pp, lx);
                }
            } else {
                diag_error(pp->d, x.loc, "expected '>'");
            }
            sb_free(&b);
        } else {
            diag_error(pp->d, t.loc, "expected \"FILENAME\" or <FILENAME>");
            if (t.kind != TOK_NEWLINE && t.kind != TOK_EOF) skip_line(pp, lx);
        }
        lx->in_directive = false;
    }
    if (!name) return;
    if (!*name) {
        diag_error(pp->d, loc, "empty filename");
        return;
    }
    const char *path = find_include(pp, f, name, angled);
    if (!path) {
        diag_fatal(pp->d, loc, "'%s' file not found", name);
        pp->stop = true;
        return;
    }
    if (is_once(pp, path)) return;
    if (pp->nfiles >= pp->max_include_depth) {
        Diagnostic *dg =
            diag_error(pp->d, loc, "#include nested too deeply (limit %d; use -finclude-depth= to raise it)",
                       pp->max_include_depth);
        const char *rp = real_path(pp, path);
        for (int i = 0; i < pp->nctx; i++) {
            if (pp->ctx[i].kind != CTX_FILE) continue;
            SrcFile *sf = sm_file(pp->sm, pp->ctx[i].file->file);
            if (sf && !sf->is_builtin && !strcmp(real_path(pp, sf->name), rp)) {
                diag_note(dg, pp->d, loc, "'%s' is already being included: the includes form a cycle", name);
                break;
            }
        }
        return;
    }
    uint32_t id = compilation_read_file(pp->c, path, loc);
    if (!id) return;
    push_file(pp, id, false);
}

/* ------------------------------------------------------------------ */
/* #line, #error, #warning                                            */

static void do_line(PP *pp, FileFrame *f, const Token *first, bool gnu)
{
    Lexer *lx = &f->lx;
    Token t = *first;
    if (!gnu) expand_next(pp, &t);
    if (t.kind != TOK_INT_LIT) {
        diag_error(pp->d, t.loc, "#line directive requires a positive integer argument");
        if (t.kind != TOK_NEWLINE && t.kind != TOK_EOF) skip_line(pp, lx);
        lx->in_directive = false;
        return;
    }
    uint64_t line = 0;
    for (uint32_t i = 0; i < t.len; i++) {
        if (t.text[i] < '0' || t.text[i] > '9') {
            diag_error(pp->d, t.loc,
                       gnu ? "GNU line marker directive requires a simple digit sequence"
                           : "#line directive requires a simple digit sequence");
            skip_line(pp, lx);
            return;
        }
        line = line * 10 + (uint64_t)(t.text[i] - '0');
        if (line > 2147483647u) {
            diag_error(pp->d, t.loc, "#line directive requires a positive integer argument");
            skip_line(pp, lx);
            return;
        }
    }
    const char *name = NULL;
    Token s;
    if (gnu)
        ctx_lex(pp, &s);
    else
        expand_next(pp, &s);
    if (s.kind == TOK_STRING_LIT) {
        char *decoded;
        uint32_t n;
        if (!literal_string(pp->d, pp->a, &s, &decoded, &n)) {
            skip_line(pp, lx);
            return;
        }
        name = decoded;
        if (gnu) {
            skip_line(pp, lx); /* the flags after a GNU line marker */
        } else {
            Token x;
            expand_next(pp, &x);
            if (x.kind != TOK_NEWLINE && x.kind != TOK_EOF) {
                diag_warning(pp->d, W_EXTRA_TOKENS, x.loc, "extra tokens at end of #line directive");
                skip_line(pp, lx);
            }
        }
    } else if (s.kind != TOK_NEWLINE && s.kind != TOK_EOF) {
        diag_error(pp->d, s.loc, "invalid filename for #line directive");
        skip_line(pp, lx);
        return;
    }
    lx->in_directive = false;
    /* The directive's newline has been read: the next line starts here. */
    uint32_t next = lexer_file_offset(lx, lx->cur);
    sm_add_line_directive(pp->sm, f->file, next, (uint32_t)line, name);
}

static void do_diagnostic(PP *pp, FileFrame *f, const Token *dir, bool is_error)
{
    const char *text;
    uint32_t len;
    Loc loc;
    lexer_rest_of_line(&f->lx, &text, &len, &loc);
    if (is_error)
        diag_error(pp->d, dir->loc, "%.*s", (int)len, text);
    else
        diag_warning(pp->d, W_PP_WARNING, dir->loc, "%.*s", (int)len, text);
    skip_line(pp, &f->lx);
}

/* ------------------------------------------------------------------ */
/* Pragmas                                                            */

static int ext_index(const Token *t)
{
    for (int i = 0; i < NEXTS; i++)
        if (spelled(t, known_exts[i].name)) return i;
    return -1;
}

static void pragma_opencl_extension(PP *pp, const Token *toks, int n, Loc end)
{
    if (n < 1 || toks[0].kind != TOK_IDENT) {
        diag_warning(pp->d, W_IGNORED_PRAGMAS, n ? toks[0].loc : end,
                     "expected identifier in '#pragma OPENCL' - ignored");
        return;
    }
    const Token *name = &toks[0];
    if (n < 2 || toks[1].kind != TOK_COLON) {
        diag_warning(pp->d, W_IGNORED_PRAGMAS, n >= 2 ? toks[1].loc : end, "missing ':' after '%.*s' - ignoring",
                     (int)name->len, name->text);
        return;
    }
    bool enable;
    if (n >= 3 && spelled(&toks[2], "enable"))
        enable = true;
    else if (n >= 3 && spelled(&toks[2], "disable"))
        enable = false;
    else {
        diag_warning(pp->d, W_IGNORED_PRAGMAS, n >= 3 ? toks[2].loc : end, "expected 'enable' or 'disable' - ignoring");
        return;
    }
    if (n > 3)
        diag_warning(pp->d, W_EXTRA_TOKENS, toks[3].loc, "extra tokens at end of '#pragma OPENCL EXTENSION' - ignored");
    if (spelled(name, "all")) {
        for (int i = 0; i < NEXTS; i++)
            if (pp->ext_ok[i]) pp->ext_on[i] = enable;
        return;
    }
    int i = ext_index(name);
    if (i < 0) {
        diag_warning(pp->d, W_IGNORED_PRAGMAS, name->loc,
                     "OpenCL extension '%.*s' unknown or does not require pragma - ignoring", (int)name->len,
                     name->text);
        return;
    }
    if (!pp->ext_ok[i]) {
        if (enable)
            diag_warning(pp->d, W_IGNORED_PRAGMAS, name->loc, "unsupported OpenCL extension '%.*s' - ignoring",
                         (int)name->len, name->text);
        return;
    }
    pp->ext_on[i] = enable;
}

/* One pragma: toks are its tokens after `pragma` (or inside _Pragma). */
static void handle_pragma(PP *pp, const Token *toks, int n, Loc end, FileFrame *f)
{
    if (n == 0) return;
    const Token *t0 = &toks[0];
    if (spelled(t0, "OPENCL")) {
        if (n >= 2 && spelled(&toks[1], "EXTENSION")) {
            pragma_opencl_extension(pp, toks + 2, n - 2, end);
        } else if (n >= 2 && spelled(&toks[1], "FP_CONTRACT")) {
            if (n < 3 || !(spelled(&toks[2], "ON") || spelled(&toks[2], "OFF") || spelled(&toks[2], "DEFAULT")))
                diag_warning(pp->d, W_UNKNOWN_PRAGMAS, n >= 3 ? toks[2].loc : end,
                             "expected 'ON' or 'OFF' or 'DEFAULT' in pragma");
        } else {
            diag_warning(pp->d, W_UNKNOWN_PRAGMAS, n >= 2 ? toks[1].loc : t0->loc, "unknown pragma ignored");
        }
        return;
    }
    if (spelled(t0, "once")) {
        SrcFile *sf = f ? sm_file(pp->sm, f->file) : NULL;
        if (sf && !sf->is_builtin && GROW(pp, pp->once, pp->once_cap, pp->nonce + 1))
            pp->once[pp->nonce++] = real_path(pp, sf->name);
        if (n > 1) diag_warning(pp->d, W_EXTRA_TOKENS, toks[1].loc, "extra tokens at end of #pragma directive");
        return;
    }
    if (spelled(t0, "STDC")) {
        static const char *const known[] = {"FP_CONTRACT", "FENV_ACCESS", "CX_LIMITED_RANGE"};
        for (size_t i = 0; n >= 2 && i < sizeof known / sizeof known[0]; i++)
            if (spelled(&toks[1], known[i])) return;
        diag_warning(pp->d, W_UNKNOWN_PRAGMAS, n >= 2 ? toks[1].loc : t0->loc, "unknown pragma in STDC namespace");
        return;
    }
    /* Loop hints only guide optimization; ignoring them is correct. */
    if (spelled(t0, "unroll") || spelled(t0, "nounroll")) return;
    diag_warning(pp->d, W_UNKNOWN_PRAGMAS, t0->loc, "unknown pragma ignored");
}

static void keep_pragma_text(PP *pp, const Token *toks, int n)
{
    /* `once` has done its work; the other pragmas are for the compiler
     * that reads the output. */
    if (!pp->keep_pragmas || (n >= 1 && spelled(&toks[0], "once"))) return;
    sb_puts(&pp->pragma_out, "#pragma");
    for (int i = 0; i < n; i++) {
        sb_putc(&pp->pragma_out, ' ');
        sb_append(&pp->pragma_out, toks[i].text, toks[i].len);
    }
    sb_putc(&pp->pragma_out, '\n');
}

static void do_pragma(PP *pp, FileFrame *f)
{
    Lexer *lx = &f->lx;
    TokVec v = vec_get(pp);
    Token t;
    for (;;) {
        lexer_next(lx, &t);
        if (t.kind == TOK_NEWLINE) break;
        vec_push(pp, &v, &t);
    }
    lx->in_directive = false;
    keep_pragma_text(pp, v.v, v.n);
    handle_pragma(pp, v.v, v.n, t.loc, f);
    vec_put(pp, v);
}

/* _Pragma("...") (6.10.9): destringized and run as a #pragma line. */
static void pragma_operator(PP *pp, const Token *op)
{
    Token lp, s, rp;
    ctx_lex(pp, &lp);
    if (lp.kind != TOK_LPAREN) {
        diag_error(pp->d, op->loc, "_Pragma takes a parenthesized string literal");
        if (lp.kind != TOK_EOF) push_back(pp, &lp);
        return;
    }
    ctx_lex(pp, &s);
    rp = s;
    if (s.kind == TOK_STRING_LIT && !(s.flags & TF_UNTERMINATED)) ctx_lex(pp, &rp);
    if (s.kind != TOK_STRING_LIT || (s.flags & TF_UNTERMINATED) || rp.kind != TOK_RPAREN) {
        diag_error(pp->d, op->loc, "_Pragma takes a parenthesized string literal");
        /* Drop the rest of the operator, up to its `)` on this line. */
        for (int depth = 0; rp.kind != TOK_EOF; ctx_lex(pp, &rp)) {
            if (rp.kind == TOK_NEWLINE) {
                push_back(pp, &rp);
                break;
            }
            if (rp.kind == TOK_LPAREN) depth++;
            if (rp.kind == TOK_RPAREN && depth-- == 0) break;
        }
        return;
    }
    char *text = arena_alloc(pp->a, s.len);
    uint32_t n = 0;
    if (pp->a->oom) return;
    for (uint32_t i = 1; i + 1 < s.len; i++) {
        if (s.text[i] == '\\' && i + 2 < s.len && (s.text[i + 1] == '"' || s.text[i + 1] == '\\')) i++;
        text[n++] = s.text[i];
    }
    text[n] = 0;
    Lexer lx;
    lexer_init_text(&lx, pp->sm, pp->d, pp->a, text, n);
    lx.skipping = true;
    TokVec v = vec_get(pp);
    for (;;) {
        Token t;
        lexer_next(&lx, &t);
        if (t.kind == TOK_EOF) break;
        t.loc = s.loc;
        vec_push(pp, &v, &t);
    }
    lexer_free(&lx);
    keep_pragma_text(pp, v.v, v.n);
    handle_pragma(pp, v.v, v.n, s.loc, cur_file(pp));
    vec_put(pp, v);
}

/* ------------------------------------------------------------------ */
/* Directive dispatch                                                 */

/* Runs the directive whose `#` (at the start of a line) was just read. */
static void do_directive(PP *pp, FileFrame *f)
{
    Lexer *lx = &f->lx;
    bool saved_peeking = pp->peeking;
    pp->peeking = false;
    lx->in_directive = true;
    Token name;
    lexer_next(lx, &name);
    if (name.kind == TOK_NEWLINE) {        /* the null directive */
        lx->in_directive = false;
    } else if (name.kind == TOK_INT_LIT) { /* GNU line marker: # 33 "file" */
        do_line(pp, f, &name, true);
    } else {
        enum DirKind k = directive_kind(&name);
        switch (k) {
        case D_DEFINE: do_define(pp, lx); break;
        case D_UNDEF: do_undef(pp, lx); break;
        case D_INCLUDE: do_include(pp, f); break;
        case D_IF:
        case D_IFDEF:
        case D_IFNDEF: do_if(pp, f, &name, k); break;
        case D_ELIF:
        case D_ELSE: do_else(pp, f, &name, k); break;
        case D_ENDIF: do_endif(pp, f, &name); break;
        case D_LINE: do_line(pp, f, &name, false); break;
        case D_ERROR: do_diagnostic(pp, f, &name, true); break;
        case D_WARNING: do_diagnostic(pp, f, &name, false); break;
        case D_PRAGMA: do_pragma(pp, f); break;
        case D_UNKNOWN:
            diag_error(pp->d, name.loc, "invalid preprocessing directive");
            skip_line(pp, lx);
            break;
        }
    }
    lx->in_directive = false;
    pp->peeking = saved_peeking;
}

/* ------------------------------------------------------------------ */
/* Predefined macros                                                  */

/* The predefined macros: the language version, the target's facts from
 * its row (byte order, pointer size, its own macros such as __NVPTX__),
 * the features and extensions the compilation has (features.def, so the
 * macros and sema's checks cannot disagree), then the limits and
 * constants of 6.12.  The GNU facts (__SIZEOF_POINTER__, __BYTE_ORDER__)
 * are the ones clang defines for OpenCL and kernels test. */
/* The math constants of 6.12.2.1 without their M_ and suffix: predefines()
 * spells each as M_<name>_F (float), M_<name> (double) and, with
 * cl_khr_fp16, M_<name>_H (half), from the same digits. */
static const struct {
    const char *name, *digits;
} math_constants[] = {
    {"E", "2.71828182845904523536028747135266250"},        {"LOG2E", "1.44269504088896340735992468100189214"},
    {"LOG10E", "0.434294481903251827651128918916605082"},  {"LN2", "0.693147180559945309417232121458176568"},
    {"LN10", "2.30258509299404568401799145468436421"},     {"PI", "3.14159265358979323846264338327950288"},
    {"PI_2", "1.57079632679489661923132169163975144"},     {"PI_4", "0.785398163397448309615660845819875721"},
    {"1_PI", "0.318309886183790671537767526745028724"},    {"2_PI", "0.636619772367581343075535053490057448"},
    {"2_SQRTPI", "1.12837916709551257389615890312154517"}, {"SQRT2", "1.41421356237309504880168872420969808"},
    {"SQRT1_2", "0.707106781186547524400844362104849039"},
};

static void predefines(PP *pp, StrBuf *b)
{
    const Options *o = pp->opts;
    const TargetInfo *t = o->target;
    bool half = lang_has(&o->lang, FEAT_FP16);
    sb_printf(b,
              "#define __OPENCL_VERSION__ 300\n"
              "#define __OPENCL_C_VERSION__ %d\n"
              "#define CL_VERSION_1_0 100\n"
              "#define CL_VERSION_1_1 110\n"
              "#define CL_VERSION_1_2 120\n"
              "#define CL_VERSION_2_0 200\n"
              "#define CL_VERSION_3_0 300\n"
              /* 1.1.1: "true expands to the integer constant 1 and false to 0" */
              "#define true 1\n"
              "#define false 0\n"
              "#define __STDC__ 1\n"
              "#define __STDC_VERSION__ 199901L\n"
              "#define __STDC_HOSTED__ 0\n"
              "#define __OCLC__ 1\n"
              "#define __kernel_exec(X, typen) __kernel __attribute__((work_group_size_hint(X, 1, 1))) "
              "__attribute__((vec_type_hint(typen)))\n"
              "#define kernel_exec(X, typen) __kernel __attribute__((work_group_size_hint(X, 1, 1))) "
              "__attribute__((vec_type_hint(typen)))\n",
              o->lang.cl_std);
    if (!t->big_endian) sb_puts(b, "#define __ENDIAN_LITTLE__ 1\n");
    sb_printf(b,
              "#define __ORDER_LITTLE_ENDIAN__ 1234\n"
              "#define __ORDER_BIG_ENDIAN__ 4321\n"
              "#define __BYTE_ORDER__ __ORDER_%s_ENDIAN__\n"
              "#define __%s_ENDIAN__ 1\n"
              "#define __SIZEOF_POINTER__ %d\n"
              "#define __SIZEOF_SIZE_T__ %d\n"
              "#define __SIZEOF_PTRDIFF_T__ %d\n",
              t->big_endian ? "BIG" : "LITTLE", t->big_endian ? "BIG" : "LITTLE", t->pointer_size, t->pointer_size,
              t->pointer_size);
    sb_puts(b, t->macros);
    lang_features_macros(&o->lang, b);
    if (lang_claims(&o->lang, FEAT_IMAGES)) sb_puts(b, "#define __IMAGE_SUPPORT__ 1\n");
    /* The sampler's bits (6.15.15.1) and the image formats get_image_channel_*
     * return (OpenCL's CL_* numbers, as clang's opencl-c-base.h has them). */
    if (lang_has(&o->lang, FEAT_IMAGES))
        sb_puts(b, "#define CLK_NORMALIZED_COORDS_FALSE 0\n"
                   "#define CLK_NORMALIZED_COORDS_TRUE 1\n"
                   "#define CLK_ADDRESS_NONE 0\n"
                   "#define CLK_ADDRESS_CLAMP_TO_EDGE 2\n"
                   "#define CLK_ADDRESS_CLAMP 4\n"
                   "#define CLK_ADDRESS_REPEAT 6\n"
                   "#define CLK_ADDRESS_MIRRORED_REPEAT 8\n"
                   "#define CLK_FILTER_NEAREST 0x10\n"
                   "#define CLK_FILTER_LINEAR 0x20\n"
                   "#define CLK_SNORM_INT8 0x10D0\n"
                   "#define CLK_SNORM_INT16 0x10D1\n"
                   "#define CLK_UNORM_INT8 0x10D2\n"
                   "#define CLK_UNORM_INT16 0x10D3\n"
                   "#define CLK_UNORM_SHORT_565 0x10D4\n"
                   "#define CLK_UNORM_SHORT_555 0x10D5\n"
                   "#define CLK_UNORM_INT_101010 0x10D6\n"
                   "#define CLK_SIGNED_INT8 0x10D7\n"
                   "#define CLK_SIGNED_INT16 0x10D8\n"
                   "#define CLK_SIGNED_INT32 0x10D9\n"
                   "#define CLK_UNSIGNED_INT8 0x10DA\n"
                   "#define CLK_UNSIGNED_INT16 0x10DB\n"
                   "#define CLK_UNSIGNED_INT32 0x10DC\n"
                   "#define CLK_HALF_FLOAT 0x10DD\n"
                   "#define CLK_FLOAT 0x10DE\n"
                   "#define CLK_R 0x10B0\n"
                   "#define CLK_A 0x10B1\n"
                   "#define CLK_RG 0x10B2\n"
                   "#define CLK_RA 0x10B3\n"
                   "#define CLK_RGB 0x10B4\n"
                   "#define CLK_RGBA 0x10B5\n"
                   "#define CLK_BGRA 0x10B6\n"
                   "#define CLK_ARGB 0x10B7\n"
                   "#define CLK_INTENSITY 0x10B8\n"
                   "#define CLK_LUMINANCE 0x10B9\n"
                   "#define CLK_Rx 0x10BA\n"
                   "#define CLK_RGx 0x10BB\n"
                   "#define CLK_RGBx 0x10BC\n"
                   "#define CLK_DEPTH 0x10BD\n"
                   "#define CLK_DEPTH_STENCIL 0x10BE\n"
                   "#define CLK_ABGR 0x10C3\n");
    /* The sRGB orders, OpenCL C 2.0's (clang's condition too). */
    if (lang_has(&o->lang, FEAT_IMAGES) && o->lang.cl_std >= 200)
        sb_puts(b, "#define CLK_sRGB 0x10BF\n"
                   "#define CLK_sRGBx 0x10C0\n"
                   "#define CLK_sRGBA 0x10C1\n"
                   "#define CLK_sBGRA 0x10C2\n");
    if (o->fast_relaxed_math) sb_puts(b, "#define __FAST_RELAXED_MATH__ 1\n");
    /* OpenCL C 2.0's memory scopes (work_group_barrier's second argument,
     * the atomics') and orders, with clang's values; constants here, as
     * the names memory_order and memory_scope are int (parser/type.c),
     * where clang's header makes them enums.  sema/builtins.c checks the
     * values an atomic function is given.  ATOMIC_VAR_INIT and
     * ATOMIC_FLAG_INIT are opencl-c-base.h's. */
    if (o->lang.cl_std >= 200)
        sb_puts(b, "#define memory_scope_work_item 0\n"
                   "#define memory_scope_work_group 1\n"
                   "#define memory_scope_device 2\n"
                   "#define memory_scope_all_svm_devices 3\n"
                   "#define memory_scope_all_devices 3\n"
                   "#define memory_order_relaxed 0\n"
                   "#define memory_order_acquire 2\n"
                   "#define memory_order_release 3\n"
                   "#define memory_order_acq_rel 4\n"
                   "#define memory_order_seq_cst 5\n"
                   "#define ATOMIC_VAR_INIT(x) (x)\n"
                   "#define ATOMIC_FLAG_INIT 0\n");
    if (o->lang.cl_std >= 200 && lang_has(&o->lang, FEAT_SUBGROUPS)) sb_puts(b, "#define memory_scope_sub_group 4\n");
    sb_puts(b,
            /* opencl-c-base.h's null pointer constant (6.3.2.3 of C99), and
             * C's offsetof (a program may define its own: yields_quietly). */
            "#define NULL ((void*)0)\n"
            "#define offsetof(type, member) __builtin_offsetof(type, member)\n"
            /* Memory fence flags for barrier(), work_group_barrier(),
             * mem_fence() and atomic_work_item_fence(); clang defines
             * CLK_IMAGE_MEM_FENCE whatever the version and features, and
             * so does oclc.  An image's pixels are plain memory on the CPU
             * (runtime/image.c), so every flag is the same fence. */
            "#define CLK_LOCAL_MEM_FENCE 0x01\n"
            "#define CLK_GLOBAL_MEM_FENCE 0x02\n"
            "#define CLK_IMAGE_MEM_FENCE 0x04\n"
            /* Integer limits (OpenCL C 6.12.3: char is signed, long is 64 bits). */
            "#define CHAR_BIT 8\n"
            "#define SCHAR_MAX 127\n"
            "#define SCHAR_MIN (-127-1)\n"
            "#define CHAR_MAX SCHAR_MAX\n"
            "#define CHAR_MIN SCHAR_MIN\n"
            "#define UCHAR_MAX 255\n"
            "#define SHRT_MAX 32767\n"
            "#define SHRT_MIN (-32767-1)\n"
            "#define USHRT_MAX 65535\n"
            "#define INT_MAX 2147483647\n"
            "#define INT_MIN (-2147483647-1)\n"
            "#define UINT_MAX 0xffffffffU\n"
            "#define LONG_MAX 0x7fffffffffffffffL\n"
            "#define LONG_MIN (-0x7fffffffffffffffL-1)\n"
            "#define ULONG_MAX 0xffffffffffffffffUL\n"
            /* Floating-point limits (6.12.2), with clang's values and types
             * (opencl-c-base.h), including the double ones where fp64 is
             * off, as clang: an unsuffixed literal is then a float, with
             * clang's warning, so `float x = M_PI;` compiles.  NAN has
             * clang's bits, a quiet NaN with every payload bit set (C's is
             * 0x7FC00000), so that a kernel storing NAN writes what the
             * same kernel built by clang writes. */
            "#define FLT_DIG 6\n"
            "#define FLT_MANT_DIG 24\n"
            "#define FLT_MAX_10_EXP +38\n"
            "#define FLT_MAX_EXP +128\n"
            "#define FLT_MIN_10_EXP -37\n"
            "#define FLT_MIN_EXP -125\n"
            "#define FLT_RADIX 2\n"
            "#define FLT_MAX 0x1.fffffep127f\n"
            "#define FLT_MIN 0x1.0p-126f\n"
            "#define FLT_EPSILON 0x1.0p-23f\n"
            "#define DBL_DIG 15\n"
            "#define DBL_MANT_DIG 53\n"
            "#define DBL_MAX_10_EXP +308\n"
            "#define DBL_MAX_EXP +1024\n"
            "#define DBL_MIN_10_EXP -307\n"
            "#define DBL_MIN_EXP -1021\n"
            "#define DBL_RADIX 2\n"
            "#define DBL_MAX 0x1.fffffffffffffp1023\n"
            "#define DBL_MIN 0x1.0p-1022\n"
            "#define DBL_EPSILON 0x1.0p-52\n"
            "#define MAXFLOAT 0x1.fffffep127f\n"
            "#define HUGE_VALF (as_float(0x7F800000))\n"
            "#define HUGE_VAL (as_double(0x7FF0000000000000UL))\n"
            "#define INFINITY (as_float(0x7F800000))\n"
            "#define NAN (as_float(0x7FFFFFFF))\n"
            "#define FP_ILOGB0 (-2147483647-1)\n"
            "#define FP_ILOGBNAN 2147483647\n");
    /* The math constants (6.12.2.1, and cl_khr_fp16's half ones), one
     * row each, spelled for every type that has them. */
    for (size_t i = 0; i < sizeof math_constants / sizeof *math_constants; i++) {
        const char *n = math_constants[i].name, *v = math_constants[i].digits;
        sb_printf(b, "#define M_%s_F %sf\n#define M_%s %s\n", n, v, n, v);
        if (half) sb_printf(b, "#define M_%s_H %sh\n", n, v);
    }
    /* The half limits (cl_khr_fp16), with the spec's values, where the
     * extension is: elsewhere the names are the program's. */
    if (half)
        sb_puts(b, "#define HALF_DIG 3\n"
                   "#define HALF_MANT_DIG 11\n"
                   "#define HALF_MAX_10_EXP +4\n"
                   "#define HALF_MAX_EXP +16\n"
                   "#define HALF_MIN_10_EXP -4\n"
                   "#define HALF_MIN_EXP -13\n"
                   "#define HALF_RADIX 2\n"
                   "#define HALF_MAX 0x1.ffcp15h\n"
                   "#define HALF_MIN 0x1.0p-14h\n"
                   "#define HALF_EPSILON 0x1.0p-10h\n");
}

/* -D and -U, in command-line order. */
static void command_line_macros(PP *pp, StrBuf *b)
{
    for (int i = 0; i < pp->opts->nmacros; i++) {
        const MacroDef *md = &pp->opts->macros[i];
        const char *s = md->text ? md->text : "";
        if (md->undef) {
            sb_printf(b, "#undef %s\n", s);
            continue;
        }
        const char *eq = strchr(s, '=');
        sb_puts(b, "#define ");
        if (!eq) {
            sb_puts(b, s);
            sb_puts(b, " 1\n");
            continue;
        }
        sb_append(b, s, (size_t)(eq - s));
        sb_putc(b, ' ');
        for (const char *p = eq + 1; *p; p++) sb_putc(b, *p == '\n' || *p == '\r' ? ' ' : *p);
        sb_putc(b, '\n');
    }
}

static void push_builtin_buffer(PP *pp, const char *name, StrBuf *b)
{
    uint32_t id = sm_add_buffer(pp->sm, name, sb_cstr(b), b->len, loc_none());
    sb_free(b);
    SrcFile *f = sm_file(pp->sm, id);
    if (!f) return;
    f->is_builtin = true;
    push_file(pp, id, true);
}

/* ------------------------------------------------------------------ */
/* The interface                                                      */

static void add_builtin(PP *pp, const char *name, uint8_t kind)
{
    Macro *m = ARENA_NEW(pp->a, Macro);
    m->name = ident_get(pp, name, (uint32_t)strlen(name));
    m->cname = name;
    m->builtin = kind;
    m->name->macro = m;
}

PP *pp_create(Compilation *c, uint32_t main_file)
{
    PP *pp = calloc(1, sizeof *pp);
    if (!pp) {
        c->arena.oom = true;
        return NULL;
    }
    pp->c = c;
    pp->sm = &c->sm;
    pp->d = &c->diag;
    pp->a = &c->arena;
    pp->opts = c->opts;
    const Limits *l = &c->opts->limits;
    pp->max_macro_depth = l->max_macro_depth > 0 ? l->max_macro_depth : 256;
    pp->max_macro_tokens = l->max_macro_tokens > 0 ? l->max_macro_tokens : (int64_t)1 << 20;
    pp->max_include_depth = l->max_include_depth > 0 ? l->max_include_depth : 200;
    pp->max_expr_depth = l->max_expr_depth > 0 ? l->max_expr_depth : 256;

    ids_grow(pp);
    if (!pp->ids) {
        free(pp);
        return NULL;
    }
    bool cl2 = c->opts->lang.cl_std >= 200;
    for (int i = 0; i < token_nkeywords; i++) {
        const KeywordSpelling *k = &token_keywords[i];
        /* `generic` and `pipe` are keywords from OpenCL C 2.0 on. */
        if (!cl2 && (!strcmp(k->spelling, "generic") || !strcmp(k->spelling, "pipe"))) continue;
        ident_get(pp, k->spelling, k->len)->keyword = k->kind;
    }
    ident_get(pp, "defined", 7)->special = SP_DEFINED;
    ident_get(pp, "__VA_ARGS__", 11)->special = SP_VA_ARGS;
    ident_get(pp, "_Pragma", 7)->special = SP_PRAGMA_OP;
    add_builtin(pp, "__FILE__", BI_FILE);
    add_builtin(pp, "__LINE__", BI_LINE);
    add_builtin(pp, "__DATE__", BI_DATE);
    add_builtin(pp, "__TIME__", BI_TIME);
    add_builtin(pp, "__COUNTER__", BI_COUNTER);

    time_t now = time(NULL);
    struct tm tmv;
    static const char months[][4] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                     "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    if (localtime_r(&now, &tmv)) {
        snprintf(pp->date, sizeof pp->date, "%s %2d %04d", months[tmv.tm_mon % 12], tmv.tm_mday, tmv.tm_year + 1900);
        snprintf(pp->time, sizeof pp->time, "%02d:%02d:%02d", tmv.tm_hour, tmv.tm_min, tmv.tm_sec);
    } else {
        strcpy(pp->date, "??? ?? ????");
        strcpy(pp->time, "??:??:??");
    }
    for (int i = 0; i < NEXTS; i++) {
        pp->ext_ok[i] = known_exts[i].core;
        for (int e = 0; e < EXT_COUNT && !pp->ext_ok[i]; e++)
            pp->ext_ok[i] =
                lang_has_ext(&c->opts->lang, (Extension)e) && !strcmp(extension_name((Extension)e), known_exts[i].name);
        pp->ext_on[i] = pp->ext_ok[i];
    }

    SrcFile *mf = sm_file(pp->sm, main_file);
    pp->eof = make_eof((Loc){main_file, mf ? mf->len : 0, 0, 0});
    pp->eof.flags = TF_BOL;

    /* The main file at the bottom, then the buffers read before it. */
    push_file(pp, main_file, false);
    if (c->opts->nmacros) {
        StrBuf b = {0};
        command_line_macros(pp, &b);
        push_builtin_buffer(pp, "<command line>", &b);
    }
    StrBuf b = {0};
    predefines(pp, &b);
    push_builtin_buffer(pp, "<built-in>", &b);
    return pp;
}

void pp_destroy(PP *pp)
{
    if (!pp) return;
    /* The files still open were not read to their end (a fatal error, or a
     * caller that stopped early): their conditionals are not "unterminated". */
    pp->nconds = 0;
    for (int i = 0; i < pp->nctx; i++)
        if (pp->ctx[i].kind == CTX_FILE) pp->ctx[i].file->cond_base = 0;
    while (pp->nctx) pop_ctx(pp);
    for (int i = 0; i < pp->nfree; i++) free(pp->free_vecs[i].v);
    free(pp->free_vecs);
    free(pp->ctx);
    free(pp->conds);
    free(pp->astk);
    free(pp->xstk);
    free(pp->ids);
    free(pp->once);
    free(pp->params);
    sb_free(&pp->pragma_out);
    free(pp);
}

static void report_stray(PP *pp, const Token *t)
{
    unsigned char ch = (unsigned char)t->text[0];
    if (ch >= 0x80)
        diag_error(pp->d, t->loc, "source file is not valid UTF-8");
    else if (ch > 0x20 && ch < 0x7F)
        diag_error(pp->d, t->loc, "stray '%c' in program", ch);
    else
        diag_error(pp->d, t->loc, "stray '\\x%02X' in program", ch);
}

void pp_next(PP *pp, Token *t)
{
    for (;;) {
        if (pp->stop || diag_should_stop(pp->d)) {
            *t = pp->eof;
            return;
        }
        Ident *id = expand_next(pp, t);
        if (t->kind == TOK_IDENT) {
            if (!id) id = ident_of(pp, t);
            t->kind = id->keyword;
            /* The parser keeps identifiers as names: one interned copy
             * each, not one per use (token.h). */
            if (t->kind == TOK_IDENT) {
                if (!id->cstr) id->cstr = ident_cstr(pp, id);
                t->text = id->cstr;
            }
            return;
        }
        if (t->kind == TOK_OTHER) {
            report_stray(pp, t);
            continue;
        }
        if (t->kind == TOK_EOF) *t = pp->eof;
        return;
    }
}

bool pp_extension_enabled(PP *pp, const char *name)
{
    for (int i = 0; i < NEXTS; i++)
        if (!strcmp(known_exts[i].name, name)) return pp->ext_ok[i] && pp->ext_on[i];
    return false;
}

/* -E: would `b` written right after `a` lex differently? */
static bool needs_space(const Token *a, const Token *b)
{
    if (!a->len || !b->len) return false;
    char x = a->text[a->len - 1], y = b->text[0];
    bool a_word = a->kind == TOK_IDENT || a->kind == TOK_INT_LIT || a->kind == TOK_FLOAT_LIT ||
                  a->kind == TOK_PP_NUMBER || (a->kind >= TOK_KW_AUTO && a->kind < TOK_COUNT);
    bool b_word = b->kind == TOK_IDENT || b->kind == TOK_INT_LIT || b->kind == TOK_FLOAT_LIT ||
                  b->kind == TOK_PP_NUMBER || (b->kind >= TOK_KW_AUTO && b->kind < TOK_COUNT);
    if (a_word && b_word) return true;
    bool a_num = a->kind == TOK_INT_LIT || a->kind == TOK_FLOAT_LIT;
    if (a_num && (y == '.' || ((y == '+' || y == '-') && strchr("eEpP", x)))) return true;
    if (x == '.' && (b->kind == TOK_INT_LIT || b->kind == TOK_FLOAT_LIT)) return true;
    if (a->kind == TOK_IDENT && (b->kind == TOK_STRING_LIT || b->kind == TOK_CHAR_LIT)) return true;
    static const char *const pairs[] = {"++", "+=", "--", "-=", "->", "<<", "<=", ">>", ">=", "==", "!=", "&&",
                                        "&=", "||", "|=", "*=", "/=", "//", "/*", "%=", "^=", "##", ".."};
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        if (pairs[i][0] == x && pairs[i][1] == y) return true;
    return false;
}

void pp_write_preprocessed(PP *pp, StrBuf *out)
{
    pp->keep_pragmas = true;
    Token t, prev = {0};
    bool line_empty = true, any = false;
    for (;;) {
        if (pp->stop || diag_should_stop(pp->d)) break;
        expand_next(pp, &t);
        if (pp->pragma_out.len) {
            if (!line_empty) sb_putc(out, '\n');
            sb_append(out, pp->pragma_out.data, pp->pragma_out.len);
            pp->pragma_out.len = 0;
            line_empty = true;
        }
        if (t.kind == TOK_EOF) break;
        if (!line_empty && any && (t.flags & TF_BOL)) {
            sb_putc(out, '\n');
            line_empty = true;
        } else if (!line_empty && ((t.flags & TF_SPACE) || needs_space(&prev, &t))) {
            sb_putc(out, ' ');
        }
        sb_append(out, t.text, t.len);
        line_empty = false;
        any = true;
        prev = t;
    }
    if (!line_empty) sb_putc(out, '\n');
}
