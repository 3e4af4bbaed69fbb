/*
 * cg_math.c - the math built-ins of OpenCL C 3.0 (6.15.2) on the CPU: one
 * row of cg_math.def each, lowered for a scalar or a vector of any width
 * (docs/math.md is the user's view: choices, accuracy, speed).  On a
 * MATH_LIB_LIBCLC target (nvptx64) only the LLVM intrinsics below are
 * this file's: every other row calls libclc (cg_libclc.c).
 *
 * Where the work is done.  Functions that are exact or correctly rounded
 * and that the hardware has (fabs, floor, fma, sqrt ...) are LLVM
 * intrinsics.  Transcendental functions call SLEEF 3.5 (libsleef.so.3,
 * the vectorized library PoCL builds on), whose variants carry proven
 * error bounds: the 1.0-ulp variant (u10) where the specification's limit
 * is below 3.5 ulp (exp, log: 3; cbrt, log1p: 2), the 3.5-ulp one (u35)
 * where 4 ulp or more is allowed (sin, cos, tan, asin ...), and under
 * -cl-unsafe-math-optimizations the 3500-ulp fastsin/fastcos for float,
 * whose absolute error the relaxed table bounds.  The rest is inline IR
 * (MATH_GEN rows): what SLEEF lacks (the *pi functions, pown, powr, rootn,
 * remquo, the bit-level functions, the pointer results), and what it gets
 * wrong, found by bench/mathcheck and listed in docs/math.md: special
 * values (sinpi(-n) is -0, cospi(n + 0.5) +0), large arguments (sinpi,
 * cospi, asinh, acosh, log1p), early overflow (sinh, cosh, double pow),
 * lost accuracy (float pow for huge y, float tgamma near -38), NaN from
 * fmod and remainder when x / y overflows.  And float exp and log where
 * the CPU has FMA: inline, they run in the loop without a call per vector
 * (exp_inline, log_inline say how, and why only there).
 *
 * SLEEF's variants.  Every SLEEF function comes as Sleef_<f><t><w>_<ulp>
 * <isa>: a scalar (w = 1, "purec", or "purecfma" with FMA) and vectors of
 * the widths the CPU's registers hold.  math_isa picks the ISA from the
 * target's CPU features once per module: the JIT compiles for the host's
 * CPU (AVX-512 here: float 4/8/16, double 2/4/8), objects for generic
 * x86-64 unless -mcpu says more (SSE2: float 4, double 2).  Within one ISA
 * level the scalar and the vector variants are the same polynomial with
 * the same FMA use, so a lane gives the same bits whether the loop was
 * vectorized or not.  Names are explicit ("avx2", not SLEEF's dispatcher)
 * because the dispatchers cost an indirect call and would pick by the CPU
 * that runs the code rather than the one it was compiled for.
 *
 * Scalar calls vectorize.  A scalar call is to the purec(fma) variant and
 * carries the vector-function ABI attribute naming the vector variants
 * (_ZGV_LLVM_N8v_Sleef_sinf1_u35purecfma(Sleef_sinf8_u35avx2)), which
 * LLVM's loop vectorizer reads: `out[i] = sin(in[i])` in a kernel becomes
 * the work-group loop over Sleef_sinf8 or _sinf16 calls (tests/api/
 * vectorize.cl).  The vector variants are declared in the module, and kept
 * in @llvm.compiler.used until the vectorizer is done (cg_math_prune then
 * drops the unused ones).  On AVX-512 the functions that call math prefer
 * 512-bit vectors, so those loops call the 16-float variants (prefer_wide).
 * A correction for rare arguments would stop a loop's vectorization if it
 * branched in the loop, so MATH_WRAP rows are functions of their own with
 * the same vector-function ABI, whose vector twins branch once for all
 * their lanes (math_wrapper, rare).
 *
 * Vector arguments call the vector variants directly: a float3 is padded
 * to the 4-wide variant, a float16 without AVX-512 is two 8-wide calls, a
 * double2 with SSE2 one call, a float16 with SSE2 four.
 *
 * Derived functions stay accurate by choosing the arithmetic: tanpi is
 * sinpi / cospi of the argument reduced exactly (x - rint(x)); acospi is
 * acos(x) (1 ulp) times 1/pi; float pown and rootn are double pow of the
 * widened arguments rounded once (1/n and n are exact or nearly so there,
 * which they are not in float); double rootn corrects pow(x, 1/n) for the
 * rounding of 1/n with one log; remquo gets its quotient bits from the
 * exact fmod(|x|, 128|y|).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/cg_builtin.h"

/* ------------------------------------------------------------------ */
/* SLEEF's functions and variants                                     */

typedef enum CgSleef {
#define SLEEF(id, name, ulp, types, nargs) SL_##id,
#include "codegen/cg_sleef.def"
#undef SLEEF
    SL_COUNT
} CgSleef;

static const struct {
    const char *name, *ulp, *types;
    unsigned nargs;
} sleef_rows[] = {
#define SLEEF(id, name, ulp, types, nargs) {#name, #ulp, #types, nargs},
#include "codegen/cg_sleef.def"
#undef SLEEF
};

/* The variants one ISA level offers, narrowest first: the vector width of
 * each for float and double and SLEEF's name for the ISA. */
typedef struct SleefIsa {
    unsigned fw, dw;
    const char *isa;
} SleefIsa;

enum { ISA_PUREC, ISA_SSE2, ISA_SSE4, ISA_AVX, ISA_AVX2, ISA_AVX512, ISA_LEVELS };

static const SleefIsa isa_levels[ISA_LEVELS][4] = {
    [ISA_PUREC] = {{1, 1, "purec"}},
    [ISA_SSE2] = {{1, 1, "purec"}, {4, 2, "sse2"}},
    [ISA_SSE4] = {{1, 1, "purec"}, {4, 2, "sse4"}},
    [ISA_AVX] = {{1, 1, "purec"}, {4, 2, "sse4"}, {8, 4, "avx"}},
    [ISA_AVX2] = {{1, 1, "purecfma"}, {4, 2, "avx2128"}, {8, 4, "avx2"}},
    [ISA_AVX512] = {{1, 1, "purecfma"}, {4, 2, "avx2128"}, {8, 4, "avx2"}, {16, 8, "avx512f"}},
};

/* x86-64 CPUs LLVM 19 knows, by the widest SLEEF level their features
 * allow (llc -mcpu=<cpu> -mattr=help); every other name is SSE2. */
static const struct {
    const char *cpu;
    int level;
} cpu_levels[] = {
    {"skylake-avx512", ISA_AVX512},
    {"skylake_avx512", ISA_AVX512},
    {"skx", ISA_AVX512},
    {"cascadelake", ISA_AVX512},
    {"cooperlake", ISA_AVX512},
    {"cannonlake", ISA_AVX512},
    {"icelake-client", ISA_AVX512},
    {"icelake_client", ISA_AVX512},
    {"icelake-server", ISA_AVX512},
    {"icelake_server", ISA_AVX512},
    {"tigerlake", ISA_AVX512},
    {"rocketlake", ISA_AVX512},
    {"sapphirerapids", ISA_AVX512},
    {"emeraldrapids", ISA_AVX512},
    {"graniterapids", ISA_AVX512},
    {"graniterapids-d", ISA_AVX512},
    {"graniterapids_d", ISA_AVX512},
    {"knl", ISA_AVX512},
    {"knm", ISA_AVX512},
    {"mic_avx512", ISA_AVX512},
    {"x86-64-v4", ISA_AVX512},
    {"znver4", ISA_AVX512},
    {"znver5", ISA_AVX512},
    {"haswell", ISA_AVX2},
    {"core-avx2", ISA_AVX2},
    {"core_4th_gen_avx", ISA_AVX2},
    {"core_4th_gen_avx_tsx", ISA_AVX2},
    {"broadwell", ISA_AVX2},
    {"core_5th_gen_avx", ISA_AVX2},
    {"core_5th_gen_avx_tsx", ISA_AVX2},
    {"skylake", ISA_AVX2},
    {"alderlake", ISA_AVX2},
    {"raptorlake", ISA_AVX2},
    {"meteorlake", ISA_AVX2},
    {"arrowlake", ISA_AVX2},
    {"arrowlake-s", ISA_AVX2},
    {"arrowlake_s", ISA_AVX2},
    {"lunarlake", ISA_AVX2},
    {"pantherlake", ISA_AVX2},
    {"gracemont", ISA_AVX2},
    {"sierraforest", ISA_AVX2},
    {"grandridge", ISA_AVX2},
    {"clearwaterforest", ISA_AVX2},
    {"x86-64-v3", ISA_AVX2},
    {"znver1", ISA_AVX2},
    {"znver2", ISA_AVX2},
    {"znver3", ISA_AVX2},
    {"bdver4", ISA_AVX2},
    {"sandybridge", ISA_AVX},
    {"corei7-avx", ISA_AVX},
    {"core_2nd_gen_avx", ISA_AVX},
    {"ivybridge", ISA_AVX},
    {"core-avx-i", ISA_AVX},
    {"core_3rd_gen_avx", ISA_AVX},
    {"bdver1", ISA_AVX},
    {"bdver2", ISA_AVX},
    {"bdver3", ISA_AVX},
    {"btver2", ISA_AVX},
    {"nehalem", ISA_SSE4},
    {"corei7", ISA_SSE4},
    {"core_i7_sse4_2", ISA_SSE4},
    {"core_aes_pclmulqdq", ISA_SSE4},
    {"westmere", ISA_SSE4},
    {"penryn", ISA_SSE4},
    {"core_2_duo_sse4_1", ISA_SSE4},
    {"silvermont", ISA_SSE4},
    {"slm", ISA_SSE4},
    {"goldmont", ISA_SSE4},
    {"goldmont-plus", ISA_SSE4},
    {"goldmont_plus", ISA_SSE4},
    {"tremont", ISA_SSE4},
    {"atom_sse4_2", ISA_SSE4},
    {"atom_sse4_2_movbe", ISA_SSE4},
    {"x86-64-v2", ISA_SSE4},
};

/* Whether `feature` ("avx2") is turned on (+) or off (-) in an LLVM
 * feature string, the last mention winning; `dflt` if not mentioned. */
static bool feature_on(const char *features, const char *feature, bool dflt)
{
    size_t n = strlen(feature);
    bool on = dflt;
    for (const char *p = features; (p = strstr(p, feature)) != NULL; p += n)
        if (p > features && (p[-1] == '+' || p[-1] == '-') && (p[n] == ',' || p[n] == '\0')) on = p[-1] == '+';
    return on;
}

int cg_math_isa(const CgTarget *t)
{
    if (!cg_target_is_x86(t)) return ISA_PUREC;
    char *cpu = LLVMGetTargetMachineCPU(t->tm);
    char *feat = LLVMGetTargetMachineFeatureString(t->tm);
    int level = ISA_SSE2;
    for (size_t i = 0; i < sizeof cpu_levels / sizeof *cpu_levels; i++)
        if (!strcmp(cpu, cpu_levels[i].cpu)) level = cpu_levels[i].level;
    /* The features (the host's for the JIT, -mattr-style ones given with
     * a CPU) decide over the CPU's defaults. */
    bool sse4 = feature_on(feat, "sse4.1", level >= ISA_SSE4), avx = feature_on(feat, "avx", level >= ISA_AVX);
    bool avx2 = feature_on(feat, "avx2", level >= ISA_AVX2) && feature_on(feat, "fma", level >= ISA_AVX2);
    bool avx512 = feature_on(feat, "avx512f", level >= ISA_AVX512);
    level = avx512 && avx2 ? ISA_AVX512 : avx2 && avx ? ISA_AVX2 : avx ? ISA_AVX : sse4 ? ISA_SSE4 : ISA_SSE2;
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(feat);
    return level;
}

unsigned cg_target_vector_bits(const CgTarget *t)
{
    int isa = cg_math_isa(t);
    if (isa != ISA_AVX512) return isa >= ISA_AVX ? 256 : 128;
    /* LLVM's x86 tuning prefers 256-bit vectors on Intel's AVX-512 CPUs
     * (frequency) and 512 on AMD's (Zen 4 on): as its loop vectorizer. */
    char *cpu = LLVMGetTargetMachineCPU(t->tm);
    unsigned bits = strncmp(cpu, "znver", 5) == 0 ? 512 : 256;
    LLVMDisposeMessage(cpu);
    return bits;
}

