/*
 * compile.h - the pipeline that runs the phases of one compilation
 * (compile.c) over the context in support/compilation.h.
 *
 *   preprocess -> parse -> sema -> [stop: -fsyntax-only] -> codegen ->
 *   LLVMVerifyModule -> passes -> emit (file / memory / JIT)
 *
 * The front end (lexer, parser, sema) sees only this struct and no LLVM
 * type; the `backend` pointer is owned by codegen/.
 */
#ifndef OCLC_COMPILE_H
#define OCLC_COMPILE_H

#include <stdbool.h>

#include "driver/options.h"
#include "support/compilation.h"

/* The front end: preprocess, parse and check the main file.  Returns the
 * checked translation unit, or NULL if there were errors. */
TranslationUnit *compile_frontend(Compilation *c);

/* How a compilation ended, as the CLI's exit status. */
typedef enum CompileStatus {
    COMPILE_OK = 0,     /* warnings allowed */
    COMPILE_ERRORS = 1, /* errors were reported (in c->diag) */
    COMPILE_FAILED = 2, /* an internal failure: code generation or out of memory */
} CompileStatus;

/* The whole pipeline for one input, as the CLI runs it:
 *   read -> preprocess -> parse -> sema -> [stop for -E, -dump-tokens,
 *   -fsyntax-only, -verify, -ast-dump] -> codegen (verified) -> passes -> emit
 * Diagnostics are left in c->diag for the caller to render or verify;
 * dumps and outputs go to options_output_name() ("-" is stdout). */
CompileStatus compile_run(Compilation *c, const char *input);

/* The back end's part of the pipeline, for a checked translation unit:
 * codegen (verified) -> passes -> emit to `output`.  compile_backend is
 * defined in the back-end library (driver/compile_backend.c), so that the
 * front end, and the `oclc` executable that links only the front end,
 * cannot reach LLVM: compile_run() is compile_run_with(c, input,
 * compile_backend), and the executable runs compile_run_with(c, input,
 * NULL), which stops after sema (docs/performance.md says why). */
typedef CompileStatus CompileBackend(Compilation *c, TranslationUnit *tu, const char *output);
CompileBackend compile_backend;
CompileStatus compile_run_with(Compilation *c, const char *input, CompileBackend *backend);

#endif
