/*
 * astype.c - as_T() and as_Tn(): reinterpreting a value's bits as another
 * type of the same storage size (OpenCL C 2.0, 1.2.4).  The rules, oclc's
 * definition of the implementation-defined cases and every diagnostic below
 * are written up, with examples, in docs/astype.md; the lowering of the
 * EXPR_ASTYPE node made here is codegen/cg_astype.c.
 *
 * The check is a straight line of gates, each of which either stops with
 * one error or lets the call through:
 *
 *   1. the name: as_ + a built-in scalar or vector type name other than
 *      bool, half and void (as_int5, as_bool, as_size_t2, as_int_sat ...);
 *   2. exactly one argument;
 *   3. the operand: a value of a built-in scalar or vector type (not a
 *      pointer, bool, half, struct, void); no promotion is applied;
 *   4. equal storage sizes, a 3-component vector counting as 4.
 *
 * Users come to oclc for gate 4's message, so it says everything the
 * compiler knows: both types with their sizes in bytes, the operand's range,
 * why the operand has the size it has (a literal's type, no promotion, the
 * vec3 storage rule), the same-size as_ functions of the destination's
 * element type, and, when the element counts agree so that a value
 * conversion was probably meant, a fix-it to convert_T.  Notes are placed at
 * the user's code (the outermost macro use) so that a call written inside a
 * macro gets the "expanded from macro" backtrace once, on the error; a
 * fix-it is never attached to text inside a macro body, since editing the
 * definition would change every use of it.
 *
 * A legal call that changes the number of components gets a warning that
 * says exactly which result bits are not defined by OpenCL:
 *   -Wastype-vec3 (on by default): the operand is a 3-component vector and
 *      its padding lane reaches the result (which lane, or which bits of
 *      which lane);
 *   -Wastype-implementation-defined (-Wall): every other change of count,
 *      with oclc's mapping of the first result components in a note.
 * vec4 -> vec3 of the same element size and vec3 -> vec3 are defined and
 * get no warning.
 */
#include "sema/sema_int.h"

#include <stdio.h>
#include <string.h>

/* ---- spelling helpers ----------------------------------------------------- */

/* "1 byte", "16 bytes" (arena string). */
static const char *bytes(Sema *S, int64_t n)
{
    return arena_printf(S->a, "%lld byte%s", (long long)n, n == 1 ? "" : "s");
}

/* The name of component i of a vector of n components, as written after
 * the dot: x y z w for n <= 4, s0..sF above. */
static const char *comp_name(Sema *S, int n, int64_t i)
{
    static const char *const xyzw[] = {"x", "y", "z", "w"};
    if (n <= 4 && i < 4) return xyzw[i];
    return arena_printf(S->a, "s%llX", (long long)i);
}

/* "result.s3" or, for a scalar, "the result" (and likewise for the operand). */
static const char *lane_ref(Sema *S, const char *what, int lanes, int64_t i)
{
    if (lanes == 1) return arena_printf(S->a, "the %s", what);
    return arena_printf(S->a, "%s.s%llX", what, (long long)i);
}

/* The source text of e when it is short, on one line and written by the
 * user (not in a macro body); NULL otherwise. */
static const char *source_text(Sema *S, Expr *e)
{
    Loc l = e->loc;
    SrcFile *f = l.exp ? NULL : sm_file(S->sm, l.file);
    if (!f || f->is_builtin || !l.len || l.len > 40 || l.off + l.len > f->len) return NULL;
    if (memchr(f->text + l.off, '\n', l.len)) return NULL;
    return arena_printf(S->a, "%.*s", (int)l.len, f->text + l.off);
}

/* A literal operand, through unary + and - (whose type is the literal's). */
static Expr *literal_of(Expr *e)
{
    while (e->kind == EXPR_UNARY && (e->uop == UO_MINUS || e->uop == UO_PLUS)) e = e->operand;
    return e->kind == EXPR_INT || e->kind == EXPR_FLOAT || e->kind == EXPR_CHAR ? e : NULL;
}

