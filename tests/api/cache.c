/*
 * The persistent program cache (runtime/cache.c, docs/embedding.md): a
 * build found in it is loaded instead of compiled, in another process too,
 * with the same log, diagnostics and results; everything the build depends
 * on is in the key (a change misses); processes may fill it at once; it
 * stays under its bound, the least recently used entries going first; a
 * damaged entry is never loaded, and is replaced.  Each RUN line is one
 * process; the cache directories are this test's own.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: rm -rf %t.dir %t.small %t.hdr && mkdir -p %t.hdr
 * First a miss, then hits in new processes:
 * RUN: env OCLC_CACHE_DIR=%t.dir %t build 0 | FileCheck %s --check-prefix=MISS
 * RUN: env OCLC_CACHE_DIR=%t.dir %t build 1 | FileCheck %s --check-prefix=HIT
 * RUN: env OCLC_CACHE_DIR=%t.dir %t build 1 | FileCheck %s --check-prefix=HIT
 * What must miss, and what may not:
 * RUN: env OCLC_CACHE_DIR=%t.dir %t keys %t.hdr | FileCheck %s
 * Damaged entries:
 * RUN: rm -rf %t.dmg && env OCLC_CACHE_DIR=%t.dmg %t damage %t.dmg | FileCheck %s
 * Many processes at once, on an empty cache and on the same programs:
 * RUN: rm -rf %t.dir && env OCLC_CACHE_DIR=%t.dir %t concurrent %t | FileCheck %s
 * The bound, least recently used first:
 * RUN: rm -rf %t.small && env OCLC_CACHE_DIR=%t.small OCLC_CACHE_MAX=40K %t evict %t.small | FileCheck %s
 * Off:
 * RUN: rm -rf %t.off && env OCLC_CACHE=0 OCLC_CACHE_DIR=%t.off %t build 0 | FileCheck %s --check-prefix=MISS
 * RUN: env OCLC_CACHE=0 OCLC_CACHE_DIR=%t.off %t build 0 | FileCheck %s --check-prefix=MISS
 * RUN: test ! -e %t.off
 *
 * MISS: checks: {{[0-9]+}} passed, 0 failed
 * HIT: checks: {{[0-9]+}} passed, 0 failed
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <dirent.h>
#include <sched.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "api_test.h"

/* Two kernels and a warning (an unused variable), so that the log and
 * the diagnostics have something to reproduce. */
static const char *const SRC = "kernel void scale(global int *out, int k) {\n"
                               "  int unused = 3;\n"
                               "  out[get_global_id(0)] = (int)get_global_id(0) * k + BIAS;\n"
                               "}\n"
                               "kernel void fill(global int *out, int v) { out[get_global_id(0)] = v; }\n";

/* Builds src with opts; returns the program (checked: built, kernels run
 * right with BIAS = bias); *cached says whether it came from the cache. */
static oclc_program *build(const char *src, const char *name, const char *opts, int bias, int *cached)
{
    oclc_program *p = oclc_program_create(src, strlen(src), name);
    oclc_status st = oclc_program_build(p, opts);
    CHECK(st == OCLC_SUCCESS, "build (%s): %s\n%s", opts, oclc_status_string(st), oclc_program_log(p));
    *cached = oclc_program_from_cache(p);
    int32_t out[64], *outp = out;
    size_t n = 64;
    int k = 5;
    const void *args[2] = {&outp, &k};
    st = oclc_program_enqueue(p, "scale", 1, NULL, &n, NULL, 2, (size_t[]){8, 4}, args);
    CHECK(st == OCLC_SUCCESS, "enqueue: %s", oclc_program_log(p));
    for (int i = 0; i < 64; i++) CHECK(out[i] == i * 5 + bias, "scale[%d] = %d (bias %d)", i, out[i], bias);
    CHECK(oclc_program_num_kernels(p) == 2, "kernels: %zu", oclc_program_num_kernels(p));
    return p;
}

/* The diagnostics of a build, as text to compare. */
static void describe(oclc_program *p, char *buf, size_t size)
{
    size_t off = (size_t)snprintf(buf, size, "log[%s] json[%s]", oclc_program_log(p), oclc_program_log_json(p));
    for (size_t i = 0; i < oclc_program_num_diagnostics(p) && off < size; i++) {
        oclc_diagnostic d;
        oclc_program_diagnostic(p, i, &d);
        off += (size_t)snprintf(buf + off, size - off, " {%d %s %s:%u:%u %s %d}", (int)d.severity, d.message, d.file,
                                d.line, d.column, d.option, d.parent);
    }
}

