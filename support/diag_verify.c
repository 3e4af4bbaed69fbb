/*
 * diag_verify.c - clang's -verify: the diagnostics a test expects are
 * written next to the code that causes them,
 *
 *   x = y;   // expected-error {{use of undeclared identifier 'y'}}
 *
 * and the compiler checks both ways: every expectation must be met and
 * every diagnostic must be expected.  A test is then one self-describing
 * file, and a message that changes shows up as a precise failure.
 *
 * Directives live in comments (// and / * * /) of every non-builtin file:
 *
 *   expected-{error,warning,note,remark}[-re][@LOC] [COUNT] {{TEXT}}...
 *   expected-no-diagnostics
 *
 * LOC is +N / -N (relative to the directive's line), N (absolute), * (any
 * line) or FILE:N / FILE:* ; COUNT is N, N+ or N-M (default 1); TEXT is a
 * substring of the message, or for -re a pattern whose {{...}} parts are
 * POSIX extended regular expressions and whose other parts are literal.
 * Several directives may share a comment.  The braces may be doubled or
 * more ({{{ ... }}}) and nest, so -re patterns can contain {{.*}}.
 *
 * Matching follows clang's VerifyDiagnosticConsumer: diagnostics are
 * compared by kind, file and line (the outermost macro use, as printed),
 * notes count as separate diagnostics at their own locations, and the
 * "expanded from macro" notes that the renderer would add are not
 * diagnostics at all.  Malformed directives become errors of their own
 * ("cannot find start ('{{') of expected string") and are then reported
 * as unexpected, exactly like clang, so a typo in a test never passes.
 *
 * The comment scanner is a small state machine over the raw text rather
 * than the lexer: it needs only to skip string and character literals and
 * to follow line continuations, and it must also see comments in blocks
 * that the preprocessor skips.
 */
#include "support/diag.h"

#include <regex.h>
#include <stdlib.h>
#include <string.h>

enum Kind { K_ERROR, K_WARNING, K_REMARK, K_NOTE, K_COUNT };
static const char *const kind_names[K_COUNT] = {"error", "warning", "remark", "note"};

/* One expectation parsed from a directive. */
typedef struct Expected {
    enum Kind kind;
    uint32_t file;               /* file the diagnostic must be in */
    uint32_t line;               /* physical line in it (1-based) */
    bool any_line;               /* @* */
    int min, max;                /* occurrences; max < 0 = unbounded */
    const char *text;            /* substring, or the pattern as written for -re */
    bool is_regex;
    regex_t re;                  /* compiled when is_regex */
    uint32_t dir_file, dir_line; /* where the directive is written */
    int found;                   /* diagnostics it matched */
} Expected;

/* One diagnostic as -verify sees it. */
typedef struct Seen {
    enum Kind kind;
    uint32_t file, line; /* file 0: no location ("(frontend)") */
    const char *msg;
    bool matched;
} Seen;

typedef struct Verifier {
    DiagEngine *d;
    SourceMgr *sm;
    Expected *exp;
    int nexp, exp_cap;
    Seen *seen;
    int nseen, seen_cap;
    bool oom;
    bool no_diags;      /* expected-no-diagnostics was seen */
    bool any_directive; /* a diagnostic directive was seen */
} Verifier;

static bool grow(void **arr, int n, int *cap, size_t elem, bool *oom)
{
    if (n < *cap) return true;
    int ncap = *cap ? *cap * 2 : 16;
    void *p = realloc(*arr, elem * (size_t)ncap);
    if (!p) {
        *oom = true;
        return false;
    }
    *arr = p;
    *cap = ncap;
    return true;
}

static Seen *push_seen(Verifier *v)
{
    return grow((void **)&v->seen, v->nseen, &v->seen_cap, sizeof(Seen), &v->oom) ? &v->seen[v->nseen++] : NULL;
}

static Expected *push_expected(Verifier *v)
{
    return grow((void **)&v->exp, v->nexp, &v->exp_cap, sizeof(Expected), &v->oom) ? &v->exp[v->nexp++] : NULL;
}

