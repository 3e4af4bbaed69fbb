/*
 * bench/gpu - the conversion kernels of bench/convert_throughput on an
 * NVIDIA GPU through oclc's JIT API, against a device-to-device copy of
 * the same bytes in the same run, and the build latency of those kernels
 * to a loaded CUDA module next to the CPU's JIT build.
 *
 *   throughput  each kernel of ../convert_throughput/kernels.cl (one
 *               work-item per vector, groups of 256) over 2^27 scalar
 *               elements in GPU buffers, timed around
 *               oclc_program_enqueue, which returns when the kernel is
 *               done; GB/s counts bytes read + bytes written;
 *   copy        oclc_buffer_copy (cuMemcpyDtoD, waited for) of
 *               (bytes read + bytes written) / 2, so it reads and writes
 *               the kernel's total: the bandwidth the kernel can reach;
 *   build       oclc_program_build of kernels.cl for the GPU (oclc's PTX,
 *               then the driver's compile to a loaded module, its own
 *               cache off: CUDA_CACHE_DISABLE=1), and for the CPU (the
 *               JIT; oclc's cache off), the CPU both as the build returns
 *               and with every kernel's code compiled.
 *
 * Every figure is the best of REPS runs after a warm-up, the kernel and
 * its copy timed in turn within each repetition.  Each kernel's GPU
 * output is compared bit for bit with the CPU JIT's on the same input,
 * so a fast wrong answer cannot pass.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../bench_util.h"
#include "../convert_inputs.h"
#include "oclc/oclc.h"

#define ELEMS ((size_t)1 << 27) /* scalar elements per array */
#define REPS  11
#define LOCAL 256

static const struct Bench {
    const char *name, *what;
    int lanes, in_size, out_size, inputs;
    InKind in_kind;
} benches[] = {
#define ROW(name, what, lanes, in_size, out_size, inputs, kind) {#name, what, lanes, in_size, out_size, inputs, kind},
    CONVERT_BENCHES(ROW)
#undef ROW
};
#define NBENCH (sizeof benches / sizeof *benches)

static void die(const char *what, oclc_status st, const char *log)
{
    printf("bench/gpu: %s: %s\n%s\n", what, oclc_status_string(st), log ? log : "");
    exit(1);
}

static oclc_program *build(unsigned device, const char *src, double *seconds)
{
    oclc_program *p = oclc_program_create(src, strlen(src), "kernels.cl");
    oclc_program_set_device(p, device);
    double t0 = now();
    oclc_status st = oclc_program_build(p, "-O2");
    *seconds = now() - t0;
    if (st != OCLC_SUCCESS) die(device ? "the GPU build" : "the CPU build", st, oclc_program_log(p));
    return p;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return v[n / 2];
}

