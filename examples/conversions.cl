// conversions.cl - explicit conversions with saturation and rounding modes,
// and bit reinterpretation.
kernel void quantize(global const float4 *in, global uchar4 *out) {
    size_t i = get_global_id(0);
    out[i] = convert_uchar4_sat_rte(in[i] * 255.0f);
}

kernel void to_float_up(global const int4 *in, global float4 *out) {
    size_t i = get_global_id(0);
    out[i] = convert_float4_rtp(in[i]);
}

uint float_bits(float f) { return as_uint(f); }
