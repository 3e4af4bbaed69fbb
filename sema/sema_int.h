/*
 * sema_int.h - sema's private state and helpers shared by sema*.c.
 *
 * Name lookup uses one hash table per name space for the whole
 * compilation (C's ordinary identifiers, and the tags of structs, unions
 * and enums): each name maps to a stack of bindings (innermost first), and
 * each scope remembers the bindings it pushed so leaving a scope pops
 * exactly those.  Lookup is one hash probe whatever the nesting depth, and
 * a table grows with the names bound, which matters for 100k-line inputs.
 */
#ifndef OCLC_SEMA_INT_H
#define OCLC_SEMA_INT_H

#include "support/compilation.h"
#include "parser/ast.h"
#include "sema/sema.h"
#include "parser/type.h"

#include "sema/builtins.h"

typedef struct Binding {
    const char *name;
    unsigned hash;              /* of name */
    Decl *decl;
    int depth;                  /* scope depth that declared it */
    struct Binding *shadowed;   /* the outer binding of the same name */
    struct Binding *hash_next;
    struct Binding *scope_next; /* next binding pushed by the same scope */
    bool is_tag;                /* in the tag name space (Sema.tags) */
} Binding;

typedef struct NameTable {
    Binding **slots; /* name -> innermost binding (malloc'd, grows) */
    unsigned size;
    unsigned n;      /* names bound: chains' length, which table_grow bounds */
} NameTable;

typedef struct Scope {
    struct Scope *parent;
    Binding *bindings; /* pushed here, popped on exit */
    int depth;
} Scope;

typedef struct Sema {
    Compilation *c;
    Arena *a;
    TypeTable *tt;
    DiagEngine *d;
    SourceMgr *sm;
    const LangFeatures *lang; /* the version and the optional features (support/features.h) */
    NameTable names;          /* ordinary identifiers */
    NameTable tags;           /* struct, union and enum tags (DECL_TAG Decls) */
    Scope *scope;
    Decl *func;               /* function being checked */
    Stmt **jump_stack;        /* enclosing loops/switches for break/continue */
    int njump, jump_cap;
    PtrVec labels;            /* STMT_LABEL of the current function */
    PtrVec gotos;             /* STMT_GOTO of the current function */
    const char **undeclared;  /* names already reported in this function */
    int nundeclared, undeclared_cap;
    int expr_depth;
    PtrVec unit_vars;    /* the program-scope variables checked so far (sema_external) */
    PtrVec warn_pending; /* sema_warn.c: comparisons whose -Wsign-compare waits for the function's end */
    /* GNU statement expressions ({ ... }) of the current function, for the
     * jumps that would enter one (sema_stmt.c): each gets an id, 1, 2 ...,
     * and remembers the one around it; every label, goto and loop or switch
     * remembers the innermost one it is in (0: none). */
    int stmt_expr;          /* the innermost one being checked */
    struct {
        int parent;         /* the one around it */
        Loc loc;            /* its `(`, for notes */
    } *stmt_exprs;          /* by id (malloc'd) */
    int nstmt_expr, stmt_expr_cap;
    PtrVec label_stmt_expr; /* (intptr_t) ids, parallel to labels */
    PtrVec goto_stmt_expr;  /* parallel to gotos */
    int *jump_stmt_expr;    /* parallel to jump_stack (malloc'd with it) */
    DeclSpec *last_spec;    /* the DeclSpec resolved last, shared by a declaration's declarators */
    Type *last_spec_type;
    bool last_spec_invalid;
    bool tag_decl_only; /* resolving the specifier of a DECL_TAG: `struct S;` declares S here */
    PtrVec defining;    /* TagSpec*: the struct/union/enum bodies being checked, innermost last */
    Expr *const_init;   /* the program-scope initializer being checked, where a
                            `constant` variable's value may stand for its name */
    /* Cached types. */
    Type *t_void, *t_bool, *t_char, *t_uchar, *t_short, *t_ushort, *t_int, *t_uint, *t_long, *t_ulong, *t_half,
        *t_float, *t_double, *t_error, *t_size;
} Sema;

