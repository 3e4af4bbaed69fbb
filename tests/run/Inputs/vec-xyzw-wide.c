/* Driver for run/vec-xyzw-wide.cl: .x .y .z .w and .r .g .b .a are lanes
 * 0, 1, 2, 3 of an 8- or 16-lane vector; each expected lane is built here
 * from plain arrays. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

void wide8(const float *in, float *out);
void wide16(const int32_t *in, int32_t *out);

static int fails;
static long lanes;

static void check(const char *what, int lane, double got, double want)
{
    lanes++;
    if (got != want && fails++ < 20) printf("MISMATCH %s lane %d: %g, expected %g\n", what, lane, got, want);
}

int main(void)
{
    uint32_t state = 77;
    for (int n = 0; n < 200; n++) {
        _Alignas(32) float v[8], out8[3][8];
        _Alignas(64) int32_t iv[16], out16[2][16];
        for (int k = 0; k < 8; k++) {
            state = state * 1664525u + 1013904223u;
            v[k] = (float)(int32_t)(state >> 12) / 64.0f;
        }
        for (int k = 0; k < 16; k++) {
            state = state * 1664525u + 1013904223u;
            iv[k] = (int32_t)state;
        }
        wide8(v, &out8[0][0]);
        float e0[8] = {v[3], v[2], v[1], v[0], v[3], v[2], v[4] + v[0], v[5] + v[1]};
        float e1[8];
        memcpy(e1, v, sizeof e1);
        e1[0] = v[1] * 2.0f;
        e1[2] = v[3] * 2.0f;
        e1[3] = v[7];
        e1[2] += 1.0f;
        e1[1] += 2.0f;
        float e2[8] = {v[0] + v[4], v[1], v[1], v[1], v[1], v[3], v[7], v[0]};
        for (int k = 0; k < 8; k++) {
            check("wide8[0]", k, out8[0][k], e0[k]);
            check("wide8[1]", k, out8[1][k], e1[k]);
            check("wide8[2]", k, out8[2][k], e2[k]);
        }
        wide16(iv, &out16[0][0]);
        int32_t f0[16] = {iv[0],  iv[1],  iv[2],  iv[3],  iv[3],  iv[2],  iv[1], iv[0],
                          iv[15], iv[14], iv[13], iv[12], iv[11], iv[10], iv[9], iv[8]};
        int32_t f1[16];
        memcpy(f1, iv, sizeof f1);
        f1[3] = iv[14];
        f1[0] = iv[15];
        f1[1] = (int32_t)((uint32_t)f1[1] + 1u);
        f1[0] ^= iv[1];
        f1[1] ^= iv[2];
        f1[2] ^= iv[3];
        for (int k = 0; k < 16; k++) {
            check("wide16[0]", k, out16[0][k], f0[k]);
            check("wide16[1]", k, out16[1][k], f1[k]);
        }
    }
    printf("vec-xyzw-wide: 200 inputs, %ld lanes checked\n", lanes - fails);
    return fails != 0;
}
