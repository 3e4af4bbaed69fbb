/*
 * printf through the API (runtime/printf.c, codegen/cg_printf.c): what a
 * kernel prints, in the order oclc documents, through the callback or on
 * stdout, with the buffer limit honoured, from the JIT and from an object
 * compiled with `oclc -c`.
 *
 *   - every conversion with flags, width and precision, scalars of each
 *     integer type with each length, vectors of each width: the expected
 *     text is written out here, or built with the C library's snprintf
 *     from C values and the C form of the format (vector lanes joined by
 *     ',' here);
 *   - the output of a 4-thread NDRange of many groups comes sorted by
 *     global linear id, each work-item's calls in order, one callback per
 *     call; printf returns 0;
 *   - past OCLC_PRINTF_BUFFER_SIZE bytes a call prints nothing and
 *     returns -1, and every later one of the enqueue too; what was kept is
 *     whole calls;
 *   - without a callback the output is on stdout when the enqueue returns
 *     (the second RUN line's FileCheck reads it).
 *
 * RUN: %oclc -c %S/Inputs/aot-printf.cl -o %t.printf.o
 * RUN: %api-cc %s %t.printf.o -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: %t stdout | FileCheck %s --check-prefix=OUT
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 * OUT: stdout: before
 * OUT-NEXT: out 0 1.50
 * OUT-NEXT: out 1 1.50
 * OUT-NEXT: out 2 1.50
 * OUT-NEXT: stdout: after
 * OUT-NEXT: aot 10: 0,0
 * OUT-NEXT: aot 11: 1,-1
 * OUT-NEXT: aot 12: 2,-2
 * OUT-NEXT: checks: {{[0-9]+}} passed, 0 failed
 */
#include <math.h>
#include <stdarg.h>

#include "api_test.h"

OCLC_DECLARE_KERNEL(aot_print);

/* What the callback received: the calls' texts, concatenated, and how many calls. */
static struct {
    char *text;
    size_t len, cap, calls;
} got;

static void capture(const char *text, size_t len, void *user)
{
    CHECK(user == &got, "callback's user pointer");
    if (got.len + len + 1 > got.cap) {
        got.cap = (got.len + len + 1) * 2;
        got.text = realloc(got.text, got.cap);
    }
    memcpy(got.text + got.len, text, len);
    got.len += len;
    got.text[got.len] = '\0';
    got.calls++;
}

static void reset(void)
{
    got.len = got.calls = 0;
    if (got.text) got.text[0] = '\0';
}

static oclc_status run(oclc_program *p, const char *k, size_t global, size_t local, void *buf)
{
    const void *vals[1] = {&buf};
    size_t sizes[1] = {sizeof buf};
    return oclc_program_enqueue(p, k, 1, NULL, &global, local ? &local : NULL, buf ? 1 : 0, sizes, vals);
}

/* One kernel per case: it prints `call` once; the expected text is `want`. */
typedef struct Case {
    const char *call; /* the printf arguments, after "printf(" */
    const char *want;
} Case;

