/*
 * cg_abi.c - how functions pass and return records by value: the platform's
 * C calling convention, so that a program function taking or returning a
 * struct links with C code compiled by cc, in both directions.
 *
 * LLVM does no ABI lowering: a front end decides, parameter by parameter,
 * what the LLVM function type says.  Clang does it in its TargetInfo
 * classes; this file does the same for the conventions of oclc's target
 * rows (support/target.h, CallABI), the way clang does for C:
 *
 *   CALL_ABI_SYSV_X86_64 (System V AMD64 ABI 3.2.3, clang's
 *   X86_64ABIInfo).  A record is classified by eightbytes: each 8-byte
 *   chunk is INTEGER, SSE or empty from the members that overlap it (a
 *   member of integer or pointer type is INTEGER, of float or double SSE;
 *   a vector of 8 bytes is SSE, of 16 SSE plus SSEUP, of 4 or fewer bytes
 *   INTEGER, as gcc and clang pass them; INTEGER wins a merge).  A record
 *   larger than 16 bytes, or with a member not on its natural alignment
 *   (packed), or with a part the above cannot class, is MEMORY.  A MEMORY
 *   record is passed as a copy on the stack (LLVM's `byval`, aligned to at
 *   least 8) and returned through a pointer the caller passes first (`sret`);
 *   the others travel as one or two registers' worth: an integer of the
 *   chunk's width, a float or double, or a 16-byte vector, which the
 *   callee stores back to memory.  The registers run out as in clang: a
 *   record whose parts do not all fit in the 6 integer and 8 SSE argument
 *   registers left is passed on the stack whole (byval), never split.
 *   Empty records take nothing.
 *
 *   CALL_ABI_INDIRECT (NVPTX): every record by a byval pointer, every
 *   record result through sret.
 *
 * Kernels follow the same convention: a kernel is also a plain C function
 * (an object's kernels are called from C, tests/run does), so its work-group
 * entry (cg_kernel.c) unpacks a record argument from the bytes the host set
 * (args[i]) into what the convention takes, and the JIT's C wrapper of a
 * kernel packs it back, reading how from the function's "oclc-abi"
 * attribute (cg_abi_signature).  A record a function receives by pointer
 * is copied before use, so the caller's bytes are never written (a
 * kernel's are the host's argument, which every work-item shares).
 *
 * Everything but records is passed as before (cg_type's LLVM type, with
 * signext/zeroext on small integers), so the LLVM function type of a
 * function without records is what it always was.
 */
#include <string.h>

#include "codegen/cg_internal.h"

/* The classes of an eightbyte. */
typedef enum Cls { CLS_NONE, CLS_INT, CLS_SSE, CLS_SSEUP, CLS_MEM } Cls;

static Cls merge(Cls a, Cls b)
{
    if (a == b) return a;
    if (a == CLS_NONE) return b;
    if (b == CLS_NONE) return a;
    if (a == CLS_MEM || b == CLS_MEM) return CLS_MEM;
    if (a == CLS_INT || b == CLS_INT) return CLS_INT;
    return CLS_SSE;
}

static int64_t natural_align(Type *t) { return type_align(cg_unqual(t)); }

