/* Driver for run/statement-expressions.cl: the same functions, compiled
 * here as GNU C with ref_ names, against oclc's. */
#include <stdint.h>
#include <stdio.h>

#define SE(name) ref_##name
#include "statement-expressions.h"

int max3(int a, int b, int c);
int sum_until(int n, int stop);
int early(int x);
int sort2(int a, int b);
int nested(int x);
int labelled(int x);

int main(void)
{
    int checks = 0, fails = 0;
    uint32_t s = 12;
#define NEXT() (s = s * 1664525u + 1013904223u, (int)(s >> 20) - 2048)
#define CHECK(call, ref)                                                                             \
    do {                                                                                             \
        int got = (call), want = (ref);                                                              \
        checks++;                                                                                    \
        if (got != want && fails++ < 10) printf("MISMATCH %s: %d, expected %d\n", #call, got, want); \
    } while (0)
    for (int n = 0; n < 1000; n++) {
        int a = NEXT(), b = NEXT(), c = NEXT();
        CHECK(max3(a, b, c), ref_max3(a, b, c));
        CHECK(sum_until(n % 40, a & 31), ref_sum_until(n % 40, a & 31));
        CHECK(early(a), ref_early(a));
        CHECK(sort2(a, b), ref_sort2(a, b));
        CHECK(nested(c), ref_nested(c));
        CHECK(labelled(b), ref_labelled(b));
    }
    printf("statement-expressions: %d checks passed\n", checks - fails);
    return fails != 0;
}
