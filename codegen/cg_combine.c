/*
 * cg_combine.c - a work-group's atomic additions (and ors, mins, maxes
 * ...), combined before they reach memory.
 *
 * A histogram kernel is one atomic per work-item on a few hundred words
 * that every thread hits: `atomic_inc(&bins[in[get_global_id(0)]])`.  On a
 * CPU each is a `lock`ed add, and with the words' cache lines moving
 * between the cores at every one of them it costs 15-30 ns, whatever the
 * loop around it does (bench/atomics: 64 M of them took a second on two
 * threads, on oclc as on PoCL).  GPU compilers combine the atomics of a
 * warp on the same address; the CPU's equivalent is the work-group loop
 * (cg_kernel.c), which runs a row of work-items one after the other on one
 * thread.  There each addition goes into a small table in the work-group
 * function's frame (address -> sum so far), and at the function's end the
 * table is flushed: one atomic per distinct address of the row, not one
 * per work-item.  The kernel's result is the same sums; the cache lines
 * move once per group.
 *
 * Why that is the same program.  An atomic add whose old value is unused,
 * and after which its work-item touches no memory that another work-item
 * could (no load or store but of its private variables whose address goes
 * nowhere else and of the work-item state, no call of anything but a
 * memory-less intrinsic), is the last thing its work-item does that
 * anyone can see.  Running it later -- as if the work-item were slow -- is
 * a schedule the program had to allow anyway, in any memory order:
 * nothing orders a work-item against the other work-items of its group
 * without a barrier, or against other groups at all.  Two such additions
 * to one word, run back to back, are one addition of their sum unless
 * something reads the word between them; and nothing can, because the
 * kernel (everything it calls included) has no other access through which
 * one work-item waits for or reads another's atomics: no atomic with its
 * result used, no exchange or float add (whose sum would round
 * differently), no compare-and-exchange, atomic load or store, fence or
 * volatile load (a pre-2.0 spin loop on a `volatile` word), and no barrier
 * (kernels with barriers have no row loop: regions and fibers).  A
 * non-atomic read of a word another work-item adds to is a data race.  The
 * flush runs before the work-group function returns, so the host, and the
 * next command, see every sum.  Integer additions wrap, so summing in 64
 * bits and truncating a 32-bit word's sum at the flush is exact.
 *
 * The same holds for and, or, xor, min and max (signed and unsigned):
 * each is associative and commutative, so two back to back are one of
 * their combination (a | b, the larger of a and b).  A kernel's combined
 * atomics are all of one of these kinds (CombineOp; a sub is an add),
 * since a work-item's own two atomics on one word keep their order, which
 * an add and an or would not do.  InstCombine turns an `add p, 0` into
 * `or p, 0`, a read that changes nothing: such a marked atomic, a last act
 * that does nothing, is dropped.
 *
 * Two steps.  cg_combine_mark() decides on the kernel's work-item variant
 * as lowered (cg_kernels calls it for each kernel that gets a row loop and
 * whose variant nothing else calls), where a work-item's code is one
 * function and "after" is its control flow, and marks each such atomic
 * with `!oclc.combine` metadata -- all of a kernel's atomics, or none.
 * cg_combine_atomics(), after the optimizer (which has inlined the variant
 * into the row loop, and does not vectorize atomics), replaces each marked
 * atomic of a work-group function by the table's update and flushes the
 * table before each return.  A mark the optimizer dropped just leaves that
 * atomic a real one, which is as correct.
 *
 * The table: 512 entries of (key, sum), the key the word's address with
 * its lowest bit set for a 64-bit word, found at a hash of the address; a
 * bitmap of the entries in use, so that the function starts by clearing
 * 64 bytes and the flush visits only what was used.  An entry wanted by
 * another address is flushed and taken over.  An entry that changes
 * nothing (a sum of 0, an or of 0, an and of all ones) is dropped at the
 * flush.  4 KiB of keys and 4 KiB of sums on the stack of
 * the thread that runs the row.  A row of fewer than COMBINE_ROW
 * work-items (a group of one, a 2-D group one wide) does its atomics as
 * they were, which the setting up and flush of a table would not repay
 * (a histogram in groups of one work-item ran 1.3x slower through it).
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "support/kernel_abi.h"

#define COMBINE_MD      "oclc.combine"
#define COMBINE_ENTRIES 512u /* a power of two */
#define COMBINE_WORDS   (COMBINE_ENTRIES / 64u)
#define COMBINE_ROW     8u   /* work-items a row needs for the table */

