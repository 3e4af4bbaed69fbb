/*
 * type.c - interned OpenCL C types (see type.h).
 *
 * Interning: every constructor hashes its structural key (kind, element,
 * length, qualifiers, address space, parameters) into one open hash table
 * and returns the existing node when there is one, so type identity is
 * pointer identity everywhere in sema and codegen.  Basic types are built
 * once in types_create() and indexed by kind.
 *
 * The built-in type names that are not keywords (float4, size_t, uchar16,
 * and the reserved names that must be rejected: int5, half4, bool2, quad,
 * float4x4 ...) are recognised by one small parser of the name's shape,
 * type_parse_name(), shared by the parser's typedef-name decision and by
 * sema's lookup, so the two can never disagree.
 */
#include "parser/type.h"

#include <stdio.h>
#include <string.h>

#define TYPE_HASH_SIZE 1024

struct TypeTable {
    Arena *arena;
    const TargetInfo *target;
    Type *basic[TY_ERROR + 1];
    Type *buckets[TYPE_HASH_SIZE];
};

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h;
}

static unsigned type_hash(TypeKind k, Type *elem, int64_t n, unsigned quals, AddrSpace as, Type **params, int np,
                          bool va, bool np_flag, Type *unqual)
{
    uint64_t h = (uint64_t)k;
    h = mix(h, (uintptr_t)elem);
    h = mix(h, (uint64_t)n);
    h = mix(h, quals);
    h = mix(h, (uint64_t)as);
    h = mix(h, (uintptr_t)unqual);
    for (int i = 0; i < np; i++) h = mix(h, (uintptr_t)params[i]);
    h = mix(h, (uint64_t)np * 2 + va + 4u * np_flag);
    return (unsigned)(h % TYPE_HASH_SIZE);
}

/* Finds or creates the node with this exact key.  `unqual` is NULL for an
 * unqualified type (the node becomes its own unqual). */
static Type *intern(TypeTable *tt, TypeKind k, Type *elem, int64_t n, unsigned quals, AddrSpace as, Type **params,
                    int np, bool va, bool no_proto, Type *unqual)
{
    unsigned h = type_hash(k, elem, n, quals, as, params, np, va, no_proto, unqual);
    for (Type *t = tt->buckets[h]; t; t = t->hash_next) {
        if (t->kind != k || t->elem != elem || t->n != n || t->quals != quals || t->as != as || t->nparams != np ||
            t->variadic != va || t->no_proto != no_proto)
            continue;
        if ((unqual ? unqual : t) != t->unqual) continue;
        if (np && memcmp(t->params, params, sizeof(Type *) * (size_t)np) != 0) continue;
        return t;
    }
    Type *t = ARENA_NEW(tt->arena, Type);
    t->kind = k;
    t->elem = elem;
    t->n = n;
    t->quals = quals;
    t->as = as;
    t->nparams = np;
    t->variadic = va;
    t->no_proto = no_proto;
    if (np) {
        t->params = ARENA_ARRAY(tt->arena, Type *, np);
        memcpy(t->params, params, sizeof(Type *) * (size_t)np);
    }
    t->unqual = unqual ? unqual : t;
    t->hash_next = tt->buckets[h];
    tt->buckets[h] = t;
    return t;
}

TypeTable *types_create(Arena *a, const TargetInfo *target)
{
    TypeTable *tt = ARENA_NEW(a, TypeTable);
    tt->arena = a;
    tt->target = target;
    for (int k = TY_VOID; k <= TY_DOUBLE; k++)
        tt->basic[k] = intern(tt, (TypeKind)k, NULL, 0, 0, AS_NONE, NULL, 0, false, false, NULL);
    tt->basic[TY_ERROR] = intern(tt, TY_ERROR, NULL, 0, 0, AS_NONE, NULL, 0, false, false, NULL);
    return tt;
}

const TargetInfo *types_target(const TypeTable *tt) { return tt->target; }

Type *type_size_t(TypeTable *tt) { return tt->basic[tt->target->pointer_size == 4 ? TY_UINT : TY_ULONG]; }

Type *type_basic(TypeTable *tt, TypeKind k)
{
    if (k > TY_DOUBLE && k != TY_ERROR) return tt->basic[TY_ERROR];
    return tt->basic[k];
}

Type *type_vector(TypeTable *tt, Type *elem, int n)
{
    return intern(tt, TY_VECTOR, elem->unqual, n, 0, AS_NONE, NULL, 0, false, false, NULL);
}

Type *type_pointer(TypeTable *tt, Type *pointee)
{
    return intern(tt, TY_POINTER, pointee, 0, 0, AS_NONE, NULL, 0, false, false, NULL);
}

Type *type_array(TypeTable *tt, Type *elem, int64_t n)
{
    return intern(tt, TY_ARRAY, elem, n, 0, AS_NONE, NULL, 0, false, false, NULL);
}

