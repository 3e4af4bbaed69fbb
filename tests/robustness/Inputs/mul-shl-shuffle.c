/* Driver for llvm19-x86-mul-shl-shuffle.cl: each function's value lane by
 * lane in plain C.  f: v = (0, 1, 0, 1); v.zyxw *= c << (22, 0, 12, 17).
 * g: (c * (3, 0, 5, 0)).wzyx.  h: c * (3, 5). */
#include <stdint.h>
#include <stdio.h>

void f(uint64_t *r, const uint64_t *c);
void g(uint32_t *r, const uint32_t *c);
void h(uint64_t *r, const uint64_t *c);

static int wrong;

static void check(const char *fn, int i, uint64_t got, uint64_t want)
{
    if (got == want) return;
    wrong++;
    printf("%s lane %d: got %llx, want %llx\n", fn, i, (unsigned long long)got, (unsigned long long)want);
}

int main(void)
{
    static const unsigned sh[4] = {22, 0, 12, 17};
    for (uint64_t t = 1; t < 40; t += 3) {
        _Alignas(32) uint64_t c[4] = {t, t + 1, t + 2, t + 3}, r[4];
        uint64_t v[4] = {0, 1, 0, 1};
        static const int lane[4] = {2, 1, 0, 3}; /* .zyxw */
        for (int i = 0; i < 4; i++) v[lane[i]] *= c[i] << sh[i];
        f(r, c);
        for (int i = 0; i < 4; i++) check("f", i, r[i], v[i]);

        static const uint32_t k[4] = {3, 0, 5, 0};
        _Alignas(16) uint32_t c32[4] = {(uint32_t)t * 0x9e3779b9u, (uint32_t)t + 7, 0xffffffffu - (uint32_t)t,
                                        (uint32_t)t << 20},
                              r32[4];
        g(r32, c32);
        for (int i = 0; i < 4; i++) check("g", i, r32[i], (uint32_t)(c32[3 - i] * k[3 - i]));

        _Alignas(16) uint64_t c2[2] = {t * 0x9e3779b97f4a7c15ull, ~t}, r2[2];
        h(r2, c2);
        check("h", 0, r2[0], c2[0] * 3);
        check("h", 1, r2[1], c2[1] * 5);
    }
    printf("mul-shl-shuffle: %d wrong\n", wrong);
    return wrong != 0;
}
