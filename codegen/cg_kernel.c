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
 *       once, and loops x over the local ids calling k.wi (whose
 *       blocks are then moved into the loop, move_variant, or always
 *       inlined there).  After that, SROA turns the alloca into registers:
 *       the local id is the loop's induction variable and get_global_id(0)
 *       is `base + lx`, so the loop vectorizer sees `out[base + lx] = ...`
 *       and vectorizes across work-items.  The runtime loops over the
 *       rows (y, z);
 *   __oclc_item_k(void **args, OclcWorkItem *wi)
 *       instead of the loop when k may reach a barrier (a call of a
 *       convergent runtime function: barrier(), an async copy, a
 *       work-group collective): one work-item, run by the runtime as a
 *       fiber with its own stack, since a loop cannot stop every work-item
 *       at the barrier -- unless the barriers are statements of the body,
 *       which splits it into regions: then __oclc_wg_k runs the whole
 *       group, a loop per region ("Work-group functions of regions"
 *       below), and __oclc_item_k calls it for one work-item;
 *   __oclc_kernel_k, the descriptor: arguments (kind, size, name, type),
 *       the two functions, flags, the local memory the kernel declares;
 *   k itself, the plain C function, whose body becomes a call of the
 *       runtime that runs one of the two as a single work-item
 *       (make_plain_wrapper), so that the kernel body is compiled once.
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
 * __oclc_kernels (objects have none, so that two link).  The symbols'
 * names are support/kernel_abi.h's.
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
    WI_ROW_ITEMS = 8,
    WI_LOCAL_ID = 9,
    WI_NFIELDS = 10,
};

typedef struct FnInfo {
    Decl *decl;                /* the definition */
    LLVMValueRef fn;           /* the plain function */
    LLVMValueRef wi;           /* its work-item variant, when it needs one */
    int *callees;              /* indexes of defined functions it calls */
    int ncallees;
    bool uses_wi;              /* (transitively) calls a work-item function */
    bool barrier;              /* (transitively) may reach a barrier */
    bool subgroups;            /* (transitively) calls a sub-group function */
    bool reached;              /* reached from a kernel */
    LLVMValueRef wg_call;      /* the row loop's call of the variant, when it is to be moved there */
    LLVMBasicBlockRef wg_next; /* the block the call falls through to */
} FnInfo;

struct CgKernels {
    FnInfo *fns;
    int n;
    CgMap by_fn;            /* plain LLVM function -> FnInfo */
    CgMap by_decl;          /* canonical Decl -> FnInfo */
    LLVMTypeRef wi_type;    /* the OclcWorkItem struct */
    uint64_t local_bytes;   /* `local` variables laid out so far */
    CgMap local_offs;       /* Decl* of a `local` variable -> its offset + 1 (a kernel
                             lowered twice, as its variant and as regions, keeps one) */
    CgMap by_wi;            /* work-item variant -> FnInfo */
    TranslationUnit *tu;
    LLVMValueRef local_mem; /* while a work-group function of regions is lowered: its local memory */
    PtrVec dropped_vars;    /* internal globals the dropped plain bodies named */
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
            /* The runtime's sub-group functions (__oclc_sub_group_reduce_add_int,
             * __oclc_get_sub_group_size ...) all have "sub_group" in their name. */
            if (has_prefix(name, len, "__oclc_") && memmem(name, len, "sub_group", 9)) f->subgroups = true;
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

/* uses_wi, barrier and subgroups are transitive over calls; reached from kernels. */
static void analyze(CgKernels *K)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < K->n; i++)
            for (int j = 0; j < K->fns[i].ncallees; j++) {
                FnInfo *f = &K->fns[i], *g = &K->fns[f->callees[j]];
                if ((g->uses_wi && !f->uses_wi) || (g->barrier && !f->barrier) || (g->subgroups && !f->subgroups)) {
                    f->uses_wi |= g->uses_wi;
                    f->barrier |= g->barrier;
                    f->subgroups |= g->subgroups;
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
    uint64_t off = (uint64_t)(uintptr_t)cg_map_get(&K->local_offs, d);
    if (off) {
        off--;
    } else {
        off = (K->local_bytes + align - 1) & ~(align - 1);
        K->local_bytes = off + (size ? size : 1);
        cg_map_put(&ctx->c->arena, &K->local_offs, d, (void *)(uintptr_t)(off + 1));
    }
    LLVMValueRef mem = K->local_mem;
    if (mem) {
        /* A work-group function of regions has loaded it in its entry
         * block, before it filled the state. */
        LLVMPositionBuilderBefore(ctx->ab, LLVMGetNextInstruction(mem));
    } else {
        LLVMValueRef first = LLVMGetFirstInstruction(ctx->entry);
        while (first && LLVMIsAAllocaInst(first)) first = LLVMGetNextInstruction(first);
        if (first)
            LLVMPositionBuilderBefore(ctx->ab, first);
        else
            LLVMPositionBuilderAtEnd(ctx->ab, ctx->entry);
        mem = load_at(ctx->ab, ctx->t_ptr, field_ptr(ctx, ctx->ab, ctx->wi_state, WI_LOCAL_MEM, NULL), 8, "local_mem");
    }
    if (off == 0) return mem; /* the first variable is the memory itself, even in -O0's IR */
    LLVMValueRef ix = LLVMConstInt(ctx->t_i64, off, 0);
    return LLVMBuildInBoundsGEP2(ctx->ab, ctx->t_i8, mem, &ix, 1, d->name ? d->name : "");
}

/* ------------------------------------------------------------------ */
/* Work-item variants                                                 */

static LLVMAttributeRef enum_attr(CgContext *ctx, const char *name)
{
    return LLVMCreateEnumAttribute(ctx->ctx, LLVMGetEnumAttributeKindForName(name, strlen(name)), 0);
}

/* Marks fn with the string attribute `name` (CG_WORK_GROUP_ATTR ...). */
static void mark_fn(CgContext *ctx, LLVMValueRef fn, const char *name)
{
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                            LLVMCreateStringAttribute(ctx->ctx, name, (unsigned)strlen(name), "", 0));
}

bool cg_is_work_group_fn(LLVMValueRef fn)
{
    return LLVMCountBasicBlocks(fn) && LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, CG_WORK_GROUP_ATTR,
                                                                     (unsigned)strlen(CG_WORK_GROUP_ATTR)) != NULL;
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
    if (strcmp(prefix, OCLC_SYM_WORK_GROUP) == 0) mark_fn(ctx, fn, CG_WORK_GROUP_ATTR); /* what later steps look for */
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
LLVMValueRef cg_loop_no_unroll(LLVMContextRef ctx)
{
    const char *name = "llvm.loop.unroll.disable";
    LLVMMetadataRef s = LLVMMDStringInContext2(ctx, name, strlen(name));
    LLVMMetadataRef ops[2] = {LLVMTemporaryMDNode(ctx, NULL, 0), LLVMMDNodeInContext2(ctx, &s, 1)};
    LLVMMetadataRef node = LLVMMDNodeInContext2(ctx, ops, 2);
    LLVMMetadataReplaceAllUsesWith(ops[0], node); /* the node refers to itself, and frees the temporary */
    return LLVMMetadataAsValue(ctx, node);
}