/* sema.c */
void scope_push(Sema *S);
void scope_pop(Sema *S);
Decl *scope_lookup(Sema *S, const char *name);
Decl *scope_lookup_current(Sema *S, const char *name);
void scope_bind(Sema *S, Decl *d);
/* The tag name space: DECL_TAG Decls whose type is the record or enum. */
Decl *scope_lookup_tag(Sema *S, const char *name, bool current_only);
void scope_bind_tag(Sema *S, Decl *d);
Type *sema_declspec_type(Sema *S, DeclSpec *spec, bool *invalid);
Type *sema_declarator_type(Sema *S, Type *base, Declarator *dtor, bool is_param, bool *invalid);
Type *sema_typename(Sema *S, TypeName *tn);
AddrSpace sema_default_pointee_as(Sema *S);
const char *sema_type_str(Sema *S, Type *t); /* type spelling for messages */

/* sema_expr.c */
Expr *sema_expr(Sema *S, Expr *e);   /* checks; keeps lvalues */
Expr *sema_rvalue(Sema *S, Expr *e); /* checks, then decays arrays/functions */
Expr *sema_convert_to(Sema *S, Expr *e, Type *to, const char *context, Loc at); /* assignment conversion */
Expr *sema_condition(Sema *S, Expr *e, const char *what);                       /* scalar condition */
Expr *sema_cast(Sema *S, Expr *e, Type *to);                                    /* inserts an EXPR_CONV (no checks) */
bool sema_int_const(Sema *S, Expr *e, int64_t *out); /* is e an integer constant expression */
bool sema_is_null_ptr_const(Expr *e);
Expr *sema_error_expr(Sema *S, Expr *e);
bool sema_check_initializer(Sema *S, Decl *d);

/* sema_tag.c: struct, union and enum specifiers, member lookup */
Type *sema_tag_type(Sema *S, DeclSpec *spec, bool *invalid);
void sema_tag_decl(Sema *S, Decl *d); /* a DECL_TAG */
/* The member `name` of record type rec (anonymous members looked
 * through), its offset in *offset; NULL (reported at `at`, with a
 * did-you-mean, unless quiet) if there is none. */
const Member *sema_find_member(Sema *S, Type *rec, const char *name, Loc at, int64_t *offset, bool quiet);
/* Checks an attribute list on a record, member or variable for aligned
 * and packed (the others are the caller's): *align gets the largest
 * aligned(N), *packed whether packed was given.  `what` is "field" etc. for
 * messages. */
void sema_layout_attrs(Sema *S, Attr *attrs, int32_t *align, bool *packed, bool packed_ok);
/* What a kernel parameter of record type t contains that a kernel argument
 * may not (OpenCL C 6.11): reports it at `at` and returns true. */
bool sema_check_kernel_record(Sema *S, Type *t, Loc at, const char *param_type);

/* sema_init.c: initializers in their explicit form (ast.h) */
/* Checks initializer `init` of an object of type t; *len gets the length
 * an array of unknown size takes (else -1). */
Expr *sema_initializer(Sema *S, Expr *init, Type *t, int64_t *len);
/* Whether a checked initializer is a compile-time constant (program scope). */
bool sema_is_constant_init(Expr *e);

/* sema_stmt.c */
void sema_function_body(Sema *S, Decl *fn);
void sema_local_decl_stmt(Sema *S, Stmt *s);
/* The block of a statement expression ({ ... }), checked as a compound
 * statement one statement expression deeper. */
void sema_stmt_expr_block(Sema *S, Expr *e);

/* sema_decl.c */
void sema_external_decl(Sema *S, Decl *d);
Decl *sema_declare_var(Sema *S, Decl *d, bool global);

