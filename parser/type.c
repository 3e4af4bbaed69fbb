/*
 * type.c - interned OpenCL C types (see type.h).
 *
 * Every fact about a scalar type (its spelling, size, signedness, rank)
 * is a row of TYPE_SCALARS, read here into one table; the unsigned and
 * signed counterparts, the signed type of a width, the spellings and the
 * vector names are all derived from it, so adding a scalar is one row.
 *
 * Interning: a constructor fills a key node (the kind and its union
 * member, or for a qualified variant the unqualified node with the
 * qualifiers and address space) and intern() returns the node with that
 * key from one open hash table, creating it and computing its layout and
 * properties (type_layout) the first time, so type identity is pointer
 * identity everywhere in sema and codegen and nothing is recomputed on a
 * query.  The basic types are made once in types_create() and indexed by
 * kind.  Records and enums are not in the table (each declaration is its
 * own type); when one is completed, the qualified variants already made of
 * it take its new layout (refresh_variants).
 *
 * The built-in type names that are not keywords (float4, size_t, uchar16,
 * atomic_int, event_t, and the reserved names that must be rejected:
 * int5, half4, bool2, quad, float4x4 ...) are recognised by one small
 * parser of the name's shape, type_parse_name(), shared by the parser's
 * typedef-name decision and by sema's lookup, so the two can never
 * disagree.
 */
#include "parser/type.h"

#include <stdio.h>
#include <string.h>

#define TYPE_HASH_SIZE 1024

/* Records larger than this are refused (the caller reports it): far
 * beyond any memory, and small enough that no sum of two overflows. */
#define TYPE_MAX_SIZE ((int64_t)1 << 60)

/* Names carry their length: the parser asks whether every identifier it
 * reads is a built-in type name, so a length compare rejects most rows. */
#define NAME(s) s, sizeof(s) - 1

typedef struct ScalarRow {
    const char *spelling;
    uint8_t len;
    uint8_t size;
    uint8_t props;
    uint8_t rank;
} ScalarRow;

static const ScalarRow scalar_rows[TY_KIND_COUNT] = {
#define X(id, spelling, size, props, rank) [TY_##id] = {NAME(spelling), size, props, rank},
    TYPE_SCALARS(X)
#undef X
};

static bool is_scalar_kind(int k) { return scalar_rows[k].spelling != NULL; }

typedef struct OpaqueRow {
    const char *spelling;
    uint8_t len;
    Feature feature;
    Extension ext;
    int since;
} OpaqueRow;

static const OpaqueRow opaque_rows[OPQ_COUNT] = {
#define X(id, spelling, feature, ext, since) [OPQ_##id] = {NAME(spelling), FEAT_##feature, EXT_##ext, since},
    TYPE_OPAQUES(X)
#undef X
};

/*
 * The atomic type names (6.15.12.6) and the type each holds, by its
 * name: a scalar, or one of the pointer-sized names whose type is the
 * target's.  NULL holds an int and is atomic_flag.
 */
static const struct {
    const char *name;
    uint8_t len;
    const char *value;
} atomic_names[] = {
    {NAME("atomic_int"), "int"},           {NAME("atomic_uint"), "uint"},
    {NAME("atomic_long"), "long"},         {NAME("atomic_ulong"), "ulong"},
    {NAME("atomic_float"), "float"},       {NAME("atomic_double"), "double"},
    {NAME("atomic_intptr_t"), "intptr_t"}, {NAME("atomic_uintptr_t"), "uintptr_t"},
    {NAME("atomic_size_t"), "size_t"},     {NAME("atomic_ptrdiff_t"), "ptrdiff_t"},
    {NAME("atomic_flag"), NULL},
};

/* Names of integer types that OpenCL C's headers typedef: the fence
 * flags (barrier's argument, get_fence's result) and OpenCL C 2.0's
 * memory_order and memory_scope, which clang's header makes enums of int
 * (their constants are predefined macros: lexer/pp.c). */
static const struct {
    const char *name;
    uint8_t len;
    TypeKind kind;
} integer_names[] = {
    {NAME("cl_mem_fence_flags"), TY_UINT},
    {NAME("memory_order"), TY_INT},
    {NAME("memory_scope"), TY_INT},
};

/* The names whose type is the target's pointer-sized integer. */
static const struct {
    const char *name;
    uint8_t len;
    bool is_unsigned;
} pointer_sized_names[] = {
    {NAME("size_t"), true},
    {NAME("ptrdiff_t"), false},
    {NAME("intptr_t"), false},
    {NAME("uintptr_t"), true},
};

