/*
 * source.h - source buffers, compact locations, and the line map.
 *
 * A Loc is 16 bytes: file id, byte offset, length, and a macro-expansion id.
 * Line and column are computed only when a diagnostic is printed, from a
 * table of line starts built once per file.  `#line` directives are recorded
 * per file as (offset -> presumed line, presumed name) entries.
 *
 * Macro expansions: a token that came out of a macro body carries
 * exp != 0, an index into SourceMgr.expansions.  The token's file/off/len
 * are its *spelling* (inside the #define); the expansion record says where
 * the macro was used.  Diagnostics report at the outermost use and add
 * "expanded from macro 'X'" notes pointing at the spelling (diag.c).
 * A token from a macro *argument* keeps the location of the argument as
 * written at the use site, so it needs no expansion record.
 */
#ifndef OCLC_SOURCE_H
#define OCLC_SOURCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/arena.h"

typedef struct Loc {
    uint32_t file; /* 0 = no location (built-ins, command line summary) */
    uint32_t off;  /* byte offset in the file */
    uint32_t len;  /* bytes covered; 0 for a point */
    uint32_t exp;  /* 0, or index+1 into SourceMgr.expansions */
} Loc;

typedef struct LineDirective {
    uint32_t off;     /* offset of the first byte of the line after #line */
    uint32_t line;    /* presumed line number of that line */
    const char *name; /* presumed file name, or NULL to keep the current */
} LineDirective;

typedef struct SrcFile {
    const char *name;      /* as given (path or "<source>"); arena-owned */
    const char *text;      /* NUL-terminated, len bytes before the NUL */
    uint32_t len;
    uint32_t *line_starts; /* computed lazily by sm_line_col */
    uint32_t nlines;
    Loc included_from;     /* location of the #include, file==0 for the main file */
    LineDirective *lines;  /* #line entries in offset order */
    int nline_dirs, line_dirs_cap;
    bool is_builtin;       /* predefines buffer: never shown with a caret */
} SrcFile;

typedef struct Expansion {
    Loc use;           /* the macro name at the use site (may itself be in an expansion) */
    Loc def;           /* the macro name in its #define */
    const char *macro; /* macro name */
} Expansion;

typedef struct SourceMgr {
    Arena *arena;
    SrcFile **files;       /* files[id-1] */
    uint32_t nfiles, files_cap;
    Expansion *expansions; /* expansions[exp-1] */
    uint32_t nexp, exp_cap;
} SourceMgr;

void sm_init(SourceMgr *sm, Arena *arena);
void sm_free(SourceMgr *sm); /* frees malloc'd tables; the arena frees the rest */

/* Adds a buffer (copied into the arena, NUL-terminated).  Returns its id (>=1). */
uint32_t sm_add_buffer(SourceMgr *sm, const char *name, const char *text, size_t len, Loc included_from);
SrcFile *sm_file(const SourceMgr *sm, uint32_t id);

uint32_t sm_add_expansion(SourceMgr *sm, Loc use, Loc def, const char *macro);
const Expansion *sm_expansion(const SourceMgr *sm, uint32_t exp);

/* The location where the user wrote the code: follows expansions outwards. */
Loc sm_use_loc(const SourceMgr *sm, Loc l);

/* Presumed position (after #line) of a byte offset: 1-based line and column. */
typedef struct PresumedLoc {
    const char *name;
    unsigned line, col;
    bool valid;
} PresumedLoc;
PresumedLoc sm_presumed(SourceMgr *sm, uint32_t file, uint32_t off);

/* Physical line text containing `off`: sets *start and *len (without newline). */
void sm_line_text(SourceMgr *sm, uint32_t file, uint32_t off, const char **start, uint32_t *len);

/* Records `#line N "name"` taking effect at offset `off`. */
void sm_add_line_directive(SourceMgr *sm, uint32_t file, uint32_t off, uint32_t line, const char *name);

/* A location covering a..b (both mapped to their use locations when they
 * come from macros).  If they are in different files, returns a.  The
 * parser calls it on most reductions (YYLLOC_DEFAULT), nearly always on
 * two locations outside any macro expansion, which are their own use
 * locations: that case is inline, the general one in source.c. */
Loc loc_span_expanded(const SourceMgr *sm, Loc a, Loc b);
static inline Loc loc_span(const SourceMgr *sm, Loc a, Loc b)
{
    if (!a.file) return b;
    if (!b.file) return a;
    if (a.exp || b.exp) return loc_span_expanded(sm, a, b);
    if (a.file != b.file || b.off + b.len < a.off) return a;
    uint32_t end = b.off + b.len;
    if (end < a.off + a.len) end = a.off + a.len;
    a.len = end - a.off;
    return a;
}
static inline Loc loc_none(void)
{
    Loc l = {0, 0, 0, 0};
    return l;
}
static inline bool loc_valid(Loc l) { return l.file != 0; }

#endif