/* __oclc_wg_k(args, row): the loop over the work-items of one row of a
 * group at the row's y and z, x = local_id[0] .. local_size[0]-1, or only
 * row_items of them from local_id[0] (kernel_abi.h: the runtime runs one
 * work-item so for a kernel's plain C function).  The y and z loops are
 * the runtime's: a 1-D range has one row per group, so the cost of a row
 * is one call, while two more loop levels here made SCEV-based passes
 * (indvars, LSR) a third of the build. */
/*
 * A kernel's body into its row loop by moving, not by inlining.  The
 * variant has one call, the row loop's, so the always-inliner would clone
 * its body into the loop and delete the original: 2-3% of `-c -O2` on
 * bench/big_kernels (cloning every instruction and block, and the block
 * frequencies it computes to do so).  Moving the blocks instead gives the
 * same function: the parameters replaced by the call's arguments, the
 * allocas moved to the row function's entry with their lifetimes marked
 * where the body starts and returns (so that SROA and the vectorizer still
 * see each work-item's private variables die at its end, not carried to
 * the next), each `ret` a branch to what followed the call.
 *
 * Only where that is all the inliner would do: nothing else calls the
 * variant (a kernel called by another kernel is inlined as before), it
 * has no debug info (whose scopes name the function the code is in), no
 * record by value (the body may write its copy, and each work-item gets a
 * fresh one), and no alloca outside its entry block (which would need the
 * inliner's stack save and restore).
 */
static bool variant_movable(LLVMValueRef wi)
{
    if (LLVMGetFirstUse(wi) || LLVMGetSubprogram(wi)) return false;
    if (LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(wi))) != LLVMVoidTypeKind) return false;
    unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5);
    for (unsigned i = 1, np = LLVMCountParams(wi); i <= np; i++)
        if (LLVMGetEnumAttributeAtIndex(wi, i, byval)) return false;
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(wi);
    for (LLVMBasicBlockRef bb = entry; bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
            if (LLVMIsAAllocaInst(in) && (bb != entry || !LLVMIsAConstantInt(LLVMGetOperand(in, 0)))) return false;
    return true;
}

/* llvm.lifetime.start or .end of alloca a. */
static void mark_lifetime(CgContext *ctx, LLVMBuilderRef b, const char *which, LLVMValueRef a)
{
    unsigned id = LLVMLookupIntrinsicID(which, strlen(which));
    LLVMTypeRef pt = LLVMTypeOf(a);
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(ctx->mod, id, &pt, 1);
    uint64_t size =
        LLVMABISizeOfType(ctx->td, LLVMGetAllocatedType(a)) * LLVMConstIntGetZExtValue(LLVMGetOperand(a, 0));
    LLVMValueRef args[2] = {LLVMConstInt(ctx->t_i64, size, 0), a};
    LLVMBuildCall2(b, LLVMGlobalGetValueType(fn), fn, args, 2, "");
}

static void move_variant(CgContext *ctx, FnInfo *f)
{
    LLVMValueRef wi = f->wi, call = f->wg_call;
    LLVMBasicBlockRef at = LLVMGetInstructionParent(call), entry = LLVMGetEntryBasicBlock(wi);
    LLVMValueRef wg = LLVMGetBasicBlockParent(at);
    for (unsigned i = 0, np = LLVMCountParams(wi); i < np; i++)
        LLVMReplaceAllUsesWith(LLVMGetParam(wi, i), LLVMGetOperand(call, i));

    PtrVec allocas = {0};
    for (LLVMValueRef in = LLVMGetFirstInstruction(entry); in; in = LLVMGetNextInstruction(in))
        if (LLVMIsAAllocaInst(in)) ptrvec_push(&ctx->c->arena, &allocas, in);
    LLVMBuilderRef b = ctx->b;
    LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(wg)));
    for (int i = 0; i < allocas.n; i++) {
        size_t len;
        const char *name = LLVMGetValueName2(allocas.items[i], &len);
        char *copy = arena_strndup(&ctx->c->arena, name, len);
        LLVMInstructionRemoveFromParent(allocas.items[i]);
        LLVMInsertIntoBuilderWithName(b, allocas.items[i], copy);
    }
    LLVMValueRef first = LLVMGetFirstInstruction(entry);
    if (first)
        LLVMPositionBuilderBefore(b, first);
    else
        LLVMPositionBuilderAtEnd(b, entry);
    /* As the inliner marks them: only when optimizing (LLVM's -O0 inlines
     * without), for the optimizer's and the stack coloring's sake. */
    if (ctx->opts->opt_level <= 0) allocas.n = 0;
    for (int i = 0; i < allocas.n; i++) mark_lifetime(ctx, b, "llvm.lifetime.start", allocas.items[i]);

    PtrVec blocks = {0};
    for (LLVMBasicBlockRef bb = entry; bb; bb = LLVMGetNextBasicBlock(bb)) {
        ptrvec_push(&ctx->c->arena, &blocks, bb);
        LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
        if (!term || LLVMGetInstructionOpcode(term) != LLVMRet) continue;
        LLVMPositionBuilderBefore(b, term);
        for (int i = 0; i < allocas.n; i++) mark_lifetime(ctx, b, "llvm.lifetime.end", allocas.items[i]);
        LLVMBuildBr(b, f->wg_next);
        LLVMInstructionEraseFromParent(term);
    }
    LLVMInstructionEraseFromParent(LLVMGetBasicBlockTerminator(at)); /* br wg_next */
    LLVMInstructionEraseFromParent(call);
    LLVMPositionBuilderAtEnd(b, at);
    LLVMBuildBr(b, entry);
    LLVMBasicBlockRef after = at;
    for (int i = 0; i < blocks.n; i++) {
        LLVMMoveBasicBlockAfter(blocks.items[i], after);
        after = blocks.items[i];
    }
    /* What the body's own math asked of the vectorizer (cg_math.c), which
     * cg_math_widen would have passed from the variant to its caller. */
    static const char pvw[] = "prefer-vector-width";
    LLVMAttributeRef wide = LLVMGetStringAttributeAtIndex(wi, LLVMAttributeFunctionIndex, pvw, sizeof pvw - 1);
    if (wide) LLVMAddAttributeAtIndex(wg, LLVMAttributeFunctionIndex, wide);
    LLVMDeleteFunction(wi);
    f->wi = NULL;
    f->wg_call = NULL;
}

