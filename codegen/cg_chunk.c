/*
 * cg_chunk.c - huge straight-line blocks cut into chunks before
 * instruction selection.
 *
 * An unrolled hash (bench/big_kernels: sha256d, keccak) is, once inlined
 * into its work-group loop, one block of 4,000-7,000 instructions, and
 * LLVM 19's SelectionDAG builds and combines a block as one DAG.  Its
 * cost per instruction grows with the block: the DAG combiner asks
 * computeKnownBits and SimplifyDemandedBits about each node, each asking
 * six levels down its operands (SelectionDAG's MaxRecursionDepth), and
 * in a chain of rounds every node has six levels above it, so each query
 * walks up to 64 nodes; the two-address pass's scans of a register's
 * uses grow with the block too.  llc-19 on oclc's IR of sha256d executed
 * 3.84 G instructions as one block, 2.67 G in blocks of 1,000, 2.41 G of
 * 200, 1.73 G of 50, 1.53 G of 25; keccak 2.01 G -> 0.87 G in blocks of
 * 32.  A value that crosses from one block into the next is a
 * CopyFromReg there, which the queries do not look through: they stop at
 * the chunk's edge.  The blocks cost no jump: each chunk falls through
 * into the next, and the machine branch folder merges them again after
 * register allocation.
 *
 * What the cut costs is the DAG scheduler's freedom: it orders a block's
 * instructions as a whole, and moves each value next to its use; in
 * chunks it can only order each chunk.  sha256d computes its 48 message
 * words where the source does, all before the rounds that use them, and
 * cut so ran 5% slower on an AVX-512 host (its rounds are short chains
 * there, which the core overlaps with the schedule's words only when
 * they are near).  So before the cut, each pure instruction whose users
 * are all later in the block moves down to its first user, depth first
 * through the operands of the others (memory operations, calls, values
 * used by other blocks or phis: the roots, which keep their order).
 * Then sha256d runs 8% faster than as one block on that host, keccak 4%,
 * and on the baseline x86-64 both within 2%; the code is at most 5%
 * larger (sha256d on the baseline ISA, 0.97x clang's).
 *
 * The chunks end in `switch i32 0, label %next []`, not `br label %next`:
 * CodeGenPrepare merges a block into its only predecessor when that ends
 * in an unconditional branch (eliminateFallThrough, after any change it
 * makes), which undid the cut; a switch with no cases is not such a
 * branch, and SelectionDAG lowers it as the fall-through it is.  Only
 * CodeGenPrepare's branch folding (ConstantFoldTerminator) would turn it
 * back into a branch, so it is off for every compilation
 * (-disable-cgp-branch-opts, cg_target.c): it folds constant conditions
 * and merges blocks that the optimizer's SimplifyCFG has already folded
 * and merged.
 *
 * Blocks of at most CHUNK_MIN instructions are left alone: image_filter's
 * blocks of 300-700 float instructions came out 20% slower to compile
 * when cut (more values live across blocks for the register allocator)
 * and gained nothing in selection.  So this is for the huge blocks only,
 * on CPU targets (ptxas makes its own blocks of PTX), as the last step of
 * the optimizer at every level: IR output shows the chunks, as the back
 * end takes them.
 *
 * Cutting keeps the block last: the chunks are new blocks before it, the
 * first with the block's phis and its predecessors (their terminators
 * now branch to it), the block itself with the last chunk and the
 * terminator, so the successors' phis, which name the block, stay right.
 * An entry block keeps its allocas in the first chunk, the new entry.
 */
#include <stdint.h>
#include <stdlib.h>

#include "codegen/cg_internal.h"

/* A block of more instructions than CHUNK_MIN is cut into chunks of
 * CHUNK instructions (the essay above; docs/performance.md has the sizes
 * tried). */
#define CHUNK_MIN 1000u
#define CHUNK     32u

static unsigned count_instructions(LLVMBasicBlockRef bb)
{
    unsigned n = 0;
    for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) n++;
    return n;
}

/* Whether every use of bb is a terminator's successor (no blockaddress). */
static bool only_branched_to(LLVMBasicBlockRef bb)
{
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)); u; u = LLVMGetNextUse(u))
        if (!LLVMIsATerminatorInst(LLVMGetUser(u))) return false;
    return true;
}

/* Every successor of term that is `from` becomes `to`. */
static void redirect(LLVMValueRef term, LLVMBasicBlockRef from, LLVMBasicBlockRef to)
{
    unsigned n = LLVMGetNumSuccessors(term);
    for (unsigned i = 0; i < n; i++)
        if (LLVMGetSuccessor(term, i) == from) LLVMSetSuccessor(term, i, to);
}

