/*
 * program.c - the embedding API (include/oclc/oclc.h): a program is a
 * source string, or compiled units, built by the same pipeline as the oclc
 * command (driver/pipeline.c) and run by ORC's LLJIT.
 *
 * Every entry that compiles runs the pipeline once, with its own input
 * and output; the options are parsed once, by driver/options.c, for the
 * use at hand (OPTIONS_BUILD, or OPTIONS_CL_BUILD for a program whose
 * options follow OpenCL's rules, OPTIONS_LINK):
 *
 *   oclc_program_build    source (or the program's units) -> JIT
 *   oclc_program_compile  source + headers as strings -> a unit (LLVM
 *                         bitcode, not optimized), kept in the program
 *   oclc_program_link     the inputs' units -> JIT (or, -create-library,
 *                         one unit)
 *   oclc_program_emit     the checked tree again (or the units) -> object,
 *                         assembly, IR, bitcode in memory
 *   oclc_program_binary   the units; for a program built from source, its
 *                         checked tree lowered again into one
 *
 * and the log is what the command prints on stderr for the same source
 * and options, without colour (cli.c's report() renders the same way).
 *
 * The JIT is the pipeline's last step for a build (jit_take): the module,
 * optimized and verified, and the kernels' plain C functions in a second
 * module compiled only if one is looked up (cg_prepare_jit) go to a new
 * LLJIT for the host's CPU, and looking up the kernel table compiles
 * everything, so every function is runnable when a build returns.
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
 *   - the module, its context (an ORC ThreadSafeContext) and the target
 *     machine are the CgModule's until cg_module_take_jit wraps the two
 *     modules into ThreadSafeModules, which are ours, and which keep the
 *     context alive when the pipeline frees the CgModule;
 *   - a ThreadSafeModule is taken by LLVMOrcLLJITAddLLVMIRModule (on
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
 * and oclc_program_binary lower the checked AST again rather than keeping
 * a copy of the module.
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

#include "codegen/cg_llvm.h"
#include "driver/options.h"
#include "driver/pipeline.h"
#include "runtime/runtime.h"

typedef struct LogVersion {
    struct LogVersion *older;
    char text[];
} LogVersion;

/* A compiled unit the program owns: LLVM bitcode (driver/pipeline.h). */
typedef struct Unit {
    char *data;
    size_t len;
} Unit;

struct oclc_program {
    char *source; /* NULL for a program from a binary or a link */
    size_t length;
    char *name;
    oclc_options_dialect dialect;
    pthread_mutex_t lock;   /* the log; emit and binary */
    LogVersion *log;        /* newest first; NULL = "" */
    char *log_json;
    Unit *units;            /* what it links (or builds) from: compiled, linked, or from a binary */
    size_t nunits;
    oclc_program_kind kind; /* what oclc_program_binary saves */

