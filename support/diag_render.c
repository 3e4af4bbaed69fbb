/*
 * diag_render.c - diagnostics as clang prints them, as JSON, and the
 * summary line.
 *
 * The text layout is clang 19's, byte for byte where the information is
 * the same, because users (and editors, and CI log scrapers) already read
 * that layout:
 *
 *   In file included from k.cl:3:
 *   inc.h:4:12: error: use of undeclared identifier 'x'
 *       4 |     return x + y;
 *         |            ^
 *   inc.h:1:9: note: expanded from macro 'M'
 *
 * The header line uses the *presumed* location (after #line) of the
 * outermost macro use; the snippet shows the physical line with `^` under
 * the column and `~` under each range on that line; insertion and
 * replacement text of fix-its goes on a line under the carets.  Columns in
 * the header count bytes (as clang's do), while the snippet lines are laid
 * out in *display* columns: tabs expand to the next multiple of 8, wide
 * characters take two columns, control characters and invalid UTF-8 bytes
 * are shown as <U+0001> and <FF>.  Source and caret lines are built from
 * the same byte-to-column map, so carets stay under what they point at.
 *
 * "In file included from" lines are printed when the include stack
 * differs from that of the previous diagnostic (notes never print them but
 * do update the state), as clang does, so a run of errors in one header
 * shows its include stack once.
 */
#include "support/diag.h"

#include <stdlib.h>
#include <string.h>

/* clang 19's colours (raw_ostream::changeColor with bold). */
#define C_RESET   "\033[0m"
#define C_BOLD    "\033[1m"
#define C_ERROR   "\033[0;1;31m"
#define C_WARNING "\033[0;1;35m"
#define C_NOTE    "\033[0;1;36m"
#define C_CARET   "\033[0;1;32m"
#define C_FIXIT   "\033[0;32m"

enum { TAB_STOP = 8 };

typedef struct Renderer {
    DiagEngine *d;
    SourceMgr *sm;
    StrBuf *out;
    const DiagRenderOptions *o;
    Loc last_include;     /* include location of the previous diagnostic's file */
    bool have_last;       /* last_include is meaningful */
    Loc last_loc;         /* the previous diagnostic's location and level: a */
    DiagLevel last_level; /* second one at the same place repeats no snippet */
} Renderer;

static const char *level_name(DiagLevel l)
{
    switch (l) {
    case DIAG_NOTE: return "note";
    case DIAG_WARNING: return "warning";
    case DIAG_ERROR: return "error";
    case DIAG_FATAL: return "fatal error";
    }
    return "error";
}

static const char *level_color(DiagLevel l)
{
    switch (l) {
    case DIAG_NOTE: return C_NOTE;
    case DIAG_WARNING: return C_WARNING;
    default: return C_ERROR;
    }
}

/* "-Wflag", "-Werror,-Wflag" or the option of a non-warning diagnostic. */
static void flag_text(const Diagnostic *dg, StrBuf *b)
{
    if (dg->warning != W_NONE) {
        sb_printf(b, "%s-W%s", dg->level >= DIAG_ERROR ? "-Werror," : "", diag_warning_name(dg->warning));
    } else if (dg->option) {
        sb_puts(b, dg->option);
    }
}

/* A location in a macro expansion is shown where the user wrote the macro. */
static Loc shown_loc(const SourceMgr *sm, Loc l) { return l.exp ? sm_use_loc(sm, l) : l; }

/* ------------------------------------------------------------------ */
/* Display columns                                                    */

/* Decodes one UTF-8 sequence at s[0..n); returns its length, or 0 when
 * the bytes are not valid UTF-8 (overlong, surrogate, out of range). */
static int utf8_decode(const unsigned char *s, uint32_t n, uint32_t *cp)
{
    unsigned c = s[0];
    int len;
    uint32_t min;
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    if (c >= 0xc2 && c <= 0xdf) {
        len = 2;
        min = 0x80;
        *cp = c & 0x1f;
    } else if (c >= 0xe0 && c <= 0xef) {
        len = 3;
        min = 0x800;
        *cp = c & 0x0f;
    } else if (c >= 0xf0 && c <= 0xf4) {
        len = 4;
        min = 0x10000;
        *cp = c & 0x07;
    } else
        return 0;
    if ((uint32_t)len > n) return 0;
    for (int i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80) return 0;
        *cp = (*cp << 6) | (s[i] & 0x3f);
    }
    if (*cp < min || *cp > 0x10ffff || (*cp >= 0xd800 && *cp <= 0xdfff)) return 0;
    return len;
}