static LLVMValueRef emit_wg_fn(CgContext *ctx, FnInfo *f)
{
    LLVMValueRef fn = new_entry_fn(ctx, OCLC_SYM_WORK_GROUP, f->decl->name, "row");
    LLVMValueRef row = LLVMGetParam(fn, 1);
    LLVMBasicBlockRef entry = LLVMGetInsertBlock(ctx->b);
    LLVMValueRef st = LLVMBuildAlloca(ctx->b, ctx->kernels->wi_type, "wi");
    LLVMSetAlignment(st, 8);

    /* Copy the group and the row into the state (SROA makes them registers). */
    LLVMValueRef lsize = NULL, items = NULL;
    for (int fl = WI_GLOBAL_SIZE; fl <= WI_LOCAL_ID; fl++) {
        if (fl == WI_LOCAL_MEM || fl == WI_WORK_DIM || fl == WI_ROW_ITEMS) {
            LLVMTypeRef t = fl == WI_LOCAL_MEM ? ctx->t_ptr : ctx->t_i32;
            unsigned al = fl == WI_LOCAL_MEM ? 8 : 4;
            LLVMValueRef v = load_at(ctx->b, t, field_ptr(ctx, ctx->b, row, fl, NULL), al, "");
            store_at(ctx->b, v, field_ptr(ctx, ctx->b, st, fl, NULL), al);
            if (fl == WI_ROW_ITEMS) items = v;
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
    /* The first local id and the end: row_items from local_id[0], or the
     * whole row when row_items is 0 (what every enqueue passes). */
    LLVMValueRef first = load_at(ctx->b, ctx->t_i64,
                                 field_ptr(ctx, ctx->b, row, WI_LOCAL_ID, LLVMConstInt(ctx->t_i32, 0, 0)), 8, "first");
    LLVMValueRef some = LLVMBuildICmp(ctx->b, LLVMIntNE, items, LLVMConstInt(ctx->t_i32, 0, 0), "");
    LLVMValueRef some_end = LLVMBuildNUWAdd(ctx->b, first, LLVMBuildZExt(ctx->b, items, ctx->t_i64, ""), "");
    LLVMValueRef end = LLVMBuildSelect(ctx->b, some, some_end, lsize, "end");
    KArgs ka = unpack_args(ctx, f, LLVMGetParam(fn, 0));

    /* The x loop, bottom-tested: it runs at least one work-item. */
    LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "lx.body");
    LLVMBuildBr(ctx->b, body);
    LLVMPositionBuilderAtEnd(ctx->b, body);
    LLVMValueRef lx = LLVMBuildPhi(ctx->b, ctx->t_i64, "lx");
    LLVMAddIncoming(lx, &first, &entry, 1);
    store_at(ctx->b, lx, field_ptr(ctx, ctx->b, st, WI_LOCAL_ID, LLVMConstInt(ctx->t_i32, 0, 0)), 8);
    bool movable = variant_movable(f->wi);
    LLVMValueRef call = call_variant(ctx, ctx->b, f, st, ka.vals, ka.n);
    if (movable) {
        /* The call alone ends its block, for move_variant. */
        f->wg_call = call;
        f->wg_next = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "lx.latch");
        LLVMBuildBr(ctx->b, f->wg_next);
        LLVMPositionBuilderAtEnd(ctx->b, f->wg_next);
    }
    LLVMValueRef next = LLVMBuildNUWAdd(ctx->b, lx, LLVMConstInt(ctx->t_i64, 1, 0), "");
    LLVMValueRef more = LLVMBuildICmp(ctx->b, LLVMIntULT, next, end, "");
    LLVMBasicBlockRef latch = LLVMGetInsertBlock(ctx->b);
    LLVMAddIncoming(lx, &next, &latch, 1);
    LLVMBasicBlockRef exit = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "exit");
    LLVMValueRef br = LLVMBuildCondBr(ctx->b, more, body, exit);
    LLVMSetMetadata(br, LLVMGetMDKindIDInContext(ctx->ctx, "llvm.loop", 9), cg_loop_no_unroll(ctx->ctx));
    LLVMPositionBuilderAtEnd(ctx->b, exit);
    LLVMBuildRetVoid(ctx->b);
    return fn;
}

/* ------------------------------------------------------------------ */
/* Work-group functions of regions (kernels with barriers)            */

/*
 * A kernel whose barriers are all statements of its body's top level
 * (`barrier(flags);` or `work_group_barrier(...)` with constant
 * arguments, between other statements, none of which may reach a barrier
 * itself) is every work-item running region 0, then every work-item
 * running region 1, ...: the statements between two barriers.  So its
 * work-group function runs the whole group, as one loop nest over the
 * work-items (z, y, x; x innermost, as the row loop) per region, and
 * needs no fiber: PoCL's "work-item loops".  The barrier statements stay
 * between the loops, lowered as they are: the runtime runs a whole group
 * in one call and has no fiber group then, so __oclc_barrier returns at
 * once, while a call for one work-item (row_items 1: the kernel's C
 * function, a fiber of an older runtime) runs the regions for that one
 * and waits at each barrier as before.
 *
 * A private variable, parameter or temporary lives in an entry-block
 * alloca, one for the whole group.  One used in a single region is
 * written by each work-item before it is read (a declaration's
 * initializer runs in its region), so one slot serves them all, as in
 * the row loop, unless its address is taken somewhere else than a load
 * or a store (a pointer to it may be used in a later region).  One used in more than one region lives across a barrier:
 * it becomes an array of a slot per work-item, on the function's stack,
 * indexed by the work-item's place in the group (the local linear id),
 * each use rewritten to the slot of the region's work-item.  That is
 * done on the IR after the lowering, which is exact (it sees every use,
 * temporaries included) where an analysis of the AST would have to
 * follow the lowering's choices.  A parameter (stored once, in the entry
 * block, for the whole group) may only be read in the regions.
 *
 * What the regions cannot run keeps the fibers (the caller deletes
 * nothing but this function): a barrier anywhere else (in a loop, a
 * branch, a function called), a `return` before the last barrier (those
 * work-items would skip the barriers the others wait at), a goto from
 * one region into another, a parameter written, a slot over-aligned, or
 * more than REGION_SLOT_BYTES of slots per work-item (the group's slots
 * are on the stack of the thread that runs it).
 */
#define REGION_SLOT_BYTES 256

typedef struct Region {
    LLVMBasicBlockRef head;  /* the x loop's head: the local ids stored, slots addressed */
    LLVMBasicBlockRef body;  /* the first block of the region's statements */
    LLVMBasicBlockRef latch; /* the x loop's latch, after the statements' blocks */
    LLVMValueRef lid;        /* the work-item's slot index */
} Region;

/* `barrier(...)` or `work_group_barrier(...)` as a statement of its own,
 * with constant arguments (it is lowered once, between the loops). */
