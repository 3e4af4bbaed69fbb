/*
 * cg_stream.c - a big launch's full-line stores, and a big loop's runs of
 * stores, bypass the cache.
 *
 * `o[i] = sqrt(x[i])` over 16 M floats on a CPU is bound by the memory,
 * and an ordinary store makes the memory do three transfers a line: the
 * input read, the output line read for ownership before it is written
 * (the core cannot write a part of a line it does not hold), and the
 * output written back.  A non-temporal store (movntps) of a whole line
 * writes it without reading it first: two transfers, and the kernel ran
 * 1.3-1.8x faster in a C test on this machine.  PoCL and clang write
 * ordinary stores.  What a non-temporal store gives up is the line in the
 * cache: a kernel whose output is read again soon, from the cache, would
 * read it from memory instead.  That cannot matter once the output is
 * larger than the last-level cache, since it would be evicted before it
 * is read anyway; so a store streams only when the launch is that big.
 *
 * So, after the optimizer, in each row loop's work-group function (CPU
 * targets with a non-temporal vector store: x86-64) of a kernel with no
 * barrier and no `local` pointer parameter (cg_kernel.c marks them: a
 * group's local memory is read again at once, from the cache), each store
 * of a vector of 64 bytes or a multiple of it -- what the loop vectorizer
 * and cg_widen.c make of a work-item's store at its index -- to memory
 * other than the function's own frame and the group's `local` variables
 * becomes a branch on two things known only when it runs: the
 * address on a 64-byte line (else an unaligned movntps faults, and LLVM
 * would split it into eight 8-byte ones), and the launch writing at least
 * STREAM_BYTES through it (its global size times the vector element's
 * size, which is each work-item's share of a widened scalar store and
 * less than its share of a widened vector one: an underestimate, so a
 * store streams only when surely big).  Each line is then written whole
 * by one instruction, so no line is left half written in a write-combining
 * buffer, whatever the stride.  A streamed line is ordered only by a
 * fence: the runtime's thread runs an `sfence` when it has run its share
 * of the launch, before it says so (runtime/ndrange.c; support/
 * kernel_abi.h tells any other caller of a work-group function).  A fence
 * per work-group function, where it was first, cost a launch of 16 M
 * floats in groups of 16 nine times its time (the fence waits for the
 * lines in flight to reach the memory).  STREAM_BYTES is
 * a fixed 32 MiB, a large server CPU's last-level cache per core complex
 * (this machine's too), not the compiling host's, so that an object is the
 * same wherever it is built.  A store the branch does not take is the
 * store it was.
 *
 * A plain function's loop (`for (i = 0; i < n; i++) o[i] = f(x[i])`,
 * called from C on big arrays, as bench/convert_throughput does) has no
 * launch size to test, but its trip count is known when it starts.  So in
 * each loop of one block (what the optimizer leaves of such a loop,
 * unrolled or vectorized) of a function that is not a work-group
 * function, the vector stores of 16, 32 or 64 bytes are streamed when
 * they write one run of memory: through one pointer computed before the
 * loop, at a counter of the loop times a size plus a constant, the
 * trip's stores lying end to end over exactly what the counter advances,
 * so that consecutive trips fill whole lines whatever each store's size
 * (a store of less than a line is written through a write-combining
 * buffer, which the next stores of the run complete).  An array the loop
 * also reads is left alone: its lines are read anyway.  The test, made
 * once before the loop, is its trips moving STREAM_BYTES or more (bound
 * minus start of the counter its exit compares, times the bytes a trip
 * loads and stores: the loop's own traffic is what would evict the output
 * before anyone read it); a bound known small (a constant, a remainder
 * `n & 7`) is not tried.  The address is tested at run time only where
 * the store's alignment does not already say it is a multiple of the
 * store's size.  Where the loop leaves, the function runs an sfence if it
 * streamed, so that its caller (or a thread the caller then tells) sees
 * the lines.
 *
 * A kernel's row loop whose work-items each write part of a line (16 or
 * 32 bytes: a float4 kernel with 128-bit vectors, or float16 in and char16
 * out, which is not widened) is such a loop too: its trips write one run
 * across the row, at the counter plus the group's offset (values made
 * before the loop, which the run's address may add to its counter).  Only
 * the row loop, whose counter starts where the row's state says (a
 * kernel's own loop over a small array may run for every work-item of a
 * big launch), and tested on the launch as the whole-line stores are:
 * global size times what a trip loads and stores over the work-items it
 * runs, STREAM_BYTES or more, and the row ROW_BYTES or more through the
 * run (its partial lines at both ends, which neighbouring rows complete,
 * then few); no fence, the runtime's thread fences after its share.
 * bench/jit's convert_char16_sat(float16) kernel, 64 bytes in and 16 out
 * a work-item: 6.5-7.8 -> 7.6-8.8 G elements/s in four runs each, taking
 * turns (docs/performance.md).
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "support/kernel_abi.h"

#define STREAM_BYTES (32u << 20)
#define LINE         64u
#define ROW_BYTES    1024 /* a row loop's run, at the least, for its part-line stores to stream */

