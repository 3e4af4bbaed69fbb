/*
 * cg_stmt.c - function bodies: statements and control flow.
 *
 * The shapes are clang's, with its block names (if.then, for.cond,
 * sw.bb ...), so -O0 IR reads like clang's to anyone who knows it.
 *
 * Blocks are created detached and placed at the end of the function when
 * code starts going into them, so the layout follows the source.  Two
 * invariants keep every block well formed:
 *
 *   - nothing is emitted after a terminator: after return, break, continue
 *     or goto the insertion block is closed, and the next statement that
 *     emits code opens a fresh block with no predecessors (dead code is
 *     still lowered, because a label inside it may be jumped to);
 *   - every block ends in a terminator: entering a block branches to it
 *     from an open one (fall-through), and the end of the function closes
 *     the last open block with a return (of zero when a value is expected:
 *     falling off the end of a non-void function is undefined in C, but
 *     OpenCL programs do it by mistake, and zero keeps -O0 and -O2 agreed);
 *     a block left detached (made, never reached) is placed and closed
 *     with `unreachable`.
 *
 * break and continue find their targets on a stack of CgJump records that
 * lives on the C stack; sema has bound each to its statement (Stmt.target),
 * so the lookup is by identity, with the innermost suitable one as the
 * fallback.  A label's block is made on first use, by the goto or by the
 * label itself, and kept in the lowering's side table (CgContext.labels)
 * with the function it belongs to.
 *
 * Locals and parameters live in entry-block allocas (codegen.c:
 * cg_alloca); SROA/mem2reg turn them into registers from -O1.
 */
#include <string.h>

#include "codegen/cg_internal.h"

/* ------------------------------------------------------------------ */
/* Blocks                                                             */

LLVMBasicBlockRef cg_new_block(CgContext *ctx, const char *name)
{
    LLVMBasicBlockRef bb = LLVMCreateBasicBlockInContext(ctx->ctx, name);
    ptrvec_push(&ctx->c->arena, &ctx->blocks, bb);
    return bb;
}

void cg_enter_block(CgContext *ctx, LLVMBasicBlockRef bb)
{
    if (!LLVMGetBasicBlockParent(bb)) LLVMAppendExistingBasicBlock(ctx->fn, bb);
    LLVMPositionBuilderAtEnd(ctx->b, bb);
}

bool cg_block_terminated(CgContext *ctx)
{
    LLVMBasicBlockRef bb = LLVMGetInsertBlock(ctx->b);
    return !bb || LLVMGetBasicBlockTerminator(bb);
}

static void branch(CgContext *ctx, LLVMBasicBlockRef to)
{
    if (!cg_block_terminated(ctx)) LLVMBuildBr(ctx->b, to);
}

void cg_start_block(CgContext *ctx, LLVMBasicBlockRef bb)
{
    branch(ctx, bb);
    cg_enter_block(ctx, bb);
}

/* Code after a terminator goes into a fresh block nothing branches to. */
static void ensure_open_block(CgContext *ctx)
{
    if (cg_block_terminated(ctx)) cg_enter_block(ctx, cg_new_block(ctx, "dead"));
}

static LLVMBasicBlockRef label_block(CgContext *ctx, Stmt *s, const char *name)
{
    CgLabel *l = cg_map_get(&ctx->labels, s);
    if (!l || l->fn != ctx->fn) {
        l = ARENA_NEW(&ctx->c->arena, CgLabel);
        l->fn = ctx->fn;
        l->bb = cg_new_block(ctx, name);
        cg_map_put(&ctx->c->arena, &ctx->labels, s, l);
    }
    return l->bb;
}

/* ------------------------------------------------------------------ */
/* Statements                                                         */

static void stmt(CgContext *ctx, Stmt *s);
static void cg_stmt(CgContext *ctx, Stmt *s);