/* Terminal width of a printable code point: East Asian wide and emoji
 * take two columns, combining marks none. */
static int cp_width(uint32_t cp)
{
    if ((cp >= 0x0300 && cp <= 0x036f) || (cp >= 0x200b && cp <= 0x200f)) return 0;
    if ((cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0xa4cf && cp != 0x303f) ||
        (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xfe30 && cp <= 0xfe4f) ||
        (cp >= 0xff00 && cp <= 0xff60) || (cp >= 0xffe0 && cp <= 0xffe6) || (cp >= 0x1f300 && cp <= 0x1f64f) ||
        (cp >= 0x1f900 && cp <= 0x1f9ff) || (cp >= 0x20000 && cp <= 0x3fffd))
        return 2;
    return 1;
}

/* One physical source line as displayed, with the display column at
 * which each of its bytes starts (col[len] is the line's width). */
typedef struct LineView {
    StrBuf text;
    int *col;
    uint32_t len;
} LineView;

static bool line_view(LineView *v, const char *line, uint32_t len)
{
    memset(v, 0, sizeof *v);
    v->col = malloc(sizeof(int) * ((size_t)len + 1));
    if (!v->col) return false;
    v->len = len;
    const unsigned char *s = (const unsigned char *)line;
    int width = 0;
    for (uint32_t i = 0; i < len;) {
        unsigned c = s[i];
        v->col[i] = width;
        uint32_t cp;
        int n;
        if (c == '\t') {
            int next = (width / TAB_STOP + 1) * TAB_STOP;
            for (; width < next; width++) sb_putc(&v->text, ' ');
            n = 1;
        } else if ((n = utf8_decode(s + i, len - i, &cp)) == 0) {
            char buf[8];
            snprintf(buf, sizeof buf, "<%02X>", c);
            sb_puts(&v->text, buf);
            width += 4;
            n = 1;
        } else if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) {
            char buf[16];
            snprintf(buf, sizeof buf, "<U+%04X>", (unsigned)cp);
            sb_puts(&v->text, buf);
            width += 8;
        } else {
            sb_append(&v->text, line + i, (size_t)n);
            width += cp_width(cp);
        }
        for (int k = 1; k < n; k++) v->col[i + (uint32_t)k] = v->col[i];
        i += (uint32_t)n;
    }
    v->col[len] = width;
    return true;
}

static void line_view_free(LineView *v)
{
    sb_free(&v->text);
    free(v->col);
}

/* A growable row of display cells for the caret and fix-it lines. */
typedef struct Row {
    char *c;
    int n, cap;
} Row;

static void row_put(Row *r, int at, char ch)
{
    if (at < 0) return;
    if (at >= r->cap) {
        int ncap = r->cap ? r->cap : 64;
        while (ncap <= at) ncap *= 2;
        char *nc = realloc(r->c, (size_t)ncap);
        if (!nc) return;
        memset(nc + r->cap, ' ', (size_t)(ncap - r->cap));
        r->c = nc;
        r->cap = ncap;
    }
    r->c[at] = ch;
    if (at >= r->n) r->n = at + 1;
}

static int row_trimmed_len(const Row *r)
{
    int n = r->n;
    while (n > 0 && r->c[n - 1] == ' ') n--;
    return n;
}

/* ------------------------------------------------------------------ */
/* Text                                                               */

static unsigned num_width(unsigned v)
{
    unsigned w = 1;
    while (v >= 10) {
        v /= 10;
        w++;
    }
    return w;
}

/*
 * The byte span [*s, *e) of range r on the physical line [ls, le) of
 * `file`, or false when r does not touch that line.  A range that begins
 * on an earlier line starts at the line's first non-blank, and one that
 * continues past it ends at its last non-blank, as clang draws them.
 */
