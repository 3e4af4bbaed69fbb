/*
 * cg_expr.c - expressions, lvalues, loads, stores and initializers.
 *
 * Sema has made every decision (ast.h): each implicit conversion is an
 * EXPR_CONV, operands of a binary operator already share a type, a scalar
 * meeting a vector is an explicit EXPR_SPLAT.  This file only maps nodes to
 * instructions, one function per node kind, and keeps to the definitions
 * oclc gives to what C leaves undefined, so that -O0 and -O2 compute the
 * same values and no poison reaches the optimizer:
 *
 *   - integer + - * wrap: no nsw/nuw flags;
 *   - x / 0 == x and x % 0 == 0, INT_MIN / -1 == INT_MIN and INT_MIN % -1
 *     == 0: the divisor is replaced by 1 in those cases, so division never
 *     traps (elementwise for vectors);
 *   - shift counts are taken modulo the element width (OpenCL's rule);
 *   - float -> integer conversions saturate and send NaN to 0
 *     (llvm.fptosi.sat / llvm.fptoui.sat);
 *   - the padding lane of a 3-component vector, when a swizzle or as_type
 *     exposes it, reads as 0 (OpenCL leaves it undefined; zero keeps it
 *     from being poison).
 *
 * Lvalues are addresses (CgLValue); a swizzle lvalue is the address of the
 * whole vector plus its lane list, and is read and written whole: load the
 * vector, shuffle the new lanes in, store it back (a compound assignment or
 * ++/-- of a swizzle loads once and stores once).  Values of bool are i1;
 * bool objects in memory are i8 (cg_type.c), and cg_load/cg_store convert.
 *
 * A record (struct or union) is never a value in a register: the value of
 * a record-typed expression is the address of memory that holds it (the
 * object itself, or a temporary a call's result or a compound literal was
 * made in), and assigning, initializing or passing one copies that memory
 * (memcpy, which LLVM's SROA and memcpyopt take apart where it helps).  A
 * member is its record's address plus the member's byte offset, which
 * sema computed (EXPR_MEMBER.field_offset); a member of a packed record is
 * accessed with the alignment its offset guarantees, not its type's.
 *
 * Program-scope initializers are lowered by the same code, inside a scratch
 * function that is deleted afterwards: the builder's constant folder turns
 * a tree of constants into a constant, and anything that was not constant
 * (a sema bug) is caught by LLVMIsConstant.  Conditional operators with a
 * constant condition lower only the chosen arm, which is what makes
 * `c ? a : b` and `&&` constant there, and saves dead code elsewhere.
 *
 * Recursion follows the expression tree, whose depth sema bounds by
 * -fmax-nesting-depth; ctx->depth re-checks it so a broken invariant
 * becomes an internal error rather than a stack overflow.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/cg_builtin.h"
#include "codegen/cg_internal.h"

/* ------------------------------------------------------------------ */
/* Small helpers                                                      */

static Type *elem_of(Type *t) { return type_elem(cg_unqual(t)); }
static bool is_fp(Type *t) { return type_is_float(elem_of(t)); }
static bool is_signed_int(Type *t) { return type_is_signed(elem_of(t)); }

/* A value to continue with after an internal error (the module is discarded). */
static LLVMValueRef dummy(CgContext *ctx, Type *t)
{
    Type *u = t ? cg_unqual(t) : NULL;
    if (u && u->kind == TY_VOID) return NULL;
    if (!u || u->kind == TY_ERROR || u->kind == TY_FUNC) return LLVMGetPoison(ctx->t_i32);
    if (u->kind == TY_ARRAY || u->kind == TY_RECORD) return LLVMConstNull(ctx->t_ptr);
    return LLVMGetPoison(cg_type(ctx, u));
}

static CgLValue dummy_lvalue(CgContext *ctx, Type *t)
{
    CgLValue lv = {LLVMConstNull(ctx->t_ptr), t, NULL, 0, NULL, 0};
    return lv;
}

static LLVMTypeRef scalar_of(LLVMTypeRef ty)
{
    return LLVMGetTypeKind(ty) == LLVMVectorTypeKind ? LLVMGetElementType(ty) : ty;
}

/* The constant c (of ty's element type) in every lane of ty, or c itself
 * when ty is a scalar.  Shared by every codegen file (cg_internal.h). */
LLVMValueRef cg_private_constant(CgContext *ctx, LLVMValueRef init, const char *name, unsigned align)
{
    LLVMValueRef g = LLVMAddGlobalInAddressSpace(ctx->mod, LLVMTypeOf(init), name, cg_object_space(ctx, AS_CONSTANT));
    LLVMSetInitializer(g, init);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
    LLVMSetAlignment(g, align);
    return g;
}

LLVMValueRef cg_const_splat(LLVMTypeRef ty, LLVMValueRef c)
{
    if (LLVMGetTypeKind(ty) != LLVMVectorTypeKind) return c;
    unsigned n = LLVMGetVectorSize(ty);
    LLVMValueRef lanes[16];
    for (unsigned i = 0; i < n; i++) lanes[i] = c;
    return LLVMConstVector(lanes, n);
}

static LLVMValueRef const_int_splat(LLVMTypeRef ty, unsigned long long v)
{
    return cg_const_splat(ty, LLVMConstInt(scalar_of(ty), v, 0));
}

/* The lanes of integer constant c (a scalar or a vector), or 0 if one is
 * not a known integer; `out` holds 16. */
static unsigned const_lanes(LLVMValueRef c, unsigned long long *out)
{
    if (LLVMIsAConstantInt(c)) {
        out[0] = LLVMConstIntGetZExtValue(c);
        return 1;
    }
    if (!LLVMIsAConstant(c) || LLVMIsAConstantExpr(c) || LLVMGetTypeKind(LLVMTypeOf(c)) != LLVMVectorTypeKind) return 0;
    unsigned n = LLVMGetVectorSize(LLVMTypeOf(c));
    if (n > 16) return 0;
    for (unsigned i = 0; i < n; i++) {
        LLVMValueRef e = LLVMGetAggregateElement(c, i);
        if (!e || !LLVMIsAConstantInt(e)) return 0;
        out[i] = LLVMConstIntGetZExtValue(e);
    }
    return n;
}

static LLVMValueRef const_fp_splat(LLVMTypeRef ty, double v)
{
    return cg_const_splat(ty, LLVMConstReal(scalar_of(ty), v));
}

static LLVMValueRef mask_of(CgContext *ctx, const int *idx, unsigned n)
{
    LLVMValueRef m[16];
    for (unsigned i = 0; i < n; i++)
        m[i] = idx[i] < 0 ? LLVMGetPoison(ctx->t_i32) : LLVMConstInt(ctx->t_i32, (unsigned)idx[i], 0);
    return LLVMConstVector(m, n);
}

LLVMValueRef cg_fp_flags(CgContext *ctx, LLVMValueRef v)
{
    if (ctx->fmf && LLVMIsAInstruction(v) && LLVMCanValueUseFastMathFlags(v)) LLVMSetFastMathFlags(v, ctx->fmf);
    return v;
}

/* i1 (or <n x i1>) of v != 0. */
LLVMValueRef cg_to_bool(CgContext *ctx, LLVMValueRef v, Type *t)
{
    Type *e = elem_of(t);
    LLVMTypeRef ty = LLVMTypeOf(v);
    if (e->kind == TY_BOOL) return v;
    /* A comparison's 0/1 widened to int: test the comparison itself (the
     * widening is then unused and goes), as clang does for conditions. */
    if (LLVMIsAZExtInst(v) && LLVMTypeOf(LLVMGetOperand(v, 0)) == ctx->t_i1) {
        LLVMValueRef b = LLVMGetOperand(v, 0);
        if (!LLVMGetFirstUse(v)) LLVMInstructionEraseFromParent(v);
        return b;
    }
    if (type_is_float(e)) return cg_fp_flags(ctx, LLVMBuildFCmp(ctx->b, LLVMRealUNE, v, LLVMConstNull(ty), "tobool"));
    return LLVMBuildICmp(ctx->b, LLVMIntNE, v, LLVMConstNull(ty), "tobool");
}

/* An i1 truth value as a value of `t`: 0/1 for scalars (bool stays i1),
 * 0/-1 for vectors, as OpenCL's relational and logical operators give. */
static LLVMValueRef from_bool(CgContext *ctx, LLVMValueRef b, Type *t)
{
    t = cg_unqual(t);
    if (t->kind == TY_BOOL) return b;
    if (t->kind == TY_VECTOR) return LLVMBuildSExt(ctx->b, b, cg_type(ctx, t), "sext");
    return LLVMBuildZExt(ctx->b, b, cg_type(ctx, t), "conv");
}

/* An integer index widened to i64 by its signedness, for GEPs. */
static LLVMValueRef index64(CgContext *ctx, LLVMValueRef v, Type *t)
{
    if (LLVMGetIntTypeWidth(LLVMTypeOf(v)) == 64) return v;
    return is_signed_int(t) ? LLVMBuildSExt(ctx->b, v, ctx->t_i64, "idxprom")
                            : LLVMBuildZExt(ctx->b, v, ctx->t_i64, "idxprom");
}

/* The element type a pointer steps over.  Sema rejects arithmetic on void
 * pointers; i8 keeps a GEP well formed should one get here. */
static LLVMTypeRef pointee_mem_type(CgContext *ctx, Type *ptr)
{
    Type *p = cg_unqual(cg_unqual(ptr)->ptr.pointee);
    if (p->kind == TY_VOID || p->kind == TY_FUNC) return ctx->t_i8;
    return cg_mem_type(ctx, p);
}

/* ------------------------------------------------------------------ */
/* Conversions (EXPR_CONV)                                            */

static LLVMValueRef fold_fp_to_int_lane(LLVMValueRef c, LLVMTypeRef ity, bool sign)
{
    LLVMBool loses;
    double d = LLVMConstRealGetDouble(c, &loses);
    unsigned bits = LLVMGetIntTypeWidth(ity);
    if (isnan(d)) return LLVMConstInt(ity, 0, 0);
    d = trunc(d);
    if (sign) {
        double hi = ldexp(1.0, (int)bits - 1); /* 2^(bits-1): the first value out of range */
        if (d >= hi) return LLVMConstInt(ity, (1ull << (bits - 1)) - 1, 0);
        if (d < -hi) return LLVMConstInt(ity, 1ull << (bits - 1), 0);
        return LLVMConstInt(ity, (unsigned long long)(long long)d, 1);
    }
    double hi = ldexp(1.0, (int)bits);
    if (d >= hi) return LLVMConstAllOnes(ity);
    if (d <= 0) return LLVMConstInt(ity, 0, 0);
    return LLVMConstInt(ity, (unsigned long long)d, 0);
}

/* Saturating float -> int; constant operands are folded here because the
 * builder does not fold intrinsic calls (program-scope initializers need a
 * constant). */
