/*
 * codegen.c - from a checked translation unit to LLVM IR: the generation
 * step of the pipeline (cg_generate), and the helpers every codegen file
 * uses (internal errors, the side table, declarations, allocas).
 *
 * cg_generate() builds one CgContext (cg_internal.h) over a module whose
 * target machine already exists (cg_module.c: the data layout decides
 * sizes, so it must exist before the first type is asked about), then
 * walks the program-scope declarations in source order: a function
 * definition gets its body, a variable its initializer.  Functions and
 * program-scope variables are created lazily and found again by name in
 * the module (C gives them one namespace, and a name lookup cannot go
 * stale the way a pointer cached in the AST would if the tree were lowered
 * twice), so a call to a function defined later, a redeclaration and a
 * block-scope extern all reach the same LLVM value; a function nobody
 * calls or defines is never declared, as in clang.  Only function-scope
 * objects are found through a side table of the lowering (CgContext.addrs,
 * keyed by the Decl), set when their declaration is lowered, before any
 * use; the AST itself is never written.
 *
 * A failure here is always a codegen bug: it is reported as an internal
 * error naming the input (cg_internal_error; only the first of a lowering,
 * as the rest would follow from it) and the step returns COMPILE_INTERNAL;
 * nothing is printed and nothing aborts.  All LLVM errors (char* messages
 * and LLVMErrorRef) go through cg_report_internal/cg_check_error.  The
 * pipeline verifies the module after this step (cg_verify).
 *
 * Linkage: program-scope functions and variables are external unless
 * declared static; kernels are ordinary external functions taking their
 * arguments (the runtime wraps them for work-groups; on a PTX target they
 * are .entry functions instead, cg_ptx.c).  Every object and pointer is
 * in the LLVM address space the target row gives its OpenCL one
 * (cg_type.c).  Function-scope
 * variables that are not private (static, local, constant) are internal
 * globals named "function.variable", as clang names them.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "support/stack.h"
#include "parser/type.h"

/* ------------------------------------------------------------------ */
/* Internal errors                                                    */

const char *cg_input_name(Compilation *c)
{
    SrcFile *f = c->main_file ? sm_file(&c->sm, c->main_file) : NULL;
    return f && f->name ? f->name : "<input>";
}

static void report_internal_v(Compilation *c, Loc loc, const char *fmt, va_list ap)
{
    char *msg = arena_vprintf(&c->arena, fmt, ap);
    diag_error(&c->diag, loc, "internal error: %s (while compiling '%s')", msg, cg_input_name(c));
}

CompileStatus cg_report_internal(Compilation *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    report_internal_v(c, loc_none(), fmt, ap);
    va_end(ap);
    return COMPILE_INTERNAL;
}

void cg_internal_error(CgContext *ctx, Loc loc, const char *fmt, ...)
{
    /* The first one is the bug; what follows from it would only cascade. */
    if (ctx->failed) return;
    ctx->failed = true;
    va_list ap;
    va_start(ap, fmt);
    report_internal_v(ctx->c, loc, fmt, ap);
    va_end(ap);
}

bool cg_check_error(Compilation *c, LLVMErrorRef err, const char *what)
{
    if (!err) return false;
    char *msg = LLVMGetErrorMessage(err); /* consumes err */
    cg_report_internal(c, "%s: %s", what, msg);
    LLVMDisposeErrorMessage(msg);
    return true;
}

/* ------------------------------------------------------------------ */
/* The side table                                                     */

static unsigned ptr_hash(const void *p)
{
    uintptr_t x = (uintptr_t)p;
    x ^= x >> 17;
    x *= 0x9E3779B97F4A7C15ull;
    return (unsigned)(x >> 32);
}

void *cg_map_get(const CgMap *m, const void *key)
{
    if (!m->cap) return NULL;
    for (unsigned i = ptr_hash(key) & (m->cap - 1); m->keys[i]; i = (i + 1) & (m->cap - 1))
        if (m->keys[i] == key) return m->vals[i];
    return NULL;
}

static void map_insert(CgMap *m, const void *key, void *val)
{
    unsigned i = ptr_hash(key) & (m->cap - 1);
    while (m->keys[i] && m->keys[i] != key) i = (i + 1) & (m->cap - 1);
    m->n += !m->keys[i];
    m->keys[i] = key;
    m->vals[i] = val;
}