/* Moves `in` to the builder's position, keeping its name (which the
 * builder would otherwise replace by ""). */
static void move_here(LLVMBuilderRef b, LLVMValueRef in)
{
    LLVMInstructionRemoveFromParent(in);
    size_t len;
    LLVMInsertIntoBuilderWithName(b, in, LLVMGetValueName2(in, &len));
}

/* ---- Order by use ---- */

/* A pointer set of the block's instructions with their state. */
typedef struct Marks {
    LLVMValueRef *keys;
    unsigned char *state; /* PENDING: pure, used only later in the block; DONE: placed */
    size_t cap;
} Marks;
enum { OTHER, PENDING, DONE };

static size_t slot(const Marks *m, LLVMValueRef v)
{
    size_t h = ((uintptr_t)v >> 4) * 0x9e3779b97f4a7c15u;
    for (size_t i = h & (m->cap - 1);; i = (i + 1) & (m->cap - 1))
        if (m->keys[i] == v || !m->keys[i]) return i;
}

static unsigned char state_of(const Marks *m, LLVMValueRef v)
{
    size_t i = slot(m, v);
    return m->keys[i] ? m->state[i] : OTHER;
}

static void set_state(Marks *m, LLVMValueRef v, unsigned char st)
{
    size_t i = slot(m, v);
    m->keys[i] = v;
    m->state[i] = st;
}

/* Whether `in` computes a value from its operands alone (no memory, no
 * control), so that it may move down to its first use. */
static bool is_pure(LLVMValueRef in)
{
    /* Divisions may trap; memory, control and phis stay where they are. */
    /* clang-format off */
    static const LLVMOpcode pure[] = {
        LLVMAdd, LLVMFAdd, LLVMSub, LLVMFSub, LLVMMul, LLVMFMul,
        LLVMShl, LLVMLShr, LLVMAShr, LLVMAnd, LLVMOr, LLVMXor,
        LLVMFNeg, LLVMTrunc, LLVMZExt, LLVMSExt, LLVMFPToUI, LLVMFPToSI,
        LLVMUIToFP, LLVMSIToFP, LLVMFPTrunc, LLVMFPExt, LLVMPtrToInt, LLVMIntToPtr,
        LLVMBitCast, LLVMICmp, LLVMFCmp, LLVMSelect, LLVMGetElementPtr, LLVMExtractElement,
        LLVMInsertElement, LLVMShuffleVector, LLVMExtractValue, LLVMInsertValue, LLVMFreeze,
    };
    /* clang-format on */
    LLVMOpcode op = LLVMGetInstructionOpcode(in);
    if (op == LLVMCall) {
        /* An intrinsic that touches no memory (llvm.fshl, llvm.bswap ...). */
        LLVMValueRef callee = LLVMGetCalledValue(in);
        if (!callee || !LLVMIsAFunction(callee) || !LLVMGetIntrinsicID(callee)) return false;
        unsigned kind = LLVMGetEnumAttributeKindForName("memory", 6);
        LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(callee, LLVMAttributeFunctionIndex, kind);
        return a && LLVMGetEnumAttributeValue(a) == 0;
    }
    for (size_t i = 0; i < sizeof pure / sizeof *pure; i++)
        if (op == pure[i]) return true;
    return false;
}

/* Whether every user of `in` is an instruction of bb other than a phi. */
static bool used_only_in(LLVMValueRef in, LLVMBasicBlockRef bb)
{
    for (LLVMUseRef u = LLVMGetFirstUse(in); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (!LLVMIsAInstruction(user) || LLVMGetInstructionParent(user) != bb || LLVMIsAPHINode(user)) return false;
    }
    return true;
}

/* Puts each pure instruction of bb whose users are all later in bb just
 * before its first user, depth first from the others (the essay above). */