static unsigned md_kind(LLVMContextRef c) { return LLVMGetMDKindIDInContext(c, COMBINE_MD, sizeof COMBINE_MD - 1); }

/* What a combined atomic does to its word.  A kernel's combined atomics
 * are all of one of these: two of a work-item's own on one word must keep
 * their order, which two of one kind (an add and a sub are both additions)
 * do whatever the order, and an add and an or do not. */
typedef enum { OP_ADD, OP_AND, OP_OR, OP_XOR, OP_MAX, OP_MIN, OP_UMAX, OP_UMIN, NOPS, OP_NONE = -1 } CombineOp;

static const LLVMAtomicRMWBinOp rmw_ops[NOPS] = {
    LLVMAtomicRMWBinOpAdd, LLVMAtomicRMWBinOpAnd, LLVMAtomicRMWBinOpOr,   LLVMAtomicRMWBinOpXor,
    LLVMAtomicRMWBinOpMax, LLVMAtomicRMWBinOpMin, LLVMAtomicRMWBinOpUMax, LLVMAtomicRMWBinOpUMin,
};
static const char *const op_names[NOPS] = {"add", "and", "or", "xor", "max", "min", "umax", "umin"};

/* The value that leaves a word as it was under op, if op has one (an
 * add, or or xor of 0, an and of all ones; min and max have none). */
static bool identity_of(CombineOp op, uint64_t *v)
{
    *v = op == OP_AND ? ~(uint64_t)0 : 0;
    return op == OP_ADD || op == OP_OR || op == OP_XOR || op == OP_AND;
}

static CombineOp op_of(LLVMAtomicRMWBinOp op)
{
    if (op == LLVMAtomicRMWBinOpSub) return OP_ADD;
    for (int i = 0; i < NOPS; i++)
        if (rmw_ops[i] == op) return (CombineOp)i;
    return OP_NONE;
}

/* ------------------------------------------------------------------ */
/* Marking, on the work-item variant as lowered                       */

/* An atomic that may be combined, as far as the instruction shows: an
 * integer add, sub, and, or, xor, min or max, not volatile, its old value
 * unused. */
static bool combinable(LLVMValueRef in)
{
    if (LLVMGetInstructionOpcode(in) != LLVMAtomicRMW || LLVMGetVolatile(in) || LLVMGetFirstUse(in)) return false;
    if (op_of(LLVMGetAtomicRMWBinOp(in)) == OP_NONE) return false;
    LLVMTypeRef t = LLVMTypeOf(in);
    if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind) return false;
    unsigned bits = LLVMGetIntTypeWidth(t);
    /* naturally aligned: the key's lowest bit is free for the width */
    return (bits == 32 || bits == 64) && LLVMGetAlignment(in) >= bits / 8;
}

/* Whether fn, and everything it calls, has no access through which a
 * work-item could see another's atomics (the essay's list); atomics are
 * allowed only in the variant itself (top), and only combinable ones.
 * `clean` holds the callees found so already. */
