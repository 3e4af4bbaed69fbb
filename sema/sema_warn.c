/*
 * sema_warn.c - the warnings that look further than the node being
 * checked: unused variables and parameters, shadowing, reads of locals
 * that were never stored to, the -Wparentheses family and -Wsign-compare.
 *
 * Each follows clang 19: the same words, the same flag in brackets, the
 * same group (-Wall, -Wextra or by name only), the same notes and fix-its,
 * and the same cases where it stays quiet; tests/sema/warn-*.cl run clang
 * on the same cases.  They enter sema through small hooks (sema_warn_*,
 * called where sema already stands on the node), so the checking code
 * stays about the language.
 *
 * Three shapes:
 *
 *   - At a node, during checking: shadowing (before the name is bound), an
 *     assignment as a condition (on the condition as written), operator
 *     precedence (check_binary hands over its operands as written: a PAREN
 *     node survives checking, so parentheses one level down can be seen)
 *     and sign comparisons (on the checked operands, whose implicit
 *     conversions sema made explicit, so the operand types as written are
 *     one strip away).
 *
 *   - At the end of a function body, on the checked tree: unused locals and
 *     parameters (Decl.used is set by every reference, as clang counts
 *     uses: `x = 1` and `sizeof x` use x), -Wuninitialized, and the sign
 *     comparisons found in the body, which wait for it as clang's
 *     DiagRuntimeBehavior does.  A function with an error gets no unused or
 *     uninitialized warnings: sema may have left parts of an erroneous
 *     expression unchecked, and a reference it never saw would turn into a
 *     false "unused"; clang is quiet there too.
 *
 *   - At the end of the translation unit: unused static program-scope
 *     variables.
 *
 * What can run: clang reports sign comparisons and uninitialized reads only
 * in code its CFG can reach, and its CFG decides some conditions from
 * constants (`if (0)`, `1 || x`, `x & 0`, `(a < b) > 5`).  reach_stmt walks
 * a body the same way (cond_value has clang's rules, case by case), so
 * `if (DEBUG) ...` with DEBUG 0 stays quiet.  Where the AST cannot tell
 * what clang would decide, the walk errs towards "cannot run", which only
 * costs a warning.
 *
 * -Wuninitialized is clang's flow analysis cut down to what can be decided
 * without one, because a false warning costs more than a missed one.  A
 * local scalar or vector declared (where control can reach) without
 * initializer is followed forward through the statements after its
 * declaration in the same block: straight-line statements, nested blocks,
 * and if/while/for/switch statements whose parts do not mention it
 * (skipped when control can come out of them).  The first full expression
 * that mentions it decides: a read before any store is reported ("variable
 * 'x' is uninitialized when used here", once per variable, as clang reports
 * the first use); a store, `&x`, a component access (clang does not count
 * `v.x` either), a label, a jump or any statement that mentions it in a
 * branch ends the search quietly.  Variables in __local memory are not
 * followed: clang's fix-it (`= 0`) would be an error there.  The walk has a
 * budget per function, so a pathological body costs linear time, not
 * quadratic.
 *
 * -Wsign-compare is defined by clang's approximate integer ranges
 * (int_range): which operand may be negative, how wide a value is, whether
 * a constant makes the comparison a foregone conclusion.  They are followed
 * rule by rule, approximations included, rather than improved.
 */
#include "sema/sema_int.h"

#include <stdlib.h>
#include <string.h>

/* ---- helpers ---------------------------------------------------------- */

/* Whether an error (not a warning promoted by -Werror) was reported since
 * diagnostic number `from`. */
static bool errors_since(Sema *S, int from)
{
    if (S->d->stop) return true;
    for (int i = from; i < S->d->n; i++) {
        const Diagnostic *dg = S->d->list[i];
        if (dg->level >= DIAG_ERROR && dg->warning == W_NONE) return true;
    }
    return false;
}

static bool has_unused_attr(const Decl *d)
{
    for (int k = 0; k < 2; k++)
        for (Attr *a = k == 0 ? (d->spec ? d->spec->attrs : NULL) : (d->dtor ? d->dtor->attrs : NULL); a; a = a->next)
            if (!strcmp(a->name, "unused")) return true;
    return false;
}

/* The expression as written: sema's implicit conversions stripped. */
static Expr *strip_implicit(Expr *e)
{
    while ((e->kind == EXPR_CONV || e->kind == EXPR_SPLAT) && e->implicit && e->operand) e = e->operand;
    return e;
}

/* A string literal, in parentheses or decayed by sema. */
static bool is_string(Expr *e)
{
    while (e->kind == EXPR_PAREN || ((e->kind == EXPR_CONV || e->kind == EXPR_SPLAT) && e->implicit && e->operand))
        e = e->operand;
    return e->kind == EXPR_STRING;
}

/* Suggests `(` ... `)` around `range` on a note; clang shows the bare note
 * when the range comes out of a macro, where no parenthesis can go. */
static void suggest_parens(Diagnostic *note, Loc range, bool from_macro)
{
    if (!note || from_macro || range.exp || !range.len) return;
    Loc open = range, close = range;
    open.len = 0;
    close.off += range.len;
    close.len = 0;
    diag_add_fixit(note, open, "(");
    diag_add_fixit(note, close, ")");
}

static bool const_value(Expr *e, int64_t *v)
{
    if (!e || !e->is_const || !type_is_integer(e->type->unqual)) return false;
    *v = e->cval;
    return true;
}

static bool is_relational(BinaryOp op) { return op >= BO_LT && op <= BO_GE; }
static bool is_comparison(BinaryOp op) { return op >= BO_LT && op <= BO_NE; }
static bool is_bitwise(BinaryOp op) { return op == BO_AND || op == BO_XOR || op == BO_OR; }

/* An integer literal, or a negated one, as written (clang's
 * tryTransformToIntOrEnumConstant). */
static bool literal_value(Expr *e, int64_t *v)
{
    e = strip_implicit(e);
    if (e->kind == EXPR_UNARY && e->uop == UO_MINUS && strip_implicit(e->operand)->kind == EXPR_INT)
        return const_value(e, v);
    return e->kind == EXPR_INT && const_value(e, v);
}

/*
 * The truth value of a condition, when constants decide it, the way clang
 * decides which code can run.  `weak` is its constant evaluator, which also
 * settles `x || 1` and `0 && x`; the strong form is its CFG's condition
 * evaluation (for if, loops, && and ||), which adds `x | 1`, `x & 0` and a
 * 0-or-1 value compared with a literal out of reach (`(a < b) > 5`).
 * A switch's value and a constant expression's get only the weak one.
 */
