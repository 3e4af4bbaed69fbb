/*
 * cg_internal.h - what the codegen files share: the lowering context, the
 * lvalue representation and the helpers each file exports to the others.
 *
 * One CgContext lives for one cg_lower() call (c3c's GenContext): it holds
 * the LLVM context, module and builders, the types cached once, and the
 * state of the function being lowered (entry block and alloca insertion
 * point, the break/continue stack, the return type).  The files split the
 * work by what they lower:
 *
 *   codegen.c     generation (cg_generate): declarations, globals,
 *                 functions; the internal-error helpers and the side table
 *   cg_module.c   the module and the pipeline's steps on it: make, link,
 *                 optimize, verify, emit, the hand-over to the JIT
 *   cg_target.c   triple, target machine and data layout
 *   cg_workaround.c  the rewrite around LLVM 19's back-end bugs (cg_rewrite)
 *   cg_widen.c    work-group loops of explicit vectors widened across
 *                 work-items (a step of the kernel pipeline)
 *   cg_combine.c  a work-group's atomic additions combined in a table
 *                 and flushed once per row (after the pipeline)
 *   cg_stream.c   big launches' and loops' stores made non-temporal
 *                 (after the pipeline)
 *   cg_chunk.c    huge blocks cut into chunks for instruction
 *                 selection (the optimizer's last step, CPU targets)
 *   cg_type.c     oclc Type -> LLVM type (value and memory forms)
 *   cg_abi.c      records passed and returned by value: the C calling
 *                 convention of the target row (SysV x86-64, or indirect)
 *   cg_expr.c     expressions, lvalues, loads and stores, initializers
 *   cg_convert.c  convert_T() (EXPR_CONVERT)
 *   cg_astype.c   as_T() / as_Tn() (EXPR_ASTYPE)
 *   cg_builtin.c  built-in functions (EXPR_BUILTIN)
 *   cg_printf.c   printf (EXPR_PRINTF): a call of the runtime's __oclc_printf
 *   cg_math.c     the math built-ins (6.15.2): LLVM intrinsics, SLEEF's
 *                 vector math library, inline IR (cg_math.def)
 *   cg_kernel.c   work-group functions, work-item variants, kernel
 *                 descriptors; the JIT's kernel table (cg_prepare_jit)
 *                 (KERNEL_ABI_CPU_WORK_GROUP)
 *   cg_ptx.c      PTX .entry kernels (KERNEL_ABI_PTX_ENTRY)
 *   cg_stmt.c     statements, control flow, function bodies
 *
 * Nothing here is seen outside codegen/ except through codegen.h.
 */
#ifndef OCLC_CG_INTERNAL_H
#define OCLC_CG_INTERNAL_H

#include <llvm-c/Core.h>
#include <llvm-c/Error.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>

#include "codegen/codegen.h"
#include "support/compilation.h"
#include "parser/ast.h"
#include "parser/type.h"

/*
 * An lvalue: the address of an object of `type`.  A swizzle lvalue (v.xz =)
 * addresses the whole vector; `comps` then selects the lanes written or read,
 * because a vector's lanes have no addresses of their own.  A subscript
 * with a run-time index (v[i] =) addresses the whole vector too, and `lane`
 * is the lane, an i32 below vec_step (lane 3 of a 3-component vector is
 * its padding: it reads 0 and takes no write).
 */
typedef struct CgLValue {
    LLVMValueRef addr;
    Type *type;           /* the object at addr (the whole vector for a swizzle) */
    const uint8_t *comps; /* swizzle lanes into the vector at addr, or NULL */
    int ncomps;
    Type *swz_type;       /* type of the swizzled value (scalar for one lane) */
    unsigned align;       /* 0: the type's alignment; less for a member of a packed record */
    LLVMValueRef lane;    /* v[i]: the lane of the vector at addr, or NULL */
} CgLValue;

/* Break/continue targets of one enclosing loop or switch, on the C stack. */
typedef struct CgJump {
    Stmt *stmt;             /* the loop/switch: Stmt.target of break/continue names it */
    LLVMBasicBlockRef brk;
    LLVMBasicBlockRef cont; /* NULL for a switch: continue goes further out */
    struct CgJump *outer;
} CgJump;

