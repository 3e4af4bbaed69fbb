/*
 * ast.h - the abstract syntax tree, before and after sema.
 *
 * The parser builds a *syntax* tree: declarations carry their DeclSpec and
 * Declarator as written, expressions carry operators and operands, and no
 * node has a type.  Sema (sema/) then checks every node and *rewrites the
 * expression trees in place* into a fully explicit form that codegen lowers
 * without making any language decision of its own:
 *
 *   - every Expr has `type` (canonical, interned: compare with ==) and `lvalue`;
 *   - every implicit conversion is an EXPR_CONV node (usual arithmetic
 *     conversions, promotions, argument and return conversions, array and
 *     function decay, scalar-to-vector replication is EXPR_SPLAT);
 *   - parentheses are gone (EXPR_PAREN is replaced by its operand);
 *   - `(float4)(a, b)` is EXPR_VEC_LIT, `v.xz` is EXPR_SWIZZLE (nested
 *     swizzles are composed onto the innermost non-swizzle base), as_T() is
 *     EXPR_ASTYPE, convert_T() is EXPR_CONVERT, other built-in calls are
 *     EXPR_BUILTIN with a BuiltinId; sizeof/vec_step/alignof are folded into
 *     EXPR_INT;
 *   - EXPR_IDENT refers to its Decl (an enumeration constant is folded
 *     into EXPR_INT); EXPR_CALL's callee is a Decl;
 *   - `p->m` is `(*p).m`: an EXPR_MEMBER is always `.`, with the member's
 *     byte offset in the record (field_offset), anonymous members looked
 *     through; _Alignof and __builtin_offsetof are folded into EXPR_INT;
 *   - an initializer is in its explicit form (EXPR_INIT_LIST below):
 *     designators and brace elision resolved, one entry per member or
 *     element, NULL where the object is zero.
 *
 * The section "after sema" on each node says what codegen may rely on.
 * Every node carries a Loc (file, offset, length) covering its source text.
 */
#ifndef OCLC_AST_H
#define OCLC_AST_H

#include <stdbool.h>
#include <stdint.h>

#include "support/arena.h"
#include "support/source.h"
#include "support/target.h" /* AddrSpace */

typedef struct Type Type;   /* parser/type.h */
typedef struct Expr Expr;
typedef struct Stmt Stmt;
typedef struct Decl Decl;

/* ------------------------------------------------------------------ */
/* Syntax of types: what the user wrote, resolved by sema.            */


enum { Q_CONST = 1, Q_VOLATILE = 2, Q_RESTRICT = 4 };

/* Type specifier keywords seen in a DeclSpec (bit set + a count of `long`). */
enum {
    TS_VOID = 1 << 0,
    TS_BOOL = 1 << 1,
    TS_CHAR = 1 << 2,
    TS_SHORT = 1 << 3,
    TS_INT = 1 << 4,
    TS_FLOAT = 1 << 5,
    TS_DOUBLE = 1 << 6,
    TS_HALF = 1 << 7,
    TS_SIGNED = 1 << 8,
    TS_UNSIGNED = 1 << 9,
    TS_COMPLEX = 1 << 10,
    TS_IMAGINARY = 1 << 11,
    TS_UCHAR = 1 << 12, /* OpenCL's uchar/ushort/uint/ulong keywords */
    TS_USHORT = 1 << 13,
    TS_UINT = 1 << 14,
    TS_ULONG = 1 << 15,
    TS_NAME = 1 << 16,   /* a type name: typedef or built-in (float4, size_t, int5...) */
    TS_STRUCT = 1 << 17, /* struct/union/enum: DeclSpec.tag says which one and what was written */
    TS_UNION = 1 << 18,
    TS_ENUM = 1 << 19,
};

enum { SC_NONE = 0, SC_TYPEDEF, SC_EXTERN, SC_STATIC, SC_AUTO, SC_REGISTER };
enum { FS_KERNEL = 1, FS_INLINE = 2 };
enum { ACC_NONE = 0, ACC_READ_ONLY, ACC_WRITE_ONLY, ACC_READ_WRITE };

/* __attribute__((name(args))) as written; sema interprets the ones it knows. */
typedef struct Attr {
    const char *name; /* without surrounding __ */
    const char *text; /* as written: its tokens after preprocessing, one space
                         where the source had white space ("reqd_work_group_size(8, 4, 1)") */
    Loc loc;
    PtrVec args;      /* Expr* (an identifier argument is an EXPR_IDENT) */
    bool ignored;     /* sema: erroneous or repeated, so it does not apply */
    struct Attr *next;
} Attr;

