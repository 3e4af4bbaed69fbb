// as_type reinterprets the bits of a value as another type of the same
// size.  A float4 is 16 bytes and a double4 is 32, so this reinterpretation
// is illegal, and oclc says so (make quickstart shows the diagnostic).
// To convert the values rather than their bits, use convert_double4(f).
kernel void widen(global const float4 *in, global double4 *out) {
    float4 f = in[get_global_id(0)];
    double4 d = as_double4(f);
    out[get_global_id(0)] = d;
}