static LLVMValueRef fp_to_int_sat(CgContext *ctx, LLVMValueRef v, LLVMTypeRef dt, bool sign)
{
    LLVMTypeRef st = LLVMTypeOf(v);
    if (LLVMIsAConstantFP(v)) return fold_fp_to_int_lane(v, dt, sign);
    if (LLVMIsConstant(v) && LLVMGetTypeKind(st) == LLVMVectorTypeKind && !LLVMIsAConstantExpr(v)) {
        unsigned n = LLVMGetVectorSize(st);
        LLVMValueRef lanes[16];
        bool ok = true;
        for (unsigned i = 0; i < n && ok; i++) {
            LLVMValueRef c = LLVMGetAggregateElement(v, i);
            ok = c && LLVMIsAConstantFP(c);
            if (ok) lanes[i] = fold_fp_to_int_lane(c, LLVMGetElementType(dt), sign);
        }
        if (ok) return LLVMConstVector(lanes, n);
    }
    const char *name = sign ? "llvm.fptosi.sat" : "llvm.fptoui.sat";
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMTypeRef tys[2] = {dt, st};
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(ctx->mod, id, tys, 2);
    return LLVMBuildCall2(ctx->b, LLVMIntrinsicGetType(ctx->ctx, id, tys, 2), fn, &v, 1, "conv");
}

static LLVMValueRef int_to_int(CgContext *ctx, LLVMValueRef v, Type *from, LLVMTypeRef dt)
{
    unsigned sb = LLVMGetIntTypeWidth(scalar_of(LLVMTypeOf(v))), db = LLVMGetIntTypeWidth(scalar_of(dt));
    if (sb == db) return v;
    if (sb > db) return LLVMBuildTrunc(ctx->b, v, dt, "conv");
    return is_signed_int(from) ? LLVMBuildSExt(ctx->b, v, dt, "conv") : LLVMBuildZExt(ctx->b, v, dt, "conv");
}

LLVMValueRef cg_cast(CgContext *ctx, LLVMValueRef v, Type *from, Type *to, Loc loc)
{
    from = cg_unqual(from);
    to = cg_unqual(to);
    if (from == to || !v) return v;
    if (to->kind == TY_VOID) return NULL;
    if (type_lanes(from) != type_lanes(to) || (from->kind == TY_VECTOR) != (to->kind == TY_VECTOR)) {
        cg_internal_error(ctx, loc, "conversion from '%s' to '%s' changes the number of lanes",
                          type_str(ctx->types, from), type_str(ctx->types, to));
        return dummy(ctx, to);
    }
    Type *fe = type_elem(from), *te = type_elem(to);
    LLVMTypeRef dt = cg_type(ctx, to);

    if (te->kind == TY_BOOL) return cg_to_bool(ctx, v, from);
    if (type_is_integer(fe) && type_is_integer(te)) return int_to_int(ctx, v, from, dt);
    /* half and integers meet in float: LLVM 19's x86 lowering of
     * llvm.fptosi.sat from half turns NaN into MIN, not 0.  An integer
     * that float rounds is >= 2^24, far past half's overflow, so rounding
     * it twice to nearest gives the same half. */
    if ((fe->kind == TY_HALF && type_is_integer(te)) || (type_is_integer(fe) && te->kind == TY_HALF)) {
        Type *f32 = type_basic(ctx->types, TY_FLOAT);
        if (type_is_vector(from)) f32 = type_vector(ctx->types, f32, type_lanes(from));
        return cg_cast(ctx, cg_cast(ctx, v, from, f32, loc), f32, to, loc);
    }
    if (type_is_integer(fe) && type_is_float(te))
        return type_is_signed(fe) ? LLVMBuildSIToFP(ctx->b, v, dt, "conv") : LLVMBuildUIToFP(ctx->b, v, dt, "conv");
    if (type_is_float(fe) && type_is_integer(te)) return fp_to_int_sat(ctx, v, dt, type_is_signed(te));
    if (type_is_float(fe) && type_is_float(te)) {
        int fb = type_bits(fe), tb = type_bits(te);
        if (fb == tb) return v;
        return fb < tb ? LLVMBuildFPExt(ctx->b, v, dt, "conv") : LLVMBuildFPTrunc(ctx->b, v, dt, "conv");
    }
    if (fe->kind == TY_POINTER && te->kind == TY_POINTER) /* to or from generic: cvta on NVPTX */
        return LLVMTypeOf(v) == dt ? v : LLVMBuildAddrSpaceCast(ctx->b, v, dt, "conv");
    if (type_is_integer(fe) && te->kind == TY_POINTER)
        return LLVMBuildIntToPtr(ctx->b, int_to_int(ctx, v, from, ctx->t_i64), dt, "conv");
    if (fe->kind == TY_POINTER && type_is_integer(te))
        return int_to_int(ctx, LLVMBuildPtrToInt(ctx->b, v, ctx->t_i64, "conv"), type_basic(ctx->types, TY_ULONG), dt);
    /* The constant 0 as an event_t (sema allows nothing else). */
    if (type_is_integer(fe) && te->kind == TY_OPAQUE && te->opq.kind == OPQ_EVENT) return LLVMConstNull(dt);
    /* A sampler's literal: its CLK_* bits (sema checked them). */
    if (type_is_integer(fe) && te->kind == TY_OPAQUE && te->opq.kind == OPQ_SAMPLER)
        return LLVMBuildIntCast2(ctx->b, v, dt, 0, "sampler");
    cg_internal_error(ctx, loc, "no conversion from '%s' to '%s'", type_str(ctx->types, from),
                      type_str(ctx->types, to));
    return dummy(ctx, to);
}

static LLVMValueRef conv_expr(CgContext *ctx, Expr *e)
{
    Type *from = cg_unqual(e->operand->type);
    if (from->kind == TY_ARRAY) /* decay: the address of element 0 is the array's */
        return cg_lvalue(ctx, e->operand).addr;
    LLVMValueRef v = cg_expr(ctx, e->operand);
    if (from->kind == TY_FUNC) return v;
    return cg_cast(ctx, v, from, e->type, e->loc);
}

/* ------------------------------------------------------------------ */
/* Vectors: splat, literals, swizzles, as_type                        */

static LLVMValueRef splat(CgContext *ctx, LLVMValueRef s, LLVMTypeRef vty)
{
    unsigned n = LLVMGetVectorSize(vty);
    LLVMValueRef ins =
        LLVMBuildInsertElement(ctx->b, LLVMGetPoison(vty), s, LLVMConstInt(ctx->t_i32, 0, 0), "splat.ins");
    int zeros[16] = {0};
    return LLVMBuildShuffleVector(ctx->b, ins, LLVMGetPoison(vty), mask_of(ctx, zeros, n), "splat");
}

static unsigned lanes_of(LLVMValueRef v)
{
    LLVMTypeRef t = LLVMTypeOf(v);
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : 1;
}

/* Builds a vector of type vty from parts (scalars of the element type and
 * smaller vectors), lanes in order; lanes past the parts are zero. */
static LLVMValueRef build_vector(CgContext *ctx, LLVMTypeRef vty, LLVMValueRef *parts, int nparts)
{
    unsigned n = LLVMGetVectorSize(vty), total = 0;
    for (int p = 0; p < nparts; p++) total += lanes_of(parts[p]);
    LLVMValueRef acc = total >= n ? LLVMGetPoison(vty) : LLVMConstNull(vty);
    unsigned pos = 0;
    for (int p = 0; p < nparts && pos < n; p++) {
        LLVMValueRef v = parts[p];
        LLVMTypeRef t = LLVMTypeOf(v);
        if (LLVMGetTypeKind(t) != LLVMVectorTypeKind) {
            acc = LLVMBuildInsertElement(ctx->b, acc, v, LLVMConstInt(ctx->t_i32, pos++, 0), "vecinit");
            continue;
        }
        unsigned k = LLVMGetVectorSize(t);
        if (k == n && pos == 0) {
            acc = v;
            pos = n;
            continue;
        }
        /* Widen the part to n lanes, then take its lanes into [pos, pos+k). */
        int wide[16], blend[16];
        for (unsigned i = 0; i < n; i++) {
            wide[i] = i < k ? (int)i : -1;
            blend[i] = i >= pos && i < pos + k ? (int)(n + i - pos) : (int)i;
        }
        LLVMValueRef w = v;
        if (k != n) w = LLVMBuildShuffleVector(ctx->b, v, LLVMGetPoison(t), mask_of(ctx, wide, n), "vecinit.wide");
        acc = LLVMBuildShuffleVector(ctx->b, acc, w, mask_of(ctx, blend, n), "vecinit");
        pos += k;
    }
    return acc;
}

static LLVMValueRef vec_lit(CgContext *ctx, Expr *e)
{
    LLVMTypeRef vty = cg_type(ctx, e->type);
    int n = e->args.n;
    if (n == 1 && !type_is_vector(cg_unqual(((Expr *)e->args.items[0])->type)))
        return splat(ctx, cg_expr(ctx, e->args.items[0]), vty);
    LLVMValueRef parts[16];
    if (n > 16) {
        cg_internal_error(ctx, e->loc, "vector literal with %d parts", n);
        return dummy(ctx, e->type);
    }
    for (int i = 0; i < n; i++) parts[i] = cg_expr(ctx, e->args.items[i]);
    return build_vector(ctx, vty, parts, n);
}

/* Lane 255 is the padding lane of a 3-component selection inside a
 * composed swizzle (sema writes v.xyz.hi as lanes {2, 255} of v): like lane
 * 3 of a 3-component vector, it reads as 0 and writes to it are dropped. */
enum { PAD_LANE = 255 };

static bool check_comps(CgContext *ctx, Loc loc, Type *vt, const uint8_t *comps, int ncomps)
{
    int lanes = type_lanes(vt);
    bool ok = ncomps >= 1 && ncomps <= 16;
    for (int i = 0; ok && i < ncomps; i++)
        ok = comps[i] < lanes || (lanes == 3 && comps[i] == 3) || comps[i] == PAD_LANE;
    if (!ok) cg_internal_error(ctx, loc, "swizzle lane out of range for '%s'", type_str(ctx->types, vt));
    return ok;
}

/* The lanes `comps` of vector value v (type vt): a scalar for one lane.
 * Lane 3 of a 3-component vector (its padding) reads as 0. */
static LLVMValueRef swizzle_value(CgContext *ctx, LLVMValueRef v, Type *vt, const uint8_t *comps, int ncomps)
{
    vt = cg_unqual(vt);
    int lanes = vt->vec.lanes;
    LLVMTypeRef lty = LLVMTypeOf(v);
    if (ncomps == 1) {
        if (comps[0] >= lanes) return LLVMConstNull(LLVMGetElementType(lty));
        return LLVMBuildExtractElement(ctx->b, v, LLVMConstInt(ctx->t_i32, comps[0], 0), "vecext");
    }
    bool identity = ncomps == lanes, pad = false;
    int idx[16];
    for (int i = 0; i < ncomps; i++) {
        idx[i] = comps[i] < lanes ? comps[i] : lanes; /* a padding lane: lane 0 of the zero vector */
        identity = identity && comps[i] == i;
        pad = pad || comps[i] >= lanes;
    }
    if (identity) return v;
    /* Index `lanes` selects lane 0 of the second operand: zero for the padding. */
    LLVMValueRef second = pad ? LLVMConstNull(lty) : LLVMGetPoison(lty);
    return LLVMBuildShuffleVector(ctx->b, v, second, mask_of(ctx, idx, (unsigned)ncomps), "swizzle");
}

static LLVMValueRef swizzle_expr(CgContext *ctx, Expr *e)
{
    if (!check_comps(ctx, e->loc, e->operand->type, e->comps, e->ncomps)) return dummy(ctx, e->type);
    LLVMValueRef v = cg_expr(ctx, e->operand);
    return swizzle_value(ctx, v, e->operand->type, e->comps, e->ncomps);
}

/* v[i] with a run-time i: the lane is i modulo vec_step(v), its low bits
 * (sema's rule: no index reads past the vector, so none is poison). */
