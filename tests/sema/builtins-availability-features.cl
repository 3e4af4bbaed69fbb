// A built-in whose row needs a feature the compilation does not have says
// which (sema/builtins.def: the work-group collectives need
// __opencl_c_work_group_collective_functions, which the host target
// claims: -cl-ext= turns it off).
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 -cl-ext=-__opencl_c_work_group_collective_functions %s
// RUN: %oclc -fsyntax-only -cl-std=CL3.0 -DHAVE %s
// RUN: %oclc -fsyntax-only -cl-std=CL2.0 -DHAVE %s

kernel void features(global int *p) {
#ifndef HAVE
  p[0] = work_group_reduce_add(p[1]);  // expected-error {{built-in function 'work_group_reduce_add' requires the __opencl_c_work_group_collective_functions feature}}
#else
  p[0] = work_group_reduce_add(p[1]);
#endif
  p[1] = ctz(p[2]);
  work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
}
