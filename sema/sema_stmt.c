/*
 * sema_stmt.c - statements: scopes, conditions, loops and switches, jumps,
 * returns, labels.  break/continue are bound to their loop or switch here
 * (Stmt.target), case values are folded and checked for duplicates, and
 * gotos are resolved against the function's labels at its end, so codegen
 * only follows pointers.
 */
#include "sema/sema_int.h"

#include <stdlib.h>
#include <string.h>

static void check_stmt(Sema *S, Stmt *s);

static void jump_push(Sema *S, Stmt *s)
{
    if (S->njump == S->jump_cap) {
        int nc = S->jump_cap ? S->jump_cap * 2 : 16;
        Stmt **ns = realloc(S->jump_stack, sizeof(Stmt *) * (size_t)nc);
        if (ns) S->jump_stack = ns;
        int *ne = ns ? realloc(S->jump_stmt_expr, sizeof(int) * (size_t)nc) : NULL;
        if (!ne) {
            S->a->oom = true;
            return;
        }
        S->jump_stmt_expr = ne;
        S->jump_cap = nc;
    }
    S->jump_stmt_expr[S->njump] = S->stmt_expr;
    S->jump_stack[S->njump++] = s;
}

/* Whether statement expression `id` is `outer` or inside it. */
static bool stmt_expr_within(Sema *S, int id, int outer)
{
    for (; id; id = S->stmt_exprs[id].parent)
        if (id == outer) return true;
    return outer == 0;
}

void sema_stmt_expr_block(Sema *S, Expr *e)
{
    if (S->nstmt_expr + 1 >= S->stmt_expr_cap) {
        int nc = S->stmt_expr_cap ? S->stmt_expr_cap * 2 : 16;
        void *np = realloc(S->stmt_exprs, sizeof *S->stmt_exprs * (size_t)nc);
        if (!np) {
            S->a->oom = true;
            return;
        }
        S->stmt_exprs = np;
        S->stmt_expr_cap = nc;
    }
    int id = ++S->nstmt_expr, outer = S->stmt_expr;
    S->stmt_exprs[id].parent = outer;
    S->stmt_exprs[id].loc = e->loc;
    S->stmt_expr = id;
    check_stmt(S, e->block);
    S->stmt_expr = outer;
}

/* The `(` of statement expression `id`. */
static Loc stmt_expr_open(Sema *S, int id)
{
    Loc l = S->stmt_exprs[id].loc;
    if (!l.exp) l.len = 1;
    return l;
}

static void jump_pop(Sema *S)
{
    if (S->njump) S->njump--;
}

static Stmt *innermost(Sema *S, bool loops_only)
{
    for (int i = S->njump - 1; i >= 0; i--) {
        Stmt *t = S->jump_stack[i];
        if (!loops_only || t->kind != STMT_SWITCH) return t;
    }
    return NULL;
}

static Stmt *innermost_switch(Sema *S, int *stmt_expr)
{
    for (int i = S->njump - 1; i >= 0; i--)
        if (S->jump_stack[i]->kind == STMT_SWITCH) {
            *stmt_expr = S->jump_stmt_expr[i];
            return S->jump_stack[i];
        }
    return NULL;
}

void sema_local_decl_stmt(Sema *S, Stmt *s)
{
    for (int i = 0; i < s->decls.n; i++) {
        Decl *d = s->decls.items[i];
        if (d->kind == DECL_TAG)
            sema_tag_decl(S, d);
        else
            sema_declare_var(S, d, false);
    }
}

static void check_body(Sema *S, Stmt *body)
{
    /* A sub-statement is a scope of its own (C99 6.8.4p3, 6.8.5p5). */
    scope_push(S);
    check_stmt(S, body);
    scope_pop(S);
}

static void check_return(Sema *S, Stmt *s)
{
    Decl *fn = S->func;
    Type *rt = fn && fn->type && type_is_func(fn->type) ? fn->type->fn.ret->unqual : S->t_error;
    if (!s->expr) {
        if (!type_is_void(rt) && !type_is_error(rt))
            diag_error(S->d, s->loc, "non-void function '%s' should return a value", fn->name);
        return;
    }
    Expr *e = sema_rvalue(S, s->expr);
    if (type_is_void(rt)) {
        if (!type_is_error(e->type) && !type_is_void(e->type->unqual))
            diag_add_range(diag_error(S->d, s->loc, "void function '%s' should not return a value", fn->name), e->loc);
        s->expr = e;
        return;
    }
    if (type_is_void(e->type->unqual)) {
        diag_add_range(diag_error(S->d, e->loc, "returning 'void' from a function with incompatible result type '%s'",
                                  sema_type_str(S, rt)),
                       e->loc);
        s->expr = sema_error_expr(S, e);
        return;
    }
    s->expr = sema_convert_to(S, e, rt, "returning", e->loc);
}

