/* cg_widen.c - work-group loops of explicit vectors, widened across
 * work-items: the kernel pipeline's step between inlining and the loop
 * vectorizer (cg_module.c, cg_widen_work_items).
 *
 * A kernel over scalars becomes a work-group loop that LLVM's loop
 * vectorizer widens across work-items: `o[i] = exp(x[i])` runs 16 lanes at
 * a time on AVX-512.  A kernel over vectors does not: the vectorizer takes
 * no loop whose body already computes in vectors, so `o[i] = exp(x[i])`
 * on float8 ran 8 lanes at a time where the CPU has 16, and bench/math
 * measured it at 0.65x of the scalar kernel over the same bytes.  This
 * step widens such loops itself: W consecutive work-items (W = the
 * target's vector width over the body's widest vector, 2 or 4) run as one
 * iteration whose every vector is W times as wide, the work-items' lanes
 * side by side; the original loop, unchanged, runs the last work-items
 * when the count is not a multiple of W.
 *
 * It takes only what it can widen exactly, and leaves everything else
 * alone (the loop as it was):
 *
 *   - the loop is the work-group function's x loop as cg_kernel.c emits
 *     it, after inlining: `lx` from `first` up to `end` by 1, no other
 *     phi, an exit without phis, and a body of one block or a bounds
 *     check around one (`if (i < n) ...`, `if (i >= n) return; ...`): a
 *     compare of an index with a uniform bound, passed by the work-items
 *     below it.  The wide loop then runs while the last of its W
 *     work-items passes (so all of them do: the index grows with lx), and
 *     the original loop, which checks each, takes the rest;
 *   - each memory access is a plain (not volatile, not atomic) load or
 *     store of a vector whose bytes (store size = allocation size) are the
 *     distance between two consecutive work-items' addresses: an address
 *     is a uniform base plus an index that grows by a constant with lx
 *     (adds, subtractions and multiplications by constants, shifts,
 *     truncations to 32 bits and extensions of them, `(x << 32) >> 32`;
 *     one-index GEPs, and GEPs of those by uniform indices: an int index
 *     that wraps at 2^31 work-items addresses outside any buffer, which is
 *     the program's undefined behaviour), so W work-items' vectors are
 *     W * N contiguous lanes and one wide access reads or writes exactly
 *     their bytes; a value that depends on lx is used for addresses only;
 *   - every other instruction that depends on a work-item is a lane-wise
 *     vector operation, which on the concatenation of W vectors is the
 *     concatenation of the W results: arithmetic, comparisons, selects,
 *     casts between vectors (a bitcast too: both sides are the same bytes
 *     in the same order), shuffles (the mask remapped to each work-item's
 *     half), the lane-wise intrinsics of allowed_intrinsic(), and calls of
 *     SLEEF's vector functions (the math built-ins), which become calls of
 *     its variant of W times the lanes (cg_sleef_wider: sinf8 -> sinf16),
 *     where the CPU has one;
 *   - what depends on no work-item (uniform) stays as it is, a vector of
 *     it splat W times where a wide operation reads it; a load from a
 *     uniform address, a call, an atomic, extract/insertelement of a
 *     work-item's vector or anything else unknown leaves the loop alone.
 *
 * Running W work-items' operations in lock step instead of one after the
 * other is what the loop vectorizer does to scalar kernels, and what the
 * OpenCL execution model allows: the work-items of a group run
 * concurrently, unordered but by barriers (a loop body has none: barrier
 * kernels run as regions or fibers), so a result one work-item reads of
 * another's write without a barrier is a race either way.  Within one
 * work-item the order of its operations is kept (each wide instruction
 * replaces the same instruction of every work-item, in the body's order).
 *
 * The flags that may make a value poison (nuw, nsw, exact, ...) are not
 * copied to the wide instructions, fast-math flags are; dropping a flag
 * only removes assumptions.  Every operation gives the same bits wide as
 * narrow but a SLEEF call, whose 16-lane variant may differ from the
 * 8-lane one in the last bit on a few inputs, within the same ulp bound
 * (as the loop vectorizer's vector variants differ from the scalar one in
 * its remainder loop).
 */
#include <stdlib.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "support/kernel_abi.h"

enum { MAX_WIDEN = 4, MAX_BODY = 4096 };

typedef enum {
    K_UNIFORM, /* the same for every work-item */
    K_INDEX,   /* an integer: coef * lx + something uniform */
    K_ADDR,    /* a pointer: stride * lx + something uniform, bytes */
    K_WIDE,    /* a vector per work-item */
    K_STORE,   /* a store of a vector per work-item */
    K_LOOP     /* the loop's own next/compare/branch */
} Kind;

typedef struct Inst {
    LLVMValueRef v;
    Kind kind;
    int64_t coef;    /* K_INDEX: per lx; K_ADDR: bytes per lx */
    LLVMValueRef to; /* its clone or wide form in the wide body */
} Inst;

/* The x loop: one block (head = then = latch), or a head whose guard
 * branches to `then` or past it to the latch (`if (i < n) ...`). */
typedef struct Loop {
    LLVMBasicBlockRef head, then, latch, pre, exit;
    LLVMValueRef phi, next, cond, first, end;
    LLVMValueRef guard; /* the head's icmp, NULL without one */
    bool runs_if_false; /* the body runs when the guard is false */
} Loop;

typedef struct Widen {
    LLVMModuleRef mod;
    const CgTarget *target;
    LLVMContextRef ctx;
    LLVMTargetDataRef td;
    LLVMBuilderRef b;
    Loop L;
    Inst *insts;
    size_t n;
    uint32_t *table; /* find()'s index of insts */
    size_t mask;
    unsigned width;  /* W */
    unsigned max_bits;
    LLVMValueRef lw; /* the wide body's lx */
} Widen;

/* ---- the loop ---- */