/* The line table of `file`, built on first use by source.c. */
static SrcFile *lines_of(SourceMgr *sm, uint32_t file)
{
    SrcFile *f = sm_file(sm, file);
    if (f && !f->line_starts) {
        const char *s;
        uint32_t len;
        sm_line_text(sm, file, 0, &s, &len);
    }
    return f;
}

/* Physical 1-based line of an offset: what directives count in. */
static uint32_t physical_line(SourceMgr *sm, uint32_t file, uint32_t off)
{
    SrcFile *f = lines_of(sm, file);
    if (!f || !f->line_starts) return 1;
    uint32_t lo = 0, hi = f->nlines;
    while (hi - lo > 1) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (f->line_starts[mid] <= off)
            lo = mid;
        else
            hi = mid;
    }
    return lo + 1;
}

/* The line number printed for a physical line: its presumed line (after
 * #line), as clang prints, or the number itself past the end of file. */
static uint32_t shown_line(SourceMgr *sm, uint32_t file, uint32_t line)
{
    SrcFile *f = lines_of(sm, file);
    if (!f || !f->line_starts || line == 0 || line > f->nlines) return line;
    return sm_presumed(sm, file, f->line_starts[line - 1]).line;
}

/* An error about a directive itself: it joins the diagnostics, so it is
 * reported as "seen but not expected". */
static void directive_error(Verifier *v, uint32_t file, uint32_t line, const char *msg)
{
    Seen *s = push_seen(v);
    if (!s) return;
    *s = (Seen){K_ERROR, file, line, msg, false};
}

/* ------------------------------------------------------------------ */
/* Directive parsing                                                  */

typedef struct Cursor {
    const char *p, *end; /* the comment's text */
} Cursor;

static void skip_blanks(Cursor *c)
{
    while (c->p < c->end && (*c->p == ' ' || *c->p == '\t')) c->p++;
}

static bool is_word_char(char ch)
{
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '-';
}

static bool parse_uint(Cursor *c, int *out)
{
    if (c->p >= c->end || *c->p < '0' || *c->p > '9') return false;
    long v = 0;
    while (c->p < c->end && *c->p >= '0' && *c->p <= '9') {
        if (v < 100000000) v = v * 10 + (*c->p - '0');
        c->p++;
    }
    *out = (int)v;
    return true;
}

/* The file named in @FILE:LINE: a file of the compilation whose name is
 * FILE or ends in /FILE. */
static uint32_t find_file(SourceMgr *sm, const char *name, size_t n)
{
    for (uint32_t id = 1; id <= sm->nfiles; id++) {
        const char *fn = sm_file(sm, id)->name;
        size_t fl = strlen(fn);
        if (fl == n && memcmp(fn, name, n) == 0) return id;
        if (fl > n && fn[fl - n - 1] == '/' && memcmp(fn + fl - n, name, n) == 0) return id;
    }
    return 0;
}

/* Translates a -re text into one POSIX ERE: {{...}} parts verbatim (in
 * parentheses), everything else escaped. */
static char *regex_source(Arena *a, const char *text)
{
    StrBuf b = {0};
    for (const char *p = text; *p;) {
        if (p[0] == '{' && p[1] == '{') {
            const char *e = strstr(p + 2, "}}");
            if (!e) break;
            sb_putc(&b, '(');
            sb_append(&b, p + 2, (size_t)(e - p - 2));
            sb_putc(&b, ')');
            p = e + 2;
        } else {
            if (strchr(".[]{}()*+?^$|\\", *p)) sb_putc(&b, '\\');
            sb_putc(&b, *p++);
        }
    }
    char *r = arena_strdup(a, sb_cstr(&b));
    sb_free(&b);
    return r;
}

/*
 * Parses the directive whose word `word` (e.g. "expected-error-re") was
 * found at c->p (just after the word) on physical line `line` of `file`.
 */
