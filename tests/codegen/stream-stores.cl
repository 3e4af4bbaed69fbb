// A big launch's whole-line stores bypass the cache (codegen/cg_stream.c):
// in a work-group function, a store of 64 bytes or a multiple of it, to
// memory other than the frame, branches on the address being on a line
// and the launch writing at least 32 MiB through it (global size times a
// work-item's bytes there: 8 Mi work-items of a float, 1 Mi of a float8);
// the taken side is a non-temporal store aligned to the line, the other the
// store as it was.  No fence is in the function: the runtime's thread
// fences once it has run its share of a launch (runtime/ndrange.c), since
// a fence per row cost small groups up to nine times their time.  Values:
// tests/api/stream-stores.c.
// RUN: %oclc -mcpu=x86-64-v4 -S -emit-llvm -O2 %s -o - | FileCheck %s
// RUN: %oclc -mcpu=x86-64-v4 -S -O2 %s -o - | FileCheck %s --check-prefix=ASM
// With 128-bit vectors the loop vectorizer's stores are no line: a scalar
// kernel streams nothing (a float16 store still is one, in four parts),
// the vectorized loop's counter being its own, not the row's.
// RUN: %oclc -mcpu=x86-64 -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=SSE
// SSE-LABEL: define void @__oclc_wg_sqrt_f(
// SSE-NOT: nontemporal
// SSE-NOT: sfence
// SSE: ret void
// On nvptx64 nothing streams.
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=PTX
// PTX-NOT: nontemporal

