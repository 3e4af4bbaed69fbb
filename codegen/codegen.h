/*
 * codegen.h - lowering of the checked AST to LLVM IR through the LLVM-C
 * API, verification, optimization and emission.  This header exposes no
 * LLVM type so the driver and front end stay LLVM-free; LLVM objects are
 * behind the opaque CgResult.
 */
#ifndef OCLC_CODEGEN_H
#define OCLC_CODEGEN_H

#include <stdbool.h>
#include <stddef.h>

#include "support/compilation.h"
#include "parser/ast.h"

typedef struct CgModule CgModule; /* owns an LLVMContext + LLVMModule */

/* Lowers tu into a new module; verifies it (a verifier failure is reported
 * as an internal error naming the input).  NULL on failure. */
CgModule *cg_lower(Compilation *c, TranslationUnit *tu);
/* Runs the optimization pipeline for opts->opt_level. */
bool cg_optimize(Compilation *c, CgModule *m);
/* Writes the module per opts->emit to `path` ("-" = stdout). */
bool cg_emit_file(Compilation *c, CgModule *m, const char *path);
/* Writes the module per `emit` into a malloc'd buffer. */
bool cg_emit_memory(Compilation *c, CgModule *m, EmitKind emit, char **data, size_t *len);
void cg_module_free(CgModule *m);

#endif
