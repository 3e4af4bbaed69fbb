/*
 * options.c - the command line, as the CLI and the library both read it.
 *
 * Every option is one row of a table: its spelling, how its value is
 * attached (none, joined "-ferror-limit=5", separate "-target x86_64", or
 * either "-DX" / "-D X"), and its --help line.  Parsing, --help and the
 * "did you mean" suggestion for an unknown option all read the same
 * table, so an option cannot be parsed without being documented, nor
 * suggested without being real.
 *
 * The spellings are clang's (and the OpenCL build options of
 * clBuildProgram), because oclc's users already have these command lines
 * in their build scripts.  Where an option may be given is a column of
 * the table: everywhere a program is compiled (the command and the
 * library's builds), the command only (-o, -E, the dumps), library builds
 * only (what OpenCL's clBuildProgram takes and the command does not:
 * -cl-strict-aliasing, -g, -cl-std=CL1.0 and CL1.1), and link options
 * (OpenCL's for clLinkProgram, and -O).  So the OpenCL platform passes
 * the application's strings through unchanged: every translation
 * clBuildProgram and clLinkProgram need is here.
 *
 * Where clang's rule is arbitrary it is kept anyway: the phase options
 * choose the *earliest* stop regardless of order (-E over -fsyntax-only
 * over -S over -c), -o's last occurrence wins, -W flags apply in order.  -W flags are only collected here; the
 * diagnostic engine applies them and reports unknown ones as warnings, as
 * clang does, so a build script written for a newer compiler still builds.
 *
 * Usage errors go to `err` as "oclc: error: ..." lines (clang's driver
 * format); the caller decides to exit 2.  Nothing here prints or exits.
 */
#include "driver/options.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "support/diag.h"

#ifndef OCLC_VERSION
#define OCLC_VERSION "0.1.0"
#endif
#ifndef OCLC_HOST_TRIPLE
#define OCLC_HOST_TRIPLE "the host"
#endif

typedef enum OptArg {
    ARG_NONE,     /* -fsyntax-only */
    ARG_JOINED,   /* -ferror-limit=5, -O2: the value follows the spelling */
    ARG_SEPARATE, /* -target x86_64-linux-gnu */
    ARG_EITHER,   /* -DX or -D X */
} OptArg;

typedef enum OptId {
    O_SECTION, /* not an option: a heading for --help */
    O_SYNTAX_ONLY,
    O_COMPILE,
    O_ASSEMBLE,
    O_EMIT_LLVM,
    O_OUTPUT,
    O_PREPROCESS,
    O_AST_DUMP,
    O_DUMP_TOKENS,
    O_VERIFY,
    O_LANG,
    O_OPT,
    O_OPT_DISABLE,
    O_DEFINE,
    O_UNDEF,
    O_INCLUDE_DIR,
    O_CL_STD,
    O_STD,
    O_CL_EXT,
    O_TARGET_EQ,
    O_TARGET,
    O_MARCH,
    O_MCPU,
    O_WERROR,
    O_W,
    O_WFLAG,
    O_PEDANTIC,
    O_ERROR_LIMIT,
    O_COLOR,
    O_NO_COLOR,
    O_DIAG_COLOR,
    O_DIAG_FORMAT,
    O_NO_CARETS,
    O_LINE_NUMBERS,
    O_NO_LINE_NUMBERS,
    O_MACRO_BACKTRACE,
    O_CL_MAD,
    O_CL_FAST,
    O_CL_DAZ,
    O_CL_FINITE,
    O_CL_NSZ,
    O_CL_UNSAFE,
    O_CL_SPC,
    O_CL_ARG_INFO,
    O_CL_UNIFORM,
    O_CL_NO_SUBGROUP_IFP,
    O_MAX_NESTING,
    O_BRACKET_DEPTH,
    O_MACRO_DEPTH,
    O_MACRO_LIMIT,
    O_INCLUDE_DEPTH,
    O_IDENT_LEN,
    O_SOURCE_SIZE,
    O_HELP,
    O_VERSION,
    O_IGNORED,        /* accepted and without effect (build options) */
    O_CREATE_LIBRARY, /* link options */
    O_ENABLE_LINK_OPTIONS,
} OptId;

/* Where an option is accepted, besides where cli_only says. */
typedef enum OptScope {
    SCOPE_COMPILE,    /* when a program is compiled: the command, and library builds unless cli_only */
    SCOPE_ALSO_LINK,  /* the same, and link options (OPTIONS_LINK) */
    SCOPE_BUILD_ONLY, /* library builds only: OpenCL's, which the command rejects */
    SCOPE_LINK_ONLY,  /* link options only */
} OptScope;

