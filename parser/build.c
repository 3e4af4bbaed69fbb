/*
 * build.c - the AST as the grammar actions build it.
 *
 * Every action in grammar.y is one call here, so the grammar reads as a
 * grammar and the rules about what a node holds live in one place.  Three
 * concerns meet in these constructors:
 *
 *   - Shape.  Declarators keep their derivation steps (DeclChunk) in the
 *     order they apply to the base type, which is not the order they are
 *     written: `int (*p)[3]` is [ARRAY, POINTER].  A suffix (`[]`, `()`)
 *     applies before whatever encloses its declarator, so it is prepended;
 *     a `*` prefix applies before the declarator it prefixes, so the pointer
 *     list goes in front too.
 *
 *   - Depth.  Each constructor returns the height of the tree it made and
 *     replaces a node that would exceed Options.limits.max_expr_depth by an
 *     error node, after one "nesting too deep" diagnostic.  Sema and codegen
 *     recurse over the tree; this is what bounds their recursion.  Statements
 *     and expressions are counted apart (a statement's height is that of the
 *     statements in it), so an expression at the limit costs that expression
 *     and not the `return` around it, which would bring a cascade of "does
 *     not return a value".
 *
 *   - What only the parser can see.  Duplicate specifiers vanish in the
 *     DeclSpec bit set, so `int int` and two storage classes are reported
 *     here; everything that needs types (`float int`, `long long`) is left
 *     to sema, which sees the whole specifier set.  Likewise the parser
 *     knows which constructs it repaired after a syntax error: their
 *     declarations are marked invalid and a call or parenthesis that lost
 *     tokens becomes an error node, so that sema adds no second error.
 */
#include "parser/parser_int.h"

#include <string.h>

static int max2(int a, int b) { return a > b ? a : b; }

Loc loc_end(Loc l)
{
    l.off += l.len;
    l.len = 0;
    return l;
}

void parse_nesting_error(Parser *p, Loc at)
{
    if (p->nest_reported) return;
    p->nest_reported = true;
    diag_error(p->d, at, "nesting too deep (limit %d; use -fmax-nesting-depth= to raise it)", p->limit);
}

/* ---- expressions ------------------------------------------------------ */

/* `at` is where a nesting error goes: the operator, or the node itself for
 * the kinds that have none (parentheses, casts, initializer lists). */
static ExprVal expr_done(Parser *p, Expr *e, Loc at, int depth)
{
    if (depth > p->limit) {
        parse_nesting_error(p, at);
        return build_error_expr(p, e->loc);
    }
    return (ExprVal){e, depth};
}

/* Leaves have depth 0, so that the limit counts nested operators and
 * brackets alike: 256 nested parentheses are depth 256. */
ExprVal build_leaf(Parser *p, Expr *e)
{
    (void)p;
    return (ExprVal){e, 0};
}

ExprVal build_ident(Parser *p, const char *name, Loc loc)
{
    Expr *e = ast_expr(p->a, EXPR_IDENT, loc);
    e->name = name;
    return (ExprVal){e, 0};
}

ExprVal build_error_expr(Parser *p, Loc loc) { return (ExprVal){ast_expr(p->a, EXPR_ERROR, loc), 0}; }

/* Whether tokens were dropped from the bracket group opened at `open`. */
static bool damaged(Parser *p, Loc open)
{
    Loc o = sm_use_loc(p->sm, open);
    return p->damaged.file && o.file == p->damaged.file && o.off == p->damaged.off;
}

ExprVal build_paren(Parser *p, ExprVal in, Loc loc)
{
    if (damaged(p, loc)) return build_error_expr(p, loc);
    Expr *e = ast_expr(p->a, EXPR_PAREN, loc);
    e->operand = in.e;
    return expr_done(p, e, loc, in.depth + 1);
}

/* ({ ... }): its depth counts the block's statements, so that the
 * recursion over expressions that hold statements stays bounded. */
ExprVal build_stmt_expr(Parser *p, StmtVal block, Loc loc)
{
    if (!block.s) return build_error_expr(p, loc);
    Expr *e = ast_expr(p->a, EXPR_STMT_EXPR, loc);
    e->block = block.s;
    return expr_done(p, e, loc, block.depth + 1);
}