typedef struct Stream {
    LLVMContextRef c;
    LLVMModuleRef mod;
    LLVMBuilderRef b;
    LLVMTargetDataRef dl;
    LLVMTypeRef i1, i64, ptr, vd;
} Stream;

/* Whether p points into the group's local memory: through the pointer
 * the row's state holds (OclcWorkItem's only pointer, local_mem), which is
 * where a kernel's own `local` variables are. */
static bool in_local_memory(LLVMValueRef fn, LLVMValueRef p)
{
    LLVMValueRef base = cg_base_object(p);
    return LLVMIsALoadInst(base) && cg_base_object(LLVMGetOperand(base, 0)) == LLVMGetParam(fn, 1);
}

/* The bytes of `in` if it is a plain (not volatile, not atomic) store of
 * a vector, else 0: what either kind of streaming starts from. */
static uint64_t vector_store_bytes(Stream *s, LLVMValueRef in)
{
    if (LLVMGetInstructionOpcode(in) != LLVMStore || LLVMGetVolatile(in) ||
        LLVMGetOrdering(in) != LLVMAtomicOrderingNotAtomic)
        return 0;
    LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(in, 0));
    return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMStoreSizeOfType(s->dl, t) : 0;
}

/* Whether store `in` of work-group function fn writes whole lines of a
 * vector type outside the frame and the group's local memory. */
static bool streamable(Stream *s, LLVMValueRef fn, LLVMValueRef in)
{
    uint64_t bytes = vector_store_bytes(s, in);
    LLVMValueRef p = bytes ? LLVMGetOperand(in, 1) : NULL;
    return bytes >= LINE && bytes % LINE == 0 && !LLVMIsAAllocaInst(cg_base_object(p)) && !in_local_memory(fn, p);
}

/* __oclc_stream.v<lanes><element>.a<align>.u<unit>(p, v, big): the
 * store, non-temporal when big and p is a multiple of `unit` (the line, or
 * for a plain loop's part of a line its own size; no test where the
 * store's alignment already says so). */
