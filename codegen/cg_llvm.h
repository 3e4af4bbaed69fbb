/*
 * cg_llvm.h - the LLVM-typed view of a CgModule, for runtime/ (the only
 * other folder allowed to include llvm-c headers): what the JIT takes.
 *
 * Ownership: a CgModule owns its modules, its target machine and its
 * context.  A module made for the JIT (cg_module_new(c, true, ...)) lives
 * in an ORC ThreadSafeContext; cg_module_take_jit() wraps it into a
 * ThreadSafeModule, which the caller owns (LLVMOrcLLJITAddLLVMIRModule
 * takes it) and which keeps the context alive after cg_module_free.
 */
#ifndef OCLC_CG_LLVM_H
#define OCLC_CG_LLVM_H

#include <stdbool.h>

#include <llvm-c/Orc.h>
#include <llvm-c/TargetMachine.h>

#include "codegen/codegen.h"

/* The target machine the module was made and optimized for, and the
 * module's context (m keeps both). */
LLVMTargetMachineRef cg_module_target_machine(CgModule *m);
LLVMContextRef cg_module_context(CgModule *m);

/* Hands the module to the caller.  The context's diagnostic handler is
 * reset: the caller installs its own before the JIT compiles anything.
 * False for a module not made for the JIT. */
bool cg_module_take_jit(CgModule *m, LLVMOrcThreadSafeModuleRef *main);

#endif