/* ------------------------------------------------------------------ */
/* A value type and the IR helpers on it                              */

/* The type a lowering computes in: T (float, double or a vector of them),
 * the integers of T's shape and element width, and of T's shape and i32. */
typedef struct Mf {
    CgContext *ctx;
    LLVMBuilderRef b;
    Loc loc;
    const char *name; /* the OpenCL function, for messages */
    LLVMTypeRef t, el, it, iel, i32t;
    unsigned lanes;   /* 0 for a scalar */
    bool dbl;
} Mf;

static LLVMTypeRef shaped(LLVMTypeRef el, unsigned lanes) { return lanes ? LLVMVectorType(el, lanes) : el; }

static Mf mf_make(CgContext *ctx, Loc loc, const char *name, LLVMTypeRef t)
{
    Mf m = {ctx, ctx->b, loc, name, t, t, NULL, NULL, NULL, 0, false};
    if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
        m.el = LLVMGetElementType(t);
        m.lanes = LLVMGetVectorSize(t);
    }
    m.dbl = LLVMGetTypeKind(m.el) == LLVMDoubleTypeKind;
    m.iel = m.dbl ? ctx->t_i64 : ctx->t_i32;
    m.it = shaped(m.iel, m.lanes);
    m.i32t = shaped(ctx->t_i32, m.lanes);
    return m;
}

/* The same shape with the other element type (float <-> double). */
static Mf mf_other(const Mf *m, bool dbl)
{
    Mf o = mf_make(m->ctx, m->loc, m->name, shaped(dbl ? m->ctx->t_double : m->ctx->t_float, m->lanes));
    o.b = m->b;
    return o;
}

static LLVMValueRef kf(const Mf *m, double v) { return cg_const_splat(m->t, LLVMConstReal(m->el, v)); }
static LLVMValueRef ki(const Mf *m, unsigned long long v) { return cg_const_splat(m->it, LLVMConstInt(m->iel, v, 0)); }
static LLVMValueRef k32(const Mf *m, int v)
{
    return cg_const_splat(m->i32t, LLVMConstInt(m->ctx->t_i32, (unsigned long long)(long long)v, 1));
}

static LLVMValueRef fadd(const Mf *m, LLVMValueRef a, LLVMValueRef b) { return LLVMBuildFAdd(m->b, a, b, ""); }
static LLVMValueRef fsub(const Mf *m, LLVMValueRef a, LLVMValueRef b) { return LLVMBuildFSub(m->b, a, b, ""); }
static LLVMValueRef fmul(const Mf *m, LLVMValueRef a, LLVMValueRef b) { return LLVMBuildFMul(m->b, a, b, ""); }
static LLVMValueRef fdiv(const Mf *m, LLVMValueRef a, LLVMValueRef b) { return LLVMBuildFDiv(m->b, a, b, ""); }
static LLVMValueRef fcmp(const Mf *m, LLVMRealPredicate p, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildFCmp(m->b, p, a, b, "");
}
static LLVMValueRef icmp(const Mf *m, LLVMIntPredicate p, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildICmp(m->b, p, a, b, "");
}
static LLVMValueRef sel(const Mf *m, LLVMValueRef c, LLVMValueRef a, LLVMValueRef b)
{
    return LLVMBuildSelect(m->b, c, a, b, "");
}
static LLVMValueRef or1(const Mf *m, LLVMValueRef a, LLVMValueRef b) { return LLVMBuildOr(m->b, a, b, ""); }
static LLVMValueRef and1(const Mf *m, LLVMValueRef a, LLVMValueRef b) { return LLVMBuildAnd(m->b, a, b, ""); }
static LLVMValueRef bits(const Mf *m, LLVMValueRef x) { return LLVMBuildBitCast(m->b, x, m->it, ""); }
static LLVMValueRef from_bits(const Mf *m, LLVMValueRef i) { return LLVMBuildBitCast(m->b, i, m->t, ""); }

/* An intrinsic overloaded on its first argument's type. */
static LLVMValueRef intr(const Mf *m, const char *name, LLVMValueRef *args, unsigned n)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMTypeRef tys[1] = {LLVMTypeOf(args[0])};
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(m->ctx->mod, id, tys, 1);
    return LLVMBuildCall2(m->b, LLVMIntrinsicGetType(m->ctx->ctx, id, tys, 1), fn, args, n, "");
}
static LLVMValueRef intr1(const Mf *m, const char *name, LLVMValueRef x) { return intr(m, name, &x, 1); }
static LLVMValueRef intr2(const Mf *m, const char *name, LLVMValueRef x, LLVMValueRef y)
{
    LLVMValueRef a[2] = {x, y};
    return intr(m, name, a, 2);
}

static LLVMValueRef fabs_(const Mf *m, LLVMValueRef x) { return intr1(m, "llvm.fabs", x); }
static LLVMValueRef copysign_(const Mf *m, LLVMValueRef x, LLVMValueRef s) { return intr2(m, "llvm.copysign", x, s); }
static LLVMValueRef floor_(const Mf *m, LLVMValueRef x) { return intr1(m, "llvm.floor", x); }
static LLVMValueRef rint_(const Mf *m, LLVMValueRef x) { return intr1(m, "llvm.rint", x); }
static LLVMValueRef isnan_(const Mf *m, LLVMValueRef x) { return fcmp(m, LLVMRealUNO, x, x); }
static LLVMValueRef isinf_(const Mf *m, LLVMValueRef x)
{
    return fcmp(m, LLVMRealOEQ, fabs_(m, x), kf(m, __builtin_inf()));
}
static LLVMValueRef iszero(const Mf *m, LLVMValueRef x) { return fcmp(m, LLVMRealOEQ, x, kf(m, 0.0)); }
static LLVMValueRef nan_(const Mf *m) { return kf(m, __builtin_nan("")); }

/* 1/pi rounded to T. */
static LLVMValueRef inv_pi(const Mf *m)
{
    return m->dbl ? kf(m, 0x1.45f306dc9c883p-2) : kf(m, (float)0x1.45f306dc9c883p-2);
}

/* An int argument (ldexp, pown, rootn) in T's shape: a scalar int is
 * splatted for a vector T (ldexp(floatn, int)). */
static LLVMValueRef int_arg(const Mf *m, LLVMValueRef n)
{
    if (!m->lanes || LLVMGetTypeKind(LLVMTypeOf(n)) == LLVMVectorTypeKind) return n;
    LLVMValueRef v = LLVMBuildInsertElement(m->b, LLVMGetPoison(m->i32t), n, LLVMConstInt(m->ctx->t_i32, 0, 0), "");
    return LLVMBuildShuffleVector(m->b, v, LLVMGetPoison(m->i32t), LLVMConstNull(m->i32t), "");
}

/* ------------------------------------------------------------------ */
/* SLEEF calls                                                        */

static bool sleef_relaxed(const CgContext *ctx) { return ctx->opts->unsafe_math || ctx->opts->fast_relaxed_math; }

/* SLEEF's name of function s for w lanes of float (double) at an ISA:
 * Sleef_<name><f|d><w>_<ulp><isa>. */
static int sleef_format(char *buf, size_t size, CgSleef s, bool dbl, unsigned w, const char *isa)
{
    return snprintf(buf, size, "Sleef_%s%c%u_%s%s", sleef_rows[s].name, dbl ? 'd' : 'f', w, sleef_rows[s].ulp, isa);
}

static const char *sleef_name(const Mf *m, CgSleef s, unsigned w, const char *isa)
{
    char buf[96];
    sleef_format(buf, sizeof buf, s, m->dbl, w, isa);
    return arena_printf(&m->ctx->c->arena, "%s", buf);
}

static void add_fn_attr(CgContext *ctx, LLVMValueRef fn, const char *name, uint64_t val)
{
    unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx->ctx, kind, val));
}

/* A SLEEF function of `nargs` arguments of type ty in mod: a pure function
 * of its arguments (SLEEF sets no errno and reads no state), which lets
 * LLVM move, merge and drop calls as it does arithmetic. */
static LLVMValueRef sleef_declare(LLVMModuleRef mod, const char *name, LLVMTypeRef ty, unsigned nargs)
{
    LLVMValueRef fn = LLVMGetNamedFunction(mod, name);
    if (fn) return fn;
    LLVMTypeRef ps[2] = {ty, ty};
    fn = LLVMAddFunction(mod, name, LLVMFunctionType(ty, ps, nargs, 0));
    static const char *const attrs[] = {"nounwind", "willreturn", "nosync", "nofree", "memory" /* memory(none) */};
    LLVMContextRef ctx = LLVMGetModuleContext(mod);
    for (size_t a = 0; a < sizeof attrs / sizeof *attrs; a++) {
        unsigned kind = LLVMGetEnumAttributeKindForName(attrs[a], strlen(attrs[a]));
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(ctx, kind, 0));
    }
    return fn;
}

static LLVMValueRef sleef_decl(const Mf *m, const char *name, LLVMTypeRef ty, unsigned nargs)
{
    return sleef_declare(m->ctx->mod, name, ty, nargs);
}

/* SLEEF's variant for `lanes` lanes on t's CPU of fn, one of the vector
 * functions this file declares, declared in mod; NULL where fn is none of
 * them or the CPU's level has no variant of that width (cg_widen.c, for
 * the loops it widens). */
LLVMValueRef cg_sleef_wider(LLVMModuleRef mod, const CgTarget *t, LLVMValueRef fn, unsigned lanes)
{
    size_t len = 0;
    const char *name = LLVMGetValueName2(fn, &len);
    if (len < 7 || strncmp(name, "Sleef_", 6) != 0) return NULL;
    const SleefIsa *isa = isa_levels[cg_math_isa(t)];
    char buf[96];
    for (int s = 0; s < SL_COUNT; s++)
        for (int dbl = 0; dbl < 2; dbl++)
            for (int i = 1; i < 4 && isa[i].isa; i++) {
                int n = sleef_format(buf, sizeof buf, (CgSleef)s, dbl, dbl ? isa[i].dw : isa[i].fw, isa[i].isa);
                if (n < 0 || (size_t)n != len || memcmp(buf, name, len) != 0) continue;
                for (int j = 1; j < 4 && isa[j].isa; j++) {
                    if ((dbl ? isa[j].dw : isa[j].fw) != lanes) continue;
                    sleef_format(buf, sizeof buf, (CgSleef)s, dbl, lanes, isa[j].isa);
                    LLVMContextRef ctx = LLVMGetModuleContext(mod);
                    LLVMTypeRef el = dbl ? LLVMDoubleTypeInContext(ctx) : LLVMFloatTypeInContext(ctx);
                    return sleef_declare(mod, buf, LLVMVectorType(el, lanes), sleef_rows[s].nargs);
                }
                return NULL;
            }
    return NULL;
}

/* Adds fn to @llvm.compiler.used, so that the optimizer keeps a vector
 * variant's declaration until the loop vectorizer has looked for it (as
 * LLVM's InjectTLIMappings does); an unused declaration emits nothing. */
static void keep_declaration(const Mf *m, LLVMValueRef fn)
{
    LLVMModuleRef mod = m->ctx->mod;
    LLVMValueRef old = LLVMGetNamedGlobal(mod, "llvm.compiler.used");
    unsigned n = old ? LLVMGetArrayLength2(LLVMGlobalGetValueType(old)) : 0;
    LLVMValueRef *elems = arena_alloc(&m->ctx->c->arena, (n + 1) * sizeof *elems);
    LLVMValueRef init = old ? LLVMGetInitializer(old) : NULL;
    for (unsigned i = 0; i < n; i++) elems[i] = LLVMGetAggregateElement(init, i);
    elems[n] = fn;
    LLVMValueRef arr = LLVMConstArray2(m->ctx->t_ptr, elems, n + 1);
    if (old) {
        LLVMSetValueName2(old, "", 0);
        LLVMDeleteGlobal(old);
    }
    LLVMValueRef g = LLVMAddGlobal(mod, LLVMTypeOf(arr), "llvm.compiler.used");
    LLVMSetInitializer(g, arr);
    LLVMSetLinkage(g, LLVMAppendingLinkage);
    LLVMSetSection(g, "llvm.metadata");
}

static const SleefIsa *sleef_isa(const Mf *m) { return isa_levels[m->ctx->math_isa]; }

static unsigned isa_width(const Mf *m, const SleefIsa *v) { return m->dbl ? v->dw : v->fw; }