static LLVMValueRef const_int_value(LLVMValueRef v, int64_t *out)
{
    if (!v || !LLVMIsAConstantInt(v)) return NULL;
    *out = LLVMConstIntGetSExtValue(v);
    return v;
}

/* The branches to bb (its uses: terminators only). */
static int count_preds(LLVMBasicBlockRef bb)
{
    int n = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)); u; u = LLVMGetNextUse(u)) n++;
    return n;
}

/* Whether latch ends the x loop that cg_kernel.c's emit_wg_fn makes (its
 * body inlined and simplified): `next = lx + 1; next < end (or !=)`
 * branching back to the head, where lx's phi is; fills L but for the
 * guard. */
static bool is_latch(LLVMBasicBlockRef latch, LLVMBasicBlockRef head, Loop *L)
{
    LLVMValueRef br = LLVMGetBasicBlockTerminator(latch);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br) || LLVMGetSuccessor(br, 0) != head ||
        LLVMGetSuccessor(br, 1) == head)
        return false;
    LLVMValueRef phi = LLVMGetFirstInstruction(head);
    if (!phi || !LLVMIsAPHINode(phi) || LLVMCountIncoming(phi) != 2) return false;
    LLVMValueRef second = LLVMGetNextInstruction(phi);
    if (!second || LLVMIsAPHINode(second)) return false;
    if (LLVMGetTypeKind(LLVMTypeOf(phi)) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(LLVMTypeOf(phi)) != 64)
        return false;
    unsigned self = LLVMGetIncomingBlock(phi, 0) == latch ? 0 : 1;
    if (LLVMGetIncomingBlock(phi, self) != latch || LLVMGetIncomingBlock(phi, 1 - self) == latch) return false;
    L->head = head;
    L->latch = latch;
    L->phi = phi;
    L->pre = LLVMGetIncomingBlock(phi, 1 - self);
    L->first = LLVMGetIncomingValue(phi, 1 - self);
    L->next = LLVMGetIncomingValue(phi, self);
    L->exit = LLVMGetSuccessor(br, 1);
    int64_t one = 0;
    LLVMValueRef n = L->next;
    if (!LLVMIsAInstruction(n) || LLVMGetInstructionParent(n) != latch || LLVMGetInstructionOpcode(n) != LLVMAdd)
        return false;
    LLVMValueRef a = LLVMGetOperand(n, 0), c = LLVMGetOperand(n, 1);
    if (a != phi) {
        LLVMValueRef t = a;
        a = c;
        c = t;
    }
    if (a != phi || !const_int_value(c, &one) || one != 1) return false;
    L->cond = LLVMGetCondition(br);
    if (!LLVMIsAICmpInst(L->cond) || LLVMGetInstructionParent(L->cond) != latch) return false;
    LLVMIntPredicate p = LLVMGetICmpPredicate(L->cond);
    if ((p != LLVMIntULT && p != LLVMIntNE) || LLVMGetOperand(L->cond, 0) != n) return false;
    L->end = LLVMGetOperand(L->cond, 1);
    if (LLVMIsAInstruction(L->end) && LLVMGetInstructionParent(L->end) == latch) return false;
    /* The next value and the compare serve the loop alone. */
    for (LLVMUseRef u = LLVMGetFirstUse(n); u; u = LLVMGetNextUse(u))
        if (LLVMGetUser(u) != phi && LLVMGetUser(u) != L->cond) return false;
    for (LLVMUseRef u = LLVMGetFirstUse(L->cond); u; u = LLVMGetNextUse(u))
        if (LLVMGetUser(u) != br) return false;
    /* Entered from one block by an unconditional branch; an exit with
     * no phis, reached from the loop alone. */
    LLVMValueRef pt = LLVMGetBasicBlockTerminator(L->pre);
    if (!pt || !LLVMIsABranchInst(pt) || LLVMIsConditional(pt)) return false;
    LLVMValueRef e0 = LLVMGetFirstInstruction(L->exit);
    return e0 && !LLVMIsAPHINode(e0) && count_preds(L->exit) == 1;
}

/* The x loop ending at bb: bb alone, or a guarded body, where bb is the
 * latch, entered from the head (guard false or true) and from `then`,
 * whose only way out is the latch. */
static bool is_x_loop(LLVMBasicBlockRef bb, Loop *L)
{
    L->guard = NULL;
    L->runs_if_false = false;
    if (is_latch(bb, bb, L)) {
        L->then = bb;
        return true;
    }
    LLVMValueRef br = LLVMGetBasicBlockTerminator(bb);
    if (!br || !LLVMIsABranchInst(br) || !LLVMIsConditional(br)) return false;
    LLVMBasicBlockRef head = LLVMGetSuccessor(br, 0);
    if (head == bb || !is_latch(bb, head, L) || count_preds(bb) != 2) return false;
    LLVMValueRef hb = LLVMGetBasicBlockTerminator(head);
    if (!hb || !LLVMIsABranchInst(hb) || !LLVMIsConditional(hb)) return false;
    LLVMBasicBlockRef s0 = LLVMGetSuccessor(hb, 0), s1 = LLVMGetSuccessor(hb, 1);
    L->runs_if_false = s0 == bb;
    L->then = L->runs_if_false ? s1 : s0;
    if ((s0 != bb && s1 != bb) || L->then == bb || L->then == head || count_preds(L->then) != 1) return false;
    LLVMValueRef tb = LLVMGetBasicBlockTerminator(L->then);
    if (!tb || !LLVMIsABranchInst(tb) || LLVMIsConditional(tb) || LLVMGetSuccessor(tb, 0) != bb) return false;
    LLVMValueRef f = LLVMGetFirstInstruction(L->then);
    if (!f || LLVMIsAPHINode(f) || LLVMGetFirstInstruction(bb) != L->next) return false;
    L->guard = LLVMGetCondition(hb);
    return LLVMIsAICmpInst(L->guard) && LLVMGetInstructionParent(L->guard) == head;
}