struct TypeTable {
    Arena *arena;
    const TargetInfo *target;
    Type *basic[TY_KIND_COUNT]; /* void, the scalars, error */
    Type *to_unsigned[TY_KIND_COUNT];
    Type *to_signed[TY_KIND_COUNT];
    Type *size_type, *ptrdiff_type;
    bool half_vectors; /* halfn names types (cl_khr_fp16), else they are reserved */
    Type *buckets[TYPE_HASH_SIZE];
};

/* ---- interning --------------------------------------------------- */

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h;
}

/* A key is a Type with the identifying fields filled: `unqual` set means
 * "the (quals, as) variant of that node", NULL an unqualified type. */
static unsigned key_hash(const Type *k)
{
    uint64_t h = mix(k->kind, k->quals);
    h = mix(h, k->as);
    if (k->unqual) return (unsigned)(mix(h, (uintptr_t)k->unqual) % TYPE_HASH_SIZE);
    switch (k->kind) {
    case TY_VECTOR:
        h = mix(h, (uintptr_t)k->vec.elem);
        h = mix(h, (uint64_t)k->vec.lanes);
        break;
    case TY_POINTER: h = mix(h, (uintptr_t)k->ptr.pointee); break;
    case TY_ARRAY:
        h = mix(h, (uintptr_t)k->arr.elem);
        h = mix(h, (uint64_t)k->arr.len);
        break;
    case TY_FUNC:
        h = mix(h, (uintptr_t)k->fn.ret);
        for (int i = 0; i < k->fn.nparams; i++) h = mix(h, (uintptr_t)k->fn.params[i]);
        h = mix(h, (uint64_t)k->fn.nparams * 4 + k->fn.variadic * 2u + k->fn.no_proto);
        break;
    case TY_ATOMIC:
        h = mix(h, (uintptr_t)k->atomic.value);
        h = mix(h, k->atomic.is_flag);
        break;
    case TY_OPAQUE:
        h = mix(h, (uint64_t)k->opq.kind);
        h = mix(h, (uint64_t)k->opq.access);
        h = mix(h, (uintptr_t)k->opq.elem);
        break;
    default: break;
    }
    return (unsigned)(h % TYPE_HASH_SIZE);
}

static bool key_equal(const Type *t, const Type *k)
{
    if (t->kind != k->kind || t->quals != k->quals || t->as != k->as) return false;
    if (k->unqual) return t->unqual == k->unqual;
    if (t->unqual != t) return false;
    switch (k->kind) {
    case TY_VECTOR: return t->vec.elem == k->vec.elem && t->vec.lanes == k->vec.lanes;
    case TY_POINTER: return t->ptr.pointee == k->ptr.pointee;
    case TY_ARRAY: return t->arr.elem == k->arr.elem && t->arr.len == k->arr.len;
    case TY_FUNC:
        return t->fn.ret == k->fn.ret && t->fn.nparams == k->fn.nparams && t->fn.variadic == k->fn.variadic &&
               t->fn.no_proto == k->fn.no_proto &&
               (!k->fn.nparams || !memcmp(t->fn.params, k->fn.params, sizeof(Type *) * (size_t)k->fn.nparams));
    case TY_ATOMIC: return t->atomic.value == k->atomic.value && t->atomic.is_flag == k->atomic.is_flag;
    case TY_OPAQUE: return t->opq.kind == k->opq.kind && t->opq.access == k->opq.access && t->opq.elem == k->opq.elem;
    default: return false;
    }
}

static void set_layout(Type *t, int64_t size, int64_t align, unsigned props)
{
    t->size = size;
    t->align = (int32_t)align;
    t->props = (uint8_t)props;
}

/* Size, alignment and properties of a new unqualified structural type. */
static void type_layout(TypeTable *tt, Type *t)
{
    int64_t ptr = tt->target->pointer_size;
    switch (t->kind) {
    case TY_VECTOR: {
        /* 6.3.5: aligned to its size; a 3-component vector is sized and
         * aligned as the 4-component one. */
        int64_t size = t->vec.elem->size * (t->vec.lanes == 3 ? 4 : t->vec.lanes);
        set_layout(t, size, size, TP_COMPLETE | (t->vec.elem->props & (TP_SIGNED | TP_UNSIGNED)));
        return;
    }
    case TY_POINTER: set_layout(t, ptr, ptr, TP_SCALAR | TP_COMPLETE); return;
    case TY_ARRAY: {
        Type *el = t->arr.elem;
        int64_t len = t->arr.len;
        if (len < 0 || !type_is_complete(el) || (el->size && len > TYPE_MAX_SIZE / el->size))
            set_layout(t, -1, el->align, 0);
        else
            set_layout(t, el->size * len, el->align, TP_COMPLETE);
        return;
    }
    case TY_ATOMIC: set_layout(t, t->atomic.value->size, t->atomic.value->align, TP_COMPLETE); return;
    case TY_OPAQUE: set_layout(t, ptr, ptr, TP_COMPLETE); return;
    default: set_layout(t, -1, 1, 0); return; /* functions */
    }
}