static bool is_region_barrier(Stmt *s)
{
    if (!s || s->kind != STMT_EXPR || !s->expr || s->expr->kind != EXPR_BUILTIN) return false;
    const char *name = builtins_name((int)s->expr->builtin);
    if (strcmp(name, "barrier") != 0 && strcmp(name, "work_group_barrier") != 0) return false;
    for (int i = 0; i < s->expr->args.n; i++)
        if (!((Expr *)s->expr->args.items[i])->is_const) return false;
    return true;
}

/* Whether a call of callee may wait at a barrier (scan_calls' rules). */
static bool callee_may_wait(CgContext *ctx, LLVMValueRef callee)
{
    CgKernels *K = ctx->kernels;
    if (!callee || !LLVMIsAFunction(callee)) return true; /* an indirect call: unknown */
    FnInfo *g = cg_map_get(&K->by_fn, callee);
    if (!g) g = cg_map_get(&K->by_wi, callee);
    if (g) return g->barrier;
    size_t len;
    const char *name = LLVMGetValueName2(callee, &len);
    unsigned convergent = LLVMGetEnumAttributeKindForName("convergent", 10);
    if (LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, convergent)) return true;
    return !has_prefix(name, len, "llvm.") && !has_prefix(name, len, "__oclc_") && !LLVMCountBasicBlocks(callee) &&
           is_undefined_user_function(K->tu, name, len);
}

/* Whether every use of p (a pointer) only reads through it. */
static bool only_read(LLVMValueRef p, int depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user)) continue;
        if (LLVMIsAGetElementPtrInst(user) && LLVMGetOperand(user, 0) == p && depth < 8 && only_read(user, depth + 1))
            continue;
        return false;
    }
    return true;
}

LLVMValueRef cg_base_object(LLVMValueRef p)
{
    for (int i = 0; i < 64 && (LLVMIsAGetElementPtrInst(p) || LLVMIsABitCastInst(p)); i++) p = LLVMGetOperand(p, 0);
    return p;
}

bool cg_address_escapes(LLVMValueRef p, int depth)
{
    for (LLVMUseRef u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsALoadInst(user)) continue;
        if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) != p) continue;
        if (LLVMIsAGetElementPtrInst(user) && LLVMGetOperand(user, 0) == p && depth < 8 &&
            !cg_address_escapes(user, depth + 1))
            continue;
        if (LLVMIsACallInst(user)) {
            LLVMValueRef callee = LLVMGetCalledValue(user);
            size_t len = 0;
            const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : "";
            if (has_prefix(name, len, "llvm.memcpy") || has_prefix(name, len, "llvm.memmove") ||
                has_prefix(name, len, "llvm.memset") || has_prefix(name, len, "llvm.lifetime"))
                continue;
        }
        return true;
    }
    return false;
}

/* One level of a region's loop nest: the id of dimension d from first[d]
 * (a phi in `head`, stored into the state) up to end[d]. */
static LLVMValueRef region_level(CgContext *ctx, LLVMValueRef st, LLVMBasicBlockRef head, LLVMValueRef first, int d)
{
    LLVMBasicBlockRef from = LLVMGetInsertBlock(ctx->b);
    LLVMBuildBr(ctx->b, head);
    LLVMPositionBuilderAtEnd(ctx->b, head);
    LLVMValueRef id = LLVMBuildPhi(ctx->b, ctx->t_i64, (const char *[]){"lx", "ly", "lz"}[d]);
    LLVMAddIncoming(id, &first, &from, 1);
    store_at(ctx->b, id, field_ptr(ctx, ctx->b, st, WI_LOCAL_ID, LLVMConstInt(ctx->t_i32, (unsigned)d, 0)), 8);
    return id;
}

/* The latch of that level: the next id, back to `head` while below end. */
static void region_latch(CgContext *ctx, LLVMValueRef id, LLVMBasicBlockRef head, LLVMValueRef end, const char *out,
                         bool md)
{
    LLVMValueRef next = LLVMBuildNUWAdd(ctx->b, id, LLVMConstInt(ctx->t_i64, 1, 0), "");
    LLVMBasicBlockRef latch = LLVMGetInsertBlock(ctx->b);
    LLVMAddIncoming(id, &next, &latch, 1);
    LLVMBasicBlockRef exit = LLVMAppendBasicBlockInContext(ctx->ctx, ctx->fn, out);
    LLVMValueRef br = LLVMBuildCondBr(ctx->b, LLVMBuildICmp(ctx->b, LLVMIntULT, next, end, ""), head, exit);
    if (md) LLVMSetMetadata(br, LLVMGetMDKindIDInContext(ctx->ctx, "llvm.loop", 9), cg_loop_no_unroll(ctx->ctx));
    LLVMPositionBuilderAtEnd(ctx->b, exit);
}

/* Checks the lowered regions (see the essay), and gives the allocas used
 * in more than one region a slot per work-item.  `count` is the number of
 * slots, `nr` of regions; block_region maps each block of a region's
 * statements to its index + 1. */
static bool regions_fix(CgContext *ctx, LLVMValueRef fn, LLVMValueRef st, Region *rg, int nr, LLVMValueRef count)
{
    Arena *a = &ctx->c->arena;
    CgMap region_of = {0};
    int cur = -1;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        for (int r = 0; r < nr; r++) {
            if (bb == rg[r].body) cur = r;
            if (bb == rg[r].latch) cur = -1;
        }
        if (cur >= 0) cg_map_put(a, &region_of, bb, (void *)(uintptr_t)(cur + 1));
    }
