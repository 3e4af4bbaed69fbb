/*
 * The device and buffer API where it runs in CI: the CPU as device 0, and
 * with or without GPUs, host buffers (device 0) written, read, copied and
 * filled against bytes kept here, a CPU kernel on a buffer's host memory,
 * and the errors every caller may meet (a device that is not there,
 * ranges outside a buffer, a destroyed buffer, odd fill patterns, a
 * program's device past the last); views of a buffer
 * (oclc_buffer_create_sub) sharing its bytes; each device's feature and
 * extension lists.  tests/gpu/ has the GPU's side.
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "api_test.h"

static void devices(void)
{
    unsigned n = oclc_num_devices();
    CHECK(n >= 1, "%u devices", n);
    oclc_device_desc d;
    CHECK(oclc_device_info(0, &d) == OCLC_SUCCESS, "device 0");
    CHECK(d.type == OCLC_DEVICE_CPU && d.name && d.name[0] && d.compute_units >= 1 && d.max_work_group_size >= 1024 &&
              d.compute_capability == 0,
          "device 0 is the CPU: %d %s %u", d.type, d.name, d.compute_units);
    CHECK(oclc_device_info(n, &d) == OCLC_NOT_FOUND, "no device %u", n);
    CHECK(oclc_device_info(0, NULL) == OCLC_INVALID_ARGUMENT, "NULL out");
    /* Where there is no GPU, the reason; where there is one, none. */
    CHECK((n == 1) == (oclc_gpu_unavailable() != NULL), "%u devices, unavailable: %s", n,
          oclc_gpu_unavailable() ? oclc_gpu_unavailable() : "(NULL)");
    if (n > 1) CHECK(oclc_device_info(1, &d) == OCLC_SUCCESS && d.type == OCLC_DEVICE_GPU, "device 1 is a GPU");
}

static void host_buffers(void)
{
    enum { N = 100000 };
    unsigned char *want = malloc(N), *got = malloc(N);
    for (size_t i = 0; i < N; i++) want[i] = (unsigned char)(i * 31 + 7);
    oclc_status st;
    oclc_buffer *a = oclc_buffer_create(0, N, &st), *b = oclc_buffer_create(0, N, NULL);
    CHECK(a && b && st == OCLC_SUCCESS, "create: %s", oclc_buffer_error());
    CHECK(oclc_buffer_size(a) == N && oclc_buffer_device(a) == 0 && oclc_buffer_device_ptr(a) == 0, "queries");
    CHECK(((uintptr_t)oclc_buffer_host_ptr(a) & 127) == 0, "host memory 128-byte aligned");
    CHECK(oclc_buffer_write(a, 0, N, want) == OCLC_SUCCESS, "write");
    CHECK(oclc_buffer_read(a, 0, N, got) == OCLC_SUCCESS && !memcmp(got, want, N), "read back");
    CHECK(!memcmp(oclc_buffer_host_ptr(a), want, N), "the host memory is the buffer");
    oclc_buffer_fill(b, "\0", 1, 0, N);
    CHECK(oclc_buffer_copy(b, 10, a, 20, 1000) == OCLC_SUCCESS, "copy");
    oclc_buffer_read(b, 0, N, got);
    int bad = 0;
    for (size_t i = 0; i < N; i++) bad += got[i] != (i >= 10 && i < 1010 ? want[i + 10] : 0);
    CHECK(bad == 0, "copy at offsets: %d wrong", bad);
    const unsigned char pat[4] = {1, 2, 3, 4};
    CHECK(oclc_buffer_fill(b, pat, 4, 8, 400) == OCLC_SUCCESS, "fill");
    oclc_buffer_read(b, 0, N, got);
    bad = 0;
    for (size_t i = 8; i < 408; i++) bad += got[i] != pat[(i - 8) % 4];
    CHECK(bad == 0 && got[7] == 0 && got[408] == want[418], "fill: %d wrong, around it %d %d", bad, got[7], got[408]);

    /* Errors: nothing written, a message. */
    CHECK(oclc_buffer_write(a, N - 1, 2, want) == OCLC_INVALID_ARGUMENT, "write past the end");
    CHECK(
        strstr(oclc_buffer_error(), "oclc_buffer_write: bytes 99999 to 100001 are outside the buffer of 100000 bytes"),
        "message: %s", oclc_buffer_error());
    CHECK(oclc_buffer_read(a, (size_t)-1, 2, got) == OCLC_INVALID_ARGUMENT, "an offset that wraps");
    CHECK(oclc_buffer_copy(a, 0, a, 10, 20) == OCLC_INVALID_ARGUMENT && strstr(oclc_buffer_error(), "overlap"),
          "overlapping copy: %s", oclc_buffer_error());
    CHECK(oclc_buffer_fill(a, pat, 3, 0, 3) == OCLC_INVALID_ARGUMENT, "a 3-byte pattern");
    CHECK(oclc_buffer_fill(a, pat, 4, 2, 4) == OCLC_INVALID_ARGUMENT, "an offset not a multiple of the pattern");
    CHECK(oclc_buffer_write(NULL, 0, 0, want) == OCLC_INVALID_ARGUMENT, "a NULL buffer");
    CHECK(oclc_buffer_create(oclc_num_devices(), 16, &st) == NULL && st == OCLC_NOT_FOUND, "no such device");
    CHECK(strstr(oclc_buffer_error(), "no device"), "message: %s", oclc_buffer_error());

    /* A CPU kernel on a buffer's host memory. */
    const char *src = "kernel void twice(global uint *p) { size_t i = get_global_id(0); p[i] = 2 * p[i] + i; }\n";
    oclc_program *p = api_build(src, NULL);
    CHECK(oclc_program_device(p) == 0, "a program's device is the CPU");
    uint32_t *host = oclc_buffer_host_ptr(a);
    for (int i = 0; i < 1000; i++) host[i] = (uint32_t)i * 3;
    const void *args[] = {&host};
    size_t sizes[] = {sizeof host}, n = 1000;
    CHECK(oclc_program_enqueue(p, "twice", 1, NULL, &n, NULL, 1, sizes, args) == OCLC_SUCCESS, "twice: %s",
          oclc_program_log(p));
    uint32_t v[1000];
    oclc_buffer_read(a, 0, sizeof v, v);
    bad = 0;
    for (int i = 0; i < 1000; i++) bad += v[i] != (uint32_t)i * 7;
    CHECK(bad == 0, "twice: %d wrong", bad);
    CHECK(oclc_program_set_device(p, oclc_num_devices()) == OCLC_NOT_FOUND, "a program's device past the last");
    CHECK(oclc_program_set_device(p, 0) == OCLC_SUCCESS && oclc_program_device(p) == 0, "device 0 again");
    oclc_program_destroy(p);

    oclc_buffer_destroy(a);
    CHECK(oclc_buffer_size(a) == 0 && oclc_buffer_host_ptr(a) == NULL, "a destroyed buffer is not live");
    CHECK(oclc_buffer_read(a, 0, 1, got) == OCLC_INVALID_ARGUMENT, "reading a destroyed buffer");
    oclc_buffer_destroy(a); /* twice: nothing */
    oclc_buffer_destroy(b);
    oclc_buffer_destroy(NULL);
    free(want);
    free(got);
}

