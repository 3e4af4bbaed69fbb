// NULL is ((void*)0): a null pointer constant (C99 6.3.2.3) even though
// its void * points into the generic space (OpenCL C 2.0, 3.0) or private
// memory (1.2), so it converts to, compares with and meets in ?: a pointer
// into any space, as in clang (the conformance suite's
// generic_address_space compare_pointers does all three).  Other pointers
// to void keep 6.5.5's rules.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s
// RUN: %oclc -cl-std=CL3.0 -S -emit-llvm -DNO_ERRORS %s -o - | FileCheck %s
// The kernel's body is its work-group function's (the plain @k calls it).
// CHECK: define {{.*}} @__oclc_wg_k(
// CHECK: icmp {{eq|ne}} ptr %g, null
// CHECK: icmp {{eq|ne}} ptr %l, null

kernel void k(global int *g, local int *l, int c) {
  local int *lp = NULL;
  global int *gp = (void *)0;
  private int *pp = NULL;
  constant int *cp = NULL;
  lp = NULL;
  if (g == NULL) g[0] = 1;
  if (NULL != l) l[0] = 2;
  global int *q = c ? g : NULL;
  local int *r = c ? NULL : l;
#ifndef NO_ERRORS
  void *v = 0;
  local int *bad = v; // expected-error {{initializing '__local int *' with an expression of incompatible type}} expected-note {{address space}}
  global int *bad2 = (const void *)0; // expected-error {{initializing '__global int *' with an expression of incompatible type}} expected-note {{address space}}
#endif
}
