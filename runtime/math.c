/*
 * math.c - SLEEF's functions for the JIT: every variant that the math
 * lowering (codegen/cg_math.c) can call, by name, for the definition
 * generator that gives a program's JIT the ones its code looks up
 * (program.c).
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

void *runtime_math_find(const char *name, const char **error)
{
    if (strncmp(name, "Sleef_", 6)) return NULL;
    void *addr = runtime_math_symbol(name);
    if (!addr && !sleef_handle) *error = sleef_error;
    return addr;
}
