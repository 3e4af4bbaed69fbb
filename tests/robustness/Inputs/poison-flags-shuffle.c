/* Driver for llvm19-x86-poison-flags-shuffle.cl: f lane by lane in plain C. */
#include <stdint.h>
#include <stdio.h>

void k(uint16_t *r, const uint16_t *b, const uint16_t *c, unsigned n);

enum { N = 4096 };

int main(void)
{
    static _Alignas(16) uint16_t b[2 * N], c[2 * N], r[2 * N];
    uint32_t x = 12345;
    for (int i = 0; i < 2 * N; i++) {
        x = x * 1103515245u + 12345u;
        b[i] = (uint16_t)(x >> 8);
        c[i] = (uint16_t)(x >> 15);
    }
    k(r, b, c, N);
    static const uint16_t other[2] = {23, 65535}, mod[2] = {23, 63};
    int wrong = 0;
    for (int i = 0; i < N; i++)
        for (int l = 0; l < 2; l++) {
            uint16_t sel = (c[2 * i + l] & 0x8000) ? b[2 * i + l] : other[l]; /* vector ?: tests the MSB */
            uint16_t v = (uint16_t)-(sel % mod[l]);
            v = l == 0 ? (uint16_t)(v + 127) : (uint16_t)(v ^ 0x8000);
            if (r[2 * i + l] != v && wrong++ < 5)
                printf("element %d lane %d: got %04x, want %04x\n", i, l, r[2 * i + l], v);
        }
    printf("poison-flags-shuffle: %d wrong\n", wrong);
    return wrong != 0;
}
