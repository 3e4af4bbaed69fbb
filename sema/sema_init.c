/*
 * sema_init.c - initializers: from the braces the program wrote to the
 * explicit form codegen lowers (ast.h, EXPR_INIT_LIST).
 *
 * C99 6.7.8 in one pass over the written list, with a cursor, as the
 * standard describes it: each item initializes the next subobject of the
 * current object; a brace-enclosed list is an object's own list; an item
 * that is not in braces and meets an aggregate (an array, a record) that it
 * cannot initialize whole starts that aggregate's members from the same
 * list ("brace elision": `struct P p[2] = {1, 2, 3, 4}`); a designator
 * (`.x =`, `[3] =`, `.a.b[2] =`) moves the cursor of the braced object it
 * is written in, and what follows it continues from the subobject after the
 * designated one, inside the innermost object the designator named.  A
 * vector is not an aggregate here (as in clang): a scalar that meets one
 * is replicated, and `{ ... }` fills its lanes in order.
 *
 * The result has one entry per member of a record (the initialized member
 * of a union, whose index is init_member), one per element of an array up
 * to the last one initialized, and NULL wherever the object is zero, so
 * codegen neither counts nor searches: it zero-fills and stores entries.
 * Strings that initialize char arrays become lists of their characters.
 *
 * Program-scope initializers must be constant (sema_is_constant_init); a
 * `constant` variable's value may stand for its name there, as clang folds
 * it (`constant int N = 4; constant int M[] = {N, 2 * N};`):
 * fold_constant_loads() replaces such a read by the value its initializer
 * gives, so codegen sees only constants.
 *
 * Errors: excess elements are errors (for arrays oclc always said so), a
 * designator that names nothing is reported with the member it may have
 * meant, an element that does not convert is reported with the member it
 * initializes, and a later designator that overrides an earlier
 * initializer warns as clang does.  After an error the rest of the list is
 * still checked, and the result is the error node.
 */
#include "sema/sema_int.h"

#include <string.h>

typedef struct Cursor {
    Expr *list; /* the written EXPR_INIT_LIST */
    int pos;    /* the next item */
    bool bad;   /* an error was reported */
} Cursor;

static Expr *init_one(Sema *S, Type *t, Cursor *c);
static Expr *braced(Sema *S, Expr *list, Type *t, int64_t *len);

static Expr *new_list(Sema *S, Loc loc, Type *t)
{
    Expr *e = ast_expr(S->a, EXPR_INIT_LIST, loc);
    e->type = t->unqual;
    return e;
}

static bool is_char_array(Type *t)
{
    if (!type_is_array(t)) return false;
    Type *el = t->arr.elem->unqual;
    return el->kind == TY_CHAR || el->kind == TY_UCHAR;
}

/* The item under the cursor, checked as an rvalue (once: a node sema has
 * seen has a type). */
static Expr *checked(Sema *S, Cursor *c)
{
    Expr *x = c->list->args.items[c->pos];
    if (!x->type) {
        x = sema_rvalue(S, x);
        c->list->args.items[c->pos] = x;
    }
    return x;
}

/* ---- strings ------------------------------------------------------------ */

/* A string literal initializing a char array: its characters (and the NUL
 * when there is room), as a list. */
static Expr *string_init(Sema *S, Expr *str, Type *t, int64_t *len)
{
    Type *el = t->arr.elem->unqual;
    Expr *r = new_list(S, str->loc, t);
    int64_t n = (int64_t)str->strlen + 1;
    if (t->arr.len >= 0 && n - 1 > t->arr.len) {
        diag_add_range(diag_error(S->d, str->loc, "initializer-string for char array is too long"), str->loc);
        return sema_error_expr(S, str);
    }
    if (t->arr.len >= 0 && n > t->arr.len) n = t->arr.len;
    for (int64_t i = 0; i < n; i++) {
        Expr *ch = ast_expr(S->a, EXPR_INT, str->loc);
        ch->ival = i < (int64_t)str->strlen ? (uint64_t)(int64_t)(signed char)str->str[i] : 0;
        ch->type = el;
        ch->is_const = true;
        ch->cval = (int64_t)ch->ival;
        ptrvec_push(S->a, &r->args, ch);
    }
    int64_t total = t->arr.len >= 0 ? t->arr.len : n;
    r->type = type_array(S->tt, t->arr.elem, total);
    if (len) *len = total;
    return r;
}

