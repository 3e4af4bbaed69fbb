/*
 * fuzz_pp.c - libFuzzer target: the lexer and the preprocessor alone.
 *
 * The whole pipeline target spends most of its time in LLVM; this one
 * runs only what turns bytes into tokens, thousands of times faster, so
 * it goes deep into the places byte-level mutation reaches best: the
 * re2c scanner (NUL bytes, invalid UTF-8, unterminated comments and
 * literals, line continuations, CR/CRLF), directives, macro expansion
 * (recursion, ##, #, variadics, the expansion limits), #if evaluation,
 * and the literal decoders the parser would call next.
 *
 * Per input: the source becomes the main file of a Compilation with the
 * default options (limits included; -ferror-limit off so that every
 * diagnostic path runs), then, chosen by the last byte so that a crash
 * reproduces, either
 *   - the token stream the parser would see, each literal decoded
 *     (literal_int/float/char/string), or
 *   - the -E output (pp_write_preprocessed);
 * and the diagnostics are rendered as text and as JSON, which walks the
 * line tables, carets and macro-expansion notes of every diagnostic.
 * Everything lives in the Compilation's arena and is freed with it, so
 * LeakSanitizer sees a leak in any phase that forgets to.
 */
#include <stdint.h>
#include <stdlib.h>

#include "driver/options.h"
#include "support/compilation.h"
#include "lexer/literal.h"
#include "lexer/pp.h"
#include "lexer/token.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Options o;
    options_init(&o);
    o.emit = EMIT_NONE;
    o.error_limit = 0;
    Compilation c;
    compilation_init(&c, &o);
    c.main_file = sm_add_buffer(&c.sm, "fuzz.cl", (const char *)data, size, loc_none());
    PP *pp = c.main_file ? pp_create(&c, c.main_file) : NULL;
    if (pp && size && (data[size - 1] & 1)) {
        StrBuf out = {0};
        pp_write_preprocessed(pp, &out);
        sb_free(&out);
    } else if (pp) {
        Token t;
        do {
            pp_next(pp, &t);
            IntLiteral il;
            FloatLiteral fl;
            int64_t ch;
            char *s;
            uint32_t len;
            switch (t.kind) {
            case TOK_INT_LIT: literal_int(&c.diag, &t, &il); break;
            case TOK_FLOAT_LIT: literal_float(&c.diag, &t, &fl); break;
            case TOK_CHAR_LIT: literal_char(&c.diag, &t, &ch); break;
            case TOK_STRING_LIT: literal_string(&c.diag, &c.arena, &t, &s, &len); break;
            default: break;
            }
        } while (t.kind != TOK_EOF && !diag_should_stop(&c.diag));
    }
    if (pp) pp_destroy(pp);
    StrBuf text = {0};
    DiagRenderOptions ro = diag_render_defaults();
    diag_render_text(&c.diag, &text, &ro);
    diag_render_summary(&c.diag, &text);
    diag_render_json(&c.diag, &text);
    sb_free(&text);
    compilation_free(&c);
    return 0;
}
