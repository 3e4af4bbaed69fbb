/* Driver for run/array-address-spaces.cl: calls the kernels as the C
 * functions they also are and checks each value against plain C. */
#include <stdio.h>

void rows(float (*a)[3], float *out, int n);
void through_local(const float *in, float *out);

int main(void)
{
    int checks = 0, fails = 0;
    float a[16][3], out[16];
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 3; j++) a[i][j] = (float)(i * 3 + j) * 0.5f - 7.0f;
    rows(a, out, 16);
    for (int i = 0; i < 16; i++, checks++) {
        float want = a[i][0] + 2.0f * a[i][1] + 3.0f * a[i][2];
        if (out[i] != want && fails++ < 10) printf("MISMATCH rows[%d] = %g, expected %g\n", i, out[i], want);
    }
    float in[8], o[8], s[8];
    for (int j = 0; j < 8; j++) in[j] = (float)(j * j) - 3.5f;
    through_local(in, o);
    for (int j = 0; j < 8; j++) s[j] = in[j] * (float)(j + 1);
    for (int j = 0; j < 8; j++, checks++) {
        float want = s[7 - j] + s[j];
        if (o[j] != want && fails++ < 10) printf("MISMATCH through_local[%d] = %g, expected %g\n", j, o[j], want);
    }
    printf("array-address-spaces: %d checks passed\n", checks - fails);
    return fails != 0;
}
