// The sub-group functions need cl_khr_subgroups / __opencl_c_subgroups
// (sema/builtins.def), which the host target claims in every OpenCL C
// version and nvptx64 does not; -cl-ext= turns the pair off together.
// RUN: %oclc -fsyntax-only -verify -cl-std=CL3.0 -cl-ext=-__opencl_c_subgroups %s
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 -cl-ext=-cl_khr_subgroups %s
// RUN: %oclc -fsyntax-only -verify --target=nvptx64-nvidia-cuda %s
// RUN: %oclc -fsyntax-only -cl-std=CL3.0 -DHAVE %s
// RUN: %oclc -fsyntax-only -cl-std=CL2.0 -DHAVE %s
// RUN: %oclc -fsyntax-only -cl-std=CL1.2 -DHAVE %s

kernel void k(global int *p, global double *d) {
#ifndef HAVE
  p[0] = get_sub_group_size();  // expected-error {{built-in function 'get_sub_group_size' requires the __opencl_c_subgroups feature}}
  p[1] = sub_group_reduce_add(p[1]);  // expected-error {{built-in function 'sub_group_reduce_add' requires the __opencl_c_subgroups feature}}
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);  // expected-error {{built-in function 'sub_group_barrier' requires the __opencl_c_subgroups feature}}
#else
  p[0] = get_sub_group_size() + get_max_sub_group_size() + get_num_sub_groups() + get_enqueued_num_sub_groups() +
         get_sub_group_id() + get_sub_group_local_id();
  p[1] = sub_group_reduce_add(p[1]) + sub_group_all(p[2]) + sub_group_any(p[3]);
  d[0] = sub_group_broadcast(d[1], 3u) + sub_group_scan_exclusive_max(d[2]);
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
#endif
}
