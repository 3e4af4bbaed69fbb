/*
 * Invalid IR never reaches the JIT, in any build type: the pipeline
 * verifies the module after every step that changes it
 * (driver/pipeline.c), and a verifier failure is an internal error, with
 * the offending function's IR in a note, and the status
 * OCLC_INTERNAL_ERROR (a status, not a message to match).  The module is
 * made invalid by hand (Inputs/invalid-ir.ll, assembled without the
 * verifier) and handed over as a program binary: the one way in for IR
 * that oclc did not generate.
 *
 * RUN: %oclc -S -emit-llvm %S/Inputs/warn.cl -o - | grep '^target ' > %t.ll
 * RUN: cat %S/Inputs/invalid-ir.ll >> %t.ll
 * RUN: llvm-as -disable-verify %t.ll -o %t.bc
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t %t.bc 2> %t.stderr | FileCheck %s
 * RUN: count 0 < %t.stderr
 * CHECK: build: OCLC_INTERNAL_ERROR
 * CHECK-NEXT: error: internal error: LLVM IR after code generation is invalid (while compiling '<input>'): Instruction does not dominate all uses!
 * CHECK: note: in this function:
 * CHECK-NEXT: define i32 @broken()
 * CHECK: link: OCLC_INTERNAL_ERROR
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

/* An oclc program binary holding the unit `bc`: the header (magic, ABI
 * and LLVM versions, kind, count) of a real one, then the unit with its
 * length and FNV-1a checksum (the format of runtime/program.c, written
 * here from its description). */
static char *wrap(const char *bc, size_t n, size_t *len)
{
    const char *src = "int f(void) { return 1; }\n";
    oclc_program *real = oclc_program_create(src, strlen(src), "real.cl");
    char *model = NULL;
    size_t model_len = 0;
    CHECK(oclc_program_compile(real, NULL, 0, NULL, NULL) == OCLC_SUCCESS &&
              oclc_program_binary(real, &model, &model_len) == OCLC_SUCCESS,
          "a binary to take the header from");
    oclc_program_destroy(real);
    enum { HEADER = 8 + 4 * 4 + 8 };
    uint64_t sum = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) sum = (sum ^ (unsigned char)bc[i]) * 0x100000001b3ull;
    uint64_t head[2] = {n, sum};
    *len = HEADER + sizeof head + n;
    char *b = malloc(*len);
    memcpy(b, model, HEADER);
    memcpy(b + HEADER, head, sizeof head);
    memcpy(b + HEADER + sizeof head, bc, n);
    free(model);
    return b;
}

int main(int argc, char **argv)
{
    FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
    if (!f) {
        printf("FAIL: cannot read the bitcode\n");
        return 1;
    }
    static char bc[1 << 16];
    size_t n = fread(bc, 1, sizeof bc, f);
    fclose(f);
    size_t len;
    char *bin = wrap(bc, n, &len);
    oclc_status st;
    oclc_program *p = oclc_program_create_from_binary(bin, len, "broken", &st);
    CHECK(p && st == OCLC_SUCCESS, "the binary: %s", oclc_status_string(st));
    if (!p) return test_summary();
    st = oclc_program_build(p, NULL);
    printf("build: %s\n%s", oclc_status_string(st), oclc_program_log(p));
    CHECK(st == OCLC_INTERNAL_ERROR, "build: %s", oclc_status_string(st));
    CHECK(!oclc_program_symbol(p, "broken"), "nothing of the invalid module ran");

    oclc_program *out = oclc_program_create("", 0, "out");
    st = oclc_program_link(out, 1, (const oclc_program *const[]){p}, NULL);
    printf("link: %s\n", oclc_status_string(st));
    CHECK(st == OCLC_INTERNAL_ERROR, "link: %s", oclc_status_string(st));
    oclc_program_destroy(out);
    oclc_program_destroy(p);
    free(bin);
    return test_summary();
}