static bool cond_value_in(Expr *e, bool *truth, bool strong)
{
    int64_t v;
    if (const_value(e, &v)) {
        *truth = v != 0;
        return true;
    }
    e = strip_implicit(e);
    if (e->kind != EXPR_BINARY && e->kind != EXPR_UNARY) return false;
    if (type_is_vector(e->type->unqual)) return false;
    bool a, b;
    if (e->kind == EXPR_UNARY) {
        if (e->uop != UO_LNOT || !cond_value_in(e->operand, &a, false)) return false;
        *truth = !a;
        return true;
    }
    if (e->bop == BO_LAND || e->bop == BO_LOR) {
        bool ka = cond_value_in(e->lhs, &a, strong), kb = cond_value_in(e->rhs, &b, strong);
        bool lor = e->bop == BO_LOR;
        /* One side that decides is enough; else both must be known. */
        if ((ka && a == lor) || (kb && b == lor)) {
            *truth = lor;
            return true;
        }
        if (ka && kb) {
            *truth = !lor;
            return true;
        }
        return false;
    }
    if (!strong) return false;
    /* `x & 0` and `x * 0` (a zero of any constant form) are false; `x | 1`
     * is true only with a literal, as clang's CFG sees it. */
    if (e->bop == BO_AND || e->bop == BO_MUL) {
        if ((const_value(e->lhs, &v) && !v) || (const_value(e->rhs, &v) && !v)) {
            *truth = false;
            return true;
        }
        return false;
    }
    if (e->bop == BO_OR) {
        bool lk = literal_value(e->lhs, &v) && v, rk = literal_value(e->rhs, &v) && v;
        if (lk != rk && (lk ? !strip_implicit(e->rhs)->is_const : !strip_implicit(e->lhs)->is_const)) {
            *truth = true;
            return true;
        }
        return false;
    }
    /* A 0-or-1 value compared with a literal other than 0 and 1 (`b > 5`). */
    if (!is_comparison(e->bop)) return false;
    bool lit_left = e->lhs->kind == EXPR_INT;
    Expr *lit = lit_left ? e->lhs : e->rhs->kind == EXPR_INT ? e->rhs : NULL;
    Expr *other = lit ? strip_implicit(lit_left ? e->rhs : e->lhs) : NULL;
    if (!other || lit->ival <= 1 || other->is_const || type_is_vector(other->type->unqual)) return false;
    if (!((other->kind == EXPR_BINARY &&
           (is_comparison(other->bop) || other->bop == BO_LAND || other->bop == BO_LOR)) ||
          (other->kind == EXPR_UNARY && other->uop == UO_LNOT)))
        return false;
    bool r01[2];
    uint64_t c = lit->ival; /* the literal's value, above 1 */
    for (int x = 0; x < 2; x++) {
        uint64_t p = lit_left ? c : (uint64_t)x, q = lit_left ? (uint64_t)x : c;
        switch (e->bop) {
        case BO_LT: r01[x] = p < q; break;
        case BO_GT: r01[x] = p > q; break;
        case BO_LE: r01[x] = p <= q; break;
        case BO_GE: r01[x] = p >= q; break;
        case BO_EQ: r01[x] = p == q; break;
        default: r01[x] = p != q; break;
        }
    }
    if (r01[0] != r01[1]) return false;
    *truth = r01[0];
    return true;
}

static bool cond_value(Expr *e, bool *truth) { return cond_value_in(e, truth, true); }
static bool weak_value(Expr *e, bool *truth) { return cond_value_in(e, truth, false); }

/* ---- -Wshadow ---------------------------------------------------------- */

void sema_warn_shadow(Sema *S, Decl *d)
{
    if (!d->name || !diag_warning_enabled(S->d, W_SHADOW)) return;
    Decl *outer = scope_lookup(S, d->name);
    if (!outer || outer == scope_lookup_current(S, d->name) || outer->is_builtin) return;
    /* clang: a variable hides a variable or parameter, a typedef a typedef;
     * a typedef and a variable hiding each other are not reported. */
    const char *what;
    if (d->kind == DECL_TYPEDEF && outer->kind == DECL_TYPEDEF)
        what = outer->is_global_scope || !S->func ? "typedef in the global scope"
                                                  : arena_printf(S->a, "typedef in function '%s'", S->func->name);
    else if (d->kind != DECL_TYPEDEF && (outer->kind == DECL_VAR || outer->kind == DECL_PARAM))
        what = outer->is_global_scope ? "variable in the global scope" : "local variable";
    else
        return;
    Diagnostic *dg = diag_warning(S->d, W_SHADOW, d->loc, "declaration shadows a %s", what);
    diag_note(dg, S->d, outer->loc, "previous declaration is here");
}

/* ---- -Wparentheses ------------------------------------------------------ */

void sema_warn_condition(Sema *S, Expr *cond)
{
    /* `if (a = b)` and `if (a |= b)`, as clang: no other compound
     * assignment, and none inside parentheses. */
    if (!cond || cond->kind != EXPR_ASSIGN || (cond->bop != BO_ASSIGN && cond->bop != BO_OR)) return;
    Diagnostic *dg = diag_warning(S->d, W_PARENTHESES, cond->op_loc,
                                  "using the result of an assignment as a condition without parentheses");
    if (!dg) return;
    diag_add_range(dg, cond->loc);
    suggest_parens(diag_note(dg, S->d, cond->op_loc, "place parentheses around the assignment to silence this warning"),
                   cond->loc, false);
    bool or_assign = cond->bop == BO_OR;
    Diagnostic *n = diag_note(dg, S->d, cond->op_loc,
                              or_assign ? "use '!=' to turn this compound assignment into an inequality comparison"
                                        : "use '==' to turn this assignment into an equality comparison");
    if (!cond->op_loc.exp) diag_add_fixit(n, cond->op_loc, or_assign ? "!=" : "==");
}

/* A binary operator written without parentheses around it.  `e` is an
 * operand as written (the pointer sema_warn_precedence got): a PAREN node
 * stays one after checking, while the operands below it are checked nodes,
 * so only this level can tell parentheses. */
static Expr *bare_binary(Expr *e) { return e && e->kind == EXPR_BINARY ? e : NULL; }

/* "'&&' within '||'" and its relatives: `inner` (a bare operand of `outer`)
 * binds tighter than a reader may think. */
static void warn_nested(Sema *S, WarningId w, Expr *inner, Expr *outer, const char *msg)
{
    Diagnostic *dg = diag_warning(S->d, w, inner->op_loc, "%s", msg);
    if (!dg) return;
    /* An operator out of a macro body is shown at the macro's use, where
     * the operand's span means nothing. */
    bool from_macro = inner->op_loc.exp != 0;
    if (!from_macro) diag_add_range(dg, inner->loc);
    diag_add_range(dg, outer->op_loc);
    suggest_parens(diag_note(dg, S->d, inner->op_loc,
                             "place parentheses around the '%s' expression to silence this warning",
                             ast_binary_op_spelling(inner->bop)),
                   inner->loc, from_macro);
}

