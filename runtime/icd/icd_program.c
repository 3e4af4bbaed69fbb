/*
 * icd_program.c - programs: from source or from a binary, built
 * (clBuildProgram), compiled and linked (clCompileProgram,
 * clLinkProgram), their build options, status and log, their info and
 * binaries.
 *
 * A built program is an oclc_program (include/oclc/oclc.h): building is
 * oclc_program_create + oclc_program_build with the options translated
 * (below), and the log is oclc's diagnostics, as the oclc command prints
 * them.  oclc builds a program in one step, source to JIT-compiled code,
 * so separate compilation is recorded rather than performed:
 *
 *   - a program is a list of units, each a source with the options and
 *     the input headers clCompileProgram saw.  clCompileProgram checks its
 *     unit (oclc with -fsyntax-only: every diagnostic the front end has,
 *     in the compile log) and keeps it; clLinkProgram concatenates the
 *     units of its inputs into one source and builds that.  Each unit's
 *     -D and -U options become #define / #undef lines around its text and
 *     a #line directive keeps diagnostics on the unit's own lines; the
 *     include directories of all units apply to all; the first unit's
 *     other options (-cl-std=, ...) apply to the whole program, with the
 *     link options.  Two units that define the same name with internal
 *     linkage (static functions of one name) collide, which separate
 *     compilation would allow: docs/icd.md lists this limit.
 *   - input headers are written to a temporary directory (under
 *     $TMPDIR), found with -I, for the duration of a compile or link.
 *   - a program binary is the units and options, serialized ("OCLCBIN1"):
 *     clCreateProgramWithBinary + clBuildProgram builds them again, which
 *     takes milliseconds, so an application's binary cache still works.
 *
 * Build options: what oclc's command line takes (docs/cli.md), which
 * includes the OpenCL ones; the translation only maps -cl-std=CL1.0 and
 * CL1.1 to CL1.2 (a superset), drops -cl-strict-aliasing (a no-op since
 * OpenCL 1.1) and -g, and adds -cl-std=CL1.2 when no version is given, as
 * the spec asks of a device ("the highest OpenCL C 1.x version").
 */
#include <errno.h>
#include <ftw.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "runtime/icd/icd.h"

/* ------------------------------------------------------------------ */
/* Growing buffers and word lists                                     */

typedef struct Buf {
    char *data;
    size_t len, cap;
    bool oom;
} Buf;

static void buf_add(Buf *b, const void *p, size_t n)
{
    if (b->oom) return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n + 1) cap *= 2;
        char *d = realloc(b->data, cap);
        if (!d) {
            b->oom = true;
            return;
        }
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, p, n);
    b->len += n;
    b->data[b->len] = '\0';
}

static void buf_str(Buf *b, const char *s) { buf_add(b, s, strlen(s)); }

typedef struct Words {
    char **w;
    size_t n, cap;
    bool oom;
} Words;

static void words_add(Words *ws, const char *s, size_t n)
{
    if (ws->oom) return;
    if (ws->n == ws->cap) {
        size_t cap = ws->cap ? 2 * ws->cap : 8;
        char **w = realloc(ws->w, cap * sizeof *w);
        if (!w) {
            ws->oom = true;
            return;
        }
        ws->w = w;
        ws->cap = cap;
    }
    char *d = strndup(s, n);
    if (!d) {
        ws->oom = true;
        return;
    }
    ws->w[ws->n++] = d;
}

static void words_free(Words *ws)
{
    for (size_t i = 0; i < ws->n; i++) free(ws->w[i]);
    free(ws->w);
    *ws = (Words){0};
}

/* Splits options into words as oclc does (driver/options.c,
 * options_split): blanks separate, quotes group, a backslash escapes. */
static void words_split(Words *ws, const char *s)
{
    Buf w = {0};
    const char *p = s ? s : "";
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
        if (!*p) break;
        char quote = 0;
        w.len = 0;
        buf_add(&w, "", 0);
        for (; *p; p++) {
            if (quote) {
                if (*p == quote)
                    quote = 0;
                else if (*p == '\\' && quote == '"' && (p[1] == '"' || p[1] == '\\'))
                    buf_add(&w, ++p, 1);
                else
                    buf_add(&w, p, 1);
            } else if (*p == '"' || *p == '\'') {
                quote = *p;
            } else if (*p == '\\' && p[1]) {
                buf_add(&w, ++p, 1);
            } else if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') {
                break;
            } else {
                buf_add(&w, p, 1);
            }
        }
        if (w.oom)
            ws->oom = true;
        else
            words_add(ws, w.data, w.len);
    }
    free(w.data);
}