static bool sync_free(CgContext *ctx, CgMap *clean, LLVMValueRef fn, bool top, int depth)
{
    if (depth > 16) return false;
    if (!top && cg_map_get(clean, fn)) return true;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
            switch (LLVMGetInstructionOpcode(in)) {
            case LLVMFence:
            case LLVMAtomicCmpXchg: return false;
            case LLVMAtomicRMW:
                if (!top || !combinable(in)) return false;
                break;
            case LLVMLoad:
                if (LLVMGetVolatile(in) || LLVMGetOrdering(in) != LLVMAtomicOrderingNotAtomic) return false;
                break;
            case LLVMStore:
                if (LLVMGetOrdering(in) != LLVMAtomicOrderingNotAtomic) return false;
                break;
            case LLVMCall: {
                LLVMValueRef callee = LLVMGetCalledValue(in);
                if (!callee || !LLVMIsAFunction(callee)) return false; /* inline asm, indirect */
                if (LLVMCountBasicBlocks(callee) && callee != fn && !sync_free(ctx, clean, callee, false, depth + 1))
                    return false;
                break;
            }
            default: break;
            }
        }
    /* A callee reached again is not walked again (out of memory: it is). */
    if (!top) cg_map_put(&ctx->c->arena, clean, fn, fn);
    return true;
}

/* Whether `in`, after a combined atomic of the work-item variant wi,
 * leaves it the last thing the work-item does that others could see: no
 * access but to its private variables whose address goes nowhere else
 * (an alloca an atomic could not have reached through a pointer, as a
 * private atomic_int through a generic one) and its state (wi's first
 * parameter), no call but of an intrinsic that touches no memory. */
static bool quiet(LLVMValueRef wi, LLVMValueRef in)
{
    switch (LLVMGetInstructionOpcode(in)) {
    case LLVMLoad:
    case LLVMStore: {
        LLVMValueRef base = cg_base_object(LLVMGetOperand(in, LLVMIsAStoreInst(in) ? 1 : 0));
        return (LLVMIsAAllocaInst(base) && !cg_address_escapes(base, 0)) || base == LLVMGetParam(wi, 0);
    }
    case LLVMAtomicRMW: return combinable(in); /* combined too */
    case LLVMCall: {
        LLVMValueRef callee = LLVMGetCalledValue(in);
        if (!callee || !LLVMIsAFunction(callee) || !LLVMGetIntrinsicID(callee)) return false;
        size_t len;
        return strncmp(LLVMGetValueName2(callee, &len), "llvm.mem", 8) != 0;
    }
    case LLVMFence:
    case LLVMAtomicCmpXchg:
    case LLVMVAArg:
    case LLVMInvoke: return false;
    default: return true;
    }
}

/* Whether every instruction that may run after `a` in its work-item is
 * quiet: the rest of its block, then every block reachable from it (its
 * own block whole, if a loop leads back to it). */
static bool tail_quiet(CgContext *ctx, LLVMValueRef wi, LLVMValueRef a)
{
    for (LLVMValueRef in = LLVMGetNextInstruction(a); in; in = LLVMGetNextInstruction(in))
        if (!quiet(wi, in)) return false;
    Arena *ar = &ctx->c->arena;
    unsigned n = LLVMCountBasicBlocks(wi), top = 0;
    LLVMBasicBlockRef *work = ARENA_ARRAY(ar, LLVMBasicBlockRef, n);
    CgMap seen = {0};
    LLVMBasicBlockRef bb = LLVMGetInstructionParent(a);
    for (;;) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        for (unsigned i = 0, ns = t ? LLVMGetNumSuccessors(t) : 0; i < ns; i++) {
            LLVMBasicBlockRef s = LLVMGetSuccessor(t, i);
            if (cg_map_get(&seen, s)) continue;
            cg_map_put(ar, &seen, s, s);
            /* each block once; out of memory: no marks */
            if (!work || !cg_map_get(&seen, s) || top >= n) return false;
            work[top++] = s;
        }
        if (!top) return true;
        bb = work[--top];
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
            if (!quiet(wi, in)) return false;
    }
}

