/*
 * features.h - which optional parts of OpenCL C a compilation has
 * (features.def): derived once, from -cl-std, the target's row and
 * -cl-ext=, into a LangFeatures that the phases ask.
 *
 * A phase never tests a version number for something the language made
 * optional: it asks lang_has(&opts->lang, FEAT_GENERIC_ADDRESS_SPACE), and
 * the answer already folds in the version (OpenCL C 1.2 has no generic
 * space; 2.0 has it wherever the target does; 3.0 has it when the target
 * implements it and -cl-ext= did not take it away).  What really is a
 * version rule (a keyword that 1.2 does not reserve, the default address
 * space of a pointer) reads lang.cl_std, which is the one number kept.
 */
#ifndef OCLC_FEATURES_H
#define OCLC_FEATURES_H

#include <stdbool.h>
#include <stdint.h>

#include "support/arena.h"

typedef enum Feature {
#define FEATURE(id, macro, in_cl20) FEAT_##id,
#define EXTENSION(id, name, feature)
#include "support/features.def"
#undef FEATURE
#undef EXTENSION
    FEAT_COUNT,
    FEAT_NONE = FEAT_COUNT /* "no feature" in EXTENSION rows */
} Feature;

typedef enum Extension {
#define FEATURE(id, macro, in_cl20)
#define EXTENSION(id, name, feature) EXT_##id,
#include "support/features.def"
#undef FEATURE
#undef EXTENSION
    EXT_COUNT,
    EXT_NONE = EXT_COUNT /* "no extension" (the opaque types' rows, parser/type.h) */
} Extension;

#define FEATURE_BIT(f)   (UINT64_C(1) << (f))
#define EXTENSION_BIT(e) (UINT64_C(1) << (e))

typedef struct TargetInfo TargetInfo;

typedef struct LangFeatures {
    int cl_std;          /* 100, 110, 120, 200 or 300: __OPENCL_C_VERSION__ */
    uint64_t features;   /* FEATURE_BIT(FEAT_*) of the features this compilation has */
    uint64_t unclaimed;  /* of `features`, those it has without their macro (TargetInfo.unclaimed) */
    uint64_t extensions; /* EXTENSION_BIT(EXT_*) of the extensions it has */
} LangFeatures;

static inline bool lang_has(const LangFeatures *l, Feature f) { return (l->features >> f) & 1u; }
static inline bool lang_has_ext(const LangFeatures *l, Extension e) { return (l->extensions >> e) & 1u; }
/* Has it and says so: its macro is defined, the device reports it. */
static inline bool lang_claims(const LangFeatures *l, Feature f)
{
    return lang_has(l, f) && !((l->unclaimed >> f) & 1u);
}

/* The macro of a feature ("__opencl_c_fp64") and the name of an extension
 * ("cl_khr_fp64"), from features.def. */
const char *feature_macro(Feature f);
const char *extension_name(Extension e);

/*
 * Derives the features of a compilation for OpenCL C `cl_std` on target
 * `t`, then applies the -cl-ext= arguments in order.  Each argument is a
 * comma-separated list of "+name" / "-name" items, as clang takes them
 * (a bare "name" is "+name"), where name is an extension, a feature
 * macro, or "all"; turning one of a pair on or off (cl_khr_fp64 /
 * __opencl_c_fp64) turns both.  Returns
 * false with a one-line reason in *err (allocated from `a`) for a name
 * that is neither, and for "+name" of something the target does not
 * implement (oclc never claims what it cannot compile).
 */
bool lang_features_init(LangFeatures *l, int cl_std, const TargetInfo *t, const char *const *cl_ext, int ncl_ext,
                        Arena *a, const char **err);

/* Appends the "#define <macro> 1" lines of what `l` has and claims: the
 * 3.0 feature macros (OpenCL C 3.0 only, as the spec defines them) and
 * the extension macros. */
void lang_features_macros(const LangFeatures *l, StrBuf *out);

#endif