/* Joins words back into one option string oclc splits the same way. */
static void words_join(Buf *b, char *const *w, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (b->len) buf_str(b, " ");
        if (w[i][0] &&
            strspn(w[i], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-=.,/+:") == strlen(w[i])) {
            buf_str(b, w[i]);
            continue;
        }
        buf_str(b, "\"");
        for (const char *c = w[i]; *c; c++) {
            if (*c == '"' || *c == '\\') buf_str(b, "\\");
            buf_add(b, c, 1);
        }
        buf_str(b, "\"");
    }
}

typedef enum { OPT_OTHER, OPT_DEFINE, OPT_UNDEF, OPT_INCLUDE } OptKind;

/* The option that starts at word *i: -D, -U, -I (value joined or in the
 * next word, *i then moved to it) or another. */
static OptKind option_at(char *const *w, size_t n, size_t *i, const char **value)
{
    const char *s = w[*i];
    if (s[0] == '-' && (s[1] == 'D' || s[1] == 'U' || s[1] == 'I')) {
        OptKind k = s[1] == 'D' ? OPT_DEFINE : s[1] == 'U' ? OPT_UNDEF : OPT_INCLUDE;
        if (s[2]) {
            *value = s + 2;
            return k;
        }
        if (*i + 1 < n) {
            *value = w[++*i];
            return k;
        }
    }
    return OPT_OTHER;
}

/* clBuildProgram's and clCompileProgram's options, translated for oclc. */
static void translate_options(Words *out, const char *options)
{
    Words in = {0};
    words_split(&in, options);
    bool has_std = false;
    for (size_t i = 0; i < in.n; i++) {
        const char *w = in.w[i];
        if (strcmp(w, "-cl-strict-aliasing") == 0 || strcmp(w, "-g") == 0) continue;
        if (strcmp(w, "-cl-std=CL1.0") == 0 || strcmp(w, "-cl-std=CL1.1") == 0) w = "-cl-std=CL1.2";
        if (strncmp(w, "-cl-std=", 8) == 0 || strncmp(w, "-std=", 5) == 0) has_std = true;
        words_add(out, w, strlen(w));
    }
    if (!has_std) words_add(out, "-cl-std=CL1.2", 13);
    out->oom |= in.oom;
    words_free(&in);
}

/* ------------------------------------------------------------------ */
/* Units                                                              */

static void strs_free(char **s, size_t n)
{
    for (size_t i = 0; s && i < n; i++) free(s[i]);
    free(s);
}

static void unit_free(ProgUnit *u)
{
    free(u->source);
    strs_free(u->words, u->nwords);
    strs_free(u->header_names, u->nheaders);
    strs_free(u->header_sources, u->nheaders);
    *u = (ProgUnit){0};
}

static void units_free(ProgUnit *u, size_t n)
{
    for (size_t i = 0; u && i < n; i++) unit_free(&u[i]);
    free(u);
}

/* A copy of n strings (NULL for none); clears *ok on failure, leaving
 * what strs_free can free. */
static char **strs_dup(char *const *s, size_t n, bool *ok)
{
    if (!n) return NULL;
    char **d = calloc(n, sizeof *d);
    if (!d) {
        *ok = false;
        return NULL;
    }
    for (size_t i = 0; i < n; i++)
        if (!(d[i] = strdup(s[i]))) *ok = false;
    return d;
}

static bool unit_copy(ProgUnit *d, const ProgUnit *s)
{
    bool ok = true;
    *d = (ProgUnit){.length = s->length, .nwords = s->nwords, .nheaders = s->nheaders};
    if ((d->source = malloc(s->length + 1)))
        memcpy(d->source, s->source, s->length + 1);
    else
        ok = false;
    d->words = strs_dup(s->words, s->nwords, &ok);
    d->header_names = strs_dup(s->header_names, s->nheaders, &ok);
    d->header_sources = strs_dup(s->header_sources, s->nheaders, &ok);
    if (!ok) unit_free(d);
    return ok;
}

/* ------------------------------------------------------------------ */
/* Input headers in a temporary directory                             */

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw) { return remove(path); }

static void tmpdir_remove(char *dir)
{
    if (dir) {
        nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
        free(dir);
    }
}

/* Writes dir/name, making the directories of name. */
static bool write_header(const char *dir, const char *name, const char *text)
{
    Buf path = {0};
    buf_str(&path, dir);
    buf_str(&path, "/");
    size_t base = path.len;
    buf_str(&path, name);
    if (path.oom) return false;
    for (char *s = path.data + base; (s = strchr(s, '/')); s++) {
        *s = '\0';
        if (mkdir(path.data, 0700) != 0 && errno != EEXIST) {
            free(path.data);
            return false;
        }
        *s = '/';
    }
    FILE *f = fopen(path.data, "wb");
    free(path.data);
    if (!f) return false;
    bool ok = fwrite(text, 1, strlen(text), f) == strlen(text);
    return fclose(f) == 0 && ok;
}

