/*
 * 2,000 programs built, run once and destroyed, one after another: the
 * resident memory after the first 200 (when the allocator and LLVM's
 * one-time state have settled) and after the last must not differ by more
 * than 8 MiB, so a build that leaked even 5 KiB would fail.  Most builds
 * are -O0 to keep the test quick; every tenth is -O2, every fiftieth has a
 * build error, and every hundredth emits an object.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <malloc.h>

#include "api_test.h"

#if defined(__SANITIZE_ADDRESS__)
/* Under AddressSanitizer freed memory waits in a quarantine (256 MB by
 * default) before it is reused, so the resident set grows with what is
 * freed, not with what leaks; a small quarantine keeps the measurement
 * about leaks (LeakSanitizer checks them at exit as well). */
const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "quarantine_size_mb=1"; }
#endif

static long rss_kib(void)
{
    FILE *f = fopen("/proc/self/status", "r");
    char line[256];
    long kib = -1;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "VmRSS: %ld kB", &kib) == 1) break;
    if (f) fclose(f);
    return kib;
}

int main(void)
{
    enum { N = 2000, WARM = 200 };
    long rss_warm = 0;
    _Alignas(128) int32_t out[16];
    for (int i = 0; i < N; i++) {
        char src[512];
        int bad = i % 50 == 49;
        snprintf(src, sizeof src,
                 "constant int table[4] = {1, 2, 3, %d};\n"
                 "int helper(int x) { return x * %d + table[x & 3]; }\n"
                 "kernel void k(global int *o, int v) { o[get_global_id(0)] = helper(v) %s; }\n",
                 i, i % 7 + 1, bad ? "+ nope" : "");
        oclc_program *p = oclc_program_create(src, strlen(src), "gen.cl");
        oclc_status st = oclc_program_build(p, i % 10 == 9 ? "-O2" : "-O0");
        if (bad) {
            CHECK(st == OCLC_BUILD_ERROR && strstr(oclc_program_log(p), "'nope'"), "program %d: %s", i,
                  oclc_status_string(st));
        } else {
            CHECK(st == OCLC_SUCCESS, "program %d: %s %s", i, oclc_status_string(st), oclc_program_log(p));
            int32_t *op = out, v = i % 4;
            size_t g = 16;
            CHECK(oclc_program_enqueue(p, "k", 1, NULL, &g, NULL, 2, (size_t[]){8, 4}, (const void *[]){&op, &v}) ==
                      OCLC_SUCCESS,
                  "program %d enqueue", i);
            int32_t want = v * (i % 7 + 1) + (v == 3 ? i : v + 1);
            CHECK(out[15] == want, "program %d: %d, want %d", i, out[15], want);
            if (i % 100 == 0) {
                char *data;
                size_t len;
                CHECK(oclc_program_emit(p, OCLC_EMIT_OBJ, &data, &len) == OCLC_SUCCESS, "program %d emit", i);
                free(data);
            }
        }
        oclc_program_destroy(p);
        if (i + 1 == WARM) {
            malloc_trim(0);
            rss_warm = rss_kib();
        }
    }
    malloc_trim(0);
    long rss_end = rss_kib();
    printf("RSS after %d programs: %ld KiB; after %d: %ld KiB\n", WARM, rss_warm, N, rss_end);
    CHECK(rss_warm > 0 && rss_end - rss_warm < 8 * 1024, "memory grew by %ld KiB over %d programs", rss_end - rss_warm,
          N - WARM);
    return test_summary();
}
