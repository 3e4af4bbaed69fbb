/*
 * sema_expr.c - checking expressions and making every conversion explicit.
 *
 * Each sema_* function takes a syntax node and returns the checked node
 * (often the same one, sometimes a replacement such as an EXPR_CONV wrapper,
 * an EXPR_SWIZZLE for `v.xy`, or EXPR_ERROR).  Lvalues keep their qualified
 * object type (const, address space); rvalue uses look through it with
 * `->unqual`.
 *
 * The OpenCL vector rules (OpenCL C 2.0, 6.2.6 and 6.3, summarised in
 * shared/docs/semantics-digest.md) live in vector_operands(): two different
 * vector types never convert implicitly; a scalar meeting a vector is
 * converted to the element type and replicated, unless its rank is greater
 * than the element's (OpenCL's rank, ocl_rank(): unsigned outranks signed
 * of the same width), which is an error.  Relational, equality and logical
 * operators on vectors give a signed integer vector of the element width
 * (-1 true, 0 false).  Swizzles (check_member) are composed, so codegen
 * sees one selection of a real vector.  Every vector error names both types
 * and the rule, and the cast or convert_T() that would fix it; the rules
 * and oclc's choices are written up in docs/vectors.md.
 *
 * Error recovery: a failed operand is EXPR_ERROR with the error type, and
 * every rule below returns quietly when it meets the error type, so a
 * mistake is reported once where it is, not again by each enclosing
 * operator.
 */
#include "sema/sema_int.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static inline Type *rvalue_type(Expr *e) { return e->type->unqual; }

Expr *sema_error_expr(Sema *S, Expr *e)
{
    Expr *r = ast_expr(S->a, EXPR_ERROR, e->loc);
    r->type = S->t_error;
    return r;
}

static Expr *mk(Sema *S, ExprKind k, Loc loc, Type *t)
{
    Expr *e = ast_expr(S->a, k, loc);
    e->type = t;
    return e;
}

/* ---- constants ----------------------------------------------------- */

/* Truncates v to the width of integer type t and re-extends it by t's sign. */
static int64_t fold_to_type(int64_t v, Type *t)
{
    int bits = type_bits(t);
    if (t->kind == TY_BOOL) return v != 0;
    if (bits >= 64 || bits == 0) return v;
    uint64_t mask = ((uint64_t)1 << bits) - 1;
    uint64_t u = (uint64_t)v & mask;
    if (type_is_signed(t) && (u >> (bits - 1)) & 1) u |= ~mask;
    return (int64_t)u;
}

static void set_const(Expr *e, int64_t v)
{
    e->is_const = true;
    e->cval = fold_to_type(v, e->type);
}

bool sema_int_const(Sema *S, Expr *e, int64_t *out)
{
    (void)S;
    if (!e->is_const || !type_is_integer(e->type->unqual)) return false;
    *out = e->cval;
    return true;
}

static bool is_int_zero(Expr *e)
{
    while (e->kind == EXPR_CONV && e->implicit && type_is_integer(e->operand->type->unqual)) e = e->operand;
    return e->is_const && e->cval == 0 && type_is_integer(e->type->unqual);
}

/* The integer 0 of a null pointer constant cast to `void *` (C99
 * 6.3.2.3's "such an expression cast to type void *": NULL), or NULL.  In
 * OpenCL C 2.0 that void * is generic (private in 1.2), yet it is still a
 * null pointer constant and converts to a pointer into any space, as in
 * clang: `local int *p = NULL;` (6.5.5). */
static Expr *void_null_operand(Expr *e)
{
    if ((e->kind != EXPR_CAST && e->kind != EXPR_CONV) || !type_is_pointer(e->type->unqual)) return NULL;
    Type *pointee = e->type->unqual->ptr.pointee;
    if (!type_is_void(pointee->unqual) || (pointee->quals & (Q_CONST | Q_VOLATILE))) return NULL;
    return is_int_zero(e->operand) ? e->operand : NULL;
}

bool sema_is_null_ptr_const(Expr *e) { return is_int_zero(e) || void_null_operand(e); }

/* A null pointer constant as the integer it holds, for converting to a
 * pointer of any space; another expression as it is. */
static Expr *null_ptr_int(Expr *e)
{
    Expr *z = void_null_operand(e);
    return z ? z : e;
}

/* ---- conversion nodes ---------------------------------------------- */

Expr *sema_cast(Sema *S, Expr *e, Type *to)
{
    to = to->unqual;
    if (rvalue_type(e) == to || type_is_error(rvalue_type(e)) || type_is_error(to)) return e;
    Expr *c = mk(S, EXPR_CONV, e->loc, to);
    c->operand = e;
    c->implicit = true;
    if (e->is_const && type_is_integer(to) && type_is_integer(rvalue_type(e))) set_const(c, e->cval);
    return c;
}

static Expr *splat(Sema *S, Expr *e, Type *vec)
{
    Expr *s = sema_cast(S, e, vec->vec.elem);
    Expr *r = mk(S, EXPR_SPLAT, e->loc, vec);
    r->operand = s;
    r->implicit = true;
    return r;
}

/* Array-to-pointer and function-to-pointer decay; half rvalues are rejected. */
static Expr *decay(Sema *S, Expr *e)
{
    Type *t = e->type;
    if (type_is_array(t)) {
        Type *el = t->arr.elem;
        /* An array qualified as a whole (a typedef'd array type) hands
         * its qualifiers to the elements the pointer points at. */
        if (t->quals || t->as)
            el = type_qualified(S->tt, el, el->quals | t->quals, el->as != AS_NONE ? (AddrSpace)el->as : type_as(t));
        Expr *c = mk(S, EXPR_CONV, e->loc, type_pointer(S->tt, el));
        c->operand = e;
        c->implicit = true;
        return c;
    }
    if (type_is_func(t)) {
        Expr *c = mk(S, EXPR_CONV, e->loc, type_pointer(S->tt, t));
        c->operand = e;
        c->implicit = true;
        return c;
    }
    if (e->lvalue && t->unqual->kind == TY_HALF && !sema_has_half(S)) {
        diag_add_range(diag_error(S->d, e->loc,
                                  "loading directly from pointer to type 'half' requires cl_khr_fp16; "
                                  "use the vload_half/vstore_half built-ins instead"),
                       e->loc);
        return sema_error_expr(S, e);
    }
    return e;
}

Expr *sema_rvalue(Sema *S, Expr *e) { return decay(S, sema_expr(S, e)); }

/* Integer promotion of a scalar (C99 6.3.1.1); vectors are not promoted.
 * An enumeration is its underlying type (int, uint, long or ulong) in
 * arithmetic. */
static Expr *promote(Sema *S, Expr *e)
{
    Type *t = rvalue_type(e);
    if (type_is_enum(t)) return sema_cast(S, e, t->en.underlying);
    if (type_is_integer(t) && type_int_rank(t) < type_int_rank(S->t_int)) return sema_cast(S, e, S->t_int);
    return e;
}

/* The common type of two arithmetic scalars by C99's usual arithmetic
 * conversions, with or without the integer promotions first. */
static Type *common_scalar(Sema *S, Type *a, Type *b, bool promote)
{
    if (type_is_enum(a)) a = a->en.underlying;
    if (type_is_enum(b)) b = b->en.underlying;
    if (a->kind == TY_DOUBLE || b->kind == TY_DOUBLE) return S->t_double;
    if (a->kind == TY_FLOAT || b->kind == TY_FLOAT) return S->t_float;
    if (a->kind == TY_HALF || b->kind == TY_HALF) return S->t_half;
    if (promote && type_int_rank(a) < type_int_rank(S->t_int)) a = S->t_int;
    if (promote && type_int_rank(b) < type_int_rank(S->t_int)) b = S->t_int;
    if (a == b) return a;
    bool sa = type_is_signed(a), sb = type_is_signed(b);
    int ra = type_int_rank(a), rb = type_int_rank(b);
    if (sa == sb) return ra >= rb ? a : b;
    Type *u = sa ? b : a, *s = sa ? a : b;
    if (type_int_rank(u) >= type_int_rank(s)) return u;
    if (type_bits(s) > type_bits(u)) return s;
    return type_to_unsigned(S->tt, s);
}

/* C99 usual arithmetic conversions for two arithmetic scalars. */
static Type *uac_scalar(Sema *S, Type *a, Type *b) { return common_scalar(S, a, b, true); }

/*
 * The rank order of OpenCL C 2.0, 6.2.6 (1.2.6 of the shared chapter), which
 * is not C99's: a floating type outranks every integer type and a wider
 * floating type a narrower one; an integer type outranks every narrower
 * one, and an unsigned type the signed type of the same width (so `int4 +
 * uint` is an error while `uint4 + int` is not); bool is lowest.
 */
static int ocl_rank(const Type *t)
{
    if (type_is_float(t)) return 1000 + type_bits(t);
    if (t->kind == TY_BOOL) return 0;
    return 2 * type_bits(t) + (type_is_unsigned(t) ? 1 : 0);
}

/* The hint for converting between two vector types. */
static const char *convert_hint(Sema *S, Type *to) { return arena_printf(S->a, "convert_%s()", sema_type_str(S, to)); }

/*
 * Operands of a component-wise binary operator.  On success *L and *R have
 * the same type (returned); NULL after an error has been reported.
 */
static Type *vector_operands(Sema *S, Expr *e, Expr **L, Expr **R)
{
    Type *lt = rvalue_type(*L), *rt = rvalue_type(*R);
    bool lv = type_is_vector(lt), rv = type_is_vector(rt);
    if (lv && rv) {
        if (lt == rt) return lt;
        Diagnostic *dg = diag_error(
            S->d, e->op_loc, "invalid operands to binary expression (%s and %s): vector types never convert implicitly",
            type_str_long(S->tt, lt), type_str_long(S->tt, rt));
        diag_add_range(dg, (*L)->loc);
        diag_add_range(dg, (*R)->loc);
        if (type_lanes(lt) == type_lanes(rt))
            diag_note(dg, S->d, (*R)->loc, "use %s to convert the right operand to %s", convert_hint(S, lt),
                      type_str_long(S->tt, lt));
        return NULL;
    }
    Expr **sp = lv ? R : L;
    Type *vt = lv ? lt : rt, *st = rvalue_type(*sp), *el = vt->vec.elem;
    if (!type_is_arith(st)) {
        Diagnostic *dg = diag_error(S->d, e->op_loc, "invalid operands to binary expression ('%s' and '%s')",
                                    sema_type_str(S, lt), sema_type_str(S, rt));
        diag_add_range(dg, (*L)->loc);
        diag_add_range(dg, (*R)->loc);
        return NULL;
    }
    if (ocl_rank(st) > ocl_rank(el)) {
        bool same_width = type_is_integer(st) && type_bits(st) == type_bits(el);
        Diagnostic *dg = diag_error(S->d, (*sp)->loc,
                                    "scalar operand of type '%s' has greater rank than the element type of %s; it "
                                    "cannot be converted implicitly "
                                    "(section 1.2.6%s)",
                                    sema_type_str(S, st), type_str_long(S->tt, vt),
                                    same_width ? ": an unsigned type outranks the signed type of the same width" : "");
        diag_add_range(dg, (*L)->loc);
        diag_add_range(dg, (*R)->loc);
        if ((*sp)->kind == EXPR_FLOAT && !(*sp)->float_single && el->kind == TY_FLOAT)
            diag_note(dg, S->d, (*sp)->loc, "an unsuffixed floating literal is a double; write it with an 'f' suffix");
        else
            diag_note(dg, S->d, (*sp)->loc, "cast the scalar to '%s' first", sema_type_str(S, el));
        return NULL;
    }
    *sp = splat(S, *sp, vt);
    return vt;
}

/* Operands of an arithmetic operator (scalar UAC or the vector rule). */
static Type *arith_operands(Sema *S, Expr *e, Expr **L, Expr **R)
{
    Type *lt = rvalue_type(*L), *rt = rvalue_type(*R);
    if (type_is_vector(lt) || type_is_vector(rt)) return vector_operands(S, e, L, R);
    if (!type_is_arith(lt) || !type_is_arith(rt)) return NULL;
    Type *c = uac_scalar(S, lt, rt);
    *L = sema_cast(S, *L, c);
    *R = sema_cast(S, *R, c);
    return c;
}

static bool is_float_elem(Type *t) { return type_is_float(type_elem(t)); }

static Expr *bad_operands(Sema *S, Expr *e, Expr *L, Expr *R)
{
    Diagnostic *dg = diag_error(S->d, e->op_loc, "invalid operands to binary expression ('%s' and '%s')",
                                sema_type_str(S, L->type->unqual), sema_type_str(S, R->type->unqual));
    diag_add_range(dg, L->loc);
    diag_add_range(dg, R->loc);
    return sema_error_expr(S, e);
}

