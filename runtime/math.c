/*
 * math.c - SLEEF's functions for the JIT: every variant that the math
 * lowering (codegen/cg_math.c) can call, by address, and a definition
 * generator that gives a program's JIT the ones its code looks up.
 *
 * Why not the process's symbol search: liboclc links libsleef.so.3, but
 * when liboclc is itself dlopen()ed without RTLD_GLOBAL (the OpenCL ICD
 * loader does so), SLEEF's symbols are not in the global scope that the
 * JIT's process search (dlsym(RTLD_DEFAULT)) sees.  The addresses below are
 * liboclc's own references, so they resolve however liboclc was loaded,
 * and a row of cg_sleef.def naming a variant that SLEEF lacks fails the
 * link of liboclc instead of a user's program.
 *
 * The variants are those of cg_sleef.def's essay; a generator answers only
 * the names a module looks up, so a build pays for a handful of bsearches,
 * not for defining hundreds of symbols.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Error.h>
#include <llvm-c/Orc.h>

#include "runtime/runtime.h"

/* Each variant declared with a placeholder type: only its address is
 * taken (sleef.h is not included, so that no declaration disagrees). */
#if defined(__x86_64__)
#define SLEEF_F_VARIANTS(X, name, ulp) \
    X(name##f1_##ulp##purec)           \
    X(name##f1_##ulp##purecfma)        \
    X(name##f4_##ulp##sse2)            \
    X(name##f4_##ulp##sse4)            \
    X(name##f4_##ulp##avx2128) X(name##f8_##ulp##avx) X(name##f8_##ulp##avx2) X(name##f16_##ulp##avx512f)
#define SLEEF_D_VARIANTS(X, name, ulp) \
    X(name##d1_##ulp##purec)           \
    X(name##d1_##ulp##purecfma)        \
    X(name##d2_##ulp##sse2)            \
    X(name##d2_##ulp##sse4)            \
    X(name##d2_##ulp##avx2128) X(name##d4_##ulp##avx) X(name##d4_##ulp##avx2) X(name##d8_##ulp##avx512f)
#else
#define SLEEF_F_VARIANTS(X, name, ulp) X(name##f1_##ulp##purec) X(name##f1_##ulp##purecfma)
#define SLEEF_D_VARIANTS(X, name, ulp) X(name##d1_##ulp##purec) X(name##d1_##ulp##purecfma)
#endif
#define SLEEF_TYPES_F(X, name, ulp)  SLEEF_F_VARIANTS(X, name, ulp)
#define SLEEF_TYPES_D(X, name, ulp)  SLEEF_D_VARIANTS(X, name, ulp)
#define SLEEF_TYPES_FD(X, name, ulp) SLEEF_F_VARIANTS(X, name, ulp) SLEEF_D_VARIANTS(X, name, ulp)

#define DECLARE(sym)                       void Sleef_##sym(void);
#define SLEEF(id, name, ulp, types, nargs) SLEEF_TYPES_##types(DECLARE, name, ulp)
#include "codegen/cg_sleef.def"
#undef SLEEF
#undef DECLARE

static RuntimeSymbol sleef_symbols[] = {
#define ENTRY(sym)                         {"Sleef_" #sym, (void *)Sleef_##sym},
#define SLEEF(id, name, ulp, types, nargs) SLEEF_TYPES_##types(ENTRY, name, ulp)
#include "codegen/cg_sleef.def"
#undef SLEEF
#undef ENTRY
};
#define NUM_SLEEF (sizeof sleef_symbols / sizeof *sleef_symbols)

static pthread_once_t sorted_once = PTHREAD_ONCE_INIT;

static int by_name(const void *a, const void *b)
{
    return strcmp(((const RuntimeSymbol *)a)->name, ((const RuntimeSymbol *)b)->name);
}

static void sort_symbols(void) { qsort(sleef_symbols, NUM_SLEEF, sizeof *sleef_symbols, by_name); }

void *runtime_math_symbol(const char *name)
{
    pthread_once(&sorted_once, sort_symbols);
    RuntimeSymbol key = {name, NULL};
    const RuntimeSymbol *s = bsearch(&key, sleef_symbols, NUM_SLEEF, sizeof *sleef_symbols, by_name);
    return s ? s->addr : NULL;
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
        void *addr = strncmp(name, "Sleef_", 6) ? NULL : runtime_math_symbol(name);
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