/*
 * A struct, union or enum specifier as written: `struct __attribute__((packed))
 * S { ... }`, `union U`, `enum { A, B = 2 }`.  The body's members are Decls
 * made by the parser: DECL_FIELD for a struct or union (one per declarator,
 * sharing the DeclSpec of their member declaration; an anonymous struct or
 * union member is a DECL_FIELD with no name and no declarator; a bit-field
 * width, which sema rejects, is the field's `init`), DECL_ENUM_CONST for an
 * enum (its value expression, if written, in `init`).  Sema resolves the
 * specifier to its record or enum type once (`type`): a DeclSpec, and so
 * its tag, is shared by every declarator of a declaration.
 */
typedef struct TagSpec {
    unsigned kind;    /* TS_STRUCT, TS_UNION or TS_ENUM */
    const char *name; /* the tag; NULL for an anonymous struct, union or enum */
    Loc loc;          /* the tag, or the keyword when there is none */
    Loc kw_loc;       /* the struct/union/enum keyword */
    bool has_body;    /* `{ ... }` was written (possibly empty) */
    PtrVec members;   /* Decl*: DECL_FIELD or DECL_ENUM_CONST, in order */
    Attr *attrs;      /* between the keyword and the tag or `{`, and right after
                         the closing `}`: they apply to the type */
    Loc body_end;     /* the closing `}` */
    Type *type;       /* sema: the type it declares or names (NULL before) */
} TagSpec;

typedef struct DeclSpec {
    Loc loc;               /* from the first to the last specifier */
    unsigned tspec;        /* TS_* */
    int nlong;             /* count of `long` keywords */
    const char *type_name; /* TS_NAME: the name as written */
    Loc type_name_loc;
    Loc tspec_loc;         /* location of the (first) type specifier */
    int storage;           /* SC_* (a second storage class is a parse error) */
    unsigned quals;        /* Q_* */
    AddrSpace as;
    Loc as_loc;
    unsigned fspec;    /* FS_* */
    int access;        /* ACC_* */
    Attr *attrs;
    TagSpec *tag;      /* TS_STRUCT/UNION/ENUM: the specifier */
    bool attrs_to_tag; /* parser: the last specifier was a tag's body, so
                             attributes right after it belong to the type */
} DeclSpec;

typedef enum DeclChunkKind { DC_POINTER, DC_ARRAY, DC_FUNCTION } DeclChunkKind;

/*
 * One derivation step of a declarator.  Chunks are listed in the order they
 * apply to the base type: for `int *a[3]` the list is [POINTER, ARRAY]
 * (int -> int* -> int*[3]); for `int (*p)[3]` it is [ARRAY, POINTER].
 */
typedef struct DeclChunk {
    DeclChunkKind kind;
    Loc loc;
    unsigned quals;   /* DC_POINTER: qualifiers after the `*` */
    AddrSpace as;     /* DC_POINTER: address space after the `*` (rare; usually in the spec) */
    Expr *size;       /* DC_ARRAY: NULL for [] */
    PtrVec params;    /* DC_FUNCTION: Decl* (DECL_PARAM) */
    bool variadic;    /* DC_FUNCTION: `...` */
    bool void_params; /* DC_FUNCTION: written `(void)` */
    bool no_proto;    /* DC_FUNCTION: written `()` */
    struct DeclChunk *next;
} DeclChunk;

typedef struct Declarator {
    const char *name;  /* NULL for abstract declarators */
    Loc name_loc;
    Loc loc;           /* whole declarator */
    DeclChunk *chunks; /* first applied first (see DeclChunk) */
    Attr *attrs;
    int depth;         /* chunks so far: bounded by the nesting limit (build.c) */
} Declarator;

/* A type-name in a cast, sizeof, vec_step, or compound literal. */
typedef struct TypeName {
    DeclSpec spec;
    Declarator dtor; /* abstract */
    Loc loc;
    Type *type;      /* sema */
} TypeName;

/* ------------------------------------------------------------------ */
/* Expressions                                                        */