    /* The last build, compile or link. */
    Arena arena; /* options */
    Options opts;
    Compilation *comp;
    TranslationUnit *tu; /* checked, when built or compiled from source */
    oclc_diagnostic *diags;
    size_t ndiags;
    LLVMOrcLLJITRef jit;
    const OclcKernelTable *kernels;
    bool built;         /* the last build succeeded: the JIT has its code */
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
static void render_log(oclc_program *p, CompileStatus st)
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
    if (st == COMPILE_OUT_OF_MEMORY) sb_puts(&out, "oclc: error: out of memory\n");
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

static oclc_program *program_new(const char *name)
{
    oclc_program *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    if (!name) name = "<source>";
    p->name = dup_bytes(name, strlen(name));
    if (!p->name) {
        free(p);
        return NULL;
    }
    pthread_mutex_init(&p->lock, NULL);
    return p;
}

oclc_program *oclc_program_create(const char *source, size_t length, const char *name)
{
    oclc_program *p = program_new(name);
    if (!p) return NULL;
    p->source = dup_bytes(source ? source : "", source ? length : 0);
    p->length = source ? length : 0;
    if (!p->source) {
        oclc_program_destroy(p);
        return NULL;
    }
    return p;
}

oclc_status oclc_program_set_options_dialect(oclc_program *p, oclc_options_dialect dialect)
{
    if (!p || (dialect != OCLC_OPTIONS_OCLC && dialect != OCLC_OPTIONS_OPENCL)) return OCLC_INVALID_ARGUMENT;
    p->dialect = dialect;
    return OCLC_SUCCESS;
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

static void units_free(oclc_program *p)
{
    for (size_t i = 0; i < p->nunits; i++) free(p->units[i].data);
    free(p->units);
    p->units = NULL;
    p->nunits = 0;
}

/* Forgets the last build, compile or link (not the units it made). */
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
    units_free(p);
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
/* The JIT: the pipeline's last step for a build                      */

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

/* The runtime's functions, as absolute symbols of the program's JITDylib:
 * all of them, whether or not the process's symbol table shows liboclc
 * (the ICD loads it with RTLD_LOCAL, so a search of the process does not
 * find its __oclc_* functions). */
static LLVMErrorRef define_runtime(LLVMOrcLLJITRef jit)
{
    size_t n = runtime_num_symbols + image_runtime_num_symbols;
    LLVMOrcCSymbolMapPair *pairs = malloc(n * sizeof *pairs);
    if (!pairs) return LLVMCreateStringError("out of memory");
    for (size_t i = 0; i < n; i++) {
        const RuntimeSymbol *s =
            i < runtime_num_symbols ? &runtime_symbols[i] : &image_runtime_symbols[i - runtime_num_symbols];
        pairs[i].Name = LLVMOrcLLJITMangleAndIntern(jit, s->name);
        pairs[i].Sym.Address = (LLVMOrcExecutorAddress)(uintptr_t)s->addr;
        pairs[i].Sym.Flags.GenericFlags = LLVMJITSymbolGenericFlagsExported | LLVMJITSymbolGenericFlagsCallable;
        pairs[i].Sym.Flags.TargetFlags = 0;
    }
    LLVMOrcMaterializationUnitRef mu = LLVMOrcAbsoluteSymbols(pairs, n); /* takes the names */
    free(pairs);
    LLVMErrorRef err = LLVMOrcJITDylibDefine(LLVMOrcLLJITGetMainJITDylib(jit), mu);
    if (err) LLVMOrcDisposeMaterializationUnit(mu);
    return err;
}

/* The LLJIT, with the process's symbols (libc, libm: what the back end
 * calls), the runtime's by address and SLEEF's (runtime/math.c); p->jit
 * stays NULL on failure. */
static CompileStatus jit_create(oclc_program *p, LLVMTargetMachineRef jtm)
{
    LLVMOrcLLJITBuilderRef builder = LLVMOrcCreateLLJITBuilder();
    LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(
        builder, LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(jtm)); /* takes jtm, then the JTMB */
    if (jit_error(p, LLVMOrcCreateLLJIT(&p->jit, builder),
                  "internal error: cannot create the JIT")) {                 /* takes builder */
        p->jit = NULL;
        return COMPILE_INTERNAL;
    }
    LLVMOrcExecutionSessionSetErrorReporter(LLVMOrcLLJITGetExecutionSession(p->jit), on_session_error, p);
    LLVMOrcDefinitionGeneratorRef gen = NULL;
    LLVMErrorRef err =
        LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&gen, LLVMOrcLLJITGetGlobalPrefix(p->jit), NULL, NULL);
    if (jit_error(p, err, "internal error: cannot search the process for symbols")) return COMPILE_INTERNAL;
    LLVMOrcJITDylibAddGenerator(LLVMOrcLLJITGetMainJITDylib(p->jit), gen); /* takes gen */
    /* SLEEF's math functions, by their addresses in liboclc (runtime/math.c). */
    LLVMOrcJITDylibAddGenerator(LLVMOrcLLJITGetMainJITDylib(p->jit), runtime_math_generator()); /* takes it */
    if (jit_error(p, define_runtime(p->jit), "internal error: cannot define the runtime's symbols"))
        return COMPILE_INTERNAL;
    return COMPILE_OK;
}

/* PIPELINE_TO_JIT's take(): the optimized, verified module into a new
 * LLJIT, then the kernel table looked up, which compiles the module. */
static CompileStatus jit_take(void *user, Compilation *c, CgModule *m)
{
    oclc_program *p = user;
    LLVMContextRef ctx = cg_module_context(m);
    LLVMTargetMachineRef jtm = jit_target_machine(cg_module_target_machine(m), p->opts.opt_level);
    LLVMOrcThreadSafeModuleRef tsm = NULL, wrappers = NULL;
    if (!cg_module_take_jit(m, &tsm, &wrappers)) {
        LLVMDisposeTargetMachine(jtm);
        return COMPILE_INTERNAL;
    }
    /* The context outlives m in the modules; errors of the JIT's back end
     * are this program's. */
    LLVMContextSetDiagnosticHandler(ctx, on_llvm_diagnostic, p);
    /* From here the JIT owns the modules, once it is made. */
    CompileStatus st = jit_create(p, jtm);
    if (st != COMPILE_OK) {
        LLVMOrcDisposeThreadSafeModule(tsm);
        if (wrappers) LLVMOrcDisposeThreadSafeModule(wrappers);
        return st;
    }
    LLVMOrcJITDylibRef jd = LLVMOrcLLJITGetMainJITDylib(p->jit);
    bool taken = !jit_error(p, LLVMOrcLLJITAddLLVMIRModule(p->jit, jd, tsm), /* takes tsm */
                            "internal error: the JIT did not take the module");
    /* The kernels' C functions are compiled only when one is looked up. */
    if (wrappers && !taken)
        LLVMOrcDisposeThreadSafeModule(wrappers);
    else if (wrappers)
        taken = !jit_error(p, LLVMOrcLLJITAddLLVMIRModule(p->jit, jd, wrappers), /* takes wrappers */
                           "internal error: the JIT did not take the module");
    if (!taken) return COMPILE_INTERNAL;

    /* Looking the kernel table up compiles the module (every program has
     * one), so every function is runnable when build returns.  A failure
     * here is a function the program calls but does not define (a build
     * error), or a back-end error. */
    LLVMOrcExecutorAddress addr = 0;
    LLVMErrorRef err = LLVMOrcLLJITLookup(p->jit, &addr, OCLC_SYM_KERNEL_TABLE);
    if (err && p->session_errors)
        LLVMConsumeError(err); /* the session's report says it better */
    else
        jit_error(p, err, "cannot link the program");
    if (err || diag_has_errors(&c->diag)) return COMPILE_ERRORS;
    p->kernels = (const OclcKernelTable *)(uintptr_t)addr;
    return COMPILE_OK;
}

/* ------------------------------------------------------------------ */
/* Build, compile, link                                               */

static oclc_status api_status(CompileStatus st)
{
    static const oclc_status map[] = {[COMPILE_OK] = OCLC_SUCCESS,
                                      [COMPILE_ERRORS] = OCLC_BUILD_ERROR,
                                      [COMPILE_INTERNAL] = OCLC_INTERNAL_ERROR,
                                      [COMPILE_OUT_OF_MEMORY] = OCLC_OUT_OF_MEMORY};
    return map[st];
}

/* Starts a build, compile or link of p: forgets the last one and parses
 * the options for `use` into p->opts.  OCLC_INVALID_ARGUMENT, with the
 * usage errors as the log, for bad options. */
static oclc_status begin(oclc_program *p, const char *options, OptionsUse use)
{
    reset(p);
    arena_init(&p->arena);
    options_init(&p->opts);
    p->comp = calloc(1, sizeof *p->comp);
    if (!p->comp) {
        arena_free(&p->arena);
        return OCLC_OUT_OF_MEMORY;
    }
    if (use == OPTIONS_BUILD && p->dialect == OCLC_OPTIONS_OPENCL) use = OPTIONS_CL_BUILD;
    const char **argv = NULL;
    int argc = options_split(&p->arena, options ? options : "", &argv);
    StrBuf err = {0};
    bool ok = options_parse(&p->opts, &p->arena, argc, argv, use, &err);
    compilation_init(p->comp, &p->opts); /* also when !ok, so that reset() is uniform */
    if (!ok) {
        pthread_mutex_lock(&p->lock);
        log_set(p, sb_cstr(&err), err.len, false);
        pthread_mutex_unlock(&p->lock);
    }
    sb_free(&err);
    return ok ? OCLC_SUCCESS : OCLC_INVALID_ARGUMENT;
}

/* Runs the pipeline for p (the input and output set in pl), then makes the
 * log and the structured diagnostics of what it said. */
static oclc_status run(oclc_program *p, Pipeline *pl)
{
    Compilation *c = p->comp;
    pl->backend = &pipeline_backend;
    p->in_build = true;
    p->session_errors = 0;
    CompileStatus st = pipeline_run(c, pl);
    p->in_build = false;
    p->tu = pl->text ? c->tu : NULL;
    if (st == COMPILE_INTERNAL && !diag_has_errors(&c->diag))
        diag_error(&c->diag, loc_none(), "internal error: the program could not be built");
    p->built = st == COMPILE_OK && pl->to == PIPELINE_TO_JIT;
    collect_diagnostics(p);
    StrBuf json = {0};
    diag_render_json(&c->diag, &json);
    p->log_json = json.data; /* ours now */
    render_log(p, st);
    return api_status(st);
}

/* The units as the pipeline reads them (arena-allocated). */
static PipelineUnit *pipeline_units(oclc_program *p, const oclc_program *const *from, size_t n, int *count)
{
    size_t total = 0;
    for (size_t i = 0; i < n; i++) total += from[i]->nunits;
    PipelineUnit *u = ARENA_ARRAY(&p->arena, PipelineUnit, total ? total : 1);
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < from[i]->nunits; j++)
            u[k++] = (PipelineUnit){from[i]->units[j].data, from[i]->units[j].len};
    *count = (int)k;
    return u;
}

