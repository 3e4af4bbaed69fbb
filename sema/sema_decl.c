/*
 * sema_decl.c - declarations: functions (prototypes, definitions, kernels),
 * variables at program and function scope, typedefs, initializers, and the
 * OpenCL rules on address spaces and kernel signatures.
 *
 * A declaration with an error still declares its name (Decl.invalid), so a
 * later use is not "undeclared" on top of the first error.
 */
#include "sema/sema_int.h"

#include <string.h>

/* One DeclSpec is shared by every declarator of a declaration
 * (`int5 a, b;`): resolve it once so its error is reported once. */
static Type *spec_type(Sema *S, DeclSpec *spec, bool *invalid)
{
    if (spec != S->last_spec) {
        bool inv = false;
        S->last_spec_type = sema_declspec_type(S, spec, &inv);
        S->last_spec = spec;
        S->last_spec_invalid = inv;
    }
    *invalid |= S->last_spec_invalid;
    return S->last_spec_type;
}

static Type *decl_type(Sema *S, Decl *d, bool *invalid)
{
    Type *base = spec_type(S, d->spec, invalid);
    return sema_declarator_type(S, base, d->dtor, false, invalid);
}

/* The outermost function chunk of a declarator: its parameters belong to
 * the declared function. */
static DeclChunk *outer_function_chunk(Declarator *dt)
{
    DeclChunk *last = NULL;
    for (DeclChunk *c = dt ? dt->chunks : NULL; c; c = c->next) last = c;
    return last && last->kind == DC_FUNCTION ? last : NULL;
}

/* ---- attributes -------------------------------------------------------- */

/*
 * The kernel attributes (OpenCL C 6.7.2, and cl_intel_required_subgroup_size's
 * intel_reqd_sub_group_size), one row each: the name and the number of
 * arguments.  They are checked as clang-19 checks them, in its order and
 * with its words (tests/sema/opencl-kernel-attributes-errors.cl): the
 * arguments first, each size an integer constant that is not negative,
 * fits in 32 bits and is not 0 (clang lets a negative sub-group size
 * through; oclc does not), the hint of vec_type_hint a vector or a scalar
 * that could be one (not bool, a pointer or an opaque type); then only a
 * function may carry them, and only a kernel keep them (one error for the
 * declaration, naming the first row it has); the same attribute twice with
 * other arguments is clang's -Wignored-attributes warning, and the first
 * one applies.  An attribute with an error does not apply (Attr.ignored).
 *
 * A redeclaration inherits what it does not repeat, as in clang: the
 * definition of `kernel __attribute__((vec_type_hint(int))) void k();
 * kernel __attribute__((reqd_work_group_size(4,1,1))) void k() {}` has
 * both.  What applies to a kernel is reported as OpenCL's
 * CL_KERNEL_ATTRIBUTES wants it (Decl.kernel_attrs): each attribute as
 * written (Attr.text), in source order, separated by spaces.
 */
#define KERNEL_ATTRS(X)                                \
    X(REQD_WORK_GROUP_SIZE, "reqd_work_group_size", 3) \
    X(WORK_GROUP_SIZE_HINT, "work_group_size_hint", 3) \
    X(VEC_TYPE_HINT, "vec_type_hint", 1)               \
    X(SUB_GROUP_SIZE, "intel_reqd_sub_group_size", 1)

typedef enum KernelAttrKind {
#define KERNEL_ATTR_ENUM(id, name, nargs) KA_##id,
    KERNEL_ATTRS(KERNEL_ATTR_ENUM)
#undef KERNEL_ATTR_ENUM
        KA_COUNT,
    KA_NONE = KA_COUNT
} KernelAttrKind;

static const struct KernelAttrRow {
    const char *name;
    int nargs;
} kernel_attr_rows[KA_COUNT] = {
#define KERNEL_ATTR_ROW(id, name, nargs) {name, nargs},
    KERNEL_ATTRS(KERNEL_ATTR_ROW)
#undef KERNEL_ATTR_ROW
};

static KernelAttrKind kernel_attr_kind(const char *name)
{
    for (int k = 0; k < KA_COUNT; k++)
        if (!strcmp(name, kernel_attr_rows[k].name)) return (KernelAttrKind)k;
    return KA_NONE;
}

/* What a kernel attribute says: its sizes, or the hinted type. */
typedef struct KernelAttrValue {
    Attr *attr; /* NULL: the declaration has none of this kind */
    uint32_t size[3];
    Type *type;
} KernelAttrValue;

