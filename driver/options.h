/*
 * options.h - the options of one compilation, as the CLI and the library
 * (oclc_program_build) both parse them from a command line (options.c).
 */
#ifndef OCLC_OPTIONS_H
#define OCLC_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>

#include "support/arena.h"
#include "support/options.h"

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
