/*
 * cg_kernel.c - what a kernel needs to run over an NDRange: work-group
 * functions, work-item variants of the functions it calls, and the
 * descriptor the runtime reads (support/kernel_abi.h is the contract).
 *
 * A kernel lowered as a plain function reads its work-item ids through
 * calls of the runtime (__oclc_get_global_id(uint) ...), which is the C ABI
 * objects promise and what a C caller gets.  That is too slow to run a
 * million work-items: the call cannot be inlined, so nothing vectorizes.
 * So, after the plain lowering, cg_kernels() lowers the kernels again, and
 * every function they reach that (transitively) uses a work-item
 * function, as a *work-item variant*: `<name>.wi`, an internal function whose first
 * parameter points at the work-item state (OclcWorkItem), from which
 * cg_builtin.c reads get_global_id and friends with plain loads.  Then for
 * each kernel k it emits
 *
 *   __oclc_wg_k(void **args, const OclcWorkItem *row)
 *       runs one row of a work-group: copies the group and the row's y and
 *       z local ids into an alloca'd OclcWorkItem, loads the arguments
 *       once, and loops x over the local ids calling k.wi (always
 *       inlined).  After inlining, SROA turns the alloca into registers:
 *       the local id is the loop's induction variable and get_global_id(0)
 *       is `base + lx`, so the loop vectorizer sees `out[base + lx] = ...`
 *       and vectorizes across work-items.  The runtime loops over the
 *       rows (y, z);
 *   __oclc_item_k(void **args, OclcWorkItem *wi)
 *       instead of the loop when k may reach a barrier (a call of a
 *       convergent runtime function: barrier(), an async copy, a
 *       work-group collective): one work-item, run by the runtime as a
 *       fiber with its own stack, since a loop cannot stop every work-item
 *       at the barrier;
 *   __oclc_kernel_k, the descriptor: arguments (kind, size, name, type),
 *       the two functions, flags, the local memory the kernel declares.
 *
 * The call graph comes from the IR of the plain lowering (a call of
 * `@f` is an edge), not from the AST: it is already there and exact.
 * "May reach a barrier" is transitive and conservative: a call of a
 * function declared in the program but not defined in it (it may be in
 * another object) counts as one.
 *
 * `local` variables of a kernel cannot be globals when work-groups run in
 * parallel, so in a work-item variant each one is an offset into the
 * group's local memory (OclcWorkGroup.local_mem), which the runtime
 * allocates per group.  Offsets are laid out for all kernels of the
 * program together, so a kernel called from another kernel keeps its own.
 *
 * All of that is the same for every output, and a compiled unit carries
 * it into a link.  What only the JIT needs is added to the whole program,
 * once its units are linked, by cg_prepare_jit(): the kernel table
 * __oclc_kernels (objects have none, so that two link), and the kernels'
 * plain functions moved to a second module the JIT compiles only on
 * demand.  The symbols' names are support/kernel_abi.h's.
 */
#include <string.h>

#include <llvm-c/DebugInfo.h>

#include "codegen/cg_internal.h"
#include "support/kernel_abi.h"
#include "sema/builtins.h"

/* Field numbers of the LLVM twin of OclcWorkItem (support/kernel_abi.h). */
enum {
    WI_GLOBAL_SIZE = 0,
    WI_GLOBAL_OFFSET = 1,
    WI_ENQ_LOCAL_SIZE = 2,
    WI_LOCAL_SIZE = 3,
    WI_NUM_GROUPS = 4,
    WI_GROUP_ID = 5,
    WI_LOCAL_MEM = 6,
    WI_WORK_DIM = 7,
    WI_RESERVED = 8,
    WI_LOCAL_ID = 9,
    WI_NFIELDS = 10,
};

typedef struct FnInfo {
    Decl *decl;      /* the definition */
    LLVMValueRef fn; /* the plain function */
    LLVMValueRef wi; /* its work-item variant, when it needs one */
    int *callees;    /* indexes of defined functions it calls */
    int ncallees;
    bool uses_wi;    /* (transitively) calls a work-item function */
    bool barrier;    /* (transitively) may reach a barrier */
    bool reached;    /* reached from a kernel */
} FnInfo;

struct CgKernels {
    FnInfo *fns;
    int n;
    CgMap by_fn;          /* plain LLVM function -> FnInfo */
    CgMap by_decl;        /* canonical Decl -> FnInfo */
    LLVMTypeRef wi_type;  /* the OclcWorkItem struct */
    uint64_t local_bytes; /* `local` variables laid out so far */
};

static Decl *canon(Decl *d) { return d->canon ? d->canon : d; }

static bool has_prefix(const char *s, size_t len, const char *p)
{
    size_t n = strlen(p);
    return len >= n && memcmp(s, p, n) == 0;
}

/* ------------------------------------------------------------------ */
/* The call graph                                                     */

/* Names of functions declared in the program and not defined in it. */
static bool is_undefined_user_function(TranslationUnit *tu, const char *name, size_t len)
{
    for (int i = 0; i < tu->decls.n; i++) {
        Decl *d = tu->decls.items[i];
        if (d->kind == DECL_FUNC && !d->is_builtin && d->name && strlen(d->name) == len &&
            memcmp(d->name, name, len) == 0)
            return !canon(d)->is_defined && !d->body;
    }
    return false;
}