static void parse_directive(Verifier *v, Cursor *c, const char *word, size_t wl, uint32_t file, uint32_t line)
{
    Arena *a = v->d->arena;
    const char *rest = word + strlen("expected-");
    size_t rl = wl - strlen("expected-");
    if (rl == strlen("no-diagnostics") && memcmp(rest, "no-diagnostics", rl) == 0) {
        if (v->any_directive)
            directive_error(v, file, line,
                            "'expected-no-diagnostics' directive cannot follow other expected directives");
        else
            v->no_diags = true;
        return;
    }
    bool is_regex = rl > 3 && memcmp(rest + rl - 3, "-re", 3) == 0;
    if (is_regex) rl -= 3;
    int kind = -1;
    for (int k = 0; k < K_COUNT; k++)
        if (strlen(kind_names[k]) == rl && memcmp(kind_names[k], rest, rl) == 0) kind = k;
    if (kind < 0) return; /* a word like "expected-errors": prose, not a directive */
    if (v->no_diags) {
        directive_error(v, file, line, "expected directive cannot follow 'expected-no-diagnostics' directive");
        return;
    }
    v->any_directive = true;

    Expected e = {.kind = (enum Kind)kind,
                  .file = file,
                  .line = line,
                  .min = 1,
                  .max = 1,
                  .is_regex = is_regex,
                  .dir_file = file,
                  .dir_line = line};
    if (c->p < c->end && *c->p == '@') {
        const char *name_start = ++c->p;
        int n;
        if (c->p < c->end && (*c->p == '+' || *c->p == '-')) {
            bool minus = *c->p++ == '-';
            if (!parse_uint(c, &n)) goto bad_start;
            if (minus && (uint32_t)n >= line) {
                directive_error(v, file, line, "invalid line number in expected string");
                return;
            }
            e.line = minus ? line - (uint32_t)n : line + (uint32_t)n;
        } else if (c->p < c->end && *c->p == '*') {
            c->p++;
            e.any_line = true;
        } else if (parse_uint(c, &n) && (c->p >= c->end || *c->p != ':')) {
            e.line = (uint32_t)n;
        } else {
            /* @FILE:LINE or @FILE:* */
            c->p = name_start;
            const char *name = c->p;
            while (c->p < c->end && *c->p != ':' && *c->p != ' ' && *c->p != '\t') c->p++;
            size_t nl = (size_t)(c->p - name);
            if (c->p >= c->end || *c->p != ':') goto bad_start;
            c->p++;
            e.file = find_file(v->sm, name, nl);
            if (!e.file) {
                directive_error(v, file, line,
                                arena_printf(a, "file '%.*s' could not be located in expected string", (int)nl, name));
                return;
            }
            if (c->p < c->end && *c->p == '*') {
                c->p++;
                e.any_line = true;
            } else if (parse_uint(c, &n))
                e.line = (uint32_t)n;
            else
                goto bad_start;
        }
    }
    skip_blanks(c);
    int n;
    if (parse_uint(c, &n)) {
        e.min = e.max = n;
        if (c->p < c->end && *c->p == '+') {
            c->p++;
            e.max = -1;
        } else if (c->p < c->end && *c->p == '-') {
            c->p++;
            int m;
            if (!parse_uint(c, &m) || m < n) {
                directive_error(v, file, line, "invalid range following '-' in expected string");
                return;
            }
            e.max = m;
        }
        skip_blanks(c);
    }
    /* {{TEXT}} with two or more braces; the same number closes it. */
    size_t nb = 0;
    while (c->p + nb < c->end && c->p[nb] == '{') nb++;
    if (nb < 2) goto bad_start;
    const char *open = c->p, *content = c->p + nb, *close = NULL;
    int depth = 1;
    for (const char *p = content; p + nb <= c->end;) {
        if (strncmp(p, open, nb) == 0) {
            depth++;
            p += nb;
            continue;
        }
        bool closes = true;
        for (size_t i = 0; i < nb; i++)
            if (p[i] != '}') {
                closes = false;
                break;
            }
        if (closes && --depth == 0) {
            close = p;
            break;
        }
        p += closes ? nb : 1;
    }
    if (!close) {
        directive_error(v, file, line,
                        arena_printf(a, "cannot find end ('%.*s') of expected string", (int)nb, "}}}}}}}}}}}}}}}}"));
        c->p = c->end;
        return;
    }
    c->p = close + nb;
    /* The text, with \n meaning a newline, as in clang. */
    StrBuf t = {0};
    for (const char *p = content; p < close; p++) {
        if (p[0] == '\\' && p + 1 < close && p[1] == 'n') {
            sb_putc(&t, '\n');
            p++;
        } else
            sb_putc(&t, *p);
    }
    e.text = arena_strdup(a, sb_cstr(&t));
    sb_free(&t);
    if (is_regex) {
        if (!strstr(e.text, "{{")) {
            directive_error(v, file, line, arena_printf(a, "cannot find start of regex ('{{') in %s", e.text));
            return;
        }
        int rc = regcomp(&e.re, regex_source(a, e.text), REG_EXTENDED | REG_NOSUB);
        if (rc) {
            char buf[256];
            regerror(rc, &e.re, buf, sizeof buf);
            directive_error(v, file, line, arena_printf(a, "invalid expected regular expression: %s", buf));
            return;
        }
    }
    Expected *slot = push_expected(v);
    if (slot)
        *slot = e;
    else if (is_regex)
        regfree(&e.re);
    return;

bad_start:
    directive_error(v, file, line, "cannot find start ('{{') of expected string");
    c->p = c->end;
}

