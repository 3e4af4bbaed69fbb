/*
 * parser_int.h - the parser's private state, shared by grammar.y (the Bison
 * grammar, its token loop and its syntax-error reporting), build.c (the AST
 * constructors the grammar actions call) and scope.c (the typedef names in
 * scope, for the identifier/type-name decision).
 *
 * Semantic values carry a nesting depth next to the node they build: the
 * tree that sema and codegen walk recursively must stay shallower than
 * Options.limits.max_expr_depth, and the only place that sees every node
 * being made is the parser.  The depth travels in the Bison value (ExprVal,
 * StmtVal, ListVal) rather than in the AST, which has no use for it.
 */
#ifndef OCLC_PARSER_INT_H
#define OCLC_PARSER_INT_H

#include <setjmp.h>
#include <stdbool.h>
#include <stdint.h>

#include "support/compilation.h"
#include "lexer/pp.h"
#include "lexer/token.h"
#include "parser/ast.h"
#include "parser/parser.h"

/* An expression under construction and the height of its tree.  Statements
 * count only statement nesting; expressions are bounded on their own. */
typedef struct ExprVal {
    Expr *e;
    int depth;
} ExprVal;

typedef struct StmtVal {
    Stmt *s;
    int depth;
} StmtVal;

/* Arguments, initializer elements, block items, declarations of one
 * declaration: the items and the deepest of them. */
typedef struct ListVal {
    PtrVec v;
    int depth;
} ListVal;

/* The pointer chunks of `* const * p`, in application order. */
typedef struct ChunkList {
    DeclChunk *head, *tail;
    int n;
} ChunkList;

typedef struct AttrList {
    Attr *head, *tail;
} AttrList;

/* Qualifiers and address space written after a `*`. */
typedef struct PtrQuals {
    unsigned quals;
    AddrSpace as;
} PtrQuals;

/* Parameters of a function declarator as written. */
typedef struct ParamList {
    PtrVec params; /* Decl* (DECL_PARAM) */
    bool variadic;
} ParamList;

/* The inside of `[ ... ]` in a declarator. */
typedef struct ArraySize {
    ExprVal size;   /* e == NULL for [] */
    unsigned quals; /* C99 `[const N]` in a parameter */
} ArraySize;

/* A member declarator of a struct or union, `declarator : width`; the
 * declarator is a nameless one for a bare `: width`. */
typedef struct FieldDtor {
    Declarator *dtor;
    Expr *width; /* NULL unless a bit-field */
} FieldDtor;

/* One declaration specifier, as the grammar hands it to spec_add() with
 * its symbol's location (kept out of the item so that Bison's values stay
 * 24 bytes: the automaton copies one on every shift and reduction). */
typedef enum SpecKind {
    SK_STORAGE,     /* value: SC_* */
    SK_TYPE,        /* value: TS_* keyword bit (TS_NAME/tag use their own kinds) */
    SK_LONG,        /* `long` counts rather than sets a bit */
    SK_TYPE_NAME,   /* name */
    SK_TAG,         /* tag: the struct, union or enum specifier */
    SK_QUAL,        /* value: Q_* */
    SK_ADDR_SPACE,  /* value: AddrSpace */
    SK_FUNC,        /* value: FS_* */
    SK_ACCESS,      /* value: ACC_* */
    SK_ATTRS,       /* attrs */
    SK_UNSUPPORTED, /* name: the keyword (pipe, uniform) */
} SpecKind;

typedef struct SpecItem {
    SpecKind kind;
    unsigned value;
    union {
        const char *name; /* SK_TYPE_NAME, SK_UNSUPPORTED */
        AttrList attrs;   /* SK_ATTRS */
        TagSpec *tag;     /* SK_TAG */
    };
} SpecItem;

/* What an identifier names in the scopes the parser tracks. */
typedef enum NameKind { NK_NONE, NK_TYPEDEF, NK_ORDINARY } NameKind;

typedef enum ScopeKind {
    SCOPE_FILE,
    SCOPE_BLOCK,  /* { ... } of a compound statement or initializer */
    SCOPE_STRUCT, /* { ... } of a struct/union body */
    SCOPE_ENUM,   /* { ... } of an enum body: its constants stay declared after the } */
    SCOPE_FOR,    /* the declaration in a for statement's first clause */
} ScopeKind;

typedef struct NameEntry NameEntry;
typedef struct NameUndo NameUndo;
typedef struct ScopeMark ScopeMark;

/* The state of one parse: everything lives here, nothing in globals, so
 * that several compilations can run on several threads. */