static void scan_calls(CgContext *ctx, CgKernels *K, TranslationUnit *tu, int i)
{
    FnInfo *f = &K->fns[i];
    int cap = 0;
    unsigned convergent = LLVMGetEnumAttributeKindForName("convergent", 10);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(f->fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
            if (!LLVMIsACallInst(in)) continue;
            LLVMValueRef callee = LLVMGetCalledValue(in);
            if (!callee || !LLVMIsAFunction(callee)) continue;
            FnInfo *g = cg_map_get(&K->by_fn, callee);
            if (g) {
                int j = (int)(g - K->fns);
                if (f->ncallees == cap) {
                    int ncap = cap ? cap * 2 : 4;
                    int *nc = ARENA_ARRAY(&ctx->c->arena, int, ncap);
                    if (f->ncallees) memcpy(nc, f->callees, sizeof(int) * (size_t)f->ncallees);
                    f->callees = nc;
                    cap = ncap;
                }
                f->callees[f->ncallees++] = j;
                continue;
            }
            size_t len;
            const char *name = LLVMGetValueName2(callee, &len);
            if (has_prefix(name, len, "__oclc_get_"))
                f->uses_wi = true;
            else if (LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, convergent))
                f->barrier = true; /* barrier(), an async copy, a collective (cg_bi_runtime_fn) */
            else if (!has_prefix(name, len, "llvm.") && !has_prefix(name, len, "__oclc_") &&
                     !LLVMCountBasicBlocks(callee) && is_undefined_user_function(tu, name, len))
                f->barrier = true; /* defined elsewhere: it may wait at a barrier */
        }
}

static void reach(CgKernels *K, int i)
{
    if (K->fns[i].reached) return;
    K->fns[i].reached = true;
    for (int j = 0; j < K->fns[i].ncallees; j++) reach(K, K->fns[i].callees[j]);
}

/* uses_wi and barrier are transitive over calls; reached from kernels. */
static void analyze(CgKernels *K)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < K->n; i++)
            for (int j = 0; j < K->fns[i].ncallees; j++) {
                FnInfo *f = &K->fns[i], *g = &K->fns[f->callees[j]];
                if ((g->uses_wi && !f->uses_wi) || (g->barrier && !f->barrier)) {
                    f->uses_wi |= g->uses_wi;
                    f->barrier |= g->barrier;
                    changed = true;
                }
            }
    }
    for (int i = 0; i < K->n; i++)
        if (K->fns[i].decl->is_kernel) reach(K, i);
}

/* ------------------------------------------------------------------ */
/* Work-item state                                                    */

static LLVMTypeRef wi_struct_type(CgContext *ctx)
{
    LLVMTypeRef a3 = LLVMArrayType2(ctx->t_i64, 3);
    LLVMTypeRef f[WI_NFIELDS] = {a3, a3, a3, a3, a3, a3, ctx->t_ptr, ctx->t_i32, ctx->t_i32, a3};
    return LLVMStructTypeInContext(ctx->ctx, f, WI_NFIELDS, 0);
}

static LLVMValueRef field_ptr(CgContext *ctx, LLVMBuilderRef b, LLVMValueRef base, int field, LLVMValueRef idx)
{
    LLVMValueRef ix[3] = {LLVMConstInt(ctx->t_i32, 0, 0), LLVMConstInt(ctx->t_i32, (unsigned)field, 0), idx};
    return LLVMBuildInBoundsGEP2(b, ctx->kernels->wi_type, base, ix, idx ? 3 : 2, "");
}

static LLVMValueRef load_at(LLVMBuilderRef b, LLVMTypeRef t, LLVMValueRef p, unsigned align, const char *name)
{
    LLVMValueRef v = LLVMBuildLoad2(b, t, p, name);
    LLVMSetAlignment(v, align);
    return v;
}

static void store_at(LLVMBuilderRef b, LLVMValueRef v, LLVMValueRef p, unsigned align)
{
    LLVMSetAlignment(LLVMBuildStore(b, v, p), align);
}

LLVMValueRef cg_wi_field(CgContext *ctx, int field, LLVMValueRef dim, uint64_t neutral)
{
    LLVMValueRef st = ctx->wi_state;
    static const int fields[] = {
        [CG_WI_GLOBAL_SIZE] = WI_GLOBAL_SIZE,
        [CG_WI_GLOBAL_OFFSET] = WI_GLOBAL_OFFSET,
        [CG_WI_ENQ_LOCAL_SIZE] = WI_ENQ_LOCAL_SIZE,
        [CG_WI_LOCAL_SIZE] = WI_LOCAL_SIZE,
        [CG_WI_NUM_GROUPS] = WI_NUM_GROUPS,
        [CG_WI_GROUP_ID] = WI_GROUP_ID,
        [CG_WI_LOCAL_ID] = WI_LOCAL_ID,
    };
    if (field == CG_WI_WORK_DIM)
        return load_at(ctx->b, ctx->t_i32, field_ptr(ctx, ctx->b, st, WI_WORK_DIM, NULL), 4, "work_dim");
    int f = fields[field];
    /* A constant dimension (the usual case) is a plain load, or the
     * neutral value past the third; otherwise the index is clamped and
     * the result selected, as the dimension may be anything. */
    if (LLVMIsAConstantInt(dim)) {
        unsigned long long d = LLVMConstIntGetZExtValue(dim);
        if (d > 2) return LLVMConstInt(ctx->t_i64, neutral, 0);
        return load_at(ctx->b, ctx->t_i64, field_ptr(ctx, ctx->b, st, f, LLVMConstInt(ctx->t_i32, d, 0)), 8, "");
    }
    LLVMValueRef in_range = LLVMBuildICmp(ctx->b, LLVMIntULT, dim, LLVMConstInt(LLVMTypeOf(dim), 3, 0), "dim.ok");
    LLVMValueRef idx = LLVMBuildSelect(ctx->b, in_range, dim, LLVMConstInt(LLVMTypeOf(dim), 0, 0), "");
    LLVMValueRef v = load_at(ctx->b, ctx->t_i64, field_ptr(ctx, ctx->b, st, f, idx), 8, "");
    return LLVMBuildSelect(ctx->b, in_range, v, LLVMConstInt(ctx->t_i64, neutral, 0), "");
}

