// convert_T, every name, bit-exact at run time: 10 source x 10 destination
// types x {plain, _sat} x {default, _rte, _rtz, _rtp, _rtn}, each at n = 1
// and at one vector width (2, 3, 4, 8 and 16 in turn), over each source
// type's edge values and 3000 seeded random bit patterns, plus constant
// operands that oclc folds.  Inputs/convert_gen.py writes the kernels and
// the C driver; Inputs/convert-ref.h is the reference (exact integer
// arithmetic, long double under fesetround), which shares no code with the
// compiler.  Built at -O0, -O2 and -O3 for the host CPU (rounding
// instructions and AVX lowering instead of the generic x86-64 sequences),
// so an optimizer that folded a round trip would be caught.
// RUN: %python %S/Inputs/convert_gen.py %t
// RUN: %oclc -c -O0 %t-const.cl -o %t-const.o
// RUN: %cc -std=gnu17 -O1 -frounding-math -I%S/Inputs -c %t.c -o %t.driver.o
// RUN: %oclc -c -O0 %t.cl -o %t.O0.o
// RUN: %cc %t.driver.o %t.O0.o %t-const.o -o %t.O0.exe -lm
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 %t.cl -o %t.O2.o
// RUN: %cc %t.driver.o %t.O2.o %t-const.o -o %t.O2.exe -lm
// RUN: %t.O2.exe | FileCheck %s
// RUN: %oclc -c -O3 -mcpu=native %t.cl -o %t.O3.o
// RUN: %cc %t.driver.o %t.O3.o %t-const.o -o %t.O3.exe -lm
// RUN: %t.O3.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: convert matrix: 1800 functions, 9000 constant conversions, {{[0-9]+}} values checked, 0 functions failed, 0 constants failed