/* `a & b == c`: the comparison is evaluated first. */
static void warn_bitwise_comparison(Sema *S, Expr *e, Expr *lhs, Expr *rhs)
{
    Expr *lb = bare_binary(lhs), *rb = bare_binary(rhs);
    bool left_cmp = lb && is_comparison(lb->bop), right_cmp = rb && is_comparison(rb->bop);
    if (left_cmp == right_cmp) return;
    /* `a == b | c == d`: bitwise operators used as eager logical ones. */
    if ((lb && is_bitwise(lb->bop)) || (rb && is_bitwise(rb->bop))) return;
    Expr *cmp = left_cmp ? lb : rb;
    const char *op = ast_binary_op_spelling(e->bop), *cop = ast_binary_op_spelling(cmp->bop);
    Diagnostic *dg = diag_warning(S->d, W_PARENTHESES, e->op_loc,
                                  "%s has lower precedence than %s; %s will be evaluated first", op, cop, cop);
    if (!dg) return;
    diag_add_range(dg, left_cmp ? loc_span(S->sm, lhs->loc, e->op_loc) : loc_span(S->sm, e->op_loc, rhs->loc));
    suggest_parens(
        diag_note(dg, S->d, e->op_loc, "place parentheses around the '%s' expression to silence this warning", cop),
        cmp->loc, cmp->op_loc.exp != 0);
    /* The other reading: the bitwise operator with the comparison's near operand. */
    Loc a = left_cmp ? cmp->rhs->loc : lhs->loc, b = left_cmp ? rhs->loc : cmp->lhs->loc;
    suggest_parens(
        diag_note(dg, S->d, e->op_loc, "place parentheses around the %s expression to evaluate it first", op),
        loc_span(S->sm, a, b), a.exp || b.exp || e->op_loc.exp || cmp->op_loc.exp);
}

void sema_warn_precedence(Sema *S, Expr *e, Expr *lhs, Expr *rhs)
{
    BinaryOp op = e->bop;
    if (is_bitwise(op)) warn_bitwise_comparison(S, e, lhs, rhs);
    /* clang leaves these two alone when the outer operator comes from a macro. */
    bool in_macro = e->op_loc.exp != 0;
    if ((op == BO_OR || op == BO_XOR) && !in_macro) {
        Expr *sides[2] = {bare_binary(lhs), bare_binary(rhs)};
        for (int i = 0; i < 2; i++) {
            Expr *b = sides[i];
            /* & within ^ or |, ^ within | (BO_AND < BO_XOR < BO_OR). */
            if (b && is_bitwise(b->bop) && b->bop < op)
                warn_nested(
                    S, W_BITWISE_OP_PARENTHESES, b, e,
                    arena_printf(S->a, "'%s' within '%s'", ast_binary_op_spelling(b->bop), ast_binary_op_spelling(op)));
        }
    }
    if (op == BO_LOR && !in_macro) {
        /* `assert(a || b && "why")` is safe: the string decides nothing.
         * (clang also reports `a || b && "why" || c` at the second ||; the
         * operands of lhs are checked nodes by now, their parentheses gone,
         * so that case is left out rather than guessed.) */
        Expr *lb = bare_binary(lhs), *rb = bare_binary(rhs);
        if (lb && lb->bop == BO_LAND && !is_string(lb->lhs))
            warn_nested(S, W_LOGICAL_OP_PARENTHESES, lb, e, "'&&' within '||'");
        if (rb && rb->bop == BO_LAND && !is_string(rb->rhs))
            warn_nested(S, W_LOGICAL_OP_PARENTHESES, rb, e, "'&&' within '||'");
    }
    /* `<<` only on integer scalars: clang keeps quiet about shifts of
     * vectors (and about C++'s stream operator, where this comes from). */
    if ((op == BO_SHL && type_is_integer(e->lhs->type->unqual)) || op == BO_SHR) {
        Expr *sides[2] = {bare_binary(lhs), bare_binary(rhs)};
        const char *shift = ast_binary_op_spelling(op);
        for (int i = 0; i < 2; i++) {
            Expr *b = sides[i];
            if (!b || (b->bop != BO_ADD && b->bop != BO_SUB)) continue;
            const char *arith = ast_binary_op_spelling(b->bop);
            warn_nested(S, W_SHIFT_OP_PARENTHESES, b, e,
                        arena_printf(S->a, "operator '%s' has lower precedence than '%s'; '%s' will be evaluated first",
                                     shift, arith, arith));
        }
    }
    if (is_relational(op) && bare_binary(lhs) && is_relational(lhs->bop))
        diag_warning(S->d, W_PARENTHESES, e->op_loc,
                     "comparisons like 'X<=Y<=Z' don't have their mathematical meaning");
}

/* ---- -Wsign-compare ------------------------------------------------------ */

/*
 * clang's approximate integer range of an expression (its IntRange with
 * Approximate=true): how many bits the value needs and whether it is known
 * to be nonnegative.  It is an approximation in clang's own way (`u - v` of
 * two uchars counts as nonnegative), and -Wsign-compare is defined by it,
 * so it is followed rule by rule rather than improved.
 */
typedef struct IntRange {
    int width;
    bool nonneg;
} IntRange;

static int active_bits(uint64_t v)
{
    int w = 0;
    for (; v; v >>= 1) w++;
    return w;
}

static IntRange range_of_type(Type *t)
{
    Type *el = type_elem(t->unqual);
    if (el->kind == TY_BOOL) return (IntRange){1, true};
    if (!type_is_integer(el)) return (IntRange){64, false};
    return (IntRange){type_bits(el), !type_is_signed(el)};
}

static IntRange range_join(IntRange a, IntRange b)
{
    return (IntRange){a.width > b.width ? a.width : b.width, a.nonneg && b.nonneg};
}