oclc_status oclc_program_build(oclc_program *p, const char *options)
{
    if (!p) return OCLC_INVALID_ARGUMENT;
    /* From the source, which makes what it was compiled into stale; a
     * program from a binary or a link builds from its units. */
    if (p->source) {
        units_free(p);
        p->kind = OCLC_PROGRAM_NOTHING;
    }
    oclc_status st = begin(p, options, OPTIONS_BUILD);
    if (st != OCLC_SUCCESS) return st;
    Pipeline pl = {.to = PIPELINE_TO_JIT, .take = jit_take, .user = p};
    if (p->source) {
        pl.text = p->source;
        pl.len = p->length;
        pl.name = p->name;
    } else {
        pl.units = pipeline_units(p, (const oclc_program *const[]){p}, 1, &pl.nunits);
    }
    st = run(p, &pl);
    p->kind = st == OCLC_SUCCESS && p->opts.emit == EMIT_JIT ? OCLC_PROGRAM_EXECUTABLE : OCLC_PROGRAM_NOTHING;
    return st;
}

/* A unit made by the pipeline (NULL: none), as the program's only one;
 * `kind` is what the program then is.  False when out of memory. */
static bool keep_unit(oclc_program *p, char *data, size_t len, oclc_program_kind kind)
{
    units_free(p);
    p->kind = OCLC_PROGRAM_NOTHING;
    if (!data) return true;
    p->units = malloc(sizeof *p->units);
    if (!p->units) {
        free(data);
        return false;
    }
    p->units[0] = (Unit){data, len};
    p->nunits = 1;
    p->kind = kind;
    return true;
}

