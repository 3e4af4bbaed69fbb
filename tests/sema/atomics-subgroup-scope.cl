// memory_scope_sub_group (4) as an atomic function's scope needs the
// sub-group feature.  The host target has it (one sub-group per work-group,
// docs/language.md): accepted here; a compilation that turns it off with
// -cl-ext= gets the error (atomics-subgroup-scope-off.cl).
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 %s
// expected-no-diagnostics

kernel void k(global atomic_int *p) {
  atomic_fetch_or_explicit(p, 1, memory_order_relaxed, memory_scope_sub_group);
  atomic_fetch_or_explicit(p, 1, memory_order_relaxed, 4);
}
