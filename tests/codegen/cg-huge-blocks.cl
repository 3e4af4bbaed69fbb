// A block of more than 1,000 instructions is cut into chunks of 32 that
// fall through into each other, its pure instructions first put next to
// their first use (codegen/cg_chunk.c); smaller blocks and PTX are left
// alone.  Values: tests/run/huge-blocks.cl.
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=O0
// RUN: %oclc --target=nvptx64-nvidia-cuda -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=PTX

#define STEP(x, y) x = (x ^ (y >> 7)) * 0x9E3779B1u + y; y = rotate(y, 13u) ^ x;
#define S4(x, y) STEP(x, y) STEP(x, y) STEP(x, y) STEP(x, y)
#define S16(x, y) S4(x, y) S4(x, y) S4(x, y) S4(x, y)
#define S64(x, y) S16(x, y) S16(x, y) S16(x, y) S16(x, y)
#define S256(x, y) S64(x, y) S64(x, y) S64(x, y) S64(x, y)

// A loop body of 256 steps (~1,500 instructions): the first chunk takes
// the phis and the edges into the block (the entry's and the back edge),
// the block itself keeps the last chunk and the branch.
// CHECK-LABEL: define i32 @mix_loop(
// CHECK: entry:
// CHECK-NEXT: icmp slt i32 0, %n
// CHECK-NEXT: br i1 %{{.*}}, label %[[FIRST:chunk[0-9]*]], label %for.end
// CHECK: [[FIRST]]:
// CHECK-SAME: preds = %for.body, %entry
// CHECK-NEXT: phi i32
// CHECK-NEXT: phi i32
// CHECK-NEXT: phi i32
// CHECK-NOT: phi
// CHECK: switch i32 0, label %[[SECOND:chunk[0-9]+]] [
// CHECK-NEXT: ]
// CHECK: [[SECOND]]:
// CHECK-SAME: preds = %[[FIRST]]
// CHECK: switch i32 0, label %chunk
// CHECK: switch i32 0, label %for.body [
// CHECK: for.body:
// CHECK-NOT: switch
// CHECK: br i1 %{{.*}}, label %[[FIRST]], label %for.end
// CHECK: ret i32
uint mix_loop(uint x, uint y, int n) {
    for (int i = 0; i < n; i++) { S256(x, y) }
    return x ^ y;
}

// A huge entry block: its allocas stay in the first chunk (the new entry,
// where the frame is laid out); `early`, computed first, goes down to its
// only use, next to the return, and the load of `before` stays before the
// store (memory keeps its order).
// CHECK-LABEL: define i32 @mix_entry(
// CHECK-NEXT: chunk{{[0-9]*}}:
// CHECK-NEXT: %a = alloca [8 x i32]
// CHECK-NOT: switch
// CHECK: [[BEFORE:%.*]] = load i32, ptr [[SLOT:%.*]], align 4
// CHECK-NEXT: store i32 %y, ptr [[SLOT]]
// CHECK: switch i32 0, label %chunk
// CHECK-NOT: mul i32 %x, 7
// CHECK: entry:
// CHECK-NOT: switch
// CHECK: [[EARLY:%.*]] = mul i32 %x, 7
// CHECK-NEXT: xor i32 %{{.*}}, [[EARLY]]
// CHECK-NEXT: shl i32 [[BEFORE]], 1
// CHECK: ret i32
uint mix_entry(uint x, uint y, int k) {
    uint a[8];
    for (int i = 0; i < 8; i++) a[i] = x + i;
    uint early = x * 7u, before = a[k & 7];
    a[k & 7] = y; // the load above stays above
    S256(x, y)
    return x ^ y ^ a[k & 7] ^ early ^ (before << 1);
}

// An intrinsic that touches no memory moves down to its use like any
// pure instruction.
// CHECK-LABEL: define i32 @rot_late(
// CHECK: switch i32 0, label %chunk
// CHECK-NOT: @llvm.fshl.i32(i32 %z
// CHECK: entry:
// CHECK-NOT: switch
// CHECK: [[R:%.*]] = call i32 @llvm.fshl.i32(i32 %z, i32 %z, i32 5)
// CHECK-NEXT: xor i32 %{{.*}}, [[R]]
// CHECK-NEXT: ret i32
uint rot_late(uint x, uint y, uint z) {
    uint r = rotate(z, 5u);
    S256(x, y)
    return x ^ y ^ r;
}

// 64 steps (~390 instructions): one block, as the optimizer left it.
// CHECK-LABEL: define i32 @mix_small(
// CHECK-NOT: switch
// CHECK: ret i32
uint mix_small(uint x, uint y) { S64(x, y) return x ^ y; }

// At -O0 the statements' loads and stores stay in their order, and the
// blocks are cut all the same (mix_small's 840 lines are not).
// O0-LABEL: define i32 @mix_loop(
// O0: switch i32 0, label %chunk
// O0-LABEL: define i32 @mix_entry(
// O0: switch i32 0, label %chunk
// O0-LABEL: define i32 @rot_late(
// O0: switch i32 0, label %chunk
// O0-LABEL: define i32 @mix_small(
// O0-NOT: switch i32 0
// O0: ret i32

// PTX is not cut (ptxas makes its own blocks).
// PTX-NOT: switch i32 0
