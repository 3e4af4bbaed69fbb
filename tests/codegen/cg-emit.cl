// Output kinds: -S -emit-llvm (IR text), -c -emit-llvm (bitcode), -S
// (assembly), -c (an ELF object); "-o -" writes to stdout.  The module
// carries the target's triple and data layout; -mcpu names are checked.
// RUN: %oclc -S -emit-llvm %s -o - | FileCheck --check-prefix=IR %s
// RUN: %oclc -c -emit-llvm %s -o %t.bc
// RUN: llvm-dis %t.bc -o - | FileCheck --check-prefix=IR %s
// RUN: %oclc -S %s -o - | FileCheck --check-prefix=ASM %s
// RUN: %oclc -c %s -o %t.o
// RUN: llvm-nm %t.o | FileCheck --check-prefix=OBJ %s
// RUN: %oclc --target=x86_64-unknown-linux-gnu -S -emit-llvm %s -o - | FileCheck --check-prefix=TRIPLE %s
// RUN: not %oclc --target=no-such-arch -S -emit-llvm %s -o - 2>&1 | FileCheck --check-prefix=BADTARGET %s
// RUN: %oclc -mcpu=znver4 -S %s -o - | FileCheck --check-prefix=ASM %s
// RUN: %oclc -mcpu=native -S %s -o - | FileCheck --check-prefix=ASM %s
// An unknown or 32-bit-only CPU is an error, not an LLVM abort.
// RUN: not %oclc -mcpu=skylak -S %s -o - 2>&1 | FileCheck --check-prefix=BADCPU %s
// RUN: not %oclc -march=i686 -S %s -o - 2>&1 | FileCheck --check-prefix=CPU32 %s

// IR: target datalayout = "e-m:e-
// IR: target triple = "x86_64-
// IR: define i32 @twice(i32 %x)
// ASM: twice:
// OBJ: T twice
// TRIPLE: target triple = "x86_64-unknown-linux-gnu"
// BADTARGET: error: unable to create target: 'No available targets are compatible with triple
// BADCPU: error: unknown target CPU 'skylak'
// BADCPU-NEXT: note: did you mean 'skylake'?
// BADCPU-NEXT: note: valid target CPU values are: alderlake, {{.*}}, znver5
// CPU32: error: unknown target CPU 'i686'
// CPU32-NOT: LLVM ERROR
int twice(int x) { return x * 2; }
