/*
 * ast_dump.c - -ast-dump: the tree as an indented outline, in the spirit of
 * clang's, for people reading what the front end made of their code and for
 * FileCheck tests that pin the parser's and sema's decisions down.
 *
 * One line per node: its kind (clang's names where clang has the node), its
 * source range as <line:col-line:col> (the end is the last character; a file
 * other than the main one is named), then what distinguishes it: operator,
 * name, value.  The same code prints both trees:
 *
 *   - declarations always show their syntax: the specifiers as a string and
 *     the declarator's chunks in the order they apply to the base type
 *     (`int *a[3]` is dtor=[pointer, array]); casts and sizeof show the type
 *     name as written;
 *   - after sema, every expression shows its type ('float4') and lvalue-ness
 *     and declarations their type, and sema's own nodes (ImplicitCastExpr
 *     for EXPR_CONV, SplatExpr, VectorLiteral, SwizzleExpr, AsTypeExpr,
 *     ConvertExpr, BuiltinCallExpr) appear where it put them.
 *
 * Children are drawn with clang's |- and `- connectors.  The recursion
 * follows the tree, whose depth the parser bounds (build.c).
 */
#include "parser/ast_dump.h"

#include <string.h>

#include "parser/type.h"

typedef struct Dumper {
    StrBuf *out;
    SourceMgr *sm;
    TypeTable *tt;             /* NULL: print only spellings sema cached */
    uint32_t main_file;        /* locations in it print without a file name */
    StrBuf prefix;             /* the connectors of the enclosing levels */
    const DeclSpec *tag_shown; /* a struct/union/enum body is shown under the
                                  first declarator of its declaration only */
} Dumper;

/* A child to print: the dumper needs to know which child is last before
 * printing the first, so children are collected, then printed. */
typedef enum KidKind { K_EXPR, K_STMT, K_DECL, K_ATTR, K_NULL, K_LABEL } KidKind;

typedef struct Kid {
    KidKind kind;
    const void *node;
    const char *label; /* K_LABEL: a pseudo-node line (ArraySize...) */
    const void *sub;   /* K_LABEL: its one child, an Expr */
} Kid;

typedef struct Kids {
    Kid k[8];
    int n;
} Kids;

static void kid(Kids *ks, KidKind kind, const void *node)
{
    if (ks->n < (int)(sizeof ks->k / sizeof ks->k[0])) {
        ks->k[ks->n].kind = kind;
        ks->k[ks->n].node = node;
        ks->k[ks->n].label = NULL;
        ks->k[ks->n].sub = NULL;
        ks->n++;
    }
}

static void dump_expr(Dumper *d, const Expr *e, bool last);
static void dump_stmt(Dumper *d, const Stmt *s, bool last);
static void dump_decl(Dumper *d, const Decl *dc, bool last);

/* ---- lines ---------------------------------------------------------- */

static void line_begin(Dumper *d, bool last)
{
    sb_append(d->out, d->prefix.data ? d->prefix.data : "", d->prefix.len);
    sb_puts(d->out, last ? "`-" : "|-");
}

static void push_prefix(Dumper *d, bool last) { sb_puts(&d->prefix, last ? "  " : "| "); }

static void pop_prefix(Dumper *d)
{
    if (d->prefix.len >= 2) {
        d->prefix.len -= 2;
        d->prefix.data[d->prefix.len] = 0;
    }
}

static void put_pos(Dumper *d, Loc l, bool with_file)
{
    PresumedLoc p = sm_presumed(d->sm, l.file, l.off);
    if (!p.valid) {
        sb_puts(d->out, "<invalid>");
        return;
    }
    if (with_file) sb_printf(d->out, "%s:", p.name);
    sb_printf(d->out, "%u:%u", p.line, p.col);
}

static void put_range(Dumper *d, Loc l)
{
    l = sm_use_loc(d->sm, l);
    sb_putc(d->out, ' ');
    if (!l.file) {
        sb_puts(d->out, "<no location>");
        return;
    }
    sb_putc(d->out, '<');
    put_pos(d, l, l.file != d->main_file);
    if (l.len > 1) {
        Loc e = l;
        e.off = l.off + l.len - 1;
        sb_putc(d->out, '-');
        put_pos(d, e, false);
    }
    sb_putc(d->out, '>');
}