/* What the first build of SRC said, to compare a hit with. */
static const char *const EXPECTED_LOG = "cache.cl:2:7: warning: unused variable 'unused' [-Wunused-variable]";

static int mode_build(int want_cached)
{
    /* The miss on the first CPU, the hits on the last: the key is the
     * CPU model's, not the core's (CPUID tells cores apart). */
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(want_cached ? (int)sysconf(_SC_NPROCESSORS_ONLN) - 1 : 0, &set);
    sched_setaffinity(0, sizeof set, &set);
    int cached;
    oclc_program *p = build(SRC, "cache.cl", "-DBIAS=7 -Wall", 7, &cached);
    CHECK(cached == want_cached, "from the cache: %d, expected %d", cached, want_cached);
    CHECK(strstr(oclc_program_log(p), EXPECTED_LOG) != NULL, "log: %s", oclc_program_log(p));
    char text[4096];
    describe(p, text, sizeof text);
    /* The same diagnostics, field by field, on a miss and on a hit. */
    CHECK(oclc_program_num_diagnostics(p) == 1, "%s", text);
    oclc_diagnostic d;
    if (oclc_program_diagnostic(p, 0, &d) == OCLC_SUCCESS)
        CHECK(d.severity == OCLC_WARNING && d.line == 2 && d.column == 7 && !strcmp(d.file, "cache.cl") &&
                  !strcmp(d.option, "-Wunused-variable") && d.parent == -1 &&
                  !strcmp(d.message, "unused variable 'unused'"),
              "%s", text);
    CHECK(strstr(oclc_program_log_json(p), "unused variable") != NULL, "%s", text);
    /* What a program from the cache does not have is made again. */
    char *data = NULL;
    size_t len = 0;
    CHECK(oclc_program_emit(p, OCLC_EMIT_LLVM_IR, &data, &len) == OCLC_SUCCESS && strstr(data, "@__oclc_wg_scale"),
          "emit after a build (cached %d)", cached);
    free(data);
    CHECK(oclc_program_binary(p, &data, &len) == OCLC_SUCCESS && len > 0, "binary after a build (cached %d)", cached);
    free(data);
    oclc_program_destroy(p);
    return test_summary();
}

/* Each change of what a build depends on misses, and builds right; the
 * same build again hits. */
static int mode_keys(const char *hdr_dir)
{
    int cached;
    oclc_program *p = build(SRC, "cache.cl", "-DBIAS=7 -Wall", 7, &cached);
    CHECK(cached, "the build of the first run");
    oclc_program_destroy(p);
    static const struct {
        const char *name, *opts;
        int bias;
    } miss[] = {
        {"cache.cl", "-DBIAS=8 -Wall", 8},     /* a macro */
        {"cache.cl", "-DBIAS=7", 7},           /* a warning option */
        {"cache.cl", "-DBIAS=7 -Wall -O1", 7}, /* the optimization level */
        {"cache.cl", "-DBIAS=7 -Wall -O0", 7},
        {"cache.cl", "-DBIAS=7  -Wall", 7},    /* the options as written */
        {"other.cl", "-DBIAS=7 -Wall", 7},     /* the name diagnostics give the file */
        {"cache.cl", "-DBIAS=7 -Wall -cl-std=CL1.2", 7},
        {"cache.cl", "-DBIAS=7 -Wall -cl-fast-relaxed-math", 7},
    };
    for (size_t i = 0; i < sizeof miss / sizeof *miss; i++) {
        p = build(SRC, miss[i].name, miss[i].opts, miss[i].bias, &cached);
        CHECK(!cached, "'%s' %s: a hit", miss[i].name, miss[i].opts);
        oclc_program_destroy(p);
        p = build(SRC, miss[i].name, miss[i].opts, miss[i].bias, &cached);
        CHECK(cached, "'%s' %s again: a miss", miss[i].name, miss[i].opts);
        oclc_program_destroy(p);
    }
    /* The source: one character. */
    char *src2 = strdup(SRC);
    *strstr(src2, "* k") = '+';
    oclc_program *q = oclc_program_create(src2, strlen(src2), "cache.cl");
    CHECK(oclc_program_build(q, "-DBIAS=7 -Wall") == OCLC_SUCCESS && !oclc_program_from_cache(q), "changed source");
    oclc_program_destroy(q);
    free(src2);
    /* The options dialect (OpenCL's -cl-std default). */
    q = oclc_program_create(SRC, strlen(SRC), "cache.cl");
    oclc_program_set_options_dialect(q, OCLC_OPTIONS_OPENCL);
    CHECK(oclc_program_build(q, "-DBIAS=7 -Wall") == OCLC_SUCCESS && !oclc_program_from_cache(q), "dialect");
    oclc_program_destroy(q);
    /* A header the source includes: by content, not by name. */
    char path[4096], opts[4200];
    snprintf(path, sizeof path, "%s/bias.h", hdr_dir);
    snprintf(opts, sizeof opts, "-I%s", hdr_dir);
    static const char inc_src[] = "#include \"bias.h\"\n"
                                  "kernel void scale(global int *out, int k) { out[get_global_id(0)] = "
                                  "(int)get_global_id(0) * k + BIAS; }\n"
                                  "kernel void fill(global int *out, int v) { out[get_global_id(0)] = v; }\n";
    for (int round = 0; round < 3; round++) {
        FILE *f = fopen(path, "w");
        fprintf(f, "#define BIAS %d\n", round == 2 ? 11 : 10);
        fclose(f);
        for (int again = 0; again < 2; again++) {
            p = build(inc_src, "inc.cl", opts, round == 2 ? 11 : 10, &cached);
            /* round 0: a miss, then a hit; round 1 (same content written
             * again): hits; round 2 (new content): a miss, then a hit. */
            CHECK(cached == (again || round == 1), "header round %d, build %d: cached %d", round, again, cached);
            oclc_program_destroy(p);
        }
    }
    /* A header that is gone: the entry is stale, and the build says why. */
    unlink(path);
    q = oclc_program_create(inc_src, strlen(inc_src), "inc.cl");
    CHECK(oclc_program_build(q, opts) == OCLC_BUILD_ERROR && !oclc_program_from_cache(q) &&
              strstr(oclc_program_log(q), "'bias.h' file not found"),
          "header removed: %s", oclc_program_log(q));
    oclc_program_destroy(q);
    /* A failed build is not cached: its errors come back. */
    for (int i = 0; i < 2; i++) {
        q = oclc_program_create("kernel void k() { x; }", 22, "bad.cl");
        CHECK(oclc_program_build(q, NULL) == OCLC_BUILD_ERROR && !oclc_program_from_cache(q) &&
                  strstr(oclc_program_log(q), "use of undeclared identifier 'x'"),
              "bad program, build %d", i);
        oclc_program_destroy(q);
    }
    return test_summary();
}

