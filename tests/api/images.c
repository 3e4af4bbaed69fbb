/*
 * Images through the embedding API, against a C reference written for this
 * test from the OpenCL 3.0 API specification ("Image Addressing and
 * Filtering") and the OpenCL C conversion rules, sharing no code with
 * oclc (half conversions are the host compiler's _Float16).
 *
 * For every image type (1D, 1D array, 2D, 2D array, 3D), every channel
 * order x data type of the list below, every sampler (normalized or not x
 * the five addressing modes where the spec allows them x nearest and
 * linear) and both coordinate kinds (int where the spec allows them,
 * float), a kernel reads random pixels at random coordinates (in range,
 * fractional and far outside) and the results are compared bit for bit
 * with the reference; then write_image{f,i,ui} store random values
 * (out of range, NaN, halfway cases) into every format, and the stored
 * bytes are compared; then the get_image_* queries.
 *
 * RUN: %api-cc -ffp-contract=off %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include <math.h>
#include <stdbool.h>
#include <stddef.h>

#include "api_test.h"

/* ---- OpenCL's numbers --------------------------------------------------- */

enum { O_R = 0x10B0, O_A, O_RG, O_RA, O_RGB, O_RGBA, O_BGRA, O_ARGB, O_INTENSITY, O_LUMINANCE };
enum { O_DEPTH = 0x10BD, O_sRGBA = 0x10C1, O_sBGRA = 0x10C2 };
enum {
    T_SNORM8 = 0x10D0,
    T_SNORM16,
    T_UNORM8,
    T_UNORM16,
    T_565,
    T_555,
    T_101010,
    T_SINT8,
    T_SINT16,
    T_SINT32,
    T_UINT8,
    T_UINT16,
    T_UINT32,
    T_HALF,
    T_FLOAT
};
enum { IMG2D = 0x10F1, IMG3D, IMG2DA, IMG1D, IMG1DA };
enum { A_NONE = 0x1130, A_EDGE, A_CLAMP, A_REPEAT, A_MIRROR };
enum { F_NEAREST = 0x1140, F_LINEAR };

static const struct {
    unsigned order, type;
} formats[] = {
    {O_R, T_UNORM8},          {O_R, T_UNORM16},        {O_R, T_SNORM8},
    {O_R, T_SNORM16},         {O_R, T_SINT8},          {O_R, T_SINT16},
    {O_R, T_SINT32},          {O_R, T_UINT8},          {O_R, T_UINT16},
    {O_R, T_UINT32},          {O_R, T_HALF},           {O_R, T_FLOAT},
    {O_RG, T_UNORM8},         {O_RG, T_SNORM16},       {O_RG, T_SINT16},
    {O_RG, T_UINT32},         {O_RG, T_HALF},          {O_RG, T_FLOAT},
    {O_RGBA, T_UNORM8},       {O_RGBA, T_UNORM16},     {O_RGBA, T_SNORM8},
    {O_RGBA, T_SNORM16},      {O_RGBA, T_SINT8},       {O_RGBA, T_SINT16},
    {O_RGBA, T_SINT32},       {O_RGBA, T_UINT8},       {O_RGBA, T_UINT16},
    {O_RGBA, T_UINT32},       {O_RGBA, T_HALF},        {O_RGBA, T_FLOAT},
    {O_BGRA, T_UNORM8},       {O_BGRA, T_SINT8},       {O_ARGB, T_UNORM8},
    {O_ARGB, T_UINT8},        {O_A, T_UNORM8},         {O_A, T_HALF},
    {O_A, T_FLOAT},           {O_RA, T_UNORM16},       {O_RA, T_SINT32},
    {O_INTENSITY, T_UNORM8},  {O_INTENSITY, T_HALF},   {O_INTENSITY, T_FLOAT},
    {O_LUMINANCE, T_UNORM16}, {O_LUMINANCE, T_SNORM8}, {O_LUMINANCE, T_FLOAT},
    {O_RGB, T_565},           {O_RGB, T_555},          {O_RGB, T_101010},
    {O_sRGBA, T_UNORM8},      {O_sBGRA, T_UNORM8},
};
#define NFORMATS (sizeof formats / sizeof formats[0])

static int channels(unsigned o)
{
    return o == O_RGBA || o == O_BGRA || o == O_ARGB || o == O_sRGBA || o == O_sBGRA ? 4
           : o == O_RG || o == O_RA                                                  ? 2
           : o == O_RGB                                                              ? 3
                                                                                     : 1;
}
static size_t type_bytes(unsigned t)
{
    switch (t) {
    case T_SNORM8:
    case T_UNORM8:
    case T_SINT8:
    case T_UINT8: return 1;
    case T_SINT32:
    case T_UINT32:
    case T_FLOAT: return 4;
    default: return 2;
    }
}
static size_t pixel_bytes(unsigned o, unsigned t)
{
    if (t == T_565 || t == T_555) return 2;
    if (t == T_101010) return 4;
    return (size_t)channels(o) * type_bytes(t);
}
static bool is_int_type(unsigned t) { return t >= T_SINT8 && t <= T_UINT32; }
static bool is_signed_type(unsigned t) { return t >= T_SINT8 && t <= T_SINT32; }

/* ---- the reference -------------------------------------------------------- */

static long srgb_checks, srgb_bad; /* the reference's conversions within the spec's bound */

typedef struct {
    unsigned type, order, dtype;
    int w, h, d, layers; /* h = 1 for 1D, d = 1 unless 3D, layers 0 unless an array */
    size_t row, slice;   /* pitches */
    unsigned char *bytes;
} Ref;