void cg_map_put(Arena *a, CgMap *m, const void *key, void *val)
{
    if (2 * (m->n + 1) > m->cap) { /* at most half full */
        unsigned cap = m->cap ? 2 * m->cap : 64;
        const void **keys = ARENA_ARRAY(a, const void *, cap);
        void **vals = ARENA_ARRAY(a, void *, cap);
        if (a->oom) {
            if (m->n + 1 < m->cap) map_insert(m, key, val); /* still room, if crowded */
            return;
        }
        CgMap grown = {keys, vals, cap, 0};
        for (unsigned i = 0; i < m->cap; i++)
            if (m->keys[i]) map_insert(&grown, m->keys[i], m->vals[i]);
        *m = grown;
    }
    map_insert(m, key, val);
}

/* ------------------------------------------------------------------ */
/* Declarations                                                       */

static Decl *canon(Decl *d) { return d->canon ? d->canon : d; }

static LLVMAttributeRef enum_attr(CgContext *ctx, const char *name)
{
    return LLVMCreateEnumAttribute(ctx->ctx, LLVMGetEnumAttributeKindForName(name, strlen(name)), 0);
}

static void add_string_attr(CgContext *ctx, LLVMValueRef fn, const char *k, const char *v)
{
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                            LLVMCreateStringAttribute(ctx->ctx, k, (unsigned)strlen(k), v, (unsigned)strlen(v)));
}


CgFnAbi *cg_fn_abi(CgContext *ctx, Decl *d)
{
    Decl *c = canon(d);
    CgFnAbi *abi = cg_map_get(&ctx->abis, c);
    if (!abi) {
        abi = cg_abi_of(ctx, d->type);
        cg_map_put(&ctx->c->arena, &ctx->abis, c, abi);
    }
    return abi;
}

LLVMValueRef cg_function(CgContext *ctx, Decl *d)
{
    Type *fty = cg_unqual(d->type);
    CgFnAbi *abi = cg_fn_abi(ctx, d);
    LLVMTypeRef lty = abi->fnty;
    const char *sym = cg_fn_symbol(d);
    LLVMValueRef fn = LLVMGetNamedFunction(ctx->mod, sym);
    if (fn) {
        if (LLVMGlobalGetValueType(fn) != lty)
            cg_internal_error(ctx, d->loc, "function '%s' was already declared with another LLVM type", sym);
        return fn;
    }
    fn = LLVMAddFunction(ctx->mod, sym, lty);
    cg_abi_attrs(ctx, fn, abi, fty, false, 0);
    if (d->is_kernel || canon(d)->is_kernel) add_string_attr(ctx, fn, "oclc-abi", cg_abi_signature(ctx, abi));
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, enum_attr(ctx, "nounwind"));
    /* __attribute__((noinline)) / ((always_inline)) (sema merged them
     * into the first declaration; kernels have neither). */
    DeclInlining inl = (DeclInlining)canon(d)->inlining;
    if (inl != INLINING_DEFAULT)
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                enum_attr(ctx, inl == INLINING_NEVER ? "noinline" : "alwaysinline"));
    return fn;
}

LLVMValueRef cg_runtime_fn(CgContext *ctx, const char *name, LLVMTypeRef fnty)
{
    LLVMValueRef fn = LLVMGetNamedFunction(ctx->mod, name);
    if (!fn) {
        fn = LLVMAddFunction(ctx->mod, name, fnty);
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, enum_attr(ctx, "nounwind"));
    }
    return fn;
}

/* Read-only objects: the constant address space, or const elements. */
static bool is_constant_object(Decl *d)
{
    Type *t = d->type;
    while (t->kind == TY_ARRAY) t = t->arr.elem;
    return d->as == AS_CONSTANT || (t->quals & Q_CONST);
}

/* In the LLVM address space of the object's OpenCL one (a kernel's local
 * variable in 3, a program-scope one in 1 or 4 on NVPTX). */
unsigned cg_decl_align(Decl *d)
{
    int64_t a = type_align(cg_unqual(d->type));
    return (unsigned)(d->align > a ? d->align : a);
}

