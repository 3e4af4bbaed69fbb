// Bytes that are not UTF-8: accepted in comments, a warning in literals
// (-Winvalid-source-encoding, as clang), an error where they would be a
// token, one error per bad byte; a sequence cut off by the end of the file
// is two bad bytes, not a read past the end.  Diagnostics show the bytes
// as <XX> so that the caret line stays aligned.  Valid UTF-8 letters are
// identifier characters (docs/preprocessor.md).
// RUN: printf 'int a; // caf\351 \377\376\n/* \300\257 overlong */\nconstant char s[] = "\377\303";\nint \377 b;\n' > %t.bad.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o %t.bad.cl 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: bad.cl:3:22: warning: illegal character encoding in string literal [-Winvalid-source-encoding]
// BAD-NEXT: 3 | constant char s[] = "<FF><C3>";
// BAD: bad.cl:4:5: error: source file is not valid UTF-8
// BAD-NEXT: 4 | int <FF> b;
// BAD-NEXT: ^
// BAD-NOT: error:
// RUN: printf 'int x = 1; \342\202' > %t.cut.cl
// RUN: %expect-exit 1 %oclc -fsyntax-only -fno-caret-diagnostics %t.cut.cl 2>&1 | FileCheck %s --check-prefix=CUT
// CUT: cut.cl:1:12: error: source file is not valid UTF-8
// CUT-NEXT: cut.cl:1:13: error: source file is not valid UTF-8
// CUT-NOT: error:
// RUN: printf 'kernel void k(global int *p) { p[0] = 1; } \200\200\n' > %t.cont.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o -fno-caret-diagnostics %t.cont.cl 2>&1 | FileCheck %s --check-prefix=CONT
// CONT-COUNT-2: error: source file is not valid UTF-8
// CONT-NOT: error:
// RUN: printf 'kernel void caf\303\251(global int *p) { int \316\273 = 2; p[0] = \316\273; }\n' > %t.ok.cl
// RUN: %expect-exit 0 %oclc -c -o %t.o %t.ok.cl