LLVMValueRef cg_stmt_expr(CgContext *ctx, Expr *e)
{
    const PtrVec *items = &e->block->items;
    Stmt *last = items->n ? items->items[items->n - 1] : NULL;
    bool value = !type_is_void(cg_unqual(e->type)) && last;
    for (int i = 0; i < items->n - (value ? 1 : 0); i++) cg_stmt(ctx, items->items[i]);
    if (!value || ctx->failed) {
        ensure_open_block(ctx);
        return value ? LLVMGetPoison(cg_type(ctx, e->type)) : NULL;
    }
    /* The value's statement, through the labels sema looked through. */
    for (; last->kind == STMT_LABEL; last = last->body) cg_start_block(ctx, label_block(ctx, last, last->label));
    ensure_open_block(ctx);
    LLVMValueRef v = cg_expr(ctx, last->expr);
    ensure_open_block(ctx);
    return v;
}

static void cg_stmt(CgContext *ctx, Stmt *s)
{
    if (!s || ctx->failed) return;
    if (++ctx->depth > ctx->max_depth)
        cg_internal_error(ctx, s->loc, "statement nesting deeper than sema allows");
    else
        stmt(ctx, s);
    ctx->depth--;
}

static LLVMValueRef condition(CgContext *ctx, Expr *e) { return cg_to_bool(ctx, cg_expr(ctx, e), e->type); }

static void decl_stmt(CgContext *ctx, Decl *d)
{
    if (d->kind != DECL_VAR || d->invalid || d->storage == SC_EXTERN)
        return; /* typedefs, function declarations; externs are found by name */
    if (d->as == AS_LOCAL && ctx->wi_state) {
        /* per work-group memory (cg_kernel.c) */
        cg_map_put(&ctx->c->arena, &ctx->addrs, d, cg_wi_local_var(ctx, d));
        return;
    }
    if (d->storage == SC_STATIC || d->as == AS_LOCAL || d->as == AS_CONSTANT || d->as == AS_GLOBAL) {
        cg_static_local(ctx, d);
        return;
    }
    LLVMValueRef a = cg_alloca_aligned(ctx, d->type, d->name, cg_decl_align(d));
    cg_map_put(&ctx->c->arena, &ctx->addrs, d, a);
    if (d->init) cg_init_memory(ctx, a, d->type, d->init);
}

static void if_stmt(CgContext *ctx, Stmt *s)
{
    LLVMValueRef c = condition(ctx, s->expr);
    LLVMBasicBlockRef then_bb = cg_new_block(ctx, "if.then");
    LLVMBasicBlockRef else_bb = s->else_body ? cg_new_block(ctx, "if.else") : NULL;
    LLVMBasicBlockRef end = cg_new_block(ctx, "if.end");
    LLVMBuildCondBr(ctx->b, c, then_bb, else_bb ? else_bb : end);
    cg_enter_block(ctx, then_bb);
    cg_stmt(ctx, s->body);
    branch(ctx, end);
    if (else_bb) {
        cg_enter_block(ctx, else_bb);
        cg_stmt(ctx, s->else_body);
        branch(ctx, end);
    }
    cg_enter_block(ctx, end);
}

static void loop_body(CgContext *ctx, Stmt *loop, Stmt *body, LLVMBasicBlockRef brk, LLVMBasicBlockRef cont)
{
    CgJump j = {loop, brk, cont, ctx->jumps};
    ctx->jumps = &j;
    cg_stmt(ctx, body);
    ctx->jumps = j.outer;
}

static void while_stmt(CgContext *ctx, Stmt *s)
{
    LLVMBasicBlockRef cond = cg_new_block(ctx, "while.cond");
    LLVMBasicBlockRef body = cg_new_block(ctx, "while.body");
    LLVMBasicBlockRef end = cg_new_block(ctx, "while.end");
    cg_start_block(ctx, cond);
    LLVMBuildCondBr(ctx->b, condition(ctx, s->expr), body, end);
    cg_enter_block(ctx, body);
    loop_body(ctx, s, s->body, end, cond);
    branch(ctx, cond);
    cg_enter_block(ctx, end);
}