static Type *find(TypeTable *tt, const Type *key, unsigned h)
{
    for (Type *t = tt->buckets[h]; t; t = t->hash_next)
        if (key_equal(t, key)) return t;
    return NULL;
}

/* The node with this key, made the first time.  A qualified variant is a
 * copy of its unqualified node (layout and union included). */
static Type *intern(TypeTable *tt, const Type *key)
{
    unsigned h = key_hash(key);
    Type *t = find(tt, key, h);
    if (t) return t;
    t = ARENA_NEW(tt->arena, Type);
    *t = key->unqual ? *key->unqual : *key;
    t->quals = key->quals;
    t->as = key->as;
    t->spelling = NULL;
    if (key->unqual) {
        t->unqual = key->unqual;
    } else {
        t->unqual = t;
        if (t->kind == TY_FUNC && t->fn.nparams) {
            t->fn.params = ARENA_ARRAY(tt->arena, Type *, t->fn.nparams);
            memcpy(t->fn.params, key->fn.params, sizeof(Type *) * (size_t)t->fn.nparams);
        }
        type_layout(tt, t);
    }
    t->hash_next = tt->buckets[h];
    tt->buckets[h] = t;
    return t;
}

/* After a record or enum is completed or named (or an array of one of
 * them can be laid out at last), the qualified variants made of `u`
 * earlier take its layout, union and name. */
static void refresh_variants(TypeTable *tt, Type *u)
{
    for (unsigned q = 0; q <= (Q_CONST | Q_VOLATILE | Q_RESTRICT); q++)
        for (int as = AS_NONE; as < AS_COUNT; as++) {
            if (!q && as == AS_NONE) continue;
            Type key = {.kind = u->kind, .quals = (uint8_t)q, .as = (uint8_t)as, .unqual = u};
            Type *v = find(tt, &key, key_hash(&key));
            if (!v) continue;
            Type *next = v->hash_next;
            *v = *u;
            v->quals = (uint8_t)q;
            v->as = (uint8_t)as;
            v->unqual = u;
            v->spelling = NULL;
            v->hash_next = next;
        }
}

/* ---- the table --------------------------------------------------- */

static Type *new_basic(TypeTable *tt, TypeKind k)
{
    Type key = {.kind = (uint8_t)k};
    Type *t = intern(tt, &key);
    if (is_scalar_kind(k))
        set_layout(t, scalar_rows[k].size, scalar_rows[k].size,
                   scalar_rows[k].props | TP_ARITH | TP_SCALAR | TP_COMPLETE);
    return t;
}

/* The integer scalar of `rank` with signedness `sign` (TP_SIGNED or
 * TP_UNSIGNED), or NULL. */
static Type *scalar_of_rank(TypeTable *tt, int rank, unsigned sign)
{
    for (int k = 0; k < TY_KIND_COUNT; k++)
        if (is_scalar_kind(k) && (scalar_rows[k].props & TP_INTEGER) && scalar_rows[k].rank == rank &&
            (scalar_rows[k].props & sign))
            return tt->basic[k];
    return NULL;
}

TypeTable *types_create(Arena *a, const TargetInfo *target)
{
    TypeTable *tt = ARENA_NEW(a, TypeTable);
    tt->arena = a;
    tt->target = target ? target : target_host();
    tt->basic[TY_VOID] = new_basic(tt, TY_VOID);
    for (int k = 0; k < TY_KIND_COUNT; k++)
        if (is_scalar_kind(k)) tt->basic[k] = new_basic(tt, (TypeKind)k);
    tt->basic[TY_ERROR] = new_basic(tt, TY_ERROR);
    for (int k = 0; k < TY_KIND_COUNT; k++) {
        if (!is_scalar_kind(k) || !(scalar_rows[k].props & TP_INTEGER) || k == TY_BOOL) continue;
        tt->to_unsigned[k] = scalar_of_rank(tt, scalar_rows[k].rank, TP_UNSIGNED);
        tt->to_signed[k] = scalar_of_rank(tt, scalar_rows[k].rank, TP_SIGNED);
    }
    bool wide = tt->target->pointer_size == 8;
    tt->size_type = tt->basic[wide ? TY_ULONG : TY_UINT];
    tt->ptrdiff_type = tt->basic[wide ? TY_LONG : TY_INT];
    return tt;
}

