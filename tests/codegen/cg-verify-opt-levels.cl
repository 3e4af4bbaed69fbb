// Every optimization level produces valid IR (oclc also verifies each module
// itself); the program mixes every statement and the vector operations.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | opt -passes=verify -disable-output
// RUN: %oclc -S -emit-llvm -O1 %s -o - | opt -passes=verify -disable-output
// RUN: %oclc -S -emit-llvm -O2 %s -o - | opt -passes=verify -disable-output
// RUN: %oclc -S -emit-llvm -O3 %s -o - | opt -passes=verify -disable-output
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s

constant int weights[4] = {1, 2, 3, 4};

static int clampi(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }

kernel void mix(global float4 *data, global int *hist, int n) {
  size_t id = get_global_id(0);
  float4 v = data[id];
  int4 lanes = v > (float4)(0.5f);
  v = lanes ? v * 2.0f : v.wzyx;
  v.xy += v.zw;
  int bucket = clampi((int)(v.x * 10.0f), 0, 15);
  for (int i = 0; i < n; i++) {
    switch (i & 3) {
    case 0: hist[bucket] += weights[i & 3]; break;
    case 1: hist[bucket] -= 1; /* falls through */
    case 2: continue;
    default: if (i > 100) goto out;
    }
    hist[bucket] ^= i << (i & 7);
  }
out:
  data[id] = as_float4(as_int4(v) & ~(lanes >> 31));
  hist[0] = n / (bucket - 7) + n % bucket;
}

// At -O2 the guard still stands between the divisor and the sdiv.
// CHECK-LABEL: define void @mix(
// CHECK: select i1 %{{.*}}, i32 1, i32
// CHECK: sdiv i32
