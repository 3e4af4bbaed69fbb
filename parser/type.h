/*
 * type.h - OpenCL C types: a tagged union per kind, interned.
 *
 * The shape is cproc's `struct type`: a kind, the size and alignment
 * computed once, property bits that answer "is it an integer / arithmetic
 * / scalar" without testing kind ranges, and a union with one member per
 * kind.  Code asks type_is_integer(t), never `t->kind >= ...`.
 *
 * Interning: every structural type (scalars, vectors, pointers, arrays,
 * functions, atomics, opaque types, and every qualified variant) is
 * created once per compilation and shared, so two types are the same
 * exactly when their pointers are equal.  Records and enums are nominal:
 * type_record_new / type_enum_new make a new node for each declaration of
 * a new tag, and the node is the type's identity; their qualified
 * variants are interned as any other.
 *
 * A qualified type (const, volatile, restrict, an address space) is its
 * own node whose `unqual` points at the unqualified one; it carries a copy
 * of the unqualified node's size, alignment, properties and union, so
 * `t->vec.lanes` reads the same through a `const float4`.  Pointer types
 * point at the qualified pointee (`global const float *` = pointer to
 * {float, const, global}).  Lvalues keep their qualified type; rvalue uses
 * look through ->unqual.  The qualifiers themselves (Q_CONST, Q_VOLATILE,
 * Q_RESTRICT) are declared in parser/ast.h, which the declarators share.
 *
 * Sizes and alignments follow OpenCL C (6.3.5 "Alignment of Types"): a
 * scalar or vector is aligned to its size, a 3-component vector has the
 * size and alignment of the 4-component one; pointers, size_t & co and the
 * opaque types take the target row's pointer size (support/target.h); a
 * record is laid out when it is completed (type_record_complete) with
 * natural alignment, which is what the host C compiler gives the same
 * declaration, so that kernel arguments and buffers of records agree with
 * the host.  An incomplete type (void, a function, an undefined record, an
 * array of unknown length) has size -1 and alignment 1.
 *
 * Adding a kind: a TY_ row and a union member here, its layout and key in
 * type.c (type_layout, key_hash, key_equal), its spelling (base_name), and
 * what sema and codegen do with it (docs/design.md, "Types").
 */
#ifndef OCLC_TYPE_H
#define OCLC_TYPE_H

#include <stdbool.h>
#include <stdint.h>

#include "parser/ast.h"
#include "support/arena.h"
#include "support/target.h"

/*
 * The scalar types, one row each:
 *   SCALAR(id, spelling, size, props, rank)
 * size in bytes (bool: 1, as C stores _Bool), props TP_* bits (arithmetic,
 * scalar and complete are implied), rank the C99 integer conversion rank
 * (0 for floating types).  The row order is the TypeKind order.
 */
#define TYPE_SCALARS(X)                                 \
    X(BOOL, "bool", 1, TP_INTEGER | TP_UNSIGNED, 1)     \
    X(CHAR, "char", 1, TP_INTEGER | TP_SIGNED, 2)       \
    X(UCHAR, "uchar", 1, TP_INTEGER | TP_UNSIGNED, 2)   \
    X(SHORT, "short", 2, TP_INTEGER | TP_SIGNED, 3)     \
    X(USHORT, "ushort", 2, TP_INTEGER | TP_UNSIGNED, 3) \
    X(INT, "int", 4, TP_INTEGER | TP_SIGNED, 4)         \
    X(UINT, "uint", 4, TP_INTEGER | TP_UNSIGNED, 4)     \
    X(LONG, "long", 8, TP_INTEGER | TP_SIGNED, 5)       \
    X(ULONG, "ulong", 8, TP_INTEGER | TP_UNSIGNED, 5)   \
    X(HALF, "half", 2, TP_FLOAT | TP_SIGNED, 0)         \
    X(FLOAT, "float", 4, TP_FLOAT | TP_SIGNED, 0)       \
    X(DOUBLE, "double", 8, TP_FLOAT | TP_SIGNED, 0)