static IntRange int_range(Expr *e, int max)
{
    Type *t = e->type->unqual;
    IntRange r = range_of_type(t), l, rr;
    int64_t v;
    if (const_value(e, &v)) {
        if (!type_is_signed(t)) {
            int bits = type_bits(t);
            r = (IntRange){active_bits((uint64_t)v & (bits >= 64 ? ~0ull : (1ull << bits) - 1)), true};
        } else if (v < 0) {
            r = (IntRange){active_bits(~(uint64_t)v) + 1, false};
        } else {
            r = (IntRange){active_bits((uint64_t)v), true};
        }
        if (r.width > max) r.width = max;
    } else {
        switch (e->kind) {
        case EXPR_CONV:
        case EXPR_SPLAT:
            /* An implicit integer conversion keeps a narrower operand's range. */
            if (e->implicit && type_is_integer(type_elem(e->operand->type->unqual))) {
                l = int_range(e->operand, r.width < max ? r.width : max);
                if (l.width < r.width) r = (IntRange){l.width, l.nonneg || r.nonneg};
            }
            break;
        case EXPR_COND: {
            bool c;
            if (weak_value(e->cond, &c))
                r = int_range(c ? e->lhs : e->rhs, max);
            else
                r = range_join(int_range(e->lhs, max), int_range(e->rhs, max));
            break;
        }
        case EXPR_ASSIGN:
            if (e->bop == BO_ASSIGN) r = int_range(e->rhs, max); /* the value stored */
            break;
        case EXPR_COMMA: r = int_range(e->rhs, max); break;
        case EXPR_UNARY:
            if (e->uop == UO_LNOT)
                r = (IntRange){1, true};
            else if (e->uop != UO_DEREF && e->uop != UO_ADDR)
                r = int_range(e->operand, max);
            break;
        case EXPR_BINARY:
            if (is_comparison(e->bop) || e->bop == BO_LAND || e->bop == BO_LOR) {
                r = (IntRange){1, true};
                break;
            }
            if (e->bop == BO_SHL || type_is_pointer(e->lhs->type->unqual)) {
                /* The type's range; but `1 << n` counts as positive. */
                if (e->bop == BO_SHL && e->lhs->kind == EXPR_INT && e->lhs->ival == 1) r.nonneg = true;
                break;
            }
            l = int_range(e->lhs, max);
            if (e->bop == BO_SHR || e->bop == BO_DIV) {
                /* A constant shift or divisor narrows the left operand. */
                int cut = !const_value(e->rhs, &v) || v <= 0 ? -1
                          : e->bop == BO_SHR                 ? (v < 64 ? (int)v : 64)
                                                             : active_bits((uint64_t)v) - 1;
                if (cut >= 0) {
                    l.width = cut >= l.width ? !l.nonneg : l.width - cut;
                    if (e->bop == BO_DIV && l.width > max) l.width = max;
                    r = l;
                } else {
                    rr = int_range(e->rhs, max);
                    r = (IntRange){l.width, e->bop == BO_SHR ? l.nonneg : l.nonneg && rr.nonneg};
                }
                break;
            }
            rr = int_range(e->rhs, max);
            if (e->bop == BO_REM) {
                /* No wider than either side, with the sign of the left. */
                int lb = l.width - !l.nonneg, rb = rr.width - !rr.nonneg;
                r = (IntRange){(lb < rb ? lb : rb) + !l.nonneg, l.nonneg};
            } else if (e->bop == BO_AND) {
                r = (IntRange){l.width > rr.width ? l.width : rr.width, false};
                if (l.nonneg) r = (IntRange){r.width < l.width ? r.width : l.width, true};
                if (rr.nonneg) r = (IntRange){r.width < rr.width ? r.width : rr.width, true};
            } else {
                r = range_join(l, rr);
                r.nonneg |= !type_is_signed(type_elem(t));
            }
            if (r.width > max) r.width = max;
            break;
        default: break;
        }
    }
    return r;
}

static IntRange expr_range(Expr *e) { return int_range(e, type_bits(type_elem(e->type->unqual))); }

/* An operand whose value is known: an integer constant expression, in
 * clang's sense, which takes `c ? k : x` when c picks k. */
static bool operand_value(Expr *e, int64_t *v)
{
    if (const_value(e, v)) return true;
    e = strip_implicit(e);
    bool c;
    if (e->kind == EXPR_COND && weak_value(e->cond, &c)) return operand_value(c ? e->lhs : e->rhs, v);
    return false;
}

/* Whether `k OP other` (or `other OP k`) has the same value for every value
 * the other operand can have, as clang's tautological-comparison check
 * decides before -Wsign-compare gets its turn (`u < -1` is always false:
 * that is a different warning, and no sign warning).  k is the constant's
 * value; the comparison is done in `bits` bits; the other operand's values
 * are those of its integer range. */
static bool tautological(BinaryOp op, int64_t k, Expr *other, bool const_on_right, int bits)
{
    uint64_t mask = bits >= 64 ? ~0ull : (1ull << bits) - 1;
    uint64_t c = (uint64_t)k & mask;
    /* The other operand's values, converted to the comparison type: one
     * interval for a nonnegative range, two for a signed one narrower than
     * the comparison. */
    IntRange r = expr_range(strip_implicit(other));
    int w = r.width;
    uint64_t lo1 = 0, hi1 = mask, lo2 = 1, hi2 = 0; /* [lo2, hi2] empty */
    if (r.nonneg && w < bits) {
        hi1 = w ? (1ull << w) - 1 : 0;
    } else if (!r.nonneg && w < bits && w > 0) {
        hi1 = (1ull << (w - 1)) - 1;
        lo2 = mask - hi1;
        hi2 = mask;
    }
    if (op == BO_EQ || op == BO_NE) return !(c >= lo1 && c <= hi1) && !(c >= lo2 && c <= hi2);
    /* A relational operator is monotone in the other operand: constant over
     * the set when it is at the set's two ends. */
    uint64_t ends[2] = {0, lo2 <= hi2 ? hi2 : hi1};
    bool res[2];
    for (int i = 0; i < 2; i++) {
        uint64_t x = const_on_right ? ends[i] : c, y = const_on_right ? c : ends[i];
        res[i] = op == BO_LT ? x < y : op == BO_GT ? x > y : op == BO_LE ? x <= y : x >= y;
    }
    return res[0] == res[1];
}

static void report_sign_compare(Sema *S, Expr *e)
{
    Expr *l = strip_implicit(e->lhs), *r = strip_implicit(e->rhs);
    Diagnostic *dg =
        diag_warning(S->d, W_SIGN_COMPARE, e->op_loc, "comparison of integers of different signs: '%s' and '%s'",
                     sema_type_str(S, l->type->unqual), sema_type_str(S, r->type->unqual));
    diag_add_range(dg, l->loc);
    diag_add_range(dg, r->loc);
}

void sema_warn_sign_compare(Sema *S, Expr *e, Expr *L, Expr *R)
{
    if (!diag_warning_enabled(S->d, W_SIGN_COMPARE)) return;
    /* Only a comparison done in an unsigned type can go wrong. */
    Type *t = L->type->unqual, *el = type_elem(t);
    if (!type_is_integer(el) || type_is_signed(el) || el->kind == TY_BOOL) return;
    Expr *l = strip_implicit(L), *r = strip_implicit(R);
    bool ls = type_is_signed(type_elem(l->type->unqual)), rs = type_is_signed(type_elem(r->type->unqual));
    if (ls == rs) return;
    /* clang leaves vector equalities alone. */
    if (type_is_vector(t) && (e->bop == BO_EQ || e->bop == BO_NE)) return;
    if (!type_is_vector(t)) {
        int64_t lv, rv;
        bool lc = operand_value(L, &lv), rc = operand_value(R, &rv);
        if (lc && rc) return;
        if (lc != rc && tautological(e->bop, lc ? lv : rv, lc ? R : L, rc, type_bits(el))) return;
    }
    if (expr_range(ls ? l : r).nonneg) return;
    /* An equality with an unsigned operand narrower than the comparison
     * (`i == 5u`) means what it says. */
    if ((e->bop == BO_EQ || e->bop == BO_NE) && expr_range(ls ? r : l).width < type_bits(el)) return;
    /* Like clang's DiagRuntimeBehavior: in a function, the warning waits
     * for sema_warn_function_end, which drops it in code that cannot run
     * (`if (0)`, the right of `1 || ...`); e's operands are in place by then. */
    if (S->func)
        ptrvec_push(S->a, &S->warn_pending, e);
    else {
        Expr *keep_l = e->lhs, *keep_r = e->rhs;
        e->lhs = L;
        e->rhs = R;
        report_sign_compare(S, e);
        e->lhs = keep_l;
        e->rhs = keep_r;
    }
}