static void do_stmt(CgContext *ctx, Stmt *s)
{
    LLVMBasicBlockRef body = cg_new_block(ctx, "do.body");
    LLVMBasicBlockRef cond = cg_new_block(ctx, "do.cond");
    LLVMBasicBlockRef end = cg_new_block(ctx, "do.end");
    cg_start_block(ctx, body);
    loop_body(ctx, s, s->body, end, cond);
    cg_start_block(ctx, cond);
    LLVMBuildCondBr(ctx->b, condition(ctx, s->expr), body, end);
    cg_enter_block(ctx, end);
}

static void for_stmt(CgContext *ctx, Stmt *s)
{
    cg_stmt(ctx, s->init);
    LLVMBasicBlockRef cond = cg_new_block(ctx, "for.cond");
    LLVMBasicBlockRef body = cg_new_block(ctx, "for.body");
    LLVMBasicBlockRef inc = s->inc ? cg_new_block(ctx, "for.inc") : cond;
    LLVMBasicBlockRef end = cg_new_block(ctx, "for.end");
    cg_start_block(ctx, cond);
    if (s->expr)
        LLVMBuildCondBr(ctx->b, condition(ctx, s->expr), body, end);
    else
        LLVMBuildBr(ctx->b, body);
    cg_enter_block(ctx, body);
    loop_body(ctx, s, s->body, end, inc);
    if (s->inc) {
        cg_start_block(ctx, inc);
        cg_expr(ctx, s->inc);
    }
    branch(ctx, cond);
    cg_enter_block(ctx, end);
}

static void switch_stmt(CgContext *ctx, Stmt *s)
{
    LLVMValueRef v = cg_expr(ctx, s->expr);
    LLVMBasicBlockRef end = cg_new_block(ctx, "sw.epilog");
    LLVMBasicBlockRef dflt = NULL;
    int ncases = 0;
    for (int i = 0; i < s->cases.n; i++) {
        Stmt *c = s->cases.items[i];
        LLVMBasicBlockRef bb = label_block(ctx, c, c->kind == STMT_DEFAULT ? "sw.default" : "sw.bb");
        if (c->kind == STMT_DEFAULT)
            dflt = bb;
        else
            ncases++;
    }
    LLVMValueRef sw = LLVMBuildSwitch(ctx->b, v, dflt ? dflt : end, (unsigned)ncases);
    for (int i = 0; i < s->cases.n; i++) {
        Stmt *c = s->cases.items[i];
        if (c->kind == STMT_CASE)
            LLVMAddCase(sw, LLVMConstInt(LLVMTypeOf(v), (unsigned long long)c->case_val, 1),
                        label_block(ctx, c, "sw.bb"));
    }
    /* Code before the first case label is unreachable: the body starts in
     * a closed block, and each case label opens its own. */
    CgJump j = {s, end, NULL, ctx->jumps};
    ctx->jumps = &j;
    cg_stmt(ctx, s->body);
    ctx->jumps = j.outer;
    cg_start_block(ctx, end);
}

/* The loop or switch a break/continue leaves: sema's binding, or the
 * innermost suitable one. */
static CgJump *jump_target(CgContext *ctx, Stmt *s, bool is_continue)
{
    for (CgJump *j = ctx->jumps; j; j = j->outer)
        if (s->target ? j->stmt == s->target : (!is_continue || j->cont)) return j;
    for (CgJump *j = ctx->jumps; j; j = j->outer)
        if (!is_continue || j->cont) return j;
    return NULL;
}

static void jump_stmt(CgContext *ctx, Stmt *s, bool is_continue)
{
    CgJump *j = jump_target(ctx, s, is_continue);
    LLVMBasicBlockRef to = j ? (is_continue ? j->cont : j->brk) : NULL;
    if (!to) {
        cg_internal_error(ctx, s->loc, "'%s' outside of a loop%s", is_continue ? "continue" : "break",
                          is_continue ? "" : " or switch");
        return;
    }
    LLVMBuildBr(ctx->b, to);
}