/* Channel k (0 = r .. 3 = a) of the pixel's memory, or -1. */
static int mem_index(unsigned order, int k)
{
    static const int r[4] = {0, -1, -1, -1}, rg[4] = {0, 1, -1, -1}, rgba[4] = {0, 1, 2, 3}, bgra[4] = {2, 1, 0, 3},
                     argb[4] = {1, 2, 3, 0}, a[4] = {-1, -1, -1, 0}, ra[4] = {0, -1, -1, 1};
    switch (order) {
    case O_R:
    case O_DEPTH: return r[k]; /* a depth image's value is x; its border 0 */
    case O_RG: return rg[k];
    case O_BGRA:
    case O_sBGRA: return bgra[k];
    case O_ARGB: return argb[k];
    case O_A: return a[k];
    case O_RA: return ra[k];
    case O_INTENSITY: return 0;
    case O_LUMINANCE: return k < 3 ? 0 : -1;
    default: return rgba[k];
    }
}

/* sRGB to linear and back (the API spec's sRGBA/sBGRA conversion rules),
 * in double, rounded once: the runtime promises these bits, which are
 * well inside the spec's error bounds (0.5 and 0.6 of an 8-bit step;
 * srgb_error checks them). */
static float srgb_linear(float r)
{
    double x = r;
    return (float)(x > 0.04045 ? pow((x + 0.055) / 1.055, 2.4) : x / 12.92);
}
static unsigned char srgb_encode(float y)
{
    double s;
    if (y != y || y < 0.0f)
        s = 0.0;
    else if (y < 0.0031308f)
        s = 12.92 * (double)y;
    else if (y <= 1.0f)
        s = 1.055 * pow((double)y, 1 / 2.4) - 0.055;
    else
        s = 1.0;
    return (unsigned char)rint(s * 255.0);
}
/* The spec's bound for a read: |x - 255 c_sRGB(y)| <= 0.5 for the stored
 * x and the value y read (exactly for y in [0, 1]). */
static bool srgb_read_ok(unsigned char x, float y)
{
    double s = y < 0.0031308 ? 12.92 * y : 1.055 * pow(y, 1 / 2.4) - 0.055;
    return fabs(x - 255.0 * s) <= 0.5;
}
static bool srgb_order(unsigned o) { return o == O_sRGBA || o == O_sBGRA; }

static float to_float(const unsigned char *p, unsigned t, int i)
{
    switch (t) {
    case T_UNORM8: return p[i] / 255.0f;
    case T_UNORM16: {
        uint16_t v;
        memcpy(&v, p + 2 * i, 2);
        return v / 65535.0f;
    }
    case T_SNORM8: {
        float f = (int8_t)p[i] / 127.0f;
        return f < -1.0f ? -1.0f : f;
    }
    case T_SNORM16: {
        int16_t v;
        memcpy(&v, p + 2 * i, 2);
        float f = v / 32767.0f;
        return f < -1.0f ? -1.0f : f;
    }
    case T_HALF: {
        _Float16 v;
        memcpy(&v, p + 2 * i, 2);
        return (float)v;
    }
    default: {
        float v;
        memcpy(&v, p + 4 * i, 4);
        return v;
    }
    }
}

static uint32_t to_int(const unsigned char *p, unsigned t, int i)
{
    switch (t) {
    case T_SINT8: return (uint32_t)(int32_t)(int8_t)p[i];
    case T_UINT8: return p[i];
    case T_SINT16: {
        int16_t v;
        memcpy(&v, p + 2 * i, 2);
        return (uint32_t)(int32_t)v;
    }
    case T_UINT16: {
        uint16_t v;
        memcpy(&v, p + 2 * i, 2);
        return v;
    }
    default: {
        uint32_t v;
        memcpy(&v, p + 4 * i, 4);
        return v;
    }
    }
}

/* Four values of the pixel: floats, or int bits. */
typedef union {
    float f[4];
    uint32_t u[4];
} V4;

static V4 border_color(const Ref *r, bool fl)
{
    V4 v = {{0, 0, 0, 0}};
    bool opaque = r->order == O_R || r->order == O_RG || r->order == O_RGB || r->order == O_LUMINANCE;
    if (opaque) {
        if (fl)
            v.f[3] = 1.0f;
        else
            v.u[3] = 1;
    }
    return v;
}

static V4 texel(const Ref *r, int x, int y, int z, bool fl)
{
    int ny = r->type == IMG1DA ? r->layers : r->h, nz = r->type == IMG2DA ? r->layers : r->d;
    if (x < 0 || x >= r->w || y < 0 || y >= ny || z < 0 || z >= nz) return border_color(r, fl);
    /* A 1D array's layer (y) is a slice. */
    const unsigned char *p = r->bytes + (size_t)x * pixel_bytes(r->order, r->dtype) +
                             (r->type == IMG1DA ? (size_t)y * r->slice : (size_t)y * r->row + (size_t)z * r->slice);
    V4 v;
    if (r->dtype == T_565 || r->dtype == T_555 || r->dtype == T_101010) {
        uint32_t x32 = 0;
        memcpy(&x32, p, r->dtype == T_101010 ? 4 : 2);
        if (r->dtype == T_565) {
            v.f[0] = (x32 >> 11) / 31.0f;
            v.f[1] = ((x32 >> 5) & 63) / 63.0f;
            v.f[2] = (x32 & 31) / 31.0f;
        } else if (r->dtype == T_555) {
            v.f[0] = ((x32 >> 10) & 31) / 31.0f;
            v.f[1] = ((x32 >> 5) & 31) / 31.0f;
            v.f[2] = (x32 & 31) / 31.0f;
        } else {
            v.f[0] = ((x32 >> 20) & 1023) / 1023.0f;
            v.f[1] = ((x32 >> 10) & 1023) / 1023.0f;
            v.f[2] = (x32 & 1023) / 1023.0f;
        }
        v.f[3] = 1.0f;
        return v;
    }
    for (int k = 0; k < 4; k++) {
        int m = mem_index(r->order, k);
        if (fl)
            v.f[k] = m < 0 ? (k == 3 ? 1.0f : 0.0f) : to_float(p, r->dtype, m);
        else
            v.u[k] = m < 0 ? (k == 3 ? 1u : 0u) : to_int(p, r->dtype, m);
        if (fl && k < 3 && srgb_order(r->order)) {
            v.f[k] = srgb_linear(v.f[k]); /* before filtering */
            srgb_checks++;
            if (!srgb_read_ok(p[m], v.f[k])) srgb_bad++;
        }
    }
    return v;
}

