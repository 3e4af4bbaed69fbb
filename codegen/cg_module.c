/*
 * cg_module.c - the module and the back end's steps on it, as the
 * pipeline (driver/pipeline.c) calls them: make, link, optimize, verify,
 * emit, free.  Generation is codegen.c's, the JIT's preparation
 * cg_kernel.c's, the rewrite cg_workaround.c's.
 *
 * A CgModule owns an LLVM context, one module in it, and the target
 * machine.  The JIT takes object code (the pipeline emits it), never a
 * module, so every module has a plain context.
 *
 * Errors LLVM reports through the context (a feature set that cannot
 * return a float, a symbol two units define) would be printed by LLVM and
 * end the process unless the context has a handler: they become
 * diagnostics, with a prefix naming the step ("error in backend", "cannot
 * link the program"), and make the step's status COMPILE_ERRORS: they are
 * about what the program or its options ask for.  Everything else that
 * fails here is ours: COMPILE_INTERNAL.
 *
 * Emission has one path: the module is rendered into memory (IR text,
 * bitcode, object or assembly); the pipeline writes it to a file, to
 * stdout, or keeps it (the library's buffers and compiled units).
 */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/BitReader.h>
#include <llvm-c/BitWriter.h>
#include <llvm-c/Linker.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include "codegen/cg_internal.h"
#include "support/kernel_abi.h"

/* ------------------------------------------------------------------ */
/* Making and freeing                                                 */

/* Warnings and remarks are LLVM's business and are dropped. */
static void on_llvm_diagnostic(LLVMDiagnosticInfoRef di, void *opaque)
{
    CgModule *m = opaque;
    if (LLVMGetDiagInfoSeverity(di) != LLVMDSError) return;
    char *msg = LLVMGetDiagInfoDescription(di);
    diag_error(&m->c->diag, loc_none(), "%s: %s", m->error_prefix, msg);
    LLVMDisposeMessage(msg);
    m->backend_errors++;
}

CompileStatus cg_module_new(Compilation *c, bool for_jit, CgModule **out)
{
    *out = NULL;
    CgModule *m = calloc(1, sizeof *m);
    if (!m) return COMPILE_OUT_OF_MEMORY;
    CompileStatus st = cg_target_create(c, for_jit, &m->target);
    if (st != COMPILE_OK) {
        free(m);
        return st;
    }
    m->c = c;
    m->for_jit = for_jit;
    m->error_prefix = "error in backend";
    m->ctx = LLVMContextCreate();
    LLVMContextSetDiagnosticHandler(m->ctx, on_llvm_diagnostic, m);
    /* Local values and blocks get no names where no one reads the IR, as
     * clang does in its release builds: each name is a string in a map,
     * made, uniqued (".i", ".1") and copied again by every pass that
     * clones or creates the value (inlining a kernel's body into its
     * work-group loop, unrolling, vectorizing).  Functions and globals
     * keep theirs; -emit-llvm keeps every name. */
    EmitKind emit = c->opts->emit;
    LLVMContextSetDiscardValueNames(m->ctx, emit == EMIT_OBJ || emit == EMIT_ASM || emit == EMIT_JIT);
    const char *name = cg_input_name(c);
    m->mod = LLVMModuleCreateWithNameInContext(name, m->ctx);
    LLVMSetSourceFileName(m->mod, name, strlen(name));
    LLVMSetTarget(m->mod, m->target.triple);
    LLVMTargetDataRef layout = LLVMCreateTargetDataLayout(m->target.tm);
    LLVMSetModuleDataLayout(m->mod, layout);
    LLVMDisposeTargetData(layout);
    *out = m;
    return COMPILE_OK;
}

void cg_module_free(CgModule *m)
{
    if (!m) return;
    if (m->mod) LLVMDisposeModule(m->mod);
    if (m->ctx) LLVMContextDispose(m->ctx);
    cg_target_dispose(&m->target);
    free(m);
}

/* The status of a step that reported `before` back-end errors when it
 * began: ERRORS if LLVM reported more since. */
static CompileStatus backend_status(CgModule *m, int before)
{
    return m->backend_errors > before ? COMPILE_ERRORS : COMPILE_OK;
}

/* ------------------------------------------------------------------ */
/* Linking compiled units                                             */