static void check_switch(Sema *S, Stmt *s)
{
    Expr *c = sema_rvalue(S, s->expr);
    Type *t = c->type->unqual;
    if (!type_is_error(t) && !type_is_integer(t)) {
        diag_add_range(diag_error(S->d, c->loc, "statement requires expression of integer type ('%s' invalid)",
                                  sema_type_str(S, t)),
                       c->loc);
        c = sema_error_expr(S, c);
    } else if (type_is_integer(t) && type_int_rank(t) < type_int_rank(S->t_int)) {
        c = sema_cast(S, c, S->t_int);
    }
    s->expr = c;
    jump_push(S, s);
    check_body(S, s->body);
    jump_pop(S);
}

static void check_case(Sema *S, Stmt *s)
{
    int sw_stmt_expr = 0;
    Stmt *sw = innermost_switch(S, &sw_stmt_expr);
    if (sw && sw_stmt_expr != S->stmt_expr) {
        /* GNU: a switch cannot jump into a statement expression (clang's
         * words); the case is checked, and not added to the switch. */
        Diagnostic *dg = diag_error(S->d, s->loc, "cannot jump from switch statement to this case label");
        diag_note(dg, S->d, stmt_expr_open(S, S->stmt_expr), "jump enters a statement expression");
        if (s->kind == STMT_CASE) sema_rvalue(S, s->expr);
        check_stmt(S, s->body);
        return;
    }
    if (!sw) {
        diag_error(S->d, s->loc, "'%s' statement not in switch statement", s->kind == STMT_CASE ? "case" : "default");
        if (s->kind == STMT_CASE) sema_rvalue(S, s->expr);
        check_stmt(S, s->body);
        return;
    }
    if (s->kind == STMT_DEFAULT) {
        for (int i = 0; i < sw->cases.n; i++) {
            Stmt *o = sw->cases.items[i];
            if (o->kind == STMT_DEFAULT) {
                Diagnostic *dg = diag_error(S->d, s->loc, "multiple default labels in one switch");
                diag_note(dg, S->d, o->loc, "previous case defined here");
                break;
            }
        }
        ptrvec_push(S->a, &sw->cases, s);
        check_stmt(S, s->body);
        return;
    }
    Expr *v = sema_rvalue(S, s->expr);
    s->expr = v;
    int64_t cv;
    if (type_is_error(v->type)) {
        /* reported */
    } else if (!sema_int_const(S, v, &cv)) {
        diag_add_range(diag_error(S->d, v->loc, "expression is not an integer constant expression"), v->loc);
    } else {
        Type *st = sw->expr->type->unqual;
        if (type_is_integer(st)) {
            Expr *conv = sema_cast(S, v, st);
            cv = conv->is_const ? conv->cval : cv;
        }
        s->case_val = cv;
        bool dup = false;
        for (int i = 0; i < sw->cases.n; i++) {
            Stmt *o = sw->cases.items[i];
            if (o->kind == STMT_CASE && o->case_val == cv && !dup) {
                Diagnostic *dg = diag_error(S->d, v->loc, "duplicate case value '%lld'", (long long)cv);
                diag_add_range(dg, v->loc);
                diag_note(dg, S->d, o->expr->loc, "previous case defined here");
                dup = true;
            }
        }
        if (!dup) ptrvec_push(S->a, &sw->cases, s);
    }
    check_stmt(S, s->body);
}

static void check_stmt(Sema *S, Stmt *s)
{
    if (!s) return;
    if (diag_should_stop(S->d)) return;
    if (++S->expr_depth > (S->c->opts ? S->c->opts->limits.max_expr_depth : 256) * 4 + 64) {
        /* The parser bounds nesting; this guards sema's own recursion. */
        S->expr_depth--;
        return;
    }
    switch (s->kind) {
    case STMT_COMPOUND:
        scope_push(S);
        for (int i = 0; i < s->items.n; i++) check_stmt(S, s->items.items[i]);
        scope_pop(S);
        break;
    case STMT_DECL: sema_local_decl_stmt(S, s); break;
    case STMT_EXPR: s->expr = sema_rvalue(S, s->expr); break;
    case STMT_NULL:
    case STMT_ERROR: break;
    case STMT_IF:
        s->expr = sema_condition(S, s->expr, "'if'");
        check_body(S, s->body);
        if (s->else_body) check_body(S, s->else_body);
        break;
    case STMT_WHILE:
        s->expr = sema_condition(S, s->expr, "'while'");
        jump_push(S, s);
        check_body(S, s->body);
        jump_pop(S);
        break;
    case STMT_DO:
        jump_push(S, s);
        check_body(S, s->body);
        jump_pop(S);
        s->expr = sema_condition(S, s->expr, "'do-while'");
        break;
    case STMT_FOR:
        scope_push(S);
        if (s->init) check_stmt(S, s->init);
        if (s->expr) s->expr = sema_condition(S, s->expr, "'for'");
        if (s->inc) s->inc = sema_rvalue(S, s->inc);
        jump_push(S, s);
        check_body(S, s->body);
        jump_pop(S);
        scope_pop(S);
        break;
    case STMT_SWITCH: check_switch(S, s); break;
    case STMT_CASE:
    case STMT_DEFAULT: check_case(S, s); break;
    case STMT_BREAK:
        s->target = innermost(S, false);
        if (!s->target) diag_error(S->d, s->loc, "'break' statement not in loop or switch statement");
        break;
    case STMT_CONTINUE:
        s->target = innermost(S, true);
        if (!s->target) diag_error(S->d, s->loc, "'continue' statement not in loop statement");
        break;
    case STMT_RETURN: check_return(S, s); break;
    case STMT_LABEL:
        for (int i = 0; i < S->labels.n; i++) {
            Stmt *o = S->labels.items[i];
            if (!strcmp(o->label, s->label)) {
                Diagnostic *dg = diag_error(S->d, s->label_loc, "redefinition of label '%s'", s->label);
                diag_note(dg, S->d, o->label_loc, "previous definition is here");
                break;
            }
        }
        ptrvec_push(S->a, &S->labels, s);
        ptrvec_push(S->a, &S->label_stmt_expr, (void *)(intptr_t)S->stmt_expr);
        check_stmt(S, s->body);
        break;
    case STMT_GOTO:
        ptrvec_push(S->a, &S->gotos, s);
        ptrvec_push(S->a, &S->goto_stmt_expr, (void *)(intptr_t)S->stmt_expr);
        break;
    }
    S->expr_depth--;
}

