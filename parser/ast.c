/*
 * ast.c - the AST constructors and operator spellings declared in ast.h.
 *
 * Nodes come zeroed from an arena, so a constructor only sets the kind and
 * location; everything else is filled in by whoever builds the node (the
 * parser's build.c, or sema when it rewrites a tree), including op_loc for
 * the kinds that have one (ast.h: it shares its slot with other kinds'
 * fields).  There is no destructor: the arena frees the whole tree at once.
 */
#include "parser/ast.h"

/* The sizes ast.h promises: a new field goes into a slot (or a spare
 * header byte), not next to them. */
_Static_assert(sizeof(Expr) == 96, "Expr grew: see the slot table in ast.h");
_Static_assert(sizeof(Stmt) == 64, "Stmt grew: see ast.h");

Expr *ast_expr(Arena *a, ExprKind k, Loc loc)
{
    Expr *e = ARENA_NEW(a, Expr);
    e->kind = k;
    e->loc = loc;
    return e;
}

Stmt *ast_stmt(Arena *a, StmtKind k, Loc loc)
{
    Stmt *s = ARENA_NEW(a, Stmt);
    s->kind = k;
    s->loc = loc;
    return s;
}

Decl *ast_decl(Arena *a, DeclKind k, const char *name, Loc loc)
{
    Decl *d = ARENA_NEW(a, Decl);
    d->kind = k;
    d->name = name;
    d->loc = loc;
    d->range = loc;
    return d;
}

int ast_expr_children(const Expr *e, Expr *out[3], const PtrVec **args)
{
    int n = 0;
    *args = NULL;
    switch (e->kind) {
    case EXPR_PAREN:
    case EXPR_UNARY:
    case EXPR_CAST:
    case EXPR_SIZEOF:
    case EXPR_VEC_STEP:
    case EXPR_ALIGNOF:
    case EXPR_OFFSETOF:
    case EXPR_COMPOUND_LIT:
    case EXPR_CONV:
    case EXPR_SPLAT:
    case EXPR_SWIZZLE:
    case EXPR_ASTYPE:
    case EXPR_CONVERT: out[n++] = e->operand; break;
    case EXPR_BINARY:
    case EXPR_COMMA:
    case EXPR_ASSIGN:
    case EXPR_INDEX:
    case EXPR_DESIGNATED:
        out[n++] = e->lhs;
        out[n++] = e->rhs;
        break;
    case EXPR_COND:
        out[n++] = e->cond;
        out[n++] = e->lhs;
        out[n++] = e->rhs;
        break;
    case EXPR_MEMBER: out[n++] = e->lhs; break;
    case EXPR_CALL:
        out[n++] = e->callee;
        *args = &e->args;
        break;
    case EXPR_BUILTIN:
    case EXPR_PRINTF:
    case EXPR_INIT_LIST:
    case EXPR_VEC_LIT: *args = &e->args; break;
    default:
        break; /* literals, identifiers, errors; a statement expression holds a
                       statement (e->block), which walkers that need it read */
    }
    /* A designator chain's innermost step has no lhs; an unsized sizeof
     * no operand. */
    int k = 0;
    for (int i = 0; i < n; i++)
        if (out[i]) out[k++] = out[i];
    return k;
}

void ast_stmt_children(const Stmt *s, Stmt *stmts[2], Expr *exprs[2])
{
    stmts[0] = stmts[1] = NULL;
    exprs[0] = exprs[1] = NULL;
    switch (s->kind) {
    case STMT_IF:
        exprs[0] = s->expr;
        stmts[0] = s->body;
        stmts[1] = s->else_body;
        break;
    case STMT_FOR:
        stmts[0] = s->init;
        stmts[1] = s->body;
        exprs[0] = s->expr;
        exprs[1] = s->inc;
        break;
    case STMT_WHILE:
    case STMT_DO:
    case STMT_SWITCH:
    case STMT_CASE:
        exprs[0] = s->expr;
        stmts[0] = s->body;
        break;
    case STMT_DEFAULT:
    case STMT_LABEL: stmts[0] = s->body; break;
    case STMT_EXPR:
    case STMT_RETURN: exprs[0] = s->expr; break;
    default: break; /* compound and declaration lists, jumps, ; and errors */
    }
}

const char *ast_unary_op_spelling(UnaryOp op)
{
    switch (op) {
    case UO_PLUS: return "+";
    case UO_MINUS: return "-";
    case UO_BITNOT: return "~";
    case UO_LNOT: return "!";
    case UO_ADDR: return "&";
    case UO_DEREF: return "*";
    case UO_PREINC:
    case UO_POSTINC: return "++";
    case UO_PREDEC:
    case UO_POSTDEC: return "--";
    }
    return "?";
}

const char *ast_binary_op_spelling(BinaryOp op)
{
    switch (op) {
    case BO_MUL: return "*";
    case BO_DIV: return "/";
    case BO_REM: return "%";
    case BO_ADD: return "+";
    case BO_SUB: return "-";
    case BO_SHL: return "<<";
    case BO_SHR: return ">>";
    case BO_LT: return "<";
    case BO_GT: return ">";
    case BO_LE: return "<=";
    case BO_GE: return ">=";
    case BO_EQ: return "==";
    case BO_NE: return "!=";
    case BO_AND: return "&";
    case BO_XOR: return "^";
    case BO_OR: return "|";
    case BO_LAND: return "&&";
    case BO_LOR: return "||";
    case BO_ASSIGN: return "=";
    }
    return "?";
}

const char *ast_tspec_spelling(unsigned bit)
{
    switch (bit) {
    case TS_VOID: return "void";
    case TS_BOOL: return "bool";
    case TS_CHAR: return "char";
    case TS_SHORT: return "short";
    case TS_INT: return "int";
    case TS_FLOAT: return "float";
    case TS_DOUBLE: return "double";
    case TS_HALF: return "half";
    case TS_SIGNED: return "signed";
    case TS_UNSIGNED: return "unsigned";
    case TS_COMPLEX: return "_Complex";
    case TS_IMAGINARY: return "_Imaginary";
    case TS_UCHAR: return "uchar";
    case TS_USHORT: return "ushort";
    case TS_UINT: return "uint";
    case TS_ULONG: return "ulong";
    case TS_STRUCT: return "struct";
    case TS_UNION: return "union";
    case TS_ENUM: return "enum";
    }
    return "type name";
}
