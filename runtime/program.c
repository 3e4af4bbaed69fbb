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
 * optimized, verified and compiled to object code for the host's CPU,
 * goes to a new LLJIT, and looking up the kernel table links it, so every
 * function is runnable when a build returns.
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
 *   - the object code is ours (a malloc'd buffer); the JIT takes a copy
 *     (LLVMOrcLLJITAddObjectFile takes the MemoryBuffer, on failure too);
 *   - the LLJITBuilder is taken by LLVMOrcCreateLLJIT;
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
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/TargetMachine.h>

#include "driver/options.h"
#include "driver/pipeline.h"
#include "parser/ast.h"
#include "parser/type.h"
#include "runtime/cache.h"
#include "runtime/cuda.h"
#include "runtime/runtime.h"
#include "support/ptx_abi.h"

/* The triple a program for a GPU builds for when its options name none. */
#define GPU_TRIPLE "nvptx64-nvidia-cuda"

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
    bool gpu_units;         /* the units are nvptx64 bitcode (for a GPU), not the CPU's */
    oclc_program_kind kind; /* what oclc_program_binary saves */

    /* The last build, compile or link. */
    Arena arena;         /* options */
    Options opts;
    const char *options; /* as given, for the cache's key */
    Compilation *comp;
    TranslationUnit *tu; /* checked, when built or compiled from source */
    oclc_diagnostic *diags;
    size_t ndiags;
    LLVMOrcLLJITRef jit;
    const OclcKernelTable *kernels;
    bool built;         /* the last build succeeded: the JIT has its code */
    bool in_build;      /* ORC's session may report */
    int session_errors; /* reported by ORC's session during the build */
    bool from_cache;    /* the last build was loaded from the program cache */
    void *cached;       /* then: the entry, which p->diags point into */
    char **objects;     /* the object code loaded: one, or part k at k (below) */
    size_t *object_lens;
    int nobjects;

    /* Kernels compiled when needed (codegen/cg_module.c, "Object code in
     * parts"): the split module, whose part 0 is loaded and part k (k >=
     * 1) holds the k-th kernel's code, compiled at the kernel's first
     * enqueue or by a background thread, whichever comes first. */
    CgSplit *rest;              /* NULL: every part is loaded */
    bool lazy_entries;          /* from the cache: every part added, entries found at first enqueue */
    unsigned char *part_state;  /* PART_* */
    char **part_error;          /* why a part failed */
    int parts_left;
    pthread_mutex_t parts_lock; /* the parts' state, objects[], the descriptors' entries */
    pthread_cond_t parts_done;
    pthread_t background;
    bool background_started;
    atomic_bool stop;     /* the background thread stops after its part */
    bool store_when_done; /* then stores the build in the cache under key */
    CacheKey key;

    /* A program on a GPU ("Programs on a GPU" below). */
    unsigned device;           /* oclc_program_set_device's: 0 = the CPU */
    int gpu;                   /* the CUDA device the last build loaded on */
    void *module;              /* its CUmodule; NULL when not on a GPU */
    OclcKernelTable gpu_table; /* from the linked module (gpu_table_take); its arrays in p->arena */
    void **gpu_fns;            /* kernel i's CUfunction */
    unsigned *gpu_max_items;   /* and the most work-items a group of it may have */
    GpuPrintf *gpu_printf;     /* the module's printf buffer, if it calls printf */
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
    pthread_mutex_init(&p->parts_lock, NULL);
    pthread_cond_init(&p->parts_done, NULL);
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

static void parts_stop(oclc_program *p);

static void jit_dispose(oclc_program *p)
{
    parts_stop(p);
    gpu_printf_detach(p->gpu, p->gpu_printf);
    p->gpu_printf = NULL;
    if (p->module) cuda_module_unload(p->gpu, p->module);
    p->module = NULL;
    p->gpu_fns = NULL;
    p->gpu_max_items = NULL;
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

static void objects_free(oclc_program *p)
{
    for (int i = 0; i < p->nobjects; i++) free(p->objects[i]);
    free(p->objects);
    free(p->object_lens);
    p->objects = NULL;
    p->object_lens = NULL;
    p->nobjects = 0;
}

enum { PART_PENDING, PART_BUSY, PART_DONE, PART_FAILED };

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
    free(p->cached);
    objects_free(p);
    p->diags = NULL;
    p->ndiags = 0;
    p->log_json = NULL;
    p->cached = NULL;
    p->tu = NULL;
    p->built = false;
    p->from_cache = false;
    p->lazy_entries = false;
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
    pthread_mutex_destroy(&p->parts_lock);
    pthread_cond_destroy(&p->parts_done);
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

/* The runtime's functions (runtime_symbols, image_runtime_symbols),
 * sorted by name once per process for the JIT's lookups. */
static const RuntimeSymbol **runtime_sorted;
static size_t runtime_nsorted;
static pthread_once_t runtime_sorted_once = PTHREAD_ONCE_INIT;

static int by_runtime_name(const void *a, const void *b)
{
    return strcmp((*(const RuntimeSymbol *const *)a)->name, (*(const RuntimeSymbol *const *)b)->name);
}

static void sort_runtime(void)
{
    size_t n = runtime_num_symbols + image_runtime_num_symbols;
    const RuntimeSymbol **v = malloc(n * sizeof *v);
    if (!v) return; /* each lookup then reports it */
    for (size_t i = 0; i < n; i++)
        v[i] = i < runtime_num_symbols ? &runtime_symbols[i] : &image_runtime_symbols[i - runtime_num_symbols];
    qsort(v, n, sizeof *v, by_runtime_name);
    runtime_sorted = v;
    runtime_nsorted = n;
}

/* The address in this liboclc of `name` (the global prefix stripped) if
 * it is one of the runtime's functions or one of SLEEF's (runtime/math.c),
 * else NULL; sets *error when it should be there and cannot be. */
static void *find_own(const char *name, const char **error)
{
    void *sleef = runtime_math_find(name, error);
    if (sleef || *error) return sleef;
    pthread_once(&runtime_sorted_once, sort_runtime);
    if (!runtime_sorted) {
        *error = "out of memory for the runtime's symbols";
        return NULL;
    }
    const RuntimeSymbol key = {name, NULL}, *kp = &key;
    const RuntimeSymbol **hit = bsearch(&kp, runtime_sorted, runtime_nsorted, sizeof *runtime_sorted, by_runtime_name);
    return hit ? (*hit)->addr : NULL;
}

/* ORC's callback when a lookup finds no definition: defines the names of
 * the set that are liboclc's own (find_own), by their addresses, as
 * absolute symbols, and leaves the rest to the next generator (or the
 * lookup's error); ctx is the host's global prefix of symbol names. */
static LLVMErrorRef generate(LLVMOrcDefinitionGeneratorRef gen, void *ctx, LLVMOrcLookupStateRef *state,
                             LLVMOrcLookupKind kind, LLVMOrcJITDylibRef jd, LLVMOrcJITDylibLookupFlags flags,
                             LLVMOrcCLookupSet set, size_t n)
{
    (void)gen, (void)state, (void)kind, (void)flags;
    char prefix = (char)(intptr_t)ctx;
    LLVMOrcCSymbolMapPair *pairs = malloc((n ? n : 1) * sizeof *pairs);
    if (!pairs) return LLVMCreateStringError("out of memory defining the runtime's symbols");
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        const char *name = LLVMOrcSymbolStringPoolEntryStr(set[i].Name), *error = NULL;
        if (prefix && *name == prefix) name++;
        void *addr = find_own(name, &error);
        if (error) {
            free(pairs);
            return LLVMCreateStringError(error); /* copied; the program's build reports it */
        }
        if (!addr) continue;
        LLVMOrcRetainSymbolStringPoolEntry(set[i].Name); /* the materialization unit takes it */
        pairs[k].Name = set[i].Name;
        pairs[k].Sym.Address = (LLVMOrcExecutorAddress)(uintptr_t)addr;
        pairs[k].Sym.Flags.GenericFlags = LLVMJITSymbolGenericFlagsExported | LLVMJITSymbolGenericFlagsCallable;
        pairs[k].Sym.Flags.TargetFlags = 0;
        k++;
    }
    LLVMErrorRef err = NULL;
    if (k) {
        LLVMOrcMaterializationUnitRef mu = LLVMOrcAbsoluteSymbols(pairs, k);
        err = LLVMOrcJITDylibDefine(jd, mu);
        if (err) LLVMOrcDisposeMaterializationUnit(mu);
    }
    free(pairs);
    return err;
}

/* The LLJIT, with the process's symbols (libc, libm: what the back end
 * calls), the runtime's by address and SLEEF's (runtime/math.c); p->jit
 * stays NULL on failure.  It only links object code, so it keeps no
 * compiler for the host. */
static CompileStatus jit_create(oclc_program *p)
{
    LLVMOrcLLJITBuilderRef builder = LLVMOrcCreateLLJITBuilder();
    /* An LLJIT makes a compiler for IR at once, for the host unless told
     * otherwise, which costs detecting the host's features (a third of
     * making it); it only links object code here, so it gets the
     * triple's generic CPU. */
    char *triple = LLVMGetDefaultTargetTriple(), *msg = NULL;
    LLVMTargetRef target = NULL;
    if (!LLVMGetTargetFromTriple(triple, &target, &msg)) {
        LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, "", "", LLVMCodeGenLevelNone, LLVMRelocPIC,
                                                          LLVMCodeModelJITDefault);
        if (tm) /* takes tm, then the builder of it */
            LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(builder,
                                                          LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(tm));
    }
    LLVMDisposeMessage(msg);
    LLVMDisposeMessage(triple);
    if (jit_error(p, LLVMOrcCreateLLJIT(&p->jit, builder),
                  "internal error: cannot create the JIT")) { /* takes builder */
        p->jit = NULL;
        return COMPILE_INTERNAL;
    }
    LLVMOrcExecutionSessionSetErrorReporter(LLVMOrcLLJITGetExecutionSession(p->jit), on_session_error, p);
    /* The runtime's and SLEEF's functions first, by their addresses in
     * this liboclc, defined when a lookup names them: a program names a
     * few of the runtime's 330, and defining them all up front was 7% of a
     * build from the program cache.  First, so that the process's symbols
     * never answer for them (a process may hold another liboclc, with its
     * own threads' work-items, or load this one privately, as the ICD
     * loader does, and not see them at all); then the process's (libc,
     * libm: what the back end calls). */
    LLVMOrcJITDylibRef main_jd = LLVMOrcLLJITGetMainJITDylib(p->jit);
    char prefix = LLVMOrcLLJITGetGlobalPrefix(p->jit);
    LLVMOrcJITDylibAddGenerator(main_jd,
                                LLVMOrcCreateCustomCAPIDefinitionGenerator(generate, (void *)(intptr_t)prefix, NULL));
    LLVMOrcDefinitionGeneratorRef gen = NULL;
    LLVMErrorRef err = LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&gen, prefix, NULL, NULL);
    if (jit_error(p, err, "internal error: cannot search the process for symbols")) return COMPILE_INTERNAL;
    LLVMOrcJITDylibAddGenerator(main_jd, gen); /* takes gen */
    return COMPILE_OK;
}