static void put_point(Dumper *d, Loc l)
{
    l = sm_use_loc(d->sm, l);
    if (!l.file) return;
    sb_putc(d->out, ' ');
    put_pos(d, l, l.file != d->main_file);
}

static void put_type(Dumper *d, Type *t)
{
    if (!t) return;
    const char *s = d->tt ? type_str(d->tt, t) : t->spelling;
    sb_printf(d->out, " '%s'", s ? s : "<type>");
}

/* The source text of l with white space runs folded, for type names. */
static void put_source(Dumper *d, Loc l)
{
    SrcFile *f = sm_file(d->sm, l.file);
    if (!f || l.exp || l.off + l.len > f->len) {
        sb_puts(d->out, "<type>");
        return;
    }
    bool space = false;
    for (uint32_t i = 0; i < l.len; i++) {
        char c = f->text[l.off + i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            space = true;
            continue;
        }
        if (space) sb_putc(d->out, ' ');
        space = false;
        sb_putc(d->out, c);
    }
}

static void put_escaped(Dumper *d, const char *s, uint32_t n)
{
    sb_putc(d->out, '"');
    for (uint32_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '\n': sb_puts(d->out, "\\n"); break;
        case '\t': sb_puts(d->out, "\\t"); break;
        case '\\': sb_puts(d->out, "\\\\"); break;
        case '"': sb_puts(d->out, "\\\""); break;
        default:
            if (c < 0x20 || c >= 0x7f)
                sb_printf(d->out, "\\x%02x", c);
            else
                sb_putc(d->out, (char)c);
        }
    }
    sb_putc(d->out, '"');
}

/* ---- the syntax of types ------------------------------------------------ */

static const char *as_word(AddrSpace as)
{
    const char *k = addrspace_keyword(as);
    return k ? k : "";
}

static void put_word(StrBuf *b, const char *w)
{
    if (b->len) sb_putc(b, ' ');
    sb_puts(b, w);
}

static void put_quals(StrBuf *b, unsigned q, AddrSpace as)
{
    if (as) put_word(b, as_word(as));
    if (q & Q_CONST) put_word(b, "const");
    if (q & Q_VOLATILE) put_word(b, "volatile");
    if (q & Q_RESTRICT) put_word(b, "restrict");
}

/* The specifiers in a fixed order: storage, function, access, qualifiers,
 * type words. */
static void put_spec(Dumper *d, const DeclSpec *s)
{
    static const char *const storage[] = {"", "typedef", "extern", "static", "auto", "register"};
    static const char *const access[] = {"", "__read_only", "__write_only", "__read_write"};
    static const struct {
        unsigned bit;
        const char *w;
    } words[] = {
        {TS_SIGNED, "signed"}, {TS_UNSIGNED, "unsigned"}, {TS_COMPLEX, "_Complex"}, {TS_IMAGINARY, "_Imaginary"},
        {TS_VOID, "void"},     {TS_BOOL, "bool"},         {TS_CHAR, "char"},        {TS_SHORT, "short"},
        {TS_INT, "int"},       {TS_FLOAT, "float"},       {TS_DOUBLE, "double"},    {TS_HALF, "half"},
        {TS_UCHAR, "uchar"},   {TS_USHORT, "ushort"},     {TS_UINT, "uint"},        {TS_ULONG, "ulong"},
    };
    StrBuf b = {0};
    if (s->storage > 0 && s->storage < (int)(sizeof storage / sizeof storage[0])) put_word(&b, storage[s->storage]);
    if (s->fspec & FS_KERNEL) put_word(&b, "__kernel");
    if (s->fspec & FS_INLINE) put_word(&b, "inline");
    if (s->access > 0 && s->access < 4) put_word(&b, access[s->access]);
    put_quals(&b, s->quals, s->as);
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        if (!(s->tspec & words[i].bit)) continue;
        if (words[i].bit == TS_INT || words[i].bit == TS_DOUBLE)
            for (int k = 0; k < s->nlong; k++) put_word(&b, "long");
        put_word(&b, words[i].w);
    }
    if (s->nlong && !(s->tspec & (TS_INT | TS_DOUBLE)))
        for (int k = 0; k < s->nlong; k++) put_word(&b, "long");
    if (s->tspec & (TS_STRUCT | TS_UNION | TS_ENUM)) {
        put_word(&b, s->tspec & TS_STRUCT ? "struct" : s->tspec & TS_UNION ? "union" : "enum");
        put_word(&b, s->tag && s->tag->name ? s->tag->name : "<anonymous>");
        if (s->tag && s->tag->has_body) put_word(&b, "{...}");
    }
    if (s->tspec & TS_NAME) put_word(&b, s->type_name);
    for (const Attr *a = s->attrs; a; a = a->next) {
        if (b.len) sb_putc(&b, ' ');
        sb_printf(&b, "__attribute__((%s))", a->name);
    }
    sb_printf(d->out, " spec='%s'", sb_cstr(&b));
    sb_free(&b);
}

