// An unknown option is a usage error (exit 2) with clang's message and the
// nearest real spelling; a joined value is kept in the suggestion.
// RUN: %expect-exit 2 %oclc -fsyntax-onyl %s 2>&1 | FileCheck %s --check-prefix=TYPO
// TYPO: oclc: error: unknown argument: '-fsyntax-onyl'; did you mean '-fsyntax-only'?
// RUN: %expect-exit 2 %oclc -ferror-limt=3 %s 2>&1 | FileCheck %s --check-prefix=JOINED
// JOINED: oclc: error: unknown argument: '-ferror-limt=3'; did you mean '-ferror-limit=3'?
// RUN: %expect-exit 2 %oclc -emit-lvm %s 2>&1 | FileCheck %s --check-prefix=EMIT
// EMIT: oclc: error: unknown argument: '-emit-lvm'; did you mean '-emit-llvm'?
// RUN: %expect-exit 2 %oclc --frobnicate %s 2>&1 | FileCheck %s --check-prefix=FAR
// FAR: oclc: error: unknown argument: '--frobnicate'{{$}}
kernel void k(void) {}