/* ---- reachability ------------------------------------------------------------ */

/*
 * Which statements and expressions of a checked body can run, for the
 * warnings clang gives only about code that can (its DiagRuntimeBehavior):
 * the branch a constant condition never takes, the operand of && || ?:
 * that a constant never evaluates, the statements after a jump up to a
 * label that some goto names, the cases a constant switch never selects.
 * Errs towards "can run": clang's CFG knows a little more.
 */

typedef struct Flow {
    Stmt *stmt;   /* a loop or switch */
    bool broken;  /* a live break leaves it */
    bool continued;
    bool live;    /* switch: whether the switch itself can run */
    bool known;   /* switch: its value is a constant */
    int64_t value;
    bool matched; /* switch: a case has that value */
} Flow;

typedef struct Reach {
    Sema *S;
    Expr **pending;     /* sorted */
    int npending;
    PtrVec *live_decls; /* where to list the declarations that can run, or NULL */
    Flow *flows;
    int nflows, flows_cap;
} Reach;

static int ptr_cmp(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t)*(void *const *)a, y = (uintptr_t)*(void *const *)b;
    return x < y ? -1 : x > y;
}

static bool reach_stmt(Reach *r, Stmt *s, bool live);

static void reach_expr(Reach *r, Expr *e)
{
    if (!e) return;
    bool v;
    switch (e->kind) {
    case EXPR_BINARY:
        reach_expr(r, e->lhs);
        /* 0 && x, 1 || x: x never runs. */
        if ((e->bop == BO_LAND || e->bop == BO_LOR) && cond_value(e->lhs, &v) && v == (e->bop == BO_LOR)) return;
        reach_expr(r, e->rhs);
        if (is_comparison(e->bop) && r->npending &&
            bsearch(&e, r->pending, (size_t)r->npending, sizeof(Expr *), ptr_cmp))
            report_sign_compare(r->S, e);
        return;
    case EXPR_STMT_EXPR: reach_stmt(r, e->block, true); return;
    case EXPR_COND:
        reach_expr(r, e->cond);
        /* clang prunes an arm with the strong form only when the condition
         * is written without parentheses, which sema no longer knows: the
         * strong form errs towards fewer warnings. */
        if (cond_value(e->cond, &v)) {
            reach_expr(r, v ? e->lhs : e->rhs);
            return;
        }
        reach_expr(r, e->lhs);
        reach_expr(r, e->rhs);
        return;
    default: {
        Expr *kids[3];
        const PtrVec *args;
        int n = ast_expr_children(e, kids, &args);
        for (int i = 0; i < n; i++) reach_expr(r, kids[i]);
        for (int i = 0; args && i < args->n; i++) reach_expr(r, args->items[i]);
        return;
    }
    }
}

static Flow *flow_push(Reach *r, Stmt *s)
{
    if (r->nflows == r->flows_cap) {
        int nc = r->flows_cap ? r->flows_cap * 2 : 16;
        r->flows = arena_realloc(r->S->a, r->flows, sizeof(Flow) * (size_t)r->flows_cap, sizeof(Flow) * (size_t)nc);
        r->flows_cap = nc;
    }
    Flow *f = &r->flows[r->nflows++];
    memset(f, 0, sizeof *f);
    f->stmt = s;
    return f;
}

static Flow *flow_of(Reach *r, Stmt *target)
{
    for (int i = r->nflows - 1; i >= 0; i--)
        if (r->flows[i].stmt == target) return &r->flows[i];
    return NULL;
}

static bool label_targeted(Reach *r, Stmt *label)
{
    for (int i = 0; i < r->S->gotos.n; i++)
        if (((Stmt *)r->S->gotos.items[i])->target == label) return true;
    return false;
}

/* Visits what can run of s, `live` saying whether its start can be
 * reached; returns whether its end can. */
static bool reach_stmt(Reach *r, Stmt *s, bool live)
{
    if (!s) return live;
    bool v;
    switch (s->kind) {
    case STMT_COMPOUND:
        for (int i = 0; i < s->items.n; i++) live = reach_stmt(r, s->items.items[i], live);
        return live;
    case STMT_EXPR:
        if (live) reach_expr(r, s->expr);
        return live;
    case STMT_DECL:
        if (live && r->live_decls) ptrvec_push(r->S->a, r->live_decls, s);
        for (int i = 0; i < s->decls.n && live; i++) {
            Decl *d = s->decls.items[i];
            if (d->kind == DECL_VAR) reach_expr(r, d->init);
        }
        return live;
    case STMT_RETURN:
        if (live) reach_expr(r, s->expr);
        return false;
    case STMT_BREAK:
    case STMT_CONTINUE: {
        Flow *f = live ? flow_of(r, s->target) : NULL;
        if (f && s->kind == STMT_BREAK) f->broken = true;
        if (f && s->kind == STMT_CONTINUE) f->continued = true;
        return false;
    }
    case STMT_GOTO: return false;
    case STMT_LABEL: return reach_stmt(r, s->body, live || label_targeted(r, s));
    case STMT_CASE:
    case STMT_DEFAULT: {
        Flow *f = NULL;
        for (int i = r->nflows - 1; i >= 0 && !f; i--)
            if (r->flows[i].stmt->kind == STMT_SWITCH) f = &r->flows[i];
        bool chosen = f && f->live && (!f->known || (s->kind == STMT_CASE ? s->case_val == f->value : !f->matched));
        return reach_stmt(r, s->body, live || chosen || !f);
    }
    case STMT_IF: {
        if (live) reach_expr(r, s->expr);
        bool known = cond_value(s->expr, &v);
        bool a = reach_stmt(r, s->body, live && (!known || v));
        bool b = reach_stmt(r, s->else_body, live && (!known || !v));
        return a || b;
    }
    case STMT_WHILE:
    case STMT_FOR:
    case STMT_DO: {
        if (s->kind == STMT_FOR) live = reach_stmt(r, s->init, live);
        bool known = cond_value(s->expr, &v);
        bool forever = !s->expr || (known && v);
        bool never = s->kind != STMT_DO && known && !v;
        if (live && s->kind != STMT_DO) reach_expr(r, s->expr);
        Flow *f = flow_push(r, s);
        int fi = r->nflows - 1;
        bool body_end = reach_stmt(r, s->body, live && !never);
        f = &r->flows[fi]; /* the array may have moved */
        /* The condition runs on entry (except a do's) and after each pass. */
        bool cond_live = body_end || f->continued || (s->kind != STMT_DO && live);
        if (s->kind == STMT_DO && cond_live) reach_expr(r, s->expr);
        if (s->kind == STMT_FOR && (body_end || f->continued)) reach_expr(r, s->inc);
        bool end = f->broken || (cond_live && !forever);
        r->nflows--;
        return end;
    }
    case STMT_SWITCH: {
        if (live) reach_expr(r, s->expr);
        Flow *f = flow_push(r, s);
        int fi = r->nflows - 1;
        f->live = live;
        /* `switch (1 || x)`: clang evaluates the value as it can. */
        f->known = const_value(s->expr, &f->value);
        bool truth;
        Expr *sv = strip_implicit(s->expr);
        if (!f->known && sv->kind == EXPR_BINARY && (sv->bop == BO_LAND || sv->bop == BO_LOR) &&
            weak_value(sv, &truth)) {
            f->known = true;
            f->value = truth;
        }
        bool has_default = false;
        for (int i = 0; i < s->cases.n; i++) {
            Stmt *c = s->cases.items[i];
            if (c->kind == STMT_DEFAULT)
                has_default = true;
            else if (f->known && c->case_val == f->value)
                f->matched = true;
        }
        bool body_end = reach_stmt(r, s->body, false);
        f = &r->flows[fi];
        bool end = body_end || f->broken || (live && !has_default && !(f->known && f->matched));
        r->nflows--;
        return end;
    }
    default: return live; /* ; and recovered statements */
    }
}