oclc_status oclc_program_compile(oclc_program *p, const char *options, size_t num_headers,
                                 const char *const *header_names, const char *const *header_sources)
{
    if (!p || (num_headers && (!header_names || !header_sources))) return OCLC_INVALID_ARGUMENT;
    if (!p->source) return OCLC_INVALID_ARGUMENT;
    units_free(p);
    p->kind = OCLC_PROGRAM_NOTHING;
    oclc_status st = begin(p, options, OPTIONS_BUILD);
    if (st != OCLC_SUCCESS) return st;
    VirtualFile *headers = ARENA_ARRAY(&p->arena, VirtualFile, num_headers ? num_headers : 1);
    for (size_t i = 0; i < num_headers; i++) {
        if (!header_names[i] || !header_sources[i]) return OCLC_INVALID_ARGUMENT;
        headers[i] = (VirtualFile){header_names[i], header_sources[i], strlen(header_sources[i])};
    }
    char *data = NULL;
    size_t len = 0;
    Pipeline pl = {.text = p->source,
                   .len = p->length,
                   .name = p->name,
                   .headers = headers,
                   .nheaders = (int)num_headers,
                   .to = PIPELINE_TO_UNIT,
                   .data = &data,
                   .data_len = &len};
    st = run(p, &pl);
    if (st != OCLC_SUCCESS) free(data);
    if (!keep_unit(p, st == OCLC_SUCCESS ? data : NULL, len, OCLC_PROGRAM_COMPILED)) return OCLC_OUT_OF_MEMORY;
    return st;
}