typedef struct OptDesc {
    const char *name;
    OptArg arg;
    OptId id;
    const char *meta; /* the value's name in --help; NULL for flags */
    const char *help; /* NULL: an alias, not listed */
    bool cli_only;    /* rejected in the library's build options */
    OptScope scope;
} OptDesc;

static const OptDesc options[] = {
    {"What to do", ARG_NONE, O_SECTION, NULL, NULL, false},
    {"-c", ARG_NONE, O_COMPILE, NULL, "Compile to an object file (the default): k.cl -> k.o", true},
    {"-S", ARG_NONE, O_ASSEMBLE, NULL, "Compile to assembly: k.cl -> k.s", true},
    {"-emit-llvm", ARG_NONE, O_EMIT_LLVM, NULL, "With -S: LLVM IR (k.ll); with -c: LLVM bitcode (k.bc)", true},
    {"-fsyntax-only", ARG_NONE, O_SYNTAX_ONLY, NULL, "Check the program and stop; never initializes LLVM", false},
    {"-E", ARG_NONE, O_PREPROCESS, NULL, "Preprocess only; write the result to stdout (or -o)", true},
    {"-ast-dump", ARG_NONE, O_AST_DUMP, NULL, "Check the program, then print its AST", true},
    {"-dump-tokens", ARG_NONE, O_DUMP_TOKENS, NULL, "Print the preprocessed tokens, one a line", true},
    {"-verify", ARG_NONE, O_VERIFY, NULL,
     "Check diagnostics against expected-error/warning/note comments (docs/diagnostics.md)", true},
    {"-o", ARG_EITHER, O_OUTPUT, "<file>", "Write the output to <file> ('-' for stdout)", true},
    {"-x", ARG_EITHER, O_LANG, "cl", "The input language: only OpenCL C ('cl')", true},
    {"Language and target", ARG_NONE, O_SECTION, NULL, NULL, false},
    {"-cl-std=", ARG_JOINED, O_CL_STD, "<CL1.2|CL2.0|CL3.0>", "OpenCL C version (default CL3.0; also -std=cl2.0)",
     false},
    {"-std=", ARG_JOINED, O_STD, "<cl1.2|cl2.0|cl3.0>", NULL, false},
    {"-cl-ext=", ARG_JOINED, O_CL_EXT, "<+name,-name,...>",
     "Turn OpenCL extensions and features on (+) or off (-): cl_khr_fp64, __opencl_c_fp64, all (repeatable)", false},
    {"-D", ARG_EITHER, O_DEFINE, "<name>[=<value>]", "Define a macro (the value defaults to 1)", false},
    {"-U", ARG_EITHER, O_UNDEF, "<name>", "Undefine a macro", false},
    {"-I", ARG_EITHER, O_INCLUDE_DIR, "<dir>", "Add a directory to the #include search path", false},
    {"--target=", ARG_JOINED, O_TARGET_EQ, "<triple>",
     "Generate code for <triple>: x86_64 (the host) or nvptx64 (-S only) (also -target <triple>)", false},
    {"-target", ARG_SEPARATE, O_TARGET, "<triple>", NULL, false},
    {"-mcpu=", ARG_JOINED, O_MCPU, "<cpu>",
     "Generate code for <cpu> (default: generic; the host for the JIT; also -march=)", false},
    {"-march=", ARG_JOINED, O_MARCH, "<cpu>", NULL, false},
    {"Optimization", ARG_NONE, O_SECTION, NULL, NULL, false},
    {"-O", ARG_JOINED, O_OPT, "<0|1|2|3|s|z>", "Optimization level (default -O2; -Os and -Oz mean -O2)", false,
     SCOPE_ALSO_LINK},
    {"-cl-opt-disable", ARG_NONE, O_OPT_DISABLE, NULL, "Same as -O0", false},
    {"-cl-mad-enable", ARG_NONE, O_CL_MAD, NULL, "Allow a * b + c to be a fused multiply-add", false},
    {"-cl-fast-relaxed-math", ARG_NONE, O_CL_FAST, NULL,
     "-cl-finite-math-only and -cl-unsafe-math-optimizations together", false, SCOPE_ALSO_LINK},
    {"-cl-denorms-are-zero", ARG_NONE, O_CL_DAZ, NULL, "Allow single-precision denormals to be flushed to zero", false,
     SCOPE_ALSO_LINK},
    {"-cl-finite-math-only", ARG_NONE, O_CL_FINITE, NULL, "Assume no argument or result is NaN or infinite", false,
     SCOPE_ALSO_LINK},
    {"-cl-no-signed-zeros", ARG_NONE, O_CL_NSZ, NULL, "Ignore the sign of zero", false, SCOPE_ALSO_LINK},
    {"-cl-unsafe-math-optimizations", ARG_NONE, O_CL_UNSAFE, NULL,
     "Allow optimizations that may violate IEEE 754 (implies -cl-no-signed-zeros -cl-mad-enable)", false,
     SCOPE_ALSO_LINK},
    {"-cl-single-precision-constant", ARG_NONE, O_CL_SPC, NULL, "Treat unsuffixed floating literals as float", false},
    {"-cl-kernel-arg-info", ARG_NONE, O_CL_ARG_INFO, NULL, "Keep kernel argument names and qualifiers", false},
    {"-cl-uniform-work-group-size", ARG_NONE, O_CL_UNIFORM, NULL, "Assume uniform work-group sizes", false},
    {"-cl-no-subgroup-ifp", ARG_NONE, O_CL_NO_SUBGROUP_IFP, NULL, "Accepted; oclc has no sub-group progress model",
     false, SCOPE_ALSO_LINK},
    /* clBuildProgram's, which the command does not take (not in --help). */
    {"-cl-strict-aliasing", ARG_NONE, O_IGNORED, NULL, NULL, false, SCOPE_BUILD_ONLY}, /* a no-op since OpenCL 1.1 */
    {"-g", ARG_NONE, O_IGNORED, NULL, NULL, false, SCOPE_BUILD_ONLY},
    /* clLinkProgram's (the OpenCL API's "Linker Options"). */
    {"-create-library", ARG_NONE, O_CREATE_LIBRARY, NULL, NULL, false, SCOPE_LINK_ONLY},
    {"-enable-link-options", ARG_NONE, O_ENABLE_LINK_OPTIONS, NULL, NULL, false, SCOPE_LINK_ONLY},
    {"Diagnostics", ARG_NONE, O_SECTION, NULL, NULL, false},
    {"-Werror", ARG_NONE, O_WERROR, NULL, "Turn warnings into errors", false},
    {"-w", ARG_NONE, O_W, NULL, "Suppress all warnings", false},
    {"-pedantic", ARG_NONE, O_PEDANTIC, NULL, "Same as -Wpedantic: warn about extensions to OpenCL C", false},
    {"-W", ARG_JOINED, O_WFLAG, "<name>",
     "Enable a warning (-Wall, -Wextra, -Weverything, or a name below); -Wno-<name> disables it, "
     "-Werror=<name> makes it an error, -Wno-error=<name> keeps it a warning",
     false},
    {"-ferror-limit=", ARG_JOINED, O_ERROR_LIMIT, "<n>", "Stop after <n> errors (default 19, as clang; 0: no limit)",
     false},
    {"-fcolor-diagnostics", ARG_NONE, O_COLOR, NULL,
     "Colour diagnostics (default: when stderr is a terminal; also -fdiagnostics-color=always|never|auto)", true},
    {"-fno-color-diagnostics", ARG_NONE, O_NO_COLOR, NULL, "Never colour diagnostics", true},
    {"-fdiagnostics-color=", ARG_JOINED, O_DIAG_COLOR, "<always|never|auto>", NULL, true},
    {"-fdiagnostics-format=", ARG_JOINED, O_DIAG_FORMAT, "<text|json>",
     "Diagnostics as text (default) or a JSON array (docs/diagnostics.md)", true},
    {"-fno-caret-diagnostics", ARG_NONE, O_NO_CARETS, NULL, "Do not show the source line and carets", true},
    {"-fno-diagnostics-show-line-numbers", ARG_NONE, O_NO_LINE_NUMBERS, NULL,
     "Do not show line numbers beside the source line", true},
    {"-fdiagnostics-show-line-numbers", ARG_NONE, O_LINE_NUMBERS, NULL, NULL, true},
    {"-fmacro-backtrace-limit=", ARG_JOINED, O_MACRO_BACKTRACE, "<n>",
     "Show at most <n> 'expanded from macro' notes per diagnostic (default 6; 0: all)", false},
    {"Resource limits (input that exceeds one is an error, never a crash or a hang)", ARG_NONE, O_SECTION, NULL, NULL,
     false},
    {"-fmax-nesting-depth=", ARG_JOINED, O_MAX_NESTING, "<n>",
     "Nesting of parentheses, brackets, braces and statements (default 256, at most 100000; also -fbracket-depth=)",
     false},
    {"-fbracket-depth=", ARG_JOINED, O_BRACKET_DEPTH, "<n>", NULL, false},
    {"-fmacro-expansion-depth=", ARG_JOINED, O_MACRO_DEPTH, "<n>",
     "Nested macro expansions (default 256, at most 100000)", false},
    {"-fmacro-expansion-limit=", ARG_JOINED, O_MACRO_LIMIT, "<n>",
     "Tokens produced by one top-level macro expansion (default 1048576)", false},
    {"-finclude-depth=", ARG_JOINED, O_INCLUDE_DEPTH, "<n>", "Nested #include files (default 200, at most 10000)",
     false},
    {"-fmax-identifier-length=", ARG_JOINED, O_IDENT_LEN, "<n>", "Bytes in an identifier (default 4096)", false},
    {"-fmax-source-size=", ARG_JOINED, O_SOURCE_SIZE, "<bytes>", "Bytes in one source file (default 268435456)", false},
    {"Information", ARG_NONE, O_SECTION, NULL, NULL, false},
    {"--help", ARG_NONE, O_HELP, NULL, "Print this help", true},
    {"-h", ARG_NONE, O_HELP, NULL, NULL, true},
    {"-help", ARG_NONE, O_HELP, NULL, NULL, true},
    {"--version", ARG_NONE, O_VERSION, NULL, "Print the version", true},
};
enum { NOPTIONS = sizeof options / sizeof options[0] };

