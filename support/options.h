/*
 * options.h - the options of one compilation as data: what the phases
 * read (language version, limits, include path, math flags) and what the
 * driver does with the result (what to emit, where).  Parsing them from a
 * command line is driver/options.c's job; this header is here, at the
 * bottom, so that every phase can read the struct without knowing the
 * driver.
 */
#ifndef OCLC_SUPPORT_OPTIONS_H
#define OCLC_SUPPORT_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "support/features.h"
#include "support/target.h"

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
    int opt_level;            /* 0..3, default 2 */
    const TargetInfo *target; /* the row for `triple` (the host's when none is given) */
    LangFeatures lang;        /* -cl-std= (lang.cl_std: 120, 200, 300, default 300) and the features
                                 derived once from it, the target and -cl-ext= (support/features.h) */
    const char *triple;       /* NULL = host */
    const char *cpu;          /* NULL = generic for objects, host for JIT */
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
    bool create_library;            /* -create-library (link options): link units into one, build nothing */
} Options;

#endif
