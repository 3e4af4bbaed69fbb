/*
 * cg_type.c - oclc types as LLVM types.
 *
 * A type has two LLVM forms.  In a register a bool is i1, which is what
 * icmp gives and br takes; in memory it is i8, as C stores _Bool, so that
 * a bool has a byte of its own and arrays of bool have a byte stride.  The
 * two forms differ only for bool (and arrays containing it); everything
 * else maps one to one:
 *
 *   char/uchar i8, short/ushort i16, int/uint i32, long/ulong i64,
 *   half/float/double, vectors <n x T>, arrays [n x T], and pointers
 *   `ptr addrspace(N)` where N is the target row's number for the
 *   pointee's OpenCL address space (support/target.c): 0 for all of them
 *   on the CPU, which has one memory; global 1, local 3, constant 4,
 *   private 5 and generic 0 on NVPTX.  A pointee without a written
 *   address space is a private object (sema's rule: `&x` of a local
 *   variable); a function's address is in LLVM's program space, 0.
 *
 * vec3 needs nothing special: LLVM's data layouts give <3 x T> the alloc
 * size and ABI alignment of <4 x T> (DataLayout rounds vector alloc sizes
 * up to the alignment, which is the size rounded to a power of two), which
 * is exactly OpenCL's rule, so [n x <3 x float>] has a 16-byte stride and
 * sizeof agrees with sema's type_size.  cg_check_layout() checks this for
 * every object codegen allocates rather than trusting it.
 *
 * Parameters and results of i8/i16/bool type carry signext/zeroext, as clang
 * marks them for the SysV x86-64 ABI, so a C caller of a program function
 * agrees on the upper bits.
 *
 * A record is a packed literal struct of its members' memory types with
 * explicit padding, `<{ i8, [3 x i8], float }>`: exactly sema's layout
 * (type_record_complete), whatever LLVM would have chosen, so sizes and
 * offsets cannot disagree; a union is its first member and the padding to
 * its size.  Codegen never loads or stores a record whole: it reaches
 * members by byte offset and copies records with memcpy (cg_expr.c), so
 * the struct type only gives objects and constants their size (a constant
 * that initializes another union member is a struct of that member, which
 * set_initializer in codegen.c accepts).  Literal types are uniqued by
 * LLVM, so a record's type is the same whichever unit or constant made it.
 * An enum is its underlying integer type.
 *
 * event_t is a pointer in the private space (the async copies' token),
 * an image a pointer to its descriptor in the global space and sampler_t
 * a pointer-sized integer of CLK_* bits (support/image_abi.h).
 * An atomic type (atomic_int ...) is its value's type.  The other opaque
 * types (queue_t ...) are declared by
 * the front end before codegen lowers them: a value of one is an error
 * that says so (exit status 2: code generation failed on a program the
 * front end accepted), never a crash.
 */
#include "codegen/cg_internal.h"

/* Sema accepts declarations of the opaque types (sampler_t ...)
 * before codegen can lower their values:
 * that is a user-visible limitation, reported once as an error. */
static LLVMTypeRef unsupported(CgContext *ctx, Type *t)
{
    if (!ctx->failed) {
        ctx->failed = true;
        diag_error(&ctx->c->diag, ctx->fn_decl ? ctx->fn_decl->loc : loc_none(),
                   "code generation for values of type '%s' is not supported by oclc yet", type_str(ctx->types, t));
    }
    return ctx->t_ptr;
}

unsigned cg_addr_space(CgContext *ctx, AddrSpace as) { return ctx->target->as_number[as == AS_NONE ? AS_PRIVATE : as]; }

unsigned cg_object_space(CgContext *ctx, AddrSpace as)
{
    return ctx->target->object_as[as == AS_NONE ? AS_PRIVATE : as];
}

LLVMValueRef cg_object_pointer(CgContext *ctx, LLVMValueRef obj, AddrSpace as)
{
    unsigned want = cg_addr_space(ctx, as);
    if (LLVMGetPointerAddressSpace(LLVMTypeOf(obj)) == want) return obj;
    return LLVMConstAddrSpaceCast(obj, LLVMPointerTypeInContext(ctx->ctx, want));
}

LLVMTypeRef cg_ptr_type(CgContext *ctx, Type *pointee)
{
    if (cg_unqual(pointee)->kind == TY_FUNC) return ctx->t_ptr;
    return LLVMPointerTypeInContext(ctx->ctx, cg_addr_space(ctx, type_addr_space(pointee)));
}

