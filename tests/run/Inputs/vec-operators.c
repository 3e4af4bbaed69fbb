/* Driver for vec-operators.cl: the same type table, expanded here into one
 * test function per vector type.  Inputs are edge values (0, 1, -1, the
 * type's minimum and maximum, NaN, infinities, -0.0 ...) spread over the
 * lanes, then pseudo-random values, over several rounds so that 2-lane
 * vectors see them all.  Each expected lane is computed in plain C:
 * integer arithmetic in the unsigned type of the same width (wrap-around),
 * division by the rule of docs/semantics.md (x / 0 == x, x % 0 == 0,
 * MIN / -1 == MIN, MIN % -1 == 0), shift counts modulo the element width,
 * relational results -1/0, ?: on the sign bit of the condition lane, and
 * swizzles by lane lists (.lo/.hi/.even/.odd of a 3-component vector treat
 * it as 4 lanes whose fourth reads 0 and is never written).
 *
 * Vectors pass as arrays of lanes aligned to the vector's size; a
 * 3-component vector occupies 4 slots, and the fourth must keep the bytes
 * it had before the call. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int failed;
static long lanes_checked;
static char first_failure[256];

static void fail(const char *type, const char *what, int lane, const char *detail)
{
    if (!failed++) snprintf(first_failure, sizeof first_failure, "%s %s lane %d: %s", type, what, lane, detail);
    printf("FAIL %s %s lane %d: %s\n", type, what, lane, detail);
}

/* ---- per element type: C types, limits, comparison ---- */

typedef signed char char_t;
typedef unsigned char uchar_t;
typedef unsigned short ushort_t;
typedef unsigned int uint_t;
typedef unsigned long ulong_t;

