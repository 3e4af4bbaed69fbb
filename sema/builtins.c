/*
 * builtins.c - OpenCL C built-in functions in sema: the reinterpretations
 * as_T(), the conversions convert_T[n][_sat][_rtX](), and the table of
 * ordinary built-ins (builtins.def).
 *
 * as_ and convert_ are families of names, not table rows: a name is parsed
 * into (type, saturation, rounding) by parse_convert_name(), which is also
 * what produces the diagnostics for names that are almost right (a suffix
 * in the wrong order, a typo in the type, an unknown rounding mode), with
 * did-you-mean fix-its.  Their semantics follow shared/spec/ and the
 * decisions recorded in docs/astype.md and docs/conversions.md.
 */
#include "sema/sema_int.h"

#include <stdlib.h>
#include <string.h>

typedef struct BuiltinInfo {
    const char *name;
    const char *sig;
} BuiltinInfo;

static const BuiltinInfo builtin_table[] = {
#define BUILTIN(id, name, sig) {name, sig},
#include "sema/builtins.def"
#undef BUILTIN
};

const char *builtins_name(BuiltinId id) {
    return id >= 0 && id < BI_COUNT ? builtin_table[id].name : "?";
}

static int table_lookup(const char *name) {
    for (int i = 0; i < BI_COUNT; i++)
        if (!strcmp(builtin_table[i].name, name)) return i;
    return -1;
}

bool builtins_is_builtin_name(const char *name) {
    return !strncmp(name, "as_", 3) || !strncmp(name, "convert_", 8) || table_lookup(name) >= 0;
}

void builtins_declare(Sema *S) { (void)S; }

/* ---- names ------------------------------------------------------------ */

static int edit_distance(const char *a, const char *b) {
    size_t la = strlen(a), lb = strlen(b);
    if (la > 64 || lb > 64) return 99;
    int d[65][65];
    for (size_t i = 0; i <= la; i++) d[i][0] = (int)i;
    for (size_t j = 0; j <= lb; j++) d[0][j] = (int)j;
    for (size_t i = 1; i <= la; i++)
        for (size_t j = 1; j <= lb; j++) {
            int c = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
            if (d[i - 1][j] + 1 < c) c = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < c) c = d[i][j - 1] + 1;
            /* adjacent transposition counts as one edit */
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < c) c = d[i - 2][j - 2] + 1;
            d[i][j] = c;
        }
    return d[la][lb];
}

static const char *const elem_names[] = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double"};
static const char *const typedef_names[] = {"size_t", "ptrdiff_t", "intptr_t", "uintptr_t"};
static const int lane_counts[] = {1, 2, 3, 4, 8, 16};
static const char *const round_names[] = {"", "_rte", "_rtz", "_rtp", "_rtn"};

/* Parsed destination of an as_/convert_ name. */
typedef struct NameParse {
    const char *elem;        /* element name as written ("int", "size_t", "bool" ...) */
    size_t elem_len;
    int lanes;               /* 1 for scalars; 0 when the digits are not a valid count */
    long written_lanes;      /* digits as written (for messages) */
    bool has_digits;
    const char *rest;        /* text after the type */
} NameParse;

/* Splits "<elem><digits><rest>" choosing the longest known element name. */
static bool parse_type_prefix(const char *s, NameParse *np) {
    static const char *const all[] = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double",
                                      "half", "bool", "void", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t", "quad"};
    size_t best = 0;
    const char *bn = NULL;
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) {
        size_t l = strlen(all[i]);
        if (l > best && !strncmp(s, all[i], l)) { best = l; bn = all[i]; }
    }
    if (!bn) return false;
    np->elem = bn;
    np->elem_len = best;
    const char *p = s + best;
    long n = 0;
    np->has_digits = false;
    while (*p >= '0' && *p <= '9') { n = n * 10 + (*p - '0'); if (n > 100000) n = 100000; p++; np->has_digits = true; }
    np->written_lanes = np->has_digits ? n : 1;
    np->lanes = !np->has_digits ? 1 : (n == 2 || n == 3 || n == 4 || n == 8 || n == 16) ? (int)n : 0;
    np->rest = p;
    return true;
}

