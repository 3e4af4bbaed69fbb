// convert_T from integers to float/double (docs/conversions.md, "integer
// -> floating").  Exact pairs (char/short to float, up to 32 bits to
// double) are one sitofp/uitofp in every mode.  Otherwise rte is one
// sitofp/uitofp and rtz/rtp/rtn add the directed step: convert the result
// back, saturating (2^31 from INT_MAX must not overflow: it is clamped
// before fptosi and becomes INT_MAX), compare with the source, count the
// result past the source's maximum as above it, and add -1/0/+1 to the
// float's bits.  The round trip must survive -O2/-O3 (a peer's optimizer
// folded it away).
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefixes=CHECK,O0
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,O2
// RUN: %oclc -S -emit-llvm -O3 %s -o - | FileCheck %s --check-prefixes=CHECK,O2
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=NOCALL
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=NOCALL
// A call of anything but an llvm.* intrinsic:
// NOCALL-NOT: call {{[^@]*}}@{{([^l]|l[^l]|ll[^v]|llv[^m]|llvm[^.])}}

// CHECK-LABEL: define {{.*}}float @exact(
// CHECK: sitofp i16 %{{.*}} to float
// CHECK-NEXT: ret float
float exact(short x) { return convert_float_rtp(x); }

// CHECK-LABEL: define {{.*}}<2 x double> @exact_d(
// CHECK: uitofp <2 x i32> %{{.*}} to <2 x double>
// CHECK-NEXT: ret <2 x double>
double2 exact_d(uint2 x) { return convert_double2_rtz(x); }

// CHECK-LABEL: define {{.*}}<4 x float> @rte(
// CHECK: sitofp <4 x i32> %{{.*}} to <4 x float>
// CHECK-NEXT: ret <4 x float>
float4 rte(int4 x) { return convert_float4(x); }

// CHECK-LABEL: define {{.*}}<4 x float> @rtp(
// CHECK: %[[R:.*]] = sitofp <4 x i32> %[[X:.*]] to <4 x float>
// The saturating back conversion: clamp below 2^31, fptosi, INT_MAX past it.
// CHECK-NEXT: fcmp ole <4 x float> %[[R]], <float 0x41DFFFFFE0000000,
// CHECK-NEXT: %[[C:.*]] = select <4 x i1>
// CHECK-NEXT: %[[Y:.*]] = fptosi <4 x float> %[[C]] to <4 x i32>
// O0-NEXT: fcmp oge <4 x float> %[[R]], <float 0x41E0000000000000,
// O0-NEXT: %[[YS:.*]] = select <4 x i1> %{{.*}}, <4 x i32> <i32 2147483647,
// O0-NEXT: icmp slt <4 x i32> %[[YS]], %[[X]]
// O2: icmp slt <4 x i32> %[[Y]], %[[X]]
// CHECK: %[[BITS:.*]] = bitcast <4 x float> %[[R]] to <4 x i32>
// CHECK: select <4 x i1> %{{.*}}, <4 x i32> %{{.*}}, <4 x i32> zeroinitializer
// CHECK-NEXT: %[[S:.*]] = add <4 x i32> %{{.*}}, %{{.*}}
// CHECK-NEXT: bitcast <4 x i32> %[[S]] to <4 x float>
float4 rtp(int4 x) { return convert_float4_rtp(x); }

// rtz: "above in magnitude" is r > x for r >= 0 and r < x below zero;
// r >= 2^31 is INT_MAX's case (the back conversion saturates to INT_MAX).
// CHECK-LABEL: define {{.*}}float @rtz(
// CHECK: %[[R:.*]] = sitofp i32 %{{.*}} to float
// CHECK: fptosi float %{{.*}} to i32
// CHECK-NEXT: %[[PAST:.*]] = fcmp oge float %[[R]], 0x41E0000000000000
// CHECK-NEXT: select i1 %[[PAST]], i32 2147483647,
// CHECK-NEXT: icmp slt i32
// CHECK-NEXT: icmp sgt i32
// CHECK-NEXT: or i1
// CHECK: %[[L:.*]] = select i1 %{{.*}}, i1 %{{.*}}, i1 %{{.*}}
// CHECK-NEXT: %[[D:.*]] = sext i1 %[[L]] to i32
// CHECK-NEXT: add i32 %{{.*}}, %{{.*}}
float rtz(int x) { return convert_float_rtz(x); }

// CHECK-LABEL: define {{.*}}<3 x float> @rtn(
// CHECK: %[[R:.*]] = sitofp <3 x i64> %{{.*}} to <3 x float>
// CHECK: fptosi <3 x float> %{{.*}} to <3 x i64>
// CHECK-NEXT: fcmp oge <3 x float> %[[R]], <float 0x43E0000000000000,
// CHECK: select <3 x i1> %{{.*}}, <3 x i32> <i32 1, i32 1, i32 1>, <3 x i32> <i32 -1, i32 -1, i32 -1>
// CHECK: add <3 x i32>
float3 rtn(long3 x) { return convert_float3_rtn(x); }

// Unsigned: the result is never negative, so rtz is "step down if above";
// 2^64 (from ULONG_MAX) is past the source's range.
// CHECK-LABEL: define {{.*}}float @rtz_u(
// CHECK: %[[R:.*]] = uitofp i64 %{{.*}} to float
// CHECK: fptoui float %{{.*}} to i64
// CHECK-NEXT: fcmp oge float %[[R]], 0x43F0000000000000
// CHECK-NOT: icmp slt
// CHECK: sext i1 %{{.*}} to i32
float rtz_u(ulong x) { return convert_float_rtz(x); }

// CHECK-LABEL: define {{.*}}<16 x double> @rtp_u(
// CHECK: %[[R:.*]] = uitofp <16 x i64> %{{.*}} to <16 x double>
// CHECK: fptoui <16 x double> %{{.*}} to <16 x i64>
// CHECK: icmp ult <16 x i64>
// O0: select <16 x i1> %{{.*}}, <16 x i64> <i64 1,
// O2: zext <16 x i1> %{{.*}} to <16 x i64>
// CHECK: add {{(nuw )?}}<16 x i64>
double16 rtp_u(ulong16 x) { return convert_double16_rtp(x); }