static void put_chunks(Dumper *d, const Declarator *dt)
{
    sb_puts(d->out, " dtor=[");
    for (const DeclChunk *c = dt ? dt->chunks : NULL; c; c = c->next) {
        switch (c->kind) {
        case DC_POINTER: {
            sb_puts(d->out, "pointer");
            StrBuf q = {0};
            put_quals(&q, c->quals, c->as);
            if (q.len) sb_printf(d->out, "(%s)", sb_cstr(&q));
            sb_free(&q);
            break;
        }
        case DC_ARRAY:
            sb_puts(d->out, c->size ? "array" : "array[]");
            if (c->quals) {
                StrBuf q = {0};
                put_quals(&q, c->quals, AS_NONE);
                sb_printf(d->out, "(%s)", sb_cstr(&q));
                sb_free(&q);
            }
            break;
        case DC_FUNCTION:
            if (c->no_proto)
                sb_puts(d->out, "function()");
            else if (c->void_params)
                sb_puts(d->out, "function(void)");
            else
                sb_printf(d->out, "function(%d%s)", c->params.n, c->variadic ? ", ..." : "");
            break;
        }
        if (c->next) sb_puts(d->out, ", ");
    }
    sb_putc(d->out, ']');
}

/* ---- attributes --------------------------------------------------------- */

static void dump_attr(Dumper *d, const Attr *a, bool last)
{
    line_begin(d, last);
    sb_printf(d->out, "Attr %s", a->name);
    put_point(d, a->loc);
    sb_putc(d->out, '\n');
    push_prefix(d, last);
    for (int i = 0; i < a->args.n; i++) dump_expr(d, a->args.items[i], i == a->args.n - 1);
    pop_prefix(d);
}

static void dump_label(Dumper *d, const char *label, const Expr *sub, bool last)
{
    line_begin(d, last);
    sb_printf(d->out, "%s\n", label);
    push_prefix(d, last);
    if (sub) dump_expr(d, sub, true);
    pop_prefix(d);
}

static void dump_null(Dumper *d, bool last)
{
    line_begin(d, last);
    sb_puts(d->out, "<<<NULL>>>\n");
}

static void dump_kids(Dumper *d, const Kids *ks)
{
    for (int i = 0; i < ks->n; i++) {
        bool last = i == ks->n - 1;
        const Kid *k = &ks->k[i];
        switch (k->kind) {
        case K_EXPR: dump_expr(d, k->node, last); break;
        case K_STMT: dump_stmt(d, k->node, last); break;
        case K_DECL: dump_decl(d, k->node, last); break;
        case K_ATTR: dump_attr(d, k->node, last); break;
        case K_NULL: dump_null(d, last); break;
        case K_LABEL: dump_label(d, k->label, k->sub, last); break;
        }
    }
}

/* ---- expressions -------------------------------------------------------- */