static LLVMValueRef vector_lane(CgContext *ctx, Expr *idx, Type *vt)
{
    LLVMValueRef i = cg_expr(ctx, idx);
    unsigned w = LLVMGetIntTypeWidth(LLVMTypeOf(i));
    if (w > 32)
        i = LLVMBuildTrunc(ctx->b, i, ctx->t_i32, "lane");
    else if (w < 32)
        i = LLVMBuildZExt(ctx->b, i, ctx->t_i32, "lane");
    int lanes = cg_unqual(vt)->vec.lanes;
    return LLVMBuildAnd(ctx->b, i, LLVMConstInt(ctx->t_i32, (unsigned long long)(lanes == 3 ? 3 : lanes - 1), 0),
                        "lane");
}

/* A 3-component vector value as 4 lanes, the fourth 0 (its padding). */
static LLVMValueRef widen3(CgContext *ctx, LLVMValueRef v)
{
    static const int four[4] = {0, 1, 2, 3};
    return LLVMBuildShuffleVector(ctx->b, v, LLVMConstNull(LLVMTypeOf(v)), mask_of(ctx, four, 4), "vec3.wide");
}

/* Lane `lane` of vector value v (type vt). */
static LLVMValueRef lane_value(CgContext *ctx, LLVMValueRef v, Type *vt, LLVMValueRef lane)
{
    if (cg_unqual(vt)->vec.lanes == 3) v = widen3(ctx, v);
    return LLVMBuildExtractElement(ctx->b, v, lane, "vecext");
}

/* Vector value old (type vt) with lane `lane` replaced by x; a write to
 * the padding lane of a 3-component vector is dropped. */
static LLVMValueRef lane_insert(CgContext *ctx, LLVMValueRef old, Type *vt, LLVMValueRef lane, LLVMValueRef x)
{
    if (cg_unqual(vt)->vec.lanes != 3) return LLVMBuildInsertElement(ctx->b, old, x, lane, "vecins");
    static const int three[3] = {0, 1, 2};
    LLVMValueRef w = LLVMBuildInsertElement(ctx->b, widen3(ctx, old), x, lane, "vecins");
    return LLVMBuildShuffleVector(ctx->b, w, LLVMGetPoison(LLVMTypeOf(w)), mask_of(ctx, three, 3), "vec3");
}

/* The value of v[i] (EXPR_INDEX of a vector). */
static LLVMValueRef vector_index_expr(CgContext *ctx, Expr *e)
{
    if (e->lvalue) return cg_load(ctx, cg_lvalue(ctx, e));
    LLVMValueRef v = cg_expr(ctx, e->lhs);
    return lane_value(ctx, v, e->lhs->type, vector_lane(ctx, e->rhs, e->lhs->type));
}

/* ------------------------------------------------------------------ */
/* Lvalues, loads and stores                                          */

static bool is_volatile(Type *t) { return t && (t->quals & Q_VOLATILE); }

/* The bytes of string literal s as an [n x i8] constant, cut or
 * zero-padded to n (the literal's own type has room for its NUL). */
static LLVMValueRef string_const(CgContext *ctx, Expr *s, uint64_t n)
{
    char *buf = calloc(1, n ? n : 1);
    if (!buf) {
        cg_internal_error(ctx, s->loc, "out of memory");
        return NULL;
    }
    memcpy(buf, s->str, s->strlen < n ? s->strlen : n);
    LLVMValueRef c = LLVMConstStringInContext2(ctx->ctx, buf, n, 1);
    free(buf);
    return c;
}

static LLVMValueRef string_global(CgContext *ctx, Expr *e)
{
    Type *t = cg_unqual(e->type);
    LLVMValueRef init =
        string_const(ctx, e, t->kind == TY_ARRAY && t->arr.len > 0 ? (uint64_t)t->arr.len : e->strlen + 1ull);
    if (!init) return LLVMConstNull(ctx->t_ptr);
    return cg_object_pointer(ctx, cg_private_constant(ctx, init, ".str", 1), AS_CONSTANT);
}

static LLVMValueRef ident_address(CgContext *ctx, Expr *e)
{
    Decl *d = e->decl;
    if (!d) {
        cg_internal_error(ctx, e->loc, "identifier '%s' has no declaration", e->name ? e->name : "");
        return LLVMConstNull(ctx->t_ptr);
    }
    if (d->kind == DECL_FUNC) return cg_function(ctx, d);
    if (d->kind == DECL_VAR && (d->is_global_scope || d->storage == SC_EXTERN))
        return cg_object_pointer(ctx, cg_global_var(ctx, d), d->as);
    LLVMValueRef addr = cg_map_get(&ctx->addrs, d);
    if (!addr) {
        cg_internal_error(ctx, e->loc, "'%s' is used before its declaration was lowered", d->name ? d->name : "");
        return LLVMConstNull(ctx->t_ptr);
    }
    return LLVMIsAGlobalVariable(addr) ? cg_object_pointer(ctx, addr, d->as) : addr;
}

static LLVMValueRef index_address(CgContext *ctx, Expr *e)
{
    Expr *base = e->lhs, *idx = e->rhs;
    if (!type_is_pointer(cg_unqual(base->type)) && type_is_pointer(cg_unqual(idx->type))) {
        Expr *t = base;
        base = idx;
        idx = t;
    }
    if (!type_is_pointer(cg_unqual(base->type))) {
        cg_internal_error(ctx, e->loc, "subscript of a '%s'", type_str(ctx->types, base->type));
        return LLVMConstNull(ctx->t_ptr);
    }
    LLVMValueRef p = cg_expr(ctx, base);
    LLVMValueRef i = index64(ctx, cg_expr(ctx, idx), idx->type);
    return LLVMBuildInBoundsGEP2(ctx->b, pointee_mem_type(ctx, base->type), p, &i, 1, "arrayidx");
}

/* The largest power of two that divides both a and b (a when b is 0). */
static unsigned common_align(unsigned a, int64_t b)
{
    while (b % a) a /= 2;
    return a;
}

/* s.m: the record's address plus the offset.  The member of a record at
 * a reduced alignment (packed, or itself such a member) has at most the
 * alignment its offset keeps. */
static CgLValue member_lvalue(CgContext *ctx, Expr *e)
{
    Expr *b = e->lhs;
    CgLValue base = b->lvalue ? cg_lvalue(ctx, b) : (CgLValue){cg_expr(ctx, b), b->type, NULL, 0, NULL, 0};
    unsigned base_align = base.align ? base.align : (unsigned)type_align(cg_unqual(b->type));
    CgLValue lv = {base.addr, e->type, NULL, 0, NULL, 0};
    if (e->field_offset) {
        LLVMValueRef ix = LLVMConstInt(ctx->t_i64, (unsigned long long)e->field_offset, 0);
        lv.addr = LLVMBuildInBoundsGEP2(ctx->b, ctx->t_i8, base.addr, &ix, 1, e->member ? e->member : "");
    }
    unsigned a = common_align(base_align, e->field_offset);
    if (a < (unsigned)type_align(cg_unqual(e->type))) lv.align = a;
    return lv;
}

/* (T){ ... }: a private object made where the literal is, initialized
 * each time it is reached. */
static LLVMValueRef compound_literal(CgContext *ctx, Expr *e)
{
    LLVMValueRef a = cg_alloca(ctx, e->type, ".compoundliteral");
    cg_init_memory(ctx, a, e->type, e->operand);
    return a;
}

CgLValue cg_lvalue(CgContext *ctx, Expr *e)
{
    CgLValue lv = {NULL, e->type, NULL, 0, NULL, 0};
    if (ctx->failed) return dummy_lvalue(ctx, e->type);
    switch (e->kind) {
    case EXPR_IDENT: lv.addr = ident_address(ctx, e); return lv;
    case EXPR_STRING: lv.addr = string_global(ctx, e); return lv;
    case EXPR_INDEX:
        if (type_is_vector(cg_unqual(e->lhs->type))) {
            CgLValue base = cg_lvalue(ctx, e->lhs);
            if (base.comps || base.lane) {
                cg_internal_error(ctx, e->loc, "a run-time subscript of a vector component");
                return dummy_lvalue(ctx, e->type);
            }
            base.lane = vector_lane(ctx, e->rhs, e->lhs->type);
            return base;
        }
        lv.addr = index_address(ctx, e);
        return lv;
    case EXPR_MEMBER: return member_lvalue(ctx, e);
    case EXPR_COMPOUND_LIT: lv.addr = compound_literal(ctx, e); return lv;
    case EXPR_UNARY:
        if (e->uop == UO_DEREF) {
            lv.addr = cg_expr(ctx, e->operand);
            return lv;
        }
        break;
    case EXPR_SWIZZLE: {
        if (!check_comps(ctx, e->loc, e->operand->type, e->comps, e->ncomps)) return dummy_lvalue(ctx, e->type);
        CgLValue base = cg_lvalue(ctx, e->operand);
        if (base.comps) {
            cg_internal_error(ctx, e->loc, "swizzle of a swizzle was not composed");
            return dummy_lvalue(ctx, e->type);
        }
        base.comps = e->comps;
        base.ncomps = e->ncomps;
        base.swz_type = e->type;
        return base;
    }
    default:
        /* A record rvalue (a call's result) is in memory too. */
        if (cg_is_record(e->type)) {
            lv.addr = cg_expr(ctx, e);
            return lv;
        }
        break;
    }
    cg_internal_error(ctx, e->loc, "expression is not an lvalue");
    return dummy_lvalue(ctx, e->type);
}


static LLVMValueRef load_addr(CgContext *ctx, LLVMValueRef addr, Type *t, unsigned align)
{
    Type *u = cg_unqual(t);
    LLVMValueRef v = LLVMBuildLoad2(ctx->b, cg_mem_type(ctx, u), addr, "");
    LLVMSetAlignment(v, align ? align : (unsigned)type_align(u));
    if (is_volatile(t)) LLVMSetVolatile(v, 1);
    if (u->kind == TY_BOOL) v = LLVMBuildTrunc(ctx->b, v, ctx->t_i1, "tobool");
    return v;
}

static void store_addr(CgContext *ctx, LLVMValueRef addr, Type *t, LLVMValueRef v, unsigned align)
{
    Type *u = cg_unqual(t);
    if (u->kind == TY_BOOL) v = LLVMBuildZExt(ctx->b, v, ctx->t_i8, "frombool");
    LLVMValueRef s = LLVMBuildStore(ctx->b, v, addr);
    LLVMSetAlignment(s, align ? align : (unsigned)type_align(u));
    if (is_volatile(t)) LLVMSetVolatile(s, 1);
}

/* Copies record t from src to dst (which may be the same object). */
static void copy_record(CgContext *ctx, LLVMValueRef dst, unsigned dst_align, LLVMValueRef src, unsigned src_align,
                        Type *t)
{
    unsigned a = (unsigned)type_align(cg_unqual(t));
    int64_t size = type_size(cg_unqual(t));
    if (size <= 0 || dst == src) return;
    LLVMValueRef c = LLVMBuildMemCpy(ctx->b, dst, dst_align ? dst_align : a, src, src_align ? src_align : a,
                                     LLVMConstInt(ctx->t_i64, (unsigned long long)size, 0));
    if (is_volatile(t)) LLVMSetVolatile(c, 1);
}