oclc_status oclc_program_link(oclc_program *out, size_t num_inputs, const oclc_program *const *inputs,
                              const char *options)
{
    if (!out || !num_inputs || !inputs) return OCLC_INVALID_ARGUMENT;
    for (size_t i = 0; i < num_inputs; i++)
        if (!inputs[i] || inputs[i] == out || !inputs[i]->nunits) return OCLC_INVALID_ARGUMENT;
    /* Whatever out held is replaced by the link: it has no source now. */
    free(out->source);
    out->source = NULL;
    out->length = 0;
    units_free(out);
    out->kind = OCLC_PROGRAM_NOTHING;
    oclc_status st = begin(out, options, OPTIONS_LINK);
    if (st != OCLC_SUCCESS) return st;
    Pipeline pl = {.to = PIPELINE_TO_JIT, .take = jit_take, .user = out};
    pl.units = pipeline_units(out, inputs, num_inputs, &pl.nunits);
    if (out->opts.create_library) {
        /* A library: the units linked into one, to be linked again. */
        char *data = NULL;
        size_t len = 0;
        pl.to = PIPELINE_TO_UNIT;
        pl.data = &data;
        pl.data_len = &len;
        st = run(out, &pl);
        if (st != OCLC_SUCCESS) free(data);
        if (!keep_unit(out, st == OCLC_SUCCESS ? data : NULL, len, OCLC_PROGRAM_LIBRARY)) return OCLC_OUT_OF_MEMORY;
        return st;
    }
    /* Built; its units are the inputs', for oclc_program_binary and for
     * a build again. */
    if (!(out->units = calloc((size_t)pl.nunits, sizeof *out->units))) return OCLC_OUT_OF_MEMORY;
    for (int i = 0; i < pl.nunits; i++) {
        if (!(out->units[i].data = dup_bytes(pl.units[i].data, pl.units[i].len))) {
            units_free(out);
            return OCLC_OUT_OF_MEMORY;
        }
        out->units[i].len = pl.units[i].len;
        out->nunits++;
    }
    st = run(out, &pl);
    out->kind = st == OCLC_SUCCESS ? OCLC_PROGRAM_EXECUTABLE : OCLC_PROGRAM_NOTHING;
    return st;
}

oclc_program_kind oclc_program_get_kind(const oclc_program *p) { return p ? p->kind : OCLC_PROGRAM_NOTHING; }

/* ------------------------------------------------------------------ */
/* Binaries                                                           */

/*
 * A binary is the program's units and what they need to be read again:
 *
 *   "OCLCUNIT"                        8 bytes
 *   OCLC_ABI_VERSION, LLVM's major    2 x u32: bitcode of another LLVM, or
 *                                     kernels of another ABI, are refused
 *   kind, 0                           2 x u32: oclc_program_kind
 *   count                             u64
 *   count x { length u64, FNV-1a 64 of the bytes u64, the bytes }
 *
 * in the host's byte order (a binary is for machines like this one).  The
 * checksum makes a damaged binary an error at creation, where OpenCL
 * reports CL_INVALID_BINARY, rather than at the build.
 */
#define BINARY_MAGIC "OCLCUNIT"

static uint64_t fnv1a(const unsigned char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) h = (h ^ s[i]) * 0x100000001b3ull;
    return h;
}

static uint32_t llvm_major(void)
{
    unsigned major, minor, patch;
    LLVMGetVersion(&major, &minor, &patch);
    return major;
}

/* For a program built from source: its checked tree lowered again into
 * one unit, kept.  Under p->lock. */
static oclc_status unit_from_tree(oclc_program *p)
{
    if (p->kind != OCLC_PROGRAM_EXECUTABLE || !p->tu) return OCLC_INVALID_ARGUMENT;
    char *data = NULL;
    size_t len = 0;
    Pipeline pl = {
        .checked = p->tu, .to = PIPELINE_TO_UNIT, .data = &data, .data_len = &len, .backend = &pipeline_backend};
    int errors = p->comp->diag.nerrors;
    CompileStatus st = pipeline_run(p->comp, &pl);
    if (p->comp->diag.nerrors > errors) {
        static const char failed[] = "error: oclc_program_binary failed\n";
        log_set(p, failed, sizeof failed - 1, true);
    }
    if (st != COMPILE_OK) {
        free(data);
        return api_status(st);
    }
    return keep_unit(p, data, len, OCLC_PROGRAM_EXECUTABLE) ? OCLC_SUCCESS : OCLC_OUT_OF_MEMORY;
}

