/*
 * kernel_abi.h - the contract between the code oclc generates for a kernel
 * and the runtime that runs it over an NDRange (runtime/ndrange.c).
 *
 * For every kernel `k` of a program, codegen (codegen/cg_kernel.c) emits
 *
 *   const OclcKernelDesc __oclc_kernel_k;              describes k (below)
 *   void __oclc_wg_k(void **args, const OclcWorkItem *row);
 *                       runs one row of a work-group: the work-items with
 *                       local ids (row->local_id[0] .. local_size[0]-1,
 *                       row->local_id[1], row->local_id[2]) of the group
 *                       row->g, or only row->g.row_items of them when that
 *                       is not 0, as a loop around the inlined kernel body
 *                       (the runtime loops over the rows, from local id 0,
 *                       row_items 0); absent (NULL in the descriptor) for
 *                       a kernel that reaches a barrier, which needs one
 *                       stack per work-item, unless its barriers split its
 *                       body into regions (OCLC_KERNEL_REGIONS): then it
 *                       runs the whole group (row local ids 0, row_items
 *                       0), a loop over the work-items per region, or the
 *                       one work-item at the row's ids (row_items 1),
 *                       waiting at the barriers as a fiber
 *   void k(...);        the kernel as a C function (for C callers and
 *                       kernels of other objects): runs one work-item
 *                       through the functions above, the one the
 *                       runtime's __oclc_work_item() says runs on this
 *                       thread (a weak reference; its row_items is 1),
 *                       else one alone
 *   void __oclc_item_k(void **args, OclcWorkItem *wi);
 *                       runs one work-item; only for kernels with barriers,
 *                       which the runtime runs as fibers (a call of the
 *                       work-group function, for a kernel of regions)
 *
 * On x86-64 a work-group function of a big launch may write its output
 * with non-temporal stores (codegen/cg_stream.c), which only a fence
 * orders: a thread that has run work-group functions runs an `sfence`
 * before it tells another thread they are done (runtime/ndrange.c does,
 * for every launch; a caller of its own must too).
 *
 * `args` follows clSetKernelArg: args[i] points at the value of argument i
 * (for a pointer argument, at the pointer; for a `local` pointer, at a
 * pointer into the group's local memory that the runtime made).
 *
 * The same symbols are in objects from `oclc -c`, which is how a kernel
 * compiled ahead of time runs through oclc_enqueue_aot().  Code compiled
 * by a newer oclc checks abi_version, so the layouts below only ever grow
 * at the end, and a change of meaning bumps OCLC_ABI_VERSION.
 *
 * Every field is 64-bit (or a pointer) except the last two of
 * OclcWorkGroup, so codegen builds the matching LLVM struct by counting
 * fields; cg_kernel.c lists the field numbers it uses, and
 * runtime/ndrange.c checks the offsets with static assertions.
 */
#ifndef OCLC_RUNTIME_ABI_H
#define OCLC_RUNTIME_ABI_H

#include <stdint.h>

#define OCLC_ABI_VERSION 1u

/* The symbols of a kernel `k`, its name appended to the prefix: the one
 * place that spells them (codegen emits them, the runtime looks them up;
 * the ICD knows none of them, it asks include/oclc/oclc.h).  The public
 * header's OCLC_KERNEL(k) pastes the descriptor's prefix as a token, so it
 * spells it once more. */
#define OCLC_SYM_KERNEL_DESC  "__oclc_kernel_" /* const OclcKernelDesc */
#define OCLC_SYM_WORK_GROUP   "__oclc_wg_"     /* the work-group function */
#define OCLC_SYM_WORK_ITEM    "__oclc_item_"   /* the work-item function (barriers) */
#define OCLC_SYM_KERNEL_TABLE "__oclc_kernels" /* a JIT-built program's OclcKernelTable */

/* One work-group.  Dimensions at
 * and past work_dim hold the neutral values (sizes 1, ids and offsets 0),
 * so get_global_size(2) of a 1-D range is 1 without a test. */
typedef struct OclcWorkGroup {
    uint64_t global_size[3];         /* field 0 */
    uint64_t global_offset[3];       /* field 1 */
    uint64_t enqueued_local_size[3]; /* field 2: the local size asked for */
    uint64_t local_size[3];          /* field 3: this group's; smaller for the last
                                         group of a dimension that does not divide */
    uint64_t num_groups[3];          /* field 4 */
    uint64_t group_id[3];            /* field 5 */
    char *local_mem;                 /* field 6: the group's local memory: the kernel's
                                         `local` variables, then its local arguments */
    uint32_t work_dim;               /* field 7 */
    uint32_t row_items;              /* field 8: for __oclc_wg_k, how many work-items of
                                         the row to run from local_id[0]; 0 = to the end
                                         (was `reserved`, always 0: the same meaning) */
} OclcWorkGroup;