static LLVMValueRef store_helper(Stream *s, LLVMTypeRef t, unsigned align, unsigned unit)
{
    char *tn = LLVMPrintTypeToString(LLVMGetElementType(t)), name[128];
    snprintf(name, sizeof name, "__oclc_stream.v%u%s.a%u.u%u", LLVMGetVectorSize(t), tn, align, unit);
    LLVMDisposeMessage(tn);
    LLVMValueRef fn = LLVMGetNamedFunction(s->mod, name);
    if (fn) return fn;
    LLVMTypeRef ps[3] = {s->ptr, t, s->i1};
    fn = cg_late_helper(s->mod, name, LLVMFunctionType(s->vd, ps, 3, 0));
    LLVMValueRef p = LLVMGetParam(fn, 0), v = LLVMGetParam(fn, 1), big = LLVMGetParam(fn, 2);
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(s->c, fn, "entry"),
                      nt = LLVMAppendBasicBlockInContext(s->c, fn, "stream"),
                      plain = LLVMAppendBasicBlockInContext(s->c, fn, "plain");
    LLVMBuilderRef b = LLVMCreateBuilderInContext(s->c);
    LLVMPositionBuilderAtEnd(b, entry);
    if (align >= unit) {
        LLVMBuildCondBr(b, big, nt, plain);
    } else {
        LLVMValueRef off = LLVMBuildAnd(b, LLVMBuildPtrToInt(b, p, s->i64, ""), LLVMConstInt(s->i64, unit - 1, 0), "");
        LLVMValueRef on_line = LLVMBuildICmp(b, LLVMIntEQ, off, LLVMConstInt(s->i64, 0, 0), "");
        LLVMBuildCondBr(b, LLVMBuildAnd(b, on_line, big, ""), nt, plain);
    }
    LLVMPositionBuilderAtEnd(b, nt);
    LLVMValueRef st = LLVMBuildStore(b, v, p);
    LLVMSetAlignment(st, unit);
    LLVMMetadataRef one = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(s->c), 1, 0));
    LLVMSetMetadata(st, LLVMGetMDKindIDInContext(s->c, "nontemporal", 11),
                    LLVMMetadataAsValue(s->c, LLVMMDNodeInContext2(s->c, &one, 1)));
    LLVMBuildRetVoid(b);
    LLVMPositionBuilderAtEnd(b, plain);
    LLVMSetAlignment(LLVMBuildStore(b, v, p), align);
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
    return fn;
}

/* The launch's global size, from the row's state, computed at fn's
 * entry the first time either kind of streaming asks (*items caches it). */
static LLVMValueRef launch_items(Stream *s, LLVMValueRef fn, LLVMValueRef *items)
{
    if (*items) return *items;
    LLVMPositionBuilderBefore(s->b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)));
    LLVMValueRef row = LLVMGetParam(fn, 1), n = NULL;
    for (unsigned d = 0; d < 3; d++) {
        LLVMValueRef at = LLVMConstInt(s->i64, offsetof(OclcWorkItem, g.global_size) + d * sizeof(uint64_t), 0);
        LLVMValueRef g =
            LLVMBuildLoad2(s->b, s->i64, LLVMBuildInBoundsGEP2(s->b, LLVMInt8TypeInContext(s->c), row, &at, 1, ""), "");
        LLVMSetAlignment(g, 8);
        n = n ? LLVMBuildMul(s->b, n, g, "") : g;
    }
    return *items = n;
}

/* A work-item's bytes through pointers into a base object: the smallest
 * store of the function there, which is the row loop's own (the remainder
 * after the vectorized loop) or less.  `least` maps each base to it. */
static void note_store(Arena *a, Stream *s, CgMap *least, LLVMValueRef in)
{
    LLVMValueRef base = cg_base_object(LLVMGetOperand(in, 1));
    uintptr_t b = (uintptr_t)LLVMStoreSizeOfType(s->dl, LLVMTypeOf(LLVMGetOperand(in, 0)));
    uintptr_t cur = (uintptr_t)cg_map_get(least, base);
    if (b && (!cur || b < cur)) cg_map_put(a, least, base, (void *)b);
}

static void stream_in(Stream *s, LLVMValueRef fn, LLVMValueRef *stores, int n, const CgMap *least, LLVMValueRef *launch)
{
    LLVMValueRef items = launch_items(s, fn, launch);
    for (int i = 0; i < n; i++) {
        LLVMValueRef st = stores[i], v = LLVMGetOperand(st, 0), p = LLVMGetOperand(st, 1);
        /* (out of memory, no entry: a line a work-item, the fewest) */
        uint64_t bytes = (uintptr_t)cg_map_get(least, cg_base_object(p));
        if (!bytes || bytes > LINE) bytes = LINE;
        LLVMValueRef helper = store_helper(s, LLVMTypeOf(v), LLVMGetAlignment(st), LINE);
        LLVMPositionBuilderBefore(s->b, st);
        LLVMValueRef big =
            LLVMBuildICmp(s->b, LLVMIntUGE, items, LLVMConstInt(s->i64, (STREAM_BYTES + bytes - 1) / bytes, 0), "");
        LLVMValueRef args[3] = {p, v, big};
        LLVMBuildCall2(s->b, LLVMGlobalGetValueType(helper), helper, args, 3, "");
        LLVMInstructionEraseFromParent(st);
    }
}