/* The entry files of a cache directory (the only ones a build of SRC
 * with these options made, when called right after it). */
static int entries(const char *dir, char names[][512], int max)
{
    int n = 0;
    DIR *d = opendir(dir);
    if (!d) return 0;
    for (struct dirent *de; (de = readdir(d));)
        if (strstr(de->d_name, ".oclc") && !strstr(de->d_name, ".tmp") && n < max)
            snprintf(names[n++], 512, "%s/%s", dir, de->d_name);
    closedir(d);
    return n;
}

static long file_size(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 ? (long)st.st_size : -1;
}

static void corrupt(const char *path, int how, const char *other)
{
    long size = file_size(path);
    switch (how) {
    case 0: truncate(path, size / 2); break; /* cut short */
    case 1: truncate(path, 10); break;       /* shorter than a header */
    case 2: {                                /* one byte of the object code */
        int fd = open(path, O_RDWR);
        unsigned char c;
        pread(fd, &c, 1, size / 3);
        c ^= 0x40;
        pwrite(fd, &c, 1, size / 3);
        close(fd);
        break;
    }
    case 3: { /* another entry's bytes under this name (another key) */
        FILE *in = fopen(other, "rb"), *out = fopen(path, "wb");
        int c;
        while ((c = fgetc(in)) != EOF) fputc(c, out);
        fclose(in);
        fclose(out);
        break;
    }
    case 4: { /* the checksum */
        int fd = open(path, O_RDWR);
        unsigned char c;
        pread(fd, &c, 1, 56);
        c ^= 1;
        pwrite(fd, &c, 1, 56);
        close(fd);
        break;
    }
    case 5: { /* garbage appended */
        FILE *f = fopen(path, "ab");
        fputs("trailing bytes", f);
        fclose(f);
        break;
    }
    }
}

/* In an empty directory: the entry of one build, damaged in each way in
 * turn, is not loaded, and the build that finds it so replaces it. */