/* Adds object code (an ELF relocatable for the host) to p's JIT.  With
 * `why`, a failure is said there (malloc'd) instead of in the build's
 * diagnostics, which a thread other than the build's may not touch. */
static bool jit_add(oclc_program *p, const char *obj, size_t len, char **why)
{
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(obj, len, "oclc-program");
    LLVMErrorRef err = LLVMOrcLLJITAddObjectFile(p->jit, LLVMOrcLLJITGetMainJITDylib(p->jit), buf); /* takes buf */
    if (!why) return !jit_error(p, err, "internal error: the JIT did not take the program's object code");
    if (!err) return true;
    char *msg = LLVMGetErrorMessage(err);
    *why = strdup(msg);
    LLVMDisposeErrorMessage(msg);
    return false;
}

/* The JIT's descriptors name no work-group or work-item function until
 * the kernel's code is loaded (cg_prepare_jit): kernel i's, looked up.
 * Under parts_lock, or before anyone else sees p. */
static bool fill_entry(oclc_program *p, size_t i, char **why)
{
    OclcKernelDesc *k = (OclcKernelDesc *)p->kernels->kernels[i]; /* writable: cg_prepare_jit */
    if (k->wg || k->item) return true;
    char name[512];
    bool item = (k->flags & OCLC_KERNEL_BARRIER) && !(k->flags & OCLC_KERNEL_REGIONS);
    snprintf(name, sizeof name, "%s%s", item ? OCLC_SYM_WORK_ITEM : OCLC_SYM_WORK_GROUP, k->name);
    LLVMOrcExecutorAddress addr = 0;
    LLVMErrorRef err = LLVMOrcLLJITLookup(p->jit, &addr, name);
    if (err) {
        /* What the JIT said (an undefined symbol, memory it could not
         * map), for the log. */
        char *msg = LLVMGetErrorMessage(err);
        if (why && !*why) *why = strdup(msg);
        LLVMDisposeErrorMessage(msg);
        return false;
    }
    if (item)
        k->item = (void (*)(void **, OclcWorkItem *))(uintptr_t)addr;
    else
        k->wg = (void (*)(void **, const OclcWorkItem *))(uintptr_t)addr;
    return true;
}

