// The OpenCL build options of clBuildProgram are accepted by the CLI too.
// RUN: %oclc -fsyntax-only -cl-mad-enable -cl-fast-relaxed-math -cl-denorms-are-zero -cl-finite-math-only -cl-no-signed-zeros -cl-unsafe-math-optimizations -cl-single-precision-constant -cl-kernel-arg-info -cl-uniform-work-group-size -cl-no-subgroup-ifp -cl-opt-disable %s
// RUN: %oclc -fsyntax-only -cl-std=CL1.2 %s
// RUN: %oclc -fsyntax-only -cl-std=cl2.0 %s
// RUN: %oclc -fsyntax-only -std=CL3.0 -O0 -O1 -O3 -Os -Oz %s
// RUN: %oclc -fsyntax-only -D NAME=1 -DOTHER -U OTHER -I %S -I%S %s
// RUN: %oclc -fsyntax-only -fmax-nesting-depth=64 -fbracket-depth=64 -fmacro-expansion-depth=32 -fmacro-expansion-limit=100000 -finclude-depth=16 -fmax-identifier-length=64 -fmax-source-size=100000 -fmacro-backtrace-limit=0 %s
// RUN: %oclc -fsyntax-only -x cl %s
// RUN: %oclc -fsyntax-only -- %s
kernel void k(global float *x) { x[0] = 1.0f; }
//
// What only clBuildProgram and clLinkProgram take is not the command's:
// the library reads those (driver/options.c; tests/api/separate.c).
// RUN: %expect-exit 2 %oclc -fsyntax-only -g %s 2>&1 | FileCheck %s --check-prefix=LIBONLY-G
// LIBONLY-G: oclc: error: unknown argument: '-g'
// RUN: %expect-exit 2 %oclc -fsyntax-only -cl-strict-aliasing %s 2>&1 | FileCheck %s --check-prefix=LIBONLY-SA
// LIBONLY-SA: oclc: error: unknown argument: '-cl-strict-aliasing'
// RUN: %expect-exit 2 %oclc -fsyntax-only -create-library %s 2>&1 | FileCheck %s --check-prefix=LIBONLY-CL
// LIBONLY-CL: oclc: error: unknown argument: '-create-library'
// RUN: %expect-exit 2 %oclc -fsyntax-only -cl-std=CL1.1 %s 2>&1 | FileCheck %s --check-prefix=LIBONLY-STD
// LIBONLY-STD: oclc: error: invalid value 'CL1.1' in '-cl-std=CL1.1' (expected CL1.2, CL2.0 or CL3.0)