typedef enum ExprKind {
    /* Written by the parser (and kept by sema unless noted). */
    EXPR_INT,          /* ival; sema sets the C99 type from the suffix and value */
    EXPR_FLOAT,        /* fval; double unless suffixed f/F */
    EXPR_CHAR,         /* ival (int, the char's value) */
    EXPR_STRING,       /* str/strlen (decoded, without NUL); type char[n+1] */
    EXPR_IDENT,        /* name; sema: decl */
    EXPR_PAREN,        /* operand; sema replaces it by its operand */
    EXPR_UNARY,        /* uop, operand */
    EXPR_BINARY,       /* bop, lhs, rhs (not assignment, not comma) */
    EXPR_ASSIGN,       /* bop (BO_ASSIGN or the compound's operator), lhs, rhs */
    EXPR_COND,         /* cond, lhs (then), rhs (else) */
    EXPR_COMMA,        /* lhs, rhs */
    EXPR_CALL,         /* callee (expr), args */
    EXPR_INDEX,        /* lhs [ rhs ] */
    EXPR_MEMBER,       /* lhs . name (arrow=false) or lhs -> name (arrow=true) */
    EXPR_CAST,         /* (tname) operand */
    EXPR_SIZEOF,       /* sizeof operand / sizeof(tname): folded to EXPR_INT */
    EXPR_VEC_STEP,     /* vec_step operand / vec_step(tname): folded to EXPR_INT */
    EXPR_INIT_LIST,    /* { args }: an initializer, or a compound literal's */
    EXPR_ALIGNOF,      /* _Alignof operand / _Alignof(tname): folded to EXPR_INT */
    EXPR_OFFSETOF,     /* __builtin_offsetof(tname, operand): operand is the member
                       designator as a chain of EXPR_MEMBER / EXPR_INDEX whose
                       innermost lhs is NULL; folded to EXPR_INT */
    EXPR_DESIGNATED,   /* lhs = rhs in an initializer list: lhs is the designator
                        chain (as for EXPR_OFFSETOF), rhs the initializer */
    EXPR_COMPOUND_LIT, /* (tname){ ... }: operand is the EXPR_INIT_LIST; after
                          sema an lvalue of `type` whose operand is the
                          checked initializer */
    EXPR_STMT_EXPR,    /* ({ ... }), GNU's statement expression: block; sema: the value is the
                          block's last statement when that is an expression statement, or
                          labels around one (its expression an rvalue there), `type` its
                          type; void otherwise */
    /* Made by sema. */
    EXPR_CONV,    /* operand converted to `type` (implicit or a scalar cast) */
    EXPR_SPLAT,   /* operand (scalar of the element type) replicated to vector `type` */
    EXPR_VEC_LIT, /* args: scalars of the element type and vectors of it, counts add to n */
    EXPR_SWIZZLE, /* operand (a vector, never a swizzle), comps[0..ncomps) lane indices */
    EXPR_ASTYPE,  /* operand reinterpreted as `type` (same storage size) */
    EXPR_CONVERT, /* operand converted to `type` with sat/round */
    EXPR_BUILTIN, /* builtin, args (already converted to the overload's parameter types) */
    EXPR_PRINTF,  /* printf: args[0] the format (a string literal's pointer), then the
                     arguments, checked against it (sema/sema_printf.c); type int */
    EXPR_ERROR,   /* an expression that failed to check; type is the error type */
} ExprKind;

typedef enum UnaryOp {
    UO_PLUS,
    UO_MINUS,
    UO_BITNOT,
    UO_LNOT,
    UO_ADDR,
    UO_DEREF,
    UO_PREINC,
    UO_PREDEC,
    UO_POSTINC,
    UO_POSTDEC,
} UnaryOp;

typedef enum BinaryOp {
    BO_MUL,
    BO_DIV,
    BO_REM,
    BO_ADD,
    BO_SUB,
    BO_SHL,
    BO_SHR,
    BO_LT,
    BO_GT,
    BO_LE,
    BO_GE,
    BO_EQ,
    BO_NE,
    BO_AND,
    BO_XOR,
    BO_OR,
    BO_LAND,
    BO_LOR,
    BO_ASSIGN, /* only in EXPR_ASSIGN */
} BinaryOp;

/* Rounding modes of convert_T_rtX. */
typedef enum RoundMode { RM_DEFAULT = 0, RM_RTE, RM_RTZ, RM_RTP, RM_RTN } RoundMode;

typedef int BuiltinId; /* sema/builtins.def */