/* ---- designators ---------------------------------------------------------- */

/* The steps of a designator chain, first one first. */
static int chain_steps(Sema *S, Expr *chain, Expr ***out)
{
    int n = 0;
    for (Expr *e = chain; e; e = e->lhs) n++;
    Expr **steps = ARENA_ARRAY(S->a, Expr *, n ? n : 1);
    int i = n;
    for (Expr *e = chain; e; e = e->lhs) steps[--i] = e;
    *out = steps;
    return n;
}

/* Which subobject of t designator step `d` names: *idx, its type *sub; *via_anon
 * when the member is inside an anonymous member (which is then *idx, and
 * the same step applies again inside it).  false after the error. */
static bool designate(Sema *S, Type *t, Expr *d, int64_t *idx, Type **sub, bool *via_anon)
{
    *via_anon = false;
    if (d->kind == EXPR_MEMBER) {
        if (!type_is_record(t)) {
            diag_add_range(diag_error(S->d, d->member_loc,
                                      "field designator cannot initialize a non-struct, non-union type '%s'",
                                      sema_type_str(S, t)),
                           d->loc);
            return false;
        }
        for (int i = 0; i < t->rec.nmembers; i++) {
            const Member *m = &t->rec.members[i];
            if (m->name ? !strcmp(m->name, d->member) : type_record_find(m->type, d->member, NULL) != NULL) {
                *idx = i;
                *sub = m->type->unqual;
                *via_anon = !m->name;
                return true;
            }
        }
        if (!sema_find_member(S, t, d->member, d->member_loc, NULL, true)) {
            /* The message of an unknown member, with its suggestion, in
             * the words of a designator. */
            int errors = S->d->nerrors;
            sema_find_member(S, t, d->member, d->member_loc, NULL, false);
            if (S->d->nerrors > errors && S->d->n > 0) {
                Diagnostic *dg = S->d->list[S->d->n - 1];
                const char *m = dg->msg;
                const char *sug = strstr(m, "; did you mean ");
                dg->msg = arena_printf(S->a, "field designator '%s' does not refer to any field in type '%s'%s",
                                       d->member, sema_type_str(S, t), sug ? sug : "");
            }
        }
        return false;
    }
    /* [index] */
    if (!type_is_array(t)) {
        diag_add_range(diag_error(S->d, d->rhs ? d->rhs->loc : d->loc,
                                  "array designator cannot initialize non-array type '%s'", sema_type_str(S, t)),
                       d->loc);
        return false;
    }
    Expr *x = sema_rvalue(S, d->rhs);
    d->rhs = x;
    if (type_is_error(x->type)) return false;
    int64_t v;
    if (!type_is_integer(x->type->unqual) || !sema_int_const(S, x, &v)) {
        diag_add_range(diag_error(S->d, x->loc, "expression is not an integer constant expression"), x->loc);
        return false;
    }
    if (type_is_signed(x->type->unqual) && v < 0) {
        diag_add_range(diag_error(S->d, x->loc, "array designator value '%lld' is negative", (long long)v), x->loc);
        return false;
    }
    if (t->arr.len >= 0 && (uint64_t)v >= (uint64_t)t->arr.len) {
        diag_add_range(diag_error(S->d, x->loc, "array designator index (%lld) exceeds array bounds (%lld)",
                                  (long long)v, (long long)t->arr.len),
                       x->loc);
        return false;
    }
    if ((uint64_t)v > ((uint64_t)1 << 24) && t->arr.len < 0) {
        diag_add_range(diag_error(S->d, x->loc,
                                  "array designator index (%lld) is too large for an array of unknown size",
                                  (long long)v),
                       x->loc);
        return false;
    }
    *idx = v;
    *sub = t->arr.elem->unqual;
    return true;
}