static const char *expr_name(const Expr *e)
{
    switch (e->kind) {
    case EXPR_INT: return "IntegerLiteral";
    case EXPR_FLOAT: return "FloatingLiteral";
    case EXPR_CHAR: return "CharacterLiteral";
    case EXPR_STRING: return "StringLiteral";
    case EXPR_IDENT: return "DeclRefExpr";
    case EXPR_PAREN: return "ParenExpr";
    case EXPR_UNARY: return "UnaryOperator";
    case EXPR_BINARY: return "BinaryOperator";
    case EXPR_ASSIGN: return e->bop == BO_ASSIGN ? "BinaryOperator" : "CompoundAssignOperator";
    case EXPR_COND: return "ConditionalOperator";
    case EXPR_COMMA: return "BinaryOperator";
    case EXPR_CALL: return "CallExpr";
    case EXPR_INDEX: return "ArraySubscriptExpr";
    case EXPR_MEMBER: return "MemberExpr";
    case EXPR_CAST: return "CStyleCastExpr";
    case EXPR_SIZEOF:
    case EXPR_VEC_STEP:
    case EXPR_ALIGNOF: return "UnaryExprOrTypeTraitExpr";
    case EXPR_OFFSETOF: return "OffsetOfExpr";
    case EXPR_INIT_LIST: return "InitListExpr";
    case EXPR_DESIGNATED: return "DesignatedInitExpr";
    case EXPR_COMPOUND_LIT: return "CompoundLiteralExpr";
    case EXPR_STMT_EXPR: return "StmtExpr";
    case EXPR_CONV: return e->implicit ? "ImplicitCastExpr" : "CStyleCastExpr";
    case EXPR_SPLAT: return "SplatExpr";
    case EXPR_VEC_LIT: return "VectorLiteral";
    case EXPR_SWIZZLE: return "SwizzleExpr";
    case EXPR_ASTYPE: return "AsTypeExpr";
    case EXPR_CONVERT: return "ConvertExpr";
    case EXPR_BUILTIN: return "BuiltinCallExpr";
    case EXPR_PRINTF: return "PrintfCallExpr";
    case EXPR_ERROR: return "RecoveryExpr";
    }
    return "Expr";
}

static void put_expr_details(Dumper *d, const Expr *e)
{
    static const char *const rounding[] = {"", "rte", "rtz", "rtp", "rtn"};
    switch (e->kind) {
    case EXPR_INT:
        sb_printf(d->out, " %llu", (unsigned long long)e->ival);
        if (e->int_suffix & 1) sb_putc(d->out, 'u'); /* IntSuffix: 1 u, 2 l */
        if (e->int_suffix & 2) sb_putc(d->out, 'l');
        break;
    case EXPR_FLOAT: sb_printf(d->out, " %.17g%s", e->fval, e->float_single ? "f" : e->float_half ? "h" : ""); break;
    case EXPR_CHAR: sb_printf(d->out, " %lld", (long long)(int64_t)e->ival); break;
    case EXPR_STRING:
        sb_putc(d->out, ' ');
        put_escaped(d, e->str, e->strlen);
        break;
    case EXPR_IDENT:
        sb_printf(d->out, " '%s'", e->name ? e->name : "");
        if (e->tname) sb_puts(d->out, " (type)");
        break;
    case EXPR_UNARY:
        sb_printf(d->out, " %s '%s'", e->uop == UO_POSTINC || e->uop == UO_POSTDEC ? "postfix" : "prefix",
                  ast_unary_op_spelling(e->uop));
        break;
    case EXPR_BINARY: sb_printf(d->out, " '%s'", ast_binary_op_spelling(e->bop)); break;
    case EXPR_ASSIGN:
        if (e->bop == BO_ASSIGN)
            sb_puts(d->out, " '='");
        else
            sb_printf(d->out, " '%s='", ast_binary_op_spelling(e->bop));
        break;
    case EXPR_COMMA: sb_puts(d->out, " ','"); break;
    case EXPR_MEMBER:
        sb_printf(d->out, " %s%s", e->arrow ? "->" : ".", e->member ? e->member : "");
        if (e->type && e->lhs) sb_printf(d->out, " offset=%lld", (long long)e->field_offset);
        break;
    case EXPR_INIT_LIST:
        if (e->type && type_is_record(e->type->unqual) && e->type->unqual->rec.is_union)
            sb_printf(d->out, " member=%u", e->init_member);
        break;
    case EXPR_SIZEOF:
    case EXPR_VEC_STEP:
    case EXPR_ALIGNOF:
    case EXPR_OFFSETOF:
    case EXPR_COMPOUND_LIT:
    case EXPR_CAST:
        if (e->kind == EXPR_SIZEOF || e->kind == EXPR_VEC_STEP || e->kind == EXPR_ALIGNOF)
            sb_puts(d->out, e->kind == EXPR_SIZEOF ? " sizeof" : e->kind == EXPR_ALIGNOF ? " alignof" : " vec_step");
        if (e->tname) {
            sb_puts(d->out, " type='");
            put_source(d, e->tname->loc);
            sb_putc(d->out, '\'');
        }
        break;
    case EXPR_SWIZZLE:
        sb_puts(d->out, " lanes=");
        for (int i = 0; i < e->ncomps && i < 16; i++) sb_printf(d->out, "%s%u", i ? "," : "", e->comps[i]);
        break;
    case EXPR_CONVERT:
        if (e->sat) sb_puts(d->out, " sat");
        if (e->round > RM_DEFAULT && e->round <= RM_RTN) sb_printf(d->out, " %s", rounding[e->round]);
        break;
    case EXPR_BUILTIN: sb_printf(d->out, " builtin=%d", (int)e->builtin); break;
    default: break;
    }
}

