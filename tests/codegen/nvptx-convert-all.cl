// Every conversion and as_type compiles for nvptx64 and ptxas assembles
// it, at -O0 and -O2: the generators of the CPU's run-time tests
// (run/convert-matrix.cl: the 1800 convert_T[n][_sat][_rounding]
// functions and 9000 folded constant conversions; run/astype-all-pairs.cl:
// the 580 as_type pairs and 26 by value) write the same kernels here.
// ptxas -c compiles every function, reached from a kernel or not (at
// -O0 plain ptxas checks the PTX of them all, faster).  The
// lowering is the CPU's sequence (cg_convert.c, with the single-instruction
// rounding the row's target has: cvt.rni/.rzi/.rmi/.rpi); the values are
// checked against the CPU's reference on a GPU by the runtime's tests.
// Found LLVM 19's vector extending-load bug (cg_workaround.c, 3):
// convert_double8(float8) wrote `ld.global.v2.f32` into f64 registers.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../run/Inputs/convert_gen.py %t/conv
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %t/conv.cl -o %t/conv.O0.ptx
// RUN: %ptxas %t/conv.O0.ptx -o %t/conv.O0.cubin
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O2 %t/conv.cl -o %t/conv.O2.ptx
// RUN: %ptxas -c %t/conv.O2.ptx -o %t/conv.O2.cubin
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O0 %t/conv-const.cl -o %t/const.ptx
// RUN: %ptxas -c %t/const.ptx -o %t/const.cubin
// RUN: %python %S/../run/Inputs/astype-gen.py %t
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -w -O0 %t/astype-pairs.cl -o %t/astype.O0.ptx
// RUN: %ptxas -c %t/astype.O0.ptx -o %t/astype.O0.cubin
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -w -O2 %t/astype-pairs.cl -o %t/astype.O2.ptx
// RUN: %ptxas -c %t/astype.O2.ptx -o %t/astype.O2.cubin
// The rounding conversions are PTX's own instructions.
// RUN: FileCheck %s < %t/conv.O2.ptx
// CHECK-DAG: cvt.rni.f32.f32
// CHECK-DAG: cvt.rmi.f64.f64
// CHECK-DAG: cvt.rpi.f32.f32
// CHECK-DAG: cvt.rzi.s32.f32
// And no extending vector load of floats into doubles.
// RUN: not grep -E 'ld\.[a-z.]*v[24]\.f32[^;]*%fd' %t/conv.O2.ptx