LLVMValueRef cg_load(CgContext *ctx, CgLValue lv)
{
    Type *u = cg_unqual(lv.type);
    if (u->kind == TY_ARRAY || u->kind == TY_FUNC || u->kind == TY_RECORD) return lv.addr;
    LLVMValueRef v = load_addr(ctx, lv.addr, lv.type, lv.align);
    if (lv.comps) v = swizzle_value(ctx, v, lv.type, lv.comps, lv.ncomps);
    if (lv.lane) v = lane_value(ctx, v, lv.type, lv.lane);
    return v;
}

/* The whole vector `old` (of type lv.type) with the lanes lv.comps replaced
 * by v, in registers.  Writes to a padding lane are dropped. */
static LLVMValueRef blend_lanes(CgContext *ctx, CgLValue lv, LLVMValueRef old, LLVMValueRef v)
{
    if (lv.lane) return lane_insert(ctx, old, lv.type, lv.lane, v);
    Type *vt = cg_unqual(lv.type);
    unsigned n = (unsigned)vt->vec.lanes;
    LLVMValueRef nv;
    if (lv.ncomps == 1) {
        nv = lv.comps[0] < n
                 ? LLVMBuildInsertElement(ctx->b, old, v, LLVMConstInt(ctx->t_i32, lv.comps[0], 0), "vecins")
                 : old;
    } else {
        unsigned k = (unsigned)lv.ncomps;
        LLVMValueRef w = v;
        if (k != n) {
            int wide[16];
            for (unsigned i = 0; i < n; i++) wide[i] = i < k ? (int)i : -1;
            w = LLVMBuildShuffleVector(ctx->b, v, LLVMGetPoison(LLVMTypeOf(v)), mask_of(ctx, wide, n), "swz.wide");
        }
        int blend[16];
        for (unsigned i = 0; i < n; i++) blend[i] = (int)i;
        for (unsigned j = 0; j < k; j++)
            if (lv.comps[j] < n && j < n) blend[lv.comps[j]] = (int)(n + j);
        nv = LLVMBuildShuffleVector(ctx->b, old, w, mask_of(ctx, blend, n), "swz.blend");
    }
    return nv;
}

void cg_store(CgContext *ctx, CgLValue lv, LLVMValueRef v)
{
    if (cg_is_record(lv.type)) {
        copy_record(ctx, lv.addr, lv.align, v, 0, lv.type); /* v is the source's address */
        return;
    }
    if (!lv.comps && !lv.lane) {
        store_addr(ctx, lv.addr, lv.type, v, lv.align);
        return;
    }
    /* Blend the new lanes into the whole vector and write it back. */
    store_addr(ctx, lv.addr, lv.type, blend_lanes(ctx, lv, load_addr(ctx, lv.addr, lv.type, lv.align), v), lv.align);
}

/*
 * Read-modify-write of an lvalue (compound assignment, ++, --): one load
 * and one store of the object, also for a swizzle, whose whole vector is
 * loaded once into *whole and written back with the new lanes blended in.
 */
static LLVMValueRef rmw_load(CgContext *ctx, CgLValue lv, LLVMValueRef *whole)
{
    *whole = NULL;
    if (!lv.comps && !lv.lane) return cg_load(ctx, lv);
    *whole = load_addr(ctx, lv.addr, lv.type, lv.align);
    if (lv.lane) return lane_value(ctx, *whole, lv.type, lv.lane);
    return swizzle_value(ctx, *whole, lv.type, lv.comps, lv.ncomps);
}

static void rmw_store(CgContext *ctx, CgLValue lv, LLVMValueRef whole, LLVMValueRef v)
{
    if (!lv.comps && !lv.lane)
        cg_store(ctx, lv, v);
    else
        store_addr(ctx, lv.addr, lv.type, blend_lanes(ctx, lv, whole, v), lv.align);
}

/* The type of the value an lvalue holds (a swizzle's lanes, not the vector). */
static Type *lvalue_value_type(CgLValue lv)
{
    if (lv.lane) return cg_unqual(lv.type)->vec.elem;
    return cg_unqual(lv.comps ? lv.swz_type : lv.type);
}

/* ------------------------------------------------------------------ */
/* Operators                                                          */

/* True when the constant divisor d can never trap or overflow: no lane is
 * 0, and for signed division no lane is -1. */
static bool divisor_is_safe(LLVMValueRef d, bool sign)
{
    unsigned long long lane[16];
    unsigned n = const_lanes(d, lane);
    unsigned long long minus_one = ~0ull >> (64 - LLVMGetIntTypeWidth(scalar_of(LLVMTypeOf(d))));
    for (unsigned i = 0; i < n; i++)
        if (lane[i] == 0 || (sign && lane[i] == minus_one)) return false;
    return n != 0;
}

/* x / 0 == x, x % 0 == 0, MIN / -1 == MIN, MIN % -1 == 0: the divisor
 * becomes 1 in exactly those cases. */
static LLVMValueRef int_divide(CgContext *ctx, BinaryOp op, LLVMValueRef l, LLVMValueRef r, bool sign)
{
    LLVMTypeRef ty = LLVMTypeOf(l);
    if (!divisor_is_safe(r, sign)) {
        LLVMValueRef bad = NULL;
        if (LLVMGetTypeKind(ty) == LLVMVectorTypeKind) {
            /* Zero lanes become 1 through umax(r, 1), not a select: LLVM 19's
             * InstSimplify threads a division over a vector select and folds
             * the arm `x / C` to poison when any lane of a constant C is 0,
             * although the select never picks that lane (llvm-project PR
             * #114280, fixed in LLVM 20); -O2 then returned x for every lane
             * of `x / (int4)(1, 0, 2, 3)` (docs/robustness.md). */
            unsigned id = LLVMLookupIntrinsicID("llvm.umax", 9);
            LLVMValueRef args[] = {r, const_int_splat(ty, 1)};
            r = LLVMBuildCall2(ctx->b, LLVMIntrinsicGetType(ctx->ctx, id, &ty, 1),
                               LLVMGetIntrinsicDeclaration(ctx->mod, id, &ty, 1), args, 2, "divisor.nz");
        } else {
            bad = LLVMBuildICmp(ctx->b, LLVMIntEQ, r, LLVMConstNull(ty), "div.zero");
        }
        if (sign) {
            unsigned bits = LLVMGetIntTypeWidth(scalar_of(ty));
            LLVMValueRef min = const_int_splat(ty, 1ull << (bits - 1));
            LLVMValueRef lmin = LLVMBuildICmp(ctx->b, LLVMIntEQ, l, min, "div.min");
            if (!LLVMIsNull(lmin)) { /* a constant dividend that is not MIN cannot overflow */
                LLVMValueRef rm1 = LLVMBuildICmp(ctx->b, LLVMIntEQ, r, LLVMConstAllOnes(ty), "div.m1");
                LLVMValueRef ovf = LLVMBuildAnd(ctx->b, lmin, rm1, "div.ovf");
                bad = bad ? LLVMBuildOr(ctx->b, bad, ovf, "div.bad") : ovf;
            }
        }
        if (bad) r = LLVMBuildSelect(ctx->b, bad, const_int_splat(ty, 1), r, "divisor");
    }
    if (op == BO_DIV) return sign ? LLVMBuildSDiv(ctx->b, l, r, "div") : LLVMBuildUDiv(ctx->b, l, r, "div");
    return sign ? LLVMBuildSRem(ctx->b, l, r, "rem") : LLVMBuildURem(ctx->b, l, r, "rem");
}

/* Shift: the count is converted to the shifted type and taken modulo the
 * element width, so every count is defined. */
static LLVMValueRef shift(CgContext *ctx, BinaryOp op, LLVMValueRef l, Type *lt, LLVMValueRef r, Type *rt)
{
    LLVMTypeRef ty = LLVMTypeOf(l);
    bool lvec = LLVMGetTypeKind(ty) == LLVMVectorTypeKind;
    LLVMTypeRef et = lvec ? LLVMGetElementType(ty) : ty;
    if (lvec && LLVMGetTypeKind(LLVMTypeOf(r)) != LLVMVectorTypeKind) {
        r = int_to_int(ctx, r, rt, et);
        r = splat(ctx, r, ty);
    } else {
        r = int_to_int(ctx, r, rt, ty);
    }
    r = LLVMBuildAnd(ctx->b, r, const_int_splat(ty, LLVMGetIntTypeWidth(et) - 1), "shamt");
    if (op == BO_SHL) return LLVMBuildShl(ctx->b, l, r, "shl");
    return is_signed_int(lt) ? LLVMBuildAShr(ctx->b, l, r, "shr") : LLVMBuildLShr(ctx->b, l, r, "shr");
}

/*
 * Rotates written with shifts.  Hash and cipher code spells a rotate as
 * (x << n) | (x >> (w - n)), mostly through a macro, so x is the same
 * expression lowered twice.  InstCombine would find the funnel shift, but
 * the kernel pipeline runs InstSimplify instead on huge functions (an
 * unrolled hash is one), where the three instructions a rotate leaves
 * triple the back end's work on it; so the lowering of |, ^ and + finds
 * it: llvm.fshl(x, x, n), one node that every target lowers well.
 * It is exact: shift() takes both counts modulo w, and for counts a and b
 * with a + b = 0 (mod w), (x << a) | (x >> b) is x rotated left by a for
 * every x and a, a = 0 included.  ^ and + equal | only when the halves
 * share no bit, that is for constant counts that are not 0 (mod w).  The
 * two x must be the same value: lowered from the same pure expression,
 * instruction by instruction, with nothing between their loads that may
 * write memory (same_value).  >> must be logical: an arithmetic shift of
 * a signed x is no rotate.
 */

/* Whether instruction `in` may write memory or order other threads'
 * accesses: a store, an atomic, a fence, a volatile access, a call of a
 * function not known to write nothing (LLVM's intrinsics carry it). */
static bool may_write(LLVMValueRef in)
{
    if (LLVMIsAStoreInst(in) || LLVMIsAAtomicRMWInst(in) || LLVMIsAAtomicCmpXchgInst(in) || LLVMIsAFenceInst(in))
        return true;
    if (LLVMIsALoadInst(in)) return LLVMGetVolatile(in) || LLVMGetOrdering(in) != LLVMAtomicOrderingNotAtomic;
    if (!LLVMIsACallInst(in)) return false;
    LLVMValueRef fn = LLVMGetCalledValue(in);
    if (!fn || !LLVMIsAFunction(fn)) return true;
    LLVMAttributeRef a =
        LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMGetEnumAttributeKindForName("memory", 6));
    /* LLVM's MemoryEffects: two bits (ref 1, mod 2) for each of argument,
     * inaccessible and other memory. */
    return !a || (LLVMGetEnumAttributeValue(a) & 0x2A) != 0;
}

/* Whether nothing between loads a and b (either first) of one block may
 * write memory. */
static bool quiet_between(LLVMValueRef a, LLVMValueRef b)
{
    if (LLVMGetInstructionParent(a) != LLVMGetInstructionParent(b)) return false;
    for (int pass = 0; pass < 2; pass++) {
        for (LLVMValueRef in = LLVMGetNextInstruction(a); in; in = LLVMGetNextInstruction(in)) {
            if (in == b) return true;
            if (may_write(in)) break;
        }
        LLVMValueRef t = a;
        a = b;
        b = t;
    }
    return false;
}

/* Whether a and b are one value computed twice: the same instructions
 * (pure ones, and loads) on operands that are the same value, `depth`
 * levels deep at most. */
