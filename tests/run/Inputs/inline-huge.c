/* Driver for run/inline-huge.cl: two_convs (two 3x3 convolutions of an
 * image, clamped at its edges, and unless SMALL, 512 mixing steps of a
 * seed) against a reference written here.  The arithmetic is exact in
 * float (the kernel's weights are powers of two and the pixels small
 * integers), so the comparison is for equality.  Prints "MISMATCH" on any
 * difference and a summary line. */
#include <stdint.h>
#include <stdio.h>

void two_convs(const float *img, int w, int h, int x, int y, uint32_t *seed, float *out);

static long checks, mismatches;

static int clampi(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

static void ref_conv(const float *img, int w, int h, int x, int y, float acc[4])
{
    static const float k[3][3] = {{0.0625f, 0.125f, 0.0625f}, {0.125f, 0.25f, 0.125f}, {0.0625f, 0.125f, 0.0625f}};
    for (int c = 0; c < 4; c++) acc[c] = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            const float *p = img + 4 * (clampi(y + dy, 0, h - 1) * w + clampi(x + dx, 0, w - 1));
            for (int c = 0; c < 4; c++) acc[c] += k[dy + 1][dx + 1] * p[c];
        }
}

int main(void)
{
    enum { W = 7, H = 5 };
    static float img[W * H * 4];
    for (int i = 0; i < W * H * 4; i++) img[i] = (float)((i * 37) % 23) - 11.0f;
    uint32_t x0 = 0x12345678u, y0 = 0x9abcdef0u;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            _Alignas(16) float got[4];
            uint32_t seed[2] = {x0 + (uint32_t)x, y0 ^ (uint32_t)y};
            two_convs(img, W, H, x, y, seed, got);
            float a[4], b[4];
            ref_conv(img, W, H, x, y, a);
            ref_conv(img, W, H, x + 1, y, b);
            for (int c = 0; c < 4; c++) {
                float v = a[c] - 2.0f * b[c];
                float want = v * (float)W + (float)(c + 1) / ((float)W + 1.0f);
                checks++;
                if (got[c] != want && mismatches++ < 20)
                    printf("MISMATCH at (%d, %d) lane %d: %a, want %a\n", x, y, c, got[c], want);
            }
#ifndef SMALL
            uint32_t s = x0 + (uint32_t)x, t = y0 ^ (uint32_t)y;
            for (int i = 0; i < 512; i++) {
                s = (s ^ (t >> 7)) * 0x9E3779B1u + t;
                t = ((t << 13) | (t >> 19)) ^ s;
            }
            checks++;
            if ((seed[0] != s || seed[1] != t) && mismatches++ < 20) printf("MISMATCH seed at (%d, %d)\n", x, y);
#endif
        }
    printf("inline-huge: %ld checks passed\n", checks - mismatches);
    return mismatches != 0;
}