/* A kernel's `local` variable in a work-item variant: its offset in the
 * group's local memory, computed in the entry block. */
LLVMValueRef cg_wi_local_var(CgContext *ctx, Decl *d)
{
    CgKernels *K = ctx->kernels;
    Type *t = cg_unqual(d->type);
    uint64_t align = cg_decl_align(d), size = (uint64_t)type_size(t);
    if (align < 16) align = 16;
    uint64_t off = (K->local_bytes + align - 1) & ~(align - 1);
    K->local_bytes = off + (size ? size : 1);
    LLVMValueRef first = LLVMGetFirstInstruction(ctx->entry);
    while (first && LLVMIsAAllocaInst(first)) first = LLVMGetNextInstruction(first);
    if (first)
        LLVMPositionBuilderBefore(ctx->ab, first);
    else
        LLVMPositionBuilderAtEnd(ctx->ab, ctx->entry);
    LLVMValueRef mem =
        load_at(ctx->ab, ctx->t_ptr, field_ptr(ctx, ctx->ab, ctx->wi_state, WI_LOCAL_MEM, NULL), 8, "local_mem");
    LLVMValueRef ix = LLVMConstInt(ctx->t_i64, off, 0);
    return LLVMBuildInBoundsGEP2(ctx->ab, ctx->t_i8, mem, &ix, 1, d->name ? d->name : "");
}

/* ------------------------------------------------------------------ */
/* Work-item variants                                                 */

static LLVMAttributeRef enum_attr(CgContext *ctx, const char *name)
{
    return LLVMCreateEnumAttribute(ctx->ctx, LLVMGetEnumAttributeKindForName(name, strlen(name)), 0);
}

static LLVMValueRef declare_variant(CgContext *ctx, FnInfo *f)
{
    LLVMTypeRef plain = LLVMGlobalGetValueType(f->fn);
    unsigned np = LLVMCountParamTypes(plain);
    LLVMTypeRef *pt = ARENA_ARRAY(&ctx->c->arena, LLVMTypeRef, np + 1);
    pt[0] = ctx->t_ptr;
    LLVMGetParamTypes(plain, pt + 1);
    LLVMTypeRef ty = LLVMFunctionType(LLVMGetReturnType(plain), pt, np + 1, 0);
    LLVMValueRef fn = LLVMAddFunction(ctx->mod, arena_printf(&ctx->c->arena, "%s.wi", cg_fn_symbol(f->decl)), ty);
    LLVMSetLinkage(fn, LLVMInternalLinkage);
    /* The plain function's attributes (nounwind, the fast-math strings). */
    unsigned na = LLVMGetAttributeCountAtIndex(f->fn, LLVMAttributeFunctionIndex);
    if (na) {
        LLVMAttributeRef *as = ARENA_ARRAY(&ctx->c->arena, LLVMAttributeRef, na);
        LLVMGetAttributesAtIndex(f->fn, LLVMAttributeFunctionIndex, as);
        for (unsigned i = 0; i < na; i++) LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, as[i]);
    }
    cg_abi_attrs(ctx, fn, cg_fn_abi(ctx, f->decl), cg_unqual(f->decl->type), false, 1);
    /* A kernel body is inlined into its work-group loop (that is the point);
     * other functions are left to the inliner. */
    if (f->decl->is_kernel) LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, enum_attr(ctx, "alwaysinline"));
    LLVMSetValueName2(LLVMGetParam(fn, 0), "wi", 2);
    cg_abi_name_params(ctx, fn, cg_fn_abi(ctx, f->decl), f->decl, 1);
    return fn;
}

static LLVMValueRef call_variant(CgContext *ctx, LLVMBuilderRef b, FnInfo *f, LLVMValueRef state, LLVMValueRef *args,
                                 int n)
{
    LLVMValueRef *all = ARENA_ARRAY(&ctx->c->arena, LLVMValueRef, n + 1);
    all[0] = state;
    if (n) memcpy(all + 1, args, sizeof(LLVMValueRef) * (size_t)n);
    LLVMTypeRef ty = LLVMGlobalGetValueType(f->wi);
    bool is_void = LLVMGetTypeKind(LLVMGetReturnType(ty)) == LLVMVoidTypeKind;
    LLVMValueRef call = LLVMBuildCall2(b, ty, f->wi, all, (unsigned)n + 1, is_void ? "" : "call");
    cg_abi_attrs(ctx, call, cg_fn_abi(ctx, f->decl), cg_unqual(f->decl->type), true, 1);
    return call;
}

LLVMValueRef cg_wi_call(CgContext *ctx, Decl *callee, LLVMValueRef *args, int n)
{
    if (!ctx->wi_state || !ctx->kernels) return NULL;
    FnInfo *f = cg_map_get(&ctx->kernels->by_decl, canon(callee));
    if (!f || !f->wi) return NULL;
    return call_variant(ctx, ctx->b, f, ctx->wi_state, args, n);
}

static void lower_variant(CgContext *ctx, FnInfo *f)
{
    ctx->wi_state = LLVMGetParam(f->wi, 0);
    cg_function_body_in(ctx, f->decl, f->wi, 1);
    ctx->wi_state = NULL;
}

/* ------------------------------------------------------------------ */
/* Work-group and work-item entry points                              */

typedef struct KArgs {
    int n;
    LLVMValueRef *vals; /* loaded from args[i] */
} KArgs;

