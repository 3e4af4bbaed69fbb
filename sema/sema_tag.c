/*
 * sema_tag.c - struct, union and enum specifiers: the tag name space, the
 * bodies that define records and enumerations, the attributes that shape
 * a layout, member lookup, and what a kernel argument of record type may
 * not contain.
 *
 * A specifier resolves to a type once (TagSpec.type): a DeclSpec is shared
 * by every declarator of its declaration.  Tags live in their own name
 * space (Sema.tags), scoped like ordinary names, with C99's rules (6.7.2.3):
 *
 *   - `struct S { ... }` defines S in the current scope: it completes a
 *     `struct S` declared there before, or makes a new type that hides an
 *     outer S; a second definition in the same scope is a redefinition;
 *   - `struct S;` on its own declares a new, incomplete S in the current
 *     scope (unless one is already declared there);
 *   - any other `struct S` refers to the innermost S, and declares an
 *     incomplete one in the current scope when there is none;
 *   - a tag used as the other kind (`union S` after `struct S`) is an error
 *     that keeps the first kind, so the uses after it are checked against
 *     the type the program defined.
 *
 * A record is laid out by type_record_complete (parser/type.c) with the
 * host compiler's rules, so its size, alignment and offsets are what the
 * host's C compiler gives the same declaration (tests/run/record-layout*
 * compares them with cc): natural alignment, `packed` on the record or on
 * a member, `aligned(N)` raising a member's or the record's alignment.
 * An enumeration's constants are ordinary identifiers of type int (or of
 * the underlying type, when int cannot hold the value), and its underlying
 * type is clang's choice (type_enum_complete).
 *
 * Recovery: a member that cannot be a member (incomplete, a function, a
 * bit-field...) is reported once and left out or kept as a plain member,
 * so the record is still complete and its other members usable; nothing
 * that uses the record reports it again.
 */
#include "sema/sema_int.h"

#include <string.h>

static const char *tag_word(unsigned kind)
{
    return kind == TS_STRUCT ? "struct" : kind == TS_UNION ? "union" : "enum";
}

static bool same_kind(Type *t, unsigned kind)
{
    t = t->unqual;
    if (kind == TS_ENUM) return type_is_enum(t);
    return type_is_record(t) && t->rec.is_union == (kind == TS_UNION);
}

static Type *new_tag_type(Sema *S, TagSpec *tg)
{
    if (tg->kind == TS_ENUM) return type_enum_new(S->tt, tg->name, tg->loc);
    return type_record_new(S->tt, tg->name, tg->kind == TS_UNION, tg->loc);
}

static Decl *declare_tag(Sema *S, TagSpec *tg, Type *t)
{
    Decl *d = ast_decl(S->a, DECL_TAG, tg->name, tg->loc);
    d->type = t;
    scope_bind_tag(S, d);
    return d;
}

/* The body of which specifier is being checked, if t's is. */
static TagSpec *being_defined(Sema *S, Type *t)
{
    for (int i = S->defining.n - 1; i >= 0; i--) {
        TagSpec *tg = S->defining.items[i];
        if (tg->type == t->unqual) return tg;
    }
    return NULL;
}

/* Where an incomplete record or enum type was declared, for notes. */
static Loc tag_loc(Type *t)
{
    t = t->unqual;
    return t->kind == TY_ENUM ? t->en.loc : t->rec.loc;
}

/* The note under "incomplete type": where it was declared, or that its
 * definition has not ended yet. */
static void incomplete_note(Sema *S, Diagnostic *dg, Type *t)
{
    t = t->unqual;
    if (!type_is_record(t) && !type_is_enum(t)) return;
    TagSpec *tg = being_defined(S, t);
    if (tg)
        diag_note(dg, S->d, tg->loc, "definition of '%s' is not complete until the closing '}'", sema_type_str(S, t));
    else
        diag_note(dg, S->d, tag_loc(t), "forward declaration of '%s'", sema_type_str(S, t));
}

/* ---- attributes --------------------------------------------------------- */

/* Clang's __BIGGEST_ALIGNMENT__ on the targets oclc has: what a bare
 * `aligned` gives. */
enum { MAX_NATURAL_ALIGN = 16 };
/* The largest alignment oclc takes (a page is far more than any use). */
enum { MAX_ALIGN = 1 << 30 };

