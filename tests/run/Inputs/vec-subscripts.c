/* Driver for run/vec-subscripts.cl: vectors are arrays of lanes (a
 * 3-component vector has 4 slots, the fourth its padding); a run-time
 * index i selects lane i & (vec_step - 1); lane 3 of a 3-component vector
 * reads 0 and is never written. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

void reads(const int32_t *a, const int32_t *b, const int32_t *c, const int32_t *d, const int32_t *e, const int32_t *idx,
           int32_t *out);
void writes(int32_t *a, int32_t *b, int32_t *c, int32_t *d, int32_t *e, int i, int j, int x);
void in_place(float *f, int64_t *g, int i, float x);

static int fails;
static long values;

static void check(const char *what, int k, double got, double want)
{
    values++;
    if (got != want && fails++ < 20) printf("MISMATCH %s [%d]: %g, expected %g\n", what, k, got, want);
}

static void check64(const char *what, int k, int64_t got, int64_t want)
{
    values++;
    if (got != want && fails++ < 20)
        printf("MISMATCH %s [%d]: %lld, expected %lld\n", what, k, (long long)got, (long long)want);
}

static uint32_t state = 4242;
static uint32_t next(void)
{
    state = state * 1664525u + 1013904223u;
    return state;
}

static int32_t get(const int32_t *v, int lanes, int i)
{
    int step = lanes == 3 ? 4 : lanes, l = i & (step - 1);
    return l < lanes ? v[l] : 0;
}
static void put(int32_t *v, int lanes, int i, int32_t x)
{
    int step = lanes == 3 ? 4 : lanes, l = i & (step - 1);
    if (l < lanes) v[l] = x;
}

int main(void)
{
    static const int lanes[5] = {2, 3, 4, 8, 16};
    for (int n = 0; n < 4000; n++) {
        _Alignas(64) int32_t v[5][16];
        for (int t = 0; t < 5; t++)
            for (int k = 0; k < 16; k++) v[t][k] = (int32_t)next();
        int32_t idx[16], out[81];
        for (int k = 0; k < 16; k++) idx[k] = k < 4 ? k : (int32_t)next() >> (next() % 31);
        reads(v[0], v[1], v[2], v[3], v[4], idx, out);
        for (int t = 0; t < 5; t++)
            for (int k = 0; k < 16; k++) check("reads", t * 16 + k, out[t * 16 + k], get(v[t], lanes[t], idx[k]));
        check("reads const", 80, out[80], (int32_t)((uint32_t)v[0][1] + v[1][2] + v[2][3] + v[3][7] + v[4][15]));

        int i = (int32_t)next() >> (next() % 31), j = (int32_t)next() >> (next() % 31), x = (int32_t)next();
        int32_t want[5][16];
        memcpy(want, v, sizeof want);
        for (int t = 0; t < 5; t++) {
            put(want[t], lanes[t], i, x);
            put(want[t], lanes[t], j, (int32_t)((uint32_t)get(want[t], lanes[t], j) + 1u));
            want[t][0] = (int32_t)((uint32_t)want[t][0] * 2u);
        }
        writes(v[0], v[1], v[2], v[3], v[4], i, j, x);
        for (int t = 0; t < 5; t++)
            for (int k = 0; k < lanes[t]; k++) check("writes", t * 16 + k, v[t][k], want[t][k]);

        _Alignas(64) float f[16], wf[16];
        _Alignas(32) int64_t g[8], wg[8];
        for (int k = 0; k < 16; k++) f[k] = wf[k] = (float)(int32_t)(next() >> 8) / 256.0f;
        for (int k = 0; k < 8; k++) g[k] = wg[k] = (int64_t)next() << 20 | next();
        float fx = (float)(next() % 100) / 8.0f;
        int l16 = i & 15, l4 = i & 3;
        wf[l16] = wf[l16] * fx + wf[15];
        wg[4 + l4] -= wg[l4];
        in_place(f, g, i, fx);
        for (int k = 0; k < 16; k++) check("in_place float16", k, f[k], wf[k]);
        for (int k = 0; k < 8; k++) check64("in_place long4", k, g[k], wg[k]);
    }
    printf("vec-subscripts: 4000 cases, %ld values checked\n", values - fails);
    return fails != 0;
}
