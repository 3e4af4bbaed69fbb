// Run-time test: records passed and returned by value keep the host's C
// calling convention (System V x86-64 on the host row: codegen/cg_abi.c),
// so a program's functions (and kernels, which are C functions in an
// object) link with C both ways.  For each of 45 shapes (Inputs/record-abi.h:
// every mix of integer and floating eightbytes, vectors, arrays, unions,
// nested and packed records, and ones that go in memory), the C driver
// calls oclc's functions and checks what comes back, and oclc's functions
// call the driver's (compiled by cc) and check what comes back; cl_pick
// passes four records and an int, more than the argument registers hold.
// RUN: %oclc -c -O0 -I %S/Inputs %s -o %t.O0.o
// RUN: %cc -std=c17 -Wno-psabi -I %S/Inputs %S/Inputs/record-abi.c %t.O0.o -o %t.O0.exe
// RUN: %t.O0.exe | FileCheck %s
// RUN: %oclc -c -O2 -I %S/Inputs %s -o %t.O2.o
// RUN: %cc -std=c17 -O2 -Wno-psabi -I %S/Inputs %S/Inputs/record-abi.c %t.O2.o -o %t.O2.exe
// RUN: %t.O2.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: {{^}}record-abi: {{[0-9]+}} checks passed, 0 failed

#include "record-abi.h"
#define ELEM_PTR(t) private t *
#include "record-abi-defs.h"

#define SHAPE(tag, ms)                                                                                   \
  R_##tag cl_make_##tag(int seed) {                                                                      \
    R_##tag r;                                                                                           \
    fill_##tag(&r, seed);                                                                                \
    return r;                                                                                            \
  }                                                                                                      \
  int cl_check_##tag(R_##tag v, int seed) { return check_##tag(v, seed); }                               \
  R_##tag cl_pick_##tag(R_##tag a, int k, R_##tag b, R_##tag c, R_##tag d) {                             \
    return k == 0 ? a : k == 1 ? b : k == 2 ? c : d;                                                     \
  }                                                                                                      \
  R_##tag c_make_##tag(int seed);                                                                        \
  int c_check_##tag(R_##tag v, int seed);                                                                \
  R_##tag c_pick_##tag(R_##tag a, int k, R_##tag b, R_##tag c, R_##tag d);                               \
  int cl_calls_c_##tag(int seed) {                                                                       \
    int e = check_##tag(c_make_##tag(seed), seed);                                                       \
    if (e) return 100 + e;                                                                               \
    e = c_check_##tag(cl_make_##tag(seed + 1), seed + 1);                                                \
    if (e) return 200 + e;                                                                               \
    for (int k = 0; k < 4; k++) {                                                                        \
      R_##tag p = c_pick_##tag(cl_make_##tag(seed), k, cl_make_##tag(seed + 1), cl_make_##tag(seed + 2), \
                               cl_make_##tag(seed + 3));                                                 \
      e = check_##tag(p, seed + k);                                                                      \
      if (e) return 300 + 100 * k + e;                                                                   \
    }                                                                                                    \
    return 0;                                                                                            \
  }                                                                                                      \
  kernel void kern_##tag(global int *out, R_##tag v, int seed) { out[0] = check_##tag(v, seed); }
SHAPES(SHAPE)
