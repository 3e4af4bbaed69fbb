/* Driver for vector-division-constant-zero-lane.cl: computes each lane of
 * oclc's division rule (x / 0 == x, x % 0 == 0, MIN / -1 == MIN,
 * MIN % -1 == 0) with C's own operators and compares with the kernels. */
#include <limits.h>
#include <stdio.h>

void div_literal(int *r, const int *x);
void rem_literal(int *r, const int *x);
void div_local(int *r, const int *x);
void div_select(signed char *r, const signed char *x, const signed char *c);
void udiv_literal(unsigned *r, const unsigned *x);

static int checked, wrong;
static void check(const char *what, int lane, long long got, long long want)
{
    checked++;
    if (got != want) {
        wrong++;
        printf("FAIL %s lane %d: got %lld, want %lld\n", what, lane, got, want);
    }
}
static long long sdiv(long long x, long long d, long long min) { return d == 0 || (x == min && d == -1) ? x : x / d; }
static long long srem(long long x, long long d, long long min) { return d == 0 || (x == min && d == -1) ? 0 : x % d; }

int main(void)
{
    static const int xs[][4] = {{100, 100, 100, 100}, {INT_MIN, INT_MIN, INT_MIN, INT_MIN}, {-7, 9, 0, INT_MAX}};
    for (int t = 0; t < 3; t++) {
        int r[4];
        const int d1[4] = {7, 0, -1, 3}, d2[4] = {0, 5, -1, 0};
        div_literal(r, xs[t]);
        for (int i = 0; i < 4; i++) check("x / (7, 0, -1, 3)", i, r[i], sdiv(xs[t][i], d1[i], INT_MIN));
        rem_literal(r, xs[t]);
        for (int i = 0; i < 4; i++) check("x % (7, 0, -1, 3)", i, r[i], srem(xs[t][i], d1[i], INT_MIN));
        div_local(r, xs[t]);
        for (int i = 0; i < 4; i++) check("x / local (0, 5, -1, 0)", i, r[i], sdiv(xs[t][i], d2[i], INT_MIN));
    }
    static const signed char lit[16] = {1, -1, 127, 127, 0, -85, 127, 42, 16, 127, -128, -128, 32, -128, 6, -24};
    for (int t = 0; t < 4; t++) {
        signed char x[16], c[16], r[16];
        for (int i = 0; i < 16; i++) {
            x[i] = (signed char)(t == 1 ? -128 : 37 * i + 11 * t - 60);
            c[i] = (signed char)(t == 2 ? (i & 1 ? -1 : 0) : t == 3 ? -128 : 0);
        }
        div_select(r, x, c);
        for (int i = 0; i < 16; i++) {
            /* The vector ?: selects by the sign bit of each lane of c. */
            int d = c[i] < 0 ? x[i] : lit[i];
            check("char16 x / (c ? x : literal)", i, r[i], sdiv(x[i], d, SCHAR_MIN));
        }
    }
    static const unsigned ux[4] = {10, 10, 0xffffffffu, 0xfffffffeu}, ud[4] = {0, 3, 0, 0xffffffffu};
    unsigned ur[4];
    udiv_literal(ur, ux);
    for (int i = 0; i < 4; i++) check("uint x / (0, 3, 0, UINT_MAX)", i, ur[i], ud[i] ? ux[i] / ud[i] : ux[i]);
    printf("vector division: %d lanes checked, %d wrong\n", checked, wrong);
    return wrong != 0;
}