static void dump_expr(Dumper *d, const Expr *e, bool last)
{
    if (!e) {
        dump_null(d, last);
        return;
    }
    line_begin(d, last);
    sb_puts(d->out, expr_name(e));
    put_range(d, e->loc);
    put_type(d, e->type);
    if (e->type && e->lvalue) sb_puts(d->out, " lvalue");
    put_expr_details(d, e);
    if (e->is_const && e->type && e->kind != EXPR_INT && e->kind != EXPR_CHAR)
        sb_printf(d->out, " value=%lld", (long long)e->cval);
    sb_putc(d->out, '\n');

    push_prefix(d, last);
    Kids ks = {0};
    switch (e->kind) {
    case EXPR_PAREN:
    case EXPR_UNARY:
    case EXPR_CAST:
    case EXPR_CONV:
    case EXPR_SPLAT:
    case EXPR_SWIZZLE:
    case EXPR_ASTYPE:
    case EXPR_CONVERT:
    case EXPR_SIZEOF:
    case EXPR_VEC_STEP:
    case EXPR_ALIGNOF:
    case EXPR_OFFSETOF:
    case EXPR_COMPOUND_LIT:
        if (e->operand) kid(&ks, K_EXPR, e->operand);
        dump_kids(d, &ks);
        break;
    case EXPR_BINARY:
    case EXPR_ASSIGN:
    case EXPR_COMMA:
    case EXPR_INDEX:
    case EXPR_DESIGNATED:
        if (e->lhs) kid(&ks, K_EXPR, e->lhs);
        kid(&ks, K_EXPR, e->rhs);
        dump_kids(d, &ks);
        break;
    case EXPR_MEMBER:
        if (e->lhs) kid(&ks, K_EXPR, e->lhs);
        dump_kids(d, &ks);
        break;
    case EXPR_STMT_EXPR:
        kid(&ks, K_STMT, e->block);
        dump_kids(d, &ks);
        break;
    case EXPR_COND:
        kid(&ks, K_EXPR, e->cond);
        kid(&ks, K_EXPR, e->lhs);
        kid(&ks, K_EXPR, e->rhs);
        dump_kids(d, &ks);
        break;
    case EXPR_CALL:
        if (e->callee) dump_expr(d, e->callee, e->args.n == 0);
        for (int i = 0; i < e->args.n; i++) dump_expr(d, e->args.items[i], i == e->args.n - 1);
        break;
    case EXPR_INIT_LIST:
    case EXPR_VEC_LIT:
    case EXPR_BUILTIN:
    case EXPR_PRINTF:
        for (int i = 0; i < e->args.n; i++) dump_expr(d, e->args.items[i], i == e->args.n - 1);
        break;
    default: break;
    }
    pop_prefix(d);
}

/* ---- statements --------------------------------------------------------- */