/* True if control can reach the end of s (a conservative approximation used
 * only for the missing-return warning). */
static bool falls_through(Stmt *s)
{
    if (!s) return true;
    switch (s->kind) {
    case STMT_RETURN: return false;
    case STMT_GOTO: return false;
    case STMT_COMPOUND:
        for (int i = 0; i < s->items.n; i++)
            if (!falls_through(s->items.items[i])) return false;
        return true;
    case STMT_IF: return !s->else_body || falls_through(s->body) || falls_through(s->else_body);
    case STMT_WHILE:
    case STMT_FOR:
        /* while(1) / for(;;) without a break never falls through. */
        if (!s->expr || (s->expr->is_const && s->expr->cval)) return false;
        return true;
    case STMT_DO: return true;
    case STMT_LABEL:
    case STMT_CASE:
    case STMT_DEFAULT: return falls_through(s->body);
    case STMT_ERROR: return false; /* unknown after a syntax error: do not warn */
    default: return true;
    }
}

void sema_function_body(Sema *S, Decl *fn)
{
    S->func = fn;
    S->labels.n = 0;
    S->gotos.n = 0;
    S->label_stmt_expr.n = 0;
    S->goto_stmt_expr.n = 0;
    S->nstmt_expr = 0;
    S->stmt_expr = 0;
    S->nundeclared = 0;
    S->njump = 0;
    int first_diag = S->d->n;
    scope_push(S);
    for (int i = 0; i < fn->params.n; i++) {
        Decl *p = fn->params.items[i];
        if (!p->name) continue; /* duplicates were reported (and unnamed) by declare_function */
        sema_warn_shadow(S, p);
        scope_bind(S, p);
    }
    /* The body's braces share the parameters' scope (C99 6.2.1p4). */
    Stmt *b = fn->body;
    for (int i = 0; i < b->items.n; i++) check_stmt(S, b->items.items[i]);
    scope_pop(S);
    for (int i = 0; i < S->gotos.n; i++) {
        Stmt *g = S->gotos.items[i];
        bool found = false;
        for (int j = 0; j < S->labels.n && !found; j++) {
            Stmt *l = S->labels.items[j];
            if (strcmp(l->label, g->label)) continue;
            found = true;
            /* GNU: no jump into a statement expression (clang's words). */
            int into = (int)(intptr_t)S->label_stmt_expr.items[j];
            if (stmt_expr_within(S, (int)(intptr_t)S->goto_stmt_expr.items[i], into)) {
                g->target = l;
            } else {
                Diagnostic *dg = diag_error(S->d, g->loc, "cannot jump from this goto statement to its label");
                diag_note(dg, S->d, stmt_expr_open(S, into), "jump enters a statement expression");
            }
        }
        if (!found) diag_error(S->d, g->label_loc, "use of undeclared label '%s'", g->label);
    }
    Type *rt = fn->type->fn.ret->unqual;
    if (!type_is_void(rt) && !type_is_error(rt) && falls_through(b) && strcmp(fn->name, "main") != 0) {
        Loc end = b->loc;
        if (end.len) {
            end.off += end.len - 1;
            end.len = 1;
        }
        diag_warning(S->d, W_RETURN_TYPE, end, "non-void function does not return a value in all control paths");
    }
    sema_warn_function_end(S, fn, first_diag);
    S->func = NULL;
}
