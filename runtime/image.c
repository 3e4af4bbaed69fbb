/*
 * image.c - reading and writing image pixels for read_image* and
 * write_image* (the general case: generated code calls these with the
 * image's descriptor, support/image_abi.h), and the embedding API's image
 * helpers (oclc_image_init, oclc_sampler).
 *
 * Everything follows the OpenCL 3.0 API specification's chapter "Image
 * Addressing and Filtering" and the conversion rules of the OpenCL C
 * specification (8.3 "Conversion Rules for normalized and 16-bit float
 * image channel data types", 8.4 for the integer ones) literally, formula
 * for formula, in float:
 *
 *   - a read first finds the pixel(s) from the coordinates (normalized or
 *     not, int or float) with the sampler's addressing mode, then converts
 *     each pixel to four values (missing channels are 0, alpha 1), then,
 *     for CLK_FILTER_LINEAR, weighs them with the spec's a, b, c;
 *   - a pixel out of range under CLK_ADDRESS_CLAMP is the border colour,
 *     (0,0,0,0) or (0,0,0,1) by channel order; CLK_ADDRESS_NONE promises
 *     in-range coordinates, and oclc reads the border rather than outside
 *     the image when the promise is broken, so a wrong kernel does not
 *     crash the host;
 *   - a write converts float to a normalized type as
 *     convert_<T>_sat_rte(f * max), NaN to 0, and an integer to a
 *     narrower one with saturation (convert_<T>_sat), then stores the
 *     channels in the order's memory order.
 *
 * A depth image (CL_DEPTH, cl_khr_depth_images) is a one-channel image
 * of UNORM_INT16 or FLOAT whose value is x (kernels see only x; its
 * border is 0).  sRGBA and sBGRA images (UNORM_INT8) are read as linear
 * colour (each texel converted before filtering) and written from it
 * (cl_khr_srgb_image_writes).  Linear filtering of an integer image is undefined in the
 * spec; oclc reads it as nearest.  The float arithmetic is C's, round to nearest
 * even, with no contraction (this file is compiled with
 * -ffp-contract=off), so tests/api/images.c can hold a reference written
 * independently to the same formulas and compare bits.
 */
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "oclc/oclc.h"
#include "runtime/runtime.h"
#include "support/image_abi.h"


_Static_assert(sizeof(OclcImage) == sizeof(oclc_image), "oclc_image and OclcImage differ");
_Static_assert(offsetof(OclcImage, width) == offsetof(oclc_image, width), "oclc_image.width");
_Static_assert(offsetof(OclcImage, row_pitch) == offsetof(oclc_image, row_pitch), "oclc_image.row_pitch");
_Static_assert(offsetof(OclcImage, channel_order) == offsetof(oclc_image, channel_order), "oclc_image.channel_order");
_Static_assert(offsetof(OclcImage, pixel_size) == offsetof(oclc_image, pixel_size), "oclc_image.pixel_size");

/* OpenCL's numbers (CL/cl.h), which OpenCL C's CLK_* share. */
enum {
    R = 0x10B0,
    A = 0x10B1,
    RG = 0x10B2,
    RA = 0x10B3,
    RGB = 0x10B4,
    RGBA = 0x10B5,
    BGRA = 0x10B6,
    ARGB = 0x10B7,
    INTENSITY = 0x10B8,
    LUMINANCE = 0x10B9,
    Rx = 0x10BA,
    RGx = 0x10BB,
    RGBx = 0x10BC,
    DEPTH = 0x10BD,
    sRGBA = 0x10C1,
    sBGRA = 0x10C2,
    ABGR = 0x10C3,
};
enum {
    SNORM_INT8 = 0x10D0,
    SNORM_INT16 = 0x10D1,
    UNORM_INT8 = 0x10D2,
    UNORM_INT16 = 0x10D3,
    UNORM_SHORT_565 = 0x10D4,
    UNORM_SHORT_555 = 0x10D5,
    UNORM_INT_101010 = 0x10D6,
    SIGNED_INT8 = 0x10D7,
    SIGNED_INT16 = 0x10D8,
    SIGNED_INT32 = 0x10D9,
    UNSIGNED_INT8 = 0x10DA,
    UNSIGNED_INT16 = 0x10DB,
    UNSIGNED_INT32 = 0x10DC,
    HALF_FLOAT = 0x10DD,
    FLOAT = 0x10DE,
};
enum {
    IMAGE2D = 0x10F1,
    IMAGE3D = 0x10F2,
    IMAGE2D_ARRAY = 0x10F3,
    IMAGE1D = 0x10F4,
    IMAGE1D_ARRAY = 0x10F5,
    IMAGE1D_BUFFER = 0x10F6,
};

/* ---- half ------------------------------------------------------------ */