/* <{ member, [pad x i8], member ... }>: see the essay. */
static LLVMTypeRef record_type(CgContext *ctx, Type *t)
{
    if (!type_is_complete(t)) {
        cg_internal_error(ctx, loc_none(), "a value of incomplete type '%s' reached code generation",
                          type_str(ctx->types, t));
        return ctx->t_i8;
    }
    int n = t->rec.nmembers;
    LLVMTypeRef *f = ARENA_ARRAY(&ctx->c->arena, LLVMTypeRef, 2 * n + 1);
    int k = 0;
    int64_t at = 0;
    for (int i = 0; i < n && (!t->rec.is_union || i == 0); i++) {
        const Member *m = &t->rec.members[i];
        if (m->offset > at) f[k++] = LLVMArrayType2(ctx->t_i8, (uint64_t)(m->offset - at));
        f[k++] = cg_mem_type(ctx, m->type);
        at = m->offset + type_size(m->type);
    }
    if (type_size(t) > at) f[k++] = LLVMArrayType2(ctx->t_i8, (uint64_t)(type_size(t) - at));
    return LLVMStructTypeInContext(ctx->ctx, f, (unsigned)k, 1);
}

LLVMTypeRef cg_type(CgContext *ctx, Type *t)
{
    t = cg_unqual(t);
    switch (t->kind) {
    case TY_VOID: return ctx->t_void;
    case TY_BOOL: return ctx->t_i1;
    case TY_CHAR:
    case TY_UCHAR: return ctx->t_i8;
    case TY_SHORT:
    case TY_USHORT: return ctx->t_i16;
    case TY_INT:
    case TY_UINT: return ctx->t_i32;
    case TY_LONG:
    case TY_ULONG: return ctx->t_i64;
    case TY_HALF: return ctx->t_half;
    case TY_FLOAT: return ctx->t_float;
    case TY_DOUBLE: return ctx->t_double;
    case TY_VECTOR: return LLVMVectorType(cg_type(ctx, t->vec.elem), (unsigned)t->vec.lanes);
    case TY_POINTER: return cg_ptr_type(ctx, t->ptr.pointee);
    case TY_ARRAY: return cg_mem_type(ctx, t);
    case TY_FUNC: return cg_func_type(ctx, t);
    case TY_RECORD: return record_type(ctx, t);
    case TY_ENUM:
        if (t->en.underlying) return cg_type(ctx, t->en.underlying);
        break;
    case TY_OPAQUE:
        /* An event (6.15.10) is a token the async copies return, a pointer
         * in the private space: 0 or a non-zero address. */
        if (t->opq.kind == OPQ_EVENT) return LLVMPointerTypeInContext(ctx->ctx, cg_addr_space(ctx, AS_PRIVATE));
        /* An image is a pointer to its descriptor, a sampler its CLK_*
         * bits in a pointer-sized integer (support/image_abi.h). */
        if (type_is_image(t)) return LLVMPointerTypeInContext(ctx->ctx, cg_addr_space(ctx, AS_GLOBAL));
        if (t->opq.kind == OPQ_SAMPLER) return LLVMIntTypeInContext(ctx->ctx, (unsigned)ctx->target->pointer_size * 8);
        return unsupported(ctx, t);
    case TY_ATOMIC:
        /* An atomic object is its value (atomic_flag an int): only the
         * atomic functions (cg_bi_atomic.c) read and write it. */
        return cg_type(ctx, t->atomic.value);
    default: break;
    }
    cg_internal_error(ctx, loc_none(), "a value of type '%s' reached code generation", type_str(ctx->types, t));
    return ctx->t_i32;
}

LLVMTypeRef cg_mem_type(CgContext *ctx, Type *t)
{
    t = cg_unqual(t);
    if (t->kind == TY_BOOL) return ctx->t_i8;
    if (t->kind == TY_ARRAY)
        return LLVMArrayType2(cg_mem_type(ctx, t->arr.elem), t->arr.len < 0 ? 0 : (uint64_t)t->arr.len);
    return cg_type(ctx, t);
}

LLVMTypeRef cg_func_type(CgContext *ctx, Type *fn)
{
    fn = cg_unqual(fn);
    LLVMTypeRef params[fn->fn.nparams > 0 ? fn->fn.nparams : 1];
    for (int i = 0; i < fn->fn.nparams; i++) params[i] = cg_type(ctx, fn->fn.params[i]);
    return LLVMFunctionType(cg_type(ctx, fn->fn.ret), params, (unsigned)fn->fn.nparams, fn->fn.variadic);
}

const char *cg_ext_attr(Type *t)
{
    switch (cg_unqual(t)->kind) {
    case TY_CHAR:
    case TY_SHORT: return "signext";
    case TY_BOOL:
    case TY_UCHAR:
    case TY_USHORT: return "zeroext";
    default: return NULL;
    }
}

LLVMValueRef cg_zero(CgContext *ctx, Type *t) { return LLVMConstNull(cg_type(ctx, t)); }

bool cg_is_record(Type *t) { return t && cg_unqual(t)->kind == TY_RECORD; }

bool cg_check_layout(CgContext *ctx, Type *t, LLVMTypeRef lt)
{
    int64_t want = type_size(cg_unqual(t));
    if (want < 0 || !LLVMTypeIsSized(lt)) return true;
    unsigned long long got = LLVMABISizeOfType(ctx->td, lt);
    if ((unsigned long long)want == got) return true;
    cg_internal_error(ctx, loc_none(), "type '%s' is %lld bytes in sema but %llu in the target's data layout",
                      type_str(ctx->types, t), (long long)want, got);
    return false;
}