static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }
static int iclamp(int v, int lo, int hi) { return imax(lo, imin(v, hi)); }

/* One coordinate, nearest: the spec's formulas. */
static int addr_nearest(float s, int n, unsigned mode, bool norm)
{
    if (mode == A_REPEAT) {
        float u = (s - floorf(s)) * n;
        int i = (int)floorf(u);
        return i > n - 1 ? i - n : i;
    }
    if (mode == A_MIRROR) {
        float s2 = 2.0f * rintf(0.5f * s);
        s2 = fabsf(s - s2);
        float u = s2 * n;
        return imin((int)floorf(u), n - 1);
    }
    float u = norm ? s * n : s;
    int i = (int)floorf(u);
    return mode == A_EDGE ? iclamp(i, 0, n - 1) : iclamp(i, -1, n); /* -1 and n: the border */
}

static void addr_linear(float s, int n, unsigned mode, bool norm, int *i0, int *i1, float *a)
{
    float u;
    if (mode == A_REPEAT) {
        u = (s - floorf(s)) * n;
        *i0 = (int)floorf(u - 0.5f);
        *i1 = *i0 + 1;
        if (*i0 < 0) *i0 += n;
        if (*i1 > n - 1) *i1 -= n;
    } else if (mode == A_MIRROR) {
        float s2 = 2.0f * rintf(0.5f * s);
        s2 = fabsf(s - s2);
        u = s2 * n;
        *i0 = imax((int)floorf(u - 0.5f), 0);
        *i1 = imin((int)floorf(u - 0.5f) + 1, n - 1);
    } else {
        u = norm ? s * n : s;
        *i0 = (int)floorf(u - 0.5f);
        *i1 = *i0 + 1;
        int lo = mode == A_EDGE ? 0 : -1, hi = mode == A_EDGE ? n - 1 : n;
        *i0 = iclamp(*i0, lo, hi);
        *i1 = iclamp(*i1, lo, hi);
    }
    float t = u - 0.5f;
    *a = t - floorf(t);
}

static int dims_of(unsigned type) { return type == IMG3D ? 3 : type == IMG2D || type == IMG2DA ? 2 : 1; }
static int layer_coord(unsigned type) { return type == IMG1DA ? 1 : type == IMG2DA ? 2 : -1; }

/* read_image{f,i,ui} with a sampler: float coordinates. */
static V4 ref_read_f(const Ref *r, bool norm, unsigned mode, unsigned filter, const float *c, bool fl)
{
    int dims = dims_of(r->type), lc = layer_coord(r->type);
    int n[3] = {r->w, r->h, r->d};
    int idx[3] = {0, 0, 0};
    if (lc >= 0) idx[lc] = iclamp((int)rintf(fmaxf(c[lc], -1.0f)), 0, r->layers - 1);
    bool linear = filter == F_LINEAR && fl && !is_int_type(r->dtype);
    if (!linear) {
        for (int d = 0; d < dims; d++) idx[d] = addr_nearest(c[d], n[d], mode, norm);
        return texel(r, idx[0], idx[1], idx[2], fl);
    }
    int i0[3] = {idx[0], idx[1], idx[2]}, i1[3] = {idx[0], idx[1], idx[2]};
    float w[3] = {0, 0, 0};
    for (int d = 0; d < dims; d++) addr_linear(c[d], n[d], mode, norm, &i0[d], &i1[d], &w[d]);
    V4 out;
    float a = w[0], b = w[1], g = w[2];
    for (int k = 0; k < 4; k++) {
        if (dims == 1) {
            out.f[k] =
                (1 - a) * texel(r, i0[0], i0[1], i0[2], true).f[k] + a * texel(r, i1[0], i0[1], i0[2], true).f[k];
        } else if (dims == 2) {
            out.f[k] = (1 - a) * (1 - b) * texel(r, i0[0], i0[1], i0[2], true).f[k] +
                       a * (1 - b) * texel(r, i1[0], i0[1], i0[2], true).f[k] +
                       (1 - a) * b * texel(r, i0[0], i1[1], i0[2], true).f[k] +
                       a * b * texel(r, i1[0], i1[1], i0[2], true).f[k];
        } else {
            out.f[k] = (1 - a) * (1 - b) * (1 - g) * texel(r, i0[0], i0[1], i0[2], true).f[k] +
                       a * (1 - b) * (1 - g) * texel(r, i1[0], i0[1], i0[2], true).f[k] +
                       (1 - a) * b * (1 - g) * texel(r, i0[0], i1[1], i0[2], true).f[k] +
                       a * b * (1 - g) * texel(r, i1[0], i1[1], i0[2], true).f[k] +
                       (1 - a) * (1 - b) * g * texel(r, i0[0], i0[1], i1[2], true).f[k] +
                       a * (1 - b) * g * texel(r, i1[0], i0[1], i1[2], true).f[k] +
                       (1 - a) * b * g * texel(r, i0[0], i1[1], i1[2], true).f[k] +
                       a * b * g * texel(r, i1[0], i1[1], i1[2], true).f[k];
        }
    }
    return out;
}

/* Integer coordinates (unnormalized, nearest; NONE, CLAMP_TO_EDGE or CLAMP). */
static V4 ref_read_i(const Ref *r, unsigned mode, const int *c, bool fl)
{
    int dims = dims_of(r->type), lc = layer_coord(r->type);
    int n[3] = {r->w, r->h, r->d}, idx[3] = {0, 0, 0};
    if (lc >= 0) idx[lc] = iclamp(c[lc], 0, r->layers - 1);
    for (int d = 0; d < dims; d++) idx[d] = mode == A_EDGE ? iclamp(c[d], 0, n[d] - 1) : c[d];
    return texel(r, idx[0], idx[1], idx[2], fl);
}

