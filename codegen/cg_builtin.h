/*
 * cg_builtin.h - what the lowering of a built-in function receives, the
 * constants rows pass to their generators, and the helpers generators
 * share.  The generators themselves live in the files of their family:
 *
 *   cg_builtin.c         the dispatcher (EXPR_BUILTIN -> the row's
 *                        lowering), LOWER_INTRINSIC and LOWER_RUNTIME,
 *                        the helpers below
 *   cg_bi_integer.c      integer functions (6.15.3), and min, max, clamp
 *                        of every type
 *   cg_bi_common.c       common (6.15.4) and geometric (6.15.5) functions
 *   cg_bi_relational.c   relational functions (6.15.6)
 *   cg_bi_vector.c       vector data load and store (6.15.7), shuffle
 *                        and shuffle2 (6.15.12)
 *   cg_bi_group.c        work-item functions (6.15.1), synchronization
 *                        and fences (6.15.8, 6.15.9), async copies and
 *                        prefetch (6.15.10); the work-group collectives
 *                        (6.15.16) are LOWER_RUNTIME rows
 *   cg_bi_atomic.c       atomic functions (6.15.12), to_global & co and
 *                        get_fence (6.15.10)
 *   cg_math.c            the math library (6.15.2: LOWER_MATHLIB rows)
 *   cg_bi_image.c        image reads, writes and queries (6.15.15)
 *
 * Every generator named by a row of sema/builtins.def is declared here by
 * expanding the table, so a row whose generator is defined nowhere fails
 * the link of liboclc.
 *
 * Sema has resolved the overload: each argument has been converted to its
 * parameter's type and evaluated (left to right) before the generator
 * runs, and the result type is the overload's.  A generator reads what it
 * needs from those types (signed or not, float or double, how many lanes)
 * and emits the same IR for a scalar and every vector width: LLVM
 * intrinsics and plain instructions on <n x T> values, which the loop
 * vectorizer widens again across the work-items of a work-group.
 */
#ifndef OCLC_CG_BUILTIN_H
#define OCLC_CG_BUILTIN_H

#include "codegen/cg_internal.h"
#include "sema/builtins.h"
#include "support/image_abi.h"

#define CG_BUILTIN_MAX_ARGS 8

typedef struct CgCall {
    Expr *e;                                /* the EXPR_BUILTIN (e->loc for messages) */
    int id;                                 /* its row of builtins.def */
    const char *name;                       /* the row's name ("min") */
    int n;                                  /* arguments */
    LLVMValueRef args[CG_BUILTIN_MAX_ARGS]; /* their values */
    Type *types[CG_BUILTIN_MAX_ARGS];       /* their (the parameters') types, unqualified */
    Type *ret;                              /* the result type, unqualified */
    LLVMTypeRef ret_ty;                     /* cg_type(ret); void for void */
    int aux;                                /* the row's constant (LOWER_INLINE, LOWER_MATHLIB) */
    const char *lib_name;                   /* LOWER_MATHLIB's function name */
} CgCall;

/* The generators, declared from the table. */
#define LOWER_INLINE(gen, aux)        LLVMValueRef gen(CgContext *ctx, const CgCall *c);
#define LOWER_MATHLIB(gen, name, aux) LLVMValueRef gen(CgContext *ctx, const CgCall *c);
#define LOWER_INTRINSIC(name)
#define LOWER_RUNTIME(name, flags)
#define BUILTIN(name, elems, widths, sig, since, needs, lowering) lowering
#include "sema/builtins.def"
#undef BUILTIN
#undef LOWER_INLINE
#undef LOWER_MATHLIB
#undef LOWER_INTRINSIC
#undef LOWER_RUNTIME

/* The math rows of half that the float lowering does not give (fma and
 * mad correctly rounded, nan, nextafter, the pointer results): true with the result
 * in *out, false for the others (codegen/cg_math.c). */
bool cg_math_half(CgContext *ctx, const CgCall *c, LLVMValueRef *out);

/* LOWER_RUNTIME's flags. */
enum { LOWER_CONVERGENT = 1 };

