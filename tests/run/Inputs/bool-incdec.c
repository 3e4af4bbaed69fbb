/* Driver for run/bool-incdec.cl: the same operations on C's _Bool. */
#include <stdbool.h>
#include <stdio.h>

int step(bool *b, int op);
int toggles(int start, int n);

static int ref_step(bool *b, int op)
{
    switch (op) {
    case 0: return ++*b;
    case 1: return --*b;
    case 2: return (*b)++;
    default: return (*b)--;
    }
}

int main(void)
{
    int checks = 0, fails = 0;
    for (int op = 0; op < 4; op++)
        for (int start = 0; start < 2; start++) {
            bool b = start, rb = start;
            int got = step(&b, op), want = ref_step(&rb, op);
            checks += 2;
            if (got != want && fails++ < 10)
                printf("MISMATCH op %d on %d: result %d, expected %d\n", op, start, got, want);
            if (b != rb && fails++ < 10) printf("MISMATCH op %d on %d: new value %d, expected %d\n", op, start, b, rb);
        }
    for (int start = 0; start < 2; start++)
        for (int n = 0; n < 4; n++) {
            bool rb = start;
            for (int i = 0; i < n; i++) rb--;
            int got = toggles(start, n);
            checks++;
            if (got != rb && fails++ < 10) printf("MISMATCH toggles(%d, %d) = %d, expected %d\n", start, n, got, rb);
        }
    printf("bool-incdec: %d checks passed\n", checks - fails);
    return fails != 0;
}