/* ---- writes: the conversions to each type ------------------------------------ */

static long round_sat(float f, float scale, long lo, long hi)
{
    float t = f * scale;
    if (t != t) return 0;
    if (t < (float)lo) return lo;
    if (t > (float)hi) return hi;
    return lrintf(t); /* the default rounding: to nearest even */
}

static void ref_write(unsigned order, unsigned t, unsigned char *p, const V4 *v, bool fl)
{
    if (t == T_565 || t == T_555 || t == T_101010) {
        uint32_t x;
        if (t == T_565)
            x = (uint32_t)(round_sat(v->f[0], 31, 0, 31) << 11 | round_sat(v->f[1], 63, 0, 63) << 5 |
                           round_sat(v->f[2], 31, 0, 31));
        else if (t == T_555)
            x = (uint32_t)(round_sat(v->f[0], 31, 0, 31) << 10 | round_sat(v->f[1], 31, 0, 31) << 5 |
                           round_sat(v->f[2], 31, 0, 31));
        else
            x = (uint32_t)(round_sat(v->f[0], 1023, 0, 1023) << 20 | round_sat(v->f[1], 1023, 0, 1023) << 10 |
                           round_sat(v->f[2], 1023, 0, 1023));
        memcpy(p, &x, t == T_101010 ? 4 : 2);
        return;
    }
    for (int k = 0; k < 4; k++) {
        int m = mem_index(order, k);
        if (m < 0 || ((order == O_INTENSITY || order == O_LUMINANCE) && k > 0)) continue;
        size_t b = type_bytes(t);
        unsigned char *q = p + (size_t)m * b;
        int64_t iv = is_signed_type(t) ? (int64_t)(int32_t)v->u[k] : (int64_t)v->u[k];
        switch (t) {
        case T_UNORM8:
            *q = srgb_order(order) && k < 3 ? srgb_encode(v->f[k]) : (unsigned char)round_sat(v->f[k], 255, 0, 255);
            break;
        case T_SNORM8: *q = (unsigned char)(int8_t)round_sat(v->f[k], 127, -128, 127); break;
        case T_UNORM16: {
            uint16_t x = (uint16_t)round_sat(v->f[k], 65535, 0, 65535);
            memcpy(q, &x, 2);
            break;
        }
        case T_SNORM16: {
            int16_t x = (int16_t)round_sat(v->f[k], 32767, -32768, 32767);
            memcpy(q, &x, 2);
            break;
        }
        case T_HALF: {
            _Float16 x = (_Float16)v->f[k];
            memcpy(q, &x, 2);
            break;
        }
        case T_FLOAT: memcpy(q, &v->f[k], 4); break;
        case T_SINT8: *q = (unsigned char)(int8_t)(iv < -128 ? -128 : iv > 127 ? 127 : iv); break;
        case T_UINT8: *q = (unsigned char)(iv > 255 ? 255 : iv); break;
        case T_SINT16: {
            int16_t x = (int16_t)(iv < -32768 ? -32768 : iv > 32767 ? 32767 : iv);
            memcpy(q, &x, 2);
            break;
        }
        case T_UINT16: {
            uint16_t x = (uint16_t)(iv > 65535 ? 65535 : iv);
            memcpy(q, &x, 2);
            break;
        }
        default: memcpy(q, &v->u[k], 4); break;
        }
    }
    (void)fl;
}

/* ---- the kernels ---------------------------------------------------------------- */

/* One program per image type: the coordinate types are its. */
static const struct {
    unsigned type;
    const char *name, *icoord, *fcoord;
} image_types[] = {
    {IMG1D, "image1d_t", "int", "float"},   {IMG1DA, "image1d_array_t", "int2", "float2"},
    {IMG2D, "image2d_t", "int2", "float2"}, {IMG2DA, "image2d_array_t", "int4", "float4"},
    {IMG3D, "image3d_t", "int4", "float4"},
};

/* The programs of depth images (cl_khr_depth_images): the same kernels
 * where they exist, a read giving x of the result (y, z, w 0) and a write
 * taking x of the value. */
static const char *depth_kernel_src(unsigned type, char *buf, size_t size)
{
    bool arr = type == IMG2DA;
    const char *im = arr ? "image2d_array_depth_t" : "image2d_depth_t", *ic = arr ? "int4" : "int2",
               *fc = arr ? "float4" : "float2", *sw = arr ? "(v)" : "(v).xy";
    snprintf(buf, size,
             "#define IC(v) (%s)(%s)\n#define FC(v) (%s)(%s)\n"
             "kernel void rf(read_only %s img, sampler_t s, global float4 *c, global float4 *out)"
             " { size_t i = get_global_id(0); out[i] = (float4)(read_imagef(img, s, FC(c[i])), 0.0f, 0.0f, 0.0f); }\n"
             "kernel void rfi(read_only %s img, sampler_t s, global int4 *c, global float4 *out)"
             " { size_t i = get_global_id(0); out[i] = (float4)(read_imagef(img, s, IC(c[i])), 0.0f, 0.0f, 0.0f); }\n"
             "kernel void nsf(read_only %s img, global int4 *c, global float4 *out)"
             " { size_t i = get_global_id(0); out[i] = (float4)(read_imagef(img, IC(c[i])), 0.0f, 0.0f, 0.0f); }\n"
             "kernel void wf(write_only %s img, global int4 *c, global float4 *v)"
             " { size_t i = get_global_id(0); write_imagef(img, IC(c[i]), v[i].x); }\n",
             ic, sw, fc, sw, im, im, im, im);
    return buf;
}