/* ---- walking a checked function body -------------------------------------- */

typedef struct Walk {
    Sema *S;
    long budget; /* node visits left for -Wuninitialized in this function */
    Decl *var;   /* the variable followed */
    /* Result of scanning one full expression for `var`: */
    bool mentioned;   /* it occurs */
    bool blocked;     /* stored to, address taken, or in something not understood */
    Expr *first_read; /* its first read */
    Expr *self_init;  /* the `x` of `int x = x;` when var was declared so */
    int dead;         /* inside an operand a constant keeps from running */
    void **live;      /* the declarations that can run (sorted) */
    int nlive;
} Walk;

static bool spend(Walk *w)
{
    if (w->budget <= 0) return false;
    w->budget--;
    return true;
}

typedef enum Use { USE_READ, USE_STORE, USE_UPDATE, USE_ESCAPE } Use;

/* Records every occurrence of w->var in e, `how` being what e's context does
 * with e's value. */
static void scan_expr(Walk *w, Expr *e, Use how)
{
    if (!e) return;
    if (!spend(w)) {
        w->mentioned = w->blocked = true;
        return;
    }
    switch (e->kind) {
    case EXPR_INT:
    case EXPR_FLOAT:
    case EXPR_CHAR:
    case EXPR_STRING: return;
    case EXPR_IDENT:
        if (e->decl != w->var) return;
        w->mentioned = true;
        if (w->dead) {
            /* clang's CFG drops `1 || x`'s x; this pass just stops. */
            w->blocked = true;
        } else if (how == USE_READ || how == USE_UPDATE) {
            if (!w->first_read) w->first_read = e;
        } else {
            w->blocked = true;
        }
        return;
    case EXPR_ASSIGN:
        scan_expr(w, e->lhs, e->bop == BO_ASSIGN ? USE_STORE : USE_UPDATE);
        scan_expr(w, e->rhs, USE_READ);
        return;
    case EXPR_UNARY:
        scan_expr(w, e->operand,
                  e->uop == UO_ADDR ? USE_ESCAPE
                  : e->uop == UO_PREINC || e->uop == UO_PREDEC || e->uop == UO_POSTINC || e->uop == UO_POSTDEC
                      ? USE_UPDATE
                      : USE_READ);
        return;
    case EXPR_SWIZZLE: scan_expr(w, e->operand, USE_ESCAPE); return;
    case EXPR_INDEX:
        if (e->lhs->type && type_is_vector(e->lhs->type->unqual)) {
            /* v[i], as a swizzle: one lane, read or written. */
            scan_expr(w, e->lhs, USE_ESCAPE);
            scan_expr(w, e->rhs, USE_READ);
            return;
        }
        /* fall through */
    case EXPR_BINARY:
    case EXPR_COMMA: {
        bool v;
        bool skipped = e->kind == EXPR_BINARY && (e->bop == BO_LAND || e->bop == BO_LOR) && cond_value(e->lhs, &v) &&
                       v == (e->bop == BO_LOR);
        scan_expr(w, e->lhs, USE_READ);
        w->dead += skipped;
        scan_expr(w, e->rhs, USE_READ);
        w->dead -= skipped;
        return;
    }
    case EXPR_COND: {
        /* The strong form here: a read it rules out only ends the search. */
        bool v;
        bool known = cond_value(e->cond, &v);
        scan_expr(w, e->cond, USE_READ);
        w->dead += known && !v;
        scan_expr(w, e->lhs, USE_READ);
        w->dead -= known && !v;
        w->dead += known && v;
        scan_expr(w, e->rhs, USE_READ);
        w->dead -= known && v;
        return;
    }
    case EXPR_CONV:
    case EXPR_SPLAT:
    case EXPR_ASTYPE:
    case EXPR_CONVERT: scan_expr(w, e->operand, USE_READ); return;
    case EXPR_CALL:
    case EXPR_BUILTIN:
    case EXPR_PRINTF:
    case EXPR_VEC_LIT:
    case EXPR_INIT_LIST:
        for (int i = 0; i < e->args.n; i++) scan_expr(w, e->args.items[i], USE_READ);
        return;
    default:
        /* A node sema should have rewritten: give up on this variable. */
        w->mentioned = w->blocked = true;
        return;
    }
}

static void scan_reset(Walk *w)
{
    w->mentioned = w->blocked = false;
    w->first_read = NULL;
}

static bool expr_mentions(Walk *w, Expr *e)
{
    scan_reset(w);
    scan_expr(w, e, USE_READ);
    return w->mentioned;
}

/* Whether s mentions w->var anywhere (or the budget ran out). */
static bool stmt_mentions(Walk *w, Stmt *s)
{
    if (!s) return false;
    if (!spend(w)) return true;
    switch (s->kind) {
    case STMT_COMPOUND:
        for (int i = 0; i < s->items.n; i++)
            if (stmt_mentions(w, s->items.items[i])) return true;
        return false;
    case STMT_DECL:
        for (int i = 0; i < s->decls.n; i++) {
            Decl *d = s->decls.items[i];
            if (d->kind == DECL_VAR && d->init && expr_mentions(w, d->init)) return true;
        }
        return false;
    default: {
        Stmt *kids[2];
        Expr *exprs[2];
        ast_stmt_children(s, kids, exprs);
        return expr_mentions(w, exprs[0]) || expr_mentions(w, exprs[1]) || stmt_mentions(w, kids[0]) ||
               stmt_mentions(w, kids[1]);
    }
    }
}

/* Whether s holds a place control can jump to from elsewhere: a label, or
 * a case or default that belongs to a switch around s.  (The budget running
 * out counts as yes.) */
