// convert_T from float/double to integers (docs/conversions.md,
// "floating -> integer"): round by the mode with llvm.roundeven (rte),
// llvm.ceil (rtp), llvm.floor (rtn) or nothing (rtz, the default), then
// saturate by compare-and-select with bounds that are exact floats
// (MIN; MAX, or the largest float below 2^bits when MAX is no float),
// convert the clamped value with fptosi/fptoui (never out of range, so
// never poison), select MAX past 2^bits and 0 for NaN.  The plain form is
// the _sat form (oclc's definition of the out-of-range and NaN cases).
// llvm.fptosi.sat is not used: LLVM 19's x86 back end scalarizes it.
// On a CPU with a rounding instruction (x86-64-v2 and later) the rounding
// is the intrinsic; on baseline x86-64 it is oclc's inline sequence (BASE),
// because LLVM would lower the intrinsic to a libm call there.
// RUN: %oclc -S -emit-llvm -O0 -mcpu=x86-64-v2 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 -mcpu=x86-64-v2 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=NOCALL
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=NOCALL
// RUN: %oclc -S -emit-llvm -O0 -mcpu=x86-64-v2 %s -o - | FileCheck %s --check-prefix=NOCALL
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=BASE
// A call of anything but an llvm.* intrinsic:
// NOCALL-NOT: call {{[^@]*}}@{{([^l]|l[^l]|ll[^v]|llv[^m]|llvm[^.])}}
// NOCALL-NOT: fpto{{.*}}.sat

// int from float, rtz: MAX = 2^31 - 1 is no float; 2^31 - 128 is the clamp.
// CHECK-LABEL: define {{.*}}i32 @rtz(
// CHECK-NOT: call
// CHECK: %[[INLO:.*]] = fcmp oge float %[[X:.*]], 0xC1E0000000000000
// CHECK-NEXT: %[[LO:.*]] = select i1 %[[INLO]], float %[[X]], float 0xC1E0000000000000
// CHECK-NEXT: %[[INHI:.*]] = fcmp ole float %[[LO]], 0x41DFFFFFE0000000
// CHECK-NEXT: %[[HI:.*]] = select i1 %[[INHI]], float %[[LO]], float 0x41DFFFFFE0000000
// CHECK-NEXT: %[[I:.*]] = fptosi float %[[HI]] to i32
// CHECK-NEXT: %[[OVER:.*]] = fcmp oge float %[[X]], 0x41E0000000000000
// CHECK-NEXT: %[[MAX:.*]] = select i1 %[[OVER]], i32 2147483647, i32 %[[I]]
// CHECK-NEXT: %[[NAN:.*]] = fcmp uno float %[[X]], {{%.*|0.000000e\+00}}
// CHECK-NEXT: select i1 %[[NAN]], i32 0, i32 %[[MAX]]
int rtz(float x) { return convert_int(x); }

// CHECK-LABEL: define {{.*}}<4 x i32> @sat_rte(
// CHECK: %[[R:.*]] = {{(tail )?}}call <4 x float> @llvm.roundeven.v4f32(<4 x float> %{{.*}})
// CHECK-NEXT: fcmp oge <4 x float> %[[R]], <float 0xC1E0000000000000,
// CHECK: fptosi <4 x float> %{{.*}} to <4 x i32>
// CHECK: select <4 x i1> %{{.*}}, <4 x i32> <i32 2147483647,
// CHECK: fcmp uno <4 x float> %[[R]]
// BASE-LABEL: define {{.*}}<4 x i32> @sat_rte(
// BASE-NOT: roundeven
// BASE: %[[A:.*]] = call <4 x float> @llvm.fabs.v4f32(<4 x float> %[[X:.*]])
// BASE-NEXT: %[[ADD:.*]] = fadd <4 x float> %[[A]], <float 0x4160000000000000,
// BASE-NEXT: %[[SUB:.*]] = fsub <4 x float> %[[ADD]], <float 0x4160000000000000,
// BASE-NEXT: %[[CS:.*]] = call <4 x float> @llvm.copysign.v4f32(<4 x float> %[[SUB]], <4 x float> %[[X]])
// BASE-NEXT: %[[SMALL:.*]] = fcmp olt <4 x float> %[[A]], <float 0x4160000000000000,
// BASE-NEXT: select <4 x i1> %[[SMALL]], <4 x float> %[[CS]], <4 x float> %[[X]]
int4 sat_rte(float4 x) { return convert_int4_sat_rte(x); }