/* The element Type for an allowed element name, or NULL. */
static Type *elem_type(Sema *S, const char *name) {
    for (size_t i = 0; i < sizeof typedef_names / sizeof *typedef_names; i++)
        if (!strcmp(name, typedef_names[i])) return i == 0 || i == 3 ? S->t_ulong : S->t_long;
    for (size_t i = 0; i < sizeof elem_names / sizeof *elem_names; i++)
        if (!strcmp(name, elem_names[i])) return type_scalar_by_name(S->tt, name, (uint32_t)strlen(name));
    return NULL;
}

static Type *make_type(Sema *S, Type *el, int lanes) { return lanes == 1 ? el : type_vector(S->tt, el, lanes); }

/* The closest valid name of the family to `name`, within 2 edits. */
static const char *closest_name(Sema *S, const char *prefix, const char *name, bool with_suffixes) {
    const char *best = NULL;
    int bd = 3;
    char buf[96];
    size_t ne = sizeof elem_names / sizeof *elem_names;
    for (size_t i = 0; i < ne; i++)
        for (size_t l = 0; l < sizeof lane_counts / sizeof *lane_counts; l++)
            for (int sat = 0; sat < (with_suffixes ? 2 : 1); sat++)
                for (int r = 0; r < (with_suffixes ? 5 : 1); r++) {
                    if (sat && i >= 8) continue;
                    if (lane_counts[l] == 1) snprintf(buf, sizeof buf, "%s%s%s%s", prefix, elem_names[i], sat ? "_sat" : "", round_names[r]);
                    else snprintf(buf, sizeof buf, "%s%s%d%s%s", prefix, elem_names[i], lane_counts[l], sat ? "_sat" : "", round_names[r]);
                    int d = edit_distance(name, buf);
                    if (d < bd) { bd = d; best = arena_strdup(S->a, buf); }
                }
    return best;
}

static Loc callee_loc(Expr *call) { return call->callee->loc; }

static void check_args_quietly(Sema *S, Expr *call) {
    for (int i = 0; i < call->args.n; i++) sema_rvalue(S, call->args.items[i]);
}

static Expr *fail(Sema *S, Expr *call) {
    check_args_quietly(S, call);
    return sema_error_expr(S, call);
}

/* Reports a wrong argument count for a one-argument family member. */
static bool check_one_arg(Sema *S, Expr *call, const char *name, const char *family) {
    if (call->args.n == 1) return true;
    Diagnostic *dg = diag_error(S->d, call->args.n ? ((Expr *)call->args.items[call->args.n > 1 ? 1 : 0])->loc : call->loc,
                                "%s function '%s' takes exactly one argument, %d given", family, name, call->args.n);
    diag_add_range(dg, callee_loc(call));
    return false;
}

/* ---- as_T -------------------------------------------------------------- */

static const char *lane_letters(int lane) {
    static const char *const xyzw[] = {"x", "y", "z", "w"};
    return lane < 4 ? xyzw[lane] : NULL;
}

