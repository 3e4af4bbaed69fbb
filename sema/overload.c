/*
 * overload.c - calls of __attribute__((overloadable)) functions, resolved
 * as clang 19 resolves them in OpenCL C.
 *
 * clang applies C++'s overload resolution to C: each argument's implicit
 * conversion to each candidate's parameter gets a rank, and the chosen
 * function is the one whose conversions are all at least as good as any
 * other viable candidate's, and one of them better.  The ranks, best
 * first (clang's ImplicitConversionRank, with OpenCL's scalar widening):
 *
 *   identity       the same type (after the array and function decays)
 *   qualification  a pointer to the same type with more qualifiers, or
 *                  into the generic space from a named one: `global
 *                  int *` picks f(global int *) over f(int *)
 *   promotion      bool, char, uchar, short, ushort to int; float to
 *                  double: f(c) with a char picks f(int) over f(float)
 *   conversion     any other arithmetic conversion, a pointer to void *,
 *                  a null pointer constant to a pointer; one to bool from
 *                  a pointer is worse than the others
 *   widening       a scalar replicated to a vector (whatever the element
 *                  conversion): f(1.0f) picks f(int) over f(float4)
 *   C conversion   a pointer to an unrelated type or one that drops a
 *                  qualifier, which C allows with a warning; arguments
 *                  passed to `...`
 *
 * anything else (two different vector types, an integer to a pointer, a
 * pointer into a space that does not contain the argument's) makes a
 * candidate not viable.  Among qualification conversions the one adding
 * fewer qualifiers wins ([over.ics.rank]p3.2.6).  No match and an
 * ambiguity are clang's errors, with a note at each candidate.  The
 * arguments are then converted to the chosen function's parameters as
 * any call's are (sema_expr.c), which also gives C's warnings.
 */
#include "sema/sema_int.h"

#include <stdlib.h>
#include <string.h>

typedef enum Rank {
    R_IDENTITY,
    R_QUALIFICATION,
    R_PROMOTION,
    R_CONVERSION,
    R_POINTER_TO_BOOL,
    R_WIDENING,
    R_C_CONVERSION,
    R_NONE,
} Rank;

typedef struct Ics {
    Rank rank;
    Type *to; /* R_QUALIFICATION: the parameter's pointee */
} Ics;

bool sema_is_overloaded(const Decl *d)
{
    if (!d || d->kind != DECL_FUNC) return false;
    for (const Decl *o = d; o; o = o->next_overload)
        if (o->overloadable || o->next_overload) return true;
    return false;
}

static AddrSpace space_of(Type *pointee)
{
    AddrSpace a = type_addr_space(pointee);
    return a == AS_NONE ? AS_PRIVATE : a;
}

static bool is_promotion(Sema *S, Type *from, Type *to)
{
    if (type_is_integer(from) && to == S->t_int) return type_int_rank(from) < type_int_rank(S->t_int);
    return from->kind == TY_FLOAT && to->kind == TY_DOUBLE;
}

static Ics ics_of(Sema *S, Expr *arg, Type *param)
{
    Type *from = arg->type->unqual, *to = param->unqual;
    Ics r = {R_NONE, NULL};
    if (from == to || type_is_error(from) || type_is_error(to)) {
        r.rank = R_IDENTITY;
        return r;
    }
    if (type_is_arith(from) && type_is_arith(to)) {
        if (to->kind != TY_HALF || sema_has_half(S)) r.rank = is_promotion(S, from, to) ? R_PROMOTION : R_CONVERSION;
        return r;
    }
    if (type_is_vector(to)) {
        if (type_is_arith(from)) r.rank = R_WIDENING;
        return r;
    }
    if (type_is_pointer(to)) {
        if (!type_is_pointer(from)) {
            if (sema_is_null_ptr_const(arg)) r.rank = R_CONVERSION;
            return r;
        }
        Type *tp = to->ptr.pointee, *fp = from->ptr.pointee;
        AddrSpace ta = space_of(tp), fa = space_of(fp);
        if (ta != fa && !(ta == AS_GENERIC && fa != AS_CONSTANT)) return r;
        bool drops = (fp->quals & ~tp->quals) & (Q_CONST | Q_VOLATILE);
        if (tp->unqual == fp->unqual) {
            r.rank = drops ? R_C_CONVERSION : R_QUALIFICATION;
            r.to = tp;
        } else if (type_is_void(tp->unqual) && !drops) {
            r.rank = R_CONVERSION;
        } else if (!type_is_func(tp->unqual) && !type_is_func(fp->unqual)) {
            r.rank = R_C_CONVERSION;
        }
        return r;
    }
    if (type_is_bool(to) && type_is_pointer(from)) r.rank = R_POINTER_TO_BOOL;
    return r;
}

/* >0 when a is the better conversion, <0 when b is, 0 when neither. */
static int ics_compare(Ics a, Ics b)
{
    if (a.rank != b.rank) return a.rank < b.rank ? 1 : -1;
    if (a.rank == R_QUALIFICATION && a.to != b.to) {
        unsigned qa = a.to->quals, qb = b.to->quals;
        bool a_generic = space_of(a.to) == AS_GENERIC, b_generic = space_of(b.to) == AS_GENERIC;
        bool a_sub = (qa & ~qb) == 0 && (!a_generic || b_generic), b_sub = (qb & ~qa) == 0 && (!b_generic || a_generic);
        if (a_sub && !b_sub) return 1;
        if (b_sub && !a_sub) return -1;
    }
    return 0;
}

