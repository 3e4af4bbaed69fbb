/*
 * type.h - OpenCL C types, interned.
 *
 * Every type is created once per compilation and shared, so two types are
 * the same exactly when their pointers are equal.  A qualified type (const,
 * volatile, restrict, an address space) is its own interned node whose
 * `unqual` points at the unqualified one; pointer types point at the
 * qualified pointee (`global const float *` = pointer to {float, const, global}).
 *
 * Sizes follow the OpenCL C 2.0 chapter, 1.1.5: a vector of n elements is
 * aligned to its size, and a 3-component vector has the size and alignment
 * of the 4-component one.  size_t, ptrdiff_t, intptr_t and uintptr_t are
 * 64-bit (ulong/long) on every target oclc supports; they are typedef-like
 * names, so their canonical types are ulong/long.
 */
#ifndef OCLC_TYPE_H
#define OCLC_TYPE_H

#include <stdbool.h>
#include <stdint.h>

#include "support/arena.h"
#include "parser/ast.h"

typedef enum TypeKind {
    TY_VOID,
    TY_BOOL,
    TY_CHAR,
    TY_UCHAR,
    TY_SHORT,
    TY_USHORT,
    TY_INT,
    TY_UINT,
    TY_LONG,
    TY_ULONG,
    TY_HALF,
    TY_FLOAT,
    TY_DOUBLE,
    TY_VECTOR,
    TY_POINTER,
    TY_ARRAY,
    TY_FUNC,
    TY_ERROR, /* result of a failed check: every rule accepts it silently */
} TypeKind;

struct Type {
    TypeKind kind;
    unsigned quals; /* Q_* on this type */
    AddrSpace as;   /* address space qualifier on this type */
    Type *unqual;   /* this type without quals/as (itself when none) */
    Type *elem;     /* vector element, pointee, array element, function result */
    int64_t n;      /* vector lanes; array length (-1: incomplete) */
    Type **params;  /* function parameter types */
    int nparams;
    bool variadic;
    bool no_proto;        /* declared with () */
    const char *spelling; /* cached type_str() */
    Type *hash_next;
};

typedef struct TypeTable TypeTable;

/* A table for one compilation, on `target`'s sizes (pointer size, and
 * what size_t is). */
TypeTable *types_create(Arena *a, const TargetInfo *target);
const TargetInfo *types_target(const TypeTable *tt);
/* size_t, ptrdiff_t, intptr_t, uintptr_t on this target: ulong for 8-byte
 * pointers, uint for 4. */
Type *type_size_t(TypeTable *tt);
Type *type_basic(TypeTable *tt, TypeKind k); /* void, bool, scalars, error */
Type *type_vector(TypeTable *tt, Type *elem, int n);
Type *type_pointer(TypeTable *tt, Type *pointee);
Type *type_array(TypeTable *tt, Type *elem, int64_t n);
Type *type_func(TypeTable *tt, Type *ret, Type **params, int nparams, bool variadic, bool no_proto);
Type *type_qualified(TypeTable *tt, Type *t, unsigned quals, AddrSpace as);
Type *type_with_quals(TypeTable *tt, Type *t, unsigned add_quals); /* keeps t's as */
Type *type_with_as(TypeTable *tt, Type *t, AddrSpace as);          /* keeps t's quals */

static inline Type *type_unqual(Type *t) { return t->unqual; }
static inline bool type_is_error(const Type *t) { return t->kind == TY_ERROR; }
static inline bool type_is_void(const Type *t) { return t->kind == TY_VOID; }
static inline bool type_is_bool(const Type *t) { return t->kind == TY_BOOL; }
/* Scalar integer types, bool included (as C99 treats _Bool). */
static inline bool type_is_integer(const Type *t) { return t->kind >= TY_BOOL && t->kind <= TY_ULONG; }
static inline bool type_is_float(const Type *t) { return t->kind >= TY_HALF && t->kind <= TY_DOUBLE; }
static inline bool type_is_arith(const Type *t) { return t->kind >= TY_BOOL && t->kind <= TY_DOUBLE; }
static inline bool type_is_vector(const Type *t) { return t->kind == TY_VECTOR; }
static inline bool type_is_pointer(const Type *t) { return t->kind == TY_POINTER; }
static inline bool type_is_array(const Type *t) { return t->kind == TY_ARRAY; }
static inline bool type_is_func(const Type *t) { return t->kind == TY_FUNC; }
/* Scalar in C's sense: arithmetic or pointer. */
static inline bool type_is_scalar(const Type *t) { return type_is_arith(t) || type_is_pointer(t); }
bool type_is_signed(const Type *t); /* char is signed in OpenCL C */
bool type_is_unsigned(const Type *t);
/* Element type of a vector, the type itself otherwise. */
static inline Type *type_elem(Type *t) { return t->kind == TY_VECTOR ? t->elem : t; }
/* Lanes of a vector, 1 otherwise. */
static inline int type_lanes(const Type *t) { return t->kind == TY_VECTOR ? (int)t->n : 1; }
/* Arithmetic scalar or vector of arithmetic elements. */
static inline bool type_is_arith_or_vector(const Type *t) { return type_is_arith(t) || t->kind == TY_VECTOR; }

int64_t type_size(const Type *t);               /* bytes; vec3 = vec4; -1 for incomplete/void/func */
int64_t type_align(const Type *t);
int type_bits(const Type *t);                   /* scalar width in bits (bool: 1) */
int type_int_rank(const Type *t);               /* C99 integer conversion rank */
Type *type_to_unsigned(TypeTable *tt, Type *t); /* int -> uint etc. */
Type *type_to_signed(TypeTable *tt, Type *t);
/* Signed integer type of the same width as a scalar (relational results). */
Type *type_signed_of_width(TypeTable *tt, int bits);

/* The spelling users see: "float4", "const __global float *", "int[4]". */
const char *type_str(TypeTable *tt, Type *t);
/* Spelling with the element described, as clang says:
 * "'float4' (vector of 4 'float' values)". */
const char *type_str_long(TypeTable *tt, Type *t);

/* Built-in type names (not keywords): float4, size_t, uchar16 ...
 * Returns the type, or NULL if `name` is not a built-in type name.  Names
 * that are reserved (int5, half4, bool2, quad, float4x4, long long ...)
 * return the error type and set *reserved to the reason to print. */
Type *type_lookup_builtin(TypeTable *tt, const char *name, const char **reserved);
/* For the parser's identifier/type-name decision: true for every name that
 * type_lookup_builtin would not return NULL for.  Needs no TypeTable. */
bool type_is_builtin_type_name(const char *name, uint32_t len);

/* Scalar type from an element-name prefix ("char".."double", "half", "bool"):
 * used by vector names, as_T and convert_T.  NULL if unknown. */
Type *type_scalar_by_name(TypeTable *tt, const char *name, uint32_t len);

#endif