/* ---- the classification ---- */

/* The body's instructions by address: an open-addressed table of
 * indexes + 1 into insts, twice their count rounded up to a power of 2. */
static size_t slot_of(const Widen *w, LLVMValueRef v)
{
    uintptr_t h = (uintptr_t)v;
    h ^= h >> 17;
    h *= (uintptr_t)0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 7) & w->mask;
}

static bool in_loop(const Loop *L, LLVMValueRef v)
{
    if (!LLVMIsAInstruction(v)) return false;
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(v);
    return bb == L->head || bb == L->then || bb == L->latch;
}

static Inst *find(Widen *w, LLVMValueRef v)
{
    if (!in_loop(&w->L, v)) return NULL;
    for (size_t s = slot_of(w, v); w->table[s]; s = (s + 1) & w->mask)
        if (w->insts[w->table[s] - 1].v == v) return &w->insts[w->table[s] - 1];
    return NULL;
}

static void remember(Widen *w, size_t index)
{
    size_t s = slot_of(w, w->insts[index].v);
    while (w->table[s]) s = (s + 1) & w->mask;
    w->table[s] = (uint32_t)index + 1;
}

/* A value of the body not classified (defined later: impossible in SSA
 * but for the phi) or from elsewhere: uniform. */
static Kind kind_of(Widen *w, LLVMValueRef v, int64_t *coef)
{
    if (v == w->L.phi) {
        *coef = 1;
        return K_INDEX;
    }
    Inst *in = find(w, v);
    if (!in) return K_UNIFORM;
    *coef = in->coef;
    return in->kind;
}

static bool is_vector(LLVMTypeRef t) { return LLVMGetTypeKind(t) == LLVMVectorTypeKind; }

/* A vector type the step can widen: 2, 4, 8 or 16 lanes of integers or
 * floats; the lane bits of non-mask vectors count towards the width. */
static bool vector_ok(Widen *w, LLVMTypeRef t)
{
    if (!is_vector(t)) return false;
    unsigned lanes = LLVMGetVectorSize(t);
    if (lanes < 2 || lanes > 16 || (lanes & (lanes - 1))) return false;
    LLVMTypeRef e = LLVMGetElementType(t);
    LLVMTypeKind k = LLVMGetTypeKind(e);
    unsigned bits = k == LLVMIntegerTypeKind  ? LLVMGetIntTypeWidth(e)
                    : k == LLVMFloatTypeKind  ? 32
                    : k == LLVMDoubleTypeKind ? 64
                    : k == LLVMHalfTypeKind   ? 16
                                              : 0;
    if (!bits) return false;
    if (bits > 1 && lanes * bits > w->max_bits) w->max_bits = lanes * bits;
    return true;
}

/* The lane-wise intrinsics whose one overloaded type is their result's. */
static bool allowed_intrinsic(unsigned id)
{
    static const char *const names[] = {
        "llvm.fma",        "llvm.fmuladd",  "llvm.fabs",      "llvm.minnum",   "llvm.maxnum",   "llvm.minimum",
        "llvm.maximum",    "llvm.copysign", "llvm.floor",     "llvm.ceil",     "llvm.trunc",    "llvm.rint",
        "llvm.nearbyint",  "llvm.round",    "llvm.roundeven", "llvm.sqrt",     "llvm.smin",     "llvm.smax",
        "llvm.umin",       "llvm.umax",     "llvm.abs",       "llvm.ctpop",    "llvm.ctlz",     "llvm.cttz",
        "llvm.fshl",       "llvm.fshr",     "llvm.sadd.sat",  "llvm.uadd.sat", "llvm.ssub.sat", "llvm.usub.sat",
        "llvm.bitreverse", "llvm.bswap",
    };
    if (!id) return false;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (LLVMLookupIntrinsicID(names[i], strlen(names[i])) == id) return true;
    return false;
}

/* Whether the operand is something a wide operation can read: a vector
 * of each work-item, or a uniform value (a vector is splat). */
static bool wide_operand(Widen *w, LLVMValueRef v)
{
    int64_t c;
    Kind k = kind_of(w, v, &c);
    if (k == K_WIDE) return true;
    if (k != K_UNIFORM) return false;
    return !is_vector(LLVMTypeOf(v)) || vector_ok(w, LLVMTypeOf(v));
}

/* The casts, which keep the lane count: a vector's cast is lane-wise. */
static bool is_cast(LLVMOpcode op)
{
    return op == LLVMTrunc || op == LLVMZExt || op == LLVMSExt || op == LLVMFPToUI || op == LLVMFPToSI ||
           op == LLVMUIToFP || op == LLVMSIToFP || op == LLVMFPTrunc || op == LLVMFPExt || op == LLVMBitCast;
}

/* An instruction that reads uniform values only and has no effect: it
 * stays uniform (cloned into the wide body). */
static bool pure_opcode(LLVMOpcode op)
{
    if (is_cast(op)) return true;
    switch (op) {
    case LLVMAdd:
    case LLVMFAdd:
    case LLVMSub:
    case LLVMFSub:
    case LLVMMul:
    case LLVMFMul:
    case LLVMUDiv:
    case LLVMSDiv:
    case LLVMFDiv:
    case LLVMURem:
    case LLVMSRem:
    case LLVMFRem:
    case LLVMShl:
    case LLVMLShr:
    case LLVMAShr:
    case LLVMAnd:
    case LLVMOr:
    case LLVMXor:
    case LLVMFNeg:
    case LLVMICmp:
    case LLVMFCmp:
    case LLVMSelect:
    case LLVMExtractElement:
    case LLVMInsertElement:
    case LLVMShuffleVector:
    case LLVMGetElementPtr:
    case LLVMFreeze: return true;
    default: return false;
    }
}