static LLVMValueRef new_global(CgContext *ctx, Decl *d, const char *name)
{
    /* `extern struct S s;` of a struct this unit never completes: only its
     * address is used, so any type will do for the declaration. */
    Type *el = cg_unqual(d->type);
    while (el->kind == TY_ARRAY) el = cg_unqual(el->arr.elem);
    bool opaque = !type_is_complete(el) && (el->kind == TY_RECORD || el->kind == TY_ENUM);
    LLVMTypeRef lty = opaque ? ctx->t_i8 : cg_mem_type(ctx, d->type);
    if (!opaque) cg_check_layout(ctx, d->type, lty);
    LLVMValueRef g = LLVMAddGlobalInAddressSpace(ctx->mod, lty, name, cg_object_space(ctx, d->as));
    LLVMSetAlignment(g, cg_decl_align(d));
    LLVMSetGlobalConstant(g, is_constant_object(d));
    return g;
}

LLVMValueRef cg_global_var(CgContext *ctx, Decl *d)
{
    LLVMValueRef g = LLVMGetNamedGlobal(ctx->mod, d->name);
    return g ? g : new_global(ctx, canon(d), d->name);
}

/* Gives global g its initializer.  A constant whose type differs from the
 * global's (an array with a long zero tail is {[k x T], [n-k x T]}; an
 * extern declared with [] is completed by its definition) has the bytes of
 * the object, so the global is remade with the constant's type and every
 * use moved to it. */
/* Marks g as one of the program's variables in the global address space
 * (see CG_GLOBAL_VARIABLE_MD). */
static void mark_global_variable(CgContext *ctx, LLVMValueRef g, Decl *d)
{
    if (d->as != AS_GLOBAL) return;
    unsigned kind = LLVMGetMDKindIDInContext(ctx->ctx, CG_GLOBAL_VARIABLE_MD, (unsigned)strlen(CG_GLOBAL_VARIABLE_MD));
    LLVMGlobalSetMetadata(g, kind, LLVMMDNodeInContext2(ctx->ctx, NULL, 0));
}

static LLVMValueRef set_initializer(CgContext *ctx, LLVMValueRef g, LLVMValueRef init)
{
    if (LLVMTypeOf(init) == LLVMGlobalGetValueType(g)) {
        LLVMSetInitializer(g, init);
        return g;
    }
    LLVMValueRef ng =
        LLVMAddGlobalInAddressSpace(ctx->mod, LLVMTypeOf(init), "", LLVMGetPointerAddressSpace(LLVMTypeOf(g)));
    LLVMSetLinkage(ng, LLVMGetLinkage(g));
    LLVMSetAlignment(ng, LLVMGetAlignment(g));
    LLVMSetGlobalConstant(ng, LLVMIsGlobalConstant(g));
    LLVMSetInitializer(ng, init);
    LLVMReplaceAllUsesWith(g, ng);
    size_t len;
    const char *name = LLVMGetValueName2(g, &len);
    char *copy = arena_strndup(&ctx->c->arena, name, len);
    LLVMDeleteGlobal(g);
    LLVMSetValueName2(ng, copy, len);
    return ng;
}

LLVMValueRef cg_static_local(CgContext *ctx, Decl *d)
{
    /* One object however many times the body is lowered: a kernel's
     * work-item variant (cg_kernel.c) shares its plain function's statics. */
    LLVMValueRef g = cg_map_get(&ctx->addrs, d);
    if (g) return g;
    const char *fname = ctx->fn_decl ? ctx->fn_decl->name : "global";
    g = new_global(ctx, d, arena_printf(&ctx->c->arena, "%s.%s", fname, d->name));
    LLVMSetLinkage(g, LLVMInternalLinkage);
    /* local memory has no initializer in OpenCL; zero it like static storage
     * on the CPU.  PTX shared memory cannot have one (clang leaves it undef). */
    LLVMValueRef init = d->init && d->as != AS_LOCAL ? cg_const_init(ctx, d->type, d->init) : NULL;
    if (!init && d->as == AS_LOCAL && ctx->target->kernel_abi == KERNEL_ABI_PTX_ENTRY)
        init = LLVMGetUndef(cg_mem_type(ctx, d->type));
    g = set_initializer(ctx, g, init ? init : LLVMConstNull(cg_mem_type(ctx, d->type)));
    mark_global_variable(ctx, g, d);
    cg_map_put(&ctx->c->arena, &ctx->addrs, d, g);
    return g;
}