typedef struct Candidate {
    Decl *decl;
    Ics *ics;    /* one per argument */
    int bad_arg; /* not viable: the first argument that does not convert, or -1 for the count */
    bool viable;
} Candidate;

/* >0 when candidate a beats b: no conversion worse, one better. */
static int candidate_compare(const Candidate *a, const Candidate *b, int n)
{
    bool a_better = false, b_better = false;
    for (int i = 0; i < n; i++) {
        int c = ics_compare(a->ics[i], b->ics[i]);
        a_better |= c > 0;
        b_better |= c < 0;
    }
    return a_better && !b_better ? 1 : b_better && !a_better ? -1 : 0;
}

static void consider(Sema *S, Candidate *c, Expr **args, int n)
{
    Type *ft = c->decl->type;
    c->ics = n ? ARENA_ARRAY(S->a, Ics, n) : NULL;
    c->bad_arg = -1;
    c->viable = false;
    if (c->decl->invalid || !ft || !type_is_func(ft)) return;
    int np = ft->fn.nparams;
    if (n < np || (n > np && !ft->fn.variadic)) return;
    for (int i = 0; i < n; i++) {
        c->ics[i] = i < np ? ics_of(S, args[i], ft->fn.params[i]) : (Ics){R_C_CONVERSION, NULL};
        if (c->ics[i].rank == R_NONE) {
            c->bad_arg = i;
            return;
        }
    }
    c->viable = true;
}

static const char *ordinal(Sema *S, int i)
{
    int n = i + 1;
    const char *sfx = n % 100 >= 11 && n % 100 <= 13 ? "th"
                      : n % 10 == 1                  ? "st"
                      : n % 10 == 2                  ? "nd"
                      : n % 10 == 3                  ? "rd"
                                                     : "th";
    return arena_printf(S->a, "%d%s", n, sfx);
}

/* The candidates in source order, for notes. */
static int by_location(const void *pa, const void *pb)
{
    const Decl *a = ((const Candidate *)pa)->decl, *b = ((const Candidate *)pb)->decl;
    if (a->loc.file != b->loc.file) return a->loc.file < b->loc.file ? -1 : 1;
    return a->loc.off < b->loc.off ? -1 : a->loc.off > b->loc.off;
}

static void note_not_viable(Sema *S, Diagnostic *dg, const Candidate *c, Expr **args, int n)
{
    Type *ft = c->decl->type;
    if (!ft || !type_is_func(ft)) return;
    if (c->bad_arg < 0) {
        int np = ft->fn.nparams;
        const char *at_least = ft->fn.variadic ? "at least " : "";
        Decl *p0 = np == 1 && c->decl->params.n == 1 ? c->decl->params.items[0] : NULL;
        if (p0 && p0->name)
            diag_note(dg, S->d, c->decl->loc,
                      "candidate function not viable: requires %ssingle argument '%s', but %s arguments were provided",
                      at_least, p0->name, n ? arena_printf(S->a, "%d", n) : "no");
        else
            diag_note(dg, S->d, c->decl->loc,
                      "candidate function not viable: requires %s%d argument%s, but %d %s provided", at_least, np,
                      np == 1 ? "" : "s", n, n == 1 ? "was" : "were");
        return;
    }
    Expr *a = args[c->bad_arg];
    diag_note(dg, S->d, c->decl->loc,
              "candidate function not viable: no known conversion from '%s' to '%s' for %s argument",
              sema_type_str(S, a->type->unqual), sema_type_str(S, ft->fn.params[c->bad_arg]), ordinal(S, c->bad_arg));
}

Decl *sema_resolve_overload(Sema *S, Expr *call, Decl *set, Expr **args, int n, bool quiet)
{
    int nc = 0;
    for (Decl *d = set; d; d = d->next_overload) nc++;
    Candidate *cs = ARENA_ARRAY(S->a, Candidate, nc);
    int k = 0;
    for (Decl *d = set; d; d = d->next_overload) {
        cs[k].decl = d;
        consider(S, &cs[k++], args, n);
    }
    qsort(cs, (size_t)nc, sizeof *cs, by_location);
    Candidate *best = NULL;
    for (int i = 0; i < nc; i++)
        if (cs[i].viable && (!best || candidate_compare(&cs[i], best, n) > 0)) best = &cs[i];
    bool ambiguous = false;
    for (int i = 0; best && i < nc; i++)
        if (cs[i].viable && &cs[i] != best && candidate_compare(best, &cs[i], n) <= 0) ambiguous = true;
    if (best && !ambiguous) return best->decl;
    if (quiet) return NULL;
    Expr *callee = call->callee;
    const char *name = set->name;
    if (!best) {
        Diagnostic *dg = diag_error(S->d, callee->loc, "no matching function for call to '%s'", name);
        diag_add_range(dg, call->loc);
        for (int i = 0; i < nc; i++) note_not_viable(S, dg, &cs[i], args, n);
        return NULL;
    }
    Diagnostic *dg = diag_error(S->d, callee->loc, "call to '%s' is ambiguous", name);
    diag_add_range(dg, call->loc);
    /* The viable candidates that no other one beats. */
    for (int i = 0; i < nc; i++) {
        if (!cs[i].viable) continue;
        bool beaten = false;
        for (int j = 0; j < nc && !beaten; j++)
            beaten = j != i && cs[j].viable && candidate_compare(&cs[j], &cs[i], n) > 0;
        if (!beaten) diag_note(dg, S->d, cs[i].decl->loc, "candidate function");
    }
    return NULL;
}