const TargetInfo *types_target(const TypeTable *tt) { return tt->target; }

void types_allow_half_vectors(TypeTable *tt, bool on) { tt->half_vectors = on; }

Type *type_size_t(TypeTable *tt) { return tt->size_type; }
Type *type_ptrdiff_t(TypeTable *tt) { return tt->ptrdiff_type; }

/* ---- constructors ------------------------------------------------ */

Type *type_basic(TypeTable *tt, TypeKind k)
{
    if (k != TY_VOID && k != TY_ERROR && !is_scalar_kind(k)) return tt->basic[TY_ERROR];
    return tt->basic[k];
}

Type *type_vector(TypeTable *tt, Type *elem, int lanes)
{
    Type key = {.kind = TY_VECTOR, .vec = {elem->unqual, lanes}};
    return intern(tt, &key);
}

Type *type_pointer(TypeTable *tt, Type *pointee)
{
    Type key = {.kind = TY_POINTER, .ptr = {pointee}};
    return intern(tt, &key);
}

Type *type_array(TypeTable *tt, Type *elem, int64_t len)
{
    Type key = {.kind = TY_ARRAY, .arr = {elem, len}};
    Type *t = intern(tt, &key);
    /* Made while its element was an incomplete record (an error then),
     * it can be laid out now. */
    if (!type_is_complete(t) && len >= 0 && type_is_complete(elem)) {
        type_layout(tt, t);
        refresh_variants(tt, t);
    }
    return t;
}

Type *type_func(TypeTable *tt, Type *ret, Type **params, int nparams, bool variadic, bool no_proto)
{
    Type key = {.kind = TY_FUNC, .fn = {ret, params, nparams, variadic, no_proto}};
    return intern(tt, &key);
}

Type *type_atomic(TypeTable *tt, Type *value, bool is_flag)
{
    Type key = {.kind = TY_ATOMIC, .atomic = {value->unqual, is_flag}};
    return intern(tt, &key);
}

Type *type_opaque(TypeTable *tt, OpaqueKind k, int access, Type *elem)
{
    Type key = {.kind = TY_OPAQUE, .opq = {k, access, elem}};
    return intern(tt, &key);
}

Type *type_qualified(TypeTable *tt, Type *t, unsigned quals, AddrSpace as)
{
    Type *u = t->unqual;
    if (!quals && as == AS_NONE) return u;
    if (u->kind == TY_ERROR) return u;
    Type key = {.kind = u->kind, .quals = (uint8_t)quals, .as = (uint8_t)as, .unqual = u};
    return intern(tt, &key);
}

Type *type_with_quals(TypeTable *tt, Type *t, unsigned add) { return type_qualified(tt, t, t->quals | add, t->as); }
Type *type_with_as(TypeTable *tt, Type *t, AddrSpace as) { return type_qualified(tt, t, t->quals, as); }

/* ---- records and enums ------------------------------------------- */

Type *type_record_new(TypeTable *tt, const char *tag, bool is_union, Loc loc)
{
    Type *t = ARENA_NEW(tt->arena, Type);
    t->kind = TY_RECORD;
    t->unqual = t;
    set_layout(t, -1, 1, 0);
    t->rec.tag = tag;
    t->rec.name = tag ? arena_printf(tt->arena, "%s %s", is_union ? "union" : "struct", tag) : NULL;
    t->rec.loc = loc;
    t->rec.is_union = is_union;
    return t;
}

static int64_t round_up(int64_t n, int64_t align) { return (n + align - 1) / align * align; }