/* SLEEF's scalar variant, which names its vector variants for the loop
 * vectorizer (LLVM's vector-function ABI, VFABIDemangling.cpp). */
static LLVMValueRef sleef_scalar(const Mf *m, CgSleef s, LLVMValueRef *args, unsigned nargs)
{
    const SleefIsa *isa = sleef_isa(m);
    const char *name = sleef_name(m, s, 1, isa[0].isa);
    LLVMValueRef fn = LLVMGetNamedFunction(m->ctx->mod, name);
    if (!fn) {
        fn = sleef_decl(m, name, m->el, nargs);
        char variants[1024];
        size_t len = 0;
        variants[0] = '\0';
        for (int i = 1; i < 4 && isa[i].isa; i++) {
            unsigned w = isa_width(m, &isa[i]);
            const char *vname = sleef_name(m, s, w, isa[i].isa);
            keep_declaration(m, sleef_decl(m, vname, LLVMVectorType(m->el, w), nargs));
            len += (size_t)snprintf(variants + len, sizeof variants - len, "%s_ZGV_LLVM_N%u%s_%s(%s)", len ? "," : "",
                                    w, nargs == 2 ? "vv" : "v", name, vname);
        }
        if (len) {
            static const char key[] = "vector-function-abi-variant";
            LLVMAddAttributeAtIndex(
                fn, LLVMAttributeFunctionIndex,
                LLVMCreateStringAttribute(m->ctx->ctx, key, sizeof key - 1, variants, (unsigned)len));
        }
    }
    return LLVMBuildCall2(m->b, LLVMGlobalGetValueType(fn), fn, args, nargs, "");
}

/* Lanes [first, first + w) of v, poison past its own lanes. */
static LLVMValueRef lanes_of(const Mf *m, LLVMValueRef v, unsigned first, unsigned w)
{
    LLVMValueRef mask[16];
    for (unsigned i = 0; i < w; i++)
        mask[i] = first + i < m->lanes ? LLVMConstInt(m->ctx->t_i32, first + i, 0) : LLVMGetPoison(m->ctx->t_i32);
    return LLVMBuildShuffleVector(m->b, v, LLVMGetPoison(LLVMTypeOf(v)), LLVMConstVector(mask, w), "");
}

/* The first n lanes of a and b's concatenation. */
static LLVMValueRef concat(const Mf *m, LLVMValueRef a, LLVMValueRef b, unsigned n)
{
    LLVMValueRef mask[32];
    for (unsigned i = 0; i < n; i++) mask[i] = LLVMConstInt(m->ctx->t_i32, i, 0);
    return LLVMBuildShuffleVector(m->b, a, b, LLVMConstVector(mask, n), "");
}

/* A vector T through SLEEF's vector variants: the narrowest that holds all
 * lanes (padded), or pieces of the widest; lane by lane through the scalar
 * variant where the ISA has none. */
static LLVMValueRef sleef_vector(const Mf *m, CgSleef s, LLVMValueRef *args, unsigned nargs)
{
    const SleefIsa *isa = sleef_isa(m), *pick = NULL;
    for (int i = 1; i < 4 && isa[i].isa; i++) {
        pick = &isa[i];
        if (isa_width(m, pick) >= m->lanes) break;
    }
    if (!pick) {
        Mf sm = mf_make(m->ctx, m->loc, m->name, m->el);
        sm.b = m->b;
        LLVMValueRef r = LLVMGetPoison(m->t);
        for (unsigned l = 0; l < m->lanes; l++) {
            LLVMValueRef ix = LLVMConstInt(m->ctx->t_i32, l, 0), a[2];
            for (unsigned k = 0; k < nargs; k++) a[k] = LLVMBuildExtractElement(m->b, args[k], ix, "");
            r = LLVMBuildInsertElement(m->b, r, sleef_scalar(&sm, s, a, nargs), ix, "");
        }
        return r;
    }
    unsigned w = isa_width(m, pick), pieces = (m->lanes + w - 1) / w;
    LLVMValueRef fn = sleef_decl(m, sleef_name(m, s, w, pick->isa), LLVMVectorType(m->el, w), nargs);
    LLVMValueRef part[16];
    for (unsigned p = 0; p < pieces; p++) {
        LLVMValueRef a[2];
        for (unsigned k = 0; k < nargs; k++) a[k] = w == m->lanes ? args[k] : lanes_of(m, args[k], p * w, w);
        part[p] = LLVMBuildCall2(m->b, LLVMGlobalGetValueType(fn), fn, a, nargs, "");
    }
    if (w == m->lanes) return part[0];
    /* Pairwise concatenation, then the lanes T has. */
    for (unsigned n = pieces, width = w; n > 1; n = (n + 1) / 2, width *= 2)
        for (unsigned p = 0; p < n; p += 2)
            part[p / 2] = p + 1 < n ? concat(m, part[p], part[p + 1], 2 * width)
                                    : concat(m, part[p], LLVMGetPoison(LLVMTypeOf(part[p])), 2 * width);
    return lanes_of(m, part[0], 0, m->lanes);
}

/* On AVX-512, a function that calls a math built-in prefers 512-bit
 * vectors ("prefer-vector-width"; LLVM's own choice for these CPUs is
 * 256): its loops then run SLEEF's 16-float variants, up to twice the
 * 8-float ones' throughput (docs/math.md has bench/math's figures), as
 * PoCL's do.  Callers inherit it before optimization (cg_math_widen). */
static void prefer_wide(const Mf *m)
{
    if (m->ctx->math_isa != ISA_AVX512) return;
    static const char key[] = "prefer-vector-width";
    LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInsertBlock(m->b));
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                            LLVMCreateStringAttribute(m->ctx->ctx, key, sizeof key - 1, "512", 3));
}

static LLVMValueRef sleef(const Mf *m, CgSleef s, LLVMValueRef x, LLVMValueRef y)
{
    prefer_wide(m);
    LLVMValueRef args[2] = {x, y};
    unsigned n = sleef_rows[s].nargs;
    if (m->dbl ? !strchr(sleef_rows[s].types, 'D') : !strchr(sleef_rows[s].types, 'F')) {
        cg_internal_error(m->ctx, m->loc, "SLEEF has no %s variant of '%s'", m->dbl ? "double" : "float",
                          sleef_rows[s].name);
        return LLVMGetPoison(m->t);
    }
    return m->lanes ? sleef_vector(m, s, args, n) : sleef_scalar(m, s, args, n);
}

/* The variant for float under -cl-unsafe-math-optimizations, else `full`. */
static CgSleef pick(const Mf *m, CgSleef full, CgSleef relaxed)
{
    return !m->dbl && sleef_relaxed(m->ctx) ? relaxed : full;
}

/* v, except in the lanes where cond holds, which get fix(m, arg): a
 * branch around fix when no lane needs it, so a correction for rare
 * arguments costs a compare and a branch.  Only in the functions of
 * MATH_WRAP rows (below), whose calls the vectorizer widens whole. */
static LLVMValueRef rare(const Mf *m, LLVMValueRef cond, LLVMValueRef v,
                         LLVMValueRef (*fix)(const Mf *m, LLVMValueRef *a), LLVMValueRef *a)
{
    LLVMValueRef any = m->lanes ? intr1(m, "llvm.vector.reduce.or", cond) : cond;
    LLVMBasicBlockRef from = LLVMGetInsertBlock(m->b);
    LLVMValueRef fn = LLVMGetBasicBlockParent(from);
    LLVMBasicBlockRef fix_bb = LLVMAppendBasicBlockInContext(m->ctx->ctx, fn, "rare");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(m->ctx->ctx, fn, "");
    LLVMBuildCondBr(m->b, any, fix_bb, done);
    LLVMPositionBuilderAtEnd(m->b, fix_bb);
    LLVMValueRef fixed = sel(m, cond, fix(m, a), v);
    LLVMBasicBlockRef fix_end = LLVMGetInsertBlock(m->b);
    LLVMBuildBr(m->b, done);
    LLVMPositionBuilderAtEnd(m->b, done);
    LLVMValueRef phi = LLVMBuildPhi(m->b, m->t, "");
    LLVMValueRef vals[2] = {v, fixed};
    LLVMBasicBlockRef bbs[2] = {from, fix_end};
    LLVMAddIncoming(phi, vals, bbs, 2);
    return phi;
}

/* ------------------------------------------------------------------ */
/* Generators (MATH_GEN rows)                                         */

typedef LLVMValueRef (*MathGen)(const Mf *m, LLVMValueRef *a, LLVMValueRef *second);

/* x - 2 rint(x / 2), in [-1, 1] and exact (x / 2 and 2n are exact, and x
 * and 2n are within 1 of each other): SLEEF's sinpi and cospi lose the
 * argument's parity from 2^23 (float cospi of odd integers) and their
 * accuracy from 2^31 (double). */
static LLVMValueRef reduce_2(const Mf *m, LLVMValueRef x)
{
    LLVMValueRef n = rint_(m, fmul(m, x, kf(m, 0.5)));
    return fsub(m, x, fmul(m, n, kf(m, 2.0)));
}

/* sinpi(n) is copysign(0, n) for every integer n (6.15.2's additional
 * requirements); SLEEF returns sin(pi n)'s zero, -0 for positive odd n. */
static LLVMValueRef gen_sinpi(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef x = a[0], r = sleef(m, SL_SINPI_U05, reduce_2(m, x), NULL);
    LLVMValueRef isint =
        and1(m, fcmp(m, LLVMRealOEQ, floor_(m, x), x), fcmp(m, LLVMRealONE, fabs_(m, x), kf(m, __builtin_inf())));
    return sel(m, isint, copysign_(m, kf(m, 0.0), x), r);
}

/* cospi(n + 0.5) is +0; SLEEF gives -0 for some. */
static LLVMValueRef cospi_(const Mf *m, LLVMValueRef x)
{
    LLVMValueRef r = sleef(m, SL_COSPI_U05, x, NULL);
    return sel(m, iszero(m, r), kf(m, 0.0), r);
}
static LLVMValueRef gen_cospi(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    return cospi_(m, reduce_2(m, a[0]));
}

/* Whether an integer-valued x is odd: x / 2 is exact, and not an integer. */
static LLVMValueRef is_odd(const Mf *m, LLVMValueRef n)
{
    LLVMValueRef h = fmul(m, n, kf(m, 0.5));
    return fcmp(m, LLVMRealONE, rint_(m, h), h);
}

/* tanpi(x) = sinpi(r) / cospi(r), r = x - rint(x) in [-0.5, 0.5] (exact);
 * at r = +-0.5, cospi is +0 and the quotient the infinity the rules ask
 * for; integers get copysign(0, x), negated for odd ones. */
static LLVMValueRef gen_tanpi(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef x = a[0], n = rint_(m, x), r = fsub(m, x, n);
    LLVMValueRef t = fdiv(m, sleef(m, SL_SINPI_U05, r, NULL), cospi_(m, r));
    LLVMValueRef z = copysign_(m, kf(m, 0.0), x);
    z = sel(m, is_odd(m, n), LLVMBuildFNeg(m->b, z, ""), z);
    return sel(m, iszero(m, r), z, t);
}

static LLVMValueRef gen_acospi(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    return fmul(m, sleef(m, SL_ACOS_U10, a[0], NULL), inv_pi(m));
}

static LLVMValueRef gen_asinpi(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    return fmul(m, sleef(m, SL_ASIN_U10, a[0], NULL), inv_pi(m));
}

/* atanpi(+-inf) = +-0.5 exactly. */
static LLVMValueRef gen_atanpi(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef x = a[0], r = fmul(m, sleef(m, SL_ATAN_U10, x, NULL), inv_pi(m));
    return sel(m, isinf_(m, x), copysign_(m, kf(m, 0.5), x), r);
}

/* atan2(y, x) / pi, and the exact multiples of 1/4 the rules prescribe
 * where atan2 returns a multiple of pi/4 (its rounding times 1/pi need
 * not be the multiple of 1/4). */