/* Classes the part of t at byte `off` of the record into cls[0..4). */
static void classify(Type *t, int64_t off, Cls cls[4])
{
    t = cg_unqual(t);
    int64_t size = type_size(t);
    if (size <= 0) return;
    int e = (int)(off / 8);
    if (e > 3) {
        cls[0] = CLS_MEM;
        return;
    }
    switch (t->kind) {
    case TY_VECTOR:
        if (size <= 4) {
            cls[e] = merge(cls[e], CLS_INT);
            /* one that crosses an eightbyte is split */
            if ((off + size - 1) / 8 != off / 8) cls[e + 1] = merge(cls[e + 1], CLS_INT);
        } else if (size == 8) {
            cls[e] = merge(cls[e], off % 8 ? CLS_MEM : CLS_SSE);
        } else if (size == 16 && off % 16 == 0 && e < 3) {
            cls[e] = merge(cls[e], CLS_SSE);
            cls[e + 1] = merge(cls[e + 1], CLS_SSEUP);
        } else {
            cls[0] = CLS_MEM;
        }
        return;
    case TY_ARRAY:
        for (int64_t i = 0; i < t->arr.len && cls[0] != CLS_MEM; i++)
            classify(t->arr.elem, off + i * type_size(t->arr.elem), cls);
        return;
    case TY_RECORD:
        for (int i = 0; i < t->rec.nmembers && cls[0] != CLS_MEM; i++) {
            const Member *m = &t->rec.members[i];
            if (type_size(m->type) <= 0) continue;
            /* An unaligned member (a packed record) is MEMORY. */
            if ((off + m->offset) % natural_align(m->type)) {
                cls[0] = CLS_MEM;
                return;
            }
            classify(m->type, off + m->offset, cls);
        }
        return;
    case TY_HALF:
    case TY_FLOAT:
    case TY_DOUBLE:
        if ((off + size - 1) / 8 != off / 8) {
            cls[0] = CLS_MEM;
            return;
        }
        cls[e] = merge(cls[e], CLS_SSE);
        return;
    default:
        if (type_is_integer(t) || type_is_pointer(t)) {
            if ((off + size - 1) / 8 != off / 8) {
                cls[0] = CLS_MEM;
                return;
            }
            cls[e] = merge(cls[e], CLS_INT);
            return;
        }
        cls[0] = CLS_MEM; /* opaque and atomic types do not reach here */
        return;
    }
}

/* How many bytes of eightbyte e of a record of `size` bytes hold data. */
static int64_t chunk_bytes(int64_t size, int e)
{
    int64_t left = size - 8 * e;
    return left > 8 ? 8 : left;
}

/* The LLVM type that carries eightbyte e of class c: an integer of the
 * chunk's width (a power of two), float for a half chunk of SSE, double for
 * a whole one, a 16-byte vector for SSE followed by SSEUP. */
static LLVMTypeRef part_type(CgContext *ctx, Cls c, int64_t bytes, bool sseup_next)
{
    if (c == CLS_SSE && sseup_next) return LLVMVectorType(ctx->t_float, 4);
    if (c == CLS_SSE) return bytes <= 4 ? ctx->t_float : ctx->t_double;
    unsigned bits = 8;
    while (bits < bytes * 8) bits *= 2;
    return LLVMIntTypeInContext(ctx->ctx, bits);
}

/* A record under the SysV rules: COERCE with its parts and the registers
 * they take, MEMORY as INDIRECT, an empty one IGNORE. */
static CgArgAbi classify_record(CgContext *ctx, Type *t, int *nint, int *nsse)
{
    CgArgAbi a = {0};
    int64_t size = type_size(t);
    *nint = *nsse = 0;
    if (size == 0) {
        a.kind = CG_ARG_IGNORE;
        return a;
    }
    Cls cls[4] = {CLS_NONE, CLS_NONE, CLS_NONE, CLS_NONE};
    if (size > 16)
        cls[0] = CLS_MEM;
    else
        classify(t, 0, cls);
    int n = size > 16 ? 1 : (int)((size + 7) / 8); /* eightbytes classified (cls has room for 4) */
    /* Post-merger (3.2.3): SSEUP without SSE before it is SSE. */
    for (int i = 1; i < n; i++)
        if (cls[i] == CLS_SSEUP && cls[i - 1] != CLS_SSE && cls[i - 1] != CLS_SSEUP) cls[i] = CLS_SSE;
    bool mem = cls[0] == CLS_MEM;
    for (int i = 0; i < n; i++) mem = mem || cls[i] == CLS_MEM;
    if (mem) {
        a.kind = CG_ARG_INDIRECT;
        return a;
    }
    a.kind = CG_ARG_COERCE;
    for (int i = 0; i < n; i++) {
        if (cls[i] == CLS_SSEUP) continue; /* carried with the SSE before it */
        Cls c = cls[i] == CLS_NONE ? CLS_INT : cls[i];
        bool up = i + 1 < n && cls[i + 1] == CLS_SSEUP;
        a.parts[a.nparts] = part_type(ctx, c, up ? 16 : chunk_bytes(size, i), up);
        a.offsets[a.nparts++] = (uint8_t)(8 * i);
        if (c == CLS_SSE)
            ++*nsse;
        else
            ++*nint;
    }
    return a;
}