/*
 * A node is a common header (location, kind, the one-byte fields of every
 * kind, type, constant value) and a payload in three overlapping slots.  A
 * field name belongs to one slot, so the kinds that share a name share its
 * storage; which kinds have which fields is the table below, and a field
 * read on a kind that does not list it is another kind's data, not zero.
 * 96 bytes (it was 232 with every kind's fields side by side).
 *
 *   kind             slot 1           slot 2    slot 3
 *   INT, CHAR        ival             -         -
 *   FLOAT            fval             -         -
 *   STRING           str, strlen      -         -
 *   IDENT            name, decl       -         tname (an attribute's type argument)
 *   PAREN            -                operand   -
 *   UNARY            op_loc           operand   -
 *   BINARY, COMMA    op_loc           lhs       rhs
 *   ASSIGN           op_loc           lhs       rhs, comp_type
 *   COND             op_loc           lhs       rhs, cond
 *   CALL             op_loc           callee    args
 *   INDEX            op_loc           lhs       rhs
 *   MEMBER           op_loc           lhs       member, member_loc
 *     (after sema)   field_offset     lhs       member, member_loc
 *   CAST             -                operand   tname
 *   SIZEOF, VEC_STEP op_loc           operand   tname (operand or tname)
 *   ALIGNOF          op_loc           operand   tname (operand or tname)
 *   OFFSETOF         op_loc           operand   tname
 *   INIT_LIST        init_member      -         args
 *   DESIGNATED       -                lhs       rhs
 *   COMPOUND_LIT     -                operand   tname
 *   STMT_EXPR        -                block     -
 *   CONV, SPLAT      -                operand   -
 *   VEC_LIT          -                -         args
 *   SWIZZLE          comps            operand   member, member_loc (as written)
 *   ASTYPE           op_loc           operand   -
 *   CONVERT          op_loc           operand   -
 *   BUILTIN          op_loc           -         args, builtin
 *   ERROR            -                -         -
 *
 * op_loc is the operator token (the callee's name for ASTYPE, CONVERT and
 * BUILTIN); kinds without one have none, so messages about them use loc.
 * uop, bop, arrow, sat, round, ncomps and the literal details live in the
 * header's spare bytes, for the kinds the comments name.
 */
struct Expr {
    Loc loc;                 /* the whole expression's source range */
    ExprKind kind : 8;
    UnaryOp uop : 8;         /* EXPR_UNARY */
    BinaryOp bop : 8;        /* EXPR_BINARY, EXPR_ASSIGN (BO_ASSIGN or the compound's operator) */
    RoundMode round : 8;     /* EXPR_CONVERT (RM_DEFAULT already resolved to RTZ or RTE by sema) */
    bool lvalue;             /* sema: designates an object (can take & / be assigned if modifiable) */
    bool implicit;           /* EXPR_CONV/EXPR_SPLAT inserted by sema rather than written */
    bool is_const;           /* sema: an integer constant expression, of value cval */
    bool arrow;              /* EXPR_MEMBER: -> rather than . */
    bool sat;                /* EXPR_CONVERT */
    bool float_single;       /* EXPR_FLOAT: f/F suffix (fval already rounded to float) */
    bool float_half;         /* EXPR_FLOAT: h/H suffix (fval already rounded to half) */
    bool int_decimal;        /* EXPR_INT: decimal (C99 types decimal and hex/octal differently) */
    uint8_t int_suffix;      /* EXPR_INT: IntSuffix (0 none, 1 u, 2 l, 3 ul; lexer/literal.h) */
    uint8_t ncomps;          /* EXPR_SWIZZLE: lanes selected, comps[0..ncomps) */
    Type *type;              /* sema: canonical type; NULL before sema */
    int64_t cval;            /* sema: value when `is_const` */
    union {                  /* slot 1 */
        uint64_t ival;       /* EXPR_INT, EXPR_CHAR: value (sema truncates to the type) */
        double fval;         /* EXPR_FLOAT */
        struct {
            const char *str; /* EXPR_STRING: decoded, without NUL */
            uint32_t strlen;
        };
        struct {
            const char *name; /* EXPR_IDENT */
            Decl *decl;       /* EXPR_IDENT (sema) */
        };
        Loc op_loc;           /* the operator token (see the table) */
        int64_t field_offset; /* EXPR_MEMBER after sema: the member's byte offset in lhs */
        uint32_t init_member; /* EXPR_INIT_LIST of a union, after sema: the member
                                 args.items[0] initializes */
        uint8_t comps[16];    /* EXPR_SWIZZLE: lane indices into operand (255: a padding lane) */
    };
    union {                   /* slot 2 */
        Expr *operand;        /* unary, paren, cast, sizeof, vec_step, alignof, offsetof, compound
                                 literal, conv, splat, swizzle, astype, convert */
        Expr *lhs;            /* binary, assign, comma, index, member, cond (then), designated */
        Expr *callee;         /* EXPR_CALL (before sema an expr; after sema an EXPR_IDENT of a function) */
        Stmt *block;          /* EXPR_STMT_EXPR: the compound statement */
    };
    union {                   /* slot 3 */
        struct {
            union {
                Expr *rhs;          /* binary, assign, comma, index, cond (else), designated */
                TypeName *tname;    /* cast / sizeof / vec_step / alignof of a type, offsetof's,
                                       a compound literal's; an IDENT standing for a type */
                const char *member; /* EXPR_MEMBER, EXPR_SWIZZLE: name after . or -> */
            };
            union {
                Expr *cond;      /* EXPR_COND */
                Type *comp_type; /* EXPR_ASSIGN with a compound operator: the type the
                                    operation is computed in (lhs is converted to it,
                                    the result converted back); rhs already has it
                                    (for shifts: rhs has the lhs' promoted type) */
                Loc member_loc;  /* EXPR_MEMBER, EXPR_SWIZZLE */
            };
        };
        struct {
            PtrVec args;       /* call args, init list, vec lit elements, builtin args.  An
                                  init list after sema: for a record, entry i initializes
                                  member i; for a union one entry, member init_member;
                                  for an array, entry i element i; a NULL entry and
                                  every one past args.n is zero */
            BuiltinId builtin; /* EXPR_BUILTIN */
        };
    };
};