static char *cfmt(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *cfmt(const char *fmt, ...)
{
    static char bufs[64][256];
    static int k;
    char *b = bufs[k++ & 63];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(b, 256, fmt, ap);
    va_end(ap);
    return b;
}

static void test_conversions(void)
{
    long long L = -1234567890123LL;
    Case cases[] = {
        /* the specification's examples */
        {"\"f4 = %2.2v4hlf\\n\", (float4)(1.0f, 2.0f, 3.0f, 4.0f)", "f4 = 1.00,2.00,3.00,4.00\n"},
        {"\"uc = %#v4hhx\\n\", (uchar4)(0xFA, 0xFB, 0xFC, 0xFD)", "uc = 0xfa,0xfb,0xfc,0xfd\n"},
        {"\"%s\\n\", \"this is a test string\\n\"", "this is a test string\n\n"},
        /* integers: each length truncates to its type */
        {"\"%d %i %+d % d %05d %-5d| %.3d\", 42, -7, 3, 3, -42, 9, 7", "42 -7 +3  3 -0042 9    | 007"},
        {"\"%hhd %hhu %hd %hu\", 300, 300, 70000, 70000", "44 44 4464 4464"},
        {"\"%ld %lu %lx\", -1234567890123L, 18446744073709551615UL, 0x123456789abcUL", NULL},
        {"\"%o %#o %x %#X %u\", 8u, 8u, 255u, 255u, 4294967295u", "10 010 ff 0XFF 4294967295"},
        {"\"%c%c%c\", 'o', 'k', 256 + '!'", "ok!"},
        /* floating point: float is printed as the double it is */
        {"\"%f %.2f %e %.3E %g %G %10.4f|%-10.1f|\", 1.5f, -2.345, 12345.678, 0.000123, 1e-5, 1e20, 3.14159265, 2.5",
         NULL},
        {"\"%a %A %.1a %a\", 1.0f, 0.5, 1.75, 0x1.fffffep+127f", NULL},
        {"\"%f %f %e\", 1.0f / 0.0f, -1.0f / 0.0f, 0.0f / 0.0f", NULL},
        {"\"%#.0f %#g\", 3.0, 2.0", "3. 2.00000"},
        /* vectors of every width and element size */
        {"\"%v2hld|%v3hd|%v8hhu|%v16hhx\", (int2)(-1, 2), (short3)(-3, 4, 5), (uchar8)(1, 2, 3, 4, 5, 6, 7, 255), "
         "(uchar16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)",
         "-1,2|-3,4,5|1,2,3,4,5,6,7,255|0,1,2,3,4,5,6,7,8,9,a,b,c,d,e,f"},
        {"\"%v4ld %#v2lx\", (long4)(-9223372036854775807L - 1, 0, 1, 9223372036854775807L), (ulong2)(1, "
         "0xffffffffffffffffUL)",
         "-9223372036854775808,0,1,9223372036854775807 0x1,0xffffffffffffffff"},
        {"\"%v2lf %v4hle %v3hlg\", (double2)(0.25, -1.0), (float4)(1.0f, 2.0f, 3.0f, 4.0f), (float3)(1e-10f, 2.0f, "
         "3.5f)",
         NULL},
        {"\"%%%s%% %5s|%-5s|%.2s\", \"lit\", \"ab\", \"ab\", \"abcdef\"", "%lit%    ab|ab   |ab"},
        {"\"no conversion\"", "no conversion"},
    };
    /* The C library's text for the cases without one written out. */
    cases[5].want = cfmt("%lld %llu %llx", L, 18446744073709551615ULL, 0x123456789abcULL);
    cases[8].want =
        cfmt("%f %.2f %e %.3E %g %G %10.4f|%-10.1f|", 1.5, -2.345, 12345.678, 0.000123, 1e-5, 1e20, 3.14159265, 2.5);
    cases[9].want = cfmt("%a %A %.1a %a", 1.0, 0.5, 1.75, (double)0x1.fffffep+127f);
    cases[10].want = cfmt("%f %f %e", (double)INFINITY, (double)-INFINITY, (double)NAN);
    cases[14].want = cfmt("%f,%f %e,%e,%e,%e %g,%g,%g", 0.25, -1.0, 1.0, 2.0, 3.0, 4.0, (double)1e-10f, 2.0, 3.5);
    size_t n = sizeof cases / sizeof *cases;
    char *src = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&src, &len);
    for (size_t i = 0; i < n; i++)
        fprintf(f, "kernel void c%zu(global int *r) { r[0] = printf(%s); }\n", i, cases[i].call);
    fclose(f);
    oclc_program *p = api_build(src, "-cl-std=CL3.0");
    free(src);
    int *r = api_alloc(64);
    for (size_t i = 0; i < n; i++) {
        char k[16];
        snprintf(k, sizeof k, "c%zu", i);
        reset();
        r[0] = 99;
        oclc_status s = run(p, k, 1, 1, r);
        CHECK(s == OCLC_SUCCESS, "%s: %s", k, oclc_program_log(p));
        CHECK(got.calls == 1 && got.text && strcmp(got.text, cases[i].want) == 0 && r[0] == 0,
              "printf(%s)\n  printed '%s' (%zu calls, returned %d)\n  want    '%s'", cases[i].call,
              got.text ? got.text : "", got.calls, r[0], cases[i].want);
    }
    free(r);
    oclc_program_destroy(p);
}

/* Many groups on 4 threads: sorted by global linear id, each item's calls
 * in order. */
static void test_order(void)
{
    const char *src = "kernel void k(global int *r) {\n"
                      "  size_t i = get_global_id(0);\n"
                      "  int a = printf(\"item %d first\\n\", (int)i);\n"
                      "  for (int j = 0; j < (int)(i % 3); j++) a |= printf(\"item %d loop %d\\n\", (int)i, j);\n"
                      "  r[i] = a | printf(\"item %d last\\n\", (int)i);\n"
                      "}\n"
                      "kernel void b(global int *r) {\n"
                      "  size_t i = get_global_id(0);\n"
                      "  printf(\"b %d\\n\", (int)i);\n"
                      "  barrier(CLK_LOCAL_MEM_FENCE);\n"
                      "  r[i] = printf(\"b %d after\\n\", (int)i);\n"
                      "}\n";
    oclc_program *p = api_build(src, NULL);
    enum { N = 1000 };
    int *r = api_alloc(N * sizeof(int));
    char *want = malloc(N * 64), *w = want;
    size_t calls = 0;
    for (int i = 0; i < N; i++) {
        w += sprintf(w, "item %d first\n", i);
        for (int j = 0; j < i % 3; j++) w += sprintf(w, "item %d loop %d\n", i, j);
        w += sprintf(w, "item %d last\n", i);
        calls += 2 + (size_t)(i % 3);
    }
    oclc_set_num_threads(4);
    static const size_t locals[] = {0, 1, 7, 64};
    for (size_t li = 0; li < sizeof locals / sizeof *locals; li++) {
        reset();
        memset(r, 0x55, N * sizeof(int));
        oclc_status s = run(p, "k", N, locals[li], r);
        CHECK(s == OCLC_SUCCESS, "order: %s", oclc_program_log(p));
        CHECK(got.calls == calls && got.text && strcmp(got.text, want) == 0, "order, local %zu: %zu calls, text %s",
              locals[li], got.calls, got.len < 300 ? got.text : "(long)");
        int ok = 1;
        for (int i = 0; i < N; i++) ok &= r[i] == 0;
        CHECK(ok, "printf returned non-zero");
    }
    /* With barriers (fibers): an item's lines around the barrier stay in order. */
    w = want;
    for (int i = 0; i < 100; i++) w += sprintf(w, "b %d\nb %d after\n", i, i);
    reset();
    CHECK(run(p, "b", 100, 10, r) == OCLC_SUCCESS, "barrier: %s", oclc_program_log(p));
    CHECK(got.calls == 200 && strcmp(got.text, want) == 0, "barrier order: %s", got.len < 300 ? got.text : "(long)");
    oclc_set_num_threads(0);
    free(want);
    free(r);
    oclc_program_destroy(p);
}