/* An integer-only operator (% & | ^ << >>) met a floating-point operand:
 * say so, and what to write instead. */
static void int_only_error(Sema *S, Expr *e, Expr *L, Expr *R)
{
    Type *lt = rvalue_type(L), *rt = rvalue_type(R), *ft = is_float_elem(lt) ? lt : rt;
    const char *op = ast_binary_op_spelling(e->bop);
    Diagnostic *dg = diag_error(S->d, e->op_loc,
                                "invalid operands to binary expression ('%s' and '%s'): '%s' takes integer "
                                "operands only (section %s)",
                                sema_type_str(S, lt), sema_type_str(S, rt), op,
                                e->bop == BO_REM                       ? "1.3.1"
                                : e->bop == BO_SHL || e->bop == BO_SHR ? "1.3.10"
                                                                       : "1.3.6");
    diag_add_range(dg, L->loc);
    diag_add_range(dg, R->loc);
    /* Scalars get the message alone, as in C (tests/sema/expr-errors.cl). */
    if (!type_is_vector(lt) && !type_is_vector(rt)) return;
    if (e->bop == BO_REM)
        diag_note(dg, S->d, e->op_loc, "use fmod() for the remainder of floating-point values");
    else if (e->bop != BO_SHL && e->bop != BO_SHR)
        diag_note(dg, S->d, e->op_loc, "use as_%s%s() to operate on the bits of '%s'",
                  type_bits(type_elem(ft)) == 64 ? "long" : "int",
                  type_is_vector(ft) ? arena_printf(S->a, "%d", ft->vec.lanes) : "", sema_type_str(S, ft));
}

/* Result type of a relational/logical operator on operands of type t. */
static Type *bool_result_type(Sema *S, Type *t)
{
    if (!type_is_vector(t)) return S->t_int;
    return type_vector(S->tt, type_signed_of_width(S->tt, type_bits(t->vec.elem)), t->vec.lanes);
}

/* ---- assignment-style conversions ------------------------------------ */

typedef enum ConvCtx { CC_ASSIGN, CC_INIT, CC_PASS, CC_RETURN, CC_ELEMENT } ConvCtx;

static Diagnostic *incompatible(Sema *S, ConvCtx ctx, Loc at, Type *to, Type *from, const char *what)
{
    const char *ts = sema_type_str(S, to), *fs = sema_type_str(S, from);
    /* `what` names a specific kind of mismatch ("incompatible integer to
     * pointer conversion "); without it the types are "incompatible". */
    const char *inc = what[0] ? "" : "incompatible ";
    switch (ctx) {
    case CC_ASSIGN:
        return diag_error(S->d, at, "%sassigning to '%s' from %s'%s'", what, ts, what[0] ? "" : "incompatible type ",
                          fs);
    case CC_INIT:
        return diag_error(S->d, at, "%sinitializing '%s' with an expression of %stype '%s'", what, ts, inc, fs);
    case CC_PASS: return diag_error(S->d, at, "%spassing '%s' to parameter of %stype '%s'", what, fs, inc, ts);
    case CC_RETURN:
        return diag_error(S->d, at, "%sreturning '%s' from a function with %sresult type '%s'", what, fs, inc, ts);
    case CC_ELEMENT:
        return diag_error(S->d, at, "%sinitializing element of type '%s' with %stype '%s'", what, ts, inc, fs);
    }
    return NULL;
}

static AddrSpace eff_as(AddrSpace a) { return a == AS_NONE ? AS_PRIVATE : a; }

static const char *as_spelling(AddrSpace a) { return addrspace_keyword(eff_as(a)); }

/* Whether a pointer to `from_as` converts implicitly to one to `to_as`. */
static bool as_converts(AddrSpace to_as, AddrSpace from_as)
{
    to_as = eff_as(to_as);
    from_as = eff_as(from_as);
    if (to_as == from_as) return true;
    return to_as == AS_GENERIC && from_as != AS_CONSTANT;
}

/*
 * Two pointers meeting in a comparison or a conditional: the one whose
 * address space contains the other's (generic contains every named space
 * but constant) is the common type, and the other converts to it, so no
 * conversion ever goes from generic to a named space behind the user's
 * back (on NVPTX that is a different instruction).  Two different named
 * spaces do not overlap: clang's error.  Returns the common type, or NULL
 * after the error.
 */
static Type *common_pointer_as(Sema *S, Expr *e, Expr *L, Expr *R, const char *what)
{
    Type *lt = rvalue_type(L), *rt = rvalue_type(R);
    AddrSpace la = eff_as(type_addr_space(lt->ptr.pointee)), ra = eff_as(type_addr_space(rt->ptr.pointee));
    if (la == ra || as_converts(la, ra)) return lt;
    if (as_converts(ra, la)) return rt;
    Diagnostic *dg =
        diag_error(S->d, e->op_loc, "%s ('%s' and '%s') which are pointers to non-overlapping address spaces", what,
                   sema_type_str(S, lt), sema_type_str(S, rt));
    diag_add_range(dg, L->loc);
    diag_add_range(dg, R->loc);
    return NULL;
}

static Expr *convert_ctx(Sema *S, Expr *e, Type *to, ConvCtx ctx)
{
    Type *from = rvalue_type(e), *tu = to->unqual;
    if (type_is_error(from) || type_is_error(tu)) return e;
    if (from == tu) return e;
    Loc at = e->loc;
    if (type_is_record(tu) || type_is_record(from)) {
        /* A record converts to nothing but itself. */
        diag_add_range(incompatible(S, ctx, at, tu, from, ""), at);
        return sema_error_expr(S, e);
    }
    if (type_is_arith(tu) && type_is_arith(from)) {
        if (tu->kind == TY_HALF && !sema_has_half(S)) {
            diag_add_range(diag_error(S->d, at, "conversion to type 'half' requires cl_khr_fp16"), at);
            return sema_error_expr(S, e);
        }
        return sema_cast(S, e, tu);
    }
    if (type_is_vector(tu) && type_is_arith(from)) return splat(S, e, tu);
    /* 6.15.10: "0 can be implicitly and explicitly cast to event_t". */
    if (type_is_opaque(tu) && tu->opq.kind == OPQ_EVENT && sema_is_null_ptr_const(e)) return sema_cast(S, e, tu);
    /* 6.15.15.1: a sampler from a literal of CLK_* bits. */
    if (sema_is_sampler(tu) && type_is_integer(from)) return sema_sampler_from_int(S, e, tu);
    if (type_is_vector(tu) || type_is_vector(from)) {
        Diagnostic *dg = incompatible(S, ctx, at, tu, from, "");
        diag_add_range(dg, at);
        if (type_is_vector(tu) && type_is_vector(from) && tu->vec.lanes == from->vec.lanes)
            diag_note(dg, S->d, at, "vector types never convert implicitly; use %s for a value conversion%s",
                      convert_hint(S, tu),
                      type_size(tu) == type_size(from)
                          ? arena_printf(S->a, " or as_%s() to reinterpret the bits", sema_type_str(S, tu))
                          : "");
        else if (type_is_vector(from) && type_is_arith(tu))
            diag_note(dg, S->d, at, "select one component, e.g. '.x' or '.s0'");
        return sema_error_expr(S, e);
    }
    if (type_is_pointer(tu)) {
        if (sema_is_null_ptr_const(e)) return sema_cast(S, null_ptr_int(e), tu);
        if (type_is_pointer(from)) {
            Type *tp = tu->ptr.pointee, *fp = from->ptr.pointee;
            AddrSpace tas = type_addr_space(tp), fas = type_addr_space(fp);
            if (!as_converts(tas, fas)) {
                Diagnostic *dg = incompatible(S, ctx, at, tu, from, "");
                diag_add_range(dg, at);
                diag_note(dg, S->d, at,
                          "a pointer to the %s address space cannot be converted to one to the %s address space",
                          as_spelling(fas), as_spelling(tas));
                return sema_error_expr(S, e);
            }
            bool void_involved = type_is_void(tp->unqual) || type_is_void(fp->unqual);
            if (!void_involved && tp->unqual != fp->unqual) {
                Diagnostic *dg =
                    diag_warning(S->d, W_INCOMPATIBLE_PTR, at, "incompatible pointer types %s '%s' %s '%s'",
                                 ctx == CC_PASS     ? "passing"
                                 : ctx == CC_RETURN ? "returning"
                                 : ctx == CC_INIT   ? "initializing"
                                                    : "assigning to",
                                 ctx == CC_PASS || ctx == CC_RETURN ? sema_type_str(S, from) : sema_type_str(S, tu),
                                 ctx == CC_PASS     ? "to parameter of type"
                                 : ctx == CC_RETURN ? "from a function with result type"
                                 : ctx == CC_INIT   ? "with an expression of type"
                                                    : "from",
                                 ctx == CC_PASS || ctx == CC_RETURN ? sema_type_str(S, tu) : sema_type_str(S, from));
                diag_add_range(dg, at);
            } else if ((fp->quals & ~tp->quals) & (Q_CONST | Q_VOLATILE)) {
                Diagnostic *dg =
                    diag_warning(S->d, W_DISCARDS_QUALS, at, "%s '%s' %s '%s' discards qualifiers",
                                 ctx == CC_PASS     ? "passing"
                                 : ctx == CC_RETURN ? "returning"
                                 : ctx == CC_INIT   ? "initializing"
                                                    : "assigning to",
                                 ctx == CC_PASS || ctx == CC_RETURN ? sema_type_str(S, from) : sema_type_str(S, tu),
                                 ctx == CC_PASS     ? "to parameter of type"
                                 : ctx == CC_RETURN ? "from a function with result type"
                                 : ctx == CC_INIT   ? "with an expression of type"
                                                    : "from",
                                 ctx == CC_PASS || ctx == CC_RETURN ? sema_type_str(S, tu) : sema_type_str(S, from));
                diag_add_range(dg, at);
            }
            return sema_cast(S, e, tu);
        }
        if (type_is_integer(from)) {
            diag_add_range(incompatible(S, ctx, at, tu, from, "incompatible integer to pointer conversion "), at);
            return sema_error_expr(S, e);
        }
    }
    if (type_is_integer(tu) && type_is_pointer(from)) {
        if (tu->kind == TY_BOOL) return sema_cast(S, e, tu);
        diag_add_range(incompatible(S, ctx, at, tu, from, "incompatible pointer to integer conversion "), at);
        return sema_error_expr(S, e);
    }
    diag_add_range(incompatible(S, ctx, at, tu, from, ""), at);
    return sema_error_expr(S, e);
}

Expr *sema_convert_to(Sema *S, Expr *e, Type *to, const char *context, Loc at)
{
    (void)at;
    ConvCtx ctx = CC_ASSIGN;
    if (context) {
        if (!strcmp(context, "initializing"))
            ctx = CC_INIT;
        else if (!strcmp(context, "passing"))
            ctx = CC_PASS;
        else if (!strcmp(context, "returning"))
            ctx = CC_RETURN;
        else if (!strcmp(context, "element"))
            ctx = CC_ELEMENT;
    }
    /* An atomic object is initialized with a value of the type it holds
     * (ATOMIC_VAR_INIT(v) is `(v)`; sema_check_initializer allows it at
     * program scope only); codegen lays the two out alike. */
    if (ctx == CC_INIT && type_is_atomic(to->unqual)) return convert_ctx(S, e, to->unqual->atomic.value, ctx);
    return convert_ctx(S, e, to, ctx);
}

Expr *sema_condition(Sema *S, Expr *e, const char *what)
{
    sema_warn_condition(S, e);
    e = sema_rvalue(S, e);
    Type *t = rvalue_type(e);
    if (type_is_error(t) || type_is_scalar(t)) return e;
    Diagnostic *dg = diag_error(S->d, e->loc, "%s requires a scalar condition; '%s' is not a scalar type", what,
                                sema_type_str(S, t));
    diag_add_range(dg, e->loc);
    if (type_is_vector(t)) diag_note(dg, S->d, e->loc, "use any() or all() to reduce a vector condition");
    return sema_error_expr(S, e);
}

/* ---- lvalues ------------------------------------------------------- */

/* The first lane a swizzle selects twice, or -1. */
static int dup_comp(const Expr *e)
{
    for (int i = 0; i < e->ncomps; i++)
        for (int j = i + 1; j < e->ncomps; j++)
            if (e->comps[i] == e->comps[j]) return e->comps[i];
    return -1;
}

