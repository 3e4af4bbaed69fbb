// How each math built-in of 6.15.2 lowers (codegen/cg_math.c, one row of
// cg_math.def each): an LLVM intrinsic, a call of SLEEF's vector variant
// for the target's ISA (generic x86-64 here: SSE2, 4 floats), inline IR,
// or a call of the row's own function (MATH_WRAP rows), shown as float4.
// The values are checked at run time by tests/api/math-values.test.
// RUN: %oclc -S -emit-llvm -O0 -mcpu=x86-64 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O0 -mcpu=x86-64 %s -o - | FileCheck %s --check-prefix=WRAP
// RUN: %oclc -S -emit-llvm -O0 -mcpu=x86-64 -cl-fast-relaxed-math %s -o - | FileCheck %s --check-prefix=RELAXED

float4 t_acos(float4 x) { return acos(x); }
// CHECK-LABEL: define {{.*}}@t_acos(
// CHECK: call <4 x float> @Sleef_acosf4_u35sse2(
float4 t_acosh(float4 x) { return acosh(x); }
// CHECK-LABEL: define {{.*}}@t_acosh(
// CHECK: call <4 x float> @__oclc_math_acosh_v4f32(
float4 t_acospi(float4 x) { return acospi(x); }
// CHECK-LABEL: define {{.*}}@t_acospi(
// CHECK-DAG: @Sleef_acosf4_u10sse2(
// CHECK-DAG: fmul <4 x float>
float4 t_asin(float4 x) { return asin(x); }
// CHECK-LABEL: define {{.*}}@t_asin(
// CHECK: call <4 x float> @Sleef_asinf4_u35sse2(
float4 t_asinh(float4 x) { return asinh(x); }
// CHECK-LABEL: define {{.*}}@t_asinh(
// CHECK: call <4 x float> @__oclc_math_asinh_v4f32(
float4 t_asinpi(float4 x) { return asinpi(x); }
// CHECK-LABEL: define {{.*}}@t_asinpi(
// CHECK-DAG: @Sleef_asinf4_u10sse2(
// CHECK-DAG: fmul <4 x float>
float4 t_atan(float4 x) { return atan(x); }
// CHECK-LABEL: define {{.*}}@t_atan(
// CHECK: call <4 x float> @Sleef_atanf4_u35sse2(
float4 t_atan2(float4 x, float4 y) { return atan2(x, y); }
// CHECK-LABEL: define {{.*}}@t_atan2(
// CHECK: call <4 x float> @Sleef_atan2f4_u35sse2(
float4 t_atan2pi(float4 x, float4 y) { return atan2pi(x, y); }
// CHECK-LABEL: define {{.*}}@t_atan2pi(
// CHECK-DAG: @Sleef_atan2f4_u10sse2(
// CHECK-DAG: fmul <4 x float>
// CHECK-DAG: select <4 x i1>
float4 t_atanh(float4 x) { return atanh(x); }
// CHECK-LABEL: define {{.*}}@t_atanh(
// CHECK: call <4 x float> @Sleef_atanhf4_u10sse2(
float4 t_atanpi(float4 x) { return atanpi(x); }
// CHECK-LABEL: define {{.*}}@t_atanpi(
// CHECK-DAG: @Sleef_atanf4_u10sse2(
// CHECK-DAG: fmul <4 x float>
float4 t_cbrt(float4 x) { return cbrt(x); }
// CHECK-LABEL: define {{.*}}@t_cbrt(
// CHECK: call <4 x float> @Sleef_cbrtf4_u10sse2(
float4 t_ceil(float4 x) { return ceil(x); }
// CHECK-LABEL: define {{.*}}@t_ceil(
// CHECK: call <4 x float> @llvm.ceil.v4f32(
float4 t_copysign(float4 x, float4 y) { return copysign(x, y); }
// CHECK-LABEL: define {{.*}}@t_copysign(
// CHECK: call <4 x float> @llvm.copysign.v4f32(
float4 t_cos(float4 x) { return cos(x); }
// CHECK-LABEL: define {{.*}}@t_cos(
// CHECK: call <4 x float> @Sleef_cosf4_u35sse2(
float4 t_cosh(float4 x) { return cosh(x); }
// CHECK-LABEL: define {{.*}}@t_cosh(
// CHECK: call <4 x float> @__oclc_math_cosh_v4f32(
float4 t_cospi(float4 x) { return cospi(x); }
// CHECK-LABEL: define {{.*}}@t_cospi(
// CHECK-DAG: @llvm.rint.v4f32(
// CHECK-DAG: @Sleef_cospif4_u05sse2(
// CHECK-DAG: fcmp oeq <4 x float>
// CHECK-DAG: select <4 x i1>
float4 t_erf(float4 x) { return erf(x); }
// CHECK-LABEL: define {{.*}}@t_erf(
// CHECK: call <4 x float> @Sleef_erff4_u10sse2(
float4 t_erfc(float4 x) { return erfc(x); }
// CHECK-LABEL: define {{.*}}@t_erfc(
// CHECK: call <4 x float> @Sleef_erfcf4_u15sse2(
float4 t_exp(float4 x) { return exp(x); }
// CHECK-LABEL: define {{.*}}@t_exp(
// CHECK: call <4 x float> @Sleef_expf4_u10sse2(
float4 t_exp10(float4 x) { return exp10(x); }
// CHECK-LABEL: define {{.*}}@t_exp10(
// CHECK: call <4 x float> @Sleef_exp10f4_u10sse2(
float4 t_exp2(float4 x) { return exp2(x); }
// CHECK-LABEL: define {{.*}}@t_exp2(
// CHECK: call <4 x float> @Sleef_exp2f4_u10sse2(
float4 t_expm1(float4 x) { return expm1(x); }
// CHECK-LABEL: define {{.*}}@t_expm1(
// CHECK: call <4 x float> @Sleef_expm1f4_u10sse2(
float4 t_fabs(float4 x) { return fabs(x); }
// CHECK-LABEL: define {{.*}}@t_fabs(
// CHECK: call <4 x float> @llvm.fabs.v4f32(
float4 t_fdim(float4 x, float4 y) { return fdim(x, y); }
// CHECK-LABEL: define {{.*}}@t_fdim(
// CHECK-DAG: fcmp ogt <4 x float>
// CHECK-DAG: fsub <4 x float>
// CHECK-DAG: fcmp uno <4 x float>
float4 t_floor(float4 x) { return floor(x); }
// CHECK-LABEL: define {{.*}}@t_floor(
// CHECK: call <4 x float> @llvm.floor.v4f32(
float4 t_fma(float4 x, float4 y, float4 z) { return fma(x, y, z); }
// CHECK-LABEL: define {{.*}}@t_fma(
// CHECK: call <4 x float> @llvm.fma.v4f32(
float4 t_fmax(float4 x, float4 y) { return fmax(x, y); }
// CHECK-LABEL: define {{.*}}@t_fmax(
// CHECK: call <4 x float> @llvm.maxnum.v4f32(
float4 t_fmin(float4 x, float4 y) { return fmin(x, y); }
// CHECK-LABEL: define {{.*}}@t_fmin(
// CHECK: call <4 x float> @llvm.minnum.v4f32(
float4 t_fmod(float4 x, float4 y) { return fmod(x, y); }
// CHECK-LABEL: define {{.*}}@t_fmod(
// CHECK: call <4 x float> @__oclc_math_fmod_v4f32(
float4 t_fract(float4 x, global float4 *p) { return fract(x, p); }
// CHECK-LABEL: define {{.*}}@t_fract(
// CHECK-DAG: @llvm.floor.v4f32(
// CHECK-DAG: @llvm.minnum.v4f32(
// CHECK-DAG: store <4 x float>
float4 t_frexp(float4 x, global int4 *p) { return frexp(x, p); }
// CHECK-LABEL: define {{.*}}@t_frexp(
// CHECK-DAG: bitcast <4 x float> {{.*}} to <4 x i32>
// CHECK-DAG: lshr <4 x i32>
// CHECK-DAG: store <4 x i32>
float4 t_hypot(float4 x, float4 y) { return hypot(x, y); }
// CHECK-LABEL: define {{.*}}@t_hypot(
// CHECK: call <4 x float> @Sleef_hypotf4_u35sse2(
int4 t_ilogb(float4 x) { return ilogb(x); }
// CHECK-LABEL: define {{.*}}@t_ilogb(
// CHECK-DAG: @llvm.ctlz.v4i32(
// CHECK-DAG: select <4 x i1>
float4 t_ldexp(float4 x, int4 n) { return ldexp(x, n); }
// CHECK-LABEL: define {{.*}}@t_ldexp(
// CHECK-DAG: icmp sgt <4 x i32>
// CHECK-DAG: shl <4 x i32>
// CHECK-DAG: fmul <4 x float>
float4 t_lgamma(float4 x) { return lgamma(x); }
// CHECK-LABEL: define {{.*}}@t_lgamma(
// Large x: x (log x - 1) - log(x) / 2 + log(2 pi) / 2 from 2^30 to inf.
// CHECK-DAG: call <4 x float> @Sleef_logf4_u10sse2(
// CHECK-DAG: fcmp ogt <4 x float> %{{.*}}, <float 0x41D0000000000000,
// CHECK-DAG: fcmp olt <4 x float> %{{.*}}, <float 0x7FF0000000000000,
// CHECK-DAG: call <4 x float> @Sleef_lgammaf4_u10sse2(
// CHECK: select <4 x i1>
float4 t_lgamma_r(float4 x, global int4 *p) { return lgamma_r(x, p); }
// CHECK-LABEL: define {{.*}}@t_lgamma_r(
// CHECK-DAG: @llvm.floor.v4f32(
// CHECK-DAG: store <4 x i32>
// CHECK-DAG: @Sleef_lgammaf4_u10sse2(
float4 t_log(float4 x) { return log(x); }
// CHECK-LABEL: define {{.*}}@t_log(
// CHECK: call <4 x float> @Sleef_logf4_u10sse2(
float4 t_log10(float4 x) { return log10(x); }
// CHECK-LABEL: define {{.*}}@t_log10(
// CHECK: call <4 x float> @Sleef_log10f4_u10sse2(
float4 t_log1p(float4 x) { return log1p(x); }
// CHECK-LABEL: define {{.*}}@t_log1p(
// CHECK: call <4 x float> @__oclc_math_log1p_v4f32(
float4 t_log2(float4 x) { return log2(x); }
// CHECK-LABEL: define {{.*}}@t_log2(
// CHECK: call <4 x float> @Sleef_log2f4_u10sse2(
float4 t_logb(float4 x) { return logb(x); }
// CHECK-LABEL: define {{.*}}@t_logb(
// CHECK-DAG: @llvm.ctlz.v4i32(
// CHECK-DAG: sitofp <4 x i32>
float4 t_mad(float4 x, float4 y, float4 z) { return mad(x, y, z); }
// CHECK-LABEL: define {{.*}}@t_mad(
// CHECK: call <4 x float> @llvm.fmuladd.v4f32(
float4 t_maxmag(float4 x, float4 y) { return maxmag(x, y); }
// CHECK-LABEL: define {{.*}}@t_maxmag(
// CHECK-DAG: @llvm.fabs.v4f32(
// CHECK-DAG: fcmp ogt <4 x float>
// CHECK-DAG: @llvm.maxnum.v4f32(
float4 t_minmag(float4 x, float4 y) { return minmag(x, y); }
// CHECK-LABEL: define {{.*}}@t_minmag(
// CHECK-DAG: @llvm.fabs.v4f32(
// CHECK-DAG: fcmp olt <4 x float>
// CHECK-DAG: @llvm.minnum.v4f32(
float4 t_modf(float4 x, global float4 *p) { return modf(x, p); }
// CHECK-LABEL: define {{.*}}@t_modf(
// CHECK-DAG: @llvm.trunc.v4f32(
// CHECK-DAG: store <4 x float>
// CHECK-DAG: @llvm.copysign.v4f32(
float4 t_nan(uint4 c) { return nan(c); }
// CHECK-LABEL: define {{.*}}@t_nan(
// CHECK-DAG: or <4 x i32> {{.*}}<i32 2143289344,
// CHECK-DAG: bitcast <4 x i32> {{.*}} to <4 x float>
float4 t_nextafter(float4 x, float4 y) { return nextafter(x, y); }
// CHECK-LABEL: define {{.*}}@t_nextafter(
// CHECK-DAG: bitcast <4 x float> {{.*}} to <4 x i32>
// CHECK-DAG: add <4 x i32>
// CHECK-DAG: sub <4 x i32>
float4 t_pow(float4 x, float4 y) { return pow(x, y); }
// CHECK-LABEL: define {{.*}}@t_pow(
// CHECK: call <4 x float> @__oclc_math_pow_v4f32(
float4 t_pown(float4 x, int4 n) { return pown(x, n); }
// CHECK-LABEL: define {{.*}}@t_pown(
// CHECK: call <4 x float> @__oclc_math_pown_v4f32(
float4 t_powr(float4 x, float4 y) { return powr(x, y); }
// CHECK-LABEL: define {{.*}}@t_powr(
// CHECK: call <4 x float> @__oclc_math_powr_v4f32(
float4 t_remainder(float4 x, float4 y) { return remainder(x, y); }
// CHECK-LABEL: define {{.*}}@t_remainder(
// CHECK: call <4 x float> @__oclc_math_remainder_v4f32(
float4 t_remquo(float4 x, float4 y, global int4 *p) { return remquo(x, y, p); }
// CHECK-LABEL: define {{.*}}@t_remquo(
// CHECK-DAG: @Sleef_remainderd2_sse2(
// CHECK-DAG: @Sleef_fmodd2_sse2(
// CHECK-DAG: and <4 x i32> {{.*}}<i32 127,
// CHECK-DAG: store <4 x i32>
float4 t_rint(float4 x) { return rint(x); }
// CHECK-LABEL: define {{.*}}@t_rint(
// CHECK: call <4 x float> @llvm.rint.v4f32(
float4 t_rootn(float4 x, int4 n) { return rootn(x, n); }
// CHECK-LABEL: define {{.*}}@t_rootn(
// CHECK: call <4 x float> @__oclc_math_rootn_v4f32(
float4 t_round(float4 x) { return round(x); }
// CHECK-LABEL: define {{.*}}@t_round(
// CHECK: call <4 x float> @llvm.round.v4f32(
float4 t_rsqrt(float4 x) { return rsqrt(x); }
// CHECK-LABEL: define {{.*}}@t_rsqrt(
// CHECK-DAG: @llvm.sqrt.v4f32(
// CHECK-DAG: fdiv <4 x float> <float 1.000000e+00
float4 t_sin(float4 x) { return sin(x); }
// CHECK-LABEL: define {{.*}}@t_sin(
// CHECK: call <4 x float> @Sleef_sinf4_u35sse2(
float4 t_sincos(float4 x, global float4 *p) { return sincos(x, p); }
// CHECK-LABEL: define {{.*}}@t_sincos(
// CHECK-DAG: @Sleef_cosf4_u35sse2(
// CHECK-DAG: store <4 x float>
// CHECK-DAG: @Sleef_sinf4_u35sse2(
float4 t_sinh(float4 x) { return sinh(x); }
// CHECK-LABEL: define {{.*}}@t_sinh(
// CHECK: call <4 x float> @__oclc_math_sinh_v4f32(
float4 t_sinpi(float4 x) { return sinpi(x); }
// CHECK-LABEL: define {{.*}}@t_sinpi(
// CHECK-DAG: @llvm.rint.v4f32(
// CHECK-DAG: @Sleef_sinpif4_u05sse2(
// CHECK-DAG: @llvm.copysign.v4f32(
float4 t_sqrt(float4 x) { return sqrt(x); }
// CHECK-LABEL: define {{.*}}@t_sqrt(
// CHECK: call <4 x float> @llvm.sqrt.v4f32(
float4 t_tan(float4 x) { return tan(x); }
// CHECK-LABEL: define {{.*}}@t_tan(
// CHECK: call <4 x float> @Sleef_tanf4_u35sse2(
float4 t_tanh(float4 x) { return tanh(x); }
// CHECK-LABEL: define {{.*}}@t_tanh(
// CHECK: call <4 x float> @Sleef_tanhf4_u35sse2(
float4 t_tanpi(float4 x) { return tanpi(x); }
// CHECK-LABEL: define {{.*}}@t_tanpi(
// CHECK-DAG: @llvm.rint.v4f32(
// CHECK-DAG: @Sleef_sinpif4_u05sse2(
// CHECK-DAG: @Sleef_cospif4_u05sse2(
// CHECK-DAG: fdiv <4 x float>
float4 t_tgamma(float4 x) { return tgamma(x); }
// CHECK-LABEL: define {{.*}}@t_tgamma(
// CHECK-DAG: fpext <4 x float> {{.*}} to <4 x double>
// CHECK-DAG: @Sleef_tgammad2_u10sse2(
// CHECK-DAG: fptrunc <4 x double>
float4 t_trunc(float4 x) { return trunc(x); }
// CHECK-LABEL: define {{.*}}@t_trunc(
// CHECK: call <4 x float> @llvm.trunc.v4f32(
float4 t_half_cos(float4 x) { return half_cos(x); }
// CHECK-LABEL: define {{.*}}@t_half_cos(
// CHECK: call <4 x float> @Sleef_cosf4_u35sse2(
float4 t_half_divide(float4 x, float4 y) { return half_divide(x, y); }
// CHECK-LABEL: define {{.*}}@t_half_divide(
// CHECK-DAG: fdiv <4 x float>
float4 t_half_exp(float4 x) { return half_exp(x); }
// CHECK-LABEL: define {{.*}}@t_half_exp(
// CHECK: call <4 x float> @Sleef_expf4_u10sse2(
float4 t_half_exp10(float4 x) { return half_exp10(x); }
// CHECK-LABEL: define {{.*}}@t_half_exp10(
// CHECK: call <4 x float> @Sleef_exp10f4_u35sse2(
float4 t_half_exp2(float4 x) { return half_exp2(x); }
// CHECK-LABEL: define {{.*}}@t_half_exp2(
// CHECK: call <4 x float> @Sleef_exp2f4_u35sse2(
float4 t_half_log(float4 x) { return half_log(x); }
// CHECK-LABEL: define {{.*}}@t_half_log(
// CHECK: call <4 x float> @Sleef_logf4_u35sse2(
float4 t_half_log10(float4 x) { return half_log10(x); }
// CHECK-LABEL: define {{.*}}@t_half_log10(
// CHECK: call <4 x float> @Sleef_log10f4_u10sse2(
float4 t_half_log2(float4 x) { return half_log2(x); }
// CHECK-LABEL: define {{.*}}@t_half_log2(
// CHECK: call <4 x float> @Sleef_log2f4_u35sse2(
float4 t_half_powr(float4 x, float4 y) { return half_powr(x, y); }
// CHECK-LABEL: define {{.*}}@t_half_powr(
// CHECK: call <4 x float> @__oclc_math_half_powr_v4f32(
float4 t_half_recip(float4 x) { return half_recip(x); }
// CHECK-LABEL: define {{.*}}@t_half_recip(
// CHECK-DAG: fdiv <4 x float> <float 1.000000e+00
float4 t_half_rsqrt(float4 x) { return half_rsqrt(x); }
// CHECK-LABEL: define {{.*}}@t_half_rsqrt(
// CHECK-DAG: @llvm.sqrt.v4f32(
// CHECK-DAG: fdiv <4 x float> <float 1.000000e+00
float4 t_half_sin(float4 x) { return half_sin(x); }
// CHECK-LABEL: define {{.*}}@t_half_sin(
// CHECK: call <4 x float> @Sleef_sinf4_u35sse2(
float4 t_half_sqrt(float4 x) { return half_sqrt(x); }
// CHECK-LABEL: define {{.*}}@t_half_sqrt(
// CHECK: call <4 x float> @llvm.sqrt.v4f32(
float4 t_half_tan(float4 x) { return half_tan(x); }
// CHECK-LABEL: define {{.*}}@t_half_tan(
// CHECK: call <4 x float> @Sleef_tanf4_u35sse2(
float4 t_native_cos(float4 x) { return native_cos(x); }
// CHECK-LABEL: define {{.*}}@t_native_cos(
// CHECK: call <4 x float> @Sleef_fastcosf4_u3500sse2(
float4 t_native_divide(float4 x, float4 y) { return native_divide(x, y); }
// CHECK-LABEL: define {{.*}}@t_native_divide(
// CHECK-DAG: fdiv arcp <4 x float>
float4 t_native_exp(float4 x) { return native_exp(x); }
// CHECK-LABEL: define {{.*}}@t_native_exp(
// CHECK: call <4 x float> @Sleef_expf4_u10sse2(
float4 t_native_exp10(float4 x) { return native_exp10(x); }
// CHECK-LABEL: define {{.*}}@t_native_exp10(
// CHECK: call <4 x float> @Sleef_exp10f4_u35sse2(
float4 t_native_exp2(float4 x) { return native_exp2(x); }
// CHECK-LABEL: define {{.*}}@t_native_exp2(
// CHECK: call <4 x float> @Sleef_exp2f4_u35sse2(
float4 t_native_log(float4 x) { return native_log(x); }
// CHECK-LABEL: define {{.*}}@t_native_log(
// CHECK: call <4 x float> @Sleef_logf4_u35sse2(
float4 t_native_log10(float4 x) { return native_log10(x); }
// CHECK-LABEL: define {{.*}}@t_native_log10(
// CHECK: call <4 x float> @Sleef_log10f4_u10sse2(
float4 t_native_log2(float4 x) { return native_log2(x); }
// CHECK-LABEL: define {{.*}}@t_native_log2(
// CHECK: call <4 x float> @Sleef_log2f4_u35sse2(
float4 t_native_powr(float4 x, float4 y) { return native_powr(x, y); }
// CHECK-LABEL: define {{.*}}@t_native_powr(
// CHECK: call <4 x float> @Sleef_fastpowf4_u3500sse2(
float4 t_native_recip(float4 x) { return native_recip(x); }
// CHECK-LABEL: define {{.*}}@t_native_recip(
// CHECK-DAG: fdiv arcp <4 x float> <float 1.000000e+00
float4 t_native_rsqrt(float4 x) { return native_rsqrt(x); }
// CHECK-LABEL: define {{.*}}@t_native_rsqrt(
// CHECK-DAG: @llvm.sqrt.v4f32(
// CHECK-DAG: fdiv <4 x float> <float 1.000000e+00
float4 t_native_sin(float4 x) { return native_sin(x); }
// CHECK-LABEL: define {{.*}}@t_native_sin(
// CHECK: call <4 x float> @Sleef_fastsinf4_u3500sse2(
float4 t_native_sqrt(float4 x) { return native_sqrt(x); }
// CHECK-LABEL: define {{.*}}@t_native_sqrt(
// CHECK: call <4 x float> @llvm.sqrt.v4f32(
float4 t_native_tan(float4 x) { return native_tan(x); }
// CHECK-LABEL: define {{.*}}@t_native_tan(
// CHECK: call <4 x float> @Sleef_tanf4_u35sse2(

