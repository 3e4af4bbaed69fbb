/*
 * main.c - the `oclc` executable: the front end in-process, the back end
 * from liboclc, loaded only when needed.
 *
 * Checking a program must be fast, and most of what a process running
 * LLVM pays before main() (LLVM's static constructors, ~100k relocations,
 * page faults over a 45 MB image) is wasted on -fsyntax-only.  So this
 * executable links only the front end (lexer, preprocessor, parser, sema,
 * diagnostics: no LLVM, not even reachable), and runs cli_main() itself
 * for -fsyntax-only, -verify, -E, -ast-dump, -dump-tokens, --help and
 * --version.  When the options ask for code (-c, -S, -emit-llvm),
 * cli_main() says so without printing anything, and the whole command runs
 * again with the back end (the options are parsed twice then, which costs
 * microseconds), in one of two ways:
 *
 * - We exec `oclc-cg` (cg_main.c), the same code as liboclc linked into a
 *   position-dependent executable, which starts without relocating
 *   LLVM's tables: ~1 ms less per compile than loading the library
 *   (docs/performance.md).  It is looked for next to this executable
 *   (the build tree), then in the install's libexec directory
 *   (bin/../libexec).
 * - Where there is none (a sanitizer build does not make it), or
 *   $OCLC_LIBRARY names a library, we dlopen() liboclc and run the
 *   command there (oclc_driver_main, driver_main.c).  Where liboclc is:
 *   $OCLC_LIBRARY if set (a path, or a name dlopen() finds), else next to
 *   this executable, else in the install's library directory relative to
 *   it (bin/../lib).  A missing or broken library is a clear error and
 *   exit status 2.
 *
 * This file is the only place in oclc that may end the process.
 */
#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "driver/cli.h"

#ifndef OCLC_LIBRARY_NAME
#define OCLC_LIBRARY_NAME "liboclc.so.0"
#endif
#ifndef OCLC_INSTALL_LIBDIR
#define OCLC_INSTALL_LIBDIR "lib" /* relative to the install prefix */
#endif
#ifndef OCLC_BACKEND_NAME
#define OCLC_BACKEND_NAME "oclc-cg"
#endif
#ifndef OCLC_INSTALL_LIBEXECDIR
#define OCLC_INSTALL_LIBEXECDIR "libexec" /* relative to the install prefix */
#endif

typedef int DriverMain(int argc, char **argv);

/* Tries to load `path`; on failure appends why to `why`. */
static void *try_load(const char *path, StrBuf *why)
{
    /* RTLD_LAZY: a compilation calls a small part of what the library
     * imports (docs/performance.md has the measurement). */
    void *h = dlopen(path, RTLD_LAZY | RTLD_LOCAL);
    if (!h) sb_printf(why, "\n  %s", dlerror());
    return h;
}

/* This executable's directory into `dir`; false if it cannot be found. */
static bool exe_dir(char dir[PATH_MAX])
{
    ssize_t n = readlink("/proc/self/exe", dir, PATH_MAX - 1);
    if (n <= 0) return false;
    dir[n] = '\0';
    char *slash = strrchr(dir, '/');
    if (slash) *slash = '\0';
    return true;
}

/* Runs the command in oclc-cg, next to this executable or in the
 * install's libexec directory; returns only if there is none to run. */
static void exec_backend(char **argv)
{
    char exe[PATH_MAX];
    if (!exe_dir(exe)) return;
    const char *dirs[] = {"", "/../" OCLC_INSTALL_LIBEXECDIR};
    for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) {
        StrBuf path = {0};
        sb_printf(&path, "%s%s/%s", exe, dirs[i], OCLC_BACKEND_NAME);
        if (!path.oom && access(sb_cstr(&path), X_OK) == 0) execv(sb_cstr(&path), argv);
        sb_free(&path); /* not there, or not an executable we can run */
    }
}

/* Finds and loads liboclc (`env`, $OCLC_LIBRARY, if set), or says where
 * it looked in `why`. */
static void *find_library(const char *env, StrBuf *why)
{
    if (env) return try_load(env, why);
    char exe[PATH_MAX];
    if (!exe_dir(exe)) {
        sb_puts(why, "\n  cannot find this executable's directory (/proc/self/exe)");
        return NULL;
    }
    /* The build tree, then the install's library directory. */
    const char *dirs[] = {"", "/../" OCLC_INSTALL_LIBDIR, "/../lib"};
    size_t ndirs = strcmp(OCLC_INSTALL_LIBDIR, "lib") == 0 ? 2 : 3;
    void *h = NULL;
    for (size_t i = 0; i < ndirs && !h; i++) {
        StrBuf path = {0};
        sb_printf(&path, "%s%s/%s", exe, dirs[i], OCLC_LIBRARY_NAME);
        if (access(sb_cstr(&path), F_OK) == 0)
            h = try_load(sb_cstr(&path), why);
        else
            sb_printf(why, "\n  %s: not found", sb_cstr(&path));
        sb_free(&path);
    }
    return h;
}

/* Runs the whole command with the back end: in oclc-cg, else in liboclc
 * (oclc_driver_main). */
static int run_backend(int argc, char **argv)
{
    const char *env = getenv("OCLC_LIBRARY");
    if (env && !*env) env = NULL;
    if (!env) exec_backend(argv);
    StrBuf why = {0};
    void *h = find_library(env, &why);
    DriverMain *entry = h ? (DriverMain *)dlsym(h, "oclc_driver_main") : NULL;
    if (!entry) {
        if (h) sb_printf(&why, "\n  %s", dlerror());
        fprintf(stderr,
                "oclc: error: cannot load the code generator (%s), needed for -c, -S and -emit-llvm:%s\n"
                "oclc: note: set OCLC_LIBRARY to the library's path; -fsyntax-only works without it\n",
                OCLC_LIBRARY_NAME, sb_cstr(&why));
        sb_free(&why);
        return 2;
    }
    sb_free(&why);
    /* The library stays loaded until the process ends: its static
     * destructors run at exit, after our stdio is flushed. */
    return entry(argc, argv);
}

int main(int argc, char **argv)
{
    int rc = cli_main(argc, argv, NULL);
    if (rc == CLI_NEEDS_BACKEND) rc = run_backend(argc, argv);
    return rc;
}