Type *type_func(TypeTable *tt, Type *ret, Type **params, int nparams, bool variadic, bool no_proto)
{
    return intern(tt, TY_FUNC, ret, 0, 0, AS_NONE, params, nparams, variadic, no_proto, NULL);
}

Type *type_qualified(TypeTable *tt, Type *t, unsigned quals, AddrSpace as)
{
    Type *u = t->unqual;
    if (!quals && as == AS_NONE) return u;
    if (u->kind == TY_ERROR) return u;
    return intern(tt, u->kind, u->elem, u->n, quals, as, u->params, u->nparams, u->variadic, u->no_proto, u);
}

Type *type_with_quals(TypeTable *tt, Type *t, unsigned add) { return type_qualified(tt, t, t->quals | add, t->as); }
Type *type_with_as(TypeTable *tt, Type *t, AddrSpace as) { return type_qualified(tt, t, t->quals, as); }

bool type_is_signed(const Type *t)
{
    t = t->kind == TY_VECTOR ? t->elem : t;
    switch (t->kind) {
    case TY_CHAR:
    case TY_SHORT:
    case TY_INT:
    case TY_LONG: return true;
    default: return type_is_float(t);
    }
}

bool type_is_unsigned(const Type *t)
{
    t = t->kind == TY_VECTOR ? t->elem : t;
    switch (t->kind) {
    case TY_BOOL:
    case TY_UCHAR:
    case TY_USHORT:
    case TY_UINT:
    case TY_ULONG: return true;
    default: return false;
    }
}

int type_bits(const Type *t)
{
    switch (t->kind) {
    case TY_BOOL: return 1;
    case TY_CHAR:
    case TY_UCHAR: return 8;
    case TY_SHORT:
    case TY_USHORT:
    case TY_HALF: return 16;
    case TY_INT:
    case TY_UINT:
    case TY_FLOAT: return 32;
    case TY_LONG:
    case TY_ULONG:
    case TY_DOUBLE:
    case TY_POINTER: return 64;
    default: return 0;
    }
}

int64_t type_size(const Type *t)
{
    switch (t->kind) {
    case TY_BOOL: return 1;
    case TY_VOID:
    case TY_FUNC:
    case TY_ERROR: return -1;
    case TY_VECTOR: {
        int64_t n = t->n == 3 ? 4 : t->n;
        return n * type_size(t->elem);
    }
    case TY_ARRAY: {
        if (t->n < 0) return -1;
        int64_t es = type_size(t->elem);
        return es < 0 ? -1 : es * t->n;
    }
    default: return type_bits(t) / 8;
    }
}

int64_t type_align(const Type *t)
{
    switch (t->kind) {
    case TY_ARRAY: return type_align(t->elem);
    case TY_VECTOR: return type_size(t); /* 1.1.5: aligned to its size (vec3 as vec4) */
    case TY_VOID:
    case TY_FUNC:
    case TY_ERROR: return 1;
    default: return type_size(t);
    }
}

int type_int_rank(const Type *t)
{
    switch (t->kind) {
    case TY_BOOL: return 1;
    case TY_CHAR:
    case TY_UCHAR: return 2;
    case TY_SHORT:
    case TY_USHORT: return 3;
    case TY_INT:
    case TY_UINT: return 4;
    case TY_LONG:
    case TY_ULONG: return 5;
    default: return 0;
    }
}

Type *type_to_unsigned(TypeTable *tt, Type *t)
{
    switch (t->kind) {
    case TY_CHAR: return tt->basic[TY_UCHAR];
    case TY_SHORT: return tt->basic[TY_USHORT];
    case TY_INT: return tt->basic[TY_UINT];
    case TY_LONG: return tt->basic[TY_ULONG];
    case TY_VECTOR: return type_vector(tt, type_to_unsigned(tt, t->elem), (int)t->n);
    default: return t;
    }
}

Type *type_to_signed(TypeTable *tt, Type *t)
{
    switch (t->kind) {
    case TY_UCHAR: return tt->basic[TY_CHAR];
    case TY_USHORT: return tt->basic[TY_SHORT];
    case TY_UINT: return tt->basic[TY_INT];
    case TY_ULONG: return tt->basic[TY_LONG];
    case TY_VECTOR: return type_vector(tt, type_to_signed(tt, t->elem), (int)t->n);
    default: return t;
    }
}

Type *type_signed_of_width(TypeTable *tt, int bits)
{
    switch (bits) {
    case 8: return tt->basic[TY_CHAR];
    case 16: return tt->basic[TY_SHORT];
    case 64: return tt->basic[TY_LONG];
    default: return tt->basic[TY_INT];
    }
}

/* ---- spelling ---------------------------------------------------- */

