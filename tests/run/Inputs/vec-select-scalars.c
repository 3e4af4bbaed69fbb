/* Driver for run/vec-select-scalars.cl: lane i is the second operand when
 * the condition's lane i has its sign bit set, the third otherwise; the
 * operands are converted to their common type the C way, without going
 * through int. */
#include <stdint.h>
#include <stdio.h>

void selects(const int8_t *c, int8_t a, uint8_t b, int16_t s, int8_t *o1, uint8_t *o2, int16_t *o3, const int16_t *sc);

static int fails;
static long lanes;

static void check(const char *what, int lane, long got, long want)
{
    lanes++;
    if (got != want && fails++ < 20) printf("MISMATCH %s lane %d: %ld, expected %ld\n", what, lane, got, want);
}

int main(void)
{
    uint32_t state = 99;
    for (int n = 0; n < 500; n++) {
        _Alignas(16) int8_t c[16], o1[16];
        _Alignas(16) uint8_t o2[16];
        _Alignas(16) int16_t sc[8], o3[8];
        for (int k = 0; k < 16; k++) {
            state = state * 1664525u + 1013904223u;
            c[k] = (int8_t)(state >> 24);
        }
        for (int k = 0; k < 8; k++) {
            state = state * 1664525u + 1013904223u;
            sc[k] = (int16_t)(state >> 16);
        }
        state = state * 1664525u + 1013904223u;
        int8_t a = (int8_t)(state >> 8);
        uint8_t b = (uint8_t)(state >> 16);
        int16_t s = (int16_t)state;
        selects(c, a, b, s, o1, o2, o3, sc);
        for (int k = 0; k < 16; k++) {
            int8_t want1 = c[k] < 0 ? a : (int8_t)(a + 1);
            if (k < 4) want1 = (int8_t)(c[k] < 0 ? b : (uint8_t)a);
            check("char16", k, o1[k], want1);
            check("uchar16", k, o2[k], c[k] < 0 ? (uint8_t)a : b);
        }
        for (int k = 0; k < 8; k++) check("short8", k, o3[k], sc[k] < 0 ? (int16_t)a : s);
    }
    printf("vec-select-scalars: 500 inputs, %ld lanes checked\n", lanes - fails);
    return fails != 0;
}
