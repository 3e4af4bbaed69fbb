// Run-time test: records are laid out as the host C compiler lays out the
// same declarations (what makes buffers and kernel arguments of records
// mean the same on both sides).  The shapes are written once
// (Inputs/record-shapes.h, read by both languages): vectors and vec3
// members, char/double mixes, nested and anonymous records, unions, arrays,
// packed and aligned(N) records and members, bool, half, enum and pointer
// members.  The kernel writes every sizeof, _Alignof and offsetof; the C
// driver compares them with cc's.
// RUN: %oclc -c -I %S/Inputs %s -o %t.o
// RUN: %cc -std=c17 -I %S/Inputs %S/Inputs/record-layout.c %t.o -o %t.exe
// RUN: %t.exe | FileCheck %s
// CHECK-NOT: FAIL
// CHECK: {{^}}record-layout: {{[0-9]+}} checks passed, 0 failed

enum Kind { KIND_A, KIND_B = 300 };
#define GLOBAL_PTR(t) global t *

#include "record-shapes.h"

#define ATTR_NONE
#define ATTR_PACKED     __attribute__((packed))
#define ATTR_AL8        __attribute__((aligned(8)))
#define ATTR_AL16       __attribute__((aligned(16)))
#define ATTR_PACKED_AL4 __attribute__((packed, aligned(4)))
#define F(t, n)         t n;
#define A(t, n, len)    t n[len];
#define AL(t, n, al)    t n __attribute__((aligned(al)));
#define PK(t, n)        t n __attribute__((packed));
#define ANON(kw, ms)    kw{ms};
#define SHAPE(tag, kw, attr, ms) typedef kw ATTR_##attr tag{ms} R_##tag;
SHAPES(SHAPE)
#undef SHAPE
#undef F
#undef A
#undef AL
#undef PK
#undef ANON

kernel void layout(global ulong *out) {
  int n = 0;
#define F(t, m)       out[n++] = offsetof(R, m);
#define A(t, m, len)  F(t, m)
#define AL(t, m, al)  F(t, m)
#define PK(t, m)      F(t, m)
#define ANON(kw, ms)  ms
#define SHAPE(tag, kw, attr, ms)   \
  {                                \
    typedef R_##tag R;             \
    out[n++] = sizeof(R);          \
    out[n++] = _Alignof(R);        \
    ms                             \
  }
  SHAPES(SHAPE)
  out[n] = 0xC0FFEE;
}