static const char *const basic_names[] = {
    [TY_VOID] = "void",     [TY_BOOL] = "bool",   [TY_CHAR] = "char",     [TY_UCHAR] = "uchar",   [TY_SHORT] = "short",
    [TY_USHORT] = "ushort", [TY_INT] = "int",     [TY_UINT] = "uint",     [TY_LONG] = "long",     [TY_ULONG] = "ulong",
    [TY_HALF] = "half",     [TY_FLOAT] = "float", [TY_DOUBLE] = "double", [TY_ERROR] = "<error>",
};

static const char *as_name(AddrSpace as)
{
    switch (as) {
    case AS_PRIVATE: return "__private";
    case AS_GLOBAL: return "__global";
    case AS_LOCAL: return "__local";
    case AS_CONSTANT: return "__constant";
    case AS_GENERIC: return "__generic";
    default: return NULL;
    }
}

static void quals_str(StrBuf *b, unsigned quals, AddrSpace as)
{
    if (quals & Q_CONST) sb_puts(b, "const ");
    if (quals & Q_VOLATILE) sb_puts(b, "volatile ");
    if (quals & Q_RESTRICT) sb_puts(b, "restrict ");
    const char *a = as_name(as);
    if (a) {
        sb_puts(b, a);
        sb_putc(b, ' ');
    }
}

/* Writes `t` as C declares it, around the declarator text `inner`. */
static void type_write(StrBuf *b, Type *t, const char *inner)
{
    switch (t->kind) {
    case TY_POINTER: {
        StrBuf in = {0};
        bool paren = t->elem->kind == TY_ARRAY || t->elem->kind == TY_FUNC;
        if (paren) sb_putc(&in, '(');
        sb_putc(&in, '*');
        if (t->quals & Q_CONST) sb_puts(&in, " const");
        if (t->quals & Q_VOLATILE) sb_puts(&in, " volatile");
        if (t->quals & Q_RESTRICT) sb_puts(&in, " restrict");
        sb_puts(&in, inner);
        if (paren) sb_putc(&in, ')');
        type_write(b, t->elem, sb_cstr(&in));
        sb_free(&in);
        return;
    }
    case TY_ARRAY: {
        StrBuf in = {0};
        sb_puts(&in, inner);
        if (t->n >= 0)
            sb_printf(&in, "[%lld]", (long long)t->n);
        else
            sb_puts(&in, "[]");
        type_write(b, t->elem, sb_cstr(&in));
        sb_free(&in);
        return;
    }
    case TY_FUNC: {
        StrBuf in = {0};
        sb_puts(&in, inner);
        sb_putc(&in, '(');
        for (int i = 0; i < t->nparams; i++) {
            if (i) sb_puts(&in, ", ");
            type_write(&in, t->params[i], "");
        }
        if (t->variadic)
            sb_puts(&in, t->nparams ? ", ..." : "...");
        else if (!t->nparams && !t->no_proto)
            sb_puts(&in, "void");
        sb_putc(&in, ')');
        type_write(b, t->elem, sb_cstr(&in));
        sb_free(&in);
        return;
    }
    default:
        quals_str(b, t->quals, t->as);
        if (t->kind == TY_VECTOR)
            sb_printf(b, "%s%lld", basic_names[t->elem->kind], (long long)t->n);
        else
            sb_puts(b, basic_names[t->kind]);
        if (*inner) {
            if (inner[0] != '[' && inner[0] != '(')
                sb_putc(b, ' ');
            else if (inner[0] == '(' && inner[1] == '*')
                sb_putc(b, ' ');
            sb_puts(b, inner);
        }
        return;
    }
}

const char *type_str(TypeTable *tt, Type *t)
{
    if (t->spelling) return t->spelling;
    StrBuf b = {0};
    type_write(&b, t, "");
    t->spelling = arena_strdup(tt->arena, sb_cstr(&b));
    sb_free(&b);
    return t->spelling;
}

const char *type_str_long(TypeTable *tt, Type *t)
{
    if (t->kind == TY_VECTOR)
        return arena_printf(tt->arena, "'%s' (vector of %lld '%s' values)", type_str(tt, t), (long long)t->n,
                            type_str(tt, t->elem));
    return arena_printf(tt->arena, "'%s'", type_str(tt, t));
}

/* ---- built-in type names ----------------------------------------- */

/* Scalar element names that may carry a vector suffix, with their kinds. */
static const struct {
    const char *name;
    TypeKind kind;
} scalar_names[] = {
    {"char", TY_CHAR}, {"uchar", TY_UCHAR}, {"short", TY_SHORT}, {"ushort", TY_USHORT}, {"int", TY_INT},
    {"uint", TY_UINT}, {"long", TY_LONG},   {"ulong", TY_ULONG}, {"float", TY_FLOAT},   {"double", TY_DOUBLE},
    {"half", TY_HALF}, {"bool", TY_BOOL},   {"quad", TY_ERROR},
};

