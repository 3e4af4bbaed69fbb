/*
 * diag.c - the diagnostic engine: collection, warning state, the error limit.
 *
 * A phase reports a diagnostic and gets a handle back; ranges, fix-its and
 * notes are attached to the handle afterwards, so a report is one statement
 * followed by optional decorations.  Nothing is printed here: the engine
 * only decides *whether* a diagnostic exists and at what level, and keeps
 * it for the renderers (diag_render.c) or for -verify (diag_verify.c).
 *
 * Every decision about flags is made at report time and frozen into the
 * Diagnostic: a warning that is disabled is never created (the caller gets
 * NULL and every diag_add_* accepts NULL), and a warning promoted by
 * -Werror is stored as an error that remembers its warning row, so the
 * renderer can print `[-Werror,-Wflag]` as clang does.  The engine mirrors
 * clang's rules:
 *
 *   - flags apply in command-line order, the last one wins;
 *   - -Werror=<name> enables <name> and makes it an error even under -w;
 *     -Wno-error=<name> keeps <name> a warning under -Werror;
 *   - after `error_limit` errors the next one is replaced by
 *     "fatal error: too many errors emitted, stopping now [-ferror-limit=]"
 *     and everything after it is dropped (`stop`); a fatal error stops
 *     the same way.  The fatal counts as an error, so -ferror-limit=N
 *     ends with "N+1 errors generated.", exactly like clang.
 *
 * A diagnostic whose location comes out of a macro expansion gets the
 * "expanded from macro 'X'" notes here, when it is reported, rather than
 * in the renderer: then the text and JSON outputs see the same notes, and
 * -verify can skip them by their `is_note_of_macro` mark (clang's -verify
 * never sees them either).
 */
#include "support/diag.h"

#include <stdlib.h>
#include <string.h>

static const struct {
    const char *name;
    WarningDefault def;
} warning_rows[W_COUNT] = {
#define WARNING(id, flag, def, desc) [W_##id] = {flag, def},
#include "support/warnings.def"
#undef WARNING
};

/* The row each subgroup belongs to (W_NONE for the others); see
 * WARNING_PARENT in warnings.def. */
static WarningId warning_parent(WarningId w)
{
    switch (w) {
#define WARNING(id, flag, def, desc)
#define WARNING_PARENT(id, parent) \
    case W_##id: return W_##parent;
#include "support/warnings.def"
#undef WARNING_PARENT
#undef WARNING
    default: return W_NONE;
    }
}

/* as_error[] states: follow -Werror, or a per-flag decision that wins. */
enum { AE_DEFAULT = 0, AE_ERROR = 1, AE_NEVER = 2 };

void diag_init(DiagEngine *d, Arena *arena, SourceMgr *sm)
{
    memset(d, 0, sizeof *d);
    d->arena = arena;
    d->sm = sm;
    /* clang's driver passes -ferror-limit 19: at most 19 errors, then the
     * fatal, and "20 errors generated." */
    d->error_limit = 19;
    d->macro_backtrace_limit = 6;
    for (int w = 0; w < W_COUNT; w++) d->ws.enabled[w] = warning_rows[w].def == W_ON;
}

void diag_free(DiagEngine *d)
{
    free(d->list);
    d->list = NULL;
    d->n = d->cap = 0;
}

/* ------------------------------------------------------------------ */
/* Warning flags                                                      */

const char *diag_warning_name(WarningId w)
{
    if (w < 0 || w >= W_COUNT) return NULL;
    return warning_rows[w].name;
}

WarningId diag_warning_lookup(const char *name)
{
    for (int w = 0; w < W_COUNT; w++)
        if (strcmp(warning_rows[w].name, name) == 0) return (WarningId)w;
    return W_NONE;
}

bool diag_warning_enabled(const DiagEngine *d, WarningId w)
{
    if (w < 0 || w >= W_COUNT || !d->ws.enabled[w]) return false;
    return !d->suppress_warnings || d->ws.as_error[w] == AE_ERROR;
}

/* The groups a -W flag may name besides the rows: -Wall, -Wextra and
 * -Weverything. */
static bool group_member(const char *group, WarningId w)
{
    WarningDefault def = warning_rows[w].def;
    if (strcmp(group, "everything") == 0) return true;
    if (strcmp(group, "all") == 0) return def == W_ALL;
    if (strcmp(group, "extra") == 0) return def == W_EXTRA;
    return false;
}