static const char *kernel_src(unsigned type, char *buf, size_t size)
{
    for (size_t i = 0; i < sizeof image_types / sizeof image_types[0]; i++) {
        if (image_types[i].type != type) continue;
        const char *im = image_types[i].name, *ic = image_types[i].icoord, *fc = image_types[i].fcoord;
        /* Coordinates travel as float4/int4 and are narrowed in the kernel. */
        snprintf(buf, size,
                 "#define IC(v) (%s)(%s)\n#define FC(v) (%s)(%s)\n"
                 "kernel void rf(read_only %s img, sampler_t s, global float4 *c, global float4 *out)"
                 " { size_t i = get_global_id(0); out[i] = read_imagef(img, s, FC(c[i])); }\n"
                 "kernel void rfi(read_only %s img, sampler_t s, global int4 *c, global float4 *out)"
                 " { size_t i = get_global_id(0); out[i] = read_imagef(img, s, IC(c[i])); }\n"
                 "kernel void ri(read_only %s img, sampler_t s, global float4 *c, global int4 *out)"
                 " { size_t i = get_global_id(0); out[i] = read_imagei(img, s, FC(c[i])); }\n"
                 "kernel void rii(read_only %s img, sampler_t s, global int4 *c, global int4 *out)"
                 " { size_t i = get_global_id(0); out[i] = read_imagei(img, s, IC(c[i])); }\n"
                 "kernel void ru(read_only %s img, sampler_t s, global float4 *c, global uint4 *out)"
                 " { size_t i = get_global_id(0); out[i] = read_imageui(img, s, FC(c[i])); }\n"
                 "kernel void rui(read_only %s img, sampler_t s, global int4 *c, global uint4 *out)"
                 " { size_t i = get_global_id(0); out[i] = read_imageui(img, s, IC(c[i])); }\n"
                 "kernel void nsf(read_only %s img, global int4 *c, global float4 *out)"
                 " { size_t i = get_global_id(0); out[i] = read_imagef(img, IC(c[i])); }\n"
                 "kernel void wf(write_only %s img, global int4 *c, global float4 *v)"
                 " { size_t i = get_global_id(0); write_imagef(img, IC(c[i]), v[i]); }\n"
                 "kernel void wi(write_only %s img, global int4 *c, global int4 *v)"
                 " { size_t i = get_global_id(0); write_imagei(img, IC(c[i]), v[i]); }\n"
                 "kernel void wu(write_only %s img, global int4 *c, global uint4 *v)"
                 " { size_t i = get_global_id(0); write_imageui(img, IC(c[i]), v[i]); }\n",
                 ic,
                 !strcmp(ic, "int")    ? "(v).x"
                 : !strcmp(ic, "int2") ? "(v).xy"
                                       : "(v)",
                 fc,
                 !strcmp(fc, "float")    ? "(v).x"
                 : !strcmp(fc, "float2") ? "(v).xy"
                                         : "(v)",
                 im, im, im, im, im, im, im, im, im, im);
        return buf;
    }
    return "";
}

enum { N = 96 };

static float rand_unit(void) { return (float)(test_rand() >> 40) / (float)(1u << 24); }

static void fill_random(unsigned char *bytes, size_t n, unsigned t)
{
    for (size_t i = 0; i < n; i++) bytes[i] = (unsigned char)test_rand();
    if (t == T_FLOAT)
        for (size_t i = 0; i + 4 <= n; i += 4) {
            float f = rand_unit() * 4.0f - 2.0f;
            memcpy(bytes + i, &f, 4);
        }
    if (t == T_HALF)
        for (size_t i = 0; i + 2 <= n; i += 2) {
            _Float16 h = (_Float16)(rand_unit() * 8.0f - 4.0f);
            memcpy(bytes + i, &h, 2);
        }
}

static unsigned cur_order;

/* The four values, or for a depth image its one (the kernels store x). */
static bool same4(const void *a, const void *b) { return !memcmp(a, b, cur_order == O_DEPTH ? 4 : 16); }

static long reads, writes;