oclc_status oclc_program_binary(oclc_program *p, char **data, size_t *len)
{
    if (!p || !data || !len) return OCLC_INVALID_ARGUMENT;
    *data = NULL;
    *len = 0;
    pthread_mutex_lock(&p->lock);
    oclc_status st = p->kind == OCLC_PROGRAM_NOTHING ? OCLC_INVALID_ARGUMENT
                     : p->nunits                     ? OCLC_SUCCESS
                                                     : unit_from_tree(p);
    StrBuf b = {0};
    if (st == OCLC_SUCCESS) {
        uint32_t v[4] = {OCLC_ABI_VERSION, llvm_major(), (uint32_t)p->kind, 0};
        uint64_t count = p->nunits;
        sb_append(&b, BINARY_MAGIC, 8);
        sb_append(&b, (const char *)v, sizeof v);
        sb_append(&b, (const char *)&count, sizeof count);
        for (size_t i = 0; i < p->nunits; i++) {
            uint64_t head[2] = {p->units[i].len, fnv1a((const unsigned char *)p->units[i].data, p->units[i].len)};
            sb_append(&b, (const char *)head, sizeof head);
            sb_append(&b, p->units[i].data, p->units[i].len);
        }
        if (b.oom) st = OCLC_OUT_OF_MEMORY;
    }
    pthread_mutex_unlock(&p->lock);
    if (st != OCLC_SUCCESS) {
        sb_free(&b);
        return st;
    }
    *data = b.data;
    *len = b.len;
    return OCLC_SUCCESS;
}