static LLVMValueRef gen_atan2pi(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef y = a[0], x = a[1];
    LLVMValueRef r = fmul(m, sleef(m, SL_ATAN2_U10, y, x), inv_pi(m));
    LLVMValueRef inf = kf(m, __builtin_inf()), zero = kf(m, 0.0);
    LLVMValueRef yinf = isinf_(m, y), xinf = isinf_(m, x);
    LLVMValueRef yfin = fcmp(m, LLVMRealOLT, fabs_(m, y), inf), xfin = fcmp(m, LLVMRealOLT, fabs_(m, x), inf);
    LLVMValueRef ynz = fcmp(m, LLVMRealONE, y, zero);
    LLVMValueRef xneg = LLVMBuildICmp(m->b, LLVMIntSLT, bits(m, x), ki(m, 0), ""); /* x < 0 or x = -0 */
    LLVMValueRef v;
    /* y = +-0 (x not NaN): +-1 left of the y axis and at x = -0, +-0 right
     * of it. */
    LLVMValueRef y0 = and1(m, iszero(m, y), fcmp(m, LLVMRealORD, x, x));
    v = sel(m, and1(m, y0, xneg), copysign_(m, kf(m, 1.0), y), r);
    v = sel(m, and1(m, y0, LLVMBuildNot(m->b, xneg, "")), y, v);
    /* finite y != 0: +-0.5 on the y axis, +-1 / +-0 at x = -inf / +inf. */
    LLVMValueRef yreg = and1(m, yfin, ynz);
    v = sel(m, and1(m, yreg, iszero(m, x)), copysign_(m, kf(m, 0.5), y), v);
    v = sel(m, and1(m, yreg, fcmp(m, LLVMRealOEQ, x, LLVMBuildFNeg(m->b, inf, ""))), copysign_(m, kf(m, 1.0), y), v);
    v = sel(m, and1(m, yreg, fcmp(m, LLVMRealOEQ, x, inf)), copysign_(m, zero, y), v);
    /* y = +-inf: +-0.5 for finite x, +-0.25 / +-0.75 at x = +inf / -inf. */
    v = sel(m, and1(m, yinf, xfin), copysign_(m, kf(m, 0.5), y), v);
    v = sel(m, and1(m, yinf, xinf), copysign_(m, sel(m, xneg, kf(m, 0.75), kf(m, 0.25)), y), v);
    return v;
}

/* x - y if x > y, +0 if x <= y, NaN if either is. */
static LLVMValueRef gen_fdim(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef x = a[0], y = a[1];
    LLVMValueRef r = sel(m, fcmp(m, LLVMRealOGT, x, y), fsub(m, x, y), kf(m, 0.0));
    return sel(m, fcmp(m, LLVMRealUNO, x, y), fadd(m, x, y), r);
}

/* x if |x| > |y|, y if |y| > |x|, else fmax(x, y) (fmin, < for minmag). */
static LLVMValueRef mag(const Mf *m, LLVMValueRef *a, bool max)
{
    LLVMValueRef x = a[0], y = a[1], ax = fabs_(m, x), ay = fabs_(m, y);
    LLVMRealPredicate p = max ? LLVMRealOGT : LLVMRealOLT;
    LLVMValueRef tie = intr2(m, max ? "llvm.maxnum" : "llvm.minnum", x, y);
    return sel(m, fcmp(m, p, ax, ay), x, sel(m, fcmp(m, p, ay, ax), y, tie));
}
static LLVMValueRef gen_maxmag(const Mf *m, LLVMValueRef *a, LLVMValueRef *second) { return mag(m, a, true); }
static LLVMValueRef gen_minmag(const Mf *m, LLVMValueRef *a, LLVMValueRef *second) { return mag(m, a, false); }

/* fmin(x - floor(x), 0x1.fffffep-1f), *iptr = floor(x); fract(+-0) = +-0,
 * fract(+-inf) = +-0, fract(NaN) = NaN (floor gives the rest). */
static LLVMValueRef gen_fract(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef x = a[0], fl = floor_(m, x);
    LLVMValueRef below_one = m->dbl ? kf(m, 0x1.fffffffffffffp-1) : kf(m, 0x1.fffffep-1);
    LLVMValueRef r = intr2(m, "llvm.minnum", fsub(m, x, fl), below_one);
    r = sel(m, isinf_(m, x), copysign_(m, kf(m, 0.0), x), r);
    r = sel(m, or1(m, iszero(m, x), isnan_(m, x)), x, r);
    *second = fl;
    return r;
}

/* 6.15.2's modf: *iptr = trunc(x), copysign(isinf(x) ? 0 : x - *iptr, x). */
static LLVMValueRef gen_modf(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef x = a[0], t = intr1(m, "llvm.trunc", x);
    *second = t;
    return copysign_(m, sel(m, isinf_(m, x), kf(m, 0.0), fsub(m, x, t)), x);
}

/* The IEEE layout of T: significand bits (without the hidden one), bias. */
static unsigned mant_bits(const Mf *m) { return m->dbl ? 52 : 23; }
static unsigned bias(const Mf *m) { return m->dbl ? 1023 : 127; }
static unsigned long long abs_mask(const Mf *m) { return m->dbl ? 0x7fffffffffffffffull : 0x7fffffffull; }
static unsigned long long exp_mask(const Mf *m) { return m->dbl ? 0x7ff0000000000000ull : 0x7f800000ull; }

/* An integer of T's element width in T's shape as i32 lanes. */
static LLVMValueRef to_i32(const Mf *m, LLVMValueRef v) { return m->dbl ? LLVMBuildTrunc(m->b, v, m->i32t, "") : v; }

/* frexp: the significand in [0.5, 1) with x's sign, and the exponent;
 * x itself and 0 for +-0, +-inf and NaN.  A subnormal x is first scaled
 * into the normal range by 2^(p + 1). */
static LLVMValueRef gen_frexp(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef x = a[0];
    unsigned mb = mant_bits(m);
    LLVMValueRef ax = LLVMBuildAnd(m->b, bits(m, x), ki(m, abs_mask(m)), "");
    LLVMValueRef sub = icmp(m, LLVMIntULT, ax, ki(m, 1ull << mb));
    LLVMValueRef y = sel(m, sub, fmul(m, x, kf(m, m->dbl ? 0x1p54 : 0x1p25)), x);
    LLVMValueRef yb = bits(m, y);
    LLVMValueRef e = LLVMBuildLShr(m->b, LLVMBuildAnd(m->b, yb, ki(m, exp_mask(m)), ""), ki(m, mb), "");
    e = LLVMBuildSub(m->b, e, sel(m, sub, ki(m, bias(m) - 1 + mb + 2), ki(m, bias(m) - 1)), "");
    LLVMValueRef mant = LLVMBuildOr(m->b, LLVMBuildAnd(m->b, yb, ki(m, ~exp_mask(m)), ""),
                                    ki(m, (unsigned long long)(bias(m) - 1) << mb), "");
    LLVMValueRef special = or1(m, iszero(m, x), fcmp(m, LLVMRealUGE, fabs_(m, x), kf(m, __builtin_inf())));
    *second = sel(m, special, k32(m, 0), to_i32(m, e));
    return sel(m, special, x, from_bits(m, mant));
}

/* ilogb: the unbiased exponent, that of the leading bit for a subnormal;
 * FP_ILOGB0 (INT_MIN) for +-0, FP_ILOGBNAN (INT_MAX) for NaN and +-inf. */
static LLVMValueRef ilogb_(const Mf *m, LLVMValueRef x)
{
    unsigned mb = mant_bits(m), w = m->dbl ? 64 : 32;
    LLVMValueRef ax = LLVMBuildAnd(m->b, bits(m, x), ki(m, abs_mask(m)), "");
    LLVMValueRef normal = LLVMBuildSub(m->b, LLVMBuildLShr(m->b, ax, ki(m, mb), ""), ki(m, bias(m)), "");
    /* Subnormal: x = ax * 2^(1 - bias - mb), so ilogb = (w - 1 - clz(ax)) + 1 - bias - mb. */
    LLVMValueRef clz = intr2(m, "llvm.ctlz", ax, LLVMConstInt(m->ctx->t_i1, 0, 0));
    LLVMValueRef subn = LLVMBuildSub(m->b, ki(m, (unsigned long long)(w - bias(m) - mb)), clz, "");
    LLVMValueRef e = sel(m, icmp(m, LLVMIntULT, ax, ki(m, 1ull << mb)), subn, normal);
    e = to_i32(m, e);
    e = sel(m, iszero(m, x), k32(m, -2147483647 - 1), e);
    return sel(m, fcmp(m, LLVMRealUGE, fabs_(m, x), kf(m, __builtin_inf())), k32(m, 2147483647), e);
}
static LLVMValueRef gen_ilogb(const Mf *m, LLVMValueRef *a, LLVMValueRef *second) { return ilogb_(m, a[0]); }

/* logb: ilogb as T; -inf for +-0, +inf for +-inf, NaN for NaN. */
static LLVMValueRef gen_logb(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef x = a[0], r = LLVMBuildSIToFP(m->b, ilogb_(m, x), m->t, "");
    r = sel(m, iszero(m, x), kf(m, -__builtin_inf()), r);
    r = sel(m, isinf_(m, x), kf(m, __builtin_inf()), r);
    return sel(m, isnan_(m, x), x, r);
}

/* ldexp as musl's scalbn: up to two scalings by 2^emax (or by 2^(emin + p),
 * which stays exact in the normal range), the exponent clamped, then one
 * multiplication by 2^n, the only one that can round. */
static LLVMValueRef gen_ldexp(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef y = a[0], n = int_arg(m, a[1]);
    int emax = m->dbl ? 1023 : 127, emin = m->dbl ? -1022 : -126, down = m->dbl ? -969 : -102;
    LLVMValueRef up_k = kf(m, m->dbl ? 0x1p1023 : 0x1p127), down_k = kf(m, m->dbl ? 0x1p-969 : 0x1p-102),
                 one = kf(m, 1.0);
    for (int step = 0; step < 2; step++) {
        LLVMValueRef hi = icmp(m, LLVMIntSGT, n, k32(m, emax)), lo = icmp(m, LLVMIntSLT, n, k32(m, emin));
        y = fmul(m, y, sel(m, hi, up_k, sel(m, lo, down_k, one)));
        n = LLVMBuildSub(m->b, n, sel(m, hi, k32(m, emax), sel(m, lo, k32(m, down), k32(m, 0))), "");
    }
    n = sel(m, icmp(m, LLVMIntSGT, n, k32(m, emax)), k32(m, emax), n);
    n = sel(m, icmp(m, LLVMIntSLT, n, k32(m, emin)), k32(m, emin), n);
    LLVMValueRef e = m->dbl ? LLVMBuildSExt(m->b, n, m->it, "") : n;
    e = LLVMBuildShl(m->b, LLVMBuildAdd(m->b, e, ki(m, bias(m)), ""), ki(m, mant_bits(m)), "");
    return fmul(m, y, from_bits(m, e));
}

/* A quiet NaN with the nancode's low bits in its significand. */
static LLVMValueRef gen_nan(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    unsigned long long quiet = m->dbl ? 0x7ff8000000000000ull : 0x7fc00000ull;
    LLVMValueRef code = LLVMBuildAnd(m->b, a[0], ki(m, m->dbl ? 0x0007ffffffffffffull : 0x003fffffull), "");
    return from_bits(m, LLVMBuildOr(m->b, code, ki(m, quiet), ""));
}

/* nextafter on the bits: one step of the magnitude away from or towards
 * zero; y if x == y, the smallest subnormal with y's sign from +-0. */
static LLVMValueRef gen_nextafter(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef x = a[0], y = a[1], ux = bits(m, x), zero = kf(m, 0.0);
    LLVMValueRef up = icmp(m, LLVMIntEQ, fcmp(m, LLVMRealOLT, x, y), fcmp(m, LLVMRealOGT, x, zero));
    LLVMValueRef r =
        from_bits(m, sel(m, up, LLVMBuildAdd(m->b, ux, ki(m, 1), ""), LLVMBuildSub(m->b, ux, ki(m, 1), "")));
    r = sel(m, iszero(m, x), copysign_(m, from_bits(m, ki(m, 1)), y), r);
    r = sel(m, fcmp(m, LLVMRealOEQ, x, y), y, r);
    return sel(m, fcmp(m, LLVMRealUNO, x, y), fadd(m, x, y), r);
}

/* In double, for float: exact there (fmod, remainder), or far more
 * accurate than a float ulp. */
static LLVMValueRef in_double(const Mf *m, CgSleef s, LLVMValueRef x, LLVMValueRef y)
{
    Mf d = mf_other(m, true);
    LLVMValueRef r = sleef(&d, s, LLVMBuildFPExt(m->b, x, d.t, ""), y ? LLVMBuildFPExt(m->b, y, d.t, "") : NULL);
    return LLVMBuildFPTrunc(m->b, r, m->t, "");
}