static void test_format(oclc_program *p, unsigned type, unsigned order, unsigned dt)
{
    Ref r = {.type = type, .order = order, .dtype = dt, .w = 5, .h = 1, .d = 1, .layers = 0};
    cur_order = order;
    if (type == IMG2D || type == IMG2DA || type == IMG3D) r.h = 4;
    if (type == IMG3D) r.d = 3;
    if (type == IMG1DA || type == IMG2DA) r.layers = 3;
    size_t px = pixel_bytes(order, dt);
    r.row = px * (size_t)r.w + 8; /* pitches with padding */
    int rows = type == IMG1DA ? 1 : r.h;
    r.slice = r.row * (size_t)rows + 16;
    int slices = type == IMG3D ? r.d : type == IMG1DA || type == IMG2DA ? r.layers : 1;
    size_t total = r.slice * (size_t)slices;
    r.bytes = api_alloc(total);
    fill_random(r.bytes, total, dt);

    oclc_image img;
    oclc_status st = oclc_image_init(&img, type, order, dt, (size_t)r.w, (size_t)r.h, (size_t)r.d, (size_t)r.layers,
                                     r.row, r.slice, r.bytes);
    CHECK(st == OCLC_SUCCESS, "oclc_image_init(%#x, %#x, %#x): %s", type, order, dt, oclc_status_string(st));
    if (st != OCLC_SUCCESS) return;
    CHECK(img.pixel_size == px && oclc_image_pixel_size(order, dt) == px, "pixel size of %#x/%#x", order, dt);
    oclc_image *imgp = &img;

    float *fc = api_alloc(N * 16);
    int32_t *ic = api_alloc(N * 16);
    V4 *out = api_alloc(N * 16);
    bool fl_type = !is_int_type(dt);
    for (int norm = 0; norm < 2; norm++)
        for (unsigned mode = A_NONE; mode <= A_MIRROR; mode++)
            for (unsigned filter = F_NEAREST; filter <= F_LINEAR; filter++) {
                if (!norm && (mode == A_REPEAT || mode == A_MIRROR)) continue;
                uint64_t smp = oclc_sampler(norm, mode, filter);
                int n3[3] = {r.w, r.h, r.d};
                int lc = layer_coord(type);
                if (lc >= 0) n3[lc] = r.layers;
                for (int i = 0; i < N; i++)
                    for (int k = 0; k < 4; k++) {
                        float span = k < 3 ? (float)n3[k] : 1.0f;
                        float s;
                        if (k == lc)
                            s = rand_unit() * (span + 2.0f) - 1.0f; /* layers clamp */
                        else if (mode == A_NONE)                    /* in range, away from the edges for linear */
                            s = 0.5f + rand_unit() * (span - 1.0f);
                        else if (i % 8 == 0)
                            s = (float)(int)(rand_unit() * 3.0f * span) - span; /* on pixel edges */
                        else
                            s = rand_unit() * 4.0f * span - 1.5f * span;
                        if (norm && k != lc) s /= span;
                        fc[4 * i + k] = s;
                        ic[4 * i + k] = mode == A_NONE ? (int)(rand_unit() * span)
                                                       : (int)(rand_unit() * (3.0f * span + 2.0f)) - (int)span - 1;
                        if (k == lc) ic[4 * i + k] = (int)(rand_unit() * (span + 2.0f)) - 1;
                    }
                const char *kf = fl_type ? "rf" : is_signed_type(dt) ? "ri" : "ru";
                const char *ki = fl_type ? "rfi" : is_signed_type(dt) ? "rii" : "rui";
                size_t sizes[4] = {sizeof(void *), sizeof(uint64_t), sizeof(void *), sizeof(void *)};
                size_t n = N;
                const void *fargs[4] = {&imgp, &smp, &fc, &out};
                st = oclc_program_enqueue(p, kf, 1, NULL, &n, NULL, 4, sizes, fargs);
                CHECK(st == OCLC_SUCCESS, "enqueue %s: %s", kf, oclc_program_log(p));
                for (int i = 0; i < N; i++) {
                    V4 want = ref_read_f(&r, norm, mode, filter, &fc[4 * i], fl_type);
                    reads++;
                    CHECK(same4(&want, &out[i]),
                          "%s type %#x order %#x dt %#x norm %d mode %#x filter %#x at (%a, %a, %a): got "
                          "%08x %08x %08x %08x, want %08x %08x %08x %08x",
                          kf, type, order, dt, norm, mode, filter, fc[4 * i], fc[4 * i + 1], fc[4 * i + 2], out[i].u[0],
                          out[i].u[1], out[i].u[2], out[i].u[3], want.u[0], want.u[1], want.u[2], want.u[3]);
                }
                if (norm || filter != F_NEAREST || mode == A_REPEAT || mode == A_MIRROR) continue;
                const void *iargs[4] = {&imgp, &smp, &ic, &out};
                st = oclc_program_enqueue(p, ki, 1, NULL, &n, NULL, 4, sizes, iargs);
                CHECK(st == OCLC_SUCCESS, "enqueue %s: %s", ki, oclc_program_log(p));
                for (int i = 0; i < N; i++) {
                    V4 want = ref_read_i(&r, mode, &ic[4 * i], fl_type);
                    reads++;
                    CHECK(same4(&want, &out[i]),
                          "%s type %#x order %#x dt %#x mode %#x at (%d, %d, %d): got %08x %08x %08x %08x, want "
                          "%08x %08x %08x %08x",
                          ki, type, order, dt, mode, ic[4 * i], ic[4 * i + 1], ic[4 * i + 2], out[i].u[0], out[i].u[1],
                          out[i].u[2], out[i].u[3], want.u[0], want.u[1], want.u[2], want.u[3]);
                }
                if (mode == A_NONE && fl_type) { /* the sampler-less read */
                    const void *nargs[3] = {&imgp, &ic, &out};
                    size_t nsizes[3] = {sizeof(void *), sizeof(void *), sizeof(void *)};
                    st = oclc_program_enqueue(p, "nsf", 1, NULL, &n, NULL, 3, nsizes, nargs);
                    CHECK(st == OCLC_SUCCESS, "enqueue nsf: %s", oclc_program_log(p));
                    for (int i = 0; i < N; i++) {
                        V4 want = ref_read_i(&r, A_NONE, &ic[4 * i], true);
                        reads++;
                        CHECK(same4(&want, &out[i]), "sampler-less read type %#x order %#x dt %#x", type, order, dt);
                    }
                }
            }

    /* Writes: every pixel once, in a random order of values. */
    int cnt = 0;
    int lc = layer_coord(type);
    int ny = type == IMG1DA ? r.layers : r.h, nz = type == IMG2DA ? r.layers : r.d;
    int32_t *wc = api_alloc((size_t)r.w * ny * nz * 16);
    V4 *vals = api_alloc((size_t)r.w * ny * nz * 16);
    unsigned char *want = api_alloc(total);
    memcpy(want, r.bytes, total);
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < r.w; x++) {
                int32_t *c = &wc[4 * cnt];
                c[0] = x;
                c[1] = y;
                c[2] = z;
                c[3] = 0;
                if (lc == 1) c[1] = y;
                V4 *v = &vals[cnt];
                for (int k = 0; k < 4; k++) {
                    if (fl_type) {
                        uint64_t pick = test_rand() % 8;
                        float scale = dt == T_UNORM8               ? 255.0f
                                      : dt == T_SNORM8             ? 127.0f
                                      : dt == T_UNORM16            ? 65535.0f
                                      : dt == T_SNORM16            ? 32767.0f
                                      : dt == T_565 || dt == T_555 ? 31.0f
                                      : dt == T_101010             ? 1023.0f
                                                                   : 1.0f;
                        if (pick == 0)
                            v->f[k] = NAN;
                        else if (pick == 1) /* exactly halfway between two codes */
                            v->f[k] = ((float)(int)(rand_unit() * scale) + 0.5f) / scale;
                        else
                            v->f[k] = rand_unit() * 3.0f - 1.5f;
                    } else {
                        v->u[k] = (uint32_t)test_rand();
                        if (test_rand() % 2) v->u[k] = (uint32_t)((int32_t)(test_rand() % 600) - 300);
                    }
                }
                unsigned char *dst =
                    want + (size_t)x * px + (size_t)(lc == 1 ? 0 : y) * r.row + (size_t)(lc == 1 ? y : z) * r.slice;
                ref_write(order, dt, dst, v, fl_type);
                cnt++;
            }
    /* Every type, 3D too (cl_khr_3d_image_writes). */
    {
        const char *kw = fl_type ? "wf" : is_signed_type(dt) ? "wi" : "wu";
        size_t n = (size_t)cnt, sizes[3] = {sizeof(void *), sizeof(void *), sizeof(void *)};
        const void *args[3] = {&imgp, &wc, &vals};
        st = oclc_program_enqueue(p, kw, 1, NULL, &n, NULL, 3, sizes, args);
        CHECK(st == OCLC_SUCCESS, "enqueue %s: %s", kw, oclc_program_log(p));
        for (int i = 0; i < cnt; i++) {
            int x = wc[4 * i], y = wc[4 * i + 1], z = wc[4 * i + 2];
            size_t at = (size_t)x * px + (size_t)(lc == 1 ? 0 : y) * r.row + (size_t)(lc == 1 ? y : z) * r.slice;
            writes++;
            CHECK(!memcmp(want + at, r.bytes + at, px), "%s type %#x order %#x dt %#x pixel (%d, %d, %d)", kw, type,
                  order, dt, x, y, z);
        }
    }
    free(wc);
    free(vals);
    free(want);
    free(fc);
    free(ic);
    free(out);
    free(r.bytes);
}