/* Every directive in one comment [p, end) that starts on physical `line`. */
static void scan_comment(Verifier *v, uint32_t file, const char *p, const char *end, uint32_t line, const char *base)
{
    static const char prefix[] = "expected-";
    const size_t pl = sizeof prefix - 1;
    Cursor c = {p, end};
    while (c.p < c.end) {
        if (*c.p == '\n') {
            line++;
            c.p++;
            continue;
        }
        if ((size_t)(c.end - c.p) > pl && memcmp(c.p, prefix, pl) == 0 && (c.p == base || !is_word_char(c.p[-1]))) {
            const char *w = c.p;
            while (c.p < c.end && is_word_char(*c.p)) c.p++;
            const char *before = c.p;
            parse_directive(v, &c, w, (size_t)(c.p - w), file, line);
            /* Keep the line count right over what the directive consumed. */
            for (const char *q = before; q < c.p; q++)
                if (*q == '\n') line++;
            continue;
        }
        c.p++;
    }
}

/* Finds the comments of one file: skips literals, follows backslash-newline. */
static void scan_file(Verifier *v, uint32_t file)
{
    SrcFile *f = sm_file(v->sm, file);
    const char *s = f->text, *end = f->text + f->len;
    uint32_t line = 1;
    for (const char *p = s; p < end;) {
        char ch = *p;
        if (ch == '\n') {
            line++;
            p++;
            continue;
        }
        if (ch == '"' || ch == '\'') {
            for (p++; p < end && *p != ch && *p != '\n'; p++)
                if (*p == '\\' && p + 1 < end) {
                    p++;
                    if (*p == '\n') line++;
                }
            if (p < end && *p == ch) p++;
            continue;
        }
        if (ch == '/' && p + 1 < end && p[1] == '/') {
            const char *q = p + 2;
            /* A // comment continues over backslash-newline. */
            while (q < end && (*q != '\n' || (q[-1] == '\\' || (q[-1] == '\r' && q - 2 >= s && q[-2] == '\\')))) q++;
            scan_comment(v, file, p + 2, q, line, s);
            for (const char *r = p; r < q; r++)
                if (*r == '\n') line++;
            p = q;
            continue;
        }
        if (ch == '/' && p + 1 < end && p[1] == '*') {
            const char *q = p + 2;
            while (q + 1 < end && !(q[0] == '*' && q[1] == '/')) q++;
            const char *cend = q + 1 < end ? q : end;
            scan_comment(v, file, p + 2, cend, line, s);
            for (const char *r = p; r < cend; r++)
                if (*r == '\n') line++;
            p = q + 1 < end ? q + 2 : end;
            continue;
        }
        p++;
    }
}

/* ------------------------------------------------------------------ */
/* Matching                                                           */

static void collect_seen(Verifier *v, const Diagnostic *dg)
{
    if (dg->is_note_of_macro) return;
    Seen *s = push_seen(v);
    if (!s) return;
    Loc l = sm_use_loc(v->sm, dg->loc);
    enum Kind k = dg->level == DIAG_NOTE ? K_NOTE : dg->level == DIAG_WARNING ? K_WARNING : K_ERROR;
    *s = (Seen){k, l.file, loc_valid(l) ? physical_line(v->sm, l.file, l.off) : 0, dg->msg, false};
    for (int i = 0; i < dg->nnotes; i++) collect_seen(v, dg->notes[i]);
}