CompileStatus cg_link(Compilation *c, CgModule *m, const void *bitcode, size_t len)
{
    m->c = c;
    int before = m->backend_errors;
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRange(bitcode, len, "unit", false);
    LLVMModuleRef unit = NULL;
    m->error_prefix = "invalid compiled program";
    bool bad = LLVMParseBitcodeInContext2(m->ctx, buf, &unit);
    LLVMDisposeMemoryBuffer(buf);
    if (bad || !unit) {
        m->error_prefix = "error in backend";
        if (m->backend_errors == before)
            diag_error(&c->diag, loc_none(), "invalid compiled program: its LLVM bitcode cannot be read");
        return COMPILE_ERRORS;
    }
    /* Units of one oclc are made for the same triple and layout; a binary
     * from another machine is refused here rather than miscompiled. */
    if (strcmp(LLVMGetTarget(unit), LLVMGetTarget(m->mod)) != 0 ||
        strcmp(LLVMGetDataLayoutStr(unit), LLVMGetDataLayoutStr(m->mod)) != 0) {
        diag_error(&c->diag, loc_none(), "cannot link the program: a unit compiled for '%s' into a program for '%s'",
                   LLVMGetTarget(unit), LLVMGetTarget(m->mod));
        LLVMDisposeModule(unit);
        m->error_prefix = "error in backend";
        return COMPILE_ERRORS;
    }
    /* Two definitions of one external name are the program's error;
     * internal names (static functions, work-item variants) are renamed. */
    m->error_prefix = "cannot link the program";
    m->unverified = true;
    bool failed = LLVMLinkModules2(m->mod, unit); /* takes unit */
    m->error_prefix = "error in backend";
    if (failed && m->backend_errors == before)
        diag_error(&c->diag, loc_none(), "cannot link the program: the linker failed without saying why");
    return failed ? COMPILE_ERRORS : backend_status(m, before);
}

/* ------------------------------------------------------------------ */
/* Optimization                                                       */

static CompileStatus run_passes(Compilation *c, CgModule *m, const char *pipeline, int level)
{
    LLVMPassBuilderOptionsRef pbo = LLVMCreatePassBuilderOptions();
    /* clang's choice: vectorize loops and straight-line code from -O2. */
    LLVMPassBuilderOptionsSetLoopVectorization(pbo, level >= 2);
    LLVMPassBuilderOptionsSetSLPVectorization(pbo, level >= 2);
    LLVMPassBuilderOptionsSetLoopUnrolling(pbo, level >= 2);
    int before = m->backend_errors;
    LLVMErrorRef err = LLVMRunPasses(m->mod, pipeline, m->target.tm, pbo);
    LLVMDisposePassBuilderOptions(pbo);
    if (cg_check_error(c, err, pipeline)) return COMPILE_INTERNAL;
    return backend_status(m, before);
}

/*
 * The kernel pipeline, for -O1 and -O2 on CPU targets, instead of LLVM's
 * default<O2> (docs/performance.md has the profiles behind it).  OpenCL
 * C is the easy case for an optimizer: no exceptions, no varargs, no
 * setjmp, no function pointers, no dynamic allocation, no recursion; one
 * translation unit whose kernels are the roots; and oclc's lowering leaves
 * no abstraction to peel.  What pays off on kernels is promoting the
 * work-item state and the private arrays to registers (SROA, after the
 * loops that index them are unrolled), inlining the small helpers,
 * hoisting what a work-group loop does not change, vectorizing that loop
 * across work-items (cg_widen.c first, for bodies of explicit vectors,
 * then the loop vectorizer for scalar ones), and unrolling small loops
 * after that.  LLVM's O2 adds eight runs of InstCombine, GVN, jump
 * threading, correlated value propagation, the loop unswitcher and more,
 * which on the kernels of bench/ cost more than the back end and bought
 * nothing measurable.
 * -O3 keeps LLVM's default<O3>, every pass, for whoever asks for it.
 * The stages up to the level are joined into one pipeline text.
 */
enum { STAGE_EACH, STAGE_INLINE, STAGE_VECTORIZE };
static const char *const kernel_stages[] = {
    /* The kernel bodies into their work-group loops (always_inline), so
     * that they are simplified there once rather than alone and again
     * after inlining; then each function as lowered: allocas to
     * registers, duplicates out. */
    [STAGE_EACH] = "always-inline,function(lower-expect,simplifycfg,sroa,early-cse)",
    /* Bottom-up over the call graph, callees first: inline the small
     * helpers, then simplify again, unroll the short loops that index
     * private arrays so that SROA takes them, and hoist what loops do not
     * change.  No indvars: its ranges of the work-group loops' indexes
     * were 13% of bench/jit's build, the unroller reads the trip counts
     * from SCEV without it, and the code of bench/'s kernels did not get
     * worse (conversions and math the same bytes; big_kernels compile
     * 4-30% faster, vm_switch 6% larger, image_filter 1% smaller). */
    [STAGE_INLINE] = "cgscc(inline,function<eager-inv;no-rerun>(sroa,early-cse<memssa>,simplifycfg,INSTCOMBINE,"
                     "loop-mssa(licm,loop-rotate),loop(loop-deletion,loop-unroll-full),sroa,early-cse,"
                     "simplifycfg)),globaldce",
    /* -O2: across work-items (the work-group loop) and along arrays, then
     * the small loops that are left, unrolled.  InstSimplify, not
     * InstCombine, after the vectorizer: the loops' bodies came out the
     * same (bench/math, bench/convert_throughput, saxpy), the code before
     * them a few instructions longer, which the DAG combiner would have
     * done anyway, and a second InstCombine was 10% of vm_switch's
     * compile, spent proving again that its loop condition's `&&` (a
     * select on phis of a hundred incoming values) may be poison
     * (docs/performance.md). */
    [STAGE_VECTORIZE] = "function(loop-vectorize,instsimplify,simplifycfg,loop-unroll<O2>,instsimplify,simplifycfg)",
};