ExprVal build_unary(Parser *p, UnaryOp op, ExprVal x, Loc loc, Loc op_loc)
{
    Expr *e = ast_expr(p->a, EXPR_UNARY, loc);
    e->op_loc = op_loc;
    e->uop = op;
    e->operand = x.e;
    return expr_done(p, e, op_loc, x.depth + 1);
}

ExprVal build_binary(Parser *p, ExprKind k, BinaryOp op, ExprVal l, ExprVal r, Loc loc, Loc op_loc)
{
    Expr *e = ast_expr(p->a, k, loc);
    e->op_loc = op_loc;
    e->bop = op;
    e->lhs = l.e;
    e->rhs = r.e;
    return expr_done(p, e, op_loc, max2(l.depth, r.depth) + 1);
}

ExprVal build_cond(Parser *p, ExprVal c, ExprVal t, ExprVal f, Loc loc, Loc op_loc)
{
    Expr *e = ast_expr(p->a, EXPR_COND, loc);
    e->op_loc = op_loc;
    e->cond = c.e;
    e->lhs = t.e;
    e->rhs = f.e;
    return expr_done(p, e, op_loc, max2(c.depth, max2(t.depth, f.depth)) + 1);
}

ExprVal build_call(Parser *p, ExprVal callee, ListVal args, Loc loc, Loc op_loc)
{
    if (damaged(p, op_loc)) return build_error_expr(p, loc);
    Expr *e = ast_expr(p->a, EXPR_CALL, loc);
    e->op_loc = op_loc;
    e->callee = callee.e;
    e->args = args.v;
    return expr_done(p, e, op_loc, max2(callee.depth, args.depth) + 1);
}

ExprVal build_index(Parser *p, ExprVal base, ExprVal index, Loc loc, Loc op_loc)
{
    if (damaged(p, op_loc)) return build_error_expr(p, loc);
    Expr *e = ast_expr(p->a, EXPR_INDEX, loc);
    e->op_loc = op_loc;
    e->lhs = base.e;
    e->rhs = index.e;
    return expr_done(p, e, op_loc, max2(base.depth, index.depth) + 1);
}

ExprVal build_member(Parser *p, ExprVal base, const char *name, bool arrow, Loc loc, Loc op_loc, Loc name_loc)
{
    Expr *e = ast_expr(p->a, EXPR_MEMBER, loc);
    e->op_loc = op_loc;
    e->lhs = base.e;
    e->member = name;
    e->member_loc = name_loc;
    e->arrow = arrow;
    return expr_done(p, e, op_loc, base.depth + 1);
}

ExprVal build_cast(Parser *p, TypeName *t, ExprVal x, Loc loc)
{
    Expr *e = ast_expr(p->a, EXPR_CAST, loc);
    e->tname = t;
    e->operand = x.e;
    return expr_done(p, e, loc, x.depth + 1);
}

ExprVal build_sizeof_expr(Parser *p, ExprKind k, ExprVal x, Loc loc, Loc op_loc)
{
    Expr *e = ast_expr(p->a, k, loc);
    e->op_loc = op_loc;
    e->operand = x.e;
    return expr_done(p, e, op_loc, x.depth + 1);
}

ExprVal build_sizeof_type(Parser *p, ExprKind k, TypeName *t, Loc loc, Loc op_loc)
{
    Expr *e = ast_expr(p->a, k, loc);
    e->op_loc = op_loc;
    e->tname = t;
    return (ExprVal){e, 0};
}

ExprVal build_init_list(Parser *p, ListVal items, Loc loc)
{
    Expr *e = ast_expr(p->a, EXPR_INIT_LIST, loc);
    e->args = items.v;
    return expr_done(p, e, loc, items.depth + 1);
}

/* A type as an attribute argument (`vec_type_hint(float4)`): Attr.args
 * holds expressions, so it is an EXPR_IDENT spelled as written, with the
 * parsed type name in `tname` for whoever wants the type. */
ExprVal build_type_arg(Parser *p, TypeName *t, Loc loc)
{
    Expr *e = ast_expr(p->a, EXPR_IDENT, loc);
    SrcFile *f = sm_file(p->sm, loc.file);
    if (t->spec.tspec == TS_NAME && !t->dtor.chunks)
        e->name = t->spec.type_name;
    else if (f && loc.off + loc.len <= f->len)
        e->name = arena_strndup(p->a, f->text + loc.off, loc.len);
    else
        e->name = "<type>";
    e->tname = t;
    return (ExprVal){e, 0};
}