typedef struct Parser {
    Compilation *c;
    Arena *a;                 /* where nodes go: &c->body inside a function body
                            (from its `{` to the end of the definition), else ca */
    Arena *ca;                /* &c->arena: program-scope declarations, the unit's
                            list, the typedef-name scopes' tables */
    DiagEngine *d;
    SourceMgr *sm;            /* for loc_span() and use locations */
    PP *pp;                   /* where tokens come from */
    TranslationUnit *tu;      /* what the parse builds */
    ParseExternalFn *on_decl; /* each external declaration's Decls, once parsed */
    void *user;
    int limit;                /* Options.limits.max_expr_depth */
    bool nest_reported;       /* "nesting too deep" said in this external declaration */

    /* --- The token adapter (grammar.y) ---------------------------------- */
    Token peek;           /* one token of look-ahead: string concatenation,
                                the `foo x;` heuristic */
    bool has_peek;
    bool want_declarator; /* a type specifier was seen, so an identifier is
                                the declarator's name even if it names a type */
    bool force_ident;     /* after . -> goto struct union enum: a name, never a type */
    bool after_tag_kw;    /* after struct/union/enum (and attributes): the next `{` opens a body */
    bool tag_is_enum;     /* ... of an enum */
    int attr_parens;      /* parens open inside __attribute__((...)) */
    bool attr_start;      /* __attribute__ seen, its `(` not yet */
    StrBuf attr_text;     /* the attribute being read, as written (Attr.text) */
    Loc attr_text_at;     /* its name; no location between attributes */
    int recent_sym[3];    /* last three symbols lexed, newest last: `( float4 ) (` */
    bool recent_vec[3];   /* ... and whether a type name among them is a vector */
    int nest_paren;       /* open ( and [ ... */
    int nest_brace;       /* ... and { , each against the nesting limit */

    /* --- Typedef-name scopes (scope.c) ----------------------------------- */
    NameEntry **buckets;   /* name -> its current meaning, a power of two */
    uint32_t nbuckets, nnames;
    NameUndo *undo;        /* bindings to restore when scopes close */
    int nundo, undo_cap;
    ScopeMark *marks;      /* open scopes, innermost last */
    int nmarks, marks_cap;
    PtrVec pending_params; /* a function definition's parameters, declared
                                when its body's `{` opens the body scope */

    /* --- Recovery (grammar.y) -------------------------------------------- */
    int quiet;         /* tokens to accept before reporting another error */
    Loc last_error;    /* where the last syntax error was (reported or not):
                                a declaration it falls in is marked invalid */
    Loc damaged;       /* the opening bracket of a group tokens were dropped
                                from: the call or parenthesis it opens is an error */
    Loc prev_loc;      /* the last token given to the automaton: "expected ';'"
                                goes just after it */
    Loc cur_loc;       /* the token being given to it now, which Bison's */
    int cur_sym;       /* error report does not carry in a usable form */
    jmp_buf *lac_fail; /* set while give_if_fits() asks whether a token fits */
} Parser;

/* ---- build.c: AST construction for the grammar actions ----------------- */

Loc loc_end(Loc l); /* the empty location just after l */
void parse_nesting_error(Parser *p, Loc at);

ExprVal build_leaf(Parser *p, Expr *e);
ExprVal build_ident(Parser *p, const char *name, Loc loc);
ExprVal build_error_expr(Parser *p, Loc loc);
ExprVal build_paren(Parser *p, ExprVal in, Loc loc);
ExprVal build_stmt_expr(Parser *p, StmtVal block, Loc loc);
ExprVal build_unary(Parser *p, UnaryOp op, ExprVal x, Loc loc, Loc op_loc);
ExprVal build_binary(Parser *p, ExprKind k, BinaryOp op, ExprVal l, ExprVal r, Loc loc, Loc op_loc);
ExprVal build_cond(Parser *p, ExprVal c, ExprVal t, ExprVal f, Loc loc, Loc op_loc);
ExprVal build_call(Parser *p, ExprVal callee, ListVal args, Loc loc, Loc op_loc);
ExprVal build_index(Parser *p, ExprVal base, ExprVal index, Loc loc, Loc op_loc);
ExprVal build_member(Parser *p, ExprVal base, const char *name, bool arrow, Loc loc, Loc op_loc, Loc name_loc);
ExprVal build_cast(Parser *p, TypeName *t, ExprVal x, Loc loc);
ExprVal build_sizeof_expr(Parser *p, ExprKind k, ExprVal x, Loc loc, Loc op_loc);
ExprVal build_sizeof_type(Parser *p, ExprKind k, TypeName *t, Loc loc, Loc op_loc);
ExprVal build_init_list(Parser *p, ListVal items, Loc loc);
ExprVal build_type_arg(Parser *p, TypeName *t, Loc loc);
/* A designator chain (`.a[2].b`, offsetof's member): each step wraps the
 * chain so far, innermost lhs NULL.  member NULL: an index step. */