/* One work-item: the group it is in, and its local id; also a row of a
 * group for __oclc_wg_k (local_id[0]: the first work-item of the row).  The work-group function
 * keeps one of these in an alloca that SROA turns into registers, so
 * get_local_id(0) becomes the loop's induction variable. */
typedef struct OclcWorkItem {
    OclcWorkGroup g;      /* fields 0-8 */
    uint64_t local_id[3]; /* field 9 */
} OclcWorkItem;

/* How an argument is passed (OclcKernelArg.kind). */
enum {
    OCLC_ARG_VALUE = 0,        /* scalar or vector by value */
    OCLC_ARG_GLOBAL = 1,       /* global pointer */
    OCLC_ARG_CONSTANT = 2,     /* constant pointer */
    OCLC_ARG_LOCAL = 3,        /* local pointer: the runtime allocates */
    OCLC_ARG_IMAGE_DESC = 4,   /* an image: a pointer to its OclcImage (support/image_abi.h) */
    OCLC_ARG_SAMPLER_BITS = 5, /* a sampler_t: its CLK_* bits, pointer-sized */
};

typedef struct OclcKernelArg {
    uint32_t kind;         /* OCLC_ARG_* */
    uint32_t size;         /* bytes clSetKernelArg expects: the OpenCL type's
                                         size (a 3-vector is 4 elements), 8 for pointers */
    const char *name;      /* as declared ("" when unnamed) */
    const char *type_name; /* as oclc spells it: "global float *", "int4" */
} OclcKernelArg;

/* OclcKernelDesc.flags */
enum {
    OCLC_KERNEL_BARRIER = 1u,   /* may reach barrier(): runs as fibers */
    OCLC_KERNEL_UNIFORM = 2u,   /* the local size must divide the global size
                                         (-cl-std=CL1.x, -cl-uniform-work-group-size) */
    OCLC_KERNEL_SUBGROUPS = 4u, /* may call a sub-group function: a group (its one
                                   sub-group) has at most 128 work-items */
    OCLC_KERNEL_REGIONS = 8u,   /* with OCLC_KERNEL_BARRIER: wg runs a whole group in
                                   one call (row local ids 0, row_items 0), its
                                   barriers between loops over the work-items; item
                                   (for a runtime older than the flag) still runs
                                   one work-item as a fiber */
};

typedef struct OclcKernelDesc {
    uint32_t abi_version; /* OCLC_ABI_VERSION */
    uint32_t num_args;
    const char *name;
    const OclcKernelArg *args;
    void (*wg)(void **args, const OclcWorkItem *row); /* NULL with OCLC_KERNEL_BARRIER, unless REGIONS */
    void (*item)(void **args, OclcWorkItem *wi);      /* NULL without OCLC_KERNEL_BARRIER */
    uint64_t local_mem_size;                          /* bytes of `local` variables (of the whole program) */
    uint32_t flags;
    uint32_t reqd_work_group_size[3];                 /* 0 0 0 when not required */
    /* Grown within ABI 1, so a descriptor an older oclc compiled (an
     * object, or a unit of a binary) ends before it: nothing reads it from
     * memory.  The JIT reads it from the IR, where its absence shows, into
     * the kernel table (OclcKernelTable.attributes). */
    const char *attributes; /* the kernel attributes as written, space-separated
                               (CL_KERNEL_ATTRIBUTES); "" when none */
} OclcKernelDesc;

/* A JIT-built program also has `const OclcKernelTable __oclc_kernels`,
 * listing its kernels in source order (objects do not: it would clash
 * when two are linked together). */
typedef struct OclcKernelTable {
    uint64_t count;
    const OclcKernelDesc *const *kernels;
    const char *const *attributes; /* kernel i's OclcKernelDesc.attributes; "" where
                                      its unit is older than that field */
    /* Grown within ABI 1 (the table is made at JIT time, from the linked
     * program, so it always has this): the bytes of the program's
     * variables in the global address space, program-scope and static
     * (CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE). */
    uint64_t global_variable_bytes;
} OclcKernelTable;

#endif
