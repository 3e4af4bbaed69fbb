/*
 * cli.h - the oclc command's behaviour, as a function of argv (cli.c).
 *
 * The command is built in two halves so that checking a program never
 * loads LLVM: the `oclc` executable links only the front end and runs
 * cli_main() with no back end; when the options ask for code (-c, -S,
 * -emit-llvm), cli_main() returns CLI_NEEDS_BACKEND before doing
 * anything, and main.c hands argv to liboclc's oclc_driver_main(), which
 * runs the same cli_main() with the code generator (driver_main.c).
 */
#ifndef OCLC_CLI_H
#define OCLC_CLI_H

#include "driver/options.h"
#include "driver/pipeline.h"

/* cli_main's answer when the options need a back end and it has none. */
#define CLI_NEEDS_BACKEND (-1)

/* Parses argv (argv[0] is the program), runs every input through the
 * pipeline with `backend` (NULL: the front end only), renders the
 * diagnostics on stderr and returns the exit status: 0, 1 (errors in the
 * program or a -verify mismatch), 2 (usage or internal failure, out of
 * memory), or CLI_NEEDS_BACKEND, having printed nothing, when `backend`
 * is NULL and the options ask for output only a back end can write. */
int cli_main(int argc, char **argv, const Backend *backend);

#endif