static bool has_entry(Walk *w, Stmt *s, bool in_switch)
{
    if (!s) return false;
    if (!spend(w)) return true;
    switch (s->kind) {
    case STMT_LABEL: return true;
    case STMT_CASE:
    case STMT_DEFAULT:
        if (!in_switch) return true;
        return has_entry(w, s->body, in_switch);
    case STMT_SWITCH: return has_entry(w, s->body, true);
    case STMT_COMPOUND:
        for (int i = 0; i < s->items.n; i++)
            if (has_entry(w, s->items.items[i], in_switch)) return true;
        return false;
    default: {
        Stmt *kids[2];
        Expr *exprs[2];
        ast_stmt_children(s, kids, exprs);
        return has_entry(w, kids[0], in_switch) || has_entry(w, kids[1], in_switch);
    }
    }
}

/* Whether a break in s leaves `target`. */
static bool breaks_out(Walk *w, Stmt *s, Stmt *target)
{
    if (!s || !spend(w)) return s != NULL;
    switch (s->kind) {
    case STMT_BREAK: return s->target == target;
    case STMT_COMPOUND:
        for (int i = 0; i < s->items.n; i++)
            if (breaks_out(w, s->items.items[i], target)) return true;
        return false;
    default: {
        Stmt *kids[2];
        Expr *exprs[2];
        ast_stmt_children(s, kids, exprs);
        return breaks_out(w, kids[0], target) || breaks_out(w, kids[1], target);
    }
    }
}

static bool always_true(Expr *e)
{
    bool v;
    return !e || (cond_value(e, &v) && v);
}

/* Whether control can come out of s at its end (s holds no label: see
 * has_entry).  Errs towards "no", which only ends the search early. */
static bool may_complete(Walk *w, Stmt *s)
{
    if (!s) return true;
    switch (s->kind) {
    case STMT_EXPR:
    case STMT_DECL:
    case STMT_NULL: return true;
    case STMT_COMPOUND:
        for (int i = 0; i < s->items.n; i++)
            if (!may_complete(w, s->items.items[i])) return false;
        return true;
    case STMT_IF: {
        bool v;
        bool known = cond_value(s->expr, &v);
        bool then_ok = (!known || v) && may_complete(w, s->body);
        bool else_ok = (!known || !v) && (!s->else_body || may_complete(w, s->else_body));
        return then_ok || else_ok;
    }
    case STMT_WHILE:
    case STMT_FOR: return !always_true(s->expr) || breaks_out(w, s->body, s);
    case STMT_DO: return always_true(s->expr) ? breaks_out(w, s->body, s) : may_complete(w, s->body);
    case STMT_SWITCH: {
        for (int i = 0; i < s->cases.n; i++)
            if (((Stmt *)s->cases.items[i])->kind == STMT_DEFAULT) return breaks_out(w, s->body, s);
        return true; /* no default: the body may be skipped */
    }
    default: return false;
    }
}

/* ---- -Wuninitialized ------------------------------------------------------ */

static bool followed_type(Type *t) { return type_is_scalar(t) || type_is_vector(t); }

/* A local that -Wuninitialized follows. */
static bool followed(Decl *d)
{
    return d->kind == DECL_VAR && d->name && !d->is_global_scope && d->storage != SC_STATIC &&
           d->storage != SC_EXTERN && !d->invalid && d->type && (d->as == AS_PRIVATE || d->as == AS_NONE) &&
           followed_type(d->type->unqual);
}

/* What clang offers to write after the name: its zero for the type; for a
 * pointer clang writes NULL where that macro is defined, which in OpenCL C
 * it always is (a program that #undefs it still gets NULL here). */
static const char *zero_initializer(Type *t)
{
    if (t->kind == TY_POINTER) return " = NULL";
    if (type_is_float(t)) return " = 0.0";
    if (t->kind == TY_CHAR || t->kind == TY_UCHAR) return " = '\\0'";
    return " = 0";
}

static void report_uninitialized(Walk *w, Expr *use)
{
    Decl *v = w->var;
    if (w->self_init) {
        /* `int x = x;` and a later read: clang blames the initializer. */
        Diagnostic *dg =
            diag_warning(w->S->d, W_UNINITIALIZED, w->self_init->loc,
                         "variable '%s' is uninitialized when used within its own initialization", v->name);
        diag_add_range(dg, v->loc);
        return;
    }
    Diagnostic *dg =
        diag_warning(w->S->d, W_UNINITIALIZED, use->loc, "variable '%s' is uninitialized when used here", v->name);
    diag_add_range(dg, use->loc);
    Type *t = v->type->unqual;
    if (type_is_vector(t)) {
        /* clang has no zero to offer for a vector, and points at the
         * declaration's start. */
        Loc start = loc_valid(v->range) ? v->range : v->loc;
        start.len = 0;
        diag_note(dg, w->S->d, start, "variable '%s' is declared here", v->name);
        return;
    }
    /* The note stands where the initializer would go. */
    Loc after = v->loc;
    after.off += after.len;
    after.len = 0;
    Diagnostic *n = diag_note(dg, w->S->d, v->loc.exp ? v->loc : after,
                              "initialize the variable '%s' to silence this warning", v->name);
    if (!v->loc.exp) diag_add_fixit(n, after, zero_initializer(t));
}

/* One full expression: true when it decides (a report, a store, or
 * something that ends the search). */
static bool full_expr(Walk *w, Expr *e)
{
    if (!e) return false;
    /* `x = <rhs>`: the right side is read before the store. */
    Expr *target = e->kind == EXPR_ASSIGN && e->bop == BO_ASSIGN ? e->lhs : NULL;
    if (target && target->kind == EXPR_IDENT && target->decl == w->var) {
        scan_reset(w);
        scan_expr(w, e->rhs, USE_READ);
        if (!w->blocked && w->first_read) report_uninitialized(w, w->first_read);
        return true;
    }
    if (!expr_mentions(w, e)) return false;
    /* A store anywhere else in the expression may be sequenced before the
     * read (`(x = 1, x)`): not decided here, so nothing is said. */
    if (!w->blocked && w->first_read) report_uninitialized(w, w->first_read);
    return true;
}

