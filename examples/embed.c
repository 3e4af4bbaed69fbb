/*
 * embed.c - oclc embedded in a C program: build an OpenCL C kernel from a
 * string, run it over a million work-items on every core, check the result.
 *
 *   cc embed.c $(pkg-config --cflags --libs oclc) -o embed && ./embed
 *
 * or, with CMake: find_package(oclc) and link the target oclc::oclc.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <oclc/oclc.h>

static const char *source =
    "// y = a * x + y, with the sum clamped to [-limit, limit]\n"
    "kernel void saxpy_clamped(global float *y, global const float *x, float a, float limit) {\n"
    "    size_t i = get_global_id(0);\n"
    "    y[i] = clamp(a * x[i] + y[i], -limit, limit);\n"
    "}\n";

int main(void)
{
    enum { N = 1 << 20 };
    oclc_program *p = oclc_program_create(source, strlen(source), "saxpy.cl");
    if (!p) return 1;
    oclc_status st = oclc_program_build(p, "-O2");
    if (st != OCLC_SUCCESS) {
        fprintf(stderr, "build failed (%s):\n%s", oclc_status_string(st), oclc_program_log(p));
        oclc_program_destroy(p);
        return 1;
    }

    /* Buffers are aligned as OpenCL's are: a kernel may read them as its
     * widest vector type. */
    float *x = aligned_alloc(128, N * sizeof(float));
    float *y = aligned_alloc(128, N * sizeof(float));
    float *expect = malloc(N * sizeof(float));
    if (!x || !y || !expect) return 1;
    float a = 2.5f, limit = 1000.0f;
    for (size_t i = 0; i < N; i++) {
        x[i] = (float)(i % 1000) - 500.0f;
        y[i] = (float)(i % 7);
        float v = a * x[i] + y[i];
        expect[i] = v < -limit ? -limit : v > limit ? limit : v;
    }

    /* Arguments as clSetKernelArg takes them: a pointer to each value. */
    const void *args[] = {&y, &x, &a, &limit};
    size_t sizes[] = {sizeof y, sizeof x, sizeof a, sizeof limit};
    size_t global = N;
    st = oclc_program_enqueue(p, "saxpy_clamped", 1, NULL, &global, NULL, 4, sizes, args);
    if (st != OCLC_SUCCESS) {
        fprintf(stderr, "enqueue failed (%s):\n%s", oclc_status_string(st), oclc_program_log(p));
        return 1;
    }

    size_t wrong = 0;
    for (size_t i = 0; i < N; i++)
        if (y[i] != expect[i] && wrong++ < 5) fprintf(stderr, "y[%zu] = %g, expected %g\n", i, y[i], expect[i]);
    printf("%zu of %d values correct on %u threads\n", (size_t)N - wrong, N, oclc_get_num_threads());

    oclc_program_destroy(p);
    free(x);
    free(y);
    free(expect);
    return wrong != 0;
}