/* ------------------------------------------------------------------ */
/* Plain functions' loops                                             */

/* Whether v is an instruction of block h. */
static bool in_block(LLVMValueRef v, LLVMBasicBlockRef h)
{
    return LLVMIsAInstruction(v) && LLVMGetInstructionParent(v) == h;
}

/* An induction variable of the one-block loop h: phi [start, pre],
 * [phi + step, h] with a constant step above zero. */
typedef struct Induction {
    LLVMValueRef phi, start;
    LLVMBasicBlockRef pre;
    int64_t step;
} Induction;

static bool induction(LLVMBasicBlockRef h, LLVMValueRef phi, Induction *iv)
{
    if (!LLVMIsAPHINode(phi) || LLVMGetInstructionParent(phi) != h || LLVMCountIncoming(phi) != 2) return false;
    int self = LLVMGetIncomingBlock(phi, 0) == h ? 0 : 1;
    if (LLVMGetIncomingBlock(phi, self) != h || LLVMGetIncomingBlock(phi, 1 - self) == h) return false;
    LLVMValueRef next = LLVMGetIncomingValue(phi, (unsigned)self);
    if (!in_block(next, h) || LLVMGetInstructionOpcode(next) != LLVMAdd || LLVMGetOperand(next, 0) != phi ||
        !LLVMIsAConstantInt(LLVMGetOperand(next, 1)))
        return false;
    int64_t step = LLVMConstIntGetSExtValue(LLVMGetOperand(next, 1));
    if (step <= 0) return false;
    *iv = (Induction){phi, LLVMGetIncomingValue(phi, (unsigned)(1 - self)),
                      LLVMGetIncomingBlock(phi, (unsigned)(1 - self)), step};
    return true;
}

/* A store's address in loop h as base + (phi + k) * scale + offset
 * bytes, base and k not computed in h: GEPs of one index, each a constant
 * or (an extension of) phi plus constants and values made before the loop
 * (a work-group function's row loop indexes by its counter plus the
 * group's offset).  `inv`, where there is such a k, is the index itself:
 * stores of one run must share it. */
typedef struct Address {
    LLVMValueRef base, phi, inv;
    int64_t scale, offset;
} Address;

static bool address(Stream *s, LLVMBasicBlockRef h, LLVMValueRef p, Address *a)
{
    *a = (Address){0};
    for (int depth = 0; in_block(p, h); depth++) {
        if (depth == 8 || !LLVMIsAGetElementPtrInst(p) || LLVMGetNumOperands(p) != 2) return false;
        int64_t size = (int64_t)LLVMABISizeOfType(s->dl, LLVMGetGEPSourceElementType(p));
        LLVMValueRef idx = LLVMGetOperand(p, 1);
        if (LLVMIsAConstantInt(idx)) {
            a->offset += LLVMConstIntGetSExtValue(idx) * size;
        } else {
            if (a->phi) return false;
            LLVMValueRef whole = idx;
            if (in_block(idx, h) && (LLVMIsASExtInst(idx) || LLVMIsAZExtInst(idx))) idx = LLVMGetOperand(idx, 0);
            int64_t c = 0;
            for (int terms = 0; in_block(idx, h) && !LLVMIsAPHINode(idx); terms++) {
                LLVMOpcode op = LLVMGetInstructionOpcode(idx);
                if (terms == 4 || (op != LLVMAdd && !(op == LLVMOr && LLVMGetIsDisjoint(idx)))) return false;
                LLVMValueRef x = LLVMGetOperand(idx, 0), y = LLVMGetOperand(idx, 1);
                if (in_block(y, h)) {
                    LLVMValueRef t = x;
                    x = y, y = t;
                }
                if (in_block(y, h)) return false;
                if (LLVMIsAConstantInt(y))
                    c += LLVMConstIntGetSExtValue(y);
                else
                    a->inv = whole;
                idx = x;
            }
            if (!LLVMIsAPHINode(idx) || !in_block(idx, h)) return false;
            a->phi = idx, a->scale = size, a->offset += c * size;
        }
        p = LLVMGetOperand(p, 0);
    }
    a->base = p;
    return a->phi && !LLVMIsAAllocaInst(cg_base_object(p));
}