void cg_combine_mark(CgContext *ctx, LLVMValueRef wi, LLVMValueRef wg)
{
    /* The variant must run only as wg's work-items: its one use, wg's call. */
    LLVMUseRef u = LLVMGetFirstUse(wi);
    if (!u || LLVMGetNextUse(u)) return;
    LLVMValueRef call = LLVMGetUser(u);
    if (!LLVMIsACallInst(call) || LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)) != wg) return;
    CgMap clean = {0};
    if (!sync_free(ctx, &clean, wi, true, 0)) return;

    int n = 0;
    CombineOp what = OP_NONE;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(wi); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
            if (LLVMGetInstructionOpcode(in) == LLVMAtomicRMW) {
                CombineOp op = op_of(LLVMGetAtomicRMWBinOp(in));
                if ((what != OP_NONE && op != what) || !tail_quiet(ctx, wi, in)) return;
                what = op;
                n++;
            }
    if (!n) return;
    LLVMValueRef md = LLVMMetadataAsValue(ctx->ctx, LLVMMDNodeInContext2(ctx->ctx, NULL, 0));
    unsigned kind = md_kind(ctx->ctx);
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(wi); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
            if (LLVMGetInstructionOpcode(in) == LLVMAtomicRMW) LLVMSetMetadata(in, kind, md);
}

/* ------------------------------------------------------------------ */
/* The table, after the optimizer                                     */

typedef struct Table {
    LLVMContextRef c;
    LLVMModuleRef mod;
    LLVMBuilderRef b;
    LLVMTypeRef i1, i32, i64, ptr, vd;
    LLVMValueRef flush_one[NOPS], update[NOPS], flush[NOPS]; /* the helpers, made at the first use */
} Table;

static LLVMValueRef k64(Table *t, uint64_t v) { return LLVMConstInt(t->i64, v, 0); }

static LLVMValueRef helper(Table *t, const char *name, LLVMTypeRef *params, unsigned n)
{
    return cg_late_helper(t->mod, name, LLVMFunctionType(t->vd, params, n, 0));
}

static LLVMBasicBlockRef block(Table *t, LLVMValueRef fn, const char *name)
{
    return LLVMAppendBasicBlockInContext(t->c, fn, name);
}

static LLVMValueRef slot(Table *t, LLVMValueRef base, LLVMValueRef i)
{
    return LLVMBuildInBoundsGEP2(t->b, t->i64, base, &i, 1, "");
}

static LLVMValueRef load64(Table *t, LLVMValueRef p) { return LLVMBuildLoad2(t->b, t->i64, p, ""); }

static void call(Table *t, LLVMValueRef fn, LLVMValueRef *args, unsigned n)
{
    LLVMBuildCall2(t->b, LLVMGlobalGetValueType(fn), fn, args, n, "");
}

/* The name of op's helper `what`. */
static const char *helper_name(char *buf, size_t size, const char *what, CombineOp op)
{
    snprintf(buf, size, "__oclc_combine_%s.%s", what, op_names[op]);
    return buf;
}

/* __oclc_combine_flush_one.<op>(key, sum): the word's atomic of its sum
 * (nothing for a sum that changes no word: 0 added, ored or xored, all
 * ones anded). */
static void make_flush_one(Table *t, CombineOp op)
{
    LLVMTypeRef ps[2] = {t->i64, t->i64};
    char name[64];
    LLVMValueRef fn = t->flush_one[op] = helper(t, helper_name(name, sizeof name, "flush_one", op), ps, 2);
    LLVMValueRef key = LLVMGetParam(fn, 0), sum = LLVMGetParam(fn, 1);
    LLVMBasicBlockRef entry = block(t, fn, "entry"), wide = block(t, fn, "wide"), do64 = block(t, fn, "do64"),
                      narrow = block(t, fn, "narrow"), do32 = block(t, fn, "do32"), done = block(t, fn, "done");
    LLVMPositionBuilderAtEnd(t->b, entry);
    LLVMValueRef p = LLVMBuildIntToPtr(t->b, LLVMBuildAnd(t->b, key, k64(t, ~(uint64_t)1), ""), t->ptr, "");
    LLVMBuildCondBr(t->b, LLVMBuildTrunc(t->b, key, t->i1, ""), wide, narrow);
    uint64_t identity;
    bool skips = identity_of(op, &identity);
    for (int w = 0; w < 2; w++) {
        LLVMTypeRef ty = w ? t->i32 : t->i64;
        LLVMPositionBuilderAtEnd(t->b, w ? narrow : wide);
        LLVMValueRef v = w ? LLVMBuildTrunc(t->b, sum, t->i32, "") : sum;
        if (skips)
            LLVMBuildCondBr(t->b, LLVMBuildICmp(t->b, LLVMIntEQ, v, LLVMConstInt(ty, identity, 0), ""), done,
                            w ? do32 : do64);
        else
            LLVMBuildBr(t->b, w ? do32 : do64);
        LLVMPositionBuilderAtEnd(t->b, w ? do32 : do64);
        LLVMSetAlignment(LLVMBuildAtomicRMW(t->b, rmw_ops[op], p, v, LLVMAtomicOrderingMonotonic, 0), w ? 4 : 8);
        LLVMBuildBr(t->b, done);
    }
    LLVMPositionBuilderAtEnd(t->b, done);
    LLVMBuildRetVoid(t->b);
}