/* The name of lane i of a vector of n lanes, as users write it. */
static const char *lane_name(Sema *S, int i, int n)
{
    if (i == 255) return "padding";
    if (n <= 4) return arena_printf(S->a, "%c", "xyzw"[i & 3]);
    return arena_printf(S->a, "s%X", i);
}

/* Checks that e can be assigned to; reports at `op` and returns false if not. */
static bool check_modifiable(Sema *S, Expr *e, Loc op)
{
    if (type_is_error(e->type)) return false;
    if (e->kind == EXPR_SWIZZLE && e->operand->lvalue && dup_comp(e) >= 0) {
        Type *vt = rvalue_type(e->operand);
        Diagnostic *dg =
            diag_error(S->d, e->member_loc,
                       "vector is not assignable (contains duplicate components): component '%s' of '%s' "
                       "is selected twice by '.%s' "
                       "(section 1.1.7)",
                       lane_name(S, dup_comp(e), vt->vec.lanes), sema_type_str(S, vt), e->member ? e->member : "");
        diag_add_range(dg, e->loc);
        return false;
    }
    if (!e->lvalue) {
        Diagnostic *dg;
        if (e->kind == EXPR_VEC_LIT ||
            (e->kind == EXPR_SWIZZLE &&
             (e->operand->kind == EXPR_VEC_LIT || (e->operand->kind == EXPR_SPLAT && !e->operand->implicit))))
            dg = diag_error(S->d, e->loc,
                            "expression is not assignable: a vector literal is not an lvalue (section 1.1.6)");
        else if (e->kind == EXPR_SPLAT && !e->implicit)
            dg = diag_error(
                S->d, e->loc,
                "expression is not assignable: a vector literal or cast of a scalar is not an lvalue (section 1.1.6)");
        else if (e->kind == EXPR_SWIZZLE && e->operand->lvalue)
            dg = diag_error(
                S->d, e->loc,
                "vector is not assignable (contains duplicate components): the selection '.%s' is applied to "
                "components that repeat one, which is not an lvalue (section 1.1.7)",
                e->member ? e->member : "");
        else if (e->kind == EXPR_SWIZZLE)
            dg = diag_error(S->d, e->loc,
                            "expression is not assignable: components of an rvalue of type '%s' cannot be assigned",
                            sema_type_str(S, rvalue_type(e->operand)));
        else if (e->kind == EXPR_INDEX && e->lhs->kind == EXPR_SWIZZLE && e->lhs->lvalue)
            dg = diag_error(S->d, e->loc,
                            "expression is not assignable: oclc assigns to a component chosen by a run-time index "
                            "of a vector, not of a swizzle; index the vector itself");
        else if (e->kind == EXPR_INDEX && type_is_vector(rvalue_type(e->lhs)))
            dg = diag_error(S->d, e->loc,
                            "expression is not assignable: components of an rvalue of type '%s' cannot be assigned",
                            sema_type_str(S, rvalue_type(e->lhs)));
        else
            dg = diag_error(S->d, e->loc, "expression is not assignable");
        diag_add_range(dg, e->loc);
        return false;
    }
    Type *t = e->type;
    if (type_is_array(t)) {
        diag_add_range(diag_error(S->d, op, "array type '%s' is not assignable", sema_type_str(S, t)), e->loc);
        return false;
    }
    if (type_is_func(t)) {
        diag_add_range(diag_error(S->d, op, "function '%s' is not assignable", sema_type_str(S, t)), e->loc);
        return false;
    }
    if (!sema_image_modifiable(S, e, op)) return false;
    if ((t->quals & Q_CONST) || t->as == AS_CONSTANT) {
        Expr *base = e;
        for (;;) {
            if (base->kind == EXPR_SWIZZLE)
                base = base->operand;
            else if (base->kind == EXPR_INDEX && type_is_vector(rvalue_type(base->lhs)))
                base = base->lhs;
            else
                break;
        }
        Diagnostic *dg;
        if (base->kind == EXPR_IDENT && base->decl)
            dg = diag_error(S->d, e->loc, "cannot assign to variable '%s' with %s type '%s'", base->decl->name,
                            t->as == AS_CONSTANT ? "__constant-qualified" : "const-qualified",
                            sema_type_str(S, base->type));
        else
            dg = diag_error(S->d, e->loc, "read-only variable is not assignable");
        diag_add_range(dg, e->loc);
        if (base->kind == EXPR_IDENT && base->decl)
            diag_note(dg, S->d, base->decl->loc, "variable '%s' declared %s here", base->decl->name,
                      t->as == AS_CONSTANT ? "__constant" : "const");
        return false;
    }
    return true;
}

/* ---- primary expressions --------------------------------------------- */

static bool fits_signed(uint64_t v, int bits) { return v <= ((uint64_t)1 << (bits - 1)) - 1; }
static bool fits_unsigned(uint64_t v, int bits) { return bits >= 64 || v <= ((uint64_t)1 << bits) - 1; }

static Expr *check_int_literal(Sema *S, Expr *e)
{
    uint64_t v = e->ival;
    bool u = e->int_suffix & 1, l = e->int_suffix & 2;
    Type *t;
    if (u)
        t = !l && fits_unsigned(v, 32) ? S->t_uint : S->t_ulong;
    else if (!l && fits_signed(v, 32))
        t = S->t_int;
    else if (!l && !e->int_decimal && fits_unsigned(v, 32))
        t = S->t_uint;
    else if (fits_signed(v, 64))
        t = S->t_long;
    else {
        t = S->t_ulong;
        if (e->int_decimal)
            diag_add_range(diag_warning(S->d, W_IMPLICITLY_UNSIGNED, e->loc,
                                        "integer literal is too large to be represented in a signed integer type, "
                                        "interpreting as unsigned"),
                           e->loc);
    }
    e->type = t;
    set_const(e, (int64_t)v);
    return e;
}

static bool already_reported(Sema *S, const char *name)
{
    for (int i = 0; i < S->nundeclared; i++)
        if (!strcmp(S->undeclared[i], name)) return true;
    if (S->nundeclared == S->undeclared_cap) {
        int nc = S->undeclared_cap ? S->undeclared_cap * 2 : 8;
        const char **nu = realloc(S->undeclared, sizeof(char *) * (size_t)nc);
        if (!nu) return true;
        S->undeclared = nu;
        S->undeclared_cap = nc;
    }
    S->undeclared[S->nundeclared++] = name;
    return false;
}

static Expr *check_ident(Sema *S, Expr *e)
{
    Decl *d = scope_lookup(S, e->name);
    if (!d) {
        if (!already_reported(S, e->name)) {
            /* No range: clang shows a bare caret here, and so do we. */
            if (builtins_is_builtin_name(e->name))
                diag_error(S->d, e->loc, "built-in function '%s' must be called", e->name);
            else
                diag_error(S->d, e->loc, "use of undeclared identifier '%s'", e->name);
        }
        return sema_error_expr(S, e);
    }
    if (d->kind == DECL_TYPEDEF) {
        diag_add_range(diag_error(S->d, e->loc, "unexpected type name '%s': expected expression", e->name), e->loc);
        return sema_error_expr(S, e);
    }
    d->used = true;
    e->decl = d;
    if (d->invalid || !d->type) {
        e->type = S->t_error;
        return e;
    }
    if (d->kind == DECL_ENUM_CONST) {
        /* A constant, as a literal of its type. */
        Expr *r = mk(S, EXPR_INT, e->loc, d->type);
        r->ival = (uint64_t)d->enum_value;
        r->int_decimal = true;
        set_const(r, d->enum_value);
        return r;
    }
    e->type = d->type;
    e->lvalue = d->kind != DECL_FUNC;
    return e;
}

/* ---- swizzles -------------------------------------------------------- */

