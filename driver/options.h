/*
 * options.h - the options of one compilation, as the CLI and the library
 * (oclc_program_build) both parse them from a command line (options.c).
 */
#ifndef OCLC_OPTIONS_H
#define OCLC_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "driver/arena.h"

typedef enum EmitKind {
    EMIT_OBJ,     /* -c */
    EMIT_ASM,     /* -S */
    EMIT_LLVM_BC, /* -c -emit-llvm */
    EMIT_LLVM_IR, /* -S -emit-llvm */
    EMIT_NONE,    /* -fsyntax-only, -E, -ast-dump */
    EMIT_JIT,     /* the library's oclc_program_build */
} EmitKind;

typedef struct MacroDef {
    const char *text; /* "NAME", "NAME=VALUE" */
    bool undef;       /* -U */
} MacroDef;

/* Resource limits (issue: never crash, never hang): each has a -f flag. */
typedef struct Limits {
    int max_expr_depth;       /* -fmax-nesting-depth= (expressions and statements) */
    int max_macro_depth;      /* -fmacro-expansion-depth= */
    int64_t max_macro_tokens; /* -fmacro-expansion-limit= tokens produced by one top-level expansion */
    int max_include_depth;    /* -finclude-depth= */
    int max_ident_len;        /* -fmax-identifier-length= */
    int64_t max_source_size;  /* -fmax-source-size= bytes */
} Limits;

typedef struct Options {
    int opt_level;      /* 0..3, default 2 */
    int cl_std;         /* 120, 200, 300 (default 300) */
    const char *triple; /* NULL = host */
    const char *cpu;    /* NULL = generic for objects, host for JIT */
    const char *features;
    EmitKind emit;
    bool syntax_only;
    bool preprocess_only;    /* -E */
    bool dump_ast;           /* -ast-dump */
    bool dump_tokens;        /* -dump-tokens */
    bool verify;             /* -verify */
    bool warnings_as_errors; /* -Werror */
    bool no_warnings;        /* -w */
    int error_limit;         /* -ferror-limit=N, 0 = none; default 19, what clang's
                                driver passes, so at most "20 errors generated." */
    int color;               /* -1 auto, 0 off, 1 on */
    bool json_diags;         /* -fdiagnostics-format=json */
    bool fast_relaxed_math;  /* -cl-fast-relaxed-math */
    bool mad_enable;         /* -cl-mad-enable */
    bool denorms_are_zero;   /* -cl-denorms-are-zero */
    const char **include_dirs;
    int ninclude_dirs;
    MacroDef *macros;
    int nmacros;
    const char **warning_flags;
    int nwarning_flags; /* the text after -W, in order */
    const char **inputs;
    int ninputs;
    const char *output; /* -o */
    Limits limits;
    /* Additions by the driver (options.c, docs/cli.md). */
    bool show_help;                 /* --help, -h: print options_print_help, compile nothing */
    bool show_version;              /* --version */
    bool show_carets;               /* -fno-caret-diagnostics turns the source snippet off */
    bool show_line_numbers;         /* -fno-diagnostics-show-line-numbers drops the "  12 | " gutter */
    int macro_backtrace_limit;      /* -fmacro-backtrace-limit=N, default 6, 0 = all */
    bool finite_math_only;          /* -cl-finite-math-only (implied by -cl-fast-relaxed-math) */
    bool no_signed_zeros;           /* -cl-no-signed-zeros (implied by -cl-unsafe-math-optimizations) */
    bool unsafe_math;               /* -cl-unsafe-math-optimizations (implied by -cl-fast-relaxed-math) */
    bool single_precision_constant; /* -cl-single-precision-constant: unsuffixed literals are float */
    bool kernel_arg_info;           /* -cl-kernel-arg-info */
    bool uniform_work_group_size;   /* -cl-uniform-work-group-size */
} Options;

void options_init(Options *o);

/* Parses argv-style arguments into `o`, allocating from `arena`.  On a usage
 * error, appends "oclc: error: ...\n" lines to `err` and returns false.
 * `for_library` rejects what the library cannot do (-o, inputs, -E). */
bool options_parse(Options *o, Arena *arena, int argc, const char *const *argv, bool for_library, StrBuf *err);
/* Splits a string of options (as given to oclc_program_build / clBuildProgram)
 * into words, honouring quotes and backslashes. */
int options_split(Arena *arena, const char *s, const char ***argv_out);
void options_print_help(StrBuf *out);
/* "oclc <version> (LLVM 19) ..." for --version. */
void options_print_version(StrBuf *out);
/* The file a compilation of `input` writes when no -o is given, as clang
 * names it: k.cl -> k.o / k.s / k.ll / k.bc in the current directory;
 * "-" (stdout) for -E, -ast-dump and -dump-tokens (even with
 * -fsyntax-only); NULL when nothing is written (-fsyntax-only, -verify). */
const char *options_output_name(const Options *o, Arena *arena, const char *input);

#endif