Type *type_scalar_by_name(TypeTable *tt, const char *name, uint32_t len)
{
    for (size_t i = 0; i < sizeof scalar_names / sizeof *scalar_names; i++)
        if (strlen(scalar_names[i].name) == len && memcmp(scalar_names[i].name, name, len) == 0)
            return scalar_names[i].kind == TY_ERROR ? NULL : tt->basic[scalar_names[i].kind];
    return NULL;
}

typedef enum NameClass {
    NAME_NONE,     /* not a built-in type name */
    NAME_TYPE,     /* a valid type: *kind, *lanes */
    NAME_TYPEDEF,  /* size_t & co: *kind */
    NAME_RESERVED, /* reserved: *why */
} NameClass;

/* Classifies an identifier spelling as a built-in type name. */
static NameClass type_parse_name(const char *s, uint32_t len, TypeKind *kind, int *lanes, const char **why)
{
    static const struct {
        const char *name;
        TypeKind kind;
    } typedefs[] = {
        {"size_t", TY_ULONG},
        {"ptrdiff_t", TY_LONG},
        {"intptr_t", TY_LONG},
        {"uintptr_t", TY_ULONG},
    };
    for (size_t i = 0; i < sizeof typedefs / sizeof *typedefs; i++)
        if (strlen(typedefs[i].name) == len && memcmp(typedefs[i].name, s, len) == 0) {
            *kind = typedefs[i].kind;
            return NAME_TYPEDEF;
        }
    static const char *const reserved_other[] = {"quad", "complex", "imaginary"};
    for (size_t i = 0; i < sizeof reserved_other / sizeof *reserved_other; i++)
        if (strlen(reserved_other[i]) == len && memcmp(reserved_other[i], s, len) == 0) {
            *why = "is a reserved data type in OpenCL C (section 1.1.4)";
            return NAME_RESERVED;
        }
    /* <scalar><digits>[x<digits>] */
    for (size_t i = 0; i < sizeof scalar_names / sizeof *scalar_names; i++) {
        size_t nl = strlen(scalar_names[i].name);
        if (len <= nl || memcmp(scalar_names[i].name, s, nl) != 0) continue;
        const char *p = s + nl, *end = s + len;
        if (*p < '0' || *p > '9') continue;
        long n = 0;
        while (p < end && *p >= '0' && *p <= '9') {
            n = n * 10 + (*p - '0');
            if (n > 1000000) n = 1000000;
            p++;
        }
        long m = -1;
        if (p < end && *p == 'x') {
            p++;
            if (p == end || *p < '0' || *p > '9') continue;
            m = 0;
            while (p < end && *p >= '0' && *p <= '9') {
                m = m * 10 + (*p - '0');
                if (m > 1000000) m = 1000000;
                p++;
            }
        }
        if (p != end) continue;
        TypeKind k = scalar_names[i].kind;
        if (m >= 0) {
            *why = "is a reserved matrix type name in OpenCL C (section 1.1.4)";
            return NAME_RESERVED;
        }
        if (k == TY_ERROR) {
            *why = "is a reserved data type in OpenCL C (section 1.1.4)";
            return NAME_RESERVED;
        }
        bool valid_n = n == 2 || n == 3 || n == 4 || n == 8 || n == 16;
        if (k == TY_BOOL) {
            *why = "is reserved: vectors of bool are not supported in OpenCL C (section 1.1.4)";
            return NAME_RESERVED;
        }
        if (!valid_n) {
            *why = "is reserved: vector types have 2, 3, 4, 8 or 16 components (section 1.1.4)";
            return NAME_RESERVED;
        }
        if (k == TY_HALF) {
            *why = "is reserved: half vectors need the cl_khr_fp16 extension, which oclc does not support";
            return NAME_RESERVED;
        }
        *kind = k;
        *lanes = (int)n;
        return NAME_TYPE;
    }
    return NAME_NONE;
}

bool type_is_builtin_type_name(const char *name, uint32_t len)
{
    TypeKind k;
    int n;
    const char *why;
    return type_parse_name(name, len, &k, &n, &why) != NAME_NONE;
}

Type *type_lookup_builtin(TypeTable *tt, const char *name, const char **reserved)
{
    TypeKind k = TY_ERROR;
    int n = 0;
    const char *why = NULL;
    *reserved = NULL;
    switch (type_parse_name(name, (uint32_t)strlen(name), &k, &n, &why)) {
    case NAME_NONE: return NULL;
    case NAME_TYPEDEF: return tt->basic[k];
    case NAME_TYPE: return type_vector(tt, tt->basic[k], n);
    case NAME_RESERVED: *reserved = why; return tt->basic[TY_ERROR];
    }
    return NULL;
}
