/*
 * sleef-names.c - every SLEEF function the math lowering may call exists
 * in libsleef, and the JIT's way of finding it finds that function.
 *
 * runtime/sleef_names.h spells each row of codegen/cg_sleef.def as the
 * variants SLEEF builds; runtime/math.c looks them up by name in
 * libsleef.so.3 when a program first needs one, so a name SLEEF lacks
 * would show only when a user's kernel called it.  Here every name is
 * referenced as a symbol, so the link of this program fails on one that
 * libsleef does not define, and the program then checks that the
 * soname the runtime opens (OCLC_SLEEF_SONAME, the same value the build
 * gives runtime/math.c) answers each name with the same address.
 *
 * RUN: %unit-cc -DOCLC_SLEEF_SONAME='"%sleef-soname"' %s -o %t -lsleef -ldl
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[1-9][0-9]+}} passed, 0 failed
 */
#include <dlfcn.h>
#include <string.h>

#include "../Inputs/check.h"
#include "runtime/sleef_names.h"

/* Declared with a placeholder type: only the address is taken. */
#define DECLARE(sym)                       void Sleef_##sym(void);
#define SLEEF(id, name, ulp, types, nargs) SLEEF_TYPES_##types(DECLARE, name, ulp)
#include "codegen/cg_sleef.def"
#undef SLEEF
#undef DECLARE

static const struct {
    const char *name;
    void (*addr)(void);
} linked[] = {
#define ENTRY(sym)                         {"Sleef_" #sym, Sleef_##sym},
#define SLEEF(id, name, ulp, types, nargs) SLEEF_TYPES_##types(ENTRY, name, ulp)
#include "codegen/cg_sleef.def"
#undef SLEEF
#undef ENTRY
};

int main(void)
{
    size_t n = sizeof linked / sizeof *linked;
    CHECK(n >= 100, "only %zu names: the X-macros expanded to less than cg_sleef.def's rows", n);
    void *lib = dlopen(OCLC_SLEEF_SONAME, RTLD_LAZY | RTLD_LOCAL);
    CHECK(lib != NULL, "dlopen(%s): %s", OCLC_SLEEF_SONAME, dlerror());
    for (size_t i = 0; lib && i < n; i++) {
        void *found = dlsym(lib, linked[i].name);
        CHECK(found == (void *)linked[i].addr, "%s: dlsym gives %p, the link %p", linked[i].name, found,
              (void *)linked[i].addr);
        CHECK(strncmp(linked[i].name, "Sleef_", 6) == 0, "%s is not a SLEEF name", linked[i].name);
    }
    return test_summary();
}
