// convert_T of constants folds to a constant at every -O level (the same
// generator runs; the intrinsics are folded lane by lane in C), so
// program-scope initializers may use it.  The values are the edge cases of
// docs/conversions.md: _sat with NaN, SRC_MAX, 2^64 from ULONG_MAX - 1
// (rtp), overflow by direction, +0.0 for integer 0 in every mode, ties.
// tests/run/convert-matrix.cl checks thousands more folded values at run time.
// RUN: %oclc -S -emit-llvm -O0 %s -o - | FileCheck %s
// RUN: %oclc -S -emit-llvm -O2 %s -o - | FileCheck %s

// CHECK: @sat_rte = {{.*}}constant i32 2,
constant int sat_rte = convert_int_sat_rte(2.5f);
// CHECK: @rtp_neg = {{.*}}constant i32 -1,
constant int rtp_neg = convert_int_rtp(-1.5f);
// CHECK: @nan_int = {{.*}}constant i32 0,
constant int nan_int = convert_int(as_float(0x7fc00000u));
// CHECK: @big_uchar = {{.*}}constant i8 -1,
constant uchar big_uchar = convert_uchar(1e10f);
// CHECK: @neg_uint = {{.*}}constant i32 0,
constant uint neg_uint = convert_uint_sat(-3.5f);
// CHECK: @wrap = {{.*}}constant i8 44,
constant char wrap = convert_char(300);
// CHECK: @clamp = {{.*}}constant i8 127,
constant char clamp = convert_char_sat(300);
// convert_float_rtp((ulong)0xfffffffffffffffe) is 2^64, not 0x1.000002p64.
// CHECK: @u64_rtp = {{.*}}constant float 0x43F0000000000000,
constant float u64_rtp = convert_float_rtp(0xfffffffffffffffeUL);
// INT_MAX rounds to 2^31 (rte, rtp) or 2^31 - 128 (rtz, rtn).
// CHECK: @imax = {{.*}}constant <4 x float> <float 0x41E0000000000000, float 0x41DFFFFFE0000000, float 0x41E0000000000000, float 0x41DFFFFFE0000000>,
constant float4 imax = (float4)(convert_float_rte(0x7fffffff), convert_float_rtz(0x7fffffff),
                                convert_float_rtp(0x7fffffff), convert_float_rtn(0x7fffffff));
// Integer 0 is +0.0 in every mode.
// CHECK: @zero = {{.*}}constant <4 x float> zeroinitializer,
constant float4 zero = (float4)(convert_float_rte(0), convert_float_rtz(0), convert_float_rtp(0L), convert_float_rtn(0UL));
// double -> float overflow: rtz gives FLT_MAX, rtp +inf / -FLT_MAX, rtn mirrored.
// CHECK: @ovf = {{.*}}constant <4 x float> <float 0x47EFFFFFE0000000, float 0xC7EFFFFFE0000000, float 0x7FF0000000000000, float 0xC7EFFFFFE0000000>,
constant float4 ovf = (float4)(convert_float_rtz(1e39), convert_float_rtz(-1e39), convert_float_rtp(1e39), convert_float_rtp(-1e39));
// CHECK: @ovf_rtn = {{.*}}constant <2 x float> <float 0x47EFFFFFE0000000, float 0xFFF0000000000000>,
constant float2 ovf_rtn = convert_float2_rtn((double2)(1e39, -1e39));
// Subnormals: 2^-150 is a tie between 0 and the least subnormal.
// CHECK: @tiny = {{.*}}constant <4 x float> <float 0.000000e+00, float 0x36A0000000000000, float -0.000000e+00, float 0xB6A0000000000000>,
constant float4 tiny = (float4)(convert_float(0x1p-150), convert_float_rtp(0x1p-150), convert_float_rtp(-0x1p-150), convert_float_rtn(-0x1p-150));
// A vector operand folds lane by lane.
// CHECK: @vec = {{.*}}constant <4 x i16> <i16 -32768, i16 -2, i16 2, i16 32767>,
constant short4 vec = convert_short4_sat_rte((float4)(-1e9f, -2.5f, 2.5f, 1e9f));

// In a function too, at -O0: no instruction is left.
// CHECK-LABEL: define {{.*}}i32 @in_function(
// CHECK-NEXT: entry:
// CHECK-NEXT: ret i32 2
int in_function(void) { return convert_int_rtp(1.5f); }