/* op on two of the table's sums: a 32-bit word's values are sign-extended
 * (zero-extended for umin and umax), so 64-bit arithmetic and comparisons
 * give the 32-bit answer in the low half. */
static LLVMValueRef combine_values(Table *t, CombineOp op, LLVMValueRef a, LLVMValueRef b)
{
    switch (op) {
    case OP_ADD: return LLVMBuildAdd(t->b, a, b, "");
    case OP_AND: return LLVMBuildAnd(t->b, a, b, "");
    case OP_OR: return LLVMBuildOr(t->b, a, b, "");
    case OP_XOR: return LLVMBuildXor(t->b, a, b, "");
    default: break;
    }
    static const LLVMIntPredicate keep_a[NOPS] = {
        [OP_MAX] = LLVMIntSGT, [OP_MIN] = LLVMIntSLT, [OP_UMAX] = LLVMIntUGT, [OP_UMIN] = LLVMIntULT};
    return LLVMBuildSelect(t->b, LLVMBuildICmp(t->b, keep_a[op], a, b, ""), a, b, "");
}

/* __oclc_combine_update.<op>(keys, sums, used, key, v, on): the table's
 * update, or the atomic itself when the table is off (a short row). */
static void make_update(Table *t, CombineOp op)
{
    LLVMTypeRef ps[6] = {t->ptr, t->ptr, t->ptr, t->i64, t->i64, t->i1};
    char name[64];
    LLVMValueRef fn = t->update[op] = helper(t, helper_name(name, sizeof name, "update", op), ps, 6);
    LLVMValueRef keys = LLVMGetParam(fn, 0), sums = LLVMGetParam(fn, 1), used = LLVMGetParam(fn, 2);
    LLVMValueRef key = LLVMGetParam(fn, 3), v = LLVMGetParam(fn, 4);
    LLVMBasicBlockRef entry = block(t, fn, "entry"), direct = block(t, fn, "direct"), table = block(t, fn, "table"),
                      check = block(t, fn, "check"), hit = block(t, fn, "hit"), evict = block(t, fn, "evict"),
                      fresh = block(t, fn, "fresh");
    LLVMPositionBuilderAtEnd(t->b, entry);
    LLVMBuildCondBr(t->b, LLVMGetParam(fn, 5), table, direct);
    LLVMPositionBuilderAtEnd(t->b, direct);
    LLVMValueRef dargs[2] = {key, v};
    call(t, t->flush_one[op], dargs, 2);
    LLVMBuildRetVoid(t->b);
    LLVMPositionBuilderAtEnd(t->b, table);
    LLVMValueRef h =
        LLVMBuildXor(t->b, LLVMBuildLShr(t->b, key, k64(t, 2), ""), LLVMBuildLShr(t->b, key, k64(t, 11), ""), "");
    h = LLVMBuildAnd(t->b, h, k64(t, COMBINE_ENTRIES - 1), "h");
    LLVMValueRef wp = slot(t, used, LLVMBuildLShr(t->b, h, k64(t, 6), ""));
    LLVMValueRef word = load64(t, wp);
    LLVMValueRef bit = LLVMBuildShl(t->b, k64(t, 1), LLVMBuildAnd(t->b, h, k64(t, 63), ""), "");
    LLVMValueRef kp = slot(t, keys, h), sp = slot(t, sums, h);
    LLVMValueRef in_use = LLVMBuildICmp(t->b, LLVMIntNE, LLVMBuildAnd(t->b, word, bit, ""), k64(t, 0), "");
    LLVMBuildCondBr(t->b, in_use, check, fresh);
    LLVMPositionBuilderAtEnd(t->b, check);
    LLVMValueRef old = load64(t, kp);
    LLVMBuildCondBr(t->b, LLVMBuildICmp(t->b, LLVMIntEQ, old, key, ""), hit, evict);
    LLVMPositionBuilderAtEnd(t->b, hit);
    LLVMBuildStore(t->b, combine_values(t, op, load64(t, sp), v), sp);
    LLVMBuildRetVoid(t->b);
    LLVMPositionBuilderAtEnd(t->b, evict);
    LLVMValueRef args[2] = {old, load64(t, sp)};
    call(t, t->flush_one[op], args, 2);
    LLVMBuildStore(t->b, key, kp);
    LLVMBuildStore(t->b, v, sp);
    LLVMBuildRetVoid(t->b);
    LLVMPositionBuilderAtEnd(t->b, fresh);
    LLVMBuildStore(t->b, LLVMBuildOr(t->b, word, bit, ""), wp);
    LLVMBuildStore(t->b, key, kp);
    LLVMBuildStore(t->b, v, sp);
    LLVMBuildRetVoid(t->b);
}

