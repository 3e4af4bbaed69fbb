// Every convert_T name is accepted with an operand of every source type:
// 10 destination types x {plain, _sat (integer destinations)} x {default,
// _rte, _rtz, _rtp, _rtn} x n in {1, 2, 3, 4, 8, 16}, each from char,
// uchar, short, ushort, int, uint, long, ulong, float and double, with the
// result of the destination type.  Rounding suffixes on integer ->
// integer conversions are legal, and size_t & co. are fine as operands
// (they are ulong and long).
// RUN: %oclc -fsyntax-only -verify %s
// expected-no-diagnostics

#define R(D, T, x)                                                       \
  { T r0 = convert_##D(x); T r1 = convert_##D##_rte(x); T r2 = convert_##D##_rtz(x); \
    T r3 = convert_##D##_rtp(x); T r4 = convert_##D##_rtn(x); }
#define RS(D, x) R(D, D, x) R(D##_sat, D, x)
#define TO_ALL(N, x)                                                     \
  RS(char##N, x) RS(uchar##N, x) RS(short##N, x) RS(ushort##N, x) RS(int##N, x) \
  RS(uint##N, x) RS(long##N, x) RS(ulong##N, x) R(float##N, float##N, x) R(double##N, double##N, x)
#define FROM_ALL(N)                                                      \
  void from##N(char##N a, uchar##N b, short##N c, ushort##N d, int##N e, uint##N f, long##N g, ulong##N h, \
               float##N i, double##N j) {                                \
    TO_ALL(N, a) TO_ALL(N, b) TO_ALL(N, c) TO_ALL(N, d) TO_ALL(N, e)     \
    TO_ALL(N, f) TO_ALL(N, g) TO_ALL(N, h) TO_ALL(N, i) TO_ALL(N, j)     \
  }

FROM_ALL()
FROM_ALL(2)
FROM_ALL(3)
FROM_ALL(4)
FROM_ALL(8)
FROM_ALL(16)

void typedefs(size_t s, ptrdiff_t p, intptr_t i, uintptr_t u) {
  float f = convert_float_rtz(s) + convert_float_rtn(p) + convert_float(i) + convert_float_rtp(u);
  int n = convert_int_sat(s);
}

// Constant operands are constant expressions at program scope.
constant int c1 = convert_int_sat_rte(2.5f);
constant float4 c2 = convert_float4_rtp((int4)(1, 2, 3, 0x7fffffff));
constant uchar16 c3 = convert_uchar16_sat((float16)(-1.0f));
