/* Driver for run/integer-literals-ll.cl: the same literals and
 * expressions, as C's long long on the host (64 bits, as OpenCL's long). */
#include <stdio.h>

long long_max(void);
long long_min(void);
unsigned long ulong_max(void);
unsigned long ulong_big(void);
long mixed(long x);
unsigned long umixed(unsigned long x);
int shifted(void);
int sign_of(void);
int usign_of(void);
int size_of(void);

static int checks, fails;

static void check(const char *what, unsigned long long got, unsigned long long want)
{
    checks++;
    if (got != want && fails++ < 10) printf("MISMATCH %s: %#llx, expected %#llx\n", what, got, want);
}

int main(void)
{
    check("long_max", (unsigned long long)long_max(), (unsigned long long)0x7FFFFFFFFFFFFFFFLL);
    check("long_min", (unsigned long long)long_min(), (unsigned long long)(-0x7FFFFFFFFFFFFFFFLL - 1LL));
    check("ulong_max", ulong_max(), 0xFFFFFFFFFFFFFFFFULL);
    check("ulong_big", ulong_big(), 0x8000000000000000ULL);
    check("mixed", (unsigned long long)mixed(-123456789012345LL),
          (unsigned long long)(-123456789012345LL * 3LL + 7ll - 0x10LL));
    check("umixed", umixed(0xF00000000000000FULL), 0xF00000000000000FULL * 5ULL + 11llu);
    check("shifted", (unsigned long long)shifted(), (unsigned long long)(int)((1ULL << 63) >> 62));
    check("sign_of", (unsigned long long)sign_of(), -1LL < 0);
    check("usign_of", (unsigned long long)usign_of(), -1ULL > 0);
    check("size_of", (unsigned long long)size_of(), 16);
    printf("integer-literals-ll: %d checks passed\n", checks - fails);
    return fails != 0;
}