/* ---- the current object ------------------------------------------------- */

/* The type of subobject idx of aggregate t. */
static Type *subobject_type(Type *t, int64_t idx)
{
    if (type_is_array(t)) return t->arr.elem->unqual;
    return t->rec.members[idx].type->unqual;
}

/* Whether aggregate t has a subobject idx that a list without designators
 * reaches (a union: only its first member). */
static bool has_room(Type *t, int64_t idx)
{
    if (type_is_array(t)) return t->arr.len < 0 || idx < t->arr.len;
    if (t->rec.is_union) return idx == 0 && t->rec.nmembers > 0;
    return idx < t->rec.nmembers;
}

/* The entry of out for subobject idx (NULL when none yet). */
static Expr *entry(Expr *out, Type *t, int64_t idx)
{
    if (type_is_record(t) && t->rec.is_union)
        return out->args.n && out->init_member == (uint32_t)idx ? out->args.items[0] : NULL;
    return idx < out->args.n ? out->args.items[idx] : NULL;
}

/* Sets subobject idx of out to v, warning when it overrides an earlier
 * initializer. */
static void set_entry(Sema *S, Expr *out, Type *t, int64_t idx, Expr *v)
{
    Expr *old = NULL;
    if (type_is_record(t) && t->rec.is_union) {
        old = out->args.n ? out->args.items[0] : NULL; /* of this member or another: overridden */
        if (!out->args.n) ptrvec_push(S->a, &out->args, NULL);
        out->args.items[0] = v;
        out->init_member = (uint32_t)idx;
    } else {
        while (out->args.n <= idx) ptrvec_push(S->a, &out->args, NULL);
        old = out->args.items[idx];
        out->args.items[idx] = v;
    }
    if (old && v && !type_is_error(old->type) && !type_is_error(v->type)) {
        Diagnostic *dg = diag_warning(S->d, W_INITIALIZER_OVERRIDES, v->loc,
                                      "initializer overrides prior initialization of this subobject");
        diag_add_range(dg, v->loc);
        diag_note(dg, S->d, old->loc, "previous initialization is here");
    }
}

/* The list entry idx of out for a designator to go into: the one there if
 * it is a list of that subobject, else a new one (which overrides what
 * was there). */
static Expr *sub_list(Sema *S, Expr *out, Type *t, int64_t idx, Type *sub, Loc loc)
{
    Expr *old = entry(out, t, idx);
    if (old && old->kind == EXPR_INIT_LIST && old->type == sub) return old;
    Expr *l = new_list(S, loc, sub);
    if (old) {
        set_entry(S, out, t, idx, l); /* warns */
    } else if (type_is_record(t) && t->rec.is_union) {
        set_entry(S, out, t, idx, l);
    } else {
        while (out->args.n <= idx) ptrvec_push(S->a, &out->args, NULL);
        out->args.items[idx] = l;
    }
    return l;
}

/* Notes the member an item was meant for under the error it just caused. */
static void note_member(Sema *S, int errors_before, Type *t, int64_t idx)
{
    if (S->d->nerrors <= errors_before || !type_is_record(t) || S->d->n == 0) return;
    const Member *m = &t->rec.members[idx];
    if (!m->name) return;
    Diagnostic *dg = S->d->list[S->d->n - 1];
    if (dg->level < DIAG_ERROR) return;
    diag_note(dg, S->d, m->loc, "initializing member '%s' of '%s', of type '%s'", m->name, sema_type_str(S, t),
              sema_type_str(S, m->type));
}

