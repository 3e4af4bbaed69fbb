/* Driver for run/scalar-loops.cl: calls each OpenCL C function compiled by
 * oclc and compares it with a plain C reference written independently here.
 * Prints one line per case, "MISMATCH" on any difference, and a summary. */
#include <stdint.h>
#include <stdio.h>

/* The OpenCL C functions (uint = uint32_t, long = int64_t). */
int sum_to(int n);
uint32_t collatz_steps(uint32_t n);
int count_primes(int n);
int64_t factorial_mod(int n, int64_t m);
uint32_t hash_steps(uint32_t x, int k);
float horner(float x, int n);

static int ref_sum_to(int n) { return n < 1 ? 0 : n * (n + 1) / 2; }

static uint32_t ref_collatz_steps(uint32_t n)
{
    uint32_t steps = 0;
    for (; n > 1; steps++) n = n % 2 ? 3 * n + 1 : n / 2;
    return steps;
}

static int ref_count_primes(int n)
{
    static char composite[100000];
    int count = 0;
    for (int i = 2; i < n; i++) {
        if (composite[i]) continue;
        count++;
        for (int j = 2 * i; j < n; j += i) composite[j] = 1;
    }
    for (int i = 0; i < n; i++) composite[i] = 0;
    return count;
}

static int64_t ref_factorial_mod(int n, int64_t m)
{
    int64_t r = 1 % m;
    for (int i = 2; i <= n; i++) r = r * i % m;
    return r;
}

static uint32_t ref_hash_steps(uint32_t x, int k)
{
    uint64_t h = x;
    for (int i = 0; i < k; i++) h = (h * 2654435761u + 0x9e3779b9u) & 0xffffffffu;
    return (uint32_t)h;
}

static float ref_horner(float x, int n)
{
    float acc = 0.0f;
    for (int i = n; i >= 0; i--) acc = acc * x + (float)i;
    return acc;
}

static int checks, failures;

static void check_i64(const char *what, long long got, long long want)
{
    checks++;
    if (got != want) failures++;
    printf("%s = %lld, reference %lld%s\n", what, got, want, got == want ? "" : "  MISMATCH");
}

int main(void)
{
    char what[64];
    for (int n = 0; n <= 100; n += 25) {
        snprintf(what, sizeof what, "sum_to(%d)", n);
        check_i64(what, sum_to(n), ref_sum_to(n));
    }
    for (uint32_t n = 1; n <= 30; n += 7) {
        snprintf(what, sizeof what, "collatz_steps(%u)", n);
        check_i64(what, collatz_steps(n), ref_collatz_steps(n));
    }
    for (int n = 2; n <= 2000; n *= 3) {
        snprintf(what, sizeof what, "count_primes(%d)", n);
        check_i64(what, count_primes(n), ref_count_primes(n));
    }
    for (int n = 1; n <= 25; n += 6) {
        snprintf(what, sizeof what, "factorial_mod(%d, 1000000007)", n);
        check_i64(what, factorial_mod(n, 1000000007), ref_factorial_mod(n, 1000000007));
    }
    for (int k = 0; k <= 40; k += 10) {
        snprintf(what, sizeof what, "hash_steps(12345, %d)", k);
        check_i64(what, hash_steps(12345u, k), ref_hash_steps(12345u, k));
    }
    for (int n = 0; n <= 6; n += 2) {
        float got = horner(2.0f, n), want = ref_horner(2.0f, n);
        snprintf(what, sizeof what, "horner(2.0f, %d) (bits)", n);
        union {
            float f;
            uint32_t u;
        } g = {got}, w = {want};
        check_i64(what, g.u, w.u);
    }
    if (failures)
        printf("scalar-loops: %d of %d checks failed\n", failures, checks);
    else
        printf("scalar-loops: %d checks passed\n", checks);
    return failures != 0;
}
