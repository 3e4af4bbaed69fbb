// The clang-19 half of run/overload-link.cl.
#define OV __attribute__((overloadable))

OV int twice(int x) { return 2 * x; }
OV float twice(float x) { return 2.0f * x; }
OV float4 twice(float4 v) { return v + v; }
OV int twice(global const int *p) { return 2 * p[0] + p[1]; }

OV int scale(int x);
OV float scale(float x);
OV float4 scale(float4 v);
OV long scale(global const int *p, int n);
OV void scale(global int *p, int n);

long clang_calls(int i, float f, global int *p, char c)
{
    float4 v = scale((float4)(f));
    long r = scale(i) + (long)scale(f) + (long)(v.x + v.y + v.z + v.w) + scale(c);
    scale(p, 2);
    return r + scale((global const int *)p, 4);
}
