/*
 * options.h - the options of one compilation, as the CLI and the library
 * (oclc_program_build, _compile, _link, and through them the OpenCL
 * platform) parse them from a command line (options.c).
 */
#ifndef OCLC_OPTIONS_H
#define OCLC_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "support/arena.h"
#include "support/options.h"

void options_init(Options *o);

/* Who reads the options: each takes its own set (options.c's table says
 * which option is whose). */
typedef enum OptionsUse {
    OPTIONS_CLI,      /* the oclc command */
    OPTIONS_BUILD,    /* oclc_program_build and _compile: no -o, inputs, -E, dumps */
    OPTIONS_CL_BUILD, /* the same as clBuildProgram and clCompileProgram read them:
                         OpenCL C 1.2 unless -cl-std= says otherwise */
    OPTIONS_LINK,     /* oclc_program_link, clLinkProgram: OpenCL's link options and -O */
} OptionsUse;

/* Parses argv-style arguments into `o`, allocating from `arena`.  On a usage
 * error, appends "oclc: error: ...\n" lines to `err` and returns false. */
bool options_parse(Options *o, Arena *arena, int argc, const char *const *argv, OptionsUse use, StrBuf *err);
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
