/*
 * backend.c - the pipeline's back end in liboclc: the Backend table of
 * driver/pipeline.h, filled in with codegen's steps.
 *
 * It is the only file of driver/ that names codegen's functions, and it is
 * a source of liboclc, not of the front-end library: the `oclc`
 * executable, which links only the front end, runs the same pipeline with
 * no back end and so cannot reach LLVM (main.c, docs/performance.md).
 */
#include "driver/pipeline.h"

const Backend pipeline_backend = {
    .module_new = cg_module_new,
    .generate = cg_generate,
    .link = cg_link,
    .prepare_jit = cg_prepare_jit,
    .optimize = cg_optimize,
    .rewrite = cg_rewrite,
    .verify = cg_verify,
    .emit = cg_emit,
    .split = cg_split,
    .split_free = cg_split_free,
    .module_free = cg_module_free,
};