/* Loads every argument from `void **args` (alignment 1: the caller's
 * values need not be aligned) into what the kernel's convention takes
 * (cg_abi.c): a record by pointer is that pointer (the kernel copies it),
 * one in registers its parts.  Called in the entry block. */
static KArgs unpack_args(CgContext *ctx, FnInfo *f, LLVMValueRef args)
{
    CgFnAbi *abi = cg_fn_abi(ctx, f->decl);
    Type *fty = cg_unqual(f->decl->type);
    LLVMTypeRef plain = LLVMGlobalGetValueType(f->fn);
    KArgs ka = {(int)LLVMCountParamTypes(plain), NULL};
    LLVMTypeRef *pt = ARENA_ARRAY(&ctx->c->arena, LLVMTypeRef, ka.n ? ka.n : 1);
    LLVMGetParamTypes(plain, pt);
    ka.vals = ARENA_ARRAY(&ctx->c->arena, LLVMValueRef, ka.n ? ka.n : 1);
    for (int i = 0; i < abi->nparams && i < f->decl->params.n; i++) {
        const CgArgAbi *a = &abi->params[i];
        unsigned at = abi->first[i];
        Decl *pd = f->decl->params.items[i];
        LLVMValueRef ix = LLVMConstInt(ctx->t_i64, (unsigned)i, 0);
        LLVMValueRef slot = LLVMBuildInBoundsGEP2(ctx->b, ctx->t_ptr, args, &ix, 1, "");
        LLVMValueRef p = load_at(ctx->b, ctx->t_ptr, slot, 8, "");
        switch (a->kind) {
        case CG_ARG_DIRECT: ka.vals[at] = load_at(ctx->b, pt[at], p, 1, pd->name ? pd->name : ""); break;
        case CG_ARG_INDIRECT: ka.vals[at] = p; break;
        case CG_ARG_COERCE: {
            LLVMValueRef buf = LLVMBuildAlloca(ctx->b, LLVMArrayType2(ctx->t_i64, 2), "coerce");
            LLVMSetAlignment(buf, 16);
            cg_abi_split(ctx, a, p, 1, fty->fn.params[i], buf, ka.vals + at);
            break;
        }
        case CG_ARG_IGNORE: break;
        }
    }
    return ka;
}

static LLVMValueRef new_entry_fn(CgContext *ctx, const char *prefix, const char *kname, const char *p1)
{
    LLVMTypeRef pt[2] = {ctx->t_ptr, ctx->t_ptr};
    LLVMValueRef fn = LLVMAddFunction(ctx->mod, arena_printf(&ctx->c->arena, "%s%s", prefix, kname),
                                      LLVMFunctionType(ctx->t_void, pt, 2, 0));
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, enum_attr(ctx, "nounwind"));
    LLVMSetValueName2(LLVMGetParam(fn, 0), "args", 4);
    LLVMSetValueName2(LLVMGetParam(fn, 1), p1, strlen(p1));
    LLVMPositionBuilderAtEnd(ctx->b, LLVMAppendBasicBlockInContext(ctx->ctx, fn, "entry"));
    return fn;
}

/* __oclc_item_k(args, wi): one work-item (kernels with barriers). */
static LLVMValueRef emit_item_fn(CgContext *ctx, FnInfo *f)
{
    LLVMValueRef fn = new_entry_fn(ctx, OCLC_SYM_WORK_ITEM, f->decl->name, "wi");
    KArgs ka = unpack_args(ctx, f, LLVMGetParam(fn, 0));
    call_variant(ctx, ctx->b, f, LLVMGetParam(fn, 1), ka.vals, ka.n);
    LLVMBuildRetVoid(ctx->b);
    return fn;
}

/* !{!self, !{"llvm.loop.unroll.disable"}}: the vectorizer already
 * widens and interleaves the x loop; unrolling it further costs build
 * time for no measurable speed on kernels that stream memory. */
static LLVMValueRef loop_md(CgContext *ctx)
{
    const char *name = "llvm.loop.unroll.disable";
    LLVMMetadataRef s = LLVMMDStringInContext2(ctx->ctx, name, strlen(name));
    LLVMMetadataRef ops[2] = {LLVMTemporaryMDNode(ctx->ctx, NULL, 0), LLVMMDNodeInContext2(ctx->ctx, &s, 1)};
    LLVMMetadataRef node = LLVMMDNodeInContext2(ctx->ctx, ops, 2);
    LLVMMetadataReplaceAllUsesWith(ops[0], node); /* the node refers to itself, and frees the temporary */
    return LLVMMetadataAsValue(ctx->ctx, node);
}

/* __oclc_wg_k(args, row): the loop over the work-items of one row of a
 * group, x = 0 .. local_size[0]-1 at the row's y and z.  The y and z
 * loops are the runtime's: a 1-D range has one row per group, so the cost
 * of a row is one call, while two more loop levels here made SCEV-based
 * passes (indvars, LSR) a third of the build. */
