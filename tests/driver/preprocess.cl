// -E writes the preprocessed source to stdout (or -o) and stops.
// RUN: %oclc -E %s | FileCheck %s
// RUN: %oclc -E -DVALUE=7 %s -o %t.i && FileCheck %s --check-prefix=DEFINED < %t.i
#ifndef VALUE
#define VALUE 42
#endif
int x = VALUE;
// CHECK: {{^}}int x = 42;
// DEFINED: {{^}}int x = 7;