/* The constants rows give their generators (LOWER_INLINE's aux).  The
 * relational comparisons take an LLVMRealPredicate, the fences an
 * LLVMAtomicOrdering, the half stores a RoundMode (parser/ast.h). */
enum { BI_MIN, BI_MAX };
enum { BI_ADD, BI_SUB };
enum { BI_CLZ, BI_CTZ };
enum { BI_DEGREES, BI_RADIANS };
enum { BI_LENGTH, BI_DISTANCE };
enum { BI_ISFINITE, BI_ISINF, BI_ISNAN, BI_ISNORMAL, BI_SIGNBIT };
enum { BI_ANY, BI_ALL };
/* get_image_dim (the other image queries name a descriptor field). */
enum { BI_IMAGE_DIM = 100 };
/* vloada_half / vstorea_half: aligned to the vector, 3-vectors take 4 halves. */
enum { BI_HALF_ALIGNED = 8 };
/* Work-item functions: CG_WI_* fields, and the computed ones. */
enum {
    BI_WI_GLOBAL_SIZE = CG_WI_GLOBAL_SIZE,
    BI_WI_GLOBAL_OFFSET = CG_WI_GLOBAL_OFFSET,
    BI_WI_ENQ_LOCAL_SIZE = CG_WI_ENQ_LOCAL_SIZE,
    BI_WI_LOCAL_SIZE = CG_WI_LOCAL_SIZE,
    BI_WI_NUM_GROUPS = CG_WI_NUM_GROUPS,
    BI_WI_GROUP_ID = CG_WI_GROUP_ID,
    BI_WI_LOCAL_ID = CG_WI_LOCAL_ID,
    BI_WI_WORK_DIM = CG_WI_WORK_DIM,
    BI_WI_GLOBAL_ID,
    BI_WI_GLOBAL_LINEAR_ID,
    BI_WI_LOCAL_LINEAR_ID,
    /* The sub-group functions: a sub-group is the work-group. */
    BI_WI_SUB_GROUP_SIZE,
    BI_WI_MAX_SUB_GROUP_SIZE,
    BI_WI_NUM_SUB_GROUPS,
    BI_WI_ENQ_NUM_SUB_GROUPS,
    BI_WI_SUB_GROUP_ID,
    BI_WI_SUB_GROUP_LOCAL_ID,
};

/* The work-item's get_global_linear_id() (cg_bi_group.c): loads in a
 * work-item variant, the runtime's function in a plain function. */
LLVMValueRef cg_bi_global_linear_id(CgContext *ctx);
/* Atomic functions: the operation.  The 1.x names and the C11 names of
 * one operation share it (atomic_add and atomic_fetch_add: BI_ATOMIC_ADD;
 * atomic_xchg and atomic_exchange: BI_ATOMIC_XCHG); cg_bi_atomic.c tells
 * them apart by the pointee (an atomic type or not). */
enum {
    BI_ATOMIC_ADD,
    BI_ATOMIC_SUB,
    BI_ATOMIC_XCHG,
    BI_ATOMIC_INC,
    BI_ATOMIC_DEC,
    BI_ATOMIC_CMPXCHG, /* legacy: returns the old value */
    BI_ATOMIC_MIN,
    BI_ATOMIC_MAX,
    BI_ATOMIC_AND,
    BI_ATOMIC_OR,
    BI_ATOMIC_XOR,
    BI_ATOMIC_INIT,
    BI_ATOMIC_LOAD,
    BI_ATOMIC_STORE,
    BI_ATOMIC_CAS_STRONG, /* C11: returns whether it exchanged */
    BI_ATOMIC_CAS_WEAK,
    BI_ATOMIC_FLAG_TEST_AND_SET,
    BI_ATOMIC_FLAG_CLEAR,
    BI_ATOMIC_FENCE,
};
/* to_global & co: the answer of the runtime's __oclc_space_of that the
 * function keeps the pointer for; get_fence. */
enum { BI_SPACE_GLOBAL = 0, BI_SPACE_LOCAL = 1, BI_SPACE_PRIVATE = 2, BI_SPACE_FENCE = 3 };

