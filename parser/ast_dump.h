/*
 * ast_dump.h - -ast-dump with types.
 *
 * ast.h's ast_dump() has no TypeTable, and parser/type.h's type_str() needs
 * one to spell a type it has not spelled before; ast_dump() therefore
 * prints only spellings that sema already cached.  A caller that has the
 * table (the driver, after sema) calls ast_dump_typed() instead.
 */
#ifndef OCLC_AST_DUMP_H
#define OCLC_AST_DUMP_H

#include "support/arena.h"
#include "support/source.h"
#include "parser/ast.h"

typedef struct TypeTable TypeTable;

/* tt may be NULL (a syntax-only tree, or no table at hand). */
void ast_dump_typed(const TranslationUnit *tu, SourceMgr *sm, TypeTable *tt, StrBuf *out);

#endif
