/*
 * cg_libclc.c - the math functions of a MATH_LIB_LIBCLC target (nvptx64):
 * calls of libclc's OpenCL built-ins, and the link step that brings in the
 * ones a module calls.
 *
 * On the CPU a math function is an LLVM intrinsic, a call of SLEEF's
 * vector library or oclc's inline IR (cg_math.c); SLEEF is a CPU library
 * and part of the inline IR counts on the CPU's FMA and rounding.  On
 * nvptx64 the rows that are one LLVM intrinsic stay so (fabs, floor, fma,
 * sqrt: NVPTX has each as one exact instruction, sqrt.rn and fma.rn), and
 * every other row calls libclc's function of the same OpenCL name:
 * `_Z3expf`, `_Z3expDv4_f`, `_Z5fractfPf`, as clang mangles them for
 * NVPTX, where a private pointer is generic (the second result goes
 * through a private temporary, in the data layout's alloca space, generic
 * on NVPTX).  libclc's NVPTX build is Debian's libclc-19
 * (nvptx64--nvidiacl.bc, LLVM 19 bitcode, only llvm.* undefined).
 *
 * Linking: CMake found the file at configure time and a generated source
 * .incbin's it into liboclc (cg_libclc_blob.c.in), so the GPU build runs
 * on a machine without LLVM or libclc; without it, a math call on this
 * target is an error at the use naming libclc-19.  Before optimization,
 * when the module calls a function it does not define with an Itanium
 * name, the bitcode is read lazily (LLVMGetBitcodeModuleInContext2: only
 * the module's tables, no function bodies), given our triple and data
 * layout, and linked in: libclc's definitions are all linkonce_odr, which
 * the linker takes only where referenced, materializing just those
 * bodies.  They are then made internal, so that -O2 inlines and drops them
 * (libclc marks them alwaysinline), and lose their "target-features"
 * ("+ptx42"), which the inliner would otherwise take for a mismatch.
 */
#include <stdio.h>
#include <string.h>

#include <llvm-c/BitReader.h>
#include <llvm-c/Linker.h>

#include "codegen/cg_internal.h"

/* The functions whose last parameter is a pointer to a second result:
 * of the value's type ('S') or of int of its shape ('I'). */
static const struct {
    const char *name;
    char kind;
} second_results[] = {
    {"fract", 'S'}, {"modf", 'S'}, {"sincos", 'S'}, {"frexp", 'I'}, {"lgamma_r", 'I'}, {"remquo", 'I'},
};

/* libclc's native_ transcendentals are llvm.sin, llvm.cos, llvm.exp2,
 * llvm.log2 ..., which LLVM 19's NVPTX selects only under unsafe-fp-math
 * (sin and cos abort instruction selection, the others are "no libcall
 * available" at -O0): these call the full functions, whose accuracy a
 * native_ function may have as well as any other.  native_divide, _recip
 * and _rsqrt are plain IR in libclc and stay. */
static const char *const full_natives[] = {"native_sin",   "native_cos", "native_tan",  "native_exp",   "native_exp2",
                                           "native_exp10", "native_log", "native_log2", "native_log10", "native_powr"};

static char second_kind(const char *name)
{
    for (size_t i = 0; i < sizeof second_results / sizeof *second_results; i++)
        if (!strcmp(second_results[i].name, name)) return second_results[i].kind;
    return 0;
}

/* The Itanium code of scalar type t ('f', 'd', 'i', 'j' ...). */
static const char *scalar_code(LLVMTypeRef t, bool is_unsigned)
{
    switch (LLVMGetTypeKind(t)) {
    case LLVMHalfTypeKind: return "Dh";
    case LLVMFloatTypeKind: return "f";
    case LLVMDoubleTypeKind: return "d";
    default: break;
    }
    switch (LLVMGetIntTypeWidth(t)) {
    case 8: return is_unsigned ? "h" : "c";
    case 16: return is_unsigned ? "t" : "s";
    case 32: return is_unsigned ? "j" : "i";
    default: return is_unsigned ? "m" : "l";
    }
}

/* Appends the mangling of t to buf: a vector already seen is a
 * substitution (S_ the first, S0_ the second), as the Itanium ABI has it;
 * builtin scalars are never substituted. */
static void mangle(char *buf, size_t cap, LLVMTypeRef t, bool is_unsigned, LLVMTypeRef *seen, int *nseen)
{
    size_t len = strlen(buf);
    if (LLVMGetTypeKind(t) != LLVMVectorTypeKind) {
        snprintf(buf + len, cap - len, "%s", scalar_code(t, is_unsigned));
        return;
    }
    for (int i = 0; i < *nseen; i++)
        if (seen[i] == t) {
            if (i == 0)
                snprintf(buf + len, cap - len, "S_");
            else
                snprintf(buf + len, cap - len, "S%d_", i - 1);
            return;
        }
    snprintf(buf + len, cap - len, "Dv%u_%s", LLVMGetVectorSize(t), scalar_code(LLVMGetElementType(t), is_unsigned));
    seen[(*nseen)++] = t;
}

/* The int vector (or int) of t's shape. */
static LLVMTypeRef int_shape(CgContext *ctx, LLVMTypeRef t)
{
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMVectorType(ctx->t_i32, LLVMGetVectorSize(t)) : ctx->t_i32;
}