/* The registers a parameter that is not a record takes, as LLVM assigns
 * them on x86-64. */
static void scalar_regs(Type *t, int *nint, int *nsse)
{
    t = cg_unqual(t);
    if (type_is_float(t)) {
        ++*nsse;
    } else if (type_is_vector(t)) {
        *nsse += (int)((type_size(t) + 15) / 16);
    } else {
        ++*nint;
    }
}

static CgArgAbi direct(void)
{
    CgArgAbi a = {0};
    a.kind = CG_ARG_DIRECT;
    return a;
}

/* A record by pointer; an empty one (size 0, a GNU C extension) is
 * nothing at all, as in clang, whatever the convention. */
static CgArgAbi indirect(Type *t)
{
    CgArgAbi a = {0};
    a.kind = type_size(cg_unqual(t)) == 0 ? CG_ARG_IGNORE : CG_ARG_INDIRECT;
    return a;
}

CgFnAbi *cg_abi_of(CgContext *ctx, Type *fty)
{
    fty = cg_unqual(fty);
    Arena *ar = &ctx->c->arena;
    CgFnAbi *abi = ARENA_NEW(ar, CgFnAbi);
    int np = fty->fn.nparams;
    abi->nparams = np;
    abi->params = ARENA_ARRAY(ar, CgArgAbi, np ? np : 1);
    abi->first = ARENA_ARRAY(ar, unsigned, np ? np : 1);
    bool sysv = ctx->target->call_abi == CALL_ABI_SYSV_X86_64;
    int free_int = 6, free_sse = 8;

    Type *rt = cg_unqual(fty->fn.ret);
    abi->ret = direct();
    if (cg_is_record(rt)) {
        if (sysv) {
            int ni, ns;
            abi->ret = classify_record(ctx, rt, &ni, &ns);
        } else {
            abi->ret = indirect(rt);
        }
    }
    if (abi->ret.kind == CG_ARG_INDIRECT) free_int--; /* the sret pointer */

    for (int i = 0; i < np; i++) {
        Type *pt = cg_unqual(fty->fn.params[i]);
        if (!cg_is_record(pt)) {
            abi->params[i] = direct();
            int ni = 0, ns = 0;
            scalar_regs(pt, &ni, &ns);
            free_int -= ni;
            free_sse -= ns;
            continue;
        }
        if (!sysv) {
            abi->params[i] = indirect(pt);
            continue;
        }
        int ni, ns;
        CgArgAbi a = classify_record(ctx, pt, &ni, &ns);
        if (a.kind == CG_ARG_COERCE && (ni > free_int || ns > free_sse)) a = indirect(pt); /* never split */
        if (a.kind == CG_ARG_COERCE) {
            free_int -= ni;
            free_sse -= ns;
        }
        abi->params[i] = a;
    }

    /* The LLVM function type. */
    int cap = 1 + 2 * (np ? np : 1);
    LLVMTypeRef *pts = ARENA_ARRAY(ar, LLVMTypeRef, cap);
    unsigned k = 0;
    /* A record by pointer is a generic pointer (LLVM's NVPTX back end
     * lowers byval parameters from the generic space, as clang emits them);
     * callers cast the address of their private copy. */
    if (abi->ret.kind == CG_ARG_INDIRECT) pts[k++] = ctx->t_ptr;
    for (int i = 0; i < np; i++) {
        CgArgAbi *a = &abi->params[i];
        abi->first[i] = k;
        switch (a->kind) {
        case CG_ARG_DIRECT: pts[k++] = cg_type(ctx, fty->fn.params[i]); break;
        case CG_ARG_COERCE:
            for (int j = 0; j < a->nparts; j++) pts[k++] = a->parts[j];
            break;
        case CG_ARG_INDIRECT: pts[k++] = ctx->t_ptr; break;
        case CG_ARG_IGNORE: break;
        }
    }
    abi->nllvm = k;
    LLVMTypeRef ret;
    switch (abi->ret.kind) {
    case CG_ARG_COERCE:
        ret = abi->ret.nparts == 1 ? abi->ret.parts[0]
                                   : LLVMStructTypeInContext(ctx->ctx, abi->ret.parts, (unsigned)abi->ret.nparts, 0);
        break;
    case CG_ARG_INDIRECT:
    case CG_ARG_IGNORE: ret = ctx->t_void; break;
    default: ret = cg_type(ctx, fty->fn.ret); break;
    }
    abi->fnty = LLVMFunctionType(ret, pts, k, fty->fn.variadic);
    return abi;
}