/* (clang-format cannot lay out a table expanded inside an enum.) */
/* clang-format off */
typedef enum TypeKind {
    TY_VOID,
#define X(id, spelling, size, props, rank) TY_##id,
    TYPE_SCALARS(X)
#undef X
    TY_VECTOR,  /* vec: element scalar, lanes 2, 3, 4, 8, 16 */
    TY_POINTER, /* ptr: pointee (qualified, with its address space) */
    TY_ARRAY,   /* arr: element, length (-1: incomplete) */
    TY_FUNC,    /* fn: result, parameters */
    TY_RECORD,  /* rec: struct or union */
    TY_ENUM,    /* en: enumeration with an integer underlying type */
    TY_ATOMIC,  /* atomic: atomic_int & co */
    TY_OPAQUE,  /* opq: event_t, sampler_t, images, queue_t, clk_event_t, reserve_id_t, pipes */
    TY_ERROR,   /* result of a failed check: every rule accepts it silently */
    TY_KIND_COUNT
} TypeKind;
/* clang-format on */

/* Property bits (Type.props), computed when a type is made. */
enum {
    TP_INTEGER = 1 << 0,  /* integer scalar, bool and enums included (C99 6.2.5) */
    TP_FLOAT = 1 << 1,    /* half, float, double */
    TP_SIGNED = 1 << 2,   /* signed integer or floating (char is signed in OpenCL C); a
                             vector carries its element's signedness */
    TP_UNSIGNED = 1 << 3, /* unsigned integer or bool (vectors: as TP_SIGNED) */
    TP_ARITH = 1 << 4,    /* integer or floating scalar */
    TP_SCALAR = 1 << 5,   /* arithmetic or pointer (C's scalar) */
    TP_COMPLETE = 1 << 6, /* has a size: not void, not an undefined record, not T[] */
};

/*
 * The opaque types, one row each:
 *   OPAQUE(id, spelling, feature, ext, since)
 * `feature` is the FEAT_ row the type needs (NONE for event_t and
 * sampler_t, which every version has), `ext` the EXT_ row it needs as
 * well (NONE for most), `since` the OpenCL C version
 * (__OPENCL_C_VERSION__) that introduced it; images carry their access
 * qualifier in Type.opq.access.  The images are the rows from IMAGE1D to
 * IMAGE3D (type_is_image).  The depth images are cl_khr_depth_images'
 * from OpenCL C 1.2 on, as clang has them.  `pipe` is a keyword, not a
 * type name: its row is for the type a pipe declaration will make.
 */
#define TYPE_OPAQUES(X)                                                        \
    X(EVENT, "event_t", NONE, NONE, 100)                                       \
    X(SAMPLER, "sampler_t", NONE, NONE, 100)                                   \
    X(IMAGE1D, "image1d_t", IMAGES, NONE, 120)                                 \
    X(IMAGE1D_ARRAY, "image1d_array_t", IMAGES, NONE, 120)                     \
    X(IMAGE1D_BUFFER, "image1d_buffer_t", IMAGES, NONE, 120)                   \
    X(IMAGE2D, "image2d_t", IMAGES, NONE, 100)                                 \
    X(IMAGE2D_ARRAY, "image2d_array_t", IMAGES, NONE, 120)                     \
    X(IMAGE2D_DEPTH, "image2d_depth_t", IMAGES, DEPTH_IMAGES, 120)             \
    X(IMAGE2D_ARRAY_DEPTH, "image2d_array_depth_t", IMAGES, DEPTH_IMAGES, 120) \
    X(IMAGE3D, "image3d_t", IMAGES, NONE, 100)                                 \
    X(QUEUE, "queue_t", DEVICE_ENQUEUE, NONE, 200)                             \
    X(CLK_EVENT, "clk_event_t", DEVICE_ENQUEUE, NONE, 200)                     \
    X(RESERVE_ID, "reserve_id_t", PIPES, NONE, 200)                            \
    X(PIPE, "pipe", PIPES, NONE, 200)

/* clang-format off */
typedef enum OpaqueKind {
#define X(id, spelling, feature, ext, since) OPQ_##id,
    TYPE_OPAQUES(X)
#undef X
    OPQ_COUNT
} OpaqueKind;
/* clang-format on */

