// Float exp and log are inline IR where the CPU has FMA (codegen/cg_math.c,
// exp_inline, log_inline): no SLEEF call, so an explicit vector and a loop
// vectorized to any width run them without calls.  exp is SLEEF's expf_u10
// step for step (Cody-Waite reduction by ln 2 in two FMAs, q rounded by
// adding 1.5 * 2^23, the degree-6 polynomial, two exact scalings by
// 2^(q/2), x clamped to [-104, 100] first, where those give +0 and
// +inf, as SLEEF's selects do); log splits x at 2/3's bits,
// sums e ln 2 + f with its rounding error and adds f^2 Q(f).  Without FMA
// (generic x86-64 objects) and for double, SLEEF's functions stay.
// RUN: %oclc -S -emit-llvm -O0 -mcpu=haswell %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O0 -mcpu=skylake-avx512 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O0 -mcpu=x86-64 %s -o - | FileCheck %s --check-prefix=SSE2
// RUN: %oclc -S -emit-llvm -O2 -mcpu=skylake-avx512 %s -o - | FileCheck %s --check-prefix=LOOP
// RUN: %if libclc %{ %oclc -S -emit-llvm --target=nvptx64 %s -o - | FileCheck %s --check-prefix=PTX %}

float8 e8(float8 x) { return exp(x); }
// CHECK-LABEL: define {{.*}}<8 x float> @e8(
// CHECK-NOT: call {{.*}}@Sleef_
// CHECK: [[HI:%.*]] = fcmp ogt <8 x float> [[X0:%[0-9]+]], <float 1.000000e+02,
// CHECK: [[X1:%.*]] = select <8 x i1> [[HI]], <8 x float> <float 1.000000e+02, {{.*}}, <8 x float> [[X0]]
// CHECK: [[LO:%.*]] = fcmp olt <8 x float> [[X1]], <float -1.040000e+02,
// CHECK: [[X:%.*]] = select <8 x i1> [[LO]], <8 x float> <float -1.040000e+02, {{.*}}, <8 x float> [[X1]]
// CHECK: [[T:%.*]] = fmul <8 x float> [[X]], <float 0x3FF7154760000000,
// CHECK: [[BIG:%.*]] = fadd <8 x float> [[T]], <float 0x4168000000000000,
// CHECK: [[QF:%.*]] = fsub <8 x float> [[BIG]], <float 0x4168000000000000,
// CHECK: [[BITS:%.*]] = bitcast <8 x float> [[BIG]] to <8 x i32>
// CHECK: [[Q:%.*]] = sub <8 x i32> [[BITS]], <i32 1262485504,
// CHECK: [[S1:%.*]] = call <8 x float> @llvm.fma.v8f32(<8 x float> [[QF]], <8 x float> <float 0xBFE62E4000000000, {{.*}}, <8 x float> [[X]])
// CHECK: [[S:%.*]] = call <8 x float> @llvm.fma.v8f32(<8 x float> [[QF]], <8 x float> <float 0xBEB7F7D1C0000000, {{.*}}, <8 x float> [[S1]])
// CHECK: call <8 x float> @llvm.fma.v8f32(<8 x float> <float 0x3F2A057B40000000, {{.*}}, <8 x float> [[S]],
// CHECK-COUNT-4: call <8 x float> @llvm.fma.v8f32(
// CHECK: [[S2:%.*]] = fmul <8 x float> [[S]], [[S]]
// CHECK: [[P:%.*]] = call <8 x float> @llvm.fma.v8f32(<8 x float> [[S2]], <8 x float> {{%.*}}, <8 x float> [[S]])
// CHECK: [[U:%.*]] = fadd <8 x float> <float 1.000000e+00, {{.*}}, [[P]]
// CHECK: [[H:%.*]] = ashr <8 x i32> [[Q]], <i32 1,
// CHECK: sub <8 x i32> [[Q]], [[H]]
// CHECK: [[U1:%.*]] = fmul <8 x float> [[U]],
// CHECK: [[R:%.*]] = fmul <8 x float> [[U1]],
// CHECK: ret <8 x float> [[R]]
// SSE2-LABEL: define {{.*}}@e8(
// SSE2: call <4 x float> @Sleef_expf4_u10sse2(
// SSE2: call <4 x float> @Sleef_expf4_u10sse2(

