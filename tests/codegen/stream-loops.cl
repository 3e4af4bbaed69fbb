// A plain function's loop over big arrays streams its stores past the
// cache (codegen/cg_stream.c, "Plain functions' loops"): in a loop of one
// block, the vector stores of 16, 32 or 64 bytes that write one run of
// memory end to end -- through one pointer made before the loop, at the
// counter times their size, covering what a trip advances, into an array
// the loop does not read -- branch on one test made before the loop: its
// trips moving at least 32 MiB (loads and stores).  The taken side is a
// non-temporal store; where the loop leaves, an sfence when it streamed.
// What is not one run, a bound known small, the frame, or an array read in
// the loop stays as it was.  Values: tests/run/stream-loops.cl.
// RUN: %oclc -mcpu=x86-64 -S -emit-llvm -O2 %s -o - | FileCheck %s
// RUN: %oclc -mcpu=x86-64 -S -O2 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %oclc -mcpu=x86-64-v4 -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=V4
// On nvptx64 nothing streams.
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=PTX
// PTX-NOT: nontemporal
// PTX-NOT: sfence

// float4 by float4, unrolled by 2: two stores of 16 bytes a trip, 2 x 16
// read and written, so 2^20 trips of the unrolled counter (step 2).
// CHECK-LABEL: define void @twice4(
// CHECK: for.body.preheader.new:
// CHECK: %[[N:.*]] = sext i32 %unroll_iter to i64
// CHECK-NEXT: %stream.big = icmp sge i64 %[[N]], 1048576
// CHECK: for.body:
// CHECK: br i1 %stream.big, label %[[NT:.*]], label %[[PLAIN:.*]]
// CHECK: [[NT]]:
// CHECK-NEXT: store <4 x float> %{{.*}}, ptr %{{.*}}, align 16, !nontemporal
// CHECK: [[PLAIN]]:
// CHECK-NEXT: store <4 x float> %{{.*}}, ptr %{{.*}}, align 16{{$}}
// CHECK: store <4 x float> %{{.*}}, ptr %{{.*}}, align 16, !nontemporal
// The exit is also reached around the loop, where nothing streamed:
// CHECK: %stream.fence = phi i1 [ false, %for.body.preheader ], [ %stream.big, %{{.*}} ]
// CHECK: br i1 %stream.fence, label %[[F:.*]], label
// CHECK: [[F]]:
// CHECK-NEXT: call void @llvm.x86.sse.sfence()
// The remainder loop (at most one trip) streams nothing:
// CHECK: for.body.epil:
// CHECK-NOT: nontemporal
// CHECK: ret void
// ASM-LABEL: twice4:
// ASM: movntps %xmm{{[0-9]+}}, (%
// ASM: sfence
// ASM: .Lfunc_end
void twice4(const global float4 *x, global float4 *o, int n) {
  for (int i = 0; i < n; i++) o[i] = x[i] * 2.0f;
}

// A scalar loop, widened by the loop vectorizer: its stores are <4 x
// float> at a float's alignment, so the stream also tests the address
// (16-byte aligned) at run time.
// CHECK-LABEL: define void @plus1(
// CHECK: %stream.big = icmp sge i64 %{{.*}}, 4194304
// CHECK: vector.body:
// CHECK: %[[A:.*]] = and i64 %{{.*}}, 15
// CHECK: %[[ON:.*]] = icmp eq i64 %[[A]], 0
// CHECK: %[[GO:.*]] = and i1 %[[ON]], %stream.big
// CHECK: br i1 %[[GO]]
// CHECK: store <4 x float> %{{.*}}, ptr %{{.*}}, align 16, !nontemporal
// CHECK: store <4 x float> %{{.*}}, ptr %{{.*}}, align 4{{$}}
// CHECK: call void @llvm.x86.sse.sfence()
// CHECK: ret void
// With AVX-512 the widened stores are 32 bytes, the line tested at 32:
// V4-LABEL: define void @plus1(
// V4: and i64 %{{.*}}, 31
// V4: store <8 x float> %{{.*}}, ptr %{{.*}}, align 32, !nontemporal
// V4: call void @llvm.x86.sse.sfence()
// V4: ret void
void plus1(const global float *x, global float *o, int n) {
  for (int i = 0; i < n; i++) o[i] = x[i] + 1.0f;
}

// The saturating conversion to char16: 64 bytes read and 16 written a
// trip (not unrolled here), so 32 MiB / 80 bytes, rounded up.
// CHECK-LABEL: define void @sat16(
// CHECK: %stream.big = icmp sge i64 %{{.*}}, 419431
// CHECK: store <16 x i8> %{{.*}}, ptr %{{.*}}, align 16, !nontemporal
// CHECK: call void @llvm.x86.sse.sfence()
// CHECK: ret void
void sat16(const global float16 *x, global char16 *o, int n) {
  for (int i = 0; i < n; i++) o[i] = convert_char16_sat(x[i]);
}

// Every other float4: no run (a gap between the trips' stores).
// CHECK-LABEL: define void @strided(
// CHECK-NOT: nontemporal
// CHECK-NOT: sfence
// CHECK: ret void
void strided(const global float4 *x, global float4 *o, int n) {
  for (int i = 0; i < n; i++) o[2 * i] = x[i];
}

// A thousand float4s: the bound is known, and small.
// CHECK-LABEL: define void @thousand(
// CHECK-NOT: nontemporal
// CHECK-NOT: sfence
// CHECK: ret void
void thousand(const global float4 *x, global float4 *o) {
  for (int i = 0; i < 1000; i++) o[i] = x[i];
}

// In place: the loop reads the lines it writes anyway.
// CHECK-LABEL: define void @in_place(
// CHECK-NOT: nontemporal
// CHECK-NOT: sfence
// CHECK: ret void
void in_place(global float4 *y, int n) {
  for (int i = 0; i < n; i++) y[i] = y[i] * 0.5f;
}

// A loop into a private array stays in the frame; the loop that copies
// it out to global memory streams.
// CHECK-LABEL: define void @via_private(
// CHECK: %stream.big
// CHECK: store <4 x float> %{{.*}}, ptr %{{.*}}, align 16, !nontemporal
// CHECK: ret void
void via_private(const global float4 *x, global float4 *o, int n) {
  float4 t[64];
  for (int i = 0; i < 64; i++) t[i] = x[i];
  for (int i = 0; i < n; i++) o[i] = t[i & 63];
}

// A kernel's row loop is cg_stream's other half (codegen/stream-stores.cl):
// its float4 stores (not widened with 128-bit vectors) are a run across
// the row, tested on the launch's size (32 bytes a work-item in and out)
// and the row's (64 work-items of 16 bytes), with no fence (the runtime's
// thread fences after its share); its plain C function has no loop.
// CHECK-LABEL: define void @k(
// CHECK-NOT: nontemporal
// CHECK: ret void
// CHECK-LABEL: define void @__oclc_wg_k(
// CHECK: %[[LONG:.*]] = icmp sge i64 %{{.*}}, 64
// CHECK: %[[MANY:.*]] = icmp uge i64 %{{.*}}, 1048576
// CHECK: %stream.big = and i1 %[[MANY]], %[[LONG]]
// CHECK: store <4 x float> %{{.*}}, ptr %{{.*}}, align 16, !nontemporal
// CHECK-NOT: sfence
// CHECK: ret void
kernel void k(const global float4 *x, global float4 *o) {
  size_t i = get_global_id(0);
  o[i] = x[i] * 2.0f;
}