/* sema_warn.c: warnings that look beyond one node (see its essay). */
void sema_warn_shadow(Sema *S, Decl *d);       /* before d's name is bound in the current scope */
void sema_warn_condition(Sema *S, Expr *cond); /* an if/while/do/for condition as written */
/* A checked EXPR_BINARY, with its operands as written (parentheses kept). */
void sema_warn_precedence(Sema *S, Expr *e, Expr *lhs, Expr *rhs);
/* A checked comparison of arithmetic operands, converted to one type. */
void sema_warn_sign_compare(Sema *S, Expr *e, Expr *L, Expr *R);
/* After a function body; first_diag: the diagnostic count when it began. */
void sema_warn_function_end(Sema *S, Decl *fn, int first_diag);
void sema_warn_unit_end(Sema *S, const PtrVec *unit_vars);

/* mangle.c: the symbol of overloadable function `name` of type fn. */
const char *sema_mangle_function(Sema *S, const char *name, Type *fn);

/* overload.c */
/* Whether a call of the function d names goes through overload
 * resolution: d heads a set of several, or is overloadable. */
bool sema_is_overloaded(const Decl *d);
/* Chooses the function of set (d->next_overload ...) that a call with the
 * checked arguments args[0..n) calls, by clang's rules; NULL after
 * reporting no match or an ambiguity at `call` (with no report when
 * quiet). */
Decl *sema_resolve_overload(Sema *S, Expr *call, Decl *set, Expr **args, int n, bool quiet);

/* builtins.c */
void builtins_declare(Sema *S);
/* Handles a call whose callee is an identifier naming a built-in (as_T,
 * convert_T, table functions).  Returns NULL if `name` is not a built-in. */
Expr *builtins_check_call(Sema *S, Expr *call, const char *name);
bool builtins_is_builtin_name(const char *name);
/* The table built-in the compilation has whose name is closest to `name`
 * (a misspelling's "did you mean"), or NULL. */
const char *builtins_suggest(Sema *S, const char *name);


/* Whether half is an arithmetic type in this compilation (cl_khr_fp16,
 * __opencl_c_fp16); without it half is a storage format behind pointers. */
static inline bool sema_has_half(const Sema *S) { return lang_has(S->lang, FEAT_FP16); }

/* Shared by the as_T (astype.c) and convert_T (convert.c) checkers. */
/* Parsed destination of an as_/convert_ name. */
typedef struct NameParse {
    const char *elem;   /* element name as written ("int", "size_t", "bool" ...) */
    size_t elem_len;
    int lanes;          /* 1 for scalars; 0 when the digits are not a valid count */
    long written_lanes; /* digits as written (for messages) */
    bool has_digits;
    const char *rest;   /* text after the type */
} NameParse;

extern const char *const builtins_elem_names[10];
extern const char *const builtins_typedef_names[4];
extern const int builtins_lane_counts[6];
extern const char *const builtins_round_names[5];
int builtins_edit_distance(const char *a, const char *b);
bool builtins_parse_type_prefix(const char *s, NameParse *np);
Type *builtins_elem_type(Sema *S, const char *name);
Type *builtins_make_type(Sema *S, Type *el, int lanes);
const char *builtins_closest_name(Sema *S, const char *prefix, const char *name, bool with_suffixes);
Loc builtins_callee_loc(Expr *call);
void builtins_check_args_quietly(Sema *S, Expr *call);
Expr *builtins_fail(Sema *S, Expr *call);
bool builtins_check_one_arg(Sema *S, Expr *call, const char *name, const char *family);
/* sema_image.c: the rules of images and samplers. */
bool sema_is_sampler(Type *t);
Type *sema_image_declspec(Sema *S, DeclSpec *spec, Type *base, bool *invalid);
bool sema_image_chunk_ok(Sema *S, Type *t, int chunk_kind, Loc at);
bool sema_image_var_ok(Sema *S, Decl *d, Type *el);
Expr *sema_sampler_from_int(Sema *S, Expr *e, Type *to);
bool sema_image_modifiable(Sema *S, Expr *e, Loc op);
bool sema_image_check_call(Sema *S, Expr *call, const char *name);
Expr *sema_check_astype(Sema *S, Expr *call, const char *name);  /* astype.c */
Expr *sema_check_convert(Sema *S, Expr *call, const char *name); /* convert.c */
Expr *sema_check_printf(Sema *S, Expr *call);                    /* sema_printf.c */

#endif
