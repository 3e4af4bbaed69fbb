/* convert_inputs.h - the five memory-bound kernels of
 * bench/convert_throughput/kernels.cl and the inputs they are measured on,
 * shared by the programs that run them on a GPU (bench/gpu/main.c through
 * oclc's JIT, bench/gpu/peers.c through any OpenCL platform) so that both
 * time the same kernels on the same distributions and a figure of one can
 * be set next to a figure of the other.  bench/convert_throughput/main.c
 * fills its arrays the same way (its table also names the loop functions
 * it links, so it keeps its own).
 *
 * The inputs: mostly in range of the destinations, some past them, a few
 * NaNs and infinities, from bench_util.h's deterministic generator.  A
 * program that sets rng_state before each array gets arrays of any length
 * whose shorter ones are prefixes of the longer. */
#ifndef OCLC_BENCH_CONVERT_INPUTS_H
#define OCLC_BENCH_CONVERT_INPUTS_H

#include <math.h>
#include <stdint.h>

#include "bench_util.h"

typedef enum { IN_FLOAT, IN_INT, IN_DOUBLE } InKind;

/* X(kernel name, what it computes, lanes per vector, bytes per input
 *   element, bytes per output element, input arrays, input kind) */
#define CONVERT_BENCHES(X)                                                \
    X(int4_sat_rte, "convert_int4_sat_rte(float4)", 4, 4, 4, 1, IN_FLOAT) \
    X(char16_sat, "convert_char16_sat(float16)", 16, 4, 1, 1, IN_FLOAT)   \
    X(float4_rtp, "convert_float4_rtp(int4)", 4, 4, 4, 1, IN_INT)         \
    X(float4_rtz, "convert_float4_rtz(double4)", 4, 8, 4, 1, IN_DOUBLE)   \
    X(mask, "as_float4(as_int4(x) & (x < y))", 4, 4, 4, 2, IN_FLOAT)

/* n elements of kind k at p. */
static inline void convert_inputs_fill(void *p, InKind k, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        uint64_t r = rng();
        double v = ldexp((double)(int64_t)r, -(int)(r % 40) - 20); /* |v| up to ~2^43 */
        if (r % 1000 == 7) v = NAN;
        if (r % 1000 == 8) v = INFINITY;
        if (k == IN_FLOAT)
            ((float *)p)[i] = (float)v;
        else if (k == IN_DOUBLE)
            ((double *)p)[i] = v;
        else
            ((int32_t *)p)[i] = (int32_t)r;
    }
}

#endif
