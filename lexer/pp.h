/*
 * pp.h - the preprocessor: macro expansion, conditionals, #include,
 * #line, #pragma, #error/#warning, predefined macros.
 *
 * It pulls raw tokens from a stack of Lexers and hands fully expanded
 * tokens to the parser through pp_next().  Directive and macro errors are
 * diagnostics; the preprocessor always reaches TOK_EOF.
 */
#ifndef OCLC_PP_H
#define OCLC_PP_H

#include "support/compilation.h"
#include "lexer/token.h"

typedef struct PP PP;

PP *pp_create(Compilation *c, uint32_t main_file);
void pp_destroy(PP *pp);
/* Next token after preprocessing; never TOK_NEWLINE/TOK_HASH directives. */
void pp_next(PP *pp, Token *t);
/* -E: writes the preprocessed text of the whole input. */
void pp_write_preprocessed(PP *pp, StrBuf *out);

/* State of `#pragma OPENCL EXTENSION name : enable|disable` at the current
 * point (sema asks while the parser runs; true when enabled or when the
 * extension is always enabled on this target). */
bool pp_extension_enabled(PP *pp, const char *name);

#endif
