/*
 * mangle.c - the symbol of an __attribute__((overloadable)) function,
 * spelled as clang 19 spells it, so that an object from `oclc -c` and one
 * from `clang -x cl -c` link against each other's overloads.
 *
 * clang mangles overloadable C functions by the Itanium C++ ABI: _Z, the
 * name's length and the name, then each parameter's type (`v` for none;
 * the result is not mangled).  The types are the ABI's builtin codes
 * (i, j, l, m, f, Dh ...), `Dv<n>_` vectors, `P` pointers, `A<n>_`
 * arrays, a record's or enum's tag as a source name, and clang's OpenCL
 * extensions: the opaque types as source names (9ocl_event,
 * 14ocl_image2d_ro) and address spaces as vendor qualifiers before the
 * const/volatile/restrict ones (PU8CLglobalKf for `global const float *`).
 * Which spelling an address space gets is the target row's
 * (TargetInfo.mangled_as): OpenCL's names on the CPU, numbers on NVPTX,
 * where clang's map gives private and generic none.
 *
 * Repeated components are substitutions (S_, S0_, S1_ ... in base 36):
 * every component that is not a builtin type, qualified ones included,
 * counts once it has been written, in the order its mangling finishes.
 * Substitutions are matched by their full spelling, which is how clang's
 * identity of canonical types shows in the output: two types that
 * mangle alike (on NVPTX a private and a generic `char`, both `c`) are one
 * substitution.  A qualified array hands its qualifiers to its element
 * first, as clang does.  tests/codegen/overload-mangling.cl compares
 * many signatures with clang's names.
 */
#include "sema/sema_int.h"

#include <string.h>

/* The builtin types' codes (the ABI's <builtin-type>). */
static const char *const scalar_code[TY_KIND_COUNT] = {
    [TY_VOID] = "v",   [TY_BOOL] = "b",  [TY_CHAR] = "c",   [TY_UCHAR] = "h", [TY_SHORT] = "s",
    [TY_USHORT] = "t", [TY_INT] = "i",   [TY_UINT] = "j",   [TY_LONG] = "l",  [TY_ULONG] = "m",
    [TY_HALF] = "Dh",  [TY_FLOAT] = "f", [TY_DOUBLE] = "d",
};

/* clang's names for the opaque types; images take their access too. */
static const char *const opaque_name[OPQ_COUNT] = {
    [OPQ_EVENT] = "ocl_event",
    [OPQ_SAMPLER] = "ocl_sampler",
    [OPQ_IMAGE1D] = "ocl_image1d",
    [OPQ_IMAGE1D_ARRAY] = "ocl_image1d_array",
    [OPQ_IMAGE1D_BUFFER] = "ocl_image1d_buffer",
    [OPQ_IMAGE2D] = "ocl_image2d",
    [OPQ_IMAGE2D_ARRAY] = "ocl_image2d_array",
    [OPQ_IMAGE2D_DEPTH] = "ocl_image2d_depth",
    [OPQ_IMAGE2D_ARRAY_DEPTH] = "ocl_image2d_array_depth",
    [OPQ_IMAGE3D] = "ocl_image3d",
    [OPQ_QUEUE] = "ocl_queue",
    [OPQ_CLK_EVENT] = "ocl_clkevent",
    [OPQ_RESERVE_ID] = "ocl_reserveid",
    [OPQ_PIPE] = "ocl_pipe",
};

typedef struct Mangler {
    Sema *S;
    const TargetInfo *target;
    PtrVec subs; /* const char *: the full spelling of each substitution, in order */
} Mangler;

static void source_name(StrBuf *out, const char *s) { sb_printf(out, "%zu%s", strlen(s), s); }

/* A qualified array as clang sees it: an array of qualified elements. */
static Type *push_array_quals(Sema *S, Type *t)
{
    if (t->kind != TY_ARRAY || (!t->quals && !t->as)) return t;
    Type *el = t->arr.elem;
    el = type_qualified(S->tt, el, el->quals | t->quals, el->as != AS_NONE ? (AddrSpace)el->as : type_as(t));
    return type_array(S->tt, push_array_quals(S, el), t->arr.len);
}

static void mangle_type(Mangler *m, StrBuf *out, Type *t, bool use_subs);

/* The name of a record or enum: its tag, or the typedef name an anonymous
 * one was declared with. */
static const char *tag_name(Type *t)
{
    const char *tag = t->kind == TY_RECORD ? t->rec.tag : t->en.tag;
    if (tag) return tag;
    const char *name = t->kind == TY_RECORD ? t->rec.name : t->en.name;
    return name && !strchr(name, ' ') ? name : "Ut_";
}

