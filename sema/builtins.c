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

int builtins_edit_distance(const char *a, const char *b) {
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

const char *const builtins_elem_names[] = {"char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float", "double"};
const char *const builtins_typedef_names[] = {"size_t", "ptrdiff_t", "intptr_t", "uintptr_t"};
const int builtins_lane_counts[] = {1, 2, 3, 4, 8, 16};
const char *const builtins_round_names[] = {"", "_rte", "_rtz", "_rtp", "_rtn"};

/* Splits "<elem><digits><rest>" choosing the longest known element name. */
bool builtins_parse_type_prefix(const char *s, NameParse *np) {
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
Type *builtins_elem_type(Sema *S, const char *name) {
    for (size_t i = 0; i < sizeof builtins_typedef_names / sizeof *builtins_typedef_names; i++)
        if (!strcmp(name, builtins_typedef_names[i])) return i == 0 || i == 3 ? S->t_ulong : S->t_long;
    for (size_t i = 0; i < sizeof builtins_elem_names / sizeof *builtins_elem_names; i++)
        if (!strcmp(name, builtins_elem_names[i])) return type_scalar_by_name(S->tt, name, (uint32_t)strlen(name));
    return NULL;
}

Type *builtins_make_type(Sema *S, Type *el, int lanes) { return lanes == 1 ? el : type_vector(S->tt, el, lanes); }

/* The closest valid name of the family to `name`, within 2 edits. */
const char *builtins_closest_name(Sema *S, const char *prefix, const char *name, bool with_suffixes) {
    const char *best = NULL;
    int bd = 3;
    char buf[96];
    size_t ne = sizeof builtins_elem_names / sizeof *builtins_elem_names;
    for (size_t i = 0; i < ne; i++)
        for (size_t l = 0; l < sizeof builtins_lane_counts / sizeof *builtins_lane_counts; l++)
            for (int sat = 0; sat < (with_suffixes ? 2 : 1); sat++)
                for (int r = 0; r < (with_suffixes ? 5 : 1); r++) {
                    if (sat && i >= 8) continue;
                    if (builtins_lane_counts[l] == 1) snprintf(buf, sizeof buf, "%s%s%s%s", prefix, builtins_elem_names[i], sat ? "_sat" : "", builtins_round_names[r]);
                    else snprintf(buf, sizeof buf, "%s%s%d%s%s", prefix, builtins_elem_names[i], builtins_lane_counts[l], sat ? "_sat" : "", builtins_round_names[r]);
                    int d = builtins_edit_distance(name, buf);
                    if (d < bd) { bd = d; best = arena_strdup(S->a, buf); }
                }
    return best;
}

Loc builtins_callee_loc(Expr *call) { return call->callee->loc; }

void builtins_check_args_quietly(Sema *S, Expr *call) {
    for (int i = 0; i < call->args.n; i++) sema_rvalue(S, call->args.items[i]);
}

Expr *builtins_fail(Sema *S, Expr *call) {
    builtins_check_args_quietly(S, call);
    return sema_error_expr(S, call);
}

/* Reports a wrong argument count for a one-argument family member. */
bool builtins_check_one_arg(Sema *S, Expr *call, const char *name, const char *family) {
    if (call->args.n == 1) return true;
    Diagnostic *dg = diag_error(S->d, call->args.n ? ((Expr *)call->args.items[call->args.n > 1 ? 1 : 0])->loc : call->loc,
                                "%s function '%s' takes exactly one argument, %d given", family, name, call->args.n);
    diag_add_range(dg, builtins_callee_loc(call));
    return false;
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
        diag_add_range(dg, builtins_callee_loc(call));
        diag_note(dg, S->d, builtins_callee_loc(call), "'%s' is a built-in function", builtin_table[id].name);
        return builtins_fail(S, call);
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
    r->op_loc = builtins_callee_loc(call);
    return r;
}

Expr *builtins_check_call(Sema *S, Expr *call, const char *name) {
    if (!strncmp(name, "as_", 3)) return sema_check_astype(S, call, name);
    if (!strncmp(name, "convert_", 8)) return sema_check_convert(S, call, name);
    int id = table_lookup(name);
    if (id >= 0) return check_table_builtin(S, call, id);
    return NULL;
}
