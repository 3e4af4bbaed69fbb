// The conversions bench/exhaustive_convert checks on every input: loops
// over float16 / int16 / uint16 vectors (the widest form, the one the
// throughput benchmark uses), one function per conversion name:
//   f2i_<dst><suffix>: convert_<dst>16<suffix>(float16) for the 8 integer
//                      destinations x {plain, _sat} x {default, rte, rtz,
//                      rtp, rtn} (80 functions)
//   i2f_<src><suffix>: convert_float16<suffix>(int16 or uint16) for the 5
//                      rounding names (10 functions)

#define F2I(D, SUF)                                                             \
  void f2i_##D##SUF(const global float16 *in, global D##16 *out, int n) {      \
    for (int i = 0; i < n; i++) out[i] = convert_##D##16##SUF(in[i]);          \
  }
#define F2I_ROUNDS(D, SAT) F2I(D, SAT) F2I(D, SAT##_rte) F2I(D, SAT##_rtz) F2I(D, SAT##_rtp) F2I(D, SAT##_rtn)
#define F2I_ALL(D) F2I_ROUNDS(D, ) F2I_ROUNDS(D, _sat)

F2I_ALL(char)
F2I_ALL(uchar)
F2I_ALL(short)
F2I_ALL(ushort)
F2I_ALL(int)
F2I_ALL(uint)
F2I_ALL(long)
F2I_ALL(ulong)

#define I2F(S, SUF)                                                             \
  void i2f_##S##SUF(const global S##16 *in, global float16 *out, int n) {       \
    for (int i = 0; i < n; i++) out[i] = convert_float16##SUF(in[i]);           \
  }
#define I2F_ALL(S) I2F(S, ) I2F(S, _rte) I2F(S, _rtz) I2F(S, _rtp) I2F(S, _rtn)

I2F_ALL(int)
I2F_ALL(uint)