bool type_record_complete(TypeTable *tt, Type *rec, const MemberSpec *members, int n, bool packed, int32_t record_align,
                          Loc def_loc)
{
    rec = rec->unqual;
    bool is_union = rec->rec.is_union;
    Member *ms = n ? ARENA_ARRAY(tt->arena, Member, n) : NULL;
    int64_t end = 0, align = 1;
    for (int i = 0; i < n; i++) {
        Type *mt = members[i].type;
        if (!type_is_complete(mt) || mt->size > TYPE_MAX_SIZE) return false;
        int64_t a = packed || members[i].packed ? 1 : mt->align;
        if (members[i].align > a) a = members[i].align;
        int64_t off = is_union ? 0 : round_up(end, a);
        if (off + mt->size > TYPE_MAX_SIZE) return false;
        ms[i] = (Member){members[i].name, mt, off, (int32_t)a, members[i].loc, members[i].type_name};
        if (off + mt->size > end) end = off + mt->size;
        if (a > align) align = a;
    }
    if (record_align > align) align = record_align;
    rec->rec.members = ms;
    rec->rec.nmembers = n;
    rec->rec.packed = packed;
    rec->rec.def_loc = def_loc;
    set_layout(rec, round_up(end, align), align, TP_COMPLETE);
    refresh_variants(tt, rec);
    return true;
}

const Member *type_record_find(Type *rec, const char *name, int64_t *offset)
{
    rec = rec->unqual;
    if (rec->kind != TY_RECORD) return NULL;
    for (int i = 0; i < rec->rec.nmembers; i++) {
        const Member *m = &rec->rec.members[i];
        const Member *found = NULL;
        int64_t inner = 0;
        if (m->name)
            found = strcmp(m->name, name) ? NULL : m;
        else
            found = type_record_find(m->type, name, &inner);
        if (found) {
            if (offset) *offset = m->offset + inner;
            return found;
        }
    }
    return NULL;
}

void type_set_typedef_name(TypeTable *tt, Type *t, const char *name)
{
    t = t->unqual;
    const char **slot = t->kind == TY_RECORD ? &t->rec.name : t->kind == TY_ENUM ? &t->en.name : NULL;
    if (!slot || *slot) return; /* tagged, or named by an earlier typedef */
    *slot = name;
    t->spelling = NULL;
    refresh_variants(tt, t);
}

Type *type_enum_new(TypeTable *tt, const char *tag, Loc loc)
{
    Type *t = ARENA_NEW(tt->arena, Type);
    t->kind = TY_ENUM;
    t->unqual = t;
    set_layout(t, -1, 1, 0);
    t->en.tag = tag;
    t->en.name = tag ? arena_printf(tt->arena, "enum %s", tag) : NULL;
    t->en.loc = loc;
    return t;
}

/* Bits a value needs: as an unsigned number, or in two's complement. */
static int unsigned_bits(uint64_t v) { return v ? 64 - __builtin_clzll(v) : 0; }
static int signed_bits(int64_t v) { return 1 + unsigned_bits(v < 0 ? ~(uint64_t)v : (uint64_t)v); }

void type_enum_complete(TypeTable *tt, Type *en, const EnumConst *consts, int n)
{
    en = en->unqual;
    /* clang's rule (Sema::ActOnEnumBody, C): without negative values the
     * smallest of uint and ulong that holds them all; with one, int
     * if every value fits, else long. */
    int pos = 0, neg = 0;
    for (int i = 0; i < n; i++) {
        if (consts[i].is_unsigned || consts[i].value >= 0) {
            int b = unsigned_bits((uint64_t)consts[i].value);
            if (b > pos) pos = b;
        } else if (signed_bits(consts[i].value) > neg) {
            neg = signed_bits(consts[i].value);
        }
    }
    Type *u;
    if (!n)
        u = tt->basic[TY_INT];
    else if (neg)
        u = tt->basic[neg <= 32 && pos < 32 ? TY_INT : TY_LONG];
    else
        u = tt->basic[pos <= 32 ? TY_UINT : TY_ULONG];
    EnumConst *cs = n ? ARENA_ARRAY(tt->arena, EnumConst, n) : NULL;
    if (n) memcpy(cs, consts, sizeof *cs * (size_t)n);
    en->en.consts = cs;
    en->en.nconsts = n;
    en->en.underlying = u;
    set_layout(en, u->size, u->align,
               TP_INTEGER | TP_ARITH | TP_SCALAR | TP_COMPLETE | (u->props & (TP_SIGNED | TP_UNSIGNED)));
    refresh_variants(tt, en);
}

/* ---- properties -------------------------------------------------- */

/* An enum stands for its underlying type in arithmetic. */
static const Type *arith_type(const Type *t)
{
    t = t->unqual;
    return t->kind == TY_ENUM && t->en.underlying ? t->en.underlying : t;
}

int type_bits(const Type *t)
{
    if (t->kind == TY_BOOL) return 1;
    return type_is_arith(t) || type_is_pointer(t) ? (int)t->size * 8 : 0;
}