/* ---- gate 1: the name ------------------------------------------------------- */

/* Whether "as_" + the type part of np names a valid as_ function. */
static bool valid_type_part(Sema *S, const NameParse *np)
{
    char tname[64];
    snprintf(tname, sizeof tname, "%.*s", (int)np->elem_len, np->elem);
    return np->lanes && builtins_elem_type(S, tname) && !(np->has_digits && strchr(tname, '_'));
}

/* The destination type named by `name` ("as_float4"), or NULL after an
 * error. */
static Type *astype_dest(Sema *S, Expr *call, const char *name)
{
    Loc cl = builtins_callee_loc(call);
    NameParse np;
    if (!builtins_parse_type_prefix(name + 3, &np)) {
        const char *sugg = builtins_closest_name(S, "as_", name, false);
        Diagnostic *dg = diag_error(
            S->d, cl,
            "'%s' is not a valid as_type function: as_T() and as_Tn() take a built-in scalar or vector type name T",
            name);
        diag_add_range(dg, cl);
        if (sugg) {
            Diagnostic *n = diag_note(dg, S->d, sm_use_loc(S->sm, cl), "did you mean '%s'?", sugg);
            if (!cl.exp) diag_add_fixit(n, cl, sugg);
        }
        return NULL;
    }
    char tname[64];
    snprintf(tname, sizeof tname, "%.*s", (int)np.elem_len, np.elem);
    if (*np.rest) {
        /* as_int_sat, as_float4_rte, as_intx: as_type has no suffixes. */
        Diagnostic *dg;
        bool conv_suffix = !strncmp(np.rest, "_sat", 4) || !strncmp(np.rest, "_rt", 3);
        if (conv_suffix)
            dg = diag_error(S->d, cl,
                            "invalid as_type function '%s': as_type takes no '%s' suffix (saturation and rounding "
                            "belong to convert_T, which converts values)",
                            name, np.rest);
        else
            dg =
                diag_error(S->d, cl, "'%s' is not a valid as_type function: unexpected '%s' after the type name '%.*s'",
                           name, np.rest, (int)(np.rest - (name + 3)), name + 3);
        diag_add_range(dg, cl);
        const char *sugg = conv_suffix && valid_type_part(S, &np)
                               ? arena_printf(S->a, "as_%.*s", (int)(np.rest - (name + 3)), name + 3)
                               : builtins_closest_name(S, "as_", name, false);
        if (sugg && strcmp(sugg, name)) {
            Diagnostic *n = diag_note(dg, S->d, sm_use_loc(S->sm, cl), "did you mean '%s'?", sugg);
            if (!cl.exp) diag_add_fixit(n, cl, sugg);
        }
        return NULL;
    }
    if (!strcmp(tname, "bool") || (!strcmp(tname, "half") && !sema_has_half(S)) || !strcmp(tname, "void") ||
        !strcmp(tname, "quad")) {
        Diagnostic *dg = diag_error(
            S->d, cl, "invalid as_type function '%s': %s", name,
            !strcmp(tname, "quad")
                ? "'quad' is a reserved type"
                : arena_printf(S->a, "'%s' values cannot be reinterpreted (as_type excludes bool, half and void)",
                               tname));
        diag_add_range(dg, cl);
        return NULL;
    }
    if (np.lanes == 0) {
        Diagnostic *dg = diag_error(
            S->d, cl,
            "invalid as_type function '%s': '%s%ld' is not a vector type (vectors have 2, 3, 4, 8 or 16 components)",
            name, tname, np.written_lanes);
        diag_add_range(dg, cl);
        return NULL;
    }
    Type *el = builtins_elem_type(S, tname);
    if (!el) {
        diag_add_range(diag_error(S->d, cl, "'%s' is not a valid as_type function", name), cl);
        return NULL;
    }
    if (np.has_digits && strchr(tname, '_')) {
        diag_add_range(diag_error(S->d, cl, "invalid as_type function '%s': '%s' has no vector types", name, tname),
                       cl);
        return NULL;
    }
    return builtins_make_type(S, el, np.lanes);
}