/* The bytes of a store the loop may stream: a vector of 16, 32 or 64
 * bytes with no padding (consecutive ones then lie end to end), or 0. */
static uint64_t loop_store_bytes(Stream *s, LLVMValueRef in)
{
    uint64_t bytes = vector_store_bytes(s, in);
    bool ok = (bytes == 16 || bytes == 32 || bytes == 64) &&
              LLVMABISizeOfType(s->dl, LLVMTypeOf(LLVMGetOperand(in, 0))) == bytes;
    return ok ? bytes : 0;
}

typedef struct LoopStore {
    LLVMValueRef store;
    Address at;
    int64_t bytes;
} LoopStore;

/* Whether two stores go through the same base and counter at the same
 * scale: parts of one run. */
static bool same_run(const LoopStore *a, const LoopStore *b)
{
    return a->at.base == b->at.base && a->at.phi == b->at.phi && a->at.inv == b->at.inv && a->at.scale == b->at.scale;
}

/* qsort order of LoopStore pointers: by run, then by offset. */
static int by_offset(const void *x, const void *y)
{
    const Address *a = &(*(LoopStore *const *)x)->at, *b = &(*(LoopStore *const *)y)->at;
    if (a->base != b->base) return (uintptr_t)a->base < (uintptr_t)b->base ? -1 : 1;
    if (a->phi != b->phi) return (uintptr_t)a->phi < (uintptr_t)b->phi ? -1 : 1;
    if (a->inv != b->inv) return (uintptr_t)a->inv < (uintptr_t)b->inv ? -1 : 1;
    if (a->scale != b->scale) return a->scale < b->scale ? -1 : 1;
    return a->offset < b->offset ? -1 : a->offset > b->offset;
}

/* The blocks that end in an edge to e, once per edge. */
static int edges_into(LLVMValueRef fn, LLVMBasicBlockRef e, Arena *a, LLVMBasicBlockRef **from)
{
    PtrVec v = {0};
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
        for (unsigned i = 0, n = t ? LLVMGetNumSuccessors(t) : 0; i < n; i++)
            if (LLVMGetSuccessor(t, i) == e) ptrvec_push(a, &v, bb);
    }
    *from = (LLVMBasicBlockRef *)v.items;
    return v.n;
}

/* __oclc_stream_fence(big): an sfence when big. */
static LLVMValueRef fence_helper(Stream *s)
{
    static const char name[] = "__oclc_stream_fence";
    LLVMValueRef fn = LLVMGetNamedFunction(s->mod, name);
    if (fn) return fn;
    fn = cg_late_helper(s->mod, name, LLVMFunctionType(s->vd, &s->i1, 1, 0));
    static const char sfence[] = "llvm.x86.sse.sfence";
    LLVMValueRef f = LLVMGetIntrinsicDeclaration(s->mod, LLVMLookupIntrinsicID(sfence, sizeof sfence - 1), NULL, 0);
    LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(s->c, fn, "entry"),
                      yes = LLVMAppendBasicBlockInContext(s->c, fn, "fence"),
                      done = LLVMAppendBasicBlockInContext(s->c, fn, "done");
    LLVMBuilderRef b = LLVMCreateBuilderInContext(s->c);
    LLVMPositionBuilderAtEnd(b, entry);
    LLVMBuildCondBr(b, LLVMGetParam(fn, 0), yes, done);
    LLVMPositionBuilderAtEnd(b, yes);
    LLVMBuildCall2(b, LLVMGlobalGetValueType(f), f, NULL, 0, "");
    LLVMBuildBr(b, done);
    LLVMPositionBuilderAtEnd(b, done);
    LLVMBuildRetVoid(b);
    LLVMDisposeBuilder(b);
    return fn;
}