/* Object code (ELF relocatables for the host: a whole program, or its
 * parts) into a new LLJIT, then the kernel table looked up, which links
 * it.  A failure here is a function the program calls but does not define
 * (a build error).  `whole`: every kernel's code is there, and its entry
 * is looked up now (which links its part). */
static CompileStatus jit_load(oclc_program *p, Compilation *c, const char *const *objs, const size_t *lens, int n,
                              bool whole)
{
    CompileStatus st = jit_create(p);
    if (st != COMPILE_OK) return st;
    for (int i = 0; i < n; i++)
        if (!jit_add(p, objs[i], lens[i], NULL)) return COMPILE_INTERNAL;
    LLVMOrcExecutorAddress addr = 0;
    LLVMErrorRef err = LLVMOrcLLJITLookup(p->jit, &addr, OCLC_SYM_KERNEL_TABLE);
    if (err && p->session_errors)
        LLVMConsumeError(err); /* the session's report says it better */
    else
        jit_error(p, err, "cannot link the program");
    if (err || diag_has_errors(&c->diag)) return COMPILE_ERRORS;
    p->kernels = (const OclcKernelTable *)(uintptr_t)addr;
    for (uint64_t i = 0; whole && i < p->kernels->count; i++)
        if (!fill_entry(p, (size_t)i, NULL)) {
            diag_error(&c->diag, loc_none(), "internal error: kernel '%s' has no code", p->kernels->kernels[i]->name);
            return COMPILE_INTERNAL;
        }
    return COMPILE_OK;
}

/* Kept objects: object i of n (taken). */
static bool objects_init(oclc_program *p, int n)
{
    objects_free(p);
    p->objects = calloc((size_t)n, sizeof *p->objects);
    p->object_lens = calloc((size_t)n, sizeof *p->object_lens);
    p->nobjects = p->objects && p->object_lens ? n : 0;
    return p->nobjects == n;
}

/* PIPELINE_TO_JIT's take(): the program's object code, loaded and kept
 * for the cache; with `rest`, that is its part 0, and the kernels' parts
 * wait in p->rest.  The functions the kernels call that the program does
 * not define are looked up now, so that a missing one is the build's
 * error, as when the program is linked whole. */
static CompileStatus jit_take(void *user, Compilation *c, char *obj, size_t len, CgSplit *rest)
{
    oclc_program *p = user;
    int n = rest ? cg_split_parts(rest) : 1;
    if (!objects_init(p, n) || (rest && (!(p->part_state = calloc((size_t)n, 1)) ||
                                         !(p->part_error = calloc((size_t)n, sizeof *p->part_error))))) {
        free(obj);
        cg_split_free(rest);
        return COMPILE_OUT_OF_MEMORY;
    }
    p->objects[0] = obj;
    p->object_lens[0] = len;
    CompileStatus st = jit_load(p, c, (const char *const *)&obj, &len, 1, !rest);
    if (st != COMPILE_OK || !rest) {
        cg_split_free(rest);
        return st;
    }
    const char *const *names;
    for (int i = 0, ne = cg_split_externs(rest, &names); i < ne; i++) {
        LLVMOrcExecutorAddress addr = 0;
        LLVMErrorRef err = LLVMOrcLLJITLookup(p->jit, &addr, names[i]);
        if (err && p->session_errors)
            LLVMConsumeError(err);
        else if (jit_error(p, err, "cannot link the program"))
            st = COMPILE_ERRORS;
    }
    if (st != COMPILE_OK) {
        cg_split_free(rest);
        return st;
    }
    p->rest = rest;
    p->part_state[0] = PART_DONE;
    p->parts_left = n - 1;
    return COMPILE_OK;
}

/* ------------------------------------------------------------------ */
/* Kernels compiled when needed                                       */

/* The cache entry of a build whose parts are all compiled now. */
static void store_cached(oclc_program *p, const CacheKey *k);

