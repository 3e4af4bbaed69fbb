/*
 * sema.h - semantic analysis: scopes, types, conversions, OpenCL rules.
 * Rewrites the syntax AST into the explicit form described in ast.h.
 */
#ifndef OCLC_SEMA_H
#define OCLC_SEMA_H

#include "support/compilation.h"
#include "parser/ast.h"

/* Checks the whole translation unit.  Returns false if errors were reported. */
bool sema_check(Compilation *c, TranslationUnit *tu);

#endif
