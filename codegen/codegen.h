/*
 * codegen.h - the back end's steps, as the pipeline (driver/pipeline.c)
 * runs them on a CgModule: make it, generate a checked translation unit
 * into it, link compiled units into it, prepare it for the JIT, optimize,
 * rewrite around LLVM's bugs, verify, emit.  No LLVM type is in this
 * header, so the driver and the front end stay LLVM-free.
 *
 * Each step says how it went (CompileStatus, support/compilation.h):
 * COMPILE_ERRORS for what the program or its options ask for (a target or
 * CPU LLVM does not know, an error LLVM's back end reports, a name two
 * units define), COMPILE_INTERNAL for oclc's or LLVM's own failures, which
 * are reported as "internal error: ...".  Nothing prints, nothing aborts.
 */
#ifndef OCLC_CODEGEN_H
#define OCLC_CODEGEN_H

#include <stdbool.h>
#include <stddef.h>

#include "support/compilation.h"
#include "parser/ast.h"
#include "support/kernel_abi.h"

typedef struct CgModule CgModule; /* an LLVM context, a module in it, the target machine */

/* A new, empty module for the target of c->opts: the host's CPU when
 * for_jit (unless -mcpu= names one); otherwise the triple's generic CPU,
 * as objects are made. */
CompileStatus cg_module_new(Compilation *c, bool for_jit, CgModule **out);
void cg_module_free(CgModule *m);
/* Registers the host's back end with LLVM, once per process (a module
 * for the host does it too); false if this LLVM has none.  The JIT needs
 * it to load object code it did not compile in this process. */
bool cg_host_target_init(void);

/* Lowers a checked translation unit into m (codegen.c, cg_kernel.c). */
CompileStatus cg_generate(Compilation *c, CgModule *m, TranslationUnit *tu);
/* Links a compiled unit into m: the LLVM bitcode cg_emit(EMIT_LLVM_BC)
 * made of a module that was generated (or linked) and not optimized. */
CompileStatus cg_link(Compilation *c, CgModule *m, const void *bitcode, size_t len);
/* What only the JIT needs (cg_kernel.c): the kernel table the runtime
 * looks up, and the kernels' plain C functions moved to a second module
 * that the JIT compiles only if one is looked up. */
CompileStatus cg_prepare_jit(Compilation *c, CgModule *m);
/* The optimization pipeline for opts->opt_level. */
CompileStatus cg_optimize(Compilation *c, CgModule *m);
/* The IR rewrites around LLVM 19's back-end bugs (cg_workaround.c): the
 * last change to the IR before instruction selection. */
CompileStatus cg_rewrite(Compilation *c, CgModule *m);
/* LLVMVerifyModule; a failure is an internal error saying `when` ("after
 * optimization"), with the IR of the offending functions in a note. */
CompileStatus cg_verify(Compilation *c, CgModule *m, const char *when);
/* Renders m per `emit` (object, assembly, IR text, bitcode) into a
 * malloc'd, NUL-terminated buffer. */
CompileStatus cg_emit(Compilation *c, CgModule *m, EmitKind emit, char **data, size_t *len);

/* Object code in parts (the JIT; cg_module.c says how it is cut): part 0
 * without the kernels, then one part per kernel, to compile when needed.
 * cg_split readies m and says how many parts there are: 1 means compile
 * m whole instead (*out stays NULL); otherwise m is left as part 0, to
 * compile with cg_emit.  cg_split_emit compiles part `part`
 * into a malloc'd ELF object reading only s, so parts may compile at once
 * on different threads; false, with a malloc'd message in *error, if it
 * fails.  cg_split_kernel names the kernel of a part (NULL for part 0);
 * cg_split_externs lists the symbols the kernels' parts use that the
 * module does not define (what the JIT must find at the build). */

typedef struct CgSplit CgSplit;
CompileStatus cg_split(Compilation *c, CgModule *m, CgSplit **out, int *nparts);
bool cg_split_emit(const CgSplit *s, int part, char **data, size_t *len, char **error);
const char *cg_split_kernel(const CgSplit *s, int part);
int cg_split_parts(const CgSplit *s);
int cg_split_externs(const CgSplit *s, const char *const **names);
void cg_split_free(CgSplit *s);

/* The OCLC_ARG_* kind of a kernel parameter of type t, as the kernel's
 * descriptor (and a GPU unit's kernel table) records it. */
uint32_t cg_kernel_arg_kind(const Type *t);

/* The kernel table of a module for a PTX target (cg_ptx.c, "The kernel
 * table"): every kernel's name, arguments, attributes and required
 * work-group size, in source order, unit after unit, and the bytes of the
 * program's global variables; descriptors without code, allocated in `a`.
 * Read from the module as generated and linked, before optimization
 * (Pipeline.linked), for a build from source and a link alike. */
CompileStatus cg_ptx_kernel_table(Compilation *c, CgModule *m, Arena *a, OclcKernelTable *out);

#endif