/* ---- gate 4: the size error ------------------------------------------------ */

static void size_error(Sema *S, Expr *call, Expr *x, Type *src, Type *dst)
{
    Loc cl = builtins_callee_loc(call);
    Loc at = sm_use_loc(S->sm, cl); /* notes: in the user's code */
    Type *se = type_elem(src), *de = type_elem(dst);
    int64_t ss = type_size(src), ds = type_size(dst), des = type_size(de);
    int sl = type_lanes(src), dl = type_lanes(dst);
    Diagnostic *dg = diag_error(S->d, cl, "invalid reinterpretation: '%s' (%s) and '%s' (%s) differ in size",
                                sema_type_str(S, src), bytes(S, ss), sema_type_str(S, dst), bytes(S, ds));
    diag_add_range(dg, x->loc);

    /* Why the operand has its size. */
    Expr *lit = literal_of(x);
    Type *lt = lit && lit->type ? lit->type->unqual : NULL;
    if (lit && lit->kind == EXPR_FLOAT && lt->kind == TY_DOUBLE)
        diag_note(dg, S->d, lit->loc, "a floating literal without a suffix is a 'double' (8 bytes)%s",
                  ds == 4 ? "; add an 'f' suffix for a 'float'" : "");
    else if (lit && lit->kind == EXPR_FLOAT && lit->float_single)
        diag_note(dg, S->d, lit->loc, "the 'f' suffix makes this literal a 'float' (4 bytes)");
    else if (lit)
        diag_note(dg, S->d, lit->loc, "this literal has type '%s' (%s)", sema_type_str(S, src), bytes(S, ss));
    else if (sl == 1 && dl == 1 && ss < ds)
        diag_note(dg, S->d, x->loc, "as_type does not promote its operand: it stays a '%s' (%s)", sema_type_str(S, src),
                  bytes(S, ss));
    if (type_lanes(src) == 3)
        diag_note(dg, S->d, x->loc, "a 3-component vector is stored as 4 components: '%s' is %s", sema_type_str(S, src),
                  bytes(S, ss));
    else if (type_lanes(dst) == 3)
        diag_note(dg, S->d, at, "a 3-component vector is stored as 4 components: '%s' is %s", sema_type_str(S, dst),
                  bytes(S, ds));

    /* The as_ functions of the destination's element type that fit. */
    if (ss % des == 0) {
        int64_t n = ss / des;
        Type *alt_type = n == 1 || n == 2 || n == 4 || n == 8 || n == 16 ? builtins_make_type(S, de, (int)n) : NULL;
        if (alt_type && alt_type == src && n > 1) {
            /* as_float4(float8): the only same-size type is the operand's own. */
        } else if (alt_type) {
            const char *alt = n == 1 ? arena_printf(S->a, "as_%s", sema_type_str(S, de))
                                     : arena_printf(S->a, "as_%s%lld", sema_type_str(S, de), (long long)n);
            if (n == 1 && src == de) /* as_float4(f): the identity would be no help */
                diag_note(dg, S->d, at, "to repeat the '%s' value in every component, use a vector literal: '(%s)(%s)'",
                          sema_type_str(S, src), sema_type_str(S, dst), source_text(S, x) ? source_text(S, x) : "...");
            else if (n == 1)
                diag_note(dg, S->d, at, "'%s' has the size of '%s': it reinterprets the %s as one '%s'", alt,
                          sema_type_str(S, src), bytes(S, ss), sema_type_str(S, de));
            else
                diag_note(dg, S->d, at, "'%s' has the size of '%s': it reinterprets the %s as %lld '%s' values", alt,
                          sema_type_str(S, src), bytes(S, ss), (long long)n, sema_type_str(S, de));
        }
    }

    /* Equal counts and different element sizes: a value conversion was
     * probably meant (float4 -> double4, char -> int, int2 -> double2). */
    if (sl == dl && type_size(se) != des) {
        const char *conv = dl == 1 ? arena_printf(S->a, "convert_%s", sema_type_str(S, de))
                                   : arena_printf(S->a, "convert_%s%d", sema_type_str(S, de), dl);
        Diagnostic *n;
        if (!cl.exp) {
            n = diag_note(dg, S->d, at, "to convert the %s of '%s' to '%s', use '%s'", sl == 1 ? "value" : "values",
                          sema_type_str(S, src), sema_type_str(S, dst), conv);
            diag_add_fixit(n, cl, conv);
        } else {
            const Expansion *e = sm_expansion(S->sm, cl.exp);
            diag_note(dg, S->d, at, "to convert the %s of '%s' to '%s', use '%s' in the definition of macro '%s'",
                      sl == 1 ? "value" : "values", sema_type_str(S, src), sema_type_str(S, dst), conv,
                      e ? e->macro : "?");
        }
    }
}

