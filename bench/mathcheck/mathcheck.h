/*
 * mathcheck.h - what the accuracy checker's files share: the table of
 * OpenCL math functions with their limits and references (funcs.c), and
 * the inputs and results one check works on (main.c).
 */
#ifndef MATHCHECK_H
#define MATHCHECK_H

#include <mpfr.h>
#include <stdbool.h>
#include <stdint.h>

/* How a function is called: T is float or double, I int, U uint (float)
 * or ulong (double); p marks the pointer argument of the second result. */
typedef enum Sig {
    S_F,    /* T f(T) */
    S_FF,   /* T f(T, T) */
    S_FFF,  /* T f(T, T, T) */
    S_FI,   /* T f(T, int): ldexp, pown, rootn */
    S_IF,   /* int f(T): ilogb */
    S_FU,   /* T f(U): nan */
    S_FpF,  /* T f(T, T *): fract, modf, sincos */
    S_FpI,  /* T f(T, int *): frexp, lgamma_r */
    S_FFpI, /* T f(T, T, int *): remquo */
} Sig;

/* What the specification asks of the result. */
typedef enum Kind {
    K_ULP,   /* within `limit` ulp of the exact value, and the special values */
    K_EXACT, /* bit for bit the reference computed in T (0 ulp, correctly rounded) */
    K_NONE,  /* implementation-defined or undefined: measured, never failed */
} Kind;

/* The relaxed limits of -cl-unsafe-math-optimizations (float only). */
typedef enum Relax {
    RX_FULL,     /* not in the relaxed table: the full profile's limit */
    RX_ULP,      /* relax_ulp ulp (4096, 8192) */
    RX_ABS_PI,   /* absolute error <= 2^-11 on [-pi, pi], unbounded outside (sin, cos) */
    RX_ABS_ONE,  /* absolute error <= 2^-11 on [-1, 1], unbounded outside (sinpi, cospi) */
    RX_LOG,      /* absolute error <= 2^-21 on [0.5, 2], 3 ulp outside */
    RX_EXP,      /* 3 + floor(|2x|) ulp */
    RX_ULP_ONE,  /* relax_ulp ulp on [-1, 1], unbounded outside (tanpi) */
    RX_ULP_88,   /* relax_ulp ulp on [-88, 88], unbounded outside (sinh, cosh) */
    RX_ULP_OPEN, /* relax_ulp ulp on (-1, 1), unbounded outside (atanh) */
    RX_ULP_POW,  /* relax_ulp ulp where pow/pown/powr/rootn are defined (RX_ULP's domains) */
} Relax;

/* The arguments of one call, as doubles (a float argument is exact in
 * one), and the int argument. */
typedef struct Args {
    double x[3];
    int n;
    uint64_t u; /* nan's code */
} Args;

/* Results of one call (or of a reference), as doubles and ints. */
typedef struct Res {
    double v, v2; /* the result and the T second result (fract, modf, sincos) */
    int i;        /* the int result or second result (ilogb, frexp, lgamma_r, remquo) */
} Res;

typedef struct Func Func;
/* The exact result in T (K_EXACT): computed in float or in double by
 * host C code independent of oclc, on arguments of that type. */
typedef void (*ExactRef)(const Func *f, bool dbl, const Args *a, Res *r);
/* A correctly rounded reference at mpfr_get_prec(r) bits, with OpenCL's
 * special values; returns MPFR's ternary (0: exact). */
typedef int (*MpRef)(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, long n, mpfr_rnd_t rnd);
/* A reference for float arguments in double precision (funcs.c's essay
 * says why it may stand in for MPFR). */
typedef double (*FastRef)(const Args *a);
/* The same for double arguments, in x87 long double (64-bit significand). */
typedef long double (*FastRefL)(const Args *a);
/* Finite arguments that are not ±0 where the exact result is 0, ±inf or
 * prescribed (pow(1, y) = 1): checked against MPFR, exactly. */
typedef bool (*ExactPoint)(const Args *a);

struct Func {
    const char *name;        /* OpenCL's */
    Sig sig;
    bool float_only;         /* half_ and native_ */
    Kind kind;
    double limit_f, limit_d; /* K_ULP */
    Relax relax;
    double relax_ulp;
    MpRef mp, mp2;          /* the result; sincos's cosine */
    FastRef fast, fast2;    /* float: the same in double precision */
    FastRefL fastl, fastl2; /* double: the same in long double (NULL: MPFR decides) */
    ExactPoint exact_at;
    ExactRef exact;         /* K_EXACT, and the int results of every kind */
    const char *note;       /* how oclc computes it, for the report */
};

extern const Func funcs[];
extern const int num_funcs;
const Func *func_by_name(const char *name);

/* ---- helpers both files use ---- */
static inline bool is_special(double v) { return v == 0 || v != v || v - v != 0; }

#endif
