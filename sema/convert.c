/*
 * convert.c - convert_T[n][_sat][_rte|_rtz|_rtp|_rtn](): parsing the name
 * into (destination, saturation, rounding), the diagnostics for names that
 * are almost right, and the operand checks.  The result is an EXPR_CONVERT
 * node with the default rounding resolved (rtz to integers, rte to floating
 * point); the lowering is the table-driven generator in codegen/cg_convert.c.
 */
#include "sema/sema_int.h"

#include <stdio.h>
#include <string.h>

/* ---- convert_T ----------------------------------------------------------- */

Expr *sema_check_convert(Sema *S, Expr *call, const char *name) {
    Loc cl = builtins_callee_loc(call);
    NameParse np;
    if (!builtins_parse_type_prefix(name + 8, &np)) {
        const char *sugg = builtins_closest_name(S, "convert_", name, true);
        Diagnostic *dg = diag_error(S->d, cl, "unknown conversion function '%s': the destination type is not a built-in type", name);
        if (sugg) { diag_note(dg, S->d, cl, "did you mean '%s'?", sugg); diag_add_fixit(dg, cl, sugg); }
        return builtins_fail(S, call);
    }
    char tname[64];
    snprintf(tname, sizeof tname, "%.*s", (int)np.elem_len, np.elem);
    /* Suffixes. */
    bool sat = false;
    RoundMode rm = RM_DEFAULT;
    const char *p = np.rest;
    bool order_error = false, bad_suffix = false;
    char bad[64] = "";
    while (*p) {
        if (*p != '_') { bad_suffix = true; snprintf(bad, sizeof bad, "%s", p); break; }
        const char *q = p + 1;
        size_t len = strcspn(q, "_");
        if (len == 3 && !strncmp(q, "sat", 3)) {
            if (rm != RM_DEFAULT) order_error = true;
            if (sat) { bad_suffix = true; snprintf(bad, sizeof bad, "_sat"); break; }
            sat = true;
        } else if (len == 3 && q[0] == 'r' && q[1] == 't' && strchr("eznp", q[2])) {
            if (rm != RM_DEFAULT) { bad_suffix = true; snprintf(bad, sizeof bad, "_%.3s", q); break; }
            rm = q[2] == 'e' ? RM_RTE : q[2] == 'z' ? RM_RTZ : q[2] == 'p' ? RM_RTP : RM_RTN;
        } else if (len == 3 && q[0] == 'r' && q[1] == 't') {
            Diagnostic *dg = diag_error(S->d, cl, "unknown rounding mode '_%.*s' in '%s': the rounding modes are _rte, _rtz, _rtp and _rtn",
                                        (int)len, q, name);
            const char *sugg = builtins_closest_name(S, "convert_", name, true);
            if (sugg) { diag_note(dg, S->d, cl, "did you mean '%s'?", sugg); diag_add_fixit(dg, cl, sugg); }
            return builtins_fail(S, call);
        } else {
            bad_suffix = true;
            snprintf(bad, sizeof bad, "_%.*s", (int)len, q);
            break;
        }
        p = q + len;
    }
    if (bad_suffix) {
        const char *sugg = builtins_closest_name(S, "convert_", name, true);
        Diagnostic *dg = diag_error(S->d, cl, "invalid suffix '%s' in conversion function '%s': the form is convert_<type>[n][_sat][_rte|_rtz|_rtp|_rtn]", bad, name);
        if (sugg) { diag_note(dg, S->d, cl, "did you mean '%s'?", sugg); diag_add_fixit(dg, cl, sugg); }
        return builtins_fail(S, call);
    }
    if (order_error) {
        char fixed[96];
        if (np.has_digits) snprintf(fixed, sizeof fixed, "convert_%s%ld_sat%s", tname, np.written_lanes, builtins_round_names[rm]);
        else snprintf(fixed, sizeof fixed, "convert_%s_sat%s", tname, builtins_round_names[rm]);
        Diagnostic *dg = diag_error(S->d, cl, "'%s': the '_sat' suffix must come before the rounding mode; did you mean '%s'?", name, fixed);
        diag_add_fixit(dg, cl, fixed);
        return builtins_fail(S, call);
    }
    if (!strcmp(tname, "half")) {
        diag_error(S->d, cl, "'%s': conversions to 'half' need the cl_khr_fp16 extension, which oclc does not support; use vstore_half to store floats as half", name);
        return builtins_fail(S, call);
    }
    if (!strcmp(tname, "bool") || !strcmp(tname, "void") || !strcmp(tname, "quad")) {
        diag_error(S->d, cl, "'%s': '%s' is not a valid conversion type (convert_ takes char, uchar, short, ushort, int, uint, long, ulong, float or double)", name, tname);
        return builtins_fail(S, call);
    }
    for (size_t i = 0; i < sizeof builtins_typedef_names / sizeof *builtins_typedef_names; i++)
        if (!strcmp(tname, builtins_typedef_names[i])) {
            Diagnostic *dg = diag_error(S->d, cl, "'%s': '%s' is not a valid conversion type (convert_ takes char, uchar, short, ushort, int, uint, long, ulong, float or double)", name, tname);
            const char *u = i == 0 || i == 3 ? "ulong" : "long";
            diag_note(dg, S->d, cl, "'%s' is '%s' on this target; use convert_%s%s", tname, u, u, np.rest);
            return builtins_fail(S, call);
        }
    if (np.lanes == 0) {
        diag_error(S->d, cl, "'%s': '%s%ld' is not a vector type (vectors have 2, 3, 4, 8 or 16 components)", name, tname, np.written_lanes);
        return builtins_fail(S, call);
    }
    Type *el = builtins_elem_type(S, tname);
    Type *dst = builtins_make_type(S, el, np.lanes);
    if (sat && type_is_float(el)) {
        char fixed[96];
        if (np.has_digits) snprintf(fixed, sizeof fixed, "convert_%s%ld%s", tname, np.written_lanes, builtins_round_names[rm]);
        else snprintf(fixed, sizeof fixed, "convert_%s%s", tname, builtins_round_names[rm]);
        Diagnostic *dg = diag_error(S->d, cl, "'%s': '_sat' is only allowed for integer destination types; conversions to '%s' never saturate", name, tname);
        diag_add_fixit(diag_note(dg, S->d, cl, "remove '_sat': '%s'", fixed), cl, fixed);
        return builtins_fail(S, call);
    }
    if (!builtins_check_one_arg(S, call, name, "conversion")) return builtins_fail(S, call);
    Expr *x = sema_rvalue(S, call->args.items[0]);
    Type *src = x->type->unqual;
    if (type_is_error(src)) return sema_error_expr(S, call);
    Type *se = type_elem(src);
    if (!type_is_arith_or_vector(src) || se->kind == TY_BOOL || se->kind == TY_HALF) {
        Diagnostic *dg = diag_error(S->d, x->loc, "invalid operand of type '%s' to '%s': convert_ takes a scalar or vector of char, uchar, short, ushort, int, uint, long, ulong, float or double",
                                    T(S, src), name);
        diag_add_range(dg, x->loc);
        return sema_error_expr(S, call);
    }
    int sl = type_lanes(src), dl = type_lanes(dst);
    if (sl != dl) {
        Diagnostic *dg = diag_error(S->d, cl, "'%s' converts %d element%s, but its operand of type '%s' has %d", name, dl, dl == 1 ? "" : "s", T(S, src), sl);
        diag_add_range(dg, x->loc);
        char fixed[96];
        const char *suf = np.rest;
        if (sl == 1) snprintf(fixed, sizeof fixed, "convert_%s%s", tname, suf);
        else snprintf(fixed, sizeof fixed, "convert_%s%d%s", tname, sl, suf);
        diag_add_fixit(diag_note(dg, S->d, cl, "use '%s' to convert a '%s'", fixed, T(S, src)), cl, fixed);
        return sema_error_expr(S, call);
    }
    Expr *r = ast_expr(S->a, EXPR_CONVERT, call->loc);
    r->type = dst;
    r->operand = x;
    r->sat = sat;
    r->round = rm != RM_DEFAULT ? rm : type_is_float(el) ? RM_RTE : RM_RTZ;
    r->op_loc = cl;
    return r;
}

