/*
 * program.c - the embedding API (include/oclc/oclc.h): a program is a
 * source string, built by the same pipeline as the oclc command, run by
 * ORC's LLJIT.
 *
 * oclc_program_build reads as the pipeline does:
 *
 *   options_split/options_parse (for_library) -> compile_frontend
 *   -> cg_lower_in_context (the JIT's ThreadSafeContext)
 *   -> always-inline (kernel bodies into their work-group loops, so the
 *      O2 pipeline does not simplify each body twice) -> cg_optimize
 *   -> LLJIT (host target machine): the module, and the kernels' plain C
 *      functions in a second module compiled only if one is looked up
 *      (cg_jit_kernel_wrappers) -> look up __oclc_kernels
 *
 * and the log is what the command prints on stderr for the same source and
 * options, without colour (cli.c's report() renders the same way).
 *
 * One LLJIT per program.  A shared one with a JITDylib per program would
 * save creating an ExecutionSession per build, but LLVM 19's C API cannot
 * remove a JITDylib, nor look a symbol up in anything but the main one, so
 * destroying a program could not free its code; with one LLJIT each,
 * oclc_program_destroy disposes of the LLJIT and everything it holds, and
 * programs share nothing but the thread pool.  Creating the LLJIT costs
 * well under a millisecond (docs/embedding.md has the numbers).
 *
 * Ownership of the LLVM objects, in the order they are made (LLVM's OrcV2
 * C examples comment the same hand-overs):
 *   - the ThreadSafeContext is ours until the module is wrapped; the
 *     ThreadSafeModule keeps the context alive, so we dispose of our
 *     reference right after wrapping;
 *   - the module is owned by the CgModule until cg_module_release hands it
 *     to LLVMOrcCreateNewThreadSafeModule, which takes it; the same for
 *     the kernel-wrapper module from cg_jit_kernel_wrappers;
 *   - the ThreadSafeModule is taken by LLVMOrcLLJITAddLLVMIRModule (on
 *     failure too);
 *   - the TargetMachine we make for the JIT is consumed (and destroyed) by
 *     LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine, the builder by
 *     LLVMOrcLLJITBuilderSetJITTargetMachineBuilder, the LLJITBuilder by
 *     LLVMOrcCreateLLJIT;
 *   - the MaterializationUnit of the runtime's symbols is taken by
 *     LLVMOrcJITDylibDefine on success (we dispose of it on failure); the
 *     symbol-name pool entries inside it were retained for it;
 *   - the LLJIT is the program's and is disposed of with it.
 * Every LLVMErrorRef goes through jit_error(), which consumes it.
 *
 * The Compilation (source manager, diagnostics, AST) stays alive after a
 * build: the structured diagnostics point into it, and oclc_program_emit
 * lowers the checked AST again rather than keeping a copy of the module.
 *
 * Threads: programs share nothing, so they may be built and run from
 * different threads at once.  One program's enqueues may come from several
 * threads at once; only appending to its log is serialized (a mutex).
 * Building or destroying a program while another thread uses it is not
 * allowed.  The log is kept in versions that all live until the program
 * is destroyed, so a pointer from oclc_program_log never dangles while
 * another thread appends.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "codegen/cg_llvm.h"
#include "codegen/codegen.h"
#include "driver/compile.h"
#include "runtime/runtime.h"

typedef struct LogVersion {
    struct LogVersion *older;
    char text[];
} LogVersion;

struct oclc_program {
    char *source;
    size_t length;
    char *name;
    pthread_mutex_t lock; /* the log; emit */
    LogVersion *log;      /* newest first; NULL = "" */
    char *log_json;

    /* The last build. */
    Arena arena; /* options */
    Options opts;
    Compilation *comp;
    TranslationUnit *tu; /* checked, when the front end accepted it */
    oclc_diagnostic *diags;
    size_t ndiags;
    LLVMOrcLLJITRef jit;
    const OclcKernelTable *kernels;
    bool built;         /* the last build succeeded */
    bool in_build;      /* LLVM's diagnostic handler may report */
    int session_errors; /* reported by ORC's session during the build */
};

