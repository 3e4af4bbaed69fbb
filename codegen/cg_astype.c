/*
 * cg_astype.c - as_T() / as_Tn() (EXPR_ASTYPE): the operand's bits reread
 * as the result type.  Sema has checked that the two storage sizes are
 * equal (a 3-component vector has the storage of the 4-component one) and
 * that both are built-in scalar or vector types other than bool and half,
 * so every shape here is a register-to-register reinterpretation:
 *
 *   same type                 nothing
 *   equal component counts    bitcast (vec3 -> vec3 too: <3 x float> to
 *                             <3 x i32> maps padding to padding)
 *   other counts              bitcast (LLVM's bitcast between vector and
 *                             scalar types is defined as the store/load of
 *                             the bits, i.e. memory order; little-endian on
 *                             every oclc target)
 *   3-component operand       shufflevector to 4 lanes, the padding lane
 *                             taken from a zero vector (mask <0,1,2,3> over
 *                             (v, zeroinitializer)), then bitcast
 *   3-component result        bitcast to the 4-component type, then
 *                             shufflevector <0,1,2>
 *
 * The padding lane of a vec3 operand is *zero*, not poison (clang uses
 * poison): OpenCL leaves it undefined, and reading it as zero bits means no
 * poison can leak into a result that an optimizer would then be free to
 * exploit, and -O0 and -O2 produce the same bits (docs/astype.md; the
 * vec3 swizzles of cg_expr.c make the same choice).
 *
 * No memory round trip is made at any -O level: the value never leaves its
 * register.  Constant operands fold, at -O0 too (as_float(0x3f800000) is
 * `float 1.0` in the IR), which also makes as_T usable in program-scope
 * initializers.  The builder's folder does the equal-count bitcasts and the
 * shuffles, but it has no data layout and leaves a bitcast that changes the
 * count (as_char4(0x01020304)) as a constant expression; fold_bits() does
 * those itself, through the bytes in the target's byte order.
 */
#include "codegen/cg_internal.h"

/* A constant <n x i32> shuffle mask of idx[0..n). */
static LLVMValueRef astype_mask(CgContext *ctx, const int *idx, unsigned n)
{
    LLVMValueRef m[4];
    for (unsigned i = 0; i < n; i++) m[i] = LLVMConstInt(ctx->t_i32, (unsigned)idx[i], 0);
    return LLVMConstVector(m, n);
}

/*
 * The constant v reinterpreted as dt (both in storage shape, same size in
 * bits), or NULL when v is not made of integer and floating constants.
 * The elements are read as integers (an equal-count bitcast, which the
 * builder folds exactly, NaN payloads included), laid out as bytes in the
 * target's order, and read back as dt's elements.
 */
static LLVMValueRef fold_bits(CgContext *ctx, LLVMValueRef v, LLVMTypeRef dt)
{
    if (!LLVMIsConstant(v)) return NULL;
    LLVMTypeRef st = LLVMTypeOf(v);
    bool sv = LLVMGetTypeKind(st) == LLVMVectorTypeKind, dv = LLVMGetTypeKind(dt) == LLVMVectorTypeKind;
    unsigned sn = sv ? LLVMGetVectorSize(st) : 1, dn = dv ? LLVMGetVectorSize(dt) : 1;
    unsigned sw = (unsigned)LLVMSizeOfTypeInBits(ctx->td, sv ? LLVMGetElementType(st) : st) / 8;
    unsigned dw = (unsigned)LLVMSizeOfTypeInBits(ctx->td, dv ? LLVMGetElementType(dt) : dt) / 8;
    bool big = LLVMByteOrder(ctx->td) == LLVMBigEndian;
    unsigned char bytes[128];
    if (sn * sw != dn * dw || sn * sw > sizeof bytes || sw > 8 || dw > 8 || sn > 16 || dn > 16) return NULL;
    LLVMTypeRef sit = LLVMIntTypeInContext(ctx->ctx, sw * 8), dit = LLVMIntTypeInContext(ctx->ctx, dw * 8);
    LLVMValueRef iv = LLVMConstBitCast(v, sv ? LLVMVectorType(sit, sn) : sit);
    for (unsigned i = 0; i < sn; i++) {
        LLVMValueRef c = sv ? LLVMGetAggregateElement(iv, i) : iv;
        if (!c || !LLVMIsAConstantInt(c)) return NULL;
        unsigned long long x = LLVMConstIntGetZExtValue(c);
        for (unsigned k = 0; k < sw; k++) bytes[i * sw + (big ? sw - 1 - k : k)] = (unsigned char)(x >> (8 * k));
    }
    LLVMValueRef elems[16];
    for (unsigned i = 0; i < dn; i++) {
        unsigned long long x = 0;
        for (unsigned k = 0; k < dw; k++) x |= (unsigned long long)bytes[i * dw + (big ? dw - 1 - k : k)] << (8 * k);
        elems[i] = LLVMConstInt(dit, x, 0);
    }
    LLVMValueRef r = dv ? LLVMConstVector(elems, dn) : elems[0];
    return LLVMConstBitCast(r, dt);
}