#define REGION_OF(bb) ((int)(uintptr_t)cg_map_get(&region_of, (bb)) - 1)
    /* Control stays in its region; calls wait at no barrier; a return
     * ends the work-item in the last region only. */
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        int r = REGION_OF(bb);
        if (r < 0) continue;
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
            if (LLVMIsACallInst(in) && callee_may_wait(ctx, LLVMGetCalledValue(in))) return false;
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        if (LLVMIsAReturnInst(t)) {
            if (r != nr - 1) return false;
            LLVMInstructionEraseFromParent(t);
            LLVMPositionBuilderAtEnd(ctx->b, bb);
            LLVMBuildBr(ctx->b, rg[r].latch);
            continue;
        }
        for (unsigned i = 0, n = LLVMGetNumSuccessors(t); i < n; i++) {
            LLVMBasicBlockRef to = LLVMGetSuccessor(t, i);
            if (to != rg[r].latch && REGION_OF(to) != r) return false;
        }
    }
    /* The allocas: shared, or a slot per work-item. */
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
    PtrVec slotted = {0};
    uint64_t bytes = 0;
    for (LLVMValueRef in = LLVMGetFirstInstruction(entry); in; in = LLVMGetNextInstruction(in)) {
        if (!LLVMIsAAllocaInst(in) || in == st) continue;
        bool in_entry = false, elsewhere = false, multi = false;
        int first = -1;
        for (LLVMUseRef u = LLVMGetFirstUse(in); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            LLVMBasicBlockRef ub = LLVMIsAInstruction(user) ? LLVMGetInstructionParent(user) : NULL;
            int r = ub ? REGION_OF(ub) : -1;
            if (ub == entry)
                in_entry = true;
            else if (r < 0)
                elsewhere = true;
            else if (first < 0)
                first = r;
            else if (r != first)
                multi = true;
        }
        if (elsewhere) return false;
        if (in_entry) {
            /* A parameter: read, never written, in the regions. */
            for (LLVMUseRef u = LLVMGetFirstUse(in); u; u = LLVMGetNextUse(u)) {
                LLVMValueRef user = LLVMGetUser(u);
                if (LLVMGetInstructionParent(user) == entry) continue;
                if (!LLVMIsALoadInst(user) && !(LLVMIsAGetElementPtrInst(user) && only_read(user, 0))) return false;
            }
            continue;
        }
        /* (A pointer to one used in a single region may be used in another.) */
        if (!multi && (first < 0 || !cg_address_escapes(in, 0))) continue;
        LLVMTypeRef t = LLVMGetAllocatedType(in);
        uint64_t size = LLVMABISizeOfType(ctx->td, t);
        if (size % LLVMGetAlignment(in)) return false; /* the slots would not all be aligned */
        bytes += size;
        ptrvec_push(a, &slotted, in);
    }
    if (bytes > REGION_SLOT_BYTES) return false;
    for (int i = 0; i < slotted.n; i++) {
        LLVMValueRef one = slotted.items[i];
        LLVMTypeRef t = LLVMGetAllocatedType(one);
        LLVMPositionBuilderBefore(ctx->b, LLVMGetBasicBlockTerminator(entry));
        size_t len;
        const char *name = LLVMGetValueName2(one, &len);
        LLVMValueRef arr = LLVMBuildArrayAlloca(ctx->b, t, count, arena_printf(a, "%.*s.slots", (int)len, name));
        LLVMSetAlignment(arr, LLVMGetAlignment(one));
        LLVMValueRef *at = ARENA_ARRAY(a, LLVMValueRef, nr);
        PtrVec users = {0};
        for (LLVMUseRef u = LLVMGetFirstUse(one); u; u = LLVMGetNextUse(u)) ptrvec_push(a, &users, LLVMGetUser(u));
        for (int j = 0; j < users.n; j++) {
            LLVMValueRef user = users.items[j];
            int r = REGION_OF(LLVMGetInstructionParent(user));
            if (!at[r]) {
                LLVMPositionBuilderBefore(ctx->b, LLVMGetBasicBlockTerminator(rg[r].head));
                at[r] = LLVMBuildInBoundsGEP2(ctx->b, t, arr, &rg[r].lid, 1, arena_printf(a, "%.*s", (int)len, name));
            }
            for (int k = 0, n = LLVMGetNumOperands(user); k < n; k++)
                if (LLVMGetOperand(user, (unsigned)k) == one) LLVMSetOperand(user, (unsigned)k, at[r]);
        }
        LLVMInstructionEraseFromParent(one);
    }
#undef REGION_OF
    return !a->oom;
}

/* __oclc_wg_k(args, row) of a kernel of regions, or NULL (see above):
 * the whole group (row_items 0), or the one work-item at the row's local
 * ids (row_items 1), region after region. */
static LLVMValueRef emit_regions_fn(CgContext *ctx, FnInfo *f)
{
    Stmt *body = f->decl->body;
    if (!body || body->kind != STMT_COMPOUND) return NULL;
    int nr = 1;
    for (int i = 0; i < body->items.n; i++) nr += is_region_barrier(body->items.items[i]);
    if (nr == 1) return NULL;
    Region *rg = ARENA_ARRAY(&ctx->c->arena, Region, nr);

    LLVMValueRef fn = new_entry_fn(ctx, OCLC_SYM_WORK_GROUP, f->decl->name, "row");
    LLVMValueRef row = LLVMGetParam(fn, 1);
    LLVMValueRef st = LLVMBuildAlloca(ctx->b, ctx->kernels->wi_type, "wi");
    LLVMSetAlignment(st, 8);
    LLVMValueRef lsize[3], first[3], end[3], n[3], items = NULL;
    for (int fl = WI_GLOBAL_SIZE; fl <= WI_LOCAL_ID; fl++) {
        if (fl == WI_LOCAL_MEM || fl == WI_WORK_DIM || fl == WI_ROW_ITEMS) {
            LLVMTypeRef t = fl == WI_LOCAL_MEM ? ctx->t_ptr : ctx->t_i32;
            unsigned al = fl == WI_LOCAL_MEM ? 8 : 4;
            LLVMValueRef v = load_at(ctx->b, t, field_ptr(ctx, ctx->b, row, fl, NULL), al, "");
            store_at(ctx->b, v, field_ptr(ctx, ctx->b, st, fl, NULL), al);
            if (fl == WI_ROW_ITEMS) items = v;
            if (fl == WI_LOCAL_MEM) ctx->kernels->local_mem = v;
            continue;
        }
        for (unsigned d = 0; d < 3; d++) {
            LLVMValueRef ix = LLVMConstInt(ctx->t_i32, d, 0);
            LLVMValueRef v = load_at(ctx->b, ctx->t_i64, field_ptr(ctx, ctx->b, row, fl, ix), 8, "");
            store_at(ctx->b, v, field_ptr(ctx, ctx->b, st, fl, ix), 8);
            if (fl == WI_LOCAL_SIZE) lsize[d] = v;
            if (fl == WI_LOCAL_ID) first[d] = v;
        }
    }
    /* The whole group, or row_items work-items of the row (kernel_abi.h). */
    LLVMValueRef zero = LLVMConstInt(ctx->t_i64, 0, 0), one = LLVMConstInt(ctx->t_i64, 1, 0);
    LLVMValueRef some = LLVMBuildICmp(ctx->b, LLVMIntNE, items, LLVMConstInt(ctx->t_i32, 0, 0), "one");
    for (int d = 0; d < 3; d++) {
        first[d] = LLVMBuildSelect(ctx->b, some, first[d], zero, "");
        n[d] = LLVMBuildSelect(ctx->b, some, d ? one : LLVMBuildZExt(ctx->b, items, ctx->t_i64, ""), lsize[d], "");
        end[d] = LLVMBuildNUWAdd(ctx->b, first[d], n[d], "");
    }
    LLVMValueRef count = LLVMBuildNUWMul(ctx->b, LLVMBuildNUWMul(ctx->b, n[0], n[1], ""), n[2], "slots");
    KArgs ka = unpack_args(ctx, f, LLVMGetParam(fn, 0));
    ctx->wi_state = st;
    cg_function_begin(ctx, f->decl, fn, ka.vals, (unsigned)ka.n);

    int at = 0;
    for (int r = 0; r < nr; r++) {
        Region *R = &rg[r];
        LLVMBasicBlockRef zh = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "region.z");
        LLVMValueRef z = region_level(ctx, st, zh, first[2], 2);
        LLVMBasicBlockRef yh = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "region.y");
        LLVMValueRef y = region_level(ctx, st, yh, first[1], 1);
        LLVMValueRef base = LLVMBuildNUWMul(
            ctx->b,
            LLVMBuildNUWAdd(ctx->b, LLVMBuildNUWMul(ctx->b, LLVMBuildNUWSub(ctx->b, z, first[2], ""), n[1], ""),
                            LLVMBuildNUWSub(ctx->b, y, first[1], ""), ""),
            n[0], "");
        R->head = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "region.x");
        LLVMValueRef x = region_level(ctx, st, R->head, first[0], 0);
        R->lid = LLVMBuildNUWAdd(ctx->b, base, LLVMBuildNUWSub(ctx->b, x, first[0], ""), "lid");
        R->body = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "region.body");
        LLVMBuildBr(ctx->b, R->body);
        LLVMPositionBuilderAtEnd(ctx->b, R->body);
        for (; at < body->items.n && !is_region_barrier(body->items.items[at]); at++)
            cg_function_statement(ctx, body->items.items[at]);
        R->latch = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "region.latch");
        if (!cg_block_terminated(ctx)) LLVMBuildBr(ctx->b, R->latch);
        LLVMPositionBuilderAtEnd(ctx->b, R->latch);
        region_latch(ctx, x, R->head, end[0], "region.y.latch", true);
        region_latch(ctx, y, yh, end[1], "region.z.latch", false);
        region_latch(ctx, z, zh, end[2], "region.end", false);
        if (at < body->items.n) cg_function_statement(ctx, body->items.items[at++]); /* the barrier */
    }
    cg_function_finish(ctx);
    ctx->wi_state = NULL;
    ctx->kernels->local_mem = NULL;
    if (ctx->failed || !regions_fix(ctx, fn, st, rg, nr, count)) {
        LLVMDeleteFunction(fn);
        return NULL;
    }
    return fn;
}