/* A label's block, valid only for the function it was made in (a work-item
 * variant lowers the same body again, into another function). */
typedef struct CgLabel {
    LLVMValueRef fn;
    LLVMBasicBlockRef bb;
} CgLabel;

/* A side table from AST nodes (or any pointers) to what codegen made for
 * them: open addressing, grown from the arena.  Codegen writes nothing into
 * the AST, so a tree can be lowered twice (oclc_program_emit after the
 * JIT's build) without meeting values of an LLVM context that is gone. */
typedef struct CgMap {
    const void **keys;
    void **vals;
    unsigned cap, n; /* cap is 0 or a power of two */
} CgMap;

typedef struct CgContext {
    Compilation *c;
    const Options *opts;
    const TargetInfo *target; /* the row: address spaces, kernel ABI (support/target.h) */
    TypeTable *types;

    LLVMContextRef ctx;
    LLVMModuleRef mod;
    LLVMTargetDataRef td; /* sizes and alignments of the module's target */
    bool native_fp_round; /* the target rounds to integral values in one
                                instruction (x86: SSE4.1); without it LLVM
                                lowers llvm.roundeven/floor/ceil to libm calls,
                                so cg_convert.c emits its own sequence */
    int math_isa;         /* the SLEEF variants the target's CPU runs (cg_math.c) */
    LLVMBuilderRef b;     /* where code goes */
    LLVMBuilderRef ab;    /* a second builder only for entry-block allocas,
                                so `b` never has to be moved and restored */

    /* Types used everywhere, made once. */
    LLVMTypeRef t_void, t_i1, t_i8, t_i16, t_i32, t_i64, t_half, t_float, t_double;
    LLVMTypeRef t_ptr;     /* address space 0: functions, the CPU runtime's own pointers */
    LLVMFastMathFlags fmf; /* from -cl-fast-relaxed-math and friends, on every FP instruction */

    /* The function being lowered. */
    Decl *fn_decl;
    LLVMValueRef fn;
    LLVMBasicBlockRef entry;
    LLVMValueRef last_alloca; /* allocas go right after it, in declaration order */
    Type *ret_type;
    CgJump *jumps;            /* innermost loop/switch first */
    PtrVec blocks;            /* blocks made for this function, to place any left detached */
    CgMap addrs;              /* Decl* of a local or parameter -> its address (alloca, global,
                                 or offset into local memory), set when its declaration is lowered */
    CgMap abis;               /* canonical Decl* of a function -> its CgFnAbi (cg_abi.c) */
    LLVMValueRef sret;        /* where the function being lowered returns its record, or NULL */
    struct CgFnAbi *fn_abi;   /* its calling convention */
    CgMap labels;             /* Stmt* of a label, case or default -> CgLabel */

    int depth;                /* recursion guard for expressions and statements */
    int max_depth;
    bool failed;              /* an internal error (or an unsupported type) was reported */

    /* Work-item variants (cg_kernel.c): while one is lowered, its first
     * parameter, the OclcWorkItem the work-item functions read; NULL in
     * plain functions, whose work-item functions call the runtime. */
    LLVMValueRef wi_state;
    struct CgKernels *kernels; /* cg_kernel.c's tables; NULL without kernels */
} CgContext;

/* ---- cg_target.c ---- */
typedef struct CgTarget {
    LLVMTargetMachineRef tm;
    char *triple; /* normalized; LLVMDisposeMessage */
    LLVMCodeGenOptLevel level;
} CgTarget;
/* ERRORS (reported) for a triple or CPU LLVM does not know. */
CompileStatus cg_target_create(Compilation *c, bool for_jit, CgTarget *out);
/* Whether the target is 32- or 64-bit x86. */
bool cg_target_is_x86(const CgTarget *t);
/* Whether the target has single-instruction rounding to integral (roundps). */
bool cg_target_has_fp_round(const CgTarget *t);
void cg_target_dispose(CgTarget *t);