int type_int_rank(const Type *t)
{
    t = arith_type(t);
    return is_scalar_kind(t->kind) ? scalar_rows[t->kind].rank : 0;
}

Type *type_to_unsigned(TypeTable *tt, Type *t)
{
    if (t->kind == TY_VECTOR) return type_vector(tt, type_to_unsigned(tt, t->vec.elem), t->vec.lanes);
    const Type *a = arith_type(t);
    return tt->to_unsigned[a->kind] ? tt->to_unsigned[a->kind] : t;
}

Type *type_to_signed(TypeTable *tt, Type *t)
{
    if (t->kind == TY_VECTOR) return type_vector(tt, type_to_signed(tt, t->vec.elem), t->vec.lanes);
    const Type *a = arith_type(t);
    return tt->to_signed[a->kind] ? tt->to_signed[a->kind] : t;
}

Type *type_signed_of_width(TypeTable *tt, int bits)
{
    for (int k = 0; k < TY_KIND_COUNT; k++)
        if (is_scalar_kind(k) && (scalar_rows[k].props & TP_INTEGER) && (scalar_rows[k].props & TP_SIGNED) &&
            scalar_rows[k].size * 8 == bits)
            return tt->basic[k];
    return tt->basic[TY_INT];
}

Feature type_opaque_feature(OpaqueKind k) { return k < OPQ_COUNT ? opaque_rows[k].feature : FEAT_NONE; }
Extension type_opaque_extension(OpaqueKind k) { return k < OPQ_COUNT ? opaque_rows[k].ext : EXT_NONE; }
int type_opaque_since(OpaqueKind k) { return k < OPQ_COUNT ? opaque_rows[k].since : 100; }

/* ---- spelling ---------------------------------------------------- */

static void quals_str(StrBuf *b, unsigned quals, AddrSpace as)
{
    if (quals & Q_CONST) sb_puts(b, "const ");
    if (quals & Q_VOLATILE) sb_puts(b, "volatile ");
    if (quals & Q_RESTRICT) sb_puts(b, "restrict ");
    const char *a = addrspace_keyword(as);
    if (a) {
        sb_puts(b, a);
        sb_putc(b, ' ');
    }
}

/* The name of a type that is not a declarator (pointer, array, function). */
static void base_name(StrBuf *b, const Type *t)
{
    static const char *const access_words[] = {[ACC_WRITE_ONLY] = "__write_only ", [ACC_READ_WRITE] = "__read_write "};
    switch (t->kind) {
    case TY_VOID: sb_puts(b, "void"); return;
    case TY_VECTOR: sb_printf(b, "%s%d", scalar_rows[t->vec.elem->kind].spelling, t->vec.lanes); return;
    case TY_RECORD:
        sb_puts(b, t->rec.name ? t->rec.name : t->rec.is_union ? "union (unnamed)" : "struct (unnamed)");
        return;
    case TY_ENUM: sb_puts(b, t->en.name ? t->en.name : "enum (unnamed)"); return;
    case TY_ATOMIC:
        if (t->atomic.is_flag)
            sb_puts(b, "atomic_flag");
        else
            sb_printf(b, "atomic_%s", scalar_rows[t->atomic.value->kind].spelling);
        return;
    case TY_OPAQUE:
        if (t->opq.access == ACC_WRITE_ONLY || t->opq.access == ACC_READ_WRITE) sb_puts(b, access_words[t->opq.access]);
        sb_puts(b, opaque_rows[t->opq.kind].spelling);
        return;
    case TY_ERROR: sb_puts(b, "<error>"); return;
    default: sb_puts(b, scalar_rows[t->kind].spelling); return;
    }
}

