/* A kernel that faults on the GPU (a write 4 TiB past its buffer, far from
 * anything mapped) is an error status with the driver's words in the log,
 * not a crash; afterwards the GPU's context is lost, as CUDA makes it after
 * such a fault, and every later use of the GPU in this process is an error
 * too (never a crash or a hang), as docs/gpu-runtime.md says. */
#include "gpu_test.h"

static const char *src = "kernel void far(global int *p, long step) { p[step] = 1; p[step * 1024] = 2; }\n"
                         "kernel void near(global int *p) { p[0] = 3; }\n";

int main(void)
{
    unsigned gpu = gpu_or_skip("gpu-fault");
    oclc_program *p = build_for(gpu, src, NULL);
    oclc_buffer *b = buffer_or_exit(gpu, 4096);
    long long step = 1LL << 40; /* ints: 4 TiB away */
    const void *args[] = {&b, &step};
    size_t sizes[] = {sizeof b, sizeof step}, one = 1;
    oclc_status st = oclc_program_enqueue(p, "near", 1, NULL, &one, NULL, 1, sizes, args);
    CHECK(st == OCLC_SUCCESS, "near before the fault: %s", oclc_program_log(p));
    st = oclc_program_enqueue(p, "far", 1, NULL, &one, NULL, 2, sizes, args);
    CHECK(st == OCLC_DEVICE_ERROR, "the faulting kernel: %s", oclc_status_string(st));
    CHECK(strstr(oclc_program_log(p), "error: kernel 'far': the kernel failed: CUDA_ERROR_") != NULL, "log: %s",
          oclc_program_log(p));
    printf("the fault: %s", oclc_program_log(p));
    /* Lost from then on: errors, not crashes. */
    int v = 0;
    st = oclc_buffer_read(b, 0, sizeof v, &v);
    CHECK(st == OCLC_DEVICE_ERROR, "a read after the fault: %s %s", oclc_status_string(st), oclc_buffer_error());
    st = oclc_program_enqueue(p, "near", 1, NULL, &one, NULL, 1, sizes, args);
    CHECK(st == OCLC_DEVICE_ERROR, "a launch after the fault: %s", oclc_status_string(st));
    oclc_program *q = oclc_program_create(src, strlen(src), NULL);
    oclc_program_set_device(q, gpu);
    st = oclc_program_build(q, NULL);
    CHECK(st == OCLC_DEVICE_ERROR, "a build after the fault: %s", oclc_status_string(st));
    oclc_program_destroy(q);
    oclc_buffer_destroy(b);
    oclc_program_destroy(p);
    /* The CPU is unaffected. */
    oclc_program *c = build_for(0, src, NULL);
    int host = 0;
    int *hp = &host;
    const void *cargs[] = {&hp};
    size_t csizes[] = {sizeof hp};
    CHECK(oclc_program_enqueue(c, "near", 1, NULL, &one, NULL, 1, csizes, cargs) == OCLC_SUCCESS && host == 3,
          "the CPU after the GPU's fault");
    oclc_program_destroy(c);
    return finish("gpu-fault");
}