// A MATH_WRAP row's function calls SLEEF and branches around the fix of
// its rare arguments (here: |y| > 2^26, where SLEEF's float pow is off).
// WRAP-LABEL: define internal <4 x float> @__oclc_math_pow_v4f32(
// WRAP: call <4 x float> @Sleef_powf4_u10sse2(
// WRAP: [[ANY:%.*]] = call i1 @llvm.vector.reduce.or.v4i1(
// WRAP: br i1 [[ANY]], label %rare,
// WRAP: rare:
// WRAP: fpext <4 x float>
// WRAP: call <2 x double> @Sleef_powd2_u10sse2(
// WRAP: phi <4 x float>

// -cl-fast-relaxed-math picks SLEEF's 3500-ulp sin, cos and pow for float
// (the relaxed table bounds their absolute error), and the 3.5-ulp
// variants where 8192 ulp are allowed.
// RELAXED-LABEL: define {{.*}}@t_cbrt(
// RELAXED: call {{.*}}<4 x float> @Sleef_cbrtf4_u35sse2(
// RELAXED-LABEL: define {{.*}}@t_cos(
// RELAXED: call {{.*}}<4 x float> @Sleef_fastcosf4_u3500sse2(
// RELAXED-LABEL: define {{.*}}@t_sin(
// RELAXED: call {{.*}}<4 x float> @Sleef_fastsinf4_u3500sse2(