static void test_queries(void)
{
    const char *src = "kernel void q(read_only image3d_t a, write_only image2d_array_t b, read_only image1d_t c,"
                      " global int *out) {\n"
                      "  int4 d = get_image_dim(a); int2 e = get_image_dim(b);\n"
                      "  out[0] = get_image_width(a); out[1] = get_image_height(a); out[2] = get_image_depth(a);\n"
                      "  out[3] = d.x; out[4] = d.y; out[5] = d.z; out[6] = d.w; out[7] = e.x; out[8] = e.y;\n"
                      "  out[9] = (int)get_image_array_size(b); out[10] = get_image_channel_order(b);\n"
                      "  out[11] = get_image_channel_data_type(c); out[12] = get_image_width(c);\n"
                      "  out[13] = CLK_RGBA == 0x10B5 && CLK_UNORM_INT8 == 0x10D2 && CLK_FLOAT == 0x10DE;\n"
                      "}\n";
    oclc_program *p = api_build(src, "-cl-std=CL1.2");
    oclc_image a, b, c;
    static float pixels[4096];
    CHECK(oclc_image_init(&a, IMG3D, O_RGBA, T_FLOAT, 7, 6, 5, 0, 0, 0, pixels) == OCLC_SUCCESS, "init a");
    CHECK(oclc_image_init(&b, IMG2DA, O_RG, T_HALF, 9, 8, 1, 4, 0, 0, pixels) == OCLC_SUCCESS, "init b");
    CHECK(oclc_image_init(&c, IMG1D, O_R, T_SINT16, 11, 0, 0, 0, 0, 0, pixels) == OCLC_SUCCESS, "init c");
    CHECK(oclc_image_init(&c, IMG1D, O_RGB, T_UNORM8, 11, 0, 0, 0, 0, 0, pixels) == OCLC_INVALID_ARGUMENT,
          "RGB UNORM_INT8 is not a format");
    CHECK(oclc_image_init(&c, IMG2D, O_R, T_UNORM8, 4, 4, 0, 0, 3, 0, pixels) == OCLC_INVALID_ARGUMENT,
          "a row pitch below the row");
    oclc_image_init(&c, IMG1D, O_R, T_SINT16, 11, 0, 0, 0, 0, 0, pixels);
    int out[16] = {0};
    int *outp = out;
    oclc_image *ap = &a, *bp = &b, *cp = &c;
    size_t one = 1, sizes[4] = {sizeof(void *), sizeof(void *), sizeof(void *), sizeof(void *)};
    const void *args[4] = {&ap, &bp, &cp, &outp};
    CHECK(oclc_program_enqueue(p, "q", 1, NULL, &one, NULL, 4, sizes, args) == OCLC_SUCCESS, "enqueue q: %s",
          oclc_program_log(p));
    int want[14] = {7, 6, 5, 7, 6, 5, 0, 9, 8, 4, O_RG, T_SINT16, 11, 1};
    for (int i = 0; i < 14; i++) CHECK(out[i] == want[i], "query %d: %d, want %d", i, out[i], want[i]);
    oclc_arg_info info;
    CHECK(oclc_program_kernel_arg_info(p, "q", 0, &info) == OCLC_SUCCESS && info.kind == OCLC_ARG_IMAGE &&
              info.size == sizeof(void *),
          "arg info of an image");
    oclc_program_destroy(p);

    /* A sampler argument is described as one, with 8 bytes. */
    p = api_build("kernel void s(read_only image2d_t i, sampler_t s, global float4 *o) {"
                  " o[0] = read_imagef(i, s, (float2)(0.5f, 0.5f)); }",
                  NULL);
    CHECK(oclc_program_kernel_arg_info(p, "s", 1, &info) == OCLC_SUCCESS && info.kind == OCLC_ARG_SAMPLER &&
              info.size == 8,
          "arg info of a sampler");
    oclc_program_destroy(p);
}

/* A read_write image read after its work-item's write past
 * atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, ...) (the CTS's
 * rw_image_access_qualifier) sees the write, and after a
 * work_group_barrier(CLK_IMAGE_MEM_FENCE) the writes of the group's other
 * work-items; mem_fence and barrier take the flag as well. */