/* Past this many instructions in one function as generated (its callees
 * inlined; two to three times what SROA leaves), InstCombine gives way to
 * InstSimplify (run_kernel_pipeline). */
#define HUGE_FUNCTION 6000

/* Instructions of fn with every call of a function defined in the module
 * replaced by that function's body, as if the inliner took all of them;
 * `depth` bounds recursion (which sema rejects) and the walk stops once
 * past `limit`. */
static uint64_t inlined_size(LLVMValueRef fn, int depth, uint64_t limit)
{
    uint64_t n = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && n <= limit; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in && n <= limit; in = LLVMGetNextInstruction(in)) {
            n++;
            LLVMValueRef callee = LLVMIsACallInst(in) ? LLVMGetCalledValue(in) : NULL;
            if (callee && LLVMIsAFunction(callee) && callee != fn && depth < 16 && LLVMCountBasicBlocks(callee))
                n += inlined_size(callee, depth + 1, limit - n);
        }
    return n;
}

/* Whether an externally visible function (a kernel's work-group function,
 * a plain function) will be huge once its callees are inlined. */
static bool has_huge_function(CgModule *m)
{
    for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn; fn = LLVMGetNextFunction(fn)) {
        LLVMLinkage l = LLVMGetLinkage(fn);
        if (LLVMCountBasicBlocks(fn) && l != LLVMInternalLinkage && l != LLVMPrivateLinkage &&
            inlined_size(fn, 0, HUGE_FUNCTION) > HUGE_FUNCTION)
            return true;
    }
    return false;
}

/* The stages up to `level` as one pipeline text, with INSTCOMBINE
 * spelled as the pass to use, run at once. */
static CompileStatus run_stages(Compilation *c, CgModule *m, bool huge, int level, int from, int to)
{
    StrBuf text = {0};
    for (int stage = from; stage <= to; stage++) {
        const char *s = kernel_stages[stage], *hole;
        if (text.len) sb_putc(&text, ',');
        while ((hole = strstr(s, "INSTCOMBINE"))) {
            sb_append(&text, s, (size_t)(hole - s));
            /* On straight-line code of thousands of instructions (an
             * unrolled hash), InstCombine's first visit costs 5-9 us an
             * instruction, more than the back end's DAG combiner, which
             * does the same canonicalization on such code anyway
             * (bench/big_kernels: sha256d, keccak).  A fixpoint that
             * InstCombine does not reach in one run is no error: LLVM's
             * own pipelines do not check it either (the check is a fatal
             * error, which a library may not raise on user input). */
            sb_puts(&text, huge ? "instsimplify" : "instcombine<no-verify-fixpoint>");
            s = hole + strlen("INSTCOMBINE");
        }
        sb_puts(&text, s);
    }
    CompileStatus st = text.oom ? COMPILE_OUT_OF_MEMORY : run_passes(c, m, sb_cstr(&text), level);
    sb_free(&text);
    return st;
}

/* In a module with a huge function, each helper called from more than one
 * place is inlined only below LLVM's base threshold (225), without the
 * bonuses that multiply it by up to 2.25 for vector code and single
 * blocks: image_filter's 3x3 convolutions (cost 320 against a threshold
 * of 506) were inlined into each of their two or three callers, clang-19
 * keeps them out of line, and the function the back end took was half as
 * large again.  Held to 225, `-c -O2` took 0.23 instead of 0.35 s and
 * the kernel ran 1.5% slower (docs/performance.md); a function with one
 * call left is still inlined, whatever its size.  The threshold is the
 * callee's attribute, so compilations on other threads are not touched. */
static void hold_inlining(LLVMModuleRef mod)
{
    static const char key[] = "function-inline-threshold", value[] = "225";
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
        if (!LLVMCountBasicBlocks(fn) || LLVMGetLinkage(fn) != LLVMInternalLinkage) continue;
        unsigned calls = 0;
        for (LLVMUseRef u = LLVMGetFirstUse(fn); u && calls < 2; u = LLVMGetNextUse(u)) calls++;
        if (calls < 2) continue;
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                LLVMCreateStringAttribute(ctx, key, sizeof key - 1, value, sizeof value - 1));
    }
}