/* SLEEF's fmod and remainder divide x by y first, and give NaN where the
 * quotient overflows (float: exponents 128 apart, double 1024).  Float
 * computes in double, where every float quotient fits; double first
 * reduces x modulo y 2^2000 and y 2^1000 where it must (multiples of 2y,
 * so the remainder's parity is kept), each step exact with a quotient
 * below 2^1000. */
static LLVMValueRef reduce_mod_fix(const Mf *m, LLVMValueRef *a)
{
    LLVMValueRef x = a[0], k = kf(m, 0x1p1000), ay = fabs_(m, a[1]);
    LLVMValueRef yc = fmul(m, ay, k), yb = fmul(m, yc, k);
    x = sel(m, fcmp(m, LLVMRealOGT, fabs_(m, x), yb), sleef(m, SL_FMOD, x, yb), x);
    return sel(m, fcmp(m, LLVMRealOGT, fabs_(m, x), yc), sleef(m, SL_FMOD, x, yc), x);
}
static LLVMValueRef reduce_mod(const Mf *m, LLVMValueRef x, LLVMValueRef y, bool branch)
{
    LLVMValueRef a[2] = {x, y};
    if (!branch) return reduce_mod_fix(m, a);
    LLVMValueRef far = fcmp(m, LLVMRealOGT, fabs_(m, x), fmul(m, fabs_(m, y), kf(m, 0x1p1000)));
    return rare(m, far, x, reduce_mod_fix, a);
}
static LLVMValueRef fmod_(const Mf *m, LLVMValueRef x, LLVMValueRef y, bool branch)
{
    return m->dbl ? sleef(m, SL_FMOD, reduce_mod(m, x, y, branch), y) : in_double(m, SL_FMOD, x, y);
}
static LLVMValueRef remainder_(const Mf *m, LLVMValueRef x, LLVMValueRef y, bool branch)
{
    return m->dbl ? sleef(m, SL_REMAINDER, reduce_mod(m, x, y, branch), y) : in_double(m, SL_REMAINDER, x, y);
}
static LLVMValueRef gen_fmod(const Mf *m, LLVMValueRef *a, LLVMValueRef *second) { return fmod_(m, a[0], a[1], true); }
static LLVMValueRef gen_remainder(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    return remainder_(m, a[0], a[1], true);
}

/* tgamma: SLEEF's loses thousands of ulp where the result is near or
 * below the smallest normal: float near x = -38 (computed with SLEEF's
 * double tgamma and rounded, which is exact enough there), double for x
 * in (-182, -170), where it is Gamma(x + 12) / (x (x + 1) ... (x + 11))
 * instead: every x + j is exact, the product rounds 11 times, so under 8
 * ulp in all. */
static LLVMValueRef tgamma_shift(const Mf *m, LLVMValueRef *a)
{
    LLVMValueRef x = a[0], p = x;
    for (int j = 1; j < 12; j++) p = fmul(m, p, fadd(m, x, kf(m, j)));
    return fdiv(m, sleef(m, SL_TGAMMA_U10, fadd(m, x, kf(m, 12.0)), NULL), p);
}
static LLVMValueRef gen_tgamma(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    if (!m->dbl) return in_double(m, SL_TGAMMA_U10, a[0], NULL);
    LLVMValueRef x = a[0];
    LLVMValueRef tiny = and1(m, fcmp(m, LLVMRealOLT, x, kf(m, -170.0)), fcmp(m, LLVMRealOGT, x, kf(m, -190.0)));
    return rare(m, tiny, sleef(m, SL_TGAMMA_U10, x, NULL), tgamma_shift, a);
}

/* pow's rare arguments.  Float: SLEEF's log has an absolute error near
 * 2^-47, which |y| > 2^26 (x then within 2^-20 of 1) turns into more than
 * 16 ulp (48 at x = 1 - 2^-22, y = -2^29); there pow is computed in
 * double.  Double: SLEEF returns inf for results within 2^-43 of DBL_MAX
 * (pow(-DBL_MAX, 1) = -inf); where it does for finite x != 0 and y, the
 * result is |x|^(y -+ 1) |x|^(+-1) (1.5 ulp; y +- 1 is exact below 2^53,
 * and pow(x, 1) = x exactly), or above 2^53, |x|^(y/2) squared as (h/2)
 * h 2, which overflows only where the result does; with x's sign for odd
 * y. */
static LLVMValueRef pow_float_fix(const Mf *m, LLVMValueRef *a) { return in_double(m, SL_POW_U10, a[0], a[1]); }
static LLVMValueRef pow_double_fix(const Mf *m, LLVMValueRef *a)
{
    LLVMValueRef x = a[0], y = a[1], ax = fabs_(m, x), one = kf(m, 1.0);
    /* |x|^(y - 1) |x| for |x| > 1, |x|^(y + 1) / |x| below: the power is
     * the smaller one, so it does not overflow itself. */
    LLVMValueRef big = fcmp(m, LLVMRealOGT, ax, one);
    LLVMValueRef e = sel(m, big, fsub(m, y, one), fadd(m, y, one));
    LLVMValueRef pw = sleef(m, SL_POW_U10, ax, e);
    LLVMValueRef near = sel(m, big, fmul(m, pw, ax), fdiv(m, pw, ax));
    LLVMValueRef h = sleef(m, SL_POW_U10, ax, fmul(m, y, kf(m, 0.5)));
    LLVMValueRef far = fmul(m, fmul(m, fmul(m, h, kf(m, 0.5)), h), kf(m, 2.0));
    LLVMValueRef r = sel(m, fcmp(m, LLVMRealOLT, fabs_(m, y), kf(m, 0x1p53)), near, far);
    LLVMValueRef odd = and1(m, fcmp(m, LLVMRealOEQ, intr1(m, "llvm.trunc", y), y), is_odd(m, y));
    return sel(m, and1(m, fcmp(m, LLVMRealOLT, x, kf(m, 0.0)), odd), LLVMBuildFNeg(m->b, r, ""), r);
}
static LLVMValueRef pow_(const Mf *m, CgSleef s, LLVMValueRef x, LLVMValueRef y)
{
    LLVMValueRef r = sleef(m, s, x, y), a[2] = {x, y};
    if (!m->dbl) return rare(m, fcmp(m, LLVMRealOGT, fabs_(m, y), kf(m, 0x1p26)), r, pow_float_fix, a);
    LLVMValueRef inf = kf(m, __builtin_inf());
    LLVMValueRef fin = and1(m, fcmp(m, LLVMRealOLT, fabs_(m, x), inf), fcmp(m, LLVMRealOLT, fabs_(m, y), inf));
    fin = and1(m, fin, fcmp(m, LLVMRealONE, x, kf(m, 0.0))); /* pow(0, y < 0) is an exact inf */
    return rare(m, and1(m, isinf_(m, r), fin), r, pow_double_fix, a);
}
static LLVMValueRef gen_pow(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    return pow_(m, SL_POW_U10, a[0], a[1]);
}

/* sinh and cosh: SLEEF's overflow with exp's, 0.7 before theirs (88.72
 * for float, 709.78 for double); past 88 (709), e^(|x|/2) squared, over
 * 2 (2.5 ulp). */
static LLVMValueRef big_cosh(const Mf *m, LLVMValueRef *a)
{
    LLVMValueRef h = sleef(m, SL_EXP_U10, fmul(m, fabs_(m, a[0]), kf(m, 0.5)), NULL);
    return fmul(m, h, fmul(m, h, kf(m, 0.5)));
}
static LLVMValueRef big_sinh(const Mf *m, LLVMValueRef *a) { return copysign_(m, big_cosh(m, a), a[0]); }
static LLVMValueRef past_exp(const Mf *m, LLVMValueRef x)
{
    return fcmp(m, LLVMRealOGT, fabs_(m, x), kf(m, m->dbl ? 709.0 : 88.0));
}
static LLVMValueRef gen_sinh(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    return rare(m, past_exp(m, a[0]), sleef(m, SL_SINH_U35, a[0], NULL), big_sinh, a);
}
static LLVMValueRef gen_cosh(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    return rare(m, past_exp(m, a[0]), sleef(m, SL_COSH_U35, a[0], NULL), big_cosh, a);
}

/* asinh, acosh and log1p overflow inside SLEEF for large x (x^2, x + 1);
 * there they are log(2|x|) = log|x| + log 2 and log x, to within 2^-48
 * relative (|x| >= 2^24 for float, 2^54 for double; log1p from 2^30,
 * 2^60). */
static LLVMValueRef log_2x(const Mf *m, LLVMValueRef *a)
{
    LLVMValueRef ln2 = kf(m, m->dbl ? 0x1.62e42fefa39efp-1 : (float)0x1.62e42fefa39efp-1);
    return copysign_(m, fadd(m, sleef(m, SL_LOG_U10, fabs_(m, a[0]), NULL), ln2), a[0]);
}
static LLVMValueRef log_x(const Mf *m, LLVMValueRef *a) { return sleef(m, SL_LOG_U10, a[0], NULL); }
static LLVMValueRef gen_asinh(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef big = fcmp(m, LLVMRealOGT, fabs_(m, a[0]), kf(m, m->dbl ? 0x1p54 : 0x1p24));
    return rare(m, big, sleef(m, SL_ASINH_U10, a[0], NULL), log_2x, a);
}
static LLVMValueRef gen_acosh(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef big = fcmp(m, LLVMRealOGT, a[0], kf(m, m->dbl ? 0x1p54 : 0x1p24));
    return rare(m, big, sleef(m, SL_ACOSH_U10, a[0], NULL), log_2x, a);
}
static LLVMValueRef gen_log1p(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef big = fcmp(m, LLVMRealOGT, a[0], kf(m, m->dbl ? 0x1p60 : 0x1p30));
    return rare(m, big, sleef(m, SL_LOG1P_U10, a[0], NULL), log_x, a);
}

/* pown: pow(x, n), exact n; for float in double, where n is exact and
 * the result rounds once (in float, n above 2^24 is not). */
static LLVMValueRef gen_pown(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef n = int_arg(m, a[1]);
    if (m->dbl) return pow_(m, SL_POW_U10, a[0], LLVMBuildSIToFP(m->b, n, m->t, ""));
    Mf d = mf_other(m, true);
    LLVMValueRef r = sleef(&d, SL_POW_U10, LLVMBuildFPExt(m->b, a[0], d.t, ""), LLVMBuildSIToFP(m->b, n, d.t, ""));
    return LLVMBuildFPTrunc(m->b, r, m->t, "");
}

/* powr: pow for x >= 0, with -0 as +0, and NaN where C's pow is 1 or
 * defined for x < 0: x < 0, 0^0, inf^0, 1^inf, NaN anywhere. */
static LLVMValueRef gen_powr(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef x = a[0], y = a[1], zero = kf(m, 0.0), inf = kf(m, __builtin_inf());
    LLVMValueRef r = pow_(m, SL_POW_U10, sel(m, iszero(m, x), zero, x), y);
    LLVMValueRef nan = fcmp(m, LLVMRealOLT, x, zero);
    nan = or1(m, nan, and1(m, iszero(m, x), iszero(m, y)));
    nan = or1(m, nan, and1(m, fcmp(m, LLVMRealOEQ, x, inf), iszero(m, y)));
    nan = or1(m, nan, and1(m, fcmp(m, LLVMRealOEQ, x, kf(m, 1.0)), isinf_(m, y)));
    nan = or1(m, nan, fcmp(m, LLVMRealUNO, x, y));
    return sel(m, nan, nan_(m), r);
}

/* rootn: |x|^(1/n) with x's sign for odd n; NaN for n = 0 and for x < 0
 * with even n.  Float computes in double (1/n's rounding is then far
 * below float's ulp).  Double corrects pow(x, 1/n) for the rounding of
 * 1/n: with 1/n = h + l (l = fma(-n, h, 1) / n), x^(1/n) = x^h (1 + l
 * log x) to far below an ulp, since |l log x| < 2^-43. */