/* An integer argument of a size attribute (argument i of n). */
static bool kernel_attr_size(Sema *S, Attr *a, int i, int n, uint32_t *out)
{
    Expr *x = sema_rvalue(S, a->args.items[i]);
    a->args.items[i] = x;
    int64_t v;
    if (type_is_error(x->type)) return false;
    if (!type_is_integer(x->type->unqual) || !sema_int_const(S, x, &v)) {
        Diagnostic *dg = n == 1
                             ? diag_error(S->d, a->loc, "'%s' attribute requires an integer constant", a->name)
                             : diag_error(S->d, a->loc,
                                          "'%s' attribute requires parameter %d to be an integer constant", a->name, i);
        diag_add_range(dg, x->loc);
        return false;
    }
    bool wide_unsigned = type_is_unsigned(x->type->unqual) && x->type->unqual->size == 8;
    if (v < 0 && !wide_unsigned) {
        diag_add_range(diag_error(S->d, a->loc,
                                  "'%s' attribute requires a non-negative integral compile time constant expression",
                                  a->name),
                       x->loc);
        return false;
    }
    if ((uint64_t)v > UINT32_MAX) {
        diag_error(S->d, x->loc,
                   "integer constant expression evaluates to value %llu that cannot be represented in a 32-bit "
                   "unsigned integer type",
                   (unsigned long long)v);
        return false;
    }
    if (v == 0) {
        diag_add_range(diag_error(S->d, a->loc, "'%s' attribute must be greater than 0", a->name), x->loc);
        return false;
    }
    *out = (uint32_t)v;
    return true;
}

/* The arguments of kernel attribute a, of kind k, into *val; false (with
 * the error said) when they are wrong. */
static bool kernel_attr_value(Sema *S, Attr *a, KernelAttrKind k, KernelAttrValue *val)
{
    int n = a->args.n, want = kernel_attr_rows[k].nargs;
    memset(val, 0, sizeof *val);
    val->attr = a;
    if (k == KA_VEC_TYPE_HINT && n > 1) { /* clang parses one type, then wants the `)` */
        Loc after = ((Expr *)a->args.items[0])->loc;
        after.off += after.len;
        after.len = 0;
        diag_error(S->d, after, "expected ')'");
        return false;
    }
    if (n != want) {
        if (want == 3)
            diag_error(S->d, a->loc, "'%s' attribute requires exactly 3 arguments", a->name);
        else
            diag_error(S->d, a->loc, "'%s' attribute takes one argument", a->name);
        return false;
    }
    if (k != KA_VEC_TYPE_HINT) {
        for (int i = 0; i < n; i++)
            if (!kernel_attr_size(S, a, i, n, &val->size[i])) return false;
        return true;
    }
    Expr *x = a->args.items[0];
    if (x->kind != EXPR_IDENT || !x->tname) {
        if (x->kind == EXPR_IDENT)
            diag_error(S->d, x->loc, "unknown type name '%s'", x->name);
        else
            diag_error(S->d, x->loc, "expected a type");
        return false;
    }
    Type *t = sema_typename(S, x->tname);
    if (!t || type_is_error(t)) return false;
    Type *u = t->unqual;
    if (!type_is_vector(u) && (!type_is_arith(u) || type_is_bool(u))) {
        diag_error(S->d, a->loc,
                   "a non-vector or non-vectorizable scalar type is an invalid argument to attribute 'vec_type_hint'");
        return false;
    }
    val->type = t; /* qualified: `const int` differs from `int` for clang's warning */
    return true;
}

static bool same_kernel_attr(const KernelAttrValue *x, const KernelAttrValue *y)
{
    return x->type == y->type && x->size[0] == y->size[0] && x->size[1] == y->size[1] && x->size[2] == y->size[2];
}

static const char *inlining_name(DeclInlining i) { return i == INLINING_NEVER ? "noinline" : "always_inline"; }

/* The attributes oclc knows but has no use for: accepted silently. */
static bool attr_is_accepted(const char *n)
{
    static const char *const names[] = {
        "aligned", "const", "pure", "packed", "unused", "used", "nosvm", "opencl_unroll_hint", "endian"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!strcmp(n, names[i])) return true;
    return false;
}

/* Checks the attributes of d (its specifiers', then its declarator's).
 * For a function, d->reqd_wg_size is what its own attributes say; the
 * rest of its kernel attributes is settled by kernel_attrs_finish() once
 * the previous declaration is known.  A typedef's other attributes are
 * not looked at (ext_vector_type & co. are the type's business). */
