// Inputs that cannot be read are diagnostics without a location, as in
// clang, and make the exit status 1.
// RUN: rm -rf %t && mkdir -p %t/dir.cl
// RUN: %expect-exit 1 %oclc -fsyntax-only %t/nonexistent.cl 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: no such file or directory: '{{.*}}nonexistent.cl'
// MISSING-NEXT: 1 error generated.
// RUN: %expect-exit 1 %oclc -fsyntax-only %t/dir.cl 2>&1 | FileCheck %s --check-prefix=DIR
// DIR: error: error reading '{{.*}}dir.cl': Is a directory
// RUN: %expect-exit 1 %oclc -fsyntax-only -fmax-source-size=64 %s 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: error: file '{{.*}}missing-input.cl' is larger than 64 bytes (see -fmax-source-size=)
kernel void k(void) {}