/* ------------------------------------------------------------------ */
/* Statements                                                         */

typedef enum StmtKind {
    STMT_COMPOUND, /* items: Stmt* */
    STMT_DECL,     /* decls: Decl* (DECL_VAR or DECL_TYPEDEF) */
    STMT_EXPR,     /* expr */
    STMT_NULL,     /* ; */
    STMT_IF,       /* expr (cond), body (then), else_body */
    STMT_WHILE,    /* expr, body */
    STMT_DO,       /* body, expr */
    STMT_FOR,      /* init (Stmt*: STMT_DECL, STMT_EXPR or NULL), expr (cond or NULL), inc, body */
    STMT_SWITCH,   /* expr, body; sema: cases (Stmt* of STMT_CASE/STMT_DEFAULT) */
    STMT_CASE,     /* expr (sema: folded into case_val), body */
    STMT_DEFAULT,  /* body */
    STMT_BREAK,
    STMT_CONTINUE,
    STMT_RETURN, /* expr or NULL (sema: converted to the return type) */
    STMT_LABEL,  /* label, body */
    STMT_GOTO,   /* label */
    STMT_ERROR,  /* a statement the parser recovered from */
} StmtKind;

/* A header (kind, location) and the kind's fields, overlapping as Expr's
 * do: a list (COMPOUND, DECL), or expr/label, body, one slot of else_body,
 * init and case_val, inc, cases or label_loc, and target.  64 bytes (was
 * 160). */
struct Stmt {
    StmtKind kind;
    Loc loc;
    union {
        PtrVec items; /* compound */
        PtrVec decls; /* decl */
        struct {
            union {
                Expr *expr;        /* if, while, do, for, switch, case, return, expression statement */
                const char *label; /* label, goto */
            };
            Stmt *body;            /* if (then), while, do, for, switch, case, default, label */
            union {
                struct {
                    union {
                        Stmt *else_body;  /* if */
                        Stmt *init;       /* for */
                        int64_t case_val; /* case (sema): the folded value, converted to the
                                             switch's promoted type */
                    };
                    Expr *inc;            /* for */
                };
                PtrVec cases;             /* switch (sema): its case/default statements in order */
                Loc label_loc;            /* label, goto */
            };
            Stmt *target;                 /* sema: break/continue: enclosing loop/switch; goto: its STMT_LABEL */
        };
    };
};

/* ------------------------------------------------------------------ */
/* Declarations                                                       */

/*
 * DECL_FIELD and DECL_ENUM_CONST are the members of a TagSpec's body;
 * DECL_TAG is a declaration that declares nothing but its specifier's tag
 * (`struct S { ... };`, `struct S;`, `enum E { A };`), which the parser
 * hands over like any other so that sema declares the tag then and there.
 */
typedef enum DeclKind {
    DECL_VAR,
    DECL_PARAM,
    DECL_FUNC,
    DECL_TYPEDEF,
    DECL_FIELD,      /* a struct/union member: init is its bit-field width, if written */
    DECL_ENUM_CONST, /* an enumeration constant: init is its value, if written;
                        sema: type (int, or the enum's type when int cannot hold it)
                        and enum_value */
    DECL_TAG,        /* spec->tag is all it declares */
} DeclKind;

