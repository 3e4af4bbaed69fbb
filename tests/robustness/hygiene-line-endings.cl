// Line endings: LF, CRLF and lone CR each end a line, in code, directives,
// comments and line continuations; diagnostics count lines and columns the
// same way for all three (the caret under the right byte), and the whole
// pipeline compiles such files.
// RUN: printf 'kernel void k(global int *p) {\r\n  p[0] = 1;\r\n  p[1] = x;\r\n}\r\n' > %t.crlf.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o %t.crlf.cl 2>&1 | FileCheck %s --check-prefix=ERR -DNAME=crlf
// RUN: printf 'kernel void k(global int *p) {\r  p[0] = 1;\r  p[1] = x;\r}\r' > %t.cr.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o %t.cr.cl 2>&1 | FileCheck %s --check-prefix=ERR -DNAME=cr
// RUN: printf 'kernel void k(global int *p) {\n  p[0] = 1;\r\n  p[1] = x;\r}' > %t.mixed.cl
// RUN: %expect-exit 1 %oclc -c -o %t.o %t.mixed.cl 2>&1 | FileCheck %s --check-prefix=ERR -DNAME=mixed
// ERR: [[NAME]].cl:3:10: error: use of undeclared identifier 'x'
// ERR-NEXT: 3 | p[1] = x;
// ERR-NEXT: ^
// RUN: printf '#define ONE \\\r\n  1\r#if ONE\r\nkernel void k(global int *p) { p[0] = ONE + __LINE__; }\r#endif\r\n' > %t.dir.cl
// RUN: %expect-exit 0 %oclc -c -o %t.o %t.dir.cl
// RUN: %oclc -E %t.dir.cl | FileCheck %s --check-prefix=DIR
// DIR: kernel void k(global int *p) { p[0] = 1 + 4; }