void options_init(Options *o)
{
    memset(o, 0, sizeof *o);
    o->opt_level = 2;
    o->emit = EMIT_OBJ;
    o->error_limit = 19;
    o->color = -1;
    o->show_carets = true;
    o->show_line_numbers = true;
    o->macro_backtrace_limit = 6;
    o->limits.max_expr_depth = 256;
    o->limits.max_macro_depth = 256;
    o->limits.max_macro_tokens = 1 << 20;
    o->limits.max_include_depth = 200;
    o->limits.max_ident_len = 4096;
    o->limits.max_source_size = (int64_t)256 << 20;
    o->target = target_host();
    lang_features_init(&o->lang, 300, o->target, NULL, 0, NULL, NULL);
}

/* ------------------------------------------------------------------ */
/* Parsing                                                            */

typedef struct Parser {
    Options *o;
    Arena *a;
    OptionsUse use;
    StrBuf *err;
    bool ok;
    bool assemble, emit_llvm; /* resolved into o->emit at the end */
    bool error_limit_given;   /* -verify lifts the default limit, not a chosen one */
    PtrVec inputs, includes, wflags, cl_ext;
    MacroDef *macros;
    int nmacros, macros_cap;
} Parser;

static void usage_error(Parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void usage_error(Parser *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sb_puts(p->err, "oclc: error: ");
    sb_vprintf(p->err, fmt, ap);
    sb_putc(p->err, '\n');
    va_end(ap);
    p->ok = false;
}

/* A decimal integer in [min, max]; `spelled` is the option as written,
 * for clang's "invalid integral value 'x' in '-ferror-limit=x'". */
static bool parse_int(Parser *p, const char *v, int64_t min, int64_t max, const char *spelled, int64_t *out)
{
    char *end;
    if (*v >= '0' && *v <= '9') {
        long long n = strtoll(v, &end, 10);
        if (*end == 0 && n >= min && n <= max) {
            *out = n;
            return true;
        }
    }
    usage_error(p, "invalid integral value '%s' in '%s'", v, spelled);
    return false;
}

static void set_int(Parser *p, int *field, const char *v, int64_t min, int64_t max, const char *spelled)
{
    int64_t n;
    if (parse_int(p, v, min, max, spelled, &n)) *field = (int)n;
}

/* The largest nesting limits: the stack a compilation reserves grows with
 * them (support/stack.c), and so does the memory an #include cycle takes
 * before it stops. */
enum { MAX_NESTING_LIMIT = 100000, MAX_INCLUDE_LIMIT = 10000 };

static void add_macro(Parser *p, const char *text, bool undef)
{
    if (p->nmacros == p->macros_cap) {
        int ncap = p->macros_cap ? p->macros_cap * 2 : 8;
        p->macros =
            arena_realloc(p->a, p->macros, sizeof(MacroDef) * (size_t)p->macros_cap, sizeof(MacroDef) * (size_t)ncap);
        p->macros_cap = ncap;
    }
    p->macros[p->nmacros++] = (MacroDef){text, undef};
}

static void set_cl_std(Parser *p, const char *v, const char *spelled)
{
    /* OpenCL C 1.0 and 1.1 programs build as 1.2, a superset; the command
     * insists on a version it implements, the library accepts what
     * clBuildProgram may be given. */
    static const struct {
        const char *name;
        int value;
        bool build_only;
    } stds[] = {
        {"CL1.0", 120, true}, {"CL1.1", 120, true}, {"CL1.2", 120, false}, {"CL2.0", 200, false}, {"CL3.0", 300, false},
    };
    for (size_t i = 0; i < sizeof stds / sizeof stds[0]; i++)
        if (strcasecmp(v, stds[i].name) == 0 && (!stds[i].build_only || p->use != OPTIONS_CLI)) {
            p->o->lang.cl_std = stds[i].value;
            return;
        }
    if (strncasecmp(v, "clc++", 5) == 0 || strncasecmp(v, "CLC++", 5) == 0)
        usage_error(p, "invalid value '%s' in '%s': C++ for OpenCL is not supported", v, spelled);
    else
        usage_error(p, "invalid value '%s' in '%s' (expected CL1.2, CL2.0 or CL3.0)", v, spelled);
}

static void set_opt_level(Parser *p, const char *v)
{
    if (v[0] == 0)
        p->o->opt_level = 1; /* -O, as in clang and GCC */
    else if ((v[0] == 's' || v[0] == 'z') && v[1] == 0)
        p->o->opt_level = 2;
    else if (strcmp(v, "fast") == 0) {
        p->o->opt_level = 3;
        p->o->fast_relaxed_math = p->o->finite_math_only = p->o->unsafe_math = true;
        p->o->no_signed_zeros = p->o->mad_enable = true;
    } else {
        int64_t n;
        char spelled[64];
        snprintf(spelled, sizeof spelled, "-O%s", v);
        if (parse_int(p, v, 0, INT_MAX, spelled, &n)) p->o->opt_level = n > 3 ? 3 : (int)n;
    }
}

static void apply(Parser *p, const OptDesc *d, const char *v, const char *spelled)
{
    Options *o = p->o;
    switch (d->id) {
    case O_SECTION: break;
    case O_SYNTAX_ONLY: o->syntax_only = true; break;
    case O_COMPILE: break; /* -c is the default */
    case O_ASSEMBLE: p->assemble = true; break;
    case O_EMIT_LLVM: p->emit_llvm = true; break;
    case O_OUTPUT: o->output = v; break;
    case O_PREPROCESS: o->preprocess_only = true; break;
    case O_AST_DUMP: o->dump_ast = true; break;
    case O_DUMP_TOKENS: o->dump_tokens = true; break;
    case O_VERIFY: o->verify = true; break;
    case O_LANG:
        if (strcmp(v, "cl") != 0 && strcmp(v, "CL") != 0) usage_error(p, "language not recognized: '%s'", v);
        break;
    case O_OPT: set_opt_level(p, v); break;
    case O_OPT_DISABLE: o->opt_level = 0; break;
    case O_DEFINE: add_macro(p, v, false); break;
    case O_UNDEF: add_macro(p, v, true); break;
    case O_INCLUDE_DIR: ptrvec_push(p->a, &p->includes, (void *)v); break;
    case O_CL_STD:
    case O_STD: set_cl_std(p, v, spelled); break;
    case O_CL_EXT: ptrvec_push(p->a, &p->cl_ext, (void *)v); break;
    case O_TARGET_EQ:
    case O_TARGET: o->triple = v; break;
    case O_MARCH:
    case O_MCPU: o->cpu = v; break;
    case O_WERROR:
        o->warnings_as_errors = true;
        ptrvec_push(p->a, &p->wflags, (void *)"error");
        break;
    case O_W: o->no_warnings = true; break;
    case O_WFLAG: ptrvec_push(p->a, &p->wflags, (void *)v); break;
    case O_PEDANTIC: ptrvec_push(p->a, &p->wflags, (void *)"pedantic"); break;
    case O_ERROR_LIMIT:
        set_int(p, &o->error_limit, v, 0, INT_MAX, spelled);
        p->error_limit_given = true;
        break;
    case O_COLOR: o->color = 1; break;
    case O_NO_COLOR: o->color = 0; break;
    case O_DIAG_COLOR:
        if (strcmp(v, "always") == 0)
            o->color = 1;
        else if (strcmp(v, "never") == 0)
            o->color = 0;
        else if (strcmp(v, "auto") == 0)
            o->color = -1;
        else
            usage_error(p, "invalid argument '%s' to -fdiagnostics-color=", v);
        break;
    case O_DIAG_FORMAT:
        if (strcmp(v, "json") == 0)
            o->json_diags = true;
        else if (strcmp(v, "text") == 0 || strcmp(v, "clang") == 0)
            o->json_diags = false;
        else
            usage_error(p, "invalid value '%s' in '%s' (expected text or json)", v, spelled);
        break;
    case O_NO_CARETS: o->show_carets = false; break;
    case O_LINE_NUMBERS: o->show_line_numbers = true; break;
    case O_NO_LINE_NUMBERS: o->show_line_numbers = false; break;
    case O_MACRO_BACKTRACE: set_int(p, &o->macro_backtrace_limit, v, 0, INT_MAX, spelled); break;
    case O_CL_MAD: o->mad_enable = true; break;
    case O_CL_FAST:
        o->fast_relaxed_math = o->finite_math_only = o->unsafe_math = true;
        o->no_signed_zeros = o->mad_enable = true;
        break;
    case O_CL_DAZ: o->denorms_are_zero = true; break;
    case O_CL_FINITE: o->finite_math_only = true; break;
    case O_CL_NSZ: o->no_signed_zeros = true; break;
    case O_CL_UNSAFE: o->unsafe_math = o->no_signed_zeros = o->mad_enable = true; break;
    case O_CL_SPC: o->single_precision_constant = true; break;
    case O_CL_ARG_INFO: o->kernel_arg_info = true; break;
    case O_CL_UNIFORM: o->uniform_work_group_size = true; break;
    case O_CL_NO_SUBGROUP_IFP: break;
    case O_MAX_NESTING:
    case O_BRACKET_DEPTH: set_int(p, &o->limits.max_expr_depth, v, 1, MAX_NESTING_LIMIT, spelled); break;
    case O_MACRO_DEPTH: set_int(p, &o->limits.max_macro_depth, v, 1, MAX_NESTING_LIMIT, spelled); break;
    case O_MACRO_LIMIT: parse_int(p, v, 1, INT64_MAX, spelled, &o->limits.max_macro_tokens); break;
    case O_INCLUDE_DEPTH: set_int(p, &o->limits.max_include_depth, v, 1, MAX_INCLUDE_LIMIT, spelled); break;
    case O_IDENT_LEN: set_int(p, &o->limits.max_ident_len, v, 1, INT_MAX, spelled); break;
    case O_SOURCE_SIZE: parse_int(p, v, 1, (int64_t)UINT32_MAX - 1, spelled, &o->limits.max_source_size); break;
    case O_HELP: o->show_help = true; break;
    case O_VERSION: o->show_version = true; break;
    case O_IGNORED:
    case O_ENABLE_LINK_OPTIONS: break;
    case O_CREATE_LIBRARY: o->create_library = true; break;
    }
}

/* The option that `arg` spells: an exact flag, or the longest joined
 * prefix (so "-fmax-source-size=9" is not taken for "-f..." nor "-D"). */
static const OptDesc *find_option(const char *arg)
{
    const OptDesc *best = NULL;
    size_t best_len = 0;
    for (int i = 0; i < NOPTIONS; i++) {
        const OptDesc *d = &options[i];
        if (d->id == O_SECTION) continue;
        size_t n = strlen(d->name);
        if (d->arg == ARG_NONE || d->arg == ARG_SEPARATE) {
            if (strcmp(arg, d->name) == 0) return d;
        } else if (strncmp(arg, d->name, n) == 0 && n > best_len) {
            best = d;
            best_len = n;
        }
    }
    return best;
}

/* The nearest spelling for an unknown option, as clang suggests it: an
 * option with a joined value is compared up to its '=' and suggested
 * with the value the user wrote. */
static bool accepted(const OptDesc *d, OptionsUse use);

static const char *suggest_option(Arena *a, const char *arg, OptionsUse use)
{
    const char *eq = strchr(arg, '=');
    size_t key_len = eq ? (size_t)(eq - arg + 1) : strlen(arg);
    char *key = arena_strndup(a, arg, key_len);
    int max = diag_suggest_max_distance(key), best_d = max + 1;
    const OptDesc *best = NULL;
    for (int i = 0; i < NOPTIONS; i++) {
        const OptDesc *d = &options[i];
        if (d->id == O_SECTION || !accepted(d, use)) continue;
        size_t n = strlen(d->name);
        if (eq && d->name[n - 1] != '=') continue;
        int dist = diag_edit_distance(key, d->name, max);
        if (dist < best_d) {
            best_d = dist;
            best = d;
        }
    }
    if (!best) return NULL;
    return eq ? arena_printf(a, "%s%s", best->name, eq + 1) : best->name;
}

/* The row of --target (support/target.c), and what that row cannot do:
 * a triple whose architecture has no row is refused here, before any
 * phase, with LLVM's words for it (which scripts written for clang
 * match) and the architectures oclc has; so is -c for a target without
 * an object writer, and for the library any target but the host's and a
 * GPU's (runtime/program.c loads PTX into the CUDA driver). */
static void set_target(Parser *p, bool for_library)
{
    Options *o = p->o;
    if (o->triple) {
        o->target = target_for_triple(o->triple);
        if (!o->target) {
            StrBuf known = {0};
            for (size_t i = 0; target_at(i); i++)
                sb_printf(&known, "%s%s%s", i ? ", " : "", target_at(i)->name, i ? "" : " (the host)");
            usage_error(p,
                        "unable to create target: 'No available targets are compatible with triple \"%s\"'; "
                        "oclc compiles for %s",
                        o->triple, sb_cstr(&known));
            sb_free(&known);
            o->target = target_host();
            return;
        }
    }
    if (for_library && o->target != target_host() && o->target->kernel_abi != KERNEL_ABI_PTX_ENTRY)
        usage_error(p,
                    "target '%s' cannot be built into a program, which runs on the host; compile for it with oclc -S",
                    o->target->name);
    else if (o->emit == EMIT_OBJ && !o->target->can_emit_object)
        usage_error(p, "cannot write an object file for target '%s' (oclc has no assembler for it): use -S",
                    o->target->name);
}

/* Whether option d may be given where `use` reads options. */
static bool accepted(const OptDesc *d, OptionsUse use)
{
    switch (use) {
    case OPTIONS_CLI: return d->scope == SCOPE_COMPILE || d->scope == SCOPE_ALSO_LINK;
    case OPTIONS_BUILD:
    case OPTIONS_CL_BUILD: return !d->cli_only && d->scope != SCOPE_LINK_ONLY;
    case OPTIONS_LINK: return d->scope == SCOPE_ALSO_LINK || d->scope == SCOPE_LINK_ONLY;
    }
    return false;
}

bool options_parse(Options *o, Arena *arena, int argc, const char *const *argv, OptionsUse use, StrBuf *err)
{
    Parser p = {.o = o, .a = arena, .use = use, .err = err, .ok = true};
    bool for_library = use != OPTIONS_CLI;
    bool only_inputs = false;
    /* clBuildProgram without -cl-std= compiles for "the highest OpenCL C
     * 1.x language version supported by each device" (the OpenCL API's
     * "Options Controlling the OpenCL C Version"); the command and
     * oclc_program_build default to 3.0. */
    if (use == OPTIONS_CL_BUILD) o->lang.cl_std = 120;
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        if (only_inputs || arg[0] != '-' || strcmp(arg, "-") == 0) {
            if (for_library)
                usage_error(&p, "input files are not accepted in build options: '%s'", arg);
            else
                ptrvec_push(arena, &p.inputs, (void *)arg);
            continue;
        }
        if (strcmp(arg, "--") == 0) {
            only_inputs = true;
            continue;
        }
        const OptDesc *d = find_option(arg);
        if (d && use == OPTIONS_CLI && !accepted(d, use)) d = NULL; /* unknown to the command */
        if (!d) {
            const char *near = suggest_option(arena, arg, use);
            if (near)
                usage_error(&p, "unknown argument: '%s'; did you mean '%s'?", arg, near);
            else
                usage_error(&p, "unknown argument: '%s'", arg);
            continue;
        }
        if (!accepted(d, use)) {
            usage_error(&p, "'%s' is not accepted in %s options", d->name, use == OPTIONS_LINK ? "link" : "build");
            continue;
        }
        const char *value = NULL;
        size_t n = strlen(d->name);
        if (d->arg == ARG_JOINED || (d->arg == ARG_EITHER && arg[n])) {
            value = arg + n;
        } else if (d->arg == ARG_SEPARATE || d->arg == ARG_EITHER) {
            if (i + 1 >= argc) {
                usage_error(&p, "argument to '%s' is missing (expected 1 value)", d->name);
                continue;
            }
            value = argv[++i];
        }
        apply(&p, d, value, arg);
    }

    o->include_dirs = (const char **)p.includes.items;
    o->ninclude_dirs = p.includes.n;
    o->warning_flags = (const char **)p.wflags.items;
    o->nwarning_flags = p.wflags.n;
    o->macros = p.macros;
    o->nmacros = p.nmacros;
    o->inputs = (const char **)p.inputs.items;
    o->ninputs = p.inputs.n;

    /* The earliest stop wins, whatever the order: -E, then the checks
     * (-fsyntax-only, -verify, -ast-dump, -dump-tokens), then -S, then -c. */
    if (o->preprocess_only || o->syntax_only || o->verify || o->dump_ast || o->dump_tokens)
        o->emit = EMIT_NONE;
    else if (for_library)
        o->emit = EMIT_JIT;
    else if (p.assemble)
        o->emit = p.emit_llvm ? EMIT_LLVM_IR : EMIT_ASM;
    else
        o->emit = p.emit_llvm ? EMIT_LLVM_BC : EMIT_OBJ;

    /* A -verify test lists every error it expects; clang's cc1, which runs
     * those tests, has no default limit either. */
    if (o->verify && !p.error_limit_given) o->error_limit = 0;

    /* The target row and the language features, once, for every phase. */
    set_target(&p, for_library);
    const char *ext_err = NULL;
    if (!lang_features_init(&o->lang, o->lang.cl_std, o->target, (const char *const *)p.cl_ext.items, p.cl_ext.n, arena,
                            &ext_err))
        usage_error(&p, "%s", ext_err);

    if (!for_library && p.ok && !o->show_help && !o->show_version) {
        if (o->ninputs == 0)
            usage_error(&p, "no input files");
        else if (o->ninputs > 1 && o->output && !o->syntax_only && !o->verify)
            usage_error(&p, "cannot specify -o when generating multiple output files");
    }
    return p.ok;
}

