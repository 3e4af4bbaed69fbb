// A NUL byte in the source is ignored with a warning (in a literal it is
// kept, with a warning); only the NUL after the last byte ends the file.
// RUN: printf 'int a;\000int b;\nconstant char s[] = "x\000y";\nint c;\n' > %t.cl
// RUN: %oclc -fsyntax-only -fno-caret-diagnostics %t.cl 2>&1 | FileCheck %s
// CHECK: {{.*}}.cl:1:7: warning: null character ignored [-Wnull-character]
// CHECK: {{.*}}.cl:2:23: warning: null character(s) preserved in string literal [-Wnull-character]
// RUN: %oclc -E %t.cl | FileCheck %s --check-prefix=TEXT
// TEXT: int a; int b;
// TEXT: int c;