/* __oclc_item_k(args, wi) of a kernel of regions: its work-group function
 * for the one work-item (wi's row_items is 1), for a runtime that runs
 * the kernel as fibers (OCLC_KERNEL_REGIONS is newer than it). */
static LLVMValueRef emit_item_of_regions(CgContext *ctx, FnInfo *f, LLVMValueRef wg)
{
    LLVMValueRef fn = new_entry_fn(ctx, OCLC_SYM_WORK_ITEM, f->decl->name, "wi");
    LLVMValueRef args[2] = {LLVMGetParam(fn, 0), LLVMGetParam(fn, 1)};
    LLVMValueRef call = LLVMBuildCall2(ctx->b, LLVMGlobalGetValueType(wg), wg, args, 2, "");
    LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex, enum_attr(ctx, "noinline"));
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

uint32_t cg_kernel_arg_kind(const Type *t)
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
        uint32_t kind = cg_kernel_arg_kind(t);
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
/* The plain C function                                               */

/* Deleting the blocks one by one would free the entry block while later
 * blocks still use its allocas (a use after free inside LLVM).  So first
 * cut every use of every instruction, then erase the instructions, and
 * only then the blocks, which by then are used by nothing. */
void cg_drop_body(LLVMValueRef fn)
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

/* The state of a work-item alone (ids 0, sizes 1, one dimension), as
 * the runtime answers outside an NDRange; row_items 1. */
static LLVMValueRef single_item(CgContext *ctx)
{
    LLVMValueRef g = LLVMGetNamedGlobal(ctx->mod, "__oclc_single_item");
    if (g) return g;
    LLVMValueRef one = LLVMConstInt(ctx->t_i64, 1, 0), one3[3] = {one, one, one};
    LLVMValueRef ones = LLVMConstArray2(ctx->t_i64, one3, 3), zeros = LLVMConstNull(LLVMArrayType2(ctx->t_i64, 3));
    LLVMValueRef f[WI_NFIELDS] = {
        [WI_GLOBAL_SIZE] = ones,
        [WI_GLOBAL_OFFSET] = zeros,
        [WI_ENQ_LOCAL_SIZE] = ones,
        [WI_LOCAL_SIZE] = ones,
        [WI_NUM_GROUPS] = ones,
        [WI_GROUP_ID] = zeros,
        [WI_LOCAL_MEM] = LLVMConstNull(ctx->t_ptr),
        [WI_WORK_DIM] = i32c(ctx, 1),
        [WI_ROW_ITEMS] = i32c(ctx, 1),
        [WI_LOCAL_ID] = zeros,
    };
    g = LLVMAddGlobal(ctx->mod, ctx->kernels->wi_type, "__oclc_single_item");
    LLVMSetInitializer(g, LLVMConstNamedStruct(ctx->kernels->wi_type, f, WI_NFIELDS));
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetAlignment(g, 8);
    return g;
}

/*
 * A kernel's plain C function is for C callers and for kernels of other
 * units (which call it from a work-item of theirs, as a fiber: a call of
 * a function defined elsewhere may reach a barrier).  Its body becomes a
 * call of the kernel's work-group (or work-item) function for one
 * work-item: the one running on this thread inside an NDRange, which the
 * runtime's __oclc_work_item() returns, else one alone (ids 0, sizes 1).
 * So every output carries a kernel's body once, in its work-group
 * function, and the optimizer and the back end work on it once; the plain
 * lowering serves only to find the calls (scan_calls), and is dropped
 * before the variants are lowered, which share its `static` and
 * `constant` variables (cg_static_local: one object per variable).
 *
 * __oclc_work_item is a weak reference: an object whose kernels use no
 * runtime function still links into a C program without liboclc, as it
 * did when the plain function had its own body, and then the kernel is
 * the work-item alone.  The kernel's `local` variables are the call's own
 * (on its stack): OpenCL leaves those of a kernel called from another
 * kernel to the implementation, and gives them no initial value.  The
 * internal globals only the old body used (its `local` variables) go
 * with it once the variants are lowered (delete_dropped_vars).
 */
/* Whether nothing but constants that nothing uses (the dead constant
 * expressions a deleted body leaves behind) uses v. */
static bool used_by_nothing(LLVMValueRef v)
{
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAConstant(user) || LLVMIsAGlobalValue(user) || !used_by_nothing(user)) return false;
    }
    return true;
}

/* The globals a body names, directly or inside constant expressions. */
static void collect_globals(Arena *a, PtrVec *out, LLVMValueRef v, int depth)
{
    if (LLVMIsAGlobalVariable(v)) {
        if (LLVMGetLinkage(v) == LLVMInternalLinkage || LLVMGetLinkage(v) == LLVMPrivateLinkage) ptrvec_push(a, out, v);
        return;
    }
    if (depth > 4 || !LLVMIsAConstantExpr(v)) return;
    for (int i = 0, n = LLVMGetNumOperands(v); i < n; i++) collect_globals(a, out, LLVMGetOperand(v, i), depth + 1);
}