/* In the entry block, in the data layout's alloca address space; where
 * the target numbers private memory differently (NVPTX: allocas in 0,
 * private 5), the object's address is the alloca cast to the private
 * space, right after it, so every use sees a private pointer. */
LLVMValueRef cg_alloca(CgContext *ctx, Type *t, const char *name) { return cg_alloca_aligned(ctx, t, name, 0); }

LLVMValueRef cg_alloca_aligned(CgContext *ctx, Type *t, const char *name, unsigned align)
{
    LLVMTypeRef lty = cg_mem_type(ctx, t);
    cg_check_layout(ctx, t, lty);
    LLVMValueRef next =
        ctx->last_alloca ? LLVMGetNextInstruction(ctx->last_alloca) : LLVMGetFirstInstruction(ctx->entry);
    if (next)
        LLVMPositionBuilderBefore(ctx->ab, next);
    else
        LLVMPositionBuilderAtEnd(ctx->ab, ctx->entry);
    LLVMValueRef a = LLVMBuildAlloca(ctx->ab, lty, name ? name : "");
    unsigned natural = (unsigned)type_align(cg_unqual(t));
    LLVMSetAlignment(a, align > natural ? align : natural);
    ctx->last_alloca = a;
    unsigned private_as = cg_addr_space(ctx, AS_PRIVATE);
    if (ctx->target->alloca_as != private_as)
        ctx->last_alloca = a = LLVMBuildAddrSpaceCast(ctx->ab, a, LLVMPointerTypeInContext(ctx->ctx, private_as), "");
    return a;
}

/* ------------------------------------------------------------------ */
/* Definitions                                                        */

static bool is_static(Decl *d) { return d->storage == SC_STATIC || canon(d)->storage == SC_STATIC; }

static void define_function(CgContext *ctx, Decl *d)
{
    LLVMValueRef fn = cg_function(ctx, d);
    if (LLVMCountBasicBlocks(fn)) {
        cg_internal_error(ctx, d->loc, "function '%s' is defined twice", d->name);
        return;
    }
    if (is_static(d)) LLVMSetLinkage(fn, LLVMInternalLinkage);
    /* The function-level twins of the instruction flags, which the back
     * end reads. */
    static const struct {
        LLVMFastMathFlags flag;
        const char *attr;
    } fp_attrs[] = {
        {LLVMFastMathAllowReassoc, "unsafe-fp-math"},    {LLVMFastMathNoNaNs, "no-nans-fp-math"},
        {LLVMFastMathNoInfs, "no-infs-fp-math"},         {LLVMFastMathNoSignedZeros, "no-signed-zeros-fp-math"},
        {LLVMFastMathApproxFunc, "approx-func-fp-math"},
    };
    for (size_t i = 0; i < sizeof fp_attrs / sizeof fp_attrs[0]; i++)
        if (ctx->fmf & fp_attrs[i].flag) add_string_attr(ctx, fn, fp_attrs[i].attr, "true");
    if (ctx->opts->denorms_are_zero) add_string_attr(ctx, fn, "denormal-fp-math-f32", "preserve-sign,preserve-sign");
    cg_abi_name_params(ctx, fn, cg_fn_abi(ctx, d), d, 0);
    cg_function_body(ctx, d);
}

static void define_global(CgContext *ctx, Decl *d)
{
    LLVMValueRef g = cg_global_var(ctx, d);
    if (is_static(d)) LLVMSetLinkage(g, LLVMInternalLinkage);
    if (d->init) {
        LLVMValueRef init = cg_const_init(ctx, d->type, d->init);
        if (init) g = set_initializer(ctx, g, init);
    } else if (d->storage != SC_EXTERN && !LLVMGetInitializer(g)) {
        /* A tentative definition: zero unless a later one initializes it. */
        g = set_initializer(ctx, g, LLVMConstNull(cg_mem_type(ctx, d->type)));
    }
    if (d->storage != SC_EXTERN) mark_global_variable(ctx, g, d);
}

static void lower_decls(CgContext *ctx, TranslationUnit *tu)
{
    for (int i = 0; i < tu->decls.n && !ctx->failed && !diag_should_stop(&ctx->c->diag); i++) {
        Decl *d = tu->decls.items[i];
        if (d->invalid) continue;
        if (d->kind == DECL_FUNC && d->body && !d->is_builtin)
            define_function(ctx, d);
        else if (d->kind == DECL_VAR)
            define_global(ctx, d);
    }
}