/* Background threads and the end of the process.  A program that exits
 * without destroying its programs (most do) runs exit() while a
 * background thread may still be compiling with LLVM, and exit() runs
 * LLVM's static destructors: a crash at exit, one run in thirty on two
 * cores (tests/api/exit-while-compiling.c).  So exit() first stops them:
 * stop_backgrounds tells every background thread to stop after the part
 * it is compiling and waits for them.  exit() runs what was registered
 * last first, so stop_backgrounds must be registered after every
 * destructor of LLVM's, and LLVM registers most of them only when code
 * first runs (function-local statics of the instruction selector, its
 * fold tables, the pass-name filters), on whichever thread that is.
 * Hence liboclc's own __cxa_atexit, hidden, which the C++ code linked
 * into liboclc (LLVM) binds to: it registers the destructor with the C
 * library's and then stop_backgrounds again, once background threads
 * exist.  Registered with liboclc's __dso_handle, stop_backgrounds also
 * runs when liboclc is unloaded. */
typedef int (*CxaAtexit)(void (*)(void *), void *, void *);
extern void *__dso_handle;

static pthread_mutex_t background_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t background_ended = PTHREAD_COND_INITIALIZER;
static int backgrounds_running;
static atomic_bool exiting, backgrounds_exist;

static void stop_backgrounds(void *unused)
{
    (void)unused;
    atomic_store(&exiting, true);
    pthread_mutex_lock(&background_lock);
    while (backgrounds_running) pthread_cond_wait(&background_ended, &background_lock);
    pthread_mutex_unlock(&background_lock);
}

static CxaAtexit libc_cxa_atexit(void)
{
    static _Atomic(CxaAtexit) real;
    CxaAtexit f = atomic_load(&real);
    if (!f) {
        void *sym = dlsym(RTLD_NEXT, "__cxa_atexit");
        memcpy(&f, &sym, sizeof f);
        atomic_store(&real, f);
    }
    return f;
}

__attribute__((visibility("hidden"))) int __cxa_atexit(void (*fn)(void *), void *arg, void *dso)
{
    CxaAtexit real = libc_cxa_atexit();
    if (!real) return -1;
    int r = real(fn, arg, dso);
    if (atomic_load(&backgrounds_exist)) real(stop_backgrounds, NULL, &__dso_handle);
    return r;
}

/* Compiles part k and loads it, unless another thread is at it (then
 * waits for it) or has done it; part k's kernel then has its entry in
 * its descriptor.  False, with the reason in part_error[k], if it fails. */
static bool compile_part(oclc_program *p, int k)
{
    pthread_mutex_lock(&p->parts_lock);
    while (p->part_state[k] == PART_BUSY) pthread_cond_wait(&p->parts_done, &p->parts_lock);
    if (p->part_state[k] != PART_PENDING) {
        bool ok = p->part_state[k] == PART_DONE;
        pthread_mutex_unlock(&p->parts_lock);
        return ok;
    }
    p->part_state[k] = PART_BUSY;
    pthread_mutex_unlock(&p->parts_lock);

    char *obj = NULL, *error = NULL;
    size_t len = 0;
    bool ok = cg_split_emit(p->rest, k, &obj, &len, &error);

    pthread_mutex_lock(&p->parts_lock);
    ok = ok && jit_add(p, obj, len, &error);
    const char *name = cg_split_kernel(p->rest, k);
    for (uint64_t i = 0; ok && i < p->kernels->count; i++)
        if (!strcmp(p->kernels->kernels[i]->name, name)) ok = fill_entry(p, (size_t)i, &error);
    if (ok) {
        p->objects[k] = obj;
        p->object_lens[k] = len;
    } else {
        free(obj);
        p->part_error[k] = error ? error : strdup("its code could not be linked");
        error = NULL;
    }
    free(error);
    p->part_state[k] = ok ? PART_DONE : PART_FAILED;
    bool complete = ok && --p->parts_left == 0;
    pthread_cond_broadcast(&p->parts_done);
    pthread_mutex_unlock(&p->parts_lock);
    if (complete && p->store_when_done) {
        pthread_mutex_lock(&p->lock);
        store_cached(p, &p->key);
        pthread_mutex_unlock(&p->lock);
    }
    return ok;
}

/* The background thread: the parts no enqueue asked for yet. */
static void *compile_rest(void *arg)
{
    oclc_program *p = arg;
    int n = cg_split_parts(p->rest);
    for (int k = 1; k < n && !atomic_load(&p->stop) && !atomic_load(&exiting); k++) compile_part(p, k);
    pthread_mutex_lock(&background_lock);
    backgrounds_running--;
    pthread_cond_broadcast(&background_ended);
    pthread_mutex_unlock(&background_lock);
    return NULL;
}

static void parts_start(oclc_program *p)
{
    atomic_store(&p->stop, false);
    if (!atomic_exchange(&backgrounds_exist, true)) {
        CxaAtexit real = libc_cxa_atexit();
        if (real) real(stop_backgrounds, NULL, &__dso_handle);
    }
    pthread_mutex_lock(&background_lock);
    p->background_started = !atomic_load(&exiting) && pthread_create(&p->background, NULL, compile_rest, p) == 0;
    backgrounds_running += p->background_started;
    pthread_mutex_unlock(&background_lock);
}

/* Waits for the background thread and forgets the parts.  With the cache
 * on, the thread finishes: the cache wants every part, so that a hit
 * compiles nothing; without, it stops after the part it compiles. */
static void parts_stop(oclc_program *p)
{
    if (p->background_started) {
        if (!p->store_when_done) atomic_store(&p->stop, true);
        pthread_join(p->background, NULL);
        p->background_started = false;
    }
    if (p->part_error)
        for (int i = 0; i < p->nobjects; i++) free(p->part_error[i]);
    free(p->part_error);
    free(p->part_state);
    p->part_error = NULL;
    p->part_state = NULL;
    cg_split_free(p->rest);
    p->rest = NULL;
    p->store_when_done = false;
}

