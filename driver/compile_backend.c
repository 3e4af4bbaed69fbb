/*
 * compile_backend.c - the pipeline's back-end steps, in the back-end
 * library: codegen -> LLVMVerifyModule -> passes -> emit.
 *
 * compile.c (front end) runs the phases up to sema and then calls the
 * back end through a function pointer, so that the front-end library
 * never names codegen/ and the `oclc` executable, which links only the
 * front end, loads no LLVM (main.c, docs/performance.md).  This file is
 * that function, and compile_run(), the whole pipeline for users of the
 * back-end library.
 */
#include "codegen/codegen.h"
#include "driver/compile.h"

CompileStatus compile_backend(Compilation *c, TranslationUnit *tu, const char *output)
{
    CgModule *m = cg_lower(c, tu);
    if (!m) return COMPILE_FAILED;
    bool ok = cg_optimize(c, m) && cg_emit_file(c, m, output);
    cg_module_free(m);
    if ((!ok && !diag_has_errors(&c->diag)) || c->arena.oom) return COMPILE_FAILED;
    return diag_has_errors(&c->diag) ? COMPILE_ERRORS : COMPILE_OK;
}

CompileStatus compile_run(Compilation *c, const char *input) { return compile_run_with(c, input, compile_backend); }