/* ------------------------------------------------------------------ */
/* Generation                                                         */

/* What the -cl-* math options allow, as clang maps them. */
static LLVMFastMathFlags fast_math_flags(const Options *o)
{
    if (o->fast_relaxed_math) return LLVMFastMathAll;
    LLVMFastMathFlags f = 0;
    if (o->unsafe_math)
        f |= LLVMFastMathAllowReassoc | LLVMFastMathNoSignedZeros | LLVMFastMathAllowReciprocal |
             LLVMFastMathAllowContract | LLVMFastMathApproxFunc;
    if (o->finite_math_only) f |= LLVMFastMathNoNaNs | LLVMFastMathNoInfs;
    if (o->no_signed_zeros) f |= LLVMFastMathNoSignedZeros;
    if (o->mad_enable) f |= LLVMFastMathAllowContract;
    return f;
}

static void context_init(CgContext *ctx, Compilation *c, CgModule *m)
{
    memset(ctx, 0, sizeof *ctx);
    ctx->c = c;
    ctx->opts = c->opts;
    ctx->target = c->opts->target;
    ctx->types = c->types;
    ctx->ctx = m->ctx;
    ctx->mod = m->mod;
    ctx->td = LLVMGetModuleDataLayout(m->mod);
    ctx->native_fp_round = cg_target_has_fp_round(&m->target);
    ctx->math_isa = cg_math_isa(&m->target);
    ctx->b = LLVMCreateBuilderInContext(m->ctx);
    ctx->ab = LLVMCreateBuilderInContext(m->ctx);
    ctx->t_void = LLVMVoidTypeInContext(m->ctx);
    ctx->t_i1 = LLVMInt1TypeInContext(m->ctx);
    ctx->t_i8 = LLVMInt8TypeInContext(m->ctx);
    ctx->t_i16 = LLVMInt16TypeInContext(m->ctx);
    ctx->t_i32 = LLVMInt32TypeInContext(m->ctx);
    ctx->t_i64 = LLVMInt64TypeInContext(m->ctx);
    ctx->t_half = LLVMHalfTypeInContext(m->ctx);
    ctx->t_float = LLVMFloatTypeInContext(m->ctx);
    ctx->t_double = LLVMDoubleTypeInContext(m->ctx);
    ctx->t_ptr = LLVMPointerTypeInContext(m->ctx, 0);
    ctx->fmf = fast_math_flags(c->opts);
    /* Sema bounds nesting by max_expr_depth; its rewrites add a few nodes
     * per level (conversions, splats), hence the slack. */
    int lim = c->opts->limits.max_expr_depth;
    ctx->max_depth = (lim > 0 ? lim : 256) * 4 + 64;
}

typedef struct LowerJob {
    CgContext *ctx;
    TranslationUnit *tu;
} LowerJob;

static void lower_job(void *p)
{
    LowerJob *j = p;
    lower_decls(j->ctx, j->tu);
    if (j->ctx->failed || diag_has_errors(&j->ctx->c->diag)) return;
    /* The target's kernel ABI: work-group entry points (cg_kernel.c) or
     * PTX .entry functions (cg_ptx.c). */
    if (j->ctx->target->kernel_abi == KERNEL_ABI_CPU_WORK_GROUP)
        cg_kernels(j->ctx, j->tu);
    else
        cg_ptx_kernels(j->ctx, j->tu);
}

CompileStatus cg_generate(Compilation *c, CgModule *m, TranslationUnit *tu)
{
    m->c = c;
    m->unverified = true;
    CgContext ctx;
    context_init(&ctx, c, m);
    /* Lowering recurses over the tree: on a stack sized for the nesting
     * limits (support/stack.c), whoever calls (a host thread, for the JIT). */
    LowerJob job = {&ctx, tu};
    if (!stack_run(&c->opts->limits, lower_job, &job))
        cg_internal_error(&ctx, loc_none(), "cannot reserve the stack the nesting limits need");
    LLVMDisposeBuilder(ctx.b);
    LLVMDisposeBuilder(ctx.ab);
    if (c->arena.oom) return COMPILE_OUT_OF_MEMORY;
    if (ctx.failed) return COMPILE_INTERNAL;
    return compilation_status(c);
}
