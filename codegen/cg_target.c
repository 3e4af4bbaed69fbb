/*
 * cg_target.c - the target: triple, target machine, data layout.
 *
 * The target is a row of support/target.c, chosen by options_parse from
 * --target (a triple with no row never gets here).  oclc initializes the
 * back ends of its rows and no others: the native one (with its assembly
 * printer and parser) and NVPTX (for PTX text); linking every back end
 * would multiply the library's size for no use.  The triple is the one
 * given, or the row's default_triple when only the row is known (no
 * triple, or an architecture alone: `nvptx64`), or the host's own; the
 * data layout is LLVM's for that triple, checked against the row's
 * pointer size, since sema's sizes come from the row.
 *
 * The CPU is "generic" for files (an object must run on any machine of the
 * triple's architecture) unless -mcpu/-march is given or the row names a
 * default (sm_70 for PTX), and the host's own CPU name and features for
 * the JIT, which runs where it compiles, and for -mcpu=native on the host.
 * Relocation model is PIC, so objects link into position-independent
 * executables, the default of current toolchains.
 */
#include <pthread.h>
#include <string.h>

#include <llvm-c/Support.h>

#include "codegen/cg_internal.h"

/* Each back end is registered the first time a compilation needs it, so
 * a host compilation pays nothing for NVPTX. */
static pthread_once_t native_once = PTHREAD_ONCE_INIT, nvptx_once = PTHREAD_ONCE_INIT, options_once = PTHREAD_ONCE_INIT;
static bool native_ok;

static void init_native(void)
{
    /* These return true on failure. */
    native_ok = !LLVMInitializeNativeTarget() && !LLVMInitializeNativeAsmPrinter() && !LLVMInitializeNativeAsmParser();
}

/* LLVM's own options, once per process, before the first compilation:
 * LLVM is linked into liboclc privately, so nothing else reads them.  The
 * pre-RA machine scheduler orders instructions for in-order pipelines and
 * register pressure; on x86's out-of-order cores it moved the run time of
 * the kernels of bench/ by less than the noise and cost 8-15% of code
 * generation (docs/performance.md).  CodeGenPrepare's branch folding
 * would merge the chunks of a huge block back into one (cg_chunk.c says
 * why it may go).  Not at cg_host_target_init: parsing
 * registers every option LLVM has first, a tenth of a millisecond that a
 * program loaded from the cache, which compiles nothing, need not pay. */
static void init_options(void)
{
    static const char *const llvm_options[] = {"oclc", "-enable-misched=false", "-disable-cgp-branch-opts"};
    LLVMParseCommandLineOptions(sizeof llvm_options / sizeof *llvm_options, llvm_options, NULL);
}

bool cg_host_target_init(void)
{
    pthread_once(&native_once, init_native);
    return native_ok;
}

static void init_nvptx(void)
{
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
}

/*
 * The CPUs LLVM 19's back ends accept, per row.  LLVM-C cannot ask a
 * target for its CPU list, and a CPU name LLVM does not know (or a 32-bit
 * one such as i686 on x86-64) makes it print a warning to stderr, and on
 * x86 then abort while building the subtarget, so the name is checked here
 * first.  The lists are `llc -mtriple=<arch> -mcpu=help`, less the names
 * that abort.
 */