/*
 * Fills aggregate t (array or record) into `out` from the items under the
 * cursor.  `braced`: the list is t's own, so every item is t's and a
 * designator may come anywhere; otherwise (brace elision, or what follows
 * a designator into t) items are t's until t is full or a designator comes,
 * which belongs to an enclosing object.  steps[0..n): designators still to
 * apply, within t, to the item under the cursor.
 */
static void fill(Sema *S, Type *t, Expr *out, Cursor *c, bool braced, Expr **steps, int n)
{
    int64_t idx = 0;
    bool is_union = type_is_record(t) && t->rec.is_union;
    while (c->pos < c->list->args.n && !diag_should_stop(S->d)) {
        Expr *item = c->list->args.items[c->pos];
        if (!n && item->kind == EXPR_DESIGNATED) {
            if (!braced) return;
            n = chain_steps(S, item->lhs, &steps);
            c->list->args.items[c->pos] = item->rhs; /* the value, once the steps are taken */
        }
        if (n) {
            int64_t sel;
            Type *sub;
            bool via_anon;
            if (!designate(S, t, steps[0], &sel, &sub, &via_anon)) {
                c->bad = true;
                Expr *v = c->list->args.items[c->pos];
                if (v->kind != EXPR_INIT_LIST && !v->type) sema_expr(S, v);
                c->pos++;
                n = 0;
                continue;
            }
            idx = sel;
            if (n > 1 || via_anon) {
                Expr *inner = sub_list(S, out, t, idx, sub, steps[0]->loc);
                fill(S, sub, inner, c, false, via_anon ? steps : steps + 1, via_anon ? n : n - 1);
                n = 0;
                idx++;
                if (is_union && !braced) return;
                continue;
            }
            n = 0;
        } else if (!has_room(t, idx)) {
            if (!braced) return;
            break;
        }
        int errors = S->d->nerrors;
        Expr *v = init_one(S, subobject_type(t, idx), c);
        note_member(S, errors, t, idx);
        if (type_is_error(v->type)) c->bad = true;
        set_entry(S, out, t, idx, v);
        idx++;
        if (is_union && !braced) return;
    }
    if (braced && c->pos < c->list->args.n) {
        Expr *x = c->list->args.items[c->pos];
        const char *what = type_is_array(t) ? "array" : is_union ? "union" : "struct";
        diag_add_range(diag_error(S->d, x->loc, "excess elements in %s initializer", what), x->loc);
        c->bad = true;
        /* The rest is still checked, for its own errors. */
        for (; c->pos < c->list->args.n; c->pos++) {
            Expr *r = c->list->args.items[c->pos];
            if (r->kind == EXPR_DESIGNATED) r = r->rhs;
            if (r->kind != EXPR_INIT_LIST && !r->type) sema_expr(S, r);
        }
    }
}

/* ---- one object ------------------------------------------------------------ */

/* `{ a, b, ... }` for a vector: lanes in order (vectors of the element
 * type fill several), zero-filled. */
static Expr *vector_list(Sema *S, Expr *list, Type *t)
{
    Expr *r = ast_expr(S->a, EXPR_VEC_LIT, list->loc);
    r->type = t;
    int total = 0;
    for (int i = 0; i < list->args.n; i++) {
        Expr *item = list->args.items[i];
        if (item->kind == EXPR_DESIGNATED || item->kind == EXPR_INIT_LIST) {
            diag_add_range(diag_error(S->d, item->loc, "a vector's initializer list holds values, not %s",
                                      item->kind == EXPR_DESIGNATED ? "designators" : "braces"),
                           item->loc);
            return sema_error_expr(S, list);
        }
        Expr *x = item->type ? item : sema_rvalue(S, item);
        Type *xt = x->type->unqual;
        if (type_is_error(xt)) return sema_error_expr(S, list);
        if (type_is_vector(xt)) {
            if (xt->vec.elem != t->vec.elem) {
                diag_add_range(diag_error(S->d, x->loc, "initializing element of '%s' with incompatible type '%s'",
                                          sema_type_str(S, t), sema_type_str(S, xt)),
                               x->loc);
                return sema_error_expr(S, list);
            }
            total += xt->vec.lanes;
        } else {
            x = sema_convert_to(S, x, t->vec.elem, "initializing", x->loc);
            if (type_is_error(x->type)) return sema_error_expr(S, list);
            total++;
        }
        ptrvec_push(S->a, &r->args, x);
    }
    if (total > t->vec.lanes) {
        diag_add_range(diag_error(S->d, list->loc,
                                  "excess elements in vector initializer: '%s' has %d components, found %d",
                                  sema_type_str(S, t), t->vec.lanes, total),
                       list->loc);
        return sema_error_expr(S, list);
    }
    Type *el = t->vec.elem;
    for (; total < t->vec.lanes; total++) {
        Expr *z = ast_expr(S->a, type_is_float(el) ? EXPR_FLOAT : EXPR_INT, list->loc);
        z->type = el;
        z->float_single = el->kind == TY_FLOAT;
        z->is_const = !type_is_float(el);
        ptrvec_push(S->a, &r->args, z);
    }
    return r;
}