static bool range_on_line(const SrcFile *f, Loc r, uint32_t file, uint32_t ls, uint32_t le, uint32_t *s, uint32_t *e)
{
    if (r.file != file) return false;
    uint32_t rs = r.off;
    uint64_t end = (uint64_t)r.off + (r.len ? r.len : 1);
    if (end <= ls || rs > le || (rs == le && r.len)) return false;
    uint32_t re = end > le ? le + 1 : (uint32_t)end;
    if (rs < ls) {
        rs = ls;
        while (rs < le && (f->text[rs] == ' ' || f->text[rs] == '\t')) rs++;
    }
    if (re > le) {
        re = le;
        while (re > rs && (f->text[re - 1] == ' ' || f->text[re - 1] == '\t')) re--;
    }
    if (re <= rs) return false;
    *s = rs - ls;
    *e = re - ls;
    return true;
}

static void emit_gutter(Renderer *r, unsigned line, unsigned width)
{
    if (!r->o->show_line_numbers) return;
    if (line) {
        for (unsigned i = num_width(line); i < width + 1; i++) sb_putc(r->out, ' ');
        sb_printf(r->out, "%u | ", line);
    } else {
        for (unsigned i = 0; i < width + 2; i++) sb_putc(r->out, ' ');
        sb_puts(r->out, "| ");
    }
}

/* The source line of `loc`, the caret line and the fix-it line. */
static void emit_snippet(Renderer *r, const Diagnostic *dg, Loc loc)
{
    SrcFile *f = sm_file(r->sm, loc.file);
    if (!f || f->is_builtin) return;
    const char *line;
    uint32_t len;
    sm_line_text(r->sm, loc.file, loc.off, &line, &len);
    uint32_t ls = (uint32_t)(line - f->text), le = ls + len;
    LineView v;
    if (!line_view(&v, line, len)) return;

    Row caret = {0}, fix = {0};
    Loc ranges[8];
    int nranges = 0;
    for (int i = 0; i < dg->nranges; i++) ranges[nranges++] = shown_loc(r->sm, dg->ranges[i]);
    /* Text that a fix-it replaces is highlighted like a range. */
    for (int i = 0; i < dg->nfixits; i++)
        if (!dg->fixits[i].range.exp && dg->fixits[i].range.len) ranges[nranges++] = dg->fixits[i].range;
    for (int i = 0; i < nranges; i++) {
        uint32_t s, e;
        if (!range_on_line(f, ranges[i], loc.file, ls, le, &s, &e)) continue;
        for (int c = v.col[s]; c < v.col[e]; c++) row_put(&caret, c, '~');
    }
    uint32_t at = loc.off < ls ? 0 : loc.off - ls;
    if (at > len) at = len;
    row_put(&caret, v.col[at], '^');

    int prev_end = -1;
    for (int i = 0; i < dg->nfixits; i++) {
        const FixIt *fx = &dg->fixits[i];
        if (fx->range.exp || fx->range.file != loc.file || fx->range.off < ls || fx->range.off > le) continue;
        if (strpbrk(fx->text, "\n\r\t")) continue;
        int c = v.col[fx->range.off - ls];
        if (c <= prev_end) c = prev_end + 1;
        for (const char *p = fx->text; *p; p++) row_put(&fix, c++, *p);
        prev_end = c - 1;
    }

    PresumedLoc p = sm_presumed(r->sm, loc.file, loc.off);
    unsigned width = num_width(p.line + 1);
    if (width < 4) width = 4;
    emit_gutter(r, p.line, width);
    sb_append(r->out, sb_cstr(&v.text), v.text.len);
    sb_putc(r->out, '\n');
    emit_gutter(r, 0, width);
    if (r->o->color) sb_puts(r->out, C_CARET);
    sb_append(r->out, caret.c, (size_t)row_trimmed_len(&caret));
    sb_putc(r->out, '\n');
    if (r->o->color) sb_puts(r->out, C_RESET);
    if (fix.n) {
        emit_gutter(r, 0, width);
        if (r->o->color) sb_puts(r->out, C_FIXIT);
        sb_append(r->out, fix.c, (size_t)row_trimmed_len(&fix));
        sb_putc(r->out, '\n');
        if (r->o->color) sb_puts(r->out, C_RESET);
    }
    free(caret.c);
    free(fix.c);
    line_view_free(&v);
}