/* ------------------------------------------------------------------ */
/* The log                                                            */

static bool log_set(oclc_program *p, const char *text, size_t len, bool append)
{
    size_t old = append && p->log ? strlen(p->log->text) : 0;
    LogVersion *v = malloc(sizeof *v + old + len + 1);
    if (!v) return false;
    if (old) memcpy(v->text, p->log->text, old);
    memcpy(v->text + old, text, len);
    v->text[old + len] = '\0';
    v->older = p->log;
    p->log = v;
    return true;
}

static void log_append(oclc_program *p, const char *text)
{
    pthread_mutex_lock(&p->lock);
    log_set(p, text, strlen(text), true);
    pthread_mutex_unlock(&p->lock);
}

const char *oclc_program_log(const oclc_program *p)
{
    if (!p) return "";
    /* The newest version, read under the lock that publishes it. */
    pthread_mutex_lock((pthread_mutex_t *)&p->lock);
    const char *s = p->log ? p->log->text : "";
    pthread_mutex_unlock((pthread_mutex_t *)&p->lock);
    return s;
}

/* The diagnostics as the command prints them without colour. */
static void render_log(oclc_program *p, bool failed)
{
    Compilation *c = p->comp;
    StrBuf out = {0};
    if (p->opts.json_diags) {
        diag_render_json(&c->diag, &out);
    } else {
        DiagRenderOptions ro = diag_render_defaults();
        ro.color = false;
        ro.show_carets = p->opts.show_carets;
        ro.show_line_numbers = p->opts.show_line_numbers;
        diag_render_text(&c->diag, &out, &ro);
        if (p->opts.show_carets) diag_render_summary(&c->diag, &out);
    }
    if (failed && c->arena.oom) sb_puts(&out, "oclc: error: out of memory\n");
    pthread_mutex_lock(&p->lock);
    log_set(p, out.data ? out.data : "", out.len, false);
    pthread_mutex_unlock(&p->lock);
    sb_free(&out);
}

/* Flattens diagnostics and their notes into p->diags. */
static void collect_diagnostics(oclc_program *p)
{
    DiagEngine *d = &p->comp->diag;
    size_t n = 0;
    for (int i = 0; i < d->n; i++) n += 1 + (size_t)d->list[i]->nnotes;
    p->diags = n ? calloc(n, sizeof *p->diags) : NULL;
    if (!p->diags) return;
    static const oclc_severity sev[] = {
        [DIAG_NOTE] = OCLC_NOTE, [DIAG_WARNING] = OCLC_WARNING, [DIAG_ERROR] = OCLC_ERROR, [DIAG_FATAL] = OCLC_FATAL};
    size_t k = 0;
    for (int i = 0; i < d->n; i++) {
        int parent = -1;
        for (int j = -1; j < d->list[i]->nnotes; j++) {
            Diagnostic *dg = j < 0 ? d->list[i] : d->list[i]->notes[j];
            oclc_diagnostic *o = &p->diags[k];
            o->severity = sev[dg->level];
            o->message = dg->msg ? dg->msg : "";
            o->file = "";
            o->option = "";
            o->parent = parent;
            Loc l = dg->loc.exp ? sm_use_loc(&p->comp->sm, dg->loc) : dg->loc;
            if (loc_valid(l)) {
                PresumedLoc pl = sm_presumed(&p->comp->sm, l.file, l.off);
                if (pl.valid) {
                    o->file = pl.name;
                    o->line = pl.line;
                    o->column = pl.col;
                }
            }
            if (dg->warning != W_NONE)
                o->option = arena_printf(&p->comp->arena, "-W%s", diag_warning_name(dg->warning));
            else if (dg->option)
                o->option = dg->option;
            if (j < 0) parent = (int)k;
            k++;
        }
    }
    p->ndiags = k;
}

size_t oclc_program_num_diagnostics(const oclc_program *p) { return p ? p->ndiags : 0; }

oclc_status oclc_program_diagnostic(const oclc_program *p, size_t i, oclc_diagnostic *out)
{
    if (!p || !out) return OCLC_INVALID_ARGUMENT;
    if (i >= p->ndiags) return OCLC_NOT_FOUND;
    *out = p->diags[i];
    return OCLC_SUCCESS;
}