static bool order_by_use(LLVMBuilderRef b, LLVMBasicBlockRef bb, unsigned n)
{
    Marks m = {0};
    for (m.cap = 16; m.cap < 2 * (size_t)n; m.cap *= 2) {}
    m.keys = calloc(m.cap, sizeof *m.keys);
    m.state = calloc(m.cap, 1);

    LLVMValueRef *order = malloc(n * sizeof *order), *ins = malloc(n * sizeof *ins);
    struct Frame {
        LLVMValueRef v;
        unsigned next;
    } *stack = malloc((n + 1) * sizeof *stack);
    bool ok = m.keys && m.state && order && ins && stack;
    if (ok) {
        LLVMValueRef term = LLVMGetBasicBlockTerminator(bb);
        unsigned k = 0, placed = 0;
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in != term; in = LLVMGetNextInstruction(in)) {
            ins[k++] = in;
            set_state(&m, in, is_pure(in) && used_only_in(in, bb) ? PENDING : OTHER);
        }
        /* The roots in their order, then the terminator, which is not
         * placed (it stays last). */
        for (unsigned i = 0; i <= k; i++) {
            LLVMValueRef root = i < k ? ins[i] : term;
            if (i < k && state_of(&m, root) == PENDING) continue;
            unsigned sp = 0;
            stack[sp++] = (struct Frame){root, 0};
            while (sp) {
                struct Frame *f = &stack[sp - 1];
                if (f->next < (unsigned)LLVMGetNumOperands(f->v)) {
                    LLVMValueRef op = LLVMGetOperand(f->v, f->next++);
                    if (LLVMIsAInstruction(op) && state_of(&m, op) == PENDING) {
                        set_state(&m, op, DONE);
                        stack[sp++] = (struct Frame){op, 0};
                    }
                    continue;
                }
                if (f->v != term) order[placed++] = f->v;
                sp--;
            }
        }
        /* What no one uses stays, in its order, for the selector to drop. */
        for (unsigned i = 0; i < k; i++)
            if (state_of(&m, ins[i]) == PENDING) order[placed++] = ins[i];
        LLVMPositionBuilderBefore(b, term);
        for (unsigned i = 0; i < placed; i++) move_here(b, order[i]);
    }
    free(m.keys);
    free(m.state);
    free(order);
    free(ins);
    free(stack);
    return ok;
}

static void cut_block(LLVMContextRef c, LLVMBuilderRef b, LLVMTypeRef i32, LLVMValueRef fn, LLVMBasicBlockRef bb)
{
    unsigned left = count_instructions(bb);
    if (left <= CHUNK_MIN || !only_branched_to(bb) || !order_by_use(b, bb, left)) return;
    /* The predecessors' terminators (a terminator once per successor that
     * is bb), taken before the cut adds branches. */
    unsigned npred = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)); u; u = LLVMGetNextUse(u)) npred++;
    LLVMValueRef *preds = npred ? malloc(npred * sizeof *preds) : NULL;
    if (npred && !preds) return;
    npred = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(LLVMBasicBlockAsValue(bb)); u; u = LLVMGetNextUse(u))
        preds[npred++] = LLVMGetUser(u);
    LLVMBasicBlockRef first = NULL, prev = NULL;
    /* Each round moves the head of bb into a new chunk, while more than
     * two chunks are left. */
    while (left > 2 * CHUNK) {
        LLVMBasicBlockRef chunk = LLVMInsertBasicBlockInContext(c, bb, "chunk");
        LLVMPositionBuilderAtEnd(b, chunk);
        if (!first && LLVMGetEntryBasicBlock(fn) == bb) {
            /* The entry's allocas stay in the entry (the first chunk),
             * where the frame is laid out; moving one up is always valid. */
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb), next; in; in = next) {
                next = LLVMGetNextInstruction(in);
                if (LLVMIsAAllocaInst(in)) {
                    move_here(b, in);
                    left--;
                }
            }
        }
        /* Phis do not count: they all go first, into the first chunk. */
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); LLVMIsAPHINode(in); in = LLVMGetFirstInstruction(bb)) {
            move_here(b, in);
            left--;
        }
        for (unsigned moved = 0; moved < CHUNK; moved++) {
            LLVMValueRef in = LLVMGetFirstInstruction(bb);
            if (LLVMIsATerminatorInst(in)) break;
            move_here(b, in);
            left--;
        }
        if (prev) {
            LLVMPositionBuilderAtEnd(b, prev);
            LLVMBuildSwitch(b, LLVMConstInt(i32, 0, 0), chunk, 0);
        } else {
            first = chunk;
        }
        prev = chunk;
    }
    if (prev) {
        LLVMPositionBuilderAtEnd(b, prev);
        LLVMBuildSwitch(b, LLVMConstInt(i32, 0, 0), bb, 0);
        for (unsigned i = 0; i < npred; i++) redirect(preds[i], bb, first);
    }
    free(preds);
}

void cg_cut_huge_blocks(LLVMModuleRef mod)
{
    LLVMContextRef c = LLVMGetModuleContext(mod);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMTypeRef i32 = LLVMInt32TypeInContext(c);
    for (LLVMValueRef fn = LLVMGetFirstFunction(mod); fn; fn = LLVMGetNextFunction(fn)) {
        LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn);
        while (bb) {
            /* The chunks go before bb, so the walk goes on after it. */
            LLVMBasicBlockRef next = LLVMGetNextBasicBlock(bb);
            cut_block(c, b, i32, fn, bb);
            bb = next;
        }
    }
    LLVMDisposeBuilder(b);
}
