/*
 * sleef_names.h - the names of SLEEF's functions that the math lowering
 * may call, as X-macros over codegen/cg_sleef.def: for each row, every
 * variant SLEEF 3.5 builds for this architecture.
 *
 *   #define X(sym) ... Sleef_##sym ...
 *   #define SLEEF(id, name, ulp, types, nargs) SLEEF_TYPES_##types(X, name, ulp)
 *   #include "codegen/cg_sleef.def"
 *
 * runtime/math.c lists the names for the JIT, which looks each up in
 * libsleef.so.3 when a program first needs one; tests/unit/sleef-names.c
 * links every one of them against -lsleef, so that a row naming a
 * variant SLEEF lacks fails a test rather than a user's program.
 */
#ifndef OCLC_RUNTIME_SLEEF_NAMES_H
#define OCLC_RUNTIME_SLEEF_NAMES_H

#if defined(__x86_64__)
#define SLEEF_F_VARIANTS(X, name, ulp) \
    X(name##f1_##ulp##purec)           \
    X(name##f1_##ulp##purecfma)        \
    X(name##f4_##ulp##sse2)            \
    X(name##f4_##ulp##sse4)            \
    X(name##f4_##ulp##avx2128) X(name##f8_##ulp##avx) X(name##f8_##ulp##avx2) X(name##f16_##ulp##avx512f)
#define SLEEF_D_VARIANTS(X, name, ulp) \
    X(name##d1_##ulp##purec)           \
    X(name##d1_##ulp##purecfma)        \
    X(name##d2_##ulp##sse2)            \
    X(name##d2_##ulp##sse4)            \
    X(name##d2_##ulp##avx2128) X(name##d4_##ulp##avx) X(name##d4_##ulp##avx2) X(name##d8_##ulp##avx512f)
#else
#define SLEEF_F_VARIANTS(X, name, ulp) X(name##f1_##ulp##purec) X(name##f1_##ulp##purecfma)
#define SLEEF_D_VARIANTS(X, name, ulp) X(name##d1_##ulp##purec) X(name##d1_##ulp##purecfma)
#endif
#define SLEEF_TYPES_F(X, name, ulp)  SLEEF_F_VARIANTS(X, name, ulp)
#define SLEEF_TYPES_D(X, name, ulp)  SLEEF_D_VARIANTS(X, name, ulp)
#define SLEEF_TYPES_FD(X, name, ulp) SLEEF_F_VARIANTS(X, name, ulp) SLEEF_D_VARIANTS(X, name, ulp)

#endif
