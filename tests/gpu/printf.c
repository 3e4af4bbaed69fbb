/* printf on the GPU: a kernel's output is the CPU's, formatted on the host
 * from the records the GPU wrote (support/ptx_abi.h), printed when the
 * launch is done and sorted by global linear id, each work-item's calls in
 * the order they ran: vectors, %s of two literals, %c, %e, %#x, 64-bit integers, and the return values.
 * Then a launch whose output overflows the buffer: the calls that did not
 * fit return -1 and print nothing, the rest print whole; and a launch after
 * it prints in full again.  The same kernels run on the CPU first, so the
 * expected text (made here with the C library's snprintf) is checked
 * against both devices.  Output is captured with oclc_set_printf_callback. */
#include <stdint.h>

#include "gpu_test.h"

static const char *src =
    "kernel void talk(global int *r) {\n"
    "  size_t i = get_global_id(0);\n"
    "  float2 v = (float2)(0.5f, 1.5f) + (float)i;\n"
    "  r[2 * i] = printf(\"wi %d of %d: %.2v2hlf %s|%c|%5.1e|%#x|%s\\n\", (int)i, (int)get_global_size(0), v,\n"
    "                    \"ok\", 'A' + (int)(i % 26), (double)i * 1.5, (uint)i, \"hello\");\n"
    "  r[2 * i + 1] = printf(\"second %lu %ld\\n\", (ulong)i << 40, -(long)i);\n"
    "}\n"
    "kernel void flood(global int *r) {\n"
    "  size_t i = get_global_id(0);\n"
    "  r[i] = printf(\"flood %06lu ........................................................\\n\", (ulong)i);\n"
    "}\n";


typedef struct {
    char *data;
    size_t len, cap;
} Text;
static Text out;

static void capture(const char *text, size_t len, void *user)
{
    (void)user;
    if (out.len + len + 1 > out.cap) {
        out.cap = (out.len + len + 1) * 2;
        out.data = realloc(out.data, out.cap);
    }
    memcpy(out.data + out.len, text, len);
    out.len += len;
    out.data[out.len] = '\0';
}

static void append(Text *t, const char *s)
{
    size_t n = strlen(s);
    if (t->len + n + 1 > t->cap) {
        t->cap = (t->len + n + 1) * 2;
        t->data = realloc(t->data, t->cap);
    }
    memcpy(t->data + t->len, s, n + 1);
    t->len += n;
}

/* Runs `kernel` over n work-items in groups of 64 on `device`, its int
 * results into r; the output captured into `out`. */
static void launch(unsigned device, oclc_program *p, const char *kernel, size_t n, int *r, size_t rn)
{
    oclc_buffer *b = buffer_or_exit(device, rn * sizeof *r);
    void *host = device ? NULL : oclc_buffer_host_ptr(b);
    const void *args[] = {device ? (const void *)&b : (const void *)&host};
    size_t sizes[] = {device ? sizeof b : sizeof host};
    size_t l = 64;
    out.len = 0;
    if (out.data) out.data[0] = '\0';
    oclc_status st = oclc_program_enqueue(p, kernel, 1, NULL, &n, &l, 1, sizes, args);
    CHECK(st == OCLC_SUCCESS, "%s on device %u: %s %s", kernel, device, oclc_status_string(st), oclc_program_log(p));
    oclc_buffer_read(b, 0, rn * sizeof *r, r);
    oclc_buffer_destroy(b);
}

static void on(unsigned device)
{
    oclc_program *p = build_for(device, src, NULL);
    enum { N = 256, FLOOD = 1 << 15 };
    static int r[2 * N];
    launch(device, p, "talk", N, r, 2 * N);
    Text want = {0};
    char line[256];
    int bad = 0;
    for (int i = 0; i < N; i++) {
        snprintf(line, sizeof line, "wi %d of %d: %.2f,%.2f %s|%c|%5.1e|%#x|%s\n", i, N, 0.5 + i, 1.5 + i, "ok",
                 'A' + i % 26, i * 1.5, (unsigned)i, "hello");
        append(&want, line);
        snprintf(line, sizeof line, "second %llu %lld\n", (unsigned long long)i << 40, -(long long)i);
        append(&want, line);
        bad += r[2 * i] != 0 || r[2 * i + 1] != 0;
    }
    CHECK(bad == 0, "device %u: %d printf calls did not return 0", device, bad);
    CHECK(out.len == want.len && memcmp(out.data, want.data, want.len) == 0,
          "device %u: the output (%zu bytes) is not the expected (%zu bytes); it begins\n%.300s", device, out.len,
          want.len, out.data ? out.data : "");

    /* More than the 1 MiB buffer: some calls fail, the rest print whole. */
    static int fr[FLOOD];
    launch(device, p, "flood", FLOOD, fr, FLOOD);
    int ok = 0, failed = 0, other = 0;
    for (int i = 0; i < FLOOD; i++) ok += fr[i] == 0, failed += fr[i] == -1, other += fr[i] != 0 && fr[i] != -1;
    CHECK(ok > 0 && failed > 0 && other == 0, "device %u: flood: %d printed, %d failed, %d other", device, ok, failed,
          other);
    Text fwant = {0};
    for (int i = 0; i < FLOOD; i++)
        if (fr[i] == 0) {
            snprintf(line, sizeof line, "flood %06d ........................................................\n", i);
            append(&fwant, line);
        }
    CHECK(out.len == fwant.len && memcmp(out.data, fwant.data, fwant.len) == 0,
          "device %u: flood: %zu bytes printed, the %d successful calls' text is %zu bytes", device, out.len, ok,
          fwant.len);
    printf("device %u: flood: %d calls printed, %d returned -1\n", device, ok, failed);

    /* The buffer is whole again for the next launch. */
    launch(device, p, "talk", N, r, 2 * N);
    CHECK(out.len == want.len && memcmp(out.data, want.data, want.len) == 0, "device %u: talk after flood differs",
          device);
    free(want.data);
    free(fwant.data);
    oclc_program_destroy(p);
}

int main(void)
{
    oclc_set_printf_callback(capture, NULL);
    on(0); /* the CPU: the same text */
    unsigned gpu = gpu_or_skip("gpu-printf");
    on(gpu);
    return finish("gpu-printf");
}