/* v widened to i64 the way the loop's compare reads it. */
static LLVMValueRef to_i64(Stream *s, LLVMValueRef v, bool is_signed)
{
    if (LLVMGetIntTypeWidth(LLVMTypeOf(v)) == 64) return v;
    return is_signed ? LLVMBuildSExt(s->b, v, s->i64, "") : LLVMBuildZExt(s->b, v, s->i64, "");
}

/* bound - start, the trips of a loop whose exit compares its counter with
 * bound, widened to i64 as the compare reads them; at the builder. */
static LLVMValueRef trip_span(Stream *s, const Induction *counter, LLVMValueRef bound, bool is_signed)
{
    LLVMValueRef span = to_i64(s, bound, is_signed);
    if (!LLVMIsAConstantInt(counter->start) || LLVMConstIntGetZExtValue(counter->start))
        span = LLVMBuildSub(s->b, span, to_i64(s, counter->start, is_signed), "");
    return span;
}

/* The kept stores become calls of their helpers, streaming when big. */
static void replace_stores(Stream *s, LoopStore **ls, int kept, LLVMValueRef big)
{
    for (int i = 0; i < kept; i++) {
        LLVMValueRef st = ls[i]->store, v = LLVMGetOperand(st, 0), p = LLVMGetOperand(st, 1);
        LLVMValueRef helper = store_helper(s, LLVMTypeOf(v), LLVMGetAlignment(st), (unsigned)ls[i]->bytes);
        LLVMPositionBuilderBefore(s->b, st);
        LLVMValueRef args[3] = {p, v, big};
        LLVMBuildCall2(s->b, LLVMGlobalGetValueType(helper), helper, args, 3, "");
        LLVMInstructionEraseFromParent(st);
    }
}

/* Whether v is loaded from the row's state (a work-group function's
 * second parameter): where the row loop's counter starts. */
static bool from_row(LLVMValueRef fn, LLVMValueRef v)
{
    return LLVMIsALoadInst(v) && cg_base_object(LLVMGetOperand(v, 0)) == LLVMGetParam(fn, 1);
}

/* Streams the stores of one-block loop h that write one run of memory
 * (see the essay); true if it changed anything.  In a work-group
 * function `items` is the launch's global size, h must be the row loop
 * (its counter starts where the row's state says) and the launch, not the
 * trips, decides. */