ExprVal build_designator(Parser *p, ExprVal chain, const char *member, Loc member_loc, ExprVal index, Loc loc)
{
    Expr *e = ast_expr(p->a, member ? EXPR_MEMBER : EXPR_INDEX, loc);
    e->lhs = chain.e;
    if (member) {
        e->op_loc = loc;
        e->member = member;
        e->member_loc = member_loc;
    } else {
        e->op_loc = member_loc;
        e->rhs = index.e;
    }
    return expr_done(p, e, loc, max2(chain.depth, index.depth) + 1);
}

ExprVal build_designated(Parser *p, ExprVal chain, ExprVal init, Loc loc)
{
    Expr *e = ast_expr(p->a, EXPR_DESIGNATED, loc);
    e->lhs = chain.e;
    e->rhs = init.e;
    return expr_done(p, e, loc, max2(chain.depth, init.depth) + 1);
}

ExprVal build_offsetof(Parser *p, TypeName *t, ExprVal chain, Loc loc, Loc op_loc)
{
    Expr *e = ast_expr(p->a, EXPR_OFFSETOF, loc);
    e->op_loc = op_loc;
    e->tname = t;
    e->operand = chain.e;
    return expr_done(p, e, op_loc, chain.depth + 1);
}

ExprVal build_compound_literal(Parser *p, TypeName *t, ExprVal list, Loc loc)
{
    Expr *e = ast_expr(p->a, EXPR_COMPOUND_LIT, loc);
    e->tname = t;
    e->operand = list.e;
    return expr_done(p, e, loc, list.depth + 1);
}

void list_push(Parser *p, ListVal *l, void *item, int depth)
{
    ptrvec_push(p->a, &l->v, item);
    l->depth = max2(l->depth, depth);
}

/* ---- statements ------------------------------------------------------- */

static void mark_if_repaired(Parser *p, Decl *d, Loc written);

static StmtVal stmt_done(Parser *p, Stmt *s, int depth)
{
    if (depth > p->limit) {
        parse_nesting_error(p, s->loc);
        return (StmtVal){ast_stmt(p->a, STMT_ERROR, s->loc), 0};
    }
    return (StmtVal){s, depth};
}

StmtVal build_stmt(Parser *p, StmtKind k, Loc loc) { return (StmtVal){ast_stmt(p->a, k, loc), 0}; }

StmtVal build_compound(Parser *p, ListVal items, Loc loc)
{
    Stmt *s = ast_stmt(p->a, STMT_COMPOUND, loc);
    s->items = items.v;
    return stmt_done(p, s, items.depth + 1);
}

StmtVal build_expr_stmt(Parser *p, ExprVal e, Loc loc)
{
    Stmt *s = ast_stmt(p->a, STMT_EXPR, loc);
    s->expr = e.e;
    return (StmtVal){s, 0};
}

StmtVal build_if(Parser *p, ExprVal c, StmtVal then, StmtVal *els, Loc loc)
{
    Stmt *s = ast_stmt(p->a, STMT_IF, loc);
    s->expr = c.e;
    s->body = then.s;
    int d = then.depth;
    if (els) {
        s->else_body = els->s;
        d = max2(d, els->depth);
    }
    return stmt_done(p, s, d + 1);
}

StmtVal build_loop(Parser *p, StmtKind k, ExprVal c, StmtVal body, Loc loc)
{
    Stmt *s = ast_stmt(p->a, k, loc);
    s->expr = c.e;
    s->body = body.s;
    return stmt_done(p, s, body.depth + 1);
}

StmtVal build_for(Parser *p, StmtVal init, ExprVal c, ExprVal inc, StmtVal body, Loc loc)
{
    Stmt *s = ast_stmt(p->a, STMT_FOR, loc);
    s->init = init.s;
    s->expr = c.e;
    s->inc = inc.e;
    s->body = body.s;
    return stmt_done(p, s, max2(init.depth, body.depth) + 1);
}

StmtVal build_case(Parser *p, ExprVal *value, StmtVal body, Loc loc)
{
    Stmt *s = ast_stmt(p->a, value ? STMT_CASE : STMT_DEFAULT, loc);
    s->body = body.s;
    if (value) s->expr = value->e;
    return stmt_done(p, s, body.depth + 1);
}

