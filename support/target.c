/*
 * target.c - the target table (target.h): one row per target oclc
 * compiles for.
 *
 * x86_64 is the host: every OpenCL address space is LLVM's address space 0
 * (a CPU has one memory), kernels run through oclc's work-group entries,
 * and the features are what the CPU runtime implements today.
 *
 * nvptx64 is NVIDIA's PTX: global 1, shared (local) 3, const (constant) 4,
 * local (private) 5 and generic 0, as the NVPTX back end numbers them,
 * except that a pointer to constant is generic (a constant kernel argument
 * is a global buffer, a program-scope constant is in the const bank);
 * allocas are made in address space 0, as LLVM's NVPTX data layout says,
 * and cast to 5 (NVPTX's own lowering of allocas does the same).  Kernels
 * are .entry functions.  There is no assembler for PTX here, so -c is
 * refused and -S writes PTX text.  Its math functions are libclc's
 * (codegen/cg_libclc.c), SLEEF being a CPU library.
 *
 * Both compile OpenCL C 3.0's generic address space and program-scope
 * global variables (an unqualified pointer is generic, `global int g;`
 * is accepted), as oclc always has.  The host claims both: its runtime
 * answers to_global/to_local/to_private and get_fence (runtime/ndrange.c's
 * __oclc_space_of) and the global variable size queries.  nvptx64 claims
 * both too: the GPU answers to_global & co itself (PTX's isspacep,
 * codegen/cg_bi_atomic.c), and the runtime reports a GPU program's global
 * variable bytes from its kernel table (codegen/cg_ptx.c).
 *
 * Both implement the atomics (codegen/cg_bi_atomic.c): the 1.x
 * extensions for 32-bit and 64-bit integers in global and local memory,
 * and OpenCL C 3.0's orders and scopes, all of them (on the host every
 * order is an LLVM ordering, every scope wider than the group's is the
 * system's; on nvptx64 PTX's atom with the scope's membars).
 *
 * The macros are clang's for the same triple: kernels test __x86_64__
 * or __NVPTX__ to tell the CPU build from the GPU one.
 */
#include "support/target.h"

#include <string.h>

static const char *const as_keywords[AS_COUNT] = {
#define ADDR_SPACE(id, keyword, alias) [AS_##id] = keyword,
#include "support/addrspace.def"
#undef ADDR_SPACE
};

static const char *const as_aliases[AS_COUNT] = {
#define ADDR_SPACE(id, keyword, alias) [AS_##id] = alias,
#include "support/addrspace.def"
#undef ADDR_SPACE
};

const char *addrspace_keyword(AddrSpace as) { return as > AS_NONE && as < AS_COUNT ? as_keywords[as] : NULL; }
const char *addrspace_alias(AddrSpace as) { return as > AS_NONE && as < AS_COUNT ? as_aliases[as] : NULL; }

/* What the CPU runtime implements on every target that uses it: program-
 * scope global variables included (the JIT keeps them for the program's
 * life, oclc_program_global_variable_size reports their size), the
 * work-group collectives (runtime/ndrange.c's, on its fibers), and
 * sub-groups (one per work-group, on the same fibers). */
#define CPU_FEATURES                                                                                        \
    (FEATURE_BIT(FEAT_FP64) | FEATURE_BIT(FEAT_INT64) | FEATURE_BIT(FEAT_GENERIC_ADDRESS_SPACE) |           \
     FEATURE_BIT(FEAT_PROGRAM_SCOPE_GLOBAL_VARIABLES) | FEATURE_BIT(FEAT_WORK_GROUP_COLLECTIVE_FUNCTIONS) | \
     FEATURE_BIT(FEAT_SUBGROUPS) | CPU_ATOMIC_FEATURES | CPU_IMAGE_FEATURES | FEATURE_BIT(FEAT_FP16))
#define CPU_ATOMIC_FEATURES                                                            \
    (FEATURE_BIT(FEAT_ATOMIC_ORDER_ACQ_REL) | FEATURE_BIT(FEAT_ATOMIC_ORDER_SEQ_CST) | \
     FEATURE_BIT(FEAT_ATOMIC_SCOPE_DEVICE) | FEATURE_BIT(FEAT_ATOMIC_SCOPE_ALL_DEVICES))
#define CPU_EXTENSIONS                                                                                 \
    (EXTENSION_BIT(EXT_FP64) | EXTENSION_BIT(EXT_BYTE_ADDRESSABLE_STORE) |                             \
     EXTENSION_BIT(EXT_GLOBAL_INT32_BASE_ATOMICS) | EXTENSION_BIT(EXT_GLOBAL_INT32_EXTENDED_ATOMICS) | \
     EXTENSION_BIT(EXT_LOCAL_INT32_BASE_ATOMICS) | EXTENSION_BIT(EXT_LOCAL_INT32_EXTENDED_ATOMICS) |   \
     EXTENSION_BIT(EXT_INT64_BASE_ATOMICS) | EXTENSION_BIT(EXT_INT64_EXTENDED_ATOMICS) |               \
     EXTENSION_BIT(EXT_SUBGROUPS) | EXTENSION_BIT(EXT_FP16) | EXTENSION_BIT(EXT_3D_IMAGE_WRITES) |     \
     EXTENSION_BIT(EXT_DEPTH_IMAGES) | EXTENSION_BIT(EXT_SRGB_IMAGE_WRITES))
