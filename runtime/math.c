/*
 * math.c - SLEEF's functions for the JIT: every variant that the math
 * lowering (codegen/cg_math.c) can call, by name, and a definition
 * generator that gives a program's JIT the ones its code looks up.
 *
 * liboclc does not link libsleef.so.3: `oclc -c` and every program whose
 * kernels call no math would load it, relocate its 900 symbol references
 * and those of a table of its addresses, for nothing (1,700 symbol
 * lookups, a tenth of an empty compile's instructions: docs/performance.md).
 * The first lookup of a SLEEF name opens it (RTLD_LOCAL, so that nothing
 * of it enters the process's global scope) and asks it by name.  Why not
 * the process's symbol search: when liboclc is itself dlopen()ed without
 * RTLD_GLOBAL (the OpenCL ICD loader does so), nothing the JIT's process
 * search (dlsym(RTLD_DEFAULT)) sees need have SLEEF; the handle does.
 *
 * The names are those of runtime/sleef_names.h (cg_sleef.def's rows, each
 * with its variants); a name not among them is not SLEEF's to answer, and
 * tests/unit/sleef-names.c checks that libsleef has every one.  A
 * generator answers only the names a module looks up, so a build pays for
 * a handful of bsearches, not for defining hundreds of symbols.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Error.h>
#include <llvm-c/Orc.h>

#include "runtime/runtime.h"
#include "runtime/sleef_names.h"

#ifndef OCLC_SLEEF_SONAME
#error "OCLC_SLEEF_SONAME: the build gives SLEEF's soname (CMakeLists.txt)"
#endif

static const char *sleef_names[] = {
#define NAME(sym)                          "Sleef_" #sym,
#define SLEEF(id, name, ulp, types, nargs) SLEEF_TYPES_##types(NAME, name, ulp)
#include "codegen/cg_sleef.def"
#undef SLEEF
#undef NAME
};
#define NUM_SLEEF (sizeof sleef_names / sizeof *sleef_names)

static pthread_once_t sleef_once = PTHREAD_ONCE_INIT;
static void *sleef_handle;
static char sleef_error[256]; /* dlopen's reason when it failed */

static int by_name(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

static void open_sleef(void)
{
    qsort(sleef_names, NUM_SLEEF, sizeof *sleef_names, by_name);
    /* OCLC_SLEEF_LIBRARY: another SLEEF 3.x (a path or a name dlopen()
     * finds), for a library installed elsewhere. */
    const char *lib = getenv("OCLC_SLEEF_LIBRARY");
    sleef_handle = dlopen(lib && *lib ? lib : OCLC_SLEEF_SONAME, RTLD_LAZY | RTLD_LOCAL);
    if (!sleef_handle) {
        const char *why = dlerror();
        snprintf(sleef_error, sizeof sleef_error, "cannot load SLEEF, the math library that kernels call: %s",
                 why ? why : "no reason given");
    }
}

void *runtime_math_symbol(const char *name)
{
    pthread_once(&sleef_once, open_sleef);
    if (!sleef_handle || !bsearch(&name, sleef_names, NUM_SLEEF, sizeof *sleef_names, by_name)) return NULL;
    return dlsym(sleef_handle, name);
}

/* ORC's callback when a lookup finds no definition: defines the SLEEF
 * names of the set as absolute symbols, and leaves the rest unresolved
 * (a later generator or the lookup's error reports them). */
static LLVMErrorRef generate(LLVMOrcDefinitionGeneratorRef gen, void *ctx, LLVMOrcLookupStateRef *state,
                             LLVMOrcLookupKind kind, LLVMOrcJITDylibRef jd, LLVMOrcJITDylibLookupFlags flags,
                             LLVMOrcCLookupSet set, size_t n)
{
    (void)gen, (void)ctx, (void)state, (void)kind, (void)flags;
    LLVMOrcCSymbolMapPair *pairs = malloc((n ? n : 1) * sizeof *pairs);
    if (!pairs) return LLVMCreateStringError("out of memory defining SLEEF's symbols");
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        const char *name = LLVMOrcSymbolStringPoolEntryStr(set[i].Name);
        if (strncmp(name, "Sleef_", 6)) continue;
        void *addr = runtime_math_symbol(name);
        if (!addr && !sleef_handle) {
            free(pairs);
            return LLVMCreateStringError(sleef_error); /* copied; the program's build reports it */
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

LLVMOrcDefinitionGeneratorRef runtime_math_generator(void)
{
    return LLVMOrcCreateCustomCAPIDefinitionGenerator(generate, NULL, NULL);
}