StmtVal build_label(Parser *p, const char *label, Loc label_loc, StmtVal body, Loc loc)
{
    Stmt *s = ast_stmt(p->a, STMT_LABEL, loc);
    s->label = label;
    s->label_loc = label_loc;
    s->body = body.s;
    return stmt_done(p, s, body.depth + 1);
}

StmtVal build_goto(Parser *p, const char *label, Loc label_loc, Loc loc)
{
    Stmt *s = ast_stmt(p->a, STMT_GOTO, loc);
    s->label = label;
    s->label_loc = label_loc;
    return (StmtVal){s, 0};
}

StmtVal build_return(Parser *p, ExprVal e, Loc loc)
{
    Stmt *s = ast_stmt(p->a, STMT_RETURN, loc);
    s->expr = e.e;
    return (StmtVal){s, 0};
}

StmtVal build_decl_stmt(Parser *p, ListVal decls, Loc loc)
{
    Stmt *s = ast_stmt(p->a, STMT_DECL, loc);
    s->decls = decls.v;
    return (StmtVal){s, 0};
}

/* `struct S { ... };` and `struct S;` declare only a tag: a DECL_TAG, which
 * sema declares like any declaration.  `int;` declares nothing at all, and
 * makes no Decl: clang's warning is given here. */
StmtVal build_empty_decl(Parser *p, DeclSpec *spec, Loc loc)
{
    Stmt *s = ast_stmt(p->a, STMT_DECL, loc);
    if (!spec->tag) {
        Loc at = spec->loc;
        at.len = 0;
        Diagnostic *dg = diag_warning(p->d, W_MISSING_DECLARATIONS, at,
                                      spec->storage == SC_TYPEDEF ? "typedef requires a name"
                                                                  : "declaration does not declare anything");
        if (dg) diag_add_range(dg, spec->loc);
        return (StmtVal){s, 0};
    }
    Decl *d = ast_decl(p->a, DECL_TAG, NULL, spec->tag->loc);
    d->spec = spec;
    d->range = loc;
    mark_if_repaired(p, d, loc);
    ptrvec_push(p->a, &s->decls, d);
    return (StmtVal){s, 0};
}

/* Attributes on a loop: OpenCL C 2.0's unroll hint is a hint, which oclc may
 * ignore silently; anything else is reported as ignored. */
void build_loop_attrs(Parser *p, Attr *attrs)
{
    for (Attr *a = attrs; a; a = a->next)
        if (strcmp(a->name, "opencl_unroll_hint") != 0)
            diag_warning(p->d, W_UNSUPPORTED_ATTR, a->loc, "'%s' attribute ignored", a->name);
}

/* ---- declaration specifiers ------------------------------------------- */

DeclSpec *spec_new(Parser *p) { return ARENA_NEW(p->a, DeclSpec); }

static const char *storage_word(int sc)
{
    switch (sc) {
    case SC_TYPEDEF: return "typedef";
    case SC_EXTERN: return "extern";
    case SC_STATIC: return "static";
    case SC_AUTO: return "auto";
    case SC_REGISTER: return "register";
    }
    return "?";
}


void attr_append(AttrList *l, AttrList more)
{
    if (!more.head) return;
    if (l->tail)
        l->tail->next = more.head;
    else
        l->head = more.head;
    l->tail = more.tail;
}

void attr_append_to(Attr **list, AttrList more)
{
    if (!more.head) return;
    while (*list) list = &(*list)->next;
    *list = more.head;
}

static void note_type_loc(DeclSpec *s, Loc loc)
{
    if (!s->tspec_loc.file) s->tspec_loc = loc;
}