static bool text_matches(const Expected *e, const char *msg)
{
    if (e->is_regex) return regexec(&e->re, msg, 0, NULL, 0) == 0;
    return strstr(msg, e->text) != NULL;
}

static bool take_match(Verifier *v, const Expected *e)
{
    for (int i = 0; i < v->nseen; i++) {
        Seen *s = &v->seen[i];
        if (s->matched || s->kind != e->kind || s->file != e->file) continue;
        if (!e->any_line && s->line != e->line) continue;
        if (!text_matches(e, s->msg)) continue;
        s->matched = true;
        return true;
    }
    return false;
}

static const char *file_name(SourceMgr *sm, uint32_t file)
{
    SrcFile *f = sm_file(sm, file);
    return f ? f->name : "";
}

/* Lines of "expected but not seen" for one kind: each expectation once
 * per occurrence short of its minimum (as clang lists them), at most
 * MAX_LISTED times so that a huge count stays readable. */
enum { MAX_LISTED = 100 };

static int report_missing(Verifier *v, enum Kind k, StrBuf *out)
{
    int n = 0;
    for (int i = 0; i < v->nexp; i++) {
        const Expected *e = &v->exp[i];
        if (e->kind != k || e->found >= e->min) continue;
        for (int j = e->found; j < e->min && j - e->found < MAX_LISTED; j++, n++) {
            if (n == 0) sb_printf(out, "error: 'expected-%s' diagnostics expected but not seen: \n", kind_names[k]);
            const char *fname = file_name(v->sm, e->file);
            if (e->any_line)
                sb_printf(out, "  File %s Line *", fname);
            else
                sb_printf(out, "  File %s Line %u", fname, shown_line(v->sm, e->file, e->line));
            if (e->dir_file != e->file || e->dir_line != e->line || e->any_line)
                sb_printf(out, " (directive at %s:%u)", file_name(v->sm, e->dir_file),
                          shown_line(v->sm, e->dir_file, e->dir_line));
            sb_printf(out, ": %s\n", e->text);
        }
    }
    return n;
}

static int report_unexpected(Verifier *v, enum Kind k, StrBuf *out)
{
    int n = 0;
    for (int i = 0; i < v->nseen; i++) {
        const Seen *s = &v->seen[i];
        if (s->matched || s->kind != k) continue;
        if (n++ == 0) sb_printf(out, "error: 'expected-%s' diagnostics seen but not expected: \n", kind_names[k]);
        if (!s->file)
            sb_printf(out, "  (frontend): %s\n", s->msg);
        else
            sb_printf(out, "  File %s Line %u: %s\n", file_name(v->sm, s->file), shown_line(v->sm, s->file, s->line),
                      s->msg);
    }
    return n;
}

bool diag_verify(DiagEngine *d, StrBuf *out)
{
    Verifier v = {.d = d, .sm = d->sm};
    for (int i = 0; i < d->n; i++) collect_seen(&v, d->list[i]);
    for (uint32_t id = 1; id <= d->sm->nfiles; id++)
        if (!sm_file(d->sm, id)->is_builtin) scan_file(&v, id);

    /* Directives in file order take the earliest matching diagnostics. */
    for (int i = 0; i < v.nexp; i++) {
        Expected *e = &v.exp[i];
        while ((e->max < 0 || e->found < e->max) && take_match(&v, e)) e->found++;
    }
    int problems = 0;
    if (!v.any_directive && !v.no_diags) {
        sb_puts(out, "error: no expected directives found: consider use of 'expected-no-diagnostics'\n");
        problems++;
    }
    for (int k = 0; k < K_COUNT; k++) {
        problems += report_missing(&v, (enum Kind)k, out);
        problems += report_unexpected(&v, (enum Kind)k, out);
    }
    if (v.oom) {
        sb_puts(out, "error: out of memory while verifying diagnostics\n");
        problems++;
    }
    if (problems) sb_printf(out, "%d error%s generated.\n", problems, problems == 1 ? "" : "s");

    for (int i = 0; i < v.nexp; i++)
        if (v.exp[i].is_regex) regfree(&v.exp[i].re);
    free(v.exp);
    free(v.seen);
    return problems == 0;
}
