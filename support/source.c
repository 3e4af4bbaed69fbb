/*
 * source.c - see source.h.  The line table is built on first use of a file
 * in a diagnostic, so a compilation without diagnostics never builds one.
 */
#include "support/source.h"

#include <stdlib.h>
#include <string.h>

void sm_init(SourceMgr *sm, Arena *arena)
{
    memset(sm, 0, sizeof *sm);
    sm->arena = arena;
}

void sm_free(SourceMgr *sm)
{
    for (uint32_t i = 0; i < sm->nfiles; i++) {
        free(sm->files[i]->line_starts);
        free(sm->files[i]->lines);
    }
    free(sm->files);
    free(sm->expansions);
    memset(sm, 0, sizeof *sm);
}

uint32_t sm_add_buffer(SourceMgr *sm, const char *name, const char *text, size_t len, Loc included_from)
{
    if (sm->nfiles == sm->files_cap) {
        uint32_t ncap = sm->files_cap ? sm->files_cap * 2 : 8;
        SrcFile **nf = realloc(sm->files, sizeof(SrcFile *) * ncap);
        if (!nf) {
            sm->arena->oom = true;
            return 0;
        }
        sm->files = nf;
        sm->files_cap = ncap;
    }
    SrcFile *f = ARENA_NEW(sm->arena, SrcFile);
    f->name = arena_strdup(sm->arena, name);
    if (len > UINT32_MAX - 1) len = UINT32_MAX - 1; /* the driver rejects larger inputs first */
    char *t = arena_alloc(sm->arena, len + 1);
    if (t) {
        memcpy(t, text, len);
        t[len] = 0;
    } else {
        t = (char *)"";
        len = 0;
    }
    f->text = t;
    f->len = (uint32_t)len;
    f->included_from = included_from;
    sm->files[sm->nfiles++] = f;
    return sm->nfiles;
}

SrcFile *sm_file(const SourceMgr *sm, uint32_t id)
{
    if (id == 0 || id > sm->nfiles) return NULL;
    return sm->files[id - 1];
}

uint32_t sm_add_expansion(SourceMgr *sm, Loc use, Loc def, const char *macro)
{
    if (sm->nexp == sm->exp_cap) {
        uint32_t ncap = sm->exp_cap ? sm->exp_cap * 2 : 64;
        Expansion *ne = realloc(sm->expansions, sizeof(Expansion) * ncap);
        if (!ne) {
            sm->arena->oom = true;
            return 0;
        }
        sm->expansions = ne;
        sm->exp_cap = ncap;
    }
    Expansion *e = &sm->expansions[sm->nexp++];
    e->use = use;
    e->def = def;
    e->macro = macro;
    return sm->nexp;
}

const Expansion *sm_expansion(const SourceMgr *sm, uint32_t exp)
{
    if (exp == 0 || exp > sm->nexp) return NULL;
    return &sm->expansions[exp - 1];
}

Loc sm_use_loc(const SourceMgr *sm, Loc l)
{
    /* Expansion records only point to earlier records, so this terminates. */
    while (l.exp) {
        const Expansion *e = sm_expansion(sm, l.exp);
        if (!e) break;
        l = e->use;
    }
    return l;
}

static void build_lines(SrcFile *f)
{
    if (f->line_starts) return;
    uint32_t cap = 64, n = 0;
    uint32_t *ls = malloc(sizeof(uint32_t) * cap);
    if (!ls) return;
    ls[n++] = 0;
    for (uint32_t i = 0; i < f->len; i++) {
        char c = f->text[i];
        /* "\r\n", "\n" and a lone "\r" each end a line. */
        if (c == '\n' || (c == '\r' && (i + 1 >= f->len || f->text[i + 1] != '\n'))) {
            if (n == cap) {
                cap *= 2;
                uint32_t *nl = realloc(ls, sizeof(uint32_t) * cap);
                if (!nl) break;
                ls = nl;
            }
            ls[n++] = i + 1;
        }
    }
    f->line_starts = ls;
    f->nlines = n;
}

/* Index of the physical line (0-based) that contains off. */
static uint32_t line_index(SrcFile *f, uint32_t off)
{
    build_lines(f);
    if (!f->line_starts) return 0;
    uint32_t lo = 0, hi = f->nlines;
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (f->line_starts[mid] <= off)
            lo = mid;
        else
            hi = mid;
    }
    return lo;
}

PresumedLoc sm_presumed(SourceMgr *sm, uint32_t file, uint32_t off)
{
    PresumedLoc p = {0};
    SrcFile *f = sm_file(sm, file);
    if (!f) return p;
    if (off > f->len) off = f->len;
    uint32_t li = line_index(f, off);
    uint32_t start = f->line_starts ? f->line_starts[li] : 0;
    p.name = f->name;
    p.line = li + 1;
    /* Columns count bytes, as clang's do. */
    p.col = off - start + 1;
    p.valid = true;
    /* Apply the last #line at or before this offset. */
    for (int i = f->nline_dirs - 1; i >= 0; i--) {
        LineDirective *d = &f->lines[i];
        if (d->off <= off) {
            uint32_t dline = line_index(f, d->off);
            p.line = d->line + (li - dline);
            for (int j = i; j >= 0; j--)
                if (f->lines[j].name) {
                    p.name = f->lines[j].name;
                    break;
                }
            break;
        }
    }
    return p;
}

void sm_line_text(SourceMgr *sm, uint32_t file, uint32_t off, const char **start, uint32_t *len)
{
    SrcFile *f = sm_file(sm, file);
    if (!f) {
        *start = "";
        *len = 0;
        return;
    }
    if (off > f->len) off = f->len;
    uint32_t li = line_index(f, off);
    uint32_t s = f->line_starts ? f->line_starts[li] : 0;
    uint32_t e = s;
    while (e < f->len && f->text[e] != '\n' && f->text[e] != '\r') e++;
    *start = f->text + s;
    *len = e - s;
}

void sm_add_line_directive(SourceMgr *sm, uint32_t file, uint32_t off, uint32_t line, const char *name)
{
    SrcFile *f = sm_file(sm, file);
    if (!f) return;
    if (f->nline_dirs == f->line_dirs_cap) {
        int ncap = f->line_dirs_cap ? f->line_dirs_cap * 2 : 4;
        LineDirective *nl = realloc(f->lines, sizeof(LineDirective) * (size_t)ncap);
        if (!nl) return;
        f->lines = nl;
        f->line_dirs_cap = ncap;
    }
    LineDirective *d = &f->lines[f->nline_dirs++];
    d->off = off;
    d->line = line;
    d->name = name ? arena_strdup(sm->arena, name) : NULL;
}

/* loc_span's general case (source.h): either end may be inside a macro
 * expansion. */
Loc loc_span_expanded(const SourceMgr *sm, Loc a, Loc b)
{
    Loc ua = sm_use_loc(sm, a), ub = sm_use_loc(sm, b);
    if (a.exp && a.exp == b.exp && a.file == b.file && b.off >= a.off) {
        /* Both ends inside the same expansion: span the spelling. */
        Loc r = a;
        r.len = b.off + b.len - a.off;
        return r;
    }
    if (ua.file != ub.file || ub.off + ub.len < ua.off) return a;
    Loc r = ua;
    uint32_t end = ub.off + ub.len;
    if (end < ua.off + ua.len) end = ua.off + ua.len;
    r.len = end - ua.off;
    r.exp = 0;
    return r;
}