/* Images (runtime/image.c, runtime/icd/icd_image.c): __opencl_c_images,
 * __IMAGE_SUPPORT__, CL_DEVICE_IMAGE_SUPPORT, and 3D writes
 * (__opencl_c_3d_image_writes with its extension cl_khr_3d_image_writes:
 * the runtime's write path is every image type's, and the ICD offers
 * every format for writable 3D images); the extension cl_khr_depth_images
 * (image2d_depth_t, image2d_array_depth_t: CL_DEPTH images of UNORM_INT16
 * or FLOAT, read and written as one float); and cl_khr_srgb_image_writes
 * (sRGBA and sBGRA images are read and written, converted to and from
 * linear colour). */
#define CPU_IMAGE_FEATURES \
    (FEATURE_BIT(FEAT_IMAGES) | FEATURE_BIT(FEAT_READ_WRITE_IMAGES) | FEATURE_BIT(FEAT_3D_IMAGE_WRITES))

/* The atomics nvptx64 lowers (codegen/cg_bi_atomic.c: PTX's atom, with
 * membars for the orders): the same as the host's. */
#define PTX_ATOMIC_EXTENSIONS                                                                          \
    (EXTENSION_BIT(EXT_GLOBAL_INT32_BASE_ATOMICS) | EXTENSION_BIT(EXT_GLOBAL_INT32_EXTENDED_ATOMICS) | \
     EXTENSION_BIT(EXT_LOCAL_INT32_BASE_ATOMICS) | EXTENSION_BIT(EXT_LOCAL_INT32_EXTENDED_ATOMICS) |   \
     EXTENSION_BIT(EXT_INT64_BASE_ATOMICS) | EXTENSION_BIT(EXT_INT64_EXTENDED_ATOMICS))

static const TargetInfo targets[] = {
    {
        .name = "x86_64",
        .arch = "x86_64",
        .default_triple = NULL,
        .default_cpu = NULL,
        .macros = "#define __x86_64__ 1\n#define __x86_64 1\n",
        .is_gpu = false,
        .big_endian = false,
        .can_emit_object = true,
        .pointer_size = 8,
        .as_number = {0},
        .object_as = {0},
        .alloca_as = 0,
        .kernel_abi = KERNEL_ABI_CPU_WORK_GROUP,
        .call_abi = CALL_ABI_SYSV_X86_64,
        .math_lib = MATH_LIB_SLEEF,
        .mangled_as = {[AS_PRIVATE] = "CLprivate",
                       [AS_GLOBAL] = "CLglobal",
                       [AS_LOCAL] = "CLlocal",
                       [AS_CONSTANT] = "CLconstant",
                       [AS_GENERIC] = "CLgeneric"},
        .features = CPU_FEATURES,
        .unclaimed = 0,
        .extensions = CPU_EXTENSIONS,
    },
    {
        .name = "nvptx64",
        .arch = "nvptx64",
        .default_triple = "nvptx64-nvidia-cuda",
        .default_cpu = "sm_70",
        .macros = "#define __NVPTX__ 1\n#define __PTX__ 1\n",
        .is_gpu = true,
        .big_endian = false,
        .can_emit_object = false,
        .pointer_size = 8,
        /* A pointer to constant is generic: it may hold a program-scope
         * constant (in the const bank) or a constant kernel argument, which
         * is a buffer in global memory (docs/gpu.md); NVPTX's address-space
         * inference makes each load ld.const or ld.global where it can. */
        .as_number =
            {[AS_NONE] = 0, [AS_PRIVATE] = 5, [AS_GLOBAL] = 1, [AS_LOCAL] = 3, [AS_CONSTANT] = 0, [AS_GENERIC] = 0},
        .object_as =
            {[AS_NONE] = 0, [AS_PRIVATE] = 5, [AS_GLOBAL] = 1, [AS_LOCAL] = 3, [AS_CONSTANT] = 4, [AS_GENERIC] = 0},
        .alloca_as = 0,
        .kernel_abi = KERNEL_ABI_PTX_ENTRY,
        .call_abi = CALL_ABI_INDIRECT,
        .math_lib = MATH_LIB_LIBCLC,
        /* clang's NVPTX map: private and generic are its space 0. */
        .mangled_as = {[AS_GLOBAL] = "AS1", [AS_LOCAL] = "AS3", [AS_CONSTANT] = "AS4"},
        .features = FEATURE_BIT(FEAT_FP64) | FEATURE_BIT(FEAT_INT64) | FEATURE_BIT(FEAT_GENERIC_ADDRESS_SPACE) |
                    FEATURE_BIT(FEAT_PROGRAM_SCOPE_GLOBAL_VARIABLES) | CPU_ATOMIC_FEATURES,
        .unclaimed = 0,
        .extensions = EXTENSION_BIT(EXT_FP64) | EXTENSION_BIT(EXT_BYTE_ADDRESSABLE_STORE) | PTX_ATOMIC_EXTENSIONS,
    },
};

const TargetInfo *target_host(void) { return &targets[0]; }

const TargetInfo *target_at(size_t i) { return i < sizeof targets / sizeof *targets ? &targets[i] : NULL; }

const TargetInfo *target_for_triple(const char *triple)
{
    size_t n = strcspn(triple, "-");
    for (size_t i = 0; i < sizeof targets / sizeof *targets; i++)
        if (strlen(targets[i].arch) == n && !strncmp(triple, targets[i].arch, n)) return &targets[i];
    return NULL;
}