/* `{ x }` for a scalar. */
static Expr *scalar_list(Sema *S, Expr *list, Type *t)
{
    if (list->args.n == 0) {
        diag_error(S->d, list->loc, "scalar initializer cannot be empty");
        return sema_error_expr(S, list);
    }
    Expr *x = list->args.items[0];
    if (x->kind == EXPR_DESIGNATED) {
        diag_add_range(diag_error(S->d, x->loc, "designator in initializer for scalar type '%s'", sema_type_str(S, t)),
                       x->loc);
        return sema_error_expr(S, list);
    }
    if (list->args.n > 1) {
        Expr *y = list->args.items[1];
        diag_add_range(diag_error(S->d, y->loc, "excess elements in scalar initializer"), y->loc);
    }
    if (x->kind == EXPR_INIT_LIST) return scalar_list(S, x, t);
    return sema_convert_to(S, x->type ? x : sema_rvalue(S, x), t, "initializing", x->loc);
}

/* A brace-enclosed list for an object of type t. */
static Expr *braced(Sema *S, Expr *list, Type *t, int64_t *len)
{
    t = t->unqual;
    if (len) *len = -1;
    if (type_is_array(t) || type_is_record(t)) {
        if (type_is_record(t) && !type_is_complete(t)) {
            diag_error(S->d, list->loc, "variable has incomplete type '%s'", sema_type_str(S, t));
            return sema_error_expr(S, list);
        }
        /* `char s[] = {"abc"}`: the braces may hold the string. */
        if (is_char_array(t) && list->args.n == 1 && ((Expr *)list->args.items[0])->kind == EXPR_STRING)
            return string_init(S, list->args.items[0], t, len);
        Cursor c = {list, 0, false};
        Expr *out = new_list(S, list->loc, t);
        fill(S, t, out, &c, true, NULL, 0);
        if (type_is_array(t) && t->arr.len < 0) {
            out->type = type_array(S->tt, t->arr.elem, out->args.n);
            if (len) *len = out->args.n;
        }
        return c.bad ? sema_error_expr(S, list) : out;
    }
    if (type_is_vector(t)) return vector_list(S, list, t);
    return scalar_list(S, list, t);
}

/* The initializer of one subobject of type t, from the items under the
 * cursor: an item in braces is its own; otherwise one item, or (for an
 * aggregate the item cannot initialize whole) as many as the aggregate's
 * members take. */
