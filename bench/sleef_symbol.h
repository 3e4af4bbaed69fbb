/* sleef_symbol.h - SLEEF's function `sym` for the bench programs that
 * compare with SLEEF directly, from libsleef.so.3 opened here: liboclc
 * opens its own handle only when a kernel calls math, and a link with
 * --as-needed drops -lsleef from a program that names none of SLEEF's
 * functions, so neither puts SLEEF in the global scope.  Header-only. */
#ifndef OCLC_BENCH_SLEEF_SYMBOL_H
#define OCLC_BENCH_SLEEF_SYMBOL_H

#include <dlfcn.h>

static inline void *sleef_symbol(const char *sym)
{
    static void *lib;
    if (!lib) lib = dlopen("libsleef.so.3", RTLD_NOW | RTLD_LOCAL);
    return lib ? dlsym(lib, sym) : NULL;
}

#endif