/* "In file included from a.cl:3:" lines, outermost include first. */
static void emit_include_stack(Renderer *r, Loc loc, DiagLevel level)
{
    SrcFile *f = sm_file(r->sm, loc.file);
    Loc inc = f ? f->included_from : loc_none();
    if (r->have_last && r->last_include.file == inc.file && r->last_include.off == inc.off) return;
    r->last_include = inc;
    r->have_last = true;
    if (level == DIAG_NOTE || !loc_valid(inc)) return;
    int depth = 0;
    for (Loc l = inc; loc_valid(l) && depth < 1000; depth++) {
        SrcFile *g = sm_file(r->sm, l.file);
        l = g ? g->included_from : loc_none();
    }
    Loc *chain = malloc(sizeof(Loc) * (size_t)depth);
    if (!chain) return;
    Loc l = inc;
    for (int i = 0; i < depth; i++) {
        chain[i] = l;
        SrcFile *g = sm_file(r->sm, l.file);
        l = g ? g->included_from : loc_none();
    }
    for (int i = depth - 1; i >= 0; i--) {
        PresumedLoc p = sm_presumed(r->sm, chain[i].file, chain[i].off);
        sb_printf(r->out, "In file included from %s:%u:\n", p.name, p.line);
    }
    free(chain);
}

static void emit_one(Renderer *r, const Diagnostic *dg)
{
    Loc loc = shown_loc(r->sm, dg->loc);
    bool color = r->o->color;
    if (loc_valid(loc)) {
        emit_include_stack(r, loc, dg->level);
        PresumedLoc p = sm_presumed(r->sm, loc.file, loc.off);
        if (color) sb_puts(r->out, C_BOLD);
        sb_printf(r->out, "%s:%u:%u: ", p.name, p.line, p.col);
        if (color) sb_puts(r->out, C_RESET);
    }
    if (color) sb_puts(r->out, level_color(dg->level));
    sb_printf(r->out, "%s: ", level_name(dg->level));
    if (color) sb_puts(r->out, C_RESET);
    if (color && dg->level != DIAG_NOTE) sb_puts(r->out, C_BOLD);
    sb_puts(r->out, dg->msg);
    StrBuf flag = {0};
    flag_text(dg, &flag);
    if (flag.len) sb_printf(r->out, " [%s]", sb_cstr(&flag));
    sb_free(&flag);
    if (color) sb_puts(r->out, C_RESET);
    sb_putc(r->out, '\n');
    /* The same caret twice in a row is shown once, unless the second
     * diagnostic brings ranges or fix-its, or is a note after another
     * diagnostic's note (clang's rule). */
    bool repeat = loc.file == r->last_loc.file && loc.off == r->last_loc.off && !dg->nranges && !dg->nfixits &&
                  (r->last_level != DIAG_NOTE || dg->level == DIAG_NOTE);
    if (loc_valid(loc) && r->o->show_carets && !repeat) emit_snippet(r, dg, loc);
    r->last_loc = loc;
    r->last_level = dg->level;
    for (int i = 0; i < dg->nnotes; i++) emit_one(r, dg->notes[i]);
}

void diag_render_text(DiagEngine *d, StrBuf *out, const DiagRenderOptions *o)
{
    DiagRenderOptions defaults = diag_render_defaults();
    Renderer r = {d, d->sm, out, o ? o : &defaults, loc_none(), false, loc_none(), DIAG_ERROR};
    diag_sort(d);
    for (int i = 0; i < d->n; i++) emit_one(&r, d->list[i]);
}

void diag_render_summary(DiagEngine *d, StrBuf *out)
{
    int w = d->nwarnings, e = d->nerrors;
    if (w && e)
        sb_printf(out, "%d warning%s and %d error%s generated.\n", w, w == 1 ? "" : "s", e, e == 1 ? "" : "s");
    else if (w)
        sb_printf(out, "%d warning%s generated.\n", w, w == 1 ? "" : "s");
    else if (e)
        sb_printf(out, "%d error%s generated.\n", e, e == 1 ? "" : "s");
}

/* ------------------------------------------------------------------ */
/* JSON                                                               */

