// A UTF-8 byte order mark at the start of a file is not part of the
// program; identifiers may hold UTF-8 letters, as in clang.
// RUN: printf '\357\273\277int a;\nint \303\251t\303\251 = 1;\n' > %t.cl
// RUN: %oclc -fsyntax-only %t.cl
// RUN: %oclc -E %t.cl | FileCheck %s
// CHECK: {{^}}int a;
