/*
 * sema.c - the entry point of semantic analysis, name lookup, and the
 * resolution of written types (DeclSpec + Declarator) into interned Types.
 *
 * Sema walks the syntax tree once, in source order, declaring names as it
 * meets them (C's rule: a name is visible from its declarator on).  Errors
 * never stop the walk: a declaration with an error still declares its name
 * (marked invalid, with the error type where its type is unknown) so later
 * uses of it are quiet, and an expression that fails becomes EXPR_ERROR whose
 * error type every rule accepts without a further message.  That is what
 * keeps one mistake to one diagnostic.
 */
#include "sema/sema_int.h"

#include <stdlib.h>
#include <string.h>

/* ---- scopes ------------------------------------------------------ */

static unsigned name_hash(const char *s)
{
    unsigned h = 2166136261u;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* The chain holds the innermost binding of each name in the bucket.  Names
 * are mostly the preprocessor's interned pointers, so equal pointers are
 * the common match, and the hash is compared before the bytes. */
static Binding **table_slot(NameTable *t, const char *name, unsigned h)
{
    Binding **p = &t->slots[h & (t->size - 1)];
    while (*p && !((*p)->name == name || ((*p)->hash == h && strcmp((*p)->name, name) == 0))) p = &(*p)->hash_next;
    return p;
}

/* The table doubles when the names bound outnumber its buckets, so that a
 * lookup stays one short probe however many functions the program has.
 * It is malloc'd: a body's arena may be reset while the table lives on. */
static void table_grow(NameTable *tb)
{
    unsigned n = tb->size * 2;
    Binding **t = calloc(n, sizeof *t);
    if (!t) return; /* the old table still works, only slower */
    for (unsigned i = 0; i < tb->size; i++)
        for (Binding *b = tb->slots[i], *next; b; b = next) {
            next = b->hash_next;
            b->hash_next = t[b->hash & (n - 1)];
            t[b->hash & (n - 1)] = b;
        }
    free(tb->slots);
    tb->slots = t;
    tb->size = n;
}

static bool table_init(NameTable *t, unsigned size)
{
    t->size = size;
    t->n = 0;
    t->slots = calloc(size, sizeof *t->slots);
    return t->slots != NULL;
}

void scope_push(Sema *S)
{
    Scope *sc = ARENA_NEW(S->a, Scope);
    sc->parent = S->scope;
    sc->depth = S->scope ? S->scope->depth + 1 : 0;
    S->scope = sc;
}

void scope_pop(Sema *S)
{
    Scope *sc = S->scope;
    for (Binding *b = sc->bindings; b; b = b->scope_next) {
        NameTable *t = b->is_tag ? &S->tags : &S->names;
        Binding **slot = table_slot(t, b->name, b->hash);
        /* b is the innermost binding of its name: replace it by the shadowed one. */
        if (*slot == b) {
            if (b->shadowed) {
                b->shadowed->hash_next = b->hash_next;
                *slot = b->shadowed;
            } else {
                *slot = b->hash_next;
                t->n--;
            }
        }
    }
    S->scope = sc->parent;
}

Decl *scope_lookup(Sema *S, const char *name)
{
    Binding *b = *table_slot(&S->names, name, name_hash(name));
    return b ? b->decl : NULL;
}

Decl *scope_lookup_current(Sema *S, const char *name)
{
    Binding *b = *table_slot(&S->names, name, name_hash(name));
    return b && b->depth == S->scope->depth ? b->decl : NULL;
}

Decl *scope_lookup_tag(Sema *S, const char *name, bool current_only)
{
    Binding *b = *table_slot(&S->tags, name, name_hash(name));
    return b && (!current_only || b->depth == S->scope->depth) ? b->decl : NULL;
}

static void bind(Sema *S, NameTable *t, Decl *d, bool is_tag)
{
    if (!d->name) return;
    unsigned h = name_hash(d->name);
    Binding **slot = table_slot(t, d->name, h);
    if (*slot && (*slot)->depth == S->scope->depth) {
        /* Redeclaration in the same scope: replace the binding in place. */
        (*slot)->decl = d;
        return;
    }
    Binding *b = ARENA_NEW(S->a, Binding);
    b->name = d->name;
    b->hash = h;
    b->decl = d;
    b->depth = S->scope->depth;
    b->is_tag = is_tag;
    b->shadowed = *slot;
    b->hash_next = *slot ? (*slot)->hash_next : NULL;
    *slot = b;
    b->scope_next = S->scope->bindings;
    S->scope->bindings = b;
    if (!b->shadowed && ++t->n > t->size) table_grow(t);
}

void scope_bind(Sema *S, Decl *d) { bind(S, &S->names, d, false); }
void scope_bind_tag(Sema *S, Decl *d) { bind(S, &S->tags, d, true); }

const char *sema_type_str(Sema *S, Type *t) { return type_str(S->tt, t); }

/* An unqualified pointer points into the generic address space where the
 * language has one (OpenCL C 2.0, and 3.0 with the feature), else into
 * private memory. */
AddrSpace sema_default_pointee_as(Sema *S)
{
    return lang_has(S->lang, FEAT_GENERIC_ADDRESS_SPACE) ? AS_GENERIC : AS_PRIVATE;
}

/* ---- declaration specifiers -------------------------------------- */

/*
 * What a built-in type name needs that this compilation does not have,
 * as the end of "use of type 'x' requires ...", or NULL.  The atomic
 * types are OpenCL C 2.0's; the 64-bit ones also need the int64 atomics
 * extensions and atomic_double fp64 (6.15.12.6's footnotes; on a target
 * with 8-byte pointers that includes atomic_size_t & co).  An opaque type
 * needs the version that introduced it, its feature and its extension
 * (TYPE_OPAQUES).
 */
static const char *builtin_type_needs(Sema *S, Type *t)
{
    const LangFeatures *l = S->lang;
    if (type_is_atomic(t)) {
        if (l->cl_std < 200) return "OpenCL C 2.0 or later";
        if (type_size(t) == 8 &&
            !(lang_has_ext(l, EXT_INT64_BASE_ATOMICS) && lang_has_ext(l, EXT_INT64_EXTENDED_ATOMICS)))
            return "cl_khr_int64_base_atomics and cl_khr_int64_extended_atomics support";
        if (t->atomic.value->kind == TY_DOUBLE && !lang_has(l, FEAT_FP64)) return "cl_khr_fp64 support";
        return NULL;
    }
    if (type_is_opaque(t)) {
        int since = type_opaque_since(t->opq.kind);
        Feature f = type_opaque_feature(t->opq.kind);
        if (l->cl_std < since) return arena_printf(S->a, "OpenCL C %d.%d or later", since / 100, since / 10 % 10);
        if (f != FEAT_NONE && !lang_has(l, f)) return arena_printf(S->a, "%s support", feature_macro(f));
        Extension e = type_opaque_extension(t->opq.kind);
        if (e != EXT_NONE && !lang_has_ext(l, e)) return arena_printf(S->a, "%s support", extension_name(e));
    }
    return NULL;
}

/* double and its vectors need fp64 (cl_khr_fp64; in 3.0 also
 * __opencl_c_fp64, which moves with it), checked where a type specifier
 * names them, as clang does: a typedef of double is reported once, at
 * the typedef, not at its uses.  The type stays double, so nothing
 * further is reported about what uses it. */
static void check_fp64(Sema *S, Type *t, Loc at)
{
    if (type_elem(t)->kind != TY_DOUBLE || lang_has(S->lang, FEAT_FP64)) return;
    diag_error(S->d, at, "use of type '%s' requires %s support", sema_type_str(S, t),
               S->lang->cl_std >= 300 ? "cl_khr_fp64 and __opencl_c_fp64" : "cl_khr_fp64");
}

Type *sema_declspec_type(Sema *S, DeclSpec *spec, bool *invalid)
{
    unsigned ts = spec->tspec;
    Loc at = loc_valid(spec->tspec_loc) ? spec->tspec_loc : spec->loc;
    Type *base = NULL;

    if (ts & (TS_STRUCT | TS_UNION | TS_ENUM)) {
        /* The tag is declared (or its body checked) even when the
         * specifiers around it are wrong, so that its uses are not. */
        Type *t = sema_tag_type(S, spec, invalid);
        unsigned other = ts & ~(TS_STRUCT | TS_UNION | TS_ENUM);
        if (other || spec->nlong) {
            diag_error(S->d, spec->tag->kw_loc, "cannot combine with previous '%s' declaration specifier",
                       other ? ast_tspec_spelling(other & -other) : "long");
            *invalid = true;
            return S->t_error;
        }
        base = t;
        if (type_is_error(base)) return base;
        return type_qualified(S->tt, base, spec->quals, spec->as);
    }
    if (ts & (TS_COMPLEX | TS_IMAGINARY)) {
        diag_error(S->d, at, "'%s' types are reserved in OpenCL C (section 1.1.4)",
                   ts & TS_COMPLEX ? "complex" : "imaginary");
        *invalid = true;
        return S->t_error;
    }
    if (ts & TS_NAME) {
        /* A reserved name with other specifiers (`complex float`, `quad4
         * x`...) is reported as reserved, not as a bad combination. */
        const char *why = NULL;
        if (!(scope_lookup(S, spec->type_name) && scope_lookup(S, spec->type_name)->kind == DECL_TYPEDEF) &&
            type_lookup_builtin(S->tt, spec->type_name, &why) && why) {
            if (ts & ~TS_NAME)
                diag_error(S->d, spec->type_name_loc, "'%s %s' is a reserved data type in OpenCL C (section 1.1.4)",
                           spec->type_name, ast_tspec_spelling((ts & ~TS_NAME) & -(ts & ~TS_NAME)));
            else
                diag_error(S->d, spec->type_name_loc, "'%s' %s", spec->type_name, why);
            *invalid = true;
            return S->t_error;
        }
        if (ts & ~TS_NAME) {
            unsigned other = ts & ~TS_NAME;
            diag_error(S->d, spec->type_name_loc, "cannot combine '%s' with previous '%s' declaration specifier",
                       spec->type_name, ast_tspec_spelling(other & -other));
            *invalid = true;
            return S->t_error;
        }
        Decl *td = scope_lookup(S, spec->type_name);
        if (td && td->kind == DECL_TYPEDEF) {
            base = td->type;
        } else {
            const char *why = NULL;
            base = type_lookup_builtin(S->tt, spec->type_name, &why);
            if (why) {
                diag_error(S->d, spec->type_name_loc, "'%s' %s", spec->type_name, why);
                *invalid = true;
                return S->t_error;
            }
            if (!base) {
                diag_error(S->d, spec->type_name_loc, "unknown type name '%s'", spec->type_name);
                *invalid = true;
                return S->t_error;
            }
            const char *needs = builtin_type_needs(S, base);
            if (needs) {
                diag_error(S->d, spec->type_name_loc, "use of type '%s' requires %s", spec->type_name, needs);
                *invalid = true;
                return S->t_error;
            }
            check_fp64(S, base, spec->type_name_loc);
        }
    } else {
        bool is_signed = ts & TS_SIGNED, is_unsigned = ts & TS_UNSIGNED;
        unsigned kind_bits = ts & ~(TS_SIGNED | TS_UNSIGNED);
        if (is_signed && is_unsigned) {
            diag_error(S->d, at, "cannot combine 'signed' with previous 'unsigned' declaration specifier");
            *invalid = true;
            return S->t_error;
        }
        if (spec->nlong >= 1 && (kind_bits & TS_ULONG)) {
            diag_error(S->d, at, "'ulong long' is a reserved data type in OpenCL C (section 1.1.4)");
            *invalid = true;
            return S->t_error;
        }
        if (spec->nlong >= 2) {
            diag_error(S->d, at, "'%slong long' is a reserved data type in OpenCL C (section 1.1.4)",
                       is_unsigned ? "unsigned " : "");
            *invalid = true;
            return S->t_error;
        }
        if (spec->nlong == 1) {
            if (kind_bits & TS_DOUBLE) {
                diag_error(S->d, at, "'long double' is a reserved data type in OpenCL C (section 1.1.4)");
                *invalid = true;
                return S->t_error;
            }
            if (kind_bits & ~TS_INT) goto bad_combo;
            base = is_unsigned ? S->t_ulong : S->t_long;
        } else {
            switch (kind_bits) {
            case 0:
                if (is_signed || is_unsigned) {
                    base = is_unsigned ? S->t_uint : S->t_int;
                    break;
                }
                diag_error(S->d, spec->loc,
                           "type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int");
                *invalid = true;
                return S->t_int;
            case TS_VOID: base = S->t_void; break;
            case TS_BOOL: base = S->t_bool; break;
            case TS_CHAR: base = is_unsigned ? S->t_uchar : S->t_char; break;
            case TS_SHORT:
            case TS_SHORT | TS_INT: base = is_unsigned ? S->t_ushort : S->t_short; break;
            case TS_INT: base = is_unsigned ? S->t_uint : S->t_int; break;
            case TS_FLOAT: base = S->t_float; break;
            case TS_DOUBLE: base = S->t_double; break;
            case TS_HALF: base = S->t_half; break;
            case TS_UCHAR: base = S->t_uchar; break;
            case TS_USHORT: base = S->t_ushort; break;
            case TS_UINT: base = S->t_uint; break;
            case TS_ULONG: base = S->t_ulong; break;
            default: goto bad_combo;
            }
            if ((is_signed || is_unsigned) && !(kind_bits & (TS_CHAR | TS_SHORT | TS_INT)) && kind_bits) goto bad_combo;
            check_fp64(S, base, at);
        }
    }
    base = type_qualified(S->tt, base, base->quals | spec->quals, spec->as != AS_NONE ? spec->as : base->as);
    if (spec->access || type_is_opaque(base->unqual)) base = sema_image_declspec(S, spec, base, invalid);
    return base;

bad_combo: {
    unsigned bits = ts;
    unsigned first = bits & -bits;
    unsigned second = (bits & ~first) & -(bits & ~first);
    diag_error(S->d, at, "cannot combine '%s' with previous '%s' declaration specifier",
               second ? ast_tspec_spelling(second) : "long", ast_tspec_spelling(first));
    *invalid = true;
    return S->t_error;
}
}

/* ---- declarators -------------------------------------------------- */

/* Applies the declarator's chunks to `base` (see DeclChunk in ast.h). */
Type *sema_declarator_type(Sema *S, Type *base, Declarator *dtor, bool is_param, bool *invalid)
{
    Type *t = base;
    if (!dtor) return t;
    for (DeclChunk *ch = dtor->chunks; ch; ch = ch->next) {
        if (type_is_error(t)) return t;
        switch (ch->kind) {
        case DC_POINTER: {
            if (!sema_image_chunk_ok(S, t, DC_POINTER, ch->loc)) {
                *invalid = true;
                return S->t_error;
            }
            Type *pointee = t;
            if (type_addr_space(pointee) == AS_NONE && !type_is_func(pointee))
                pointee = type_with_as(S->tt, pointee, sema_default_pointee_as(S));
            t = type_qualified(S->tt, type_pointer(S->tt, pointee), ch->quals, ch->as);
            break;
        }
        case DC_ARRAY: {
            if (!sema_image_chunk_ok(S, t, DC_ARRAY, ch->loc)) {
                *invalid = true;
                return S->t_error;
            }
            if (type_is_void(t) || type_is_func(t)) {
                diag_error(S->d, ch->loc, "array has incomplete element type '%s'", sema_type_str(S, t));
                *invalid = true;
                return S->t_error;
            }
            if ((type_is_array(t) && t->arr.len < 0) ||
                (!type_is_complete(t) && (type_is_record(t) || type_is_enum(t)))) {
                Diagnostic *dg =
                    diag_error(S->d, ch->loc, "array has incomplete element type '%s'", sema_type_str(S, t));
                if (type_is_record(t))
                    diag_note(dg, S->d, t->rec.loc, "forward declaration of '%s'", sema_type_str(S, t));
                *invalid = true;
                return S->t_error;
            }
            int64_t n = -1;
            if (ch->size) {
                Expr *sz = sema_rvalue(S, ch->size);
                ch->size = sz;
                if (type_is_error(sz->type)) {
                    *invalid = true;
                    return S->t_error;
                }
                if (!type_is_integer(sz->type->unqual)) {
                    diag_add_range(diag_error(S->d, sz->loc, "size of array has non-integer type '%s'",
                                              sema_type_str(S, sz->type)),
                                   sz->loc);
                    *invalid = true;
                    return S->t_error;
                }
                if (!sema_int_const(S, sz, &n)) {
                    diag_add_range(diag_error(S->d, sz->loc, "variable length arrays are not supported in OpenCL"),
                                   sz->loc);
                    *invalid = true;
                    return S->t_error;
                }
                bool neg = type_is_signed(sz->type) ? n < 0 : false;
                if (neg || n == 0) {
                    diag_add_range(
                        diag_error(S->d, sz->loc,
                                   neg ? "array size is negative" : "zero size arrays are not supported in OpenCL"),
                        sz->loc);
                    *invalid = true;
                    return S->t_error;
                }
                int64_t es = type_size(t);
                if ((uint64_t)n > (uint64_t)1 << 40 || (es > 0 && n > ((int64_t)1 << 40) / es)) {
                    diag_add_range(diag_error(S->d, sz->loc, "array is too large (%lld elements)", (long long)n),
                                   sz->loc);
                    *invalid = true;
                    return S->t_error;
                }
            }
            t = type_array(S->tt, t, n);
            break;
        }
        case DC_FUNCTION: {
            if (!sema_image_chunk_ok(S, t, DC_FUNCTION, ch->loc)) {
                *invalid = true;
                return S->t_error;
            }
            if (type_is_array(t) || type_is_func(t)) {
                diag_error(S->d, ch->loc, "function cannot return %s type '%s'",
                           type_is_array(t) ? "array" : "function", sema_type_str(S, t));
                *invalid = true;
                return S->t_error;
            }
            int np = ch->params.n;
            Type **pts = np ? ARENA_ARRAY(S->a, Type *, np) : NULL;
            int k = 0;
            for (int i = 0; i < np; i++) {
                Decl *p = ch->params.items[i];
                bool pinv = false;
                Type *pb = sema_declspec_type(S, p->spec, &pinv);
                Type *pt = sema_declarator_type(S, pb, p->dtor, true, &pinv);
                if (type_is_void(pt) && np == 1 && !p->name && !pinv) {
                    np = 0;
                    break;
                }
                if (type_is_void(pt)) {
                    diag_error(S->d, p->loc, "parameter has incomplete type 'void'");
                    pinv = true;
                    pt = S->t_error;
                }
                /* Array and function parameters adjust to pointers (C99 6.7.5.3). */
                if (type_is_array(pt)) {
                    Type *el = pt->arr.elem;
                    if (el->as == AS_NONE) el = type_with_as(S->tt, el, sema_default_pointee_as(S));
                    pt = type_pointer(S->tt, el);
                } else if (type_is_func(pt)) {
                    pt = type_pointer(S->tt, pt);
                }
                p->type = pt;
                p->invalid = pinv;
                pts[k++] = pt->unqual;
            }
            t = type_func(S->tt, t, pts, k, ch->variadic, ch->no_proto);
            break;
        }
        }
    }
    (void)is_param;
    return t;
}

Type *sema_typename(Sema *S, TypeName *tn)
{
    bool invalid = false;
    Type *b = sema_declspec_type(S, &tn->spec, &invalid);
    Type *t = sema_declarator_type(S, b, &tn->dtor, false, &invalid);
    tn->type = t;
    return t;
}

/* ---- entry -------------------------------------------------------- */

Sema *sema_begin(Compilation *c)
{
    Sema *S = calloc(1, sizeof *S);
    if (!S) {
        c->arena.oom = true;
        return NULL;
    }
    S->c = c;
    S->a = &c->arena;
    S->tt = c->types;
    S->d = &c->diag;
    S->sm = &c->sm;
    S->lang = &c->opts->lang;
    if (!table_init(&S->names, 1024) || !table_init(&S->tags, 64)) {
        free(S->names.slots);
        free(S);
        c->arena.oom = true;
        return NULL;
    }
    S->t_void = type_basic(S->tt, TY_VOID);
    S->t_bool = type_basic(S->tt, TY_BOOL);
    S->t_char = type_basic(S->tt, TY_CHAR);
    S->t_uchar = type_basic(S->tt, TY_UCHAR);
    S->t_short = type_basic(S->tt, TY_SHORT);
    S->t_ushort = type_basic(S->tt, TY_USHORT);
    S->t_int = type_basic(S->tt, TY_INT);
    S->t_uint = type_basic(S->tt, TY_UINT);
    S->t_long = type_basic(S->tt, TY_LONG);
    S->t_ulong = type_basic(S->tt, TY_ULONG);
    S->t_half = type_basic(S->tt, TY_HALF);
    types_allow_half_vectors(S->tt, sema_has_half(S));
    S->t_float = type_basic(S->tt, TY_FLOAT);
    S->t_double = type_basic(S->tt, TY_DOUBLE);
    S->t_error = type_basic(S->tt, TY_ERROR);
    S->t_size = type_size_t(S->tt);
    scope_push(S);
    builtins_declare(S);
    return S;
}

void sema_external(Sema *S, Decl *d)
{
    if (!S || diag_should_stop(S->d)) return;
    sema_external_decl(S, d);
    /* Program-scope variables outlive their declaration's check: the
     * unit's end looks at them again (-Wunused-variable of statics). */
    if (d->kind == DECL_VAR) ptrvec_push(&S->c->arena, &S->unit_vars, d);
    if (d->kind == DECL_FUNC && d->body) {
        /* What pointed into the body: the DeclSpec resolved last (a
         * stale pointer could equal the next body's first one) and the
         * label lists' and the pending warnings' storage. */
        S->last_spec = NULL;
        S->labels = (PtrVec){0};
        S->gotos = (PtrVec){0};
        S->label_stmt_expr = (PtrVec){0};
        S->goto_stmt_expr = (PtrVec){0};
        S->warn_pending = (PtrVec){0};
    }
}

/* `struct S s;` at program scope is a tentative definition, which a later
 * `struct S { ... };` may complete: by the unit's end it must be. */
static void check_tentative(Sema *S)
{
    for (int i = 0; i < S->unit_vars.n && !diag_should_stop(S->d); i++) {
        Decl *d = S->unit_vars.items[i];
        if (d->kind != DECL_VAR || d->invalid || d->init || d->storage == SC_EXTERN || !d->type) continue;
        Type *el = d->type->unqual;
        while (type_is_array(el)) el = el->arr.elem->unqual;
        if (type_is_complete(el) || !(type_is_record(el) || type_is_enum(el))) continue;
        Diagnostic *dg = diag_error(S->d, d->loc, "tentative definition has type '%s' that is never completed",
                                    sema_type_str(S, d->type));
        diag_note(dg, S->d, type_is_record(el) ? el->rec.loc : el->en.loc, "forward declaration of '%s'",
                  sema_type_str(S, el));
        d->invalid = true;
    }
}

bool sema_end(Sema *S)
{
    if (!S) return false;
    check_tentative(S);
    sema_warn_unit_end(S, &S->unit_vars);
    bool ok = !diag_has_errors(S->d);
    free(S->jump_stack);
    free(S->jump_stmt_expr);
    free(S->stmt_exprs);
    free(S->undeclared);
    free(S->names.slots);
    free(S->tags.slots);
    free(S);
    return ok;
}

bool sema_check(Compilation *c, TranslationUnit *tu)
{
    Sema *S = sema_begin(c);
    for (int i = 0; S && i < tu->decls.n; i++) sema_external(S, tu->decls.items[i]);
    return sema_end(S);
}