static LLVMValueRef gen_rootn(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef x = a[0], n = int_arg(m, a[1]), ax = fabs_(m, x), r;
    if (!m->dbl) {
        Mf d = mf_other(m, true);
        LLVMValueRef inv = fdiv(&d, kf(&d, 1.0), LLVMBuildSIToFP(m->b, n, d.t, ""));
        r = LLVMBuildFPTrunc(m->b, sleef(&d, SL_POW_U10, LLVMBuildFPExt(m->b, ax, d.t, ""), inv), m->t, "");
    } else {
        LLVMValueRef nd = LLVMBuildSIToFP(m->b, n, m->t, ""), one = kf(m, 1.0);
        LLVMValueRef h = fdiv(m, one, nd);
        LLVMValueRef fa[3] = {LLVMBuildFNeg(m->b, nd, ""), h, one};
        LLVMValueRef l = fdiv(m, intr(m, "llvm.fma", fa, 3), nd);
        r = pow_(m, SL_POW_U10, ax, h);
        LLVMValueRef c = fmul(m, l, sleef(m, SL_LOG_U10, ax, NULL));
        LLVMValueRef fr[3] = {r, c, r};
        /* Not where r is 0 or inf (x^h over- or underflows, or x is 0 or
         * inf): there c may be NaN and r is right. */
        LLVMValueRef fin =
            and1(m, fcmp(m, LLVMRealONE, r, kf(m, __builtin_inf())), fcmp(m, LLVMRealONE, r, kf(m, 0.0)));
        r = sel(m, fin, intr(m, "llvm.fma", fr, 3), r);
    }
    LLVMValueRef odd = icmp(m, LLVMIntNE, LLVMBuildAnd(m->b, n, k32(m, 1), ""), k32(m, 0));
    r = sel(m, odd, copysign_(m, r, x), r);
    LLVMValueRef nan = or1(m, icmp(m, LLVMIntEQ, n, k32(m, 0)),
                           and1(m, fcmp(m, LLVMRealOLT, x, kf(m, 0.0)), LLVMBuildNot(m->b, odd, "")));
    return sel(m, nan, nan_(m), r);
}

/* remquo: remainder(x, y), and the low 7 bits of the quotient n (nearest
 * x / y, ties to even) with x / y's sign.  |x| = 128 q |y| + x' with x' =
 * fmod(|x|, 128 |y|) exact, so n = k mod 128 for k the quotient of x' by
 * |y| (k <= 128), which the exact remainder r' of x' gives as x'/|y| -
 * r'/|y|: within 2^-15 of an integer, so rint finds it.  For |y| above
 * max / 128, |x / y| < 128 and x' is |x|.  0 for NaN, inf and y = 0. */
static LLVMValueRef gen_remquo(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef x = a[0], y = a[1], ax = fabs_(m, x), ay = fabs_(m, y);
    LLVMValueRef r = remainder_(m, x, y, false);
    LLVMValueRef big = fcmp(m, LLVMRealOGT, ay, kf(m, m->dbl ? 0x1p1016 : 0x1p120));
    LLVMValueRef xr = sel(m, big, ax, fmod_(m, ax, fmul(m, ay, kf(m, 128.0)), false));
    LLVMValueRef rr = remainder_(m, xr, ay, false);
    /* x'/|y| - r'/|y| rather than (x' - r')/|y|, which overflows for x'
     * near the largest float and r' < 0. */
    LLVMValueRef k = rint_(m, fsub(m, fdiv(m, xr, ay), fdiv(m, rr, ay)));
    LLVMValueRef q = LLVMBuildAnd(m->b, LLVMBuildFPToSI(m->b, k, m->i32t, ""), k32(m, 127), "");
    LLVMValueRef neg = LLVMBuildXor(m->b, LLVMBuildICmp(m->b, LLVMIntSLT, bits(m, x), ki(m, 0), ""),
                                    LLVMBuildICmp(m->b, LLVMIntSLT, bits(m, y), ki(m, 0), ""), "");
    q = sel(m, neg, LLVMBuildNeg(m->b, q, ""), q);
    LLVMValueRef none = or1(m, isnan_(m, r), iszero(m, y));
    *second = sel(m, none, k32(m, 0), q);
    return r;
}

static LLVMValueRef gen_sincos(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    *second = sleef(m, pick(m, SL_COS_U35, SL_FASTCOS), a[0], NULL);
    return sleef(m, pick(m, SL_SIN_U35, SL_FASTSIN), a[0], NULL);
}

/* SLEEF's lgamma overflows to inf from x = 0x1.74c8p+1014 (0x1.84c2p+121
 * for float) on, where lgamma(x) is still finite up to 0x1.754dp+1014
 * (0x1.895fp+121).  From 2^60 (2^30 for float) on, x (log x - 1) -
 * log(x) / 2 + log(2 pi) / 2 -- Stirling's series without its 1/(12 x),
 * which is then far below an ulp -- is within a few ulps and overflows
 * only where the result does; x (log x - 1) is formed without the larger
 * x log x. */
static LLVMValueRef lgamma_(const Mf *m, LLVMValueRef x)
{
    LLVMValueRef l = sleef(m, SL_LOG_U10, x, NULL);
    LLVMValueRef big =
        fsub(m, fmul(m, x, fsub(m, l, kf(m, 1.0))), fsub(m, fmul(m, kf(m, 0.5), l), kf(m, 0x1.d67f1c864beb4p-1)));
    LLVMValueRef use = and1(m, fcmp(m, LLVMRealOGT, x, kf(m, m->dbl ? 0x1p60 : 0x1p30)),
                            fcmp(m, LLVMRealOLT, x, kf(m, __builtin_inf())));
    return sel(m, use, big, sleef(m, SL_LGAMMA_U10, x, NULL));
}
static LLVMValueRef gen_lgamma(const Mf *m, LLVMValueRef *a, LLVMValueRef *second) { return lgamma_(m, a[0]); }

/* ------------------------------------------------------------------ */
/* Float exp and log in inline IR                                     */

/*
 * Float exp and log are the hot ones (bench/math): as calls, an explicit
 * float8 costs a call of SLEEF's 8-float function per vector, which
 * reloads its constants and keeps the loop's values out of registers;
 * PoCL inlines its own build of SLEEF and ran those loops faster.  Inline
 * IR has no call: the constants stay in registers, the optimizer
 * schedules the polynomial with the loop, and the vectorizer widens a
 * scalar call to any width.  Only where the CPU has FMA (SLEEF's avx2 and
 * avx512f levels, every x86-64 CPU since 2013): without it llvm.fma is a
 * library call, and SLEEF's non-FMA variants stay.  Double keeps SLEEF
 * (its loops already beat PoCL's).  Both are branch-free: special
 * arguments are selects.
 */
static bool inline_float_math(const Mf *m) { return !m->dbl && m->ctx->math_isa >= ISA_AVX2; }

static LLVMValueRef fma3(const Mf *m, LLVMValueRef a, LLVMValueRef b, LLVMValueRef c)
{
    LLVMValueRef args[3] = {a, b, c};
    return intr(m, "llvm.fma", args, 3);
}

/* 2^q for q in [-126, 127], from its bits. */
static LLVMValueRef pow2i(const Mf *m, LLVMValueRef q)
{
    return from_bits(m, LLVMBuildShl(m->b, LLVMBuildAdd(m->b, q, ki(m, 127), ""), ki(m, 23), ""));
}

/*
 * exp: SLEEF 3.5's expf_u10 algorithm, operation for operation with its
 * FMA variants, so the bits are those of Sleef_expf8_u10avx2 (all 2^32
 * inputs: tests/api/math-exp-bits.c; its worst error is 0.988 ulp,
 * docs/math.md).  q = rint(x / ln 2), s = x - q ln 2 in two FMAs
 * (Cody-Waite: ln 2's upper part has 16 bits, so q times it is exact), e^s
 * by a degree-6 minimax polynomial, times 2^q in two exact scalings by
 * 2^(q/2), so that a subnormal result is rounded once.  SLEEF returns +0
 * below -104 and +inf above 100; here x is clamped to [-104, 100] first,
 * where the scalings give those (e^-104 rounds to +0, e^100 overflows), in
 * two min/max instructions rather than two compares and selects after,
 * and q stays in range.  NaN passes the clamps and stays NaN through s.  q
 * is rounded by adding 1.5 * 2^23 (to nearest even, as SLEEF's conversion)
 * and read from the sum's low bits: no conversion instructions.
 */
static LLVMValueRef exp_inline(const Mf *m, LLVMValueRef x)
{
    x = sel(m, fcmp(m, LLVMRealOGT, x, kf(m, 100.0)), kf(m, 100.0), x);
    x = sel(m, fcmp(m, LLVMRealOLT, x, kf(m, -104.0)), kf(m, -104.0), x);
    LLVMValueRef big = fadd(m, fmul(m, x, kf(m, (float)0x1.715476p+0)), kf(m, 0x1.8p23));
    LLVMValueRef qf = fsub(m, big, kf(m, 0x1.8p23));
    LLVMValueRef q = LLVMBuildSub(m->b, bits(m, big), ki(m, 0x4b400000), "");
    LLVMValueRef s = fma3(m, qf, kf(m, -(float)0x1.62e4p-1), x);
    s = fma3(m, qf, kf(m, -(float)0x1.7f7d1cp-20), s);
    static const float c[] = {0x1.6d2d92p-10f, 0x1.11114cp-7f, 0x1.5554f4p-5f, 0x1.555556p-3f, 0x1p-1f};
    LLVMValueRef u = kf(m, 0x1.a057b4p-13f);
    for (size_t i = 0; i < sizeof c / sizeof *c; i++) u = fma3(m, u, s, kf(m, c[i]));
    u = fadd(m, kf(m, 1.0), fma3(m, fmul(m, s, s), u, s));
    LLVMValueRef h = LLVMBuildAShr(m->b, q, ki(m, 1), "");
    return fmul(m, fmul(m, u, pow2i(m, h)), pow2i(m, LLVMBuildSub(m->b, q, h, "")));
}

static LLVMValueRef gen_exp(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    if (!inline_float_math(m)) return sleef(m, SL_EXP_U10, a[0], NULL);
    prefer_wide(m);
    return exp_inline(m, a[0]);
}

/*
 * log, without a division (SLEEF's 1-ulp logf divides in double-float
 * arithmetic, the loop's most expensive part): x = 2^e m with m in [2/3,
 * 4/3) (musl's split: the bits of x minus those of 2/3), f = m - 1 exact,
 * log x = e ln 2 + log1p(f), log1p(f) = f + f^2 Q(f), Q of degree 9 (a
 * Chebyshev fit of (log1p(f) - f) / f^2 on [-1/3, 1/3], relative error
 * 2^-25 at the ends).  e ln 2 + f is a sum with its rounding error (ln 2's
 * upper part has 16 bits, e at most 9: the product is exact, and larger
 * than |f| when e is not 0), so that the one rounding that matters is the
 * last addition: 0.84 ulp at worst (all 2^32 inputs, docs/math.md).
 * Subnormal x is scaled by 2^23 first; x < 0 and NaN give NaN, +-0 -inf,
 * +inf +inf.
 */
static LLVMValueRef log_inline(const Mf *m, LLVMValueRef x)
{
    LLVMValueRef sub = fcmp(m, LLVMRealOLT, x, kf(m, 0x1p-126));
    LLVMValueRef xs = sel(m, sub, fmul(m, x, kf(m, 0x1p23)), x);
    LLVMValueRef ix = LLVMBuildSub(m->b, bits(m, xs), ki(m, 0x3f2aaaab), "");
    LLVMValueRef e = LLVMBuildSub(m->b, LLVMBuildAShr(m->b, ix, ki(m, 23), ""), sel(m, sub, ki(m, 23), ki(m, 0)), "");
    LLVMValueRef mant = LLVMBuildAdd(m->b, LLVMBuildAnd(m->b, ix, ki(m, 0x7fffff), ""), ki(m, 0x3f2aaaab), "");
    LLVMValueRef f = fsub(m, from_bits(m, mant), kf(m, 1.0));
    static const float q[] = {0x1.bc8a9p-4f,  -0x1.f493a4p-4f, 0x1.24c938p-3f, -0x1.5590b2p-3f,
                              0x1.9998d4p-3f, -0x1.ffff2ap-3f, 0x1.555556p-2f, -0x1p-1f};
    LLVMValueRef p = kf(m, 0x1.dbaeccp-4f);
    p = fma3(m, p, f, kf(m, -0x1.04a91ep-3f));
    for (size_t i = 0; i < sizeof q / sizeof *q; i++) p = fma3(m, p, f, kf(m, q[i]));
    LLVMValueRef ef = LLVMBuildSIToFP(m->b, e, m->t, "");
    LLVMValueRef hi0 = fmul(m, ef, kf(m, (float)0x1.62e4p-1));
    LLVMValueRef hi = fadd(m, hi0, f);
    LLVMValueRef lo = fadd(m, fsub(m, hi0, hi), f);
    lo = fma3(m, ef, kf(m, (float)0x1.7f7d1cp-20), lo);
    lo = fma3(m, fmul(m, f, f), p, lo);
    LLVMValueRef r = fadd(m, hi, lo);
    r = sel(m, fcmp(m, LLVMRealOEQ, x, kf(m, __builtin_inf())), x, r);
    r = sel(m, fcmp(m, LLVMRealULT, x, kf(m, 0.0)), nan_(m), r);
    return sel(m, iszero(m, x), kf(m, -__builtin_inf()), r);
}

