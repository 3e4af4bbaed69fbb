/* Driver for cg-scalar-ops.cl: calls each OpenCL function over a table of
 * inputs and compares with a reference written here in plain C (the
 * definitions oclc gives to what C leaves undefined are spelled out in the
 * reference, with unsigned arithmetic where C would overflow).  Prints one
 * PASS/FAIL line per case and a summary. */
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int sdiv(int, int), srem(int, int);
unsigned udiv(unsigned, unsigned), urem(unsigned, unsigned);
long ldiv_(long, long), lrem(long, long);
signed char cdiv(signed char, signed char);
int shl(int, int), shr(int, int);
unsigned ushr(unsigned, unsigned);
long lshl(long, int);
signed char cshl(signed char, signed char);
int shl_assign(int, long);
int add_wraps(int, int), mul_wraps(int, int), neg_wraps(int), increment_is_greater(int);
int ftoi(float);
unsigned ftou(float);
signed char ftoc(float);
unsigned short dtous(double);
long dtol(double);
float ltof(long), ultof(unsigned long);
int sum_loop(int), classify(int), collatz(int), array_sum(int);
void scale(int *, int, int);
long distance(int *, int *);
int fib(int), short_circuit(int, int), lookup(int);
signed char char_wraps(signed char, int);
bool to_bool(float);
int from_bool(bool);

static int passed, failed;

/* One case: `bad` counts mismatches, the first one is shown. */
typedef struct Case {
    const char *name;
    int bad;
    char first[160];
} Case;
static void expect(Case *c, const char *what, long long got, long long want)
{
    if (got == want) return;
    if (!c->bad++) snprintf(c->first, sizeof c->first, "%s: got %lld, want %lld", what, got, want);
}
static void expectf(Case *c, const char *what, double got, double want)
{
    if (got == want || (isnan(got) && isnan(want))) return;
    if (!c->bad++) snprintf(c->first, sizeof c->first, "%s: got %a, want %a", what, got, want);
}
static void report(Case *c)
{
    if (c->bad) {
        printf("FAIL %s (%d mismatches; first %s)\n", c->name, c->bad, c->first);
        failed++;
    } else {
        printf("PASS %s\n", c->name);
        passed++;
    }
}

/* oclc's definitions: the divisor becomes 1 when it is 0 or when it would
 * overflow (MIN / -1). */
static long long ref_sdiv(long long a, long long b, long long min)
{
    if (b == 0 || (a == min && b == -1)) b = 1;
    return a / b;
}
static long long ref_srem(long long a, long long b, long long min)
{
    if (b == 0 || (a == min && b == -1)) b = 1;
    return a % b;
}
/* Saturating float -> integer, NaN -> 0. */
static long long ref_sat(double x, double lo, double hi)
{
    if (isnan(x)) return 0;
    if (x <= lo) return (long long)lo;
    if (x >= hi) return (long long)hi;
    return (long long)x;
}
static long ref_dtol(double x)
{
    if (isnan(x)) return 0;
    if (x >= 9223372036854775808.0) return LONG_MAX;
    if (x < -9223372036854775808.0) return LONG_MIN;
    return (long)x;
}

static const int ints[] = {0,  1,  -1, 2,   -2,   3,     7,       -7,      31,          32,
                           33, 63, 64, 100, -100, 12345, INT_MAX, INT_MIN, INT_MAX - 1, INT_MIN + 1};
#define NINTS (int)(sizeof ints / sizeof ints[0])
static const float floats[] = {0.0f,           -0.0f,         0.5f,          -0.5f,         1.5f,
                               -1.5f,          127.5f,        128.0f,        -128.5f,       -129.0f,
                               255.9f,         65535.5f,      2147483520.0f, 2147483648.0f, -2147483648.0f,
                               -2147483904.0f, 4294967040.0f, 4294967296.0f, 1e20f,         -1e20f,
                               9.3e18f,        -9.3e18f,      NAN,           -NAN,          INFINITY,
                               -INFINITY,      1e-30f};