int main(int argc, char **argv)
{
    setenv("CUDA_CACHE_DISABLE", "1", 1); /* before the driver starts: its compile, not its cache */
    setenv("OCLC_CACHE", "0", 1);
    const char *path = argc > 1 ? argv[1] : "../convert_throughput/kernels.cl";
    char *src = read_file(path);
    if (!src) {
        printf("bench/gpu: cannot read %s\n", path);
        return 1;
    }
    if (oclc_num_devices() < 2) {
        printf("bench/gpu: no GPU: %s\n", oclc_gpu_unavailable());
        return 77;
    }
    unsigned gpu = 1;
    oclc_device_desc d;
    oclc_device_info(gpu, &d);
    printf("bench/gpu on %s (sm_%u, %u multiprocessors, %llu MiB), %zu elements per array, best of %d\n\n", d.name,
           d.compute_capability, d.compute_units, d.global_mem_size >> 20, (size_t)ELEMS, REPS);

    /* Build latency: five builds each, the median. */
    double tg[5], tc[5], tca[5];
    for (int i = 0; i < 5; i++) {
        oclc_program *g = build(gpu, src, &tg[i]);
        oclc_program_destroy(g);
        oclc_program *c = build(0, src, &tc[i]);
        double t0 = now();
        oclc_program_symbol(c, "mask"); /* every kernel's code compiled */
        tca[i] = tc[i] + (now() - t0);
        oclc_program_destroy(c);
    }
    printf("build of the 5 kernels (median of 5)\n");
    printf("  GPU: oclc's PTX + the driver's compile, loaded   %8.1f ms\n", median(tg, 5) * 1e3);
    printf("  CPU: the JIT's build returns                      %8.1f ms\n", median(tc, 5) * 1e3);
    printf("  CPU: the JIT's build, every kernel's code ready   %8.1f ms\n\n", median(tca, 5) * 1e3);

    double t;
    oclc_program *g = build(gpu, src, &t), *c = build(0, src, &t);
    printf("%-34s %10s %10s %8s %s\n", "kernel", "GPU GB/s", "copy GB/s", "ratio", "bits vs CPU");
    int mismatches = 0;
    for (size_t bi = 0; bi < NBENCH; bi++) {
        const struct Bench *b = &benches[bi];
        size_t in_bytes = ELEMS * b->in_size, out_bytes = ELEMS * b->out_size, vectors = ELEMS / b->lanes;
        void *in = aligned_alloc(128, in_bytes), *in2 = aligned_alloc(128, in_bytes);
        void *cpu_out = aligned_alloc(128, out_bytes), *gpu_out = malloc(out_bytes);
        convert_inputs_fill(in, b->in_kind, ELEMS);
        convert_inputs_fill(in2, b->in_kind, ELEMS);
        oclc_status st;
        oclc_buffer *gin = oclc_buffer_create(gpu, in_bytes, &st), *gin2 = oclc_buffer_create(gpu, in_bytes, &st);
        oclc_buffer *gout = oclc_buffer_create(gpu, out_bytes, &st);
        size_t moved = in_bytes * b->inputs + out_bytes;
        oclc_buffer *copy_src = oclc_buffer_create(gpu, moved / 2, &st),
                    *copy_dst = oclc_buffer_create(gpu, moved / 2, &st);
        if (!gin || !gin2 || !gout || !copy_src || !copy_dst) die("buffers", st, oclc_buffer_error());
        oclc_buffer_write(gin, 0, in_bytes, in);
        oclc_buffer_write(gin2, 0, in_bytes, in2);
        oclc_buffer_fill(copy_src, "\1", 1, 0, moved / 2);

        const void *gargs[] = {&gin, &gin2, &gout};
        size_t gsizes[] = {sizeof gin, sizeof gin2, sizeof gout};
        if (b->inputs == 1) gargs[1] = &gout;
        size_t local = LOCAL;
        double best_k = 1e30, best_c = 1e30;
        for (int r = 0; r <= REPS; r++) {
            double t0 = now();
            st = oclc_program_enqueue(g, b->name, 1, NULL, &vectors, &local, (size_t)b->inputs + 1, gsizes, gargs);
            double t1 = now();
            if (st != OCLC_SUCCESS) die(b->name, st, oclc_program_log(g));
            st = oclc_buffer_copy(copy_dst, 0, copy_src, 0, moved / 2);
            double t2 = now();
            if (st != OCLC_SUCCESS) die("copy", st, oclc_buffer_error());
            if (r) { /* r 0 warms up */
                if (t1 - t0 < best_k) best_k = t1 - t0;
                if (t2 - t1 < best_c) best_c = t2 - t1;
            }
        }
        /* The CPU's bits on the same input. */
        const void *cargs[] = {&in, &in2, &cpu_out};
        size_t csizes[] = {sizeof in, sizeof in2, sizeof cpu_out};
        if (b->inputs == 1) cargs[1] = &cpu_out;
        st = oclc_program_enqueue(c, b->name, 1, NULL, &vectors, NULL, (size_t)b->inputs + 1, csizes, cargs);
        if (st != OCLC_SUCCESS) die(b->name, st, oclc_program_log(c));
        oclc_buffer_read(gout, 0, out_bytes, gpu_out);
        size_t bad = 0;
        for (size_t i = 0; i < out_bytes; i++) bad += ((unsigned char *)cpu_out)[i] != ((unsigned char *)gpu_out)[i];
        mismatches += bad != 0;
        double gk = moved / best_k / 1e9, gc = moved / best_c / 1e9;
        printf("%-34s %10.0f %10.0f %7.0f%% %s\n", b->what, gk, gc, 100 * gk / gc, bad ? "DIFFER" : "identical");
        oclc_buffer_destroy(gin);
        oclc_buffer_destroy(gin2);
        oclc_buffer_destroy(gout);
        oclc_buffer_destroy(copy_src);
        oclc_buffer_destroy(copy_dst);
        free(in);
        free(in2);
        free(cpu_out);
        free(gpu_out);
    }
    oclc_program_destroy(g);
    oclc_program_destroy(c);
    free(src);
    return mismatches ? 1 : 0;
}
