/* Driver for run/overload-link.cl: calls the plain entry of each object
 * (oclc_calls from oclc's, clang_calls from clang's), each of which
 * calls the other's overloads, and checks the results with C. */
#include <stdint.h>
#include <stdio.h>

int oclc_calls(int i, float f, int *p, char c);
long clang_calls(int i, float f, int *p, char c);

int main(void)
{
    int checks = 0, fails = 0;
    uint32_t s = 5;
    for (int n = 0; n < 1000; n++) {
        s = s * 1664525u + 1013904223u;
        int i = (int)(s >> 20) - 2048;
        float f = (float)(int)(s % 1000) / 8.0f;
        char c = (char)(s >> 8);
        int p[4] = {i, i + 7, -i, 3};

        /* oclc's code, clang's twice(): 2i, 2f, (2f + 2f+2 + 2f+4 + 2f+6), 2 p[0] + p[1], 2c. */
        int want = 2 * i + (int)(2.0f * f) +
                   (int)(2.0f * f + (2.0f * f + 2.0f) + (2.0f * f + 4.0f) + (2.0f * f + 6.0f)) + (2 * p[0] + p[1]) +
                   2 * c;
        int got = oclc_calls(i, f, p, c);
        checks++;
        if (got != want && fails++ < 10)
            printf("MISMATCH oclc_calls(%d, %g, ..., %d) = %d, expected %d\n", i, f, c, got, want);

        /* clang's code, oclc's scale(): 3i+1, f/2, f*(1+2+3+4), 3c+1, then p[0..1] *= 3 and the sum of p. */
        long lw = (3L * i + 1) + (long)(f * 0.5f) + (long)(f * 1.0f + f * 2.0f + f * 3.0f + f * 4.0f) + (3L * c + 1);
        int q[4] = {p[0] * 3, p[1] * 3, p[2], p[3]};
        lw += (long)q[0] + q[1] + q[2] + q[3];
        long lg = clang_calls(i, f, p, c);
        checks++;
        if (lg != lw && fails++ < 10)
            printf("MISMATCH clang_calls(%d, %g, ..., %d) = %ld, expected %ld\n", i, f, c, lg, lw);
    }
    printf("overload-link: %d checks passed\n", checks - fails);
    return fails != 0;
}
