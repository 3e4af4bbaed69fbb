/*
 * fuzz_pipeline.c - libFuzzer target: the whole pipeline, from a source
 * buffer to a verified LLVM module and object code, through the library
 * API a host program uses (include/oclc/oclc.h).
 *
 *   oclc_program_create -> oclc_program_build (preprocess, parse, sema,
 *   codegen, LLVMVerifyModule, passes, ORC JIT) -> oclc_program_emit (the
 *   module lowered again and written as an ELF object) -> destroy
 *
 * The input is the program's source, byte for byte (it need not be text,
 * nor NUL-terminated: the API copies it).  Its last byte picks -O0 or -O2,
 * so the corpus reaches both pass pipelines without a second target; the
 * choice is a function of the input, so a crash reproduces.
 *
 * What counts as a finding: anything the sanitizers report (the build uses
 * -fsanitize=fuzzer,address,undefined; LeakSanitizer checks every input),
 * a timeout, a process exit (LLVM's report_fatal_error), and an internal
 * error: a status of OCLC_INTERNAL_ERROR from the build or the emission
 * (every failure of oclc's own is that status, a verifier failure
 * included: driver/pipeline.c), which abort()s here so that libFuzzer
 * saves the input.  A program with errors (OCLC_BUILD_ERROR) is the
 * expected outcome for most inputs.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "oclc/oclc.h"

static void internal_error(const char *what, oclc_program *p)
{
    fprintf(stderr, "fuzz_pipeline: %s\n%s\n", what, oclc_program_log(p));
    abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    oclc_program *p = oclc_program_create((const char *)data, size, "fuzz.cl");
    if (!p) return 0;
    const char *options = size && (data[size - 1] & 1) ? "-O2" : "-O0";
    oclc_status st = oclc_program_build(p, options);
    if (st == OCLC_INTERNAL_ERROR) internal_error("oclc_program_build: OCLC_INTERNAL_ERROR", p);
    if (st == OCLC_SUCCESS) {
        char *obj = NULL;
        size_t len = 0;
        st = oclc_program_emit(p, OCLC_EMIT_OBJ, &obj, &len);
        if (st != OCLC_SUCCESS) internal_error("oclc_program_emit failed after a successful build", p);
        if (len < 4 || memcmp(obj, "\177ELF", 4) != 0) internal_error("oclc_program_emit: not an ELF object", p);
        free(obj);
    }
    oclc_program_destroy(p);
    return 0;
}
