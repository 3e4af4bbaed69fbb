/*
 * target.h - what oclc knows of a target, as one row of a table that
 * every phase reads (support/target.c), in the spirit of cproc's targ.c.
 *
 * The row says the sizes the language leaves to the target (pointers,
 * size_t), the byte order, the LLVM address space of each OpenCL address
 * space, how kernels are called, whether objects can be written, and which
 * optional features and extensions oclc implements there.  The
 * preprocessor's predefined macros, sema's sizeof and record layout,
 * codegen's address spaces and kernel lowering, and the ICD's device
 * queries all come from the same row.  What only LLVM knows (the data
 * layout string, the target machine) codegen asks LLVM for, keyed by the
 * row's triple; the row holds no LLVM type, so the front end reads it
 * without LLVM.
 *
 * Adding a target is adding a row (docs/design.md walks through one).
 */
#ifndef OCLC_TARGET_H
#define OCLC_TARGET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/features.h"

typedef enum AddrSpace {
    AS_NONE = 0, /* not written (sema picks private or generic) */
#define ADDR_SPACE(id, keyword, alias) AS_##id,
#include "support/addrspace.def"
#undef ADDR_SPACE
    AS_COUNT
} AddrSpace;

/* "__global" for AS_GLOBAL (how types print); NULL for AS_NONE. */
const char *addrspace_keyword(AddrSpace as);
/* "global" for AS_GLOBAL. */
const char *addrspace_alias(AddrSpace as);

/* How the code that runs a kernel calls it. */
typedef enum KernelABI {
    /* oclc's CPU runtime calls a work-group entry per kernel and reads a
     * descriptor (support/kernel_abi.h); the kernel is also a plain
     * function with the host C calling convention. */
    KERNEL_ABI_CPU_WORK_GROUP,
    /* A PTX .entry function (LLVM's ptx_kernel calling convention, the
     * "kernel" annotation): the driver API launches it, work-item ids are
     * special registers. */
    KERNEL_ABI_PTX_ENTRY,
} KernelABI;

/* How a function that is not a kernel passes and returns records (structs
 * and unions) by value: the C calling convention of the platform, so that
 * a program function links with C (codegen/cg_abi.c lowers each). */
typedef enum CallABI {
    /* The System V x86-64 ABI (section 3.2.3): records of up to 16 bytes
     * in registers, classified by eightbytes; larger ones in memory. */
    CALL_ABI_SYSV_X86_64,
    /* Every record in memory: a copy passed by pointer (byval), a result
     * through a pointer the caller gives (sret); NVPTX's convention. */
    CALL_ABI_INDIRECT,
} CallABI;

/* Where the math functions that are not one LLVM intrinsic come from. */
typedef enum MathLib {
    /* SLEEF's vector functions and oclc's inline IR (codegen/cg_math.c). */
    MATH_LIB_SLEEF,
    /* libclc's OpenCL built-ins for the target, embedded in liboclc and
     * linked into the module as needed (codegen/cg_libclc.c). */
    MATH_LIB_LIBCLC,
} MathLib;

typedef struct TargetInfo {
    const char *name;            /* the row's name in docs and messages: "x86_64", "nvptx64" */
    const char *arch;            /* a triple whose architecture is this selects the row */
    const char *default_triple;  /* the normalized triple when only the row is known;
                                   NULL for the host row (the host's own triple) */
    const char *default_cpu;     /* -mcpu when none is given: NULL = "generic" for files,
                                   the host CPU for the JIT; "sm_70" for PTX */
    const char *macros;          /* predefined macros of this target ("#define __NVPTX__ 1\n") */
    bool is_gpu;                 /* the ICD's CL_DEVICE_TYPE_GPU */
    bool big_endian;             /* __ENDIAN_LITTLE__ is defined when false */
    bool can_emit_object;        /* false: -c is a usage error (PTX has no assembler here) */
    uint8_t pointer_size;        /* bytes of a pointer and of size_t, ptrdiff_t, intptr_t, uintptr_t */
    uint8_t as_number[AS_COUNT]; /* LLVM address space of a pointer to each OpenCL address space */
    uint8_t object_as[AS_COUNT]; /* LLVM address space the objects of each OpenCL address space
                                    live in; differs from as_number where a pointer to the
                                    space may also point elsewhere (nvptx64's constant: a
                                    `constant` kernel argument is a global buffer) */
    uint8_t alloca_as;           /* LLVM address space allocas live in (the data layout's) */
    KernelABI kernel_abi;
    CallABI call_abi;
    MathLib math_lib;
    /* The Itanium vendor qualifier (U <length> <name>) clang writes for
     * each address space in a mangled name, NULL for none: clang mangles
     * OpenCL's names (CLglobal) on a target without an address-space map,
     * and the target's numbers (AS1) on one with a map, where the spaces
     * it numbers 0 get none (sema/mangle.c). */
    const char *mangled_as[AS_COUNT];
    uint64_t features;   /* FEATURE_BIT()s oclc implements on this target */
    uint64_t unclaimed;  /* of `features`, those oclc compiles but does not claim: no
                                    feature macro, not in the device's lists, because a part
                                    the specification ties to them is missing (target.c) */
    uint64_t extensions; /* EXTENSION_BIT()s oclc implements on this target */
} TargetInfo;

/* The row for the machine oclc runs on. */
const TargetInfo *target_host(void);
/* The row for a triple (by its architecture, "nvptx64-nvidia-cuda" ->
 * nvptx64), or NULL when oclc has none. */
const TargetInfo *target_for_triple(const char *triple);
/* Every row, for --help and the tests: NULL past the last. */
const TargetInfo *target_at(size_t i);

#endif
