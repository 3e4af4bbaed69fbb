/*
 * compilation.h - one compilation: the context every phase receives.
 *
 * Everything a phase needs travels here: an arena for tokens, AST, types
 * and strings and one for function bodies (both freed at once by
 * compilation_free), the source manager, the diagnostic engine configured
 * from the options, and the options themselves.  The pipeline that runs the phases over it is the driver's
 * (driver/compile.h); the phases see only this struct.
 */
#ifndef OCLC_COMPILATION_H
#define OCLC_COMPILATION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/arena.h"
#include "support/diag.h"
#include "support/options.h"
#include "support/source.h"

/* How a compilation, or one step of it, ended: the pipeline returns it
 * (driver/pipeline.h), the command makes it an exit status (0, 1, 2, 2:
 * driver/cli.c), the library an oclc_status (runtime/program.c).  That a
 * failure is oclc's own is known where it happens, and travels as
 * COMPILE_INTERNAL: nobody reads it back from a message. */
typedef enum CompileStatus {
    COMPILE_OK = 0,        /* warnings allowed */
    COMPILE_ERRORS,        /* errors in the program or in what it asks for (in c->diag) */
    COMPILE_INTERNAL,      /* a bug of oclc or of LLVM ("internal error: ..." in c->diag) */
    COMPILE_OUT_OF_MEMORY, /* the arena or malloc ran out */
} CompileStatus;

typedef struct TypeTable TypeTable;             /* parser/type.h */
typedef struct TranslationUnit TranslationUnit; /* parser/ast.h */

/* A file given as a string (clCompileProgram's input headers): found by
 * name before the disk is searched. */
typedef struct VirtualFile {
    const char *name;
    const char *text;
    size_t len;
} VirtualFile;

typedef struct Compilation {
    Arena arena; /* tokens, AST, types, strings: freed at once */
    /* The function body being parsed and checked: its statements,
     * expressions and local declarations, sema's scopes and bindings for
     * it, its temporary strings.  What outlives the body is in `arena`: the
     * function's Decl, its parameters and type, names (interned by the
     * preprocessor), diagnostics, macro expansion records, types.  When
     * only diagnostics are wanted (-fsyntax-only, -verify) the pipeline
     * resets it after each function is checked; otherwise it lives as
     * long as the compilation, and the tree is whole for codegen. */
    Arena body;
    SourceMgr sm;
    DiagEngine diag;
    const Options *opts;
    TypeTable *types;    /* made by the front end (compile_frontend) */
    TranslationUnit *tu; /* after parsing */
    uint32_t main_file;
    VirtualFile *vfiles; /* arena-owned copies */
    int nvfiles, vfiles_cap;
} Compilation;

void compilation_init(Compilation *c, const Options *opts);
void compilation_free(Compilation *c);

/* What the diagnostics and the arena say so far: OUT_OF_MEMORY, ERRORS
 * or OK (never INTERNAL: only the step that fails knows that). */
CompileStatus compilation_status(const Compilation *c);

/* Makes `name` readable with `text` (copied) for this compilation, as if
 * it were a file: #include "name" finds it in the including file's
 * directory or on the include path, before the disk.  False when out of
 * memory. */
bool compilation_add_virtual_file(Compilation *c, const char *name, const char *text, size_t len);

/* True when `path` names a file the compilation can read (a virtual file,
 * or a file on disk that is not a directory).  The preprocessor's include
 * search asks this. */
bool compilation_file_exists(Compilation *c, const char *path);

/* Reads a file into the SourceMgr.  Reports a diagnostic (missing,
 * unreadable, a directory, too large) and returns 0 on failure.  The
 * report is at `included_from` (at no location for the main file); "-"
 * as the main file reads stdin.  The preprocessor searches the include
 * path itself (compilation_file_exists) and reports "'x.h' file not
 * found" before calling this. */
uint32_t compilation_read_file(Compilation *c, const char *path, Loc included_from);

#endif