/* A function's __attribute__((noinline)) / ((always_inline)). */
typedef enum DeclInlining { INLINING_DEFAULT, INLINING_NEVER, INLINING_ALWAYS } DeclInlining;

struct Decl {
    DeclKind kind : 8;
    AddrSpace as : 8;     /* sema: DECL_VAR/DECL_PARAM: where the object lives */
    uint8_t storage;      /* sema: SC_* as resolved */
    uint8_t access;       /* ACC_* on image/pipe params (kept for kernel arg info) */
    bool is_kernel;       /* DECL_FUNC with `kernel` */
    bool is_global_scope; /* declared at program scope */
    bool is_defined;      /* DECL_FUNC with a body / DECL_VAR definition */
    bool is_builtin;      /* declared by oclc itself (work-item functions) */
    bool used;
    bool invalid;         /* its declaration had an error: suppress follow-ups */
    bool overloadable;    /* DECL_FUNC: __attribute__((overloadable)) */
    uint8_t inlining;     /* DECL_FUNC: DeclInlining (merged into canon) */
    Loc loc;              /* the name (or the declarator for unnamed parameters) */
    Loc range;            /* the whole declaration */
    const char *name;     /* NULL for an unnamed parameter */
    DeclSpec *spec;       /* shared by the declarators of one declaration */
    Declarator *dtor;
    Expr *init;           /* DECL_VAR initializer (EXPR_INIT_LIST for braces) */
    Stmt *body;           /* DECL_FUNC definition; NULL again once a checking-only
                             compilation has checked and released it (is_defined stays) */
    /* Sema results. */
    Type *type;               /* canonical; for functions the function type */
    PtrVec params;            /* DECL_FUNC: Decl* of DECL_PARAM, in order */
    Decl *prev;               /* previous declaration of the same entity */
    Decl *canon;              /* first declaration (codegen keys functions by it) */
    Decl *next_overload;      /* DECL_FUNC: the next function of the same name in the same scope,
                                 when the name is overloaded: the bound one heads the set */
    const char *mangled;      /* DECL_FUNC, overloadable: its symbol, mangled as clang mangles it
                                 (sema/mangle.c); NULL: the symbol is the name */
    unsigned reqd_wg_size[3]; /* __attribute__((reqd_work_group_size)), the kernel's own or inherited */
    const char *kernel_attrs; /* sema, kernels: the kernel attributes that apply, as written,
                                 space-separated (CL_KERNEL_ATTRIBUTES); NULL when none */
    int64_t enum_value;       /* sema, DECL_ENUM_CONST */
    int32_t align;            /* sema, DECL_VAR: __attribute__((aligned(N))), 0 when none */
};

typedef struct TranslationUnit {
    PtrVec decls; /* Decl* at program scope in source order */
} TranslationUnit;

/* Constructors (parser/ast.c): allocate from the arena, zeroed. */
Expr *ast_expr(Arena *a, ExprKind k, Loc loc);
Stmt *ast_stmt(Arena *a, StmtKind k, Loc loc);

/* The children of a node, read by its kind (the payloads overlap, so a
 * walker that does not switch over every kind must ask these rather than
 * read operand/lhs/rhs/body/else_body itself).  ast_expr_children writes
 * the sub-expressions held in fields (at most 3, in evaluation order:
 * a conditional's cond first) to out[] and returns their count; *args is
 * the kind's argument list (call, built-in, init list, vector literal) or
 * NULL.  ast_stmt_children writes the sub-statements (at most 2: body and
 * else, or init and body) and the expressions (at most 2: expr and a
 * for's inc) of s. */
int ast_expr_children(const Expr *e, Expr *out[3], const PtrVec **args);
void ast_stmt_children(const Stmt *s, Stmt *stmts[2], Expr *exprs[2]);
Decl *ast_decl(Arena *a, DeclKind k, const char *name, Loc loc);

const char *ast_unary_op_spelling(UnaryOp op);
const char *ast_binary_op_spelling(BinaryOp op); /* "+", "<<", "&&", "=" ... */
const char *ast_tspec_spelling(unsigned ts_bit); /* "unsigned", "uchar" ... for one TS_* bit */

/* -ast-dump (parser/ast_dump.c): an indented tree, with types when present. */
struct SourceMgr;
void ast_dump(const TranslationUnit *tu, struct SourceMgr *sm, StrBuf *out);

#endif