/* Follows w->var through s; true when the search ends there. */
static bool follow_stmt(Walk *w, Stmt *s)
{
    if (!spend(w)) return true;
    switch (s->kind) {
    case STMT_NULL: return false;
    case STMT_EXPR: return full_expr(w, s->expr);
    case STMT_DECL:
        for (int i = 0; i < s->decls.n; i++) {
            Decl *d = s->decls.items[i];
            if (d->kind == DECL_VAR && d->init && full_expr(w, d->init)) return true;
        }
        return false;
    case STMT_RETURN: full_expr(w, s->expr); return true;
    case STMT_COMPOUND:
        if (has_entry(w, s, false)) return true;
        for (int i = 0; i < s->items.n; i++)
            if (follow_stmt(w, s->items.items[i])) return true;
        return false;
    case STMT_IF:
    case STMT_WHILE:
    case STMT_SWITCH:
    case STMT_FOR:
    case STMT_DO:
        if (has_entry(w, s, false)) return true;
        /* What runs first, once: a for's init and the first condition
         * (a do's condition comes after its body). */
        if (s->kind == STMT_FOR && s->init && follow_stmt(w, s->init)) return true;
        if (s->kind != STMT_DO && full_expr(w, s->expr)) return true;
        if (stmt_mentions(w, s->body) || stmt_mentions(w, s->else_body) ||
            (s->kind == STMT_FOR && expr_mentions(w, s->inc)) || (s->kind == STMT_DO && expr_mentions(w, s->expr)))
            return true;
        return !may_complete(w, s);
    default: return true; /* jumps, labels, errors */
    }
}

/* `int x = x + 1;`: clang's own-initialization warning, whether or not x
 * is read later.  (`int x = x;` is followed as uninitialized instead.) */
static void check_self_init(Walk *w, Decl *d)
{
    w->var = d;
    scan_reset(w);
    scan_expr(w, d->init, USE_READ);
    if (w->blocked || !w->first_read) return;
    Diagnostic *dg = diag_warning(w->S->d, W_UNINITIALIZED, w->first_read->loc,
                                  "variable '%s' is uninitialized when used within its own initialization", d->name);
    diag_add_range(dg, d->loc);
}

/* Starts the search for every uninitialized local declared in block b. */
static void uninit_block(Walk *w, Stmt *b)
{
    for (int i = 0; i < b->items.n && w->budget > 0; i++) {
        Stmt *s = b->items.items[i];
        /* A declaration that cannot run is no start: clang's analysis never
         * visits it. */
        if (s->kind != STMT_DECL || !bsearch(&s, w->live, (size_t)w->nlive, sizeof(void *), ptr_cmp)) continue;
        for (int j = 0; j < s->decls.n; j++) {
            Decl *d = s->decls.items[j];
            if (!followed(d) || !d->used) continue;
            /* `int x = x;` leaves x as uninitialized as `int x;` does; clang
             * reports it at the first read after it, and only then. */
            Expr *self = d->init ? strip_implicit(d->init) : NULL;
            w->self_init = self && self->kind == EXPR_IDENT && self->decl == d ? self : NULL;
            if (d->init && !w->self_init) {
                check_self_init(w, d);
                continue;
            }
            w->var = d;
            bool done = false;
            for (int k = j + 1; k < s->decls.n && !done; k++) {
                Decl *o = s->decls.items[k];
                done = o->kind == DECL_VAR && o->init && full_expr(w, o->init);
            }
            for (int k = i + 1; k < b->items.n && !done; k++) done = follow_stmt(w, b->items.items[k]);
        }
    }
}

/* ---- unused locals and parameters ------------------------------------------- */

static void warn_unused_local(Sema *S, Decl *d)
{
    if (d->kind != DECL_VAR || !d->name || d->used || d->invalid || d->is_global_scope || d->storage == SC_EXTERN ||
        has_unused_attr(d))
        return;
    diag_add_range(diag_warning(S->d, W_UNUSED_VARIABLE, d->loc, "unused variable '%s'", d->name), d->loc);
}

/* Visits every statement of a body: unused locals, and the blocks where
 * -Wuninitialized starts.  Recursion is bounded as check_stmt's is. */
static void walk_body(Walk *w, Stmt *s, bool unused, bool uninit)
{
    if (!s) return;
    switch (s->kind) {
    case STMT_DECL:
        if (unused)
            for (int i = 0; i < s->decls.n; i++) warn_unused_local(w->S, s->decls.items[i]);
        return;
    case STMT_COMPOUND:
        if (uninit) uninit_block(w, s);
        for (int i = 0; i < s->items.n; i++) walk_body(w, s->items.items[i], unused, uninit);
        return;
    default: {
        Stmt *kids[2];
        Expr *exprs[2];
        ast_stmt_children(s, kids, exprs);
        walk_body(w, kids[0], unused, uninit);
        walk_body(w, kids[1], unused, uninit);
        return;
    }
    }
}

/* Enough for any function a person writes many times over; a generated
 * monster gets part of the analysis instead of quadratic time. */
enum { UNINIT_BUDGET = 1 << 20 };

void sema_warn_function_end(Sema *S, Decl *fn, int first_diag)
{
    bool errors = errors_since(S, first_diag);
    /* clang runs its analyses only while the translation unit has no error. */
    bool uninit = diag_warning_enabled(S->d, W_UNINITIALIZED) && !errors_since(S, 0);
    PtrVec *pending = &S->warn_pending, live = {0};
    if (errors) {
        /* clang flushes the waiting warnings unfiltered after an error. */
        for (int i = 0; i < pending->n; i++) report_sign_compare(S, pending->items[i]);
    } else if (pending->n || uninit) {
        Reach r = {S, (Expr **)pending->items, pending->n, uninit ? &live : NULL, NULL, 0, 0};
        if (r.npending) qsort(r.pending, (size_t)r.npending, sizeof(Expr *), ptr_cmp);
        reach_stmt(&r, fn->body, true);
        if (live.n) qsort(live.items, (size_t)live.n, sizeof(void *), ptr_cmp);
    }
    pending->n = 0;
    bool unused_var = diag_warning_enabled(S->d, W_UNUSED_VARIABLE);
    bool unused_param = diag_warning_enabled(S->d, W_UNUSED_PARAMETER);
    if ((!unused_var && !unused_param && !uninit) || errors) return;
    if (unused_param)
        for (int i = 0; i < fn->params.n; i++) {
            Decl *p = fn->params.items[i];
            if (p->name && !p->used && !p->invalid && !has_unused_attr(p))
                diag_warning(S->d, W_UNUSED_PARAMETER, p->loc, "unused parameter '%s'", p->name);
        }
    Walk w = {S, UNINIT_BUDGET, NULL, false, false, NULL, NULL, 0, live.items, live.n};
    walk_body(&w, fn->body, unused_var, uninit);
}

void sema_warn_unit_end(Sema *S, const PtrVec *unit_vars)
{
    if (!diag_warning_enabled(S->d, W_UNUSED_VARIABLE) || errors_since(S, 0)) return;
    /* A use of any declaration of the variable counts for all of them. */
    for (int i = 0; i < unit_vars->n; i++) {
        Decl *d = unit_vars->items[i];
        if (d->used && d->canon) d->canon->used = true;
    }
    for (int i = 0; i < unit_vars->n; i++) {
        Decl *d = unit_vars->items[i];
        if (d->kind != DECL_VAR || d->storage != SC_STATIC || d->canon != d || !d->name || d->used || d->invalid ||
            has_unused_attr(d))
            continue;
        diag_add_range(diag_warning(S->d, W_UNUSED_VARIABLE, d->loc, "unused variable '%s'", d->name), d->loc);
    }
}
