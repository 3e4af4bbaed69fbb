// difftest.py, seed-1 run, batch 177 (f192): LLVM 19's x86 back end took a
// lane made poison by nuw for known zero (docs/robustness.md).
#define N(name) name
ushort2 N(f192)(ushort2 a, ushort2 b, ushort2 c) {
  ulong3 t0 = ((convert_ulong3_rtn(((uint2)(4294967295u)).rrg)) ^ (as_ulong3((ulong3)(18446744073709551615UL))));
  ushort2 t1 = convert_ushort2_sat_rte((double2)(22.78, 0x1.fffffffffffffp1023));
  ushort2 v = (-((((ushort2)(((c) ? (b) : (t1)))) % ((ushort2)(((t1) & (ushort2)63) | (ushort2)1)))));
  v.s0 += as_ushort(((short)((4234024501498668613l) ? ((short)127) : ((short)(-91)))));
  v.s1 ^= ((ushort)((as_ushort((short)32767)) ^ (convert_ushort(2147483647))));
  return v;
}