static LLVMValueRef gen_log(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    if (!inline_float_math(m)) return sleef(m, SL_LOG_U10, a[0], NULL);
    prefer_wide(m);
    return log_inline(m, a[0]);
}

/* lgamma_r's sign of gamma(x): 1 for x > 0, 0 for NaN and the poles (0 and
 * the negative integers, 6.15.2), else (-1)^floor(x). */
static LLVMValueRef gen_lgamma_r(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    LLVMValueRef x = a[0], fl = floor_(m, x);
    LLVMValueRef s = sel(m, is_odd(m, fl), k32(m, -1), k32(m, 1));
    s = sel(m, fcmp(m, LLVMRealUEQ, fl, x), k32(m, 0), s);
    *second = sel(m, fcmp(m, LLVMRealOGT, x, kf(m, 0.0)), k32(m, 1), s);
    return lgamma_(m, x);
}

/* Divisions and square roots correctly rounded (rsqrt: two roundings,
 * under 1.5 ulp); the native_ ones may use reciprocal approximations. */
static LLVMValueRef gen_divide(const Mf *m, LLVMValueRef *a, LLVMValueRef *second) { return fdiv(m, a[0], a[1]); }
static LLVMValueRef gen_recip(const Mf *m, LLVMValueRef *a, LLVMValueRef *second) { return fdiv(m, kf(m, 1.0), a[0]); }
static LLVMValueRef gen_rsqrt(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    return fdiv(m, kf(m, 1.0), intr1(m, "llvm.sqrt", a[0]));
}
/* x / y as x * (1 / y) where LLVM finds that faster.  native_rsqrt is
 * rsqrt: LLVM 19 turns an arcp division by a square root into x86's
 * reciprocal square root estimate, which gives -inf for subnormals. */
static LLVMValueRef approx(LLVMValueRef v)
{
    LLVMSetFastMathFlags(v, LLVMFastMathAllowReciprocal);
    return v;
}
static LLVMValueRef gen_native_divide(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    return approx(fdiv(m, a[0], a[1]));
}
static LLVMValueRef gen_native_recip(const Mf *m, LLVMValueRef *a, LLVMValueRef *second)
{
    return approx(fdiv(m, kf(m, 1.0), a[0]));
}

/* ------------------------------------------------------------------ */
/* The table                                                          */

typedef enum MathKind { MK_SLEEF, MK_LLVM, MK_GEN, MK_WRAP } MathKind;

static const struct {
    const char *name;
    MathKind kind;
    CgSleef full, relaxed;
    const char *intrinsic;
    MathGen gen;
} math_rows[] = {
#define MATH_SLEEF(id, name, full, relaxed) {name, MK_SLEEF, SL_##full, SL_##relaxed, NULL, NULL},
#define MATH_LLVM(id, name, intrinsic)      {name, MK_LLVM, 0, 0, intrinsic, NULL},
#define MATH_GEN(id, name, gen)             {name, MK_GEN, 0, 0, NULL, gen},
#define MATH_WRAP(id, name, gen)            {name, MK_WRAP, 0, 0, NULL, gen},
#include "codegen/cg_math.def"
#undef MATH_SLEEF
#undef MATH_LLVM
#undef MATH_GEN
#undef MATH_WRAP
};

const char *cg_math_name(CgMathFn fn) { return fn >= 0 && fn < CG_MATH_COUNT ? math_rows[fn].name : "?"; }

int cg_math_lookup(const char *name)
{
    for (int i = 0; i < CG_MATH_COUNT; i++)
        if (!strcmp(math_rows[i].name, name)) return i;
    return -1;
}

/* The value type of a call: T from the first argument, except nan's (an
 * unsigned integer of T's width and shape). */
static LLVMTypeRef value_type(CgContext *ctx, CgMathFn fn, LLVMValueRef *args)
{
    LLVMTypeRef t = LLVMTypeOf(args[0]);
    if (fn != CG_MATH_NAN) return t;
    bool vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;
    LLVMTypeRef el = vec ? LLVMGetElementType(t) : t;
    LLVMTypeRef fel = LLVMGetIntTypeWidth(el) == 64 ? ctx->t_double : ctx->t_float;
    return vec ? LLVMVectorType(fel, LLVMGetVectorSize(t)) : fel;
}

/*
 * A MATH_WRAP row is a function of the module, __oclc_math_<name>_<type>
 * (internal, noinline), one per type it is called with, whose body is
 * the generator's.  Its rare-argument branches (rare()) stay whole that
 * way: a scalar one names its vector twins of SLEEF's widths with the
 * vector-function ABI, as SLEEF's scalar functions do, so the loop
 * vectorizer calls the twin, whose branch then tests all its lanes at
 * once.  cg_math_prune drops the twins no loop used.
 */
static LLVMValueRef math_wrapper(CgContext *ctx, Loc loc, CgMathFn fn, LLVMTypeRef t, LLVMTypeRef t2, unsigned nargs)
{
    Mf m = mf_make(ctx, loc, math_rows[fn].name, t);
    const char *ty = m.dbl ? "f64" : "f32";
    const char *name = m.lanes ? arena_printf(&ctx->c->arena, "__oclc_math_%s_v%u%s", math_rows[fn].name, m.lanes, ty)
                               : arena_printf(&ctx->c->arena, "__oclc_math_%s_%s", math_rows[fn].name, ty);
    LLVMValueRef f = LLVMGetNamedFunction(ctx->mod, name);
    if (f) return f;
    LLVMTypeRef ps[2] = {t, t2};
    f = LLVMAddFunction(ctx->mod, name, LLVMFunctionType(t, ps, nargs, 0));
    LLVMSetLinkage(f, LLVMInternalLinkage);
    static const char *const attrs[] = {"nounwind", "willreturn", "nosync", "nofree", "noinline"};
    for (size_t i = 0; i < sizeof attrs / sizeof *attrs; i++) add_fn_attr(ctx, f, attrs[i], 0);
    add_fn_attr(ctx, f, "memory", 0);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(ctx->ctx);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(ctx->ctx, f, "entry"));
    m.b = b;
    LLVMValueRef args[2] = {LLVMGetParam(f, 0), nargs > 1 ? LLVMGetParam(f, 1) : NULL}, dummy = NULL;
    LLVMBuildRet(b, math_rows[fn].gen(&m, args, &dummy));
    LLVMDisposeBuilder(b);
    /* Kept whole until the vectorizer is done: an internal function the
     * optimizer may otherwise specialize (drop a constant argument),
     * which would leave the vector-function ABI names wrong. */
    keep_declaration(&m, f);
    if (m.lanes) return f;
    const SleefIsa *isa = sleef_isa(&m);
    char variants[1024];
    size_t len = 0;
    for (int i = 1; i < 4 && isa[i].isa; i++) {
        unsigned w = isa_width(&m, &isa[i]);
        LLVMValueRef vf = math_wrapper(ctx, loc, fn, LLVMVectorType(m.el, w), t2 ? LLVMVectorType(t2, w) : NULL, nargs);
        len += (size_t)snprintf(variants + len, sizeof variants - len, "%s_ZGV_LLVM_N%u%s_%s(%s)", len ? "," : "", w,
                                nargs == 2 ? "vv" : "v", name, LLVMGetValueName(vf));
    }
    if (len) {
        static const char key[] = "vector-function-abi-variant";
        LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
                                LLVMCreateStringAttribute(ctx->ctx, key, sizeof key - 1, variants, (unsigned)len));
    }
    return f;
}

LLVMValueRef cg_math(CgContext *ctx, Loc loc, CgMathFn fn, LLVMValueRef *args, unsigned nargs, LLVMValueRef *second)
{
    if (second) *second = NULL;
    if (fn < 0 || fn >= CG_MATH_COUNT || nargs == 0) {
        cg_internal_error(ctx, loc, "math function %d has no lowering", (int)fn);
        return NULL;
    }
    Mf m = mf_make(ctx, loc, math_rows[fn].name, value_type(ctx, fn, args));
    if (math_rows[fn].kind == MK_LLVM) {
        prefer_wide(&m);
        return cg_fp_flags(ctx, intr(&m, math_rows[fn].intrinsic, args, nargs));
    }
    /* SLEEF and part of the inline IR are the CPU's: the GPU's are libclc's. */
    if (ctx->target->math_lib == MATH_LIB_LIBCLC) return cg_libclc_math(ctx, loc, m.name, m.t, args, nargs, second);
    switch (math_rows[fn].kind) {
    case MK_SLEEF: {
        LLVMValueRef y = nargs > 1 ? args[1] : NULL;
        return sleef(&m, pick(&m, math_rows[fn].full, math_rows[fn].relaxed), args[0], y);
    }
    case MK_WRAP: {
        LLVMValueRef a[2] = {args[0], nargs > 1 ? args[1] : NULL};
        if (nargs > 1 && LLVMGetTypeKind(LLVMTypeOf(a[1])) == LLVMIntegerTypeKind) a[1] = int_arg(&m, a[1]);
        LLVMValueRef f = math_wrapper(ctx, loc, fn, m.t, nargs > 1 ? LLVMTypeOf(a[1]) : NULL, nargs);
        prefer_wide(&m);
        return LLVMBuildCall2(ctx->b, LLVMGlobalGetValueType(f), f, a, nargs, "");
    }
    default: {
        LLVMValueRef dummy = NULL;
        return math_rows[fn].gen(&m, args, second ? second : &dummy);
    }
    }
}

/* LOWER_MATHLIB(cg_math_builtin, name, CG_MATH_<NAME>): a row of
 * sema/builtins.def.  A scalar S argument of a vector call (fmax(float4,
 * float)) is widened; the second result of fract, frexp, lgamma_r, modf,
 * remquo and sincos is stored through the call's last argument, in
 * whatever space it points into. */
LLVMValueRef cg_math_builtin(CgContext *ctx, const CgCall *c)
{
    int n = c->n, nv = n;
    bool out = n > 0 && type_is_pointer(c->types[n - 1]);
    if (out) nv--;
    if (nv < 1 || nv > 3) {
        cg_internal_error(ctx, c->e->loc, "math built-in '%s' with %d arguments", c->name, n);
        return LLVMGetPoison(c->ret_ty);
    }
    LLVMValueRef a[3], second = NULL;
    LLVMTypeRef t = LLVMTypeOf(c->args[0]);
    for (int i = 0; i < nv; i++) {
        a[i] = c->args[i];
        LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(a[i]));
        if (k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind) a[i] = cg_bi_widen(ctx, a[i], t);
    }
    LLVMValueRef r = cg_math(ctx, c->e->loc, (CgMathFn)c->aux, a, (unsigned)nv, out ? &second : NULL);
    if (out && second) {
        Type *pointee = cg_unqual(c->types[n - 1])->ptr.pointee;
        CgLValue lv = {c->args[n - 1], pointee, NULL, 0, NULL};
        cg_store(ctx, lv, second);
    }
    return r;
}

static bool wide(LLVMValueRef fn)
{
    static const char key[] = "prefer-vector-width";
    return LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, key, sizeof key - 1) != NULL;
}

