// The vector forms of a SLEEF-backed math built-in (codegen/cg_math.c):
// each vector calls SLEEF's variant of the narrowest width that holds it
// (padded: float3 and float2 call the 4-wide one), or of the widest width
// the ISA has, in pieces (float16 without AVX-512 is two 8-wide calls).
// The ISA is the target CPU's: generic x86-64 (objects) has SSE2, 4
// floats or 2 doubles; AVX-512 has 16 and 8, with the 8-wide AVX2 and
// 4-wide variants below it.  A scalar calls the one-lane variant, naming
// the vector ones for the loop vectorizer.
// RUN: %oclc -S -emit-llvm -O0 -mcpu=x86-64 %s -o - | FileCheck %s --check-prefix=SSE2
// RUN: %oclc -S -emit-llvm -O0 -mcpu=skylake-avx512 %s -o - | FileCheck %s --check-prefix=AVX512
// RUN: %oclc -S -emit-llvm -O0 -mcpu=haswell %s -o - | FileCheck %s --check-prefix=AVX2
// On nvptx64 every width calls libclc's function instead (nvptx-math.cl).
// RUN: %if libclc %{ %oclc -S --target=nvptx64 %s -o - | FileCheck %s --check-prefix=PTX %}
// PTX-NOT: Sleef

float s1(float x) { return sin(x); }
// SSE2-LABEL: @s1(
// SSE2: call float @Sleef_sinf1_u35purec(float
// SSE2: declare float @Sleef_sinf1_u35purec(float) [[ATTR:#[0-9]+]]
// AVX512-LABEL: @s1(
// AVX512: call float @Sleef_sinf1_u35purecfma(float
// PTX: .func {{.*}} s1(

float2 s2(float2 x) { return sin(x); }
// SSE2-LABEL: @s2(
// SSE2: [[P:%.*]] = shufflevector <2 x float> {{.*}}, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
// SSE2: [[R:%.*]] = call <4 x float> @Sleef_sinf4_u35sse2(<4 x float> [[P]])
// SSE2: shufflevector <4 x float> [[R]], <4 x float> poison, <2 x i32> <i32 0, i32 1>

float3 s3(float3 x) { return sin(x); }
// AVX512-LABEL: @s3(
// AVX512: call <4 x float> @Sleef_sinf4_u35avx2128(<4 x float>
// AVX512: shufflevector <4 x float> {{.*}}, <3 x i32> <i32 0, i32 1, i32 2>

float16 s16(float16 x) { return sin(x); }
// SSE2-LABEL: @s16(
// SSE2-COUNT-4: call <4 x float> @Sleef_sinf4_u35sse2(
// AVX2-LABEL: @s16(
// AVX2-COUNT-2: call <8 x float> @Sleef_sinf8_u35avx2(
// AVX512-LABEL: @s16(
// AVX512: call <16 x float> @Sleef_sinf16_u35avx512f(<16 x float>

double3 d3(double3 x) { return exp(x); }
// SSE2-LABEL: @d3(
// SSE2-COUNT-2: call <2 x double> @Sleef_expd2_u10sse2(
// AVX512-LABEL: @d3(
// AVX512: call <4 x double> @Sleef_expd4_u10avx2(<4 x double>

double16 d16(double16 x, double16 y) { return atan2(x, y); }
// SSE2-LABEL: @d16(
// SSE2-COUNT-8: call <2 x double> @Sleef_atan2d2_u35sse2(
// AVX512-LABEL: @d16(
// AVX512-COUNT-2: call <8 x double> @Sleef_atan2d8_u35avx512f(

// The scalar functions' vector variants, for the loop vectorizer.
// SSE2: attributes [[ATTR]] = { {{.*}}memory(none) "vector-function-abi-variant"="_ZGV_LLVM_N4v_Sleef_sinf1_u35purec(Sleef_sinf4_u35sse2)" }
// AVX512: attributes #{{[0-9]+}} = { {{.*}}"vector-function-abi-variant"="_ZGV_LLVM_N4v_Sleef_sinf1_u35purecfma(Sleef_sinf4_u35avx2128),_ZGV_LLVM_N8v_Sleef_sinf1_u35purecfma(Sleef_sinf8_u35avx2),_ZGV_LLVM_N16v_Sleef_sinf1_u35purecfma(Sleef_sinf16_u35avx512f)" }
