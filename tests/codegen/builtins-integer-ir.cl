// How the integer built-ins (OpenCL C 3.0 6.15.3) lower (codegen/
// cg_bi_integer.c): LLVM's integer intrinsics where one is the function,
// otherwise the few instructions of the spec's definition, the same for
// a scalar and a vector.  Values: tests/api/builtins-integer.c.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s

uint4 t_abs_diff(int4 x, int4 y) { return abs_diff(x, y); }
// |x - y| without overflow: the larger minus the smaller.
// CHECK-LABEL: @t_abs_diff(
// CHECK: [[GT:%.*]] = icmp sgt <4 x i32> [[X:%[0-9]+]], [[Y:%[0-9]+]]
// CHECK-DAG: [[YX:%.*]] = sub <4 x i32> [[Y]], [[X]]
// CHECK-DAG: [[XY:%.*]] = sub <4 x i32> [[X]], [[Y]]
// CHECK: select <4 x i1> [[GT]], <4 x i32> [[XY]], <4 x i32> [[YX]]
uchar t_abs_diff_u(uchar x, uchar y) { return abs_diff(x, y); }
// CHECK-LABEL: @t_abs_diff_u(
// CHECK: icmp ugt i8

short8 t_sat(short8 x, short8 y) { return add_sat(x, y) + sub_sat(x, y); }
// CHECK-LABEL: @t_sat(
// CHECK: call <8 x i16> @llvm.sadd.sat.v8i16(
// CHECK: call <8 x i16> @llvm.ssub.sat.v8i16(
uchar t_usat(uchar x, uchar y) { return add_sat(x, y) + sub_sat(x, y); }
// CHECK-LABEL: @t_usat(
// CHECK: call i8 @llvm.uadd.sat.i8(
// CHECK: call i8 @llvm.usub.sat.i8(

int t_hadd(int x, int y) { return hadd(x, y) + rhadd(x, y); }
// hadd: (x & y) + ((x ^ y) >> 1); rhadd: (x | y) - ((x ^ y) >> 1).
// CHECK-LABEL: @t_hadd(
// CHECK: [[X1:%.*]] = xor i32
// CHECK: [[S1:%.*]] = ashr i32 [[X1]], 1
// CHECK: [[A1:%.*]] = and i32
// CHECK: %hadd = add i32 [[A1]], [[S1]]
// CHECK: [[X2:%.*]] = xor i32
// CHECK: [[S2:%.*]] = ashr i32 [[X2]], 1
// CHECK: [[O2:%.*]] = or i32
// CHECK: %rhadd = sub i32 [[O2]], [[S2]]
uint2 t_uhadd(uint2 x, uint2 y) { return hadd(x, y); }
// CHECK-LABEL: @t_uhadd(
// CHECK: lshr <2 x i32> %{{.*}}, <i32 1, i32 1>

long3 t_bits(long3 x) { return clz(x) + ctz(x) + popcount(x); }
// clz(0) and ctz(0) are the width: is_zero_poison is false.
// CHECK-LABEL: @t_bits(
// CHECK: call <3 x i64> @llvm.ctlz.v3i64(<3 x i64> %{{.*}}, i1 false)
// CHECK: call <3 x i64> @llvm.cttz.v3i64(<3 x i64> %{{.*}}, i1 false)
// CHECK: call <3 x i64> @llvm.ctpop.v3i64(

int t_mul_hi(int x, int y, int z) { return mul_hi(x, y) + mad_hi(x, y, z); }
// The high half of the product in twice the width.
// CHECK-LABEL: @t_mul_hi(
// CHECK: [[P:%.*]] = mul i64 %{{.*}}, %{{.*}}
// CHECK: [[H:%.*]] = lshr i64 [[P]], 32
// CHECK: %mul_hi = trunc i64 [[H]] to i32
// CHECK: %mad_hi = add i32 %mul_hi{{[0-9]*}}, %{{[0-9]+}}
ulong t_mul_hi64(ulong x, ulong y) { return mul_hi(x, y); }
// CHECK-LABEL: @t_mul_hi64(
// CHECK: zext i64 %{{.*}} to i128
// CHECK: [[P:%.*]] = mul i128
// CHECK: lshr i128 [[P]], 64

char16 t_mad_sat(char16 a, char16 b, char16 c) { return mad_sat(a, b, c); }
// a * b + c in twice the width, clamped to [-128, 127].
// CHECK-LABEL: @t_mad_sat(
// CHECK: [[P:%.*]] = mul <16 x i16>
// CHECK: [[S:%.*]] = add <16 x i16> [[P]],
// CHECK: [[L:%.*]] = call <16 x i16> @llvm.smax.v16i16(<16 x i16> [[S]], <16 x i16> <i16 -128,
// CHECK: [[H:%.*]] = call <16 x i16> @llvm.smin.v16i16(<16 x i16> [[L]], <16 x i16> <i16 127,
// CHECK: trunc <16 x i16> [[H]] to <16 x i8>
uint t_mad_sat_u(uint a, uint b, uint c) { return mad_sat(a, b, c); }
// CHECK-LABEL: @t_mad_sat_u(
// CHECK: call i64 @llvm.umin.i64(i64 %{{.*}}, i64 4294967295)

ushort4 t_rotate(ushort4 v, ushort4 i) { return rotate(v, i); }
// A funnel shift of v with itself takes the count modulo the width.
// CHECK-LABEL: @t_rotate(
// CHECK: call <4 x i16> @llvm.fshl.v4i16(<4 x i16> [[V:%[0-9]+]], <4 x i16> [[V]], <4 x i16>

long2 t_upsample(int2 hi, uint2 lo) { return upsample(hi, lo); }
// CHECK-LABEL: @t_upsample(
// CHECK: [[HI:%.*]] = sext <2 x i32> %{{.*}} to <2 x i64>
// CHECK: [[SH:%.*]] = shl <2 x i64> [[HI]], <i64 32, i64 32>
// CHECK: [[LO:%.*]] = zext <2 x i32> %{{.*}} to <2 x i64>
// CHECK: or <2 x i64> [[SH]], [[LO]]
ushort t_upsample_u(uchar hi, uchar lo) { return upsample(hi, lo); }
// CHECK-LABEL: @t_upsample_u(
// CHECK: zext i8 %{{.*}} to i16
// CHECK: shl i16 %{{.*}}, 8

int t_mul24(int x, int y, int z) { return mul24(x, y) + mad24(x, y, z); }
// The low 24 bits, sign-extended for int.
// CHECK-LABEL: @t_mul24(
// CHECK: [[A:%.*]] = shl i32 %{{.*}}, 8
// CHECK: [[B:%.*]] = ashr i32 [[A]], 8
// CHECK: %mul24 = mul i32 [[B]],
// CHECK: %mad24 = add i32
uint t_mul24_u(uint x, uint y) { return mul24(x, y); }
// CHECK-LABEL: @t_mul24_u(
// CHECK: and i32 %{{.*}}, 16777215
// CHECK: and i32 %{{.*}}, 16777215
// CHECK: mul i32

long8 t_min_max_clamp(long8 x, long y) { return min(x, y) + max(x, y) + clamp(x, y, 7L); }
// The sgentype forms widen the scalar (cg_bi_widen).
// CHECK-LABEL: @t_min_max_clamp(
// CHECK: call <8 x i64> @llvm.smin.v8i64(
// CHECK: call <8 x i64> @llvm.smax.v8i64(
// CHECK: call <8 x i64> @llvm.smax.v8i64(
// CHECK: call <8 x i64> @llvm.smin.v8i64(<8 x i64> %{{.*}}, <8 x i64> <i64 7,
