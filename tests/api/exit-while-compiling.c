/*
 * A program that ends while oclc is still compiling: oclc_program_build
 * returns once part 0 is loaded and compiles the other kernels on a
 * background thread (docs/embedding.md, "Kernels compiled when needed").
 * Most programs never destroy what they built, so exit() runs with that
 * thread inside LLVM.  Before runtime/program.c stopped the background
 * threads at exit, LLVM's static destructors ran under it and about one
 * run in 30 crashed (SIGSEGV in the pass registry); the loop of 60 runs
 * below caught that in 6 of 7 tries.  Each run must end with status 0 and
 * print its line.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: sh -c 'for i in $(seq 60); do env OCLC_CACHE=0 %t || exit 1; done' | FileCheck %s
 * CHECK-COUNT-60: built 30 kernels, exiting
 * CHECK-NOT: FAIL
 */
#include "api_test.h"

int main(void)
{
    static char src[30 * 200];
    size_t n = 0;
    for (int i = 0; i < 30; i++)
        n += (size_t)snprintf(src + n, sizeof src - n,
                              "kernel void k%d(global const float4 *in, global int4 *out) {\n"
                              "  size_t g = get_global_id(0);\n"
                              "  out[g] = convert_int4_sat_rte(in[g] * %d.0f);\n"
                              "}\n",
                              i, i + 1);
    api_build(src, "-O2");
    printf("built 30 kernels, exiting\n");
    fflush(stdout);
    return 0; /* without oclc_program_destroy, as most programs */
}
