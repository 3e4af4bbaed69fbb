/*
 * compilation.c - the context of one compilation: its arena, source
 * manager and diagnostic engine, configured from the options, and the
 * reading of source files into the source manager.
 *
 * This is the bottom of the tree: the preprocessor reads #included files
 * through compilation_read_file, the driver reads the main file the same
 * way, and neither the phases nor this file know who runs them.  Files
 * added with compilation_add_virtual_file (the headers that
 * clCompileProgram receives as strings) are found before the disk.
 */
#include "support/compilation.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void compilation_init(Compilation *c, const Options *opts)
{
    memset(c, 0, sizeof *c);
    arena_init(&c->arena);
    arena_init(&c->body);
    sm_init(&c->sm, &c->arena);
    diag_init(&c->diag, &c->arena, &c->sm);
    c->opts = opts;

    DiagEngine *d = &c->diag;
    d->error_limit = opts->error_limit;
    d->macro_backtrace_limit = opts->macro_backtrace_limit;
    d->suppress_warnings = opts->no_warnings;
    d->warnings_as_errors = opts->warnings_as_errors;
    /* All flags first, then the unknown ones, so that "-Wfoo -Werror"
     * reports -Wfoo as an error, as clang does. */
    bool *unknown = opts->nwarning_flags ? calloc((size_t)opts->nwarning_flags, sizeof(bool)) : NULL;
    for (int i = 0; i < opts->nwarning_flags; i++) {
        bool known = diag_set_warning_flag(d, opts->warning_flags[i]);
        if (unknown) unknown[i] = !known;
    }
    for (int i = 0; i < opts->nwarning_flags && unknown; i++)
        if (unknown[i]) diag_unknown_warning_option(d, opts->warning_flags[i]);
    free(unknown);
}

void compilation_free(Compilation *c)
{
    diag_free(&c->diag);
    sm_free(&c->sm);
    arena_free(&c->body);
    arena_free(&c->arena);
}

CompileStatus compilation_status(const Compilation *c)
{
    if (c->arena.oom || c->body.oom) return COMPILE_OUT_OF_MEMORY;
    return diag_has_errors(&c->diag) ? COMPILE_ERRORS : COMPILE_OK;
}

/* ------------------------------------------------------------------ */
/* Reading sources                                                    */

/* Reads all of fd (a file, a pipe, a terminal) into a malloc'd buffer of
 * at most `limit` bytes.  Returns false with errno set on a read error,
 * and with *too_big set when the input is larger than the limit. */
static bool read_all(int fd, int64_t limit, char **data, size_t *len, bool *too_big)
{
    size_t cap = 64 * 1024, n = 0;
    char *buf = malloc(cap);
    if (!buf) return false;
    for (;;) {
        if (n == cap) {
            if ((int64_t)cap > limit) break;
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                errno = ENOMEM;
                return false;
            }
            buf = nb;
            cap *= 2;
        }
        ssize_t r = read(fd, buf + n, cap - n);
        if (r < 0 && errno == EINTR) continue;
        if (r < 0) {
            int e = errno;
            free(buf);
            errno = e;
            return false;
        }
        if (r == 0) break;
        n += (size_t)r;
    }
    *too_big = (int64_t)n > limit;
    *data = buf;
    *len = n;
    return true;
}

/* A virtual file's path as the include search builds it: "name",
 * "./name" or "dir/name" all find a virtual file "name" (its directory is
 * the including file's, or an include directory). */
static const VirtualFile *find_virtual(Compilation *c, const char *path)
{
    for (int i = 0; i < c->nvfiles; i++) {
        const char *n = c->vfiles[i].name;
        size_t pl = strlen(path), nl = strlen(n);
        if (pl == nl && !memcmp(path, n, nl)) return &c->vfiles[i];
        if (pl > nl && path[pl - nl - 1] == '/' && !memcmp(path + pl - nl, n, nl)) return &c->vfiles[i];
    }
    return NULL;
}

bool compilation_add_virtual_file(Compilation *c, const char *name, const char *text, size_t len)
{
    if (c->nvfiles == c->vfiles_cap) {
        int cap = c->vfiles_cap ? 2 * c->vfiles_cap : 8;
        VirtualFile *nv = arena_alloc(&c->arena, (size_t)cap * sizeof *nv);
        if (c->arena.oom) return false;
        if (c->nvfiles) memcpy(nv, c->vfiles, (size_t)c->nvfiles * sizeof *nv);
        c->vfiles = nv;
        c->vfiles_cap = cap;
    }
    char *copy = arena_alloc(&c->arena, len + 1);
    if (c->arena.oom) return false;
    memcpy(copy, text, len);
    copy[len] = '\0';
    c->vfiles[c->nvfiles++] = (VirtualFile){arena_strdup(&c->arena, name), copy, len};
    return !c->arena.oom;
}

bool compilation_file_exists(Compilation *c, const char *path)
{
    if (find_virtual(c, path)) return true;
    struct stat st;
    return stat(path, &st) == 0 && !S_ISDIR(st.st_mode);
}

uint32_t compilation_read_file(Compilation *c, const char *path, Loc included_from)
{
    const VirtualFile *vf = loc_valid(included_from) ? find_virtual(c, path) : NULL;
    if (vf) return sm_add_buffer(&c->sm, path, vf->text, vf->len, included_from);
    DiagEngine *d = &c->diag;
    int64_t limit = c->opts->limits.max_source_size;
    bool is_stdin = strcmp(path, "-") == 0 && !loc_valid(included_from);
    int fd = is_stdin ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT)
            diag_error(d, included_from, "no such file or directory: '%s'", path);
        else
            diag_error(d, included_from, "cannot open file '%s': %s", path, strerror(errno));
        return 0;
    }
    struct stat st;
    bool have_stat = fstat(fd, &st) == 0;
    if (have_stat && S_ISDIR(st.st_mode)) {
        diag_error(d, included_from, "error reading '%s': %s", path, strerror(EISDIR));
        close(fd);
        return 0;
    }
    char *data = NULL;
    size_t len = 0;
    /* A regular file's size is known before reading it; a pipe's is not. */
    bool too_big = have_stat && S_ISREG(st.st_mode) && st.st_size > limit;
    bool ok = too_big || read_all(fd, limit, &data, &len, &too_big);
    int err = errno;
    if (!is_stdin) close(fd);
    if (!ok) {
        diag_error(d, included_from, "error reading '%s': %s", path, strerror(err));
        return 0;
    }
    if (too_big) {
        diag_error(d, included_from, "file '%s' is larger than %lld bytes (see -fmax-source-size=)", path,
                   (long long)limit);
        free(data);
        return 0;
    }
    uint32_t id = sm_add_buffer(&c->sm, is_stdin ? "<stdin>" : path, data ? data : "", len, included_from);
    free(data);
    return id;
}