/* Writes `t` as C declares it, around the declarator text `inner`. */
static void type_write(StrBuf *b, Type *t, const char *inner)
{
    switch (t->kind) {
    case TY_POINTER: {
        StrBuf in = {0};
        Type *pt = t->ptr.pointee;
        bool paren = pt->kind == TY_ARRAY || pt->kind == TY_FUNC;
        if (paren) sb_putc(&in, '(');
        sb_putc(&in, '*');
        if (t->quals & Q_CONST) sb_puts(&in, " const");
        if (t->quals & Q_VOLATILE) sb_puts(&in, " volatile");
        if (t->quals & Q_RESTRICT) sb_puts(&in, " restrict");
        sb_puts(&in, inner);
        if (paren) sb_putc(&in, ')');
        type_write(b, pt, sb_cstr(&in));
        sb_free(&in);
        return;
    }
    case TY_ARRAY: {
        StrBuf in = {0};
        sb_puts(&in, inner);
        if (t->arr.len >= 0)
            sb_printf(&in, "[%lld]", (long long)t->arr.len);
        else
            sb_puts(&in, "[]");
        type_write(b, t->arr.elem, sb_cstr(&in));
        sb_free(&in);
        return;
    }
    case TY_FUNC: {
        StrBuf in = {0};
        sb_puts(&in, inner);
        sb_putc(&in, '(');
        for (int i = 0; i < t->fn.nparams; i++) {
            if (i) sb_puts(&in, ", ");
            type_write(&in, t->fn.params[i], "");
        }
        if (t->fn.variadic)
            sb_puts(&in, t->fn.nparams ? ", ..." : "...");
        else if (!t->fn.nparams && !t->fn.no_proto)
            sb_puts(&in, "void");
        sb_putc(&in, ')');
        type_write(b, t->fn.ret, sb_cstr(&in));
        sb_free(&in);
        return;
    }
    default:
        quals_str(b, t->quals, t->as);
        base_name(b, t);
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
        return arena_printf(tt->arena, "'%s' (vector of %d '%s' values)", type_str(tt, t), t->vec.lanes,
                            type_str(tt, t->vec.elem));
    return arena_printf(tt->arena, "'%s'", type_str(tt, t));
}

/* ---- built-in type names ----------------------------------------- */

static bool name_is(const char *s, uint32_t len, const char *name, uint8_t name_len)
{
    return name_len == len && memcmp(name, s, len) == 0;
}

Type *type_scalar_by_name(TypeTable *tt, const char *name, uint32_t len)
{
    for (int k = 0; k < TY_KIND_COUNT; k++)
        if (is_scalar_kind(k) && name_is(name, len, scalar_rows[k].spelling, scalar_rows[k].len)) return tt->basic[k];
    return NULL;
}

typedef enum NameClass {
    NAME_NONE,          /* not a built-in type name */
    NAME_VECTOR,        /* a vector type: kind, lanes */
    NAME_POINTER_SIZED, /* size_t & co: is_unsigned */
    NAME_INTEGER,       /* cl_mem_fence_flags & co: kind */
    NAME_ATOMIC,        /* atomic_int & co: index into atomic_names */
    NAME_OPAQUE,        /* event_t & co: opaque */
    NAME_RESERVED,      /* reserved: why */
} NameClass;

typedef struct BuiltinName {
    NameClass cls;
    TypeKind kind;
    int lanes;
    bool is_unsigned;
    int atomic;
    OpaqueKind opaque;
    const char *why;
} BuiltinName;

/* Whether s is `prefix` followed by digits (the lanes, in *lanes, capped
 * at a million) and optionally by x and more digits (*matrix). */
static bool vector_suffix(const char *s, uint32_t len, const char *prefix, size_t nl, long *lanes, bool *matrix)
{
    if (len <= nl || s[0] != prefix[0] || memcmp(prefix, s, nl) != 0) return false;
    const char *p = s + nl, *end = s + len;
    if (*p < '0' || *p > '9') return false;
    long n = 0;
    while (p < end && *p >= '0' && *p <= '9') {
        n = n * 10 + (*p - '0');
        if (n > 1000000) n = 1000000;
        p++;
    }
    *matrix = false;
    if (p < end && *p == 'x') {
        p++;
        if (p == end || *p < '0' || *p > '9') return false;
        while (p < end && *p >= '0' && *p <= '9') p++;
        *matrix = true;
    }
    *lanes = n;
    return p == end;
}

/* <scalar><digits>[x<digits>] and quad<digits>: a vector name, valid or
 * reserved. */
static bool parse_vector_name(const char *s, uint32_t len, BuiltinName *out)
{
    long n;
    bool matrix;
    static const char *const reserved_matrix = "is a reserved matrix type name in OpenCL C (section 1.1.4)";
    for (int k = 0; k < TY_KIND_COUNT; k++) {
        if (!is_scalar_kind(k) || !vector_suffix(s, len, scalar_rows[k].spelling, scalar_rows[k].len, &n, &matrix))
            continue;
        out->cls = NAME_RESERVED;
        if (matrix)
            out->why = reserved_matrix;
        else if (k == TY_BOOL)
            out->why = "is reserved: vectors of bool are not supported in OpenCL C (section 1.1.4)";
        else if (!(n == 2 || n == 3 || n == 4 || n == 8 || n == 16))
            out->why = "is reserved: vector types have 2, 3, 4, 8 or 16 components (section 1.1.4)";
        else
            *out = (BuiltinName){.cls = NAME_VECTOR, .kind = (TypeKind)k, .lanes = (int)n};
        return true;
    }
    if (vector_suffix(s, len, NAME("quad"), &n, &matrix)) {
        out->cls = NAME_RESERVED;
        out->why = matrix ? reserved_matrix : "is a reserved data type in OpenCL C (section 1.1.4)";
        return true;
    }
    return false;
}

/* Classifies an identifier spelling as a built-in type name. */
static BuiltinName type_parse_name(const char *s, uint32_t len)
{
    BuiltinName r = {.cls = NAME_NONE};
    if (len < 4) return r; /* the shortest are int2 and quad: most identifiers end here */
    for (size_t i = 0; i < sizeof pointer_sized_names / sizeof *pointer_sized_names; i++)
        if (name_is(s, len, pointer_sized_names[i].name, pointer_sized_names[i].len))
            return (BuiltinName){.cls = NAME_POINTER_SIZED, .is_unsigned = pointer_sized_names[i].is_unsigned};
    for (size_t i = 0; i < sizeof integer_names / sizeof *integer_names; i++)
        if (name_is(s, len, integer_names[i].name, integer_names[i].len))
            return (BuiltinName){.cls = NAME_INTEGER, .kind = integer_names[i].kind};
    static const struct {
        const char *name;
        uint8_t len;
    } reserved_other[] = {{NAME("quad")}, {NAME("complex")}, {NAME("imaginary")}};
    for (size_t i = 0; i < sizeof reserved_other / sizeof *reserved_other; i++)
        if (name_is(s, len, reserved_other[i].name, reserved_other[i].len))
            return (BuiltinName){.cls = NAME_RESERVED, .why = "is a reserved data type in OpenCL C (section 1.1.4)"};
    for (size_t i = 0; i < sizeof atomic_names / sizeof *atomic_names; i++)
        if (name_is(s, len, atomic_names[i].name, atomic_names[i].len))
            return (BuiltinName){.cls = NAME_ATOMIC, .atomic = (int)i};
    for (int k = 0; k < OPQ_COUNT; k++)
        if (k != OPQ_PIPE && name_is(s, len, opaque_rows[k].spelling, opaque_rows[k].len))
            return (BuiltinName){.cls = NAME_OPAQUE, .opaque = (OpaqueKind)k};
    /* A vector name ends in its lane count. */
    if (len && s[len - 1] >= '0' && s[len - 1] <= '9') parse_vector_name(s, len, &r);
    return r;
}

bool type_is_builtin_type_name(const char *name, uint32_t len) { return type_parse_name(name, len).cls != NAME_NONE; }

Type *type_lookup_builtin(TypeTable *tt, const char *name, const char **reserved)
{
    BuiltinName n = type_parse_name(name, (uint32_t)strlen(name));
    *reserved = NULL;
    switch (n.cls) {
    case NAME_NONE: return NULL;
    case NAME_VECTOR:
        if (n.kind == TY_HALF && !tt->half_vectors) {
            *reserved = "is reserved: half vectors need the cl_khr_fp16 extension, which oclc does not support";
            return tt->basic[TY_ERROR];
        }
        return type_vector(tt, tt->basic[n.kind], n.lanes);
    case NAME_POINTER_SIZED: return n.is_unsigned ? tt->size_type : tt->ptrdiff_type;
    case NAME_INTEGER: return tt->basic[n.kind];
    case NAME_ATOMIC: {
        const char *v = atomic_names[n.atomic].value;
        if (!v) return type_atomic(tt, tt->basic[TY_INT], true);
        const char *why;
        Type *value = type_scalar_by_name(tt, v, (uint32_t)strlen(v));
        return type_atomic(tt, value ? value : type_lookup_builtin(tt, v, &why), false);
    }
    case NAME_OPAQUE: {
        /* An image is read_only unless its declaration says otherwise. */
        bool image = n.opaque >= OPQ_IMAGE1D && n.opaque <= OPQ_IMAGE3D;
        return type_opaque(tt, n.opaque, image ? ACC_READ_ONLY : ACC_NONE, NULL);
    }
    case NAME_RESERVED: *reserved = n.why; return tt->basic[TY_ERROR];
    }
    return NULL;
}