static float half_to_float(uint16_t h)
{
    uint32_t sign = (uint32_t)(h >> 15) << 31, e = (h >> 10) & 0x1f, m = h & 0x3ff, bits;
    if (e == 0x1f) {
        bits = sign | 0x7f800000u | (m << 13);
    } else if (e) {
        bits = sign | ((e + 112) << 23) | (m << 13);
    } else if (m) { /* subnormal: m * 2^-24, exact in float */
        float f = (float)m * 0x1p-24f;
        return sign ? -f : f;
    } else {
        bits = sign;
    }
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

/* Round to nearest even (convert_half_rte). */
static uint16_t float_to_half(float f)
{
    uint32_t x;
    memcpy(&x, &f, 4);
    uint16_t sign = (uint16_t)((x >> 16) & 0x8000);
    uint32_t ax = x & 0x7fffffffu;
    if (ax > 0x7f800000u) return sign | 0x7e00 | (uint16_t)((ax >> 13) & 0x3ff); /* NaN stays NaN */
    if (ax >= 0x477ff000u) return sign | 0x7c00;                                 /* rounds to infinity */
    if (ax < 0x38800000u) {                                                      /* half subnormal or 0 */
        float a;
        memcpy(&a, &ax, 4);
        /* a * 2^24 is exact; nearbyint rounds to nearest even. */
        return sign | (uint16_t)nearbyintf(a * 0x1p24f);
    }
    uint32_t mant = ax & 0x7fffff, e = (ax >> 23) - 112;
    uint32_t h = (e << 10) | (mant >> 13), rest = mant & 0x1fff;
    if (rest > 0x1000 || (rest == 0x1000 && (h & 1))) h++;
    return sign | (uint16_t)h;
}

/* ---- conversions --------------------------------------------------------- */

/* x / 255.0f for every UNORM_INT8 code x, the spec's conversion: constant
 * expressions, which C evaluates as IEEE division, so the same bits as the
 * division at run time without its latency (a bilinear RGBA read has 16). */
#define U8_1(i)  ((float)(i) / 255.0f)
#define U8_4(i)  U8_1(i), U8_1(i + 1), U8_1(i + 2), U8_1(i + 3)
#define U8_16(i) U8_4(i), U8_4(i + 4), U8_4(i + 8), U8_4(i + 12)
#define U8_64(i) U8_16(i), U8_16(i + 16), U8_16(i + 32), U8_16(i + 48)
static const float unorm8[256] = {U8_64(0), U8_64(64), U8_64(128), U8_64(192)};
#undef U8_1
#undef U8_4
#undef U8_16
#undef U8_64

/* t rounded to the nearest integer, ties to even, for |t| < 2^23: adding
 * and taking away 2^23 leaves no bits below the units, and IEEE addition
 * rounds to nearest even (the default mode, which kernels run in).  What
 * nearbyintf(t) gives, without a call of libm per channel (on x86-64's
 * baseline nearbyintf is a call): writes of normalized images are mostly
 * this. */
static float rte_small(float t)
{
    const float big = 0x1p23f;
    return t >= 0.0f ? (t + big) - big : (t - big) + big;
}

/* convert_<T>_sat_rte(f * max) clamped to [lo, max]: NaN is 0. */
static int32_t norm_rte(float f, float scale, int32_t lo, int32_t hi)
{
    float t = f * scale;
    if (isnan(t)) return 0;
    if (t <= (float)lo) return lo;
    if (t >= (float)hi) return hi;
    return (int32_t)rte_small(t); /* |t| < 65536 */
}

/* sRGB (the API spec's "Conversion Rules for sRGBA and sBGRA Images"):
 * a read converts the UNORM_INT8 value r = x / 255.0f to linear, a write
 * linear y to sRGB and then to UNORM_INT8, r, g and b only (alpha is
 * linear).  Both in double, rounded once (to float, to the integer
 * nearest, ties to even), so well inside the spec's 0.5 and 0.6 of an
 * 8-bit step, and a test can compute the same bits from the formulas. */
static bool is_srgb(uint32_t co) { return co == sRGBA || co == sBGRA; }

static float srgb_to_linear(float r)
{
    double d = r;
    return (float)(d <= 0.04045 ? d / 12.92 : pow((d + 0.055) / 1.055, 2.4));
}

static uint8_t linear_to_srgb8(float y)
{
    double d = y, r;
    if (!(d >= 0.0)) /* NaN too */
        r = 0.0;
    else if (d < 0.0031308)
        r = 12.92 * d;
    else if (d <= 1.0)
        r = 1.055 * pow(d, 1.0 / 2.4) - 0.055;
    else
        r = 1.0;
    double t = nearbyint(r * 255.0);
    return (uint8_t)(t < 0.0 ? 0.0 : t > 255.0 ? 255.0 : t);
}

static int32_t sat_i(int64_t v, int64_t lo, int64_t hi) { return (int32_t)(v < lo ? lo : v > hi ? hi : v); }

/* How many channels the order stores, and where each of r g b a lives
 * in memory (-1: not stored). */
typedef struct Order {
    int n;
    int at[4];
} Order;

static Order order_of(uint32_t co)
{
    switch (co) {
    case R:
    case Rx:
    case DEPTH: return (Order){1, {0, -1, -1, -1}};
    case A: return (Order){1, {-1, -1, -1, 0}};
    case RG:
    case RGx: return (Order){2, {0, 1, -1, -1}};
    case RA: return (Order){2, {0, -1, -1, 1}};
    case RGB:
    case RGBx: return (Order){3, {0, 1, 2, -1}};
    case BGRA:
    case sBGRA: return (Order){4, {2, 1, 0, 3}};
    case ARGB: return (Order){4, {1, 2, 3, 0}};
    case ABGR: return (Order){4, {3, 2, 1, 0}};
    case INTENSITY:
    case LUMINANCE: return (Order){1, {0, 0, 0, -1}};
    default: return (Order){4, {0, 1, 2, 3}};
    }
}

static bool has_alpha_border(uint32_t co) { return !(co == R || co == RG || co == RGB || co == LUMINANCE); }

/* A pixel, as four values of the read's kind (float or 32-bit int bits). */
typedef union Px {
    float f[4];
    int32_t i[4];
    uint32_t u[4];
} Px;

static bool is_float_type(uint32_t dt) { return dt < SIGNED_INT8 || dt == HALF_FLOAT || dt == FLOAT; }

/* The stored channel c (memory index) of the pixel at p, as float or int. */
static float channel_f(const void *p, uint32_t dt, int c)
{
    switch (dt) {
    case UNORM_INT8: return unorm8[((const uint8_t *)p)[c]];
    case UNORM_INT16: return (float)((const uint16_t *)p)[c] / 65535.0f;
    case SNORM_INT8: return fmaxf(-1.0f, (float)((const int8_t *)p)[c] / 127.0f);
    case SNORM_INT16: return fmaxf(-1.0f, (float)((const int16_t *)p)[c] / 32767.0f);
    case HALF_FLOAT: return half_to_float(((const uint16_t *)p)[c]);
    case FLOAT: return ((const float *)p)[c];
    default: return 0.0f;
    }
}

static int32_t channel_i(const void *p, uint32_t dt, int c)
{
    switch (dt) {
    case SIGNED_INT8: return ((const int8_t *)p)[c];
    case SIGNED_INT16: return ((const int16_t *)p)[c];
    case SIGNED_INT32: return ((const int32_t *)p)[c];
    case UNSIGNED_INT8: return ((const uint8_t *)p)[c];
    case UNSIGNED_INT16: return ((const uint16_t *)p)[c];
    case UNSIGNED_INT32: return ((const int32_t *)p)[c];
    default: return 0;
    }
}

/* The pixel at p as four values: missing colour channels 0, alpha 1. */
static Px load_pixel(const OclcImage *img, const void *p, bool as_float)
{
    uint32_t dt = img->channel_data_type, co = img->channel_order;
    Px v;
    if (as_float) {
        v.f[0] = v.f[1] = v.f[2] = 0.0f;
        v.f[3] = 1.0f;
    } else {
        v.i[0] = v.i[1] = v.i[2] = 0;
        v.i[3] = 1;
    }
    if (dt == UNORM_SHORT_565 || dt == UNORM_SHORT_555 || dt == UNORM_INT_101010) {
        if (!as_float) return v;
        if (dt == UNORM_INT_101010) {
            uint32_t x;
            memcpy(&x, p, 4);
            v.f[0] = (float)((x >> 20) & 0x3ff) / 1023.0f;
            v.f[1] = (float)((x >> 10) & 0x3ff) / 1023.0f;
            v.f[2] = (float)(x & 0x3ff) / 1023.0f;
        } else {
            uint16_t x;
            memcpy(&x, p, 2);
            bool six = dt == UNORM_SHORT_565;
            v.f[0] = (float)((x >> (six ? 11 : 10)) & 0x1f) / 31.0f;
            v.f[1] = six ? (float)((x >> 5) & 0x3f) / 63.0f : (float)((x >> 5) & 0x1f) / 31.0f;
            v.f[2] = (float)(x & 0x1f) / 31.0f;
        }
        return v;
    }
    Order o = order_of(co);
    for (int k = 0; k < 4; k++) {
        if (o.at[k] < 0) continue;
        if (as_float)
            v.f[k] = channel_f(p, dt, o.at[k]);
        else
            v.i[k] = channel_i(p, dt, o.at[k]);
    }
    if (is_srgb(co) && as_float)
        for (int k = 0; k < 3; k++) v.f[k] = srgb_to_linear(v.f[k]);
    if (co == INTENSITY) {
        if (as_float)
            v.f[3] = v.f[0];
        else
            v.i[3] = v.i[0];
    }
    return v;
}

static void store_pixel(const OclcImage *img, void *p, const Px *v, int kind)
{
    uint32_t dt = img->channel_data_type;
    if (dt == UNORM_SHORT_565 || dt == UNORM_SHORT_555) {
        bool six = dt == UNORM_SHORT_565;
        uint32_t r = (uint32_t)norm_rte(v->f[0], 31.0f, 0, 31), b = (uint32_t)norm_rte(v->f[2], 31.0f, 0, 31);
        uint32_t g = six ? (uint32_t)norm_rte(v->f[1], 63.0f, 0, 63) : (uint32_t)norm_rte(v->f[1], 31.0f, 0, 31);
        uint16_t x = (uint16_t)(six ? (r << 11) | (g << 5) | b : (r << 10) | (g << 5) | b);
        memcpy(p, &x, 2);
        return;
    }
    if (dt == UNORM_INT_101010) {
        uint32_t x = ((uint32_t)norm_rte(v->f[0], 1023.0f, 0, 1023) << 20) |
                     ((uint32_t)norm_rte(v->f[1], 1023.0f, 0, 1023) << 10) |
                     (uint32_t)norm_rte(v->f[2], 1023.0f, 0, 1023);
        memcpy(p, &x, 4);
        return;
    }
    Order o = order_of(img->channel_order);
    if (is_srgb(img->channel_order)) { /* UNORM_INT8 only */
        for (int k = 0; k < 4; k++)
            ((uint8_t *)p)[o.at[k]] = k < 3 ? linear_to_srgb8(v->f[k]) : (uint8_t)norm_rte(v->f[3], 255.0f, 0, 255);
        return;
    }
    for (int k = 0; k < 4; k++) {
        int c = o.at[k];
        if (c < 0 || (k > 0 && c == o.at[0])) continue; /* INTENSITY, LUMINANCE: x only */
        switch (dt) {
        case UNORM_INT8: ((uint8_t *)p)[c] = (uint8_t)norm_rte(v->f[k], 255.0f, 0, 255); break;
        case UNORM_INT16: ((uint16_t *)p)[c] = (uint16_t)norm_rte(v->f[k], 65535.0f, 0, 65535); break;
        case SNORM_INT8: ((int8_t *)p)[c] = (int8_t)norm_rte(v->f[k], 127.0f, -128, 127); break;
        case SNORM_INT16: ((int16_t *)p)[c] = (int16_t)norm_rte(v->f[k], 32767.0f, -32768, 32767); break;
        case HALF_FLOAT: ((uint16_t *)p)[c] = float_to_half(v->f[k]); break;
        case FLOAT: ((float *)p)[c] = v->f[k]; break;
        case SIGNED_INT8: ((int8_t *)p)[c] = (int8_t)sat_i(v->i[k], -128, 127); break;
        case SIGNED_INT16: ((int16_t *)p)[c] = (int16_t)sat_i(v->i[k], -32768, 32767); break;
        case SIGNED_INT32: ((int32_t *)p)[c] = v->i[k]; break;
        case UNSIGNED_INT8: ((uint8_t *)p)[c] = (uint8_t)(v->u[k] > 255 ? 255 : v->u[k]); break;
        case UNSIGNED_INT16: ((uint16_t *)p)[c] = (uint16_t)(v->u[k] > 65535 ? 65535 : v->u[k]); break;
        case UNSIGNED_INT32: ((uint32_t *)p)[c] = v->u[k]; break;
        default: break;
        }
    }
    (void)kind;
}

/* ---- addressing ------------------------------------------------------------ */

/* The image's extent in each of its 3 coordinates (x, y, z), and whether
 * the last coordinate is an array layer. */
static void extent(const OclcImage *img, int64_t n[3], int *dims, int *layer_at)
{
    n[0] = (int64_t)img->width;
    n[1] = (int64_t)img->height;
    n[2] = (int64_t)img->depth;
    *layer_at = -1;
    switch (img->image_type) {
    case IMAGE1D:
    case IMAGE1D_BUFFER: *dims = 1; break;
    case IMAGE1D_ARRAY:
        *dims = 1;
        *layer_at = 1;
        n[1] = (int64_t)img->array_size;
        break;
    case IMAGE2D_ARRAY:
        *dims = 2;
        *layer_at = 2;
        n[2] = (int64_t)img->array_size;
        break;
    case IMAGE3D: *dims = 3; break;
    default: *dims = 2; break;
    }
}

static const void *pixel_at(const OclcImage *img, const int64_t i[3])
{
    /* A 1D array's layers are slice_pitch apart (clCreateImage's rule). */
    if (img->image_type == IMAGE1D_ARRAY)
        return (const char *)img->data + i[0] * (int64_t)img->pixel_size + i[1] * (int64_t)img->slice_pitch;
    return (const char *)img->data + i[0] * (int64_t)img->pixel_size + i[1] * (int64_t)img->row_pitch +
           i[2] * (int64_t)img->slice_pitch;
}

static int64_t clampi(int64_t v, int64_t lo, int64_t hi) { return v < lo ? lo : v > hi ? hi : v; }

/* floor(x) as an integer, saturated far outside any image. */
static int64_t floor_i(float x)
{
    float f = floorf(x);
    if (!(f > -1e15f)) return INT32_MIN; /* NaN too: out of range */
    if (f > 1e15f) return INT32_MAX;
    return (int64_t)f;
}

/* The layer of an array image: rint, clamped (always CLAMP_TO_EDGE). */
static int64_t layer_f(float s, int64_t n)
{
    float r = nearbyintf(s);
    if (!(r >= 0.0f)) return 0;
    if (r >= (float)(n - 1)) return n - 1;
    return (int64_t)r;
}

/* Nearest: the pixel coordinate for coordinate s of extent n. */
static int64_t nearest_f(float s, int64_t n, unsigned mode, bool normalized)
{
    float u;
    int64_t i;
    switch (mode) {
    case OCLC_SAMPLER_ADDRESS_REPEAT:
        if (!normalized) break;
        u = (s - floorf(s)) * (float)n;
        i = floor_i(u);
        if (i > n - 1) i = i - n;
        return i;
    case OCLC_SAMPLER_ADDRESS_MIRRORED_REPEAT: {
        if (!normalized) break;
        float s2 = 2.0f * nearbyintf(0.5f * s);
        s2 = fabsf(s - s2);
        u = s2 * (float)n;
        i = floor_i(u);
        return i < n - 1 ? i : n - 1;
    }
    default: break;
    }
    u = normalized ? s * (float)n : s;
    i = floor_i(u);
    if (mode == OCLC_SAMPLER_ADDRESS_CLAMP_TO_EDGE) return clampi(i, 0, n - 1);
    return clampi(i, -1, n); /* CLAMP and NONE: out of range reads the border */
}

/* Linear: the two pixel coordinates and the weight of the second. */
static void linear_f(float s, int64_t n, unsigned mode, bool normalized, int64_t *i0, int64_t *i1, float *a)
{
    float u;
    if (normalized && mode == OCLC_SAMPLER_ADDRESS_REPEAT) {
        u = (s - floorf(s)) * (float)n;
        *i0 = floor_i(u - 0.5f);
        *i1 = *i0 + 1;
        if (*i0 < 0) *i0 = n + *i0;
        if (*i1 > n - 1) *i1 = *i1 - n;
    } else if (normalized && mode == OCLC_SAMPLER_ADDRESS_MIRRORED_REPEAT) {
        float s2 = 2.0f * nearbyintf(0.5f * s);
        s2 = fabsf(s - s2);
        u = s2 * (float)n;
        *i0 = floor_i(u - 0.5f);
        *i1 = *i0 + 1;
        if (*i0 < 0) *i0 = 0;
        if (*i1 > n - 1) *i1 = n - 1;
    } else {
        u = normalized ? s * (float)n : s;
        *i0 = floor_i(u - 0.5f);
        *i1 = *i0 + 1;
        if (mode == OCLC_SAMPLER_ADDRESS_CLAMP_TO_EDGE) {
            *i0 = clampi(*i0, 0, n - 1);
            *i1 = clampi(*i1, 0, n - 1);
        } else {
            *i0 = clampi(*i0, -1, n);
            *i1 = clampi(*i1, -1, n);
        }
    }
    float t = u - 0.5f;
    *a = t - floorf(t);
}

static Px border(const OclcImage *img, bool as_float)
{
    Px v;
    memset(&v, 0, sizeof v);
    if (!has_alpha_border(img->channel_order)) {
        if (as_float)
            v.f[3] = 1.0f;
        else
            v.i[3] = 1;
    }
    return v;
}

static Px fetch(const OclcImage *img, const int64_t i[3], const int64_t n[3], bool as_float)
{
    for (int d = 0; d < 3; d++)
        if (i[d] < 0 || i[d] >= n[d]) return border(img, as_float);
    return load_pixel(img, pixel_at(img, i), as_float);
}

/* ---- the entries --------------------------------------------------------- */

void __oclc_image_read(const OclcImage *img, uint64_t sampler, const void *coord, uint32_t how, void *out);
void __oclc_image_write(const OclcImage *img, const int32_t *coord, uint32_t how, const void *color);

/* The commonest read, a 2D RGBA UNORM_INT8 pixel at integer coordinates
 * (filters, blurs): the general path's arithmetic without its dispatch.
 * False when the read is not that one. */
static bool read_rgba8_int(const OclcImage *img, uint64_t sampler, const int32_t *c, uint32_t how, float *out)
{
    if (img->image_type != IMAGE2D || img->channel_order != RGBA || img->channel_data_type != UNORM_INT8 ||
        (how & (OCLC_IMAGE_KIND_MASK | OCLC_IMAGE_FLOAT_COORDS)) != OCLC_IMAGE_FLOAT)
        return false;
    int64_t x = c[0], y = c[1], w = (int64_t)img->width, h = (int64_t)img->height;
    if (!(how & OCLC_IMAGE_NO_SAMPLER) && (sampler & OCLC_SAMPLER_ADDRESS_MASK) == OCLC_SAMPLER_ADDRESS_CLAMP_TO_EDGE) {
        x = clampi(x, 0, w - 1);
        y = clampi(y, 0, h - 1);
    } else if (x < 0 || x >= w || y < 0 || y >= h) {
        return false; /* the border */
    }
    const uint8_t *p = (const uint8_t *)img->data + x * 4 + y * (int64_t)img->row_pitch;
    for (int k = 0; k < 4; k++) out[k] = unorm8[p[k]];
    return true;
}

/* The commonest filtered read, bilinear from a 2D RGBA UNORM_INT8 image
 * with CLAMP_TO_EDGE (resizing): linear_f and the corner sum of the
 * general path, in the same order, without its dispatch. */
static bool read_rgba8_linear(const OclcImage *img, uint64_t sampler, const float *c, uint32_t how, float *out)
{
    if (img->image_type != IMAGE2D || img->channel_order != RGBA || img->channel_data_type != UNORM_INT8 ||
        (how & (OCLC_IMAGE_KIND_MASK | OCLC_IMAGE_FLOAT_COORDS | OCLC_IMAGE_NO_SAMPLER)) !=
            (OCLC_IMAGE_FLOAT | OCLC_IMAGE_FLOAT_COORDS) ||
        (sampler & (OCLC_SAMPLER_ADDRESS_MASK | OCLC_SAMPLER_FILTER_MASK)) !=
            (OCLC_SAMPLER_ADDRESS_CLAMP_TO_EDGE | OCLC_SAMPLER_FILTER_LINEAR))
        return false;
    bool normalized = sampler & OCLC_SAMPLER_NORMALIZED;
    int64_t i0, i1, j0, j1;
    float a, b;
    linear_f(c[0], (int64_t)img->width, OCLC_SAMPLER_ADDRESS_CLAMP_TO_EDGE, normalized, &i0, &i1, &a);
    linear_f(c[1], (int64_t)img->height, OCLC_SAMPLER_ADDRESS_CLAMP_TO_EDGE, normalized, &j0, &j1, &b);
    const uint8_t *base = img->data;
    int64_t row = (int64_t)img->row_pitch;
    const uint8_t *t00 = base + i0 * 4 + j0 * row, *t10 = base + i1 * 4 + j0 * row, *t01 = base + i0 * 4 + j1 * row,
                  *t11 = base + i1 * 4 + j1 * row;
    float w00 = (1.0f - a) * (1.0f - b), w10 = a * (1.0f - b), w01 = (1.0f - a) * b, w11 = a * b;
    for (int k = 0; k < 4; k++) {
        float acc = 0.0f;
        acc = acc + w00 * unorm8[t00[k]];
        acc = acc + w10 * unorm8[t10[k]];
        acc = acc + w01 * unorm8[t01[k]];
        acc = acc + w11 * unorm8[t11[k]];
        out[k] = acc;
    }
    return true;
}

void __oclc_image_read(const OclcImage *img, uint64_t sampler, const void *coord, uint32_t how, void *out)
{
    if (read_rgba8_int(img, sampler, coord, how, out) || read_rgba8_linear(img, sampler, coord, how, out)) return;
    int kind = (int)(how & OCLC_IMAGE_KIND_MASK);
    bool as_float = kind == OCLC_IMAGE_FLOAT || kind == OCLC_IMAGE_HALF;
    int64_t n[3];
    int dims, layer_at;
    extent(img, n, &dims, &layer_at);
    unsigned mode = (unsigned)(sampler & OCLC_SAMPLER_ADDRESS_MASK);
    bool normalized = sampler & OCLC_SAMPLER_NORMALIZED;
    bool linear = (sampler & OCLC_SAMPLER_FILTER_MASK) == OCLC_SAMPLER_FILTER_LINEAR && as_float &&
                  is_float_type(img->channel_data_type);
    if (how & OCLC_IMAGE_NO_SAMPLER) mode = OCLC_SAMPLER_ADDRESS_NONE, normalized = false, linear = false;
    Px v;
    int64_t i[3] = {0, 0, 0};
    if (!(how & OCLC_IMAGE_FLOAT_COORDS)) {
        /* Integer coordinates: the pixel itself, addressed by the mode
         * (CLAMP_TO_EDGE clamps; CLAMP and NONE read the border). */
        const int32_t *c = coord;
        for (int d = 0; d < 3; d++) i[d] = d < dims || d == layer_at ? c[d] : 0;
        if (layer_at >= 0) i[layer_at] = clampi(i[layer_at], 0, n[layer_at] - 1);
        if (mode == OCLC_SAMPLER_ADDRESS_CLAMP_TO_EDGE)
            for (int d = 0; d < dims; d++) i[d] = clampi(i[d], 0, n[d] - 1);
        v = fetch(img, i, n, as_float);
    } else {
        const float *c = coord;
        if (layer_at >= 0) i[layer_at] = layer_f(c[layer_at], n[layer_at]);
        if (!linear) {
            for (int d = 0; d < dims; d++) i[d] = nearest_f(c[d], n[d], mode, normalized);
            v = fetch(img, i, n, as_float);
        } else {
            int64_t lo[3] = {0, 0, 0}, hi[3] = {0, 0, 0};
            float w[3] = {0.0f, 0.0f, 0.0f};
            for (int d = 0; d < dims; d++) linear_f(c[d], n[d], mode, normalized, &lo[d], &hi[d], &w[d]);
            if (layer_at >= 0) lo[layer_at] = hi[layer_at] = i[layer_at];
            /* The spec's sum, in its order: (1-a)(1-b)(1-c) T000 + a(1-b)(1-c) T100 + ... */
            float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
            int corners = 1 << dims;
            for (int k = 0; k < corners; k++) {
                int64_t at[3] = {lo[0], lo[1], lo[2]};
                float wt = 1.0f;
                for (int d = 0; d < dims; d++) {
                    bool up = (k >> d) & 1;
                    at[d] = up ? hi[d] : lo[d];
                    wt = wt * (up ? w[d] : 1.0f - w[d]);
                }
                Px t = fetch(img, at, n, true);
                for (int ch = 0; ch < 4; ch++) acc[ch] = acc[ch] + wt * t.f[ch];
            }
            for (int ch = 0; ch < 4; ch++) v.f[ch] = acc[ch];
        }
    }
    if (kind == OCLC_IMAGE_HALF) {
        uint16_t h[4];
        for (int ch = 0; ch < 4; ch++) h[ch] = float_to_half(v.f[ch]);
        memcpy(out, h, sizeof h);
    } else {
        memcpy(out, &v, 16);
    }
}

void __oclc_image_write(const OclcImage *img, const int32_t *coord, uint32_t how, const void *color)
{
    /* write_imagef to a 2D RGBA UNORM_INT8 image: store_pixel's conversion
     * without its dispatch. */
    if (img->image_type == IMAGE2D && img->channel_order == RGBA && img->channel_data_type == UNORM_INT8 &&
        (how & OCLC_IMAGE_KIND_MASK) == OCLC_IMAGE_FLOAT) {
        int64_t x = coord[0], y = coord[1];
        if (x < 0 || x >= (int64_t)img->width || y < 0 || y >= (int64_t)img->height) return;
        float f[4];
        memcpy(f, color, sizeof f);
        uint8_t *p = (uint8_t *)img->data + x * 4 + y * (int64_t)img->row_pitch;
        /* norm_rte(f, 255) without branches, so that the four channels are
         * one vector: NaN and t <= 0 fail `t > 0`, giving 0. */
        uint8_t b[4];
        for (int k = 0; k < 4; k++) {
            float t = f[k] * 255.0f;
            t = t > 0.0f ? t : 0.0f;
            t = t < 255.0f ? t : 255.0f;
            b[k] = (uint8_t)((t + 0x1p23f) - 0x1p23f);
        }
        memcpy(p, b, 4);
        return;
    }
    int kind = (int)(how & OCLC_IMAGE_KIND_MASK);
    int64_t n[3];
    int dims, layer_at;
    extent(img, n, &dims, &layer_at);
    int64_t i[3] = {0, 0, 0};
    for (int d = 0; d < 3; d++) i[d] = d < dims || d == layer_at ? coord[d] : 0;
    for (int d = 0; d < 3; d++)
        if (i[d] < 0 || i[d] >= n[d]) return; /* out of range: undefined; oclc writes nothing */
    Px v;
    if (kind == OCLC_IMAGE_HALF) {
        uint16_t h[4];
        memcpy(h, color, sizeof h);
        for (int ch = 0; ch < 4; ch++) v.f[ch] = half_to_float(h[ch]);
    } else {
        memcpy(&v, color, 16);
    }
    store_pixel(img, (void *)pixel_at(img, i), &v, kind);
}

const RuntimeSymbol image_runtime_symbols[] = {{OCLC_SYM_IMAGE_READ, (void *)__oclc_image_read},
                                               {OCLC_SYM_IMAGE_WRITE, (void *)__oclc_image_write}};
const size_t image_runtime_num_symbols = sizeof image_runtime_symbols / sizeof image_runtime_symbols[0];

/* ---- the embedding API ------------------------------------------------------ */

/* Bytes per pixel of (order, type), 0 when oclc does not take it. */
size_t oclc_image_pixel_size(unsigned channel_order, unsigned channel_data_type)
{
    size_t channels;
    switch (channel_order) {
    case R:
    case A:
    case Rx:
    case DEPTH:
    case INTENSITY:
    case LUMINANCE: channels = 1; break;
    case RG:
    case RA:
    case RGx: channels = 2; break;
    case RGB:
    case RGBx: channels = 3; break;
    case RGBA:
    case BGRA:
    case ARGB:
    case ABGR:
    case sRGBA:
    case sBGRA: channels = 4; break;
    default: return 0;
    }
    switch (channel_data_type) {
    case UNORM_SHORT_565:
    case UNORM_SHORT_555: return channel_order == RGB || channel_order == RGBx ? 2 : 0;
    case UNORM_INT_101010: return channel_order == RGB || channel_order == RGBx ? 4 : 0;
    default: break;
    }
    if (channels == 3) return 0; /* RGB only packs */
    /* sRGB: 8 bits a channel. */
    if (is_srgb(channel_order) && channel_data_type != UNORM_INT8) return 0;
    /* Depth (cl_khr_depth_images): the extension's two formats. */
    if (channel_order == DEPTH && channel_data_type != UNORM_INT16 && channel_data_type != FLOAT) return 0;
    bool norm = channel_data_type == UNORM_INT8 || channel_data_type == UNORM_INT16 ||
                channel_data_type == SNORM_INT8 || channel_data_type == SNORM_INT16 ||
                channel_data_type == HALF_FLOAT || channel_data_type == FLOAT;
    if ((channel_order == INTENSITY || channel_order == LUMINANCE) && !norm) return 0;
    if ((channel_order == BGRA || channel_order == ARGB || channel_order == ABGR) &&
        !(channel_data_type == UNORM_INT8 || channel_data_type == SNORM_INT8 || channel_data_type == SIGNED_INT8 ||
          channel_data_type == UNSIGNED_INT8))
        return 0;
    switch (channel_data_type) {
    case SNORM_INT8:
    case UNORM_INT8:
    case SIGNED_INT8:
    case UNSIGNED_INT8: return channels;
    case SNORM_INT16:
    case UNORM_INT16:
    case SIGNED_INT16:
    case UNSIGNED_INT16:
    case HALF_FLOAT: return 2 * channels;
    case SIGNED_INT32:
    case UNSIGNED_INT32:
    case FLOAT: return 4 * channels;
    default: return 0;
    }
}

oclc_status oclc_image_pack(unsigned channel_order, unsigned channel_data_type, const void *color, void *pixel)
{
    if (!color || !pixel || !oclc_image_pixel_size(channel_order, channel_data_type)) return OCLC_INVALID_ARGUMENT;
    OclcImage img = {.channel_order = channel_order, .channel_data_type = channel_data_type};
    Px v;
    memcpy(&v, color, 16);
    bool is_int = channel_data_type >= SIGNED_INT8 && channel_data_type <= UNSIGNED_INT32;
    store_pixel(&img, pixel, &v, is_int ? OCLC_IMAGE_INT : OCLC_IMAGE_FLOAT);
    return OCLC_SUCCESS;
}

oclc_status oclc_image_init(oclc_image *img, unsigned image_type, unsigned channel_order, unsigned channel_data_type,
                            size_t width, size_t height, size_t depth, size_t array_size, size_t row_pitch,
                            size_t slice_pitch, void *data)
{
    if (!img || !width) return OCLC_INVALID_ARGUMENT;
    size_t px = oclc_image_pixel_size(channel_order, channel_data_type);
    if (!px) return OCLC_INVALID_ARGUMENT;
    /* Depth images are 2D images and 2D arrays only. */
    if (channel_order == DEPTH && image_type != IMAGE2D && image_type != IMAGE2D_ARRAY) return OCLC_INVALID_ARGUMENT;
    bool ok = true;
    switch (image_type) {
    case IMAGE1D:
    case IMAGE1D_BUFFER: height = depth = 1, array_size = 0; break;
    case IMAGE1D_ARRAY:
        height = depth = 1;
        ok = array_size > 0;
        break;
    case IMAGE2D:
        depth = 1, array_size = 0;
        ok = height > 0;
        break;
    case IMAGE2D_ARRAY:
        depth = 1;
        ok = height > 0 && array_size > 0;
        break;
    case IMAGE3D:
        array_size = 0;
        ok = height > 0 && depth > 0;
        break;
    default: ok = false;
    }
    if (!ok) return OCLC_INVALID_ARGUMENT;
    size_t rows = image_type == IMAGE1D_ARRAY ? 1 : height;
    if (!row_pitch) row_pitch = width * px;
    if (!slice_pitch) slice_pitch = row_pitch * rows;
    if (row_pitch < width * px || slice_pitch < row_pitch * rows) return OCLC_INVALID_ARGUMENT;
    memset(img, 0, sizeof *img);
    img->data = data;
    img->width = width;
    img->height = height;
    img->depth = depth;
    img->array_size = array_size;
    img->row_pitch = row_pitch;
    img->slice_pitch = slice_pitch;
    img->channel_order = channel_order;
    img->channel_data_type = channel_data_type;
    img->image_type = image_type;
    img->pixel_size = (unsigned)px;
    return OCLC_SUCCESS;
}

uint64_t oclc_sampler(int normalized_coords, unsigned addressing_mode, unsigned filter_mode)
{
    /* CL_ADDRESS_NONE .. CL_ADDRESS_MIRRORED_REPEAT are 0x1130 .. 0x1134,
     * CLK_ADDRESS_* 0, 2, 4, 6, 8 in the same order: CL's NONE, CLAMP_TO_EDGE,
     * CLAMP, REPEAT, MIRRORED_REPEAT. */
    static const uint64_t address[] = {OCLC_SAMPLER_ADDRESS_NONE, OCLC_SAMPLER_ADDRESS_CLAMP_TO_EDGE,
                                       OCLC_SAMPLER_ADDRESS_CLAMP, OCLC_SAMPLER_ADDRESS_REPEAT,
                                       OCLC_SAMPLER_ADDRESS_MIRRORED_REPEAT};
    uint64_t bits = normalized_coords ? OCLC_SAMPLER_NORMALIZED : 0;
    if (addressing_mode >= 0x1130 && addressing_mode <= 0x1134) bits |= address[addressing_mode - 0x1130];
    bits |= filter_mode == 0x1141 ? OCLC_SAMPLER_FILTER_LINEAR : OCLC_SAMPLER_FILTER_NEAREST;
    return bits;
}
