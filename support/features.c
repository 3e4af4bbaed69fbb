/*
 * features.c - deriving a compilation's optional features (features.h).
 *
 * The rule, in the order it is applied:
 *   1. OpenCL C 1.x has no 3.0 feature but those that stand for a
 *      1.x extension the target implements (fp64 through cl_khr_fp64),
 *      int64, which full profile always has, and images, which 1.x
 *      devices may support;
 *   2. OpenCL C 2.0 has every feature that 2.0 made core (in_cl20) and
 *      the target implements;
 *   3. OpenCL C 3.0 has every feature the target implements;
 *   4. every version has the extensions the target implements;
 *   5. -cl-ext= items apply in order; an extension and the feature it
 *      pairs with (features.def) move together;
 *   6. what rules 1-3 leave out for the version stays out, whatever
 *      -cl-ext= said (+all in 1.2 gives no generic address space).
 * A feature the target compiles without claiming it (TargetInfo.unclaimed)
 * has no macro unless -cl-ext= named it.
 */
#include "support/features.h"

#include <string.h>

#include "support/target.h"

typedef struct FeatureRow {
    const char *macro;
    bool in_cl20;
} FeatureRow;

static const FeatureRow feature_rows[FEAT_COUNT] = {
#define FEATURE(id, macro, in_cl20) [FEAT_##id] = {macro, in_cl20},
#define EXTENSION(id, name, feature)
#include "support/features.def"
#undef FEATURE
#undef EXTENSION
};

typedef struct ExtensionRow {
    const char *name;
    Feature feature;
} ExtensionRow;

static const ExtensionRow extension_rows[EXT_COUNT] = {
#define FEATURE(id, macro, in_cl20)
#define EXTENSION(id, name, feature) [EXT_##id] = {name, FEAT_##feature},
#include "support/features.def"
#undef FEATURE
#undef EXTENSION
};

const char *feature_macro(Feature f) { return f < FEAT_COUNT ? feature_rows[f].macro : NULL; }
const char *extension_name(Extension e) { return e < EXT_COUNT ? extension_rows[e].name : NULL; }

/* Turns an extension and its paired feature on or off together. */
static void set_pair(LangFeatures *l, int ext, int feat, bool on)
{
    for (int e = 0; e < EXT_COUNT; e++) {
        bool hit = e == ext || (feat != FEAT_NONE && extension_rows[e].feature == (Feature)feat);
        if (!hit) continue;
        if (on)
            l->extensions |= EXTENSION_BIT(e);
        else
            l->extensions &= ~EXTENSION_BIT(e);
        if (extension_rows[e].feature != FEAT_NONE) feat = extension_rows[e].feature;
    }
    if (feat != FEAT_NONE) {
        if (on)
            l->features |= FEATURE_BIT(feat);
        else
            l->features &= ~FEATURE_BIT(feat);
        l->unclaimed &= ~FEATURE_BIT(feat); /* named on the command line: claimed */
    }
}

/* Applies one "+name" / "-name" item; false with *err on a bad one. */
static bool apply_item(LangFeatures *l, const TargetInfo *t, const char *item, size_t len, Arena *a, const char **err)
{
    /* A name without a sign turns it on, as clang reads it. */
    bool signed_item = item[0] == '+' || item[0] == '-';
    bool on = item[0] != '-';
    const char *name = signed_item ? item + 1 : item;
    size_t n = signed_item ? len - 1 : len;
    if (n == 0) {
        *err = arena_printf(a, "invalid -cl-ext= item '%.*s': expected '+name' or '-name'", (int)len, item);
        return false;
    }
    if (n == 3 && !memcmp(name, "all", 3)) {
        if (on) {
            l->extensions = t->extensions;
            l->features |= t->features;
        } else {
            l->extensions = 0;
            l->features &= FEATURE_BIT(FEAT_INT64); /* full profile: int64 stays */
        }
        return true;
    }
    for (int e = 0; e < EXT_COUNT; e++) {
        if (strlen(extension_rows[e].name) != n || memcmp(extension_rows[e].name, name, n)) continue;
        if (on && !(t->extensions & EXTENSION_BIT(e))) {
            *err = arena_printf(a, "extension '%.*s' is not supported on target '%s'", (int)n, name, t->name);
            return false;
        }
        set_pair(l, e, FEAT_NONE, on);
        return true;
    }
    for (int f = 0; f < FEAT_COUNT; f++) {
        if (strlen(feature_rows[f].macro) != n || memcmp(feature_rows[f].macro, name, n)) continue;
        if (on && !(t->features & FEATURE_BIT(f))) {
            *err = arena_printf(a, "feature '%.*s' is not supported on target '%s'", (int)n, name, t->name);
            return false;
        }
        set_pair(l, -1, f, on);
        return true;
    }
    *err = arena_printf(a, "unknown OpenCL extension or feature '%.*s' in -cl-ext=", (int)n, name);
    return false;
}

/* The features OpenCL C `cl_std` can have at all (rules 1-3 before the
 * target is asked): -cl-ext=+all or +__opencl_c_generic_address_space
 * does not give OpenCL C 1.2 a generic address space. */
static uint64_t version_features(int cl_std)
{
    uint64_t m = 0;
    for (int f = 0; f < FEAT_COUNT; f++) {
        /* Images are an optional part of every version (1.x's
         * CL_DEVICE_IMAGE_SUPPORT), as int64 is of full profile. */
        bool on = cl_std >= 300 || (cl_std >= 200 && feature_rows[f].in_cl20) || f == FEAT_INT64 || f == FEAT_IMAGES;
        /* 1.x/2.0: a feature that an extension stands for (fp64). */
        for (int e = 0; e < EXT_COUNT && !on; e++) on = extension_rows[e].feature == (Feature)f;
        if (on) m |= FEATURE_BIT(f);
    }
    return m;
}

bool lang_features_init(LangFeatures *l, int cl_std, const TargetInfo *t, const char *const *cl_ext, int ncl_ext,
                        Arena *a, const char **err)
{
    uint64_t in_version = version_features(cl_std);
    l->cl_std = cl_std;
    l->extensions = t->extensions;
    l->features = t->features & in_version;
    /* A feature that stands for an extension comes with the extension. */
    for (int e = 0; e < EXT_COUNT; e++)
        if (extension_rows[e].feature != FEAT_NONE && !(t->extensions & EXTENSION_BIT(e)))
            l->features &= ~FEATURE_BIT(extension_rows[e].feature);
    l->unclaimed = t->unclaimed;
    for (int i = 0; i < ncl_ext; i++) {
        const char *s = cl_ext[i];
        while (*s) {
            size_t len = strcspn(s, ",");
            if (len && !apply_item(l, t, s, len, a, err)) return false;
            s += len;
            if (*s == ',') s++;
        }
    }
    l->features &= in_version;
    l->unclaimed &= l->features;
    return true;
}

void lang_features_macros(const LangFeatures *l, StrBuf *out)
{
    if (l->cl_std >= 300)
        for (int f = 0; f < FEAT_COUNT; f++)
            if (lang_claims(l, (Feature)f)) sb_printf(out, "#define %s 1\n", feature_rows[f].macro);
    for (int e = 0; e < EXT_COUNT; e++)
        if (lang_has_ext(l, (Extension)e)) sb_printf(out, "#define %s 1\n", extension_rows[e].name);
}
