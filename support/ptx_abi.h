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

#endif