static bool same_value(LLVMValueRef a, LLVMValueRef b, int depth)
{
    if (a == b) return true;
    if (depth == 0 || !LLVMIsAInstruction(a) || !LLVMIsAInstruction(b) || LLVMTypeOf(a) != LLVMTypeOf(b)) return false;
    LLVMOpcode op = LLVMGetInstructionOpcode(a);
    if (op != LLVMGetInstructionOpcode(b) || LLVMGetNumOperands(a) != LLVMGetNumOperands(b)) return false;
    switch (op) {
    case LLVMLoad:
        if (LLVMGetVolatile(a) || LLVMGetVolatile(b) || LLVMGetOrdering(a) != LLVMAtomicOrderingNotAtomic ||
            LLVMGetOrdering(b) != LLVMAtomicOrderingNotAtomic || !quiet_between(a, b))
            return false;
        break;
    case LLVMGetElementPtr:
        if (LLVMGetGEPSourceElementType(a) != LLVMGetGEPSourceElementType(b) || LLVMIsInBounds(a) != LLVMIsInBounds(b))
            return false;
        break;
    case LLVMICmp:
        if (LLVMGetICmpPredicate(a) != LLVMGetICmpPredicate(b)) return false;
        break;
    case LLVMShuffleVector: {
        unsigned n = LLVMGetNumMaskElements(a);
        if (n != LLVMGetNumMaskElements(b)) return false;
        for (unsigned i = 0; i < n; i++)
            if (LLVMGetMaskValue(a, i) != LLVMGetMaskValue(b, i)) return false;
        break;
    }
    case LLVMAdd:
    case LLVMSub:
    case LLVMMul:
    case LLVMShl:
    case LLVMLShr:
    case LLVMAShr:
    case LLVMAnd:
    case LLVMOr:
    case LLVMXor:
    case LLVMTrunc:
    case LLVMZExt:
    case LLVMSExt:
    case LLVMBitCast:
    case LLVMSelect:
    case LLVMExtractElement:
    case LLVMInsertElement: break;
    default: return false;
    }
    for (int i = 0, n = LLVMGetNumOperands(a); i < n; i++)
        if (!same_value(LLVMGetOperand(a, i), LLVMGetOperand(b, i), depth - 1)) return false;
    return true;
}

/* Whether every lane of constant c is `v` modulo w. */
static bool const_is(LLVMValueRef c, unsigned long long v, unsigned w)
{
    unsigned long long lane[16];
    unsigned n = const_lanes(c, lane);
    for (unsigned i = 0; i < n; i++)
        if (lane[i] % w != v) return false;
    return n != 0;
}

/* v without integer conversions between types of 8 bits or more, which
 * keep its value modulo any width up to 64. */
static LLVMValueRef strip_int_casts(LLVMValueRef v)
{
    while (LLVMIsAInstruction(v)) {
        LLVMOpcode op = LLVMGetInstructionOpcode(v);
        if (op != LLVMTrunc && op != LLVMZExt && op != LLVMSExt) break;
        LLVMValueRef src = LLVMGetOperand(v, 0);
        if (LLVMGetIntTypeWidth(scalar_of(LLVMTypeOf(v))) < 8 || LLVMGetIntTypeWidth(scalar_of(LLVMTypeOf(src))) < 8)
            break;
        v = src;
    }
    return v;
}

/* Whether v is an `and` that keeps the low log2(w) bits of its operand,
 * so its value modulo w. */
static bool is_count_mask(LLVMValueRef v, unsigned w)
{
    return LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMAnd && const_is(LLVMGetOperand(v, 1), w - 1, w);
}

/* A shift count as shift() made it, without its `and` with w - 1 and any
 * such mask of the program's own (the portable `x >> (-n & 31)`). */
static LLVMValueRef unmasked_count(LLVMValueRef v, unsigned w)
{
    if (!is_count_mask(v, w)) return NULL;
    do v = strip_int_casts(LLVMGetOperand(v, 0));
    while (is_count_mask(v, w));
    return v;
}

/* Whether b = w - a (mod w): b computed as c - a with c = 0 (mod w). */
static bool negated_count(LLVMValueRef a, LLVMValueRef b, unsigned w)
{
    return LLVMIsAInstruction(b) && LLVMGetInstructionOpcode(b) == LLVMSub && const_is(LLVMGetOperand(b, 0), 0, w) &&
           same_value(strip_int_casts(LLVMGetOperand(b, 1)), a, 8);
}

/* Whether shift counts a and b (masked by shift()) add up to 0 modulo w
 * in every lane, and neither is 0 there if `nonzero`. */
static bool complementary_counts(LLVMValueRef a, LLVMValueRef b, unsigned w, bool nonzero)
{
    unsigned long long la[16], lb[16];
    unsigned n = const_lanes(a, la);
    if (n && const_lanes(b, lb) == n) {
        for (unsigned i = 0; i < n; i++)
            if ((la[i] + lb[i]) % w || (nonzero && la[i] % w == 0)) return false;
        return true;
    }
    if (nonzero) return false;
    LLVMValueRef ua = unmasked_count(a, w), ub = unmasked_count(b, w);
    return ua && ub && (negated_count(ua, ub, w) || negated_count(ub, ua, w));
}

/* The rotate that l op r is, or NULL. */
static LLVMValueRef rotate_idiom(CgContext *ctx, BinaryOp op, LLVMValueRef l, LLVMValueRef r)
{
    if (!LLVMIsAInstruction(l) || !LLVMIsAInstruction(r)) return NULL;
    LLVMValueRef shl = l, shr = r;
    if (LLVMGetInstructionOpcode(shl) != LLVMShl) {
        shl = r;
        shr = l;
    }
    if (LLVMGetInstructionOpcode(shl) != LLVMShl || LLVMGetInstructionOpcode(shr) != LLVMLShr) return NULL;
    LLVMValueRef x = LLVMGetOperand(shl, 0), n = LLVMGetOperand(shl, 1);
    unsigned w = LLVMGetIntTypeWidth(scalar_of(LLVMTypeOf(x)));
    if (!complementary_counts(n, LLVMGetOperand(shr, 1), w, op != BO_OR) || !same_value(x, LLVMGetOperand(shr, 0), 8))
        return NULL;
    LLVMValueRef args[3] = {x, x, n};
    LLVMValueRef rot = cg_bi_intrinsic1(ctx, "llvm.fshl", args, 3);
    /* The shifts have no other use: lowered for this operator alone. */
    if (!LLVMGetFirstUse(shl)) LLVMInstructionEraseFromParent(shl);
    if (!LLVMGetFirstUse(shr)) LLVMInstructionEraseFromParent(shr);
    return rot;
}

static LLVMValueRef compare(CgContext *ctx, BinaryOp op, LLVMValueRef l, LLVMValueRef r, Type *t)
{
    if (is_fp(t)) {
        static const LLVMRealPredicate fp[] = {
            [BO_LT] = LLVMRealOLT, [BO_GT] = LLVMRealOGT, [BO_LE] = LLVMRealOLE,
            [BO_GE] = LLVMRealOGE, [BO_EQ] = LLVMRealOEQ, [BO_NE] = LLVMRealUNE,
        };
        return cg_fp_flags(ctx, LLVMBuildFCmp(ctx->b, fp[op], l, r, "cmp"));
    }
    bool sign = is_signed_int(t);
    LLVMIntPredicate p;
    switch (op) {
    case BO_LT: p = sign ? LLVMIntSLT : LLVMIntULT; break;
    case BO_GT: p = sign ? LLVMIntSGT : LLVMIntUGT; break;
    case BO_LE: p = sign ? LLVMIntSLE : LLVMIntULE; break;
    case BO_GE: p = sign ? LLVMIntSGE : LLVMIntUGE; break;
    case BO_EQ: p = LLVMIntEQ; break;
    default: p = LLVMIntNE; break;
    }
    return LLVMBuildICmp(ctx->b, p, l, r, "cmp");
}

static LLVMValueRef pointer_arith(CgContext *ctx, BinaryOp op, LLVMValueRef l, Type *lt, LLVMValueRef r, Type *rt,
                                  Type *result)
{
    if (type_is_pointer(lt) && type_is_pointer(rt)) {
        /* p - q: the distance in elements. */
        LLVMValueRef li = LLVMBuildPtrToInt(ctx->b, l, ctx->t_i64, "sub.ptr.lhs");
        LLVMValueRef ri = LLVMBuildPtrToInt(ctx->b, r, ctx->t_i64, "sub.ptr.rhs");
        LLVMValueRef d = LLVMBuildSub(ctx->b, li, ri, "sub.ptr.sub");
        unsigned long long size = LLVMABISizeOfType(ctx->td, pointee_mem_type(ctx, lt));
        if (size > 1) d = LLVMBuildExactSDiv(ctx->b, d, LLVMConstInt(ctx->t_i64, size, 0), "sub.ptr.div");
        return int_to_int(ctx, d, type_basic(ctx->types, TY_LONG), cg_type(ctx, result));
    }
    bool ptr_left = type_is_pointer(lt); /* else int + p */
    LLVMValueRef p = ptr_left ? l : r;
    LLVMValueRef i = ptr_left ? index64(ctx, r, rt) : index64(ctx, l, lt);
    if (op == BO_SUB) i = LLVMBuildNeg(ctx->b, i, "idx.neg");
    return LLVMBuildInBoundsGEP2(ctx->b, pointee_mem_type(ctx, ptr_left ? lt : rt), p, &i, 1, "add.ptr");
}

/*
 * The arithmetic of binary operators and compound assignments: l has type
 * lt, r has rt (the same as lt except for shifts and pointer arithmetic),
 * the result has type `result`.
 */
static LLVMValueRef binop(CgContext *ctx, BinaryOp op, LLVMValueRef l, Type *lt, LLVMValueRef r, Type *rt, Type *result,
                          Loc loc)
{
    lt = cg_unqual(lt);
    rt = cg_unqual(rt);
    if ((op == BO_ADD || op == BO_SUB) && (type_is_pointer(lt) || type_is_pointer(rt)))
        return pointer_arith(ctx, op, l, lt, r, rt, result);
    bool fp = is_fp(lt);
    LLVMValueRef rot;
    if (!fp && (op == BO_OR || op == BO_XOR || op == BO_ADD) && (rot = rotate_idiom(ctx, op, l, r))) return rot;
    switch (op) {
    case BO_LT:
    case BO_GT:
    case BO_LE:
    case BO_GE:
    case BO_EQ:
    case BO_NE: return from_bool(ctx, compare(ctx, op, l, r, lt), result);
    case BO_ADD: return fp ? cg_fp_flags(ctx, LLVMBuildFAdd(ctx->b, l, r, "add")) : LLVMBuildAdd(ctx->b, l, r, "add");
    case BO_SUB: return fp ? cg_fp_flags(ctx, LLVMBuildFSub(ctx->b, l, r, "sub")) : LLVMBuildSub(ctx->b, l, r, "sub");
    case BO_MUL: return fp ? cg_fp_flags(ctx, LLVMBuildFMul(ctx->b, l, r, "mul")) : LLVMBuildMul(ctx->b, l, r, "mul");
    case BO_DIV:
        if (fp) return cg_fp_flags(ctx, LLVMBuildFDiv(ctx->b, l, r, "div"));
        return int_divide(ctx, op, l, r, is_signed_int(lt));
    case BO_REM:
        if (fp) return cg_fp_flags(ctx, LLVMBuildFRem(ctx->b, l, r, "rem"));
        return int_divide(ctx, op, l, r, is_signed_int(lt));
    case BO_SHL:
    case BO_SHR:
        if (!fp) return shift(ctx, op, l, lt, r, rt);
        break;
    case BO_AND:
        if (!fp) return LLVMBuildAnd(ctx->b, l, r, "and");
        break;
    case BO_XOR:
        if (!fp) return LLVMBuildXor(ctx->b, l, r, "xor");
        break;
    case BO_OR:
        if (!fp) return LLVMBuildOr(ctx->b, l, r, "or");
        break;
    default: break;
    }
    cg_internal_error(ctx, loc, "operator '%s' on '%s'", ast_binary_op_spelling(op), type_str(ctx->types, lt));
    return dummy(ctx, result);
}

