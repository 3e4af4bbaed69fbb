// vectors.cl - OpenCL C's vector language: literals, swizzles, component-wise
// operators, and the vector select.
float4 blend(float4 a, float4 b, float t) {
    return a + (b - a) * t;                 // t is replicated across lanes
}

float4 reverse(float4 v) { return v.wzyx; }

int4 lanes_less(float4 a, float4 b) { return a < b; } // -1 where true, 0 where false

float4 clamp_negative_to_zero(float4 v) {
    int4 neg = as_int4(v) >> 31;            // all ones in negative lanes
    return as_float4(as_int4(v) & ~neg);
}

void transpose(global float4 *m) {
    float16 x = (float16)(m[0], m[1], m[2], m[3]);
    float16 t;
    t.even = x.lo;
    t.odd = x.hi;
    x.even = t.lo;
    x.odd = t.hi;
    m[0] = x.lo.lo;
    m[1] = x.lo.hi;
    m[2] = x.hi.lo;
    m[3] = x.hi.hi;
}