static void check_attrs(Sema *S, Decl *d)
{
    bool is_function = d->kind == DECL_FUNC && d->storage != SC_TYPEDEF;
    KernelAttrValue seen[KA_COUNT];
    memset(seen, 0, sizeof seen);
    Attr *lists[2] = {d->spec->attrs, d->dtor ? d->dtor->attrs : NULL};
    for (int l = 0; l < 2; l++)
        for (Attr *a = lists[l]; a; a = a->next) {
            if (!strcmp(a->name, "overloadable")) {
                /* (clang's check; what it means is declare_function's) */
                if (is_function)
                    d->overloadable = true;
                else if (d->kind != DECL_TYPEDEF && d->storage != SC_TYPEDEF)
                    diag_error(S->d, a->loc, "'overloadable' attribute only applies to functions");
                continue;
            }
            if (!strcmp(a->name, "noinline") || !strcmp(a->name, "always_inline")) {
                DeclInlining want = a->name[0] == 'n' ? INLINING_NEVER : INLINING_ALWAYS;
                if (!is_function) {
                    if (d->kind != DECL_TYPEDEF && d->storage != SC_TYPEDEF)
                        diag_warning(S->d, W_UNSUPPORTED_ATTR, a->loc, "'%s' attribute only applies to functions",
                                     a->name);
                } else if (d->inlining && d->inlining != want) {
                    diag_error(S->d, a->loc, "'always_inline' and 'noinline' attributes are not compatible");
                } else {
                    d->inlining = (uint8_t)want;
                }
                continue;
            }
            KernelAttrKind k = kernel_attr_kind(a->name);
            if (k == KA_NONE) {
                if (d->kind != DECL_TYPEDEF && d->storage != SC_TYPEDEF && !attr_is_accepted(a->name))
                    diag_warning(S->d, W_UNSUPPORTED_ATTR, a->loc, "unknown attribute '%s' ignored", a->name);
                continue;
            }
            a->ignored = true;
            if (!is_function) {
                diag_error(S->d, a->loc, "'%s' attribute only applies to functions", a->name);
                continue;
            }
            KernelAttrValue v;
            if (!kernel_attr_value(S, a, k, &v)) continue;
            if (seen[k].attr) {
                if (!same_kernel_attr(&seen[k], &v))
                    diag_warning(S->d, W_UNSUPPORTED_ATTR, a->loc,
                                 "attribute '%s' is already applied with different arguments", a->name);
                continue;
            }
            seen[k] = v;
            a->ignored = false;
        }
    if (d->kind == DECL_VAR) {
        /* aligned(N) raises the object's alignment; packed means
         * nothing for one. */
        bool packed = false;
        for (int l = 0; l < 2; l++) sema_layout_attrs(S, lists[l], &d->align, &packed, false);
    } else if (d->kind == DECL_TYPEDEF && d->type && !type_is_error(d->type)) {
        /* A typedef with its own alignment would be a type of its own,
         * which oclc does not have: one that changes nothing is fine. */
        int32_t al = 0;
        bool packed = false;
        for (int l = 0; l < 2; l++) sema_layout_attrs(S, lists[l], &al, &packed, false);
        if (al && al != type_align(d->type->unqual))
            for (int l = 0; l < 2; l++)
                for (Attr *a = lists[l]; a; a = a->next)
                    if (!strcmp(a->name, "aligned") && !a->ignored)
                        diag_warning(S->d, W_UNSUPPORTED_ATTR, a->loc,
                                     "'aligned' attribute on a typedef is not supported by oclc; '%s' keeps its "
                                     "alignment of %lld",
                                     d->name, (long long)type_align(d->type->unqual));
    }
    if (!is_function) return;
    if (!d->is_kernel) {
        for (int k = 0; k < KA_COUNT; k++)
            if (seen[k].attr) {
                diag_error(S->d, d->loc, "attribute '%s' can only be applied to an OpenCL kernel function",
                           kernel_attr_rows[k].name);
                break;
            }
        for (int k = 0; k < KA_COUNT; k++)
            if (seen[k].attr) seen[k].attr->ignored = true;
        return;
    }
    for (int i = 0; i < 3; i++) d->reqd_wg_size[i] = seen[KA_REQD_WORK_GROUP_SIZE].size[i];
}

/* The kernel attribute of kind k that d itself carries and keeps. */
static Attr *own_kernel_attr(Decl *d, KernelAttrKind k)
{
    Attr *lists[2] = {d->spec->attrs, d->dtor ? d->dtor->attrs : NULL};
    for (int l = 0; l < 2; l++)
        for (Attr *a = lists[l]; a; a = a->next)
            if (!a->ignored && kernel_attr_kind(a->name) == k) return a;
    return NULL;
}

/* Settles the kernel attributes of kernel d, whose previous declaration
 * (d->prev) is known: what d does not say itself it inherits, and
 * d->kernel_attrs lists what applies. */
static void kernel_attrs_finish(Sema *S, Decl *d)
{
    if (!d->is_kernel) return;
    Attr *inherited[KA_COUNT] = {0};
    bool any = false;
    /* A previous declaration with none applying has none to give (and the
     * prototypes of a header are not walked again and again). */
    Decl *from = d->prev && d->prev->kernel_attrs ? d->prev : NULL;
    for (int k = 0; k < KA_COUNT; k++) {
        if (own_kernel_attr(d, (KernelAttrKind)k)) {
            any = true;
            continue;
        }
        for (Decl *p = from; p && !inherited[k]; p = p->prev) inherited[k] = own_kernel_attr(p, (KernelAttrKind)k);
        any |= inherited[k] != NULL;
    }
    if (!own_kernel_attr(d, KA_REQD_WORK_GROUP_SIZE) && d->prev)
        for (int i = 0; i < 3; i++) d->reqd_wg_size[i] = d->prev->reqd_wg_size[i];
    if (!any) return;
    /* In source order: the declarations from the first, d last. */
    PtrVec chain = {0};
    for (Decl *p = d; p; p = p->prev) ptrvec_push(S->a, &chain, p);
    StrBuf b = {0};
    for (int i = chain.n - 1; i >= 0; i--) {
        Decl *p = chain.items[i];
        Attr *lists[2] = {p->spec->attrs, p->dtor ? p->dtor->attrs : NULL};
        for (int l = 0; l < 2; l++)
            for (Attr *a = lists[l]; a; a = a->next) {
                KernelAttrKind k = kernel_attr_kind(a->name);
                if (k != KA_NONE && !a->ignored && (p == d || a == inherited[k]))
                    sb_printf(&b, "%s%s", b.len ? " " : "", a->text);
            }
    }
    d->kernel_attrs = arena_strndup(S->a, sb_cstr(&b), b.len);
    sb_free(&b);
}