/* && and || on scalars: short-circuit, 0 or 1.  A constant left operand
 * decides statically, and the right operand is then lowered only if it
 * would run. */
static LLVMValueRef logical_scalar(CgContext *ctx, Expr *e)
{
    bool is_and = e->bop == BO_LAND;
    LLVMValueRef lb = cg_to_bool(ctx, cg_expr(ctx, e->lhs), e->lhs->type);
    if (LLVMIsAConstantInt(lb)) {
        bool lv = LLVMConstIntGetZExtValue(lb) != 0;
        if (lv != is_and) /* false && _, true || _ */
            return from_bool(ctx, LLVMConstInt(ctx->t_i1, lv, 0), e->type);
        return from_bool(ctx, cg_to_bool(ctx, cg_expr(ctx, e->rhs), e->rhs->type), e->type);
    }
    LLVMBasicBlockRef from = LLVMGetInsertBlock(ctx->b);
    LLVMBasicBlockRef rhs_bb = cg_new_block(ctx, is_and ? "land.rhs" : "lor.rhs");
    LLVMBasicBlockRef end = cg_new_block(ctx, is_and ? "land.end" : "lor.end");
    if (is_and)
        LLVMBuildCondBr(ctx->b, lb, rhs_bb, end);
    else
        LLVMBuildCondBr(ctx->b, lb, end, rhs_bb);
    cg_enter_block(ctx, rhs_bb);
    LLVMValueRef rb = cg_to_bool(ctx, cg_expr(ctx, e->rhs), e->rhs->type);
    LLVMBasicBlockRef rhs_end = LLVMGetInsertBlock(ctx->b);
    LLVMBuildBr(ctx->b, end);
    cg_enter_block(ctx, end);
    LLVMValueRef phi = LLVMBuildPhi(ctx->b, ctx->t_i1, "");
    LLVMValueRef vals[2] = {LLVMConstInt(ctx->t_i1, !is_and, 0), rb};
    LLVMBasicBlockRef bbs[2] = {from, rhs_end};
    LLVMAddIncoming(phi, vals, bbs, 2);
    return from_bool(ctx, phi, e->type);
}

static LLVMValueRef binary_expr(CgContext *ctx, Expr *e)
{
    if (e->bop == BO_LAND || e->bop == BO_LOR) {
        if (!type_is_vector(cg_unqual(e->lhs->type))) return logical_scalar(ctx, e);
        /* Vectors: both sides, lane by lane, -1 for true. */
        LLVMValueRef l = cg_to_bool(ctx, cg_expr(ctx, e->lhs), e->lhs->type);
        LLVMValueRef r = cg_to_bool(ctx, cg_expr(ctx, e->rhs), e->rhs->type);
        LLVMValueRef b = e->bop == BO_LAND ? LLVMBuildAnd(ctx->b, l, r, "land") : LLVMBuildOr(ctx->b, l, r, "lor");
        return from_bool(ctx, b, e->type);
    }
    LLVMValueRef l = cg_expr(ctx, e->lhs);
    LLVMValueRef r = cg_expr(ctx, e->rhs);
    return binop(ctx, e->bop, l, e->lhs->type, r, e->rhs->type, e->type, e->loc);
}

static LLVMValueRef step(CgContext *ctx, LLVMValueRef v, Type *t, bool inc, Loc loc)
{
    t = cg_unqual(t);
    LLVMTypeRef ty = LLVMTypeOf(v);
    if (t->kind == TY_POINTER) {
        LLVMValueRef one = LLVMConstInt(ctx->t_i64, inc ? 1 : (unsigned long long)-1, 1);
        return LLVMBuildInBoundsGEP2(ctx->b, pointee_mem_type(ctx, t), v, &one, 1, "incdec.ptr");
    }
    if (is_fp(t)) {
        LLVMValueRef one = const_fp_splat(ty, 1.0);
        return cg_fp_flags(ctx, inc ? LLVMBuildFAdd(ctx->b, v, one, "inc") : LLVMBuildFSub(ctx->b, v, one, "dec"));
    }
    if (t->kind == TY_BOOL) {
        /* C's rule for _Bool, which clang follows in OpenCL C: b + 1 and
         * b - 1 converted back to bool, so ++ makes it true and --
         * inverts it. */
        return inc ? LLVMConstInt(ty, 1, 0) : LLVMBuildXor(ctx->b, v, LLVMConstInt(ty, 1, 0), "dec");
    }
    if (type_is_integer(type_elem(t))) {
        LLVMValueRef one = const_int_splat(ty, 1);
        return inc ? LLVMBuildAdd(ctx->b, v, one, "inc") : LLVMBuildSub(ctx->b, v, one, "dec");
    }
    cg_internal_error(ctx, loc, "increment of a '%s'", type_str(ctx->types, t));
    return v;
}

static LLVMValueRef unary_expr(CgContext *ctx, Expr *e)
{
    switch (e->uop) {
    case UO_PLUS: return cg_expr(ctx, e->operand);
    case UO_MINUS: {
        LLVMValueRef v = cg_expr(ctx, e->operand);
        if (is_fp(e->operand->type)) return cg_fp_flags(ctx, LLVMBuildFNeg(ctx->b, v, "fneg"));
        return LLVMBuildSub(ctx->b, LLVMConstNull(LLVMTypeOf(v)), v, "neg");
    }
    case UO_BITNOT: {
        LLVMValueRef v = cg_expr(ctx, e->operand);
        return LLVMBuildXor(ctx->b, v, LLVMConstAllOnes(LLVMTypeOf(v)), "not");
    }
    case UO_LNOT: {
        LLVMValueRef b = cg_to_bool(ctx, cg_expr(ctx, e->operand), e->operand->type);
        return from_bool(ctx, LLVMBuildNot(ctx->b, b, "lnot"), e->type);
    }
    case UO_ADDR: {
        CgLValue lv = cg_lvalue(ctx, e->operand);
        if (lv.comps || lv.lane) cg_internal_error(ctx, e->loc, "address of a vector component");
        return lv.addr;
    }
    case UO_DEREF: return cg_load(ctx, cg_lvalue(ctx, e));
    case UO_PREINC:
    case UO_PREDEC:
    case UO_POSTINC:
    case UO_POSTDEC: {
        bool inc = e->uop == UO_PREINC || e->uop == UO_POSTINC;
        bool pre = e->uop == UO_PREINC || e->uop == UO_PREDEC;
        CgLValue lv = cg_lvalue(ctx, e->operand);
        LLVMValueRef whole;
        LLVMValueRef old = rmw_load(ctx, lv, &whole);
        LLVMValueRef nv = step(ctx, old, lvalue_value_type(lv), inc, e->loc);
        rmw_store(ctx, lv, whole, nv);
        return pre ? nv : old;
    }
    }
    cg_internal_error(ctx, e->loc, "unknown unary operator");
    return dummy(ctx, e->type);
}

static LLVMValueRef assign_expr(CgContext *ctx, Expr *e)
{
    /* As clang: the right operand first, then the left lvalue. */
    LLVMValueRef r = cg_expr(ctx, e->rhs);
    CgLValue lv = cg_lvalue(ctx, e->lhs);
    if (e->bop == BO_ASSIGN) {
        cg_store(ctx, lv, r);
        /* A record assignment's value is the object assigned to. */
        return cg_is_record(e->type) ? lv.addr : r;
    }
    Type *lt = lvalue_value_type(lv);
    Type *ct = e->comp_type ? cg_unqual(e->comp_type) : lt;
    LLVMValueRef whole;
    LLVMValueRef l = cg_cast(ctx, rmw_load(ctx, lv, &whole), lt, ct, e->loc);
    LLVMValueRef v = binop(ctx, e->bop, l, ct, r, e->rhs->type, ct, e->loc);
    v = cg_cast(ctx, v, ct, lt, e->loc);
    rmw_store(ctx, lv, whole, v);
    return v;
}

static LLVMValueRef cond_expr(CgContext *ctx, Expr *e)
{
    Type *ct = cg_unqual(e->cond->type);
    if (ct->kind == TY_VECTOR) {
        /* Per lane on the most significant bit of the condition. */
        LLVMValueRef c = cg_expr(ctx, e->cond);
        LLVMValueRef a = cg_expr(ctx, e->lhs);
        LLVMValueRef b = cg_expr(ctx, e->rhs);
        LLVMValueRef m = LLVMBuildICmp(ctx->b, LLVMIntSLT, c, LLVMConstNull(LLVMTypeOf(c)), "cond.msb");
        return LLVMBuildSelect(ctx->b, m, a, b, "cond");
    }
    LLVMValueRef c = cg_to_bool(ctx, cg_expr(ctx, e->cond), ct);
    if (LLVMIsAConstantInt(c)) return cg_expr(ctx, LLVMConstIntGetZExtValue(c) ? e->lhs : e->rhs);
    LLVMBasicBlockRef tb = cg_new_block(ctx, "cond.true"), fb = cg_new_block(ctx, "cond.false");
    LLVMBasicBlockRef end = cg_new_block(ctx, "cond.end");
    LLVMBuildCondBr(ctx->b, c, tb, fb);
    cg_enter_block(ctx, tb);
    LLVMValueRef a = cg_expr(ctx, e->lhs);
    LLVMBasicBlockRef ta = LLVMGetInsertBlock(ctx->b);
    LLVMBuildBr(ctx->b, end);
    cg_enter_block(ctx, fb);
    LLVMValueRef b = cg_expr(ctx, e->rhs);
    LLVMBasicBlockRef fa = LLVMGetInsertBlock(ctx->b);
    LLVMBuildBr(ctx->b, end);
    cg_enter_block(ctx, end);
    if (type_is_void(cg_unqual(e->type)) || !a || !b) return NULL;
    if (LLVMTypeOf(a) != LLVMTypeOf(b)) {
        /* Two records in different address spaces (NVPTX): both as
         * generic pointers, each cast in its own arm. */
        LLVMPositionBuilderBefore(ctx->b, LLVMGetBasicBlockTerminator(ta));
        a = LLVMBuildAddrSpaceCast(ctx->b, a, ctx->t_ptr, "");
        LLVMPositionBuilderBefore(ctx->b, LLVMGetBasicBlockTerminator(fa));
        b = LLVMBuildAddrSpaceCast(ctx->b, b, ctx->t_ptr, "");
        LLVMPositionBuilderAtEnd(ctx->b, end);
    }
    LLVMValueRef phi = LLVMBuildPhi(ctx->b, LLVMTypeOf(a), "cond");
    LLVMValueRef vals[2] = {a, b};
    LLVMBasicBlockRef bbs[2] = {ta, fa};
    LLVMAddIncoming(phi, vals, bbs, 2);
    return phi;
}

/* The record value at addr as the LLVM value(s) argument a takes (cg_abi.c):
 * written to args[*k ...]. */
