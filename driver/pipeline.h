/*
 * pipeline.h - one compilation, from its input to its output: the one
 * function every user of oclc runs (pipeline.c).  The command runs it per
 * input file; the library runs it to build a program for the JIT, to
 * compile a unit, to link units, and to emit a built program (so the
 * OpenCL platform, which uses the library, runs it too).
 *
 *   source -> preprocess -> parse -> check -> generate (+ link units,
 *     + for the JIT its kernel table) -> optimize -> rewrite -> emit,
 *   verifying the IR after every step that changes it,
 *
 * with -E, -dump-tokens, -ast-dump, -fsyntax-only and -verify as exits,
 * and the output as a parameter: a file, a buffer, a compiled unit, or
 * object code for the host's CPU handed to the JIT.
 *
 * The front end (lexer, parser, sema) and this file name no LLVM type and
 * call no LLVM function: the back end's steps (codegen/codegen.h) come in
 * as a table, so the `oclc` executable, which links only the front end,
 * runs the pipeline with none and never loads LLVM (docs/performance.md).
 */
#ifndef OCLC_PIPELINE_H
#define OCLC_PIPELINE_H

#include <stdbool.h>
#include <stddef.h>

#include "codegen/codegen.h"
#include "support/compilation.h"

/* The back end's steps, one row each (their contracts: codegen.h).
 * liboclc has pipeline_backend (backend.c); the executable has no back
 * end and passes NULL. */
typedef struct Backend {
    CompileStatus (*module_new)(Compilation *c, bool for_jit, CgModule **out);
    CompileStatus (*generate)(Compilation *c, CgModule *m, TranslationUnit *tu);
    CompileStatus (*link)(Compilation *c, CgModule *m, const void *bitcode, size_t len);
    CompileStatus (*prepare_jit)(Compilation *c, CgModule *m);
    CompileStatus (*optimize)(Compilation *c, CgModule *m);
    CompileStatus (*rewrite)(Compilation *c, CgModule *m);
    CompileStatus (*verify)(Compilation *c, CgModule *m, const char *when);
    CompileStatus (*emit)(Compilation *c, CgModule *m, EmitKind emit, char **data, size_t *len);
    CompileStatus (*split)(Compilation *c, CgModule *m, CgSplit **out, int *nparts);
    void (*split_free)(CgSplit *s);
    void (*module_free)(CgModule *m);
} Backend;
extern const Backend pipeline_backend;

/* A compiled unit: the LLVM bitcode of a generated (or linked) module,
 * before optimization (PIPELINE_TO_UNIT made it). */
typedef struct PipelineUnit {
    const void *data;
    size_t len;
} PipelineUnit;

typedef enum PipelineOutput {
    PIPELINE_TO_FILE,   /* c->opts->emit into the file `out_path` ("-" = stdout); dumps go there too */
    PIPELINE_TO_MEMORY, /* `emit` into *data, *len (malloc'd) */
    PIPELINE_TO_UNIT,   /* a compiled unit into *data, *len: not optimized, since
                           it is optimized once, with the units it is linked with */
    PIPELINE_TO_JIT,    /* object code for the host's CPU, handed to take(): the whole
                           module, or its part 0 with the rest to compile later */
} PipelineOutput;

typedef struct Pipeline {
    /* The input: a source (a file, or a string and the name diagnostics
     * give it) with the headers given as strings; or a translation unit
     * the same Compilation checked before; or neither.  Compiled units, if
     * any, are linked with it. */
    const char *path; /* a file ("-" = stdin) */
    const char *text; /* or a source of `len` bytes, named `name` */
    size_t len;
    const char *name;
    const VirtualFile *headers; /* found by #include before the disk */
    int nheaders;
    TranslationUnit *checked;
    const PipelineUnit *units;
    int nunits;

    /* The output. */
    PipelineOutput to;
    const char *out_path; /* PIPELINE_TO_FILE, and the dumps */
    EmitKind emit;        /* PIPELINE_TO_MEMORY */
    char **data;          /* PIPELINE_TO_MEMORY, PIPELINE_TO_UNIT */
    size_t *data_len;
    /* PIPELINE_TO_JIT: takes the object (an ELF relocatable in memory,
     * malloc'd: take() frees it) and loads it; with `rest` (then take()'s
     * to free), the object is part 0 of the split module and the kernels'
     * parts are left to take() (codegen.h: cg_split). */
    CompileStatus (*take)(void *user, Compilation *c, char *object, size_t len, CgSplit *rest);
    bool split; /* PIPELINE_TO_JIT: may hand take() a split module */
    /* Any output: called with the module once it is generated and linked
     * (before optimization), to read what the units carry (a GPU program's
     * kernel table, codegen.h: cg_ptx_kernel_table); NULL: not called. */
    CompileStatus (*linked)(void *user, Compilation *c, CgModule *m);
    void *user;

    const Backend *backend; /* NULL: the front end only */
} Pipeline;

/* Runs the pipeline (on a stack deep enough for c->opts->limits) and says
 * how it ended; the diagnostics are in c->diag, for the caller to render
 * or to check against -verify's expectations. */
CompileStatus pipeline_run(Compilation *c, const Pipeline *p);

#endif
