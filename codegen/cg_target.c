/*
 * cg_target.c - the target: triple, target machine, data layout.
 *
 * oclc initializes only the native target (the one LLVM was configured to
 * run on) and its assembly printer and parser: a CPU compiler of OpenCL C
 * compiles for the machine it runs on, and linking every backend would
 * multiply the binary's size for no use.  A --target naming another
 * architecture therefore fails, with clang's message, "unable to create
 * target"; a different OS or ABI on the host architecture works.
 *
 * The CPU is "generic" for files (an object must run on any machine of the
 * triple's architecture) unless -mcpu/-march is given, and the host's own
 * CPU name and features for the JIT, which runs where it compiles, and for
 * -mcpu=native.
 * Relocation model is PIC, so objects link into position-independent
 * executables, the default of current toolchains.
 */
#include <pthread.h>
#include <string.h>

#include "codegen/cg_internal.h"

static pthread_once_t native_once = PTHREAD_ONCE_INIT;
static bool native_ok;

static void init_native(void)
{
    /* These return true on failure. */
    native_ok = !LLVMInitializeNativeTarget() && !LLVMInitializeNativeAsmPrinter() && !LLVMInitializeNativeAsmParser();
}

/*
 * The CPUs LLVM 19's x86 back end accepts in 64-bit mode.  LLVM-C cannot
 * ask a target for its CPU list, and a CPU name LLVM does not know (or a
 * 32-bit one such as i686) makes it print a warning and then abort while
 * building the subtarget, so the name is checked here first.  The list is
 * `llc -mtriple=x86_64 -mcpu=help` less the names that abort.
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

/* Reports an -mcpu= value the target would not accept, as clang does,
 * with the nearest valid name when one is close. */
static bool check_cpu(Compilation *c, const char *triple, const char *cpu)
{
    if (strncmp(triple, "x86_64-", 7) != 0) return true; /* other hosts: LLVM's own check (a warning) */
    size_t n = sizeof x86_64_cpus / sizeof x86_64_cpus[0];
    const char *best = NULL;
    int best_d = 3;
    for (size_t i = 0; i < n; i++) {
        if (strcmp(cpu, x86_64_cpus[i]) == 0) return true;
        int d = diag_edit_distance(cpu, x86_64_cpus[i], best_d - 1);
        if (d < best_d) {
            best_d = d;
            best = x86_64_cpus[i];
        }
    }
    Diagnostic *dg = diag_error(&c->diag, loc_none(), "unknown target CPU '%s'", cpu);
    if (best) diag_note(dg, &c->diag, loc_none(), "did you mean '%s'?", best);
    StrBuf list = {0};
    for (size_t i = 0; i < n; i++) sb_printf(&list, "%s%s", i ? ", " : "", x86_64_cpus[i]);
    diag_note(dg, &c->diag, loc_none(), "valid target CPU values are: %s", sb_cstr(&list));
    sb_free(&list);
    return false;
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
    memset(out, 0, sizeof *out);
    pthread_once(&native_once, init_native);
    if (!native_ok) return cg_report_internal(c, "LLVM has no native target for this host");

    char *given = o->triple ? NULL : LLVMGetDefaultTargetTriple();
    out->triple = LLVMNormalizeTargetTriple(o->triple ? o->triple : given);
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

    if (o->cpu && strcmp(o->cpu, "native") != 0 && !check_cpu(c, out->triple, o->cpu)) {
        cg_target_dispose(out);
        return COMPILE_ERRORS;
    }

    char *host_cpu = NULL, *host_features = NULL;
    const char *cpu = o->cpu, *features = o->features;
    bool native = cpu && strcmp(cpu, "native") == 0; /* -mcpu=native, as clang spells it */
    if ((for_jit && !cpu) || native) {
        cpu = host_cpu = LLVMGetHostCPUName();
        if (!features) features = host_features = LLVMGetHostCPUFeatures();
    }
    out->tm = LLVMCreateTargetMachine(target, out->triple, cpu ? cpu : "generic", features ? features : "",
                                      codegen_level(o->opt_level), LLVMRelocPIC, LLVMCodeModelDefault);
    LLVMDisposeMessage(host_cpu);
    LLVMDisposeMessage(host_features);
    if (!out->tm) {
        diag_error(&c->diag, loc_none(), "unable to create target: no target machine for '%s'", out->triple);
        cg_target_dispose(out);
        return COMPILE_ERRORS;
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
