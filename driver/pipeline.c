/*
 * pipeline.c - the pipeline: one function, pipeline_steps(), that a
 * reader takes in at a glance (QBE's main.c is the model), and the few
 * helpers it calls.  Everyone compiles through it: the command
 * (cli.c), the library's build, compile, link and emit
 * (runtime/program.c), and through the library the OpenCL platform.
 * What differs between them is data in the Pipeline (pipeline.h): the
 * input, the output, and whether there is a back end.
 *
 * Everything a step needs travels in the Compilation: an arena for
 * tokens, AST, types and strings and one for function bodies (freed at
 * once by compilation_free), the SourceMgr, and the diagnostic engine
 * configured from the options.  Parsing and checking go together: the
 * parser hands each external declaration to sema as soon as it is parsed
 * (check_external), and a checking-only run releases each body then.  No
 * step prints: the caller renders the diagnostics (text, JSON, or
 * -verify) when the run ends, so the same pipeline serves the command and
 * the library's log.
 *
 * LLVM is touched only after sema has accepted the program and an output
 * was asked for: -fsyntax-only, -verify, -ast-dump, -E and -dump-tokens
 * end before the back end, so they never initialize an LLVM target.  This
 * file is part of the front-end library and calls the back end only
 * through the Backend table it is given (backend.c fills it in, in
 * liboclc), so the `oclc` executable checks programs without loading LLVM.
 *
 * The IR is verified after every step that changes it, in every build
 * type: a verifier failure is an internal error with the IR in a note,
 * never an output.  A step that fails ends the run with its status
 * (support/compilation.h); whether a failure is the program's or oclc's
 * is the step's to say, not something read back from a message.
 */
#include "driver/pipeline.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lexer/pp.h"
#include "lexer/token.h"
#include "parser/ast.h"
#include "parser/ast_dump.h"
#include "parser/parser.h"
#include "parser/type.h"
#include "sema/sema.h"
#include "support/stack.h"

/* ------------------------------------------------------------------ */
/* Source                                                             */

/* The main file, and the headers given as strings: false when it cannot
 * be read (reported). */
static bool read_source(Compilation *c, const Pipeline *p)
{
    for (int i = 0; i < p->nheaders; i++)
        if (!compilation_add_virtual_file(c, p->headers[i].name, p->headers[i].text, p->headers[i].len)) return false;
    if (p->path)
        c->main_file = compilation_read_file(c, p->path, loc_none());
    else
        c->main_file = sm_add_buffer(&c->sm, p->name ? p->name : "<source>", p->text, p->len, loc_none());
    return c->main_file != 0;
}

/* ------------------------------------------------------------------ */
/* Outputs                                                            */

/* Writes `len` bytes to `path` ("-" = stdout); a failure is a diagnostic. */
static CompileStatus write_output(Compilation *c, const char *path, const char *data, size_t len)
{
    bool to_stdout = strcmp(path, "-") == 0;
    FILE *f = to_stdout ? stdout : fopen(path, "wb");
    if (!f) {
        diag_error(&c->diag, loc_none(), "unable to open output file '%s': '%s'", path, strerror(errno));
        return COMPILE_ERRORS;
    }
    bool ok = fwrite(data ? data : "", 1, len, f) == len;
    ok = (to_stdout ? fflush(f) == 0 : fclose(f) == 0) && ok;
    if (!ok) diag_error(&c->diag, loc_none(), "unable to write output file '%s': '%s'", path, strerror(errno));
    return ok ? COMPILE_OK : COMPILE_ERRORS;
}