void spec_add(Parser *p, DeclSpec *s, const SpecItem *it, Loc loc)
{
    s->loc = s->loc.file ? loc_span(p->sm, s->loc, loc) : loc;
    switch (it->kind) {
    case SK_STORAGE:
        if (s->storage && s->storage != (int)it->value)
            diag_error(p->d, loc, "cannot combine with previous '%s' declaration specifier", storage_word(s->storage));
        else
            s->storage = (int)it->value;
        break;
    case SK_TYPE:
        if (s->tspec & it->value)
            diag_error(p->d, loc, "cannot combine with previous '%s' declaration specifier",
                       ast_tspec_spelling(it->value));
        s->tspec |= it->value;
        note_type_loc(s, loc);
        break;
    case SK_LONG:
        s->nlong++;
        note_type_loc(s, loc);
        break;
    case SK_TYPE_NAME:
        s->tspec |= TS_NAME;
        s->type_name = it->name;
        s->type_name_loc = loc;
        note_type_loc(s, loc);
        break;
    case SK_TAG:
        if (s->tspec & (TS_STRUCT | TS_UNION | TS_ENUM))
            diag_error(p->d, loc, "cannot combine with previous '%s' declaration specifier",
                       ast_tspec_spelling(s->tspec & (TS_STRUCT | TS_UNION | TS_ENUM)));
        s->tspec |= it->value;
        s->tag = it->tag;
        note_type_loc(s, loc);
        s->attrs_to_tag = it->tag->has_body;
        return;
    case SK_QUAL: s->quals |= it->value; break;
    case SK_ADDR_SPACE:
        if (s->as && s->as != (AddrSpace)it->value) {
            diag_error(p->d, loc, "multiple address spaces specified for type");
        } else {
            s->as = (AddrSpace)it->value;
            s->as_loc = loc;
        }
        break;
    case SK_FUNC: s->fspec |= it->value; break;
    case SK_ACCESS:
        if (s->access && s->access != (int)it->value)
            diag_error(p->d, loc, "multiple access qualifiers");
        else
            s->access = (int)it->value;
        break;
    case SK_ATTRS:
        /* `struct S { ... } __attribute__((packed))`: the type's. */
        if (s->attrs_to_tag && s->tag) {
            attr_append_to(&s->tag->attrs, it->attrs);
            return;
        }
        attr_append_to(&s->attrs, it->attrs);
        break;
    case SK_UNSUPPORTED:
        if (strcmp(it->name, "pipe") == 0)
            diag_error(p->d, loc, "pipe types are not supported by oclc yet");
        else
            diag_error(p->d, loc, "'%s' is a reserved keyword in OpenCL C", it->name);
        break;
    }
    s->attrs_to_tag = false;
}

Attr *attr_new(Parser *p, const char *name, Loc loc)
{
    Attr *a = ARENA_NEW(p->a, Attr);
    size_t n = strlen(name);
    /* __aligned__ and aligned are the same attribute. */
    if (n > 4 && name[0] == '_' && name[1] == '_' && name[n - 1] == '_' && name[n - 2] == '_')
        name = arena_strndup(p->a, name + 2, n - 4);
    a->name = name;
    a->loc = loc;
    /* The adapter has read the attribute up to its `)` (its text is whole),
     * and no further than the `,` or `)` after it. */
    bool same = p->attr_text_at.file == loc.file && p->attr_text_at.off == loc.off && p->attr_text_at.exp == loc.exp;
    a->text = same && p->attr_text.len ? arena_strndup(p->a, p->attr_text.data, p->attr_text.len) : a->name;
    return a;
}

/* ---- declarators ------------------------------------------------------ */

Declarator *dtor_new(Parser *p, const char *name, Loc loc)
{
    Declarator *d = ARENA_NEW(p->a, Declarator);
    d->name = name;
    d->name_loc = name ? loc : loc_none();
    d->loc = loc;
    return d;
}

/* Declarators nest too: each pointer, array or function step is a level
 * that sema and the type printer recurse over, so a declarator deeper than
 * the limit (`int *****...x`) is the nesting error, its excess steps are
 * dropped, and its declaration is marked invalid (via last_error) so that
 * the shallower type brings no second error. */
static bool dtor_room(Parser *p, Declarator *d, int more, Loc at)
{
    if (d->depth + more <= p->limit) {
        d->depth += more;
        return true;
    }
    parse_nesting_error(p, at);
    p->last_error = sm_use_loc(p->sm, at);
    return false;
}

void dtor_prepend(Parser *p, Declarator *d, DeclChunk *c, Loc loc)
{
    d->loc = loc;
    if (!dtor_room(p, d, 1, c->loc)) return;
    c->next = d->chunks;
    d->chunks = c;
}

void dtor_add_pointers(Parser *p, Declarator *d, ChunkList ptrs, Loc loc)
{
    d->loc = loc;
    if (!dtor_room(p, d, ptrs.n, ptrs.head->loc)) return;
    ptrs.tail->next = d->chunks;
    d->chunks = ptrs.head;
}