/* The value of aligned(N)'s argument, or 0 after the error. */
static int32_t aligned_value(Sema *S, Attr *a)
{
    if (a->args.n == 0) return MAX_NATURAL_ALIGN;
    if (a->args.n > 1) {
        diag_error(S->d, a->loc, "'aligned' attribute takes no more than 1 argument");
        return 0;
    }
    Expr *x = sema_rvalue(S, a->args.items[0]);
    a->args.items[0] = x;
    if (type_is_error(x->type)) return 0;
    int64_t v;
    if (!type_is_integer(x->type->unqual) || !sema_int_const(S, x, &v)) {
        diag_add_range(diag_error(S->d, a->loc, "'aligned' attribute requires integer constant"), x->loc);
        return 0;
    }
    if (v <= 0 || (v & (v - 1))) {
        diag_add_range(diag_error(S->d, x->loc, "requested alignment is not a power of 2"), x->loc);
        return 0;
    }
    if (v > MAX_ALIGN) {
        diag_add_range(diag_error(S->d, x->loc, "requested alignment must be %d bytes or smaller", MAX_ALIGN), x->loc);
        return 0;
    }
    return (int32_t)v;
}

void sema_layout_attrs(Sema *S, Attr *attrs, int32_t *align, bool *packed, bool packed_ok)
{
    for (Attr *a = attrs; a; a = a->next) {
        if (!strcmp(a->name, "aligned")) {
            int32_t v = aligned_value(S, a);
            if (!v) a->ignored = true;
            if (v > *align) *align = v;
        } else if (!strcmp(a->name, "packed")) {
            if (a->args.n) {
                diag_error(S->d, a->loc, "'packed' attribute takes no arguments");
                a->ignored = true;
            } else if (!packed_ok) {
                diag_warning(S->d, W_UNSUPPORTED_ATTR, a->loc, "'packed' attribute ignored");
                a->ignored = true;
            } else {
                *packed = true;
            }
        } else if (!strcmp(a->name, "endian")) {
            /* OpenCL C 1.x's endian(host|device) on variables and types:
             * oclc's devices are the host, one byte order. */
            diag_remark(S->d, a->loc, "'endian' attribute ignored: the device and the host have the same byte order");
        }
    }
}

/* Attributes of a record body or member that are neither aligned, packed
 * nor endian. */
static void unknown_attrs(Sema *S, Attr *attrs)
{
    static const char *const known[] = {"aligned", "packed", "endian", "unused", "used", "deprecated", "may_alias"};
    for (Attr *a = attrs; a; a = a->next) {
        bool ok = false;
        for (size_t i = 0; i < sizeof known / sizeof *known && !ok; i++) ok = !strcmp(a->name, known[i]);
        if (!ok) diag_warning(S->d, W_UNSUPPORTED_ATTR, a->loc, "unknown attribute '%s' ignored", a->name);
    }
}

/* ---- records ------------------------------------------------------------ */

/* Where member `name` of record r is declared (looking into anonymous
 * members), in *at. */
static bool record_has(Type *r, const char *name, Loc *at)
{
    r = r->unqual;
    for (int i = 0; i < r->rec.nmembers; i++) {
        const Member *m = &r->rec.members[i];
        if (m->name ? !strcmp(m->name, name) : record_has(m->type, name, at)) {
            if (m->name) *at = m->loc;
            return true;
        }
    }
    return false;
}

/* Whether `name` is among the members so far, in *at where. */
static bool member_named(const MemberSpec *ms, int n, const char *name, Loc *at)
{
    for (int i = 0; i < n; i++) {
        if (ms[i].name ? !strcmp(ms[i].name, name) : record_has(ms[i].type, name, at)) {
            if (ms[i].name) *at = ms[i].loc;
            return true;
        }
    }
    return false;
}

/* `anon`: the duplicate is a member of an anonymous member, "struct" or
 * "union" (clang's words for that case); NULL for a member of its own. */
static void check_duplicates(Sema *S, const MemberSpec *ms, int n, const char *name, Loc loc, const char *anon)
{
    Loc prev;
    if (name && member_named(ms, n, name, &prev)) {
        Diagnostic *dg = anon ? diag_error(S->d, loc, "member of anonymous %s redeclares '%s'", anon, name)
                              : diag_error(S->d, loc, "duplicate member '%s'", name);
        diag_note(dg, S->d, prev, "previous declaration is here");
    }
}

