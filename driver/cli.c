/*
 * cli.c - the oclc command: argv -> options -> the pipeline for each
 * input -> diagnostics on stderr -> exit status.
 *
 * It lives in the front-end library, not in main.c, because two programs
 * run it: the `oclc` executable (with no back end, for -fsyntax-only, -E,
 * -ast-dump, -dump-tokens, -verify, --help and --version) and liboclc's
 * oclc_driver_main() (with the code generator, for everything else).
 * Both must print the same diagnostics and return the same status, so
 * there is one copy of this code.
 *
 * Nothing here ends the process: the status is returned.  Exit status, as
 * clang's driver: 0 success (warnings allowed), 1 errors in the program
 * (or a -verify mismatch), 2 a usage error or an internal failure.
 */
#include "driver/cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void put(FILE *f, StrBuf *b)
{
    fwrite(sb_cstr(b), 1, b->len, f);
    fflush(f);
    sb_free(b);
}

/* colour: -fcolor-diagnostics, or a terminal that can show it. */
static bool want_color(const Options *o)
{
    if (o->color >= 0) return o->color;
    const char *term = getenv("TERM");
    return isatty(STDERR_FILENO) && term && strcmp(term, "dumb") != 0;
}

/* Renders one compilation's diagnostics to stderr and returns its exit
 * status: 0, 1 for errors in the program, 2 for a failure of oclc's own
 * (or LLVM's) or out of memory. */
static int report(Compilation *c, CompileStatus st)
{
    static const int exit_status[] = {
        [COMPILE_OK] = 0, [COMPILE_ERRORS] = 1, [COMPILE_INTERNAL] = 2, [COMPILE_OUT_OF_MEMORY] = 2};
    const Options *o = c->opts;
    StrBuf err = {0};
    int rc = exit_status[st];
    if (o->verify) {
        /* Expected errors are success; only a mismatch is a failure. */
        bool matched = diag_verify(&c->diag, &err);
        if (st == COMPILE_OK || st == COMPILE_ERRORS) rc = matched ? 0 : 1;
    } else if (o->json_diags) {
        diag_render_json(&c->diag, &err);
    } else {
        DiagRenderOptions ro = diag_render_defaults();
        ro.color = want_color(o);
        ro.show_carets = o->show_carets;
        ro.show_line_numbers = o->show_line_numbers;
        diag_render_text(&c->diag, &err, &ro);
        /* clang ties the summary to the snippets: terse output has neither. */
        if (o->show_carets) diag_render_summary(&c->diag, &err);
    }
    if (st == COMPILE_OUT_OF_MEMORY) sb_puts(&err, "oclc: error: out of memory\n");
    put(stderr, &err);
    return rc;
}

int cli_main(int argc, char **argv, const Backend *backend)
{
    Arena arena;
    arena_init(&arena);
    Options opts;
    options_init(&opts);
    StrBuf out = {0};
    int rc = 0;
    if (!options_parse(&opts, &arena, argc - 1, (const char *const *)argv + 1, OPTIONS_CLI, &out)) {
        put(stderr, &out);
        rc = 2;
    } else if (opts.show_help || opts.show_version) {
        if (opts.show_version)
            options_print_version(&out);
        else
            options_print_help(&out);
        put(stdout, &out);
    } else if (!backend && opts.emit != EMIT_NONE) {
        rc = CLI_NEEDS_BACKEND;
    } else {
        for (int i = 0; i < opts.ninputs; i++) {
            Compilation c;
            compilation_init(&c, &opts);
            Pipeline p = {
                .path = opts.inputs[i],
                .to = PIPELINE_TO_FILE,
                .out_path = options_output_name(&opts, &c.arena, opts.inputs[i]),
                .backend = backend,
            };
            int r = report(&c, pipeline_run(&c, &p));
            compilation_free(&c);
            if (r > rc) rc = r;
        }
    }
    arena_free(&arena);
    sb_free(&out);
    return rc;
}
