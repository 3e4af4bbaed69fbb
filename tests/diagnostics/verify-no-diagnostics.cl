// expected-no-diagnostics
// RUN: %oclc -fsyntax-only -verify %s
kernel void k(global int *p) { *p = 1; }