float8 l8(float8 x) { return log(x); }
// CHECK-LABEL: define {{.*}}<8 x float> @l8(
// CHECK-NOT: call {{.*}}@Sleef_
// CHECK: [[SUB:%.*]] = fcmp olt <8 x float> [[X:%[0-9]+]], <float 0x3810000000000000,
// CHECK: [[XS:%.*]] = fmul <8 x float> [[X]], <float 0x4160000000000000,
// CHECK: select <8 x i1> [[SUB]], <8 x float> [[XS]], <8 x float> [[X]]
// CHECK: [[IX:%.*]] = sub <8 x i32> {{%.*}}, <i32 1059760811,
// CHECK: ashr <8 x i32> [[IX]], <i32 23,
// CHECK: [[M:%.*]] = and <8 x i32> [[IX]], <i32 8388607,
// CHECK: add <8 x i32> [[M]], <i32 1059760811,
// CHECK: [[F:%.*]] = fsub <8 x float> {{%.*}}, <float 1.000000e+00,
// CHECK-COUNT-9: call <8 x float> @llvm.fma.v8f32(
// CHECK: [[EF:%.*]] = sitofp <8 x i32> {{%.*}} to <8 x float>
// CHECK: [[A:%.*]] = fmul <8 x float> [[EF]], <float 0x3FE62E4000000000,
// CHECK: [[HI:%.*]] = fadd <8 x float> [[A]], [[F]]
// CHECK: [[D:%.*]] = fsub <8 x float> [[A]], [[HI]]
// CHECK: [[ERR:%.*]] = fadd <8 x float> [[D]], [[F]]
// CHECK: [[LO1:%.*]] = call <8 x float> @llvm.fma.v8f32(<8 x float> [[EF]], <8 x float> <float 0x3EB7F7D1C0000000, {{.*}}, <8 x float> [[ERR]])
// CHECK: [[F2:%.*]] = fmul <8 x float> [[F]], [[F]]
// CHECK: [[LO:%.*]] = call <8 x float> @llvm.fma.v8f32(<8 x float> [[F2]], <8 x float> {{%.*}}, <8 x float> [[LO1]])
// CHECK: [[R:%.*]] = fadd <8 x float> [[HI]], [[LO]]
// CHECK: [[INF:%.*]] = fcmp oeq <8 x float> [[X]], <float 0x7FF0000000000000,
// CHECK: [[R1:%.*]] = select <8 x i1> [[INF]], <8 x float> [[X]], <8 x float> [[R]]
// CHECK: [[NEG:%.*]] = fcmp ult <8 x float> [[X]], zeroinitializer
// CHECK: [[R2:%.*]] = select <8 x i1> [[NEG]], <8 x float> <float 0x7FF8000000000000, {{.*}}, <8 x float> [[R1]]
// CHECK: [[ZERO:%.*]] = fcmp oeq <8 x float> [[X]], zeroinitializer
// CHECK: [[R3:%.*]] = select <8 x i1> [[ZERO]], <8 x float> <float 0xFFF0000000000000, {{.*}}, <8 x float> [[R2]]
// CHECK: ret <8 x float> [[R3]]
// SSE2-LABEL: define {{.*}}@l8(
// SSE2: call <4 x float> @Sleef_logf4_u10sse2(

float e1(float x) { return exp(x); }
// CHECK-LABEL: define {{.*}}float @e1(
// CHECK-NOT: @Sleef_
// CHECK: call float @llvm.fma.f32(
// CHECK: ret float
// SSE2-LABEL: define {{.*}}@e1(
// SSE2: call float @Sleef_expf1_u10purec(

double ed(double x) { return exp(x) + log(x); }
// CHECK-LABEL: define {{.*}}double @ed(
// CHECK: call double @Sleef_expd1_u10purecfma(double
// CHECK: call double @Sleef_logd1_u10purecfma(double

// A work-item per element: the work-group loop runs 16 lanes of each
// (AVX-512's 512-bit vectors, which a math call asks for), with no call.
kernel void k(global const float *in, global float *out) {
  size_t i = get_global_id(0);
  out[i] = exp(in[i]) + log(in[i]);
}
// LOOP-LABEL: define void @__oclc_wg_k(
// LOOP-NOT: call {{.*}}@Sleef_
// LOOP: call <16 x float> @llvm.fma.v16f32(
// LOOP-NOT: call {{.*}}@Sleef_
// LOOP: ret void

// nvptx64 takes libclc's exp and log (the inline ones count on the CPU):
// no SLEEF, and nothing left undefined.
// PTX-NOT: Sleef
// PTX-NOT: declare {{.*}}@_Z