/* ---- cg_module.c ---- */
struct CgModule {
    Compilation *c; /* where the current step reports (LLVM's handler reads it) */
    CgTarget target;
    LLVMContextRef ctx;
    LLVMModuleRef mod;
    bool unverified;          /* a step changed the IR since cg_verify last ran */
    bool for_jit;             /* made for the host's CPU (the JIT) */
    int backend_errors;       /* reported through the context's diagnostic handler */
    const char *error_prefix; /* what those say they are: "error in backend", ... */
};
/* A new internal, alwaysinline, nounwind function of mod: the code a step
 * after the optimizer adds (cg_combine.c, cg_stream.c), inlined by the
 * always-inline pass cg_optimize runs after them. */
LLVMValueRef cg_late_helper(LLVMModuleRef mod, const char *name, LLVMTypeRef fnty);

/* ---- cg_kernel.c ---- */
/* A new loop's metadata: !{!self, !{"llvm.loop.unroll.disable"}}. */
LLVMValueRef cg_loop_no_unroll(LLVMContextRef ctx);
/* Whether p's address goes anywhere but the loads and stores through it
 * (and through pointers computed from it): stored, passed to a call other
 * than a memory intrinsic, compared, selected, used by an atomic.  Then a
 * pointer to it may reach it by another way than p (a region after the
 * next barrier, an atomic). */
bool cg_address_escapes(LLVMValueRef p, int depth);
/* The string attribute cg_kernel.c puts on every work-group function (a
 * user's function may have any name, __oclc_wg_ ones too). */
#define CG_WORK_GROUP_ATTR "oclc-work-group"
/* Whether fn is a work-group function (it has that attribute). */
bool cg_is_work_group_fn(LLVMValueRef fn);
/* And the attribute of a row loop's work-group function whose stores may
 * stream (cg_stream.c): the kernel has no barrier and no `local` pointer
 * parameter, so its local memory is at most its own `local` variables. */
#define CG_STREAM_ATTR "oclc-stream"
/* The object p points into, through GEPs and bitcasts. */
LLVMValueRef cg_base_object(LLVMValueRef p);
/* Removes fn's body (it becomes a declaration), in the order LLVM needs. */
void cg_drop_body(LLVMValueRef fn);
/* The bytes of m's program variables in the global address space
 * (OclcKernelTable.global_variable_bytes). */
uint64_t cg_global_variable_bytes(LLVMModuleRef mod);

/* ---- codegen.c ---- */
/* The file name a module and internal errors name ("<input>" when none). */
const char *cg_input_name(Compilation *c);
/* Reports "internal error: <msg> (while compiling '<input>')" and sets
 * ctx->failed; only the first one of a lowering is reported, as the rest
 * would follow from it.  Never aborts. */
