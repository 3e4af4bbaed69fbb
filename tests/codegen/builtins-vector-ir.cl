// How vload_half / vstore_half (6.15.7) and shuffle (6.15.12) lower
// (codegen/cg_bi_vector.c).  half is a storage format: the conversions
// are integer operations on its bits (no F16C, no library call), exact for
// loads and rounded in the row's mode for stores.  Values:
// tests/api/builtins-half.c and builtins-shuffle.c; the stores of every
// float in every mode: bench/half (docs/builtins.md).
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=OPT

float4 t_vload_half4(size_t i, const global half *p) { return vload_half4(i, p); }
// p + 4i, aligned as a half; a normal half rebiased, infinities and NaNs
// under an all-ones exponent, denormals as (float)m * 2^-24, the sign or-ed.
// CHECK-LABEL: @t_vload_half4(
// CHECK: [[I:%.*]] = mul i64 %{{.*}}, 4
// CHECK: [[P:%.*]] = getelementptr inbounds i16, ptr %{{.*}}, i64 [[I]]
// CHECK: load <4 x i16>, ptr [[P]], align 2
// CHECK: add <4 x i32> %{{.*}}, <i32 939524096,
// CHECK: or <4 x i32> %{{.*}}, <i32 2139095040,
// CHECK: icmp uge <4 x i32> %{{.*}}, <i32 31744,
// CHECK: uitofp <4 x i32> %{{.*}} to <4 x float>
// CHECK: fmul <4 x float> %{{.*}}, <float 0x3E70000000000000,
// CHECK: icmp ult <4 x i32> %{{.*}}, <i32 1024,
// CHECK: %vload_half = bitcast <4 x i32> %{{.*}} to <4 x float>
// CHECK-NOT: half
// CHECK: ret <4 x float>
float3 t_vloada_half3(size_t i, const global half *p) { return vloada_half3(i, p); }
// vloada_half3 reads at p + 4i, aligned to 4 halves.
// CHECK-LABEL: @t_vloada_half3(
// CHECK: [[I:%.*]] = mul i64 %{{.*}}, 4
// CHECK: [[P:%.*]] = getelementptr inbounds i16, ptr %{{.*}}, i64 [[I]]
// CHECK: load <3 x i16>, ptr [[P]], align 8
float t_vload_half(size_t i, constant half *p) { return vload_half(i, p); }
// CHECK-LABEL: @t_vload_half(
// CHECK: [[P:%.*]] = getelementptr inbounds i16, ptr %{{.*}}, i64 %{{.*}}
// CHECK: load i16, ptr [[P]], align 2

void t_vstore_half_rtz(float x, size_t i, global half *p) { vstore_half_rtz(x, i, p); }
// CHECK-LABEL: @t_vstore_half_rtz(
// CHECK: bitcast float %{{.*}} to i32
// CHECK: call i32 @llvm.umin.i32(i32 %{{.*}}, i32 25)
// CHECK: [[T:%.*]] = lshr i32 %{{.*}}, %{{.*}}
// CHECK: icmp uge i32 %{{.*}}, 143
// CHECK: %half = trunc i32 %{{.*}} to i16
// CHECK: store i16 %half, ptr %{{.*}}, align 2
void t_vstore_half_rte(float x, size_t i, global half *p) { vstore_half(x, i, p); }
// Round to nearest even: up above half, or at half with t odd.
// CHECK-LABEL: @t_vstore_half_rte(
// CHECK: [[ABOVE:%.*]] = icmp ugt i32 [[REM:%[0-9]+]], [[HALF:%[0-9]+]]
// CHECK: [[TIE:%.*]] = icmp eq i32 [[REM]], [[HALF]]
// CHECK: [[ODD:%.*]] = icmp ne i32 %{{.*}}, 0
// CHECK: [[TO:%.*]] = and i1 [[TIE]], [[ODD]]
// CHECK: or i1 [[ABOVE]], [[TO]]
void t_vstorea_half2_rtp(double2 x, size_t i, local half *p) { vstorea_half2_rtp(x, i, p); }
// A double is rounded once, in 64-bit integer operations.
// CHECK-LABEL: @t_vstorea_half2_rtp(
// CHECK: bitcast <2 x double> %{{.*}} to <2 x i64>
// CHECK: icmp uge <2 x i64> %{{.*}}, <i64 1009, i64 1009>
// CHECK: icmp ne <2 x i64> %{{.*}}, zeroinitializer
// CHECK: %half = trunc <2 x i64> %{{.*}} to <2 x i16>
// CHECK: [[I:%.*]] = mul i64 %{{.*}}, 2
// CHECK: store <2 x i16> %half, ptr %{{.*}}, align 4
void t_vstorea_half3(float3 x, size_t i, global half *p) { vstorea_half3(x, i, p); }
// CHECK-LABEL: @t_vstorea_half3(
// CHECK: [[I:%.*]] = mul i64 %{{.*}}, 4
// CHECK: store <3 x i16> %half, ptr %{{.*}}, align 8
void t_vstore_half8_rtn(float8 x, size_t i, global half *p) { vstore_half8_rtn(x, i, p); }
// CHECK-LABEL: @t_vstore_half8_rtn(
// CHECK: mul i64 %{{.*}}, 8
// CHECK: store <8 x i16> %half, ptr %{{.*}}, align 2

float8 t_shuffle(float4 x, uint8 m) { return shuffle(x, m); }
// Only the low 2 bits of each mask lane count for 4 input lanes.
// CHECK-LABEL: @t_shuffle(
// CHECK: [[M:%.*]] = and <8 x i32> %{{.*}}, <i32 3, i32 3,
// CHECK: [[L:%.*]] = extractelement <8 x i32> [[M]], i32 0
// CHECK: extractelement <4 x float> %{{.*}}, i32 [[L]]
// CHECK: insertelement <8 x float> poison,
char2 t_shuffle2(char4 x, char4 y, uchar2 m) { return shuffle2(x, y, m); }
// shuffle2 picks from x and y side by side: 3 bits count.
// CHECK-LABEL: @t_shuffle2(
// CHECK: [[XY:%.*]] = shufflevector <4 x i8> %{{.*}}, <4 x i8> %{{.*}}, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
// CHECK: and <2 x i8> %{{.*}}, <i8 7, i8 7>
// CHECK: extractelement <8 x i8> [[XY]],
int4 t_shuffle_const(int4 x) { return shuffle(x, (uint4)(7, 2, 1, 4)); }
// A constant mask becomes one shufflevector (7 & 3 = 3, 4 & 3 = 0).
// OPT-LABEL: @t_shuffle_const(
// OPT: shufflevector <4 x i32> %{{.*}}, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
