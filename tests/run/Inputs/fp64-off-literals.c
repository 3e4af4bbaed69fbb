/* Driver for run/fp64-off-literals.cl: argv[1] is "float" (the object was
 * compiled without fp64, literals are floats) or "double" (literals are
 * doubles).  Both references are plain C. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

float scale(float x);
float third(float x);

static float ref_scale_f(float x) { return x * 0.1f; }
static float ref_scale_d(float x) { return (float)((double)x * 0.1); }
static float ref_third_f(float x) { return x / 3.0f + 1e-3f; }
static float ref_third_d(float x) { return (float)((double)x / 3.0 + 1e-3); }

static uint32_t bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

int main(int argc, char **argv)
{
    int as_float = argc > 1 && strcmp(argv[1], "float") == 0;
    uint32_t state = 12345;
    int checks = 0, fails = 0, telling = 0;
    for (int i = 0; i < 10000; i++) {
        state = state * 1664525u + 1013904223u;
        float x = (float)(state >> 8) / 4096.0f - 2048.0f;
        float want1 = as_float ? ref_scale_f(x) : ref_scale_d(x);
        float want2 = as_float ? ref_third_f(x) : ref_third_d(x);
        float got1 = scale(x), got2 = third(x);
        telling += bits(ref_scale_f(x)) != bits(ref_scale_d(x));
        telling += bits(ref_third_f(x)) != bits(ref_third_d(x));
        checks += 2;
        if (bits(got1) != bits(want1)) {
            if (fails++ < 20) printf("MISMATCH scale(%a) = %a, expected %a\n", x, got1, want1);
        }
        if (bits(got2) != bits(want2)) {
            if (fails++ < 20) printf("MISMATCH third(%a) = %a, expected %a\n", x, got2, want2);
        }
    }
    printf("fp64-off-literals: %d checks passed, %d inputs tell float from double\n", checks - fails, telling);
    return fails != 0;
}
