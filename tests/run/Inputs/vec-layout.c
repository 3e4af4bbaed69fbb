/* Driver for vec-layout.cl: buffers of 3-component vectors with 4 slots per
 * vector (the fourth a marker that must survive), the expected sizes,
 * strides and alignments computed from C's own sizeof. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

void layout(uint64_t *out, float *p3, signed char *c3, double *d3, int n);

static int passed, failed;
static void check(const char *what, long long got, long long want)
{
    if (got == want) {
        passed++;
        return;
    }
    failed++;
    printf("FAIL %s: got %lld, want %lld\n", what, got, want);
}

enum { N = 3 };

int main(void)
{
    _Alignas(16) float p3[2 * N * 4];
    _Alignas(4) signed char c3[2 * N * 4];
    _Alignas(32) double d3[2 * N * 4];
    uint64_t out[17];
    const float fmark = -12345.0f;
    const signed char cmark = 0x5A;
    const double dmark = 6.5e300;
    for (int i = 0; i < 2 * N * 4; i++) {
        int pad = i % 4 == 3;
        p3[i] = pad ? fmark : (float)(i * 3 - 7) * 0.5f;
        c3[i] = pad ? cmark : (signed char)(i * 11 - 40);
        d3[i] = pad ? dmark : (double)(i * i) - 10.25;
    }
    float p3_in[2 * N * 4];
    signed char c3_in[2 * N * 4];
    double d3_in[2 * N * 4];
    memcpy(p3_in, p3, sizeof p3);
    memcpy(c3_in, c3, sizeof c3);
    memcpy(d3_in, d3, sizeof d3);
    layout(out, p3, c3, d3, N);

    check("sizeof(float3) == 4 * sizeof(float)", (long long)out[0], 4 * (long long)sizeof(float));
    check("sizeof(char3) == 4 * sizeof(char)", (long long)out[1], 4 * (long long)sizeof(signed char));
    check("sizeof(double3) == 4 * sizeof(double)", (long long)out[2], 4 * (long long)sizeof(double));
    check("vec_step(float3) == 4", (long long)out[3], 4);
    check("float3 array stride", (long long)out[4], 4 * (long long)sizeof(float));
    check("char3 array stride", (long long)out[5], 4 * (long long)sizeof(signed char));
    check("double3 array stride", (long long)out[6], 4 * (long long)sizeof(double));
    check("float3 pointer step", (long long)out[7], 4 * (long long)sizeof(float));
    check("char3 pointer step", (long long)out[8], 4 * (long long)sizeof(signed char));
    check("double3 pointer step", (long long)out[9], 4 * (long long)sizeof(double));
    check("float3 aligned to 16", (long long)out[10], 0);
    check("double3 aligned to 32", (long long)out[11], 0);
    check("float16 aligned to 64", (long long)out[12], 0);
    check("char3 aligned to 4", (long long)out[13], 0);
    check("short3 aligned to 8", (long long)out[14], 0);
    check("sizeof of the three arrays", (long long)out[15],
          3 * 4 * (long long)(sizeof(float) + sizeof(signed char) + sizeof(double)));

    for (int v = 0; v < N; v++)
        for (int l = 0; l < 4; l++) {
            int src = 4 * v + l, dst = 4 * (N + v) + l;
            char what[64];
            if (l == 3) {
                snprintf(what, sizeof what, "float3 padding of element %d", N + v);
                check(what, p3[dst] == fmark, 1);
                snprintf(what, sizeof what, "char3 padding of element %d", N + v);
                check(what, c3[dst], cmark);
                snprintf(what, sizeof what, "double3 padding of element %d", N + v);
                check(what, d3[dst] == dmark, 1);
                continue;
            }
            snprintf(what, sizeof what, "p3[%d] = 2 * p3[%d], lane %d", N + v, v, l);
            check(what, p3[dst] == p3_in[src] * 2.0f, 1);
            snprintf(what, sizeof what, "c3[%d] = c3[%d] + c3[%d], lane %d", N + v, v, v, l);
            check(what, c3[dst], (signed char)(c3_in[src] + c3_in[src]));
            snprintf(what, sizeof what, "d3[%d].xz = -d3[%d].xz, lane %d", N + v, v, l);
            check(what, d3[dst] == (l == 1 ? d3_in[dst] : -d3_in[src]), 1);
        }
    printf("vec-layout: %d checks passed, %d failed\n", passed, failed);
    return failed != 0;
}
