/*
 * The integer built-in functions of OpenCL C 3.0 6.15.3 (sema/builtins.def,
 * codegen/cg_bi_integer.c) for every integer type and width (scalar, 2,
 * 3, 4, 8, 16), run through the API and compared lane by lane with
 * references written here in C on 64- and 128-bit integers.  (min, max,
 * clamp and abs of every type: builtins.c.)
 *
 * The inputs start with every pair of each type's edge values (0, 1, -1,
 * MIN, MAX, MIN + 1, MAX - 1, ...), so abs(INT_MIN), add_sat and mad_sat
 * at both ends, clz(0) and ctz(0), mul_hi of the extremes are all there;
 * rotate's counts include 0, the width and more than the width; mul24's
 * operands are in the range the spec defines it for, then anywhere (where
 * oclc defines it as the product of the low 24 bits, sign-extended for
 * int: docs/builtins.md).
 *
 * RUN: %api-cc %s -o %t %api-ld
 * RUN: %t | FileCheck %s
 * RUN: %t -O0 | FileCheck %s
 * CHECK-NOT: FAIL
 * CHECK: checks: {{[0-9]+}} passed, 0 failed
 */
#include "bi_values.h"

#define ITEMS 128

typedef __int128 i128;
typedef unsigned __int128 u128;

enum { R_SAME, R_UNS, R_WIDE };

typedef struct IntBuiltin {
    const char *name;
    int arity;
    unsigned types;                          /* 1 << Ty */
    int result;                              /* R_*: T, T's unsigned type, twice T's width */
    int lo_uns;                              /* argument 1 is T's unsigned type (upsample of a signed T) */
    uint64_t (*ref)(Ty t, const IVal *a);
    uint64_t (*input)(Ty t, int arg, int k); /* NULL: int_input */
} IntBuiltin;

static int bits_of(Ty t) { return 8 * ty[t].size; }
static i128 min_of(Ty t) { return ty[t].is_signed ? -((i128)1 << (bits_of(t) - 1)) : 0; }
static i128 max_of(Ty t) { return ty[t].is_signed ? ((i128)1 << (bits_of(t) - 1)) - 1 : ((i128)1 << bits_of(t)) - 1; }
static i128 val(Ty t, IVal v) { return ty[t].is_signed ? (i128)v.i : (i128)v.u; }
static uint64_t clamp_bits(Ty t, i128 x)
{
    return (uint64_t)(x < min_of(t) ? min_of(t) : x > max_of(t) ? max_of(t) : x);
}

static uint64_t ref_abs(Ty t, const IVal *a) { return (uint64_t)(val(t, a[0]) < 0 ? -val(t, a[0]) : val(t, a[0])); }
static uint64_t ref_abs_diff(Ty t, const IVal *a)
{
    i128 d = val(t, a[0]) - val(t, a[1]);
    return (uint64_t)(d < 0 ? -d : d);
}
static uint64_t ref_add_sat(Ty t, const IVal *a) { return clamp_bits(t, val(t, a[0]) + val(t, a[1])); }
static uint64_t ref_sub_sat(Ty t, const IVal *a) { return clamp_bits(t, val(t, a[0]) - val(t, a[1])); }
/* floor((x + y) / 2) and floor((x + y + 1) / 2), the sum exact in 128 bits */
static i128 floor_half(i128 s) { return s >= 0 ? s / 2 : -((-s + 1) / 2); }
static uint64_t ref_hadd(Ty t, const IVal *a) { return (uint64_t)floor_half(val(t, a[0]) + val(t, a[1])); }
static uint64_t ref_rhadd(Ty t, const IVal *a) { return (uint64_t)floor_half(val(t, a[0]) + val(t, a[1]) + 1); }
static uint64_t ref_clz(Ty t, const IVal *a)
{
    int n = 0;
    for (int b = bits_of(t) - 1; b >= 0 && !((a[0].u >> b) & 1); b--) n++;
    return (uint64_t)n;
}
static uint64_t ref_ctz(Ty t, const IVal *a)
{
    int n = 0;
    for (int b = 0; b < bits_of(t) && !((a[0].u >> b) & 1); b++) n++;
    return (uint64_t)n;
}
static uint64_t ref_popcount(Ty t, const IVal *a)
{
    (void)t;
    int n = 0;
    for (uint64_t x = a[0].u; x; x &= x - 1) n++;
    return (uint64_t)n;
}
/* The high half of the exact product (floor division by 2^bits). */
static i128 mul_hi(Ty t, IVal x, IVal y)
{
    i128 p = val(t, x) * val(t, y);
    if (bits_of(t) == 64 && !ty[t].is_signed) return (i128)(((u128)x.u * (u128)y.u) >> 64);
    return p >= 0 ? p >> bits_of(t) : -((-p + ((i128)1 << bits_of(t)) - 1) >> bits_of(t));
}
static uint64_t ref_mul_hi(Ty t, const IVal *a) { return (uint64_t)mul_hi(t, a[0], a[1]); }
static uint64_t ref_mad_hi(Ty t, const IVal *a) { return (uint64_t)(mul_hi(t, a[0], a[1]) + val(t, a[2])); }
static uint64_t ref_mad_sat(Ty t, const IVal *a)
{
    if (bits_of(t) == 64 && !ty[t].is_signed) {
        u128 r = (u128)a[0].u * a[1].u + a[2].u; /* < 2^128 */
        return r > ~0ull ? ~0ull : (uint64_t)r;
    }
    return clamp_bits(t, val(t, a[0]) * val(t, a[1]) + val(t, a[2]));
}
static uint64_t ref_rotate(Ty t, const IVal *a)
{
    int w = bits_of(t), r = (int)(a[1].u % (uint64_t)w); /* the count's bits, modulo the width */
    return r ? (a[0].u << r) | (a[0].u >> (w - r)) : a[0].u;
}
static uint64_t ref_upsample(Ty t, const IVal *a)
{
    return (uint64_t)(val(t, a[0]) * ((i128)1 << bits_of(t)) + a[1].u);
}
static i128 low24(Ty t, IVal v)
{
    int64_t l = (int64_t)(v.u & 0xffffff);
    return ty[t].is_signed && (l & 0x800000) ? l - 0x1000000 : l;
}
static uint64_t ref_mul24(Ty t, const IVal *a) { return (uint64_t)(low24(t, a[0]) * low24(t, a[1])); }
static uint64_t ref_mad24(Ty t, const IVal *a) { return (uint64_t)(low24(t, a[0]) * low24(t, a[1]) + val(t, a[2])); }