void ptrquals_add(Parser *p, PtrQuals *q, const SpecItem *it, Loc loc)
{
    if (it->kind == SK_QUAL) {
        q->quals |= it->value;
    } else if (it->kind == SK_ADDR_SPACE) {
        if (q->as && q->as != (AddrSpace)it->value)
            diag_error(p->d, loc, "multiple address spaces specified for type");
        else
            q->as = (AddrSpace)it->value;
    }
}

DeclChunk *chunk_pointer(Parser *p, PtrQuals q, Loc loc)
{
    DeclChunk *c = ARENA_NEW(p->a, DeclChunk);
    c->kind = DC_POINTER;
    c->loc = loc;
    c->quals = q.quals;
    c->as = q.as;
    return c;
}

DeclChunk *chunk_array(Parser *p, ArraySize sz, Loc loc)
{
    DeclChunk *c = ARENA_NEW(p->a, DeclChunk);
    c->kind = DC_ARRAY;
    c->loc = loc;
    c->size = sz.size.e;
    c->quals = sz.quals;
    return c;
}

/* `(void)` is no parameters, not one parameter of type void; a qualified or
 * named void (`(const void)`, `(void x)`) stays a parameter for sema to
 * reject. */
static bool is_void_list(const ParamList *pl)
{
    if (pl->params.n != 1 || pl->variadic) return false;
    const Decl *d = pl->params.items[0];
    const DeclSpec *s = d->spec;
    return s->tspec == TS_VOID && s->nlong == 0 && !s->quals && !s->as && !s->storage && !s->attrs && !d->dtor->name &&
           !d->dtor->chunks;
}

DeclChunk *chunk_function(Parser *p, ParamList *pl, Loc loc)
{
    DeclChunk *c = ARENA_NEW(p->a, DeclChunk);
    c->kind = DC_FUNCTION;
    c->loc = loc;
    if (!pl) {
        c->no_proto = true;
    } else if (is_void_list(pl)) {
        c->void_params = true;
    } else {
        c->params = pl->params;
        c->variadic = pl->variadic;
    }
    return c;
}

/* ---- declarations ----------------------------------------------------- */

/* A declaration repaired after a syntax error is kept, so that its name is
 * declared, but marked invalid so that sema does not add to the error
 * (`void f(5);` then `f(1)` must not also be "too many arguments"). */
static void mark_if_repaired(Parser *p, Decl *d, Loc written)
{
    Loc e = p->last_error, r = sm_use_loc(p->sm, written);
    if (e.file && e.file == r.file && e.off >= r.off && e.off <= r.off + r.len) d->invalid = true;
}

static DeclChunk *last_chunk(const Declarator *d)
{
    DeclChunk *c = d->chunks;
    while (c && c->next) c = c->next;
    return c;
}

Decl *build_param(Parser *p, DeclSpec *s, Declarator *d, AttrList attrs, Loc range)
{
    if (!d) d = dtor_new(p, NULL, loc_end(s->loc));
    attr_append_to(&d->attrs, attrs);
    Loc at = d->name ? d->name_loc : d->chunks ? d->loc : s->loc;
    Decl *decl = ast_decl(p->a, DECL_PARAM, d->name, at);
    decl->spec = s;
    decl->dtor = d;
    decl->range = range;
    mark_if_repaired(p, decl, range);
    return decl;
}

/* A declarator of a declaration, made as soon as the declarator is complete
 * so that its name is in scope for its own initializer and for the rest of
 * the declaration (`typedef int T, *PT;`). */
Decl *build_declarator_decl(Parser *p, DeclSpec *s, Declarator *d, AttrList attrs)
{
    attr_append_to(&d->attrs, attrs);
    DeclChunk *last = last_chunk(d);
    DeclKind k = s->storage == SC_TYPEDEF ? DECL_TYPEDEF : last && last->kind == DC_FUNCTION ? DECL_FUNC : DECL_VAR;
    Decl *decl = ast_decl(p->a, k, d->name, d->name ? d->name_loc : d->loc);
    decl->spec = s;
    decl->dtor = d;
    decl->range = loc_span(p->sm, s->loc, d->loc);
    mark_if_repaired(p, decl, d->loc);
    if (k == DECL_TYPEDEF)
        pscope_declare(p, d->name, NK_TYPEDEF, pscope_typedef_is_vector(p, s, d));
    else
        pscope_declare(p, d->name, NK_ORDINARY, false);
    return decl;
}