// Unsigned: the lower bound 0 also catches NaN (no NaN select).
// CHECK-LABEL: define {{.*}}<8 x i32> @rtp(
// CHECK: %[[R:.*]] = {{(tail )?}}call <8 x float> @llvm.ceil.v8f32(<8 x float> %{{.*}})
// CHECK-NEXT: fcmp oge <8 x float> %[[R]], zeroinitializer
// CHECK: fcmp ole <8 x float> %{{.*}}, <float 0x41EFFFFFE0000000,
// CHECK: fptoui <8 x float> %{{.*}} to <8 x i32>
// CHECK-NEXT: fcmp oge <8 x float> %[[R]], <float 0x41F0000000000000,
// CHECK-NEXT: select <8 x i1> %{{.*}}, <8 x i32> <i32 -1,
// CHECK-NOT: fcmp uno
// CHECK: ret <8 x i32>
uint8 rtp(float8 x) { return convert_uint8_rtp(x); }

// A float16 stays 16 lanes wide, to the narrow destination directly; 127
// is a float, so no MAX select.
// CHECK-LABEL: define {{.*}}<16 x i8> @sat_rtn(
// CHECK: %[[R:.*]] = {{(tail )?}}call <16 x float> @llvm.floor.v16f32(<16 x float> %{{.*}})
// CHECK-NEXT: fcmp oge <16 x float> %[[R]], <float -1.280000e+02,
// CHECK: fcmp ole <16 x float> %{{.*}}, <float 1.270000e+02,
// CHECK: fptosi <16 x float> %{{.*}} to <16 x i8>
// CHECK-NOT: i8 127
// CHECK: fcmp uno <16 x float> %[[R]]
// CHECK-NEXT: select <16 x i1> %{{.*}}, <16 x i8> zeroinitializer,
char16 sat_rtn(float16 x) { return convert_char16_sat_rtn(x); }

// CHECK-LABEL: define {{.*}}<16 x i8> @sat(
// CHECK-NOT: call
// CHECK: fptosi <16 x float> %{{.*}} to <16 x i8>
char16 sat(float16 x) { return convert_char16_sat(x); }

// CHECK-LABEL: define {{.*}}<3 x i64> @d_rte(
// CHECK: %[[R:.*]] = {{(tail )?}}call <3 x double> @llvm.roundeven.v3f64(<3 x double> %{{.*}})
// CHECK: fcmp ole <3 x double> %{{.*}}, <double 0x43EFFFFFFFFFFFFF,
// CHECK: fptoui <3 x double> %{{.*}} to <3 x i64>
// CHECK-NEXT: fcmp oge <3 x double> %[[R]], <double 0x43F0000000000000,
ulong3 d_rte(double3 x) { return convert_ulong3_rte(x); }

// CHECK-LABEL: define {{.*}}<2 x i16> @d_sat(
// CHECK: fcmp oge <2 x double> %{{.*}}, <double -3.276800e+04,
// CHECK: fcmp ole <2 x double> %{{.*}}, <double 3.276700e+04,
// CHECK: fptosi <2 x double> %{{.*}} to <2 x i16>
short2 d_sat(double2 x) { return convert_short2_sat(x); }

// CHECK-LABEL: define {{.*}}i64 @d_rtn(
// CHECK: %[[R:.*]] = {{(tail )?}}call double @llvm.floor.f64(double %{{.*}})
// CHECK: fcmp ole double %{{.*}}, 0x43DFFFFFFFFFFFFF
// CHECK: fptosi double %{{.*}} to i64
// CHECK-NEXT: fcmp oge double %[[R]], 0x43E0000000000000
long d_rtn(double x) { return convert_long_rtn(x); }