static bool stream_loop(Stream *s, Arena *a, LLVMValueRef fn, LLVMBasicBlockRef h, LLVMValueRef *items)
{
    LLVMValueRef br = LLVMGetBasicBlockTerminator(h);
    if (!br || LLVMGetInstructionOpcode(br) != LLVMBr || !LLVMIsConditional(br)) return false;
    LLVMBasicBlockRef exit = LLVMGetSuccessor(br, 0) == h ? LLVMGetSuccessor(br, 1) : LLVMGetSuccessor(br, 0);
    if (exit == h || (LLVMGetSuccessor(br, 0) != h && LLVMGetSuccessor(br, 1) != h)) return false;
    /* The trip: the compare of a counter (or its next value) with a
     * bound computed before the loop. */
    LLVMValueRef cmp = LLVMGetCondition(br);
    if (!LLVMIsAICmpInst(cmp)) return false;
    Induction counter;
    LLVMValueRef bound = NULL;
    for (int side = 0; side < 2 && !bound; side++) {
        LLVMValueRef x = LLVMGetOperand(cmp, (unsigned)side), y = LLVMGetOperand(cmp, (unsigned)(1 - side));
        if (in_block(x, h) && LLVMGetInstructionOpcode(x) == LLVMAdd) x = LLVMGetOperand(x, 0);
        if (induction(h, x, &counter) && !in_block(y, h)) bound = y;
    }
    if (!bound || LLVMGetTypeKind(LLVMTypeOf(bound)) != LLVMIntegerTypeKind) return false;
    if (items && !from_row(fn, counter.start)) return false;

    /* The stores that write whole runs: per base and counter, stores whose
     * bytes lie end to end and cover what one trip advances. */
    PtrVec found = {0}, read = {0};
    int64_t loaded = 0;
    for (LLVMValueRef in = LLVMGetFirstInstruction(h); in; in = LLVMGetNextInstruction(in)) {
        if (LLVMGetInstructionOpcode(in) == LLVMLoad) {
            loaded += (int64_t)LLVMStoreSizeOfType(s->dl, LLVMTypeOf(in));
            ptrvec_push(a, &read, cg_base_object(LLVMGetOperand(in, 0)));
        }
        uint64_t bytes = loop_store_bytes(s, in);
        if (!bytes) continue;
        LoopStore *st = ARENA_NEW(a, LoopStore);
        if (!address(s, h, LLVMGetOperand(in, 1), &st->at) || (items && in_local_memory(fn, LLVMGetOperand(in, 1))))
            continue;
        st->store = in;
        st->bytes = (int64_t)bytes;
        ptrvec_push(a, &found, st);
    }
    if (!found.n || a->oom) return false;
    LoopStore **ls = (LoopStore **)found.items;
    qsort(ls, (size_t)found.n, sizeof *ls, by_offset);
    int kept = 0;
    int64_t stored = 0;
    for (int i = 0, j; i < found.n; i = j) {
        Induction iv;
        bool whole = induction(h, ls[i]->at.phi, &iv);
        int64_t end = ls[i]->at.offset;
        for (j = i; j < found.n && same_run(ls[i], ls[j]); j++) {
            whole = whole && ls[j]->at.offset == end;
            end += ls[j]->bytes;
        }
        /* An array the loop reads too has its lines read anyway. */
        for (int r = 0; r < read.n && whole; r++) whole = read.items[r] != cg_base_object(ls[i]->at.base);
        if (!whole || end - ls[i]->at.offset != iv.step * ls[i]->at.scale) continue;
        for (int k = i; k < j; k++) ls[kept++] = ls[k], stored += ls[k]->bytes;
    }
    if (!kept) return false;

    /* A trip moves `stored + loaded` bytes; the loop is big when its trips
     * move STREAM_BYTES.  A bound known to be small (a constant, or a
     * remainder `x & c`) is no big loop. */
    int64_t per_trip = stored + loaded, trips = (STREAM_BYTES + per_trip - 1) / per_trip;
    LLVMIntPredicate pred = LLVMGetICmpPredicate(cmp);
    bool is_signed = !(pred == LLVMIntUGT || pred == LLVMIntUGE || pred == LLVMIntULT || pred == LLVMIntULE);
    if (items) {
        /* A row loop's trip is counter.step work-items; the launch is
         * big when its work-items move STREAM_BYTES, and the row long
         * enough (ROW_BYTES through the run) that the partial lines at its
         * ends, which another row completes, are few: a group of one
         * work-item across x would write every line in parts.  No fence
         * here: the runtime's thread runs one when it has run its share of
         * the launch, as for the row's whole-line stores above. */
        int64_t per_item = per_trip / counter.step > 0 ? per_trip / counter.step : 1;
        int64_t row_trips = (ROW_BYTES + stored - 1) / stored;
        LLVMValueRef launch = launch_items(s, fn, items);
        LLVMPositionBuilderBefore(s->b, LLVMGetBasicBlockTerminator(counter.pre));
        LLVMValueRef row = trip_span(s, &counter, bound, is_signed);
        LLVMValueRef big = LLVMBuildAnd(
            s->b,
            LLVMBuildICmp(s->b, LLVMIntUGE, launch,
                          LLVMConstInt(s->i64, (uint64_t)((STREAM_BYTES + per_item - 1) / per_item), 0), ""),
            LLVMBuildICmp(s->b, LLVMIntSGE, row, LLVMConstInt(s->i64, (uint64_t)(row_trips * counter.step), 0), ""),
            "stream.big");
        replace_stores(s, ls, kept, big);
        return true;
    }
    LLVMValueRef most = bound;
    if (LLVMIsAInstruction(most) && LLVMGetInstructionOpcode(most) == LLVMAnd &&
        LLVMIsAConstantInt(LLVMGetOperand(most, 1)))
        most = LLVMGetOperand(most, 1);
    if (LLVMIsAConstantInt(most) && LLVMConstIntGetSExtValue(most) < trips * counter.step) return false;
    /* (an exit that is itself a loop would test for the fence each trip) */
    LLVMValueRef exit_br = LLVMGetBasicBlockTerminator(exit);
    for (unsigned i = 0, ns = exit_br ? LLVMGetNumSuccessors(exit_br) : 0; i < ns; i++)
        if (LLVMGetSuccessor(exit_br, i) == exit) return false;
    LLVMBasicBlockRef *from;
    int n = edges_into(fn, exit, a, &from);
    if (a->oom) return false;
    LLVMPositionBuilderBefore(s->b, LLVMGetBasicBlockTerminator(counter.pre));
    LLVMValueRef span = trip_span(s, &counter, bound, is_signed);
    LLVMValueRef big =
        LLVMBuildICmp(s->b, LLVMIntSGE, span, LLVMConstInt(s->i64, (uint64_t)(trips * counter.step), 0), "stream.big");
    replace_stores(s, ls, kept, big);
    /* The fence, where the loop leaves: streamed lines are ordered only
     * by one, and whoever runs next (this function's caller, or a thread
     * it tells) must see them. */
    LLVMValueRef first = LLVMGetFirstInstruction(exit);
    LLVMPositionBuilderBefore(s->b, first);
    LLVMValueRef was = LLVMBuildPhi(s->b, s->i1, "stream.fence");
    LLVMValueRef no = LLVMConstInt(s->i1, 0, 0);
    for (int i = 0; i < n; i++) LLVMAddIncoming(was, from[i] == h ? &big : &no, &from[i], 1);
    while (first && LLVMIsAPHINode(first)) first = LLVMGetNextInstruction(first);
    LLVMPositionBuilderBefore(s->b, first);
    LLVMValueRef fence = fence_helper(s);
    LLVMBuildCall2(s->b, LLVMGlobalGetValueType(fence), fence, &was, 1, "");
    return true;
}