static LLVMValueRef emit_wg_fn(CgContext *ctx, FnInfo *f)
{
    LLVMValueRef fn = new_entry_fn(ctx, OCLC_SYM_WORK_GROUP, f->decl->name, "row");
    LLVMValueRef row = LLVMGetParam(fn, 1);
    LLVMBasicBlockRef entry = LLVMGetInsertBlock(ctx->b);
    LLVMValueRef st = LLVMBuildAlloca(ctx->b, ctx->kernels->wi_type, "wi");
    LLVMSetAlignment(st, 8);

    /* Copy the group and the row into the state (SROA makes them registers). */
    LLVMValueRef lsize = NULL;
    for (int fl = WI_GLOBAL_SIZE; fl <= WI_LOCAL_ID; fl++) {
        if (fl == WI_LOCAL_MEM || fl == WI_WORK_DIM || fl == WI_RESERVED) {
            LLVMTypeRef t = fl == WI_LOCAL_MEM ? ctx->t_ptr : ctx->t_i32;
            unsigned al = fl == WI_LOCAL_MEM ? 8 : 4;
            store_at(ctx->b, load_at(ctx->b, t, field_ptr(ctx, ctx->b, row, fl, NULL), al, ""),
                     field_ptr(ctx, ctx->b, st, fl, NULL), al);
            continue;
        }
        for (unsigned d = fl == WI_LOCAL_ID ? 1 : 0; d < 3; d++) {
            LLVMValueRef ix = LLVMConstInt(ctx->t_i32, d, 0);
            LLVMValueRef v = load_at(ctx->b, ctx->t_i64, field_ptr(ctx, ctx->b, row, fl, ix), 8, "");
            store_at(ctx->b, v, field_ptr(ctx, ctx->b, st, fl, ix), 8);
            if (fl == WI_LOCAL_SIZE && d == 0) {
                /* 1 <= local size <= 2^24 (ndrange.c): the loop runs at least
                 * once and its counter cannot wrap, which spares SCEV (and
                 * the build) the proofs. */
                LLVMMetadataRef r[2] = {LLVMValueAsMetadata(LLVMConstInt(ctx->t_i64, 1, 0)),
                                        LLVMValueAsMetadata(LLVMConstInt(ctx->t_i64, (1u << 24) + 1, 0))};
                LLVMSetMetadata(v, LLVMGetMDKindIDInContext(ctx->ctx, "range", 5),
                                LLVMMetadataAsValue(ctx->ctx, LLVMMDNodeInContext2(ctx->ctx, r, 2)));
                lsize = v;
            }
        }
    }
    KArgs ka = unpack_args(ctx, f, LLVMGetParam(fn, 0));

    /* The x loop, bottom-tested: the local size is at least 1. */
    LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "lx.body");
    LLVMBuildBr(ctx->b, body);
    LLVMPositionBuilderAtEnd(ctx->b, body);
    LLVMValueRef lx = LLVMBuildPhi(ctx->b, ctx->t_i64, "lx");
    LLVMValueRef zero = LLVMConstInt(ctx->t_i64, 0, 0);
    LLVMAddIncoming(lx, &zero, &entry, 1);
    store_at(ctx->b, lx, field_ptr(ctx, ctx->b, st, WI_LOCAL_ID, LLVMConstInt(ctx->t_i32, 0, 0)), 8);
    call_variant(ctx, ctx->b, f, st, ka.vals, ka.n);
    LLVMValueRef next = LLVMBuildNUWAdd(ctx->b, lx, LLVMConstInt(ctx->t_i64, 1, 0), "");
    LLVMValueRef more = LLVMBuildICmp(ctx->b, LLVMIntULT, next, lsize, "");
    LLVMBasicBlockRef latch = LLVMGetInsertBlock(ctx->b);
    LLVMAddIncoming(lx, &next, &latch, 1);
    LLVMBasicBlockRef exit = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "exit");
    LLVMValueRef br = LLVMBuildCondBr(ctx->b, more, body, exit);
    LLVMSetMetadata(br, LLVMGetMDKindIDInContext(ctx->ctx, "llvm.loop", 9), loop_md(ctx));
    LLVMPositionBuilderAtEnd(ctx->b, exit);
    LLVMBuildRetVoid(ctx->b);
    return fn;
}

/* ------------------------------------------------------------------ */
/* Descriptors                                                        */

static LLVMValueRef cstring(CgContext *ctx, const char *s, const char *name)
{
    return cg_private_constant(ctx, LLVMConstStringInContext2(ctx->ctx, s, strlen(s), 0), name, 1);
}

static LLVMValueRef i32c(CgContext *ctx, uint64_t v) { return LLVMConstInt(ctx->t_i32, v, 0); }

static uint32_t arg_kind(Type *t)
{
    if (type_is_image(t)) return OCLC_ARG_IMAGE_DESC;
    if (type_is_opaque(t) && t->opq.kind == OPQ_SAMPLER) return OCLC_ARG_SAMPLER_BITS;
    if (!type_is_pointer(t)) return OCLC_ARG_VALUE;
    switch (type_addr_space(t->ptr.pointee)) {
    case AS_LOCAL: return OCLC_ARG_LOCAL;
    case AS_CONSTANT: return OCLC_ARG_CONSTANT;
    default: return OCLC_ARG_GLOBAL;
    }
}