/* Returns v (a record's address; NULL: zero) as the convention says. */
static void return_value(CgContext *ctx, LLVMValueRef v)
{
    Type *rt = cg_unqual(ctx->ret_type);
    const CgArgAbi *a = &ctx->fn_abi->ret;
    if (type_is_void(rt) || a->kind == CG_ARG_IGNORE) {
        LLVMBuildRetVoid(ctx->b);
        return;
    }
    if (a->kind == CG_ARG_DIRECT) {
        LLVMBuildRet(ctx->b, v ? v : cg_zero(ctx, rt));
        return;
    }
    if (!v) {
        /* Off the end of a function returning a record: zero, as for
         * the other types (see the essay). */
        v = cg_alloca(ctx, rt, "retval");
        LLVMBuildMemSet(ctx->b, v, LLVMConstInt(ctx->t_i8, 0, 0),
                        LLVMConstInt(ctx->t_i64, (unsigned long long)type_size(rt), 0), (unsigned)type_align(rt));
    }
    if (a->kind == CG_ARG_INDIRECT) {
        LLVMBuildMemCpy(ctx->b, ctx->sret, (unsigned)type_align(rt), v, (unsigned)type_align(rt),
                        LLVMConstInt(ctx->t_i64, (unsigned long long)type_size(rt), 0));
        LLVMBuildRetVoid(ctx->b);
        return;
    }
    LLVMValueRef parts[2];
    cg_abi_split(ctx, a, v, 0, rt, NULL, parts);
    if (a->nparts == 1) {
        LLVMBuildRet(ctx->b, parts[0]);
        return;
    }
    LLVMBuildAggregateRet(ctx->b, parts, 2);
}

static void return_stmt(CgContext *ctx, Stmt *s)
{
    LLVMValueRef v = s->expr ? cg_expr(ctx, s->expr) : NULL;
    return_value(ctx, v);
}

static void stmt(CgContext *ctx, Stmt *s)
{
    switch (s->kind) {
    case STMT_COMPOUND:
        for (int i = 0; i < s->items.n; i++) cg_stmt(ctx, s->items.items[i]);
        return;
    case STMT_NULL: return;
    case STMT_LABEL:
        cg_start_block(ctx, label_block(ctx, s, s->label));
        cg_stmt(ctx, s->body);
        return;
    case STMT_CASE:
    case STMT_DEFAULT: {
        CgLabel *l = cg_map_get(&ctx->labels, s);
        if (!l || l->fn != ctx->fn) {
            cg_internal_error(ctx, s->loc, "case label outside of its switch");
            return;
        }
        cg_start_block(ctx, l->bb);
        cg_stmt(ctx, s->body);
        return;
    }
    default: break;
    }
    /* The statements below emit code: they need an open block. */
    ensure_open_block(ctx);
    switch (s->kind) {
    case STMT_DECL:
        for (int i = 0; i < s->decls.n; i++) decl_stmt(ctx, s->decls.items[i]);
        return;
    case STMT_EXPR:
        if (s->expr) cg_expr(ctx, s->expr);
        return;
    case STMT_IF: if_stmt(ctx, s); return;
    case STMT_WHILE: while_stmt(ctx, s); return;
    case STMT_DO: do_stmt(ctx, s); return;
    case STMT_FOR: for_stmt(ctx, s); return;
    case STMT_SWITCH: switch_stmt(ctx, s); return;
    case STMT_BREAK: jump_stmt(ctx, s, false); return;
    case STMT_CONTINUE: jump_stmt(ctx, s, true); return;
    case STMT_RETURN: return_stmt(ctx, s); return;
    case STMT_GOTO:
        if (!s->target) {
            cg_internal_error(ctx, s->loc, "goto '%s' has no label", s->label ? s->label : "");
            return;
        }
        LLVMBuildBr(ctx->b, label_block(ctx, s->target, s->target->label));
        return;
    default: cg_internal_error(ctx, s->loc, "a statement that failed to parse reached code generation"); return;
    }
}

/* ------------------------------------------------------------------ */
/* Functions                                                          */

void cg_function_body(CgContext *ctx, Decl *d) { cg_function_body_in(ctx, d, cg_function(ctx, d), 0); }