/* A dump (-E, -dump-tokens, -ast-dump) made in `b`. */
static CompileStatus write_dump(Compilation *c, const char *path, StrBuf *b)
{
    CompileStatus st = COMPILE_ERRORS;
    if (b->oom) /* a dump too large for memory (-ast-dump of a very deep tree) */
        diag_error(&c->diag, loc_none(), "out of memory: cannot write '%s' (%zu bytes made)", path, b->len);
    else
        st = write_output(c, path, b->data, b->len);
    sb_free(b);
    return st;
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

/* -E and -dump-tokens: the preprocessor's output is the result. */
static CompileStatus preprocess_only(Compilation *c, const char *path)
{
    PP *pp = pp_create(c, c->main_file);
    if (!pp) return compilation_status(c);
    StrBuf out = {0};
    if (c->opts->preprocess_only)
        pp_write_preprocessed(pp, &out);
    else
        dump_tokens(c, pp, &out);
    pp_destroy(pp);
    CompileStatus st = write_dump(c, path, &out);
    return st != COMPILE_OK ? st : compilation_status(c);
}

/* -ast-dump: the checked tree, even when it has errors. */
static void dump_ast(Compilation *c, const char *path)
{
    if (!c->tu || c->arena.oom) return;
    StrBuf dump = {0};
    ast_dump_typed(c->tu, &c->sm, c->types, &dump);
    write_dump(c, path, &dump);
}

/* PIPELINE_TO_JIT: the module as object code, whole, or its part 0 and
 * the rest for take() to compile when it needs them (codegen/cg_module.c,
 * "Object code in parts"). */
static CompileStatus emit_objects(Compilation *c, const Pipeline *p, CgModule *m)
{
    const Backend *be = p->backend;
    CgSplit *rest = NULL;
    int n = 1;
    CompileStatus st = p->split ? be->split(c, m, &rest, &n) : COMPILE_OK;
    char *obj = NULL;
    size_t len = 0;
    /* With parts, split left m as part 0. */
    if (st == COMPILE_OK) st = be->emit(c, m, EMIT_OBJ, &obj, &len);
    if (st != COMPILE_OK) {
        if (rest) be->split_free(rest);
        free(obj);
        return st;
    }
    return p->take(p->user, c, obj, len, rest);
}

/* What the pipeline makes of the finished module. */
static CompileStatus emit(Compilation *c, const Pipeline *p, CgModule *m)
{
    switch (p->to) {
    case PIPELINE_TO_FILE: {
        char *data;
        size_t len;
        CompileStatus st = p->backend->emit(c, m, c->opts->emit, &data, &len);
        if (st == COMPILE_OK) st = write_output(c, p->out_path, data, len);
        free(data);
        return st;
    }
    case PIPELINE_TO_MEMORY: return p->backend->emit(c, m, p->emit, p->data, p->data_len);
    case PIPELINE_TO_UNIT: return p->backend->emit(c, m, EMIT_LLVM_BC, p->data, p->data_len);
    case PIPELINE_TO_JIT: return emit_objects(c, p, m);
    }
    return COMPILE_INTERNAL;
}

/* ------------------------------------------------------------------ */
/* The pipeline                                                       */

/* Sema checks each external declaration as the parser finishes it.  When
 * only the diagnostics are wanted, a function body is released once it is
 * checked (c->body is reset; its Decl stays, with no body), so memory
 * follows the largest function rather than the file; otherwise the tree
 * stays whole for the dump and the back end.  Either way the diagnostics
 * are the same, made in the same order. */
typedef struct Checker {
    Compilation *c;
    Sema *S;
    bool release;
} Checker;

static void check_external(void *user, Decl *d)
{
    Checker *k = user;
    sema_external(k->S, d);
    if (k->release) {
        if (d->kind == DECL_FUNC) d->body = NULL;
        arena_reset(&k->c->body);
    }
}

/* Parse and check: the checked translation unit, or NULL after errors. */
static TranslationUnit *check(Compilation *c, bool release)
{
    if (!c->types) c->types = types_create(&c->arena, c->opts ? c->opts->target : NULL);
    PP *pp = pp_create(c, c->main_file);
    if (!pp) return NULL;
    Checker k = {c, sema_begin(c), release};
    c->tu = parse_translation_unit(c, pp, check_external, &k);
    sema_end(k.S);
    pp_destroy(pp);
    return c->tu && compilation_status(c) == COMPILE_OK ? c->tu : NULL;
}

static CompileStatus no_backend(Compilation *c, const Pipeline *p)
{
    diag_error(&c->diag, loc_none(), "no code generator in this build: cannot write '%s'",
               p->out_path ? p->out_path : "<memory>");
    return COMPILE_INTERNAL;
}

/* A step runs only while every step before it succeeded. */
#define STEP(call) (st = st == COMPILE_OK ? (call) : st)

static CompileStatus pipeline_steps(Compilation *c, const Pipeline *p)
{
    const Options *o = c->opts;
    const Backend *be = p->backend;
    bool source = p->path || p->text;

    /* Source, and the headers given as strings. */
    if (source && !read_source(c, p)) return compilation_status(c);

    /* Preprocess: -E and -dump-tokens end with the tokens. */
    if (source && (o->preprocess_only || o->dump_tokens)) return preprocess_only(c, p->out_path);

    /* Parse and check: -ast-dump shows the tree; -fsyntax-only and -verify end
     * here, and need no body once it is checked. */
    bool release = p->to == PIPELINE_TO_FILE && o->emit == EMIT_NONE && !o->dump_ast;
    TranslationUnit *tu = source ? check(c, release) : p->checked;
    if (source && o->dump_ast) dump_ast(c, p->out_path);
    if (source && (!tu || o->emit == EMIT_NONE)) return compilation_status(c);
    if (!be) return no_backend(c, p);

    /* The front end accepted the program: from here on, LLVM. */
    CgModule *m = NULL;
    CompileStatus st = be->module_new(c, p->to == PIPELINE_TO_JIT || p->to == PIPELINE_TO_UNIT, &m);

    /* Generate: the checked unit, the compiled units linked into it, and
     * for the JIT its kernel table, with the kernels' C functions apart. */
    if (tu) STEP(be->generate(c, m, tu));
    for (int i = 0; i < p->nunits; i++) STEP(be->link(c, m, p->units[i].data, p->units[i].len));
    if (p->to == PIPELINE_TO_JIT) STEP(be->prepare_jit(c, m));
    STEP(be->verify(c, m, "after code generation"));
    if (p->linked) STEP(p->linked(p->user, c, m));

    /* A compiled unit is kept as generated: it is optimized once linked. */
    if (p->to != PIPELINE_TO_UNIT) {
        /* Optimize. */
        STEP(be->optimize(c, m));
        STEP(be->verify(c, m, "after optimization"));
        /* Rewrite what LLVM 19's back end would miscompile. */
        STEP(be->rewrite(c, m));
        STEP(be->verify(c, m, "after the workaround rewrite"));
    }

    /* Emit: a file, a buffer, a unit, or the JIT. */
    STEP(emit(c, p, m));
    be->module_free(m);
    return st != COMPILE_OK ? st : compilation_status(c);
}

/* The whole pipeline on one stack deep enough for the limits: the front
 * end, the dumps and the lowering recurse over the tree. */
typedef struct Job {
    Compilation *c;
    const Pipeline *p;
    CompileStatus status;
} Job;

static void job_run(void *p)
{
    Job *j = p;
    j->status = pipeline_steps(j->c, j->p);
}

CompileStatus pipeline_run(Compilation *c, const Pipeline *p)
{
    Job j = {c, p, COMPILE_INTERNAL};
    if (!stack_run(&c->opts->limits, job_run, &j))
        diag_error(&c->diag, loc_none(),
                   "cannot reserve %zu MB of stack for -fmax-nesting-depth=%d and -fmacro-expansion-depth=%d",
                   stack_needed(&c->opts->limits) >> 20, c->opts->limits.max_expr_depth,
                   c->opts->limits.max_macro_depth);
    return j.status;
}