static int xyzw_index(char c)
{
    switch (c) {
    case 'x': return 0;
    case 'y': return 1;
    case 'z': return 2;
    case 'w': return 3;
    default: return -1;
    }
}
static int rgba_index(char c)
{
    switch (c) {
    case 'r': return 0;
    case 'g': return 1;
    case 'b': return 2;
    case 'a': return 3;
    default: return -1;
    }
}
static int hex_index(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Point location of character i of the member name. */
static Loc member_char_loc(Expr *e, int i)
{
    Loc l = e->member_loc;
    if (!l.exp) {
        l.off += (uint32_t)i;
        l.len = 1;
    }
    return l;
}

/*
 * `s.m` and `p->m` on records: `p->m` becomes `(*p).m`, and the node keeps
 * the member's offset (through anonymous members) for codegen.  The member
 * of an lvalue is an lvalue with the qualifiers and address space of the
 * record it is in; the member of an rvalue (a call's result) is not.  A
 * `.` on a pointer to a record, or `->` on a record, is reported with the
 * fix and then read as meant, so nothing after it cascades.
 */
static Expr *record_member(Sema *S, Expr *e, Expr *base, bool arrow)
{
    Type *bt = rvalue_type(base);
    if (arrow) {
        base = decay(S, base);
        bt = rvalue_type(base);
        Expr *d = mk(S, EXPR_UNARY, base->loc, bt->ptr.pointee);
        d->uop = UO_DEREF;
        d->op_loc = e->op_loc;
        d->operand = base;
        d->lvalue = true;
        base = d;
    }
    int64_t off = 0;
    const Member *m = sema_find_member(S, base->type, e->member, e->member_loc, &off, false);
    if (!m) return sema_error_expr(S, e);
    Type *rt = base->type;
    Type *mt = m->type;
    if (rt->quals || rt->as) mt = type_qualified(S->tt, mt, mt->quals | rt->quals, rt->as ? rt->as : mt->as);
    e->lhs = base;
    e->arrow = false;
    e->field_offset = off;
    e->type = mt;
    e->lvalue = base->lvalue;
    return e;
}

/* The selection of lanes comps[0..nc) of vector `base` (checked), as
 * written by `member` (NULL for a subscript).  Composed with an inner
 * swizzle so codegen sees one selection of a real vector.  The padding
 * lane of an inner 3-component selection (v.xyz.hi) becomes lane 255:
 * codegen reads it as 0 and drops writes to it, as for the padding lane
 * of a 3-component vector.  A selection of components that repeat one
 * (v.xx.x) reads fine but is not an lvalue. */
static Expr *make_swizzle(Sema *S, Loc loc, Expr *base, uint8_t *comps, int nc, const char *member, Loc member_loc)
{
    Type *bt = rvalue_type(base);
    Expr *root = base;
    bool lvalue = base->lvalue;
    if (base->kind == EXPR_SWIZZLE) {
        for (int i = 0; i < nc; i++) comps[i] = comps[i] < base->ncomps ? base->comps[comps[i]] : 255;
        root = base->operand;
        if (dup_comp(base) >= 0) lvalue = false;
    }
    Expr *r = mk(S, EXPR_SWIZZLE, loc, nc == 1 ? bt->vec.elem : type_vector(S->tt, bt->vec.elem, nc));
    /* An lvalue swizzle of a qualified vector keeps the qualifiers. */
    if (base->lvalue && (base->type->quals || base->type->as))
        r->type = type_qualified(S->tt, r->type, base->type->quals, base->type->as);
    r->operand = root;
    memcpy(r->comps, comps, (size_t)nc);
    r->ncomps = nc;
    r->lvalue = lvalue;
    r->member = member; /* (a swizzle's comps take the slot of op_loc: ast.h) */
    r->member_loc = member_loc;
    return r;
}

static Expr *check_member(Sema *S, Expr *e)
{
    Expr *base = sema_expr(S, e->lhs);
    if (type_is_error(base->type)) return sema_error_expr(S, e);
    Type *bt = rvalue_type(base);
    Type *pointee = type_is_pointer(bt) ? bt->ptr.pointee->unqual : NULL;
    if (type_is_array(bt)) pointee = bt->arr.elem->unqual;
    if (type_is_record(bt) || (pointee && type_is_record(pointee))) {
        bool arrow = !type_is_record(bt);
        if (arrow != e->arrow) {
            Diagnostic *dg =
                diag_error(S->d, e->op_loc, "member reference type '%s' is %sa pointer; did you mean to use '%s'?",
                           sema_type_str(S, base->type), arrow ? "" : "not ", arrow ? "->" : ".");
            diag_add_range(dg, base->loc);
            diag_add_fixit(dg, e->op_loc, arrow ? "->" : ".");
        }
        return record_member(S, e, base, arrow);
    }
    if (e->arrow) {
        if (type_is_pointer(bt) && type_is_vector(bt->ptr.pointee->unqual))
            diag_add_range(diag_error(S->d, e->op_loc,
                                      "member reference type '%s' is a pointer to a vector, not to a structure "
                                      "or union: select vector components with '.', as in '(*p).%s' or 'p[0].%s'",
                                      sema_type_str(S, bt), e->member, e->member),
                           base->loc);
        else if (type_is_pointer(bt))
            diag_add_range(diag_error(S->d, e->op_loc, "member reference base type '%s' is not a structure or union",
                                      sema_type_str(S, bt->ptr.pointee)),
                           base->loc);
        else
            diag_add_range(
                diag_error(S->d, e->op_loc, "member reference type '%s' is not a pointer", sema_type_str(S, bt)),
                base->loc);
        return sema_error_expr(S, e);
    }
    if (!type_is_vector(bt)) {
        Diagnostic *dg = diag_error(S->d, e->member_loc, "component access '.%s' on non-vector type '%s'", e->member,
                                    sema_type_str(S, bt));
        diag_add_range(dg, base->loc);
        if (type_is_arith(bt))
            diag_note(dg, S->d, e->member_loc, "only vector types have components; a scalar is used as is");
        return sema_error_expr(S, e);
    }
    int n = bt->vec.lanes;
    int n_eff = n == 3 ? 4 : n; /* .lo/.hi/.even/.odd treat vec3 as vec4 */
    const char *m = e->member;
    size_t mlen = strlen(m);
    uint8_t comps[16];
    int nc = 0;
    bool has_padding = false;

    if (!strcmp(m, "lo") || !strcmp(m, "hi") || !strcmp(m, "even") || !strcmp(m, "odd")) {
        int half = n_eff / 2;
        for (int i = 0; i < half; i++) {
            int idx = m[0] == 'l' ? i : m[0] == 'h' ? half + i : m[0] == 'e' ? 2 * i : 2 * i + 1;
            comps[nc++] = (uint8_t)idx;
            if (idx >= n) has_padding = true;
        }
    } else if ((m[0] == 's' || m[0] == 'S') && mlen > 1) {
        for (size_t i = 1; i < mlen; i++) {
            int idx = hex_index(m[i]);
            if (idx < 0) {
                bool other = xyzw_index(m[i]) >= 0 || rgba_index(m[i]) >= 0;
                Diagnostic *dg = diag_error(
                    S->d, member_char_loc(e, (int)i), "illegal vector component name '%c' in '.%s' for type '%s': %s",
                    m[i], m, sema_type_str(S, bt),
                    other ? "numeric components (.s0 ... .sF) cannot be mixed with other component names"
                          : "numeric components are hexadecimal digits after .s or .S (.s0 ... .sF)");
                diag_add_range(dg, e->member_loc);
                return sema_error_expr(S, e);
            }
            if (idx >= n) {
                Diagnostic *dg = diag_error(
                    S->d, member_char_loc(e, (int)i),
                    "vector component access exceeds type '%s': component '%c' (index %d) but '%s' has %d components",
                    sema_type_str(S, bt), m[i], idx, sema_type_str(S, bt), n);
                diag_add_range(dg, e->member_loc);
                return sema_error_expr(S, e);
            }
            if (nc == 16) {
                nc = 17;
                break;
            }
            comps[nc++] = (uint8_t)idx;
        }
    } else {
        bool rgba = rgba_index(m[0]) >= 0;
        if (!rgba && xyzw_index(m[0]) < 0) {
            Diagnostic *dg = diag_error(S->d, e->member_loc, "illegal vector component name '%s' for type '%s'", m,
                                        sema_type_str(S, bt));
            diag_add_range(dg, e->member_loc);
            diag_note(dg, S->d, e->member_loc, "components are .xyzw, .rgba, .s0 ... .sF, .lo, .hi, .even and .odd");
            return sema_error_expr(S, e);
        }
        for (size_t i = 0; i < mlen; i++) {
            int idx = rgba ? rgba_index(m[i]) : xyzw_index(m[i]);
            if (idx < 0) {
                int other = rgba ? xyzw_index(m[i]) : rgba_index(m[i]);
                Diagnostic *dg;
                if (other >= 0 || hex_index(m[i]) >= 0)
                    dg = diag_error(S->d, member_char_loc(e, (int)i),
                                    "illegal vector component name '%c' in '.%s' for type '%s': the component sets "
                                    ".%s, .%s and .s0-.sF "
                                    "cannot be mixed",
                                    m[i], m, sema_type_str(S, bt), rgba ? "rgba" : "xyzw", rgba ? "xyzw" : "rgba");
                else
                    dg = diag_error(S->d, member_char_loc(e, (int)i),
                                    "illegal vector component name '%c' in '.%s' for type '%s'", m[i], m,
                                    sema_type_str(S, bt));
                diag_add_range(dg, e->member_loc);
                return sema_error_expr(S, e);
            }
            if (idx >= n) {
                Diagnostic *dg = diag_error(
                    S->d, member_char_loc(e, (int)i),
                    "vector component access exceeds type '%s': '.%c' is component %d but '%s' has %d components",
                    sema_type_str(S, bt), m[i], idx, sema_type_str(S, bt), n);
                diag_add_range(dg, e->member_loc);
                return sema_error_expr(S, e);
            }
            if (nc == 16) {
                nc = 17;
                break;
            }
            comps[nc++] = (uint8_t)idx;
        }
        if (rgba && S->lang->cl_std < 300) {
            Diagnostic *dg = diag_warning(
                S->d, W_RGBA_SWIZZLE, e->member_loc,
                "vector component name '%c' is an OpenCL C 3.0 feature; it is an extension before -cl-std=CL3.0", m[0]);
            diag_add_range(dg, e->member_loc);
        } else if (n > 4 && S->lang->cl_std < 300) {
            /* The first four components of an 8- or 16-component vector:
             * OpenCL C 3.0 (6.3.7) names them .xyzw for "four or more
             * components, such as ulong4 or float8", and clang takes them
             * in every version; the OpenCL C 1.2 and 2.0 specifications
             * (6.1.7) gave .xyzw to vectors of up to 4 components. */
            Diagnostic *dg = diag_warning(S->d, W_PEDANTIC, e->member_loc,
                                          "vector component name '.%s' on '%s', a vector of %d components: OpenCL C "
                                          "before 3.0 names .xyzw components of vectors with up to 4 components "
                                          "(OpenCL C 2.0 section 6.1.7; OpenCL C 3.0 section 6.3.7 allows them)",
                                          m, sema_type_str(S, bt), n);
            diag_add_range(dg, e->member_loc);
        }
    }
    if (nc != 1 && nc != 2 && nc != 3 && nc != 4 && nc != 8 && nc != 16) {
        int len = nc > 16 ? (int)mlen - (m[0] == 's' || m[0] == 'S' ? 1 : 0) : nc;
        Diagnostic *dg = diag_error(
            S->d, e->member_loc,
            "vector component access has invalid length %d: '.%s' of type '%s' selects %d components, but a selection "
            "has 1, 2, 3, 4, 8 or 16 (section 1.1.7)",
            len, m, sema_type_str(S, bt), len);
        diag_add_range(dg, e->member_loc);
        return sema_error_expr(S, e);
    }
    (void)has_padding;
    return make_swizzle(S, e->loc, base, comps, nc, e->member, e->member_loc);
}

/* ---- vector literals and casts --------------------------------------- */

static void flatten_comma(Sema *S, Expr *e, PtrVec *out)
{
    /* The comma operator is left-associative: ((a, b), c). */
    PtrVec stack = {0};
    while (e->kind == EXPR_COMMA) {
        ptrvec_push(S->a, &stack, e->rhs);
        e = e->lhs;
    }
    ptrvec_push(S->a, out, e);
    for (int i = stack.n - 1; i >= 0; i--) ptrvec_push(S->a, out, stack.items[i]);
}

static Expr *check_vector_literal(Sema *S, Expr *e, Type *vt, Expr *paren)
{
    PtrVec elems = {0};
    flatten_comma(S, paren->operand, &elems);
    Type *el = vt->vec.elem;
    int n = vt->vec.lanes, total = 0;
    bool bad = false;
    Expr *r = mk(S, EXPR_VEC_LIT, e->loc, vt);
    for (int i = 0; i < elems.n; i++) {
        Expr *x = sema_rvalue(S, elems.items[i]);
        Type *xt = rvalue_type(x);
        if (type_is_error(xt)) {
            bad = true;
            continue;
        }
        if (type_is_vector(xt)) {
            if (xt->vec.elem != el) {
                Diagnostic *dg = diag_error(
                    S->d, x->loc, "vector literal element of type %s does not match the element type '%s' of '%s'",
                    type_str_long(S->tt, xt), sema_type_str(S, el), sema_type_str(S, vt));
                diag_add_range(dg, x->loc);
                if (xt->vec.lanes == n && elems.n == 1)
                    diag_note(dg, S->d, x->loc, "vector types never convert implicitly; use %s", convert_hint(S, vt));
                else
                    diag_note(dg, S->d, x->loc, "use convert_%s%d() to convert this element", sema_type_str(S, el),
                              xt->vec.lanes);
                bad = true;
                continue;
            }
            total += xt->vec.lanes;
            ptrvec_push(S->a, &r->args, x);
        } else if (type_is_arith(xt)) {
            total += 1;
            ptrvec_push(S->a, &r->args, sema_cast(S, x, el));
        } else {
            Diagnostic *dg = diag_error(S->d, x->loc, "vector literal element of type '%s' is not an arithmetic type",
                                        sema_type_str(S, xt));
            diag_add_range(dg, x->loc);
            bad = true;
        }
    }
    if (bad) return sema_error_expr(S, e);
    if (r->args.n == 1 && total == 1) {
        /* (T n)(scalar): replicated. */
        Expr *s = mk(S, EXPR_SPLAT, e->loc, vt);
        s->operand = r->args.items[0];
        return s;
    }
    if (total != n) {
        Diagnostic *dg =
            diag_error(S->d, paren->loc, "too %s elements in vector literal of type '%s': expected %d, found %d",
                       total < n ? "few" : "many", sema_type_str(S, vt), n, total);
        diag_add_range(dg, paren->loc);
        return sema_error_expr(S, e);
    }
    return r;
}

static Expr *check_cast(Sema *S, Expr *e)
{
    Type *to = sema_typename(S, e->tname);
    Expr *syntax_operand = e->operand;
    if (type_is_error(to)) {
        sema_expr(S, syntax_operand);
        return sema_error_expr(S, e);
    }
    to = to->unqual;
    if (type_is_vector(to) && syntax_operand->kind == EXPR_PAREN) return check_vector_literal(S, e, to, syntax_operand);
    Expr *x = sema_rvalue(S, syntax_operand);
    Type *from = rvalue_type(x);
    if (type_is_error(from)) return sema_error_expr(S, e);
    Expr *r = mk(S, EXPR_CONV, e->loc, to);
    r->operand = x;
    if (type_is_void(to)) return r;
    if (type_is_record(to) || type_is_record(from)) {
        Diagnostic *dg =
            type_is_record(to)
                ? diag_error(S->d, e->loc, "used type '%s' where arithmetic or pointer type is required",
                             sema_type_str(S, to))
                : diag_error(S->d, e->loc, "operand of type '%s' where arithmetic or pointer type is required",
                             sema_type_str(S, from));
        diag_add_range(dg, x->loc);
        return sema_error_expr(S, e);
    }
    if (to->kind == TY_HALF && !sema_has_half(S)) {
        diag_add_range(diag_error(S->d, e->loc, "casting to type 'half' requires cl_khr_fp16"), e->loc);
        return sema_error_expr(S, e);
    }
    if (type_is_arith(to) && type_is_arith(from)) {
        if (x->is_const && type_is_integer(to) && type_is_integer(from)) set_const(r, x->cval);
        return r; /* even when from == to: a cast is never an lvalue */
    }
    if (type_is_vector(to) && type_is_arith(from)) {
        Expr *s = mk(S, EXPR_SPLAT, e->loc, to);
        s->operand = sema_cast(S, x, to->vec.elem);
        return s;
    }
    if (type_is_vector(to) && type_is_vector(from)) {
        if (to == from) return x;
        Diagnostic *dg =
            diag_error(S->d, e->loc, "invalid cast from %s to %s: explicit casts between vector types are not allowed",
                       type_str_long(S->tt, from), type_str_long(S->tt, to));
        diag_add_range(dg, x->loc);
        if (to->vec.lanes == from->vec.lanes)
            diag_note(dg, S->d, e->loc, "use %s to convert the values%s", convert_hint(S, to),
                      type_size(to) == type_size(from)
                          ? arena_printf(S->a, ", or as_%s() to reinterpret the bits", sema_type_str(S, to))
                          : "");
        else if (type_size(to) == type_size(from))
            diag_note(dg, S->d, e->loc, "use as_%s() to reinterpret the bits", sema_type_str(S, to));
        return sema_error_expr(S, e);
    }
    if (type_is_vector(to) || type_is_vector(from)) {
        Diagnostic *dg =
            diag_error(S->d, e->loc, "invalid cast from '%s' to '%s'", sema_type_str(S, from), sema_type_str(S, to));
        diag_add_range(dg, x->loc);
        return sema_error_expr(S, e);
    }
    if (type_is_pointer(to) && type_is_pointer(from)) {
        AddrSpace ta = eff_as(type_addr_space(to->ptr.pointee)), fa = eff_as(type_addr_space(from->ptr.pointee));
        if (ta != fa && ta != AS_GENERIC && fa != AS_GENERIC) {
            Diagnostic *dg = diag_error(S->d, e->loc, "casting '%s' to type '%s' changes address space of pointer",
                                        sema_type_str(S, from), sema_type_str(S, to));
            diag_add_range(dg, x->loc);
            return sema_error_expr(S, e);
        }
        return r;
    }
    if ((type_is_pointer(to) && type_is_integer(from)) || (type_is_integer(to) && type_is_pointer(from))) return r;
    if (type_is_opaque(to) && to->opq.kind == OPQ_EVENT && sema_is_null_ptr_const(x)) return r; /* 6.15.10 */
    Diagnostic *dg =
        diag_error(S->d, e->loc, "invalid cast from '%s' to '%s'", sema_type_str(S, from), sema_type_str(S, to));
    diag_add_range(dg, x->loc);
    return sema_error_expr(S, e);
}

/* ---- sizeof / vec_step ------------------------------------------------ */

static Expr *const_int(Sema *S, Expr *e, Type *t, int64_t v)
{
    Expr *r = mk(S, EXPR_INT, e->loc, t);
    r->ival = (uint64_t)v;
    set_const(r, v);
    return r;
}

static Expr *check_sizeof(Sema *S, Expr *e, bool vec_step)
{
    Type *t;
    Loc at = e->loc;
    Decl *var = NULL; /* __alignof__ of a variable is its own alignment */
    if (e->tname) {
        t = sema_typename(S, e->tname);
        at = e->tname->loc;
    } else {
        Expr *x = sema_expr(S, e->operand);
        t = x->type;
        at = x->loc;
        if (x->kind == EXPR_IDENT && x->decl && x->decl->kind == DECL_VAR) var = x->decl;
    }
    if (type_is_error(t)) return sema_error_expr(S, e);
    Type *tu = t->unqual;
    if (e->kind == EXPR_ALIGNOF) {
        if (!type_is_complete(tu) && !type_is_array(tu)) {
            Diagnostic *dg = diag_error(S->d, at, "invalid application of 'alignof' to %s type '%s'",
                                        type_is_func(tu) ? "a function" : "an incomplete", sema_type_str(S, tu));
            diag_add_range(dg, at);
            return sema_error_expr(S, e);
        }
        int64_t al = type_align(tu);
        if (var && var->align > al) al = var->align;
        return const_int(S, e, S->t_size, al);
    }
    if (vec_step) {
        if (!type_is_vector(tu) && !type_is_arith(tu)) {
            diag_add_range(
                diag_error(S->d, at,
                           "invalid operand of type '%s' to vec_step: it takes a scalar or vector type or value",
                           sema_type_str(S, tu)),
                at);
            return sema_error_expr(S, e);
        }
        return const_int(S, e, S->t_int, type_is_vector(tu) ? (tu->vec.lanes == 3 ? 4 : tu->vec.lanes) : 1);
    }
    int64_t sz = type_size(tu);
    if (sz < 0) {
        Diagnostic *dg = diag_error(S->d, at, "invalid application of 'sizeof' to %s type '%s'",
                                    type_is_func(tu) ? "a function" : "an incomplete", sema_type_str(S, tu));
        diag_add_range(dg, at);
        if (type_is_record(tu)) diag_note(dg, S->d, tu->rec.loc, "forward declaration of '%s'", sema_type_str(S, tu));
        return sema_error_expr(S, e);
    }
    return const_int(S, e, S->t_size, sz);
}

/* __builtin_offsetof(T, a.b[2].c): the byte offset, folded.  The index
 * steps must be integer constants (clang folds other ones at run time; no
 * real kernel needs that). */
static Expr *check_offsetof(Sema *S, Expr *e)
{
    Type *t = sema_typename(S, e->tname);
    if (type_is_error(t)) return sema_error_expr(S, e);
    /* The chain, first step first. */
    int n = 0;
    for (Expr *x = e->operand; x; x = x->lhs) n++;
    Expr **steps = ARENA_ARRAY(S->a, Expr *, n ? n : 1);
    int k = n;
    for (Expr *x = e->operand; x; x = x->lhs) steps[--k] = x;
    Type *cur = t->unqual;
    int64_t off = 0;
    for (int i = 0; i < n; i++) {
        Expr *st = steps[i];
        if (st->kind == EXPR_MEMBER) {
            if (!type_is_record(cur)) {
                diag_add_range(diag_error(S->d, st->member_loc,
                                          "offsetof requires struct, union, or class type, '%s' invalid",
                                          sema_type_str(S, cur)),
                               st->member_loc);
                return sema_error_expr(S, e);
            }
            int64_t mo = 0;
            const Member *m = sema_find_member(S, cur, st->member, st->member_loc, &mo, false);
            if (!m) return sema_error_expr(S, e);
            off += mo;
            cur = m->type->unqual;
        } else {
            Expr *x = sema_rvalue(S, st->rhs);
            st->rhs = x;
            if (type_is_error(x->type)) return sema_error_expr(S, e);
            if (!type_is_array(cur)) {
                diag_add_range(
                    diag_error(S->d, x->loc, "subscripted value is not an array ('%s')", sema_type_str(S, cur)),
                    x->loc);
                return sema_error_expr(S, e);
            }
            int64_t v;
            if (!type_is_integer(x->type->unqual) || !sema_int_const(S, x, &v)) {
                diag_add_range(diag_error(S->d, x->loc, "expression is not an integer constant expression"), x->loc);
                return sema_error_expr(S, e);
            }
            cur = cur->arr.elem->unqual;
            off += v * type_size(cur);
        }
    }
    return const_int(S, e, S->t_size, off);
}

/* (T){ ... }: an unnamed object of type T (an array of unknown size takes
 * the list's length), initialized as a variable would be.  In a function
 * it lives in private memory, as the variables there do. */
static Expr *check_compound_literal(Sema *S, Expr *e)
{
    Type *t = sema_typename(S, e->tname);
    if (type_is_error(t)) {
        sema_initializer(S, e->operand, t, NULL);
        return sema_error_expr(S, e);
    }
    Type *tu = t->unqual;
    if (type_is_func(tu) || type_is_void(tu) || (!type_is_complete(tu) && !(type_is_array(tu) && tu->arr.len < 0))) {
        diag_add_range(
            diag_error(S->d, e->tname->loc, "compound literal has incomplete type '%s'", sema_type_str(S, t)), e->loc);
        return sema_error_expr(S, e);
    }
    if (!S->func) {
        diag_add_range(diag_error(S->d, e->loc,
                                  "a compound literal at program scope is not supported by oclc yet; declare a "
                                  "'constant' variable with this initializer instead"),
                       e->loc);
        return sema_error_expr(S, e);
    }
    int64_t len = -1;
    Expr *init = sema_initializer(S, e->operand, t, &len);
    if (type_is_error(init->type)) return sema_error_expr(S, e);
    if (type_is_array(tu) && tu->arr.len < 0) t = type_array(S->tt, tu->arr.elem, len);
    e->operand = init;
    e->type = t;
    e->lvalue = true;
    return e;
}

/* ---- unary ------------------------------------------------------------ */

static Expr *check_incdec(Sema *S, Expr *e)
{
    Expr *x = sema_expr(S, e->operand);
    e->operand = x;
    if (type_is_error(x->type)) return sema_error_expr(S, e);
    Type *t = rvalue_type(x);
    const char *op = ast_unary_op_spelling(e->uop);
    if (!(type_is_arith(t) || type_is_pointer(t) || (type_is_vector(t)))) {
        diag_add_range(diag_error(S->d, e->op_loc, "cannot %s value of type '%s'",
                                  e->uop == UO_PREINC || e->uop == UO_POSTINC ? "increment" : "decrement",
                                  sema_type_str(S, t)),
                       x->loc);
        return sema_error_expr(S, e);
    }
    /* Section 1.3.3 excludes floating-point scalars and vectors (its
     * footnote: 0x1.0p25f++ is 0x1.0p25f).  clang enforces it for vectors
     * only; oclc follows the spec for both: see docs/vectors.md. */
    if (type_is_float(type_elem(t))) {
        bool inc = e->uop == UO_PREINC || e->uop == UO_POSTINC;
        Diagnostic *dg = diag_error(S->d, e->op_loc,
                                    "cannot %s value of type %s: '%s' does not apply to floating-point %s "
                                    "(section 1.3.3)",
                                    inc ? "increment" : "decrement", type_str_long(S->tt, t), op,
                                    type_is_vector(t) ? "vectors" : "scalars");
        diag_add_range(dg, x->loc);
        diag_note(dg, S->d, e->op_loc, "write 'x %s= 1.0%s' instead", inc ? "+" : "-",
                  type_elem(t)->kind == TY_FLOAT ? "f" : "");
        return sema_error_expr(S, e);
    }
    if (!check_modifiable(S, x, e->op_loc)) return sema_error_expr(S, e);
    if (type_is_pointer(t) && type_is_void(t->ptr.pointee->unqual)) {
        diag_add_range(diag_error(S->d, e->op_loc, "arithmetic on a pointer to void"), x->loc);
        return sema_error_expr(S, e);
    }
    e->type = t;
    return e;
}

static Expr *check_unary(Sema *S, Expr *e)
{
    switch (e->uop) {
    case UO_PREINC:
    case UO_PREDEC:
    case UO_POSTINC:
    case UO_POSTDEC: return check_incdec(S, e);
    case UO_ADDR: {
        Expr *x = sema_expr(S, e->operand);
        if (type_is_error(x->type)) return sema_error_expr(S, e);
        if (x->kind == EXPR_SWIZZLE || (x->kind == EXPR_INDEX && type_is_vector(rvalue_type(x->lhs)))) {
            diag_add_range(diag_error(S->d, e->op_loc, "address of vector element requested"), x->loc);
            return sema_error_expr(S, e);
        }
        if (!x->lvalue && !type_is_func(x->type)) {
            diag_add_range(diag_error(S->d, e->op_loc, "cannot take the address of an rvalue of type '%s'",
                                      sema_type_str(S, rvalue_type(x))),
                           x->loc);
            return sema_error_expr(S, e);
        }
        e->operand = x;
        e->type = type_pointer(S->tt, x->type);
        return e;
    }
    case UO_DEREF: {
        Expr *x = sema_rvalue(S, e->operand);
        if (type_is_error(x->type)) return sema_error_expr(S, e);
        Type *t = rvalue_type(x);
        if (!type_is_pointer(t)) {
            diag_add_range(
                diag_error(S->d, e->op_loc, "indirection requires pointer operand ('%s' invalid)", sema_type_str(S, t)),
                x->loc);
            return sema_error_expr(S, e);
        }
        if (type_is_void(t->ptr.pointee->unqual)) {
            diag_add_range(diag_error(S->d, e->op_loc, "indirection of a pointer to 'void' is not allowed"), x->loc);
            return sema_error_expr(S, e);
        }
        e->operand = x;
        e->type = t->ptr.pointee;
        e->lvalue = !type_is_func(t->ptr.pointee);
        return e;
    }
    default: break;
    }
    Expr *x = sema_rvalue(S, e->operand);
    if (type_is_error(x->type)) return sema_error_expr(S, e);
    Type *t = rvalue_type(x);
    bool ok;
    switch (e->uop) {
    case UO_PLUS:
    case UO_MINUS: ok = type_is_arith_or_vector(t); break;
    case UO_BITNOT: ok = type_is_integer(type_elem(t)) && type_is_arith_or_vector(t); break;
    default: ok = type_is_scalar(t) || type_is_vector(t); break; /* ! */
    }
    if (!ok) {
        Diagnostic *dg =
            diag_error(S->d, e->op_loc, "invalid argument type '%s' to unary expression", sema_type_str(S, t));
        diag_add_range(dg, x->loc);
        if (e->uop == UO_BITNOT && type_is_float(type_elem(t)))
            diag_note(dg, S->d, e->op_loc, "'~' takes integer operands; use as_%s%s() to operate on the bits",
                      type_bits(type_elem(t)) == 64 ? "long" : "int",
                      type_is_vector(t) ? arena_printf(S->a, "%d", t->vec.lanes) : "");
        return sema_error_expr(S, e);
    }
    if (e->uop == UO_LNOT) {
        e->operand = x;
        e->type = bool_result_type(S, t);
        if (x->is_const) set_const(e, !x->cval);
        return e;
    }
    x = promote(S, x);
    e->operand = x;
    e->type = rvalue_type(x);
    if (x->is_const) {
        if (e->uop == UO_MINUS)
            set_const(e, (int64_t)(0 - (uint64_t)x->cval));
        else if (e->uop == UO_BITNOT)
            set_const(e, ~x->cval);
        else
            set_const(e, x->cval);
    }
    return e;
}

/* ---- binary ------------------------------------------------------------ */

static bool is_int_elem(Type *t) { return type_is_integer(type_elem(t)) && type_is_arith_or_vector(t); }

static void fold_binary(Expr *e, Expr *L, Expr *R)
{
    if (!L->is_const || !R->is_const || !type_is_integer(e->type) || !type_is_integer(rvalue_type(L))) return;
    Type *ot = rvalue_type(L);
    bool sgn = type_is_signed(ot);
    uint64_t a = (uint64_t)L->cval, b = (uint64_t)R->cval;
    int64_t sa = L->cval, sb = R->cval;
    int64_t v;
    int bits = type_bits(ot);
    switch (e->bop) {
    case BO_MUL: v = (int64_t)(a * b); break;
    case BO_DIV:
    case BO_REM:
        if (b == 0) return;
        if (sgn) {
            if (sa == INT64_MIN && sb == -1)
                v = e->bop == BO_DIV ? sa : 0;
            else
                v = e->bop == BO_DIV ? sa / sb : sa % sb;
        } else {
            uint64_t ua = (uint64_t)fold_to_type((int64_t)a, ot) & (bits >= 64 ? ~0ull : ((1ull << bits) - 1));
            uint64_t ub = (uint64_t)fold_to_type((int64_t)b, ot) & (bits >= 64 ? ~0ull : ((1ull << bits) - 1));
            v = (int64_t)(e->bop == BO_DIV ? ua / ub : ua % ub);
        }
        break;
    case BO_ADD: v = (int64_t)(a + b); break;
    case BO_SUB: v = (int64_t)(a - b); break;
    case BO_SHL: v = (int64_t)(a << (b & (uint64_t)(bits - 1))); break;
    case BO_SHR: {
        unsigned sh = (unsigned)(b & (uint64_t)(bits - 1));
        if (sgn)
            v = sa >> sh;
        else
            v = (int64_t)(((uint64_t)a & (bits >= 64 ? ~0ull : ((1ull << bits) - 1))) >> sh);
        break;
    }
    case BO_LT: v = sgn ? sa < sb : a < b; break;
    case BO_GT: v = sgn ? sa > sb : a > b; break;
    case BO_LE: v = sgn ? sa <= sb : a <= b; break;
    case BO_GE: v = sgn ? sa >= sb : a >= b; break;
    case BO_EQ: v = a == b; break;
    case BO_NE: v = a != b; break;
    case BO_AND: v = (int64_t)(a & b); break;
    case BO_XOR: v = (int64_t)(a ^ b); break;
    case BO_OR: v = (int64_t)(a | b); break;
    case BO_LAND: v = a && b; break;
    case BO_LOR: v = a || b; break;
    default: return;
    }
    if (!sgn && (e->bop >= BO_LT && e->bop <= BO_GE)) {
        uint64_t m = bits >= 64 ? ~0ull : ((1ull << bits) - 1);
        uint64_t ua = a & m, ub = b & m;
        switch (e->bop) {
        case BO_LT: v = ua < ub; break;
        case BO_GT: v = ua > ub; break;
        case BO_LE: v = ua <= ub; break;
        default: v = ua >= ub; break;
        }
    }
    set_const(e, v);
}

/* Pointer arithmetic needs the size of what is pointed to. */
static bool pointee_incomplete(Sema *S, Expr *e, Type *pt, Expr *operand)
{
    Type *p = pt->ptr.pointee->unqual;
    if (type_is_complete(p) || type_is_void(p) || type_is_func(p)) return false;
    diag_add_range(
        diag_error(S->d, e->op_loc, "arithmetic on a pointer to an incomplete type '%s'", sema_type_str(S, p)),
        operand->loc);
    return true;
}

/* Checks a binary operator on already-checked rvalue operands *L and *R and
 * sets e->type; used for EXPR_BINARY and for compound assignments. */
static bool binary_operands(Sema *S, Expr *e, Expr **L, Expr **R)
{
    Type *lt = rvalue_type(*L), *rt = rvalue_type(*R);
    BinaryOp op = e->bop;
    bool vec = type_is_vector(lt) || type_is_vector(rt);
    switch (op) {
    case BO_MUL:
    case BO_DIV:
    case BO_REM:
    case BO_AND:
    case BO_OR:
    case BO_XOR: {
        bool int_only = op == BO_REM || op == BO_AND || op == BO_OR || op == BO_XOR;
        if (!type_is_arith_or_vector(lt) || !type_is_arith_or_vector(rt)) {
            bad_operands(S, e, *L, *R);
            return false;
        }
        if (int_only && (!is_int_elem(lt) || !is_int_elem(rt))) {
            int_only_error(S, e, *L, *R);
            return false;
        }
        Type *t = arith_operands(S, e, L, R);
        if (!t) return false;
        e->type = t;
        /* A replicated constant divisor (i4 / 0) warns as a scalar one does. */
        Expr *dv = (*R)->kind == EXPR_SPLAT && (*R)->implicit ? (*R)->operand : *R;
        if ((op == BO_DIV || op == BO_REM) && type_is_integer(type_elem(t)) && dv->is_const && dv->cval == 0)
            diag_add_range(diag_warning(S->d, W_DIV_BY_ZERO, e->op_loc,
                                        "%s by zero: OpenCL leaves the result unspecified (oclc gives %s)",
                                        op == BO_DIV ? "division" : "remainder", op == BO_DIV ? "the dividend" : "0"),
                           (*R)->loc);
        return true;
    }
    case BO_ADD:
    case BO_SUB: {
        if (type_is_pointer(lt) || type_is_pointer(rt)) {
            if (type_is_pointer(lt) && type_is_integer(rt)) {
                if (type_is_void(lt->ptr.pointee->unqual)) {
                    diag_add_range(diag_error(S->d, e->op_loc, "arithmetic on a pointer to void"), (*L)->loc);
                    return false;
                }
                if (pointee_incomplete(S, e, lt, *L)) return false;
                *R = promote(S, *R);
                e->type = lt;
                return true;
            }
            if (op == BO_ADD && type_is_integer(lt) && type_is_pointer(rt)) {
                if (type_is_void(rt->ptr.pointee->unqual)) {
                    diag_add_range(diag_error(S->d, e->op_loc, "arithmetic on a pointer to void"), (*R)->loc);
                    return false;
                }
                if (pointee_incomplete(S, e, rt, *R)) return false;
                *L = promote(S, *L);
                e->type = rt;
                return true;
            }
            if (op == BO_SUB && type_is_pointer(lt) && type_is_pointer(rt)) {
                if (lt->ptr.pointee->unqual != rt->ptr.pointee->unqual) {
                    Diagnostic *dg = diag_error(S->d, e->op_loc, "'%s' and '%s' are not pointers to compatible types",
                                                sema_type_str(S, lt), sema_type_str(S, rt));
                    diag_add_range(dg, (*L)->loc);
                    diag_add_range(dg, (*R)->loc);
                    return false;
                }
                if (type_is_void(lt->ptr.pointee->unqual)) {
                    diag_add_range(diag_error(S->d, e->op_loc, "arithmetic on pointers to void"), (*L)->loc);
                    return false;
                }
                Type *t = common_pointer_as(S, e, *L, *R, "arithmetic operation with operands of type");
                if (!t) return false;
                if (t == lt)
                    *R = sema_cast(S, *R, lt);
                else
                    *L = sema_cast(S, *L, rt);
                e->type = type_ptrdiff_t(S->tt);
                return true;
            }
            bad_operands(S, e, *L, *R);
            return false;
        }
        if (!type_is_arith_or_vector(lt) || !type_is_arith_or_vector(rt)) {
            bad_operands(S, e, *L, *R);
            return false;
        }
        Type *t = arith_operands(S, e, L, R);
        if (!t) return false;
        e->type = t;
        return true;
    }
    case BO_SHL:
    case BO_SHR: {
        if (!type_is_arith_or_vector(lt) || !type_is_arith_or_vector(rt)) {
            bad_operands(S, e, *L, *R);
            return false;
        }
        if (!is_int_elem(lt) || !is_int_elem(rt)) {
            int_only_error(S, e, *L, *R);
            return false;
        }
        if (!type_is_vector(lt) && type_is_vector(rt)) {
            Diagnostic *dg =
                diag_error(S->d, e->op_loc,
                           "requested shift is a vector of type '%s' but the first operand is not a vector ('%s')",
                           sema_type_str(S, rt), sema_type_str(S, lt));
            diag_add_range(dg, (*L)->loc);
            diag_add_range(dg, (*R)->loc);
            /* The result has the left operand's type: replicate it to shift per lane. */
            diag_note(
                dg, S->d, (*L)->loc, "to shift per component, make the left operand a vector: '(%s%d)(...)'",
                sema_type_str(S, type_is_integer(lt) && type_int_rank(lt) < type_int_rank(S->t_int) ? S->t_int : lt),
                rt->vec.lanes);
            return false;
        }
        if (type_is_vector(lt)) {
            if (type_is_vector(rt)) {
                if (rt->vec.lanes != lt->vec.lanes) {
                    Diagnostic *dg = diag_error(S->d, e->op_loc,
                                                "vector operands do not have the same number of elements (%s and %s): "
                                                "a shift count vector needs one count per component (section 1.3.10)",
                                                type_str_long(S->tt, lt), type_str_long(S->tt, rt));
                    diag_add_range(dg, (*L)->loc);
                    diag_add_range(dg, (*R)->loc);
                    return false;
                }
                if (rt != lt) {
                    /* Shift counts are taken modulo the width: a lane-wise
                     * integer conversion preserves them. */
                    Expr *c = mk(S, EXPR_CONV, (*R)->loc, lt);
                    c->operand = *R;
                    c->implicit = true;
                    *R = c;
                }
            } else {
                *R = splat(S, *R, lt);
            }
            e->type = lt;
        } else {
            *L = promote(S, *L);
            e->type = rvalue_type(*L);
            *R = sema_cast(S, promote(S, *R), e->type);
        }
        if ((*R)->is_const && !type_is_vector(e->type)) {
            uint64_t cnt = (uint64_t)(*R)->cval;
            int bits = type_bits(type_elem(e->type));
            if (cnt >= (uint64_t)bits)
                diag_add_range(diag_warning(S->d, W_SHIFT_COUNT, e->op_loc,
                                            "shift count %lld >= width of type '%s' (%d bits): OpenCL takes it modulo "
                                            "%d, so this shifts by %d",
                                            (long long)(*R)->cval, sema_type_str(S, e->type), bits, bits,
                                            (int)(cnt & (uint64_t)(bits - 1))),
                               (*R)->loc);
        }
        return true;
    }
    case BO_LT:
    case BO_GT:
    case BO_LE:
    case BO_GE:
    case BO_EQ:
    case BO_NE: {
        if (type_is_pointer(lt) || type_is_pointer(rt)) {
            if (type_is_pointer(lt) && type_is_pointer(rt) && void_null_operand(*R)) {
                *R = sema_cast(S, void_null_operand(*R), lt);
            } else if (type_is_pointer(lt) && type_is_pointer(rt) && void_null_operand(*L)) {
                *L = sema_cast(S, void_null_operand(*L), rt);
            } else if (type_is_pointer(lt) && type_is_pointer(rt)) {
                bool vd = type_is_void(lt->ptr.pointee->unqual) || type_is_void(rt->ptr.pointee->unqual);
                if (!vd && lt->ptr.pointee->unqual != rt->ptr.pointee->unqual) {
                    Diagnostic *dg = diag_warning(S->d, W_INCOMPATIBLE_PTR, e->op_loc,
                                                  "comparison of distinct pointer types ('%s' and '%s')",
                                                  sema_type_str(S, lt), sema_type_str(S, rt));
                    diag_add_range(dg, (*L)->loc);
                    diag_add_range(dg, (*R)->loc);
                }
                Type *t = common_pointer_as(S, e, *L, *R, "comparison between");
                if (!t) return false;
                if (t == lt)
                    *R = sema_cast(S, *R, lt);
                else
                    *L = sema_cast(S, *L, rt);
            } else if (type_is_pointer(lt) && sema_is_null_ptr_const(*R)) {
                *R = sema_cast(S, *R, lt);
            } else if (type_is_pointer(rt) && sema_is_null_ptr_const(*L)) {
                *L = sema_cast(S, *L, rt);
            } else {
                Diagnostic *dg = diag_error(S->d, e->op_loc, "comparison between pointer and integer ('%s' and '%s')",
                                            sema_type_str(S, lt), sema_type_str(S, rt));
                diag_add_range(dg, (*L)->loc);
                diag_add_range(dg, (*R)->loc);
                return false;
            }
            e->type = S->t_int;
            return true;
        }
        if (!type_is_arith_or_vector(lt) || !type_is_arith_or_vector(rt)) {
            bad_operands(S, e, *L, *R);
            return false;
        }
        Type *t = arith_operands(S, e, L, R);
        if (!t) return false;
        e->type = bool_result_type(S, t);
        sema_warn_sign_compare(S, e, *L, *R);
        return true;
    }
    case BO_LAND:
    case BO_LOR: {
        if (vec) {
            if (!type_is_arith_or_vector(lt) || !type_is_arith_or_vector(rt)) {
                bad_operands(S, e, *L, *R);
                return false;
            }
            Type *t = vector_operands(S, e, L, R);
            if (!t) return false;
            e->type = bool_result_type(S, t);
            return true;
        }
        if (!type_is_scalar(lt) || !type_is_scalar(rt)) {
            bad_operands(S, e, *L, *R);
            return false;
        }
        e->type = S->t_int;
        return true;
    }
    default: return false;
    }
}

static Expr *check_binary(Sema *S, Expr *e)
{
    Expr *written_lhs = e->lhs, *written_rhs = e->rhs;
    Expr *L = sema_rvalue(S, e->lhs);
    Expr *R = sema_rvalue(S, e->rhs);
    if (type_is_error(L->type) || type_is_error(R->type)) return sema_error_expr(S, e);
    if (!binary_operands(S, e, &L, &R)) return sema_error_expr(S, e);
    e->lhs = L;
    e->rhs = R;
    sema_warn_precedence(S, e, written_lhs, written_rhs);
    fold_binary(e, L, R);
    return e;
}

static Expr *check_assign(Sema *S, Expr *e)
{
    Expr *L = sema_expr(S, e->lhs);
    Expr *R = sema_rvalue(S, e->rhs);
    if (type_is_error(L->type) || type_is_error(R->type)) return sema_error_expr(S, e);
    if (!check_modifiable(S, L, e->op_loc)) return sema_error_expr(S, e);
    Type *lt = L->type->unqual;
    if (lt->kind == TY_HALF && !sema_has_half(S)) {
        diag_add_range(
            diag_error(S->d, e->op_loc,
                       "storing directly to pointer to type 'half' requires cl_khr_fp16; use vstore_half instead"),
            L->loc);
        return sema_error_expr(S, e);
    }
    e->lhs = L;
    e->type = lt;
    if (e->bop == BO_ASSIGN) {
        if (type_is_vector(lt) && type_is_vector(rvalue_type(R)) && lt->vec.lanes != rvalue_type(R)->vec.lanes &&
            L->kind == EXPR_SWIZZLE) {
            Diagnostic *dg = diag_error(S->d, e->op_loc,
                                        "assigning to '%s' from incompatible type '%s': the swizzle '.%s' selects %d "
                                        "components but the value has %d",
                                        sema_type_str(S, lt), sema_type_str(S, rvalue_type(R)),
                                        L->member ? L->member : "", lt->vec.lanes, rvalue_type(R)->vec.lanes);
            diag_add_range(dg, L->loc);
            diag_add_range(dg, R->loc);
            return sema_error_expr(S, e);
        }
        e->rhs = convert_ctx(S, R, lt, CC_ASSIGN);
        if (type_is_error(e->rhs->type)) return sema_error_expr(S, e);
        return e;
    }
    /* Compound: check `lhs op rhs` on a value copy of lhs, then convert back. */
    Expr *val = mk(S, L->kind, L->loc, lt);
    *val = *L;
    val->type = lt;
    val->lvalue = false;
    Expr *Lv = val;
    Expr tmp = *e;
    tmp.type = NULL;
    if (!binary_operands(S, &tmp, &Lv, &R)) return sema_error_expr(S, e);
    Type *ct = tmp.type;
    if (type_is_pointer(ct)) {
        if (!type_is_pointer(lt)) {
            bad_operands(S, e, L, R);
            return sema_error_expr(S, e);
        }
        e->comp_type = lt;
        e->rhs = R;
        return e;
    }
    /* The operation's operand type (before the result of a relational). */
    Type *opt = rvalue_type(Lv);
    e->comp_type = opt;
    e->rhs = R;
    if (type_is_vector(opt) && !type_is_vector(lt)) {
        Diagnostic *dg = diag_error(S->d, e->op_loc, "assigning to '%s' from incompatible type '%s'",
                                    sema_type_str(S, lt), sema_type_str(S, opt));
        diag_add_range(dg, L->loc);
        diag_add_range(dg, R->loc);
        return sema_error_expr(S, e);
    }
    return e;
}

static Expr *check_cond(Sema *S, Expr *e)
{
    Expr *C = sema_rvalue(S, e->cond);
    Expr *L = sema_rvalue(S, e->lhs);
    Expr *R = sema_rvalue(S, e->rhs);
    if (type_is_error(C->type) || type_is_error(L->type) || type_is_error(R->type)) return sema_error_expr(S, e);
    Type *ct = rvalue_type(C), *lt = rvalue_type(L), *rt = rvalue_type(R);
    e->cond = C;
    if (type_is_vector(ct)) {
        if (!type_is_integer(ct->vec.elem)) {
            Diagnostic *dg = diag_error(S->d, C->loc, "vector condition type %s must be an integer vector",
                                        type_str_long(S->tt, ct));
            diag_add_range(dg, C->loc);
            return sema_error_expr(S, e);
        }
        Type *t;
        if (type_is_vector(lt) || type_is_vector(rt)) {
            if (!type_is_arith_or_vector(lt) || !type_is_arith_or_vector(rt)) return bad_operands(S, e, L, R);
            t = vector_operands(S, e, &L, &R);
            if (!t) return sema_error_expr(S, e);
        } else {
            if (!type_is_arith(lt) || !type_is_arith(rt)) return bad_operands(S, e, L, R);
            /* Scalar operands meet without the integer promotions (the
             * rank rule of section 6.3.9 picks one of their types, as
             * clang's OpenCLArithmeticConversions does): `cond ? a : b`
             * with a char2 condition and char a, b is a char2. */
            Type *s = common_scalar(S, lt, rt, false);
            if (type_is_bool(s)) {
                Diagnostic *dg = diag_error(S->d, e->op_loc,
                                            "operands of type 'bool' with a vector condition would make a vector of "
                                            "'bool', which OpenCL C does not have (OpenCL C 3.0 section 6.5.9)");
                diag_add_range(dg, L->loc);
                diag_add_range(dg, R->loc);
                diag_note(dg, S->d, e->op_loc, "convert the operands to '%s', the condition's element type",
                          sema_type_str(S, ct->vec.elem));
                return sema_error_expr(S, e);
            }
            t = type_vector(S->tt, s, ct->vec.lanes);
            L = splat(S, L, t);
            R = splat(S, R, t);
        }
        if (t->vec.lanes != ct->vec.lanes || type_bits(t->vec.elem) != type_bits(ct->vec.elem)) {
            Diagnostic *dg = diag_error(
                S->d, C->loc,
                "vector condition type %s and result type %s do not have the same number of elements and element size"
                " (section 1.3.9)",
                type_str_long(S->tt, ct), type_str_long(S->tt, t));
            diag_add_range(dg, C->loc);
            if (t->vec.lanes == ct->vec.lanes && type_is_signed(ct)) {
                /* Converting a signed condition keeps the sign of every lane,
                 * so the selection is unchanged. */
                Type *want = type_vector(S->tt, type_signed_of_width(S->tt, type_bits(t->vec.elem)), t->vec.lanes);
                diag_note(dg, S->d, C->loc, "convert the condition with %s", convert_hint(S, want));
            }
            return sema_error_expr(S, e);
        }
        e->lhs = L;
        e->rhs = R;
        e->type = t;
        return e;
    }
    if (!type_is_scalar(ct)) {
        Diagnostic *dg = diag_error(S->d, C->loc, "used type '%s' where arithmetic or pointer type is required",
                                    sema_type_str(S, ct));
        diag_add_range(dg, C->loc);
        return sema_error_expr(S, e);
    }
    if (type_is_float(ct)) {
        /* "exp1 ... can be a scalar or vector result except float" (1.3.9);
         * clang agrees.  `if`, `while`, && and || still take floats. */
        Diagnostic *dg = diag_error(S->d, C->loc,
                                    "used type '%s' where floating point type is not allowed: the condition of "
                                    "'?:' cannot be a floating-point value (section 1.3.9)",
                                    sema_type_str(S, ct));
        diag_add_range(dg, C->loc);
        diag_note(dg, S->d, C->loc, "compare it explicitly, as in '(x != 0.0%s) ? a : b'",
                  ct->kind == TY_FLOAT ? "f" : "");
        return sema_error_expr(S, e);
    }
    Type *t = NULL;
    if (type_is_arith_or_vector(lt) && type_is_arith_or_vector(rt)) {
        t = arith_operands(S, e, &L, &R);
        if (!t) return sema_error_expr(S, e);
    } else if (type_is_void(lt) && type_is_void(rt)) {
        t = S->t_void;
    } else if (type_is_record(lt) && lt == rt) {
        t = lt;
    } else if (type_is_pointer(lt) && type_is_pointer(rt) && (void_null_operand(L) || void_null_operand(R))) {
        /* NULL and a pointer: the pointer's type (C99 6.5.15p6). */
        t = void_null_operand(R) ? lt : rt;
        if (void_null_operand(R))
            R = sema_cast(S, void_null_operand(R), t);
        else
            L = sema_cast(S, void_null_operand(L), t);
    } else if (type_is_pointer(lt) && type_is_pointer(rt)) {
        Type *common = common_pointer_as(S, e, L, R, "conditional operator with the second and third operands of type");
        if (!common) return sema_error_expr(S, e);
        t = common;
        if (lt->ptr.pointee->unqual != rt->ptr.pointee->unqual && !type_is_void(lt->ptr.pointee->unqual)) {
            if (type_is_void(rt->ptr.pointee->unqual)) /* void *, in the common space */
                t = common == rt ? rt
                                 : type_pointer(S->tt, type_with_as(S->tt, rt->ptr.pointee, common->ptr.pointee->as));
            else
                diag_add_range(diag_warning(S->d, W_INCOMPATIBLE_PTR, e->op_loc,
                                            "pointer type mismatch ('%s' and '%s')", sema_type_str(S, lt),
                                            sema_type_str(S, rt)),
                               e->loc);
        }
        R = sema_cast(S, R, t);
        L = sema_cast(S, L, t);
    } else if (type_is_pointer(lt) && sema_is_null_ptr_const(R)) {
        t = lt;
        R = sema_cast(S, R, t);
    } else if (type_is_pointer(rt) && sema_is_null_ptr_const(L)) {
        t = rt;
        L = sema_cast(S, L, t);
    } else {
        Diagnostic *dg = diag_error(S->d, e->op_loc, "incompatible operand types ('%s' and '%s')", sema_type_str(S, lt),
                                    sema_type_str(S, rt));
        diag_add_range(dg, L->loc);
        diag_add_range(dg, R->loc);
        return sema_error_expr(S, e);
    }
    e->lhs = L;
    e->rhs = R;
    e->type = t;
    if (C->is_const && L->is_const && R->is_const && type_is_integer(t)) set_const(e, C->cval ? L->cval : R->cval);
    return e;
}

/* ---- calls ------------------------------------------------------------ */

static Expr *check_call(Sema *S, Expr *e)
{
    Expr *callee = e->callee;
    if (callee->kind == EXPR_IDENT) {
        Decl *d = scope_lookup(S, callee->name);
        /* printf is variadic, which no row of the table is; a program's
         * own prototype of it (no body) names the built-in too. */
        if (strcmp(callee->name, "printf") == 0 &&
            (!d || d->is_builtin ||
             (d->kind == DECL_FUNC && !d->is_defined && d->type && type_is_func(d->type) && d->type->fn.variadic)))
            return sema_check_printf(S, e);
        if ((!d || d->is_builtin) && builtins_is_builtin_name(callee->name)) {
            Expr *r = builtins_check_call(S, e, callee->name);
            if (r) return r;
        }
        if (!d) {
            if (!already_reported(S, callee->name)) {
                Diagnostic *dg = diag_error(S->d, callee->loc,
                                            "implicit declaration of function '%s' is invalid in OpenCL", callee->name);
                diag_add_range(dg, callee->loc);
                const char *sugg = builtins_suggest(S, callee->name);
                if (sugg) {
                    Diagnostic *n = diag_note(dg, S->d, callee->loc, "did you mean '%s'?", sugg);
                    if (!callee->loc.exp) diag_add_fixit(n, callee->loc, sugg);
                }
            }
            for (int i = 0; i < e->args.n; i++) sema_rvalue(S, e->args.items[i]);
            return sema_error_expr(S, e);
        }
    }
    Expr *f = sema_expr(S, callee);
    if (type_is_error(f->type)) {
        for (int i = 0; i < e->args.n; i++) sema_rvalue(S, e->args.items[i]);
        return sema_error_expr(S, e);
    }
    if (f->kind != EXPR_IDENT || !f->decl || f->decl->kind != DECL_FUNC) {
        Diagnostic *dg =
            type_is_pointer(rvalue_type(f)) && type_is_func(rvalue_type(f)->ptr.pointee)
                ? diag_error(S->d, e->op_loc, "function pointers are not allowed in OpenCL C")
                : diag_error(S->d, e->op_loc, "called object type '%s' is not a function or function pointer",
                             sema_type_str(S, rvalue_type(f)));
        diag_add_range(dg, f->loc);
        return sema_error_expr(S, e);
    }
    Decl *fd = f->decl;
    int na = e->args.n;
    /* An overloaded name: the arguments first, then the function they
     * choose (overload.c), whose parameters they are converted to. */
    bool checked = sema_is_overloaded(fd);
    if (checked) {
        bool bad_arg = false;
        for (int i = 0; i < na; i++) {
            e->args.items[i] = sema_rvalue(S, e->args.items[i]);
            bad_arg |= type_is_error(((Expr *)e->args.items[i])->type);
        }
        if (bad_arg) return sema_error_expr(S, e);
        fd = sema_resolve_overload(S, e, fd, (Expr **)e->args.items, na, false);
        if (!fd) return sema_error_expr(S, e);
        f->decl = fd;
        f->type = fd->type;
    }
    Type *ft = fd->type;
    int np = ft->fn.nparams;
    bool bad = false;
    for (int i = 0; i < na; i++) {
        Expr *a = checked ? e->args.items[i] : sema_rvalue(S, e->args.items[i]);
        if (type_is_error(a->type)) {
            bad = true;
            e->args.items[i] = a;
            continue;
        }
        if (i < np)
            a = convert_ctx(S, a, ft->fn.params[i], CC_PASS);
        else if (type_is_float(rvalue_type(a)) && rvalue_type(a)->kind == TY_FLOAT)
            a = sema_cast(S, a, S->t_double);
        else
            a = promote(S, a);
        if (type_is_error(a->type)) bad = true;
        e->args.items[i] = a;
    }
    if (na != np && !(ft->fn.variadic && na > np)) {
        Diagnostic *dg = diag_error(S->d, na < np ? e->loc : ((Expr *)e->args.items[np])->loc,
                                    "too %s arguments to function call, expected %s%d, have %d",
                                    na < np ? "few" : "many", ft->fn.variadic ? "at least " : "", np, na);
        diag_add_range(dg, f->loc);
        diag_note(dg, S->d, fd->loc, "'%s' declared here", fd->name);
        return sema_error_expr(S, e);
    }
    if (bad) return sema_error_expr(S, e);
    e->callee = f;
    e->type = ft->fn.ret->unqual;
    return e;
}

/*
 * v[i] on a vector, clang's extension (OpenCL C has .s0 ... .sF): the
 * element, an lvalue when v is one.  A constant index must name a lane of
 * v (an error otherwise, where clang says nothing and reads poison) and
 * makes the one-lane swizzle v.sI, so it composes and assigns as a
 * swizzle does.  A run-time index stays an EXPR_INDEX of the vector: its
 * lane is i modulo vec_step(v) (the low bits), and the padding lane of a
 * 3-component vector reads 0 and takes no write (docs/vectors.md), so no
 * index gives the optimizer a poison value.  A run-time index into a
 * swizzle (v.xy[i]) is read only.
 */
static Expr *check_vector_index(Sema *S, Expr *e, Expr *B, Expr *I)
{
    Type *bt = rvalue_type(B), *it = rvalue_type(I);
    if (!type_is_integer(it)) {
        diag_add_range(diag_error(S->d, I->loc, "array subscript is not an integer"), I->loc);
        return sema_error_expr(S, e);
    }
    int n = bt->vec.lanes;
    int64_t k;
    if (sema_int_const(S, I, &k)) {
        bool neg = type_is_signed(it) && k < 0;
        if (neg || (uint64_t)k >= (uint64_t)n) {
            Diagnostic *dg =
                diag_error(S->d, I->loc, "vector element index %s%llu is out of range for %s: the indices are 0 to %d",
                           neg ? "-" : "", neg ? 0ull - (unsigned long long)k : (unsigned long long)k,
                           type_str_long(S->tt, bt), n - 1);
            diag_add_range(dg, B->loc);
            diag_add_range(dg, I->loc);
            return sema_error_expr(S, e);
        }
        uint8_t comp = (uint8_t)k;
        return make_swizzle(S, e->loc, B, &comp, 1, NULL, I->loc);
    }
    e->lhs = B;
    e->rhs = promote(S, I);
    e->type = bt->vec.elem;
    e->lvalue = B->lvalue && B->kind != EXPR_SWIZZLE;
    if (e->lvalue && (B->type->quals || B->type->as))
        e->type = type_qualified(S->tt, e->type, B->type->quals, B->type->as);
    return e;
}

static Expr *check_index(Sema *S, Expr *e)
{
    Expr *B = sema_expr(S, e->lhs);
    Expr *I = sema_rvalue(S, e->rhs);
    if (type_is_error(B->type) || type_is_error(I->type)) return sema_error_expr(S, e);
    if (type_is_vector(rvalue_type(B))) return check_vector_index(S, e, B, I);
    B = decay(S, B);
    if (type_is_error(B->type)) return sema_error_expr(S, e);
    Type *bt = rvalue_type(B), *it = rvalue_type(I);
    if (type_is_integer(bt) && type_is_pointer(it)) {
        Expr *t = B;
        B = I;
        I = t;
        bt = rvalue_type(B);
        it = rvalue_type(I);
    }
    if (!type_is_pointer(bt)) {
        Diagnostic *dg =
            diag_error(S->d, e->op_loc, "subscripted value is not an array or pointer ('%s')", sema_type_str(S, bt));
        diag_add_range(dg, B->loc);
        return sema_error_expr(S, e);
    }
    if (!type_is_integer(it)) {
        diag_add_range(diag_error(S->d, I->loc, "array subscript is not an integer"), I->loc);
        return sema_error_expr(S, e);
    }
    if (!type_is_complete(bt->ptr.pointee) && !type_is_func(bt->ptr.pointee->unqual)) {
        Diagnostic *dg = diag_error(S->d, e->op_loc, "subscript of pointer to incomplete type '%s'",
                                    sema_type_str(S, bt->ptr.pointee->unqual));
        diag_add_range(dg, B->loc);
        return sema_error_expr(S, e);
    }
    e->lhs = B;
    e->rhs = promote(S, I);
    e->type = bt->ptr.pointee;
    e->lvalue = true;
    return e;
}

/* ---- statement expressions ------------------------------------------- */

/* ({ ... }), GNU's statement expression (clang takes it in OpenCL C):
 * its value is that of its last statement when that is an expression
 * statement (looking through labels, as clang does), and void otherwise.  Only in a function (clang's error at
 * program scope); -Wgnu-statement-expression, part of -Wpedantic, names
 * the extension.  Jumps into one are sema_stmt.c's. */
static Expr *check_stmt_expr(Sema *S, Expr *e)
{
    Loc paren = e->loc, brace = e->block->loc;
    if (!paren.exp) paren.len = 1;
    if (!brace.exp) brace.len = 1;
    if (!S->func) {
        diag_error(S->d, paren, "statement expression not allowed at file scope");
        return sema_error_expr(S, e);
    }
    diag_warning(S->d, W_GNU_STATEMENT_EXPRESSION, brace, "use of GNU statement expression extension");
    sema_stmt_expr_block(S, e);
    e->type = S->t_void;
    const PtrVec *items = &e->block->items;
    Stmt *last = items->n ? items->items[items->n - 1] : NULL;
    while (last && last->kind == STMT_LABEL) last = last->body;
    if (last && last->kind == STMT_EXPR && last->expr) {
        /* No type: the block's check stopped before it (a label it
         * rejected, the error limit). */
        if (!last->expr->type || type_is_error(last->expr->type)) return sema_error_expr(S, e);
        e->type = rvalue_type(last->expr);
    }
    return e;
}

/* ---- dispatcher -------------------------------------------------------- */

/* An unsuffixed floating literal is a double; where the compilation has
 * no fp64 it is a float instead, with clang's warning, rather than a
 * double that every use would have to reject. */
static Expr *check_float_literal(Sema *S, Expr *e)
{
    if (e->float_half) {
        if (!sema_has_half(S)) {
            diag_error(S->d, e->loc, "half precision constant requires cl_khr_fp16");
            return sema_error_expr(S, e);
        }
        e->type = S->t_half;
        return e;
    }
    if (!e->float_single && !lang_has(S->lang, FEAT_FP64)) {
        diag_warning(S->d, W_DOUBLE_CONSTANT, e->loc,
                     "double precision constant requires %s, casting to single precision",
                     S->lang->cl_std >= 300 ? "cl_khr_fp64 and __opencl_c_fp64" : "cl_khr_fp64");
        e->fval = (float)e->fval;
        e->float_single = true;
    }
    e->type = e->float_single ? S->t_float : S->t_double;
    return e;
}

Expr *sema_expr(Sema *S, Expr *e)
{
    if (!e) return NULL;
    Expr *r;
    switch (e->kind) {
    case EXPR_INT: return check_int_literal(S, e);
    case EXPR_CHAR:
        e->type = S->t_int;
        set_const(e, (int64_t)e->ival);
        return e;
    case EXPR_FLOAT: return check_float_literal(S, e);
    case EXPR_STRING:
        e->type = type_array(S->tt, type_qualified(S->tt, S->t_char, Q_CONST, AS_CONSTANT), (int64_t)e->strlen + 1);
        e->lvalue = true;
        return e;
    case EXPR_IDENT: return check_ident(S, e);
    case EXPR_PAREN: {
        r = sema_expr(S, e->operand);
        return r;
    }
    case EXPR_UNARY: return check_unary(S, e);
    case EXPR_BINARY: return check_binary(S, e);
    case EXPR_ASSIGN: return check_assign(S, e);
    case EXPR_COND: return check_cond(S, e);
    case EXPR_COMMA: {
        Expr *L = sema_rvalue(S, e->lhs);
        Expr *R = sema_rvalue(S, e->rhs);
        if (type_is_error(L->type) || type_is_error(R->type)) return sema_error_expr(S, e);
        e->lhs = L;
        e->rhs = R;
        e->type = rvalue_type(R);
        return e;
    }
    case EXPR_CALL: return check_call(S, e);
    case EXPR_INDEX: return check_index(S, e);
    case EXPR_MEMBER: return check_member(S, e);
    case EXPR_CAST: return check_cast(S, e);
    case EXPR_SIZEOF:
    case EXPR_ALIGNOF: return check_sizeof(S, e, false);
    case EXPR_VEC_STEP: return check_sizeof(S, e, true);
    case EXPR_OFFSETOF: return check_offsetof(S, e);
    case EXPR_COMPOUND_LIT: return check_compound_literal(S, e);
    case EXPR_DESIGNATED:
        diag_add_range(diag_error(S->d, e->loc, "designator outside an initializer list"), e->loc);
        return sema_error_expr(S, e);
    case EXPR_STMT_EXPR: return check_stmt_expr(S, e);
    case EXPR_INIT_LIST:
        diag_add_range(diag_error(S->d, e->loc, "initializer list is only allowed in a declaration's initializer"),
                       e->loc);
        return sema_error_expr(S, e);
    default:
        /* Already-checked nodes (sema may revisit a subtree it built). */
        if (e->type) return e;
        return sema_error_expr(S, e);
    }
}