/* A temporary directory holding every unit's input headers; NULL when
 * there are none (or it cannot be made: *failed). */
static char *headers_dir(const ProgUnit *u, size_t n, bool *failed)
{
    size_t total = 0;
    for (size_t i = 0; i < n; i++) total += u[i].nheaders;
    if (!total) return NULL;
    const char *tmp = getenv("TMPDIR");
    Buf t = {0};
    buf_str(&t, tmp && *tmp ? tmp : "/tmp");
    buf_str(&t, "/oclc-icd-XXXXXX");
    if (t.oom || !mkdtemp(t.data)) {
        free(t.data);
        *failed = true;
        return NULL;
    }
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < u[i].nheaders; j++)
            if (!write_header(t.data, u[i].header_names[j], u[i].header_sources[j])) {
                tmpdir_remove(t.data);
                *failed = true;
                return NULL;
            }
    return t.data;
}

/* ------------------------------------------------------------------ */
/* Building                                                           */

typedef struct BuildResult {
    oclc_status status;
    oclc_program *prog; /* on success, unless syntax_only */
    char *log;
} BuildResult;

/* Builds units as one program with the extra (link) options. */
static BuildResult build_units(const ProgUnit *u, size_t n, char *const *extra, size_t nextra, bool syntax_only)
{
    BuildResult r = {OCLC_OUT_OF_MEMORY, NULL, NULL};
    bool failed = false;
    char *hdir = headers_dir(u, n, &failed);
    if (failed) {
        r.status = OCLC_INTERNAL_ERROR;
        r.log = strdup("error: cannot write the input headers to a temporary directory\n");
        return r;
    }
    Buf src = {0}, opts = {0};
    /* Options: the first unit's (less -D/-U when units are concatenated:
     * they become #defines), the other units' -I, then extra. */
    for (size_t k = 0; k < n; k++)
        for (size_t i = 0; i < u[k].nwords; i++) {
            size_t start = i;
            const char *v;
            OptKind kind = option_at(u[k].words, u[k].nwords, &i, &v);
            bool keep = n == 1 || kind == OPT_INCLUDE || (k == 0 && kind == OPT_OTHER);
            if (keep) words_join(&opts, u[k].words + start, i - start + 1);
        }
    if (hdir) {
        char *w[2] = {"-I", hdir};
        words_join(&opts, w, 2);
    }
    words_join(&opts, extra, nextra);
    if (syntax_only) buf_str(&opts, " -fsyntax-only");
    buf_add(&opts, "", 0);

    const char *text = u[0].source;
    size_t len = u[0].length;
    if (n > 1) {
        for (size_t k = 0; k < n; k++) {
            Words undo = {0};
            for (size_t i = 0; i < u[k].nwords; i++) {
                const char *v;
                OptKind kind = option_at(u[k].words, u[k].nwords, &i, &v);
                if (kind == OPT_DEFINE) {
                    const char *eq = strchr(v, '=');
                    size_t nl = eq ? (size_t)(eq - v) : strlen(v);
                    buf_str(&src, "#define ");
                    buf_add(&src, v, nl);
                    buf_str(&src, " ");
                    buf_str(&src, eq ? eq + 1 : "1");
                    buf_str(&src, "\n");
                    words_add(&undo, v, nl);
                } else if (kind == OPT_UNDEF) {
                    buf_str(&src, "#undef ");
                    buf_str(&src, v);
                    buf_str(&src, "\n");
                }
            }
            buf_str(&src, "#line 1 \"<source>\"\n");
            buf_add(&src, u[k].source, u[k].length);
            buf_str(&src, "\n");
            for (size_t i = 0; i < undo.n; i++) {
                buf_str(&src, "#undef ");
                buf_str(&src, undo.w[i]);
                buf_str(&src, "\n");
            }
            src.oom |= undo.oom;
            words_free(&undo);
        }
        text = src.data;
        len = src.len;
    }
    if (!src.oom && !opts.oom && text) {
        r.prog = oclc_program_create(text, len, "<source>");
        if (r.prog) {
            r.status = oclc_program_build(r.prog, opts.data);
            r.log = strdup(oclc_program_log(r.prog));
            if (r.status != OCLC_SUCCESS || syntax_only) {
                oclc_program_destroy(r.prog);
                r.prog = NULL;
            }
        }
    }
    free(src.data);
    free(opts.data);
    tmpdir_remove(hdir);
    return r;
}

/* ------------------------------------------------------------------ */
/* Program objects                                                    */

static cl_program program_new(cl_context ctx)
{
    cl_program p = calloc(1, sizeof *p);
    if (!p) return NULL;
    obj_init(&p->obj, MAGIC_PROGRAM);
    p->ctx = ctx;
    p->status = CL_BUILD_NONE;
    p->bintype = CL_PROGRAM_BINARY_TYPE_NONE;
    obj_iretain(ctx);
    return p;
}

CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithSource(cl_context context, cl_uint count, const char **strings,
                                                              const size_t *lengths, cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    if (count == 0 || !strings) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    Buf src = {0};
    for (cl_uint i = 0; i < count; i++) {
        if (!strings[i]) return free(src.data), icd_fail(errcode_ret, CL_INVALID_VALUE);
        buf_add(&src, strings[i], lengths && lengths[i] ? lengths[i] : strlen(strings[i]));
    }
    buf_add(&src, "", 0);
    cl_program p = src.oom ? NULL : program_new(context);
    if (!p) {
        free(src.data);
        return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    }
    p->source = src.data;
    p->source_len = src.len;
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return p;
}

static void program_reset_build(cl_program p)
{
    if (p->prog) oclc_program_destroy(p->prog);
    p->prog = NULL;
    free(p->kernel_names);
    p->kernel_names = NULL;
    p->nkernels = 0;
}

static void program_destroy(cl_program p)
{
    p->obj.magic = 0;
    program_reset_build(p);
    units_free(p->units, p->nunits);
    strs_free(p->extra, p->nextra);
    free(p->source);
    free(p->options);
    free(p->log);
    cl_context ctx = p->ctx;
    free(p);
    context_iunref(ctx);
}

void program_iunref(cl_program p)
{
    if (obj_irelease(p)) program_destroy(p);
}