static LLVMAttributeRef enum_attr(CgContext *ctx, const char *name, uint64_t v)
{
    return LLVMCreateEnumAttribute(ctx->ctx, LLVMGetEnumAttributeKindForName(name, strlen(name)), v);
}

static LLVMAttributeRef type_attr(CgContext *ctx, const char *name, LLVMTypeRef t)
{
    return LLVMCreateTypeAttribute(ctx->ctx, LLVMGetEnumAttributeKindForName(name, strlen(name)), t);
}

static void add_attr(LLVMValueRef v, bool call_site, unsigned idx, LLVMAttributeRef a)
{
    if (call_site)
        LLVMAddCallSiteAttribute(v, idx, a);
    else
        LLVMAddAttributeAtIndex(v, idx, a);
}

unsigned cg_abi_byval_align(Type *t)
{
    int64_t a = type_align(cg_unqual(t));
    return (unsigned)(a < 8 ? 8 : a);
}

void cg_abi_attrs(CgContext *ctx, LLVMValueRef v, const CgFnAbi *abi, Type *fty, bool call_site, unsigned shift)
{
    fty = cg_unqual(fty);
    if (abi->ret.kind == CG_ARG_DIRECT) {
        const char *ext = cg_ext_attr(fty->fn.ret);
        if (ext) add_attr(v, call_site, LLVMAttributeReturnIndex, enum_attr(ctx, ext, 0));
    } else if (abi->ret.kind == CG_ARG_INDIRECT) {
        Type *rt = cg_unqual(fty->fn.ret);
        add_attr(v, call_site, 1 + shift, type_attr(ctx, "sret", cg_mem_type(ctx, rt)));
        add_attr(v, call_site, 1 + shift, enum_attr(ctx, "align", (uint64_t)type_align(rt)));
        add_attr(v, call_site, 1 + shift, enum_attr(ctx, "noalias", 0));
    }
    for (int i = 0; i < abi->nparams; i++) {
        const CgArgAbi *a = &abi->params[i];
        unsigned idx = abi->first[i] + shift + 1;
        Type *pt = cg_unqual(fty->fn.params[i]);
        if (a->kind == CG_ARG_DIRECT) {
            const char *ext = cg_ext_attr(pt);
            if (ext) add_attr(v, call_site, idx, enum_attr(ctx, ext, 0));
        } else if (a->kind == CG_ARG_INDIRECT) {
            add_attr(v, call_site, idx, type_attr(ctx, "byval", cg_mem_type(ctx, pt)));
            add_attr(v, call_site, idx, enum_attr(ctx, "align", cg_abi_byval_align(pt)));
        }
    }
}

/* ---- moving values in and out of the convention --------------------- */