/* __oclc_combine_flush.<op>(keys, sums, used): every entry in use,
 * flushed. */
static void make_flush(Table *t, CombineOp op)
{
    LLVMTypeRef ps[3] = {t->ptr, t->ptr, t->ptr};
    char name[64];
    LLVMValueRef fn = t->flush[op] = helper(t, helper_name(name, sizeof name, "flush", op), ps, 3);
    LLVMValueRef keys = LLVMGetParam(fn, 0), sums = LLVMGetParam(fn, 1), used = LLVMGetParam(fn, 2);
    LLVMBasicBlockRef entry = block(t, fn, "entry"), words = block(t, fn, "words"), bits = block(t, fn, "bits"),
                      one = block(t, fn, "one"), next = block(t, fn, "next"), done = block(t, fn, "done");
    LLVMPositionBuilderAtEnd(t->b, entry);
    LLVMBuildBr(t->b, words);
    LLVMPositionBuilderAtEnd(t->b, words);
    LLVMValueRef w = LLVMBuildPhi(t->b, t->i64, "w");
    LLVMValueRef word0 = load64(t, slot(t, used, w));
    LLVMBuildBr(t->b, bits);
    LLVMPositionBuilderAtEnd(t->b, bits);
    LLVMValueRef word = LLVMBuildPhi(t->b, t->i64, "word");
    LLVMBuildCondBr(t->b, LLVMBuildICmp(t->b, LLVMIntEQ, word, k64(t, 0), ""), next, one);
    LLVMPositionBuilderAtEnd(t->b, one);
    unsigned id = LLVMLookupIntrinsicID("llvm.cttz", 9);
    LLVMValueRef cttz = LLVMGetIntrinsicDeclaration(t->mod, id, &t->i64, 1);
    LLVMValueRef cargs[2] = {word, LLVMConstInt(t->i1, 1, 0)};
    LLVMValueRef b = LLVMBuildCall2(t->b, LLVMIntrinsicGetType(t->c, id, &t->i64, 1), cttz, cargs, 2, "");
    LLVMValueRef i = LLVMBuildOr(t->b, LLVMBuildShl(t->b, w, k64(t, 6), ""), b, "");
    LLVMValueRef args[2] = {load64(t, slot(t, keys, i)), load64(t, slot(t, sums, i))};
    call(t, t->flush_one[op], args, 2);
    LLVMValueRef rest = LLVMBuildAnd(t->b, word, LLVMBuildSub(t->b, word, k64(t, 1), ""), "");
    LLVMBuildBr(t->b, bits);
    LLVMPositionBuilderAtEnd(t->b, next);
    LLVMValueRef w1 = LLVMBuildNUWAdd(t->b, w, k64(t, 1), "");
    LLVMBuildCondBr(t->b, LLVMBuildICmp(t->b, LLVMIntULT, w1, k64(t, COMBINE_WORDS), ""), words, done);
    LLVMPositionBuilderAtEnd(t->b, done);
    LLVMBuildRetVoid(t->b);
    LLVMValueRef zero = k64(t, 0);
    LLVMAddIncoming(w, &zero, &entry, 1);
    LLVMAddIncoming(w, &w1, &next, 1);
    LLVMAddIncoming(word, &word0, &words, 1);
    LLVMAddIncoming(word, &rest, &one, 1);
}