/* The stages up to the level; at -O2, the work-group loops whose bodies
 * compute in narrow vectors are widened across work-items (cg_widen.c)
 * between inlining, which makes each body one block, and the loop
 * vectorizer, which widens the scalar ones. */
static CompileStatus run_kernel_pipeline(Compilation *c, CgModule *m, bool huge, int level)
{
    if (huge) hold_inlining(m->mod);
    if (level < 2) return run_stages(c, m, huge, level, STAGE_EACH, STAGE_INLINE);
    CompileStatus st = run_stages(c, m, huge, level, STAGE_EACH, STAGE_INLINE);
    if (st != COMPILE_OK) return st;
    cg_widen_work_items(m, cg_target_vector_bits(&m->target));
    return run_stages(c, m, huge, level, STAGE_VECTORIZE, STAGE_VECTORIZE);
}

LLVMValueRef cg_late_helper(LLVMModuleRef mod, const char *name, LLVMTypeRef fnty)
{
    LLVMContextRef c = LLVMGetModuleContext(mod);
    LLVMValueRef fn = LLVMAddFunction(mod, name, fnty);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    static const char *const attrs[] = {"alwaysinline", "nounwind"};
    for (int i = 0; i < 2; i++)
        LLVMAddAttributeAtIndex(
            fn, LLVMAttributeFunctionIndex,
            LLVMCreateEnumAttribute(c, LLVMGetEnumAttributeKindForName(attrs[i], strlen(attrs[i])), 0));
    return fn;
}

CompileStatus cg_optimize(Compilation *c, CgModule *m)
{
    int level = c->opts->opt_level < 0 ? 0 : c->opts->opt_level > 3 ? 3 : c->opts->opt_level;
    m->c = c;
    m->unverified = true;
    /* The callers of SLEEF's 512-bit functions prefer 512-bit vectors too
     * (cg_math.c), and the declarations nothing calls go after. */
    cg_math_widen(m->mod);
    if (c->opts->target->kernel_abi == KERNEL_ABI_PTX_ENTRY) cg_ptx_finish(m->mod);
    CompileStatus st = c->opts->target->math_lib == MATH_LIB_LIBCLC ? cg_libclc_link(c, m) : COMPILE_OK;
    if (st != COMPILE_OK) return st;
    if (level == 0 || level == 3 || !cg_target_is_x86(&m->target)) {
        static const char *const stock[] = {"default<O0>", "default<O1>", "default<O2>", "default<O3>"};
        st = run_passes(c, m, stock[level], level);
    } else {
        st = run_kernel_pipeline(c, m, has_huge_function(m), level);
    }
    /* Atomic additions combined per row (cg_combine.c) and a big
     * launch's stores streamed past the cache (cg_stream.c), after the
     * optimizer has put each kernel's body into its row loop; their
     * helpers are then inlined. */
    if (st == COMPILE_OK && c->opts->target->kernel_abi == KERNEL_ABI_CPU_WORK_GROUP) {
        bool combined = cg_combine_atomics(m);
        bool streamed = cg_target_is_x86(&m->target) && cg_stream_stores(m);
        if (combined || streamed) st = run_passes(c, m, "always-inline", level);
    }
    if (st == COMPILE_OK) cg_math_prune(m->mod);
    /* Last, what instruction selection will take in one piece made
     * smaller (cg_chunk.c). */
    if (st == COMPILE_OK && c->opts->target->kernel_abi != KERNEL_ABI_PTX_ENTRY) cg_cut_huge_blocks(m->mod);
    return st;
}

/* ------------------------------------------------------------------ */
/* Verification                                                       */

static bool verify_one(Compilation *c, LLVMModuleRef mod, const char *when)
{
    char *msg = NULL;
    if (!LLVMVerifyModule(mod, LLVMReturnStatusAction, &msg)) {
        LLVMDisposeMessage(msg);
        return true;
    }
    Diagnostic *dg =
        diag_error(&c->diag, loc_none(), "internal error: LLVM IR %s is invalid (while compiling '%s'): %s", when,
                   cg_input_name(c), msg ? msg : "");
    LLVMDisposeMessage(msg);
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
        if (!LLVMCountBasicBlocks(fn) || !LLVMVerifyFunction(fn, LLVMReturnStatusAction)) continue;
        char *ir = LLVMPrintValueToString(fn);
        diag_note(dg, &c->diag, loc_none(), "in this function:\n%s", ir);
        LLVMDisposeMessage(ir);
    }
    return false;
}