static void emit_descriptor(CgContext *ctx, FnInfo *f, LLVMValueRef wg, LLVMValueRef item, uint32_t flags)
{
    Decl *d = f->decl;
    int n = d->params.n;
    LLVMTypeRef arg_ty_f[4] = {ctx->t_i32, ctx->t_i32, ctx->t_ptr, ctx->t_ptr};
    LLVMTypeRef arg_ty = LLVMStructTypeInContext(ctx->ctx, arg_ty_f, 4, 0);
    LLVMValueRef *rows = ARENA_ARRAY(&ctx->c->arena, LLVMValueRef, n ? n : 1);
    for (int i = 0; i < n; i++) {
        Decl *p = d->params.items[i];
        Type *t = cg_unqual(p->type);
        uint32_t kind = arg_kind(t);
        LLVMValueRef fs[4] = {
            i32c(ctx, kind),
            i32c(ctx, kind == OCLC_ARG_VALUE ? (uint64_t)type_size(t) : 8u),
            cstring(ctx, p->name ? p->name : "", ".arg.name"),
            cstring(ctx, type_str(ctx->types, p->type), ".arg.type"),
        };
        rows[i] = LLVMConstNamedStruct(arg_ty, fs, 4);
    }
    LLVMValueRef args = LLVMConstNull(ctx->t_ptr);
    if (n) {
        LLVMValueRef arr = LLVMConstArray2(arg_ty, rows, (uint64_t)n);
        args = LLVMAddGlobal(ctx->mod, LLVMTypeOf(arr), arena_printf(&ctx->c->arena, "__oclc_args_%s", d->name));
        LLVMSetInitializer(args, arr);
        LLVMSetLinkage(args, LLVMPrivateLinkage);
        LLVMSetGlobalConstant(args, 1);
    }
    /* The definition's, with what it inherits from earlier declarations
     * (sema settled both). */
    LLVMValueRef reqd[3];
    for (int i = 0; i < 3; i++) reqd[i] = i32c(ctx, d->reqd_wg_size[i]);
    LLVMValueRef null = LLVMConstNull(ctx->t_ptr);
    LLVMValueRef vals[10] = {
        i32c(ctx, OCLC_ABI_VERSION),
        i32c(ctx, (uint64_t)n),
        cstring(ctx, d->name, ".kernel.name"),
        args,
        wg ? wg : null,
        item ? item : null,
        LLVMConstInt(ctx->t_i64, ctx->kernels->local_bytes, 0),
        i32c(ctx, flags),
        LLVMConstArray2(ctx->t_i32, reqd, 3),
        cstring(ctx, d->kernel_attrs ? d->kernel_attrs : "", ".kernel.attributes"),
    };
    LLVMValueRef init = LLVMConstStructInContext(ctx->ctx, vals, 10, 0);
    LLVMValueRef g =
        LLVMAddGlobal(ctx->mod, LLVMTypeOf(init), arena_printf(&ctx->c->arena, OCLC_SYM_KERNEL_DESC "%s", d->name));
    LLVMSetInitializer(g, init);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetAlignment(g, 8);
}

/* ------------------------------------------------------------------ */
/* For the JIT                                                        */

/* Deleting the blocks one by one would free the entry block while later
 * blocks still use its allocas (a use after free inside LLVM).  So first
 * cut every use of every instruction, then erase the instructions, and
 * only then the blocks, which by then are used by nothing. */
static void drop_body(LLVMValueRef fn)
{
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
            LLVMTypeRef t = LLVMTypeOf(in);
            if (LLVMGetTypeKind(t) != LLVMVoidTypeKind) LLVMReplaceAllUsesWith(in, LLVMGetPoison(t));
        }
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in; (in = LLVMGetLastInstruction(bb));) LLVMInstructionEraseFromParent(in);
    for (LLVMBasicBlockRef bb; (bb = LLVMGetFirstBasicBlock(fn));) LLVMDeleteBasicBlock(bb);
}

/* The definition, in the wrappers' module, of the plain C function of the
 * kernel whose descriptor is `desc_name`: it calls the runtime's
 * __oclc_run_kernel(desc, args), which runs the kernel as one work-item. */
static void emit_wrapper(LLVMModuleRef mod, LLVMBuilderRef b, LLVMValueRef run, LLVMValueRef plain,
                         const char *desc_name)
{
    LLVMContextRef c = LLVMGetModuleContext(mod);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), i64 = LLVMInt64TypeInContext(c);
    size_t len;
    const char *name = LLVMGetValueName2(plain, &len);
    LLVMValueRef fn = LLVMAddFunction(mod, name, LLVMGlobalGetValueType(plain));
    /* The same attributes (nounwind, signext/zeroext of small parameters:
     * the C ABI of the caller's side). */
    for (int idx = -1; idx <= (int)LLVMCountParams(plain); idx++) {
        unsigned n = LLVMGetAttributeCountAtIndex(plain, (LLVMAttributeIndex)idx);
        LLVMAttributeRef as[32];
        if (!n || n > 32) continue;
        LLVMGetAttributesAtIndex(plain, (LLVMAttributeIndex)idx, as);
        for (unsigned k = 0; k < n; k++) LLVMAddAttributeAtIndex(fn, (LLVMAttributeIndex)idx, as[k]);
    }
    LLVMValueRef desc = LLVMAddGlobal(mod, LLVMInt8TypeInContext(c), desc_name); /* a declaration */
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, fn, "entry"));
    /* One slot per argument of the kernel, which the "oclc-abi" attribute
     * groups the LLVM parameters into (cg_abi_signature; a unit without
     * it has one parameter per argument): a record by pointer is its
     * pointer, one in registers is put back together in memory. */
    unsigned np = LLVMCountParams(fn), len_sig = 0;
    LLVMAttributeRef sig_attr = LLVMGetStringAttributeAtIndex(plain, LLVMAttributeFunctionIndex, "oclc-abi", 8);
    const char *sig = sig_attr ? LLVMGetStringAttributeValue(sig_attr, &len_sig) : NULL;
    unsigned nargs = sig ? len_sig : np;
    LLVMValueRef slots = LLVMBuildAlloca(b, LLVMArrayType2(ptr, nargs ? nargs : 1), "args");
    for (unsigned i = 0, at = 0; i < nargs; i++) {
        char how = sig ? sig[i] : 'd';
        LLVMValueRef slot;
        if (how == 'i') {
            slot = LLVMGetParam(fn, at++);
        } else if (how == '1' || how == '2') {
            slot = LLVMBuildAlloca(b, LLVMArrayType2(i64, 2), "");
            LLVMSetAlignment(slot, 16);
            for (int j = 0; j < how - '0'; j++) {
                LLVMValueRef ix = LLVMConstInt(i64, (unsigned)(8 * j), 0);
                LLVMValueRef dst = LLVMBuildInBoundsGEP2(b, LLVMInt8TypeInContext(c), slot, &ix, 1, "");
                LLVMSetAlignment(LLVMBuildStore(b, LLVMGetParam(fn, at++), dst), 8);
            }
        } else if (how == 'x') {
            slot = LLVMBuildAlloca(b, LLVMInt8TypeInContext(c), ""); /* an empty record */
        } else {
            LLVMValueRef p = LLVMGetParam(fn, at++);
            slot = LLVMBuildAlloca(b, LLVMTypeOf(p), "");
            LLVMBuildStore(b, p, slot);
        }
        LLVMValueRef ix = LLVMConstInt(i64, i, 0);
        LLVMBuildStore(b, slot, LLVMBuildInBoundsGEP2(b, ptr, slots, &ix, 1, ""));
    }
    LLVMValueRef args[2] = {desc, slots};
    LLVMBuildCall2(b, LLVMGlobalGetValueType(run), run, args, 2, "");
    LLVMBuildRetVoid(b);
}

