// A file that does not end with a newline, whatever is open at its end: a
// directive, a // comment, a backslash, a /* comment, a string or character
// literal, a macro invocation, an #if group, a block.  Each ends like
// clang: accepted, or the error clang gives, never a read past the end.
// RUN: printf '#if 1\nkernel void k(global int *p) { p[0] = 1; }\n#endif' > %t.1.cl
// RUN: %expect-exit 0 %oclc -c -o %t.o %t.1.cl
// RUN: printf 'kernel void k(global int *p) { p[0] = 1; } // c' > %t.2.cl
// RUN: %expect-exit 0 %oclc -c -o %t.o %t.2.cl
// RUN: printf '#define X 1' > %t.3.cl
// RUN: %expect-exit 0 %oclc -c -o %t.o %t.3.cl
// RUN: printf 'int a;\\\r' > %t.4.cl
// RUN: %expect-exit 0 %oclc -fsyntax-only %t.4.cl
// RUN: printf 'int a;\\' > %t.5.cl
// RUN: %expect-exit 1 %oclc -fsyntax-only -fno-caret-diagnostics %t.5.cl 2>&1 | FileCheck %s --check-prefix=BACKSLASH
// BACKSLASH: 5.cl:1:7: error: stray '\' in program
// RUN: printf 'int a; /* open' > %t.6.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o -fno-caret-diagnostics %t.6.cl 2>&1 | FileCheck %s --check-prefix=COMMENT
// COMMENT: 6.cl:1:8: error: unterminated /* comment
// RUN: printf 'constant char s[] = "open' > %t.7.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o -fno-caret-diagnostics %t.7.cl 2>&1 | FileCheck %s --check-prefix=STRING
// STRING: 7.cl:1:21: error: missing terminating '"' character
// RUN: printf "constant char c = 'x" > %t.8.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o -fno-caret-diagnostics %t.8.cl 2>&1 | FileCheck %s --check-prefix=CHAR
// CHAR: 8.cl:1:19: error: missing terminating ' character
// RUN: printf '#define F(x) x\nint a = F(1' > %t.9.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o -fno-caret-diagnostics %t.9.cl 2>&1 | FileCheck %s --check-prefix=MACRO
// MACRO: 9.cl:2:9: error: unterminated function-like macro invocation
// RUN: printf '#if 1\nint a;' > %t.10.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o -fno-caret-diagnostics %t.10.cl 2>&1 | FileCheck %s --check-prefix=IF
// IF: 10.cl:1:2: error: unterminated conditional directive
// RUN: printf 'kernel void k(global int *p) {' > %t.11.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o -fno-caret-diagnostics %t.11.cl 2>&1 | FileCheck %s --check-prefix=BLOCK
// BLOCK: 11.cl:1:31: error: expected '}'
// RUN: printf '#include "' > %t.12.cl
// RUN: %expect-exit 1 %oclc -fsyntax-only -fno-caret-diagnostics %t.12.cl 2>&1 | FileCheck %s --check-prefix=INCLUDE
// INCLUDE: 12.cl:1:10: error: expected "FILENAME" or <FILENAME>
