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

const char *builtins_name(BuiltinId id) { return id >= 0 && id < BI_COUNT ? builtin_table[id].name : "?"; }

static int table_lookup(const char *name)
{
    for (int i = 0; i < BI_COUNT; i++)
        if (!strcmp(builtin_table[i].name, name)) return i;
    return -1;
}

bool builtins_is_builtin_name(const char *name)
{
    return !strncmp(name, "as_", 3) || !strncmp(name, "convert_", 8) || table_lookup(name) >= 0;
}

void builtins_declare(Sema *S) { (void)S; }

/* ---- names ------------------------------------------------------------ */

int builtins_edit_distance(const char *a, const char *b)
{
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
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < c)
                c = d[i - 2][j - 2] + 1;
            d[i][j] = c;
        }
    return d[la][lb];
}

const char *const builtins_elem_names[] = {"char", "uchar", "short", "ushort", "int",
                                           "uint", "long",  "ulong", "float",  "double"};
const char *const builtins_typedef_names[] = {"size_t", "ptrdiff_t", "intptr_t", "uintptr_t"};
const int builtins_lane_counts[] = {1, 2, 3, 4, 8, 16};
const char *const builtins_round_names[] = {"", "_rte", "_rtz", "_rtp", "_rtn"};

/* Splits "<elem><digits><rest>" choosing the longest known element name. */
bool builtins_parse_type_prefix(const char *s, NameParse *np)
{
    static const char *const all[] = {"char", "uchar",  "short",     "ushort",   "int",       "uint",
                                      "long", "ulong",  "float",     "double",   "half",      "bool",
                                      "void", "size_t", "ptrdiff_t", "intptr_t", "uintptr_t", "quad"};
    size_t best = 0;
    const char *bn = NULL;
    for (size_t i = 0; i < sizeof all / sizeof *all; i++) {
        size_t l = strlen(all[i]);
        if (l > best && !strncmp(s, all[i], l)) {
            best = l;
            bn = all[i];
        }
    }
    if (!bn) return false;
    np->elem = bn;
    np->elem_len = best;
    const char *p = s + best;
    long n = 0;
    np->has_digits = false;
    while (*p >= '0' && *p <= '9') {
        n = n * 10 + (*p - '0');
        if (n > 100000) n = 100000;
        p++;
        np->has_digits = true;
    }
    np->written_lanes = np->has_digits ? n : 1;
    np->lanes = !np->has_digits ? 1 : (n == 2 || n == 3 || n == 4 || n == 8 || n == 16) ? (int)n : 0;
    np->rest = p;
    return true;
}

/* The element Type for an allowed element name, or NULL. */
Type *builtins_elem_type(Sema *S, const char *name)
{
    for (size_t i = 0; i < sizeof builtins_typedef_names / sizeof *builtins_typedef_names; i++)
        if (!strcmp(name, builtins_typedef_names[i])) {
            const char *why;
            return type_lookup_builtin(S->tt, name, &why); /* the target's */
        }
    for (size_t i = 0; i < sizeof builtins_elem_names / sizeof *builtins_elem_names; i++)
        if (!strcmp(name, builtins_elem_names[i])) return type_scalar_by_name(S->tt, name, (uint32_t)strlen(name));
    return NULL;
}

Type *builtins_make_type(Sema *S, Type *el, int lanes) { return lanes == 1 ? el : type_vector(S->tt, el, lanes); }

/* The closest valid name of the family to `name`, within 2 edits. */
const char *builtins_closest_name(Sema *S, const char *prefix, const char *name, bool with_suffixes)
{
    const char *best = NULL;
    int bd = 3;
    char buf[96];
    size_t ne = sizeof builtins_elem_names / sizeof *builtins_elem_names;
    for (size_t i = 0; i < ne; i++)
        for (size_t l = 0; l < sizeof builtins_lane_counts / sizeof *builtins_lane_counts; l++)
            for (int sat = 0; sat < (with_suffixes ? 2 : 1); sat++)
                for (int r = 0; r < (with_suffixes ? 5 : 1); r++) {
                    if (sat && i >= 8) continue;
                    if (builtins_lane_counts[l] == 1)
                        snprintf(buf, sizeof buf, "%s%s%s%s", prefix, builtins_elem_names[i], sat ? "_sat" : "",
                                 builtins_round_names[r]);
                    else
                        snprintf(buf, sizeof buf, "%s%s%d%s%s", prefix, builtins_elem_names[i], builtins_lane_counts[l],
                                 sat ? "_sat" : "", builtins_round_names[r]);
                    int d = builtins_edit_distance(name, buf);
                    if (d < bd) {
                        bd = d;
                        best = arena_strdup(S->a, buf);
                    }
                }
    return best;
}

Loc builtins_callee_loc(Expr *call) { return call->callee->loc; }

void builtins_check_args_quietly(Sema *S, Expr *call)
{
    for (int i = 0; i < call->args.n; i++) sema_rvalue(S, call->args.items[i]);
}

Expr *builtins_fail(Sema *S, Expr *call)
{
    builtins_check_args_quietly(S, call);
    return sema_error_expr(S, call);
}

