// nvptx64: every unit carries its kernels' table as named metadata
// (codegen/cg_ptx.c, "The kernel table"): one node per kernel, in source
// order, with the name, the attributes, the required work-group size and
// each argument's kind (OCLC_ARG_*: 0 value, 1 global, 2 constant, 3
// local), size, name and type, as the CPU's descriptors record them.  The
// GPU runtime reads it from the linked module; LLVM's linker concatenates
// it unit after unit.  A kernel-less unit has none, and the PTX has no
// trace of it.  A program variable in the global space is marked for
// CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE.
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -O2 %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O0 -DNO_KERNELS %s -o - | FileCheck %s --check-prefix=NONE

#ifndef NO_KERNELS
// CHECK: @counter = {{.*}}addrspace(1) global i32 0{{.*}} !oclc.global_variable
global int counter;
global float table[4] = {1, 2, 3, 4};

__attribute__((reqd_work_group_size(2, 3, 1))) kernel void kb(global float *f, local int *l, constant int *c, uint n,
                                                              char2 v)
{
    f[0] = table[n & 3] + counter + l[0] + c[0] + v.x;
}

int helper(int x) { return x * 2; }

kernel void ka(global int *o, int v) { o[get_global_id(0)] = helper(v); }

// CHECK: !oclc.kernels = !{[[KB:![0-9]+]], [[KA:![0-9]+]]}
// CHECK-DAG: [[KB]] = !{!"kb", !"reqd_work_group_size(2, 3, 1)", i32 2, i32 3, i32 1, [[KBARGS:![0-9]+]]}
// CHECK-DAG: [[KBARGS]] = !{[[F:![0-9]+]], [[L:![0-9]+]], [[C:![0-9]+]], [[N:![0-9]+]], [[V:![0-9]+]]}
// CHECK-DAG: [[F]] = !{i32 1, i32 8, !"f", !"__global float *"}
// CHECK-DAG: [[L]] = !{i32 3, i32 8, !"l", !"__local int *"}
// CHECK-DAG: [[C]] = !{i32 2, i32 8, !"c", !"__constant int *"}
// CHECK-DAG: [[N]] = !{i32 0, i32 4, !"n", !"uint"}
// CHECK-DAG: [[V]] = !{i32 0, i32 2, !"v", !"char2"}
// CHECK-DAG: [[KA]] = !{!"ka", !"", i32 0, i32 0, i32 0, [[KAARGS:![0-9]+]]}
// CHECK-DAG: [[KAARGS]] = !{[[O:![0-9]+]], [[VA:![0-9]+]]}
// CHECK-DAG: [[O]] = !{i32 1, i32 8, !"o", !"__global int *"}
// CHECK-DAG: [[VA]] = !{i32 0, i32 4, !"v", !"int"}

// PTX: .entry kb(
// PTX: .entry ka(
// PTX-NOT: oclc.kernels
// PTX-NOT: __global float
#else
int only_a_helper(int x) { return x + 1; }
// NONE-NOT: !oclc.kernels
#endif