static void drop_plain_body(CgContext *ctx, FnInfo *f)
{
    LLVMValueRef fn = f->fn;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
            for (int i = 0, n = LLVMGetNumOperands(in); i < n; i++)
                collect_globals(&ctx->c->arena, &ctx->kernels->dropped_vars, LLVMGetOperand(in, i), 0);
    cg_drop_body(fn);
}

/* After the variants are lowered: the variables of the dropped bodies
 * that nothing uses now (a kernel's `local` variables, which its variant
 * places in the group's local memory).  The others stay, since the
 * variants share them (cg_static_local keeps one object per variable).
 * A variable may be listed twice: deleted once.  Replacing its dead uses
 * first rewrites the constant expressions that still name it. */
static void delete_dropped_vars(CgKernels *K)
{
    PtrVec *vars = &K->dropped_vars;
    for (int i = 0; i < vars->n; i++) {
        LLVMValueRef g = vars->items[i];
        if (!g || !used_by_nothing(g)) continue;
        for (int j = i + 1; j < vars->n; j++)
            if (vars->items[j] == g) vars->items[j] = NULL;
        LLVMReplaceAllUsesWith(g, LLVMGetPoison(LLVMTypeOf(g)));
        LLVMDeleteGlobal(g);
    }
}

static void make_plain_wrapper(CgContext *ctx, FnInfo *f, LLVMValueRef entry_fn)
{
    LLVMValueRef fn = f->fn;
    LLVMValueRef now = cg_runtime_fn(ctx, "__oclc_work_item", LLVMFunctionType(ctx->t_ptr, NULL, 0, 0));
    LLVMSetLinkage(now, LLVMExternalWeakLinkage);
    LLVMBuilderRef b = ctx->b;
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "entry");
    LLVMBasicBlockRef ask = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "ask");
    LLVMBasicBlockRef run = LLVMAppendBasicBlockInContext(ctx->ctx, fn, "run");
    LLVMPositionBuilderAtEnd(b, entry);
    /* One slot per argument of the kernel, which the "oclc-abi" attribute
     * groups the LLVM parameters into (cg_abi_signature; a unit without
     * it has one parameter per argument): a record by pointer is its
     * pointer, one in registers is put back together in memory. */
    unsigned np = LLVMCountParams(fn), len_sig = 0;
    LLVMAttributeRef sig_attr = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, "oclc-abi", 8);
    const char *sig = sig_attr ? LLVMGetStringAttributeValue(sig_attr, &len_sig) : NULL;
    unsigned nargs = sig ? len_sig : np;
    LLVMValueRef slots = LLVMBuildAlloca(b, LLVMArrayType2(ctx->t_ptr, nargs ? nargs : 1), "args");
    for (unsigned i = 0, at = 0; i < nargs; i++) {
        char how = sig ? sig[i] : 'd';
        LLVMValueRef slot;
        if (how == 'i') {
            slot = LLVMGetParam(fn, at++);
        } else if (how == '1' || how == '2') {
            slot = LLVMBuildAlloca(b, LLVMArrayType2(ctx->t_i64, 2), "");
            LLVMSetAlignment(slot, 16);
            for (int j = 0; j < how - '0'; j++) {
                LLVMValueRef ix = LLVMConstInt(ctx->t_i64, (unsigned)(8 * j), 0);
                LLVMValueRef dst = LLVMBuildInBoundsGEP2(b, ctx->t_i8, slot, &ix, 1, "");
                LLVMSetAlignment(LLVMBuildStore(b, LLVMGetParam(fn, at++), dst), 8);
            }
        } else if (how == 'x') {
            slot = LLVMBuildAlloca(b, ctx->t_i8, ""); /* an empty record */
        } else {
            LLVMValueRef p = LLVMGetParam(fn, at++);
            slot = LLVMBuildAlloca(b, LLVMTypeOf(p), "");
            LLVMBuildStore(b, p, slot);
        }
        LLVMValueRef ix = LLVMConstInt(ctx->t_i64, i, 0);
        LLVMBuildStore(b, slot, LLVMBuildInBoundsGEP2(b, ctx->t_ptr, slots, &ix, 1, ""));
    }
    LLVMValueRef st = NULL, local = NULL;
    if (ctx->kernels->local_bytes) {
        st = LLVMBuildAlloca(b, ctx->kernels->wi_type, "wi");
        LLVMSetAlignment(st, 8);
        local = LLVMBuildArrayAlloca(b, ctx->t_i8, LLVMConstInt(ctx->t_i64, ctx->kernels->local_bytes, 0), "local");
        LLVMSetAlignment(local, 16);
    }
    /* The running work-item if liboclc is linked in and one runs here
     * (its row_items is 1: it is a row of one for the work-group function). */
    LLVMValueRef none = LLVMConstNull(ctx->t_ptr), alone = single_item(ctx);
    LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntNE, now, none, ""), ask, run);
    LLVMPositionBuilderAtEnd(b, ask);
    LLVMValueRef cur = LLVMBuildCall2(b, LLVMGlobalGetValueType(now), now, NULL, 0, "cur");
    cur = LLVMBuildSelect(b, LLVMBuildICmp(b, LLVMIntNE, cur, none, ""), cur, alone, "");
    LLVMBuildBr(b, run);
    LLVMPositionBuilderAtEnd(b, run);
    LLVMValueRef src = LLVMBuildPhi(b, ctx->t_ptr, "");
    LLVMAddIncoming(src, &alone, &entry, 1);
    LLVMAddIncoming(src, &cur, &ask, 1);
    if (st) {
        /* A copy with the call's own local memory. */
        LLVMBuildMemCpy(b, st, 8, src, 8,
                        LLVMConstInt(ctx->t_i64, LLVMABISizeOfType(ctx->td, ctx->kernels->wi_type), 0));
        store_at(b, local, field_ptr(ctx, b, st, WI_LOCAL_MEM, NULL), 8);
        src = st;
    }
    LLVMValueRef args[2] = {slots, src};
    LLVMValueRef call = LLVMBuildCall2(b, LLVMGlobalGetValueType(entry_fn), entry_fn, args, 2, "");
    /* The body stays in the work-group function, once. */
    LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex, enum_attr(ctx, "noinline"));
    LLVMBuildRetVoid(b);
    /* A few stores and a call, run once per C call: not worth the
     * optimizer's and the back end's full pipelines (a tenth of the JIT
     * build of small kernels went to these functions). */
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, enum_attr(ctx, "noinline"));
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, enum_attr(ctx, "optnone"));
}

/* ------------------------------------------------------------------ */
/* For the JIT                                                        */

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

/* The bytes of the variables codegen marked as the program's global ones
 * (mark_global_variable): the JIT's table has them, and a GPU program's
 * (cg_ptx_kernel_table), from the linked module before optimization. */
