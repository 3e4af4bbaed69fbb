/*
 * The parts of a program (docs/embedding.md, "Kernels compiled when
 * needed") far apart in memory: part 0 is loaded at the build, then this
 * program reserves 16 GiB of address space (as the CUDA driver reserves
 * much more), so that the JIT's later slabs, for the kernels compiled at
 * their first enqueue, land more than the 2 GiB a PC-relative reference
 * reaches from part 0.  Every kernel must still link and give its values.
 * Before codegen/cg_module.c redeclared part 0's symbols in the other
 * parts (redeclare_far), kernels from about the 130th on failed with "out
 * of range of Delta32 fixup" (and on the H100, beside the GPU, 70% of
 * tests/gpu/convert.c's CPU kernels).
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: env OCLC_CACHE=0 %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <sys/mman.h>

#include "api_test.h"

#define KERNELS 240

int main(void)
{
    static char src[KERNELS * 160];
    size_t n = 0;
    for (int i = 0; i < KERNELS; i++)
        n += (size_t)snprintf(src + n, sizeof src - n,
                              "kernel void k%d(global const int *in, global int *out) {\n"
                              "  out[get_global_id(0)] = in[get_global_id(0)] * %d + %d;\n"
                              "}\n",
                              i, i + 1, i);
    oclc_program *p = api_build(src, "-O2");
    void *gap = mmap(NULL, (size_t)16 << 30, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    CHECK(gap != MAP_FAILED, "reserving 16 GiB of address space");
    int in[4] = {3, -1, 100, 7}, out[4];
    int *pin = in, *pout = out;
    const void *args[] = {&pin, &pout};
    size_t sizes[] = {sizeof pin, sizeof pout}, global = 4;
    int failed = 0, wrong = 0;
    char name[16];
    for (int i = 0; i < KERNELS; i++) {
        snprintf(name, sizeof name, "k%d", i);
        memset(out, 0, sizeof out);
        if (oclc_program_enqueue(p, name, 1, NULL, &global, NULL, 2, sizes, args) != OCLC_SUCCESS) {
            if (!failed++) printf("FAIL %s:\n%s", name, oclc_program_log(p));
            continue;
        }
        for (int j = 0; j < 4; j++) wrong += out[j] != in[j] * (i + 1) + i;
    }
    CHECK(failed == 0, "%d of %d kernels did not link", failed, KERNELS);
    CHECK(wrong == 0, "%d values wrong", wrong);
    oclc_program_destroy(p);
    return test_summary();
}