static bool same_params(Type *a, Type *b)
{
    if (a->fn.nparams != b->fn.nparams || a->fn.variadic != b->fn.variadic) return false;
    for (int i = 0; i < a->fn.nparams; i++)
        if (a->fn.params[i]->unqual != b->fn.params[i]->unqual) return false;
    return true;
}

static bool same_function_type(Type *a, Type *b) { return a->fn.ret->unqual == b->fn.ret->unqual && same_params(a, b); }

/*
 * __attribute__((overloadable)), clang's extension (kernel libraries
 * write it): functions of one name may differ in their parameters when
 * they carry it, and each gets a mangled symbol (mangle.c); calls choose
 * among them by clang's rules (overload.c).  The functions of a name in a
 * scope are a chain from the bound one (Decl.next_overload).  For d, a
 * new declaration of a name whose binding is `bound`, with a set in
 * play: returns the earlier declaration of the same function (the same
 * parameters), taken out of the chain, or NULL when d starts a new one;
 * either way d is linked in front of the chain.  Clang's rules and words:
 * a redeclaration has the attribute when the first one did and not
 * otherwise, at most one function of the set lacks it, and two functions
 * may not differ in their result alone.  *bad says an error was given.
 */
static Decl *join_overload_set(Sema *S, Decl *d, Type *t, Decl *bound, bool *bad)
{
    Decl *same = NULL, **link = NULL;
    for (Decl **l = &bound; *l; l = &(*l)->next_overload)
        if ((*l)->type && type_is_func((*l)->type) && same_params((*l)->type, t)) {
            same = *l;
            link = l;
            break;
        }
    if (same && same->overloadable && !d->overloadable) {
        Diagnostic *dg =
            diag_error(S->d, d->loc, "redeclaration of '%s' must have the 'overloadable' attribute", d->name);
        diag_note(dg, S->d, same->loc, "previous overload of function is here");
        *bad = true;
    } else if (same && !same->overloadable && d->overloadable) {
        Diagnostic *dg =
            diag_error(S->d, d->loc, "redeclaration of '%s' must not have the 'overloadable' attribute", d->name);
        diag_note(dg, S->d, same->loc, "previous unmarked overload of function is here");
        *bad = true;
    } else if (same && same->type->fn.ret->unqual != t->fn.ret->unqual) {
        Diagnostic *dg = diag_error(S->d, d->loc, "conflicting types for '%s'", d->name);
        diag_note(dg, S->d, same->loc, "previous declaration is here");
        *bad = true;
    } else if (!same && !d->overloadable) {
        for (Decl *o = bound; o; o = o->next_overload)
            if (!o->overloadable) {
                Diagnostic *dg = diag_error(S->d, d->loc,
                                            "at most one overload for a given name may lack the 'overloadable' "
                                            "attribute");
                diag_note(dg, S->d, o->loc, "previous unmarked overload of function is here");
                *bad = true;
                break;
            }
    }
    if (*bad) return NULL;
    if (same) *link = same->next_overload;
    d->next_overload = bound;
    return same;
}

static const char *kernel_param_name(Sema *S, Decl *p)
{
    if (p->spec && (p->spec->tspec & TS_NAME) && !p->dtor->chunks) {
        const char *n = p->spec->type_name;
        if (!strcmp(n, "size_t") || !strcmp(n, "ptrdiff_t") || !strcmp(n, "intptr_t") || !strcmp(n, "uintptr_t"))
            return n;
    }
    Type *t = p->type->unqual;
    if (t->kind == TY_BOOL) return "bool";
    if (t->kind == TY_HALF && !sema_has_half(S)) return "half";
    /* 6.11: events and reservations are the device's, never the host's. */
    if (type_is_opaque(t) &&
        (t->opq.kind == OPQ_EVENT || t->opq.kind == OPQ_CLK_EVENT || t->opq.kind == OPQ_RESERVE_ID))
        return sema_type_str(S, t);
    return NULL;
}