static bool is_group(const char *name)
{
    return strcmp(name, "all") == 0 || strcmp(name, "extra") == 0 || strcmp(name, "everything") == 0;
}

/* Whether row w is `top` or one of its subgroups, at any depth. */
static bool within(WarningId w, WarningId top)
{
    for (; w != W_NONE; w = warning_parent(w))
        if (w == top) return true;
    return false;
}

/* Applies `fn` to the row or group called `name` (a row with its
 * subgroups); false if it names neither. */
static bool for_each_named(DiagEngine *d, const char *name, void (*fn)(DiagEngine *, WarningId))
{
    if (is_group(name)) {
        for (int w = 0; w < W_COUNT; w++)
            if (group_member(name, (WarningId)w)) fn(d, (WarningId)w);
        return true;
    }
    WarningId top = diag_warning_lookup(name);
    if (top == W_NONE) return false;
    for (int w = 0; w < W_COUNT; w++)
        if (within((WarningId)w, top)) fn(d, (WarningId)w);
    return true;
}

static void ws_enable(DiagEngine *d, WarningId w) { d->ws.enabled[w] = 1; }
static void ws_disable(DiagEngine *d, WarningId w) { d->ws.enabled[w] = 0; }
static void ws_make_error(DiagEngine *d, WarningId w)
{
    d->ws.enabled[w] = 1;
    d->ws.as_error[w] = AE_ERROR;
}
static void ws_never_error(DiagEngine *d, WarningId w) { d->ws.as_error[w] = AE_NEVER; }

bool diag_set_warning_flag(DiagEngine *d, const char *flag)
{
    if (flag[0] == 0) return for_each_named(d, "extra", ws_enable); /* plain -W, as in GCC and clang */
    if (strcmp(flag, "error") == 0) {
        d->warnings_as_errors = true;
        return true;
    }
    if (strcmp(flag, "no-error") == 0) {
        d->warnings_as_errors = false;
        return true;
    }
    if (strncmp(flag, "error=", 6) == 0) return for_each_named(d, flag + 6, ws_make_error);
    if (strncmp(flag, "no-error=", 9) == 0) return for_each_named(d, flag + 9, ws_never_error);
    if (strncmp(flag, "no-", 3) == 0) return for_each_named(d, flag + 3, ws_disable);
    return for_each_named(d, flag, ws_enable);
}

int diag_edit_distance(const char *a, const char *b, int max)
{
    size_t n = strlen(a), m = strlen(b);
    if ((n > m ? n - m : m - n) > (size_t)max) return max + 1;
    /* Three rows of the dynamic-programming table: the transposition
     * case looks two rows back. */
    int *buf = malloc(sizeof(int) * 3 * (m + 1));
    if (!buf) return max + 1;
    int *pp = buf, *prev = buf + (m + 1), *cur = buf + 2 * (m + 1);
    for (size_t j = 0; j <= m; j++) prev[j] = (int)j;
    for (size_t i = 1; i <= n; i++) {
        cur[0] = (int)i;
        int row_min = cur[0];
        for (size_t j = 1; j <= m; j++) {
            int cost = a[i - 1] != b[j - 1];
            int v = prev[j] + 1;
            if (cur[j - 1] + 1 < v) v = cur[j - 1] + 1;
            if (prev[j - 1] + cost < v) v = prev[j - 1] + cost;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && pp[j - 2] + 1 < v) v = pp[j - 2] + 1;
            cur[j] = v;
            if (v < row_min) row_min = v;
        }
        if (row_min > max) {
            free(buf);
            return max + 1;
        }
        int *t = pp;
        pp = prev;
        prev = cur;
        cur = t;
    }
    int r = prev[m];
    free(buf);
    return r > max ? max + 1 : r;
}

/* One edit for short names, two for longer ones (a transposition is one
 * edit): "-Wal" finds -Wall, "-fsyntax-onyl" finds -fsyntax-only, and
 * "-Wfoo" finds nothing rather than something arbitrary. */
int diag_suggest_max_distance(const char *typed) { return strlen(typed) <= 4 ? 1 : 2; }

