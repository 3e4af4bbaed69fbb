/*
 * compile.c - one compilation, and the pipeline that runs its phases.
 *
 * compile_run() is the pipeline a reader should be able to take in at a
 * glance (QBE's main.c is the model):
 *
 *   read -> preprocess -> parse -> sema -> [stop] -> codegen -> passes -> emit
 *
 * with the dump flags as exits between the stages.  Everything a phase
 * needs travels in the Compilation: one arena for tokens, AST, types and
 * strings (freed at once by compilation_free), the SourceMgr, and the
 * diagnostic engine configured from the options.  No phase prints: the
 * caller renders the diagnostics (text, JSON, or -verify) when the run ends,
 * so the same pipeline serves the CLI and the library's build log.
 *
 * LLVM is touched only after sema has accepted the program and an output
 * was asked for: -fsyntax-only, -verify, -ast-dump, -E and -dump-tokens
 * never reach codegen/, so they never initialize an LLVM target.  This
 * file is part of the front-end library and cannot even name codegen/:
 * the back end's steps are compile_backend() (compile_backend.c), passed in
 * by whoever links the code generator, so the `oclc` executable, which
 * links only the front end, checks programs without loading LLVM.
 */
#include "driver/compile.h"
#include "parser/ast_dump.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/stack.h"
#include "lexer/pp.h"
#include "lexer/token.h"
#include "parser/ast.h"
#include "parser/parser.h"
#include "sema/sema.h"
#include "parser/type.h"

/* ------------------------------------------------------------------ */
/* Outputs                                                            */

/* Writes `b` to `path` ("-" = stdout); a failure is a diagnostic. */
static bool write_output(Compilation *c, const char *path, const StrBuf *b)
{
    if (b->oom) { /* a dump too large for memory (-ast-dump of a very deep tree) */
        diag_error(&c->diag, loc_none(), "out of memory: cannot write '%s' (%zu bytes made)", path, b->len);
        return false;
    }
    bool to_stdout = strcmp(path, "-") == 0;
    FILE *f = to_stdout ? stdout : fopen(path, "wb");
    if (!f) {
        diag_error(&c->diag, loc_none(), "unable to open output file '%s': '%s'", path, strerror(errno));
        return false;
    }
    bool ok = fwrite(b->data ? b->data : "", 1, b->len, f) == b->len;
    ok = (to_stdout ? fflush(f) == 0 : fclose(f) == 0) && ok;
    if (!ok) diag_error(&c->diag, loc_none(), "unable to write output file '%s': '%s'", path, strerror(errno));
    return ok;
}

/* -dump-tokens, in clang's layout:  kind 'spelling'<TAB> [StartOfLine]<TAB>Loc=<k.cl:1:5> */
static void dump_tokens(Compilation *c, PP *pp, StrBuf *out)
{
    /* Keywords are named by their spelling, other tokens by their id in
     * lower case ("ident", "lparen"), close to clang's names. */
    static const struct {
        const char *name;
        bool keyword;
    } kinds[TOK_COUNT] = {
#define TOK(id, s) [TOK_##id] = {#id, false},
#define KW(id, s)  [TOK_KW_##id] = {s, true},
#define KW_ALIAS(id, s)
#include "lexer/tokens.def"
#undef TOK
#undef KW
#undef KW_ALIAS
    };
    Token t;
    do {
        pp_next(pp, &t);
        for (const char *p = kinds[t.kind].name; *p; p++)
            sb_putc(out, (char)(!kinds[t.kind].keyword && *p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p));
        sb_printf(out, " '%.*s'\t%s%s\tLoc=<", (int)t.len, t.text ? t.text : "",
                  t.flags & TF_BOL ? " [StartOfLine]" : "", t.flags & TF_SPACE ? " [LeadingSpace]" : "");
        Loc use = sm_use_loc(&c->sm, t.loc);
        PresumedLoc p = sm_presumed(&c->sm, use.file, use.off);
        sb_printf(out, "%s:%u:%u", p.valid ? p.name : "<built-in>", p.line, p.col);
        if (t.loc.exp) {
            PresumedLoc s = sm_presumed(&c->sm, t.loc.file, t.loc.off);
            sb_printf(out, " <Spelling=%s:%u:%u>", s.valid ? s.name : "<built-in>", s.line, s.col);
        }
        sb_puts(out, ">\n");
    } while (t.kind != TOK_EOF && !diag_should_stop(&c->diag));
}