static Expr *init_one(Sema *S, Type *t, Cursor *c)
{
    Expr *item = c->list->args.items[c->pos];
    t = t->unqual;
    if (item->kind == EXPR_INIT_LIST) {
        c->pos++;
        return braced(S, item, t, NULL);
    }
    if (type_is_array(t)) {
        if (item->kind == EXPR_STRING && is_char_array(t)) {
            c->pos++;
            return string_init(S, item, t, NULL);
        }
        Expr *sub = new_list(S, item->loc, t);
        fill(S, t, sub, c, false, NULL, 0);
        return sub;
    }
    if (type_is_record(t)) {
        Expr *x = checked(S, c);
        if (type_is_error(x->type) || x->type->unqual == t) {
            c->pos++;
            return x;
        }
        if (!type_is_complete(t)) {
            c->pos++;
            return sema_convert_to(S, x, t, "initializing", x->loc);
        }
        Expr *sub = new_list(S, x->loc, t);
        fill(S, t, sub, c, false, NULL, 0);
        return sub;
    }
    Expr *x = checked(S, c);
    c->pos++;
    return sema_convert_to(S, x, t, "initializing", x->loc);
}

Expr *sema_initializer(Sema *S, Expr *init, Type *t, int64_t *len)
{
    Type *tu = t->unqual;
    if (len) *len = -1;
    if (type_is_error(tu)) {
        if (init->kind != EXPR_INIT_LIST) sema_expr(S, init);
        return sema_error_expr(S, init);
    }
    /* `(struct S){ ... }` for a struct S is its list. */
    if (init->kind == EXPR_COMPOUND_LIT && (type_is_record(tu) || type_is_array(tu)) &&
        sema_typename(S, init->tname)->unqual == tu)
        init = init->operand;
    if (init->kind == EXPR_INIT_LIST) return braced(S, init, tu, len);
    if (type_is_array(tu)) {
        if (init->kind == EXPR_STRING && is_char_array(tu)) return string_init(S, init, tu, len);
        Expr *x = sema_expr(S, init);
        if (!type_is_error(x->type))
            diag_add_range(diag_error(S->d, x->loc, "array initializer must be an initializer list"), x->loc);
        return sema_error_expr(S, init);
    }
    Expr *x = sema_rvalue(S, init);
    if (type_is_error(x->type)) return x;
    if (type_is_record(tu) && !type_is_complete(tu)) return sema_error_expr(S, init); /* reported with the variable */
    return sema_convert_to(S, x, tu, "initializing", x->loc);
}

/* ---- constants ------------------------------------------------------------ */

/* An lvalue whose address is a link-time constant: a program-scope
 * variable, or a constant index or a member of one. */
static bool is_address_constant(Expr *e)
{
    switch (e->kind) {
    case EXPR_IDENT: return e->decl && (e->decl->is_global_scope || e->decl->kind == DECL_FUNC);
    case EXPR_INDEX: {
        Expr *b = e->lhs;
        while (b->kind == EXPR_CONV && b->implicit) b = b->operand;
        return e->rhs->is_const && is_address_constant(b);
    }
    case EXPR_MEMBER: return is_address_constant(e->lhs);
    case EXPR_STRING: return true;
    default: return false;
    }
}

bool sema_is_constant_init(Expr *e)
{
    if (!e) return true;
    switch (e->kind) {
    case EXPR_INT:
    case EXPR_FLOAT:
    case EXPR_CHAR: return true;
    case EXPR_CONV:
        if (type_is_pointer(e->type->unqual))
            return e->operand->is_const || is_address_constant(e->operand) || sema_is_constant_init(e->operand);
        return sema_is_constant_init(e->operand);
    case EXPR_SPLAT:
    case EXPR_ASTYPE:
    case EXPR_CONVERT: return sema_is_constant_init(e->operand);
    case EXPR_UNARY:
        if (e->uop == UO_ADDR) return is_address_constant(e->operand);
        return (e->uop == UO_PLUS || e->uop == UO_MINUS || e->uop == UO_BITNOT || e->uop == UO_LNOT) &&
               sema_is_constant_init(e->operand);
    case EXPR_BINARY: return sema_is_constant_init(e->lhs) && sema_is_constant_init(e->rhs);
    case EXPR_COND:
        return sema_is_constant_init(e->cond) && sema_is_constant_init(e->lhs) && sema_is_constant_init(e->rhs);
    case EXPR_VEC_LIT:
    case EXPR_INIT_LIST:
        for (int i = 0; i < e->args.n; i++)
            if (!sema_is_constant_init(e->args.items[i])) return false;
        return true;
    case EXPR_SWIZZLE: return sema_is_constant_init(e->operand);
    case EXPR_STRING: return true;
    case EXPR_ERROR: return true; /* reported already (a nesting error, say) */
    default: return e->is_const;
    }
}