/* t without substitutions, into out. */
static void spell_unqualified(Mangler *m, StrBuf *out, Type *t, bool use_subs)
{
    switch (t->kind) {
    case TY_VECTOR:
        sb_printf(out, "Dv%d_", t->vec.lanes);
        mangle_type(m, out, t->vec.elem, use_subs);
        return;
    case TY_POINTER:
        sb_putc(out, 'P');
        mangle_type(m, out, t->ptr.pointee, use_subs);
        return;
    case TY_ARRAY:
        if (t->arr.len >= 0)
            sb_printf(out, "A%lld_", (long long)t->arr.len);
        else
            sb_puts(out, "A_");
        mangle_type(m, out, t->arr.elem, use_subs);
        return;
    case TY_FUNC:
        sb_putc(out, 'F');
        mangle_type(m, out, t->fn.ret, use_subs);
        if (!t->fn.nparams) sb_putc(out, 'v');
        for (int i = 0; i < t->fn.nparams; i++) mangle_type(m, out, t->fn.params[i], use_subs);
        sb_putc(out, 'E');
        return;
    case TY_RECORD:
    case TY_ENUM: source_name(out, tag_name(t)); return;
    case TY_ATOMIC:
        sb_puts(out, "U7_Atomic");
        mangle_type(m, out, t->atomic.value, use_subs);
        return;
    case TY_OPAQUE: {
        const char *n = opaque_name[t->opq.kind];
        if (t->opq.kind >= OPQ_IMAGE1D && t->opq.kind <= OPQ_IMAGE3D) {
            const char *acc = t->opq.access == ACC_WRITE_ONLY ? "wo" : t->opq.access == ACC_READ_WRITE ? "rw" : "ro";
            sb_printf(out, "%zu%s_%s", strlen(n) + 3, n, acc);
        } else {
            source_name(out, n);
        }
        return;
    }
    default: sb_puts(out, scalar_code[t->kind] ? scalar_code[t->kind] : "v"); return;
    }
}

static void write_sub(StrBuf *out, int i)
{
    if (i == 0) {
        sb_puts(out, "S_");
        return;
    }
    char digits[16];
    int n = 0;
    for (unsigned v = (unsigned)(i - 1); n == 0 || v; v /= 36)
        digits[n++] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[v % 36];
    sb_putc(out, 'S');
    while (n) sb_putc(out, digits[--n]);
    sb_putc(out, '_');
}

static void mangle_type(Mangler *m, StrBuf *out, Type *t, bool use_subs)
{
    t = push_array_quals(m->S, t);
    bool qualified = t->quals || t->as != AS_NONE;
    bool substitutable = qualified || !scalar_code[t->unqual->kind] || t->unqual->kind == TY_ERROR;
    const char *key = NULL;
    if (use_subs && substitutable) {
        StrBuf k = {0};
        mangle_type(m, &k, t, false);
        key = arena_strdup(m->S->a, sb_cstr(&k));
        sb_free(&k);
        for (int i = 0; i < m->subs.n; i++)
            if (!strcmp(m->subs.items[i], key)) {
                write_sub(out, i);
                return;
            }
    }
    if (qualified) {
        const char *as = t->as != AS_NONE ? m->target->mangled_as[t->as] : NULL;
        if (as) sb_printf(out, "U%zu%s", strlen(as), as);
        if (t->quals & Q_RESTRICT) sb_putc(out, 'r');
        if (t->quals & Q_VOLATILE) sb_putc(out, 'V');
        if (t->quals & Q_CONST) sb_putc(out, 'K');
        mangle_type(m, out, t->unqual, use_subs);
    } else {
        spell_unqualified(m, out, t, use_subs);
    }
    if (key) ptrvec_push(m->S->a, &m->subs, (void *)key);
}

const char *sema_mangle_function(Sema *S, const char *name, Type *fn)
{
    Mangler m = {S, S->c->opts ? S->c->opts->target : target_host(), {0}};
    StrBuf out = {0};
    sb_puts(&out, "_Z");
    source_name(&out, name);
    if (!fn->fn.nparams) sb_putc(&out, 'v');
    for (int i = 0; i < fn->fn.nparams; i++) mangle_type(&m, &out, fn->fn.params[i], true);
    if (fn->fn.variadic) sb_putc(&out, 'z');
    const char *r = arena_strdup(S->a, sb_cstr(&out));
    sb_free(&out);
    return r;
}