/* ------------------------------------------------------------------ */
/* The pipeline                                                       */

/* The phases recurse as deep as the limits allow, so they run on a stack
 * sized for them (stack.c); when no such stack can be had, that is the
 * error. */
static void no_stack(Compilation *c)
{
    diag_error(&c->diag, loc_none(),
               "cannot reserve %zu MB of stack for -fmax-nesting-depth=%d and -fmacro-expansion-depth=%d",
               stack_needed(&c->opts->limits) >> 20, c->opts->limits.max_expr_depth, c->opts->limits.max_macro_depth);
}

static void frontend(void *p)
{
    Compilation *c = p;
    PP *pp = pp_create(c, c->main_file);
    if (!pp) return;
    c->tu = parse_translation_unit(c, pp);
    if (c->tu && !diag_should_stop(&c->diag)) sema_check(c, c->tu);
    pp_destroy(pp);
}

TranslationUnit *compile_frontend(Compilation *c)
{
    if (!c->types) c->types = types_create(&c->arena, c->opts->target);
    if (!stack_run(&c->opts->limits, frontend, c)) no_stack(c);
    bool ok = c->tu && !diag_has_errors(&c->diag) && !c->arena.oom;
    return ok ? c->tu : NULL;
}

static CompileStatus status(const Compilation *c)
{
    if (c->arena.oom) return COMPILE_FAILED;
    return diag_has_errors(&c->diag) ? COMPILE_ERRORS : COMPILE_OK;
}

/* -E and -dump-tokens: the preprocessor's output is the result. */
static CompileStatus run_preprocessor(Compilation *c, const char *output)
{
    PP *pp = pp_create(c, c->main_file);
    if (!pp) return status(c);
    StrBuf out = {0};
    if (c->opts->preprocess_only)
        pp_write_preprocessed(pp, &out);
    else
        dump_tokens(c, pp, &out);
    pp_destroy(pp);
    write_output(c, output, &out);
    sb_free(&out);
    return status(c);
}

static CompileStatus run_pipeline(Compilation *c, const char *input, CompileBackend *backend)
{
    const Options *o = c->opts;
    const char *output = options_output_name(o, &c->arena, input);

    c->main_file = compilation_read_file(c, input, loc_none());
    if (!c->main_file) return status(c);
    if (o->preprocess_only || o->dump_tokens) return run_preprocessor(c, output);

    TranslationUnit *tu = compile_frontend(c);
    if (o->dump_ast && c->tu && !c->arena.oom) {
        StrBuf dump = {0};
        ast_dump_typed(c->tu, &c->sm, c->types, &dump);
        write_output(c, output, &dump);
        sb_free(&dump);
    }
    if (!tu || o->emit == EMIT_NONE) return status(c);

    /* The front end accepted the program: a failure from here on is ours.
     * codegen -> LLVMVerifyModule -> passes -> emit: compile_backend() in
     * compile_backend.c, the only part of the pipeline that touches LLVM. */
    if (!backend) {
        diag_error(&c->diag, loc_none(), "no code generator in this build: cannot write '%s'", output);
        return COMPILE_FAILED;
    }
    return backend(c, tu, output);
}

/* The whole pipeline on one stack deep enough for the limits: the dumps
 * and the back end recurse over the tree too. */
typedef struct PipelineJob {
    Compilation *c;
    const char *input;
    CompileBackend *backend;
    CompileStatus status;
} PipelineJob;

static void pipeline_job(void *p)
{
    PipelineJob *j = p;
    j->status = run_pipeline(j->c, j->input, j->backend);
}

CompileStatus compile_run_with(Compilation *c, const char *input, CompileBackend *backend)
{
    PipelineJob j = {c, input, backend, COMPILE_FAILED};
    if (!stack_run(&c->opts->limits, pipeline_job, &j)) no_stack(c);
    return j.status;
}