static void check_kernel_signature(Sema *S, Decl *fn)
{
    Type *ft = fn->type;
    if (!type_is_void(ft->fn.ret->unqual) && !type_is_error(ft->fn.ret)) {
        Loc at = fn->spec->tspec_loc.file ? fn->spec->tspec_loc : fn->loc;
        Diagnostic *dg = diag_error(S->d, at, "kernel function '%s' must have void return type", fn->name);
        diag_add_fixit(dg, at, "void");
    }
    if (ft->fn.variadic) diag_error(S->d, fn->loc, "kernel function '%s' cannot be variadic", fn->name);
    for (int i = 0; i < fn->params.n; i++) {
        Decl *p = fn->params.items[i];
        if (!p->type || type_is_error(p->type)) continue;
        Type *t = p->type->unqual;
        const char *bad = kernel_param_name(S, p);
        if (bad) {
            diag_error(S->d, p->loc, "'%s' cannot be used as the type of a kernel parameter", bad);
            continue;
        }
        if (type_is_record(t)) {
            sema_check_kernel_record(S, t, p->loc, sema_type_str(S, p->type));
            continue;
        }
        if (type_is_pointer(t)) {
            AddrSpace as = type_addr_space(t->ptr.pointee);
            if (as != AS_GLOBAL && as != AS_CONSTANT && as != AS_LOCAL) {
                Diagnostic *dg = diag_error(S->d, p->loc,
                                            "pointer arguments to kernel functions must reside in '__global', "
                                            "'__constant' or '__local' address space");
                diag_note(dg, S->d, p->loc, "parameter '%s' has type '%s'", p->name ? p->name : "",
                          sema_type_str(S, t));
            } else if (type_is_pointer(t->ptr.pointee->unqual)) {
                diag_error(S->d, p->loc, "kernel parameter cannot be declared as a pointer to a pointer");
            }
        }
    }
}

static void declare_function(Sema *S, Decl *d, Type *t, bool invalid)
{
    d->kind = DECL_FUNC;
    d->type = t;
    d->invalid |= invalid; /* the parser marks declarations it repaired */
    invalid = d->invalid;
    d->is_global_scope = S->scope->depth == 0;
    d->storage = d->spec->storage;
    d->is_kernel = (d->spec->fspec & FS_KERNEL) != 0;
    d->canon = d;
    DeclChunk *fc = outer_function_chunk(d->dtor);
    if (fc) d->params = fc->params;
    check_attrs(S, d);
    if (d->storage == SC_TYPEDEF) return;
    if (!invalid) {
        for (int i = 0; i < d->params.n; i++) {
            Decl *p = d->params.items[i];
            p->kind = DECL_PARAM;
            for (int j = 0; j < i && p->name; j++) {
                Decl *q = d->params.items[j];
                if (q->name && !strcmp(q->name, p->name)) {
                    Diagnostic *dg = diag_error(S->d, p->loc, "redefinition of parameter '%s'", p->name);
                    diag_note(dg, S->d, q->loc, "previous declaration is here");
                    p->name = NULL; /* keep the first one in scope */
                    break;
                }
            }
            p->as = AS_PRIVATE;
            if (p->type && p->type->unqual->kind == TY_HALF && !sema_has_half(S))
                diag_error(S->d, p->loc,
                           "declaring function parameter of type 'half' is not allowed; did you forget * ?");
            if (p->type && p->spec && p->spec->as != AS_NONE && p->spec->as != AS_PRIVATE &&
                !type_is_pointer(p->type->unqual) && !type_is_error(p->type) && !p->invalid)
                diag_error(S->d, p->loc, "parameter may not be qualified with an address space other than '__private'");
            if (d->body && !p->name && p->type && !type_is_error(p->type))
                diag_error(S->d, p->loc, "parameter name omitted");
            if (d->body && p->type && !type_is_error(p->type) && !type_is_complete(p->type) &&
                (type_is_record(p->type->unqual) || type_is_enum(p->type->unqual))) {
                diag_error(S->d, p->loc, "variable has incomplete type '%s'", sema_type_str(S, p->type));
                p->invalid = true;
            }
        }
        if (d->is_kernel) check_kernel_signature(S, d);
        if (type_is_func(t) && t->fn.ret->unqual->kind == TY_HALF && !sema_has_half(S))
            diag_error(S->d, d->loc, "function cannot return type 'half'");
        if (d->body && type_is_func(t) && !type_is_void(t->fn.ret->unqual) && !type_is_complete(t->fn.ret) &&
            !type_is_error(t->fn.ret))
            diag_error(S->d, d->loc, "incomplete result type '%s' in function definition", sema_type_str(S, t->fn.ret));
    }
    if (d->overloadable && d->is_kernel && !invalid) {
        /* clang mangles such kernels; the host finds a kernel by its name
         * (clCreateKernel, the descriptor), so oclc keeps kernels plain. */
        diag_error(S->d, d->loc,
                   "kernel function '%s' cannot be 'overloadable': the host finds a kernel by its name, which "
                   "must be its own",
                   d->name);
        d->overloadable = false;
    }
    if (d->inlining && d->is_kernel && !invalid) {
        /* The body goes into the work-group loop whatever is asked: that
         * loop is what runs it. */
        diag_warning(S->d, W_UNSUPPORTED_ATTR, d->loc,
                     "'%s' attribute ignored on kernel function '%s': a kernel's body is always inlined into its "
                     "work-group loop",
                     inlining_name(d->inlining), d->name);
        d->inlining = INLINING_DEFAULT;
    }
    Decl *prev = scope_lookup_current(S, d->name);
    if (prev && prev->kind == DECL_FUNC && !invalid && (d->overloadable || sema_is_overloaded(prev))) {
        bool bad = false;
        prev = join_overload_set(S, d, t, prev, &bad);
        if (bad) {
            d->invalid = true;
            return; /* not bound: the set keeps what it had */
        }
    }
    if (d->overloadable && !d->is_kernel) d->mangled = sema_mangle_function(S, d->name, t);
    if (prev) {
        if (prev->kind != DECL_FUNC) {
            Diagnostic *dg = diag_error(S->d, d->loc, "redefinition of '%s' as different kind of symbol", d->name);
            diag_note(dg, S->d, prev->loc, "previous definition is here");
        } else if (!invalid && !prev->invalid && !same_function_type(prev->type, t)) {
            Diagnostic *dg = diag_error(S->d, d->loc, "conflicting types for '%s'", d->name);
            diag_note(dg, S->d, prev->loc, "previous declaration is here");
        } else if (d->body && prev->canon && prev->canon->is_defined) {
            Diagnostic *dg = diag_error(S->d, d->loc, "redefinition of '%s'", d->name);
            diag_note(dg, S->d, prev->canon->is_defined ? prev->loc : prev->loc, "previous definition is here");
        } else if (prev->is_kernel != d->is_kernel && !invalid) {
            Diagnostic *dg = diag_error(S->d, d->loc, "conflicting types for '%s': %s kernel", d->name,
                                        d->is_kernel ? "now declared as a" : "previously declared as a");
            diag_note(dg, S->d, prev->loc, "previous declaration is here");
        } else {
            d->prev = prev;
            d->canon = prev->canon ? prev->canon : prev;
            /* noinline and always_inline hold for the function, whichever
             * declaration says it. */
            if (d->inlining && d->canon->inlining && d->inlining != d->canon->inlining) {
                Diagnostic *dg =
                    diag_error(S->d, d->loc, "'%s' attribute conflicts with '%s' on a previous declaration of '%s'",
                               inlining_name(d->inlining), inlining_name(d->canon->inlining), d->name);
                diag_note(dg, S->d, prev->loc, "previous declaration is here");
            } else if (d->inlining) {
                d->canon->inlining = d->inlining;
            }
        }
    }
    kernel_attrs_finish(S, d);
    if (d->body) {
        d->is_defined = true;
        if (d->canon) d->canon->is_defined = true;
    }
    scope_bind(S, d);
}