/* A zero of type t, as a checked expression. */
static Expr *zero_value(Sema *S, Type *t, Loc loc)
{
    t = t->unqual;
    if (type_is_array(t) || type_is_record(t)) return new_list(S, loc, t);
    if (type_is_vector(t)) {
        Expr *z = zero_value(S, t->vec.elem, loc);
        Expr *r = ast_expr(S->a, EXPR_SPLAT, loc);
        r->type = t;
        r->operand = z;
        r->implicit = true;
        return r;
    }
    Expr *z = ast_expr(S->a, type_is_float(t) ? EXPR_FLOAT : EXPR_INT, loc);
    z->type = t;
    z->float_single = t->kind == TY_FLOAT;
    if (!type_is_float(t)) {
        z->is_const = true;
        z->cval = 0;
    }
    if (type_is_pointer(t)) {
        z->type = S->t_int;
        Expr *c = ast_expr(S->a, EXPR_CONV, loc);
        c->type = t;
        c->operand = z;
        c->implicit = true;
        return c;
    }
    return z;
}

/* The value the initializer of a program-scope constant gives lvalue e
 * (`N`, `tbl[2].x`), or NULL when e is not such a read. */
static Expr *constant_value_of(Sema *S, Expr *e, int depth)
{
    if (depth > 64) return NULL;
    Expr *v = NULL;
    switch (e->kind) {
    case EXPR_IDENT: {
        Decl *d = e->decl;
        if (!d || d->kind != DECL_VAR || !d->is_global_scope || !d->init || d->invalid) return NULL;
        Type *el = d->type;
        while (type_is_array(el)) el = el->arr.elem;
        if (d->as != AS_CONSTANT && !(el->quals & Q_CONST)) return NULL;
        if (type_is_error(d->init->type) || !sema_is_constant_init(d->init)) return NULL;
        v = d->init;
        break;
    }
    case EXPR_INDEX: {
        Expr *b = e->lhs;
        if (b->kind != EXPR_CONV || !b->implicit || !type_is_array(b->operand->type) || !e->rhs->is_const) return NULL;
        Expr *arr = constant_value_of(S, b->operand, depth + 1);
        if (!arr || arr->kind != EXPR_INIT_LIST || e->rhs->cval < 0) return NULL;
        v = e->rhs->cval < arr->args.n ? arr->args.items[e->rhs->cval] : NULL;
        if (!v) v = zero_value(S, e->type, e->loc);
        break;
    }
    case EXPR_MEMBER: {
        Expr *rec = constant_value_of(S, e->lhs, depth + 1);
        if (!rec || rec->kind != EXPR_INIT_LIST) return NULL;
        Type *rt = rec->type->unqual;
        /* Down the anonymous members to the one named. */
        for (;;) {
            int idx = -1;
            bool anon = false;
            for (int i = 0; i < rt->rec.nmembers && idx < 0; i++) {
                const Member *m = &rt->rec.members[i];
                if (m->name ? !strcmp(m->name, e->member) : type_record_find(m->type, e->member, NULL) != NULL) {
                    idx = i;
                    anon = !m->name;
                }
            }
            if (idx < 0) return NULL;
            if (rt->rec.is_union)
                v = rec->args.n && rec->init_member == (uint32_t)idx ? rec->args.items[0] : NULL;
            else
                v = idx < rec->args.n ? rec->args.items[idx] : NULL;
            /* Another member of a union than the one initialized: not a
             * value the initializer gives. */
            if (!v && rt->rec.is_union && rec->args.n) return NULL;
            if (!anon) break;
            if (!v) break;
            if (v->kind != EXPR_INIT_LIST) return NULL;
            rec = v;
            rt = v->type->unqual;
        }
        if (!v) v = zero_value(S, e->type, e->loc);
        break;
    }
    default: return NULL;
    }
    /* A list, a constant, or the name of another constant. */
    if (v->kind == EXPR_IDENT || v->kind == EXPR_INDEX || v->kind == EXPR_MEMBER)
        return constant_value_of(S, v, depth + 1);
    return v;
}

