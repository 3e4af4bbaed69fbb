// convert_T between integer types (docs/conversions.md, "integer ->
// integer"): without _sat a trunc/sext/zext (C99 modulo wrap) or nothing;
// with _sat llvm.smax/smin/umin on only the sides the destination can
// overflow, in the source type, then the resize.  Rounding suffixes change
// nothing.  Vectors stay vectors; no call other than these intrinsics.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefixes=CHECK,O0
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,O2
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=NOCALL
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=NOCALL
// A call of anything but an llvm.* intrinsic:
// NOCALL-NOT: call {{[^@]*}}@{{([^l]|l[^l]|ll[^v]|llv[^m]|llvm[^.])}}

// CHECK-LABEL: define {{.*}}i32 @same_width(
// CHECK-NOT: call
// CHECK-NOT: {{trunc|ext}}
// CHECK: ret i32
uint same_width(int x) { return convert_uint(x); }

// CHECK-LABEL: define {{.*}}<4 x i8> @wrap(
// CHECK: trunc <4 x i32> %{{.*}} to <4 x i8>
// CHECK-NEXT: ret <4 x i8>
char4 wrap(int4 x) { return convert_char4(x); }

// CHECK-LABEL: define {{.*}}<2 x i64> @widen(
// CHECK: sext <2 x i8> %{{.*}} to <2 x i64>
// CHECK-NEXT: ret <2 x i64>
long2 widen(char2 x) { return convert_long2_rtp(x); }

// CHECK-LABEL: define {{.*}}i64 @widen_u(
// CHECK: zext i16 %{{.*}} to i64
ulong widen_u(ushort x) { return convert_ulong(x); }

// CHECK-LABEL: define {{.*}}<8 x i8> @sat_narrow(
// CHECK: %[[LO:.*]] = {{(tail )?}}call <8 x i32> @llvm.smax.v8i32(<8 x i32> %{{.*}}, <8 x i32> zeroinitializer)
// O0-NEXT: %[[HI:.*]] = call <8 x i32> @llvm.smin.v8i32(<8 x i32> %[[LO]], <8 x i32> <i32 255,
// (-O3's correlated value propagation, knowing %[[LO]] >= 0, makes the smin umin)
// O2-NEXT: %[[HI:.*]] = {{(tail )?}}call <8 x i32> @llvm.{{s|u}}min.v8i32(<8 x i32> %[[LO]], <8 x i32> <i32 255,
// CHECK-NEXT: trunc {{(nuw )?}}<8 x i32> %[[HI]] to <8 x i8>
uchar8 sat_narrow(int8 x) { return convert_uchar8_sat(x); }

// CHECK-LABEL: define {{.*}}i8 @sat_s(
// CHECK: call i64 @llvm.smax.i64(i64 %{{.*}}, i64 -128)
// CHECK-NEXT: call i64 @llvm.smin.i64(i64 %{{.*}}, i64 127)
// CHECK-NEXT: trunc {{(nsw )?}}i64 %{{.*}} to i8
char sat_s(long x) { return convert_char_sat_rte(x); }

// Unsigned source: no lower bound to clamp.
// CHECK-LABEL: define {{.*}}i16 @sat_u(
// CHECK-NOT: smax
// CHECK: call i32 @llvm.umin.i32(i32 %{{.*}}, i32 65535)
// CHECK-NEXT: trunc {{(nuw )?}}i32 %{{.*}} to i16
ushort sat_u(uint x) { return convert_ushort_sat(x); }

// Signed to a wider unsigned: only the lower bound.
// CHECK-LABEL: define {{.*}}<3 x i32> @sat_su(
// CHECK: call <3 x i16> @llvm.smax.v3i16(<3 x i16> %{{.*}}, <3 x i16> zeroinitializer)
// CHECK-NEXT: {{sext|zext( nneg)?}} <3 x i16> %{{.*}} to <3 x i32>
uint3 sat_su(short3 x) { return convert_uint3_sat(x); }

// Unsigned to signed of the same width: only the upper bound, no resize.
// CHECK-LABEL: define {{.*}}i32 @sat_us(
// CHECK: call i32 @llvm.umin.i32(i32 %{{.*}}, i32 2147483647)
// CHECK-NEXT: ret i32
int sat_us(uint x) { return convert_int_sat(x); }

// Signed to a wider signed type: nothing to clamp.
// CHECK-LABEL: define {{.*}}<16 x i64> @sat_wide(
// CHECK-NOT: call
// CHECK: sext <16 x i32> %{{.*}} to <16 x i64>
long16 sat_wide(int16 x) { return convert_long16_sat(x); }

// CHECK-LABEL: define {{.*}}i32 @sat_same(
// CHECK-NOT: call
// CHECK: ret i32
int sat_same(int x) { return convert_int_sat_rtn(x); }