/* rotate's count: 0, 1, width - 1, width, width + 1, 2 * width, all ones, then any. */
static uint64_t rotate_input(Ty t, int arg, int k)
{
    if (arg == 0) return int_input(t, k);
    uint64_t w = (uint64_t)bits_of(t), counts[] = {0, 1, w - 1, w, w + 1, 2 * w, ~0ull, 3, w / 2, 5 * w + 3};
    return (k < 10 ? counts[k] : test_rand()) & ty_mask(t);
}

/* mul24/mad24: the first half of the lanes in the spec's range
 * ([-2^23, 2^23 - 1] or [0, 2^24 - 1]), the rest anywhere. */
static uint64_t mul24_input(Ty t, int arg, int k)
{
    if (arg == 2 || k >= 200) return int_input(t, k);
    static const int64_t s[] = {0, 1, -1, 8388607, -8388608, 4096, -4097, 12345, -7777777};
    static const int64_t u[] = {0, 1, 16777215, 8388608, 4096, 12345, 7777777, 2, 3};
    int64_t r = (int64_t)(test_rand() & 0xffffff);
    if (ty[t].is_signed) r -= 0x800000;
    return (uint64_t)(k < 9 ? (ty[t].is_signed ? s[k] : u[k]) : r) & ty_mask(t);
}

#define INTS    0xffu /* char .. ulong */
#define I32     ((1u << T_INT) | (1u << T_UINT))
#define SNARROW ((1u << T_CHAR) | (1u << T_SHORT) | (1u << T_INT))
#define UNARROW ((1u << T_UCHAR) | (1u << T_USHORT) | (1u << T_UINT))

static const IntBuiltin builtins[] = {
    {"abs", 1, INTS, R_UNS, 0, ref_abs, NULL},
    {"abs_diff", 2, INTS, R_UNS, 0, ref_abs_diff, NULL},
    {"add_sat", 2, INTS, R_SAME, 0, ref_add_sat, NULL},
    {"sub_sat", 2, INTS, R_SAME, 0, ref_sub_sat, NULL},
    {"hadd", 2, INTS, R_SAME, 0, ref_hadd, NULL},
    {"rhadd", 2, INTS, R_SAME, 0, ref_rhadd, NULL},
    {"clz", 1, INTS, R_SAME, 0, ref_clz, NULL},
    {"ctz", 1, INTS, R_SAME, 0, ref_ctz, NULL},
    {"popcount", 1, INTS, R_SAME, 0, ref_popcount, NULL},
    {"mul_hi", 2, INTS, R_SAME, 0, ref_mul_hi, NULL},
    {"mad_hi", 3, INTS, R_SAME, 0, ref_mad_hi, NULL},
    {"mad_sat", 3, INTS, R_SAME, 0, ref_mad_sat, NULL},
    {"rotate", 2, INTS, R_SAME, 0, ref_rotate, rotate_input},
    {"upsample", 2, SNARROW, R_WIDE, 1, ref_upsample, NULL},
    {"upsample", 2, UNARROW, R_WIDE, 0, ref_upsample, NULL},
    {"mul24", 2, I32, R_SAME, 0, ref_mul24, mul24_input},
    {"mad24", 3, I32, R_SAME, 0, ref_mad24, mul24_input},
};