/* ---- variables ----------------------------------------------------------- */

/*
 * The objects an opaque type may not be (6.11): event_t, clk_event_t and
 * reserve_id_t are never program-scope variables, and an event_t lives in
 * the private address space.  `el` is the object's type under its arrays,
 * `as` the address space written for it (AS_NONE when none).
 */
static bool opaque_object_ok(Sema *S, Decl *d, Type *el, AddrSpace as, bool global)
{
    if (!type_is_opaque(el)) return true;
    OpaqueKind k = el->opq.kind;
    if (global && (k == OPQ_EVENT || k == OPQ_CLK_EVENT || k == OPQ_RESERVE_ID)) {
        diag_error(S->d, d->loc, "the '%s' type cannot be used to declare a program scope variable",
                   sema_type_str(S, el->unqual));
        return false;
    }
    if (k == OPQ_EVENT && as != AS_NONE && as != AS_PRIVATE) {
        diag_error(S->d, d->loc, "the event_t type can only be used with __private address space qualifier");
        return false;
    }
    return true;
}

/* "global" for AS_GLOBAL; an object whose space is not written is private. */
static const char *as_word(AddrSpace as) { return as == AS_NONE ? "private" : addrspace_alias(as); }

Decl *sema_declare_var(Sema *S, Decl *d, bool global)
{
    bool invalid = false;
    Type *t = decl_type(S, d, &invalid);
    if (d->spec->storage == SC_TYPEDEF || d->kind == DECL_TYPEDEF) {
        d->kind = DECL_TYPEDEF;
        d->type = t;
        d->invalid = invalid;
        d->is_global_scope = global;
        /* `typedef struct { ... } Particle;`: messages call the record
         * Particle. */
        if (!invalid && d->name && (!d->dtor || !d->dtor->chunks) &&
            (type_is_record(t->unqual) || type_is_enum(t->unqual)))
            type_set_typedef_name(S->tt, t, d->name);
        if (!invalid) check_attrs(S, d);
        /* Built-in type names (float4, size_t) and the reserved ones (int5,
         * quad, half4: section 1.1.4) cannot name a typedef. */
        const char *why = NULL;
        if (d->name && !invalid && type_lookup_builtin(S->tt, d->name, &why)) {
            if (why)
                diag_error(S->d, d->loc, "'%s' %s; it cannot be used as a type name", d->name, why);
            else
                diag_error(S->d, d->loc, "cannot redefine the built-in type name '%s'", d->name);
            d->invalid = invalid = true;
        }
        Decl *prev = scope_lookup_current(S, d->name);
        if (prev && !(prev->kind == DECL_TYPEDEF && prev->type == t) && !invalid) {
            Diagnostic *dg =
                diag_error(S->d, d->loc,
                           prev->kind == DECL_TYPEDEF ? "typedef redefinition with different types ('%s' vs '%s')"
                                                      : "redefinition of '%s' as different kind of symbol",
                           prev->kind == DECL_TYPEDEF ? sema_type_str(S, t) : d->name,
                           prev->kind == DECL_TYPEDEF ? sema_type_str(S, prev->type) : "");
            diag_note(dg, S->d, prev->loc, "previous definition is here");
        }
        if (!global) sema_warn_shadow(S, d);
        scope_bind(S, d);
        return d;
    }
    if (type_is_func(t)) {
        if (d->init) diag_error(S->d, d->loc, "illegal initializer (only variables can be initialized)");
        declare_function(S, d, t, invalid);
        return d;
    }
    d->kind = DECL_VAR;
    d->type = t;
    d->invalid = invalid;
    d->is_global_scope = global;
    d->storage = d->spec->storage;
    if (d->spec->fspec & FS_KERNEL) diag_error(S->d, d->loc, "'kernel' can only be applied to functions");
    if (!invalid) check_attrs(S, d);
    Type *tu = t->unqual;
    Type *el = tu;
    while (type_is_array(el)) el = el->arr.elem->unqual;
    if (!invalid) {
        if (type_is_void(tu)) {
            diag_error(S->d, d->loc, "variable has incomplete type 'void'");
            invalid = true;
        } else if (el->kind == TY_HALF && !sema_has_half(S)) {
            diag_error(S->d, d->loc,
                       "declaring variable of type '%s' is not allowed: 'half' may only be used behind a pointer "
                       "(section 1.1.1)",
                       sema_type_str(S, t));
            invalid = true;
        } else if (type_is_array(tu) && tu->arr.len < 0 && !d->init && d->storage != SC_EXTERN) {
            diag_error(S->d, d->loc, "definition of variable with array type needs an explicit size or an initializer");
            invalid = true;
        } else if (!type_is_complete(el) && (type_is_record(el) || type_is_enum(el)) && d->storage != SC_EXTERN &&
                   !(global && !d->init)) {
            /* (A program-scope tentative definition may be completed
             * later: sema_end checks it.) */
            Diagnostic *dg = diag_error(S->d, d->loc, "variable has incomplete type '%s'", sema_type_str(S, t));
            diag_note(dg, S->d, type_is_enum(el) ? el->en.loc : el->rec.loc, "forward declaration of '%s'",
                      sema_type_str(S, el));
            invalid = true;
        }
    }
    /* The object's own address space: `global int *p` is a private
     * pointer to global ints, so the specifiers' address space belongs to
     * the object only when no pointer declarator intervenes. */
    Type *obj = t;
    while (type_is_array(obj)) obj = obj->arr.elem;
    AddrSpace as = obj->as;
    bool as_written = as != AS_NONE;
    Loc as_loc = type_is_pointer(obj) ? d->loc : (d->spec->as_loc.file ? d->spec->as_loc : d->loc);
    if (d->storage == SC_EXTERN && !global) global = true; /* block-scope extern names a program-scope object */
    if (!invalid && !opaque_object_ok(S, d, el, as, global)) invalid = true;
    if (!invalid && !sema_image_var_ok(S, d, el)) invalid = true;
    /* A program-scope sampler is a constant: `const sampler_t s = ...`
     * puts it in the constant space, as `constant sampler_t` does. */
    if (!invalid && global && sema_is_sampler(el) && !as_written) {
        if (!(t->quals & Q_CONST)) {
            diag_error(S->d, d->loc, "program scope sampler must be declared const or constant");
            invalid = true;
        } else {
            as = AS_CONSTANT;
            as_written = true;
            t = type_with_as(S->tt, t, AS_CONSTANT);
        }
    }
    d->is_global_scope = global;
    if (global) {
        /* Only constant ones unless the language has program-scope global
         * variables (OpenCL C 2.0, and 3.0 with the feature). */
        bool globals = lang_has(S->lang, FEAT_PROGRAM_SCOPE_GLOBAL_VARIABLES);
        if (as == AS_NONE) as = globals ? AS_GLOBAL : AS_CONSTANT;
        if (!invalid && !globals && as != AS_CONSTANT && as_written) {
            diag_error(S->d, d->loc, "program scope variable must reside in constant address space");
            invalid = true;
        } else if (!invalid && !globals && !as_written) {
            diag_error(S->d, d->loc, "program scope variable must reside in constant address space");
            invalid = true;
        } else if (!invalid && as != AS_GLOBAL && as != AS_CONSTANT) {
            diag_error(S->d, as_loc,
                       "program scope variable must reside in global or constant address space ('%s' given)",
                       as_word(as));
            invalid = true;
        }
        if (!as_written && !invalid)
            t = type_is_array(t) ? type_array(S->tt, type_with_as(S->tt, t->arr.elem, as), t->arr.len)
                                 : type_with_as(S->tt, t, as);
    } else if (d->storage == SC_STATIC) {
        /* A static variable in a function lives as long as the program:
         * part of program-scope global variables (6.8 of OpenCL C 1.2
         * forbids it; 2.0 and 3.0 with the feature put it in the global
         * space unless it says constant), as clang rules. */
        if (!lang_has(S->lang, FEAT_PROGRAM_SCOPE_GLOBAL_VARIABLES)) {
            if (!invalid) diag_error(S->d, d->loc, "variables in function scope cannot be declared static");
            invalid = true;
        } else if (as == AS_NONE) {
            as = AS_GLOBAL;
            if (!invalid)
                t = type_is_array(t) ? type_array(S->tt, type_with_as(S->tt, t->arr.elem, as), t->arr.len)
                                     : type_with_as(S->tt, t, as);
        } else if (!invalid && as != AS_GLOBAL && as != AS_CONSTANT) {
            diag_error(S->d, d->loc, "static local variable must reside in global or constant address space");
            invalid = true;
        }
    } else {
        if (as == AS_NONE) as = AS_PRIVATE;
        if (!invalid && as == AS_GLOBAL) {
            diag_error(S->d, as_loc, "function scope variable cannot be declared in global address space");
            invalid = true;
        } else if (!invalid && as == AS_LOCAL) {
            if (!S->func || !S->func->is_kernel) {
                diag_error(S->d, as_loc, "non-kernel function variable cannot be declared in local address space");
                invalid = true;
            } else if (d->init) {
                diag_error(S->d, d->init->loc, "'__local' variable cannot have an initializer");
                invalid = true;
            }
        } else if (!invalid && as == AS_GENERIC) {
            diag_error(S->d, d->loc, "variable cannot be declared in the generic address space");
            invalid = true;
        }
    }
    if (!invalid && as == AS_CONSTANT && !d->init && d->storage != SC_EXTERN) {
        diag_error(S->d, d->loc, "variable in constant address space must be initialized");
        invalid = true;
    }
    d->as = as;
    d->type = t;
    d->invalid = invalid;
    if (invalid) d->type = type_is_error(t) ? t : t;
    Decl *prev = scope_lookup_current(S, d->name);
    if (prev) {
        /* Program-scope redeclarations merge (`extern int a[]; int a[4];`). */
        Type *pt = prev->type ? prev->type->unqual : NULL, *nt = t->unqual;
        bool same = pt == nt || (pt && type_is_array(pt) && type_is_array(nt) && pt->arr.elem == nt->arr.elem &&
                                 (pt->arr.len < 0 || nt->arr.len < 0));
        bool ok = global && prev->kind == DECL_VAR && same && (!prev->init || !d->init);
        if (!ok) {
            Diagnostic *dg =
                prev->kind == d->kind || prev->kind == DECL_PARAM
                    ? diag_error(S->d, d->loc, "redefinition of '%s'", d->name)
                    : diag_error(S->d, d->loc, "redefinition of '%s' as different kind of symbol", d->name);
            diag_note(dg, S->d, prev->loc, "previous definition is here");
        } else {
            d->prev = prev;
            d->canon = prev->canon ? prev->canon : prev;
        }
    }
    if (!d->canon) d->canon = d;
    if (!global) sema_warn_shadow(S, d);
    scope_bind(S, d);
    if (d->init) {
        if (invalid)
            sema_expr(S, d->init);
        else if (!sema_check_initializer(S, d))
            d->invalid = false; /* the name stays usable */
    }
    d->is_defined = d->storage != SC_EXTERN;
    return d;
}

void sema_external_decl(Sema *S, Decl *d)
{
    if (d->kind == DECL_TAG) {
        sema_tag_decl(S, d);
        return;
    }
    if (d->kind == DECL_FUNC && d->body) {
        bool invalid = false;
        Type *t = decl_type(S, d, &invalid);
        if (!type_is_func(t)) {
            if (!invalid) diag_error(S->d, d->loc, "expected a function declarator for a function definition");
            return;
        }
        declare_function(S, d, t, invalid);
        if (!invalid) {
            /* The body's nodes, scopes and bindings go with the body (c->body). */
            Arena *outer = S->a;
            S->a = &S->c->body;
            sema_function_body(S, d);
            S->a = outer;
        }
        return;
    }
    sema_declare_var(S, d, true);
}