/* The integer index of an address: coef * lx + uniform. */
static bool classify_index(Widen *w, Inst *in, LLVMOpcode op)
{
    LLVMValueRef v = in->v;
    if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind) return false;
    int64_t ca = 0, cb = 0, k;
    Kind a = kind_of(w, LLVMGetOperand(v, 0), &ca);
    Kind b = LLVMGetNumOperands(v) > 1 ? kind_of(w, LLVMGetOperand(v, 1), &cb) : K_UNIFORM;
    if ((a != K_INDEX && a != K_UNIFORM) || (b != K_INDEX && b != K_UNIFORM)) return false;
    if (a == K_UNIFORM) ca = 0;
    if (b == K_UNIFORM) cb = 0;
    switch (op) {
    case LLVMAdd: in->coef = ca + cb; break;
    case LLVMSub: in->coef = ca - cb; break;
    case LLVMMul:
        if (a == K_INDEX && b == K_UNIFORM && const_int_value(LLVMGetOperand(v, 1), &k))
            in->coef = ca * k;
        else if (b == K_INDEX && a == K_UNIFORM && const_int_value(LLVMGetOperand(v, 0), &k))
            in->coef = cb * k;
        else
            return false;
        break;
    case LLVMShl:
        if (a != K_INDEX || b != K_UNIFORM || !const_int_value(LLVMGetOperand(v, 1), &k) || k < 0 || k > 63)
            return false;
        if (k <= 16) {
            in->coef = ca * ((int64_t)1 << k);
            break;
        }
        /* `(x << k) >> k`, arithmetic or logical: x's low bits extended,
         * as InstCombine writes `(long)(int)x`; it grows as x does (see
         * truncations above). */
        for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            LLVMOpcode uo = LLVMIsAInstruction(user) ? LLVMGetInstructionOpcode(user) : LLVMRet;
            int64_t uk;
            if ((uo != LLVMAShr && uo != LLVMLShr) || LLVMGetOperand(user, 0) != v ||
                !const_int_value(LLVMGetOperand(user, 1), &uk) || uk != k)
                return false;
        }
        in->coef = ca;
        break;
    case LLVMAShr:
    case LLVMLShr: {
        LLVMValueRef x = LLVMGetOperand(v, 0);
        int64_t xk;
        if (a != K_INDEX || b != K_UNIFORM || !LLVMIsAInstruction(x) || LLVMGetInstructionOpcode(x) != LLVMShl ||
            !const_int_value(LLVMGetOperand(v, 1), &k) || !const_int_value(LLVMGetOperand(x, 1), &xk) || xk != k ||
            k <= 16)
            return false;
        in->coef = ca;
        break;
    }
    case LLVMTrunc:
        /* To 32 bits or more: an index that wraps there addresses outside
         * any buffer (a program's undefined behaviour) before the wide
         * access would differ from the narrow ones. */
        if (LLVMGetIntTypeWidth(LLVMTypeOf(v)) < 32) return false;
        in->coef = ca;
        break;
    case LLVMSExt:
    case LLVMZExt: in->coef = ca; break;
    default: return false;
    }
    in->kind = K_INDEX;
    return in->coef > -(1 << 20) && in->coef < (1 << 20);
}

static bool classify_gep(Widen *w, Inst *in)
{
    LLVMValueRef v = in->v;
    int64_t c;
    Kind base = kind_of(w, LLVMGetOperand(v, 0), &c);
    int64_t base_stride = c;
    unsigned ops = (unsigned)LLVMGetNumOperands(v);
    if (base == K_UNIFORM && ops == 2) {
        Kind ix = kind_of(w, LLVMGetOperand(v, 1), &c);
        if (ix != K_INDEX) return false;
        uint64_t size = LLVMABISizeOfType(w->td, LLVMGetGEPSourceElementType(v));
        in->kind = K_ADDR;
        in->coef = c * (int64_t)size;
        return size > 0 && size <= 4096;
    }
    if (base != K_ADDR) return false;
    for (unsigned i = 1; i < ops; i++)
        if (kind_of(w, LLVMGetOperand(v, i), &c) != K_UNIFORM) return false;
    in->kind = K_ADDR;
    in->coef = base_stride;
    return true;
}

/* A plain access of a vector whose bytes are its work-item's stride. */
static bool access_ok(Widen *w, LLVMValueRef v, LLVMValueRef ptr, LLVMTypeRef t)
{
    int64_t stride;
    if (LLVMGetVolatile(v) || LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic) return false;
    if (kind_of(w, ptr, &stride) != K_ADDR || !vector_ok(w, t)) return false;
    unsigned long long size = LLVMABISizeOfType(w->td, t);
    return LLVMStoreSizeOfType(w->td, t) == size && (int64_t)size == stride;
}

/* A guard the wide loop can test once for W work-items: the body runs for
 * the work-items whose index is below a uniform bound (`i < n`, `i >= n`
 * branching past it, signed or unsigned), the index growing with lx, so
 * that when the last of W work-items runs the body, all of them do. */