static Ty wide_of(Ty t) { return (Ty)(t + 2); } /* char -> short, ushort -> uint ... */

static Ty arg_type(const IntBuiltin *b, Ty t, int j) { return j == 1 && b->lo_uns ? ty[t].uns : t; }

static Ty result_type(const IntBuiltin *b, Ty t)
{
    return b->result == R_UNS ? ty[t].uns : b->result == R_WIDE ? wide_of(t) : t;
}

static void kernel_source(const IntBuiltin *b, Ty t, int n, Src *sb)
{
    src_printf(sb, "kernel void k_%s(global %s *out", tname(t, n), tname(result_type(b, t), n));
    for (int j = 0; j < b->arity; j++) src_printf(sb, ", global const %s *a%d", tname(arg_type(b, t, j), n), j);
    src_printf(sb, ") {\n  size_t i = get_global_id(0);\n  out[i] = %s(", b->name);
    for (int j = 0; j < b->arity; j++) src_printf(sb, "%sa%d[i]", j ? ", " : "", j);
    src_printf(sb, ");\n}\n");
}

/* The k-th lane's argument j: every combination of the 10 edge values of
 * the arguments first (the digits of k), then the input function's
 * sequence past them. */
static uint64_t input(const IntBuiltin *b, Ty t, int j, int k)
{
    int combos = b->arity == 1 ? 10 : b->arity == 2 ? 100 : 1000;
    int idx = k < combos ? (j == 0 ? k % 10 : j == 1 ? k / 10 % 10 : k / 100 % 10) : 10 + k;
    return b->input ? b->input(t, j, idx) : int_input(arg_type(b, t, j), idx);
}

static void run_case(oclc_program *p, const IntBuiltin *b, Ty t, int n)
{
    int st = stride(n), lanes = ITEMS * st;
    Ty rt = result_type(b, t);
    void *bufs[4];
    bufs[0] = api_alloc((size_t)lanes * (size_t)ty[rt].size);
    for (int j = 0; j < b->arity; j++) {
        Ty at = arg_type(b, t, j);
        bufs[j + 1] = api_alloc((size_t)lanes * (size_t)ty[at].size);
        for (int i = 0; i < ITEMS; i++)
            for (int l = 0; l < n; l++)
                iput(at, (char *)bufs[j + 1] + (size_t)(i * st + l) * (size_t)ty[at].size, input(b, t, j, i * n + l));
    }
    char kname[32];
    snprintf(kname, sizeof kname, "k_%s", tname(t, n));
    oclc_status s = run_kernel(p, kname, ITEMS, 0, b->arity + 1, bufs);
    CHECK(s == OCLC_SUCCESS, "%s %s: %s", b->name, kname, oclc_program_log(p));
    for (int i = 0; i < ITEMS && s == OCLC_SUCCESS; i++)
        for (int l = 0; l < n; l++) {
            IVal a[3];
            for (int j = 0; j < b->arity; j++) {
                Ty at = arg_type(b, t, j);
                a[j] = iget(at, (char *)bufs[j + 1] + (size_t)(i * st + l) * (size_t)ty[at].size);
            }
            uint64_t want = b->ref(t, a) & ty_mask(rt);
            uint64_t got = iget(rt, (char *)bufs[0] + (size_t)(i * st + l) * (size_t)ty[rt].size).u;
            CHECK(got == want, "%s(%s) item %d lane %d: %s(0x%llx, 0x%llx, 0x%llx) = 0x%llx, want 0x%llx", b->name,
                  tname(t, n), i, l, b->name, (unsigned long long)a[0].u,
                  (unsigned long long)(b->arity > 1 ? a[1].u : 0), (unsigned long long)(b->arity > 2 ? a[2].u : 0),
                  (unsigned long long)got, (unsigned long long)want);
        }
    for (int j = 0; j <= b->arity; j++) free(bufs[j]);
}

/* One program per built-in: a kernel per type and width. */
static void test_builtin(const IntBuiltin *b, const char *opts)
{
    Src sb = {0};
    for (int t = 0; t < T_NTYPES; t++)
        if (b->types >> t & 1)
            for (int w = 0; w < NWIDTHS; w++) kernel_source(b, (Ty)t, widths[w], &sb);
    oclc_program *p = api_build(sb.p, opts);
    for (int t = 0; t < T_NTYPES; t++)
        if (b->types >> t & 1)
            for (int w = 0; w < NWIDTHS; w++) run_case(p, b, (Ty)t, widths[w]);
    oclc_program_destroy(p);
    free(sb.p);
}

int main(int argc, char **argv)
{
    const char *opts = argc > 1 ? argv[1] : NULL;
    for (size_t i = 0; i < sizeof builtins / sizeof *builtins; i++) test_builtin(&builtins[i], opts);
    return test_summary();
}