/* ---- warnings on legal calls that change the component count -------------- */

/* The operand is a 3-component vector whose padding lane (bytes [3*ses,
 * 4*ses)) reaches the result: say which result lanes or bits. */
static void warn_vec3(Sema *S, Expr *call, const char *name, Expr *x, Type *src, Type *dst)
{
    Loc cl = builtins_callee_loc(call);
    int64_t ses = type_size(type_elem(src)), des = type_size(type_elem(dst));
    int dl = type_lanes(dst);
    int64_t pad = 3 * ses, lo = pad / des, hi = (4 * ses - 1) / des;
    const char *what;
    if (des > ses) {
        /* The padding is the top of one result lane. */
        int64_t b0 = (pad % des) * 8, b1 = des * 8 - 1;
        what = dl == 1 ? arena_printf(S->a, "bits %lld-%lld of the result are undefined (they come", (long long)b0,
                                      (long long)b1)
                       : arena_printf(S->a, "bits %lld-%lld of result component '%s' are undefined (they come",
                                      (long long)b0, (long long)b1, comp_name(S, dl, lo));
    } else if (lo == hi) {
        what = arena_printf(S->a, "result component '%s' is undefined (it comes", comp_name(S, dl, lo));
    } else {
        what = arena_printf(S->a, "result components '%s' %s '%s' are undefined (they come", comp_name(S, dl, lo),
                            hi == lo + 1 ? "and" : "to", comp_name(S, dl, hi));
    }
    Diagnostic *dg =
        diag_warning(S->d, W_ASTYPE_VEC3, cl, "'%s' of a 3-component '%s': %s from the padding lane of '%s')", name,
                     sema_type_str(S, src), what, sema_type_str(S, src));
    if (!dg) return;
    diag_add_range(dg, x->loc);
    Loc at = sm_use_loc(S->sm, cl);
    Type *v4 = type_vector(S->tt, type_elem(src), 4);
    const char *txt = source_text(S, x);
    diag_note(dg, S->d, at,
              "OpenCL leaves the padding lane undefined (oclc reads it as zero bits); to give it a value, reinterpret "
              "a '%s': '%s((%s)(%s, 0))'",
              sema_type_str(S, v4), name, sema_type_str(S, v4), txt ? txt : "...");
}

/* Any other change of count: implementation-defined; oclc's mapping of the
 * first result components in a note. */