static bool guard_ok(Widen *w, LLVMValueRef g)
{
    int64_t c0 = 0, c1 = 0;
    Kind k0 = kind_of(w, LLVMGetOperand(g, 0), &c0), k1 = kind_of(w, LLVMGetOperand(g, 1), &c1);
    LLVMIntPredicate p = LLVMGetICmpPredicate(g);
    static const LLVMIntPredicate swapped[] = {
        [LLVMIntULT] = LLVMIntUGT, [LLVMIntULE] = LLVMIntUGE, [LLVMIntUGT] = LLVMIntULT, [LLVMIntUGE] = LLVMIntULE,
        [LLVMIntSLT] = LLVMIntSGT, [LLVMIntSLE] = LLVMIntSGE, [LLVMIntSGT] = LLVMIntSLT, [LLVMIntSGE] = LLVMIntSLE,
        [LLVMIntEQ] = LLVMIntEQ,   [LLVMIntNE] = LLVMIntNE};
    static const LLVMIntPredicate inverse[] = {
        [LLVMIntULT] = LLVMIntUGE, [LLVMIntULE] = LLVMIntUGT, [LLVMIntUGT] = LLVMIntULE, [LLVMIntUGE] = LLVMIntULT,
        [LLVMIntSLT] = LLVMIntSGE, [LLVMIntSLE] = LLVMIntSGT, [LLVMIntSGT] = LLVMIntSLE, [LLVMIntSGE] = LLVMIntSLT,
        [LLVMIntEQ] = LLVMIntNE,   [LLVMIntNE] = LLVMIntEQ};
    if ((unsigned)p >= sizeof swapped / sizeof *swapped) return false;
    if (k0 == K_INDEX && k1 == K_UNIFORM && c0 > 0) {
    } else if (k1 == K_INDEX && k0 == K_UNIFORM && c1 > 0) {
        p = swapped[p];
    } else {
        return false;
    }
    if (w->L.runs_if_false) p = inverse[p];
    return p == LLVMIntULT || p == LLVMIntULE || p == LLVMIntSLT || p == LLVMIntSLE;
}

static bool classify(Widen *w, Inst *in)
{
    LLVMValueRef v = in->v;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(v);
    if (v == w->L.next || v == w->L.cond || v == LLVMGetBasicBlockTerminator(bb)) {
        in->kind = K_LOOP;
        return true;
    }
    if (bb == w->L.latch && w->L.latch != w->L.head) return false; /* more than the loop's own */
    if (v == w->L.guard) {
        in->kind = K_LOOP;
        return guard_ok(w, v);
    }
    unsigned nops = (unsigned)LLVMGetNumOperands(v);
    bool uniform = true;
    int64_t c;
    for (unsigned i = 0; i < nops && uniform; i++) uniform = kind_of(w, LLVMGetOperand(v, i), &c) == K_UNIFORM;
    if (op == LLVMLoad) {
        if (!access_ok(w, v, LLVMGetOperand(v, 0), LLVMTypeOf(v))) return false;
        in->kind = K_WIDE;
        return true;
    }
    if (op == LLVMStore) {
        LLVMValueRef val = LLVMGetOperand(v, 0);
        if (!access_ok(w, v, LLVMGetOperand(v, 1), LLVMTypeOf(val)) || !wide_operand(w, val)) return false;
        in->kind = K_STORE;
        return true;
    }
    if (op == LLVMCall) {
        LLVMValueRef callee = LLVMGetCalledValue(v);
        unsigned id = callee && LLVMIsAFunction(callee) ? LLVMGetIntrinsicID(callee) : 0;
        size_t len = 0;
        const char *name = callee && LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : "";
        bool sleef = !id && len > 6 && strncmp(name, "Sleef_", 6) == 0; /* checked in calls_fit */
        if ((!sleef && !allowed_intrinsic(id)) || !vector_ok(w, LLVMTypeOf(v))) return false;
        for (unsigned i = 0; i + 1 < nops; i++) {
            LLVMValueRef a = LLVMGetOperand(v, i);
            if (is_vector(LLVMTypeOf(a)) ? LLVMTypeOf(a) != LLVMTypeOf(v) || !wide_operand(w, a)
                                         : sleef || !LLVMIsAConstant(a))
                return false;
        }
        in->kind = uniform ? K_UNIFORM : K_WIDE;
        return true;
    }
    if (!pure_opcode(op)) return false;
    if (uniform) {
        in->kind = K_UNIFORM;
        return true;
    }
    if (op == LLVMGetElementPtr) return classify_gep(w, in);
    if (!is_vector(LLVMTypeOf(v))) return classify_index(w, in, op);
    if (!vector_ok(w, LLVMTypeOf(v))) return false;
    switch (op) {
    case LLVMExtractElement:
    case LLVMInsertElement:
    case LLVMGetElementPtr: return false;
    case LLVMSelect:
        if (is_vector(LLVMTypeOf(LLVMGetOperand(v, 0))) ? !wide_operand(w, LLVMGetOperand(v, 0))
                                                        : kind_of(w, LLVMGetOperand(v, 0), &c) != K_UNIFORM)
            return false;
        if (!wide_operand(w, LLVMGetOperand(v, 1)) || !wide_operand(w, LLVMGetOperand(v, 2))) return false;
        break;
    default:
        for (unsigned i = 0; i < nops; i++) {
            LLVMValueRef a = LLVMGetOperand(v, i);
            if (!is_vector(LLVMTypeOf(a)) || !wide_operand(w, a)) return false;
        }
    }
    in->kind = K_WIDE;
    return true;
}