CompileStatus cg_verify(Compilation *c, CgModule *m, const char *when)
{
    /* The pipeline asks after every step that may change the IR; one that
     * did not (a rewrite with nothing to rewrite) leaves it as verified. */
    if (!m->unverified) return COMPILE_OK;
    m->unverified = false;
    return verify_one(c, m->mod, when) ? COMPILE_OK : COMPILE_INTERNAL;
}

/* ------------------------------------------------------------------ */
/* Emission                                                           */

static CompileStatus copy_out(Compilation *c, const char *src, size_t n, char **data, size_t *len)
{
    *data = malloc(n + 1);
    if (!*data) return cg_report_internal(c, "out of memory writing the output");
    memcpy(*data, src, n);
    (*data)[n] = '\0';
    *len = n;
    return COMPILE_OK;
}

static CompileStatus copy_buffer(Compilation *c, LLVMMemoryBufferRef buf, char **data, size_t *len)
{
    CompileStatus st = copy_out(c, LLVMGetBufferStart(buf), LLVMGetBufferSize(buf), data, len);
    LLVMDisposeMemoryBuffer(buf);
    return st;
}

CompileStatus cg_emit(Compilation *c, CgModule *m, EmitKind emit, char **data, size_t *len)
{
    *data = NULL;
    *len = 0;
    m->c = c;
    switch (emit) {
    case EMIT_LLVM_IR: {
        char *ir = LLVMPrintModuleToString(m->mod);
        CompileStatus st = copy_out(c, ir, strlen(ir), data, len);
        LLVMDisposeMessage(ir);
        return st;
    }
    case EMIT_LLVM_BC: return copy_buffer(c, LLVMWriteBitcodeToMemoryBuffer(m->mod), data, len);
    case EMIT_OBJ:
    case EMIT_ASM: {
        char *msg = NULL;
        LLVMMemoryBufferRef buf = NULL;
        int before = m->backend_errors;
        if (LLVMTargetMachineEmitToMemoryBuffer(m->target.tm, m->mod,
                                                emit == EMIT_OBJ ? LLVMObjectFile : LLVMAssemblyFile, &msg, &buf)) {
            cg_report_internal(c, "the target could not emit %s: %s", emit == EMIT_OBJ ? "an object" : "assembly",
                               msg ? msg : "");
            LLVMDisposeMessage(msg);
            return backend_status(m, before) == COMPILE_ERRORS ? COMPILE_ERRORS : COMPILE_INTERNAL;
        }
        LLVMDisposeMessage(msg);
        if (m->backend_errors > before) {
            LLVMDisposeMemoryBuffer(buf);
            return COMPILE_ERRORS;
        }
        return copy_buffer(c, buf, data, len);
    }
    case EMIT_NONE:
    case EMIT_JIT: break;
    }
    return cg_report_internal(c, "nothing to emit for this output kind");
}

/* ------------------------------------------------------------------ */
/* Object code in parts (the JIT)                                     */

/*
 * The back end costs ~2 ms per kernel however small (the machine passes'
 * per-function cost): the 5 conversion kernels of bench/jit spent 13 of a
 * 20 ms build there.  So the JIT compiles a program in parts: part 0 has
 * everything but the kernels (helpers, variables, the descriptors, the
 * kernel table), and part k the k-th kernel's work-group (or work-item)
 * function with its plain C function.  The build compiles part 0 from
 * the module itself (cg_split leaves it so), and the runtime compiles the
 * others when it needs them (first enqueue) or in the background, each on
 * any thread: LLVM's objects may not be shared between threads, so such a
 * part is parsed from the module's bitcode into a context of its own,
 * keeps only its definitions (the others become declarations), and is
 * compiled by a target machine of its own; the JIT links the parts
 * together.  An internal name that a kernel's part refers to becomes
 * external and unique (__oclc_local.N.name); the others stay internal to
 * part 0: its strings and descriptors (a kernel's argument names and
 * types) were four in five of its symbols, and each symbol the JIT links
 * is a definition its session tracks, which a build from the program
 * cache paid for (13% of its instructions for bench/jit's kernels).
 * (oclc emits no debug information, -g being accepted and ignored: a
 * part's debug information could name a variable its code does not use,
 * and tests/api/parts-symbols.c runs every kernel with -g to notice.)
 *
 * Part 0 must not refer to a kernel's functions (the JIT's descriptors do
 * not: cg_prepare_jit); where it does (a plain function that calls a
 * kernel), the module is compiled whole.
 */
struct CgSplit {
    char *bitcode;
    size_t len;
    char *triple, *cpu, *features;
    LLVMCodeGenOptLevel level;
    int nparts;
    char **kernels; /* kernels[k]: the kernel of part k (k >= 1) */
    char **externs; /* what parts >= 1 use and the module does not define */
    int nexterns;
};

