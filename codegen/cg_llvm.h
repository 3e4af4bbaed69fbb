/*
 * cg_llvm.h - the LLVM-typed view of a CgModule, for runtime/ (the only
 * other folder allowed to include llvm-c headers).
 *
 * Ownership: a CgModule owns its LLVMModule, its target machine and, when
 * it made it, its LLVMContext.  The JIT needs the module inside an ORC
 * ThreadSafeContext, so cg_lower_in_context() lowers into a context the
 * caller owns, and cg_module_release() hands the module itself over (to
 * LLVMOrcCreateNewThreadSafeModule, which takes it) while freeing the rest.
 */
#ifndef OCLC_CG_LLVM_H
#define OCLC_CG_LLVM_H

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

#include "codegen/codegen.h"

/* Like cg_lower, but the module lives in `ctx`, which the caller owns and
 * must keep alive until the module is freed or released. */
CgModule *cg_lower_in_context(Compilation *c, TranslationUnit *tu, LLVMContextRef ctx);

LLVMModuleRef cg_module_llvm(CgModule *m);
LLVMContextRef cg_module_context(CgModule *m);
LLVMTargetMachineRef cg_module_target_machine(CgModule *m);

/* Returns the module and frees everything else of m.  Only for a module
 * from cg_lower_in_context: a module cannot outlive its context, and a
 * CgModule from cg_lower owns and frees its context (NULL is returned and
 * m is left alone then). */
LLVMModuleRef cg_module_release(CgModule *m);

/* For the JIT (cg_kernel.c): a new module, in the same context, defining
 * the kernels' plain C functions that the JIT-mode lowering left as
 * declarations in `kernels`; each runs its kernel as one work-item through
 * the runtime.  Declarations nothing else uses are removed from `kernels`.
 * The caller owns the new module. */
LLVMModuleRef cg_jit_kernel_wrappers(LLVMModuleRef kernels);

#endif