/* Whether the body can be widened; sets width. */
static bool analyse(Widen *w, unsigned target_bits)
{
    LLVMBasicBlockRef blocks[3] = {w->L.head, w->L.then, w->L.latch};
    int nblocks = w->L.then == w->L.head ? 1 : 3;
    size_t count = 0;
    for (int k = 0; k < nblocks; k++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(blocks[k]); i; i = LLVMGetNextInstruction(i)) count++;
    if (count > MAX_BODY) return false;
    size_t slots = 16;
    while (slots < 2 * count) slots *= 2;
    w->insts = calloc(count ? count : 1, sizeof *w->insts);
    w->table = calloc(slots, sizeof *w->table);
    w->mask = slots - 1;
    if (!w->insts || !w->table) return false;
    bool stores = false;
    for (int k = 0; k < nblocks; k++)
        for (LLVMValueRef i = LLVMGetFirstInstruction(blocks[k]); i; i = LLVMGetNextInstruction(i)) {
            if (i == w->L.phi) continue;
            Inst *in = &w->insts[w->n];
            in->v = i;
            if (!classify(w, in)) return false;
            remember(w, w->n++);
            stores |= in->kind == K_STORE;
        }
    /* Index and address values serve addresses only. */
    for (size_t k = 0; k < w->n; k++) {
        Inst *in = &w->insts[k];
        if (in->kind != K_INDEX && in->kind != K_ADDR) continue;
        for (LLVMUseRef u = LLVMGetFirstUse(in->v); u; u = LLVMGetNextUse(u)) {
            LLVMValueRef user = LLVMGetUser(u);
            Inst *ui = find(w, user);
            if (!ui) return false; /* used outside the loop */
            if (ui->kind == K_INDEX || ui->kind == K_ADDR || user == w->L.guard) continue;
            if (ui->kind == K_WIDE && LLVMIsALoadInst(user) && LLVMGetOperand(user, 0) == in->v) continue;
            if (ui->kind == K_STORE && LLVMGetOperand(user, 1) == in->v && LLVMGetOperand(user, 0) != in->v) continue;
            return false;
        }
    }
    for (LLVMUseRef u = LLVMGetFirstUse(w->L.phi); u; u = LLVMGetNextUse(u)) {
        Inst *ui = find(w, LLVMGetUser(u));
        if (!ui || (ui->kind != K_INDEX && ui->kind != K_ADDR && ui->kind != K_LOOP)) return false;
    }
    /* Nothing of a work-item's is used after the loop. */
    for (size_t k = 0; k < w->n; k++)
        for (LLVMUseRef u = LLVMGetFirstUse(w->insts[k].v); u; u = LLVMGetNextUse(u))
            if (!find(w, LLVMGetUser(u)) && LLVMGetUser(u) != w->L.phi) return false;
    if (!stores || !w->max_bits || target_bits <= w->max_bits) return false;
    w->width = target_bits / w->max_bits;
    if (w->width > MAX_WIDEN) w->width = MAX_WIDEN;
    return w->width >= 2;
}

/* ---- the wide body ---- */

static LLVMTypeRef wide_type(Widen *w, LLVMTypeRef t)
{
    return LLVMVectorType(LLVMGetElementType(t), LLVMGetVectorSize(t) * w->width);
}

/* v for all W work-items: its wide form, or a uniform vector splat W
 * times (a scalar stays itself). */
static LLVMValueRef wide(Widen *w, LLVMValueRef v)
{
    Inst *in = find(w, v);
    if (in && in->kind == K_WIDE) return in->to;
    LLVMValueRef u = in ? in->to : v;
    if (!is_vector(LLVMTypeOf(u))) return u;
    unsigned n = LLVMGetVectorSize(LLVMTypeOf(u));
    LLVMValueRef mask[64];
    for (unsigned i = 0; i < n * w->width; i++) mask[i] = LLVMConstInt(LLVMInt32TypeInContext(w->ctx), i % n, 0);
    return LLVMBuildShuffleVector(w->b, u, LLVMGetPoison(LLVMTypeOf(u)), LLVMConstVector(mask, n * w->width), "");
}

static LLVMValueRef mapped(Widen *w, LLVMValueRef v)
{
    if (v == w->L.phi) return w->lw;
    Inst *in = find(w, v);
    return in ? in->to : v;
}

static void copy_fast_math(LLVMValueRef from, LLVMValueRef to)
{
    if (LLVMIsAInstruction(to) && LLVMCanValueUseFastMathFlags(from) && LLVMCanValueUseFastMathFlags(to))
        LLVMSetFastMathFlags(to, LLVMGetFastMathFlags(from));
}

/* A copy of a uniform, index or address instruction in the wide body,
 * reading the wide body's values. */
static LLVMValueRef clone_into(Widen *w, LLVMValueRef v)
{
    LLVMValueRef c = LLVMInstructionClone(v);
    for (int i = 0; i < LLVMGetNumOperands(v); i++) {
        LLVMValueRef op = LLVMGetOperand(v, (unsigned)i);
        LLVMValueRef to = mapped(w, op);
        if (to != op) LLVMSetOperand(c, (unsigned)i, to);
    }
    LLVMInsertIntoBuilder(w->b, c);
    return c;
}

/* The wide form of a call's callee: the intrinsic at the wide type, or
 * SLEEF's variant of W times the lanes (NULL where it has none). */
static LLVMValueRef wide_callee(Widen *w, LLVMValueRef call)
{
    LLVMValueRef callee = LLVMGetCalledValue(call);
    unsigned id = LLVMGetIntrinsicID(callee);
    LLVMTypeRef wt = wide_type(w, LLVMTypeOf(call));
    if (id) return LLVMGetIntrinsicDeclaration(w->mod, id, &wt, 1);
    return cg_sleef_wider(w->mod, w->target, callee, LLVMGetVectorSize(wt));
}