/* Kernel k's code, compiled if it is not yet; the log says why not. */
static oclc_status kernel_ready(oclc_program *p, const OclcKernelDesc *k)
{
    /* The entries in k are written under parts_lock: compile_part, which
     * takes it, says whether they are there. */
    if (p->lazy_entries) {
        /* From the cache in parts: every part is added, and looking the
         * entry up links the kernel's part now. */
        pthread_mutex_lock(&p->parts_lock);
        bool ok = false;
        char *why = NULL;
        for (uint64_t i = 0; i < p->kernels->count; i++)
            if (p->kernels->kernels[i] == k) ok = fill_entry(p, (size_t)i, &why);
        pthread_mutex_unlock(&p->parts_lock);
        if (ok) return OCLC_SUCCESS;
        StrBuf m = {0};
        sb_printf(&m, "error: kernel '%s': its code could not be linked%s%s\n", k->name, why ? ": " : "",
                  why ? why : "");
        free(why);
        log_append(p, sb_cstr(&m));
        sb_free(&m);
        return OCLC_BUILD_ERROR;
    }
    if (!p->rest) return OCLC_SUCCESS;
    int n = cg_split_parts(p->rest), part = 1;
    while (part < n && strcmp(cg_split_kernel(p->rest, part), k->name)) part++;
    if (part < n && compile_part(p, part)) return OCLC_SUCCESS;
    StrBuf m = {0};
    sb_printf(&m, "error: kernel '%s': its code could not be compiled: %s\n", k->name,
              part < n && p->part_error[part] ? p->part_error[part] : "no part has it");
    log_append(p, sb_cstr(&m));
    sb_free(&m);
    return OCLC_BUILD_ERROR;
}

/* Every part compiled (what a C caller may reach). */
static void all_parts(oclc_program *p)
{
    for (int k = 1; p->rest && k < cg_split_parts(p->rest); k++) compile_part(p, k);
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
 * the options for `use` into p->opts, for a GPU (nvptx64) when `for_gpu`
 * and the options name no target (link options name none).
 * OCLC_INVALID_ARGUMENT, with the usage errors as the log, for bad
 * options. */
static oclc_status begin(oclc_program *p, const char *options, OptionsUse use, bool for_gpu)
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
    p->options = arena_printf(&p->arena, "%s", options ? options : "");
    int argc = options_split(&p->arena, options ? options : "", &argv);
    StrBuf err = {0};
    if (for_gpu) p->opts.triple = GPU_TRIPLE; /* what --target= in the options replaces */
    bool ok = options_parse(&p->opts, &p->arena, argc, argv, use, &err);
    compilation_init(p->comp, &p->opts);      /* also when !ok, so that reset() is uniform */
    if (!ok) {
        pthread_mutex_lock(&p->lock);
        log_set(p, sb_cstr(&err), err.len, false);
        pthread_mutex_unlock(&p->lock);
    }
    sb_free(&err);
    return ok ? OCLC_SUCCESS : OCLC_INVALID_ARGUMENT;
}

/* ------------------------------------------------------------------ */
/* The program cache (runtime/cache.c)                                */

/* The key of a build or link into the JIT: everything its object code,
 * log and diagnostics depend on.  The files it #includes are checked by
 * content when the entry is loaded. */
static void build_key(const oclc_program *p, const Pipeline *pl, CacheKey *k)
{
    cache_key_init(k);
    cache_key_add_compiler(k);
    cache_key_add_str(k, pl->text ? "source" : "units");
    int dialect = p->dialect;
    cache_key_add(k, &dialect, sizeof dialect);
    cache_key_add_str(k, p->options);
    cache_key_add_str(k, pl->name);
    if (pl->text) cache_key_add(k, pl->text, pl->len);
    for (int i = 0; i < pl->nunits; i++) cache_key_add(k, pl->units[i].data, pl->units[i].len);
    cache_key_final(k);
}

/* A build found in the cache, loaded: its object code into the JIT, its
 * log and diagnostics as they were.  False (and p as it was) on a miss
 * or on an entry the JIT does not take. */
static bool load_cached(oclc_program *p, const CacheKey *k)
{
    CachedBuild b;
    oclc_diagnostic *diags;
    void *tables, *owned;
    if (!cache_load_build(k, &b, &diags, &tables, &owned)) return false;
    p->in_build = true;
    p->session_errors = 0;
    /* An entry in parts has its kernels' parts added and linked at their
     * first enqueue (kernel_ready), as a build would compile them: a hit
     * links part 0 only. */
    bool whole = b.nobjects == 1;
    CompileStatus st =
        cg_host_target_init() ? jit_load(p, p->comp, b.objects, b.object_lens, b.nobjects, whole) : COMPILE_INTERNAL;
    p->lazy_entries = st == COMPILE_OK && !whole;
    free(tables);
    p->in_build = false;
    char *json = strdup(b.log_json);
    if (st != COMPILE_OK || !json) {
        /* An entry the JIT does not take: compiled again, without what
         * loading it said. */
        p->lazy_entries = false;
        jit_dispose(p);
        free(json);
        free(diags);
        free(owned);
        compilation_free(p->comp);
        compilation_init(p->comp, &p->opts);
        return false;
    }
    p->diags = diags;
    p->ndiags = b.ndiags;
    p->cached = owned;
    p->log_json = json;
    pthread_mutex_lock(&p->lock);
    log_set(p, b.log, strlen(b.log), false);
    pthread_mutex_unlock(&p->lock);
    p->built = p->from_cache = true;
    return true;
}

static void store_cached(oclc_program *p, const CacheKey *k)
{
    if (!p->comp) return;
    CachedBuild b = {.objects = (const char *const *)p->objects,
                     .object_lens = p->object_lens,
                     .nobjects = p->nobjects,
                     .log = p->log ? p->log->text : "", /* under p->lock, or the build's own thread */
                     .log_json = p->log_json ? p->log_json : "[]",
                     .diags = p->diags,
                     .ndiags = p->ndiags};
    cache_store_build(k, &b, &p->comp->sm, p->comp->main_file);
}