static void test_fences(void)
{
    const char *src = "kernel void rw(read_write image2d_t img, global uint *out) {\n"
                      "  int2 p = (int2)(get_global_id(0), get_global_id(1));\n"
                      "  write_imageui(img, p, read_imageui(img, p) + 3);\n"
                      "  atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel, memory_scope_work_item);\n"
                      "  uint own = read_imageui(img, p).x;\n"
                      "  work_group_barrier(CLK_IMAGE_MEM_FENCE);\n"
                      "  int2 q = (int2)(get_group_id(0) * get_local_size(0) + get_local_size(0) - 1 -"
                      " get_local_id(0), p.y);\n"
                      "  uint other = read_imageui(img, q).x;\n"
                      "  mem_fence(CLK_IMAGE_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);\n"
                      "  barrier(CLK_IMAGE_MEM_FENCE);\n"
                      "  size_t i = p.y * get_global_size(0) + p.x;\n"
                      "  out[2 * i] = own; out[2 * i + 1] = other;\n"
                      "}\n";
    oclc_program *p = api_build(src, "-cl-std=CL3.0");
    enum { W = 8, H = 4 };
    uint32_t pixels[W * H], out[2 * W * H], start[W * H];
    for (int i = 0; i < W * H; i++) start[i] = pixels[i] = (uint32_t)test_rand() % 100000;
    oclc_image img;
    CHECK(oclc_image_init(&img, IMG2D, O_R, T_UINT32, W, H, 1, 0, 0, 0, pixels) == OCLC_SUCCESS, "init");
    oclc_image *imgp = &img;
    uint32_t *outp = out;
    size_t global[2] = {W, H}, local[2] = {4, 2}, sizes[2] = {sizeof(void *), sizeof(void *)};
    const void *args[2] = {&imgp, &outp};
    CHECK(oclc_program_enqueue(p, "rw", 2, NULL, global, local, 2, sizes, args) == OCLC_SUCCESS, "enqueue rw: %s",
          oclc_program_log(p));
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int i = y * W + x, mirror = y * W + (x / 4) * 4 + 3 - x % 4;
            CHECK(pixels[i] == start[i] + 3, "rw pixel (%d, %d): %u, want %u", x, y, pixels[i], start[i] + 3);
            CHECK(out[2 * i] == start[i] + 3, "rw own read (%d, %d): %u", x, y, out[2 * i]);
            CHECK(out[2 * i + 1] == start[mirror] + 3, "rw read of the group's other pixel (%d, %d): %u", x, y,
                  out[2 * i + 1]);
        }
    oclc_program_destroy(p);
}

/* write_imagef to a 2D RGBA UNORM_INT8 image (the inline path) writes
 * nothing out of range, and in range what the reference writes. */
static void test_write_edges(void)
{
    oclc_program *p = api_build("kernel void w(write_only image2d_t img, global int2 *c, global float4 *v)"
                                " { size_t i = get_global_id(0); write_imagef(img, c[i], v[i]); }",
                                NULL);
    enum { W = 3, H = 2 };
    unsigned char px[H][W][4], want[H][W][4];
    memset(px, 0x5a, sizeof px);
    memcpy(want, px, sizeof px);
    int32_t c[8][2] = {{-1, 0}, {W, 0}, {0, -1}, {0, H}, {INT32_MIN, 1}, {1, INT32_MAX}, {2, 1}, {0, 0}};
    V4 v[8];
    for (int i = 0; i < 8; i++)
        for (int k = 0; k < 4; k++)
            v[i].f[k] = i == 7 ? (k == 0 ? NAN : k == 1 ? -0.0f : 0.5f / 255.0f * (float)k) : 0.75f;
    ref_write(O_RGBA, T_UNORM8, want[1][2], &v[6], true);
    ref_write(O_RGBA, T_UNORM8, want[0][0], &v[7], true);
    oclc_image img;
    CHECK(oclc_image_init(&img, IMG2D, O_RGBA, T_UNORM8, W, H, 1, 0, 0, 0, px) == OCLC_SUCCESS, "init");
    oclc_image *imgp = &img;
    int32_t *cp = &c[0][0];
    V4 *vp = v;
    size_t n = 8, sizes[3] = {sizeof(void *), sizeof(void *), sizeof(void *)};
    const void *args[3] = {&imgp, &cp, &vp};
    CHECK(oclc_program_enqueue(p, "w", 1, NULL, &n, NULL, 3, sizes, args) == OCLC_SUCCESS, "enqueue w: %s",
          oclc_program_log(p));
    CHECK(!memcmp(px, want, sizeof px), "RGBA UNORM_INT8 writes at the edges");
    oclc_program_destroy(p);
}

int main(void)
{
    char src[8192];
    for (size_t t = 0; t < sizeof image_types / sizeof image_types[0]; t++) {
        oclc_program *p = api_build(kernel_src(image_types[t].type, src, sizeof src), "-cl-std=CL3.0");
        for (size_t f = 0; f < NFORMATS; f++) test_format(p, image_types[t].type, formats[f].order, formats[f].type);
        oclc_program_destroy(p);
    }
    /* Depth images: 2D and 2D arrays of CL_DEPTH UNORM_INT16 and FLOAT. */
    static const unsigned depth_types[] = {IMG2D, IMG2DA}, depth_dtypes[] = {T_UNORM16, T_FLOAT};
    for (size_t t = 0; t < 2; t++) {
        oclc_program *p = api_build(depth_kernel_src(depth_types[t], src, sizeof src), "-cl-std=CL1.2");
        for (size_t f = 0; f < 2; f++) test_format(p, depth_types[t], O_DEPTH, depth_dtypes[f]);
        oclc_program_destroy(p);
    }
    test_queries();
    test_fences();
    test_write_edges();
    CHECK(srgb_checks > 0 && srgb_bad == 0, "sRGB to linear within 0.5 of a step: %ld of %ld off", srgb_bad,
          srgb_checks);
    printf("images: %ld reads and %ld writes compared\n", reads, writes);
    return test_summary();
}