ExprVal build_designator(Parser *p, ExprVal chain, const char *member, Loc member_loc, ExprVal index, Loc loc);
ExprVal build_designated(Parser *p, ExprVal chain, ExprVal init, Loc loc);
ExprVal build_offsetof(Parser *p, TypeName *t, ExprVal chain, Loc loc, Loc op_loc);
ExprVal build_compound_literal(Parser *p, TypeName *t, ExprVal list, Loc loc);
void list_push(Parser *p, ListVal *l, void *item, int depth);

StmtVal build_stmt(Parser *p, StmtKind k, Loc loc);
StmtVal build_compound(Parser *p, ListVal items, Loc loc);
StmtVal build_expr_stmt(Parser *p, ExprVal e, Loc loc);
StmtVal build_if(Parser *p, ExprVal c, StmtVal then, StmtVal *els, Loc loc);
StmtVal build_loop(Parser *p, StmtKind k, ExprVal c, StmtVal body, Loc loc);
StmtVal build_for(Parser *p, StmtVal init, ExprVal c, ExprVal inc, StmtVal body, Loc loc);
StmtVal build_case(Parser *p, ExprVal *value, StmtVal body, Loc loc);
StmtVal build_label(Parser *p, const char *label, Loc label_loc, StmtVal body, Loc loc);
StmtVal build_goto(Parser *p, const char *label, Loc label_loc, Loc loc);
StmtVal build_return(Parser *p, ExprVal e, Loc loc);
StmtVal build_decl_stmt(Parser *p, ListVal decls, Loc loc);
StmtVal build_empty_decl(Parser *p, DeclSpec *spec, Loc loc);
void build_loop_attrs(Parser *p, Attr *attrs);

DeclSpec *spec_new(Parser *p);
void spec_add(Parser *p, DeclSpec *s, const SpecItem *it, Loc loc);
void attr_append(AttrList *l, AttrList more);
void attr_append_to(Attr **list, AttrList more);
Attr *attr_new(Parser *p, const char *name, Loc loc);

Declarator *dtor_new(Parser *p, const char *name, Loc loc);
void dtor_prepend(Parser *p, Declarator *d, DeclChunk *c, Loc loc);
void dtor_add_pointers(Parser *p, Declarator *d, ChunkList ptrs, Loc loc);
void ptrquals_add(Parser *p, PtrQuals *q, const SpecItem *it, Loc loc);
DeclChunk *chunk_pointer(Parser *p, PtrQuals q, Loc loc);
DeclChunk *chunk_array(Parser *p, ArraySize sz, Loc loc);
DeclChunk *chunk_function(Parser *p, ParamList *params, Loc loc);

Decl *build_param(Parser *p, DeclSpec *s, Declarator *d, AttrList attrs, Loc range);
Decl *build_declarator_decl(Parser *p, DeclSpec *s, Declarator *d, AttrList attrs);
void build_decl_init(Parser *p, Decl *d, ExprVal *init, Loc range);
Decl *build_function_begin(Parser *p, DeclSpec *s, Declarator *d, AttrList attrs);
Decl *build_function_end(Parser *p, Decl *fn, StmtVal body, Loc range);
TypeName *build_type_name(Parser *p, DeclSpec *s, Declarator *abs, Loc loc);
/* struct/union/enum specifiers: the tag (name NULL for none) and the body
 * (NULL for a reference without one). */
TagSpec *build_tag(Parser *p, unsigned kind, AttrList attrs, const char *name, Loc name_loc, Loc kw_loc, ListVal *body,
                   Loc body_end);
Decl *build_field(Parser *p, DeclSpec *s, FieldDtor fd);
/* `struct { ... };` inside a struct: an anonymous member (or, for a
 * tagged or non-record specifier, a declaration sema says is empty). */
ListVal build_anon_field(Parser *p, DeclSpec *s, Loc loc);
Decl *build_enumerator(Parser *p, const char *name, Loc loc, ExprVal *value);

/* ---- scope.c: the identifier/type-name decision ------------------------- */

void pscope_init(Parser *p);
void pscope_open(Parser *p, ScopeKind k);
/* Closes the innermost block or struct scope (and any for-scope left open
 * inside it by error recovery); returns its kind, SCOPE_FILE if none. */
ScopeKind pscope_close_brace(Parser *p);
void pscope_close_for(Parser *p);
void pscope_declare(Parser *p, const char *name, NameKind k, bool is_vector);
NameKind pscope_lookup(Parser *p, const char *name, uint32_t len, bool *is_vector);
/* Whether a type name (built-in or typedef) denotes a vector type, which
 * decides how `(T)(...)` parses (see grammar.y). */
bool pscope_typedef_is_vector(Parser *p, const DeclSpec *spec, const Declarator *d);

#endif
