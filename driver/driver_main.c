/*
 * driver_main.c - liboclc's entry for the `oclc` executable.
 *
 * The executable links only the front end (no LLVM: starting it costs
 * well under a millisecond instead of the ~10 ms that LLVM's static
 * constructors and relocations take), and runs -fsyntax-only and the
 * other checking actions itself.  When the options ask for code, it
 * dlopen()s liboclc and calls oclc_driver_main(), which runs the same
 * command (cli.c) with the back end (backend.c).
 *
 * This file is liboclc's own source, not part of oclc_static: the entry
 * is exported (liboclc.map) for the executable only and is not part of
 * the public API in include/oclc/.
 */
#include "driver/cli.h"

__attribute__((visibility("default"))) int oclc_driver_main(int argc, char **argv);

int oclc_driver_main(int argc, char **argv) { return cli_main(argc, argv, &pipeline_backend); }