/* A 16-byte scratch for the parts of a record in registers. */
static LLVMValueRef parts_buffer(CgContext *ctx, const char *name)
{
    return cg_alloca(ctx, type_array(ctx->types, type_basic(ctx->types, TY_ULONG), 2), name);
}

void cg_abi_split(CgContext *ctx, const CgArgAbi *a, LLVMValueRef addr, unsigned src_align, Type *t, LLVMValueRef buf,
                  LLVMValueRef *out)
{
    if (!buf) buf = parts_buffer(ctx, "coerce");
    unsigned align = src_align ? src_align : (unsigned)type_align(cg_unqual(t));
    LLVMBuildMemCpy(ctx->b, buf, 8, addr, align, LLVMConstInt(ctx->t_i64, (uint64_t)type_size(cg_unqual(t)), 0));
    for (int j = 0; j < a->nparts; j++) {
        LLVMValueRef ix = LLVMConstInt(ctx->t_i64, a->offsets[j], 0);
        LLVMValueRef p = LLVMBuildInBoundsGEP2(ctx->b, ctx->t_i8, buf, &ix, 1, "");
        LLVMValueRef v = LLVMBuildLoad2(ctx->b, a->parts[j], p, "coerce.part");
        LLVMSetAlignment(v, 8);
        out[j] = v;
    }
}

void cg_abi_join(CgContext *ctx, const CgArgAbi *a, const LLVMValueRef *parts, LLVMValueRef addr, Type *t)
{
    LLVMValueRef buf = parts_buffer(ctx, "coerce");
    for (int j = 0; j < a->nparts; j++) {
        LLVMValueRef ix = LLVMConstInt(ctx->t_i64, a->offsets[j], 0);
        LLVMValueRef p = LLVMBuildInBoundsGEP2(ctx->b, ctx->t_i8, buf, &ix, 1, "");
        LLVMSetAlignment(LLVMBuildStore(ctx->b, parts[j], p), 8);
    }
    unsigned align = (unsigned)type_align(cg_unqual(t));
    LLVMBuildMemCpy(ctx->b, addr, align, buf, 8, LLVMConstInt(ctx->t_i64, (uint64_t)type_size(cg_unqual(t)), 0));
}

const char *cg_abi_signature(CgContext *ctx, const CgFnAbi *abi)
{
    char *sig = arena_alloc(&ctx->c->arena, (size_t)abi->nparams + 1);
    for (int i = 0; i < abi->nparams; i++) {
        const CgArgAbi *a = &abi->params[i];
        sig[i] = a->kind == CG_ARG_DIRECT     ? 'd'
                 : a->kind == CG_ARG_INDIRECT ? 'i'
                 : a->kind == CG_ARG_IGNORE   ? 'x'
                                              : (char)('0' + a->nparts);
    }
    sig[abi->nparams] = 0;
    return sig;
}

void cg_abi_name_params(CgContext *ctx, LLVMValueRef fn, const CgFnAbi *abi, Decl *d, unsigned shift)
{
    unsigned n = LLVMCountParams(fn);
    if (abi->ret.kind == CG_ARG_INDIRECT && shift < n) LLVMSetValueName2(LLVMGetParam(fn, shift), "agg.result", 10);
    for (int i = 0; i < d->params.n && i < abi->nparams; i++) {
        Decl *p = d->params.items[i];
        const CgArgAbi *a = &abi->params[i];
        unsigned at = abi->first[i] + shift;
        if (!p->name || a->kind == CG_ARG_IGNORE || at >= n) continue;
        if (a->kind != CG_ARG_COERCE) {
            LLVMSetValueName2(LLVMGetParam(fn, at), p->name, strlen(p->name));
            continue;
        }
        for (int j = 0; j < a->nparts && at + (unsigned)j < n; j++) {
            const char *nm = arena_printf(&ctx->c->arena, "%s.coerce%d", p->name, j);
            LLVMSetValueName2(LLVMGetParam(fn, at + (unsigned)j), nm, strlen(nm));
        }
    }
}