/* A view is the parent's memory: what one writes, the other reads. */
static void views(void)
{
    oclc_status st;
    oclc_buffer *b = oclc_buffer_create(0, 1024, &st);
    CHECK(b && st == OCLC_SUCCESS, "a buffer");
    unsigned char bytes[1024], got[256];
    for (int i = 0; i < 1024; i++) bytes[i] = (unsigned char)(i * 7 + 3);
    oclc_buffer_write(b, 0, 1024, bytes);
    oclc_buffer *v = oclc_buffer_create_sub(b, 256, 256, &st);
    CHECK(v && st == OCLC_SUCCESS && oclc_buffer_size(v) == 256 && oclc_buffer_device(v) == 0, "a view");
    CHECK(oclc_buffer_host_ptr(v) == (char *)oclc_buffer_host_ptr(b) + 256, "the view's memory is its parent's");
    CHECK(oclc_buffer_read(v, 0, 256, got) == OCLC_SUCCESS && !memcmp(got, bytes + 256, 256), "read through the view");
    unsigned char pat[4] = {1, 2, 3, 4};
    CHECK(oclc_buffer_fill(v, pat, 4, 0, 256) == OCLC_SUCCESS, "fill the view");
    CHECK(oclc_buffer_read(b, 256, 256, got) == OCLC_SUCCESS && got[0] == 1 && got[255] == 4, "the parent sees it");
    CHECK(oclc_buffer_read(b, 0, 256, got) == OCLC_SUCCESS && !memcmp(got, bytes, 256), "the rest unchanged");
    CHECK(oclc_buffer_read(v, 1, 256, got) == OCLC_INVALID_ARGUMENT, "a range outside the view");
    oclc_buffer *w = oclc_buffer_create_sub(v, 16, 32, &st); /* a view of a view: still the parent's memory */
    CHECK(w && oclc_buffer_host_ptr(w) == (char *)oclc_buffer_host_ptr(b) + 272, "a view of a view");
    CHECK(!oclc_buffer_create_sub(b, 1000, 100, &st) && st == OCLC_INVALID_ARGUMENT, "a view past the end");
    CHECK(!oclc_buffer_create_sub(NULL, 0, 1, &st) && st == OCLC_INVALID_ARGUMENT, "a view of nothing");
    oclc_buffer_destroy(w);
    oclc_buffer_destroy(v);
    /* The parent's memory survives its views. */
    CHECK(oclc_buffer_read(b, 256, 4, got) == OCLC_SUCCESS && got[0] == 1 && got[3] == 4, "after the views");
    oclc_buffer_destroy(b);

    CHECK(!strcmp(oclc_device_features_of(0), oclc_device_features()) &&
              !strcmp(oclc_device_extensions_of(0), oclc_device_extensions()),
          "device 0's lists are the host's");
    unsigned n = oclc_num_devices();
    CHECK(!strcmp(oclc_device_features_of(n), "") && !strcmp(oclc_device_extensions_of(n), ""),
          "no lists for a device that is not there");
    if (n > 1)
        CHECK(strstr(oclc_device_features_of(1), "__opencl_c_int64") && !strstr(oclc_device_features_of(1), "images"),
              "a GPU's features: %s", oclc_device_features_of(1));
}

int main(void)
{
    devices();
    host_buffers();
    views();
    CHECK(!strcmp(oclc_status_string(OCLC_NO_DEVICE), "OCLC_NO_DEVICE") &&
              !strcmp(oclc_status_string(OCLC_DEVICE_ERROR), "OCLC_DEVICE_ERROR"),
          "the new statuses' names");
    return test_summary();
}