/* Reports a wrong argument count for a one-argument family member. */
bool builtins_check_one_arg(Sema *S, Expr *call, const char *name, const char *family)
{
    if (call->args.n == 1) return true;
    Diagnostic *dg =
        diag_error(S->d, call->args.n ? ((Expr *)call->args.items[call->args.n > 1 ? 1 : 0])->loc : call->loc,
                   "%s function '%s' takes exactly one argument, %d given", family, name, call->args.n);
    diag_add_range(dg, builtins_callee_loc(call));
    return false;
}

/* ---- table built-ins ------------------------------------------------------ */

/*
 * A row's signature (builtins.def documents the letters) is resolved
 * against the call in three steps:
 *
 *   1. bind the call's gentype T: from the first argument in a gentype
 *      position (G I N J P Q) whose type is a vector of that class (or a
 *      pointer, for P/Q), else from the first one whose type is a scalar of
 *      the class, so min(0, v) with v an int4 is min(int4, int4), and
 *      fma(2, x, y) with x a float is fma(float, float, float);
 *   2. check the positions that are not conversions: a select mask (M) must
 *      be an integer of T's shape, a vload/vstore pointer (P, Q) must point
 *      at a scalar element type;
 *   3. convert every other argument to its parameter type as an assignment
 *      would ("passing"): scalars convert, a scalar widens to a vector T
 *      (OpenCL's scalar-to-vector rule, which is also what makes the
 *      spec's `min(gentype x, sgentype y)` forms work), and a vector of
 *      another type is the usual error.
 *
 * This accepts a few calls that clang finds ambiguous (mix(float, float,
 * double) binds T = float), and rejects what no overload takes with a note
 * naming the types the position accepts.
 */

typedef struct SigTok {
    char c;
    int n; /* lanes of V<n> */
} SigTok;

/* Parses one signature part ("V4", "GGe") into toks; returns the count. */
static int sig_tokens(const char *s, const char *end, SigTok *toks, int max)
{
    int n = 0;
    while (s < end && n < max) {
        SigTok t = {*s++, 0};
        while (s < end && *s >= '0' && *s <= '9') t.n = t.n * 10 + (*s++ - '0');
        toks[n++] = t;
    }
    return n;
}

static Type *sig_fixed_type(Sema *S, char c)
{
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
    case 'L': return S->t_ulong;
    case 'z': return S->t_size;
    case 'f': return S->t_float;
    case 'd': return S->t_double;
    default: return NULL;
    }
}

static bool is_class_letter(char c) { return strchr("GINJPQ", c) != NULL; }

/* Does t (unqualified, scalar or vector) belong to the gentype class c? */
static bool class_fits(char c, Type *t)
{
    Type *el = type_elem(t);
    bool fl = el->kind == TY_FLOAT || el->kind == TY_DOUBLE;
    bool in = type_is_integer(el) && el->kind != TY_BOOL;
    switch (c) {
    case 'G': return fl;
    case 'I': return in;
    case 'J': return in && type_is_signed(el);
    case 'N': return fl || in;
    default: return false;
    }
}

static const char *class_text(char c)
{
    switch (c) {
    case 'G': return "float, double or a vector of them";
    case 'I': return "an integer type or a vector of integers";
    case 'J': return "a signed integer type or a vector of signed integers";
    case 'N': return "an integer or floating-point type, or a vector of one";
    default: return "a pointer to char, uchar, short, ushort, int, uint, long, ulong, float or double";
    }
}

/* The parameter (or result) type of token t once T (gt) is bound; NULL for the
 * positions that are checked rather than converted (M, P, Q). */
static Type *sig_type(Sema *S, SigTok t, Type *gt)
{
    Type *fixed = sig_fixed_type(S, t.c);
    if (fixed) return fixed;
    if (!gt) return NULL;
    Type *el = type_elem(gt);
    int lanes = type_lanes(gt);
    switch (t.c) {
    case 'G':
    case 'I':
    case 'N':
    case 'J': return gt;
    case 'e': return el;
    case 'U': return builtins_make_type(S, type_is_integer(el) ? type_to_unsigned(S->tt, el) : el, lanes);
    case 'K': return lanes == 1 ? S->t_int : type_vector(S->tt, type_signed_of_width(S->tt, type_bits(el)), lanes);
    case 'V': return type_vector(S->tt, el, t.n);
    default: return NULL;
    }
}

static Diagnostic *no_match(Sema *S, Expr *call, int id, int i, const char *fmt, const char *what)
{
    Expr *a = call->args.items[i];
    Diagnostic *dg =
        diag_error(S->d, builtins_callee_loc(call), "no matching function for call to '%s'", builtin_table[id].name);
    diag_add_range(dg, a->loc);
    diag_note(dg, S->d, a->loc, fmt, i + 1, sema_type_str(S, type_unqual(a->type)), builtin_table[id].name, what);
    return dg;
}