oclc_program *oclc_program_create_from_binary(const void *data, size_t length, const char *name, oclc_status *status)
{
    oclc_status dummy;
    if (!status) status = &dummy;
    *status = OCLC_INVALID_ARGUMENT;
    const unsigned char *s = data, *end = s + length;
    uint32_t v[4];
    uint64_t count;
    if (!data || length < 8 + sizeof v + sizeof count || memcmp(s, BINARY_MAGIC, 8) != 0) return NULL;
    memcpy(v, s + 8, sizeof v);
    memcpy(&count, s + 8 + sizeof v, sizeof count);
    s += 8 + sizeof v + sizeof count;
    if (v[0] != OCLC_ABI_VERSION || v[1] != llvm_major() || v[2] < OCLC_PROGRAM_COMPILED ||
        v[2] > OCLC_PROGRAM_EXECUTABLE || v[3] != 0 || count == 0 || count > (uint64_t)(end - s) / 16)
        return NULL;
    oclc_program *p = program_new(name);
    if (p) p->units = calloc((size_t)count, sizeof *p->units);
    if (!p || !p->units) {
        oclc_program_destroy(p);
        *status = OCLC_OUT_OF_MEMORY;
        return NULL;
    }
    for (uint64_t i = 0; i < count; i++) {
        uint64_t head[2];
        if ((size_t)(end - s) < sizeof head) break;
        memcpy(head, s, sizeof head);
        s += sizeof head;
        if (head[0] > (uint64_t)(end - s) || fnv1a(s, (size_t)head[0]) != head[1]) break;
        if (!(p->units[i].data = dup_bytes((const char *)s, (size_t)head[0]))) {
            *status = OCLC_OUT_OF_MEMORY;
            break;
        }
        p->units[i].len = (size_t)head[0];
        p->nunits++;
        s += head[0];
    }
    if (p->nunits != count || s != end) {
        oclc_program_destroy(p);
        return NULL;
    }
    p->kind = (oclc_program_kind)v[2];
    *status = OCLC_SUCCESS;
    return p;
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

static const OclcKernelDesc *find_kernel(const oclc_program *p, const char *name, size_t *index)
{
    if (!p || !p->kernels || !name) return NULL;
    for (uint64_t i = 0; i < p->kernels->count; i++)
        if (strcmp(p->kernels->kernels[i]->name, name) == 0) {
            if (index) *index = (size_t)i;
            return p->kernels->kernels[i];
        }
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
    const OclcKernelDesc *k = find_kernel(p, kernel, NULL);
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
    const OclcKernelDesc *k = find_kernel(p, kernel, NULL);
    if (!k) return OCLC_NOT_FOUND;
    if (num_args) *num_args = k->num_args;
    return OCLC_SUCCESS;
}

oclc_status oclc_program_kernel_arg_info(const oclc_program *p, const char *kernel, size_t i, oclc_arg_info *out)
{
    const OclcKernelDesc *k = find_kernel(p, kernel, NULL);
    if (!k || i >= k->num_args) return OCLC_NOT_FOUND;
    if (out) {
        static const oclc_arg_kind kinds[] = {
            [OCLC_ARG_VALUE] = OCLC_ARG_BY_VALUE,        [OCLC_ARG_GLOBAL] = OCLC_ARG_GLOBAL_PTR,
            [OCLC_ARG_CONSTANT] = OCLC_ARG_CONSTANT_PTR, [OCLC_ARG_LOCAL] = OCLC_ARG_LOCAL_PTR,
            [OCLC_ARG_IMAGE_DESC] = OCLC_ARG_IMAGE,      [OCLC_ARG_SAMPLER_BITS] = OCLC_ARG_SAMPLER};
        uint32_t kind = k->args[i].kind;
        out->kind = kinds[kind < sizeof kinds / sizeof *kinds ? kind : OCLC_ARG_VALUE];
        out->size = k->args[i].size;
        out->name = k->args[i].name;
        out->type_name = k->args[i].type_name;
    }
    return OCLC_SUCCESS;
}

oclc_status oclc_program_kernel_info(const oclc_program *p, const char *kernel, oclc_kernel_info *out)
{
    size_t index = 0;
    const OclcKernelDesc *k = find_kernel(p, kernel, &index);
    if (!k) return OCLC_NOT_FOUND;
    if (out) {
        for (int d = 0; d < 3; d++) out->reqd_work_group_size[d] = k->reqd_work_group_size[d];
        out->max_work_group_size = (size_t)ndrange_max_group_items(k);
        out->local_mem_size = k->local_mem_size;
        out->uniform_work_groups = (k->flags & OCLC_KERNEL_UNIFORM) != 0;
        out->attributes = p->kernels->attributes[index];
    }
    return OCLC_SUCCESS;
}

oclc_status oclc_program_global_variable_size(const oclc_program *p, size_t *size)
{
    if (!p || !size || !p->built || !p->kernels) return OCLC_INVALID_ARGUMENT;
    *size = (size_t)p->kernels->global_variable_bytes;
    return OCLC_SUCCESS;
}

oclc_status oclc_program_emit(oclc_program *p, oclc_emit_kind kind, char **data, size_t *len)
{
    if (!p || !data || !len || kind < OCLC_EMIT_OBJ || kind > OCLC_EMIT_LLVM_BC) return OCLC_INVALID_ARGUMENT;
    *data = NULL;
    *len = 0;
    if (!p->built) return OCLC_INVALID_ARGUMENT;
    static const EmitKind kinds[] = {EMIT_OBJ, EMIT_ASM, EMIT_LLVM_IR, EMIT_LLVM_BC};
    pthread_mutex_lock(&p->lock);
    /* The program as `oclc <options> -c` (or -S, -emit-llvm) writes it:
     * its checked tree lowered again, or its units linked again. */
    Options o = p->opts;
    o.emit = kinds[kind];
    Compilation *c = p->comp;
    const Options *saved = c->opts;
    c->opts = &o;
    int errors = c->diag.nerrors;
    Pipeline pl = {.checked = p->tu,
                   .to = PIPELINE_TO_MEMORY,
                   .emit = o.emit,
                   .data = data,
                   .data_len = len,
                   .backend = &pipeline_backend};
    if (!p->tu) pl.units = pipeline_units(p, (const oclc_program *const[]){p}, 1, &pl.nunits);
    CompileStatus st = pipeline_run(c, &pl);
    c->opts = saved;
    if (c->diag.nerrors > errors) {
        static const char failed[] = "error: oclc_program_emit failed\n";
        log_set(p, failed, sizeof failed - 1, true);
    }
    pthread_mutex_unlock(&p->lock);
    if (st != COMPILE_OK) {
        free(*data);
        *data = NULL;
        *len = 0;
    }
    return api_status(st);
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