/* A member of a struct or union, laid out. */
typedef struct Member {
    const char *name;      /* NULL for an anonymous struct/union member */
    Type *type;
    int64_t offset;        /* bytes from the start of the record */
    int32_t align;         /* the member's alignment as laid out (packed and aligned(N) applied) */
    Loc loc;               /* the member's declarator, for notes */
    const char *type_name; /* "size_t", "ptrdiff_t", "intptr_t" or "uintptr_t" when declared
                              with one of those names (kernel arguments may not hold them);
                              else NULL */
} Member;

/* An enumeration constant. */
typedef struct EnumConst {
    const char *name;
    int64_t value;    /* the constant's value (as uint64_t when is_unsigned) */
    bool is_unsigned; /* the value is above LONG_MAX: only ulong holds it */
    Loc loc;
} EnumConst;

struct Type {
    uint8_t kind;         /* TypeKind */
    uint8_t props;        /* TP_* */
    uint8_t quals;        /* Q_* on this type */
    uint8_t as;           /* AddrSpace qualifier on this type */
    int32_t align;        /* bytes; 1 for incomplete types */
    int64_t size;         /* bytes; -1 when incomplete (void, function, undefined record, T[]) */
    Type *unqual;         /* this type without quals/as (itself when none) */
    const char *spelling; /* cached type_str() */
    Type *hash_next;      /* interning chain */
    union {
        struct {
            Type *elem; /* scalar, unqualified */
            int lanes;  /* 2, 3, 4, 8, 16 */
        } vec;
        struct {
            Type *pointee; /* qualified, with its address space */
        } ptr;
        struct {
            Type *elem;
            int64_t len; /* -1: incomplete (T[]) */
        } arr;
        struct {
            Type *ret;
            Type **params; /* unqualified */
            int nparams;
            bool variadic;
            bool no_proto; /* declared with () */
        } fn;
        struct {
            const char *tag;  /* NULL for an anonymous record */
            const char *name; /* what diagnostics call it: "struct S", or the typedef
                                 name that an anonymous record was declared with */
            Loc loc;          /* the tag (or `struct` keyword) of its first declaration */
            Loc def_loc;      /* the definition's tag, once complete */
            bool is_union;
            bool packed;      /* __attribute__((packed)) on the record */
            Member *members;  /* in declaration order, once complete */
            int nmembers;
        } rec;
        struct {
            const char *tag;
            const char *name; /* "enum E", or the typedef name */
            Loc loc;
            Type *underlying; /* int, uint, long or ulong once complete */
            EnumConst *consts;
            int nconsts;
        } en;
        struct {
            Type *value;  /* the unqualified value type: int, uint, long, ulong, float, double
                             (atomic_size_t & co hold their canonical types) */
            bool is_flag; /* atomic_flag (an atomic int that only the flag functions take) */
        } atomic;
        struct {
            OpaqueKind kind;
            int access; /* ACC_* for images and pipes (read_only when not written) */
            Type *elem; /* pipes: the packet type */
        } opq;
    };
};

typedef struct TypeTable TypeTable;

/* A table for one compilation, on `target`'s sizes (pointer size, and
 * what size_t is); NULL means the host's row. */
TypeTable *types_create(Arena *a, const TargetInfo *target);
const TargetInfo *types_target(const TypeTable *tt);
/* Whether half2..half16 name vector types: sema says so when the
 * compilation has cl_khr_fp16; otherwise they are reserved names. */
void types_allow_half_vectors(TypeTable *tt, bool on);

/* ---- constructors (interned) -------------------------------------- */
Type *type_basic(TypeTable *tt, TypeKind k); /* void, the scalars, error */
Type *type_vector(TypeTable *tt, Type *elem, int lanes);
Type *type_pointer(TypeTable *tt, Type *pointee);
Type *type_array(TypeTable *tt, Type *elem, int64_t len);
Type *type_func(TypeTable *tt, Type *ret, Type **params, int nparams, bool variadic, bool no_proto);
Type *type_atomic(TypeTable *tt, Type *value, bool is_flag);
Type *type_opaque(TypeTable *tt, OpaqueKind k, int access, Type *elem);
Type *type_qualified(TypeTable *tt, Type *t, unsigned quals, AddrSpace as);
Type *type_with_quals(TypeTable *tt, Type *t, unsigned add_quals); /* keeps t's as */
Type *type_with_as(TypeTable *tt, Type *t, AddrSpace as);          /* keeps t's quals */
/* size_t and ptrdiff_t on this target (uintptr_t and intptr_t are the
 * same types): ulong and long for 8-byte pointers, uint and int for 4. */