static void record_arg(CgContext *ctx, const CgArgAbi *a, LLVMValueRef addr, Type *t, LLVMTypeRef want,
                       LLVMValueRef *args, unsigned *k)
{
    switch (a->kind) {
    case CG_ARG_COERCE:
        cg_abi_split(ctx, a, addr, 0, t, NULL, args + *k);
        *k += a->nparts;
        return;
    case CG_ARG_INDIRECT:
        /* byval copies the value for the callee (a kernel copies it
         * itself), from wherever it is: only the pointer's address space
         * may need casting to the generic one the parameter has. */
        if (LLVMTypeOf(addr) != want) addr = LLVMBuildAddrSpaceCast(ctx->b, addr, want, "");
        args[(*k)++] = addr;
        return;
    default: return; /* an empty record: nothing */
    }
}

static LLVMValueRef call_expr(CgContext *ctx, Expr *e)
{
    Expr *callee = e->callee;
    Decl *fd = callee && callee->kind == EXPR_IDENT ? callee->decl : NULL;
    if (!fd || fd->kind != DECL_FUNC) {
        cg_internal_error(ctx, e->loc, "call of something that is not a function");
        return dummy(ctx, e->type);
    }
    Type *fty = cg_unqual(fd->type);
    LLVMValueRef fn = cg_function(ctx, fd);
    CgFnAbi *abi = cg_fn_abi(ctx, fd);
    int np = fty->fn.nparams, n = e->args.n;
    if (n < np || (n > np && !fty->fn.variadic)) {
        cg_internal_error(ctx, e->loc, "call of '%s' with %d arguments for %d parameters", fd->name, n, np);
        return dummy(ctx, e->type);
    }
    LLVMTypeRef *pts = ARENA_ARRAY(&ctx->c->arena, LLVMTypeRef, abi->nllvm ? abi->nllvm : 1);
    LLVMGetParamTypes(abi->fnty, pts);
    LLVMValueRef *args = ARENA_ARRAY(&ctx->c->arena, LLVMValueRef, (int)abi->nllvm + n + 1);
    unsigned k = 0;
    Type *rt = cg_unqual(fty->fn.ret);
    LLVMValueRef result = NULL;
    if (abi->ret.kind == CG_ARG_INDIRECT) {
        result = cg_alloca(ctx, rt, "agg.result");
        args[k++] = LLVMTypeOf(result) == pts[0] ? result : LLVMBuildAddrSpaceCast(ctx->b, result, pts[0], "");
    }
    for (int i = 0; i < n; i++) {
        Expr *a = e->args.items[i];
        if (i < np && abi->params[i].kind != CG_ARG_DIRECT)
            record_arg(ctx, &abi->params[i], cg_expr(ctx, a), a->type, pts[abi->first[i]], args, &k);
        else
            args[k++] = cg_expr(ctx, a);
    }
    bool is_void = LLVMGetTypeKind(LLVMGetReturnType(abi->fnty)) == LLVMVoidTypeKind;
    LLVMValueRef call = cg_wi_call(ctx, fd, args, (int)k); /* in a work-item variant (cg_kernel.c) */
    if (!call) {
        call = LLVMBuildCall2(ctx->b, abi->fnty, fn, args, k, is_void ? "" : "call");
        cg_abi_attrs(ctx, call, abi, fty, true, 0);
    }
    switch (abi->ret.kind) {
    case CG_ARG_COERCE: {
        LLVMValueRef parts[2] = {call, NULL};
        if (abi->ret.nparts == 2) {
            parts[0] = LLVMBuildExtractValue(ctx->b, call, 0, "");
            parts[1] = LLVMBuildExtractValue(ctx->b, call, 1, "");
        }
        result = cg_alloca(ctx, rt, "agg.result");
        cg_abi_join(ctx, &abi->ret, parts, result, rt);
        return result;
    }
    case CG_ARG_INDIRECT: return result;
    case CG_ARG_IGNORE: return cg_alloca(ctx, rt, "agg.result");
    default: return is_void ? NULL : call;
    }
}

/* ------------------------------------------------------------------ */
/* The dispatcher                                                     */

static LLVMValueRef int_literal(CgContext *ctx, Expr *e)
{
    Type *t = cg_unqual(e->type);
    if (t->kind == TY_BOOL) return LLVMConstInt(ctx->t_i1, e->ival != 0, 0);
    if (type_is_integer(t)) return LLVMConstInt(cg_type(ctx, t), e->ival, 0);
    cg_internal_error(ctx, e->loc, "integer literal of type '%s'", type_str(ctx->types, t));
    return dummy(ctx, t);
}

static LLVMValueRef expr(CgContext *ctx, Expr *e)
{
    switch (e->kind) {
    case EXPR_INT:
    case EXPR_CHAR: return int_literal(ctx, e);
    case EXPR_FLOAT: return LLVMConstReal(cg_type(ctx, e->type), e->fval);
    case EXPR_INDEX:
        if (type_is_vector(cg_unqual(e->lhs->type))) return vector_index_expr(ctx, e);
        return cg_load(ctx, cg_lvalue(ctx, e));
    case EXPR_STRING:
    case EXPR_IDENT:
    case EXPR_MEMBER:
    case EXPR_COMPOUND_LIT: return cg_load(ctx, cg_lvalue(ctx, e));
    case EXPR_UNARY: return unary_expr(ctx, e);
    case EXPR_BINARY: return binary_expr(ctx, e);
    case EXPR_ASSIGN: return assign_expr(ctx, e);
    case EXPR_COND: return cond_expr(ctx, e);
    case EXPR_COMMA: cg_expr(ctx, e->lhs); return cg_expr(ctx, e->rhs);
    case EXPR_CALL: return call_expr(ctx, e);
    case EXPR_STMT_EXPR: return cg_stmt_expr(ctx, e);
    case EXPR_CONV: return conv_expr(ctx, e);
    case EXPR_SPLAT: return splat(ctx, cg_expr(ctx, e->operand), cg_type(ctx, e->type));
    case EXPR_VEC_LIT: return vec_lit(ctx, e);
    case EXPR_SWIZZLE: return swizzle_expr(ctx, e);
    case EXPR_ASTYPE: return cg_astype(ctx, e);
    case EXPR_CONVERT: return cg_convert(ctx, e);
    case EXPR_BUILTIN: return cg_builtin(ctx, e);
    case EXPR_PRINTF: return cg_printf(ctx, e);
    case EXPR_PAREN:
    case EXPR_CAST:
    case EXPR_SIZEOF:
    case EXPR_VEC_STEP:
    case EXPR_ALIGNOF:
    case EXPR_OFFSETOF:
    case EXPR_DESIGNATED:
    case EXPR_INIT_LIST:
    case EXPR_ERROR: break;
    }
    cg_internal_error(ctx, e->loc, "an expression sema should have rewritten (kind %d) reached code generation",
                      (int)e->kind);
    return dummy(ctx, e->type);
}

LLVMValueRef cg_expr(CgContext *ctx, Expr *e)
{
    if (ctx->failed) return dummy(ctx, e->type);
    if (++ctx->depth > ctx->max_depth) {
        cg_internal_error(ctx, e->loc, "expression nesting deeper than sema allows");
        ctx->depth--;
        return dummy(ctx, e->type);
    }
    LLVMValueRef v = expr(ctx, e);
    ctx->depth--;
    return v;
}

/* ------------------------------------------------------------------ */
/* Initializers                                                       */

/*
 * Sema hands over initializers in their explicit form (ast.h): a list per
 * record (one entry per member; a union's one entry is member
 * init_member) and per array (one entry per element), NULL where the
 * object is zero.  Local objects are zeroed first when the list leaves
 * anything out, then each entry is stored at its member's or element's
 * place; constants (program scope, statics, and large literal lists) are
 * built as LLVM constants of the same layout.
 */

static bool is_init_list(Expr *e) { return e && e->kind == EXPR_INIT_LIST; }

/* Initializer values (vectors from {a, b, ...}): parts as values. */
static LLVMValueRef vector_from_list(CgContext *ctx, Type *t, Expr *list)
{
    int n = list->args.n;
    if (n > 16) {
        cg_internal_error(ctx, list->loc, "vector initializer with %d parts", n);
        return dummy(ctx, t);
    }
    LLVMValueRef parts[16];
    for (int i = 0; i < n; i++) parts[i] = cg_expr(ctx, list->args.items[i]);
    return build_vector(ctx, cg_type(ctx, t), parts, n);
}

/* The value of a scalar or vector initializer (braces allowed; NULL is
 * zero). */
static LLVMValueRef init_value(CgContext *ctx, Type *t, Expr *init)
{
    if (!init) return cg_zero(ctx, t);
    if (!is_init_list(init)) return cg_expr(ctx, init);
    if (type_is_vector(t)) return vector_from_list(ctx, t, init);
    if (init->args.n == 0) return cg_zero(ctx, t);
    return init_value(ctx, t, init->args.items[0]);
}

/* The memory form of a constant value (bool i1 -> i8). */
static LLVMValueRef const_mem(CgContext *ctx, Type *t, LLVMValueRef v)
{
    if (cg_unqual(t)->kind == TY_BOOL && LLVMIsAConstantInt(v))
        return LLVMConstInt(ctx->t_i8, LLVMConstIntGetZExtValue(v), 0);
    return v;
}

/* Arrays whose zero tail is longer than this get a {[k x T], [n-k x T]}
 * constant (clang's layout) instead of n element constants. */
enum { ZERO_TAIL_SPLIT = 16 };

static LLVMValueRef const_value(CgContext *ctx, Type *t, Expr *init);

/* A struct of the constants given, packed: a record, or an array whose
 * elements are unions initialized through different members (so of
 * different LLVM types, which an LLVM array cannot hold). */
static LLVMValueRef const_struct(CgContext *ctx, LLVMValueRef *elems, unsigned n)
{
    return LLVMConstStructInContext(ctx->ctx, elems, n, 1);
}

static LLVMValueRef const_array(CgContext *ctx, Type *t, Expr *init)
{
    Type *et = cg_unqual(t->arr.elem);
    LLVMTypeRef emt = cg_mem_type(ctx, et);
    int64_t n = t->arr.len < 0 ? 0 : t->arr.len;
    if (!init) return LLVMConstNull(cg_mem_type(ctx, t));
    if (init->kind == EXPR_STRING) return string_const(ctx, init, (uint64_t)n);
    if (!is_init_list(init)) {
        cg_internal_error(ctx, init->loc, "array initializer is not a list");
        return NULL;
    }
    int64_t k = init->args.n < n ? init->args.n : n;
    LLVMValueRef *elems = malloc(sizeof *elems * (size_t)(n > 0 ? n : 1));
    if (!elems) {
        cg_internal_error(ctx, init->loc, "out of memory");
        return NULL;
    }
    bool uniform = true;
    for (int64_t i = 0; i < k; i++) {
        if (!(elems[i] = const_value(ctx, et, init->args.items[i]))) {
            free(elems);
            return NULL;
        }
        uniform = uniform && LLVMTypeOf(elems[i]) == emt;
    }
    LLVMValueRef c;
    if (k == n && uniform) {
        c = LLVMConstArray2(emt, elems, (uint64_t)n);
    } else if (n - k > ZERO_TAIL_SPLIT) {
        LLVMValueRef parts[2] = {uniform ? LLVMConstArray2(emt, elems, (uint64_t)k)
                                         : const_struct(ctx, elems, (unsigned)k),
                                 LLVMConstNull(LLVMArrayType2(emt, (uint64_t)(n - k)))};
        c = LLVMConstStructInContext(ctx->ctx, parts, 2, 0);
    } else {
        for (int64_t i = k; i < n; i++) elems[i] = LLVMConstNull(emt);
        c = uniform ? LLVMConstArray2(emt, elems, (uint64_t)n) : const_struct(ctx, elems, (unsigned)n);
    }
    free(elems);
    return c;
}