/* An anonymous member's names join the record's (C11 6.7.2.1p13): each
 * must be new there. */
static void check_anon_duplicates(Sema *S, const MemberSpec *ms, int n, Type *anon)
{
    anon = anon->unqual;
    for (int k = 0; k < anon->rec.nmembers; k++) {
        const Member *m = &anon->rec.members[k];
        if (m->name)
            check_duplicates(S, ms, n, m->name, m->loc, anon->rec.is_union ? "union" : "struct");
        else
            check_anon_duplicates(S, ms, n, m->type);
    }
}

/* The type of a member (under its arrays) that a record may not hold, as
 * an error message, or NULL. */
static bool bad_member_type(Sema *S, Decl *f, Type *t, bool last)
{
    Type *el = t;
    while (type_is_array(el)) el = el->arr.elem;
    if (type_is_func(t)) {
        diag_error(S->d, f->loc, "field '%s' declared as a function", f->name);
        return true;
    }
    if (type_is_array(t) && t->arr.len < 0 && type_is_complete(el)) {
        if (last)
            diag_error(S->d, f->loc,
                       "flexible array member '%s' is not supported in OpenCL: give the array a size, or pass the data "
                       "in a buffer of its own",
                       f->name);
        else
            diag_error(S->d, f->loc, "flexible array member '%s' with type '%s' is not at the end of struct", f->name,
                       sema_type_str(S, t));
        return true;
    }
    if (!type_is_complete(t)) {
        Diagnostic *dg = diag_error(S->d, f->loc, "field has incomplete type '%s'", sema_type_str(S, t));
        incomplete_note(S, dg, el);
        return true;
    }
    if (el->as != AS_NONE) {
        Loc at = f->spec->as_loc.file ? f->spec->as_loc : f->loc;
        diag_error(S->d, at, "field may not be qualified with an address space");
        return true;
    }
    if (type_is_opaque(el)) {
        diag_error(S->d, f->loc, "the '%s' type cannot be used to declare a structure or union field",
                   sema_type_str(S, el));
        return true;
    }
    return false;
}

/* size_t and its kin are ulong or uint here, but a kernel argument may
 * not hold them by name (OpenCL C 6.11): a member declared with one
 * remembers the name. */
static const char *kernel_arg_type_name(DeclSpec *spec, Declarator *dt)
{
    static const char *const names[] = {"size_t", "ptrdiff_t", "intptr_t", "uintptr_t"};
    if (!(spec->tspec & TS_NAME) || (dt && dt->chunks)) return NULL;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!strcmp(spec->type_name, names[i])) return names[i];
    return NULL;
}

