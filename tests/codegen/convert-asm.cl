// The machine code of every conversion family has no call on a CPU with a
// rounding instruction (SSE4.1: x86-64-v2 and later, and the host CPU the
// JIT and -mcpu=native use): the conversions are inline instruction
// sequences, no conversion library.  On baseline x86-64 (oclc -c without
// -mcpu), which has no rounding instruction, oclc rounds with its own
// inline sequence rather than llvm.roundeven/ceil/floor, which LLVM would
// lower to libm calls there.  Vectors stay vectors (packed instructions).
// RUN: %oclc -S -O2 %s -o - | FileCheck %s
// RUN: %oclc -S -O0 %s -o - | FileCheck %s
// RUN: %oclc -S -O2 -mcpu=x86-64-v2 %s -o - | FileCheck %s
// RUN: %oclc -S -O2 -mcpu=x86-64-v3 %s -o - | FileCheck %s --check-prefixes=CHECK,AVX2
// RUN: %oclc -S -O0 -mcpu=x86-64-v3 %s -o - | FileCheck %s
// CHECK-NOT: call
// CHECK-NOT: {{jmp.*@PLT}}
// CHECK-NOT: ldmxcsr
// AVX2-LABEL: sat_rte:
// AVX2: vroundps $8, %xmm0
// AVX2: vcvttps2dq
// AVX2-LABEL: sat_char16:
// AVX2: vcvttps2dq %ymm
// AVX2-LABEL: rtp_int4:
// AVX2: vcvtdq2ps %xmm0
// AVX2-LABEL: rtz_double4:
// AVX2: vcvtpd2ps %ymm0
// AVX2: vcvtps2pd

int4 sat_rte(float4 x) { return convert_int4_sat_rte(x); }
char16 sat_char16(float16 x) { return convert_char16_sat(x); }
float4 rtp_int4(int4 x) { return convert_float4_rtp(x); }
float4 rtz_double4(double4 x) { return convert_float4_rtz(x); }
uint8 rtp_uint8(float8 x) { return convert_uint8_rtp(x); }
ulong2 rtn_ulong2(double2 x) { return convert_ulong2_sat_rtn(x); }
long4 rte_long4(float4 x) { return convert_long4_rte(x); }
float3 rtn_long3(long3 x) { return convert_float3_rtn(x); }
float rtz_ulong(ulong x) { return convert_float_rtz(x); }
double2 rtp_ulong2(ulong2 x) { return convert_double2_rtp(x); }
float2 rtz_uint2(uint2 x) { return convert_float2_rtz(x); }
uchar16 sat_int16(int16 x) { return convert_uchar16_sat(x); }
short8 sat_uint8(uint8 x) { return convert_short8_sat(x); }
double8 widen(float8 x) { return convert_double8(x); }
