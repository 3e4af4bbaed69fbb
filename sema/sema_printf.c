/*
 * sema_printf.c - printf (OpenCL C 3.0 6.15.14): the format is checked
 * here, at compile time, against the arguments, and the call becomes an
 * EXPR_PRINTF that codegen/cg_printf.c lowers.
 *
 * What OpenCL requires is an error, pointing at the argument: a format
 * that is not a string literal; a conversion specification the language
 * does not have (support/printf_format.c says which); a vector specifier
 * whose lanes and element size (hh 1, h 2, hl 4, l 8 bytes; integers for
 * d i o u x X, floating point for the others) do not match the vector
 * argument exactly -- OpenCL allows no conversion between vector types --
 * or a vector argument without one; a `%s` argument that is not a string
 * literal; and fewer arguments than conversions (there would be nothing
 * to print).  What C leaves undefined but a program can still run is a
 * -Wformat warning, as clang has it: a scalar of the wrong kind (an
 * integer for %f), an argument the format does not use.
 *
 * The scalar arguments are promoted as C's variadic arguments are
 * (integers narrower than int to int; float stays float: codegen widens
 * it to double, exactly, as the spec says for a device with doubles).
 */
#include <string.h>

#include "sema/sema_int.h"
#include "support/printf_format.h"

static Type *rv(Expr *e) { return e->type->unqual; }

static Expr *strip_parens(Expr *e)
{
    while (e && e->kind == EXPR_PAREN) e = e->operand;
    return e;
}

/* The element types a vector specifier names, as text for messages. */
static const char *vector_types(const PrintfSpec *sp)
{
    static const char *const ints[] = {"", "char or uchar", "short or ushort", "", "int or uint", "", "",
                                       "", "long or ulong"};
    static const char *const floats[] = {"", "", "half", "", "float", "", "", "", "double"};
    int b = printf_length_bytes(sp->length);
    return sp->cls == PF_FLOAT ? floats[b] : ints[b];
}

static bool vector_matches(const PrintfSpec *sp, Type *t)
{
    if (!type_is_vector(t) || t->vec.lanes != sp->lanes) return false;
    Type *el = t->vec.elem;
    if ((long)type_size(el) != printf_length_bytes(sp->length)) return false;
    return sp->cls == PF_FLOAT ? type_is_float(el) : type_is_integer(el);
}

/* A -Wformat warning for a scalar of the wrong kind; NULL when it fits. */
static const char *scalar_mismatch(const PrintfSpec *sp, Type *t)
{
    switch (sp->cls) {
    case PF_SIGNED:
    case PF_UNSIGNED:
    case PF_CHAR: return type_is_integer(t) || type_is_bool(t) || type_is_enum(t) ? NULL : "an integer";
    case PF_FLOAT: return type_is_float(t) ? NULL : "a floating-point number";
    case PF_POINTER: return type_is_pointer(t) ? NULL : "a pointer";
    default: return NULL;
    }
}

Expr *sema_check_printf(Sema *S, Expr *call)
{
    int na = call->args.n;
    if (na < 1) {
        diag_error(S->d, call->loc, "too few arguments to function call, expected at least 1, have 0");
        return sema_error_expr(S, call);
    }
    Expr *fmt = strip_parens(call->args.items[0]);
    bool bad = false;
    if (!fmt || fmt->kind != EXPR_STRING) {
        for (int i = 0; i < na; i++) call->args.items[i] = sema_rvalue(S, call->args.items[i]);
        Expr *a = call->args.items[0];
        diag_add_range(diag_error(S->d, a->loc, "the format of printf must be a string literal"), a->loc);
        return sema_error_expr(S, call);
    }
    const char *f = fmt->str;
    size_t n = strnlen(f, fmt->strlen);
    /* The arguments' raw forms (a %s argument must be a literal), then
     * their values. */
    Expr **raw = ARENA_ARRAY(S->a, Expr *, na);
    for (int i = 0; i < na; i++) {
        raw[i] = strip_parens(call->args.items[i]);
        Expr *a = sema_rvalue(S, call->args.items[i]);
        bad |= type_is_error(a->type);
        call->args.items[i] = a;
    }
    if (bad) return sema_error_expr(S, call);
    int next = 1;
    for (size_t i = 0; i < n; i++) {
        if (f[i] != '%') continue;
        PrintfSpec sp;
        const char *why = printf_spec_parse(f + i, n - i, &sp);
        if (why) {
            Expr *a = call->args.items[0];
            diag_add_range(diag_error(S->d, a->loc, "invalid conversion specifier '%.*s' in the format: %s",
                                      (int)sp.len, f + i, why),
                           a->loc);
            return sema_error_expr(S, call);
        }
        const char *spec = arena_printf(S->a, "%.*s", (int)sp.len, f + i);
        i += sp.len - 1;
        if (sp.cls == PF_PERCENT) continue;
        if (next >= na) {
            Expr *a = call->args.items[0];
            diag_add_range(
                diag_error(S->d, a->loc, "more '%%' conversions than data arguments: '%s' has no argument", spec),
                a->loc);
            return sema_error_expr(S, call);
        }
        Expr *a = call->args.items[next];
        Type *t = rv(a);
        if (sp.lanes) {
            if (!vector_matches(&sp, t)) {
                diag_add_range(diag_error(S->d, a->loc,
                                          "format '%s' takes a vector of %d %s, but the argument has type '%s' "
                                          "(OpenCL converts no vector for printf)",
                                          spec, sp.lanes, vector_types(&sp), sema_type_str(S, t)),
                               a->loc);
                bad = true;
            }
        } else if (type_is_vector(t)) {
            diag_add_range(diag_error(S->d, a->loc,
                                      "the argument of format '%s' is a vector of type '%s': a vector needs a "
                                      "vector specifier ('%%v%d...')",
                                      spec, sema_type_str(S, t), t->vec.lanes),
                           a->loc);
            bad = true;
        } else if (sp.cls == PF_STRING) {
            if (!raw[next] || raw[next]->kind != EXPR_STRING) {
                diag_add_range(diag_error(S->d, a->loc, "the argument of format '%s' must be a string literal", spec),
                               a->loc);
                bad = true;
            }
        } else {
            const char *want = scalar_mismatch(&sp, t);
            if (want)
                diag_add_range(diag_warning(S->d, W_FORMAT, a->loc,
                                            "format '%s' takes %s, but the argument has type '%s'", spec, want,
                                            sema_type_str(S, t)),
                               a->loc);
            if (type_is_enum(t))
                a = sema_cast(S, a, t->en.underlying);
            else if ((type_is_integer(t) && type_int_rank(t) < type_int_rank(S->t_int)) || type_is_bool(t))
                a = sema_cast(S, a, S->t_int);
            call->args.items[next] = a;
        }
        next++;
    }
    if (bad) return sema_error_expr(S, call);
    if (next < na) {
        Expr *a = call->args.items[next];
        diag_add_range(diag_warning(S->d, W_FORMAT, a->loc, "data argument not used by format string"), a->loc);
    }
    Expr *r = ast_expr(S->a, EXPR_PRINTF, call->loc);
    r->args = call->args;
    r->type = S->t_int;
    r->op_loc = call->callee->loc;
    return r;
}
