// The atomic functions' diagnostics (6.15.12): an atomic function on an
// object that is not atomic (and a 1.x function on an atomic one), an
// order or scope that is not a constant or that the operation does not
// allow (a load that releases, a store that acquires, a compare-exchange
// whose failure order releases, a work-item scope outside a fence), and operators on atomic types
// (6.15.12.10: only the atomic functions operate on them).  clang-19 with
// its default header says "no matching function" for the first kind and
// nothing for the orders (its header declares plain functions); oclc
// checks the orders, in clang's words for its __opencl_atomic_ builtins.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL2.0 %s

kernel void k(global atomic_int *p, global int *q, local atomic_float *f, int o, global atomic_flag *fl,
              global atomic_long *l) {
  atomic_fetch_add(q, 1);     // expected-error {{no matching function for call to 'atomic_fetch_add'}} expected-note {{no known conversion from '__global int *' to 'volatile __global atomic_int *' for 1st argument}} expected-note {{remaining 3 candidates not shown}}
  atomic_add(p, 1);           // expected-error {{no matching function for call to 'atomic_add'}} expected-note {{no known conversion from '__global atomic_int *' to 'volatile __global int *' for 1st argument}} expected-note {{remaining 3 candidates not shown}}
  atomic_flag_test_and_set(p); // expected-error {{no matching function for call to 'atomic_flag_test_and_set'}} expected-note {{to 'volatile __global atomic_flag *' for 1st argument}}
  atomic_fetch_add(f, 1.0f);  // expected-error {{no matching function for call to 'atomic_fetch_add'}} expected-note 2 {{no known conversion from '__local atomic_float *'}} expected-note {{remaining 2 candidates not shown}}

  atomic_load_explicit(p, memory_order_release);      // expected-error {{memory order argument to 'atomic_load_explicit' is invalid for a load}}
  atomic_load_explicit(p, memory_order_acq_rel);      // expected-error {{memory order argument to 'atomic_load_explicit' is invalid for a load}}
  atomic_store_explicit(p, 1, memory_order_acquire);  // expected-error {{memory order argument to 'atomic_store_explicit' is invalid for a store}}
  atomic_flag_clear_explicit(fl, memory_order_acq_rel); // expected-error {{memory order argument to 'atomic_flag_clear_explicit' is invalid for a store}}
  atomic_load_explicit(p, 1);                         // expected-error {{memory order argument to 'atomic_load_explicit' is invalid}}
  atomic_load_explicit(p, o);                         // expected-error {{memory order argument to 'atomic_load_explicit' is not a constant}} expected-note {{oclc needs one of the memory_order_* constants here}}
  atomic_fetch_add_explicit(p, 1, memory_order_relaxed, 7); // expected-error {{synchronization scope argument to 'atomic_fetch_add_explicit' is invalid}}
  atomic_fetch_add_explicit(p, 1, memory_order_relaxed, o); // expected-error {{memory scope argument to 'atomic_fetch_add_explicit' is not a constant}} expected-note {{oclc needs one of the memory_scope_* constants here}}
  atomic_exchange_explicit(p, 1, memory_order_seq_cst, memory_scope_work_item); // expected-error {{synchronization scope argument to 'atomic_exchange_explicit' is invalid}}
  int e;
  atomic_compare_exchange_weak_explicit(p, &e, 1, memory_order_acq_rel, memory_order_release);  // expected-error {{memory order argument to 'atomic_compare_exchange_weak_explicit' is invalid for the failure of a compare-exchange}}

  // Allowed: a fence of one work-item, any failure order a load may have
  // (C17 dropped C11's "no stronger than success", as the conformance
  // suite expects); sub-groups' scope needs their feature.
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_item);
  atomic_compare_exchange_strong_explicit(p, &e, 1, memory_order_acq_rel, memory_order_acquire);
  atomic_compare_exchange_strong_explicit(p, &e, 1, memory_order_release, memory_order_acquire);
  atomic_compare_exchange_strong_explicit(p, &e, 1, memory_order_relaxed, memory_order_seq_cst);
  atomic_fetch_or_explicit(p, 1, memory_order_relaxed, memory_scope_sub_group); // the host has sub-groups (atomics-subgroup-scope.cl)

  // Operators on atomic objects.
  int v = *p;   // expected-error {{initializing 'int' with an expression of incompatible type 'atomic_int'}}
  *p = 3;       // expected-error {{assigning to 'atomic_int' from incompatible type 'int'}}
  *p += 1;      // expected-error {{invalid operands to binary expression ('atomic_int' and 'int')}}
  (*p)++;       // expected-error {{cannot increment value of type 'atomic_int'}}
  if (*l) v++;  // expected-error {{'if' requires a scalar condition; 'atomic_long' is not a scalar type}}
}

// The generic address space's functions take pointers to generic,
// global, local or private memory.
kernel void spaces(global int *g, constant int *c) {
  to_global(1);  // expected-error {{invalid argument 'int' to function 'to_global', expecting a pointer to generic, global, local or private memory}}
  to_local(c);   // expected-error {{invalid argument '__constant int *' to function 'to_local', expecting a pointer to generic, global, local or private memory}}
  get_fence(g, g); // expected-error {{too many arguments to function call, expected 1, have 2}} expected-note {{'get_fence' is a built-in function}}
  local int *l = to_global(g); // expected-error {{initializing '__local int *' with an expression of incompatible type '__global int *'}} expected-note {{cannot be converted}}
}

// ATOMIC_VAR_INIT initializes program-scope atomics only (6.15.12.1).
global atomic_int counter = ATOMIC_VAR_INIT(5);
global atomic_uint table[3] = {ATOMIC_VAR_INIT(1), ATOMIC_VAR_INIT(2)};
global atomic_flag flag = ATOMIC_FLAG_INIT;
kernel void init(global int *out) {
  atomic_int a = ATOMIC_VAR_INIT(0); // expected-error {{atomic variable can be initialized to a variable only in global address space}}
  out[0] = atomic_load(&counter) + atomic_load(&table[1]);
}