static void dump_stmt(Dumper *d, const Stmt *s, bool last)
{
    if (!s) {
        dump_null(d, last);
        return;
    }
    if (s->kind == STMT_EXPR) {
        /* As clang: an expression statement is its expression. */
        dump_expr(d, s->expr, last);
        return;
    }
    static const char *const names[] = {
        [STMT_COMPOUND] = "CompoundStmt",
        [STMT_DECL] = "DeclStmt",
        [STMT_EXPR] = "ExprStmt",
        [STMT_NULL] = "NullStmt",
        [STMT_IF] = "IfStmt",
        [STMT_WHILE] = "WhileStmt",
        [STMT_DO] = "DoStmt",
        [STMT_FOR] = "ForStmt",
        [STMT_SWITCH] = "SwitchStmt",
        [STMT_CASE] = "CaseStmt",
        [STMT_DEFAULT] = "DefaultStmt",
        [STMT_BREAK] = "BreakStmt",
        [STMT_CONTINUE] = "ContinueStmt",
        [STMT_RETURN] = "ReturnStmt",
        [STMT_LABEL] = "LabelStmt",
        [STMT_GOTO] = "GotoStmt",
        [STMT_ERROR] = "RecoveryStmt",
    };
    line_begin(d, last);
    sb_puts(d->out, names[s->kind]);
    put_range(d, s->loc);
    if (s->kind == STMT_IF && s->else_body) sb_puts(d->out, " has_else");
    if (s->kind == STMT_LABEL || s->kind == STMT_GOTO) sb_printf(d->out, " '%s'", s->label ? s->label : "");
    if (s->kind == STMT_CASE && s->expr && s->expr->is_const) sb_printf(d->out, " value=%lld", (long long)s->case_val);
    sb_putc(d->out, '\n');

    push_prefix(d, last);
    Kids ks = {0};
    switch (s->kind) {
    case STMT_COMPOUND:
        for (int i = 0; i < s->items.n; i++) dump_stmt(d, s->items.items[i], i == s->items.n - 1);
        break;
    case STMT_DECL:
        for (int i = 0; i < s->decls.n; i++) dump_decl(d, s->decls.items[i], i == s->decls.n - 1);
        break;
    case STMT_IF:
        kid(&ks, K_EXPR, s->expr);
        kid(&ks, K_STMT, s->body);
        if (s->else_body) kid(&ks, K_STMT, s->else_body);
        break;
    case STMT_WHILE:
    case STMT_SWITCH:
        kid(&ks, K_EXPR, s->expr);
        kid(&ks, K_STMT, s->body);
        break;
    case STMT_DO:
        kid(&ks, K_STMT, s->body);
        kid(&ks, K_EXPR, s->expr);
        break;
    case STMT_FOR:
        if (s->init)
            kid(&ks, K_STMT, s->init);
        else
            kid(&ks, K_NULL, NULL);
        if (s->expr)
            kid(&ks, K_EXPR, s->expr);
        else
            kid(&ks, K_NULL, NULL);
        if (s->inc)
            kid(&ks, K_EXPR, s->inc);
        else
            kid(&ks, K_NULL, NULL);
        kid(&ks, K_STMT, s->body);
        break;
    case STMT_CASE:
        kid(&ks, K_EXPR, s->expr);
        kid(&ks, K_STMT, s->body);
        break;
    case STMT_DEFAULT:
    case STMT_LABEL: kid(&ks, K_STMT, s->body); break;
    case STMT_RETURN:
        if (s->expr) kid(&ks, K_EXPR, s->expr);
        break;
    default: break;
    }
    dump_kids(d, &ks);
    pop_prefix(d);
}

/* ---- declarations ------------------------------------------------------- */

static const char *decl_name(const Decl *dc)
{
    switch (dc->kind) {
    case DECL_VAR: return "VarDecl";
    case DECL_PARAM: return "ParmVarDecl";
    case DECL_FUNC: return "FunctionDecl";
    case DECL_TYPEDEF: return "TypedefDecl";
    case DECL_FIELD: return "FieldDecl";
    case DECL_ENUM_CONST: return "EnumConstantDecl";
    case DECL_TAG: return "TagDecl";
    }
    return "Decl";
}