/* A private constant array of pointers (NULL when empty). */
static LLVMValueRef pointer_list(LLVMModuleRef mod, LLVMValueRef *items, int n, const char *name)
{
    LLVMTypeRef ptr = LLVMPointerTypeInContext(LLVMGetModuleContext(mod), 0);
    if (!n) return LLVMConstNull(ptr);
    LLVMValueRef arr = LLVMConstArray2(ptr, items, (uint64_t)n);
    LLVMValueRef list = LLVMAddGlobal(mod, LLVMTypeOf(arr), name);
    LLVMSetInitializer(list, arr);
    LLVMSetLinkage(list, LLVMPrivateLinkage);
    LLVMSetGlobalConstant(list, 1);
    return list;
}

/* A descriptor's attribute string, from its initializer: the last field,
 * which a unit compiled before the field existed has not ("" then). */
static LLVMValueRef desc_attributes(LLVMModuleRef mod, LLVMValueRef desc, LLVMValueRef *empty)
{
    enum { ATTRIBUTES_FIELD = 9 };
    LLVMValueRef init = LLVMGetInitializer(desc);
    if (init && LLVMGetNumOperands(init) > ATTRIBUTES_FIELD) return LLVMGetOperand(init, ATTRIBUTES_FIELD);
    if (!*empty) {
        LLVMValueRef s = LLVMConstStringInContext2(LLVMGetModuleContext(mod), "", 0, 0);
        *empty = LLVMAddGlobal(mod, LLVMTypeOf(s), ".kernel.no-attributes");
        LLVMSetInitializer(*empty, s);
        LLVMSetLinkage(*empty, LLVMPrivateLinkage);
        LLVMSetGlobalConstant(*empty, 1);
    }
    return *empty;
}

/* __oclc_kernels (support/kernel_abi.h: OclcKernelTable) over the
 * descriptors, with their attribute strings.  Looking it up is also what
 * makes the JIT compile the module, so a program without kernels has one
 * too. */
/* The bytes of the variables codegen marked as the program's global ones
 * (cg_mark_global_variable). */
static uint64_t global_variable_bytes(LLVMModuleRef mod)
{
    LLVMContextRef c = LLVMGetModuleContext(mod);
    unsigned kind = LLVMGetMDKindIDInContext(c, CG_GLOBAL_VARIABLE_MD, (unsigned)strlen(CG_GLOBAL_VARIABLE_MD));
    LLVMTargetDataRef td = LLVMGetModuleDataLayout(mod);
    uint64_t total = 0;
    for (LLVMValueRef g = LLVMGetFirstGlobal(mod); g; g = LLVMGetNextGlobal(g)) {
        if (!LLVMGetInitializer(g)) continue;
        size_t n = 0;
        LLVMValueMetadataEntry *md = LLVMGlobalCopyAllMetadata(g, &n);
        for (unsigned i = 0; i < n; i++)
            if (LLVMValueMetadataEntriesGetKind(md, i) == kind) {
                total += LLVMABISizeOfType(td, LLVMGlobalGetValueType(g));
                break;
            }
        if (md) LLVMDisposeValueMetadataEntries(md);
    }
    return total;
}

static void emit_kernel_table(Arena *a, LLVMModuleRef mod, LLVMValueRef *descs, int n)
{
    LLVMContextRef c = LLVMGetModuleContext(mod);
    LLVMValueRef *attrs = ARENA_ARRAY(a, LLVMValueRef, n ? n : 1), empty = NULL;
    for (int i = 0; i < n; i++) attrs[i] = desc_attributes(mod, descs[i], &empty);
    LLVMValueRef tv[4] = {LLVMConstInt(LLVMInt64TypeInContext(c), (uint64_t)n, 0),
                          pointer_list(mod, descs, n, "__oclc_kernel_list"),
                          pointer_list(mod, attrs, n, "__oclc_kernel_attributes"),
                          LLVMConstInt(LLVMInt64TypeInContext(c), global_variable_bytes(mod), 0)};
    LLVMValueRef tinit = LLVMConstStructInContext(c, tv, 4, 0);
    LLVMValueRef table = LLVMAddGlobal(mod, LLVMTypeOf(tinit), OCLC_SYM_KERNEL_TABLE);
    LLVMSetInitializer(table, tinit);
    LLVMSetGlobalConstant(table, 1);
    LLVMSetAlignment(table, 8);
}

