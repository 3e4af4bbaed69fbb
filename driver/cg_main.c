/*
 * cg_main.c - `oclc-cg`, the executable that `oclc` runs for code.
 *
 * liboclc.so.0 holds the back end for programs that embed oclc, and
 * loading it costs a process ~1,300 pages: the dynamic loader writes
 * 1.6 MB of LLVM's vtables and pointer tables (`.data.rel.ro`) to relocate
 * them, ~110,000 relative relocations on pages it must first copy.  This
 * executable is the same code linked without position independence: its
 * addresses are fixed at link time, so nothing is relocated when it
 * starts and those pages are read from the file only if they are used.
 * When the options ask for code (-c, -S, -emit-llvm), the small front-end
 * `oclc` execs this with its own arguments (main.c), and falls back to
 * dlopen()ing liboclc where it is not installed; docs/performance.md has
 * the measurements.  It runs the whole command, as oclc_driver_main does
 * in the library (driver_main.c).
 */
#include "driver/cli.h"

int main(int argc, char **argv) { return cli_main(argc, argv, &pipeline_backend); }