/* The kernel whose entry function fn is (its name after the prefix), or NULL. */
static const char *entry_kernel(LLVMValueRef fn)
{
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    if (!LLVMCountBasicBlocks(fn) || LLVMGetLinkage(fn) != LLVMExternalLinkage) return NULL;
    static const char *const prefixes[] = {OCLC_SYM_WORK_GROUP, OCLC_SYM_WORK_ITEM};
    for (int i = 0; i < 2; i++) {
        size_t n = strlen(prefixes[i]);
        if (len > n && !strncmp(name, prefixes[i], n)) return name + n;
    }
    return NULL;
}

/* The part of function fn among `entries` (the entry functions, part i+1
 * each) and their plain functions; 0 for the rest. */
static int part_of(LLVMValueRef fn, LLVMValueRef *entries, int n)
{
    const char *name = LLVMGetValueName2(fn, &(size_t){0});
    for (int i = 0; i < n; i++)
        if (fn == entries[i] || !strcmp(name, entry_kernel(entries[i]))) return i + 1;
    return 0;
}

/* Internal names made external and unique (EXTERNALIZED, a number, the
 * name), of default visibility: another part may refer to them (see
 * redeclare_far). */
#define EXTERNALIZED "__oclc_local."
static void externalize(Arena *a, LLVMValueRef v, int *n)
{
    LLVMLinkage l = LLVMGetLinkage(v);
    if (l != LLVMInternalLinkage && l != LLVMPrivateLinkage) return;
    size_t len;
    const char *name = LLVMGetValueName2(v, &len);
    char *nn = arena_printf(a, EXTERNALIZED "%d.%.*s", (*n)++, (int)len, name);
    LLVMSetValueName2(v, nn, strlen(nn));
    LLVMSetLinkage(v, LLVMExternalLinkage);
    LLVMSetVisibility(v, LLVMDefaultVisibility);
}

/* Whether a function of a kernel's part (k >= 1) uses v, directly or
 * through constants; a variable's initializer is part 0's (the parts
 * declare the variables).  Anything else that uses it counts as a use,
 * to be safe. */
static bool used_by_kernel_part(LLVMValueRef v, LLVMValueRef *entries, int n, int depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAInstruction(user)) {
            if (part_of(LLVMGetBasicBlockParent(LLVMGetInstructionParent(user)), entries, n) != 0) return true;
        } else if (!LLVMIsAGlobalVariable(user) && (!LLVMIsAConstant(user) || LLVMIsAGlobalValue(user) || depth >= 16 ||
                                                    used_by_kernel_part(user, entries, n, depth + 1))) {
            return true;
        }
    }
    return false;
}

/* Whether every use of fn is in a function of its own part. */
static bool used_in_part(LLVMValueRef fn, int part, LLVMValueRef *entries, int n)
{
    for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAInstruction(user)) return false;
        if (part_of(LLVMGetBasicBlockParent(LLVMGetInstructionParent(user)), entries, n) != part) return false;
    }
    return true;
}

/* Drops the bodies of the functions that are not in `part` (declaring
 * them): what makes mod, the whole program, one of its parts. */
static void keep_part(Arena *a, LLVMModuleRef mod, LLVMValueRef *entries, int n, int part)
{
    PtrVec drop = {0};
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn))
        if (LLVMCountBasicBlocks(fn) && part_of(fn, entries, n) != part) ptrvec_push(a, &drop, fn);
    for (int i = 0; i < drop.n; i++) cg_drop_body(drop.items[i]);
}