/* A pointer argument of vloadn/vstoren: T is its pointee's type. */
static bool check_elem_pointer(Sema *S, Expr *call, int id, int i, bool store)
{
    Expr *a = call->args.items[i];
    Type *t = type_unqual(a->type);
    Type *pe = type_is_pointer(t) ? type_unqual(t->ptr.pointee) : NULL;
    if (!pe || !type_is_arith(pe) || pe->kind == TY_BOOL || pe->kind == TY_HALF) {
        no_match(S, call, id, i, "argument %d has type '%s'; '%s' takes %s", class_text('P'));
        return false;
    }
    if (store && ((t->ptr.pointee->quals & Q_CONST) || t->ptr.pointee->as == AS_CONSTANT)) {
        Diagnostic *dg =
            diag_error(S->d, a->loc, "passing '%s' to '%s' discards the '%s' qualifier", sema_type_str(S, a->type),
                       builtin_table[id].name, t->ptr.pointee->as == AS_CONSTANT ? "__constant" : "const");
        diag_add_range(dg, builtins_callee_loc(call));
        return false;
    }
    return true;
}

/* select()'s mask: an integer with T's lanes and element width. */
static bool check_mask(Sema *S, Expr *call, int id, int i, Type *gt)
{
    Expr *a = call->args.items[i];
    Type *m = type_unqual(a->type);
    Type *me = type_elem(m), *te = type_elem(gt);
    bool ok = type_is_integer(me) && me->kind != TY_BOOL && type_lanes(m) == type_lanes(gt) &&
              (type_lanes(gt) == 1 || type_bits(me) == type_bits(te));
    if (ok) return true;
    Type *want =
        type_lanes(gt) == 1 ? NULL : type_vector(S->tt, type_signed_of_width(S->tt, type_bits(te)), type_lanes(gt));
    Diagnostic *dg = diag_error(S->d, a->loc, "mask argument of '%s' has type '%s'; %s%s%s%s", builtin_table[id].name,
                                sema_type_str(S, m), want ? "expected '" : "expected an integer type",
                                want ? sema_type_str(S, want) : "", want ? "' or '" : "",
                                want ? arena_printf(S->a, "%s'", sema_type_str(S, type_to_unsigned(S->tt, want))) : "");
    diag_add_range(dg, builtins_callee_loc(call));
    return false;
}

static Expr *check_table_builtin(Sema *S, Expr *call, int id)
{
    const char *sig = builtin_table[id].sig;
    const char *colon = strchr(sig, ':');
    SigTok ret = {0, 0}, params[8];
    sig_tokens(sig, colon, &ret, 1);
    int np = sig_tokens(colon + 1, colon + strlen(colon), params, 8);
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
        call->args.items[i] = a;
        if (type_is_error(a->type)) bad = true;
    }
    if (bad) return sema_error_expr(S, call);

    /* 1. Bind T (gt). */
    Type *gt = NULL;
    int first_class = -1;
    for (int pass = 0; pass < 2 && !gt; pass++)
        for (int i = 0; i < np && !gt; i++) {
            char c = params[i].c;
            if (!is_class_letter(c)) continue;
            if (first_class < 0) first_class = i;
            Type *at = type_unqual(((Expr *)call->args.items[i])->type);
            if (c == 'P' || c == 'Q') {
                if (pass == 0 && type_is_pointer(at)) gt = type_unqual(at->ptr.pointee);
            } else if (type_is_arith_or_vector(at) && type_is_vector(at) == (pass == 0) && class_fits(c, at)) {
                gt = at;
            }
        }
    if (first_class >= 0 && !gt) {
        char c = params[first_class].c;
        no_match(S, call, id, first_class, "argument %d has type '%s'; '%s' takes %s", class_text(c));
        return sema_error_expr(S, call);
    }

    /* 2 and 3. Check or convert each argument. */
    for (int i = 0; i < np && !bad; i++) {
        Expr *a = call->args.items[i];
        char c = params[i].c;
        if (c == 'P' || c == 'Q') {
            bad = !check_elem_pointer(S, call, id, i, c == 'Q');
        } else if (c == 'M') {
            bad = !check_mask(S, call, id, i, gt);
        } else {
            Type *pt = sig_type(S, params[i], gt);
            if (is_class_letter(c) && !class_fits(c, type_unqual(a->type)) && type_is_vector(type_unqual(a->type))) {
                no_match(S, call, id, i, "argument %d has type '%s'; '%s' takes %s", class_text(c));
                bad = true;
                break;
            }
            a = sema_convert_to(S, a, pt, "passing", a->loc);
            if (type_is_error(a->type)) bad = true;
            call->args.items[i] = a;
        }
    }
    if (bad) return sema_error_expr(S, call);
    Expr *r = ast_expr(S->a, EXPR_BUILTIN, call->loc);
    r->builtin = id;
    r->args = call->args;
    r->type = sig_type(S, ret, gt);
    r->op_loc = builtins_callee_loc(call);
    return r;
}

Expr *builtins_check_call(Sema *S, Expr *call, const char *name)
{
    if (!strncmp(name, "as_", 3)) return sema_check_astype(S, call, name);
    if (!strncmp(name, "convert_", 8)) return sema_check_convert(S, call, name);
    int id = table_lookup(name);
    if (id >= 0) return check_table_builtin(S, call, id);
    return NULL;
}
