/*
 * cg_ptx.c - the kernel ABI of KERNEL_ABI_PTX_ENTRY targets (nvptx64):
 * what follows the generic lowering when the row says kernels are PTX
 * .entry functions rather than oclc's CPU work-group entries (cg_kernel.c).
 *
 * A kernel is its plain function with LLVM's ptx_kernel calling
 * convention, which makes the NVPTX back end write it as `.entry` (the
 * convention LLVM keeps for the purpose; the older "kernel" annotation in
 * !nvvm.annotations says the same and is not needed with it).  Its
 * parameters are already in the right address spaces: a `global float *`
 * is `ptr addrspace(1)`.  There is no work-group entry, descriptor or
 * kernel table: the CUDA driver launches .entry functions itself.
 *
 * What the GPU needs beyond that is not here yet, and is an error rather
 * than wrong code: the work-item functions (get_global_id ... are special
 * registers on PTX), barriers, and calling a kernel from another function
 * (an .entry cannot be called; clang makes a separate body for that).
 */
#include "codegen/cg_internal.h"

bool cg_target_lacks(CgContext *ctx, Loc loc, const char *what)
{
    if (ctx->target->kernel_abi != KERNEL_ABI_PTX_ENTRY) return false;
    diag_error(&ctx->c->diag, loc, "%s is not supported on target '%s' yet", what, ctx->target->name);
    return true;
}

void cg_ptx_kernels(CgContext *ctx, TranslationUnit *tu)
{
    for (int i = 0; i < tu->decls.n; i++) {
        Decl *d = tu->decls.items[i];
        if (d->kind != DECL_FUNC || !d->body || d->invalid || !d->is_kernel) continue;
        LLVMValueRef fn = LLVMGetNamedFunction(ctx->mod, d->name);
        if (fn) LLVMSetFunctionCallConv(fn, LLVMPTXKernelCallConv);
    }
}