const char *diag_warning_suggest(Arena *a, const char *flag)
{
    /* Keep the prefix the user wrote ("no-", "error=") and match the name. */
    static const char *const prefixes[] = {"no-error=", "error=", "no-", ""};
    const char *prefix = "", *name = flag;
    for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++) {
        size_t pl = strlen(prefixes[i]);
        if (strncmp(flag, prefixes[i], pl) == 0) {
            prefix = prefixes[i];
            name = flag + pl;
            break;
        }
    }
    /* Candidates: the rows, the groups, and -Werror itself where it fits. */
    static const char *const groups[] = {"all", "extra", "everything", "error"};
    int ngroups = strncmp(prefix, "error=", 6) == 0 || strncmp(prefix, "no-error=", 9) == 0 ? 3 : 4;
    int max = diag_suggest_max_distance(name), best_d = max + 1;
    const char *best = NULL;
    for (int i = 0; i < W_COUNT + ngroups; i++) {
        const char *cand = i < W_COUNT ? warning_rows[i].name : groups[i - W_COUNT];
        int dist = diag_edit_distance(name, cand, max);
        if (dist < best_d) {
            best_d = dist;
            best = cand;
        }
    }
    return best ? arena_printf(a, "%s%s", prefix, best) : NULL;
}

/* ------------------------------------------------------------------ */
/* Reporting                                                          */

static void list_push(DiagEngine *d, Diagnostic *dg)
{
    if (d->n == d->cap) {
        int ncap = d->cap ? d->cap * 2 : 16;
        Diagnostic **nl = realloc(d->list, sizeof(Diagnostic *) * (size_t)ncap);
        if (!nl) {
            d->arena->oom = true;
            return;
        }
        d->list = nl;
        d->cap = ncap;
    }
    d->list[d->n++] = dg;
}

static Diagnostic *make(DiagEngine *d, DiagLevel level, WarningId w, Loc loc, const char *fmt, va_list ap)
{
    Diagnostic *dg = ARENA_NEW(d->arena, Diagnostic);
    dg->arena = d->arena;
    dg->level = level;
    dg->warning = w;
    dg->loc = loc;
    dg->msg = arena_vprintf(d->arena, fmt, ap);
    return dg;
}

static void notes_push(DiagEngine *d, Diagnostic *parent, Diagnostic *note)
{
    if (parent->nnotes == parent->notes_cap) {
        int ncap = parent->notes_cap ? parent->notes_cap * 2 : 4;
        parent->notes = arena_realloc(d->arena, parent->notes, sizeof(Diagnostic *) * (size_t)parent->notes_cap,
                                      sizeof(Diagnostic *) * (size_t)ncap);
        parent->notes_cap = ncap;
    }
    parent->notes[parent->nnotes++] = note;
}