void cg_function_body_in(CgContext *ctx, Decl *d, LLVMValueRef fn, unsigned first_param)
{
    unsigned n = LLVMCountParams(fn) - first_param;
    LLVMValueRef *params = ARENA_ARRAY(&ctx->c->arena, LLVMValueRef, n ? n : 1);
    for (unsigned i = 0; i < n; i++) params[i] = LLVMGetParam(fn, first_param + i);
    cg_function_begin(ctx, d, fn, params, n);
    cg_stmt(ctx, d->body);
    cg_function_finish(ctx);
}

void cg_function_statement(CgContext *ctx, Stmt *s) { cg_stmt(ctx, s); }

void cg_function_begin(CgContext *ctx, Decl *d, LLVMValueRef fn, const LLVMValueRef *params, unsigned nparams)
{
    Type *fty = cg_unqual(d->type);
    ctx->fn_decl = d;
    ctx->fn = fn;
    ctx->ret_type = fty->fn.ret;
    ctx->jumps = NULL;
    ctx->last_alloca = NULL;
    memset(&ctx->blocks, 0, sizeof ctx->blocks);
    /* A function made with code of its own in the entry block (a
     * work-group function: cg_kernel.c) keeps it, and goes on after it. */
    ctx->entry =
        LLVMCountBasicBlocks(fn) ? LLVMGetEntryBasicBlock(fn) : LLVMAppendBasicBlockInContext(ctx->ctx, fn, "entry");
    LLVMPositionBuilderAtEnd(ctx->b, ctx->entry);

    CgFnAbi *abi = cg_fn_abi(ctx, d);
    ctx->fn_abi = abi;
    ctx->sret = abi->ret.kind == CG_ARG_INDIRECT ? params[0] : NULL;

    /* Parameters are stored to allocas, so they are lvalues like locals;
     * a record comes in as its convention has it (cg_abi.c), and one
     * passed by pointer is copied, so the caller's never changes (a
     * kernel's is the host's argument, shared by every work-item). */
    for (int i = 0; i < d->params.n && i < abi->nparams; i++) {
        Decl *p = d->params.items[i];
        const CgArgAbi *pa = &abi->params[i];
        unsigned at = abi->first[i];
        if (!p->name || (pa->kind != CG_ARG_IGNORE && at >= nparams)) continue;
        LLVMValueRef a = cg_alloca(ctx, p->type, arena_printf(&ctx->c->arena, "%s.addr", p->name));
        cg_map_put(&ctx->c->arena, &ctx->addrs, p, a);
        switch (pa->kind) {
        case CG_ARG_DIRECT: {
            CgLValue lv = {a, p->type, NULL, 0, NULL, 0};
            cg_store(ctx, lv, params[at]);
            break;
        }
        case CG_ARG_COERCE: {
            LLVMValueRef parts[2];
            for (int j = 0; j < pa->nparts; j++) parts[j] = params[at + (unsigned)j];
            cg_abi_join(ctx, pa, parts, a, p->type);
            break;
        }
        case CG_ARG_INDIRECT: {
            /* A kernel's argument bytes need not be aligned. */
            bool kernel = d->is_kernel || (d->canon && d->canon->is_kernel);
            unsigned al = (unsigned)type_align(cg_unqual(p->type));
            LLVMBuildMemCpy(ctx->b, a, al, params[at], kernel ? 1 : al,
                            LLVMConstInt(ctx->t_i64, (unsigned long long)type_size(cg_unqual(p->type)), 0));
            break;
        }
        case CG_ARG_IGNORE: break;
        }
    }
}

void cg_function_finish(CgContext *ctx)
{
    if (!cg_block_terminated(ctx)) return_value(ctx, NULL);
    for (int i = 0; i < ctx->blocks.n; i++) {
        LLVMBasicBlockRef bb = ctx->blocks.items[i];
        if (!LLVMGetBasicBlockParent(bb)) {
            cg_enter_block(ctx, bb);
            LLVMBuildUnreachable(ctx->b);
        }
    }
    LLVMClearInsertionPosition(ctx->b);
    ctx->fn_decl = NULL;
    ctx->fn = NULL;
    ctx->fn_abi = NULL;
    ctx->sret = NULL;
}
