/*
 * sema.h - semantic analysis: scopes, types, conversions, OpenCL rules.
 * Rewrites the syntax AST into the explicit form described in ast.h.
 */
#ifndef OCLC_SEMA_H
#define OCLC_SEMA_H

#include "support/compilation.h"
#include "parser/ast.h"

/*
 * One external declaration at a time, as the parser hands them over
 * (driver/pipeline.c): sema_begin declares the built-ins, sema_external
 * checks one declaration (a function definition with its body: the nodes
 * sema makes for a body go to c->body, like the parser's), and sema_end
 * frees the state and returns false if errors were reported.  When
 * sema_external returns, nothing of sema's points into c->body, which
 * the caller may then reset (support/compilation.h).
 */
typedef struct Sema Sema;
Sema *sema_begin(Compilation *c); /* NULL when out of memory */
void sema_external(Sema *S, Decl *d);
bool sema_end(Sema *S);

/* The three over a whole translation unit.  Returns false if errors were reported. */
bool sema_check(Compilation *c, TranslationUnit *tu);

#endif
