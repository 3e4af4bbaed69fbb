// difftest.py, 100,000-function run: LLVM 19's x86 back end miscompiles
// the -O2 form of this function for SSE targets (docs/robustness.md, item 2).
ulong4 f42(int2 a, ulong4 b, ulong4 c) {
  ulong4 t0 = as_ulong4(as_double4((short16)((short)(-32768))));
  long2 t1 = (((long2)((-9223372036854775807l-1), (-0x4303bb79944a96bdl))) << (((((long4)(63L)).r) % (convert_long_rtz((-2147483647-1))))));
  ulong4 v = (convert_ulong3_sat(((((double3)(394137.6701654559, 0.1, (-118.53))) / ((double3)(0x1p-1074)))).S200)).xzxz;
  v.zyxw *= ((((c) << ((ulong4)(6898537745252135190uL, 0ul, 9263123932546432652UL, 0x452814ce55453051ul)))) + (as_ulong4((ushort16)((ushort)3, (ushort)2854, (ushort)324, (ushort)0xffff, (ushort)27944, (ushort)4222, (ushort)8525, (ushort)0x1024, (ushort)54903, (ushort)17880, (ushort)31, (ushort)26252, (ushort)52458, (ushort)0x367a, (ushort)56798, (ushort)0xa429))));
  return v;
}