uint64_t cg_global_variable_bytes(LLVMModuleRef mod)
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

/* __oclc_kernels (support/kernel_abi.h: OclcKernelTable) over the
 * descriptors, with their attribute strings.  Looking it up is also what
 * makes the JIT compile the module, so a program without kernels has one
 * too. */
static void emit_kernel_table(Arena *a, LLVMModuleRef mod, LLVMValueRef *descs, int n)
{
    LLVMContextRef c = LLVMGetModuleContext(mod);
    LLVMValueRef *attrs = ARENA_ARRAY(a, LLVMValueRef, n ? n : 1), empty = NULL;
    for (int i = 0; i < n; i++) attrs[i] = desc_attributes(mod, descs[i], &empty);
    LLVMValueRef tv[4] = {LLVMConstInt(LLVMInt64TypeInContext(c), (uint64_t)n, 0),
                          pointer_list(mod, descs, n, "__oclc_kernel_list"),
                          pointer_list(mod, attrs, n, "__oclc_kernel_attributes"),
                          LLVMConstInt(LLVMInt64TypeInContext(c), cg_global_variable_bytes(mod), 0)};
    LLVMValueRef tinit = LLVMConstStructInContext(c, tv, 4, 0);
    LLVMValueRef table = LLVMAddGlobal(mod, LLVMTypeOf(tinit), OCLC_SYM_KERNEL_TABLE);
    LLVMSetInitializer(table, tinit);
    LLVMSetGlobalConstant(table, 1);
    LLVMSetAlignment(table, 8);
}

/*
 * The module is the program's whole code here (generated, and linked with
 * its other units), so this is where what only the JIT needs is added,
 * from the IR: the kernel table the runtime looks up, over the
 * descriptors, in the module's order (source order, unit after unit).
 * Objects have none, so that two of them link.
 */
CompileStatus cg_prepare_jit(Compilation *c, CgModule *m)
{
    static const char prefix[] = OCLC_SYM_KERNEL_DESC;
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
    /* The JIT's descriptors name no work-group or work-item function: the
     * runtime fills them in (they are writable) once it has compiled the
     * kernel, which may be at its first enqueue (codegen/cg_module.c,
     * "Object code in parts"). */
    enum { WG_FIELD = 4, ITEM_FIELD = 5 };
    for (int i = 0; i < descs.n; i++) {
        LLVMValueRef init = LLVMGetInitializer(descs.items[i]);
        unsigned n = (unsigned)LLVMGetNumOperands(init);
        if (n <= ITEM_FIELD) continue;
        LLVMValueRef *ops = ARENA_ARRAY(&c->arena, LLVMValueRef, n);
        for (unsigned k = 0; k < n; k++) ops[k] = LLVMGetOperand(init, k);
        /* A kernel of regions runs through its work-group function here:
         * its item function is for older runtimes (objects), and would
         * keep the JIT from compiling the kernel as a part of its own. */
        LLVMValueRef item = ops[ITEM_FIELD];
        enum { FLAGS_FIELD = 7 };
        bool regions = n > FLAGS_FIELD && LLVMIsAConstantInt(ops[FLAGS_FIELD]) &&
                       (LLVMConstIntGetZExtValue(ops[FLAGS_FIELD]) & OCLC_KERNEL_REGIONS);
        ops[WG_FIELD] = LLVMConstNull(LLVMTypeOf(ops[WG_FIELD]));
        ops[ITEM_FIELD] = LLVMConstNull(LLVMTypeOf(ops[ITEM_FIELD]));
        LLVMSetInitializer(descs.items[i], LLVMConstStructInContext(m->ctx, ops, n, 0));
        LLVMSetGlobalConstant(descs.items[i], 0);
        if (regions && LLVMIsAFunction(item) && !LLVMGetFirstUse(item)) LLVMDeleteFunction(item);
    }
    return c->arena.oom ? COMPILE_OUT_OF_MEMORY : COMPILE_OK;
}

/* ------------------------------------------------------------------ */
/* The pass                                                           */

/* Whether a kernel takes a `local` pointer (memory of its group, which
 * its stores must not stream past the cache). */
static bool has_local_param(Decl *d)
{
    for (int i = 0; i < d->params.n; i++)
        if (cg_kernel_arg_kind(cg_unqual(((Decl *)d->params.items[i])->type)) == OCLC_ARG_LOCAL) return true;
    return false;
}

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
    K->tu = tu;
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
    for (int i = 0; i < K->n; i++)
        if (K->fns[i].decl->is_kernel) drop_plain_body(ctx, &K->fns[i]);

    /* Declare every variant first: they call one another. */
    for (int i = 0; i < K->n; i++) {
        FnInfo *f = &K->fns[i];
        if (f->reached && (f->decl->is_kernel || f->uses_wi)) {
            f->wi = declare_variant(ctx, f);
            cg_map_put(a, &K->by_wi, f->wi, f);
        }
    }
    for (int i = 0; i < K->n && !ctx->failed; i++)
        if (K->fns[i].wi) lower_variant(ctx, &K->fns[i]);
    if (ctx->failed) return;
    delete_dropped_vars(K);

    bool uniform = ctx->opts->lang.cl_std < 200 || ctx->opts->uniform_work_group_size;
    for (int i = 0; i < K->n; i++) {
        FnInfo *f = &K->fns[i];
        if (!f->decl->is_kernel) continue;
        /* (Lowered again as regions, the kernel lays out no `local`
         * variable anew: the variants did, cg_wi_local_var.) */
        LLVMValueRef regions = f->barrier ? emit_regions_fn(ctx, f) : NULL;
        if (ctx->failed) return;
        LLVMValueRef wg = regions ? regions : f->barrier ? NULL : emit_wg_fn(ctx, f);
        if (wg && !regions && !f->subgroups) cg_combine_mark(ctx, f->wi, wg);
        if (wg && !regions && !has_local_param(f->decl)) mark_fn(ctx, wg, CG_STREAM_ATTR);
        LLVMValueRef item = regions ? emit_item_of_regions(ctx, f, wg) : f->barrier ? emit_item_fn(ctx, f) : NULL;
        uint32_t flags = (f->barrier ? OCLC_KERNEL_BARRIER : 0) | (uniform ? OCLC_KERNEL_UNIFORM : 0) |
                         (f->subgroups ? OCLC_KERNEL_SUBGROUPS : 0) | (regions ? OCLC_KERNEL_REGIONS : 0);
        emit_descriptor(ctx, f, wg, item, flags);
        make_plain_wrapper(ctx, f, wg ? wg : item);
    }
    /* Last: the kernels' lowering above looks variants up (callee_may_wait). */
    for (int i = 0; i < K->n; i++)
        if (K->fns[i].wg_call) move_variant(ctx, &K->fns[i]);
    LLVMClearInsertionPosition(ctx->b);
}