/* The one-block loops of a function that is no work-group function. */
static bool stream_plain(Stream *s, Arena *a, LLVMValueRef fn)
{
    bool changed = false;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        changed |= stream_loop(s, a, fn, bb, NULL);
    return changed;
}

bool cg_stream_stores(CgModule *m)
{
    Stream s = {.c = m->ctx, .mod = m->mod, .dl = LLVMGetModuleDataLayout(m->mod)};
    Arena *a = &m->c->arena;
    bool changed = false;
    s.b = LLVMCreateBuilderInContext(s.c);
    s.i1 = LLVMInt1TypeInContext(s.c), s.i64 = LLVMInt64TypeInContext(s.c);
    s.ptr = LLVMPointerTypeInContext(s.c, 0), s.vd = LLVMVoidTypeInContext(s.c);
    for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn; fn = LLVMGetNextFunction(fn)) {
        if (!LLVMCountBasicBlocks(fn)) continue;
        if (!cg_is_work_group_fn(fn)) {
            LLVMLinkage l = LLVMGetLinkage(fn);
            if (l != LLVMInternalLinkage && l != LLVMPrivateLinkage) changed |= stream_plain(&s, a, fn);
            continue;
        }
        if (!LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, CG_STREAM_ATTR,
                                           (unsigned)strlen(CG_STREAM_ATTR)))
            continue;
        PtrVec stores = {0};
        CgMap least = {0};
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
                if (LLVMGetInstructionOpcode(in) == LLVMStore) note_store(a, &s, &least, in);
                if (streamable(&s, fn, in)) ptrvec_push(a, &stores, in);
            }
        LLVMValueRef items = NULL; /* the launch's size, made once */
        if (stores.n) {
            stream_in(&s, fn, (LLVMValueRef *)stores.items, stores.n, &least, &items);
            changed = true;
        }
        /* What the row loop writes in parts of a line (16 or 32 bytes a
         * work-item, a run across the row), as a plain loop's. */
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
            changed |= stream_loop(&s, a, fn, bb, &items);
    }
    LLVMDisposeBuilder(s.b);
    return changed;
}