// The kernel's plain C function (first in the output) is no work-group
// function:
// CHECK-LABEL: define void @sqrt_f(
// CHECK-NOT: nontemporal
// CHECK: ret void
// Nor is a function of the program that has a work-group function's name
// (the work-group functions are marked by an attribute, not named):
// CHECK-LABEL: define void @__oclc_wg_user(
// CHECK-NOT: nontemporal
// CHECK: ret void
// CHECK-LABEL: define void @__oclc_wg_sqrt_f(
// CHECK: getelementptr inbounds i8, ptr %row, i64 16
// CHECK: {{^}}vector.body:
// CHECK: %[[BIG:.*]] = icmp uge i64 %{{.*}}, 8388608
// CHECK: %[[A:.*]] = and i64 %{{.*}}, 63
// CHECK: %[[ON:.*]] = icmp eq i64 %[[A]], 0
// CHECK: %[[GO:.*]] = and i1 %[[ON]], %[[BIG]]
// CHECK: br i1 %[[GO]], label %[[NT:.*]], label %[[PLAIN:.*]]
// CHECK: [[NT]]:
// CHECK-NEXT: store <16 x float> %{{.*}}, ptr %{{.*}}, align 64, !nontemporal
// CHECK: [[PLAIN]]:
// CHECK-NEXT: store <16 x float> %{{.*}}, ptr %{{.*}}, align 4{{$}}
// The remainder's scalar store stays as it was:
// CHECK: {{^}}lx.body:
// CHECK: store float %{{.*}}, ptr %{{.*}}, align 4{{$}}
// CHECK-NOT: sfence
// CHECK: ret void
kernel void sqrt_f(global const float *x, global float *o) {
  size_t i = get_global_id(0);
  o[i] = sqrt(x[i]);
}
// CHECK-LABEL: define void @__oclc_wg_sqrt_f8(
// CHECK: icmp uge i64 %{{.*}}, 1048576
// CHECK: store <16 x float> %{{.*}}, ptr %{{.*}}, align 64, !nontemporal
// CHECK-NOT: sfence
// CHECK: ret void
kernel void sqrt_f8(global const float8 *x, global float8 *o) {
  size_t i = get_global_id(0);
  o[i] = sqrt(x[i]);
}
// A work-item that writes part of a line (16 bytes, one work-item a trip:
// float16 in, char16 out is not widened) streams as a plain loop's run,
// the row loop's trips one after another, tested on the launch: 64 bytes
// in and 16 out a work-item, 419,431 of them move 32 MiB; and on the row:
// 64 work-items or more (1 KB through the run), so that few lines are
// written in parts by two rows.  The store's alignment is its size, so no
// address test; no fence, as above.
// CHECK-LABEL: define void @__oclc_wg_sat16(
// CHECK: %[[ROW:.*]] = sub i64 %end, %first
// CHECK: %[[LONG:.*]] = icmp sge i64 %[[ROW]], 64
// CHECK: %[[MANY:.*]] = icmp uge i64 %{{.*}}, 419431
// CHECK: %stream.big = and i1 %[[MANY]], %[[LONG]]
// CHECK: {{^}}lx.body:
// CHECK: br i1 %stream.big, label %[[NT16:.*]], label %[[PLAIN16:.*]]
// CHECK: [[NT16]]:
// CHECK-NEXT: store <16 x i8> %{{.*}}, ptr %{{.*}}, align 16, !nontemporal
// CHECK: [[PLAIN16]]:
// CHECK-NEXT: store <16 x i8> %{{.*}}, ptr %{{.*}}, align 16{{$}}
// CHECK-NOT: sfence
// CHECK: ret void
// With 128-bit vectors too (movntdq):
// SSE-LABEL: define void @__oclc_wg_sat16(
// SSE: icmp sge i64 %{{.*}}, 64
// SSE: icmp uge i64 %{{.*}}, 419431
// SSE: %stream.big = and i1
// SSE: store <16 x i8> %{{.*}}, ptr %{{.*}}, align 16, !nontemporal
// SSE-NOT: sfence
// SSE: ret void
kernel void sat16(global const float16 *x, global char16 *o) {
  size_t i = get_global_id(0);
  o[i] = convert_char16_sat(x[i] * 3.0f);
}
// A kernel's own loop over a small array is no row loop: its counter does
// not start where the row's state says, so it streams nothing whatever the
// launch.
// CHECK-LABEL: define void @__oclc_wg_inner(
// CHECK-NOT: nontemporal
// CHECK: ret void
kernel void inner(global const int *n, global int4 *o) {
  for (int k = 0; k < n[0]; k++) o[k] = (int4)(k);
}
// A kernel of scalar stores only (not vectorized: a store per work-item
// at a computed place) streams nothing.
// CHECK-LABEL: define void @__oclc_wg_scatter(
// CHECK-NOT: nontemporal
// CHECK-NOT: sfence
// CHECK: ret void
kernel void scatter(global const int *idx, global int *o) {
  size_t i = get_global_id(0);
  o[idx[i]] = (int)i;
}
// ASM-LABEL: __oclc_wg_sqrt_f:
// ASM: vmovntps %zmm{{[0-9]+}}, (%{{.*}})
// ASM: vmovups %zmm{{[0-9]+}}, (%{{.*}})
// ASM-NOT: sfence
// ASM: .Lfunc_end
void __oclc_wg_user(global float16 *a, global float16 *b) { a[get_global_id(0)] = b[0]; }
// A group's local memory is read again at once: a kernel with a `local`
// pointer or a barrier streams nothing, and a store into a kernel's own
// `local` variable stays ordinary while its global store streams.
// CHECK-LABEL: define void @__oclc_wg_local_arg(
// CHECK-NOT: nontemporal
// CHECK: ret void
kernel void local_arg(global const float16 *x, local float16 *t, global float16 *o) {
  size_t i = get_global_id(0);
  t[get_local_id(0)] = x[i];
  o[i] = x[i] * 2.0f;
}
// CHECK-LABEL: define void @__oclc_wg_local_var(
// CHECK: store <16 x float> %{{.*}}, ptr %{{.*}}, align 64, !nontemporal
// CHECK-NOT: nontemporal
// CHECK: ret void
kernel void local_var(global const float16 *x, global float16 *o) {
  local float16 t[64];
  size_t i = get_global_id(0);
  t[get_local_id(0) & 63] = x[i] + 1.0f;
  o[i] = x[i] * 2.0f;
}
// CHECK-LABEL: define void @__oclc_wg_with_barrier(
// CHECK-NOT: nontemporal
// CHECK: ret void
kernel void with_barrier(global const float16 *x, global float16 *o) {
  local float16 t[64];
  size_t l = get_local_id(0) & 63;
  t[l] = x[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  o[get_global_id(0)] = t[63 - l];
}