Type *type_size_t(TypeTable *tt);
Type *type_ptrdiff_t(TypeTable *tt);

/* ---- records and enums (nominal) ---------------------------------- */
/* A new, incomplete struct or union; `tag` may be NULL. */
Type *type_record_new(TypeTable *tt, const char *tag, bool is_union, Loc loc);
/*
 * Completes a record with its members (copied) and lays it out: each
 * member at the next offset aligned to its alignment, which is its type's
 * (1 when the record or the member is packed) raised to `align` when that
 * is larger, as aligned(N) on a member does in GCC and clang (it never
 * lowers one); a
 * union's members all at 0; the size rounded up to the record's alignment
 * (the largest member alignment, or `record_align` if that is larger).
 * Returns false, leaving the record incomplete, when a member is
 * incomplete or the size would overflow (the caller reports it).
 */
typedef struct MemberSpec {
    const char *name;      /* NULL for an anonymous struct/union member */
    Type *type;
    int32_t align;         /* 0: natural */
    Loc loc;
    bool packed;           /* __attribute__((packed)) on the member */
    const char *type_name; /* Member.type_name */
} MemberSpec;
bool type_record_complete(TypeTable *tt, Type *rec, const MemberSpec *members, int n, bool packed, int32_t record_align,
                          Loc def_loc);
/* The member called `name`, looking into anonymous struct/union members;
 * the byte offset from the start of `rec` in *offset (when not NULL).
 * NULL if none. */
const Member *type_record_find(Type *rec, const char *name, int64_t *offset);
/* The diagnostic name of an anonymous record or enum that a typedef
 * names ("typedef struct { ... } Particle;"): the first such typedef
 * wins.  Call it before the type is spelled (types made from it earlier
 * keep the spelling they cached). */
void type_set_typedef_name(TypeTable *tt, Type *rec_or_enum, const char *name);

/* A new, incomplete enum; completed with its constants and the
 * underlying type chosen by the values as clang chooses it: uint when no
 * value is negative (ulong when one does not fit 32 bits), int when one
 * is (long when one does not fit). */
Type *type_enum_new(TypeTable *tt, const char *tag, Loc loc);
void type_enum_complete(TypeTable *tt, Type *en, const EnumConst *consts, int n);