static void dump_decl(Dumper *d, const Decl *dc, bool last)
{
    line_begin(d, last);
    sb_puts(d->out, decl_name(dc));
    put_range(d, dc->range);
    put_point(d, dc->loc);
    sb_printf(d->out, " %s", dc->name ? dc->name : "<unnamed>");
    /* The type once sema gave it one; the syntax it came from always. */
    bool typed = dc->type != NULL;
    if (typed) {
        put_type(d, dc->type);
        if (dc->is_kernel) sb_puts(d->out, " kernel");
        if (dc->mangled) sb_printf(d->out, " mangled='%s'", dc->mangled);
        if (dc->kind == DECL_VAR && dc->as) sb_printf(d->out, " %s", as_word(dc->as));
    }
    if (dc->invalid) sb_puts(d->out, " invalid");
    if (dc->spec) put_spec(d, dc->spec);
    if (dc->dtor && dc->dtor->chunks) put_chunks(d, dc->dtor);
    if (dc->init && dc->kind != DECL_FIELD) sb_puts(d->out, " cinit");
    if (dc->kind == DECL_FIELD && dc->init) sb_puts(d->out, " bitfield");
    if (dc->kind == DECL_ENUM_CONST && typed) sb_printf(d->out, " value=%lld", (long long)dc->enum_value);
    sb_putc(d->out, '\n');

    push_prefix(d, last);
    /* The struct, union or enum body its specifiers define, once. */
    const TagSpec *tg = NULL;
    if (dc->spec && dc->spec->tag && dc->spec->tag->has_body && dc->spec != d->tag_shown) {
        tg = dc->spec->tag;
        d->tag_shown = dc->spec;
    }
    /* Children: attributes, the declarator's array sizes and parameters,
     * the initializer, the body.  Collected so the last one is known. */
    int n = 0;
    const Attr *attrs[2] = {dc->spec ? dc->spec->attrs : NULL, dc->dtor ? dc->dtor->attrs : NULL};
    for (int i = 0; i < 2; i++)
        for (const Attr *a = attrs[i]; a; a = a->next) n++;
    for (const DeclChunk *c = dc->dtor ? dc->dtor->chunks : NULL; c; c = c->next) {
        if (c->kind == DC_ARRAY && c->size && !typed) n++;
        if (c->kind == DC_FUNCTION) n += c->params.n;
    }
    if (dc->init) n++;
    if (dc->body) n++;
    if (tg) {
        for (const Attr *a = tg->attrs; a; a = a->next) n++;
        n += tg->members.n;
    }

    int i = 0;
    if (tg) {
        for (const Attr *a = tg->attrs; a; a = a->next) dump_attr(d, a, ++i == n);
        for (int k = 0; k < tg->members.n; k++) dump_decl(d, tg->members.items[k], ++i == n);
    }
    for (int j = 0; j < 2; j++)
        for (const Attr *a = attrs[j]; a; a = a->next) dump_attr(d, a, ++i == n);
    for (const DeclChunk *c = dc->dtor ? dc->dtor->chunks : NULL; c; c = c->next) {
        if (c->kind == DC_ARRAY && c->size && !typed) dump_label(d, "ArraySize", c->size, ++i == n);
        if (c->kind == DC_FUNCTION)
            for (int k = 0; k < c->params.n; k++) dump_decl(d, c->params.items[k], ++i == n);
    }
    if (dc->init) dump_expr(d, dc->init, ++i == n);
    if (dc->body) dump_stmt(d, dc->body, ++i == n);
    pop_prefix(d);
}

/* ---- entry points ------------------------------------------------------- */

void ast_dump_typed(const TranslationUnit *tu, SourceMgr *sm, TypeTable *tt, StrBuf *out)
{
    Dumper d = {out, sm, tt, 0, {0}, NULL};
    for (uint32_t id = 1; id <= sm->nfiles; id++) {
        SrcFile *f = sm_file(sm, id);
        if (f && !f->is_builtin && !f->included_from.file) {
            d.main_file = id;
            break;
        }
    }
    sb_puts(out, "TranslationUnit\n");
    for (int i = 0; tu && i < tu->decls.n; i++) dump_decl(&d, tu->decls.items[i], i == tu->decls.n - 1);
    sb_free(&d.prefix);
}

void ast_dump(const TranslationUnit *tu, struct SourceMgr *sm, StrBuf *out) { ast_dump_typed(tu, sm, NULL, out); }
