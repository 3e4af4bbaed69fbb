// A file that does not end with a newline: the last token, a directive
// on the last line, and a line comment on the last line all work.
// RUN: printf 'int a = 1;\nint b = 2;' > %t1.cl
// RUN: %oclc -fsyntax-only %t1.cl
// RUN: %oclc -E %t1.cl | FileCheck %s --check-prefix=TOKEN
// TOKEN: int b = 2;
// RUN: printf 'int a;\n#if 1\nint b;\n#endif' > %t2.cl
// RUN: %oclc -fsyntax-only %t2.cl
// RUN: printf 'int a;\n#define X 1' > %t3.cl
// RUN: %oclc -fsyntax-only %t3.cl
// RUN: printf 'int a; // the end' > %t4.cl
// RUN: %oclc -fsyntax-only %t4.cl
// RUN: printf 'int a;\n#if 1' > %t5.cl
// RUN: not %oclc -fsyntax-only -fno-caret-diagnostics %t5.cl 2>&1 | FileCheck %s --check-prefix=COND
// COND: {{.*}}.cl:2:2: error: unterminated conditional directive
