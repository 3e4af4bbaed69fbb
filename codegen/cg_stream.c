/*
 * cg_stream.c - a big launch's full-line stores bypass the cache.
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
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "codegen/cg_internal.h"
#include "support/kernel_abi.h"

#define STREAM_BYTES (32u << 20)
#define LINE         64u

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

/* Whether store `in` of work-group function fn writes whole lines of a
 * vector type outside the frame and the group's local memory. */
static bool streamable(Stream *s, LLVMValueRef fn, LLVMValueRef in)
{
    if (LLVMGetInstructionOpcode(in) != LLVMStore || LLVMGetVolatile(in) ||
        LLVMGetOrdering(in) != LLVMAtomicOrderingNotAtomic)
        return false;
    LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(in, 0));
    if (LLVMGetTypeKind(t) != LLVMVectorTypeKind) return false;
    unsigned long long bytes = LLVMStoreSizeOfType(s->dl, t);
    LLVMValueRef p = LLVMGetOperand(in, 1);
    return bytes >= LINE && bytes % LINE == 0 && !LLVMIsAAllocaInst(cg_base_object(p)) && !in_local_memory(fn, p);
}

/* __oclc_stream.v<lanes><element>.a<align>(p, v, big): the store,
 * non-temporal when big and p is on a line. */
static LLVMValueRef store_helper(Stream *s, LLVMTypeRef t, unsigned align)
{
    char *tn = LLVMPrintTypeToString(LLVMGetElementType(t)), name[128];
    snprintf(name, sizeof name, "__oclc_stream.v%u%s.a%u", LLVMGetVectorSize(t), tn, align);
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
    LLVMValueRef off = LLVMBuildAnd(b, LLVMBuildPtrToInt(b, p, s->i64, ""), LLVMConstInt(s->i64, LINE - 1, 0), "");
    LLVMValueRef on_line = LLVMBuildICmp(b, LLVMIntEQ, off, LLVMConstInt(s->i64, 0, 0), "");
    LLVMBuildCondBr(b, LLVMBuildAnd(b, on_line, big, ""), nt, plain);
    LLVMPositionBuilderAtEnd(b, nt);
    LLVMValueRef st = LLVMBuildStore(b, v, p);
    LLVMSetAlignment(st, LINE);
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
 * entry. */
static LLVMValueRef launch_items(Stream *s, LLVMValueRef fn)
{
    LLVMPositionBuilderBefore(s->b, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)));
    LLVMValueRef row = LLVMGetParam(fn, 1), n = NULL;
    for (unsigned d = 0; d < 3; d++) {
        LLVMValueRef at = LLVMConstInt(s->i64, offsetof(OclcWorkItem, g.global_size) + d * sizeof(uint64_t), 0);
        LLVMValueRef g =
            LLVMBuildLoad2(s->b, s->i64, LLVMBuildInBoundsGEP2(s->b, LLVMInt8TypeInContext(s->c), row, &at, 1, ""), "");
        LLVMSetAlignment(g, 8);
        n = n ? LLVMBuildMul(s->b, n, g, "") : g;
    }
    return n;
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

static void stream_in(Stream *s, LLVMValueRef fn, LLVMValueRef *stores, int n, const CgMap *least)
{
    LLVMValueRef items = launch_items(s, fn);
    for (int i = 0; i < n; i++) {
        LLVMValueRef st = stores[i], v = LLVMGetOperand(st, 0), p = LLVMGetOperand(st, 1);
        /* (out of memory, no entry: a line a work-item, the fewest) */
        uint64_t bytes = (uintptr_t)cg_map_get(least, cg_base_object(p));
        if (!bytes || bytes > LINE) bytes = LINE;
        LLVMValueRef helper = store_helper(s, LLVMTypeOf(v), LLVMGetAlignment(st));
        LLVMPositionBuilderBefore(s->b, st);
        LLVMValueRef big =
            LLVMBuildICmp(s->b, LLVMIntUGE, items, LLVMConstInt(s->i64, (STREAM_BYTES + bytes - 1) / bytes, 0), "");
        LLVMValueRef args[3] = {p, v, big};
        LLVMBuildCall2(s->b, LLVMGlobalGetValueType(helper), helper, args, 3, "");
        LLVMInstructionEraseFromParent(st);
    }
}

bool cg_stream_stores(CgModule *m)
{
    Stream s = {.c = m->ctx, .mod = m->mod, .dl = LLVMGetModuleDataLayout(m->mod)};
    Arena *a = &m->c->arena;
    bool changed = false;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m->mod); fn; fn = LLVMGetNextFunction(fn)) {
        if (!cg_is_work_group_fn(fn) || !LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, CG_STREAM_ATTR,
                                                                       (unsigned)strlen(CG_STREAM_ATTR)))
            continue;
        PtrVec stores = {0};
        CgMap least = {0};
        if (!s.b) {
            s.b = LLVMCreateBuilderInContext(s.c);
            s.i1 = LLVMInt1TypeInContext(s.c), s.i64 = LLVMInt64TypeInContext(s.c);
            s.ptr = LLVMPointerTypeInContext(s.c, 0), s.vd = LLVMVoidTypeInContext(s.c);
        }
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
                if (LLVMGetInstructionOpcode(in) == LLVMStore) note_store(a, &s, &least, in);
                if (streamable(&s, fn, in)) ptrvec_push(a, &stores, in);
            }
        if (!stores.n) continue;
        stream_in(&s, fn, (LLVMValueRef *)stores.items, stores.n, &least);
        changed = true;
    }
    if (s.b) LLVMDisposeBuilder(s.b);
    return changed;
}
