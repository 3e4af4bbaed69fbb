/* Driver for run/vec-literal-cast.cl: every lane of each result is the
 * scalar cast, computed here with C's conversions (the floating values
 * stay inside the range where C's float-to-int conversion is defined). */
#include <stdint.h>
#include <stdio.h>

void casts(int8_t *c, uint8_t *u, int16_t *s, double *d, float *f, int32_t *i3, int x, float y);

static int fails;
static long lanes;

static void check(const char *what, int lane, double got, double want, int x, float y)
{
    lanes++;
    if (got != want && fails++ < 20)
        printf("MISMATCH %s lane %d for x=%d y=%g: %g, expected %g\n", what, lane, x, y, got, want);
}

int main(void)
{
    uint32_t state = 2024;
    for (int n = 0; n < 1000; n++) {
        state = state * 1664525u + 1013904223u;
        int x = (int)state;
        float y = (float)(int32_t)(state >> 3) / 1024.0f - 100000.0f;
        _Alignas(16) int8_t c[2];
        _Alignas(16) uint8_t u[4];
        _Alignas(16) int16_t s[8];
        _Alignas(128) double d[16];
        _Alignas(16) float f[4];
        _Alignas(16) int32_t i3[4] = {0, 0, 0, 0x5a5a5a5a};
        casts(c, u, s, d, f, i3, x, y);
        for (int k = 0; k < 2; k++) check("char2", k, c[k], (int8_t)x, x, y);
        for (int k = 0; k < 4; k++) check("uchar4", k, u[k], (uint8_t)((uint8_t)x + (uint8_t)(x >> 8)), x, y);
        for (int k = 0; k < 8; k++) check("short8", k, s[k], (int16_t)(int)((unsigned)x * 3u), x, y);
        for (int k = 0; k < 16; k++) check("double16", k, d[k], (double)y, x, y);
        for (int k = 0; k < 4; k++) check("float4", k, f[k], (float)(int)y, x, y);
        for (int k = 0; k < 3; k++) check("int3", k, i3[k], (int)y, x, y);
    }
    printf("vec-literal-cast: 1000 inputs, %ld lanes checked\n", lanes - fails);
    return fails != 0;
}
