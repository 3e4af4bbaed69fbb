// The `oclc` executable is the front end only: it checks programs without
// LLVM and loads liboclc (the code generator) only for -c, -S and
// -emit-llvm (driver/main.c, docs/performance.md).
//
// The executable cannot reach LLVM: it links neither LLVM nor the C++
// runtime nor liboclc, and no LLVM symbol is in it.
// RUN: llvm-readelf --needed-libs %oclc | FileCheck %s --check-prefix=NEEDED --implicit-check-not=LLVM --implicit-check-not=libstdc++ --implicit-check-not=liboclc
// NEEDED: NeededLibraries [
// NEEDED: libc.so.6
// RUN: llvm-nm %oclc | FileCheck %s --check-prefix=NM --implicit-check-not=LLVM --implicit-check-not=_ZN4llvm
// NM: T cli_main
// NM: T main
//
// With no library at all, every checking action still works.
// RUN: env OCLC_LIBRARY=/nonexistent %oclc -fsyntax-only %s
// RUN: env OCLC_LIBRARY=/nonexistent %oclc -fsyntax-only -verify -DVERIFY %s
// RUN: env OCLC_LIBRARY=/nonexistent %oclc -E %s | FileCheck %s --check-prefix=PP
// PP: kernel void k(global int *out)
// RUN: env OCLC_LIBRARY=/nonexistent %oclc -ast-dump %s | FileCheck %s --check-prefix=AST
// AST: FunctionDecl {{.*}} k 'void(__global int *)' kernel
// RUN: env OCLC_LIBRARY=/nonexistent %oclc -dump-tokens %s | FileCheck %s --check-prefix=TOKENS
// TOKENS: kernel 'kernel'
// RUN: env OCLC_LIBRARY=/nonexistent %oclc --version | FileCheck %s --check-prefix=VERSION
// VERSION: oclc version
// RUN: env OCLC_LIBRARY=/nonexistent %expect-exit 1 %oclc -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: use of undeclared identifier 'undeclared'
//
// Code needs the library: a missing or wrong one is a clear error, status 2.
// RUN: env OCLC_LIBRARY=/nonexistent %expect-exit 2 %oclc -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: oclc: error: cannot load the code generator (liboclc.so.0), needed for -c, -S and -emit-llvm:
// MISSING-NEXT: /nonexistent: cannot open shared object file: No such file or directory
// MISSING-NEXT: oclc: note: set OCLC_LIBRARY to the library's path; -fsyntax-only works without it
// RUN: env OCLC_LIBRARY=libm.so.6 %expect-exit 2 %oclc -S -emit-llvm %s -o - 2>&1 | FileCheck %s --check-prefix=NOENTRY
// NOENTRY: undefined symbol: oclc_driver_main
//
// Found next to the executable (the build tree), it compiles, with the same
// diagnostics and statuses as the checking actions.
// RUN: %oclc -c %s -o %t.o
// RUN: llvm-nm %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: T k
// RUN: %oclc -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// IR: define {{.*}}void @k(ptr
// RUN: %expect-exit 1 %oclc -c -DBAD %s -o %t.bad.o 2>&1 | FileCheck %s --check-prefix=BAD
#ifdef VERIFY
// expected-no-diagnostics
#endif
kernel void k(global int *out) {
    out[0] = 1;
#ifdef BAD
    out[1] = undeclared;
#endif
}