static void define_record(Sema *S, TagSpec *tg, Type *t)
{
    ptrvec_push(S->a, &S->defining, tg);
    int nm = tg->members.n;
    MemberSpec *ms = ARENA_ARRAY(S->a, MemberSpec, nm ? nm : 1);
    int n = 0;
    DeclSpec *spec = NULL;
    Type *base = NULL;
    bool spec_invalid = false;
    for (int i = 0; i < nm && !diag_should_stop(S->d); i++) {
        Decl *f = tg->members.items[i];
        if (f->spec != spec) {
            spec = f->spec;
            spec_invalid = false;
            base = sema_declspec_type(S, spec, &spec_invalid);
        }
        if (!f->dtor) {
            /* C11's anonymous struct or union member: an untagged record
             * defined right here.  Anything else declares no member. */
            Type *r = base->unqual;
            if (!spec_invalid && type_is_record(r) && !r->rec.tag && spec->tag && spec->tag->has_body) {
                check_anon_duplicates(S, ms, n, r);
                int32_t al = 0;
                bool packed = false;
                sema_layout_attrs(S, spec->attrs, &al, &packed, true);
                ms[n++] = (MemberSpec){NULL, base, al, f->loc, packed, NULL};
            } else if (!spec_invalid) {
                diag_warning(S->d, W_MISSING_DECLARATIONS, spec->tag ? spec->tag->kw_loc : spec->loc,
                             "declaration does not declare anything");
            }
            continue;
        }
        bool inv = spec_invalid || f->invalid;
        Type *ft = sema_declarator_type(S, base, f->dtor, false, &inv);
        f->type = ft;
        if (inv || type_is_error(ft)) continue;
        if (bad_member_type(S, f, ft, i == nm - 1 && tg->kind == TS_STRUCT)) {
            f->invalid = true;
            continue;
        }
        if (f->init) {
            /* 6.11 (OpenCL C 1.x and 2.0), 6.1 of 3.0's restrictions:
             * no bit-fields.  A named one stays, as a whole object. */
            Diagnostic *dg = diag_error(S->d, f->loc, "bit-fields are not supported in OpenCL");
            diag_add_range(dg, f->init->loc);
            if (!f->name) continue;
        }
        check_duplicates(S, ms, n, f->name, f->loc, NULL);
        int32_t al = 0;
        bool packed = false;
        sema_layout_attrs(S, spec->attrs, &al, &packed, true);
        sema_layout_attrs(S, f->dtor->attrs, &al, &packed, true);
        unknown_attrs(S, f->dtor->attrs);
        ms[n++] = (MemberSpec){f->name, ft, al, f->loc, packed, kernel_arg_type_name(spec, f->dtor)};
    }
    int32_t align = 0;
    bool packed = false;
    sema_layout_attrs(S, tg->attrs, &align, &packed, true);
    unknown_attrs(S, tg->attrs);
    if (!type_record_complete(S->tt, t, ms, n, packed, align, tg->loc))
        diag_error(S->d, tg->loc, "'%s' is too large", sema_type_str(S, t));
    S->defining.n--;
}

/* ---- enumerations ------------------------------------------------------- */

static bool fits_int(int64_t v, bool is_unsigned) { return !is_unsigned && v >= INT32_MIN && v <= INT32_MAX; }

static void define_enum(Sema *S, TagSpec *tg, Type *t)
{
    ptrvec_push(S->a, &S->defining, tg);
    int nc = tg->members.n;
    EnumConst *cs = ARENA_ARRAY(S->a, EnumConst, nc ? nc : 1);
    int n = 0;
    int64_t next = 0;
    bool next_unsigned = false;
    for (int i = 0; i < nc; i++) {
        Decl *c = tg->members.items[i];
        int64_t v = next;
        bool is_unsigned = next_unsigned;
        if (c->init) {
            Expr *x = sema_rvalue(S, c->init);
            c->init = x;
            if (type_is_error(x->type)) {
                /* reported: the value is the next one, quietly */
            } else if (!type_is_integer(x->type->unqual)) {
                diag_add_range(diag_error(S->d, x->loc, "integer constant expression must have integer type, not '%s'",
                                          sema_type_str(S, x->type->unqual)),
                               x->loc);
            } else if (!x->is_const) {
                diag_add_range(diag_error(S->d, x->loc, "expression is not an integer constant expression"), x->loc);
            } else {
                v = x->cval;
                is_unsigned = type_is_unsigned(x->type->unqual) && v < 0;
            }
        }
        c->kind = DECL_ENUM_CONST;
        c->enum_value = v;
        /* Before the closing brace a constant has the type of its value
         * (int when int holds it), as in clang. */
        c->type = fits_int(v, is_unsigned) ? S->t_int : is_unsigned ? S->t_ulong : S->t_long;
        c->is_defined = true;
        Decl *prev = scope_lookup_current(S, c->name);
        if (prev) {
            Diagnostic *dg =
                prev->kind == DECL_ENUM_CONST
                    ? diag_error(S->d, c->loc, "redefinition of enumerator '%s'", c->name)
                    : diag_error(S->d, c->loc, "redefinition of '%s' as different kind of symbol", c->name);
            diag_note(dg, S->d, prev->loc, "previous definition is here");
            c->invalid = true;
        } else {
            scope_bind(S, c);
        }
        cs[n++] = (EnumConst){c->name, v, is_unsigned, c->loc};
        next = (int64_t)((uint64_t)v + 1);
        next_unsigned = is_unsigned || (v == INT64_MAX && !is_unsigned);
    }
    unknown_attrs(S, tg->attrs);
    type_enum_complete(S->tt, t, cs, n);
    /* After it, a constant int cannot hold has the underlying type. */
    for (int i = 0; i < nc; i++) {
        Decl *c = tg->members.items[i];
        if (!fits_int(c->enum_value, cs[i].is_unsigned)) c->type = t->en.underlying;
    }
    S->defining.n--;
}

