// The kernels of bench/convert_throughput: each converts (or masks) one
// vector per work-item.  Compiled twice from this one file: by PoCL through
// the OpenCL API as kernels (one work-item per vector), and by oclc with
// -DOCLC_LOOPS as plain functions looping over a range of vectors, which
// the benchmark's own threads call on halves of the arrays.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#ifdef OCLC_LOOPS
#define BENCH1(name, S, D, expr)                                                   \
  void loop_##name(const global S *in, global D *out, int n) {                     \
    for (int i = 0; i < n; i++) { S x = in[i]; out[i] = expr; }                    \
  }
#define BENCH2(name, S, D, expr)                                                   \
  void loop_##name(const global S *in, const global S *in2, global D *out, int n) { \
    for (int i = 0; i < n; i++) { S x = in[i], y = in2[i]; out[i] = expr; }        \
  }
#else
#define BENCH1(name, S, D, expr)                                                   \
  kernel void name(const global S *in, global D *out) {                            \
    size_t i = get_global_id(0); S x = in[i]; out[i] = expr;                       \
  }
#define BENCH2(name, S, D, expr)                                                   \
  kernel void name(const global S *in, const global S *in2, global D *out) {      \
    size_t i = get_global_id(0); S x = in[i], y = in2[i]; out[i] = expr;           \
  }
#endif

BENCH1(int4_sat_rte, float4, int4, convert_int4_sat_rte(x))
BENCH1(char16_sat, float16, char16, convert_char16_sat(x))
BENCH1(float4_rtp, int4, float4, convert_float4_rtp(x))
BENCH1(float4_rtz, double4, float4, convert_float4_rtz(x))
// The as_type mask idiom: x < y ? x : 0 without a branch or a select.
BENCH2(mask, float4, float4, as_float4(as_int4(x) & (x < y)))
// Not in the memory-bound table: the cost of oclc's definition of the
// plain conversion (saturating, NaN -> 0), measured on data in the cache.
BENCH1(int8_rtz, float8, int8, convert_int8(x))