CompileStatus cg_split(Compilation *c, CgModule *m, CgSplit **out, int *nparts)
{
    *out = NULL;
    *nparts = 1;
    PtrVec entries = {0};
    for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn; fn = LLVMGetNextFunction(fn))
        if (entry_kernel(fn)) ptrvec_push(&c->arena, &entries, fn);
    int n = entries.n;
    LLVMValueRef *e = (LLVMValueRef *)entries.items;
    if (!n || c->arena.oom) return c->arena.oom ? COMPILE_OUT_OF_MEMORY : COMPILE_OK;
    /* Only what its own part uses may be in a part. */
    for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn; fn = LLVMGetNextFunction(fn)) {
        int part = LLVMCountBasicBlocks(fn) ? part_of(fn, e, n) : 0;
        if (part && !used_in_part(fn, part, e, n)) return COMPILE_OK;
    }
    CgSplit *s = calloc(1, sizeof *s);
    if (!s || !(s->kernels = calloc((size_t)n + 1, sizeof *s->kernels))) {
        free(s);
        return COMPILE_OUT_OF_MEMORY;
    }
    s->nparts = n + 1;
    for (int i = 0; i < n; i++) s->kernels[i + 1] = strdup(entry_kernel(e[i]));
    /* The functions and variables the kernels' parts use that no part
     * defines: the runtime makes sure at the build that the JIT has them,
     * as linking the module whole would have. */
    int cap = 0;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn; fn = LLVMGetNextFunction(fn)) {
        if (LLVMCountBasicBlocks(fn) || LLVMGetIntrinsicID(fn) || !used_by_kernel_part(fn, e, n, 0)) continue;
        if (s->nexterns == cap) {
            char **more = realloc(s->externs, (size_t)(cap = cap ? cap * 2 : 8) * sizeof *more);
            if (!more) break;
            s->externs = more;
        }
        s->externs[s->nexterns++] = strdup(LLVMGetValueName2(fn, &(size_t){0}));
    }
    int count = 0;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn; fn = LLVMGetNextFunction(fn))
        if (LLVMCountBasicBlocks(fn) && used_by_kernel_part(fn, e, n, 0)) externalize(&c->arena, fn, &count);
    for (LLVMValueRef g = LLVMGetFirstGlobal(m->mod); g; g = LLVMGetNextGlobal(g))
        if (used_by_kernel_part(g, e, n, 0)) externalize(&c->arena, g, &count);
    LLVMMemoryBufferRef buf = LLVMWriteBitcodeToMemoryBuffer(m->mod);
    if (buf) {
        s->len = LLVMGetBufferSize(buf);
        s->bitcode = malloc(s->len);
        if (s->bitcode) memcpy(s->bitcode, LLVMGetBufferStart(buf), s->len);
        LLVMDisposeMemoryBuffer(buf);
    }
    /* m is part 0 from here on, as cg_split_emit would make it from the
     * bitcode: the caller compiles it in place, with the target machine
     * that optimized it (no second parse, no second target machine and
     * subtarget: a tenth of bench/jit's build). */
    if (s->bitcode) keep_part(&c->arena, m->mod, e, n, 0);
    s->triple = LLVMGetTargetMachineTriple(m->target.tm);
    s->cpu = LLVMGetTargetMachineCPU(m->target.tm);
    s->features = LLVMGetTargetMachineFeatureString(m->target.tm);
    s->level = m->target.level;
    if (!s->bitcode || c->arena.oom) {
        cg_split_free(s);
        return COMPILE_OUT_OF_MEMORY;
    }
    *out = s;
    *nparts = s->nparts;
    return COMPILE_OK;
}

const char *cg_split_kernel(const CgSplit *s, int part)
{
    return part > 0 && part < s->nparts ? s->kernels[part] : NULL;
}
int cg_split_parts(const CgSplit *s) { return s->nparts; }

int cg_split_externs(const CgSplit *s, const char *const **names)
{
    *names = (const char *const *)s->externs;
    return s->nexterns;
}

/* Errors the back end reports while a part compiles (on its own thread:
 * kept, and reported by the caller). */
static void on_part_diagnostic(LLVMDiagnosticInfoRef di, void *opaque)
{
    char **error = opaque;
    if (LLVMGetDiagInfoSeverity(di) != LLVMDSError || *error) return;
    char *msg = LLVMGetDiagInfoDescription(di);
    *error = strdup(msg);
    LLVMDisposeMessage(msg);
}

/* Part 0's externalized symbols as this part declares them: new
 * declarations.  The parts are separate objects that the JIT may place
 * further apart than the +-2 GiB a PC-relative reference reaches, and the
 * declarations the part's bitcode holds are dso_local (LLVM sets that
 * with the local linkage they had and never clears it; LLVM-C cannot), so
 * x86-64 code would reach them PC-relative: a program of a few hundred
 * kernels then failed to link the kernels loaded once the JIT's first
 * slab of memory was full and the next one far away (behind the CUDA
 * driver's address-space reservations on the H100;
 * tests/api/parts-far-apart.c reserves such a gap itself).  A new
 * declaration is not dso_local: the part reaches it through a GOT entry,
 * which the JIT links with 64 bits. */
static void redeclare_far(LLVMModuleRef mod)
{
    PtrVec old = {0};
    Arena a;
    arena_init(&a);
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f))
        if (!LLVMCountBasicBlocks(f) &&
            !strncmp(LLVMGetValueName2(f, &(size_t){0}), EXTERNALIZED, strlen(EXTERNALIZED)))
            ptrvec_push(&a, &old, f);
    for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g; g = LLVMGetNextGlobal(g))
        if (!LLVMGetInitializer(g) && !strncmp(LLVMGetValueName2(g, &(size_t){0}), EXTERNALIZED, strlen(EXTERNALIZED)))
            ptrvec_push(&a, &old, g);
    for (int i = 0; i < old.n && !a.oom; i++) {
        LLVMValueRef v = old.items[i], nv;
        size_t len;
        const char *name = LLVMGetValueName2(v, &len);
        char *keep = arena_strndup(&a, name, len);
        LLVMSetValueName2(v, "", 0);
        if (LLVMIsAFunction(v)) {
            nv = LLVMAddFunction(mod, keep, LLVMGlobalGetValueType(v));
            LLVMSetFunctionCallConv(nv, LLVMGetFunctionCallConv(v));
        } else {
            nv = LLVMAddGlobalInAddressSpace(mod, LLVMGlobalGetValueType(v), keep,
                                             LLVMGetPointerAddressSpace(LLVMTypeOf(v)));
            LLVMSetGlobalConstant(nv, LLVMIsGlobalConstant(v));
        }
        LLVMSetAlignment(nv, LLVMGetAlignment(v));
        LLVMReplaceAllUsesWith(v, nv);
        if (LLVMIsAFunction(v))
            LLVMDeleteFunction(v);
        else
            LLVMDeleteGlobal(v);
    }
    arena_free(&a);
}

