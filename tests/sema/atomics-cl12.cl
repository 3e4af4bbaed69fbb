// OpenCL C 1.2 has the 1.x atomic functions only (and the atom_ ones of
// the extensions the target implements); the C11 ones, the atomic types,
// memory_order's constants and to_global & co are OpenCL C 2.0's.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s
// Without cl_khr_int64_base_atomics, atom_add has no long overload:
// RUN: %expect-exit 1 %oclc -fsyntax-only -cl-std=CL1.2 -cl-ext=-cl_khr_int64_base_atomics %s 2>&1 | FileCheck %s --check-prefix=NO64
// NO64: atomics-cl12.cl:[[@LINE+8]]:3: error: no matching function for call to 'atom_add'

kernel void k(global int *p, local uint *l, global long *g64) {
  atomic_add(p, 1);
  atomic_cmpxchg(l, 1u, 2u);
  atom_xor(p, 3);
  atom_inc(l);
  atomic_xchg((global float *)p, 1.0f);
  atom_add(g64, 1);
  atomic_fetch_add(p, 1); // expected-error {{built-in function 'atomic_fetch_add' requires OpenCL C 2.0 or newer}}
  to_global(p);           // expected-error {{built-in function 'to_global' requires OpenCL C 2.0 or newer}}
  int o = memory_order_relaxed; // expected-error {{use of undeclared identifier 'memory_order_relaxed'}}
}
