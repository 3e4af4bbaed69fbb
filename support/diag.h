/*
 * diag.h - the diagnostic engine.
 *
 * Phases report through diag_error/diag_warning/diag_note; each call
 * returns a Diagnostic handle to which ranges, notes and fix-its are
 * attached.  A warning that is disabled returns NULL, and every diag_add_*
 * accepts NULL, so callers never test enablement themselves.
 *
 * Nothing is printed while compiling: diagnostics are collected and the
 * driver renders them (text with carets, optionally coloured; or JSON), or
 * checks them against `expected-*` comments for -verify.  Rendering needs
 * the SourceMgr, which outlives the diagnostics.
 *
 * Error limit: after `error_limit` errors (0 = none) one fatal diagnostic is
 * added and `stop` is set; later reports are dropped and the phases check
 * diag_should_stop() between top-level declarations.
 */
#ifndef OCLC_DIAG_H
#define OCLC_DIAG_H

#include <stdbool.h>
#include <stdio.h>

#include "support/arena.h"
#include "support/source.h"

typedef enum DiagLevel { DIAG_NOTE, DIAG_WARNING, DIAG_ERROR, DIAG_FATAL } DiagLevel;

typedef enum WarningId {
#define WARNING(id, flag, def, desc) W_##id,
#include "support/warnings.def"
#undef WARNING
    W_COUNT,
    W_NONE = -1
} WarningId;

typedef enum WarningDefault { W_ON, W_ALL, W_EXTRA, W_OFF } WarningDefault;

typedef struct FixIt {
    Loc range;        /* text to replace (len 0 = insertion point) */
    const char *text; /* replacement */
} FixIt;

typedef struct Diagnostic Diagnostic;
struct Diagnostic {
    DiagLevel level;   /* after -Werror promotion */
    WarningId warning; /* W_NONE for errors and notes */
    Loc loc;           /* primary location (caret) */
    Loc ranges[4];     /* underlined with ~ */
    int nranges;
    const char *msg;   /* arena-owned */
    FixIt fixits[4];
    int nfixits;
    Diagnostic **notes;    /* attached notes, in order */
    int nnotes, notes_cap;
    bool is_note_of_macro; /* generated "expanded from macro" note */
    const char *option;    /* shown in brackets when the diagnostic is not a
                                  warnings.def row but an option controls it
                                  ("-ferror-limit="); NULL otherwise */
    Arena *arena;          /* where fix-it texts are copied */
};

typedef struct WarningState {
    unsigned char enabled[W_COUNT];
    unsigned char as_error[W_COUNT];
} WarningState;

typedef struct DiagEngine {
    Arena *arena;
    SourceMgr *sm;
    Diagnostic **list; /* top-level diagnostics in report order */
    int n, cap;
    int nerrors, nwarnings;
    int error_limit;           /* 0 = unlimited (-ferror-limit=N) */
    bool stop;                 /* error limit reached */
    bool warnings_as_errors;   /* -Werror */
    bool suppress_warnings;    /* -w */
    WarningState ws;
    int macro_backtrace_limit; /* -fmacro-backtrace-limit=N: "expanded from macro"
                                  notes kept per diagnostic (0 = all; default 6) */
} DiagEngine;

void diag_init(DiagEngine *d, Arena *arena, SourceMgr *sm);
void diag_free(DiagEngine *d);

/* Flag handling: "all", "extra", "error", "error=<name>", "no-<name>", "<name>".
 * Returns false if the name is unknown (the caller reports it). */
bool diag_set_warning_flag(DiagEngine *d, const char *flag);
const char *diag_warning_name(WarningId w);
WarningId diag_warning_lookup(const char *name);
bool diag_warning_enabled(const DiagEngine *d, WarningId w);
/* The known -W flag text nearest to an unknown one, for "did you mean":
 * "unused-varible" -> "unused-variable", "no-parenthesis" -> "no-parentheses"
 * (arena-allocated), or NULL when nothing is close. */
const char *diag_warning_suggest(Arena *a, const char *flag);
/* Reports `-W<flag>` as an unknown warning option (with a suggestion) at
 * no location, as clang does for its command line. */
void diag_unknown_warning_option(DiagEngine *d, const char *flag);
/* Optimal-string-alignment edit distance (a transposition costs 1), or
 * max+1 as soon as it exceeds `max`: the "did you mean" metric. */
int diag_edit_distance(const char *a, const char *b, int max);
/* How far a misspelling of `typed` may be from what it meant. */
int diag_suggest_max_distance(const char *typed);

Diagnostic *diag_error(DiagEngine *d, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
Diagnostic *diag_warning(DiagEngine *d, WarningId w, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* A note attached to `parent` (no-op when parent is NULL). */
Diagnostic *diag_note(Diagnostic *parent, DiagEngine *d, Loc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
/* A note of its own, attached to no error or warning: something the
 * program says that oclc accepts and does not act on (`endian(host)`).
 * Counted as neither an error nor a warning, and not subject to -Werror. */
Diagnostic *diag_remark(DiagEngine *d, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A fatal error that stops the compilation (e.g. include file not found). */
Diagnostic *diag_fatal(DiagEngine *d, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* At most 4 ranges and 4 fix-its are kept; more are dropped.  The fix-it
 * text is not copied: pass a literal or an arena string. */
void diag_add_range(Diagnostic *dg, Loc range);
void diag_add_fixit(Diagnostic *dg, Loc range, const char *text);

static inline bool diag_should_stop(const DiagEngine *d) { return d->stop || d->arena->oom; }
static inline bool diag_has_errors(const DiagEngine *d) { return d->nerrors > 0; }

/* Puts the diagnostics in source order (stable; see diag.c). */
void diag_sort(DiagEngine *d);

/* Rendering (diag_render.c). */
typedef struct DiagRenderOptions {
    bool color;
    bool show_carets;       /* default true */
    bool show_line_numbers; /* default true: clang's "   12 | " gutter */
} DiagRenderOptions;
static inline DiagRenderOptions diag_render_defaults(void)
{
    DiagRenderOptions o = {false, true, true};
    return o;
}
void diag_render_text(DiagEngine *d, StrBuf *out, const DiagRenderOptions *o);
void diag_render_json(DiagEngine *d, StrBuf *out);
/* Summary line "N warnings and M errors generated.\n" (empty when none). */
void diag_render_summary(DiagEngine *d, StrBuf *out);

/* -verify (diag_verify.c): checks the collected diagnostics against
 * expected-error/warning/note comments in every file of the SourceMgr that
 * is not builtin.  Mismatches are appended to `out` in clang's format.
 * Returns true when they match exactly. */
bool diag_verify(DiagEngine *d, StrBuf *out);

#endif