const char *oclc_program_log_json(const oclc_program *p) { return p && p->log_json ? p->log_json : "[]"; }

/* ------------------------------------------------------------------ */
/* Create and destroy                                                 */

static char *dup_bytes(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (d) {
        if (n) memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

oclc_program *oclc_program_create(const char *source, size_t length, const char *name)
{
    oclc_program *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    if (!name) name = "<source>";
    p->source = dup_bytes(source ? source : "", source ? length : 0);
    p->length = source ? length : 0;
    p->name = dup_bytes(name, strlen(name));
    if (!p->source || !p->name) {
        free(p->source);
        free(p->name);
        free(p);
        return NULL;
    }
    pthread_mutex_init(&p->lock, NULL);
    return p;
}

static void jit_dispose(oclc_program *p)
{
    if (p->jit) {
        LLVMErrorRef err = LLVMOrcDisposeLLJIT(p->jit);
        if (err) LLVMConsumeError(err);
    }
    p->jit = NULL;
    p->kernels = NULL;
}

/* Forgets the last build. */
static void reset(oclc_program *p)
{
    jit_dispose(p);
    if (p->comp) {
        compilation_free(p->comp);
        free(p->comp);
        p->comp = NULL;
        arena_free(&p->arena);
    }
    free(p->diags);
    free(p->log_json);
    p->diags = NULL;
    p->ndiags = 0;
    p->log_json = NULL;
    p->tu = NULL;
    p->built = false;
}

void oclc_program_destroy(oclc_program *p)
{
    if (!p) return;
    reset(p);
    for (LogVersion *v = p->log, *o; v; v = o) {
        o = v->older;
        free(v);
    }
    pthread_mutex_destroy(&p->lock);
    free(p->source);
    free(p->name);
    free(p);
}

/* ------------------------------------------------------------------ */
/* Build                                                              */

/* Consumes err; reports it as "<what>: <message>" and returns true. */
static bool jit_error(oclc_program *p, LLVMErrorRef err, const char *what)
{
    if (!err) return false;
    char *msg = LLVMGetErrorMessage(err);
    diag_error(&p->comp->diag, loc_none(), "%s: %s", what, msg);
    LLVMDisposeErrorMessage(msg);
    return true;
}

/* Errors LLVM's back end reports while the JIT compiles the module (the
 * context would otherwise print them and exit). */
static void on_llvm_diagnostic(LLVMDiagnosticInfoRef di, void *opaque)
{
    oclc_program *p = opaque;
    if (LLVMGetDiagInfoSeverity(di) != LLVMDSError || !p->in_build) return;
    char *msg = LLVMGetDiagInfoDescription(di);
    diag_error(&p->comp->diag, loc_none(), "error in backend: %s", msg);
    LLVMDisposeMessage(msg);
}

/* Errors ORC reports through the session rather than as a lookup's
 * result (a symbol no definition provides): by default it prints them
 * on stderr, which a library must not do; they become diagnostics. */
static void on_session_error(void *opaque, LLVMErrorRef err)
{
    oclc_program *p = opaque;
    char *msg = LLVMGetErrorMessage(err); /* consumes err */
    if (p->in_build && p->comp) {
        diag_error(&p->comp->diag, loc_none(), "cannot link the program: %s", msg);
        p->session_errors++;
    }
    LLVMDisposeErrorMessage(msg);
}

/* A target machine like the one the module was optimized for, for the
 * JIT's compiler (the JIT consumes it). */
static LLVMTargetMachineRef jit_target_machine(LLVMTargetMachineRef tm, int opt_level)
{
    char *triple = LLVMGetTargetMachineTriple(tm);
    char *cpu = LLVMGetTargetMachineCPU(tm);
    char *features = LLVMGetTargetMachineFeatureString(tm);
    static const LLVMCodeGenOptLevel levels[] = {LLVMCodeGenLevelNone, LLVMCodeGenLevelLess, LLVMCodeGenLevelDefault,
                                                 LLVMCodeGenLevelAggressive};
    LLVMTargetMachineRef jtm = LLVMCreateTargetMachine(LLVMGetTargetMachineTarget(tm), triple, cpu, features,
                                                       levels[opt_level < 0   ? 0
                                                              : opt_level > 3 ? 3
                                                                              : opt_level],
                                                       LLVMRelocDefault, LLVMCodeModelJITDefault);
    LLVMDisposeMessage(triple);
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(features);
    return jtm;
}

/* The runtime's functions, as absolute symbols of the program's JITDylib. */
static LLVMErrorRef define_runtime(LLVMOrcLLJITRef jit)
{
    LLVMOrcCSymbolMapPair pairs[32];
    size_t n = runtime_num_symbols < 32 ? runtime_num_symbols : 32;
    for (size_t i = 0; i < n; i++) {
        pairs[i].Name = LLVMOrcLLJITMangleAndIntern(jit, runtime_symbols[i].name);
        pairs[i].Sym.Address = (LLVMOrcExecutorAddress)(uintptr_t)runtime_symbols[i].addr;
        pairs[i].Sym.Flags.GenericFlags = LLVMJITSymbolGenericFlagsExported | LLVMJITSymbolGenericFlagsCallable;
        pairs[i].Sym.Flags.TargetFlags = 0;
    }
    LLVMOrcMaterializationUnitRef mu = LLVMOrcAbsoluteSymbols(pairs, n); /* takes the names */
    LLVMErrorRef err = LLVMOrcJITDylibDefine(LLVMOrcLLJITGetMainJITDylib(jit), mu);
    if (err) LLVMOrcDisposeMaterializationUnit(mu);
    return err;
}

/* Why the back end stopped: a program the target rejects (-mcpu=bogus)
 * is a build error; anything else is ours. */
static oclc_status backend_failure(Compilation *c)
{
    if (c->arena.oom) return OCLC_OUT_OF_MEMORY;
    for (int i = 0; i < c->diag.n; i++)
        if (c->diag.list[i]->level >= DIAG_ERROR && strncmp(c->diag.list[i]->msg, "internal error", 14) == 0)
            return OCLC_INTERNAL_ERROR;
    return diag_has_errors(&c->diag) ? OCLC_BUILD_ERROR : OCLC_INTERNAL_ERROR;
}

static oclc_status inline_kernel_bodies(Compilation *c, CgModule *m)
{
    LLVMPassBuilderOptionsRef pbo = LLVMCreatePassBuilderOptions();
    LLVMErrorRef err = LLVMRunPasses(cg_module_llvm(m), "always-inline", cg_module_target_machine(m), pbo);
    LLVMDisposePassBuilderOptions(pbo);
    if (!err) return OCLC_SUCCESS;
    char *msg = LLVMGetErrorMessage(err);
    diag_error(&c->diag, loc_none(), "internal error: always-inline: %s", msg);
    LLVMDisposeErrorMessage(msg);
    return OCLC_INTERNAL_ERROR;
}

/* The back end: lower into a fresh ThreadSafeContext, optimize, JIT. */
static oclc_status build_backend(oclc_program *p)
{
    Compilation *c = p->comp;
    LLVMOrcThreadSafeContextRef tsc = LLVMOrcCreateNewThreadSafeContext();
    LLVMContextRef ctx = LLVMOrcThreadSafeContextGetContext(tsc);
    LLVMContextSetDiagnosticHandler(ctx, on_llvm_diagnostic, p);
    CgModule *m = cg_lower_in_context(c, p->tu, ctx);
    /* Kernel bodies into their work-group loops first: the O2 pipeline
     * would otherwise simplify each body once on its own (its SCC comes
     * first) and again after inlining it. */
    if (m && inline_kernel_bodies(c, m) != OCLC_SUCCESS) {
        cg_module_free(m);
        LLVMOrcDisposeThreadSafeContext(tsc);
        return OCLC_INTERNAL_ERROR;
    }
    /* Before the optimizer drops the kernels' unused declarations. */
    LLVMModuleRef wrappers = m ? cg_jit_kernel_wrappers(cg_module_llvm(m)) : NULL; /* ours, same context */
    if (!m || !cg_optimize(c, m)) {
        if (wrappers) LLVMDisposeModule(wrappers);
        cg_module_free(m);
        LLVMOrcDisposeThreadSafeContext(tsc);
        return backend_failure(c);
    }
    LLVMTargetMachineRef jtm = jit_target_machine(cg_module_target_machine(m), p->opts.opt_level);
    LLVMModuleRef mod = cg_module_release(m);                                    /* frees m, keeps the module */
    LLVMOrcThreadSafeModuleRef tsm = LLVMOrcCreateNewThreadSafeModule(mod, tsc); /* takes mod */
    LLVMOrcThreadSafeModuleRef tsm_wrappers = LLVMOrcCreateNewThreadSafeModule(wrappers, tsc); /* takes wrappers */
    LLVMOrcDisposeThreadSafeContext(tsc); /* tsm keeps the context */

    LLVMOrcLLJITBuilderRef builder = LLVMOrcCreateLLJITBuilder();
    LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(
        builder, LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(jtm)); /* takes jtm, then the JTMB */
    LLVMErrorRef err = LLVMOrcCreateLLJIT(&p->jit, builder);                  /* takes builder */
    if (jit_error(p, err, "internal error: cannot create the JIT")) {
        p->jit = NULL;
        LLVMOrcDisposeThreadSafeModule(tsm);
        LLVMOrcDisposeThreadSafeModule(tsm_wrappers);
        return OCLC_INTERNAL_ERROR;
    }
    LLVMOrcExecutionSessionSetErrorReporter(LLVMOrcLLJITGetExecutionSession(p->jit), on_session_error, p);
    /* libc and libm for what the back end calls (memcpy, ...), from the
     * process; the runtime's own functions by address. */
    LLVMOrcDefinitionGeneratorRef gen = NULL;
    err = LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&gen, LLVMOrcLLJITGetGlobalPrefix(p->jit), NULL, NULL);
    if (jit_error(p, err, "internal error: cannot search the process for symbols")) {
        LLVMOrcDisposeThreadSafeModule(tsm);
        LLVMOrcDisposeThreadSafeModule(tsm_wrappers);
        return OCLC_INTERNAL_ERROR;
    }
    LLVMOrcJITDylibAddGenerator(LLVMOrcLLJITGetMainJITDylib(p->jit), gen); /* takes gen */
    if (jit_error(p, define_runtime(p->jit), "internal error: cannot define the runtime's symbols")) {
        LLVMOrcDisposeThreadSafeModule(tsm);
        LLVMOrcDisposeThreadSafeModule(tsm_wrappers);
        return OCLC_INTERNAL_ERROR;
    }
    LLVMOrcJITDylibRef jd = LLVMOrcLLJITGetMainJITDylib(p->jit);
    err = LLVMOrcLLJITAddLLVMIRModule(p->jit, jd, tsm); /* takes tsm */
    if (jit_error(p, err, "internal error: the JIT did not take the module")) {
        LLVMOrcDisposeThreadSafeModule(tsm_wrappers);
        return OCLC_INTERNAL_ERROR;
    }
    /* Compiled only when a kernel is looked up by name. */
    err = LLVMOrcLLJITAddLLVMIRModule(p->jit, jd, tsm_wrappers); /* takes tsm_wrappers */
    if (jit_error(p, err, "internal error: the JIT did not take the module")) return OCLC_INTERNAL_ERROR;

    /* Looking the kernel table up compiles the module (every program has
     * one), so every function is runnable when build returns.  A failure
     * here is a function the program calls but does not define (a build
     * error), or a back-end error. */
    LLVMOrcExecutorAddress addr = 0;
    err = LLVMOrcLLJITLookup(p->jit, &addr, "__oclc_kernels");
    if (err && p->session_errors) {
        LLVMConsumeError(err); /* the session's report says it better */
        return OCLC_BUILD_ERROR;
    }
    if (jit_error(p, err, "cannot link the program")) return OCLC_BUILD_ERROR;
    if (diag_has_errors(&c->diag)) return OCLC_BUILD_ERROR;
    p->kernels = (const OclcKernelTable *)(uintptr_t)addr;
    return OCLC_SUCCESS;
}

oclc_status oclc_program_build(oclc_program *p, const char *options)
{
    if (!p) return OCLC_INVALID_ARGUMENT;
    reset(p);
    arena_init(&p->arena);
    options_init(&p->opts);
    const char **argv = NULL;
    int argc = options_split(&p->arena, options ? options : "", &argv);
    StrBuf err = {0};
    p->comp = calloc(1, sizeof *p->comp);
    if (!p->comp) {
        arena_free(&p->arena);
        return OCLC_OUT_OF_MEMORY;
    }
    if (!options_parse(&p->opts, &p->arena, argc, argv, true, &err)) {
        /* A Compilation with no diagnostics, so that reset() is uniform. */
        compilation_init(p->comp, &p->opts);
        pthread_mutex_lock(&p->lock);
        log_set(p, sb_cstr(&err), err.len, false);
        pthread_mutex_unlock(&p->lock);
        sb_free(&err);
        return OCLC_INVALID_ARGUMENT;
    }
    sb_free(&err);
    Compilation *c = p->comp;
    compilation_init(c, &p->opts);
    c->main_file = sm_add_buffer(&c->sm, p->name, p->source, p->length, loc_none());

    p->in_build = true;
    p->session_errors = 0;
    oclc_status st = OCLC_SUCCESS;
    p->tu = c->main_file ? compile_frontend(c) : NULL;
    if (!p->tu)
        st = c->arena.oom ? OCLC_OUT_OF_MEMORY : OCLC_BUILD_ERROR;
    else if (p->opts.emit == EMIT_JIT)
        st = build_backend(p);
    p->in_build = false;
    if (st == OCLC_INTERNAL_ERROR && !diag_has_errors(&c->diag))
        diag_error(&c->diag, loc_none(), "internal error: the program could not be built");

    collect_diagnostics(p);
    StrBuf json = {0};
    diag_render_json(&c->diag, &json);
    p->log_json = json.data; /* ours now */
    render_log(p, st != OCLC_SUCCESS);
    p->built = st == OCLC_SUCCESS;
    return st;
}

/* ------------------------------------------------------------------ */
/* Using a built program                                              */

void *oclc_program_symbol(oclc_program *p, const char *name)
{
    if (!p || !p->built || !p->jit || !name) return NULL;
    LLVMOrcExecutorAddress addr = 0;
    LLVMErrorRef err = LLVMOrcLLJITLookup(p->jit, &addr, name);
    if (err) {
        LLVMConsumeError(err);
        return NULL;
    }
    return (void *)(uintptr_t)addr;
}

static const OclcKernelDesc *find_kernel(const oclc_program *p, const char *name)
{
    if (!p || !p->kernels || !name) return NULL;
    for (uint64_t i = 0; i < p->kernels->count; i++)
        if (strcmp(p->kernels->kernels[i]->name, name) == 0) return p->kernels->kernels[i];
    return NULL;
}

oclc_status oclc_program_enqueue(oclc_program *p, const char *kernel, unsigned work_dim, const size_t *global_offset,
                                 const size_t *global_size, const size_t *local_size, size_t num_args,
                                 const size_t *arg_sizes, const void *const *arg_values)
{
    if (!p) return OCLC_INVALID_ARGUMENT;
    if (!p->built) {
        log_append(p, "error: oclc_program_enqueue: the program is not built\n");
        return OCLC_INVALID_ARGUMENT;
    }
    const OclcKernelDesc *k = find_kernel(p, kernel);
    if (!k) {
        StrBuf m = {0};
        sb_printf(&m, "error: oclc_program_enqueue: no kernel named '%s' in the program\n", kernel ? kernel : "(null)");
        log_append(p, sb_cstr(&m));
        sb_free(&m);
        return OCLC_INVALID_ARGUMENT;
    }
    StrBuf msg = {0};
    oclc_status st =
        ndrange_enqueue(k, work_dim, global_offset, global_size, local_size, num_args, arg_sizes, arg_values, &msg);
    if (st != OCLC_SUCCESS) log_append(p, sb_cstr(&msg));
    sb_free(&msg);
    return st;
}

size_t oclc_program_num_kernels(const oclc_program *p) { return p && p->kernels ? (size_t)p->kernels->count : 0; }

const char *oclc_program_kernel_name(const oclc_program *p, size_t i)
{
    return p && p->kernels && i < p->kernels->count ? p->kernels->kernels[i]->name : NULL;
}

oclc_status oclc_program_kernel_num_args(const oclc_program *p, const char *kernel, size_t *num_args)
{
    const OclcKernelDesc *k = find_kernel(p, kernel);
    if (!k) return OCLC_NOT_FOUND;
    if (num_args) *num_args = k->num_args;
    return OCLC_SUCCESS;
}

oclc_status oclc_program_kernel_arg_info(const oclc_program *p, const char *kernel, size_t i, oclc_arg_info *out)
{
    const OclcKernelDesc *k = find_kernel(p, kernel);
    if (!k || i >= k->num_args) return OCLC_NOT_FOUND;
    if (out) {
        static const oclc_arg_kind kinds[] = {[OCLC_ARG_VALUE] = OCLC_ARG_BY_VALUE,
                                              [OCLC_ARG_GLOBAL] = OCLC_ARG_GLOBAL_PTR,
                                              [OCLC_ARG_CONSTANT] = OCLC_ARG_CONSTANT_PTR,
                                              [OCLC_ARG_LOCAL] = OCLC_ARG_LOCAL_PTR};
        out->kind = kinds[k->args[i].kind & 3];
        out->size = k->args[i].size;
        out->name = k->args[i].name;
        out->type_name = k->args[i].type_name;
    }
    return OCLC_SUCCESS;
}

oclc_status oclc_program_emit(oclc_program *p, oclc_emit_kind kind, char **data, size_t *len)
{
    if (!p || !data || !len || kind < OCLC_EMIT_OBJ || kind > OCLC_EMIT_LLVM_BC) return OCLC_INVALID_ARGUMENT;
    *data = NULL;
    *len = 0;
    if (!p->built || !p->tu) return OCLC_INVALID_ARGUMENT;
    static const EmitKind kinds[] = {EMIT_OBJ, EMIT_ASM, EMIT_LLVM_IR, EMIT_LLVM_BC};
    pthread_mutex_lock(&p->lock);
    /* The program as `oclc <options> -c` (or -S, -emit-llvm) writes it. */
    Options o = p->opts;
    o.emit = kinds[kind];
    Compilation *c = p->comp;
    const Options *saved = c->opts;
    c->opts = &o;
    int errors = c->diag.nerrors;
    CgModule *m = cg_lower(c, p->tu);
    bool ok = m && cg_optimize(c, m) && cg_emit_memory(c, m, o.emit, data, len);
    cg_module_free(m);
    c->opts = saved;
    oclc_status st = ok ? OCLC_SUCCESS : c->arena.oom ? OCLC_OUT_OF_MEMORY : OCLC_INTERNAL_ERROR;
    if (c->diag.nerrors > errors) {
        StrBuf out = {0};
        sb_puts(&out, "error: oclc_program_emit failed\n");
        log_set(p, sb_cstr(&out), out.len, true);
        sb_free(&out);
    }
    pthread_mutex_unlock(&p->lock);
    return st;
}

const char *oclc_status_string(oclc_status s)
{
    switch (s) {
    case OCLC_SUCCESS: return "OCLC_SUCCESS";
    case OCLC_BUILD_ERROR: return "OCLC_BUILD_ERROR";
    case OCLC_INVALID_ARGUMENT: return "OCLC_INVALID_ARGUMENT";
    case OCLC_NOT_FOUND: return "OCLC_NOT_FOUND";
    case OCLC_OUT_OF_MEMORY: return "OCLC_OUT_OF_MEMORY";
    case OCLC_INTERNAL_ERROR: return "OCLC_INTERNAL_ERROR";
    }
    return "OCLC_UNKNOWN_STATUS";
}