#define NFLOATS (int)(sizeof floats / sizeof floats[0])

int main(void)
{
    Case c;
#define BEGIN(n)             \
    memset(&c, 0, sizeof c); \
    c.name = n
    BEGIN("division: x / 0 == x, MIN / -1 == MIN");
    for (int i = 0; i < NINTS; i++)
        for (int j = 0; j < NINTS; j++) {
            int a = ints[i], b = ints[j];
            expect(&c, "sdiv", sdiv(a, b), ref_sdiv(a, b, INT_MIN));
            expect(&c, "udiv", udiv(a, b), b ? (unsigned)a / (unsigned)b : (unsigned)a);
            expect(&c, "ldiv", ldiv_(a, b), ref_sdiv(a, b, LLONG_MIN));
            expect(&c, "ldiv min", ldiv_(LONG_MIN, b), ref_sdiv(LLONG_MIN, b, LLONG_MIN));
            expect(&c, "cdiv", cdiv(a, b), (signed char)ref_sdiv((signed char)a, (signed char)b, INT_MIN));
        }
    report(&c);
    BEGIN("remainder: x % 0 == 0, MIN % -1 == 0");
    for (int i = 0; i < NINTS; i++)
        for (int j = 0; j < NINTS; j++) {
            int a = ints[i], b = ints[j];
            expect(&c, "srem", srem(a, b), ref_srem(a, b, INT_MIN));
            expect(&c, "urem", urem(a, b), b ? (unsigned)a % (unsigned)b : 0);
            expect(&c, "lrem", lrem(LONG_MIN, b), ref_srem(LLONG_MIN, b, LLONG_MIN));
        }
    report(&c);
    BEGIN("shifts: count modulo the width");
    for (int i = 0; i < NINTS; i++)
        for (int j = 0; j < NINTS; j++) {
            int a = ints[i], b = ints[j];
            expect(&c, "shl", shl(a, b), (int)((unsigned)a << (b & 31)));
            expect(&c, "shr", shr(a, b), a >> (b & 31));
            expect(&c, "ushr", ushr(a, b), (unsigned)a >> (b & 31));
            expect(&c, "lshl", lshl(a, b), (long)((unsigned long)(long)a << (b & 63)));
            expect(&c, "cshl", cshl(a, b), (signed char)((unsigned)(signed char)a << ((signed char)b & 31)));
            expect(&c, "shl_assign", shl_assign(a, (long)((unsigned long)(unsigned)b << 32 | (unsigned)b)),
                   (int)((unsigned)a << (b & 31)));
        }
    report(&c);
    BEGIN("signed overflow wraps");
    for (int i = 0; i < NINTS; i++) {
        for (int j = 0; j < NINTS; j++) {
            int a = ints[i], b = ints[j];
            expect(&c, "add", add_wraps(a, b), (int)((unsigned)a + (unsigned)b));
            expect(&c, "mul", mul_wraps(a, b), (int)((unsigned)a * (unsigned)b));
        }
        expect(&c, "neg", neg_wraps(ints[i]), (int)(0u - (unsigned)ints[i]));
        expect(&c, "x + 1 > x", increment_is_greater(ints[i]), ints[i] != INT_MAX);
    }
    report(&c);
    BEGIN("float -> integer saturates, NaN -> 0");
    for (int i = 0; i < NFLOATS; i++) {
        float f = floats[i];
        expect(&c, "ftoi", ftoi(f), ref_sat(f, INT_MIN, INT_MAX));
        expect(&c, "ftou", ftou(f), ref_sat(f, 0, UINT_MAX));
        expect(&c, "ftoc", ftoc(f), ref_sat(f, SCHAR_MIN, SCHAR_MAX));
        expect(&c, "dtous", dtous(f), ref_sat(f, 0, USHRT_MAX));
        expect(&c, "dtol", dtol(f), ref_dtol(f));
    }
    report(&c);
    BEGIN("integer -> float rounds to nearest");
    for (int i = 0; i < NINTS; i++) {
        long l = (long)((unsigned long)(long)ints[i] * 0x100000001ul);
        expectf(&c, "ltof", ltof(l), (float)l);
        expectf(&c, "ultof", ultof((unsigned long)l), (float)(unsigned long)l);
    }
    report(&c);
    BEGIN("loops: for/while/do, break, continue");
    for (int n = -3; n < 80; n++) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            if (i % 3 == 0) continue;
            if (i > 50) break;
            s += i;
        }
        for (int j = n; j > 0; j -= 4) s ^= j;
        do s += 2;
        while (s < 10);
        expect(&c, "sum_loop", sum_loop(n), s);
    }
    report(&c);
    BEGIN("switch: cases, fall-through, default");
    for (int x = -5; x < 12; x++) {
        int r = 0;
        switch (x) {
        case 0: r = 100; /* fall through */
        case 1: r += 10; break;
        case 7:
        case 8: r = 78; break;
        case -3: r = -33; break;
        default: r = x * 2;
        }
        expect(&c, "classify", classify(x), r);
    }
    report(&c);
    BEGIN("goto");
    for (int n = 1; n < 40; n++) {
        int m = n, steps = 0;
        while (m > 1) {
            m = (m % 2) ? 3 * m + 1 : m / 2;
            steps++;
        }
        expect(&c, "collatz", collatz(n), steps);
    }
    report(&c);
    BEGIN("arrays: initializers, zero fill, 2-D");
    for (int k = -4; k < 20; k++) {
        int a[10] = {3, 1, 4, 1, 5};
        a[k & 7] += k;
        int b[3][2] = {{1, 2}, {k}};
        int s = 0;
        for (int i = 0; i < 10; i++) s += a[i] * (i + 1);
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 2; j++) s += (int)((unsigned)b[i][j] << i);
        expect(&c, "array_sum", array_sum(k), s);
    }
    for (int i = 0; i < 16; i++) expect(&c, "lookup", lookup(i), 1 << (i & 7));
    report(&c);
    BEGIN("pointers: arithmetic, comparison, difference");
    {
        int buf[12], want[12];
        for (int i = 0; i < 12; i++) buf[i] = want[i] = i * i - 5;
        scale(buf + 1, 9, 3);
        for (int i = 1; i < 10; i++) want[i] = want[i] * 3 + (i - 1);
        for (int i = 0; i < 12; i++) expect(&c, "scale", buf[i], want[i]);
        expect(&c, "distance", distance(buf + 2, buf + 9), 7);
        expect(&c, "distance back", distance(buf + 9, buf), -9);
    }
    report(&c);
    BEGIN("calls and recursion");
    {
        int f0 = 0, f1 = 1;
        for (int n = 0; n < 20; n++) {
            expect(&c, "fib", fib(n), f0);
            int t = f0 + f1;
            f0 = f1;
            f1 = t;
        }
    }
    report(&c);
    BEGIN("&& || ?: evaluate only what they must");
    for (int a = -1; a <= 1; a++)
        for (int b = -1; b <= 1; b++) {
            int calls = 0, r = 0;
            r += a && (calls++, b);
            r += 2 * (a || (calls++, b));
            calls++;
            r += 4 * (a ? b : (calls++, -1));
            expect(&c, "short_circuit", short_circuit(a, b), r * 10 + calls);
        }
    report(&c);
    BEGIN("char arithmetic wraps on the way back; bool");
    for (int i = 0; i < NINTS; i++) {
        signed char ch = (signed char)ints[i];
        int k = ints[(i + 3) % NINTS];
        signed char w = (signed char)(ch + (unsigned)k);
        w = (signed char)(w * 3);
        expect(&c, "char_wraps", char_wraps(ch, k), w);
    }
    for (int i = 0; i < NFLOATS; i++) expect(&c, "to_bool", to_bool(floats[i]), floats[i] != 0 || isnan(floats[i]));
    expect(&c, "from_bool", from_bool(true), 2);
    expect(&c, "from_bool", from_bool(false), 0);
    report(&c);
    printf("cases: %d passed, %d failed\n", passed, failed);
    return failed != 0;
}
