/*
 * convert.c - convert_T[n][_sat][_rte|_rtz|_rtp|_rtn](): parsing the name
 * into (destination, saturation, rounding), the diagnostics for names that
 * are almost right, and the operand checks.  The result is an EXPR_CONVERT
 * node with the default rounding resolved (rtz to integers, rte to floating
 * point); the lowering is the table-driven generator in codegen/cg_convert.c.
 *
 * convert_ is a family of names, not table rows, so a bad name is taken
 * apart rather than just "not found": every message starts "invalid
 * conversion function 'NAME':" and says which part is wrong (the type, a
 * vector count, a suffix, their order, a repeated or second rounding
 * mode, _sat on a floating destination), with the corrected name as a
 * fix-it where one exists (the closest valid name within two edits for
 * typos, from builtins_closest_name).  Operand errors say which counts or
 * which types differ and name the conversion that would fit.  The rules
 * and examples are in docs/conversions.md.
 */
#include "sema/sema_int.h"

#include <stdio.h>
#include <string.h>

/* ---- convert_T ----------------------------------------------------------- */

Expr *sema_check_convert(Sema *S, Expr *call, const char *name)
{
    Loc cl = builtins_callee_loc(call);
    NameParse np;
    if (!builtins_parse_type_prefix(name + 8, &np)) {
        const char *sugg = builtins_closest_name(S, "convert_", name, true);
        Diagnostic *dg = diag_error(S->d, cl,
                                    "invalid conversion function '%s': unknown destination type (convert_ converts to "
                                    "char, uchar, short, ushort, int, uint, long, ulong, float or double)",
                                    name);
        if (sugg) {
            diag_note(dg, S->d, cl, "did you mean '%s'?", sugg);
            diag_add_fixit(dg, cl, sugg);
        } else
            diag_add_range(dg, cl);
        return builtins_fail(S, call);
    }
    char tname[64];
    snprintf(tname, sizeof tname, "%.*s", (int)np.elem_len, np.elem);
    /* Suffixes: each '_'-separated word is sat or a rounding mode.  The
     * checks run from the most specific message to the least. */
    bool sat = false, order_error = false, dup_sat = false;
    RoundMode rm = RM_DEFAULT, rm2 = RM_DEFAULT;
    const char *p = np.rest;
    const char *bad = NULL;
    size_t bad_len = 0;
    while (*p && !bad) {
        if (*p != '_') {
            bad = p;
            bad_len = strlen(p);
            break;
        }
        const char *q = p + 1;
        size_t len = strcspn(q, "_");
        if (len == 3 && !strncmp(q, "sat", 3)) {
            if (rm != RM_DEFAULT) order_error = true;
            if (sat) dup_sat = true;
            sat = true;
        } else if (len == 3 && q[0] == 'r' && q[1] == 't' && strchr("eznp", q[2])) {
            RoundMode m = q[2] == 'e' ? RM_RTE : q[2] == 'z' ? RM_RTZ : q[2] == 'p' ? RM_RTP : RM_RTN;
            if (rm == RM_DEFAULT)
                rm = m;
            else if (rm2 == RM_DEFAULT)
                rm2 = m;
        } else if (len == 3 && q[0] == 'r' && q[1] == 't') {
            Diagnostic *dg = diag_error(S->d, cl,
                                        "invalid conversion function '%s': unknown rounding mode '_%.*s' (the rounding "
                                        "modes are _rte, _rtz, _rtp and _rtn)",
                                        name, (int)len, q);
            const char *sugg = builtins_closest_name(S, "convert_", name, true);
            if (sugg) {
                diag_note(dg, S->d, cl, "did you mean '%s'?", sugg);
                diag_add_fixit(dg, cl, sugg);
            } else
                diag_add_range(dg, cl);
            return builtins_fail(S, call);
        } else {
            bad = p;
            bad_len = len + 1;
        }
        p = q + len;
    }
    if (bad) {
        const char *sugg = builtins_closest_name(S, "convert_", name, true);
        Diagnostic *dg = diag_error(S->d, cl,
                                    "invalid conversion function '%s': unexpected '%.*s' (the form is "
                                    "convert_<type>[n][_sat][_rte|_rtz|_rtp|_rtn])",
                                    name, (int)bad_len, bad);
        if (sugg) {
            diag_note(dg, S->d, cl, "did you mean '%s'?", sugg);
            diag_add_fixit(dg, cl, sugg);
        } else
            diag_add_range(dg, cl);
        return builtins_fail(S, call);
    }
    /* The name as it should have been written: type, count, _sat, one mode. */
    char fixed[96];
    if (np.has_digits)
        snprintf(fixed, sizeof fixed, "convert_%s%ld%s%s", tname, np.written_lanes, sat ? "_sat" : "",
                 builtins_round_names[rm]);
    else
        snprintf(fixed, sizeof fixed, "convert_%s%s%s", tname, sat ? "_sat" : "", builtins_round_names[rm]);
    if (rm2 != RM_DEFAULT) {
        Diagnostic *dg = diag_error(
            S->d, cl,
            "invalid conversion function '%s': two rounding modes, '%s' and '%s' (a conversion takes at most one)",
            name, builtins_round_names[rm], builtins_round_names[rm2]);
        diag_add_range(dg, cl);
        diag_add_fixit(diag_note(dg, S->d, cl, "keep the first: '%s'", fixed), cl, fixed);
        return builtins_fail(S, call);
    }
    if (dup_sat) {
        Diagnostic *dg = diag_error(S->d, cl, "invalid conversion function '%s': '_sat' appears twice", name);
        diag_add_range(dg, cl);
        diag_add_fixit(diag_note(dg, S->d, cl, "write it once: '%s'", fixed), cl, fixed);
        return builtins_fail(S, call);
    }
    if (order_error) {
        Diagnostic *dg = diag_error(
            S->d, cl, "invalid conversion function '%s': '_sat' must come before the rounding mode; did you mean '%s'?",
            name, fixed);
        diag_add_fixit(dg, cl, fixed);
        return builtins_fail(S, call);
    }
    if (!strcmp(tname, "half") && !sema_has_half(S)) {
        diag_add_range(diag_error(S->d, cl,
                                  "invalid conversion function '%s': conversions to 'half' need the cl_khr_fp16 "
                                  "extension, which oclc does not support; use vstore_half to store floats as half",
                                  name),
                       cl);
        return builtins_fail(S, call);
    }
    if (!strcmp(tname, "bool") || !strcmp(tname, "void") || !strcmp(tname, "quad")) {
        diag_add_range(diag_error(S->d, cl,
                                  "invalid conversion function '%s': convert_ does not convert to '%s' (it converts to "
                                  "char, uchar, short, ushort, int, uint, long, ulong, float or double)",
                                  name, tname),
                       cl);
        return builtins_fail(S, call);
    }
    for (size_t i = 0; i < sizeof builtins_typedef_names / sizeof *builtins_typedef_names; i++)
        if (!strcmp(tname, builtins_typedef_names[i])) {
            Diagnostic *dg =
                diag_error(S->d, cl,
                           "invalid conversion function '%s': '%s' is not a conversion type (convert_ converts to "
                           "char, uchar, short, ushort, int, uint, long, ulong, float or double)",
                           name, tname);
            const char *u = i == 0 || i == 3 ? "ulong" : "long";
            char alt[96];
            snprintf(alt, sizeof alt, "convert_%s%s", u, np.rest);
            diag_add_range(dg, cl);
            diag_add_fixit(diag_note(dg, S->d, cl, "'%s' is '%s' on this target; use '%s'", tname, u, alt), cl, alt);
            return builtins_fail(S, call);
        }
    if (np.lanes == 0) {
        diag_add_range(diag_error(S->d, cl,
                                  "invalid conversion function '%s': '%s%ld' is not a vector type (vectors have 2, 3, "
                                  "4, 8 or 16 components)",
                                  name, tname, np.written_lanes),
                       cl);
        return builtins_fail(S, call);
    }
    Type *el = builtins_elem_type(S, tname);
    Type *dst = builtins_make_type(S, el, np.lanes);
    if (sat && type_is_float(el)) {
        if (np.has_digits)
            snprintf(fixed, sizeof fixed, "convert_%s%ld%s", tname, np.written_lanes, builtins_round_names[rm]);
        else
            snprintf(fixed, sizeof fixed, "convert_%s%s", tname, builtins_round_names[rm]);
        Diagnostic *dg = diag_error(S->d, cl,
                                    "invalid conversion function '%s': '_sat' is only allowed for integer destination "
                                    "types; conversions to '%s' never saturate",
                                    name, tname);
        diag_add_range(dg, cl);
        diag_add_fixit(diag_note(dg, S->d, cl, "remove '_sat': '%s'", fixed), cl, fixed);
        return builtins_fail(S, call);
    }
    if (!builtins_check_one_arg(S, call, name, "conversion")) return builtins_fail(S, call);
    Expr *x = sema_rvalue(S, call->args.items[0]);
    Type *src = x->type->unqual;
    if (type_is_error(src)) return sema_error_expr(S, call);
    Type *se = type_elem(src);
    if (!type_is_arith_or_vector(src) || se->kind == TY_BOOL || (se->kind == TY_HALF && !sema_has_half(S))) {
        Diagnostic *dg = diag_error(S->d, x->loc,
                                    "invalid operand of type '%s' to '%s': convert_ takes a scalar or vector of char, "
                                    "uchar, short, ushort, int, uint, long, ulong, float or double",
                                    sema_type_str(S, src), name);
        diag_add_range(dg, x->loc);
        if (se->kind == TY_BOOL)
            diag_note(dg, S->d, x->loc, "a bool converts implicitly, or with a cast: (%s)b is 0 or 1",
                      type_is_vector(dst) ? tname : sema_type_str(S, dst));
        return sema_error_expr(S, call);
    }
    int sl = type_lanes(src), dl = type_lanes(dst);
    if (sl != dl) {
        Diagnostic *dg = diag_error(S->d, cl, "'%s' converts %d element%s, but its operand of type '%s' has %d", name,
                                    dl, dl == 1 ? "" : "s", sema_type_str(S, src), sl);
        diag_add_range(dg, cl);
        diag_add_range(dg, x->loc);
        const char *suf = np.rest;
        if (sl == 1)
            snprintf(fixed, sizeof fixed, "convert_%s%s", tname, suf);
        else
            snprintf(fixed, sizeof fixed, "convert_%s%d%s", tname, sl, suf);
        diag_add_fixit(diag_note(dg, S->d, cl, "use '%s' to convert a '%s'", fixed, sema_type_str(S, src)), cl, fixed);
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