/* A record's constant: its members' constants at their offsets, the
 * padding zero (the layout of cg_type.c's record type, and that type
 * itself unless a union is initialized through another member than its
 * first). */
static LLVMValueRef const_record(CgContext *ctx, Type *t, Expr *init)
{
    if (init && !is_init_list(init)) {
        cg_internal_error(ctx, init->loc, "record initializer is not a list");
        return NULL;
    }
    int n = t->rec.nmembers;
    LLVMValueRef *elems = ARENA_ARRAY(&ctx->c->arena, LLVMValueRef, 2 * n + 1);
    unsigned k = 0;
    int64_t at = 0;
    for (int i = 0; i < n; i++) {
        const Member *m = &t->rec.members[i];
        Expr *v = NULL;
        if (t->rec.is_union) {
            uint32_t which = init && init->args.n ? init->init_member : 0;
            if ((uint32_t)i != which) continue;
            v = init && init->args.n ? init->args.items[0] : NULL;
        } else {
            v = init && i < init->args.n ? init->args.items[i] : NULL;
        }
        if (m->offset > at) elems[k++] = LLVMConstNull(LLVMArrayType2(ctx->t_i8, (uint64_t)(m->offset - at)));
        if (!(elems[k++] = const_value(ctx, m->type, v))) return NULL;
        at = m->offset + type_size(m->type);
    }
    if (type_size(t) > at) elems[k++] = LLVMConstNull(LLVMArrayType2(ctx->t_i8, (uint64_t)(type_size(t) - at)));
    return const_struct(ctx, elems, k);
}

/* Nested-list recursion shares the expression depth guard. */
static bool enter_nested(CgContext *ctx, Expr *init)
{
    if (++ctx->depth <= ctx->max_depth) return true;
    ctx->depth--;
    cg_internal_error(ctx, init ? init->loc : loc_none(), "initializer nesting deeper than sema allows");
    return false;
}

static LLVMValueRef const_value(CgContext *ctx, Type *t, Expr *init)
{
    t = cg_unqual(t);
    if (t->kind == TY_ARRAY || t->kind == TY_RECORD) {
        if (!enter_nested(ctx, init)) return NULL;
        LLVMValueRef c = t->kind == TY_ARRAY ? const_array(ctx, t, init) : const_record(ctx, t, init);
        ctx->depth--;
        return c;
    }
    if (!init) return LLVMConstNull(cg_mem_type(ctx, t));
    LLVMValueRef v = init_value(ctx, t, init);
    if (ctx->failed) return NULL;
    if (!v || !LLVMIsConstant(v)) {
        cg_internal_error(ctx, init->loc, "initializer is not a constant");
        return NULL;
    }
    return const_mem(ctx, t, v);
}

/*
 * Program-scope (and static) initializers: lowered by the ordinary
 * expression code into a scratch function that is then deleted, so the
 * builder's constant folder does the evaluation and nothing that is not a
 * constant can leak into the module.
 */
LLVMValueRef cg_const_init(CgContext *ctx, Type *t, Expr *init)
{
    if (ctx->failed) return NULL;
    LLVMBasicBlockRef saved_bb = LLVMGetInsertBlock(ctx->b);
    LLVMValueRef saved_fn = ctx->fn, saved_alloca = ctx->last_alloca;
    LLVMBasicBlockRef saved_entry = ctx->entry;
    PtrVec saved_blocks = ctx->blocks;
    memset(&ctx->blocks, 0, sizeof ctx->blocks);

    LLVMValueRef scratch = LLVMAddFunction(ctx->mod, "__oclc.const.init", LLVMFunctionType(ctx->t_void, NULL, 0, 0));
    ctx->fn = scratch;
    ctx->entry = LLVMAppendBasicBlockInContext(ctx->ctx, scratch, "entry");
    ctx->last_alloca = NULL;
    LLVMPositionBuilderAtEnd(ctx->b, ctx->entry);

    LLVMValueRef c = const_value(ctx, t, init);

    LLVMDeleteFunction(scratch);
    ctx->fn = saved_fn;
    ctx->entry = saved_entry;
    ctx->last_alloca = saved_alloca;
    ctx->blocks = saved_blocks;
    if (saved_bb)
        LLVMPositionBuilderAtEnd(ctx->b, saved_bb);
    else
        LLVMClearInsertionPosition(ctx->b);
    return c;
}

/* True when every leaf of init is a literal: such an aggregate is copied
 * from a constant instead of being stored element by element. */
static bool is_literal_tree(Expr *e, int depth)
{
    if (!e) return true;
    if (depth > 64) return false;
    switch (e->kind) {
    case EXPR_INT:
    case EXPR_CHAR:
    case EXPR_FLOAT:
    case EXPR_STRING: return true;
    case EXPR_CONV: return !type_is_array(cg_unqual(e->operand->type)) && is_literal_tree(e->operand, depth + 1);
    case EXPR_SPLAT: return is_literal_tree(e->operand, depth + 1);
    case EXPR_UNARY: return (e->uop == UO_MINUS || e->uop == UO_PLUS) && is_literal_tree(e->operand, depth + 1);
    case EXPR_VEC_LIT:
    case EXPR_INIT_LIST:
        for (int i = 0; i < e->args.n; i++)
            if (!is_literal_tree(e->args.items[i], depth + 1)) return false;
        return true;
    default: return false;
    }
}

static void zero_memory(CgContext *ctx, LLVMValueRef addr, Type *t, unsigned align)
{
    unsigned long long size = LLVMABISizeOfType(ctx->td, cg_mem_type(ctx, t));
    if (!size) return;
    LLVMBuildMemSet(ctx->b, addr, LLVMConstInt(ctx->t_i8, 0, 0), LLVMConstInt(ctx->t_i64, size, 0),
                    align ? align : (unsigned)type_align(cg_unqual(t)));
}

static void copy_from_constant(CgContext *ctx, LLVMValueRef addr, Type *t, LLVMValueRef c, unsigned dst_align)
{
    unsigned align = (unsigned)type_align(cg_unqual(t));
    LLVMValueRef g = cg_private_constant(
        ctx, c, arena_printf(&ctx->c->arena, "__const.%s", ctx->fn_decl ? ctx->fn_decl->name : "init"), align);
    unsigned long long size = LLVMABISizeOfType(ctx->td, cg_mem_type(ctx, t));
    LLVMBuildMemCpy(ctx->b, addr, dst_align ? dst_align : align, g, align, LLVMConstInt(ctx->t_i64, size, 0));
}

/* Whether a list leaves some of its object to the zero fill. */
static bool list_is_partial(Type *t, Expr *init)
{
    int64_t n = t->kind == TY_ARRAY ? t->arr.len : t->rec.is_union ? 1 : t->rec.nmembers;
    if (init->args.n < n) return true;
    for (int i = 0; i < init->args.n; i++)
        if (!init->args.items[i]) return true;
    if (t->kind != TY_RECORD) return false;
    /* A union's other bytes, a struct's padding. */
    if (t->rec.is_union) return type_size(t->rec.members[init->init_member].type) < type_size(t);
    int64_t sum = 0;
    for (int i = 0; i < t->rec.nmembers; i++) sum += type_size(t->rec.members[i].type);
    return sum != type_size(t);
}

/* `zeroed`: the memory is already all zero (an enclosing aggregate's
 * memset), so a partial list needs no memset of its own and a zero entry
 * nothing at all.  `align`: the object's alignment when below its type's
 * (a member of a packed record), else 0. */
static void init_memory(CgContext *ctx, LLVMValueRef addr, Type *t, Expr *init, bool zeroed, unsigned align)
{
    t = cg_unqual(t);
    if (ctx->failed) return;
    if (!init && zeroed) return;
    if (t->kind == TY_RECORD && init && !is_init_list(init)) {
        copy_record(ctx, addr, align, cg_expr(ctx, init), 0, t); /* a record value */
        return;
    }
    if (t->kind != TY_ARRAY && t->kind != TY_RECORD) {
        LLVMValueRef v = init_value(ctx, t, init);
        if (zeroed && v && LLVMIsConstant(v) && LLVMIsNull(v)) return; /* already there */
        CgLValue lv = {addr, t, NULL, 0, NULL, align};
        cg_store(ctx, lv, v);
        return;
    }
    if (!init) {
        zero_memory(ctx, addr, t, align);
        return;
    }
    /* A literal list covering most of a larger aggregate is copied from a
     * constant; a short list in a large array is a memset and a few stores
     * (no megabytes of zeros in the object file). */
    bool copy = init->kind == EXPR_STRING;
    if (is_init_list(init) && is_literal_tree(init, 0)) {
        if (t->kind == TY_ARRAY)
            copy = t->arr.len > 4 && (int64_t)init->args.n * 2 >= t->arr.len;
        else
            copy = type_size(t) > 16;
    }
    if (copy) {
        LLVMValueRef c = cg_const_init(ctx, t, init);
        if (c && LLVMIsNull(c)) {
            if (!zeroed) zero_memory(ctx, addr, t, align);
        } else if (c) {
            copy_from_constant(ctx, addr, t, c, align);
        }
        return;
    }
    if (!is_init_list(init)) {
        cg_internal_error(ctx, init->loc, "aggregate initializer is not a list");
        return;
    }
    if (!zeroed && list_is_partial(t, init)) {
        zero_memory(ctx, addr, t, align);
        zeroed = true;
    }
    if (!enter_nested(ctx, init)) return;
    unsigned base_align = align ? align : (unsigned)type_align(t);
    for (int i = 0; i < init->args.n; i++) {
        Expr *v = init->args.items[i];
        if (!v && zeroed) continue;
        Type *et;
        int64_t off;
        LLVMValueRef p;
        if (t->kind == TY_ARRAY) {
            if (i >= t->arr.len) break;
            et = cg_unqual(t->arr.elem);
            off = (int64_t)i * type_size(et);
            LLVMValueRef idx[2] = {LLVMConstInt(ctx->t_i64, 0, 0), LLVMConstInt(ctx->t_i64, (unsigned)i, 0)};
            p = LLVMBuildInBoundsGEP2(ctx->b, cg_mem_type(ctx, t), addr, idx, 2, "arrayinit");
        } else {
            const Member *m = &t->rec.members[t->rec.is_union ? init->init_member : (uint32_t)i];
            et = cg_unqual(m->type);
            off = m->offset;
            LLVMValueRef ix = LLVMConstInt(ctx->t_i64, (unsigned long long)off, 0);
            p = off ? LLVMBuildInBoundsGEP2(ctx->b, ctx->t_i8, addr, &ix, 1, m->name ? m->name : "") : addr;
        }
        unsigned a = common_align(base_align, off);
        init_memory(ctx, p, et, v, zeroed, a < (unsigned)type_align(et) ? a : 0);
        if (p != addr && LLVMIsAInstruction(p) && !LLVMGetFirstUse(p))
            LLVMInstructionEraseFromParent(p); /* a zero that the memset already wrote */
    }
    ctx->depth--;
}

void cg_init_memory(CgContext *ctx, LLVMValueRef addr, Type *t, Expr *init)
{
    init_memory(ctx, addr, t, init, false, 0);
}