/* Whether the row (the OclcWorkItem `row` points at) has COMBINE_ROW
 * work-items or more: the row_items from local_id[0], or the rest of the
 * group's x extent when row_items is 0.  A shorter row (a group of one
 * work-item, a 2-D group one wide) does its atomics as they were: the
 * table's setting up and flush would cost more than they save. */
static LLVMValueRef long_row(Table *t, LLVMValueRef row)
{
    LLVMValueRef at[3] = {k64(t, offsetof(OclcWorkItem, g.row_items)), k64(t, offsetof(OclcWorkItem, g.local_size)),
                          k64(t, offsetof(OclcWorkItem, local_id))};
    LLVMValueRef p[3];
    for (int i = 0; i < 3; i++) p[i] = LLVMBuildInBoundsGEP2(t->b, LLVMInt8TypeInContext(t->c), row, &at[i], 1, "");
    LLVMValueRef items = LLVMBuildLoad2(t->b, t->i32, p[0], "row.items");
    LLVMSetAlignment(items, 4);
    LLVMValueRef lsize = load64(t, p[1]), first = load64(t, p[2]);
    LLVMValueRef rest = LLVMBuildSub(t->b, lsize, first, "");
    LLVMValueRef some = LLVMBuildICmp(t->b, LLVMIntNE, items, LLVMConstInt(t->i32, 0, 0), "");
    LLVMValueRef len = LLVMBuildSelect(t->b, some, LLVMBuildZExt(t->b, items, t->i64, ""), rest, "row.len");
    return LLVMBuildICmp(t->b, LLVMIntUGE, len, k64(t, COMBINE_ROW), "combine.on");
}

/* The table in fn's frame, each marked atomic of `marked` an update of it,
 * and a flush before each return. */
