// -cl-fast-relaxed-math puts every fast-math flag on floating-point
// instructions and the matching attributes on functions; -cl-mad-enable
// allows contraction only; by default there are none.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck --check-prefix=DEFAULT %s
// RUN: %oclc -S -emit-llvm -O0 -cl-fast-relaxed-math %s -o - | FileCheck --check-prefix=FAST %s
// RUN: %oclc -S -emit-llvm -O0 -cl-mad-enable %s -o - | FileCheck --check-prefix=MAD %s
// RUN: %oclc -S -emit-llvm -O0 -cl-denorms-are-zero %s -o - | FileCheck --check-prefix=DAZ %s

// DEFAULT: fmul float
// DEFAULT: fadd float
// DEFAULT-NOT: "unsafe-fp-math"
// FAST: fmul fast float
// FAST: fadd fast float
// FAST: "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "unsafe-fp-math"="true"
// MAD: fmul contract float
// MAD: fadd contract float
// DAZ: "denormal-fp-math-f32"="preserve-sign,preserve-sign"
float mad(float a, float b, float c) { return a * b + c; }