static const char *const x86_64_cpus[] = {
    "alderlake",
    "amdfam10",
    "arrowlake",
    "arrowlake-s",
    "arrowlake_s",
    "athlon-fx",
    "athlon64",
    "athlon64-sse3",
    "atom",
    "atom_sse4_2",
    "atom_sse4_2_movbe",
    "barcelona",
    "bdver1",
    "bdver2",
    "bdver3",
    "bdver4",
    "bonnell",
    "broadwell",
    "btver1",
    "btver2",
    "cannonlake",
    "cascadelake",
    "clearwaterforest",
    "cooperlake",
    "core-avx-i",
    "core-avx2",
    "core2",
    "core_2_duo_sse4_1",
    "core_2_duo_ssse3",
    "core_2nd_gen_avx",
    "core_3rd_gen_avx",
    "core_4th_gen_avx",
    "core_4th_gen_avx_tsx",
    "core_5th_gen_avx",
    "core_5th_gen_avx_tsx",
    "core_aes_pclmulqdq",
    "core_i7_sse4_2",
    "corei7",
    "corei7-avx",
    "emeraldrapids",
    "generic",
    "goldmont",
    "goldmont-plus",
    "goldmont_plus",
    "gracemont",
    "grandridge",
    "graniterapids",
    "graniterapids-d",
    "graniterapids_d",
    "haswell",
    "icelake-client",
    "icelake-server",
    "icelake_client",
    "icelake_server",
    "ivybridge",
    "k8",
    "k8-sse3",
    "knl",
    "knm",
    "lunarlake",
    "meteorlake",
    "mic_avx512",
    "nehalem",
    "nocona",
    "opteron",
    "opteron-sse3",
    "pantherlake",
    "penryn",
    "raptorlake",
    "rocketlake",
    "sandybridge",
    "sapphirerapids",
    "sierraforest",
    "silvermont",
    "skx",
    "skylake",
    "skylake-avx512",
    "skylake_avx512",
    "slm",
    "tigerlake",
    "tremont",
    "westmere",
    "x86-64",
    "x86-64-v2",
    "x86-64-v3",
    "x86-64-v4",
    "znver1",
    "znver2",
    "znver3",
    "znver4",
    "znver5",
};

static const char *const nvptx64_cpus[] = {
    "sm_20", "sm_21", "sm_30", "sm_32", "sm_35", "sm_37", "sm_50", "sm_52", "sm_53", "sm_60",  "sm_61",
    "sm_62", "sm_70", "sm_72", "sm_75", "sm_80", "sm_86", "sm_87", "sm_89", "sm_90", "sm_90a",
};

static const struct {
    const char *arch; /* TargetInfo.arch */
    const char *const *cpus;
    size_t n;
} cpu_lists[] = {
    {"x86_64", x86_64_cpus, sizeof x86_64_cpus / sizeof *x86_64_cpus},
    {"nvptx64", nvptx64_cpus, sizeof nvptx64_cpus / sizeof *nvptx64_cpus},
};

/* Reports an -mcpu= value the target would not accept, as clang does,
 * with the nearest valid name when one is close. */
static bool check_cpu(Compilation *c, const TargetInfo *row, const char *cpu)
{
    const char *const *cpus = NULL;
    size_t n = 0;
    for (size_t i = 0; i < sizeof cpu_lists / sizeof *cpu_lists; i++)
        if (!strcmp(cpu_lists[i].arch, row->arch)) {
            cpus = cpu_lists[i].cpus;
            n = cpu_lists[i].n;
        }
    if (!cpus) return true; /* a row without a list: LLVM's own check (a warning) */
    const char *best = NULL;
    int best_d = 3;
    for (size_t i = 0; i < n; i++) {
        if (strcmp(cpu, cpus[i]) == 0) return true;
        int d = diag_edit_distance(cpu, cpus[i], best_d - 1);
        if (d < best_d) {
            best_d = d;
            best = cpus[i];
        }
    }
    Diagnostic *dg = diag_error(&c->diag, loc_none(), "unknown target CPU '%s'", cpu);
    if (best) diag_note(dg, &c->diag, loc_none(), "did you mean '%s'?", best);
    StrBuf list = {0};
    for (size_t i = 0; i < n; i++) sb_printf(&list, "%s%s", i ? ", " : "", cpus[i]);
    diag_note(dg, &c->diag, loc_none(), "valid target CPU values are: %s", sb_cstr(&list));
    sb_free(&list);
    return false;
}

/* The host's CPU and features, asked once: LLVM spells the features from
 * CPUID anew on every call (a fifth of a millisecond). */
static pthread_once_t host_once = PTHREAD_ONCE_INIT;
static char *host_cpu, *host_features;

static void init_host(void)
{
    host_cpu = LLVMGetHostCPUName();
    host_features = LLVMGetHostCPUFeatures();
}

static LLVMCodeGenOptLevel codegen_level(int opt)
{
    switch (opt) {
    case 0: return LLVMCodeGenLevelNone;
    case 1: return LLVMCodeGenLevelLess;
    case 2: return LLVMCodeGenLevelDefault;
    default: return LLVMCodeGenLevelAggressive;
    }
}