int options_split(Arena *arena, const char *s, const char ***argv_out)
{
    PtrVec words = {0};
    StrBuf w = {0};
    const char *p = s ? s : "";
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
        if (!*p) break;
        char quote = 0;
        w.len = 0;
        for (; *p; p++) {
            if (quote) {
                if (*p == quote)
                    quote = 0;
                else if (*p == '\\' && quote == '"' && (p[1] == '"' || p[1] == '\\'))
                    sb_putc(&w, *++p);
                else
                    sb_putc(&w, *p);
            } else if (*p == '"' || *p == '\'') {
                quote = *p;
            } else if (*p == '\\' && p[1]) {
                sb_putc(&w, *++p);
            } else if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') {
                break;
            } else {
                sb_putc(&w, *p);
            }
        }
        ptrvec_push(arena, &words, arena_strndup(arena, sb_cstr(&w), w.len));
    }
    sb_free(&w);
    ptrvec_push(arena, &words, NULL);
    *argv_out = (const char **)words.items;
    return words.n - 1;
}

/* ------------------------------------------------------------------ */
/* --help, --version, output names                                    */

void options_print_help(StrBuf *out)
{
    sb_puts(out, "OVERVIEW: oclc - an OpenCL C compiler on LLVM 19\n\n"
                 "USAGE: oclc [options] <file.cl>...\n");
    for (int i = 0; i < NOPTIONS; i++) {
        const OptDesc *d = &options[i];
        if (d->id == O_SECTION) {
            sb_printf(out, "\n%s:\n", d->name);
            continue;
        }
        if (!d->help) continue;
        char head[96];
        snprintf(head, sizeof head, "%s%s%s", d->name, d->meta && d->arg == ARG_EITHER ? " " : "",
                 d->meta ? d->meta : "");
        if (strlen(head) < 30)
            sb_printf(out, "  %-30s %s\n", head, d->help);
        else
            sb_printf(out, "  %s\n  %-30s %s\n", head, "", d->help);
    }
    sb_puts(out, "\nWarnings (default: on, -Wall, -Wextra, or off: only by name):\n");
    static const struct {
        const char *name, *desc;
        WarningDefault def;
    } rows[] = {
#define WARNING(id, flag, def, desc) {flag, desc, def},
#include "support/warnings.def"
#undef WARNING
    };
    static const char *const defaults[] = {"on", "-Wall", "-Wextra", "off"};
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        char head[96];
        snprintf(head, sizeof head, "-W%s", rows[i].name);
        if (strlen(head) < 30)
            sb_printf(out, "  %-30s [%s] %s\n", head, defaults[rows[i].def], rows[i].desc);
        else
            sb_printf(out, "  %s\n  %-30s [%s] %s\n", head, "", defaults[rows[i].def], rows[i].desc);
    }
    sb_puts(out, "\nSee docs/cli.md and docs/diagnostics.md for details.\n");
}

void options_print_version(StrBuf *out)
{
    sb_puts(out, "oclc version " OCLC_VERSION " (OpenCL C 1.2, 2.0, 3.0; LLVM 19)\n"
                 "Default target: " OCLC_HOST_TRIPLE "\n");
}

const char *options_output_name(const Options *o, Arena *arena, const char *input)
{
    if (o->output) return o->output;
    if (o->preprocess_only || o->dump_ast || o->dump_tokens) return "-";
    if (o->emit == EMIT_NONE) return NULL;
    const char *ext = o->emit == EMIT_ASM       ? ".s"
                      : o->emit == EMIT_LLVM_IR ? ".ll"
                      : o->emit == EMIT_LLVM_BC ? ".bc"
                                                : ".o";
    const char *base = strrchr(input, '/');
    base = base ? base + 1 : input;
    const char *dot = strrchr(base, '.');
    size_t stem = dot && dot != base ? (size_t)(dot - base) : strlen(base);
    return arena_printf(arena, "%.*s%s", (int)stem, base, ext);
}