/* ---- specifiers --------------------------------------------------------- */

Type *sema_tag_type(Sema *S, DeclSpec *spec, bool *invalid)
{
    TagSpec *tg = spec->tag;
    if (tg->type) return tg->type;
    bool defining = tg->has_body;
    Type *t = NULL;    /* the type the specifier names */
    Type *body = NULL; /* the type its body defines (t, but for a redefinition) */
    if (tg->name) {
        bool here_only = defining || S->tag_decl_only;
        Decl *prev = scope_lookup_tag(S, tg->name, here_only);
        if (prev && !same_kind(prev->type, tg->kind)) {
            Diagnostic *dg = diag_error(S->d, tg->loc,
                                        "use of '%s' with tag type that does not match previous declaration", tg->name);
            diag_add_fixit(dg, tg->kw_loc,
                           type_is_enum(prev->type)   ? "enum"
                           : prev->type->rec.is_union ? "union"
                                                      : "struct");
            diag_note(dg, S->d, prev->loc, "previous use is here");
            /* The first kind stands; a body is still checked. */
            t = prev->type;
            if (defining) body = new_tag_type(S, tg);
        } else if (prev && defining) {
            TagSpec *outer = being_defined(S, prev->type);
            if (outer || type_is_complete(prev->type)) {
                Diagnostic *dg =
                    diag_error(S->d, tg->loc, outer ? "nested redefinition of '%s'" : "redefinition of '%s'", tg->name);
                Type *pt = prev->type->unqual;
                Loc def = outer ? outer->loc : type_is_record(pt) ? pt->rec.def_loc : prev->range;
                diag_note(dg, S->d, def, "previous definition is here");
                /* The new body is checked all the same; a nested one is
                 * also what the enclosing member has (the outer record is
                 * not complete yet). */
                body = new_tag_type(S, tg);
                t = outer ? body : prev->type;
            } else {
                t = body = prev->type;
                prev->range = tg->loc; /* where it is defined, for a redefinition's note */
            }
        } else if (prev) {
            t = prev->type;
        } else {
            t = new_tag_type(S, tg);
            Decl *d = declare_tag(S, tg, t);
            if (defining) d->range = tg->loc;
            body = defining ? t : NULL;
        }
    } else {
        t = body = new_tag_type(S, tg);
    }
    tg->type = t;
    if (defining) {
        if (tg->kind == TS_ENUM)
            define_enum(S, tg, body);
        else
            define_record(S, tg, body);
    }
    (void)invalid;
    return t;
}

void sema_tag_decl(Sema *S, Decl *d)
{
    DeclSpec *spec = d->spec;
    TagSpec *tg = spec->tag;
    bool invalid = false;
    S->tag_decl_only = !tg->has_body;
    Type *t = sema_declspec_type(S, spec, &invalid);
    S->tag_decl_only = false;
    d->type = t;
    d->invalid = invalid;
    /* `__attribute__((packed)) struct S { ... };`: before the keyword,
     * an attribute would be the declarators', and there are none. */
    for (Attr *a = spec->attrs; a; a = a->next)
        if (!strcmp(a->name, "packed") || !strcmp(a->name, "aligned"))
            diag_warning(S->d, W_UNSUPPORTED_ATTR, a->loc,
                         "attribute '%s' is ignored, place it after \"%s\" to apply attribute to type declaration",
                         a->name, tag_word(tg->kind));
    if (spec->storage == SC_TYPEDEF)
        diag_warning(S->d, W_MISSING_DECLARATIONS, spec->loc, "typedef requires a name");
    else if (!tg->name && tg->kind != TS_ENUM)
        diag_warning(S->d, W_MISSING_DECLARATIONS, tg->kw_loc, "declaration does not declare anything");
}

/* ---- members -------------------------------------------------------------- */

/* The member name nearest to `name` (through anonymous members), for
 * "did you mean". */