/* Part 0's internal functions and variables, which this part does not
 * use (cg_split externalized the others), left as declarations here by
 * keep_part and the cleared initializers: a declaration may not be
 * internal, so they become external ones, which the object never names. */
static void declare_unused(LLVMModuleRef mod)
{
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
        LLVMLinkage l = LLVMGetLinkage(f);
        if (!LLVMCountBasicBlocks(f) && (l == LLVMInternalLinkage || l == LLVMPrivateLinkage))
            LLVMSetLinkage(f, LLVMExternalLinkage);
    }
    for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g; g = LLVMGetNextGlobal(g)) {
        LLVMLinkage l = LLVMGetLinkage(g);
        if (!LLVMGetInitializer(g) && (l == LLVMInternalLinkage || l == LLVMPrivateLinkage))
            LLVMSetLinkage(g, LLVMExternalLinkage);
    }
}

bool cg_split_emit(const CgSplit *s, int part, char **data, size_t *len, char **error)
{
    *data = NULL;
    *len = 0;
    *error = NULL;
    LLVMContextRef ctx = LLVMContextCreate();
    LLVMContextSetDiagnosticHandler(ctx, on_part_diagnostic, error);
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRange(s->bitcode, s->len, "part", false);
    LLVMModuleRef mod = NULL;
    bool ok = !LLVMParseBitcodeInContext2(ctx, buf, &mod);
    LLVMDisposeMemoryBuffer(buf);
    if (ok) {
        /* The part keeps its definitions and declares the others'. */
        Arena a;
        arena_init(&a);
        PtrVec entries = {0};
        for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn))
            if (entry_kernel(fn)) ptrvec_push(&a, &entries, fn);
        keep_part(&a, mod, (LLVMValueRef *)entries.items, entries.n, part);
        if (part != 0) {
            for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g; g = LLVMGetNextGlobal(g)) LLVMSetInitializer(g, NULL);
            redeclare_far(mod);
            declare_unused(mod);
        }
        ok = !a.oom;
        arena_free(&a);
        LLVMTargetRef target = NULL;
        char *msg = NULL;
        LLVMTargetMachineRef tm = NULL;
        if (ok && !LLVMGetTargetFromTriple(s->triple, &target, &msg))
            tm = LLVMCreateTargetMachine(target, s->triple, s->cpu, s->features, s->level, LLVMRelocPIC,
                                         LLVMCodeModelDefault);
        /* Every failure says why (the log of the kernel's first enqueue). */
        if (ok && !tm && !*error) *error = strdup(msg ? msg : "LLVM made no target machine for the part");
        LLVMDisposeMessage(msg);
        msg = NULL;
        LLVMMemoryBufferRef obj = NULL;
        ok = tm && !LLVMTargetMachineEmitToMemoryBuffer(tm, mod, LLVMObjectFile, &msg, &obj) && !*error;
        if (msg && !*error) *error = strdup(msg);
        LLVMDisposeMessage(msg);
        if (ok && (*data = malloc(LLVMGetBufferSize(obj)))) {
            *len = LLVMGetBufferSize(obj);
            memcpy(*data, LLVMGetBufferStart(obj), *len);
        }
        ok = ok && *data;
        if (obj) LLVMDisposeMemoryBuffer(obj);
        if (tm) LLVMDisposeTargetMachine(tm);
        LLVMDisposeModule(mod);
    } else if (!*error) {
        *error = strdup("the module's bitcode cannot be read back");
    }
    LLVMContextDispose(ctx);
    return ok;
}

void cg_split_free(CgSplit *s)
{
    if (!s) return;
    for (int i = 1; s->kernels && i < s->nparts; i++) free(s->kernels[i]);
    for (int i = 0; i < s->nexterns; i++) free(s->externs[i]);
    free(s->kernels);
    free(s->externs);
    free(s->bitcode);
    LLVMDisposeMessage(s->triple);
    LLVMDisposeMessage(s->cpu);
    LLVMDisposeMessage(s->features);
    free(s);
}
