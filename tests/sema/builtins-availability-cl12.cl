// The built-ins an OpenCL C 1.2 compilation has (each row's version,
// sema/builtins.def): a name that exists, but not here, says what it
// needs; a function of the program with a built-in's name is the
// program's.  (builtins-availability-features.cl: a feature turned off.)
// RUN: %oclc -fsyntax-only -verify -cl-std=CL1.2 %s

kernel void versions(global int *p, global float *f, constant float *k) {
  p[0] = ctz(p[1]);                // expected-error {{built-in function 'ctz' requires OpenCL C 2.0 or newer}}
  p[1] = work_group_all(p[2]);     // expected-error {{built-in function 'work_group_all' requires OpenCL C 2.0 or newer}}
  work_group_barrier(CLK_LOCAL_MEM_FENCE);  // expected-error {{built-in function 'work_group_barrier' requires OpenCL C 2.0 or newer}}
  p[2] = popcount(p[3]) + clz(p[4]);        // 1.2 has these
  barrier(CLK_LOCAL_MEM_FENCE);
  // No generic space in 1.2: a named space converts to no other.
  vstore4(vload4(0, f), 0, k);  // expected-error {{no matching function for call to 'vstore4'}}
  // expected-note@-1 {{candidate function not viable: cannot pass pointer to address space '__constant' as a pointer to address space '__global', '__local' or '__private' in 3rd argument}}
  // expected-note@-2 {{remaining 10 candidates not shown}}
}
int rotate_left(int x) { return x; }
float4 cross(float4 a, float4 b) { return a; }  // the program's own cross
kernel void own(global float4 *p) { p[0] = cross(p[1], p[2]); }