CompileStatus cg_target_create(Compilation *c, bool for_jit, CgTarget *out)
{
    const Options *o = c->opts;
    const TargetInfo *row = o->target;
    memset(out, 0, sizeof *out);
    pthread_once(&native_once, init_native);
    pthread_once(&options_once, init_options);
    if (!strcmp(row->arch, "nvptx64")) pthread_once(&nvptx_once, init_nvptx);
    if (!native_ok) return cg_report_internal(c, "LLVM has no native target for this host");

    const char *triple = o->triple;
    if (row->default_triple && (!triple || !strchr(triple, '-'))) triple = row->default_triple;
    char *given = triple ? NULL : LLVMGetDefaultTargetTriple();
    out->triple = LLVMNormalizeTargetTriple(triple ? triple : given);
    LLVMDisposeMessage(given);

    LLVMTargetRef target = NULL;
    char *msg = NULL;
    if (LLVMGetTargetFromTriple(out->triple, &target, &msg)) {
        diag_error(&c->diag, loc_none(), "unable to create target: '%s'", msg ? msg : out->triple);
        LLVMDisposeMessage(msg);
        cg_target_dispose(out);
        return COMPILE_ERRORS;
    }
    LLVMDisposeMessage(msg);

    const char *cpu = o->cpu ? o->cpu : row->default_cpu, *features = o->features;
    bool native = cpu && strcmp(cpu, "native") == 0 && row == target_host(); /* -mcpu=native, as clang spells it */
    if (cpu && !native && !check_cpu(c, row, cpu)) {
        cg_target_dispose(out);
        return COMPILE_ERRORS;
    }

    if ((for_jit && !cpu) || native) {
        pthread_once(&host_once, init_host);
        cpu = host_cpu;
        if (!features) features = host_features;
    }
    out->level = codegen_level(o->opt_level);
    out->tm = LLVMCreateTargetMachine(target, out->triple, cpu ? cpu : "generic", features ? features : "", out->level,
                                      LLVMRelocPIC, LLVMCodeModelDefault);
    if (!out->tm) {
        diag_error(&c->diag, loc_none(), "unable to create target: no target machine for '%s'", out->triple);
        cg_target_dispose(out);
        return COMPILE_ERRORS;
    }
    LLVMTargetDataRef layout = LLVMCreateTargetDataLayout(out->tm);
    unsigned ptr_size = LLVMPointerSize(layout);
    LLVMDisposeTargetData(layout);
    if (ptr_size != row->pointer_size) {
        CompileStatus st =
            cg_report_internal(c, "the data layout of '%s' has %u-byte pointers, the target row '%s' %u-byte ones",
                               out->triple, ptr_size, row->name, (unsigned)row->pointer_size);
        cg_target_dispose(out);
        return st;
    }
    return COMPILE_OK;
}

void cg_target_dispose(CgTarget *t)
{
    if (t->tm) LLVMDisposeTargetMachine(t->tm);
    LLVMDisposeMessage(t->triple);
    t->tm = NULL;
    t->triple = NULL;
}

/* x86-64 CPUs without SSE4.1's roundps/roundpd: the baseline objects are
 * compiled for ("generic", "x86-64") and a few old names.  Everything else
 * LLVM 19 knows for 64-bit x86 has it; an explicit "+sse4.1" (or a feature
 * implying it) in -mattr-style features turns it on, "-sse4.1" off. */
bool cg_target_is_x86(const CgTarget *t)
{
    return !strncmp(t->triple, "x86_64", 6) || !strncmp(t->triple, "i386", 4) || !strncmp(t->triple, "i686", 4);
}

bool cg_target_has_fp_round(const CgTarget *t)
{
    if (!cg_target_is_x86(t)) return true;
    char *cpu = LLVMGetTargetMachineCPU(t->tm);
    char *feat = LLVMGetTargetMachineFeatureString(t->tm);
    static const char *const old[] = {"generic",   "x86-64",   "k8",           "k8-sse3",  "athlon64",  "athlon64-sse3",
                                      "athlon-fx", "opteron",  "opteron-sse3", "amdfam10", "barcelona", "core2",
                                      "nocona",    "prescott", "pentium4",     "bonnell",  "atom",      "btver1",
                                      ""};
    bool has = true;
    for (size_t i = 0; i < sizeof old / sizeof *old; i++)
        if (!strcmp(cpu, old[i])) has = false;
    if (strstr(feat, "+sse4.1") || strstr(feat, "+sse4.2") || strstr(feat, "+avx")) has = true;
    if (strstr(feat, "-sse4.1")) has = false;
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(feat);
    return has;
}