/* More than the buffer holds: whole calls up to the limit, -1 after. */
static void test_full(void)
{
    const char *src =
        "kernel void k(global int *r) {\n"
        "  size_t i = get_global_id(0);\n"
        "  r[i] = printf(\"%06d %s\\n\", (int)i,\n"
        "    \"0123456789012345678901234567890123456789012345678901234567890123456789012345678901234\");\n"
        "}\n";
    oclc_program *p = api_build(src, NULL);
    enum { N = 20000, LINE = 93 }; /* 20000 * 93 bytes > 1 MiB */
    int *r = api_alloc(N * sizeof(int));
    reset();
    CHECK(run(p, "k", N, 0, r) == OCLC_SUCCESS, "full: %s", oclc_program_log(p));
    size_t ok = 0, failed = 0;
    for (int i = 0; i < N; i++) {
        ok += r[i] == 0;
        failed += r[i] == -1;
    }
    CHECK(ok + failed == N && failed > 0, "returns: %zu ok, %zu failed", ok, failed);
    CHECK(ok == OCLC_PRINTF_BUFFER_SIZE / LINE, "%zu calls fit, want %zu", ok,
          (size_t)(OCLC_PRINTF_BUFFER_SIZE / LINE));
    CHECK(got.calls == ok && got.len == ok * LINE && got.len <= OCLC_PRINTF_BUFFER_SIZE, "kept %zu calls, %zu bytes",
          got.calls, got.len);
    /* The kept lines are those of the items whose call returned 0, sorted. */
    const char *t = got.text;
    int sorted = 1, last = -1;
    for (size_t k = 0; k < got.calls && sorted; k++, t += LINE) {
        int id = atoi(t);
        sorted = id > last && r[id] == 0 && t[LINE - 1] == '\n';
        last = id;
    }
    CHECK(sorted, "kept calls whole, sorted, and those that returned 0");
    /* The next enqueue has the whole buffer again. */
    reset();
    size_t one = 1;
    CHECK(run(p, "k", one, 1, r) == OCLC_SUCCESS && r[0] == 0 && got.len == LINE, "next enqueue: %d, %zu bytes", r[0],
          got.len);
    free(r);
    oclc_program_destroy(p);
}

static void test_aot(void)
{
    int r[3] = {9, 9, 9};
    void *rp = r;
    int base = 10;
    const void *vals[2] = {&rp, &base};
    size_t sizes[2] = {sizeof rp, sizeof base}, global = 3;
    oclc_status s = oclc_enqueue_aot(&OCLC_KERNEL(aot_print), 1, NULL, &global, NULL, 2, sizes, vals);
    CHECK(s == OCLC_SUCCESS, "aot: %s", oclc_aot_error());
    CHECK(r[0] == 0 && r[1] == 0 && r[2] == 0, "aot returned %d %d %d", r[0], r[1], r[2]);
}

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "stdout") == 0) {
        /* Without a callback: stdout, complete when the enqueue returns. */
        oclc_program *p =
            api_build("kernel void k(void) { printf(\"out %d %.2f\\n\", (int)get_global_id(0), 1.5f); }", NULL);
        printf("stdout: before\n");
        fflush(stdout);
        CHECK(run(p, "k", 3, 1, NULL) == OCLC_SUCCESS, "stdout: %s", oclc_program_log(p));
        printf("stdout: after\n");
        fflush(stdout);
        test_aot();
        oclc_program_destroy(p);
        return test_summary();
    }
    oclc_set_printf_callback(capture, &got);
    test_conversions();
    test_order();
    test_full();
    reset();
    test_aot();
    CHECK(got.text && strcmp(got.text, "aot 10: 0,0\naot 11: 1,-1\naot 12: 2,-2\n") == 0, "aot printed '%s'",
          got.text ? got.text : "");
    oclc_set_printf_callback(NULL, NULL);
    return test_summary();
}