static void warn_impl_defined(Sema *S, Expr *call, const char *name, Expr *x, Type *src, Type *dst)
{
    Loc cl = builtins_callee_loc(call);
    int sl = type_lanes(src), dl = type_lanes(dst);
    Diagnostic *dg = diag_warning(S->d, W_ASTYPE_IMPL_DEFINED, cl,
                                  "'%s' of '%s' changes the number of components (%d to %d): the result is "
                                  "implementation-defined; oclc reinterprets the bytes in memory order (little-endian)",
                                  name, sema_type_str(S, src), sl, dl);
    if (!dg) return;
    diag_add_range(dg, x->loc);
    Loc at = sm_use_loc(S->sm, cl);
    int64_t ses = type_size(type_elem(src)), des = type_size(type_elem(dst));
    StrBuf b = {0};
    if (des < ses) {
        /* Each operand component splits into ses/des result components,
         * the lowest bits first. */
        int64_t per = ses / des, shown = dl < 3 ? dl : 3;
        for (int64_t j = 0; j < shown; j++) {
            int64_t lo = (j % per) * des * 8;
            sb_printf(&b, "%s%s = bits %lld-%lld of %s", j ? ", " : "", lane_ref(S, "result", dl, j), (long long)lo,
                      (long long)(lo + des * 8 - 1), lane_ref(S, "operand", sl, j / per));
        }
        if (shown < dl) sb_puts(&b, ", ...");
    } else {
        /* des/ses operand components make one result component, the first
         * in the least significant bits. */
        int64_t per = des / ses;
        sb_printf(&b, "the bits of %s = ", lane_ref(S, "result", dl, 0));
        for (int64_t i = 0; i < per; i++) {
            sb_printf(&b, "%s%s", i ? " | " : "", lane_ref(S, "operand", sl, i));
            if (i) sb_printf(&b, " << %lld", (long long)(i * ses * 8));
        }
        sb_puts(&b, ", each operand component's bits taken as unsigned");
        if (dl > 1)
            sb_printf(&b, "; result.s1 likewise from operand.s%llX to operand.s%llX", (long long)per,
                      (long long)(2 * per - 1));
    }
    diag_note(dg, S->d, at, "oclc's mapping: %s", arena_strdup(S->a, sb_cstr(&b)));
    sb_free(&b);
}

/* ---- the check -------------------------------------------------------------- */

Expr *sema_check_astype(Sema *S, Expr *call, const char *name)
{
    Type *dst = astype_dest(S, call, name);
    if (!dst) return builtins_fail(S, call);
    if (!builtins_check_one_arg(S, call, name, "as_type")) return builtins_fail(S, call);
    Expr *x = sema_rvalue(S, call->args.items[0]);
    call->args.items[0] = x;
    Type *src = x->type->unqual;
    if (type_is_error(src)) return sema_error_expr(S, call);
    Type *se = type_elem(src);
    if (!type_is_arith_or_vector(src) || se->kind == TY_BOOL || (se->kind == TY_HALF && !sema_has_half(S))) {
        Diagnostic *dg = diag_error(S->d, x->loc,
                                    "invalid operand of type '%s' to '%s': as_type reinterprets values of built-in "
                                    "scalar and vector types other than bool and half",
                                    sema_type_str(S, src), name);
        diag_add_range(dg, x->loc);
        if (type_is_pointer(src))
            diag_note(dg, S->d, x->loc,
                      "a pointer cannot be reinterpreted; a cast such as '(uintptr_t)' converts it to an integer");
        return sema_error_expr(S, call);
    }
    if (type_size(src) != type_size(dst)) {
        size_error(S, call, x, src, dst);
        return sema_error_expr(S, call);
    }
    Expr *r = ast_expr(S->a, EXPR_ASTYPE, call->loc);
    r->type = dst;
    r->operand = x;
    r->op_loc = builtins_callee_loc(call);
    int sl = type_lanes(src), dl = type_lanes(dst);
    bool src3 = sl == 3 && type_is_vector(src), dst3 = dl == 3 && type_is_vector(dst);
    bool same_elem_size = type_size(se) == type_size(type_elem(dst));
    if (sl == dl) return r;                        /* bits unchanged (vec3: padding to padding) */
    if (src3)
        warn_vec3(S, call, name, x, src, dst);     /* the padding lane reaches the result */
    else if (!(dst3 && sl == 4 && same_elem_size)) /* vec4 -> vec3 is defined */
        warn_impl_defined(S, call, name, x, src, dst);
    return r;
}