static void nearest_member(Type *rec, const char *name, int max, const char **best, int *best_d)
{
    rec = rec->unqual;
    for (int i = 0; i < rec->rec.nmembers; i++) {
        const Member *m = &rec->rec.members[i];
        if (!m->name) {
            nearest_member(m->type, name, max, best, best_d);
            continue;
        }
        /* A typo keeps some of what was meant: `c` is not `a` mistyped. */
        int d = diag_edit_distance(name, m->name, max);
        if (d <= max && d < *best_d && d < (int)strlen(name)) {
            *best = m->name;
            *best_d = d;
        }
    }
}

const Member *sema_find_member(Sema *S, Type *rec, const char *name, Loc at, int64_t *offset, bool quiet)
{
    Type *r = rec->unqual;
    if (!type_is_complete(r)) {
        if (!quiet) {
            Diagnostic *dg = diag_error(S->d, at, "incomplete definition of type '%s'", sema_type_str(S, rec));
            incomplete_note(S, dg, r);
        }
        return NULL;
    }
    int64_t off = 0;
    const Member *m = type_record_find(r, name, &off);
    if (m) {
        if (offset) *offset = off;
        return m;
    }
    if (quiet) return NULL;
    const char *best = NULL;
    int best_d = diag_suggest_max_distance(name) + 1;
    nearest_member(r, name, best_d - 1, &best, &best_d);
    Diagnostic *dg;
    if (best) {
        dg = diag_error(S->d, at, "no member named '%s' in '%s'; did you mean '%s'?", name, sema_type_str(S, r), best);
        diag_add_fixit(dg, at, best);
    } else {
        dg = diag_error(S->d, at, "no member named '%s' in '%s'", name, sema_type_str(S, r));
    }
    diag_add_range(dg, at);
    return NULL;
}

/* ---- kernel arguments ------------------------------------------------------ */

/* The first member of t (its path from t, as written: "inner.b") whose
 * type a kernel argument may not hold, with why. */
static bool find_bad_kernel_member(Sema *S, Type *t, StrBuf *path, const Member **out, const char **why)
{
    t = t->unqual;
    while (type_is_array(t)) t = t->arr.elem->unqual;
    if (!type_is_record(t)) return false;
    for (int i = 0; i < t->rec.nmembers; i++) {
        const Member *m = &t->rec.members[i];
        Type *mt = m->type->unqual;
        while (type_is_array(mt)) mt = mt->arr.elem->unqual;
        size_t mark = path->len;
        if (m->name) sb_printf(path, "%s%s", mark ? "." : "", m->name);
        const char *w = NULL;
        if (mt->kind == TY_BOOL)
            w = "bool";
        else if (mt->kind == TY_HALF && !sema_has_half(S))
            w = "half";
        else if (m->type_name)
            w = m->type_name;
        else if (type_is_pointer(mt) && S->lang->cl_std < 200)
            w = "pointer";
        if (w) {
            *out = m;
            *why = w;
            return true;
        }
        if (find_bad_kernel_member(S, mt, path, out, why)) return true;
        path->len = mark;
        if (path->data) path->data[mark] = 0;
    }
    return false;
}

bool sema_check_kernel_record(Sema *S, Type *t, Loc at, const char *param_type)
{
    StrBuf path = {0};
    const Member *m = NULL;
    const char *why = NULL;
    bool bad = find_bad_kernel_member(S, t, &path, &m, &why);
    if (bad) {
        const char *p = path.len ? sb_cstr(&path) : "(anonymous)";
        Diagnostic *dg;
        if (!strcmp(why, "pointer"))
            /* OpenCL C 1.x: a kernel's pointers are its pointer arguments
             * (2.0's shared virtual memory lifts this, as in clang). */
            dg = diag_error(S->d, at,
                            "struct kernel parameters may not contain pointers: member '%s' of '%s' has type '%s'", p,
                            param_type, sema_type_str(S, m->type));
        else
            dg = diag_error(S->d, at,
                            "'%s' cannot be used as the type of a kernel parameter: member '%s' has type '%s', which "
                            "a kernel argument may not contain",
                            param_type, p, why);
        diag_note(dg, S->d, m->loc, "member '%s' declared here", m->name ? m->name : p);
    }
    sb_free(&path);
    return bad;
}