static void combine_in(Table *t, LLVMValueRef fn, LLVMValueRef *marked, int n, CombineOp op)
{
    if (!t->update[op]) make_flush_one(t, op), make_update(t, op), make_flush(t, op);
    LLVMPositionBuilderBefore(t->b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)));
    LLVMValueRef keys = LLVMBuildAlloca(t->b, LLVMArrayType2(t->i64, COMBINE_ENTRIES), "combine.keys");
    LLVMValueRef sums = LLVMBuildAlloca(t->b, LLVMArrayType2(t->i64, COMBINE_ENTRIES), "combine.sums");
    LLVMValueRef used = LLVMBuildAlloca(t->b, LLVMArrayType2(t->i64, COMBINE_WORDS), "combine.used");
    LLVMSetAlignment(keys, 8), LLVMSetAlignment(sums, 8), LLVMSetAlignment(used, 8);
    LLVMBuildStore(t->b, LLVMConstNull(LLVMArrayType2(t->i64, COMBINE_WORDS)), used);
    LLVMValueRef on = long_row(t, LLVMGetParam(fn, 1));
    for (int i = 0; i < n; i++) {
        LLVMValueRef a = marked[i];
        LLVMPositionBuilderBefore(t->b, a);
        LLVMValueRef v = LLVMGetOperand(a, 1);
        bool wide = LLVMGetIntTypeWidth(LLVMTypeOf(a)) == 64;
        LLVMValueRef key = LLVMBuildPtrToInt(t->b, LLVMGetOperand(a, 0), t->i64, "");
        if (wide) key = LLVMBuildOr(t->b, key, k64(t, 1), "");
        if (!wide)
            v = op == OP_UMAX || op == OP_UMIN ? LLVMBuildZExt(t->b, v, t->i64, "")
                                               : LLVMBuildSExt(t->b, v, t->i64, "");
        if (LLVMGetAtomicRMWBinOp(a) == LLVMAtomicRMWBinOpSub) v = LLVMBuildNeg(t->b, v, "");
        LLVMValueRef args[6] = {keys, sums, used, key, v, on};
        call(t, t->update[op], args, 6);
        LLVMInstructionEraseFromParent(a);
    }
    LLVMValueRef args[3] = {keys, sums, used};
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
        if (!term || LLVMGetInstructionOpcode(term) != LLVMRet) continue;
        LLVMPositionBuilderBefore(t->b, term);
        call(t, t->flush[op], args, 3);
    }
}

/* Whether combinable atomic `in` leaves its word as it was: an addition,
 * or or xor of 0, an and of all ones (InstCombine writes an `add p, 0` as
 * `or p, 0`, an idempotent read-modify-write). */
static bool changes_nothing(LLVMValueRef in)
{
    LLVMValueRef v = LLVMGetOperand(in, 1);
    uint64_t identity;
    if (!LLVMIsAConstantInt(v) || !identity_of(op_of(LLVMGetAtomicRMWBinOp(in)), &identity)) return false;
    unsigned bits = LLVMGetIntTypeWidth(LLVMTypeOf(v));
    uint64_t mask = bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
    return LLVMConstIntGetZExtValue(v) == (identity & mask);
}

bool cg_combine_atomics(CgModule *m)
{
    LLVMModuleRef mod = m->mod;
    Table t = {.c = LLVMGetModuleContext(mod), .mod = mod};
    unsigned kind = md_kind(t.c);
    bool changed = false;
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
        if (!cg_is_work_group_fn(fn)) continue; /* the marks are in the variants inlined there */
        PtrVec marked = {0};
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb), nx; in; in = nx) {
                nx = LLVMGetNextInstruction(in);
                if (LLVMGetInstructionOpcode(in) != LLVMAtomicRMW || !LLVMGetMetadata(in, kind)) continue;
                LLVMSetMetadata(in, kind, NULL);
                if (!combinable(in)) continue;
                if (changes_nothing(in)) { /* a last act that does nothing (InstCombine's `or p, 0`) */
                    LLVMInstructionEraseFromParent(in);
                    continue;
                }
                ptrvec_push(&m->c->arena, &marked, in);
            }
        /* One kind per function, as marked (a kernel's); else none. */
        LLVMValueRef *in = (LLVMValueRef *)marked.items;
        CombineOp op = marked.n ? op_of(LLVMGetAtomicRMWBinOp(in[0])) : OP_NONE;
        for (int i = 1; i < marked.n && op != OP_NONE; i++)
            if (op_of(LLVMGetAtomicRMWBinOp(in[i])) != op) op = OP_NONE;
        if (op == OP_NONE) continue;
        if (!t.b) {
            t.b = LLVMCreateBuilderInContext(t.c);
            t.i1 = LLVMInt1TypeInContext(t.c), t.i32 = LLVMInt32TypeInContext(t.c);
            t.i64 = LLVMInt64TypeInContext(t.c), t.ptr = LLVMPointerTypeInContext(t.c, 0);
            t.vd = LLVMVoidTypeInContext(t.c);
        }
        combine_in(&t, fn, in, marked.n, op);
        changed = true;
    }
    if (t.b) LLVMDisposeBuilder(t.b);
    return changed;
}