LLVMValueRef cg_libclc_math(CgContext *ctx, Loc loc, const char *name, LLVMTypeRef t, LLVMValueRef *args,
                            unsigned nargs, LLVMValueRef *second)
{
    size_t blob_len;
    if (!cg_libclc_blob(&blob_len)) {
        diag_error(&ctx->c->diag, loc,
                   "math function '%s' on target '%s' needs libclc, which this oclc was built without "
                   "(install libclc-19 and configure oclc again)",
                   name, ctx->target->name);
        return LLVMGetPoison(t);
    }
    for (size_t i = 0; i < sizeof full_natives / sizeof *full_natives; i++)
        if (!strcmp(name, full_natives[i])) name += strlen("native_");
    char kind = second_kind(name);
    /* nan takes the unsigned integers of the value's size. */
    bool is_unsigned = !strcmp(name, "nan");
    char sym[128];
    snprintf(sym, sizeof sym, "_Z%zu%s", strlen(name), name);
    LLVMTypeRef seen[4], ptys[4];
    int nseen = 0;
    for (unsigned i = 0; i < nargs && i < 3; i++) {
        ptys[i] = LLVMTypeOf(args[i]);
        mangle(sym, sizeof sym, ptys[i], is_unsigned, seen, &nseen);
    }
    LLVMTypeRef out_ty = NULL;
    if (kind) {
        out_ty = kind == 'I' ? int_shape(ctx, t) : t;
        size_t len = strlen(sym);
        snprintf(sym + len, sizeof sym - len, "P");
        mangle(sym, sizeof sym, out_ty, false, seen, &nseen);
        ptys[nargs] = LLVMPointerTypeInContext(ctx->ctx, ctx->target->alloca_as);
    }
    unsigned np = nargs + (kind ? 1 : 0);
    /* ilogb returns int; the others the value's type (nan's, from uint). */
    LLVMTypeRef rt = !strcmp(name, "ilogb") ? int_shape(ctx, t) : t;
    LLVMTypeRef fnty = LLVMFunctionType(rt, ptys, np, 0);
    LLVMValueRef fn = cg_runtime_fn(ctx, sym, fnty);
    LLVMValueRef a[4];
    for (unsigned i = 0; i < nargs; i++) a[i] = args[i];
    LLVMValueRef tmp = NULL;
    if (kind) {
        LLVMValueRef first = LLVMGetFirstInstruction(ctx->entry);
        if (first)
            LLVMPositionBuilderBefore(ctx->ab, first);
        else
            LLVMPositionBuilderAtEnd(ctx->ab, ctx->entry);
        a[nargs] = tmp = LLVMBuildAlloca(ctx->ab, out_ty, "second");
    }
    LLVMValueRef r = LLVMBuildCall2(ctx->b, fnty, fn, a, np, "");
    if (tmp && second) *second = LLVMBuildLoad2(ctx->b, out_ty, tmp, "");
    return r;
}

/* Whether the module calls a function with an Itanium name that it does
 * not define (what libclc may define). */
static bool needs_libclc(LLVMModuleRef mod)
{
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
        size_t len;
        const char *name = LLVMGetValueName2(fn, &len);
        if (LLVMIsDeclaration(fn) && len > 2 && !strncmp(name, "_Z", 2) && LLVMGetFirstUse(fn)) return true;
    }
    return false;
}

CompileStatus cg_libclc_link(Compilation *c, CgModule *m)
{
    if (!needs_libclc(m->mod)) return COMPILE_OK;
    size_t len;
    const void *data = cg_libclc_blob(&len);
    if (!data) return COMPILE_OK; /* reported at each use */
    LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRange(data, len, "nvptx64--nvidiacl.bc", 0);
    LLVMModuleRef clc;
    /* On success the module owns the buffer. */
    if (LLVMGetBitcodeModuleInContext2(m->ctx, buf, &clc)) {
        LLVMDisposeMemoryBuffer(buf);
        return cg_report_internal(c, "cannot read the embedded libclc bitcode");
    }
    LLVMSetTarget(clc, LLVMGetTarget(m->mod));
    LLVMSetDataLayout(clc, LLVMGetDataLayoutStr(m->mod));
    /* Consumes clc, and reports through the context's handler. */
    if (LLVMLinkModules2(m->mod, clc)) return cg_report_internal(c, "cannot link libclc's built-ins");
    static const char features[] = "target-features";
    for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn; fn = LLVMGetNextFunction(fn)) {
        if (LLVMIsDeclaration(fn) || LLVMGetLinkage(fn) != LLVMLinkOnceODRLinkage) continue;
        LLVMSetLinkage(fn, LLVMInternalLinkage);
        LLVMRemoveStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, features, sizeof features - 1);
    }
    for (LLVMValueRef g = LLVMGetFirstGlobal(m->mod); g; g = LLVMGetNextGlobal(g))
        if (!LLVMIsDeclaration(g) && LLVMGetLinkage(g) == LLVMLinkOnceODRLinkage)
            LLVMSetLinkage(g, LLVMInternalLinkage);
    return COMPILE_OK;
}