void build_decl_init(Parser *p, Decl *d, ExprVal *init, Loc range)
{
    (void)p;
    if (init) d->init = init->e;
    d->range = range;
}

/* The head of a function definition, reduced when its `{` is the
 * look-ahead.  `int x { ... }` is not one: as clang does, it is reported as
 * a missing `;` and kept as the variable `int x`, and the body is parsed
 * (for its syntax errors) but not kept. */
Decl *build_function_begin(Parser *p, DeclSpec *s, Declarator *d, AttrList attrs)
{
    attr_append_to(&d->attrs, attrs);
    DeclChunk *last = last_chunk(d);
    bool is_func = last && last->kind == DC_FUNCTION;
    Decl *fn = ast_decl(p->a, is_func ? DECL_FUNC : DECL_VAR, d->name, d->name ? d->name_loc : d->loc);
    fn->spec = s;
    fn->dtor = d;
    fn->range = loc_span(p->sm, s->loc, d->loc);
    mark_if_repaired(p, fn, d->loc);
    pscope_declare(p, d->name, NK_ORDINARY, false);
    p->pending_params.n = 0;
    if (!is_func) {
        if (!fn->invalid) {
            Diagnostic *dg = diag_error(p->d, loc_end(d->loc), "expected ';' after top level declarator");
            diag_add_fixit(dg, loc_end(d->loc), ";");
        }
        return fn;
    }
    /* The parameters are declared in the body's scope, which the token loop
     * opens when it hands the `{` over (grammar.y). */
    for (int i = 0; i < last->params.n; i++) ptrvec_push(p->ca, &p->pending_params, last->params.items[i]);
    return fn;
}

Decl *build_function_end(Parser *p, Decl *fn, StmtVal body, Loc range)
{
    (void)p;
    if (fn->kind == DECL_FUNC) {
        fn->body = body.s;
        fn->range = range;
    }
    return fn;
}

TypeName *build_type_name(Parser *p, DeclSpec *s, Declarator *abs, Loc loc)
{
    TypeName *t = ARENA_NEW(p->a, TypeName);
    t->spec = *s;
    if (abs)
        t->dtor = *abs;
    else
        t->dtor.loc = loc_end(s->loc);
    t->loc = loc;
    return t;
}

/* ---- struct, union and enum specifiers --------------------------------- */

TagSpec *build_tag(Parser *p, unsigned kind, AttrList attrs, const char *name, Loc name_loc, Loc kw_loc, ListVal *body,
                   Loc body_end)
{
    TagSpec *t = ARENA_NEW(p->a, TagSpec);
    t->kind = kind;
    t->name = name;
    t->loc = name_loc;
    t->kw_loc = kw_loc;
    t->attrs = attrs.head;
    if (body) {
        t->has_body = true;
        t->members = body->v;
        t->body_end = body_end;
    }
    return t;
}

Decl *build_field(Parser *p, DeclSpec *s, FieldDtor fd)
{
    Declarator *d = fd.dtor;
    Loc at = d->name ? d->name_loc : fd.width ? fd.width->loc : d->loc;
    Decl *f = ast_decl(p->a, DECL_FIELD, d->name, at);
    f->spec = s;
    f->dtor = d;
    f->init = fd.width;
    f->range = loc_span(p->sm, s->loc, fd.width ? fd.width->loc : d->loc);
    mark_if_repaired(p, f, f->range);
    return f;
}

ListVal build_anon_field(Parser *p, DeclSpec *s, Loc loc)
{
    Decl *f = ast_decl(p->a, DECL_FIELD, NULL, s->tag ? s->tag->loc : s->loc);
    f->spec = s;
    f->range = loc;
    mark_if_repaired(p, f, loc);
    ListVal l = {0};
    list_push(p, &l, f, 0);
    return l;
}

Decl *build_enumerator(Parser *p, const char *name, Loc loc, ExprVal *value)
{
    Decl *d = ast_decl(p->a, DECL_ENUM_CONST, name, loc);
    d->init = value ? value->e : NULL;
    d->range = value && value->e ? loc_span(p->sm, loc, value->e->loc) : loc;
    pscope_declare(p, name, NK_ORDINARY, false);
    return d;
}
