// Without the sub-group feature (-cl-ext=), the sub-group scope (4: the
// macro memory_scope_sub_group is then not defined) is an error.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 -cl-ext=-__opencl_c_subgroups,-cl_khr_subgroups %s

kernel void k(global atomic_int *p) {
  atomic_fetch_or_explicit(p, 1, memory_order_relaxed, 4); // expected-error {{synchronization scope argument to 'atomic_fetch_or_explicit' requires the __opencl_c_subgroups feature}}
}
