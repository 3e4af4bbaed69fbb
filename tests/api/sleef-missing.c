/*
 * The JIT opens SLEEF (runtime/math.c) when a program first calls a math
 * function that is SLEEF's; when it cannot, the program says so through
 * the API: its build fails with OCLC_BUILD_ERROR and the log names SLEEF,
 * what was tried and dlopen's reason; nothing is printed, nothing
 * crashes, and a program without math still builds and runs in that
 * process.  OCLC_SLEEF_LIBRARY points the runtime at a library that is
 * not there; with SLEEF where it belongs, the same program runs.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: env OCLC_CACHE=0 OCLC_SLEEF_LIBRARY=/nonexistent/libsleef.so.3 %t 2> %t.stderr | FileCheck %s
 * RUN: count 0 < %t.stderr
 * RUN: env OCLC_CACHE=0 %t --with-sleef | FileCheck %s --check-prefix=OK
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 * OK-NOT: FAIL
 * OK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <math.h>
#include <stdbool.h>

#include "api_test.h"

static const char *plain = "kernel void plain(global float *o) { o[get_global_id(0)] = 2.0f; }\n";
static const char *with_math = "kernel void with_math(global float *o) {\n"
                               "    size_t i = get_global_id(0);\n"
                               "    o[i] = sin((float)i * 0.25f);\n"
                               "}\n";

int main(int argc, char **argv)
{
    bool have_sleef = argc > 1 && !strcmp(argv[1], "--with-sleef");
    enum { N = 64 };
    float *o = api_alloc(N * sizeof *o);
    size_t g = N, sz = sizeof o;
    const void *args[] = {&o};
    oclc_program *p = oclc_program_create(with_math, strlen(with_math), "math.cl");
    oclc_status st = oclc_program_build(p, "-O2");
    const char *log = oclc_program_log(p);
    if (have_sleef) {
        CHECK(st == OCLC_SUCCESS, "build: %s: %s", oclc_status_string(st), log);
        st = oclc_program_enqueue(p, "with_math", 1, NULL, &g, NULL, 1, &sz, args);
        CHECK(st == OCLC_SUCCESS, "with_math: %s: %s", oclc_status_string(st), oclc_program_log(p));
        for (int i = 0; i < N; i++)
            CHECK(fabs(o[i] - sin(i * 0.25)) <= 1e-6, "sin(%g) = %.9g, libm %.9g", i * 0.25, o[i], sin(i * 0.25));
    } else {
        CHECK(st == OCLC_BUILD_ERROR, "the build without SLEEF returned %s", oclc_status_string(st));
        CHECK(strstr(log, "cannot load SLEEF") != NULL, "the log does not name SLEEF: %s", log);
        CHECK(strstr(log, "/nonexistent/libsleef.so.3") != NULL, "the log does not say what was tried: %s", log);
        st = oclc_program_enqueue(p, "with_math", 1, NULL, &g, NULL, 1, &sz, args);
        CHECK(st != OCLC_SUCCESS, "with_math ran though its build failed");
    }
    oclc_program_destroy(p);
    p = api_build(plain, "-O2");
    st = oclc_program_enqueue(p, "plain", 1, NULL, &g, NULL, 1, &sz, args);
    CHECK(st == OCLC_SUCCESS, "plain: %s: %s", oclc_status_string(st), oclc_program_log(p));
    CHECK(o[0] == 2.0f && o[N - 1] == 2.0f, "plain wrote %g %g", o[0], o[N - 1]);
    oclc_program_destroy(p);
    free(o);
    return test_summary();
}