static bool is_vec3(Type *t) { return t->kind == TY_VECTOR && t->vec.lanes == 3; }

/* Only built-in scalars and vectors of them reach here (sema's rule). */
static bool reinterpretable(Type *t)
{
    Type *e = type_elem(t);
    return (type_is_arith(t) || t->kind == TY_VECTOR) && type_is_arith(e) && e->kind != TY_BOOL;
}

LLVMValueRef cg_astype(CgContext *ctx, Expr *e)
{
    Type *from = cg_unqual(e->operand->type), *to = cg_unqual(e->type);
    LLVMValueRef v = cg_expr(ctx, e->operand);
    if (!v) return LLVMGetPoison(cg_type(ctx, to));
    if (from == to) return v;
    if (!reinterpretable(from) || !reinterpretable(to)) {
        cg_internal_error(ctx, e->loc, "as_type from '%s' to '%s' is not a reinterpretation of built-in types",
                          type_str(ctx->types, from), type_str(ctx->types, to));
        return LLVMGetPoison(cg_type(ctx, to));
    }
    /* Both sides in their storage shape: a vec3 as its vec4. */
    LLVMTypeRef st = is_vec3(from) ? LLVMVectorType(cg_type(ctx, from->vec.elem), 4) : LLVMTypeOf(v);
    LLVMTypeRef dt = is_vec3(to) ? LLVMVectorType(cg_type(ctx, to->vec.elem), 4) : cg_type(ctx, to);
    if (LLVMSizeOfTypeInBits(ctx->td, st) != LLVMSizeOfTypeInBits(ctx->td, dt)) {
        cg_internal_error(ctx, e->loc, "as_type from '%s' to '%s' changes the size", type_str(ctx->types, from),
                          type_str(ctx->types, to));
        return LLVMGetPoison(cg_type(ctx, to));
    }
    if (type_lanes(from) == type_lanes(to)) return LLVMBuildBitCast(ctx->b, v, cg_type(ctx, to), "astype");
    if (is_vec3(from)) {
        static const int widen[4] = {0, 1, 2, 3}; /* lane 3 is lane 0 of the zero vector */
        v = LLVMBuildShuffleVector(ctx->b, v, LLVMConstNull(LLVMTypeOf(v)), astype_mask(ctx, widen, 4), "astype.widen");
    }
    if (LLVMTypeOf(v) != dt) {
        LLVMValueRef folded = fold_bits(ctx, v, dt);
        v = folded ? folded : LLVMBuildBitCast(ctx->b, v, dt, "astype");
    }
    if (is_vec3(to)) {
        static const int narrow[3] = {0, 1, 2};
        v = LLVMBuildShuffleVector(ctx->b, v, LLVMGetPoison(dt), astype_mask(ctx, narrow, 3), "astype.narrow");
    }
    return v;
}