/*
 * The module is the program's whole code here (generated, and linked with
 * its other units), so this is where what only the JIT needs is added,
 * from the IR: the kernels are the descriptors, in the module's order
 * (source order, unit after unit).
 *
 *   - The kernel table the runtime looks up (objects have none, so that
 *     two of them link).
 *   - A kernel's plain C function is, in the JIT, only for C callers that
 *     look it up (oclc_program_symbol), always outside any NDRange: its
 *     body would be compiled for nothing in every build.  So unless the
 *     program itself calls it, the module keeps a declaration, and a second
 *     module (m->wrappers), which the JIT compiles only if a kernel is
 *     looked up by name, defines it as a call of the runtime's
 *     __oclc_run_kernel(desc, args), which runs the work-group function as
 *     one work-item.  Objects keep the real body, which a kernel in another
 *     object may call with live work-item functions.
 */
CompileStatus cg_prepare_jit(Compilation *c, CgModule *m)
{
    static const char prefix[] = OCLC_SYM_KERNEL_DESC;
    LLVMContextRef lc = m->ctx;
    m->unverified = true;
    PtrVec descs = {0};
    for (LLVMValueRef g = LLVMGetFirstGlobal(m->mod); g; g = LLVMGetNextGlobal(g)) {
        size_t len;
        const char *name = LLVMGetValueName2(g, &len);
        if (len > sizeof prefix - 1 && strncmp(name, prefix, sizeof prefix - 1) == 0 && LLVMGetInitializer(g) &&
            LLVMGetLinkage(g) == LLVMExternalLinkage)
            ptrvec_push(&c->arena, &descs, g);
    }
    if (c->arena.oom) return COMPILE_OUT_OF_MEMORY;
    emit_kernel_table(&c->arena, m->mod, (LLVMValueRef *)descs.items, descs.n);

    LLVMModuleRef mod = LLVMModuleCreateWithNameInContext("oclc.kernel-wrappers", lc);
    LLVMSetTarget(mod, LLVMGetTarget(m->mod));
    LLVMSetModuleDataLayout(mod, LLVMGetModuleDataLayout(m->mod));
    LLVMTypeRef ptr = LLVMPointerTypeInContext(lc, 0);
    LLVMTypeRef run_pt[2] = {ptr, ptr};
    LLVMValueRef run =
        LLVMAddFunction(mod, "__oclc_run_kernel", LLVMFunctionType(LLVMVoidTypeInContext(lc), run_pt, 2, 0));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(lc);
    for (int i = 0; i < descs.n; i++) {
        const char *desc_name = LLVMGetValueName2(descs.items[i], &(size_t){0});
        LLVMValueRef plain = LLVMGetNamedFunction(m->mod, desc_name + sizeof prefix - 1);
        if (!plain || !LLVMCountBasicBlocks(plain) || LLVMGetFirstUse(plain)) continue;
        emit_wrapper(mod, b, run, plain, desc_name);
        drop_body(plain);
        LLVMDeleteFunction(plain); /* nothing in the module calls it */
    }
    LLVMDisposeBuilder(b);
    m->wrappers = mod;
    return COMPILE_OK;
}

/* ------------------------------------------------------------------ */
/* The pass                                                           */

void cg_kernels(CgContext *ctx, TranslationUnit *tu)
{
    Arena *a = &ctx->c->arena;
    int nk = 0, nd = 0;
    for (int i = 0; i < tu->decls.n; i++) {
        Decl *d = tu->decls.items[i];
        if (d->kind == DECL_FUNC && d->body && !d->invalid && !d->is_builtin) {
            nd++;
            nk += d->is_kernel;
        }
    }
    if (!nk) return;

    CgKernels *K = ARENA_NEW(a, CgKernels);
    ctx->kernels = K;
    K->fns = ARENA_ARRAY(a, FnInfo, nd);
    K->wi_type = wi_struct_type(ctx);
    for (int i = 0; i < tu->decls.n; i++) {
        Decl *d = tu->decls.items[i];
        if (d->kind != DECL_FUNC || !d->body || d->invalid || d->is_builtin) continue;
        LLVMValueRef fn = LLVMGetNamedFunction(ctx->mod, d->name);
        if (!fn || !LLVMCountBasicBlocks(fn)) continue;
        FnInfo *f = &K->fns[K->n];
        f->decl = d;
        f->fn = fn;
        cg_map_put(a, &K->by_fn, fn, f);
        cg_map_put(a, &K->by_decl, canon(d), f);
        K->n++;
    }
    for (int i = 0; i < K->n; i++) scan_calls(ctx, K, tu, i);
    analyze(K);

    /* Declare every variant first: they call one another. */
    for (int i = 0; i < K->n; i++) {
        FnInfo *f = &K->fns[i];
        if (f->reached && (f->decl->is_kernel || f->uses_wi)) f->wi = declare_variant(ctx, f);
    }
    for (int i = 0; i < K->n && !ctx->failed; i++)
        if (K->fns[i].wi) lower_variant(ctx, &K->fns[i]);
    if (ctx->failed) return;

    bool uniform = ctx->opts->lang.cl_std < 200 || ctx->opts->uniform_work_group_size;
    for (int i = 0; i < K->n; i++) {
        FnInfo *f = &K->fns[i];
        if (!f->decl->is_kernel) continue;
        LLVMValueRef wg = f->barrier ? NULL : emit_wg_fn(ctx, f);
        LLVMValueRef item = f->barrier ? emit_item_fn(ctx, f) : NULL;
        uint32_t flags = (f->barrier ? OCLC_KERNEL_BARRIER : 0) | (uniform ? OCLC_KERNEL_UNIFORM : 0);
        emit_descriptor(ctx, f, wg, item, flags);
    }
    LLVMClearInsertionPosition(ctx->b);
}
