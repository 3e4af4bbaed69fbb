/*
 * parser.h - the Bison parser (grammar.y) and its token adapter.
 *
 * parse_translation_unit() pulls tokens from the preprocessor, decodes
 * literals, performs the typedef-name lookup that C's grammar needs (user
 * typedefs in scope, and the built-in type names such as float4, size_t and
 * the reserved names), and builds the syntax AST.  Syntax errors are
 * reported with Bison's expected-token information and recovered from at
 * `;` and `}` so that later declarations are still parsed.
 *
 * Each external declaration is handed to `on_decl` as soon as it is
 * parsed, one Decl at a time in source order (the pipeline checks it
 * there), and is also kept in the unit.  A function body's nodes are made
 * in c->body, everything else in c->arena: when on_decl returns after a
 * function definition nothing of the parser's points into c->body, so the
 * caller may reset it then (support/compilation.h).
 */
#ifndef OCLC_PARSER_H
#define OCLC_PARSER_H

#include "support/compilation.h"
#include "lexer/pp.h"
#include "parser/ast.h"

typedef void ParseExternalFn(void *user, Decl *d);
TranslationUnit *parse_translation_unit(Compilation *c, PP *pp, ParseExternalFn *on_decl, void *user);

#endif