static LLVMValueRef build_wide(Widen *w, LLVMValueRef v)
{
    LLVMBuilderRef b = w->b;
    LLVMOpcode op = LLVMGetInstructionOpcode(v);
    LLVMValueRef r;
    switch (op) {
    case LLVMLoad:
        r = LLVMBuildLoad2(b, wide_type(w, LLVMTypeOf(v)), mapped(w, LLVMGetOperand(v, 0)), "");
        LLVMSetAlignment(r, LLVMGetAlignment(v));
        return r;
    case LLVMFNeg: r = LLVMBuildFNeg(b, wide(w, LLVMGetOperand(v, 0)), ""); break;
    case LLVMICmp:
        r = LLVMBuildICmp(b, LLVMGetICmpPredicate(v), wide(w, LLVMGetOperand(v, 0)), wide(w, LLVMGetOperand(v, 1)), "");
        break;
    case LLVMFCmp:
        r = LLVMBuildFCmp(b, LLVMGetFCmpPredicate(v), wide(w, LLVMGetOperand(v, 0)), wide(w, LLVMGetOperand(v, 1)), "");
        break;
    case LLVMSelect:
        r = LLVMBuildSelect(b, wide(w, LLVMGetOperand(v, 0)), wide(w, LLVMGetOperand(v, 1)),
                            wide(w, LLVMGetOperand(v, 2)), "");
        break;
    case LLVMShuffleVector: {
        /* Work-item k's lanes of the first operand are k*n.., of the
         * second W*n + k*n..; its result lanes k*m.. */
        unsigned n = LLVMGetVectorSize(LLVMTypeOf(LLVMGetOperand(v, 0))), m = LLVMGetNumMaskElements(v);
        LLVMValueRef mask[64];
        LLVMTypeRef i32 = LLVMInt32TypeInContext(w->ctx);
        for (unsigned k = 0; k < w->width; k++)
            for (unsigned j = 0; j < m; j++) {
                int e = LLVMGetMaskValue(v, j);
                mask[k * m + j] = e == LLVMGetUndefMaskElem() ? LLVMGetPoison(i32)
                                  : (unsigned)e < n           ? LLVMConstInt(i32, k * n + (unsigned)e, 0)
                                                    : LLVMConstInt(i32, w->width * n + k * n + (unsigned)e - n, 0);
            }
        r = LLVMBuildShuffleVector(b, wide(w, LLVMGetOperand(v, 0)), wide(w, LLVMGetOperand(v, 1)),
                                   LLVMConstVector(mask, m * w->width), "");
        break;
    }
    case LLVMCall: {
        LLVMValueRef fn = wide_callee(w, v);
        unsigned n = (unsigned)LLVMGetNumArgOperands(v);
        LLVMValueRef args[8];
        for (unsigned i = 0; i < n && i < 8; i++) args[i] = wide(w, LLVMGetOperand(v, i));
        r = LLVMBuildCall2(b, LLVMGlobalGetValueType(fn), fn, args, n, "");
        break;
    }
    default:
        r = is_cast(op) ? LLVMBuildCast(b, op, wide(w, LLVMGetOperand(v, 0)), wide_type(w, LLVMTypeOf(v)), "")
                        : LLVMBuildBinOp(b, op, wide(w, LLVMGetOperand(v, 0)), wide(w, LLVMGetOperand(v, 1)), "");
    }
    copy_fast_math(v, r);
    return r;
}

/* The calls' wide declarations exist and take what they are given
 * (checked before the IR changes, so that a refusal leaves it as it was). */
static bool calls_fit(Widen *w)
{
    for (size_t k = 0; k < w->n; k++) {
        LLVMValueRef v = w->insts[k].v;
        if (w->insts[k].kind != K_WIDE || !LLVMIsACallInst(v)) continue;
        unsigned n = (unsigned)LLVMGetNumArgOperands(v);
        if (n > 8) return false;
        LLVMTypeRef wt = wide_type(w, LLVMTypeOf(v));
        LLVMValueRef fn = wide_callee(w, v);
        LLVMTypeRef ft = fn ? LLVMGlobalGetValueType(fn) : NULL;
        if (!ft || LLVMCountParamTypes(ft) != n || LLVMGetReturnType(ft) != wt) return false;
        LLVMTypeRef params[8];
        LLVMGetParamTypes(ft, params);
        for (unsigned i = 0; i < n; i++) {
            LLVMTypeRef at = LLVMTypeOf(LLVMGetOperand(v, i));
            if (params[i] != (is_vector(at) ? wt : at)) return false;
        }
    }
    return true;
}

/* The value v (an index computation of the loop, or the guard) would
 * have for the work-item lx = x, computed at the builder: the chain of
 * instructions from lx to v cloned with x for lx (memo: those done). */
typedef struct Memo {
    LLVMValueRef from[32], to[32];
    int n;
} Memo;

static LLVMValueRef eval_at(Widen *w, LLVMValueRef v, LLVMValueRef x, Memo *m)
{
    if (v == w->L.phi) return x;
    if (!in_loop(&w->L, v)) return v;
    for (int i = 0; i < m->n; i++)
        if (m->from[i] == v) return m->to[i];
    LLVMValueRef c = LLVMInstructionClone(v);
    for (int i = 0; i < LLVMGetNumOperands(v); i++) {
        LLVMValueRef op = LLVMGetOperand(v, (unsigned)i), to = eval_at(w, op, x, m);
        if (to != op) LLVMSetOperand(c, (unsigned)i, to);
    }
    LLVMInsertIntoBuilder(w->b, c);
    if (m->n < 32) {
        m->from[m->n] = v;
        m->to[m->n++] = c;
    }
    return c;
}

/* Whether W work-items from lx = from all run the body: there is room
 * for them before `end`, and, with a guard, the last one passes it. */
static LLVMValueRef w_items_run(Widen *w, LLVMValueRef from)
{
    LLVMTypeRef i64 = LLVMInt64TypeInContext(w->ctx);
    LLVMValueRef room =
        LLVMBuildICmp(w->b, LLVMIntULE, LLVMBuildNUWAdd(w->b, from, LLVMConstInt(i64, w->width, 0), ""), w->L.end, "");
    if (!w->L.guard) return room;
    Memo m = {.n = 0};
    LLVMValueRef last = LLVMBuildNUWAdd(w->b, from, LLVMConstInt(i64, w->width - 1, 0), "");
    LLVMValueRef g = eval_at(w, w->L.guard, last, &m);
    if (w->L.runs_if_false) g = LLVMBuildNot(w->b, g, "");
    return LLVMBuildAnd(w->b, room, g, "");
}