/* ---- the PTX kernel ABI's own lowerings (cg_ptx.c) ---- */

/* A work-item function on a KERNEL_ABI_PTX_ENTRY target: special
 * registers and the hidden values the kernel's prologue stored. */
LLVMValueRef cg_ptx_work_item(CgContext *ctx, const CgCall *c);
/* barrier and work_group_barrier: bar.sync, with the wider scope's fences. */
void cg_ptx_barrier(CgContext *ctx, const CgCall *c);
/* A fence of `flags` (CLK_*_MEM_FENCE), memory_order `order` and
 * memory_scope `scope` (lexer/pp.c's values): a membar, or nothing. */
void cg_ptx_fence(CgContext *ctx, LLVMValueRef flags, long long order, long long scope);
/* printf on nvptx64: a record in the runtime's printf buffer (cg_ptx.c,
 * support/ptx_abi.h), the `nstrings` generic pointers at `strings` copied
 * into it for the slots `mask` marks. */
LLVMValueRef cg_ptx_printf(CgContext *ctx, LLVMValueRef fmt, LLVMValueRef slots, int nslots, LLVMValueRef strings,
                           int nstrings, uint64_t mask);
/* async_work_group_copy and the strided copies (cg_bi_async_copy's
 * operands: the destination's and the source's strides in elements, the
 * event given), copied by the group's work-items together. */
LLVMValueRef cg_ptx_async_copy(CgContext *ctx, const CgCall *c, LLVMValueRef dst_stride, LLVMValueRef src_stride,
                               LLVMValueRef event);

/* ---- helpers (cg_builtin.c) ---- */

/* A call of the LLVM intrinsic `name`, overloaded on `overload` (NULL:
 * not overloaded), with args; FP results get the compilation's
 * fast-math flags. */
LLVMValueRef cg_bi_intrinsic(CgContext *ctx, const char *name, LLVMTypeRef overload, LLVMValueRef *args, unsigned n);
/* The same, overloaded on the type of args[0]. */
LLVMValueRef cg_bi_intrinsic1(CgContext *ctx, const char *name, LLVMValueRef *args, unsigned n);
/* Element type of t (t itself for a scalar). */
Type *cg_bi_elem(Type *t);
bool cg_bi_is_fp(Type *t);     /* floating elements */
bool cg_bi_is_signed(Type *t); /* signed integer elements */
/* The LLVM element type of t (t for a scalar type). */
LLVMTypeRef cg_bi_llvm_elem(LLVMTypeRef t);
/* Same shape as LLVM type t, with integer elements of the same width. */
LLVMTypeRef cg_bi_int_type(CgContext *ctx, LLVMTypeRef t);
/* The integer (or FP) constant v in every lane of t. */
LLVMValueRef cg_bi_int_const(LLVMTypeRef t, unsigned long long v);
LLVMValueRef cg_bi_fp_const(LLVMTypeRef t, double v);
/* A relational's i1 (or <n x i1>) as OpenCL returns it in type rt: int
 * 1/0 for a scalar, -1/0 lanes for a vector. */
LLVMValueRef cg_bi_relational_result(CgContext *ctx, LLVMValueRef bits, Type *rt);
/* v widened to vector type `to` when v is a scalar and `to` a vector (a
 * row's S argument in a vector call: min(gentype, sgentype)); v otherwise. */
LLVMValueRef cg_bi_widen(CgContext *ctx, LLVMValueRef v, LLVMTypeRef to);
/* A function of the runtime, declared once with `fnty`, convergent when
 * every work-item of a group must call it together (barrier, the async
 * copies, the collectives: cg_kernel.c runs such kernels as fibers). */
LLVMValueRef cg_bi_runtime_fn(CgContext *ctx, const char *name, LLVMTypeRef fnty, bool convergent);
/* fp flags on an FP instruction just built. */
static inline LLVMValueRef cg_bi_fp(CgContext *ctx, LLVMValueRef v) { return cg_fp_flags(ctx, v); }

#endif
