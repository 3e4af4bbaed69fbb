/*
 * ptx_abi.h - the contract between the PTX oclc writes for a kernel
 * (codegen/cg_ptx.c) and the code that launches it through the CUDA
 * driver (the GPU runtime): what the runtime must pass beyond the user's
 * arguments.  docs/gpu.md describes the whole ABI; this header holds its
 * numbers, so both sides spell them once.
 *
 * A kernel `k` is the PTX `.entry k`.  Its parameters are the user's, in
 * source order, except that a `local T *` parameter is a 32-bit byte
 * offset into the launch's dynamic shared memory (each local argument at
 * an offset rounded up to OCLC_PTX_LOCAL_ARG_ALIGN, sharedMemBytes the end
 * of the last), and a `constant T *` parameter is a global address (a
 * CUdeviceptr).  Then come OCLC_PTX_HIDDEN_PARAMS hidden parameters, always:
 *
 *   .u32 work_dim, .u64 global_offset_x, .u64 global_offset_y, .u64 global_offset_z
 *
 * The grid is global_size / local_size per dimension, the block
 * local_size (unused dimensions 1): work-groups are uniform on the GPU.
 */
#ifndef OCLC_PTX_ABI_H
#define OCLC_PTX_ABI_H

/* The hidden parameters after the user's: work_dim, then the offsets. */
#define OCLC_PTX_HIDDEN_PARAMS 4
/* Where each `local` argument starts in the dynamic shared memory, and
 * that memory's alignment: OpenCL's largest (long16, double16), which a
 * local pointer's data must have (the CTS's kernel_memory_alignment_local
 * checks it). */
#define OCLC_PTX_LOCAL_ARG_ALIGN 128

/* The module's symbols (not the runtime's business: for tests and docs).
 * The dynamic shared memory every local argument is an offset into; the
 * shared variables the kernel's prologue stores its hidden values to, for
 * the work-item functions of every function it calls. */
#define OCLC_PTX_SYM_DYNAMIC_LOCAL "__oclc_dynamic_local"
#define OCLC_PTX_SYM_WORK_DIM      "__oclc_work_dim"
#define OCLC_PTX_SYM_GLOBAL_OFFSET "__oclc_global_offset"
/* The function a kernel's body is in, its name appended: the .entry, a
 * PTX entry point that cannot be called, calls it, and so do the
 * functions that call the kernel. */
#define OCLC_PTX_SYM_BODY "__oclc_body_"

/*
 * printf.  A module that calls printf defines the global
 *
 *   .visible .global .u64 __oclc_printf_buffer
 *
 * which the runtime sets (cuModuleGetGlobal) to the device address of its
 * printf buffer, or leaves 0 (printf then returns -1).  The buffer starts
 * with a header of OCLC_PTX_PRINTF_HEADER bytes, { u64 used, u64 capacity },
 * the runtime setting `used` to 0 before each launch; each call appends a
 * record at the offset an atomic add to `used` gives it (past the header),
 * 8-aligned, or returns -1 when it would end past `capacity`:
 *
 *   u32 size (of the whole record, a multiple of 8), u32 nslots,
 *   u64 order (the work-item's global linear id),
 *   u64 strings (bit k: slot k's string is copied below),
 *   u64 slots[nslots] (runtime/printf.c's slots, as on the CPU),
 *   the format's bytes and NUL, then each copied string's bytes and NUL
 *   (in slot order), then padding.
 *
 * Records of one work-item are in the order its calls ran (each call's
 * atomic add follows its earlier ones); the runtime prints a launch's
 * records sorted by `order` once the kernel is done, as on the CPU.
 */
#define OCLC_PTX_SYM_PRINTF_BUFFER "__oclc_printf_buffer"
#define OCLC_PTX_PRINTF_HEADER     16
#define OCLC_PTX_PRINTF_RECORD     24   /* a record's fixed part, before its slots */
#define OCLC_PTX_PRINTF_MAX_STRING 4096 /* a copied string's bytes at most, NUL excluded */

#endif
