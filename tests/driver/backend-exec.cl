// For code, the `oclc` executable runs its command in oclc-cg, liboclc's
// code linked position-dependent, which starts without relocating LLVM's
// tables; where there is none it loads liboclc (driver/main.c,
// docs/performance.md).  Each way gives the same object.
// REQUIRES: oclc-cg
//
// oclc-cg is a position-dependent executable: nothing for the dynamic
// loader to relocate but its few imports.
// RUN: llvm-readelf --file-header %oclc-cg | FileCheck %s --check-prefix=EXEC
// EXEC: Type: EXEC (Executable file)
//
// The build tree: oclc-cg next to oclc.
// RUN: rm -rf %t && mkdir -p %t/cg %t/dl %t/prefix/bin %t/prefix/libexec %t/none
// RUN: %oclc -c %s -o %t/build.o
//
// oclc-cg alone next to a copy of oclc (no library anywhere it looks):
// the command runs there.
// RUN: cp %oclc %t/cg/oclc && ln -s %oclc-cg %t/cg/oclc-cg
// RUN: %t/cg/oclc -c %s -o %t/cg.o
// RUN: cmp %t/build.o %t/cg.o
// Its diagnostics and exit status are the command's.
// RUN: %expect-exit 1 %t/cg/oclc -c -DBAD %s -o %t/bad.o 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: use of undeclared identifier 'undeclared'
//
// The install's layout: bin/oclc runs libexec/oclc-cg.
// RUN: cp %oclc %t/prefix/bin/oclc && ln -s %oclc-cg %t/prefix/libexec/oclc-cg
// RUN: %t/prefix/bin/oclc -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// IR: define {{.*}}void @k(ptr
//
// No oclc-cg, the library next to the executable: it is loaded.
// RUN: cp %oclc %t/dl/oclc && ln -s %liboclc %t/dl/liboclc.so.0
// RUN: %t/dl/oclc -c %s -o %t/dl.o
// RUN: cmp %t/build.o %t/dl.o
//
// $OCLC_LIBRARY names the library to load, oclc-cg or not.
// RUN: env OCLC_LIBRARY=/nonexistent %expect-exit 2 %t/cg/oclc -c %s -o %t/x.o 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: oclc: error: cannot load the code generator
//
// Neither: a clear error and status 2, naming where it looked.
// RUN: cp %oclc %t/none/oclc
// RUN: %expect-exit 2 %t/none/oclc -c %s -o %t/x.o 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: oclc: error: cannot load the code generator (liboclc.so.0), needed for -c, -S and -emit-llvm:
// NONE-NEXT: none/liboclc.so.0: not found
kernel void k(global int *out) {
    out[0] = 1;
#ifdef BAD
    out[1] = undeclared;
#endif
}