/*
 *   pre:  br wide.check                      (was: br head)
 *   wide.check: W items from first run ? wide.body : head
 *   wide.body:  lw = phi [first, wide.check], [lw + W, wide.body]
 *               ... the body (the guard's then), W work-items wide ...
 *               W items from lw + W run ? wide.body : wide.tail
 *   wide.tail:  lw + W < end ? head : exit
 *   head:       lx = phi [first, wide.check], [lw + W, wide.tail], [lx + 1, latch]
 *               (the loop as it was, for the work-items left)
 */
static void rewrite(Widen *w)
{
    Loop *L = &w->L;
    LLVMTypeRef i64 = LLVMInt64TypeInContext(w->ctx);
    LLVMValueRef W = LLVMConstInt(i64, w->width, 0);
    LLVMBasicBlockRef check = LLVMInsertBasicBlockInContext(w->ctx, L->head, "wide.check");
    LLVMBasicBlockRef wb = LLVMInsertBasicBlockInContext(w->ctx, L->head, "wide.body");
    LLVMBasicBlockRef tail = LLVMInsertBasicBlockInContext(w->ctx, L->head, "wide.tail");
    LLVMSetSuccessor(LLVMGetBasicBlockTerminator(L->pre), 0, check);

    LLVMPositionBuilderAtEnd(w->b, check);
    LLVMBuildCondBr(w->b, w_items_run(w, L->first), wb, L->head);

    LLVMPositionBuilderAtEnd(w->b, wb);
    w->lw = LLVMBuildPhi(w->b, i64, "lw");
    for (size_t k = 0; k < w->n; k++) {
        Inst *in = &w->insts[k];
        switch (in->kind) {
        case K_LOOP: break;
        case K_UNIFORM:
        case K_INDEX:
        case K_ADDR: in->to = clone_into(w, in->v); break;
        case K_WIDE: in->to = build_wide(w, in->v); break;
        case K_STORE: {
            LLVMValueRef s =
                LLVMBuildStore(w->b, wide(w, LLVMGetOperand(in->v, 0)), mapped(w, LLVMGetOperand(in->v, 1)));
            LLVMSetAlignment(s, LLVMGetAlignment(in->v));
            in->to = s;
            break;
        }
        }
    }
    LLVMValueRef next = LLVMBuildNUWAdd(w->b, w->lw, W, "");
    LLVMValueRef br = LLVMBuildCondBr(w->b, w_items_run(w, next), wb, tail);
    LLVMSetMetadata(br, LLVMGetMDKindIDInContext(w->ctx, "llvm.loop", 9), cg_loop_no_unroll(w->ctx));
    LLVMValueRef in_first = L->first, in_next = next;
    LLVMAddIncoming(w->lw, &in_first, &check, 1);
    LLVMAddIncoming(w->lw, &in_next, &wb, 1);

    LLVMPositionBuilderAtEnd(w->b, tail);
    LLVMBuildCondBr(w->b, LLVMBuildICmp(w->b, LLVMIntULT, next, L->end, ""), L->head, L->exit);

    /* The remainder loop's phi: entered from the check or the tail. */
    LLVMPositionBuilderBefore(w->b, L->phi);
    LLVMValueRef phi = LLVMBuildPhi(w->b, i64, "lx");
    LLVMValueRef vals[3] = {L->first, next, L->next};
    LLVMBasicBlockRef from[3] = {check, tail, L->latch};
    LLVMAddIncoming(phi, vals, from, 3);
    LLVMReplaceAllUsesWith(L->phi, phi);
    LLVMInstructionEraseFromParent(L->phi);
    L->phi = phi;
}

/* ---- the step ---- */

static bool widen_loop(CgModule *m, LLVMTargetDataRef td, LLVMBuilderRef b, const Loop *L, unsigned target_bits)
{
    Widen w = {.mod = m->mod, .target = &m->target, .ctx = m->ctx, .td = td, .b = b, .L = *L};
    bool done = false;
    if (analyse(&w, target_bits) && calls_fit(&w)) {
        rewrite(&w);
        done = true;
    }
    free(w.insts);
    free(w.table);
    return done;
}

/* The vector bits the wide body is made for: the function's preferred
 * width where it names one (cg_math.c's on AVX-512), else the target's. */
static unsigned preferred_bits(LLVMValueRef fn, unsigned target_bits)
{
    static const char key[] = "prefer-vector-width";
    LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, key, sizeof key - 1);
    if (!a) return target_bits;
    unsigned len = 0;
    const char *s = LLVMGetStringAttributeValue(a, &len);
    unsigned bits = 0;
    for (unsigned i = 0; i < len && s[i] >= '0' && s[i] <= '9'; i++) bits = bits * 10 + (unsigned)(s[i] - '0');
    return bits >= 64 && bits <= 4096 ? bits : target_bits;
}

bool cg_widen_work_items(CgModule *m, unsigned target_bits)
{
    static const char prefix[] = OCLC_SYM_WORK_GROUP;
    LLVMTargetDataRef td = LLVMCreateTargetData(LLVMGetDataLayoutStr(m->mod));
    LLVMBuilderRef b = LLVMCreateBuilderInContext(m->ctx);
    bool changed = false;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn; fn = LLVMGetNextFunction(fn)) {
        size_t len = 0;
        const char *name = LLVMGetValueName2(fn, &len);
        if (!LLVMCountBasicBlocks(fn) || len < sizeof prefix - 1 || memcmp(name, prefix, sizeof prefix - 1)) continue;
        /* The loops first, then each widened: a widened loop's remainder
         * is a loop of the same shape, not to be widened again. */
        Loop loops[8];
        size_t n = 0;
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && n < 8; bb = LLVMGetNextBasicBlock(bb))
            if (is_x_loop(bb, &loops[n])) n++;
        unsigned bits = preferred_bits(fn, target_bits);
        for (size_t i = 0; i < n; i++) changed |= widen_loop(m, td, b, &loops[i], bits);
    }
    LLVMDisposeBuilder(b);
    LLVMDisposeTargetData(td);
    return changed;
}
