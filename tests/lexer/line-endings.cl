// LF, CRLF and lone CR all end lines, also in directives, comments and
// after line continuations; a file may end without a newline.
// RUN: printf '#define A 1\r\nint a = A;\r\n// c\r\nint b;\rint c = __LINE__;\r#if 1\rint d;\r#endif\rint e = \\\r\n2;' > %t.cl
// RUN: %oclc -E %t.cl | FileCheck %s
// RUN: %oclc -fsyntax-only %t.cl
// CHECK:      int a = 1;
// CHECK-NEXT: int b;
// CHECK-NEXT: int c = 5;
// CHECK-NEXT: int d;
// CHECK-NEXT: int e = 2;
// RUN: printf 'int x = 1;\nint y = 0\\\r\n8;\r\n' > %t2.cl
// RUN: not %oclc -fsyntax-only -fno-caret-diagnostics %t2.cl 2>&1 | FileCheck %s --check-prefix=LOC
// LOC: {{.*}}.cl:3:1: error: invalid digit '8' in octal constant