static int mode_damage(const char *dir)
{
    int cached;
    char names[8][512], victim[512], other[512];
    oclc_program_destroy(build(SRC, "cache.cl", "-DBIAS=7 -Wall", 7, &cached));
    CHECK(entries(dir, names, 8) == 1, "one entry after one build");
    snprintf(victim, sizeof victim, "%s", names[0]);
    oclc_program_destroy(build(SRC, "cache.cl", "-DBIAS=9", 9, &cached));
    int n = entries(dir, names, 8);
    CHECK(n == 2, "two entries after two builds");
    snprintf(other, sizeof other, "%s", strcmp(names[0], victim) ? names[0] : names[1]);
    for (int how = 0; how < 6; how++) {
        oclc_program *p = build(SRC, "cache.cl", "-DBIAS=7 -Wall", 7, &cached);
        CHECK(cached, "before damage %d: a miss", how);
        oclc_program_destroy(p);
        corrupt(victim, how, other);
        p = build(SRC, "cache.cl", "-DBIAS=7 -Wall", 7, &cached);
        CHECK(!cached, "damage %d: the damaged entry was loaded", how);
        CHECK(strstr(oclc_program_log(p), EXPECTED_LOG) != NULL, "damage %d: log %s", how, oclc_program_log(p));
        oclc_program_destroy(p);
        /* Replaced: the next build hits. */
        p = build(SRC, "cache.cl", "-DBIAS=7 -Wall", 7, &cached);
        CHECK(cached, "damage %d: the entry was not replaced", how);
        oclc_program_destroy(p);
    }
    return test_summary();
}

/* Children that build the same four programs at once, each in its own
 * process, on an empty cache; then every entry is whole (a hit each). */
static int mode_concurrent(const char *self)
{
    enum { CHILDREN = 6 };
    pid_t kids[CHILDREN];
    for (int i = 0; i < CHILDREN; i++) {
        kids[i] = fork();
        if (kids[i] == 0) {
            execl(self, self, "child", (char *)NULL);
            _exit(127);
        }
    }
    for (int i = 0; i < CHILDREN; i++) {
        int status = 0;
        waitpid(kids[i], &status, 0);
        CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0, "child %d: status %d", i, status);
    }
    for (int bias = 0; bias < 4; bias++) {
        char opts[64];
        snprintf(opts, sizeof opts, "-DBIAS=%d", bias);
        int cached;
        oclc_program *p = build(SRC, "cache.cl", opts, bias, &cached);
        CHECK(cached, "program %d: not in the cache after the children", bias);
        oclc_program_destroy(p);
    }
    return test_summary();
}

static int mode_child(void)
{
    for (int round = 0; round < 3; round++)
        for (int bias = 0; bias < 4; bias++) {
            char opts[64];
            snprintf(opts, sizeof opts, "-DBIAS=%d", (bias + (int)getpid()) % 4);
            int cached;
            oclc_program_destroy(build(SRC, "cache.cl", opts, (bias + (int)getpid()) % 4, &cached));
        }
    return test_failures != 0;
}

/* With a bound of 40K, entries of a few K each: the total stays under it,
 * and an entry used recently outlives older ones. */
static int mode_evict(const char *dir)
{
    char names[256][512];
    int cached;
    oclc_program_destroy(build(SRC, "cache.cl", "-DBIAS=100", 100, &cached));
    long one = 0;
    int n = entries(dir, names, 256);
    if (n == 1) one = file_size(names[0]);
    CHECK(one > 1000 && one < 20000, "an entry of %ld bytes", one);
    for (int bias = 101; bias < 140; bias++) {
        char opts[64];
        snprintf(opts, sizeof opts, "-DBIAS=%d", bias);
        oclc_program_destroy(build(SRC, "cache.cl", opts, bias, &cached));
        CHECK(!cached, "program %d was cached before", bias);
        /* The first program, used after every build: never the oldest. */
        oclc_program_destroy(build(SRC, "cache.cl", "-DBIAS=100", 100, &cached));
        CHECK(cached, "the recently used program was evicted (after %d)", bias);
        long total = 0;
        n = entries(dir, names, 256);
        for (int i = 0; i < n; i++) total += file_size(names[i]);
        CHECK(total <= 40 * 1024, "after %d: %d entries, %ld bytes", bias, n, total);
    }
    /* Those not used since went. */
    oclc_program_destroy(build(SRC, "cache.cl", "-DBIAS=101", 101, &cached));
    CHECK(!cached, "the oldest program is still cached");
    return test_summary();
}

int main(int argc, char **argv)
{
    if (argc >= 3 && !strcmp(argv[1], "build")) return mode_build(atoi(argv[2]));
    if (argc >= 3 && !strcmp(argv[1], "keys")) return mode_keys(argv[2]);
    if (argc >= 3 && !strcmp(argv[1], "damage")) return mode_damage(argv[2]);
    if (argc >= 3 && !strcmp(argv[1], "concurrent")) return mode_concurrent(argv[2]);
    if (argc >= 2 && !strcmp(argv[1], "child")) return mode_child();
    if (argc >= 3 && !strcmp(argv[1], "evict")) return mode_evict(argv[2]);
    printf("FAIL: usage\n");
    return 1;
}