static Expr *check_astype(Sema *S, Expr *call, const char *name) {
    NameParse np;
    Loc cl = callee_loc(call);
    if (!parse_type_prefix(name + 3, &np) || *np.rest) {
        const char *sugg = closest_name(S, "as_", name, false);
        Diagnostic *dg = diag_error(S->d, cl, "'%s' is not a valid as_type function: as_T() takes a built-in scalar or vector type name T", name);
        if (sugg) { diag_note(dg, S->d, cl, "did you mean '%s'?", sugg); diag_add_fixit(dg, cl, sugg); }
        return fail(S, call);
    }
    char tname[64];
    snprintf(tname, sizeof tname, "%.*s", (int)np.elem_len, np.elem);
    if (!strcmp(tname, "bool") || !strcmp(tname, "half") || !strcmp(tname, "void") || !strcmp(tname, "quad")) {
        diag_error(S->d, cl, "invalid as_type function '%s': '%s' %s", name, tname,
                   !strcmp(tname, "quad") ? "is a reserved type" : "values cannot be reinterpreted (as_type excludes bool, half and void)");
        return fail(S, call);
    }
    if (np.lanes == 0) {
        diag_error(S->d, cl, "invalid as_type function '%s': '%s%ld' is not a vector type (vectors have 2, 3, 4, 8 or 16 components)",
                   name, tname, np.written_lanes);
        return fail(S, call);
    }
    Type *el = elem_type(S, tname);
    if (!el || (np.has_digits && strchr(tname, '_'))) {
        diag_error(S->d, cl, "'%s' is not a valid as_type function", name);
        return fail(S, call);
    }
    Type *dst = make_type(S, el, np.lanes);
    if (!check_one_arg(S, call, name, "as_type")) return fail(S, call);
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
                char alt[48];
                if (n == 1) snprintf(alt, sizeof alt, "as_%s", tname);
                else snprintf(alt, sizeof alt, "as_%s%lld", tname, (long long)n);
                if (n == 4 && type_is_vector(dst) && dst->n == 3) { /* as_T3 from a 16-byte value needs as_T4 first */ }
                diag_note(dg, S->d, cl, "'%s' is the same size: it reinterprets '%s' as %lld '%s' value%s", alt, T(S, src),
                          (long long)n, tname, n == 1 ? "" : "s");
            }
        }
        /* A value conversion was probably meant when the value count matches. */
        if (sl == dl || (type_is_float(se) != type_is_float(el) && !type_is_vector(src) && !type_is_vector(dst))) {
            char conv[48];
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

/* ---- convert_T ----------------------------------------------------------- */

static Expr *check_convert(Sema *S, Expr *call, const char *name) {
    Loc cl = callee_loc(call);
    NameParse np;
    if (!parse_type_prefix(name + 8, &np)) {
        const char *sugg = closest_name(S, "convert_", name, true);
        Diagnostic *dg = diag_error(S->d, cl, "unknown conversion function '%s': the destination type is not a built-in type", name);
        if (sugg) { diag_note(dg, S->d, cl, "did you mean '%s'?", sugg); diag_add_fixit(dg, cl, sugg); }
        return fail(S, call);
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
            const char *sugg = closest_name(S, "convert_", name, true);
            if (sugg) { diag_note(dg, S->d, cl, "did you mean '%s'?", sugg); diag_add_fixit(dg, cl, sugg); }
            return fail(S, call);
        } else {
            bad_suffix = true;
            snprintf(bad, sizeof bad, "_%.*s", (int)len, q);
            break;
        }
        p = q + len;
    }
    if (bad_suffix) {
        const char *sugg = closest_name(S, "convert_", name, true);
        Diagnostic *dg = diag_error(S->d, cl, "invalid suffix '%s' in conversion function '%s': the form is convert_<type>[n][_sat][_rte|_rtz|_rtp|_rtn]", bad, name);
        if (sugg) { diag_note(dg, S->d, cl, "did you mean '%s'?", sugg); diag_add_fixit(dg, cl, sugg); }
        return fail(S, call);
    }
    if (order_error) {
        char fixed[96];
        if (np.has_digits) snprintf(fixed, sizeof fixed, "convert_%s%ld_sat%s", tname, np.written_lanes, round_names[rm]);
        else snprintf(fixed, sizeof fixed, "convert_%s_sat%s", tname, round_names[rm]);
        Diagnostic *dg = diag_error(S->d, cl, "'%s': the '_sat' suffix must come before the rounding mode; did you mean '%s'?", name, fixed);
        diag_add_fixit(dg, cl, fixed);
        return fail(S, call);
    }
    if (!strcmp(tname, "half")) {
        diag_error(S->d, cl, "'%s': conversions to 'half' need the cl_khr_fp16 extension, which oclc does not support; use vstore_half to store floats as half", name);
        return fail(S, call);
    }
    if (!strcmp(tname, "bool") || !strcmp(tname, "void") || !strcmp(tname, "quad")) {
        diag_error(S->d, cl, "'%s': '%s' is not a valid conversion type (convert_ takes char, uchar, short, ushort, int, uint, long, ulong, float or double)", name, tname);
        return fail(S, call);
    }
    for (size_t i = 0; i < sizeof typedef_names / sizeof *typedef_names; i++)
        if (!strcmp(tname, typedef_names[i])) {
            Diagnostic *dg = diag_error(S->d, cl, "'%s': '%s' is not a valid conversion type (convert_ takes char, uchar, short, ushort, int, uint, long, ulong, float or double)", name, tname);
            const char *u = i == 0 || i == 3 ? "ulong" : "long";
            diag_note(dg, S->d, cl, "'%s' is '%s' on this target; use convert_%s%s", tname, u, u, np.rest);
            return fail(S, call);
        }
    if (np.lanes == 0) {
        diag_error(S->d, cl, "'%s': '%s%ld' is not a vector type (vectors have 2, 3, 4, 8 or 16 components)", name, tname, np.written_lanes);
        return fail(S, call);
    }
    Type *el = elem_type(S, tname);
    Type *dst = make_type(S, el, np.lanes);
    if (sat && type_is_float(el)) {
        char fixed[96];
        if (np.has_digits) snprintf(fixed, sizeof fixed, "convert_%s%ld%s", tname, np.written_lanes, round_names[rm]);
        else snprintf(fixed, sizeof fixed, "convert_%s%s", tname, round_names[rm]);
        Diagnostic *dg = diag_error(S->d, cl, "'%s': '_sat' is only allowed for integer destination types; conversions to '%s' never saturate", name, tname);
        diag_add_fixit(diag_note(dg, S->d, cl, "remove '_sat': '%s'", fixed), cl, fixed);
        return fail(S, call);
    }
    if (!check_one_arg(S, call, name, "conversion")) return fail(S, call);
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

/* ---- table built-ins ------------------------------------------------------ */

static Type *sig_type(Sema *S, char c) {
    switch (c) {
    case 'v': return S->t_void;
    case 'b': return S->t_bool;
    case 'c': return S->t_char;
    case 'C': return S->t_uchar;
    case 's': return S->t_short;
    case 'S': return S->t_ushort;
    case 'i': return S->t_int;
    case 'u': return S->t_uint;
    case 'l': return S->t_long;
    case 'L': case 'z': return S->t_ulong;
    case 'f': return S->t_float;
    case 'd': return S->t_double;
    default: return NULL;
    }
}

static Expr *check_table_builtin(Sema *S, Expr *call, int id) {
    const char *sig = builtin_table[id].sig;
    const char *params = strchr(sig, ':') + 1;
    int np = (int)strlen(params);
    if (call->args.n != np) {
        Diagnostic *dg = diag_error(S->d, call->args.n > np ? ((Expr *)call->args.items[np])->loc : call->loc,
                                    "too %s arguments to function call, expected %d, have %d",
                                    call->args.n < np ? "few" : "many", np, call->args.n);
        diag_add_range(dg, callee_loc(call));
        diag_note(dg, S->d, callee_loc(call), "'%s' is a built-in function", builtin_table[id].name);
        return fail(S, call);
    }
    bool bad = false;
    for (int i = 0; i < np; i++) {
        Expr *a = sema_rvalue(S, call->args.items[i]);
        Type *pt = sig_type(S, params[i]);
        if (!type_is_error(a->type)) a = sema_convert_to(S, a, pt, "passing", a->loc);
        if (type_is_error(a->type)) bad = true;
        call->args.items[i] = a;
    }
    if (bad) return sema_error_expr(S, call);
    Expr *r = ast_expr(S->a, EXPR_BUILTIN, call->loc);
    r->builtin = id;
    r->args = call->args;
    r->type = sig_type(S, sig[0]);
    r->op_loc = callee_loc(call);
    return r;
}

Expr *builtins_check_call(Sema *S, Expr *call, const char *name) {
    if (!strncmp(name, "as_", 3)) return check_astype(S, call, name);
    if (!strncmp(name, "convert_", 8)) return check_convert(S, call, name);
    int id = table_lookup(name);
    if (id >= 0) return check_table_builtin(S, call, id);
    return NULL;
}
