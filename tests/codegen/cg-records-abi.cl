// Records by value follow the target's C calling convention (cg_abi.c), so
// that a program function taking or returning a struct links with C.
// x86-64 (System V, 3.2.3, as clang lowers it): up to 16 bytes in
// registers by eightbytes (INTEGER as an integer, SSE as float/double, a
// 16-byte vector whole), larger or misaligned (packed) records in memory:
// byval copies and sret results; a record whose parts do not all fit in the
// registers left goes on the stack whole.  nvptx64: every record by
// pointer.  tests/run/record-abi.cl calls and is called by C at run time.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=X86
// RUN: %oclc -S -emit-llvm -O0 --target=nvptx64-nvidia-cuda %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %oclc -S -emit-llvm -O2 %s -o - | %opt -passes=verify -disable-output
// RUN: %oclc -S --target=nvptx64-nvidia-cuda %s -o - | FileCheck %s --check-prefix=PTXASM

typedef struct { int a; float b; } IF;
typedef struct { double d; long l; } DL;
typedef struct { float x, y; } F2;
typedef struct { float4 v; } V4;
typedef struct { long a, b, c; } Big;
typedef struct __attribute__((packed)) { char c; int i; } Pk;
typedef struct { char c[3]; } C3;
typedef struct { } Empty;

// X86-LABEL: define i64 @f_if(i64 %s.coerce0)
// X86: store i64 %s.coerce0, ptr %{{.*}}, align 8
// X86: call void @llvm.memcpy.p0.p0.i64(ptr align 4 %s.addr, ptr align 8 %{{.*}}, i64 8, i1 false)
// X86: [[R:%.*]] = load i64, ptr %{{.*}}, align 8
// X86: ret i64 [[R]]
// PTX-LABEL: define void @f_if(ptr noalias sret(<{ i32, float }>) align 4 %agg.result, ptr byval(<{ i32, float }>) align 8 %s)
IF f_if(IF s) { return s; }

// X86-LABEL: define { double, i64 } @f_dl(double %s.coerce0, i64 %s.coerce1)
// X86: ret { double, i64 }
DL f_dl(DL s) { return s; }

// X86-LABEL: define double @f_f2(double %s.coerce0)
F2 f_f2(F2 s) { return s; }

// X86-LABEL: define <4 x float> @f_v4(<4 x float> %s.coerce0)
V4 f_v4(V4 s) { return s; }

// X86-LABEL: define void @f_big(ptr noalias sret(<{ i64, i64, i64 }>) align 8 %agg.result, ptr byval(<{ i64, i64, i64 }>) align 8 %s)
// X86: call void @llvm.memcpy.p0.p0.i64(ptr align 8 %agg.result, ptr align 8 %{{.*}}, i64 24, i1 false)
// X86: ret void
Big f_big(Big s) { return s; }

// X86-LABEL: define void @f_pk(ptr noalias sret(<{ i8, i32 }>) align 1 %agg.result, ptr byval(<{ i8, i32 }>) align 8 %s)
Pk f_pk(Pk s) { return s; }

// X86-LABEL: define i32 @f_c3(i32 %s.coerce0)
C3 f_c3(C3 s) { return s; }

// An empty record takes nothing.
// X86-LABEL: define void @f_e(i32 %x)
Empty f_e(Empty e, int x) { return e; }

// The seventh DL does not fit in the registers left: on the stack, whole.
// X86-LABEL: define i64 @many(double %a.coerce0, i64 %a.coerce1, {{.*}}, double %f.coerce0, i64 %f.coerce1, ptr byval(<{ double, i64 }>) align 8 %g)
long many(DL a, DL b, DL c, DL d, DL e, DL f, DL g) { return a.l + g.l; }

// A call passes the parts, and byval the address (LLVM copies it); the
// result comes back in a temporary.
// X86-LABEL: define i64 @calls(
// X86: call { double, i64 } @f_dl(double %{{.*}}, i64 %{{.*}})
// X86: call void @f_big(ptr noalias sret(<{ i64, i64, i64 }>) align 8 %agg.result{{[0-9]*}}, ptr byval(<{ i64, i64, i64 }>) align 8 %{{.*}})
// X86: call i64 @many(double {{.*}}, ptr byval(<{ double, i64 }>) align 8 %{{.*}})
long calls(DL d, Big b) { return f_dl(d).l + f_big(b).c + many(d, d, d, d, d, d, d); }

// A kernel is a C function too; its work-group entry unpacks the bytes the
// host set into the same convention, and the "oclc-abi" attribute tells
// the JIT's C wrapper how: d direct, 1/2 registers, i by pointer.
// X86: define void @k(ptr %o, i64 %s.coerce0, ptr byval(<{ i64, i64, i64 }>) align 8 %b) #[[KATTR:[0-9]+]]
// X86-LABEL: define void @__oclc_wg_k(
// X86: %coerce = alloca [2 x i64], align 16
// X86: call void @llvm.memcpy.p0.p0.i64(ptr align 8 %coerce, ptr align 1 %{{.*}}, i64 8, i1 false)
// X86: attributes #[[KATTR]] = { {{.*}}"oclc-abi"="d1i" }
// On nvptx64 the .entry passes its byval records on to the body, whose
// copy the call makes.
// PTX-LABEL: define internal void @__oclc_body_k(ptr addrspace(1) %o, ptr byval(<{ i32, float }>) align 8 %s, ptr byval(<{ i64, i64, i64 }>) align 8 %b)
// PTX-LABEL: define ptx_kernel void @k(ptr addrspace(1) %o, ptr byval(<{ i32, float }>) align 8 %s, ptr byval(<{ i64, i64, i64 }>) align 8 %b, i32 %work_dim, i64 %global_offset.x, i64 %global_offset.y, i64 %global_offset.z)
// PTX: call void @__oclc_body_k(ptr addrspace(1) %o, ptr byval(<{ i32, float }>) align 8 %s, ptr byval(<{ i64, i64, i64 }>) align 8 %b)
// PTXASM: .entry k(
// PTXASM: .param .align 8 .b8 k_param_1[8],
// PTXASM: .param .align 8 .b8 k_param_2[24]
kernel void k(global int *o, IF s, Big b) { o[0] = s.a + b.c; }
