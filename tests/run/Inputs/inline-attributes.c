/* Driver of tests/run/inline-attributes.cl: its functions against C. */
#include <stdint.h>
#include <stdio.h>

int calc_poly(int x);
uint32_t calc_fold(uint32_t x);
float calc_scale(float x);
void all(int *out, int x);

static int poly(int x) { return (int)((unsigned)x * (unsigned)x * 3u - (unsigned)x * 7u + 11u); }
static uint32_t fold(uint32_t x)
{
    uint32_t h = x;
    for (int i = 0; i < 16; i++) h = (h ^ (h >> 7)) * 0x9E3779B1u + (uint32_t)i;
    return h;
}
static float scale(float x, float s) { return x * s + 0.5f; }

int main(void)
{
    int passed = 0, failed = 0;
    for (int x = -300; x < 300; x++) {
        int want[5] = {(int)((unsigned)poly(x) + (unsigned)poly(x + 1)),
                       (int)(fold((uint32_t)x) ^ fold((uint32_t)x + 1u)), 0, 0, 0};
        float ws = scale((float)x, 3.0f) - scale((float)x, 0.25f);
        int got_p = calc_poly(x);
        uint32_t got_f = calc_fold((uint32_t)x);
        float got_s = calc_scale((float)x);
        int out[3];
        all(out, x);
        int ok[5] = {got_p == want[0], (int)got_f == want[1], got_s == ws, out[0] == want[0] && out[1] == want[1],
                     out[2] == (int)(ws * 4.0f)};
        for (int i = 0; i < 5; i++) {
            if (ok[i])
                passed++;
            else if (++failed <= 20)
                printf("MISMATCH x=%d check %d\n", x, i);
        }
    }
    printf("inline-attributes: %d checks passed, %d failed\n", passed, failed);
    return failed != 0;
}