/* Replaces the reads of program-scope constants in checked expression e by
 * their values (see the essay).  Lvalue positions (under &, the base of a
 * subscript or member, an array that decays) are left alone. */
static Expr *fold_loads(Sema *S, Expr *e, int depth)
{
    if (!e || depth > 256) return e;
    switch (e->kind) {
    case EXPR_IDENT:
    case EXPR_INDEX:
    case EXPR_MEMBER: {
        if (e->kind == EXPR_INDEX) e->rhs = fold_loads(S, e->rhs, depth + 1);
        Expr *v = e->lvalue && !type_is_array(e->type) ? constant_value_of(S, e, 0) : NULL;
        return v ? v : e;
    }
    case EXPR_UNARY:
        if (e->uop != UO_ADDR) e->operand = fold_loads(S, e->operand, depth + 1);
        return e;
    case EXPR_CONV:
        if (!type_is_array(e->operand->type) && !type_is_func(e->operand->type))
            e->operand = fold_loads(S, e->operand, depth + 1);
        return e;
    case EXPR_SPLAT:
    case EXPR_ASTYPE:
    case EXPR_CONVERT:
    case EXPR_SWIZZLE:
        /* A swizzle's operand is read whole. */
        e->operand = fold_loads(S, e->operand, depth + 1);
        return e;
    case EXPR_BINARY:
        e->lhs = fold_loads(S, e->lhs, depth + 1);
        e->rhs = fold_loads(S, e->rhs, depth + 1);
        return e;
    case EXPR_COND:
        e->cond = fold_loads(S, e->cond, depth + 1);
        e->lhs = fold_loads(S, e->lhs, depth + 1);
        e->rhs = fold_loads(S, e->rhs, depth + 1);
        return e;
    case EXPR_VEC_LIT:
    case EXPR_INIT_LIST:
        for (int i = 0; i < e->args.n; i++) e->args.items[i] = fold_loads(S, e->args.items[i], depth + 1);
        return e;
    default: return e;
    }
}

bool sema_check_initializer(Sema *S, Decl *d)
{
    /* 6.15.12.1: ATOMIC_VAR_INIT initializes program-scope atomics only;
     * others get atomic_init (clang's words). */
    Type *elem = d->type->unqual;
    while (type_is_array(elem)) elem = elem->arr.elem->unqual;
    if (type_is_atomic(elem) && !d->is_global_scope) {
        diag_add_range(diag_error(S->d, d->init->loc,
                                  "atomic variable can be initialized to a variable only in global address space"),
                       d->init->loc);
        if (d->init->kind != EXPR_INIT_LIST) sema_expr(S, d->init); /* its own errors, its names' uses */
        d->init = sema_error_expr(S, d->init);
        return false;
    }
    int64_t len = -1;
    Expr *r = sema_initializer(S, d->init, d->type, &len);
    if (type_is_array(d->type) && d->type->arr.len < 0 && len >= 0 && !type_is_error(r->type))
        d->type = type_array(S->tt, d->type->arr.elem, len);
    if (type_is_error(r->type)) {
        d->init = r;
        return false;
    }
    if (d->is_global_scope || d->as == AS_CONSTANT || d->storage == SC_STATIC) {
        r = fold_loads(S, r, 0);
        if (!sema_is_constant_init(r)) {
            d->init = r;
            diag_add_range(diag_error(S->d, r->loc, "initializer element is not a compile-time constant"), r->loc);
            return false;
        }
    }
    d->init = r;
    return true;
}