void cg_math_widen(LLVMModuleRef mod)
{
    static const char key[] = "prefer-vector-width";
    size_t n = 0, cap = 0;
    LLVMValueRef *work = NULL;
    for (LLVMValueRef f = LLVMGetFirstFunction(mod); f; f = LLVMGetNextFunction(f)) {
        if (!wide(f)) continue;
        if (n == cap) {
            LLVMValueRef *w = realloc(work, (cap = cap ? 2 * cap : 16) * sizeof *work);
            if (!w) break;
            work = w;
        }
        work[n++] = f;
    }
    LLVMContextRef c = LLVMGetModuleContext(mod);
    while (n > 0) {
        LLVMValueRef f = work[--n];
        for (LLVMUseRef u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            if (!LLVMIsACallInst(user)) continue;
            LLVMValueRef caller = LLVMGetBasicBlockParent(LLVMGetInstructionParent(user));
            if (wide(caller)) continue;
            LLVMAddAttributeAtIndex(caller, LLVMAttributeFunctionIndex,
                                    LLVMCreateStringAttribute(c, key, sizeof key - 1, "512", 3));
            if (n == cap) {
                LLVMValueRef *w = realloc(work, (cap = cap ? 2 * cap : 16) * sizeof *work);
                if (!w) continue; /* the caller is marked; its own callers stay as they are */
                work = w;
            }
            work[n++] = caller;
        }
    }
    free(work);
}

/* Whether fn is one the math lowering declared or defined for the
 * vectorizer's sake. */
static bool math_helper(LLVMValueRef fn)
{
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    return !strncmp(name, "Sleef_", 6) || !strncmp(name, "__oclc_math_", 12);
}

/* Whether v has a use other than through constants nothing uses (the
 * old @llvm.compiler.used array lingers as such a constant). */
static bool live_uses(LLVMValueRef v)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAConstant(user) || LLVMIsAGlobalValue(user) || live_uses(user)) return true;
    }
    return false;
}

void cg_math_prune(LLVMModuleRef mod)
{
    LLVMValueRef used = LLVMGetNamedGlobal(mod, "llvm.compiler.used");
    if (!used) return;
    LLVMValueRef init = LLVMGetInitializer(used);
    unsigned n = LLVMGetArrayLength2(LLVMGlobalGetValueType(used)), kept = 0;
    LLVMValueRef *keep = malloc((n ? n : 1) * sizeof *keep), *drop = malloc((n ? n : 1) * sizeof *drop);
    unsigned ndrop = 0;
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef v = LLVMGetAggregateElement(init, i);
        if (LLVMIsAFunction(v) && math_helper(v))
            drop[ndrop++] = v;
        else
            keep[kept++] = v;
    }
    if (ndrop) {
        LLVMTypeRef ptr = LLVMTypeOf(LLVMGetAggregateElement(init, 0));
        LLVMSetValueName2(used, "", 0);
        if (kept) {
            LLVMValueRef arr = LLVMConstArray2(ptr, keep, kept);
            LLVMValueRef g = LLVMAddGlobal(mod, LLVMTypeOf(arr), "llvm.compiler.used");
            LLVMSetInitializer(g, arr);
            LLVMSetLinkage(g, LLVMAppendingLinkage);
            LLVMSetSection(g, "llvm.metadata");
        }
        LLVMDeleteGlobal(used);
        /* What no code calls goes, wrappers first (their bodies call SLEEF). */
        for (int pass = 0; pass < 2; pass++)
            for (LLVMValueRef f = LLVMGetFirstFunction(mod), next; f; f = next) {
                next = LLVMGetNextFunction(f);
                if (math_helper(f) && !live_uses(f)) LLVMDeleteFunction(f);
            }
    }
    free(keep);
    free(drop);
}

/* ------------------------------------------------------------------ */
/* half (cl_khr_fp16)                                                 */

/* v's shape with element type e (a vector of as many lanes). */
static LLVMTypeRef half_shape(LLVMTypeRef v, LLVMTypeRef e)
{
    return LLVMGetTypeKind(v) == LLVMVectorTypeKind ? LLVMVectorType(e, LLVMGetVectorSize(v)) : e;
}

/*
 * fma(a, b, c) of halves, correctly rounded, in float: the product of two
 * halves (11-bit significands, exponents from -24) is exact in float
 * (22 bits, exponents from -48); the sum p + c rounded to float is s,
 * and TwoSum's error e (p + c = s + e exactly, e a float) says on which
 * side of s the exact sum lies.  s rounded to odd (where e is not zero
 * and s's last bit is even, s moved one float towards the exact sum:
 * that float is odd) keeps the exact sum's side of every half (the halves
 * are even floats, 24 bits being more than 11 + 2), so rounding it to half
 * to nearest rounds once, as the exact value would be.  Rounding the
 * float fma to half instead can round twice: a*b + c within a float ulp
 * of a half midpoint becomes the midpoint, then goes to the even half.
 * Infinities and NaNs give a NaN e (unordered: nothing moves) and s as
 * the float fma would.  No fast-math flag is put on these instructions:
 * reassociation would make e zero.
 */
static LLVMValueRef half_fma(CgContext *ctx, LLVMValueRef *h, LLVMTypeRef ht)
{
    LLVMBuilderRef b = ctx->b;
    LLVMTypeRef ft = half_shape(ht, ctx->t_float), it = half_shape(ht, ctx->t_i32);
    LLVMValueRef x = LLVMBuildFPExt(b, h[0], ft, "fma.a"), y = LLVMBuildFPExt(b, h[1], ft, "fma.b");
    LLVMValueRef c = LLVMBuildFPExt(b, h[2], ft, "fma.c");
    LLVMValueRef p = LLVMBuildFMul(b, x, y, "fma.p");
    LLVMValueRef s = LLVMBuildFAdd(b, p, c, "fma.s");
    LLVMValueRef bv = LLVMBuildFSub(b, s, p, "fma.bv");
    LLVMValueRef av = LLVMBuildFSub(b, s, bv, "fma.av");
    LLVMValueRef e = LLVMBuildFAdd(b, LLVMBuildFSub(b, p, av, "fma.ea"), LLVMBuildFSub(b, c, bv, "fma.eb"), "fma.e");
    LLVMValueRef zero = cg_bi_fp_const(ft, 0.0);
    LLVMValueRef sb = LLVMBuildBitCast(b, s, it, "fma.sbits");
    LLVMValueRef even = LLVMBuildICmp(b, LLVMIntEQ, LLVMBuildAnd(b, sb, cg_bi_int_const(it, 1), ""),
                                      cg_bi_int_const(it, 0), "fma.even");
    LLVMValueRef inexact = LLVMBuildFCmp(b, LLVMRealONE, e, zero, "fma.inexact");
    /* (s is not zero where e is not: a sum that rounds to zero is exact) */
    LLVMValueRef outward = LLVMBuildICmp(b, LLVMIntEQ, LLVMBuildFCmp(b, LLVMRealOGT, e, zero, ""),
                                         LLVMBuildFCmp(b, LLVMRealOGT, s, zero, ""), "fma.outward");
    LLVMValueRef step = LLVMBuildSelect(b, outward, cg_bi_int_const(it, 1), cg_bi_int_const(it, ~0ull), "");
    step = LLVMBuildSelect(b, LLVMBuildAnd(b, inexact, even, ""), step, cg_bi_int_const(it, 0), "fma.step");
    LLVMValueRef odd = LLVMBuildBitCast(b, LLVMBuildAdd(b, sb, step, ""), ft, "fma.odd");
    return LLVMBuildFPTrunc(b, odd, ht, "fma");
}

/* nextafter on the half bits, as gen_nextafter on float's: one step of
 * the magnitude away from or towards zero; y if x == y, the smallest
 * subnormal with y's sign from +-0.  (The float nextafter of a half is
 * within a float ulp of it, which rounds back to the same half.) */
static LLVMValueRef half_nextafter(CgContext *ctx, LLVMValueRef x, LLVMValueRef y, LLVMTypeRef ht)
{
    LLVMBuilderRef b = ctx->b;
    LLVMTypeRef it = half_shape(ht, ctx->t_i16);
    LLVMValueRef zero = cg_bi_fp_const(ht, 0.0), ux = LLVMBuildBitCast(b, x, it, "next.bits");
    LLVMValueRef up = LLVMBuildICmp(b, LLVMIntEQ, LLVMBuildFCmp(b, LLVMRealOLT, x, y, ""),
                                    LLVMBuildFCmp(b, LLVMRealOGT, x, zero, ""), "next.up");
    LLVMValueRef r = LLVMBuildSelect(b, up, LLVMBuildAdd(b, ux, cg_bi_int_const(it, 1), ""),
                                     LLVMBuildSub(b, ux, cg_bi_int_const(it, 1), ""), "");
    r = LLVMBuildBitCast(b, r, ht, "");
    LLVMValueRef tiny = LLVMBuildBitCast(b, cg_bi_int_const(it, 1), ht, "");
    LLVMValueRef args[2] = {tiny, y};
    r = LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealOEQ, x, zero, ""),
                        cg_bi_intrinsic(ctx, "llvm.copysign", ht, args, 2), r, "");
    r = LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealOEQ, x, y, ""), y, r, "");
    return LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealUNO, x, y, ""), LLVMBuildFAdd(b, x, y, ""), r, "nextafter");
}

/*
 * The math functions of half that the float lowering on the widened
 * arguments (codegen/cg_builtin.c, half_via_float) does not give: true
 * with the result in *out for
 *   fma, mad   correctly rounded (half_fma above; mad, whose accuracy is
 *              the implementation's, is the same correctly rounded fma);
 *   nan        the quiet half NaN with the low 9 bits of the code;
 *   nextafter  on the half bits (half_nextafter);
 *   fract frexp lgamma_r modf remquo sincos
 *              the float function, both results rounded to half once
 *              (the integer ones as they are), the second stored through
 *              the pointer; fract's value is at most 0x1.ffcp-1, the half
 *              below 1 (a float fract just below 1 rounds to 1 in half).
 */
bool cg_math_half(CgContext *ctx, const CgCall *c, LLVMValueRef *out)
{
    LLVMBuilderRef b = ctx->b;
    CgMathFn fn = (CgMathFn)c->aux;
    LLVMTypeRef ht = c->ret_ty;
    switch (fn) {
    case CG_MATH_FMA:
    case CG_MATH_MAD: {
        LLVMValueRef h[3];
        for (int i = 0; i < 3; i++) h[i] = cg_bi_widen(ctx, c->args[i], ht);
        *out = half_fma(ctx, h, ht);
        return true;
    }
    case CG_MATH_NAN: {
        LLVMTypeRef it = LLVMTypeOf(c->args[0]);
        LLVMValueRef code = LLVMBuildAnd(b, c->args[0], cg_bi_int_const(it, 0x1ff), "nan.code");
        *out = LLVMBuildBitCast(b, LLVMBuildOr(b, code, cg_bi_int_const(it, 0x7e00), ""), ht, "nan");
        return true;
    }
    case CG_MATH_NEXTAFTER: {
        LLVMValueRef x = cg_bi_widen(ctx, c->args[0], ht), y = cg_bi_widen(ctx, c->args[1], ht);
        *out = half_nextafter(ctx, x, y, ht);
        return true;
    }
    case CG_MATH_FRACT:
    case CG_MATH_FREXP:
    case CG_MATH_LGAMMA_R:
    case CG_MATH_MODF:
    case CG_MATH_REMQUO:
    case CG_MATH_SINCOS: break;
    default: return false;
    }
    LLVMTypeRef ft = half_shape(ht, ctx->t_float);
    int nv = c->n - 1;
    LLVMValueRef a[2], second = NULL;
    for (int i = 0; i < nv; i++) a[i] = LLVMBuildFPExt(b, c->args[i], ft, "half.wide");
    LLVMValueRef r = LLVMBuildFPTrunc(b, cg_math(ctx, c->e->loc, fn, a, (unsigned)nv, &second), ht, "half");
    if (fn == CG_MATH_FRACT)
        r = LLVMBuildSelect(b, LLVMBuildFCmp(b, LLVMRealOEQ, r, cg_bi_fp_const(ht, 1.0), ""),
                            cg_bi_fp_const(ht, 0x1.ffcp-1), r, "fract");
    if (second) {
        Type *pointee = cg_unqual(c->types[c->n - 1])->ptr.pointee;
        if (LLVMGetTypeKind(cg_bi_llvm_elem(LLVMTypeOf(second))) == LLVMFloatTypeKind)
            second = LLVMBuildFPTrunc(b, second, ht, "half.second");
        CgLValue lv = {c->args[c->n - 1], pointee, NULL, 0, NULL};
        cg_store(ctx, lv, second);
    }
    *out = r;
    return true;
}