CL_API_ENTRY cl_int CL_API_CALL clRetainProgram(cl_program program)
{
    if (!obj_valid(program, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    obj_retain(program);
    return CL_SUCCESS;
}

CL_API_ENTRY cl_int CL_API_CALL clReleaseProgram(cl_program program)
{
    if (!obj_valid(program, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    if (obj_release(program)) program_destroy(program);
    return CL_SUCCESS;
}

/* Marks the program busy for a build: CL_INVALID_OPERATION when a build
 * is running or kernels are attached. */
static cl_int program_begin(cl_program p)
{
    cl_int err = CL_SUCCESS;
    icd_lock();
    if (p->busy || atomic_load(&p->kernels_alive))
        err = CL_INVALID_OPERATION;
    else {
        p->busy = true;
        p->status = CL_BUILD_IN_PROGRESS;
    }
    icd_unlock();
    return err;
}

/* Records a build's outcome; takes r.prog and r.log. */
static void program_end(cl_program p, BuildResult *r, cl_program_binary_type type, const char *options)
{
    program_reset_build(p);
    free(p->log);
    p->log = r->log ? r->log : strdup("");
    free(p->options);
    p->options = strdup(options ? options : "");
    if (r->prog) {
        p->prog = r->prog;
        p->nkernels = oclc_program_num_kernels(r->prog);
        Buf names = {0};
        buf_add(&names, "", 0);
        for (size_t i = 0; i < p->nkernels; i++) {
            if (i) buf_str(&names, ";");
            buf_str(&names, oclc_program_kernel_name(r->prog, i));
        }
        p->kernel_names = names.data;
    }
    icd_lock();
    p->status = r->status == OCLC_SUCCESS ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
    p->bintype = r->status == OCLC_SUCCESS ? type : CL_PROGRAM_BINARY_TYPE_NONE;
    p->busy = false;
    icd_unlock();
}

static cl_int check_build_args(cl_program p, cl_uint num_devices, const cl_device_id *device_list,
                               void(CL_CALLBACK *pfn_notify)(cl_program, void *), void *user_data)
{
    if (!obj_valid(p, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    cl_int err = icd_check_devices(num_devices, device_list);
    if (err == CL_INVALID_VALUE && num_devices == 0 && !device_list) err = CL_SUCCESS; /* all the context's devices */
    if (err) return err;
    if (!pfn_notify && user_data) return CL_INVALID_VALUE;
    return CL_SUCCESS;
}

/* The units a program builds from: its source with options, or what its
 * binary holds. */
static bool source_unit(cl_program p, const char *options, ProgUnit *u)
{
    Words w = {0};
    translate_options(&w, options);
    *u = (ProgUnit){0};
    u->source = strdup(p->source);
    u->length = p->source_len;
    u->words = w.w;
    u->nwords = w.n;
    if (w.oom || !u->source) {
        unit_free(u);
        return false;
    }
    return true;
}

static cl_int build_status_code(oclc_status st, cl_int failure, cl_int bad_options)
{
    switch (st) {
    case OCLC_SUCCESS: return CL_SUCCESS;
    case OCLC_BUILD_ERROR: return failure;
    case OCLC_INVALID_ARGUMENT: return bad_options;
    case OCLC_OUT_OF_MEMORY: return CL_OUT_OF_HOST_MEMORY;
    default: return failure;
    }
}

CL_API_ENTRY cl_int CL_API_CALL clBuildProgram(cl_program program, cl_uint num_devices, const cl_device_id *device_list,
                                               const char *options, void(CL_CALLBACK *pfn_notify)(cl_program, void *),
                                               void *user_data)
{
    cl_int err = check_build_args(program, num_devices, device_list, pfn_notify, user_data);
    if (err) return err;
    if (!program->source && !program->from_binary) return CL_INVALID_OPERATION;
    if ((err = program_begin(program))) return err;
    BuildResult r;
    if (program->source) {
        ProgUnit u;
        if (!source_unit(program, options, &u)) {
            r = (BuildResult){OCLC_OUT_OF_MEMORY, NULL, NULL};
        } else {
            r = build_units(&u, 1, NULL, 0, false);
            units_free(program->units, program->nunits);
            program->units = malloc(sizeof u);
            if (program->units) {
                program->units[0] = u;
                program->nunits = 1;
            } else {
                unit_free(&u);
                program->nunits = 0;
            }
        }
    } else {
        /* A binary or a linked program: its units and options, with
         * these options added. */
        Words w = {0};
        for (size_t i = 0; i < program->nextra; i++) words_add(&w, program->extra[i], strlen(program->extra[i]));
        words_split(&w, options);
        r = w.oom ? (BuildResult){OCLC_OUT_OF_MEMORY, NULL, NULL}
                  : build_units(program->units, program->nunits, w.w, w.n, false);
        words_free(&w);
    }
    oclc_status st = r.status;
    program_end(program, &r, CL_PROGRAM_BINARY_TYPE_EXECUTABLE, options);
    if (pfn_notify) pfn_notify(program, user_data);
    return build_status_code(st, CL_BUILD_PROGRAM_FAILURE, CL_INVALID_BUILD_OPTIONS);
}

CL_API_ENTRY cl_int CL_API_CALL clCompileProgram(cl_program program, cl_uint num_devices,
                                                 const cl_device_id *device_list, const char *options,
                                                 cl_uint num_input_headers, const cl_program *input_headers,
                                                 const char **header_include_names,
                                                 void(CL_CALLBACK *pfn_notify)(cl_program, void *), void *user_data)
{
    cl_int err = check_build_args(program, num_devices, device_list, pfn_notify, user_data);
    if (err) return err;
    if ((num_input_headers == 0) != (input_headers == NULL) ||
        (num_input_headers == 0) != (header_include_names == NULL))
        return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < num_input_headers; i++) {
        if (!obj_valid(input_headers[i], MAGIC_PROGRAM) || !input_headers[i]->source) return CL_INVALID_PROGRAM;
        if (!header_include_names[i]) return CL_INVALID_VALUE;
    }
    if (!program->source) return CL_INVALID_OPERATION;
    if ((err = program_begin(program))) return err;
    ProgUnit u;
    BuildResult r = {OCLC_OUT_OF_MEMORY, NULL, NULL};
    bool ok = source_unit(program, options, &u);
    if (ok && num_input_headers) {
        u.header_names = calloc(num_input_headers, sizeof *u.header_names);
        u.header_sources = calloc(num_input_headers, sizeof *u.header_sources);
        ok = u.header_names && u.header_sources;
        if (ok) u.nheaders = num_input_headers;
        for (cl_uint i = 0; ok && i < num_input_headers; i++)
            ok = (u.header_names[i] = strdup(header_include_names[i])) &&
                 (u.header_sources[i] = strdup(input_headers[i]->source));
        if (!ok) unit_free(&u);
    }
    if (ok) {
        r = build_units(&u, 1, NULL, 0, true);
        units_free(program->units, program->nunits);
        program->units = NULL;
        program->nunits = 0;
        if (r.status == OCLC_SUCCESS && (program->units = malloc(sizeof u))) {
            program->units[0] = u;
            program->nunits = 1;
        } else {
            unit_free(&u);
        }
    }
    oclc_status st = r.status;
    program_end(program, &r, CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT, options);
    if (pfn_notify) pfn_notify(program, user_data);
    return build_status_code(st, CL_COMPILE_PROGRAM_FAILURE, CL_INVALID_COMPILER_OPTIONS);
}

CL_API_ENTRY cl_program CL_API_CALL clLinkProgram(cl_context context, cl_uint num_devices,
                                                  const cl_device_id *device_list, const char *options,
                                                  cl_uint num_input_programs, const cl_program *input_programs,
                                                  void(CL_CALLBACK *pfn_notify)(cl_program, void *), void *user_data,
                                                  cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    cl_int err = icd_check_devices(num_devices, device_list);
    if (err && !(num_devices == 0 && !device_list)) return icd_fail(errcode_ret, err);
    if ((!pfn_notify && user_data) || num_input_programs == 0 || !input_programs)
        return icd_fail(errcode_ret, CL_INVALID_VALUE);
    size_t nunits = 0;
    for (cl_uint i = 0; i < num_input_programs; i++) {
        cl_program in = input_programs[i];
        if (!obj_valid(in, MAGIC_PROGRAM)) return icd_fail(errcode_ret, CL_INVALID_PROGRAM);
        if (in->ctx != context) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
        if (in->bintype != CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT && in->bintype != CL_PROGRAM_BINARY_TYPE_LIBRARY)
            return icd_fail(errcode_ret, CL_INVALID_OPERATION);
        nunits += in->nunits;
    }
    /* Link options (5.8.6). */
    Words w = {0}, extra = {0};
    words_split(&w, options);
    bool library = false;
    for (size_t i = 0; i < w.n; i++) {
        static const char *const allowed[] = {"-cl-denorms-are-zero",          "-cl-no-signed-zeros",
                                              "-cl-unsafe-math-optimizations", "-cl-finite-math-only",
                                              "-cl-fast-relaxed-math",         "-cl-no-subgroup-ifp"};
        if (strcmp(w.w[i], "-create-library") == 0) {
            library = true;
            continue;
        }
        if (strcmp(w.w[i], "-enable-link-options") == 0) continue;
        bool ok = strncmp(w.w[i], "-O", 2) == 0;
        for (size_t k = 0; k < sizeof allowed / sizeof *allowed; k++) ok |= strcmp(w.w[i], allowed[k]) == 0;
        if (!ok) {
            words_free(&w);
            words_free(&extra);
            return icd_fail(errcode_ret, CL_INVALID_LINKER_OPTIONS);
        }
        words_add(&extra, w.w[i], strlen(w.w[i]));
    }
    words_free(&w);
    cl_program p = program_new(context);
    ProgUnit *units = calloc(nunits, sizeof *units);
    size_t k = 0;
    bool ok = p && units && !extra.oom;
    for (cl_uint i = 0; ok && i < num_input_programs; i++)
        for (size_t j = 0; ok && j < input_programs[i]->nunits; j++)
            if ((ok = unit_copy(&units[k], &input_programs[i]->units[j]))) k++;
    if (!ok) {
        units_free(units, k);
        words_free(&extra);
        if (p) program_destroy(p);
        return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    }
    p->units = units;
    p->nunits = nunits;
    p->extra = extra.w;
    p->nextra = extra.n;
    p->from_binary = true; /* rebuildable from its units */
    program_begin(p);
    BuildResult r = library ? (BuildResult){OCLC_SUCCESS, NULL, strdup("")}
                            : build_units(units, nunits, p->extra, p->nextra, false);
    oclc_status st = r.status;
    program_end(p, &r, library ? CL_PROGRAM_BINARY_TYPE_LIBRARY : CL_PROGRAM_BINARY_TYPE_EXECUTABLE, options);
    if (pfn_notify) pfn_notify(p, user_data);
    err = build_status_code(st, CL_LINK_PROGRAM_FAILURE, CL_INVALID_LINKER_OPTIONS);
    if (errcode_ret) *errcode_ret = err;
    if (err && err != CL_LINK_PROGRAM_FAILURE) {
        program_destroy(p);
        return NULL;
    }
    return p; /* with CL_LINK_PROGRAM_FAILURE, valid, for its log */
}

/* ------------------------------------------------------------------ */
/* Binaries                                                           */

#define BINARY_MAGIC "OCLCBIN1"

static void put_u64(Buf *b, uint64_t v) { buf_add(b, &v, sizeof v); }
static void put_blob(Buf *b, const char *s, size_t n)
{
    put_u64(b, n);
    buf_add(b, s, n);
}

/* The program's binary: its units (and the options they were built with)
 * and its type.  NULL when there is none. */
static char *program_binary(cl_program p, size_t *len)
{
    *len = 0;
    if (p->bintype == CL_PROGRAM_BINARY_TYPE_NONE || !p->nunits) return NULL;
    Buf b = {0};
    buf_add(&b, BINARY_MAGIC, 8);
    put_u64(&b, p->bintype);
    put_u64(&b, p->nextra);
    for (size_t i = 0; i < p->nextra; i++) put_blob(&b, p->extra[i], strlen(p->extra[i]));
    put_u64(&b, p->nunits);
    for (size_t i = 0; i < p->nunits; i++) {
        const ProgUnit *u = &p->units[i];
        put_blob(&b, u->source, u->length);
        put_u64(&b, u->nwords);
        for (size_t j = 0; j < u->nwords; j++) put_blob(&b, u->words[j], strlen(u->words[j]));
        put_u64(&b, u->nheaders);
        for (size_t j = 0; j < u->nheaders; j++) put_blob(&b, u->header_names[j], strlen(u->header_names[j]));
        for (size_t j = 0; j < u->nheaders; j++) put_blob(&b, u->header_sources[j], strlen(u->header_sources[j]));
    }
    if (b.oom) {
        free(b.data);
        return NULL;
    }
    *len = b.len;
    return b.data;
}

typedef struct Reader {
    const unsigned char *p, *end;
    bool bad;
} Reader;

static uint64_t get_u64(Reader *r)
{
    uint64_t v = 0;
    if ((size_t)(r->end - r->p) < sizeof v) {
        r->bad = true;
        return 0;
    }
    memcpy(&v, r->p, sizeof v);
    r->p += sizeof v;
    return v;
}

static char *get_blob(Reader *r, size_t *len)
{
    uint64_t n = get_u64(r);
    if (r->bad || n > (uint64_t)(r->end - r->p)) {
        r->bad = true;
        return NULL;
    }
    char *s = strndup((const char *)r->p, n);
    if (!s || strlen(s) != n) { /* no NULs inside */
        free(s);
        r->bad = true;
        return NULL;
    }
    r->p += n;
    if (len) *len = n;
    return s;
}

/* Reads a count of items, each at least 8 bytes: bounded by what is left. */
static size_t get_count(Reader *r)
{
    uint64_t n = get_u64(r);
    if (n > (uint64_t)(r->end - r->p) / 8) r->bad = true;
    return r->bad ? 0 : (size_t)n;
}

static char **get_strs(Reader *r, size_t n)
{
    char **s = n ? calloc(n, sizeof *s) : NULL;
    if (n && !s) r->bad = true;
    for (size_t i = 0; s && i < n && !r->bad; i++) s[i] = get_blob(r, NULL);
    return s;
}

/* Parses a binary into p's units and type; false when it is not one. */
static bool program_from_binary(cl_program p, const unsigned char *bin, size_t len)
{
    Reader r = {bin, bin + len, false};
    if (len < 8 || memcmp(bin, BINARY_MAGIC, 8) != 0) return false;
    r.p += 8;
    uint64_t type = get_u64(&r);
    if (type != CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT && type != CL_PROGRAM_BINARY_TYPE_LIBRARY &&
        type != CL_PROGRAM_BINARY_TYPE_EXECUTABLE)
        return false;
    size_t nextra = get_count(&r);
    char **extra = get_strs(&r, nextra);
    size_t n = get_count(&r);
    ProgUnit *u = n ? calloc(n, sizeof *u) : NULL;
    if (!n || !u) r.bad = true;
    for (size_t i = 0; i < n && !r.bad; i++) {
        u[i].source = get_blob(&r, &u[i].length);
        u[i].nwords = get_count(&r);
        u[i].words = get_strs(&r, u[i].nwords);
        u[i].nheaders = get_count(&r);
        u[i].header_names = get_strs(&r, u[i].nheaders);
        u[i].header_sources = get_strs(&r, u[i].nheaders);
    }
    if (r.bad || r.p != r.end) {
        units_free(u, n);
        strs_free(extra, nextra);
        return false;
    }
    p->units = u;
    p->nunits = n;
    p->extra = extra;
    p->nextra = nextra;
    p->bintype = (cl_program_binary_type)type;
    p->from_binary = true;
    return true;
}

CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithBinary(cl_context context, cl_uint num_devices,
                                                              const cl_device_id *device_list, const size_t *lengths,
                                                              const unsigned char **binaries, cl_int *binary_status,
                                                              cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    if (num_devices == 0 || !device_list) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    cl_int err = icd_check_devices(num_devices, device_list);
    if (err) return icd_fail(errcode_ret, err);
    if (!lengths || !binaries) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    for (cl_uint i = 0; i < num_devices; i++)
        if (!lengths[i] || !binaries[i]) {
            if (binary_status) binary_status[i] = CL_INVALID_VALUE;
            return icd_fail(errcode_ret, CL_INVALID_VALUE);
        }
    cl_program p = program_new(context);
    if (!p) return icd_fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    if (!program_from_binary(p, binaries[0], lengths[0])) {
        if (binary_status)
            for (cl_uint i = 0; i < num_devices; i++) binary_status[i] = CL_INVALID_BINARY;
        program_destroy(p);
        return icd_fail(errcode_ret, CL_INVALID_BINARY);
    }
    if (binary_status)
        for (cl_uint i = 0; i < num_devices; i++) binary_status[i] = CL_SUCCESS;
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return p;
}

/* ------------------------------------------------------------------ */
/* Info                                                               */

CL_API_ENTRY cl_int CL_API_CALL clGetProgramInfo(cl_program p, cl_program_info param_name, size_t param_value_size,
                                                 void *param_value, size_t *param_value_size_ret)
{
    if (!obj_valid(p, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    switch (param_name) {
    case CL_PROGRAM_REFERENCE_COUNT: return INFO_VALUE(cl_uint, obj_app_refs(p));
    case CL_PROGRAM_CONTEXT: return INFO_VALUE(cl_context, p->ctx);
    case CL_PROGRAM_NUM_DEVICES: return INFO_VALUE(cl_uint, 1);
    case CL_PROGRAM_DEVICES: return INFO_VALUE(cl_device_id, &icd_device);
    case CL_PROGRAM_SOURCE: return INFO_STRING(p->source ? p->source : "");
    case CL_PROGRAM_IL: return INFO_ARRAY(NULL, 0);
    case CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT:
    case CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT: return INFO_VALUE(cl_bool, CL_FALSE);
    case CL_PROGRAM_BINARY_SIZES:
    case CL_PROGRAM_BINARIES: {
        size_t len;
        char *bin = program_binary(p, &len);
        cl_int err = CL_SUCCESS;
        if (param_name == CL_PROGRAM_BINARY_SIZES) {
            err = INFO_VALUE(size_t, len);
        } else {
            /* param_value is an array of one pointer to the application's
             * buffer, which a NULL entry skips. */
            if (param_value && param_value_size < sizeof(unsigned char *))
                err = CL_INVALID_VALUE;
            else if (param_value && ((unsigned char **)param_value)[0] && len)
                memcpy(((unsigned char **)param_value)[0], bin, len);
            if (!err && param_value_size_ret) *param_value_size_ret = sizeof(unsigned char *);
        }
        free(bin);
        return err;
    }
    case CL_PROGRAM_NUM_KERNELS:
    case CL_PROGRAM_KERNEL_NAMES:
        if (!p->prog) return CL_INVALID_PROGRAM_EXECUTABLE;
        return param_name == CL_PROGRAM_NUM_KERNELS ? INFO_VALUE(size_t, p->nkernels) : INFO_STRING(p->kernel_names);
    default: return CL_INVALID_VALUE;
    }
}

CL_API_ENTRY cl_int CL_API_CALL clGetProgramBuildInfo(cl_program p, cl_device_id device,
                                                      cl_program_build_info param_name, size_t param_value_size,
                                                      void *param_value, size_t *param_value_size_ret)
{
    if (!obj_valid(p, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    if (device != &icd_device) return CL_INVALID_DEVICE;
    icd_lock();
    cl_build_status status = p->status;
    bool busy = p->busy;
    icd_unlock();
    switch (param_name) {
    case CL_PROGRAM_BUILD_STATUS: return INFO_VALUE(cl_build_status, status);
    case CL_PROGRAM_BUILD_OPTIONS: return INFO_STRING(busy ? "" : p->options);
    case CL_PROGRAM_BUILD_LOG: return INFO_STRING(busy ? "" : p->log);
    case CL_PROGRAM_BINARY_TYPE:
        return INFO_VALUE(cl_program_binary_type, busy ? CL_PROGRAM_BINARY_TYPE_NONE : p->bintype);
    case CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE: return INFO_VALUE(size_t, 0);
    default: return CL_INVALID_VALUE;
    }
}

CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithIL(cl_context context, const void *il, size_t length,
                                                          cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    if (!il || !length) return icd_fail(errcode_ret, CL_INVALID_VALUE);
    return icd_fail(errcode_ret, CL_INVALID_OPERATION); /* CL_DEVICE_IL_VERSION is "" */
}

CL_API_ENTRY cl_program CL_API_CALL clCreateProgramWithBuiltInKernels(cl_context context, cl_uint num_devices,
                                                                      const cl_device_id *device_list,
                                                                      const char *kernel_names, cl_int *errcode_ret)
{
    if (!obj_valid(context, MAGIC_CONTEXT)) return icd_fail(errcode_ret, CL_INVALID_CONTEXT);
    cl_int err = icd_check_devices(num_devices, device_list);
    if (err) return icd_fail(errcode_ret, err);
    return icd_fail(errcode_ret, CL_INVALID_VALUE); /* the device has no built-in kernels */
}

CL_API_ENTRY cl_int CL_API_CALL clSetProgramReleaseCallback(cl_program program,
                                                            void(CL_CALLBACK *pfn_notify)(cl_program, void *),
                                                            void *user_data)
{
    if (!obj_valid(program, MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    return CL_INVALID_OPERATION; /* no program-scope destructors */
}

CL_API_ENTRY cl_int CL_API_CALL clSetProgramSpecializationConstant(cl_program program, cl_uint spec_id,
                                                                   size_t spec_size, const void *spec_value)
{
    /* CL_INVALID_PROGRAM both for an invalid program and for one not
     * made from IL, which every program of this platform is. */
    return CL_INVALID_PROGRAM;
}
