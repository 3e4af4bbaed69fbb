/*
 * astype.c - as_T() and as_Tn(): reinterpretation of a value's bits as
 * another type of the same storage size (OpenCL C 2.0, 1.2.4; the rules and
 * oclc's definitions of the implementation-defined cases are in
 * docs/astype.md).  The result is an EXPR_ASTYPE node; lowering is in
 * codegen/cg_expr.c.
 */
#include "sema/sema_int.h"

#include <stdio.h>
#include <string.h>

/* ---- as_T -------------------------------------------------------------- */

static const char *lane_letters(int lane) {
    static const char *const xyzw[] = {"x", "y", "z", "w"};
    return lane < 4 ? xyzw[lane] : NULL;
}

Expr *sema_check_astype(Sema *S, Expr *call, const char *name) {
    NameParse np;
    Loc cl = builtins_callee_loc(call);
    if (!builtins_parse_type_prefix(name + 3, &np) || *np.rest) {
        const char *sugg = builtins_closest_name(S, "as_", name, false);
        Diagnostic *dg = diag_error(S->d, cl, "'%s' is not a valid as_type function: as_T() takes a built-in scalar or vector type name T", name);
        if (sugg) { diag_note(dg, S->d, cl, "did you mean '%s'?", sugg); diag_add_fixit(dg, cl, sugg); }
        return builtins_fail(S, call);
    }
    char tname[64];
    snprintf(tname, sizeof tname, "%.*s", (int)np.elem_len, np.elem);
    if (!strcmp(tname, "bool") || !strcmp(tname, "half") || !strcmp(tname, "void") || !strcmp(tname, "quad")) {
        diag_error(S->d, cl, "invalid as_type function '%s': '%s' %s", name, tname,
                   !strcmp(tname, "quad") ? "is a reserved type" : "values cannot be reinterpreted (as_type excludes bool, half and void)");
        return builtins_fail(S, call);
    }
    if (np.lanes == 0) {
        diag_error(S->d, cl, "invalid as_type function '%s': '%s%ld' is not a vector type (vectors have 2, 3, 4, 8 or 16 components)",
                   name, tname, np.written_lanes);
        return builtins_fail(S, call);
    }
    Type *el = builtins_elem_type(S, tname);
    if (!el || (np.has_digits && strchr(tname, '_'))) {
        diag_error(S->d, cl, "'%s' is not a valid as_type function", name);
        return builtins_fail(S, call);
    }
    Type *dst = builtins_make_type(S, el, np.lanes);
    if (!builtins_check_one_arg(S, call, name, "as_type")) return builtins_fail(S, call);
    Expr *x = sema_rvalue(S, call->args.items[0]);
    Type *src = x->type->unqual;
    if (type_is_error(src)) return sema_error_expr(S, call);
    Type *se = type_elem(src);
    if (!type_is_arith_or_vector(src) || se->kind == TY_BOOL || se->kind == TY_HALF) {
        Diagnostic *dg = diag_error(S->d, x->loc, "invalid operand of type '%s' to '%s': as_type reinterprets values of built-in scalar and vector types other than bool and half",
                                    T(S, src), name);
        diag_add_range(dg, x->loc);
        return sema_error_expr(S, call);
    }
    int64_t ss = type_size(src), ds = type_size(dst);
    int sl = type_lanes(src), dl = type_lanes(dst);
    if (ss != ds) {
        Diagnostic *dg = diag_error(S->d, cl, "invalid reinterpretation: '%s' (%lld bytes) and '%s' (%lld bytes) differ in size",
                                    T(S, src), (long long)ss, T(S, dst), (long long)ds);
        diag_add_range(dg, x->loc);
        if (x->kind == EXPR_FLOAT && !x->float_single && ds == 4 && el->kind == TY_INT) {
            diag_note(dg, S->d, x->loc, "an unsuffixed floating literal is a 'double' (8 bytes); add an 'f' suffix for a 'float'");
        } else if (x->kind == EXPR_CONV && x->implicit == false) {
            /* nothing more to say */
        }
        /* Same-size reinterpretations to the destination's element type. */
        int64_t es = type_size(el);
        if (ss % es == 0) {
            int64_t n = ss / es;
            bool valid = n == 1 || n == 2 || n == 4 || n == 8 || n == 16;
            if (valid) {
                char alt[96];
                if (n == 1) snprintf(alt, sizeof alt, "as_%s", tname);
                else snprintf(alt, sizeof alt, "as_%s%lld", tname, (long long)n);
                if (n == 4 && type_is_vector(dst) && dst->n == 3) { /* as_T3 from a 16-byte value needs as_T4 first */ }
                diag_note(dg, S->d, cl, "'%s' is the same size: it reinterprets '%s' as %lld '%s' value%s", alt, T(S, src),
                          (long long)n, tname, n == 1 ? "" : "s");
            }
        }
        /* A value conversion was probably meant when the value count matches. */
        if (sl == dl || (type_is_float(se) != type_is_float(el) && !type_is_vector(src) && !type_is_vector(dst))) {
            char conv[96];
            if (dl == 1) snprintf(conv, sizeof conv, "convert_%s", tname);
            else snprintf(conv, sizeof conv, "convert_%s%d", tname, dl);
            if (sl == dl) {
                Diagnostic *n = diag_note(dg, S->d, cl, "to convert the %s of '%s' to '%s', use '%s'", sl == 1 ? "value" : "values", T(S, src), T(S, dst), conv);
                diag_add_fixit(n, cl, conv);
            }
        }
        return sema_error_expr(S, call);
    }
    Expr *r = ast_expr(S->a, EXPR_ASTYPE, call->loc);
    r->type = dst;
    r->operand = x;
    r->op_loc = cl;
    if (sl == dl) return r;
    int64_t ses = type_size(se), des = type_size(el);
    bool src3 = type_is_vector(src) && src->n == 3;
    if (src3 && !(type_is_vector(dst) && dst->n == 3 && ses == des)) {
        /* Bytes [3*ses, 4*ses) of a vec3 are its padding lane. */
        int64_t lo = 3 * ses / des, hi = (4 * ses - 1) / des;
        Diagnostic *dg;
        if (lo == hi)
            dg = diag_warning(S->d, W_ASTYPE_VEC3, cl, "'%s' of a 3-component '%s': result component %s%lld is undefined (it comes from the padding lane of '%s')",
                              name, T(S, src), lane_letters((int)lo) && dl <= 4 ? "." : ".s", (long long)lo, T(S, src));
        else
            dg = diag_warning(S->d, W_ASTYPE_VEC3, cl, "'%s' of a 3-component '%s': result components .s%llX to .s%llX are undefined (they come from the padding lane of '%s')",
                              name, T(S, src), (long long)lo, (long long)hi, T(S, src));
        if (dg && lo == hi && lane_letters((int)lo) && dl <= 4)
            dg->msg = arena_printf(S->a, "'%s' of a 3-component '%s': result component '%s' is undefined (it comes from the padding lane of '%s')",
                                   name, T(S, src), lane_letters((int)lo), T(S, src));
        diag_add_range(dg, x->loc);
        return r;
    }
    bool dst3 = type_is_vector(dst) && dst->n == 3;
    if (dst3 && type_is_vector(src) && src->n == 4 && ses == des) return r; /* vec4 -> vec3: x, y, z defined */
    Diagnostic *dg = diag_warning(S->d, W_ASTYPE_IMPL_DEFINED, cl,
        "'%s' of '%s' changes the number of components (%d to %d): the result is implementation-defined; oclc reinterprets the bytes in memory order (little-endian)",
        name, T(S, src), sl, dl);
    if (dg) {
        diag_add_range(dg, x->loc);
        if (des <= ses) {
            int64_t per = ses / des;
            diag_note(dg, S->d, cl, "result.s0 is bytes 0-%lld of operand component 0%s", (long long)des - 1,
                      per > 1 ? arena_printf(S->a, ", result.s1 is bytes %lld-%lld of it", (long long)des, (long long)2 * des - 1)
                              : "");
        } else {
            int64_t per = des / ses;
            diag_note(dg, S->d, cl, "result component 0 is operand components 0 to %lld, lowest address in the least significant bits", (long long)per - 1);
        }
    }
    return r;
}

