// difftest.py, first 1,000 functions: LLVM 19 folded this division to
// poison through the guard's select (docs/robustness.md, item 1).
int16 f118(uint4 a, int16 b, char2 c) {
  int16 t0 = ((b) / ((int16)((int3)((-955952580), (-7), 2147483647), as_int((ushort2)((ushort)6075, (ushort)10804)), ((int)((-1e10f))), (int2)(2147483647), 8, ((int8)(0x7f, 0x8, 0x25ab0ba0, 0x7fffffff, 7, 32, (-2147483647-1), 255)).S5, (((int3)(2147483647)) << ((int3)((-0x4075d10)))), (((int3)((-2147483647-1), 1770737386, 2147483647)) % ((int3)(2147483647, 0, (-498372125)))), (-0x90f1079))));
  int16 v = (t0).s40f3d7b522fe2608;
  return v;
}