/* A program built from the cache has no checked tree, which emit and
 * binary lower: its source is checked again (quietly: the build
 * reported its diagnostics). */
static CompileStatus recheck(oclc_program *p)
{
    if (p->tu || !p->source || !p->comp) return COMPILE_OK;
    Options o = p->opts;
    o.emit = EMIT_NONE;
    const Options *saved = p->comp->opts;
    p->comp->opts = &o;
    Pipeline pl = {.text = p->source, .len = p->length, .name = p->name, .to = PIPELINE_TO_MEMORY};
    CompileStatus st = pipeline_run(p->comp, &pl);
    p->comp->opts = saved;
    p->tu = st == COMPILE_OK ? p->comp->tu : NULL;
    return p->tu ? COMPILE_OK : st == COMPILE_OK ? COMPILE_INTERNAL : st;
}

int oclc_program_from_cache(const oclc_program *p) { return p && p->from_cache; }

/* ------------------------------------------------------------------ */
/* Running the pipeline                                               */

/* Runs the pipeline for p (the input and output set in pl), then makes the
 * log and the structured diagnostics of what it said.  A build into the
 * JIT is first looked up in the program cache, and a successful one is
 * stored there. */
static oclc_status run(oclc_program *p, Pipeline *pl)
{
    Compilation *c = p->comp;
    CacheKey key;
    bool cacheable = pl->to == PIPELINE_TO_JIT && cache_enabled();
    if (cacheable) {
        build_key(p, pl, &key);
        if (load_cached(p, &key)) return OCLC_SUCCESS;
    }
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
    /* A program compiled whole is stored now; one in parts once its last
     * part is compiled (compile_part), which the background thread makes
     * sure of. */
    if (cacheable && st == COMPILE_OK && !p->rest) store_cached(p, &key);
    if (st == COMPILE_OK && p->rest) {
        p->key = key;
        p->store_when_done = cacheable;
        parts_start(p);
    }
    if (!p->rest) objects_free(p);
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

/* ------------------------------------------------------------------ */
/* Programs on a GPU                                                  */

/*
 * A build for nvptx64 (its options name the target, or the program's
 * device is a GPU) runs the pipeline to PTX in memory, as `oclc -S
 * --target=nvptx64-nvidia-cuda` writes it, for the GPU's own compute
 * capability unless -mcpu= says otherwise, and loads it into a CUDA
 * module on the program's GPU (the driver compiles it there).  Its input
 * is the source, or units: a GPU program compiles, links and has
 * binaries as a CPU program does, its units being nvptx64 bitcode
 * (p->gpu_units, recorded in the binary), and a unit for one kind of
 * device is refused by a build or link for the other.  The kernel list
 * and the arguments' kinds and sizes come from the linked module, before
 * optimization: every unit carries them as metadata that codegen wrote
 * from the checked tree (codegen/cg_ptx.c, "The kernel table"), read back
 * by cg_ptx_kernel_table into an OclcKernelTable of descriptors without
 * code -- one derivation for a build from source and a link alike.  The
 * queries (oclc_program_kernel_arg_info ...) read it as they read the
 * JIT's, and nothing parses PTX (but gpu_undefined, for the names of the
 * functions it declares and no unit defines).  Without a GPU the program still
 * compiles (its errors are the build's), and the build then fails with
 * OCLC_NO_DEVICE.  A GPU build is not cached (the driver caches its own
 * compile of the PTX in ~/.nv/ComputeCache).
 */

static bool on_gpu(const oclc_program *p)
{
    return p->opts.target && p->opts.target->kernel_abi == KERNEL_ABI_PTX_ENTRY;
}

/* The -mcpu= for a compute capability: the newest LLVM 19 knows that is
 * not newer than the GPU (the driver compiles PTX for an older one on a
 * newer GPU). */
static const char *gpu_cpu(const CudaDeviceInfo *g)
{
    static const struct {
        int cc;
        const char *cpu;
    } cpus[] = {{90, "sm_90"}, {89, "sm_89"}, {87, "sm_87"}, {86, "sm_86"}, {80, "sm_80"},
                {75, "sm_75"}, {72, "sm_72"}, {70, "sm_70"}, {62, "sm_62"}, {61, "sm_61"},
                {60, "sm_60"}, {53, "sm_53"}, {52, "sm_52"}, {50, "sm_50"}};
    int cc = g->cc_major * 10 + g->cc_minor;
    for (size_t i = 0; i < sizeof cpus / sizeof *cpus; i++)
        if (cpus[i].cc <= cc) return cpus[i].cpu;
    return NULL; /* older than LLVM's NVPTX: the row's default, which the driver then refuses */
}

/* Pipeline.linked of a GPU build: the kernel table from the linked
 * module, into p->gpu_table (arena-allocated). */
static CompileStatus gpu_table_take(void *user, Compilation *c, CgModule *m)
{
    oclc_program *p = user;
    return cg_ptx_kernel_table(c, m, &p->arena, &p->gpu_table);
}

/* The PTX into a module on GPU `gpu`, and every kernel's function found. */
static oclc_status gpu_load(oclc_program *p, int gpu, const char *ptx, StrBuf *m)
{
    StrBuf why = {0};
    oclc_status st = cuda_module_load(gpu, ptx, &p->module, &why);
    if (st != OCLC_SUCCESS) {
        p->module = NULL;
        sb_printf(m, "oclc: error: the CUDA driver did not load the program's PTX: %s\n", sb_cstr(&why));
        sb_free(&why);
        return st;
    }
    p->gpu = gpu;
    size_t n = (size_t)p->gpu_table.count;
    p->gpu_fns = ARENA_ARRAY(&p->arena, void *, n ? n : 1);
    p->gpu_max_items = ARENA_ARRAY(&p->arena, unsigned, n ? n : 1);
    for (size_t i = 0; i < n && st == OCLC_SUCCESS; i++) {
        const char *name = p->gpu_table.kernels[i]->name;
        int max_threads = 0, static_shared = 0;
        st = cuda_module_function(gpu, p->module, name, &p->gpu_fns[i], &why);
        if (st == OCLC_SUCCESS) st = cuda_function_limits(gpu, p->gpu_fns[i], &max_threads, &static_shared, &why);
        if (st != OCLC_SUCCESS)
            sb_printf(m, "oclc: error: kernel '%s' is not in the loaded module: %s\n", name, sb_cstr(&why));
        p->gpu_max_items[i] = (unsigned)max_threads;
        ((OclcKernelDesc *)p->gpu_table.kernels[i])->local_mem_size = (uint64_t)static_shared;
    }
    if (st == OCLC_SUCCESS) {
        st = gpu_printf_attach(gpu, p->module, &p->gpu_printf, &why);
        if (st != OCLC_SUCCESS) sb_printf(m, "oclc: error: the program's printf buffer: %s\n", sb_cstr(&why));
    }
    sb_free(&why);
    if (st == OCLC_SUCCESS) p->kernels = &p->gpu_table;
    return st;
}

static oclc_status run(oclc_program *p, Pipeline *pl);

/* A build (from the source or the units) or a link for a GPU. */
/* A function the program calls and no unit defines: the PTX declares it
 * `.extern .func [(return)] name`, which the driver would refuse in its
 * own words (and a stand-in driver not at all).  It is the link's error,
 * as on the CPU: BUILD_ERROR, the names in the log.  The one place where
 * the PTX is read. */
static bool gpu_undefined(const char *ptx, StrBuf *m)
{
    static const char ext[] = ".extern .func";
    bool any = false;
    for (const char *s = strstr(ptx, ext); s; s = strstr(s, ext)) {
        s += sizeof ext - 1;
        while (*s == ' ' || *s == '\t') s++;
        if (*s == '(') {
            const char *close = strchr(s, ')');
            s = close ? close + 1 : s + strlen(s);
        }
        while (*s == ' ' || *s == '\t') s++;
        size_t n = strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.");
        /* A kernel called by another unit's kernel is called as its body. */
        static const char body[] = OCLC_PTX_SYM_BODY;
        if (n > sizeof body - 1 && !strncmp(s, body, sizeof body - 1)) {
            s += sizeof body - 1;
            n -= sizeof body - 1;
        }
        sb_printf(m, "oclc: error: cannot link the program: '%.*s' is called and defined in no unit\n", (int)n, s);
        any = true;
    }
    return any;
}

static oclc_status gpu_build(oclc_program *p)
{
    int gpu = p->device ? (int)p->device - 1 : 0;
    const CudaDeviceInfo *g = cuda_device(gpu);
    if (g && !p->opts.cpu && gpu_cpu(g)) p->opts.cpu = gpu_cpu(g);
    char *ptx = NULL;
    size_t len = 0;
    Pipeline pl = {.to = PIPELINE_TO_MEMORY,
                   .emit = EMIT_ASM,
                   .data = &ptx,
                   .data_len = &len,
                   .linked = gpu_table_take,
                   .user = p};
    if (p->source) {
        pl.text = p->source;
        pl.len = p->length;
        pl.name = p->name;
    } else {
        pl.units = pipeline_units(p, (const oclc_program *const[]){p}, 1, &pl.nunits);
    }
    oclc_status st = run(p, &pl);
    if (st != OCLC_SUCCESS) {
        free(ptx);
        return st;
    }
    StrBuf m = {0};
    if (gpu_undefined(ptx, &m)) {
        st = OCLC_BUILD_ERROR;
    } else if (!g) {
        st = OCLC_NO_DEVICE;
        sb_printf(&m, "oclc: error: no GPU to run the program on: %s\n",
                  cuda_unavailable() ? cuda_unavailable() : "the CUDA driver has fewer GPUs");
    } else {
        st = gpu_load(p, gpu, ptx, &m);
    }
    free(ptx);
    if (st != OCLC_SUCCESS) {
        log_append(p, sb_cstr(&m));
        jit_dispose(p);
    }
    sb_free(&m);
    p->built = st == OCLC_SUCCESS;
    return st;
}

/* Whether units for a GPU (gpu_units) or for the CPU may be built or
 * linked by p, whose options are parsed: a GPU's bitcode given to the
 * CPU, or the reverse, would be miscompiled.  The log says why not. */
static bool units_fit(oclc_program *p, bool gpu_units, const char *what)
{
    if (gpu_units == on_gpu(p)) return true;
    StrBuf m = {0};
    sb_printf(&m, "oclc: error: %s: the program's units are compiled for %s; it cannot be built for %s\n", what,
              gpu_units ? "a GPU (nvptx64)" : "the CPU", gpu_units ? "the CPU" : "a GPU");
    pthread_mutex_lock(&p->lock);
    log_set(p, m.data ? m.data : "", m.len, false);
    pthread_mutex_unlock(&p->lock);
    sb_free(&m);
    return false;
}

oclc_status oclc_program_set_device(oclc_program *p, unsigned device)
{
    if (!p) return OCLC_INVALID_ARGUMENT;
    if (device >= oclc_num_devices()) return OCLC_NOT_FOUND;
    p->device = device;
    return OCLC_SUCCESS;
}

unsigned oclc_program_device(const oclc_program *p)
{
    if (!p) return 0;
    if (p->module) return (unsigned)p->gpu + 1;
    return p->device;
}

oclc_status oclc_program_build(oclc_program *p, const char *options)
{
    if (!p) return OCLC_INVALID_ARGUMENT;
    /* From the source, which makes what it was compiled into stale; a
     * program from a binary or a link builds from its units. */
    if (p->source) {
        units_free(p);
        p->gpu_units = false;
        p->kind = OCLC_PROGRAM_NOTHING;
    }
    oclc_status st = begin(p, options, OPTIONS_BUILD, p->device != 0);
    if (st != OCLC_SUCCESS) return st;
    if (!p->source && !units_fit(p, p->gpu_units, "oclc_program_build")) return OCLC_INVALID_ARGUMENT;
    if (on_gpu(p)) {
        st = gpu_build(p);
        p->kind = st == OCLC_SUCCESS ? OCLC_PROGRAM_EXECUTABLE : OCLC_PROGRAM_NOTHING;
        return st;
    }
    Pipeline pl = {.to = PIPELINE_TO_JIT, .take = jit_take, .split = true, .user = p};
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
    p->gpu_units = on_gpu(p); /* the pipeline made it for p->opts' target */
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
    oclc_status st = begin(p, options, OPTIONS_BUILD, p->device != 0);
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
    /* The link's target is its inputs': all the CPU's, or all nvptx64. */
    bool gpu = inputs[0]->gpu_units;
    for (size_t i = 1; i < num_inputs; i++)
        if (inputs[i]->gpu_units != gpu) {
            static const char mixed[] =
                "oclc: error: oclc_program_link: the inputs mix units compiled for the CPU and for a GPU (nvptx64)\n";
            pthread_mutex_lock(&out->lock);
            log_set(out, mixed, sizeof mixed - 1, false);
            pthread_mutex_unlock(&out->lock);
            return OCLC_INVALID_ARGUMENT;
        }
    /* Whatever out held is replaced by the link: it has no source now. */
    free(out->source);
    out->source = NULL;
    out->length = 0;
    units_free(out);
    out->kind = OCLC_PROGRAM_NOTHING;
    oclc_status st = begin(out, options, OPTIONS_LINK, gpu || out->device);
    if (st != OCLC_SUCCESS) return st;
    /* A program whose device is a GPU links for it, which CPU units do not. */
    if (!units_fit(out, gpu, "oclc_program_link")) return OCLC_INVALID_ARGUMENT;
    Pipeline pl = {.to = PIPELINE_TO_JIT, .take = jit_take, .split = true, .user = out};
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
    out->gpu_units = gpu;
    st = gpu ? gpu_build(out) : run(out, &pl);
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
 *   kind, device                      2 x u32: oclc_program_kind; the units'
 *                                     device: 0 the CPU, 1 a GPU (nvptx64)
 *   count                             u64
 *   count x { length u64, FNV-1a 64 of the bytes u64, the bytes }
 *
 * in the host's byte order (a binary is for machines like this one).  The
 * checksum makes a damaged binary an error at creation, where OpenCL
 * reports CL_INVALID_BINARY, rather than at the build.  The device word
 * was a reserved 0 before GPU units existed, so older binaries read as
 * the CPU's; a build or link for the other kind of device refuses the
 * units (units_fit) rather than miscompile them, and the OpenCL platform
 * refuses them at creation (oclc_program_binary_device).
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
    if (p->kind == OCLC_PROGRAM_EXECUTABLE && recheck(p) != COMPILE_OK) return OCLC_INTERNAL_ERROR;
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
        uint32_t v[4] = {OCLC_ABI_VERSION, llvm_major(), (uint32_t)p->kind, p->gpu_units ? 1u : 0u};
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
        v[2] > OCLC_PROGRAM_EXECUTABLE || v[3] > 1 || count == 0 || count > (uint64_t)(end - s) / 16)
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
    p->gpu_units = v[3] == 1;
    *status = OCLC_SUCCESS;
    return p;
}

