// as_type reinterprets the bits of a value as another type of the same
// size; this kernel gets two of them wrong on purpose (make quickstart shows
// what oclc says; docs/astype.md explains every diagnostic):
//  - a float4 is 16 bytes and a double4 is 32, so as_double4(f) is an
//    error; oclc names both sizes, the same-size as_double2, and offers
//    convert_double4 as a fix-it, since converting the values was meant;
//  - a float3 is stored as 4 floats, and as_int4 of one reads its padding
//    lane, which OpenCL leaves undefined: a warning says which component.
kernel void widen(global const float4 *in, global double4 *out, global int4 *bits) {
    size_t i = get_global_id(0);
    float4 f = in[i];
    out[i] = as_double4(f);
    float3 xyz = f.xyz;
    bits[i] = as_int4(xyz);
}