static Diagnostic *macro_note(DiagEngine *d, Diagnostic *owner, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static Diagnostic *macro_note(DiagEngine *d, Diagnostic *owner, Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diagnostic *n = make(d, DIAG_NOTE, W_NONE, loc, fmt, ap);
    va_end(ap);
    n->is_note_of_macro = true;
    notes_push(d, owner, n);
    return n;
}

/*
 * The macro backtrace of `loc`, appended to owner's notes: one
 * "expanded from macro 'X'" note per expansion, outermost first, each at
 * the spelling (inside X's #define) of the token that the next level came
 * from.  Long chains keep the outermost and innermost frames, as clang's
 * -fmacro-backtrace-limit does.
 */
static void add_macro_backtrace(DiagEngine *d, Diagnostic *owner, Loc loc)
{
    int depth = 0;
    for (Loc l = loc; l.exp; depth++) {
        const Expansion *e = sm_expansion(d->sm, l.exp);
        if (!e) break;
        l = e->use;
    }
    if (depth == 0) return;
    Loc *chain = malloc(sizeof(Loc) * (size_t)depth);
    if (!chain) {
        d->arena->oom = true;
        return;
    }
    Loc l = loc;
    for (int i = 0; i < depth; i++) {
        chain[i] = l;
        l = sm_expansion(d->sm, l.exp)->use;
    }
    int limit = d->macro_backtrace_limit;
    int skip_start = depth, skip_end = depth;
    if (limit > 0 && depth > limit) {
        skip_start = limit / 2 + limit % 2;
        skip_end = depth - limit / 2;
    }
    for (int j = 0; j < depth; j++) {
        if (j == skip_start)
            macro_note(d, owner, loc_none(),
                       "(skipping %d expansions in backtrace; use -fmacro-backtrace-limit=0 to see all)",
                       skip_end - skip_start);
        if (j >= skip_start && j < skip_end) continue;
        Loc c = chain[depth - 1 - j];
        const Expansion *e = sm_expansion(d->sm, c.exp);
        Loc spelling = c;
        spelling.exp = 0;
        macro_note(d, owner, spelling, "expanded from macro '%s'", e->macro);
    }
    free(chain);
}

/* The error limit: returns false (and reports the fatal once) when one
 * more error would exceed it. */
static bool error_allowed(DiagEngine *d)
{
    if (d->error_limit <= 0 || d->nerrors < d->error_limit) return true;
    Diagnostic *f = ARENA_NEW(d->arena, Diagnostic);
    f->level = DIAG_FATAL;
    f->warning = W_NONE;
    f->msg = "too many errors emitted, stopping now";
    f->option = "-ferror-limit=";
    list_push(d, f);
    d->nerrors++;
    d->stop = true;
    return false;
}

static Diagnostic *report(DiagEngine *d, DiagLevel level, WarningId w, Loc loc, const char *fmt, va_list ap)
{
    if (d->stop) return NULL;
    if (level >= DIAG_ERROR && level != DIAG_FATAL && !error_allowed(d)) return NULL;
    Diagnostic *dg = make(d, level, w, loc, fmt, ap);
    list_push(d, dg);
    if (level >= DIAG_ERROR)
        d->nerrors++;
    else if (level == DIAG_WARNING)
        d->nwarnings++;
    if (level == DIAG_FATAL) d->stop = true;
    add_macro_backtrace(d, dg, loc);
    return dg;
}

Diagnostic *diag_error(DiagEngine *d, Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diagnostic *dg = report(d, DIAG_ERROR, W_NONE, loc, fmt, ap);
    va_end(ap);
    return dg;
}

static bool promoted(const DiagEngine *d, WarningId w)
{
    unsigned char ae = d->ws.as_error[w];
    return ae == AE_ERROR || (ae == AE_DEFAULT && d->warnings_as_errors);
}

Diagnostic *diag_warning(DiagEngine *d, WarningId w, Loc loc, const char *fmt, ...)
{
    if (!diag_warning_enabled(d, w)) return NULL;
    va_list ap;
    va_start(ap, fmt);
    Diagnostic *dg = report(d, promoted(d, w) ? DIAG_ERROR : DIAG_WARNING, w, loc, fmt, ap);
    va_end(ap);
    return dg;
}

Diagnostic *diag_remark(DiagEngine *d, Loc loc, const char *fmt, ...)
{
    if (d->suppress_warnings) return NULL;
    va_list ap;
    va_start(ap, fmt);
    Diagnostic *dg = report(d, DIAG_NOTE, W_NONE, loc, fmt, ap);
    va_end(ap);
    return dg;
}

Diagnostic *diag_fatal(DiagEngine *d, Loc loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diagnostic *dg = report(d, DIAG_FATAL, W_NONE, loc, fmt, ap);
    va_end(ap);
    return dg;
}

Diagnostic *diag_note(Diagnostic *parent, DiagEngine *d, Loc loc, const char *fmt, ...)
{
    if (!parent) return NULL;
    va_list ap;
    va_start(ap, fmt);
    Diagnostic *n = make(d, DIAG_NOTE, W_NONE, loc, fmt, ap);
    va_end(ap);
    notes_push(d, parent, n);
    add_macro_backtrace(d, parent, loc);
    return n;
}

void diag_unknown_warning_option(DiagEngine *d, const char *flag)
{
    if (!diag_warning_enabled(d, W_UNKNOWN_WARNING_OPTION)) return;
    const char *near = diag_warning_suggest(d->arena, flag);
    if (near)
        diag_warning(d, W_UNKNOWN_WARNING_OPTION, loc_none(), "unknown warning option '-W%s'; did you mean '-W%s'?",
                     flag, near);
    else
        diag_warning(d, W_UNKNOWN_WARNING_OPTION, loc_none(), "unknown warning option '-W%s'", flag);
}

void diag_add_range(Diagnostic *dg, Loc range)
{
    if (!dg || !loc_valid(range)) return;
    if (dg->nranges < (int)(sizeof dg->ranges / sizeof dg->ranges[0])) dg->ranges[dg->nranges++] = range;
}

void diag_add_fixit(Diagnostic *dg, Loc range, const char *text)
{
    if (!dg || !loc_valid(range)) return;
    if (dg->nfixits < (int)(sizeof dg->fixits / sizeof dg->fixits[0])) {
        dg->fixits[dg->nfixits].range = range;
        /* Copied: callers often build the replacement in a stack buffer. */
        dg->fixits[dg->nfixits].text = text && dg->arena ? arena_strdup(dg->arena, text) : text ? text : "";
        dg->nfixits++;
    }
}

/* ---- source order -------------------------------------------------------
 * The parser reports syntax errors while sema runs after it, so the list is
 * in phase order.  Users read diagnostics top to bottom, as clang's single
 * pass prints them: sort by where the code is, a diagnostic in an included
 * file standing at its #include.  The sort is stable, and the error-limit
 * fatal (which has no location) stays last. */
typedef struct SortKey {
    uint32_t top_off;
    uint32_t file;
    uint32_t off;
    int index;
} SortKey;

static SortKey sort_key(const DiagEngine *d, const Diagnostic *dg, int index)
{
    SortKey k = {UINT32_MAX, UINT32_MAX, UINT32_MAX, index};
    Loc l = sm_use_loc(d->sm, dg->loc);
    if (!l.file) return k;
    k.file = l.file;
    k.off = l.off;
    Loc top = l;
    for (int guard = 0; guard < 4096; guard++) {
        SrcFile *f = sm_file(d->sm, top.file);
        if (!f || !f->included_from.file) break;
        top = sm_use_loc(d->sm, f->included_from);
    }
    k.top_off = top.off;
    if (top.file != l.file) k.file = 0; /* an included file sorts at its #include */
    return k;
}

static int key_cmp(const SortKey *a, const SortKey *b)
{
    if (a->top_off != b->top_off) return a->top_off < b->top_off ? -1 : 1;
    if (a->file != b->file) return a->file < b->file ? -1 : 1;
    if (a->off != b->off) return a->off < b->off ? -1 : 1;
    return a->index - b->index;
}

void diag_sort(DiagEngine *d)
{
    if (d->n < 2) return;
    SortKey *keys = malloc(sizeof(SortKey) * (size_t)d->n);
    Diagnostic **tmp = malloc(sizeof(Diagnostic *) * (size_t)d->n);
    if (!keys || !tmp) {
        free(keys);
        free(tmp);
        return;
    }
    for (int i = 0; i < d->n; i++) keys[i] = sort_key(d, d->list[i], i);
    /* Insertion into sorted runs would be quadratic for 20k diagnostics:
     * a simple bottom-up merge sort on indices instead. */
    int *idx = malloc(sizeof(int) * (size_t)d->n), *buf = malloc(sizeof(int) * (size_t)d->n);
    if (!idx || !buf) {
        free(keys);
        free(tmp);
        free(idx);
        free(buf);
        return;
    }
    for (int i = 0; i < d->n; i++) idx[i] = i;
    for (int w = 1; w < d->n; w *= 2) {
        for (int lo = 0; lo < d->n; lo += 2 * w) {
            int mid = lo + w < d->n ? lo + w : d->n, hi = lo + 2 * w < d->n ? lo + 2 * w : d->n;
            int i = lo, j = mid, o = lo;
            while (i < mid && j < hi) buf[o++] = key_cmp(&keys[idx[j]], &keys[idx[i]]) < 0 ? idx[j++] : idx[i++];
            while (i < mid) buf[o++] = idx[i++];
            while (j < hi) buf[o++] = idx[j++];
        }
        int *t = idx;
        idx = buf;
        buf = t;
    }
    for (int i = 0; i < d->n; i++) tmp[i] = d->list[idx[i]];
    memcpy(d->list, tmp, sizeof(Diagnostic *) * (size_t)d->n);
    free(keys);
    free(tmp);
    free(idx);
    free(buf);
}