int oclc_program_binary_device(const oclc_program *p)
{
    if (!p || p->kind == OCLC_PROGRAM_NOTHING) return 0;
    bool gpu = p->nunits ? p->gpu_units : p->module != NULL; /* built from source: where it runs */
    return gpu ? OCLC_DEVICE_GPU : OCLC_DEVICE_CPU;
}

/* ------------------------------------------------------------------ */
/* Using a built program                                              */

void *oclc_program_symbol(oclc_program *p, const char *name)
{
    if (!p || !p->built || !p->jit || !name) return NULL;
    /* A C caller may reach any kernel: every part compiled first. */
    all_parts(p);
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
    size_t index = 0;
    const OclcKernelDesc *k = find_kernel(p, kernel, &index);
    if (!k) {
        StrBuf m = {0};
        sb_printf(&m, "error: oclc_program_enqueue: no kernel named '%s' in the program\n", kernel ? kernel : "(null)");
        log_append(p, sb_cstr(&m));
        sb_free(&m);
        return OCLC_INVALID_ARGUMENT;
    }
    if (p->module) {
        StrBuf msg = {0};
        oclc_status st = gpu_enqueue(p->gpu, p->gpu_fns[index], p->gpu_max_items[index], k, p->gpu_printf, work_dim,
                                     global_offset, global_size, local_size, num_args, arg_sizes, arg_values, &msg);
        if (st != OCLC_SUCCESS) log_append(p, sb_cstr(&msg));
        sb_free(&msg);
        return st;
    }
    oclc_status ready = kernel_ready(p, k);
    if (ready != OCLC_SUCCESS) return ready;
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
        out->max_work_group_size = p->module ? p->gpu_max_items[index] : (size_t)ndrange_max_group_items(k);
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
    CompileStatus rs = recheck(p);
    if (rs != COMPILE_OK) {
        pthread_mutex_unlock(&p->lock);
        return api_status(rs);
    }
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
    case OCLC_NO_DEVICE: return "OCLC_NO_DEVICE";
    case OCLC_DEVICE_ERROR: return "OCLC_DEVICE_ERROR";
    }
    return "OCLC_UNKNOWN_STATUS";
}
