/* Driver for record-values.cl: the same program (record-values.h) compiled
 * by cc, run beside the kernel; every value must agree. */
#include <stdio.h>

#define CONSTANT       static const
#define GLOBAL         static
#define PRIVATE_PTR(t) t *
#define OUT_PTR        int *
#include "record-values.h"

void values(int *out, int seed);

int main(void)
{
    int passed = 0, failed = 0;
    for (int round = 0; round < 2; round++)
        for (int seed = 0; seed < 5; seed++) {
            int want[64], got[64];
            for (int i = 0; i < 64; i++) want[i] = got[i] = -2;
            program(want, seed);
            values(got, seed);
            for (int i = 0; i < 64 && (i == 0 || want[i - 1] != -1); i++) {
                if (want[i] == got[i]) {
                    passed++;
                    continue;
                }
                failed++;
                printf("FAIL seed %d, value %d: oclc %d, cc %d\n", seed, i, got[i], want[i]);
            }
        }
    printf("record-values: %d checks passed, %d failed\n", passed, failed);
    return failed != 0;
}
