/*
 * parser.h - the Bison parser (grammar.y) and its token adapter.
 *
 * parse_translation_unit() pulls tokens from the preprocessor, decodes
 * literals, performs the typedef-name lookup that C's grammar needs (user
 * typedefs in scope, and the built-in type names such as float4, size_t and
 * the reserved names), and builds the syntax AST.  Syntax errors are
 * reported with Bison's expected-token information and recovered from at
 * `;` and `}` so that later declarations are still parsed.
 */
#ifndef OCLC_PARSER_H
#define OCLC_PARSER_H

#include "support/compilation.h"
#include "lexer/pp.h"
#include "parser/ast.h"

TranslationUnit *parse_translation_unit(Compilation *c, PP *pp);

#endif