/* A JSON string; bytes that are not UTF-8 become U+FFFD so the output
 * always parses. */
static void json_string(StrBuf *b, const char *s)
{
    if (!s) {
        sb_puts(b, "null");
        return;
    }
    sb_putc(b, '"');
    const unsigned char *p = (const unsigned char *)s;
    size_t n = strlen(s);
    for (size_t i = 0; i < n;) {
        unsigned c = p[i];
        uint32_t cp;
        if (c == '"' || c == '\\') {
            sb_putc(b, '\\');
            sb_putc(b, (char)c);
            i++;
        } else if (c == '\n') {
            sb_puts(b, "\\n");
            i++;
        } else if (c == '\t') {
            sb_puts(b, "\\t");
            i++;
        } else if (c < 0x20 || c == 0x7f) {
            sb_printf(b, "\\u%04x", c);
            i++;
        } else if (c < 0x80) {
            sb_putc(b, (char)c);
            i++;
        } else {
            int len = utf8_decode(p + i, (uint32_t)(n - i > UINT32_MAX ? UINT32_MAX : n - i), &cp);
            if (len) {
                sb_append(b, s + i, (size_t)len);
                i += (size_t)len;
            } else {
                sb_puts(b, "\\ufffd");
                i++;
            }
        }
    }
    sb_putc(b, '"');
}

/* "file", "line", "column", "end_line", "end_column" of [start, end):
 * presumed positions, the end column one past the last character. */
static void json_span(StrBuf *b, SourceMgr *sm, Loc start, uint32_t end_off)
{
    if (!loc_valid(start)) {
        sb_puts(b, "\"file\": null, \"line\": null, \"column\": null, \"end_line\": null, \"end_column\": null");
        return;
    }
    PresumedLoc p = sm_presumed(sm, start.file, start.off);
    PresumedLoc q = sm_presumed(sm, start.file, end_off);
    sb_puts(b, "\"file\": ");
    json_string(b, p.name);
    sb_printf(b, ", \"line\": %u, \"column\": %u, \"end_line\": %u, \"end_column\": %u", p.line, p.col, q.line, q.col);
}

static void json_diag(StrBuf *b, SourceMgr *sm, const Diagnostic *dg)
{
    static const char *const severity[] = {"note", "warning", "error", "fatal"};
    Loc loc = shown_loc(sm, dg->loc);
    sb_printf(b, "{\"severity\": \"%s\", ", severity[dg->level]);
    /* The end: of the first range in the primary location's file, else of
     * the primary location's own extent. */
    uint32_t end = loc.off + loc.len;
    for (int i = 0; i < dg->nranges; i++) {
        Loc r = shown_loc(sm, dg->ranges[i]);
        if (r.file != loc.file) continue;
        if (r.off + r.len > end) end = r.off + r.len;
        break;
    }
    json_span(b, sm, loc, end);
    sb_puts(b, ", \"message\": ");
    json_string(b, dg->msg);
    sb_puts(b, ", \"flag\": ");
    StrBuf flag = {0};
    flag_text(dg, &flag);
    json_string(b, flag.len ? sb_cstr(&flag) : NULL);
    sb_free(&flag);
    sb_puts(b, ", \"notes\": [");
    for (int i = 0; i < dg->nnotes; i++) {
        if (i) sb_puts(b, ", ");
        json_diag(b, sm, dg->notes[i]);
    }
    sb_puts(b, "], \"fixits\": [");
    for (int i = 0; i < dg->nfixits; i++) {
        const FixIt *fx = &dg->fixits[i];
        if (i) sb_puts(b, ", ");
        sb_putc(b, '{');
        json_span(b, sm, fx->range, fx->range.off + fx->range.len);
        sb_puts(b, ", \"text\": ");
        json_string(b, fx->text);
        sb_putc(b, '}');
    }
    sb_puts(b, "]}");
}

void diag_render_json(DiagEngine *d, StrBuf *out)
{
    diag_sort(d);
    sb_puts(out, "[");
    for (int i = 0; i < d->n; i++) {
        sb_puts(out, i ? ",\n  " : "\n  ");
        json_diag(out, d->sm, d->list[i]);
    }
    sb_puts(out, d->n ? "\n]\n" : "]\n");
}