/* ---- properties ---------------------------------------------------- */
static inline Type *type_unqual(Type *t) { return t->unqual; }
static inline bool type_is_error(const Type *t) { return t->kind == TY_ERROR; }
static inline bool type_is_void(const Type *t) { return t->kind == TY_VOID; }
static inline bool type_is_bool(const Type *t) { return t->kind == TY_BOOL; }
static inline bool type_is_integer(const Type *t) { return t->props & TP_INTEGER; }
static inline bool type_is_float(const Type *t) { return t->props & TP_FLOAT; }
static inline bool type_is_arith(const Type *t) { return t->props & TP_ARITH; }
static inline bool type_is_scalar(const Type *t) { return t->props & TP_SCALAR; }
static inline bool type_is_complete(const Type *t) { return t->props & TP_COMPLETE; }
/* Of a scalar, or of a vector's elements. */
static inline bool type_is_signed(const Type *t) { return t->props & TP_SIGNED; }
static inline bool type_is_unsigned(const Type *t) { return t->props & TP_UNSIGNED; }
static inline bool type_is_vector(const Type *t) { return t->kind == TY_VECTOR; }
static inline bool type_is_pointer(const Type *t) { return t->kind == TY_POINTER; }
static inline bool type_is_array(const Type *t) { return t->kind == TY_ARRAY; }
static inline bool type_is_func(const Type *t) { return t->kind == TY_FUNC; }
static inline bool type_is_record(const Type *t) { return t->kind == TY_RECORD; }
static inline bool type_is_enum(const Type *t) { return t->kind == TY_ENUM; }
static inline bool type_is_atomic(const Type *t) { return t->kind == TY_ATOMIC; }
static inline bool type_is_opaque(const Type *t) { return t->kind == TY_OPAQUE; }
static inline bool type_is_image(const Type *t)
{
    return t->kind == TY_OPAQUE && t->opq.kind >= OPQ_IMAGE1D && t->opq.kind <= OPQ_IMAGE3D;
}
/* Arithmetic scalar or vector of arithmetic elements. */
static inline bool type_is_arith_or_vector(const Type *t) { return type_is_arith(t) || t->kind == TY_VECTOR; }
/* Element type of a vector, the type itself otherwise. */
static inline Type *type_elem(Type *t) { return t->kind == TY_VECTOR ? t->vec.elem : t; }
/* Lanes of a vector, 1 otherwise. */
static inline int type_lanes(const Type *t) { return t->kind == TY_VECTOR ? t->vec.lanes : 1; }
static inline Type *type_pointee(Type *t) { return t->ptr.pointee; }
static inline AddrSpace type_as(const Type *t) { return (AddrSpace)t->as; }
/* The address space of an object of type t.  An array's is its
 * element's: `local float s[8]` qualifies the element type, as C puts an
 * array's qualifiers on its elements, so `&s` points into local memory
 * although the array node itself carries no space (a typedef'd array
 * qualified as a whole carries its own, which then counts). */
static inline AddrSpace type_addr_space(const Type *t)
{
    while (t->as == AS_NONE && t->kind == TY_ARRAY) t = t->arr.elem;
    return (AddrSpace)t->as;
}

static inline int64_t type_size(const Type *t) { return t->size; }
static inline int64_t type_align(const Type *t) { return t->align; }
int type_bits(const Type *t);                   /* scalar (or enum, pointer) width in bits; bool: 1; 0 otherwise */
int type_int_rank(const Type *t);               /* C99 integer conversion rank; an enum's is its underlying type's */
Type *type_to_unsigned(TypeTable *tt, Type *t); /* int -> uint etc. (vectors too; an enum: its underlying type's) */
Type *type_to_signed(TypeTable *tt, Type *t);
/* Signed integer type of the same width as a scalar (relational results). */
Type *type_signed_of_width(TypeTable *tt, int bits);
/* The feature an opaque type needs (FEAT_NONE: every version has it),
 * and the OpenCL C version that introduced it (120 for 1.2). */
Feature type_opaque_feature(OpaqueKind k);
Extension type_opaque_extension(OpaqueKind k);
int type_opaque_since(OpaqueKind k);

/* ---- spelling ------------------------------------------------------- */
/* The spelling users see: "float4", "const __global float *", "int[4]",
 * "struct S", "atomic_int", "image2d_t". */
const char *type_str(TypeTable *tt, Type *t);
/* Spelling with the element described, as clang says:
 * "'float4' (vector of 4 'float' values)". */
const char *type_str_long(TypeTable *tt, Type *t);

/* ---- built-in type names ------------------------------------------- */
/* Built-in type names that are not keywords (float4, size_t, uchar16,
 * atomic_int, image2d_t, event_t ...): the type, or NULL if `name` is not
 * a built-in type name.  Names that are reserved (int5, half4, bool2,
 * quad, float4x4, long long ...) return the error type and set *reserved
 * to the reason to print.  Whether the language version and features of
 * a compilation have the type is sema's question. */
Type *type_lookup_builtin(TypeTable *tt, const char *name, const char **reserved);
/* For the parser's identifier/type-name decision: true for every name that
 * type_lookup_builtin would not return NULL for.  Needs no TypeTable. */
bool type_is_builtin_type_name(const char *name, uint32_t len);
/* Scalar type from an element-name prefix ("char".."double", "half", "bool"):
 * used by vector names, as_T and convert_T.  NULL if unknown. */
Type *type_scalar_by_name(TypeTable *tt, const char *name, uint32_t len);

#endif