void cg_internal_error(CgContext *ctx, Loc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Same, for code that has only the Compilation (target, emission);
 * returns COMPILE_INTERNAL, for `return cg_report_internal(...)`. */
CompileStatus cg_report_internal(Compilation *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Consumes an LLVMErrorRef, reporting it with `what` as context.  Returns
 * true if there was an error. */
bool cg_check_error(Compilation *c, LLVMErrorRef err, const char *what);
LLVMValueRef cg_function(CgContext *ctx, Decl *d);
LLVMValueRef cg_global_var(CgContext *ctx, Decl *d);
/* The metadata that marks a program's variable in the global address
 * space (program-scope or static), whose sizes the JIT's kernel table adds
 * up (OclcKernelTable.global_variable_bytes). */
#define CG_GLOBAL_VARIABLE_MD "oclc.global_variable"
/* A function-scope variable that lives in a global (static, local, constant). */
LLVMValueRef cg_static_local(CgContext *ctx, Decl *d);
LLVMValueRef cg_alloca(CgContext *ctx, Type *t, const char *name);
/* The same, aligned to at least `align` (a variable's aligned(N)). */
LLVMValueRef cg_alloca_aligned(CgContext *ctx, Type *t, const char *name, unsigned align);
/* The alignment of variable d: its type's, or its aligned(N) if larger. */
unsigned cg_decl_align(Decl *d);
/* A private, constant, unnamed_addr global named `name` holding init,
 * aligned to align bytes, in the constant address space: string
 * literals, descriptor strings, the images that initialize local
 * aggregates. */
LLVMValueRef cg_private_constant(CgContext *ctx, LLVMValueRef init, const char *name, unsigned align);
/* The constant c in every lane of vector type ty (c itself for a scalar ty). */
LLVMValueRef cg_const_splat(LLVMTypeRef ty, LLVMValueRef c);
/* Runtime support functions (__oclc_*): declared once, by name. */
LLVMValueRef cg_runtime_fn(CgContext *ctx, const char *name, LLVMTypeRef fnty);
/* The value for `key`, or NULL. */
void *cg_map_get(const CgMap *m, const void *key);
/* Sets the value for `key` (not NULL); out of memory leaves the map as it
 * was, with the arena's oom set. */
void cg_map_put(Arena *a, CgMap *m, const void *key, void *val);

/* ---- cg_type.c ---- */
/* The LLVM address space of OpenCL address space `as` on the target
 * (AS_NONE: a private object). */
unsigned cg_addr_space(CgContext *ctx, AddrSpace as);
/* The LLVM address space objects of `as` live in (the row's object_as):
 * cg_addr_space's but for nvptx64's constant objects, in the const bank
 * while a pointer to constant is generic. */
unsigned cg_object_space(CgContext *ctx, AddrSpace as);
/* The address of global obj, an object of `as`, as a pointer to `as`
 * (a constant addrspacecast where the two spaces differ). */
LLVMValueRef cg_object_pointer(CgContext *ctx, LLVMValueRef obj, AddrSpace as);
/* The LLVM type of a pointer to `pointee` (its address space decides). */
LLVMTypeRef cg_ptr_type(CgContext *ctx, Type *pointee);
/* The type of a value of t in a register: bool is i1. */
LLVMTypeRef cg_type(CgContext *ctx, Type *t);
/* The type of t in memory: bool is i8 (also inside arrays). */
LLVMTypeRef cg_mem_type(CgContext *ctx, Type *t);
LLVMTypeRef cg_func_type(CgContext *ctx, Type *fn);
/* signext/zeroext for an i8/i16/bool parameter or result, as clang marks them
 * so that a C caller agrees; NULL when none applies. */
const char *cg_ext_attr(Type *t);
LLVMValueRef cg_zero(CgContext *ctx, Type *t);
/* Whether t is a struct or union (whose values codegen handles by address). */
bool cg_is_record(Type *t);
/* Reports an internal error if LLVM's alloc size of lt differs from
 * type_size(t) (sizeof, pointer arithmetic and memory must agree). */
bool cg_check_layout(CgContext *ctx, Type *t, LLVMTypeRef lt);

/* ---- cg_abi.c ---- */
/* How one parameter (or the result) travels (see cg_abi.c's essay). */
typedef enum CgArgKind {
    CG_ARG_DIRECT,   /* as its cg_type, with signext/zeroext where cg_ext_attr says */
    CG_ARG_COERCE,   /* a record in 1 or 2 registers: parts[] at byte offsets[] */
    CG_ARG_INDIRECT, /* a record by pointer: byval for a parameter, sret for the result */
    CG_ARG_IGNORE,   /* an empty record: nothing */
} CgArgKind;
typedef struct CgArgAbi {
    uint8_t kind; /* CgArgKind */
    uint8_t nparts;
    uint8_t offsets[2];
    LLVMTypeRef parts[2];
} CgArgAbi;
typedef struct CgFnAbi {
    CgArgAbi ret;     /* INDIRECT: the sret pointer is LLVM parameter 0 */
    CgArgAbi *params; /* per source parameter */
    unsigned *first;  /* the LLVM parameter index where source parameter i starts */
    int nparams;
    unsigned nllvm;   /* LLVM parameters */
    LLVMTypeRef fnty; /* the LLVM function type */
} CgFnAbi;
/* The convention of a function of type fty. */
CgFnAbi *cg_abi_of(CgContext *ctx, Type *fty);
/* The same for function d, computed once. */
CgFnAbi *cg_fn_abi(CgContext *ctx, Decl *d);
/* signext/zeroext, byval and sret on a function (call_site false) or a call
 * of it; `shift` is the number of LLVM parameters before the function's own
 * (a work-item variant's state). */
void cg_abi_attrs(CgContext *ctx, LLVMValueRef v, const CgFnAbi *abi, Type *fty, bool call_site, unsigned shift);
/* The alignment of a byval copy of t: at least 8, as clang gives it. */
unsigned cg_abi_byval_align(Type *t);
/* A COERCE record at addr (aligned to src_align, 0: its type's) as its
 * parts (out[0..nparts)), through the 16-byte scratch buf (NULL: a new
 * alloca in the function's entry block); and back. */
void cg_abi_split(CgContext *ctx, const CgArgAbi *a, LLVMValueRef addr, unsigned src_align, Type *t, LLVMValueRef buf,
                  LLVMValueRef *out);
void cg_abi_join(CgContext *ctx, const CgArgAbi *a, const LLVMValueRef *parts, LLVMValueRef addr, Type *t);
/* How each parameter travels, one letter each (d direct, i by pointer, x
 * nothing, 1 or 2: that many registers), for the "oclc-abi" attribute of
 * a kernel, from which the JIT's wrapper of it (cg_prepare_jit) knows how
 * to pack its arguments without the AST. */
const char *cg_abi_signature(CgContext *ctx, const CgFnAbi *abi);
/* Names the LLVM parameters of fn after d's (`s.coerce0`, `agg.result`). */
void cg_abi_name_params(CgContext *ctx, LLVMValueRef fn, const CgFnAbi *abi, Decl *d, unsigned shift);

/* ---- cg_expr.c ---- */
LLVMValueRef cg_expr(CgContext *ctx, Expr *e);
CgLValue cg_lvalue(CgContext *ctx, Expr *e);
LLVMValueRef cg_load(CgContext *ctx, CgLValue lv);
void cg_store(CgContext *ctx, CgLValue lv, LLVMValueRef v);
/* i1 of `v != 0` for a scalar of type t (int, float, pointer, bool). */
LLVMValueRef cg_to_bool(CgContext *ctx, LLVMValueRef v, Type *t);
/* The EXPR_CONV rules: v of type `from` as a value of type `to`. */
LLVMValueRef cg_cast(CgContext *ctx, LLVMValueRef v, Type *from, Type *to, Loc loc);
/* Stores an initializer (scalar, vector, {list} or string) into memory at addr. */
void cg_init_memory(CgContext *ctx, LLVMValueRef addr, Type *t, Expr *init);
/* A constant for a program-scope initializer, or NULL after reporting. */
LLVMValueRef cg_const_init(CgContext *ctx, Type *t, Expr *init);
/* Applies the fast-math flags the options ask for to an FP instruction. */
LLVMValueRef cg_fp_flags(CgContext *ctx, LLVMValueRef inst);

/* ---- cg_builtin.c ---- */
LLVMValueRef cg_builtin(CgContext *ctx, Expr *e);
LLVMValueRef cg_printf(CgContext *ctx, Expr *e); /* cg_printf.c: EXPR_PRINTF */

/* ---- cg_math.c ---- */
/* The math functions of OpenCL C 6.15.2, one per row of cg_math.def. */
typedef enum CgMathFn {
#define MATH_SLEEF(id, name, full, relaxed) CG_MATH_##id,
#define MATH_LLVM(id, name, intrinsic)      CG_MATH_##id,
#define MATH_GEN(id, name, gen)             CG_MATH_##id,
#define MATH_WRAP(id, name, gen)            CG_MATH_##id,
#include "codegen/cg_math.def"
#undef MATH_SLEEF
#undef MATH_LLVM
#undef MATH_GEN
#undef MATH_WRAP
    CG_MATH_COUNT
} CgMathFn;
/* The SLEEF ISA level of the target's CPU, for CgContext.math_isa. */
int cg_math_isa(const CgTarget *t);
/* The vector bits the target's loops are widened to: 512 on AVX-512 CPUs
 * whose LLVM tuning prefers them, 256 on AVX ones, else 128. */
unsigned cg_target_vector_bits(const CgTarget *t);
/* SLEEF's variant of the vector function fn for `lanes` lanes on t's CPU,
 * declared in mod, or NULL (cg_widen.c). */
LLVMValueRef cg_sleef_wider(LLVMModuleRef mod, const CgTarget *t, LLVMValueRef fn, unsigned lanes);

/* ---- cg_combine.c ---- */
/* Marks the atomics of the work-item variant wi, run only by the row
 * loop of wg, that may be combined per row (the essay at the top of
 * cg_combine.c): additions, ors, mins ... of one kind, all of wi's
 * atomics or none. */
void cg_combine_mark(CgContext *ctx, LLVMValueRef wi, LLVMValueRef wg);
/* After the optimizer: each marked atomic of a work-group function an
 * update of a table in its frame, flushed before it returns.  True if a
 * function changed (its helpers then need the always-inline pass). */
bool cg_combine_atomics(CgModule *m);

/* ---- cg_chunk.c ---- */
/* The optimizer's last step for a CPU: each block of mod of more than
 * 1,000 instructions cut into chunks of 32 that fall through into each
 * other (the essay at the top of cg_chunk.c). */
void cg_cut_huge_blocks(LLVMModuleRef mod);

/* ---- cg_stream.c ---- */
/* After the optimizer, on x86-64: each store of whole 64-byte lines in
 * m's work-group functions non-temporal when its address is on a line
 * and the launch writes at least 32 MiB through it, and in other
 * functions' one-block loops the stores that write one run of memory when
 * the loop moves 32 MiB, with an sfence where it leaves (the essay at the
 * top of cg_stream.c); true if a function changed (its helpers then need
 * the always-inline pass). */
bool cg_stream_stores(CgModule *m);

/* ---- cg_widen.c ---- */
/* Widens the x loops of m's work-group functions whose bodies compute in
 * vectors narrower than target_bits across 2 or 4 work-items (the essay
 * at the top of cg_widen.c); true if one changed. */
bool cg_widen_work_items(CgModule *m, unsigned target_bits);
/* The OpenCL name of fn ("sin"). */
const char *cg_math_name(CgMathFn fn);
/* The row named `name`, or -1. */
int cg_math_lookup(const char *name);
/* fn applied to args (the value type T, or T's shape for int arguments,
 * as cg_math.def says), a scalar or a vector of any width; the second
 * result of frexp, lgamma_r, remquo, fract, modf and sincos goes to
 * *second (NULL when the caller has none to store). */
LLVMValueRef cg_math(CgContext *ctx, Loc loc, CgMathFn fn, LLVMValueRef *args, unsigned nargs, LLVMValueRef *second);
/* After optimization: drops the vector variants that no vectorized loop
 * calls (kept in llvm.compiler.used until then), so that neither the JIT
 * nor an object carries them. */
void cg_math_prune(LLVMModuleRef mod);
/* Before optimization: the callers of a function that prefers 512-bit
 * vectors (one that calls SLEEF on AVX-512) prefer them too, so that the
 * kernel's work-group loop, where its body is inlined, is vectorized
 * 16 floats wide. */
void cg_math_widen(LLVMModuleRef mod);

/* ---- cg_convert.c ---- */
LLVMValueRef cg_convert(CgContext *ctx, Expr *e);

/* ---- cg_astype.c ---- */
LLVMValueRef cg_astype(CgContext *ctx, Expr *e);

/* ---- cg_kernel.c ---- */
typedef struct CgKernels CgKernels;
/* Emits the work-item variants, work-group functions and descriptors of
 * the kernels (after every plain definition is lowered); the same for
 * every output: what only the JIT needs is cg_prepare_jit's. */
void cg_kernels(CgContext *ctx, TranslationUnit *tu);
/* The call of callee's work-item variant with `args`, when a variant is
 * being lowered and callee has one; NULL otherwise (call the plain one). */
LLVMValueRef cg_wi_call(CgContext *ctx, Decl *callee, LLVMValueRef *args, int n);
/* A kernel's `local` variable in a work-item variant. */
LLVMValueRef cg_wi_local_var(CgContext *ctx, Decl *d);
/* A work-item function's value in a work-item variant: field CG_WI_* at
 * dimension `dim` (an i32), or `neutral` when dim > 2. */
enum {
    CG_WI_GLOBAL_SIZE,
    CG_WI_GLOBAL_OFFSET,
    CG_WI_ENQ_LOCAL_SIZE,
    CG_WI_LOCAL_SIZE,
    CG_WI_NUM_GROUPS,
    CG_WI_GROUP_ID,
    CG_WI_LOCAL_ID,
    CG_WI_WORK_DIM
};
LLVMValueRef cg_wi_field(CgContext *ctx, int field, LLVMValueRef dim, uint64_t neutral);

/* ---- cg_ptx.c ---- */
/* Makes each kernel's .entry function, its body moved to an internal
 * function (cg_ptx.c's essay). */
void cg_ptx_kernels(CgContext *ctx, TranslationUnit *tu);
/* Before optimization, once the units are linked: the shared variables
 * of the work-item functions become internal, so that LLVM may drop them
 * once it has forwarded their stores. */
void cg_ptx_finish(LLVMModuleRef mod);
/* On a target whose kernel ABI has no lowering yet for `what` (a phrase:
 * "work-item function 'get_global_id'"), reports that at loc and returns
 * true; false where it is supported. */
bool cg_target_lacks(CgContext *ctx, Loc loc, const char *what);

/* ---- cg_libclc.c ---- */
/* Math function `name` of value type t (cg_math.c's) on a MATH_LIB_LIBCLC
 * target: a call of libclc's built-in; its second result (fract, frexp,
 * ...) in *second.  An error at loc when this oclc has no libclc. */
LLVMValueRef cg_libclc_math(CgContext *ctx, Loc loc, const char *name, LLVMTypeRef t, LLVMValueRef *args,
                            unsigned nargs, LLVMValueRef *second);
/* Before optimization: links the libclc functions the module calls,
 * internal (cg_libclc.c's essay). */
CompileStatus cg_libclc_link(Compilation *c, CgModule *m);
/* libclc's bitcode embedded in liboclc (the generated cg_libclc_blob.c),
 * or NULL when CMake found none. */
const void *cg_libclc_blob(size_t *len);

/* ---- cg_stmt.c ---- */
void cg_function_body(CgContext *ctx, Decl *d);
/* The body of d into fn, whose parameters from `first_param` on are d's
 * (a work-item variant has the state before them). */
void cg_function_body_in(CgContext *ctx, Decl *d, LLVMValueRef fn, unsigned first_param);
/* The same in steps, for a caller that arranges the statements itself (a
 * work-group function of regions, cg_kernel.c): begin stores the
 * parameters (params: the LLVM values of d's convention, nparams of them)
 * and goes on at the end of fn's entry block (made if fn has none),
 * statement lowers one statement, finish closes the function (a return
 * where the last block is open, `unreachable` in blocks left detached). */
void cg_function_begin(CgContext *ctx, Decl *d, LLVMValueRef fn, const LLVMValueRef *params, unsigned nparams);
void cg_function_statement(CgContext *ctx, Stmt *s);
void cg_function_finish(CgContext *ctx);
/* Blocks are made detached and placed at the end of the function when code
 * starts going into them, so the layout follows the source. */
LLVMBasicBlockRef cg_new_block(CgContext *ctx, const char *name);
/* Places bb (if detached) and makes it the insertion block. */
void cg_enter_block(CgContext *ctx, LLVMBasicBlockRef bb);
/* The same, first branching to bb from the current block if it is open. */
void cg_start_block(CgContext *ctx, LLVMBasicBlockRef bb);
/* True when there is no open insertion block (after a terminator). */
bool cg_block_terminated(CgContext *ctx);
/* ({ ... }): its statements, then the value of the last one when it is
 * the expression's (NULL for void); leaves an open block behind, as an
 * expression must, even when the statements ended in a jump. */
LLVMValueRef cg_stmt_expr(CgContext *ctx, Expr *e);

/* Small helpers. */
static inline Type *cg_unqual(Type *t) { return t ? t->unqual : t; }
/* The symbol of function d: an overloadable one's mangled name (sema),
 * otherwise its name. */
static inline const char *cg_fn_symbol(const Decl *d) { return d->mangled ? d->mangled : d->name; }

#endif