/* A generous pseudo-random source, identical on every run. */
static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next_random(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

/* Integer edge values as 64-bit patterns; truncation gives each type's. */
static const int64_t int_edges[] = {0,          1,         -1,       2,          -2,
                                    7,          8,         9,        31,         32,
                                    33,         63,        64,       65,         127,
                                    128,        -128,      -129,     255,        256,
                                    32767,      -32768,    65535,    0x7fffffff, -0x7fffffff - 1,
                                    0xffffffff, INT64_MAX, INT64_MIN};
static const double fp_edges[] = {0.0,    -0.0,  1.0,     -1.0,     0.5,       -2.5, 3.0,   1e30,
                                  -1e-30, 1e-45, 65504.0, INFINITY, -INFINITY, NAN,  1e300, -7.0};

/* Value k of round `round` for a lane: edges first, then random. */
static int64_t int_value(int round, int lane, int salt)
{
    int k = round * 16 + lane + salt * 5;
    size_t ne = sizeof int_edges / sizeof *int_edges;
    if ((size_t)k < ne * 2) return int_edges[(size_t)(k * 7 + salt) % ne];
    return (int64_t)next_random();
}
static double fp_value(int round, int lane, int salt)
{
    int k = round * 16 + lane + salt * 3;
    size_t ne = sizeof fp_edges / sizeof *fp_edges;
    if ((size_t)k < ne * 2) return fp_edges[(size_t)(k * 5 + salt) % ne];
    return ldexp((double)(int64_t)next_random() / 9.2233720368547758e18, (int)(next_random() % 40) - 20);
}

/* Swizzle lane lists, as 1.1.7 defines them; -1 is the padding lane. */
static int half_lanes(int n, int which, int *idx) /* which: 0 lo, 1 hi, 2 even, 3 odd */
{
    int m = n == 3 ? 4 : n;
    for (int i = 0; i < m / 2; i++) {
        int lane = which == 0 ? i : which == 1 ? m / 2 + i : which == 2 ? 2 * i : 2 * i + 1;
        idx[i] = lane < n ? lane : -1;
    }
    return m / 2;
}

/* Integer references.  CT: the C type, CU: its unsigned twin, B: bits. */
#define INT_REFS(T, CT, CU, B)                                                                  \
    static CT wrap_##T(uint64_t v) { return (CT)(CU)v; }                                        \
    static int is_min_##T(CT v) { return (CT) - 1 < 0 && v == (CT)((CU)1 << (B - 1)); }         \
    static CT div_##T(CT x, CT y)                                                               \
    {                                                                                           \
        if (y == 0 || (is_min_##T(x) && y == (CT) - 1)) y = 1;                                  \
        return (CT)(x / y);                                                                     \
    }                                                                                           \
    static CT rem_##T(CT x, CT y)                                                               \
    {                                                                                           \
        if (y == 0 || (is_min_##T(x) && y == (CT) - 1)) y = 1;                                  \
        return (CT)(x % y);                                                                     \
    }                                                                                           \
    static CT shl_##T(CT x, long long c) { return wrap_##T((uint64_t)(CU)x << (c & (B - 1))); } \
    static CT shr_##T(CT x, long long c) { return (CT)(x >> (c & (B - 1))); }                   \
    static int same_##T(CT a, CT b) { return a == b; }                                          \
    static void show_##T(char *buf, size_t n, CT got, CT want)                                  \
    {                                                                                           \
        snprintf(buf, n, "got %lld, want %lld", (long long)got, (long long)want);               \
    }

INT_REFS(char, char_t, uchar_t, 8)
INT_REFS(uchar, uchar_t, uchar_t, 8)
INT_REFS(short, short, ushort_t, 16)
INT_REFS(ushort, ushort_t, ushort_t, 16)
INT_REFS(int, int, uint_t, 32)
INT_REFS(uint, uint_t, uint_t, 32)
INT_REFS(long, long, ulong_t, 64)
INT_REFS(ulong, ulong_t, ulong_t, 64)

#define FP_REFS(T, CT)                                                                                         \
    static CT div_##T(CT x, CT y) { return x / y; }                                                            \
    static int same_##T(CT a, CT b) { return (isnan(a) && isnan(b)) || (a == b && signbit(a) == signbit(b)); } \
    static void show_##T(char *buf, size_t n, CT got, CT want)                                                 \
    {                                                                                                          \
        snprintf(buf, n, "got %a, want %a", (double)got, (double)want);                                        \
    }

FP_REFS(float, float)
FP_REFS(double, double)

/* Integer arithmetic wraps: computed in 64 bits and truncated. */
#define ADD_int(T, x, y)       wrap_##T((uint64_t)(x) + (uint64_t)(y))
#define SUB_int(T, x, y)       wrap_##T((uint64_t)(x) - (uint64_t)(y))
#define MUL_int(T, x, y)       wrap_##T((uint64_t)(x) * (uint64_t)(y))
#define NEG_int(T, x)          wrap_##T(0 - (uint64_t)(x))
#define ADD_fp(T, x, y)        ((x) + (y))
#define SUB_fp(T, x, y)        ((x) - (y))
#define MUL_fp(T, x, y)        ((x) * (y))
#define NEG_fp(T, x)           (-(x))
#define VAL_int(T, r, l, salt) wrap_##T((uint64_t)int_value(r, l, salt))
#define VAL_fp(T, r, l, salt)  ((T##_t_fp)fp_value(r, l, salt))
typedef float float_t_fp;
typedef double double_t_fp;

#define CHECK(T, what, lane, got, want)             \
    do {                                            \
        lanes_checked++;                            \
        if (!same_##T((got), (want))) {             \
            char d_[96];                            \
            show_##T(d_, sizeof d_, (got), (want)); \
            fail(tname, what, lane, d_);            \
        }                                           \
    } while (0)

#define CHECKI(what, lane, got, want)                                                            \
    do {                                                                                         \
        lanes_checked++;                                                                         \
        if ((long long)(got) != (long long)(want)) {                                             \
            char d_[96];                                                                         \
            snprintf(d_, sizeof d_, "got %lld, want %lld", (long long)(got), (long long)(want)); \
            fail(tname, what, lane, d_);                                                         \
        }                                                                                        \
    } while (0)

/* Lane i of output k (M slots per vector). */
#define AT(arr, k, i) (arr)[(k) * M + (i)]

/* The fourth slot of a 3-component vector's storage is never written. */
#define CHECK_PADDING(arr, count)                                                                            \
    do {                                                                                                     \
        if (nlanes == 3)                                                                                     \
            for (int k_ = 0; k_ < (count); k_++) {                                                           \
                unsigned char pad_[sizeof(arr[0])];                                                          \
                memset(pad_, 0xA5, sizeof pad_);                                                             \
                lanes_checked++;                                                                             \
                if (memcmp(&AT(arr, k_, 3), pad_, sizeof pad_)) fail(tname, "padding lane written", k_, ""); \
            }                                                                                                \
    } while (0)

enum { ROUNDS = 8 };

/*
 * The common operators for one vector type.  KIND is int or fp.  The C
 * reference for relational and logical results uses the C operators on the
 * lane values (!=, <, && ... behave the same on NaN in C and OpenCL).
 */
#define TEST_COMMON(T, S, N, KIND, CT, CS)                                               \
    void ops_##T##N(CT *o, CS *r, const CT *a, const CT *b, const CS *m, CT s);          \
    static void test_common_##T##N(void)                                                 \
    {                                                                                    \
        enum { M = N == 3 ? 4 : N };                                                     \
        const char *tname = #T #N;                                                       \
        const int nlanes = N;                                                            \
        for (int round = 0; round < ROUNDS; round++) {                                   \
            _Alignas(128) CT a[M], b[M], o[16 * M];                                      \
            _Alignas(128) CS m[M], r[11 * M];                                            \
            memset(o, 0xA5, sizeof o);                                                   \
            memset(r, 0xA5, sizeof r);                                                   \
            for (int i = 0; i < M; i++) {                                                \
                a[i] = VAL_##KIND(T, round, i, 1);                                       \
                b[i] = (round & 1) && i % 3 == 0 ? a[i] : VAL_##KIND(T, round, i, 2);    \
                m[i] = (CS)(int64_t)next_random();                                       \
            }                                                                            \
            CT s = VAL_##KIND(T, round, 5, 3);                                           \
            ops_##T##N(o, r, a, b, m, s);                                                \
            int lo[8], hi[8], ev[8], od[8];                                              \
            int nh = half_lanes(N, 0, lo);                                               \
            half_lanes(N, 1, hi);                                                        \
            half_lanes(N, 2, ev);                                                        \
            half_lanes(N, 3, od);                                                        \
            CT zodd[M], zlo[M];                                                          \
            memcpy(zodd, a, sizeof zodd);                                                \
            memcpy(zlo, a, sizeof zlo);                                                  \
            for (int j = 0; j < nh; j++) {                                               \
                CT ye = ev[j] < 0 ? (CT)0 : b[ev[j]], yh = hi[j] < 0 ? (CT)0 : b[hi[j]]; \
                if (od[j] >= 0) zodd[od[j]] = ye;                                        \
                if (lo[j] >= 0) zlo[lo[j]] = ADD_##KIND(T, a[lo[j]], yh);                \
            }                                                                            \
            for (int i = 0; i < N; i++) {                                                \
                CT x = a[i], y = b[i];                                                   \
                CHECK(T, "x + y", i, AT(o, 0, i), ADD_##KIND(T, x, y));                  \
                CHECK(T, "x - y", i, AT(o, 1, i), SUB_##KIND(T, x, y));                  \
                CHECK(T, "x * y", i, AT(o, 2, i), MUL_##KIND(T, x, y));                  \
                CHECK(T, "x / y", i, AT(o, 3, i), div_##T(x, y));                        \
                CHECK(T, "x + s", i, AT(o, 4, i), ADD_##KIND(T, x, s));                  \
                CHECK(T, "s - x", i, AT(o, 5, i), SUB_##KIND(T, s, x));                  \
                CHECK(T, "x * s", i, AT(o, 6, i), MUL_##KIND(T, x, s));                  \
                CHECK(T, "x / s", i, AT(o, 7, i), div_##T(x, s));                        \
                CHECK(T, "-x", i, AT(o, 8, i), NEG_##KIND(T, x));                        \
                CHECK(T, "+x", i, AT(o, 9, i), x);                                       \
                CHECK(T, "m ? x : y", i, AT(o, 10, i), m[i] < 0 ? x : y);                \
                CHECK(T, "m ? s : x", i, AT(o, 11, i), m[i] < 0 ? s : x);                \
                CT z = ADD_##KIND(T, x, y);                                              \
                z = MUL_##KIND(T, z, s);                                                 \
                z = SUB_##KIND(T, z, x);                                                 \
                CHECK(T, "z += y; z *= s; z -= x", i, AT(o, 12, i), z);                  \
                CHECK(T, "z.odd = y.even", i, AT(o, 13, i), zodd[i]);                    \
                CHECK(T, "z.lo += y.hi", i, AT(o, 14, i), zlo[i]);                       \
                CHECK(T, "s != 0 ? x : y", i, AT(o, 15, i), s != 0 ? x : y);             \
                CHECKI("x < y", i, AT(r, 0, i), x < y ? -1 : 0);                         \
                CHECKI("x > y", i, AT(r, 1, i), x > y ? -1 : 0);                         \
                CHECKI("x <= y", i, AT(r, 2, i), x <= y ? -1 : 0);                       \
                CHECKI("x >= y", i, AT(r, 3, i), x >= y ? -1 : 0);                       \
                CHECKI("x == y", i, AT(r, 4, i), x == y ? -1 : 0);                       \
                CHECKI("x != y", i, AT(r, 5, i), x != y ? -1 : 0);                       \
                CHECKI("x && y", i, AT(r, 6, i), x &&y ? -1 : 0);                        \
                CHECKI("x || y", i, AT(r, 7, i), x || y ? -1 : 0);                       \
                CHECKI("!x", i, AT(r, 8, i), !x ? -1 : 0);                               \
                CHECKI("x < s", i, AT(r, 9, i), x < s ? -1 : 0);                         \
                CHECKI("x && s", i, AT(r, 10, i), x &&s ? -1 : 0);                       \
            }                                                                            \
            CHECK_PADDING(o, 16);                                                        \
            CHECK_PADDING(r, 11);                                                        \
        }                                                                                \
    }

/* The integer-only operators. */
#define TEST_INT(T, S, N, CT)                                                     \
    void iops_##T##N(CT *o, const CT *a, const CT *b, CT s, int k);               \
    static void test_int_##T##N(void)                                             \
    {                                                                             \
        enum { M = N == 3 ? 4 : N };                                              \
        const char *tname = #T #N;                                                \
        const int nlanes = N;                                                     \
        for (int round = 0; round < ROUNDS; round++) {                            \
            _Alignas(128) CT a[M], b[M], o[16 * M];                               \
            memset(o, 0xA5, sizeof o);                                            \
            for (int i = 0; i < M; i++) {                                         \
                a[i] = VAL_int(T, round, i, 4);                                   \
                b[i] = VAL_int(T, round, i, 6);                                   \
            }                                                                     \
            CT s = VAL_int(T, round, 3, 7);                                       \
            int k = (int)int_value(round, 9, 8);                                  \
            iops_##T##N(o, a, b, s, k);                                           \
            int ev[8], od[8];                                                     \
            int nh = half_lanes(N, 2, ev);                                        \
            half_lanes(N, 3, od);                                                 \
            CT zeo[M];                                                            \
            memcpy(zeo, a, sizeof zeo);                                           \
            for (int j = 0; j < nh; j++) {                                        \
                if (ev[j] >= 0) zeo[ev[j]] = ADD_int(T, zeo[ev[j]], 1);           \
                if (od[j] >= 0) zeo[od[j]] = SUB_int(T, zeo[od[j]], 1);           \
            }                                                                     \
            for (int i = 0; i < N; i++) {                                         \
                CT x = a[i], y = b[i];                                            \
                CHECK(T, "x % y", i, AT(o, 0, i), rem_##T(x, y));                 \
                CHECK(T, "x & y", i, AT(o, 1, i), (CT)(x & y));                   \
                CHECK(T, "x | y", i, AT(o, 2, i), (CT)(x | y));                   \
                CHECK(T, "x ^ y", i, AT(o, 3, i), (CT)(x ^ y));                   \
                CHECK(T, "~x", i, AT(o, 4, i), (CT)~x);                           \
                CHECK(T, "x << y", i, AT(o, 5, i), shl_##T(x, (long long)y));     \
                CHECK(T, "x >> y", i, AT(o, 6, i), shr_##T(x, (long long)y));     \
                CHECK(T, "x << k", i, AT(o, 7, i), shl_##T(x, k));                \
                CHECK(T, "x >> k", i, AT(o, 8, i), shr_##T(x, k));                \
                CHECK(T, "x % s", i, AT(o, 9, i), rem_##T(x, s));                 \
                CHECK(T, "s & x", i, AT(o, 10, i), (CT)(s & x));                  \
                CHECK(T, "z++", i, AT(o, 11, i), ADD_int(T, x, 1));               \
                CHECK(T, "z-- (old value)", i, AT(o, 12, i), x);                  \
                CHECK(T, "z after z--", i, AT(o, 13, i), SUB_int(T, x, 1));       \
                CT z = shl_##T(x, (long long)y);                                  \
                z = (CT)(z ^ s);                                                  \
                z = shr_##T(z, k);                                                \
                z = (CT)(z | y);                                                  \
                CHECK(T, "z <<= y; z ^= s; z >>= k; z |= y", i, AT(o, 14, i), z); \
                CHECK(T, "z.even++; --z.odd", i, AT(o, 15, i), zeo[i]);           \
            }                                                                     \
            CHECK_PADDING(o, 16);                                                 \
        }                                                                         \
    }

/* The type table (vec-operators.cl has the same). */
/* clang-format off */
#define FOR_N(X, ...) X(__VA_ARGS__, 2) X(__VA_ARGS__, 3) X(__VA_ARGS__, 4) X(__VA_ARGS__, 8) X(__VA_ARGS__, 16)
#define INT_TABLE(X)                                                                                        \
    FOR_N(X, char, char_t, signed char) FOR_N(X, uchar, uchar_t, signed char)                               \
    FOR_N(X, short, short, short) FOR_N(X, ushort, ushort_t, short) FOR_N(X, int, int, int)                 \
    FOR_N(X, uint, uint_t, int) FOR_N(X, long, long, long) FOR_N(X, ulong, ulong_t, long)
#define FP_TABLE(X) FOR_N(X, float, float, int) FOR_N(X, double, double, long)
/* clang-format on */

#define GEN_COMMON_INT(T, CT, CS, N) TEST_COMMON(T, S, N, int, CT, CS) TEST_INT(T, S, N, CT)
#define GEN_COMMON_FP(T, CT, CS, N)  TEST_COMMON(T, S, N, fp, CT, CS)
INT_TABLE(GEN_COMMON_INT)
FP_TABLE(GEN_COMMON_FP)

#define RUN_INT(T, CT, CS, N) \
    test_common_##T##N();     \
    test_int_##T##N();        \
    ntypes++;
#define RUN_FP(T, CT, CS, N) \
    test_common_##T##N();    \
    ntypes++;

int main(void)
{
    int ntypes = 0;
    INT_TABLE(RUN_INT)
    FP_TABLE(RUN_FP)
    if (failed) printf("first failure: %s\n", first_failure);
    printf("vec-operators: %d types, %ld lanes checked, %d failed\n", ntypes, lanes_checked, failed);
    return failed != 0;
}
